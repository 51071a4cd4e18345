package statictrace

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// Out-parameter allocation: a local whose address is passed to a function
// that has posix_memalign write a block through it,
//
//	int alloc(double **out, size_t n) { return posix_memalign((void **)out, 64, n * 8); }
//	double *e; alloc(&e, n); ... e[i] ...
//
// holds that block after the call. Reaching definitions stop at the call
// (the local's address escapes), so the placement records the cell every
// posix_memalign writes (heapEvent) and a load of such a local reads the
// block its cell received. Only locals the analysis can vouch for qualify
// (outCellLocals): used by loads, null stores and as arguments of such
// functions, whose parameter is written only by posix_memalign or by stores
// in blocks that never run (the failure's *out = NULL).

// outCellLocals returns the locals of the defined functions that an
// out-parameter allocation writes and nothing else does.
func (t *Trace) outCellLocals() map[*ir.InstAlloca]bool {
	writers := map[*irreader.Func]map[int]bool{} // params written only by posix_memalign, by function
	writes := func(f *irreader.Func, i int) bool {
		m := writers[f]
		if m == nil {
			m = map[int]bool{}
			writers[f] = m
			for j, p := range f.IR.Params {
				m[j] = t.onlyAllocWrites(f, t.holders(f, p))
			}
		}
		return m[i]
	}
	out := map[*ir.InstAlloca]bool{}
	for _, f := range t.in.Module.DefinedFuncs() {
		for _, b := range f.Blocks {
			for _, in := range b.IR.Insts {
				al, ok := in.(*ir.InstAlloca)
				if !ok {
					continue
				}
				if t.outCell(f, al, writes) {
					out[al] = true
				}
			}
		}
	}
	return out
}

// holders returns p and the loads of a local p is spilled to and that
// nothing else changes (-O0's %out.addr).
func (t *Trace) holders(f *irreader.Func, p *ir.Param) map[value.Value]bool {
	hold := map[value.Value]bool{p: true}
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			ld, ok := in.(*ir.InstLoad)
			if !ok {
				continue
			}
			if al, ok := irreader.StripPtrCasts(ld.Src).(*ir.InstAlloca); ok {
				if st := t.storedOnce[al]; st != nil && st.Src == value.Value(p) {
					hold[ld] = true
				}
			}
		}
	}
	return hold
}

// onlyAllocWrites reports whether the pointers of hold are written only as
// posix_memalign's out-parameter, at least once, or by stores in blocks
// that never run; read, compared or spilled otherwise.
func (t *Trace) onlyAllocWrites(f *irreader.Func, hold map[value.Value]bool) bool {
	held := func(v value.Value) bool { return hold[irreader.StripPtrCasts(v)] }
	fc := t.fc[f]
	written := false
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			switch x := in.(type) {
			case *ir.InstLoad, *ir.InstICmp:
				continue
			case *ir.InstBitCast:
				continue // followed by held through StripPtrCasts
			case *ir.InstStore:
				if held(x.Src) {
					if _, ok := irreader.StripPtrCasts(x.Dst).(*ir.InstAlloca); !ok {
						return false // stored where another function may read and write through it
					}
				}
				if held(x.Dst) && (fc == nil || fc.Counts[b.Index] != 0) {
					return false
				}
			case *ir.InstCall:
				for i, arg := range x.Args {
					if !held(arg) {
						continue
					}
					if heapKinds[t.calleeOf(x)] != hPosixMemalign || i != 0 {
						return false
					}
					written = true
				}
			default:
				for _, o := range in.Operands() {
					if held(*o) {
						return false
					}
				}
			}
		}
		if term, ok := b.IR.Term.(*ir.TermRet); ok && term.X != nil && held(term.X) {
			return false
		}
	}
	return written
}

// outCell reports whether local al of f is used only by loads, stores of
// null and as an argument writes says is written only by posix_memalign,
// at least once.
func (t *Trace) outCell(f *irreader.Func, al *ir.InstAlloca, writes func(*irreader.Func, int) bool) bool {
	is := func(v value.Value) bool { return irreader.StripPtrCasts(v) == value.Value(al) }
	passed := false
	for _, b := range f.Blocks {
		for _, in := range b.IR.Insts {
			switch x := in.(type) {
			case *ir.InstLoad, *ir.InstBitCast:
				continue
			case *ir.InstStore:
				if is(x.Src) {
					return false
				}
				if is(x.Dst) {
					if _, ok := x.Src.(*constant.Null); !ok {
						return false
					}
				}
			case *ir.InstCall:
				for i, arg := range x.Args {
					if !is(arg) {
						continue
					}
					name := t.calleeOf(x)
					if isLifetime(name) {
						continue
					}
					callee := t.in.Module.Func(name)
					if callee == nil || !callee.Defined || !writes(callee, i) {
						return false
					}
					passed = true
				}
			default:
				for _, o := range in.Operands() {
					if is(*o) {
						return false
					}
				}
			}
		}
	}
	return passed
}

// isLifetime reports whether name is an intrinsic that only marks a
// local's lifetime or describes it to the debugger.
func isLifetime(name string) bool {
	switch name {
	case "llvm.lifetime.start.p0i8", "llvm.lifetime.end.p0i8", "llvm.dbg.declare", "llvm.dbg.value":
		return true
	}
	return false
}

// loadOutCell evaluates a load of an out-parameter local al in activation
// a: the block posix_memalign wrote to its cell, when exactly one was.
func (t *Trace) loadOutCell(a *Activation, al *ir.InstAlloca) (int64, bool) {
	if t.heap == nil || a.detached || !t.outCells[al] {
		return 0, false
	}
	off, ok := t.layout.frame(a.Frame.Func).offsets[al]
	if !ok {
		return 0, false
	}
	w := t.heap.cells[uint64(int64(a.fp)+off)]
	if len(w) != 1 {
		return 0, false
	}
	return int64(w[0]), true
}
