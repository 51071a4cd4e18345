package pipeline_test

import "testing"

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
func TestLoopsLeavingFromSeveralBlocks(t *testing.T) {
	for _, file := range []string{"testdata/exits.O0.ll", "testdata/exits.O2.ll"} {
		for _, args := range [][]string{{"1000", "50"}, {"3000", "7"}, {"10", "3"}, {"1", "1"}} {
			derivedCounts(t, file, args)
		}
	}
}
