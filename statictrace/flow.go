package statictrace

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/poly"
)

// Pointer flow: how Eval follows a pointer from the call that allocated
// its block to the access that uses it.
//   - A local (alloca) read by a load holds the value its reaching
//     definition stored (irreader.ReachingDefs): the only one; else, in a
//     loop that assigns it again (p = realloc(p, n); t = a; a = b; b = t),
//     the definition from before the loop at the loop's first iteration
//     and the one inside at the iteration before; else the only one the
//     most probable path makes.
//   - A loop-header phi at -O2 likewise: its value from outside the loop at
//     the first iteration, from the back edge at the iteration before.
//   - A global pointer stored once in the module holds that store's value.
//   - So does a pointer field of a struct type (t->keys, A->col) stored once
//     in the module, in any instance of the type, whose address is used
//     only to load and store it (not passed to a call: posix_memalign).
//   - The result of a call of a defined function is the value its return
//     instruction gives in the callee's activation, parameters bound to the
//     call's arguments (wrappers of malloc, functions returning an array).

// storeDef is a store and the function that makes it: the one store to a
// global or to a struct field.
type storeDef struct {
	store *ir.InstStore
	fn    *irreader.Func
}

// storedOnce collects the stores to places of one kind (globals, struct
// fields) and the places whose address escapes, and keeps the places
// stored exactly once whose address does not.
type storedOnce[K comparable] struct {
	defs    map[K]*storeDef
	count   map[K]int
	escaped map[K]bool
}

func newStoredOnce[K comparable]() *storedOnce[K] {
	return &storedOnce[K]{defs: map[K]*storeDef{}, count: map[K]int{}, escaped: map[K]bool{}}
}

func (s *storedOnce[K]) store(k K, def *storeDef) {
	s.count[k]++
	s.defs[k] = def
}

func (s *storedOnce[K]) escape(k K) { s.escaped[k] = true }

// once returns the one store of every place stored once whose address does
// not escape.
func (s *storedOnce[K]) once() map[K]*storeDef {
	for k := range s.defs {
		if s.count[k] != 1 || s.escaped[k] {
			delete(s.defs, k)
		}
	}
	return s.defs
}

// storedValue evaluates the value def stores, in an activation of the
// storing function detached from any frame (only values that need no
// frame come out: heap blocks placed once, globals, constants).
func (t *Trace) storedValue(def *storeDef, d int) (int64, bool) {
	a := &Activation{t: t, Frame: &Frame{Func: def.fn}, detached: true, ivs: map[value.Value]int64{}, params: map[*ir.Param]int64{}, ivSyms: map[string]float64{}}
	return t.eval(a, def.store.Src, d)
}

// flowTables fills the tables pointer flow reads: the stores on the path,
// the returned values and the globals stored once.
func (t *Trace) flowTables() {
	t.onPath = map[ir.Instruction]bool{}
	var walk func(items []Item)
	walk = func(items []Item) {
		for _, it := range items {
			switch x := it.(type) {
			case *Ref:
				t.onPath[x.Acc.Inst.IR] = true
			case *Loop:
				walk(x.Body)
			case *Call:
				walk(x.Body)
			case *Branch:
				for _, arm := range x.Arms {
					walk(arm)
				}
				if x.Held && len(x.dropped) > 0 {
					t.held = append(t.held, x)
				}
			}
		}
	}
	walk(t.Body)
	t.instBlock = map[ir.Instruction]int{}
	t.rets = map[*irreader.Func]value.Value{}
	globals, fields := newStoredOnce[*ir.Global](), newStoredOnce[fieldKey]()
	for _, f := range t.in.Module.DefinedFuncs() {
		var best value.Value
		bestCount := -1.0
		fc := t.fc[f]
		for _, b := range f.Blocks {
			if r, ok := b.IR.Term.(*ir.TermRet); ok && r.X != nil {
				n := 0.0
				if fc != nil {
					n = fc.Counts[b.Index]
				}
				if n > bestCount {
					best, bestCount = r.X, n
				}
			}
			for _, in := range b.IR.Insts {
				t.instBlock[in] = b.Index
				switch x := in.(type) {
				case *ir.InstLoad:
					continue
				case *ir.InstStore:
					if g, ok := x.Dst.(*ir.Global); ok {
						globals.store(g, &storeDef{x, f})
					}
					if k, ok := fieldOf(x.Dst); ok {
						fields.store(k, &storeDef{x, f})
					}
					if g, ok := stripPtr(x.Src).(*ir.Global); ok {
						globals.escape(g)
					}
					if k, ok := fieldOf(x.Src); ok {
						fields.escape(k) // the field's address stored
					}
					continue
				}
				for _, op := range in.Operands() {
					if g, ok := stripPtr(*op).(*ir.Global); ok {
						globals.escape(g)
					}
					if _, isGEP := in.(*ir.InstGetElementPtr); isGEP {
						continue // the field itself, or an element of an array field
					}
					if k, ok := fieldOf(*op); ok {
						fields.escape(k)
					}
				}
			}
		}
		if best != nil {
			t.rets[f] = best
		}
	}
	t.globalStore, t.fieldStore = globals.once(), fields.once()
	t.writtenFirst = map[*ir.InstLoad]bool{}
	t.loadValues = map[*ir.InstLoad]poly.Poly{}
	for _, f := range t.in.Module.DefinedFuncs() {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if ld, ok := in.(*ir.InstLoad); ok {
					if g, ok := stripPtr(ld.Src).(*ir.Global); ok && t.globalStore[g] != nil && t.in.Env.WrittenFirst(f, ld) {
						t.writtenFirst[ld] = true
					}
					if p, ok := t.in.Env.LoadValue(f, ld); ok {
						t.loadValues[ld] = p
					}
				}
			}
		}
	}
}

// fieldKey is a field of a struct type: the type and the constant indices
// that reach the field from a pointer to it.
type fieldKey struct {
	typ  string
	path string
}

// fieldOf returns the struct field v addresses: a getelementptr (an
// instruction or a constant expression) from a pointer to a struct type
// with constant indices, the first 0.
func fieldOf(v value.Value) (fieldKey, bool) {
	elem, idx, ok := irreader.GEPParts(v)
	if !ok {
		return fieldKey{}, false
	}
	st, ok := elem.(*types.StructType)
	if !ok || len(idx) < 2 {
		return fieldKey{}, false
	}
	var path strings.Builder
	for i, ix := range idx {
		c, ok := ix.(*constant.Int)
		if !ok || i == 0 && c.X.Sign() != 0 {
			return fieldKey{}, false
		}
		fmt.Fprintf(&path, "%s.", c.X)
	}
	name := st.TypeName
	if name == "" {
		name = st.LLString()
	}
	return fieldKey{typ: name, path: path.String()}, true
}

// loadField evaluates a load of a struct field stored once in the module
// (fieldOf), as loadGlobal does a global's: the stored value (storedValue).
func (t *Trace) loadField(src value.Value, d int) (int64, bool) {
	k, ok := fieldOf(src)
	if !ok {
		return 0, false
	}
	def := t.fieldStore[k]
	if def == nil {
		return 0, false
	}
	return t.storedValue(def, d)
}

// isCXX reports whether the module uses the C++ runtime (measure then
// links libstdc++, which allocates before main).
func isCXX(m *irreader.Module) bool {
	for _, f := range m.Funcs {
		if !f.Defined && (strings.HasPrefix(f.Name, "_Z") || strings.HasPrefix(f.Name, "__cxa_") || strings.HasPrefix(f.Name, "__gxx_")) {
			return true
		}
	}
	return false
}

// evalDefs evaluates a load from local al through its reaching definitions.
func (t *Trace) evalDefs(a *Activation, ld *ir.InstLoad, d int) (int64, bool) {
	defs := a.Frame.Func.ReachingDefs(ld)
	switch len(defs) {
	case 0:
		return 0, false
	case 1:
		return t.evalDef(a, defs[0], d)
	}
	if v, ok, tried := t.evalCarriedDefs(a, ld, defs, d); tried {
		if ok {
			return v, true
		}
		return t.pureExitLoad(a, ld, defs, d)
	}
	if v, ok := t.pureExitLoad(a, ld, defs, d); ok {
		return v, true // a local a loop that only computes leaves
	}
	if v, ok := t.forwardDefs(a, ld, defs, d); ok {
		return v, true
	}
	// The one store on the walked path; or, where several are and each
	// one's block dominates the next's (x = a; if (x < b) x = b; with the
	// clamp taken on the path), the last of them, which the path runs
	// last.
	var on ir.Instruction
	onBlock := -1
	g := a.Frame.graph
	for _, def := range defs {
		st, ok := def.(*ir.InstStore)
		if !ok || !t.onPath[st] {
			continue
		}
		b := a.Frame.Func.StoreBlock(st)
		switch {
		case b < 0:
			return 0, false
		case on == nil:
			on, onBlock = def, b
		case g != nil && b != onBlock && g.Dominates(onBlock, b):
			on, onBlock = def, b
		case g != nil && b != onBlock && g.Dominates(b, onBlock):
			// an earlier store
		default:
			return 0, false
		}
	}
	if on == nil {
		return 0, false
	}
	return t.evalDef(a, on, d)
}

func (t *Trace) evalDef(a *Activation, def ir.Instruction, d int) (int64, bool) {
	switch x := def.(type) {
	case *ir.InstStore:
		return t.eval(a, x.Src, d)
	case *ir.InstCall: // posix_memalign(&p, ...)
		return t.heapAddr(a, x)
	}
	return 0, false
}

// evalCarriedDefs evaluates a load whose definitions are one from before
// a loop and one inside it: tried is false when they are not.
func (t *Trace) evalCarriedDefs(a *Activation, ld *ir.InstLoad, defs []ir.Instruction, d int) (int64, bool, bool) {
	nest := a.Frame.nest
	if nest == nil || len(defs) != 2 {
		return 0, false, false
	}
	blockOf := func(in ir.Instruction) int {
		if b, ok := t.instBlock[in]; ok {
			return b
		}
		return -1
	}
	lb := blockOf(ld)
	b0, b1 := blockOf(defs[0]), blockOf(defs[1])
	if lb < 0 || b0 < 0 || b1 < 0 {
		return 0, false, false
	}
	for l := nest.Innermost[lb]; l != nil; l = l.Parent {
		in0, in1 := l.Contains(b0), l.Contains(b1)
		if in0 == in1 {
			continue
		}
		outside, inside := defs[0], defs[1]
		if in0 {
			outside, inside = inside, outside
		}
		if !nest.EveryIteration(l, blockOf(inside)) {
			// A store on an arm (m = k where a[k] < a[m]): the iteration
			// it ran last is not the one before.
			return 0, false, true
		}
		v, ok := t.carried(a, l, ld, func() (int64, bool) { return t.evalDef(a, outside, d+1) },
			func() (int64, bool) { return t.evalDef(a, inside, d+1) })
		return v, ok, true
	}
	// A load after a loop that assigns the local (the pointer swap in =
	// out of a time loop, read after it): the value its last iteration
	// left, or the one from before where it did not run. The loop's
	// counter then holds its exit value (a memory counter, or a
	// top-tested loop's), one step past the last iteration.
	var after *loops.Loop
	for _, l := range nest.Loops {
		if l.Contains(lb) || l.IV == nil || l.Contains(b0) == l.Contains(b1) || !a.Frame.graph.Dominates(l.Header, lb) {
			continue
		}
		if _, mem := l.IV.Slot.(*ir.InstAlloca); !mem && !l.TopTested {
			continue
		}
		if after == nil || l.Depth < after.Depth {
			after = l
		}
	}
	if after == nil {
		return 0, false, false
	}
	outside, inside := defs[0], defs[1]
	if after.Contains(b0) {
		outside, inside = inside, outside
	}
	if !nest.EveryIteration(after, blockOf(inside)) {
		return 0, false, true // the last iteration need not have stored
	}
	v, ok := t.carried(a, after, ld, func() (int64, bool) { return t.evalDef(a, outside, d+1) },
		func() (int64, bool) { return t.evalDef(a, inside, d+1) })
	return v, ok, true
}

// carried evaluates the value key that loop l carries at the current
// iteration: first at l's first iteration, else back evaluated at the
// iteration before.
//
// back evaluates key again one iteration earlier, so the value is a chain
// back to the first iteration. The activation keeps each key's values at
// the iterations it has evaluated (carriedMemo, for the current counters
// of the enclosing loops), and a value is filled forward from the last one
// kept: each iteration's costs one evaluation of back, whose own carried
// values (the other pointer of a swap, the value itself one step before)
// are then kept too. A walk that visits the iterations in turn, or two of
// them again and again, does constant work per access; a recursion back
// to the first iteration instead grew with the iteration number, ran out
// of the evaluation depth after some 30 iterations (the addresses of a
// row-swapping dynamic program then unknown) and took minutes.
func (t *Trace) carried(a *Activation, l *loops.Loop, key value.Value, first, back func() (int64, bool)) (int64, bool) {
	v, ok := a.IV(l)
	if !ok {
		return 0, false
	}
	start, ok := a.Start(l)
	if !ok {
		return 0, false
	}
	step, ok := a.Step(l)
	if !ok || step == 0 || (v-start)%step != 0 || (v-start)/step < 0 {
		return 0, false
	}
	outer, ok := a.loopCounters(l.Parent)
	if !ok {
		return 0, false
	}
	ck := carriedKey{key, laneOf(a, key.Type())}
	m := a.carriedMemo[ck]
	if !m.run(start, step, outer) {
		// Another run of l: the one before it is kept too, as the value
		// l's enclosing loop carries out of it (evalAfterInner) reads
		// that run's last value while the walk is in the next.
		switch {
		case m != nil && m.prev.run(start, step, outer):
			p := m.prev
			m.prev, p.prev = nil, m
			m = p
		default:
			if m != nil {
				m.prev = nil
			}
			m = &carriedValues{start: start, step: step, outer: outer, prev: m}
		}
		if a.carriedMemo == nil {
			a.carriedMemo = map[carriedKey]*carriedValues{}
		}
		a.carriedMemo[ck] = m
	}
	n := (v - start) / step // the iteration's number, from 0
	if n < m.lo {
		m.lo, m.vals = 0, m.vals[:0] // before the window kept: fill again from the first
	}
	if n < m.lo+int64(len(m.vals)) {
		return m.vals[n-m.lo], true
	}
	defer a.SetIV(l, v)
	for i := m.lo + int64(len(m.vals)); i <= n; i++ {
		var x int64
		if i == 0 {
			a.SetIV(l, start)
			x, ok = first()
		} else {
			a.SetIV(l, start+(i-1)*step)
			x, ok = back()
		}
		if !ok {
			return 0, false
		}
		if m != a.carriedMemo[ck] || i != m.lo+int64(len(m.vals)) {
			// An evaluation in between reset or filled the key (the value
			// depends on itself through other keys): keep its result.
			if n >= m.lo && n < m.lo+int64(len(m.vals)) {
				return m.vals[n-m.lo], true
			}
			if i != n {
				return 0, false
			}
			return x, true
		}
		if len(m.vals) == maxCarried {
			half := maxCarried / 2
			m.vals = append(m.vals[:0], m.vals[half:]...)
			m.lo += int64(half)
		}
		m.vals = append(m.vals, x)
	}
	return m.vals[n-m.lo], true
}

// maxCarried bounds the values carriedMemo keeps per key: a window of the
// latest ones.
const maxCarried = 1 << 14

// carriedValues are the values of one loop-carried value at the
// iterations lo, lo+1, ... (numbered from 0) of its loop's current run:
// the loop's start and step and the counters of its enclosing loops
// (innermost first) identify the run.
type carriedValues struct {
	start, step int64
	outer       []int64
	lo          int64
	vals        []int64
	prev        *carriedValues // the run before, kept beside this one
}

// run reports whether m holds the values of the run start, step and outer
// identify.
func (m *carriedValues) run(start, step int64, outer []int64) bool {
	return m != nil && m.start == start && m.step == step && slices.Equal(m.outer, outer)
}

// loopCounters returns the counters of l and of every loop enclosing it,
// innermost first; for a loop without a counter, the number of the
// iteration a walk that takes it one by one is in (Activation.passes), else
// 0. ok is false when a counter is not set.
func (a *Activation) loopCounters(l *loops.Loop) ([]int64, bool) {
	var at []int64
	for p := l; p != nil; p = p.Parent {
		if p.IV == nil {
			at = append(at, a.passes[p])
			continue
		}
		v, ok := a.IV(p)
		if !ok {
			return nil, false
		}
		at = append(at, v)
	}
	return at, true
}

// evalCarriedPhi evaluates a phi of a loop header with one value from
// outside the loop and one from the back edge, in a loop with a counter
// (linear, or geometric: carried numbers its iterations).
func (t *Trace) evalCarriedPhi(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	nest := a.Frame.nest
	if nest == nil || len(phi.Incs) != 2 {
		return 0, false
	}
	f := a.Frame.Func
	hb, ok := t.blockIn(a, phi)
	if !ok || hb >= len(nest.Innermost) {
		return 0, false // a phi of another function than the activation's
	}
	l := nest.Innermost[hb]
	if l == nil || l.Header != hb || l.IV == nil {
		return 0, false
	}
	var outside, inside value.Value
	for _, inc := range phi.Incs {
		p := f.PredOf(inc)
		if p == nil {
			return 0, false
		}
		if l.Contains(p.Index) {
			inside = inc.X
		} else {
			outside = inc.X
		}
	}
	if outside == nil || inside == nil {
		return 0, false
	}
	return t.carried(a, l, phi, func() (int64, bool) { return t.eval(a, outside, d) }, func() (int64, bool) { return t.evalAfterInner(a, l, inside, d) })
}

// evalAfterInner evaluates v, a value l's back edge carries, at the end of
// l's current iteration. When v is defined in loops nested in l (an -O1
// generator's state updated in an inner loop and carried around the outer
// one without an exit phi), their counters are set to the iteration that
// defined it last — the last one, or for a top-tested loop's header the
// test that left it — outermost first, as an inner trip may depend on an
// outer counter; they are restored after. ok is false when such a loop ran
// no iteration or its trip is not known.
func (t *Trace) evalAfterInner(a *Activation, l *loops.Loop, v value.Value, d int) (int64, bool) {
	in, ok := v.(ir.Instruction)
	if !ok {
		return t.eval(a, v, d)
	}
	b, ok := t.blockIn(a, in)
	nest := a.Frame.nest
	if !ok || nest == nil || b >= len(nest.Innermost) {
		return t.eval(a, v, d)
	}
	var inner []*loops.Loop
	li := nest.Innermost[b]
	for ; li != nil && li != l; li = li.Parent {
		inner = append(inner, li)
	}
	if li != l || len(inner) == 0 {
		return t.eval(a, v, d) // defined in l itself, or outside it
	}
	for j := len(inner) - 1; j >= 0; j-- {
		li := inner[j]
		if li.IV == nil {
			return 0, false
		}
		trip, ok := a.TripAt(li)
		if !ok || trip != math.Trunc(trip) || trip < 1 {
			return 0, false
		}
		n := int64(trip) - 1
		if j == 0 && li.TopTested && b == li.Header {
			n++ // the header's test that left the loop
		}
		start, step, ok := a.startStep(li)
		if !ok {
			return 0, false
		}
		if prev, had := a.IV(li); had {
			defer a.SetIV(li, prev)
		} else {
			defer a.ClearIV(li)
		}
		a.SetIV(li, start+n*step)
	}
	return t.eval(a, v, d)
}

// evalIncoming evaluates x, an incoming value of phi, the edge's: where x
// is defined in loops that do not hold the phi's block (an exit value
// carried out of an inner loop without an exit phi of its own: -O2's
// generator state, seed = seed * a + c in the inner loop, joined after
// it and carried round the outer loop), at the last iteration of those
// loops, not at whatever iteration of a later instance the walk is in
// (evalAfterInner), where the walk is in such a later instance.
func (t *Trace) evalIncoming(a *Activation, phi *ir.InstPhi, x value.Value, d int) (int64, bool) {
	nest := a.Frame.nest
	hb, ok := t.blockIn(a, phi)
	if nest == nil || !ok || hb >= len(nest.Innermost) {
		return t.eval(a, x, d)
	}
	in, isInst := x.(ir.Instruction)
	if !isInst {
		return t.eval(a, x, d)
	}
	xb, ok := t.blockIn(a, in)
	if !ok || xb >= len(nest.Innermost) {
		return t.eval(a, x, d)
	}
	l := nest.Innermost[hb]
	for l != nil && !l.Contains(xb) {
		l = l.Parent
	}
	// Only where the walk is in a later instance of such a loop: left,
	// a loop's counter holds the iteration it left by (the last, or a
	// search's match), which is the one to read.
	for li := nest.Innermost[xb]; li != nil && li != l; li = li.Parent {
		if a.inside[li] > 0 {
			if v, ok := t.evalAfterInner(a, l, x, d); ok {
				return v, true
			}
			break
		}
	}
	return t.eval(a, x, d)
}

// exitPhi evaluates a phi after a loop whose value comes from the loop's
// last visit of its header or latch (-O2's begin and end pointers of a
// vector filled by push_back, carried in phis and read after the loop): the
// incoming value from inside, with the loop's counter set to that visit's
// (the trip the activation gives the loop), or the value from outside when
// the loop ran no iteration.
func (t *Trace) exitPhi(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	nest := a.Frame.nest
	if nest == nil || a.detached {
		return 0, false
	}
	f := a.Frame.Func
	hb, ok := t.blockIn(a, phi)
	if !ok || hb >= len(nest.Innermost) || headerCarried(a, phi, hb) {
		return 0, false
	}
	var l *loops.Loop
	var inside, outside value.Value
	from := -1
	for _, inc := range phi.Incs {
		p := f.PredOf(inc)
		if p == nil || p.Index >= len(nest.Innermost) {
			return 0, false
		}
		pl := nest.Innermost[p.Index]
		switch {
		case pl == nil || pl.Contains(hb):
			if outside != nil {
				return 0, false
			}
			outside = inc.X
		case l != nil || pl.Parent != nil && !pl.Parent.Contains(hb):
			return 0, false // two exits, or one from a deeper loop
		default:
			l, inside, from = pl, inc.X, p.Index
		}
	}
	if l == nil || l.IV == nil || !l.IV.Linear() {
		return 0, false
	}
	trip, ok := a.TripAt(l)
	if !ok || trip != math.Trunc(trip) {
		return 0, false
	}
	n := int64(trip)
	if n == 0 {
		if outside == nil {
			return 0, false
		}
		return t.eval(a, outside, d)
	}
	switch {
	case l.TopTested && from == l.Header:
	case slices.Contains(l.Latches, from) && l.Test == from:
		n-- // the latch of the last iteration
	default:
		return 0, false
	}
	start, step, ok := a.startStep(l)
	if !ok {
		return 0, false
	}
	outer, ok := a.loopCounters(l.Parent)
	if !ok {
		return 0, false
	}
	key := exitKey{phi, laneOf(a, phi.Type()), start, step, n}
	if m, ok := a.exitMemo[key]; ok && slices.Equal(m.outer, outer) {
		return m.v, m.ok
	}
	// The counter may hold the value the walk left it at on the exit.
	if prev, had := a.IV(l); had {
		defer a.SetIV(l, prev)
	} else {
		defer a.ClearIV(l)
	}
	a.SetIV(l, start+n*step)
	b := a.evalBudget()
	saved := b.steps
	v, ok := t.eval(a, inside, d)
	if !ok && n <= maxCarried {
		// A value carried around the loop (a pointer each iteration
		// moves on, or replaces on a reallocating arm) that no walk
		// evaluated per iteration: evaluated iteration by iteration, each
		// with a budget of its own and the carried values kept between
		// them (Trace.carried), up to the last.
		spent := b.spent
		for i := int64(0); i <= n && b.spent-spent < maxExitSteps; i++ {
			a.SetIV(l, start+i*step)
			b.steps = 0
			v, ok = t.eval(a, inside, d)
		}
		b.steps = saved
		if b.spent-spent >= maxExitSteps {
			ok = false
		}
	}
	if a.exitMemo == nil {
		a.exitMemo = map[exitKey]exitValue{}
	}
	a.exitMemo[key] = exitValue{outer, v, ok}
	return v, ok
}

// maxExitSteps bounds the evaluation steps exitPhi spends on one value.
const maxExitSteps = 1 << 20

// exitKey is a phi exitPhi evaluated after an instance of its loop: the
// counter's start and step, and the visit its value comes from.
type exitKey struct {
	phi               *ir.InstPhi
	lane              int // the lane of a vector phi (vector.go)
	start, step, last int64
}

// carriedKey is a value carried evaluates by iteration, and its lane
// where it is a vector (vector.go).
type carriedKey struct {
	v    value.Value
	lane int
}

// exitValue is exitPhi's result for an exitKey under the enclosing loops'
// counters outer.
type exitValue struct {
	outer []int64
	v     int64
	ok    bool
}

// callResult evaluates the value call (or invoke) c of a defined function
// on the path returns: the callee's returned value in its activation.
func (t *Trace) callResult(a *Activation, c value.Value, d int) (int64, bool) {
	return t.callValue(a, c, d, -1, func(b *Activation, rv value.Value) (int64, bool) { return t.eval(b, rv, d) })
}

// callPart evaluates the element at byte off (of type elem) of the
// aggregate a call returns in registers: -O0's mat make(int r, int c)
// returns {i64, double*} loaded from the local it filled, so the pointer
// is what that local holds at off; an optimised callee builds the value
// with insertvalue.
func (t *Trace) callPart(a *Activation, c value.Value, off int64, elem types.Type, d int) (int64, bool) {
	return t.callValue(a, c, d, off, func(b *Activation, rv value.Value) (int64, bool) {
		return t.partOf(b, rv, off, elem, d)
	})
}

// partOf evaluates the element at byte off, of type elem, of the aggregate
// value v in a.
func (t *Trace) partOf(a *Activation, v value.Value, off int64, elem types.Type, d int) (int64, bool) {
	for range maxEvalDepth {
		switch x := v.(type) {
		case *ir.InstLoad: // the bytes at off of the memory it reads
			if _, ok := elem.(*types.PointerType); !ok {
				return 0, false
			}
			addr, ok := t.eval(a, x.Src, d)
			if !ok {
				return 0, false
			}
			v, ok, known := t.loadMemoryAt(a, addr+off)
			return v, ok && known
		case *ir.InstInsertValue:
			at, err := irreader.AggregateOffset(x.X.Type(), x.Indices)
			if err != nil {
				return 0, false
			}
			if at == off && x.Elem.Type().Equal(elem) {
				return t.eval(a, x.Elem, d)
			}
			v = x.X
		default:
			return 0, false
		}
	}
	return 0, false
}

// callValue evaluates, with val, the return value of the call c in an
// activation of the callee entered for it. part keys the result of a call
// made once (-1: the whole value; else the byte offset callPart reads).
func (t *Trace) callValue(a *Activation, c value.Value, d int, part int64, val func(b *Activation, rv value.Value) (int64, bool)) (int64, bool) {
	if a.Frame == nil || a.detached {
		return 0, false
	}
	item := a.Frame.calls[c]
	if item == nil {
		return 0, false
	}
	rv := t.rets[item.Frame.Func]
	if rv == nil {
		return 0, false
	}
	type result struct {
		v  int64
		ok bool
	}
	// Keyed by the walk's memory too: what the call returns may rest on
	// the pointers a walk has stored (the reuse walk's plan keeps a
	// memory of its own, a sampled walk another), and one walk's result
	// must not stand for another's.
	type key struct {
		item *Call
		part int64
		mem  *Memory
	}
	k := key{item, part, a.mem}
	if item.Frame.once && t.heap != nil {
		if r, ok := t.heap.results.Load(k); ok {
			return r.(result).v, r.(result).ok
		}
	}
	// The walk's memory of the callee's frame is this call's where the
	// call is the last one a walked (its result read as it returns: x =
	// begin()); else another call's may lie there since.
	fresh, prev, prevAct := a.lastCall == item, a.lastCall, a.lastCallAct
	// Its numbers and pointers too while no loop was entered and no
	// counter set since its last access.
	now := fresh && prevAct != nil && a.mem != nil && prevAct.lastMove == a.mem.moves
	b := t.Enter(a, item)
	a.lastCall, a.lastCallAct = prev, prevAct // an evaluation, not a walk
	b.evalOnly = a.evalOnly || !fresh
	b.evalCall = !now
	v, ok := val(b, rv)
	if item.Frame.once && t.heap != nil && t.heap.done {
		t.heap.results.Store(k, result{v, ok})
	}
	return v, ok
}

// loadGlobal evaluates a load of a global stored once in the module, made
// after the store in every run: the stored value (storedValue).
func (t *Trace) loadGlobal(ld *ir.InstLoad, d int) (int64, bool) {
	src := ld.Src
	g, ok := stripPtr(src).(*ir.Global)
	if !ok {
		return 0, false
	}
	if _, isConst := src.(*constant.ExprGetElementPtr); isConst {
		return 0, false // a field or element of the global, not the global itself
	}
	if v, ok := t.in.Module.Unwritten(g); ok && src == value.Value(g) {
		return v, true
	}
	def := t.globalStore[g]
	if def == nil || !t.writtenFirst[ld] {
		return 0, false
	}
	return t.storedValue(def, d)
}

// storedOnceTable fills t.storedOnce for every function the trace may
// enter, before anything evaluates a value: walks that run concurrently
// then only read it.
func (t *Trace) storedOnceTable() {
	t.storedOnce = map[*ir.InstAlloca]*ir.InstStore{}
	for f := range t.in.Graphs {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if al, ok := in.(*ir.InstAlloca); ok {
					if st := t.in.Env.StoredOnce(f, al); st != nil {
						t.storedOnce[al] = st
					}
				}
			}
		}
	}
}
