package loops

// Pointers as a base and a byte offset: the trip of a loop whose counter is
// a pointer (for (p = a; p < a + n; p++), for (p = a, e = a + n; p != e;
// ++p)) is the distance from its start to its bound over its step, when
// both point into one object: the base cancels and the offsets are
// polynomials of the program's parameters and enclosing counters, as an
// integer counter's start and bound are.

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// pointerOffset expresses the pointer v of f as base + off bytes: base is
// the value the pointer arithmetic starts from (a parameter, a global, a
// local, an allocation's result, or a value nothing here follows), off a
// polynomial (Env.sym, with nest's counters; an index no formula gives is
// a symbol of its own, opaqueSym). Loads of a local written once are the
// value stored (an -O0 copy of a parameter, end = a + n). ok is false for
// an index into a type without a layout.
func (env *Env) pointerOffset(f *irreader.Func, v value.Value, nest *Nest, depth int) (base value.Value, off poly.Poly, ok bool) {
	if depth > maxDepth {
		return nil, nil, false
	}
	v = irreader.StripPtrCasts(v)
	switch x := v.(type) {
	case *ir.InstGetElementPtr:
		if add, ok := env.gepOffset(f, x.ElemType, x.Indices, nest, depth+1); ok {
			if base, off, ok = env.pointerOffset(f, x.Src, nest, depth+1); ok {
				return base, off.Add(add), true
			}
		}
		return nil, nil, false
	case *ir.InstLoad:
		if al, isLocal := x.Src.(*ir.InstAlloca); isLocal {
			if st := env.StoredOnce(f, al); st != nil {
				return env.pointerOffset(f, st.Src, nest, depth+1)
			}
		}
	}
	return v, poly.Const(0), true
}

// gepOffset returns the bytes a getelementptr's indices move a pointer to
// elem: the first index in whole elems, each further one into a struct's
// field (a constant) or an array's element (irreader.GEPStep, the one
// reading of a getelementptr's types).
func (env *Env) gepOffset(f *irreader.Func, elem types.Type, indices []value.Value, nest *Nest, depth int) (poly.Poly, bool) {
	off := poly.Const(0)
	t := elem
	for i, idx := range indices {
		if _, field := t.(*types.StructType); field && i > 0 {
			c, ok := intConst(irreader.ArgValue(idx))
			if !ok {
				return nil, false
			}
			next, fo, err := irreader.GEPStep(t, c, false)
			if err != nil {
				return nil, false
			}
			off, t = off.Add(poly.Const(float64(fo))), next
			continue
		}
		next, size, err := irreader.GEPStep(t, 1, i == 0)
		if err != nil || size <= 0 {
			return nil, false
		}
		p, ok := env.sym(f, idx, nest, depth+1)
		if !ok {
			// An index no formula gives stands for itself: it may
			// cancel in a distance (p = r + k, p != r + k + m).
			p = poly.Sym(opaqueSym(idx))
		}
		off, t = off.Add(p.Scale(float64(size))), next
	}
	return off, true
}

// pointerSpan returns the offsets of a pointer counter's start and of the
// pointer it is compared with, in bytes from the one object both point
// into; ok is false when they are not seen to share one (their bases
// differ, or an offset is no polynomial). The bound must not move with
// the loop's own counter.
func (n *Nest) pointerSpan(l *Loop, iv *IndVar, bound value.Value) (start, end poly.Poly, ok bool) {
	if iv.InitValue == nil || bound == nil {
		return nil, nil, false
	}
	// Only the distance counts: the counter runs from 0 to it.
	d, ok := n.Env.pointerDistance(n.Graph.Func, iv.InitValue, bound, n, 0, func(base value.Value) bool {
		return !n.definedIn(l, base)
	})
	if !ok || d.Has(iv.Sym) {
		return nil, nil, false
	}
	return poly.Const(0), d, true
}

// pointerDistance returns b - a in bytes where the pointers a and b of f
// point into one object: their bases (pointerOffset) are the same value
// (or both null), or they are phis of one block whose arms are such pairs
// and agree under the tests that select them (agreeing: a vector's
// [begin, end) special-cased for zero and one element). keep, when given,
// must accept each base. Offsets that do not cancel to a polynomial of
// parameters and counters give ok false.
func (env *Env) pointerDistance(f *irreader.Func, a, b value.Value, nest *Nest, depth int, keep func(value.Value) bool) (poly.Poly, bool) {
	if depth > maxDepth {
		return nil, false
	}
	a, b = irreader.StripPtrCasts(a), irreader.StripPtrCasts(b)
	// A phi that only carries one value round a loop is that value.
	for _, p := range []*value.Value{&a, &b} {
		if x, ok := (*p).(*ir.InstPhi); ok {
			if v, ok := env.phiWeb(f, x, nest); ok {
				*p = irreader.StripPtrCasts(v)
			}
		}
	}
	if pa, ok := a.(*ir.InstPhi); ok {
		if pb, ok := b.(*ir.InstPhi); ok && pa != pb && (keep == nil || keep(pa) && keep(pb)) {
			if d, ok := env.phiDistance(f, pa, pb, nest, depth+1, keep); ok {
				return d, true
			}
		}
	}
	// One phi against a fixed pointer: the distance along each arm,
	// joined where the arms agree (end = n == 1 ? begin + 1 : begin + n
	// against begin).
	for i, p := range []value.Value{a, b} {
		x, isPhi := p.(*ir.InstPhi)
		if _, otherPhi := []value.Value{b, a}[i].(*ir.InstPhi); !isPhi || otherPhi || keep != nil && !keep(x) {
			continue
		}
		if d, ok := env.armDistance(f, x, []value.Value{b, a}[i], i == 1, nest, depth+1, keep); ok {
			return d, true
		}
	}
	ba, oa, ok := env.pointerOffset(f, a, nest, depth+1)
	if !ok {
		return nil, false
	}
	bb, ob, ok := env.pointerOffset(f, b, nest, depth+1)
	if !ok || !sameBase(ba, bb) || (keep != nil && !keep(ba)) {
		return nil, false
	}
	d := ob.Sub(oa)
	for _, s := range d.Syms() {
		if strings.HasPrefix(s, opaquePrefix) {
			return nil, false
		}
	}
	return d, true
}

// addrDiff evaluates an integer built by additions and subtractions from
// two addresses, one added and one subtracted (end - begin - 8, the bytes
// a vector's loop covers), and other terms: the distance between the
// addresses where they point into one object (pointerDistance), plus the
// rest. ok is false for any other mix of addresses.
func (env *Env) addrDiff(f *irreader.Func, v value.Value, nest *Nest, depth int) (poly.Poly, bool) {
	if !pointerish(v, 0) {
		return nil, false
	}
	var plus, minus []value.Value
	rest := poly.Poly{}
	var walk func(v value.Value, sign float64, depth int) bool
	walk = func(v value.Value, sign float64, depth int) bool {
		if depth > maxDepth {
			return false
		}
		switch x := v.(type) {
		case *ir.InstPtrToInt:
			if sign > 0 {
				plus = append(plus, x.From)
			} else {
				minus = append(minus, x.From)
			}
			return true
		case *ir.InstAdd:
			return walk(x.X, sign, depth+1) && walk(x.Y, sign, depth+1)
		case *ir.InstSub:
			return walk(x.X, sign, depth+1) && walk(x.Y, -sign, depth+1)
		}
		p, ok := env.sym(f, v, nest, depth+1)
		if ok {
			rest = rest.Add(p.Scale(sign))
		}
		return ok
	}
	if !walk(v, 1, depth) || len(plus) != 1 || len(minus) != 1 {
		return nil, false
	}
	d, ok := env.pointerDistance(f, minus[0], plus[0], nest, depth+1, nil)
	if !ok {
		return nil, false
	}
	return d.Add(rest), true
}

// phiDistance is pointerDistance of two phis of one block: the distance
// along each incoming edge, joined by agreeing.
func (env *Env) phiDistance(f *irreader.Func, pa, pb *ir.InstPhi, nest *Nest, depth int, keep func(value.Value) bool) (poly.Poly, bool) {
	join, _ := env.position(f, pa)
	if jb, _ := env.position(f, pb); join == nil || jb != join || len(pa.Incs) != len(pb.Incs) {
		return nil, false
	}
	arms := make([]joinArm, 0, len(pa.Incs))
	for _, ia := range pa.Incs {
		var other value.Value
		for _, ib := range pb.Incs {
			if ib.Pred == ia.Pred {
				other = ib.X
			}
		}
		pred, _ := ia.Pred.(*ir.Block)
		if other == nil || pred == nil {
			return nil, false
		}
		d, ok := env.pointerDistance(f, ia.X, other, nest, depth+1, keep)
		if !ok {
			return nil, false
		}
		arms = append(arms, joinArm{pred, d})
	}
	return env.agreeing(f, join, arms, nest, depth+1)
}

// armDistance is pointerDistance of the phi x and the pointer other:
// other - x along each incoming edge of x (x - other when xLater), joined
// by agreeing.
func (env *Env) armDistance(f *irreader.Func, x *ir.InstPhi, other value.Value, xLater bool, nest *Nest, depth int, keep func(value.Value) bool) (poly.Poly, bool) {
	join, _ := env.position(f, x)
	if join == nil {
		return nil, false
	}
	arms := make([]joinArm, 0, len(x.Incs))
	for _, inc := range x.Incs {
		pred, _ := inc.Pred.(*ir.Block)
		if pred == nil {
			return nil, false
		}
		from, to := inc.X, other
		if xLater {
			from, to = other, inc.X
		}
		d, ok := env.pointerDistance(f, from, to, nest, depth+1, keep)
		if !ok {
			return nil, false
		}
		arms = append(arms, joinArm{pred, d})
	}
	return env.agreeing(f, join, arms, nest, depth+1)
}

// sameBase reports whether two bases are one object: the same value, or
// both the null pointer.
func sameBase(a, b value.Value) bool {
	if a == b {
		return true
	}
	_, na := a.(*constant.Null)
	_, nb := b.(*constant.Null)
	return na && nb
}

// opaquePrefix starts the symbol of a value no formula gives, which no Lua
// name can start with.
const opaquePrefix = "%value "

// opaqueSym is the symbol of the IR value v in a pointer's offset.
func opaqueSym(v value.Value) string { return fmt.Sprintf("%s%p", opaquePrefix, v) }

// definedIn reports whether v is an instruction of loop l: a value that
// may differ from one iteration to the next.
func (n *Nest) definedIn(l *Loop, v value.Value) bool {
	in, ok := v.(ir.Instruction)
	if !ok {
		return false
	}
	b := n.blockOf(in)
	return b >= 0 && l.Contains(b)
}

// counterIn returns the counter of one of the nest's loops held in v, nil
// if v holds none.
func (n *Nest) counterIn(v value.Value) *IndVar {
	if _, ok := n.ivSym[v]; !ok {
		return nil
	}
	for _, l := range n.Loops {
		if l.IV != nil && l.IV.Slot == v {
			return l.IV
		}
	}
	return nil
}
