package main

import (
	"context"
	"io"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/report"
)

func cmdMeasure(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("measure", "Instrument the IR, build it with clang-14, run it (program arguments after --) and report the\nexact block counts, op counts, reuse profile and simulated cache hit rates (exact LRU,\nwrite-allocate, each level filled on a miss of the level above, as Cachegrind does).\nWith OpenMP, per-thread private L1 rates and the shared levels in the real global order.", stderr)
	c.addFormatFlag("text", "json", "csv")
	rf := c.addRunFlags()
	cacheSpec := c.addCacheFlag()
	pf := c.addProfileFlags()
	progress := c.addProgressFlag()
	bf := c.addByFlags()
	cold := c.addColdFlag()
	// The run measures the program context itself: no session of main
	// unless --func was inlined into it.
	path, t, err := c.resolve(args, func() pipeline.Scope {
		if *cold {
			return pipeline.Cold
		}
		return pipeline.RunContext
	})
	if err != nil {
		return err
	}
	s, inlined := t.Func, t.Inlined
	opts := c.measureOptions(s, rf, stderr)
	// A function the optimiser inlined has no body: its scope is its code
	// in the functions it went into, as the static walk's extent is.
	opts.Inlined = inlined
	opts.Line, opts.VarProfile = pf.line, pf.varGran
	if *progress {
		opts.Progress = stderr
	}
	if *cacheSpec != "" {
		if opts.Levels, err = parseCache(*cacheSpec); err != nil {
			return err
		}
		if err := checkSimulable(opts.Levels, true); err != nil {
			return err
		}
	}
	// --func in the program's context (the whole run simulated, only the
	// function's accesses counted) unless --cold.
	opts.Context = !*cold && c.funcName != "" && s.Root.Name != "main"
	by, attribute, err := bf.parse()
	if err != nil {
		return err
	}
	if attribute {
		if len(opts.Levels) == 0 {
			return usagef("--by attributes the hits and misses of --cache: give a hierarchy")
		}
		opts.Sites = true
	}
	res, err := runMeasured(ctx, path, opts)
	if err != nil {
		return err
	}
	c.showOutput(stderr, res)
	out := report.NewMeasure(path, s.MeasuredCounts(res), res)
	out.Context = opts.Context || res.Inlined != ""
	out.Inlined = res.Inlined
	if attribute {
		sites, err := s.MeasuredSites(res)
		if err != nil {
			return err
		}
		out.Attribution = report.NewAttribution(by, levelNames(opts.Levels), s.Attribute(by, sites))
		out.Top = bf.top
	}
	return c.write(stdout, func(w io.Writer) error { return out.Write(w, c.format) })
}
