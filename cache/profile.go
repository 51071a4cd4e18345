package cache

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Infinite is the distance of a first touch: the line has not been seen before.
const Infinite int64 = -1

// csvHeader is the first line of a profile written by WriteCSV.
const csvHeader = "distance,probability,count"

// csvEstimated is the optional fourth column of a profile CSV that
// `reusescope reuse` writes: the share of the accesses resting on an
// estimated branch probability. ReadCSV accepts and ignores it.
const csvEstimated = "estimated_access_share"

// Profile is a reuse-distance histogram: a weight per distance. Weights are
// float64 because static profiles are scaled (a loop body's profile is
// multiplied by its trip count minus one). The zero value is an empty profile
// ready to use.
type Profile struct {
	w map[int64]float64
}

// Bin is one distance of a profile with its weight and its share of the total.
type Bin struct {
	Distance int64
	Count    float64
	Prob     float64
}

// NewProfile returns an empty profile.
func NewProfile() *Profile { return &Profile{w: make(map[int64]float64)} }

// Add adds weight w at distance d. Zero weights are ignored. Add does not
// validate its arguments; Check reports negative, NaN or infinite weights and
// distances below Infinite.
func (p *Profile) Add(d int64, w float64) {
	if w == 0 {
		return
	}
	if p.w == nil {
		p.w = make(map[int64]float64)
	}
	p.w[d] += w
}

// AddProfile adds scale times q to p (p += scale*q).
func (p *Profile) AddProfile(q *Profile, scale float64) {
	if q == nil || scale == 0 {
		return
	}
	for d, w := range q.w {
		p.Add(d, scale*w)
	}
}

// Total returns the sum of all weights, first touches included. It sums in
// distance order so that the result is the same bit for bit on every run
// (floating-point addition is not associative and map order is random).
func (p *Profile) Total() float64 {
	var t float64
	for _, b := range p.sortedRaw() {
		t += b.Count
	}
	return t
}

// Count returns the weight at distance d.
func (p *Profile) Count(d int64) float64 { return p.w[d] }

// Len returns the number of distinct distances with a nonzero weight.
func (p *Profile) Len() int { return len(p.w) }

// Bins returns the profile's distances in increasing order, Infinite (-1)
// first, with their weights and probabilities (weight / Total). Distances
// whose weight is zero are left out.
func (p *Profile) Bins() []Bin {
	bins := make([]Bin, 0, len(p.w))
	total := p.Total()
	for d, w := range p.w {
		if w == 0 {
			continue
		}
		b := Bin{Distance: d, Count: w}
		if total != 0 {
			b.Prob = w / total
		}
		bins = append(bins, b)
	}
	sort.Slice(bins, func(i, j int) bool { return bins[i].Distance < bins[j].Distance })
	return bins
}

// Diff returns "" when p and q have the same weight at every distance, to a
// relative tolerance rel (0: exactly), else the first distance where they
// differ, in increasing order, with both weights.
func (p *Profile) Diff(q *Profile, rel float64) string {
	return p.diff(q, func(a, b float64) bool { return math.Abs(a-b) <= rel*math.Max(1, math.Abs(b)) })
}

// DiffWithin is Diff with an absolute tolerance: the weights at every
// distance may differ by at most abs.
func (p *Profile) DiffWithin(q *Profile, abs float64) string {
	return p.diff(q, func(a, b float64) bool { return math.Abs(a-b) <= abs })
}

func (p *Profile) diff(q *Profile, close func(a, b float64) bool) string {
	ds := make(map[int64]bool, len(p.w)+len(q.w))
	for d, w := range p.w {
		ds[d] = ds[d] || w != 0
	}
	for d, w := range q.w {
		ds[d] = ds[d] || w != 0
	}
	keys := make([]int64, 0, len(ds))
	for d, nonzero := range ds {
		if nonzero {
			keys = append(keys, d)
		}
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	for _, d := range keys {
		a, b := p.w[d], q.w[d]
		if a != b && !close(a, b) {
			return fmt.Sprintf("distance %d: %v against %v", d, a, b)
		}
	}
	return ""
}

// Clone returns a deep copy of p.
func (p *Profile) Clone() *Profile {
	q := NewProfile()
	for d, w := range p.w {
		q.w[d] = w
	}
	return q
}

// Check reports the first violated invariant of p: every distance is
// Infinite or non-negative, every weight is finite and non-negative.
func (p *Profile) Check() error {
	for _, b := range p.sortedRaw() {
		switch {
		case b.Distance < Infinite:
			return fmt.Errorf("profile: invalid distance %d (want -1 or >= 0)", b.Distance)
		case math.IsNaN(b.Count):
			return fmt.Errorf("profile: distance %d: weight is NaN", b.Distance)
		case math.IsInf(b.Count, 0):
			return fmt.Errorf("profile: distance %d: weight is infinite", b.Distance)
		case b.Count < 0:
			return fmt.Errorf("profile: distance %d: negative weight %g", b.Distance, b.Count)
		}
	}
	return nil
}

// sortedRaw returns every stored (distance, weight) in distance order,
// without dropping or normalising anything; Check uses it so that its report
// is deterministic.
func (p *Profile) sortedRaw() []Bin {
	bins := make([]Bin, 0, len(p.w))
	for d, w := range p.w {
		bins = append(bins, Bin{Distance: d, Count: w})
	}
	sort.Slice(bins, func(i, j int) bool { return bins[i].Distance < bins[j].Distance })
	return bins
}

// WriteCSV writes the profile as "distance,probability,count", one row per
// bin in Bins order. Counts are written in plain decimal notation
// (strconv 'f', shortest exact), probabilities with strconv 'g'.
func (p *Profile) WriteCSV(w io.Writer) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(csvHeader + "\n")
	for _, b := range p.Bins() {
		bw.WriteString(strconv.FormatInt(b.Distance, 10))
		bw.WriteByte(',')
		bw.WriteString(strconv.FormatFloat(b.Prob, 'g', -1, 64))
		bw.WriteByte(',')
		bw.WriteString(strconv.FormatFloat(b.Count, 'f', -1, 64))
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write profile csv: %w", err)
	}
	return nil
}

// ReadCSV reads a profile written by WriteCSV. The count column is
// authoritative; the probability column must parse as a number in [0, 1] but
// is otherwise not checked against the counts. A fourth column
// estimated_access_share (reusescope reuse's CSV) is ignored. Blank lines
// are skipped.
func ReadCSV(r io.Reader) (*Profile, error) {
	p := NewProfile()
	sc := bufio.NewScanner(r)
	line := 0
	sawHeader := false
	fields := 3
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		if !sawHeader {
			switch text {
			case csvHeader:
			case csvHeader + "," + csvEstimated:
				fields = 4
			default:
				return nil, fmt.Errorf("read profile csv: line %d: header %q, want %q", line, text, csvHeader)
			}
			sawHeader = true
			continue
		}
		f := strings.Split(text, ",")
		if len(f) != fields {
			return nil, fmt.Errorf("read profile csv: line %d: %d fields, want %d", line, len(f), fields)
		}
		d, err := strconv.ParseInt(strings.TrimSpace(f[0]), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("read profile csv: line %d: distance: %w", line, err)
		}
		if d < Infinite {
			return nil, fmt.Errorf("read profile csv: line %d: distance %d below -1", line, d)
		}
		prob, err := strconv.ParseFloat(strings.TrimSpace(f[1]), 64)
		if err != nil {
			return nil, fmt.Errorf("read profile csv: line %d: probability: %w", line, err)
		}
		if !(prob >= 0 && prob <= 1) {
			return nil, fmt.Errorf("read profile csv: line %d: probability %g outside [0, 1]", line, prob)
		}
		c, err := strconv.ParseFloat(strings.TrimSpace(f[2]), 64)
		if err != nil {
			return nil, fmt.Errorf("read profile csv: line %d: count: %w", line, err)
		}
		if !(c >= 0) || math.IsInf(c, 0) {
			return nil, fmt.Errorf("read profile csv: line %d: count %g is not a finite non-negative number", line, c)
		}
		if _, dup := p.w[d]; dup {
			return nil, fmt.Errorf("read profile csv: line %d: duplicate distance %d", line, d)
		}
		if c == 0 {
			// Keep the distance known for duplicate detection without storing weight.
			p.w[d] = 0
			continue
		}
		p.w[d] = c
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read profile csv: %w", err)
	}
	if !sawHeader {
		return nil, errors.New("read profile csv: empty input, want header " + strconv.Quote(csvHeader))
	}
	for d, w := range p.w {
		if w == 0 {
			delete(p.w, d)
		}
	}
	return p, nil
}
