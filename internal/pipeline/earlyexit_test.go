package pipeline_test

import "testing"

// TestEarlyReturnExit: a loop with an early return whose path, like the
// path after the loop's own end, prints and frees (the corpus's lu_pivot:
// kernel_lu's k loop returns -1 when the pivot column is all zeros, and
// main then prints "singular" and returns; after a normal end it solves,
// prints and frees). A trace holds the loop's exits only where it holds a
// path from each, and the heap's placement walks one path: the count
// walk's trace keeps the path from the loop's own test, so the walk takes
// the loop exit by exit, evaluates the pivot search (a chain of selects
// over the doubles main generated and the elimination rewrote) and counts
// every branch. Every count and both levels' misses are the run's at -O1
// and -O2, for three sizes. Before, the early return's path (the more
// probable exit under the heuristics) hid the rest of main from the walk:
// 23 estimates, -76 % of the loads. The elimination also needs a double
// load's value read at its visit: l = a[i][k] / a[k][k] is stored back
// into a[i][k], and l evaluated after that store read l itself (at n = 23
// the pivot rows then differed from the run's, five swaps too many,
// printed as derived; at n = 80 the cache walk's rows did, -O1's L1
// misses 14,613 against 14,125 with every count exact).
func TestEarlyReturnExit(t *testing.T) {
	exactStreams(t, smallHierarchy(t), []string{"../../testdata/corpus/ll/lu_pivot.O1.ll", "../../testdata/corpus/ll/lu_pivot.O2.ll"}, [][]string{{"80"}, {"23"}, {"37"}})
}
