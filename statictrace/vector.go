package statictrace

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The evaluator holds one integer per value. A vector of integers (-O2's
// vectorised loops: a count of codes above a cut kept in <4 x i32> lanes,
// reduced after the loop by llvm.vector.reduce.add) is evaluated one lane
// at a time: Activation.lane names the lane the values of vector type
// stand for while a scalar that reads them (extractelement, a reduction)
// evaluates each lane. Element-wise operations (arithmetic, compares,
// selects, casts) go through the scalar rules with their operands' lanes;
// a carried vector is carried lane by lane (carriedKey, exitKey).

// maxLanes bounds the lanes of a vector the evaluator takes.
const maxLanes = 64

// elemType returns the element type of a vector type, else t itself.
func elemType(t types.Type) types.Type {
	if vt, ok := t.(*types.VectorType); ok {
		return vt.ElemType
	}
	return t
}

// laneOf returns the lane of a that a value of type t stands for: a's for
// a vector, 0 for a scalar (which no lane changes).
func laneOf(a *Activation, t types.Type) int {
	if _, ok := t.(*types.VectorType); ok {
		return a.lane
	}
	return 0
}

// evalLane evaluates lane a.lane of v, a value of vector type vt: done is
// false for an element-wise operation, which eval's scalar rules take.
func (t *Trace) evalLane(a *Activation, v value.Value, vt *types.VectorType, d int) (x int64, ok, done bool) {
	if vt.Scalable || vt.Len > maxLanes || a.lane < 0 || uint64(a.lane) >= vt.Len {
		return 0, false, true
	}
	switch x := v.(type) {
	case *constant.ZeroInitializer:
		return 0, true, true
	case *constant.Vector:
		if a.lane >= len(x.Elems) {
			return 0, false, true
		}
		lane := a.lane
		a.lane = 0
		defer func() { a.lane = lane }()
		v, ok := t.eval(a, x.Elems[lane], d)
		return v, ok, true
	case *ir.InstInsertElement:
		idx, ok := t.scalar(a, x.Index, d)
		if !ok {
			return 0, false, true
		}
		if idx == int64(a.lane) {
			v, ok := t.scalar(a, x.Elem, d)
			return v, ok, true
		}
		v, ok := t.eval(a, x.X, d)
		return v, ok, true
	case *ir.InstShuffleVector:
		return t.shuffled(a, x, d)
	case *ir.InstLoad:
		v, ok := t.loadLane(a, x, vt, d)
		return v, ok, true
	case *ir.InstPhi:
		v, ok := t.vectorPhi(a, x, d)
		return v, ok, true
	case *ir.InstBitCast:
		// The same lanes under another element type of the same width.
		from, isVec := x.From.Type().(*types.VectorType)
		fi, ok1 := laneBits(elemType(from))
		ti, ok2 := laneBits(vt.ElemType)
		if !isVec || from.Len != vt.Len || !ok1 || !ok2 || fi.BitSize != ti.BitSize {
			return 0, false, true
		}
		v, ok := t.eval(a, x.From, d)
		return v, ok, true
	case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstShl, *ir.InstAnd, *ir.InstOr, *ir.InstXor,
		*ir.InstLShr, *ir.InstAShr, *ir.InstSRem, *ir.InstSDiv, *ir.InstUDiv, *ir.InstURem,
		*ir.InstICmp, *ir.InstSelect, *ir.InstSExt, *ir.InstZExt, *ir.InstTrunc:
		if _, ok := vt.ElemType.(*types.IntType); !ok {
			if _, ok := floatKind(vt.ElemType); !ok {
				return 0, false, true
			}
		}
		return 0, false, false
	case *ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFDiv, *ir.InstFRem, *ir.InstFNeg, *ir.InstFCmp,
		*ir.InstSIToFP, *ir.InstUIToFP, *ir.InstFPToSI, *ir.InstFPToUI, *ir.InstFPExt, *ir.InstFPTrunc:
		return 0, false, false // lane by lane, as a scalar
	case *ir.InstCall:
		// An element-wise intrinsic of floats (llvm.fmuladd.v4f32 of a
		// vectorised update): lane by lane, as floatCall takes a scalar.
		if _, ok := floatKind(vt.ElemType); ok && laneWise[intrinsicBase(t.calleeOf(x))] {
			return 0, false, false
		}
	}
	return 0, false, true
}

// laneWise holds the intrinsics of floats whose vector forms act on each
// lane alone (floatCall evaluates them).
var laneWise = map[string]bool{
	"llvm.fmuladd": true, "llvm.fma": true, "llvm.sqrt": true, "llvm.fabs": true, "llvm.floor": true,
	"llvm.ceil": true, "llvm.trunc": true, "llvm.round": true, "llvm.rint": true, "llvm.nearbyint": true,
	"llvm.minnum": true, "llvm.maxnum": true, "llvm.copysign": true,
}

// intrinsicBase returns an LLVM intrinsic's name without its type
// suffix (llvm.fmuladd.v4f32 -> llvm.fmuladd); other names as they are.
func intrinsicBase(name string) string {
	if i := strings.LastIndexByte(name, '.'); strings.HasPrefix(name, "llvm.") && i > 4 {
		return name[:i]
	}
	return name
}

// laneBits returns the integer type of ty's width when ty is an integer, a
// float or a double: a bitcast between them keeps a lane's bits.
func laneBits(ty types.Type) (*types.IntType, bool) {
	if it, ok := ty.(*types.IntType); ok {
		return it, true
	}
	switch k, ok := floatKind(ty); {
	case !ok:
		return nil, false
	case k == types.FloatKindFloat:
		return types.I32, true
	}
	return types.I64, true
}

// scalar evaluates v, a value of scalar type, outside any lane.
func (t *Trace) scalar(a *Activation, v value.Value, d int) (int64, bool) {
	if _, vec := v.Type().(*types.VectorType); vec {
		return 0, false
	}
	return t.atLane(a, v, 0, d)
}

// atLane evaluates lane k of vector value v.
func (t *Trace) atLane(a *Activation, v value.Value, k int, d int) (int64, bool) {
	lane := a.lane
	a.lane = k
	x, ok := t.eval(a, v, d)
	a.lane = lane
	return x, ok
}

// shuffled evaluates a lane of a shufflevector: the lane of X or Y its
// mask names (an undefined lane of the mask is not evaluated).
func (t *Trace) shuffled(a *Activation, x *ir.InstShuffleVector, d int) (int64, bool, bool) {
	xt, ok := x.X.Type().(*types.VectorType)
	if !ok {
		return 0, false, true
	}
	var m int64
	switch mask := x.Mask.(type) {
	case *constant.ZeroInitializer:
		m = 0
	case *constant.Vector:
		if a.lane >= len(mask.Elems) {
			return 0, false, true
		}
		c, ok := mask.Elems[a.lane].(*constant.Int)
		if !ok || !c.X.IsInt64() {
			return 0, false, true
		}
		m = c.X.Int64()
	default:
		return 0, false, true
	}
	n := int64(xt.Len)
	var v int64
	switch {
	case m >= 0 && m < n:
		v, ok = t.atLane(a, x.X, int(m), d)
	case m >= n && m < 2*n:
		v, ok = t.atLane(a, x.Y, int(m-n), d)
	default:
		return 0, false, true
	}
	return v, ok, true
}

// loadLane evaluates a lane of a load of a vector of integers: the
// element at the lane's offset from the load's address, in the memory of
// numbers.
func (t *Trace) loadLane(a *Activation, ld *ir.InstLoad, vt *types.VectorType, d int) (int64, bool) {
	it, ok := t.numType(vt.ElemType)
	if !ok || it.BitSize%8 != 0 || a.mem == nil || a.mem.words == nil {
		return 0, false
	}
	addr, ok := t.scalar(a, ld.Src, d)
	if !ok {
		return 0, false
	}
	if rec, seen := a.lanes[ld]; seen && rec.addr == addr && a.lane < len(rec.v) {
		// What it read where it ran (visitVectorLoad).
		return rec.v[a.lane], rec.ok[a.lane]
	}
	at := addr + int64(a.lane)*int64(it.BitSize/8)
	if t.stale(a, ld, at, int64(it.BitSize/8)) {
		return 0, false
	}
	return t.loadIntAt(a, ld, it, at)
}

// vectorPhi evaluates a lane of a phi of vector type: a join of the
// arms' values, a value carried around a loop, or one read after it.
func (t *Trace) vectorPhi(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	if nest := a.Frame.nest; nest != nil {
		if v := nest.OneTripEntry(a.Frame.Func, phi); v != nil {
			return t.eval(a, v, d)
		}
	}
	if x, ok := t.exitPhi(a, phi, d); ok {
		return x, true
	}
	if x, ok := t.evalJoin(a, phi, d); ok {
		return x, true
	}
	return t.evalCarriedPhi(a, phi, d)
}

// reduced evaluates a call of an llvm.vector.reduce intrinsic of integers:
// its operation over the lanes of its operand.
func (t *Trace) reduced(a *Activation, c *ir.InstCall, name string, d int) (int64, bool) {
	op := strings.TrimPrefix(name, "llvm.vector.reduce.")
	if i := strings.IndexByte(op, '.'); i >= 0 {
		op = op[:i]
	}
	if len(c.Args) != 1 {
		return 0, false
	}
	vt, ok := c.Args[0].Type().(*types.VectorType)
	if !ok || vt.Scalable || vt.Len == 0 || vt.Len > maxLanes {
		return 0, false
	}
	if _, ok := vt.ElemType.(*types.IntType); !ok {
		return 0, false
	}
	m := unsignedMask(vt.ElemType)
	var acc int64
	for k := 0; k < int(vt.Len); k++ {
		x, ok := t.atLane(a, c.Args[0], k, d)
		if !ok {
			return 0, false
		}
		if k == 0 {
			acc = x
			continue
		}
		switch op {
		case "add":
			acc += x
		case "mul":
			acc *= x
		case "and":
			acc &= x
		case "or":
			acc |= x
		case "xor":
			acc ^= x
		case "smax":
			acc = max(acc, x)
		case "smin":
			acc = min(acc, x)
		case "umax":
			if uint64(x)&m > uint64(acc)&m {
				acc = x
			}
		case "umin":
			if uint64(x)&m < uint64(acc)&m {
				acc = x
			}
		default:
			return 0, false
		}
	}
	return wrapTo(vt.ElemType, acc), true
}

// extracted element evaluates extractelement: the lane its index names.
func (t *Trace) extractedElement(a *Activation, x *ir.InstExtractElement, d int) (int64, bool) {
	vt, ok := x.X.Type().(*types.VectorType)
	if !ok {
		return 0, false
	}
	idx, ok := t.scalar(a, x.Index, d)
	if !ok || idx < 0 || uint64(idx) >= vt.Len {
		return 0, false
	}
	return t.atLane(a, x.X, int(idx), d)
}
