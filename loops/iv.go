package loops

// Induction variables and trip counts of -O0 loops (the counter lives in an
// alloca: an init store before the loop, a load+compare in the test, a
// load+add+store in the latch) and of -O2 loops (a header phi of an init value
// and an add of itself), with the test either at the top (header) or at the
// bottom (latch of a rotated loop).

import (
	"fmt"
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

func (n *Nest) analyse(l *Loop) {
	test := n.findTest(l)
	if test < 0 {
		l.Why = "no exiting block controls the loop"
		return
	}
	n.analyseTest(l, test)
	if l.IV != nil {
		l.Steps = n.headerSteps(l)
	}
}

// PhiStep describes a header phi that moves by a constant every iteration:
// Init on entry, Init + k·Step at iteration k.
type PhiStep struct {
	Init value.Value
	Step int64 // in the phi's units: bytes for pointers
}

// headerSteps returns l's header phis other than its counter that move by a
// constant each iteration: the second counter of a loop clang -O2 unrolled
// (%indvars.iv beside %niter), or a pointer bumped by a constant GEP (p++).
func (n *Nest) headerSteps(l *Loop) map[*ir.InstPhi]PhiStep {
	var out map[*ir.InstPhi]PhiStep
	for _, in := range n.Graph.Func.Blocks[l.Header].IR.Insts {
		phi, ok := in.(*ir.InstPhi)
		if !ok {
			break // phis lead the block
		}
		if value.Value(phi) == l.IV.Slot {
			continue
		}
		init, next, ok := n.splitPhi(l, phi)
		if !ok {
			continue
		}
		if step, ok := stepOf(phi, next); ok {
			if out == nil {
				out = map[*ir.InstPhi]PhiStep{}
			}
			out[phi] = PhiStep{Init: init, Step: step}
		}
	}
	return out
}

// stepValue returns the value of x, an integer phi of the header of a loop
// of n that moves by a constant every iteration beside the loop's counter
// (Loop.Steps: -O2 keeps k + 1 as a phi of its own beside k), as a
// polynomial of the counter: its start plus its step per step of the
// counter, times the counter's distance from its start. ok is false for
// any other phi, a start no polynomial gives, or a step the counter's does
// not divide.
func (n *Nest) stepValue(x *ir.InstPhi) (poly.Poly, bool) {
	if n == nil {
		return nil, false
	}
	blk, _ := n.Env.position(n.Graph.Func, x)
	if blk == nil {
		return nil, false
	}
	b := n.Graph.Func.BlockOf(blk)
	if b == nil {
		return nil, false
	}
	l := n.Innermost[b.Index] // a header's innermost loop is its own
	if l == nil || l.Header != b.Index || l.IV == nil || l.IV.Init == nil || l.IV.Geom != nil || l.IV.StepPoly != nil || l.IV.Step == 0 {
		return nil, false
	}
	st, ok := l.Steps[x]
	if !ok || st.Step%l.IV.Step != 0 {
		return nil, false
	}
	if _, isInt := x.Typ.(*types.IntType); !isInt {
		return nil, false
	}
	init, ok := n.Env.symbolic(n.Graph.Func, st.Init, n)
	if !ok {
		return nil, false
	}
	k := poly.Sym(l.IV.Sym).Sub(l.IV.Init)
	return init.Add(k.Scale(float64(st.Step / l.IV.Step))), true
}

// splitPhi returns the incoming values of a two-way phi of l's header: init
// from outside the loop, next from inside it.
func (n *Nest) splitPhi(l *Loop, x *ir.InstPhi) (init, next value.Value, ok bool) {
	if len(x.Incs) != 2 {
		return nil, nil, false
	}
	for _, inc := range x.Incs {
		pb := n.Graph.Func.BlockOf(inc.Pred.(*ir.Block))
		if l.set[pb.Index] {
			next = inc.X
		} else {
			init = inc.X
		}
	}
	return init, next, init != nil && next != nil
}

// stepOf returns the constant by which next advances phi: phi + c (add, in
// either order) or a one-index GEP of phi by a constant (c elements).
func stepOf(phi *ir.InstPhi, next value.Value) (int64, bool) {
	switch x := joinedStep(stripIntCasts(next)).(type) {
	case *ir.InstAdd:
		if stripIntCasts(x.X) == value.Value(phi) {
			return intConst(x.Y)
		}
		if stripIntCasts(x.Y) == value.Value(phi) {
			return intConst(x.X)
		}
	case *ir.InstGetElementPtr:
		if x.Src != value.Value(phi) {
			return 0, false
		}
		return gepBytes(x)
	}
	return 0, false
}

// gepBytes returns the bytes a one-index getelementptr by a constant moves
// its pointer (p + c: c elements), ok false for any other.
func gepBytes(gep *ir.InstGetElementPtr) (int64, bool) {
	if len(gep.Indices) != 1 {
		return 0, false
	}
	c, ok := intConst(gep.Indices[0])
	size, err := irreader.AllocSize(gep.ElemType)
	if !ok || err != nil || size <= 0 {
		return 0, false
	}
	return c * size, true
}

// findTest returns the block whose branch controls the loop, or -1: the only
// exiting block, else the header if it exits, else an exiting latch, else,
// where every exiting block makes the same test (twinTests), the first.
func (n *Nest) findTest(l *Loop) int {
	test := -1
	switch {
	case len(l.Exiting) == 1:
		test = l.Exiting[0]
	case containsInt(l.Exiting, l.Header):
		test = l.Header
	default:
		for _, b := range l.Latches {
			if containsInt(l.Exiting, b) {
				test = b
			}
		}
		if test < 0 {
			test = n.midTest(l)
		}
	}
	if len(l.Exiting) > 1 && n.twinTests(l) {
		if test < 0 {
			test = l.Exiting[0]
		}
		for _, b := range l.Exiting {
			if b != test {
				l.Twins = append(l.Twins, b)
			}
		}
	}
	return test
}

// midTest returns, for a loop that leaves neither at its header nor at a
// latch, the exiting block of l itself that every iteration reaching a
// latch passes (it dominates every latch), the last such: -O2's search
// loop, its bound check i + m <= n after the compares of the pattern's
// characters and before the latch that loads the next character. -1 when
// there is none.
func (n *Nest) midTest(l *Loop) int {
	test := -1
	for _, b := range l.Exiting {
		if n.Innermost[b] != l {
			continue
		}
		every := true
		for _, lt := range l.Latches {
			if !n.Graph.Dominates(b, lt) {
				every = false
				break
			}
		}
		if every && (test < 0 || n.Graph.Dominates(test, b)) {
			test = b
		}
	}
	return test
}

// twinTests reports whether every exiting block of l ends in the same exit
// test: a compare of one counter at one offset with one bound, by the same
// predicate once each is read as "stay in the loop when".
func (n *Nest) twinTests(l *Loop) bool {
	type test struct {
		slot  value.Value
		off   int64
		pred  enum.IPred
		other value.Value
	}
	f := n.Graph.Func
	var first *test
	for _, b := range l.Exiting {
		br, ok := f.Blocks[b].Term.TermIR.(*ir.TermCondBr)
		if !ok {
			return false
		}
		cmp, ok := stripIntCasts(br.Cond).(*ir.InstICmp)
		if !ok {
			return false
		}
		iv, off, pred, other := n.counterCompare(l, br, cmp)
		if iv == nil {
			return false
		}
		t := test{stripIntCasts(iv.Slot), off, pred, other}
		if first == nil {
			first = &t
			continue
		}
		if t.slot != first.slot || t.off != first.off || t.pred != first.pred || !SameValue(t.other, first.other) {
			return false
		}
	}
	return first != nil
}

// counterCompare reads the compare cmp that br, an exiting block's branch
// of l, tests as "stay in the loop while iv + off pred other": the counter
// on either side (the predicate swapped when it is on the right), the
// predicate negated when the loop goes on where cmp fails, and the offset
// one step on where -O0's do-while test reads the counter after its step.
// iv is nil when neither side is a counter of l.
func (n *Nest) counterCompare(l *Loop, br *ir.TermCondBr, cmp *ir.InstICmp) (iv *IndVar, off int64, pred enum.IPred, other value.Value) {
	pred = cmp.Pred
	if !l.set[n.Graph.Func.BlockOf(br.TargetTrue.(*ir.Block)).Index] {
		pred = negate(pred)
	}
	other = cmp.Y
	if iv = n.ivOf(l, cmp.X); iv == nil {
		if iv = n.ivOf(l, cmp.Y); iv == nil {
			return nil, 0, pred, nil
		}
		other, pred = cmp.X, swap(pred)
	}
	off = n.lastOff
	if n.stepsBeforeTest(l, iv, cmp) {
		// -O0 do { ... i++; } while (i < n): the test reads the counter
		// after this iteration's step.
		off += iv.Step
	}
	return iv, off, pred, other
}

// SameValue reports whether x and y are one value: the same IR value, or
// integer constants equal in value.
func SameValue(x, y value.Value) bool {
	if x == y {
		return true
	}
	cx, ok1 := intConst(x)
	cy, ok2 := intConst(y)
	return ok1 && ok2 && cx == cy
}

// analyseTest continues analyse once the test block is known.
func (n *Nest) analyseTest(l *Loop, test int) {
	f := n.Graph.Func
	br, ok := f.Blocks[test].Term.TermIR.(*ir.TermCondBr)
	if !ok {
		l.Why = "the loop test is not a conditional branch"
		if _, sw := f.Blocks[test].Term.TermIR.(*ir.TermSwitch); sw && len(l.Exiting) == 1 && n.Innermost[test] == l {
			// An interpreter's dispatch at -O2: while (running) around
			// switch (code[pc]), the HALT case folded into the
			// switch's exit. No counter: the walk evaluates the
			// switch at every iteration (EvaluatedLoop, SwitchTest).
			l.Test = test
			l.TopTested = test == l.Header && !containsInt(l.Latches, test)
			l.Why = "the loop's test is a switch over a value no counter gives (a case or its default leaves)"
		}
		return
	}
	l.Test = test
	l.TopTested = test == l.Header && !containsInt(l.Latches, test)
	cmp, ok := stripIntCasts(br.Cond).(*ir.InstICmp)
	if !ok {
		if n.floatCounter(l, br) {
			return
		}
		l.Why = "the loop condition is not an integer compare"
		n.conjunctionCounter(l, br)
		return
	}
	iv, off, pred, other := n.counterCompare(l, br, cmp)
	if iv == nil {
		if n.geometricCounter(l, br, cmp) {
			return
		}
		l.Why = "no induction variable in the loop condition"
		n.otherExitCounter(l, test)
		return
	}
	if isUnsignedPred(pred) {
		iv.UnsignedBits = intBits(cmp.X.Type())
	}
	// keepValue keeps the counter with no polynomial bound or trip: it
	// still places the loop's accesses, the trip count comes from the
	// probabilities, and the trace evaluates the compared value per
	// instance (BoundValue) to know how the trip varies.
	keepValue := func(why string) {
		l.Why = why
		iv.Off = off
		if iv.Rel = relOf(pred); iv.Rel != "" {
			iv.BoundValue = other
		}
		l.IV = iv
	}
	if iv.Init == nil {
		why := fmt.Sprintf("the start of %s is a join of paths (a remainder loop's exit), moves with a counter of an enclosing loop or is a value no formula gives: the trace evaluates it per instance", iv.Name)
		if _, pointer := counterType(iv.Slot).(*types.PointerType); pointer {
			// A pointer counter into the object its bound points into:
			// the trip is the distance between their offsets.
			if start, end, ok := n.pointerSpan(l, iv, other); ok && relOf(pred) != "" {
				iv.UnsignedBits, iv.Off, iv.Rel = 0, off, relOf(pred)
				if n.countTrip(l, iv, start, end) {
					l.IV = iv
					return
				}
			}
			why = fmt.Sprintf("%s is a pointer: the trace evaluates its start and bound", iv.Name)
		}
		keepValue(why)
		return
	}
	bound, ok := n.Env.symbolic(f, other, n)
	if !ok {
		// An -O2 unrolled loop's n & -4.
		keepValue(fmt.Sprintf("the bound of %s is not a function of parameters and enclosing loop counters", iv.Name))
		return
	}
	for _, s := range bound.Syms() {
		if s == iv.Sym {
			l.Why = "the bound depends on the loop's own counter"
			return
		}
	}
	iv.Bound, iv.Off = bound, off
	iv.Rel = relOf(pred)
	if iv.Rel == "" {
		l.Why = "unsupported loop compare " + pred.String()
		return
	}
	l.IV = iv
	n.ivSym[iv.Slot] = iv.Sym
	n.countTrip(l, iv, iv.Init, iv.Bound)
}

// countTrip sets l's trip count from its counter iv, which starts at init
// and is compared, after iv.Off, with bnd by iv.Rel: the iterations k >= 0
// with (init + k*Step + Off) Rel bnd. It reports whether it could; where
// not, l.Why says why.
func (n *Nest) countTrip(l *Loop, iv *IndVar, init, bnd poly.Poly) bool {
	off := iv.Off
	x0 := init.Add(poly.Const(float64(off)))
	if w := iv.UnsignedBits; w > 0 {
		// An unsigned compare reads both sides modulo 2^w: a negative
		// constant as 2^w less its magnitude (for (int i = -5; i < 5u;
		// i++) never runs), n - 20 below 0 as 2^w + n - 20.
		init, x0, bnd = n.Env.asUnsigned(init, w), n.Env.asUnsigned(x0, w), n.Env.asUnsigned(bnd, w)
	}
	top, ok := tripTop(x0, bnd, iv.Step, iv.Rel)
	if !ok {
		l.Why = fmt.Sprintf("cannot count iterations of %s %s %s with step %d", iv.Name, iv.Rel, bnd.Lua(), iv.Step)
		return false
	}
	topLua := tripTopLua(x0, bnd, iv.Step, iv.Rel)
	if l.TopTested {
		l.Trip, l.TripLua, l.ceil = top, topLua, newCeilTrip(x0, bnd, iv.Step, iv.Rel, 0)
	} else {
		// A bottom-tested loop runs once before its first test.
		l.Trip = top.Add(poly.Const(1))
		if topLua != "" {
			l.TripLua, l.ceil = topLua+" + 1", newCeilTrip(x0, bnd, iv.Step, iv.Rel, 1)
		}
		if iv.Off == iv.Step {
			// The test sees the incremented value: Trip = tripTop(Init+Step) + 1 = tripTop(Init).
			if t, ok := tripTop(init, bnd, iv.Step, iv.Rel); ok {
				l.Trip, l.TripLua, l.ceil = t, tripTopLua(init, bnd, iv.Step, iv.Rel), newCeilTrip(init, bnd, iv.Step, iv.Rel, 0)
			}
		}
	}
	return true
}

// ivOf recognises v (through casts) as IV+offset of loop l; the offset is left
// in n.lastOff.
func (n *Nest) ivOf(l *Loop, v value.Value) *IndVar {
	f := n.Graph.Func
	v = joinedStep(stripIntCasts(v))
	n.lastOff = 0
	if add, ok := v.(*ir.InstAdd); ok {
		if c, ok := intConst(add.Y); ok {
			if iv := n.ivOf(l, add.X); iv != nil {
				n.lastOff += c
				return iv
			}
		}
	}
	if gep, ok := v.(*ir.InstGetElementPtr); ok {
		// A pointer counter's next element, p + c (the compared value of
		// a loop over a range of pointers, p + 1 == end).
		if off, ok := gepBytes(gep); ok {
			if iv := n.ivOf(l, gep.Src); iv != nil {
				n.lastOff += off
				return iv
			}
		}
	}
	if or, ok := v.(*ir.InstOr); ok {
		// x | c is x + c when x's low bits are zero: -O2's unrolled
		// vector loop adds the half step with "or" (%index | 4 for a
		// counter from 0 in steps of 8).
		if c, ok := intConst(or.Y); ok && c >= 0 {
			if iv := n.ivOf(l, or.X); iv != nil && n.lastOff == 0 && iv.Init != nil {
				if i0, ok := iv.Init.IsConst(); ok && lowZero(int64(i0), iv.Step, c) {
					n.lastOff = c
					return iv
				}
			}
			n.lastOff = 0
		}
	}
	switch x := v.(type) {
	case *ir.InstLoad: // -O0 counter in an alloca
		al, ok := x.Src.(*ir.InstAlloca)
		if !ok {
			return nil
		}
		if _, pointer := al.ElemType.(*types.PointerType); pointer {
			return n.pointerLocal(l, al)
		}
		add, inits, ok := n.localStep(l, al)
		if !ok {
			return nil
		}
		step, ok := intConst(add.Y)
		if !ok {
			if step, ok = intConst(add.X); ok {
				add = &ir.InstAdd{X: add.Y, Y: add.X}
			} else {
				return nil
			}
		}
		if ld, ok := stripIntCasts(add.X).(*ir.InstLoad); !ok || ld.Src != al {
			return nil
		}
		init := n.initStore(l, inits)
		if init == nil {
			return nil
		}
		if n.othersReach(l, init, inits) {
			// Another store reaches the loop: an earlier loop's counter.
			ip, ok := n.continuedInit(l, al, inits)
			if !ok {
				return nil
			}
			return n.newIV(l, al, f.VarName(al), ip, step)
		}
		ip, ok := n.Env.symbolic(f, init.Src, n)
		if !ok {
			// A start no formula gives (a = imax(i - 1, 0), a local set
			// by a call per instance): the counter is kept, and the trace
			// evaluates the stored value per instance, as it does an -O2
			// counter's start that moves with enclosing loops, or a
			// start read from memory (k = rowptr[i]) where the walk keeps
			// the numbers the program stored.
			if !n.fromLocals(l, init.Src, map[*ir.InstAlloca]bool{}, 0) {
				return nil
			}
			iv := n.newIV(l, al, f.VarName(al), nil, step)
			if iv != nil {
				iv.InitValue = init.Src
			}
			return iv
		}
		return n.newIV(l, al, f.VarName(al), ip, step)
	case *ir.InstPhi: // -O2 counter in a header phi
		if !inBlock(f.Blocks[l.Header].IR, x) {
			return nil
		}
		init, next, ok := n.splitPhi(l, x)
		if !ok {
			return nil
		}
		_, pointer := x.Typ.(*types.PointerType)
		var step int64
		if pointer {
			// A pointer counter (a loop over a range of elements, a C++
			// iterator at -O2): its value is the address, stepping by the
			// element's bytes; its start is evaluated by the trace.
			if step, ok = stepOf(x, next); !ok || step == 0 {
				return nil
			}
		} else {
			add, ok := joinedStep(stripIntCasts(next)).(*ir.InstAdd)
			if !ok || stripIntCasts(add.X) != value.Value(x) {
				return nil
			}
			if step, ok = intConst(add.Y); !ok {
				return nil
			}
		}
		name := f.VarName(x)
		if name == "" {
			name = x.Name() // "indvars.iv" when clang kept value names
		}
		if pointer {
			iv := n.newIV(l, x, name, nil, step)
			if iv != nil {
				iv.InitValue = init
			}
			return iv
		}
		ip, ok := n.Env.symbolic(f, init, n)
		if !ok {
			// The start is a join of paths (a remainder loop's exit), or
			// moves with a counter of an enclosing loop that is not its
			// tested one (an outer loop unrolled by two starts its second
			// copy of the inner loop at i | 2): the trace evaluates it.
			join, isPhi := stripIntCasts(init).(*ir.InstPhi)
			if isPhi && inBlock(f.Blocks[l.Header].IR, join) || !isPhi && !n.fromEnclosingPhis(l, init, 0) {
				return nil
			}
			iv := n.newIV(l, x, name, nil, step)
			if iv != nil {
				iv.InitValue = init
			}
			return iv
		}
		return n.newIV(l, x, name, ip, step)
	}
	return nil
}

// pointerLocal returns the counter of loop l held in the pointer local al
// (-O0's for (p = a; p != end; p++)): one store in the loop writes al's
// value moved by a constant number of elements, and one store before the
// loop reaches it. Its value is the address, stepping by the elements'
// bytes; the trace evaluates its start (InitValue, the stored value) and
// its bound.
func (n *Nest) pointerLocal(l *Loop, al *ir.InstAlloca) *IndVar {
	inits, steps := n.storesTo(l, al)
	if len(steps) != 1 {
		return nil
	}
	gep, ok := steps[0].Src.(*ir.InstGetElementPtr)
	if !ok {
		return nil
	}
	if ld, ok := gep.Src.(*ir.InstLoad); !ok || ld.Src != value.Value(al) {
		return nil
	}
	step, ok := gepBytes(gep)
	if !ok || step == 0 {
		return nil
	}
	init := n.initStore(l, inits)
	if init == nil || n.othersReach(l, init, inits) {
		return nil
	}
	iv := n.newIV(l, al, n.Graph.Func.VarName(al), nil, step)
	if iv != nil {
		iv.InitValue = init.Src
	}
	return iv
}

// storesTo returns the stores to the local al outside loop l (its
// initialisations) and inside it (its steps).
func (n *Nest) storesTo(l *Loop, al *ir.InstAlloca) (inits, steps []*ir.InstStore) {
	for _, b := range n.Graph.Func.Blocks {
		for _, in := range b.IR.Insts {
			if st, ok := in.(*ir.InstStore); ok && st.Dst == al {
				if l.set[b.Index] {
					steps = append(steps, st)
				} else {
					inits = append(inits, st)
				}
			}
		}
	}
	return inits, steps
}

// localStep returns the add that the one store to the local al inside
// loop l writes (-O0's i = i + step) and the stores outside the loop (its
// initialisations). The store must run once per iteration: in l itself,
// not in a loop inside it (a run-length writer's a[i++] in its inner
// loop steps i once per element, not once per run), on every path to a
// latch (not under an if).
func (n *Nest) localStep(l *Loop, al *ir.InstAlloca) (*ir.InstAdd, []*ir.InstStore, bool) {
	inits, steps := n.storesTo(l, al)
	if len(steps) != 1 || !n.everyIteration(l, steps[0]) {
		return nil, nil, false
	}
	switch x := stripIntCasts(steps[0].Src).(type) {
	case *ir.InstAdd:
		return x, inits, true
	case *ir.InstSub: // j -= 3 at -O0: the add of -3
		c, ok := x.Y.(*constant.Int)
		if !ok || !c.X.IsInt64() || c.X.Int64() == math.MinInt64 {
			return nil, nil, false
		}
		return &ir.InstAdd{X: x.X, Y: constant.NewInt(c.Typ, -c.X.Int64())}, inits, true
	}
	return nil, nil, false
}

// everyIteration reports whether in, an instruction of loop l, runs once
// in every iteration that reaches a latch: its block lies in l itself and
// dominates every latch (EveryIteration).
func (n *Nest) everyIteration(l *Loop, in ir.Instruction) bool {
	b, _ := n.Env.position(n.Graph.Func, in)
	if b == nil {
		return false
	}
	blk := n.Graph.Func.BlockOf(b)
	return blk != nil && n.Innermost[blk.Index] == l && n.EveryIteration(l, blk.Index)
}

// joinedStep returns the one increment a phi joins from every path, or v
// itself: clang -O2 unswitches a loop body into arms that each compute
// i + 1, and the latch takes i.next = phi [i + 1, arm1], [i + 1, arm2].
// Every incoming value must be an add of the same operand and the same
// constant, or a phi of such adds (-O3 joins duplicated exits in stages).
func joinedStep(v value.Value) value.Value {
	phi, ok := v.(*ir.InstPhi)
	if !ok || len(phi.Incs) < 2 {
		return v
	}
	var first *ir.InstAdd
	var c0 int64
	seen := map[*ir.InstPhi]bool{}
	var leaves func(p *ir.InstPhi, depth int) bool
	leaves = func(p *ir.InstPhi, depth int) bool {
		if seen[p] {
			return true
		}
		seen[p] = true
		if depth > maxDepth {
			return false
		}
		for _, inc := range p.Incs {
			if q, ok := stripIntCasts(inc.X).(*ir.InstPhi); ok {
				// -O3 duplicates the step into several exits and joins
				// them in stages: phi [a + 1], [phi [a + 1], [a + 1]].
				if !leaves(q, depth+1) {
					return false
				}
				continue
			}
			add, ok := stripIntCasts(inc.X).(*ir.InstAdd)
			if !ok {
				return false
			}
			c, ok := intConst(add.Y)
			if !ok {
				return false
			}
			if first == nil {
				first, c0 = add, c
				continue
			}
			if c != c0 || stripIntCasts(add.X) != stripIntCasts(first.X) {
				return false
			}
		}
		return true
	}
	if !leaves(phi, 0) || first == nil {
		return v
	}
	return first
}

// fromEnclosingPhis reports whether v is integer arithmetic (add, sub,
// mul, or, and, shl, casts, min and max, a select on a compare of such
// values) on constants, parameters and phis of the
// headers of loops enclosing l, reading at least one such phi: a value
// that moves with the enclosing loops' counters, tested or not.
func (n *Nest) fromEnclosingPhis(l *Loop, v value.Value, depth int) bool {
	if depth > maxDepth {
		return false
	}
	f := n.Graph.Func
	switch x := stripIntCasts(v).(type) {
	case *ir.InstPhi:
		for p := l.Parent; p != nil; p = p.Parent {
			if inBlock(f.Blocks[p.Header].IR, x) {
				return true
			}
		}
		return false
	case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstOr, *ir.InstAnd, *ir.InstShl:
		a, b := BinaryOperands(x)
		return n.fromEnclosingOperands(l, a, b, depth)
	case *ir.InstSDiv, *ir.InstUDiv, *ir.InstSRem, *ir.InstURem:
		// A tile's start from a collapsed tile counter, (t / nb) * bs:
		// a counter divided by an invariant.
		a, b := BinaryOperands(x)
		return n.fromEnclosingPhis(l, a, depth+1) && n.invariant(b)
	case *ir.InstCall:
		// A clamped start, max(i - r, 0): llvm.smax and its kin.
		if callee, ok := x.Callee.(*ir.Func); ok && MinMaxIntrinsic(callee.Name()) && len(x.Args) == 2 {
			return n.fromEnclosingOperands(l, x.Args[0], x.Args[1], depth)
		}
	case *ir.InstSelect:
		// The same written as a select of two such values on their
		// compare (i - r > 0 ? i - r : 0).
		if cmp, ok := x.Cond.(*ir.InstICmp); ok && n.fromEnclosingOperands(l, cmp.X, cmp.Y, depth) {
			return n.fromEnclosingOperands(l, x.ValueTrue, x.ValueFalse, depth)
		}
	}
	return false
}

// fromEnclosingOperands is fromEnclosingPhis of a binary operation: each
// operand a constant, a parameter or such a value, one at least reading a
// phi.
func (n *Nest) fromEnclosingOperands(l *Loop, a, b value.Value, depth int) bool {
	ra, rb := n.fromEnclosingPhis(l, a, depth+1), n.fromEnclosingPhis(l, b, depth+1)
	return ra && (rb || n.invariant(b)) || rb && n.invariant(a)
}

// invariant reports whether v is the same at every iteration of every
// loop: a function of the program's parameters alone (rows - 1, where rows
// is a parameter or an argument read by atoi).
func (n *Nest) invariant(v value.Value) bool {
	p, ok := n.Env.symbolic(n.Graph.Func, v, n)
	return ok && !HasCounter(p)
}

// lowZero reports whether init + k*step has zero bits wherever c has ones,
// for every k: both are multiples of a power of two above c.
func lowZero(init, step, c int64) bool {
	m := int64(1)
	for m <= c {
		m <<= 1
	}
	return init%m == 0 && step%m == 0
}

func (n *Nest) newIV(l *Loop, slot value.Value, name string, init poly.Poly, step int64) *IndVar {
	placeholder := false
	if name == "" {
		name = slot.Ident()
	}
	if !isIdent(strings.TrimPrefix(name, "%")) {
		// No source name (a vectoriser's index, value names discarded):
		// name the counter after its loop's line.
		name = fmt.Sprintf("iv%d", n.HeaderLine(l))
		placeholder = true
	}
	if step == 0 {
		return nil
	}
	iv := &IndVar{Name: name, Sym: fmt.Sprintf("iv%d", l.ID), Init: init, Step: step, Slot: slot, placeholder: placeholder}
	if al, ok := slot.(*ir.InstAlloca); ok {
		iv.PostStep = n.postStepLoads(l, al)
	}
	return iv
}

// postStepLoads returns the loads of the -O0 counter al in loop l that
// read it after its step in the same iteration: those after the one store
// to al in the loop in its block, and, when that store is in the header
// (while (i-- > 0), q-- != p: the step is part of the test), every load in
// the loop's other blocks. nil when there is none.
func (n *Nest) postStepLoads(l *Loop, al *ir.InstAlloca) map[*ir.InstLoad]bool {
	f := n.Graph.Func
	sb, si := -1, -1
	for _, b := range l.Blocks {
		for i, in := range f.Blocks[b].IR.Insts {
			if st, ok := in.(*ir.InstStore); ok && st.Dst == value.Value(al) {
				if sb >= 0 {
					return nil // more than one store: no one step
				}
				sb, si = b, i
			}
		}
	}
	if sb < 0 {
		return nil
	}
	var out map[*ir.InstLoad]bool
	for _, b := range l.Blocks {
		for i, in := range f.Blocks[b].IR.Insts {
			ld, ok := in.(*ir.InstLoad)
			if !ok || ld.Src != value.Value(al) {
				continue
			}
			if b == sb && i > si || b != sb && sb == l.Header {
				if out == nil {
					out = map[*ir.InstLoad]bool{}
				}
				out[ld] = true
			}
		}
	}
	return out
}

// initStore picks the store that initialises the counter on entry to the loop:
// the last store in the nearest block dominating the header.
func (n *Nest) initStore(l *Loop, stores []*ir.InstStore) *ir.InstStore {
	g := n.Graph
	f := g.Func
	for b := g.IDom(l.Header); b >= 0; b = g.IDom(b) {
		var last *ir.InstStore
		for _, in := range f.Blocks[b].IR.Insts {
			for _, st := range stores {
				if in == ir.Instruction(st) {
					last = st
				}
			}
		}
		if last != nil {
			return last
		}
		if b == 0 {
			break
		}
	}
	return nil
}

// stepsBeforeTest reports whether the test of l reads an alloca counter
// (-O0) after the iteration's store of its step: the store comes first in
// the same block, or its block dominates the block of the read. A for
// loop's test reads it in the header before the latch steps it; a do-while
// or a goto loop steps it in the body first.
func (n *Nest) stepsBeforeTest(l *Loop, iv *IndVar, cmp *ir.InstICmp) bool {
	al, ok := iv.Slot.(*ir.InstAlloca)
	if !ok {
		return false
	}
	var ld *ir.InstLoad
	for _, op := range []value.Value{cmp.X, cmp.Y} {
		v := stripIntCasts(op)
		if a, ok := v.(*ir.InstAdd); ok {
			v = stripIntCasts(a.X)
		}
		if x, ok := v.(*ir.InstLoad); ok && x.Src == value.Value(al) {
			ld = x
		}
	}
	if ld == nil {
		return false
	}
	f := n.Graph.Func
	pos := func(in ir.Instruction) (int, int) {
		for _, b := range l.Blocks {
			for i, x := range f.Blocks[b].IR.Insts {
				if x == in {
					return b, i
				}
			}
		}
		return -1, -1
	}
	lb, li := pos(ld)
	if lb < 0 {
		return false
	}
	for _, b := range l.Blocks {
		for i, x := range f.Blocks[b].IR.Insts {
			st, ok := x.(*ir.InstStore)
			if !ok || st.Dst != value.Value(al) {
				continue
			}
			if b == lb {
				return i < li
			}
			return n.Graph.Dominates(b, lb)
		}
	}
	return false
}

// counterType returns the type of the values a counter slot holds: an
// alloca's element type (-O0), a phi's own type (-O2).
func counterType(slot value.Value) types.Type {
	if al, ok := slot.(*ir.InstAlloca); ok {
		return al.ElemType
	}
	return slot.Type()
}

// fromLocals reports whether v is computed from constants, parameters and
// scalar locals (-O0's loads of allocas, every store to which stores such a
// value) by integer arithmetic, compares, selects and calls of defined
// functions on such values (imax(i - r, 0)), or a number read through a
// pointer (k = rowptr[i]): a value the trace evaluates per instance, from
// the counters and arguments or from the numbers a whole walk saw the
// program store.
func (n *Nest) fromLocals(l *Loop, v value.Value, seen map[*ir.InstAlloca]bool, depth int) bool {
	if depth > maxDepth {
		return false
	}
	if _, isInt := v.Type().(*types.IntType); isInt && n.Env.InputParam(v) != nil {
		return true // a number the program parsed from its arguments
	}
	switch x := stripIntCasts(v).(type) {
	case *constant.Int, *ir.Param:
		return true
	case *ir.Arg: // a call's argument, with its attributes
		return n.fromLocals(l, x.Value, seen, depth+1)
	case *ir.InstLoad:
		al, ok := x.Src.(*ir.InstAlloca)
		if !ok {
			// A number read through a pointer (k = rowptr[i]): a walk
			// that keeps the numbers the program stores evaluates it
			// (statictrace's memory of numbers); others cannot, and
			// take the loop's trip and addresses as unknown.
			_, isInt := x.Type().(*types.IntType)
			return isInt
		}
		if _, pointer := al.ElemType.(*types.PointerType); pointer {
			return false
		}
		if seen[al] {
			return true // a counter's own step: i = i + 1
		}
		seen[al] = true
		inits, steps := n.storesTo(l, al)
		for _, st := range append(inits, steps...) {
			if !n.fromLocals(l, st.Src, seen, depth+1) {
				return false
			}
		}
		return true
	case *ir.InstCall:
		callee, ok := x.Callee.(*ir.Func)
		if !ok || len(callee.Blocks) == 0 && !MinMaxIntrinsic(callee.Name()) {
			return false
		}
		for _, arg := range x.Args {
			if !n.fromLocals(l, arg, seen, depth+1) {
				return false
			}
		}
		return true
	case *ir.InstSelect:
		return n.fromLocals(l, x.Cond, seen, depth+1) && n.fromLocals(l, x.ValueTrue, seen, depth+1) && n.fromLocals(l, x.ValueFalse, seen, depth+1)
	case *ir.InstICmp:
		return n.fromLocals(l, x.X, seen, depth+1) && n.fromLocals(l, x.Y, seen, depth+1)
	case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstSDiv, *ir.InstUDiv, *ir.InstSRem, *ir.InstURem,
		*ir.InstShl, *ir.InstLShr, *ir.InstAShr, *ir.InstAnd, *ir.InstOr, *ir.InstXor:
		a, b := BinaryOperands(x)
		return a != nil && n.fromLocals(l, a, seen, depth+1) && n.fromLocals(l, b, seen, depth+1)
	}
	return false
}

// otherExitCounter gives l, whose test (block test, a compare of data: a
// search's a[i] == key, which -O2 rotates to the header) reads no counter,
// the counter another of its exits compares (the latch's i + 1 == n): the
// walks then evaluate the counter's value at each iteration, where the
// accesses read it. The counter has no bound: the loop leaves at its test
// or at that exit, whichever comes first, so its trip is the counts' (or
// the count walk's, loops.Nest.ExitingLoop), never the bound's.
func (n *Nest) otherExitCounter(l *Loop, test int) {
	f := n.Graph.Func
	for _, e := range l.Exiting {
		if e == test {
			continue
		}
		br, ok := f.Blocks[e].Term.TermIR.(*ir.TermCondBr)
		if !ok {
			continue
		}
		cmp, ok := stripIntCasts(br.Cond).(*ir.InstICmp)
		if !ok {
			continue
		}
		if iv, _, _, _ := n.counterCompare(l, br, cmp); iv != nil && iv.Init != nil {
			l.IV = iv
			l.Why = fmt.Sprintf("the loop's test reads data, and %s is compared at another exit", iv.Name)
			return
		}
	}
}
