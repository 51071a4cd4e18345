package loops

import (
	"fmt"
	"math"

	"github.com/reusescope/reusescope/poly"
)

// counterCondExpr returns P(false target) of the conditional branch of
// block b whose condition compares d = a - b (the two sides' difference) with
// 0 by rel, when d is linear in the counter of the innermost loop l around
// b (and otherwise in parameters only), l has a trip count free of counters
// and a constant start, and b runs once in every iteration of l (it
// dominates each latch and is not l's test) without leaving it (a break on
// the counter is not derived here). Over l's iterations
// k = 0 .. T-1 the counter is Init + k*Step, so the condition holds on a
// count of iterations that is an interval of k (or one k for ==), and its
// probability is that count over T: -O2's guard "j != 0" of a rotated inner
// loop k < j holds on all but the first of the iterations over j.
func (n *Nest) counterCondExpr(b int, rel string, d poly.Poly) (string, bool) {
	l, ok := n.oncePerIteration(b)
	if !ok {
		return "", false
	}
	A, B, ok := perIteration(d, l.IV)
	if !ok {
		return "", false
	}
	holdsN, holds, ok := countHolds(A, B, rel, l.Trip)
	if !ok {
		return "", false
	}
	t := l.Trip.Lua()
	tc, tConst := l.Trip.IsConst()
	if tConst && tc <= 0 {
		return "", false // the branch never runs: nothing to derive
	}
	if holds == "" {
		// P(false target) = the share of iterations where it fails.
		return fmt.Sprintf("%s/%s", fmtNum(tc-holdsN), fmtNum(tc)), true
	}
	return fmt.Sprintf("(math.max(%s, 0) - %s)/math.max(%s, 1)", t, holds, t), true
}

// oncePerIteration returns the innermost loop around block b when b runs
// exactly once in each of its iterations: the loop has a trip count free of
// counters, b is not its test, dominates each latch and does not leave it
// (a break on the counter, if (i == m) break, ends the loop early: the
// iterations are not its trip, and a share over them would be a mean over
// iterations that do not all run).
func (n *Nest) oncePerIteration(b int) (*Loop, bool) {
	l := n.Innermost[b]
	if l == nil || l.Trip == nil || l.Test == b || containsInt(l.Exiting, b) || HasCounter(l.Trip) {
		return nil, false
	}
	if !n.EveryIteration(l, b) {
		return nil, false
	}
	return l, true
}

// perIteration writes p, linear in the counter of iv and otherwise a
// polynomial in parameters, as A k + B over the iterations k = 0, 1, ... of
// iv's loop, where the counter is Init + k*Step: A an integer, not 0. It
// fails when p does not depend on the counter, depends on another counter,
// is not linear in it, or iv's start is not a constant.
func perIteration(p poly.Poly, iv *IndVar) (float64, poly.Poly, bool) {
	if iv == nil || iv.Init == nil {
		return 0, nil, false
	}
	if _, ok := iv.Init.IsConst(); !ok {
		return 0, nil, false
	}
	return linearIn(p, iv)
}

// linearIn is perIteration for a counter whose start may be a polynomial
// of the parameters (for i = n - 1; i >= 0; i--): B then reads them too.
func linearIn(p poly.Poly, iv *IndVar) (float64, poly.Poly, bool) {
	if iv == nil || iv.Init == nil || !p.Has(iv.Sym) || HasCounter(iv.Init) {
		return 0, nil, false
	}
	for _, s := range p.Syms() {
		if s != iv.Sym && IsCounterSym(s) {
			return 0, nil, false
		}
	}
	cs := p.Coeffs(iv.Sym)
	if len(cs) != 2 {
		return 0, nil, false
	}
	alpha, ok := cs[1].IsConst()
	if !ok || alpha == 0 {
		return 0, nil, false
	}
	A := alpha * float64(iv.Step)
	if A != math.Trunc(A) {
		return 0, nil, false
	}
	return A, cs[0].Add(iv.Init.Scale(alpha)), true
}

// fmtNum writes an integral float as an integer ("0", never "-0").
func fmtNum(x float64) string { return fmt.Sprintf("%.17g", x+0) }

// countHolds counts the k in [0, T) for which (A k + B) rel 0 holds, A a
// non-zero integer and B an integral polynomial in the parameters: as a
// number when T and B are constants, else as a Lua expression (holds),
// which for a B that is not constant needs A = 1 or -1. The k that satisfy
// the condition are an interval (one k for ==).
func countHolds(A float64, B poly.Poly, rel string, T poly.Poly) (float64, string, bool) {
	eq, negate := false, false
	switch rel { // every relation as "x < 0" or "x == 0" of an integer x
	case "<":
	case "<=": // x <= 0: x - 1 < 0
		B = B.Add(poly.Const(-1))
	case ">": // x > 0: -x < 0
		A, B = -A, B.Scale(-1)
	case ">=": // x >= 0: -x - 1 < 0
		A, B = -A, B.Scale(-1).Add(poly.Const(-1))
	case "==":
		eq = true
	case "~=":
		eq, negate = true, true
	default:
		return 0, "", false
	}
	b, bConst := B.IsConst()
	if bConst && b != math.Trunc(b) {
		return 0, "", false
	}
	if !bConst && A != 1 && A != -1 {
		return 0, "", false
	}
	t := T.Lua()
	tc, tConst := T.IsConst()
	if bConst && tConst {
		n := countConst(A, b, eq, tc)
		if negate {
			n = math.Max(tc, 0) - n
		}
		return n, "", true
	}
	tt := fmt.Sprintf("math.max(%s, 0)", t)
	var e string
	switch {
	case eq && bConst:
		k0 := -b / A
		if k0 < 0 || k0 != math.Trunc(k0) {
			e = "0"
		} else {
			e = fmt.Sprintf("((%s) > %s and 1 or 0)", t, fmtNum(k0))
		}
	case eq: // k0 = -B/A
		k0 := B.Scale(-1 / A).Lua()
		e = fmt.Sprintf("((%s) >= 0 and (%s) < (%s) and 1 or 0)", k0, k0, t)
	case A > 0: // k < -B/A: the first ceil(-B/A) iterations
		var c string
		if bConst {
			c = fmtNum(math.Max(math.Ceil(-b/A), 0))
		} else {
			c = fmt.Sprintf("math.max(%s, 0)", B.Scale(-1).Lua()) // A = 1
		}
		e = fmt.Sprintf("math.min(%s, %s)", c, tt)
	default: // k > -B/A: from floor(-B/A) + 1 on
		var c string
		if bConst {
			c = fmtNum(math.Max(math.Floor(-b/A)+1, 0))
		} else {
			c = fmt.Sprintf("math.max(%s, 0)", B.Add(poly.Const(1)).Lua()) // A = -1: -B/A = B
		}
		e = fmt.Sprintf("(%s - math.min(%s, %s))", tt, c, tt)
	}
	if negate {
		e = fmt.Sprintf("(%s - %s)", tt, e)
	}
	return 0, e, true
}

// countConst is countHolds for constant B and T: the k in [0, T) with
// A k + B == 0 (eq) or A k + B < 0.
func countConst(A, B float64, eq bool, T float64) float64 {
	T = math.Max(T, 0)
	switch {
	case eq:
		k0 := -B / A
		if k0 >= 0 && k0 == math.Trunc(k0) && k0 < T {
			return 1
		}
		return 0
	case A > 0:
		return math.Min(math.Max(math.Ceil(-B/A), 0), T)
	default:
		return T - math.Min(math.Max(math.Floor(-B/A)+1, 0), T)
	}
}

// onAncestor splits the trip of l, a loop of a triangular nest, as A k + B
// over the iterations k of the one enclosing loop anc whose counter it
// reads, and returns the product mult of the trips of the loops between l
// and anc (each a trip symbol where its polynomial is a mean, as sumExact
// takes it), which may read anc's counter and no other. ok is false for a
// trip that reads no counter, several, or one not linear in it, and for
// loops between that read another counter.
func (n *Nest) onAncestor(l *Loop) (anc *Loop, A float64, B, mult poly.Poly, ok bool) {
	if l.Trip == nil {
		return nil, 0, nil, nil, false
	}
	mult = poly.Const(1)
	for p := l.Parent; p != nil; p = p.Parent {
		if p.Trip == nil {
			return nil, 0, nil, nil, false
		}
		if p.IV != nil && l.Trip.Has(p.IV.Sym) {
			if p.IV.Geom != nil || p.IV.StepPoly != nil {
				return nil, 0, nil, nil, false // no counter moving by a constant
			}
			for _, s := range mult.Syms() {
				if IsCounterSym(s) && s != p.IV.Sym {
					return nil, 0, nil, nil, false
				}
			}
			A, B, ok := linearIn(l.Trip, p.IV)
			return p, A, B, mult, ok
		}
		trip := p.Trip
		if p.TripLua != "" && p.IV != nil {
			if HasCounter(p.Trip) {
				return nil, 0, nil, nil, false
			}
			trip = poly.Sym(tripSym(p))
		}
		mult = mult.Mul(trip)
	}
	return nil, 0, nil, nil, false
}

// positiveSum returns, in Lua, the sum of f (a polynomial of the counter of
// anc, the outermost loop, and parameters) over the iterations k of anc at
// which A k + B >= 1: an interval, the first K of them where A < 0, else the
// last K (K = positiveCount).
func (n *Nest) positiveSum(anc *Loop, A float64, B, f poly.Poly) (string, bool) {
	if anc.Parent != nil || anc.IV == nil || anc.IV.Init == nil || anc.IV.Geom != nil || anc.IV.StepPoly != nil {
		return "", false
	}
	K, ok := positiveCount(A, B.Add(poly.Const(-1)), anc)
	if !ok {
		return "", false
	}
	ks := "kcount_" + anc.IV.Sym + "_"
	k := "k_" + anc.IV.Sym
	start := poly.Const(0)
	if A > 0 { // the last K: k = T - K + m
		T := anc.Trip
		if anc.TripLua != "" {
			T = poly.Sym(tripSym(anc))
		}
		start = T.Sub(poly.Sym(ks))
	}
	at := anc.IV.Init.Add(start.Add(poly.Sym(k)).Scale(float64(anc.IV.Step)))
	sum := f.Subst(anc.IV.Sym, at).SumRange(k, poly.Sym(ks))
	if HasCounter(sum) {
		return "", false
	}
	return poly.ReplaceName(sum.Lua(), ks, "("+K+")"), true
}

// guardedEntries returns, in Lua, how many times the rotated loop l of a
// triangular nest is entered per entry of its outermost enclosing loop:
// the guard in front of a rotated loop skips it where its trip is below 1,
// so it is entered only on the iterations of the enclosing loops where the
// trip is at least 1 (for j = k + 1 < n, on n - 1 of k's n iterations).
// need is false where every instance is entered (a top-tested loop, or a
// trip whose least value over the nest is a constant of at least 1); ok is
// false where a count is needed and none is known (a trip of several
// counters, or an ancestor further in whose trip is no constant): the
// formula would count instances that never run.
func (n *Nest) guardedEntries(l *Loop) (lua string, need, ok bool) {
	if l.TopTested || l.Trip == nil || l.Parent == nil || !HasCounter(l.Trip) {
		return "", false, true
	}
	anc, A, B, mult, ok := n.onAncestor(l)
	if !ok {
		return "", true, false
	}
	if leastTrip(A, B, anc.Trip, 1) {
		return "", false, true
	}
	if at, isConst := anc.Trip.IsConst(); isConst && !HasCounter(mult) {
		count, expr, ok := countHolds(A, B.Add(poly.Const(-1)), ">=", poly.Const(at))
		if ok && expr == "" {
			if sum, ok := n.sumExact(mult.Scale(count), anc.Parent); ok {
				return sum.Lua(), true, true
			}
		}
	}
	e, ok := n.positiveSum(anc, A, B, mult)
	return e, true, ok
}

// positiveCount returns, in Lua, the count of the iterations k of the
// outermost loop p at which A k + B >= 0 (A an integer, B a polynomial in
// parameters).
func positiveCount(A float64, B poly.Poly, p *Loop) (string, bool) {
	T := p.Trip
	if p.TripLua != "" && p.IV != nil {
		T = poly.Sym(tripSym(p)) // exactLua puts the exact trip in
	}
	count, expr, ok := countHolds(A, B, ">=", T)
	if !ok {
		return "", false
	}
	if expr == "" {
		return fmtNum(count), true
	}
	return expr, true
}

// leastTrip reports whether A k + B, over the iterations k of a loop of
// trip T, is at least min everywhere by a constant margin the polynomials
// show: its smallest value, at the first or the last iteration, is a
// constant.
func leastTrip(A float64, B, T poly.Poly, min float64) bool {
	least := B
	if A < 0 {
		least = T.Add(poly.Const(-1)).Scale(A).Add(B)
	}
	c, ok := least.IsConst()
	return ok && c >= min
}

// clampedTotal returns, in Lua, the iterations of l summed over the
// iterations of the loops enclosing it, when its trip A k + B, linear in
// the counter of one of them, may fall below 0 at some of its iterations
// (j = k + 2 < n runs no iteration at k = n - 1, not -1): the sum of the
// trips that are positive, an interval of that loop's iterations, times
// the trips of the loops between. need is false where every trip is at
// least 0 (the polynomial sum is exact); ok is false where a clamp is
// needed and none is known.
func (n *Nest) clampedTotal(l *Loop) (lua string, need, ok bool) {
	if l.Trip == nil || l.Parent == nil || !HasCounter(l.Trip) {
		return "", false, true
	}
	anc, A, B, mult, ok := n.onAncestor(l)
	if !ok {
		return "", true, false
	}
	if leastTrip(A, B, anc.Trip, 0) {
		return "", false, true
	}
	if l.ceil != nil {
		return "", true, false
	}
	e, ok := n.positiveSum(anc, A, B, l.Trip.Mul(mult))
	return e, true, ok
}

// triangularUnknown reports whether the exit of l, a loop of a triangular
// nest, has no formula because the nest's sums would count what does not
// run: instances its guard skips, or trips below 0, that no count
// (guardedEntries, clampedTotal) gives. The walk counts its test instead
// (CountedLoop).
func (n *Nest) triangularUnknown(l *Loop) bool {
	if _, need, ok := n.guardedEntries(l); need && !ok {
		return true
	}
	_, need, ok := n.clampedTotal(l)
	return need && !ok
}
