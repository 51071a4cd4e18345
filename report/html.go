package report

import (
	"fmt"
	"html/template"
	"io"
	"math"
	"strconv"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
)

// htmlPage is the data of the HTML template.
type htmlPage struct {
	*Report
	CFG, Histogram, HitRates template.HTML
}

// WriteHTML writes the report as one self-contained HTML page: no scripts,
// no external resources; cfgSVG (the annotated CFG, an SVG document) and the
// two plots are inlined. The output depends on its inputs alone.
func (r *Report) WriteHTML(w io.Writer, cfgSVG []byte) error {
	cfg, err := InlineSVG(cfgSVG)
	if err != nil {
		return fmt.Errorf("report: CFG: %w", err)
	}
	series := []Series{{Name: "static", Bins: r.ReuseLog2}}
	curves := append([]Curve(nil), r.Curves...)
	static := Curve{Name: "levels of --cache (model)"}
	for _, l := range r.Levels {
		static.Points = append(static.Points, CurvePoint{SizeBytes: l.SizeBytes, HitRate: l.HitRate})
	}
	marks := []Curve{static}
	if m := r.Measured; m != nil {
		series = append(series, Series{Name: "measured", Bins: m.ReuseLog2})
		curves = curves[:0]
		for i, c := range r.Curves { // each static curve followed by its measured one
			curves = append(curves, c)
			if i < len(m.Curves) {
				curves = append(curves, m.Curves[i])
			}
		}
		sim := Curve{Name: "levels of --cache (LRU simulation)"}
		for _, l := range r.Levels {
			if l.Measured != nil {
				sim.Points = append(sim.Points, CurvePoint{SizeBytes: l.SizeBytes, HitRate: l.Measured.HitRate})
			}
		}
		marks = append(marks, sim)
	}
	hist, err := ReuseHistogramSVG(fmt.Sprintf("Reuse profile of %s (%d B lines)", irreader.Demangle(r.Function), r.LineSize), series)
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	hits, err := HitRateSVG(fmt.Sprintf("Hit rate vs cache size (%s model)", r.Model), curves, marks)
	if err != nil {
		return fmt.Errorf("report: %w", err)
	}
	page := htmlPage{Report: r, CFG: template.HTML(cfg), Histogram: template.HTML(hist), HitRates: template.HTML(hits)}
	if err := pageTmpl.Execute(w, page); err != nil {
		return fmt.Errorf("report: write HTML: %w", err)
	}
	return nil
}

var pageTmpl = template.Must(template.New("report").Funcs(template.FuncMap{
	"demangle":   irreader.Demangle,
	"count":      fmtNum,
	"pct":        func(v float64) string { return strconv.FormatFloat(100*v, 'f', 4, 64) },
	"hitBounds":  func(l LevelRate) string { r, _ := l.boundsText(); return r },
	"missBounds": func(l LevelRate) string { _, m := l.boundsText(); return m },
	"boundsNote": func(p htmlPage) string { return BoundsSentence(boundsOf(p.Levels), p.Walk) },
	"size":       cache.FormatSize,
	"assoc": func(a int) string {
		if a == 0 {
			return "full"
		}
		return strconv.Itoa(a)
	},
	"relerr": relErr,
	"deref":  func(p *float64) float64 { return *p },
	"u64":    func(v uint64) string { return strconv.FormatUint(v, 10) },
	"branches": func(o irreader.Ops) int64 {
		return o.CondBranches + o.UncondBranches + o.MultiBranches
	},
	"attribTop": func() int { return htmlAttribTop },
	"colspan":   func(levels []LevelRate) int { return len(levels) + 1 },
	"cells": func(v any, levels []LevelRate, m *Measured) cellRow {
		var p AttribPair
		switch x := v.(type) {
		case AttribPair:
			p = x
		case *AttribPair:
			p = *x
		}
		c := cellRow{S: p.Static, M: p.Measured, Run: m != nil}
		for k := range levels {
			c.Levels = append(c.Levels, k)
		}
		return c
	},
	"cellAcc":  func(c cellRow) string { return c.show(func(r *AttribRow) float64 { return r.Accesses }) },
	"cellMiss": func(c cellRow, k int) string { return c.show(func(r *AttribRow) float64 { return r.Levels[k].Misses }) },
}).Parse(cellsHTML + pageHTML))

// htmlAttribTop is the number of rows of each attribution table in the page.
const htmlAttribTop = 15

// cellRow is one attribution row as the page's cells show it.
type cellRow struct {
	S, M   *AttribRow
	Levels []int
	Run    bool // there is a measured side
}

// show prints quantity f of the row: the prediction ("*" when it rests in
// part on an estimate), and with a run "p / m".
func (c cellRow) show(f func(*AttribRow) float64) string {
	side := func(r *AttribRow) string {
		if r == nil {
			return "-"
		}
		v := fmtNum(math.Round(f(r)))
		if r.EstimatedShare > 0 {
			v = "*" + v
		}
		return v
	}
	if !c.Run {
		return side(c.S)
	}
	return side(c.S) + " / " + side(c.M)
}

// relErr formats (static - measured) / measured as a signed percentage.
func relErr(static, measured float64) string {
	e := cache.RelErr(static, measured)
	switch {
	case math.IsInf(e, 1):
		return "n/a"
	case math.Abs(e) < 5e-7:
		return "0"
	}
	return strconv.FormatFloat(100*e, 'f', 3, 64) + "%"
}

// cellsHTML writes the accesses and the misses per level of one
// attribution row: predicted, and measured beside when there is a run.
const cellsHTML = `{{define "cells"}}<td class="n">{{cellAcc .}}</td>
{{- range $k := .Levels}}<td class="n">{{cellMiss $ $k}}</td>{{end}}{{end}}`

const pageHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>reusescope report: {{demangle .Function}} in {{.File}}</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; margin: 1.5em auto; max-width: 72em; padding: 0 1em; color: #222; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; border-bottom: 1px solid #ccc; padding-bottom: .2em; margin-top: 1.6em; }
table { border-collapse: collapse; font-size: .9em; margin: .5em 0; }
th, td { border: 1px solid #ddd; padding: .25em .6em; }
th { background: #f2f2f2; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
dl.summary { display: grid; grid-template-columns: max-content auto; gap: .2em 1em; }
dl.summary dt { font-weight: bold; } dl.summary dd { margin: 0; }
figure { margin: 1em 0; } figcaption { font-size: .85em; color: #555; margin-top: .3em; }
.cfg { overflow: auto; max-height: 60em; border: 1px solid #ddd; }
.plot svg { width: 100%; max-width: 48em; height: auto; }
.notes { font-size: .85em; color: #555; }
.estimated { color: #a00; }
table.annotated pre { margin: 0; font-size: .95em; }
table.annotated td { padding: 0 .6em; border: none; border-right: 1px solid #eee; }
</style>
</head>
<body>
<h1>reusescope report: <code>{{demangle .Function}}</code></h1>
<section id="summary">
<h2>Summary</h2>
<dl class="summary">
<dt>file</dt><dd><code>{{.File}}</code></dd>
<dt>function</dt><dd><code>{{demangle .Function}}</code> (calls are followed){{if .Context}}; cache figures in the program's context: its accesses in the cache state {{.Context}} leaves before them (--cold: alone){{end}}</dd>
<dt>probabilities</dt><dd>{{.Probs}}</dd>
{{- with .Estimated}}{{if .Any}}
<dt>estimated</dt><dd class="estimated">{{.Sentence}}</dd>
{{- end}}{{end}}
{{- range .Set}}
<dt>parameter</dt><dd><code>{{.Name}} = {{.Value}}</code></dd>
{{- end}}
<dt>memory accesses</dt><dd>{{count .Accesses}} predicted{{with .Measured}}, {{u64 .Accesses}} measured{{end}}</dd>
{{- with .Measured}}{{if .ExitNote}}
<dt>measured run</dt><dd>the {{.ExitNote}}; its run is measured all the same</dd>
{{- end}}{{end}}
<dt>static walk</dt><dd>{{.Events}} accesses simulated{{if eq .Walk "whole"}}: every iteration, in program order{{else}}: iterations sampled (a larger --max-events walks every one){{end}}</dd>
<dt>reuse distance</dt><dd>in {{.LineSize}} B cache lines</dd>
<dt>cache model</dt><dd>{{.Model}}</dd>
{{- range .Levels}}
<dt>{{.Name}} ({{size .SizeBytes}}, {{assoc .Assoc}}-way, {{.Line}} B lines)</dt><dd>hit rate {{pct .HitRate}}% predicted{{if .Bounds}} ({{hitBounds .}}){{end}}{{with .Measured}}, {{pct .HitRate}}% simulated{{end}}</dd>
{{- end}}
</dl>
{{- if .Notes}}
<ul class="notes">{{range .Notes}}<li>{{.}}</li>{{end}}</ul>
{{- end}}
</section>
<section id="cfg">
<h2>Control-flow graph</h2>
<figure>
<div class="cfg">{{.CFG}}</div>
<figcaption>Each node is a basic block with its source lines, its expected count and its memory accesses (R read, W write); edges carry branch probabilities, dashed edges are loop back edges, double borders mark loop headers; the colour deepens with the count.</figcaption>
</figure>
</section>
<section id="reuse">
<h2>Reuse profile</h2>
<figure class="plot">{{.Histogram}}
<figcaption>Fraction of the memory accesses per log2 bin of reuse distance (distinct cache lines touched since the last access to the same line); "cold" is the first touch of a line.</figcaption>
</figure>
</section>
<section id="hitrates">
<h2>Hit rate vs cache size</h2>
<figure class="plot">{{.HitRates}}
<figcaption>Hit rate of a single cache fed with the whole access stream, at each level's associativity and line size{{with .Measured}}{{if .Curves}}; dashed: the same model applied to the measured reuse profile{{end}}{{end}}. The marks are the levels of --cache.</figcaption>
</figure>
<table id="levels">
<tr><th>level</th><th>size</th><th>assoc</th><th>line (B)</th><th>hit rate %</th><th>local hit rate %</th><th>hits</th><th>misses</th><th>hit rate bounds %</th><th>misses bounds</th>{{if .Measured}}<th>simulated hit rate %</th><th>simulated local hit rate %</th><th>simulated hits</th><th>simulated misses</th>{{end}}</tr>
{{- range .Levels}}
<tr><td>{{.Name}}</td><td class="n">{{size .SizeBytes}}</td><td class="n">{{assoc .Assoc}}</td><td class="n">{{.Line}}</td><td class="n">{{pct .HitRate}}</td><td class="n">{{pct .LocalHitRate}}</td><td class="n">{{count .Hits}}</td><td class="n">{{count .Misses}}</td><td class="n">{{hitBounds .}}</td><td class="n">{{missBounds .}}</td>{{with .Measured}}<td class="n">{{pct .HitRate}}</td><td class="n">{{pct .LocalHitRate}}</td><td class="n">{{u64 .Hits}}</td><td class="n">{{u64 .Misses}}</td>{{end}}</tr>
{{- end}}
</table>
{{- with boundsNote .}}
<p class="notes">{{.}}</p>
{{- end}}
{{- range .Parallel}}
<h3>{{.Cores}} cores ({{.Interleave}} interleaving)</h3>
<table class="parallel">
<tr><th>level</th><th>shared</th><th>hit rate %</th><th>local hit rate %</th><th>per core %</th></tr>
{{- range .Levels}}
<tr><td>{{.Name}}</td><td>{{if .Shared}}shared{{else}}private{{end}}</td><td class="n">{{pct .HitRate}}</td><td class="n">{{pct .LocalHitRate}}</td><td class="n">{{range $i, $h := .PerCore}}{{if $i}} {{end}}{{pct $h}}{{end}}</td></tr>
{{- end}}
</table>
{{- end}}
</section>
{{- if .Attribution}}
<section id="attribution">
<h2>Misses by function, loop, object and line</h2>
<p class="notes">Accesses and misses per level{{if .Measured}}, predicted (p) and measured (m){{end}}, as cg_annotate attributes them: each row sums the access instructions of a source function, of the innermost loop around them, of the array or variable they touch, or of a source line; the rows of a table sum to the level's totals. Rows are ordered by {{with .Levels}}{{(index . 0).Name}}{{end}} misses{{if .Measured}} measured{{end}}; tables show the first {{attribTop}}.{{with .Estimated}}{{if .Any}} Predictions marked * rest in part on an estimate.{{end}}{{end}}</p>
{{- range $a := .Attribution}}{{if ne .By "line"}}
<h3>by {{.By}}</h3>
<table class="attribution" id="by-{{.By}}">
<tr><th>{{.By}}</th><th>accesses</th>{{range .Levels}}<th>{{.}} misses</th>{{end}}</tr>
{{- range $i, $p := .Rows}}{{if lt $i attribTop}}
<tr><td><code>{{.Key}}</code></td>{{template "cells" (cells $p $.Levels $.Measured)}}</tr>
{{- end}}{{end}}
</table>
{{- end}}{{end}}
</section>
{{- end}}
{{- if .Sources}}
<section id="source">
<h2>Annotated source</h2>
<p class="notes">Every source line with memory accesses{{if .Measured}}, predicted (p) and measured (m){{end}}: accesses, then misses per level. Lines with no access are blank.</p>
{{- range .Sources}}
<h3><code>{{.File}}</code>{{if not .Found}} (source not found: lines by number){{end}}</h3>
<table class="annotated">
<tr><th>line</th><th>accesses</th>{{range $.Levels}}<th>{{.Name}} misses</th>{{end}}<th>source</th></tr>
{{- range .Lines}}
{{- if .Gap}}<tr><td class="n">…</td><td colspan="{{colspan $.Levels}}"></td></tr>{{end}}
<tr><td class="n">{{.N}}</td>{{with .Row}}{{template "cells" (cells . $.Levels $.Measured)}}{{else}}<td colspan="{{colspan $.Levels}}"></td>{{end}}<td><pre>{{.Text}}</pre></td></tr>
{{- end}}
</table>
{{- end}}
</section>
{{- end}}
<section id="ops">
<h2>Operation counts</h2>
<table id="totals">
<tr><th>operation</th><th>static</th>{{if .Measured}}<th>measured</th><th>error</th>{{end}}</tr>
{{- range $t := .Totals}}
<tr><td>{{.Name}}</td><td class="n">{{count .Static}}</td>{{with .Measured}}<td class="n">{{count (deref .)}}</td><td class="n">{{relerr $t.Static (deref .)}}</td>{{end}}</tr>
{{- end}}
</table>
</section>
<section id="blocks">
<h2>Block counts</h2>
<table id="blocktable">
<tr><th>function</th><th>block</th><th>line</th><th>count</th>{{if .Measured}}<th>measured</th><th>error</th>{{end}}<th>loads</th><th>stores</th><th>flops</th><th>int ops</th><th>branches</th><th>calls</th></tr>
{{- range $b := .Blocks}}
<tr><td>{{demangle .Function}}</td><td>{{.Name}}</td><td class="n">{{.Line}}</td><td class="n">{{if .Estimated}}<span title="rests on an estimated branch probability">*</span>{{end}}{{count .Count}}</td>{{if $.Measured}}{{with .MeasuredCount}}<td class="n">{{count (deref .)}}</td><td class="n">{{relerr $b.Count (deref .)}}</td>{{else}}<td></td><td></td>{{end}}{{end}}<td class="n">{{.Loads}}</td><td class="n">{{.Stores}}</td><td class="n">{{.Flops}}</td><td class="n">{{.IntOps}}</td><td class="n">{{branches .Ops}}</td><td class="n">{{.Calls}}</td></tr>
{{- end}}
</table>
<p class="notes">Op columns are per execution of the block.{{with .Estimated}}{{if .Any}} Counts marked * rest on an estimated branch probability.{{end}}{{end}}</p>
</section>
</body>
</html>
`
