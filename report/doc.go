// Package report renders reusescope's results: the annotated CFG as DOT and,
// through github.com/goccy/go-graphviz (Graphviz compiled to WebAssembly, no
// system Graphviz needed), as SVG or PNG; tables as text and CSV; plots with
// gonum.org/v1/plot; and the HTML report. It is the only package that imports
// go-graphviz and gonum/plot.
//
// In the CFG each node is one basic block: its name, its source lines, its
// expected execution count, and its memory accesses ("R arr[i][j]" for a read,
// "W result" for a write); loop headers are drawn as double octagons with the
// loop's trip count; edges carry their probabilities.
package report
