package pipeline_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestTwinExits: a loop over steps whose body ends with a loop guarded by
// the column count (testdata/twin_exit.c). Clang -O2 duplicates the step
// loop's latch onto both sides of the guard, so the loop leaves at two
// blocks that make one test, step + 1 == 4; the analysis reads them as one
// exit test and derives both. Every block count equals the run's, with
// columns that are and are not a multiple of the vector width; with no
// columns (the guard's other side, the second copy taken) every count that
// rests on no estimate does. Read as a test and a second exit, the copy
// is "data-dependent" and the step loop runs the loop heuristic's 31
// iterations instead of 4 (98 % of the blocks estimated).
func TestTwinExits(t *testing.T) {
	for _, file := range []string{"testdata/twin_exit.O0.ll", "testdata/twin_exit.O2.ll"} {
		for _, args := range [][]string{{"90", "70"}, {"37", "13"}} {
			derivedCounts(t, file, args)
		}
		args := []string{"90", "0"}
		name := file + " -- " + strings.Join(args, " ")
		_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
		if err != nil {
			t.Fatal(err)
		}
		sameUnaffected(t, name, res, est, run)
		if est.BlockShare > 0 {
			t.Errorf("%s: %.3g of the executed blocks rest on an estimate, want none", name, est.BlockShare)
		}
	}
}

// TestClampedWindows: windowed sums whose windows are clamped at the edges
// by helpers (testdata/clamp_window.c): lo = imax(i - r, 0) and hi =
// imin(i + r, n - 1) start and bound a 1-D moving average's inner loop; a
// 2-D box filter's windows come from a three-way clamp with early
// returns. At -O0 the helpers are calls: the inner loops' counters start
// at a local no formula gives, so they are counted in a walk of the loops,
// where each call's result is the path its own branches take for its
// arguments (a join of two loads; the return slot's store on that path).
// At -O2 the helpers are inlined selects. Counts, and the L1 and L2 misses,
// equal the run's, with windows narrower and wider than the arrays.
// Without a counter for a start no formula gives, the -O0 inner loops run
// the loop heuristic's 31 iterations per entry; a helper's result taken
// from the most probable path instead of its own branches gives every
// window the same bounds.
func TestClampedWindows(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=4KiB/4/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/clamp_window.O0.ll", "testdata/clamp_window.O2.ll"} {
		for _, args := range [][]string{{"1000", "40", "30", "2"}, {"17", "9", "5", "3"}, {"50", "3", "4", "7"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
}

// TestRuntimeTiles: blocked loops whose tile size is a program argument
// (testdata/tiled_runtime.c: a tiled transpose and a matrix product
// blocked in i and k, heap arrays sized from argv). At -O2 the tile loops
// step by bs, a value no constant gives, and test ii + bs < n after their
// body; the loops inside a tile stop at the first of their two bounds.
// The tile loops keep counters with a symbolic step, a header phi moving
// by bs is a counter of the walk (not data, not an unknown address), and
// the walk counts the tile loops' tests: every count, and the L1 and L2
// misses, equal the run's at -O0 and -O2, with tiles that do and do not
// divide the sizes. Without them the -O2 tile loops ran the loop
// heuristic's 31 iterations (600 times the run's accesses) and the body's
// addresses were "indexed by data".
func TestRuntimeTiles(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=4KiB/4/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/tiled_runtime.O0.ll", "testdata/tiled_runtime.O2.ll"} {
		for _, args := range [][]string{{"40", "30", "8"}, {"37", "29", "6"}, {"9", "20", "16"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
}

// TestTileCounts: loops over tiles whose count is a quotient of run-time
// sizes (testdata/tile_counts.c): a tile loop collapsed by hand, t over
// nb * nb tiles with nb = (n + bs - 1) / bs and the tile's corner from
// t / nb and t % nb, edges clamped by a helper; and a loop over the
// n * n / bs whole blocks, then the remainder (-O2 unrolls it by 8 and
// counts its prologue with (len - start) & 7). The quotient of two
// parameters is a computed parameter, x & 7 is x modulo 8, a counter
// divided by a parameter is a counter's value for the walk, and a start
// built so moves with the enclosing counter. Every count, L1 and L2 miss
// equals the run's, -O0 and -O2, with tiles that divide the size, that do
// not, and that exceed it; also with the matrix from malloc, zeroed by a
// loop (tile_counts_malloc.c), where the walk keeps the numbers stored.
func TestTileCounts(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/4/64,L2=64KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/tile_counts.O0.ll", "testdata/tile_counts.O2.ll", "testdata/tile_counts_malloc.O0.ll", "testdata/tile_counts_malloc.O2.ll"} {
		for _, args := range [][]string{{"50", "16"}, {"48", "16"}, {"30", "7"}, {"10", "64"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
}
