package loops

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// SiteValue is what the analysis derives for one branch site: a Lua expression
// for its probability, or a hint why it could not.
type SiteValue struct {
	Expr string // "" when unknown
	Hint string
}

// SiteValues derives the probability of every site of the nest's function that
// it can: loop tests from trip counts (averaged over enclosing loops for
// triangular nests, by exact polynomial sums), and branches whose condition is a
// function of parameters only.
func (n *Nest) SiteValues() map[*cfg.Site]SiteValue {
	out := map[*cfg.Site]SiteValue{}
	g := n.Graph
	f := g.Func
	for _, s := range g.Sites {
		blk := f.Blocks[s.Block]
		if e, ok := n.getoptExpr(s); ok { // a test of what getopt returned
			out[s] = SiteValue{Expr: e}
			continue
		}
		if e, ok := n.tile.sites[s.Block]; ok && s.Kind == cfg.CondBr { // blocked loops (tiles.go)
			if s.Succ != 0 {
				e = "1 - (" + e + ")"
			}
			out[s] = SiteValue{Expr: e}
			continue
		}
		loop := n.testedLoop(s.Block)
		if e, ok := n.oneThreadExpr(s); ok && (loop == nil || !n.oneTrip[loop]) {
			out[s] = SiteValue{Expr: e}
			continue
		}
		switch {
		case loop != nil && s.Kind == cfg.CondBr:
			p, why := n.exitProb(loop)
			if p == "" {
				out[s] = SiteValue{Hint: fmt.Sprintf("exit of %s: %s", n.Describe(loop), why)}
				continue
			}
			exitSucc := 0
			if loop.Contains(g.Succs[s.Block][0]) {
				exitSucc = 1
			}
			if exitSucc == s.Succ {
				out[s] = SiteValue{Expr: p}
			} else {
				out[s] = SiteValue{Expr: "1 - " + p}
			}
		case s.Kind == cfg.CondBr:
			if e, ok := n.condExpr(s.Block, blk.Term.TermIR); ok {
				out[s] = SiteValue{Expr: e}
			} else if e, ok := n.modCondExpr(s.Block, blk.Term.TermIR); ok {
				out[s] = SiteValue{Expr: e}
			} else if l := n.Innermost[s.Block]; l != nil && (l.Test == s.Block || len(l.Exiting) == 1 && l.Exiting[0] == s.Block) {
				// The loop's own test, whose counter or bound is not derived.
				why := l.Why
				if why == "" {
					why = "the condition depends on data"
				}
				out[s] = SiteValue{Hint: fmt.Sprintf("exit of %s: %s", n.Describe(l), why)}
			} else if l != nil && containsInt(l.Exiting, s.Block) {
				out[s] = SiteValue{Hint: fmt.Sprintf("second exit of %s (break or early return): data-dependent", n.Describe(l))}
			} else {
				out[s] = SiteValue{Hint: "the condition depends on data or on a loop counter"}
			}
		case s.Kind == cfg.Invoke:
			if inv, ok := blk.Term.TermIR.(*ir.TermInvoke); ok && irreader.InvokesThrow(inv) {
				// A throw unwinds: its landing pad at every run.
				unwind := value.Value(g.Func.Blocks[g.Succs[s.Block][s.Succ]].IR) == inv.ExceptionRetTarget
				out[s] = SiteValue{Expr: map[bool]string{true: "1", false: "0"}[unwind]}
				continue
			}
			out[s] = SiteValue{Hint: "an invoke's landing pad: the probability that the call throws"}
		default:
			if e, ok := n.modSwitchExpr(s); ok {
				out[s] = SiteValue{Expr: e}
				continue
			}
			out[s] = SiteValue{Hint: "switch case frequencies depend on data"}
		}
	}
	n.pathSiteValues(out) // -O2's vectorised and unrolled loops (vector.go)
	for _, s := range g.Sites {
		// A conjunction or disjunction of compares of parameters that the
		// path evaluation left (m > 0 && n > 2 with a quotient of two
		// parameters among them).
		br, ok := f.Blocks[s.Block].Term.TermIR.(*ir.TermCondBr)
		if !ok || out[s].Expr != "" || s.Kind != cfg.CondBr || n.testedLoop(s.Block) != nil {
			continue
		}
		if c, ok := n.paramCondLua(br.Cond, 0); ok {
			out[s] = SiteValue{Expr: fmt.Sprintf("(%s) and 0 or 1", c)} // P(false), as condExpr
		}
	}
	return out
}

// testedLoop returns the loop whose test, or one of its twins, is block b,
// if any.
func (n *Nest) testedLoop(b int) *Loop {
	for _, l := range n.Loops {
		if (l.Test == b || containsInt(l.Twins, b)) && (l.IV != nil || l.Trip != nil) {
			return l
		}
	}
	return nil
}

// exitProb returns the Lua expression of the probability that the loop's test
// leaves the loop, or "" and a reason.
func (n *Nest) exitProb(l *Loop) (string, string) {
	if l.Trip == nil {
		return "", l.Why
	}
	rect := true
	for p := l.Parent; p != nil; p = p.Parent {
		if p.IV != nil && l.Trip.Has(p.IV.Sym) {
			rect = false
		}
	}
	for _, s := range l.Trip.Syms() {
		if IsCounterSym(s) && rect {
			return "", "the trip count depends on the counter of a loop that is not analysable"
		}
	}
	if rect {
		t := l.tripLua()
		if l.TopTested {
			if c, ok := l.Trip.IsConst(); ok {
				return "1/" + poly.Const(c+1).Lua(), "" // the paper's 1/101
			}
			// A trip count that comes out negative (n <= 0, or an
			// argument that wrapped in its int) is a loop that does not
			// run.
			return fmt.Sprintf("1/(math.max(%s, 0) + 1)", t), ""
		}
		if _, ok := l.Trip.IsConst(); !ok {
			// A rotated loop behind its guard: 1/trip where it runs,
			// and a probability still where the guard skips it (n = 0).
			return fmt.Sprintf("1/math.max(%s, 1)", t), ""
		}
		return fmt.Sprintf("1/(%s)", t), ""
	}
	tot, ok := n.sumExact(l.Trip, l.Parent)
	if !ok {
		return "", "an enclosing loop's trip count is unknown"
	}
	totLua := tot.Lua()
	if l.ceil != nil {
		// The trip is ⌈span/div⌉ of a span that moves with an enclosing
		// counter: its polynomial mean summed is not the sum (for j = i;
		// j < n; j += 2 under i += 2 runs Σ (n - i)/2, not Σ (n - i + 1)/2).
		q := poly.NewQuasi()
		t, ok := l.ceil.quasi(q)
		if !ok {
			return "", "the trip count is a rounded quotient that varies with an enclosing counter"
		}
		qt, ok := n.sumExactQuasi(q, t, l.Parent)
		if !ok {
			return "", "an enclosing loop's trip count is unknown"
		}
		totLua = q.Lua(qt)
	}
	// A clamped count (clampedTotal, guardedEntries) may be 0 where the
	// loop never runs (n = 1 for j = k + 1 < n): it then leaves at once,
	// which moves no count and keeps the balance solvable.
	clamped := false
	c, need, ok := n.clampedTotal(l)
	if !ok {
		return "", "some instances' trips fall below 0 and the nest's sum would count them: a walk of the loops counts the test"
	}
	if need {
		totLua, clamped = c, true
	}
	ent, ok := n.sumExact(poly.Const(1), l.Parent)
	if !ok {
		return "", "an enclosing loop's trip count is unknown"
	}
	entLua := ent.Lua()
	g, need, ok := n.guardedEntries(l)
	if !ok {
		return "", "its guard skips the instances whose trip is below 1, which the nest's sum does not tell: a walk of the loops counts the test"
	}
	if need {
		entLua, clamped = g, true
	}
	den := totLua
	if l.TopTested {
		den = entLua + " + " + totLua
	}
	if clamped {
		return n.exactLua(fmt.Sprintf("((%s) > 0 and (%s)/math.max(%s, 1) or 1)", entLua, entLua, den), l.Parent), ""
	}
	return n.exactLua(fmt.Sprintf("(%s)/(%s)", entLua, den), l.Parent), ""
}

// tripSym is the symbol sumExact sums an enclosing loop of exact Lua trip
// (Loop.TripLua) up to, which exactLua replaces by that trip.
func tripSym(p *Loop) string { return "trip_" + p.IV.Sym + "_" }

// sumExact is sumEnclosing with the trip of every enclosing loop whose
// polynomial trip is a mean (Loop.TripLua) left as its symbol (tripSym):
// the sum over a counter stepping by 2 up to n runs ceil(n/2) terms.
func (n *Nest) sumExact(x poly.Poly, p *Loop) (poly.Poly, bool) { return n.sumExactQuasi(nil, x, p) }

// sumExactQuasi is sumExact over quasi-polynomials of q (x holding its
// atoms, the sums split by residues where a floor moves with a counter);
// with q nil, over polynomials.
func (n *Nest) sumExactQuasi(q *poly.Quasi, x poly.Poly, p *Loop) (poly.Poly, bool) {
	for ; p != nil; p = p.Parent {
		if p.Trip == nil {
			return nil, false
		}
		trip := p.Trip
		if p.TripLua != "" && p.IV != nil {
			trip = poly.Sym(tripSym(p))
		}
		if p.IV != nil && p.IV.Geom != nil {
			if x.Has(p.IV.Sym) || q != nil && q.FreeSyms(x)[p.IV.Sym] {
				return nil, false // no sum of a polynomial over a geometric counter
			}
			x = x.Mul(trip)
			continue
		}
		if p.IV == nil || p.IV.Init == nil && !x.Has(p.IV.Sym) { // a one-trip loop, or a pointer counter x does not read
			x = x.Mul(trip)
			continue
		}
		if p.IV.Init == nil {
			return nil, false
		}
		k := "k_" + p.IV.Sym
		at := p.IV.Init.Add(poly.Sym(k).Scale(float64(p.IV.Step)))
		if q == nil {
			x = x.Subst(p.IV.Sym, at).SumRange(k, trip)
		} else {
			x = q.Sum(k, trip, q.Subst(x, p.IV.Sym, at), true)
		}
	}
	free := x.Syms()
	if q != nil {
		free = slices.Collect(maps.Keys(q.FreeSyms(x)))
	}
	for _, s := range free {
		if IsCounterSym(s) {
			return nil, false
		}
	}
	return x, true
}

// exactLua replaces, in the Lua expression e, the trip symbol of p and of
// every loop enclosing it by the loop's exact trip (sumExact).
func (n *Nest) exactLua(e string, p *Loop) string {
	for ; p != nil; p = p.Parent {
		if p.TripLua != "" && p.IV != nil {
			e = strings.ReplaceAll(e, tripSym(p), "("+p.TripLua+")")
		}
	}
	return e
}

// sumEnclosing sums x over the iteration spaces of p and its ancestors.
func (n *Nest) sumEnclosing(x poly.Poly, p *Loop) (poly.Poly, bool) {
	for ; p != nil; p = p.Parent {
		if p.Trip == nil {
			return nil, false
		}
		if p.IV == nil || (p.IV.Geom != nil || p.IV.Init == nil) && !x.Has(p.IV.Sym) { // a one-trip OpenMP loop, or a geometric or pointer counter x does not read
			x = x.Mul(p.Trip)
			continue
		}
		if p.IV.Geom != nil || p.IV.Init == nil {
			return nil, false
		}
		k := "k_" + p.IV.Sym
		x = x.Subst(p.IV.Sym, p.IV.Init.Add(poly.Sym(k).Scale(float64(p.IV.Step)))).SumRange(k, p.Trip)
	}
	if HasCounter(x) {
		return nil, false
	}
	return x, true
}

// TotalIterations returns the number of iterations of l per entry of its
// outermost enclosing loop nest, summed over the enclosing iteration spaces.
func (n *Nest) TotalIterations(l *Loop) (poly.Poly, bool) {
	if l.Trip == nil {
		return nil, false
	}
	return n.sumEnclosing(l.Trip, l.Parent)
}

// IsCounterSym reports whether a polynomial symbol stands for a loop counter
// (an enclosing loop's IV, "iv3", or a summation index, "k_3") rather than a
// Lua parameter.
func IsCounterSym(s string) bool {
	rest, iter := strings.CutPrefix(s, "k_")
	if r, ok := strings.CutPrefix(rest, "iv"); ok {
		rest = r
	} else if !iter {
		return false
	}
	return allDigits(rest)
}

// isIterSym reports whether s is an iteration number, "k_3" (iterSym).
func isIterSym(s string) bool {
	rest, ok := strings.CutPrefix(s, "k_")
	return ok && allDigits(rest)
}

// allDigits reports whether s is a non-empty run of decimal digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// branchCmp returns the integer compare a conditional branch t tests.
func branchCmp(t ir.Terminator) (*ir.InstICmp, bool) {
	br, ok := t.(*ir.TermCondBr)
	if !ok {
		return nil, false
	}
	cmp, ok := stripIntCasts(br.Cond).(*ir.InstICmp)
	return cmp, ok
}

// condExpr returns P(false target) of block b's branch whose condition
// compares functions of parameters only: "(n > 0) and 0 or 1"; or the
// counter of the loop around it (counterCondExpr).
func (n *Nest) condExpr(b int, t ir.Terminator) (string, bool) {
	if br, ok := t.(*ir.TermCondBr); ok {
		if fc, ok := br.Cond.(*ir.InstFCmp); ok {
			return n.floatCondExpr(fc)
		}
	}
	cmp, ok := branchCmp(t)
	if !ok {
		return "", false
	}
	if p, ok := n.catchDispatch(cmp); ok {
		return p, true
	}
	f := n.Graph.Func
	x, ok1 := n.Env.symbolic(f, cmp.X, n)
	y, ok2 := n.Env.symbolic(f, cmp.Y, n)
	pointers := isPointer(cmp.X)
	if pointers {
		// Two pointers into one object compare as their offsets (within
		// an object no address wraps, so unsigned compares are signed
		// ones of the distance): begin == end of a vector of n elements.
		d, ok := n.Env.pointerDistance(f, cmp.X, cmp.Y, n, 0, nil)
		x, y, ok1, ok2 = poly.Const(0), d, ok, ok
	}
	if !ok1 || !ok2 {
		return "", false
	}
	counter := false
	for _, s := range append(x.Syms(), y.Syms()...) {
		counter = counter || IsCounterSym(s)
	}
	rel := luaRel(cmp.Pred)
	switch cmp.Pred {
	case enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE:
		if pointers {
			break
		}
		// Lua compares signed numbers: an unsigned comparison is derived
		// only when neither side can be negative (a constant below 0 is a
		// huge unsigned value, such as a size_t limit).
		for _, side := range []poly.Poly{x, y} {
			if c, ok := side.IsConst(); ok && c < 0 {
				return "", false
			}
		}
	}
	if rel == "" {
		return "", false
	}
	if counter {
		switch cmp.Pred {
		case enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE:
			return "", false // a counter may pass below 0
		}
		return n.counterCondExpr(b, rel, x.Sub(y))
	}
	if d, ok := x.Sub(y).IsConst(); ok { // decided whatever the parameters
		sign := 0
		switch {
		case d > 0:
			sign = 1
		case d < 0:
			sign = -1
		}
		if holds(rel, sign) {
			return "0", true
		}
		return "1", true
	}
	return fmt.Sprintf("((%s) %s (%s)) and 0 or 1", x.Lua(), rel, y.Lua()), true
}

// luaRel returns the relation of an integer compare in Lua ("<", "==",
// "~=" ...), "" for one it has none for.
func luaRel(p enum.IPred) string {
	switch rel := relOf(p); {
	case p == enum.IPredEQ:
		return "=="
	case rel == "!=":
		return "~="
	default:
		return rel
	}
}

// paramCondLua returns the i1 value v as a Lua boolean of the parameters:
// a signed or equality compare of two functions of them, or an and, or,
// select (c ? d : false, c ? true : d) or negation (xor with true) of
// such; ok is false for anything else, for a loop counter and for an
// unsigned compare (Lua compares signed numbers).
func (n *Nest) paramCondLua(v value.Value, depth int) (string, bool) {
	if depth > maxDepth {
		return "", false
	}
	rec := func(x value.Value) (string, bool) { return n.paramCondLua(x, depth+1) }
	two := func(a, b value.Value, op string) (string, bool) {
		x, ok := rec(a)
		if !ok {
			return "", false
		}
		y, ok := rec(b)
		if !ok {
			return "", false
		}
		return "(" + x + " " + op + " " + y + ")", true
	}
	switch x := v.(type) {
	case *constant.Int:
		if x.X.Sign() == 0 {
			return "false", true
		}
		return "true", true
	case *ir.InstICmp:
		switch x.Pred {
		case enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE:
			return "", false
		}
		f := n.Graph.Func
		a, ok1 := n.Env.symbolic(f, x.X, n)
		b, ok2 := n.Env.symbolic(f, x.Y, n)
		if !ok1 || !ok2 {
			return "", false
		}
		if !n.paramOnly(a) || !n.paramOnly(b) {
			return "", false
		}
		rel := luaRel(x.Pred)
		if rel == "" {
			return "", false
		}
		return fmt.Sprintf("((%s) %s (%s))", a.Lua(), rel, b.Lua()), true
	case *ir.InstAnd:
		return two(x.X, x.Y, "and")
	case *ir.InstOr:
		return two(x.X, x.Y, "or")
	case *ir.InstXor:
		if k, ok := x.Y.(*constant.Int); ok && k.X.Sign() != 0 {
			c, ok := rec(x.X)
			return "(not " + c + ")", ok
		}
	case *ir.InstSelect:
		if k, ok := x.ValueFalse.(*constant.Int); ok && k.X.Sign() == 0 {
			return two(x.Cond, x.ValueTrue, "and")
		}
		if k, ok := x.ValueTrue.(*constant.Int); ok && k.X.Sign() != 0 {
			return two(x.Cond, x.ValueFalse, "or")
		}
	}
	return "", false
}
