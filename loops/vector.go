package loops

// Exact probabilities for the loops clang -O2 vectorises, unrolls and
// versions, whatever their value names: the shapes are recognised from
// compares, constants, phis and the CFG, never from names.
//
// One iteration of a loop (or one call of the function) runs an acyclic
// region: the loop's own blocks, with each inner loop collapsed to one node
// that is entered and left once. Inside a region every block is reached
// under a condition on the parameters and the iteration numbers k_<id> of
// the enclosing loops, and every integer value is a quasi-polynomial
// (quasi.go) of them: a header phi stepping by s is init + s·k, a phi at a
// join takes its value from the edge the condition says was taken, and a
// value leaving a loop is its value at the last iteration. A loop's trip
// count comes from its exit compare, linear in its iteration number:
//
//	entry:            n > 0 ? ph : exit
//	ph:               n < 4 ? scalar.ph : vector.ph        (min.iters.check)
//	vector.memcheck:  a, b overlap ? scalar.ph : vector.ph  (assumed to pass)
//	vector.body:      index = 4k; exit when index + 4 == 4⌊n/4⌋: ⌊n/4⌋ trips
//	middle.block:     4⌊n/4⌋ == n ? exit : scalar.ph        (cmp.n)
//	scalar.ph:        i0 = (n >= 4 ? 4⌊n/4⌋ : 0)
//	scalar loop:      i = i0 + k; exit when i + 1 == n: n - i0 trips
//
// The unroller's remainders are the same: a prologue or epilogue counting
// xtraiter = n & (U-1) = n mod U iterations, a main loop of (n - n mod U)/U,
// the guard "n - 1 < U - 1" that skips it. A branch's probability is then
// the number of times it is taken over the number of times its block runs,
// summed over the iteration spaces of the enclosing loops: in closed form
// when nothing depends on an iteration number (the ratio is that of one
// iteration) or the sum is a polynomial (Faulhaber), else as a Lua loop.
//
// The vectoriser's and loop versioning's runtime checks (vector.memcheck,
// vector.scevcheck, .lver.check: do the arrays overlap, would a narrow
// counter wrap) compare pointers, complements (~o <u n-1) or the largest
// value of a narrow type, or test overflow flags. They are derived as
// passing — the arrays do not overlap, no counter wraps — when the check's
// true successor is the fallback: its false successor reaches a loop, or
// a block of vector instructions, that the true one cannot (the vector or
// versioned loop). The check's site says so in its hint, and every count
// below it rests on the assumption. A check whose compares the parameters
// decide (n - 1 >u 4294967290 once o = 5 is inlined) is evaluated. A
// branch whose condition is such a check or depends on parameters only is
// derived even where whether its block runs depends on data (behind an
// allocation's error exit): it decides the same way each time the block
// runs.
//
// An invoke goes to its normal successor (the landing pad is the unwind
// heuristic's, stated as an assumption of the invoke's own site). A pointer
// against null is decided where the pointer is a block operator new
// returns (nonnull), a local, a global, null, or a phi of them: a vector's
// storage, null on the path where it stays empty.
//
// Values are taken as the integers they stand for: sign and zero
// extensions and truncations are ignored, lshr and udiv are floor
// divisions, unsigned compares compare the numbers (a negative constant is
// 2^w + c). That is exact where the guards that dominate them hold, which
// is where the counts matter.

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/heuristic"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"

	"github.com/reusescope/reusescope/cfg"
)

// checkHint is the hint of a runtime check derived as passing.
const checkHint = "assumes the runtime check passes (vectoriser or loop versioning: the arrays do not overlap and no counter wraps); if they may alias, measure with --from-run"

// pathEval evaluates the regions of one nest.
type pathEval struct {
	n       *Nest
	q       *poly.Quasi
	def     map[value.Value]int // defining block of each instruction
	vals    map[value.Value]poly.Poly
	why     map[value.Value]string
	busy    map[value.Value]bool
	regions map[*Loop]*region // nil: the function body
	trips   map[*Loop]*loopTrip
	brs     map[int]*branch
	assumed map[value.Value]bool // runtime checks' compares, false: the checks pass
	returns []bool               // blocks from which a return is reachable (nil until needed)
}

// loopTrip is what one entry of a loop does.
type loopTrip struct {
	trip   poly.Poly // iterations of its body
	visits poly.Poly // runs of its exit test: trip, or trip+1 when tested at the top
	test   int
	why    string // trip is nil
}

// branch is the evaluated terminator of a block.
type branch struct {
	cond    *poly.Cond // CondBr: the condition; nil if unknown
	check   bool       // a runtime check derived as passing
	why     string
	swVal   poly.Poly // switch: the value, nil if unknown
	swCases []poly.Poly
}

// region is one iteration of a loop, or one call of the function.
type region struct {
	loop  *Loop
	nodes []*rnode // topological
	entry *rnode
	block map[int]*rnode
	child map[*Loop]*rnode
}

// rnode is a block of the region, or one of its inner loops collapsed.
type rnode struct {
	block int   // -1 for a loop
	loop  *Loop // the collapsed inner loop
	pos   int
	out   []*redge // leave: to == nil (a back edge or an exit of the region)
	in    []*redge
	idom  *rnode
	reach *poly.Cond
	state int // 0 new, 1 computing, 2 done
}

// redge is an edge of the region's DAG.
type redge struct {
	from, to *rnode
	src      int // the block whose terminator makes the edge; -1: every exit of a collapsed loop
	succ     int // index into Succs[src]
	cond     *poly.Cond
	done     bool
}

func newPathEval(n *Nest) *pathEval {
	pe := &pathEval{n: n, q: poly.NewQuasi(), def: map[value.Value]int{}, vals: map[value.Value]poly.Poly{},
		why: map[value.Value]string{}, busy: map[value.Value]bool{}, regions: map[*Loop]*region{},
		trips: map[*Loop]*loopTrip{}, brs: map[int]*branch{}, assumed: map[value.Value]bool{}}
	for _, b := range n.Graph.Func.Blocks {
		for _, in := range b.IR.Insts {
			if v, ok := in.(value.Value); ok {
				pe.def[v] = b.Index
			}
		}
	}
	pe.findChecks()
	return pe
}

func iterSym(l *Loop) string { return fmt.Sprintf("k_%d", l.ID) }

// pathSiteValues fills the sites of out that have no value with what the
// region evaluation derives.
func (n *Nest) pathSiteValues(out map[*cfg.Site]SiteValue) {
	var pe *pathEval
	for _, s := range n.Graph.Sites {
		if out[s].Expr != "" && !n.regionIsBetter(s) {
			continue
		}
		if pe == nil {
			pe = newPathEval(n)
		}
		if v, why := pe.siteValue(s); why == "" {
			out[s] = v
		}
	}
}

// regionIsBetter reports whether site s is the test of a loop whose
// polynomial trip count (exitProb) is not exact where the region
// evaluation is:
//
//   - a bottom-tested loop whose trip depends on an enclosing counter:
//     exitProb counts an entry for every enclosing iteration, but -O2's
//     guard skips the loop where the trip would be 0 (j from i+1 to n at
//     i = n-1);
//   - a counter stepping by more than 1 towards a bound that is not
//     constant: (b - x0 + s - 1)/s approximates ⌈(b - x0)/s⌉.
func (n *Nest) regionIsBetter(s *cfg.Site) bool {
	l := n.testedLoop(s.Block)
	if l == nil || l.Trip == nil {
		return false
	}
	if _, ok := l.Trip.IsConst(); !ok && l.IV != nil && l.IV.Rel != "!=" && (l.IV.Step > 1 || l.IV.Step < -1) {
		return true
	}
	if l.TopTested {
		return false
	}
	for p := l.Parent; p != nil; p = p.Parent {
		if p.IV != nil && l.Trip.Has(p.IV.Sym) {
			return true
		}
	}
	return false
}

// maxExprLen keeps derived values within the probability template's limit
// on one value (probs' maxExprBytes, 4096 bytes).
const maxExprLen = 4000

// count is ite(c, v, 0) in the context of one region iteration.
type count struct {
	c *poly.Cond
	v poly.Poly
}

// siteValue derives the probability of site s, or says why it cannot.
func (pe *pathEval) siteValue(s *cfg.Site) (SiteValue, string) {
	n := pe.n
	g := n.Graph
	b := s.Block
	L := n.Innermost[b]
	q := pe.q
	var num, den count
	exitSucc := -1
	ctx := L
	if L != nil {
		if t := pe.trip(L); t.trip != nil && t.test == b && s.Kind == cfg.CondBr {
			exitSucc = 0
			if L.Contains(g.Succs[b][0]) {
				exitSucc = 1
			}
			ent := pe.entered(L)
			if ent == nil {
				return SiteValue{}, "whether " + n.Describe(L) + " is entered is unknown"
			}
			num, den = count{ent, poly.Const(1)}, count{ent, t.visits}
			ctx = L.Parent
		}
	}
	if _, ok := g.Func.Blocks[b].Term.TermIR.(*ir.TermInvoke); ok {
		// Whether the call throws is the unwind heuristic's assumption,
		// stated as such (succCond takes it for the blocks below).
		return SiteValue{}, "an invoke's landing pad: the probability that the call throws"
	}
	if exitSucc < 0 {
		r := pe.region(L)
		node := r.block[b]
		if node == nil {
			return SiteValue{}, "the block is in no region"
		}
		reach := pe.reach(r, node)
		var e *poly.Cond
		for _, ed := range node.out {
			if ed.src == b && ed.succ == s.Succ {
				e = pe.ownCond(ed)
			}
		}
		if e == nil {
			return SiteValue{}, "the condition depends on data: " + pe.branch(b).why
		}
		if reach == nil {
			// Whether the block runs depends on data (it lies behind an
			// error exit): a condition on parameters only, or a runtime
			// check derived as passing, still decides the branch each
			// time the block runs.
			for sym := range q.CondSyms(e) {
				if IsCounterSym(sym) {
					return SiteValue{}, "whether the block runs depends on data"
				}
			}
			reach = poly.True
		}
		num, den = count{q.And(reach, e), poly.Const(1)}, count{reach, poly.Const(1)}
	}
	p, why := pe.liftedRatio(ctx, num, den, exitSucc >= 0)
	if len(p) > maxExprLen && why == "" {
		// The closed forms can be longer than the sums they replace.
		pe.q.Loops = true
		p, why = pe.liftedRatio(ctx, num, den, exitSucc >= 0)
		pe.q.Loops = false
	}
	if why != "" {
		return SiteValue{}, why
	}
	if exitSucc >= 0 && s.Succ != exitSucc {
		p = oneMinus(p)
	}
	if len(p) > maxExprLen || strings.Contains(p, "--") {
		return SiteValue{}, fmt.Sprintf("the derived expression is too long (%d bytes)", len(p))
	}
	v := SiteValue{Expr: p}
	if br := pe.branch(b); br.check {
		v.Hint = checkHint
	}
	return v, ""
}

// liftedRatio sums the counts of one iteration of region ctx over the
// enclosing loops that they depend on, and renders their ratio.
func (pe *pathEval) liftedRatio(ctx *Loop, num, den count, exit bool) (string, string) {
	for A := ctx; A != nil && (pe.hasIter(num) || pe.hasIter(den)); A = A.Parent {
		var why string
		if num, den, why = pe.lift(A, num, den); why != "" {
			return "", why
		}
	}
	if pe.hasIter(num) || pe.hasIter(den) || num.c == nil || den.c == nil {
		return "", "the counts depend on data"
	}
	return pe.ratio(num, den, exit), ""
}

// oneMinus returns the Lua expression 1 - p.
func oneMinus(p string) string {
	switch p {
	case "0":
		return "1"
	case "1":
		return "0"
	}
	return "1 - (" + p + ")"
}

// hasIter reports whether c depends on an iteration number.
func (pe *pathEval) hasIter(c count) bool {
	if c.c == nil {
		return false
	}
	for s := range pe.q.FreeSyms(c.v) {
		if isIterSym(s) {
			return true
		}
	}
	for s := range pe.q.CondSyms(c.c) {
		if isIterSym(s) {
			return true
		}
	}
	return false
}

// lift turns counts per iteration of loop A into counts per iteration of
// A's parent region: summed over A's iterations, or, when neither depends
// on A's iteration number, left as they are (the trip count cancels in
// the ratio), in both cases only where A is entered.
func (pe *pathEval) lift(A *Loop, num, den count) (count, count, string) {
	q := pe.q
	k := iterSym(A)
	ent := pe.entered(A)
	if ent == nil {
		return num, den, "whether " + pe.n.Describe(A) + " is entered is unknown"
	}
	dep := func(c count) bool { return q.DependsOn(c.v, k) || q.CondSyms(c.c)[k] }
	t := pe.trip(A)
	if !dep(num) && !dep(den) {
		// Each iteration counts the same: the trip count is a common
		// factor, which cancels in the ratio unless it varies with an
		// enclosing iteration.
		if t.trip == nil && (pe.hasIter(num) || pe.hasIter(den)) {
			return num, den, "the trip count of " + pe.n.Describe(A) + " is unknown: " + t.why
		}
		if t.trip == nil || !pe.hasIter(count{poly.True, t.trip}) {
			return count{q.And(num.c, ent), num.v}, count{q.And(den.c, ent), den.v}, ""
		}
		return count{q.And(num.c, ent), num.v.Mul(t.trip)}, count{q.And(den.c, ent), den.v.Mul(t.trip)}, ""
	}
	if t.trip == nil {
		return num, den, "the trip count of " + pe.n.Describe(A) + " is unknown: " + t.why
	}
	sum := func(c count) count {
		if !q.CondSyms(c.c)[k] {
			return count{q.And(c.c, ent), q.Sum(k, t.trip, c.v, true)}
		}
		return count{ent, q.SumCond(k, t.trip, c.c, c.v)}
	}
	return sum(num), sum(den), ""
}

// ratio renders num/den where den's condition holds. An exit's ratio is 1
// where its block never runs, any other 0.
func (pe *pathEval) ratio(num, den count, exit bool) string {
	q := pe.q
	c := q.Given(num.c, []*poly.Cond{den.c})
	var r string
	a, b := q.Tidy(num.v, []*poly.Cond{num.c}), q.Tidy(den.v, []*poly.Cond{den.c})
	switch bc, bok := b.IsConst(); {
	case c.Op() == poly.CondFalse:
		return "0"
	case a.Sub(b).Lua() == "0":
		r = "1"
	case bok && bc == 1:
		r = q.Lua(a)
	case bok && bc > 0:
		r = q.LuaFactor(a) + "/" + poly.FormatNum(bc)
	case exit:
		if ac, ok := a.IsConst(); ok && ac == 1 {
			return "1/" + fmt.Sprintf("math.max(%s, 1)", q.Lua(b))
		}
		r = fmt.Sprintf("math.max(%s, 1)/math.max(%s, 1)", q.Lua(a), q.Lua(b))
	default:
		r = fmt.Sprintf("%s/math.max(%s, 1)", q.LuaFactor(a), q.Lua(b))
	}
	if c.Op() == poly.CondTrue {
		if den.c.Op() != poly.CondTrue && !isNumber(r) {
			def := "0"
			if exit {
				def = "1"
			}
			return fmt.Sprintf("(%s and %s or %s)", pe.condParen(den.c), r, def)
		}
		return r
	}
	if r == "1" {
		return q.Lua(q.Indicator(c))
	}
	return fmt.Sprintf("(%s and %s or 0)", pe.condParen(c), r)
}

func (pe *pathEval) condParen(c *poly.Cond) string {
	s := pe.q.CondLua(c)
	if c.Op() == poly.CondOr {
		return "(" + s + ")"
	}
	return s
}

func isNumber(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r == '/' || r == '.') {
			return false
		}
	}
	return true
}

// trip returns the trip count of l per entry.
func (pe *pathEval) trip(l *Loop) *loopTrip {
	if t := pe.trips[l]; t != nil {
		return t
	}
	t := &loopTrip{test: -1}
	pe.trips[l] = t
	t.why = pe.findTrip(l, t)
	return t
}

func (pe *pathEval) findTrip(l *Loop, t *loopTrip) string {
	n := pe.n
	g := n.Graph
	if len(l.Exiting) != 1 {
		return "the loop has several exits"
	}
	test := l.Exiting[0]
	if n.Innermost[test] != l {
		return "the loop exits from an inner loop"
	}
	outs := 0
	for _, s := range g.Succs[test] {
		if !l.Contains(s) {
			outs++
		}
	}
	br := pe.branch(test)
	if outs != 1 || len(g.Succs[test]) != 2 || br.cond == nil {
		return "the exit test is not a compare of parameters and counters"
	}
	r := pe.region(l)
	if reach := pe.reach(r, r.block[test]); reach == nil || reach.Op() != poly.CondTrue {
		return "the exit test does not run every iteration"
	}
	exit := br.cond
	if l.Contains(g.Succs[test][0]) {
		exit = pe.q.Not(exit)
	}
	first, why := pe.firstExit(l, exit)
	if why != "" {
		return why
	}
	top := test == l.Header && !containsInt(l.Latches, test)
	t.test = test
	if top {
		t.trip, t.visits = first, first.Add(poly.Const(1))
	} else {
		t.trip = first.Add(poly.Const(1))
		t.visits = t.trip
	}
	return ""
}

// firstExit returns the first iteration k >= 0 of l whose test exits: for
// one compare linear in k, and for an or of such compares (the exit of
// for (i = ii; i < ii + bs && i < n; i++)), the earliest of theirs.
func (pe *pathEval) firstExit(l *Loop, exit *poly.Cond) (poly.Poly, string) {
	q := pe.q
	if exit.Op() == poly.CondOr && len(exit.Args()) >= 2 {
		var first poly.Poly
		for _, c := range exit.Args() {
			f, why := pe.firstExit(l, c)
			if why != "" {
				return nil, why
			}
			if first == nil {
				first = f
			} else {
				first = q.Min(first, f)
			}
		}
		return first, ""
	}
	if exit.Op() != poly.CondCmp {
		return nil, "the exit condition is not one compare"
	}
	k := iterSym(l)
	cs := exit.Diff().Coeffs(k)
	if len(cs) != 2 {
		return nil, "the exit compare does not move with the iteration"
	}
	d0 := cs[0]
	step, ok := cs[1].IsConst()
	if !ok || step == 0 || q.DependsOn(d0, k) {
		return nil, "the exit compare is not linear in the iteration"
	}
	// first is the first iteration k >= 0 whose test exits.
	as := math.Abs(step)
	switch exit.Rel() {
	case "==":
		return d0.Scale(-1 / step), ""
	case "~=":
		return q.Ite(q.Cmp("~=", d0, poly.Poly{}), poly.Const(0), poly.Const(1)), ""
	case "<", "<=":
		if step > 0 {
			return nil, "the loop never exits"
		}
		off := 0.0
		if exit.Rel() == "<=" { // d0 - as·k <= 0 from k = ⌈d0/as⌉
			off = as - 1
		} else { // d0 - as·k < 0 from k = ⌊d0/as⌋ + 1
			off = as
		}
		if !d0.IsInt() || as != math.Trunc(as) {
			return nil, "the exit compare has fractions"
		}
		return q.Ite(q.Cmp(exit.Rel(), d0, poly.Poly{}), poly.Const(0), q.FloorDiv(d0.Add(poly.Const(off)), int64(as))), ""
	}
	return nil, "unsupported exit compare"
}

// entered returns the condition that l is entered in an iteration of its
// parent's region.
func (pe *pathEval) entered(l *Loop) *poly.Cond {
	r := pe.region(l.Parent)
	node := r.child[l]
	if node == nil {
		return nil
	}
	return pe.reach(r, node)
}

// region builds the region of one iteration of l (nil: the function).
func (pe *pathEval) region(l *Loop) *region {
	if r := pe.regions[l]; r != nil {
		return r
	}
	n := pe.n
	g := n.Graph
	r := &region{loop: l, block: map[int]*rnode{}, child: map[*Loop]*rnode{}}
	pe.regions[l] = r
	childOf := func(b int) *Loop {
		for x := n.Innermost[b]; x != nil; x = x.Parent {
			if x.Parent == l {
				return x
			}
		}
		return nil
	}
	nodeOf := func(b int) *rnode {
		if l != nil && !l.Contains(b) || l != nil && b == l.Header && r.entry != nil {
			return nil
		}
		if n.Innermost[b] == l {
			return r.block[b]
		}
		if c := childOf(b); c != nil {
			return r.child[c]
		}
		return nil
	}
	for _, b := range g.RPO() {
		switch in := n.Innermost[b]; {
		case in == l:
			nd := &rnode{block: b, pos: len(r.nodes)}
			r.block[b] = nd
			r.nodes = append(r.nodes, nd)
		case childOf(b) != nil && childOf(b).Header == b:
			nd := &rnode{block: -1, loop: childOf(b), pos: len(r.nodes)}
			r.child[nd.loop] = nd
			r.nodes = append(r.nodes, nd)
		}
	}
	if len(r.nodes) == 0 {
		return r
	}
	r.entry = r.nodes[0]
	link := func(from *rnode, src, succ int, to *rnode) {
		e := &redge{from: from, to: to, src: src, succ: succ}
		from.out = append(from.out, e)
		if to != nil {
			to.in = append(to.in, e)
		}
	}
	for _, nd := range r.nodes {
		if nd.loop == nil {
			for i, s := range g.Succs[nd.block] {
				link(nd, nd.block, i, nodeOf(s))
			}
			continue
		}
		c := nd.loop
		type exitEdge struct{ src, succ, to int }
		var exits []exitEdge
		for _, x := range c.Exiting {
			for i, s := range g.Succs[x] {
				if !c.Contains(s) {
					exits = append(exits, exitEdge{x, i, s})
				}
			}
		}
		same := len(exits) > 0
		for _, e := range exits {
			same = same && nodeOf(e.to) == nodeOf(exits[0].to)
		}
		if same {
			link(nd, -1, 0, nodeOf(exits[0].to))
			continue
		}
		for _, e := range exits {
			link(nd, e.src, e.succ, nodeOf(e.to))
		}
	}
	// Dominators of the DAG, in topological order.
	for _, nd := range r.nodes[1:] {
		var d *rnode
		for _, e := range nd.in {
			p := e.from
			if p != r.entry && p.idom == nil {
				continue // unreachable
			}
			if d == nil {
				d = p
				continue
			}
			for d != p {
				for d.pos > p.pos {
					d = d.idom
				}
				for p.pos > d.pos {
					p = p.idom
				}
			}
		}
		nd.idom = d
	}
	return r
}

// postdominates reports whether every path of the region from d passes
// through v.
func postdominates(v, d *rnode) bool {
	seen := map[*rnode]bool{}
	var walk func(x *rnode) bool // reports whether x can avoid v
	walk = func(x *rnode) bool {
		if x == v {
			return false
		}
		if seen[x] {
			return false
		}
		seen[x] = true
		if len(x.out) == 0 {
			return true // a return
		}
		for _, e := range x.out {
			if e.to == nil || walk(e.to) {
				return true
			}
		}
		return false
	}
	return !walk(d)
}

// reach returns the condition under which node runs in an iteration of
// the region, nil if unknown.
func (pe *pathEval) reach(r *region, nd *rnode) *poly.Cond {
	switch nd.state {
	case 2:
		return nd.reach
	case 1:
		return nil
	}
	nd.state = 1
	var c *poly.Cond
	switch {
	case nd == r.entry:
		c = poly.True
	case nd.idom == nil:
		c = nil // unreachable
	case postdominates(nd, nd.idom):
		c = pe.reach(r, nd.idom)
	default:
		var parts []*poly.Cond
		for _, e := range nd.in {
			p := pe.reach(r, e.from)
			ec := pe.edgeCond(e)
			if p == nil || ec == nil {
				parts = nil
				break
			}
			parts = append(parts, pe.q.And(p, ec))
		}
		if len(parts) > 0 {
			c = parts[0]
			for _, p := range parts[1:] {
				c = pe.q.Or(c, p)
			}
		}
	}
	nd.reach, nd.state = c, 2
	return c
}

// edgeCond returns the condition that the edge is taken when its source
// runs, nil if unknown.
func (pe *pathEval) edgeCond(e *redge) *poly.Cond {
	if e.done {
		return e.cond
	}
	e.done = true
	switch {
	case e.src < 0: // every exit of a collapsed loop
		e.cond = poly.True
	case e.from.loop != nil: // one of several exits
		// The only exit that returns (the others end the program:
		// exit(2) after a usage message) is taken when the loop ends.
		e.cond = nil
		if !pe.ends(e.src, e.succ) {
			alone := true
			for _, o := range e.from.out {
				if o != e && o.src >= 0 && !pe.ends(o.src, o.succ) {
					alone = false
				}
			}
			if alone {
				e.cond = poly.True
			}
		}
	default:
		e.cond = pe.succCond(e.src, e.succ)
		if e.cond == nil && !pe.ends(e.src, e.succ) {
			// A test whose other successors end the program or leave
			// main with an error (if (!f) { perror(...); return 1; }):
			// the work goes on past it. The test itself stays an
			// estimate (the error-exit heuristic says so).
			others := true
			for i := range pe.n.Graph.Succs[e.src] {
				if pe.n.Graph.Succs[e.src][i] != pe.n.Graph.Succs[e.src][e.succ] && !pe.ends(e.src, i) {
					others = false
				}
			}
			if others {
				e.cond = poly.True
			}
		}
	}
	return e.cond
}

// ownCond is the condition of edge e as its own branch decides it, without
// edgeCond's assumption that the work goes on past an error exit: the
// branch to the error exit stays an estimate.
func (pe *pathEval) ownCond(e *redge) *poly.Cond {
	if e.src < 0 || e.from.loop != nil {
		return pe.edgeCond(e)
	}
	return pe.succCond(e.src, e.succ)
}

// ends reports whether successor i of block b ends the work: no return is
// reachable from it, or it leaves main with a non-zero status.
func (pe *pathEval) ends(b, i int) bool {
	to := pe.n.Graph.Succs[b][i]
	return pe.deadEnd(to) || heuristic.ErrorExit(pe.n.Graph, b, to)
}

// deadEnd reports whether no return is reachable from block b: every path
// from it ends the program (exit, abort, a call that does not return).
func (pe *pathEval) deadEnd(b int) bool {
	g := pe.n.Graph
	if pe.returns == nil {
		pe.returns = make([]bool, len(g.Succs))
		var todo []int
		for i, blk := range g.Func.Blocks {
			switch blk.Term.TermIR.(type) {
			case *ir.TermRet, *ir.TermResume:
				pe.returns[i] = true
				todo = append(todo, i)
			}
		}
		for len(todo) > 0 {
			x := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			for _, p := range g.Preds[x] {
				if !pe.returns[p] {
					pe.returns[p] = true
					todo = append(todo, p)
				}
			}
		}
	}
	return b >= 0 && b < len(pe.returns) && !pe.returns[b]
}

// succCond returns the condition that block b's terminator goes to its
// successor number i.
func (pe *pathEval) succCond(b, i int) *poly.Cond {
	g := pe.n.Graph
	q := pe.q
	succs := g.Succs[b]
	if len(succs) == 1 {
		return poly.True
	}
	br := pe.branch(b)
	switch t := g.Func.Blocks[b].Term.TermIR.(type) {
	case *ir.TermCondBr:
		if br.cond == nil {
			return nil
		}
		if succs[0] == succs[1] {
			return poly.True
		}
		if i == 0 {
			return br.cond
		}
		return q.Not(br.cond)
	case *ir.TermInvoke:
		// Exceptions are not thrown: the assumption the unwind
		// heuristic makes of the invoke's own site, on which the counts
		// below it rest.
		if i == 0 {
			return poly.True
		}
		return poly.False
	case *ir.TermSwitch:
		if br.swVal == nil {
			return nil
		}
		if i == 0 { // default
			var cs []*poly.Cond
			for _, c := range br.swCases {
				cs = append(cs, q.Cmp("~=", br.swVal, c))
			}
			return q.And(cs...)
		}
		if i-1 < len(br.swCases) && len(t.Cases) == len(br.swCases) {
			return q.Cmp("==", br.swVal, br.swCases[i-1])
		}
	}
	return nil
}

// branch evaluates block b's terminator.
func (pe *pathEval) branch(b int) *branch {
	if br := pe.brs[b]; br != nil {
		return br
	}
	br := &branch{}
	pe.brs[b] = br
	switch t := pe.n.Graph.Func.Blocks[b].Term.TermIR.(type) {
	case *ir.TermCondBr:
		br.cond, br.why = pe.cond(t.Cond)
		br.check = br.cond != nil && pe.usesCheck(t.Cond)
	case *ir.TermSwitch:
		v, why := pe.value(t.X)
		br.swVal, br.why = v, why
		for _, c := range t.Cases {
			x, ok := intConst(c.X)
			if !ok {
				br.swVal = nil
				break
			}
			br.swCases = append(br.swCases, poly.Const(float64(x)))
		}
	}
	return br
}

// cond evaluates an i1 value as a condition.
func (pe *pathEval) cond(v value.Value) (*poly.Cond, string) {
	q := pe.q
	if pe.assumed[v] {
		return poly.False, ""
	}
	switch x := v.(type) {
	case *constant.Int:
		if x.X.Sign() != 0 {
			return poly.True, ""
		}
		return poly.False, ""
	case *ir.InstICmp:
		if _, ok := x.X.Type().(*types.PointerType); ok && (x.Pred == enum.IPredEQ || x.Pred == enum.IPredNE) && (isNullConst(x.X) || isNullConst(x.Y)) {
			// A pointer against null: a block from operator new or a
			// local is never null, null is; a phi of them is what the
			// path taken brings (a vector's storage, null when empty).
			v := x.X
			if isNullConst(v) {
				v = x.Y
			}
			c, why := pe.nonNull(v, 0)
			if c == nil {
				return nil, why
			}
			if x.Pred == enum.IPredEQ {
				return q.Not(c), ""
			}
			return c, ""
		}
		if _, ok := x.X.Type().(*types.PointerType); ok {
			// Two addresses in one object (the overlap check of a loop
			// that reads and writes one array, x[i] += x[i - k]; a
			// pointer range's end against its start) compare as their
			// byte offsets in it.
			a, b, ok := pe.sameObject(x)
			if !ok {
				return nil, "the branch compares pointers"
			}
			switch x.Pred {
			case enum.IPredEQ: // a range's end against its start: n == 0
				return q.Cmp("==", a, b), ""
			case enum.IPredNE:
				return q.Not(q.Cmp("==", a, b)), ""
			}
			rel := relOf(x.Pred)
			if rel == "" || rel == "!=" {
				return nil, "unsupported compare"
			}
			return q.Cmp(rel, a, b), ""
		}
		a, why := pe.at(x.X, pe.def[x])
		if a == nil {
			return nil, why
		}
		b, why := pe.at(x.Y, pe.def[x])
		if b == nil {
			return nil, why
		}
		rel := relOf(x.Pred)
		if x.Pred == enum.IPredEQ {
			rel = "=="
		}
		if rel == "" {
			return nil, "unsupported compare"
		}
		if unsigned(x.Pred) && (isComplement(x.X) || isComplement(x.Y)) {
			return nil, "an unsigned compare of a complement"
		}
		if unsigned(x.Pred) { // a negative constant is 2^w + c unsigned
			it, _ := x.X.Type().(*types.IntType)
			for _, p := range []*poly.Poly{&a, &b} {
				if c, ok := p.IsConst(); ok && c < 0 {
					if it == nil || it.BitSize >= 53 {
						// 2^64 + c is no exact float: Lua would compare the
						// wrong number (a size_t limit).
						return nil, "an unsigned compare with a constant beyond 2^53"
					}
					*p = poly.Const(c + float64(uint64(1)<<it.BitSize))
				}
			}
		}
		return q.Cmp(rel, a, b), ""
	case *ir.InstAnd, *ir.InstOr, *ir.InstXor:
		var l, r value.Value
		switch y := x.(type) {
		case *ir.InstAnd:
			l, r = y.X, y.Y
		case *ir.InstOr:
			l, r = y.X, y.Y
		case *ir.InstXor:
			l, r = y.X, y.Y
		}
		a, why := pe.cond(l)
		if a == nil {
			return nil, why
		}
		b, why := pe.cond(r)
		if b == nil {
			return nil, why
		}
		switch x.(type) {
		case *ir.InstAnd:
			return q.And(a, b), ""
		case *ir.InstOr:
			return q.Or(a, b), ""
		}
		return q.Or(q.And(a, q.Not(b)), q.And(q.Not(a), b)), ""
	case *ir.InstSelect:
		c, why := pe.cond(x.Cond)
		if c == nil {
			return nil, why
		}
		a, why := pe.cond(x.ValueTrue)
		if a == nil {
			return nil, why
		}
		b, why := pe.cond(x.ValueFalse)
		if b == nil {
			return nil, why
		}
		return q.Or(q.And(c, a), q.And(q.Not(c), b)), ""
	}
	p, why := pe.value(v)
	if p == nil {
		return nil, why
	}
	return q.Cmp("~=", p, poly.Poly{}), ""
}

// findChecks recognises the vectoriser's and loop versioning's runtime
// checks (the arrays overlap, a narrow counter would wrap): conditions
// built with and/or from compares of pointers or of pointer differences
// and overflow flags (and compares of integers, evaluated as any), whose
// true successor is the fallback: the false successor reaches a loop the
// true one cannot. Their pointer compares and overflow flags are then
// false wherever they are used: the checks pass.
func (pe *pathEval) findChecks() {
	g := pe.n.Graph
	for b, blk := range g.Func.Blocks {
		br, ok := blk.Term.TermIR.(*ir.TermCondBr)
		if !ok || !g.Reachable(b) || g.Succs[b][0] == g.Succs[b][1] {
			continue
		}
		leaves, ok := checkLeaves(br.Cond, 0)
		if !ok || len(leaves) == 0 || !pe.reachesOwnLoop(b, g.Succs[b][1], g.Succs[b][0]) {
			continue
		}
		if l := pe.n.Innermost[b]; l != nil && l.Contains(g.Succs[b][0]) != l.Contains(g.Succs[b][1]) {
			continue // a loop's own exit test is no check before the loop
		}
		for _, l := range leaves {
			if c, ok := l.(*ir.InstICmp); ok {
				if _, _, same := pe.sameObject(c); same {
					continue // derived from the offsets (cond)
				}
			}
			pe.assumed[l] = true
		}
	}
}

// checkLeaves returns the pointer compares and overflow flags of a
// condition built with and/or; ok is false if it has other data.
func checkLeaves(v value.Value, depth int) ([]value.Value, bool) {
	if depth > maxDepth {
		return nil, false
	}
	two := func(x, y value.Value) ([]value.Value, bool) {
		a, ok1 := checkLeaves(x, depth+1)
		b, ok2 := checkLeaves(y, depth+1)
		return append(a, b...), ok1 && ok2
	}
	switch x := v.(type) {
	case *constant.Int:
		return nil, true
	case *ir.InstAnd:
		return two(x.X, x.Y)
	case *ir.InstOr:
		return two(x.X, x.Y)
	case *ir.InstSelect: // select c, true, y is c or y; select c, y, false is c and y
		if tc, ok := x.ValueTrue.(*constant.Int); ok && tc.X.Sign() != 0 {
			return two(x.Cond, x.ValueFalse)
		}
		if fc, ok := x.ValueFalse.(*constant.Int); ok && fc.X.Sign() == 0 {
			return two(x.Cond, x.ValueTrue)
		}
	case *ir.InstICmp:
		if wrapCheck(x) {
			return []value.Value{x}, true
		}
		if pointerish(x.X, 0) || pointerish(x.Y, 0) {
			// An overlap check orders two computed addresses (the end of
			// one array against the start of another); a pointer tested
			// for equality or against null (while (p) p = p->next) is
			// data, not a check.
			if !unsigned(x.Pred) || isNullConst(x.X) || isNullConst(x.Y) {
				return nil, false
			}
			return []value.Value{x}, true
		}
		return nil, true
	case *ir.InstExtractValue:
		if c, ok := x.X.(*ir.InstCall); ok {
			if fn, ok := c.Callee.(*ir.Func); ok && strings.Contains(fn.Name(), ".with.overflow.") {
				return []value.Value{x}, true
			}
		}
	}
	return nil, false
}

// sameObject reads a compare of two pointers into one object as their
// byte offsets from it, each a chain of one-index GEPs (and casts) from the
// same pointer; ok is false otherwise or when an offset is not derived.
func (pe *pathEval) sameObject(c *ir.InstICmp) (poly.Poly, poly.Poly, bool) {
	ra, a, ok1 := pe.addrOffset(c.X, pe.def[c], 0)
	rb, b, ok2 := pe.addrOffset(c.Y, pe.def[c], 0)
	if !ok1 || !ok2 || ra != rb {
		return nil, nil, false
	}
	return a, b, true
}

// addrOffset splits an address into the pointer it is computed from and
// its byte offset from that pointer.
func (pe *pathEval) addrOffset(v value.Value, use, depth int) (value.Value, poly.Poly, bool) {
	if depth > maxDepth {
		return nil, nil, false
	}
	switch x := v.(type) {
	case *ir.InstBitCast:
		return pe.addrOffset(x.From, use, depth+1)
	case *ir.InstGetElementPtr:
		if len(x.Indices) != 1 {
			return nil, nil, false
		}
		root, off, ok := pe.addrOffset(x.Src, use, depth+1)
		if !ok {
			return nil, nil, false
		}
		size, err := irreader.AllocSize(x.ElemType)
		if err != nil || size <= 0 {
			return nil, nil, false
		}
		idx, _ := pe.at(x.Indices[0], use)
		if idx == nil {
			return nil, nil, false
		}
		return root, off.Add(idx.Scale(float64(size))), true
	}
	return v, poly.Poly{}, true
}

// usesCheck reports whether condition v uses a runtime check's compare.
func (pe *pathEval) usesCheck(v value.Value) bool {
	leaves, _ := checkLeaves(v, 0)
	for _, l := range leaves {
		if pe.assumed[l] {
			return true
		}
	}
	return false
}

// isNullConst reports whether v is a null pointer or integer zero constant.
func isNullConst(v value.Value) bool {
	switch c := v.(type) {
	case *constant.Null:
		return true
	case *constant.Int:
		return c.X.Sign() == 0
	}
	return false
}

func unsigned(p enum.IPred) bool {
	switch p {
	case enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE:
		return true
	}
	return false
}

// wrapCheck reports whether an unsigned compare tests that a counter
// stays in its narrow type (the vectoriser's SCEV checks): it compares a
// complement (~o <u n-1: o + n - 1 wraps) or the largest value of a narrow
// type (x >u 4294967295).
func wrapCheck(c *ir.InstICmp) bool {
	if !unsigned(c.Pred) {
		return false
	}
	for _, v := range []value.Value{c.X, c.Y} {
		if isComplement(v) {
			return true
		}
		if k, ok := intConst(v); ok {
			for _, w := range []uint{7, 8, 15, 16, 31, 32} {
				if k == int64(1)<<w-1 {
					return true
				}
			}
		}
	}
	return false
}

// isComplement reports whether v is an xor with -1 (through casts), whose
// value pathEval takes as -x-1: an unsigned compare of it is not the
// compare of the numbers.
func isComplement(v value.Value) bool {
	x, ok := stripIntCasts(v).(*ir.InstXor)
	if !ok {
		return false
	}
	c, ok := intConst(x.Y)
	return ok && c == -1
}

// pointerish reports whether v is a pointer or computed from one
// (ptrtoint, differences of addresses).
func pointerish(v value.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	if _, ok := v.Type().(*types.PointerType); ok {
		return true
	}
	switch x := v.(type) {
	case *ir.InstPtrToInt:
		return true
	case *ir.InstSub:
		return pointerish(x.X, depth+1) || pointerish(x.Y, depth+1)
	case *ir.InstAdd:
		return pointerish(x.X, depth+1) || pointerish(x.Y, depth+1)
	case *ir.InstAnd:
		return pointerish(x.X, depth+1)
	}
	return false
}

// reachesOwnLoop reports whether a reaches a loop header or a block of
// vector instructions (a vector body the vectoriser unrolled completely)
// that b does not, in the same iteration of the loops around the check at
// block at.
func (pe *pathEval) reachesOwnLoop(at, a, b int) bool {
	ra, rb := pe.reachable(at, a), pe.reachable(at, b)
	for _, l := range pe.n.Loops {
		if ra[l.Header] && !rb[l.Header] {
			return true
		}
	}
	for x := range ra {
		if !rb[x] && hasVectorOps(pe.n.Graph.Func.Blocks[x].IR) {
			return true
		}
	}
	return false
}

// hasVectorOps reports whether block b computes a vector value.
func hasVectorOps(b *ir.Block) bool {
	for _, in := range b.Insts {
		if v, ok := in.(value.Value); ok {
			if _, ok := v.Type().(*types.VectorType); ok {
				return true
			}
		}
	}
	return false
}

// reachable returns the blocks reachable from from without going round a
// loop that contains block at.
func (pe *pathEval) reachable(at, from int) map[int]bool {
	stop := map[int]bool{}
	for l := pe.n.Innermost[at]; l != nil; l = l.Parent {
		stop[l.Header] = true
	}
	seen := map[int]bool{from: true}
	stack := []int{from}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range pe.n.Graph.Succs[b] {
			if !seen[s] && !stop[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return seen
}

// at returns v's value where block use runs: a value of a loop that does
// not contain use is its value at that loop's last iteration.
func (pe *pathEval) at(v value.Value, use int) (poly.Poly, string) {
	p, why := pe.value(v)
	if p == nil {
		return nil, why
	}
	db, ok := pe.def[v]
	if !ok {
		return p, ""
	}
	for l := pe.n.Innermost[db]; l != nil; l = l.Parent {
		if l.Contains(use) {
			break
		}
		k := iterSym(l)
		if !pe.q.DependsOn(p, k) {
			continue
		}
		t := pe.trip(l)
		if t.trip == nil {
			return nil, "a value leaves a loop whose trip count is unknown: " + t.why
		}
		p = pe.q.Subst(p, k, t.visits.Sub(poly.Const(1)))
	}
	return p, ""
}

// value evaluates an integer value in the context of its defining block.
func (pe *pathEval) value(v value.Value) (poly.Poly, string) {
	if p, ok := pe.vals[v]; ok {
		return p, pe.why[v]
	}
	if pe.busy[v] {
		return nil, "the value depends on itself"
	}
	pe.busy[v] = true
	p, why := pe.eval(v)
	delete(pe.busy, v)
	pe.vals[v] = p
	if p == nil && why == "" {
		why = "the value depends on data"
	}
	pe.why[v] = why
	return p, why
}

func (pe *pathEval) eval(v value.Value) (poly.Poly, string) {
	if lp := pe.n.Env.inputs[v]; lp != nil {
		// A number read from the arguments, whichever path it took
		// (n = argc > 1 ? atoi(argv[1]) : 1000 is one parameter).
		return poly.Sym(lp.Name), ""
	}
	q := pe.q
	use := pe.def[v]
	op := func(x value.Value) (poly.Poly, string) { return pe.at(x, use) }
	bin := func(x, y value.Value) (poly.Poly, poly.Poly, string) {
		a, why := op(x)
		if a == nil {
			return nil, nil, why
		}
		b, why := op(y)
		if b == nil {
			return nil, nil, why
		}
		return a, b, ""
	}
	switch x := v.(type) {
	case *constant.Int:
		if !x.X.IsInt64() {
			return nil, "a constant out of range"
		}
		if x.Typ.BitSize == 1 {
			return poly.Const(float64(x.X.Sign() * x.X.Sign())), ""
		}
		return poly.Const(float64(x.X.Int64())), ""
	case *ir.InstSExt:
		return op(x.From)
	case *ir.InstZExt:
		return op(x.From)
	case *ir.InstTrunc:
		return op(x.From)
	case *ir.InstFreeze:
		return op(x.X)
	case *ir.InstAdd:
		a, b, why := bin(x.X, x.Y)
		if a == nil {
			return nil, why
		}
		return a.Add(b), ""
	case *ir.InstSub:
		a, b, why := bin(x.X, x.Y)
		if a == nil {
			return nil, why
		}
		return a.Sub(b), ""
	case *ir.InstMul:
		a, b, why := bin(x.X, x.Y)
		if a == nil {
			return nil, why
		}
		return a.Mul(b), ""
	case *ir.InstShl:
		a, why := op(x.X)
		c, ok := intConst(x.Y)
		if a == nil || !ok || c < 0 || c > 62 {
			return nil, or(why, "a shift by a variable amount")
		}
		return a.Scale(float64(int64(1) << uint(c))), ""
	case *ir.InstLShr, *ir.InstAShr, *ir.InstUDiv, *ir.InstSDiv, *ir.InstURem, *ir.InstSRem:
		return pe.divide(v)
	case *ir.InstAnd:
		if isBool(x.Typ) {
			return pe.boolValue(v)
		}
		a, why := op(x.X)
		m, ok := intConst(x.Y)
		if !ok {
			a, why = op(x.Y)
			m, ok = intConst(x.X)
		}
		if a == nil || !ok {
			return nil, or(why, "an and with a variable mask")
		}
		if other, c, ok := wrappedAddend(x, m); ok {
			// (x + c) & (2^k - 1) with c the low k bits of a negative
			// number (x + 2^61 - 1 masked to 61 bits: x - 1): the
			// constant as the k-bit number it stands for, in int64
			// arithmetic (a float64 sum would round it away).
			b, why := op(other)
			if b == nil {
				return nil, why
			}
			return pe.mask(b.Add(poly.Const(float64(c))), m)
		}
		return pe.mask(a, m)
	case *ir.InstOr:
		if isBool(x.Typ) {
			return pe.boolValue(v)
		}
		a, why := op(x.X)
		c, ok := intConst(x.Y)
		if a == nil || !ok {
			return nil, or(why, "an or of variables")
		}
		if c >= 0 && pe.lowZeros(a) >= bits.Len64(uint64(c)) { // x | c = x + c
			return a.Add(poly.Const(float64(c))), ""
		}
		if c > 0 && c&(c+1) == 0 { // x | (2^k - 1) = 2^k·⌊x/2^k⌋ + 2^k - 1
			return q.FloorDiv(a, c+1).Scale(float64(c + 1)).Add(poly.Const(float64(c))), ""
		}
		return nil, "an or that is not an add"
	case *ir.InstXor:
		if isBool(x.Typ) {
			return pe.boolValue(v)
		}
		a, why := op(x.X)
		c, ok := intConst(x.Y)
		if a == nil || !ok || c != -1 {
			return nil, or(why, "an xor that is not a complement")
		}
		return a.Scale(-1).Sub(poly.Const(1)), "" // ^x = -x - 1
	case *ir.InstICmp:
		return pe.boolValue(v)
	case *ir.InstSelect:
		c, why := pe.cond(x.Cond)
		if c == nil {
			a, b, _ := bin(x.ValueTrue, x.ValueFalse)
			if a != nil && a.Sub(b).Lua() == "0" {
				return a, ""
			}
			return nil, why
		}
		a, b, why := bin(x.ValueTrue, x.ValueFalse)
		if a == nil {
			return nil, why
		}
		return q.Ite(c, a, b), ""
	case *ir.InstCall:
		if fn, ok := x.Callee.(*ir.Func); ok && len(x.Args) == 2 {
			name := fn.Name()
			for _, mm := range []struct {
				prefix string
				f      func(a, b poly.Poly) poly.Poly
			}{{"llvm.smax.", q.Max}, {"llvm.umax.", q.Max}, {"llvm.smin.", q.Min}, {"llvm.umin.", q.Min}} {
				if strings.HasPrefix(name, mm.prefix) {
					a, b, why := bin(x.Args[0], x.Args[1])
					if a == nil {
						return nil, why
					}
					return mm.f(a, b), ""
				}
			}
		}
	case *ir.InstPhi:
		return pe.phi(x)
	}
	if p, ok := pe.n.Env.symbolic(pe.n.Graph.Func, v, nil); ok {
		return p, ""
	}
	return nil, ""
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func isBool(t types.Type) bool {
	it, ok := t.(*types.IntType)
	return ok && it.BitSize == 1
}

// boolValue is an i1 as 0 or 1.
func (pe *pathEval) boolValue(v value.Value) (poly.Poly, string) {
	c, why := pe.cond(v)
	if c == nil {
		return nil, why
	}
	return pe.q.Indicator(c), ""
}

// divide evaluates shifts right, divisions and remainders by constants.
func (pe *pathEval) divide(v value.Value) (poly.Poly, string) {
	q := pe.q
	var x, y value.Value
	exact := false
	switch d := v.(type) {
	case *ir.InstLShr:
		x, y, exact = d.X, d.Y, d.Exact
	case *ir.InstAShr:
		x, y, exact = d.X, d.Y, d.Exact
	case *ir.InstUDiv:
		x, y, exact = d.X, d.Y, d.Exact
	case *ir.InstSDiv:
		x, y, exact = d.X, d.Y, d.Exact
	case *ir.InstURem:
		x, y = d.X, d.Y
	case *ir.InstSRem:
		x, y = d.X, d.Y
	}
	a, why := pe.at(x, pe.def[v])
	c, ok := intConst(y)
	if a == nil || !ok || c <= 0 {
		return nil, or(why, "a division by a variable")
	}
	switch v.(type) {
	case *ir.InstLShr, *ir.InstAShr:
		if c > 62 {
			return nil, "a shift too wide"
		}
		c = int64(1) << uint(c)
	}
	if exact {
		return a.Scale(1 / float64(c)), ""
	}
	switch v.(type) {
	case *ir.InstSDiv, *ir.InstSRem: // truncating: ⌊x/c⌋ for x >= 0, -⌊-x/c⌋ below
		t := q.Ite(q.Cmp(">=", a, poly.Poly{}), q.FloorDiv(a, c), q.FloorDiv(a.Scale(-1), c).Scale(-1))
		if _, ok := v.(*ir.InstSRem); ok {
			return a.Sub(t.Scale(float64(c))), ""
		}
		return t, ""
	case *ir.InstURem:
		return q.Mod(a, c), ""
	}
	return q.FloorDiv(a, c), ""
}

// mask evaluates a & m run by run of ones: bits a..b-1 of x are
// 2^a·⌊x/2^a⌋ - 2^b·⌊x/2^b⌋ (n & 3 is n mod 4, n & 24 is bits 3 and 4). A
// top run that reaches bit 31 or above reaches the top: the value is
// assumed to fit (zext i32 n & 4294967292 is 4⌊n/4⌋, as n & -4 is).
func (pe *pathEval) mask(a poly.Poly, m int64) (poly.Poly, string) {
	q := pe.q
	u := uint64(m)
	out := poly.Poly{}
	for u != 0 {
		lo := bits.TrailingZeros64(u)
		hi := lo + bits.TrailingZeros64(^(u >> uint(lo))) // first zero above the run
		u &^= (uint64(1)<<uint(hi-lo) - 1) << uint(lo)
		if hi >= 64 {
			hi = 64
		}
		out = out.Add(q.FloorDiv(a, int64(1)<<uint(lo)).Scale(float64(int64(1) << uint(lo))))
		if u == 0 && hi >= 31 {
			break // the top run: the value fits below bit hi
		}
		if hi > 62 {
			return nil, "an and with a mask too wide"
		}
		out = out.Sub(q.FloorDiv(a, int64(1)<<uint(hi)).Scale(float64(int64(1) << uint(hi))))
	}
	return out, ""
}

// lowZeros returns how many low bits of p are known to be zero.
func (pe *pathEval) lowZeros(p poly.Poly) int {
	best := 64
	for k, c := range p {
		if c != math.Trunc(c) {
			return 0
		}
		if c == 0 {
			continue
		}
		z := bits.TrailingZeros64(uint64(int64(c)))
		for _, s := range poly.MonoSyms(k) {
			if x, y, ok := pe.q.IteArms(s); ok {
				z += min(pe.lowZeros(x), pe.lowZeros(y))
			}
		}
		best = min(best, z)
	}
	return best
}

// phi evaluates a phi: a header phi stepping by an invariant amount is
// init + step·k; a phi at a join takes the value of the edge taken.
func (pe *pathEval) phi(x *ir.InstPhi) (poly.Poly, string) {
	n := pe.n
	f := n.Graph.Func
	b := pe.def[x]
	q := pe.q
	if l := n.Innermost[b]; l != nil && l.Header == b {
		var init, next value.Value
		var from int
		for _, inc := range x.Incs {
			pb := f.BlockOf(inc.Pred.(*ir.Block)).Index
			if l.Contains(pb) {
				if next != nil && next != inc.X {
					return nil, "a counter with several steps"
				}
				next = inc.X
			} else {
				if init != nil {
					return nil, "a loop with several entries"
				}
				init, from = inc.X, pb
			}
		}
		if init == nil || next == nil {
			return nil, "a header phi without an entry or a back edge"
		}
		var stepV value.Value
		switch a := stripIntCasts(next).(type) {
		case *ir.InstAdd:
			switch {
			case stripIntCasts(a.X) == value.Value(x):
				stepV = a.Y
			case stripIntCasts(a.Y) == value.Value(x):
				stepV = a.X
			}
		case *ir.InstSub:
			if c, ok := intConst(a.Y); ok && stripIntCasts(a.X) == value.Value(x) {
				stepV = constant.NewInt(types.I64, -c)
			}
		}
		if stepV == nil {
			return nil, "a header phi that is not a counter"
		}
		i0, why := pe.at(init, from)
		if i0 == nil {
			return nil, why
		}
		s, why := pe.at(stepV, l.Header)
		if s == nil {
			return nil, why
		}
		k := iterSym(l)
		if q.DependsOn(s, k) {
			return nil, "a counter whose step varies"
		}
		return i0.Add(s.Mul(poly.Sym(k))), ""
	}
	// A join.
	r := pe.region(n.Innermost[b])
	nd := r.block[b]
	if nd == nil {
		return nil, "a phi outside its region"
	}
	reachB := pe.reach(r, nd)
	type arm struct {
		val  poly.Poly
		cond *poly.Cond
	}
	var arms []arm
	for _, inc := range x.Incs {
		pb := f.BlockOf(inc.Pred.(*ir.Block)).Index
		val, why := pe.at(inc.X, b)
		if val == nil {
			return nil, why
		}
		c := pe.incoming(r, nd, pb)
		if c != nil && reachB != nil {
			c = q.Given(c, []*poly.Cond{reachB})
		}
		merged := false
		for i := range arms {
			if arms[i].val.Sub(val).Lua() == "0" {
				if arms[i].cond == nil || c == nil {
					arms[i].cond = nil
				} else {
					arms[i].cond = q.Or(arms[i].cond, c)
				}
				merged = true
			}
		}
		if !merged {
			arms = append(arms, arm{val, c})
		}
	}
	// The last arm is the default: put the one whose condition is unknown there.
	for i, a := range arms {
		if a.cond == nil {
			arms[i], arms[len(arms)-1] = arms[len(arms)-1], arms[i]
			break
		}
	}
	out := arms[len(arms)-1].val
	for i := len(arms) - 2; i >= 0; i-- {
		if arms[i].cond == nil {
			return nil, "a join of paths whose conditions depend on data"
		}
		out = q.Ite(arms[i].cond, arms[i].val, out)
	}
	return out, ""
}

// wrappedAddend returns x and c' when and is (x + c) & m, m = 2^k - 1 a
// mask of k >= 31 low bits and c's low k bits a negative k-bit number c'
// (c = 2^61 - 1 under a 61-bit mask is -1).
func wrappedAddend(and *ir.InstAnd, m int64) (value.Value, int64, bool) {
	if m <= 0 || m&(m+1) != 0 || bits.Len64(uint64(m)) < 31 {
		return nil, 0, false
	}
	add, ok := and.X.(*ir.InstAdd)
	if !ok {
		return nil, 0, false
	}
	x := add.X
	c, ok := intConst(add.Y)
	if !ok {
		if c, ok = intConst(add.X); !ok {
			return nil, 0, false
		}
		x = add.Y
	}
	k := bits.Len64(uint64(m))
	low := c & m
	if low < int64(1)<<uint(k-1) {
		return nil, 0, false
	}
	return x, low - int64(1)<<uint(k), true
}

// nonNull returns the condition that pointer v is not null: never for null,
// always for a block operator new returns (nonnull), a local, a global or an
// inbounds offset of one; at a join, whatever the edge the path takes
// brings; ok false (a reason instead) for anything else (malloc's result,
// a pointer loaded from memory).
func (pe *pathEval) nonNull(v value.Value, depth int) (*poly.Cond, string) {
	if depth > maxDepth {
		return nil, "a pointer too deep to follow"
	}
	q := pe.q
	switch x := v.(type) {
	case *ir.Arg:
		return pe.nonNull(x.Value, depth+1)
	case *constant.Null:
		return poly.False, ""
	case *ir.InstAlloca, *ir.Global:
		return poly.True, ""
	case *ir.InstBitCast:
		return pe.nonNull(x.From, depth+1)
	case *constant.ExprBitCast:
		return pe.nonNull(x.From, depth+1)
	case *ir.InstGetElementPtr:
		if x.InBounds {
			return pe.nonNull(x.Src, depth+1)
		}
	case *ir.InstCall:
		for _, a := range x.ReturnAttrs {
			if a == enum.ReturnAttrNonNull {
				return poly.True, ""
			}
		}
	case *ir.TermInvoke:
		for _, a := range x.ReturnAttrs {
			if a == enum.ReturnAttrNonNull {
				return poly.True, ""
			}
		}
	case *ir.InstPhi:
		n := pe.n
		f := n.Graph.Func
		b := pe.def[x]
		if l := n.Innermost[b]; l != nil && l.Header == b {
			return nil, "a pointer carried around a loop"
		}
		r := pe.region(n.Innermost[b])
		nd := r.block[b]
		if nd == nil {
			return nil, "a phi outside its region"
		}
		// The edges' conditions partition the runs of the block: the
		// pointer is not null when an edge bringing a non-null one is
		// taken, or when none bringing null is, whichever side's
		// conditions are all known.
		nonNull, isNull := poly.False, poly.False
		nonNullKnown, isNullKnown := true, true
		for _, inc := range x.Incs {
			val, why := pe.nonNull(inc.X, depth+1)
			if val == nil {
				return nil, why
			}
			c := pe.incoming(r, nd, f.BlockOf(inc.Pred.(*ir.Block)).Index)
			switch {
			case c != nil:
				nonNull = q.Or(nonNull, q.And(c, val))
				isNull = q.Or(isNull, q.And(c, q.Not(val)))
			case val == poly.True:
				nonNullKnown = false
			case val == poly.False:
				isNullKnown = false
			default:
				return nil, "a join of paths whose conditions depend on data"
			}
		}
		var out *poly.Cond
		switch {
		case nonNullKnown:
			out = nonNull
		case isNullKnown:
			out = q.Not(isNull)
		default:
			return nil, "a join of paths whose conditions depend on data"
		}
		if reachB := pe.reach(r, nd); reachB != nil {
			out = q.Given(out, []*poly.Cond{reachB})
		}
		return out, ""
	}
	return nil, "the branch compares pointers"
}

// incoming returns the condition that the path reaches node nd of region r
// from block pb (a phi's incoming edge; an inner loop left from pb), nil
// when it depends on data.
func (pe *pathEval) incoming(r *region, nd *rnode, pb int) *poly.Cond {
	q := pe.q
	c := poly.False
	for _, e := range nd.in {
		if e.src == pb || e.src < 0 && e.from.loop != nil && e.from.loop.Contains(pb) {
			ec := pe.edgeCond(e)
			pr := pe.reach(r, e.from)
			if ec == nil || pr == nil {
				return nil
			}
			c = q.Or(c, q.And(pr, ec))
		}
	}
	return c
}
