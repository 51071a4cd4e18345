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
	"fmt"
	"math"
	"sort"
	"strings"

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

// item is a node of the graph being condensed that folding may take: a
// unit, or a collapsed loop.
type item struct {
	fn     int
	u      *unit       // a unit, or
	loop   *loops.Loop // a collapsed loop
	region *loops.Loop // its loop cluster, nil for the function's top level
	count  float64     // its (first block's, header's) count
	// freq is how often it is entered: its count, or a collapsed loop's
	// entries (its header's count less the back edges'); hot is the
	// highest freq in its subtree of the dominator tree, what folding the
	// subtree hides.
	freq, hot float64
	first     int  // its first block
	entry     bool // it holds the function's entry

	// The items' dominator tree, kept within regions: an item's parent is
	// the nearest item dominating it whose region holds its region.
	parent   int // -1 for a root (the entry, unreachable items)
	pos, end int // the item's subtree is order[pos:end] (preorder)

	folded bool
	// into is the region of the fold node of a folded item: that of the
	// item whose subtree was folded.
	into *loops.Loop
}

// itemSet is the items of a graph being condensed, with their dominator
// tree.
type itemSet struct {
	items []*item
	order []int // item indices in preorder of the dominator tree
	// whole[f] reports whether function f is folded whole.
	whole []bool
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

// items returns the nodes the units make once cd's loops are collapsed,
// with their dominator tree.
func (c *CFG) items(cd *condensed, units []*unit) *itemSet {
	set := &itemSet{}
	itemOf := make([][]int, len(c.funcs))
	for fn, cf := range c.funcs {
		itemOf[fn] = make([]int, len(cf.f.Blocks))
	}
	seen := map[*loops.Loop]bool{}
	for _, u := range units {
		cf := c.funcs[u.fn]
		it := &item{fn: u.fn, u: u, region: u.inner, first: u.blocks[0]}
		blocks := u.blocks
		if l := outermostCollapsed(u.inner, cd.collapsed[u.fn]); l != nil {
			if seen[l] {
				continue
			}
			seen[l] = true
			it = &item{fn: u.fn, loop: l, region: l.Parent, first: l.Header}
			blocks = l.Blocks
		}
		it.count = cf.counts[it.first]
		it.freq = it.count
		if it.loop != nil {
			it.freq = cf.entries(it.loop)
		}
		for _, b := range blocks {
			itemOf[u.fn][b] = len(set.items)
			if b == cf.g.Entry() {
				it.entry = true
			}
		}
		set.items = append(set.items, it)
	}
	// The dominator tree of the items, each function's in turn.
	children := make([][]int, len(set.items))
	var roots []int
	for i, it := range set.items {
		g := c.funcs[it.fn].g
		it.parent = -1
		for d := g.IDom(it.first); d >= 0; {
			p := itemOf[it.fn][d]
			if holds(set.items[p].region, it.region) {
				it.parent = p
				break
			}
			d = g.IDom(set.items[p].first)
		}
		if it.parent < 0 {
			roots = append(roots, i)
		} else {
			children[it.parent] = append(children[it.parent], i)
		}
	}
	set.order = make([]int, 0, len(set.items))
	var visit func(i int)
	visit = func(i int) {
		it := set.items[i]
		it.pos = len(set.order)
		set.order = append(set.order, i)
		for _, k := range children[i] {
			visit(k)
		}
		it.end = len(set.order)
	}
	for _, r := range roots {
		visit(r)
	}
	for p := len(set.order) - 1; p >= 0; p-- {
		it := set.items[set.order[p]]
		it.hot = it.freq
		for _, k := range children[set.order[p]] {
			it.hot = math.Max(it.hot, set.items[k].hot)
		}
	}
	return set
}

// heatLevel is the decade of an item's hot count, the order in which
// folding takes items: cold ones (see cold) first, then one decade after
// another. Without counts all items are one level.
func (c *CFG) heatLevel(it *item) int {
	switch {
	case math.IsNaN(it.hot):
		return 0
	case c.cold(it.hot):
		return math.MinInt
	}
	return int(math.Floor(math.Log10(it.hot)))
}

type regionKey struct {
	fn int
	l  *loops.Loop
}

// foldTo folds items so that the graph has at most budget nodes: an item
// is folded with its subtree of the dominator tree (what runs only through
// it, in its loop cluster) into one node per loop cluster or function; a
// callee's entry, with the whole callee, into the one node of folded
// functions. It takes the coldest heat level first; within a level, the
// largest subtrees that do not fold more than needed, so that what is
// folded is whole (a switch case with its loops, the tail of a long
// function, a callee), then, if that is not enough, the smallest subtree
// that is. The root function's entry stays. It reports whether the graph
// fits; if not, it folds nothing.
func (c *CFG) foldTo(set *itemSet, budget int) bool {
	nodes := len(set.items)
	for _, it := range set.items {
		it.folded, it.into = false, nil
	}
	set.whole = make([]bool, len(c.funcs))
	// size is a Fenwick tree over preorder positions of the items not yet
	// folded: the items a fold of a subtree would take.
	size := newFenwick(len(set.order))
	for p := range set.order {
		size.add(p, 1)
	}
	// span[f] is function f's items in preorder, set.order[lo:hi].
	span := make([][2]int, len(c.funcs))
	for fn := range span {
		span[fn] = [2]int{len(set.order), 0}
	}
	for p, i := range set.order {
		fn := set.items[i].fn
		span[fn][0], span[fn][1] = min(span[fn][0], p), max(span[fn][1], p+1)
	}
	regions := map[regionKey]bool{}
	foldNodes := make([]int, len(c.funcs)) // fold nodes per function
	funcsNode := false
	// gain is the nodes a fold of it saves.
	gain := func(it *item) int {
		if it.entry {
			g := size.sum(span[it.fn][0], span[it.fn][1]) + foldNodes[it.fn]
			if !funcsNode {
				g--
			}
			return g
		}
		g := size.sum(it.pos, it.end)
		if !regions[regionKey{it.fn, it.region}] {
			g--
		}
		return g
	}
	// take folds the items of set.order[lo:hi] not yet folded; a folded
	// item met in preorder is the root of an earlier fold, its subtree all
	// folded.
	take := func(lo, hi int, into *loops.Loop) {
		for p := lo; p < hi; {
			it := set.items[set.order[p]]
			if it.folded {
				p = it.end
				continue
			}
			it.folded, it.into = true, into
			size.add(p, -1)
			nodes--
			p++
		}
	}
	fold := func(root *item) {
		if root.entry {
			take(span[root.fn][0], span[root.fn][1], nil)
			set.whole[root.fn] = true
			nodes -= foldNodes[root.fn]
			foldNodes[root.fn] = 0
			if !funcsNode {
				funcsNode = true
				nodes++
			}
			return
		}
		take(root.pos, root.end, root.region)
		if key := (regionKey{root.fn, root.region}); !regions[key] {
			regions[key] = true
			foldNodes[root.fn]++
			nodes++
		}
	}
	levels := map[int][]*item{}
	var keys []int
	for _, it := range set.items {
		if it.entry && it.fn == 0 {
			continue
		}
		l := c.heatLevel(it)
		if levels[l] == nil {
			keys = append(keys, l)
		}
		levels[l] = append(levels[l], it)
	}
	sort.Ints(keys)
	extent := func(it *item) int {
		if it.entry {
			return span[it.fn][1] - span[it.fn][0]
		}
		return it.end - it.pos
	}
	for _, l := range keys {
		if nodes <= budget {
			break
		}
		level := levels[l]
		sort.SliceStable(level, func(i, j int) bool {
			a, b := level[i], level[j]
			if sa, sb := extent(a), extent(b); sa != sb {
				return sa > sb
			}
			if a.fn != b.fn {
				return a.fn > b.fn
			}
			return a.first > b.first
		})
		for _, it := range level {
			if nodes <= budget {
				break
			}
			if !it.folded && gain(it) <= nodes-budget {
				fold(it)
			}
		}
		if nodes <= budget {
			break
		}
		var best *item
		for _, it := range level {
			if !it.folded && gain(it) >= nodes-budget && (best == nil || gain(it) < gain(best)) {
				best = it
			}
		}
		if best != nil {
			fold(best)
		}
	}
	if nodes > budget {
		for _, it := range set.items {
			it.folded, it.into = false, nil
		}
		set.whole = make([]bool, len(c.funcs))
		return false
	}
	// A fold node that stands for one item saves nothing: draw the item.
	alone := map[regionKey]int{}
	for _, it := range set.items {
		if it.folded && !set.whole[it.fn] {
			alone[regionKey{it.fn, it.into}]++
		}
	}
	for _, it := range set.items {
		if it.folded && !set.whole[it.fn] && alone[regionKey{it.fn, it.into}] == 1 {
			it.folded, it.into = false, nil
		}
	}
	return true
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

// cold reports whether a count is cold: zero, or under coldFraction of the
// hottest block's.
func (c *CFG) cold(n float64) bool {
	return n == 0 || n < coldFraction*c.max
}

// cedge is an edge of a condensed graph: the edges between the blocks of
// two nodes.
type cedge struct {
	from, to int
	src      int     // the one block they all leave, -1 if several
	prob     float64 // the sum of their probabilities
	back     bool    // one of them is a back edge
}

// edges returns the condensed graph's edges of function fn, in the order
// of the first block edge of each.
func (c *CFG) edges(cd *condensed, fn int) []*cedge {
	cf := c.funcs[fn]
	var out []*cedge
	at := map[[2]int]*cedge{}
	for b, succ := range cf.g.Succs {
		for k, t := range succ {
			from, to := cd.nodeOf[fn][b], cd.nodeOf[fn][t]
			if from == to {
				continue
			}
			e := at[[2]int{from, to}]
			if e == nil {
				e = &cedge{from: from, to: to, src: b}
				at[[2]int{from, to}] = e
				out = append(out, e)
			}
			if e.src != b {
				e.src = -1
			}
			if cf.probs != nil {
				e.prob += cf.probs[b][k]
			}
			e.back = e.back || cf.backEdge(b, t)
		}
	}
	return out
}

// condensedDOT returns the DOT text of the condensed graph: each function a
// cluster, each loop that is not collapsed a cluster in it.
func (c *CFG) condensedDOT(cd *condensed) string {
	var b strings.Builder
	var label []string
	if c.note != "" {
		label = append(label, c.note)
	}
	label = append(label, cd.summary())
	header(&b, label)
	// byRegion lists the nodes drawn in each region; a region without
	// nodes in it or in its loops is no cluster.
	byRegion := map[regionKey][]int{}
	live := map[regionKey]bool{}
	for i, n := range cd.nodes {
		if n.kind != funcsNode {
			key := regionKey{n.fn, n.region}
			byRegion[key] = append(byRegion[key], i)
			for l := n.region; l != nil && !live[regionKey{n.fn, l}]; l = l.Parent {
				live[regionKey{n.fn, l}] = true
			}
		}
	}
	for fi, cf := range c.funcs {
		if !hasNodes(cd, fi) {
			continue // folded with other functions
		}
		fmt.Fprintf(&b, "  subgraph cluster_%d {\n    label=%s;\n", fi, quote(cf.label))
		c.writeRegion(&b, cd, fi, nil, byRegion, live, "    ")
		for _, e := range c.edges(cd, fi) {
			label := ""
			if e.src >= 0 && cf.probs != nil && len(cf.g.Succs[e.src]) > 1 {
				label = fmtProb(e.prob)
			}
			writeEdge(&b, nodeName(cd, e.from), nodeName(cd, e.to), label, e.back, e.src >= 0 && cf.estimated[e.src])
		}
		b.WriteString("  }\n")
	}
	for i, n := range cd.nodes {
		if n.kind == funcsNode {
			fmt.Fprintf(&b, "  %s [%s];\n", nodeName(cd, i), c.nodeAttrs(cd, n))
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// hasNodes reports whether function fn has nodes of its own.
func hasNodes(cd *condensed, fn int) bool {
	for _, n := range cd.nodes {
		if n.kind != funcsNode && n.fn == fn {
			return true
		}
	}
	return false
}

// writeRegion writes the nodes of loop l's cluster (the function's top
// level for nil), then the clusters of its loops that hold nodes.
func (c *CFG) writeRegion(b *strings.Builder, cd *condensed, fn int, l *loops.Loop, byRegion map[regionKey][]int, live map[regionKey]bool, indent string) {
	for _, i := range byRegion[regionKey{fn, l}] {
		fmt.Fprintf(b, "%s%s [%s];\n", indent, nodeName(cd, i), c.nodeAttrs(cd, cd.nodes[i]))
	}
	cf := c.funcs[fn]
	children := cf.nest.Top
	if l != nil {
		children = l.Children
	}
	for _, child := range children {
		if !live[regionKey{fn, child}] {
			continue
		}
		fmt.Fprintf(b, "%ssubgraph cluster_%d_%d {\n%s  label=%s; style=\"rounded,dashed\"; color=\"#999999\"; fontsize=9;\n", indent, fn, child.ID, indent, quote(cf.headers[child.Header]))
		c.writeRegion(b, cd, fn, child, byRegion, live, indent+"  ")
		fmt.Fprintf(b, "%s}\n", indent)
	}
}

// nodeName names node i: n<function>_<block> for a block or chain (as the
// full graph names the block), l<function>_<loop> for a collapsed loop,
// k<function>_<first block> for folded blocks, and "functions" for the
// folded functions.
func nodeName(cd *condensed, i int) string {
	n := cd.nodes[i]
	switch n.kind {
	case loopNode:
		return fmt.Sprintf("l%d_%d", n.fn, n.loop.ID)
	case foldNode:
		return fmt.Sprintf("k%d_%d", n.fn, n.blocks[0])
	case funcsNode:
		return "functions"
	}
	return fmt.Sprintf("n%d_%d", n.fn, n.blocks[0])
}

// nodeAttrs returns the DOT attributes of a condensed node.
func (c *CFG) nodeAttrs(cd *condensed, n *cnode) string {
	if n.kind == funcsNode {
		blocks := len(n.blocks)
		var names []string
		for _, fn := range n.funcs {
			names = append(names, c.funcs[fn].f.Name)
		}
		const shown = 6 // the functions named in the node
		if len(names) > shown {
			names = append(names[:shown], fmt.Sprintf("… %d more", len(names)-shown))
		}
		lines := []string{fmt.Sprintf("%d functions folded (%d blocks)", len(n.funcs), blocks), strings.Join(names, ", ")}
		return fmt.Sprintf("label=%s, style=\"rounded,filled,dashed\", fillcolor=\"#ffffff\"", quote(strings.Join(lines, "\\l")+"\\l"))
	}
	cf := c.funcs[n.fn]
	if n.kind == chainNode && len(n.blocks) == 1 {
		return c.blockAttrs(cf, n.blocks[0])
	}
	first, last := cf.f.Blocks[n.blocks[0]], cf.f.Blocks[n.blocks[len(n.blocks)-1]]
	span := fmt.Sprintf("%s … %s (%d blocks)", first.Name, last.Name, len(n.blocks))
	span += lineRange(cf.lines(n.blocks))
	var lines []string
	attrs := ""
	heatOf := math.NaN()
	switch n.kind {
	case chainNode:
		lines = append(lines, span)
		if s := cf.countLine("count ", n.blocks[0]); s != "" {
			if !strings.Contains(s, "~") && cf.anyAffected(n.blocks) {
				s = "count ~" + strings.TrimPrefix(s, "count ") + " (estimated)"
			}
			lines = append(lines, s)
		}
		if h, ok := cf.headers[n.blocks[0]]; ok {
			lines = append(lines, h)
			attrs = ", shape=box, peripheries=2"
		}
		lines = append(lines, accessLines(n.blocks, cf)...)
		heatOf = cf.counts[n.blocks[0]]
	case loopNode:
		lines = append(lines, cf.headers[n.loop.Header]+" (collapsed)", span)
		if s := cf.countLine("header count ", n.loop.Header); s != "" {
			lines = append(lines, s)
		}
		lines = append(lines, cf.executed(n.blocks)...)
		attrs = ", shape=box, peripheries=2, style=\"rounded,filled,bold\""
		heatOf = cf.counts[n.loop.Header]
	case foldNode:
		what := fmt.Sprintf("%d blocks folded", len(n.blocks))
		if n.cold {
			what = fmt.Sprintf("%d cold blocks folded", len(n.blocks))
		}
		if len(n.blocks) == 1 {
			what = strings.Replace(what, "blocks", "block", 1)
		}
		names := first.Name
		if len(n.blocks) > 1 {
			names += " … " + last.Name
		}
		lines = append(lines, what, names+lineRange(cf.lines(n.blocks)))
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, b := range n.blocks {
			lo, hi = math.Min(lo, cf.counts[b]), math.Max(hi, cf.counts[b])
		}
		switch {
		case math.IsNaN(cf.counts[n.blocks[0]]):
		case lo == hi:
			lines = append(lines, "count "+fmtNum(lo)+" each")
		default:
			lines = append(lines, fmt.Sprintf("counts %s to %s", fmtNum(lo), fmtNum(hi)))
		}
		if cf.anyAffected(n.blocks) {
			lines[len(lines)-1] += " (estimated)"
		}
		lines = append(lines, cf.executed(n.blocks)...)
		attrs = ", style=\"rounded,filled,dashed\""
		heatOf = hi
	}
	return fmt.Sprintf("label=%s%s, fillcolor=%s", quote(strings.Join(lines, "\\l")+"\\l"), attrs, quote(heat(heatOf, c.max)))
}

// entries returns how often loop l is entered: its header's count less
// the flow of its back edges; the header's count when the edge
// probabilities are unknown.
func (cf *cfgFunc) entries(l *loops.Loop) float64 {
	n := cf.counts[l.Header]
	if cf.probs == nil {
		return n
	}
	for _, p := range cf.g.Preds[l.Header] {
		if !l.Contains(p) {
			continue
		}
		for k, t := range cf.g.Succs[p] {
			if t == l.Header {
				n -= cf.counts[p] * cf.probs[p][k]
			}
		}
	}
	return math.Max(n, 0)
}

// lines returns the lowest and highest source lines of blocks, 0 if none.
func (cf *cfgFunc) lines(blocks []int) (lo, hi int) {
	for _, b := range blocks {
		l, h := cf.f.Blocks[b].Lines()
		if l == 0 {
			continue
		}
		if lo == 0 || l < lo {
			lo = l
		}
		hi = max(hi, h)
	}
	return lo, hi
}

// anyAffected reports whether the count of one of blocks rests on an
// estimate.
func (cf *cfgFunc) anyAffected(blocks []int) bool {
	if cf.affected == nil {
		return false
	}
	for _, b := range blocks {
		if cf.affected[b] {
			return true
		}
	}
	return false
}

// executed returns the line of the loads and stores the blocks execute in
// all (their counts times their loads and stores), or, without counts,
// those of their instructions; nil when they have none.
func (cf *cfgFunc) executed(blocks []int) []string {
	var loads, stores, nl, ns float64
	for _, b := range blocks {
		o := cf.f.Blocks[b].Ops
		loads += cf.counts[b] * float64(o.Loads)
		stores += cf.counts[b] * float64(o.Stores)
		nl += float64(o.Loads)
		ns += float64(o.Stores)
	}
	switch {
	case nl+ns == 0:
		return nil
	case math.IsNaN(loads):
		return []string{fmt.Sprintf("%s loads, %s stores in its instructions", fmtNum(nl), fmtNum(ns))}
	}
	return []string{fmt.Sprintf("%s loads, %s stores executed", fmtNum(loads), fmtNum(stores))}
}

// summary is the condensed graph's label line: what was condensed and
// where the full graph is.
func (cd *condensed) summary() string {
	var how []string
	if cd.chains {
		how = append(how, "straight-line chains merged")
	}
	if cd.loopsCollapsed > 0 {
		how = append(how, plural(cd.loopsCollapsed, "loop")+" collapsed")
	}
	if cd.blocksFolded > 0 {
		how = append(how, plural(cd.blocksFolded, "least executed block")+" folded")
	}
	if cd.funcsFolded > 0 {
		how = append(how, plural(cd.funcsFolded, "function")+" folded")
	}
	return fmt.Sprintf("condensed to the drawing budget of %d nodes: %s drawn as %s (%s); the full graph: reusescope cfg -o cfg.dot", cd.budget, plural(cd.blocks, "block"), plural(len(cd.nodes), "node"), strings.Join(how, ", "))
}

// plural is n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
