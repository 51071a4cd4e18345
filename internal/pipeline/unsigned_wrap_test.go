package pipeline_test

import (
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
)

// TestUnsignedWrap: loops bounded by an unsigned difference, i < n - skip,
// with the bound passed as arguments and kept in a struct an init function
// fills (testdata/unsigned_wrap.c). With n at or above skip every count
// equals the run's, -O0 and -O2. With n below skip the bound wraps round
// 2^32, as C's unsigned arithmetic does: at -O0 each loop body runs
// 2^32 - 10 times for n = 10, skip = 20 (derived by hand; too long to run
// under measure), and nothing is estimated. Taken as the integer -10, the
// trip was 0, and the output claimed it exact.
func TestUnsignedWrap(t *testing.T) {
	for _, file := range []string{"testdata/unsigned_wrap.O0.ll", "testdata/unsigned_wrap.O2.ll"} {
		for _, args := range [][]string{{"300", "20", "3"}, {"37", "37", "2"}, {"41", "6", "1"}} {
			derivedCounts(t, file, args)
		}
	}
	const file = "testdata/unsigned_wrap.O0.ll"
	args := []string{"10", "20", "1"}
	name := file + " -- " + strings.Join(args, " ")
	_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
	if n := est.Branches - est.AllocFailures - est.ErrorExits; n != 0 {
		t.Errorf("%s: %d branches estimated (heuristics %v)", name, n, est.Heuristics)
	}
	const want = 1<<32 - 10
	for _, c := range []struct {
		fn   string
		line int
	}{{"tail", 17}, {"window_sum", 28}} {
		f := res.Func(c.fn)
		if f == nil {
			t.Fatalf("%s: no function %s", name, c.fn)
		}
		found := false
		for b, blk := range f.Func.Blocks {
			if blk.Line() == c.line {
				found = true
				if f.Counts[b] != want {
					t.Errorf("%s: %s's body (line %d) runs %v times, want 2^32 - 10 = %d", name, c.fn, c.line, f.Counts[b], want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no block of %s at line %d", name, c.fn, c.line)
		}
	}
}

// TestUnsignedCut: loops whose unsigned bound wraps when the size is
// small, cut by a second test (unsigned_cut.c: i < n - 20 cut at 1000 by
// a break, k < lim && k < 700 with lim = n - 30). -O2 computes the first trip as
// llvm.umin(n - 21, 999) + 1, and the conjunction of -O0 compares
// unsigned: a bound below 0 as a signed value is the huge one it wraps
// to, so the cut decides. Every count and both levels' misses equal the
// run's, with the bounds wrapped (10, 25), just past (35) and large.
// Before, umin was read as a signed min (n = 10: -O2's loop never ran,
// against 125 vector iterations measured) and the conjunction's trip was
// min(n - 30, 700) (0 against 700), both printed as derived.
func TestUnsignedCut(t *testing.T) {
	exactStreams(t, smallHierarchy(t), []string{"testdata/unsigned_cut.O0.ll", "testdata/unsigned_cut.O2.ll"}, [][]string{{"10"}, {"25"}, {"35"}, {"2000"}})
}
