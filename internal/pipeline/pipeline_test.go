package pipeline_test

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/probs"
)

// session opens testdata/ll/file at function fn, with the checkers on, and
// returns it with its derived probabilities and block counts.
func session(t *testing.T, file, fn string, set map[string]string) (*pipeline.Session, *probs.Values, *balance.Result) {
	t.Helper()
	run := testutil.Open(t, filepath.Join("..", "..", "testdata", "ll", file), pipeline.Options{Func: fn, Set: set, Check: true})
	return run.Session, run.Probs, run.Counts
}

func counts(t *testing.T, file, fn string, set map[string]string) *balance.Result {
	t.Helper()
	_, _, res := session(t, file, fn, set)
	return res
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-6*math.Max(1, math.Abs(b)) }

// TestPaperExampleO0 holds the balance solution to the paper's counts (Figure 5)
// and the op totals to a count derived by hand from the -O0 IR:
// per block loads/stores x count.
func TestPaperExampleO0(t *testing.T) {
	res := counts(t, "example.O0.ll", "main", nil)
	// In block order (the names clang gives when it keeps them): entry,
	// for.cond, for.body, for.cond1, for.body3, for.cond5, for.body7,
	// for.inc, for.end, for.inc12, for.end14, for.inc15, for.end17.
	want := []float64{1, 101, 100, 20100, 20000, 6020000, 6000000, 6000000, 20000, 20000, 100, 100, 1}
	fc := res.Funcs[0]
	if len(fc.Counts) != len(want) {
		t.Fatalf("%d blocks, want %d", len(fc.Counts), len(want))
	}
	for b, blk := range fc.Func.Blocks {
		if !near(fc.Counts[b], want[b]) {
			t.Errorf("block %s: count %v, want %v", blk.Name, fc.Counts[b], want[b])
		}
	}
	// Loads by hand from the source at -O0: outer test 101 (i), outer body 100x2
	// (i, result), middle test 20100 (j), middle body 20000x3 (result, j, A),
	// inner test 6020000 (k), inner body 6e6x3 (k, k, result), inner inc 6e6 (k),
	// after the inner loop 20000x3 (result, i, j), middle inc 20000 (j), outer inc 100 (i).
	loads := 101.0 + 200 + 20100 + 60000 + 6020000 + 18e6 + 6e6 + 60000 + 20000 + 100
	// Stores: retval, A, i=0 in entry (3); outer body result, j=0 (200);
	// middle body result, k=0 (40000); inner body result (6e6), inner inc k (6e6);
	// arr[i][j] (20000); middle inc j (20000); outer inc i (100).
	stores := 3.0 + 200 + 40000 + 6e6 + 6e6 + 20000 + 20000 + 100
	if !near(res.Totals.Loads, loads) || !near(res.Totals.Stores, stores) {
		t.Errorf("loads %v stores %v, want %v %v", res.Totals.Loads, res.Totals.Stores, loads, stores)
	}
	if !near(res.Totals.BytesLoaded, 4*loads) {
		t.Errorf("bytes loaded %v, want %v", res.Totals.BytesLoaded, 4*loads)
	}
}

// At -O2 clang folds the whole example to "ret i32 0": one block, run once.
func TestPaperExampleO2(t *testing.T) {
	res := counts(t, "example.O2.ll", "main", nil)
	fc := res.Funcs[0]
	if len(fc.Counts) != 1 || !near(fc.Counts[0], 1) || res.Totals.Loads != 0 {
		t.Fatalf("counts %v loads %v, want one block run once and no loads", fc.Counts, res.Totals.Loads)
	}
}

// TestTriangularAndParams checks counts derived by hand for triangular nests and
// argument bounds, and that --set scales them.
func TestTriangularAndParams(t *testing.T) {
	// LU, N=80: the i body runs sum_{k<80} (79-k) = 3160 times, the j body sum (79-k)^2 = 167480.
	// Blocks 4 and 6 of kernel_lu are the bodies of the i and j loops
	// (for.body3 and for.body17 when clang keeps value names).
	res := counts(t, "lu.O0.ll", "kernel_lu", nil)
	if c := res.Funcs[0].Counts; !near(c[4], 3160) || !near(c[6], 167480) {
		t.Errorf("lu: i body %v j body %v, want 3160 167480", c[4], c[6])
	}
	// gemm (argument-free, N=40) and with --set: trsv takes n as an argument.
	for _, n := range []float64{80, 160} {
		set := map[string]string{}
		if n != 80 {
			set["n"] = "160"
		}
		res := counts(t, "cholesky.O0.ll", "kernel_cholesky", set)
		// The innermost k loop body (k < j < i < n) runs sum_{i<n} sum_{j<i} j = n(n-1)(n-2)/6 times.
		want := n * (n - 1) * (n - 2) / 6
		got := res.Funcs[0].Counts[6] // the k body (for.body6 with value names)
		if !near(got, want) {
			t.Errorf("cholesky n=%v: inner body %v, want %v", n, got, want)
		}
	}
}

// TestSetDoubles checks that n -> 2n doubles the count of trsv's outer loop body.
func TestSetDoubles(t *testing.T) {
	// Block 2 is the outer loop's body (for.body with value names).
	body := func(res *balance.Result) float64 { return res.Funcs[0].Counts[2] }
	a := body(counts(t, "trsv.O0.ll", "kernel_trsv", nil))
	b := body(counts(t, "trsv.O0.ll", "kernel_trsv", map[string]string{"n": "192"}))
	if !near(a, 96) || !near(b, 192) {
		t.Fatalf("outer body %v and %v, want 96 and 192 (trsv.c: N=96)", a, b)
	}
}

// TestWholeProgramScriptWithFunc: a probability script written for the whole
// program (main's sites and the kernel's, as probs --from-run writes it)
// serves --func KERNEL: main's keys are ignored, the kernel's keep their names,
// and the counts equal the ones from the kernel's own derived script.
func TestWholeProgramScriptWithFunc(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "ll", "gemm.O0.ll")
	whole, err := pipeline.Open(file, pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var script bytes.Buffer
	if err := whole.WriteTemplate(&script); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(script.Bytes(), []byte("main:")) {
		t.Fatalf("the whole-program script names no site of main:\n%s", script.String())
	}
	path := filepath.Join(t.TempDir(), "whole.lua")
	if err := os.WriteFile(path, script.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := pipeline.Open(file, pipeline.Options{Func: "kernel_gemm", ProbsFile: path})
	if err != nil {
		t.Fatal(err)
	}
	vals, err := s.Probs()
	if err != nil {
		t.Fatalf("whole-program script with --func: %v", err)
	}
	got, err := s.Counts(vals)
	if err != nil {
		t.Fatal(err)
	}
	want := counts(t, "gemm.O0.ll", "kernel_gemm", nil)
	for b, c := range want.Funcs[0].Counts {
		if !near(got.Funcs[0].Counts[b], c) {
			t.Errorf("block %d: %v with the whole-program script, %v derived", b, got.Funcs[0].Counts[b], c)
		}
	}
}

// BenchmarkStaticCounts times parse + CFG + loops + Lua + balance on the
// largest testdata file (README: BENCHMARKS.md).
func BenchmarkStaticCounts(b *testing.B) {
	for _, c := range []struct{ file, fn string }{{"adi_L.O0.ll", "kernel_adi"}, {"adi_S.O0.ll", "kernel_adi"}, {"example.O0.ll", "main"}} {
		b.Run(c.file, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				s, err := pipeline.Open(filepath.Join("..", "..", "testdata", "ll", c.file), pipeline.Options{Func: c.fn, Strict: true})
				if err != nil {
					b.Fatal(err)
				}
				vals, err := s.Probs()
				if err != nil {
					// -O2 kernels with data-dependent branches: solve with every site at 1/2.
					_ = vals
					b.Skip(err)
				}
				if _, err := s.Counts(vals); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
