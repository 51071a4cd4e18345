package loops

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// Which argument a parsed string is (argv[k], argv[optind + k]) and what a
// scanf format converts (inputs.go).

// argvOf returns k when the string v is argv[k] of main (through local
// copies, parameters bound at every call site, and a choice between it and
// a null pointer: argc > 1 ? argv[1] : NULL), else 0.
func (in *inputs) argvOf(f *irreader.Func, v value.Value, depth int) int {
	if depth > maxDepth {
		return 0
	}
	v = irreader.StripPtrCasts(v)
	switch x := v.(type) {
	case *ir.InstLoad:
		if gep, ok := irreader.StripPtrCasts(x.Src).(*ir.InstGetElementPtr); ok {
			if len(gep.Indices) != 1 || gep.Src.Type().String() != "i8**" {
				return 0
			}
			k, ok := stripArg(gep.Indices[0]).(*constant.Int)
			if !ok {
				// argv[optind + k] after getopt: -1 - k.
				if off, ok := in.optindOffset(gep.Indices[0], 0); ok && off >= 0 && off < 1<<16 {
					if call, _ := in.theGetopt(); call != nil {
						return -1 - int(off)
					}
				}
				return 0
			}
			if !k.X.IsInt64() || k.X.Int64() < 1 || k.X.Int64() > 1<<16 {
				return 0
			}
			return int(k.X.Int64())
		}
		al, ok := irreader.StripPtrCasts(x.Src).(*ir.InstAlloca)
		if !ok {
			return 0
		}
		if in.env.useOf(f, al) != usePlain {
			return 0 // written where the analysis does not see
		}
		if st := f.SingleStore(al); st != nil {
			return in.argvOf(f, st.Src, depth+1)
		}
		// A local written on several paths (-O0 "cond ? argv[1] : NULL"
		// is a phi, but a pointer kept in a local is several stores).
		var stored []value.Value
		for _, u := range in.usesOf(f, al) {
			if st, ok := u.(*ir.InstStore); ok && irreader.StripPtrCasts(st.Dst) == al {
				stored = append(stored, st.Src)
			}
		}
		return in.oneArgv(f, stored, depth)
	case *ir.InstPhi:
		var incs []value.Value
		for _, inc := range x.Incs {
			incs = append(incs, inc.X)
		}
		return in.oneArgv(f, incs, depth)
	case *ir.InstSelect:
		return in.oneArgv(f, []value.Value{x.ValueTrue, x.ValueFalse}, depth)
	case *ir.Param:
		k := 0
		if !in.bindings(x, func(caller *irreader.Func, arg value.Value) bool {
			j := in.argvOf(caller, arg, depth+1)
			if j == 0 || k != 0 && j != k {
				return false
			}
			k = j
			return true
		}) {
			return 0
		}
		return k
	}
	return 0
}

// oneArgv returns k when every value of vals that is not a null pointer is
// argv[k] (argvOf), else 0.
func (in *inputs) oneArgv(f *irreader.Func, vals []value.Value, depth int) int {
	k := 0
	for _, v := range vals {
		if _, null := v.(*constant.Null); null {
			continue
		}
		j := in.argvOf(f, v, depth+1)
		if j == 0 || k != 0 && j != k {
			return 0
		}
		k = j
	}
	return k
}

// scanFormat returns the format string of a sscanf call, "" when it is not
// a constant.
func (in *inputs) scanFormat(c *ir.InstCall) string {
	at, ok := scanFuncs[calleeName(c)]
	if !ok || len(c.Args) <= at {
		return ""
	}
	format, _ := constString(c.Args[at])
	return format
}

// scanBits returns the width of the integer conversion conv of a format
// writes (32 for %d, 64 for %ld), 64 for the count of conversions.
func scanBits(format string, conv int) int {
	if conv < 0 {
		return 32
	}
	specs := ScanSpecs(format)
	if conv >= len(specs) {
		return 0
	}
	return specs[conv].Bits
}

// ScanSpec is one conversion of a scanf format that stores a value.
type ScanSpec struct {
	Verb byte // d, i, u, x, o, f, e, g, s, c, [
	Bits int  // the width of the integer it writes (0 for others)
}

// ScanSpecs returns the storing conversions of a scanf format in order
// (%*d, which stores nothing, and %% are left out).
func ScanSpecs(format string) []ScanSpec {
	var out []ScanSpec
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		skip := false
		if i < len(format) && format[i] == '*' {
			skip = true
			i++
		}
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			i++
		}
		mod := ""
		for i < len(format) && strings.IndexByte("hljztLq", format[i]) >= 0 {
			mod += string(format[i])
			i++
		}
		if i >= len(format) {
			break
		}
		verb := format[i]
		if verb == '[' {
			for i++; i < len(format) && format[i] != ']'; i++ {
			}
		}
		if skip {
			continue
		}
		bits := 0
		if strings.IndexByte("diuxXon", verb) >= 0 {
			switch mod {
			case "hh":
				bits = 8
			case "h":
				bits = 16
			case "l", "ll", "j", "z", "t", "q", "L":
				bits = 64
			default:
				bits = 32
			}
		}
		out = append(out, ScanSpec{Verb: verb, Bits: bits})
	}
	return out
}

// fromArgv reports whether the string v may be an argument of main,
// argv[i] at any index (argv[++i] in a loop over the arguments, *argv
// after argv++): a load through a pointer into main's argv, or a phi,
// select, local or parameter that may hold one.
func (in *inputs) fromArgv(f *irreader.Func, v value.Value, depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch x := irreader.StripPtrCasts(stripArg(v)).(type) {
	case *ir.InstLoad:
		if in.argvPtr(f, x.Src, depth+1) {
			return true
		}
		if al, ok := irreader.StripPtrCasts(x.Src).(*ir.InstAlloca); ok {
			for _, u := range in.usesOf(f, al) {
				if st, ok := u.(*ir.InstStore); ok && irreader.StripPtrCasts(st.Dst) == al && in.fromArgv(f, st.Src, depth+1) {
					return true
				}
			}
		}
	case *ir.InstPhi:
		for _, inc := range x.Incs {
			if in.fromArgv(f, inc.X, depth+1) {
				return true
			}
		}
	case *ir.InstSelect:
		return in.fromArgv(f, x.ValueTrue, depth+1) || in.fromArgv(f, x.ValueFalse, depth+1)
	case *ir.Param:
		found := false
		in.bindings(x, func(caller *irreader.Func, arg value.Value) bool {
			found = in.fromArgv(caller, arg, depth+1)
			return !found
		})
		return found
	}
	return false
}

// argvPtr reports whether the pointer p may point into main's argv array:
// main's second parameter, an offset of it (argv + i, argv++), or a local,
// phi, select or parameter that may hold one.
func (in *inputs) argvPtr(f *irreader.Func, p value.Value, depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch x := irreader.StripPtrCasts(stripArg(p)).(type) {
	case *ir.Param:
		if f.Name == "main" && len(f.IR.Params) > 1 && x == f.IR.Params[1] {
			return true
		}
		found := false
		in.bindings(x, func(caller *irreader.Func, arg value.Value) bool {
			found = in.argvPtr(caller, arg, depth+1)
			return !found
		})
		return found
	case *ir.InstGetElementPtr:
		return in.argvPtr(f, x.Src, depth+1)
	case *ir.InstLoad:
		al, ok := irreader.StripPtrCasts(x.Src).(*ir.InstAlloca)
		if !ok {
			return false
		}
		for _, u := range in.usesOf(f, al) {
			if st, ok := u.(*ir.InstStore); ok && irreader.StripPtrCasts(st.Dst) == al && in.argvPtr(f, st.Src, depth+1) {
				return true
			}
		}
	case *ir.InstPhi:
		for _, inc := range x.Incs {
			if in.argvPtr(f, inc.X, depth+1) {
				return true
			}
		}
	case *ir.InstSelect:
		return in.argvPtr(f, x.ValueTrue, depth+1) || in.argvPtr(f, x.ValueFalse, depth+1)
	}
	return false
}
