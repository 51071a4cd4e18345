package pipeline_test

import (
	"context"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestQueueLoop: a breadth-first search (testdata/bfs_queue.c), whose
// queue loop, while (head < tail), has a counter whose bound the body
// moves (tail++ for each vertex first seen, a branch on dist[v] < 0, the
// graph written by an LCG). No trip is known at the loop's entry: the
// count walk evaluates its test at every iteration, with the counter's
// value and the numbers the walk keeps. At -O0 every count and the misses
// of both levels are the run's. At -O2 the test lies in the middle of the
// loop (after the inner loop over the edges, before the latch), which the
// walk does not evaluate: the output states the estimate.
func TestQueueLoop(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"3000", "4"}, {"500", "3"}, {"1", "2"}} {
		exactStream(t, "testdata/bfs_queue.O0.ll", args, levels, 0)
	}
	_, _, est := staticCounts(t, "testdata/bfs_queue.O2.ll", pipeline.Options{Args: []string{"3000", "4"}})
	if est.Branches == 0 {
		t.Errorf("bfs_queue.O2.ll: no estimate stated for the queue loop")
	}
}

// TestHeaderPassWrites: a loop tested at its top whose header pass writes
// memory (testdata/iter_next.c: while (iter_next(&it, &v)) advances
// it.pos through a pointer; testdata/bfs_passes.c: while (passes++, head
// < tail)). The count walk makes a top-tested loop's header pass twice per
// iteration, once to test and once to count, so it does not count such a
// loop: before, both were derived at half their trip (iter_next 501
// passes against 1,001 run; the loop over the passes 5,902 against 2,951)
// with nothing estimated. Every count resting on no estimate
// is the run's. At -O2 the iterator is in
// registers and exact.
func TestHeaderPassWrites(t *testing.T) {
	for _, c := range []struct {
		file string
		args []string
	}{
		{"testdata/iter_next.O0.ll", []string{"1000"}},
		{"testdata/bfs_passes.O0.ll", []string{"3000", "4"}},
	} {
		unaffectedAsRun(t, c.file, c.args)
	}
	derivedCounts(t, "testdata/iter_next.O2.ll", []string{"1000"})
}

// TestGuessedJoinNotCounted: a loop stopped by a predicate, while
// (!done(&st)) (testdata/stop_rule.c), where done() returns the join of
// true (the step limit reached) and a compare of doubles, which the
// evaluator does not evaluate. The count walk took the join's value from
// its most frequent edge, true, and counted the loop as leaving at its
// first test: 1 pass against 801 run, loads -34.7 %, printed as derived
// and the run outside the bounds. A walk that reports counts as derived
// takes a join's value from the edge its path takes or not at all
// (Activation.NoGuesses): the loop is stated as estimated.
func TestGuessedJoinNotCounted(t *testing.T) {
	unaffectedAsRun(t, "testdata/stop_rule.O0.ll", []string{"800"})
}

// TestJoinAfterLoop: a join whose incoming edge the path decides beyond a
// loop, or beyond a call that may throw. The count walk takes no guessed
// join (TestGuessedJoinNotCounted), so the path must reach the join:
//   - -O2 unrolls a generator loop by two and joins the generator's
//     state after the main part and after the remainder (lcs_dp.c): the
//     path from the join's dominator passes the unrolled loop, which
//     leaves by its one exit edge whatever its trip; without following
//     it the strings' letters were unknown and the comparison of each
//     cell estimated;
//   - std::vector's constructor at -O2 allocates with an invoke and joins
//     the data pointer with null (vec_pairs.cpp): the path takes the
//     invoke's normal edge; without it the vectors' elements were unknown
//     and the branch on a[i] > b[i] estimated (4 blocks, 249.5 against
//     241 to 258).
func TestJoinAfterLoop(t *testing.T) {
	derivedCounts(t, "../../testdata/corpus/ll/lcs_dp.O2.ll", []string{"400", "300"})
	const file = "testdata/vec_pairs.O2.ll"
	args := []string{"999"}
	res, est := unaffectedAsRun(t, file, args)
	for _, fc := range res.Funcs {
		for b, n := range fc.Counts {
			if n > 1 && est.IsAffected(fc.Func.Name, b) {
				t.Errorf("%s: %s block %s (%.1f visits) rests on an estimate; want the loop over a[i] > b[i] derived", file, fc.Func.Name, fc.Func.Blocks[b].Name, n)
			}
		}
	}
}

// unaffectedAsRun counts file with args statically and in a run, and holds
// every count that rests on no estimate to the run's (sameUnaffected).
func unaffectedAsRun(t *testing.T, file string, args []string) (*balance.Result, *estimate.Estimate) {
	t.Helper()
	_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
	run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
	if err != nil {
		t.Fatal(err)
	}
	sameUnaffected(t, file, res, est, run)
	return res, est
}
