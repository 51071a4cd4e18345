package balance

import (
	"math"
	"math/cmplx"
	"math/rand"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// spectralRadius computes the largest |eigenvalue| of the calls inside
// comp by gonum's dense eigen decomposition (the independent reference).
func spectralRadius(t *testing.T, succs [][]int, C [][]float64, comp []int) float64 {
	t.Helper()
	pos := map[int]int{}
	for p, i := range comp {
		pos[i] = p
	}
	m := len(comp)
	A := mat.NewDense(m, m, nil)
	for _, i := range comp {
		for k, j := range succs[i] {
			if q, ok := pos[j]; ok {
				A.Set(pos[i], q, A.At(pos[i], q)+C[i][k])
			}
		}
	}
	var e mat.Eigen
	if !e.Factorize(A, mat.EigenNone) {
		t.Fatal("eigen decomposition failed")
	}
	r := 0.0
	for _, v := range e.Values(nil) {
		r = math.Max(r, cmplx.Abs(v))
	}
	return r
}

// TestCapRecursion: random call graphs; every recursive cycle whose
// spectral radius was 1 or more has radius cap afterwards, every other
// entry is unchanged.
func TestCapRecursion(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const cap = 0.5
	for it := 0; it < 300; it++ {
		n := 1 + rng.Intn(8)
		succs := make([][]int, n)
		C := make([][]float64, n)
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				if rng.Float64() < 0.3 {
					succs[i] = append(succs[i], j)
					C[i] = append(C[i], rng.Float64()*3)
				}
			}
		}
		orig := make([][]float64, n)
		for i := range C {
			orig[i] = append([]float64(nil), C[i]...)
		}
		capped := map[int]bool{}
		for _, i := range capRecursion(succs, C, cap) {
			capped[i] = true
		}
		for _, comp := range componentsOf(succs) {
			rec := len(comp) > 1
			for _, j := range succs[comp[0]] {
				rec = rec || j == comp[0]
			}
			if !rec {
				continue
			}
			before := spectralRadius(t, succs, orig, comp)
			after := spectralRadius(t, succs, C, comp)
			switch {
			case before >= 1 && math.Abs(after-cap) > 1e-6:
				t.Fatalf("case %d: component %v had radius %g, capped to %g, want %g", it, comp, before, after, cap)
			case before < 1-1e-9 && (capped[comp[0]] || math.Abs(after-before) > 1e-12):
				t.Fatalf("case %d: component %v of radius %g was changed", it, comp, before)
			}
		}
		// Calls between components are never scaled.
		comp := map[int]int{}
		for c, cs := range componentsOf(succs) {
			for _, i := range cs {
				comp[i] = c
			}
		}
		for i := range C {
			for k, j := range succs[i] {
				if comp[i] != comp[j] && C[i][k] != orig[i][k] {
					t.Fatalf("case %d: call %d -> %d between components scaled", it, i, j)
				}
			}
		}
	}
}
