package statictrace

import (
	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// stepLoops returns, for every secondary induction variable of f's loops (a
// header phi moving by a constant beside the loop's counter: loops.PhiStep),
// its loop.
func (t *Trace) stepLoops(f *irreader.Func) map[*ir.InstPhi]*loops.Loop {
	if s, ok := t.sec[f]; ok {
		return s
	}
	out := map[*ir.InstPhi]*loops.Loop{}
	t.sec[f] = out
	if nest := t.in.Nests[f]; nest != nil {
		for _, l := range nest.Loops {
			for phi := range l.Steps {
				out[phi] = l
			}
		}
	}
	return out
}

// evalSecondary evaluates phi when it is a secondary induction variable of a
// loop whose counter a currently holds: Init + k·Step at iteration k.
func (t *Trace) evalSecondary(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	l := t.stepLoops(a.Frame.Func)[phi]
	if l == nil {
		return 0, false
	}
	v, ok := a.IV(l)
	if !ok {
		return 0, false
	}
	start, ok := a.Start(l)
	if !ok {
		return 0, false
	}
	st := l.Steps[phi]
	init, ok := t.eval(a, st.Init, d)
	if !ok {
		return 0, false
	}
	step, ok := a.Step(l)
	if !ok {
		return 0, false
	}
	k := (v - start) / step
	return init + k*st.Step, true
}

// postSteps returns the step of every load of an -O0 counter of the
// nests' loops that reads it after its step in the same iteration
// (loops.IndVar.PostStep): the load reads the counter's value plus it.
func postSteps(nests map[*irreader.Func]*loops.Nest) map[*ir.InstLoad]int64 {
	out := map[*ir.InstLoad]int64{}
	for _, nest := range nests {
		if nest == nil {
			continue
		}
		for _, l := range nest.Loops {
			if !l.IV.Linear() || l.IV.StepPoly != nil {
				continue
			}
			for ld := range l.IV.PostStep {
				out[ld] = l.IV.Step
			}
		}
	}
	return out
}
