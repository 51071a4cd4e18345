package irreader_test

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/reusescope/reusescope/irreader"
)

// TestReadCXX reads clang++-14's output for the programs of testdata/cxx
// (regen.sh): each parses, and the model has the functions, invokes,
// landing pads and resumes the text has.
func TestReadCXX(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "cxx", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata/cxx/*.ll: %v", err)
	}
	invokes := 0
	for _, file := range files {
		m, err := irreader.ReadFile(file)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		want := countLines(t, file)
		got := map[string]int{"define": len(m.DefinedFuncs())}
		for _, f := range m.DefinedFuncs() {
			for _, b := range f.Blocks {
				for _, in := range b.Insts {
					switch in.Opcode {
					case "invoke", "landingpad", "resume":
						got[in.Opcode]++
					}
				}
				if b.Term.Opcode == "invoke" && (b.Term.Class != irreader.ClassCall || len(b.Succs()) != 2) {
					t.Errorf("%s: %s: invoke of class %v with %d successors", file, b.Label(), b.Term.Class, len(b.Succs()))
				}
			}
		}
		for _, k := range []string{"define", "invoke", "landingpad", "resume"} {
			if got[k] != want[k] {
				t.Errorf("%s: %d %s in the model, %d in the text", file, got[k], k, want[k])
			}
		}
		invokes += got["invoke"]
	}
	if invokes == 0 {
		t.Errorf("no invoke in testdata/cxx")
	}
}

// countLines counts the lines of file that define a function or hold an
// invoke, a landingpad or a resume.
func countLines(t *testing.T, file string) map[string]int {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := map[string]int{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "define "):
			n["define"]++
		case strings.HasPrefix(line, "  ") && strings.Contains(line, " invoke "):
			n["invoke"]++
		case strings.HasPrefix(line, "  ") && strings.Contains(line, " = landingpad "):
			n["landingpad"]++
		case strings.HasPrefix(line, "  resume "):
			n["resume"]++
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestReadErrors reads files that are not IR the tool reads: each gives one
// line that says what to do, and never echoes binary bytes.
func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, src string
		want      []string
	}{
		{"opaque.ll", "define i32 @f(ptr %p) {\n  %x = load i32, ptr %p, align 4\n  ret i32 %x\n}\n",
			[]string{"parse ", "IR from LLVM 15 or later (opaque pointers) is not supported; use clang-14, or clang 15/16 with -Xclang -no-opaque-pointers"}},
		{"opaque-decl.ll", "declare i32 @printf(ptr noundef, ...)\n",
			[]string{"opaque pointers"}},
		{"prog.c", "int main(void) { return 0; }\n",
			[]string{"this is C source: compile it with clang-14 -g -S -emit-llvm ", "prog.c"}},
		{"prog.cpp", "int main() { return 0; }\n",
			[]string{"this is C++ source: compile it with clang++-14 -g -S -emit-llvm ", "prog.cpp"}},
		{"header.h", "int f(void);\n", []string{"this is C source"}},
		{"c-as.ll", "/* sum */\n#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 1); return 0; }\n",
			[]string{"parse ", "this is C source: compile it with clang-14 -g -S -emit-llvm ", "c-as.ll"}},
		{"cxx-as.ll", "#include <vector>\nint main() { std::vector<int> v; return v.size(); }\n",
			[]string{"this is C++ source: compile it with clang++-14"}},
		{"a.out", "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00\x01\x00\x00\x00\xa0\xef\xff\x1b",
			[]string{"parse ", `binary data (starting "\x7fELF\x02\x01\x01\x00`}},
		{"latin1.ll", "\xe9t\xe9 = global i32 0\n", []string{"parse ", `binary data (starting "\xe9t\xe9 = global i32"...)`}},
		{"control.ll", "define void @f() {\n  \x01\x02\x03 = add i32 1, 1\n  ret void\n}\n",
			[]string{"line 2: syntax error near ", `"\x01\x02\x03 = add i32 1, 1"`}},
		{"long-line.ll", strings.Repeat("x", 5000) + "\n", []string{"line 1", "..."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.name)
			if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
				t.Fatal(err)
			}
			m, err := irreader.ReadFile(path)
			if err == nil {
				t.Fatalf("ReadFile succeeded (%d funcs), want an error", len(m.Funcs))
			}
			checkMessage(t, err.Error(), tt.want)
		})
	}
}

// maxError bounds the length of an error about a file's content.
const maxError = 400

// checkMessage fails unless msg is one line of printable text, not too
// long, that contains every fragment of want.
func checkMessage(t *testing.T, msg string, want []string) {
	t.Helper()
	if !utf8.ValidString(msg) || strings.IndexFunc(msg, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0 {
		t.Errorf("error %q is not printable text", msg)
	}
	if len(msg) > maxError {
		t.Errorf("error of %d bytes: %q", len(msg), msg)
	}
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("error %q does not contain %q", msg, w)
		}
	}
}

// TestParseBitcode checks that Parse, which runs no program, says how to
// read bitcode.
func TestParseBitcode(t *testing.T) {
	for _, magic := range []string{"BC\xc0\xde", "\xde\xc0\x17\x0b"} {
		_, err := irreader.Parse("x.bc", []byte(magic+"\x35\x14\x00\x00\x05\x00\x00\x00\x62\x0c\x30\x24"))
		if err == nil {
			t.Fatalf("Parse(bitcode %q) succeeded", magic)
		}
		checkMessage(t, err.Error(), []string{"parse x.bc: this is LLVM bitcode", "llvm-dis-14 x.bc"})
	}
}

// TestReadBitcode reads LLVM bitcode: disassembled by llvm-dis-14 when it is
// on PATH, and an error with the hint when it is not.
func TestReadBitcode(t *testing.T) {
	dir := t.TempDir()
	bc := filepath.Join(dir, "ops.bc")
	junk := filepath.Join(dir, "junk.bc")
	if err := os.WriteFile(junk, []byte("BC\xc0\xde\xff\xff\xff\xff\x00\x01junk"), 0o644); err != nil {
		t.Fatal(err)
	}
	if as, err := exec.LookPath("llvm-as-14"); err == nil {
		if out, err := exec.Command(as, filepath.Join("testdata", "ops.ll"), "-o", bc).CombinedOutput(); err != nil {
			t.Fatalf("llvm-as-14: %v: %s", err, out)
		}
	}
	if _, err := exec.LookPath(irreader.Disassembler); err != nil {
		t.Logf("%s is not installed: only the error without it is checked", irreader.Disassembler)
	} else if _, err := os.Stat(bc); err != nil {
		t.Logf("llvm-as-14 is not installed: only the junk bitcode is read")
	} else {
		m, err := irreader.ReadFile(bc)
		if err != nil {
			t.Fatal(err)
		}
		want, err := irreader.ReadFile(filepath.Join("testdata", "ops.ll"))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := funcShape(m), funcShape(want); got != want {
			t.Errorf("bitcode read as\n%s\nwant\n%s", got, want)
		}
	}
	if _, err := exec.LookPath(irreader.Disassembler); err == nil {
		_, err := irreader.ReadFile(junk)
		if err == nil {
			t.Fatal("ReadFile(junk bitcode) succeeded")
		}
		checkMessage(t, err.Error(), []string{"junk.bc: this is LLVM bitcode", "llvm-dis-14"})
	}
	t.Setenv("PATH", "")
	for _, file := range []string{bc, junk} {
		if _, err := os.Stat(file); err != nil {
			continue
		}
		_, err := irreader.ReadFile(file)
		if err == nil {
			t.Fatalf("ReadFile(%s) without llvm-dis-14 succeeded", file)
		}
		checkMessage(t, err.Error(), []string{"this is LLVM bitcode, not IR text", "llvm-dis-14 is not on PATH", "clang-14 -g -S -emit-llvm"})
	}
}

// funcShape describes a module's defined functions: name, blocks and opcodes.
func funcShape(m *irreader.Module) string {
	var b bytes.Buffer
	for _, f := range m.DefinedFuncs() {
		b.WriteString(f.Name)
		for _, blk := range f.Blocks {
			b.WriteString("\n ")
			for _, in := range blk.Insts {
				b.WriteString(" " + in.Opcode)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestParseErrorPositions checks that a syntax error after a normalised
// construct is reported at its line of the user's file, quoting that line as
// written.
func TestParseErrorPositions(t *testing.T) {
	src := "declare noundef nonnull align 8 i32* @g()\n\ndefine void @f() {\n" +
		"  %1 = call noundef nonnull align 8 i32* @g()\n" +
		"  %2 = call noundef align 8 i32* @g(]\n" +
		"  ret void\n}\n"
	_, err := irreader.Parse("pos.ll", []byte(src))
	if err == nil {
		t.Fatal("Parse succeeded")
	}
	checkMessage(t, err.Error(), []string{"parse pos.ll: line 5", `"%2 = call noundef align 8 i32* @g(]"`})
}
