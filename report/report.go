package report

import (
	"fmt"
	"strings"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/reuse"
)

// Report is everything `reusescope report` shows: the static predictions of
// one function and, when the program was also run (--measure), the measured
// values beside them. Its JSON form is the command's --format json.
type Report struct {
	File     string `json:"file"`
	Function string `json:"function"`
	// Context is "main" when the cache figures take Function's accesses in
	// the program's context (see Hits.Context).
	Context string `json:"context,omitempty"`
	Probs   string `json:"probabilities"`
	// Estimated is how much of the prediction rests on estimates.
	Estimated *Estimated `json:"estimated"`
	Set       []Param    `json:"parameters"`
	Model     string     `json:"model"`
	// Walk is how the static walk covered the trace (Hits.Walk).
	Walk     string       `json:"walk"`
	LineSize int          `json:"line_size"`
	Accesses float64      `json:"accesses"`
	Events   int          `json:"simulated_accesses"`
	Notes    []string     `json:"notes"`
	Blocks   []BlockCount `json:"blocks"`
	Totals   []Total      `json:"totals"`
	Reuse    []cache.Bin  `json:"reuse"`
	// ReuseLog2 is Reuse on log2 bins, as the histogram shows it.
	ReuseLog2 []Log2Bin   `json:"reuse_log2"`
	Levels    []LevelRate `json:"levels"`
	// Curves has one hit-rate curve per level of the hierarchy: the level's
	// associativity and line at every power-of-two size of the plot's range.
	Curves   []Curve   `json:"hit_rate_curves"`
	Measured *Measured `json:"measured,omitempty"`
	// Parallel is the SASMM model per --cores count (OpenMP regions).
	Parallel []*Parallel `json:"parallel,omitempty"`
	// Attribution is the prediction (and with --measure the run) per
	// function, loop, object and source line.
	Attribution []*AttribCompare `json:"attribution,omitempty"`
	// Sources are the source files of the attribution by line, annotated.
	Sources []AnnotatedFile `json:"-"`
}

// BlockCount is one basic block's expected (and measured) count with its own
// op tallies per execution.
type BlockCount struct {
	Function      string   `json:"function"`
	Name          string   `json:"name"`
	Line          int      `json:"line"`
	Count         float64  `json:"count"`
	MeasuredCount *float64 `json:"measured_count,omitempty"`
	// Estimated reports whether the count rests on an estimated probability.
	Estimated bool `json:"estimated"`
	irreader.Ops
}

// Total is one whole-run op count (loads, flops, …).
type Total struct {
	Name     string   `json:"name"`
	Static   float64  `json:"static"`
	Measured *float64 `json:"measured,omitempty"`
}

// MeasuredLevel is the exact LRU simulation of one level (cache.SimLevel).
type MeasuredLevel struct {
	HitRate      float64 `json:"hit_rate"`
	LocalHitRate float64 `json:"local_hit_rate"`
	Hits         uint64  `json:"hits"`
	Misses       uint64  `json:"misses"`
}

// Measured holds what the instrumented run adds to the report.
type Measured struct {
	Accesses uint64 `json:"accesses"`
	ExitCode int    `json:"exit_code"`
	// ExitNote says the program exited with a non-zero status.
	ExitNote  string      `json:"exit_note,omitempty"`
	Reuse     []cache.Bin `json:"reuse"`
	ReuseLog2 []Log2Bin   `json:"reuse_log2"`
	// Curves applies the same cache model to the measured profile.
	Curves []Curve `json:"hit_rate_curves"`
}

// Sizes of the hit-rate curves of the report: 1KiB to 64MiB covers L1 to LLC
// of current machines; a --cache level outside widens the range.
const (
	curveMinBytes = 1 << 10
	curveMaxBytes = 64 << 20
)

// CurveSizes returns the powers of two from 1KiB to 64MiB, widened to take
// in every level.
func CurveSizes(levels []cache.Level) []int64 {
	lo, hi := int64(curveMinBytes), int64(curveMaxBytes)
	for _, l := range levels {
		lo, hi = min(lo, l.SizeBytes), max(hi, l.SizeBytes)
	}
	return PowersOfTwo(lo, hi)
}

// CurveLevels returns the valid levels of the hit-rate curves: every level's
// associativity and line at every size of CurveSizes.
func CurveLevels(levels []cache.Level) []cache.Level {
	var out []cache.Level
	for _, l := range levels {
		ls, _ := ValidLevels(l.Name, CurveSizes(levels), l.Assoc, l.Line)
		out = append(out, ls...)
	}
	return out
}

func curveName(l cache.Level) string {
	a := fmt.Sprintf("%d-way", l.Assoc)
	if l.Assoc == 0 {
		a = "fully associative"
	}
	return fmt.Sprintf("%s geometry (%s, %d B lines)", l.Name, a, l.Line)
}

// SetParams returns the --set parameters (name=value) in the order given.
func SetParams(sets []string) []Param {
	out := []Param{}
	for _, a := range sets {
		name, value, _ := strings.Cut(a, "=")
		out = append(out, Param{Name: strings.TrimSpace(name), Value: strings.TrimSpace(value)})
	}
	return out
}

// NewReport gathers the static predictions of the program in file path: the
// counts res (probabilities from src, parameters sets), the profile st, the
// rates table of levels under model m, and rate for the hit-rate curves.
func NewReport(path, src string, sets []string, m cache.Model, levels []cache.Level, table []cache.LevelRate,
	res *balance.Result, est *estimate.Estimate, st *reuse.StaticResult, rate RateFunc) *Report {
	data := NewCounts(path, src, res, est)
	rep := &Report{File: path, Function: data.Function, Probs: src, Estimated: data.Estimated, Set: SetParams(sets), Model: m.String(), Walk: WalkOf(st),
		LineSize: levels[0].Line, Accesses: st.Accesses, Events: st.Events, Notes: append([]string{}, st.Notes...),
		Reuse: st.Profile.Bins(), ReuseLog2: Log2Bins(st.Profile, 0)}
	for _, b := range data.Blocks {
		rep.Blocks = append(rep.Blocks, BlockCount{Function: b.Function, Name: b.Name, Line: b.Line, Count: b.Count, Estimated: b.Estimated, Ops: b.Ops})
	}
	for _, t := range data.Totals.Rows() {
		rep.Totals = append(rep.Totals, Total{Name: t.Name, Static: t.Value})
	}
	for _, lr := range table {
		rep.Levels = append(rep.Levels, NewLevelRate(lr))
	}
	sizes := CurveSizes(levels)
	for _, l := range levels {
		c, _ := HitRateCurve(curveName(l), sizes, l.Assoc, l.Line, rate)
		rep.Curves = append(rep.Curves, c)
	}
	return rep
}

// AddMeasured puts the measured run mr beside the static values: counts are
// its block counts in the terms of the static ones
// (pipeline.Session.MeasuredCounts), m and levels the report's model and
// hierarchy, static the static profile.
func (rep *Report) AddMeasured(counts *balance.Result, mr *measure.Result, m cache.Model, levels []cache.Level, static *cache.Profile) {
	md := NewCounts(rep.File, "measured", counts, nil)
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
	for i, t := range md.Totals.Rows() {
		v := t.Value
		rep.Totals[i].Measured = &v
	}
	for i, sl := range mr.Levels {
		if i < len(rep.Levels) {
			rep.Levels[i].Measured = &MeasuredLevel{HitRate: sl.HitRate, LocalHitRate: sl.LocalHitRate, Hits: sl.Hits, Misses: sl.Misses}
		}
	}
	me := &Measured{Accesses: mr.Loads + mr.Stores, ExitCode: mr.ExitCode, ExitNote: mr.ExitNote, Reuse: []cache.Bin{}, ReuseLog2: []Log2Bin{}}
	if mr.Line != nil {
		n := MaxLog2Bins(static, mr.Line) // both histograms on the same bins
		rep.ReuseLog2 = Log2Bins(static, n)
		me.Reuse = mr.Line.Bins()
		me.ReuseLog2 = Log2Bins(mr.Line, n)
		// The sets model needs the addresses of a walk; the measured run
		// gives a profile only, so its curves exist for the profile models.
		if m != cache.Sets {
			sizes := CurveSizes(levels)
			for _, l := range levels {
				c, _ := HitRateCurve(curveName(l)+DashedSuffix, sizes, l.Assoc, l.Line, ProfileRate(m, mr.Line))
				me.Curves = append(me.Curves, c)
			}
		}
	}
	rep.Measured = me
}
