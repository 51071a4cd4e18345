package loops_test

import (
	"path/filepath"
	"testing"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
)

func nestOf(t *testing.T, file, fn string) *loops.Nest {
	t.Helper()
	m, err := irreader.ReadFile(filepath.Join("..", "testdata", "ll", file))
	if err != nil {
		t.Fatal(err)
	}
	f, err := m.LookupFunc(fn)
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.Build(f)
	if err != nil {
		t.Fatal(err)
	}
	env := loops.NewEnv(m, omp.Reachable(m, f))
	n := loops.Find(g, env)
	if err := n.Check(); err != nil {
		t.Fatal(err)
	}
	return n
}

type loopWant struct {
	iv, trip string
	depth    int
	top      bool
}

func checkLoops(t *testing.T, n *loops.Nest, want []loopWant) {
	t.Helper()
	if len(n.Loops) != len(want) {
		t.Fatalf("%d loops, want %d", len(n.Loops), len(want))
	}
	for i, l := range n.Loops {
		w := want[i]
		iv, trip := "-", "-"
		if l.IV != nil {
			iv = l.IV.Name
		}
		if l.Trip != nil {
			trip = l.Trip.Lua()
		}
		if iv != w.iv || trip != w.trip || l.Depth != w.depth || l.TopTested != w.top {
			t.Errorf("loop %d (%s): iv %s trip %s depth %d top %v; want iv %s trip %s depth %d top %v (%s)",
				i, n.Describe(l), iv, trip, l.Depth, l.TopTested, w.iv, w.trip, w.depth, w.top, l.Why)
		}
	}
}

// The paper's example: 100 x 200 x 300, tests at the top at -O0.
func TestExampleO0(t *testing.T) {
	checkLoops(t, nestOf(t, "example.O0.ll", "main"), []loopWant{
		{"i", "100", 1, true}, {"j", "200", 2, true}, {"k", "300", 3, true},
	})
}

// gemm at -O2: rotated loops test at the bottom; the k loop is unrolled by 2.
func TestGemmO2(t *testing.T) {
	checkLoops(t, nestOf(t, "gemm.O2.ll", "kernel_gemm"), []loopWant{
		{"i", "40", 1, false}, {"j", "40", 2, false}, {"k", "20", 3, false},
	})
}

// LU: lower bounds depend on the outer counter (i = k+1).
func TestLUTriangular(t *testing.T) {
	n := nestOf(t, "lu.O0.ll", "kernel_lu")
	checkLoops(t, n, []loopWant{
		{"k", "80", 1, true}, {"i", "-iv0 + 79", 2, true}, {"j", "-iv0 + 79", 3, true},
	})
	// Total inner iterations: sum over k<80 of (79-k)^2 = 79*80*159/6.
	tot, ok := n.TotalIterations(n.Loops[2])
	if !ok {
		t.Fatal("no total")
	}
	if v, _ := tot.Eval(nil); v != 167480 {
		t.Fatalf("total inner iterations %v, want 167480", v)
	}
}

// Cholesky: the bound is an argument (n) and the inner loops are triangular (j < i, k < j).
func TestCholeskyParam(t *testing.T) {
	n := nestOf(t, "cholesky.O0.ll", "kernel_cholesky")
	if len(n.Env.Params) != 1 || n.Env.Params[0].Name != "n" {
		t.Fatalf("params %+v, want one named n", n.Env.Params)
	}
	for _, l := range n.Loops {
		if l.Trip == nil {
			t.Errorf("%s: no trip count: %s", n.Describe(l), l.Why)
		}
	}
}

// atax at -O2 (N=420, M=380): y = A^T (A x). The vectorised j loop of the
// first product steps %index by 8 (two vector bodies of 4) and tests
// "%index | 4 == 420": the "or" adds 4 to a multiple of 8, so it is the
// counter plus 4. The header (the first body and the test) runs for index
// 0, 8, ..., 416, 53 times, and exits on the last: a top-tested loop of
// 52 trips (the trace repeats the header once after the last).
func TestOrCounter(t *testing.T) {
	n := nestOf(t, "atax_L.O2.ll", "kernel_atax")
	found := false
	for _, l := range n.Loops {
		// The vector loop's counter (%index with value names) steps by 8.
		if l.IV == nil || l.IV.Step != 8 {
			continue
		}
		found = true
		if l.IV.Off != 4 || !l.TopTested || l.Trip == nil || l.Trip.Lua() != "52" {
			trip := "-"
			if l.Trip != nil {
				trip = l.Trip.Lua()
			}
			t.Errorf("index loop: step %d off %d trip %s; want 8, 4, 52 top-tested (%s)", l.IV.Step, l.IV.Off, trip, l.Why)
		}
	}
	if !found {
		t.Fatal("no loop counted by a step of 8 (%index): the or-based test was not recognised")
	}
}
