package pipeline_test

import "testing"

// TestGeometricLoops: loops whose counter doubles, triples or halves
// (testdata/geometric.c): a table sized to the next power of two above
// twice the keys (cap <<= 1), a scan over strides s *= 2, a halving sweep
// (h >>= 1) whose inner loop runs h times, radix-2 butterflies over
// len <<= 1 stages of m = 1 << logn points whose inner loops step by len
// and run len / 2 times, and w *= 3 in a long. The trips are counted as
// the machine steps the counter (math.isteps), the counter's value at
// each iteration is the walk's (IndVar.Geom), and loops inside whose
// trips move with it are counted by the walk. Every count equals the
// run's and nothing is estimated, at -O0 and -O2, and -O2's misses at
// both levels are the run's. -O2 needs three mechanisms beyond the
// counters:
//   - the scan's in-place a[i] += a[i - s] is vectorised behind a runtime
//     overlap check, which fails while 2s < n (the views overlap): the
//     walk evaluates the check's pointers at every stage (it ran the
//     vector loop at all 10 stages, against 1, when the check was taken
//     as passing);
//   - the halving loop tests h at its top and again at its latch: the walk
//     takes it exit by exit with its geometric counter set by iteration;
//   - the inner loop's unrolled main loop and remainder are arms of the
//     halving loop's body, which joins before the latch's exit (an exit at
//     the latch ends the iteration as the test does).
func TestGeometricLoops(t *testing.T) {
	argSets := [][]string{{"1000", "8"}, {"37", "3"}, {"4096", "10"}, {"1", "0"}}
	for _, args := range argSets {
		derivedCounts(t, "testdata/geometric.O0.ll", args)
	}
	exactStreams(t, smallHierarchy(t), []string{"testdata/geometric.O2.ll"}, argSets)
}
