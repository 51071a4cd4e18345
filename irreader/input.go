package irreader

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/reusescope/reusescope/internal/safefile"
)

// What the tool reads is the text clang-14 writes with -S -emit-llvm. The
// other things users hand it get an error that says what to do instead:
// source files (by their extension, or, when the text does not parse, by
// their content), LLVM bitcode (disassembled with llvm-dis-14 when it is
// installed), IR of LLVM 15 or later (opaque pointers) and binary files.

// Disassembler is the program ReadText runs on LLVM bitcode.
const Disassembler = "llvm-dis-14"

// MaxFileBytes is the largest file ReadText reads (1 GiB): some 15 million
// lines of IR, five times the largest module tested (BENCHMARKS.md). A file
// that is not a regular file (a directory, a FIFO, /dev/zero) is refused
// too, before it is read.
const MaxFileBytes = 1 << 30

// disTimeout bounds one run of the disassembler; it takes well under a second
// on a large program.
const disTimeout = 2 * time.Minute

// sourceLangs maps the extensions of C and C++ source files to the language
// and the compiler that turns them into IR.
var sourceLangs = map[string][2]string{
	".c": {"C", "clang-14"}, ".h": {"C", "clang-14"}, ".i": {"C", "clang-14"},
	".cc": {"C++", "clang++-14"}, ".cpp": {"C++", "clang++-14"}, ".cxx": {"C++", "clang++-14"},
	".c++": {"C++", "clang++-14"}, ".C": {"C++", "clang++-14"}, ".hh": {"C++", "clang++-14"},
	".hpp": {"C++", "clang++-14"}, ".hxx": {"C++", "clang++-14"}, ".ii": {"C++", "clang++-14"},
}

// ReadText returns the IR text of the file at path: the file itself, or,
// for LLVM bitcode, its disassembly by llvm-dis-14. A C or C++ source file,
// or bitcode when llvm-dis-14 is not on PATH, is an error that says what to
// do; so are a file over MaxFileBytes and one that is not a regular file.
func ReadText(path string) ([]byte, error) {
	src, _, err := readText(path)
	return src, err
}

// readText is ReadText, also reporting whether the text is a disassembly.
func readText(path string) (src []byte, disassembled bool, err error) {
	if lang, ok := sourceLangs[filepath.Ext(path)]; ok {
		return nil, false, fmt.Errorf("%s: %s", path, sourceHint(lang, path))
	}
	src, err = safefile.ReadRegular(path, MaxFileBytes)
	if err != nil {
		return nil, false, err
	}
	if !isBitcode(src) {
		return src, false, nil
	}
	dis, err := exec.LookPath(Disassembler)
	if err != nil {
		return nil, false, fmt.Errorf("%s: %s, and %s is not on PATH: install it (apt-get install llvm-14), or compile the program with clang-14 -g -S -emit-llvm", path, bitcodeIs, Disassembler)
	}
	ctx, cancel := context.WithTimeout(context.Background(), disTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, dis, "-o", "-", path)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, false, fmt.Errorf("%s: %s: %s %s: %w: %s", path, bitcodeIs, Disassembler, path, err, printable(firstLine(stderr.String())))
	}
	return stdout.Bytes(), true, nil
}

// bitcodeIs starts the messages about bitcode files.
const bitcodeIs = "this is LLVM bitcode, not IR text"

// isBitcode reports whether src starts with the magic number of LLVM bitcode
// ("BC" 0xC0DE) or of its wrapper header (0x0B17C0DE, little-endian).
func isBitcode(src []byte) bool {
	return bytes.HasPrefix(src, []byte("BC\xC0\xDE")) || bytes.HasPrefix(src, []byte("\xDE\xC0\x17\x0B"))
}

// sourceHint says how to turn a source file of lang (language, compiler) into IR.
func sourceHint(lang [2]string, name string) string {
	return fmt.Sprintf("this is %s source: compile it with %s -g -S -emit-llvm %s", lang[0], lang[1], name)
}

// diagnose explains why src, which llir could not parse, is not IR the tool
// reads, or returns "" when it looks like IR with an error in it.
func diagnose(name string, src []byte) string {
	switch {
	case isBitcode(src):
		return fmt.Sprintf("%s: read it with ReadFile, which runs %s, or disassemble it with %s %s", bitcodeIs, Disassembler, Disassembler, name)
	case isBinary(src):
		return fmt.Sprintf("not LLVM IR text but binary data (starting %s): give the .ll file clang-14 -g -S -emit-llvm writes", quoteStart(src))
	case hasOpaquePointers(src):
		return "IR from LLVM 15 or later (opaque pointers) is not supported; use clang-14, or clang 15/16 with -Xclang -no-opaque-pointers"
	}
	if lang, ok := sourceLanguage(src); ok {
		return sourceHint(lang, name)
	}
	return ""
}

// sniffLen is how much of a file isBinary looks at.
const sniffLen = 4096

// isBinary reports whether the start of src holds a NUL byte or is not UTF-8
// (IR text is UTF-8 and writes other bytes of strings as \xx escapes).
func isBinary(src []byte) bool {
	head := src[:min(len(src), sniffLen)]
	cut := len(head) < len(src)
	if bytes.IndexByte(head, 0) >= 0 {
		return true
	}
	for len(head) > 0 {
		r, n := utf8.DecodeRune(head)
		if r == utf8.RuneError && n == 1 && !(cut && len(head) < utf8.UTFMax) {
			return true // but a multi-byte rune cut at the end of head is text
		}
		head = head[n:]
	}
	return false
}

// quoteLen bounds the bytes of the input an error quotes.
const quoteLen = 16

// quoteStart returns the first bytes of src quoted with %q.
func quoteStart(src []byte) string {
	if len(src) > quoteLen {
		return strconv.Quote(string(src[:quoteLen])) + "..."
	}
	return strconv.Quote(string(src))
}

// hasOpaquePointers reports whether src uses the type ptr of LLVM 15 and
// later outside strings and comments: as a word after one of " (<[{," and
// before one of " ,)>]}" or the end of the line.
func hasOpaquePointers(src []byte) bool {
	inStr := false
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case c == '\n':
			inStr = false
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == ';': // a comment: skip to the end of the line
			k := bytes.IndexByte(src[i:], '\n')
			if k < 0 {
				return false
			}
			i += k - 1
		case c == 'p' && i > 0 && bytes.HasPrefix(src[i:], []byte("ptr")):
			before := src[i-1]
			after := byte('\n')
			if i+3 < len(src) {
				after = src[i+3]
			}
			if strings.IndexByte(" (<[{,", before) >= 0 && strings.IndexByte(" ,)>]}\n", after) >= 0 {
				return true
			}
		}
	}
	return false
}

// cxxMarks are words found in C++ source and never in C.
var cxxMarks = []string{"std::", "namespace ", "template <", "template<", "class ", "#include <iostream>", "#include <vector>"}

// sourceLanguage reports whether src looks like C or C++ source (a line
// that starts with a preprocessor directive or a // comment, which IR never
// has) and which.
func sourceLanguage(src []byte) (lang [2]string, ok bool) {
	eachLine(src, func(_, start, end int) bool {
		line := bytes.TrimSpace(src[start:end])
		for _, p := range []string{"#include", "#define", "#if", "#pragma", "//"} {
			if bytes.HasPrefix(line, []byte(p)) {
				lang, ok = sourceLangs[".c"], true
				for _, m := range cxxMarks {
					if bytes.Contains(src, []byte(m)) {
						lang = sourceLangs[".cpp"]
					}
				}
				return false
			}
		}
		return true
	})
	return lang, ok
}

// maxMessage bounds the length of a message of llir's that an error repeats.
const maxMessage = 200

// printable returns s shortened to at most maxMessage bytes (at a rune
// boundary), quoted with %q when it holds bytes that are not printable text.
func printable(s string) string {
	short := s
	if len(short) > maxMessage {
		k := maxMessage
		for k > 0 && !utf8.RuneStart(short[k]) {
			k--
		}
		short = short[:k]
	}
	if !isText(short) {
		short = strconv.Quote(short)
	}
	if len(short) < len(s) {
		short += "..."
	}
	return short
}

// isText reports whether s is UTF-8 without control characters other than tab.
func isText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if (r < ' ' && r != '\t') || r == 0x7f {
			return false
		}
	}
	return true
}
