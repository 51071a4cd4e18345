package loops

// Trip counts of a counter x0 + k·s tested against a bound b: as
// polynomials where they are exact, as Lua ceilings where a step above 1
// makes the polynomial a mean, and as numbers for given bounds.

import (
	"fmt"
	"math"

	"github.com/reusescope/reusescope/poly"
)

// tripTopLua is tripTop's count in Lua where tripTop gives a mean: a step
// of magnitude above 1 over a span that is not constant, counted exactly
// as math.ceil(span/|s|), at least 0; "" where tripTop is exact.
func tripTopLua(x0, b poly.Poly, s int64, rel string) string {
	if s == 1 || s == -1 {
		return ""
	}
	span, ok := spanOf(x0, b, s, rel)
	if !ok {
		return ""
	}
	if _, ok := span.IsConst(); ok {
		return ""
	}
	as := s
	if as < 0 {
		as = -as
	}
	return fmt.Sprintf("math.max(math.ceil((%s)/%d), 0)", span.Lua(), as)
}

// ceilTrip is a trip max(⌈span/div⌉, 0) + add whose span is not constant:
// a counter stepping by div > 1 to a symbolic bound (tripTopLua).
type ceilTrip struct {
	span poly.Poly
	div  int64
	add  float64
}

// newCeilTrip returns the ceilTrip of tripTopLua's count plus add, nil
// where tripTop is exact.
func newCeilTrip(x0, b poly.Poly, s int64, rel string, add float64) *ceilTrip {
	if tripTopLua(x0, b, s, rel) == "" {
		return nil
	}
	span, _ := spanOf(x0, b, s, rel)
	if s < 0 {
		s = -s
	}
	return &ceilTrip{span: span, div: s, add: add}
}

// TripEval evaluates l's trip at the values env gives its symbols (the
// parameters and the enclosing counters): exact where Trip is a mean
// (TripLua), ⌈span/step⌉ of the span there. ok is false without a Trip or
// when a symbol has no value.
func (l *Loop) TripEval(env map[string]float64) (float64, bool) {
	if l.Trip == nil {
		return 0, false
	}
	if c := l.ceil; c != nil {
		v, ok := c.span.Eval(env)
		if !ok {
			return 0, false
		}
		return max(math.Ceil(v/float64(c.div)), 0) + c.add, true
	}
	return l.Trip.Eval(env)
}

// quasi returns the trip as a quasi-polynomial of q.
func (c *ceilTrip) quasi(q *poly.Quasi) (poly.Poly, bool) {
	if !c.span.IsInt() {
		return nil, false
	}
	return q.Max(q.FloorDiv(c.span.Add(poly.Const(float64(c.div-1))), c.div), poly.Const(0)).Add(poly.Const(c.add)), true
}

// tripTop counts k >= 0 with x0 + k*s rel b, as a polynomial (exact for |s| = 1
// or constant operands; otherwise (b-x0)/s rounded up is approximated by
// (b-x0+s-1)/s).
func tripTop(x0, b poly.Poly, s int64, rel string) (poly.Poly, bool) {
	if rel == "!=" {
		return b.Sub(x0).Scale(1 / float64(s)), true
	}
	span, ok := spanOf(x0, b, s, rel)
	if !ok {
		return nil, false
	}
	as := float64(s)
	if s < 0 {
		as = -as
	}
	if c, ok := span.IsConst(); ok {
		t := math.Ceil(c / as)
		if t < 0 {
			t = 0
		}
		return poly.Const(t), true
	}
	if as == 1 {
		return span, true
	}
	return span.Add(poly.Const(as - 1)).Scale(1 / as), true
}

// TripFrom counts the iterations of an instance of l whose counter starts at
// start and is compared with bound, by the rules analyseTest applies to
// polynomials: a top-tested loop runs while (start + k*Step + Off) Rel bound,
// a bottom-tested one once more, or (Off = Step: the test sees the
// incremented counter) while start + k*Step Rel bound. ok is false without a
// counter or a relation, or when a "!=" test would never meet its bound.
func (l *Loop) TripFrom(start, bound int64) (int64, bool) {
	if l.IV == nil {
		return 0, false
	}
	return l.TripFromStep(start, bound, l.IV.Step)
}

// TripFromStep is TripFrom for a counter moving by step, the value of a
// symbolic step (IndVar.StepPoly) in one instance.
func (l *Loop) TripFromStep(start, bound, step int64) (int64, bool) {
	iv := l.IV
	if iv == nil || step == 0 || iv.Rel == "" {
		return 0, false
	}
	off := iv.Off
	if iv.OffStep {
		off = step
	}
	if w := iv.UnsignedBits; w > 0 {
		// An unsigned compare reads both sides modulo 2^w.
		if w >= 64 {
			if start+off < 0 || bound < 0 {
				return 0, false
			}
		} else {
			m := int64(1) << w
			wrap := func(x int64) int64 { return (x%m + m) % m }
			start, bound = wrap(start+off)-off, wrap(bound)
		}
	}
	switch {
	case l.TopTested:
		return countWhile(start+off, bound, step, iv.Rel)
	case off == step:
		return countWhile(start, bound, step, iv.Rel)
	}
	n, ok := countWhile(start+off, bound, step, iv.Rel)
	return n + 1, ok
}

// countWhile counts the k >= 0 with x0 + k*s rel b (s != 0): tripTop on
// integers.
func countWhile(x0, b, s int64, rel string) (int64, bool) {
	d := b - x0
	switch {
	case rel == "!=":
		if d%s != 0 || d/s < 0 {
			return 0, false
		}
		return d / s, true
	case s > 0 && rel == "<":
		return max(0, (d+s-1)/s), true
	case s > 0 && rel == "<=":
		if d < 0 {
			return 0, true
		}
		return d/s + 1, true
	case s < 0 && rel == ">":
		return max(0, (-d-s-1)/-s), true
	case s < 0 && rel == ">=":
		if d > 0 {
			return 0, true
		}
		return -d/-s + 1, true
	}
	return 0, false
}

// spanOf returns the values x0 + k*s moves through before it fails rel b
// (the distance to the bound, one more for <= and >=), false for a
// relation the counter does not move towards.
func spanOf(x0, b poly.Poly, s int64, rel string) (poly.Poly, bool) {
	d := b.Sub(x0)
	switch {
	case s > 0 && rel == "<":
		return d, true
	case s > 0 && rel == "<=":
		return d.Add(poly.Const(1)), true
	case s < 0 && rel == ">":
		return d.Scale(-1), true
	case s < 0 && rel == ">=":
		return d.Scale(-1).Add(poly.Const(1)), true
	}
	return nil, false
}
