package main

import (
	"context"
	"io"

	"github.com/reusescope/reusescope/report"
)

func cmdReuse(_ context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("reuse", "Predict the reuse-distance profile statically: the loop-annotated trace walked by the\nrecursive two-iteration algorithm through an exact stack engine. Writes distance,probability,count\n(distance -1 = first touch); --format json adds the totals.", stderr)
	c.addFormatFlag("csv", "json")
	wf := c.addWalkFlags()
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	opts, err := wf.options()
	if err != nil {
		return err
	}
	an, err := s.Solve()
	if err != nil {
		return err
	}
	_, r, err := an.Reuse(opts)
	if err != nil {
		return err
	}
	if err := c.addresses(path, an, r); err != nil {
		return err
	}
	return c.write(stdout, func(w io.Writer) error {
		err := report.WriteReuse(w, c.format, s.Root.Name, opts, r, an.Est)
		if c.format != "json" {
			c.printNotes(stderr, path, r.Notes)
		}
		return err
	})
}
