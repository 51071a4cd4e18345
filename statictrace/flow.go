package statictrace

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
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
//   - The result of a call of a defined function is the value its return
//     instruction gives in the callee's activation, parameters bound to the
//     call's arguments (wrappers of malloc, functions returning an array).

// globalDef is the one store to a global.
type globalDef struct {
	store *ir.InstStore
	fn    *irreader.Func
}

// flowTables fills the tables pointer flow reads: the stores on the path,
// the returned values and the globals stored once.
func (t *Trace) flowTables() {
	t.onPath = map[*ir.InstStore]bool{}
	var walk func(items []Item)
	walk = func(items []Item) {
		for _, it := range items {
			switch x := it.(type) {
			case *Ref:
				if st, ok := x.Acc.Inst.IR.(*ir.InstStore); ok {
					t.onPath[st] = true
				}
			case *Loop:
				walk(x.Body)
			case *Call:
				walk(x.Body)
			}
		}
	}
	walk(t.Body)
	t.instBlock = map[ir.Instruction]int{}
	t.rets = map[*irreader.Func]value.Value{}
	t.globalStore = map[*ir.Global]*globalDef{}
	stored := map[*ir.Global]int{}
	escaped := map[*ir.Global]bool{}
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
						stored[g]++
						t.globalStore[g] = &globalDef{x, f}
					}
					if g, ok := stripPtr(x.Src).(*ir.Global); ok {
						escaped[g] = true
					}
					continue
				}
				for _, op := range in.Operands() {
					if g, ok := stripPtr(*op).(*ir.Global); ok {
						escaped[g] = true
					}
				}
			}
		}
		if best != nil {
			t.rets[f] = best
		}
	}
	for g := range t.globalStore {
		if stored[g] != 1 || escaped[g] {
			delete(t.globalStore, g)
		}
	}
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
		return v, ok
	}
	var on ir.Instruction
	for _, def := range defs {
		st, ok := def.(*ir.InstStore)
		if !ok || !t.onPath[st] {
			continue
		}
		if on != nil {
			return 0, false
		}
		on = def
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
		v, ok := t.carried(a, l, func() (int64, bool) { return t.evalDef(a, outside, d+1) },
			func() (int64, bool) { return t.evalDef(a, inside, d+1) })
		return v, ok, true
	}
	return 0, false, false
}

// carried evaluates a value loop l carries: first at l's first iteration,
// else back at the iteration before the current one.
func (t *Trace) carried(a *Activation, l *loops.Loop, first, back func() (int64, bool)) (int64, bool) {
	v, ok := a.IV(l)
	if !ok {
		return 0, false
	}
	start, ok := a.Start(l)
	if !ok {
		return 0, false
	}
	if v == start {
		return first()
	}
	a.SetIV(l, v-l.IV.Step)
	defer a.SetIV(l, v)
	return back()
}

// evalCarriedPhi evaluates a phi of a loop header with one value from
// outside the loop and one from the back edge.
func (t *Trace) evalCarriedPhi(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	nest := a.Frame.nest
	if nest == nil || len(phi.Incs) != 2 {
		return 0, false
	}
	f := a.Frame.Func
	hb, ok := t.instBlock[phi]
	if !ok {
		return 0, false
	}
	l := nest.Innermost[hb]
	if l == nil || l.Header != hb || l.IV == nil {
		return 0, false
	}
	var outside, inside value.Value
	for _, inc := range phi.Incs {
		pb, ok := inc.Pred.(*ir.Block)
		if !ok {
			return 0, false
		}
		p := f.BlockOf(pb)
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
	return t.carried(a, l, func() (int64, bool) { return t.eval(a, outside, d) }, func() (int64, bool) { return t.eval(a, inside, d) })
}

// callResult evaluates the value call c of a defined function on the path
// returns: the callee's returned value in its activation.
func (t *Trace) callResult(a *Activation, c *ir.InstCall, d int) (int64, bool) {
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
	if item.Frame.once && t.heap != nil {
		if r, ok := t.heap.results.Load(item); ok {
			return r.(result).v, r.(result).ok
		}
	}
	v, ok := t.eval(t.Enter(a, item), rv, d)
	if item.Frame.once && t.heap != nil && t.heap.done {
		t.heap.results.Store(item, result{v, ok})
	}
	return v, ok
}

// loadGlobal evaluates a load of a global stored once in the module: the
// stored value, in an activation of the storing function detached from
// any frame (only values that need no frame come out: heap blocks placed
// once, globals, constants).
func (t *Trace) loadGlobal(src value.Value, d int) (int64, bool) {
	g, ok := stripPtr(src).(*ir.Global)
	if !ok || t.globalStore == nil {
		return 0, false
	}
	if _, isConst := src.(*constant.ExprGetElementPtr); isConst {
		return 0, false // a field or element of the global, not the global itself
	}
	def := t.globalStore[g]
	if def == nil {
		return 0, false
	}
	a := &Activation{t: t, Frame: &Frame{Func: def.fn}, detached: true, ivs: map[value.Value]int64{}, params: map[*ir.Param]int64{}, ivSyms: map[string]float64{}}
	return t.eval(a, def.store.Src, d)
}
