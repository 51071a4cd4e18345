package pipeline

import (
	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/measure"
)

// ProbMap is a set of site probabilities by key; it satisfies balance.Probs.
type ProbMap map[string]float64

// Get returns the probability of the site key.
func (m ProbMap) Get(key string) (float64, bool) {
	v, ok := m[key]
	return v, ok
}

// MeasuredProbs turns the edge counts of a measured run into site
// probabilities. A site whose block never ran (a function the run never
// called) takes its static value, derived or estimated, where there is
// one, else 0 (for a switch, the default gets 1): its count is 0 whatever
// its value, but a value of 0 on every exit of a loop would leave that
// loop's equations singular (a never-called dump() with a loop).
func (s *Session) MeasuredProbs(res *measure.Result) ProbMap {
	out := ProbMap{}
	var static balance.Probs
	for i, site := range s.CFGSites {
		var p float64
		ok := false
		if fc := res.Funcs[site.Func.Name]; fc != nil {
			p, ok = fc.Prob(site.Block, site.Succ)
		}
		if !ok {
			if static == nil {
				static = ProbMap{}
				if v, err := s.Probs(); err == nil {
					static = v
				}
			}
			p, ok = static.Get(s.Sites[i].Key)
		}
		if !ok || !(p >= 0 && p <= 1) {
			p = 0
			if site.Kind == cfg.SwitchCase && site.Succ == 0 {
				p = 1
			}
		}
		out[s.Sites[i].Key] = p
	}
	return out
}

// MeasuredCounts expresses a measured run in the terms of the static
// counts: every block's measured count, the calls of every function (its
// entry block's count), and the op tallies they give.
func (s *Session) MeasuredCounts(res *measure.Result) *balance.Result {
	out := &balance.Result{Root: s.Root}
	for _, f := range s.Funcs {
		fc := &balance.FuncCounts{Func: f, Graph: s.Graphs[f], Counts: make([]float64, len(f.Blocks)), PerCall: make([]float64, len(f.Blocks))}
		if m := res.Funcs[f.Name]; m != nil {
			for b := range f.Blocks {
				if b < len(m.Blocks) {
					fc.Counts[b] = float64(m.Blocks[b])
				}
			}
			fc.Calls = fc.Counts[0]
		}
		for b, blk := range f.Blocks {
			if fc.Calls > 0 {
				fc.PerCall[b] = fc.Counts[b] / fc.Calls
			}
			fc.Ops.Add(blk.Ops.Scaled(fc.Counts[b]))
			out.BlocksExecuted += fc.Counts[b]
		}
		out.Totals.Add(fc.Ops)
		out.Funcs = append(out.Funcs, fc)
	}
	return out
}
