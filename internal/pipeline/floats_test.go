package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
)

// TestFloatBranchesDerived: branches on floating-point values the program
// computes from its input (testdata/float_branches.c: a Newton iteration
// per element stopped by a relative tolerance under a cap, samples binned
// by thresholds on their square roots, a single-precision running sum
// stopped at a limit). The evaluator holds floats and doubles as their
// IEEE bits, in registers and in the memory of numbers, with IEEE's
// arithmetic: every count is the run's, no branch estimated, at -O0 and
// -O2, and, with each loop instance walked to its own exit, the misses of
// both levels are the run's too. Without floats the six branches were
// heuristic estimates (-O0: 945,000 static accesses against 330,657).
func TestFloatBranchesDerived(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"2000"}, {"37"}} {
		exactStream(t, "testdata/float_branches.O0.ll", args, levels, 0)
		// -O2 carries the Newton iteration's values in registers through
		// a loop with no counter, walked iteration by iteration too.
		exactStream(t, "testdata/float_branches.O2.ll", args, levels, 0)
	}
}

// TestRowSearchesExact: per-row searches of a heap matrix
// (testdata/row_search.c): a helper returning the first column above a
// threshold (doubles), a scan whose condition joins a bound and a test on
// data (for (j = 0; j < m && row[j] != 0; j++)), and a do-while that
// stops when a row's sum passes a target. Each search leaves its row at
// its own column: walked at the mean trip of the block counts, every
// row's accesses fell at the same columns (and, the double compares
// estimated, -O2 at 8 KiB gave 11,612 L1 misses against the run's
// 16,340); walked exit by exit, every count and the misses of both
// levels are the run's.
func TestRowSearchesExact(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"200", "300"}, {"7", "1000"}, {"1", "1"}} {
		exactStream(t, "testdata/row_search.O0.ll", args, levels, 0)
		// -O2 carries the do-while's sum and counter in registers, with
		// no counter the loop analysis takes: walked iteration by
		// iteration, its carried values numbered by the walk's passes.
		exactStream(t, "testdata/row_search.O2.ll", args, levels, 0)
	}
}

// TestFuncGlobalsNotInitial: a kernel analysed alone (--func kernel,
// testdata/func_globals.c) whose branch reads a global array main fills
// before the call. The memory of numbers takes a mutable global's
// initialiser as its value only when the root is main (and no constructor
// runs first): for another root, what ran before it may have written the
// global. The branch was derived from the initial zeros, 0 of 1,000
// visits taking D[i] > 5 against the run's 454, with nothing marked as
// estimated; it is now an estimate, and the whole program, rooted at
// main, still counts it exactly. (-O2 turns the branch into a select.)
func TestFuncGlobalsNotInitial(t *testing.T) {
	const file = "testdata/func_globals.O0.ll" // (-O2 makes the branch a select)
	_, _, est := staticCounts(t, file, pipeline.Options{Func: "kernel"})
	if est.Branches == 0 {
		t.Errorf("%s --func kernel: the branch on D[i] is derived from the globals' initial values", file)
	}
	derivedCounts(t, file, nil)
}

// TestVectorFloatIntrinsics: -O2 vectorises particles_soa_aos's
// struct-of-arrays update into llvm.fmuladd.v4f32, whose lanes the
// evaluator takes one by one as it does the scalar intrinsic; the walls'
// tests on the positions it stored (s->x[i] > 10.0f, on both layouts)
// are then derived at every visit, and every count and the misses of both
// levels are the run's at -O2 and -O3. With the vector call unevaluated,
// the four tests were estimated at one half (20,000 visits of an arm the
// run takes 190 times).
func TestVectorFloatIntrinsics(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"../../testdata/corpus/ll/particles_soa_aos.O2.ll", "../../testdata/corpus/ll/particles_soa_aos.O3.ll"} {
		exactStream(t, file, []string{"1000", "12"}, levels, 0)
	}
}
