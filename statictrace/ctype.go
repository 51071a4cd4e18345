package statictrace

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// The character classes of <ctype.h> as glibc's C locale gives them (a
// program that never calls setlocale runs in it). glibc's macros read
// tables through the pointers __ctype_b_loc, __ctype_toupper_loc and
// __ctype_tolower_loc return (isalpha(c) is (*__ctype_b_loc())[c] &
// _ISalpha), and its functions (isalpha, toupper, ...) compute the same.
// The evaluator places the three pointer cells and their tables in the
// region of the module's declarations, whose place in the run the IR does
// not fix (Trace.Unplaced): their values are exact, their cache sets a
// guess. A test of a character's class (a word counter's isalpha, a
// tokenizer's isdigit) is then derived where the character is.

// Where the cells and the tables lie: each table covers the characters
// -128..255 (a signed char's values and EOF too), its pointer the entry
// of character 0.
const (
	ctypeBase       = GlobalBase + SectionSpacing - 1<<16
	ctypeBCell      = ctypeBase
	ctypeUpperCell  = ctypeBase + 8
	ctypeLowerCell  = ctypeBase + 16
	ctypeBTable     = ctypeBase + 0x100 // uint16 flags
	ctypeUpperTable = ctypeBase + 0x400 // int32
	ctypeLowerTable = ctypeBase + 0xa00 // int32
	ctypeEnd        = ctypeBase + 0x1000
)

// glibc's class bits (ctype.h's _ISbit on a little-endian machine).
const (
	isUpper  = 1 << 8
	isLower  = 1 << 9
	isAlpha  = 1 << 10
	isDigit  = 1 << 11
	isXdigit = 1 << 12
	isSpace  = 1 << 13
	isPrint  = 1 << 14
	isGraph  = 1 << 15
	isBlank  = 1 << 0
	isCntrl  = 1 << 1
	isPunct  = 1 << 2
	isAlnum  = 1 << 3
)

// ctypeFlags returns the class bits of character c (-128..255) in the C
// locale: only ASCII has a class.
func ctypeFlags(c int64) int64 {
	if c < 0 || c > 127 {
		return 0
	}
	var f int64
	switch {
	case c >= 'A' && c <= 'Z':
		f |= isUpper | isAlpha | isAlnum
	case c >= 'a' && c <= 'z':
		f |= isLower | isAlpha | isAlnum
	case c >= '0' && c <= '9':
		f |= isDigit | isXdigit | isAlnum
	}
	if c >= 'A' && c <= 'F' || c >= 'a' && c <= 'f' {
		f |= isXdigit
	}
	if c == ' ' || c >= '\t' && c <= '\r' {
		f |= isSpace
	}
	if c == ' ' || c == '\t' {
		f |= isBlank
	}
	if c < 32 || c == 127 {
		f |= isCntrl
	}
	if c >= 32 && c <= 126 {
		f |= isPrint
	}
	if c >= 33 && c <= 126 {
		f |= isGraph
		if f&isAlnum == 0 {
			f |= isPunct
		}
	}
	return f
}

// ctypeMap returns toupper's (upper) or tolower's value of character c
// (-128..255) in the C locale: the entries of -128..-2 are those of the
// unsigned char, EOF (-1) maps to itself.
func ctypeMap(c int64, upper bool) int64 {
	switch {
	case c == -1:
		return -1
	case c < 0:
		return c + 256
	case upper && c >= 'a' && c <= 'z':
		return c - 'a' + 'A'
	case !upper && c >= 'A' && c <= 'Z':
		return c - 'A' + 'a'
	}
	return c
}

// ctypeCells maps the functions that return the tables' cells to the
// cells.
var ctypeCells = map[string]int64{
	"__ctype_b_loc": ctypeBCell, "__ctype_toupper_loc": ctypeUpperCell, "__ctype_tolower_loc": ctypeLowerCell,
}

// declaresCtype reports whether m declares a function of ctypeCells: only
// then may a load read the tables (Trace.ctype, which spares the other
// programs' loads the check).
func declaresCtype(m *irreader.Module) bool {
	for name := range ctypeCells {
		if m.Func(name) != nil {
			return true
		}
	}
	return false
}

// ctypeClasses maps glibc's classification functions to their bits.
var ctypeClasses = map[string]int64{
	"isalpha": isAlpha, "isdigit": isDigit, "isalnum": isAlnum, "isspace": isSpace, "isupper": isUpper,
	"islower": isLower, "isxdigit": isXdigit, "ispunct": isPunct, "isprint": isPrint, "isgraph": isGraph,
	"iscntrl": isCntrl, "isblank": isBlank,
}

// ctypeCall evaluates a call of the ctype functions: the cells of the
// __ctype_*_loc functions, a classification (its bits of the character, as
// glibc's function returns them) and toupper/tolower. done is false for
// any other callee.
func (t *Trace) ctypeCall(a *Activation, name string, args []value.Value, d int) (v int64, ok, done bool) {
	if cell, ok := ctypeCells[name]; ok {
		return cell, true, true
	}
	class, isClass := ctypeClasses[name]
	if !isClass && name != "toupper" && name != "tolower" {
		return 0, false, false
	}
	if len(args) != 1 {
		return 0, false, true
	}
	c, ok := t.eval(a, args[0], d+1)
	if !ok {
		return 0, false, true
	}
	c = int64(int32(c))
	if c < -128 || c > 255 {
		return 0, false, true // outside the tables: undefined
	}
	switch {
	case isClass:
		return ctypeFlags(c) & class, true, true
	case name == "toupper":
		return ctypeMap(c, true), true, true
	}
	return ctypeMap(c, false), true, true
}

// ctypeLoad evaluates ld where it reads a ctype cell or table: its source
// is the pointer a __ctype_*_loc call returns (the cell) or an element of
// the table the cell holds. ok is false for any other load, which the
// other rules take.
func (t *Trace) ctypeLoad(a *Activation, ld *ir.InstLoad, d int) (int64, bool) {
	if !t.ctype || !t.ctypeSource(ld.Src) {
		return 0, false
	}
	addr, ok := t.eval(a, ld.Src, d+1)
	if !ok {
		return 0, false
	}
	size, err := irreader.StoreSize(ld.Type())
	if err != nil {
		return 0, false
	}
	return ctypeAt(addr, size)
}

// ctypeAt returns the size bytes at addr in the cells and tables.
func ctypeAt(addr, size int64) (int64, bool) {
	switch {
	case addr == ctypeBCell && size == 8:
		return ctypeBTable + 2*128, true
	case addr == ctypeUpperCell && size == 8:
		return ctypeUpperTable + 4*128, true
	case addr == ctypeLowerCell && size == 8:
		return ctypeLowerTable + 4*128, true
	case addr >= ctypeBTable && addr < ctypeBTable+2*384 && size == 2 && (addr-ctypeBTable)%2 == 0:
		return ctypeFlags((addr-ctypeBTable)/2 - 128), true
	case addr >= ctypeUpperTable && addr < ctypeUpperTable+4*384 && size == 4 && (addr-ctypeUpperTable)%4 == 0:
		return ctypeMap((addr-ctypeUpperTable)/4-128, true), true
	case addr >= ctypeLowerTable && addr < ctypeLowerTable+4*384 && size == 4 && (addr-ctypeLowerTable)%4 == 0:
		return ctypeMap((addr-ctypeLowerTable)/4-128, false), true
	}
	return 0, false
}

// ctypeSource reports whether p, a load's source, is a __ctype_*_loc call
// or an address into the table such a call's cell holds (a GEP from the
// load of the cell), through casts.
func (t *Trace) ctypeSource(p value.Value) bool {
	for range 4 {
		switch x := irreader.StripPtrCasts(p).(type) {
		case *ir.InstCall:
			_, ok := ctypeCells[t.calleeOf(x)]
			return ok
		case *ir.InstGetElementPtr:
			p = x.Src
		case *ir.InstLoad:
			p = x.Src
		default:
			return false
		}
	}
	return false
}
