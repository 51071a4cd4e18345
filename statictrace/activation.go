// Activations: the values of one simulated call's loop counters and
// parameters and its frame pointer, a callee's activation entered from its
// caller's, and the trip counts and steps of loops evaluated in one.

package statictrace

import (
	"maps"
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// Activation is one simulated activation of a frame: the current values of
// its loop counters and parameters and its frame pointer.
type Activation struct {
	t      *Trace
	Frame  *Frame
	Parent *Activation
	fp     uint64
	ivs    map[value.Value]int64 // counter slot (alloca or phi) -> current value
	// iters holds the iteration of a geometric counter (IndVar.Geom),
	// whose value in ivs is its step at that iteration; nil until one is
	// set.
	iters  map[value.Value]int64
	params map[*ir.Param]int64
	ivSyms map[string]float64 // loop IV symbols (iv3) and Lua parameters for polynomials
	// taken holds the arm each Branch of the frame took at its latest
	// visit (Trace.Arm), for the phis at its join, and the order of the
	// visits (a branch the trace holds in two copies, on two paths to one
	// join, decides by its latest).
	taken  map[*Branch]takenArm
	visits uint64
	// guessed marks the branches of taken whose arm the walk guessed
	// (Trace.TakeGuess).
	guessed map[*Branch]bool
	// detached marks an activation of no frame (loadGlobal): it has no
	// frame pointer, parameters or callees.
	detached bool
	// budget bounds the work of an evaluation; an activation shares its
	// caller's (see evalBudget).
	budget *evalBudget
	// mem holds the pointers a whole walk has stored (memory.go), shared
	// by the activations of one walk; nil otherwise.
	mem *Memory
	// carriedMemo holds the values of each loop-carried value evaluated
	// in a, by iteration (carried).
	carriedMemo map[carriedKey]*carriedValues
	// exitMemo holds the values exitPhi evaluated after a loop's
	// instances.
	exitMemo map[exitKey]exitValue
	// pureMemo holds the state each pure loop instance left, by the
	// values it entered with (pureExitPhi).
	pureMemo map[*loops.Loop]*pureExit
	// evalOnly marks an activation entered to evaluate a call's result
	// (callResult) other than that of the call its caller walked last:
	// what a walk's memory holds in its frame (and its callees') is what
	// a later call at the same place stored, not this call's; loads there
	// follow the static rules instead (loadMemory).
	evalOnly bool
	// evalCall marks an activation entered to evaluate a call's result
	// (callValue) after the walk has moved on from the last walked call
	// of it (Activation.lastMove): the numbers in its frame are that
	// call's, not this one's (-O0's parameters spilled by the last
	// min(ii + bs, n) while the next one's is evaluated ahead of its
	// loop), so its loads there follow the static rules (loadIntAt), and
	// so do its pointers' (loadMemoryAt).
	evalCall bool
	// loaded holds what each int load read at its latest visit in a walk
	// that keeps numbers (Trace.visitLoad); EnterLoop clears a loop's.
	loaded map[*ir.InstLoad]loadedVal
	// inside counts the instances of each loop the walk is in
	// (EnterLoop, ExitLoop): a value defined in one of them and read
	// outside it is an earlier instance's (Trace.evalIncoming).
	inside map[*loops.Loop]int
	// lanes holds what each vector load read at its latest visit
	// (Trace.visitVectorLoad), as loaded does for scalars.
	lanes map[*ir.InstLoad]loadedLanes
	// lastCall is the call entered from a last (Enter), for callResult;
	// lastCallAct its activation. lastMove is the walk's moves
	// (Memory.moves) at a's latest access: a call's frame holds its own
	// numbers and pointers while no loop was entered and no counter set
	// since then (callValue): the caller's stores of the parts of a
	// struct it returned read them, a trip evaluated ahead at the entry
	// of the next loop instance (min(ii + bs, n), row_len(&rows[k]) at
	// -O0) does not, for the frame holds the previous instance's call.
	lastCall    *Call
	lastCallAct *Activation
	lastMove    int64
	// forked marks an OpenMP outlined function's activation and those
	// entered from it: libomp's frames lie between the fork call's and
	// its own in a run, so its frame's place is a model (Unplaced).
	forked bool
	// entered holds, per loop of the frame a walk has entered, the
	// memory's write count at its latest instance's entry and whether the
	// walk is still in it (EnterLoop, ExitLoop, lazySince).
	entered map[*loops.Loop]loopEntry
	// lane is the lane of a vector the values of vector type stand for
	// in the evaluation under way (vector.go).
	lane int
	// passes numbers the iterations of the loops with no counter that a
	// walk takes one by one (CarryPhis), each from passSeq: the memos of
	// carried values (carried, exitPhi) are keyed by the enclosing loops'
	// counters, and such a loop's stand in for its counter, so that its
	// iterations (a generator's state carried through a while loop over
	// chunks) do not share them.
	passes  map[*loops.Loop]int64
	passSeq int64
	// strlens holds the value of each strlen call at its visit
	// (strlenCall).
	strlens map[strlenKey]strlenValue
}

// NewActivation returns the root activation of the trace.
func (t *Trace) NewActivation() *Activation {
	a := &Activation{t: t, Frame: t.root, fp: FrameTop, ivs: map[value.Value]int64{}, params: map[*ir.Param]int64{}, ivSyms: maps.Clone(t.in.Params)}
	if a.ivSyms == nil {
		a.ivSyms = map[string]float64{}
	}
	for _, p := range t.in.Root.IR.Params {
		// A double parameter takes its number's bits, as the walk keeps
		// floats (fromFloat), not its integer part.
		bits := func(v float64) int64 {
			if k, isFloat := floatKind(p.Type()); isFloat {
				return fromFloat(k, v)
			}
			return int64(v)
		}
		if lp := t.in.Env.ParamOf(p); lp != nil {
			if v, ok := t.in.Params[lp.Name]; ok {
				a.params[p] = bits(v)
			}
		} else if poly, ok := t.in.Env.BoundParam(p); ok {
			// kernel(2*n - 1): the callers' polynomial of the parameters.
			if v, ok := poly.Eval(t.in.Params); ok {
				a.params[p] = bits(v)
			}
		}
	}
	return a
}

// Enter returns the activation of the callee of c, with its parameters bound
// to the arguments' values in a.
func (t *Trace) Enter(a *Activation, c *Call) *Activation {
	callerSize := t.layout.frame(a.Frame.Func).size
	b := &Activation{t: a.t, Frame: c.Frame, Parent: a, fp: a.fp - uint64(callerSize) - frameLink, ivs: map[value.Value]int64{}, params: map[*ir.Param]int64{}, ivSyms: maps.Clone(t.in.Params), budget: a.evalBudget(), mem: a.mem,
		forked: a.forked || irreader.ForkTarget(c.Site) != ""}
	if b.ivSyms == nil {
		b.ivSyms = map[string]float64{}
	}
	a.lastCall, a.lastCallAct = c, b
	cv := callValue(c.Site)
	if cv == nil {
		t.enterInts(b)
		return b
	}
	_, args, _ := callParts(cv)
	params := c.Frame.Func.IR.Params
	if irreader.ForkTarget(c.Site) != "" {
		// The fork call (omp.ForkCall: loc, argc, microtask, shared...):
		// the outlined function takes (gtid*, btid*, shared...).
		if len(args) >= 3 {
			args = args[3:]
		}
		if len(params) >= 2 {
			// The runtime passes pointers to the thread's global and bound
			// ids, its own per-thread words: modelled as the two words at
			// the outlined function's frame pointer (in the link area), so
			// every core's are its own.
			b.params[params[0]] = int64(b.fp)
			b.params[params[1]] = int64(b.fp) + 4
			params = params[2:]
		}
	}
	for i, p := range params {
		if i >= len(args) {
			break
		}
		if v, ok := t.Eval(a, args[i]); ok {
			b.params[p] = v
			if lp := t.in.Env.ParamOf(p); lp != nil && lp.PerCall {
				// This call's own value, for the trips and bounds
				// polynomial in it (fill(a, n) and fill(b, m)).
				b.ivSyms[lp.Name] = float64(v)
			}
		}
	}
	// The fields of the objects this call passes that the callee reads as
	// its own per-call values (loops.FieldBindings: im->h of total(&a)).
	for _, fb := range t.in.Env.FieldBindings(c.Frame.Func.IR, cv) {
		if v, ok := fb.Val.Eval(a.ivSyms); ok {
			b.ivSyms[fb.Name] = v
		}
	}
	t.enterInts(b)
	return b
}

// EnterEval returns the activation of the callee of c for evaluating its
// values, not walking it: a's last walked call stays what it was, and the
// callee's frame is read by the static rules, not the walk's memory (what
// another call left there, Activation.evalOnly).
func (t *Trace) EnterEval(a *Activation, c *Call) *Activation {
	prev, prevAct := a.lastCall, a.lastCallAct
	b := t.Enter(a, c)
	a.lastCall, a.lastCallAct = prev, prevAct
	b.evalOnly = true
	return b
}

// Shift moves a's frame, and so the frames of the calls entered from it,
// delta bytes down the stack: the private stack of another core.
func (a *Activation) Shift(delta uint64) { a.fp -= delta }

// SetIV sets the value of loop l's counter in a, one of the walk's moves
// (Memory.moves).
func (a *Activation) SetIV(l *loops.Loop, v int64) {
	if l.IV == nil {
		return
	}
	if a.mem != nil {
		a.mem.moves++
	}
	if g := l.IV.Geom; g != nil {
		// v counts the iterations; the counter holds g's v-th step.
		if a.iters == nil {
			a.iters = map[value.Value]int64{}
		}
		a.iters[l.IV.Slot] = v
		x, ok := g.At(a.ivSyms, v)
		if !ok {
			delete(a.ivs, l.IV.Slot)
			delete(a.ivSyms, l.IV.Sym)
			return
		}
		a.ivs[l.IV.Slot] = x
		a.ivSyms[l.IV.Sym] = float64(x)
		return
	}
	a.ivs[l.IV.Slot] = v
	a.ivSyms[l.IV.Sym] = float64(v)
}

// ForgetIV makes loop l's counter unknown in a: after an instance walked
// at a guessed trip, its exit value is no value of the run.
func (a *Activation) ForgetIV(l *loops.Loop) {
	if l.IV == nil {
		return
	}
	if a.mem != nil {
		a.mem.moves++
	}
	delete(a.ivs, l.IV.Slot)
	delete(a.ivSyms, l.IV.Sym)
	delete(a.iters, l.IV.Slot)
}

// IV returns the value of loop l's counter in a, if it is set.
func (a *Activation) IV(l *loops.Loop) (int64, bool) {
	if l.IV == nil {
		return 0, false
	}
	if l.IV.Geom != nil { // the iteration SetIV was given
		v, ok := a.iters[l.IV.Slot]
		return v, ok
	}
	v, ok := a.ivs[l.IV.Slot]
	return v, ok
}

// CarryPhis sets the header phis of l, a loop with no counter that a walk
// takes iteration by iteration (reuse.CountBranches), to the values they
// take at the next iteration: entering, those from outside the loop; else
// those its latch passes, evaluated in a at the end of the iteration
// (p = p->next at -O2). A value the walk cannot evaluate is forgotten.
func (t *Trace) CarryPhis(a *Activation, l *loops.Loop, f *irreader.Func, entering bool) {
	type carried struct {
		phi *ir.InstPhi
		v   int64
		ok  bool
	}
	var next []carried
	for _, in := range f.Blocks[l.Header].Insts {
		phi, ok := in.IR.(*ir.InstPhi)
		if !ok {
			break
		}
		c := carried{phi: phi}
		for _, inc := range phi.Incs {
			p := f.PredOf(inc)
			if p == nil || l.Contains(p.Index) == entering {
				continue
			}
			c.v, c.ok = t.Eval(a, inc.X)
			break
		}
		next = append(next, c)
	}
	for _, c := range next { // all at once: a phi may read another
		if c.ok {
			a.ivs[c.phi] = c.v
		} else {
			delete(a.ivs, c.phi)
		}
	}
	if l.IV == nil {
		if a.passes == nil {
			a.passes = map[*loops.Loop]int64{}
		}
		a.passSeq++
		a.passes[l] = a.passSeq
	}
}

// ForgetPhis forgets the values CarryPhis gave the header phis of l, its
// counter's aside: a walk that goes on without carrying them (at a mean
// trip) evaluates them as it would have.
func (t *Trace) ForgetPhis(a *Activation, l *loops.Loop, f *irreader.Func) {
	for _, in := range f.Blocks[l.Header].Insts {
		phi, ok := in.IR.(*ir.InstPhi)
		if !ok {
			break
		}
		if l.IV == nil || value.Value(phi) != l.IV.Slot {
			delete(a.ivs, phi)
		}
	}
	delete(a.passes, l)
}

// ClearIV forgets the value of loop l's counter.
func (a *Activation) ClearIV(l *loops.Loop) {
	if l.IV == nil {
		return
	}
	delete(a.ivs, l.IV.Slot)
	delete(a.ivSyms, l.IV.Sym)
	delete(a.iters, l.IV.Slot)
}

// Start returns the first value of loop l's counter in a.
func (a *Activation) Start(l *loops.Loop) (int64, bool) {
	if l.IV == nil {
		return 0, false
	}
	if l.IV.Init == nil { // a join of paths: the value on the most probable one
		return a.t.Eval(a, l.IV.InitValue)
	}
	v, ok := l.IV.Init.Eval(a.ivSyms)
	return int64(v), ok
}

// TripAt returns the exact trip count of l at the current counter values of
// the enclosing loops, when the loop analysis derived one or (Trip nil) the
// value its counter is compared with can be evaluated (BoundValue). Not in
// an activation that stands for all of a recursion's (Trace.Unfollowed):
// its arguments are one activation's, its loops run the average trip.
func (a *Activation) TripAt(l *loops.Loop) (float64, bool) {
	if a.t.Unfollowed(a.Frame) {
		return 0, false
	}
	if l.Trip == nil {
		defer a.t.aheadOf(a, l)()
		return a.valueTrip(l)
	}
	v, ok := l.TripEval(a.ivSyms)
	if !ok {
		return 0, false
	}
	return max(v, 0), true
}

// valueTrip counts the iterations of l from its counter's start and the
// value of its compared operand (BoundValue) in a; a tile compared with a
// second value too (Also) stops at whichever it meets first.
func (a *Activation) valueTrip(l *loops.Loop) (float64, bool) {
	if l.IV == nil || l.IV.BoundValue == nil {
		return 0, false
	}
	start, step, ok := a.startStep(l)
	if !ok {
		return 0, false
	}
	n := int64(-1)
	for _, v := range []value.Value{l.IV.BoundValue, l.IV.Also} {
		if v == nil {
			continue
		}
		b, ok := a.t.Eval(a, v)
		if !ok {
			return 0, false
		}
		m, ok := l.TripFromStep(start, b, step)
		if !ok {
			return 0, false
		}
		if n < 0 || m < n {
			n = m
		}
	}
	return float64(n), true
}

// startStep returns l's counter's first value and step in a (Start, Step).
func (a *Activation) startStep(l *loops.Loop) (start, step int64, ok bool) {
	if start, ok = a.Start(l); !ok {
		return 0, 0, false
	}
	step, ok = a.Step(l)
	return start, step, ok
}

// Step returns how far l's counter moves per iteration in a: the
// constant step, or the value of a symbolic one (ii += bs) from the
// parameters; ok is false when that cannot be evaluated or is not
// positive (such a loop counting up would never end).
func (a *Activation) Step(l *loops.Loop) (int64, bool) {
	if l.IV == nil {
		return 1, true
	}
	if l.IV.StepPoly == nil {
		return l.IV.Step, true
	}
	v, ok := l.IV.StepPoly.Eval(a.ivSyms)
	if !ok || v < 1 || v != math.Trunc(v) {
		return 0, false
	}
	return int64(v), true
}

// TripVariesWith reports whether l's trip count changes with the counter of
// the enclosing loop outer: its formula uses outer's counter, or (ValueTrip)
// its compared value or its start reads a phi of outer's header (the
// counter, or another moving with it as -O2's i+1 does).
func (l *Loop) TripVariesWith(outer *Loop) bool {
	if l.Loop.Trip != nil {
		if l.PerCall && l.Frame != outer.Frame {
			return true // a callee's, whose arguments may move with outer's counter
		}
		return outer.Loop.IV != nil && l.Loop.Trip.Has(outer.Loop.IV.Sym)
	}
	if !l.ValueTrip || outer.Frame != l.Frame {
		return false
	}
	if outer.Loop.IV != nil && l.Loop.IV.StepPoly != nil && l.Loop.IV.StepPoly.Has(outer.Loop.IV.Sym) {
		return true // a step that moves with outer's counter (i += len)
	}
	phis := map[value.Value]bool{}
	addHeaderPhis(phis, outer.Frame.Func, outer.Loop)
	hit := func(v value.Value) bool { return phis[v] }
	return reaches(l.Loop.IV.BoundValue, hit, 0) || l.Loop.IV.Init == nil && l.Loop.IV.InitValue != nil && reaches(l.Loop.IV.InitValue, hit, 0)
}

// TripPerInstance reports whether l's trip is evaluated per instance
// (TripAt) rather than taken as the counts' average: a compared value
// evaluated per instance (ValueTrip), a formula of an enclosing counter (a
// triangular nest), or one of arguments each call passes its own (PerCall).
func (l *Loop) TripPerInstance() bool {
	if l.ValueTrip || l.PerCall {
		return true
	}
	return l.Loop.Trip != nil && loops.HasCounter(l.Loop.Trip)
}

// addHeaderPhis adds the phis of l's header to set.
func addHeaderPhis(set map[value.Value]bool, f *irreader.Func, l *loops.Loop) {
	for _, in := range f.Blocks[l.Header].Insts {
		if phi, ok := in.IR.(*ir.InstPhi); ok {
			set[phi] = true
		}
	}
}

// fromOuterCounters reports whether v, a value computed before loop l,
// reads a phi of the header of a loop enclosing l and no other phi or
// load: a counter of an enclosing loop, or a value moving with one.
func fromOuterCounters(fr *Frame, l *loops.Loop, v value.Value) bool {
	phis := map[value.Value]bool{}
	for p := l.Parent; p != nil; p = p.Parent {
		addHeaderPhis(phis, fr.Func, p)
	}
	other := reaches(v, func(x value.Value) bool {
		switch x.(type) {
		case *ir.InstPhi:
			return !phis[x]
		case *ir.InstLoad:
			return true
		}
		return false
	}, 0)
	return !other && reaches(v, func(x value.Value) bool { return phis[x] }, 0)
}

// readsCounter reports whether v (an integer expression) reads a phi or a
// load: a counter of an enclosing loop (-O2 phis, -O0 loads), so that its
// value changes from one loop instance to the next.
func readsCounter(v value.Value) bool {
	return reaches(v, func(v value.Value) bool {
		switch v.(type) {
		case *ir.InstPhi, *ir.InstLoad:
			return true
		}
		return false
	}, 0)
}

// reaches reports whether hit holds for v or for a value v is computed
// from, through the operands of instructions other than phis.
func reaches(v value.Value, hit func(value.Value) bool, depth int) bool {
	if hit(v) {
		return true
	}
	if _, phi := v.(*ir.InstPhi); phi || depth > maxEvalDepth {
		return false
	}
	if arg, ok := v.(*ir.Arg); ok { // a call's argument, with its attributes
		return reaches(arg.Value, hit, depth+1)
	}
	if c, ok := v.(*ir.InstCall); ok { // a helper's result, min_int(ii + bs, n)
		for _, arg := range c.Args {
			if reaches(arg, hit, depth+1) {
				return true
			}
		}
		return false
	}
	x, ok := v.(interface{ Operands() []*value.Value })
	if !ok {
		return false
	}
	for _, o := range x.Operands() {
		if reaches(*o, hit, depth+1) {
			return true
		}
	}
	return false
}
