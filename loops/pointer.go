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
	f := n.Graph.Func
	b0, start, ok := n.Env.pointerOffset(f, iv.InitValue, n, 0)
	if !ok {
		return nil, nil, false
	}
	b1, end, ok := n.Env.pointerOffset(f, bound, n, 0)
	if !ok || b0 != b1 || n.definedIn(l, b0) {
		return nil, nil, false
	}
	// Only the distance counts: the counter runs from 0 to it.
	d := end.Sub(start)
	for _, s := range d.Syms() {
		if s == iv.Sym || strings.HasPrefix(s, opaquePrefix) {
			return nil, nil, false
		}
	}
	return poly.Const(0), d, true
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
