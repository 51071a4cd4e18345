package balance

import (
	"math"
	"math/rand"
	"testing"
)

// TestSolveRegionsWeighted holds solveRegions to one dense solve on random
// weighted systems like the call graph's: weights up to 3 (a function
// calling another several times), cycles of every gain (recursion), a
// random subset of the nodes in the system, no rounding correction; some
// weights are 1/2, 1 or 2 exactly, so that some cycles, inner or outer, are
// exactly singular. Where
// the dense solve finds the system singular, solveRegions must fail too or
// give a non-finite answer.
func TestSolveRegionsWeighted(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	compared, cancelled, singular := 0, 0, 0
	for i := 0; i < 2000; i++ {
		n := 1 + r.Intn(20)
		succs := make([][]int, n)
		w := make([][]float64, n)
		for a := range succs {
			for k := r.Intn(4); k > 0; k-- {
				succs[a] = append(succs[a], r.Intn(n))
				v := 0.6 * r.Float64()
				switch r.Intn(6) {
				case 0:
					v = 3 * r.Float64()
				case 1:
					v = 0
				case 2: // exact values make exactly singular cycles
					v = []float64{0.5, 1, 2}[r.Intn(3)]
				}
				w[a] = append(w[a], v)
			}
		}
		in := make([]bool, n)
		for a := range in {
			in[a] = a == 0 || r.Intn(6) > 0
		}
		rhs := make([]float64, n)
		rhs[0] = 1
		got, err := solveRegions(succs, w, in, rhs, nil, numbered)
		var nodes []int
		pos := make([]int, n)
		for a := range in {
			if in[a] {
				pos[a] = len(nodes)
				nodes = append(nodes, a)
			}
		}
		keep := func(a, k int) bool { return in[succs[a][k]] }
		sub := make([]float64, len(nodes))
		sub[0] = 1
		x, derr := denseSolve(succs, w, nodes, pos, keep, sub)
		if derr != nil {
			singular++
			if err == nil && finite(got) {
				t.Errorf("system %d %v %v: dense solve: %v; solveRegions gave %v", i, succs, w, derr, got)
			}
			continue
		}
		if err != nil {
			t.Fatalf("system %d %v %v: %v; dense solve gave %v", i, succs, w, err, x)
		}
		scale := 0.0
		for _, v := range x {
			scale = math.Max(scale, math.Abs(v))
		}
		if scale > 1e6 {
			cancelled++ // nearly singular: the two solves may differ in every digit
			continue
		}
		for p, a := range nodes {
			if math.Abs(got[a]-x[p]) > 1e-9*math.Max(math.Abs(got[a]), math.Abs(x[p]))+1e-12*scale {
				t.Fatalf("system %d %v %v: x[%d] = %.17g, dense solve %.17g", i, succs, w, a, got[a], x[p])
			}
		}
		for a := range in {
			if !in[a] && got[a] != 0 {
				t.Fatalf("system %d: node %d outside the system has %g", i, a, got[a])
			}
		}
		compared++
	}
	t.Logf("compared %d systems, %d nearly singular, %d singular", compared, cancelled, singular)
	if compared < 1500 || singular < 20 {
		t.Errorf("compared only %d systems", compared)
	}
}

func finite(x []float64) bool {
	for _, v := range x {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// TestSolveRegionsSingularInner solves a system whose inner cycle c ⇄ d
// returns all its mass (its own equations are singular) while the whole
// cycle a → c ⇄ d → a is not: the dense solve of the whole must then see
// every edge. By hand, x_a = 1 + x_d/2, x_c = x_a + x_d and x_d = x_c give
// x_a = 0 and x_c = x_d = −2.
func TestSolveRegionsSingularInner(t *testing.T) {
	const root, a, c, d = 0, 1, 2, 3
	succs := [][]int{root: {a}, a: {c}, c: {d}, d: {c, a}}
	w := [][]float64{root: {1}, a: {1}, c: {1}, d: {1, 0.5}}
	x, err := solveRegions(succs, w, nil, []float64{1, 0, 0, 0}, nil, numbered)
	if err != nil {
		t.Fatal(err)
	}
	want := []float64{1, 0, -2, -2}
	for i := range want {
		if math.Abs(x[i]-want[i]) > 1e-12 {
			t.Errorf("x = %v, want %v", x, want)
			break
		}
	}
}
