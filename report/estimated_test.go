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

// TestUnknownHow: the statement names each kind of unevaluated address
// present, with its number of sites, and only those.
func TestUnknownHow(t *testing.T) {
	for _, c := range []struct {
		u    UnknownAddresses
		want string
	}{
		{UnknownAddresses{RandomSites: 3}, "each is modelled as touching a random line of its object"},
		{UnknownAddresses{FixedSites: 2}, "each is treated as one fixed location (its object is not known)"},
		{UnknownAddresses{PermutedSites: 4}, "each goes through a pointer the program moves among its array's cells where data decides, taken where it was before"},
		{UnknownAddresses{RandomSites: 5, FixedSites: 43}, "5 are modelled as touching a random line of their object, 43 (objects not known) as one fixed location each"},
		{UnknownAddresses{RandomSites: 5, PermutedSites: 43}, "5 are modelled as touching a random line of their object, 43 (through pointers the program moves among their array's cells where data decides) with each pointer where it was before"},
		{UnknownAddresses{RandomSites: 1, FixedSites: 2, PermutedSites: 3}, "1 are modelled as touching a random line of their object, 2 (objects not known) as one fixed location each, 3 (through pointers the program moves among their array's cells where data decides) with each pointer where it was before"},
	} {
		if got := c.u.how(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.u, got, c.want)
		}
	}
}
