package statictrace

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The evaluator holds a float or a double as its IEEE bits in an int64 (a
// float's in the low 32), as the program's registers and memory hold it:
// a bitcast keeps them, a store writes them, a load reads them. Its
// arithmetic is IEEE's, as x86-64's SSE does it: each operation rounded
// to the type (float's computed in double and rounded, which gives the
// same bits for +, -, *, / and sqrt), llvm.fmuladd as a multiply and an
// add (x86-64 without FMA, clang's default target), and of the library
// only what IEEE rounds exactly (sqrt, fabs, floor, fmin, ...): exp, log,
// pow and the like are not evaluated.

// floatKind returns the kind of ty (or of its vector's elements) when it
// is a float or a double; ok is false for any other type.
func floatKind(ty types.Type) (types.FloatKind, bool) {
	ft, ok := elemType(ty).(*types.FloatType)
	if !ok || ft.Kind != types.FloatKindFloat && ft.Kind != types.FloatKindDouble {
		return 0, false
	}
	return ft.Kind, true
}

// toFloat reads bits v of a value of kind k.
func toFloat(k types.FloatKind, v int64) float64 {
	if k == types.FloatKindFloat {
		return float64(math.Float32frombits(uint32(v)))
	}
	return math.Float64frombits(uint64(v))
}

// fromFloat returns the bits of x rounded to kind k.
func fromFloat(k types.FloatKind, x float64) int64 {
	if k == types.FloatKindFloat {
		return int64(math.Float32bits(float32(x)))
	}
	return int64(math.Float64bits(x))
}

// numType returns the integer type whose bytes a value of type ty is held
// as in the memory of numbers: ty itself, an integer of at most 64 bits;
// i32 and i64 for a float and a double where the trace keeps floats
// (Trace.floats).
func (t *Trace) numType(ty types.Type) (*types.IntType, bool) {
	if it, ok := ty.(*types.IntType); ok {
		return it, it.BitSize <= 64
	}
	if ft, ok := ty.(*types.FloatType); ok && t.floats {
		switch ft.Kind {
		case types.FloatKindFloat:
			return types.I32, true
		case types.FloatKindDouble:
			return types.I64, true
		}
	}
	return nil, false
}

// floatConst returns the bits of constant c.
func floatConst(c *constant.Float) (int64, bool) {
	if c.Typ == nil {
		return 0, false
	}
	switch c.Typ.Kind {
	case types.FloatKindFloat, types.FloatKindDouble:
	default:
		return 0, false
	}
	if c.NaN || c.X == nil {
		return fromFloat(c.Typ.Kind, math.NaN()), true
	}
	x, _ := c.X.Float64()
	return fromFloat(c.Typ.Kind, x), true
}

// evalFloat evaluates v when it is a floating-point operation, a
// conversion to or from one, or a float compare; done is false for any
// other value.
func (t *Trace) evalFloat(a *Activation, v value.Value, d int) (x int64, ok, done bool) {
	switch x := v.(type) {
	case *constant.Float:
		r, ok := floatConst(x)
		return r, ok, true
	case *ir.InstFAdd:
		r, ok := t.fbin(a, x.Type(), x.X, x.Y, d, func(p, q float64) float64 { return p + q })
		return r, ok, true
	case *ir.InstFSub:
		r, ok := t.fbin(a, x.Type(), x.X, x.Y, d, func(p, q float64) float64 { return p - q })
		return r, ok, true
	case *ir.InstFMul:
		r, ok := t.fbin(a, x.Type(), x.X, x.Y, d, func(p, q float64) float64 { return p * q })
		return r, ok, true
	case *ir.InstFDiv:
		r, ok := t.fbin(a, x.Type(), x.X, x.Y, d, func(p, q float64) float64 { return p / q })
		return r, ok, true
	case *ir.InstFRem:
		r, ok := t.fbin(a, x.Type(), x.X, x.Y, d, math.Mod)
		return r, ok, true
	case *ir.InstFNeg:
		k, kok := floatKind(x.Type())
		p, ok := t.eval(a, x.X, d)
		if !kok || !ok {
			return 0, false, true
		}
		return fromFloat(k, -toFloat(k, p)), true, true
	case *ir.InstFCmp:
		k, kok := floatKind(x.X.Type())
		if !kok {
			return 0, false, true
		}
		p, ok1 := t.eval(a, x.X, d)
		if !ok1 {
			return 0, false, true
		}
		q, ok2 := t.eval(a, x.Y, d)
		if !ok2 {
			return 0, false, true
		}
		r, ok := fcompare(x.Pred, toFloat(k, p), toFloat(k, q))
		return b2i(r), ok, true
	case *ir.InstSIToFP:
		k, kok := floatKind(x.Type())
		p, ok := t.eval(a, x.From, d)
		if !kok || !ok {
			return 0, false, true
		}
		return fromFloat(k, float64(p)), true, true // p is held sign-extended
	case *ir.InstUIToFP:
		k, kok := floatKind(x.Type())
		p, ok := t.eval(a, x.From, d)
		if !kok || !ok {
			return 0, false, true
		}
		return fromFloat(k, float64(uint64(p)&unsignedMask(x.From.Type()))), true, true
	case *ir.InstFPToSI:
		r, ok := t.toInt(a, x.From, x.Type(), true, d)
		return r, ok, true
	case *ir.InstFPToUI:
		r, ok := t.toInt(a, x.From, x.Type(), false, d)
		return r, ok, true
	case *ir.InstFPExt, *ir.InstFPTrunc:
		var from value.Value
		if e, ok := x.(*ir.InstFPExt); ok {
			from = e.From
		} else {
			from = x.(*ir.InstFPTrunc).From
		}
		kf, ok1 := floatKind(from.Type())
		kt, ok2 := floatKind(v.Type())
		p, ok := t.eval(a, from, d)
		if !ok1 || !ok2 || !ok {
			return 0, false, true
		}
		return fromFloat(kt, toFloat(kf, p)), true, true
	}
	return 0, false, false
}

// fbin evaluates the floating-point operation f on x and y, of type ty.
func (t *Trace) fbin(a *Activation, ty types.Type, x, y value.Value, d int, f func(p, q float64) float64) (int64, bool) {
	k, ok := floatKind(ty)
	if !ok {
		return 0, false
	}
	p, ok := t.eval(a, x, d)
	if !ok {
		return 0, false
	}
	q, ok := t.eval(a, y, d)
	if !ok {
		return 0, false
	}
	return fromFloat(k, f(toFloat(k, p), toFloat(k, q))), true
}

// toInt converts the float from to integer type ty, rounding toward zero;
// a value out of ty's range (poison in LLVM) is not evaluated.
func (t *Trace) toInt(a *Activation, from value.Value, ty types.Type, signed bool, d int) (int64, bool) {
	k, ok := floatKind(from.Type())
	it, isInt := elemType(ty).(*types.IntType)
	if !ok || !isInt || it.BitSize > 64 || it.BitSize == 0 {
		return 0, false
	}
	p, ok := t.eval(a, from, d)
	if !ok {
		return 0, false
	}
	f := math.Trunc(toFloat(k, p))
	bits := float64(it.BitSize)
	if signed {
		lo, hi := -math.Exp2(bits-1), math.Exp2(bits-1)
		if math.IsNaN(f) || f < lo || f >= hi {
			return 0, false
		}
		return int64(f), true
	}
	if math.IsNaN(f) || f < 0 || f >= math.Exp2(bits) {
		return 0, false
	}
	u := uint64(f)
	return wrapTo(ty, int64(u)), true
}

// fcompare is fcmp's predicate p on x and y: an ordered one is false, an
// unordered one true, where either is a NaN.
func fcompare(p enum.FPred, x, y float64) (bool, bool) {
	nan := math.IsNaN(x) || math.IsNaN(y)
	switch p {
	case enum.FPredFalse:
		return false, true
	case enum.FPredTrue:
		return true, true
	case enum.FPredORD:
		return !nan, true
	case enum.FPredUNO:
		return nan, true
	case enum.FPredOEQ:
		return !nan && x == y, true
	case enum.FPredOGT:
		return !nan && x > y, true
	case enum.FPredOGE:
		return !nan && x >= y, true
	case enum.FPredOLT:
		return !nan && x < y, true
	case enum.FPredOLE:
		return !nan && x <= y, true
	case enum.FPredONE:
		return !nan && x != y, true
	case enum.FPredUEQ:
		return nan || x == y, true
	case enum.FPredUGT:
		return nan || x > y, true
	case enum.FPredUGE:
		return nan || x >= y, true
	case enum.FPredULT:
		return nan || x < y, true
	case enum.FPredULE:
		return nan || x <= y, true
	case enum.FPredUNE:
		return nan || x != y, true
	}
	return false, false
}

// floatCall evaluates a call of the library or of an LLVM intrinsic whose
// result IEEE rounds exactly; done is false for any other callee.
func (t *Trace) floatCall(a *Activation, c *ir.InstCall, d int) (x int64, ok, done bool) {
	name := intrinsicBase(t.calleeOf(c)) // llvm.sqrt.f64 -> llvm.sqrt
	k, kok := floatKind(c.Type())
	if !kok {
		return 0, false, false
	}
	arg := func(i int) (float64, bool) {
		if i >= len(c.Args) {
			return 0, false
		}
		p, ok := t.eval(a, c.Args[i], d)
		return toFloat(k, p), ok
	}
	var f func(xs []float64) float64
	n := 1
	switch name {
	case "llvm.sqrt", "sqrt", "sqrtf":
		f = func(xs []float64) float64 { return math.Sqrt(xs[0]) }
	case "llvm.fabs", "fabs", "fabsf":
		f = func(xs []float64) float64 { return math.Abs(xs[0]) }
	case "llvm.floor", "floor", "floorf":
		f = func(xs []float64) float64 { return math.Floor(xs[0]) }
	case "llvm.ceil", "ceil", "ceilf":
		f = func(xs []float64) float64 { return math.Ceil(xs[0]) }
	case "llvm.trunc", "trunc", "truncf":
		f = func(xs []float64) float64 { return math.Trunc(xs[0]) }
	case "llvm.round", "round", "roundf":
		f = func(xs []float64) float64 { return math.Round(xs[0]) }
	case "llvm.rint", "llvm.nearbyint", "rint", "nearbyint":
		f = func(xs []float64) float64 { return math.RoundToEven(xs[0]) }
	case "llvm.minnum", "fmin", "fminf":
		n, f = 2, func(xs []float64) float64 { return minnum(xs[0], xs[1]) }
	case "llvm.maxnum", "fmax", "fmaxf":
		n, f = 2, func(xs []float64) float64 { return -minnum(-xs[0], -xs[1]) }
	case "llvm.copysign", "copysign", "copysignf":
		n, f = 2, func(xs []float64) float64 { return math.Copysign(xs[0], xs[1]) }
	case "llvm.fmuladd":
		// Not fused on x86-64 without FMA: a multiply rounded, then an add.
		n, f = 3, func(xs []float64) float64 {
			p := toFloat(k, fromFloat(k, xs[0]*xs[1]))
			return p + xs[2]
		}
	case "llvm.fma", "fma":
		n, f = 3, func(xs []float64) float64 { return math.FMA(xs[0], xs[1], xs[2]) }
	default:
		return 0, false, false
	}
	if k == types.FloatKindFloat && n == 3 && name == "llvm.fma" {
		return 0, false, true // fused in single precision: not double's rounding
	}
	xs := make([]float64, n)
	for i := range xs {
		v, ok := arg(i)
		if !ok {
			return 0, false, true
		}
		xs[i] = v
	}
	return fromFloat(k, f(xs)), true, true
}

// minnum is llvm.minnum's (and C fmin's): the other operand where one is
// a NaN.
func minnum(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	}
	return math.Min(x, y)
}

// readsFloat reports whether condition v is computed from a float compare
// (through the logic of i1s, selects, phis and the lanes of vectors, a few
// levels deep): a
// branch whose evaluation needs the floats the program stored.
func readsFloat(v value.Value) bool {
	seen := map[value.Value]bool{}
	var walk func(v value.Value, depth int) bool
	walk = func(v value.Value, depth int) bool {
		if depth > 8 || seen[v] {
			return false
		}
		seen[v] = true
		switch x := v.(type) {
		case *ir.InstFCmp:
			return true
		case *ir.InstPhi:
			for _, inc := range x.Incs {
				if walk(inc.X, depth+1) {
					return true
				}
			}
		case *ir.InstSelect:
			return walk(x.Cond, depth+1) || walk(x.ValueTrue, depth+1) || walk(x.ValueFalse, depth+1)
		case *ir.InstAnd:
			return walk(x.X, depth+1) || walk(x.Y, depth+1)
		case *ir.InstOr:
			return walk(x.X, depth+1) || walk(x.Y, depth+1)
		case *ir.InstXor:
			return walk(x.X, depth+1) || walk(x.Y, depth+1)
		case *ir.InstZExt:
			return walk(x.From, depth+1)
		case *ir.InstTrunc:
			return walk(x.From, depth+1)
		case *ir.InstICmp:
			return walk(x.X, depth+1) || walk(x.Y, depth+1)
		case *ir.InstLoad:
			_, ok := floatKind(x.Type())
			return ok
		case *ir.InstFPToSI, *ir.InstFPToUI:
			return true
		case *ir.InstExtractElement:
			// A lane of a vector compare: -O2's vectorised loop
			// branching on each lane of fcmp <2 x double>.
			return walk(x.X, depth+1)
		case *ir.InstShuffleVector:
			return walk(x.X, depth+1) || walk(x.Y, depth+1)
		case *ir.InstBitCast:
			return walk(x.From, depth+1)
		}
		return false
	}
	return walk(v, 0)
}

// floatBranches reports whether a Branch of items (in loops, calls and
// arms included) has a condition computed from floats (readsFloat).
func floatBranches(items []Item) bool {
	return holds(items, func(it Item) bool {
		var term ir.Terminator
		switch x := it.(type) {
		case *Loop:
			if l := x.Loop; l.Test >= 0 && l.Test < len(x.Frame.Func.Blocks) {
				term = x.Frame.Func.Blocks[l.Test].Term.TermIR
			}
		case *Branch:
			term = x.Block.Term.TermIR
		}
		switch t := term.(type) {
		case *ir.TermCondBr:
			return readsFloat(t.Cond)
		case *ir.TermSwitch:
			return readsFloat(t.X)
		}
		return false
	})
}
