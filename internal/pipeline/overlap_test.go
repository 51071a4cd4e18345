package pipeline_test

import "testing"

// TestOverlapChecks: the vectoriser's runtime overlap check on views of one
// array whose distance no formula of the parameters gives
// (testdata/overlap_checks.c: an in-place a[i] += a[i - s] with lags read
// from a table, a blend of a + s into a with s tripling, windows found by
// a search over data). loops derives such a check as passing (the arrays
// do not overlap), which holds for distinct arrays and not here: the old
// answer ran the vector loop where the run takes the scalar one (1,608
// vector iterations against none, printed as derived). The walk evaluates
// the check's pointers at every visit instead (pipeline.walkBranches), so
// every count and both levels' misses are the run's, the calls that
// overlap and the ones that do not. -O0 (no checks) holds the counts:
// its misses differ from the run's by where the linker puts the lags
// table and the frames' slots against the lines, which the IR does not
// fix.
func TestOverlapChecks(t *testing.T) {
	argsets := [][]string{{"2000", "3"}, {"37", "1"}, {"5", "2"}}
	for _, args := range argsets {
		derivedCounts(t, "testdata/overlap_checks.O0.ll", args)
	}
	exactStreams(t, smallHierarchy(t), []string{"testdata/overlap_checks.O2.ll"}, argsets)
}
