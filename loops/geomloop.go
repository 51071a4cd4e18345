package loops

// Loops whose counter is multiplied, shifted or divided each iteration: a
// capacity doubled to a size (while (cap < 2 * n) cap <<= 1), the stages
// of a reduction tree or an FFT (for (s = 1; s < n; s *= 2)), a halving
// (for (s = n / 2; s > 0; s >>= 1)). The trip is logarithmic in the
// bound, no polynomial: it is counted as the machine computes, in the
// counter's width (poly.IntSteps, math.isteps in the script).

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/poly"
)

// geometricStep returns the operation x op by that next applies to the
// counter (is tells the counter's value), by a constant: shl, lshr, ashr,
// mul, sdiv, udiv.
func geometricStep(next value.Value, is func(value.Value) bool) (op string, by int64, ok bool) {
	var x, y value.Value
	switch s := stripIntCasts(next).(type) {
	case *ir.InstShl:
		op, x, y = "shl", s.X, s.Y
	case *ir.InstLShr:
		op, x, y = "lshr", s.X, s.Y
	case *ir.InstAShr:
		op, x, y = "ashr", s.X, s.Y
	case *ir.InstMul:
		op, x, y = "mul", s.X, s.Y
		if !is(stripIntCasts(x)) {
			x, y = y, x
		}
	case *ir.InstSDiv:
		op, x, y = "sdiv", s.X, s.Y
	case *ir.InstUDiv:
		op, x, y = "udiv", s.X, s.Y
	default:
		return "", 0, false
	}
	if !is(stripIntCasts(x)) {
		return "", 0, false
	}
	c, ok := intConst(y)
	if !ok {
		return "", 0, false
	}
	switch op {
	case "mul", "sdiv", "udiv":
		if c < 2 && c > -2 {
			return "", 0, false
		}
	default:
		if c < 1 {
			return "", 0, false
		}
	}
	return op, c, true
}

// geometricCounter gives loop l, whose test compares cmp's operands, the
// trip of a geometric counter among them: a header phi from a start
// outside the loop stepped by geometricStep (-O2; the compare may read
// the phi or its step), or a local the loop so steps once per iteration
// (-O0), with a start and a bound of the parameters. It reports whether
// it did.
func (n *Nest) geometricCounter(l *Loop, br *ir.TermCondBr, cmp *ir.InstICmp) bool {
	f := n.Graph.Func
	bits := intBits(cmp.X.Type())
	if bits < 1 || bits > 64 {
		return false
	}
	pred := cmp.Pred
	if !l.set[f.BlockOf(br.TargetTrue.(*ir.Block)).Index] {
		pred = negate(pred) // the loop goes on while the compare fails
	}
	for side := 0; side < 2; side++ {
		x, other, p := cmp.X, cmp.Y, pred
		if side == 1 {
			x, other, p = cmp.Y, cmp.X, swap(pred)
		}
		start, op, by, seesNext, slot, ok := n.geometricOf(l, stripIntCasts(x))
		if !ok || intBits(stripIntCasts(x).Type()) != bits {
			continue // a counter compared in another width than it wraps in
		}
		bound, ok := n.Env.symbolic(f, other, n)
		if !ok || !n.paramOnly(bound) || !n.paramOnly(start) {
			continue
		}
		from, add := tripOffsets(l, seesNext)
		name := p.String()
		_, c0 := start.IsConst()
		_, c1 := bound.IsConst()
		count := func(vals map[string]float64) (int64, bool) {
			s0, ok1 := start.Eval(vals)
			b, ok2 := bound.Eval(vals)
			if !ok1 || !ok2 {
				return 0, false
			}
			return poly.IntSteps(int64(s0), op, by, int64(b), name, from, bits)
		}
		if !n.setCountedTrip(l, c0 && c1, count, add, "isteps",
			fmt.Sprintf("math.isteps(%s, %q, %d, %s, %q, %d, %d)", start.Lua(), op, by, bound.Lua(), name, from, bits),
			fmt.Sprintf("the iterations of a counter from %s by %s %d compared (%s) with %s", start.Lua(), op, by, name, bound.Lua()),
			func() string {
				s0, _ := start.IsConst()
				b, _ := bound.IsConst()
				return fmt.Sprintf("the counter from %d by %s %d never ends its loop (compared %s with %d)", int64(s0), op, by, name, int64(b))
			}) {
			return false
		}
		if l.Trip != nil {
			l.IV = n.geometricIV(l, slot, &GeomStep{Start: start, Op: op, By: by, Bits: bits})
		}
		return true
	}
	return false
}

// geometricIV returns the counter of a geometric loop: its iterations
// counted from 0 by 1, its value g's (IndVar.Geom), held in slot.
func (n *Nest) geometricIV(l *Loop, slot value.Value, g *GeomStep) *IndVar {
	name := ""
	if al, ok := slot.(*ir.InstAlloca); ok {
		name = n.Graph.Func.VarName(al)
	} else {
		name = n.Graph.Func.VarName(slot)
	}
	iv := n.newIV(l, slot, name, poly.Const(0), 1)
	if iv == nil {
		return nil
	}
	iv.Geom, iv.PostStep = g, nil
	n.ivSym[slot] = iv.Sym
	return iv
}

// paramOnly reports whether p reads parameters (or nothing) only: no
// loop counter.
func (n *Nest) paramOnly(p poly.Poly) bool {
	if _, ok := p.IsConst(); ok {
		return true
	}
	_, ok := n.Env.paramSyms(p)
	return ok
}

// geometricOf recognises v as loop l's geometric counter: a header phi
// stepped by geometricStep in every iteration (or that step, seesNext), or
// a load of a local so stepped (-O0); start is its value on entry.
func (n *Nest) geometricOf(l *Loop, v value.Value) (start poly.Poly, op string, by int64, seesNext bool, slot value.Value, ok bool) {
	f := n.Graph.Func
	if _, isInt := v.Type().(*types.IntType); !isInt {
		return nil, "", 0, false, nil, false
	}
	every := func(x value.Value) bool { // x is computed in every iteration
		in, ok := x.(ir.Instruction)
		if !ok {
			return false
		}
		b, _ := n.Env.position(f, in)
		return b != nil && n.EveryIteration(l, f.BlockOf(b).Index)
	}
	phiStep := func(phi *ir.InstPhi) (poly.Poly, string, int64, value.Value, bool) {
		if !inBlock(f.Blocks[l.Header].IR, phi) {
			return nil, "", 0, nil, false
		}
		init, next, ok := n.splitPhi(l, phi)
		if !ok || !every(stripIntCasts(next)) {
			return nil, "", 0, nil, false
		}
		op, by, ok := geometricStep(next, func(y value.Value) bool { return y == value.Value(phi) })
		if !ok {
			return nil, "", 0, nil, false
		}
		s0, ok := n.Env.symbolic(f, init, n)
		return s0, op, by, stripIntCasts(next), ok
	}
	if phi, isPhi := v.(*ir.InstPhi); isPhi {
		if s0, op, by, _, ok := phiStep(phi); ok {
			return s0, op, by, false, phi, true
		}
		return nil, "", 0, false, nil, false
	}
	// The step of a header phi, compared (-O2's rotated test).
	for _, in := range f.Blocks[l.Header].IR.Insts {
		phi, isPhi := in.(*ir.InstPhi)
		if !isPhi {
			continue
		}
		if s0, op, by, next, ok := phiStep(phi); ok && next == v {
			return s0, op, by, true, phi, true
		}
	}
	// -O0: a load of a local.
	initV, stepV, al, sees, ok := n.steppedLocal(l, v)
	if !ok {
		return nil, "", 0, false, nil, false
	}
	op, by, ok = geometricStep(stepV, func(y value.Value) bool {
		ld, ok := y.(*ir.InstLoad)
		return ok && ld.Src == value.Value(al)
	})
	if !ok {
		return nil, "", 0, false, nil, false
	}
	s0, ok := n.Env.symbolic(f, initV, n)
	return s0, op, by, sees, al, ok
}
