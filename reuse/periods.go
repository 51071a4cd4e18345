package reuse

import (
	"math"
	"sort"

	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// planPeriods sets the line period of every loop: the number of iterations
// after which every access of its body is at the same offset within a line
// again (Line / gcd(stride mod Line, Line), a power of two), then shortens the
// periods of outer loops until the estimated walk fits MaxEvents.
//
// The plan evaluates addresses in program order, each loop at its first
// instance's first iteration, with a's memory (statictrace.Memory) holding
// the pointers stored before: the stores it meets on the sampled walk's
// arms, and those of the iterations after the first
// (Trace.StoreIterations). So a pointer an enclosing function stored in a
// local struct (M a = {n, m, calloc(...)}, then a callee's &m->d[i*m->c+j])
// gives the loop its strides as it gives the walk its addresses.
func (w *walker) planPeriods(items []statictrace.Item, a *statictrace.Activation) {
	var visit func(items []statictrace.Item, a *statictrace.Activation, stores bool)
	visit = func(items []statictrace.Item, a *statictrace.Activation, stores bool) {
		for _, it := range items {
			switch x := it.(type) {
			case *statictrace.Ref:
				if stores {
					w.t.Store(a, x)
				}
			case *statictrace.Loop:
				if _, done := w.period[x.Loop]; done {
					continue
				}
				w.period[x.Loop] = w.loopPeriod(x, a)
				if r := w.ringPeriod(x, a); r > 0 {
					w.ring[x.Loop] = r
				}
				w.strat[x.Loop] = w.stratified(x, a)
				if w.leads(x, a) {
					w.lead[x.Loop] = true
				}
				n, start, step := a.Span(x)
				a.SetIV(x.Loop, start)
				visit(x.Body, a, stores)
				if stores && w.t.StoresPointer(x) {
					w.t.StoreIterations(a, x, start, step, 1, n)
				}
				a.ClearIV(x.Loop)
			case *statictrace.Call:
				visit(x.Body, w.t.Enter(a, x), stores)
			case *statictrace.Branch:
				for i, arm := range x.Arms {
					visit(arm, a, stores && i == x.Default)
				}
			}
		}
	}
	visit(items, a, true)
	// A trace that fits the budget whole is walked whole: every iteration
	// in program order, the exact simulation of its addresses; on one
	// core too (the parallel model then equals the sequential walk). Not
	// on several: the parallel model's walks (one per core, and the
	// shared interleaving) keep the sampled walk, whose cost does not
	// multiply with them.
	if !w.opts.Sample && w.opts.FullTrip == 0 && (w.cores == nil || w.cores.N == 1) {
		w.wholeWalk = true
		if w.estimate(items, a, true) <= float64(w.opts.MaxEvents) {
			return
		}
		if !w.opts.noRecursion {
			// Whole, with one activation of each recursion standing
			// for all of them, before sampling.
			w.opts.noRecursion = true
			if w.estimate(items, a, true) <= float64(w.opts.MaxEvents) {
				return
			}
			w.opts.noRecursion = false
		}
		w.wholeWalk = false
	}
	// Rings the walk cannot afford go first, the longest first.
	for w.estimate(items, a, true) > float64(w.opts.MaxEvents) && len(w.ring) > 0 {
		var best *loops.Loop
		for l, p := range w.ring {
			if best == nil || p > w.ring[best] || p == w.ring[best] && l.Header < best.Header {
				best = l
			}
		}
		delete(w.ring, best)
	}
	// Set periods the walk cannot afford fall back to line periods,
	// longest first, before anything else is cut.
	for w.estimate(items, a, true) > float64(w.opts.MaxEvents) {
		var best *loops.Loop
		for _, l := range sortedLoops(w.linePeriod) {
			if w.period[l] > w.linePeriod[l] && (best == nil || w.period[l] > w.period[best]) {
				best = l
			}
		}
		if best == nil {
			break
		}
		w.period[best] = w.linePeriod[best]
	}
	for w.full > 0 && w.estimate(items, a, true) > float64(w.opts.MaxEvents) {
		w.full /= 2
	}
	for w.estimate(items, a, true) > float64(w.opts.MaxEvents) {
		// Halve the largest period, outermost first.
		var best *loops.Loop
		for _, l := range sortedLoops(w.period) {
			if best == nil || w.period[l] > w.period[best] {
				best = l
			}
		}
		if best == nil || w.period[best] <= 1 {
			break
		}
		w.period[best] /= 2
		w.shortened = true
	}
	// Every period is 1 and the walk still does not fit: a deep nest,
	// where even two iterations per level grow as 2^depth. Collapse loops,
	// outermost first (their reuses are the longest, the least likely to
	// hit), each to one iteration standing for all of them, until it fits.
	for w.estimate(items, a, true) > float64(w.opts.MaxEvents) {
		var best *loops.Loop
		for _, l := range sortedLoops(w.period) {
			if !w.collapsed[l] {
				best = l
				break
			}
		}
		if best == nil {
			break
		}
		w.collapsed[best] = true
	}
}

func sortedLoops(m map[*loops.Loop]int) []*loops.Loop {
	out := make([]*loops.Loop, 0, len(m))
	for l := range m {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Depth != out[j].Depth {
			return out[i].Depth < out[j].Depth
		}
		return out[i].Header < out[j].Header
	})
	return out
}

// loopPeriod returns the period of lp's counter over the accesses of its
// body: the line period, or, when the walk keys accesses by cache set,
// the longer period of the set pattern an access makes (setPeriod).
func (w *walker) loopPeriod(lp *statictrace.Loop, a *statictrace.Activation) int {
	L := w.opts.Line
	if L == 1 || !lp.Loop.IV.Linear() {
		return 1
	}
	p := int64(1)
	for _, s := range w.strides(lp, a) {
		s = absInt(s) % L
		if s == 0 {
			continue
		}
		p = max(p, L/gcd(s, L))
	}
	if sp := w.setPeriod(lp, a); sp > p && setRoom*sp <= int64(math.Round(trip(lp, a))) {
		w.linePeriod[lp.Loop] = int(p)
		return int(sp)
	}
	return int(p)
}

// setRoom is how many set periods a loop's trip must hold for its
// representatives to cover the set period rather than the line period: a
// period near the trip would walk the loop whole or drop its lead
// (covariance's q loop at -O2, 40 iterations against a set period of 32),
// and the sampling around such walks is tuned to line periods
// (ACCURACY.md records).
const setRoom = 4

// setPeriod returns the period of the set pattern of lp's body against
// w.opts.Sets sets: an access that an inner loop moves by whole rows (a
// column walk, stride d) touches, per instance, the lines of one residue
// class modulo G = gcd(d, Sets*Line) bytes, so its sets repeat only when
// lp has moved it by a multiple of G. A row of 30 lines against 64 sets
// (G = 2 lines) uses the even sets at the even column lines and the odd
// ones at the odd: with 8 columns to a line the pattern repeats every 16
// columns, not every 8 (setmap30.c). The period is G/gcd(s, G) for lp's
// stride s. The column's own walk, an innermost loop within another that
// moves a row or more per iteration (stride s >= Line), meets the sets in
// a cycle of W/gcd(s, W) iterations for a way of W bytes (32 rows of 30
// lines against 64 sets), and that cycle is its period. 1 when no access
// does either, or when the walk does not key by set.
func (w *walker) setPeriod(lp *statictrace.Loop, a *statictrace.Activation) int64 {
	L, S := w.opts.Line, w.opts.Sets
	if S <= 1 || L <= 1 {
		return 1
	}
	way := S * L // the bytes of one way: addresses this far apart share a set
	b := w.bodyOf(lp)
	start, _ := a.Start(lp.Loop)
	first := w.addrsAt(lp, b, a, start, 0)
	next := w.addrsAt(lp, b, a, start+stepIn(lp, a), 1)
	// A column's walk: innermost, within a loop that comes back to its
	// lines (a stream's loop, outermost, meets each set in turn once).
	column := !holdsLoop(lp.Body) && lp.Loop.Depth > 1
	n := int64(math.Round(trip(lp, a)))
	// A triangular nest's inner walks change length from one instance
	// to the next (lu, covariance's q from p): their extents at lp's
	// start tell nothing of the set pattern the others make.
	triangular := holdsTriangular(lp.Body) || lp.Loop.Trip != nil && loops.HasCounter(lp.Loop.Trip)
	p := int64(1)
	for _, r := range first.order {
		if !next.ok[r] {
			continue
		}
		s := absInt(next.addr[r] - first.addr[r])
		if s == 0 {
			continue
		}
		if s >= L && s%way != 0 && column {
			// An innermost row walk (a column's lines): its sets cycle
			// every way/gcd(s, way) iterations (rows of 30 lines
			// against 64 sets: 32). A shorter column meets each set
			// once at most, which the line period covers.
			if c := way / gcd(s%way, way); c < n {
				p = max(p, c)
			}
			continue
		}
		if len(b.paths[r]) == 0 || triangular {
			continue
		}
		// Only an inner walk that wraps around the sets (setRoom
		// times the rows of its cycle through them) leaves some sets
		// a line fuller than others enough to matter.
		g, moves := way, false
		for _, d := range w.innerDims(lp, a, start, b.refs[r], b.paths[r], b.chains[r]) {
			if d.extent > 1 && d.stride != 0 {
				g = gcd(absInt(d.stride), g)
				if d.extent >= setRoom*(way/gcd(absInt(d.stride)%way, way)) {
					moves = true
				}
			}
		}
		if !moves || g <= L {
			continue // no inner move, or within a line: the line period's
		}
		p = max(p, g/gcd(s%g, g))
	}
	return p
}

// strides returns the byte stride per iteration of lp of every access in its
// body (inner loops at their first iteration).
func (w *walker) strides(lp *statictrace.Loop, a *statictrace.Activation) []int64 {
	var out []int64
	b := w.bodyOf(lp)
	start, _ := a.Start(lp.Loop)
	first := w.addrsAt(lp, b, a, start, 0)
	next := w.addrsAt(lp, b, a, start+stepIn(lp, a), 1)
	for _, r := range first.order {
		if next.ok[r] {
			out = append(out, next.addr[r]-first.addr[r])
		}
	}
	return out
}

// leads reports whether lp's first period is simulated exactly before its
// representatives: an object of its body is accessed both at a fixed
// address and at one that moves with lp's counter (covariance's Data[i][p]
// and Data[i][q] in the q loop from p). The moving access meets the fixed
// one's line only in the first iterations, for which one representative per
// class cannot stand. An access moving a line or more per iteration leads
// only if it reaches the fixed one's line within the first period (A[i][0]
// with A[3][0] over rows of two lines); symm's i loop, whose second k loop
// reads B from row i+1 (800 bytes on per i) and the first from row 0, does
// not lead: its rows never meet.
func (w *walker) leads(lp *statictrace.Loop, a *statictrace.Activation) bool {
	L := w.opts.Line
	if L == 1 || !lp.Loop.IV.Linear() {
		return false
	}
	b := w.bodyOf(lp)
	start, _ := a.Start(lp.Loop)
	first := w.addrsAt(lp, b, a, start, 0)
	next := w.addrsAt(lp, b, a, start+stepIn(lp, a), 1)
	p := int64(max(w.period[lp.Loop], 1))
	fixed, moving := make([]bool, len(b.byObj)), make([]bool, len(b.byObj))
	var far []int // accesses moving a line or more per iteration
	for _, r := range first.order {
		if !next.ok[r] {
			continue
		}
		o := b.obj[r]
		switch d := absInt(next.addr[r] - first.addr[r]); {
		case d == 0:
			fixed[o] = true
		case d < L:
			moving[o] = true
		default:
			far = append(far, r)
		}
		if fixed[o] && moving[o] {
			return true
		}
	}
	// A far mover leads only if it reaches a fixed access's line within
	// the first period (A[i][0] with A[3][0], rows of two lines).
	for _, m := range far {
		d := next.addr[m] - first.addr[m]
		for _, f := range first.order {
			if f == m || b.obj[f] != b.obj[m] || !next.ok[f] || next.addr[f] != first.addr[f] {
				continue
			}
			for i := int64(1); i <= p; i++ {
				if floorDiv(first.addr[m]+i*d, L) == floorDiv(first.addr[f], L) {
					return true
				}
			}
		}
	}
	return false
}

// stratified reports whether lp is sampled in strata even when it is not
// outermost: it holds a triangular nest, and either the trip count that
// varies is lp's own counter's (cholesky's j loop: k < j), or the trips vary
// with an enclosing counter and lp's body moves by a line or more per
// iteration (lu's i loop over rows, whose later iterations meet the fixed
// row's lines in other sets). Where the trips are constant within lp and
// its accesses stay within lines (symm's j loop), a period at the start
// stands for all, and strata would only lengthen the walk.
func (w *walker) stratified(lp *statictrace.Loop, a *statictrace.Activation) bool {
	if !holdsTriangular(lp.Body) || !lp.Loop.IV.Linear() {
		return false
	}
	if variesWith(lp.Body, lp) {
		return true
	}
	for _, s := range w.strides(lp, a) {
		if absInt(s) >= w.opts.Line {
			return true
		}
	}
	return false
}

// anyItem reports whether hit holds for an item among items, looking into
// loops' and callees' bodies and Branches' arms: every arm with allArms
// (the walks that take the arm each visit selects), else the arm a
// sampled walk takes (walker.arm). With calls set, a call is a hit.
func anyItem(items []statictrace.Item, hit func(statictrace.Item) bool, calls, allArms bool) bool {
	for _, it := range items {
		if hit(it) {
			return true
		}
		switch x := it.(type) {
		case *statictrace.Loop:
			if anyItem(x.Body, hit, calls, allArms) {
				return true
			}
		case *statictrace.Call:
			if calls || anyItem(x.Body, hit, calls, allArms) {
				return true
			}
		case *statictrace.Branch:
			arms := x.Arms
			if !allArms {
				arms = arms[x.Default : x.Default+1]
			}
			for _, arm := range arms {
				if anyItem(arm, hit, calls, allArms) {
					return true
				}
			}
		}
	}
	return false
}

// anyLoop reports whether hit holds for a loop among items, inner loops,
// callees' bodies and the arms a sampled walk takes included, or, with
// calls set, whether items make a call. The questions the planner asks of
// a body are each one of these.
func anyLoop(items []statictrace.Item, hit func(*statictrace.Loop) bool, calls bool) bool {
	return anyItem(items, func(it statictrace.Item) bool {
		l, ok := it.(*statictrace.Loop)
		return ok && hit(l)
	}, calls, false)
}

// variesWith reports whether a loop among items (nested included) has a
// trip count that varies with the counter of lp.
func variesWith(items []statictrace.Item, lp *statictrace.Loop) bool {
	return anyLoop(items, func(x *statictrace.Loop) bool { return x.TripVariesWith(lp) }, false)
}

// holdsTriangular reports whether a loop among items (nested included) has
// a trip count that varies from one instance to the next: a formula of an
// enclosing counter, or a compared value evaluated per instance.
func holdsTriangular(items []statictrace.Item) bool {
	return anyLoop(items, func(x *statictrace.Loop) bool {
		return x.ValueTrip || (x.Loop.Trip != nil && loops.HasCounter(x.Loop.Trip))
	}, false)
}

// holdsCall reports whether items (inner loops included) make a call.
func holdsCall(items []statictrace.Item) bool {
	return anyLoop(items, func(*statictrace.Loop) bool { return false }, true)
}

// branchVaries reports whether items hold a Branch (in a loop, a callee or
// another Branch's arm included) that may take different arms in different
// iterations of lp, or a loop, in any arm, whose trip varies with lp's
// counter: what a walk taking every arm must iterate lp for.
func branchVaries(items []statictrace.Item, lp *statictrace.Loop) bool {
	return anyItem(items, func(it statictrace.Item) bool {
		switch x := it.(type) {
		case *statictrace.Branch:
			return x.VariesWith(lp)
		case *statictrace.Loop:
			return x.TripVariesWith(lp)
		}
		return false
	}, false, true)
}

// holdsLoop reports whether items hold a loop (in a callee included).
func holdsLoop(items []statictrace.Item) bool {
	return anyLoop(items, func(*statictrace.Loop) bool { return true }, false)
}
