package main

import (
	"context"
	"fmt"
	"io"

	"github.com/reusescope/reusescope/attrib"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/report"
)

func cmdReport(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("report", "Write everything in one self-contained HTML page (-o report.html; no scripts, no network):\nsummary, the annotated CFG, the reuse profile on log2 bins, hit rate against cache size per level\nof --cache, the hit-rate, op-count and block-count tables. --measure also runs the program\n(arguments after --) and shows static and measured side by side. --format json writes the data.", stderr)
	c.addFormatFlag("html", "json")
	wf := c.addWalkFlags()
	cacheSpec := c.addCacheFlag()
	model := c.addModelFlag("sets")
	doMeasure := c.fs.Bool("measure", false, "also run the instrumented program and show the measured values beside the static ones")
	rf := c.addRunFlags()
	coresFlag := c.addCoresFlag("")
	cold := c.addColdFlag()
	// The cache figures and counts of --func in the program's context
	// (the walk of main, t.Walk; every call of the function counted)
	// unless --cold; the blocks and CFG are the function's (t.Func).
	path, t, err := c.resolve(args, func() pipeline.Scope { return contextScope(*cold || *coresFlag != "") })
	if err != nil {
		return err
	}
	levels, m, line, err := parseHierarchy(*cacheSpec, *model)
	if err != nil {
		return err
	}
	if *doMeasure {
		if err := checkSimulable(levels, true); err != nil {
			return err
		}
	}
	if err := wf.noVar("report"); err != nil {
		return err
	}
	if err := c.checkCacheLine(line); err != nil {
		return err
	}
	wf.line = line
	opts, err := wf.options()
	if err != nil {
		return err
	}
	s, cs, extent := t.Func, t.Walk, t.Extent
	an, err := s.Solve()
	if err != nil {
		return err
	}
	// The walk's analysis: main's in the program context.
	can := an
	if extent != "" {
		if can, err = cs.Solve(); err != nil {
			return err
		}
		opts.Extent = extent
	}
	_, st, err := can.Reuse(opts)
	if err != nil {
		return err
	}
	if err := c.addresses(path, can, st); err != nil {
		return err
	}
	lr, err := can.Rates(levels, m, opts, pipeline.RateOptions{Sites: true, Bounds: true})
	if err != nil {
		return err
	}
	table, sites := lr.Rates, lr.Sites
	rate, err := can.GeometryRates(report.CurveLevels(levels), m, opts, st.Profile)
	if err != nil {
		return err
	}
	// The counts in the program's context are the whole run's, every call
	// of the function, as the measured run counts them (Analysis.Within),
	// with the program's probabilities; --cold keeps the function's own.
	cres, cvals, cest := t.Counts(an, can, st)
	rep := report.NewReport(path, c.probsSource(can.Est), c.sets, m, levels, table, cres, cest, st, rate)
	if lr.Bounded {
		report.SetBounds(rep.Levels, lr.Bounds(st), st.Whole)
	}
	if extent != "" {
		rep.Context = "main"
	}
	if *coresFlag != "" {
		counts, err := parseCoresFlag(*coresFlag, m)
		if err != nil {
			return err
		}
		preds, err := an.PredictCores(levels, counts, parallel.Options{Static: opts})
		if err != nil {
			return err
		}
		rep.Parallel = report.NewParallel(preds)
	}
	var mSites []attrib.SiteCost
	if *doMeasure {
		mo := sameThreads(s, rf, c.measureOptions(s, rf, stderr))
		mo.Sites = true
		mo.Context = extent != "" && t.Inlined == ""
		mo.Inlined = t.Inlined
		mo.Line, mo.Levels = line, levels
		mr, err := runMeasured(ctx, path, mo)
		if err != nil {
			return err
		}
		c.showOutput(stderr, mr)
		rep.AddMeasured(s.MeasuredCounts(mr), mr, m, levels, st.Profile)
		if mSites, err = cs.MeasuredSites(mr); err != nil {
			return err
		}
	}
	for _, by := range []attrib.By{attrib.ByFunction, attrib.ByLoop, attrib.ByObject, attrib.ByLine} {
		names := levelNames(levels)
		var measured *report.Attribution
		if mSites != nil {
			measured = report.NewAttribution(by, names, cs.Attribute(by, mSites))
		}
		ac := report.NewAttribCompare(report.NewAttribution(by, names, cs.Attribute(by, sites)), measured)
		rep.Attribution = append(rep.Attribution, ac)
		if by == attrib.ByLine && c.format != "json" {
			rep.Sources = report.Annotate(ac, path)
		}
	}
	var cfgSVG []byte
	var drawErr error
	if c.format != "json" {
		if cfgSVG, err = report.NewCFG(s.LoopNests(), cres, cvals, cest).Draw("svg"); err != nil {
			// The page is still useful without the picture: write it with
			// a note saying why the picture is missing, then fail.
			rep.Notes = append(rep.Notes, "no CFG drawing: "+err.Error())
			cfgSVG = report.NoDrawingSVG(err.Error())
			drawErr = fmt.Errorf("%s: the CFG could not be drawn (the rest of the report is written): %w", path, err)
		}
	}
	if err := c.write(stdout, func(w io.Writer) error {
		if c.format == "json" {
			return report.WriteJSON(w, rep)
		}
		return rep.WriteHTML(w, cfgSVG)
	}); err != nil {
		return err
	}
	return drawErr
}
