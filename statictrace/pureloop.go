package statictrace

// Loops that only compute: no memory access but to the function's own
// private scalar locals (the variables of -O0 code), no call but debug
// intrinsics, no inner loop. The values such a loop leaves behind (cap
// after while (cap < 2 * n) cap <<= 1, the result of a gcd, the digit
// count of a number, s after a halving, the steps of a 3n+1 walk) follow
// from the values its header phis and locals start with and the
// loop-invariant values it reads, whatever shape its counter has: the walk
// runs its iterations on them, as the machine does, branch by branch,
// within maxPureIters. An allocation sized by such a value is then placed,
// and the addresses into it evaluated, instead of standing for an unknown
// object; a callee that returns one (gcd(a, b)) returns it.

import (
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/loops"
)

// maxPureIters bounds the iterations of one pure loop instance the walk
// runs; a loop still running after them leaves its values unknown.
const maxPureIters = 4096

// pureLoopShape is what a pure loop carries from one iteration to the
// next: its header phis and the locals it stores (each with the one
// definition that reaches the loop from outside), and the values defined
// outside it that it reads.
type pureLoopShape struct {
	phis       []*ir.InstPhi
	locals     []*ir.InstAlloca
	entryDefs  []ir.Instruction // per local; nil where the loop writes it before reading it
	invariants []value.Value
}

// pureExit is the state a pure loop instance left: every phi of its
// blocks and every local it stores as the exiting iteration held them.
type pureExit struct {
	entry   []int64 // the carried values on entry, and the invariants
	vals    map[value.Value]int64
	ok      bool
	running bool // being computed: a value that depends on itself is unknown
}

// pureShape returns the shape of l when it only computes, ok false when
// it does anything else: a natural loop without inner loops whose
// instructions are arithmetic, comparisons, casts, selects, phis,
// branches, debug intrinsics, and loads and stores of private integer
// locals, each local it stores reached from outside by one definition at
// most (none where the loop writes it before reading it).
func (t *Trace) pureShape(a *Activation, l *loops.Loop) (*pureLoopShape, bool) {
	b := a.evalBudget()
	if sh, seen := b.pure[l]; seen {
		return sh, sh != nil
	}
	sh, ok := t.shapeOfPure(a, l)
	if b.pure == nil {
		b.pure = map[*loops.Loop]*pureLoopShape{}
	}
	if !ok {
		sh = nil
	}
	b.pure[l] = sh
	return sh, ok
}

// shapeOfPure computes pureShape.
func (t *Trace) shapeOfPure(a *Activation, l *loops.Loop) (*pureLoopShape, bool) {
	if l.Irreducible || len(l.Children) > 0 {
		return nil, false
	}
	f := a.Frame.Func
	sh := &pureLoopShape{}
	stored := map[*ir.InstAlloca]bool{}
	loadOf := map[*ir.InstAlloca]*ir.InstLoad{}
	local := func(p value.Value) *ir.InstAlloca {
		al, ok := p.(*ir.InstAlloca)
		if !ok || !f.PrivateLocal(al) {
			return nil
		}
		if _, isInt := al.ElemType.(*types.IntType); !isInt {
			return nil
		}
		return al
	}
	for _, b := range l.Blocks {
		if b < 0 || b >= len(f.Blocks) {
			return nil, false
		}
		for _, in := range f.Blocks[b].IR.Insts {
			switch x := in.(type) {
			case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstShl, *ir.InstLShr, *ir.InstAShr,
				*ir.InstAnd, *ir.InstOr, *ir.InstXor, *ir.InstUDiv, *ir.InstSDiv, *ir.InstURem, *ir.InstSRem,
				*ir.InstICmp, *ir.InstSelect, *ir.InstZExt, *ir.InstSExt, *ir.InstTrunc:
			case *ir.InstPhi:
				if b == l.Header {
					sh.phis = append(sh.phis, x)
				}
			case *ir.InstLoad:
				al := local(x.Src)
				if al == nil || t.postStep[x] != 0 {
					return nil, false
				}
				if loadOf[al] == nil {
					loadOf[al] = x
				}
			case *ir.InstStore:
				al := local(x.Dst)
				if al == nil {
					return nil, false
				}
				stored[al] = true
			case *ir.InstCall:
				if !strings.HasPrefix(t.calleeOf(x), "llvm.dbg.") {
					return nil, false
				}
			default:
				return nil, false
			}
		}
		switch f.Blocks[b].IR.Term.(type) {
		case *ir.TermBr, *ir.TermCondBr:
		default:
			return nil, false
		}
	}
	for _, b := range l.Blocks { // in block order: deterministic
		for _, in := range f.Blocks[b].IR.Insts {
			st, ok := in.(*ir.InstStore)
			if !ok || !stored[st.Dst.(*ir.InstAlloca)] {
				continue
			}
			al := st.Dst.(*ir.InstAlloca)
			stored[al] = false       // once
			var entry ir.Instruction // none for a local the loop writes before it reads it (or never reads)
			var defs []ir.Instruction
			if ld := loadOf[al]; ld != nil {
				defs = f.ReachingDefs(ld)
				if len(defs) == 0 {
					return nil, false // not followed (an escaping address, too many definitions)
				}
			}
			for _, def := range defs {
				if db, ok := t.instBlock[def]; !ok {
					return nil, false
				} else if l.Contains(db) {
					continue
				}
				if entry != nil {
					return nil, false // several definitions reach the loop
				}
				entry = def
			}
			sh.locals = append(sh.locals, al)
			sh.entryDefs = append(sh.entryDefs, entry)
		}
	}
	if !t.loadsInOrder(a, l, sh.locals) {
		return nil, false
	}
	sh.invariants = t.pureInvariants(a, l)
	return sh, true
}

// loadsInOrder reports whether every load of a local that l stores is
// used before the next store to it in its block and only there: the run
// then reads each load's value as the evaluator does, from the local's
// current value, when its users are evaluated.
func (t *Trace) loadsInOrder(a *Activation, l *loops.Loop, locals []*ir.InstAlloca) bool {
	if len(locals) == 0 {
		return true
	}
	f := a.Frame.Func
	carried := map[value.Value]bool{}
	for _, al := range locals {
		carried[al] = true
	}
	type at struct{ block, index int }
	loads := map[value.Value]at{}
	nextStore := map[value.Value]int{} // load -> index of the next store to its local in its block
	for _, b := range l.Blocks {
		insts := f.Blocks[b].IR.Insts
		for i, in := range insts {
			ld, ok := in.(*ir.InstLoad)
			if !ok || !carried[ld.Src] {
				continue
			}
			loads[ld] = at{b, i}
			nextStore[ld] = len(insts) + 1 // the terminator may use it
			for j := i + 1; j < len(insts); j++ {
				if st, ok := insts[j].(*ir.InstStore); ok && st.Dst == ld.Src {
					nextStore[ld] = j
					break
				}
			}
		}
	}
	use := func(b, i int, ops []*value.Value) bool {
		for _, op := range ops {
			w, ok := loads[*op]
			if !ok {
				continue
			}
			if w.block != b || i > nextStore[*op] {
				return false
			}
		}
		return true
	}
	for _, b := range l.Blocks {
		insts := f.Blocks[b].IR.Insts
		for i, in := range insts {
			if !use(b, i, in.Operands()) {
				return false
			}
		}
		if !use(b, len(insts), f.Blocks[b].IR.Term.Operands()) {
			return false
		}
	}
	return true
}

// pureExitPhi evaluates phi, a phi of a pure loop's blocks read after the
// loop, as the loop leaves it.
func (t *Trace) pureExitPhi(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	nest := a.Frame.nest
	if nest == nil || a.detached {
		return 0, false
	}
	pb, ok := t.blockIn(a, phi)
	if !ok || pb >= len(nest.Innermost) || nest.Innermost[pb] == nil {
		return 0, false
	}
	l := nest.Innermost[pb]
	sh, ok := t.pureShape(a, l)
	if !ok {
		return 0, false
	}
	vals, ok := t.pureState(a, l, sh, d)
	if !ok {
		return 0, false
	}
	v, ok := vals[phi]
	return v, ok
}

// pureExitLoad evaluates ld, a load of a local after a pure loop that
// stores it (defs its reaching definitions), as the loop leaves it: the
// loop's header dominates ld, and the definitions from outside the loop
// are the one that reaches the loop.
func (t *Trace) pureExitLoad(a *Activation, ld *ir.InstLoad, defs []ir.Instruction, d int) (int64, bool) {
	nest := a.Frame.nest
	if nest == nil || a.detached || a.Frame.graph == nil {
		return 0, false
	}
	lb, ok := t.blockIn(a, ld)
	if !ok {
		return 0, false
	}
	var l *loops.Loop
	var outside []ir.Instruction
	for _, def := range defs {
		db, ok := t.instBlock[def]
		if !ok || db >= len(nest.Innermost) {
			return 0, false
		}
		dl := nest.Innermost[db]
		switch {
		case dl == nil || dl.Contains(lb):
			outside = append(outside, def)
		case l == nil || l == dl:
			l = dl
		default:
			return 0, false // stored in two loops
		}
	}
	if l == nil || !a.Frame.graph.Dominates(l.Header, lb) {
		return 0, false
	}
	al, ok := ld.Src.(*ir.InstAlloca)
	if !ok {
		return 0, false
	}
	sh, ok := t.pureShape(a, l)
	if !ok {
		return 0, false
	}
	i := slices.Index(sh.locals, al)
	if i < 0 || len(outside) > 1 || (len(outside) == 1 && outside[0] != sh.entryDefs[i]) {
		return 0, false
	}
	vals, ok := t.pureState(a, l, sh, d)
	if !ok {
		return 0, false
	}
	v, ok := vals[al]
	return v, ok
}

// pureState returns the values l, a pure loop of shape sh, leaves in its
// phis and stored locals as this instance exits, when its iterations can
// be run.
func (t *Trace) pureState(a *Activation, l *loops.Loop, sh *pureLoopShape, d int) (map[value.Value]int64, bool) {
	f := a.Frame.Func
	var entry []int64
	for _, p := range sh.phis {
		var from value.Value
		for _, inc := range p.Incs {
			q := f.PredOf(inc)
			if q == nil {
				return nil, false
			}
			if l.Contains(q.Index) {
				continue
			}
			if from != nil && from != inc.X {
				return nil, false // entered from several places with different values
			}
			from = inc.X
		}
		if from == nil {
			return nil, false
		}
		v, ok := t.eval(a, from, d)
		if !ok {
			return nil, false
		}
		entry = append(entry, wrap(p.Typ, v))
	}
	for i, al := range sh.locals {
		if sh.entryDefs[i] == nil {
			entry = append(entry, 0) // unread before the loop writes it
			continue
		}
		v, ok := t.evalDef(a, sh.entryDefs[i], d)
		if !ok {
			return nil, false
		}
		entry = append(entry, wrap(al.ElemType, v))
	}
	for _, v := range sh.invariants {
		x, ok := t.eval(a, v, d)
		if !ok {
			return nil, false
		}
		entry = append(entry, x)
	}
	if a.pureMemo == nil {
		a.pureMemo = map[*loops.Loop]*pureExit{}
	}
	m := a.pureMemo[l]
	if m != nil && m.running {
		return nil, false
	}
	if m == nil || !slices.Equal(m.entry, entry) {
		m = &pureExit{entry: entry, running: true}
		a.pureMemo[l] = m
		m.vals, m.ok = t.runPure(a, l, sh, entry, d)
		m.running = false
	}
	return m.vals, m.ok
}

// pureInvariants are the values defined outside l that l's instructions
// read: the values its iterations depend on beside what it carries.
func (t *Trace) pureInvariants(a *Activation, l *loops.Loop) []value.Value {
	f := a.Frame.Func
	var out []value.Value
	seen := map[value.Value]bool{}
	for _, b := range l.Blocks {
		for _, in := range f.Blocks[b].IR.Insts {
			switch x := in.(type) {
			case *ir.InstPhi, *ir.InstLoad, *ir.InstStore:
				continue // carried, or a local's value (evaluated where read)
			case *ir.InstCall:
				if strings.HasPrefix(t.calleeOf(x), "llvm.dbg.") {
					continue
				}
			}
			for _, op := range in.Operands() {
				v := *op
				x, isInst := v.(ir.Instruction)
				if !isInst {
					if _, isParam := v.(*ir.Param); !isParam {
						continue // constants
					}
				} else if ib, ok := t.instBlock[x]; ok && l.Contains(ib) {
					continue
				}
				if !seen[v] {
					seen[v] = true
					out = append(out, v)
				}
			}
		}
	}
	return out
}

// runPure runs loop l of a from its carried values' entry values (sh's
// phis, then its locals): block by block, each store setting its local,
// each conditional branch evaluated, the phis of a block set from the edge
// that enters it. It returns every phi of l and every local it stores as
// the exiting iteration holds them; a's values of them are restored.
func (t *Trace) runPure(a *Activation, l *loops.Loop, sh *pureLoopShape, entry []int64, d int) (map[value.Value]int64, bool) {
	f := a.Frame.Func
	var keys []value.Value
	for _, b := range l.Blocks {
		for _, in := range f.Blocks[b].IR.Insts {
			if p, ok := in.(*ir.InstPhi); ok {
				keys = append(keys, p)
			}
		}
	}
	for _, al := range sh.locals {
		keys = append(keys, al)
	}
	saved := map[value.Value]int64{}
	var unset []value.Value
	for _, k := range keys {
		if v, ok := a.ivs[k]; ok {
			saved[k] = v
		} else {
			unset = append(unset, k)
		}
	}
	bud := a.evalBudget()
	steps := bud.steps
	defer func() {
		for k, v := range saved {
			a.ivs[k] = v
		}
		for _, k := range unset {
			delete(a.ivs, k)
		}
		bud.steps = steps
	}()
	eval := func(v value.Value) (int64, bool) {
		bud.steps = steps // each value its own budget: the loop's is maxPureIters
		return t.eval(a, v, d)
	}
	// setPhis sets the phis of block to from the edge out of block from,
	// all evaluated before any is set: a phi may read another.
	setPhis := func(to, from int) bool {
		var ps []*ir.InstPhi
		var vs []int64
		for _, in := range f.Blocks[to].IR.Insts {
			p, ok := in.(*ir.InstPhi)
			if !ok {
				break
			}
			found := false
			for _, inc := range p.Incs {
				if q := f.PredOf(inc); q != nil && q.Index == from {
					v, ok := eval(inc.X)
					if !ok {
						return false
					}
					ps, vs, found = append(ps, p), append(vs, wrap(p.Typ, v)), true
					break
				}
			}
			if !found {
				return false
			}
		}
		for i, p := range ps {
			a.ivs[p] = vs[i]
		}
		return true
	}
	for i, p := range sh.phis {
		a.ivs[p] = entry[i]
	}
	for i, al := range sh.locals {
		if sh.entryDefs[i] == nil {
			delete(a.ivs, al)
			continue
		}
		a.ivs[al] = entry[len(sh.phis)+i]
	}
	for range maxPureIters {
		cur, back := l.Header, false
		for range len(l.Blocks) + 1 {
			for _, in := range f.Blocks[cur].IR.Insts {
				if st, ok := in.(*ir.InstStore); ok {
					v, ok := eval(st.Src)
					if !ok {
						return nil, false
					}
					al := st.Dst.(*ir.InstAlloca)
					a.ivs[al] = wrap(al.ElemType, v)
				}
			}
			var next value.Value
			switch term := f.Blocks[cur].IR.Term.(type) {
			case *ir.TermBr:
				next = term.Target
			case *ir.TermCondBr:
				c, ok := eval(term.Cond)
				if !ok {
					return nil, false
				}
				next = term.TargetFalse
				if c&1 != 0 {
					next = term.TargetTrue
				}
			default:
				return nil, false
			}
			nb, ok := next.(*ir.Block)
			if !ok || f.BlockOf(nb) == nil {
				return nil, false
			}
			n := f.BlockOf(nb).Index
			if !l.Contains(n) {
				out := map[value.Value]int64{}
				for _, k := range keys {
					if v, ok := a.ivs[k]; ok {
						out[k] = v
					}
				}
				return out, true
			}
			if !setPhis(n, cur) {
				return nil, false
			}
			if n == l.Header {
				back = true
				break
			}
			cur = n
		}
		if !back {
			return nil, false
		}
	}
	return nil, false
}

// wrap returns v as a value of type typ holds it: an integer narrower than
// 64 bits wraps around and is kept sign-extended, as the evaluator keeps
// integers (which preserves their signed and unsigned order alike).
func wrap(typ types.Type, v int64) int64 {
	it, ok := typ.(*types.IntType)
	if !ok || it.BitSize >= 64 || it.BitSize == 0 {
		return v
	}
	s := 64 - it.BitSize
	return v << s >> s
}
