package statictrace

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/irreader"
)

// joinValues records, for every phi of f that is not in a loop header (a
// join of paths, such as the exit of a loop's remainder prologue at -O2:
// %indvars.iv.unr, the start of the unrolled loop), the incoming value along
// the most frequent edge into its block: the edge the most probable path
// takes, as everywhere else in the trace. Edge flows are fixed for a trace,
// so the choice is made once here.
func (t *Trace) joinValues(f *irreader.Func) {
	fc, g := t.fc[f], t.in.Graphs[f]
	if fc == nil || g == nil {
		return
	}
	P, err := balance.EdgeProbs(g, t.in.Probs)
	if err != nil {
		return // no frame of f can be built either
	}
	nest := t.in.Nests[f]
	for _, b := range f.Blocks {
		if nest != nil {
			if l := nest.Innermost[b.Index]; l != nil && l.Header == b.Index {
				continue // header phis are counters, secondary or unknown
			}
		}
		for _, in := range b.Insts {
			phi, ok := in.IR.(*ir.InstPhi)
			if !ok {
				continue
			}
			var best value.Value
			bestFlow := 0.0
			for _, inc := range phi.Incs {
				p := f.PredOf(inc)
				if p == nil {
					continue
				}
				flow := 0.0
				for k, s := range g.Succs[p.Index] {
					if s == b.Index {
						flow += fc.PerCall[p.Index] * P[p.Index][k]
					}
				}
				if flow > bestFlow {
					best, bestFlow = inc.X, flow
				}
			}
			if best != nil {
				t.joins[phi] = best
			}
		}
	}
}

// evalJoin evaluates a join phi: by the arm taken where the phi joins the
// arms of a Branch (joinPhi), else as joinValues recorded; ok is false for
// other phis.
func (t *Trace) evalJoin(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	if v, ok := t.joinPhi(a, phi, d); ok {
		return v, true
	}
	x, ok := t.joins[phi]
	if !ok {
		return 0, false
	}
	return t.eval(a, x, d)
}
