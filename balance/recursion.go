package balance

import (
	"math"
	"sort"
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

// capRecursion scales, in place, the calls C[i][k] (calls of succs[i][k]
// per call of i) inside every call-graph cycle whose spectral radius is at
// least 1, to spectral radius cap. It returns the functions of the scaled
// cycles.
func capRecursion(succs [][]int, C [][]float64, cap float64) []int {
	var capped []int
	for _, comp := range componentsOf(succs) {
		in := map[int]bool{}
		for _, i := range comp {
			in[i] = true
		}
		self := false
		for _, i := range comp {
			for _, j := range succs[i] {
				self = self || j == i
			}
		}
		if len(comp) == 1 && !self {
			continue // not recursive
		}
		rho := perronRoot(succs, C, comp, in)
		if rho < 1 {
			continue
		}
		f := cap / rho
		for _, i := range comp {
			for k, j := range succs[i] {
				if in[j] {
					C[i][k] *= f
				}
			}
		}
		capped = append(capped, comp...)
	}
	sort.Ints(capped)
	return capped
}

// perronRoot estimates the spectral radius of the calls inside the
// component comp (a nonnegative, irreducible matrix A) by power iteration
// on A + I, which is aperiodic (a cycle of two calls makes A periodic, and
// the iteration on A alone would oscillate), and whose Perron root is one
// more than A's.
func perronRoot(succs [][]int, C [][]float64, comp []int, in map[int]bool) float64 {
	x := map[int]float64{}
	for _, i := range comp {
		x[i] = 1
	}
	rho := 0.0
	for it := 0; it < 10000; it++ {
		y := map[int]float64{}
		for _, i := range comp {
			y[i] += x[i]
		}
		for _, i := range comp {
			for k, j := range succs[i] {
				if in[j] {
					y[j] += x[i] * C[i][k]
				}
			}
		}
		norm := 0.0
		for _, v := range y {
			norm = math.Max(norm, v)
		}
		for j := range y {
			y[j] /= norm
		}
		done := math.Abs(norm-rho) <= 1e-13*norm
		rho, x = norm, y
		if done {
			break
		}
	}
	return rho - 1
}

// componentsOf returns the strongly connected components of the graph
// succs (sccFinder).
func componentsOf(succs [][]int) [][]int {
	nodes := make([]int, len(succs))
	for i := range nodes {
		nodes[i] = i
	}
	order, start := newSCCFinder(succs).components(nodes, func(int, int) bool { return true })
	out := make([][]int, 0, len(start)-1)
	for c := 0; c+1 < len(start); c++ {
		out = append(out, order[start[c]:start[c+1]])
	}
	return out
}
