package statictrace

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
	"github.com/reusescope/reusescope/irreader"
)

// callParts returns the callee and the arguments of a call or an invoke
// (C++ calls in a try block or in a scope with destructors to run are
// invokes: a call that also names where an exception lands).
func callParts(v value.Value) (callee value.Value, args []value.Value, ok bool) {
	switch c := v.(type) {
	case *ir.InstCall:
		return c.Callee, c.Args, true
	case *ir.TermInvoke:
		return c.Invokee, c.Args, true
	}
	return nil, nil, false
}

// callValue returns the call or invoke instruction of in as a value (the
// call's result), or nil when in is neither.
func callValue(in *irreader.Inst) value.Value {
	if c, ok := in.IR.(*ir.InstCall); ok {
		return c
	}
	if iv, ok := in.TermIR.(*ir.TermInvoke); ok {
		return iv
	}
	return nil
}
