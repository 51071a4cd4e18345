package main

import (
	"context"
	"io"

	"github.com/reusescope/reusescope/report"
)

func cmdCounts(_ context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("counts", "Solve the balance equations for the expected count of every basic block of the function and\nits callees, and tally Byfl-style operation counts (loads, stores, bytes, flops, integer ops,\nbranches, calls).", stderr)
	c.addFormatFlag("text", "json", "csv")
	perBlock := c.fs.Bool("per-block", false, "also print every block's own op tallies")
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	_, res, est, err := staticCounts(s)
	if err != nil {
		return err
	}
	counts := report.NewCounts(path, c.probsSource(est), res, est)
	return c.write(stdout, func(w io.Writer) error { return counts.Write(w, c.format, *perBlock) })
}
