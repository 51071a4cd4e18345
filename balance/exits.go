package balance

import (
	"fmt"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/loops"
)

// positiveReach marks the blocks reachable from the entry along edges of positive probability.
func positiveReach(g *cfg.Graph, P [][]float64) []bool {
	reach := make([]bool, len(g.Succs))
	stack := []int{0}
	reach[0] = true
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for k, s := range g.Succs[b] {
			if P[b][k] > 0 && !reach[s] {
				reach[s] = true
				stack = append(stack, s)
			}
		}
	}
	return reach
}

// checkExits finds the live blocks (reachable from the entry along
// positive-probability edges) from which no exit (ret/unreachable) is
// reachable along such edges: the program would loop forever and the
// balance equations are singular. Both searches are linear in the edges.
//
// With a nest, the error names the loop that never exits: the smallest loop
// containing a closed set of such blocks (a strongly connected component
// that no positive-probability edge leaves), the first one in reverse
// postorder. That is the inner loop when the inner loop's exit probability
// is 0, and the outer loop when the outer one's is, although the inner loop
// then never reaches a return either. Without a nest, or when no loop
// contains the component (an irreducible cycle, or a block whose
// probabilities are all 0), the error names the first such block in
// reverse postorder.
func checkExits(g *cfg.Graph, P [][]float64, nest *loops.Nest, live []bool) error {
	n := len(g.Succs)
	// pred lists the positive-probability edges backwards, once per edge.
	pred := make([][]int, n)
	for b := 0; b < n; b++ {
		for k, s := range g.Succs[b] {
			if P[b][k] > 0 {
				pred[s] = append(pred[s], b)
			}
		}
	}
	canExit := make([]bool, n)
	stack := g.Exits()
	for _, e := range stack {
		canExit[e] = true
	}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, b := range pred[s] {
			if !canExit[b] {
				canExit[b] = true
				stack = append(stack, b)
			}
		}
	}
	var stuck []int // in reverse postorder
	for _, b := range g.RPO() {
		if live[b] && !canExit[b] {
			stuck = append(stuck, b)
		}
	}
	if len(stuck) == 0 {
		return nil
	}
	if nest != nil {
		if l := neverExits(g, P, nest, stuck); l != nil {
			return fmt.Errorf("%s never exits: its exit probabilities are 0, or too small for float64 (a --set size too large?), and the balance equations are singular", nest.Describe(l))
		}
	}
	blk := g.Func.Blocks[stuck[0]]
	return fmt.Errorf("block %s (line %d) of %s never reaches a return: the balance equations are singular", blk.Name, blk.Line(), g.Func.Name)
}

// neverExits returns the loop of nest that never exits (see checkExits),
// given the blocks that cannot reach an exit in reverse postorder, or nil.
func neverExits(g *cfg.Graph, P [][]float64, nest *loops.Nest, stuck []int) *loops.Loop {
	rpo := make([]int, len(g.Succs))
	for i, b := range g.RPO() {
		rpo[b] = i
	}
	keep := func(a, k int) bool { return P[a][k] > 0 } // stuck blocks only reach stuck blocks
	order, start := newSCCFinder(g.Succs).components(stuck, keep)
	// The first component (by its first block in reverse postorder) that no
	// edge leaves; a loop only if it is a cycle.
	var closed []int
	cycle := false
	first := len(g.Succs)
	for c := 0; c+1 < len(start); c++ {
		comp := order[start[c]:start[c+1]]
		mark := make(map[int]bool, len(comp))
		for _, b := range comp {
			mark[b] = true
		}
		leaves, cyclic, head := false, len(comp) > 1, first
		for _, b := range comp {
			head = min(head, rpo[b])
			for k, s := range g.Succs[b] {
				if keep(b, k) {
					leaves = leaves || !mark[s]
					cyclic = cyclic || s == b
				}
			}
		}
		if !leaves && head < first {
			closed, cycle, first = comp, cyclic, head
		}
	}
	if !cycle {
		return nil
	}
	// The smallest loop holding all of it.
	for l := nest.Innermost[closed[0]]; l != nil; l = l.Parent {
		all := true
		for _, b := range closed {
			all = all && l.Contains(b)
		}
		if all {
			return l
		}
	}
	return nil
}
