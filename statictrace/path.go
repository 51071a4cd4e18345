// The maximum-probability path and its loop brackets follow §3.4 of Barai et
// al., "LLVM Static Analysis for Program Characterization and Memory Reuse
// Profile Estimation" (MEMSYS 2023): from the entry, follow the
// most probable edge; a loop on the path becomes "[n … ]" with its trip count
// and control variable; blocks are replaced by their memory accesses.

package statictrace

import (
	"fmt"
	"math"
	"strings"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// maxInline bounds the depth of inlined calls, and maxCalls the calls
// inlined in all: a call tree inlined whole grows with its fan-out to the
// power of its depth.
const (
	maxInline = 64
	maxCalls  = 1 << 14
)

// A path walk visits each block of its function at most once (every cycle
// is a loop it enters at its header), so more steps than the function has
// blocks mean a cycle the nest does not hold: an error, not a hang.
// maxSteps bounds the blocks the search for a branch's join visits.
const maxSteps = 1 << 16

// region walks the most probable path from block start. Inside loop l (nil at
// the top level) the walk ends at a back edge to l's header or an edge leaving l.
// A branch the counters decide becomes a Branch holding each arm (branch.go).
func (t *Trace) region(fr *Frame, start int, l *loops.Loop) ([]Item, error) {
	return t.regionTo(fr, start, l, -1)
}

// regionTo is region ending at block stop too (an arm of a Branch ends at
// its join; -1: no such block).
func (t *Trace) regionTo(fr *Frame, start int, l *loops.Loop, stop int) ([]Item, error) {
	out, _, err := t.regionUntil(fr, start, l, stop)
	return out, err
}

// regionUntil is regionTo, reporting whether the walk reached stop.
func (t *Trace) regionUntil(fr *Frame, start int, l *loops.Loop, stop int) ([]Item, bool, error) {
	var out []Item
	nest := fr.nest
	cur := start
	// seen holds the blocks walked, in a function with irreducible
	// loops: a walk that comes back to one ends there (the end of an
	// iteration of a cycle the nest leaves inside an irreducible loop,
	// loops.maxIrreducibleDepth). Elsewhere a walk visits a block once,
	// every cycle being a loop it enters at its header.
	var seen map[int]bool
	for steps := 0; ; steps++ {
		if cur == stop {
			return out, true, nil
		}
		if steps > len(fr.graph.Succs) {
			return nil, false, fmt.Errorf("%s: the most probable path does not end (a cycle that is no loop of the nest)", fr.Func.Name)
		}
		if fr.irreducible {
			if seen[cur] {
				return out, false, nil
			}
			if seen == nil {
				seen = map[int]bool{}
			}
			seen[cur] = true
		}
		if inner := loopAt(nest, cur, l); inner != nil {
			lp, next, err := t.loop(fr, inner)
			if err != nil {
				return nil, false, err
			}
			out = append(out, lp)
			if lp.lastPart {
				out = append(out, lp.last...)
				lp.passAfter = len(lp.last)
			} else if lp.TopTested {
				items, _, err := t.exitTest(fr, inner, cur, 0)
				if err != nil {
					return nil, false, err
				}
				out = append(out, items...)
				lp.passAfter = len(items)
			}
			ej, join, ok, err := t.exitJoin(fr, lp, next, l)
			if err != nil {
				return nil, false, err
			}
			if ok {
				// Every exit's path, to where they meet again.
				out = append(out, ej)
				next = join
			}
			if next < 0 {
				return out, false, nil
			}
			if l != nil && (!l.Contains(next) || next == l.Header) {
				return out, false, nil
			}
			cur = next
			continue
		}
		items, err := t.block(fr, cur)
		if err != nil {
			return nil, false, err
		}
		out = append(out, items...)
		if x := t.exitBranch(fr, cur, l); x != nil {
			out = append(out, x) // the walk goes on in the loop below
		}
		br, join, ok, err := t.branch(fr, cur, l)
		if err != nil {
			return nil, false, err
		}
		if ok {
			out = append(out, br)
			if join < 0 {
				return out, false, nil
			}
			cur = join
			continue
		}
		next := -1
		best := -1.0
		for i, s := range fr.graph.Succs[cur] {
			p := fr.P[cur][i]
			if p <= 0 {
				continue
			}
			if l != nil && (s == l.Header || !l.Contains(s)) {
				continue // ends the iteration
			}
			if p > best {
				next, best = s, p
			}
		}
		if l == nil && next >= 0 {
			if alt := t.baseCaseAlt(fr, cur, next); alt >= 0 {
				next = alt
			}
		}
		if next < 0 {
			return out, false, nil
		}
		cur = next
	}
}

// baseCaseAlt returns the successor of block cur (outside loops) a path
// takes instead of next, its most probable one, where next is a base case
// (if (hi - lo < 2) return 0) that returns at once, and -1 where it keeps
// next: walking the base case would leave every access of the function off
// the path. The alternative is the most probable other successor that
// runs a loop (a divide-and-conquer's merge step), whose iterations give its accesses
// their reuse; a loop-free arm (a tree walk's visit of one node) walked
// once would make every access a first touch, and its accesses are better
// off pooled (reuse.Static).
func (t *Trace) baseCaseAlt(fr *Frame, cur, next int) int {
	if !t.trivialReturn(fr, next) {
		return -1
	}
	alt, altP := -1, 0.0
	for i, s := range fr.graph.Succs[cur] {
		if p := fr.P[cur][i]; s != next && p >= minBaseCaseAlt && p > altP && !t.trivialReturn(fr, s) && t.reachesLoop(fr, s) {
			alt, altP = s, p
		}
	}
	return alt
}

// minBaseCaseAlt is the least probability of the arm the walk takes instead
// of a base case that returns at once (region).
const minBaseCaseAlt = 0.2

// maxTrivialAccesses bounds the accesses of a trivial return: -O0 spills
// and reloads the return value.
const maxTrivialAccesses = 4

// reachesLoop reports whether a block reachable from b in fr's function
// lies in a loop or calls a defined function with a loop.
func (t *Trace) reachesLoop(fr *Frame, b int) bool {
	seen := map[int]bool{b: true}
	work := []int{b}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if fr.nest.Innermost[b] != nil {
			return true
		}
		for _, in := range fr.Func.Blocks[b].Insts {
			if in.Class != irreader.ClassCall || in.Callee == "" || in.Callee == fr.Func.Name {
				continue
			}
			if f := t.in.Module.Func(in.Callee); f != nil && f.Defined {
				if n := t.in.Nests[f]; n != nil && len(n.Loops) > 0 {
					return true
				}
			}
		}
		for _, s := range fr.graph.Succs[b] {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return false
}

// trivialReturn reports whether the path from block b returns without a
// call, a loop, or more than a few accesses: the base case of a recursion.
func (t *Trace) trivialReturn(fr *Frame, b int) bool {
	accesses := 0
	for steps := 0; steps < 8; steps++ {
		if fr.nest.Innermost[b] != nil {
			return false
		}
		blk := fr.Func.Blocks[b]
		for _, in := range blk.Insts {
			if in.Class == irreader.ClassCall && !strings.HasPrefix(in.Callee, "llvm.") {
				return false
			}
		}
		accesses += int(blk.Ops.Loads + blk.Ops.Stores)
		if accesses > maxTrivialAccesses {
			return false
		}
		succs := fr.graph.Succs[b]
		if len(succs) == 0 {
			return blk.Insts[len(blk.Insts)-1].Opcode == "ret"
		}
		if len(succs) != 1 {
			return false
		}
		b = succs[0]
	}
	return false
}

// loopAt returns the loop the walk inside l (nil: at the top level) enters
// at block cur: the outermost loop below l whose header cur is, when it is
// a child of l (isChild); nil if none, and cur is walked as a block. A
// natural loop is entered at its header only (it dominates the loop); an
// irreducible loop (loops.Loop.Irreducible) may be entered at another of
// its Entries: the walk then takes the blocks from that entry to the
// header as straight-line blocks of l's iteration, run once per such
// entry (node splitting: the prefix is a copy of those blocks outside the
// loop), and enters the loop at its header. An irreducible loop and a
// natural loop inside it may share a header; the walk enters the
// irreducible one, whose iteration enters the natural one.
func loopAt(nest *loops.Nest, cur int, l *loops.Loop) *loops.Loop {
	var out *loops.Loop
	for c := nest.Innermost[cur]; c != nil && c != l; c = c.Parent {
		if c.Header == cur {
			out = c
		}
	}
	if out == nil || !isChild(out, l) {
		return nil
	}
	return out
}

// isChild reports whether inner is a loop directly inside l (or a top-level
// loop when l is nil), or nested deeper without an own header on the path.
func isChild(inner, l *loops.Loop) bool {
	for p := inner.Parent; ; p = p.Parent {
		if p == l {
			return true
		}
		if p == nil {
			return false
		}
	}
}

// stepOfOuter returns the enclosing loop whose counter l's symbolic step
// reads (i += len under a loop doubling len), nil if none.
func stepOfOuter(l *loops.Loop) *loops.Loop {
	if l.IV == nil || l.IV.StepPoly == nil {
		return nil
	}
	for p := l.Parent; p != nil; p = p.Parent {
		if p.IV != nil && l.IV.StepPoly.Has(p.IV.Sym) {
			return p
		}
	}
	return nil
}

// loop builds the Loop item of l and returns the block the most probable exit
// edge leads to (-1 if none).
func (t *Trace) loop(fr *Frame, l *loops.Loop) (*Loop, int, error) {
	lp := &Loop{Loop: l, Frame: fr}
	// Enter nested loops between the current one and l first (a loop whose
	// header is shared is handled as the outermost).
	body, err := t.region(fr, l.Header, l)
	if err != nil {
		return nil, -1, err
	}
	lp.Body = body
	guard(body, nil) // the trip decides how often a recursive call inside runs
	if l.IV != nil {
		lp.Var = l.IV.Name
		lp.TopTested = l.TopTested
		// A trip that varies per instance: the compared value reads a
		// counter, or the start is computed from the header phis of the
		// enclosing loops (-O2's i = k + 1, a phi moving with k), not
		// from a join of paths that data decides.
		lp.ValueTrip = l.Trip == nil && l.IV.BoundValue != nil && (readsCounter(l.IV.BoundValue) ||
			l.IV.Init == nil && l.IV.InitValue != nil && fromOuterCounters(fr, l, l.IV.InitValue) ||
			stepOfOuter(l) != nil)
		lp.PerCall = l.Trip != nil && t.in.Env.ReadsPerCall(l.Trip)
	} else if l.Irreducible {
		// Top-tested when the header leaves (else see lastPart below).
		lp.TopTested = contains(l.Exiting, l.Header)
	} else {
		// Without a counter: top-tested when the header leaves, or when
		// the loop leaves from its own blocks before a latch (a test
		// after the header: OpenMP's dispatch loop), so that its header
		// runs once more than its body. Exits from an inner loop (a
		// switch in a nested natural loop) decide nothing here.
		lp.TopTested = contains(l.Exiting, l.Header)
		if !lp.TopTested && len(l.Exiting) > 0 {
			own := true
			for _, b := range l.Exiting {
				own = own && !contains(l.Latches, b) && fr.nest.Innermost[b] == l
			}
			lp.TopTested = own
		}
	}
	// Average trip count per entry from the block counts. An irreducible
	// loop's instances start at any of its entries: the flow into any of
	// its blocks from outside. Each of its header's runs is one iteration
	// of one instance (an instance entered elsewhere runs the blocks to
	// the header before its first, as the walk does: loopAt), so the
	// header's count over those entries is its mean trip, as a natural
	// loop's. Where a natural loop inside it has the same header, its
	// iterations start with the header's runs entered from outside that
	// loop only (runs), the others being the inner loop's.
	counts := t.fc[fr.Func]
	g := fr.graph
	var entries, exitFlow float64
	next, exitFrom := -1, -1
	runs, inner := counts.PerCall[l.Header], sameHeader(fr.nest, l)
	if inner != nil {
		runs = 0
	}
	for b := range g.Succs {
		if inner != nil && !inner.Contains(b) {
			for i, s := range g.Succs[b] {
				if s == l.Header {
					runs += counts.PerCall[b] * fr.P[b][i]
				}
			}
		}
		if l.Contains(b) {
			for i, s := range g.Succs[b] {
				if !l.Contains(s) {
					flow := counts.PerCall[b] * fr.P[b][i]
					if flow > exitFlow {
						exitFlow, next, exitFrom = flow, s, b
					}
				}
			}
			continue
		}
		for i, s := range g.Succs[b] {
			if s == l.Header || l.Irreducible && l.Contains(s) {
				entries += counts.PerCall[b] * fr.P[b][i]
			}
		}
	}
	if l.Irreducible && !lp.TopTested && exitFrom >= 0 {
		// An irreducible loop that leaves from a block after its
		// header (the loop's test, which a goto into the body jumps
		// over) runs the blocks from the header to that block once
		// more than the rest: an instance ends in a part of an
		// iteration. The trace walks the full iterations, then that
		// part (lastPart), where the walk from the header reaches the
		// exiting block, so that every block runs as often as the
		// run's, entered at the header or elsewhere.
		part, reached, err := t.regionUntil(fr, l.Header, l, exitFrom)
		if err != nil {
			return nil, -1, err
		}
		if reached {
			items, err := t.block(fr, exitFrom)
			if err != nil {
				return nil, -1, err
			}
			for _, it := range items {
				if _, heap := it.(*heapCall); !heap { // as exitTest: the heap calls once
					part = append(part, it)
				}
			}
			lp.last, lp.lastPart, lp.TopTested = part, true, true
		}
	}
	if entries > 0 {
		lp.Trip = runs / entries
		if lp.TopTested {
			lp.Trip--
		}
		lp.Trip = math.Max(lp.Trip, 0)
	}
	return lp, next, nil
}

// sameHeader returns the outermost loop inside irreducible loop l that has
// l's header (a natural loop entered from l's cycle at its header), nil if
// none or l is natural.
func sameHeader(nest *loops.Nest, l *loops.Loop) *loops.Loop {
	if !l.Irreducible {
		return nil
	}
	var out *loops.Loop
	for c := nest.Innermost[l.Header]; c != nil && c != l; c = c.Parent {
		if c.Header == l.Header {
			out = c
		}
	}
	return out
}

func contains(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// block returns the accesses and inlined calls of block b in instruction order.
func (t *Trace) block(fr *Frame, b int) ([]Item, error) {
	var out []Item
	for _, in := range fr.Func.Blocks[b].Insts {
		if in.Mem != nil {
			out = append(out, &Ref{Acc: in.Mem, Frame: fr, store: storeKindOf(in.IR)})
			continue
		}
		if in.Bulk != nil {
			out = append(out, &Ref{Acc: in.Bulk, Frame: fr, store: bulkKindOf(in.Bulk)})
			continue
		}
		if k := heapKindOf(in); k != 0 {
			out = append(out, &heapCall{in: in, call: callValue(in), kind: k, frame: fr})
			continue
		}
		name := in.Callee
		if target := irreader.ForkTarget(in); target != "" {
			name = target
		}
		if name == "" && in.Indirect {
			t.note("the call through a pointer at line %d is not followed: the module takes the address of several functions of its type, or of none", in.Line)
			t.unfollowed = true
			continue
		}
		if name == "" || in.Opcode != "call" && in.Opcode != "invoke" {
			continue
		}
		callee := t.in.Module.Func(name)
		if callee == nil || !callee.Defined || t.in.Graphs[callee] == nil {
			continue
		}
		switch {
		case onStack(fr, callee) != nil:
			// A walk of every call enters the ancestor's items again
			// with this call's arguments (reuse: where the branches
			// that end the recursion evaluate); other walks take the
			// one activation on the path for all of them.
			t.note("the recursive call of %s at line %d is followed only by a walk of every call whose branches that end the recursion evaluate; otherwise one activation stands for all", name, in.Line)
			t.recursionCut = true
			if t.in.Recursion[callee] {
				out = append(out, &Call{Site: in, Frame: onStack(fr, callee), Recur: onStack(fr, callee)})
			}
			continue
		case fr.Depth >= maxInline:
			t.note("the call of %s at line %d, %d calls deep, is not followed (the trace follows %d)", name, in.Line, fr.Depth+1, maxInline)
			t.unfollowed = true
			continue
		case t.inlined >= maxCalls:
			t.note("the call of %s at line %d is not followed: the trace already follows %d calls", name, in.Line, maxCalls)
			t.unfollowed = true
			continue
		}
		t.inlined++
		cf, err := t.frame(callee, fr, in)
		if err != nil {
			return nil, err
		}
		c := &Call{Site: in, Frame: cf}
		t.entries[cf] = c
		body, err := t.region(cf, 0, nil)
		if err != nil {
			return nil, err
		}
		c.Body = body
		if cv := callValue(in); cv != nil {
			fr.calls[cv] = c
		}
		out = append(out, c)
	}
	return out, nil
}

// onStack returns the frame of f among fr and its callers, nil when f is
// not on the stack.
func onStack(fr *Frame, f *irreader.Func) *Frame {
	for ; fr != nil; fr = fr.Parent {
		if fr.Func == f {
			return fr
		}
	}
	return nil
}
