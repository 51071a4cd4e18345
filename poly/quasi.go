package poly

// Quasi-polynomials: the counts of the loops clang -O2 vectorises and
// unrolls are polynomials in the parameters once integer division and
// remainder are allowed (a vector loop runs ⌊n/4⌋ times, its scalar
// remainder n mod 4 times), and once a value may depend on which path
// reached a join (the remainder loop starts at 0 when the vector loop was
// skipped, else at 4⌊n/4⌋). Such an expression is a Poly whose symbols may
// be atoms, "@3", standing for ⌊x/c⌋, cond ? x : y, max(x, y), min(x, y) or
// Σ_{k=0}^{t-1} x(k) over Polys that may hold atoms in turn. Atoms are
// interned by their canonical text, so equal subexpressions are one symbol
// And cancel under Poly arithmetic (4⌊n/4⌋ - 4⌊n/4⌋ = 0).
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

// atom is one non-polynomial subexpression.
type atom struct {
	kind atomKind
	x, y Poly
	c    float64 // atomFloor: the divisor
	cond *Cond   // atomIte
	k    string  // atomSum: the summation symbol, bound in y
	id   string  // its symbol, "@3"
	key  string  // canonical text
	free map[string]bool
}

// Quasi interns the atoms of one analysis.
type Quasi struct {
	atoms map[string]*atom // by id
	byKey map[string]*atom
	// nots memoises Not by the condition's key: negating a junction
	// negates its arguments, and a junction checks each argument's
	// negation, so without it nested conditions cost exponential time.
	nots map[string]*Cond
	// Loops keeps sums that are not polynomials as Lua loops rather than
	// closed forms, which can be longer.
	Loops bool
}

// NewQuasi returns an empty set of atoms.
func NewQuasi() *Quasi {
	return &Quasi{atoms: map[string]*atom{}, byKey: map[string]*atom{}, nots: map[string]*Cond{}}
}

func isAtomSym(s string) bool { return strings.HasPrefix(s, "@") }

// intern returns the symbol of a (an equal atom's if there is one).
func (q *Quasi) intern(a *atom) Poly {
	a.key = q.atomKey(a)
	if old := q.byKey[a.key]; old != nil {
		return Sym(old.id)
	}
	a.id = fmt.Sprintf("@%d", len(q.atoms))
	a.free = map[string]bool{}
	add := func(p Poly) {
		for s := range q.FreeSyms(p) {
			a.free[s] = true
		}
	}
	add(a.x)
	add(a.y)
	if a.cond != nil {
		for s := range q.CondSyms(a.cond) {
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

func (q *Quasi) atomKey(a *atom) string {
	switch a.kind {
	case atomFloor:
		return "floor(" + a.x.Lua() + "/" + FormatNum(a.c) + ")"
	case atomIte:
		return "ite(" + a.cond.key + "," + a.x.Lua() + "," + a.y.Lua() + ")"
	case atomMax:
		return "max(" + a.x.Lua() + "," + a.y.Lua() + ")"
	case atomMin:
		return "min(" + a.x.Lua() + "," + a.y.Lua() + ")"
	case atomSum:
		return "sum(" + a.k + "," + a.x.Lua() + "," + a.y.Lua() + ")"
	}
	panic("poly: unknown atom kind")
}

// IteArms returns the arms x and y of the atom s when s is the symbol of
// cond ? x : y.
func (q *Quasi) IteArms(s string) (x, y Poly, ok bool) {
	if a := q.atoms[s]; a != nil && a.kind == atomIte {
		return a.x, a.y, true
	}
	return nil, nil, false
}

// FreeSyms returns the symbols p depends on, through its atoms: Lua
// parameters and iteration numbers, never atom ids.
func (q *Quasi) FreeSyms(p Poly) map[string]bool {
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

// DependsOn reports whether p depends on symbol s.
func (q *Quasi) DependsOn(p Poly, s string) bool { return q.FreeSyms(p)[s] }

// IsInt reports whether every coefficient of p is an integer (so p is
// an integer for integer symbols).
func (p Poly) IsInt() bool {
	for _, c := range p {
		if c != math.Trunc(c) {
			return false
		}
	}
	return true
}

// FloorDiv returns ⌊x/c⌋ for an integer c >= 1.
func (q *Quasi) FloorDiv(x Poly, c int64) Poly {
	if c <= 1 && x.IsInt() {
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
		return q.intern(&atom{kind: atomFloor, x: x, c: float64(c)})
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
	if rest.IsInt() {
		for k, v := range rest {
			if a := q.atoms[k]; a != nil && v == 1 && a.kind == atomFloor && a.c*float64(c) < 1<<53 {
				w := rest.Sub(Sym(k))
				return whole.Add(q.FloorDiv(a.x.Add(w.Scale(a.c)), int64(a.c)*c))
			}
		}
	}
	// ⌊g·y/(g·c')⌋ = ⌊y/c'⌋.
	if rest.IsInt() {
		g := c
		for _, v := range rest {
			g = GCD(g, int64(math.Abs(v)))
		}
		if g > 1 {
			rest = rest.Scale(1 / float64(g))
			c /= g
			if c == 1 {
				return whole.Add(rest)
			}
		}
	}
	return whole.Add(q.intern(&atom{kind: atomFloor, x: rest, c: float64(c)}))
}

// GCD returns the greatest common divisor of a and b, non-negative.
func GCD(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// Mod returns x mod c (the floored remainder, Lua's %) for c >= 1.
func (q *Quasi) Mod(x Poly, c int64) Poly {
	return x.Sub(q.FloorDiv(x, c).Scale(float64(c)))
}

// Ite returns cond ? a : b.
func (q *Quasi) Ite(cond *Cond, a, b Poly) Poly {
	switch {
	case cond.op == CondTrue:
		return a
	case cond.op == CondFalse:
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
		return common.Add(q.Ite(cond, a.Sub(common), b.Sub(common)))
	}
	return q.intern(&atom{kind: atomIte, cond: cond, x: a, y: b})
}

// Max returns max(a, b); Min, min(a, b).
func (q *Quasi) Max(a, b Poly) Poly { return q.minMax(atomMax, a, b) }
func (q *Quasi) Min(a, b Poly) Poly { return q.minMax(atomMin, a, b) }

// UMax returns the unsigned max of a and b, two integers of one type
// given as signed values: a negative one stands for 2^bits plus it, above
// every non-negative one. UMin, the unsigned min.
func (q *Quasi) UMax(a, b Poly) Poly {
	na, nb := q.Cmp("<", a, Const(0)), q.Cmp("<", b, Const(0))
	return q.Ite(na, q.Ite(nb, q.Max(a, b), a), q.Ite(nb, b, q.Max(a, b)))
}
func (q *Quasi) UMin(a, b Poly) Poly {
	na, nb := q.Cmp("<", a, Const(0)), q.Cmp("<", b, Const(0))
	return q.Ite(na, q.Ite(nb, q.Min(a, b), b), q.Ite(nb, a, q.Min(a, b)))
}

func (q *Quasi) minMax(kind atomKind, a, b Poly) Poly {
	if lo, hi, ok := q.Bounds(a.Sub(b)); ok && (lo >= 0 || hi <= 0) {
		if (lo >= 0) == (kind == atomMax) {
			return a
		}
		return b
	}
	if a.Lua() > b.Lua() {
		a, b = b, a
	}
	return q.intern(&atom{kind: kind, x: a, y: b})
}

// Bounds returns an interval holding p whatever its symbols, when p is a
// constant plus differences of floors ⌊x/c⌋ - ⌊(x - d)/c⌋ (which lie
// between ⌊d/c⌋ and ⌈d/c⌉).
func (q *Quasi) Bounds(p Poly) (lo, hi float64, ok bool) {
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

// Sum returns Σ_{k=0}^{t-1} body, 0 when t <= 0: t·body when body does not
// depend on k, Faulhaber's formulas when it is a polynomial in k and t
// is known to be positive (pos), else a sum atom.
func (q *Quasi) Sum(k string, t, body Poly, pos bool) Poly {
	if !q.DependsOn(body, k) {
		if pos {
			return t.Mul(body)
		}
		return q.Max(t, Const(0)).Mul(body)
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
	if s, ok := q.sumSplit(k, t, True, body, &budget); ok && !q.Loops {
		return s
	}
	return q.intern(&atom{kind: atomSum, k: k, x: t, y: body})
}

// Subst replaces symbol s by r in p, inside its atoms too.
func (q *Quasi) Subst(p Poly, s string, r Poly) Poly {
	out := p
	for _, sym := range p.Syms() {
		a := q.atoms[sym]
		if a == nil || !a.free[s] {
			continue
		}
		var na Poly
		switch a.kind {
		case atomFloor:
			na = q.FloorDiv(q.Subst(a.x, s, r), int64(a.c))
		case atomIte:
			na = q.Ite(q.condSubst(a.cond, s, r), q.Subst(a.x, s, r), q.Subst(a.y, s, r))
		case atomMax:
			na = q.Max(q.Subst(a.x, s, r), q.Subst(a.y, s, r))
		case atomMin:
			na = q.Min(q.Subst(a.x, s, r), q.Subst(a.y, s, r))
		case atomSum:
			na = q.intern(&atom{kind: atomSum, k: a.k, x: q.Subst(a.x, s, r), y: q.Subst(a.y, s, r)})
		}
		out = out.Subst(sym, na)
	}
	if out.Has(s) {
		out = out.Subst(s, r)
	}
	return out
}

// Tidy rewrites p knowing that every condition of known holds, and merges
// the choices that share a condition: a·(c ? x : y) + b·(c ? u : w) is
// c ? a·x + b·u : a·y + b·w.
func (q *Quasi) Tidy(p Poly, known []*Cond) Poly {
	out := Poly{}
	type group struct {
		cond *Cond
		x, y Poly
	}
	var groups []*group
	byKey := map[string]*group{}
	// In the order of the monomials, not of the map: the groups become
	// atoms in this order, and their ids order the rendered terms.
	for _, m := range slices.Sorted(maps.Keys(p)) {
		coef := p[m]
		syms := MonoSyms(m)
		if len(syms) == 1 {
			if a := q.atoms[syms[0]]; a != nil && a.kind == atomIte {
				c := q.Given(a.cond, known)
				x, y := q.Tidy(a.x, known).Scale(coef), q.Tidy(a.y, known).Scale(coef)
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
		out = out.Add(q.Ite(gr.cond, gr.x, gr.y))
	}
	return out
}

// tidyAtom rewrites symbol s (an atom's, else itself) by tidy.
func (q *Quasi) tidyAtom(s string, known []*Cond) Poly {
	a := q.atoms[s]
	if a == nil {
		return Sym(s)
	}
	switch a.kind {
	case atomFloor:
		return q.FloorDiv(q.Tidy(a.x, known), int64(a.c))
	case atomIte:
		return q.Ite(q.Given(a.cond, known), q.Tidy(a.x, known), q.Tidy(a.y, known))
	case atomMax:
		return q.Max(q.Tidy(a.x, known), q.Tidy(a.y, known))
	case atomMin:
		return q.Min(q.Tidy(a.x, known), q.Tidy(a.y, known))
	}
	return Sym(s)
}

// Eval evaluates p with the given symbol values.
func (q *Quasi) Eval(p Poly, env map[string]float64) (float64, bool) {
	syms := p.Syms()
	atoms := false
	for _, s := range syms {
		atoms = atoms || q.atoms[s] != nil
	}
	if !atoms {
		return p.Eval(env)
	}
	// The values of p's own symbols only: env may hold many more.
	full := make(map[string]float64, len(syms))
	for _, s := range syms {
		if a := q.atoms[s]; a != nil {
			v, ok := q.evalAtom(a, env)
			if !ok {
				return 0, false
			}
			full[s] = v
			continue
		}
		v, ok := env[s]
		if !ok {
			return 0, false
		}
		full[s] = v
	}
	return p.Eval(full)
}

func (q *Quasi) evalAtom(a *atom, env map[string]float64) (float64, bool) {
	x, ok := q.Eval(a.x, env)
	if !ok {
		return 0, false
	}
	switch a.kind {
	case atomFloor:
		return math.Floor(x / a.c), true
	case atomIte:
		c, ok := q.CondEval(a.cond, env)
		if !ok {
			return 0, false
		}
		if c {
			return x, true
		}
		return q.Eval(a.y, env)
	case atomMax, atomMin:
		y, ok := q.Eval(a.y, env)
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
			v, ok := q.Eval(a.y, inner)
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

// Lua renders p as a Lua expression.
func (q *Quasi) Lua(p Poly) string {
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
func (q *Quasi) withMods(p Poly) (Poly, map[string]string) {
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
		mods[id] = q.LuaFactor(a.x) + " % " + FormatNum(a.c)
		p = p.Sub(a.x.Scale(alpha)).Sub(Const(coef).Mul(Sym(s))).Add(Sym(id).Scale(alpha))
	}
	return p, mods
}

// LuaFactor renders p so that it can be an operand of * or /.
func (q *Quasi) LuaFactor(p Poly) string {
	s := q.Lua(p)
	if len(p) == 1 {
		for k, v := range p {
			if v >= 0 && (k == "" || v == 1) {
				return s
			}
		}
	}
	return "(" + s + ")"
}

func (q *Quasi) atomLua(a *atom) string {
	switch a.kind {
	case atomFloor:
		return fmt.Sprintf("math.floor(%s/%s)", q.LuaFactor(a.x), FormatNum(a.c))
	case atomIte:
		c := q.CondLua(a.cond)
		if a.cond.op == CondOr {
			c = "(" + c + ")"
		}
		return fmt.Sprintf("(%s and %s or %s)", c, q.Lua(a.x), q.Lua(a.y))
	case atomMax:
		return fmt.Sprintf("math.max(%s, %s)", q.Lua(a.x), q.Lua(a.y))
	case atomMin:
		return fmt.Sprintf("math.min(%s, %s)", q.Lua(a.x), q.Lua(a.y))
	case atomSum:
		acc := "sum_" + a.k
		return fmt.Sprintf("(function() local %s = 0 for %s = 0, %s - 1 do %s = %s + %s end return %s end)()",
			acc, a.k, q.LuaFactor(a.x), acc, acc, q.LuaFactor(a.y), acc)
	}
	return a.id
}
