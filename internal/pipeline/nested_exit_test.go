package pipeline_test

import "testing"

// TestNestedReturns: searches that return from inside nested loops
// (nested_search.c: a 2-D search for each of 20 keys, a 3-deep search for
// a triple that sums to a target). The return leaves every loop at once:
// each loop it leaves is walked exit by exit, the Branch after the inner
// loop holds an arm that leaves the loop around too, and the walk of that
// loop leaves from the same block. Every count and both levels' misses are
// the run's at -O0 and -O2 (where the search is inlined into main, and the
// inner loop's header compare is its test). Before, these exits were no
// walk's: the loop branch heuristic said 31 iterations per entry, -66 %
// of the loads at -O0 and -93 % at -O2 of the 2-D search alone (the
// corpus's wordcount -O2, whose exits leave two loops, -35.7 %).
func TestNestedReturns(t *testing.T) {
	exactStreams(t, smallHierarchy(t), []string{"testdata/nested_search.O0.ll", "testdata/nested_search.O2.ll"}, [][]string{{"100", "50"}, {"37", "60"}})
}
