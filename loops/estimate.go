package loops

import (
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/heuristic"
)

// Estimate returns the heuristic probability of site s (of the nest's
// function) going to its target, for a site the analysis could not derive
// (heuristic.Site, told the innermost loop holding the site's block).
func (n *Nest) Estimate(s *cfg.Site) heuristic.Estimate {
	var inner heuristic.Loop
	if l := n.Innermost[s.Block]; l != nil {
		inner = nestLoop{n, l}
	}
	return heuristic.Site(n.Graph, n.coldBlocks(), s, inner)
}

// coldBlocks returns heuristic.ColdBlocks of the nest's graph, computed once.
func (n *Nest) coldBlocks() []bool {
	if n.cold == nil {
		n.cold = heuristic.ColdBlocks(n.Graph)
	}
	return n.cold
}

// nestLoop is a loop of a nest as the loop branch heuristic sees it.
type nestLoop struct {
	n *Nest
	l *Loop
}

func (x nestLoop) Contains(b int) bool { return x.l.Contains(b) }
func (x nestLoop) Describe() string    { return x.n.Describe(x.l) }
