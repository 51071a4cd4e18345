package pipeline_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/reusescope/reusescope/attrib"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/reuse"
)

// TestUniformByHand holds the model of an address the walk cannot evaluate
// to testdata/uniform.c, derived by hand in its comment: a million reads of
// T[(s >> 8) & (N-1)], s a linear congruential generator, T 4096 lines. The
// reads are uniform over T: 1/8 of them hit the 512-line L1, so 875000 miss
// (measured: 876153 at -O0, 875890 at -O2); T fits the L2, where they hit.
func TestUniformByHand(t *testing.T) {
	const (
		reads    = 1e6
		wantMiss = reads * (1 - 512.0/4096) // L1 misses of line 22
		tol      = 0.02 * reads             // the model's bins, and the first touches
	)
	for _, opt := range []string{"O0", "O2"} {
		t.Run(opt, func(t *testing.T) {
			_, lines := attribute(t, "testdata/uniform."+opt+".ll", "L1=32KiB/8/64,L2=1MiB/16/64", cache.Sets, attrib.ByLine)
			var got []float64
			for _, g := range lines {
				if g.Key == "uniform.c:22" {
					got = g.Misses
				}
			}
			if got == nil {
				t.Fatalf("no group uniform.c:22 in %v", keys(lines))
			}
			if math.Abs(got[0]-wantMiss) > tol {
				t.Errorf("uniform.c:22: %.0f L1 misses, want %.0f ± %.0f (reads uniform over 4096 lines, 512 in L1)", got[0], wantMiss, tol)
			}
			if got[1] > tol {
				t.Errorf("uniform.c:22: %.0f L2 misses, want at most %.0f (T fits the L2)", got[1], tol)
			}
		})
	}
}

// TestUniformDeterministic runs the walk of a program with uniform accesses
// twice: the profiles are identical, bin by bin.
func TestUniformDeterministic(t *testing.T) {
	for _, path := range []string{"testdata/uniform.O2.ll", corpusDir + "/ll/calloc_histogram.O0.ll"} {
		r := testutil.Open(t, path, pipeline.Options{Args: []string{"100000", "256"}})
		levels, err := cache.ParseHierarchy("L1=32KiB/8/64,L2=1MiB/16/64")
		if err != nil {
			t.Fatal(err)
		}
		var prev string
		for run := 0; run < 2; run++ {
			_, res, err := r.Session.StaticRates(r.Probs, r.Counts, levels, cache.Sets, reuse.StaticOptions{Line: 64})
			if err != nil {
				t.Fatal(err)
			}
			got := fmt.Sprint(res.Profile.Bins(), res.Notes)
			if run > 0 && got != prev {
				t.Errorf("%s: two walks differ:\n%s\n%s", path, prev, got)
			}
			prev = got
		}
	}
}
