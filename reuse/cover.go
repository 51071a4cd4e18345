package reuse

import (
	"math"
	"slices"
)

// cover is a contiguous range of keys la..lb (every unit-th when Line is 1)
// that a phantom key stands for: lines touched only in iterations lo..hi of
// a loop that the walk skipped. When a later access first touches one of
// them, its reuse is from the phantom's time (see phantomDistance).
type cover struct {
	key            uint64
	t0             int32 // engine time at the start of the phantom's loop instance
	la, lb, unit   int64
	base, lpStride int64 // the group's lowest address at iteration lo, bytes per iteration
	lo, hi         int64
	// A group of several runs (a column walk): runs of run bytes from
	// lowest plus every combination of the outer strides. The phantom's
	// loop is the outer dimension lpDim, or (lpDim < 0) its iterations
	// sweep each run lpStride bytes at a time (lpMerged), or neither can
	// be told (a longer stride was merged after it): then a line is taken
	// to be touched half way through the phantom.
	outer       []dim
	lowest, run int64
	lpDim       int
	lpMerged    bool
	// given holds, sorted, the lines a later overlapping phantom took off
	// this one's key (supersede), which must not come off twice.
	given []int64
	// checked is the lines of the last cover supersede took this one's
	// lines against in part (if hasChecked). Against the same lines again
	// it finds none to take: those it found then are given, and those
	// touched since the phantom's instance began still are. (A copy, not
	// the cover: a pointer kept would make every phantom's cover escape
	// to the heap.)
	checked    coverLines
	hasChecked bool
}

// coverLines is what tells a cover's lines from another's: the same range,
// or the same runs.
type coverLines struct {
	la, lb, unit, lowest, run int64
	outer                     []dim
}

// lines returns c's lines.
func (c *cover) lines() coverLines {
	return coverLines{la: c.la, lb: c.lb, unit: c.unit, lowest: c.lowest, run: c.run, outer: c.outer}
}

// same reports whether x and y are the same lines.
func (x *coverLines) same(y *coverLines) bool {
	return x.la == y.la && x.lb == y.lb && x.unit == y.unit && x.lowest == y.lowest && x.run == y.run &&
		slices.EqualFunc(x.outer, y.outer, func(a, b dim) bool { return a.stride == b.stride && a.extent == b.extent })
}

// deadRange is the range of a cover whose key supersede forgot: it
// overlaps no line, so the scans pass over it. Neither scan's answer
// changes: the cover that held all its lines is later, so coverOf meets it
// first, and supersede would only forget the key again (a key touched since
// has a later cover, the only one supersede reads).
func deadRange(key uint64) lineRange {
	return lineRange{key: key, la: math.MaxInt64, lb: math.MinInt64}
}

// lineRange is a cover's key and the range of its lines, kept apart from
// the cover so that the scans of the latest covers (every first touch after
// a phantom, every phantom touch) read a few words per cover, not all.
type lineRange struct {
	key    uint64
	la, lb int64
}

// locate reports whether line l (of L bytes) overlaps one of c's runs and,
// if so, the fraction of the phantom's iterations that come after the last
// one touching it (0.5 when that cannot be told).
func (c *cover) locate(l, L int64) (bool, float64) {
	lo, hi := l*L, l*L+L-1 // the line's bytes
	n := c.hi - c.lo + 1
	after := func(iter int64) float64 {
		iter = min(max(iter, 0), n-1)
		return float64(n-1-iter) / float64(n)
	}
	var buf [8]int64
	idx := c.indexRoom(&buf) // the matching run's index per dimension
	ok, at := c.match(l, L, idx)
	switch {
	case !ok:
		return false, 0
	case c.lpDim >= 0:
		return true, after(idx[c.lpDim])
	case c.lpMerged && c.lpStride > 0:
		return true, after((min(hi, at+c.run-1) - at) / c.lpStride)
	case c.lpMerged && c.lpStride < 0:
		return true, after((at + c.run - 1 - max(lo, at)) / -c.lpStride)
	}
	return true, 0.5
}

// heldTo returns the last line from l on that c holds without a gap: the
// end of its range, or of the run that overlaps line l (every line from l
// to it overlaps that run); l-1 if c does not hold l.
func (c *cover) heldTo(l, L int64) int64 {
	if c.outer == nil {
		if l >= c.la && l <= c.lb {
			return c.lb
		}
		return l - 1
	}
	var buf [8]int64
	ok, at := c.match(l, L, c.indexRoom(&buf))
	if !ok {
		return l - 1
	}
	return max(l, floorDiv(at+c.run-1, L))
}

// indexRoom returns room for a run's index per outer dimension: buf, for
// nests up to 8 deep, without allocating.
func (c *cover) indexRoom(buf *[8]int64) []int64 {
	if len(c.outer) > len(buf) {
		return make([]int64, len(c.outer))
	}
	return buf[:len(c.outer)]
}

// match finds a run of the column walk c overlapping line l and returns its
// start (bytes), with its index per outer dimension in idx (len(c.outer)).
func (c *cover) match(l, L int64, idx []int64) (bool, int64) {
	lo, hi := l*L, l*L+L-1 // the line's bytes
	if len(c.outer) == 1 { // a plain column walk: no recursion
		return c.matchLast(0, c.lowest, lo, hi, idx)
	}
	var rec func(k int, start int64) (bool, int64)
	rec = func(k int, start int64) (bool, int64) {
		if k == len(c.outer)-1 {
			return c.matchLast(k, start, lo, hi, idx)
		}
		e := c.outer[k].extent
		if e > maxRunStarts {
			return false, 0
		}
		for i := int64(0); i < e; i++ {
			if ok, at := rec(k+1, start+i*c.outer[k].stride); ok {
				idx[k] = i
				return true, at
			}
		}
		return false, 0
	}
	if len(c.outer) == 0 {
		return false, 0
	}
	return rec(0, c.lowest)
}

// matchLast finds the run of the last outer dimension k, from start,
// that overlaps bytes lo..hi, and returns its start with its index in idx[k].
func (c *cover) matchLast(k int, start, lo, hi int64, idx []int64) (bool, int64) {
	d := c.outer[k]
	// Runs start at start + i*stride, i in [0, extent): find the last
	// start <= hi (stride > 0) or the first >= ... by symmetry.
	s, e := d.stride, d.extent
	if s < 0 {
		s, start = -s, d.first(start) // walk the same starts upward
	}
	if s == 0 {
		idx[k] = e - 1
		return start <= hi && start+c.run > lo, start
	}
	i := floorDiv(hi-start, s)
	i = min(i, e-1)
	if i < 0 || start+i*s+c.run <= lo {
		return false, 0
	}
	idx[k] = i
	if d.stride < 0 {
		idx[k] = e - 1 - i // the loop's order, not the address order
	}
	return true, start + i*s
}

// maxCoverScan bounds how many of the latest covers a first touch checks.
const maxCoverScan = 512

// coverOf returns the latest cover holding key k and the number of the
// cover's keys (in k's set, in set mode) that the skipped iterations touched
// after k: those past k in the direction the loop moves through the range.
func (w *walker) coverOf(k uint64) (cover, float64, bool) {
	if k >= phantomSpace {
		return cover{}, 0, false
	}
	l := int64(k)
	for i := len(w.covers) - 1; i >= max(len(w.covers)-maxCoverScan, 0); i-- {
		if r := w.ranges[i]; l < r.la || l > r.lb {
			continue
		}
		c := &w.covers[i]
		if c.outer != nil {
			if ok, frac := c.locate(l, w.opts.Line); ok {
				return *c, -frac, true // a fraction of the phantom's lines (phantomDistance)
			}
			continue
		}
		if c.unit > 1 && (l-c.la)%c.unit != 0 {
			continue
		}
		var past int64 // keys past k in the loop's direction
		switch {
		case c.lpStride > 0:
			past = c.lb - l
		case c.lpStride < 0:
			past = l - c.la
		default:
			return *c, 0, true // touched in every skipped iteration: last in the last
		}
		step := max(c.unit, 1)
		if w.opts.Sets > 1 {
			step *= w.opts.Sets
		}
		return *c, float64(past / step), true
	}
	return cover{}, 0, false
}

// within reports whether cov holds every line of c (false when c may have
// more than limit lines).
func (c *cover) within(cov *cover, L, limit int64) bool {
	if c.outer == nil && cov.outer == nil && c.unit <= 1 && cov.unit <= 1 {
		return c.la >= cov.la && c.lb <= cov.lb // ranges: no line to check one by one
	}
	if c.maxLines(L) > limit {
		return false
	}
	span := func(la, lb int64) bool {
		for l := la; l <= lb; {
			e := cov.heldTo(l, L)
			if e < l {
				return false
			}
			l = e + 1
		}
		return true
	}
	if c.outer == nil {
		return span(c.la, c.lb)
	}
	if p, ok := c.periodIn(cov, L); ok {
		// One period of c's runs stands for all (see periodIn).
		d := c.outer[0]
		start, s := d.first(c.lowest), absInt(d.stride)
		for i := int64(0); i < p; i++ {
			a := start + i*s
			if !span(floorDiv(a, L), floorDiv(a+c.run-1, L)) {
				return false
			}
		}
		return true
	}
	return forRuns(c.outer, c.lowest, func(start int64) bool {
		return span(floorDiv(start, L), floorDiv(start+c.run-1, L))
	})
}

// periodIn reports whether cov holds c's runs can be told from
// the first p of them, and p: both are column walks of one dimension with
// the same stride s, and every line of c falls between cov's first and last
// run (no run index clamped in cov.heldTo). Moving a run of c by P runs,
// where P*s = Q*L is the line period of s, moves its lines by Q, and cov's
// run that holds them by P as well, so whether it is held repeats with
// period P. (A column of B against the next column, in symm's j loop: a
// hundred runs checked in eight.)
func (c *cover) periodIn(cov *cover, L int64) (int64, bool) {
	if len(c.outer) != 1 || len(cov.outer) != 1 || c.outer[0].stride != cov.outer[0].stride {
		return 0, false
	}
	s, e := absInt(c.outer[0].stride), c.outer[0].extent
	if s == 0 {
		return 0, false
	}
	p := L / gcd(s%L, L) // gcd(0, L) = L: one run stands for all
	if p >= e {
		return 0, false
	}
	// cov's runs in address order start at b + j*s, j in [0, ce).
	b, ce := cov.outer[0].first(cov.lowest), cov.outer[0].extent
	// c's lowest and highest lines, and the run of cov heldTo picks for
	// each (the last starting at or before the line's last byte).
	lowest := c.outer[0].first(c.lowest)
	first, last := floorDiv(lowest, L), floorDiv(lowest+(e-1)*s+c.run-1, L)
	jFirst := floorDiv(first*L+L-1-b, s)
	jLast := floorDiv(last*L+L-1-b, s)
	if jFirst < 0 || jLast > ce-1 {
		return 0, false
	}
	return p, true
}

// forLines calls f on every line of c, in no particular order (a line two
// runs share, once per run), and reports false, calling f on none, when c has more
// than limit lines.
func (c *cover) forLines(L, limit int64, f func(l int64)) bool {
	if c.maxLines(L) > limit {
		return false
	}
	if c.outer == nil {
		for l := c.la; l <= c.lb; l += max(c.unit, 1) {
			f(l)
		}
		return true
	}
	forRuns(c.outer, c.lowest, func(start int64) bool {
		for l := floorDiv(start, L); l <= floorDiv(start+c.run-1, L); l++ {
			f(l)
		}
		return true
	})
	return true
}

// maxLines bounds the lines of c: those of its range, or of its runs (one
// more per run than its bytes fill, for a run that starts within a line).
func (c *cover) maxLines(L int64) int64 {
	if c.outer == nil {
		return c.lb - c.la + 1
	}
	return runCount(c.outer) * ((c.run+L-1)/L + 1)
}

// lineCharge is what checking c's lines costs supersede's budget: its
// range, or its runs' bytes in whole lines.
func (c *cover) lineCharge(L int64) int64 {
	if c.outer == nil {
		return c.lb - c.la + 1
	}
	return runCount(c.outer) * ((c.run + L - 1) / L)
}

// touches is a quick test for supersede: whether cov holds the first or the
// last line of c's range, or c the first or the last of cov's.
func (c *cover) touches(cov *cover, L int64) bool {
	held := func(x *cover, l int64) bool { return x.heldTo(l, L) >= l }
	return held(cov, c.la) || held(cov, c.lb) || held(c, cov.la) || held(c, cov.lb)
}

// meetsInside reports whether, of a column walk and a range (c and cov in
// either role), a run of the walk meets the range: the rows an
// initialising nest's phantom stood for, against the columns a later
// loop's phantom reads, meet only inside both (matvec), where touches
// sees neither end.
func (c *cover) meetsInside(cov *cover, L int64) bool {
	switch {
	case c.outer != nil && cov.outer == nil:
		return c.runIn(cov.la, cov.lb, L)
	case c.outer == nil && cov.outer != nil:
		return cov.runIn(c.la, c.lb, L)
	}
	return false
}

// runIn reports whether a run of the column walk c (of one outer
// dimension) overlaps lines la..lb.
func (c *cover) runIn(la, lb, L int64) bool {
	if len(c.outer) != 1 {
		return false
	}
	var idx [1]int64
	ok, _ := c.matchLast(0, c.lowest, la*L, lb*L+L-1, idx[:])
	return ok
}

// dim is a loop's stride and extent; lp marks a phantom's own loop.
type dim struct {
	stride, extent int64
	lp             bool
}

// first returns the lowest address among the run starts start + i*stride,
// i in [0, extent): start itself, or the last for a negative stride.
func (d dim) first(start int64) int64 {
	if d.stride < 0 {
		return start + (d.extent-1)*d.stride
	}
	return start
}

// runCount is the number of runs a column walk's outer dimensions repeat.
func runCount(outer []dim) int64 {
	n := int64(1)
	for _, d := range outer {
		n *= d.extent
	}
	return n
}

// forRuns calls f with the start of every run of a column walk (lowest plus
// every combination of the outer strides, the last dimension fastest) until
// f returns false, and reports whether it never did.
func forRuns(outer []dim, lowest int64, f func(start int64) bool) bool {
	if len(outer) == 1 { // a plain column walk: no recursion
		for i := int64(0); i < outer[0].extent; i++ {
			if !f(lowest + i*outer[0].stride) {
				return false
			}
		}
		return true
	}
	var rec func(k int, start int64) bool
	rec = func(k int, start int64) bool {
		if k == len(outer) {
			return f(start)
		}
		for i := int64(0); i < outer[k].extent; i++ {
			if !rec(k+1, start+i*outer[k].stride) {
				return false
			}
		}
		return true
	}
	return rec(0, lowest)
}
