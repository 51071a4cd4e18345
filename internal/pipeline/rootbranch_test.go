package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestRootBranchOnComputedValue: main's branches outside its loops that
// test a value the program computed from its own data (testdata/tally.c:
// which smoothing pass runs on a count of codes above a cut, a loop up to
// that count, a report printed only when one histogram bin outgrows the
// count, its arm behind printf, which allocates; testdata/gen_threshold.c
// at -O2: the guards of a loop unrolled by 8 up to such a count). The
// count walk holds them as branches and evaluates them at their one visit,
// so every count and the misses of both levels are the run's, on both
// arms of each test (the cut and the size move the count across them).
func TestRootBranchOnComputedValue(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"999", "3"}, {"999", "6"}, {"5000", "1"}, {"7", "0"}} {
		exactStream(t, "testdata/tally.O0.ll", args, levels, 0)
	}
	for _, args := range [][]string{{"999"}, {"99"}, {"1"}} {
		exactStream(t, "testdata/gen_threshold.O2.ll", args, levels, 0)
	}
	// At -O2 the count is a vectorised reduction (<4 x i32> lanes summed
	// by llvm.vector.reduce.add after the loop), which the walk evaluates
	// lane by lane.
	for _, args := range [][]string{{"999", "3"}, {"999", "6"}, {"5000", "1"}} {
		exactStream(t, "testdata/tally.O2.ll", args, levels, 0)
	}
}

// TestVectorReductionPerRow: testdata/rowcount.c at -O2, a count over each
// row of a matrix the program filled (a vectorised reduction per instance
// of the inner loop) decides whether the row is rescaled: those branches
// are counted at every row, and every count resting on no estimate is the
// run's. The largest row sum, carried in a register across all rows
// (llvm.smax), bounds a last loop: evaluating it would take every element
// in one evaluation, beyond its budget, so that loop (lines 34-35) alone
// stays estimated, as the output says.
func TestVectorReductionPerRow(t *testing.T) {
	const file = "testdata/rowcount.O2.ll"
	for _, args := range [][]string{{"200", "300"}, {"50", "17"}} {
		res, est := unaffectedAsRun(t, file, args)
		for _, fc := range res.Funcs {
			for b := range fc.Counts {
				if est.IsAffected(fc.Func.Name, b) && fc.Func.Blocks[b].Line() < 34 {
					t.Errorf("%s -- %v: block %s (line %d) rests on an estimate; want only the loop after the rows (lines 34-35)", file, args, fc.Func.Blocks[b].Name, fc.Func.Blocks[b].Line())
				}
			}
		}
	}
}

// TestStaleRegisterCount: a count of the elements over a cut, which -O1
// and -O2 keep in a register (testdata/stale_count.c), read by a branch
// after a loop that overwrote those elements. Evaluated then, the count's
// loads would read the new bytes (zeros, a count of 0): the walk refuses a
// load of a loop it has left where a byte was written since that loop
// began (statictrace lazySince), so the branch stays estimated, and every
// count resting on no estimate is the run's. At -O0 the count lives in
// memory, stored at each iteration, and the walk reads it: every count is
// the run's.
func TestStaleRegisterCount(t *testing.T) {
	derivedCounts(t, "testdata/stale_count.O0.ll", []string{"1000"})
	for _, file := range []string{"testdata/stale_count.O1.ll", "testdata/stale_count.O2.ll"} {
		if _, est := unaffectedAsRun(t, file, []string{"1000"}); est.Branches == 0 {
			t.Errorf("%s: no branch estimated; want the test of the count, whose data the program overwrote", file)
		}
	}
}

// TestCarriedThroughJoin: a count -O2 carries in a register through the
// join of a test of the loop's counter (testdata/carried_join.c: a CSR
// matrix's nonzeros, a long row every 97th), read after the loop to size
// an array and bound the loop that fills it, with no memory of numbers to
// read it from (snprintf writes through a pointer). Evaluated after the
// loop, each earlier iteration's value takes the arm that iteration's
// counter selects, not the arm the walk took last: every count is the
// run's at -O2 (the last arm's was 20,000 against 23,195); at -O0, where
// the count lives in memory the walk does not keep, the counts that rest
// on no estimate are the run's.
func TestCarriedThroughJoin(t *testing.T) {
	for _, args := range [][]string{{"4000"}, {"98"}, {"1"}} {
		derivedCounts(t, "testdata/carried_join.O2.ll", args)
		unaffectedAsRun(t, "testdata/carried_join.O0.ll", args)
	}
}
