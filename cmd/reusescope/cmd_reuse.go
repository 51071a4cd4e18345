package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/report"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// reuseOpts are the flags of the static reuse commands.
type reuseOpts struct {
	line   *int
	varGr  *bool
	paper  *bool
	events *int
}

func addReuseFlags(c *common) *reuseOpts {
	return &reuseOpts{
		line:   c.fs.Int("line", 64, "granularity of the reuse distance in bytes (a cache line)"),
		varGr:  c.fs.Bool("var", false, "per-variable (per-address) reuse distances, as in the paper, instead of cache lines"),
		paper:  c.fs.Bool("paper", false, "the paper's plain two-iteration algorithm (no line periods, no footprint of skipped iterations)"),
		events: c.fs.Int("max-events", reuse.DefaultMaxEvents, "bound on the accesses the static walk simulates"),
	}
}

func (ro *reuseOpts) options() (reuse.StaticOptions, error) {
	line := int64(*ro.line)
	if *ro.varGr {
		line = 1
	}
	if line <= 0 || line&(line-1) != 0 {
		return reuse.StaticOptions{}, usagef("--line %d is not a positive power of two", *ro.line)
	}
	if *ro.events <= 0 {
		return reuse.StaticOptions{}, usagef("--max-events %d must be positive", *ro.events)
	}
	return reuse.StaticOptions{Line: line, Paper: *ro.paper, MaxEvents: *ro.events}, nil
}

// staticReuse runs the whole static pipeline up to the reuse profile.
func staticReuse(s *pipeline.Session, opts reuse.StaticOptions) (*statictrace.Trace, *reuse.StaticResult, error) {
	vals, res, err := staticCounts(s)
	if err != nil {
		return nil, nil, err
	}
	return s.StaticReuse(vals, res, opts)
}

func printNotes(stderr io.Writer, path string, notes []string) {
	for _, n := range notes {
		fmt.Fprintf(stderr, "reusescope: note: %s: %s\n", path, n)
	}
}

type reuseJSON struct {
	Function  string      `json:"function"`
	LineSize  int64       `json:"line_size"`
	Algorithm string      `json:"algorithm"`
	Accesses  float64     `json:"accesses"`
	Events    int         `json:"simulated_accesses"`
	Reuse     []cache.Bin `json:"reuse"`
	Notes     []string    `json:"notes"`
}

func algorithmName(paper bool) string {
	if paper {
		return "two-iteration"
	}
	return "sampled"
}

func cmdReuse(args []string, stdout, stderr io.Writer) error {
	c := newCommon("reuse", "Predict the reuse-distance profile statically: the loop-annotated trace walked by the\nrecursive two-iteration algorithm through an exact stack engine. Writes distance,probability,count\n(distance -1 = first touch); --format json adds the totals.", stderr)
	ro := addReuseFlags(c)
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	opts, err := ro.options()
	if err != nil {
		return err
	}
	_, r, err := staticReuse(s, opts)
	if err != nil {
		return err
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	switch c.format {
	case "json":
		out := reuseJSON{Function: s.Root.Name, LineSize: opts.Line, Algorithm: algorithmName(opts.Paper), Accesses: r.Accesses,
			Events: r.Events, Reuse: r.Profile.Bins(), Notes: r.Notes}
		if out.Notes == nil {
			out.Notes = []string{}
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		err = enc.Encode(out)
	default:
		err = r.Profile.WriteCSV(w)
		printNotes(stderr, path, r.Notes)
	}
	if err != nil {
		return err
	}
	return closeOut()
}

type hitsJSON struct {
	Function string                 `json:"function"`
	LineSize int64                  `json:"line_size"`
	Model    string                 `json:"model"`
	Accesses float64                `json:"accesses"`
	Levels   []report.LevelRate     `json:"levels"`
	Parallel []*parallel.Prediction `json:"parallel,omitempty"`
	Notes    []string               `json:"notes"`
}

// parseCores parses --cores: a comma list of positive counts or ranges
// A..B (every power of two in it).
func parseCores(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if lo, hi, ok := strings.Cut(f, ".."); ok {
			a, err1 := strconv.Atoi(lo)
			b, err2 := strconv.Atoi(hi)
			if err1 != nil || err2 != nil || a < 1 || b < a || b > maxCores {
				return nil, fmt.Errorf("bad core range %q (want A..B with 1 <= A <= B <= %d)", f, maxCores)
			}
			for c := a; c <= b; c++ {
				if c&(c-1) == 0 || c == a || c == b {
					out = append(out, c)
				}
			}
			continue
		}
		c, err := strconv.Atoi(f)
		if err != nil || c < 1 || c > maxCores {
			return nil, fmt.Errorf("bad core count %q (want 1..%d)", f, maxCores)
		}
		out = append(out, c)
	}
	return out, nil
}

// maxCores bounds --cores: the model walks one private trace per core.
const maxCores = 1024

func cmdHits(args []string, stdout, stderr io.Writer) error {
	c := newCommon("hits", "Predict the hit rate of every level of --cache from the static walk. The default model, sets,\ncounts each access's distance within its own cache set (exact LRU for the simulated addresses);\nsdcm is the stack-distance model of Eq. 5-7, fa-lru and authors its alternatives.\nhit_rate is the global rate, local_hit_rate the rate among the accesses that missed the level above.", stderr)
	ro := addReuseFlags(c)
	cacheSpec := c.fs.String("cache", "L1=32KiB/8/64,L2=1MiB/16/64", "cache hierarchy: NAME=SIZE/ASSOC/LINE,... (sizes in KiB/MiB; ASSOC full for fully associative)")
	coresFlag := c.fs.String("cores", "", "core counts for OpenMP regions (SASMM: private first level per core, shared further levels): 1,2,4 or 1..16")
	interleave := c.fs.String("interleave", "round-robin", "order of the cores in the shared trace: round-robin or uniform (random, --seed)")
	seed := c.fs.Int64("seed", 1, "seed of the uniform interleaving")
	model := c.fs.String("model", "sets", "cache model: sets (set distances of the walk's addresses, hit iff D < ways), sdcm (Eq. 5/6), fa-lru (hit iff D < blocks) or authors (the PPT-AMM script's variant)")
	path, s, err := c.open(args)
	if err != nil {
		return err
	}
	levels, err := cache.ParseHierarchy(*cacheSpec)
	if err != nil {
		return usagef("--cache: %v", err)
	}
	m, err := cache.ParseModel(*model)
	if err != nil {
		return usagef("--model: %v", err)
	}
	line := levels[0].Line
	for _, l := range levels[1:] {
		if l.Line != line {
			return usagef("--cache: every level must have the same line size (%s has %d, %s has %d)", levels[0].Name, line, l.Name, l.Line)
		}
	}
	if *ro.varGr {
		return usagef("hits: --var does not apply (hit rates need cache-line distances)")
	}
	*ro.line = line
	opts, err := ro.options()
	if err != nil {
		return err
	}
	var coreCounts []int
	if *coresFlag != "" {
		if coreCounts, err = parseCores(*coresFlag); err != nil {
			return usagef("--cores: %v", err)
		}
		if m != cache.Sets {
			return usagef("--cores needs --model sets (the parallel model walks the cores' traces)")
		}
	}
	if *interleave != "round-robin" && *interleave != "uniform" {
		return usagef("--interleave %q: want round-robin or uniform", *interleave)
	}
	vals, res, err := staticCounts(s)
	if err != nil {
		return err
	}
	rates, r, err := s.StaticRates(vals, res, levels, m, opts)
	if err != nil {
		return err
	}
	var preds []*parallel.Prediction
	if len(coreCounts) > 0 {
		if preds, err = predictCores(s, vals, res, levels, coreCounts, parallel.Options{Static: opts, Uniform: *interleave == "uniform", Seed: *seed}); err != nil {
			return err
		}
	}
	out := hitsJSON{Function: s.Root.Name, LineSize: int64(line), Model: m.String(), Accesses: r.Accesses, Notes: r.Notes, Parallel: preds}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	for _, lr := range rates {
		out.Levels = append(out.Levels, report.NewLevelRate(lr))
	}
	w, closeOut, err := c.output(stdout)
	if err != nil {
		return err
	}
	switch c.format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		err = enc.Encode(out)
	case "csv":
		fmt.Fprintln(w, "level,size_bytes,assoc,line,hit_rate,local_hit_rate,hits,misses")
		for _, l := range out.Levels {
			fmt.Fprintf(w, "%s,%d,%d,%d,%.6f,%.6f,%.6g,%.6g\n", l.Name, l.SizeBytes, l.Assoc, l.Line, l.HitRate, l.LocalHitRate, l.Hits, l.Misses)
		}
		printNotes(stderr, path, r.Notes)
	default:
		fmt.Fprintf(w, "%s: %s, %s accesses, model %s\n", path, s.Root.Name, num(r.Accesses), m)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "level\tsize\tassoc\tline\thit rate %\tlocal hit rate %\thits\tmisses\t")
		for _, l := range out.Levels {
			assoc := fmt.Sprint(l.Assoc)
			if l.Assoc == 0 {
				assoc = "full"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d B\t%.4f\t%.4f\t%s\t%s\t\n", l.Name, cache.FormatSize(l.SizeBytes), assoc, l.Line,
				100*l.HitRate, 100*l.LocalHitRate, num(l.Hits), num(l.Misses))
		}
		err = tw.Flush()
		for _, p := range preds {
			fmt.Fprintf(w, "\n%d cores (%s):\n", p.Cores, p.Interleave)
			tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
			fmt.Fprintln(tw, "level\tshared\thit rate %\tlocal hit rate %\tper core %\t")
			for _, l := range p.Levels {
				var pc []string
				for _, h := range l.PerCore {
					pc = append(pc, fmt.Sprintf("%.4f", 100*h))
				}
				fmt.Fprintf(tw, "%s\t%v\t%.4f\t%.4f\t%s\t\n", l.Name, l.Shared, 100*l.HitRate, 100*l.LocalHitRate, strings.Join(pc, " "))
			}
			if e := tw.Flush(); err == nil {
				err = e
			}
		}
		printNotes(stderr, path, r.Notes)
	}
	if err != nil {
		return err
	}
	return closeOut()
}

// predictCores runs the SASMM model for every core count, on the trace of
// the probabilities vals and the counts res they gave.
func predictCores(s *pipeline.Session, vals balance.Probs, res *balance.Result, levels []cache.Level, counts []int, opts parallel.Options) ([]*parallel.Prediction, error) {
	t, err := s.Trace(vals, res)
	if err != nil {
		return nil, err
	}
	plan, err := s.Plan(t)
	if err != nil {
		return nil, err
	}
	var out []*parallel.Prediction
	for _, n := range counts {
		p, err := parallel.Predict(t, plan, levels, n, opts)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Module.Path, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// num prints a count: as an integer when it is one (to 1e-9), else with 7 significant digits.
func num(v float64) string {
	if r := math.Round(v); math.Abs(v-r) <= 1e-9*math.Max(1, math.Abs(r)) && math.Abs(r) < 1e15 {
		return fmt.Sprintf("%.0f", r)
	}
	return fmt.Sprintf("%.7g", v)
}
