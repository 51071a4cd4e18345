package pipeline_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestAllocationWrappers: matrices from the allocation wrappers real code
// writes (testdata/alloc_wrappers.c): posix_memalign returning NULL on
// failure, a status with an out-parameter (int alloc(double **out, n)),
// malloc compared with NULL, aligned_alloc, calloc with abort, walked by
// columns in pairs. Each is a block of its own in the static stream at -O0
// and -O2: the branches on an allocation's result are taken the way of
// success and stated as an assumption (not LLVM's zero heuristic, which
// calls posix_memalign's failure likely and made the null pointer the
// path's array), -O2's select on posix_memalign's status takes the block,
// and -O0's out-parameter local holds the block written through its
// address. Nothing else is estimated, every block count equals the run's,
// no address is unknown, and the L1 misses (8 KiB, 8 ways: the column
// walks conflict) equal the measured ones; L2 (64 KiB, 16 ways) within
// 0.2 % (the stack's placement within the page).
func TestAllocationWrappers(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/alloc_wrappers.O0.ll", "testdata/alloc_wrappers.O2.ll"} {
		for _, args := range [][]string{{"60", "80"}, {"30", "130"}, {"100", "64"}} {
			name := file + " -- " + strings.Join(args, " ")
			s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
			if est.AllocFailures == 0 {
				t.Errorf("%s: no branch decided by the allocation heuristic", name)
			}
			if n := est.Branches - est.ErrorExits - est.AllocFailures; n != 0 {
				t.Errorf("%s: %d branches estimated beyond the assumptions (heuristics %v)", name, n, est.Heuristics)
			}
			run, err := measure.Run(context.Background(), file, measure.Options{Args: args, Line: 64, Levels: levels, Threads: 1})
			if err != nil {
				t.Fatal(err)
			}
			sameCounts(t, name, res, run)
			rates, r := staticRates(t, s, res, levels)
			if len(r.Unknown) > 0 {
				t.Errorf("%s: %d access sites with addresses the trace cannot evaluate", name, len(r.Unknown))
			}
			if got, want := rates[0].Misses, float64(run.Levels[0].Misses); math.Abs(got-want) > 1e-6*want {
				t.Errorf("%s: L1 static %v misses, measured %v", name, got, want)
			}
			if got, want := rates[1].Misses, float64(run.Levels[1].Misses); math.Abs(got-want) > 0.002*want {
				t.Errorf("%s: L2 static %v misses, measured %v", name, got, want)
			}
		}
	}
}
