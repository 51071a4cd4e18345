package pipeline_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestQuotientBounds: loops to a quotient of a size from the arguments
// (i <= n / 2, i < (n + 1) / 3, i < u >> 2, blocks of four to n / 4;
// testdata/quotient_bounds.c) are derived at -O0 and -O2 with the quotient
// as a parameter of its own, computed in the script, and so are counters
// that count down by a constant (j -= 3, -O0's sub): every block count
// equals the run's, with even, odd, tiny and zero sizes, and nothing but
// the allocation's failure is estimated.
func TestQuotientBounds(t *testing.T) {
	for _, file := range []string{"testdata/quotient_bounds.O0.ll", "testdata/quotient_bounds.O2.ll"} {
		for _, args := range [][]string{{"100"}, {"101"}, {"7"}, {"1"}, {"0"}} {
			derivedCounts(t, file, args)
		}
	}
}

// TestStackArrays: arrays on the stack sized at run time
// (testdata/stack_arrays.c). The kernel's variable-length scratch array, its
// function's only dynamic alloca, lies below the frame and its accesses
// have addresses; alloca(i * 4) in a loop, whose blocks pile up below each
// other, and main's other dynamic array beside it are unknown addresses,
// stated as such, never a fixed slot of the frame taken as derived. Block
// counts equal the run's.
func TestStackArrays(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/4/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/stack_arrays.O0.ll", "testdata/stack_arrays.O2.ll"} {
		args := []string{"1001", "7"}
		s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
		if err != nil {
			t.Fatal(err)
		}
		sameCounts(t, file, res, run)
		_, r := staticRates(t, s, res, levels)
		s.AddAddresses(est, res, r)
		if est.AddressSites == 0 {
			t.Errorf("%s: no access site stated as unknown", file)
		}
		piled, scratch := false, false
		for acc := range r.Unknown {
			switch acc.Inst.Line {
			case 37: // t[j] = j, the alloca in a loop
				piled = true
			case 13, 15: // tmp[i], smooth's scratch
				scratch = true
			}
		}
		if !piled {
			t.Errorf("%s: the alloca in a loop (line 37) has derived addresses", file)
		}
		if scratch && strings.HasSuffix(file, "O0.ll") {
			t.Errorf("%s: smooth's scratch array has unknown addresses", file)
		}
	}
}

// TestContinuedCounters: loops that start where an earlier loop left their
// counter (the remainder after blocks of four, a for loop from where a
// while search stopped, a counter read after its loop;
// testdata/continued_loops.c) are derived at -O0 from the earlier loop's
// exit value and at -O2 from its closed form: every block count equals the
// run's. The loop whose counter an argument may reset between the loops
// starts at a join of two values: at -O0 it is estimated and marked, never
// started at the dominating store's 0; at -O2 the join is evaluated.
func TestContinuedCounters(t *testing.T) {
	for _, file := range []string{"testdata/continued_loops.O0.ll", "testdata/continued_loops.O2.ll"} {
		for _, args := range [][]string{{"1003", "0"}, {"1003", "1"}, {"8", "0"}, {"3", "1"}, {"0", "0"}} {
			name := file + " -- " + strings.Join(args, " ")
			_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
			run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
			if err != nil {
				t.Fatal(err)
			}
			for _, fc := range res.Funcs {
				for b, n := range fc.Counts {
					line := fc.Func.Blocks[b].Line()
					if est.IsAffected(fc.Func.Name, b) {
						if line < 35 || line > 36 || strings.HasSuffix(file, "O2.ll") {
							t.Errorf("%s: %s (line %d) rests on an estimate", name, fc.Func.Blocks[b].Name, line)
						}
						continue
					}
					sameCount(t, name, fc.Func, b, n, run)
				}
			}
		}
	}
}
