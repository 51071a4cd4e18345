package pipeline_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestVectorsDerived: std::vector programs at -O2 (testdata/cxx_vectors.cpp:
// vectors sized from argv, a class holding its vectors, kernels taking them
// by reference, all inlined into main). Their loops lie below the invokes
// of operator new, whose landing pads are the unwind heuristic's (taken as
// never reached, and stated so), and the destructors test the storage
// against null: a block from operator new is never null, an empty vector's
// is. Every loop is derived and every block holding a load or store counts
// exactly as the run; what stays estimated (the landing pads, and the null
// tests of storage the analysis reads from memory: the class's, passed to
// its destructor) affects no memory access.
func TestVectorsDerived(t *testing.T) {
	for _, args := range [][]string{{"3000", "120"}, {"777", "33"}} {
		vectorCounts(t, "testdata/cxx_vectors.O2.ll", args, "unwind", "pointer")
	}
}

// TestVectorsDerivedO0: the same program at -O0, where every step of the
// library is a call: a vector's constructor reaches operator new through
// _M_allocate's n != 0 (an arm that allocates, held by the trace and
// evaluated at each call), allocate's size checks (arms that throw), the
// max_size computed by std::min through references, and fills its storage
// in __fill_a1, a loop over two pointers the vector object keeps, which the
// walk reads back from its memory of the pointers stored
// (reuse.CountBranches keeps one). Nothing but the landing pads and an
// arm that calls one of the library's std::__throw_* functions (an error
// exit, like abort) is estimated, every block counts as in the run, and the L1 hits
// and misses are within 6 of measure's (see below).
func TestVectorsDerivedO0(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs programs")
	}
	levels, err := cache.ParseHierarchy("L1=4KiB/4/64")
	if err != nil {
		t.Fatal(err)
	}
	const file = "testdata/cxx_vectors.O0.ll"
	for _, args := range [][]string{{"3000", "120"}, {"777", "33"}} {
		what := file + " -- " + strings.Join(args, " ")
		s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		for h, n := range est.Heuristics {
			if h != "unwind heuristic" && h != "error-exit heuristic" {
				t.Errorf("%s: %d branches estimated by the %s", what, n, h)
			}
		}
		run, err := measure.Run(context.Background(), file, measure.Options{Args: args, Line: 64, Levels: levels, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		sameCounts(t, what, res, run)
		rates, r := staticRates(t, s, res, levels)
		if !r.Whole {
			t.Errorf("%s: the walk sampled", what)
		}
		// The frames are clang's own (measure's TestStaticFramesAgainstClang),
		// yet 4 to 5 of the run's misses (0.05 % of 8,902 and 0.3 % of
		// 1,365) are not in the walk: accesses to the libraries' stack
		// slots (this of _M_max_size, main's s) miss in the run where the
		// walk hits. Not yet explained; held to 6 misses.
		got, want := rates[0], run.Levels[0]
		if math.Abs(got.Misses-float64(want.Misses)) > 6 || math.Abs(got.Hits-float64(want.Hits)) > 6 {
			t.Errorf("%s: L1 static %v hits %v misses, measured %d and %d", what, got.Hits, got.Misses, want.Hits, want.Misses)
		}
	}
}

// TestVectorLoopsO0Honest: the loops of testdata/cxx_vector_loops.cpp at
// -O0 over a vector copied from another (its end is what the copy's chain
// of calls returns) are not derived; the walk's memory of an evaluated
// call's own frame is another call's, which must not make them so: the
// result states its estimates rather than counting those loops 0 times.
func TestVectorLoopsO0Honest(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs programs")
	}
	const file = "testdata/cxx_vector_loops.O0.ll"
	args := []string{"1000", "64", "64"}
	_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
	run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
	if err != nil {
		t.Fatal(err)
	}
	if n := sameUnaffected(t, file, res, est, run); n < 50 {
		t.Errorf("only %d blocks compared", n)
	}
}

// vectorCounts holds a C++ program's static counts with args to the run's:
// no heuristic but those named (by prefix) gives a branch, no access rests
// on an estimate, and every count that rests on none equals the measured
// one. It returns how many counts it compared.
func vectorCounts(t *testing.T, file string, args []string, allowed ...string) int {
	t.Helper()
	name := file + " -- " + strings.Join(args, " ")
	_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
	for h := range est.Heuristics {
		ok := false
		for _, a := range allowed {
			ok = ok || strings.HasPrefix(h, a)
		}
		if !ok {
			t.Errorf("%s: estimated by the %s", name, h)
		}
	}
	if est.AccessShare != 0 {
		t.Errorf("%s: %.3g of the accesses rest on an estimate", name, est.AccessShare)
	}
	run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
	if err != nil {
		t.Fatal(err)
	}
	return sameUnaffected(t, name, res, est, run)
}

// TestVectorLoops: the loops C++ writes over a std::vector at -O2
// (testdata/cxx_vector_loops.cpp: range-for, an index up to size(),
// iterators from begin() to end(), std::accumulate, std::fill, a copy, a
// fill-value constructor, a class holding its matrix as one vector). The
// storage of a vector of n elements reaches its loops as two pointers
// joined from three paths (none, one element, n elements); their distance
// is n elements on every path (the special cases are reached only when n
// is 0 or 1), so every loop over it, the begin == end guards, the copy's
// size (end - begin in bytes), the vectorised loops' minimum-trip checks
// and remainders, and the destructors' null tests are derived: nothing is
// estimated but the landing pads, and every block counts as in the run,
// for sizes that are multiples of the vector width, that are not, and the
// special cases 0 and 1.
func TestVectorLoops(t *testing.T) {
	for _, args := range [][]string{{"1000", "64", "64"}, {"501", "20", "30"}, {"7", "3", "3"}, {"1", "1", "1"}, {"0", "3", "0"}} {
		if checked := vectorCounts(t, "testdata/cxx_vector_loops.O2.ll", args, "unwind"); checked < 100 {
			t.Errorf("%v: only %d blocks compared", args, checked)
		}
	}
}
