package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/parallel"
)

// Compare is the output of `compare`: the static predictions beside the
// measured values, with their errors.
type Compare struct {
	Function string `json:"function"`
	// Context is "main" when the profiles and rates take Function's
	// accesses in the program's context (see Hits.Context).
	Context string `json:"context,omitempty"`
	// Inlined, when not "", is the function --func named whose code the
	// optimiser inlined into Function: the profiles and rates take the
	// accesses of that code (the block counts and totals are Function's).
	Inlined string `json:"inlined,omitempty"`
	// Estimated is how much of the static side rests on estimates.
	Estimated *Estimated    `json:"estimated"`
	Blocks    []CountRow    `json:"blocks"`
	Totals    []CountRow    `json:"totals"`
	Reuse     *ReuseCompare `json:"reuse,omitempty"`
	VarReuse  *ReuseCompare `json:"var_reuse,omitempty"`
	Model     string        `json:"model,omitempty"`
	// Walk is how the static walk covered the trace (Hits.Walk).
	Walk     string           `json:"walk,omitempty"`
	Levels   []LevelCompare   `json:"levels,omitempty"`
	Parallel *ParallelCompare `json:"parallel,omitempty"`
	// Attribution is both sides per line, object, loop or function (--by).
	Attribution *AttribCompare `json:"attribution,omitempty"`
	// Top is the number of attribution rows the text form shows (0: all).
	Top   int      `json:"-"`
	Notes []string `json:"notes"`
}

// CountRow is one static/measured pair of a block count or an op total.
type CountRow struct {
	Name     string   `json:"name"`
	Static   float64  `json:"static"`
	Measured float64  `json:"measured"`
	RelErr   *float64 `json:"rel_error"` // null when measured is 0 and static is not
	// Estimated reports whether the static value rests on an estimated
	// probability.
	Estimated bool `json:"estimated,omitempty"`
}

// NewCompare puts the counts static and measured (the same functions and
// blocks, pipeline.Session.MeasuredCounts) of the program in file path side
// by side; notes are the static analysis's and est how much of it rests on
// estimates.
func NewCompare(path string, static, measured *balance.Result, notes []string, est *estimate.Estimate) *Compare {
	sd, md := NewCounts(path, "static", static, est), NewCounts(path, "measured", measured, nil)
	out := &Compare{Function: sd.Function, Notes: notes, Estimated: sd.Estimated}
	for i, b := range sd.Blocks {
		r := newCountRow(b.Function+":"+b.Name, b.Count, md.Blocks[i].Count)
		r.Estimated = b.Estimated
		out.Blocks = append(out.Blocks, r)
	}
	ts, tm := sd.Totals, md.Totals
	for _, r := range []struct {
		n    string
		s, m float64
	}{{"loads", ts.Loads, tm.Loads}, {"stores", ts.Stores, tm.Stores}, {"bytes_loaded", ts.BytesLoaded, tm.BytesLoaded},
		{"bytes_stored", ts.BytesStored, tm.BytesStored}, {"flops", ts.Flops, tm.Flops}, {"int_ops", ts.IntOps, tm.IntOps},
		{"cond_branches", ts.CondBranches, tm.CondBranches}, {"uncond_branches", ts.UncondBranches, tm.UncondBranches},
		{"calls", ts.Calls, tm.Calls}, {"blocks_executed", ts.BlocksExecuted, tm.BlocksExecuted}} {
		out.Totals = append(out.Totals, newCountRow(r.n, r.s, r.m))
	}
	return out
}

func newCountRow(name string, static, measured float64) CountRow {
	e := cache.RelErr(static, measured)
	r := CountRow{Name: name, Static: static, Measured: measured, RelErr: &e}
	if math.IsInf(e, 0) {
		r.RelErr = nil
	}
	return r
}

// Pow2Bin is one power-of-two distance bin of compare's profile table.
type Pow2Bin struct {
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
func pow2Bins(a, b *cache.Profile) []Pow2Bin {
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
	var out []Pow2Bin
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
		out = append(out, Pow2Bin{Range: r, Static: pa[i], Measured: pb[i], Diff: 100 * (pa[i] - pb[i])})
	}
	return out
}

// MaxbinWindow is the PWE window meaning a window over every bin ("maxbin"
// in Badamo et al.'s profile window error): PWE then compares the miss probabilities of fully
// associative caches at every bin's capacity.
const MaxbinWindow = 0

// ReuseCompare is one static/measured profile pair with its errors.
type ReuseCompare struct {
	Granularity      string  `json:"granularity"`
	LineSize         int64   `json:"line_size"`
	StaticAccesses   float64 `json:"static_accesses"`
	MeasuredAccesses float64 `json:"measured_accesses"`
	// PBE and PWE are fractions (0.05 = 5%) of the static profile against the measured one.
	PBE       float64     `json:"pbe"`
	PWE       float64     `json:"pwe"`
	PWEWindow string      `json:"pwe_window"`
	Bins      []Pow2Bin   `json:"bins"`
	Static    []cache.Bin `json:"static_reuse"`
	Measured  []cache.Bin `json:"measured_reuse"`
}

// NewReuseCompare compares the static profile st with the measured one me
// at granularity gran ("line" of line bytes, or "address"); window is PWE's
// window in bins (MaxbinWindow for every bin).
func NewReuseCompare(gran string, line int64, st, me *cache.Profile, window int) *ReuseCompare {
	w, name := window, strconv.Itoa(window)
	if window == MaxbinWindow {
		w, name = math.MaxInt32, "maxbin"
	}
	return &ReuseCompare{Granularity: gran, LineSize: line, StaticAccesses: st.Total(), MeasuredAccesses: me.Total(),
		PBE: cache.PBE(st, me), PWE: cache.PWE(st, me, w), PWEWindow: name, Bins: pow2Bins(st, me), Static: st.Bins(), Measured: me.Bins()}
}

// LevelCompare is one cache level's static and measured hit rates.
type LevelCompare struct {
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
	// Hits and misses of the level, static (expected) and measured.
	StaticHits     float64 `json:"static_hits"`
	StaticMisses   float64 `json:"static_misses"`
	MeasuredHits   float64 `json:"measured_hits"`
	MeasuredMisses float64 `json:"measured_misses"`
	// StaticBounds are the static side's bounds (Bounded) and InBounds
	// whether the measured hit rate and misses lie within them (to
	// rounding).
	StaticBounds *Bounded `json:"static_bounds,omitempty"`
	InBounds     *bool    `json:"in_bounds,omitempty"`
}

// SetBounds sets the static bounds of the levels (pipeline.Session.Bounds of a
// whole or sampled walk; nil sets none) and whether the measured values lie
// within them.
func (c *Compare) SetBounds(bounds []estimate.Bounds, whole bool) {
	if len(bounds) != len(c.Levels) {
		return
	}
	for k := range c.Levels {
		l := &c.Levels[k]
		b := newBounded(bounds[k], whole)
		l.StaticBounds = &b
		// Measured counts are integers, static bounds sums of fractions.
		in := bounds[k].HitRate.Contains(l.MeasuredHitRate, 1e-9) && bounds[k].Misses.Contains(l.MeasuredMisses, 1e-9) ||
			math.Abs(l.MeasuredMisses-l.StaticMisses) < 0.5 && bounds[k].Exact()
		l.InBounds = &in
	}
}

// boundsText is the text of the static side's bounds column and the
// measured side's (whether it lies within them).
func (l LevelCompare) boundsText() (string, string) {
	b := l.StaticBounds
	if b == nil {
		return "", ""
	}
	r, m := b.boundsText()
	st := r
	if b.Bounds == BoundsBounded {
		st = r + " " + m + " misses"
	}
	in := "within"
	if !*l.InBounds {
		in = "OUTSIDE"
		if b.Bounds != BoundsBounded {
			in = "differs"
		}
	}
	return st, in
}

// SetLevels puts the static rates of levels under model m beside the
// simulated levels of the run.
func (c *Compare) SetLevels(m cache.Model, levels []cache.Level, rates []cache.LevelRate, measured []cache.SimLevel) {
	c.Model = m.String()
	for k, l := range levels {
		lc := LevelCompare{Name: l.Name, SizeBytes: l.SizeBytes, Assoc: l.Assoc, Line: l.Line,
			StaticHitRate: rates[k].HitRate, StaticLocalHitRate: rates[k].LocalHitRate, StaticHits: rates[k].Hits, StaticMisses: rates[k].Misses}
		if k < len(measured) {
			lc.MeasuredHitRate, lc.MeasuredLocalHitRate = measured[k].HitRate, measured[k].LocalHitRate
			lc.MeasuredHits, lc.MeasuredMisses = float64(measured[k].Hits), float64(measured[k].Misses)
		}
		lc.Diff = 100 * (lc.StaticHitRate - lc.MeasuredHitRate)
		c.Levels = append(c.Levels, lc)
	}
}

// ParallelCompare puts the parallel model for --threads cores beside the
// measured threads: the private first level per core (and averaged by
// accesses) and the share of all accesses served by the first level or the
// shared second (global).
type ParallelCompare struct {
	Cores           int       `json:"cores"`
	StaticPrivate   float64   `json:"static_private_hit_rate"`
	MeasuredPrivate float64   `json:"measured_private_hit_rate"`
	StaticPerCore   []float64 `json:"static_per_core"`
	MeasuredPerCore []float64 `json:"measured_per_core"`
	StaticShared    float64   `json:"static_global_hit_rate"`
	MeasuredShared  float64   `json:"measured_global_hit_rate"`
}

// NewParallelCompare puts the prediction p beside the measured threads' rates m.
func NewParallelCompare(p *parallel.Prediction, m measure.ThreadRates) *ParallelCompare {
	return &ParallelCompare{Cores: p.Cores, StaticPrivate: p.Levels[0].HitRate, StaticPerCore: p.Levels[0].PerCore,
		StaticShared: p.Served(1), MeasuredPrivate: m.Private, MeasuredPerCore: m.PerThread, MeasuredShared: m.Served}
}

// WriteText prints compare's tables: counts, profiles, levels and the parallel model.
func (c *Compare) WriteText(w io.Writer) error {
	if e := c.Estimated.Sentence(); e != "" {
		fmt.Fprintf(w, "%s Static counts marked * rest on an estimate.\n\n", e)
	}
	tw := newTable(w, false)
	fmt.Fprintf(tw, "block\tstatic\tmeasured\terror\t\n")
	for _, r := range c.Blocks {
		st := fmtCount(r.Static)
		if r.Estimated {
			st = "*" + st
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", r.Name, st, fmtCount(r.Measured), fmtErr(r.RelErr))
	}
	fmt.Fprintf(tw, "\t\t\t\t\n%s\t%s\t%s\t%s\t\n", "total", "static", "measured", "error")
	for _, r := range c.Totals {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t\n", r.Name, fmtCount(r.Static), fmtCount(r.Measured), fmtErr(r.RelErr))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, r := range []*ReuseCompare{c.Reuse, c.VarReuse} {
		if r == nil {
			continue
		}
		unit := fmt.Sprintf("distance in distinct %d-byte lines", r.LineSize)
		if r.Granularity == "address" {
			unit = "distance in distinct addresses"
		}
		fmt.Fprintf(w, "\nreuse profile (%s): static %s accesses, measured %s\n", unit, fmtCount(r.StaticAccesses), fmtCount(r.MeasuredAccesses))
		tw := newTable(w, false)
		fmt.Fprintf(tw, "distance\tstatic %%\tmeasured %%\tdifference (points)\t\n")
		for _, b := range r.Bins {
			fmt.Fprintf(tw, "%s\t%.4f\t%.4f\t%+.4f\t\n", b.Range, 100*b.Static, 100*b.Measured, b.Diff)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintf(w, "PBE %.4f%%, PWE (window %s) %.4f%% (static against measured)\n", 100*r.PBE, r.PWEWindow, 100*r.PWE)
	}
	if len(c.Levels) > 0 {
		fmt.Fprintf(w, "\ncache hit rates (static: model %s on the static profile%s; measured: exact LRU simulation):\n", c.Model, WalkPhrase(c.Walk))
		switch {
		case c.Inlined != "":
			fmt.Fprintf(w, "the accesses of %s's code, which the optimiser inlined into %s, in the program's context: the whole run simulated\n", irreader.Demangle(c.Inlined), irreader.Demangle(c.Function))
		case c.Context != "":
			fmt.Fprintf(w, "%s's accesses in the program's context: the cache state %s leaves before them, the whole run simulated (--cold: alone)\n", irreader.Demangle(c.Function), c.Context)
		}
		tw := newTable(w, false)
		bounded := slices.ContainsFunc(c.Levels, func(l LevelCompare) bool { return l.StaticBounds != nil })
		head := levelTextHeader + "side\tdifference (points)\t"
		if bounded {
			head += "bounds\t"
		}
		fmt.Fprintln(tw, head)
		for _, l := range c.Levels {
			st, in := l.boundsText()
			row := levelText(l.Name, l.SizeBytes, l.Assoc, l.Line, l.StaticHitRate, l.StaticLocalHitRate, l.StaticHits, l.StaticMisses) + "static\t\t"
			mrow := fmt.Sprintf("%s%s\t%+.4f\t", levelText(l.Name, l.SizeBytes, l.Assoc, l.Line, l.MeasuredHitRate, l.MeasuredLocalHitRate, l.MeasuredHits, l.MeasuredMisses), "measured", l.Diff)
			if bounded {
				row += st + "\t"
				mrow += in + "\t"
			}
			fmt.Fprintln(tw, row)
			fmt.Fprintln(tw, mrow)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		var bs []Bounded
		for _, l := range c.Levels {
			if l.StaticBounds != nil {
				bs = append(bs, *l.StaticBounds)
			}
		}
		if s := BoundsSentence(bs, c.Walk); s != "" {
			fmt.Fprintln(w, s)
		}
	}
	if p := c.Parallel; p != nil {
		fmt.Fprintf(w, "\nparallel model, %s (static: hits --cores; measured: per-thread private L1, shared L2 in the real order):\n", cores(p.Cores))
		tw := newTable(w, false)
		fmt.Fprintf(tw, "\tstatic %%\tmeasured %%\tdifference (points)\t\n")
		fmt.Fprintf(tw, "private L1 (average)\t%.4f\t%.4f\t%+.4f\t\n", 100*p.StaticPrivate, 100*p.MeasuredPrivate, 100*(p.StaticPrivate-p.MeasuredPrivate))
		for k := range p.StaticPerCore {
			m := math.NaN()
			if k < len(p.MeasuredPerCore) {
				m = p.MeasuredPerCore[k]
			}
			fmt.Fprintf(tw, "  core %d\t%.4f\t%.4f\t%+.4f\t\n", k, 100*p.StaticPerCore[k], 100*m, 100*(p.StaticPerCore[k]-m))
		}
		fmt.Fprintf(tw, "L1 + shared L2 (global)\t%.4f\t%.4f\t%+.4f\t\n", 100*p.StaticShared, 100*p.MeasuredShared, 100*(p.StaticShared-p.MeasuredShared))
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if c.Attribution != nil {
		fmt.Fprintln(w)
		return c.Attribution.WriteText(w, c.Top)
	}
	return nil
}

// WriteCSV writes compare's tables as CSV tables separated by an empty
// line, each with its own header (read them with encoding/csv's
// FieldsPerRecord -1): the blocks, block,static,measured,rel_error,estimated
// (rel_error a fraction, empty when measured is 0 and static is not;
// estimated 1 when the static count rests on an estimate); the totals,
// total,static,measured,rel_error; for each reuse profile compared, its
// power-of-two bins, granularity,distance,static_prob,measured_prob,diff_points;
// and with --cache the levels, the columns of hits --format csv then
// side,diff_points: a static and a measured row per level, the difference
// (static - measured hit rate, in percentage points) on the measured row;
// with --by, the attribution (AttribCompare.WriteCSV).
func (c *Compare) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	relErr := func(e *float64) string {
		if e == nil || math.IsInf(*e, 0) {
			return ""
		}
		return csvEst(*e)
	}
	cw.Write([]string{"block", "static", "measured", "rel_error", "estimated"})
	for _, r := range c.Blocks {
		e := "0"
		if r.Estimated {
			e = "1"
		}
		cw.Write([]string{r.Name, csvCount(r.Static), csvCount(r.Measured), relErr(r.RelErr), e})
	}
	cw.Flush()
	io.WriteString(w, "\n")
	cw.Write([]string{"total", "static", "measured", "rel_error"})
	for _, r := range c.Totals {
		cw.Write([]string{r.Name, csvCount(r.Static), csvCount(r.Measured), relErr(r.RelErr)})
	}
	for _, r := range []*ReuseCompare{c.Reuse, c.VarReuse} {
		if r == nil {
			continue
		}
		cw.Flush()
		io.WriteString(w, "\n")
		cw.Write([]string{"granularity", "distance", "static_prob", "measured_prob", "diff_points"})
		for _, b := range r.Bins {
			cw.Write([]string{r.Granularity, b.Range, csvEst(b.Static), csvEst(b.Measured), csvEst(b.Diff)})
		}
	}
	if len(c.Levels) > 0 {
		cw.Flush()
		io.WriteString(w, "\n")
		cw.Write(append(slices.Clone(levelCSVHeader), "side", "diff_points", "hit_rate_low", "hit_rate_high", "misses_low", "misses_high", "bounds", "in_bounds"))
		for _, l := range c.Levels {
			b := Bounded{}.boundsCSV()
			if l.StaticBounds != nil {
				b = l.StaticBounds.boundsCSV()
			}
			cw.Write(append(append(levelCSV(l.Name, l.SizeBytes, l.Assoc, l.Line, l.StaticHitRate, l.StaticLocalHitRate, l.StaticHits, l.StaticMisses), "static", ""), append(b, "")...))
			in := ""
			if l.InBounds != nil {
				in = strconv.FormatBool(*l.InBounds)
			}
			cw.Write(append(levelCSV(l.Name, l.SizeBytes, l.Assoc, l.Line, l.MeasuredHitRate, l.MeasuredLocalHitRate, l.MeasuredHits, l.MeasuredMisses), "measured", csvEst(l.Diff), "", "", "", "", "", in))
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil || c.Attribution == nil {
		return err
	}
	io.WriteString(w, "\n")
	return c.Attribution.WriteCSV(w)
}

// Write writes compare in format text, json or csv.
func (c *Compare) Write(w io.Writer, format string) error {
	switch format {
	case "json":
		return WriteJSON(w, c)
	case "csv":
		return c.WriteCSV(w)
	}
	return c.WriteText(w)
}

// fmtErr prints a relative error in percent; nil (measured 0, static not) is n/a.
func fmtErr(e *float64) string {
	switch {
	case e == nil || math.IsInf(*e, 0):
		return "n/a"
	case *e == 0:
		return "0"
	}
	return fmt.Sprintf("%+.3f%%", 100**e)
}
