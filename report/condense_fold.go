// Folding the least executed parts of a condensed graph (steps 3 to 5 in
// condense.go): the items folding may take, their heat and dominator tree,
// and the choice of what to fold.

package report

import (
	"math"
	"sort"

	"github.com/reusescope/reusescope/loops"
)

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

// cold reports whether a count is cold: zero, or under coldFraction of the
// hottest block's.
func (c *CFG) cold(n float64) bool {
	return n == 0 || n < coldFraction*c.max
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
