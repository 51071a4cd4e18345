package poly

import "testing"

func TestIntSteps(t *testing.T) {
	for _, c := range []struct {
		start       int64
		op          string
		by, bound   int64
		pred        string
		from        int64
		bits        int
		want        int64
		ok          bool
		description string
	}{
		{1, "shl", 1, 40000, "ult", 0, 32, 16, true, "cap = 1; while (cap < 2 * 20000) cap <<= 1: 2^16 = 65536"},
		{1, "shl", 1, 1, "ult", 0, 32, 0, true, "already there"},
		{100, "sdiv", 2, 0, "sgt", 0, 32, 7, true, "for (s = 100; s > 0; s /= 2): 100 50 25 12 6 3 1"},
		{1000, "lshr", 1, 0, "ne", 0, 32, 10, true, "while (x) x >>= 1 from 1000"},
		{2, "mul", 3, 100, "slt", 0, 32, 4, true, "2 6 18 54 then 162"},
		{1, "shl", 1, 1 << 31, "ult", 1, 32, 31, true, "bottom-tested: 2^31"},
		{0, "shl", 1, 10, "ult", 0, 32, 0, false, "0 never grows"},
		{1, "shl", 1, 1<<32 - 1, "ult", 0, 32, 0, false, "wraps to 0 before the bound: endless"},
		{-8, "ashr", 1, -1, "slt", 0, 32, 3, true, "-8 -4 -2 -1"},
	} {
		got, ok := IntSteps(c.start, c.op, c.by, c.bound, c.pred, c.from, c.bits)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("%s: IntSteps = %d, %v; want %d, %v", c.description, got, ok, c.want, c.ok)
		}
	}
}

func TestIntStepValue(t *testing.T) {
	for _, c := range []struct {
		start int64
		op    string
		by, k int64
		bits  int
		want  int64
	}{
		{1, "shl", 1, 10, 32, 1024}, {100, "sdiv", 2, 3, 32, 12}, {1, "shl", 1, 31, 32, -1 << 31}, {2, "mul", 3, 0, 32, 2}, {-8, "ashr", 1, 2, 32, -2},
	} {
		if got, ok := IntStepValue(c.start, c.op, c.by, c.k, c.bits); !ok || got != c.want {
			t.Errorf("IntStepValue(%d, %s, %d, %d) = %d, %v; want %d", c.start, c.op, c.by, c.k, got, ok, c.want)
		}
	}
}
