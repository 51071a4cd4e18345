package pipeline_test

import (
	"math"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/reuse"
)

// TestUnfollowedCallsStated: a call through a table of two function
// pointers (testdata/fp_table.c) has no callee the module fixes at -O0: the
// estimate names it with its line and count (the run makes it 6 times), the
// cache levels are unbounded (hit rate [0, 1], misses [0, +Inf)), and
// --strict refuses the result. At -O2 clang unrolls the loop and calls the
// two passes directly: nothing is left out and the misses equal the run's.
func TestUnfollowedCallsStated(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"5000"}
	file := "testdata/fp_table.O0.ll"
	s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
	if len(est.Unfollowed) != 1 || est.Unfollowed[0] != (estimate.UnfollowedCall{Kind: estimate.KindPointer, Func: "main", Line: 25, Count: 6}) {
		t.Errorf("%s: unfollowed calls %+v, want main line 25 run 6 times", file, est.Unfollowed)
	}
	unbounded(t, file, s, res, est, levels)
	strictRefuses(t, file, args, "line 25")
	exactStream(t, "testdata/fp_table.O2.ll", args, levels, 0)
}

// TestLongjmpStated: a retry loop made of setjmp and longjmp
// (testdata/jumpback.c: f runs 100 times, the CFG says once) is stated as
// not followed, at -O0 (in f) and -O2 (f inlined into main), with every
// level unbounded.
func TestLongjmpStated(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, fn string }{{"testdata/jumpback.O0.ll", "f"}, {"testdata/jumpback.O2.ll", "main"}} {
		s, res, est := staticCounts(t, c.file, pipeline.Options{})
		if len(est.Unfollowed) != 1 || est.Unfollowed[0].Kind != estimate.KindLongjmp || est.Unfollowed[0].Func != c.fn || est.Unfollowed[0].Line != 15 {
			t.Errorf("%s: unfollowed %+v, want the longjmp of %s at line 15", c.file, est.Unfollowed, c.fn)
		}
		unbounded(t, c.file, s, res, est, levels)
	}
}

// strictRefuses holds --strict on file with args to a refusal whose
// message names what (the counts may refuse first: an estimate --strict
// does not take; else the estimate statement must).
func strictRefuses(t *testing.T, file string, args []string, what string) {
	t.Helper()
	strict, err := pipeline.Open(file, pipeline.Options{Args: args, Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	svals, sres, err := strict.StaticCounts()
	if err != nil {
		return
	}
	if _, err := strict.Estimated(svals, sres); err == nil || !strings.Contains(err.Error(), what) {
		t.Errorf("%s --strict: error %v, want a refusal naming %s", file, err, what)
	}
}

// unbounded holds the first level's bounds of file's static prediction to
// none: hit rate [0, 1], misses [0, +Inf).
func unbounded(t *testing.T, file string, s *pipeline.Session, res *balance.Result, est *estimate.Estimate, levels []cache.Level) {
	t.Helper()
	vals, err := s.Probs()
	if err != nil {
		t.Fatal(err)
	}
	rates, r, sites, err := s.StaticRatesBy(vals, res, levels, cache.Sets, reuse.StaticOptions{Line: 64}, est)
	if err != nil {
		t.Fatal(err)
	}
	if b := pipeline.LevelBounds(rates, sites, est, r)[0]; b.HitRate.Low != 0 || b.HitRate.High != 1 || b.Misses.Low != 0 || !math.IsInf(b.Misses.High, 1) {
		t.Errorf("%s: bounds %+v, want unbounded", file, b)
	}
}
