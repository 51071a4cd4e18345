package statictrace

import (
	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/irreader"
)

// joinBlocks records the block of every phi of f that is not in a loop
// header: a join of paths, such as the exit of a loop's remainder prologue
// at -O2 (%indvars.iv.unr, the start of the unrolled loop).
func (t *Trace) joinBlocks(f *irreader.Func) {
	nest := t.in.Nests[f]
	for _, b := range f.Blocks {
		if nest != nil {
			if l := nest.Innermost[b.Index]; l != nil && l.Header == b.Index {
				continue // header phis are counters, secondary or unknown
			}
		}
		for _, in := range b.Insts {
			if phi, ok := in.IR.(*ir.InstPhi); ok {
				t.joins[phi] = b.Index
			}
		}
	}
}

// evalJoin evaluates a join phi (see joinBlocks) as the incoming value along
// the most frequent edge into its block: the edge the most probable path
// takes, as everywhere else in the trace. ok is false for other phis.
func (t *Trace) evalJoin(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	b, ok := t.joins[phi]
	if !ok {
		return 0, false
	}
	fr := a.Frame
	fc := t.fc[fr.Func]
	if fc == nil {
		return 0, false
	}
	best, bestFlow := -1, 0.0
	for i, inc := range phi.Incs {
		pb, ok := inc.Pred.(*ir.Block)
		if !ok {
			continue
		}
		p := fr.Func.BlockOf(pb)
		if p == nil {
			continue
		}
		flow := 0.0
		for k, s := range fr.graph.Succs[p.Index] {
			if s == b {
				flow += fc.PerCall[p.Index] * fr.P[p.Index][k]
			}
		}
		if flow > bestFlow {
			best, bestFlow = i, flow
		}
	}
	if best < 0 {
		return 0, false
	}
	return t.eval(a, phi.Incs[best].X, d)
}
