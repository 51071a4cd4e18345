package balance

import (
	"math"

	"gonum.org/v1/gonum/mat"
)

// Recursion whose expected number of recursive calls per call is 1 or more
// has no finite call count: the call-graph system inv = e + Cᵀ inv has no
// nonnegative solution. With derived probabilities that is a program that
// never stops; with estimated ones (a recursive quicksort whose loop the
// loop heuristic gives 31 iterations) it is an artefact of the estimate.
// capRecursion then scales the calls inside each such strongly connected
// component of the call graph by one factor, so that the spectral radius
// of the component's call matrix (its Perron root, the growth of calls per
// level of recursion) becomes the cap: with cap 1/2 a call makes on average
// one more level of nested calls.

// capRecursion scales, in place, the entries of C (C[i][j]: calls of j per
// call of i) inside every call-graph cycle whose spectral radius is at
// least 1, to spectral radius cap. It returns the functions of the scaled
// cycles.
func capRecursion(C *mat.Dense, cap float64) []int {
	n, _ := C.Dims()
	var capped []int
	for _, comp := range sccs(n, func(i, j int) bool { return C.At(i, j) > 0 }) {
		if len(comp) == 1 && C.At(comp[0], comp[0]) == 0 {
			continue // not recursive
		}
		rho := perronRoot(C, comp)
		if rho < 1 {
			continue
		}
		f := cap / rho
		for _, i := range comp {
			for _, j := range comp {
				C.Set(i, j, C.At(i, j)*f)
			}
		}
		capped = append(capped, comp...)
	}
	return capped
}

// perronRoot estimates the spectral radius of C restricted to the
// component comp (a nonnegative, irreducible matrix) by power iteration.
func perronRoot(C *mat.Dense, comp []int) float64 {
	m := len(comp)
	x := make([]float64, m)
	for i := range x {
		x[i] = 1
	}
	rho := 0.0
	for it := 0; it < 1000; it++ {
		y := make([]float64, m)
		for a, i := range comp {
			for b, j := range comp {
				y[b] += x[a] * C.At(i, j)
			}
		}
		norm := 0.0
		for _, v := range y {
			norm = math.Max(norm, v)
		}
		if norm == 0 {
			return 0
		}
		for b := range y {
			y[b] /= norm
		}
		done := math.Abs(norm-rho) <= 1e-12*norm
		rho, x = norm, y
		if done {
			break
		}
	}
	return rho
}

// sccs returns the strongly connected components of the graph on 0..n-1
// with edges edge(i, j), by Tarjan's algorithm (iterative).
func sccs(n int, edge func(i, j int) bool) [][]int {
	index := make([]int, n)
	low := make([]int, n)
	on := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var out [][]int
	var st []int
	next := 0
	type frame struct{ v, j int }
	for root := 0; root < n; root++ {
		if index[root] >= 0 {
			continue
		}
		call := []frame{{root, 0}}
		index[root], low[root] = next, next
		next++
		st = append(st, root)
		on[root] = true
		for len(call) > 0 {
			fr := &call[len(call)-1]
			v := fr.v
			if fr.j < n {
				w := fr.j
				fr.j++
				if !edge(v, w) {
					continue
				}
				if index[w] < 0 {
					index[w], low[w] = next, next
					next++
					st = append(st, w)
					on[w] = true
					call = append(call, frame{w, 0})
				} else if on[w] && index[w] < low[v] {
					low[v] = index[w]
				}
				continue
			}
			call = call[:len(call)-1]
			if len(call) > 0 {
				p := call[len(call)-1].v
				if low[v] < low[p] {
					low[p] = low[v]
				}
			}
			if low[v] == index[v] {
				var comp []int
				for {
					w := st[len(st)-1]
					st = st[:len(st)-1]
					on[w] = false
					comp = append(comp, w)
					if w == v {
						break
					}
				}
				out = append(out, comp)
			}
		}
	}
	return out
}
