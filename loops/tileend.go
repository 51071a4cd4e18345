package loops

// The end of a tile: the bound that cuts a tile loop's counter at the
// next stride, written as a min() helper (a call at -O0, a select or
// llvm.smin once inlined), a local set by a conditional, or a conjunction
// of two compares.

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// conjunction reads the -O0 form of c1 && c2 as a loop's test: the test
// block branches on phi [false, h], [c2, r], where h branches on c1 to r
// or to the test block and r falls through to it. It returns the two
// compares and h.
func (n *Nest) conjunction(l *Loop, test int, phi *ir.InstPhi) (c1, c2 *ir.InstICmp, h int, ok bool) {
	f := n.Graph.Func
	if len(phi.Incs) != 2 || !inBlock(f.Blocks[test].IR, phi) {
		return nil, nil, 0, false
	}
	var hb, rb *irreader.Block
	var rv value.Value
	for _, inc := range phi.Incs {
		pb := f.BlockOf(inc.Pred.(*ir.Block))
		if k, isConst := intConst(inc.X); isConst && k == 0 {
			hb = pb
		} else {
			rb, rv = pb, inc.X
		}
	}
	if hb == nil || rb == nil || !l.set[hb.Index] || !l.set[rb.Index] {
		return nil, nil, 0, false
	}
	hbr, ok1 := hb.Term.TermIR.(*ir.TermCondBr)
	if _, ok := rb.Term.TermIR.(*ir.TermBr); !ok || !ok1 {
		return nil, nil, 0, false
	}
	if f.BlockOf(hbr.TargetTrue.(*ir.Block)) != rb || f.BlockOf(hbr.TargetFalse.(*ir.Block)).Index != test {
		return nil, nil, 0, false
	}
	c1, ok1 = stripIntCasts(hbr.Cond).(*ir.InstICmp)
	c2, ok2 := stripIntCasts(rv).(*ir.InstICmp)
	if !ok1 || !ok2 {
		return nil, nil, 0, false
	}
	return c1, c2, hb.Index, true
}

// strideCond derives a branch whose condition compares a stride's counter
// plus a value of the inputs with another (the tile's end as a local, ie =
// ii + bs < n ? ii + bs : n): the number of the stride's iterations where
// it holds, over its trip. The branch must run once on every iteration of
// the innermost loop holding it, itself a stride.
func (v *Nest) strideCond(n *Nest, b int) (string, bool) {
	f := n.Graph.Func
	l := n.Innermost[b]
	if l == nil {
		return "", false
	}
	s := n.tile.strides[l]
	if s == nil || s.constStep || !s.rectangular() || b == l.Test {
		return "", false
	}
	if !n.EveryIteration(l, b) {
		return "", false
	}
	br, ok := f.Blocks[b].Term.TermIR.(*ir.TermCondBr)
	if !ok {
		return "", false
	}
	cmp, ok := stripIntCasts(br.Cond).(*ir.InstICmp)
	if !ok {
		return "", false
	}
	x, ok1 := v.Env.symbolic(f, cmp.X, v)
	y, ok2 := v.Env.symbolic(f, cmp.Y, v)
	if !ok1 || !ok2 {
		return "", false
	}
	pred := cmp.Pred
	if !x.Has(s.sym) {
		x, y, pred = y, x, swap(pred)
	}
	// x = counter + d with d and y free of counters.
	d := x.Sub(poly.Sym(s.sym))
	for _, p := range []poly.Poly{d, y} {
		for _, sy := range p.Syms() {
			if IsCounterSym(sy) {
				return "", false
			}
		}
	}
	// Iterations k in [0, T) with init + k*step + d pred y.
	T := s.trip()
	room := y.Sub(d).Sub(s.init).Lua()
	lt := fmt.Sprintf("math.min(math.max(math.ceil((%s)/(%s)), 0), %s)", room, s.stepLua(), T)
	le := fmt.Sprintf("math.min(math.max(math.floor((%s)/(%s)) + 1, 0), %s)", room, s.stepLua(), T)
	var holds string
	switch pred {
	case enum.IPredSLT:
		holds = lt
	case enum.IPredSLE:
		holds = le
	case enum.IPredSGE:
		holds = fmt.Sprintf("%s - %s", T, lt)
	case enum.IPredSGT:
		holds = fmt.Sprintf("%s - %s", T, le)
	default:
		return "", false
	}
	return fmt.Sprintf("(%s)/math.max(%s, 1)", holds, T), true
}

// minOf reads v as the smaller of two values: a select of the two on
// their compare, llvm.smin, a phi joining them after a branch on their
// compare (-O0's a < b ? a : b, also through a local it is stored in),
// or a call of a defined function that returns such a min of two of its
// parameters (a min() helper at -O0).
func (n *Nest) minOf(f *irreader.Func, v value.Value, depth int) (a, b value.Value, ok bool) {
	if depth > 4 {
		return nil, nil, false
	}
	v = n.storedValue(f, stripIntCasts(v))
	pick := func(c *ir.InstICmp, onTrue, onFalse value.Value) (value.Value, value.Value, bool) {
		switch c.Pred {
		case enum.IPredSLT, enum.IPredSLE, enum.IPredULT, enum.IPredULE:
			if n.same(f, onTrue, c.X) && n.same(f, onFalse, c.Y) {
				return onTrue, onFalse, true
			}
		case enum.IPredSGT, enum.IPredSGE, enum.IPredUGT, enum.IPredUGE:
			if n.same(f, onTrue, c.Y) && n.same(f, onFalse, c.X) {
				return onTrue, onFalse, true
			}
		}
		return nil, nil, false
	}
	switch x := v.(type) {
	case *ir.InstLoad:
		// C++'s std::min(const T&, const T&) at -O0: the value loaded
		// through the reference it returns.
		if c, ok := x.Src.(*ir.InstCall); ok {
			if pa, pb, ok := n.refMin(c); ok {
				return &ir.InstLoad{ElemType: x.ElemType, Src: pa}, &ir.InstLoad{ElemType: x.ElemType, Src: pb}, true
			}
		}
	case *ir.InstSelect:
		if c, ok := stripIntCasts(x.Cond).(*ir.InstICmp); ok {
			return pick(c, x.ValueTrue, x.ValueFalse)
		}
	case *ir.InstCall:
		callee, ok := x.Callee.(*ir.Func)
		if !ok {
			return nil, nil, false
		}
		if strings.HasPrefix(callee.Name(), "llvm.smin.") || strings.HasPrefix(callee.Name(), "llvm.umin.") {
			return x.Args[0], x.Args[1], true
		}
		cf := n.Env.Module.Func(callee.Name())
		ret := onlyReturn(callee)
		if cf == nil || ret == nil {
			return nil, nil, false
		}
		ra, rb, ok := n.minOf(cf, ret, depth+1)
		if !ok {
			return nil, nil, false
		}
		pa, ok1 := n.storedValue(cf, stripIntCasts(ra)).(*ir.Param)
		pb, ok2 := n.storedValue(cf, stripIntCasts(rb)).(*ir.Param)
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		ia, ib := paramIndex(callee, pa), paramIndex(callee, pb)
		if ia < 0 || ib < 0 || ia >= len(x.Args) || ib >= len(x.Args) {
			return nil, nil, false
		}
		return x.Args[ia], x.Args[ib], true
	case *ir.InstPhi:
		if len(x.Incs) != 2 {
			return nil, nil, false
		}
		c, onTrue, onFalse, ok := n.diamond(f, x)
		if !ok {
			return nil, nil, false
		}
		return pick(c, onTrue, onFalse)
	}
	return nil, nil, false
}

// refMin reads a call of a defined function that returns the one of its
// two reference parameters whose value is smaller (std::min at -O0: the
// pointers compared through, the chosen one stored in the return slot
// on each arm of the branch) and returns the call's two arguments: the
// smaller value is the smaller of what they point to.
func (n *Nest) refMin(c *ir.InstCall) (value.Value, value.Value, bool) {
	callee, ok := c.Callee.(*ir.Func)
	if !ok || len(callee.Blocks) == 0 || len(c.Args) != len(callee.Params) {
		return nil, nil, false
	}
	cf := n.Env.Module.Func(callee.Name())
	if cf == nil {
		return nil, nil, false
	}
	slot, ok := onlyReturn(callee).(*ir.InstLoad)
	if !ok {
		return nil, nil, false
	}
	al, ok := slot.Src.(*ir.InstAlloca)
	if !ok {
		return nil, nil, false
	}
	// The return slot's two stores, one on each arm of a branch on a
	// compare of what the parameters point to.
	var stores []*ir.InstStore
	var blocks []*irreader.Block
	for _, b := range cf.Blocks {
		for _, in := range b.IR.Insts {
			if st, ok := in.(*ir.InstStore); ok && st.Dst == value.Value(al) {
				stores, blocks = append(stores, st), append(blocks, b)
			}
		}
	}
	if len(stores) != 2 {
		return nil, nil, false
	}
	pa, pb := predsOf(cf, blocks[0]), predsOf(cf, blocks[1])
	if len(pa) != 1 || len(pb) != 1 || pa[0] != pb[0] {
		return nil, nil, false
	}
	br, ok := pa[0].Term.TermIR.(*ir.TermCondBr)
	if !ok {
		return nil, nil, false
	}
	cmp, ok := br.Cond.(*ir.InstICmp)
	if !ok {
		return nil, nil, false
	}
	onTrue, onFalse := stores[0].Src, stores[1].Src
	if cf.BlockOf(br.TargetTrue.(*ir.Block)) != blocks[0] {
		onTrue, onFalse = onFalse, onTrue
	}
	// param reads a pointer (a spilled parameter) back to its parameter.
	param := func(v value.Value) int {
		if p, ok := n.storedValue(cf, v).(*ir.Param); ok {
			return paramIndex(callee, p)
		}
		return -1
	}
	deref := func(v value.Value) int {
		if ld, ok := v.(*ir.InstLoad); ok {
			return param(ld.Src)
		}
		return -1
	}
	t, f, x, y := param(onTrue), param(onFalse), deref(cmp.X), deref(cmp.Y)
	if t < 0 || f < 0 || x < 0 || y < 0 || t == f {
		return nil, nil, false
	}
	switch cmp.Pred {
	case enum.IPredSLT, enum.IPredSLE, enum.IPredULT, enum.IPredULE:
		if t == x && f == y {
			return stripArg(c.Args[t]), stripArg(c.Args[f]), true
		}
	case enum.IPredSGT, enum.IPredSGE, enum.IPredUGT, enum.IPredUGE:
		if t == y && f == x {
			return stripArg(c.Args[t]), stripArg(c.Args[f]), true
		}
	}
	return nil, nil, false
}

// onlyReturn returns the value fn returns at its one return, nil when it
// has none or several.
func onlyReturn(fn *ir.Func) value.Value {
	var ret value.Value
	for _, blk := range fn.Blocks {
		if r, ok := blk.Term.(*ir.TermRet); ok && r.X != nil {
			if ret != nil {
				return nil
			}
			ret = r.X
		}
	}
	return ret
}

// diamond reads a two-way phi as the join of a branch on a compare: the
// compare, the value from the true side and from the false side.
func (n *Nest) diamond(f *irreader.Func, phi *ir.InstPhi) (c *ir.InstICmp, onTrue, onFalse value.Value, ok bool) {
	join := phiBlock(f, phi)
	if join == nil {
		return nil, nil, nil, false
	}
	// The branch is the nearest block every way into the join passes.
	var top *irreader.Block
	p0 := f.BlockOf(phi.Incs[0].Pred.(*ir.Block))
	p1 := f.BlockOf(phi.Incs[1].Pred.(*ir.Block))
	for _, cand := range []*irreader.Block{p0, p1} {
		for _, pp := range predsOf(f, cand) {
			if pp == p0 || pp == p1 {
				top = pp
			}
		}
	}
	if top == nil {
		// Both arms are blocks of their own under one branch.
		a, b := predsOf(f, p0), predsOf(f, p1)
		if len(a) != 1 || len(b) != 1 || a[0] != b[0] {
			return nil, nil, nil, false
		}
		top = a[0]
	}
	br, ok := top.Term.TermIR.(*ir.TermCondBr)
	if !ok {
		return nil, nil, nil, false
	}
	c, ok = stripIntCasts(br.Cond).(*ir.InstICmp)
	if !ok {
		return nil, nil, nil, false
	}
	tt := f.BlockOf(br.TargetTrue.(*ir.Block))
	tf := f.BlockOf(br.TargetFalse.(*ir.Block))
	for _, inc := range phi.Incs {
		pb := f.BlockOf(inc.Pred.(*ir.Block))
		switch {
		case pb == tt || pb == top && tt == join:
			onTrue = inc.X
		case pb == tf || pb == top && tf == join:
			onFalse = inc.X
		}
	}
	return c, onTrue, onFalse, onTrue != nil && onFalse != nil
}

// phiBlock returns the block holding phi.
func phiBlock(f *irreader.Func, phi *ir.InstPhi) *irreader.Block {
	for _, b := range f.Blocks {
		if inBlock(b.IR, phi) {
			return b
		}
	}
	return nil
}

// storedValue follows v, a load of a local stored exactly once (a spilled
// parameter, a local set once in a loop's body), to the value stored.
func (n *Nest) storedValue(f *irreader.Func, v value.Value) value.Value {
	for i := 0; i < maxDepth; i++ {
		ld, ok := v.(*ir.InstLoad)
		if !ok {
			return v
		}
		al, ok := ld.Src.(*ir.InstAlloca)
		if !ok {
			return v
		}
		st := f.SingleStore(al)
		if st == nil || n.Env.useOf(f, al) > usePreserved {
			return v
		}
		v = stripIntCasts(st.Src)
	}
	return v
}

// same reports whether x and y compute one value: the same value, loads of
// one local, constants alike, or one operation of operands that are the
// same (-O0 computes ii + bs again in each arm of a conditional).
func (n *Nest) same(f *irreader.Func, x, y value.Value) bool {
	return n.sameDepth(f, x, y, 0)
}

func (n *Nest) sameDepth(f *irreader.Func, x, y value.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	x, y = n.storedValue(f, stripIntCasts(x)), n.storedValue(f, stripIntCasts(y))
	if x == y {
		return true
	}
	if a, ok := intConst(x); ok {
		b, ok := intConst(y)
		return ok && a == b
	}
	switch a := x.(type) {
	case *ir.InstLoad:
		b, ok := y.(*ir.InstLoad)
		return ok && a.Src == b.Src
	case *ir.InstAdd:
		b, ok := y.(*ir.InstAdd)
		return ok && (n.sameDepth(f, a.X, b.X, depth+1) && n.sameDepth(f, a.Y, b.Y, depth+1) ||
			n.sameDepth(f, a.X, b.Y, depth+1) && n.sameDepth(f, a.Y, b.X, depth+1))
	case *ir.InstSub:
		b, ok := y.(*ir.InstSub)
		return ok && n.sameDepth(f, a.X, b.X, depth+1) && n.sameDepth(f, a.Y, b.Y, depth+1)
	case *ir.InstMul:
		b, ok := y.(*ir.InstMul)
		return ok && (n.sameDepth(f, a.X, b.X, depth+1) && n.sameDepth(f, a.Y, b.Y, depth+1) ||
			n.sameDepth(f, a.X, b.Y, depth+1) && n.sameDepth(f, a.Y, b.X, depth+1))
	}
	return false
}

// predsOf returns the predecessors of b in f.
func predsOf(f *irreader.Func, b *irreader.Block) []*irreader.Block {
	var out []*irreader.Block
	for _, p := range f.Blocks {
		for _, s := range p.Succs() {
			if s == b {
				out = append(out, p)
				break
			}
		}
	}
	return out
}
