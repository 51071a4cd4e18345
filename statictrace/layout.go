// The address layout: where the root's frame and its callees' frames, the
// globals and the root's pointer arguments lie (the heap's blocks are
// placed by heap.go and malloc.go).

package statictrace

import (
	"fmt"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// The address layout the trace assumes (documented in doc.go):
//   - the root function's frame pointer is page aligned (FrameTop); its allocas
//     are laid out downward in instruction order, each aligned to its
//     alignment, as clang-14 does at -O0; a callee's frame lies below its
//     caller's;
//   - globals are laid out by section as clang-14 and the linker place them:
//     zero-initialised (.bss), initialised (.data), constant (.rodata) and
//     others (declarations, thread-locals) each upward from its own base,
//     GlobalBase + class × SectionSpacing, in module order, each aligned to
//     its alignment; the bases are 64 KiB aligned, as measure places the
//     first .bss and .data global of the program;
//   - a pointer argument of the root whose call sites all pass the same global
//     points to that global; any other gets its own page-aligned region
//     ArgSpacing apart, so that arguments alias nothing.
const (
	FrameTop   = 0x7ff000000000
	GlobalBase = 0x000010000000
	ArgBase    = 0x100000000000
	ArgSpacing = 1 << 36
	// SectionSpacing separates the section classes of globals.
	SectionSpacing = 1 << 32
	// HeapBase is the program break at start, where malloc's heap begins
	// (page aligned, as the kernel places it after .bss); MmapTop is where
	// the first chunk malloc maps on its own pages ends, later ones below.
	HeapBase = 0x080000000000
	MmapTop  = 0x7f0000000000
	// frameLink is the return address and saved frame pointer between a
	// caller's stack pointer and its callee's frame pointer.
	frameLink = 16
	// stackAlign is the x86-64 stack alignment.
	stackAlign = 16
)

type layout struct {
	globals map[*ir.Global]uint64
	args    map[*ir.Param]uint64
	frames  map[*irreader.Func]*frameLayout
	// argEnd ends the regions of the root's pointer arguments, which begin
	// at ArgBase.
	argEnd uint64
}

type frameLayout struct {
	offsets map[*ir.InstAlloca]int64 // negative offsets from the frame pointer
	size    int64                    // frame size, stack aligned
	byOff   map[int64]*ir.InstAlloca // offsets inverted
	// placed reports that the offsets are the backend's: clang -O0's
	// layout (an optnone function), allocas downward in order. An
	// optimised function's slots are where the register allocator and
	// stack colouring put them, among its spills and below its pushed
	// registers: the offsets are the same layout, a guess.
	placed bool
	err    error // a spilled value the data layout cannot size
}

// at returns the alloca at offset off from the frame pointer, nil if none
// starts there. It only reads: several walks evaluate one trace at once
// (TestConcurrentWalks).
func (f *frameLayout) at(off int64) *ir.InstAlloca { return f.byOff[off] }

// invert fills byOff from offsets.
func (f *frameLayout) invert() {
	f.byOff = make(map[int64]*ir.InstAlloca, len(f.offsets))
	for al, o := range f.offsets {
		if prev, dup := f.byOff[o]; !dup || prev.LocalID > al.LocalID {
			f.byOff[o] = al // zero-sized allocas may share an offset: keep one, the same every run
		}
	}
}

func newLayout(in *Input) (*layout, error) {
	lo := &layout{globals: map[*ir.Global]uint64{}, args: map[*ir.Param]uint64{}, frames: map[*irreader.Func]*frameLayout{}}
	next := map[irreader.Section]uint64{}
	for _, g := range in.Module.LL.Globals {
		size, align, err := irreader.GlobalSizeAlign(g)
		if err != nil {
			return nil, fmt.Errorf("global @%s: %w", g.Name(), err)
		}
		if g.Align != 0 && int64(g.Align) > align {
			align = int64(g.Align)
		}
		sec := irreader.GlobalSection(g)
		addr, ok := next[sec]
		if !ok {
			addr = GlobalBase + uint64(sec)*SectionSpacing
		}
		addr = alignUp(addr, uint64(max(align, 1)))
		lo.globals[g] = addr
		next[sec] = addr + uint64(max(size, 1))
	}
	// Pointer arguments of the root.
	nextArg := uint64(ArgBase)
	for _, p := range in.Root.IR.Params {
		if _, ok := p.Typ.(*types.PointerType); !ok {
			continue
		}
		if g := uniqueGlobalArg(in.Module, in.Root, p); g != nil {
			lo.args[p] = lo.globals[g]
			continue
		}
		lo.args[p] = nextArg
		nextArg += ArgSpacing
	}
	lo.argEnd = nextArg
	return lo, nil
}

// uniqueGlobalArg returns the global every call of f passes as parameter p, or nil.
func uniqueGlobalArg(m *irreader.Module, f *irreader.Func, p *ir.Param) *ir.Global {
	idx := -1
	for i, q := range f.IR.Params {
		if q == p {
			idx = i
		}
	}
	var found *ir.Global
	for _, caller := range m.DefinedFuncs() {
		for _, b := range caller.Blocks {
			for _, in := range b.Insts {
				callee, args, ok := callParts(callValue(in))
				if !ok || callee != value.Value(f.IR) || idx >= len(args) {
					continue
				}
				g, ok := stripPtr(args[idx]).(*ir.Global)
				if !ok || (found != nil && found != g) {
					return nil
				}
				found = g
			}
		}
	}
	return found
}

func stripPtr(v value.Value) value.Value {
	for i := 0; i < 16; i++ {
		switch x := v.(type) {
		case *ir.Arg: // a call argument with attributes (noundef)
			v = x.Value
		case *constant.ExprBitCast:
			v = x.From
		case *constant.ExprGetElementPtr:
			// &A[0][0] of a global array decays to A.
			allZero := true
			for _, ix := range x.Indices {
				if c, ok := ix.(*constant.Int); !ok || c.X.Sign() != 0 {
					allZero = false
				}
			}
			if !allZero {
				return v
			}
			v = x.Src
		default:
			return v
		}
	}
	return v
}

// FrameSize returns the size of f's frame below its frame pointer as the
// trace lays it out (allocas, and at -O0 the spill slots clang gives values
// live across blocks or calls, rounded up to the stack alignment): what a callee's
// frame is placed below.
func FrameSize(f *irreader.Func) (int64, error) {
	fl := (&layout{frames: map[*irreader.Func]*frameLayout{}}).frame(f)
	return fl.size, fl.err
}

func (lo *layout) frame(f *irreader.Func) *frameLayout {
	if fl := lo.frames[f]; fl != nil {
		return fl
	}
	fl := &frameLayout{offsets: map[*ir.InstAlloca]int64{}, placed: irreader.OptNone(f.IR)}
	off := int64(0)
	for bi, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			al, ok := in.(*ir.InstAlloca)
			if !ok || isDynamic(al, bi) {
				continue // below the frame when it runs (dynalloca.go)
			}
			// irreader.Parse has checked that every alloca is sized.
			size, align, _ := irreader.SizeAlign(al.ElemType)
			if al.NElems != nil {
				if c, ok := al.NElems.(*constant.Int); ok {
					size *= c.X.Int64()
				}
			}
			if int64(al.Align) > align {
				align = int64(al.Align)
			}
			off -= max(size, 1)
			off = -alignUp64(-off, max(align, 1))
			fl.offsets[al] = off
		}
	}
	if irreader.OptNone(f.IR) {
		// clang -O0's register allocator (RegAllocFast) gives every value
		// live across a block boundary or a call its own spill slot below the
		// allocas: a phi, an instruction or argument used in another
		// block. They move a callee's frame down (irr_call's main: 24
		// bytes of allocas, 12 of spills, a 48-byte frame).
		for _, v := range crossBlockValues(f.IR) {
			if _, ok := v.Type().(*types.TokenType); ok {
				continue // a token lives in no register and takes no slot
			}
			size, align, err := irreader.SizeAlign(v.Type())
			if err != nil {
				fl.err = fmt.Errorf("%s: frame: value %s: %w", f.Name, v.Ident(), err)
				break
			}
			off -= max(size, 1)
			off = -alignUp64(-off, max(align, 1))
		}
	}
	fl.size = alignUp64(-off, stackAlign)
	fl.invert()
	lo.frames[f] = fl
	return fl
}

// crossBlockValues returns, in block and instruction order, the values of f
// that live across a block boundary or a call: phis, arguments and
// instructions (an invoke's result too) used outside the block that
// defines them (a phi's use is in the incoming block), or after a call of
// their block; a pointer cast or a getelementptr of offset zero lives in
// its operand's register (sameRegister). Allocas are not values the
// allocator holds.
func crossBlockValues(f *ir.Func) []value.Value {
	home := map[value.Value]*ir.Block{}
	var order []value.Value
	for _, p := range f.Params {
		if len(f.Blocks) > 0 {
			home[p] = f.Blocks[0]
			order = append(order, p)
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			v, ok := in.(value.Value)
			if !ok {
				continue
			}
			if _, al := in.(*ir.InstAlloca); al {
				continue
			}
			if types.Equal(v.Type(), types.Void) {
				continue
			}
			home[v] = b
			order = append(order, v)
		}
		// An invoke's result (C++ at -O0) is defined by the block's
		// terminator and used in its normal successor.
		if v, ok := b.Term.(value.Value); ok && b.Term != nil && !types.Equal(v.Type(), types.Void) {
			home[v] = b
			order = append(order, v)
		}
	}
	live := map[value.Value]bool{}
	use := func(v value.Value, at *ir.Block) {
		if a, ok := v.(*ir.Arg); ok { // a call argument with attributes
			v = a.Value
		}
		v = sameRegister(v)
		if h, ok := home[v]; ok && h != at {
			live[v] = true
		}
	}
	for _, b := range f.Blocks {
		// A value used after a call of its own block lives across the
		// call, which clobbers the registers: RegAllocFast spills it.
		defAt := map[value.Value]int{}
		lastCall := -1
		for i, in := range b.Insts {
			if phi, ok := in.(*ir.InstPhi); ok {
				live[phi] = true
				for _, inc := range phi.Incs {
					if pb, ok := inc.Pred.(*ir.Block); ok {
						use(inc.X, pb)
					}
				}
				continue
			}
			for _, op := range in.Operands() {
				use(*op, b)
				v := *op
				if a, ok := v.(*ir.Arg); ok {
					v = a.Value
				}
				v = sameRegister(v)
				if d, ok := defAt[v]; ok && lastCall > d {
					live[v] = true
				}
			}
			if v, ok := in.(value.Value); ok {
				defAt[v] = i
			}
			if c, ok := in.(*ir.InstCall); ok {
				if fn, direct := irreader.StripPtrCasts(c.Callee).(*ir.Func); !direct || !strings.HasPrefix(fn.Name(), "llvm.") {
					lastCall = i
				}
			}
		}
		if b.Term != nil {
			for _, op := range b.Term.Operands() {
				use(*op, b)
			}
		}
	}
	var out []value.Value
	for _, v := range order {
		if live[v] {
			out = append(out, v)
		}
	}
	return out
}

// sameRegister returns the value whose register v is at -O0: a cast of
// one pointer type to another, or a getelementptr of offset zero, is its
// operand's register again (FastISel makes no copy), unless the operand is
// an alloca, whose address each use materialises anew.
func sameRegister(v value.Value) value.Value {
	for k := 0; k < 64; k++ {
		var from value.Value
		switch x := v.(type) {
		case *ir.InstBitCast:
			_, fromPtr := x.From.Type().(*types.PointerType)
			if _, toPtr := x.To.(*types.PointerType); fromPtr && toPtr {
				from = x.From
			}
		case *ir.InstGetElementPtr:
			if slices.IndexFunc(x.Indices, func(ix value.Value) bool {
				c, ok := ix.(*constant.Int)
				return !ok || c.X.Sign() != 0
			}) < 0 {
				from = x.Src
			}
		}
		if _, alloca := from.(*ir.InstAlloca); alloca || from == nil {
			return v
		}
		v = from
	}
	return v
}

func alignUp(x, a uint64) uint64 { return (x + a - 1) / a * a }

func alignUp64(x, a int64) int64 { return (x + a - 1) / a * a }
