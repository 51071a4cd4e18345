package irreader_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/irreader"
)

// TestNamesFromDebugInfo: IR from plain clang-14 (value names discarded)
// gets its parameter names from the DILocalVariable with the parameter's
// arg: number, at -O0 (declared on the alloca the argument is stored to)
// and -O2 (llvm.dbg.value, or nothing for an unused parameter), and its
// block names from the IR number and the first source line.
func TestNamesFromDebugInfo(t *testing.T) {
	block := regexp.MustCompile(`^bb[0-9]+(@[0-9]+)?$`)
	for _, c := range []struct {
		file   string
		params map[string]string
	}{
		{"names.O0.ll", map[string]string{"scale": "n out in unused", "main": "argc argv", "twice": "k"}},
		{"names.O2.ll", map[string]string{"scale": "n out in unused", "main": "argc argv"}},
	} {
		m, err := irreader.ReadFile("testdata/" + c.file)
		if err != nil {
			t.Fatal(err)
		}
		for fn, want := range c.params {
			f, err := m.LookupFunc(fn)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range f.Params {
				got = append(got, p.Name)
			}
			if strings.Join(got, " ") != want {
				t.Errorf("%s %s: parameters %q, want %q", c.file, fn, got, want)
			}
			for _, b := range f.Blocks {
				if !block.MatchString(b.Name) {
					t.Errorf("%s %s: block %q (IR %%%s) is not bbN@line", c.file, fn, b.Name, b.IRName)
				}
				if !strings.HasPrefix(b.Name, "bb"+b.IRName) {
					t.Errorf("%s %s: block %q does not name IR block %%%s", c.file, fn, b.Name, b.IRName)
				}
			}
		}
	}
}

// TestNamesWithoutDebugInfo: a parameter with neither a source name nor an
// IR name that is an identifier is arg<index>.
func TestNamesWithoutDebugInfo(t *testing.T) {
	m, err := irreader.Parse("x.ll", []byte("define i32 @f(i32 %0, i32 %n) {\n  %2 = add i32 %0, %n\n  ret i32 %2\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := m.LookupFunc("f")
	if err != nil {
		t.Fatal(err)
	}
	if a, b := f.Params[0].Name, f.Params[1].Name; a != "arg0" || b != "n" {
		t.Errorf("parameters %q %q, want arg0 n", a, b)
	}
	if b := f.Blocks[0]; b.Name != "bb1" || b.IRName != "1" {
		t.Errorf("block %q (IR %q), want bb1 (1)", b.Name, b.IRName)
	}
}

// TestInlinedFunction: --func of a static kernel -O2 inlined into main says
// where its code went (matmul is lines 5-12 of argv_matmul.c; the inlined
// instructions carry lines 6-11) instead of "unknown function".
func TestInlinedFunction(t *testing.T) {
	m, err := irreader.ReadFile("../internal/pipeline/testdata/argv_matmul.O2.ll")
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.LookupFunc("matmul")
	if err == nil || !strings.Contains(err.Error(), `"matmul" was inlined by the optimiser into main (its lines 6-11)`) || !strings.Contains(err.Error(), "--func main") {
		t.Errorf("got %v", err)
	}
	if _, err := m.LookupFunc("nosuch"); err == nil || !strings.Contains(err.Error(), "unknown function") {
		t.Errorf("nosuch: got %v", err)
	}
}

// TestLookupCXXNames: --func takes a C++ function by its symbol, its
// source name, or its demangled name with or without template arguments
// or with its parameters (checked against c++filt); an unknown name lists
// the defined functions by their demangled signatures, which it accepts.
// At -O2, where run<float> was inlined into main, its demangled name finds
// where it went, and its instructions are code of it.
func TestLookupCXXNames(t *testing.T) {
	m, err := irreader.ReadFile("../testdata/corpus/ll/template_matrix.O0.ll")
	if err != nil {
		t.Fatal(err)
	}
	const sym = "_Z15kernel_multiplyIfEvRK6MatrixIT_ES4_RS2_"
	for _, name := range []string{sym, "kernel_multiply<float>", "void kernel_multiply<float>(Matrix<float> const&, Matrix<float> const&, Matrix<float>&)"} {
		f, err := m.LookupFunc(name)
		if err != nil || f.Name != sym {
			t.Errorf("LookupFunc(%q) = %v, %v; want %s", name, f, err, sym)
		}
	}
	if f, err := m.LookupFunc("Matrix<float>::sum"); err != nil || f.Name != "_ZNK6MatrixIfE3sumEv" {
		t.Errorf("LookupFunc(Matrix<float>::sum) = %v, %v", f, err)
	}
	// run<float> and run<long>: two instances of one template.
	if _, err := m.LookupFunc("run"); err == nil || !strings.Contains(err.Error(), "2 functions are called \"run\"") || !strings.Contains(err.Error(), "float run<float>(int)") {
		t.Errorf("LookupFunc(run): %v, want the two instances by signature", err)
	}
	if f, err := m.LookupFunc("float run<float>(int)"); err != nil || f.Name != "_Z3runIfET_i" {
		t.Errorf("LookupFunc(float run<float>(int)) = %v, %v", f, err)
	}
	if _, err := m.LookupFunc("nosuch"); err == nil || strings.Contains(err.Error(), "_Z") {
		t.Errorf("LookupFunc(nosuch): %v, want the defined functions demangled", err)
	}
}
