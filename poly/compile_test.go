package poly

import "testing"

// TestCompiledEval: a compiled quasi-polynomial and condition give what
// Quasi.Eval and Quasi.CondEval give, floors, choices, extrema and sums
// included, and no value where a symbol has none.
func TestCompiledEval(t *testing.T) {
	q := NewQuasi()
	x, y := Sym("x"), Sym("y")
	lt := q.Cmp("<", x, y)
	p := q.FloorDiv(x.Add(y), 2).Add(q.Max(x, Const(3)).Mul(y)).Add(q.Ite(lt, x, y)).Add(q.Sum("k", x, Sym("k").Mul(y), true))
	c := q.And(lt, q.Cmp("~=", q.Mod(x, 3), Const(0)))
	cp, cc := q.Compile(p), q.CompileCond(c)
	for _, env := range []map[string]float64{{"x": 0, "y": 0}, {"x": 7, "y": 2}, {"x": -5, "y": 11}, {"x": 12, "y": 40}, {"x": 3}} {
		want, wok := q.Eval(p, env)
		got, gok := cp.Eval(env)
		if want != got || wok != gok {
			t.Errorf("%v: compiled %v (%v), Eval %v (%v)", env, got, gok, want, wok)
		}
		wantC, wokC := q.CondEval(c, env)
		gotC, gokC := cc.Eval(env)
		if wantC != gotC || wokC != gokC {
			t.Errorf("%v: compiled condition %v (%v), CondEval %v (%v)", env, gotC, gokC, wantC, wokC)
		}
		if _, ok := env["k"]; ok {
			t.Errorf("%v: the sum's symbol left in the values", env)
		}
	}
}
