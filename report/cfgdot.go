package report

import (
	"bytes"
	"context"
	"fmt"
	"html/template"
	"math"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/draw"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/probs"
)

// maxAccessLines caps the memory accesses listed in one node.
const maxAccessLines = 8

// CFG is the annotated control-flow graph of a session's functions: what
// DOT writes and Draw draws.
type CFG struct {
	note  string  // the graph's label (the estimate), "" for none
	max   float64 // the count of the hottest block, 0 without counts
	funcs []*cfgFunc
}

// cfgFunc is one function of a CFG.
type cfgFunc struct {
	f      *irreader.Func
	g      *cfg.Graph
	nest   *loops.Nest
	label  string    // the cluster's label: name and calls
	counts []float64 // NaN without counts
	// affected[b] reports whether block b's count rests on an estimate
	// (nil when none does).
	affected []bool
	headers  map[int]string // loop header → "loop i: n iterations"
	// probs[b][k] is the probability of block b's k-th edge, nil when the
	// probabilities could not be computed.
	probs [][]float64
	// estimated[b] reports whether block b's edge probabilities are static
	// estimates.
	estimated []bool
}

// CFGDot returns the DOT text of the annotated CFGs of the functions whose
// loop nests are nests, one cluster per function. The output is
// deterministic.
func CFGDot(nests []*loops.Nest, res *balance.Result, vals *probs.Values, est *estimate.Estimate) string {
	return NewCFG(nests, res, vals, est).DOT()
}

// NewCFG annotates the CFGs of the functions whose loop nests are nests (in
// the order of their clusters when res is nil) with the counts of res (nil:
// none), the edge probabilities of vals and the estimate est (nil: none).
func NewCFG(nests []*loops.Nest, res *balance.Result, vals *probs.Values, est *estimate.Estimate) *CFG {
	nestOf := map[*irreader.Func]*loops.Nest{}
	for _, n := range nests {
		nestOf[n.Graph.Func] = n
	}
	c := &CFG{}
	if e := NewEstimated(est); e.Any() {
		what := "probabilities"
		if e.Branches == 1 {
			what = "probability"
		}
		c.note = fmt.Sprintf("estimated: %d branch %s from static heuristics (edges in red, \"~\"); counts marked ~ rest on them: %s of executed blocks, %s of memory accesses", e.Branches, what, pct(e.BlockShare), pct(e.AccessShare))
	}
	if res == nil {
		// The balance equations have no solution (a loop that never exits):
		// the graph without counts.
		res = &balance.Result{}
		for _, n := range nests {
			f := n.Graph.Func
			res.Funcs = append(res.Funcs, &balance.FuncCounts{Func: f, Graph: n.Graph, Calls: math.NaN(), Counts: nanCounts(len(f.Blocks))})
		}
	}
	for _, fc := range res.Funcs {
		for _, n := range fc.Counts {
			if !math.IsNaN(n) {
				c.max = math.Max(c.max, n)
			}
		}
	}
	for _, fc := range res.Funcs {
		f := fc.Func
		nest := nestOf[f]
		cf := &cfgFunc{f: f, g: nest.Graph, nest: nest, counts: fc.Counts, headers: map[int]string{}}
		calls := fmtNum(fc.Calls) + " calls"
		if fc.Calls == 1 {
			calls = "1 call"
		}
		if math.IsNaN(fc.Calls) {
			calls = "no counts"
		}
		cf.label = fmt.Sprintf("%s (%s)", f.Name, calls)
		if est != nil {
			cf.affected = est.Affected[f.Name]
		}
		for _, l := range cf.nest.Loops {
			name := f.Blocks[l.Header].Name
			if l.IV != nil {
				name = l.IV.Name
			}
			if l.Trip == nil {
				cf.headers[l.Header] = fmt.Sprintf("loop %s: trip not derived", name)
			} else {
				cf.headers[l.Header] = fmt.Sprintf("loop %s: %s iterations", name, l.Trip.Lua())
			}
		}
		if P, err := balance.EdgeProbs(cf.g, vals); err == nil {
			cf.probs = P
		}
		cf.estimated = make([]bool, len(f.Blocks))
		for b := range cf.estimated {
			cf.estimated[b] = estimatedEdge(cf.g, b, est)
		}
		c.funcs = append(c.funcs, cf)
	}
	return c
}

// Blocks returns the number of basic blocks of the graph.
func (c *CFG) Blocks() int {
	n := 0
	for _, cf := range c.funcs {
		n += len(cf.f.Blocks)
	}
	return n
}

// header writes the opening of a DOT graph with the given label lines.
func header(b *strings.Builder, label []string) {
	b.WriteString("digraph reusescope {\n")
	b.WriteString("  graph [fontname=\"Helvetica\", rankdir=TB, labeljust=l];\n")
	if len(label) > 0 {
		fmt.Fprintf(b, "  label=%s;\n", quote(strings.Join(label, "\\n")))
	}
	b.WriteString("  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f7f7f7\", fontname=\"Helvetica\", fontsize=10];\n")
	b.WriteString("  edge [fontname=\"Helvetica\", fontsize=9];\n")
}

// DOT returns the DOT text of the whole graph, one cluster per function
// and one node per block. The output is deterministic.
func (c *CFG) DOT() string {
	var b strings.Builder
	var label []string
	if c.note != "" {
		label = append(label, c.note)
	}
	header(&b, label)
	for fi, cf := range c.funcs {
		fmt.Fprintf(&b, "  subgraph cluster_%d {\n    label=%s;\n", fi, quote(cf.label))
		for bi := range cf.f.Blocks {
			fmt.Fprintf(&b, "    n%d_%d [%s];\n", fi, bi, c.blockAttrs(cf, bi))
		}
		for bi, succ := range cf.g.Succs {
			for k, t := range succ {
				label := ""
				if cf.probs != nil && len(succ) > 1 {
					label = fmtProb(cf.probs[bi][k])
				}
				writeEdge(&b, fmt.Sprintf("n%d_%d", fi, bi), fmt.Sprintf("n%d_%d", fi, t), label, cf.backEdge(bi, t), cf.estimated[bi])
			}
		}
		b.WriteString("  }\n")
	}
	b.WriteString("}\n")
	return b.String()
}

// writeEdge writes one edge: its probability label ("" for none), dashed
// when it is a back edge, in red with "~" when its probability is an
// estimate.
func writeEdge(b *strings.Builder, from, to, label string, back, estimated bool) {
	style := ""
	if back {
		style = ", style=dashed"
	}
	if label != "" && estimated {
		label = "~" + label
		style += ", color=red, fontcolor=red"
	}
	if label != "" {
		fmt.Fprintf(b, "    %s -> %s [label=%s%s];\n", from, to, quote(label), style)
	} else {
		fmt.Fprintf(b, "    %s -> %s [%s];\n", from, to, strings.TrimPrefix(style, ", "))
	}
}

// backEdge reports whether the edge from block b to block t is a loop's
// back edge.
func (cf *cfgFunc) backEdge(b, t int) bool {
	l := cf.nest.Innermost[t]
	return l != nil && l.Header == t && l.Contains(b)
}

// blockAttrs returns the DOT attributes of block bi's node.
func (c *CFG) blockAttrs(cf *cfgFunc, bi int) string {
	blk := cf.f.Blocks[bi]
	lines := []string{blk.Name + lineRange(blk.Lines())}
	if s := cf.countLine("count ", bi); s != "" {
		lines = append(lines, s)
	}
	h, isHeader := cf.headers[bi]
	if isHeader {
		lines = append(lines, h)
	}
	lines = append(lines, accessLines([]int{bi}, cf)...)
	attrs := fmt.Sprintf("label=%s", quote(strings.Join(lines, "\\l")+"\\l"))
	if isHeader {
		attrs += ", shape=box, peripheries=2"
	}
	return attrs + ", fillcolor=" + quote(heat(cf.counts[bi], c.max))
}

// lineRange is "  line 4" or "  lines 4-9", "" without lines.
func lineRange(lo, hi int) string {
	switch {
	case lo == 0:
		return ""
	case lo == hi:
		return fmt.Sprintf("  line %d", lo)
	}
	return fmt.Sprintf("  lines %d-%d", lo, hi)
}

// countLine is prefix and block b's count, with "~" and "(estimated)" when
// it rests on an estimate; "" without a count.
func (cf *cfgFunc) countLine(prefix string, b int) string {
	n := cf.counts[b]
	switch {
	case math.IsNaN(n):
		return ""
	case cf.affected != nil && cf.affected[b]:
		return prefix + "~" + fmtNum(n) + " (estimated)"
	}
	return prefix + fmtNum(n)
}

// accessLines lists the memory accesses of blocks in order, "R x" for a
// read and "W x" for a write, under a line of the loads and stores they
// make, at most maxAccessLines of them; nil when they make none.
func accessLines(blocks []int, cf *cfgFunc) []string {
	var acc []string
	var loads, stores int64
	for _, bi := range blocks {
		blk := cf.f.Blocks[bi]
		loads += blk.Ops.Loads
		stores += blk.Ops.Stores
		for _, in := range blk.Insts {
			if in.Mem == nil {
				continue
			}
			rw := "R"
			if in.Mem.Store {
				rw = "W"
			}
			acc = append(acc, rw+" "+in.Mem.String())
		}
	}
	if len(acc) == 0 {
		return nil
	}
	if len(acc) > maxAccessLines {
		acc = append(acc[:maxAccessLines], fmt.Sprintf("… %d more", len(acc)-maxAccessLines))
	}
	return append([]string{fmt.Sprintf("%d loads, %d stores", loads, stores)}, acc...)
}

// estimatedEdge reports whether the probabilities of block b's edges are
// static estimates.
func estimatedEdge(g *cfg.Graph, b int, est *estimate.Estimate) bool {
	if est == nil {
		return false
	}
	for _, site := range g.SiteOf[b] {
		if est.Keys[site.Key] {
			return true
		}
	}
	return false
}

func nanCounts(n int) []float64 {
	c := make([]float64, n)
	for i := range c {
		c[i] = math.NaN()
	}
	return c
}

// heat colours a node by log count: white for cold, orange for the hottest.
func heat(c, max float64) string {
	if !(c > 0) || max <= 1 {
		return "#ffffff"
	}
	x := math.Log1p(c) / math.Log1p(max)
	r, g, bl := 255, int(255-x*120), int(255-x*200)
	return fmt.Sprintf("#%02x%02x%02x", r, g, bl)
}

func quote(s string) string {
	s = strings.ReplaceAll(s, `"`, `\"`)
	return `"` + s + `"`
}

func fmtNum(v float64) string {
	r := math.Round(v)
	if math.Abs(v-r) <= 1e-7*math.Max(1, math.Abs(v)) {
		return strconv.FormatFloat(r, 'f', -1, 64)
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

func fmtProb(p float64) string {
	if p == 0 || p == 1 {
		return strconv.FormatFloat(p, 'f', -1, 64)
	}
	// Show 1/k for the loop-exit probabilities that are exactly that.
	if k := math.Round(1 / p); k > 1 && math.Abs(1/k-p) < 1e-12 {
		return "1/" + strconv.FormatFloat(k, 'f', -1, 64)
	}
	return strconv.FormatFloat(p, 'g', 4, 64)
}

// Draw lays out the graph and renders it as "svg" or "png", in a child
// process (internal/draw). A graph of more blocks than DrawBudget is drawn
// condensed (condense.go); its label says so and how.
func (c *CFG) Draw(format string) ([]byte, error) {
	return RenderDot(c.DrawDOT(), format)
}

// DrawDOT returns the DOT text Draw lays out: the graph's DOT, or the
// condensed graph's when it has more blocks than DrawBudget.
func (c *CFG) DrawDOT() string {
	if cd := c.condense(DrawBudget); cd != nil {
		return c.condensedDOT(cd)
	}
	return c.DOT()
}

// maxPNGPixels bounds the pixels of a PNG drawing: Graphviz's PNG renderer
// holds the whole RGBA image (4 bytes a pixel) and more besides, about 9
// bytes a pixel in all (measured: 98 million pixels took 900 MB). A larger
// drawing is scaled down to this many pixels: about 150 MB.
const maxPNGPixels = 16 << 20

// pngDPI is the resolution of Graphviz's PNG drawings: a point (1/72 inch)
// of the layout is pngDPI/72 pixels.
const pngDPI = 96

// RenderDot lays out DOT text and renders it as "svg" or "png", in a
// child process (internal/draw). A PNG of more than maxPNGPixels pixels is
// scaled down to that many: the layout is made once as SVG to learn its
// size, then drawn with a DOT size attribute.
func RenderDot(dot, format string) ([]byte, error) {
	ctx := context.Background()
	if format != "png" {
		return draw.Render(ctx, dot, format)
	}
	svg, err := draw.Render(ctx, dot, "svg")
	if err != nil {
		return nil, err
	}
	w, h, ok := svgPoints(svg)
	if !ok {
		return nil, fmt.Errorf("draw: the SVG layout has no size")
	}
	return draw.Render(ctx, fitPNG(dot, w, h), "png")
}

// fitPNG returns dot with a size attribute that scales a w × h point
// layout down to maxPNGPixels pixels, dot itself when it is that small.
func fitPNG(dot string, w, h float64) string {
	px := w * h * (pngDPI / 72.0) * (pngDPI / 72.0)
	if px <= maxPNGPixels {
		return dot
	}
	scale := math.Sqrt(maxPNGPixels / px)
	// Graphviz takes the size in inches (72 points) and scales the drawing
	// down to fit it; rounding down keeps it within the bound.
	in := func(pt float64) string { return strconv.FormatFloat(math.Floor(pt*scale/72*100)/100, 'f', 2, 64) }
	i := strings.IndexByte(dot, '{')
	if i < 0 {
		return dot
	}
	return dot[:i+1] + "\n  size=\"" + in(w) + "," + in(h) + "\";" + dot[i+1:]
}

// svgPoints returns the width and height, in points, of the SVG document
// Graphviz wrote: the attributes width="…pt" height="…pt" of its <svg>
// element.
func svgPoints(svg []byte) (w, h float64, ok bool) {
	i := bytes.Index(svg, []byte("<svg"))
	if i < 0 {
		return 0, 0, false
	}
	tag := svg[i:]
	if j := bytes.IndexByte(tag, '>'); j >= 0 {
		tag = tag[:j]
	}
	attr := func(name string) (float64, bool) {
		k := bytes.Index(tag, []byte(" "+name+"=\""))
		if k < 0 {
			return 0, false
		}
		v := tag[k+len(name)+3:]
		if e := bytes.IndexByte(v, '"'); e >= 0 {
			v = v[:e]
		}
		f, err := strconv.ParseFloat(strings.TrimSuffix(string(v), "pt"), 64)
		return f, err == nil && f > 0
	}
	w, okw := attr("width")
	h, okh := attr("height")
	return w, h, okw && okh
}

// NoDrawingSVG returns an SVG document that stands where a drawing could
// not be made and says why.
func NoDrawingSVG(why string) []byte {
	var b bytes.Buffer
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="40" viewBox="0 0 640 40">`)
	b.WriteString(`<text x="8" y="24" font-family="Helvetica, sans-serif" font-size="12">`)
	template.HTMLEscape(&b, []byte("no CFG drawing: "+why))
	b.WriteString("</text></svg>\n")
	return b.Bytes()
}
