package poly

import (
	"math"
	"strings"
	"testing"
	"time"
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
	q := NewQuasi()
	n := Sym("n")
	for _, c := range []struct {
		name string
		got  Poly
		want func(n int64) int64
		text string // the rendering, "" to skip
	}{
		{"(4n+3)/4", q.FloorDiv(n.Scale(4).Add(Const(3)), 4), func(n int64) int64 { return n }, "n"},
		{"floor(floor(n/4)/2)", q.FloorDiv(q.FloorDiv(n, 4), 2), func(n int64) int64 { return floorInt(n, 8) }, "math.floor(n/8)"},
		{"floor((floor((n-1)/2)+1)/2)", q.FloorDiv(q.FloorDiv(n.Sub(Const(1)), 2).Add(Const(1)), 2),
			func(n int64) int64 { return floorInt(floorInt(n-1, 2)+1, 2) }, "math.floor((n + 1)/4)"},
		{"floor(2n/4)", q.FloorDiv(n.Scale(2), 4), func(n int64) int64 { return floorInt(n, 2) }, "math.floor(n/2)"},
		{"n mod 4", q.Mod(n, 4), func(n int64) int64 { return n - 4*floorInt(n, 4) }, "n % 4"},
		{"n - n mod 4", n.Sub(q.Mod(n, 4)), func(n int64) int64 { return 4 * floorInt(n, 4) }, "4*math.floor(n/4)"},
	} {
		if c.text != "" {
			if s := q.Lua(c.got); s != c.text {
				t.Errorf("%s renders %q, want %q", c.name, s, c.text)
			}
		}
		for x := int64(-40); x <= 40; x++ {
			v, ok := q.Eval(c.got, map[string]float64{"n": float64(x)})
			if !ok || v != float64(c.want(x)) {
				t.Errorf("%s at n = %d: %v, want %d", c.name, x, v, c.want(x))
				break
			}
		}
	}
}

// Compares fold on constants, divide by the gcd of their variable terms,
// and conjunctions keep the tightest bound.
func TestCmp(t *testing.T) {
	q := NewQuasi()
	m, n := Sym("m"), Sym("n")
	for _, c := range []struct {
		c    *Cond
		want string
	}{
		{q.Cmp("~=", m.Scale(2), Const(1)), "true"}, // 2m is never odd
		{q.Cmp("==", m.Scale(2), Const(1)), "false"},
		{q.Cmp("<", n.Scale(4), Const(9)), "n <= 2"},
		{q.Cmp(">", n, Const(3)), "n >= 4"},
		{q.And(q.Cmp(">=", n, Const(9)), q.Cmp(">=", n, Const(33))), "n >= 33"},
		{q.Or(q.Cmp(">=", n, Const(9)), q.Cmp(">=", n, Const(33))), "n >= 9"},
		{q.Not(q.And(q.Cmp(">=", n, Const(1)), q.Cmp("==", m, n))), "m ~= n or n <= 0"},
		{q.Or(q.And(q.Cmp(">=", n, Const(1)), q.Cmp("==", m, Const(0))), q.And(q.Cmp(">=", n, Const(1)), q.Cmp("~=", m, Const(0)))), "n >= 1"},
	} {
		if got := q.CondLua(c.c); got != c.want {
			t.Errorf("%s, want %s", got, c.want)
		}
	}
}

// sumNaive adds c ? v : 0 over k = 0..t-1 by evaluating every term.
func sumNaive(q *Quasi, k string, t float64, c *Cond, v Poly, env map[string]float64) float64 {
	e := map[string]float64{}
	for s, x := range env {
		e[s] = x
	}
	s := 0.0
	for i := 0.0; i < t; i++ {
		e[k] = i
		ok, _ := q.CondEval(c, e)
		if ok {
			x, _ := q.Eval(v, e)
			s += x
		}
	}
	return s
}

// Closed-form sums against the naive sum: ranges from linear compares,
// single points and holes, residues of floors, choices inside the summand,
// disjunctions. Each must come out without a Lua loop.
func TestSumClosedVsNaive(t *testing.T) {
	q := NewQuasi()
	k, n := Sym("k"), Sym("n")
	for _, c := range []struct {
		name string
		c    *Cond
		v    Poly
	}{
		{"k ~= 0", q.Cmp("~=", k, Const(0)), Const(1)},
		{"k ~= 0 and k ~= 1: floor(k/2)", q.And(q.Cmp("~=", k, Const(0)), q.Cmp("~=", k, Const(1))), q.FloorDiv(k, 2)},
		{"k <= n - 3: n - 1 - k", q.Cmp("<=", k, n.Sub(Const(3))), n.Sub(Const(1)).Sub(k)},
		{"k == n - 2: k*k", q.Cmp("==", k, n.Sub(Const(2))), k.Mul(k)},
		{"k odd", q.Cmp("~=", q.Mod(k, 2), Const(0)), Const(1)},
		{"floor((78 - k)/4) as trip", q.Cmp(">=", Const(74), k), q.FloorDiv(Const(78).Sub(k), 4)},
		{"choice", True, q.Ite(q.Cmp(">=", k, Const(5)), k, Const(2))},
		{"max", True, q.Max(k.Sub(Const(3)), Const(0))},
		{"disjunction", q.Or(q.Cmp("<=", k, Const(2)), q.Cmp(">=", k, n.Sub(Const(2)))), k.Add(Const(1))},
		{"(n - k) mod 3", True, q.Mod(n.Sub(k), 3)},
	} {
		got := q.SumCond("k", n, c.c, c.v)
		if strings.Contains(q.Lua(got), "function") {
			t.Errorf("%s: no closed form: %s", c.name, q.Lua(got))
		}
		for x := 0.0; x <= 30; x++ {
			env := map[string]float64{"n": x}
			want := sumNaive(q, "k", x, c.c, c.v, env)
			if g, ok := q.Eval(got, env); !ok || math.Abs(g-want) > 1e-9 {
				t.Errorf("%s at n = %v: %v, want %v (%s)", c.name, x, g, want, q.Lua(got))
				break
			}
		}
	}
}

// TestNotNested: the negation of conditions nested and/or 40 deep, as the
// path evaluation builds for the reach of a late block of a large -O2
// function. A junction checks each argument's negation, so negating
// without memoisation costs time exponential in the depth (a single
// level more doubles it); the result is checked by evaluation at points
// against the condition itself.
func TestNotNested(t *testing.T) {
	q := NewQuasi()
	n, m := Sym("n"), Sym("m")
	type pair struct{ c, not *Cond }
	done := make(chan pair, 1)
	go func() {
		// Building the condition negates too: a junction checks its
		// arguments' negations.
		c := q.Cmp(">=", n, Const(0))
		for i := 1; i <= 40; i++ {
			leaf := q.Cmp("~=", n.Add(m.Scale(float64(i))), Const(float64(i)))
			if i%2 == 0 {
				c = q.And(c, q.Or(leaf, q.Cmp("<", m, Const(float64(-i)))))
			} else {
				c = q.Or(c, q.And(leaf, q.Cmp(">", m, Const(float64(i)))))
			}
		}
		done <- pair{c, q.Not(c)}
	}()
	var p pair
	select {
	case p = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("building and negating a condition nested 40 deep takes more than 10 s")
	}
	for nv := -3.0; nv <= 3; nv++ {
		for mv := -45.0; mv <= 45; mv += 7 {
			env := map[string]float64{"n": nv, "m": mv}
			a, ok1 := q.CondEval(p.c, env)
			b, ok2 := q.CondEval(p.not, env)
			if !ok1 || !ok2 || a == b {
				t.Fatalf("n=%g m=%g: condition %v, its negation %v", nv, mv, a, b)
			}
		}
	}
}

// TestUnsignedMinMax: umin and umax of two signed readings of one integer
// type order a negative value (2^bits plus it, unsigned) above every
// non-negative one, against a naive unsigned compare of 32-bit values.
func TestUnsignedMinMax(t *testing.T) {
	q := NewQuasi()
	a, b := Sym("a"), Sym("b")
	umin, umax := q.UMin(a, b), q.UMax(a, b)
	vals := []float64{-2147483648, -11, -1, 0, 1, 5, 999, 2147483647}
	for _, x := range vals {
		for _, y := range vals {
			ux, uy := uint32(int32(x)), uint32(int32(y))
			wantMin, wantMax := float64(int32(min(ux, uy))), float64(int32(max(ux, uy)))
			env := map[string]float64{"a": x, "b": y}
			if got, ok := q.Eval(umin, env); !ok || got != wantMin {
				t.Errorf("umin(%v, %v) = %v, %v; want %v", x, y, got, ok, wantMin)
			}
			if got, ok := q.Eval(umax, env); !ok || got != wantMax {
				t.Errorf("umax(%v, %v) = %v, %v; want %v", x, y, got, ok, wantMax)
			}
		}
	}
}
