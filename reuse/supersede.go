package reuse

import (
	"slices"
)

// maxOverlapLines bounds the lines of older phantom groups that overlap
// the one being touched in part that supersede checks, per touch: enough
// for a column of a few hundred rows (adi's sweeps), where more cost the
// triangular nests at size L up to 5 times their walk.
const maxOverlapLines = 256

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
		if budget <= 0 || !c.touches(cov, L) {
			continue
		}
		if c.hasChecked && c.checked.same(&covLines) {
			// symm's k-loop phantoms under each column of a block of
			// B: the same lines as at the column before, against the
			// same older cover, which took 88 % of the partial checks.
			if c.maxLines(L) <= budget {
				budget -= c.lineCharge(L)
			}
			continue
		}
		lines = lines[:0]
		if !c.forLines(L, budget, func(l int64) {
			if cov.heldTo(l, L) < l {
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
		budget -= c.lineCharge(L)
		c.checked, c.hasChecked = covLines, true
		slices.Sort(lines)
		lines = slices.Compact(lines)
		for _, l := range lines {
			w.eng.lower(c.key, uint64(l))
		}
		if len(lines) > 0 {
			c.given = append(c.given, lines...)
			slices.Sort(c.given)
		}
	}
	w.lines = lines
}
