package main

import (
	"fmt"
	"io"
)

func cmdTrace(args []string, stdout, stderr io.Writer) error {
	c := newCommon("trace", "Print the loop-annotated static memory trace: the most probable path through the function,\nloops bracketed as [trip^var … ], blocks replaced by their accesses, calls inlined as f( … ).\n--format json gives the structure.", stderr)
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	if c.format == "csv" {
		return usagef("trace: --format csv is not supported (text or json)")
	}
	vals, res, err := staticCounts(s)
	if err != nil {
		return err
	}
	t, err := s.Trace(vals, res)
	if err != nil {
		return err
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	if c.format == "json" {
		err = t.WriteJSON(w)
	} else {
		err = t.WriteText(w)
		for _, n := range t.Notes {
			fmt.Fprintf(stderr, "reusescope: note: %s: %s\n", path, n)
		}
	}
	if err != nil {
		return err
	}
	return closeOut()
}
