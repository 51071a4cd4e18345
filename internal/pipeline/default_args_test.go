package pipeline_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestDefaultWithoutArguments: n = argc > 1 ? atoi(argv[1]) : 100 is the
// default 100 in a run without arguments also at -O2, where it is a phi of
// the converted argument and the constant: a value that names argv[1]'s
// number but does not read it when argc is 1 is derived (the number is nil
// in the script), not estimated. Only the branch inside the arm that
// converts the argument stays estimated, affecting no executed block. The
// loops' unsigned compares (a start of -5 read as 2^32 - 5, n - 20 compared
// unsigned) count as the run does. Counts and L1 misses equal the run's,
// without arguments and with 50 and 3000, -O0 and -O2
// (testdata/default_args.c).
func TestDefaultWithoutArguments(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=1KiB/2/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"O0", "O2"} {
		file := "testdata/default_args." + opt + ".ll"
		for _, args := range [][]string{nil, {"50"}, {"3000"}} {
			name := file + " -- " + strings.Join(args, " ")
			s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
			if est.BlockShare != 0 || est.AccessShare != 0 {
				t.Errorf("%s: estimates affect %.3g of the blocks, %.3g of the accesses (heuristics %v)", name, est.BlockShare, est.AccessShare, est.Heuristics)
			}
			run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
			if err != nil {
				t.Fatal(err)
			}
			sameCounts(t, name, res, run)
			rates, _ := staticRates(t, s, res, levels)
			sameMisses(t, name, file, args, levels, rates, 0)
		}
	}
}
