package statictrace

import (
	"slices"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
)

// Branch is a branch or switch on the path whose condition is a function of
// loop counters and parameters (loops.Nest.IterationBranch: if (i % 4 ==
// 0), switch (i % 7), if (j < i)): the trace holds each of its arms up to
// the block where they meet again, and a walk takes, at every visit, the
// arm the condition selects there (Trace.Arm). A block of an arm is on the
// path: its accesses are walked as often as their arm is taken, instead of
// borrowing the distances of the more probable arm's.
type Branch struct {
	Block *irreader.Block
	Frame *Frame
	// Arms holds the items of each successor with a positive probability,
	// from the successor to the join (exclusive); armOf maps the
	// terminator's successor index to its arm (-1: none).
	Arms  [][]Item
	armOf []int
	// Default is the arm of the most probable successor, the one a walk
	// takes where the condition cannot be evaluated.
	Default int
	// Shares are the arms' probabilities (their successors' summed), which
	// a whole walk follows where the condition cannot be evaluated; nil
	// where it takes Default (a loop's test).
	Shares []float64
	// Data reports that the condition is not a function of the loop
	// counters and parameters (loops.Nest.IterationBranch): data decides
	// it, and no walk evaluates it.
	Data bool
	// Dispatch reports the Branch of a loop's test that is a switch
	// (loops.Nest.SwitchTest): its arms are the switch's successors inside
	// the loop, and the walk that evaluates the test before each pass
	// counts every visit of the switch, exits included.
	Dispatch bool
	// Held reports a branch whose other successors' arms the trace does
	// not hold (Branch.hold): only the Default arm is walked. dropped
	// holds the blocks only those other successors reach before the join
	// (droppedBlocks), which no walk takes.
	Held    bool
	dropped []int
	// Recursive reports a branch of a recursive function, which a walk
	// that does not follow the recursion (Call.Recur) takes at Default,
	// the arm the path takes for every activation; Recurs one with a
	// recursive call in an arm, which a walk that follows the recursion
	// must evaluate at every visit.
	Recursive, Recurs bool
	// RecurTo are the frames the recursive calls in its arms enter again
	// (Call.Recur).
	RecurTo []*Frame
	// blockArm maps each block of an arm to its arm, -1 for a block two
	// arms reach; joinPhi uses it to pick a phi's incoming value by the
	// arm taken. succs are the block's successors.
	blockArm map[int]int
	succs    []int
	// Exit is set on the exit of a loop that leaves from more than one
	// block, in the trace the count walk takes (Input.Exits,
	// loops.Nest.ExitingLoop): the loop it leaves. Arm 0 stays in the
	// iteration, arm 1 leaves the loop; neither holds an item
	// (exitBranch).
	Exit *loops.Loop
	// After marks the Branch the trace holds after such a loop
	// (exitJoin): its arms follow the exits, exitArm mapping each
	// exiting block to its arm.
	After   bool
	exitArm map[int]int
	// leaves marks the arms of an After Branch whose exit leaves the loop
	// around Exit as well (a search in a nested loop that returns from
	// the inner one): they hold nothing, and the walk leaves that loop
	// too (LeavesEnclosing).
	leaves map[int]bool
}

// branchAt is a block of a frame whose Branch is being built.
type branchAt struct {
	fr  *Frame
	blk int
}

// phiAt is a Branch whose arm taken decides a phi in block (joinPhi).
type phiAt struct {
	br    *Branch
	block int
}

func (*Branch) isItem() {}

// Succs returns the number of the branch block's successors.
func (b *Branch) Succs() int { return len(b.succs) }

// ArmOf returns the arm of successor k, -1 when it has none (probability 0).
func (b *Branch) ArmOf(k int) int {
	if k < 0 || k >= len(b.armOf) {
		return -1
	}
	return b.armOf[k]
}

// Line returns the source line of the branch.
func (b *Branch) Line() int { return b.Block.Term.Line }

// Successor returns the index of the successor (in the order of the
// block's successors: true then false, a switch's default then its cases)
// b's condition selects in activation a; ok is false when the condition
// cannot be evaluated.
func (t *Trace) Successor(a *Activation, b *Branch) (int, bool) {
	return t.SuccessorOf(a, b.Block.Term.TermIR)
}

// SuccessorOf is Successor for a block's terminator term: a conditional
// branch or a switch (a loop's test: reuse's walks evaluate it before an
// iteration).
func (t *Trace) SuccessorOf(a *Activation, term ir.Terminator) (int, bool) {
	switch term := term.(type) {
	case *ir.TermCondBr:
		c, ok := t.Eval(a, term.Cond)
		if !ok {
			return 0, false
		}
		if c&1 != 0 {
			return 0, true
		}
		return 1, true
	case *ir.TermSwitch:
		x, ok := t.Eval(a, term.X)
		if !ok {
			return 0, false
		}
		for i, c := range term.Cases {
			ci, ok := c.X.(*constant.Int)
			if !ok || !ci.X.IsInt64() {
				return 0, false
			}
			if truncTo(x, ci) == ci.X.Int64() {
				return i + 1, true
			}
		}
		return 0, true
	}
	return 0, false
}

// Selected returns the arm b's condition selects in activation a, ok false
// when it cannot be evaluated or selects a successor of probability 0.
func (t *Trace) Selected(a *Activation, b *Branch) (int, bool) {
	if k, ok := t.Successor(a, b); ok && k < len(b.armOf) && b.armOf[k] >= 0 {
		return b.armOf[k], true
	}
	return 0, false
}

// Choose returns the index of the arm b takes in activation a: the
// successor its condition selects there, or Default when the condition
// cannot be evaluated (or selects a successor of probability 0).
func (t *Trace) Choose(a *Activation, b *Branch) int {
	if arm, ok := t.Selected(a, b); ok {
		return arm
	}
	t.HeldMissed(a, b)
	return b.Default
}

// HeldMissed tells t that a walk takes b's Default arm in a where its
// condition did not select it (it cannot be evaluated, or selects a
// successor the trace does not hold): where b is held and the memory of
// the walk rests on the held branches taking their arms (memoryGate:
// pointers stored behind their other successors), the memory is lost.
func (t *Trace) HeldMissed(a *Activation, b *Branch) {
	if t.heldStores[b] {
		a.LoseMemory()
	}
	if t.heldInts[b] {
		a.LoseInts()
	}
}

// Arm is Choose for a walk that takes the arm: it records the arm in a,
// for the phis its join and its arms hold (joinPhi).
func (t *Trace) Arm(a *Activation, b *Branch) int {
	return t.Take(a, b, t.Choose(a, b))
}

// Take records that a walk takes arm arm of b in a (for joinPhi) and
// returns it.
func (t *Trace) Take(a *Activation, b *Branch, arm int) int {
	if a.taken == nil {
		a.taken = map[*Branch]takenArm{}
	}
	a.visits++
	a.taken[b] = takenArm{arm, a.visits, a.counterStamp(b.Block.Index)}
	delete(a.guessed, b)
	return arm
}

// TakeGuess is Take of an arm the walk could not decide (a branch on
// data): a phi whose incoming value that arm selects (joinPhi) is then no
// value of the run, so a condition that reads it is not decided either
// (-O0's do { ... } while (err > tol && it < maxit): the phi of false and
// it < maxit after an arm taken for err > tol).
func (t *Trace) TakeGuess(a *Activation, b *Branch, arm int) int {
	t.Take(a, b, arm)
	if a.guessed == nil {
		a.guessed = map[*Branch]bool{}
	}
	a.guessed[b] = true
	return arm
}

// takenArm is the arm a walk took at a Branch and the number of its visit
// among the activation's (Activation.visits).
type takenArm struct {
	arm int
	seq uint64
	// at holds the counters of the loops around the branch (innermost
	// first, at most len(at)) at the visit: a phi its join decides is
	// the arm's only in that iteration (counterStamp).
	at [4]int64
}

// counterStamp returns the counters of the loops around block b of a's
// frame, innermost first (up to four; for a loop without a counter the
// number of the iteration a walk that takes it one by one is in,
// Activation.passes; 0 where neither is set).
func (a *Activation) counterStamp(b int) [4]int64 {
	var at [4]int64
	n := a.Frame.nest
	if n == nil || b < 0 || b >= len(n.Innermost) {
		return at
	}
	i := 0
	for l := n.Innermost[b]; l != nil && i < len(at); l = l.Parent {
		if l.IV != nil {
			at[i], _ = a.IV(l)
		} else {
			at[i] = a.passes[l] // the iteration a walk that takes it one by one is in
		}
		i++
	}
	return at
}

// joinPhi evaluates a phi in an arm or at the join of Branches by the arms
// the activation took last: the incoming value whose predecessor lies in
// the taken arm of each, or is the branch itself where the taken arm starts
// at the phi's block (the outermost branch first, the inner ones deciding
// among the edges it leaves). ok is false when the arms taken do not single
// out one edge; guessed is set too when an arm the walk guessed (TakeGuess)
// decides it, so that no other rule picks an edge for it.
func (t *Trace) joinPhi(a *Activation, phi *ir.InstPhi, d int) (v int64, ok, guessed bool) {
	ats := t.branchJoins[phi]
	if len(ats) == 0 || a.taken == nil {
		return 0, false, false
	}
	f := ats[0].br.Frame.Func
	// Of the copies of one branch (its block reached on several paths of
	// the trace), the one visited last.
	latest := map[*irreader.Block]uint64{}
	for _, at := range ats {
		if k, ok := a.taken[at.br]; ok && k.seq > latest[at.br.Block] {
			latest[at.br.Block] = k.seq
		}
	}
	cands := phi.Incs
	for i := len(ats) - 1; i >= 0; i-- {
		b := ats[i].br
		k, ok := a.taken[b]
		if !ok || k.seq != latest[b.Block] || k.at != a.counterStamp(b.Block.Index) {
			// (taken in another iteration than the one evaluated: a
			// value carried from an earlier one)
			continue
		}
		arm := k.arm
		if a.guessed[b] {
			return 0, false, true // the edge rests on an arm the walk guessed
		}
		var keep []*ir.Incoming
		for _, inc := range cands {
			p := f.PredOf(inc)
			if p == nil {
				continue
			}
			if k, ok := b.blockArm[p.Index]; ok && (k == arm || k < 0) {
				// (a block both arms reach, -1, stays: a branch nested
				// in the arm, or the exit taken, decides it)
				keep = append(keep, inc)
				continue
			}
			if p == b.Block && !b.After {
				for k, s := range b.succs {
					if s == ats[i].block && b.armOf[k] == arm {
						keep = append(keep, inc)
						break
					}
				}
			}
			if e, ok := b.exitArm[p.Index]; ok && b.After && e == arm && !b.Exit.Contains(ats[i].block) {
				keep = append(keep, inc) // straight from the exit the walk left by
			}
		}
		if len(keep) > 0 {
			cands = keep
		}
	}
	if len(cands) > 1 && len(cands) < len(phi.Incs) {
		// Of the edges the arms leave, those a path takes: an arm
		// whose guard never fails (a memset's length > 0, counted)
		// runs through the guarded block to the phi.
		fr, at := ats[0].br.Frame, ats[0].block
		var live []*ir.Incoming
		for _, inc := range cands {
			if p := f.PredOf(inc); p != nil && edgeLive(fr, p.Index, at) {
				live = append(live, inc)
			}
		}
		if len(live) > 0 {
			cands = live
		}
	}
	if len(cands) == len(phi.Incs) || !oneIncoming(cands) {
		return 0, false, false
	}
	v, ok = t.evalIncoming(a, phi, cands[0].X, d)
	return v, ok, false
}

// edgeLive reports whether the edge from block p to block s of fr's
// function has a positive probability.
func edgeLive(fr *Frame, p, s int) bool {
	for k, x := range fr.graph.Succs[p] {
		if x == s && fr.P[p][k] > 0 {
			return true
		}
	}
	return false
}

// oneIncoming reports whether the incoming values cands hold are one: a
// single edge, or edges that bring the same value (a switch's arm whose
// guard the trace follows through both of its blocks, -O2's i += 3 as the
// phi [3, %guard], [3, %body]).
func oneIncoming(cands []*ir.Incoming) bool {
	if len(cands) == 0 {
		return false
	}
	for _, inc := range cands[1:] {
		if !loops.SameValue(inc.X, cands[0].X) {
			return false
		}
	}
	return true
}

// armBlocks fills b.blockArm: the blocks of fr's function each arm reaches
// from its successor before the join, the end of l's iteration or l's exit.
func (b *Branch) armBlocks(fr *Frame, l *loops.Loop, succs []int, join int) {
	b.blockArm = map[int]int{}
	for k, s := range succs {
		arm := b.armOf[k]
		if arm < 0 {
			continue
		}
		if s == join {
			continue
		}
		b.markFrom(fr, l, s, arm, join)
	}
}

// markFrom marks the blocks of fr's function that s reaches before join,
// the end of l's iteration or l's exit as blocks of arm (mark).
func (b *Branch) markFrom(fr *Frame, l *loops.Loop, s, arm, join int) {
	seen := map[int]bool{s: true}
	work := []int{s}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		b.mark(x, arm)
		for _, y := range fr.graph.Succs[x] {
			if y == join || l != nil && (y == l.Header || !l.Contains(y)) || seen[y] {
				continue
			}
			seen[y] = true
			work = append(work, y)
		}
	}
}

// droppedBlocks records the blocks of fr that the successors of b the
// trace does not hold reach before the join (or the iteration's end in
// loop l): the blocks no walk enters, which memoryGate lets hold pointer
// stores while walks check that b takes its held arm.
func (b *Branch) droppedBlocks(fr *Frame, l *loops.Loop, succs []int, join int) {
	cur := b.Block.Index
	seen := map[int]bool{}
	var work []int
	for k, s := range succs {
		if b.armOf[k] < 0 && s != join && s != cur && !seen[s] && !b.inArm(s) {
			seen[s] = true
			work = append(work, s)
		}
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		b.dropped = append(b.dropped, x)
		for _, y := range fr.graph.Succs[x] {
			if y == join || y == cur || seen[y] || b.inArm(y) || l != nil && (y == l.Header || !l.Contains(y)) {
				continue
			}
			seen[y] = true
			work = append(work, y)
		}
	}
	slices.Sort(b.dropped)
}

// inArm reports whether block x lies in an arm b holds.
func (b *Branch) inArm(x int) bool {
	_, ok := b.blockArm[x]
	return ok
}

func (b *Branch) mark(x, arm int) {
	if k, ok := b.blockArm[x]; ok && k != arm {
		b.blockArm[x] = -1
		return
	}
	b.blockArm[x] = arm
}

// VariesWith reports whether b may take different arms in different
// iterations of loop outer: its condition reads a value that is not fixed
// during one instance of outer (a phi, or a load, other than the counters
// of the loops enclosing outer), or b lies in another frame.
func (b *Branch) VariesWith(outer *Loop) bool {
	if b.Frame != outer.Frame {
		return true
	}
	fixed := map[value.Value]bool{}
	for p := outer.Loop.Parent; p != nil; p = p.Parent {
		addHeaderPhis(fixed, b.Frame.Func, p)
		if p.IV != nil {
			fixed[p.IV.Slot] = true
		}
	}
	var cond value.Value
	switch term := b.Block.Term.TermIR.(type) {
	case *ir.TermCondBr:
		cond = term.Cond
	case *ir.TermSwitch:
		cond = term.X
	default:
		return true
	}
	return reaches(cond, func(v value.Value) bool {
		switch x := v.(type) {
		case *ir.InstPhi:
			return !fixed[x]
		case *ir.InstLoad:
			return !fixed[irreader.StripPtrCasts(x.Src)]
		}
		return false
	}, 0)
}

// truncTo returns x in the width of c's type, sign-extended as c's value is.
func truncTo(x int64, c *constant.Int) int64 { return wrap(c.Typ, x) }

// branch returns the Branch item of block cur of fr inside region l when its
// terminator is an iteration branch with two or more arms of positive
// probability that meet again inside l (or at the end of l's iteration),
// none of them leaving l or allocating, and the block the walk continues
// from after it (-1: the iteration's end). ok is false otherwise: the
// region then follows the most probable successor.
func (t *Trace) branch(fr *Frame, cur int, l *loops.Loop) (*Branch, int, bool, error) {
	// Outside loops only a callee's branches can vary (on its
	// arguments): the root's parameters are fixed for the run, and its
	// branches there are held only where the caller asks (RootBranches).
	if fr.nest == nil {
		return nil, 0, false, nil
	}
	// A loop's test at its top that is a switch (loops.Nest.SwitchTest:
	// an interpreter's dispatch) holds its successors inside the loop as
	// the arms; the walk that evaluates the test takes the exits. (At a
	// latch its one successor inside the loop is the header.)
	dispatch := l != nil && cur == l.Header && fr.nest.SwitchTest(cur) == l
	if !dispatch && (l == nil && fr.Parent == nil && !t.in.RootBranches[fr.Func.Blocks[cur]] || !fr.nest.BodyBranch(cur)) {
		return nil, 0, false, nil
	}
	// A recursion no walk follows (Input.Recursion): its one activation
	// stands for all of them, along the most probable path.
	if t.recursive(fr.Func) && !t.in.Recursion[fr.Func] {
		return nil, 0, false, nil
	}
	succs := fr.graph.Succs[cur]
	// arm reports whether successor k may be an arm: of positive
	// probability, and inside l for a dispatch.
	arm := func(k int) bool { return fr.P[cur][k] > 0 && (!dispatch || l.Contains(succs[k])) }
	live := 0
	for k := range succs {
		if arm(k) {
			live++
		}
	}
	// A callee's test with one arm of positive probability (a check of its
	// arguments that throws or aborts, taken as never failing) is held
	// with that arm alone: the walk still evaluates it at every visit,
	// which counts it (reuse.CountBranches) or finds the visit that fails.
	held := live == 1 && l == nil
	if live < 2 && !held {
		return nil, 0, false, nil
	}
	join, ok := joinOf(fr, l, cur, dispatch, t.in.Exits)
	if !ok {
		return nil, 0, false, nil
	}
	// An arm that reaches the branch again (a cycle through a side entry
	// of an irreducible loop) cannot hold it: the region follows the most
	// probable successor there.
	at := branchAt{fr, cur}
	if t.building[at] {
		return nil, 0, false, nil
	}
	if t.building == nil {
		t.building = map[branchAt]bool{}
	}
	t.building[at] = true
	defer delete(t.building, at)
	br := &Branch{Block: fr.Func.Blocks[cur], Frame: fr, armOf: make([]int, len(succs)), Data: !fr.nest.IterationBranch(cur), Dispatch: dispatch}
	armAt := map[int]int{} // successor block -> arm (a switch's cases may share one)
	best := -1.0
	for k, s := range succs {
		br.armOf[k] = -1
		p := fr.P[cur][k]
		if !arm(k) {
			continue
		}
		if i, ok := armAt[s]; ok {
			br.armOf[k] = i
		} else {
			var items []Item
			if s != join {
				var err error
				if items, err = t.regionTo(fr, s, l, join); err != nil {
					return nil, 0, false, err
				}
			}
			if t.placesBlocks(items) {
				held = true // the heap placement walks the most probable arm
			}
			armAt[s] = len(br.Arms)
			br.armOf[k] = len(br.Arms)
			br.Arms = append(br.Arms, items)
		}
		if p > best {
			best, br.Default = p, br.armOf[k]
		}
	}
	if br.Recursive = t.recursive(fr.Func); br.Recursive && l == nil {
		// The arm the path takes in a walk that does not follow the
		// recursion, where one activation stands for all of them: not
		// a base case that returns at once (baseCaseAlt).
		if alt := t.baseCaseAlt(fr, cur, succs[slices.IndexFunc(br.armOf, func(a int) bool { return a == br.Default })]); alt >= 0 {
			br.Default = br.armOf[slices.Index(succs, alt)]
		}
	}
	for _, arm := range br.Arms {
		br.RecurTo = guard(arm, br.RecurTo)
	}
	br.Recurs = len(br.RecurTo) > 0
	if held {
		// A branch of the root outside loops (RootBranches) runs
		// once: a successor straight to the join is an empty arm the
		// walk may take where the condition selects it, dropping no
		// access (a report printed only when a count the run made
		// says so). Elsewhere the heap's placement walks the held arm
		// at every visit.
		br.hold(l == nil && fr.Parent == nil, succs, join)
	}
	br.Shares = make([]float64, len(br.Arms))
	for k, arm := range br.armOf {
		if arm >= 0 {
			br.Shares[arm] += fr.P[cur][k]
		}
	}
	br.succs = succs
	br.armBlocks(fr, l, succs, join)
	if held {
		br.droppedBlocks(fr, l, succs, join)
	}
	// The phis its arms decide: in the arms' blocks and at the join (a
	// loop's header inside an arm aside: its phis carry values from one
	// iteration to the next, which the arm taken does not decide:
	// evalCarriedPhi).
	t.registerJoins(fr, br, join)
	return br, join, true, nil
}

// hold keeps only b's Default arm: the path takes it at every visit (an arm
// that allocates, which the heap's placement walks at each visit of its
// block, or the one arm of positive probability), and a visit whose
// condition selects another successor is one the walk cannot follow
// (Selected is false there; reuse.CountBranches leaves the branch
// undecided).
//
// With empty set, a successor that is the join (an arm that holds no item)
// keeps an arm of its own, which a walk takes where the condition selects
// it.
func (b *Branch) hold(empty bool, succs []int, join int) {
	keep := b.Arms[b.Default]
	skip := -1 // the empty arm, where kept
	for k, arm := range b.armOf {
		switch {
		case arm == b.Default:
			b.armOf[k] = 0
		case arm >= 0 && empty && succs[k] == join:
			if skip < 0 {
				skip = 1
			}
			b.armOf[k] = skip
		default:
			b.armOf[k] = -1
		}
	}
	b.Arms, b.Default, b.Held = [][]Item{keep}, 0, true
	if skip > 0 {
		b.Arms = append(b.Arms, nil)
	}
}

// recurses reports whether items hold a recursive call (Call.Recur), in
// their loops, arms or callees.
func recurses(items []Item) bool {
	return holds(items, func(it Item) bool {
		c, ok := it.(*Call)
		return ok && c.Recur != nil
	})
}

// holds reports whether hit holds for an item of items, of their loops'
// bodies, their Branches' arms or their callees' bodies.
func holds(items []Item, hit func(Item) bool) bool {
	for _, it := range items {
		if hit(it) {
			return true
		}
		switch x := it.(type) {
		case *Loop:
			if holds(x.Body, hit) {
				return true
			}
		case *Call:
			if holds(x.Body, hit) {
				return true
			}
		case *Branch:
			for _, arm := range x.Arms {
				if holds(arm, hit) {
					return true
				}
			}
		}
	}
	return false
}

// guard marks the recursive calls in items (in their loops, arms and
// callees) as decided by a branch or a loop around them (Call.Guarded),
// and returns to the frames they enter again, added to to.
func guard(items []Item, to []*Frame) []*Frame {
	for _, it := range items {
		switch x := it.(type) {
		case *Loop:
			to = guard(x.Body, to)
		case *Call:
			if x.Recur != nil {
				x.Guarded = true
				if !slices.Contains(to, x.Recur) {
					to = append(to, x.Recur)
				}
			}
			to = guard(x.Body, to)
		case *Branch:
			for _, arm := range x.Arms {
				to = guard(arm, to)
			}
		}
	}
	return to
}

// joinOf returns the block where the arms of block b's branch meet again
// inside loop l of fr (nil: outside every loop, where the function's
// returns end the arms): b's nearest post-dominator over l's blocks, with
// the loops inside l taken as one node each (entered at the header, left by
// any exit) and the back edges to l's header and the exits of l's test (a
// rotated loop's latch, or a copy of it: loops.Loop.Twins) as the iteration's end (-1, the join of arms that
// meet only there). With dispatch, b is l's test and a switch whose exits
// are no arm of its Branch (loops.Nest.SwitchTest): they are left out.
// With exits (a trace the count walk takes, Input.Exits), the exit edges
// of l's exiting blocks that hold exit Branches (exitBranch: a search that
// stops at its first match, -O2's compares unrolled inside the loop) are
// left out too: the walk leaves the iteration there, and their edges into
// l are kept where the run never takes them. An exit at one of l's
// latches ends the iteration as l's test does. ok is false when an
// arm leaves l otherwise (a break), or the blocks form a cycle
// (irreducible control flow).
func joinOf(fr *Frame, l *loops.Loop, b int, dispatch, exits bool) (int, bool) {
	const end = -1
	nest := fr.nest
	// node maps a block of l to its node: itself, or the header of the
	// loop inside l that holds it.
	node := func(x int) (int, bool) {
		if l != nil && x == l.Header {
			return end, true
		}
		if l != nil && !l.Contains(x) {
			return 0, false
		}
		c := nest.Innermost[x]
		if c == nil || c == l {
			return x, true
		}
		for c.Parent != nil && c.Parent != l {
			c = c.Parent
		}
		return c.Header, true
	}
	succsOf := func(n int) ([]int, bool) {
		var blocks []int
		if c := nest.Innermost[n]; c != nil && c != l && c.Header == n {
			for c.Parent != nil && c.Parent != l {
				c = c.Parent
			}
			for _, y := range c.Blocks {
				for k, s := range fr.graph.Succs[y] {
					if exits && l != nil && !l.Contains(s) && nest.ExitingLoop(y) != nil {
						// An exit of the inner loop that leaves l too
						// (a return from a nested search): the walk
						// leaves l's iteration there.
						continue
					}
					if !c.Contains(s) && fr.P[y][k] > 0 {
						blocks = append(blocks, s)
					}
				}
			}
		} else {
			// An exit Branch's edge into the loop counts even where
			// its probability is 0 (a search's last compare, which
			// matches at every visit of the run): the walk goes on
			// there where it does not leave.
			stay := exits && l != nil && nest.ExitingLoop(n) == l
			for k, s := range fr.graph.Succs[n] {
				if fr.P[n][k] > 0 || stay && l.Contains(s) {
					blocks = append(blocks, s)
				}
			}
		}
		if l == nil && len(fr.graph.Succs[n]) == 0 {
			return []int{end}, true // the function returns
		}
		var out []int
		for _, s := range blocks {
			if l != nil && (n == l.Test || slices.Contains(l.Twins, n) || slices.Contains(l.Latches, n)) && !l.Contains(s) {
				// The loop's test (or a twin of it) ends the
				// iteration, and so does a latch's exit: a second
				// exit at the end of the body (h >>= 1 tested at the
				// top and again at the bottom at -O2).
				if !(dispatch && n == b) {
					out = append(out, end)
				}
				continue
			}
			if exits && l != nil && !l.Contains(s) && nest.ExitingLoop(n) == l {
				continue // an exit Branch's leaving arm (exitBranch)
			}
			m, ok := node(s)
			if !ok {
				return nil, false
			}
			out = append(out, m)
		}
		return out, true
	}
	// Post-dominator sets, bottom up over the nodes reachable from b.
	pd := map[int]map[int]bool{end: {end: true}}
	const (
		white = iota
		grey
		black
	)
	color := map[int]int{}
	var visit func(n int) bool
	steps := 0
	visit = func(n int) bool {
		if n == end || color[n] == black {
			return true
		}
		if color[n] == grey || steps > maxSteps {
			return false
		}
		steps++
		color[n] = grey
		ss, ok := succsOf(n)
		if !ok || len(ss) == 0 {
			return false
		}
		var set map[int]bool
		for _, s := range ss {
			if !visit(s) {
				return false
			}
			if set == nil {
				set = map[int]bool{}
				for k := range pd[s] {
					set[k] = true
				}
				continue
			}
			for k := range set {
				if !pd[s][k] {
					delete(set, k)
				}
			}
		}
		set[n] = true
		pd[n] = set
		color[n] = black
		return true
	}
	if !visit(b) {
		return 0, false
	}
	// The nearest post-dominator has the largest set of its own.
	join, size := end, 0
	for k := range pd[b] {
		if k != b && len(pd[k]) > size {
			join, size = k, len(pd[k])
		}
	}
	return join, true
}

// maxExitTests bounds the blocks a loop's final check walks.
const maxExitTests = 8

// exitTest returns the accesses of the final, failing check of top-tested
// loop l, from its header b: each block's accesses, and at a test decided
// by the counters, a Branch whose arms follow each successor to the test
// that fails (the second half of i < ii + bs && i < n runs only where the
// first half holds; -O0 joins the halves in a block of its own). The walk
// evaluates the tests at the counter's exit value, as the run does. A
// block with a successor outside the loop ends the check, unless it is
// decided by the counters and another test follows it (a chain of
// exiting tests). Where the check is not such a chain of tests, ok is
// false below the header, and the header (depth 0) gives its own accesses
// alone.
func (t *Trace) exitTest(fr *Frame, l *loops.Loop, b, depth int) ([]Item, bool, error) {
	items, err := t.block(fr, b)
	if err != nil {
		return nil, false, err
	}
	var out []Item
	for _, it := range items {
		if _, heap := it.(*heapCall); !heap { // the test's accesses only
			out = append(out, it)
		}
	}
	// fail ends a check that is no chain of tests.
	fail := func() ([]Item, bool, error) {
		if depth == 0 {
			return out, true, nil
		}
		return nil, false, nil
	}
	exiting := slices.Contains(l.Exiting, b)
	if depth >= maxExitTests {
		return out, exiting, nil
	}
	succs := fr.graph.Succs[b]
	if !exiting && len(succs) == 1 {
		s := succs[0]
		if s == l.Header || !l.Contains(s) || fr.nest.Innermost[s] != l {
			return fail()
		}
		rest, ok, err := t.exitTest(fr, l, s, depth+1)
		if err != nil {
			return nil, false, err
		}
		if !ok {
			return fail()
		}
		return append(out, rest...), true, nil
	}
	if !fr.nest.CounterDecided(b) {
		return out, exiting, nil
	}
	br := &Branch{Block: fr.Func.Blocks[b], Frame: fr, armOf: make([]int, len(succs)), succs: succs}
	exit, tests := -1, 0
	for k, s := range succs {
		br.armOf[k] = -1
		switch {
		case !l.Contains(s):
			if exit < 0 {
				exit = len(br.Arms)
				br.Arms = append(br.Arms, nil)
			}
			br.armOf[k] = exit
		case s != l.Header && fr.nest.Innermost[s] == l && (!exiting || slices.Contains(l.Exiting, s)):
			arm, ok, err := t.exitTest(fr, l, s, depth+1)
			if err != nil {
				return nil, false, err
			}
			if !ok {
				if exiting {
					continue // the body: not taken where the loop exits
				}
				return fail()
			}
			br.armOf[k] = len(br.Arms)
			br.Arms = append(br.Arms, arm)
			tests++
		}
	}
	if tests == 0 {
		return out, exiting, nil
	}
	// Where the test cannot be evaluated: the exit, else the arm of the
	// most probable successor.
	br.Default = exit
	if exit < 0 {
		best := -1.0
		for k := range succs {
			if arm := br.armOf[k]; arm >= 0 && fr.P[b][k] > best {
				best, br.Default = fr.P[b][k], arm
			}
		}
	}
	return append(out, br), true, nil
}

// Recursive reports whether f, the function of a frame of the trace, lies
// on a cycle of calls of defined functions (recursive, which Build asked
// for every frame: the map is read-only for walks).
func (t *Trace) Recursive(f *irreader.Func) bool { return t.recursion[f] }

// Unfollowed reports whether frame fr is an activation of a recursive
// function whose recursion no walk follows (Input.Recursion), or a callee
// of one: the trace holds that one activation, along the most probable
// path, for all the activations the run makes.
func (t *Trace) Unfollowed(fr *Frame) bool {
	for q := fr; q != nil; q = q.Parent {
		if t.recursion[q.Func] && !t.in.Recursion[q.Func] {
			return true
		}
	}
	return false
}

// recursive reports whether f lies on a cycle of calls of defined
// functions (a call through a pointer is not one), worked out once.
func (t *Trace) recursive(f *irreader.Func) bool {
	if r, ok := t.recursion[f]; ok {
		return r
	}
	if t.recursion == nil {
		t.recursion = map[*irreader.Func]bool{}
	}
	// The calls balance follows (omp.CalledFuncs: an OpenMP fork's
	// outlined function included), from f until they come back to it.
	m := t.in.Module
	r := false
	seen := map[*irreader.Func]bool{}
	for work := []*irreader.Func{f}; len(work) > 0 && !r; {
		g := work[len(work)-1]
		work = work[:len(work)-1]
		for _, b := range g.Blocks {
			for _, name := range omp.CalledFuncs(b) {
				h := m.Func(name)
				if h == nil || !h.Defined || seen[h] {
					continue
				}
				r = r || h == f
				seen[h] = true
				work = append(work, h)
			}
		}
	}
	t.recursion[f] = r
	return r
}

// exitBranch returns the exit Branch of block cur of fr's loop l, in a
// trace the count walk takes (Input.Exits), where cur is an exit of a loop
// that leaves from more than one block, other than its test at its top or
// latch (a test in the middle of the body is one of them); nil otherwise. Both its arms hold nothing: arm 0 goes on in the iteration,
// arm 1 leaves the loop, and the Branch after the loop (exitJoin) holds
// the path from there.
func (t *Trace) exitBranch(fr *Frame, cur int, l *loops.Loop) *Branch {
	if !t.in.Exits || l == nil || fr.nest == nil || cur == l.Test && !l.MidTested() || fr.nest.ExitingLoop(cur) != l {
		return nil
	}
	succs := fr.graph.Succs[cur]
	br := &Branch{Block: fr.Func.Blocks[cur], Frame: fr, armOf: make([]int, len(succs)), Arms: [][]Item{nil, nil}, succs: succs, Exit: l, Data: true}
	for k, s := range succs {
		switch {
		case l.Contains(s):
			br.armOf[k] = 0
		case fr.P[cur][k] > 0:
			br.armOf[k] = 1
		default:
			br.armOf[k] = -1 // taken as never taken (an error exit): no walk follows it
		}
	}
	return br
}

// exitJoin returns the Branch the trace holds after lp, a loop that leaves
// from more than one block (loops.Nest.ExitingLoop), in a trace the count
// walk takes (Input.Exits): one arm per exit, from the exit's successor
// outside the loop to the block where the exits' paths meet again (in
// region l, the loop around lp's; -1: the end of l's iteration or of the
// function), and that block. The walk takes the arm of the exit the loop
// left by (Branch.ExitArm). Where an arm allocates or frees, the count
// walk's trace (Input.Counting) holds one, the test's; ok is false there
// in other traces, where the paths do not meet, or where an exit in the
// body has no exit Branch (exitBranch):
// the trace then goes on along the most probable exit, as elsewhere.
func (t *Trace) exitJoin(fr *Frame, lp *Loop, next int, l *loops.Loop) (*Branch, int, bool, error) {
	loop := lp.Loop
	if !t.in.Exits || fr.nest == nil || fr.nest.ExitingLoop(loop.Test) != loop {
		return nil, 0, false, nil
	}
	seen := map[int]bool{}
	var mark func(items []Item)
	mark = func(items []Item) {
		for _, it := range items {
			switch b := it.(type) {
			case *Branch:
				// An exit of a loop inside this one that leaves this
				// one too is one of its exits: the inner loop's walk
				// leaves both (Branch.LeavesEnclosing).
				if b.Exit == loop || b.Exit != nil && !b.After && b.Exit != loop && loop.Contains(b.Exit.Header) && slices.Contains(loop.Exiting, b.Block.Index) {
					seen[b.Block.Index] = true
				}
				for _, arm := range b.Arms {
					mark(arm)
				}
			case *Loop:
				if b.Frame == fr {
					// So is an exit of a loop inside whose exits
					// the trace holds, its test's included: the
					// Branch after it leaves this loop too.
					if b.exitsHeld {
						for _, x := range b.Loop.Exiting {
							if slices.Contains(loop.Exiting, x) {
								seen[x] = true
							}
						}
					}
					mark(b.Body)
				}
			}
		}
	}
	mark(lp.Body)
	for _, e := range loop.Exiting {
		if (e != loop.Test || loop.MidTested()) && !seen[e] {
			return nil, 0, false, nil
		}
	}
	if out := exitEdges(fr, loop); len(out) == 1 && out[0] == next {
		// One way out (a test mid-body, -O0's while (j < m && s[j] ==
		// p[j]) tested at the join of its &&): the trace goes on from it
		// as it would after any loop, with no Branch to choose a path.
		lp.exitsHeld = true
		return nil, 0, false, nil
	}
	join, ok := joinOf(fr, l, loop.Header, false, t.in.Exits)
	if !ok {
		return nil, 0, false, nil
	}
	br := &Branch{Block: fr.Func.Blocks[loop.Header], Frame: fr, Exit: loop, After: true, exitArm: map[int]int{}, Default: -1}
	armAt := map[int]int{} // exit successor -> arm
	places := false        // an arm allocates or frees
	for _, e := range loop.Exiting {
		br.exitArm[e] = -1
		for k, s := range fr.graph.Succs[e] {
			if loop.Contains(s) || fr.P[e][k] <= 0 {
				continue
			}
			arm, ok := armAt[s]
			if !ok && l != nil && !l.Contains(s) {
				// The exit leaves l too: an arm with nothing, which
				// leaves l's iteration (the walk of l takes it as
				// one of l's exits).
				arm = len(br.Arms)
				armAt[s] = arm
				br.Arms = append(br.Arms, nil)
				if br.leaves == nil {
					br.leaves = map[int]bool{}
				}
				br.leaves[arm] = true
				ok = true
			}
			if !ok {
				var items []Item
				if s != join {
					var reached bool
					var err error
					if items, reached, err = t.regionUntil(fr, s, l, join); err != nil {
						return nil, 0, false, err
					}
					if join >= 0 && !reached {
						return nil, 0, false, nil
					}
				}
				if t.placesBlocks(items) {
					if !t.in.Counting {
						return nil, 0, false, nil
					}
					places = true
				}
				arm = len(br.Arms)
				armAt[s] = arm
				br.Arms = append(br.Arms, items)
			}
			br.exitArm[e] = arm
			if s == next {
				br.Default = arm
			}
		}
	}
	if br.Default < 0 || len(br.Arms) == 0 {
		return nil, 0, false, nil
	}
	if places {
		// The heap's placement walks one path: one exit's arm alone is
		// held, that of the loop's own test where it leaves the loop
		// (its normal end: a factorisation's k < n, not the early
		// return of a singular matrix through a printf, the rest of
		// the program freeing what it allocated), else the most
		// probable exit's. A walk that leaves by another exit cannot
		// follow it (ExitArm -1: reuse leaves the loop undecided).
		if arm := br.exitArm[loop.Test]; arm >= 0 && !loop.MidTested() {
			br.Default = arm
		}
		keep := br.Arms[br.Default]
		for e, arm := range br.exitArm {
			if arm == br.Default {
				br.exitArm[e] = 0
			} else {
				br.exitArm[e] = -1
			}
		}
		for x, arm := range armAt {
			if arm == br.Default {
				armAt[x] = 0
			} else {
				delete(armAt, x)
			}
		}
		keepLeaves := br.leaves[br.Default]
		br.Arms, br.Default, br.leaves = [][]Item{keep}, 0, nil
		if keepLeaves {
			br.leaves = map[int]bool{0: true}
		}
	}
	lp.exitsHeld = true
	// The phis the exit taken decides, in the arms' blocks and at the
	// join (the index a search returns: the counter at a match, or n
	// where it ran out), which joinPhi reads from the arm the walk took
	// (Trace.Take).
	br.blockArm = map[int]int{}
	for _, e := range loop.Exiting {
		for k, s := range fr.graph.Succs[e] {
			arm, ok := armAt[s]
			if !ok || loop.Contains(s) || fr.P[e][k] <= 0 || s == join || br.leaves[arm] {
				continue
			}
			br.markFrom(fr, l, s, arm, join)
		}
	}
	t.registerJoins(fr, br, join)
	return br, join, true, nil
}

// registerJoins records the phis of the blocks of br's arms and of its
// join (join < 0: none) as phis br's arm taken decides (joinPhi), but a
// loop header's, whose phis carry values from one iteration to the next.
func (t *Trace) registerJoins(fr *Frame, br *Branch, join int) {
	blocks := make([]int, 0, len(br.blockArm)+1)
	for x := range br.blockArm {
		blocks = append(blocks, x)
	}
	sort.Ints(blocks)
	if join >= 0 {
		blocks = append(blocks, join)
	}
	for _, x := range blocks {
		if in := fr.nest.Innermost[x]; in != nil && in.Header == x {
			continue
		}
		for _, in := range fr.Func.Blocks[x].Insts {
			if phi, ok := in.IR.(*ir.InstPhi); ok {
				if t.branchJoins == nil {
					t.branchJoins = map[*ir.InstPhi][]phiAt{}
				}
				t.branchJoins[phi] = append(t.branchJoins[phi], phiAt{br, x})
			}
		}
	}
}

// exitEdges returns the blocks outside loop that its exits reach with a
// positive probability, each once.
func exitEdges(fr *Frame, loop *loops.Loop) []int {
	var out []int
	for _, e := range loop.Exiting {
		for k, s := range fr.graph.Succs[e] {
			if !loop.Contains(s) && fr.P[e][k] > 0 && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// LeavesEnclosing reports whether arm of b, the Branch after a loop that
// leaves from more than one block (exitJoin), follows an exit that leaves
// the loop around b.Exit as well: a walk of that loop leaves it from the
// exit's block.
func (b *Branch) LeavesEnclosing(arm int) bool { return b.leaves[arm] }

// ExitArm returns the arm of b, the Branch after a loop that leaves from
// more than one block (exitJoin), that follows the exit from block e of
// the loop's function; -1 where no walk follows it.
func (b *Branch) ExitArm(e int) int {
	if a, ok := b.exitArm[e]; ok {
		return a
	}
	return -1
}

// LastPass returns the number of items the trace holds right after lp
// (the Loop item) for the loop's last pass: the blocks from its header to
// the test that leaves, of a loop the trace takes as top-tested
// (Loop.TopTested), or the last part of an irreducible loop's iteration.
// A walk that makes every pass of the loop itself skips them.
func (lp *Loop) LastPass() int { return lp.passAfter }

// ExitsHeld reports whether the trace (one the count walk takes,
// Input.Exits) holds every exit of lp, a loop that leaves from more than
// one block, and the paths from them (exitJoin).
func (lp *Loop) ExitsHeld() bool { return lp.exitsHeld }

// LeavesByExits reports whether lp is a loop that leaves from more than
// one block, each of which a walk can follow (loops.Nest.ExitingLoop).
func (lp *Loop) LeavesByExits() bool {
	l := lp.Loop
	return lp.Frame.nest != nil && l.Test >= 0 && lp.Frame.nest.ExitingLoop(l.Test) == l
}

// ExitTestOf returns the loop whose test b's block is, when that loop
// leaves from more than one block (loops.Nest.ExitingLoop): the trace
// holds the test's last pass after the loop, which a walk that evaluates
// the loop's exits one by one has counted with the loop.
func (b *Branch) ExitTestOf() *loops.Loop {
	n := b.Frame.nest
	if n == nil {
		return nil
	}
	if l := n.ExitingLoop(b.Block.Index); l != nil && l.Test == b.Block.Index {
		return l
	}
	return nil
}
