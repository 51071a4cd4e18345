package loops

import (
	"math"
	"strings"
	"testing"
)

func floorInt(a, c int64) int64 {
	q := a / c
	if a%c != 0 && (a < 0) != (c < 0) {
		q--
	}
	return q
}

// Floors, remainders and masks against integer arithmetic, and the
// simplifications that make the vectoriser's counts cancel.
func TestFloorDivIdentities(t *testing.T) {
	q := newQuasi()
	n := Sym("n")
	for _, c := range []struct {
		name string
		got  Poly
		want func(n int64) int64
		text string // the rendering, "" to skip
	}{
		{"(4n+3)/4", q.floorDiv(n.Scale(4).Add(Const(3)), 4), func(n int64) int64 { return n }, "n"},
		{"floor(floor(n/4)/2)", q.floorDiv(q.floorDiv(n, 4), 2), func(n int64) int64 { return floorInt(n, 8) }, "math.floor(n/8)"},
		{"floor((floor((n-1)/2)+1)/2)", q.floorDiv(q.floorDiv(n.Sub(Const(1)), 2).Add(Const(1)), 2),
			func(n int64) int64 { return floorInt(floorInt(n-1, 2)+1, 2) }, "math.floor((n + 1)/4)"},
		{"floor(2n/4)", q.floorDiv(n.Scale(2), 4), func(n int64) int64 { return floorInt(n, 2) }, "math.floor(n/2)"},
		{"n mod 4", q.mod(n, 4), func(n int64) int64 { return n - 4*floorInt(n, 4) }, "n % 4"},
		{"n - n mod 4", n.Sub(q.mod(n, 4)), func(n int64) int64 { return 4 * floorInt(n, 4) }, "4*math.floor(n/4)"},
	} {
		if c.text != "" {
			if s := q.lua(c.got); s != c.text {
				t.Errorf("%s renders %q, want %q", c.name, s, c.text)
			}
		}
		for x := int64(-40); x <= 40; x++ {
			v, ok := q.eval(c.got, map[string]float64{"n": float64(x)})
			if !ok || v != float64(c.want(x)) {
				t.Errorf("%s at n = %d: %v, want %d", c.name, x, v, c.want(x))
				break
			}
		}
	}
}

// The and-masks of -O2 code: n & 3, n & -4, n & 24 (bits 3 and 4), and the
// zero-extended 32-bit masks, against Go's &.
func TestMask(t *testing.T) {
	pe := &pathEval{q: newQuasi()}
	n := Sym("n")
	for _, m := range []int64{1, 3, 7, 24, -2, -4, -32, 4294967292, 4294967264, 9223372036854775806, 0x0ff0} {
		p, why := pe.mask(n, m)
		if p == nil {
			t.Errorf("mask %d: %s", m, why)
			continue
		}
		for x := int64(0); x < 5000; x += 7 {
			if v, _ := pe.q.eval(p, map[string]float64{"n": float64(x)}); v != float64(x&m) {
				t.Errorf("n & %d at n = %d: %v, want %d (%s)", m, x, v, x&m, pe.q.lua(p))
				break
			}
		}
	}
}

// Compares fold on constants, divide by the gcd of their variable terms,
// and conjunctions keep the tightest bound.
func TestCmp(t *testing.T) {
	q := newQuasi()
	m, n := Sym("m"), Sym("n")
	for _, c := range []struct {
		c    *qCond
		want string
	}{
		{q.cmp("~=", m.Scale(2), Const(1)), "true"}, // 2m is never odd
		{q.cmp("==", m.Scale(2), Const(1)), "false"},
		{q.cmp("<", n.Scale(4), Const(9)), "n <= 2"},
		{q.cmp(">", n, Const(3)), "n >= 4"},
		{q.and(q.cmp(">=", n, Const(9)), q.cmp(">=", n, Const(33))), "n >= 33"},
		{q.or(q.cmp(">=", n, Const(9)), q.cmp(">=", n, Const(33))), "n >= 9"},
		{q.not(q.and(q.cmp(">=", n, Const(1)), q.cmp("==", m, n))), "m ~= n or n <= 0"},
		{q.or(q.and(q.cmp(">=", n, Const(1)), q.cmp("==", m, Const(0))), q.and(q.cmp(">=", n, Const(1)), q.cmp("~=", m, Const(0)))), "n >= 1"},
	} {
		if got := q.condLua(c.c); got != c.want {
			t.Errorf("%s, want %s", got, c.want)
		}
	}
}

// sumNaive adds c ? v : 0 over k = 0..t-1 by evaluating every term.
func sumNaive(q *quasi, k string, t float64, c *qCond, v Poly, env map[string]float64) float64 {
	e := map[string]float64{}
	for s, x := range env {
		e[s] = x
	}
	s := 0.0
	for i := 0.0; i < t; i++ {
		e[k] = i
		ok, _ := q.condEval(c, e)
		if ok {
			x, _ := q.eval(v, e)
			s += x
		}
	}
	return s
}

// Closed-form sums against the naive sum: ranges from linear compares,
// single points and holes, residues of floors, choices inside the summand,
// disjunctions. Each must come out without a Lua loop.
func TestSumClosedVsNaive(t *testing.T) {
	q := newQuasi()
	k, n := Sym("k"), Sym("n")
	for _, c := range []struct {
		name string
		c    *qCond
		v    Poly
	}{
		{"k ~= 0", q.cmp("~=", k, Const(0)), Const(1)},
		{"k ~= 0 and k ~= 1: floor(k/2)", q.and(q.cmp("~=", k, Const(0)), q.cmp("~=", k, Const(1))), q.floorDiv(k, 2)},
		{"k <= n - 3: n - 1 - k", q.cmp("<=", k, n.Sub(Const(3))), n.Sub(Const(1)).Sub(k)},
		{"k == n - 2: k*k", q.cmp("==", k, n.Sub(Const(2))), k.Mul(k)},
		{"k odd", q.cmp("~=", q.mod(k, 2), Const(0)), Const(1)},
		{"floor((78 - k)/4) as trip", q.cmp(">=", Const(74), k), q.floorDiv(Const(78).Sub(k), 4)},
		{"choice", qTrue, q.ite(q.cmp(">=", k, Const(5)), k, Const(2))},
		{"max", qTrue, q.max(k.Sub(Const(3)), Const(0))},
		{"disjunction", q.or(q.cmp("<=", k, Const(2)), q.cmp(">=", k, n.Sub(Const(2)))), k.Add(Const(1))},
		{"(n - k) mod 3", qTrue, q.mod(n.Sub(k), 3)},
	} {
		got := q.sumCond("k", n, c.c, c.v)
		if strings.Contains(q.lua(got), "function") {
			t.Errorf("%s: no closed form: %s", c.name, q.lua(got))
		}
		for x := 0.0; x <= 30; x++ {
			env := map[string]float64{"n": x}
			want := sumNaive(q, "k", x, c.c, c.v, env)
			if g, ok := q.eval(got, env); !ok || math.Abs(g-want) > 1e-9 {
				t.Errorf("%s at n = %v: %v, want %v (%s)", c.name, x, g, want, q.lua(got))
				break
			}
		}
	}
}
