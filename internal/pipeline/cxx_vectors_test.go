package pipeline_test

import (
	"context"
	"strings"
	"testing"

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
