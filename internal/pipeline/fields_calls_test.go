package pipeline_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestFieldsThroughCalls: loop bounds kept in struct fields and C++
// members, stored by an init function or a constructor called with other
// sizes for another object, and read through getters in the loop tests
// (testdata/fields_init.c, fields_ctor.cpp). The value of a field is what
// every store to it writes, the stores' function's parameters bound to
// what the calls that passed the object there pass (n / 2 + 1 for a, 3
// for b; Matrix a(n, m) and b(m, n)); a getter's call is the value it
// returns. Every count equals the run's, with and without arguments (the
// C++ library's own loops at -O0 are not this test's), a field set twice to
// different values (fields_init.c line 46) included: no static rule takes
// one store's value for it, and the walk that counts the loop's test keeps
// the numbers the program stores, both stores in order (statictrace's
// memory of numbers).
func TestFieldsThroughCalls(t *testing.T) {
	type build struct {
		file string
		args []string
		// only: the functions held to the run (nil: every one); open:
		// the source lines whose loop stays estimated.
		only []string
		open []int
	}
	var builds []build
	for _, args := range [][]string{nil, {"50"}, {"7"}} {
		builds = append(builds,
			build{"testdata/fields_init.O0.ll", args, nil, nil},
			build{"testdata/fields_init.O2.ll", args, nil, nil})
	}
	for _, args := range [][]string{nil, {"50", "30"}} {
		builds = append(builds,
			build{"testdata/fields_ctor.O0.ll", args, []string{"_ZL9transposeR6MatrixS0_"}, nil},
			build{"testdata/fields_ctor.O2.ll", args, nil, nil})
	}
	for _, b := range builds {
		what := fmt.Sprintf("%s -- %s", b.file, strings.Join(b.args, " "))
		_, res, est := staticCounts(t, b.file, pipeline.Options{Args: b.args})
		run, err := measure.Run(context.Background(), b.file, measure.Options{CountsOnly: true, Args: b.args})
		if err != nil {
			t.Fatal(err)
		}
		if b.only == nil && b.open == nil && est.BlockShare != 0 {
			t.Errorf("%s: estimates affect %.3g of the blocks (heuristics %v), want none", what, est.BlockShare, est.Heuristics)
		}
		estimated := false
		for _, fc := range res.Funcs {
			if b.only != nil && !contains(b.only, fc.Func.Name) {
				continue
			}
			for k, n := range fc.Counts {
				line := fc.Func.Blocks[k].Line()
				if contains(b.open, line) {
					if want := float64(run.Funcs[fc.Func.Name].Blocks[k]); n != want {
						estimated = true
					}
					continue
				}
				sameCount(t, what, fc.Func, k, n, run)
			}
		}
		if b.open != nil && !estimated {
			t.Errorf("%s: the loop over a field set to n and then 2n has the run's counts: it must be estimated, not one store's value", what)
		}
	}
}

func contains[T comparable](s []T, x T) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
