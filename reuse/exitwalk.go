package reuse

import (
	"github.com/llir/llvm/ir"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// exitState is what a whole walk keeps of the loops it takes exit by exit
// (walker.exiting): loops that leave from more than one block
// (loops.Nest.ExitingLoop), a search's break, a helper's return from
// inside its loop.
type exitState struct {
	// walking holds, for each loop being walked exit by exit, the
	// activation it is walked in: its exit Branches (statictrace.Branch.Exit)
	// are evaluated there, and nowhere else.
	walking map[*loops.Loop]*statictrace.Activation
	// left is the exit Branch the current iteration took, which ends the
	// iteration's walk (walker.seq); lost reports one the walk could not
	// evaluate.
	left *statictrace.Branch
	lost bool
	// leftBy holds, for a loop walked exit by exit, the block it left
	// from: the Branch after the loop (statictrace.Branch.After) takes
	// that exit's arm.
	leftBy map[*loops.Loop]int
	// skip is the loop whose walk made its last pass itself: the items
	// the trace holds after the loop for that pass (Loop.LastPass) are
	// not made again (skipAfter).
	skip *loops.Loop
}

// visit evaluates exit Branch x in activation a, where its loop is being
// walked exit by exit there: whether the iteration leaves the loop at x.
// Elsewhere the walk stays in the iteration, as the trace's path does.
func (e *exitState) visit(t *statictrace.Trace, x *statictrace.Branch, a *statictrace.Activation) {
	if e.walking[x.Exit] != a {
		return
	}
	k, ok := t.Successor(a, x)
	if !ok || x.ArmOf(k) < 0 {
		e.left, e.lost = x, true
		return
	}
	if x.ArmOf(k) == 1 {
		e.left = x
	}
}

// takeAfter returns the arm of x, the Branch after a loop that leaves from
// more than one block, that a walk takes, and records it in a (the phis
// after the loop take the values of the exit taken): the arm of the exit
// leftBy says the loop's walk left by (the entry is consumed), or, where
// the loop was not walked exit by exit, the most probable exit's, as the
// trace's path, a guess (decided false). The count walk and the cache walk
// each keep their own leftBy.
func takeAfter(t *statictrace.Trace, x *statictrace.Branch, a *statictrace.Activation, leftBy map[*loops.Loop]int) (arm int, decided bool) {
	if b, ok := leftBy[x.Exit]; ok {
		delete(leftBy, x.Exit)
		if arm := x.ExitArm(b); arm >= 0 {
			return t.Take(a, x, arm), true
		}
	}
	return t.TakeGuess(a, x, x.Default), false
}

// leaving returns what a walk takes for the exit Branch of the loop
// around x.Exit when x, the Branch after x.Exit, takes an arm that leaves
// that loop too (statictrace.Branch.LeavesEnclosing): the exit from block
// e, whose block the enclosing loop's walk records as the one it left by.
func leaving(x *statictrace.Branch, e int) *statictrace.Branch {
	return &statictrace.Branch{Block: x.Frame.Func.Blocks[e], Frame: x.Frame, Exit: x.Exit.Parent}
}

// skipAfter reports, once, whether the walk of lp made its last pass
// itself (exitState.skip).
func (e *exitState) skipAfter(lp *statictrace.Loop) bool {
	if e.skip != lp.Loop {
		return false
	}
	e.skip = nil
	return true
}

// exitWalks reports whether the walk takes lp's instance test by test
// (exiting): a whole, sequential walk, of a loop either leaving from more
// than one block whose exits and the paths from them the trace holds (a
// geometric counter included, set by the iteration's number), or leaving
// at its one test, at its top or its latch (a conditional branch or a
// switch), with no counter or a trip no formula gives (own: the instance's
// trip was not evaluated; while (j >= 0 && a[j] > key)). None of its exits
// is an estimate (the count walk decided them: the walk's cost is then the
// run's iterations the block counts give; not under probabilities a user
// gave, which the walk follows), and its header pass writes nothing but
// its counter (it is made twice at the top: once to evaluate the test,
// once walked).
func (w *walker) exitWalks(lp *statictrace.Loop, a *statictrace.Activation, own bool) bool {
	l := lp.Loop
	if !w.wholeWalk || w.cores != nil || w.collapsed[l] || w.t.GuessedTrip(lp) || w.t.UserProbs() {
		return false
	}
	switch {
	case lp.LeavesByExits():
		if !lp.ExitsHeld() || l.Irreducible {
			return false
		}
		if _, ok := lp.Frame.Func.Blocks[l.Test].Term.TermIR.(*ir.TermCondBr); !ok {
			return false
		}
	case l.IV == nil:
		// An iterator loop (it != end, p = p->next, a do-while whose
		// counter the analysis does not take as one): its one test at
		// its top or its latch, evaluated iteration by iteration.
		if l.Irreducible || len(l.Exiting) != 1 || l.Exiting[0] != l.Test || !(l.TopTested || len(l.Latches) == 1 && l.Latches[0] == l.Test) {
			return false
		}
		if loopTest(lp) == nil {
			return false
		}
	case own || l.Trip != nil || !stepwise(lp, a):
		return false
	}
	_, refused := aheadPass(lp)
	return !refused || oncePass(lp, refused)
}

// oncePass reports whether a walk of lp, a top-tested loop whose header
// pass writes what a second making would not make the same (refused, as
// aheadPass gives it: -O0's c = s[i++] in while ((c = s[i++]) != 0)), makes that pass
// once per iteration, before the test, the last one standing for the pass
// the trace holds after the loop (skipped: exitState.skip). Not for a
// loop that leaves from more than one block, nor for a header pass that
// calls: the test reads what a load read at its visit (the walk records
// it), but a call's result would be evaluated again after its stores
// (while (iter_next(&it, &v)) would see the next element).
func oncePass(lp *statictrace.Loop, refused bool) bool {
	if !refused || !lp.Loop.TopTested || lp.LeavesByExits() {
		return false
	}
	head, _ := headPass(lp)
	for _, it := range head {
		if _, ok := it.(*statictrace.Ref); !ok {
			return false
		}
	}
	return true
}

// exiting walks an instance of lp, a loop that leaves from more than one
// block (exitWalks), iteration by iteration as the run makes it: its test
// evaluated where the loop runs it (before each iteration at the top,
// after it at the latch, or as one of the body's exits) and each exit
// where the iteration reaches it, until one leaves; the Branch after the
// loop then takes that exit's path. So a search's instances each run to
// their own match, not to the average of the block counts. It reports
// false, having walked nothing, where the first test cannot be
// evaluated: the caller walks the instance at its mean trip. A test or
// exit the walk cannot evaluate later ends the walk of exits: the
// instance goes on to mean iterations (at weight wt) along the trace's
// path, a mean trip (StaticResult.MeanTrips).
func (w *walker) exiting(lp *statictrace.Loop, a *statictrace.Activation, weight float64, mean int64, wt float64) bool {
	l := lp.Loop
	f := lp.Frame.Func
	term := loopTest(lp) // exitWalks: not nil
	var start, step int64
	if l.IV != nil {
		s, ok := a.Start(l)
		if !ok {
			return false
		}
		start, step = s, stepIn(lp, a)
	}
	setIV := func(n int64) {
		if l.IV != nil {
			a.SetIV(l, start+n*step)
		}
	}
	// stays evaluates the test: whether the loop goes on.
	stays := func() (stay, ok bool) {
		_, stay, ok = testTaken(w.t, a, l, f, term)
		return stay, ok
	}
	head, rest := headPass(lp)
	ahead, refused := aheadPass(lp)
	once := oncePass(lp, refused)
	mid := l.MidTested() // the test is an exit of the body, as the others
	w.t.CarryPhis(a, l, f, true)
	if l.TopTested && !once {
		setIV(0)
		ok := !ahead || w.dry(head, a)
		if ok {
			_, ok = stays()
		}
		if !ok {
			w.t.ForgetPhis(a, l, f)
			return false
		}
	}
	if w.exits.walking == nil {
		w.exits.walking = map[*loops.Loop]*statictrace.Activation{}
		w.exits.leftBy = map[*loops.Loop]int{}
	}
	prev, had := w.exits.walking[l]
	w.exits.walking[l] = a
	defer func() {
		if had {
			w.exits.walking[l] = prev
		} else {
			delete(w.exits.walking, l)
		}
	}()
	delete(w.exits.leftBy, l)
	w.nest++
	defer func() { w.nest-- }()
	var n int64
	var left *statictrace.Branch
	decided := true
	for {
		if n > 0 {
			w.t.CarryPhis(a, l, f, false)
		}
		setIV(n)
		w.pos[l] = n
		if n >= int64(w.opts.MaxEvents) {
			panic(overBudget{})
		}
		if l.TopTested {
			switch {
			case once:
				// The pass before the test, walked: the
				// iteration's, or the loop's last.
				w.stamp++
				w.seq(head, a, weight)
			case n > 0 && ahead && !w.dry(head, a):
				decided = false
			}
			if !decided {
				break
			}
			stay, ok := stays()
			if decided = ok; !ok || !stay {
				break
			}
		}
		if !once {
			w.stamp++
		}
		n++
		if !once {
			w.seq(head, a, weight)
		}
		w.seq(rest, a, weight)
		if w.exits.left != nil {
			left, decided = w.exits.left, !w.exits.lost
			w.exits.left, w.exits.lost = nil, false
			break
		}
		if !l.TopTested && !mid {
			stay, ok := stays()
			if decided = ok; !ok || !stay {
				break
			}
		}
	}
	w.pos[l] = n
	if !decided {
		// The rest of the instance at its mean trip, along the path.
		delete(w.exits.walking, l)
		w.t.ForgetPhis(a, l, f)
		w.meanTrips = true
		if w.t.StoresInt(lp) {
			w.t.LoseIntsOf(a, lp)
		}
		for ; n < mean; n++ {
			setIV(n)
			w.stamp++
			w.pos[l] = n
			w.seq(lp.Body, a, wt)
		}
		w.pos[l] = n
		leave(lp, a, start, n)
		return true
	}
	if left == nil {
		if lp.LeavesByExits() {
			w.exits.leftBy[l] = l.Test
		}
		if lp.TopTested && !l.TopTested || once {
			// A loop the trace takes as top-tested (its header leaves:
			// a one-block do-while) whose test this walk made at its
			// latch, every pass included; or one whose header pass
			// the walk made before each test, the last included.
			w.exits.skip = l
		}
		leave(lp, a, start, n)
		return true
	}
	w.exits.leftBy[l] = left.Block.Index
	w.exits.skip = l
	setIV(n - 1) // the iteration that left
	return true
}

// dry makes the stores of items in a, entering the calls they make,
// without walking their accesses: a top-tested loop's header pass, which
// the test reads (a callee's spilled arguments at -O0), before the walk
// knows whether the pass is an iteration's or the loop's last. It reports
// false where items hold what it does not make: a loop, a recursive call,
// a Branch it cannot evaluate.
func (w *walker) dry(items []statictrace.Item, a *statictrace.Activation) bool {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			w.t.Store(a, x)
		case *statictrace.Call:
			if x.Recur != nil || !w.dry(x.Body, w.t.Enter(a, x)) {
				return false
			}
		case *statictrace.Branch:
			if x.Exit != nil {
				return false
			}
			arm, ok := w.t.Selected(a, x)
			if !ok || !w.dry(x.Arms[arm], a) {
				return false
			}
		default:
			return false
		}
	}
	return true
}
