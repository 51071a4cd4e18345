package statictrace

import (
	"fmt"
	"maps"
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
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
// live across blocks, rounded up to the stack alignment): what a callee's
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
		// live across a block boundary its own spill slot below the
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
// that live across a block boundary: phis, and arguments and instructions
// used outside the block that defines them (a phi's use is in the incoming
// block). Allocas are not values the allocator holds.
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
	}
	live := map[value.Value]bool{}
	use := func(v value.Value, at *ir.Block) {
		if a, ok := v.(*ir.Arg); ok { // a call argument with attributes
			v = a.Value
		}
		if h, ok := home[v]; ok && h != at {
			live[v] = true
		}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
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

func alignUp(x, a uint64) uint64 { return (x + a - 1) / a * a }
func alignUp64(x, a int64) int64 { return (x + a - 1) / a * a }

// Activation is one simulated activation of a frame: the current values of
// its loop counters and parameters and its frame pointer.
type Activation struct {
	t      *Trace
	Frame  *Frame
	Parent *Activation
	fp     uint64
	ivs    map[value.Value]int64 // counter slot (alloca or phi) -> current value
	params map[*ir.Param]int64
	ivSyms map[string]float64 // loop IV symbols (iv3) and Lua parameters for polynomials
	// taken holds the arm each Branch of the frame took at its latest
	// visit (Trace.Arm), for the phis at its join.
	taken map[*Branch]int
	// detached marks an activation of no frame (loadGlobal): it has no
	// frame pointer, parameters or callees.
	detached bool
	// budget bounds the work of an evaluation; an activation shares its
	// caller's (see evalBudget).
	budget *evalBudget
	// mem holds the pointers a whole walk has stored (memory.go), shared
	// by the activations of one walk; nil otherwise.
	mem *Memory
}

// evalBudget bounds the work of one evaluation (Eval) and of the
// evaluations it starts (a callee's arguments, its return value, values
// carried around loops): pointer flow through recursion and loop-carried
// values can branch at every step, so that an unbounded evaluation costs
// exponentially in maxEvalDepth. An evaluation that runs out of steps gives
// no value, and its value is not tried again in the same walk: the walk
// then costs at most maxEvalSteps per distinct value, whatever the trip
// counts. The budget belongs to one walk (its root activation and the
// activations entered from it), so walks that run concurrently stay
// deterministic.
type evalBudget struct {
	depth, steps int
	costly       map[value.Value]bool
}

// maxEvalSteps is the number of evaluation steps one Eval may take.
const maxEvalSteps = 4096

func (a *Activation) evalBudget() *evalBudget {
	if a.budget == nil {
		a.budget = &evalBudget{costly: map[value.Value]bool{}}
	}
	return a.budget
}

// NewActivation returns the root activation of the trace.
func (t *Trace) NewActivation() *Activation {
	a := &Activation{t: t, Frame: t.root, fp: FrameTop, ivs: map[value.Value]int64{}, params: map[*ir.Param]int64{}, ivSyms: maps.Clone(t.in.Params)}
	if a.ivSyms == nil {
		a.ivSyms = map[string]float64{}
	}
	for _, p := range t.in.Root.IR.Params {
		if lp := t.in.Env.ParamOf(p); lp != nil {
			if v, ok := t.in.Params[lp.Name]; ok {
				a.params[p] = int64(v)
			}
		} else if poly, ok := t.in.Env.BoundParam(p); ok {
			// kernel(2*n - 1): the callers' polynomial of the parameters.
			if v, ok := poly.Eval(t.in.Params); ok {
				a.params[p] = int64(v)
			}
		}
	}
	return a
}

// Enter returns the activation of the callee of c, with its parameters bound
// to the arguments' values in a.
func (t *Trace) Enter(a *Activation, c *Call) *Activation {
	callerSize := t.layout.frame(a.Frame.Func).size
	b := &Activation{t: a.t, Frame: c.Frame, Parent: a, fp: a.fp - uint64(callerSize) - frameLink, ivs: map[value.Value]int64{}, params: map[*ir.Param]int64{}, ivSyms: maps.Clone(t.in.Params), budget: a.evalBudget(), mem: a.mem}
	if b.ivSyms == nil {
		b.ivSyms = map[string]float64{}
	}
	cv := callValue(c.Site)
	if cv == nil {
		return b
	}
	_, args, _ := callParts(cv)
	params := c.Frame.Func.IR.Params
	if irreader.ForkTarget(c.Site) != "" {
		// __kmpc_fork_call(loc, argc, microtask, shared...): the outlined
		// function takes (gtid*, btid*, shared...).
		if len(args) >= 3 {
			args = args[3:]
		}
		if len(params) >= 2 {
			// The runtime passes pointers to the thread's global and bound
			// ids, its own per-thread words: modelled as the two words at
			// the outlined function's frame pointer (in the link area), so
			// every core's are its own.
			b.params[params[0]] = int64(b.fp)
			b.params[params[1]] = int64(b.fp) + 4
			params = params[2:]
		}
	}
	for i, p := range params {
		if i >= len(args) {
			break
		}
		if v, ok := t.Eval(a, args[i]); ok {
			b.params[p] = v
		}
	}
	return b
}

// Shift moves a's frame, and so the frames of the calls entered from it,
// delta bytes down the stack: the private stack of another core.
func (a *Activation) Shift(delta uint64) { a.fp -= delta }

// SetIV sets the value of loop l's counter in a.
func (a *Activation) SetIV(l *loops.Loop, v int64) {
	if l.IV == nil {
		return
	}
	a.ivs[l.IV.Slot] = v
	a.ivSyms[l.IV.Sym] = float64(v)
}

// IV returns the value of loop l's counter in a, if it is set.
func (a *Activation) IV(l *loops.Loop) (int64, bool) {
	if l.IV == nil {
		return 0, false
	}
	v, ok := a.ivs[l.IV.Slot]
	return v, ok
}

// ClearIV forgets the value of loop l's counter.
func (a *Activation) ClearIV(l *loops.Loop) {
	if l.IV == nil {
		return
	}
	delete(a.ivs, l.IV.Slot)
	delete(a.ivSyms, l.IV.Sym)
}

// Start returns the first value of loop l's counter in a.
func (a *Activation) Start(l *loops.Loop) (int64, bool) {
	if l.IV == nil {
		return 0, false
	}
	if l.IV.Init == nil { // a join of paths: the value on the most probable one
		return a.t.eval(a, l.IV.InitValue, 0)
	}
	v, ok := l.IV.Init.Eval(a.ivSyms)
	return int64(v), ok
}

// TripAt returns the exact trip count of l at the current counter values of
// the enclosing loops, when the loop analysis derived one or (Trip nil) the
// value its counter is compared with can be evaluated (BoundValue).
func (a *Activation) TripAt(l *loops.Loop) (float64, bool) {
	if l.Trip == nil {
		return a.valueTrip(l)
	}
	v, ok := l.TripEval(a.ivSyms)
	if !ok {
		return 0, false
	}
	return max(v, 0), true
}

// valueTrip counts the iterations of l from its counter's start and the
// value of its compared operand (BoundValue) in a; a tile compared with a
// second value too (Also) stops at whichever it meets first.
func (a *Activation) valueTrip(l *loops.Loop) (float64, bool) {
	if l.IV == nil || l.IV.BoundValue == nil {
		return 0, false
	}
	start, ok := a.Start(l)
	if !ok {
		return 0, false
	}
	step, ok := a.Step(l)
	if !ok {
		return 0, false
	}
	n := int64(-1)
	for _, v := range []value.Value{l.IV.BoundValue, l.IV.Also} {
		if v == nil {
			continue
		}
		b, ok := a.t.eval(a, v, 0)
		if !ok {
			return 0, false
		}
		m, ok := l.TripFromStep(start, b, step)
		if !ok {
			return 0, false
		}
		if n < 0 || m < n {
			n = m
		}
	}
	return float64(n), true
}

// Step returns how far l's counter moves per iteration in a: the
// constant step, or the value of a symbolic one (ii += bs) from the
// parameters; ok is false when that cannot be evaluated or is not
// positive (such a loop counting up would never end).
func (a *Activation) Step(l *loops.Loop) (int64, bool) {
	if l.IV == nil {
		return 1, true
	}
	if l.IV.StepPoly == nil {
		return l.IV.Step, true
	}
	v, ok := l.IV.StepPoly.Eval(a.ivSyms)
	if !ok || v < 1 || v != math.Trunc(v) {
		return 0, false
	}
	return int64(v), true
}

// TripVariesWith reports whether l's trip count changes with the counter of
// the enclosing loop outer: its formula uses outer's counter, or (ValueTrip)
// its compared value or its start reads a phi of outer's header (the
// counter, or another moving with it as -O2's i+1 does).
func (l *Loop) TripVariesWith(outer *Loop) bool {
	if l.Loop.Trip != nil {
		return outer.Loop.IV != nil && l.Loop.Trip.Has(outer.Loop.IV.Sym)
	}
	if !l.ValueTrip || outer.Frame != l.Frame {
		return false
	}
	phis := map[value.Value]bool{}
	addHeaderPhis(phis, outer.Frame.Func, outer.Loop)
	hit := func(v value.Value) bool { return phis[v] }
	return reaches(l.Loop.IV.BoundValue, hit, 0) || l.Loop.IV.Init == nil && l.Loop.IV.InitValue != nil && reaches(l.Loop.IV.InitValue, hit, 0)
}

// addHeaderPhis adds the phis of l's header to set.
func addHeaderPhis(set map[value.Value]bool, f *irreader.Func, l *loops.Loop) {
	for _, in := range f.Blocks[l.Header].Insts {
		if phi, ok := in.IR.(*ir.InstPhi); ok {
			set[phi] = true
		}
	}
}

// fromOuterCounters reports whether v, a value computed before loop l,
// reads a phi of the header of a loop enclosing l and no other phi or
// load: a counter of an enclosing loop, or a value moving with one.
func fromOuterCounters(fr *Frame, l *loops.Loop, v value.Value) bool {
	phis := map[value.Value]bool{}
	for p := l.Parent; p != nil; p = p.Parent {
		addHeaderPhis(phis, fr.Func, p)
	}
	other := reaches(v, func(x value.Value) bool {
		switch x.(type) {
		case *ir.InstPhi:
			return !phis[x]
		case *ir.InstLoad:
			return true
		}
		return false
	}, 0)
	return !other && reaches(v, func(x value.Value) bool { return phis[x] }, 0)
}

// readsCounter reports whether v (an integer expression) reads a phi or a
// load: a counter of an enclosing loop (-O2 phis, -O0 loads), so that its
// value changes from one loop instance to the next.
func readsCounter(v value.Value) bool {
	return reaches(v, func(v value.Value) bool {
		switch v.(type) {
		case *ir.InstPhi, *ir.InstLoad:
			return true
		}
		return false
	}, 0)
}

// reaches reports whether hit holds for v or for a value v is computed
// from, through the operands of instructions other than phis.
func reaches(v value.Value, hit func(value.Value) bool, depth int) bool {
	if hit(v) {
		return true
	}
	if _, phi := v.(*ir.InstPhi); phi || depth > maxEvalDepth {
		return false
	}
	if arg, ok := v.(*ir.Arg); ok { // a call's argument, with its attributes
		return reaches(arg.Value, hit, depth+1)
	}
	if c, ok := v.(*ir.InstCall); ok { // a helper's result, min_int(ii + bs, n)
		for _, arg := range c.Args {
			if reaches(arg, hit, depth+1) {
				return true
			}
		}
		return false
	}
	x, ok := v.(interface{ Operands() []*value.Value })
	if !ok {
		return false
	}
	for _, o := range x.Operands() {
		if reaches(*o, hit, depth+1) {
			return true
		}
	}
	return false
}

// Addr returns the byte address r touches in activation a; ok is false when
// the address depends on something the trace cannot evaluate (data loaded
// from memory, an unknown pointer).
func (t *Trace) Addr(a *Activation, r *Ref) (uint64, bool) {
	v, ok := t.Eval(a, r.Acc.Ptr)
	return uint64(v), ok
}

// Unplaced reports whether addr, an address evaluated in activation a, lies
// in memory whose place in the run the trace's layout does not fix, though
// the address itself is derived: the program's arguments (the root's
// pointer parameters that point to no global of the module: argv and its
// strings, or a function analysed alone), globals the module only declares
// or cannot place (a library's stderr, thread-locals, explicit sections),
// and the fixed slots of an optimised function's frame (frameLayout.placed).
// Their offsets within the object are right; the cache sets they fall in
// are a guess.
func (t *Trace) Unplaced(a *Activation, addr uint64) bool {
	switch {
	case addr >= ArgBase && addr < t.layout.argEnd:
		return true
	case addr >= GlobalBase && addr < GlobalBase+SectionSpacing: // irreader.SectionOther
		return true
	case addr >= MmapTop && addr < FrameTop+frameLink:
		for p := a; p != nil; p = p.Parent {
			if p.detached {
				continue
			}
			fl := t.layout.frame(p.Frame.Func)
			if addr < p.fp && addr >= p.fp-uint64(fl.size) {
				return !fl.placed
			}
		}
	}
	return false
}

// maxEvalDepth bounds expression walks.
const maxEvalDepth = 64

// loadThrough evaluates a load from a pointer that is not an alloca of a's
// own function but points at one of an enclosing activation: the shared
// variables an OpenMP outlined function reaches through its pointer
// parameters (*n where n is the caller's %n.addr), or any local passed by
// address. The local must be a counter of that activation or stored once.
func (t *Trace) loadThrough(a *Activation, src value.Value, d int) (int64, bool) {
	addr, ok := t.eval(a, src, d+1)
	if !ok {
		return 0, false
	}
	for b := a; b != nil; b = b.Parent {
		al := t.layout.frame(b.Frame.Func).at(addr - int64(b.fp))
		if al == nil {
			continue
		}
		if c, ok := b.ivs[al]; ok {
			return c, true
		}
		st := t.storedOnce[al]
		if st == nil {
			return 0, false
		}
		return t.eval(b, st.Src, d+1)
	}
	return 0, false
}

// Eval evaluates an integer or pointer IR value in activation a.
func (t *Trace) Eval(a *Activation, v value.Value) (int64, bool) {
	b := a.evalBudget()
	if b.costly[v] {
		return 0, false
	}
	if b.depth == 0 {
		b.steps = 0
	}
	b.depth++
	x, ok := t.eval(a, v, 0)
	b.depth--
	if b.depth == 0 && b.steps > maxEvalSteps {
		b.costly[v] = true
	}
	return x, ok
}

func (t *Trace) eval(a *Activation, v value.Value, depth int) (int64, bool) {
	if depth > maxEvalDepth {
		return 0, false
	}
	b := a.evalBudget()
	b.steps++
	if b.steps > maxEvalSteps {
		return 0, false
	}
	d := depth + 1
	switch v.(type) {
	case *ir.InstPhi, *ir.InstSelect, *ir.InstCall, *ir.TermInvoke, *ir.InstLoad:
		// A number read from outside (atoi(argv[1]), through memory and
		// calls): its Lua parameter, unknown without a value.
		if lp := t.in.Env.InputParam(v); lp != nil {
			x, ok := t.in.Params[lp.Name]
			return int64(x), ok
		}
	}
	if phi, ok := v.(*ir.InstPhi); ok {
		// Counters are allocas (-O0, read by loads) or phis (-O2).
		if x, ok := a.ivs[v]; ok {
			return x, true
		}
		if x, ok := t.evalSecondary(a, phi, d); ok {
			return x, true
		}
		if x, ok := t.evalJoin(a, phi, d); ok {
			return x, true
		}
		return t.evalCarriedPhi(a, phi, d)
	}
	switch x := v.(type) {
	case *ir.Arg:
		return t.eval(a, x.Value, d)
	case *constant.Int:
		return x.X.Int64(), true
	case *constant.Null:
		return 0, true
	case *constant.Index: // an index of a constant getelementptr (@Cp[0][0] at -O2)
		return t.eval(a, x.Constant, d)
	case *ir.Param:
		if p, ok := a.params[x]; ok {
			return p, true
		}
		if base, ok := t.layout.args[x]; ok && a.Parent == nil {
			return int64(base), true
		}
		return 0, false
	case *ir.InstAlloca:
		if a.detached {
			return 0, false
		}
		off, ok := t.layout.frame(a.Frame.Func).offsets[x]
		if !ok {
			return t.dynamicAddr(a, x, d)
		}
		return int64(a.fp) + off, true
	case *ir.Global:
		g, ok := t.layout.globals[x]
		return int64(g), ok
	case *ir.InstLoad:
		if c, ok := a.ivs[x.Src]; ok { // an alloca counter at -O0
			return c + t.postStep[x], true // after its step in the test: one step on
		}
		al, ok := irreader.StripPtrCasts(x.Src).(*ir.InstAlloca)
		if !ok {
			if v, ok := t.loadMemory(a, x, d); ok {
				return v, true
			}
			if v, ok := t.loadGlobal(x.Src, d); ok {
				return v, true
			}
			if !a.detached {
				if v, ok := t.loadThrough(a, x.Src, d); ok {
					return v, true
				}
			}
			return t.loadField(x.Src, d)
		}
		if v, ok := t.loadMemory(a, x, d); ok {
			return v, true // the pointer the walk saw stored last
		}
		// A local stored once (a spilled argument "A.addr", or a constant).
		if st := t.storedOnce[al]; st != nil {
			return t.eval(a, st.Src, d)
		}
		if v, ok := t.evalDefs(a, x, d); ok {
			return v, true
		}
		return t.loadOutCell(a, al)
	case *ir.InstCall, *ir.TermInvoke:
		if t.isHeapAlloc(x) {
			return t.heapAddr(a, x)
		}
		if name := t.calleeOf(x); loops.MinMaxIntrinsic(name) {
			if c, ok := x.(*ir.InstCall); ok && len(c.Args) == 2 {
				return t.bin(a, c.Args[0], c.Args[1], d, minMax(name))
			}
			return 0, false
		}
		if heapKinds[t.calleeOf(x)] == hPosixMemalign {
			// Its status: the allocation succeeds, as the placement and
			// the allocation heuristic (loops) take it.
			return 0, true
		}
		return t.callResult(a, x, d)
	case *ir.InstExtractValue:
		// {value, overflow} of llvm.*.with.overflow (new[]'s size check):
		// the product, and no overflow.
		c, ok := x.X.(*ir.InstCall)
		if !ok || len(x.Indices) != 1 || len(c.Args) != 2 {
			return 0, false
		}
		name := t.calleeOf(c)
		if !strings.HasPrefix(name, "llvm.") || !strings.Contains(name, ".with.overflow.") {
			return 0, false
		}
		if x.Indices[0] == 1 {
			return 0, true
		}
		switch {
		case strings.Contains(name, "mul."):
			return t.bin(a, c.Args[0], c.Args[1], d, func(p, q int64) int64 { return p * q })
		case strings.Contains(name, "add."):
			return t.bin(a, c.Args[0], c.Args[1], d, func(p, q int64) int64 { return p + q })
		case strings.Contains(name, "sub."):
			return t.bin(a, c.Args[0], c.Args[1], d, func(p, q int64) int64 { return p - q })
		}
		return 0, false
	case *ir.InstICmp:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return b2i(compare(x.Pred, p, q)) })
	case *ir.InstSelect:
		c, ok := t.eval(a, x.Cond, d)
		if !ok {
			return 0, false
		}
		if c&1 != 0 {
			return t.eval(a, x.ValueTrue, d)
		}
		return t.eval(a, x.ValueFalse, d)
	case *ir.InstSExt:
		return t.eval(a, x.From, d)
	case *ir.InstZExt:
		return t.eval(a, x.From, d)
	case *ir.InstTrunc:
		return t.eval(a, x.From, d)
	case *ir.InstBitCast:
		return t.eval(a, x.From, d)
	case *ir.InstPtrToInt:
		return t.eval(a, x.From, d)
	case *ir.InstIntToPtr:
		return t.eval(a, x.From, d)
	case *constant.ExprBitCast:
		return t.eval(a, x.From, d)
	case *ir.InstAdd:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return p + q })
	case *ir.InstSub:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return p - q })
	case *ir.InstMul:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return p * q })
	case *ir.InstShl:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return p << uint(q&63) })
	case *ir.InstAnd:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return p & q })
	case *ir.InstXor:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return p ^ q })
	case *ir.InstLShr:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return int64(uint64(p) >> uint(q&63)) })
	case *ir.InstAShr:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return p >> uint(q&63) })
	case *ir.InstSRem:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 {
			if q == 0 {
				return 0
			}
			return p % q
		})
	case *ir.InstUDiv:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 {
			if q == 0 {
				return 0
			}
			return int64(uint64(p) / uint64(q))
		})
	case *ir.InstURem:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 {
			if q == 0 {
				return 0
			}
			return int64(uint64(p) % uint64(q))
		})
	case *ir.InstOr:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return p | q })
	case *ir.InstSDiv:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 {
			if q == 0 {
				return 0
			}
			return p / q
		})
	case *ir.InstGetElementPtr:
		return t.gep(a, x.Src, x.ElemType, x.Indices, d)
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(x.Indices))
		for i, c := range x.Indices {
			idx[i] = c
		}
		return t.gep(a, x.Src, x.ElemType, idx, d)
	}
	return 0, false
}

func (t *Trace) bin(a *Activation, x, y value.Value, d int, f func(p, q int64) int64) (int64, bool) {
	p, ok := t.eval(a, x, d)
	if !ok {
		return 0, false
	}
	q, ok := t.eval(a, y, d)
	if !ok {
		return 0, false
	}
	return f(p, q), true
}

func (t *Trace) gep(a *Activation, src value.Value, elem types.Type, indices []value.Value, d int) (int64, bool) {
	base, ok := t.eval(a, src, d)
	if !ok {
		return 0, false
	}
	cur := elem
	for i, ix := range indices {
		n, ok := t.eval(a, ix, d)
		if !ok {
			return 0, false
		}
		// A type the data layout cannot size leaves the address unknown,
		// as does a struct field index out of range.
		next, off, err := irreader.GEPStep(cur, n, i == 0)
		if err != nil {
			return 0, false
		}
		cur, base = next, base+off
	}
	return base, true
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// compare applies an integer comparison.
func compare(pred enum.IPred, p, q int64) bool {
	switch pred {
	case enum.IPredEQ:
		return p == q
	case enum.IPredNE:
		return p != q
	case enum.IPredSGT:
		return p > q
	case enum.IPredSGE:
		return p >= q
	case enum.IPredSLT:
		return p < q
	case enum.IPredSLE:
		return p <= q
	case enum.IPredUGT:
		return uint64(p) > uint64(q)
	case enum.IPredUGE:
		return uint64(p) >= uint64(q)
	case enum.IPredULT:
		return uint64(p) < uint64(q)
	case enum.IPredULE:
		return uint64(p) <= uint64(q)
	}
	return false
}

// minMax returns the operation of llvm.smin, smax, umin or umax.
func minMax(name string) func(p, q int64) int64 {
	switch {
	case strings.HasPrefix(name, "llvm.smin."):
		return func(p, q int64) int64 { return min(p, q) }
	case strings.HasPrefix(name, "llvm.smax."):
		return func(p, q int64) int64 { return max(p, q) }
	case strings.HasPrefix(name, "llvm.umin."):
		return func(p, q int64) int64 { return int64(min(uint64(p), uint64(q))) }
	}
	return func(p, q int64) int64 { return int64(max(uint64(p), uint64(q))) }
}
