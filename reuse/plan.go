package reuse

import (
	"math"

	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// A step of a loop instance's sampled walk: iteration i with weight wt (a
// factor of the instance's weight), or
// (phantom set) a phantom key for iterations lo..hi.
type loopStep struct {
	i       int64
	wt      float64
	phantom bool
	lo, hi  int64
}

// plan returns the sampled walk of a loop instance of N iterations (see
// Static's documentation), each step's weight a factor of the instance's
// weight. Plans depend on the loop, N and whether the loop is outermost in
// the walk only: they are made once and kept.
func (w *walker) plan(lp *statictrace.Loop, a *statictrace.Activation, start, N int64) []loopStep {
	pk := planKey{lp.Loop, N, w.nest == 0, 0}
	p := int64(max(w.period[lp.Loop], 1))
	if quietMerge && !w.opts.Paper && !w.whole(lp, N, p) && !w.collapsed[lp.Loop] && w.ring[lp.Loop] == 0 {
		pk.quiet = w.quietClasses(lp, a, start, N, p)
	}
	if out, ok := w.plans[pk]; ok {
		return out
	}
	out := w.makePlan(lp, N)
	if pk.quiet != 0 {
		out = mergeQuiet(out, p, pk.quiet)
	}
	w.plans[pk] = out
	return out
}

// planKey identifies a plan: a loop, its iterations, whether it is
// outermost, and its quiet classes (quietClasses).
type planKey struct {
	loop  *loops.Loop
	n     int64
	outer bool
	quiet uint64
}

func (w *walker) makePlan(lp *statictrace.Loop, N int64) []loopStep {
	var out []loopStep
	iter := func(i int64, x float64) { out = append(out, loopStep{i: i, wt: x}) }
	if w.collapsed[lp.Loop] {
		iter(0, float64(N)) // iteration 0 stands for all N (planPeriods)
		return out
	}
	if w.opts.Paper {
		iter(0, 1)
		if N > 1 {
			iter(1, float64(N-1))
		}
		return out
	}
	p := int64(max(w.period[lp.Loop], 1))
	if w.whole(lp, N, p) {
		for i := int64(0); i < N; i++ {
			iter(i, 1)
		}
		return out
	}
	if r := w.ring[lp.Loop]; r > 0 && N >= 3*r {
		return ringPlan(N, r)
	}
	if !w.logging && w.opts.Line > 1 {
		// The first sampled loop: plans are made as an instance starts,
		// so its phantoms and every later one ask from then on.
		w.logging, w.logFrom = true, w.eng.now()
	}
	m := N - 1 // class representatives stand for iterations 1..m
	iter(0, 1)
	first := int64(1) // the first iteration the representatives stand for
	if w.lead[lp.Loop] && N > 3*p+3 {
		for ; first <= p; first++ {
			iter(first, 1)
		}
	}
	// Iterations 1..m are cut into k strata; each stratum simulates one
	// period (a representative of each class mod p, weighted by the class's
	// members in the stratum) and a phantom key stands for the lines its
	// other iterations touch that the simulated ones do not.
	// A stratum after the first starts with a warm-up iteration (weight 0)
	// so that its representatives see the state their predecessors leave;
	// the last iteration is the warm-up of the end: the loop leaves the
	// lines of its last iteration the most recent, as it does when run.
	// The loop's last period is not simulated exactly: its iterations are
	// represented like the others (TestMakePlanStandsForEveryIteration).
	k := w.strataOf(lp, m, p, w.nest == 0)
	if w.rotates(lp, m-first+1, p, k) {
		return w.rotatedPlan(out, first, m, p, k)
	}
	for j := int64(0); j < k; j++ {
		s0, s1 := first+j*(m-first+1)/k, first-1+(j+1)*(m-first+1)/k // stratum j: iterations s0..s1
		for i := s0; i < s0+p && i <= s1; i++ {
			iter(i, float64((s1-i)/p+1))
		}
		out = append(out, loopStep{phantom: true, lo: s0 + p, hi: s1 - 1})
		iter(s1, 0) // the warm-up of the next stratum, or of the end
	}
	return out
}

// rotates reports whether the k strata of lp's n represented iterations at
// period p share the period's classes out among themselves (rotatedPlan)
// instead of each simulating a whole period: there is more than one
// stratum and more than one class, each stratum holds its share with room
// to spare, and lp's body makes no call. (A phantom skips the accesses of
// calls, see body: a row loop whose rows a callee reads leaves too few rows
// in its phantoms for a share of the representatives to meet the lines of
// the iteration before at their true set distance.) With fewer classes
// than strata (p = 2, four strata: rows of an odd number of half lines,
// gemm's i loop) the strata take the classes in turn, k/p to a class
// (TestRotatedPlan).
func (w *walker) rotates(lp *statictrace.Loop, n, p, k int64) bool {
	return k > 1 && p > 1 && n >= k*(p+max(p/k, 1)+2) && !holdsCall(lp.Body)
}

// rotatedPlan appends to out the strata of iterations first..m when they
// share out the period's p classes: stratum j simulates the p/k classes
// from j*p/k on (with fewer classes than strata, class j mod p), each
// iteration standing for every member of its class in first..m (or its
// share of them, when k/p strata take the class), after a warm-up
// iteration (weight 0) at the one before; a phantom key stands for the rest
// of the stratum, and the last iteration is the warm-up of the end. The
// strata still sample the loop's sweep from start to end (where its lines
// fall among the cache sets changes along it), at one period's
// representatives in all instead of one per stratum, which cuts the walks
// of long outer loops by a factor of up to k (BENCHMARKS.md; the accuracy
// records in ACCURACY.md hold the result to measurement).
func (w *walker) rotatedPlan(out []loopStep, first, m, p, k int64) []loopStep {
	q, n := p/k, m-first+1
	share := 1.0 // the strata that share a class
	if q == 0 {
		q, share = 1, float64(k/p)
	}
	start := func(j int64) int64 { // stratum j's first iteration of class j*q
		s0 := first + j*n/k
		return s0 + ((j*q%p-(s0-first))%p+p)%p
	}
	for j := int64(0); j < k; j++ {
		i0 := start(j)
		if j > 0 {
			out = append(out, loopStep{i: i0 - 1})
		}
		for i := i0; i < i0+q; i++ {
			out = append(out, loopStep{i: i, wt: float64((m-first-(i-first)%p)/p+1) / share})
		}
		hi := m - 1
		if j+1 < k {
			hi = start(j+1) - 2
		}
		out = append(out, loopStep{phantom: true, lo: i0 + q, hi: hi})
	}
	return append(out, loopStep{i: m})
}

// strata is the number of strata a loop is sampled in when one period at its
// start does not stand for all its iterations:
//   - its body holds a triangular nest (an inner trip count that varies with
//     an enclosing counter): later iterations run inner loops 4 times shorter
//     or longer, or meet other sets (see stratified);
//   - it is outermost in the walk (no enclosing loop): it sweeps its arrays
//     once, and where each part of them falls among the cache sets, and
//     whether a set is one line fuller than another, changes along the sweep
//     (a second loop may meet the sets a first left full only near its end).
const strata = 4

// innerStrata is the number of strata of a stratified loop that is not
// outermost (lu's i loop, cholesky's j loop): two halve those nests' walks
// against four and agree as well with measurement on the suite, where one
// leaves the L2 rates of triangular nests off (ACCURACY.md).
const innerStrata = 2

// strataOf returns the strata of lp's represented iterations 1..m at period
// p (outer: lp has no enclosing loop in the walk): strata when lp is outer,
// innerStrata when it is stratified, provided every stratum holds more than
// a period, else 1. Other inner loops are not stratified: a period at the
// start of each instance stands for their iterations, and their strata
// would split the phantoms whose lines the next instance meets.
func (w *walker) strataOf(lp *statictrace.Loop, m, p int64, outer bool) int64 {
	k := int64(1)
	switch {
	case outer:
		k = strata
	case w.strat[lp.Loop]:
		k = innerStrata
	}
	if m < k*(p+1) {
		return 1
	}
	return k
}

// fullTimeTrip is the trip count up to which a loop whose accesses do not
// move with its counter (line period 1) and whose body holds a loop (a
// stencil's time loop) is walked whole: every iteration after the first
// touches the lines the first did, so its strata stand for the rest, and
// walking more time steps would make the walk grow with the input.
const fullTimeTrip = 8

// whole reports whether an instance of lp of n iterations at line period p
// is simulated iteration by iteration rather than sampled (iteration 0, p
// representatives and the last iteration: p+2, with 2p+3 keeping a period
// between the representatives and the end): up to w.full iterations, or
// fullTimeTrip for a time loop unless the options set w.full.
func (w *walker) whole(lp *statictrace.Loop, n, p int64) bool {
	if w.wholeWalk {
		return true
	}
	full := int64(w.full)
	if p == 1 && w.opts.FullTrip == 0 && holdsLoop(lp.Body) {
		full = min(full, fullTimeTrip)
	}
	return n <= max(2*p+3, full)
}

// estimate returns the number of accesses the walk will simulate
// (outer: items are outside every loop).
func (w *walker) estimate(items []statictrace.Item, a *statictrace.Activation, outer bool) float64 {
	total := 0.0
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			total += w.bulkPieces(x, a)
		case *statictrace.Loop:
			p := int64(max(w.period[x.Loop], 1))
			n := int64(math.Round(x.Trip))
			sims := float64(n)
			if w.collapsed[x.Loop] {
				sims = 1
			} else if r := w.ring[x.Loop]; r > 0 && n >= 3*r && !w.whole(x, n, p) {
				sims = float64(2*r + n%r)
			} else if !w.whole(x, n, p) {
				// Iteration 0, the lead period if any, then k strata
				// of a period and a warm-up each (the last one's is the
				// end's), or, rotated, max(p, k) representatives and k
				// warm-ups in all.
				k := w.strataOf(x, n-1, p, outer)
				reps, lead := n-1, int64(0) // iterations the representatives stand for
				if w.lead[x.Loop] && n > 3*p+3 {
					reps, lead = n-1-p, p
				}
				sims = float64(1 + lead + k*(p+1))
				if w.rotates(x, reps, p, k) {
					sims = float64(1 + lead + max(p, k) + k)
				}
			}
			total += sims * w.estimate(x.Body, a, false)
		case *statictrace.Call:
			// A recursion followed walks the callee's items once per
			// activation: the accesses the block counts give.
			if n, ok := w.t.RecursionAccesses(x); ok && w.followsRecursion() {
				total += n
				continue
			}
			total += w.estimate(x.Body, a, outer)
		case *statictrace.Branch:
			// One arm per visit: the largest bounds it.
			most := 0.0
			for _, arm := range x.Arms {
				most = max(most, w.estimate(arm, a, outer))
			}
			total += most
		}
	}
	return total
}
