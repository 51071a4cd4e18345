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
// out-parameter allocation writes and nothing else does: used only by
// loads, stores of null and as an argument of a function whose parameter
// is written only by posix_memalign (onlyAllocWrites), at least once. One
// pass over each function classifies all its locals.
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
		passed, bad := map[*ir.InstAlloca]bool{}, map[*ir.InstAlloca]bool{}
		local := func(v value.Value) *ir.InstAlloca {
			al, _ := irreader.StripPtrCasts(v).(*ir.InstAlloca)
			return al
		}
		for _, b := range f.Blocks {
			for _, in := range b.IR.Insts {
				switch x := in.(type) {
				case *ir.InstLoad, *ir.InstBitCast:
					continue
				case *ir.InstStore:
					if al := local(x.Src); al != nil {
						bad[al] = true
					}
					if al := local(x.Dst); al != nil {
						if _, null := x.Src.(*constant.Null); !null {
							bad[al] = true
						}
					}
				case *ir.InstCall:
					name := t.calleeOf(x)
					for i, arg := range x.Args {
						al := local(arg)
						if al == nil || irreader.MarksLocal(name) {
							continue
						}
						if callee := t.in.Module.Func(name); callee == nil || !callee.Defined || !writes(callee, i) {
							bad[al] = true
						} else {
							passed[al] = true
						}
					}
				default:
					for _, o := range in.Operands() {
						if al := local(*o); al != nil {
							bad[al] = true
						}
					}
				}
			}
		}
		for al := range passed {
			if !bad[al] {
				out[al] = true
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
					if !irreader.OutParamWriter(t.calleeOf(x), i) {
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
