// Reaching definitions (the classic forward data-flow problem; Aho, Lam,
// Sethi and Ullman, "Compilers", §9.2.4) of the locals a function keeps in
// memory: at -O0 every variable is an alloca, read by loads and written by
// stores, and a pointer variable may be assigned several times (p =
// realloc(p, n), a swap t = a; a = b; b = t) or through its address
// (posix_memalign(&p, ...)).

package irreader

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// maxDefs bounds the definitions of one local the analysis follows (one bit each).
const maxDefs = 64

// ReachingDefs returns the definitions of the local that load ld reads that
// can reach it: stores to the alloca and calls that write it through its
// address (posix_memalign's first argument). It returns nil when ld does
// not read an alloca of the function, when the alloca's address escapes
// (passed to another call, stored, or indexed), or when it has more than
// maxDefs definitions.
func (fn *Func) ReachingDefs(ld *ir.InstLoad) []ir.Instruction { return fn.reach[ld] }

// PrivateLocal reports whether al is a local of fn whose address does not
// escape: only loads and stores of it as a whole (and calls that write it
// as an out-parameter) use it, so nothing outside fn's activation reads it.
func (fn *Func) PrivateLocal(al *ir.InstAlloca) bool { return fn.private[al] }

// MarksLocal reports whether the named function is an intrinsic that only
// marks a local's lifetime or describes it to the debugger: passing the
// local to it neither reads nor writes it.
func MarksLocal(name string) bool {
	switch name {
	case "llvm.dbg.declare", "llvm.dbg.value", "llvm.dbg.addr", "llvm.lifetime.start.p0i8", "llvm.lifetime.end.p0i8":
		return true
	}
	return false
}

// OutParamWriter reports whether a call of the named function writes a
// pointer through its argument arg: posix_memalign's first.
func OutParamWriter(callee string, arg int) bool {
	return callee == "posix_memalign" && arg == 0
}

// reachingDefs fills fn.reach for the loads of every alloca whose address
// does not escape.
func (fn *Func) reachingDefs() {
	f := fn.IR
	if len(f.Blocks) == 0 {
		return
	}
	type local struct {
		defs  []ir.Instruction
		loads []*ir.InstLoad
		bad   bool
	}
	locals := map[*ir.InstAlloca]*local{}
	var order []*ir.InstAlloca
	// cast maps a bitcast of an alloca (the i8** clang passes to
	// posix_memalign) to the alloca.
	cast := map[value.Value]*ir.InstAlloca{}
	slot := func(v value.Value) (*ir.InstAlloca, *local) {
		al, ok := v.(*ir.InstAlloca)
		if !ok {
			al = cast[v]
		}
		if al == nil {
			return nil, nil
		}
		return al, locals[al]
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if al, ok := in.(*ir.InstAlloca); ok {
				locals[al] = &local{}
				order = append(order, al)
			}
		}
	}
	home := map[*ir.InstLoad]*ir.Block{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			switch x := in.(type) {
			case *ir.InstBitCast:
				if al, l := slot(x.From); l != nil {
					cast[x] = al
				}
				continue
			case *ir.InstLoad:
				if al, l := slot(x.Src); l != nil {
					if x.Src == value.Value(al) || samePointerWidth(x.ElemType, al.ElemType) {
						l.loads = append(l.loads, x)
						home[x] = b
					} else {
						l.bad = true // read as another type
					}
				}
				continue
			case *ir.InstStore:
				if _, l := slot(x.Src); l != nil {
					l.bad = true // the address is stored
				}
				if al, l := slot(x.Dst); l != nil {
					if x.Dst == value.Value(al) {
						l.defs = append(l.defs, x)
					} else {
						l.bad = true
					}
				}
				continue
			case *ir.InstCall:
				name := calleeName(x.Callee)
				if MarksLocal(name) {
					continue
				}
				for i, arg := range x.Args {
					if a, ok := arg.(*ir.Arg); ok {
						arg = a.Value
					}
					if _, l := slot(arg); l != nil {
						if OutParamWriter(name, i) {
							l.defs = append(l.defs, x)
						} else {
							l.bad = true
						}
					}
				}
				continue
			}
			// Any other use of an alloca's address: it escapes.
			for _, op := range in.Operands() {
				if _, l := slot(*op); l != nil {
					l.bad = true
				}
			}
		}
		if b.Term != nil {
			for _, op := range b.Term.Operands() {
				if _, l := slot(*op); l != nil {
					l.bad = true
				}
			}
		}
	}
	preds := map[*ir.Block][]*ir.Block{}
	for _, b := range f.Blocks {
		if b.Term == nil {
			continue
		}
		for _, s := range b.Term.Succs() {
			preds[s] = append(preds[s], b)
		}
	}
	for _, al := range order {
		l := locals[al]
		if !l.bad {
			if fn.private == nil {
				fn.private = map[*ir.InstAlloca]bool{}
			}
			fn.private[al] = true
		}
		if l.bad || len(l.defs) == 0 || len(l.loads) == 0 || len(l.defs) > maxDefs {
			continue
		}
		if fn.reach == nil {
			fn.reach = map[*ir.InstLoad][]ir.Instruction{}
		}
		fn.solveReach(l.defs, l.loads, home, preds)
	}
}

// solveReach computes, for each load, the definitions among defs (at most
// maxDefs) that reach it, as bit sets over the blocks.
func (fn *Func) solveReach(defs []ir.Instruction, loads []*ir.InstLoad, home map[*ir.InstLoad]*ir.Block, preds map[*ir.Block][]*ir.Block) {
	idx := map[ir.Instruction]int{}
	for i, d := range defs {
		idx[d] = i
	}
	// last[b]: the definition a block ends with, -1 for none.
	last := map[*ir.Block]int{}
	for _, b := range fn.IR.Blocks {
		last[b] = -1
		for _, in := range b.Insts {
			if i, ok := idx[in]; ok {
				last[b] = i
			}
		}
	}
	out := map[*ir.Block]uint64{}
	in := func(b *ir.Block) uint64 {
		var s uint64
		for _, p := range preds[b] {
			s |= out[p]
		}
		return s
	}
	for changed := true; changed; {
		changed = false
		for _, b := range fn.IR.Blocks {
			o := in(b)
			if i := last[b]; i >= 0 {
				o = 1 << uint(i)
			}
			if o != out[b] {
				out[b], changed = o, true
			}
		}
	}
	for _, ld := range loads {
		b := home[ld]
		s := in(b)
		for _, x := range b.Insts {
			if x == ir.Instruction(ld) {
				break
			}
			if i, ok := idx[x]; ok {
				s = 1 << uint(i)
			}
		}
		var rd []ir.Instruction
		for i, d := range defs {
			if s&(1<<uint(i)) != 0 {
				rd = append(rd, d)
			}
		}
		fn.reach[ld] = rd
	}
}

// samePointerWidth reports whether a load of type t through a cast of a local
// of type local reads the whole local as it was written: both are pointers
// (-O2 reads posix_memalign's void* out-parameter as the double* it holds).
func samePointerWidth(t, local types.Type) bool {
	_, p := t.(*types.PointerType)
	_, q := local.(*types.PointerType)
	return p && q
}
