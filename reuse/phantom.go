package reuse

import (
	"cmp"
	"math"
	"slices"

	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// phantomKey identifies the line set a phantom group stands for, so that the
// same skipped lines touched again (a row of A in every instance of an inner
// loop) move one key instead of adding another. Each group (an object's
// cluster, see clusters) has its own key: covariance's column p is one key
// under every q, where one key per phantom (column p with column q) counted
// column p once per q block and put L2 set distances of 20-35 lines where
// the whole walk has under 16.
type phantomKey struct {
	loop   *loops.Loop
	la, lb int64 // the first and last line
	runs   int64
}

// phantomGroup is the accesses of one object and cluster in a phantom.
type phantomGroup struct {
	obj, cluster     int
	minAddr, maxAddr int64
	size             int64
	dims             []dim
	lpStride         int64 // bytes per iteration of lp
}

// phantom touches, for each group of accesses (object and cluster), the key
// standing for the lines that iterations lo..hi of lp touch and that no
// simulated iteration of this instance (started at engine time t0) touched.
func (w *walker) phantom(lp *statictrace.Loop, a *statictrace.Activation, start, step, lo, hi int64, t0 int32) {
	if hi < lo {
		return
	}
	L := w.opts.Line
	count := hi - lo + 1
	b := w.bodyOf(lp)
	first := w.addrsAt(lp, b, a, start+lo*step, 0)
	second := w.addrsAt(lp, b, a, start+(lo+1)*step, 1)
	// Group the accesses by object (the base value and the frame) and
	// cluster, in the order of their first access.
	groups := w.groups[:0]
	defer func() { w.groups = groups[:0] }()
	cluster := w.clusters(b, first, second, count)
	for _, r := range first.order {
		addr := first.addr[r]
		gi := slices.IndexFunc(groups, func(g phantomGroup) bool { return g.obj == b.obj[r] && g.cluster == cluster[r] })
		if gi < 0 {
			g := phantomGroup{obj: b.obj[r], cluster: cluster[r], minAddr: addr, maxAddr: addr, size: b.refs[r].Acc.Size}
			g.dims = w.innerDims(lp, a, start+lo*step, b.refs[r], b.paths[r], b.chains[r])
			if second.ok[r] {
				s2 := second.addr[r]
				g.dims = append(g.dims, dim{stride: s2 - addr, extent: count, lp: true})
				g.lpStride = s2 - addr
			}
			groups = append(groups, g)
			gi = len(groups) - 1
		}
		g := &groups[gi]
		g.minAddr = min(g.minAddr, addr)
		g.maxAddr = max(g.maxAddr, addr)
		g.size = max(g.size, b.refs[r].Acc.Size)
	}
	for gi := range groups {
		g := &groups[gi]
		var spread *setSpread // the group's lines per cache set, in set mode
		if w.opts.Sets > 1 {
			if w.spread == nil {
				w.spread = newSetSpread(w.opts.Sets)
			}
			spread = w.spread.reset() // one group at a time
		}
		run := g.maxAddr - g.minAddr + g.size
		runs := int64(1)
		slices.SortStableFunc(g.dims, func(x, y dim) int { return cmp.Compare(absInt(x.stride), absInt(y.stride)) })
		lowest := g.minAddr
		var outer []dim // the dimensions that repeat the run
		lpDim, lpMerged := -1, false
		for _, d := range g.dims {
			s := absInt(d.stride)
			if s == 0 || d.extent <= 1 {
				continue
			}
			// A stride of at most the run, or (lines) at most a line,
			// leaves no line between two steps untouched: one longer run.
			if (s <= run || (L > 1 && s <= L)) && runs == 1 {
				run += (d.extent - 1) * s
				if d.stride < 0 {
					lowest -= (d.extent - 1) * s
				}
				lpMerged = d.lp // a longer stride merged after lp's hides its order
			} else {
				if d.lp {
					lpDim = len(outer)
				}
				runs *= d.extent
				outer = append(outer, d)
			}
		}
		la := floorDiv(lowest, L)
		lb := floorDiv(lowest+run-1, L)
		lines := float64(lb - la + 1)
		span := lb - la + 1 // lines of one run (keys when L == 1)
		unit := int64(1)
		if L == 1 {
			// Per-address keys: the run holds one key per element start.
			unit = g.size
			for _, d := range g.dims {
				if s := absInt(d.stride); s > 0 && s < unit {
					unit = s
				}
			}
			lb = lowest + run - g.size
			lines = float64((lb-la)/unit + 1)
		}
		if runs == 1 {
			step := int64(1)
			if L == 1 {
				step = unit
			}
			spread.addRange(la, span)
			lines -= w.touchedSince(la, lb, step, t0, spread)
		} else {
			spread.addRuns(outer, lowest, run, L)
		}
		total := math.Max(lines, 0) * float64(runs)
		if runs > 1 && L > 1 {
			total = math.Max(total-w.touchedSinceRuns(outer, lowest, run, t0, spread), 0)
		}
		var cv cover   // on the stack: touchPhantom keeps a copy
		var cov *cover // nil: no cover
		if runs == 1 {
			cv = cover{la: la, lb: lb, unit: unit, base: g.minAddr, lpStride: g.lpStride, lo: lo, hi: hi}
			cov = &cv
		} else if L > 1 {
			span := run
			for _, d := range outer {
				span += (d.extent - 1) * absInt(d.stride)
			}
			cv = cover{outer: outer, lowest: lowest, run: run, la: floorDiv(lowest, L), lb: floorDiv(lowest+span-1, L),
				lpStride: g.lpStride, lo: lo, hi: hi, lpDim: lpDim, lpMerged: lpMerged}
			cov = &cv
		}
		w.touchPhantom(phantomKey{loop: lp.Loop, la: la, lb: lb, runs: runs}, total, spread, cov, t0)
	}
}

// touchPhantom touches the phantom key pk standing for total lines (spread
// over the cache sets in set mode) and records its cover (nil: none).
func (w *walker) touchPhantom(pk phantomKey, total float64, spread *setSpread, cov *cover, t0 int32) {
	if total <= 0 {
		return
	}
	key, ok := w.phantoms[pk]
	if !ok {
		key = phantomSpace + uint64(len(w.phantoms))
		w.phantoms[pk] = key
	}
	w.phantomT0 = max(w.phantomT0, t0)
	if cov != nil {
		w.supersede(key, cov)
		cov.key, cov.t0 = key, t0
		if len(w.covers) >= 2*maxCoverScan { // only the latest maxCoverScan are read
			w.covers = w.covers[:copy(w.covers, w.covers[len(w.covers)-maxCoverScan:])]
			w.ranges = w.ranges[:copy(w.ranges, w.ranges[len(w.ranges)-maxCoverScan:])]
		}
		if w.covers == nil {
			if w.scr == nil { // a walker of its own (tests)
				w.scr = new(scratch)
			}
			w.covers = w.scr.covers.take(2 * maxCoverScan)[:0]
			w.ranges = w.scr.ranges.take(2 * maxCoverScan)[:0]
		}
		w.covers = append(w.covers, *cov)
		w.ranges = append(w.ranges, lineRange{cov.key, cov.la, cov.lb})
	}
	w.eng.touchPhantom(key, total, spread)
}

// objKey is the object an access reaches: its base value and its frame.
type objKey struct {
	base  any
	frame *statictrace.Frame
}

func objOf(r *statictrace.Ref) objKey { return objKey{r.Acc.Base, r.Frame} }

// clusters splits the accesses of each object (base and frame) into
// clusters whose lines can meet in the count iterations of a phantom (a
// stencil's neighbours, a row and the next row that the loop walks into) and
// returns each access's cluster. Two accesses of one object at addresses
// g bytes apart (at the phantom's first iteration) that move by the same
// stride s per iteration are apart unless g is at most a line, or the
// stride is at most a line and the ranges they sweep overlap, or the stride
// is longer and g is within a line of a multiple of it (the second walks the
// lines of the first). Covariance's Data[i][p] and Data[i][q] under the i
// loop are columns (q-p)*8 bytes apart in rows of 640: one group would
// count every line between them as touched, five times the two columns'
// lines.
func (w *walker) clusters(b *body, first, second *bodyAddrs, count int64) []int {
	L := w.opts.Line
	for o := range b.byObj {
		b.byObj[o] = b.byObj[o][:0]
	}
	objs := make([]int, 0, len(b.byObj)) // objects in order of first access
	for _, r := range first.order {
		o := b.obj[r]
		if len(b.byObj[o]) == 0 {
			objs = append(objs, o)
		}
		b.byObj[o] = append(b.byObj[o], r)
	}
	stride := func(r int) (int64, bool) {
		return second.addr[r] - first.addr[r], second.ok[r]
	}
	apart := func(a, c int) bool {
		g := first.addr[c] - first.addr[a]
		if g <= L {
			return false
		}
		sa, oka := stride(a)
		sb, okb := stride(c)
		if !oka || !okb || sa != sb {
			// Moving differently: kept together, whether or not the
			// lines they sweep meet.
			return false
		}
		s := absInt(sa)
		if s == 0 {
			return true
		}
		if s <= L {
			return g > (count-1)*s+L
		}
		sizeA, sizeC := b.refs[a].Acc.Size, b.refs[c].Acc.Size
		if s%L == 0 && sizeA <= L && sizeC <= L &&
			first.addr[a]%L+sizeA <= L && first.addr[c]%L+sizeC <= L {
			// Whole lines per step, each access within one line: their
			// lines meet only if they are a multiple of the step apart
			// (the last column of a row and the first of the next are
			// next to each other, yet never share a line).
			return (floorDiv(first.addr[c], L)-floorDiv(first.addr[a], L))%(s/L) != 0
		}
		m := g % s
		return m >= L && s-m >= L
	}
	for _, o := range objs {
		rs := b.byObj[o]
		slices.SortStableFunc(rs, func(x, y int) int { return cmp.Compare(first.addr[x], first.addr[y]) })
		c := 0
		for i, r := range rs {
			if i > 0 && apart(rs[i-1], r) {
				c++
			}
			b.cluster[r] = c
		}
	}
	return b.cluster
}

// fromPhantom touches key k if its previous touch is one a phantom stood
// for (k never touched, or last touched before a later phantom's loop
// instance began and held by that phantom's lines), and returns its distance
// from the phantom (ok false, and k not touched, otherwise).
func (w *walker) fromPhantom(k uint64) (float64, bool) {
	if len(w.covers) == 0 {
		return 0, false
	}
	// A line seen before the latest phantom's instance began may be one
	// a later phantom stood for: its reuse is then from that phantom.
	t, seen := w.eng.lastTime(k)
	if seen && t >= w.phantomT0 {
		return 0, false
	}
	c, after, ok := w.coverOf(k)
	if !ok || (seen && t >= c.t0) {
		return 0, false
	}
	d, ok := w.eng.phantomDistance(k, c.key, after)
	if !ok {
		return 0, false
	}
	w.eng.access(k, 1)
	return d, true
}
