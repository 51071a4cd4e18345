package pipeline_test

import (
	"context"
	"math"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestListWalks: loops no counter bounds, over a linked list the program
// builds (testdata/list_walk.c at -O0: nodes pushed at the head and
// appended at the tail, walks while p != NULL, a walk to the tail, a
// freeing walk). The counting walk keeps the pointers the program stores
// and evaluates each loop's test at every iteration (loops.EvaluatedLoop,
// reuse.CountBranches), so their trips are the run's: only the branch on a
// node's value is estimated, every block it does not move counts as in
// the run, and the L1 misses equal measure's, inside the stated bounds. At
// -O2, where the walks are inlined into main and rotated, the root's guards
// of the rotated loops are counted at their one visit (walkBranches'
// root branches), and so is the branch on a node's value: every count is
// the run's, nothing estimated.
func TestListWalks(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs programs")
	}
	levels, err := cache.ParseHierarchy("L1=4KiB/4/64")
	if err != nil {
		t.Fatal(err)
	}
	const file = "testdata/list_walk.O0.ll"
	for _, args := range [][]string{{"2000"}, {"37"}} {
		what := file + " -- " + args[0]
		s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		for h, n := range est.Heuristics {
			if h != "no heuristic applies" || n != 1 {
				t.Errorf("%s: %d branches estimated by the %s, want only the test of a node's value", what, n, h)
			}
		}
		run, err := measure.Run(context.Background(), file, measure.Options{Args: args, Line: 64, Levels: levels, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		if n := sameUnaffected(t, what, res, est, run); n < 30 {
			t.Errorf("%s: only %d blocks compared", what, n)
		}
		rates, _ := staticRates(t, s, res, levels)
		if got, want := rates[0].Misses, float64(run.Levels[0].Misses); math.Abs(got-want) > 1e-6*want {
			t.Errorf("%s: L1 misses static %v, measured %v", what, got, want)
		}
		derivedCounts(t, "testdata/list_walk.O2.ll", args)
	}
}
