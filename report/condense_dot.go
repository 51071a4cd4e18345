// Writing a condensed graph: its edges, its DOT text with the loop
// clusters, the nodes' labels, and the graph's label saying how it is
// condensed.

package report

import (
	"fmt"
	"math"
	"strings"

	"github.com/reusescope/reusescope/loops"
)

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
