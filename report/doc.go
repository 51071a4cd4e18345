// Package report is the one owner of reusescope's output schemas: the JSON,
// CSV and text forms of every command (Counts, Reuse, Hits, Trace, Measure,
// Compare, Sweep and the report's Report), each in the file of its name, and
// the functions that fill them from the analysis results. It also renders
// the annotated CFG as DOT and, through github.com/goccy/go-graphviz
// (Graphviz compiled to WebAssembly, no system Graphviz needed), as SVG or
// PNG; plots with gonum.org/v1/plot; and the HTML report. It is the only
// package that imports go-graphviz and gonum/plot. The analysis packages do
// not import it: their results carry no JSON of their own.
//
// Every --format json output is indented by two spaces (WriteJSON). A
// command's JSON keys are those of its type's field tags; `measure` writes
// the keys of `counts` with measured values, so the two can be diffed.
//
// Attribution (attrib.go, attribcmp.go) is the cost per source line,
// object, loop or function of hits, measure and compare --by, and of the
// report: text tables whose static counts are apportioned to integers that
// sum to the printed totals, JSON, long-form CSV, and the source listing
// annotated line by line as cg_annotate prints it (Annotate).
//
// In the CFG each node is one basic block: its name, its source lines, its
// expected execution count, and its memory accesses ("R arr[i][j]" for a read,
// "W result" for a write); loop headers are drawn as double octagons with the
// loop's trip count; edges carry their probabilities.
package report
