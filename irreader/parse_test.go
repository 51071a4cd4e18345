package irreader_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// TestParseErrors feeds malformed IR to Parse: each must give an error (never a
// panic) that starts with "parse <name>:" and contains the given fragments,
// which for syntax errors include the line.
func TestParseErrors(t *testing.T) {
	const fn = "define void @f() {\nentry:\n" // lines 1 and 2
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"missing terminator", fn + "  %a = add i32 1, 1\n}\n",
			[]string{"line 4", `"}"`}},
		{"misspelt opcode on line 8",
			fn + "  ret void\n}\n\ndefine void @h() {\nentry:\n  reet void\n}\n",
			[]string{"line 8", `"reet void"`}},
		{"stray assignment", fn + "  ret void\n}\n\nfoo = bar\n",
			[]string{"line 6", `"foo = bar"`}},
		{"truncated header", "define void @f( {\n",
			[]string{"line 2", "syntax error"}},
		{"undefined local", fn + "  %a = add i32 %nope, 1\n  ret void\n}\n",
			[]string{`"%nope"`}},
		{"branch to missing block", fn + "  br label %nowhere\n}\n",
			[]string{`"%nowhere"`}},
		{"duplicate local", fn + "  %a = add i32 1, 1\n  %a = add i32 1, 1\n  ret void\n}\n",
			[]string{`"%a"`}},
		{"undefined global", fn + "  %x = load i32, i32* @g\n  ret void\n}\n",
			[]string{`"@g"`}},
		{"undefined metadata", fn + "  ret void, !dbg !5\n}\n",
			[]string{`"!5"`}},
		// llir panics on a GEP through a non-pointer; Parse must recover.
		{"gep through an integer", fn + "  %y = getelementptr i32, i32 5, i64 1\n  ret void\n}\n",
			[]string{"malformed IR", "gep"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var (
				m   *irreader.Module
				err error
			)
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("Parse panicked: %v", r)
					}
				}()
				m, err = irreader.Parse("bad.ll", []byte(tt.src))
			}()
			if err == nil {
				t.Fatalf("Parse succeeded (%d funcs), want an error", len(m.Funcs))
			}
			if m != nil {
				t.Errorf("Parse returned a module with its error")
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "parse bad.ll: ") {
				t.Errorf("error %q does not start with %q", msg, "parse bad.ll: ")
			}
			if strings.Contains(msg, "\n") {
				t.Errorf("error %q spans several lines", msg)
			}
			for _, w := range tt.want {
				if !strings.Contains(msg, w) {
					t.Errorf("error %q does not contain %s", msg, w)
				}
			}
		})
	}
}

// TestReadFileMissing checks that a missing file gives an error naming it that
// still unwraps to fs.ErrNotExist.
func TestReadFileMissing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nope.ll")
	_, err := irreader.ReadFile(path)
	if err == nil || !strings.Contains(err.Error(), path) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadFile(missing) = %v; want an error naming %s that is fs.ErrNotExist", err, path)
	}
}

// TestLookupFunc checks function lookup and the default function choice.
func TestLookupFunc(t *testing.T) {
	m := readTestdata(t, "ops.ll")
	f, err := m.LookupFunc("")
	if err != nil || f.Name != "ops" {
		t.Errorf(`LookupFunc("") = %v, %v; want ops (the only defined function)`, f, err)
	}
	if _, err := m.LookupFunc("ext"); err == nil || !strings.Contains(err.Error(), "only declared") {
		t.Errorf(`LookupFunc("ext") error = %v; want "only declared"`, err)
	}
	if _, err := m.LookupFunc("nope"); err == nil || !strings.Contains(err.Error(), `unknown function "nope"`) || !strings.Contains(err.Error(), "ops") {
		t.Errorf(`LookupFunc("nope") error = %v; want unknown function naming ops`, err)
	}
	if got := len(m.DefinedFuncs()); got != 1 {
		t.Errorf("DefinedFuncs: %d, want 1", got)
	}
	if got := len(m.Funcs); got != 5 { // ops and four declarations
		t.Errorf("Funcs: %d, want 5", got)
	}
	two, err := irreader.Parse("two.ll", []byte("define void @a() {\n  ret void\n}\ndefine void @b() {\n  ret void\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := two.DefaultFunc(); err == nil || !strings.Contains(err.Error(), "a, b") {
		t.Errorf("DefaultFunc with a and b = %v; want an error listing a, b", err)
	}
}

// FuzzParse checks that Parse never panics and that a module it returns has
// consistent blocks: every block ends in its terminator and every successor is
// a block of the same function. FoldConst, given an address for every
// global, must not panic on any global's initialiser or any operand of a
// getelementptr, load or store.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"ops.ll", "access.ll"} {
		src, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte("define void @f() {\nentry:\n  br label %entry\n}\n"))
	for i := range constShapes {
		f.Add([]byte(shapeModule([]int{i})))
	}
	for _, x := range constExprExtras {
		f.Add([]byte(shapeModule(nil, x)))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := irreader.Parse("fuzz.ll", src)
		if err != nil {
			if m != nil {
				t.Fatalf("module returned with error %v", err)
			}
			return
		}
		foldAll(m)
		for _, fn := range m.Funcs {
			for _, b := range fn.Blocks {
				if b.Term == nil || b.Insts[len(b.Insts)-1] != b.Term {
					t.Fatalf("%s: terminator is not the last instruction", b.Label())
				}
				for _, s := range b.Succs() {
					if s == nil || s.Func != fn {
						t.Fatalf("%s: successor outside the function", b.Label())
					}
				}
			}
		}
	})
}

// foldAll runs FoldConst on the constants of m that are initialisers or
// operands of a getelementptr, a load or a store, with an address for each
// global and function, for FuzzParse: it must return, whatever the result.
func foldAll(m *irreader.Module) {
	addrs := globalAddrs(m)
	addrOf := func(c constant.Constant) (int64, bool) {
		a, ok := addrs[c]
		return a, ok
	}
	fold := func(v value.Value) {
		if c, ok := v.(constant.Constant); ok {
			irreader.FoldConst(c, addrOf)
		}
	}
	for _, g := range m.Globals {
		if g.IR.Init != nil {
			fold(g.IR.Init)
		}
	}
	for _, f := range m.DefinedFuncs() {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				switch in := in.(type) {
				case *ir.InstGetElementPtr:
					fold(in.Src)
					for _, ix := range in.Indices {
						fold(ix)
					}
				case *ir.InstLoad:
					fold(in.Src)
				case *ir.InstStore:
					fold(in.Src)
					fold(in.Dst)
				}
			}
		}
	}
}
