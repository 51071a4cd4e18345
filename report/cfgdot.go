package report

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/internal/draw"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/probs"
)

// maxAccessLines caps the memory accesses listed in one node.
const maxAccessLines = 8

// CFGDot returns the DOT text of the annotated CFGs of the session's functions,
// one cluster per function. The output is deterministic.
func CFGDot(s *pipeline.Session, res *balance.Result, vals *probs.Values, est *pipeline.Estimate) string {
	var b strings.Builder
	b.WriteString("digraph reusescope {\n")
	b.WriteString("  graph [fontname=\"Helvetica\", rankdir=TB, labeljust=l];\n")
	if e := NewEstimated(est); e.Any() {
		what := "probabilities"
		if e.Branches == 1 {
			what = "probability"
		}
		fmt.Fprintf(&b, "  label=%s;\n", quote(fmt.Sprintf("estimated: %d branch %s from static heuristics (edges in red, \"~\"); counts marked ~ rest on them: %s of executed blocks, %s of memory accesses", e.Branches, what, pct(e.BlockShare), pct(e.AccessShare))))
	}
	b.WriteString("  node [shape=box, style=\"rounded,filled\", fillcolor=\"#f7f7f7\", fontname=\"Helvetica\", fontsize=10];\n")
	b.WriteString("  edge [fontname=\"Helvetica\", fontsize=9];\n")
	if res == nil {
		// The balance equations have no solution (a loop that never exits):
		// the graph without counts.
		res = &balance.Result{}
		for _, f := range s.Funcs {
			res.Funcs = append(res.Funcs, &balance.FuncCounts{Func: f, Graph: s.Graphs[f], Calls: math.NaN(), Counts: nanCounts(len(f.Blocks))})
		}
	}
	maxCount := 0.0
	for _, fc := range res.Funcs {
		for _, c := range fc.Counts {
			if !math.IsNaN(c) {
				maxCount = math.Max(maxCount, c)
			}
		}
	}
	for fi, fc := range res.Funcs {
		f := fc.Func
		g := s.Graphs[f]
		nest := s.Nests[f]
		calls := fmtNum(fc.Calls) + " calls"
		if fc.Calls == 1 {
			calls = "1 call"
		}
		if math.IsNaN(fc.Calls) {
			calls = "no counts"
		}
		fmt.Fprintf(&b, "  subgraph cluster_%d {\n    label=%s;\n", fi, quote(fmt.Sprintf("%s (%s)", f.Name, calls)))
		headers := map[int]string{}
		for _, l := range nest.Loops {
			t := "?"
			if l.Trip != nil {
				t = l.Trip.Lua()
			}
			name := f.Blocks[l.Header].Name
			if l.IV != nil {
				name = l.IV.Name
			}
			if l.Trip == nil {
				headers[l.Header] = fmt.Sprintf("loop %s: trip not derived", name)
			} else {
				headers[l.Header] = fmt.Sprintf("loop %s: %s iterations", name, t)
			}
		}
		for bi, blk := range f.Blocks {
			var lines []string
			lo, hi := blk.Lines()
			loc := ""
			switch {
			case lo == 0:
			case lo == hi:
				loc = fmt.Sprintf("  line %d", lo)
			default:
				loc = fmt.Sprintf("  lines %d-%d", lo, hi)
			}
			lines = append(lines, blk.Name+loc)
			if math.IsNaN(fc.Counts[bi]) {
				// no count
			} else if est != nil && est.Affected[f.Name] != nil && est.Affected[f.Name][bi] {
				lines = append(lines, "count ~"+fmtNum(fc.Counts[bi])+" (estimated)")
			} else {
				lines = append(lines, "count "+fmtNum(fc.Counts[bi]))
			}
			if h, ok := headers[bi]; ok {
				lines = append(lines, h)
			}
			var acc []string
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
			if len(acc) > maxAccessLines {
				acc = append(acc[:maxAccessLines], fmt.Sprintf("… %d more", len(acc)-maxAccessLines))
			}
			if len(acc) > 0 {
				lines = append(lines, fmt.Sprintf("%d loads, %d stores", blk.Ops.Loads, blk.Ops.Stores))
				lines = append(lines, acc...)
			}
			attrs := fmt.Sprintf("label=%s", quote(strings.Join(lines, "\\l")+"\\l"))
			if _, ok := headers[bi]; ok {
				attrs += ", shape=box, peripheries=2"
			}
			attrs += ", fillcolor=" + quote(heat(fc.Counts[bi], maxCount))
			fmt.Fprintf(&b, "    n%d_%d [%s];\n", fi, bi, attrs)
		}
		P, err := balance.EdgeProbs(g, vals)
		for bi, succ := range g.Succs {
			for k, t := range succ {
				label := ""
				if err == nil && len(succ) > 1 {
					label = fmtProb(P[bi][k])
				}
				style := ""
				if nest.Innermost[t] != nil && nest.Innermost[t].Header == t && nest.Innermost[t].Contains(bi) {
					style = ", style=dashed" // back edge
				}
				if label != "" && estimatedEdge(g, bi, est) {
					label = "~" + label
					style += ", color=red, fontcolor=red"
				}
				if label != "" {
					fmt.Fprintf(&b, "    n%d_%d -> n%d_%d [label=%s%s];\n", fi, bi, fi, t, quote(label), style)
				} else {
					fmt.Fprintf(&b, "    n%d_%d -> n%d_%d [%s];\n", fi, bi, fi, t, strings.TrimPrefix(style, ", "))
				}
			}
		}
		b.WriteString("  }\n")
	}
	b.WriteString("}\n")
	return b.String()
}

// estimatedEdge reports whether the probabilities of block b's edges are
// static estimates.
func estimatedEdge(g *cfg.Graph, b int, est *pipeline.Estimate) bool {
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

// RenderDot lays out DOT text and renders it as "svg" or "png", in a
// child process (internal/draw).
//
// A graph of more than MaxRenderBlocks blocks is refused with a
// *TooLargeError: Graphviz's layout grows faster than linearly, and a
// picture of tens of thousands of blocks (an interpreter's dispatch
// function) takes minutes and gigabytes to draw and cannot be read.
func RenderDot(dot, format string) ([]byte, error) {
	if n := dotNodes(dot); n > MaxRenderBlocks {
		return nil, &TooLargeError{Blocks: n}
	}
	return draw.Render(context.Background(), dot, format)
}

// MaxRenderBlocks is the largest CFG, in basic blocks, that RenderDot draws.
const MaxRenderBlocks = 3000

// TooLargeError is RenderDot's refusal of a graph over MaxRenderBlocks.
type TooLargeError struct{ Blocks int }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("the CFG has %d blocks; SVG and PNG drawings are limited to %d: write DOT instead (-o cfg.dot), or choose a smaller function with --func", e.Blocks, MaxRenderBlocks)
}

// dotNodes counts the block nodes of a DOT graph CFGDot wrote.
func dotNodes(dot string) int {
	n := 0
	for _, line := range strings.Split(dot, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "n") && strings.Contains(line, " [label=") && !strings.Contains(line, "->") {
			n++
		}
	}
	return n
}
