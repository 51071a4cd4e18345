package statictrace

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"

	"github.com/reusescope/reusescope/irreader"
)

// Dynamic allocas: an alloca whose element count is not a constant (a
// variable-length array, alloca(n)) or that lies outside the entry block
// takes its memory below the frame each time it runs, and keeps it until
// the function returns or an llvm.stackrestore releases it (a VLA in a
// loop body is released at the end of each iteration). The frame layout
// gives such an alloca no offset. The one dynamic alloca of a function
// whose memory does not pile up (outside loops, or in a loop that restores
// the stack) lies at the frame's bottom minus its size rounded to the
// stack's 16 bytes; any other (several in one function, alloca(i * 4) in
// a loop: each iteration's block lies below the last) has an address the
// trace cannot evaluate, and says so as an unknown address.

// isDynamic reports whether al, in block b of its function (0 the entry),
// allocates when it runs rather than in the frame.
func isDynamic(al *ir.InstAlloca, b int) bool {
	if b != 0 {
		return true
	}
	if al.NElems == nil {
		return false
	}
	_, ok := al.NElems.(*constant.Int)
	return !ok
}

// placeableDynamic returns the dynamic allocas the trace places: the only
// one of its function, whose memory does not pile up.
func (t *Trace) placeableDynamic() map[*ir.InstAlloca]bool {
	out := map[*ir.InstAlloca]bool{}
	for f, nest := range t.in.Nests {
		var dyn *ir.InstAlloca
		where, count := -1, 0
		restores := map[int]bool{}
		for _, b := range f.Blocks {
			for _, in := range b.IR.Insts {
				switch x := in.(type) {
				case *ir.InstAlloca:
					if isDynamic(x, b.Index) {
						dyn, where, count = x, b.Index, count+1
					}
				case *ir.InstCall:
					if t.calleeOf(x) == "llvm.stackrestore" {
						restores[b.Index] = true
					}
				}
			}
		}
		if count != 1 || nest == nil {
			continue
		}
		l := nest.Innermost[where]
		if l != nil {
			released := false
			for _, b := range l.Blocks {
				released = released || restores[b]
			}
			if !released {
				continue
			}
		}
		out[dyn] = true
	}
	return out
}

// dynamicAddr evaluates dynamic alloca al in activation a (placeableDynamic).
func (t *Trace) dynamicAddr(a *Activation, al *ir.InstAlloca, d int) (int64, bool) {
	if a.detached || !t.dynAllocas[al] {
		return 0, false
	}
	size, _, err := irreader.SizeAlign(al.ElemType)
	if err != nil {
		return 0, false
	}
	n := int64(1)
	if al.NElems != nil {
		v, ok := t.eval(a, al.NElems, d)
		if !ok || v < 0 {
			return 0, false
		}
		n = v
	}
	fl := t.layout.frame(a.Frame.Func)
	return int64(a.fp) - fl.size - alignUp64(max(n*size, 1), stackAlign), true
}
