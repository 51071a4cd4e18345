package balance

import (
	"errors"
	"fmt"
	"math"
	"math/rand"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/internal/timebound"
	"github.com/reusescope/reusescope/irreader"
)

// numbered names the nodes of the tests' systems by number.
var numbered = nodeNames{kind: "node", name: strconv.Itoa}

// irreducibleCFG returns the edges and edge probabilities of a function of
// n+2 blocks around an irreducible loop of n blocks: the entry, block 0,
// jumps to the loop's first block 1 or into its middle (two entries); the
// loop is the chain 1..n, every fourth block branching over the next one
// and every sixteenth leaving for the exit n+1 with a probability under
// 1/100; block n goes back to block 1 or, with probability 1/20 to 3/20,
// to the exit. Then, up to gotos times, a block with one successor also
// jumps, with probability under 1/2, to a random block of the loop.
func irreducibleCFG(r *rand.Rand, n, gotos int) ([][]int, [][]float64) {
	exit := n + 1
	succs := make([][]int, n+2)
	w := make([][]float64, n+2)
	p := 0.2 + 0.6*r.Float64()
	succs[0], w[0] = []int{1, 1 + n/2}, []float64{p, 1 - p}
	for b := 1; b <= n; b++ {
		switch p := r.Float64(); {
		case b == n:
			q := 0.05 + 0.1*p
			succs[b], w[b] = []int{1, exit}, []float64{1 - q, q}
		case b%16 == 0:
			succs[b], w[b] = []int{b + 1, exit}, []float64{1 - p/100, p / 100}
		case b%4 == 0 && b+2 <= n:
			succs[b], w[b] = []int{b + 1, b + 2}, []float64{p, 1 - p}
		default:
			succs[b], w[b] = []int{b + 1}, []float64{1}
		}
	}
	for i := 0; i < gotos; i++ {
		b := 1 + r.Intn(n)
		if len(succs[b]) == 1 {
			p := 0.5 * r.Float64()
			succs[b] = append(succs[b], 1+r.Intn(n))
			w[b] = []float64{1 - p, p}
		}
	}
	return succs, w
}

// scaleWeights multiplies the weights of each node by a random factor in
// [lo, hi), making calls per execution of probabilities: some nodes' weights
// then sum above 1.
func scaleWeights(r *rand.Rand, w [][]float64, lo, hi float64) {
	for _, row := range w {
		f := lo + (hi-lo)*r.Float64()
		for k := range row {
			row[k] *= f
		}
	}
}

// entryRHS returns the right-hand side of one execution entering node 0.
func entryRHS(n int) []float64 {
	rhs := make([]float64, n)
	rhs[0] = 1
	return rhs
}

// eliminateAll solves x = rhs + Wᵀx over every node by the elimination
// alone, as one region, within the given budget.
func eliminateAll(succs [][]int, w [][]float64, rhs []float64, b budget) ([]float64, error) {
	n := len(succs)
	s := &regionSolver{
		succs: succs, w: w, x: append([]float64(nil), rhs...),
		region: make([]int32, n), pos: make([]int, n), names: numbered,
	}
	comp := make([]int, n)
	for b := range comp {
		comp[b], s.region[b], s.pos[b] = b, 1, b
	}
	return s.eliminate(comp, 1, b)
}

// denseAll solves x = rhs + Wᵀx over every node by the dense LU.
func denseAll(succs [][]int, w [][]float64, rhs []float64) ([]float64, error) {
	nodes := make([]int, len(succs))
	for b := range nodes {
		nodes[b] = b
	}
	keep := func(a, k int) bool { return true }
	return denseSolve(succs, w, nodes, nodes, keep, rhs)
}

// relClose reports whether a and b agree to 1e-9 relative.
func relClose(a, b float64) bool {
	return closeTo(a, b, 0)
}

// closeTo reports whether a and b agree to 1e-9 relative, or both are
// within 1e-13·scale of each other: the dense LU's error is relative to the
// largest value, and values ten orders of magnitude below it (flow through
// many calls of gain below 1) keep only a few of its digits.
func closeTo(a, b, scale float64) bool {
	return math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b))+1e-13*scale
}

// TestEliminateByHand solves two irreducible regions whose counts are
// worked out on paper, in dyadic numbers that the elimination computes
// exactly.
//
// Two entries: the entry goes to a or b with 1/2 each, a always goes to b,
// b goes back to a with 3/4: x_a = 1/2 + 3/4·x_b and x_b = 1/2 + x_a give
// x_b = 4, x_a = 7/2.
//
// Three blocks: the entry goes to a with 1/4 and to c with 3/4; a goes to
// b or out with 1/2 each, b to c, and c to a with 1/2, to b with 1/4 and
// out with 1/4: x_a = 1/4 + x_c/2, x_b = x_a/2 + x_c/4, x_c = 3/4 + x_b
// give x_a = 9/8, x_b = 1, x_c = 7/4, and out = x_a/2 + x_c/4 = 1.
func TestEliminateByHand(t *testing.T) {
	tests := []struct {
		name  string
		succs [][]int
		w     [][]float64
		want  []float64
	}{
		{"two entries",
			[][]int{{1, 2}, {2}, {1, 3}, {}},
			[][]float64{{0.5, 0.5}, {1}, {0.75, 0.25}, {}},
			[]float64{1, 3.5, 4, 1}},
		{"three blocks",
			[][]int{{1, 3}, {2, 4}, {3}, {1, 2, 4}, {}},
			[][]float64{{0.25, 0.75}, {0.5, 0.5}, {1}, {0.5, 0.25, 0.25}, {}},
			[]float64{1, 9.0 / 8, 1, 7.0 / 4, 1}},
	}
	for _, tt := range tests {
		x, err := solveRegions(tt.succs, tt.w, nil, entryRHS(len(tt.succs)), nil, numbered)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		for b := range tt.want {
			if x[b] != tt.want[b] {
				t.Errorf("%s: x = %v, want %v exactly", tt.name, x, tt.want)
				break
			}
		}
	}
}

// TestEliminateRandom holds the elimination to the dense LU on random
// irreducible regions of 300 and 1000 blocks (irreducibleCFG with a goto
// per 20 blocks), to 1e-9 relative in every count, both alone (all nodes
// as one region) and within solveRegions: with probabilities (GTH
// pivots), and with weights scaled by 0.5 to 1.1 per node as call counts
// are (pivots 1 − w_vv). Where the counts span many orders of magnitude
// the dense LU keeps only the large ones to 1e-9 (closeTo); the
// elimination, stable componentwise, must also leave a residual under
// 1e-14 of every equation's terms.
func TestEliminateRandom(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for _, n := range []int{300, 1000} {
		for i := 0; i < 4; i++ {
			for _, calls := range []bool{false, true} {
				succs, w := irreducibleCFG(r, n, n/20)
				if calls {
					scaleWeights(r, w, 0.5, 1.1)
				}
				name := fmt.Sprintf("n=%d #%d calls=%v", n, i, calls)
				rhs := entryRHS(len(succs))
				want, err := denseAll(succs, w, rhs)
				if err != nil {
					t.Fatalf("%s: dense: %v", name, err)
				}
				alone, err := eliminateAll(succs, w, rhs, regionBudget)
				if err != nil {
					t.Fatalf("%s: elimination: %v", name, err)
				}
				regions, err := solveRegions(succs, w, nil, rhs, nil, numbered)
				if err != nil {
					t.Fatalf("%s: solveRegions: %v", name, err)
				}
				if res := residual(succs, w, rhs, alone); res > 1e-14 {
					t.Errorf("%s: relative residual %g", name, res)
				}
				scale := 0.0
				for _, v := range want {
					scale = math.Max(scale, math.Abs(v))
				}
				for b := range want {
					if !closeTo(alone[b], want[b], scale) || !closeTo(regions[b], want[b], scale) {
						t.Fatalf("%s: x[%d] = %.17g alone, %.17g by regions, %.17g dense", name, b, alone[b], regions[b], want[b])
					}
				}
			}
		}
	}
}

// TestEliminateRareExit solves irreducible loops of 2000 blocks whose only
// exit, at the end of the chain, is taken with probability 1e-6, 1e-9 or
// 1e-12, with the rounding leaks of the probabilities taken out as Solve
// does: the loop runs about 1/ε times, and the exit must still take the
// one execution that enters to 1e-13. The GTH pivots keep that precision;
// pivots formed as 1 − w_vv lose 3e-11 at 1e-6 and cannot pivot at 1e-9,
// and the dense LU is off by 4e-7 at 1e-9.
func TestEliminateRareExit(t *testing.T) {
	const n = 2000
	for _, eps := range []float64{1e-6, 1e-9, 1e-12} {
		succs, w := irreducibleCFG(rand.New(rand.NewSource(5)), n, 20)
		for b := 1; b < n; b++ {
			if len(succs[b]) == 2 && succs[b][1] == n+1 {
				w[b] = []float64{1, 0}
			}
		}
		w[n] = []float64{1 - eps, eps}
		x, err := solveRegions(succs, w, nil, entryRHS(len(succs)), roundingLeaks(w), numbered)
		if err != nil {
			t.Fatalf("exit %g: %v", eps, err)
		}
		if out := x[n+1]; math.Abs(out-1) > 1e-13 {
			t.Errorf("exit %g: the exit runs %.17g times, want 1", eps, out)
		}
		if x[n] < 0.99/eps || x[n] > 1.01/eps {
			t.Errorf("exit %g: the loop's last block runs %g times, want about %g", eps, x[n], 1/eps)
		}
	}
}

// hubCFG returns a state machine of h handlers entered twice: the entry
// goes to the dispatch block or to handler 1 with 1/2 each; the dispatch
// block (h+1) goes to each handler and to the exit (h+2) with 1/(h+1)
// each, and every handler back to it.
func hubCFG(h int) ([][]int, [][]float64) {
	succs, w := make([][]int, h+3), make([][]float64, h+3)
	dispatch, exit := h+1, h+2
	succs[0], w[0] = []int{dispatch, 1}, []float64{0.5, 0.5}
	for i := 1; i <= h; i++ {
		succs[dispatch] = append(succs[dispatch], i)
		w[dispatch] = append(w[dispatch], 1/float64(h+1))
		succs[i], w[i] = []int{dispatch}, []float64{1}
	}
	succs[dispatch] = append(succs[dispatch], exit)
	w[dispatch] = append(w[dispatch], 1/float64(h+1))
	return succs, w
}

// TestEliminateHub solves hubCFG with 100 000 handlers, whose dispatch
// block has 100 001 successors and 100 000 predecessors, within
// irreducibleUnits: by hand, x_d = 1/2 + Σ x_i and x_i = x_d/(h+1), plus
// 1/2 for handler 1, give x_d = h+1, every handler 1 (handler 1 3/2) and
// the exit 1.
func TestEliminateHub(t *testing.T) {
	const h = 100000
	succs, w := hubCFG(h)
	start := time.Now()
	x, err := solveRegions(succs, w, nil, entryRHS(len(succs)), nil, numbered)
	elapsed := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	timebound.Within(t, elapsed, irreducibleUnits, fmt.Sprintf("solve of a %d-way dispatch", h))
	want := func(b int) float64 {
		switch b {
		case 0, h + 2:
			return 1
		case 1:
			return 1.5
		case h + 1:
			return h + 1
		}
		return 1
	}
	for b := range x {
		if !closeTo(x[b], want(b), 0) {
			t.Fatalf("x[%d] = %.17g, want %g", b, x[b], want(b))
		}
	}
}

// residual returns the largest relative residual of x in x = rhs + Wᵀx:
// per node, |x − rhs − Σ w·x| over rhs + Σ |w·x|.
func residual(succs [][]int, w [][]float64, rhs, x []float64) float64 {
	in := append([]float64(nil), rhs...)
	mag := make([]float64, len(x))
	for b := range rhs {
		mag[b] = math.Abs(rhs[b])
	}
	for a, ss := range succs {
		for k, b := range ss {
			in[b] += w[a][k] * x[a]
			mag[b] += math.Abs(w[a][k] * x[a])
		}
	}
	worst := 0.0
	for b := range x {
		if mag[b] > 0 {
			worst = math.Max(worst, math.Abs(x[b]-in[b])/mag[b])
		}
	}
	return worst
}

// Bounds of the solve of a 16 000-block irreducible region.
const (
	irreducibleUnits = 200      // reference units of timebound: about 0.5 s
	irreducibleHeap  = 32 << 20 // bytes allocated
)

// TestEliminateScale solves a function around an irreducible loop of
// 16 000 blocks with two entries and 8 gotos within irreducibleUnits of
// time and irreducibleHeap of allocation (one dense LU of it would take
// 2 GB and minutes), checks the equations' residual and that the exits
// take all the flow, and that a second solve gives the same bits.
func TestEliminateScale(t *testing.T) {
	const n = 16000
	succs, w := irreducibleCFG(rand.New(rand.NewSource(3)), n, 8)
	rhs := entryRHS(len(succs))
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	x, err := solveRegions(succs, w, nil, rhs, nil, numbered)
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	growth := after.TotalAlloc - before.TotalAlloc
	t.Logf("%d blocks: %v, %.1f MB allocated", len(x), elapsed, float64(growth)/(1<<20))
	timebound.Within(t, elapsed, irreducibleUnits, fmt.Sprintf("solve of a %d-block irreducible region", n))
	if !raceEnabled && growth > irreducibleHeap {
		t.Errorf("solve of a %d-block irreducible region allocated %d MB, want under %d MB", n, growth>>20, irreducibleHeap>>20)
	}
	if res := residual(succs, w, rhs, x); res > 1e-12 {
		t.Errorf("relative residual %g", res)
	}
	if out := x[n+1]; math.Abs(out-1) > 1e-12 {
		t.Errorf("the exit runs %.17g times, want 1", out)
	}
	again, err := solveRegions(succs, w, nil, rhs, nil, numbered)
	if err != nil {
		t.Fatal(err)
	}
	for b := range x {
		if math.Float64bits(again[b]) != math.Float64bits(x[b]) {
			t.Fatalf("x[%d] = %v, then %v", b, x[b], again[b])
		}
	}
}

// TestEliminateErrors checks the errors of regions the elimination cannot
// solve: more fill than the budget; weights whose cycle gains more than 1,
// whose pivots fail (a large region is an error, a small one goes to the
// dense LU); and a large region of probabilities that never exits.
func TestEliminateErrors(t *testing.T) {
	// A chain with a shortcut creates edges; a complete graph (every
	// node of 40 going to every other with 1/40) creates none.
	complete := func(m int, v float64) ([][]int, [][]float64) {
		succs, w := make([][]int, m), make([][]float64, m)
		for a := range succs {
			for b := 0; b < m; b++ {
				if b != a {
					succs[a] = append(succs[a], b)
					w[a] = append(w[a], v)
				}
			}
		}
		return succs, w
	}
	succs, w := irreducibleCFG(rand.New(rand.NewSource(1)), 100, 5)
	noFill := budget{edges: 0, updates: regionBudget.updates}
	_, err := eliminateAll(succs, w, entryRHS(len(succs)), noFill)
	var re *regionError
	if !errors.As(err, &re) || re.singular || !strings.Contains(err.Error(), "an irreducible region of 102 nodes is too large to solve") {
		t.Errorf("no fill: %v", err)
	}
	succs, w = complete(40, 1.0/40)
	x, err := eliminateAll(succs, w, entryRHS(40), noFill)
	want, derr := denseAll(succs, w, entryRHS(40))
	if err != nil || derr != nil || !relClose(x[0], want[0]) || !relClose(x[39], want[39]) {
		t.Errorf("complete graph of 40, no fill: %v, %v; dense %v, %v", x, err, want, derr)
	}
	// Its elimination updates Σ k² < 40³/3 edges.
	if _, err := eliminateAll(succs, w, entryRHS(40), budget{edges: 0, updates: 40 * 40 * 40 / 3}); err != nil {
		t.Errorf("complete graph of 40, 40³/3 updates: %v", err)
	}
	if _, err := eliminateAll(succs, w, entryRHS(40), budget{edges: 0, updates: 40 * 40 * 40 / 4}); !errors.As(err, &re) {
		t.Errorf("complete graph of 40, 40³/4 updates: %v", err)
	}

	// A cycle of m nodes entered at 0 and m/2, each passing 1.01 calls on.
	cycle := func(m int, v float64) ([][]int, [][]float64) {
		succs, w := make([][]int, m+1), make([][]float64, m+1)
		succs[m], w[m] = []int{0, m / 2}, []float64{0.5, 0.5}
		for a := 0; a < m; a++ {
			succs[a], w[a] = []int{(a + 1) % m}, []float64{v}
		}
		return succs, w
	}
	rhs := func(m int) []float64 {
		r := make([]float64, m+1)
		r[m] = 1
		return r
	}
	succs, w = cycle(600, 1.01)
	_, err = solveRegions(succs, w, nil, rhs(600), nil, numbered)
	if !errors.As(err, &re) || re.singular || !strings.Contains(err.Error(), "an irreducible region of 600 nodes cannot be solved stably (weights above 1 leave node") {
		t.Errorf("600 nodes of gain 1.01: %v", err)
	}
	succs, w = cycle(100, 1.01)
	got, err := solveRegions(succs, w, nil, rhs(100), nil, numbered)
	want, derr = denseAll(succs, w, rhs(100))
	if err != nil || derr != nil || !relClose(got[0], want[0]) {
		t.Errorf("100 nodes of gain 1.01: %v, %v; dense %v, %v", got, err, want, derr)
	}
	succs, w = cycle(600, 1)
	_, err = solveRegions(succs, w, nil, rhs(600), nil, numbered)
	if !errors.As(err, &re) || !re.singular || !strings.Contains(err.Error(), "an irreducible region of 600 nodes never exits: node") {
		t.Errorf("600 nodes that never exit: %v", err)
	}
}

// TestRegionErrorWrapping checks how Solve words the errors of
// solveRegions: a singular system as before, a region too large or not
// stable to solve without the word singular.
func TestRegionErrorWrapping(t *testing.T) {
	g := &cfg.Graph{Func: &irreader.Func{Name: "f"}}
	large := &regionError{size: 20000, kind: "block", what: "is too large to solve: ..."}
	never := &regionError{size: 600, kind: "block", what: "never exits: ...", singular: true}
	for _, c := range []struct {
		err  error
		want string
	}{
		{large, "f: an irreducible region of 20000 blocks is too large to solve: ..."},
		{never, "f: balance equations are singular: an irreducible region of 600 blocks never exits: ..."},
		{errors.New("mat: singular"), "f: balance equations are singular: mat: singular"},
	} {
		if got := singular(g, c.err).Error(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// BenchmarkIrreducible solves functions around irreducible loops of 1000,
// 8000 and 16 000 blocks (irreducibleCFG, 8 gotos) by regions, and the
// 1000-block one by the dense LU; the dense LU of the larger ones (4 s and
// 1.2 GB, 31 s and 5.2 GB on a 2-core EPYC) runs with
// REUSESCOPE_DENSE_BENCH=1. hub/100000 is hubCFG's state machine.
func BenchmarkIrreducible(b *testing.B) {
	succs, w := hubCFG(100000)
	b.Run("hub/100000", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := solveRegions(succs, w, nil, entryRHS(len(succs)), nil, numbered); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, n := range []int{1000, 8000, 16000} {
		succs, w := irreducibleCFG(rand.New(rand.NewSource(3)), n, 8)
		rhs := entryRHS(len(succs))
		b.Run(fmt.Sprintf("regions/%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := solveRegions(succs, w, nil, rhs, nil, numbered); err != nil {
					b.Fatal(err)
				}
			}
		})
		if n > 1000 && os.Getenv("REUSESCOPE_DENSE_BENCH") != "1" {
			continue
		}
		b.Run(fmt.Sprintf("dense/%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := denseAll(succs, w, rhs); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
