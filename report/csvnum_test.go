package report

import "testing"

func TestCSVNumbers(t *testing.T) {
	for _, c := range []struct {
		v          float64
		count, est string
	}{
		{601.0000000000002, "601", "601"},
		{42259553, "42259553", "42259600"},
		{800.5, "800.5", "800.5"},
		{0.009894867037724181, "0.00989487", "0.00989487"},
		{1.0 / 3, "0.333333", "0.333333"},
		{0, "0", "0"},
		{-2.5e-9, "-2.5e-09", "-2.5e-09"},
	} {
		if got := csvCount(c.v); got != c.count {
			t.Errorf("csvCount(%v) = %s, want %s", c.v, got, c.count)
		}
		if got := csvEst(c.v); got != c.est {
			t.Errorf("csvEst(%v) = %s, want %s", c.v, got, c.est)
		}
	}
}
