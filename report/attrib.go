package report

import (
	"cmp"
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"

	"github.com/reusescope/reusescope/attrib"
)

// Attribution is the cost of a prediction or a run per source line, object
// (array or variable), loop or function, as cg_annotate gives it per line
// and function: the accesses and, per level of the chained hierarchy, the
// hits and misses of the group's access sites. The rows of a level sum to
// the level's hits and misses (Total).
type Attribution struct {
	By     string       `json:"by"`
	Levels []string     `json:"levels"`
	Rows   []AttribRow  `json:"rows"`
	Total  AttribTotals `json:"total"`
}

// AttribRow is one group of access sites.
type AttribRow struct {
	Key      string `json:"key"`
	Function string `json:"function,omitempty"`
	File     string `json:"file,omitempty"`
	// Path is File joined to the compilation directory (for finding the
	// source), omitted when it equals File.
	Path     string        `json:"path,omitempty"`
	Line     int           `json:"line,omitempty"`
	Sites    int           `json:"sites"`
	Accesses float64       `json:"accesses"`
	Levels   []AttribLevel `json:"levels"`
	// EstimatedShare is the share of the row's accesses at sites whose
	// count or address rests on an estimate (0 for a measurement).
	EstimatedShare float64 `json:"estimated_share"`
}

// AttribLevel is a row's hits and misses at one level.
type AttribLevel struct {
	Name   string  `json:"name"`
	Hits   float64 `json:"hits"`
	Misses float64 `json:"misses"`
}

// AttribTotals are the sums of the rows.
type AttribTotals struct {
	Accesses float64       `json:"accesses"`
	Levels   []AttribLevel `json:"levels"`
}

// NewAttribution gives the groups (attrib.Attributor.Attribute) of the levels named
// levels.
func NewAttribution(by attrib.By, levels []string, groups []*attrib.Group) *Attribution {
	a := &Attribution{By: string(by), Levels: levels, Rows: []AttribRow{}}
	acc, hits, misses := attrib.Totals(groups)
	a.Total.Accesses = acc
	for k, name := range levels {
		l := AttribLevel{Name: name}
		if k < len(hits) {
			l.Hits, l.Misses = hits[k], misses[k]
		}
		a.Total.Levels = append(a.Total.Levels, l)
	}
	for _, g := range groups {
		r := AttribRow{Key: g.Key, Function: g.Func, File: g.File, Line: g.Line, Sites: g.Sites, Accesses: g.Accesses, EstimatedShare: g.Estimated}
		if g.Path != g.File {
			r.Path = g.Path
		}
		for k, name := range levels {
			r.Levels = append(r.Levels, AttribLevel{Name: name, Hits: g.Hits[k], Misses: g.Misses[k]})
		}
		a.Rows = append(a.Rows, r)
	}
	return a
}

// DefaultTop is the number of rows the text form shows by default.
const DefaultTop = 25

// WriteText writes the rows as a table, the top rows (all when top <= 0)
// and one row for the rest, so that the rows printed sum to the total.
// Static counts are apportioned to integers (largest remainder) so that
// the printed rows sum exactly to the printed total.
func (a *Attribution) WriteText(w io.Writer, title string, top int) error {
	rows := a.Rows
	var rest *AttribRow
	if top > 0 && len(rows) > top {
		r := AttribRow{Key: fmt.Sprintf("(%d more)", len(rows)-top)}
		est := 0.0
		for _, x := range rows[top:] {
			r.Accesses += x.Accesses
			est += x.EstimatedShare * x.Accesses
			for k, l := range x.Levels {
				if k >= len(r.Levels) {
					r.Levels = append(r.Levels, AttribLevel{Name: l.Name})
				}
				r.Levels[k].Hits += l.Hits
				r.Levels[k].Misses += l.Misses
			}
		}
		if r.Accesses > 0 {
			r.EstimatedShare = est / r.Accesses
		}
		rows, rest = rows[:top], &r
	}
	shown := slices.Clone(rows)
	if rest != nil {
		shown = append(shown, *rest)
	}
	// One column of integers per quantity, apportioned to its total.
	cols := [][]float64{column(shown, func(r AttribRow) float64 { return r.Accesses })}
	totals := []float64{a.Total.Accesses}
	for k := range a.Levels {
		cols = append(cols, column(shown, func(r AttribRow) float64 { return r.Levels[k].Hits }),
			column(shown, func(r AttribRow) float64 { return r.Levels[k].Misses }))
		totals = append(totals, a.Total.Levels[k].Hits, a.Total.Levels[k].Misses)
	}
	ints := make([][]int64, len(cols))
	for c := range cols {
		ints[c] = apportion(cols[c], totals[c])
	}
	anyEst := false
	for _, r := range shown {
		anyEst = anyEst || r.EstimatedShare > 0
	}
	fmt.Fprintf(w, "%s, by %s:\n", title, a.By)
	tw := newTable(w, false)
	fmt.Fprint(tw, "accesses\t")
	for _, name := range a.Levels {
		fmt.Fprintf(tw, "%s hits\t%s misses\t", name, name)
	}
	if anyEst {
		fmt.Fprint(tw, "estimated %\t")
	}
	fmt.Fprintf(tw, "%s\t\n", a.By)
	for i, r := range shown {
		for c := range cols {
			fmt.Fprintf(tw, "%d\t", ints[c][i])
		}
		if anyEst {
			fmt.Fprintf(tw, "%s\t", estPct(r.EstimatedShare))
		}
		fmt.Fprintf(tw, "%s\t\n", r.Key)
	}
	for c := range cols {
		fmt.Fprintf(tw, "%d\t", int64(math.Round(totals[c])))
	}
	if anyEst {
		fmt.Fprint(tw, "\t")
	}
	fmt.Fprint(tw, "total\t\n")
	return tw.Flush()
}

// estPct prints an estimated share in percent, "-" for none.
func estPct(x float64) string {
	if x <= 0 {
		return "-"
	}
	return strconv.FormatFloat(100*x, 'f', 1, 64)
}

// column collects one quantity of the rows.
func column(rows []AttribRow, f func(AttribRow) float64) []float64 {
	out := make([]float64, len(rows))
	for i, r := range rows {
		out[i] = f(r)
	}
	return out
}

// apportion rounds xs to integers that sum to total rounded (the largest
// remainder method: every value rounded down, the units left over going to
// the largest fractional parts, ties to the earlier row). Integral inputs
// (measured counts) come out unchanged.
func apportion(xs []float64, total float64) []int64 {
	out := make([]int64, len(xs))
	want := int64(math.Round(total))
	var sum int64
	type frac struct {
		i int
		f float64
	}
	fr := make([]frac, len(xs))
	for i, x := range xs {
		if r := math.Round(x); math.Abs(x-r) <= 1e-9*math.Max(1, math.Abs(x)) {
			x = r
		}
		fl := math.Floor(x)
		out[i] = int64(fl)
		sum += out[i]
		fr[i] = frac{i, x - fl}
	}
	slices.SortStableFunc(fr, func(a, b frac) int { return cmp.Compare(b.f, a.f) })
	for j := 0; sum < want && len(fr) > 0; j = (j + 1) % len(fr) {
		out[fr[j].i]++
		sum++
	}
	for j := len(fr) - 1; sum > want && len(fr) > 0; j = (j - 1 + len(fr)) % len(fr) {
		if out[fr[j].i] > 0 {
			out[fr[j].i]--
			sum--
		}
	}
	return out
}

// attribCSVHeader are the columns of an attribution in CSV: one row per
// group and level (long form).
var attribCSVHeader = []string{"by", "key", "function", "file", "line", "sites", "accesses", "level", "hits", "misses", "estimated_share"}

// WriteCSV writes the rows in long form (attribCSVHeader), side the
// "static" or "measured" column value when not "".
func (a *Attribution) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write(attribCSVHeader)
	for _, r := range a.Rows {
		line := ""
		if r.Line > 0 {
			line = strconv.Itoa(r.Line)
		}
		for _, l := range r.Levels {
			cw.Write([]string{a.By, r.Key, r.Function, r.File, line, strconv.Itoa(r.Sites), csvCount(r.Accesses), l.Name, csvCount(l.Hits), csvCount(l.Misses), csvEst(r.EstimatedShare)})
		}
	}
	cw.Flush()
	return cw.Error()
}
