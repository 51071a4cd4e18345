package reuse_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// walkCases are the traces the planning tests walk: the quiet-class edge
// cases, and dense kernels whose rows are whole, half or odd lines.
var walkCases = []struct{ file, fn string }{
	{"testdata/quiet_edges.O0.ll", "kernel_div"},
	{"testdata/quiet_edges.O0.ll", "kernel_cross"},
	{"testdata/quiet_edges.O0.ll", "kernel_stride"},
	{"testdata/quiet_edges.O0.ll", "kernel_short"},
	{"testdata/quiet_edges.O0.ll", "kernel_sidefx"},
	{"../testdata/ll/gemm_S.O0.ll", "kernel_gemm"},
	{"../testdata/ll/symm_S.O0.ll", "kernel_symm"},
	{"../testdata/ll/covariance_S.O0.ll", "kernel_covariance"},
	{"../testdata/ll/jacobi1d_S.O0.ll", "kernel_jacobi1d"},
}

// enumLines appends to out the lines (of L bytes) that the items touch in
// activation a, every iteration of every inner loop enumerated: the naive
// trace the sampled walk stands for. Calls are entered. It gives up (false)
// past limit lines or on an address it cannot evaluate.
func enumLines(t *statictrace.Trace, items []statictrace.Item, a *statictrace.Activation, L int64, out *[]int64, limit int) bool {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			addr, ok := t.Addr(a, x)
			if !ok || len(*out) >= limit {
				return false
			}
			*out = append(*out, int64(addr)/L)
		case *statictrace.Loop:
			if x.Loop.IV == nil {
				return false
			}
			start, _ := a.Start(x.Loop)
			for i := int64(0); i < tripOf(x, a); i++ {
				a.SetIV(x.Loop, start+i*x.Loop.IV.Step)
				if !enumLines(t, x.Body, a, L, out, limit) {
					return false
				}
			}
			a.ClearIV(x.Loop)
		case *statictrace.Call:
			if !enumLines(t, x.Body, t.Enter(a, x), L, out, limit) {
				return false
			}
		}
	}
	return true
}

// tripOf returns the iterations of this instance of lp: the loop
// analysis' formula or compared value evaluated in a where the trace has
// one, else the average trip.
func tripOf(lp *statictrace.Loop, a *statictrace.Activation) int64 {
	n := lp.Trip
	if v, ok := a.TripAt(lp.Loop); ok && (lp.ValueTrip || lp.Loop.Trip != nil) {
		n = v
	}
	return int64(math.Round(n))
}

// forLoops calls f on every loop of items with its enclosing loops' counters
// at their first iteration.
func forLoops(t *statictrace.Trace, items []statictrace.Item, a *statictrace.Activation, f func(lp *statictrace.Loop, a *statictrace.Activation)) {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Loop:
			f(x, a)
			start, _ := a.Start(x.Loop)
			a.SetIV(x.Loop, start)
			forLoops(t, x.Body, a, f)
			a.ClearIV(x.Loop)
		case *statictrace.Call:
			forLoops(t, x.Body, t.Enter(a, x), f)
		}
	}
}

// TestPeriodsAgainstAddresses holds every planned line period to its
// definition, checked on the addresses of the loop body's accesses one by
// one: after p iterations every access (inner loops at their first
// iteration) is at the same offset within its line again, and no smaller
// power of two does that. The period is worked out from the strides of
// iteration 0 to 1, so the check applies to loops whose addresses are affine
// in the counter over the iterations it reads (A[i/5] is not).
func TestPeriodsAgainstAddresses(t *testing.T) {
	const L = 64
	checked := 0
	for _, c := range walkCases {
		tr := traceOf(t, c.file, c.fn, nil, "")
		tw := reuse.NewTestWalk(tr, reuse.StaticOptions{Sample: true, Line: L})
		if tw.Shortened() {
			t.Fatalf("%s: periods shortened", c.fn)
		}
		forLoops(tr, tr.Body, tw.Root, func(lp *statictrace.Loop, a *statictrace.Activation) {
			if lp.Loop.IV == nil {
				return
			}
			p := int64(tw.Period(lp.Loop))
			start, _ := a.Start(lp.Loop)
			offsets := func(i int64) []int64 {
				a.SetIV(lp.Loop, start+i*lp.Loop.IV.Step)
				defer a.ClearIV(lp.Loop)
				var out []int64
				var visit func(items []statictrace.Item)
				visit = func(items []statictrace.Item) {
					for _, it := range items {
						switch x := it.(type) {
						case *statictrace.Ref:
							if addr, ok := tr.Addr(a, x); ok {
								out = append(out, int64(addr%L))
							}
						case *statictrace.Loop:
							s, _ := a.Start(x.Loop)
							a.SetIV(x.Loop, s)
							visit(x.Body)
							a.ClearIV(x.Loop)
						}
					}
				}
				visit(lp.Body)
				return out
			}
			addrs := func(i int64) []int64 {
				a.SetIV(lp.Loop, start+i*lp.Loop.IV.Step)
				defer a.ClearIV(lp.Loop)
				var out []int64
				for _, it := range lp.Body {
					if r, ok := it.(*statictrace.Ref); ok {
						if addr, ok := tr.Addr(a, r); ok {
							out = append(out, int64(addr))
						}
					}
				}
				return out
			}
			a0, a1 := addrs(0), addrs(1)
			for i := int64(2); i <= p; i++ {
				ai := addrs(i)
				for r := range ai {
					if len(a0) != len(ai) || ai[r] != a0[r]+i*(a1[r]-a0[r]) {
						return // not affine
					}
				}
			}
			at0 := offsets(0)
			if !slices.Equal(offsets(p), at0) {
				t.Errorf("%s loop %s: period %d does not bring the offsets back", c.fn, lp.Var, p)
			}
			if p > 1 && slices.Equal(offsets(p/2), at0) {
				t.Errorf("%s loop %s: period %d, but %d brings the offsets back", c.fn, lp.Var, p, p/2)
			}
			checked++
		})
	}
	if checked < 10 {
		t.Errorf("%d loops checked, want the cases' affine loops", checked)
	}
	t.Logf("%d loops checked", checked)
}

// head shows the first lines of a long list.
func head(ls []int64) string {
	if len(ls) > 8 {
		return fmt.Sprint(ls[:8]) + "…"
	}
	return fmt.Sprint(ls)
}

// TestSetPeriods holds the periods of a product walking columns of B whose
// rows are 30 lines (setmap30.c: i, j, k from outermost, 16, 240 and 240
// iterations) to the set patterns their accesses make. Without sets, the
// line periods: 8 for j (B[k][j] and C[i][j] move 8 bytes) and k
// (A[i][k]). Against S sets (a way of W = 64*S bytes), k walks B's column,
// which cycles through the sets every W/gcd(1920, W) rows: 8 against 16
// sets, 32 against 64. The j loop moves that column by 8 bytes, and its sets
// repeat every gcd(1920, W) = 128 bytes: 16 iterations.
func TestSetPeriods(t *testing.T) {
	tr := traceOf(t, "../internal/pipeline/testdata/setmap30.O0.ll", "kernel", nil, "")
	for _, c := range []struct {
		sets    int64
		i, j, k int
	}{
		{0, 1, 8, 8},
		{16, 1, 16, 8},
		{64, 1, 16, 32},
	} {
		tw := reuse.NewTestWalk(tr, reuse.StaticOptions{Sample: true, Line: 64, Sets: c.sets})
		if tw.Shortened() {
			t.Errorf("%d sets: periods shortened", c.sets)
		}
		want := []int{c.i, c.j, c.k}
		seen := 0
		forLoops(tr, tr.Body, tw.Root, func(lp *statictrace.Loop, a *statictrace.Activation) {
			seen++
			if got := tw.Period(lp.Loop); got != want[lp.Loop.Depth-1] {
				t.Errorf("%d sets: loop at depth %d: period %d, want %d", c.sets, lp.Loop.Depth, got, want[lp.Loop.Depth-1])
			}
		})
		if seen != len(want) {
			t.Errorf("%d sets: %d loops, want %d", c.sets, seen, len(want))
		}
	}
}
