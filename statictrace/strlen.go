package statictrace

import (
	"github.com/llir/llvm/ir"
)

// maxStrlen bounds the bytes strlen reads.
const maxStrlen = 1 << 20

// strlenKey is a call of strlen in one iteration of its enclosing loops.
type strlenKey struct {
	call  *ir.InstCall
	stamp [4]int64
}

// strlenCall evaluates strlen(s) from the bytes the walk's memory of
// numbers holds at s (what the program stored, or a string literal's
// initialiser), up to the first zero: a string the program built, or one
// it was given as a constant. Its value is kept for the call's visit (the
// call's activation and the counters of its loops, or the walk's number of
// an iteration of a loop with no counter), read at the first evaluation: an -O0 build stores it at once, an -O2 build's loop reads it
// at its first test, before a loop that writes the string runs (n =
// strlen(s); for (i < n) s[i] = ...). ok is false where a byte is not
// known or no zero comes within maxStrlen bytes.
func (t *Trace) strlenCall(a *Activation, c *ir.InstCall, d int) (int64, bool) {
	if len(c.Args) != 1 {
		return 0, false
	}
	b, inFunc := t.instBlock[c]
	if !inFunc || a.Frame.nest == nil || b >= len(a.Frame.nest.Innermost) {
		return t.strlenAt(a, c, d)
	}
	for l := a.Frame.nest.Innermost[b]; l != nil; l = l.Parent {
		if l.IV == nil && a.passes[l] == 0 {
			// A loop with no counter that the walk does not number:
			// its iterations cannot be told apart, so the string is
			// read as it is now.
			return t.strlenAt(a, c, d)
		}
	}
	key := strlenKey{c, a.counterStamp(b)}
	if v, ok := a.strlens[key]; ok {
		return v.n, v.ok
	}
	n, ok := t.strlenAt(a, c, d)
	if a.strlens == nil {
		a.strlens = map[strlenKey]strlenValue{}
	}
	a.strlens[key] = strlenValue{n, ok}
	return n, ok
}

// strlenValue is strlenCall's result for a strlenKey.
type strlenValue struct {
	n  int64
	ok bool
}

// strlenAt reads the string c's argument points to.
func (t *Trace) strlenAt(a *Activation, c *ir.InstCall, d int) (int64, bool) {
	m := a.mem
	if m == nil || m.words == nil {
		return 0, false
	}
	p, ok := t.eval(a, c.Args[0], d+1)
	if !ok {
		return 0, false
	}
	for n := int64(0); n < maxStrlen; n++ {
		at := uint64(p + n)
		if m.storedAhead(at) {
			return 0, false
		}
		v, ok := m.read(at, 1)
		if !ok {
			return 0, false
		}
		if v&0xff == 0 {
			return n, true
		}
	}
	return 0, false
}
