package balance

// Irreducible regions solved by Gaussian elimination on the flow graph
// itself (state elimination, as for Markov chains), the nodes taken in a
// greedy minimum-degree order so that a sparse region stays sparse, with
// the pivots of probability weights formed as the Grassmann–Taksar–Heyman
// algorithm forms them: W. K. Grassmann, M. I. Taksar and D. P. Heyman,
// "Regenerative analysis and steady state distributions for Markov
// chains", Operations Research 33(5), 1985.
//
// The system of a region is x[v] = rhs[v] + Σ_p w(p→v)·x[p]. Eliminating v,
// with self weight w_vv and pivot d(v) = 1 − w_vv, substitutes
// x[v] = (rhs[v] + Σ_{p≠v} w(p→v)·x[p]) / d(v) into the equations of v's
// successors: for every remaining predecessor p (weight a = w(p→v)) and
// successor s (weight b = w(v→s)) the edge p→s gains a·b/d(v), creating it
// if absent (p→p when s is p), and rhs[s] gains b·rhs[v]/d(v). The edges
// into v at that moment, rhs[v] and d(v) are kept, and once every node is
// eliminated, back substitution in the reverse order gives each x[v].
//
// The weights stay non-negative and the pivots positive exactly when
// I − Wᵀ is a nonsingular M-matrix, and elimination without pivoting is
// then backward stable in any order. What loses precision is the
// subtraction 1 − w_vv when v's flow nearly all comes back (a loop that
// exits rarely). GTH avoids it: each node's exit mass
// e(b) = 1 − Σ its weights inside the region − adj[b] (exitMass, summed
// with compensation) is tracked through the elimination,
// e(p) += w(p→v)·e(v)/d(v), and d(v) = e(v) + Σ_{s≠v} w(v→s) is a sum of
// non-negative terms, correct to a few roundings however small. That
// holds when every exit mass is non-negative (probabilities, up to
// rounding); otherwise (calls per execution, which can sum above 1) d(v)
// is computed as 1 − w_vv − adj[b] and must be clearly positive. A pivot
// that is not, or a weight below 0 or not finite, ends the elimination
// with a pivotError, and the caller solves a small region densely
// instead.
//
// The order is greedy minimum degree: the node of least
// (in-degree × out-degree) among the remaining ones, ties to the smaller
// node number, so that the result is the same bit for bit on every run. A
// chain costs O(1) per node (its middle nodes have degree product 1), and
// a region of a few entries and local branches is solved in time and
// memory about linear in its edges. The edges the elimination creates,
// and the edge updates (its time), are counted and bounded by
// regionBudget.

import (
	"errors"
	"fmt"
	"math"
)

// denseMax is the largest region solved by the dense LU (denseSolve) when
// its elimination cannot pivot: 512 nodes cost 2 MiB and a few tens of
// milliseconds.
const denseMax = 512

// budget bounds the elimination of one region.
type budget struct {
	// edges bounds the edges created, and so the memory: with their
	// copies in the in-lists and the back substitution's record, 28 bytes
	// each, 32 M edges take about 1 GiB.
	edges int
	// updates bounds the edge updates (a predecessor's and a successor's
	// edge through an eliminated node, created or not), and so the time:
	// 2³³ take about a minute (7 ns each). A region whose remaining nodes are nearly
	// all joined (a random graph of thousands of nodes, not a CFG) costs
	// the cube of their number.
	updates int
}

// regionBudget is the budget of every region (a variable only because Go
// has no constant structs).
var regionBudget = budget{edges: 32 << 20, updates: 1 << 33}

// gthSlack is the relative size, beside the node's weights inside the
// region, under which a negative exit mass is rounding of a zero one.
const gthSlack = 1e-15

// pivotCancel bounds the cancellation in a pivot computed as
// 1 − w_vv − adj: it must exceed pivotCancel·(1 + |w_vv|), so that fewer
// than about 20 bits cancel.
const pivotCancel = 1e-6

// indexFrom is the length from which an adjacency list also keeps a map
// from neighbour to position, so that a hub (a switch of thousands of
// cases, a block that thousands of blocks jump to) is not scanned for each
// of its edges, at about 40 bytes per neighbour; a shorter list is
// scanned.
const indexFrom = 1024

// scatterFrom: bypass marks the predecessor's edges in a scratch array
// when they are at most scatterFrom plus four times the eliminated node's
// edges, and looks each target up otherwise.
const scatterFrom = 16

// adjacency is a node's list of neighbours (positions in the region) and
// a value per neighbour: the edge's weight in an out-list, nothing in an
// in-list.
type adjacency[T any] struct {
	to  []int32
	val []T
	idx map[int32]int32 // position of each neighbour in to, once len(to) > indexFrom
}

// find returns the position of t in the list, or -1.
func (a *adjacency[T]) find(t int32) int {
	if a.idx != nil {
		if k, ok := a.idx[t]; ok {
			return int(k)
		}
		return -1
	}
	for k, u := range a.to {
		if u == t {
			return k
		}
	}
	return -1
}

// push appends t, which must not be in the list, with value v.
func (a *adjacency[T]) push(t int32, v T) {
	a.to = append(a.to, t)
	a.val = append(a.val, v)
	switch {
	case a.idx != nil:
		a.idx[t] = int32(len(a.to) - 1)
	case len(a.to) > indexFrom:
		a.idx = make(map[int32]int32, 2*len(a.to))
		for k, u := range a.to {
			a.idx[u] = int32(k)
		}
	}
}

// remove removes the neighbour at position k, moving the last one there.
func (a *adjacency[T]) remove(k int) {
	last := len(a.to) - 1
	if a.idx != nil {
		delete(a.idx, a.to[k])
		if k != last {
			a.idx[a.to[last]] = int32(k)
		}
	}
	a.to[k], a.val[k] = a.to[last], a.val[last]
	a.to, a.val = a.to[:last], a.val[:last]
}

// addWeight adds v to the weight of the edge to t in an out-list, creating
// the edge if absent, and reports whether it did.
func addWeight(a *adjacency[float64], t int32, v float64) bool {
	if k := a.find(t); k >= 0 {
		a.val[k] += v
		return false
	}
	a.push(t, v)
	return true
}

// elimination is the state of the elimination of one region, its nodes
// numbered by position 0..m-1.
type elimination struct {
	ids    []int                 // node number of each position, for ties and errors
	out    []adjacency[float64]  // edges to other remaining nodes, with their weights
	in     []adjacency[struct{}] // other remaining nodes with an edge here
	self   []float64             // weight of each node's edge to itself
	exit   []float64             // exit mass e (GTH only)
	adj    []float64             // rounding part of 1 − Σ weights (regionSolver.adj), or 0
	rhs    []float64             // final once the node is eliminated
	pivot  []float64             // d(v), once v is eliminated
	gth    bool                  // every exit mass is non-negative: pivots by GTH
	queue  degreeQueue
	used   budget  // edges created and updated so far
	budget budget  // the most it may create and update
	slot   []int32 // scratch of bypass: 1 + a target's position in an out-list, or 0
	// The record for back substitution: order[i] is the i-th node
	// eliminated, and its in-edges then came from recFrom[j] with weight
	// recW[j], j in recStart[i]:recStart[i+1].
	order    []int32
	recStart []int
	recFrom  []int32
	recW     []float64
}

// pivotError reports a region the elimination cannot solve stably: the
// pivot of node (a node number of the system) is not clearly positive or
// not finite, or node has an edge of negative or infinite weight.
type pivotError struct {
	node   int
	pivot  float64
	weight bool // a weight below 0 or not finite rather than a pivot
	gth    bool // probability weights: a zero pivot means the region never exits
}

func (e *pivotError) Error() string {
	if e.weight {
		return fmt.Sprintf("node %d has an edge of weight %g", e.node, e.pivot)
	}
	return fmt.Sprintf("node %d has the pivot %g", e.node, e.pivot)
}

// errBudget stops an elimination that would exceed its budget.
var errBudget = errors.New("budget exceeded")

// regionError is an irreducible region that the solver gives up on.
type regionError struct {
	size     int    // nodes in the region
	kind     string // what a node is: "block", "function"
	what     string // what is wrong, after "an irreducible region of N blocks"
	singular bool   // the equations are singular (the region never exits)
}

func (e *regionError) Error() string {
	return fmt.Sprintf("an irreducible region of %d %ss %s", e.size, e.kind, e.what)
}

// nodeNames names the nodes of a system in errors.
type nodeNames struct {
	kind string           // what a node is: "block", "function"
	name func(int) string // a node's name by number; nil for the number
}

// of returns the kind and name of node b ("block for.body").
func (n nodeNames) of(b int) string {
	if n.name == nil {
		return fmt.Sprintf("%s %d", n.kind, b)
	}
	return n.kind + " " + n.name(b)
}

// regionError returns the error of a region of size nodes whose
// elimination failed with pe.
func (n nodeNames) regionError(pe *pivotError, size int) *regionError {
	e := &regionError{size: size, kind: n.kind}
	switch {
	case pe.weight:
		e.what = fmt.Sprintf("cannot be solved stably (%s has an edge of weight %g)", n.of(pe.node), pe.pivot)
	case pe.gth && pe.pivot == 0:
		e.singular = true
		e.what = fmt.Sprintf("never exits: %s keeps all the flow that reaches it", n.of(pe.node))
	case pe.gth:
		e.what = fmt.Sprintf("cannot be solved stably (%s has the pivot %g)", n.of(pe.node), pe.pivot)
	default:
		e.what = fmt.Sprintf("cannot be solved stably (weights above 1 leave %s the pivot %.3g; regions of up to %d %ss are solved densely instead)",
			n.of(pe.node), pe.pivot, denseMax, n.kind)
	}
	return e
}

// eliminate solves region sub, the nodes of comp, by elimination, with
// the inflows in x as its right-hand side, and returns the solution by
// position in comp. s.pos must hold each node's position. The error is a
// *pivotError when a pivot fails, or a *regionError when the region
// exceeds the budget.
func (s *regionSolver) eliminate(comp []int, sub int32, b budget) ([]float64, error) {
	el, err := s.newElimination(comp, sub)
	if err != nil {
		return nil, err
	}
	el.budget = b
	for v, ok := el.queue.pop(); ok; v, ok = el.queue.pop() {
		if err := el.eliminate(v); err == errBudget {
			return nil, s.tooLarge(len(comp), b)
		} else if err != nil {
			return nil, err
		}
	}
	return el.backSubstitute(), nil
}

// tooLarge returns the error of a region of size nodes whose elimination
// exceeds b.
func (s *regionSolver) tooLarge(size int, b budget) error {
	return &regionError{size: size, kind: s.names.kind, what: fmt.Sprintf(
		"is too large to solve: its elimination would create more than %d edges or take more than %d edge updates",
		b.edges, b.updates)}
}

// newElimination sets up the elimination of region sub, the nodes of
// comp: its edges (merged per pair of nodes), exit masses and right-hand
// side, and the queue of nodes by degree.
func (s *regionSolver) newElimination(comp []int, sub int32) (*elimination, error) {
	m := len(comp)
	el := &elimination{
		ids: comp, gth: true,
		out: make([]adjacency[float64], m), in: make([]adjacency[struct{}], m),
		self: make([]float64, m), exit: make([]float64, m), adj: make([]float64, m),
		rhs: make([]float64, m), pivot: make([]float64, m),
		slot:  make([]int32, m),
		order: make([]int32, 0, m), recStart: make([]int, 0, m+1),
	}
	for i, b := range comp {
		if err := s.addEdges(el, int32(i), b, sub); err != nil {
			return nil, err
		}
		el.rhs[i] = s.x[b]
		if s.adj != nil {
			el.adj[i] = s.adj[b]
		}
	}
	el.queue = newDegreeQueue(el)
	return el, nil
}

// addEdges enters b's edges in region sub into el as the edges of
// position i, and its exit mass; a negative exit mass beyond rounding
// turns GTH off.
func (s *regionSolver) addEdges(el *elimination, i int32, b int, sub int32) error {
	sum := 0.0
	for k, t := range s.succs[b] {
		if !s.edge(b, k, sub, -1) {
			continue
		}
		v := s.w[b][k]
		if !(v >= 0) || math.IsInf(v, 0) {
			return &pivotError{node: b, pivot: v, weight: true}
		}
		sum += v
		j := int32(s.pos[t])
		if j == i {
			el.self[i] += v
		} else if addWeight(&el.out[i], j, v) {
			el.in[j].push(i, struct{}{})
		}
	}
	e := s.exitMass(b, sub)
	if !(e >= -gthSlack*sum) {
		el.gth = false
	}
	el.exit[i] = max(e, 0)
	return nil
}

// pivotOf returns d(v), or a *pivotError if it is not clearly positive.
func (el *elimination) pivotOf(v int32) (float64, error) {
	var d float64
	ok := false
	if el.gth {
		d = el.exit[v]
		for _, b := range el.out[v].val {
			d += b
		}
		ok = d > 0 && !math.IsInf(d, 0)
	} else {
		d = (1 - el.self[v]) - el.adj[v]
		ok = d > pivotCancel*(1+math.Abs(el.self[v])) && !math.IsInf(d, 0)
	}
	if !ok {
		return 0, &pivotError{node: el.ids[v], pivot: d, gth: el.gth}
	}
	return d, nil
}

// eliminate eliminates node v: it records v's in-edges, moves its flow to
// its successors' equations, and requeues the nodes whose degree changed.
// It returns errBudget once the budget is exceeded.
func (el *elimination) eliminate(v int32) error {
	d, err := el.pivotOf(v)
	if err != nil {
		return err
	}
	el.pivot[v] = d
	el.order = append(el.order, v)
	el.recStart = append(el.recStart, len(el.recFrom))
	preds, out := el.in[v].to, &el.out[v]
	for _, p := range preds {
		k := el.out[p].find(v)
		a := el.out[p].val[k]
		el.out[p].remove(k)
		el.recFrom = append(el.recFrom, p)
		el.recW = append(el.recW, a)
		el.bypass(p, a/d, out)
		if el.gth {
			el.exit[p] += a / d * el.exit[v]
		}
		if el.used.edges > el.budget.edges || el.used.updates > el.budget.updates {
			return errBudget
		}
	}
	r := el.rhs[v] / d
	for k, t := range out.to {
		el.rhs[t] += out.val[k] * r
		el.in[t].remove(el.in[t].find(v))
	}
	for _, p := range preds {
		el.queue.update(el, p)
	}
	for _, t := range out.to {
		el.queue.update(el, t)
	}
	el.in[v], el.out[v] = adjacency[struct{}]{}, adjacency[float64]{}
	return nil
}

// bypass adds c·w(v→t) to the edge p→t for every edge of out, v's
// out-list: the flow from p that went through v, c being w(p→v)/d(v).
// It finds p's edges by marking them in slot, unless p has many more
// edges than v (a hub), whose list is searched per target instead.
func (el *elimination) bypass(p int32, c float64, out *adjacency[float64]) {
	po := &el.out[p]
	el.used.updates += len(out.to)
	scatter := len(po.to) <= 4*len(out.to)+scatterFrom
	if scatter {
		for k, t := range po.to {
			el.slot[t] = int32(k + 1)
		}
	}
	for k, t := range out.to {
		f := c * out.val[k]
		j := -1
		switch {
		case t == p:
			el.self[p] += f
			continue
		case scatter:
			j = int(el.slot[t]) - 1
		default:
			j = po.find(t)
		}
		if j >= 0 {
			po.val[j] += f
			continue
		}
		po.push(t, f)
		el.in[t].push(p, struct{}{})
		el.used.edges++
	}
	if scatter {
		for _, t := range po.to {
			el.slot[t] = 0
		}
	}
}

// backSubstitute returns the solution by position, computing each node's
// value, in the reverse order of elimination, from its equation at its
// elimination: x[v] = (rhs[v] + Σ w(p→v)·x[p]) / d(v).
func (el *elimination) backSubstitute() []float64 {
	el.recStart = append(el.recStart, len(el.recFrom))
	x := make([]float64, len(el.ids))
	for i := len(el.order) - 1; i >= 0; i-- {
		v := el.order[i]
		sum := el.rhs[v]
		for j := el.recStart[i]; j < el.recStart[i+1]; j++ {
			sum += el.recW[j] * x[el.recFrom[j]]
		}
		x[v] = sum / el.pivot[v]
	}
	return x
}

// degree returns the key of v in the elimination order: in-degree times
// out-degree among the other remaining nodes.
func (el *elimination) degree(v int32) int64 {
	return int64(len(el.in[v].to)) * int64(len(el.out[v].to))
}

// degreeQueue is a binary min-heap of the remaining nodes by (degree,
// node number), indexed so that a node's key changes in place.
type degreeQueue struct {
	heap []int32 // positions in the region, heap-ordered
	at   []int32 // index of each node in heap
	key  []int64 // each node's degree when last set
	ids  []int   // node numbers, for ties
}

// newDegreeQueue returns the queue of the nodes of el by their degrees.
func newDegreeQueue(el *elimination) degreeQueue {
	m := len(el.ids)
	q := degreeQueue{heap: make([]int32, m), at: make([]int32, m), key: make([]int64, m), ids: el.ids}
	for v := range q.heap {
		q.heap[v], q.at[v], q.key[v] = int32(v), int32(v), el.degree(int32(v))
	}
	for i := m/2 - 1; i >= 0; i-- {
		q.down(i)
	}
	return q
}

// less orders heap entries i and j by key, then node number.
func (q *degreeQueue) less(i, j int) bool {
	a, b := q.heap[i], q.heap[j]
	return q.key[a] < q.key[b] || q.key[a] == q.key[b] && q.ids[a] < q.ids[b]
}

// swap swaps heap entries i and j.
func (q *degreeQueue) swap(i, j int) {
	q.heap[i], q.heap[j] = q.heap[j], q.heap[i]
	q.at[q.heap[i]], q.at[q.heap[j]] = int32(i), int32(j)
}

// up moves entry i towards the root while it is less than its parent.
func (q *degreeQueue) up(i int) {
	for i > 0 {
		parent := (i - 1) / 2
		if !q.less(i, parent) {
			return
		}
		q.swap(i, parent)
		i = parent
	}
}

// down moves entry i towards the leaves while a child is less.
func (q *degreeQueue) down(i int) {
	for {
		l, small := 2*i+1, i
		if l < len(q.heap) && q.less(l, small) {
			small = l
		}
		if r := l + 1; r < len(q.heap) && q.less(r, small) {
			small = r
		}
		if small == i {
			return
		}
		q.swap(i, small)
		i = small
	}
}

// update sets the key of v, a remaining node, to its present degree.
func (q *degreeQueue) update(el *elimination, v int32) {
	old := q.key[v]
	q.key[v] = el.degree(v)
	switch i := int(q.at[v]); {
	case q.key[v] < old:
		q.up(i)
	case q.key[v] > old:
		q.down(i)
	}
}

// pop removes and returns the node of least key, or reports that none is
// left.
func (q *degreeQueue) pop() (int32, bool) {
	if len(q.heap) == 0 {
		return 0, false
	}
	v := q.heap[0]
	last := len(q.heap) - 1
	q.swap(0, last)
	q.heap = q.heap[:last]
	q.down(0)
	return v, true
}
