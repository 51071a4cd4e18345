package cfg

import "fmt"

// Check verifies the graph's invariants: successor and predecessor lists agree,
// every site names an existing edge, keys are unique, and the entry has no
// dominator. Tests always run it; the CLI runs it under -check.
func (g *Graph) Check() error {
	n := len(g.Succs)
	count := func(list []int, x int) int {
		c := 0
		for _, y := range list {
			if y == x {
				c++
			}
		}
		return c
	}
	for b := 0; b < n; b++ {
		for _, s := range g.Succs[b] {
			if s < 0 || s >= n {
				return fmt.Errorf("cfg %s: block %d has successor %d out of range", g.Func.Name, b, s)
			}
			if count(g.Preds[s], b) != count(g.Succs[b], s) {
				return fmt.Errorf("cfg %s: edge %d->%d missing from predecessors", g.Func.Name, b, s)
			}
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
	for b := 1; b < n; b++ {
		if g.Reachable(b) && !g.Dominates(0, b) {
			return fmt.Errorf("cfg %s: entry does not dominate block %d", g.Func.Name, b)
		}
	}
	return nil
}
