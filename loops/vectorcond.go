package loops

// Conditions of the path evaluation: i1 values as conditions on the
// parameters and iteration numbers, and the vectoriser's and loop
// versioning's runtime checks, derived as passing.

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// cond evaluates an i1 value as a condition.
func (pe *pathEval) cond(v value.Value) (*poly.Cond, string) {
	q := pe.q
	if pe.assumed[v] {
		return poly.False, ""
	}
	switch x := v.(type) {
	case *constant.Int:
		if x.X.Sign() != 0 {
			return poly.True, ""
		}
		return poly.False, ""
	case *ir.InstICmp:
		if _, ok := x.X.Type().(*types.PointerType); ok && (x.Pred == enum.IPredEQ || x.Pred == enum.IPredNE) && (isNullConst(x.X) || isNullConst(x.Y)) {
			// A pointer against null: a block from operator new or a
			// local is never null, null is; a phi of them is what the
			// path taken brings (a vector's storage, null when empty).
			v := x.X
			if isNullConst(v) {
				v = x.Y
			}
			c, why := pe.nonNull(v, 0)
			if c == nil {
				return nil, why
			}
			if x.Pred == enum.IPredEQ {
				return q.Not(c), ""
			}
			return c, ""
		}
		if _, ok := x.X.Type().(*types.PointerType); ok {
			// Two addresses in one object (the overlap check of a loop
			// that reads and writes one array, x[i] += x[i - k]; a
			// pointer range's end against its start) compare as their
			// byte offsets in it.
			a, b, ok := pe.sameObject(x)
			if !ok {
				return nil, "the branch compares pointers"
			}
			switch x.Pred {
			case enum.IPredEQ: // a range's end against its start: n == 0
				return q.Cmp("==", a, b), ""
			case enum.IPredNE:
				return q.Not(q.Cmp("==", a, b)), ""
			}
			rel := relOf(x.Pred)
			if rel == "" || rel == "!=" {
				return nil, "unsupported compare"
			}
			return q.Cmp(rel, a, b), ""
		}
		a, why := pe.at(x.X, pe.def[x])
		if a == nil {
			return nil, why
		}
		b, why := pe.at(x.Y, pe.def[x])
		if b == nil {
			return nil, why
		}
		rel := relOf(x.Pred)
		if x.Pred == enum.IPredEQ {
			rel = "=="
		}
		if rel == "" {
			return nil, "unsupported compare"
		}
		if unsigned(x.Pred) && (isComplement(x.X) || isComplement(x.Y)) {
			return nil, "an unsigned compare of a complement"
		}
		if unsigned(x.Pred) { // a negative constant is 2^w + c unsigned
			it, _ := x.X.Type().(*types.IntType)
			if it != nil && it.BitSize >= 53 && (negativeLiteral(x.X) || negativeLiteral(x.Y)) {
				if c, ok := unsignedBeyond(q, x.Pred, a, b); ok {
					return c, ""
				}
			}
			for _, p := range []*poly.Poly{&a, &b} {
				if c, ok := p.IsConst(); ok && c < 0 {
					if it == nil || it.BitSize >= 53 {
						// 2^64 + c is no exact float: Lua would compare the
						// wrong number (a size_t limit).
						return nil, "an unsigned compare with a constant beyond 2^53"
					}
					*p = poly.Const(c + float64(uint64(1)<<it.BitSize))
				}
			}
			if pe.decided[x] {
				if c, ok := unsignedAgainstConst(q, x.Pred, a, b); ok {
					return c, ""
				}
			}
		}
		return q.Cmp(rel, a, b), ""
	case *ir.InstAnd, *ir.InstOr, *ir.InstXor:
		var l, r value.Value
		switch y := x.(type) {
		case *ir.InstAnd:
			l, r = y.X, y.Y
		case *ir.InstOr:
			l, r = y.X, y.Y
		case *ir.InstXor:
			l, r = y.X, y.Y
		}
		a, why := pe.cond(l)
		if a == nil {
			return nil, why
		}
		b, why := pe.cond(r)
		if b == nil {
			return nil, why
		}
		switch x.(type) {
		case *ir.InstAnd:
			return q.And(a, b), ""
		case *ir.InstOr:
			return q.Or(a, b), ""
		}
		return q.Or(q.And(a, q.Not(b)), q.And(q.Not(a), b)), ""
	case *ir.InstSelect:
		c, why := pe.cond(x.Cond)
		if c == nil {
			return nil, why
		}
		a, why := pe.cond(x.ValueTrue)
		if a == nil {
			return nil, why
		}
		b, why := pe.cond(x.ValueFalse)
		if b == nil {
			return nil, why
		}
		return q.Or(q.And(c, a), q.And(q.Not(c), b)), ""
	}
	p, why := pe.value(v)
	if p == nil {
		return nil, why
	}
	return q.Cmp("~=", p, poly.Poly{}), ""
}

// negativeLiteral reports whether v is an integer constant below 0 in the
// IR itself (not a value computed from constants, which the evaluation
// may not hold exactly: lshr -1, 1 is 2^63 - 1).
func negativeLiteral(v value.Value) bool {
	c, ok := intConst(v)
	return ok && c < 0
}

// unsignedBeyond is an unsigned compare of a value x with a negative
// constant c of a type of 53 bits or more, whose unsigned value 2^w + c is
// no exact float (the vectoriser's n - 5 <u -4): for x in [-2^(w-1),
// 2^(w-1)), read as 2^w + x when negative, x <u c holds where x >= 0 or
// x < c, x <=u c where x >= 0 or x <= c, x >u c where x < 0 and x > c,
// x >=u c where x < 0 and x >= c. ok is false unless exactly one side is
// such a constant.
func unsignedBeyond(q *poly.Quasi, pred enum.IPred, a, b poly.Poly) (*poly.Cond, bool) {
	if _, ok := a.IsConst(); ok {
		a, b, pred = b, a, swap(pred)
	}
	if c, ok := b.IsConst(); !ok || c >= 0 {
		return nil, false
	}
	if _, ok := a.IsConst(); ok {
		return nil, false // two constants
	}
	zero := poly.Poly{}
	switch pred {
	case enum.IPredULT:
		return q.Or(q.Cmp(">=", a, zero), q.Cmp("<", a, b)), true
	case enum.IPredULE:
		return q.Or(q.Cmp(">=", a, zero), q.Cmp("<=", a, b)), true
	case enum.IPredUGT:
		return q.And(q.Cmp("<", a, zero), q.Cmp(">", a, b)), true
	case enum.IPredUGE:
		return q.And(q.Cmp("<", a, zero), q.Cmp(">=", a, b)), true
	}
	return nil, false
}

// unsignedAgainstConst is an unsigned compare of a value that can fall
// below 0 (n - skip) with a constant c >= 0: below 0 the value is 2^w
// more, above any such constant, so x <u c is 0 <= x < c and x >u c is
// x > c or x < 0 (exact for x in [-2^w, 2^w)). ok is false for other
// compares, which compare the numbers. A runtime check's compare is read
// so (pathEval.decided): it tests for the wrap itself. Other compares take
// their values as the integers they stand for (vector.go), which the
// guards dominating them make exact.
func unsignedAgainstConst(q *poly.Quasi, pred enum.IPred, a, b poly.Poly) (*poly.Cond, bool) {
	if _, ok := a.IsConst(); ok {
		a, b, pred = b, a, swap(pred)
	}
	if c, ok := b.IsConst(); !ok || c < 0 || !mayBeNegative(a) {
		return nil, false
	}
	zero := poly.Poly{}
	switch rel := relOf(pred); rel {
	case "<", "<=":
		return q.And(q.Cmp(">=", a, zero), q.Cmp(rel, a, b)), true
	case ">", ">=":
		return q.Or(q.Cmp(rel, a, b), q.Cmp("<", a, zero)), true
	}
	return nil, false
}

// findChecks recognises the vectoriser's and loop versioning's runtime
// checks (the arrays overlap, a narrow counter would wrap): conditions
// built with and/or from compares of pointers or of pointer differences
// and overflow flags (and compares of integers, evaluated as any), whose
// true successor is the fallback: the false successor reaches a loop the
// true one cannot. Their pointer compares and overflow flags are then
// false wherever they are used: the checks pass.
func (pe *pathEval) findChecks() {
	g := pe.n.Graph
	for b, blk := range g.Func.Blocks {
		br, ok := blk.Term.TermIR.(*ir.TermCondBr)
		if !ok || !g.Reachable(b) || g.Succs[b][0] == g.Succs[b][1] {
			continue
		}
		leaves, ok := checkLeaves(br.Cond, 0)
		if !ok || len(leaves) == 0 || !pe.reachesOwnLoop(b, g.Succs[b][1], g.Succs[b][0]) {
			continue
		}
		if l := pe.n.Innermost[b]; l != nil && l.Contains(g.Succs[b][0]) != l.Contains(g.Succs[b][1]) {
			continue // a loop's own exit test is no check before the loop
		}
		for _, l := range leaves {
			if c, ok := l.(*ir.InstICmp); ok {
				if _, _, same := pe.sameObject(c); same {
					continue // derived from the offsets (cond)
				}
				if pe.decides(c) {
					pe.decided[c] = true // a narrow counter's range, evaluated (cond)
					continue
				}
			}
			pe.assumed[l] = true
		}
	}
}

// decides reports whether a check's compare of integers is evaluated
// rather than assumed to pass: neither side is a complement (whose
// unsigned value pathEval does not take) and both are derived, so the
// check (n - skip - 1 >u 255: would a narrow counter wrap) decides as it
// does in the run.
func (pe *pathEval) decides(c *ir.InstICmp) bool {
	if isPointer(c.X) || isComplement(c.X) || isComplement(c.Y) {
		return false
	}
	a, _ := pe.at(c.X, pe.def[c])
	b, _ := pe.at(c.Y, pe.def[c])
	return a != nil && b != nil
}

// checkLeaves returns the pointer compares and overflow flags of a
// condition built with and/or; ok is false if it has other data.
func checkLeaves(v value.Value, depth int) ([]value.Value, bool) {
	if depth > maxDepth {
		return nil, false
	}
	two := func(x, y value.Value) ([]value.Value, bool) {
		a, ok1 := checkLeaves(x, depth+1)
		b, ok2 := checkLeaves(y, depth+1)
		return append(a, b...), ok1 && ok2
	}
	switch x := v.(type) {
	case *constant.Int:
		return nil, true
	case *ir.InstAnd:
		return two(x.X, x.Y)
	case *ir.InstOr:
		return two(x.X, x.Y)
	case *ir.InstSelect: // select c, true, y is c or y; select c, y, false is c and y
		if tc, ok := x.ValueTrue.(*constant.Int); ok && tc.X.Sign() != 0 {
			return two(x.Cond, x.ValueFalse)
		}
		if fc, ok := x.ValueFalse.(*constant.Int); ok && fc.X.Sign() == 0 {
			return two(x.Cond, x.ValueTrue)
		}
	case *ir.InstICmp:
		if wrapCheck(x) {
			return []value.Value{x}, true
		}
		if pointerish(x.X, 0) || pointerish(x.Y, 0) {
			// An overlap check orders two computed addresses (the end of
			// one array against the start of another); a pointer tested
			// for equality or against null (while (p) p = p->next) is
			// data, not a check.
			if !unsigned(x.Pred) || isNullConst(x.X) || isNullConst(x.Y) {
				return nil, false
			}
			return []value.Value{x}, true
		}
		return nil, true
	case *ir.InstExtractValue:
		if c, ok := x.X.(*ir.InstCall); ok {
			if fn, ok := c.Callee.(*ir.Func); ok && strings.Contains(fn.Name(), ".with.overflow.") {
				return []value.Value{x}, true
			}
		}
	}
	return nil, false
}

// sameObject reads a compare of two pointers into one object as their
// byte offsets from it, each a chain of one-index GEPs (and casts) from the
// same pointer; ok is false otherwise or when an offset is not derived.
func (pe *pathEval) sameObject(c *ir.InstICmp) (poly.Poly, poly.Poly, bool) {
	ra, a, ok1 := pe.addrOffset(c.X, pe.def[c], 0)
	rb, b, ok2 := pe.addrOffset(c.Y, pe.def[c], 0)
	if !ok1 || !ok2 {
		return nil, nil, false
	}
	if !sameBase(ra, rb) {
		// Two pointers the environment places in one object (a
		// vector's begin and end, joined from its special cases): rb
		// is ra plus their distance.
		d, ok := pe.n.Env.pointerDistance(pe.n.Graph.Func, ra, rb, pe.n, 0, nil)
		if !ok || !pe.n.paramOnly(d) {
			return nil, nil, false
		}
		b = b.Add(d)
	}
	return a, b, true
}

// addrOffset splits an address into the pointer it is computed from and
// its byte offset from that pointer.
func (pe *pathEval) addrOffset(v value.Value, use, depth int) (value.Value, poly.Poly, bool) {
	if depth > maxDepth {
		return nil, nil, false
	}
	switch x := v.(type) {
	case *ir.InstBitCast:
		return pe.addrOffset(x.From, use, depth+1)
	case *ir.InstGetElementPtr:
		if len(x.Indices) != 1 {
			return nil, nil, false
		}
		root, off, ok := pe.addrOffset(x.Src, use, depth+1)
		if !ok {
			return nil, nil, false
		}
		size, err := irreader.AllocSize(x.ElemType)
		if err != nil || size <= 0 {
			return nil, nil, false
		}
		idx, _ := pe.at(x.Indices[0], use)
		if idx == nil {
			return nil, nil, false
		}
		return root, off.Add(idx.Scale(float64(size))), true
	case *ir.InstPhi:
		if root, off, ok := pe.addrPhi(x, depth+1); ok {
			return root, off, true
		}
	}
	return v, poly.Poly{}, true
}

// addrPhi splits a phi of addresses as addrOffset does: a pointer counter
// (its start's offset plus the iteration times its step) or a join whose
// arms point into one object (the remainder loop's start after a vector
// loop: the array's start, or where the vector loop stopped), the offset
// the arm taken brings. ok is false otherwise.
func (pe *pathEval) addrPhi(x *ir.InstPhi, depth int) (value.Value, poly.Poly, bool) {
	n := pe.n
	b, ok := pe.def[x]
	if !ok {
		return nil, nil, false
	}
	if l := n.Innermost[b]; l != nil && l.Header == b {
		init, from, next, why := pe.headerArms(x, l)
		if why != "" {
			return nil, nil, false
		}
		gep, ok := irreader.StripPtrCasts(next).(*ir.InstGetElementPtr)
		if !ok || len(gep.Indices) != 1 || irreader.StripPtrCasts(gep.Src) != value.Value(x) {
			return nil, nil, false
		}
		size, err := irreader.AllocSize(gep.ElemType)
		if err != nil || size <= 0 {
			return nil, nil, false
		}
		step, _ := pe.at(gep.Indices[0], l.Header)
		k := iterSym(l)
		if step == nil || pe.q.DependsOn(step, k) {
			return nil, nil, false
		}
		root, off, ok := pe.addrOffset(init, from, depth+1)
		if !ok {
			return nil, nil, false
		}
		return root, off.Add(step.Scale(float64(size)).Mul(poly.Sym(k))), true
	}
	var root value.Value
	off, _ := pe.join(x, func(inc value.Value) (poly.Poly, string) {
		r, o, ok := pe.addrOffset(inc, b, depth+1)
		if !ok || (root != nil && !sameBase(root, r)) {
			return nil, "arms in different objects"
		}
		root = r
		return o, ""
	})
	if off == nil {
		return nil, nil, false
	}
	return root, off, true
}

// usesCheck reports whether condition v uses a runtime check's compare.
func (pe *pathEval) usesCheck(v value.Value) bool {
	leaves, _ := checkLeaves(v, 0)
	for _, l := range leaves {
		if pe.assumed[l] {
			return true
		}
	}
	return false
}

// isNullConst reports whether v is a null pointer or integer zero constant.
func isNullConst(v value.Value) bool {
	switch c := v.(type) {
	case *constant.Null:
		return true
	case *constant.Int:
		return c.X.Sign() == 0
	}
	return false
}

func unsigned(p enum.IPred) bool {
	switch p {
	case enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE:
		return true
	}
	return false
}

// wrapCheck reports whether an unsigned compare tests that a counter
// stays in its narrow type (the vectoriser's SCEV checks): it compares a
// complement (~o <u n-1: o + n - 1 wraps) or the largest value of a narrow
// type (x >u 4294967295).
func wrapCheck(c *ir.InstICmp) bool {
	if !unsigned(c.Pred) {
		return false
	}
	for _, v := range []value.Value{c.X, c.Y} {
		if isComplement(v) {
			return true
		}
		if k, ok := intConst(v); ok {
			for _, w := range []uint{7, 8, 15, 16, 31, 32} {
				if k == int64(1)<<w-1 {
					return true
				}
			}
		}
	}
	return false
}

// isComplement reports whether v is an xor with -1 (through casts), whose
// value pathEval takes as -x-1: an unsigned compare of it is not the
// compare of the numbers.
func isComplement(v value.Value) bool {
	x, ok := stripIntCasts(v).(*ir.InstXor)
	if !ok {
		return false
	}
	c, ok := intConst(x.Y)
	return ok && c == -1
}

// pointerish reports whether v is a pointer or computed from one
// (ptrtoint, differences of addresses).
func pointerish(v value.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	if _, ok := v.Type().(*types.PointerType); ok {
		return true
	}
	switch x := v.(type) {
	case *ir.InstPtrToInt:
		return true
	case *ir.InstSub:
		return pointerish(x.X, depth+1) || pointerish(x.Y, depth+1)
	case *ir.InstAdd:
		return pointerish(x.X, depth+1) || pointerish(x.Y, depth+1)
	case *ir.InstAnd:
		return pointerish(x.X, depth+1)
	}
	return false
}

// isPointer reports whether v is a pointer.
func isPointer(v value.Value) bool {
	_, ok := v.Type().(*types.PointerType)
	return ok
}

// reachesOwnLoop reports whether a reaches a loop header or a block of
// vector instructions (a vector body the vectoriser unrolled completely)
// that b does not, in the same iteration of the loops around the check at
// block at.
func (pe *pathEval) reachesOwnLoop(at, a, b int) bool {
	ra, rb := pe.reachable(at, a), pe.reachable(at, b)
	for _, l := range pe.n.Loops {
		if ra[l.Header] && !rb[l.Header] {
			return true
		}
	}
	for x := range ra {
		if !rb[x] && hasVectorOps(pe.n.Graph.Func.Blocks[x].IR) {
			return true
		}
	}
	return false
}

// hasVectorOps reports whether block b computes a vector value.
func hasVectorOps(b *ir.Block) bool {
	for _, in := range b.Insts {
		if v, ok := in.(value.Value); ok {
			if _, ok := v.Type().(*types.VectorType); ok {
				return true
			}
		}
	}
	return false
}

// reachable returns the blocks reachable from from without going round a
// loop that contains block at.
func (pe *pathEval) reachable(at, from int) map[int]bool {
	stop := map[int]bool{}
	for l := pe.n.Innermost[at]; l != nil; l = l.Parent {
		stop[l.Header] = true
	}
	seen := map[int]bool{from: true}
	stack := []int{from}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range pe.n.Graph.Succs[b] {
			if !seen[s] && !stop[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return seen
}
