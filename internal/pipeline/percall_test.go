package pipeline_test

import (
	"context"
	"math"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestPerCallLoops: helpers whose loops run to the size each call passes
// (percall_loops.c: one fill for arrays of different lengths and for a
// prefix growing with a counter, a 2-D initialiser called with swapped
// dimensions, an early return on an empty range, a triangular helper, a
// helper passing its size on halved). No one value of a helper's
// parameter gives its trips; the walk evaluates each call's with its
// arguments, so nothing is estimated and every block count equals the
// run's, at -O0 (every helper a call) and -O2 (inlined), down to empty
// and one-element sizes.
func TestPerCallLoops(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs programs")
	}
	for _, file := range []string{"testdata/percall_loops.O0.ll", "testdata/percall_loops.O2.ll"} {
		for _, args := range [][]string{{"1000", "300", "20", "30"}, {"7", "3", "1", "5"}, {"0", "1", "0", "2"}} {
			derivedCounts(t, file, args)
		}
	}
}

// TestStepStarts: loops that start at the enclosing counter plus one or
// two (tri_starts.c: a pivot search and an elimination from k + 1, a sum
// from k + 2), under an outer loop whose trip rests on data (a zero pivot
// leaves), so each inner exit is the formula summed over the outer
// counter: entered only where its trip is at least 1 (a rotated loop's
// guard skips the last k), its iterations the positive trips only (no -1
// at the last k), its start at -O2 the phi k + 1 that -O2 keeps beside k.
// Every derived probability equals the run's, at -O0 and -O2, and the
// loops from k + 1 and k + 2 are derived.
func TestStepStarts(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs programs")
	}
	for _, c := range []struct {
		file string
		keys []string // the exits of the inner loops from k + 1 and k + 2
	}{
		{"testdata/tri_starts.O0.ll", []string{"T_17_5", "T_25_5", "T_27_5"}},
		{"testdata/tri_starts.O2.ll", []string{"T_17_5_2", "T_25_5_2", "T_27_5_2"}},
	} {
		for _, n := range []string{"200", "3", "1"} {
			args := []string{n}
			name := c.file + " -- " + n
			s, err := pipeline.Open(c.file, pipeline.Options{Args: args})
			if err != nil {
				t.Fatal(err)
			}
			vals, _, err := s.StaticCounts()
			if err != nil {
				t.Fatal(err)
			}
			run, err := measure.Run(context.Background(), c.file, measure.Options{CountsOnly: true, Args: args})
			if err != nil {
				t.Fatal(err)
			}
			measured := s.MeasuredProbs(run)
			derived := map[string]bool{}
			for _, site := range s.Sites {
				if site.Estimated != "" {
					continue
				}
				derived[site.Key] = true
				got, ok := vals.Get(site.Key)
				want, mok := measured[site.Key]
				if ok && mok && math.Abs(got-want) > 1e-9 {
					t.Errorf("%s: %s = %v derived, %v measured", name, site.Key, got, want)
				}
			}
			for _, key := range c.keys {
				if !derived[key] {
					t.Errorf("%s: %s estimated", name, key)
				}
			}
		}
	}
}
