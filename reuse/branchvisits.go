package reuse

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

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
// maxSteps iterations and visits. A Branch on data takes its most probable
// arm where its condition cannot be evaluated, unless it is one of data:
// those the caller counts too, which are then undecided there. A loop of
// count with no counter (loops.Nest.EvaluatedLoop) is walked iteration by
// iteration to the exit its test evaluates to.
func CountBranches(t *statictrace.Trace, maxSteps int, count map[*loops.Loop]bool, data map[*irreader.Block]bool) *BranchVisits {
	if t.IntsOff() != "" {
		return countBranches(t, maxSteps, count, data, false)
	}
	// Conditions and trips may read numbers the program stored
	// (rowptr[i + 1], visited[v], a switch over code[pc]): the walk keeps
	// them, taking every iteration of every loop that stores one. Where
	// that does not decide everything (or outgrows the budget), the walk
	// without them, which skips those iterations, may do better.
	with := countBranches(t, maxSteps, count, data, true)
	if with.Exact {
		return with
	}
	out := countBranches(t, maxSteps, count, data, false)
	if n := len(with.Undecided) + len(with.UndecidedLoops); !out.Exact && n > 0 && n < len(out.Undecided)+len(out.UndecidedLoops) {
		return with
	}
	return out
}

// countBranches is CountBranches, keeping the numbers the walk stores
// (statictrace.Memory.KeepInts) when ints is set.
func countBranches(t *statictrace.Trace, maxSteps int, count map[*loops.Loop]bool, data map[*irreader.Block]bool, ints bool) *BranchVisits {
	c := &branchCounter{t: t, out: &BranchVisits{Taken: map[*irreader.Block][]float64{}, Exact: t.Complete(), Loops: map[*loops.Loop]*LoopVisits{},
		Undecided: map[*irreader.Block]bool{}, UndecidedLoops: map[*loops.Loop]bool{}},
		max: maxSteps, count: count, data: data, ints: ints}
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(overBudget); !ok {
					panic(r)
				}
				c.out.Exact = false
			}
		}()
		root := t.NewActivation()
		root.NoGuesses() // what it counts, it reports as derived
		mem := t.NewMemory(false)
		if ints {
			mem.KeepInts(t)
		}
		root.UseMemory(mem)
		c.seq(t.Body, root, 1)
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
	data  map[*irreader.Block]bool   // the Branches on data whose visits are counted
	depth int                        // recursive calls being walked one inside the other
	ints  bool                       // the walk keeps numbers: every iteration of a loop that stores one
	// left is the exit Branch (statictrace.Branch.Exit) an iteration
	// of a loop of count took: the items after it up to the loop's
	// walk (exiting) are not walked. lost reports an exit the walk
	// could not evaluate there.
	left *statictrace.Branch
	lost bool
	// leftBy holds, for a loop exiting walked last, the block it left
	// from: the Branch after the loop takes that exit's arm.
	leftBy map[*loops.Loop]int
	// walking marks the loops an exiting walk is in: an exit that leaves
	// one of them from a loop inside it ends its iteration too.
	walking map[*loops.Loop]bool
	// skip is the loop whose walk made its last pass itself (evaluated,
	// a header that writes): the items the trace holds after the loop
	// for that pass (Loop.LastPass) are not walked again.
	skip *loops.Loop
}

func (c *branchCounter) step() {
	c.out.Steps++
	if c.out.Steps > c.max {
		panic(overBudget{})
	}
}

// seq walks items in a, each visit standing for weight visits.
func (c *branchCounter) seq(items []statictrace.Item, a *statictrace.Activation, weight float64) {
	for i := 0; i < len(items); i++ {
		if c.left != nil {
			return // an exit left the loop in this iteration
		}
		switch x := items[i].(type) {
		case *statictrace.Ref:
			c.t.Store(a, x)
		case *statictrace.Loop:
			c.loop(x, a, weight)
			if c.skip == x.Loop {
				c.skip = nil
				i += min(x.LastPass(), len(items)-1-i)
			}
		case *statictrace.Call:
			if x.Recur != nil {
				c.recursive(x, a, weight)
				continue
			}
			c.seq(x.Body, c.t.Enter(a, x), weight)
		case *statictrace.Branch:
			if x.Exit != nil {
				if x.After {
					c.afterExit(x, a, weight)
				} else {
					c.exit(x, a, weight)
				}
				continue
			}
			c.step()
			k, ok := c.t.Successor(a, x)
			arm := x.ArmOf(k)
			if (!ok || arm < 0) && x.Recurs {
				// Which calls recurse is not known: the walk cannot go
				// on, and the branch is undecided.
				c.out.Exact = false
				c.out.Undecided[x.Block] = true
				panic(overBudget{})
			}
			if !ok || arm < 0 {
				if c.t.ArmStores(x) {
					a.LoseMemory() // the arm taken may not be the run's
				}
				if c.t.ArmStoresInt(x) {
					c.t.LoseArmInts(a, x)
				}
				if !x.Data || c.data[x.Block] {
					c.out.Exact = false // a counter's branch the walk could not decide
					c.out.Undecided[x.Block] = true
				}
				arm = x.Default // as Trace.Arm takes it
				c.t.TakeGuess(a, x, arm)
			} else {
				c.t.Take(a, x, arm) // for the phis the arm decides
			}
			n := x.Succs()
			taken := c.out.Taken[x.Block]
			if taken == nil {
				taken = make([]float64, n)
				c.out.Taken[x.Block] = taken
			}
			if l := x.ExitTestOf(); ok && k < n && (l == nil || !c.count[l]) && !x.Dispatch {
				// (a loop counted exit by exit counted its test's last
				// pass; a switch that is a loop's test, its every visit)
				taken[k] += weight
			}
			c.seq(x.Arms[arm], a, weight)
		}
	}
}

// recursive walks recursive call x in a: the ancestor's items again in an
// activation of its own, as the run makes the call (statictrace.Call.Recur).
// A recursion the walk cannot follow (made unconditionally on the path, of
// a frame that allocates, deeper than maxRecursionDepth) stops the walk,
// inexact.
func (c *branchCounter) recursive(x *statictrace.Call, a *statictrace.Activation, weight float64) {
	body, ok := c.t.FrameBody(x.Recur)
	if !ok || !x.Guarded || c.depth >= maxRecursionDepth {
		c.out.Exact = false
		panic(overBudget{})
	}
	c.step() // each call counts against the walk's steps
	c.depth++
	c.seq(body, c.t.Enter(a, x), weight)
	c.depth--
}

// loop walks an instance of lp: every iteration where a Branch within
// may take another arm at another value of lp's counter, else one
// iteration standing for all of them.
func (c *branchCounter) loop(lp *statictrace.Loop, a *statictrace.Activation, weight float64) {
	a.EnterLoop(lp)
	defer a.ExitLoop(lp)
	if c.count[lp.Loop] && lp.LeavesByExits() {
		c.exiting(lp, a, weight)
		return
	}
	if c.count[lp.Loop] && lp.Loop.IV == nil {
		c.evaluated(lp, a, weight, false)
		return
	}
	n := trip(lp, a)
	own := false     // the trip evaluated for this instance
	var walked int64 // iterations walked by their evaluated test before it could not be evaluated
	if c.count[lp.Loop] {
		if v, ok := a.TripAt(lp.Loop); ok {
			n, own = v, true // the instance's own trip, which the counts' average may not be
		} else {
			if _, refused := aheadPass(lp); stepwise(lp, a) && !refused {
				// A bound the body moves (while (head < tail) with
				// tail++ inside): the test evaluated at every
				// iteration, as far as it can be.
				var done bool
				if walked, done = c.evaluated(lp, a, weight, true); done {
					return
				}
			}
			c.out.Exact = false // its trip would be the counts' average
			c.out.UndecidedLoops[lp.Loop] = true
			own = false
		}
	}
	guessed := !own && c.t.GuessedTrip(lp)
	if guessed && c.t.StoresInt(lp) {
		c.t.LoseIntsOf(a, lp) // a guessed trip: its numbers are not the run's
	}
	N := int64(math.Round(n))
	if math.Abs(n-float64(N)) > countTol*math.Max(1, float64(N)) {
		c.out.Exact = false
		c.out.UndecidedLoops[lp.Loop] = true
	}
	N = max(N, walked)
	start, _ := a.Start(lp.Loop)
	if c.count[lp.Loop] {
		c.visited(lp.Loop, weight, N)
	}
	// After the instance its counter holds its exit value, unless the
	// trip was a guess: then what is computed from the counter after the
	// loop (an exit phi, a local it stored last) is no value of the run.
	exit := func(n int64) {
		if guessed {
			a.ForgetIV(lp.Loop)
			return
		}
		leave(lp, a, start, n)
	}
	step := stepIn(lp, a)
	if N <= walked || !c.holds(lp) {
		c.skipped(lp, a, start, step, walked, N)
		exit(max(N, 0))
		return
	}
	if !c.varies(lp) {
		if N-walked > 1 && c.t.StoresInt(lp) {
			c.t.LoseIntsOf(a, lp) // one iteration stands for all
		}
		c.step()
		a.SetIV(lp.Loop, start+walked*step)
		c.seq(lp.Body, a, weight*float64(N-walked))
		c.skipped(lp, a, start, step, walked+1, N)
		exit(N)
		return
	}
	for i := walked; i < N; i++ {
		c.step()
		a.SetIV(lp.Loop, start+i*step)
		c.seq(lp.Body, a, weight)
	}
	exit(N)
}

// evaluated walks an instance of lp, a loop with no counter
// (loops.Nest.EvaluatedLoop: an iterator loop, it != end), iteration by
// iteration, evaluating its test where the loop runs it (before each
// iteration at the top, after it at the latch) until the test leaves. A
// test the walk cannot evaluate leaves the loop undecided, and the memory
// of the iterations it did not walk lost, unless partial is set: then the
// iterations walked are returned for the caller to go on from (a counted
// loop, which has a trip to go on to), with done false.
func (c *branchCounter) evaluated(lp *statictrace.Loop, a *statictrace.Activation, weight float64, partial bool) (walked int64, done bool) {
	l := lp.Loop
	f := lp.Frame.Func
	term := loopTest(lp)
	sw, _ := term.(*ir.TermSwitch)
	stays := func() (stay, ok bool) {
		if term == nil {
			return false, false
		}
		var k int
		k, stay, ok = testTaken(c.t, a, l, f, term)
		if ok && sw != nil {
			// A switch's every visit, its exits and the successors
			// inside the loop (the arms of the Branch at the top of
			// the body, which does not count them again), tested at
			// the top or at the latch.
			c.taken(f.Blocks[l.Test], k, 1+len(sw.Cases), weight)
		}
		return stay, ok
	}
	// A test at the top reads what the header's items (its calls: it !=
	// end at -O0) leave in memory: they are walked before each test, at
	// the last one with weight 0, as the trace holds that pass after the
	// loop (the exit test's items). A header that writes what a second
	// making would not make the same (-O0's c = s[i++] in while ((c =
	// s[i++]) != 0)) is walked once per pass instead, before its test:
	// the last pass is then the one the trace holds after the loop,
	// which the walk skips (once: oncePass). Not for partial: its caller
	// goes on from the iterations walked.
	head, rest := headPass(lp)
	ahead, refused := aheadPass(lp)
	once := oncePass(lp, refused)
	if refused && (partial || !once) {
		if !partial {
			c.undecided(lp, a)
		}
		return 0, false
	}
	n := 0
	decided := true
	// A counter's value at each iteration, for the test and the body.
	var start, step int64
	if l.IV != nil {
		start, _ = a.Start(l) // stepwise: known
		step = stepIn(lp, a)
	}
	c.t.CarryPhis(a, l, f, true)
	for {
		if n > 0 {
			c.t.CarryPhis(a, l, f, false)
		}
		if l.IV != nil {
			a.SetIV(l, start+int64(n)*step)
		}
		if l.TopTested {
			switch {
			case once:
				c.seq(head, a, weight)
			case ahead:
				c.seq(head, a, 0)
			}
			stay, ok := stays()
			if decided = ok; !ok || !stay {
				break
			}
			if !once {
				c.seq(head, a, weight) // counted with the iteration; memory again
			}
		}
		c.step()
		n++
		c.seq(rest, a, weight)
		if !l.TopTested {
			stay, ok := stays()
			if decided = ok; !ok || !stay {
				break
			}
		}
	}
	if !decided {
		if !partial {
			c.undecided(lp, a)
		}
		return int64(n), false
	}
	if once {
		c.skip = l // the last pass was walked: the trace's after the loop is not
	}
	c.visited(l, weight, int64(n))
	if l.IV != nil {
		leave(lp, a, start, int64(n))
	}
	return int64(n), true
}

// testTaken evaluates term, the terminator of loop l's test in function
// f (a conditional branch or a switch: loops.Nest.SwitchTest), in a: the
// successor it takes (0 true, 1 false; a switch's default, then its
// cases) and whether that stays in the loop; ok is false where the
// condition cannot be evaluated.
func testTaken(t *statictrace.Trace, a *statictrace.Activation, l *loops.Loop, f *irreader.Func, term ir.Terminator) (k int, stay, ok bool) {
	k, ok = t.SuccessorOf(a, term)
	if !ok {
		return 0, false, false
	}
	var to value.Value
	switch x := term.(type) {
	case *ir.TermCondBr:
		to = x.TargetFalse
		if k == 0 {
			to = x.TargetTrue
		}
	case *ir.TermSwitch:
		to = x.TargetDefault
		if k > 0 {
			to = x.Cases[k-1].Target
		}
	default:
		return 0, false, false
	}
	return k, l.Contains(f.BlockOf(to.(*ir.Block)).Index), true
}

// loopTest returns the terminator of lp's test where a walk can evaluate
// it (testTaken): a conditional branch, or a switch; nil otherwise.
func loopTest(lp *statictrace.Loop) ir.Terminator {
	l := lp.Loop
	if l.Test < 0 {
		return nil
	}
	switch term := lp.Frame.Func.Blocks[l.Test].Term.TermIR.(type) {
	case *ir.TermCondBr:
		return term
	case *ir.TermSwitch:
		return term
	}
	return nil
}

// headPass splits lp's body into the items of its header's pass, which a
// test at the top reads the memory of (none for a loop tested elsewhere),
// and the rest.
func headPass(lp *statictrace.Loop) (head, rest []statictrace.Item) {
	if !lp.Loop.TopTested {
		return nil, lp.Body
	}
	k := 0
	for k < len(lp.Body) && inBlock(lp.Body[k], lp.Loop.Header) {
		k++
	}
	return lp.Body[:k], lp.Body[k:]
}

// headWrites reports whether the header pass of lp, a top-tested loop,
// writes memory the run's pass writes once: the count walk makes that pass
// twice per iteration (evaluated), once to test and once to count it, so a
// store that is not the same at the second making would not be the run's
// (while (iter_next(&it, &v)) at -O0 advancing it.pos, while (passes++,
// head < tail)). The counter's own store (i++ < n at -O0) and a callee's
// stores to its own locals (-O0's spilled arguments, the same at both
// makings: operator!= of it != end) are the same twice.
func headWrites(lp *statictrace.Loop) bool {
	l := lp.Loop
	if !l.TopTested {
		return false
	}
	for _, it := range lp.Body {
		if !inBlock(it, l.Header) {
			break
		}
		if writesOutside([]statictrace.Item{it}, lp) {
			return true
		}
	}
	return false
}

// testReadsMemory reports whether the condition of lp's test may read what
// its header pass writes: a load or a call among the values it is computed
// from, up to the phis (the values carried from the iteration before,
// which the walk sets: CarryPhis, the counter). Where it reads none (an
// -O2 loop's j + 1 == n at the bottom of a header that stores text[j]),
// the test needs no pass made ahead of it, so a header that writes is
// walked once per iteration, not refused (headWrites).
func testReadsMemory(lp *statictrace.Loop) bool {
	var cond value.Value
	switch term := loopTest(lp).(type) {
	case *ir.TermCondBr:
		cond = term.Cond
	case *ir.TermSwitch:
		cond = term.X
	default:
		return true
	}
	seen := map[value.Value]bool{}
	var reads func(v value.Value, depth int) bool
	reads = func(v value.Value, depth int) bool {
		if seen[v] {
			return false
		}
		seen[v] = true
		switch x := v.(type) {
		case *ir.InstPhi, *ir.Param, constant.Constant:
			return false
		case *ir.InstLoad, *ir.InstCall, *ir.TermInvoke:
			return true
		case ir.Instruction:
			if depth > 16 {
				return true
			}
			for _, op := range x.Operands() {
				if reads(*op, depth+1) {
					return true
				}
			}
			return false
		}
		return true
	}
	return reads(cond, 0)
}

// aheadPass reports whether a walk of lp must make its header's pass
// before its test to evaluate it (the test reads memory the pass writes);
// refused reports that it cannot, the pass writing what a second making
// would not make the same (headWrites).
func aheadPass(lp *statictrace.Loop) (ahead, refused bool) {
	if !lp.Loop.TopTested || !testReadsMemory(lp) {
		return false, false
	}
	return true, headWrites(lp)
}

// writesOutside reports whether items (their calls, loops and arms
// included) store anywhere but lp's counter's slot or a callee's own
// locals (headWrites).
func writesOutside(items []statictrace.Item, lp *statictrace.Loop) bool {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			if !x.Acc.Store && x.Acc.Bulk == nil {
				continue
			}
			if x.Frame == lp.Frame {
				if iv := lp.Loop.IV; iv == nil || x.Acc.Bulk != nil || irreader.StripPtrCasts(x.Acc.Ptr) != iv.Slot {
					return true
				}
				continue
			}
			if x.Acc.BaseKind != irreader.BaseAlloca {
				return true
			}
		case *statictrace.Call:
			if writesOutside(x.Body, lp) {
				return true
			}
		case *statictrace.Loop:
			if writesOutside(x.Body, lp) {
				return true
			}
		case *statictrace.Branch:
			for _, arm := range x.Arms {
				if writesOutside(arm, lp) {
					return true
				}
			}
		}
	}
	return false
}

// stepwise reports whether lp, a loop with a counter whose trip its entry
// does not give, can be walked in a by evaluating its test at every
// iteration: the counter's start is known (the counter's value at each
// iteration is the test's and the body's), and the test is its one exit,
// a conditional branch at its top or at its one latch.
func stepwise(lp *statictrace.Loop, a *statictrace.Activation) bool {
	l := lp.Loop
	if l.Irreducible || len(l.Exiting) != 1 || l.Exiting[0] != l.Test {
		return false
	}
	if _, ok := a.Start(l); !ok {
		return false // a pointer walk from a begin the walk lost: not from 0
	}
	if _, ok := lp.Frame.Func.Blocks[l.Test].Term.TermIR.(*ir.TermCondBr); !ok {
		return false
	}
	return l.TopTested || len(l.Latches) == 1 && l.Latches[0] == l.Test
}

// undecided records that the walk could not count an instance of lp: the
// loop is undecided, and the memory its iterations would change is lost.
func (c *branchCounter) undecided(lp *statictrace.Loop, a *statictrace.Activation) {
	c.out.Exact = false
	c.out.UndecidedLoops[lp.Loop] = true
	if c.t.StoresPointer(lp) {
		a.LoseMemory()
	}
	if c.t.StoresInt(lp) {
		c.t.LoseIntsOf(a, lp)
	}
}

// visited records an instance of loop l of count, standing for weight
// instances, that ran n iterations.
func (c *branchCounter) visited(l *loops.Loop, weight float64, n int64) {
	v := c.out.Loops[l]
	if v == nil {
		v = &LoopVisits{}
		c.out.Loops[l] = v
	}
	v.Instances += weight
	if n > 0 {
		v.Entered += weight
		v.Iterations += weight * float64(n)
	}
}

// inBlock reports whether it is a Ref or Call of block b of its frame.
func inBlock(it statictrace.Item, b int) bool {
	switch x := it.(type) {
	case *statictrace.Ref:
		return x.Acc.Inst.Block.Index == b
	case *statictrace.Call:
		return x.Site.Block.Index == b
	}
	return false
}

// skipped makes, in a's memory, the pointer stores of the iterations
// from..to-1 of lp that the walk does not take (statictrace.Memory), so
// that the pointers later loads read are the run's.
func (c *branchCounter) skipped(lp *statictrace.Loop, a *statictrace.Activation, start, step, from, to int64) {
	if c.t.StoresPointer(lp) {
		c.t.StoreIterations(a, lp, start, step, from, to)
	}
	if from < to && c.t.StoresInt(lp) {
		c.t.LoseIntsOf(a, lp)
	}
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
		// A loop no counter bounds, walked to its evaluated exit, may
		// run another trip in every iteration.
		v = c.ints && c.t.StoresInt(lp) || branchVaries(lp.Body, lp) || anyItem(lp.Body, func(it statictrace.Item) bool {
			switch x := it.(type) {
			case *statictrace.Loop:
				// With numbers kept, a counted loop's trip may read them
				// (rowptr[i + 1]): each iteration's own.
				return c.count[x.Loop] && (x.Loop.IV == nil || c.ints)
			case *statictrace.Call:
				// A recursion in the loop, whose calls may take the
				// counter's value: each iteration's own.
				return x.Recur != nil
			}
			return false
		}, false, true)
		c.vary[lp] = v
	}
	return v
}

// holds reports whether lp's body holds a Branch the walk counts (one the
// counters decide, or one of data) or a loop of count, worked out once per
// loop.
func (c *branchCounter) holds(lp *statictrace.Loop) bool {
	if c.has == nil {
		c.has = map[*statictrace.Loop]bool{}
	}
	h, ok := c.has[lp]
	if !ok {
		h = c.ints && c.t.StoresInt(lp) || anyItem(lp.Body, func(it statictrace.Item) bool {
			switch x := it.(type) {
			case *statictrace.Branch:
				return !x.Data || c.data[x.Block]
			case *statictrace.Loop:
				return c.count[x.Loop]
			case *statictrace.Call:
				return x.Recur != nil // its branches, at each call
			}
			return false
		}, false, true)
		c.has[lp] = h
	}
	return h
}

// exit visits x, an exit of a loop (statictrace.Branch.Exit): where its
// loop is counted exit by exit, the condition decides whether the
// iteration leaves the loop there (left), and its successor taken is
// counted; elsewhere the walk stays in the iteration, as the trace's path
// does.
func (c *branchCounter) exit(x *statictrace.Branch, a *statictrace.Activation, weight float64) {
	if !c.count[x.Exit] {
		return
	}
	c.step()
	k, ok := c.t.Successor(a, x)
	if !ok || x.ArmOf(k) < 0 {
		c.left, c.lost = x, true
		return
	}
	c.taken(x.Block, k, x.Succs(), weight)
	if x.ArmOf(k) == 1 {
		c.left = x
	}
}

// taken counts weight visits of block b that took successor k of n.
func (c *branchCounter) taken(b *irreader.Block, k, n int, weight float64) {
	t := c.out.Taken[b]
	if t == nil {
		t = make([]float64, n)
		c.out.Taken[b] = t
	}
	if k < n {
		t[k] += weight
	}
}

// exiting walks an instance of lp, a loop of count that leaves from more
// than one block (loops.Nest.ExitingLoop), iteration by iteration: its
// test where the loop runs it (before each iteration at the top, after it
// at the latch) and each exit where the iteration reaches it, until one
// leaves; then the items from the exit taken to where the trace goes on
// after the loop. The successors of the test and of every exit are
// counted as a branch's. A test or exit the walk cannot evaluate, or an
// exit the trace cannot follow (statictrace.Loop.Exits), leaves the loop
// undecided.
func (c *branchCounter) exiting(lp *statictrace.Loop, a *statictrace.Activation, weight float64) {
	l := lp.Loop
	f := lp.Frame.Func
	delete(c.leftBy, l)
	if c.walking == nil {
		c.walking = map[*loops.Loop]bool{}
	}
	was := c.walking[l]
	c.walking[l] = true
	defer func() { c.walking[l] = was }()
	lost := func() {
		c.undecided(lp, a)
		if l.IV != nil {
			a.ForgetIV(l)
		}
	}
	ahead, refused := aheadPass(lp)
	if !lp.ExitsHeld() || refused {
		lost()
		return
	}
	test := f.Blocks[l.Test]
	br, _ := test.Term.TermIR.(*ir.TermCondBr)
	if br == nil {
		lost()
		return
	}
	mid := l.MidTested() // the test is an exit of the body, as the others
	stays := func() (stay, ok bool) {
		k, stay, ok := testTaken(c.t, a, l, f, br)
		if ok {
			c.taken(test, k, 2, weight)
		}
		return stay, ok
	}
	var start, step int64
	if l.IV != nil {
		s, ok := a.Start(l)
		if !ok {
			lost()
			return
		}
		start, step = s, stepIn(lp, a)
	}
	head, rest := headPass(lp)
	var n int64
	var left *statictrace.Branch
	decided := true
	c.t.CarryPhis(a, l, f, true)
	for {
		if n > 0 {
			c.t.CarryPhis(a, l, f, false)
		}
		if l.IV != nil {
			a.SetIV(l, start+n*step)
		}
		if l.TopTested {
			if ahead {
				c.seq(head, a, 0)
			}
			stay, ok := stays()
			if decided = ok; !ok || !stay {
				break
			}
			c.seq(head, a, weight)
		}
		c.step()
		n++
		c.seq(rest, a, weight)
		if c.left != nil {
			left, decided = c.left, !c.lost
			c.left, c.lost = nil, false
			break
		}
		if !l.TopTested && !mid {
			stay, ok := stays()
			if decided = ok; !ok || !stay {
				break
			}
		}
	}
	if !decided {
		lost()
		return
	}
	c.visited(l, weight, n)
	if c.leftBy == nil {
		c.leftBy = map[*loops.Loop]int{}
	}
	if left == nil {
		c.leftBy[l] = l.Test
		if l.IV != nil {
			leave(lp, a, start, n)
		}
		return
	}
	c.leftBy[l] = left.Block.Index
	if l.IV != nil {
		a.SetIV(l, start+(n-1)*step) // the iteration that left
	}
}

// afterExit walks x, the Branch after a loop that leaves from more than
// one block (statictrace.Branch.After): the arm of the exit the loop's
// walk left by (exiting). Where the loop was not walked exit by exit, or
// its walk lost its way, the most probable exit's, as the trace's path
// elsewhere; in the latter case the memory its arms may write is lost.
func (c *branchCounter) afterExit(x *statictrace.Branch, a *statictrace.Activation, weight float64) {
	if e, ok := c.leftBy[x.Exit]; ok && x.ExitArm(e) < 0 {
		// The loop left by an exit whose path the trace does not hold
		// (one of several that allocate: statictrace's exitJoin keeps
		// one, the loop test's): the walk cannot follow it.
		c.out.Exact = false
		c.out.UndecidedLoops[x.Exit] = true
	}
	e, had := c.leftBy[x.Exit]
	arm, decided := takeAfter(c.t, x, a, c.leftBy)
	if x.LeavesEnclosing(arm) {
		// The exit leaves the loop around too (a return from a nested
		// search): that loop's walk leaves from it, where it is walked
		// exit by exit; elsewhere the walk cannot follow it.
		if had && decided && c.walking[x.Exit.Parent] {
			c.left = leaving(x, e)
			return
		}
		c.out.Exact = false
		c.out.UndecidedLoops[x.Exit] = true
	}
	if !decided && c.count[x.Exit] {
		if c.t.ArmStores(x) {
			a.LoseMemory()
		}
		if c.t.ArmStoresInt(x) {
			c.t.LoseArmInts(a, x)
		}
	}
	c.seq(x.Arms[arm], a, weight)
}
