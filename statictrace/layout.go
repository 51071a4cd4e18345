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
	"github.com/llir/llvm/ir/enum"
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
			// Instruction selection gives a static alloca the larger of
			// its own alignment and its type's preferred one, up to the
			// stack's (FunctionLoweringInfo): a struct of ints or chars
			// (std::allocator's {i8}) is 8-aligned.
			align = max(align, min(prefAlign(al.ElemType), stackAlign))
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
		// A function returning through a hidden pointer (sret) returns
		// the pointer too: a copy of it lives from the entry to the
		// return, spilled across a call or a block boundary.
		if len(f.IR.Params) > 0 && sretParam(f.IR.Params[0]) && (len(f.IR.Blocks) > 1 || makesCall(f.IR)) {
			off -= 8
			off = -alignUp64(-off, 8)
		}
		// A floating-point select the backend makes a branch diamond of
		// (fpSelectSlots): its false value and its result cross the
		// diamond's blocks in spill slots of their own.
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				sel, ok := in.(*ir.InstSelect)
				if !ok || !fpSelectBranches(sel, b) {
					continue
				}
				size, align, err := irreader.SizeAlign(sel.Type())
				if err != nil {
					break
				}
				for range 2 {
					off -= max(size, 1)
					off = -alignUp64(-off, max(align, 1))
				}
			}
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
	folded := foldedAddresses(f)
	// register returns the value whose register an operand reads.
	register := func(v value.Value) value.Value {
		if a, ok := v.(*ir.Arg); ok { // a call argument with attributes
			v = a.Value
		}
		return sameRegister(v)
	}
	live := map[value.Value]bool{}
	var invoked []*ir.InstAlloca // locals an invoke passes after a call of its block
	use := func(v value.Value, at *ir.Block) {
		v = register(v)
		if h, ok := home[v]; ok && h != at && !folded[v] {
			live[v] = true
		}
	}
	for bi, b := range f.Blocks {
		// A value used after a call of its own block lives across the
		// call, which clobbers the registers: RegAllocFast spills it.
		// So does a value of a general register used after an integer
		// division of its block: x86's div and idiv take their operands
		// in EAX and EDX, which RegAllocFast frees by spilling what they
		// hold. The parameters are defined before the entry block's first
		// instruction.
		defAt := map[value.Value]int{}
		lastCall, lastDiv := -2, -2
		// crosses reports whether v, defined in b, is read after a call
		// since, or (divides: in a register a division takes) after a
		// division.
		crosses := func(v value.Value, divides bool) bool {
			d, ok := defAt[v]
			return ok && !folded[v] && (lastCall > d || divides && lastDiv > d && isIntReg(v.Type()))
		}
		if bi == 0 {
			for _, p := range f.Params {
				defAt[p] = -1
			}
		}
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
			for k, op := range in.Operands() {
				use(*op, b)
				if v := register(*op); crosses(v, !argRegister(in, k)) {
					live[v] = true
				}
			}
			if v, ok := in.(value.Value); ok {
				defAt[v] = i
			}
			if usesDivide(in) {
				lastDiv = i
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
				v := register(*op)
				if crosses(v, true) {
					live[v] = true // an invoke's argument across a call before it
				}
				if al, ok := v.(*ir.InstAlloca); ok && !slices.Contains(invoked, al) && firstUse(b, al) <= lastCall {
					// An invoke is selected apart from the block's other
					// instructions (SelectionDAG, not FastISel): a local's
					// address it passes is a frame index, unless FastISel
					// already put it in a register for a use before (a
					// call's argument), which the invoke then reads: that
					// register lives across the calls between.
					if _, isInvoke := b.Term.(*ir.TermInvoke); isInvoke {
						invoked = append(invoked, al)
					}
				}
			}
		}
	}
	var out []value.Value
	for _, v := range order {
		if live[v] {
			out = append(out, v)
		}
	}
	for _, al := range invoked {
		out = append(out, al)
	}
	return out
}

// firstUse returns the index of the first instruction of b (not its
// terminator) that puts the local al's address in a register: any use
// but as the address of a load or store, which takes the frame slot
// itself; len(b.Insts) when none does.
func firstUse(b *ir.Block, al *ir.InstAlloca) int {
	for i, in := range b.Insts {
		for k, op := range in.Operands() {
			x := *op
			if a, ok := x.(*ir.Arg); ok {
				x = a.Value
			}
			if x != value.Value(al) {
				continue
			}
			switch in.(type) {
			case *ir.InstLoad:
				continue
			case *ir.InstStore:
				if k == 1 {
					continue // the address stored to
				}
			}
			return i
		}
	}
	return len(b.Insts)
}

// usesDivide reports whether in is an integer division or remainder x86
// FastISel makes a div or idiv of: all but an exact signed division, an
// unsigned division or remainder, by a power of two (shifts and masks).
func usesDivide(in ir.Instruction) bool {
	var y value.Value
	exact, signed := false, false
	switch x := in.(type) {
	case *ir.InstSDiv:
		y, exact, signed = x.Y, x.Exact, true
	case *ir.InstSRem:
		y, signed = x.Y, true
	case *ir.InstUDiv:
		y = x.Y
	case *ir.InstURem:
		y = x.Y
	default:
		return false
	}
	if _, vec := y.Type().(*types.VectorType); vec {
		return false
	}
	c, ok := y.(*constant.Int)
	if !ok || c.X.Sign() <= 0 || c.X.BitLen() > 63 {
		return true
	}
	pow2 := c.X.Int64()&(c.X.Int64()-1) == 0
	return !pow2 || signed && !exact
}

// argRegister reports whether operand k of in is an integer argument of a
// call that x86-64 passes in a register a division leaves alone (RDI,
// RSI, RCX, R8, R9: not RDX): RegAllocFast gives the value that register,
// so a division before the call does not move it.
func argRegister(in ir.Instruction, k int) bool {
	c, ok := in.(*ir.InstCall)
	k-- // a call's operands are its callee, then its arguments
	if !ok || k < 0 || k >= len(c.Args) {
		return false
	}
	n := 0
	for _, a := range c.Args[:k] {
		if isIntReg(a.Type()) {
			n++
		}
	}
	return isIntReg(c.Args[k].Type()) && n < 6 && n != 2
}

// isIntReg reports whether a value of type t lives in a general register.
func isIntReg(t types.Type) bool {
	switch t.(type) {
	case *types.IntType, *types.PointerType:
		return true
	}
	return false
}

// prefAlign returns the preferred alignment of t in x86-64's data layout
// (the default a:0:64: an aggregate at least 8; an array its element's;
// x86_fp80 16), 1 when t has no size.
func prefAlign(t types.Type) int64 {
	switch x := t.(type) {
	case *types.ArrayType:
		return prefAlign(x.ElemType)
	case *types.StructType:
		_, a, err := irreader.SizeAlign(x)
		if err != nil {
			return 1
		}
		return max(a, 8)
	case *types.FloatType:
		if x.Kind == types.FloatKindX86_FP80 {
			return 16
		}
	}
	_, a, err := irreader.SizeAlign(t)
	if err != nil {
		return 1
	}
	return a
}

// sretParam reports whether p is a hidden pointer to the returned
// struct.
func sretParam(p *ir.Param) bool {
	return slices.ContainsFunc(p.Attrs, func(a ir.ParamAttribute) bool { _, ok := a.(ir.SRet); return ok })
}

// makesCall reports whether f calls a function other than an intrinsic.
func makesCall(f *ir.Func) bool {
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if c, ok := in.(*ir.InstCall); ok {
				if fn, direct := irreader.StripPtrCasts(c.Callee).(*ir.Func); !direct || !strings.HasPrefix(fn.Name(), "llvm.") {
					return true
				}
			}
		}
		if _, ok := b.Term.(*ir.TermInvoke); ok {
			return true
		}
	}
	return false
}

// fpSelectBranches reports whether x86 FastISel lowers the select sel to
// a branch diamond (a CMOV_FR pseudo the custom inserter expands): a float
// or double select whose condition is not an fcmp of operands of the same
// type in sel's block b (which it makes compare-and-mask instructions
// instead).
func fpSelectBranches(sel *ir.InstSelect, b *ir.Block) bool {
	t, ok := sel.Type().(*types.FloatType)
	if !ok || t.Kind != types.FloatKindFloat && t.Kind != types.FloatKindDouble {
		return false
	}
	if c, ok := sel.Cond.(*ir.InstFCmp); ok && c.X.Type().Equal(sel.Type()) && slices.Contains(b.Insts, ir.Instruction(c)) {
		switch c.Pred {
		case enum.FPredONE, enum.FPredUEQ:
			return true // no single SSE compare: the pseudo
		}
		return false
	}
	return true
}

// foldedAddresses returns the values of f that FastISel folds into the
// addressing mode of every use and so never holds in a register: a
// getelementptr of constant indices, or a pointer cast, of a static alloca
// (or of another such value), used only as the address of a load or store
// in its own block, or by another such value there (x86's
// X86SelectAddress folds a GEP or cast of its own block; an instruction
// whose every use folded it is never emitted). -O0's initialisation of a
// struct local, p = &s.field; s.field = calloc(...), keeps no spill slot
// for &s.field across the call.
func foldedAddresses(f *ir.Func) map[value.Value]bool {
	type use struct {
		in ir.Instruction
		b  *ir.Block
		ok bool // the use folds its operand
	}
	uses := map[value.Value][]use{}
	blockOf := map[value.Value]*ir.Block{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if v, ok := in.(value.Value); ok {
				blockOf[v] = b
			}
			for i, op := range in.Operands() {
				fold := false
				switch x := in.(type) {
				case *ir.InstLoad:
					fold = true
				case *ir.InstStore:
					fold = i == 1 && x.Dst == *op // the address, not the value stored
				case *ir.InstGetElementPtr, *ir.InstBitCast:
					fold = i == 0
				}
				uses[*op] = append(uses[*op], use{in, b, fold})
			}
		}
		if b.Term != nil {
			for _, op := range b.Term.Operands() {
				uses[*op] = append(uses[*op], use{b: b})
			}
		}
	}
	// base reports whether v is an address of constant offset from a
	// static alloca, allUses whether every use of v folds it.
	var base func(v value.Value, depth int) bool
	base = func(v value.Value, depth int) bool {
		if depth > 64 {
			return false
		}
		switch x := v.(type) {
		case *ir.InstAlloca:
			return true
		case *ir.InstGetElementPtr:
			return slices.IndexFunc(x.Indices, func(ix value.Value) bool { _, c := ix.(*constant.Int); return !c }) < 0 &&
				base(x.Src, depth+1)
		case *ir.InstBitCast:
			_, fromPtr := x.From.Type().(*types.PointerType)
			return fromPtr && base(x.From, depth+1)
		}
		return false
	}
	memo := map[value.Value]bool{}
	var allUses func(v value.Value, depth int) bool
	allUses = func(v value.Value, depth int) bool {
		if r, ok := memo[v]; ok {
			return r
		}
		ok := depth <= 64
		for _, u := range uses[v] {
			if !ok {
				break
			}
			switch u.in.(type) {
			case *ir.InstGetElementPtr, *ir.InstBitCast:
				ok = u.ok && u.b == blockOf[v] && allUses(u.in.(value.Value), depth+1)
			default:
				ok = u.ok && u.b == blockOf[v]
			}
		}
		memo[v] = ok
		return ok
	}
	out := map[value.Value]bool{}
	for v := range blockOf {
		if _, al := v.(*ir.InstAlloca); !al && base(v, 0) && allUses(v, 0) {
			out[v] = true
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
