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
	args := append([]string{"-S", "-emit-llvm", "-g", "-gdwarf-4", opt}, extra...)
	args = append(args, filepath.Join("testdata", name+".c"), "-o", out)
	if b, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
		t.Fatalf("compile %s: %v\n%s", name, err, b)
	}
	return out
}

// clangBlocks are the blocks of kernel in the -O0 builds of testdata/C
// programs, in order, by the names clang gives them when it keeps value
// names (the tests compile as users do, without them).
var clangBlocks = map[string][]string{
	"ifmod": {"entry", "for.cond", "for.body", "if.then", "if.else", "if.end", "sw.bb", "sw.bb5", "sw.bb7", "sw.default", "sw.epilog", "for.inc", "for.end"},
	"nest":  {"entry", "for.cond", "for.body", "for.cond1", "for.body3", "for.cond4", "for.body6", "for.inc", "for.end", "for.inc8", "for.end10", "for.inc11", "for.end13"},
}

// blockIndex returns the index of the block clang calls label in kernel of
// the -O0 build of testdata/prog.c.
func blockIndex(t testing.TB, prog, label string) int {
	t.Helper()
	for i, l := range clangBlocks[prog] {
		if l == label {
			return i
		}
	}
	t.Fatalf("%s: kernel has no block %s", prog, label)
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
		if got := k.Blocks[blockIndex(t, "nest", label)]; got != n {
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
