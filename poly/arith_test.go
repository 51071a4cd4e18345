package poly

import (
	"math"
	"testing"
)

// Poly arithmetic against values worked out by hand.
func TestArithmetic(t *testing.T) {
	n, m := Sym("n"), Sym("m")
	p := n.Add(Const(1)).Mul(n.Sub(Const(1))) // n² - 1
	if got := p.Lua(); got != "n*n - 1" {
		t.Errorf("(n+1)(n-1) = %s, want n*n - 1", got)
	}
	if d := p.Degree("n"); d != 2 {
		t.Errorf("degree of n*n - 1 in n: %d, want 2", d)
	}
	q := n.Add(m).Pow(3)
	env := map[string]float64{"n": 2, "m": 5}
	if v, ok := q.Eval(env); !ok || v != 343 {
		t.Errorf("(n+m)^3 at n=2, m=5: %v %v, want 343", v, ok)
	}
	cs := q.Coeffs("m") // n³ + 3n²·m + 3n·m² + m³
	if len(cs) != 4 {
		t.Fatalf("coefficients of (n+m)^3 in m: %d, want 4", len(cs))
	}
	for i, want := range []string{"n*n*n", "3*n*n", "3*n", "1"} {
		if got := cs[i].Lua(); got != want {
			t.Errorf("coefficient of m^%d: %s, want %s", i, got, want)
		}
	}
	if z := q.Sub(q); len(z) != 0 {
		t.Errorf("q - q = %s, want 0", z.Lua())
	}
	if c, ok := Const(2.5).Scale(2).IsConst(); !ok || c != 5 {
		t.Errorf("2·2.5 = %v %v, want 5", c, ok)
	}
	if !q.Has("m") || q.Has("k") {
		t.Errorf("Has: m %v k %v, want true false", q.Has("m"), q.Has("k"))
	}
	if _, ok := n.Eval(map[string]float64{}); ok {
		t.Error("n evaluated without a value for n")
	}
}

// Σ_{k=0}^{t-1} of a polynomial in k and an enclosing iteration number,
// against summing term by term.
func TestSumRangeNested(t *testing.T) {
	// Σ_{i=0}^{n-1} Σ_{j=0}^{i-1} (i + 2j): a triangular nest.
	inner := Sym("i").Add(Sym("j").Scale(2)).SumRange("j", Sym("i"))
	outer := inner.SumRange("i", Sym("n"))
	for n := 0; n <= 12; n++ {
		want := 0
		for i := 0; i < n; i++ {
			for j := 0; j < i; j++ {
				want += i + 2*j
			}
		}
		if v, ok := outer.Eval(map[string]float64{"n": float64(n)}); !ok || math.Abs(v-float64(want)) > 1e-9 {
			t.Errorf("n = %d: %v, want %d (%s)", n, v, want, outer.Lua())
		}
	}
}

// Floors, remainders, choices, max and min of quasi-polynomials against
// integer arithmetic.
func TestQuasiAgainstIntegers(t *testing.T) {
	q := NewQuasi()
	n := Sym("n")
	cases := []struct {
		name string
		p    Poly
		want func(n int64) int64
	}{
		{"floor(n/4)", q.FloorDiv(n, 4), func(n int64) int64 { return int64(math.Floor(float64(n) / 4)) }},
		{"n mod 4", q.Mod(n, 4), func(n int64) int64 { return ((n % 4) + 4) % 4 }},
		{"4*floor(n/4) + n mod 4", q.FloorDiv(n, 4).Scale(4).Add(q.Mod(n, 4)), func(n int64) int64 { return n }},
		{"n > 3 ? n - 4 : 0", q.Ite(q.Cmp(">", n, Const(3)), n.Sub(Const(4)), Const(0)),
			func(n int64) int64 { return max(n-4, 0) }},
		{"max(n, 7)", q.Max(n, Const(7)), func(n int64) int64 { return max(n, 7) }},
		{"min(2n, 9)", q.Min(n.Scale(2), Const(9)), func(n int64) int64 { return min(2*n, 9) }},
		{"[n <= 5 or n == 9]", q.Indicator(q.Or(q.Cmp("<=", n, Const(5)), q.Cmp("==", n, Const(9)))),
			func(n int64) int64 {
				if n <= 5 || n == 9 {
					return 1
				}
				return 0
			}},
		{"[n >= 2 and not n >= 6]", q.Indicator(q.And(q.Cmp(">=", n, Const(2)), q.Not(q.Cmp(">=", n, Const(6))))),
			func(n int64) int64 {
				if n >= 2 && n < 6 {
					return 1
				}
				return 0
			}},
	}
	for _, c := range cases {
		for x := int64(-20); x <= 40; x++ {
			v, ok := q.Eval(c.p, map[string]float64{"n": float64(x)})
			if !ok || v != float64(c.want(x)) {
				t.Errorf("%s at n = %d: %v %v, want %d (%s)", c.name, x, v, ok, c.want(x), q.Lua(c.p))
				break
			}
		}
	}
}

// Sums of quasi-polynomials (a remainder loop's body, a guarded body)
// against a loop, in closed form and as Lua loops.
func TestQuasiSumAgainstLoop(t *testing.T) {
	for _, loops := range []bool{false, true} {
		q := NewQuasi()
		q.Loops = loops
		k, n := Sym("k"), Sym("n")
		sums := []struct {
			name string
			p    Poly
			term func(k, n int64) int64
		}{
			{"Σ k mod 3", q.Sum("k", n, q.Mod(k, 3), false), func(k, n int64) int64 { return k % 3 }},
			{"Σ floor(k/2)·n", q.Sum("k", n, q.FloorDiv(k, 2).Mul(n), true), func(k, n int64) int64 { return k / 2 * n }},
			{"Σ [2k < n]·k", q.SumCond("k", n, q.Cmp("<", k.Scale(2), n), k), func(k, n int64) int64 {
				if 2*k < n {
					return k
				}
				return 0
			}},
		}
		for _, s := range sums {
			for x := int64(0); x <= 25; x++ {
				var want int64
				for i := int64(0); i < x; i++ {
					want += s.term(i, x)
				}
				v, ok := q.Eval(s.p, map[string]float64{"n": float64(x)})
				if !ok || v != float64(want) {
					t.Errorf("loops %v: %s at n = %d: %v %v, want %d (%s)", loops, s.name, x, v, ok, want, q.Lua(s.p))
					break
				}
			}
		}
		// A sum with a negative count is 0.
		if v, _ := q.Eval(q.Sum("k", n, k, false), map[string]float64{"n": -3}); v != 0 {
			t.Errorf("loops %v: Σ_{k<-3} k = %v, want 0", loops, v)
		}
	}
}

// Bounds of differences of floors.
func TestBounds(t *testing.T) {
	q := NewQuasi()
	n := Sym("n")
	p := q.FloorDiv(n, 4).Sub(q.FloorDiv(n.Sub(Const(6)), 4)) // in [1, 2]
	lo, hi, ok := q.Bounds(p)
	if !ok || lo != 1 || hi != 2 {
		t.Errorf("bounds of floor(n/4) - floor((n-6)/4): %v %v %v, want 1 2 true", lo, hi, ok)
	}
	for x := -10.0; x <= 10; x++ {
		v, _ := q.Eval(p, map[string]float64{"n": x})
		if v < lo || v > hi {
			t.Errorf("n = %v: %v outside [%v, %v]", x, v, lo, hi)
		}
	}
}

// Substituting into atoms and tidying under known conditions.
func TestSubstTidy(t *testing.T) {
	q := NewQuasi()
	n, m := Sym("n"), Sym("m")
	p := q.FloorDiv(n.Add(m), 3)
	r := q.Subst(p, "m", Const(2))
	for x := -6.0; x <= 6; x++ {
		v, _ := q.Eval(r, map[string]float64{"n": x})
		if want := math.Floor((x + 2) / 3); v != want {
			t.Errorf("floor((n+2)/3) at n = %v: %v, want %v", x, v, want)
		}
	}
	c := q.Cmp(">", n, Const(0))
	ite := q.Ite(c, n, Const(0))
	if got := q.Lua(q.Tidy(ite, []*Cond{c})); got != "n" {
		t.Errorf("n > 0 ? n : 0 knowing n > 0: %s, want n", got)
	}
	if g := q.Given(c, []*Cond{c}); g.Op() != CondTrue {
		t.Errorf("n > 0 given n > 0: %s, want true", q.CondLua(g))
	}
	if x, y, ok := q.IteArms(ite.Syms()[0]); !ok || x.Lua() != "n" || y.Lua() != "0" {
		t.Errorf("IteArms of n > 0 ? n : 0: %v %v %v", x, y, ok)
	}
}
