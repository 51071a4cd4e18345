package pipeline_test

import (
	"math"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/reuse"
)

// TestDeepCallChain: main -> f0 -> ... -> f11 is no recursion, and the
// trace follows all twelve calls: the walk takes every access the counts
// give (none off the path), and a 32 KiB L1 misses 4 x 1024 lines (A and B
// are 2 x 512 lines, twice the cache: LRU keeps none of them from one pass
// to the next) plus the first touches of 3 stack lines, 4099, as measure
// counts.
func TestDeepCallChain(t *testing.T) {
	run := testutil.Open(t, "testdata/deep_calls.O0.ll", pipeline.Options{})
	levels, err := cache.ParseHierarchy("L1=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	rates, r, err := run.Session.StaticRates(run.Probs, run.Counts, levels, cache.Sets, reuse.StaticOptions{Line: 64})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Whole || float64(r.Events) != r.Accesses {
		t.Errorf("walked %d of %v accesses (whole %v): calls left unfollowed", r.Events, r.Accesses, r.Whole)
	}
	if math.Abs(rates[0].Misses-4099) > 1e-6 {
		t.Errorf("L1 misses %v, want 4099", rates[0].Misses)
	}
}
