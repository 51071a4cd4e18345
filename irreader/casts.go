package irreader

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// maxCasts bounds the casts StripPtrCasts looks through: clang emits one or
// two; the bound only stops a malformed module's cycle.
const maxCasts = 64

// StripPtrCasts returns the value v is a pointer cast of: it looks through
// bitcast instructions, constant bitcast and addrspacecast expressions, and
// the attribute wrappers llir puts around call arguments (*ir.Arg). Every
// package that asks which function or object a pointer names (a call's
// callee, an OpenMP microtask, the alloca a store writes) asks through it.
func StripPtrCasts(v value.Value) value.Value {
	for i := 0; i < maxCasts; i++ {
		switch x := v.(type) {
		case *ir.Arg:
			v = x.Value
		case *ir.InstBitCast:
			v = x.From
		case *constant.ExprBitCast:
			v = x.From
		case *constant.ExprAddrSpaceCast:
			v = x.From
		default:
			return v
		}
	}
	return v
}
