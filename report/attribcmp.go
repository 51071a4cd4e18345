package report

import (
	"bufio"
	"cmp"
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/reusescope/reusescope/attrib"
)

// AttribCompare puts a static and a measured attribution of the same
// grouping side by side, row by row (compare --by, the report with
// --measure). Either side may be missing (nil) for a row: a line the
// optimiser's copies give the prediction but the run never reached, or
// the reverse.
type AttribCompare struct {
	By     string       `json:"by"`
	Levels []string     `json:"levels"`
	Rows   []AttribPair `json:"rows"`
	// Static and Measured are the sides' totals.
	Static   *AttribTotals `json:"static_total,omitempty"`
	Measured *AttribTotals `json:"measured_total,omitempty"`
}

// AttribPair is one group on both sides.
type AttribPair struct {
	Key      string     `json:"key"`
	Function string     `json:"function,omitempty"`
	File     string     `json:"file,omitempty"`
	Path     string     `json:"path,omitempty"`
	Line     int        `json:"line,omitempty"`
	Static   *AttribRow `json:"static,omitempty"`
	Measured *AttribRow `json:"measured,omitempty"`
}

// NewAttribCompare joins static and measured (either may be nil) by key and
// orders the rows by misses at the first level, the measured ones when
// there are, then by the last level's, descending.
func NewAttribCompare(static, measured *Attribution) *AttribCompare {
	out := &AttribCompare{Rows: []AttribPair{}}
	byKey := map[string]int{}
	add := func(a *Attribution, measured bool) {
		if a == nil {
			return
		}
		out.By, out.Levels = a.By, a.Levels
		t := a.Total
		if measured {
			out.Measured = &t
		} else {
			out.Static = &t
		}
		for i := range a.Rows {
			r := &a.Rows[i]
			j, ok := byKey[r.Key]
			if !ok {
				j = len(out.Rows)
				byKey[r.Key] = j
				out.Rows = append(out.Rows, AttribPair{Key: r.Key, Function: r.Function, File: r.File, Path: r.Path, Line: r.Line})
			}
			if measured {
				out.Rows[j].Measured = r
			} else {
				out.Rows[j].Static = r
			}
		}
	}
	add(static, false)
	add(measured, true)
	misses := func(p AttribPair, k int) float64 {
		r := p.Measured
		if out.Measured == nil {
			r = p.Static
		}
		if r == nil || k >= len(r.Levels) {
			return 0
		}
		return r.Levels[k].Misses
	}
	last := len(out.Levels) - 1
	slices.SortStableFunc(out.Rows, func(a, b AttribPair) int {
		return cmp.Or(attrib.MoreFirst(misses(a, 0), misses(b, 0)), attrib.MoreFirst(misses(a, last), misses(b, last)), cmp.Compare(a.Key, b.Key))
	})
	return out
}

// WriteText writes the misses of every level static and measured side by
// side, the top rows (all when top <= 0) and the rest summed in one row.
func (c *AttribCompare) WriteText(w io.Writer, top int) error {
	rows := c.Rows
	more := 0
	if top > 0 && len(rows) > top {
		more = len(rows) - top
		rows = rows[:top]
	}
	fmt.Fprintf(w, "misses by %s (static against measured):\n", c.By)
	tw := newTable(w, false)
	fmt.Fprint(tw, "static accesses\tmeasured\t")
	for _, l := range c.Levels {
		fmt.Fprintf(tw, "%s static\t%s measured\t", l, l)
	}
	fmt.Fprintf(tw, "%s\t\n", c.By)
	cell := func(r *AttribRow, f func(*AttribRow) float64) string {
		if r == nil {
			return "-"
		}
		return num(math.Round(f(r)))
	}
	for _, p := range rows {
		fmt.Fprintf(tw, "%s\t%s\t", cell(p.Static, func(r *AttribRow) float64 { return r.Accesses }), cell(p.Measured, func(r *AttribRow) float64 { return r.Accesses }))
		for k := range c.Levels {
			miss := func(r *AttribRow) float64 { return r.Levels[k].Misses }
			fmt.Fprintf(tw, "%s\t%s\t", cell(p.Static, miss), cell(p.Measured, miss))
		}
		fmt.Fprintf(tw, "%s\t\n", p.Key)
	}
	if more > 0 {
		fmt.Fprintf(tw, "\t\t")
		for range c.Levels {
			fmt.Fprint(tw, "\t\t")
		}
		fmt.Fprintf(tw, "(%d more rows)\t\n", more)
	}
	tot := func(t *AttribTotals, f func(*AttribTotals) float64) string {
		if t == nil {
			return "-"
		}
		return num(math.Round(f(t)))
	}
	fmt.Fprintf(tw, "%s\t%s\t", tot(c.Static, func(t *AttribTotals) float64 { return t.Accesses }), tot(c.Measured, func(t *AttribTotals) float64 { return t.Accesses }))
	for k := range c.Levels {
		miss := func(t *AttribTotals) float64 { return t.Levels[k].Misses }
		fmt.Fprintf(tw, "%s\t%s\t", tot(c.Static, miss), tot(c.Measured, miss))
	}
	fmt.Fprint(tw, "total\t\n")
	return tw.Flush()
}

// WriteCSV writes the rows in long form: by, key, function, file, line,
// level, then accesses, hits and misses static and measured (empty where a
// side has no such row).
func (c *AttribCompare) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"by", "key", "function", "file", "line", "level", "static_accesses", "measured_accesses", "static_hits", "measured_hits", "static_misses", "measured_misses", "estimated_share"})
	val := func(r *AttribRow, f func(*AttribRow) float64) string {
		if r == nil {
			return ""
		}
		return csvCount(f(r))
	}
	for _, p := range c.Rows {
		line := ""
		if p.Line > 0 {
			line = strconv.Itoa(p.Line)
		}
		est := ""
		if p.Static != nil {
			est = csvEst(p.Static.EstimatedShare)
		}
		for k, l := range c.Levels {
			hits := func(r *AttribRow) float64 { return r.Levels[k].Hits }
			miss := func(r *AttribRow) float64 { return r.Levels[k].Misses }
			acc := func(r *AttribRow) float64 { return r.Accesses }
			cw.Write([]string{c.By, p.Key, p.Function, p.File, line, l, val(p.Static, acc), val(p.Measured, acc),
				val(p.Static, hits), val(p.Measured, hits), val(p.Static, miss), val(p.Measured, miss), est})
		}
	}
	cw.Flush()
	return cw.Error()
}

// AnnotatedFile is one source file of the attribution by line, line by
// line, as cg_annotate prints it.
type AnnotatedFile struct {
	File string
	// Found reports whether the source was read; without it only the
	// lines with accesses are listed, by number.
	Found bool
	Lines []AnnotatedLine
}

// AnnotatedLine is a source line with its costs (Row nil: no access).
type AnnotatedLine struct {
	N    int
	Text string
	Row  *AttribPair
	// Gap marks the first line after lines left out.
	Gap bool
}

// Annotation limits: files longer than maxListed lines show only the lines
// with accesses and annotContext lines around them; a file larger than
// maxSourceBytes is not read.
const (
	maxListed      = 2000
	annotContext   = 3
	maxSourceBytes = 4 << 20
)

// Annotate lists the source files of a by-line comparison with every
// line's costs. A file is found at its path (the file name joined to the
// compilation directory of the debug info), else at its name relative to
// the working directory, else at its base name beside irPath (the IR file).
func Annotate(c *AttribCompare, irPath string) []AnnotatedFile {
	byFile := map[string][]*AttribPair{}
	var files []string
	for i := range c.Rows {
		p := &c.Rows[i]
		if p.Line <= 0 || p.File == "" {
			continue
		}
		if _, ok := byFile[p.File]; !ok {
			files = append(files, p.File)
		}
		byFile[p.File] = append(byFile[p.File], p)
	}
	slices.Sort(files)
	var out []AnnotatedFile
	for _, f := range files {
		rows := byFile[f]
		at := map[int]*AttribPair{}
		for _, p := range rows {
			at[p.Line] = p
		}
		af := AnnotatedFile{File: f}
		text := readSource(rows[0].Path, f, irPath)
		af.Found = text != nil
		if !af.Found {
			nums := make([]int, 0, len(at))
			for n := range at {
				nums = append(nums, n)
			}
			slices.Sort(nums)
			for _, n := range nums {
				af.Lines = append(af.Lines, AnnotatedLine{N: n, Row: at[n]})
			}
			out = append(out, af)
			continue
		}
		keep := func(int) bool { return true }
		if len(text) > maxListed {
			keep = func(n int) bool {
				for d := -annotContext; d <= annotContext; d++ {
					if at[n+d] != nil {
						return true
					}
				}
				return false
			}
		}
		prev := 0
		for i, s := range text {
			n := i + 1
			if !keep(n) {
				continue
			}
			af.Lines = append(af.Lines, AnnotatedLine{N: n, Text: s, Row: at[n], Gap: prev != 0 && n != prev+1})
			prev = n
		}
		out = append(out, af)
	}
	return out
}

// readSource reads the first of the candidate places of a source file, nil
// when none is a readable regular file of at most maxSourceBytes.
func readSource(path, file, irPath string) []string {
	cands := []string{path, file}
	if irPath != "" {
		cands = append(cands, dirJoin(irPath, file))
	}
	for _, p := range cands {
		if p == "" {
			continue
		}
		st, err := os.Stat(p)
		if err != nil || !st.Mode().IsRegular() || st.Size() > maxSourceBytes {
			continue
		}
		f, err := os.Open(p)
		if err != nil {
			continue
		}
		var lines []string
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64<<10), maxSourceBytes)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		f.Close()
		if sc.Err() == nil {
			return lines
		}
	}
	return nil
}

// dirJoin is the base name of file beside the file at path.
func dirJoin(path, file string) string {
	return filepath.Join(filepath.Dir(path), filepath.Base(file))
}
