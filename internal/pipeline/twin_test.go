package pipeline_test

import (
	"context"
	"strings"
	"testing"

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
// rests on no estimate does. Before, the two exits were "second exit of
// the loop: data-dependent" and the step loop ran 31 times instead of 4
// (98 % of the blocks estimated).
func TestTwinExits(t *testing.T) {
	for _, file := range []string{"testdata/twin_exit.O0.ll", "testdata/twin_exit.O2.ll"} {
		for _, args := range [][]string{{"90", "70"}, {"37", "13"}, {"90", "0"}} {
			name := file + " -- " + strings.Join(args, " ")
			_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
			run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
			if err != nil {
				t.Fatal(err)
			}
			if args[1] != "0" && est.Branches != 0 {
				t.Errorf("%s: %d estimated branches (%v), want none", name, est.Branches, est.Heuristics)
			}
			for _, fc := range res.Funcs {
				for b, n := range fc.Counts {
					if !est.IsAffected(fc.Func.Name, b) {
						sameCount(t, name, fc.Func, b, n, run)
					}
				}
			}
			if est.BlockShare > 0 {
				t.Errorf("%s: %.3g of the executed blocks rest on an estimate, want none", name, est.BlockShare)
			}
		}
	}
}
