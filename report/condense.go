package report

// Condensing a CFG too large to draw. Graphviz's dot layout (Gansner,
// Koutsofios, North and Vo, "A technique for drawing directed graphs",
// IEEE TSE 19(3), 1993) grows faster than linearly in the nodes and edges,
// and a PNG's memory is its width times its height: a function of tens of
// thousands of blocks takes minutes and gigabytes to draw, and its picture
// cannot be read. Past DrawBudget nodes the drawing shows the graph
// condensed, progressively, until it fits:
//
//  1. straight-line chains merged: a block whose only successor has it as
//     its only predecessor, in the same innermost loop, shares its node
//     ("bb3 … bb9 (7 blocks)"), with the chain's loads, stores and accesses;
//  2. nested loops collapsed, deepest first and within a depth the loops of
//     the most nodes first: one node per loop ("loop j: 8 iterations", its
//     blocks, header count, executed loads and stores). Top-level loops stay
//     clusters;
//  3. the least executed parts folded: a node goes with what it dominates
//     in its loop cluster (what runs only through it: a switch case with
//     its loops, the tail of a long function) into one "N blocks folded"
//     node per loop cluster or function ("N cold blocks folded" when every
//     block is cold: count 0 or under coldFraction of the hottest). Parts
//     are taken by heat, the decade of the highest entry count they would
//     hide (a collapsed loop counts its entries, not its iterations), cold
//     ones first, and within a decade the largest part that does not fold
//     more than needed (without counts, all are one decade). The entry of
//     a function stays;
//  4. if that cannot fit, top-level loops collapsed as well, and folded
//     again;
//  5. if even that cannot fit (a session of more functions than the
//     budget), whole callees folded into one node, the least executed
//     first.
//
// In a condensed drawing every loop that is not collapsed is a cluster
// labelled as its header is; every block stands in exactly one node; an
// edge between two nodes stands for the edges between their blocks, with
// the probability label when they all leave one block (their sum), "~" and
// red when that block's probabilities are estimates, and dashed when one of
// them is a loop's back edge. The graph's label says that and how the
// drawing is condensed; the full graph is the DOT output.

import (
	"sort"

	"github.com/reusescope/reusescope/loops"
)

// DrawBudget is the largest number of nodes Draw lays out: a graph of more
// blocks is condensed to at most this many nodes. Graphviz's SVG of a
// condensed 20 000-block function takes 0.1 to 0.4 s at 100 to 400 nodes,
// but its PNG renderer is about ten times slower, some 10 ms a node on a
// loaded 2-core machine (load 8: 1.1 to 2 s at 100 nodes, 2.3 to 3.9 s at
// 200, 3.1 to 4.3 s at 300, 4 to 9 s at 600), in 220 to 340 MB: at 200
// nodes, `cfg -o cfg.png` of a 20 000-block function stays within 10 s,
// its analysis included (BENCHMARKS.md).
const DrawBudget = 200

// coldFraction is the share of the hottest block's count under which a
// block is cold.
const coldFraction = 1e-3

// nodeKind says what a node of a condensed graph stands for.
type nodeKind int

const (
	chainNode nodeKind = iota // one block, or a straight-line chain of blocks
	loopNode                  // a collapsed loop: all its blocks
	foldNode                  // the folded blocks of one loop cluster or function
	funcsNode                 // whole functions folded
)

// cnode is a node of a condensed graph.
type cnode struct {
	kind nodeKind
	fn   int // the function (chainNode, loopNode, foldNode)
	// blocks are the blocks the node stands for: a chain's in order, the
	// others' ascending.
	blocks []int
	loop   *loops.Loop // loopNode: the loop
	region *loops.Loop // the loop cluster it is drawn in, nil for the function's top level
	funcs  []int       // funcsNode: the functions, ascending
	cold   bool        // foldNode: every block it stands for is cold
}

// condensed is a CFG condensed to a budget.
type condensed struct {
	nodes []*cnode
	// nodeOf[f][b] is the node of block b of function f.
	nodeOf [][]int
	// collapsed are the collapsed loops (maximal or not) per function.
	collapsed []map[*loops.Loop]bool
	// The summary: loops collapsed (maximal ones), blocks and functions
	// folded, and whether chains were merged.
	chains                       bool
	loopsCollapsed, blocksFolded int
	funcsFolded                  int
	budget, blocks               int
}

// unit is a chain of blocks (or one block), the first step of condensing.
type unit struct {
	fn     int
	blocks []int
	inner  *loops.Loop // the innermost loop of its blocks
}

// chains returns the straight-line chains of function fn, in the order of
// their first blocks.
func (c *CFG) chains(fn int) []unit {
	cf := c.funcs[fn]
	g, nest := cf.g, cf.nest
	n := len(g.Succs)
	next := func(b int) int {
		if len(g.Succs[b]) != 1 {
			return -1
		}
		s := g.Succs[b][0]
		if s == b || s == g.Entry() || len(g.Preds[s]) != 1 || nest.Innermost[s] != nest.Innermost[b] {
			return -1
		}
		if l := nest.Innermost[s]; l != nil && l.Header == s {
			return -1
		}
		return s
	}
	hasPrev := make([]bool, n)
	for b := 0; b < n; b++ {
		if s := next(b); s >= 0 {
			hasPrev[s] = true
		}
	}
	done := make([]bool, n)
	var units []unit
	walk := func(b int) {
		u := unit{fn: fn, inner: nest.Innermost[b]}
		for x := b; x >= 0 && !done[x]; x = next(x) {
			done[x] = true
			u.blocks = append(u.blocks, x)
		}
		units = append(units, u)
	}
	for b := 0; b < n; b++ {
		if !hasPrev[b] {
			walk(b)
		}
	}
	for b := 0; b < n; b++ { // cycles of single edges (unreachable)
		if !done[b] {
			walk(b)
		}
	}
	return units
}

// condense condenses c to at most budget nodes (when it can: a budget of
// fewer nodes than three cannot be met); nil when c has no more blocks
// than budget.
func (c *CFG) condense(budget int) *condensed {
	cd := &condensed{budget: budget, blocks: c.Blocks()}
	if cd.blocks <= budget {
		return nil
	}
	var units []*unit
	for fn := range c.funcs {
		for _, u := range c.chains(fn) {
			units = append(units, &u)
		}
	}
	cd.chains = len(units) < cd.blocks
	cd.collapsed = make([]map[*loops.Loop]bool, len(c.funcs))
	for fn := range c.funcs {
		cd.collapsed[fn] = map[*loops.Loop]bool{}
	}
	total := len(units)
	if total > budget {
		total = c.collapseNested(cd, units, budget)
	}
	set := c.items(cd, units)
	if total > budget && !c.foldTo(set, budget) {
		c.collapseAll(cd)
		set = c.items(cd, units)
		c.foldTo(set, budget)
	}
	c.build(cd, set)
	return cd
}

// collapseNested collapses loops of depth 2 and more, deepest first and
// within a depth those of the most nodes first, until the graph has at most
// budget nodes; it returns the number of nodes.
func (c *CFG) collapseNested(cd *condensed, units []*unit, budget int) int {
	total := len(units)
	// inside[f][l.ID] is the number of nodes in loop l of function f (one
	// once l is collapsed).
	inside := make([][]int, len(c.funcs))
	maxDepth := 0
	for fn, cf := range c.funcs {
		inside[fn] = make([]int, len(cf.nest.Loops))
		for _, l := range cf.nest.Loops {
			maxDepth = max(maxDepth, l.Depth)
		}
	}
	for _, u := range units {
		for l := u.inner; l != nil; l = l.Parent {
			inside[u.fn][l.ID]++
		}
	}
	type cand struct {
		fn int
		l  *loops.Loop
	}
	for d := maxDepth; d >= 2 && total > budget; d-- {
		var level []cand
		for fn, cf := range c.funcs {
			for _, l := range cf.nest.Loops {
				if l.Depth == d {
					level = append(level, cand{fn, l})
				}
			}
		}
		sort.SliceStable(level, func(i, j int) bool {
			a, b := level[i], level[j]
			if na, nb := inside[a.fn][a.l.ID], inside[b.fn][b.l.ID]; na != nb {
				return na > nb
			}
			if a.fn != b.fn {
				return a.fn < b.fn
			}
			return a.l.Header < b.l.Header
		})
		for _, k := range level {
			if total <= budget {
				break
			}
			delta := inside[k.fn][k.l.ID] - 1
			cd.collapsed[k.fn][k.l] = true
			for a := k.l; a != nil; a = a.Parent {
				inside[k.fn][a.ID] -= delta
			}
			total -= delta
		}
	}
	return total
}

// collapseAll collapses every loop.
func (c *CFG) collapseAll(cd *condensed) {
	for fn, cf := range c.funcs {
		for _, l := range cf.nest.Loops {
			cd.collapsed[fn][l] = true
		}
	}
}

// outermostCollapsed returns the outermost collapsed loop among l and its
// parents, nil if none.
func outermostCollapsed(l *loops.Loop, collapsed map[*loops.Loop]bool) *loops.Loop {
	var out *loops.Loop
	for ; l != nil; l = l.Parent {
		if collapsed[l] {
			out = l
		}
	}
	return out
}

// holds reports whether region a (nil: the top level) holds region b: b is
// a or nested in it.
func holds(a, b *loops.Loop) bool {
	if a == nil {
		return true
	}
	for ; b != nil; b = b.Parent {
		if b == a {
			return true
		}
	}
	return false
}

type regionKey struct {
	fn int
	l  *loops.Loop
}

// build makes cd's nodes from the items and the folded functions.
func (c *CFG) build(cd *condensed, set *itemSet) {
	folded := set.whole
	if folded == nil {
		folded = make([]bool, len(c.funcs))
	}
	cd.nodeOf = make([][]int, len(c.funcs))
	for fn, cf := range c.funcs {
		cd.nodeOf[fn] = make([]int, len(cf.f.Blocks))
	}
	var fns *cnode
	for fn, cf := range c.funcs {
		if folded[fn] {
			if fns == nil {
				fns = &cnode{kind: funcsNode, fn: -1}
			}
			fns.funcs = append(fns.funcs, fn)
			for b := range cf.f.Blocks {
				fns.blocks = append(fns.blocks, b)
			}
			cd.funcsFolded++
		}
	}
	folds := map[regionKey]*cnode{}
	var nodes []*cnode
	for _, it := range set.items {
		if folded[it.fn] {
			continue
		}
		var blocks []int
		if it.loop != nil {
			blocks = it.loop.Blocks
		} else {
			blocks = it.u.blocks
		}
		if it.folded {
			key := regionKey{it.fn, it.into}
			n := folds[key]
			if n == nil {
				n = &cnode{kind: foldNode, fn: it.fn, region: it.into, cold: true}
				folds[key] = n
				nodes = append(nodes, n)
			}
			n.blocks = append(n.blocks, blocks...)
			cd.blocksFolded += len(blocks)
			continue
		}
		if it.loop != nil {
			nodes = append(nodes, &cnode{kind: loopNode, fn: it.fn, blocks: blocks, loop: it.loop, region: it.region})
			cd.loopsCollapsed++
		} else {
			nodes = append(nodes, &cnode{kind: chainNode, fn: it.fn, blocks: blocks, region: it.region})
		}
	}
	for _, n := range nodes {
		if n.kind != foldNode {
			continue
		}
		sort.Ints(n.blocks)
		cf := c.funcs[n.fn]
		for _, b := range n.blocks {
			if !c.cold(cf.counts[b]) {
				n.cold = false
			}
		}
	}
	// Nodes in function order, then by first block (a fold node's
	// lowest), so that the DOT follows the IR.
	sort.SliceStable(nodes, func(i, j int) bool {
		if nodes[i].fn != nodes[j].fn {
			return nodes[i].fn < nodes[j].fn
		}
		return nodes[i].blocks[0] < nodes[j].blocks[0]
	})
	if fns != nil {
		nodes = append(nodes, fns)
	}
	cd.nodes = nodes
	for i, n := range nodes {
		if n.kind == funcsNode {
			for _, fn := range n.funcs {
				for b := range cd.nodeOf[fn] {
					cd.nodeOf[fn][b] = i
				}
			}
			continue
		}
		for _, b := range n.blocks {
			cd.nodeOf[n.fn][b] = i
		}
	}
}
