package loops

// Blocked (tiled) loops:
//
//	for (ii = 0; ii < n; ii += bs)             // a stride: a counter moved by a symbolic step
//	  for (i = ii; i < min(ii + bs, n); i++)   // a tile of it: the counter's range cut at the next stride
//
// The outer counter steps by a value of the program's inputs, so its trip
// is ceil((n - 0)/bs), no polynomial. The inner loop runs min(bs, n - ii)
// times, no polynomial either, but over the outer loop's iterations the
// tiles partition [0, n): together they run n - 0 times. So the tile
// loop's exit probability is exact without a closed form of each trip:
// per entry of the outer loop it is entered T times and iterates span
// times, whatever runs between the two (as long as that does not depend
// on the outer counter). The tile's end is written as a min() helper (a
// call at -O0, a select or llvm.smin once inlined), a local set by a
// conditional, or a conjunction i < ii + bs && i < n, whose first test
// stops the loop on every full tile and the second on the last, partial
// one.

import (
	"fmt"
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/poly"
)

// stride is a loop counter that starts at init and runs while counter <
// bound by a step that is either a constant (an IndVar) or a symbolic
// value of the program's inputs (for (ii = 0; ii < n; ii += bs)).
type stride struct {
	loop              *Loop
	sym               string // the counter's symbol, "iv<ID>"
	slot              value.Value
	init, step, bound poly.Poly
	// constStep is the step when it is a constant (the loop has an IndVar).
	constStep bool
	// rotated marks a loop tested after its body (-O2): it runs at least
	// once per entry.
	rotated bool
	// limit is the IR value the counter is compared with.
	limit value.Value
}

// trip is the stride's trip count per entry in Lua: ceil(span/step), at
// least 0.
func (s *stride) trip() string {
	return fmt.Sprintf("math.max(math.ceil((%s)/(%s)), 0)", s.bound.Sub(s.init).Lua(), s.stepLua())
}

// span is the length of the range the stride covers, bound - init, at
// least 0.
func (s *stride) span() string {
	return fmt.Sprintf("math.max(%s, 0)", s.bound.Sub(s.init).Lua())
}

// stepLua is the step in Lua; a step that is not positive never ends a
// loop counting up, and is read as 1 so that no expression divides by it.
func (s *stride) stepLua() string {
	if c, ok := s.step.IsConst(); ok && c > 0 {
		return s.step.Lua()
	}
	return fmt.Sprintf("math.max(%s, 1)", s.step.Lua())
}

// rectangular reports whether the stride's range and step depend on no
// loop counter.
func (s *stride) rectangular() bool {
	for _, p := range []poly.Poly{s.init, s.step, s.bound} {
		for _, x := range p.Syms() {
			if IsCounterSym(x) {
				return false
			}
		}
	}
	return true
}

// tileInfo is what findTiles learns: the strides of the nest's loops and
// the probability of the sites they derive, by block: the probability of
// the block's first successor.
type tileInfo struct {
	strides map[*Loop]*stride
	sites   map[int]string
	// tiles maps a tile loop to the stride whose range it cuts.
	tiles map[*Loop]*stride
	// counters are the tiles' counters, which keepCounters gives them.
	counters map[*Loop]*IndVar
}

// findTiles finds the nest's strides and tile loops once all loops are
// analysed, and derives the probabilities of their tests.
func (n *Nest) findTiles() {
	ti := &tileInfo{strides: map[*Loop]*stride{}, sites: map[int]string{}, tiles: map[*Loop]*stride{}, counters: map[*Loop]*IndVar{}}
	n.tile = ti
	for _, l := range n.Loops { // outer first: a stride's bounds may read an enclosing one
		if n.oneTrip[l] {
			continue
		}
		if l.IV != nil {
			iv := l.IV
			if iv.Init != nil && iv.Bound != nil && iv.Rel == "<" && iv.Off == 0 && iv.Step > 0 && l.TopTested {
				ti.strides[l] = &stride{loop: l, sym: iv.Sym, slot: iv.Slot, init: iv.Init, step: poly.Const(float64(iv.Step)), bound: iv.Bound, constStep: true}
			}
			continue
		}
		if s := n.symbolicStride(l); s != nil {
			ti.strides[l] = s
			if s.rectangular() {
				exit := fmt.Sprintf("1/(%s + 1)", s.trip())
				if s.rotated {
					exit = fmt.Sprintf("1/math.max(%s, 1)", s.trip())
				}
				test := n.findTest(l)
				ti.sites[test] = n.succProb(test, l, exit)
			}
		}
	}
	view := n.strideView()
	for _, l := range n.Loops {
		// No counter, or one compared with a value that is no polynomial
		// (i < min(n, m)).
		if n.oneTrip[l] || l.IV != nil && (l.Trip != nil || l.IV.BoundValue == nil || l.IV.StepPoly != nil) {
			continue
		}
		view.tileLoop(n, l)
	}
	for _, b := range n.Graph.Sites {
		if _, done := ti.sites[b.Block]; done {
			continue
		}
		if e, ok := view.strideCond(n, b.Block); ok {
			ti.sites[b.Block] = e
		}
	}
	n.keepCounters()
}

// keepCounters gives the strides of -O0 (tested at their top) and their
// tiles their counters, so that the trace walks them and places their
// accesses: a stride's step is symbolic (IndVar.StepPoly) and its trip,
// like a tile's, comes from the values its counter is compared with
// (IndVar.BoundValue, and Also for the tile's second limit), evaluated per
// instance. Their tests' probabilities are the ones findTiles derived.
func (n *Nest) keepCounters() {
	f := n.Graph.Func
	for _, l := range n.Loops {
		if s := n.tile.strides[l]; s != nil && !s.constStep && l.IV == nil {
			name := f.VarName(s.slot)
			iv := n.newIV(l, s.slot, name, s.init, 1)
			if iv == nil {
				continue
			}
			iv.Step, iv.StepPoly, iv.Rel, iv.Bound, iv.BoundValue = 0, s.step, "<", s.bound, s.limit
			// -O2's rotated stride compares the stepped value, ii + bs < n,
			// after its body.
			iv.OffStep = s.rotated
			l.IV = iv
			l.Steps = n.headerSteps(l) // -O2's iteration number beside ii
			l.Why = fmt.Sprintf("%s steps by %s: its trip, ceil((%s)/(%s)), is no polynomial", iv.Name, s.step.Lua(), s.bound.Sub(s.init).Lua(), s.step.Lua())
			n.ivSym[s.slot] = s.sym
			continue
		}
		if iv := n.tile.counters[l]; iv != nil {
			l.IV, l.TopTested = iv, true
			l.Why = fmt.Sprintf("%s runs to the smaller of two bounds: its trip is no polynomial", iv.Name)
			if s := n.tile.tiles[l]; s != nil {
				l.Why = fmt.Sprintf("%s runs to the end of a tile of %s: each tile's trip is no polynomial", iv.Name, f.VarName(s.slot))
			}
			n.ivSym[iv.Slot] = iv.Sym
		}
	}
}

// strideView is a copy of the nest whose symbolic evaluation also knows
// the strides' counters, so that a tile's start (i = ii) and end (ii + bs)
// are polynomials in them.
func (n *Nest) strideView() *Nest {
	v := *n
	v.ivSym = map[value.Value]string{}
	for k, s := range n.ivSym {
		v.ivSym[k] = s
	}
	for _, s := range n.tile.strides {
		v.ivSym[s.slot] = s.sym
	}
	return &v
}

// symbolicStride recognises l's counter as a stride with a symbolic step:
// at -O0 a local stored once in the loop with its own value plus a value
// of the inputs, at -O2 a header phi that adds one. The loop must count up
// with "<" and test at its top.
func (n *Nest) symbolicStride(l *Loop) *stride {
	test := n.findTest(l)
	if test < 0 {
		return nil
	}
	if test != l.Header || containsInt(l.Latches, test) {
		return n.rotatedStride(l, test)
	}
	cmp, pred, ok := n.loopCompare(l, test)
	if !ok || !lessThan(pred) {
		return nil
	}
	ld, ok := stripIntCasts(cmp.X).(*ir.InstLoad)
	if !ok {
		return nil
	}
	al, ok := ld.Src.(*ir.InstAlloca)
	if !ok {
		return nil
	}
	add, inits, ok := n.localStep(l, al)
	if !ok {
		return nil
	}
	by := add.Y
	if own, ok := stripIntCasts(add.X).(*ir.InstLoad); !ok || own.Src != al {
		if own, ok := stripIntCasts(add.Y).(*ir.InstLoad); !ok || own.Src != al {
			return nil
		}
		by = add.X
	}
	init := n.initStore(l, inits)
	if init == nil {
		return nil
	}
	return n.newStride(l, al, init.Src, by, cmp.Y, false)
}

// newStride makes the stride of loop l's counter slot from the IR values
// of its start, its step and the limit it is compared with, each a
// polynomial of the inputs; nil when one is not, when the step is a
// constant (an IndVar's), or when one reads the counter itself.
func (n *Nest) newStride(l *Loop, slot, init, by, limit value.Value, rotated bool) *stride {
	f := n.Graph.Func
	i0, ok1 := n.Env.symbolic(f, init, n)
	step, ok2 := n.Env.symbolic(f, by, n)
	bound, ok3 := n.Env.symbolic(f, limit, n)
	if !ok1 || !ok2 || !ok3 {
		return nil
	}
	if _, c := step.IsConst(); c {
		return nil // a constant step is an IndVar's
	}
	sym := fmt.Sprintf("iv%d", l.ID)
	for _, p := range []poly.Poly{i0, step, bound} {
		if p.Has(sym) {
			return nil
		}
	}
	return &stride{loop: l, sym: sym, slot: slot, init: i0, step: step, bound: bound, rotated: rotated, limit: limit}
}

// rotatedStride recognises -O2's form of a stride: a header phi that
// adds a value of the inputs every iteration, tested at a latch after the
// step (next < bound); the loop runs at least once per entry.
func (n *Nest) rotatedStride(l *Loop, test int) *stride {
	f := n.Graph.Func
	if !containsInt(l.Latches, test) {
		return nil
	}
	cmp, pred, ok := n.loopCompare(l, test)
	if !ok {
		return nil
	}
	ctr, lim := cmp.X, cmp.Y
	if _, isAdd := stripIntCasts(ctr).(*ir.InstAdd); !isAdd {
		ctr, lim, pred = cmp.Y, cmp.X, swap(pred) // n > ii + bs
	}
	if !lessThan(pred) {
		return nil
	}
	add, ok := stripIntCasts(ctr).(*ir.InstAdd)
	if !ok {
		return nil
	}
	phi, ok := stripIntCasts(add.X).(*ir.InstPhi)
	by := add.Y
	if !ok {
		if phi, ok = stripIntCasts(add.Y).(*ir.InstPhi); !ok {
			return nil
		}
		by = add.X
	}
	if !inBlock(f.Blocks[l.Header].IR, phi) {
		return nil
	}
	init, next, ok := n.splitPhi(l, phi)
	if !ok || stripIntCasts(next) != value.Value(add) {
		return nil
	}
	return n.newStride(l, phi, init, by, lim, true)
}

// loopCompare returns the compare loop l's test block branches on and its
// predicate read as the condition to go on looping.
func (n *Nest) loopCompare(l *Loop, test int) (*ir.InstICmp, enum.IPred, bool) {
	f := n.Graph.Func
	br, ok := f.Blocks[test].Term.TermIR.(*ir.TermCondBr)
	if !ok {
		return nil, 0, false
	}
	cmp, ok := stripIntCasts(br.Cond).(*ir.InstICmp)
	if !ok {
		return nil, 0, false
	}
	pred := cmp.Pred
	if !l.set[f.BlockOf(br.TargetTrue.(*ir.Block)).Index] {
		pred = negate(pred)
	}
	return cmp, pred, true
}

// towards turns p, the probability that block b branches to block to,
// into the probability of b's first successor.
func (n *Nest) towards(b, to int, p string) string {
	if n.Graph.Succs[b][0] == to {
		return p
	}
	return "1 - " + p
}

// lessThan reports whether p is "<", signed or unsigned: counters and
// sizes are not negative, so the two agree (size_t loops compare
// unsigned).
func lessThan(p enum.IPred) bool { return p == enum.IPredSLT || p == enum.IPredULT }

// succProb turns the exit probability of loop l at its test block b into
// the probability of b's first successor.
func (n *Nest) succProb(b int, l *Loop, exit string) string {
	if l.Contains(n.Graph.Succs[b][0]) {
		return "1 - " + exit
	}
	return exit
}

// tileLoop recognises l as a tile of a stride of an enclosing loop and
// records the probabilities of its tests. n is the nest itself; v, the
// view that evaluates the strides' counters.
func (v *Nest) tileLoop(n *Nest, l *Loop) {
	f := n.Graph.Func
	test := n.findTest(l)
	if test < 0 || containsInt(l.Latches, test) || !n.Graph.Dominates(l.Header, test) {
		return
	}
	if !n.EveryIteration(l, test) {
		return
	}
	br, ok := f.Blocks[test].Term.TermIR.(*ir.TermCondBr)
	if !ok {
		return
	}
	exitOnTrue := !l.set[f.BlockOf(br.TargetTrue.(*ir.Block)).Index]
	if exitOnTrue {
		return
	}
	// The conditions under which the loop goes on: one compare, or the two
	// of a conjunction (-O0's phi of i1 behind a first branch).
	var conds []*ir.InstICmp
	first := -1 // the block of a conjunction's first branch
	switch c := stripIntCasts(br.Cond).(type) {
	case *ir.InstICmp:
		conds = []*ir.InstICmp{c}
	case *ir.InstPhi:
		c1, c2, hb, ok := n.conjunction(l, test, c)
		if !ok {
			return
		}
		conds, first = []*ir.InstICmp{c1, c2}, hb
	case *ir.InstAnd:
		c1, ok1 := stripIntCasts(c.X).(*ir.InstICmp)
		c2, ok2 := stripIntCasts(c.Y).(*ir.InstICmp)
		if !ok1 || !ok2 {
			return
		}
		conds = []*ir.InstICmp{c1, c2}
	case *ir.InstSelect: // c1 ? c2 : false, -O2's &&
		c1, ok1 := stripIntCasts(c.Cond).(*ir.InstICmp)
		c2, ok2 := stripIntCasts(c.ValueTrue).(*ir.InstICmp)
		if k, ok := intConst(c.ValueFalse); !ok1 || !ok2 || !ok || k != 0 {
			return
		}
		conds = []*ir.InstICmp{c1, c2}
	default:
		return
	}
	// Each compare is counter < limit with the counter first, both signed
	// or both unsigned (read modulo 2^bits).
	var iv *IndVar
	var limits []value.Value
	bits := -1
	for _, c := range conds {
		if !lessThan(c.Pred) {
			return
		}
		w := 0
		if c.Pred == enum.IPredULT {
			w = intBits(c.X.Type())
		}
		if bits >= 0 && w != bits {
			return
		}
		bits = w
		x := v.ivOf(l, c.X)
		if x == nil || v.lastOff != 0 || (iv != nil && x.Slot != iv.Slot) {
			return
		}
		iv = x
		limits = append(limits, c.Y)
	}
	if iv.Step != 1 || iv.Init == nil {
		return
	}
	if len(limits) == 1 {
		a, b, ok := v.minOf(f, limits[0], 0)
		if !ok {
			return
		}
		limits = []value.Value{a, b}
	}
	// The stride whose counter the tile starts at.
	var s *stride
	for p := l.Parent; p != nil; p = p.Parent {
		if ps := n.tile.strides[p]; ps != nil && iv.Init.Sub(poly.Sym(ps.sym)).Lua() == "0" {
			s = ps
			break
		}
	}
	if s == nil {
		v.minLoop(n, l, iv, limits, test, first, bits)
		return
	}
	if !s.rectangular() || bits > 0 {
		return
	}
	edge := poly.Sym(s.sym).Add(s.step)
	var kinds []int // 0: the tile's edge, 1: the stride's bound
	for _, lim := range limits {
		p, ok := v.Env.symbolic(f, lim, v)
		switch {
		case !ok:
			return
		case p.Sub(edge).Lua() == "0":
			kinds = append(kinds, 0)
		case p.Sub(s.bound).Lua() == "0":
			kinds = append(kinds, 1)
		default:
			return
		}
	}
	if kinds[0] == kinds[1] {
		return
	}
	// Whatever runs between the stride and the tile must not depend on the
	// stride's counter.
	for q := l.Parent; q != s.loop; q = q.Parent {
		if !n.uniformIn(q, s) {
			return
		}
	}
	n.tile.tiles[l] = s
	if !s.rotated {
		n.tile.keep(l, iv, limits, 0)
	}
	T, span := s.trip(), s.span()
	n.tile.sites[test] = n.succProb(test, l, fmt.Sprintf("(%s)/math.max((%s) + (%s), 1)", T, T, span))
	if first >= 0 {
		// The first test of the conjunction stops the loop on every tile
		// whose own limit comes first or together: on the edge, every
		// full tile; on the bound, only the last.
		stops := fmt.Sprintf("math.min(math.floor((%s)/(%s)), %s)", span, s.stepLua(), T)
		if kinds[0] == 1 {
			stops = fmt.Sprintf("math.min(%s, 1)", T)
		}
		n.tile.sites[first] = n.towards(first, test, fmt.Sprintf("(%s)/math.max((%s) + (%s), 1)", stops, T, span))
	}
}

// minLoop derives a loop that runs to the smaller of two bounds of the
// inputs (i < n && i < m, i < min(n, m)) from a start of the inputs: its
// trip is max(min(n, m) - start, 0) on every entry. The first test of a
// conjunction stops it when the counter's last value reaches the first
// bound. With bits > 0 the compares are unsigned: each side is read
// modulo 2^bits (a bound n - 30 below 0 is the huge value it wraps to,
// and the other bound decides).
func (v *Nest) minLoop(n *Nest, l *Loop, iv *IndVar, limits []value.Value, test, first, bits int) {
	f := n.Graph.Func
	var ps []poly.Poly
	for _, lim := range limits {
		p, ok := v.Env.symbolic(f, lim, v)
		if !ok {
			return
		}
		ps = append(ps, p)
	}
	for _, p := range append(ps, iv.Init) {
		for _, x := range p.Syms() {
			if IsCounterSym(x) {
				return
			}
		}
	}
	a, b, i0 := ps[0].Lua(), ps[1].Lua(), iv.Init.Lua()
	if bits > 0 {
		unsigned := func(x string) string {
			if k, err := strconv.ParseFloat(x, 64); err == nil && k >= 0 {
				return x
			}
			return fmt.Sprintf("((%s) >= 0 and (%s) or 2^%d + (%s))", x, x, bits, x)
		}
		a, b, i0 = unsigned(a), unsigned(b), unsigned(i0)
	}
	T := fmt.Sprintf("math.max(math.min(%s, %s) - (%s), 0)", a, b, i0)
	n.tile.sites[test] = n.succProb(test, l, fmt.Sprintf("1/(%s + 1)", T))
	if first >= 0 {
		stops := fmt.Sprintf("(math.max(%s, math.min(%s, %s)) >= (%s) and 1 or 0)", i0, a, b, a)
		n.tile.sites[first] = n.towards(first, test, fmt.Sprintf("%s/(%s + 1)", stops, T))
	}
	n.tile.keep(l, iv, limits, bits)
}

// keep records the counter of l, compared by "<" with the two limits
// (unsigned in bits-bit integers when bits > 0), for keepCounters to give
// l.
func (ti *tileInfo) keep(l *Loop, iv *IndVar, limits []value.Value, bits int) {
	iv.Rel, iv.Off, iv.BoundValue, iv.Also, iv.UnsignedBits = "<", 0, limits[0], limits[1], bits
	ti.counters[l] = iv
}

// uniformIn reports whether loop q, between a stride s and a tile of it,
// runs the same number of times on every iteration of s: its own range
// reads no counter of s's loop or of the loops between.
func (n *Nest) uniformIn(q *Loop, s *stride) bool {
	if qs := n.tile.strides[q]; qs != nil && qs.rectangular() {
		return true
	}
	if ts := n.tile.tiles[q]; ts != nil && ts != s {
		return true
	}
	if q.Trip == nil || q.TripLua != "" && q.IV == nil {
		return false
	}
	for _, x := range q.Trip.Syms() {
		if IsCounterSym(x) {
			return false
		}
	}
	return true
}
