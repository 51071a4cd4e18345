package poly

import (
	"math"
	"math/rand"
	"testing"
)

// TestSumRangeAgainstLoop checks Faulhaber summation against an explicit loop.
func TestSumRangeAgainstLoop(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		// p(k) = a0 + a1 k + a2 k^2 + a3 k^3 + a4 k^4 with small integer coefficients, times n.
		p := Poly{}
		var a [5]float64
		for m := 0; m <= 4; m++ {
			a[m] = float64(r.Intn(7) - 3)
			if a[m] != 0 {
				p = p.Add(Sym("k").Pow(m).Scale(a[m]).Mul(Sym("n")))
			}
		}
		T := r.Intn(30)
		n := float64(r.Intn(5) + 1)
		got, ok := p.SumRange("k", Const(float64(T))).Eval(map[string]float64{"n": n})
		if !ok {
			t.Fatal("eval failed")
		}
		want := 0.0
		for k := 0; k < T; k++ {
			for m := 0; m <= 4; m++ {
				want += a[m] * math.Pow(float64(k), float64(m)) * n
			}
		}
		if math.Abs(got-want) > 1e-6*math.Max(1, math.Abs(want)) {
			t.Fatalf("trial %d: sum of %s over k<%d = %v, want %v", trial, p, T, got, want)
		}
	}
}

func TestPolyLua(t *testing.T) {
	n := Sym("n")
	cases := []struct {
		p    Poly
		want string
	}{
		{Const(0), "0"},
		{n.Add(Const(1)), "n + 1"},
		{n.Mul(n).Scale(0.5).Sub(n.Scale(0.5)), "1/2*n*n - 1/2*n"},
		{Const(-3).Sub(n), "-n - 3"},
	}
	for _, c := range cases {
		if got := c.p.Lua(); got != c.want {
			t.Errorf("Lua() = %q, want %q", got, c.want)
		}
	}
}

// TestSubst checks (n+1)^2 with n := 2m.
func TestSubst(t *testing.T) {
	p := Sym("n").Add(Const(1)).Pow(2).Subst("n", Sym("m").Scale(2))
	if got, _ := p.Eval(map[string]float64{"m": 3}); got != 49 {
		t.Fatalf("got %v, want 49", got)
	}
}

// TestFormatNumLarge: constants beyond int64 after scaling by a fraction's
// denominator print as exact decimals, not as a wrapped negative fraction
// (a size_t limit of 2^62 once printed as -9223372036854775808/2).
func TestFormatNumLarge(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{
		{4611686018427387904, "4.611686018427388e+18"},
		{-4611686018427387904, "-4.611686018427388e+18"},
		{0.5, "1/2"},
		{1e15 + 0.5, "1.0000000000000005e+15"},
	} {
		if got := Const(c.v).Lua(); got != c.want {
			t.Errorf("%v: %q, want %q", c.v, got, c.want)
		}
	}
}

// TestReplaceName: an identifier is replaced as a whole word, not inside a
// longer name nor as a field or method (math.max is not max).
func TestReplaceName(t *testing.T) {
	for _, c := range []struct{ e, name, r, want string }{
		{"n + n_2*n", "n", "(k)", "(k) + n_2*(k)"},
		{"math.max(max, 1)", "max", "M", "math.max(M, 1)"},
		{"s:max() + max", "max", "M", "s:max() + M"},
		{"kcount_iv1_*(n - kcount_iv1_)", "kcount_iv1_", "(n - 1)", "(n - 1)*(n - (n - 1))"},
		{"nn", "n", "x", "nn"},
	} {
		if got := ReplaceName(c.e, c.name, c.r); got != c.want {
			t.Errorf("ReplaceName(%q, %q, %q) = %q, want %q", c.e, c.name, c.r, got, c.want)
		}
	}
}
