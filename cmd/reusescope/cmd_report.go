package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/report"
	"github.com/reusescope/reusescope/reuse"
)

// Sizes of the hit-rate curves of the report: 1KiB to 64MiB covers L1 to LLC
// of current machines; a --cache level outside widens the range.
const (
	curveMinBytes = 1 << 10
	curveMaxBytes = 64 << 20
)

// cacheFlags are the --cache and --model flags of hits-like commands.
type cacheFlags struct {
	cache, model *string
}

func addCacheFlags(c *common) *cacheFlags {
	return &cacheFlags{
		cache: c.fs.String("cache", "L1=32KiB/8/64,L2=1MiB/16/64", "cache hierarchy: NAME=SIZE/ASSOC/LINE,... (sizes in KiB/MiB; ASSOC full for fully associative)"),
		model: c.fs.String("model", "sets", modelHelp),
	}
}

// modelHelp describes --model.
const modelHelp = "cache model: sets (set distances of the walk's addresses, hit iff D < ways; one static walk per distinct number of sets), sdcm (Eq. 5/6), fa-lru (hit iff D < blocks) or authors (the PPT-AMM script's variant)"

// geometryRates returns the hit rate of any of levels under model m: from
// the plain static profile p, or for the sets model from one set-distance
// walk per distinct number of sets among levels (reuse.StaticHierarchyRates).
func geometryRates(s *pipeline.Session, vals *probs.Values, res *balance.Result, opts reuse.StaticOptions,
	m cache.Model, levels []cache.Level, p *cache.Profile) (report.RateFunc, error) {
	if m != cache.Sets {
		return report.ProfileRate(m, p), nil
	}
	type geom struct {
		size  int64
		assoc int
	}
	byGeom := map[geom]float64{}
	if len(levels) > 0 {
		t, err := s.Trace(vals, res)
		if err != nil {
			return nil, err
		}
		rates, _, err := reuse.StaticHierarchyRates(t, levels, opts)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Module.Path, err)
		}
		for _, r := range rates {
			byGeom[geom{r.Level.SizeBytes, r.Level.Assoc}] = r.HitRate
		}
	}
	return func(l cache.Level) float64 { return byGeom[geom{l.SizeBytes, l.Assoc}] }, nil
}

// parse returns the levels, the model and the common line size of the levels.
func (cf *cacheFlags) parse() ([]cache.Level, cache.Model, int, error) {
	levels, err := cache.ParseHierarchy(*cf.cache)
	if err != nil {
		return nil, 0, 0, usagef("--cache: %v", err)
	}
	m, err := cache.ParseModel(*cf.model)
	if err != nil {
		return nil, 0, 0, usagef("--model: %v", err)
	}
	line := levels[0].Line
	for _, l := range levels[1:] {
		if l.Line != line {
			return nil, 0, 0, usagef("--cache: every level must have the same line size (%s has %d, %s has %d)", levels[0].Name, line, l.Name, l.Line)
		}
	}
	return levels, m, line, nil
}

func cmdReport(args []string, stdout, stderr io.Writer) error {
	c := newCommon("report", "Write everything in one self-contained HTML page (-o report.html; no scripts, no network):\nsummary, the annotated CFG, the reuse profile on log2 bins, hit rate against cache size per level\nof --cache, the hit-rate, op-count and block-count tables. --measure also runs the program\n(arguments after --) and shows static and measured side by side. --format json writes the data.", stderr)
	ro := addReuseFlags(c)
	cf := addCacheFlags(c)
	doMeasure := c.fs.Bool("measure", false, "also run the instrumented program and show the measured values beside the static ones")
	threads := c.fs.Int("threads", 0, "OMP_NUM_THREADS of the --measure run (0 = leave unset)")
	timeout := c.fs.Duration("timeout", 0, "kill the --measure run after this long (0 = no limit)")
	stdin := c.fs.String("stdin", "", "file the --measure run reads as its standard input (default: empty)")
	coresFlag := c.fs.String("cores", "", "core counts for OpenMP regions (the parallel model, as hits --cores): 1,2,4 or 1..16")
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	if c.format == "csv" {
		return usagef("report: --format csv is not supported (HTML by default, or json)")
	}
	levels, m, line, err := cf.parse()
	if err != nil {
		return err
	}
	if *ro.varGr {
		return usagef("report: --var does not apply (hit rates need cache-line distances)")
	}
	*ro.line = line
	opts, err := ro.options()
	if err != nil {
		return err
	}
	vals, res, err := staticCounts(s)
	if err != nil {
		return err
	}
	_, st, err := s.StaticReuse(vals, res, opts)
	if err != nil {
		return err
	}
	src := "derived from the IR"
	if c.probsFile != "" {
		src = c.probsFile
	}
	var table []cache.LevelRate
	if m == cache.Sets { // one walk per set count; the others need only st's profile
		if table, _, err = s.StaticRates(vals, res, levels, m, opts); err != nil {
			return err
		}
	} else {
		table = cache.HierarchyRates(m, levels, st.Profile)
	}
	var curveLevels []cache.Level
	for _, l := range levels {
		ls, _ := report.ValidLevels(l.Name, curveSizes(levels), l.Assoc, l.Line)
		curveLevels = append(curveLevels, ls...)
	}
	rate, err := geometryRates(s, vals, res, opts, m, curveLevels, st.Profile)
	if err != nil {
		return err
	}
	rep := staticReport(path, src, c.sets, m, levels, table, res, st, rate)
	if *coresFlag != "" {
		counts, err := parseCores(*coresFlag)
		if err != nil {
			return usagef("--cores: %v", err)
		}
		if m != cache.Sets {
			return usagef("--cores needs --model sets (the parallel model walks the cores' traces)")
		}
		if rep.Parallel, err = predictCores(s, vals, res, levels, counts, parallel.Options{Static: opts}); err != nil {
			return err
		}
	}
	if *doMeasure {
		v, prog := false, false
		mo := &measureOpts{threads: threads, timeout: timeout, cache: cf.cache, line: &line, varGran: &v, progress: &prog, stdin: stdin}
		mr, err := runMeasured(path, s, c, mo, false, stderr)
		if err != nil {
			return err
		}
		addMeasured(rep, s, mr, m, levels, st.Profile)
	}
	var cfgSVG []byte
	if c.format != "json" {
		if cfgSVG, err = report.RenderDot(report.CFGDot(s, res, vals), "svg"); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	if c.format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		err = enc.Encode(rep)
	} else {
		err = rep.WriteHTML(w, cfgSVG)
	}
	if err != nil {
		return err
	}
	return closeOut()
}

// setParams returns the --set parameters in the order given.
func setParams(sets []string) []report.Param {
	out := []report.Param{}
	for _, a := range sets {
		name, value, _ := strings.Cut(a, "=")
		out = append(out, report.Param{Name: strings.TrimSpace(name), Value: strings.TrimSpace(value)})
	}
	return out
}

// curveSizes returns the powers of two from 1KiB to 64MiB, widened to take
// in every level.
func curveSizes(levels []cache.Level) []int64 {
	lo, hi := int64(curveMinBytes), int64(curveMaxBytes)
	for _, l := range levels {
		lo, hi = min(lo, l.SizeBytes), max(hi, l.SizeBytes)
	}
	return report.PowersOfTwo(lo, hi)
}

func curveName(l cache.Level) string {
	a := fmt.Sprintf("%d-way", l.Assoc)
	if l.Assoc == 0 {
		a = "fully associative"
	}
	return fmt.Sprintf("%s geometry (%s, %d B lines)", l.Name, a, l.Line)
}

// staticReport gathers the static predictions.
func staticReport(path, src string, sets []string, m cache.Model, levels []cache.Level, table []cache.LevelRate,
	res *balance.Result, st *reuse.StaticResult, rate report.RateFunc) *report.Report {
	data := countsData(path, src, res)
	rep := &report.Report{File: path, Function: data.Function, Probs: src, Set: setParams(sets), Model: m.String(),
		LineSize: levels[0].Line, Accesses: st.Accesses, Events: st.Events, Notes: append([]string{}, st.Notes...),
		Reuse: st.Profile.Bins(), ReuseLog2: report.Log2Bins(st.Profile, 0)}
	for _, b := range data.Blocks {
		rep.Blocks = append(rep.Blocks, report.BlockCount{Function: b.Function, Name: b.Name, Line: b.Line, Count: b.Count, Ops: b.Ops})
	}
	for _, t := range totalRows(data.Totals) {
		rep.Totals = append(rep.Totals, report.Total{Name: t.name, Static: t.v})
	}
	for _, lr := range table {
		rep.Levels = append(rep.Levels, report.NewLevelRate(lr))
	}
	sizes := curveSizes(levels)
	for _, l := range levels {
		c, _ := report.HitRateCurve(curveName(l), sizes, l.Assoc, l.Line, rate)
		rep.Curves = append(rep.Curves, c)
	}
	return rep
}

type namedTotal struct {
	name string
	v    float64
}

// totalRows lists the whole-run op counts in the order of 'counts'.
func totalRows(t totalsJSON) []namedTotal {
	return []namedTotal{
		{"loads", t.Loads}, {"stores", t.Stores}, {"bytes loaded", t.BytesLoaded}, {"bytes stored", t.BytesStored},
		{"flops", t.Flops}, {"integer ops", t.IntOps}, {"conditional branches", t.CondBranches},
		{"unconditional branches", t.UncondBranches}, {"switch branches", t.MultiBranches},
		{"calls", t.Calls}, {"returns", t.Returns}, {"instructions", t.Insts}, {"blocks executed", t.BlocksExecuted},
	}
}

// addMeasured puts the measured run beside the static values.
func addMeasured(rep *report.Report, s *pipeline.Session, mr *measure.Result, m cache.Model, levels []cache.Level, static *cache.Profile) {
	md := countsData(rep.File, "measured", measuredCounts(s, mr))
	byName := map[string]float64{}
	for _, b := range md.Blocks {
		byName[b.Function+"\x00"+b.Name] = b.Count
	}
	for i := range rep.Blocks {
		b := &rep.Blocks[i]
		if v, ok := byName[b.Function+"\x00"+b.Name]; ok {
			b.MeasuredCount = &v
		}
	}
	for i, t := range totalRows(md.Totals) {
		v := t.v
		rep.Totals[i].Measured = &v
	}
	for i, sl := range mr.Levels {
		if i < len(rep.Levels) {
			rep.Levels[i].Measured = &report.MeasuredLevel{HitRate: sl.HitRate, LocalHitRate: sl.LocalHitRate, Hits: sl.Hits, Misses: sl.Misses}
		}
	}
	me := &report.Measured{Accesses: mr.Loads + mr.Stores, ExitCode: mr.ExitCode, Reuse: []cache.Bin{}, ReuseLog2: []report.Log2Bin{}}
	if mr.Line != nil {
		n := report.MaxLog2Bins(static, mr.Line) // both histograms on the same bins
		rep.ReuseLog2 = report.Log2Bins(static, n)
		me.Reuse = mr.Line.Bins()
		me.ReuseLog2 = report.Log2Bins(mr.Line, n)
		// The sets model needs the addresses of a walk; the measured run
		// gives a profile only, so its curves exist for the profile models.
		if m != cache.Sets {
			sizes := curveSizes(levels)
			for _, l := range levels {
				c, _ := report.HitRateCurve(curveName(l)+report.DashedSuffix, sizes, l.Assoc, l.Line, report.ProfileRate(m, mr.Line))
				me.Curves = append(me.Curves, c)
			}
		}
	}
	rep.Measured = me
}
