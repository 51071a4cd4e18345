package reuse_test

import (
	"math"
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// naiveSim feeds every access of a trace, every iteration in program order,
// to cache.Sim (the exact set-associative LRU simulation measure uses): the
// simplest reading of the trace, with none of the walk's engines.
type naiveSim struct {
	t   *statictrace.Trace
	sim *cache.Sim
	n   int
}

func (s *naiveSim) seq(items []statictrace.Item, a *statictrace.Activation) {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			addr, _ := s.t.Addr(a, x)
			s.sim.Access(addr, 1)
			s.n++
		case *statictrace.Loop:
			n := math.Round(x.Trip)
			if x.ValueTrip || x.Loop.Trip != nil {
				if v, ok := a.TripAt(x.Loop); ok {
					n = v
				}
			}
			start, _ := a.Start(x.Loop)
			step := int64(1)
			if x.Loop.IV != nil {
				step = x.Loop.IV.Step
			}
			N := int64(n)
			for i := int64(0); i < N; i++ {
				a.SetIV(x.Loop, start+i*step)
				s.seq(x.Body, a)
			}
			// The counter's value after the loop, for what follows it.
			after := start + N*step
			if x.Loop.IV != nil {
				if _, phi := x.Loop.IV.Slot.(*ir.InstPhi); phi && !x.Loop.TopTested {
					after -= step
				}
			}
			a.SetIV(x.Loop, after)
		case *statictrace.Call:
			s.seq(x.Body, s.t.Enter(a, x))
		}
	}
}

// TestWholeWalkWhenItFits: a trace whose accesses fit MaxEvents is walked
// whole, and its set distances then give, level by level, exactly the hits
// of the naive simulation of the same addresses; a budget below the trace
// samples, and says so (Whole false).
func TestWholeWalkWhenItFits(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, fn string }{
		{"../testdata/ll/gemvt_S.O0.ll", "kernel_gemvt"},           // a column walk
		{"../testdata/ll/covariance_S.O0.ll", "kernel_covariance"}, // triangular
		{"../testdata/ll/gemm_S.O2.ll", "kernel_gemm"},
	} {
		tr := traceOf(t, c.file, c.fn, nil, "")
		ns := &naiveSim{t: tr, sim: cache.NewSim(levels)}
		ns.seq(tr.Body, tr.NewActivation())
		want := ns.sim.Results()
		rates, walks, err := reuse.StaticHierarchyRates(tr, levels, reuse.StaticOptions{Line: 64})
		if err != nil {
			t.Fatal(err)
		}
		var above uint64 // the hits of the levels above: rates are global
		for k, l := range levels {
			above += want[k].Hits
			w := walks[k]
			if !w.Whole || w.Events != ns.n {
				t.Fatalf("%s %s: whole %v, %d events, want a whole walk of %d", c.fn, l.Name, w.Whole, w.Events, ns.n)
			}
			if got := rates[k].HitRate * float64(ns.n); math.Abs(got-float64(above)) > 1e-6*float64(ns.n) {
				t.Errorf("%s %s: %.3f hits here and above, the naive simulation %d", c.fn, l.Name, got, above)
			}
		}
		small, err := reuse.Static(tr, reuse.StaticOptions{Line: 64, Sets: 16, MaxEvents: ns.n / 4})
		if err != nil {
			t.Fatal(err)
		}
		if small.Whole || small.Events > ns.n/4 {
			t.Errorf("%s: with a budget of a quarter, whole %v after %d events", c.fn, small.Whole, small.Events)
		}
	}
}
