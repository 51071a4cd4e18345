package poly

import "math"

// Closed forms of Σ_{k=0}^{t-1} (c(k) ? v(k) : 0) over quasi-polynomials,
// so that the probabilities of triangular nests at -O2 are formulas rather
// than Lua loops. The sum is split until every piece is a polynomial in k
// over a range of k:
//
//   - a choice in v (cond ? x : y, max, min) that depends on k splits the
//     sum in two, under cond and under its negation;
//   - a disjunction in c splits into disjoint parts (a, then not a and b);
//   - ⌊(a + αk)/c⌋ depends on k periodically: with P the period
//     (c / GCD(α, c)), k = Pm + j for each residue j turns it into
//     m·αP/c + ⌊(a + αj)/c⌋, a polynomial in m (so does x mod c);
//   - a compare linear in k bounds the range (k <= b, k >= a), picks one
//     point (k == p) or removes one (k ~= p, by inclusion–exclusion).
//
// The polynomial over the range [lo, hi) is S(hi) - S(lo), S(t) = Σ_{k<t}
// by Faulhaber's formulas, and 0 when the range is empty. A sum that needs
// more than sumBudget splits, a period above maxPeriod, or a compare not
// linear in k keeps the loop (Quasi.Sum's atom).

// sumBudget bounds the splits of one closed-form sum.
const sumBudget = 48

// maxPeriod bounds the residues a periodic sum is split into.
const maxPeriod = 16

// SumCond returns Σ_{k=0}^{t-1} (c ? v : 0), 0 when t <= 0.
func (q *Quasi) SumCond(k string, t Poly, c *Cond, v Poly) Poly {
	if !q.CondSyms(c)[k] {
		return q.Ite(c, q.Sum(k, t, v, true), Const(0))
	}
	budget := sumBudget
	if s, ok := q.sumSplit(k, t, c, v, &budget); !q.Loops && ok {
		return s
	}
	return q.intern(&atom{kind: atomSum, k: k, x: t, y: q.Ite(c, v, Const(0))})
}

// sumSplit is the closed form of sumCond, ok false when it has none.
func (q *Quasi) sumSplit(k string, t Poly, c *Cond, v Poly, budget *int) (Poly, bool) {
	*budget--
	if *budget < 0 || c == nil {
		return nil, false
	}
	if c.op == CondFalse {
		return Poly{}, true
	}
	// A choice (cond ? x : y, max, min) anywhere in c or v.
	if a := q.findChoice(k, c, v); a != nil {
		var cond *Cond
		switch a.kind {
		case atomIte:
			cond = a.cond
		case atomMax:
			cond = q.Cmp(">=", a.x, a.y)
		default:
			cond = q.Cmp("<=", a.x, a.y)
		}
		x, ok1 := q.sumSplit(k, t, q.And(q.condReplace(c, a.id, a.x), cond), q.replace(v, a.id, a.x), budget)
		if !ok1 {
			return nil, false
		}
		y, ok2 := q.sumSplit(k, t, q.And(q.condReplace(c, a.id, a.y), q.Not(cond)), q.replace(v, a.id, a.y), budget)
		if !ok2 {
			return nil, false
		}
		return x.Add(y), true
	}
	// A disjunction in c.
	for i, x := range conjuncts(c) {
		if x.op != CondOr || !q.CondSyms(x)[k] {
			continue
		}
		rest := append(append([]*Cond(nil), conjuncts(c)[:i]...), conjuncts(c)[i+1:]...)
		first := x.args[0]
		others := q.Or(x.args[1:]...)
		a, ok1 := q.sumSplit(k, t, q.And(append(rest, first)...), v, budget)
		if !ok1 {
			return nil, false
		}
		b, ok2 := q.sumSplit(k, t, q.And(append(rest, q.Not(first), others)...), v, budget)
		if !ok2 {
			return nil, false
		}
		return a.Add(b), true
	}
	// Floors of k: split by residues.
	if p, ok := q.period(k, c, v); !ok {
		return nil, false
	} else if p > 1 {
		m := k + "m"
		total := Poly{}
		for j := int64(0); j < p; j++ {
			kj := Sym(m).Scale(float64(p)).Add(Const(float64(j)))
			tj := q.FloorDiv(t.Sub(Const(float64(j))).Add(Const(float64(p-1))), p)
			s, ok := q.sumSplit(m, tj, q.condSubst(c, k, kj), q.Subst(v, k, kj), budget)
			if !ok {
				return nil, false
			}
			total = total.Add(s)
		}
		return total, true
	}
	return q.sumLinear(k, t, c, v)
}

// period returns the period in k of the floors of c and v that depend on
// k (1 when none does), ok false when one is not of the form ⌊(a + αk)/c⌋
// Or the period is too long.
func (q *Quasi) period(k string, c *Cond, v Poly) (int64, bool) {
	p := int64(1)
	ok := true
	var visit func(x Poly)
	visit = func(x Poly) {
		for _, s := range x.Syms() {
			a := q.atoms[s]
			if a == nil || !a.free[k] {
				continue
			}
			if a.kind != atomFloor {
				ok = false
				continue
			}
			cs := a.x.Coeffs(k)
			if len(cs) != 2 || q.DependsOn(cs[0], k) {
				ok = false
				continue
			}
			alpha, isC := cs[1].IsConst()
			if !isC || alpha != float64(int64(alpha)) {
				ok = false
				continue
			}
			d := int64(a.c) / GCD(int64(a.c), int64(alpha))
			p = p / GCD(p, d) * d
		}
	}
	visit(v)
	var walk func(c *Cond)
	walk = func(c *Cond) {
		if c.op == CondCmp {
			visit(c.d)
		}
		for _, a := range c.args {
			walk(a)
		}
	}
	walk(c)
	return p, ok && p <= maxPeriod
}

// sumLinear sums a polynomial in k over the k in [0, t) where every
// conjunct of c that depends on k is a compare linear in k.
func (q *Quasi) sumLinear(k string, t Poly, c *Cond, v Poly) (Poly, bool) {
	lo, hi := Poly{}, t
	var indep []*Cond
	var points, holes []Poly
	var pointIf, holeIf []*Cond // the point is an integer
	for _, x := range conjuncts(c) {
		if !q.CondSyms(x)[k] {
			indep = append(indep, x)
			continue
		}
		if x.op != CondCmp {
			return nil, false
		}
		cs := x.d.Coeffs(k)
		if len(cs) != 2 || q.DependsOn(cs[0], k) || !x.d.IsInt() {
			return nil, false
		}
		d0 := cs[0]
		s, ok := cs[1].IsConst()
		if !ok {
			return nil, false
		}
		switch {
		case x.rel == "<=" && s > 0: // k <= ⌊-d0/s⌋
			hi = q.Min(hi, q.FloorDiv(d0.Scale(-1), int64(s)).Add(Const(1)))
		case x.rel == "<=" && s < 0: // k >= ⌈d0/|s|⌉
			lo = q.Max(lo, q.FloorDiv(d0.Add(Const(-s-1)), int64(-s)))
		case (x.rel == "==" || x.rel == "~=") && s == math.Trunc(s):
			// k = -d0/s, where s divides d0.
			p := d0.Scale(-1 / s)
			whole := True
			if s != 1 && s != -1 {
				whole = q.Cmp("==", q.Mod(d0, int64(math.Abs(s))), Poly{})
			}
			if x.rel == "==" {
				points, pointIf = append(points, p), append(pointIf, whole)
			} else {
				holes, holeIf = append(holes, p), append(holeIf, whole)
			}
		default:
			return nil, false
		}
	}
	inRange := func(p Poly) *Cond { return q.And(q.Cmp("<=", lo, p), q.Cmp("<", p, hi)) }
	if len(points) > 0 {
		p := points[0]
		conds := append([]*Cond{inRange(p), pointIf[0]}, indep...)
		for _, o := range points[1:] {
			conds = append(conds, q.Cmp("==", o, p))
		}
		for _, h := range holes {
			conds = append(conds, q.Cmp("~=", h, p))
		}
		return q.Ite(q.And(conds...), q.Subst(v, k, p), Const(0)), true
	}
	for _, s := range v.Syms() {
		if a := q.atoms[s]; a != nil && a.free[k] {
			return nil, false
		}
	}
	if v.Degree(k) > 4 {
		return nil, false
	}
	total := q.Ite(q.Cmp("<", lo, hi), v.SumRange(k, hi).Sub(v.SumRange(k, lo)), Const(0))
	for i, h := range holes {
		conds := []*Cond{inRange(h), holeIf[i]}
		for _, o := range holes[:i] {
			conds = append(conds, q.Cmp("~=", o, h))
		}
		total = total.Sub(q.Ite(q.And(conds...), q.Subst(v, k, h), Const(0)))
	}
	return q.Ite(q.And(indep...), total, Const(0)), true
}

// findChoice returns a choice atom (ite, max, min) that depends on k,
// anywhere in c or v, or nil.
func (q *Quasi) findChoice(k string, c *Cond, v Poly) *atom {
	var inPoly func(p Poly) *atom
	var inCond func(c *Cond) *atom
	inPoly = func(p Poly) *atom {
		for _, s := range p.Syms() {
			a := q.atoms[s]
			if a == nil || !a.free[k] {
				continue
			}
			switch a.kind {
			case atomIte, atomMax, atomMin:
				return a
			case atomFloor:
				if x := inPoly(a.x); x != nil {
					return x
				}
			}
		}
		return nil
	}
	inCond = func(c *Cond) *atom {
		if c.op == CondCmp {
			return inPoly(c.d)
		}
		for _, a := range c.args {
			if x := inCond(a); x != nil {
				return x
			}
		}
		return nil
	}
	if a := inPoly(v); a != nil {
		return a
	}
	return inCond(c)
}

// replace replaces the atom id by r in p, inside other atoms too.
func (q *Quasi) replace(p Poly, id string, r Poly) Poly {
	out := p
	for _, s := range p.Syms() {
		if s == id {
			out = out.Subst(s, r)
			continue
		}
		a := q.atoms[s]
		if a == nil || !q.contains(a, id) {
			continue
		}
		var na Poly
		switch a.kind {
		case atomFloor:
			na = q.FloorDiv(q.replace(a.x, id, r), int64(a.c))
		case atomIte:
			na = q.Ite(q.condReplace(a.cond, id, r), q.replace(a.x, id, r), q.replace(a.y, id, r))
		case atomMax:
			na = q.Max(q.replace(a.x, id, r), q.replace(a.y, id, r))
		case atomMin:
			na = q.Min(q.replace(a.x, id, r), q.replace(a.y, id, r))
		case atomSum:
			na = q.intern(&atom{kind: atomSum, k: a.k, x: q.replace(a.x, id, r), y: q.replace(a.y, id, r)})
		}
		out = out.Subst(s, na)
	}
	return out
}

// condReplace is replace on a condition.
func (q *Quasi) condReplace(c *Cond, id string, r Poly) *Cond {
	switch c.op {
	case CondCmp:
		return q.Cmp(c.rel, q.replace(c.d, id, r), Poly{})
	case CondAnd, CondOr:
		args := make([]*Cond, len(c.args))
		for i, a := range c.args {
			args[i] = q.condReplace(a, id, r)
		}
		return q.junction(c.op, args)
	}
	return c
}

// contains reports whether atom a uses the atom id.
func (q *Quasi) contains(a *atom, id string) bool {
	var inPoly func(p Poly) bool
	var inCond func(c *Cond) bool
	inPoly = func(p Poly) bool {
		for _, s := range p.Syms() {
			if s == id {
				return true
			}
			if b := q.atoms[s]; b != nil && q.contains(b, id) {
				return true
			}
		}
		return false
	}
	inCond = func(c *Cond) bool {
		if c.op == CondCmp {
			return inPoly(c.d)
		}
		for _, x := range c.args {
			if inCond(x) {
				return true
			}
		}
		return false
	}
	return inPoly(a.x) || inPoly(a.y) || a.cond != nil && inCond(a.cond)
}
