package poly

// Conditions over quasi-polynomials: compares of a Poly with 0, their
// negations, conjunctions and disjunctions, simplified as they are built,
// and their rendering as Lua.

import (
	"math"
	"sort"
	"strings"
)

// CondOp is the kind of a Cond.
type CondOp int

// The kinds of conditions.
const (
	CondTrue CondOp = iota
	CondFalse
	CondCmp // d rel 0
	CondAnd
	CondOr
)

// Cond is a condition over quasi-polynomials.
type Cond struct {
	op   CondOp
	rel  string // CondCmp: "<", "<=", "==" or "~="
	d    Poly
	args []*Cond
	key  string
}

// True and False are the constant conditions.
var (
	True  = &Cond{op: CondTrue, key: "true"}
	False = &Cond{op: CondFalse, key: "false"}
)

// Op returns the kind of c.
func (c *Cond) Op() CondOp { return c.op }

// Rel returns the relation of a CondCmp: "<", "<=", "==" or "~=".
func (c *Cond) Rel() string { return c.rel }

// Diff returns d of a CondCmp "d rel 0".
func (c *Cond) Diff() Poly { return c.d }

// Args returns the operands of a CondAnd or CondOr.
func (c *Cond) Args() []*Cond { return c.args }

// Cmp returns the condition "a rel b" for rel one of <, <=, ==, ~=, >, >=.
func (q *Quasi) Cmp(rel string, a, b Poly) *Cond {
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
			return True
		}
		return False
	}
	if lo, hi, ok := q.Bounds(d); ok {
		switch {
		case holdsCmp(rel, lo) && holdsCmp(rel, hi) && (rel != "~=" || lo > 0 || hi < 0):
			return True
		case !holdsCmp(rel, lo) && !holdsCmp(rel, hi) && (rel != "==" || lo > 0 || hi < 0):
			return False
		}
	}
	if rel == "<" && d.IsInt() { // integers: d < 0 is d + 1 <= 0
		rel, d = "<=", d.Add(Const(1))
	}
	if d.IsInt() {
		// g·x + c rel 0 with g the gcd of the variable terms: x + c/g
		// (x + ⌈c/g⌉ for <=), or never equal when g does not divide c.
		g := int64(0)
		for m, v := range d {
			if m != "" {
				g = GCD(g, int64(math.Abs(v)))
			}
		}
		if c := d[""]; g > 1 {
			if (rel == "==" || rel == "~=") && math.Mod(c, float64(g)) != 0 {
				if rel == "==" {
					return False
				}
				return True
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
	return &Cond{op: CondCmp, rel: rel, d: d, key: "(" + d.Lua() + rel + "0)"}
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

func (q *Quasi) Not(c *Cond) *Cond {
	switch c.op {
	case CondTrue:
		return False
	case CondFalse:
		return True
	case CondCmp:
		switch c.rel {
		case "<":
			return q.Cmp("<=", c.d.Scale(-1), Poly{})
		case "<=":
			return q.Cmp("<", c.d.Scale(-1), Poly{})
		case "==":
			return q.Cmp("~=", c.d, Poly{})
		}
		return q.Cmp("==", c.d, Poly{})
	case CondAnd, CondOr:
		if n, ok := q.nots[c.key]; ok {
			return n
		}
		args := make([]*Cond, len(c.args))
		for i, a := range c.args {
			args[i] = q.Not(a)
		}
		var n *Cond
		if c.op == CondAnd {
			n = q.Or(args...)
		} else {
			n = q.And(args...)
		}
		if q.nots == nil {
			q.nots = map[string]*Cond{}
		}
		q.nots[c.key] = n
		return n
	}
	panic("poly: unknown condition")
}

// And returns the conjunction of cs.
func (q *Quasi) And(cs ...*Cond) *Cond { return q.junction(CondAnd, cs) }

// Or returns the disjunction of cs.
func (q *Quasi) Or(cs ...*Cond) *Cond {
	// (x ∧ c) ∨ (x ∧ ¬c) = x, for any two of the disjuncts (a join's
	// reach is the disjunction of its edges', which split on the same
	// tests), until no two merge.
	var args []*Cond
	for _, c := range cs {
		if c == nil {
			return nil
		}
		if c.op == CondOr {
			args = append(args, c.args...)
		} else {
			args = append(args, c)
		}
	}
	if len(args) > maxFactorArgs {
		return q.junction(CondOr, args)
	}
	for merged := true; merged && len(args) >= 2; {
		merged = false
		for i := 0; i < len(args) && !merged; i++ {
			for j := i + 1; j < len(args); j++ {
				if x, ok := q.factorOr(args[i], args[j]); ok {
					args[i] = x
					args = append(args[:j], args[j+1:]...)
					merged = true
					break
				}
			}
		}
	}
	if len(args) == 1 {
		return args[0]
	}
	return q.junction(CondOr, args)
}

// maxFactorArgs bounds the disjunctions whose pairs Or tries to merge.
const maxFactorArgs = 32

func (q *Quasi) factorOr(a, b *Cond) (*Cond, bool) {
	as, bs := conjuncts(a), conjuncts(b)
	if len(as) != len(bs) {
		return nil, false
	}
	inB := map[string]bool{}
	for _, c := range bs {
		inB[c.key] = true
	}
	var common []*Cond
	var da, db *Cond
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
	if da == nil || db == nil || q.Not(da).key != db.key {
		return nil, false
	}
	return q.And(common...), true
}

func conjuncts(c *Cond) []*Cond {
	if c.op == CondAnd {
		return c.args
	}
	if c.op == CondTrue {
		return nil
	}
	return []*Cond{c}
}

func (q *Quasi) junction(op CondOp, cs []*Cond) *Cond {
	unit, zero := CondTrue, CondFalse // and: true is the unit, false absorbs
	if op == CondOr {
		unit, zero = CondFalse, CondTrue
	}
	var args []*Cond
	seen := map[string]bool{}
	for _, c := range cs {
		if c == nil {
			return nil
		}
		parts := []*Cond{c}
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
		if seen[q.Not(a).key] { // x and not x, x or not x
			if op == CondAnd {
				return False
			}
			return True
		}
	}
	switch len(args) {
	case 0:
		if op == CondAnd {
			return True
		}
		return False
	case 1:
		return args[0]
	}
	sort.Slice(args, func(i, j int) bool { return args[i].key < args[j].key })
	keys := make([]string, len(args))
	for i, a := range args {
		keys[i] = a.key
	}
	sep := "&"
	if op == CondOr {
		sep = "|"
	}
	return &Cond{op: op, args: args, key: "(" + strings.Join(keys, sep) + ")"}
}

// tightest keeps, of the bounds x + c <= 0 on the same x, the tightest for
// a conjunction (n >= 9 and n >= 33 is n >= 33), the loosest for a
// disjunction.
func (q *Quasi) tightest(op CondOp, args []*Cond) []*Cond {
	best := map[string]int{}
	var out []*Cond
	for _, a := range args {
		if a.op != CondCmp || a.rel != "<=" {
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
		if (a.d[""] > out[i].d[""]) == (op == CondAnd) {
			out[i] = a
		}
	}
	return out
}

// Given simplifies c knowing that every condition of known holds.
func (q *Quasi) Given(c *Cond, known []*Cond) *Cond {
	if c == nil || len(known) == 0 {
		return c
	}
	holds, fails := map[string]bool{}, map[string]bool{}
	for _, k := range known {
		for _, x := range conjuncts(k) {
			holds[x.key] = true
			fails[q.Not(x).key] = true
		}
	}
	var walk func(c *Cond) *Cond
	walk = func(c *Cond) *Cond {
		switch {
		case holds[c.key]:
			return True
		case fails[c.key]:
			return False
		case c.op == CondAnd || c.op == CondOr:
			args := make([]*Cond, len(c.args))
			for i, a := range c.args {
				args[i] = walk(a)
			}
			return q.junction(c.op, args)
		}
		return c
	}
	return walk(c)
}

func (q *Quasi) CondSyms(c *Cond) map[string]bool {
	out := map[string]bool{}
	if c.op == CondCmp {
		return q.FreeSyms(c.d)
	}
	for _, a := range c.args {
		for s := range q.CondSyms(a) {
			out[s] = true
		}
	}
	return out
}

func (q *Quasi) condSubst(c *Cond, s string, r Poly) *Cond {
	switch c.op {
	case CondCmp:
		return q.Cmp(c.rel, q.Subst(c.d, s, r), Poly{})
	case CondAnd, CondOr:
		args := make([]*Cond, len(c.args))
		for i, a := range c.args {
			args[i] = q.condSubst(a, s, r)
		}
		if c.op == CondAnd {
			return q.And(args...)
		}
		return q.Or(args...)
	}
	return c
}

func (q *Quasi) CondEval(c *Cond, env map[string]float64) (bool, bool) {
	switch c.op {
	case CondTrue:
		return true, true
	case CondFalse:
		return false, true
	case CondCmp:
		d, ok := q.Eval(c.d, env)
		return holdsCmp(c.rel, d), ok
	case CondAnd, CondOr:
		for _, a := range c.args {
			v, ok := q.CondEval(a, env)
			if !ok {
				return false, false
			}
			if v == (c.op == CondOr) {
				return v, true
			}
		}
		return c.op == CondAnd, true
	}
	panic("poly: unknown condition")
}

// CondLua renders c; a comparison as "lhs rel rhs" with the positive
// terms on the left.
func (q *Quasi) CondLua(c *Cond) string {
	switch c.op {
	case CondTrue:
		return "true"
	case CondFalse:
		return "false"
	case CondCmp:
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
		return q.Lua(lhs) + " " + rel + " " + q.Lua(rhs)
	case CondAnd, CondOr:
		sep := " and "
		if c.op == CondOr {
			sep = " or "
		}
		parts := make([]string, len(c.args))
		for i, a := range c.args {
			parts[i] = q.CondLua(a)
			if a.op == CondAnd || a.op == CondOr {
				parts[i] = "(" + parts[i] + ")"
			}
		}
		return strings.Join(parts, sep)
	}
	panic("poly: unknown condition")
}

// Indicator returns 1 where c holds, else 0.
func (q *Quasi) Indicator(c *Cond) Poly { return q.Ite(c, Const(1), Const(0)) }
