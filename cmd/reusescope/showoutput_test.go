package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestShowOutput: measure --show-output writes the program's standard
// output to stderr, so a user can check its result: argv_matmul's checksum
// for n = 4, computed here the way the program computes it.
func TestShowOutput(t *testing.T) {
	requireClang(t)
	const n = 4
	a, b := make([]float64, n*n), make([]float64, n*n)
	for i := range a {
		a[i], b[i] = float64(i%7), float64(i%5)
	}
	sum := 0.0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			s := 0.0
			for k := 0; k < n; k++ {
				s += a[i*n+k] * b[k*n+j]
			}
			sum += s
		}
	}
	file := filepath.Join("..", "..", "internal", "pipeline", "testdata", "argv_matmul.O0.ll")
	_, stderr := runOK(t, "measure", "--show-output", file, "--", fmt.Sprint(n))
	want := fmt.Sprintf("--- standard output of the program (%d bytes) ---\n%f\n--- end of the program's standard output ---\n", len(fmt.Sprintf("%f\n", sum)), sum)
	if !strings.Contains(stderr, want) {
		t.Errorf("stderr lacks\n%s\ngot:\n%s", want, stderr)
	}
	if _, stderr := runOK(t, "measure", file, "--", fmt.Sprint(n)); strings.Contains(stderr, "standard output of the program") {
		t.Errorf("the program's output shown without --show-output:\n%s", stderr)
	}
}
