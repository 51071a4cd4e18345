package balance_test

import (
	"fmt"
	"math"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// probMap gives site values by key.
type probMap map[string]float64

func (p probMap) Get(key string) (float64, bool) {
	v, ok := p[key]
	return v, ok
}

func readModule(t *testing.T, name string) *irreader.Module {
	t.Helper()
	m, err := irreader.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func graphOf(t *testing.T, m *irreader.Module, fn string) *cfg.Graph {
	t.Helper()
	f := m.Func(fn)
	if f == nil {
		t.Fatalf("no function %s", fn)
	}
	g, err := cfg.Build(f)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Check(); err != nil {
		t.Fatal(err)
	}
	return g
}

// countTol is the relative tolerance for counts from the LU solve.
const countTol = 1e-9

func near(a, b float64) bool {
	return math.Abs(a-b) <= countTol*math.Max(1, math.Max(math.Abs(a), math.Abs(b)))
}

// solveNamed solves fn of loops.ll and returns its counts by block name.
func solveNamed(t *testing.T, fn string, probs probMap, withNest bool) (map[string]float64, error) {
	t.Helper()
	m := readModule(t, "loops.ll")
	g := graphOf(t, m, fn)
	P, err := balance.EdgeProbs(g, probs)
	if err != nil {
		t.Fatal(err)
	}
	var nest *loops.Nest
	if withNest {
		nest = loops.Find(g, loops.NewEnv(m, []*irreader.Func{g.Func}))
		if err := nest.Check(); err != nil {
			t.Fatal(err)
		}
	}
	N, err := balance.Solve(g, P, nest)
	if err != nil {
		return nil, err
	}
	out := map[string]float64{}
	for b, v := range N {
		out[g.Func.Blocks[b].Name] = v
	}
	return out, nil
}

// TestSolve checks block counts on hand-made CFGs against counts worked out by
// hand: a loop left with probability 1/(n+1) runs its header n+1 times and its
// body n times; nested loops multiply; a branch splits its block's count.
func TestSolve(t *testing.T) {
	const n = 100      // loop iterations
	const p = 0.3      // P(else) of the diamond
	const outer = 10   // outer iterations of nested
	const inner = 5    // inner iterations per outer iteration
	const pThen = 0.25 // P(i.then) inside the inner loop
	tests := []struct {
		fn    string
		probs probMap
		want  map[string]float64
	}{
		{"loop", probMap{"T_3_3": 1.0 / (n + 1)},
			map[string]float64{"entry": 1, "for.cond": n + 1, "for.body": n, "for.end": 1}},
		{"loop", probMap{"T_3_3": 1}, // exits at once
			map[string]float64{"entry": 1, "for.cond": 1, "for.body": 0, "for.end": 1}},
		{"diamond", probMap{"T_diamond_entry": p},
			map[string]float64{"entry": 1, "then": 1 - p, "else": p, "join": 1}},
		{"diamond", probMap{"T_diamond_entry": 0}, // else never runs
			map[string]float64{"entry": 1, "then": 1, "else": 0, "join": 1}},
		{"nested", probMap{"T_10_3": 1.0 / (outer + 1), "T_11_5": 1.0 / (inner + 1), "T_12_7": 1 - pThen},
			map[string]float64{
				"entry": 1, "o.cond": outer + 1, "o.body": outer,
				"i.cond": outer * (inner + 1), "i.body": outer * inner,
				"i.then": outer * inner * pThen, "i.inc": outer * inner,
				"i.end": outer, "o.latch": outer, "o.end": 1,
			}},
		// Irreducible: entered at a or b with 1/2 each, each leaves for
		// out with 1/4, so a = 1/2 + 3/4·b and b = 1/2 + 3/4·a: a = b = 2.
		{"twoentry", probMap{"T_twoentry_entry": 0.5, "T_twoentry_a": 0.25, "T_twoentry_b": 0.25},
			map[string]float64{"entry": 1, "a": 2, "b": 2, "out": 1}},
	}
	for _, tt := range tests {
		for _, withNest := range []bool{false, true} {
			got, err := solveNamed(t, tt.fn, tt.probs, withNest)
			if err != nil {
				t.Errorf("%s %v: %v", tt.fn, tt.probs, err)
				continue
			}
			for name, w := range tt.want {
				if !near(got[name], w) {
					t.Errorf("%s %v: count of %s = %g, want %g", tt.fn, tt.probs, name, got[name], w)
				}
			}
			if len(got) != len(tt.want) {
				t.Errorf("%s: %d blocks, want %d", tt.fn, len(got), len(tt.want))
			}
		}
	}
}

// TestEdgeProbsMissing checks that a site without a value is an error naming
// its key, function, block and line.
func TestEdgeProbsMissing(t *testing.T) {
	m := readModule(t, "loops.ll")
	g := graphOf(t, m, "nested")
	_, err := balance.EdgeProbs(g, probMap{"T_10_3": 0.1, "T_12_7": 0.5})
	want := "no probability for T_11_5 (nested:i.cond, line 11)"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}

// neumannCounts is the naive solution of the balance equations: the sum over
// t of the probability of being in each block after t steps, (Pᵀ)ᵗ e₁,
// iterated until the remaining mass is negligible. It reports false if it did
// not converge within maxSteps.
func neumannCounts(succs [][]int, P [][]float64) ([]float64, bool) {
	const maxSteps = 200000
	const negligible = 1e-15
	n := len(succs)
	sum := make([]float64, n)
	cur := make([]float64, n)
	cur[0] = 1
	for step := 0; step < maxSteps; step++ {
		mass := 0.0
		next := make([]float64, n)
		for b, v := range cur {
			sum[b] += v
			mass += v
			for k, s := range succs[b] {
				next[s] += P[b][k] * v
			}
		}
		if mass < negligible {
			return sum, true
		}
		cur = next
	}
	return sum, false
}

// randomExitingLL returns a function of n blocks in which block i < n-1 always
// has block i+1 among its successors and the last block returns, so every
// block can reach the return; the other targets are random, forward or back.
func randomExitingLL(r *rand.Rand, n int) string {
	var sb strings.Builder
	sb.WriteString("define void @f(i1 %c, i32 %s) {\n")
	for b := 0; b < n; b++ {
		fmt.Fprintf(&sb, "b%d:\n", b)
		next := fmt.Sprintf("%%b%d", b+1)
		other := func() string { return fmt.Sprintf("%%b%d", 1+r.Intn(n-1)) }
		switch k := r.Intn(6); {
		case b == n-1:
			sb.WriteString("  ret void\n")
		case k == 0:
			fmt.Fprintf(&sb, "  br label %s\n", next)
		case k <= 3:
			a, c := next, other()
			if r.Intn(2) == 0 {
				a, c = c, a
			}
			fmt.Fprintf(&sb, "  br i1 %%c, label %s, label %s\n", a, c)
		default:
			fmt.Fprintf(&sb, "  switch i32 %%s, label %s [ i32 0, label %s i32 1, label %s ]\n", next, other(), other())
		}
	}
	sb.WriteString("}\n")
	return sb.String()
}

// TestSolveRandom compares Solve and the naive dense solve with the Neumann
// series on random CFGs with random site values (every edge positive, so
// every loop exits).
func TestSolveRandom(t *testing.T) {
	const maxBlocks = 10
	r := rand.New(rand.NewSource(1))
	compared := 0
	for i := 0; i < 200; i++ {
		src := randomExitingLL(r, 2+r.Intn(maxBlocks-1))
		m, err := irreader.Parse("random.ll", []byte(src))
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		g := graphOf(t, m, "f")
		probs := probMap{}
		for _, sites := range g.SiteOf {
			if len(sites) == 1 {
				probs[sites[0].Key] = 0.1 + 0.8*r.Float64()
				continue
			}
			// Switch cases: random positive weights, normalised.
			w := make([]float64, len(sites))
			sum := 0.0
			for k := range w {
				w[k] = 0.1 + r.Float64()
				sum += w[k]
			}
			for k, s := range sites {
				probs[s.Key] = w[k] / sum
			}
		}
		P, err := balance.EdgeProbs(g, probs)
		if err != nil {
			t.Fatal(err)
		}
		for b, row := range P {
			sum := 0.0
			for _, v := range row {
				sum += v
			}
			if len(row) > 0 && !near(sum, 1) {
				t.Fatalf("random %d: probabilities of block %d sum to %g\n%s", i, b, sum, src)
			}
		}
		got, err := balance.Solve(g, P, nil)
		if err != nil {
			t.Fatalf("random %d: %v\n%s", i, err, src)
		}
		dense, err := balance.SolveDense(g, P)
		if err != nil {
			t.Fatalf("random %d: dense: %v\n%s", i, err, src)
		}
		want, ok := neumannCounts(g.Succs, P)
		if !ok {
			continue // too many iterations for the naive sum; the solves are still compared elsewhere
		}
		compared++
		for b := range want {
			for _, c := range []struct {
				solver string
				count  float64
			}{{"Solve", got[b]}, {"dense solve", dense[b]}} {
				if math.Abs(c.count-want[b]) > 1e-6*math.Max(1, want[b]) {
					t.Fatalf("random %d: %s: count of b%d = %g, Neumann series %g\n%s", i, c.solver, b, c.count, want[b], src)
				}
			}
		}
	}
	t.Logf("compared %d random CFGs with the Neumann series", compared)
	if compared < 100 {
		t.Errorf("only %d random CFGs converged; the comparison is too weak", compared)
	}
}

// TestInvokeEdgeProbs solves a loop whose call throws one time in four: the
// invoke's site gives the probability of its landing pad, the normal target
// takes the rest.
func TestInvokeEdgeProbs(t *testing.T) {
	src := `declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define void @f(i1 %c) personality i32 (...)* @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  br i1 %c, label %body, label %exit
body:
  invoke void @may_throw()
          to label %latch unwind label %lpad
lpad:
  %lp = landingpad { i8*, i32 }
          catch i8* null
  br label %latch
latch:
  br label %loop
exit:
  ret void
}
`
	m, err := irreader.Parse("invoke.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := graphOf(t, m, "f")
	P, err := balance.EdgeProbs(g, probMap{"T_f_loop": 1.0 / 101, "T_f_body": 0.25})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(P[2]); got != "[0.75 0.25]" {
		t.Errorf("P[body] = %s, want [0.75 0.25] (latch, lpad)", got)
	}
	N, err := balance.Solve(g, P, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"entry": 1, "loop": 101, "body": 100, "lpad": 25, "latch": 100, "exit": 1}
	for b, n := range N {
		if name := g.Func.Blocks[b].Name; !near(n, want[name]) {
			t.Errorf("%s: %v, want %v", name, n, want[name])
		}
	}
	if _, err := balance.EdgeProbs(g, probMap{"T_f_loop": 1.0 / 101}); err == nil || !strings.Contains(err.Error(), "T_f_body") {
		t.Errorf("EdgeProbs without the invoke's value: %v, want an error naming T_f_body", err)
	}
}
