package pipeline_test

import (
	"strconv"
	"strings"
	"testing"
)

// TestWalkBesideEstimates: a program whose one loop no analysis of the IR
// can count (testdata/partial_walk.c: while (rand() % 64 != 0)) between a
// run-length generator (its inner loop writes a[i++], the outer loop tests
// i < n) and a pass that branches on the generated values. The walk that
// counts the generator's and the pass's branches cannot decide the rand()
// loop; that loop's estimate moves no count of theirs, so they are counted
// all the same, and equal the run's, at -O0 and -O2. Three mechanisms:
//   - a walk left undecided only by estimates the candidates' counts do
//     not move with still counts the candidates (pipeline.walkBranches);
//   - -O0's i, stored in the generator's inner loop, is no counter of the
//     outer loop (loops: localStep wants one store per iteration): it was
//     taken as stepping once per run, 3,001 runs for 735, printed as
//     derived;
//   - the rand() loop's guessed trip, and its branch on a value rand()
//     picks (if (v > 200) big++), forget only the locals they store (acc,
//     big, and the histogram hist[v & 7]++ whose index is unknown, whole:
//     statictrace.Trace.LoseIntsOf, LoseArmInts), not the generated array
//     the pass then reads.
func TestWalkBesideEstimates(t *testing.T) {
	for _, file := range []string{"testdata/partial_walk.O0.ll", "testdata/partial_walk.O2.ll"} {
		for _, args := range [][]string{{"3000"}, {"777"}} {
			res, est := unaffectedAsRun(t, file, args)
			for _, fc := range res.Funcs {
				for b, n := range fc.Counts {
					name := fc.Func.Blocks[b].Name
					line, _ := strconv.Atoi(name[strings.LastIndex(name, "@")+1:])
					if n > 1 && (line >= 9 && line <= 18 || line >= 35 && line <= 42) && est.IsAffected(fc.Func.Name, b) {
						t.Errorf("%s %v: %s block %s (%.1f visits) rests on an estimate; want the generator and the pass derived", file, args, fc.Func.Name, name, n)
					}
				}
			}
		}
	}
}

// TestUnrolledSearches: first-match searches for constant patterns
// (testdata/search_loops.c: find(text, "abc") over a generated text). At
// -O2 the pattern's compares are unrolled into the search loop, which then
// leaves at a match from inside the body's branches and at its bound
// check i + m <= n, in the middle of the body, before the latch that loads
// the next character. The compares are the arms of Branches whose exits
// the walks take (statictrace's joinOf leaves an exit Branch's leaving
// edge out, and keeps its edge into the loop where the run never takes
// it: a pattern's last compare, which matches at its only visit), and the
// bound check is the loop's test (loops: midTest), so nothing is
// estimated, every count is the run's, and so are both levels' misses, at
// -O0 and -O2, for a pattern found early, late and never. Before, -O2's
// searches were 19 estimates (-80 % of the blocks).
func TestUnrolledSearches(t *testing.T) {
	exactStreams(t, smallHierarchy(t), []string{"testdata/search_loops.O0.ll", "testdata/search_loops.O2.ll"}, [][]string{{"5000"}, {"777"}})
}
