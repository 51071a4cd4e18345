package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"text/tabwriter"
	"time"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
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
}

func addMeasureFlags(c *common) *measureOpts {
	return &measureOpts{
		threads:  c.fs.Int("threads", 0, "OMP_NUM_THREADS of the run (0 = leave unset)"),
		timeout:  c.fs.Duration("timeout", 0, "kill the program after this long (0 = no limit)"),
		cache:    c.fs.String("cache", "L1=32KiB/8/64,L2=1MiB/16/64", "cache hierarchy to simulate: NAME=SIZE/ASSOC/LINE,..."),
		line:     c.fs.Int("line", 64, "line size in bytes of the reuse profile"),
		varGran:  c.fs.Bool("var", false, "also compute the reuse profile at address (variable) granularity"),
		progress: c.fs.Bool("progress", false, "show progress on stderr even when it is not a terminal"),
	}
}

func runMeasured(path string, s *pipeline.Session, c *common, mo *measureOpts, countsOnly bool, stderr io.Writer) (*measure.Result, error) {
	opts := measure.Options{Func: s.Root.Name, Line: *mo.line, VarProfile: *mo.varGran, Threads: *mo.threads,
		Args: c.extraArgs, Timeout: *mo.timeout, CountsOnly: countsOnly, Progress: progressWriter(stderr)}
	if *mo.progress {
		opts.Progress = stderr
	}
	if s.Root.Name == "main" {
		opts.Func = ""
	}
	if !countsOnly && *mo.cache != "" {
		levels, err := reuse.ParseHierarchy(*mo.cache)
		if err != nil {
			return nil, &usageError{"--cache: " + err.Error()}
		}
		opts.Levels = levels
	}
	return measure.Run(context.Background(), path, opts)
}

func writeFromRun(s *pipeline.Session, path string, c *common, threads int, timeout time.Duration, w, stderr io.Writer) error {
	cache := ""
	line, v, prog := 64, false, false
	mo := &measureOpts{threads: &threads, timeout: &timeout, cache: &cache, line: &line, varGran: &v, progress: &prog}
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

func simLevels(ls []reuse.SimLevel) []levelJSON {
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
	Reuse    []reuse.Bin  `json:"reuse,omitempty"`
	VarReuse []reuse.Bin  `json:"var_reuse,omitempty"`
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
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%.4f%%\t%.4f%%\t\n", l.Name, reuse.FormatSize(l.SizeBytes), l.Assoc, l.Line, l.Accesses, l.Hits, l.Misses, 100*l.HitRate, 100*l.LocalHitRate)
	}
	tw.Flush()
}

func cmdCompare(args []string, stdout, stderr io.Writer) error {
	c := newCommon("compare", "Run the program instrumented and put the static predictions beside the measured values:\nblock counts and op counts, with the error of each.", stderr)
	mo := addMeasureFlags(c)
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	_, st, err := staticCounts(s)
	if err != nil {
		return err
	}
	res, err := runMeasured(path, s, c, mo, true, stderr)
	if err != nil {
		return err
	}
	me := measuredCounts(s, res)
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	sd, md := countsData(path, "static", st), countsData(path, "measured", me)
	type row struct {
		Name             string
		Static, Measured float64
		RelErr           float64
	}
	var blocks, totals []row
	relErr := func(s, m float64) float64 {
		if m == 0 {
			if s == 0 {
				return 0
			}
			return math.Inf(1)
		}
		return (s - m) / m
	}
	for i := range sd.Blocks {
		b := sd.Blocks[i]
		blocks = append(blocks, row{b.Function + ":" + b.Name, b.Count, md.Blocks[i].Count, relErr(b.Count, md.Blocks[i].Count)})
	}
	ts, tm := sd.Totals, md.Totals
	for _, r := range []struct {
		n    string
		s, m float64
	}{{"loads", ts.Loads, tm.Loads}, {"stores", ts.Stores, tm.Stores}, {"bytes_loaded", ts.BytesLoaded, tm.BytesLoaded},
		{"bytes_stored", ts.BytesStored, tm.BytesStored}, {"flops", ts.Flops, tm.Flops}, {"int_ops", ts.IntOps, tm.IntOps},
		{"cond_branches", ts.CondBranches, tm.CondBranches}, {"uncond_branches", ts.UncondBranches, tm.UncondBranches},
		{"calls", ts.Calls, tm.Calls}, {"blocks_executed", ts.BlocksExecuted, tm.BlocksExecuted}} {
		totals = append(totals, row{r.n, r.s, r.m, relErr(r.s, r.m)})
	}
	if c.format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		type jrow struct {
			Name     string   `json:"name"`
			Static   float64  `json:"static"`
			Measured float64  `json:"measured"`
			RelErr   *float64 `json:"rel_error"`
		}
		conv := func(rs []row) []jrow {
			var out []jrow
			for _, r := range rs {
				e := r.RelErr
				jr := jrow{r.Name, r.Static, r.Measured, &e}
				if math.IsInf(e, 0) {
					jr.RelErr = nil
				}
				out = append(out, jr)
			}
			return out
		}
		if err := enc.Encode(map[string]any{"function": s.Root.Name, "blocks": conv(blocks), "totals": conv(totals)}); err != nil {
			return err
		}
		return closeOut()
	}
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
	return closeOut()
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
