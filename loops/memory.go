package loops

// Values in memory at -O0: what a load reads when the location is written
// once (a spilled argument), when every store reaching the load writes the
// same value (a reaching-definitions walk backwards over the CFG, Aho, Lam,
// Sethi and Ullman, "Compilers", 2nd ed., §9.2.4, restricted to one
// location), and when the location is the caller's, reached through a
// pointer parameter that no analysed function writes through (OpenMP shared
// variables: the outlined function receives &n).

import (
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/omp"
	"github.com/reusescope/reusescope/poly"
)

// maxWalk bounds the blocks one reaching-definitions walk visits.
const maxWalk = 512

// allocaUse classifies how a function uses an alloca's address.
type allocaUse int

const (
	usePlain     allocaUse = iota // only loaded and stored
	usePreserved                  // also passed to runtime calls that leave it unchanged (one thread)
	useSet                        // also passed to calls that set it to a known value (dispatch next)
	useEscaped                    // stored, passed to another call, or offset: unknown
)

// useOf classifies the uses of al's address in f.
func (env *Env) useOf(f *irreader.Func, al *ir.InstAlloca) allocaUse {
	if u, ok := env.uses[al]; ok {
		return u
	}
	u := usePlain
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			switch x := in.(type) {
			case *ir.InstLoad:
				continue
			case *ir.InstStore:
				if x.Src == value.Value(al) {
					u = useEscaped
				}
				continue
			case *ir.InstCall:
				for _, a := range x.Args {
					if stripArg(a) != value.Value(al) {
						continue
					}
					switch {
					case isIntrinsic(x):
					case env.one.preserves(x, al):
						if u < usePreserved {
							u = usePreserved
						}
					case env.one.sets(x, al) != nil:
						if u < useSet {
							u = useSet
						}
					case func() bool { _, _, ok := env.one.strideOf(x, al); return ok }():
						if u < useSet {
							u = useSet
						}
					case env.readOnlyArg(x, a) && onlyLoaded(f, x):
						// A callee that reads it and returns, if
						// anything, a pointer the caller only loads
						// through (std::min(const T&, const T&)).
					default:
						u = useEscaped
					}
				}
				continue
			}
			for _, op := range operands(in) {
				if *op != value.Value(al) {
					continue
				}
				if bc, ok := in.(*ir.InstBitCast); ok && (onlyIntrinsicUses(f, bc) || onlyPointerStores(f, bc, al)) {
					// The -O2 i8* for llvm.lifetime.start/end, or the
					// i8** malloc's result is stored through.
					continue
				}
				u = useEscaped // GEP, bitcast, ptrtoint, compare: may alias
			}
		}
	}
	env.uses[al] = u
	return u
}

// onlyLoaded reports whether the value of call c, if a pointer, is only
// loaded from in f.
func onlyLoaded(f *irreader.Func, c *ir.InstCall) bool {
	if _, ptr := c.Type().(*types.PointerType); !ptr {
		return true
	}
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if ld, ok := in.(*ir.InstLoad); ok && ld.Src == value.Value(c) {
				continue
			}
			for _, op := range operands(in) {
				if *op == value.Value(c) {
					return false
				}
			}
		}
		if b.Term != nil {
			for _, op := range b.Term.Operands() {
				if *op == value.Value(c) {
					return false
				}
			}
		}
	}
	return true
}

// onlyIntrinsicUses reports whether v is used by intrinsic calls only.
func onlyIntrinsicUses(f *irreader.Func, v value.Value) bool {
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			c, isCall := in.(*ir.InstCall)
			for _, op := range operands(in) {
				if *op == v && !(isCall && isIntrinsic(c)) {
					return false
				}
			}
		}
	}
	return true
}

// onlyPointerStores reports whether v, a cast of the local al, is used only
// as the destination of stores that write al's slot (irreader.StoredSlot:
// the -O2 i8** cast of a double** local that malloc's i8* is stored
// through).
func onlyPointerStores(f *irreader.Func, v value.Value, al *ir.InstAlloca) bool {
	used := false
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			for _, op := range operands(in) {
				if *op != v {
					continue
				}
				st, ok := in.(*ir.InstStore)
				if !ok || st.Dst != v {
					return false
				}
				if slot, ok := irreader.StoredSlot(st); !ok || slot != al {
					return false
				}
				used = true
			}
		}
	}
	return used
}

// readOnlyArg reports whether the call passes arg to a parameter of a defined
// function that never writes through it.
func (env *Env) readOnlyArg(c *ir.InstCall, arg value.Value) bool {
	callee, idx := env.calleeParam(c, arg)
	if callee == nil {
		return false
	}
	return env.readOnly(callee.Params[idx], map[*ir.Param]bool{})
}

// calleeParam returns the defined function and parameter index that the call
// binds arg to, looking through the fork call (omp.ForkCall) to its
// microtask.
func (env *Env) calleeParam(c *ir.InstCall, arg value.Value) (*ir.Func, int) {
	callee, ok := c.Callee.(*ir.Func)
	if !ok {
		return nil, 0
	}
	off := 0
	if callee.Name() == omp.ForkCall {
		micro, ok := irreader.StripPtrCasts(c.Args[omp.ForkFixedArgs-1]).(*ir.Func)
		if !ok {
			return nil, 0
		}
		callee, off = micro, omp.ForkFixedArgs-omp.TIDParams
	}
	if len(callee.Blocks) == 0 {
		return nil, 0
	}
	for i, a := range c.Args {
		if a == arg && i >= off && i-off < len(callee.Params) {
			return callee, i - off
		}
	}
	return nil, 0
}

// maxReadOnlyFns is the depth of the read-only check through calls.
const maxReadOnlyFns = 16

// readOnly reports whether the pointer parameter p of its function is only
// loaded from (directly or through a local copy), or passed on to
// parameters that are themselves read-only.
func (env *Env) readOnly(p *ir.Param, seen map[*ir.Param]bool) bool {
	if r, ok := env.ro[p]; ok {
		return r
	}
	if seen[p] || len(seen) > maxReadOnlyFns {
		return seen[p] // a cycle adds no writes
	}
	seen[p] = true
	f := env.funcOf(p)
	if f == nil {
		return false
	}
	fn := env.irFunc(f)
	ptrs := map[value.Value]bool{p: true}
	holders := map[*ir.InstAlloca]bool{}
	ok := true
	for changed := true; changed && ok; {
		changed = false
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				switch x := in.(type) {
				case *ir.InstLoad:
					if al, isA := x.Src.(*ir.InstAlloca); isA && holders[al] && !ptrs[x] {
						ptrs[x] = true
						changed = true
					}
				case *ir.InstStore:
					if ptrs[x.Dst] {
						ok = false
					}
					if ptrs[x.Src] {
						// A local that holds the pointer (a spilled
						// parameter, the -O0 return slot of a function
						// that returns one of its reference parameters):
						// what is loaded from it is the pointer too.
						al, isA := x.Dst.(*ir.InstAlloca)
						if !isA || fn == nil || env.useOf(fn, al) != usePlain {
							ok = false
						} else if !holders[al] {
							holders[al] = true
							changed = true
						}
					}
				case *ir.InstCall:
					for _, a := range x.Args {
						if !ptrs[stripArg(a)] || isIntrinsic(x) {
							continue
						}
						callee, idx := env.calleeParam(x, a)
						if callee == nil || !env.readOnly(callee.Params[idx], seen) {
							ok = false
						}
					}
				default:
					for _, op := range operands(in) {
						if ptrs[*op] {
							if _, isCmp := in.(*ir.InstICmp); !isCmp {
								ok = false // a derived pointer may be written through
							}
						}
					}
				}
			}
		}
	}
	if len(seen) == 1 {
		env.ro[p] = ok
	}
	return ok
}

// memValue returns the invariant value stored at addr, a pointer in f: an
// alloca written once, a pointer parameter that is read-only and bound to the
// same invariant location at every call site, or a local copy of either.
func (env *Env) memValue(f *irreader.Func, addr value.Value, depth int) (poly.Poly, bool) {
	if depth > maxDepth {
		return nil, false
	}
	switch x := irreader.StripPtrCasts(addr).(type) {
	case *ir.InstAlloca:
		if env.useOf(f, x) > usePreserved {
			return nil, false
		}
		st := f.SingleStore(x)
		if st == nil {
			return nil, false
		}
		return env.sym(f, st.Src, nil, depth+1)
	case *ir.Param:
		return env.paramPointee(x, depth+1)
	case *ir.InstLoad: // a local copy of a pointer ("%0 = load i32*, i32** %n.addr")
		al, ok := x.Src.(*ir.InstAlloca)
		if !ok || env.useOf(f, al) != usePlain {
			return nil, false
		}
		st := f.SingleStore(al)
		if st == nil {
			return nil, false
		}
		return env.memValue(f, st.Src, depth+1)
	}
	return nil, false
}

// paramPointee returns the value a read-only pointer parameter points to
// when every call site passes a location holding the same invariant value.
func (env *Env) paramPointee(p *ir.Param, depth int) (poly.Poly, bool) {
	if r, ok := env.pointee[p]; ok {
		return r.poly, r.ok
	}
	env.pointee[p] = memo{} // a recursive binding is not resolved
	res := memo{}
	if irf := env.funcOf(p); irf != nil && env.readOnly(p, map[*ir.Param]bool{}) {
		res.poly, res.ok = env.bindAtCalls(irf, p, depth)
	}
	env.pointee[p] = res
	return res.poly, res.ok
}

// bindAtCalls evaluates the location passed for p at every call of its
// function (direct calls and fork calls of a microtask).
func (env *Env) bindAtCalls(callee *ir.Func, p *ir.Param, depth int) (poly.Poly, bool) {
	idx := -1
	for i, q := range callee.Params {
		if q == p {
			idx = i
		}
	}
	var val poly.Poly
	n := 0
	for _, f := range env.Module.DefinedFuncs() {
		if env.neverRuns(f) {
			// The copy of a kernel that -O2 inlined into main: its
			// calls bind nothing.
			continue
		}
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				c, ok := in.(*ir.InstCall)
				if !ok {
					continue
				}
				cf, ok := c.Callee.(*ir.Func)
				if !ok {
					continue
				}
				at := idx
				if cf.Name() == omp.ForkCall {
					micro, ok := irreader.StripPtrCasts(c.Args[omp.ForkFixedArgs-1]).(*ir.Func)
					if !ok || micro != callee {
						continue
					}
					at += omp.ForkFixedArgs - omp.TIDParams
				} else if cf != callee {
					continue
				}
				if at >= len(c.Args) {
					return nil, false
				}
				v, ok := env.memValue(f, stripArg(c.Args[at]), depth+1)
				if !ok || (val != nil && val.Sub(v).Lua() != "0") {
					return nil, false
				}
				val = v
				n++
			}
		}
	}
	return val, n > 0
}

// neverRuns reports whether f runs in no run of the program: the module
// defines main, f is neither main nor analysed, and nothing calls it or
// takes its address (a kernel's external copy that -O2 inlined into main).
func (env *Env) neverRuns(f *irreader.Func) bool {
	if env.analysed[f] || f.Name == "main" || len(env.callSites[f.Name]) > 0 {
		return false
	}
	main := env.Module.Func("main")
	if main == nil || !main.Defined {
		return false
	}
	if env.never == nil {
		env.never = map[*irreader.Func]bool{}
	}
	never, ok := env.never[f]
	if !ok {
		never = !addressTaken(env.Module, f.IR)
		env.never[f] = never
	}
	return never
}

// addressTaken reports whether fn is used other than as the callee of a
// direct call: stored, passed, or in a global's initializer (a table of
// function pointers, a vtable).
func addressTaken(m *irreader.Module, fn *ir.Func) bool {
	for _, g := range m.LL.Globals {
		if g.Init != nil && strings.Contains(g.Init.Ident(), fn.Ident()) {
			return true
		}
	}
	for _, f := range m.DefinedFuncs() {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				c, isCall := in.(*ir.InstCall)
				for _, op := range in.Operands() {
					if isCall && op == &c.Callee {
						continue
					}
					if irreader.StripPtrCasts(*op) == value.Value(fn) {
						return true
					}
				}
			}
			if b.Term != nil {
				for _, op := range b.Term.Operands() {
					if irreader.StripPtrCasts(*op) == value.Value(fn) {
						return true
					}
				}
			}
		}
	}
	return false
}

// reaching returns the value a load from al reads when every store (or
// runtime call) reaching it writes the same value. Back edges of one-trip
// OpenMP chunk loops (see OneThread) are not followed: their bodies run in
// the first trip only.
func (env *Env) reaching(f *irreader.Func, ld *ir.InstLoad, al *ir.InstAlloca, nest *Nest, depth int) (poly.Poly, bool) {
	if env.useOf(f, al) == useEscaped {
		return nil, false
	}
	blk, pos := env.position(f, ld)
	if blk == nil {
		return nil, false
	}
	preds := env.predsOf(f)
	seen := map[*ir.Block]bool{} // blocks whose end was reached
	var val poly.Poly
	var found []reachingStore // the stores reaching the load
	differ := false           // two of them write different values
	visited := 0
	var walk func(b *ir.Block, from int) bool
	walk = func(b *ir.Block, from int) bool {
		for i := from - 1; i >= 0; i-- {
			switch x := b.Insts[i].(type) {
			case *ir.InstStore:
				if x.Dst != value.Value(al) {
					continue
				}
				v, ok := env.sym(f, x.Src, nest, depth+1)
				if !ok {
					return false
				}
				found = append(found, reachingStore{x, v})
				if !merge(&val, v) {
					differ = true
				}
				return true
			case *ir.InstCall:
				for _, a := range x.Args {
					if stripArg(a) != value.Value(al) || isIntrinsic(x) || env.one.preserves(x, al) {
						continue
					}
					if lo, up, ok := env.one.strideOf(x, al); ok {
						// upper − lower + 1: the whole range, one chunk.
						l, ok1 := env.sym(f, lo, nest, depth+1)
						u, ok2 := env.sym(f, up, nest, depth+1)
						if !ok1 || !ok2 || !merge(&val, u.Sub(l).Add(poly.Const(1))) {
							return false
						}
						return true
					}
					set := env.one.sets(x, al)
					if set == nil {
						return false
					}
					v, ok := env.sym(f, set, nest, depth+1)
					if !ok || !merge(&val, v) {
						return false
					}
					return true
				}
			}
		}
		ps := preds[b]
		if len(ps) == 0 {
			return false // read before any store
		}
		for _, p := range ps {
			if nest != nil && nest.skipEdge(p, b) {
				continue
			}
			if seen[p] {
				continue // in progress or done: adds no other value
			}
			if visited++; visited > maxWalk {
				return false
			}
			seen[p] = true
			if !walk(p, len(p.Insts)) {
				return false
			}
		}
		return true
	}
	if !walk(blk, pos) || val == nil {
		return nil, false
	}
	if differ {
		// Two values: a clamp between them (clampStore), or unknown.
		return env.clampStore(f, found, func(v value.Value) (poly.Poly, bool) { return env.sym(f, v, nest, depth+1) })
	}
	return val, true
}

// merge records v as the value reaching a load, reporting whether it agrees
// with the values found before.
func merge(val *poly.Poly, v poly.Poly) bool {
	if *val == nil {
		*val = v
		return true
	}
	return (*val).Sub(v).Lua() == "0"
}

type memo struct {
	poly poly.Poly
	ok   bool
}

type instPos struct {
	b *ir.Block
	i int
}

// position returns the block of an instruction of f and its index there.
func (env *Env) position(f *irreader.Func, in ir.Instruction) (*ir.Block, int) {
	if c, ok := in.(*ir.InstCall); ok && env.invokes[c] != nil {
		b := env.invokes[c] // an invoke ends its block
		return b, len(b.Insts)
	}
	m, ok := env.pos[f]
	if !ok {
		m = map[ir.Instruction]instPos{}
		for _, b := range f.IR.Blocks {
			for i, x := range b.Insts {
				m[x] = instPos{b, i}
			}
		}
		env.pos[f] = m
	}
	p := m[in]
	return p.b, p.i
}

// predsOf returns the predecessors of every block of f.
func (env *Env) predsOf(f *irreader.Func) map[*ir.Block][]*ir.Block {
	if p, ok := env.preds[f]; ok {
		return p
	}
	p := map[*ir.Block][]*ir.Block{}
	for _, b := range f.IR.Blocks {
		if b.Term == nil {
			continue
		}
		for _, s := range b.Term.Succs() {
			p[s] = append(p[s], b)
		}
	}
	env.preds[f] = p
	return p
}

// funcOf returns the defined function a parameter belongs to.
func (env *Env) funcOf(p *ir.Param) *ir.Func {
	if env.paramFunc == nil {
		env.paramFunc = map[*ir.Param]*ir.Func{}
		for _, f := range env.Module.DefinedFuncs() {
			for _, q := range f.IR.Params {
				env.paramFunc[q] = f.IR
			}
		}
	}
	return env.paramFunc[p]
}

// irFunc returns the irreader function of an llir function.
func (env *Env) irFunc(f *ir.Func) *irreader.Func {
	if g := env.Module.Func(f.Name()); g != nil && g.IR == f {
		return g
	}
	return nil
}

func isIntrinsic(c *ir.InstCall) bool {
	f, ok := c.Callee.(*ir.Func)
	return ok && strings.HasPrefix(f.Name(), "llvm.")
}

// operands returns the operands of an instruction that exposes them.
func operands(in ir.Instruction) []*value.Value {
	if u, ok := in.(interface{ Operands() []*value.Value }); ok {
		return u.Operands()
	}
	return nil
}

// stripArg is a call argument without its attributes.
func stripArg(v value.Value) value.Value { return irreader.ArgValue(v) }

// StoredOnce returns the one store to al in f when that store is the only
// way al changes: no call can write through al's address (it is only loaded
// and stored, or passed to runtime calls that leave it as it is) and nothing
// else takes its address. A local passed to posix_memalign, scanf or an
// init(&x) function is not stored once, whatever its stores: nil.
func (env *Env) StoredOnce(f *irreader.Func, al *ir.InstAlloca) *ir.InstStore {
	if env.useOf(f, al) > usePreserved {
		return nil
	}
	return f.SingleStore(al)
}

// cellValue returns the value a load of f reads through the pointer addr
// when addr names a cell the inputs' walk can follow (a field of a local
// or heap-free object reached through parameters and local copies, inputs.go
// cellOf) and every store to that cell, anywhere in the module, writes one
// polynomial of the program's parameters, evaluated in its own function:
// img->width after init(&img, w, h), m->cols after m->cols = n / 2. A cell
// whose address escapes, or whose stores disagree or cannot be evaluated,
// has no value. Globals are left to the other rules (their initial value
// is a store of its own).
func (env *Env) cellValue(f *irreader.Func, addr value.Value, depth int) (poly.Poly, bool) {
	if env.inp == nil || depth > maxDepth {
		return nil, false
	}
	c, ok := env.inp.cellOf(f, addr, 0)
	if !ok {
		return nil, false
	}
	return env.cellAt(c, readSize(addr), depth)
}

// cellRead is a read of size bytes at a cell.
type cellRead struct {
	cell
	size int64
}

// cellAt is cellValue of the cell c, read size bytes at a time.
func (env *Env) cellAt(c cell, size int64, depth int) (poly.Poly, bool) {
	if _, global := c.base.(*ir.Global); global || depth > maxDepth {
		return nil, false
	}

	key := cellRead{c, size}
	if r, ok := env.cells[key]; ok {
		return r.poly, r.ok
	}
	env.cells[key] = memo{} // a cell whose value depends on itself has none
	bd := env.inp.walk(c.base)
	res := memo{}
	if defs, ok := defsAt(bd, c.off, size); ok && !bd.escaped && len(defs) > 0 {
		res.ok = true
		for _, d := range defs {
			if d.src != nil {
				res.ok = false // an option's flag: an input (inputs.go)
				break
			}
			var p poly.Poly
			var ok bool
			switch {
			case d.copy != nil:
				p, ok = env.cellAt(*d.copy, size, depth+1)
			case d.sliced || isAggregatePart(d.val):
				p, ok = env.sliceValue(d.fn, d.val, d.from, size, "", depth+1)
			default:
				p, ok = env.sym(d.fn, d.val, nil, depth+1)
			}
			if ok {
				p, ok = env.bindEntries(p, d.fn, bd, depth+1)
			}
			if !ok || !merge(&res.poly, p) {
				res.ok = false
				break
			}
		}
	}
	if !res.ok {
		res.poly = nil
	}
	env.cells[key] = res
	return res.poly, res.ok
}

// bindEntries rewrites p, a value in fn, in the terms of the callers
// through which the walk of a base (bd) entered fn: each parameter of fn
// that p names is the argument every entry passes for it, evaluated in
// its caller and rewritten so in turn, and the entries must agree (the
// constructor Matrix(int r, int c) stores r: n for Matrix a(n, m), m for
// Matrix b(m, n), each walk entering it once). A function the walk did not
// enter through a call (the base's own) keeps p as it is.
func (env *Env) bindEntries(p poly.Poly, fn *irreader.Func, bd *baseDefs, depth int) (poly.Poly, bool) {
	if depth > maxDepth {
		return nil, false
	}
	var names []string
	var idx []int
	for i, q := range fn.IR.Params {
		if lp := env.byIR[q]; lp != nil && p.Has(lp.Name) {
			names, idx = append(names, lp.Name), append(idx, i)
		}
	}
	es := bd.entries[fn]
	if len(names) == 0 || len(es) == 0 {
		return p, true
	}
	var out poly.Poly
	for _, e := range es {
		q := p
		for k, name := range names {
			arg, ok := argAt(e.call, fn.IR, idx[k])
			if !ok {
				return nil, false
			}
			a, ok := env.sym(e.caller, arg, nil, depth+1)
			if ok {
				a, ok = env.bindEntries(a, e.caller, bd, depth+1)
			}
			if !ok {
				return nil, false
			}
			q = q.Subst(name, a)
		}
		if !merge(&out, q) {
			return nil, false
		}
	}
	return out, true
}

// returnValue returns the value of a call in f of a defined function whose
// every return gives one polynomial of the program's parameters, evaluated
// in the callee (a getter: int rows(const M *m) { return m->rows; }, whose
// load cellValue follows to the caller's object); the callee's per-call
// parameters are what this call gives them (a.rows() and b.rows(): the
// field of a, of b).
func (env *Env) returnValue(f *irreader.Func, site value.Value, depth int) (poly.Poly, bool) {
	return env.returned(f, site, depth, func(g *irreader.Func, x value.Value) (poly.Poly, bool) {
		return env.sym(g, x, nil, depth+1)
	})
}

// returned evaluates with val, in the callee, the value every return of the
// defined function a call site (an *ir.InstCall or an *ir.TermInvoke, a
// C++ call that may throw: its arguments as a call's) calls gives, and
// rewrites their one value in f's terms at this call (Env.atCall).
func (env *Env) returned(f *irreader.Func, site value.Value, depth int, val func(g *irreader.Func, x value.Value) (poly.Poly, bool)) (poly.Poly, bool) {
	var c *ir.InstCall
	switch x := site.(type) {
	case *ir.InstCall:
		c = x
	case *ir.TermInvoke:
		c = &ir.InstCall{Callee: x.Invokee, Args: x.Args}
	default:
		return nil, false
	}
	callee, ok := irreader.StripPtrCasts(c.Callee).(*ir.Func)
	if !ok || depth > maxDepth {
		return nil, false
	}
	g := env.Module.Func(callee.Name())
	if g == nil || !g.Defined || g.IR != callee {
		return nil, false
	}
	var out poly.Poly
	for _, b := range callee.Blocks {
		ret, ok := b.Term.(*ir.TermRet)
		if !ok {
			continue
		}
		if ret.X == nil {
			return nil, false
		}
		p, ok := val(g, ret.X)
		if !ok || !merge(&out, p) {
			return nil, false
		}
	}
	if out == nil {
		return nil, false
	}
	return env.atCall(out, f, c, site, g, depth)
}

// atCall rewrites p, a value in g, in the terms of f at its call c of g
// (site: c, or the invoke c stands for): each per-call parameter of g (an
// argument, LuaParam.PerCall, or a field paramField made) is what c gives
// it. A per-call parameter of another function has no value here.
func (env *Env) atCall(p poly.Poly, f *irreader.Func, c *ir.InstCall, site value.Value, g *irreader.Func, depth int) (poly.Poly, bool) {
	for _, name := range p.Syms() {
		lp := env.byName(name)
		if lp == nil || !lp.PerCall {
			continue
		}
		if v, ok := lp.sites[site]; ok {
			p = p.Subst(name, v)
			continue
		}
		i := slices.IndexFunc(g.IR.Params, func(q *ir.Param) bool { return env.byIR[q] == lp })
		if i < 0 || i >= len(c.Args) {
			return nil, false
		}
		a, ok := env.sym(f, c.Args[i], nil, depth+1)
		if !ok {
			return nil, false
		}
		p = p.Subst(name, a)
	}
	return p, true
}
