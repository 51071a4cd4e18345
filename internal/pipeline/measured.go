package pipeline

import (
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
// probabilities. A site whose block never ran gets 0 (for a switch, the
// default gets 1) so the values stay a valid script.
func (s *Session) MeasuredProbs(res *measure.Result) ProbMap {
	out := ProbMap{}
	for i, site := range s.CFGSites {
		var p float64
		ok := false
		if fc := res.Funcs[site.Func.Name]; fc != nil {
			p, ok = fc.Prob(site.Block, site.Succ)
		}
		if !ok {
			p = 0
			if site.Kind == cfg.SwitchCase && site.Succ == 0 {
				p = 1
			}
		}
		out[s.Sites[i].Key] = p
	}
	return out
}
