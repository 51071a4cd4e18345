package report

import "testing"

func TestAtLines(t *testing.T) {
	for _, c := range []struct {
		lines []int
		want  string
	}{
		{nil, ""},
		{[]int{7}, " at line 7"},
		{[]int{3, 9}, " at lines 3 and 9"},
		{[]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, " at lines 1, 2, 3, 4, 5, 6, 7, 8 and 2 more"},
	} {
		if got := atLines(c.lines); got != c.want {
			t.Errorf("atLines(%v) = %q, want %q", c.lines, got, c.want)
		}
	}
}
