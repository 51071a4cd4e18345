package statictrace

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// secIV is a secondary induction variable: a header phi of a loop with a
// recognised counter, other than the counter, that moves by a constant every
// iteration — the second counter of a loop clang -O2 unrolled (%indvars.iv
// beside %niter), or a pointer bumped by a constant GEP (p++ loops). Its
// value at iteration k of the loop is init + k·step.
type secIV struct {
	loop *loops.Loop
	init value.Value // the value on entry, evaluated in the activation
	step int64       // per iteration, in the phi's units (bytes for pointers)
}

// secondaries returns the secondary induction variables of f's loops.
func (t *Trace) secondaries(f *irreader.Func) map[*ir.InstPhi]*secIV {
	if s, ok := t.sec[f]; ok {
		return s
	}
	out := map[*ir.InstPhi]*secIV{}
	t.sec[f] = out
	nest := t.in.Nests[f]
	if nest == nil {
		return out
	}
	for _, l := range nest.Loops {
		if l.IV == nil || l.IV.Step == 0 {
			continue
		}
		for _, in := range f.Blocks[l.Header].IR.Insts {
			phi, ok := in.(*ir.InstPhi)
			if !ok {
				break // phis lead the block
			}
			if value.Value(phi) == l.IV.Slot || len(phi.Incs) != 2 {
				continue
			}
			var init, next value.Value
			for _, inc := range phi.Incs {
				pb, ok := inc.Pred.(*ir.Block)
				if !ok {
					continue
				}
				if b := f.BlockOf(pb); b != nil && l.Contains(b.Index) {
					next = inc.X
				} else {
					init = inc.X
				}
			}
			if init == nil || next == nil {
				continue
			}
			if step, ok := stepOf(phi, next); ok {
				out[phi] = &secIV{loop: l, init: init, step: step}
			}
		}
	}
	return out
}

// stepOf returns the constant by which next advances phi: phi + c (add, in
// either order) or a one-index GEP of phi by a constant (c elements).
func stepOf(phi *ir.InstPhi, next value.Value) (int64, bool) {
	next = stripIntCasts(next)
	switch x := next.(type) {
	case *ir.InstAdd:
		if stripIntCasts(x.X) == value.Value(phi) {
			return intConst(x.Y)
		}
		if stripIntCasts(x.Y) == value.Value(phi) {
			return intConst(x.X)
		}
	case *ir.InstGetElementPtr:
		if x.Src != value.Value(phi) || len(x.Indices) != 1 {
			return 0, false
		}
		c, ok := intConst(x.Indices[0])
		if !ok {
			return 0, false
		}
		size, _ := irreader.SizeAlign(x.ElemType)
		if size <= 0 {
			return 0, false
		}
		return c * size, true
	}
	return 0, false
}

// evalSecondary evaluates phi when it is a secondary induction variable of a
// loop whose counter a currently holds.
func (t *Trace) evalSecondary(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	s := t.secondaries(a.Frame.Func)[phi]
	if s == nil {
		return 0, false
	}
	v, ok := a.ivs[s.loop.IV.Slot]
	if !ok {
		return 0, false
	}
	start, ok := a.Start(s.loop)
	if !ok {
		return 0, false
	}
	init, ok := t.eval(a, s.init, d)
	if !ok {
		return 0, false
	}
	k := (v - start) / s.loop.IV.Step
	return init + k*s.step, true
}

func stripIntCasts(v value.Value) value.Value {
	for i := 0; i < maxEvalDepth; i++ {
		switch x := v.(type) {
		case *ir.InstSExt:
			v = x.From
		case *ir.InstZExt:
			v = x.From
		case *ir.InstTrunc:
			v = x.From
		default:
			return v
		}
	}
	return v
}

func intConst(v value.Value) (int64, bool) {
	if c, ok := v.(*constant.Int); ok && c.X.IsInt64() {
		return c.X.Int64(), true
	}
	return 0, false
}
