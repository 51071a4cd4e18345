package loops

// The one-thread model of OpenMP regions: what libomp 14
// (openmp/runtime/src/kmp_sched.cpp, kmp_dispatch.cpp, kmp_csupport.cpp in
// llvm-project release/14.x) does when a parallel region runs on a single
// thread (OMP_NUM_THREADS=1, the region is serialized):
//
//   - a static work-sharing init call: the thread gets the whole range,
//     chunked or not: *lower and *upper are unchanged,
//     *stride = upper − lower + 1;
//   - a dispatch-next call (dynamic, guided, runtime): a serialized team
//     hands out the whole range at once (lb, ub of the dispatch init call),
//     then returns 0;
//   - the single and master calls return 1; the reduce calls (with or
//     without nowait) return 1 (the empty_reduce_block method of a team of
//     one);
//   - a cmpxchg succeeds at its first try.
//
// So a static chunk loop (lb += stride; ub += stride) and a dispatch loop run
// one trip, and the clamp "ub > UB ? UB : ub" at the chunk loop's head is
// false on its first visit and true on the second.

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// OneThread describes the OpenMP runtime calls of the analysed functions for
// the one-thread model; the caller derives it from the parallel package
// (which loops does not import).
type OneThread struct {
	// Loops are the work-shared loops.
	Loops []WorkShare
	// Returns are runtime calls whose result is fixed on one thread
	// (the single and master calls return 1).
	Returns map[*ir.InstCall]int64
}

// WorkShare is one work-shared loop: its static work-sharing init call, or
// its dispatch init call with its dispatch-next calls (omp.WorkLoop).
type WorkShare struct {
	Init *ir.InstCall
	// Next are the dispatch-next calls of a dispatch loop (nil for a
	// static loop).
	Next []*ir.InstCall
	// Chunked is set for a static chunked schedule (the chunk loop strides
	// lower and upper).
	Chunked bool
	// LowerVar, UpperVar and StrideVar are the &lower, &upper and
	// &stride allocas (StrideVar nil for a dispatch loop).
	LowerVar, UpperVar, StrideVar *ir.InstAlloca
	// Lower and Upper are the inclusive bounds: for a dispatch loop the init
	// call's lb and ub operands (what the first next call stores).
	Lower, Upper value.Value
}

// SetOneThread makes the analysis model every OpenMP region as run by one
// thread; call it before Find.
func (env *Env) SetOneThread(ot OneThread) {
	env.one = &ot
	env.uses = map[*ir.InstAlloca]allocaUse{} // the classifications depend on ot
	env.pointee = map[*ir.Param]memo{}
}

// preserves reports whether the call leaves al unchanged on one thread.
func (ot *OneThread) preserves(c *ir.InstCall, al *ir.InstAlloca) bool {
	if ot == nil {
		return false
	}
	for i := range ot.Loops {
		w := &ot.Loops[i]
		if w.Init == c && w.Next == nil && (al == w.LowerVar || al == w.UpperVar) {
			return true
		}
	}
	return false
}

// sets returns the value a dispatch next call stores into al on one thread
// (in the only trip that runs a body), or nil.
func (ot *OneThread) sets(c *ir.InstCall, al *ir.InstAlloca) value.Value {
	if ot == nil {
		return nil
	}
	for i := range ot.Loops {
		w := &ot.Loops[i]
		for _, nx := range w.Next {
			if nx != c {
				continue
			}
			switch al {
			case w.LowerVar:
				return w.Lower
			case w.UpperVar:
				return w.Upper
			}
		}
	}
	return nil
}

// strideOf returns, where c is a static init call that stores the stride
// into al, the bounds stored before it: on one thread the stride is
// upper − lower + 1 (an -O2 chunk loop reads it to step its bounds).
func (ot *OneThread) strideOf(c *ir.InstCall, al *ir.InstAlloca) (lower, upper value.Value, ok bool) {
	if ot == nil || al == nil {
		return nil, nil, false
	}
	for i := range ot.Loops {
		w := &ot.Loops[i]
		if w.Init == c && w.Next == nil && w.StrideVar == al && w.Lower != nil && w.Upper != nil {
			return w.Lower, w.Upper, true
		}
	}
	return nil, nil, false
}

// RuntimeReturn reports the value the OpenMP runtime call c returns under
// the one-thread model (single and master 1, a reduction's method 1), for
// the walk's evaluation of what tests it.
func (env *Env) RuntimeReturn(c *ir.InstCall) (int64, bool) { return env.one.returns(c) }

// returns reports the value a runtime call returns on one thread.
func (ot *OneThread) returns(c *ir.InstCall) (int64, bool) {
	if ot == nil {
		return 0, false
	}
	v, ok := ot.Returns[c]
	return v, ok
}

// markOneTrip finds the loops that run one trip on one thread: the chunk
// loop of a static chunked loop (the loop that stores lower += stride) and
// the loop around a dispatch next call.
func (n *Nest) markOneTrip() {
	ot := n.Env.one
	if ot == nil {
		return
	}
	f := n.Func()
	mark := func(in ir.Instruction) {
		b, _ := n.Env.position(f, in)
		if b == nil {
			return
		}
		if l := n.Innermost[f.BlockOf(b).Index]; l != nil {
			n.oneTrip[l] = true
		}
	}
	for i := range ot.Loops {
		w := &ot.Loops[i]
		for _, c := range w.Next {
			mark(c)
			// -O2 rotates the dispatch loop: a next call before it, in
			// no loop, is the first, which hands out the whole range.
			if b, _ := n.Env.position(f, c); b != nil && f.BlockOf(b) != nil && n.Innermost[f.BlockOf(b).Index] == nil {
				if ot.Returns == nil {
					ot.Returns = map[*ir.InstCall]int64{}
				}
				ot.Returns[c] = 1
			}
		}
		if !w.Chunked || w.LowerVar == nil {
			continue
		}
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				if st, ok := in.(*ir.InstStore); ok && st.Dst == value.Value(w.LowerVar) {
					mark(st)
				}
			}
		}
		// -O2 keeps the chunk's lower bound in a register: the loop
		// whose header phi enters with the lower bound the init call
		// stored (lower += stride on its back edge, stored after it).
		for _, b := range f.IR.Blocks {
			l := n.Innermost[f.BlockOf(b).Index]
			if l == nil || l.Header != f.BlockOf(b).Index {
				continue
			}
			for _, in := range b.Insts {
				phi, ok := in.(*ir.InstPhi)
				if !ok {
					continue
				}
				for _, inc := range phi.Incs {
					p, ok := inc.Pred.(*ir.Block)
					if !ok || l.Contains(f.BlockOf(p).Index) {
						continue
					}
					if ld, ok := stripIntCasts(inc.X).(*ir.InstLoad); ok && ld.Src == value.Value(w.LowerVar) {
						n.oneTrip[l] = true
					}
				}
			}
		}
	}
}

// OneTripEntry returns the value a header phi of a one-trip loop enters
// with from outside the loop (its value in the loop's only iteration: an
// -O2 chunk loop's lower and upper bounds), nil for any other value.
func (n *Nest) OneTripEntry(f *irreader.Func, phi *ir.InstPhi) value.Value {
	if n == nil || len(n.oneTrip) == 0 {
		return nil
	}
	b, _ := n.Env.position(f, phi)
	if b == nil || f.BlockOf(b) == nil {
		return nil
	}
	l := n.Innermost[f.BlockOf(b).Index]
	if l == nil || !n.oneTrip[l] || l.Header != f.BlockOf(b).Index {
		return nil
	}
	var entry value.Value
	for _, inc := range phi.Incs {
		p, ok := inc.Pred.(*ir.Block)
		if !ok || f.BlockOf(p) == nil {
			return nil
		}
		if l.Contains(f.BlockOf(p).Index) {
			continue
		}
		if entry != nil && entry != inc.X {
			return nil
		}
		entry = inc.X
	}
	return entry
}

// analyseOneTrip sets the test and the trip count (1) of a one-trip loop.
func (n *Nest) analyseOneTrip(l *Loop) {
	test := n.findTest(l)
	if test < 0 {
		l.Why = "no exiting block controls the OpenMP chunk loop"
		return
	}
	if _, ok := n.Func().Blocks[test].Term.TermIR.(*ir.TermCondBr); !ok {
		l.Why = "the OpenMP chunk loop's test is not a conditional branch"
		return
	}
	l.Test = test
	l.TopTested = !containsInt(l.Latches, test)
	l.Trip = poly.Const(1)
}

// skipEdge reports whether the edge from -> to is the back edge of a
// one-trip loop, which the reaching-definitions walk does not follow.
func (n *Nest) skipEdge(from, to *ir.Block) bool {
	if len(n.oneTrip) == 0 {
		return false
	}
	f := n.Func()
	t := f.BlockOf(to)
	fr := f.BlockOf(from)
	if t == nil || fr == nil {
		return false
	}
	for l := range n.oneTrip {
		if l.Header == t.Index && l.Contains(fr.Index) {
			return true
		}
	}
	return false
}

// oneThreadExpr derives the sites the one-thread model decides: the clamp at
// the head of a chunk loop, a cmpxchg's success test, and a switch on a value
// fixed by the runtime (the reduction method).
func (n *Nest) oneThreadExpr(s *cfg.Site) (string, bool) {
	if n.Env.one == nil {
		return "", false
	}
	f := n.Func()
	term := f.Blocks[s.Block].Term.TermIR
	switch t := term.(type) {
	case *ir.TermCondBr:
		if ev, ok := t.Cond.(*ir.InstExtractValue); ok && len(ev.Indices) == 1 && ev.Indices[0] == 1 {
			if _, ok := ev.X.(*ir.InstCmpXchg); ok {
				return "0", true // the success flag is true: the false target is never taken
			}
		}
		return n.clampExpr(s, t)
	case *ir.TermSwitch:
		c, ok := n.Env.symbolic(f, t.X, n)
		if !ok || HasCounter(c) {
			return "", false
		}
		if v, isC := c.IsConst(); isC { // fixed by the runtime: decide here
			hit := false
			if s.Case == "default" {
				hit = true
				for _, cs := range t.Cases {
					if k, ok := intConst(cs.X); !ok || float64(k) == v {
						hit = false
					}
				}
			} else {
				hit = fmt.Sprint(v) == s.Case
			}
			return fmt.Sprint(b2f(hit)), true
		}
		if s.Case != "default" {
			return fmt.Sprintf("((%s) == (%s)) and 1 or 0", c.Lua(), s.Case), true
		}
		e := "true"
		for _, cs := range t.Cases {
			v, ok := intConst(cs.X)
			if !ok {
				return "", false
			}
			e += fmt.Sprintf(" and (%s) ~= (%d)", c.Lua(), v)
		}
		return fmt.Sprintf("(%s) and 1 or 0", e), true
	}
	return "", false
}

// clampExpr derives "ub > UB" at the head of a one-trip chunk loop: the
// first visit sees ub = UB, the second ub = UB + stride (stride > 0).
func (n *Nest) clampExpr(s *cfg.Site, br *ir.TermCondBr) (string, bool) {
	l := n.Innermost[s.Block]
	if l == nil || !n.oneTrip[l] || l.Test == s.Block {
		return "", false
	}
	cmp, ok := stripIntCasts(br.Cond).(*ir.InstICmp)
	if !ok {
		return "", false
	}
	f := n.Func()
	for i := range n.Env.one.Loops {
		w := &n.Env.one.Loops[i]
		if !w.Chunked || w.UpperVar == nil {
			continue
		}
		pred, other := cmp.Pred, cmp.Y
		ld, ok := stripIntCasts(cmp.X).(*ir.InstLoad)
		if !ok || ld.Src != value.Value(w.UpperVar) {
			ld, ok = stripIntCasts(cmp.Y).(*ir.InstLoad)
			if !ok || ld.Src != value.Value(w.UpperVar) {
				continue
			}
			pred, other = swap(pred), cmp.X
		}
		up, ok1 := n.Env.symbolic(f, w.Upper, n)
		o, ok2 := n.Env.symbolic(f, other, n)
		if !ok1 || !ok2 || up.Sub(o).Lua() != "0" {
			continue
		}
		rel := relOf(pred)
		first, later := holds(rel, 0), holds(rel, 1) // ub - UB on the two visits
		// Visits per entry: Trip + 1 = 2, one of each.
		pTrue := (b2f(first) + b2f(later)) / 2
		return fmt.Sprint(1 - pTrue), true
	}
	return "", false
}

// holds evaluates "d rel 0" (rel as relOf or Lua writes it).
func holds(rel string, d int) bool {
	switch rel {
	case "~=":
		return d != 0
	case "<":
		return d < 0
	case "<=":
		return d <= 0
	case ">":
		return d > 0
	case ">=":
		return d >= 0
	case "!=":
		return d != 0
	}
	return d == 0
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// HasCounter reports whether p reads the counter of a loop (IsCounterSym).
func HasCounter(p poly.Poly) bool {
	for _, s := range p.Syms() {
		if IsCounterSym(s) {
			return true
		}
	}
	return false
}
