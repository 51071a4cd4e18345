package omp

// The IR value walks region recognition uses: through call-argument
// wrappers, pointer casts, the -O0 local copies of parameters, and chains of
// single predecessors.

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
	"github.com/reusescope/reusescope/irreader"
)

// maxChase bounds the walks through casts, copies and predecessor chains.
const maxChase = 64

// predecessors maps each block of f to its predecessors; nil f gives an empty map.
func predecessors(f *ir.Func) map[*ir.Block][]*ir.Block {
	preds := map[*ir.Block][]*ir.Block{}
	if f == nil {
		return preds
	}
	for _, b := range f.Blocks {
		if b.Term == nil {
			continue
		}
		for _, s := range b.Term.Succs() {
			preds[s] = append(preds[s], b)
		}
	}
	return preds
}

// paramOf returns the parameter of f that v is, directly, through casts, or
// through a load of a local slot whose only store saves that parameter (the
// -O0 "%x.addr" copy); nil otherwise.
func paramOf(f *ir.Func, v value.Value) *ir.Param {
	for step := 0; step < maxChase; step++ {
		v = irreader.StripPtrCasts(v)
		switch x := v.(type) {
		case *ir.Param:
			return x
		case *ir.InstLoad:
			al, ok := irreader.StripPtrCasts(x.Src).(*ir.InstAlloca)
			if !ok {
				return nil
			}
			st := singleStore(f, al)
			if st == nil {
				return nil
			}
			v = st.Src
		default:
			return nil
		}
	}
	return nil
}

// singleStore returns the only store into al in f, or nil.
func singleStore(f *ir.Func, al *ir.InstAlloca) *ir.InstStore {
	var found *ir.InstStore
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			st, ok := inst.(*ir.InstStore)
			if !ok || irreader.StripPtrCasts(st.Dst) != value.Value(al) {
				continue
			}
			if found != nil {
				return nil
			}
			found = st
		}
	}
	return found
}

// allocaOf returns the alloca v is, through casts, or nil.
func allocaOf(v value.Value) *ir.InstAlloca {
	al, _ := irreader.StripPtrCasts(v).(*ir.InstAlloca)
	return al
}

// intValue returns v as a Value, with its constant when it is one.
func intValue(v value.Value) Value {
	v = unwrapArg(v)
	c, ok := intConst(v)
	return Value{V: v, Const: c, Known: ok}
}

// intConst returns the constant v is when it fits an int64.
func intConst(v value.Value) (int64, bool) {
	c, ok := unwrapArg(v).(*constant.Int)
	if !ok || c.X == nil || !c.X.IsInt64() {
		return 0, false
	}
	return c.X.Int64(), true
}

// calleeName returns the name of the function call calls directly (through
// constant casts), or "".
func calleeName(call *ir.InstCall) string {
	if f, ok := irreader.StripPtrCasts(call.Callee).(*ir.Func); ok {
		return f.Name()
	}
	return ""
}

// unwrapArg returns the value a call argument wraps (an *ir.Arg carries
// the argument's attributes), or v itself.
func unwrapArg(v value.Value) value.Value {
	for step := 0; step < maxChase; step++ {
		a, ok := v.(*ir.Arg)
		if !ok {
			return v
		}
		v = a.Value
	}
	return v
}
