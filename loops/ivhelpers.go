package loops

// Helpers of the induction-variable analysis: integer casts and
// constants, compare predicates (negated, swapped, unsigned, as Lua
// relations) and values read as unsigned.

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/poly"
)

// stripIntCasts returns v with its integer casts (sext, zext, trunc, and
// a sign extension within a register, sextInReg) removed: the counter a
// widened or narrowed induction variable is computed from. Pointer casts
// are stripPtrCasts's.
func stripIntCasts(v value.Value) value.Value {
	for i := 0; i < maxDepth; i++ {
		switch x := v.(type) {
		case *ir.InstSExt:
			v = x.From
		case *ir.InstZExt:
			v = x.From
		case *ir.InstTrunc:
			v = x.From
		case *ir.InstAShr:
			from, _, ok := sextInReg(x)
			if !ok {
				return v
			}
			v = from
		default:
			return v
		}
	}
	return v
}

// sextInReg returns x and w when v is ashr (shl x, c), c: the sign
// extension of x's low w bits (w = width - c) within its register, -O2's
// (long)(int)strtol(s, 0, 10). It is sext(trunc x to iw), the casts
// stripIntCasts takes as the value itself.
func sextInReg(v value.Value) (x value.Value, w int, ok bool) {
	sr, ok := v.(*ir.InstAShr)
	if !ok {
		return nil, 0, false
	}
	sl, ok := sr.X.(*ir.InstShl)
	if !ok {
		return nil, 0, false
	}
	c1, ok1 := intConst(sr.Y)
	c2, ok2 := intConst(sl.Y)
	t, ok3 := sr.Typ.(*types.IntType)
	if !ok1 || !ok2 || !ok3 || c1 != c2 || c1 <= 0 || c1 >= int64(t.BitSize) {
		return nil, 0, false
	}
	return sl.X, int(t.BitSize) - int(c1), true
}

func intConst(v value.Value) (int64, bool) {
	if c, ok := v.(*constant.Int); ok && c.X.IsInt64() {
		return c.X.Int64(), true
	}
	return 0, false
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func negate(p enum.IPred) enum.IPred {
	switch p {
	case enum.IPredEQ:
		return enum.IPredNE
	case enum.IPredNE:
		return enum.IPredEQ
	case enum.IPredSLT:
		return enum.IPredSGE
	case enum.IPredSGE:
		return enum.IPredSLT
	case enum.IPredSGT:
		return enum.IPredSLE
	case enum.IPredSLE:
		return enum.IPredSGT
	case enum.IPredULT:
		return enum.IPredUGE
	case enum.IPredUGE:
		return enum.IPredULT
	case enum.IPredUGT:
		return enum.IPredULE
	case enum.IPredULE:
		return enum.IPredUGT
	}
	return p
}

func swap(p enum.IPred) enum.IPred {
	switch p {
	case enum.IPredSLT:
		return enum.IPredSGT
	case enum.IPredSGT:
		return enum.IPredSLT
	case enum.IPredSLE:
		return enum.IPredSGE
	case enum.IPredSGE:
		return enum.IPredSLE
	case enum.IPredULT:
		return enum.IPredUGT
	case enum.IPredUGT:
		return enum.IPredULT
	case enum.IPredULE:
		return enum.IPredUGE
	case enum.IPredUGE:
		return enum.IPredULE
	}
	return p
}

func relOf(p enum.IPred) string {
	switch p {
	case enum.IPredSLT, enum.IPredULT:
		return "<"
	case enum.IPredSLE, enum.IPredULE:
		return "<="
	case enum.IPredSGT, enum.IPredUGT:
		return ">"
	case enum.IPredSGE, enum.IPredUGE:
		return ">="
	case enum.IPredNE:
		return "!="
	}
	return ""
}

func inBlock(b *ir.Block, in ir.Instruction) bool {
	for _, x := range b.Insts {
		if x == in {
			return true
		}
	}
	return false
}

// isIdent reports whether s is an identifier (not an unnamed value's number).
func isIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c == '.' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return s != ""
}

// isUnsignedPred reports whether p compares unsigned integers.
func isUnsignedPred(p enum.IPred) bool {
	switch p {
	case enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE:
		return true
	}
	return false
}

// intBits returns the width of integer type t, 64 for any other type.
func intBits(t types.Type) int {
	if it, ok := t.(*types.IntType); ok {
		return int(it.BitSize)
	}
	return 64
}

// asUnsigned returns p as an unsigned w-bit compare reads it: a negative
// constant becomes 2^w plus it; a function of parameters that can fall
// below 0 (n - 20) becomes the parameter computing it modulo 2^w
// (Env.wrapped), so for (unsigned i = 0; i < n - 20; i++) with n = 10 runs
// 2^32 - 10 times, as it does; anything else (a counter of an enclosing
// loop in it, a sum of parameters) is unchanged.
func (env *Env) asUnsigned(p poly.Poly, w int) poly.Poly {
	if c, ok := p.IsConst(); ok {
		if c < 0 && w < 1024 {
			return poly.Const(math.Ldexp(1, w) + c)
		}
		return p
	}
	if !mayBeNegative(p) {
		return p
	}
	if lp, ok := env.wrapped(p, w); ok {
		return poly.Sym(lp.Name)
	}
	return p
}

// mayBeNegative reports whether p can be below 0 for parameters at or
// above 0: some coefficient, or its constant, is negative.
func mayBeNegative(p poly.Poly) bool {
	for _, c := range p {
		if c < 0 {
			return true
		}
	}
	return false
}

// EveryIteration reports whether block b runs in every iteration of loop
// l: it dominates each of l's latches.
func (n *Nest) EveryIteration(l *Loop, b int) bool {
	for _, lt := range l.Latches {
		if !n.Graph.Dominates(b, lt) {
			return false
		}
	}
	return true
}
