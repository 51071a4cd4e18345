package statictrace_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/statictrace"
)

func build(t *testing.T, file, fn string) *statictrace.Trace {
	t.Helper()
	return buildWith(t, file, pipeline.Options{Func: fn, Check: true})
}

// buildWith is build with the pipeline's options (a probability script).
func buildWith(t *testing.T, file string, opts pipeline.Options) *statictrace.Trace {
	t.Helper()
	return testutil.Trace(t, file, opts)
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

// TestJoinStart: at -O2 clang peels one iteration of suffix's y[i] = x[i] +
// y[i+1] loop (i from n-2 down to 0) into a remainder prologue when the trip
// count n-1 is odd and unrolls the rest by two, so the unrolled loop starts
// at a phi joining "prologue ran" (i = n-3) and "it did not" (i = n-2). With
// n = 300 the prologue runs (the run's probabilities say so too): the
// counter starts at 297, and the loop's first x[i] lies two elements below
// the x[n-1] read before the loop. Before joins were evaluated these
// addresses were unknown and the L-size hit rate was off by 7 points.
func TestJoinStart(t *testing.T) {
	script := `local BranchingProbs = {
  T_kernel_suffix_middle_block_unr_lcssa = 1,
  T_kernel_suffix_vector_body = 36/37,
  T_19_3 = 0, T_19_3_2 = 0, T_19_3_3 = 1, T_19_3_4 = 148/149,
  T_21_3 = 0, T_21_3_2 = 1, T_21_3_3 = 1, T_21_3_4 = 1, T_21_3_5 = 0, T_21_3_6 = 0,
}
return BranchingProbs
`
	probsFile := filepath.Join(t.TempDir(), "probs.lua")
	if err := os.WriteFile(probsFile, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	tr := buildWith(t, "../testdata/ll/suffix_S.O2.ll", pipeline.Options{Func: "kernel_suffix", ProbsFile: probsFile})
	first, ok := tr.Body[0].(*statictrace.Ref)
	if !ok {
		t.Fatalf("trace %s does not start with x[n-1]", tr)
	}
	var lp *statictrace.Loop
	for _, it := range tr.Body {
		if l, ok := it.(*statictrace.Loop); ok && l.Trip > 148 && l.Trip < 150 {
			lp = l
			break
		}
	}
	if lp == nil {
		t.Fatalf("trace %s has no loop of 149 trips", tr)
	}
	a := tr.NewActivation()
	start, ok := a.Start(lp.Loop)
	if !ok || start != 297 {
		t.Fatalf("unrolled loop starts at %d (ok %v), want 297", start, ok)
	}
	a.SetIV(lp.Loop, start)
	x0, ok0 := tr.Addr(a, first)
	x1, ok1 := tr.Addr(a, lp.Body[0].(*statictrace.Ref))
	if !ok0 || !ok1 || int64(x1)-int64(x0) != -16 {
		t.Errorf("x[i] at i = 297 is %d bytes from x[n-1] (known %v %v), want -16", int64(x1)-int64(x0), ok0, ok1)
	}
}

// TestConstantGEP: at -O2 adi's Cp[0] = ... and Dp[95] are stores and
// loads through constant getelementptr expressions, whose indices are
// constant.Index values: Dp[0][95] lies 95 doubles past Dp[0][0].
func TestConstantGEP(t *testing.T) {
	tr := build(t, "../testdata/ll/adi.O2.ll", "kernel_adi")
	refs := map[string]*statictrace.Ref{}
	var walk func(items []statictrace.Item)
	walk = func(items []statictrace.Item) {
		for _, it := range items {
			switch x := it.(type) {
			case *statictrace.Ref:
				refs[x.Acc.String()] = x
			case *statictrace.Loop:
				walk(x.Body)
			}
		}
	}
	walk(tr.Body)
	a := tr.NewActivation()
	lo, hi := refs["Dp[0][0]"], refs["Dp[0][95]"]
	if lo == nil || hi == nil {
		t.Fatalf("trace %s lacks Dp[0][0] or Dp[0][95]", tr)
	}
	x0, ok0 := tr.Addr(a, lo)
	x1, ok1 := tr.Addr(a, hi)
	if !ok0 || !ok1 || x1-x0 != 95*8 {
		t.Errorf("Dp[0][95] - Dp[0][0] = %d bytes (known %v %v), want 760", int64(x1)-int64(x0), ok0, ok1)
	}
}

// TestValueTrip checks the per-instance trip count of an -O2 loop unrolled
// by two inside a triangular nest (symm L: for k <= i), whose bound
// (i+1) & -2 is no polynomial: the trace evaluates it, and the loop runs
// floor((i+1)/2) times, worked out from the source.
func TestValueTrip(t *testing.T) {
	tr := buildWith(t, "../testdata/ll/symm_L.O2.ll", pipeline.Options{Func: "kernel_symm", ProbsFile: "../testdata/probs/symm_L.O2.lua"})
	var path []*statictrace.Loop // i, j, then the unrolled k loop
	items := tr.Body
	for len(path) < 3 {
		var next *statictrace.Loop
		for _, it := range items {
			if l, ok := it.(*statictrace.Loop); ok {
				next = l
				break
			}
		}
		if next == nil {
			t.Fatalf("trace %s: fewer than three nested loops", tr)
		}
		path = append(path, next)
		items = next.Body
	}
	k := path[2]
	if !k.ValueTrip || k.Loop.Trip != nil {
		t.Fatalf("k loop (%s): ValueTrip %v, Trip %v; want a trip evaluated per instance", k.Var, k.ValueTrip, k.Loop.Trip)
	}
	a := tr.NewActivation()
	a.SetIV(path[1].Loop, 0)
	for i := int64(0); i < 8; i++ {
		a.SetIV(path[0].Loop, i)
		n, ok := a.TripAt(k.Loop)
		if want := float64((i + 1) / 2); !ok || n != want {
			t.Errorf("i = %d: k loop trip %v (ok %v), want %v", i, n, ok, want)
		}
	}
}
