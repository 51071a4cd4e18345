package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/report"
	"github.com/reusescope/reusescope/statictrace"
)

func cmdSweep(_ context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("sweep", "Predict the hit rate of a single-level cache for every size (the powers of two in --sizes),\nevery associativity of --assoc and every point of --set (name=v1,v2,...; several parameters\ngive their cross product). One static analysis per --set point; the cache model is applied to\nits reuse profile for every geometry. CSV by default, --format json, or an SVG plot (--format svg, or -o x.svg).\nWith --cores above 1 the rate is the private level's of the parallel model (each core's profile,\nweighted by its accesses), which needs a profile model (not sets).", stderr)
	c.addFormatFlag("csv", "json", "svg")
	wf := c.addWalkFlags()
	sizesArg := c.fs.String("sizes", "4KiB..64MiB", "cache sizes: SIZE, LO..HI (the powers of two in the range), or a comma-separated list of them")
	assocArg := c.fs.String("assoc", "1,2,4,8,16", "associativities: N, full, LO..HI (the powers of two in the range), or a comma-separated list of them")
	// sdcm by default: its cost does not depend on the geometries swept.
	model := c.addModelFlag("sdcm")
	cores := c.addCoresFlag("1")
	cold := c.addColdFlag()
	path, err := c.parse(args)
	if err != nil {
		return err
	}
	if err := wf.noVar("sweep"); err != nil {
		return err
	}
	coreCounts, err := parseCores(*cores)
	if err != nil {
		return usagef("sweep: --cores: %v", err)
	}
	sizes, err := parseSizeList(*sizesArg)
	if err != nil {
		return usagef("sweep: --sizes %s: %v", *sizesArg, err)
	}
	assocs, err := parseAssocList(*assocArg)
	if err != nil {
		return usagef("sweep: --assoc %s: %v", *assocArg, err)
	}
	m, err := parseModel(*model)
	if err != nil {
		return err
	}
	for _, n := range coreCounts {
		if n > 1 && m == cache.Sets {
			return usagef("sweep: --cores above 1 needs a profile model (sdcm, fa-lru or authors), not sets")
		}
	}
	ropts, err := wf.options()
	if err != nil {
		return err
	}
	if m == cache.Sets {
		for _, size := range sizes {
			if err := cache.CheckSimulable(cache.Level{Name: "L1", SizeBytes: size, Assoc: 1, Line: wf.line}); err != nil {
				return usagef("sweep: --sizes: %v: use --model sdcm (the default) or fa-lru for larger caches", err)
			}
		}
	}
	points, names, err := setPoints(c.sets)
	if err != nil {
		return usagef("sweep: %v", err)
	}
	format := c.format // -o's extension set it where --format is not given
	switch c.ext() {
	case "png", "jpg", "jpeg", "pdf", "html", "htm", "dot":
		return usagef("sweep: -o %s: sweep writes CSV, JSON or an SVG plot (-o sweep.csv, .json or .svg), not %s", c.out, strings.ToUpper(c.ext()))
	}
	mod, err := irreader.ReadFile(path)
	if err != nil {
		return err
	}
	ma := pipeline.Analyse(mod) // the graphs every --set point's sessions share
	var geoms []cache.Level
	for _, a := range assocs {
		ls, _ := report.ValidLevels("sweep", sizes, a, wf.line)
		geoms = append(geoms, ls...)
	}
	sw := &report.Sweep{File: path, Model: m.String(), LineSize: wf.line, Params: names, Skipped: []string{}}
	for _, pt := range points {
		c.sets = pt
		opts, err := c.options()
		if err != nil {
			return err
		}
		// --func in the program's context unless --cold (the parallel
		// model walks the function alone); a function inlined into its
		// callers is its code in main's walk.
		multi := slices.ContainsFunc(coreCounts, func(n int) bool { return n > 1 })
		t, err := ma.Resolve(opts, contextScope(*cold || multi))
		if err != nil {
			return setError(path, pt, err)
		}
		s, extent := t.Walk, t.Extent
		ropts.Extent = extent
		an, err := s.Solve()
		if err != nil {
			return setError(path, pt, err)
		}
		_, r, err := an.Reuse(ropts)
		if err != nil {
			return setError(path, pt, err)
		}
		if err := c.addresses(path, an, r); err != nil {
			return err
		}
		rate, err := an.GeometryRates(geoms, m, ropts, r.Profile)
		if err != nil {
			return setError(path, pt, err)
		}
		sw.Function = t.Func.Root.Name
		if extent != "" {
			sw.Context = "main"
		}
		var tr *statictrace.Trace
		var plan *parallel.Plan
		for _, n := range coreCounts {
			if n == 1 {
				sw.AddPoint(report.SweepPoint{Set: report.SetParams(pt), Cores: 1, Accesses: r.Accesses, Events: r.Events, Notes: r.Notes, Estimated: report.NewEstimated(an.Est)}, sizes, assocs, rate)
				continue
			}
			if tr == nil {
				if tr, err = an.Trace(); err != nil {
					return setError(path, pt, err)
				}
				if plan, err = s.Plan(tr); err != nil {
					return setError(path, pt, err)
				}
			}
			crate, acc, err := parallel.PrivateHitRate(tr, plan, n, ropts, m)
			if err != nil {
				return setError(path, pt, fmt.Errorf("%s: %w", path, err))
			}
			sw.AddPoint(report.SweepPoint{Set: report.SetParams(pt), Cores: n, Accesses: acc, Events: r.Events, Notes: r.Notes, Estimated: report.NewEstimated(an.Est)}, sizes, assocs, crate)
		}
	}
	if len(sw.Rows) == 0 {
		return usagef("sweep: no valid cache geometry in --sizes %s x --assoc %s at %d B lines (e.g. %s)", *sizesArg, *assocArg, wf.line, sw.Skipped[0])
	}
	if len(sw.Skipped) > 0 {
		fmt.Fprintf(stderr, "reusescope: note: %s: skipped %d invalid geometries, e.g. %s\n", path, len(sw.Skipped), sw.Skipped[0])
	}
	return c.write(stdout, func(w io.Writer) error { return sw.Write(w, format) })
}

// setError names the --set point an analysis failed at, and the file when the
// error does not (the Lua loader names the script, not the .ll file).
func setError(path string, pt []string, err error) error {
	if len(pt) == 0 {
		return err
	}
	if strings.Contains(err.Error(), path) {
		return fmt.Errorf("--set %s: %w", strings.Join(pt, ","), err)
	}
	return fmt.Errorf("%s: --set %s: %w", path, strings.Join(pt, ","), err)
}
