package measure_test

import (
	"context"
	"fmt"

	"github.com/reusescope/reusescope/measure"
)

// Example measures the hand-written testdata/edges.ll: main calls f(i) for
// i = 0..4, and f's switch sends 0 and 1 to block a, 2 to b, the rest to d.
func Example() {
	res, err := measure.Run(context.Background(), "testdata/edges.ll", measure.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	f := res.Funcs["f"]
	fmt.Println("blocks:", f.Blocks)
	fmt.Println("entry successors (default d, a, a, b):", f.Succ[0])
	p, _ := f.Prob(0, 0)
	fmt.Println("P(entry -> d):", p)
	// Output:
	// blocks: [5 2 1 2 5]
	// entry successors (default d, a, a, b): [2 2 0 1]
	// P(entry -> d): 0.4
}
