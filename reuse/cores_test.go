package reuse

import (
	"slices"
	"testing"
)

// TestCoreOrder: the shared walk's cores take their turns 0..N-1 in
// round-robin, and in a permutation drawn from Seed, the same for the same
// seed, when uniform.
func TestCoreOrder(t *testing.T) {
	order := func(c *Cores, steps int) [][]int {
		w := newWalker(nil, StaticOptions{Sample: true, Line: 64, Cores: c}, new(scratch))
		var out [][]int
		for i := 0; i < steps; i++ {
			out = append(out, w.order())
		}
		return out
	}
	for _, o := range order(&Cores{N: 4}, 3) {
		if !slices.Equal(o, []int{0, 1, 2, 3}) {
			t.Errorf("round-robin order %v", o)
		}
	}
	a := order(&Cores{N: 8, Uniform: true, Seed: 7}, 50)
	b := order(&Cores{N: 8, Uniform: true, Seed: 7}, 50)
	c := order(&Cores{N: 8, Uniform: true, Seed: 8}, 50)
	differs, moved := false, false
	for i := range a {
		s := slices.Clone(a[i])
		slices.Sort(s)
		if !slices.Equal(s, []int{0, 1, 2, 3, 4, 5, 6, 7}) {
			t.Fatalf("step %d: order %v is not a permutation", i, a[i])
		}
		if !slices.Equal(a[i], b[i]) {
			t.Fatalf("step %d: seed 7 gave %v and %v", i, a[i], b[i])
		}
		differs = differs || !slices.Equal(a[i], c[i])
		moved = moved || !slices.Equal(a[i], s)
	}
	if !differs || !moved {
		t.Errorf("uniform orders do not depend on the seed (%v) or never shuffle (%v)", differs, moved)
	}
}
