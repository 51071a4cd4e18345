package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/reuse"
)

// TestFunctionPointerCall: k(A, N) through a pointer that holds stream or
// nothing reaches stream, with n bound to N = 2^18 at the call: the walk
// takes every access (2^18 loads and 2^18 stores of A, and the -O0
// counters), and a 32 KiB L1 misses each of A's 32768 lines once, plus the
// first touches of at most 4 stack lines.
func TestFunctionPointerCall(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/fnptr.O0.ll", "testdata/fnptr.O2.ll"} {
		run := testutil.Open(t, file, pipeline.Options{})
		rates, r, err := run.Session.StaticRates(run.Probs, run.Counts, levels, cache.Sets, reuse.StaticOptions{Line: 64})
		if err != nil {
			t.Fatal(err)
		}
		if r.Accesses < 1<<18 || !r.Whole || float64(r.Events) != r.Accesses {
			t.Errorf("%s: walked %d of %v accesses (whole %v), want every one of at least 2^18", file, r.Events, r.Accesses, r.Whole)
		}
		if m := rates[0].Misses; m < 32768 || m > 32768+4 {
			t.Errorf("%s: L1 misses %v, want 32768 to 32772", file, m)
		}
	}
}
