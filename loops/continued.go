package loops

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/poly"
)

// A counter a loop continues from where an earlier loop left it:
//
//	for (k = 0; k + 4 <= n; k += 4) ...   // blocks of four
//	for (; k < n; k++) ...                // the remainder
//
// The store that dominates the second loop (k = 0) is not the value it
// starts from: the first loop's k += 4 reaches it too. The second loop
// starts at the first one's exit value, Init + Step·Trip, when the earlier
// loop is a top-tested loop over the same local that leaves only through
// its test and every other store to the local reaches the second loop only
// through the first one's header. A start that is no constant is a
// parameter computed in the script, as a quotient is (quotient.go). Any
// other store that may reach the loop leaves it without a counter:
// estimated, never started at the dominating store's value.

// reachesAvoiding reports whether block to is reachable from the end of
// block from without passing through block barrier.
func (n *Nest) reachesAvoiding(from, to, barrier int) bool {
	g := n.Graph
	seen := map[int]bool{from: true}
	stack := []int{from}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range g.Succs[b] {
			if s == to {
				return true
			}
			if s == barrier || seen[s] {
				continue
			}
			seen[s] = true
			stack = append(stack, s)
		}
	}
	return false
}

// blockOf returns the index of the block holding in, -1 if none.
func (n *Nest) blockOf(in ir.Instruction) int {
	blk, _ := n.Env.position(n.Graph.Func, in)
	if blk == nil {
		return -1
	}
	b := n.Graph.Func.BlockOf(blk)
	if b == nil {
		return -1
	}
	return b.Index
}

// othersReach reports whether a store of inits other than init may reach
// l's header after init, so that init does not give the counter's start.
func (n *Nest) othersReach(l *Loop, init *ir.InstStore, inits []*ir.InstStore) bool {
	ib := n.blockOf(init)
	for _, st := range inits {
		if st == init {
			continue
		}
		b := n.blockOf(st)
		if b < 0 {
			return true
		}
		if b == ib {
			continue // before init in its block: init is the last one there
		}
		if n.reachesAvoiding(b, l.Header, ib) {
			return true
		}
	}
	return false
}

// continuedInit returns the start of loop l's counter al when an earlier
// loop over al leaves it there (see above).
func (n *Nest) continuedInit(l *Loop, al *ir.InstAlloca, inits []*ir.InstStore) (poly.Poly, bool) {
	var l1 *Loop
	for _, c := range n.Loops {
		if c != l && c.IV != nil && c.IV.Slot == al && !c.Contains(l.Header) && !l.Contains(c.Header) {
			if l1 != nil {
				return nil, false
			}
			l1 = c
		}
	}
	if l1 == nil {
		return nil, false
	}
	return n.exitValue(l1, inits, l.Header)
}

// exitValue returns the value loop l1's counter holds at block to, reached
// from l1's exit: Init + Step·Trip, when l1 is top-tested, leaves only
// through its test, and no store of others (the stores to the counter
// outside l1, its step's block aside) reaches to but through l1's header.
func (n *Nest) exitValue(l1 *Loop, others []*ir.InstStore, to int) (poly.Poly, bool) {
	if !l1.TopTested || l1.Trip == nil || l1.IV.Init == nil || l1.IV.Bound == nil ||
		len(l1.Exiting) != 1 || l1.Exiting[0] != l1.Test || l1.IV.StepPoly != nil || l1.Contains(to) {
		return nil, false
	}
	for _, st := range others {
		b := n.blockOf(st)
		if b < 0 {
			return nil, false
		}
		if l1.Contains(b) {
			continue // its step: reaches on through l1's exit
		}
		if b == to || n.reachesAvoiding(b, to, l1.Header) {
			return nil, false
		}
	}
	iv := l1.IV
	if HasCounter(iv.Init) || HasCounter(iv.Bound) {
		return nil, false
	}
	init, bound := iv.Init, iv.Bound
	end := func(vals map[string]float64) (float64, bool) {
		i0, ok1 := init.Eval(vals)
		b, ok2 := bound.Eval(vals)
		if !ok1 || !ok2 {
			return 0, false
		}
		t, ok := l1.TripFromStep(int64(i0), int64(b), iv.Step)
		if !ok {
			return 0, false
		}
		return i0 + float64(iv.Step*t), true
	}
	if _, ok := init.IsConst(); ok {
		if _, ok := bound.IsConst(); ok {
			v, ok := end(nil)
			return poly.Const(v), ok
		}
	}
	trip := l1.TripLua
	if trip == "" {
		trip = fmt.Sprintf("math.max(%s, 0)", l1.Trip.Lua())
	}
	expr := fmt.Sprintf("%s + %d*(%s)", init.Lua(), iv.Step, trip)
	lp, ok := n.Env.derived(fmt.Sprintf("%s_end%d", iv.Name, n.HeaderLine(l1)), expr,
		fmt.Sprintf("%s where the loop at line %d leaves it = %s", iv.Name, n.HeaderLine(l1), expr), end)
	if !ok {
		return nil, false
	}
	return poly.Sym(lp.Name), true
}

// loadAfter returns the loop whose -O0 counter (symbol s) load ld reads,
// with after true when ld lies outside it (the value where the loop left
// the counter, not its symbol), and the stores to the counter outside it.
func (n *Nest) loadAfter(ld *ir.InstLoad, s string) (*Loop, []*ir.InstStore, bool) {
	al, ok := ld.Src.(*ir.InstAlloca)
	if !ok {
		return nil, nil, false
	}
	for _, l := range n.Loops {
		if l.IV != nil && l.IV.Sym == s && l.IV.Slot == value.Value(al) {
			b := n.blockOf(ld)
			_, others, ok := n.localStep(l, al)
			return l, others, ok && b >= 0 && !l.Contains(b)
		}
	}
	return nil, nil, false
}
