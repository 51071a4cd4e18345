package main

import (
	"context"
	"fmt"
	"io"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/report"
)

func cmdCFG(_ context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("cfg", fmt.Sprintf("Draw the control-flow graph of the function and its callees: nodes show the block, its source\nlines, its expected count and its memory accesses; edges show probabilities; loop headers are\nmarked. The -o extension picks the format: .dot, .svg or .png (default: DOT on stdout). A graph of\nmore than %d blocks is drawn condensed (chains merged, nested loops collapsed, the least executed\nblocks folded; its label says how); DOT is always the full graph.", report.DrawBudget), stderr)
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	an, err := s.Solve()
	if err != nil {
		// Drawing needs no counts: without --strict, draw the graph with the
		// probabilities and say why the counts are missing.
		vals, perr := s.Probs()
		if perr != nil || c.strict {
			return err
		}
		fmt.Fprintf(stderr, "reusescope: note: %s: drawn without block counts: %v\n", path, err)
		an = &pipeline.Analysis{Session: s, Vals: vals}
	}
	graph := report.NewCFG(s.LoopNests(), an.Res, an.Vals, an.Est)
	format := "dot"
	if c.out != "" {
		format = c.ext()
	}
	switch format {
	case "dot", "gv":
		return c.write(stdout, func(w io.Writer) error {
			_, err := io.WriteString(w, graph.DOT())
			return err
		})
	case "svg", "png":
		// A graph too large to lay out is drawn condensed; the DOT output
		// is always the full graph.
		data, err := graph.Draw(format)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		return c.write(stdout, func(w io.Writer) error {
			_, err := w.Write(data)
			return err
		})
	}
	return usagef("cfg: unknown output format %q (use .dot, .svg or .png)", format)
}
