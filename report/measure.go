package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/measure"
)

// Measure is the output of `measure`: the keys of Counts with the measured
// values, then the run's accesses, simulated cache levels (whole stream, per
// thread, and the shared levels of a parallel run) and reuse profiles.
type Measure struct {
	Counts
	LineSize int         `json:"line_size"`
	Accesses uint64      `json:"accesses"`
	Levels   []SimLevel  `json:"levels,omitempty"`
	Threads  []SimThread `json:"threads,omitempty"`
	Shared   []SimLevel  `json:"shared_levels,omitempty"`
	Reuse    []cache.Bin `json:"reuse,omitempty"`
	VarReuse []cache.Bin `json:"var_reuse,omitempty"`
	ExitCode int         `json:"exit_code"`
	// ExitNote says the program exited with a non-zero status (its run
	// is measured all the same).
	ExitNote string  `json:"exit_note,omitempty"`
	Seconds  float64 `json:"seconds"`
	// Context reports that the whole run was simulated and only the
	// accesses of the --func function counted (measure.Options.Context).
	Context bool `json:"context,omitempty"`
	// Inlined is the --func function when the optimiser inlined it into
	// its callers (measure.Options.Inlined): the accesses counted are
	// those of its code wherever it went; the block counts are those of
	// the function analysed (main, or the uncalled copy of the function).
	Inlined string `json:"inlined,omitempty"`
	// Attribution is the run per line, object, loop or function (--by).
	Attribution *Attribution `json:"attribution,omitempty"`
	// Top is the number of attribution rows the text form shows (0: all).
	Top int `json:"-"`

	loads, stores uint64
}

// SimLevel is one level of the exact LRU simulation (cache.SimLevel).
type SimLevel struct {
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

// SimThread is one thread's accesses and private levels.
type SimThread struct {
	ID       int        `json:"thread"`
	Accesses uint64     `json:"accesses"`
	Levels   []SimLevel `json:"levels"`
}

func simLevels(ls []cache.SimLevel) []SimLevel {
	var out []SimLevel
	for _, l := range ls {
		out = append(out, SimLevel{Name: l.Level.Name, SizeBytes: l.Level.SizeBytes, Assoc: l.Level.Assoc, Line: l.Level.Line,
			Accesses: l.Accesses, Hits: l.Hits, Misses: l.Misses, HitRate: l.HitRate, LocalHitRate: l.LocalHitRate})
	}
	return out
}

// NewMeasure gives the run res of the program in file path; counts are its
// block counts in the terms of the static ones (pipeline.Session.MeasuredCounts).
func NewMeasure(path string, counts *balance.Result, res *measure.Result) *Measure {
	out := &Measure{Counts: NewCounts(path, "measured", counts, nil), LineSize: res.LineSize,
		Accesses: res.Loads + res.Stores, Levels: simLevels(res.Levels), Shared: simLevels(res.Shared),
		ExitCode: res.ExitCode, ExitNote: res.ExitNote, Seconds: res.Elapsed.Seconds(), loads: res.Loads, stores: res.Stores}
	if res.Line != nil {
		out.Reuse = res.Line.Bins()
	}
	if res.Var != nil {
		out.VarReuse = res.Var.Bins()
	}
	for _, t := range res.Threads {
		out.Threads = append(out.Threads, SimThread{ID: t.ID, Accesses: t.Accesses, Levels: simLevels(t.Levels)})
	}
	// By thread number (the run lists them by first event: 0, 2, 3, 1).
	slices.SortStableFunc(out.Threads, func(a, b SimThread) int { return a.ID - b.ID })
	return out
}

// WriteText writes the counts (Counts.WriteText), the run's accesses and
// time, and the simulated levels: the whole stream, and for several threads
// each thread's private levels and the shared ones.
func (m *Measure) WriteText(w io.Writer) error {
	if err := m.Counts.WriteText(w, false); err != nil {
		return err
	}
	fmt.Fprintf(w, "\nmemory accesses: %d (%d loads, %d stores), run took %.3f s\n", m.Accesses, m.loads, m.stores, m.Seconds)
	if m.Inlined != "" {
		fmt.Fprintf(w, "scope: the accesses of %s's code, which the optimiser inlined into its callers; the block counts are those of the function named above\n", m.Inlined)
	}
	if m.ExitNote != "" {
		fmt.Fprintf(w, "note: the %s; its run is measured all the same\n", m.ExitNote)
	}
	title := "cache (whole stream)"
	if m.Context {
		title = "cache (the whole run simulated, only the function's accesses counted; --cold: alone)"
	}
	writeSimLevels(w, title, m.Levels)
	for _, t := range m.Threads {
		if len(m.Threads) > 1 {
			writeSimLevels(w, fmt.Sprintf("thread %d private", t.ID), t.Levels)
		}
	}
	if len(m.Threads) > 1 {
		writeSimLevels(w, "shared (private L1 misses of all threads, global order)", m.Shared)
	}
	if m.Attribution != nil {
		fmt.Fprintln(w)
		return m.Attribution.WriteText(w, "measured", m.Top)
	}
	return nil
}

// WriteCSV writes the run as CSV tables separated by an empty line, each
// with its own header (read them with encoding/csv's FieldsPerRecord -1):
// the blocks (Counts.WriteCSV); the totals, total,value; and, when the run
// simulated a cache, the levels, the columns of hits --format csv then
// accesses,scope, where scope is "all" (the whole stream), "thread N" (a
// thread's private levels) or "shared" (the shared levels of a parallel run);
// with --by, the attribution (Attribution.WriteCSV).
func (m *Measure) WriteCSV(w io.Writer) error {
	if err := m.Counts.WriteCSV(w); err != nil {
		return err
	}
	io.WriteString(w, "\n")
	var exit [][2]string
	if m.ExitCode != 0 { // the run ended with a non-zero status
		exit = append(exit, [2]string{"exit_code", strconv.Itoa(m.ExitCode)})
	}
	if err := m.Counts.writeTotalsCSV(w, exit...); err != nil {
		return err
	}
	type scoped struct {
		scope string
		ls    []SimLevel
	}
	all := []scoped{{"all", m.Levels}}
	if len(m.Threads) > 1 {
		for _, t := range m.Threads {
			all = append(all, scoped{fmt.Sprintf("thread %d", t.ID), t.Levels})
		}
		all = append(all, scoped{"shared", m.Shared})
	}
	if len(m.Levels) == 0 {
		return nil
	}
	io.WriteString(w, "\n")
	cw := csv.NewWriter(w)
	cw.Write(append(slices.Clone(levelCSVHeader), "accesses", "scope"))
	for _, s := range all {
		for _, l := range s.ls {
			cw.Write(append(levelCSV(l.Name, l.SizeBytes, l.Assoc, l.Line, l.HitRate, l.LocalHitRate, float64(l.Hits), float64(l.Misses)),
				strconv.FormatUint(l.Accesses, 10), s.scope))
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil || m.Attribution == nil {
		return err
	}
	io.WriteString(w, "\n")
	return m.Attribution.WriteCSV(w)
}

// Write writes the run in format text, json or csv.
func (m *Measure) Write(w io.Writer, format string) error {
	switch format {
	case "json":
		return WriteJSON(w, m)
	case "csv":
		return m.WriteCSV(w)
	}
	return m.WriteText(w)
}

// writeSimLevels writes the table of levels ls under title, in the columns
// of hits.
func writeSimLevels(w io.Writer, title string, ls []SimLevel) {
	if len(ls) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%s:\n", title)
	tw := newTable(w, false)
	fmt.Fprintln(tw, levelTextHeader)
	for _, l := range ls {
		fmt.Fprintln(tw, levelText(l.Name, l.SizeBytes, l.Assoc, l.Line, l.HitRate, l.LocalHitRate, float64(l.Hits), float64(l.Misses)))
	}
	tw.Flush()
}
