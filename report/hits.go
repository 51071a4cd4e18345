package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/reuse"
)

// Hits is the output of `hits`: the predicted hit rate of every level of the
// hierarchy and, with --cores, the parallel model per core count.
type Hits struct {
	Function string `json:"function"`
	LineSize int64  `json:"line_size"`
	Model    string `json:"model"`
	// Walk is "whole" when the static walk took every iteration of every
	// loop in program order (an exact simulation of the trace's addresses)
	// and "sampled" when it sampled iterations to fit --max-events.
	Walk     string  `json:"walk"`
	Accesses float64 `json:"accesses"`
	// Context is "main" when Function's accesses are taken in the cache
	// state the program leaves before them (the walk of main), "" when the
	// function is analysed alone from an empty cache (--cold) or is the
	// program.
	Context string `json:"context,omitempty"`
	// Estimated is how much of the prediction rests on estimates.
	Estimated *Estimated  `json:"estimated"`
	Levels    []LevelRate `json:"levels"`
	Parallel  []*Parallel `json:"parallel,omitempty"`
	// Attribution is the prediction per line, object, loop or function
	// (--by).
	Attribution *Attribution `json:"attribution,omitempty"`
	// Top is the number of attribution rows the text form shows (0: all).
	Top   int      `json:"-"`
	Notes []string `json:"notes"`
}

// NewHits gives the rates of function fn's accesses (accesses of them) under
// model m at line bytes per line, with the parallel predictions preds; est
// says how much rests on estimates.
func NewHits(fn string, line int, m cache.Model, accesses float64, rates []cache.LevelRate, preds []*parallel.Prediction, notes []string, est *estimate.Estimate) *Hits {
	out := &Hits{Function: fn, LineSize: int64(line), Model: m.String(), Accesses: accesses, Notes: notes, Parallel: NewParallel(preds), Estimated: NewEstimated(est)}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	for _, lr := range rates {
		out.Levels = append(out.Levels, NewLevelRate(lr))
	}
	return out
}

// LevelRate is one cache level of --cache with its predicted rates (see
// cache.LevelRate) and, in the report with --measure, the simulated ones.
type LevelRate struct {
	Name         string  `json:"name"`
	SizeBytes    int64   `json:"size_bytes"`
	Assoc        int     `json:"assoc"`
	Line         int     `json:"line"`
	HitRate      float64 `json:"hit_rate"`
	LocalHitRate float64 `json:"local_hit_rate"`
	Hits         float64 `json:"hits"`
	Misses       float64 `json:"misses"`
	// Bounded is what the prediction is worth (flattened in JSON).
	Bounded
	Measured *MeasuredLevel `json:"measured,omitempty"`
}

// NewLevelRate is the predicted part of a LevelRate.
func NewLevelRate(lr cache.LevelRate) LevelRate {
	l := lr.Level
	return LevelRate{Name: l.Name, SizeBytes: l.SizeBytes, Assoc: l.Assoc, Line: l.Line,
		HitRate: lr.HitRate, LocalHitRate: lr.LocalHitRate, Hits: lr.Hits, Misses: lr.Misses}
}

// Bounded says what a predicted level is worth (pipeline.Session.Bounds).
type Bounded struct {
	// Bounds is "exact" (every count and address derived, every iteration
	// walked), "derived" (likewise, with Caveats), "sampled" (derived, but
	// the walk sampled iterations: the sampling error is not bounded), or
	// "bounded" (something rests on an estimate: HitRateLow..HitRateHigh
	// and MissesLow..MissesHigh are the range of the prediction over Walks
	// walks that move its estimates, see pipeline.Session.Bounds; or, with
	// Walks 0, the worst case of every estimated count within
	// estimate.CountFactor of the run's).
	// Empty for models other than sets, which approximate LRU and are not
	// bounded.
	Bounds string `json:"bounds,omitempty"`
	// Caveats say what keeps a "derived" level's point from being the
	// run's exactly (estimate.CaveatInclusive, CaveatHeapPage,
	// CaveatMeanTrip), or a "bounded" one's range from holding it whatever
	// the layout (the same, and estimate.CaveatSampled when the walk
	// sampled iterations); "placement" marks a range widened by accesses
	// whose place in the run the IR does not fix (estimate.CaveatPlacement).
	Caveats []string `json:"caveats,omitempty"`
	// Unplaced is the number of accesses of the "placement" caveat.
	Unplaced float64 `json:"unplaced_accesses,omitempty"`
	// Walks is the number of walks with the estimates moved that the
	// range spans, Moved what they moved ("counts", "addresses"):
	// estimate.Bounds.Walks and Moved.
	Walks       int      `json:"walks,omitempty"`
	Moved       []string `json:"moved,omitempty"`
	HitRateLow  *float64 `json:"hit_rate_low,omitempty"`
	HitRateHigh *float64 `json:"hit_rate_high,omitempty"`
	MissesLow   *float64 `json:"misses_low,omitempty"`
	// MissesHigh is nil in a "bounded" level without an upper bound (a
	// call or longjmp the analysis does not follow may miss any number of
	// times).
	MissesHigh *float64 `json:"misses_high,omitempty"`
}

// Bound names of Bounded.Bounds.
const (
	BoundsExact   = "exact"
	BoundsDerived = "derived"
	BoundsSampled = "sampled"
	BoundsBounded = "bounded"
)

// newBounded is the output form of b, of a walk that took every iteration
// (whole) or sampled them.
func newBounded(b estimate.Bounds, whole bool) Bounded {
	lo, hi, mlo, mhi := b.HitRate.Low, b.HitRate.High, b.Misses.Low, b.Misses.High
	out := Bounded{HitRateLow: &lo, HitRateHigh: &hi, MissesLow: &mlo, MissesHigh: &mhi}
	if math.IsInf(mhi, 1) {
		out.MissesHigh = nil // unbounded: no misses_high
	}
	switch {
	case !b.Exact():
		out.Bounds, out.Caveats, out.Unplaced, out.Walks, out.Moved = BoundsBounded, b.Caveats, b.Unplaced, b.Walks, b.Moved
		if !whole {
			out.Caveats = append(slices.Clone(out.Caveats), estimate.CaveatSampled)
		}
	case !whole:
		out.Bounds = BoundsSampled
	case len(b.Caveats) > 0:
		out.Bounds, out.Caveats = BoundsDerived, b.Caveats
	default:
		out.Bounds = BoundsExact
	}
	return out
}

// SetBounds sets the bounds of levels (pipeline.Session.Bounds, one per level;
// nil sets none) of a walk that took every iteration (whole) or sampled
// them.
func SetBounds(levels []LevelRate, bounds []estimate.Bounds, whole bool) {
	if len(bounds) != len(levels) {
		return
	}
	for k := range levels {
		levels[k].Bounded = newBounded(bounds[k], whole)
	}
}

// kind is the bounds' kind with its caveats: "derived (inclusive)".
func (b Bounded) kind() string {
	if len(b.Caveats) > 0 {
		return b.Bounds + " (" + strings.Join(b.Caveats, ", ") + ")"
	}
	return b.Bounds
}

// boundsText is the text form of the bounds: the hit rate's and the
// misses' ("exact", "derived (...)", "sampled", or "[lo, hi]"); "-"
// without bounds.
func (b Bounded) boundsText() (string, string) {
	switch b.Bounds {
	case "":
		return "-", "-"
	case BoundsBounded:
		high := "inf)" // unbounded (a call not followed)
		if b.MissesHigh != nil {
			high = num(math.Ceil(*b.MissesHigh-1e-9)) + "]"
		}
		rate, misses := fmt.Sprintf("[%.4f, %.4f]", 100**b.HitRateLow, 100**b.HitRateHigh), fmt.Sprintf("[%s, %s", num(math.Floor(*b.MissesLow+1e-9)), high)
		if c := b.uncovered(); len(c) > 0 {
			note := " (" + strings.Join(c, ", ") + ")"
			rate, misses = rate+note, misses+note
		}
		return rate, misses
	}
	return b.kind(), b.kind()
}

// uncovered are the caveats of a bounded level that its range does not
// cover (all but the placement, which widened it).
func (b Bounded) uncovered() []string {
	var out []string
	for _, c := range b.Caveats {
		if c != estimate.CaveatPlacement {
			out = append(out, c)
		}
	}
	return out
}

// boundsCSV is the CSV form of the bounds: hit_rate_low, hit_rate_high,
// misses_low, misses_high ("inf" when unbounded), bounds (empty without
// bounds).
func (b Bounded) boundsCSV() []string {
	if b.Bounds == "" {
		return []string{"", "", "", "", ""}
	}
	high := "inf" // unbounded (a call not followed)
	if b.MissesHigh != nil {
		high = csvCount(*b.MissesHigh)
	}
	return []string{strconv.FormatFloat(*b.HitRateLow, 'f', 6, 64), strconv.FormatFloat(*b.HitRateHigh, 'f', 6, 64),
		csvCount(*b.MissesLow), high, b.kind()}
}

// Parallel is the parallel model's prediction for one core count
// (parallel.Prediction).
type Parallel struct {
	Cores      int             `json:"cores"`
	Interleave string          `json:"interleave"`
	Levels     []ParallelLevel `json:"levels"`
}

// ParallelLevel is one level of a parallel prediction
// (parallel.LevelPrediction).
type ParallelLevel struct {
	Name   string `json:"name"`
	Shared bool   `json:"shared"`
	// HitRate is the global hit rate: for the private level the average of
	// the cores' rates weighted by their accesses, for a shared level the
	// rate of the interleaved stream of all cores.
	HitRate float64 `json:"hit_rate"`
	// LocalHitRate is the rate among the accesses that missed the levels above.
	LocalHitRate float64   `json:"local_hit_rate"`
	PerCore      []float64 `json:"per_core,omitempty"`
	// PerCoreAccesses are the accesses of each core's private trace.
	PerCoreAccesses []float64 `json:"per_core_accesses,omitempty"`
}

// NewParallel gives the predictions preds; nil for none.
func NewParallel(preds []*parallel.Prediction) []*Parallel {
	var out []*Parallel
	for _, p := range preds {
		q := &Parallel{Cores: p.Cores, Interleave: p.Interleave}
		if p.Levels != nil {
			q.Levels = make([]ParallelLevel, 0, len(p.Levels))
		}
		for _, l := range p.Levels {
			q.Levels = append(q.Levels, ParallelLevel{Name: l.Name, Shared: l.Shared, HitRate: l.HitRate, LocalHitRate: l.LocalHitRate,
				PerCore: l.PerCore, PerCoreAccesses: l.PerCoreAccesses})
		}
		out = append(out, q)
	}
	return out
}

// levelCSVHeader are the columns every level table in CSV starts with (hits,
// measure, compare), as the text tables start with levelTextHeader. Rates
// are fractions.
var levelCSVHeader = []string{"level", "size_bytes", "assoc", "line", "hit_rate", "local_hit_rate", "hits", "misses"}

// levelTextHeader are the columns every level table in text starts with.
// Rates are in percent.
const levelTextHeader = "level\tsize\tassoc\tline\thit rate %\tlocal hit rate %\thits\tmisses\t"

// levelCSV is the row of levelCSVHeader of a level (assoc 0 = fully
// associative).
func levelCSV(name string, size int64, assoc, line int, rate, local, hits, misses float64) []string {
	return []string{name, strconv.FormatInt(size, 10), strconv.Itoa(assoc), strconv.Itoa(line),
		strconv.FormatFloat(rate, 'f', 6, 64), strconv.FormatFloat(local, 'f', 6, 64), csvCount(hits), csvCount(misses)}
}

// levelText is the row of levelTextHeader of a level.
func levelText(name string, size int64, assoc, line int, rate, local, hits, misses float64) string {
	a := strconv.Itoa(assoc)
	if assoc == 0 {
		a = "full"
	}
	return fmt.Sprintf("%s\t%s\t%s\t%d B\t%.4f\t%.4f\t%s\t%s\t", name, cache.FormatSize(size), a, line, 100*rate, 100*local, num(hits), num(misses))
}

// WriteCSV writes one row per level with the header
// level,size_bytes,assoc,line,hit_rate,local_hit_rate,hits,misses,estimated_access_share,walk
// (the share of the accesses whose count rests on an estimated probability;
// whole or sampled, Hits.Walk),
// then, with an attribution, an empty line and its table
// (Attribution.WriteCSV).
func (h *Hits) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write(append(slices.Clone(levelCSVHeader), "estimated_access_share", "walk", "hit_rate_low", "hit_rate_high", "misses_low", "misses_high", "bounds"))
	for _, l := range h.Levels {
		row := append(levelCSV(l.Name, l.SizeBytes, l.Assoc, l.Line, l.HitRate, l.LocalHitRate, l.Hits, l.Misses), csvEst(h.Estimated.accessShare()), h.Walk)
		cw.Write(append(row, l.boundsCSV()...))
	}
	cw.Flush()
	if err := cw.Error(); err != nil || h.Attribution == nil {
		return err
	}
	fmt.Fprintln(w)
	return h.Attribution.WriteCSV(w)
}

// BoundsSentence says in one line what the bounds of levels mean, or "" when
// they carry none; walk is the walk's coverage (Hits.Walk).
func BoundsSentence(levels []Bounded, walk string) string {
	sampled := ""
	if walk == "sampled" {
		sampled = " The walk sampled iterations: the bounds do not cover its sampling error (a larger --max-events walks every one)."
	}
	for _, l := range levels {
		if l.Bounds == BoundsBounded && l.MissesHigh == nil && l.Walks == 0 {
			return "bounds: none: what the analysis does not follow (calls through a function pointer, longjmp, a recursion whose calls rest on a cap, a size it guesses) may make any number of accesses, hits and misses."
		}
	}
	placement := ""
	for _, l := range levels {
		if slices.Contains(l.Caveats, estimate.CaveatPlacement) {
			placement = fmt.Sprintf(" Placement: %s accesses have derived addresses in memory whose place in the run the IR does not fix (the program's arguments, a library's globals, the slots of an optimised frame, the frames of OpenMP outlined functions, rows reached through pointers the program permutes where data decides), so their cache sets are a guess: each counts as moved.", num(l.Unplaced))
			break
		}
	}
	for _, l := range levels {
		if l.Bounds == BoundsBounded && l.Walks > 0 {
			var moved []string
			if slices.Contains(l.Moved, estimate.MovedCounts) {
				moved = append(moved, fmt.Sprintf("the estimated branches (a loop's estimated trip %dx shorter and longer, any other branch's arm taken at all or none of its visits, or at 1 in 16 or all but 1 in 16; all up, all down and, where several are estimated, alternately)", estimate.CountFactor))
			}
			if slices.Contains(l.Moved, estimate.MovedTrips) {
				moved = append(moved, fmt.Sprintf("every estimated loop left at its first test, and the outermost estimated loop of each nest run %dx its estimated trip, with the rate its added iterations tend to", estimate.LongFactor))
			}
			if slices.Contains(l.Moved, estimate.MovedAddresses) {
				moved = append(moved, "the addresses the walk could not evaluate at their model's extremes (each group of them one line; a new line every draw)")
			}
			s := fmt.Sprintf("bounds: the range of the prediction over %d more walks that move its estimates: %s. The run lies inside when its counts are within the moved ones and its cache behaves as one of the walks'. What no walk moves (an access off the walked path) may hit or miss and change the outcome of derived ones as far as LRU allows (by at most the associativity per access).%s%s", l.Walks, strings.Join(moved, "; "), placement, sampled)
			if slices.Contains(l.Moved, estimate.MovedTrips) {
				s += " Misses have no upper bound: the trip of an estimated loop is not bounded by the IR, and the run may repeat it any number of times."
			}
			if why := caveatTexts(levels); len(why) > 0 {
				s += " Not covered where marked: " + strings.Join(why, "; ") + "."
			}
			return s
		}
	}
	for _, l := range levels {
		if l.Bounds == BoundsBounded {
			s := fmt.Sprintf("bounds: the run's hit rates and misses lie within the bounds if every count that rests on an estimated branch is within %dx of the run's: an access whose count or address is estimated may hit or miss, and may change the outcome of derived ones as far as LRU allows (by at most the associativity per access added, removed or moved).%s%s", estimate.CountFactor, placement, sampled)
			if why := caveatTexts(levels); len(why) > 0 {
				s += " Not covered where marked: " + strings.Join(why, "; ") + "."
			}
			return s
		}
	}
	for _, l := range levels {
		if l.Bounds == BoundsSampled {
			return "bounds: every count and address is derived, but the walk sampled iterations: its sampling error is not bounded (a larger --max-events walks every one)."
		}
	}
	if why := caveatTexts(levels); len(why) > 0 {
		return "bounds: every count and address is derived and every iteration walked; a derived level is not exact where marked: " + strings.Join(why, "; ") + "."
	}
	return ""
}

// caveatTexts explains the caveats (but placement) that some level carries.
func caveatTexts(levels []Bounded) []string {
	var why []string
	for _, c := range []struct{ caveat, text string }{
		{estimate.CaveatInclusive, "inclusive: a level below the first was simulated on every access (the walk sampled), the run's sees only the misses of the level above, so a few of its misses may differ"},
		{estimate.CaveatHeapPage, "heap page: the level's sets span more than a page, and the page the heap starts at, which the IR does not fix, decides the sets of heap blocks (the walk takes a 64 KiB boundary)"},
		{estimate.CaveatMeanTrip, "mean trip: some loop instances were walked at the average trip of the block counts, their own trips not evaluated, so the iterations are the run's in total but not where they fall"},
		{estimate.CaveatSampled, "sampled: the walk sampled iterations to fit --max-events, so the range's ends carry a sampling error that is not bounded (a larger --max-events walks every one)"},
	} {
		if slices.ContainsFunc(levels, func(l Bounded) bool { return slices.Contains(l.Caveats, c.caveat) }) {
			why = append(why, c.text)
		}
	}
	return why
}

// boundsOf returns the bounds of levels.
func boundsOf(levels []LevelRate) []Bounded {
	out := make([]Bounded, len(levels))
	for k, l := range levels {
		out[k] = l.Bounded
	}
	return out
}

// WriteText writes the levels of the program in file path as a table (rates
// in percent), then one table per core count of the parallel model.
func (h *Hits) WriteText(w io.Writer, path string) error {
	ctx := ""
	switch {
	case h.Context != "":
		ctx = ", in the program's context (the cache state " + h.Context + " leaves; --cold: alone)"
	case len(h.Parallel) > 0 && h.Function != "main":
		ctx = ", alone from an empty cache (the parallel model, --cores, walks the function alone)"
	}
	fmt.Fprintf(w, "%s: %s, %s accesses%s, model %s%s\n", path, irreader.Demangle(h.Function), num(h.Accesses), ctx, h.Model, WalkPhrase(h.Walk))
	if e := h.Estimated.Sentence(); e != "" {
		fmt.Fprintln(w, e)
	}
	tw := newTable(w, false)
	bounded := slices.ContainsFunc(h.Levels, func(l LevelRate) bool { return l.Bounds != "" })
	if bounded {
		fmt.Fprintln(tw, levelTextHeader+"hit rate bounds %\tmisses bounds\t")
	} else {
		fmt.Fprintln(tw, levelTextHeader)
	}
	for _, l := range h.Levels {
		row := levelText(l.Name, l.SizeBytes, l.Assoc, l.Line, l.HitRate, l.LocalHitRate, l.Hits, l.Misses)
		if bounded {
			r, m := l.boundsText()
			row += r + "\t" + m + "\t"
		}
		fmt.Fprintln(tw, row)
	}
	err := tw.Flush()
	if s := BoundsSentence(boundsOf(h.Levels), h.Walk); s != "" && err == nil {
		fmt.Fprintln(w, s)
	}
	for _, p := range h.Parallel {
		fmt.Fprintf(w, "\n%s (%s):\n", cores(p.Cores), p.Interleave)
		tw := newTable(w, false)
		fmt.Fprintln(tw, "level\tshared\thit rate %\tlocal hit rate %\tper core %\t")
		for _, l := range p.Levels {
			var pc []string
			for _, r := range l.PerCore {
				pc = append(pc, fmt.Sprintf("%.4f", 100*r))
			}
			fmt.Fprintf(tw, "%s\t%v\t%.4f\t%.4f\t%s\t\n", l.Name, l.Shared, 100*l.HitRate, 100*l.LocalHitRate, strings.Join(pc, " "))
		}
		if e := tw.Flush(); err == nil {
			err = e
		}
	}
	if h.Attribution != nil && err == nil {
		fmt.Fprintln(w)
		err = h.Attribution.WriteText(w, "predicted", h.Top)
	}
	return err
}

// Write writes the rates in format text, json or csv.
func (h *Hits) Write(w io.Writer, format, path string) error {
	switch format {
	case "json":
		return WriteJSON(w, h)
	case "csv":
		return h.WriteCSV(w)
	}
	return h.WriteText(w, path)
}

// num prints a count: as an integer when it is one (to 1e-9), else with 7
// significant digits, in positional notation always (a column of counts
// reads 22398181 beside 7581722, not 2.239818e+07).
func num(v float64) string {
	if r := math.Round(v); math.Abs(v-r) <= 1e-9*math.Max(1, math.Abs(r)) && math.Abs(r) < 1e15 {
		return fmt.Sprintf("%.0f", r)
	}
	if a := math.Abs(v); a >= 1e7 {
		return strconv.FormatFloat(v, 'f', 0, 64) // at least 7 significant digits
	} else if a < 1e-4 {
		return strconv.FormatFloat(v, 'f', 6, 64)
	}
	return fmt.Sprintf("%.7g", v)
}

// WalkOf names how the static walk r covered the trace: "whole" or "sampled".
func WalkOf(r *reuse.StaticResult) string {
	if r != nil && r.Whole {
		return "whole"
	}
	return "sampled"
}

// WalkPhrase is the text form of a Walk, to follow the model's name.
func WalkPhrase(walk string) string {
	switch walk {
	case "whole":
		return ", every iteration walked"
	case "sampled":
		return ", iterations sampled (a larger --max-events walks every one)"
	}
	return ""
}

// cores is "1 core" or "n cores".
func cores(n int) string {
	if n == 1 {
		return "1 core"
	}
	return fmt.Sprintf("%d cores", n)
}
