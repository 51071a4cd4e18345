package statictrace_test

import (
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/statictrace"
)

func build(t *testing.T, file, fn string) *statictrace.Trace {
	t.Helper()
	s, err := pipeline.Open(file, pipeline.Options{Func: fn, Check: true})
	if err != nil {
		t.Fatal(err)
	}
	vals, err := s.Probs()
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Counts(vals)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := s.Trace(vals, res)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// TestPaperExampleTrace checks the trace of the paper's example (Figure 2)
// against the one written by hand from the C source and clang -O0's code
// shape: every use of a variable is a load, every assignment a store; a
// top-tested loop's condition loads its counter once per iteration and once
// more when it exits; "x += y" loads y then x then stores x.
//
//	retval = 0; A = 10; i = 0                       retval A i
//	for i < 100 (100 times, then once more)         [100^i i ... ] i
//	  result += i                                   i result result
//	  j = 0; for j < 200                            j [200^j j ... ] j
//	    result = result * j + A                     result j A result
//	    k = 0; for k < 300                          k [300^k k ... ] k
//	      result += k * k; k++                      k k result result k k
//	    arr[i][j] = result; j++                     result i j arr[i][j] j j
//	  i++                                           i i
//
// The paper prints the same sequence (with arrayidx11 for arr[i][j]).
func TestPaperExampleTrace(t *testing.T) {
	tr := build(t, "../testdata/ll/example.O0.ll", "main")
	want := "retval A i [100^i i i result result j [200^j j result j A result k [300^k k k k result result k k ] k result i j arr[i][j] j j ] j i i ] i"
	if got := tr.String(); got != want {
		t.Errorf("trace\n got %s\nwant %s", got, want)
	}
	if len(tr.Notes) != 0 {
		t.Errorf("notes %v, want none", tr.Notes)
	}
}

// TestO2Trace: at -O2 gemm's loads and stores go through the array
// arguments' globals; the k loop is unrolled twice (20 iterations of two
// multiply-adds), and the counters live in phis.
func TestO2Trace(t *testing.T) {
	tr := build(t, "../testdata/ll/gemm.O2.ll", "kernel_gemm")
	want := "[40^i [40^j C[i][j] [20^k A[i][k] B[k][j] A[i][k] B[k][j] ] C[i][j] ] ]"
	if got := tr.String(); got != want {
		t.Errorf("trace\n got %s\nwant %s", got, want)
	}
}

// TestCallInlined: the callee's accesses appear inside f( … ) at the call.
func TestCallInlined(t *testing.T) {
	tr := build(t, "../testdata/ll/scalars.O0.ll", "kernel_scalars")
	want := "mix( a b a b r r )"
	if got := tr.String(); !contains(got, want) {
		t.Errorf("trace %s does not contain %s", got, want)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
