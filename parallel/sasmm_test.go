package parallel_test

import (
	"context"
	"math"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// ompTrace builds the static trace of omp_gemv.O0 with the probabilities of
// a one-thread run (testdata/omp_gemv.O0.lua, written by probs --from-run
// --threads 1) and the plan of its parallel region.
func ompTrace(t *testing.T) (*statictrace.Trace, *parallel.Plan) {
	t.Helper()
	run := testutil.Open(t, filepath.Join("..", "testdata", "ll", "omp_gemv.O0.ll"), pipeline.Options{Func: "kernel_omp_gemv", ProbsFile: filepath.Join("testdata", "omp_gemv.O0.lua")})
	tr := run.Trace(t)
	plan, err := run.Session.Plan(tr)
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Regions) != 1 || len(plan.Work) != 1 {
		t.Fatalf("plan: %d regions, %d work-shared loops; want 1 and 1", len(plan.Regions), len(plan.Work))
	}
	return tr, plan
}

var ompLevels = "L1=8KiB/8/64,L2=128KiB/16/64"

// TestPredictOneCoreIsSequential: on one core the private L1 and the shared
// L2 are the sequential analysis' hit rates.
func TestPredictOneCoreIsSequential(t *testing.T) {
	tr, plan := ompTrace(t)
	levels, _ := cache.ParseHierarchy(ompLevels)
	opts := reuse.StaticOptions{Line: 64}
	seq, _, err := reuse.StaticHierarchyRates(tr, levels, opts)
	if err != nil {
		t.Fatal(err)
	}
	p, err := parallel.Predict(tr, plan, levels, 1, parallel.Options{Static: opts})
	if err != nil {
		t.Fatal(err)
	}
	for k := range levels {
		if math.Abs(p.Levels[k].HitRate-seq[k].HitRate) > 1e-12 {
			t.Errorf("%s: one core %.12f, sequential %.12f", levels[k].Name, p.Levels[k].HitRate, seq[k].HitRate)
		}
	}
}

// TestPredictAccessesAgainstMeasure: each core's private trace has the
// accesses the measured thread of the same number makes (the region's
// prologue on every thread, the work-shared rows split as libomp does), at
// 1, 2 and 4 threads.
func TestPredictAccessesAgainstMeasure(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not installed")
	}
	tr, plan := ompTrace(t)
	levels, _ := cache.ParseHierarchy(ompLevels)
	for _, n := range []int{1, 2, 4} {
		p, err := parallel.Predict(tr, plan, levels, n, parallel.Options{Static: reuse.StaticOptions{Line: 64}})
		if err != nil {
			t.Fatal(err)
		}
		res, err := measure.Run(context.Background(), filepath.Join("..", "testdata", "ll", "omp_gemv.O0.ll"),
			measure.Options{Func: "kernel_omp_gemv", Line: 64, Levels: levels, Threads: n})
		if err != nil {
			t.Fatal(err)
		}
		var got, want []float64
		for _, a := range p.Levels[0].PerCoreAccesses {
			got = append(got, math.Round(a))
		}
		for _, th := range res.Threads {
			want = append(want, float64(th.Loads+th.Stores))
		}
		sort.Float64s(got)
		sort.Float64s(want)
		if len(got) != len(want) {
			t.Fatalf("%d cores: %d private traces, %d measured threads", n, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%d cores: private accesses %v, measured per thread %v", n, got, want)
				break
			}
		}
	}
}
