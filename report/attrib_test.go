package report

import (
	"slices"
	"testing"
)

// TestApportion checks the largest-remainder rounding by hand: the
// integers sum to the rounded total and each moves by less than 1.
func TestApportion(t *testing.T) {
	cases := []struct {
		xs    []float64
		total float64
		want  []int64
	}{
		{[]float64{1, 2, 3}, 6, []int64{1, 2, 3}},                         // integers stay
		{[]float64{0.5, 0.5, 0.5, 0.5}, 2, []int64{1, 1, 0, 0}},           // ties to the earlier rows
		{[]float64{2.6, 3.3, 4.1}, 10, []int64{3, 3, 4}},                  // .6 takes the unit
		{[]float64{99.9999999999, 0.0000000001}, 100, []int64{100, 0}},    // noise snaps
		{[]float64{1.4, 1.4, 1.4}, 4.2, []int64{2, 1, 1}},                 // 3 floors + 1
		{[]float64{600.99999999997, 0.00000000003}, 601, []int64{601, 0}}, // the balance solve's noise
	}
	for _, c := range cases {
		if got := apportion(c.xs, c.total); !slices.Equal(got, c.want) {
			t.Errorf("apportion(%v, %v) = %v, want %v", c.xs, c.total, got, c.want)
		}
	}
}
