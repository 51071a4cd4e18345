package balance

// Balance equations solved one strongly connected region at a time, the way
// block-frequency analyses propagate frequencies through a loop nest:
// Y. Wu and J. R. Larus, "Static branch frequency and program profile
// analysis", MICRO 27, 1994 (a loop header's frequency is its inflow
// divided by one minus the loop's cyclic probability, inner loops first),
// and LLVM's BlockFrequencyInfoImpl
// (llvm/include/llvm/Analysis/BlockFrequencyInfoImpl.h), which handles an
// irreducible region separately.
//
// The system is x = rhs + Wᵀx: x[b] is the rhs of b plus, over every edge
// a→b, x[a] times the edge's weight. Its components, taken in topological
// order, form a block-triangular system:
//
//   - A node on no cycle receives its final value from nodes already solved.
//   - A cycle with one entry e (a reducible loop, e its header): with the
//     edges into e cut, the region splits into smaller components (the
//     inner loops), and solving it recursively with one unit entering at e
//     gives m[b], the visits of b per execution of e. Executions of e that
//     leave the region add up to
//     den = Σ_b m[b]·(1 − Σ weights of b's edges inside the region − adj[b])
//     per execution of e (adj: see regionSolver), so x[e] = inflow(e)/den and x[b] = x[e]·m[b].
//     Written as the exit mass rather than as 1 − (mass returning to e),
//     den keeps full precision for a loop that exits rarely: an exit
//     probability of 1/301 gives den = 1/301 from the exit edge, not from
//     the difference 1 − 300/301.
//   - A cycle with several entries (irreducible), or one whose den is not
//     clearly positive (weights above 1, cancellation), is solved by
//     Gaussian elimination on its own edges (eliminate.go), the inflows
//     as its right-hand side: the nodes are eliminated in a greedy
//     minimum-degree order, which keeps the irreducible regions of real
//     control flow (a few entries, local branches) about as sparse as
//     they start, and with probability weights each pivot is formed as a
//     sum of non-negative terms (the GTH algorithm), so that a region that
//     exits rarely keeps its precision. A region of up to denseMax nodes
//     whose elimination cannot pivot (a pivot not clearly positive, with
//     weights above 1; a weight below 0) is solved by a dense LU instead
//     (denseSolve); a larger one, or one whose elimination would exceed
//     regionBudget, is an error.
//
// Each node is visited once per loop that contains it, so the cost is
// linear in the blocks times the loop depth, plus the elimination of the
// irreducible regions, about linear in their edges for control flow and
// at worst the cube of their size.

import (
	"errors"
	"math"
)

// regionSolver holds the system and the per-node state of one solve.
type regionSolver struct {
	succs [][]int
	w     [][]float64
	// adj[b], when adj is set, is the part of 1 − Σ_k w[b][k] that is
	// rounding noise, removed from den (see Solve); zero for the other nodes.
	adj    []float64
	x      []float64 // the inflow of a node until its region is solved, then its value
	fed    []bool    // an edge from outside its component (or the rhs) reaches the node
	region []int32   // the region a node belongs to; edges count only inside one region
	pos    []int     // scratch: a node's position in the region being eliminated
	names  nodeNames // for errors
	next   int32     // the last region number given out
	scc    *sccFinder
}

// doubtfulCancel bounds the negative terms of den against its positive
// ones: beyond half, the sum loses more than a bit to cancellation and the
// region is solved densely instead.
const doubtfulCancel = 0.5

// solveRegions solves x = rhs + Wᵀx over the nodes with in[b] set (every
// node when in is nil), counting only the edges of nonzero weight between
// such nodes; the other nodes get 0. adj may be nil (see regionSolver.adj);
// names names the nodes in errors. The error is a *regionError for an
// irreducible region that the elimination cannot solve and that is too
// large for the dense LU (singular, weights above 1) or exceeds
// regionBudget, and denseSolve's for a smaller singular region.
func solveRegions(succs [][]int, w [][]float64, in []bool, rhs, adj []float64, names nodeNames) ([]float64, error) {
	n := len(succs)
	s := &regionSolver{
		succs: succs, w: w, adj: adj, names: names,
		x: make([]float64, n), fed: make([]bool, n), region: make([]int32, n), pos: make([]int, n),
		scc: newSCCFinder(succs),
	}
	top := s.newRegion()
	var nodes []int
	for b := 0; b < n; b++ {
		if in == nil || in[b] {
			s.region[b] = top
			nodes = append(nodes, b)
			s.x[b] = rhs[b]
			s.fed[b] = rhs[b] != 0
		}
	}
	if err := s.solve(nodes, top, -1); err != nil {
		return nil, err
	}
	return s.x, nil
}

func (s *regionSolver) newRegion() int32 {
	s.next++
	return s.next
}

// edge reports whether a's k-th edge counts in region r with the edges into
// cut removed.
func (s *regionSolver) edge(a, k int, r int32, cut int) bool {
	t := s.succs[a][k]
	return s.w[a][k] != 0 && s.region[t] == r && t != cut
}

// solve solves region r, the nodes listed, with the edges into cut (-1 for
// none) removed. On entry x holds each node's inflow and fed marks the
// nodes with inflow from outside; on return x holds the solution.
func (s *regionSolver) solve(nodes []int, r int32, cut int) error {
	keep := func(a, k int) bool { return s.edge(a, k, r, cut) }
	order, start := s.scc.components(nodes, keep)
	for c := len(start) - 2; c >= 0; c-- { // topological order
		comp := order[start[c]:start[c+1]]
		if len(comp) == 1 && !s.selfLoop(comp[0], r, cut) {
			// x[b] is final: pass it on.
			s.push(comp[0], r, cut)
			continue
		}
		sub := s.newRegion()
		for _, b := range comp {
			s.region[b] = sub
		}
		if err := s.solveCycle(comp, sub); err != nil {
			for _, b := range comp {
				s.region[b] = r // the caller may solve region r densely
			}
			return err
		}
		for _, b := range comp {
			s.push(b, r, cut) // only edges leaving comp: region[comp] is still sub
		}
		for _, b := range comp {
			s.region[b] = r
		}
	}
	return nil
}

// selfLoop reports whether b has an edge to itself in region r.
func (s *regionSolver) selfLoop(b int, r int32, cut int) bool {
	for k, t := range s.succs[b] {
		if t == b && s.edge(b, k, r, cut) {
			return true
		}
	}
	return false
}

// push adds x[a] times the weight of each of a's edges in region r to the
// inflow of the edge's target.
func (s *regionSolver) push(a int, r int32, cut int) {
	for k, t := range s.succs[a] {
		if s.edge(a, k, r, cut) {
			s.x[t] += s.x[a] * s.w[a][k]
			s.fed[t] = true
		}
	}
}

// solveCycle solves comp, a strongly connected component numbered as region
// sub, given the inflows in x.
func (s *regionSolver) solveCycle(comp []int, sub int32) error {
	entry := -1
	for _, b := range comp {
		if s.fed[b] {
			if entry >= 0 {
				entry = -1 // several entries: irreducible
				break
			}
			entry = b
		}
	}
	if entry >= 0 && s.solveLoop(comp, sub, entry) {
		return nil
	}
	return s.solveIrreducible(comp, sub)
}

// solveLoop solves comp, entered only at e, as a loop with header e, and
// reports whether the answer is sound; if not, it leaves x as it found it.
func (s *regionSolver) solveLoop(comp []int, sub int32, e int) bool {
	inflow := s.x[e]
	for _, b := range comp {
		s.x[b], s.fed[b] = 0, false
	}
	s.x[e], s.fed[e] = 1, true
	restore := func() bool {
		for _, b := range comp {
			s.x[b] = 0
		}
		s.x[e] = inflow
		return false
	}
	if err := s.solve(comp, sub, e); err != nil {
		return restore() // a singular inner region: let the elimination judge the whole
	}
	// x now holds m, the visits per execution of e.
	var pos, neg float64
	for _, b := range comp {
		m := s.x[b]
		if !(m >= 0) || math.IsInf(m, 0) {
			return restore()
		}
		t := m * s.exitMass(b, sub)
		if t >= 0 {
			pos += t
		} else {
			neg -= t
		}
	}
	den := pos - neg
	if !(den > 0) || neg > doubtfulCancel*pos || math.IsInf(pos, 0) {
		return restore()
	}
	head := inflow / den
	for _, b := range comp {
		s.x[b] *= head
	}
	s.x[e] = head // m[e] is 1
	return true
}

// exitMass returns 1 − Σ w[b][k] − adj[b] over b's edges inside region sub,
// summed with compensation (compSum) so that the result keeps full relative
// precision even when it is tiny beside the weights.
func (s *regionSolver) exitMass(b int, sub int32) float64 {
	var sum compSum
	for k, t := range s.succs[b] {
		if s.region[t] == sub {
			sum.add(s.w[b][k])
		}
	}
	if s.adj != nil {
		sum.add(s.adj[b])
	}
	return sum.oneMinus()
}

// solveIrreducible solves comp, numbered as region sub, by elimination
// (eliminate); when a pivot fails, a region of up to denseMax nodes is
// solved by the dense LU instead, and a larger one is an error.
func (s *regionSolver) solveIrreducible(comp []int, sub int32) error {
	for i, b := range comp {
		s.pos[b] = i
	}
	x, err := s.eliminate(comp, sub, regionBudget)
	var pe *pivotError
	if errors.As(err, &pe) {
		if len(comp) > denseMax {
			return s.names.regionError(pe, len(comp))
		}
		x, err = s.solveDense(comp, sub)
	}
	if err != nil {
		return err
	}
	for i, b := range comp {
		s.x[b] = x[i]
	}
	return nil
}

// solveDense returns the solution of comp, numbered as region sub, by
// position, from one dense system; s.pos must hold the positions.
func (s *regionSolver) solveDense(comp []int, sub int32) ([]float64, error) {
	rhs := make([]float64, len(comp))
	for i, b := range comp {
		rhs[i] = s.x[b]
	}
	keep := func(a, k int) bool { return s.edge(a, k, sub, -1) }
	return denseSolve(s.succs, s.w, comp, s.pos, keep, rhs)
}
