// Addresses: an access's byte address evaluated in an activation from its
// GEP chain, and the values it depends on (counters, parameters, constants,
// loads, calls' results, heap blocks), within a bounded budget (evalBudget).

package statictrace

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

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
	spent        int64 // every step of the walk's evaluations (EvalSteps)
	// pure holds each loop's pureShape, nil for a loop that is not pure:
	// the shape depends on the loop alone, and the walk asks for it at
	// every value read after the loop.
	pure map[*loops.Loop]*pureLoopShape
	// noGuess marks a walk whose evaluations decide counts it reports as
	// derived (reuse.CountBranches): a join's value is the one of the edge
	// the path takes or unknown, never the most frequent edge's (evalJoin).
	noGuess bool
}

// NoGuesses makes the evaluations of a's walk (a, and the activations
// entered from it) take no value the path did not decide (evalBudget.noGuess).
func (a *Activation) NoGuesses() { a.evalBudget().noGuess = true }

// EvalSteps returns the evaluation steps the walk a belongs to has taken so
// far: what its addresses and branches cost beside its accesses.
func (a *Activation) EvalSteps() int64 { return a.evalBudget().spent }

// maxEvalSteps is the number of evaluation steps one Eval may take.
const maxEvalSteps = 4096

func (a *Activation) evalBudget() *evalBudget {
	if a.budget == nil {
		a.budget = &evalBudget{costly: map[value.Value]bool{}}
	}
	return a.budget
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
// the fixed slots of an optimised function's frame (frameLayout.placed)
// or of an OpenMP outlined function's (and its callees'), whose frames
// libomp's lie above in a run, and the heap blocks placed after a free,
// reallocation or size the heap's placement could not evaluate.
// Their offsets within the object are right; the cache sets they fall in
// are a guess.
func (t *Trace) Unplaced(a *Activation, addr uint64) bool {
	switch {
	case t.heap.heapGuessed(addr):
		return true // a heap block placed after a free the placement could not tell
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
				return !fl.placed || p.forked
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

// derivedLoad returns the number ld reads in a where the loop analysis
// derives it (loops.Env.LoadValue, Trace.loadValues): a field every store
// sets alike, the field this call's object holds (im->w of total(&a)), a
// work-shared loop's bounds as one thread gets them.
func (t *Trace) derivedLoad(a *Activation, ld *ir.InstLoad) (int64, bool) {
	p, ok := t.loadValues[ld]
	if !ok || t.in.Recursion[a.Frame.Func] {
		// A recursive function's activations each read their own
		// values, which the analysis derived for one.
		return 0, false
	}
	v, ok := p.Eval(a.ivSyms)
	return int64(v), ok
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
	if b.depth == 0 && !ok && b.steps > maxEvalSteps {
		b.costly[v] = true // failed for its cost: not tried again
	}
	return x, ok
}

func (t *Trace) eval(a *Activation, v value.Value, depth int) (int64, bool) {
	if depth > maxEvalDepth {
		return 0, false
	}
	b := a.evalBudget()
	b.steps++
	b.spent++
	if b.steps > maxEvalSteps {
		return 0, false
	}
	d := depth + 1
	if vt, ok := v.Type().(*types.VectorType); ok {
		if x, ok, done := t.evalLane(a, v, vt, d); done {
			return x, ok
		}
	}
	if phi, ok := v.(*ir.InstPhi); ok {
		// A loop counter first: the commonest phi, and never an input.
		if x, ok := a.ivs[phi]; ok {
			return x, true
		}
	}
	switch v.(type) {
	case *ir.InstPhi, *ir.InstSelect, *ir.InstCall, *ir.TermInvoke, *ir.InstLoad:
		// A number read from outside (atoi(argv[1]), through memory and
		// calls): its Lua parameter, unknown without a value. Not in a
		// recursive function, whose activations each take their own
		// arguments (the parameter is the outermost call's).
		if lp := t.in.Env.InputParam(v); lp != nil && !t.in.Recursion[a.Frame.Func] {
			x, ok := t.in.Params[lp.Name]
			if k, isFloat := floatKind(v.Type()); isFloat {
				// A double read by atof or strtod: the number's
				// bits, as the walk keeps floats (fromFloat), not
				// its integer part (any fraction below 1 read as 0).
				return fromFloat(k, x), ok
			}
			return int64(x), ok
		}
	}
	if phi, ok := v.(*ir.InstPhi); ok {
		// Counters are allocas (-O0, read by loads) or phis (-O2, above).
		if x, ok := t.evalSecondary(a, phi, d); ok {
			return x, true
		}
		if v := a.Frame.nest.OneTripEntry(a.Frame.Func, phi); v != nil {
			return t.eval(a, v, d) // a loop of one iteration: the value it enters with
		}
		if x, ok := t.exitPhi(a, phi, d); ok {
			return x, true
		}
		if x, ok := t.evalJoin(a, phi, d); ok {
			return x, true
		}
		if x, ok := t.evalCarriedPhi(a, phi, d); ok {
			return x, true
		}
		return t.pureExitPhi(a, phi, d)
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
		if v, ok := t.ctypeLoad(a, x, d); ok {
			return v, true // glibc's character classes (ctype.go)
		}
		if v, ok := t.loadInt(a, x, d); ok {
			return v, true // the number the walk saw stored (intmem.go)
		}
		if _, isFloat := floatKind(x.Type()); isFloat {
			// A float is known only as the walk saw it stored: the
			// rules for pointers and integers below (a global's null
			// bytes, a local stored once) are not its value.
			return 0, false
		}
		if _, isInt := x.Type().(*types.IntType); isInt && a.mem != nil {
			a.mem.intElse = true // a number by the static rules (AddrOfData)
		}
		al, ok := irreader.StripPtrCasts(x.Src).(*ir.InstAlloca)
		if !ok {
			if v, ok, known := t.loadMemory(a, x, d); known {
				return v, ok
			}
			if v, ok := t.loadGlobal(x, d); ok {
				return v, true
			}
			if !a.detached {
				if v, ok := t.loadThrough(a, x.Src, d); ok {
					return v, true
				}
			}
			if v, ok := t.derivedLoad(a, x); ok {
				return v, true
			}
			return t.loadField(x.Src, d)
		}
		if v, ok, known := t.loadMemory(a, x, d); known {
			return v, ok // the pointer the walk saw stored last
		}
		// A local stored once (a spilled argument "A.addr", or a constant).
		if st := t.storedOnce[al]; st != nil {
			return t.eval(a, st.Src, d)
		}
		if v, ok := t.evalDefs(a, x, d); ok {
			return v, true
		}
		if v, ok := t.derivedLoad(a, x); ok {
			return v, true // a local the OpenMP runtime is passed: one thread's bounds
		}
		return t.loadOutCell(a, al)
	case *ir.InstCall, *ir.TermInvoke:
		if t.isHeapAlloc(x) {
			return t.heapAddr(a, x)
		}
		if name := t.calleeOf(x); strings.HasPrefix(name, "llvm.vector.reduce.") {
			if c, ok := x.(*ir.InstCall); ok {
				return t.reduced(a, c, name, d)
			}
			return 0, false
		}
		if name := t.calleeOf(x); loops.MinMaxIntrinsic(name) {
			if c, ok := x.(*ir.InstCall); ok && len(c.Args) == 2 {
				return t.bin(a, c.Args[0], c.Args[1], d, minMax(name))
			}
			return 0, false
		}
		if c, ok := x.(*ir.InstCall); ok {
			if v, ok, done := t.floatCall(a, c, d); done {
				return v, ok
			}
			if v, ok, done := t.ctypeCall(a, t.calleeOf(c), c.Args, d); done {
				return v, ok
			}
			if t.calleeOf(c) == "strlen" {
				return t.strlenCall(a, c, d)
			}
			if v, ok := t.in.Env.RuntimeReturn(c); ok {
				return v, true // the one-thread model's (the branches' derivation's)
			}
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
		if !ok {
			if _, invoke := x.X.(*ir.TermInvoke); invoke {
				return t.extracted(a, x, d)
			}
			return 0, false
		}
		name := t.calleeOf(c)
		if !strings.HasPrefix(name, "llvm.") {
			return t.extracted(a, x, d)
		}
		if len(x.Indices) != 1 || len(c.Args) != 2 || !strings.Contains(name, ".with.overflow.") {
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
	case *ir.InstExtractElement:
		return t.extractedElement(a, x, d)
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
		v, ok := t.eval(a, x.From, d)
		if it, isInt := elemType(x.From.Type()).(*types.IntType); ok && isInt && it.BitSize > 1 && it.BitSize < 64 {
			v &= 1<<it.BitSize - 1 // kept sign-extended; zero-extended here
		}
		return v, ok
	case *ir.InstTrunc:
		v, ok := t.eval(a, x.From, d)
		return wrapTo(x.Type(), v), ok
	case *ir.InstBitCast:
		return t.eval(a, x.From, d)
	case *ir.InstPtrToInt:
		return t.eval(a, x.From, d)
	case *ir.InstIntToPtr:
		return t.eval(a, x.From, d)
	case *constant.ExprBitCast:
		return t.eval(a, x.From, d)
	case *ir.InstAdd:
		return t.binW(a, x.Type(), x.X, x.Y, d, func(p, q int64) int64 { return p + q })
	case *ir.InstSub:
		return t.binW(a, x.Type(), x.X, x.Y, d, func(p, q int64) int64 { return p - q })
	case *ir.InstMul:
		return t.binW(a, x.Type(), x.X, x.Y, d, func(p, q int64) int64 { return p * q })
	case *ir.InstShl:
		return t.binW(a, x.Type(), x.X, x.Y, d, func(p, q int64) int64 { return p << uint(q&63) })
	case *ir.InstAnd:
		return t.absorbing(a, x.X, x.Y, d, 0, func(p, q int64) int64 { return p & q })
	case *ir.InstXor:
		return t.bin(a, x.X, x.Y, d, func(p, q int64) int64 { return p ^ q })
	case *ir.InstLShr:
		m := unsignedMask(x.Type())
		return t.binW(a, x.Type(), x.X, x.Y, d, func(p, q int64) int64 { return int64(uint64(p) & m >> uint(q&63)) })
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
		m := unsignedMask(x.Type())
		return t.binW(a, x.Type(), x.X, x.Y, d, func(p, q int64) int64 {
			if uint64(q)&m == 0 {
				return 0
			}
			return int64(uint64(p) & m / (uint64(q) & m))
		})
	case *ir.InstURem:
		m := unsignedMask(x.Type())
		return t.binW(a, x.Type(), x.X, x.Y, d, func(p, q int64) int64 {
			if uint64(q)&m == 0 {
				return 0
			}
			return int64(uint64(p) & m % (uint64(q) & m))
		})
	case *ir.InstOr:
		return t.absorbing(a, x.X, x.Y, d, wrapTo(x.Type(), -1), func(p, q int64) int64 { return p | q })
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
	if x, ok, done := t.evalFloat(a, v, d); done {
		return x, ok
	}
	return 0, false
}

// Integers narrower than 64 bits are held sign-extended from their width,
// as the program's registers hold them after sext: wrapTo makes an
// operation's result wrap at its type's width (the unsigned arithmetic of
// an LCG, s = s * 1103515245u + 12345u), and the unsigned operations read
// their operands zero-extended (unsignedMask).

// wrapTo returns v wrapped to the width of integer type t, sign-extended.
func wrapTo(t types.Type, v int64) int64 {
	it, ok := elemType(t).(*types.IntType)
	if !ok || it.BitSize >= 64 || it.BitSize == 0 {
		return v
	}
	if it.BitSize == 1 {
		return v & 1
	}
	shift := 64 - uint(it.BitSize)
	return v << shift >> shift
}

// binW is bin with its result wrapped to type ty.
func (t *Trace) binW(a *Activation, ty types.Type, x, y value.Value, d int, f func(p, q int64) int64) (int64, bool) {
	v, ok := t.bin(a, x, y, d, f)
	return wrapTo(ty, v), ok
}

// unsignedMask returns the mask of t's width (all ones for 64 bits or a
// type that is not an integer).
func unsignedMask(t types.Type) uint64 {
	it, ok := elemType(t).(*types.IntType)
	if !ok || it.BitSize >= 64 || it.BitSize == 0 {
		return ^uint64(0)
	}
	return 1<<it.BitSize - 1
}

// extracted evaluates an element of the aggregate a defined function
// returns in registers (callPart).
func (t *Trace) extracted(a *Activation, x *ir.InstExtractValue, d int) (int64, bool) {
	off, err := irreader.AggregateOffset(x.X.Type(), x.Indices)
	if err != nil {
		return 0, false
	}
	return t.callPart(a, x.X, off, x.Type(), d)
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

// absorbing is bin for an operation with an absorbing element z (and's 0,
// or's all ones): an operand that evaluates to z decides the result
// whatever the other holds: -O2 turns c1 && c2 into an and of the two
// compares, and where c1 is false c2 need not be readable (data the walk
// does not keep).
func (t *Trace) absorbing(a *Activation, x, y value.Value, d int, z int64, f func(p, q int64) int64) (int64, bool) {
	p, okp := t.eval(a, x, d)
	if okp && p == z {
		return z, true
	}
	q, okq := t.eval(a, y, d)
	if okq && q == z {
		return z, true
	}
	if !okp || !okq {
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
