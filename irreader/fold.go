package irreader

import (
	"math/big"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// Constant folding as LLVM 14 does it (lib/IR/ConstantFold.cpp and APInt):
// an integer of N bits is a pattern of N bits; add, sub, mul and shl wrap,
// sext and ashr copy the top bit, and the signed operations (sdiv, srem,
// the signed predicates) read the pattern in two's complement. A
// getelementptr adds its indices, each sign-extended to the 64 bits of a
// pointer and scaled by the allocation size of the type it steps over, or,
// in a struct, the offset of the field (layout.go).
//
// clang-14 folds every constant expression whose value it knows, so those it
// writes depend on where the linker puts an object: "&a < &b" is
// "icmp ult (i32* @a, i32* @b)", and table[(unsigned)(&a == &b)] indexes
// with "zext (i1 icmp eq (i32* @a, i32* @b) to i64)". FoldConst takes those
// addresses from its caller.

// maxFoldDepth bounds the nesting FoldConst follows; clang's expressions
// nest a few levels, and an alias cycle of a malformed module stops here.
const maxFoldDepth = 64

// ptrBits is the width of an x86-64 pointer, and of a getelementptr index
// once sign-extended.
const ptrBits = 64

// FoldConst returns the value of the integer or pointer constant c, which
// may be a constant expression: the bits of its type read as a signed
// integer, except that an i1 is 0 or 1. addr returns the address of a
// global variable or function (*ir.Global, *ir.Func, *ir.IFunc, or an
// *ir.Alias, which otherwise folds through its aliasee); with a nil addr
// only constants that name no object fold. FoldConst reports false for a
// value it cannot know: undef, poison, a division by zero, a shift by the
// width or more, a float or vector operation, an address addr does not
// give, or a result that does not fit in 64 bits.
func FoldConst(c constant.Constant, addr func(constant.Constant) (int64, bool)) (int64, bool) {
	f := folder{addr: addr}
	v, w, ok := f.fold(c, 0)
	if !ok {
		return 0, false
	}
	if w == 1 {
		return v.Int64(), true
	}
	s := signed(v, w)
	if !s.IsInt64() {
		return 0, false
	}
	return s.Int64(), true
}

// folder folds constants with the addresses addr gives.
type folder struct {
	addr func(constant.Constant) (int64, bool)
}

// fold returns the bits of c as an unsigned integer below 2^w, and w, the
// width of c's type in bits.
func (f folder) fold(c constant.Constant, depth int) (v *big.Int, w uint, ok bool) {
	if depth > maxFoldDepth {
		return nil, 0, false
	}
	d := depth + 1
	w, ok = intBits(c.Type())
	if !ok {
		return nil, 0, false
	}
	switch x := c.(type) {
	case *constant.Int:
		return wrap(x.X, w), w, true
	case *constant.Null, *constant.ZeroInitializer:
		return new(big.Int), w, true
	case *constant.Index: // an operand of a constant getelementptr
		return f.fold(x.Constant, depth)
	case *ir.Global, *ir.Func, *ir.IFunc:
		return f.address(c, w)
	case *ir.Alias:
		if v, w, ok := f.address(c, w); ok {
			return v, w, true
		}
		return f.fold(x.Aliasee, d)
	case *constant.ExprTrunc:
		return f.convert(x.From, w, false, d)
	case *constant.ExprZExt:
		return f.convert(x.From, w, false, d)
	case *constant.ExprSExt:
		return f.convert(x.From, w, true, d)
	case *constant.ExprPtrToInt:
		return f.convert(x.From, w, false, d)
	case *constant.ExprIntToPtr:
		return f.convert(x.From, w, false, d)
	case *constant.ExprBitCast:
		return f.convert(x.From, w, false, d)
	case *constant.ExprAddrSpaceCast:
		return f.convert(x.From, w, false, d)
	case *constant.ExprAdd:
		return f.binary(x.X, x.Y, w, d, func(p, q *big.Int) *big.Int { return p.Add(p, q) })
	case *constant.ExprSub:
		return f.binary(x.X, x.Y, w, d, func(p, q *big.Int) *big.Int { return p.Sub(p, q) })
	case *constant.ExprMul:
		return f.binary(x.X, x.Y, w, d, func(p, q *big.Int) *big.Int { return p.Mul(p, q) })
	case *constant.ExprAnd:
		return f.binary(x.X, x.Y, w, d, func(p, q *big.Int) *big.Int { return p.And(p, q) })
	case *constant.ExprOr:
		return f.binary(x.X, x.Y, w, d, func(p, q *big.Int) *big.Int { return p.Or(p, q) })
	case *constant.ExprXor:
		return f.binary(x.X, x.Y, w, d, func(p, q *big.Int) *big.Int { return p.Xor(p, q) })
	case *constant.ExprShl:
		return f.shift(x.X, x.Y, w, d, func(p *big.Int, s uint) *big.Int { return p.Lsh(p, s) })
	case *constant.ExprLShr:
		return f.shift(x.X, x.Y, w, d, func(p *big.Int, s uint) *big.Int { return p.Rsh(p, s) })
	case *constant.ExprAShr:
		return f.shift(x.X, x.Y, w, d, func(p *big.Int, s uint) *big.Int { return p.Rsh(signed(p, w), s) })
	case *constant.ExprUDiv:
		return f.divide(x.X, x.Y, w, d, false, (*big.Int).Quo)
	case *constant.ExprURem:
		return f.divide(x.X, x.Y, w, d, false, (*big.Int).Rem)
	case *constant.ExprSDiv:
		return f.divide(x.X, x.Y, w, d, true, (*big.Int).Quo)
	case *constant.ExprSRem:
		return f.divide(x.X, x.Y, w, d, true, (*big.Int).Rem)
	case *constant.ExprICmp:
		return f.icmp(x, d)
	case *constant.ExprSelect:
		cond, _, ok := f.fold(x.Cond, d)
		if !ok {
			return nil, 0, false
		}
		if cond.Sign() != 0 {
			return f.fold(x.X, d)
		}
		return f.fold(x.Y, d)
	case *constant.ExprExtractElement:
		return f.extractElement(x, d)
	case *constant.ExprGetElementPtr:
		return f.gep(x, d)
	}
	return nil, 0, false
}

// address returns the address of the global, function or alias c.
func (f folder) address(c constant.Constant, w uint) (*big.Int, uint, bool) {
	if f.addr == nil {
		return nil, 0, false
	}
	a, ok := f.addr(c)
	if !ok {
		return nil, 0, false
	}
	return wrap(big.NewInt(a), w), w, true
}

// convert folds a cast of from to w bits: it truncates or extends the
// bits (with copies of the top bit when sext), which leaves them unchanged
// for casts between pointers and integers of the same width.
func (f folder) convert(from constant.Constant, w uint, sext bool, depth int) (*big.Int, uint, bool) {
	v, fw, ok := f.fold(from, depth)
	if !ok {
		return nil, 0, false
	}
	if sext {
		v = signed(v, fw)
	}
	return wrap(v, w), w, true
}

// binary folds op on x and y, then wraps the result to w bits.
func (f folder) binary(x, y constant.Constant, w uint, depth int, op func(p, q *big.Int) *big.Int) (*big.Int, uint, bool) {
	p, _, ok := f.fold(x, depth)
	if !ok {
		return nil, 0, false
	}
	q, _, ok := f.fold(y, depth)
	if !ok {
		return nil, 0, false
	}
	return wrap(op(new(big.Int).Set(p), q), w), w, true
}

// shift folds the shift op of x by y; a shift by w or more is poison.
func (f folder) shift(x, y constant.Constant, w uint, depth int, op func(p *big.Int, s uint) *big.Int) (*big.Int, uint, bool) {
	p, _, ok := f.fold(x, depth)
	if !ok {
		return nil, 0, false
	}
	s, _, ok := f.fold(y, depth)
	if !ok || !s.IsUint64() || s.Uint64() >= uint64(w) {
		return nil, 0, false
	}
	return wrap(op(new(big.Int).Set(p), uint(s.Uint64())), w), w, true
}

// divide folds the division or remainder op (truncating, as Go's Quo and
// Rem) of x by y, read as signed integers when signedOp; a division by zero
// is undefined.
func (f folder) divide(x, y constant.Constant, w uint, depth int, signedOp bool, op func(z, p, q *big.Int) *big.Int) (*big.Int, uint, bool) {
	p, _, ok := f.fold(x, depth)
	if !ok {
		return nil, 0, false
	}
	q, _, ok := f.fold(y, depth)
	if !ok || q.Sign() == 0 {
		return nil, 0, false
	}
	if signedOp {
		p, q = signed(p, w), signed(q, w)
		if q.Cmp(big.NewInt(-1)) == 0 && p.Cmp(new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), w-1))) == 0 {
			return nil, 0, false // the one quotient that overflows: poison
		}
	}
	return wrap(op(new(big.Int), p, q), w), w, true
}

// icmp folds an integer or pointer comparison to an i1.
func (f folder) icmp(x *constant.ExprICmp, depth int) (*big.Int, uint, bool) {
	p, w, ok := f.fold(x.X, depth)
	if !ok {
		return nil, 0, false
	}
	q, _, ok := f.fold(x.Y, depth)
	if !ok {
		return nil, 0, false
	}
	u := p.Cmp(q)
	s := signed(p, w).Cmp(signed(q, w))
	var r bool
	switch x.Pred {
	case enum.IPredEQ:
		r = u == 0
	case enum.IPredNE:
		r = u != 0
	case enum.IPredUGT:
		r = u > 0
	case enum.IPredUGE:
		r = u >= 0
	case enum.IPredULT:
		r = u < 0
	case enum.IPredULE:
		r = u <= 0
	case enum.IPredSGT:
		r = s > 0
	case enum.IPredSGE:
		r = s >= 0
	case enum.IPredSLT:
		r = s < 0
	case enum.IPredSLE:
		r = s <= 0
	default:
		return nil, 0, false
	}
	if r {
		return big.NewInt(1), 1, true
	}
	return new(big.Int), 1, true
}

// extractElement folds an element of a constant vector.
func (f folder) extractElement(x *constant.ExprExtractElement, depth int) (*big.Int, uint, bool) {
	i, _, ok := f.fold(x.Index, depth)
	if !ok || !i.IsInt64() {
		return nil, 0, false
	}
	switch vec := x.X.(type) {
	case *constant.Vector:
		if i.Int64() >= int64(len(vec.Elems)) {
			return nil, 0, false // poison
		}
		return f.fold(vec.Elems[i.Int64()], depth)
	case *constant.ZeroInitializer:
		vt, ok := vec.Typ.(*types.VectorType)
		if !ok || uint64(i.Int64()) >= vt.Len {
			return nil, 0, false
		}
		w, ok := intBits(vt.ElemType)
		return new(big.Int), w, ok
	}
	return nil, 0, false
}

// gep folds the address a constant getelementptr computes.
func (f folder) gep(x *constant.ExprGetElementPtr, depth int) (*big.Int, uint, bool) {
	base, w, ok := f.fold(x.Src, depth)
	if !ok {
		return nil, 0, false
	}
	addr := new(big.Int).Set(base)
	var cur types.Type = x.ElemType
	for i, ix := range x.Indices {
		n, nw, ok := f.fold(ix, depth)
		if !ok {
			return nil, 0, false
		}
		n = signed(n, nw) // sign-extended to the pointer's width
		var off *big.Int
		if i == 0 {
			size, err := AllocSize(cur)
			if err != nil {
				return nil, 0, false
			}
			off = new(big.Int).Mul(n, big.NewInt(size))
		} else {
			switch t := cur.(type) {
			case *types.StructType:
				if !n.IsInt64() || n.Int64() < 0 || n.Int64() >= int64(len(t.Fields)) {
					return nil, 0, false
				}
				o, err := FieldOffset(t, int(n.Int64()))
				if err != nil {
					return nil, 0, false
				}
				off, cur = big.NewInt(o), t.Fields[n.Int64()]
			case *types.ArrayType:
				size, err := AllocSize(t.ElemType)
				if err != nil {
					return nil, 0, false
				}
				off, cur = new(big.Int).Mul(n, big.NewInt(size)), t.ElemType
			default:
				return nil, 0, false // a vector element: not byte-addressed in general
			}
		}
		addr.Add(addr, off)
	}
	return wrap(addr, w), w, true
}

// intBits returns the width in bits of an integer or pointer type.
func intBits(t types.Type) (uint, bool) {
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize == 0 {
			return 0, false
		}
		return uint(t.BitSize), true
	case *types.PointerType:
		return ptrBits, true
	}
	return 0, false
}

// wrap returns v modulo 2^w, in [0, 2^w).
func wrap(v *big.Int, w uint) *big.Int {
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), w), big.NewInt(1))
	return new(big.Int).And(v, mask) // And on a negative v reads it in two's complement
}

// signed returns the w-bit pattern v read in two's complement.
func signed(v *big.Int, w uint) *big.Int {
	if v.Bit(int(w-1)) == 0 {
		return v
	}
	return new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), w))
}
