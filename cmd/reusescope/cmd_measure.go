package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/reuse"
)

// progressWriter returns stderr when it is a terminal, else nil (quiet).
func progressWriter(stderr io.Writer) io.Writer {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return stderr
}

// measureOpts are the flags of commands that run the program.
type measureOpts struct {
	threads  *int
	timeout  *time.Duration
	cache    *string
	line     *int
	varGran  *bool
	progress *bool
	stdin    *string
}

func addMeasureFlags(c *common) *measureOpts {
	return &measureOpts{
		threads:  c.fs.Int("threads", 0, "OMP_NUM_THREADS of the run (0 = leave unset)"),
		timeout:  c.fs.Duration("timeout", 0, "kill the program after this long (0 = no limit)"),
		cache:    c.fs.String("cache", "L1=32KiB/8/64,L2=1MiB/16/64", "cache hierarchy to simulate: NAME=SIZE/ASSOC/LINE,..."),
		line:     c.fs.Int("line", 64, "line size in bytes of the reuse profile"),
		varGran:  c.fs.Bool("var", false, "also compute the reuse profile at address (variable) granularity"),
		progress: c.fs.Bool("progress", false, "show progress on stderr even when it is not a terminal"),
		stdin:    c.fs.String("stdin", "", "file the program reads as its standard input (default: empty input)"),
	}
}

func runMeasured(path string, s *pipeline.Session, c *common, mo *measureOpts, countsOnly bool, stderr io.Writer) (*measure.Result, error) {
	opts := measure.Options{Func: s.Root.Name, Line: *mo.line, VarProfile: *mo.varGran, Threads: *mo.threads,
		Args: c.extraArgs, Stdin: *mo.stdin, Timeout: *mo.timeout, CountsOnly: countsOnly, Progress: progressWriter(stderr)}
	if *mo.progress {
		opts.Progress = stderr
	}
	if s.Root.Name == "main" {
		opts.Func = ""
	}
	if !countsOnly && *mo.cache != "" {
		levels, err := cache.ParseHierarchy(*mo.cache)
		if err != nil {
			return nil, &usageError{"--cache: " + err.Error()}
		}
		opts.Levels = levels
	}
	return measure.Run(context.Background(), path, opts)
}

func writeFromRun(s *pipeline.Session, path string, c *common, threads int, timeout time.Duration, stdin string, w, stderr io.Writer) error {
	cache := ""
	line, v, prog := 64, false, false
	mo := &measureOpts{threads: &threads, timeout: &timeout, cache: &cache, line: &line, varGran: &v, progress: &prog, stdin: &stdin}
	res, err := runMeasured(path, s, c, mo, true, stderr)
	if err != nil {
		return err
	}
	return probs.WriteFilled(w, s.Params, s.Sites, s.MeasuredProbs(res))
}

// measuredCounts expresses a run in the same terms as the static counts.
func measuredCounts(s *pipeline.Session, res *measure.Result) *balance.Result {
	out := &balance.Result{Root: s.Root}
	for _, f := range s.Funcs {
		fc := &balance.FuncCounts{Func: f, Graph: s.Graphs[f], Counts: make([]float64, len(f.Blocks)), PerCall: make([]float64, len(f.Blocks))}
		if m := res.Funcs[f.Name]; m != nil {
			for b := range f.Blocks {
				if b < len(m.Blocks) {
					fc.Counts[b] = float64(m.Blocks[b])
				}
			}
			fc.Calls = fc.Counts[0]
		}
		for b, blk := range f.Blocks {
			if fc.Calls > 0 {
				fc.PerCall[b] = fc.Counts[b] / fc.Calls
			}
			fc.Ops.Add(blk.Ops.Scaled(fc.Counts[b]))
			out.BlocksExecuted += fc.Counts[b]
		}
		out.Totals.Add(fc.Ops)
		out.Funcs = append(out.Funcs, fc)
	}
	return out
}

type levelJSON struct {
	Name         string  `json:"name"`
	SizeBytes    int64   `json:"size_bytes"`
	Assoc        int     `json:"assoc"`
	Line         int     `json:"line"`
	Accesses     uint64  `json:"accesses"`
	Hits         uint64  `json:"hits"`
	Misses       uint64  `json:"misses"`
	HitRate      float64 `json:"hit_rate"`
	LocalHitRate float64 `json:"local_hit_rate"`
}

func simLevels(ls []cache.SimLevel) []levelJSON {
	var out []levelJSON
	for _, l := range ls {
		out = append(out, levelJSON{Name: l.Level.Name, SizeBytes: l.Level.SizeBytes, Assoc: l.Level.Assoc, Line: l.Level.Line,
			Accesses: l.Accesses, Hits: l.Hits, Misses: l.Misses, HitRate: l.HitRate, LocalHitRate: l.LocalHitRate})
	}
	return out
}

type threadJSON struct {
	ID       int         `json:"thread"`
	Accesses uint64      `json:"accesses"`
	Levels   []levelJSON `json:"levels"`
}

type measureJSON struct {
	countsJSON
	LineSize int          `json:"line_size"`
	Accesses uint64       `json:"accesses"`
	Levels   []levelJSON  `json:"levels,omitempty"`
	Threads  []threadJSON `json:"threads,omitempty"`
	Shared   []levelJSON  `json:"shared_levels,omitempty"`
	Reuse    []cache.Bin  `json:"reuse,omitempty"`
	VarReuse []cache.Bin  `json:"var_reuse,omitempty"`
	ExitCode int          `json:"exit_code"`
	Seconds  float64      `json:"seconds"`
}

func cmdMeasure(args []string, stdout, stderr io.Writer) error {
	c := newCommon("measure", "Instrument the IR, build it with clang-14, run it (program arguments after --) and report the\nexact block counts, op counts, reuse profile and simulated cache hit rates (exact LRU,\nwrite-allocate, each level filled on a miss of the level above, as Cachegrind does).\nWith OpenMP, per-thread private L1 rates and the shared levels in the real global order.", stderr)
	mo := addMeasureFlags(c)
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	res, err := runMeasured(path, s, c, mo, false, stderr)
	if err != nil {
		return err
	}
	mc := measuredCounts(s, res)
	out := measureJSON{countsJSON: countsData(path, "measured", mc), LineSize: res.LineSize,
		Accesses: res.Loads + res.Stores, Levels: simLevels(res.Levels), Shared: simLevels(res.Shared),
		ExitCode: res.ExitCode, Seconds: res.Elapsed.Seconds()}
	if res.Line != nil {
		out.Reuse = res.Line.Bins()
	}
	if res.Var != nil {
		out.VarReuse = res.Var.Bins()
	}
	for _, t := range res.Threads {
		out.Threads = append(out.Threads, threadJSON{ID: t.ID, Accesses: t.Accesses, Levels: simLevels(t.Levels)})
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	switch c.format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	case "csv":
		if err := writeCounts(w, "csv", path, "measured", mc, false); err != nil {
			return err
		}
	default:
		if err := writeCounts(w, "text", path, "measured", mc, false); err != nil {
			return err
		}
		fmt.Fprintf(w, "\nmemory accesses: %d (%d loads, %d stores), run took %.3f s\n", out.Accesses, res.Loads, res.Stores, res.Elapsed.Seconds())
		writeLevels(w, "cache (whole stream)", out.Levels)
		for _, t := range out.Threads {
			if len(out.Threads) > 1 {
				writeLevels(w, fmt.Sprintf("thread %d private", t.ID), t.Levels)
			}
		}
		if len(out.Threads) > 1 {
			writeLevels(w, "shared (private L1 misses of all threads, global order)", out.Shared)
		}
	}
	return closeOut()
}

func writeLevels(w io.Writer, title string, ls []levelJSON) {
	if len(ls) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%s:\n", title)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "level\tsize\tassoc\tline\taccesses\thits\tmisses\thit rate\tlocal hit rate\t\n")
	for _, l := range ls {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%.4f%%\t%.4f%%\t\n", l.Name, cache.FormatSize(l.SizeBytes), l.Assoc, l.Line, l.Accesses, l.Hits, l.Misses, 100*l.HitRate, 100*l.LocalHitRate)
	}
	tw.Flush()
}

// compareOpts are compare's flags beyond the measure flags.
type compareOpts struct {
	model  *string
	paper  *bool
	events *int
	window *int
}

// maxbinWindow is the --window value meaning a window over every bin (the
// paper's "maxbin"): PWE then compares the miss probabilities of fully
// associative caches at every bin's capacity.
const maxbinWindow = 0

func addCompareFlags(c *common) *compareOpts {
	return &compareOpts{
		model:  c.fs.String("model", "sets", "cache model of the static hit rates: sets (as hits), sdcm, fa-lru or authors"),
		paper:  c.fs.Bool("paper", false, "static profile with the paper's plain two-iteration algorithm"),
		events: c.fs.Int("max-events", reuse.DefaultMaxEvents, "bound on the accesses the static walk simulates"),
		window: c.fs.Int("window", maxbinWindow, "window of the profile window error PWE, in power-of-two bins (0 = every bin, the paper's maxbin)"),
	}
}

// countRow is one static/measured pair of compare's count tables.
type countRow struct {
	Name             string
	Static, Measured float64
	RelErr           float64
}

// compareRows lists the block counts and op totals of the static and measured results.
func compareRows(sd, md countsJSON) (blocks, totals []countRow) {
	for i := range sd.Blocks {
		b := sd.Blocks[i]
		blocks = append(blocks, countRow{b.Function + ":" + b.Name, b.Count, md.Blocks[i].Count, cache.RelErr(b.Count, md.Blocks[i].Count)})
	}
	ts, tm := sd.Totals, md.Totals
	for _, r := range []struct {
		n    string
		s, m float64
	}{{"loads", ts.Loads, tm.Loads}, {"stores", ts.Stores, tm.Stores}, {"bytes_loaded", ts.BytesLoaded, tm.BytesLoaded},
		{"bytes_stored", ts.BytesStored, tm.BytesStored}, {"flops", ts.Flops, tm.Flops}, {"int_ops", ts.IntOps, tm.IntOps},
		{"cond_branches", ts.CondBranches, tm.CondBranches}, {"uncond_branches", ts.UncondBranches, tm.UncondBranches},
		{"calls", ts.Calls, tm.Calls}, {"blocks_executed", ts.BlocksExecuted, tm.BlocksExecuted}} {
		totals = append(totals, countRow{r.n, r.s, r.m, cache.RelErr(r.s, r.m)})
	}
	return blocks, totals
}

// pow2Bin is one power-of-two distance bin of compare's profile table.
type pow2Bin struct {
	// Range is "first touch", "0", "1", "2-3", "4-7", ...
	Range    string  `json:"distance"`
	Static   float64 `json:"static_prob"`
	Measured float64 `json:"measured_prob"`
	// Diff is Static - Measured in percentage points.
	Diff float64 `json:"diff_points"`
}

// pow2Bins puts the probabilities of a and b into the bins of cache.PBE: D
// = 0, then 2^(k-1) <= D < 2^k, first touches first; bins empty in both are
// left out.
func pow2Bins(a, b *cache.Profile) []pow2Bin {
	const first = 0                 // index of the first-touch bin; distance bin k is at k+1
	const n = cache.NumLog2Bins + 1 // first touches, then the power-of-two bins
	var pa, pb [n]float64
	fill := func(h *[n]float64, p *cache.Profile) {
		for _, bin := range p.Bins() {
			i := first
			if bin.Distance != cache.Infinite {
				i = cache.Log2Bin(bin.Distance) + 1
			}
			h[i] += bin.Prob
		}
	}
	fill(&pa, a)
	fill(&pb, b)
	var out []pow2Bin
	for i := range pa {
		if pa[i] == 0 && pb[i] == 0 {
			continue
		}
		r := "first touch"
		switch k := i - 1; {
		case i == first:
		case k == 0:
			r = "0"
		case k == 1:
			r = "1"
		default:
			r = fmt.Sprintf("%d-%d", uint64(1)<<(k-1), uint64(1)<<k-1)
		}
		out = append(out, pow2Bin{Range: r, Static: pa[i], Measured: pb[i], Diff: 100 * (pa[i] - pb[i])})
	}
	return out
}

// reuseCompareJSON is one static/measured profile pair with its errors.
type reuseCompareJSON struct {
	Granularity      string  `json:"granularity"`
	LineSize         int64   `json:"line_size"`
	StaticAccesses   float64 `json:"static_accesses"`
	MeasuredAccesses float64 `json:"measured_accesses"`
	// PBE and PWE are fractions (0.05 = 5%) of the static profile against the measured one.
	PBE       float64     `json:"pbe"`
	PWE       float64     `json:"pwe"`
	PWEWindow string      `json:"pwe_window"`
	Bins      []pow2Bin   `json:"bins"`
	Static    []cache.Bin `json:"static_reuse"`
	Measured  []cache.Bin `json:"measured_reuse"`
}

func reuseCompare(gran string, line int64, st, me *cache.Profile, window int) reuseCompareJSON {
	w, name := window, strconv.Itoa(window)
	if window == maxbinWindow {
		w, name = math.MaxInt32, "maxbin"
	}
	return reuseCompareJSON{Granularity: gran, LineSize: line, StaticAccesses: st.Total(), MeasuredAccesses: me.Total(),
		PBE: cache.PBE(st, me), PWE: cache.PWE(st, me, w), PWEWindow: name, Bins: pow2Bins(st, me), Static: st.Bins(), Measured: me.Bins()}
}

// levelCompareJSON is one cache level's static and measured hit rates.
type levelCompareJSON struct {
	Name      string `json:"name"`
	SizeBytes int64  `json:"size_bytes"`
	Assoc     int    `json:"assoc"`
	Line      int    `json:"line"`
	// Hit rates are fractions; Diff is static - measured in percentage points.
	StaticHitRate        float64 `json:"static_hit_rate"`
	MeasuredHitRate      float64 `json:"measured_hit_rate"`
	Diff                 float64 `json:"diff_points"`
	StaticLocalHitRate   float64 `json:"static_local_hit_rate"`
	MeasuredLocalHitRate float64 `json:"measured_local_hit_rate"`
}

type compareJSON struct {
	Function string               `json:"function"`
	Blocks   []countRowJSON       `json:"blocks"`
	Totals   []countRowJSON       `json:"totals"`
	Reuse    *reuseCompareJSON    `json:"reuse,omitempty"`
	VarReuse *reuseCompareJSON    `json:"var_reuse,omitempty"`
	Model    string               `json:"model,omitempty"`
	Levels   []levelCompareJSON   `json:"levels,omitempty"`
	Parallel *parallelCompareJSON `json:"parallel,omitempty"`
	Notes    []string             `json:"notes"`
}

// parallelCompareJSON puts the parallel model for --threads cores beside the
// measured threads: the private first level per core (and averaged by
// accesses) and the share of all accesses served by the first level or the
// shared second (global).
type parallelCompareJSON struct {
	Cores           int       `json:"cores"`
	StaticPrivate   float64   `json:"static_private_hit_rate"`
	MeasuredPrivate float64   `json:"measured_private_hit_rate"`
	StaticPerCore   []float64 `json:"static_per_core"`
	MeasuredPerCore []float64 `json:"measured_per_core"`
	StaticShared    float64   `json:"static_global_hit_rate"`
	MeasuredShared  float64   `json:"measured_global_hit_rate"`
}

type countRowJSON struct {
	Name     string   `json:"name"`
	Static   float64  `json:"static"`
	Measured float64  `json:"measured"`
	RelErr   *float64 `json:"rel_error"` // null when measured is 0 and static is not
}

func countRowsJSON(rs []countRow) []countRowJSON {
	var out []countRowJSON
	for _, r := range rs {
		e := r.RelErr
		jr := countRowJSON{r.Name, r.Static, r.Measured, &e}
		if math.IsInf(e, 0) {
			jr.RelErr = nil
		}
		out = append(out, jr)
	}
	return out
}

func cmdCompare(args []string, stdout, stderr io.Writer) error {
	c := newCommon("compare", "Run the program instrumented and put the static predictions beside the measured values:\n"+
		"block counts and op counts with their relative error; the reuse profile (--line bytes, and with --var\n"+
		"per address) with the profile bin error PBE and profile window error PWE (Badamo et al., Eq. 1) of\n"+
		"the static profile against the measured one; and every --cache level's hit rate, static (--model)\n"+
		"beside the exact LRU simulation, with the difference in percentage points.", stderr)
	mo := addMeasureFlags(c)
	co := addCompareFlags(c)
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	model, err := cache.ParseModel(*co.model)
	if err != nil {
		return usagef("--model: %v", err)
	}
	line := int64(*mo.line)
	if line <= 0 || line&(line-1) != 0 {
		return usagef("--line %d is not a positive power of two", *mo.line)
	}
	if *co.events <= 0 {
		return usagef("--max-events %d must be positive", *co.events)
	}
	if *co.window < 0 {
		return usagef("--window %d is negative", *co.window)
	}
	var levels []cache.Level
	if *mo.cache != "" {
		if levels, err = cache.ParseHierarchy(*mo.cache); err != nil {
			return usagef("--cache: %v", err)
		}
		for _, l := range levels {
			if int64(l.Line) != line {
				return usagef("--cache: level %s has %d-byte lines but --line is %d (the static hit rates need the profile at the cache's line size)", l.Name, l.Line, line)
			}
		}
	}
	vals, st, err := staticCounts(s)
	if err != nil {
		return err
	}
	_, sr, err := s.StaticReuse(vals, st, reuse.StaticOptions{Line: line, Paper: *co.paper, MaxEvents: *co.events})
	if err != nil {
		return err
	}
	notes := append([]string{}, sr.Notes...)
	var svr *reuse.StaticResult
	if *mo.varGran {
		if _, svr, err = s.StaticReuse(vals, st, reuse.StaticOptions{Line: 1, Paper: *co.paper, MaxEvents: *co.events}); err != nil {
			return err
		}
		notes = append(notes, svr.Notes...)
	}
	res, err := runMeasured(path, s, c, mo, false, stderr)
	if err != nil {
		return err
	}
	me := measuredCounts(s, res)
	blocks, totals := compareRows(countsData(path, "static", st), countsData(path, "measured", me))
	out := compareJSON{Function: s.Root.Name, Blocks: countRowsJSON(blocks), Totals: countRowsJSON(totals), Notes: notes}
	if res.Line != nil {
		r := reuseCompare("line", line, sr.Profile, res.Line, *co.window)
		out.Reuse = &r
	}
	if svr != nil && res.Var != nil {
		r := reuseCompare("address", 1, svr.Profile, res.Var, *co.window)
		out.VarReuse = &r
	}
	if len(levels) > 0 {
		out.Model = model.String()
		rates, _, err := s.StaticRates(vals, st, levels, model, reuse.StaticOptions{Line: line, Paper: *co.paper, MaxEvents: *co.events})
		if err != nil {
			return err
		}
		for k, l := range levels {
			lc := levelCompareJSON{Name: l.Name, SizeBytes: l.SizeBytes, Assoc: l.Assoc, Line: l.Line,
				StaticHitRate: rates[k].HitRate, StaticLocalHitRate: rates[k].LocalHitRate}
			if k < len(res.Levels) {
				lc.MeasuredHitRate, lc.MeasuredLocalHitRate = res.Levels[k].HitRate, res.Levels[k].LocalHitRate
			}
			lc.Diff = 100 * (lc.StaticHitRate - lc.MeasuredHitRate)
			out.Levels = append(out.Levels, lc)
		}
	}
	if len(levels) > 1 && *mo.threads > 1 && model == cache.Sets {
		preds, err := predictCores(s, vals, st, levels, []int{*mo.threads}, parallel.Options{Static: reuse.StaticOptions{Line: line, MaxEvents: *co.events}})
		if err != nil {
			return err
		}
		p := preds[0]
		m := res.ThreadRates()
		out.Parallel = &parallelCompareJSON{Cores: p.Cores, StaticPrivate: p.Levels[0].HitRate, StaticPerCore: p.Levels[0].PerCore,
			StaticShared: p.Served(1), MeasuredPrivate: m.Private, MeasuredPerCore: m.PerThread, MeasuredShared: m.Served}
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	if c.format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
		return closeOut()
	}
	if err := writeCompareText(w, blocks, totals, &out); err != nil {
		return err
	}
	printNotes(stderr, path, notes)
	return closeOut()
}

// writeCompareText prints compare's tables.
func writeCompareText(w io.Writer, blocks, totals []countRow, out *compareJSON) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "block\tstatic\tmeasured\terror\t\n")
	for _, r := range blocks {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", r.Name, fmtCount(r.Static), fmtCount(r.Measured), fmtErr(r.RelErr))
	}
	fmt.Fprintf(tw, "\t\t\t\t\n%s\t%s\t%s\t%s\t\n", "total", "static", "measured", "error")
	for _, r := range totals {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", r.Name, fmtCount(r.Static), fmtCount(r.Measured), fmtErr(r.RelErr))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, r := range []*reuseCompareJSON{out.Reuse, out.VarReuse} {
		if r == nil {
			continue
		}
		unit := fmt.Sprintf("distance in distinct %d-byte lines", r.LineSize)
		if r.Granularity == "address" {
			unit = "distance in distinct addresses"
		}
		fmt.Fprintf(w, "\nreuse profile (%s): static %s accesses, measured %s\n", unit, fmtCount(r.StaticAccesses), fmtCount(r.MeasuredAccesses))
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "distance\tstatic %%\tmeasured %%\tdifference (points)\t\n")
		for _, b := range r.Bins {
			fmt.Fprintf(tw, "%s\t%.4f\t%.4f\t%+.4f\t\n", b.Range, 100*b.Static, 100*b.Measured, b.Diff)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintf(w, "PBE %.4f%%, PWE (window %s) %.4f%% (static against measured)\n", 100*r.PBE, r.PWEWindow, 100*r.PWE)
	}
	if len(out.Levels) > 0 {
		fmt.Fprintf(w, "\ncache hit rates (static: model %s on the static profile; measured: exact LRU simulation):\n", out.Model)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "level\tsize\tassoc\tline\tstatic hit rate %%\tmeasured hit rate %%\tdifference (points)\tstatic local %%\tmeasured local %%\t\n")
		for _, l := range out.Levels {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%d B\t%.4f\t%.4f\t%+.4f\t%.4f\t%.4f\t\n", l.Name, cache.FormatSize(l.SizeBytes), l.Assoc, l.Line,
				100*l.StaticHitRate, 100*l.MeasuredHitRate, l.Diff, 100*l.StaticLocalHitRate, 100*l.MeasuredLocalHitRate)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if p := out.Parallel; p != nil {
		fmt.Fprintf(w, "\nparallel model, %d cores (static: hits --cores; measured: per-thread private L1, shared L2 in the real order):\n", p.Cores)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "\tstatic %%\tmeasured %%\tdifference (points)\t\n")
		fmt.Fprintf(tw, "private L1 (average)\t%.4f\t%.4f\t%+.4f\t\n", 100*p.StaticPrivate, 100*p.MeasuredPrivate, 100*(p.StaticPrivate-p.MeasuredPrivate))
		for c := range p.StaticPerCore {
			m := math.NaN()
			if c < len(p.MeasuredPerCore) {
				m = p.MeasuredPerCore[c]
			}
			fmt.Fprintf(tw, "  core %d\t%.4f\t%.4f\t%+.4f\t\n", c, 100*p.StaticPerCore[c], 100*m, 100*(p.StaticPerCore[c]-m))
		}
		fmt.Fprintf(tw, "L1 + shared L2 (global)\t%.4f\t%.4f\t%+.4f\t\n", 100*p.StaticShared, 100*p.MeasuredShared, 100*(p.StaticShared-p.MeasuredShared))
		return tw.Flush()
	}
	return nil
}

func fmtErr(e float64) string {
	switch {
	case math.IsInf(e, 0):
		return "n/a"
	case e == 0:
		return "0"
	}
	return fmt.Sprintf("%+.3f%%", 100*e)
}
