package irreader

import "bytes"

// normalize returns src with the constructs of clang-14's output that llir
// v0.3.6 cannot read, and that nothing in reusescope uses, blanked out with
// spaces. Every byte keeps its line and column, so llir's positions are
// those of the user's file. It returns src itself when there is nothing to
// change, and otherwise a copy; it runs in time linear in len(src).
//
// The one construct is the return attribute "align N" of a function header
// (define, declare) or of a call, invoke or callbr: C++ references
// ("noundef nonnull align 8 dereferenceable(8) double*"). llir's grammar
// accepts align among parameter attributes only. The alignment of a
// returned pointer is an optimisation hint; no analysis reads it.
func normalize(src []byte) []byte {
	var out []byte // the copy, made at the first change
	eachLine(src, func(_, start, end int) bool {
		if at := retAttrsStart(src[start:end]); at >= 0 {
			out = blankRetAlign(src, out, start+at, end)
		}
		return true
	})
	if out == nil {
		return src
	}
	return out
}

// retAttrsStart returns the offset in line of the words before the return
// type of a function header or of a call, invoke or callbr instruction, or -1
// when line is neither.
func retAttrsStart(line []byte) int {
	for _, kw := range [...]string{"define ", "declare "} {
		if bytes.HasPrefix(line, []byte(kw)) {
			return len(kw)
		}
	}
	if len(line) == 0 || (line[0] != ' ' && line[0] != '\t') {
		return -1
	}
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	if i < len(line) && line[i] == '%' { // "%x = " or `%"x y" = `
		i = skipLocalName(line, i+1)
		if i < 0 || !bytes.HasPrefix(line[i:], []byte(" = ")) {
			return -1
		}
		i += len(" = ")
	}
	for _, kw := range [...]string{"tail ", "musttail ", "notail "} {
		if bytes.HasPrefix(line[i:], []byte(kw)) {
			i += len(kw)
			break
		}
	}
	for _, kw := range [...]string{"call ", "invoke ", "callbr "} {
		if bytes.HasPrefix(line[i:], []byte(kw)) {
			return i + len(kw)
		}
	}
	return -1
}

// skipLocalName returns the offset just past the local name that starts at
// line[i] (after its '%'), or -1.
func skipLocalName(line []byte, i int) int {
	if i < len(line) && line[i] == '"' {
		k := bytes.IndexByte(line[i+1:], '"')
		if k < 0 {
			return -1
		}
		return i + 1 + k + 1
	}
	j := i
	for j < len(line) && isNameByte(line[j]) {
		j++
	}
	if j == i {
		return -1
	}
	return j
}

// isNameByte reports whether c may occur in an unquoted LLVM identifier.
func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '-' || c == '$' || c == '.' || c == '_'
}

// headerWords are the words that may precede the return type in a function
// header or a call: linkage, preemption, visibility, DLL storage, calling
// conventions, fast-math flags and the return attributes llir reads.
var headerWords = map[string]bool{
	"private": true, "internal": true, "available_externally": true, "linkonce": true,
	"weak": true, "common": true, "appending": true, "extern_weak": true,
	"linkonce_odr": true, "weak_odr": true, "external": true,
	"dso_local": true, "dso_preemptable": true,
	"default": true, "hidden": true, "protected": true, "dllimport": true, "dllexport": true,
	"ccc": true, "fastcc": true, "coldcc": true, "tailcc": true, "swiftcc": true, "swifttailcc": true,
	"cfguard_checkcc": true, "ghccc": true, "webkit_jscc": true, "anyregcc": true,
	"preserve_mostcc": true, "preserve_allcc": true, "cxx_fast_tlscc": true,
	"x86_stdcallcc": true, "x86_fastcallcc": true, "x86_thiscallcc": true,
	"x86_vectorcallcc": true, "x86_regcallcc": true, "x86_64_sysvcc": true, "win64cc": true,
	"cc":   true, // followed by a number, which is skipped as a word of its own
	"fast": true, "nnan": true, "ninf": true, "nsz": true, "arcp": true, "contract": true,
	"afn": true, "reassoc": true,
	"noundef": true, "nonnull": true, "noalias": true, "zeroext": true, "signext": true,
	"inreg": true,
}

// blankRetAlign blanks each "align N" among the words of src[i:end] that
// precede the return type, copying src into out first if out is nil, and
// returns out. It stops at the first word it does not know (the type).
func blankRetAlign(src, out []byte, i, end int) []byte {
	for i < end {
		j := i
		for j < end && src[j] != ' ' {
			j++
		}
		w := src[i:j]
		switch {
		case string(w) == "align":
			k := j + 1
			for k < end && src[k] >= '0' && src[k] <= '9' {
				k++
			}
			if k == j+1 || k < end && src[k] != ' ' {
				return out // "align" without a number (or "align 0x"): not an attribute
			}
			if out == nil {
				out = bytes.Clone(src)
			}
			for x := i; x < k; x++ {
				out[x] = ' '
			}
			j = k
		case len(w) == 0, // a second space
			headerWords[string(w)], isNumber(string(w)),
			bytes.HasPrefix(w, []byte("dereferenceable")), // (N) and _or_null(N)
			bytes.HasPrefix(w, []byte("!")):               // declare !dbg !12 ...
		default:
			return out
		}
		i = j + 1
	}
	return out
}

// eachLine calls f with the number (1-based) and the bounds [start, end)
// of each line of src, without its newline, until f returns false.
func eachLine(src []byte, f func(n, start, end int) bool) {
	for n, start := 1, 0; start < len(src); n++ {
		end := bytes.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		if !f(n, start, end) {
			return
		}
		start = end + 1
	}
}
