package heuristic

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// The allocation heuristic: a branch on the result of an allocation — the
// pointer malloc returns compared with null, the status posix_memalign
// returns compared with 0 — goes the way of success. LLVM 14's pointer and
// zero heuristics give the failure 12/32 (pointers rarely equal) or 20/32
// (x != 0 likely): the most probable path of a wrapper that returns NULL
// when posix_memalign fails is then the failure, every array it allocates
// is null, and the counts after the check are scaled by the failure's
// share. Programs are run where their allocations succeed; the branches
// this heuristic decides are an assumption stated apart, like error exits.

// allocKind is what an allocation call returns.
type allocKind int

const (
	allocPointer allocKind = iota + 1 // the block, null on failure
	allocStatus                       // 0 on success (posix_memalign)
)

// allocators maps the C and C++ allocation functions (operators by their
// Itanium names) to what they return.
var allocators = map[string]allocKind{
	"malloc": allocPointer, "calloc": allocPointer, "realloc": allocPointer,
	"aligned_alloc": allocPointer, "memalign": allocPointer, "valloc": allocPointer, "pvalloc": allocPointer,
	"_Znwm": allocPointer, "_Znam": allocPointer, "_ZnwmRKSt9nothrow_t": allocPointer, "_ZnamRKSt9nothrow_t": allocPointer,
	"_ZnwmSt11align_val_t": allocPointer, "_ZnamSt11align_val_t": allocPointer,
	"_ZnwmSt11align_val_tRKSt9nothrow_t": allocPointer, "_ZnamSt11align_val_tRKSt9nothrow_t": allocPointer,
	"posix_memalign": allocStatus,
}

// maxAllocDepth bounds the stores and loads followed back to an allocation.
const maxAllocDepth = 8

// allocSuccess returns the successor of the conditional branch br that an
// allocation's success takes (0 the true edge, 1 the false one); ok is false
// when br's condition is not a test of an allocation's result.
func allocSuccess(f *irreader.Func, br *ir.TermCondBr) (succ int, ok bool) {
	c, ok := br.Cond.(*ir.InstICmp)
	if !ok || (c.Pred != enum.IPredEQ && c.Pred != enum.IPredNE) {
		return 0, false
	}
	x, y := c.X, c.Y
	if isZero(x) {
		x, y = y, x
	}
	if !isZero(y) {
		return 0, false
	}
	// Success is "not null" for a pointer, "== 0" for a status.
	var succeedsWhenZero bool
	switch allocResult(f, x, 0) {
	case allocPointer:
		succeedsWhenZero = false
	case allocStatus:
		succeedsWhenZero = true
	default:
		return 0, false
	}
	trueIsZero := c.Pred == enum.IPredEQ
	if trueIsZero == succeedsWhenZero {
		return 0, true
	}
	return 1, true
}

// calleeName returns the name of the function c calls directly, else "".
func calleeName(c *ir.InstCall) string {
	if fn, ok := irreader.StripPtrCasts(c.Callee).(*ir.Func); ok {
		return fn.Name()
	}
	return ""
}

// isZero reports whether v is the integer 0 or the null pointer.
func isZero(v value.Value) bool {
	switch k := v.(type) {
	case *constant.Null:
		return true
	case *constant.Int:
		return k.X.Sign() == 0
	}
	return false
}

// allocResult returns what allocation v is the result of: the call itself
// (through pointer casts and integer extensions), or a load of a local every
// store reaching which stores such a result (-O0 keeps them in allocas); 0
// for anything else.
func allocResult(f *irreader.Func, v value.Value, depth int) allocKind {
	if depth > maxAllocDepth {
		return 0
	}
	v = irreader.StripPtrCasts(v)
	switch x := v.(type) {
	case *ir.InstSExt:
		return allocResult(f, x.From, depth+1)
	case *ir.InstZExt:
		return allocResult(f, x.From, depth+1)
	case *ir.InstCall:
		return allocators[calleeName(x)]
	case *ir.TermInvoke: // C++ new where a throw would unwind through objects
		if fn, ok := irreader.StripPtrCasts(x.Invokee).(*ir.Func); ok {
			return allocators[fn.Name()]
		}
		return 0
	case *ir.InstLoad:
		defs := f.ReachingDefs(x)
		if len(defs) == 0 {
			return 0
		}
		var kind allocKind
		for _, def := range defs {
			var k allocKind
			switch d := def.(type) {
			case *ir.InstStore:
				k = allocResult(f, d.Src, depth+1)
			case *ir.InstCall: // the block posix_memalign writes through its first argument
				if allocators[calleeName(d)] == allocStatus {
					k = allocPointer
				}
			}
			if k == 0 || (kind != 0 && k != kind) {
				return 0
			}
			kind = k
		}
		return kind
	}
	return 0
}
