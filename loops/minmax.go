package loops

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// Clamps: the larger or smaller of two sizes (if (m < n) m = n; at -O0, a
// select or llvm.smax at -O2, k = a < b ? a : b) is no polynomial of the
// parameters, but, like a quotient, one parameter more computed from the
// others in the script (math.max(m, n)), so that trip counts and conditions
// are polynomials in it.

// minMax returns the Lua parameter of max(p, q) (isMax) or min(p, q), made
// on first use; ok is false when p or q reads anything but parameters.
func (env *Env) minMax(p, q poly.Poly, isMax bool) (poly.Poly, bool) {
	if p.Sub(q).Lua() == "0" {
		return p, true
	}
	for _, s := range append(p.Syms(), q.Syms()...) {
		if IsCounterSym(s) || env.byName(s) == nil {
			return nil, false
		}
	}
	fn, name := "math.min", "min"
	if isMax {
		fn, name = "math.max", "max"
	}
	a, b := p.Lua(), q.Lua()
	if a > b { // one parameter for max(p, q) and max(q, p)
		a, b, p, q = b, a, q, p
	}
	base := name + "_" + a + "_" + b
	if len(base) > 40 || strings.ContainsAny(base, " ()*+-/") {
		base = name
	}
	lp, ok := env.derived(base, fmt.Sprintf("%s(%s, %s)", fn, a, b), fmt.Sprintf("%s(%s, %s)", name, a, b),
		func(vals map[string]float64) (float64, bool) {
			x, ok1 := p.Eval(vals)
			y, ok2 := q.Eval(vals)
			if !ok1 || !ok2 {
				return 0, false
			}
			if isMax {
				return math.Max(x, y), true
			}
			return math.Min(x, y), true
		})
	if !ok {
		return nil, false
	}
	return poly.Sym(lp.Name), true
}

// signedOrder returns, for a signed integer compare x pred y, whether it
// holds when x < y (lt) and when x > y (gt); ok is false for an equality or
// unsigned compare.
func signedOrder(pred enum.IPred) (lt, gt, ok bool) {
	switch pred {
	case enum.IPredSLT, enum.IPredSLE:
		return true, false, true
	case enum.IPredSGT, enum.IPredSGE:
		return false, true, true
	}
	return false, false, false
}

// chooses evaluates "cond ? yes : no" with cond the signed compare c of two
// values: the larger or smaller of yes and no when the compare's operands
// are those two values (in either order); ok is false otherwise.
func (env *Env) chooses(c *ir.InstICmp, yes, no poly.Poly, rec func(value.Value) (poly.Poly, bool)) (poly.Poly, bool) {
	lt, gt, ok := signedOrder(c.Pred)
	if !ok {
		return nil, false
	}
	x, ok1 := rec(c.X)
	y, ok2 := rec(c.Y)
	if !ok1 || !ok2 {
		return nil, false
	}
	same := func(a, b poly.Poly) bool { return a.Sub(b).Lua() == "0" }
	switch {
	case same(x, yes) && same(y, no):
		// x < y ? x : y is min; x > y ? x : y is max.
		return env.minMax(yes, no, gt)
	case same(x, no) && same(y, yes):
		// x < y ? y : x is max; x > y ? y : x is min.
		return env.minMax(yes, no, lt)
	}
	return nil, false
}

// minMaxCall evaluates llvm.smax and llvm.smin of two values.
func (env *Env) minMaxCall(c *ir.InstCall, rec func(value.Value) (poly.Poly, bool)) (poly.Poly, bool) {
	callee, ok := c.Callee.(*ir.Func)
	if !ok || len(c.Args) != 2 {
		return nil, false
	}
	isMax := strings.HasPrefix(callee.Name(), "llvm.smax.")
	if !isMax && !strings.HasPrefix(callee.Name(), "llvm.smin.") {
		return nil, false
	}
	a, ok1 := rec(c.Args[0])
	b, ok2 := rec(c.Args[1])
	if !ok1 || !ok2 {
		return nil, false
	}
	return env.minMax(a, b, isMax)
}

// clampStore evaluates a load that two stores reach with different values:
// the clamp "if (x < y) v = y;" at -O0, where the store of one value sits
// in a block entered only from a branch on a signed compare of the two
// values and the other value reaches the join around it. found are the
// reaching stores; ok is false for any other shape.
func (env *Env) clampStore(f *irreader.Func, found []reachingStore, rec func(value.Value) (poly.Poly, bool)) (poly.Poly, bool) {
	if len(found) < 2 {
		return nil, false
	}
	// The distinct values: exactly two, one of them written by a single
	// store (the clamp's).
	var vals []poly.Poly
	for _, r := range found {
		if !slices.ContainsFunc(vals, func(v poly.Poly) bool { return v.Sub(r.val).Lua() == "0" }) {
			vals = append(vals, r.val)
		}
	}
	if len(vals) != 2 {
		return nil, false
	}
	preds := env.predsOf(f)
	for _, r := range found {
		blk, _ := env.position(f, r.store)
		ps := preds[blk]
		if blk == nil || len(ps) != 1 {
			continue
		}
		br, ok := ps[0].Term.(*ir.TermCondBr)
		if !ok {
			continue
		}
		c, ok := br.Cond.(*ir.InstICmp)
		if !ok {
			continue
		}
		other := vals[0]
		if other.Sub(r.val).Lua() == "0" {
			other = vals[1]
		}
		yes, no := r.val, other // taken when the compare holds
		if br.TargetFalse == blk && br.TargetTrue != blk {
			yes, no = other, r.val
		} else if br.TargetTrue != blk {
			continue
		}
		if v, ok := env.chooses(c, yes, no, rec); ok {
			return v, true
		}
	}
	return nil, false
}

// reachingStore is a store reaching a load and the value it writes.
type reachingStore struct {
	store *ir.InstStore
	val   poly.Poly
}
