package loops

import (
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/omp"
)

// Locations the program keeps its inputs in (inputs.go): a global or a
// local at a constant byte offset, and every write of it, found by following
// its address forward.

// cellOf returns the location a pointer of f names: a global, alloca or
// heap block (allocFunc) at a constant offset, reached through casts,
// constant getelementptrs, a local copy of the pointer (a spilled
// parameter at -O0) and parameters bound to the same location at every
// call site.
func (in *inputs) cellOf(f *irreader.Func, p value.Value, depth int) (cell, bool) {
	cs, ok := in.cellsOf(f, p, depth)
	if !ok || len(cs) != 1 {
		return cell{}, false
	}
	return cs[0], true
}

// maxCells bounds the locations cellsOf returns for one pointer.
const maxCells = 16

// cellsOf returns the locations a pointer of f may name, as cellOf does,
// where a parameter is each location its call sites pass (a method called
// on several objects, a.cols() and b.cols(): this is either): a value read
// through it is an input only if every location holds it.
func (in *inputs) cellsOf(f *irreader.Func, p value.Value, depth int) ([]cell, bool) {
	if depth > maxDepth {
		return nil, false
	}
	p = irreader.StripPtrCasts(p)
	switch x := p.(type) {
	case *ir.Global:
		return []cell{{x, 0}}, true
	case *ir.InstAlloca:
		return []cell{{x, 0}}, true
	case *ir.InstCall, *ir.TermInvoke:
		if fn, ok := in.allocFunc(x); ok && fn != nil {
			// A heap block: every object the call returns, one location
			// (whose writes, all followed, must agree for a value).
			return []cell{{x, 0}}, true
		}
		return nil, false
	case *ir.InstGetElementPtr:
		return in.gepCells(f, x.Src, x.ElemType, x.Indices, depth)
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(x.Indices))
		for i, ix := range x.Indices {
			idx[i] = ix
		}
		return in.gepCells(f, x.Src, x.ElemType, idx, depth)
	case *ir.InstLoad:
		v, ok := in.env.localCopy(f, x)
		if !ok {
			return nil, false
		}
		return in.cellsOf(f, v, depth+1)
	case *ir.Param:
		var out []cell
		ok := in.bindings(x, func(caller *irreader.Func, arg value.Value) bool {
			cs, ok := in.cellsOf(caller, arg, depth+1)
			if !ok {
				return false
			}
			for _, c := range cs {
				if !slices.Contains(out, c) {
					out = append(out, c)
				}
			}
			return len(out) <= maxCells
		})
		return out, ok
	}
	return nil, false
}

// gepCells returns the locations of a constant getelementptr of src.
func (in *inputs) gepCells(f *irreader.Func, src value.Value, elem types.Type, idx []value.Value, depth int) ([]cell, bool) {
	off, ok := constGEPOffset(elem, idx)
	if !ok {
		return nil, false
	}
	cs, ok := in.cellsOf(f, src, depth+1)
	if !ok {
		return nil, false
	}
	out := make([]cell, len(cs))
	for i, c := range cs {
		out[i] = cell{c.base, c.off + off}
	}
	return out, true
}

// constGEPOffset returns the byte offset of a getelementptr whose indices
// are all constants.
func constGEPOffset(elem types.Type, indices []value.Value) (int64, bool) {
	var off int64
	cur := elem
	for i, ix := range indices {
		ix = stripArg(ix)
		if ci, ok := ix.(*constant.Index); ok { // an index of a constant getelementptr
			ix = ci.Constant
		}
		c, ok := ix.(*constant.Int)
		if !ok || !c.X.IsInt64() {
			return 0, false
		}
		next, o, err := irreader.GEPStep(cur, c.X.Int64(), i == 0)
		if err != nil {
			return 0, false
		}
		cur, off = next, off+o
	}
	return off, true
}

// usesOf returns the instructions of fn using v as an operand.
func (in *inputs) usesOf(fn *irreader.Func, v value.Value) []any {
	m := in.uses[fn.IR]
	if m == nil {
		m = map[value.Value][]any{}
		for _, b := range fn.IR.Blocks {
			for _, inst := range b.Insts {
				for _, op := range operands(inst) {
					m[stripArg(*op)] = append(m[stripArg(*op)], inst)
				}
			}
			for _, op := range b.Term.Operands() {
				m[stripArg(*op)] = append(m[stripArg(*op)], b.Term)
			}
		}
		in.uses[fn.IR] = m
	}
	return m[v]
}

// globalUses returns every use of g's address in the module, through
// constant casts and constant getelementptrs of it.
func (in *inputs) globalUses(g *ir.Global) []globUse {
	if in.globUses == nil {
		in.globUses = map[*ir.Global][]globUse{}
		for _, f := range in.env.Module.DefinedFuncs() {
			for _, b := range f.IR.Blocks {
				record := func(inst any, ops []*value.Value) {
					for _, op := range ops {
						v := stripArg(*op)
						if gl, off, ok := constAddr(v, 0); ok {
							in.globUses[gl] = append(in.globUses[gl], globUse{f, inst, v, off})
						}
					}
				}
				for _, inst := range b.Insts {
					record(inst, operands(inst))
				}
				record(b.Term, b.Term.Operands())
			}
		}
	}
	return in.globUses[g]
}

// constAddr returns the global a constant pointer expression names, and
// its constant offset.
func constAddr(v value.Value, depth int) (*ir.Global, int64, bool) {
	if depth > maxDepth {
		return nil, 0, false
	}
	switch x := v.(type) {
	case *ir.Global:
		return x, 0, true
	case *constant.ExprBitCast:
		return constAddr(x.From, depth+1)
	case *constant.ExprAddrSpaceCast:
		return constAddr(x.From, depth+1)
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(x.Indices))
		for i, ix := range x.Indices {
			idx[i] = ix
		}
		off, ok := constGEPOffset(x.ElemType, idx)
		if !ok {
			return nil, 0, false
		}
		g, o, ok := constAddr(x.Src, depth+1)
		return g, o + off, ok
	}
	return nil, 0, false
}

// walk finds the writes of base's cells by following its address forward.
func (in *inputs) walk(base value.Value) *baseDefs {
	if bd := in.bases[base]; bd != nil {
		return bd
	}
	bd := &baseDefs{defs: map[int64][]cellDef{}, entries: map[*irreader.Func][]entry{}}
	in.bases[base] = bd
	// An item is a pointer of fn to base + off, or with slot, a pointer
	// to a place that holds that pointer (a local it is spilled to, whose
	// address an OpenMP fork call hands its outlined function).
	type item struct {
		fn   *irreader.Func
		ptr  value.Value
		off  int64
		slot bool
	}
	var todo []item
	seen := map[item]bool{}
	push := func(it item) {
		if !seen[it] {
			seen[it] = true
			todo = append(todo, it)
		}
	}
	// enter records that call, in caller, passes the address to callee
	// (once per call: an invoke's stand-in is made anew at each use).
	enter := func(caller, callee *irreader.Func, call *ir.InstCall) {
		for _, e := range bd.entries[callee] {
			if e.caller == caller && e.call.Callee == call.Callee && slices.Equal(e.call.Args, call.Args) {
				return
			}
		}
		bd.entries[callee] = append(bd.entries[callee], entry{call, caller})
	}
	// into follows argument i of call x in fn into the defined function
	// it runs (the callee, or a fork call's outlined function): its
	// parameter is the item's pointer (or slot) there. false when there
	// is no such function.
	into := func(fn *irreader.Func, x *ir.InstCall, i int, off int64, slot bool) bool {
		name := calleeName(x)
		callee, _ := irreader.StripPtrCasts(x.Callee).(*ir.Func)
		switch {
		case callee != nil && in.funcOf[callee] != nil && i < len(callee.Params) && name == callee.Name():
			enter(fn, in.funcOf[callee], x)
			push(item{in.funcOf[callee], callee.Params[i], off, slot})
			return true
		case name == omp.ForkCall && i >= 3 && len(x.Args) >= 3:
			mt, ok := irreader.StripPtrCasts(stripArg(x.Args[2])).(*ir.Func)
			if !ok || in.funcOf[mt] == nil || i-1 >= len(mt.Params) {
				return false
			}
			enter(fn, in.funcOf[mt], x)
			push(item{in.funcOf[mt], mt.Params[i-1], off, slot})
			return true
		}
		return false
	}
	// use handles one instruction using ptr (base + off) in fn.
	use := func(fn *irreader.Func, inst any, ptr value.Value, off int64) bool {
		switch x := inst.(type) {
		case *ir.InstLoad, *ir.InstICmp: // read, or compared (delete's test against null)
			return true
		case *ir.InstStore:
			if stripArg(x.Src) == ptr {
				// The pointer spilled to a local that holds nothing else:
				// its loads are the pointer again (slotUse).
				al, ok := irreader.StripPtrCasts(x.Dst).(*ir.InstAlloca)
				if !ok || fn.SingleStore(al) != x {
					return false
				}
				push(item{fn, al, off, true})
				return true
			}
			if k, ok := stripArg(x.Src).(*constant.Int); ok && k.X.IsInt64() {
				if call, opt, ok := in.caseOf(fn, in.blockOf(fn, x)); ok {
					// -v sets verbose = 1: 1 when the option is given.
					bd.defs[off] = append(bd.defs[off], cellDef{fn: fn, at: x, src: in.flagSrc(fn, call, opt, k.X.Int64())})
					return true
				}
			}
			bd.defs[off] = append(bd.defs[off], cellDef{fn: fn, at: x, val: x.Src, size: storeSize(x.Src)})
			return true
		case *ir.InstBitCast:
			push(item{fn, x, off, false})
			return true
		case *ir.TermRet:
			// The pointer returned (a getter of a member, an allocator
			// accessor): the result of every call of fn may be it, which
			// over-approximates the cell's writes, never misses one.
			for _, c := range in.sites[fn.IR] {
				var v value.Value = c
				if b := in.env.invokes[c]; b != nil {
					inv, ok := b.Term.(*ir.TermInvoke)
					if !ok {
						return false
					}
					v = inv
				}
				push(item{in.callerOf[c], v, off, false})
			}
			return true
		case *ir.TermInvoke:
			// A C++ call that may throw: into a defined callee as a call.
			call := &ir.InstCall{Callee: x.Invokee, Args: x.Args}
			for i, a := range x.Args {
				if stripArg(a) == ptr && !into(fn, call, i, off, false) {
					return false
				}
			}
			return true
		case *ir.InstGetElementPtr:
			o, ok := constGEPOffset(x.ElemType, x.Indices)
			if !ok || stripArg(x.Src) != ptr {
				return false
			}
			push(item{fn, x, off + o, false})
			return true
		case *ir.InstCall:
			name := calleeName(x)
			if strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") {
				return true
			}
			if strings.HasPrefix(name, "llvm.memcpy.") && len(x.Args) >= 3 && stripArg(x.Args[0]) == ptr {
				// An aggregate initialised from a constant (-O0's struct
				// dims d = {32, 24}): each integer it copies; or from
				// another location (a struct passed by value, copied
				// into and out of temporaries): a copy of its bytes.
				return in.copyConst(fn, bd, x, off) || in.copyCell(fn, bd, x, off)
			}
			if strings.HasPrefix(name, "llvm.memcpy.") && len(x.Args) >= 3 && stripArg(x.Args[1]) == ptr {
				return true // read
			}
			for i, a := range x.Args {
				if stripArg(a) != ptr {
					continue
				}
				switch {
				case isScan(name) && i > scanFuncs[name]:
					bd.defs[off] = append(bd.defs[off], cellDef{fn: fn, at: x, src: in.src(fn, x, i-scanFuncs[name]-1)})
				case isScan(name), name == "printf", name == "puts", name == "fprintf":
					// read only
				case irreader.HeapFuncs[name] == irreader.HeapFree:
					// released: nothing read after it is defined
				default:
					if !into(fn, x, i, off, false) {
						return false
					}
				}
			}
			return true
		}
		return false
	}
	// slotUse handles one instruction using slot, a pointer of fn to a
	// place holding base + off: loaded, it is the pointer again; its own
	// spill and the calls it is passed to (a fork call's shared argument,
	// the outlined function's call of its body) carry the slot on; the
	// one store that fills a local slot is where it came from. Anything
	// else may change what the slot holds.
	slotUse := func(fn *irreader.Func, inst any, slot value.Value, off int64) bool {
		switch x := inst.(type) {
		case *ir.InstLoad:
			push(item{fn, x, off, false})
			return true
		case *ir.InstBitCast: // the slot as i8* for llvm.lifetime
			push(item{fn, x, off, true})
			return true
		case *ir.InstStore:
			if al, ok := slot.(*ir.InstAlloca); ok && stripArg(x.Dst) == slot && fn.SingleStore(al) == x {
				return true // the spill that fills it
			}
			if stripArg(x.Src) != slot {
				return false
			}
			al, ok := irreader.StripPtrCasts(x.Dst).(*ir.InstAlloca)
			if !ok || fn.SingleStore(al) != x {
				return false
			}
			for _, u := range in.usesOf(fn, al) {
				if ld, ok := u.(*ir.InstLoad); ok {
					push(item{fn, ld, off, true})
				} else if u != any(x) {
					return false
				}
			}
			return true
		case *ir.InstCall:
			name := calleeName(x)
			if strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") {
				return true
			}
			for i, a := range x.Args {
				if stripArg(a) == slot && !into(fn, x, i, off, true) {
					return false
				}
			}
			return true
		}
		return false
	}
	if g, ok := base.(*ir.Global); ok {
		for _, u := range in.globalUses(g) {
			if !use(u.fn, u.in, u.ptr, u.off) {
				bd.escaped = true
				return bd
			}
		}
	} else if al, ok := base.(*ir.InstAlloca); ok {
		fn := in.allocaFunc(al)
		if fn == nil {
			bd.escaped = true
			return bd
		}
		push(item{fn, al, 0, false})
	} else if fn, ok := in.allocFunc(base); ok && fn != nil {
		push(item{fn, base, 0, false})
	}
	for steps := 0; len(todo) > 0; steps++ {
		if steps > maxWalkSteps {
			bd.escaped = true
			return bd
		}
		it := todo[0]
		todo = todo[1:]
		for _, u := range in.usesOf(it.fn, it.ptr) {
			if it.slot && !slotUse(it.fn, u, it.ptr, it.off) || !it.slot && !use(it.fn, u, it.ptr, it.off) {
				bd.escaped = true
				return bd
			}
		}
	}
	return bd
}

// copyConst records the integers a memcpy from a constant global writes
// at off as constant writes, reporting false when its source or length is
// not constant.
func (in *inputs) copyConst(fn *irreader.Func, bd *baseDefs, c *ir.InstCall, off int64) bool {
	n, ok := stripArg(c.Args[2]).(*constant.Int)
	if !ok || !n.X.IsInt64() || stripArg(c.Args[0]) == stripArg(c.Args[1]) {
		return false
	}
	g, from, ok := constAddr(irreader.StripPtrCasts(stripArg(c.Args[1])), 0)
	if !ok || g.Init == nil || !g.Immutable || irreader.Elided(g) {
		return false
	}
	leaves := map[int64]*constant.Int{}
	if !constLeaves(g.Init, 0, leaves, 0) {
		return false
	}
	for at, v := range leaves {
		if at >= from && at < from+n.X.Int64() {
			bd.defs[off+at-from] = append(bd.defs[off+at-from], cellDef{fn: fn, at: c, val: v, size: storeSize(v)})
		}
	}
	return true
}

// copyCell records a memcpy of a constant length from a location to
// base + off as one write that copies the source's bytes (cellDef.copy),
// reporting false when its source is no location or its length is not
// constant.
func (in *inputs) copyCell(fn *irreader.Func, bd *baseDefs, c *ir.InstCall, off int64) bool {
	n, ok := stripArg(c.Args[2]).(*constant.Int)
	if !ok || !n.X.IsInt64() || n.X.Int64() <= 0 || n.X.Int64() > maxCopy {
		return false
	}
	src, ok := in.cellOf(fn, stripArg(c.Args[1]), 0)
	if !ok {
		return false
	}
	bd.defs[off] = append(bd.defs[off], cellDef{fn: fn, at: c, size: n.X.Int64(), copy: &src})
	return true
}

// maxCopy is the longest copy copyCell records (a struct, not an array).
const maxCopy = 256

// constLeaves records the integers of a constant aggregate by byte offset.
func constLeaves(c constant.Constant, off int64, out map[int64]*constant.Int, depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch x := c.(type) {
	case *constant.Int:
		out[off] = x
		return true
	case *constant.Float, *constant.Null, *constant.ZeroInitializer, *constant.Undef:
		// not an integer a size is read from (zero: a size 0 is not
		// recorded, so a load of it is no input)
		return true
	case *constant.Struct:
		for i, f := range x.Fields {
			fo, err := irreader.FieldOffset(x.Typ, i)
			if err != nil || !constLeaves(f, off+fo, out, depth+1) {
				return false
			}
		}
		return true
	case *constant.Array:
		size, err := irreader.AllocSize(x.Typ.ElemType)
		if err != nil || len(x.Elems) > 1<<12 {
			return false
		}
		for i, e := range x.Elems {
			if !constLeaves(e, off+int64(i)*size, out, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// allocaFunc returns the function holding al.
func (in *inputs) allocaFunc(al *ir.InstAlloca) *irreader.Func {
	if in.allocas == nil {
		in.allocas = map[*ir.InstAlloca]*irreader.Func{}
		for fn, f := range in.funcOf {
			for _, b := range fn.Blocks {
				for _, inst := range b.Insts {
					if x, ok := inst.(*ir.InstAlloca); ok {
						in.allocas[x] = f
					}
				}
			}
		}
	}
	return in.allocas[al]
}

// WrittenFirst reports whether every run of the program writes the
// location the load ld of f reads before ld runs (storedBefore): a
// global's initial value is then never what ld reads. A load of a global
// in a function main calls before the setup that stores it is not.
func (env *Env) WrittenFirst(f *irreader.Func, ld *ir.InstLoad) bool {
	in := env.inp
	if in == nil {
		return false
	}
	c, ok := in.cellOf(f, ld.Src, 0)
	if !ok {
		return false
	}
	return in.storedBefore(f, ld, in.walk(c.base), c.off, map[*ir.Func]bool{})
}

// writtenKey names the writes of one cell (a base's walk and an offset) as
// seen from one function.
type writtenKey struct {
	f   *ir.Func
	bd  *baseDefs
	off int64
}

// storedBefore reports whether every run of the program writes the cell
// (bd, off) before it reaches inst in f: on every path from f's entry to
// inst there is a write (a store, a sscanf into it, a call of a function
// that writes it on every path to its return), or else every call of f is
// so preceded. A global read there never sees its initial value: N =
// atoi(argv[1]) in a setup function, then N read by a kernel main calls
// after it.
func (in *inputs) storedBefore(f *irreader.Func, inst ir.Instruction, bd *baseDefs, off int64, busy map[*ir.Func]bool) bool {
	if busy[f.IR] {
		return false // a recursion: not proved on this path
	}
	b, idx := in.env.position(f, inst)
	if b == nil {
		return false
	}
	written := in.writtenOnEntry(f, bd, off, busy)
	if written[b] {
		return true
	}
	for _, x := range b.Insts[:idx] {
		if in.writes(f, x, bd, off, busy) {
			return true
		}
	}
	sites := in.sites[f.IR]
	if len(sites) == 0 {
		return false // main, or a function the program never calls directly
	}
	busy[f.IR] = true
	defer delete(busy, f.IR)
	for _, c := range sites {
		caller := in.callerOf[c]
		if caller == nil || !in.storedBefore(caller, c, bd, off, busy) {
			return false
		}
	}
	return true
}

// writes reports whether the instruction x of f writes the cell (bd, off)
// whenever it runs: one of the cell's writes, or a call of a defined
// function that writes it on every path to its return.
func (in *inputs) writes(f *irreader.Func, x ir.Instruction, bd *baseDefs, off int64, busy map[*ir.Func]bool) bool {
	for _, d := range bd.defs[off] {
		if d.at == x && d.fn == f {
			return true
		}
	}
	c, ok := x.(*ir.InstCall)
	if !ok {
		return false
	}
	callee, ok := irreader.StripPtrCasts(c.Callee).(*ir.Func)
	if !ok || in.funcOf[callee] == nil || busy[callee] {
		return false
	}
	g := in.funcOf[callee]
	busy[callee] = true
	defer delete(busy, callee)
	written := in.writtenOnEntry(g, bd, off, busy)
	rets := 0
	for _, b := range callee.Blocks {
		if _, ok := b.Term.(*ir.TermRet); !ok {
			continue
		}
		rets++
		if written[b] {
			continue
		}
		hit := false
		for _, y := range b.Insts {
			if in.writes(g, y, bd, off, busy) {
				hit = true
				break
			}
		}
		if !hit {
			return false
		}
	}
	return rets > 0
}

// writtenOnEntry returns, for each block of f, whether every path from f's
// entry to the block's start writes the cell (bd, off): a forward must
// analysis, iterated to its greatest fixed point.
func (in *inputs) writtenOnEntry(f *irreader.Func, bd *baseDefs, off int64, busy map[*ir.Func]bool) map[*ir.Block]bool {
	k := writtenKey{f.IR, bd, off}
	if w, ok := in.written[k]; ok {
		return w
	}
	in.written[k] = map[*ir.Block]bool{} // a recursion through f: nothing proved
	blockWrites := map[*ir.Block]bool{}
	for _, b := range f.IR.Blocks {
		for _, x := range b.Insts {
			if in.writes(f, x, bd, off, busy) {
				blockWrites[b] = true
				break
			}
		}
	}
	preds := in.env.predsOf(f)
	w := map[*ir.Block]bool{}
	for i, b := range f.IR.Blocks {
		w[b] = i > 0
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.IR.Blocks[1:] {
			all := true
			for _, p := range preds[b] {
				if !w[p] && !blockWrites[p] {
					all = false
					break
				}
			}
			if w[b] && !all {
				w[b], changed = false, true
			}
		}
	}
	in.written[k] = w
	return w
}

// allocFunc reports whether v is a call (or a C++ invoke) of a function
// that returns a new heap block (irreader.FreshBlock), and returns the
// function that makes it.
func (in *inputs) allocFunc(v value.Value) (*irreader.Func, bool) {
	switch x := v.(type) {
	case *ir.InstCall:
		return in.callerOf[x], irreader.FreshBlock(calleeName(x))
	case *ir.TermInvoke:
		callee, _ := irreader.StripPtrCasts(x.Invokee).(*ir.Func)
		if callee == nil || !irreader.FreshBlock(callee.Name()) {
			return nil, false
		}
		for c, b := range in.env.invokes {
			if b.Term == ir.Terminator(x) {
				return in.callerOf[c], true
			}
		}
	}
	return nil, false
}
