package loops

// Quasi-polynomials: the counts of the loops clang -O2 vectorises and
// unrolls are polynomials in the parameters once integer division and
// remainder are allowed (a vector loop runs ⌊n/4⌋ times, its scalar
// remainder n mod 4 times), and once a value may depend on which path
// reached a join (the remainder loop starts at 0 when the vector loop was
// skipped, else at 4⌊n/4⌋). Such an expression is a Poly whose symbols may
// be atoms, "@3", standing for ⌊x/c⌋, cond ? x : y, max(x, y), min(x, y) or
// Σ_{k=0}^{t-1} x(k) over Polys that may hold atoms in turn. Atoms are
// interned by their canonical text, so equal subexpressions are one symbol
// and cancel under Poly arithmetic (4⌊n/4⌋ - 4⌊n/4⌋ = 0).
//
// They are the Ehrhart quasi-polynomials that count the integer points of
// parametric polytopes (Verdoolaege, Seghir, Beyls, Loechner and
// Bruynooghe, "Counting integer points in parametric polytopes using
// Barvinok's rational functions", Algorithmica 48, 2007); the sums here
// split on residues and bounds as Pugh does ("Counting solutions to
// Presburger formulas: how and why", PLDI 1994) rather than build
// generating functions: the loops clang emits need little more.
//
// Every symbol other than an atom — Lua parameters, loop iteration
// numbers — stands for an integer, so ⌊(4x + r)/4⌋ = x + ⌊r/4⌋ and
// x mod c is x - c⌊x/c⌋. The expressions render as Lua (math.floor,
// math.max, "c and x or y", and a sum as an immediately called function
// with a for loop) that is exact for every parameter value.

import (
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
)

type atomKind int

const (
	atomFloor atomKind = iota // ⌊x/c⌋
	atomIte                   // cond ? x : y
	atomMax                   // max(x, y)
	atomMin                   // min(x, y)
	atomSum                   // Σ_{k=0}^{x-1} y
)

// qAtom is one non-polynomial subexpression.
type qAtom struct {
	kind atomKind
	x, y Poly
	c    float64 // atomFloor: the divisor
	cond *qCond  // atomIte
	k    string  // atomSum: the summation symbol, bound in y
	id   string  // its symbol, "@3"
	key  string  // canonical text
	free map[string]bool
}

// quasi interns the atoms of one analysis.
type quasi struct {
	atoms map[string]*qAtom // by id
	byKey map[string]*qAtom
	// loops keeps sums that are not polynomials as Lua loops rather than
	// closed forms, which can be longer.
	loops bool
}

func newQuasi() *quasi {
	return &quasi{atoms: map[string]*qAtom{}, byKey: map[string]*qAtom{}}
}

func isAtomSym(s string) bool { return strings.HasPrefix(s, "@") }

// intern returns the symbol of a (an equal atom's if there is one).
func (q *quasi) intern(a *qAtom) Poly {
	a.key = q.atomKey(a)
	if old := q.byKey[a.key]; old != nil {
		return Sym(old.id)
	}
	a.id = fmt.Sprintf("@%d", len(q.atoms))
	a.free = map[string]bool{}
	add := func(p Poly) {
		for s := range q.freeSyms(p) {
			a.free[s] = true
		}
	}
	add(a.x)
	add(a.y)
	if a.cond != nil {
		for s := range q.condSyms(a.cond) {
			a.free[s] = true
		}
	}
	if a.kind == atomSum {
		delete(a.free, a.k)
	}
	q.atoms[a.id] = a
	q.byKey[a.key] = a
	return Sym(a.id)
}

func (q *quasi) atomKey(a *qAtom) string {
	switch a.kind {
	case atomFloor:
		return "floor(" + a.x.Lua() + "/" + formatNum(a.c) + ")"
	case atomIte:
		return "ite(" + a.cond.key + "," + a.x.Lua() + "," + a.y.Lua() + ")"
	case atomMax:
		return "max(" + a.x.Lua() + "," + a.y.Lua() + ")"
	case atomMin:
		return "min(" + a.x.Lua() + "," + a.y.Lua() + ")"
	case atomSum:
		return "sum(" + a.k + "," + a.x.Lua() + "," + a.y.Lua() + ")"
	}
	panic("loops: unknown atom kind")
}

// freeSyms returns the symbols p depends on, through its atoms: Lua
// parameters and iteration numbers, never atom ids.
func (q *quasi) freeSyms(p Poly) map[string]bool {
	out := map[string]bool{}
	for _, s := range p.Syms() {
		if a := q.atoms[s]; a != nil {
			for t := range a.free {
				out[t] = true
			}
		} else {
			out[s] = true
		}
	}
	return out
}

// dependsOn reports whether p depends on symbol s.
func (q *quasi) dependsOn(p Poly, s string) bool { return q.freeSyms(p)[s] }

// isIntPoly reports whether every coefficient of p is an integer (so p is
// an integer for integer symbols).
func isIntPoly(p Poly) bool {
	for _, c := range p {
		if c != math.Trunc(c) {
			return false
		}
	}
	return true
}

// floorDiv returns ⌊x/c⌋ for an integer c >= 1.
func (q *quasi) floorDiv(x Poly, c int64) Poly {
	if c <= 1 && isIntPoly(x) {
		return x
	}
	// ⌊(c·a + r)/c⌋ = a + ⌊r/c⌋ for integer-valued a.
	whole, rest := Poly{}, Poly{}
	for k, v := range x {
		if k != "" && v/float64(c) == math.Trunc(v/float64(c)) {
			whole[k] = v / float64(c)
		} else {
			rest[k] = v
		}
	}
	r0 := rest[""]
	if r0 != math.Trunc(r0) {
		return q.intern(&qAtom{kind: atomFloor, x: x, c: float64(c)})
	}
	if len(rest) == 0 || len(rest) == 1 && r0 != 0 {
		return whole.Add(Const(math.Floor(r0 / float64(c))))
	}
	// A constant term that is a multiple of c leaves the floor too.
	if r0 != 0 && math.Mod(r0, float64(c)) == 0 {
		whole = whole.Add(Const(r0 / float64(c)))
		delete(rest, "")
	}
	// ⌊(⌊y/c2⌋ + w)/c⌋ = ⌊(y + c2·w)/(c·c2)⌋ for integer-valued w.
	if isIntPoly(rest) {
		for k, v := range rest {
			if a := q.atoms[k]; a != nil && v == 1 && a.kind == atomFloor && a.c*float64(c) < 1<<53 {
				w := rest.Sub(Sym(k))
				return whole.Add(q.floorDiv(a.x.Add(w.Scale(a.c)), int64(a.c)*c))
			}
		}
	}
	// ⌊g·y/(g·c')⌋ = ⌊y/c'⌋.
	if isIntPoly(rest) {
		g := c
		for _, v := range rest {
			g = gcd(g, int64(math.Abs(v)))
		}
		if g > 1 {
			rest = rest.Scale(1 / float64(g))
			c /= g
			if c == 1 {
				return whole.Add(rest)
			}
		}
	}
	return whole.Add(q.intern(&qAtom{kind: atomFloor, x: rest, c: float64(c)}))
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// mod returns x mod c (the floored remainder, Lua's %) for c >= 1.
func (q *quasi) mod(x Poly, c int64) Poly {
	return x.Sub(q.floorDiv(x, c).Scale(float64(c)))
}

// ite returns cond ? a : b.
func (q *quasi) ite(cond *qCond, a, b Poly) Poly {
	switch {
	case cond.op == condTrue:
		return a
	case cond.op == condFalse:
		return b
	case a.Sub(b).Lua() == "0":
		return a
	}
	// Shared terms leave the choice: c ? x+t : y+t = (c ? x : y) + t.
	common := Poly{}
	for k, v := range a {
		if b[k] == v {
			common[k] = v
		}
	}
	if len(common) > 0 {
		return common.Add(q.ite(cond, a.Sub(common), b.Sub(common)))
	}
	return q.intern(&qAtom{kind: atomIte, cond: cond, x: a, y: b})
}

// max returns max(a, b); min, min(a, b).
func (q *quasi) max(a, b Poly) Poly { return q.minMax(atomMax, a, b) }
func (q *quasi) min(a, b Poly) Poly { return q.minMax(atomMin, a, b) }

func (q *quasi) minMax(kind atomKind, a, b Poly) Poly {
	if lo, hi, ok := q.bounds(a.Sub(b)); ok && (lo >= 0 || hi <= 0) {
		if (lo >= 0) == (kind == atomMax) {
			return a
		}
		return b
	}
	if a.Lua() > b.Lua() {
		a, b = b, a
	}
	return q.intern(&qAtom{kind: kind, x: a, y: b})
}

// bounds returns an interval holding p whatever its symbols, when p is a
// constant plus differences of floors ⌊x/c⌋ - ⌊(x - d)/c⌋ (which lie
// between ⌊d/c⌋ and ⌈d/c⌉).
func (q *quasi) bounds(p Poly) (lo, hi float64, ok bool) {
	lo, hi = p[""], p[""]
	pos, neg := map[string]bool{}, map[string]bool{}
	for m, v := range p {
		switch {
		case m == "":
		case v == 1 && q.atoms[m] != nil && q.atoms[m].kind == atomFloor:
			pos[m] = true
		case v == -1 && q.atoms[m] != nil && q.atoms[m].kind == atomFloor:
			neg[m] = true
		default:
			return 0, 0, false
		}
	}
	if len(pos) != len(neg) {
		return 0, 0, false
	}
	for m := range pos {
		a := q.atoms[m]
		found := false
		for o := range neg {
			b := q.atoms[o]
			d, isC := a.x.Sub(b.x).IsConst()
			if b.c != a.c || !isC {
				continue
			}
			lo += math.Floor(d / a.c)
			hi += math.Ceil(d / a.c)
			delete(neg, o)
			found = true
			break
		}
		if !found {
			return 0, 0, false
		}
	}
	return lo, hi, true
}

// sum returns Σ_{k=0}^{t-1} body, 0 when t <= 0: t·body when body does not
// depend on k, Faulhaber's formulas when it is a polynomial in k and t
// is known to be positive (pos), else a sum atom.
func (q *quasi) sum(k string, t, body Poly, pos bool) Poly {
	if !q.dependsOn(body, k) {
		if pos {
			return t.Mul(body)
		}
		return q.max(t, Const(0)).Mul(body)
	}
	if pos && body.Degree(k) <= 4 {
		poly := true
		for _, s := range body.Syms() {
			if a := q.atoms[s]; a != nil && a.free[k] {
				poly = false
			}
		}
		if poly {
			return body.SumRange(k, t)
		}
	}
	budget := sumBudget
	if s, ok := q.sumSplit(k, t, qTrue, body, &budget); ok && !q.loops {
		return s
	}
	return q.intern(&qAtom{kind: atomSum, k: k, x: t, y: body})
}

// subst replaces symbol s by r in p, inside its atoms too.
func (q *quasi) subst(p Poly, s string, r Poly) Poly {
	out := p
	for _, sym := range p.Syms() {
		a := q.atoms[sym]
		if a == nil || !a.free[s] {
			continue
		}
		var na Poly
		switch a.kind {
		case atomFloor:
			na = q.floorDiv(q.subst(a.x, s, r), int64(a.c))
		case atomIte:
			na = q.ite(q.condSubst(a.cond, s, r), q.subst(a.x, s, r), q.subst(a.y, s, r))
		case atomMax:
			na = q.max(q.subst(a.x, s, r), q.subst(a.y, s, r))
		case atomMin:
			na = q.min(q.subst(a.x, s, r), q.subst(a.y, s, r))
		case atomSum:
			na = q.intern(&qAtom{kind: atomSum, k: a.k, x: q.subst(a.x, s, r), y: q.subst(a.y, s, r)})
		}
		out = out.Subst(sym, na)
	}
	if out.Has(s) {
		out = out.Subst(s, r)
	}
	return out
}

// tidy rewrites p knowing that every condition of known holds, and merges
// the choices that share a condition: a·(c ? x : y) + b·(c ? u : w) is
// c ? a·x + b·u : a·y + b·w.
func (q *quasi) tidy(p Poly, known []*qCond) Poly {
	out := Poly{}
	type group struct {
		cond *qCond
		x, y Poly
	}
	var groups []*group
	byKey := map[string]*group{}
	// In the order of the monomials, not of the map: the groups become
	// atoms in this order, and their ids order the rendered terms.
	for _, m := range slices.Sorted(maps.Keys(p)) {
		coef := p[m]
		syms := monoSyms(m)
		if len(syms) == 1 {
			if a := q.atoms[syms[0]]; a != nil && a.kind == atomIte {
				c := q.given(a.cond, known)
				x, y := q.tidy(a.x, known).Scale(coef), q.tidy(a.y, known).Scale(coef)
				if gr := byKey[c.key]; gr != nil {
					gr.x, gr.y = gr.x.Add(x), gr.y.Add(y)
				} else {
					gr = &group{c, x, y}
					byKey[c.key] = gr
					groups = append(groups, gr)
				}
				continue
			}
		}
		term := Const(coef)
		for _, s := range syms {
			term = term.Mul(q.tidyAtom(s, known))
		}
		out = out.Add(term)
	}
	for _, gr := range groups {
		out = out.Add(q.ite(gr.cond, gr.x, gr.y))
	}
	return out
}

// tidyAtom rewrites symbol s (an atom's, else itself) by tidy.
func (q *quasi) tidyAtom(s string, known []*qCond) Poly {
	a := q.atoms[s]
	if a == nil {
		return Sym(s)
	}
	switch a.kind {
	case atomFloor:
		return q.floorDiv(q.tidy(a.x, known), int64(a.c))
	case atomIte:
		return q.ite(q.given(a.cond, known), q.tidy(a.x, known), q.tidy(a.y, known))
	case atomMax:
		return q.max(q.tidy(a.x, known), q.tidy(a.y, known))
	case atomMin:
		return q.min(q.tidy(a.x, known), q.tidy(a.y, known))
	}
	return Sym(s)
}

// eval evaluates p with the given symbol values.
func (q *quasi) eval(p Poly, env map[string]float64) (float64, bool) {
	full := env
	copied := false
	for _, s := range p.Syms() {
		a := q.atoms[s]
		if a == nil {
			continue
		}
		v, ok := q.evalAtom(a, env)
		if !ok {
			return 0, false
		}
		if !copied {
			full = map[string]float64{}
			for k, x := range env {
				full[k] = x
			}
			copied = true
		}
		full[s] = v
	}
	return p.Eval(full)
}

func (q *quasi) evalAtom(a *qAtom, env map[string]float64) (float64, bool) {
	x, ok := q.eval(a.x, env)
	if !ok {
		return 0, false
	}
	switch a.kind {
	case atomFloor:
		return math.Floor(x / a.c), true
	case atomIte:
		c, ok := q.condEval(a.cond, env)
		if !ok {
			return 0, false
		}
		if c {
			return x, true
		}
		return q.eval(a.y, env)
	case atomMax, atomMin:
		y, ok := q.eval(a.y, env)
		if !ok {
			return 0, false
		}
		if a.kind == atomMax {
			return math.Max(x, y), true
		}
		return math.Min(x, y), true
	case atomSum:
		inner := map[string]float64{}
		for k, v := range env {
			inner[k] = v
		}
		s := 0.0
		for k := 0.0; k < x; k++ {
			inner[a.k] = k
			v, ok := q.eval(a.y, inner)
			if !ok {
				return 0, false
			}
			s += v
		}
		return s, true
	}
	return 0, false
}

var atomRE = regexp.MustCompile(`@m?[0-9]+`)

// lua renders p as a Lua expression.
func (q *quasi) lua(p Poly) string {
	p, mods := q.withMods(p)
	out := atomRE.ReplaceAllStringFunc(p.Lua(), func(id string) string {
		if m, ok := mods[id]; ok {
			return "(" + m + ")"
		}
		a := q.atoms[id]
		if a == nil {
			return id
		}
		return q.atomLua(a)
	})
	if len(p) == 1 && p[strings.Trim(out, "()")] == 0 {
		for k, v := range p {
			if _, ok := mods[k]; ok && v == 1 {
				return strings.TrimSuffix(strings.TrimPrefix(out, "("), ")")
			}
		}
	}
	return out
}

// withMods rewrites α·x - α·c·⌊x/c⌋ in p as α·(x % c) for rendering: the
// returned symbols "@m0", "@m1"... stand for the texts of mods.
func (q *quasi) withMods(p Poly) (Poly, map[string]string) {
	var mods map[string]string
	for _, s := range p.Syms() {
		a := q.atoms[s]
		coef, single := p[s]
		if a == nil || a.kind != atomFloor || !single || coef == 0 {
			continue
		}
		alpha := -coef / a.c
		match := true
		for m, v := range a.x {
			if p[m] != alpha*v {
				match = false
			}
		}
		if !match {
			continue
		}
		if mods == nil {
			mods = map[string]string{}
		}
		id := fmt.Sprintf("@m%d", len(mods))
		mods[id] = q.luaFactor(a.x) + " % " + formatNum(a.c)
		p = p.Sub(a.x.Scale(alpha)).Sub(Const(coef).Mul(Sym(s))).Add(Sym(id).Scale(alpha))
	}
	return p, mods
}

// luaFactor renders p so that it can be an operand of * or /.
func (q *quasi) luaFactor(p Poly) string {
	s := q.lua(p)
	if len(p) == 1 {
		for k, v := range p {
			if v >= 0 && (k == "" || v == 1) {
				return s
			}
		}
	}
	return "(" + s + ")"
}

func (q *quasi) atomLua(a *qAtom) string {
	switch a.kind {
	case atomFloor:
		return fmt.Sprintf("math.floor(%s/%s)", q.luaFactor(a.x), formatNum(a.c))
	case atomIte:
		c := q.condLua(a.cond)
		if a.cond.op == condOr {
			c = "(" + c + ")"
		}
		return fmt.Sprintf("(%s and %s or %s)", c, q.lua(a.x), q.lua(a.y))
	case atomMax:
		return fmt.Sprintf("math.max(%s, %s)", q.lua(a.x), q.lua(a.y))
	case atomMin:
		return fmt.Sprintf("math.min(%s, %s)", q.lua(a.x), q.lua(a.y))
	case atomSum:
		acc := "sum_" + a.k
		return fmt.Sprintf("(function() local %s = 0 for %s = 0, %s - 1 do %s = %s + %s end return %s end)()",
			acc, a.k, q.luaFactor(a.x), acc, acc, q.luaFactor(a.y), acc)
	}
	return a.id
}

// Conditions.

type condOp int

const (
	condTrue condOp = iota
	condFalse
	condCmp // d rel 0
	condAnd
	condOr
)

// qCond is a condition over quasi-polynomials.
type qCond struct {
	op   condOp
	rel  string // condCmp: "<", "<=", "==" or "~="
	d    Poly
	args []*qCond
	key  string
}

var (
	qTrue  = &qCond{op: condTrue, key: "true"}
	qFalse = &qCond{op: condFalse, key: "false"}
)

// cmp returns the condition "a rel b" for rel one of <, <=, ==, ~=, >, >=.
func (q *quasi) cmp(rel string, a, b Poly) *qCond {
	d := a.Sub(b)
	switch rel {
	case ">":
		rel, d = "<", d.Scale(-1)
	case ">=":
		rel, d = "<=", d.Scale(-1)
	case "!=":
		rel = "~="
	}
	if c, ok := d.IsConst(); ok {
		if holdsCmp(rel, c) {
			return qTrue
		}
		return qFalse
	}
	if lo, hi, ok := q.bounds(d); ok {
		switch {
		case holdsCmp(rel, lo) && holdsCmp(rel, hi) && (rel != "~=" || lo > 0 || hi < 0):
			return qTrue
		case !holdsCmp(rel, lo) && !holdsCmp(rel, hi) && (rel != "==" || lo > 0 || hi < 0):
			return qFalse
		}
	}
	if rel == "<" && isIntPoly(d) { // integers: d < 0 is d + 1 <= 0
		rel, d = "<=", d.Add(Const(1))
	}
	if isIntPoly(d) {
		// g·x + c rel 0 with g the gcd of the variable terms: x + c/g
		// (x + ⌈c/g⌉ for <=), or never equal when g does not divide c.
		g := int64(0)
		for m, v := range d {
			if m != "" {
				g = gcd(g, int64(math.Abs(v)))
			}
		}
		if c := d[""]; g > 1 {
			if (rel == "==" || rel == "~=") && math.Mod(c, float64(g)) != 0 {
				if rel == "==" {
					return qFalse
				}
				return qTrue
			}
			d = d.Scale(1 / float64(g))
			if rel == "<=" {
				d[""] = math.Ceil(c / float64(g))
				d = d.clean()
			}
		}
	}
	if (rel == "==" || rel == "~=") && leadingNegative(d) {
		d = d.Scale(-1)
	}
	return &qCond{op: condCmp, rel: rel, d: d, key: "(" + d.Lua() + rel + "0)"}
}

func holdsCmp(rel string, c float64) bool {
	switch rel {
	case "<":
		return c < 0
	case "<=":
		return c <= 0
	case "==":
		return c == 0
	}
	return c != 0
}

// leadingNegative reports whether the first monomial Poly.Lua writes is negative.
func leadingNegative(p Poly) bool { return strings.HasPrefix(p.Lua(), "-") }

func (q *quasi) not(c *qCond) *qCond {
	switch c.op {
	case condTrue:
		return qFalse
	case condFalse:
		return qTrue
	case condCmp:
		switch c.rel {
		case "<":
			return q.cmp("<=", c.d.Scale(-1), Poly{})
		case "<=":
			return q.cmp("<", c.d.Scale(-1), Poly{})
		case "==":
			return q.cmp("~=", c.d, Poly{})
		}
		return q.cmp("==", c.d, Poly{})
	case condAnd, condOr:
		args := make([]*qCond, len(c.args))
		for i, a := range c.args {
			args[i] = q.not(a)
		}
		if c.op == condAnd {
			return q.or(args...)
		}
		return q.and(args...)
	}
	panic("loops: unknown condition")
}

// and returns the conjunction of cs.
func (q *quasi) and(cs ...*qCond) *qCond { return q.junction(condAnd, cs) }

// or returns the disjunction of cs.
func (q *quasi) or(cs ...*qCond) *qCond {
	// (x ∧ c) ∨ (x ∧ ¬c) = x.
	if len(cs) == 2 {
		if x, ok := q.factorOr(cs[0], cs[1]); ok {
			return x
		}
	}
	return q.junction(condOr, cs)
}

func (q *quasi) factorOr(a, b *qCond) (*qCond, bool) {
	as, bs := conjuncts(a), conjuncts(b)
	if len(as) != len(bs) {
		return nil, false
	}
	inB := map[string]bool{}
	for _, c := range bs {
		inB[c.key] = true
	}
	var common []*qCond
	var da, db *qCond
	for _, c := range as {
		if inB[c.key] {
			common = append(common, c)
		} else if da == nil {
			da = c
		} else {
			return nil, false
		}
	}
	for _, c := range bs {
		found := false
		for _, x := range common {
			found = found || x.key == c.key
		}
		if !found {
			db = c
		}
	}
	if da == nil || db == nil || q.not(da).key != db.key {
		return nil, false
	}
	return q.and(common...), true
}

func conjuncts(c *qCond) []*qCond {
	if c.op == condAnd {
		return c.args
	}
	if c.op == condTrue {
		return nil
	}
	return []*qCond{c}
}

func (q *quasi) junction(op condOp, cs []*qCond) *qCond {
	unit, zero := condTrue, condFalse // and: true is the unit, false absorbs
	if op == condOr {
		unit, zero = condFalse, condTrue
	}
	var args []*qCond
	seen := map[string]bool{}
	for _, c := range cs {
		if c == nil {
			return nil
		}
		parts := []*qCond{c}
		if c.op == op {
			parts = c.args
		}
		for _, p := range parts {
			switch {
			case p.op == unit, seen[p.key]:
				continue
			case p.op == zero:
				return p
			}
			seen[p.key] = true
			args = append(args, p)
		}
	}
	args = q.tightest(op, args)
	for _, a := range args {
		if seen[q.not(a).key] { // x and not x, x or not x
			if op == condAnd {
				return qFalse
			}
			return qTrue
		}
	}
	switch len(args) {
	case 0:
		if op == condAnd {
			return qTrue
		}
		return qFalse
	case 1:
		return args[0]
	}
	sort.Slice(args, func(i, j int) bool { return args[i].key < args[j].key })
	keys := make([]string, len(args))
	for i, a := range args {
		keys[i] = a.key
	}
	sep := "&"
	if op == condOr {
		sep = "|"
	}
	return &qCond{op: op, args: args, key: "(" + strings.Join(keys, sep) + ")"}
}

// tightest keeps, of the bounds x + c <= 0 on the same x, the tightest for
// a conjunction (n >= 9 and n >= 33 is n >= 33), the loosest for a
// disjunction.
func (q *quasi) tightest(op condOp, args []*qCond) []*qCond {
	best := map[string]int{}
	var out []*qCond
	for _, a := range args {
		if a.op != condCmp || a.rel != "<=" {
			out = append(out, a)
			continue
		}
		x := a.d.Sub(Const(a.d[""])).Lua()
		i, ok := best[x]
		if !ok {
			best[x] = len(out)
			out = append(out, a)
			continue
		}
		if (a.d[""] > out[i].d[""]) == (op == condAnd) {
			out[i] = a
		}
	}
	return out
}

// given simplifies c knowing that every condition of known holds.
func (q *quasi) given(c *qCond, known []*qCond) *qCond {
	if c == nil || len(known) == 0 {
		return c
	}
	holds, fails := map[string]bool{}, map[string]bool{}
	for _, k := range known {
		for _, x := range conjuncts(k) {
			holds[x.key] = true
			fails[q.not(x).key] = true
		}
	}
	var walk func(c *qCond) *qCond
	walk = func(c *qCond) *qCond {
		switch {
		case holds[c.key]:
			return qTrue
		case fails[c.key]:
			return qFalse
		case c.op == condAnd || c.op == condOr:
			args := make([]*qCond, len(c.args))
			for i, a := range c.args {
				args[i] = walk(a)
			}
			return q.junction(c.op, args)
		}
		return c
	}
	return walk(c)
}

func (q *quasi) condSyms(c *qCond) map[string]bool {
	out := map[string]bool{}
	if c.op == condCmp {
		return q.freeSyms(c.d)
	}
	for _, a := range c.args {
		for s := range q.condSyms(a) {
			out[s] = true
		}
	}
	return out
}

func (q *quasi) condSubst(c *qCond, s string, r Poly) *qCond {
	switch c.op {
	case condCmp:
		return q.cmp(c.rel, q.subst(c.d, s, r), Poly{})
	case condAnd, condOr:
		args := make([]*qCond, len(c.args))
		for i, a := range c.args {
			args[i] = q.condSubst(a, s, r)
		}
		if c.op == condAnd {
			return q.and(args...)
		}
		return q.or(args...)
	}
	return c
}

func (q *quasi) condEval(c *qCond, env map[string]float64) (bool, bool) {
	switch c.op {
	case condTrue:
		return true, true
	case condFalse:
		return false, true
	case condCmp:
		d, ok := q.eval(c.d, env)
		return holdsCmp(c.rel, d), ok
	case condAnd, condOr:
		for _, a := range c.args {
			v, ok := q.condEval(a, env)
			if !ok {
				return false, false
			}
			if v == (c.op == condOr) {
				return v, true
			}
		}
		return c.op == condAnd, true
	}
	panic("loops: unknown condition")
}

// condLua renders c; a comparison as "lhs rel rhs" with the positive
// terms on the left.
func (q *quasi) condLua(c *qCond) string {
	switch c.op {
	case condTrue:
		return "true"
	case condFalse:
		return "false"
	case condCmp:
		d, rel := c.d, c.rel
		pos := false
		for k, v := range d {
			pos = pos || k != "" && v > 0
		}
		if !pos { // -n + 3 <= 0 is n >= 3
			d = d.Scale(-1)
			rel = map[string]string{"<": ">", "<=": ">=", "==": "==", "~=": "~="}[rel]
		}
		lhs, rhs := Poly{}, Poly{}
		for k, v := range d {
			if k != "" && v > 0 {
				lhs[k] = v
			} else {
				rhs[k] = -v
			}
		}
		return q.lua(lhs) + " " + rel + " " + q.lua(rhs)
	case condAnd, condOr:
		sep := " and "
		if c.op == condOr {
			sep = " or "
		}
		parts := make([]string, len(c.args))
		for i, a := range c.args {
			parts[i] = q.condLua(a)
			if a.op == condAnd || a.op == condOr {
				parts[i] = "(" + parts[i] + ")"
			}
		}
		return strings.Join(parts, sep)
	}
	panic("loops: unknown condition")
}

// indicator returns 1 where c holds, else 0.
func (q *quasi) indicator(c *qCond) Poly { return q.ite(c, Const(1), Const(0)) }
