package pipeline

import (
	"math"
	"strings"
)

// scanArg returns what sscanf(arg, format, ...) gives: with conv ≥ 0 the
// integer its conv-th storing conversion writes (ok false when sscanf stops
// before it, so the variable keeps the value it had), with conv -1 its
// result (the number of conversions stored, or -1 (EOF) when the input ends
// before the first). It follows glibc: blanks in the format match any run
// of blanks, %d %i %u %x %o skip leading blanks and read as strtol does
// (%i by the number's prefix), %s and %[ read a word, %c one character,
// %n stores nothing countable; a literal character must match.
func scanArg(arg, format string, conv int) (int64, bool) {
	in := arg
	stored := 0
	eof := func() (int64, bool) {
		if conv >= 0 {
			return 0, false
		}
		if stored == 0 && strings.TrimLeft(in, " \t\n\v\f\r") == "" {
			return -1, true
		}
		return int64(stored), true
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if isBlank(c) {
			in = strings.TrimLeft(in, " \t\n\v\f\r")
			continue
		}
		if c != '%' || i+1 < len(format) && format[i+1] == '%' {
			if c == '%' {
				i++
				in = strings.TrimLeft(in, " \t\n\v\f\r")
			}
			if in == "" || in[0] != c {
				return eof()
			}
			in = in[1:]
			continue
		}
		i++
		skip := false
		if i < len(format) && format[i] == '*' {
			skip, i = true, i+1
		}
		width := 0
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			width = width*10 + int(format[i]-'0')
			i++
		}
		for i < len(format) && strings.IndexByte("hljztLq", format[i]) >= 0 {
			i++
		}
		if i >= len(format) {
			return eof()
		}
		verb := format[i]
		if verb == '[' {
			for i++; i < len(format) && format[i] != ']'; i++ {
			}
		}
		if verb != 'c' && verb != '[' && verb != 'n' {
			in = strings.TrimLeft(in, " \t\n\v\f\r")
		}
		if width > 0 && width < len(in) && verb != 'n' {
			// The field ends at the width; what follows is read next.
			rest := in[width:]
			v, used, ok := scanOne(in[:width], verb)
			if !ok {
				return eof()
			}
			in = in[:width][used:] + rest
			if !skip && verb != 'n' {
				if stored == conv {
					return v, true
				}
				stored++
			}
			continue
		}
		v, used, ok := scanOne(in, verb)
		if !ok {
			return eof()
		}
		in = in[used:]
		if !skip && verb != 'n' {
			if stored == conv {
				return v, true
			}
			stored++
		}
	}
	return eof()
}

func isBlank(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }

// scanOne reads one conversion from the start of s: its integer value (0
// for a conversion that stores no integer), the bytes it used and whether
// it matched.
func scanOne(s string, verb byte) (int64, int, bool) {
	switch verb {
	case 'd', 'u':
		return scanInt(s, 10)
	case 'i':
		return scanInt(s, 0)
	case 'x', 'X':
		return scanInt(s, 16)
	case 'o':
		return scanInt(s, 8)
	case 'c':
		if s == "" {
			return 0, 0, false
		}
		return 0, 1, true
	case 's', '[':
		n := 0
		for n < len(s) && !isBlank(s[n]) {
			n++
		}
		return 0, n, n > 0
	case 'f', 'e', 'g', 'a', 'E', 'G', 'A':
		n := 0
		for n < len(s) && strings.IndexByte("0123456789+-.eExXpPaAbBcCdDfFinftyINFTYN", s[n]) >= 0 {
			n++
		}
		return 0, n, n > 0
	}
	return 0, 0, false
}

// scanInt reads an optionally signed integer in base (0: by its prefix, as
// strtol does), saturating as strtol does.
func scanInt(s string, base int) (int64, int, bool) {
	i := 0
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	if (base == 0 || base == 16) && i+1 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') && i+2 < len(s) && digit(s[i+2], 16) >= 0 {
		base, i = 16, i+2
	} else if base == 0 && i < len(s) && s[i] == '0' {
		base = 8
	} else if base == 0 {
		base = 10
	}
	start := i
	var v uint64
	sat := false
	for i < len(s) {
		d := digit(s[i], base)
		if d < 0 {
			break
		}
		if v > (math.MaxUint64-uint64(d))/uint64(base) {
			sat = true
		} else {
			v = v*uint64(base) + uint64(d)
		}
		i++
	}
	if i == start {
		return 0, 0, false
	}
	switch {
	case sat || v > 1<<63 || v == 1<<63 && !neg:
		if neg {
			return math.MinInt64, i, true
		}
		return math.MaxInt64, i, true
	case neg:
		return -int64(v), i, true
	}
	return int64(v), i, true
}

func digit(c byte, base int) int {
	d := -1
	switch {
	case c >= '0' && c <= '9':
		d = int(c - '0')
	case c >= 'a' && c <= 'z':
		d = int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		d = int(c-'A') + 10
	}
	if d >= base {
		return -1
	}
	return d
}
