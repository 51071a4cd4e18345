package probs

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/reusescope/reusescope/poly"
)

// Limits of the sandbox a script runs in. gopher-lua cannot bound the Go
// heap, so the string functions that multiply their input are capped here
// and Load watches the heap while the script runs (LoadOptions.MaxMemory).
const (
	// callStackSize is the deepest Lua call nesting; Lua 5.1 stops C-level
	// recursion at 200 (LUAI_MAXCCALLS) too.
	callStackSize = 200
	// registryInitial and registryMax bound the Lua data stack, in value
	// slots of 16 bytes: at most 16 MiB.
	registryInitial = 1024
	registryMax     = 1 << 20
	// maxStringBytes is the largest string string.rep, string.gsub,
	// table.concat and the .. operator may build (1 MiB); probability
	// scripts need a few bytes.
	maxStringBytes = 1 << 20
	// maxFormatDigits is the most digits of a width or precision in a
	// string.format directive, as in Lua 5.1 ("%99d" is the widest).
	maxFormatDigits = 2
)

// removedGlobals are base-library functions the sandbox takes away: they
// load code or files, touch the environment of other functions, or write
// to the process's stdout.
var removedGlobals = []string{
	"dofile", "load", "loadfile", "loadstring", "require", "module",
	"getfenv", "setfenv", "collectgarbage", "_printregs", "newproxy",
}

// unavailableNames are globals a script may expect from standard Lua but
// cannot use here; reading one gives a clearer error than "undefined".
var unavailableNames = map[string]bool{
	"os": true, "io": true, "package": true, "debug": true, "coroutine": true,
	"channel": true, "dofile": true, "load": true, "loadfile": true,
	"loadstring": true, "require": true, "module": true, "getfenv": true,
	"setfenv": true, "collectgarbage": true, "newproxy": true,
}

// newSandbox returns a Lua state with only the base, table, string and math
// libraries, strict globals (reading an undefined global is an error), a
// print that writes to out (nil: discarded) and the global table `param`
// holding set. Reading param.x marks x in the returned map.
func newSandbox(set map[string]string, out io.Writer) (*lua.LState, map[string]bool) {
	L := lua.NewState(lua.Options{
		SkipOpenLibs:    true,
		CallStackSize:   callStackSize,
		RegistrySize:    registryInitial,
		RegistryMaxSize: registryMax,
		MaxConcatBytes:  maxStringBytes, // the .. operator (third_party/gopher-lua/FORK.md)
	})
	for _, lib := range []struct {
		name string
		open lua.LGFunction
	}{
		{lua.BaseLibName, lua.OpenBase},
		{lua.TabLibName, lua.OpenTable},
		{lua.StringLibName, lua.OpenString},
		{lua.MathLibName, lua.OpenMath},
	} {
		L.Push(L.NewFunction(lib.open))
		L.Push(lua.LString(lib.name))
		L.Call(1, 0)
	}
	globals := L.G.Global
	for _, name := range removedGlobals {
		globals.RawSetString(name, lua.LNil)
	}
	globals.RawSetString("print", L.NewFunction(printTo(out)))
	capStringFuncs(L)
	addFloatSteps(L)

	read := make(map[string]bool)
	param := L.NewTable()
	paramMeta := L.NewTable()
	paramMeta.RawSetString("__index", L.NewFunction(func(L *lua.LState) int {
		key, ok := L.Get(2).(lua.LString)
		if !ok {
			L.Push(lua.LNil)
			return 1
		}
		read[string(key)] = true
		v, ok := set[string(key)]
		if !ok {
			L.Push(lua.LNil)
			return 1
		}
		L.Push(paramValue(v))
		return 1
	}))
	L.SetMetatable(param, paramMeta)
	globals.RawSetString("param", param)

	strict := L.NewTable()
	strict.RawSetString("__index", L.NewFunction(func(L *lua.LState) int {
		name := L.Get(2).String()
		if unavailableNames[name] {
			L.RaiseError("'%s' is not available in probability scripts (only the base, string, table and math libraries are)", name)
		} else {
			L.RaiseError("undefined global '%s'", name)
		}
		return 0
	}))
	L.SetMetatable(globals, strict)
	return L, read
}

// paramValue converts a --set value: a number if it reads as a finite Lua
// number (decimal, or hexadecimal integer with 0x), otherwise a string.
func paramValue(s string) lua.LValue {
	t := strings.TrimSpace(s)
	if f, ok := parseLuaNumber(t); ok {
		return lua.LNumber(f)
	}
	return lua.LString(s)
}

// parseLuaNumber parses t as Lua's tonumber would: decimal with optional
// fraction and exponent, or a 0x hexadecimal integer; only finite values.
func parseLuaNumber(t string) (float64, bool) {
	body := strings.TrimLeft(t, "+-")
	if len(t)-len(body) > 1 || body == "" {
		return 0, false
	}
	if strings.HasPrefix(body, "0x") || strings.HasPrefix(body, "0X") {
		u, err := strconv.ParseUint(body[2:], 16, 64)
		if err != nil {
			return 0, false
		}
		f := float64(u)
		if t[0] == '-' {
			f = -f
		}
		return f, true
	}
	for i := 0; i < len(body); i++ {
		c := body[i]
		if !('0' <= c && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
			return 0, false // rejects "inf", "nan", "1_000", Go hex floats
		}
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

// printTo returns a print that writes its arguments, tab-separated, to out.
func printTo(out io.Writer) lua.LGFunction {
	return func(L *lua.LState) int {
		if out == nil {
			return 0
		}
		parts := make([]string, L.GetTop())
		for i := range parts {
			parts[i] = L.ToStringMeta(L.Get(i + 1)).String()
		}
		fmt.Fprintln(out, strings.Join(parts, "\t"))
		return 0
	}
}

// addFloatSteps gives scripts math.isteps, math.idiv and math.ishl
// (below), math.fround(x) (x rounded to float) and math.fsteps(start, step, bound, pred, from,
// single): the iterations of a loop whose counter is a floating-point
// accumulation (poly.FloatSteps), counted with the machine's rounding; the
// loop analysis writes it for while (t < tend) t += dt. A loop that never
// ends, or cannot be counted, is an error naming it.
func addFloatSteps(L *lua.LState) {
	m, ok := L.G.Global.RawGetString(lua.MathLibName).(*lua.LTable)
	if !ok {
		return
	}
	m.RawSetString("fsteps", L.NewFunction(func(L *lua.LState) int {
		start, step, bound := float64(L.CheckNumber(1)), float64(L.CheckNumber(2)), float64(L.CheckNumber(3))
		pred := L.CheckString(4)
		from := L.OptInt64(5, 0)
		single := L.OptBool(6, false)
		k, ok := poly.FloatSteps(start, step, bound, pred, from, single)
		if !ok {
			L.RaiseError("math.fsteps: a counter from %v by %v compared (%s) with %v never stops, or takes more than %d additions one at a time",
				start, step, pred, bound, poly.MaxFloatSteps)
		}
		L.Push(lua.LNumber(k))
		return 1
	}))
	// math.isteps(start, op, by, bound, pred, from, bits): the iterations
	// of a loop whose integer counter is multiplied, shifted or divided
	// (poly.IntSteps).
	m.RawSetString("isteps", L.NewFunction(func(L *lua.LState) int {
		start, op, by := int64(L.CheckNumber(1)), L.CheckString(2), int64(L.CheckNumber(3))
		bound, pred := int64(L.CheckNumber(4)), L.CheckString(5)
		from, bits := L.OptInt64(6, 0), L.OptInt(7, 32)
		k, ok := poly.IntSteps(start, op, by, bound, pred, from, bits)
		if !ok {
			L.RaiseError("math.isteps: a counter from %d by %s %d compared (%s) with %d never stops", start, op, by, pred, bound)
		}
		L.Push(lua.LNumber(k))
		return 1
	}))
	// math.idiv(a, b): C's integer division of a by b, truncating
	// towards zero (a quotient of two sizes); a division by zero is an
	// error, as it traps in the program.
	m.RawSetString("idiv", L.NewFunction(func(L *lua.LState) int {
		a, b := float64(L.CheckNumber(1)), float64(L.CheckNumber(2))
		if b == 0 {
			L.RaiseError("math.idiv: %v divided by zero", a)
		}
		L.Push(lua.LNumber(math.Trunc(a / b)))
		return 1
	}))
	// math.ishl(c, k, bits): c << k in a signed bits-bit integer (1 << 31
	// in an int is -2^31); a shift by k < 0 or k >= bits is an error.
	m.RawSetString("ishl", L.NewFunction(func(L *lua.LState) int {
		c, k, bits := int64(L.CheckNumber(1)), float64(L.CheckNumber(2)), L.CheckInt(3)
		if bits < 1 || bits > 64 || k < 0 || k >= float64(min(bits, 63)) || k != math.Trunc(k) {
			L.RaiseError("math.ishl: %d shifted by %v in %d bits is out of range", c, k, bits)
		}
		s := uint(64 - bits)
		L.Push(lua.LNumber(float64(c << uint(k) << s >> s)))
		return 1
	}))
	// math.fround(x): x rounded to float, for counters kept in a float.
	m.RawSetString("fround", L.NewFunction(func(L *lua.LState) int {
		L.Push(lua.LNumber(float32(L.CheckNumber(1))))
		return 1
	}))
}

// capStringFuncs wraps string.rep, string.gsub, string.format and
// table.concat so that no single call builds more than maxStringBytes.
// The string metatable's __index is the string table itself, so method
// calls ("x"):rep(n) see the wrappers too.
func capStringFuncs(L *lua.LState) {
	str := L.GetGlobal(lua.StringLibName).(*lua.LTable)
	tab := L.GetGlobal(lua.TabLibName).(*lua.LTable)
	origGsub := str.RawGetString("gsub").(*lua.LFunction).GFunction
	origFormat := str.RawGetString("format").(*lua.LFunction).GFunction
	origConcat := tab.RawGetString("concat").(*lua.LFunction).GFunction

	str.RawSetString("rep", L.NewFunction(func(L *lua.LState) int {
		s := L.CheckString(1)
		n := float64(L.CheckNumber(2))
		if !(n >= 1) || s == "" { // also NaN
			L.Push(lua.LString(""))
			return 1
		}
		if n*float64(len(s)) > maxStringBytes {
			L.RaiseError("string.rep: result of %g bytes exceeds the %d-byte limit", n*float64(len(s)), maxStringBytes)
		}
		L.Push(lua.LString(strings.Repeat(s, int(n))))
		return 1
	}))

	str.RawSetString("gsub", L.NewFunction(func(L *lua.LState) int {
		s := L.CheckString(1)
		if repl, ok := L.Get(3).(lua.LString); ok {
			// Each match is replaced by repl, where every %d may expand
			// to at most the whole subject; there are at most len(s)+1
			// matches (empty ones included).
			per := float64(len(repl))
			if strings.Contains(string(repl), "%") {
				per *= float64(len(s)) + 1
			}
			matches := float64(len(s)) + 1
			if n, ok := L.Get(4).(lua.LNumber); ok && float64(n) < matches {
				matches = math.Max(float64(n), 0)
			}
			if bound := float64(len(s)) + matches*per; bound > maxStringBytes {
				L.RaiseError("string.gsub: result could reach %g bytes, over the %d-byte limit", bound, maxStringBytes)
			}
		}
		return origGsub(L)
	}))

	str.RawSetString("format", L.NewFunction(func(L *lua.LState) int {
		if err := checkFormat(L.CheckString(1)); err != nil {
			L.RaiseError("string.format: %v", err)
		}
		return origFormat(L)
	}))

	tab.RawSetString("concat", L.NewFunction(func(L *lua.LState) int {
		t := L.CheckTable(1)
		sep := L.OptString(2, "")
		i := float64(L.OptNumber(3, 1))
		j := float64(L.OptNumber(4, lua.LNumber(t.Len())))
		if n := j - i + 1; n > 1 {
			if (n-1)*float64(len(sep)) > maxStringBytes {
				L.RaiseError("table.concat: result would exceed the %d-byte limit", maxStringBytes)
			}
			total := (n - 1) * float64(len(sep))
			for k := i; k <= j; k++ {
				v := t.RawGetInt(int(k))
				if v.Type() != lua.LTString && v.Type() != lua.LTNumber {
					break // the original reports the bad value
				}
				if total += float64(len(v.String())); total > maxStringBytes {
					L.RaiseError("table.concat: result would exceed the %d-byte limit", maxStringBytes)
				}
			}
		}
		return origConcat(L)
	}))
}

// checkFormat rejects string.format directives whose width or precision
// has more than maxFormatDigits digits, as Lua 5.1 does.
func checkFormat(f string) error {
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		if i < len(f) && f[i] == '%' {
			continue
		}
		for i < len(f) && strings.IndexByte("-+ #0", f[i]) >= 0 {
			i++
		}
		digits := 0
		for i < len(f) && '0' <= f[i] && f[i] <= '9' {
			i++
			digits++
		}
		if digits > maxFormatDigits {
			return fmt.Errorf("invalid format (width too long)")
		}
		if i < len(f) && f[i] == '.' {
			i++
			digits = 0
			for i < len(f) && '0' <= f[i] && f[i] <= '9' {
				i++
				digits++
			}
			if digits > maxFormatDigits {
				return fmt.Errorf("invalid format (precision too long)")
			}
		}
	}
	return nil
}
