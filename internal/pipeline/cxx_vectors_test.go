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
	file := "testdata/cxx_vectors.O2.ll"
	for _, args := range [][]string{{"3000", "120"}, {"777", "33"}} {
		name := file + " -- " + strings.Join(args, " ")
		_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		for h := range est.Heuristics {
			if !strings.HasPrefix(h, "unwind") && !strings.HasPrefix(h, "pointer") {
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
		for _, fc := range res.Funcs {
			affected := est.Affected[fc.Func.Name]
			for b, n := range fc.Counts {
				if b < len(affected) && affected[b] {
					continue
				}
				sameCount(t, name, fc.Func, b, n, run)
			}
		}
	}
}
