package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestFloatBranchesDerived: branches on floating-point values the program
// computes from its input (testdata/float_branches.c: a Newton iteration
// per element stopped by a relative tolerance under a cap, samples binned
// by thresholds on their square roots, a single-precision running sum
// stopped at a limit). The evaluator holds floats and doubles as their
// IEEE bits, in registers and in the memory of numbers, with IEEE's
// arithmetic: every count is the run's, no branch estimated, at -O0 and
// -O2, and with each loop instance walked to its own exit, the misses of
// both levels are the run's too. Without floats the six branches were
// heuristic estimates (-O0: 945,000 static accesses against 330,657).
func TestFloatBranchesDerived(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/float_branches.O0.ll", "testdata/float_branches.O2.ll"} {
		for _, args := range [][]string{{"2000"}, {"37"}} {
			exactStream(t, file, args, levels, 0)
		}
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
	for _, file := range []string{"testdata/row_search.O0.ll", "testdata/row_search.O2.ll"} {
		for _, args := range [][]string{{"200", "300"}, {"7", "1000"}, {"1", "1"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
}
