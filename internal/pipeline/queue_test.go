package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
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
