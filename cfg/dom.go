package cfg

import "github.com/reusescope/reusescope/internal/dom"

// computeDominators computes the graph's dominator tree (package dom, the
// project's one dominator algorithm); idom, rpo and rpoN are its slices.
func (g *Graph) computeDominators() {
	g.dom = dom.Compute(g.Succs, g.Preds)
	g.idom, g.rpo, g.rpoN = g.dom.Idom, g.dom.RPO, g.dom.RPON
}

// IDom returns the immediate dominator of b, or -1 for the entry and unreachable blocks.
func (g *Graph) IDom(b int) int { return g.idom[b] }

// Dominates reports whether a dominates b (every block dominates itself).
func (g *Graph) Dominates(a, b int) bool { return g.dom.Dominates(a, b) }
