package main

import (
	"context"
	"fmt"
	"io"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/report"
)

func cmdHits(_ context.Context, args []string, stdout, stderr io.Writer) error {
	c := newCommon("hits", "Predict the hit rate of every level of --cache from the static walk. The default model, sets,\ncounts each access's distance within its own cache set (exact LRU for the simulated addresses);\nsdcm is the stack-distance model of Eq. 5-7, fa-lru and authors its alternatives.\nhit_rate is the global rate, local_hit_rate the rate among the accesses that missed the level above.\nbounds (sets model) say what each level is worth: exact (everything derived, every iteration walked),\nderived with caveats (inclusive, heap page), sampled, or bounded [low, high] where estimates allow a range.", stderr)
	c.addFormatFlag("text", "json", "csv")
	wf := c.addWalkFlags()
	cacheSpec := c.addCacheFlag()
	model := c.addModelFlag("sets")
	coresFlag := c.addCoresFlag("")
	il := c.addInterleaveFlags()
	bf := c.addByFlags()
	cold := c.addColdFlag()
	// The walk of the program (main) restricted to --func's accesses,
	// unless --cold; the parallel model walks the function alone.
	path, t, err := c.resolve(args, func() pipeline.Scope { return contextScope(*cold || *coresFlag != "") })
	if err != nil {
		return err
	}
	levels, m, line, err := parseHierarchy(*cacheSpec, *model)
	if err != nil {
		return err
	}
	if err := wf.noVar("hits"); err != nil {
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
	coreCounts, err := parseCoresFlag(*coresFlag, m)
	if err != nil {
		return err
	}
	if err := il.check(); err != nil {
		return err
	}
	by, attribute, err := bf.parse()
	if err != nil {
		return err
	}
	if attribute && len(coreCounts) > 0 {
		return usagef("--by attributes the sequential prediction: it cannot be combined with --cores")
	}
	s, extent, name := t.Walk, t.Extent, t.Name
	opts.Extent = extent
	an, err := s.Solve()
	if err != nil {
		return err
	}
	// The sites' costs bound the prediction (pipeline.LevelRates.Bounds)
	// under the sets model; the parallel model has no bounds.
	lr, err := an.Rates(levels, m, opts, pipeline.RateOptions{Sites: attribute, Bounds: len(coreCounts) == 0})
	if err != nil {
		return err
	}
	rates, r, sites := lr.Rates, lr.Walk, lr.Sites
	if err := c.addresses(path, an, r); err != nil {
		return err
	}
	if extent != "" && r.Accesses == 0 {
		return fmt.Errorf("%s: the walk of main never reaches %s (on the most probable path): analyse it alone with --cold", path, extent)
	}
	var preds []*parallel.Prediction
	if len(coreCounts) > 0 {
		if preds, err = an.PredictCores(levels, coreCounts, parallel.Options{Static: opts, Uniform: il.order == "uniform", Seed: il.seed}); err != nil {
			return err
		}
	}
	out := report.NewHits(name, line, m, r.Accesses, rates, preds, r.Notes, an.Est)
	out.Walk = report.WalkOf(r)
	if lr.Bounded {
		report.SetBounds(out.Levels, lr.Bounds(r), r.Whole)
	}
	if extent != "" {
		out.Context = "main"
	}
	if attribute {
		out.Attribution = report.NewAttribution(by, levelNames(levels), s.Attribute(by, sites))
		out.Top = bf.top
	}
	return c.write(stdout, func(w io.Writer) error {
		err := out.Write(w, c.format, path)
		if c.format != "json" {
			c.printNotes(stderr, path, r.Notes)
		}
		return err
	})
}

// parseCoresFlag parses --cores of the commands that run the parallel model
// on the set walk (model m must be sets); "" is no core count.
func parseCoresFlag(s string, m cache.Model) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	counts, err := parseCores(s)
	if err != nil {
		return nil, usagef("--cores: %v", err)
	}
	if m != cache.Sets {
		return nil, usagef("--cores needs --model sets (the parallel model walks the cores' traces)")
	}
	return counts, nil
}
