package loops

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// Sizes read from outside the program (int n = atoi(argv[1])) become Lua
// parameters named after the source variable the value is stored in. A
// size with a fallback constant (n = argc > 1 ? atoi(argv[1]) : 200, a
// phi or select of the parsed value and a constant) takes the constant as
// its default: the program run without arguments. One with no fallback has
// no default, so the branches it bounds are estimated until --set gives it.

// inputFuncs are the C library functions that parse a number from text.
var inputFuncs = map[string]bool{
	"atoi": true, "atol": true, "atoll": true,
	"strtol": true, "strtoll": true, "strtoul": true, "strtoull": true,
	"__isoc23_strtol": true, "__isoc23_strtoll": true, "__isoc23_strtoul": true,
}

// inputCall returns the call parsing a number from text that v is (through
// integer casts), or nil.
func inputCall(v value.Value) *ir.InstCall {
	c, ok := stripIntCasts(v).(*ir.InstCall)
	if !ok {
		return nil
	}
	if fn, ok := c.Callee.(*ir.Func); ok && inputFuncs[fn.Name()] {
		return c
	}
	return nil
}

// inputParam returns the Lua parameter standing for the input value v of
// function f, or nil when v is no input: a parsed number, or a phi or
// select of one and a constant (the fallback, its default).
func (env *Env) inputParam(f *irreader.Func, v value.Value) *LuaParam {
	var call *ir.InstCall
	var def *constant.Int
	switch x := v.(type) {
	case *ir.InstCall:
		call = inputCall(x)
	case *ir.InstPhi:
		if len(x.Incs) != 2 {
			return nil
		}
		for i, inc := range x.Incs {
			if c := inputCall(inc.X); c != nil {
				call = c
				def, _ = x.Incs[1-i].X.(*constant.Int)
			}
		}
		if def == nil {
			return nil
		}
	case *ir.InstSelect:
		if c := inputCall(x.ValueTrue); c != nil {
			call = c
			def, _ = x.ValueFalse.(*constant.Int)
		} else if c := inputCall(x.ValueFalse); c != nil {
			call = c
			def, _ = x.ValueTrue.(*constant.Int)
		}
		if def == nil {
			return nil
		}
	}
	if call == nil {
		return nil
	}
	if lp, ok := env.inputs[v]; ok {
		return lp
	}
	name := env.sourceName(f, v)
	if name == "" {
		name = env.sourceName(f, call)
	}
	if name == "" {
		name = fmt.Sprintf("input_%d", callLine(call))
	}
	where := fmt.Sprintf("%s read by %s in %s (line %d)", name, call.Callee.(*ir.Func).Name(), f.Name, callLine(call))
	lp := &LuaParam{Name: env.freeName(sanitize(name)), Where: where}
	if def != nil && def.X.IsInt64() {
		lp.Default, lp.HasDefault = float64(def.X.Int64()), true
		lp.Where += "; without arguments it is the fallback"
	}
	env.inputs[v] = lp
	env.Params = append(env.Params, lp)
	sort.Slice(env.Params, func(i, j int) bool { return env.Params[i].Name < env.Params[j].Name })
	return lp
}

// sourceName returns the source variable v is known as: its own debug name
// (llvm.dbg.value at -O2), or that of a local it is stored to (-O0).
func (env *Env) sourceName(f *irreader.Func, v value.Value) string {
	if n := f.VarName(v); n != "" {
		return n
	}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if st, ok := in.(*ir.InstStore); ok && st.Src == v {
				if n := f.VarName(st.Dst); n != "" {
					return n
				}
			}
		}
	}
	return ""
}

// freeName returns name, or name_2, name_3 ... when a parameter has it.
func (env *Env) freeName(name string) string {
	taken := func(s string) bool {
		for _, p := range env.Params {
			if p.Name == s {
				return true
			}
		}
		return false
	}
	if !taken(name) {
		return name
	}
	for k := 2; ; k++ {
		if s := fmt.Sprintf("%s_%d", name, k); !taken(s) {
			return s
		}
	}
}

// callLine returns the source line of a call, 0 if unknown.
func callLine(c *ir.InstCall) int {
	for _, md := range c.Metadata {
		if loc, ok := md.Node.(*metadata.DILocation); ok && md.Name == "dbg" {
			return int(loc.Line)
		}
	}
	return 0
}
