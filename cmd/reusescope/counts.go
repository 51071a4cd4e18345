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
	merge := c.fs.String("merge", "", "instead of a FILE.ll, sum the counts that 'reusescope cc' wrote under `dir` (*.counts.json), per function and per program")
	c.fileOptional = func() bool { return *merge != "" }
	path, err := c.parse(args)
	if err != nil {
		return err
	}
	if *merge != "" {
		if path != "" {
			return usagef("counts: --merge takes no FILE.ll")
		}
		units, err := readUnitCounts(*merge)
		if err != nil {
			return err
		}
		m := report.MergeCounts(units)
		return c.write(stdout, func(w io.Writer) error { return m.Write(w, c.format) })
	}
	s, err := c.openFile(path)
	if err != nil {
		return err
	}
	an, err := s.Solve()
	if err != nil {
		return err
	}
	counts := report.NewCounts(path, c.probsSource(an.Est), an.Res, an.Est)
	return c.write(stdout, func(w io.Writer) error { return counts.Write(w, c.format, *perBlock) })
}
