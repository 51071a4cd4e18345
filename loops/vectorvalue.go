package loops

// Values of the path evaluation: integers as quasi-polynomials of the
// parameters and iteration numbers, through arithmetic, divisions, masks
// and phis, and whether a pointer is null.

import (
	"math"
	"math/bits"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/poly"
)

// at returns v's value where block use runs: a value of a loop that does
// not contain use is its value at that loop's last iteration.
func (pe *pathEval) at(v value.Value, use int) (poly.Poly, string) {
	p, why := pe.value(v)
	if p == nil {
		return nil, why
	}
	db, ok := pe.def[v]
	if !ok {
		return p, ""
	}
	for l := pe.n.Innermost[db]; l != nil; l = l.Parent {
		if l.Contains(use) {
			break
		}
		k := iterSym(l)
		if !pe.q.DependsOn(p, k) {
			continue
		}
		t := pe.trip(l)
		if t.trip == nil {
			return nil, "a value leaves a loop whose trip count is unknown: " + t.why
		}
		p = pe.q.Subst(p, k, t.visits.Sub(poly.Const(1)))
	}
	return p, ""
}

// value evaluates an integer value in the context of its defining block.
func (pe *pathEval) value(v value.Value) (poly.Poly, string) {
	if p, ok := pe.vals[v]; ok {
		return p, pe.why[v]
	}
	if pe.busy[v] {
		return nil, "the value depends on itself"
	}
	pe.busy[v] = true
	p, why := pe.eval(v)
	delete(pe.busy, v)
	pe.vals[v] = p
	if p == nil && why == "" {
		why = "the value depends on data"
	}
	pe.why[v] = why
	return p, why
}

func (pe *pathEval) eval(v value.Value) (poly.Poly, string) {
	if lp := pe.n.Env.inputs[v]; lp != nil {
		// A number read from the arguments, whichever path it took
		// (n = argc > 1 ? atoi(argv[1]) : 1000 is one parameter).
		return poly.Sym(lp.Name), ""
	}
	if pointerish(v, 0) && !isPointer(v) {
		// Bytes between two addresses in one object (a vector's loop
		// over [begin, end)): Env's distance, where it reads no counter.
		if p, ok := pe.n.Env.addrDiff(pe.n.Graph.Func, v, pe.n, 0); ok && pe.n.paramOnly(p) {
			return p, ""
		}
	}
	q := pe.q
	use := pe.def[v]
	op := func(x value.Value) (poly.Poly, string) { return pe.at(x, use) }
	bin := func(x, y value.Value) (poly.Poly, poly.Poly, string) {
		a, why := op(x)
		if a == nil {
			return nil, nil, why
		}
		b, why := op(y)
		if b == nil {
			return nil, nil, why
		}
		return a, b, ""
	}
	switch x := v.(type) {
	case *constant.Int:
		if !x.X.IsInt64() {
			return nil, "a constant out of range"
		}
		if x.Typ.BitSize == 1 {
			return poly.Const(float64(x.X.Sign() * x.X.Sign())), ""
		}
		return poly.Const(float64(x.X.Int64())), ""
	case *ir.InstSExt:
		return op(x.From)
	case *ir.InstZExt:
		return op(x.From)
	case *ir.InstTrunc:
		return op(x.From)
	case *ir.InstFreeze:
		return op(x.X)
	case *ir.InstAdd:
		a, b, why := bin(x.X, x.Y)
		if a == nil {
			return nil, why
		}
		return a.Add(b), ""
	case *ir.InstSub:
		a, b, why := bin(x.X, x.Y)
		if a == nil {
			return nil, why
		}
		return a.Sub(b), ""
	case *ir.InstMul:
		a, b, why := bin(x.X, x.Y)
		if a == nil {
			return nil, why
		}
		return a.Mul(b), ""
	case *ir.InstShl:
		a, why := op(x.X)
		c, ok := intConst(x.Y)
		if a != nil && !ok {
			// A constant shifted by parameters (1 << logn): the
			// parameter the environment computes.
			if k, isConst := a.IsConst(); isConst {
				if b, _ := op(x.Y); b != nil {
					if lp, ok := pe.n.Env.shifted(int64(k), b, intBits(x.Typ)); ok {
						return poly.Sym(lp.Name), ""
					}
				}
			}
		}
		if a == nil || !ok || c < 0 || c > 62 {
			return nil, or(why, "a shift by a variable amount")
		}
		return a.Scale(float64(int64(1) << uint(c))), ""
	case *ir.InstLShr, *ir.InstAShr, *ir.InstUDiv, *ir.InstSDiv, *ir.InstURem, *ir.InstSRem:
		return pe.divide(v)
	case *ir.InstAnd:
		if isBool(x.Typ) {
			return pe.boolValue(v)
		}
		a, why := op(x.X)
		m, ok := intConst(x.Y)
		if !ok {
			a, why = op(x.Y)
			m, ok = intConst(x.X)
		}
		if a == nil || !ok {
			return nil, or(why, "an and with a variable mask")
		}
		if other, c, ok := wrappedAddend(x, m); ok {
			// (x + c) & (2^k - 1) with c the low k bits of a negative
			// number (x + 2^61 - 1 masked to 61 bits: x - 1): the
			// constant as the k-bit number it stands for, in int64
			// arithmetic (a float64 sum would round it away).
			b, why := op(other)
			if b == nil {
				return nil, why
			}
			return pe.mask(b.Add(poly.Const(float64(c))), m)
		}
		return pe.mask(a, m)
	case *ir.InstOr:
		if isBool(x.Typ) {
			return pe.boolValue(v)
		}
		a, why := op(x.X)
		c, ok := intConst(x.Y)
		if a == nil || !ok {
			return nil, or(why, "an or of variables")
		}
		if c >= 0 && pe.lowZeros(a) >= bits.Len64(uint64(c)) { // x | c = x + c
			return a.Add(poly.Const(float64(c))), ""
		}
		if c > 0 && c&(c+1) == 0 { // x | (2^k - 1) = 2^k·⌊x/2^k⌋ + 2^k - 1
			return q.FloorDiv(a, c+1).Scale(float64(c + 1)).Add(poly.Const(float64(c))), ""
		}
		return nil, "an or that is not an add"
	case *ir.InstXor:
		if isBool(x.Typ) {
			return pe.boolValue(v)
		}
		a, why := op(x.X)
		c, ok := intConst(x.Y)
		if a == nil || !ok || c != -1 {
			return nil, or(why, "an xor that is not a complement")
		}
		return a.Scale(-1).Sub(poly.Const(1)), "" // ^x = -x - 1
	case *ir.InstICmp:
		return pe.boolValue(v)
	case *ir.InstSelect:
		c, why := pe.cond(x.Cond)
		if c == nil {
			a, b, _ := bin(x.ValueTrue, x.ValueFalse)
			if a != nil && a.Sub(b).Lua() == "0" {
				return a, ""
			}
			return nil, why
		}
		a, b, why := bin(x.ValueTrue, x.ValueFalse)
		if a == nil {
			return nil, why
		}
		return q.Ite(c, a, b), ""
	case *ir.InstCall:
		if fn, ok := x.Callee.(*ir.Func); ok && len(x.Args) == 2 {
			name := fn.Name()
			for _, mm := range []struct {
				prefix string
				f      func(a, b poly.Poly) poly.Poly
			}{{"llvm.smax.", q.Max}, {"llvm.umax.", q.UMax}, {"llvm.smin.", q.Min}, {"llvm.umin.", q.UMin}} {
				if strings.HasPrefix(name, mm.prefix) {
					a, b, why := bin(x.Args[0], x.Args[1])
					if a == nil {
						return nil, why
					}
					return mm.f(a, b), ""
				}
			}
		}
	case *ir.InstPhi:
		return pe.phi(x)
	}
	if p, ok := pe.n.Env.symbolic(pe.n.Graph.Func, v, nil); ok {
		return p, ""
	}
	return nil, ""
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func isBool(t types.Type) bool {
	it, ok := t.(*types.IntType)
	return ok && it.BitSize == 1
}

// boolValue is an i1 as 0 or 1.
func (pe *pathEval) boolValue(v value.Value) (poly.Poly, string) {
	c, why := pe.cond(v)
	if c == nil {
		return nil, why
	}
	return pe.q.Indicator(c), ""
}

// divide evaluates shifts right, divisions and remainders by constants.
func (pe *pathEval) divide(v value.Value) (poly.Poly, string) {
	q := pe.q
	var x, y value.Value
	exact := false
	switch d := v.(type) {
	case *ir.InstLShr:
		x, y, exact = d.X, d.Y, d.Exact
	case *ir.InstAShr:
		x, y, exact = d.X, d.Y, d.Exact
	case *ir.InstUDiv:
		x, y, exact = d.X, d.Y, d.Exact
	case *ir.InstSDiv:
		x, y, exact = d.X, d.Y, d.Exact
	case *ir.InstURem:
		x, y = d.X, d.Y
	case *ir.InstSRem:
		x, y = d.X, d.Y
	}
	a, why := pe.at(x, pe.def[v])
	c, ok := intConst(y)
	if a != nil && !ok {
		// A quotient of parameters by parameters ((n * n) / bs, a count
		// of whole blocks): the parameter the environment computes.
		if b, _ := pe.at(y, pe.def[v]); b != nil {
			var lp *LuaParam
			switch v.(type) {
			case *ir.InstSDiv, *ir.InstUDiv:
				lp, ok = pe.n.Env.quotientBy(a, b)
			}
			if ok {
				return poly.Sym(lp.Name), ""
			}
		}
		return nil, or(why, "a division by a variable")
	}
	if a == nil || c <= 0 {
		return nil, or(why, "a division by a variable")
	}
	switch v.(type) {
	case *ir.InstLShr, *ir.InstAShr:
		if c > 62 {
			return nil, "a shift too wide"
		}
		c = int64(1) << uint(c)
	}
	if exact {
		return a.Scale(1 / float64(c)), ""
	}
	switch v.(type) {
	case *ir.InstSDiv, *ir.InstSRem: // truncating: ⌊x/c⌋ for x >= 0, -⌊-x/c⌋ below
		t := q.Ite(q.Cmp(">=", a, poly.Poly{}), q.FloorDiv(a, c), q.FloorDiv(a.Scale(-1), c).Scale(-1))
		if _, ok := v.(*ir.InstSRem); ok {
			return a.Sub(t.Scale(float64(c))), ""
		}
		return t, ""
	case *ir.InstURem:
		return q.Mod(a, c), ""
	}
	return q.FloorDiv(a, c), ""
}

// mask evaluates a & m run by run of ones: bits a..b-1 of x are
// 2^a·⌊x/2^a⌋ - 2^b·⌊x/2^b⌋ (n & 3 is n mod 4, n & 24 is bits 3 and 4). A
// top run that reaches bit 31 or above reaches the top: the value is
// assumed to fit (zext i32 n & 4294967292 is 4⌊n/4⌋, as n & -4 is).
func (pe *pathEval) mask(a poly.Poly, m int64) (poly.Poly, string) {
	q := pe.q
	u := uint64(m)
	out := poly.Poly{}
	for u != 0 {
		lo := bits.TrailingZeros64(u)
		hi := lo + bits.TrailingZeros64(^(u >> uint(lo))) // first zero above the run
		u &^= (uint64(1)<<uint(hi-lo) - 1) << uint(lo)
		if hi >= 64 {
			hi = 64
		}
		out = out.Add(q.FloorDiv(a, int64(1)<<uint(lo)).Scale(float64(int64(1) << uint(lo))))
		if u == 0 && hi >= 31 {
			break // the top run: the value fits below bit hi
		}
		if hi > 62 {
			return nil, "an and with a mask too wide"
		}
		out = out.Sub(q.FloorDiv(a, int64(1)<<uint(hi)).Scale(float64(int64(1) << uint(hi))))
	}
	return out, ""
}

// lowZeros returns how many low bits of p are known to be zero.
func (pe *pathEval) lowZeros(p poly.Poly) int {
	best := 64
	for k, c := range p {
		if c != math.Trunc(c) {
			return 0
		}
		if c == 0 {
			continue
		}
		z := bits.TrailingZeros64(uint64(int64(c)))
		for _, s := range poly.MonoSyms(k) {
			if x, y, ok := pe.q.IteArms(s); ok {
				z += min(pe.lowZeros(x), pe.lowZeros(y))
			}
		}
		best = min(best, z)
	}
	return best
}

// phi evaluates a phi: a header phi stepping by an invariant amount is
// init + step·k; a phi at a join takes the value of the edge taken.
func (pe *pathEval) phi(x *ir.InstPhi) (poly.Poly, string) {
	n := pe.n
	f := n.Graph.Func
	b := pe.def[x]
	q := pe.q
	if l := n.Innermost[b]; l != nil && l.Header == b {
		init, from, next, why := pe.headerArms(x, l)
		if why != "" {
			return nil, why
		}
		var stepV value.Value
		switch a := stripIntCasts(next).(type) {
		case *ir.InstAdd:
			switch {
			case stripIntCasts(a.X) == value.Value(x):
				stepV = a.Y
			case stripIntCasts(a.Y) == value.Value(x):
				stepV = a.X
			}
		case *ir.InstSub:
			if c, ok := intConst(a.Y); ok && stripIntCasts(a.X) == value.Value(x) {
				stepV = constant.NewInt(types.I64, -c)
			}
		}
		if stepV == nil {
			return nil, "a header phi that is not a counter"
		}
		i0, why := pe.at(init, from)
		if i0 == nil {
			return nil, why
		}
		s, why := pe.at(stepV, l.Header)
		if s == nil {
			return nil, why
		}
		k := iterSym(l)
		if q.DependsOn(s, k) {
			return nil, "a counter whose step varies"
		}
		return i0.Add(s.Mul(poly.Sym(k))), ""
	}
	// A join. Where its arms agree under the tests that select them
	// (Env.agreeing: a vector's length, n on every path), it is that one
	// value, not a choice among its special cases.
	if p, ok := n.Env.symbolic(f, x, n); ok && n.paramOnly(p) {
		return p, ""
	}
	return pe.join(x, func(inc value.Value) (poly.Poly, string) { return pe.at(inc, b) })
}

// headerArms splits the phi x of loop l's header into the value it enters
// with (init, from the block from) and the one the back edges bring
// (next); why says which shape it is not.
func (pe *pathEval) headerArms(x *ir.InstPhi, l *Loop) (init value.Value, from int, next value.Value, why string) {
	f := pe.n.Graph.Func
	for _, inc := range x.Incs {
		pb := f.BlockOf(inc.Pred.(*ir.Block)).Index
		if l.Contains(pb) {
			if next != nil && next != inc.X {
				return nil, 0, nil, "a counter with several steps"
			}
			next = inc.X
		} else {
			if init != nil {
				return nil, 0, nil, "a loop with several entries"
			}
			init, from = inc.X, pb
		}
	}
	if init == nil || next == nil {
		return nil, 0, nil, "a header phi without an entry or a back edge"
	}
	return init, from, next, ""
}

// join evaluates the phi x at a join: each incoming value (val) under the
// condition of the edge it comes by, as one quasi-polynomial.
func (pe *pathEval) join(x *ir.InstPhi, val func(value.Value) (poly.Poly, string)) (poly.Poly, string) {
	n := pe.n
	f := n.Graph.Func
	b := pe.def[x]
	q := pe.q
	r := pe.region(n.Innermost[b])
	nd := r.block[b]
	if nd == nil {
		return nil, "a phi outside its region"
	}
	reachB := pe.reach(r, nd)
	type arm struct {
		val  poly.Poly
		cond *poly.Cond
	}
	var arms []arm
	for _, inc := range x.Incs {
		pb := f.BlockOf(inc.Pred.(*ir.Block)).Index
		val, why := val(inc.X)
		if val == nil {
			return nil, why
		}
		c := pe.incoming(r, nd, pb)
		if c != nil && reachB != nil {
			c = q.Given(c, []*poly.Cond{reachB})
		}
		merged := false
		for i := range arms {
			if arms[i].val.Sub(val).Lua() == "0" {
				if arms[i].cond == nil || c == nil {
					arms[i].cond = nil
				} else {
					arms[i].cond = q.Or(arms[i].cond, c)
				}
				merged = true
			}
		}
		if !merged {
			arms = append(arms, arm{val, c})
		}
	}
	// The last arm is the default: put the one whose condition is unknown there.
	for i, a := range arms {
		if a.cond == nil {
			arms[i], arms[len(arms)-1] = arms[len(arms)-1], arms[i]
			break
		}
	}
	out := arms[len(arms)-1].val
	for i := len(arms) - 2; i >= 0; i-- {
		if arms[i].cond == nil {
			return nil, "a join of paths whose conditions depend on data"
		}
		out = q.Ite(arms[i].cond, arms[i].val, out)
	}
	return out, ""
}

// wrappedAddend returns x and c' when and is (x + c) & m, m = 2^k - 1 a
// mask of k >= 31 low bits and c's low k bits a negative k-bit number c'
// (c = 2^61 - 1 under a 61-bit mask is -1).
func wrappedAddend(and *ir.InstAnd, m int64) (value.Value, int64, bool) {
	if m <= 0 || m&(m+1) != 0 || bits.Len64(uint64(m)) < 31 {
		return nil, 0, false
	}
	add, ok := and.X.(*ir.InstAdd)
	if !ok {
		return nil, 0, false
	}
	x := add.X
	c, ok := intConst(add.Y)
	if !ok {
		if c, ok = intConst(add.X); !ok {
			return nil, 0, false
		}
		x = add.Y
	}
	k := bits.Len64(uint64(m))
	low := c & m
	if low < int64(1)<<uint(k-1) {
		return nil, 0, false
	}
	return x, low - int64(1)<<uint(k), true
}

// nonNull returns the condition that pointer v is not null: never for null,
// always for a block operator new returns (nonnull), a local, a global or an
// inbounds offset of one; at a join, whatever the edge the path takes
// brings; ok false (a reason instead) for anything else (malloc's result,
// a pointer loaded from memory).
func (pe *pathEval) nonNull(v value.Value, depth int) (*poly.Cond, string) {
	if depth > maxDepth {
		return nil, "a pointer too deep to follow"
	}
	q := pe.q
	switch x := v.(type) {
	case *ir.Arg:
		return pe.nonNull(x.Value, depth+1)
	case *constant.Null:
		return poly.False, ""
	case *ir.InstAlloca, *ir.Global:
		return poly.True, ""
	case *ir.InstBitCast:
		return pe.nonNull(x.From, depth+1)
	case *constant.ExprBitCast:
		return pe.nonNull(x.From, depth+1)
	case *ir.InstGetElementPtr:
		if x.InBounds {
			return pe.nonNull(x.Src, depth+1)
		}
	case *ir.InstCall:
		for _, a := range x.ReturnAttrs {
			if a == enum.ReturnAttrNonNull {
				return poly.True, ""
			}
		}
	case *ir.TermInvoke:
		for _, a := range x.ReturnAttrs {
			if a == enum.ReturnAttrNonNull {
				return poly.True, ""
			}
		}
	case *ir.InstPhi:
		n := pe.n
		f := n.Graph.Func
		b := pe.def[x]
		if l := n.Innermost[b]; l != nil && l.Header == b {
			return nil, "a pointer carried around a loop"
		}
		r := pe.region(n.Innermost[b])
		nd := r.block[b]
		if nd == nil {
			return nil, "a phi outside its region"
		}
		// The edges' conditions partition the runs of the block: the
		// pointer is not null when an edge bringing a non-null one is
		// taken, or when none bringing null is, whichever side's
		// conditions are all known.
		nonNull, isNull := poly.False, poly.False
		nonNullKnown, isNullKnown := true, true
		for _, inc := range x.Incs {
			val, why := pe.nonNull(inc.X, depth+1)
			if val == nil {
				return nil, why
			}
			c := pe.incoming(r, nd, f.BlockOf(inc.Pred.(*ir.Block)).Index)
			switch {
			case c != nil:
				nonNull = q.Or(nonNull, q.And(c, val))
				isNull = q.Or(isNull, q.And(c, q.Not(val)))
			case val == poly.True:
				nonNullKnown = false
			case val == poly.False:
				isNullKnown = false
			default:
				return nil, "a join of paths whose conditions depend on data"
			}
		}
		var out *poly.Cond
		switch {
		case nonNullKnown:
			out = nonNull
		case isNullKnown:
			out = q.Not(isNull)
		default:
			return nil, "a join of paths whose conditions depend on data"
		}
		if reachB := pe.reach(r, nd); reachB != nil {
			out = q.Given(out, []*poly.Cond{reachB})
		}
		return out, ""
	}
	return nil, "the branch compares pointers"
}

// incoming returns the condition that the path reaches node nd of region r
// from block pb (a phi's incoming edge; an inner loop left from pb), nil
// when it depends on data.
func (pe *pathEval) incoming(r *region, nd *rnode, pb int) *poly.Cond {
	q := pe.q
	c := poly.False
	for _, e := range nd.in {
		if e.src == pb || e.src < 0 && e.from.loop != nil && e.from.loop.Contains(pb) {
			ec := pe.edgeCond(e)
			pr := pe.reach(r, e.from)
			if ec == nil || pr == nil {
				return nil
			}
			c = q.Or(c, q.And(pr, ec))
		}
	}
	return c
}
