package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestFuncInlinedContext: hits --func of a kernel -O2 inlined into main
// answers in the program's context (its code found in main's walk), and
// --cold, which asks for the kernel alone, gets the inlined-function error
// instead, whichever order the flags come in. At n = 48 the kernel's
// accesses are, by hand, the n^3 loads of A and of B and the n^2 stores
// of C: 2*110592 + 2304 = 223488.
func TestFuncInlinedContext(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "corpus", "ll", "matmul_harness.O2.ll")
	out, _ := runOK(t, "hits", "--func", "kernel_matmul", file, "--", "48")
	if !strings.Contains(out, "kernel_matmul, 223488 accesses, in the program's context") {
		t.Errorf("hits --func kernel_matmul:\n%s", out)
	}
	for _, args := range [][]string{
		{"hits", "--cold", "--func", "kernel_matmul", file, "--", "48"},
		{"hits", "--func", "kernel_matmul", file, "--cold", "--", "48"},
	} {
		var o, e bytes.Buffer
		err := run(args, &o, &e)
		if err == nil || !strings.Contains(err.Error(), "was inlined by the optimiser into main") {
			t.Errorf("%s: %v, want the inlined-function error", strings.Join(args, " "), err)
		}
	}
}

// TestMeasureInlinedFunc: measure, compare and sweep --func of a kernel -O2
// inlined into main answer (its code's accesses in main's run, as hits
// takes them, and compare's rates say so), for a static kernel with no body left and for an external
// one whose uncalled copy stays. Their accesses are the hand count of
// TestFuncInlinedContext (223,488 at n = 48); the static kernel's L1
// misses are hits' own to within the one miss the -O2 whole program
// differs by (ACCURACY.md).
func TestMeasureInlinedFunc(t *testing.T) {
	requireClang(t)
	file := filepath.Join("..", "..", "testdata", "corpus", "ll", "matmul_harness.O2.ll")
	cacheFlag := "--cache=L1=8KiB/4/64"
	out, _ := runOK(t, "measure", cacheFlag, "--func", "kernel_matmul", file, "--", "48")
	if !strings.Contains(out, "memory accesses: 223488 (221184 loads, 2304 stores)") || !strings.Contains(out, "scope: the accesses of kernel_matmul's code, which the optimiser inlined") {
		t.Errorf("measure --func kernel_matmul:\n%s", out)
	}
	measured := levelMisses(t, out, "L1")
	static := levelMisses(t, runOKOut(t, "hits", cacheFlag, "--func", "kernel_matmul", file, "--", "48"), "L1")
	if measured < static-1 || measured > static+1 {
		t.Errorf("L1 misses: measured %d, static %d", measured, static)
	}
	sw := runOKOut(t, "sweep", "--model", "sets", "--sizes", "8KiB", "--assoc", "4", "--func", "kernel_matmul", file, "--", "48")
	if want := fmt.Sprintf("1,8192,4,64,223488,%.6f,%d,0\n", 1-float64(static)/223488, static); !strings.HasSuffix(sw, want) {
		t.Errorf("sweep --func kernel_matmul: %q, want a row %q", sw, want)
	}
	cmp, _ := runOK(t, "compare", cacheFlag, "--func", "kernel_matmul", file, "--", "48")
	if !strings.Contains(cmp, "the accesses of kernel_matmul's code, which the optimiser inlined into main, in the program's context") || strings.Contains(cmp, "main's accesses in the program's context") {
		t.Errorf("compare --func kernel_matmul does not say whose accesses its rates are:\n%s", cmp)
	}

	// An external kernel whose calls were all inlined: its copy never runs,
	// and its code where it went is measured.
	ext := filepath.Join(t.TempDir(), "ext.ll")
	src := filepath.Join(t.TempDir(), "ext.c")
	code := "#include <stdlib.h>\nvoid scale(double *a, int n) { for (int i = 0; i < n; i++) a[i] *= 3; }\nint main(int argc, char **argv) { int n = 1000; double *a = calloc(n, sizeof *a); scale(a, n); return (int)a[0]; }\n"
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command("clang-14", "-g", "-S", "-emit-llvm", "-O2", src, "-o", ext).CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	out, _ = runOK(t, "measure", "--func", "scale", "--format", "json", ext)
	var m struct {
		Accesses uint64 `json:"accesses"`
		Inlined  string `json:"inlined"`
	}
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	hits := runOKOut(t, "hits", "--func", "scale", ext)
	if m.Inlined != "scale" || m.Accesses == 0 || !strings.Contains(hits, fmt.Sprintf("scale, %d accesses", m.Accesses)) {
		t.Errorf("measure --func scale: %+v; hits:\n%s", m, hits)
	}
}

// runOKOut is runOK's standard output.
func runOKOut(t *testing.T, args ...string) string {
	t.Helper()
	out, _ := runOK(t, args...)
	return out
}

// levelMisses returns the misses of the first table row of level name in
// the text output of hits or measure (level size assoc line rate local
// hits misses ...; the line size is "64 B").
func levelMisses(t *testing.T, out, name string) uint64 {
	t.Helper()
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) >= 9 && f[0] == name && f[4] == "B" {
			n, err := strconv.ParseUint(f[8], 10, 64)
			if err == nil {
				return n
			}
		}
	}
	t.Fatalf("no row of %s in:\n%s", name, out)
	return 0
}

// TestCompareFuncContextCounts: compare --func in the program's context
// counts the function's blocks over the whole run, every call, as the
// measured run does, and from the program's analysis. csr_spmv calls its
// kernel once per power iteration (10 calls at 40 10), and the bound of
// its inner loop, rowptr[i + 1], is what main's build() stored: the
// program's walk derives it, the kernel's own session, entered with its
// arguments only, cannot. Counted per call from the kernel alone, every
// block was a tenth of the run's (1 entry against 10, not marked as an
// estimate) and the inner loop estimated (-55 %). By hand: 10 entries,
// 1,600 rows each, so 16,010 tests of the row loop.
func TestCompareFuncContextCounts(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "corpus", "ll", "csr_spmv.O0.ll")
	out, _ := runOK(t, "compare", "--format", "json", "--func", "kernel_spmv", file, "--", "40", "10")
	var c struct {
		Estimated struct {
			Branches int `json:"branches"`
		} `json:"estimated"`
		Blocks []struct {
			Name             string
			Static, Measured float64
		} `json:"blocks"`
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatal(err)
	}
	if c.Estimated.Branches != 0 {
		t.Errorf("%d estimated branches, want none", c.Estimated.Branches)
	}
	seen := false
	for _, b := range c.Blocks {
		if b.Static != b.Measured {
			t.Errorf("%s: static %v, measured %v", b.Name, b.Static, b.Measured)
		}
		if b.Name == "kernel_spmv:bb10@54" {
			seen = true
			if b.Static != 16010 {
				t.Errorf("%s: %v tests of the row loop, want 16,010", b.Name, b.Static)
			}
		}
	}
	if !seen {
		t.Errorf("no row for the row loop's test kernel_spmv:bb10@54: %v", c.Blocks)
	}
}
