package reuse

import (
	"math"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// BranchVisits is how often a walk of a trace took each successor of its
// Branches (statictrace.Branch: branches the loop counters decide), summed
// over every visit of each block.
type BranchVisits struct {
	// Taken holds, per branch block, the visits that took each successor
	// (indexed as the block's successors).
	Taken map[*irreader.Block][]float64
	// Exact reports that the walk took every iteration of every loop
	// holding a Branch at an integral trip count, evaluated every
	// Branch's condition, and followed every call: the visits are those
	// of a run, given the trace's loop trips.
	Exact bool
	// Steps is the iterations and branch visits the walk made.
	Steps int
	// Loops holds, for each loop CountBranches was asked to count, its
	// instances and iterations over the walk.
	Loops map[*loops.Loop]*LoopVisits
	// Undecided holds the branch blocks the walk could not decide at
	// some visit, and UndecidedLoops the loops whose trip it could not
	// evaluate or round, each of which made Exact false; where Exact is
	// false and both are empty, the walk as a whole failed (over budget,
	// or an incomplete trace).
	Undecided      map[*irreader.Block]bool
	UndecidedLoops map[*loops.Loop]bool
}

// LoopVisits counts the instances (entries) of a loop, those that ran at
// least one iteration, and their iterations.
type LoopVisits struct {
	Instances, Entered, Iterations float64
}

// CountBranches walks trace t as the whole walk does (every iteration of
// every loop, in order), without addresses or a cache, and counts the
// successors its Branches take, and the instances and iterations of the
// loops of count (whose trips the trace evaluates per instance). Loops
// holding no Branch and no loop of count are not iterated (their counters
// are left at their exit values). The walk stops, and Exact is false, after
// maxSteps iterations and visits.
func CountBranches(t *statictrace.Trace, maxSteps int, count map[*loops.Loop]bool) *BranchVisits {
	c := &branchCounter{t: t, out: &BranchVisits{Taken: map[*irreader.Block][]float64{}, Exact: t.Complete(), Loops: map[*loops.Loop]*LoopVisits{},
		Undecided: map[*irreader.Block]bool{}, UndecidedLoops: map[*loops.Loop]bool{}},
		max: maxSteps, count: count}
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(overBudget); !ok {
					panic(r)
				}
				c.out.Exact = false
			}
		}()
		c.seq(t.Body, t.NewActivation(), 1)
	}()
	return c.out
}

type branchCounter struct {
	t     *statictrace.Trace
	out   *BranchVisits
	max   int
	has   map[*statictrace.Loop]bool // loops whose body holds a Branch or a loop of count
	vary  map[*statictrace.Loop]bool // loops whose Branches vary with their counter (varies)
	count map[*loops.Loop]bool       // the loops whose visits are counted
}

func (c *branchCounter) step() {
	c.out.Steps++
	if c.out.Steps > c.max {
		panic(overBudget{})
	}
}

// seq walks items in a, each visit standing for weight visits.
func (c *branchCounter) seq(items []statictrace.Item, a *statictrace.Activation, weight float64) {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Loop:
			c.loop(x, a, weight)
		case *statictrace.Call:
			c.seq(x.Body, c.t.Enter(a, x), weight)
		case *statictrace.Branch:
			c.step()
			k, ok := c.t.Successor(a, x)
			arm := x.ArmOf(k)
			if !ok || arm < 0 {
				if !x.Data {
					c.out.Exact = false // a counter's branch the walk could not decide
					c.out.Undecided[x.Block] = true
				}
				arm = x.Default // as Trace.Arm takes it
			}
			c.t.Take(a, x, arm) // for the phis the arm decides
			n := x.Succs()
			taken := c.out.Taken[x.Block]
			if taken == nil {
				taken = make([]float64, n)
				c.out.Taken[x.Block] = taken
			}
			if ok && k < n {
				taken[k] += weight
			}
			c.seq(x.Arms[arm], a, weight)
		}
	}
}

// loop walks an instance of lp: every iteration where a Branch within
// may take another arm at another value of lp's counter, else one
// iteration standing for all of them.
func (c *branchCounter) loop(lp *statictrace.Loop, a *statictrace.Activation, weight float64) {
	n := trip(lp, a)
	if c.count[lp.Loop] {
		if v, ok := a.TripAt(lp.Loop); ok {
			n = v // the instance's own trip, which the counts' average may not be
		} else {
			c.out.Exact = false // its trip would be the counts' average
			c.out.UndecidedLoops[lp.Loop] = true
		}
	}
	N := int64(math.Round(n))
	if math.Abs(n-float64(N)) > countTol*math.Max(1, float64(N)) {
		c.out.Exact = false
		c.out.UndecidedLoops[lp.Loop] = true
	}
	start, _ := a.Start(lp.Loop)
	if c.count[lp.Loop] {
		v := c.out.Loops[lp.Loop]
		if v == nil {
			v = &LoopVisits{}
			c.out.Loops[lp.Loop] = v
		}
		v.Instances += weight
		if N > 0 {
			v.Entered += weight
			v.Iterations += weight * float64(N)
		}
	}
	if N <= 0 || !c.holds(lp) {
		leave(lp, a, start, max(N, 0))
		return
	}
	step := stepIn(lp, a)
	if !c.varies(lp) {
		c.step()
		a.SetIV(lp.Loop, start)
		c.seq(lp.Body, a, weight*float64(N))
		leave(lp, a, start, N)
		return
	}
	for i := int64(0); i < N; i++ {
		c.step()
		a.SetIV(lp.Loop, start+i*step)
		c.seq(lp.Body, a, weight)
	}
	leave(lp, a, start, N)
}

// varies reports whether a Branch within lp may take different arms at
// different values of lp's counter, or an inner loop's trip, in any arm,
// varies with it, worked out once per loop.
func (c *branchCounter) varies(lp *statictrace.Loop) bool {
	if c.vary == nil {
		c.vary = map[*statictrace.Loop]bool{}
	}
	v, ok := c.vary[lp]
	if !ok {
		v = branchVaries(lp.Body, lp)
		c.vary[lp] = v
	}
	return v
}

// holds reports whether lp's body holds a Branch, worked out once per loop.
func (c *branchCounter) holds(lp *statictrace.Loop) bool {
	if c.has == nil {
		c.has = map[*statictrace.Loop]bool{}
	}
	h, ok := c.has[lp]
	if !ok {
		h = holdsBranch(lp.Body) || anyItem(lp.Body, func(it statictrace.Item) bool {
			x, ok := it.(*statictrace.Loop)
			return ok && c.count[x.Loop]
		}, false, true)
		c.has[lp] = h
	}
	return h
}

// holdsBranch reports whether items hold a Branch the counters decide, in
// loops and callees included (one on data takes its most probable arm at
// every visit: its counts are the estimate's, not the walk's).
func holdsBranch(items []statictrace.Item) bool {
	return anyItem(items, func(it statictrace.Item) bool {
		x, ok := it.(*statictrace.Branch)
		return ok && !x.Data
	}, false, true)
}
