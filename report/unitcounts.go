package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"sort"
)

// UnitCounts are the op counts of one translation unit, as `reusescope cc`
// writes them beside its object (x.o.counts.json): for every function the
// unit defines, the counts of one call of it, its callees in the unit
// included (the unit alone does not say how often the program calls it).
// Totals is the sum over Functions.
type UnitCounts struct {
	Source    string        `json:"source"`
	Object    string        `json:"object"`
	Functions []FuncTotals  `json:"functions"`
	Skipped   []SkippedFunc `json:"skipped,omitempty"`
	Totals    Totals        `json:"totals"`
}

// FuncTotals are the op counts of one call of a function.
type FuncTotals struct {
	Name string `json:"name"`
	// Units is the number of units that define the function (in merged
	// counts; a static function may be defined in several).
	Units int `json:"units,omitempty"`
	// Estimated is how much of the counts rests on estimated probabilities.
	Estimated *Estimated `json:"estimated,omitempty"`
	Totals    Totals     `json:"totals"`
}

// SkippedFunc is a function whose counts could not be computed, with why.
type SkippedFunc struct {
	Source string `json:"source,omitempty"`
	Name   string `json:"name"`
	Error  string `json:"error"`
}

// add adds u to t.
func (t *Totals) add(u Totals) {
	t.OpsF.Add(u.OpsF)
	t.BlocksExecuted += u.BlocksExecuted
}

// NewUnitCounts gives the counts of the unit source compiled to object from
// the counts of its functions; Totals is their sum.
func NewUnitCounts(source, object string, funcs []FuncTotals, skipped []SkippedFunc) *UnitCounts {
	u := &UnitCounts{Source: source, Object: object, Functions: funcs, Skipped: skipped}
	if u.Functions == nil {
		u.Functions = []FuncTotals{}
	}
	for _, f := range funcs {
		u.Totals.add(f.Totals)
	}
	return u
}

// MergedCounts are the counts of several units (`counts --merge`): per
// function, summed over the units that define it, and per program.
type MergedCounts struct {
	Units     []string      `json:"units"`
	Functions []FuncTotals  `json:"functions"`
	Skipped   []SkippedFunc `json:"skipped,omitempty"`
	Totals    Totals        `json:"totals"`
}

// MergeCounts sums the units' counts per function name and in all; the
// units are listed by source, the functions by name.
func MergeCounts(units []*UnitCounts) *MergedCounts {
	m := &MergedCounts{Units: []string{}, Functions: []FuncTotals{}}
	byName := map[string]*FuncTotals{}
	for _, u := range units {
		m.Units = append(m.Units, u.Source)
		for _, f := range u.Functions {
			mf := byName[f.Name]
			if mf == nil {
				mf = &FuncTotals{Name: f.Name}
				byName[f.Name] = mf
			}
			mf.Units++
			mf.Totals.add(f.Totals)
		}
		for _, s := range u.Skipped {
			if s.Source == "" {
				s.Source = u.Source
			}
			m.Skipped = append(m.Skipped, s)
		}
		m.Totals.add(u.Totals)
	}
	sort.Strings(m.Units)
	for _, f := range byName {
		m.Functions = append(m.Functions, *f)
	}
	sort.Slice(m.Functions, func(i, j int) bool { return m.Functions[i].Name < m.Functions[j].Name })
	return m
}

// Write writes the merged counts in format text, json or csv. The CSV has
// the header function,units, then the columns of the totals (totalsCSV); its
// last row, function "(program)", is the sum.
func (m *MergedCounts) Write(w io.Writer, format string) error {
	switch format {
	case "json":
		return WriteJSON(w, m)
	case "csv":
		cw := csv.NewWriter(w)
		cw.Write(append([]string{"function", "units"}, totalsCSV...))
		row := func(name string, units int, t Totals) {
			rec := []string{name, fmt.Sprint(units)}
			for _, r := range t.Rows() {
				rec = append(rec, csvCount(r.Value))
			}
			cw.Write(rec)
		}
		for _, f := range m.Functions {
			row(f.Name, f.Units, f.Totals)
		}
		row("(program)", len(m.Units), m.Totals)
		cw.Flush()
		return cw.Error()
	}
	fmt.Fprintf(w, "%d units, %d functions (counts of one call of each function, its callees in its unit included)\n\n", len(m.Units), len(m.Functions))
	tw := newTable(w, false)
	fmt.Fprintln(tw, "function\tunits\tloads\tstores\tflops\tint ops\tbranches\tcalls\t")
	for _, f := range m.Functions {
		t := f.Totals
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t\n", f.Name, f.Units, fmtCount(t.Loads), fmtCount(t.Stores), fmtCount(t.Flops),
			fmtCount(t.IntOps), fmtCount(t.CondBranches+t.UncondBranches+t.MultiBranches), fmtCount(t.Calls))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "\ntotals (all units):\n")
	tw = newTable(w, true)
	for _, r := range m.Totals.Rows() {
		fmt.Fprintf(tw, "  %s\t%s\n", r.Name, fmtCount(r.Value))
	}
	for _, s := range m.Skipped {
		fmt.Fprintf(tw, "skipped %s in %s: %s\n", s.Name, s.Source, s.Error)
	}
	return tw.Flush()
}
