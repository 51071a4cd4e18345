package pipeline_test

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/reuse"
)

// TestCountWalks: testdata/converge.c sweeps an array larger than the L1
// until a sum of changes falls below a tolerance, so the sweep count rests
// on an estimated loop branch (the heuristic's 31 against the run's 22) and
// every address is derived. The worst case of every estimated count within
// estimate.CountFactor (LevelBounds) lets each such access hit or miss:
// almost the whole of [0, 100 %]. Session.Bounds walks again with the
// estimated odds moved CountFactor either way, with the sweep loop left at
// its first test and with it run estimate.LongFactor times its estimated
// trip: the run's hits and misses of every level lie inside that range,
// which is within four points at L1 (a sweep streams the array, whatever
// the number of sweeps; the walk with the fewest weighs the setup most),
// and the misses have no upper bound (nothing in the IR bounds the number
// of sweeps).
func TestCountWalks(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		file string
		n    string
	}{
		{"testdata/converge.O0.ll", "4000"},
		{"testdata/converge.O2.ll", "4000"},
		{"testdata/converge.O0.ll", "1500"},
		{"testdata/converge.O2.ll", "9000"},
	} {
		what := fmt.Sprintf("%s -- %s", c.file, c.n)
		args := []string{c.n}
		s, res, est := staticCounts(t, c.file, pipeline.Options{Args: args})
		if len(est.Varied) != 1 || est.AccessShare < 0.9 {
			t.Fatalf("%s: estimated %v affecting %.3f of the accesses, want the sweep loop's branch behind most of them", what, est.Varied, est.AccessShare)
		}
		vals, err := s.Probs()
		if err != nil {
			t.Fatal(err)
		}
		opts := reuse.StaticOptions{Line: 64}
		rates, r, sites, err := s.StaticRatesBy(vals, res, levels, cache.Sets, opts, est)
		if err != nil {
			t.Fatal(err)
		}
		s.AddAddresses(est, res, r)
		worst := pipeline.LevelBounds(rates, sites, est, r)
		walked := s.Bounds(vals, res, levels, opts, est, rates, sites, r)
		run, err := measure.Run(context.Background(), c.file, measure.Options{Args: args, Line: 64, Levels: levels, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		for k, b := range walked {
			m := run.Levels[k]
			if b.Walks != 4 || b.Exact() || !math.IsInf(b.Misses.High, 1) {
				t.Errorf("%s: L%d: %d count walks, exact %v, misses up to %v; want 4, a range, no upper bound", what, k+1, b.Walks, b.Exact(), b.Misses.High)
			}
			if b.HitRate.Low > m.HitRate+1e-9 || b.HitRate.High < m.HitRate-1e-9 {
				t.Errorf("%s: L%d measured hit rate %.4f %% outside [%.4f, %.4f]", what, k+1, 100*m.HitRate, 100*b.HitRate.Low, 100*b.HitRate.High)
			}
			if b.Misses.Low > float64(m.Misses) || b.Misses.High < float64(m.Misses) {
				t.Errorf("%s: L%d measured misses %d outside [%.0f, %.0f]", what, k+1, m.Misses, b.Misses.Low, b.Misses.High)
			}
			if w := worst[k].HitRate.High - worst[k].HitRate.Low; w < 0.5 {
				t.Errorf("%s: L%d worst-case width %.4f, want the whole range the counts allow", what, k+1, w)
			}
		}
		if w := walked[0].HitRate.High - walked[0].HitRate.Low; w > 0.04 {
			t.Errorf("%s: L1 bounds %.4f..%.4f %% are %.2f points wide, want at most 4", what, 100*walked[0].HitRate.Low, 100*walked[0].HitRate.High, 100*w)
		}
	}
}
