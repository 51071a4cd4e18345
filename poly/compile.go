package poly

import "math"

// Env holds symbol values for compiled evaluation: a map, read without
// parsing monomials each time (Compiled).
type Env = map[string]float64

// Compiled is a quasi-polynomial ready to be evaluated many times with
// different values (a recursion's call tree evaluates the same arguments
// and conditions once per call): its monomials split into symbols once.
// Eval gives what Quasi.Eval gives.
type Compiled struct {
	terms []term
}

type term struct {
	coef float64
	syms []string // plain symbols, with repetition for powers
	atom []*cAtom // atoms, with repetition for powers
}

// cAtom is a compiled atom.
type cAtom struct {
	a    *atom
	x, y *Compiled
	cond *CompiledCond
}

// CompiledCond is a condition ready to be evaluated many times.
type CompiledCond struct {
	op   CondOp
	rel  string
	d    *Compiled
	args []*CompiledCond
}

// Compile prepares p for Compiled.Eval.
func (q *Quasi) Compile(p Poly) *Compiled {
	c := &Compiled{}
	atoms := map[string]*cAtom{}
	for k, v := range p {
		t := term{coef: v}
		for _, s := range MonoSyms(k) {
			if a := q.atoms[s]; a != nil {
				ca := atoms[s]
				if ca == nil {
					ca = q.compileAtom(a)
					atoms[s] = ca
				}
				t.atom = append(t.atom, ca)
				continue
			}
			t.syms = append(t.syms, s)
		}
		c.terms = append(c.terms, t)
	}
	return c
}

func (q *Quasi) compileAtom(a *atom) *cAtom {
	ca := &cAtom{a: a, x: q.Compile(a.x)}
	if a.y != nil {
		ca.y = q.Compile(a.y)
	}
	if a.cond != nil {
		ca.cond = q.CompileCond(a.cond)
	}
	return ca
}

// CompileCond prepares c for CompiledCond.Eval.
func (q *Quasi) CompileCond(c *Cond) *CompiledCond {
	out := &CompiledCond{op: c.op, rel: c.rel}
	if c.op == CondCmp {
		out.d = q.Compile(c.d)
	}
	for _, a := range c.args {
		out.args = append(out.args, q.CompileCond(a))
	}
	return out
}

// Eval evaluates c with the given symbol values; ok false where a symbol
// has none.
func (c *Compiled) Eval(env Env) (float64, bool) {
	sum := 0.0
	for _, t := range c.terms {
		v := t.coef
		for _, s := range t.syms {
			x, ok := env[s]
			if !ok {
				return 0, false
			}
			v *= x
		}
		for _, a := range t.atom {
			x, ok := a.eval(env)
			if !ok {
				return 0, false
			}
			v *= x
		}
		sum += v
	}
	return sum, true
}

func (a *cAtom) eval(env Env) (float64, bool) {
	x, ok := a.x.Eval(env)
	if !ok {
		return 0, false
	}
	switch a.a.kind {
	case atomFloor:
		return math.Floor(x / a.a.c), true
	case atomIte:
		c, ok := a.cond.Eval(env)
		if !ok {
			return 0, false
		}
		if c {
			return x, true
		}
		return a.y.Eval(env)
	case atomMax, atomMin:
		y, ok := a.y.Eval(env)
		if !ok {
			return 0, false
		}
		if a.a.kind == atomMax {
			return math.Max(x, y), true
		}
		return math.Min(x, y), true
	case atomSum:
		k := a.a.k
		old, had := env[k]
		defer func() {
			if had {
				env[k] = old
			} else {
				delete(env, k)
			}
		}()
		s := 0.0
		for i := 0.0; i < x; i++ {
			env[k] = i
			v, ok := a.y.Eval(env)
			if !ok {
				return 0, false
			}
			s += v
		}
		return s, true
	}
	return 0, false
}

// Eval evaluates c with the given symbol values; ok false where a symbol
// has none.
func (c *CompiledCond) Eval(env Env) (bool, bool) {
	switch c.op {
	case CondTrue:
		return true, true
	case CondFalse:
		return false, true
	case CondCmp:
		d, ok := c.d.Eval(env)
		return holdsCmp(c.rel, d), ok
	case CondAnd, CondOr:
		for _, a := range c.args {
			v, ok := a.Eval(env)
			if !ok {
				return false, false
			}
			if v == (c.op == CondOr) {
				return v, true
			}
		}
		return c.op == CondAnd, true
	}
	return false, false
}
