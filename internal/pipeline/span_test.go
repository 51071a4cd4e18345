package pipeline_test

import (
	"context"
	"math"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/reuse"
)

// TestLineSpanningAccesses: an access whose bytes cross a line boundary
// touches both lines and misses a level where either misses, as measure's
// simulation takes it (cache.Sim). testdata/span.c: an -O2 three-point
// stencil whose <2 x double> loads at odd elements cross a line once in
// four, a packed record whose double crosses a line once in eight, grids
// swapped through a local. The whole program's misses equal the run's at
// -O2, for two sizes.
func TestLineSpanningAccesses(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"3000", "8"}, {"1001", "3"}} {
		exactStream(t, "testdata/span.O2.ll", args, levels, 0)
	}
}

// TestContextFramePlaced: a function analysed in the program's context is
// walked from main, whose frame the static trace places at FrameTop, so
// measure places main's frame there too (not the function's): the misses of
// the function's accesses then equal the run's at -O0, where its frame's
// lines share the sets with its arrays (testdata/span.c's total, the
// corpus's matmul_harness kernel with 8 KiB of L1: 15,549 misses each side).
func TestContextFramePlaced(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		file, fn string
		args     []string
	}{
		{"testdata/span.O0.ll", "total", []string{"3000", "8"}},
		{"../../testdata/corpus/ll/matmul_harness.O0.ll", "kernel_matmul", []string{"48"}},
	} {
		s, err := pipeline.Open(c.file, pipeline.Options{Args: c.args})
		if err != nil {
			t.Fatal(err)
		}
		vals, res, err := s.StaticCounts()
		if err != nil {
			t.Fatal(err)
		}
		rates, _, err := s.StaticRates(vals, res, levels, cache.Sets, reuse.StaticOptions{Line: 64, Extent: c.fn})
		if err != nil {
			t.Fatal(err)
		}
		run, err := measure.Run(context.Background(), c.file, measure.Options{Args: c.args, Line: 64, Levels: levels, Threads: 1, Func: c.fn, Context: true})
		if err != nil {
			t.Fatal(err)
		}
		for k, lv := range run.Levels {
			if math.Abs(rates[k].Misses-float64(lv.Misses)) > 1e-6*float64(lv.Misses) {
				t.Errorf("%s --func %s: L%d static %v misses, measured %d", c.file, c.fn, k+1, rates[k].Misses, lv.Misses)
			}
		}
	}
}

// TestCountedBesideData: a branch the loop counters decide that no formula
// covers (the diagonal test j == i of a lower-triangular init loop) is
// counted by a walk of the loops even where a branch on data remains
// elsewhere (a threshold test in a kernel), since the data branch's estimate
// leaves the diagonal's count: at -O0 the threshold test is the one
// estimate (line 13), and every block whose count does not rest on it
// has the run's count; at -O2 (selects) nothing is estimated and every count
// is the run's. testdata/counted_data.c, two sizes.
func TestCountedBesideData(t *testing.T) {
	for _, opt := range []string{"O0", "O2"} {
		file := "testdata/counted_data." + opt + ".ll"
		for _, n := range []string{"70", "33"} {
			_, res, est := staticCounts(t, file, pipeline.Options{Args: []string{n}})
			if opt == "O0" && (len(est.Lines) != 1 || est.Lines[0] != 13) {
				t.Errorf("%s -- %s: estimated branches at lines %v, want 13 alone", file, n, est.Lines)
			}
			if opt == "O2" && est.Branches != 0 {
				t.Errorf("%s -- %s: %d estimated branches, want none", file, n, est.Branches)
			}
			run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: []string{n}})
			if err != nil {
				t.Fatal(err)
			}
			checked := sameUnaffected(t, file+" -- "+n, res, est, run)
			if checked < 10 {
				t.Errorf("%s -- %s: %d blocks with derived counts, want the init loop's and main's", file, n, checked)
			}
		}
	}
}

// TestConflictShapes: column walks whose row lengths collide in the cache
// sets (testdata/conflicts.c at -O0 and -O2: n = 40 rows of m = 30, 60, 80, 100 and
// 130 doubles, m clamped to at least n by if (m < n) m = n; a column walk, a
// triangular column walk under j < m && j < n, a symmetric product and a
// back substitution up the columns). Every branch is derived (the clamp is
// the parameter max(m, n), the triangle's inner loop counted by a walk of
// the loops) and every block count is the run's; the L1 misses of 16 and 64
// sets equal the run's, and so do the misses of an L2 of 64 sets behind
// them (walked behind the L1, as the run fills it). At -O2 the init loops
// are unrolled and the column sums vectorised: their remainders, guards
// and runtime checks are derived, and the stream is the run's too. (1024
// sets span 64 KiB,
// more than the page to which the heap's placement is the run's: those
// carry the heap-page caveat.)
func TestConflictShapes(t *testing.T) {
	for _, spec := range []string{"L1=8KiB/8/64,L2=32KiB/8/64", "L1=4KiB/1/64,L2=16KiB/4/64", "L1=32KiB/8/64"} {
		levels, err := cache.ParseHierarchy(spec)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []string{"30", "60", "80", "100", "130"} {
			for _, opt := range []string{"O0", "O2"} {
				exactStream(t, "testdata/conflicts."+opt+".ll", []string{"40", m}, levels, 0)
			}
		}
	}
}

// TestStridedTriangles: triangular nests whose inner loop steps by 2, 3 or
// -2 (and a do-while stepping by 4), so that the inner trip is a rounded
// quotient ⌈(n - i)/s⌉ of a span that moves with the outer counter
// (testdata/strided_tri.c, sizes from argv, heap matrix). At -O0 the block
// counts sum the quotient exactly (a quasi-polynomial, not the polynomial
// mean (n - i + s - 1)/s summed, which gave 1,300 inner iterations for
// 1,275) and the walk takes each instance's own trip; at -O2 the outer loop
// unrolled by two starts its second inner copy at i | 2, and the countdown
// loop's unrolled body starts where its prologue left the counter: both
// starts are evaluated per instance. Counts and L1 and L2 misses equal the
// run's, at an even and an odd size.
func TestStridedTriangles(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"O0", "O2"} {
		for _, n := range []string{"100", "77"} {
			exactStream(t, "testdata/strided_tri."+opt+".ll", []string{n}, levels, 0)
		}
	}
}

// TestPointerCounters: loops whose counter is a pointer (-O0: a pointer
// local stepped by a getelementptr, p != end, q < pts + n, two cursors, q--
// != pts in the test) are counted from the distance between the counter's
// start and its bound where both point into one object (loops.pointerSpan),
// else from their values, which the trace evaluates per instance; a counter
// stepped in the loop's test (q-- != pts, while (i-- > 0)) is read one step
// on in the body. At -O2 the guards before the loops compare a range's end
// with its start, two addresses in one object: their byte offsets, n*8 ==
// 0. Counts and L1 and L2 misses equal the run's at -O0 and -O2, two sizes
// (testdata/pointer_loops.c; before, the pointer loops were estimated at 31
// iterations and the decremented counters' walks touched one element past
// the array). At -O2 three copies of the copy loop that the run never
// enters stay estimated, affecting no executed block.
func TestPointerCounters(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"5000", "777"} {
		exactStream(t, "testdata/pointer_loops.O0.ll", []string{n}, levels, 0)
		file := "testdata/pointer_loops.O2.ll"
		s, res, est := staticCounts(t, file, pipeline.Options{Args: []string{n}})
		if est.BlockShare != 0 || est.AccessShare != 0 {
			t.Errorf("%s -- %s: estimates affect %.3g of the blocks (heuristics %v)", file, n, est.BlockShare, est.Heuristics)
		}
		run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: []string{n}})
		if err != nil {
			t.Fatal(err)
		}
		sameCounts(t, file+" -- "+n, res, run)
		rates, _ := staticRates(t, s, res, levels)
		sameMisses(t, file+" -- "+n, file, []string{n}, levels, rates, 0)
	}
}

// TestPointerKernels: pointer loops in kernels that take a pointer and a
// size (testdata/pointer_kernels.c: a walk down, a stride of two to an end
// kept in a local, p != r + m over rows, p <= r + n - 1 over a triangle, a
// do-while over bytes, an array of structs, a range kept in a struct passed
// by value). Their trips are the distance from the counter's start to its
// bound over the step, both in one object. At -O0 every count equals the
// run's and every level's misses are within three of its; at -O2, where
// the kernels are inlined into main, nothing is estimated and every count
// equals the run's, at sizes that are multiples of the vector width and
// that are not — among them the second copy of the triangle's row loop
// unrolled by two (line 51, starting at r + (i | 1)) and the vectorised
// fill's remainder (line 76, its start a join of two pointers), which the
// path evaluation follows as pointer counters and joins.
func TestPointerKernels(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"30", "40"}, {"7", "3"}, {"1", "1"}} {
		// Three misses of slack: a stack slot of a callee's frame (rows'
		// A, span_init's p) and a heap block share a line with a
		// neighbour in the walk's layout and not in the run's.
		exactStream(t, "testdata/pointer_kernels.O0.ll", args, levels, 3)
		derivedCounts(t, "testdata/pointer_kernels.O2.ll", args)
	}
	for _, args := range [][]string{{"200", "50"}, {"201", "49"}} {
		derivedCounts(t, "testdata/pointer_kernels.O2.ll", args)
	}
}

// TestSpanJoins: C spans whose ends are special-cased (testdata/
// span_joins.c at -O2: an empty span is two null pointers, a one-element
// span is peeled, otherwise [p, p + n), built in a helper and walked
// through a struct passed by value), and a loop to a length that is 0 when
// n is 0 and n otherwise, which -O2 unrolls by four behind the
// vectoriser's check n - 5 <u -4 (an unsigned compare with a constant
// beyond 2^53). Each join's arms agree under the tests that select them and
// the check reads as n >= 5 or n <= 0 for a 64-bit n, so nothing is
// estimated and every count equals the run's, for n = 0, 1, 4, 7 and 1000.
func TestSpanJoins(t *testing.T) {
	for _, args := range [][]string{{"1000", "3"}, {"0", "3"}, {"1", "2"}, {"4", "1"}, {"7", "1"}} {
		derivedCounts(t, "testdata/span_joins.O2.ll", args)
	}
}
