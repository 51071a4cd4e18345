package reuse

import (
	"slices"
)

// maxOverlapLines bounds the lines of older phantom groups that overlap
// the one being touched in part that supersede checks, per touch: enough
// for a column of a few hundred rows (adi's sweeps), where more cost the
// triangular nests at size L up to 5 times their walk.
const maxOverlapLines = 256

// maxInsideLines bounds the lines supersede checks per touch, beyond
// maxOverlapLines, where one of the two covers is a column walk, and
// maxWalkInsideLines those in a whole walk: enough for a matrix of a
// million bytes initialised by rows and read by rows and columns (matvec),
// at a cost that does not grow with the arrays beyond that.
const (
	maxInsideLines     = 1 << 16
	maxWalkInsideLines = 1 << 18
)

// maxSupersedeLines bounds the lines of an older phantom group that
// supersede checks one by one.
const maxSupersedeLines = 1024

// supersede takes the weight off every older phantom key (other than key)
// whose latest cover lies within cov, the cover of a phantom being touched:
// the new phantom touches those lines again, and a line must not weigh in
// two keys at once (symm's k-loop phantoms of a column block of B, then the
// phantom of the skipped j iterations covering those columns; TestSupersede).
func (w *walker) supersede(key uint64, cov *cover) {
	L := w.opts.Line
	if L == 1 {
		return
	}
	if n := len(w.phantoms); len(w.checked) < n {
		w.checked = append(w.checked, make([]uint32, n-len(w.checked))...)
	}
	w.checkGen++
	covLines := cov.lines()
	lines := w.lines
	budget := int64(maxOverlapLines) // lines the partial overlaps may check
	for i := len(w.covers) - 1; i >= max(len(w.covers)-maxCoverScan, 0); i-- {
		ci := w.ranges[i].key - phantomSpace
		if w.ranges[i].key == key || w.checked[ci] == w.checkGen {
			continue
		}
		w.checked[ci] = w.checkGen // its latest cover only
		if r := w.ranges[i]; r.lb < cov.la || r.la > cov.lb {
			continue
		}
		c := &w.covers[i]
		if c.la >= cov.la && c.lb <= cov.lb && c.within(cov, L, maxSupersedeLines) {
			w.eng.forget(c.key)
			w.ranges[i] = deadRange(c.key)
			continue
		}
		// Overlapping in part (adi's forward sweep down a column, then the
		// back substitution up most of it): the lines both hold are the
		// new phantom's now, and come off the older key, line by line in
		// their sets: counting them in both would double the set
		// distances of the next column's accesses. A line seen since the
		// older phantom's instance began is not among its weight (the
		// instance simulated it, or a first touch took it off), nor is one
		// an earlier phantom took.
		//
		// Where one of the two is a column walk, an overlap beyond that
		// budget, or one that meets only inside both (the rows an
		// initialising nest's phantom stood for, against the columns of a
		// later loop's phantom: neither end of one lies in the other), is
		// checked from the smaller of the two on a budget of its own
		// (maxInsideLines per touch, maxWalkInsideLines per walk):
		// counted in both keys, a matrix initialised by rows and then read
		// by rows and by columns (matvec) puts the column reads' reuses
		// twice as far as they are.
		touch := c.touches(cov, L)
		walk := c.outer != nil || cov.outer != nil // a column walk is one of them
		if !touch && !(walk && c.meetsInside(cov, L)) {
			continue
		}
		if touch && budget > 0 && c.hasChecked && c.checked.same(&covLines) {
			// symm's k-loop phantoms under each column of a block of
			// B: the same lines as at the column before, against the
			// same older cover, which took 88 % of the partial checks.
			if c.maxLines(L) <= budget {
				budget -= c.lineCharge(L)
			}
			continue
		}
		from, other := c, cov
		limit := budget
		wide := !touch || budget <= 0 || c.maxLines(L) > budget // beyond maxOverlapLines
		if wide {
			if !walk {
				continue
			}
			if cov.lineCharge(L) < c.lineCharge(L) {
				from, other = cov, c
			}
			limit = min(maxInsideLines, w.insideLeft)
		}
		lines = lines[:0]
		if !from.forLines(L, limit, func(l int64) {
			if other.heldTo(l, L) < l {
				return
			}
			if t, ok := w.eng.lastTime(uint64(l)); ok && t >= c.t0 {
				return
			}
			if _, found := slices.BinarySearch(c.given, l); !found {
				lines = append(lines, l)
			}
		}) {
			continue
		}
		if wide {
			w.insideLeft -= from.lineCharge(L)
		} else {
			budget -= c.lineCharge(L)
		}
		c.checked, c.hasChecked = covLines, true
		slices.Sort(lines)
		lines = slices.Compact(lines)
		for _, l := range lines {
			w.eng.lower(c.key, uint64(l))
		}
		if len(lines) > 0 {
			c.given = mergeSorted(c.given, lines)
		}
	}
	w.lines = lines
}

// mergeSorted returns the sorted lines of a and b (both sorted, no line in
// both), in a's storage when it has room.
func mergeSorted(a, b []int64) []int64 {
	n := len(a)
	a = slices.Grow(a, len(b))[:n+len(b)]
	i, j := n-1, len(b)-1
	for k := len(a) - 1; j >= 0; k-- {
		if i >= 0 && a[i] > b[j] {
			a[k] = a[i]
			i--
		} else {
			a[k] = b[j]
			j--
		}
	}
	return a
}
