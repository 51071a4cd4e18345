package irreader

import (
	"bytes"
	"sync"

	"github.com/llir/llvm/ir"
)

// MaxInitBytes bounds the text of a global's initializer that is read.
// llir's parse of a constant costs about 50 times its text (an AST node and
// an IR constant per element): a 10-million-element array, 129 MB of text,
// took 4 GB. A larger initializer is read as undef (elideInits) and its
// contents are unknown to the analysis; its global keeps its type, size
// and section.
const MaxInitBytes = 1 << 20

// elideInits returns src with the initializer of every global definition
// longer than MaxInitBytes replaced by "undef" and spaces (every other byte
// keeps its position), and the names of those globals, or src itself when
// there is none. It looks only at lines longer than MaxInitBytes.
func elideInits(src []byte) ([]byte, []string) {
	var out []byte
	var names []string
	eachLine(src, func(_, start, end int) bool {
		if end-start > MaxInitBytes && src[start] == '@' {
			if name, i, j, ok := globalInit(src[start:end]); ok && j-i > MaxInitBytes {
				if out == nil {
					out = bytes.Clone(src)
				}
				w := out[start+i : start+j]
				n := copy(w, "undef")
				for k := n; k < len(w); k++ {
					w[k] = ' '
				}
				names = append(names, name)
			}
		}
		return true
	})
	if out == nil {
		return src, nil
	}
	return out, names
}

// globalInit finds the initializer of the global definition on line:
// the global's name (without '@') and the initializer's offsets [i, j).
func globalInit(line []byte) (name string, i, j int, ok bool) {
	k := skipLocalName(line, 1)
	if k < 0 {
		return "", 0, 0, false
	}
	name = string(bytes.Trim(line[1:k], `"`))
	if !bytes.HasPrefix(line[k:], []byte(" = ")) {
		return "", 0, 0, false
	}
	k += len(" = ")
	// Linkage, visibility and the other words before global or constant.
	for {
		w := k
		for w < len(line) && line[w] != ' ' && line[w] != '(' {
			w++
		}
		if w < len(line) && line[w] == '(' { // addrspace(1), thread_local(...)
			if w = skipBalanced(line, w); w < 0 {
				return "", 0, 0, false
			}
		}
		word := string(line[k:w])
		if w >= len(line) {
			return "", 0, 0, false
		}
		k = w + 1
		if word == "global" || word == "constant" {
			break
		}
	}
	// The type: a word with its stars, or a bracketed type.
	if k < len(line) && (line[k] == '[' || line[k] == '{' || line[k] == '<') {
		k = skipBalanced(line, k)
	} else {
		for k >= 0 && k < len(line) && line[k] != ' ' {
			k++
		}
	}
	for k >= 0 && k < len(line) && line[k] == '*' {
		k++
	}
	if k < 0 || k >= len(line) || line[k] != ' ' {
		return "", 0, 0, false
	}
	i = k + 1
	switch {
	case bytes.HasPrefix(line[i:], []byte(`c"`)):
		q := bytes.IndexByte(line[i+2:], '"')
		if q < 0 {
			return "", 0, 0, false
		}
		j = i + 2 + q + 1
	case i < len(line) && (line[i] == '[' || line[i] == '{' || line[i] == '<'):
		if j = skipBalanced(line, i); j < 0 {
			return "", 0, 0, false
		}
	default:
		return "", 0, 0, false
	}
	return name, i, j, true
}

// skipBalanced returns the offset past the bracket that closes the one at
// line[i] ((, [, { or <), skipping quoted strings, or -1.
func skipBalanced(line []byte, i int) int {
	depth := 0
	for k := i; k < len(line); k++ {
		switch line[k] {
		case '"':
			q := bytes.IndexByte(line[k+1:], '"')
			if q < 0 {
				return -1
			}
			k += q + 1
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
			if depth == 0 {
				return k + 1
			}
		}
	}
	return -1
}

// elided holds the globals whose initializer was not read (elideInits).
var elided sync.Map // *ir.Global -> struct{}

// Elided reports whether g's initializer was too long to read
// (MaxInitBytes): its Init is undef, but its contents are not undefined,
// only unknown to the analysis, and its section is the one a defined
// initializer gives.
func Elided(g *ir.Global) bool {
	_, ok := elided.Load(g)
	return ok
}

// markElided records the globals of ll named in names as Elided.
func markElided(ll *ir.Module, names []string) {
	if len(names) == 0 {
		return
	}
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	for _, g := range ll.Globals {
		if want[g.Name()] {
			elided.Store(g, struct{}{})
		}
	}
}

// MaxNesting bounds the brackets a line of IR nests: llir reads constant
// expressions and types recursively, and a getelementptr of a
// getelementptr nested a million deep overflowed its goroutine's 1 GB
// stack. clang nests a few levels.
const MaxNesting = 10000

// tooDeep returns the first line (1-based) of src whose brackets nest more
// than MaxNesting deep and how deep, or 0. Only lines long enough to nest
// so deep are scanned.
func tooDeep(src []byte) (line, depth int) {
	eachLine(src, func(n, start, end int) bool {
		if end-start > 2*MaxNesting {
			if d := nesting(src[start:end]); d > MaxNesting {
				line, depth = n, d
				return false
			}
		}
		return true
	})
	return line, depth
}

// nesting returns the deepest the brackets of line nest, outside quoted
// strings and comments.
func nesting(line []byte) int {
	depth, deepest := 0, 0
	for k := 0; k < len(line); k++ {
		switch line[k] {
		case '"':
			q := bytes.IndexByte(line[k+1:], '"')
			if q < 0 {
				return deepest
			}
			k += q + 1
		case ';':
			return deepest
		case '(', '[', '{', '<':
			depth++
			deepest = max(deepest, depth)
		case ')', ']', '}', '>':
			depth--
		}
	}
	return deepest
}
