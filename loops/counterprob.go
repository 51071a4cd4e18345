package loops

import (
	"fmt"
	"math"
)

// counterCondExpr returns P(false target) of the conditional branch of
// block b whose condition compares d = a - b (the two sides' difference) with
// 0 by rel, when d is linear in the counter of the innermost loop l around
// b and in nothing else, l has a trip count free of counters and a constant
// start, and b runs once in every iteration of l (it dominates each latch
// and is not l's test). Over l's iterations k = 0 .. T-1 the counter is
// Init + k*Step, so the condition holds on a count of iterations that is an
// interval of k (or one k for ==), and its probability is that count over T:
// -O2's guard of a triangular inner loop, "j != 0" in the loop over j, is
// taken on 79 of 80 iterations, where the zero heuristic said 20/32.
func (n *Nest) counterCondExpr(b int, rel string, d Poly) (string, bool) {
	l := n.Innermost[b]
	if l == nil || l.IV == nil || l.IV.Init == nil || l.Trip == nil || l.Test == b {
		return "", false
	}
	syms := d.Syms()
	if len(syms) != 1 || syms[0] != l.IV.Sym {
		return "", false
	}
	for _, s := range l.Trip.Syms() {
		if IsCounterSym(s) {
			return "", false
		}
	}
	init, ok := l.IV.Init.IsConst()
	if !ok {
		return "", false
	}
	for _, latch := range l.Latches {
		if !n.Graph.Dominates(b, latch) {
			return "", false
		}
	}
	cs := d.Coeffs(l.IV.Sym)
	if len(cs) != 2 {
		return "", false
	}
	alpha, ok1 := cs[1].IsConst()
	beta, ok2 := cs[0].IsConst()
	if !ok1 || !ok2 || alpha == 0 {
		return "", false
	}
	// d at iteration k: A k + B.
	A := alpha * float64(l.IV.Step)
	B := alpha*init + beta
	if A == 0 || A != math.Trunc(A) || B != math.Trunc(B) {
		return "", false
	}
	holdsN, holds, ok := countHolds(A, B, rel, l.Trip)
	if !ok {
		return "", false
	}
	t := l.Trip.Lua()
	tc, tConst := l.Trip.IsConst()
	if tConst {
		if tc <= 0 {
			return "", false // the branch never runs: nothing to derive
		}
		// P(false target) = the share of iterations where it fails.
		return fmt.Sprintf("%s/%s", fmtNum(tc-holdsN), fmtNum(tc)), true
	}
	if holds == "" {
		holds = fmtNum(holdsN)
	}
	return fmt.Sprintf("(math.max(%s, 0) - %s)/math.max(%s, 1)", t, holds, t), true
}

// fmtNum writes an integral float as an integer.
func fmtNum(x float64) string { return fmt.Sprintf("%.17g", x) }

// countHolds counts the k in [0, T) for which (A k + B) rel 0 holds, A and
// B integers, A not 0: as a number when T is constant, else as a Lua
// expression (holds). The k that satisfy it are an interval (one k for ==).
func countHolds(A, B float64, rel string, T Poly) (float64, string, bool) {
	eq, negate := false, false
	switch rel { // every relation as "x < 0" or "x == 0" of an integer x
	case "<":
	case "<=": // x <= 0: x - 1 < 0
		B--
	case ">": // x > 0: -x < 0
		A, B = -A, -B
	case ">=": // x >= 0: -x - 1 < 0
		A, B = -A, -B-1
	case "==":
		eq = true
	case "~=":
		eq, negate = true, true
	default:
		return 0, "", false
	}
	t := T.Lua()
	tc, tConst := T.IsConst()
	var n float64
	var e string
	switch {
	case eq:
		k0 := -B / A
		switch {
		case k0 < 0 || k0 != math.Trunc(k0):
			n, e = 0, "0"
		case tConst:
			if k0 < tc {
				n = 1
			}
		default:
			e = fmt.Sprintf("((%s) > %s and 1 or 0)", t, fmtNum(k0))
		}
	case A > 0: // k < -B/A: the first ceil(-B/A) iterations
		c := math.Max(math.Ceil(-B/A), 0)
		if tConst {
			n = math.Min(c, math.Max(tc, 0))
		} else {
			e = fmt.Sprintf("math.min(%s, math.max(%s, 0))", fmtNum(c), t)
		}
	default: // k > -B/A: from floor(-B/A) + 1 on
		c := math.Max(math.Floor(-B/A)+1, 0)
		if tConst {
			n = math.Max(tc, 0) - math.Min(c, math.Max(tc, 0))
		} else {
			e = fmt.Sprintf("(math.max(%s, 0) - math.min(%s, math.max(%s, 0)))", t, fmtNum(c), t)
		}
	}
	if negate {
		if tConst {
			n = math.Max(tc, 0) - n
		} else {
			if e == "" {
				e = fmtNum(n)
			}
			e = fmt.Sprintf("(math.max(%s, 0) - %s)", t, e)
		}
	}
	if !tConst && e == "" {
		e = fmtNum(n)
	}
	return n, e, true
}

// guardedEntries returns how many times the rotated loop l is entered per
// entry of its outermost enclosing nest, when its trip count is linear in
// its parent's counter alone (a triangular nest at -O2: for j, for k < j):
// the guard in front of a rotated loop skips it where the trip count is 0,
// so it is entered on the parent's iterations where the trip is at least 1
// (79 of the 80 for k < j), not on all of them.
func (n *Nest) guardedEntries(l *Loop) (Poly, bool) {
	p := l.Parent
	if l.TopTested || l.Trip == nil || p == nil || p.IV == nil || p.IV.Init == nil || p.Trip == nil {
		return nil, false
	}
	syms := l.Trip.Syms()
	if len(syms) != 1 || syms[0] != p.IV.Sym {
		return nil, false
	}
	init, ok := p.IV.Init.IsConst()
	if !ok {
		return nil, false
	}
	pt, ok := p.Trip.IsConst()
	if !ok {
		return nil, false
	}
	cs := l.Trip.Coeffs(p.IV.Sym)
	if len(cs) != 2 {
		return nil, false
	}
	c, ok1 := cs[1].IsConst()
	d, ok2 := cs[0].IsConst()
	if !ok1 || !ok2 || c == 0 {
		return nil, false
	}
	// trip(k) - 1 >= 0 with trip(k) = c (init + k step) + d.
	A, B := c*float64(p.IV.Step), c*init+d-1
	if A != math.Trunc(A) || B != math.Trunc(B) {
		return nil, false
	}
	count, _, ok := countHolds(A, B, ">=", Const(pt))
	if !ok {
		return nil, false
	}
	return n.sumEnclosing(Const(count), p.Parent)
}
