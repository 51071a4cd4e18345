package main

import (
	"context"
	"io"

	"github.com/reusescope/reusescope/probs"
)

func cmdProbs(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("probs", "Write the Lua branch-probability script. Every probability the analysis can derive (loop\ntrip counts from constant or argument bounds) is filled in; the rest are nil -- TODO with a hint.\nWith --from-run the program is run instrumented and every value is the measured one.", stderr)
	fromRun := c.fs.Bool("from-run", false, "fill the script with probabilities measured by running the program (args after --)")
	rf := c.addRunFlags()
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	if !*fromRun {
		// The branches the counters decide, counted where no formula
		// gives them (the template then shows the counts).
		s.CountBranches()
		return c.write(stdout, s.WriteTemplate)
	}
	// The run first: the -o file is written only once it succeeded.
	opts := sameThreads(s, rf, c.measureOptions(s, rf, stderr))
	opts.CountsOnly = true
	res, err := runMeasured(ctx, path, opts)
	if err != nil {
		return err
	}
	c.showOutput(stderr, res)
	return c.write(stdout, func(w io.Writer) error {
		return probs.WriteFilled(w, s.Params, s.Sites, s.MeasuredProbs(res))
	})
}
