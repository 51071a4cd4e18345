package statictrace

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// joinValues records, for every phi of f that is not in a loop header (a
// join of paths, such as the exit of a loop's remainder prologue at -O2:
// %indvars.iv.unr, the start of the unrolled loop), the incoming value along
// the most frequent edge into its block: the edge the most probable path
// takes, as everywhere else in the trace. Edge flows are fixed for a trace,
// so the choice is made once here.
func (t *Trace) joinValues(f *irreader.Func) {
	fc, g := t.fc[f], t.in.Graphs[f]
	if fc == nil || g == nil {
		return
	}
	P, err := balance.EdgeProbs(g, t.in.Probs)
	if err != nil {
		return // no frame of f can be built either
	}
	nest := t.in.Nests[f]
	for _, b := range f.Blocks {
		if nest != nil {
			if l := nest.Innermost[b.Index]; l != nil && l.Header == b.Index {
				continue // header phis are counters, secondary or unknown
			}
		}
		for _, in := range b.Insts {
			phi, ok := in.IR.(*ir.InstPhi)
			if !ok {
				continue
			}
			var best value.Value
			bestFlow := 0.0
			for _, inc := range phi.Incs {
				p := f.PredOf(inc)
				if p == nil {
					continue
				}
				flow := 0.0
				for k, s := range g.Succs[p.Index] {
					if s == b.Index {
						flow += fc.PerCall[p.Index] * P[p.Index][k]
					}
				}
				if flow > bestFlow {
					best, bestFlow = inc.X, flow
				}
			}
			if best != nil {
				t.joins[phi] = best
			}
		}
	}
}

// evalJoin evaluates a join phi: by the arm taken where the phi joins the
// arms of a Branch (joinPhi), else by the path its conditions select
// (forwardPhi), else as joinValues recorded: in a walk that takes no
// guesses (Activation.NoGuesses) only where every edge brings that value
// (agreedJoin). ok is false for other phis.
func (t *Trace) evalJoin(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	v, ok, guessed := t.joinPhi(a, phi, d)
	if ok || guessed {
		return v, ok
	}
	if v, ok, decided := t.forwardPhi(a, phi, d); ok || decided {
		// The path decided the incoming edge: its value or nothing,
		// never another edge's (done() at -O0 returns the join of true
		// and a compare of doubles; the doubles unknown, the join is
		// not the other edge's true).
		return v, ok
	}
	x, ok := t.joins[phi]
	if !ok {
		return 0, false
	}
	if a.evalBudget().noGuess {
		// The most frequent edge is a guess, unless every edge brings
		// the same value (-O2's reload of a chunk's upper bound on one
		// arm, the bound carried on the other): then whichever the path
		// took.
		return t.agreedJoin(a, phi, d)
	}
	return t.eval(a, x, d)
}

// agreedJoin evaluates phi as the value all its incoming values have in a,
// when they have one; ok is false when one cannot be evaluated or two
// differ.
func (t *Trace) agreedJoin(a *Activation, phi *ir.InstPhi, d int) (int64, bool) {
	if len(phi.Incs) > maxAgreed {
		return 0, false
	}
	var v int64
	for i, inc := range phi.Incs {
		x, ok := t.eval(a, inc.X, d+1)
		if !ok || i > 0 && x != v {
			return 0, false
		}
		v = x
	}
	return v, true
}

// maxAgreed bounds the incoming values agreedJoin evaluates.
const maxAgreed = 8

// headerCarried reports whether phi, in block hb of a's function, heads a
// loop and takes a value over its back edge: a value carried from the
// iteration before (evalCarriedPhi), which neither the path from the
// dominator (forwardPhi) nor another loop's exit (exitPhi) gives, even
// where the loop is entered straight from another's exit.
func headerCarried(a *Activation, phi *ir.InstPhi, hb int) bool {
	nest := a.Frame.nest
	if nest == nil || hb < 0 || hb >= len(nest.Innermost) {
		return false
	}
	l := nest.Innermost[hb]
	if l == nil || l.Header != hb {
		return false
	}
	for _, inc := range phi.Incs {
		if p := a.Frame.Func.PredOf(inc); p != nil && l.Contains(p.Index) {
			return true
		}
	}
	return false
}

// maxForward bounds the blocks a followed path passes (followPath).
const maxForward = 256

// forwardPhi evaluates a join phi by the path its function takes from the
// immediate dominator of the phi's block (followPath): the block the path
// enters the phi's block from picks the incoming value. This is how a
// callee's value is known where no walk took its arms: a helper's return
// value (imax(i - 1, 0) at -O0 -O2: a compare of its arguments, a join of
// the two values). decided reports that the path picked the incoming edge,
// whether or not its value could be evaluated.
func (t *Trace) forwardPhi(a *Activation, phi *ir.InstPhi, d int) (v int64, ok, decided bool) {
	hb, ok := t.blockIn(a, phi)
	if !ok {
		return 0, false, false
	}
	if headerCarried(a, phi, hb) {
		return 0, false, false // the path from the dominator enters only the first iteration
	}
	pred, ok := t.followPath(a, a.Frame.graph.IDom(hb), hb, d, nil)
	if !ok {
		return 0, false, false
	}
	for _, inc := range phi.Incs {
		if p := a.Frame.Func.PredOf(inc); p != nil && p.Index == pred {
			v, ok := t.evalIncoming(a, phi, inc.X, d+1)
			return v, ok, true
		}
	}
	return 0, false, false
}

// forwardDefs evaluates a load from a local that several stores reach by
// the path the function takes (followPath) from the nearest block that
// dominates the load and every store: the last store the path passes. A
// helper that stores its result in arms (clamp's x < lo, x > hi and
// fall-through arms at -O0, into the one return slot) is evaluated so for
// each call's arguments.
func (t *Trace) forwardDefs(a *Activation, ld *ir.InstLoad, defs []ir.Instruction, d int) (int64, bool) {
	lb, ok := t.blockIn(a, ld)
	if !ok {
		return 0, false
	}
	g := a.Frame.graph
	defBlock := map[int]ir.Instruction{} // the last def of each block
	for _, def := range defs {
		b, ok := t.instBlock[def]
		if !ok || b == lb {
			return 0, false
		}
		if prev, ok := defBlock[b]; ok && !before(a.Frame.Func.Blocks[b].IR, prev, def) {
			continue
		}
		defBlock[b] = def
	}
	from := g.IDom(lb)
	for from >= 0 {
		all := true
		for b := range defBlock {
			if !g.Dominates(from, b) {
				all = false
				break
			}
		}
		if all {
			break
		}
		if next := g.IDom(from); next != from {
			from = next
		} else {
			from = -1
		}
	}
	if from < 0 {
		return 0, false
	}
	var last ir.Instruction
	if _, ok := t.followPath(a, from, lb, d, func(b int) {
		if def, ok := defBlock[b]; ok {
			last = def
		}
	}); !ok || last == nil {
		return 0, false
	}
	return t.evalDef(a, last, d+1)
}

// before reports whether instruction x comes before y in block b.
func before(b *ir.Block, x, y ir.Instruction) bool {
	for _, in := range b.Insts {
		switch in {
		case x:
			return true
		case y:
			return false
		}
	}
	return false
}

// blockIn returns the index of the block of in, an instruction of a's
// function; ok is false for an instruction of another function.
func (t *Trace) blockIn(a *Activation, in ir.Instruction) (int, bool) {
	if a.Frame == nil || a.Frame.graph == nil {
		return 0, false
	}
	f := a.Frame.Func
	b, ok := t.instBlock[in]
	if !ok || b < 0 || b >= len(f.Blocks) || !slices.Contains(f.Blocks[b].IR.Insts, in) {
		return 0, false
	}
	return b, true
}

// followPath follows a's function from block from to block to, evaluating
// each conditional branch on the way in a, and returns the block the path
// enters to from; visit, when not nil, sees every block passed before to
// (from first). The path stays within the current iteration of every loop
// around to. A loop the path enters, whose iterations it does not follow,
// it passes by the loop's one exit edge (oneExit), and an invoke by its
// normal edge. ok is false when to is in a loop from is not in, the path
// enters a loop with several exit edges (or one visit must see) or goes on
// to the next iteration, a condition cannot be evaluated, the path
// returns, or it is longer than maxForward.
func (t *Trace) followPath(a *Activation, from, to, d int, visit func(int)) (int, bool) {
	f, nest := a.Frame.Func, a.Frame.nest
	if from < 0 || from >= len(f.Blocks) || to < 0 || to >= len(f.Blocks) {
		return 0, false
	}
	if nest != nil && to < len(nest.Innermost) {
		// Within one iteration of every loop around to: from is in each.
		for l := nest.Innermost[to]; l != nil; l = l.Parent {
			if !l.Contains(from) {
				return 0, false
			}
		}
	}
	seen := map[int]bool{}
	cur := from
	for range maxForward {
		if cur < 0 || cur >= len(f.Blocks) || cur == to || seen[cur] {
			return 0, false
		}
		seen[cur] = true
		if nest != nil && cur != from && cur < len(nest.Innermost) {
			if l := nest.Innermost[cur]; l != nil && l.Header == cur {
				// Into a loop's iterations: a loop with one exit edge,
				// not around to, leaves by it whatever its trip (the
				// remainder of an unrolled loop after its main part).
				exiting, exit, ok := oneExit(a, l, to, visit)
				if !ok {
					return 0, false
				}
				if exit == to {
					return exiting, true
				}
				cur = exit
				continue
			}
		}
		if visit != nil {
			visit(cur)
		}
		var next value.Value
		switch term := f.Blocks[cur].Term.TermIR.(type) {
		case *ir.TermBr:
			next = term.Target
		case *ir.TermInvoke:
			next = term.NormalRetTarget // an exception is not taken (its edge's probability)
			if irreader.InvokesThrow(term) {
				next = term.ExceptionRetTarget // unless the call is a throw
			}
		case *ir.TermCondBr:
			c, ok := t.eval(a, term.Cond, d+1)
			if !ok {
				return 0, false
			}
			next = term.TargetFalse
			if c&1 != 0 {
				next = term.TargetTrue
			}
		default:
			return 0, false
		}
		nb, ok := next.(*ir.Block)
		if !ok || f.BlockOf(nb) == nil {
			return 0, false
		}
		n := f.BlockOf(nb).Index
		if n == to {
			return cur, true
		}
		cur = n
	}
	return 0, false
}

// oneExit returns the one edge by which the outermost loop headed at l's
// header leaves, when that loop does not contain to and is natural; ok
// is false for a loop with several exit edges, or where visit must see
// the blocks passed (the loop's are not followed).
func oneExit(a *Activation, l *loops.Loop, to int, visit func(int)) (exiting, exit int, ok bool) {
	for l.Parent != nil && l.Parent.Header == l.Header {
		l = l.Parent
	}
	if visit != nil || l.Irreducible || l.Contains(to) {
		return 0, 0, false
	}
	n := 0
	for _, b := range l.Exiting {
		for _, s := range a.Frame.graph.Succs[b] {
			if !l.Contains(s) {
				exiting, exit = b, s
				n++
			}
		}
	}
	return exiting, exit, n == 1
}
