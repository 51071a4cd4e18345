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
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/poly"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

// CheckHint is the hint of a runtime check derived as passing: a walk that
// evaluates the check's pointers at every visit replaces it (pipeline).
const CheckHint = "assumes the runtime check passes (vectoriser or loop versioning: the arrays do not overlap and no counter wraps); if they may alias, measure with --from-run"

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
	// decided are runtime checks' compares of derived integers, evaluated
	// with the unsigned reading their check exists for (unsignedAgainstConst).
	decided map[*ir.InstICmp]bool
	returns []bool // blocks from which a return is reachable (nil until needed)
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
		trips: map[*Loop]*loopTrip{}, brs: map[int]*branch{}, assumed: map[value.Value]bool{}, decided: map[*ir.InstICmp]bool{}}
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
	if inv, ok := g.Func.Blocks[b].Term.TermIR.(*ir.TermInvoke); ok {
		if irreader.InvokesThrow(inv) {
			// A throw unwinds: its landing pad at every run.
			unwind := value.Value(g.Func.Blocks[g.Succs[b][s.Succ]].IR) == inv.ExceptionRetTarget
			return SiteValue{Expr: map[bool]string{true: "1", false: "0"}[unwind]}, ""
		}
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
		v.Hint = CheckHint
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
