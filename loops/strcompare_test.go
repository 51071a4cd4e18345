package loops

import "testing"

// TestStringCompareResult: StringCompare gives what glibc's functions
// return (the values printed by a C program calling them on x86-64 with
// clang-14 -O0, glibc 2.36): the difference of the first differing bytes.
func TestStringCompareResult(t *testing.T) {
	cmp := &StringCompare{Func: "strcmp", Literal: "rows", N: -1}
	ncmp := &StringCompare{Func: "strncmp", Literal: "strided", N: 3, Swapped: true}
	icmp := &StringCompare{Func: "strcasecmp", Literal: "rows", N: -1}
	for _, c := range []struct {
		arg                         string
		strcmp, strncmp, strcasecmp int64
	}{
		{"row", -115, 1, -115},
		{"rows", 0, 1, 0},
		{"rowsX", 88, 1, 120},
		{"b", -16, 17, -16},
		{"ROWS", -32, 33, 0},
	} {
		if got := cmp.Result(c.arg); got != c.strcmp {
			t.Errorf("strcmp(%q, \"rows\") = %d, want %d", c.arg, got, c.strcmp)
		}
		if got := ncmp.Result(c.arg); got != c.strncmp {
			t.Errorf("strncmp(\"strided\", %q, 3) = %d, want %d", c.arg, got, c.strncmp)
		}
		if got := icmp.Result(c.arg); got != c.strcasecmp {
			t.Errorf("strcasecmp(%q, \"rows\") = %d, want %d", c.arg, got, c.strcasecmp)
		}
	}
}
