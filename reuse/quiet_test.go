package reuse_test

import (
	"slices"
	"testing"

	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// TestQuietClassesAgainstEnumeration holds quietClasses to what it claims,
// on the naive trace: an iteration of a quiet class touches the lines the
// iteration before it touched, in the same order, inner loops enumerated in
// full. Every loop of the cases is checked at its enclosing loops' first
// iteration, and some must have quiet classes (symm's and gemm's j loops).
func TestQuietClassesAgainstEnumeration(t *testing.T) {
	const L = 64
	quietLoops := 0
	for _, c := range walkCases {
		tr := traceOf(t, c.file, c.fn, nil, "")
		tw := reuse.NewTestWalk(tr, reuse.StaticOptions{Sample: true, Line: L})
		forLoops(tr, tr.Body, tw.Root, func(lp *statictrace.Loop, a *statictrace.Activation) {
			if lp.Loop.IV == nil {
				return
			}
			N := tripOf(lp, a)
			start, _ := a.Start(lp.Loop)
			mask := tw.QuietClasses(lp, a, start, N)
			if mask == 0 {
				return
			}
			quietLoops++
			p := int64(tw.Period(lp.Loop))
			iter := func(i int64) []int64 {
				var out []int64
				a.SetIV(lp.Loop, start+i*lp.Loop.IV.Step)
				defer a.ClearIV(lp.Loop)
				if !enumLines(tr, lp.Body, a, L, &out, 1<<20) {
					t.Fatalf("%s loop %s: quiet classes %b, but the naive trace cannot be enumerated", c.fn, lp.Var, mask)
				}
				return out
			}
			prev := iter(0)
			for i := int64(1); i < N; i++ {
				cur := iter(i)
				if mask&(1<<uint(i%p)) != 0 && !slices.Equal(cur, prev) {
					t.Errorf("%s loop %s: class %d of %d is quiet (mask %b), but iteration %d touches %v after %v",
						c.fn, lp.Var, i%p, p, mask, i, head(cur), head(prev))
					return
				}
				prev = cur
			}
		})
	}
	t.Logf("%d loops with quiet classes", quietLoops)
	if quietLoops < 2 {
		t.Errorf("%d loops with quiet classes, want symm's and gemm's at least", quietLoops)
	}
}

// TestQuietFoldingExact holds the walks that fold runs of quiet classes
// (iterations touching the lines of the one before, in the same order) to
// the walks that simulate every representative: the same profile on dense
// kernels at size L, in set mode and flat, with fewer accesses simulated
// where a loop's columns stay in their lines (symm's and gemm's j loops),
// and on loops built to fool the quiet test (testdata/quiet_edges.c: an
// index divided by the counter, an inner stride that is the counter's, a
// period computed at another value of an enclosing counter, periods
// shortened under a small event budget, a counter read before its loop
// sets it), where a review found folded walks 30-90 % off.
func TestQuietFoldingExact(t *testing.T) {
	for _, c := range []struct {
		file, fn, probs string
		maxEvents       int
		fewer           bool // folding must save accesses
	}{
		{"../testdata/ll/symm_L.O0.ll", "kernel_symm", "", 0, true},
		{"../testdata/ll/gemm_L.O0.ll", "kernel_gemm", "", 0, true},
		{"../testdata/ll/covariance_L.O0.ll", "kernel_covariance", "", 0, true},
		{"../testdata/ll/jacobi2d_L.O0.ll", "kernel_jacobi2d", "", 0, true},
		{"../testdata/ll/syr2_L.O0.ll", "kernel_syr2", "", 0, true},
		{"../testdata/ll/symm_L.O2.ll", "kernel_symm", "../testdata/probs/symm_L.O2.lua", 0, true},
		{"testdata/quiet_edges.O0.ll", "kernel_div", "", 0, false},
		{"testdata/quiet_edges.O0.ll", "kernel_cross", "", 0, false},
		{"testdata/quiet_edges.O0.ll", "kernel_stride", "", 0, false},
		{"testdata/quiet_edges.O0.ll", "kernel_short", "", 1500, false},
		{"testdata/quiet_edges.O0.ll", "kernel_sidefx", "", 0, false},
	} {
		tr := traceOf(t, c.file, c.fn, nil, c.probs)
		for _, sets := range []int64{0, 16, 1024} {
			opts := reuse.StaticOptions{Sample: true, Line: 64, Sets: sets, MaxEvents: c.maxEvents}
			restore := reuse.SetQuietMerge(false)
			plain, err := reuse.Static(tr, opts)
			restore()
			if err != nil {
				t.Fatal(err)
			}
			folded, err := reuse.Static(tr, opts)
			if err != nil {
				t.Fatal(err)
			}
			if d := folded.Profile.Diff(plain.Profile, 1e-9); d != "" {
				t.Errorf("%s %s, %d sets: folded walk differs: %s", c.file, c.fn, sets, d)
			}
			if folded.Events > plain.Events || (c.fewer && folded.Events == plain.Events) {
				t.Errorf("%s %s, %d sets: folded walk simulates %d accesses, the plain one %d", c.file, c.fn, sets, folded.Events, plain.Events)
			}
			t.Logf("%s %s, %d sets: %d accesses simulated instead of %d", c.file, c.fn, sets, folded.Events, plain.Events)
		}
	}
}
