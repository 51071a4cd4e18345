package balance

import (
	"errors"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/reusescope/reusescope/cfg"
)

// denseSolve solves x = rhs + Wᵀx over the listed nodes, where W has the
// weight w[a][k] on the edge from a to its k-th successor succs[a][k], by
// gonum's LU factorisation of the dense matrix I − Wᵀ. pos[b] is node b's
// position in nodes, and keep (see sccFinder.components) accepts the edges
// of the system, which must join listed nodes. rhs and the solution are
// indexed by position. The cost is cubic in len(nodes): solveRegions uses it
// only for a region of up to denseMax nodes whose elimination cannot pivot,
// and it and solveDense are the naive references the tests hold
// solveRegions and the elimination to.
//
// An exactly singular matrix is an error; an ill-conditioned one is solved
// (gonum's mat.Condition error is dropped), and the callers check the answer
// for infinities and NaNs.
func denseSolve(succs [][]int, w [][]float64, nodes, pos []int, keep func(a, k int) bool, rhs []float64) ([]float64, error) {
	m := len(nodes)
	A := mat.NewDense(m, m, nil)
	for i := 0; i < m; i++ {
		A.Set(i, i, 1)
	}
	for _, a := range nodes {
		for k, s := range succs[a] {
			if keep(a, k) {
				A.Set(pos[s], pos[a], A.At(pos[s], pos[a])-w[a][k])
			}
		}
	}
	var x mat.VecDense
	if err := x.SolveVec(A, mat.NewVecDense(m, rhs)); err != nil {
		var c mat.Condition
		if !errors.As(err, &c) || math.IsInf(float64(c), 0) {
			return nil, err
		}
		// Ill-conditioned but solved; the callers catch a useless answer.
	}
	return x.RawVector().Data, nil
}

// solveDense is the naive form of Solve (without the exit check): the
// balance equations of every live block in one dense LU solve, cubic in the
// number of blocks.
func solveDense(g *cfg.Graph, P [][]float64) ([]float64, error) {
	live := positiveReach(g, P)
	var nodes []int
	pos := make([]int, len(g.Succs))
	for b := range g.Succs {
		pos[b] = -1
		if live[b] {
			pos[b] = len(nodes)
			nodes = append(nodes, b)
		}
	}
	rhs := make([]float64, len(nodes))
	rhs[pos[0]] = 1
	keep := func(a, k int) bool { return live[g.Succs[a][k]] }
	x, err := denseSolve(g.Succs, P, nodes, pos, keep, rhs)
	if err != nil {
		return nil, singular(g, err)
	}
	N := make([]float64, len(g.Succs))
	for i, b := range nodes {
		N[b] = x[i]
	}
	return finishCounts(g, live, N)
}
