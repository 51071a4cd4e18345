package main

import (
	"context"
	"io"

	"github.com/reusescope/reusescope/report"
)

func cmdTrace(_ context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("trace", "Print the loop-annotated static memory trace: the most probable path through the function,\nloops bracketed as [trip^var … ], blocks replaced by their accesses, calls inlined as f( … ).\n--format json gives the structure.", stderr)
	c.addFormatFlag("text", "json")
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	an, err := s.Solve()
	if err != nil {
		return err
	}
	t, err := an.Trace()
	if err != nil {
		return err
	}
	return c.write(stdout, func(w io.Writer) error {
		err := report.WriteTrace(w, c.format, t, an.Est)
		if c.format != "json" {
			c.printNotes(stderr, path, t.Notes)
		}
		return err
	})
}
