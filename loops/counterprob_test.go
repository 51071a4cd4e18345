package loops_test

import (
	"fmt"
	"testing"

	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/poly"
	"github.com/reusescope/reusescope/probs"
)

// TestCountHolds holds countHolds to a naive count of the k in [0, T) for
// which A k + B rel 0 holds: with constants, and with B and T parameters
// (the Lua expression evaluated by the probability loader).
func TestCountHolds(t *testing.T) {
	rels := map[string]func(x int) bool{
		"<": func(x int) bool { return x < 0 }, "<=": func(x int) bool { return x <= 0 },
		">": func(x int) bool { return x > 0 }, ">=": func(x int) bool { return x >= 0 },
		"==": func(x int) bool { return x == 0 }, "~=": func(x int) bool { return x != 0 },
	}
	naive := func(A, B, T int, holds func(int) bool) int {
		n := 0
		for k := 0; k < T; k++ {
			if holds(A*k + B) {
				n++
			}
		}
		return n
	}
	for rel, holds := range rels {
		for A := -3; A <= 3; A++ {
			if A == 0 {
				continue
			}
			for B := -12; B <= 12; B++ {
				for T := -1; T <= 10; T++ {
					got, expr, ok := loops.CountHolds(float64(A), poly.Const(float64(B)), rel, poly.Const(float64(T)))
					if want := naive(A, B, T, holds); !ok || expr != "" || got != float64(want) {
						t.Fatalf("%dk%+d %s 0, T=%d: %v %q %v, want %d", A, B, rel, T, got, expr, ok, want)
					}
				}
			}
			if A != 1 && A != -1 {
				continue
			}
			// B = b and T = n as parameters: one script, evaluated for each.
			_, expr, ok := loops.CountHolds(float64(A), poly.Sym("b"), rel, poly.Sym("n"))
			if !ok || expr == "" {
				t.Fatalf("%dk+b %s 0: no expression", A, rel)
			}
			sites := []probs.Site{{Key: "T", Func: "f", Block: "b", Succ: "s"}}
			src := []byte(fmt.Sprintf("local b = param.b\nlocal n = param.n\nreturn { T = (%s) / 100 }\n", expr))
			for B := -12; B <= 12; B++ {
				for T := 0; T <= 10; T++ {
					v, err := probs.Load("t.lua", src, map[string]string{"b": fmt.Sprint(B), "n": fmt.Sprint(T)}, sites, probs.LoadOptions{})
					if err != nil {
						t.Fatalf("%s: %v", expr, err)
					}
					got, _ := v.Get("T")
					if want := naive(A, B, T, holds); int(got*100+0.5) != want {
						t.Fatalf("%dk+%d %s 0, T=%d: %s = %v, want %d", A, B, rel, T, expr, got*100, want)
					}
				}
			}
		}
	}
}
