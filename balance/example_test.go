package balance_test

import (
	"fmt"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

// keyProbs is a fixed table of site values.
type keyProbs map[string]float64

func (p keyProbs) Get(key string) (float64, bool) { v, ok := p[key]; return v, ok }

// ExampleSolve solves the balance equations of a loop that runs 100 times
// (exit probability 1/101) with an if inside taken 1 time in 4.
func ExampleSolve() {
	src := `
define void @f(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %body, label %exit
body:
  br i1 %c, label %rare, label %latch
rare:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}
`
	m, err := irreader.Parse("f.ll", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := cfg.Build(m.Func("f"))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range g.Sites {
		fmt.Printf("site %s: P(%s)\n", s.Key, s.Target(g).Name)
	}
	// Without debug info the keys are T_<func>_<block>.
	P, err := balance.EdgeProbs(g, keyProbs{"T_f_loop": 1.0 / 101, "T_f_body": 0.75})
	if err != nil {
		fmt.Println(err)
		return
	}
	N, err := balance.Solve(g, P, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for b, n := range N {
		fmt.Printf("%-6s %6.2f\n", g.Func.Blocks[b].Name, n)
	}
	// Output:
	// site T_f_loop: P(exit)
	// site T_f_body: P(latch)
	// entry    1.00
	// loop   101.00
	// body   100.00
	// rare    25.00
	// latch  100.00
	// exit     1.00
}
