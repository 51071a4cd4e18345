package measure

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/llir/llvm/asm"
)

// requireClang skips the test when clang-14 is not installed.
func requireClang(t testing.TB) string {
	t.Helper()
	c, err := findClang("")
	if err != nil {
		t.Skip(err)
	}
	return c
}

// compileC compiles testdata/name.c to IR with the flags the project uses
// and returns the .ll path.
func compileC(t testing.TB, name, opt string, extra ...string) string {
	t.Helper()
	clang := requireClang(t)
	out := filepath.Join(t.TempDir(), name+opt+".ll")
	args := append([]string{"-S", "-emit-llvm", "-g", "-gdwarf-4", "-fno-discard-value-names", opt}, extra...)
	args = append(args, filepath.Join("testdata", name+".c"), "-o", out)
	if b, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
		t.Fatalf("compile %s: %v\n%s", name, err, b)
	}
	return out
}

// blockIndex returns the index of the block labelled label in function fn of the IR file.
func blockIndex(t testing.TB, ll, fn, label string) int {
	t.Helper()
	m, err := asm.ParseFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range m.Funcs {
		if f.Name() != fn {
			continue
		}
		for i, b := range f.Blocks {
			if b.LocalName == label {
				return i
			}
		}
	}
	t.Fatalf("no block %s in %s", label, fn)
	return -1
}

func TestNestBlockCounts(t *testing.T) {
	ll := compileC(t, "nest", "-O0")
	res, err := Run(context.Background(), ll, Options{Func: "kernel", Progress: os.Stderr})
	if err != nil {
		t.Fatal(err)
	}
	k := res.Funcs["kernel"]
	// Hand-derived: the header of a loop of n iterations runs n+1 times per
	// entry; the k-loop is entered 100*200 times.
	want := map[string]uint64{
		"entry":    1,
		"for.cond": 101, "for.body": 100,
		"for.cond1": 100 * 201, "for.body3": 100 * 200,
		"for.cond4": 100 * 200 * 301, "for.body6": 100 * 200 * 300,
		"for.end": 100 * 200, "for.end10": 100, "for.end13": 1,
	}
	for label, n := range want {
		if got := k.Blocks[blockIndex(t, ll, "kernel", label)]; got != n {
			t.Errorf("kernel %s ran %d times, want %d", label, got, n)
		}
	}
	t.Logf("loads %d stores %d events %d elapsed %v", res.Loads, res.Stores, res.Events, res.Elapsed)
}

// findSucc returns the block index of the s-th successor of block b of fn.
func findSucc(t testing.TB, ll, fn string, b, s int) int {
	t.Helper()
	m, err := asm.ParseFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	p := buildPlan(m)
	return p.find(fn).succ[b][s]
}

// compileCXX compiles testdata/name.cpp to IR as compileC does.
func compileCXX(t testing.TB, name, opt string) string {
	t.Helper()
	clang := requireClang(t)
	out := filepath.Join(t.TempDir(), name+opt+".ll")
	args := []string{"-S", "-emit-llvm", "-g", opt, filepath.Join("testdata", name+".cpp"), "-o", out}
	if b, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
		t.Fatalf("compile %s: %v\n%s", name, err, b)
	}
	return out
}
