package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestLoopsLeavingFromSeveralBlocks: loops that leave from more than one
// block (testdata/exits.c: a search that breaks at its first match, a
// helper that returns from inside its loop, a Newton iteration that breaks
// when it stops moving under a cap, a scan to a terminator or the end),
// whose exits test data the program made. The count walk takes their
// iterations one by one, evaluating the test and each exit where the
// iteration reaches it, and follows the path from the exit taken to where
// the exits' paths meet again: every count is the run's, with no branch
// estimated, at -O0 and -O2 (where the search's exit on the data is the
// loop's header and its counter's test the latch), for sizes where most
// searches succeed, where most fail, and of one element.
//
// At -O2 the search's counter is compared only at the latch, its test on
// the data being the header: the counter still places the accesses
// (loops.Nest.otherExitCounter), so no address is unknown.
//
// The whole walk takes the same loops exit by exit (walker.exiting): each
// search runs to its own match and the path after it is its exit's, so
// the misses of both levels equal the run's. Walked at the mean trip of
// the block counts, every search would stop at the same index: at 3000
// elements and 7 searches, -O2, 8 KiB, that was 372 L1 misses against the
// run's 2,746.
func TestLoopsLeavingFromSeveralBlocks(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/exits.O0.ll", "testdata/exits.O2.ll"} {
		for _, args := range [][]string{{"1000", "50"}, {"3000", "7"}, {"10", "3"}, {"1", "1"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
}

// TestInsertionSortCounted: an insertion sort (testdata/isort.c), whose
// inner while loop leaves at the front of the array or at the first
// element not above the key, over numbers the program draws: every count
// is the run's, nothing estimated, at -O0 and -O2; and, each instance of
// the inner loop walked to its own exit, so are the misses.
func TestInsertionSortCounted(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=1KiB/4/64,L2=8KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/isort.O0.ll", "testdata/isort.O2.ll"} {
		for _, args := range [][]string{{"500"}, {"37"}, {"1"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
}
