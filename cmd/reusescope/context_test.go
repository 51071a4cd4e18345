package main

import (
	"bytes"
	"path/filepath"
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
