package main

import (
	"context"
	"io"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/report"
	"github.com/reusescope/reusescope/reuse"
)

func cmdCompare(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("compare", "Run the program instrumented and put the static predictions beside the measured values:\n"+
		"block counts and op counts with their relative error; the reuse profile (--line bytes, and with --var\n"+
		"per address) with the profile bin error PBE and profile window error PWE (Badamo et al., Eq. 1) of\n"+
		"the static profile against the measured one; and every --cache level's hit rate, static (--model)\n"+
		"beside the exact LRU simulation, with the difference in percentage points.", stderr)
	c.addFormatFlag("text", "json", "csv")
	rf := c.addRunFlags()
	cacheSpec := c.addCacheFlag()
	wf := c.addWalkFlags()
	progress := c.addProgressFlag()
	model := c.addModelFlag("sets")
	bf := c.addByFlags()
	cold := c.addColdFlag()
	window := c.fs.Int("window", report.MaxbinWindow, "window of the profile window error PWE, in power-of-two bins (0 = every bin, the paper's maxbin)")
	// The profiles, rates and counts of --func in the program's context
	// (the walk of main, the whole run simulated, every call of the
	// function counted) unless --cold, where the block and op counts are
	// the function's own per call (t.Func). The parallel model walks it
	// alone.
	path, t, err := c.resolve(args, func() pipeline.Scope { return contextScope(*cold || rf.threads > 1) })
	if err != nil {
		return err
	}
	m, err := parseModel(*model)
	if err != nil {
		return err
	}
	if err := wf.checkLine(); err != nil {
		return err
	}
	line := int64(wf.line)
	if err := wf.checkEvents(); err != nil {
		return err
	}
	if *window < 0 {
		return usagef("--window %d is negative", *window)
	}
	var levels []cache.Level
	if *cacheSpec != "" {
		if levels, err = parseCache(*cacheSpec); err != nil {
			return err
		}
		if err := checkSimulable(levels, true); err != nil { // measured
			return err
		}
		for _, l := range levels {
			if int64(l.Line) != line {
				return usagef("--cache: level %s has %d-byte lines but --line is %d (the static hit rates need the profile at the cache's line size)", l.Name, l.Line, line)
			}
		}
	}
	by, attribute, err := bf.parse()
	if err != nil {
		return err
	}
	if attribute && len(levels) == 0 {
		return usagef("--by attributes the hits and misses of --cache: give a hierarchy")
	}
	lineOpts := reuse.StaticOptions{Line: line, Paper: wf.paper, MaxEvents: wf.events}
	fs, s, extent := t.Func, t.Walk, t.Extent
	an, err := fs.Solve()
	if err != nil {
		return err
	}
	// The walk's analysis: main's in the program context.
	can := an
	if extent != "" {
		if can, err = s.Solve(); err != nil {
			return err
		}
		lineOpts.Extent = extent
	}
	_, sr, err := can.Reuse(lineOpts)
	if err != nil {
		return err
	}
	if err := c.addresses(path, can, sr); err != nil {
		return err
	}
	notes := append([]string{}, sr.Notes...)
	var svr *reuse.StaticResult
	if wf.varGran {
		if _, svr, err = can.Reuse(reuse.StaticOptions{Line: 1, Paper: wf.paper, MaxEvents: wf.events, Extent: extent}); err != nil {
			return err
		}
		notes = append(notes, svr.Notes...)
	}
	opts := sameThreads(fs, rf, c.measureOptions(fs, rf, stderr))
	opts.Line, opts.VarProfile, opts.Levels, opts.Sites = wf.line, wf.varGran, levels, attribute
	opts.Context = extent != "" && t.Inlined == ""
	opts.Inlined = t.Inlined
	if *progress {
		opts.Progress = stderr
	}
	res, err := runMeasured(ctx, path, opts)
	if err != nil {
		return err
	}
	c.showOutput(stderr, res)
	if res.ExitNote != "" {
		notes = append(notes, "measured run: the "+res.ExitNote)
	}
	// The counts in the program's context are the whole run's, every
	// call of the function, as the measured run counts them: main's
	// analysis restricted to the function and its callees.
	cres, _, cest := t.Counts(an, can, sr)
	out := report.NewCompare(path, cres, fs.MeasuredCounts(res), notes, cest)
	if extent != "" {
		out.Context = "main"
	}
	out.Inlined = t.Inlined
	if res.Line != nil {
		out.Reuse = report.NewReuseCompare("line", line, sr.Profile, res.Line, *window)
	}
	if svr != nil && res.Var != nil {
		out.VarReuse = report.NewReuseCompare("address", 1, svr.Profile, res.Var, *window)
	}
	if len(levels) > 0 {
		lr, err := can.Rates(levels, m, lineOpts, pipeline.RateOptions{Sites: true, Bounds: true})
		if err != nil {
			return err
		}
		rates, rr, sites := lr.Rates, lr.Walk, lr.Sites
		out.SetLevels(m, levels, rates, res.Levels)
		out.Walk = report.WalkOf(rr)
		if lr.Bounded {
			out.SetBounds(lr.Bounds(rr), rr.Whole)
		}
		if attribute {
			msites, err := s.MeasuredSites(res)
			if err != nil {
				return err
			}
			names := levelNames(levels)
			out.Attribution = report.NewAttribCompare(report.NewAttribution(by, names, s.Attribute(by, sites)), report.NewAttribution(by, names, s.Attribute(by, msites)))
			out.Top = bf.top
		}
	}
	if len(levels) > 1 && rf.threads > 1 && m == cache.Sets {
		preds, err := an.PredictCores(levels, []int{rf.threads}, parallel.Options{Static: reuse.StaticOptions{Line: line, MaxEvents: wf.events}})
		if err != nil {
			return err
		}
		out.Parallel = report.NewParallelCompare(preds[0], res.ThreadRates())
	}
	return c.write(stdout, func(w io.Writer) error {
		err := out.Write(w, c.format)
		if err == nil && c.format != "json" {
			c.printNotes(stderr, path, notes)
		}
		return err
	})
}
