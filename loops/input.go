package loops

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// Sizes read from outside the program (int n = atoi(argv[1])) become Lua
// parameters named after the source variable the value is stored in. A
// size with a fallback constant (n = argc > 1 ? atoi(argv[1]) : 200, a
// phi or select of the parsed value and a constant) takes the constant as
// its default: the program run without arguments. One with no fallback has
// no default, so the branches it bounds are estimated until --set gives it.
// inputs.go follows the parsed values through memory and calls.

// inputFuncs are the C library functions that parse a number from text.
var inputFuncs = map[string]bool{
	"atoi": true, "atol": true, "atoll": true,
	"strtol": true, "strtoll": true, "strtoul": true, "strtoull": true,
	"__isoc23_strtol": true, "__isoc23_strtoll": true, "__isoc23_strtoul": true,
	"atof": true, "strtod": true, "strtof": true,
}

// compareFuncs are the C library functions that compare two strings:
// strcmp(argv[1], "fast") is an input when one side is a string literal
// (compareOf); the arguments decide it.
var compareFuncs = map[string]bool{"strcmp": true, "strncmp": true, "strcasecmp": true, "strncasecmp": true}

// compareOf returns, for a call of compareFuncs with one side a string
// literal, the other side (the string compared), the literal, the length
// limit (strncmp's n, -1 for none), and whether the literal is the first
// argument (the result's sign is then the other way round).
func compareOf(c *ir.InstCall) (str value.Value, lit string, n int64, swapped, ok bool) {
	if !compareFuncs[calleeName(c)] || len(c.Args) < 2 {
		return nil, "", 0, false, false
	}
	n = -1
	if strings.HasPrefix(calleeName(c), "strn") || strings.HasPrefix(calleeName(c), "strncase") {
		if len(c.Args) < 3 {
			return nil, "", 0, false, false
		}
		k, isK := intConst(stripArg(c.Args[2]))
		if !isK || k < 0 {
			return nil, "", 0, false, false
		}
		n = k
	}
	if l, isLit := constString(c.Args[1]); isLit {
		if _, both := constString(c.Args[0]); !both {
			return c.Args[0], l, n, false, true
		}
	}
	if l, isLit := constString(c.Args[0]); isLit {
		return c.Args[1], l, n, true, true
	}
	return nil, "", 0, false, false
}

// parsedString returns the argument of the input call c that holds the
// text it reads: the string a comparison compares with its literal, else
// the first argument.
func parsedString(c *ir.InstCall) value.Value {
	if str, _, _, _, ok := compareOf(c); ok {
		return str
	}
	if len(c.Args) == 0 {
		return nil
	}
	return c.Args[0]
}

// realFuncs are those of inputFuncs that parse a floating-point number
// (strtod's syntax); strtof rounds it to float.
var realFuncs = map[string]bool{"atof": true, "strtod": true, "strtof": true}

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

// keptBits returns the width of the integer the program keeps the input v
// in: v's own width, or the width every use of v truncates it to (-O2's
// int n = atoi(s), which is (int)strtol(s, 0, 10): a trunc of an i64), 0
// when v is not an integer.
func keptBits(f *irreader.Func, v value.Value) int {
	t, ok := v.Type().(*types.IntType)
	if !ok {
		return 0
	}
	narrow, uses := 0, 0
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			for _, op := range in.Operands() {
				if *op != v {
					continue
				}
				uses++
				w := 0
				switch x := in.(type) {
				case *ir.InstTrunc:
					if to, ok := x.To.(*types.IntType); ok {
						w = int(to.BitSize)
					}
				case *ir.InstShl:
					w = sextInRegWidth(f, x)
				}
				if w == 0 {
					return int(t.BitSize)
				}
				if narrow != 0 && w != narrow {
					return int(t.BitSize)
				}
				narrow = w
			}
		}
	}
	if uses > 0 && narrow > 0 {
		return narrow
	}
	return int(t.BitSize)
}

// sextInRegWidth returns w when every use of sl is ashr sl, c making the
// sign extension of sl's operand's low w bits (sextInReg), else 0.
func sextInRegWidth(f *irreader.Func, sl *ir.InstShl) int {
	w := 0
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			for _, op := range in.Operands() {
				if *op != value.Value(sl) {
					continue
				}
				u, isValue := in.(value.Value)
				if !isValue {
					return 0
				}
				_, k, ok := sextInReg(u)
				if !ok || w != 0 && k != w {
					return 0
				}
				w = k
			}
		}
	}
	return w
}

// sourceName returns the source variable v is known as: its own debug name
// (llvm.dbg.value at -O2), that of a local it is stored to (-O0), or that
// of a cast, phi or select of it (-O2: n = (int)strtol(...)).
func (env *Env) sourceName(f *irreader.Func, v value.Value) string {
	if n := f.VarName(v); n != "" {
		return n
	}
	// A value (or its conversion) stored into a struct member is named
	// after the member (c->iters = atoi(...): iters), not the struct.
	casts := map[value.Value]bool{v: true}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			switch x := in.(type) {
			case *ir.InstTrunc:
				casts[x] = casts[x] || casts[x.From]
			case *ir.InstSExt:
				casts[x] = casts[x] || casts[x.From]
			case *ir.InstZExt:
				casts[x] = casts[x] || casts[x.From]
			case *ir.InstStore:
				if casts[x.Src] {
					if n := f.Module.FieldName(x.Dst); n != "" {
						return n
					}
				}
			}
		}
	}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			switch x := in.(type) {
			case *ir.InstStore:
				if x.Src == v {
					if n := f.VarName(x.Dst); n != "" {
						return n
					}
				}
			case *ir.InstTrunc, *ir.InstSExt, *ir.InstZExt, *ir.InstPhi, *ir.InstSelect:
				for _, op := range x.(ir.Instruction).Operands() {
					if *op == v {
						if n := f.VarName(x.(value.Value)); n != "" {
							return n
						}
					}
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

// callLine returns the source line of a call, 0 if unknown. A call
// inlined from a header (atoi's body, strtol, at -O2) is placed at the
// line of the program's source that made it (irreader.UserLocation).
func callLine(c *ir.InstCall) int {
	line, _ := irreader.UserLocation(c.Metadata)
	return line
}

// callFunc returns the source function holding call c of fn: where the
// optimiser inlined a function, the inlined one (setup, holding the atoi
// that -O2 put in main); fn's own name otherwise.
func callFunc(c *ir.InstCall, fn *irreader.Func) string {
	if _, name := irreader.UserLocation(c.Metadata); name != "" {
		return name
	}
	return fn.SourceName()
}

// InputParam returns the Lua parameter standing for v, a number read from
// outside the program (or a phi or select of one and its fallback), when
// the analysis met it; nil otherwise. It only reads.
func (env *Env) InputParam(v value.Value) *LuaParam { return env.inputs[v] }
