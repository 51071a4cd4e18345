package cfg

import (
	"cmp"
	"fmt"
	"slices"
)

// Check verifies the graph's invariants: successor and predecessor lists agree,
// every site names an existing edge, keys are unique, and the entry has no
// dominator and dominates every reachable block. Tests always run it; the CLI
// runs it under -check. It takes time linear in the edges (up to sorting them),
// so that it stays cheap on functions of tens of thousands of blocks.
func (g *Graph) Check() error {
	n := len(g.Succs)
	// The edges as successor lists give them and as predecessor lists give
	// them must be the same multiset.
	type edge struct{ from, to int }
	var out, in []edge
	for b := 0; b < n; b++ {
		for _, s := range g.Succs[b] {
			if s < 0 || s >= n {
				return fmt.Errorf("cfg %s: block %d has successor %d out of range", g.Func.Name, b, s)
			}
			out = append(out, edge{b, s})
		}
		for _, p := range g.Preds[b] {
			if p < 0 || p >= n {
				return fmt.Errorf("cfg %s: block %d has predecessor %d out of range", g.Func.Name, b, p)
			}
			in = append(in, edge{p, b})
		}
	}
	byEnds := func(x, y edge) int { return cmp.Or(cmp.Compare(x.from, y.from), cmp.Compare(x.to, y.to)) }
	slices.SortFunc(out, byEnds)
	slices.SortFunc(in, byEnds)
	for i := 0; i < len(out) || i < len(in); i++ {
		switch {
		case i == len(in) || i < len(out) && byEnds(out[i], in[i]) < 0:
			return fmt.Errorf("cfg %s: edge %d->%d missing from predecessors", g.Func.Name, out[i].from, out[i].to)
		case i == len(out) || byEnds(out[i], in[i]) > 0:
			return fmt.Errorf("cfg %s: edge %d->%d missing from successors", g.Func.Name, in[i].from, in[i].to)
		}
	}
	keys := map[string]bool{}
	for _, s := range g.Sites {
		if s.Succ >= len(g.Succs[s.Block]) {
			return fmt.Errorf("cfg %s: site %s names successor %d of block %d with %d successors", g.Func.Name, s.Key, s.Succ, s.Block, len(g.Succs[s.Block]))
		}
		if keys[s.Key] {
			return fmt.Errorf("cfg %s: duplicate site key %s", g.Func.Name, s.Key)
		}
		keys[s.Key] = true
	}
	if n > 0 && g.idom[0] != -1 {
		return fmt.Errorf("cfg %s: entry has a dominator", g.Func.Name)
	}
	// The entry dominates b if b's immediate dominator is reachable and comes
	// before b in reverse postorder (as every dominator of b does, being on
	// the search's path to b), for then the chain of immediate dominators
	// from b falls in reverse postorder until it ends at the entry, the first.
	for b := 1; b < n; b++ {
		if !g.Reachable(b) {
			continue
		}
		if d := g.idom[b]; d < 0 || d >= n || !g.Reachable(d) || g.rpoN[d] >= g.rpoN[b] {
			return fmt.Errorf("cfg %s: entry does not dominate block %d (immediate dominator %d)", g.Func.Name, b, d)
		}
	}
	return nil
}
