package loops

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// IterationBranch reports whether block b ends in a branch or switch whose
// condition is a function of loop counters, parameters and constants only
// (through remainders, quotients and masks by constants, comparisons and
// their conjunctions): if (i % 4 == 0), if (j < i), if (i == 0 || i == n-1),
// switch (i % 7). Its outcome at any visit follows from the counters' values
// there, so a walk of the trace can decide it at every visit instead of
// following its more probable arm (statictrace.Branch). Loop tests are not
// such branches: the trip counts decide them.
func (n *Nest) IterationBranch(b int) bool {
	return n.BodyBranch(b) && n.CounterDecided(b)
}

// BodyBranch reports whether block b ends in a branch or switch of a loop's
// body, neither a loop's test nor an exit of its innermost loop: whatever
// decides it (counters, as IterationBranch; or data), a walk of the trace
// takes one of its arms at each visit and meets its join again.
func (n *Nest) BodyBranch(b int) bool {
	if b < 0 || b >= len(n.Graph.Func.Blocks) || n.testedLoop(b) != nil {
		return false
	}
	switch n.Graph.Func.Blocks[b].Term.TermIR.(type) {
	case *ir.TermCondBr, *ir.TermSwitch:
	default:
		return false
	}
	l := n.Innermost[b]
	return l == nil || !containsInt(l.Exiting, b)
}

// CounterDecided reports whether block b ends in a branch or switch whose
// condition is a function of loop counters, parameters and constants only,
// as IterationBranch's, loop tests included: the tests of a loop's final,
// failing check (i < ii + bs && i < n at -O0 runs the second test only
// where the first holds).
func (n *Nest) CounterDecided(b int) bool {
	if b < 0 || b >= len(n.Graph.Func.Blocks) {
		return false
	}
	switch t := n.Graph.Func.Blocks[b].Term.TermIR.(type) {
	case *ir.TermCondBr:
		return n.iterCond(t.Cond, 0)
	case *ir.TermSwitch:
		return n.iterValue(t.X, 0)
	}
	return false
}

// iterCond reports whether the i1 value v is a comparison of iterValues, a
// conjunction, disjunction or negation of such, or a flag a loop header
// carries whose values are such.
func (n *Nest) iterCond(v value.Value, depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch x := stripIntCasts(v).(type) {
	case *ir.InstICmp:
		return n.iterValue(x.X, depth+1) && n.iterValue(x.Y, depth+1)
	case *ir.InstAnd:
		return n.iterCond(x.X, depth+1) && n.iterCond(x.Y, depth+1)
	case *ir.InstOr:
		return n.iterCond(x.X, depth+1) && n.iterCond(x.Y, depth+1)
	case *ir.InstXor:
		return n.iterCond(x.X, depth+1) && n.iterCond(x.Y, depth+1)
	case *ir.InstSelect:
		return n.iterCond(x.Cond, depth+1) && n.iterCond(x.ValueTrue, depth+1) && n.iterCond(x.ValueFalse, depth+1)
	case *constant.Int:
		return true
	case *ir.InstPhi:
		// A flag a loop carries from one iteration to the next (-O2's
		// i < n of the iteration before, true at the first), each
		// incoming value such a condition.
		f := n.Graph.Func
		ib, _ := n.Env.position(f, x)
		blk := f.BlockOf(ib)
		if blk == nil {
			return false
		}
		if l := n.Innermost[blk.Index]; l == nil || l.Header != blk.Index || len(x.Incs) != 2 {
			return false
		}
		for _, inc := range x.Incs {
			if !n.iterCond(inc.X, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// iterValue reports whether the integer value v is a polynomial in counters
// and parameters (Env.symbolic), a phi moving by a constant step with a
// loop's counter (Loop.Steps: -O2's i stepping by 6 in a loop unrolled by
// two), a sum, difference, product, bitwise or, xor or left shift of such,
// or a remainder, quotient,
// shift or mask of one by a constant.
func (n *Nest) iterValue(v value.Value, depth int) bool {
	if depth > maxDepth {
		return false
	}
	if _, ok := n.Env.symbolic(n.Graph.Func, v, n); ok {
		return true
	}
	var x, y value.Value
	switch r := stripIntCasts(v).(type) {
	case *ir.InstPhi:
		if n.CounterPhi(r) {
			return true
		}
		// A join of paths (-O2's start of a remainder loop, k after the
		// vector loop or k before it): each incoming value such a value.
		f := n.Graph.Func
		ib, _ := n.Env.position(f, r)
		blk := f.BlockOf(ib)
		if blk == nil {
			return false
		}
		if l := n.Innermost[blk.Index]; l != nil && l.Header == blk.Index {
			// A header phi stepping by a value the loop does not change
			// (-O2's jj += bs: a tile's start), from a start that is such
			// a value: the trace carries it from iteration to iteration.
			return n.invariantStride(l, r, depth)
		}
		for _, inc := range r.Incs {
			if !n.iterValue(inc.X, depth+1) {
				return false
			}
		}
		return true
	case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstOr, *ir.InstXor, *ir.InstShl:
		// -O2's i | 1 for the odd half of a loop unrolled by two.
		a, b := BinaryOperands(r)
		return n.iterValue(a, depth+1) && n.iterValue(b, depth+1)
	case *ir.InstSelect:
		return n.iterCond(r.Cond, depth+1) && n.iterValue(r.ValueTrue, depth+1) && n.iterValue(r.ValueFalse, depth+1)
	case *ir.InstCall: // -O2's llvm.smax / umin of a tile's edge
		if f, ok := r.Callee.(*ir.Func); ok && MinMaxIntrinsic(f.Name()) && len(r.Args) == 2 {
			return n.iterValue(r.Args[0], depth+1) && n.iterValue(r.Args[1], depth+1)
		}
		return false
	case *ir.InstSRem, *ir.InstURem, *ir.InstSDiv, *ir.InstUDiv, *ir.InstAShr, *ir.InstLShr, *ir.InstAnd:
		x, y = BinaryOperands(r)
		if _, ok := x.(*constant.Int); ok {
			x, y = y, x // only and commutes: a constant dividend fails below
		}
	default:
		return false
	}
	if _, ok := y.(*constant.Int); !ok {
		// A divisor of parameters (t / nb, t % nb with nb = (n + bs - 1)
		// / bs: the tile of a collapsed tile loop), the same at every
		// visit.
		p, ok := n.Env.symbolic(n.Graph.Func, y, n)
		if !ok {
			return false
		}
		if _, ok := n.Env.paramSyms(p); !ok {
			return false
		}
	}
	return n.iterValue(x, depth+1)
}

// CounterPhi reports whether phi is a counter of one of the nest's loops:
// its IndVar (a symbolic step included) or a header phi moving with it
// (Loop.Steps).
func (n *Nest) CounterPhi(phi *ir.InstPhi) bool {
	for _, l := range n.Loops {
		if _, ok := l.Steps[phi]; ok || l.IV != nil && l.IV.Slot == value.Value(phi) {
			return true
		}
	}
	return false
}

// invariantStride reports whether header phi x of loop l starts at an
// iterValue and moves by one each iteration: x + s with s an iterValue
// computed outside l (a parameter, an enclosing counter), else any other
// value is carried data.
func (n *Nest) invariantStride(l *Loop, x *ir.InstPhi, depth int) bool {
	init, next, ok := n.splitPhi(l, x)
	if !ok || !n.iterValue(init, depth+1) {
		return false
	}
	add, ok := stripIntCasts(next).(*ir.InstAdd)
	if !ok {
		return false
	}
	step := add.Y
	switch value.Value(x) {
	case stripIntCasts(add.X):
	case stripIntCasts(add.Y):
		step = add.X
	default:
		return false
	}
	if in, ok := step.(ir.Instruction); ok {
		ib, _ := n.Env.position(n.Graph.Func, in)
		if blk := n.Graph.Func.BlockOf(ib); blk == nil || l.set[blk.Index] {
			return false
		}
	}
	return n.iterValue(step, depth+1)
}

// MinMaxIntrinsic reports whether name is llvm.smin, smax, umin or umax of
// an integer type.
func MinMaxIntrinsic(name string) bool {
	for _, p := range []string{"llvm.smin.i", "llvm.smax.i", "llvm.umin.i", "llvm.umax.i"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// BinaryOperands returns the two operands of a binary integer instruction
// (nil, nil for any other value).
func BinaryOperands(v value.Value) (value.Value, value.Value) {
	switch r := v.(type) {
	case *ir.InstSRem:
		return r.X, r.Y
	case *ir.InstURem:
		return r.X, r.Y
	case *ir.InstSDiv:
		return r.X, r.Y
	case *ir.InstUDiv:
		return r.X, r.Y
	case *ir.InstAShr:
		return r.X, r.Y
	case *ir.InstLShr:
		return r.X, r.Y
	case *ir.InstAnd:
		return r.X, r.Y
	case *ir.InstAdd:
		return r.X, r.Y
	case *ir.InstSub:
		return r.X, r.Y
	case *ir.InstMul:
		return r.X, r.Y
	case *ir.InstOr:
		return r.X, r.Y
	case *ir.InstXor:
		return r.X, r.Y
	case *ir.InstShl:
		return r.X, r.Y
	}
	return nil, nil
}

// CountedLoop returns the loop whose test is block b when a walk of the
// trace can count how its test goes where no formula does: its counter is
// known, its trip a polynomial of the parameters and the enclosing
// counters, an enclosing loop's trip is no polynomial (i = j .. n under
// j < min(m, n)) or the trip moves with an enclosing geometric counter,
// and it is tested at its top or at its latch; nil
// otherwise.
func (n *Nest) CountedLoop(b int) *Loop {
	l := n.testedLoop(b)
	if l != nil && l.IV != nil && l.Trip == nil && l.IV.BoundValue != nil && (l.TopTested || containsInt(l.Latches, b)) {
		return l // a trip no formula gives, which the trace evaluates per instance
	}
	if l == nil || l.IV == nil || l.Trip == nil {
		return nil
	}
	if !l.TopTested && !containsInt(l.Latches, b) {
		return nil
	}
	if n.triangularUnknown(l) {
		return l // a triangular trip no sum gives: the walk evaluates each instance's
	}
	for p := l; p != nil && n.Env != nil; p = p.Parent {
		if p.Trip != nil && n.Env.ReadsPerCall(p.Trip) {
			// A trip of arguments each call passes its own (fill(a, n)
			// and fill(b, m)), its own or an enclosing loop's (j < i
			// under i < n).
			return l
		}
	}
	for p := l.Parent; p != nil; p = p.Parent {
		if p.Trip == nil || p.IV != nil && p.IV.Geom != nil && l.Trip.Has(p.IV.Sym) {
			return l // or a trip that moves with a geometric counter (i < h, h >>= 1)
		}
	}
	return nil
}

// EvaluatedLoop returns the loop whose test block b is when no counter of
// the loop is recognised and no trip derived (IV and Trip nil: an iterator
// loop, it != end through operator calls at -O0; a walk of a list), the
// test is the loop's one exit, a conditional branch or a switch
// (SwitchTest) at its top or at its one latch: a walk that evaluates the test at every iteration (through the
// pointers it keeps in memory) counts the loop's trip per instance
// (reuse.CountBranches). nil otherwise.
func (n *Nest) EvaluatedLoop(b int) *Loop {
	for _, l := range n.Loops {
		if l.Test != b || l.IV != nil || l.Trip != nil || l.Irreducible || len(l.Exiting) != 1 || l.Exiting[0] != b {
			continue
		}
		switch n.Graph.Func.Blocks[b].Term.TermIR.(type) {
		case *ir.TermCondBr, *ir.TermSwitch:
		default:
			continue
		}
		if l.TopTested || len(l.Latches) == 1 && l.Latches[0] == b {
			return l
		}
	}
	return nil
}

// SwitchTest returns the loop whose test block b is when that test is a
// switch (an interpreter's dispatch at -O2, its HALT case folded into the
// switch's exit) and the loop is walked to its exit (EvaluatedLoop): the
// trace holds the switch's successors inside the loop as a Branch at the
// top of the body, and its exits are the loop's. nil otherwise.
func (n *Nest) SwitchTest(b int) *Loop {
	l := n.EvaluatedLoop(b)
	if l == nil {
		return nil
	}
	if _, ok := n.Graph.Func.Blocks[b].Term.TermIR.(*ir.TermSwitch); !ok {
		return nil
	}
	return l
}

// TestTaken returns how often each successor of the test of l
// (CountedLoop) is taken over instances entries of the loop, entered of
// which ran an iteration, and iterations iterations in all: a test at the
// top runs once per iteration and once more at each exit; a test at the
// latch once per iteration, leaving once per entered instance.
func (n *Nest) TestTaken(l *Loop, instances, entered, iterations float64) ([]float64, bool) {
	br, ok := n.Graph.Func.Blocks[l.Test].Term.TermIR.(*ir.TermCondBr)
	if !ok {
		return nil, false
	}
	stay, leave := iterations, instances
	if !l.TopTested {
		stay, leave = iterations-entered, entered
	}
	in := func(t value.Value) bool { return l.set[n.Graph.Func.BlockOf(t.(*ir.Block)).Index] }
	switch {
	case in(br.TargetTrue) && !in(br.TargetFalse):
		return []float64{stay, leave}, true
	case !in(br.TargetTrue) && in(br.TargetFalse):
		return []float64{leave, stay}, true
	}
	return nil, false
}

// ExitingLoop returns the loop whose exit block b is, when that loop leaves
// from more than one block (a search that stops at its first match, a
// convergence loop's break) or its test lies in the middle of its body
// (MidTested: -O2's queue loop tested after the inner loop over a vertex's
// edges), and a walk can follow each exit (walkableExits). A walk of such a
// loop evaluates each exit where the iteration reaches it
// (reuse.CountBranches). nil otherwise.
func (n *Nest) ExitingLoop(b int) *Loop {
	if b < 0 || b >= len(n.Innermost) {
		return nil
	}
	l := n.Innermost[b]
	if l == nil || !containsInt(l.Exiting, b) || !n.walkableExits(l, map[*Loop]bool{}) {
		return nil
	}
	return l
}

// walkableExits reports whether a walk can follow each exit of l, a loop
// that leaves from more than one block or is tested mid-body: l is
// natural, its test is one of its exits, and every exiting block ends in a
// conditional branch with one successor outside the innermost loop that
// holds it. An exiting block may lie in a loop inside l whose exits are
// walkable too (a return from a nested search leaves both), and an exit
// may leave the loops around l where their exits are walkable and its
// path can return (not a throw's or an abort's): their walks leave with
// it. busy holds the loops being checked (a nested exit asks
// the outer loop, which asks the inner one back).
func (n *Nest) walkableExits(l *Loop, busy map[*Loop]bool) bool {
	if busy[l] {
		return true
	}
	if l.Irreducible || l.Test < 0 || len(l.Twins) > 0 || len(l.Exiting) < 2 && !l.MidTested() || !containsInt(l.Exiting, l.Test) {
		return false
	}
	busy[l] = true
	defer delete(busy, l)
	f := n.Graph.Func
	for _, e := range l.Exiting {
		in := n.Innermost[e]
		if in != l && (in == nil || !l.Contains(in.Header) || !n.walkableExits(in, busy)) {
			return false
		}
		br, ok := f.Blocks[e].Term.TermIR.(*ir.TermCondBr)
		if !ok {
			return false
		}
		out := 0
		for _, t := range []value.Value{br.TargetTrue, br.TargetFalse} {
			s := f.BlockOf(t.(*ir.Block)).Index
			if in.set[s] {
				continue
			}
			out++
			// An exit that leaves the parent too must return somewhere
			// (a search's return), not end in a throw or an abort,
			// whose paths the trace does not hold.
			if in == l && l.Parent != nil && !l.Parent.Contains(s) && (n.coldBlocks()[s] || !n.walkableExits(l.Parent, busy)) {
				return false
			}
		}
		if out != 1 {
			return false
		}
	}
	return true
}

// MidTested reports whether l's test is neither at its top (TopTested) nor
// at its one latch: an iteration runs part of its body before the test and
// the rest after it.
func (l *Loop) MidTested() bool {
	return l.Test >= 0 && !l.TopTested && !(len(l.Latches) == 1 && l.Latches[0] == l.Test)
}
