package dom

import (
	"math/rand"
	"testing"
)

// naiveDominates is dominance by definition: a dominates b when b cannot
// be reached from the entry with a removed (and both are reachable).
func naiveDominates(succs [][]int, a, b int) bool {
	reach := func(skip int) []bool {
		seen := make([]bool, len(succs))
		if skip == 0 {
			return seen
		}
		stack := []int{0}
		seen[0] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, s := range succs[x] {
				if s != skip && !seen[s] {
					seen[s] = true
					stack = append(stack, s)
				}
			}
		}
		return seen
	}
	all := reach(-1)
	if !all[a] || !all[b] {
		return false
	}
	if a == b {
		return true
	}
	return !reach(a)[b]
}

// TestDominatesNaive holds Compute to the definition on random graphs
// (loops, irreducible edges, unreachable nodes included).
func TestDominatesNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for g := 0; g < 300; g++ {
		n := 1 + rng.Intn(12)
		succs := make([][]int, n)
		preds := make([][]int, n)
		for i := range succs {
			for k := rng.Intn(3); k > 0; k-- {
				s := rng.Intn(n)
				succs[i] = append(succs[i], s)
				preds[s] = append(preds[s], i)
			}
		}
		tree := Compute(succs, preds)
		for a := 0; a < n; a++ {
			for b := 0; b < n; b++ {
				if got, want := tree.Dominates(a, b), naiveDominates(succs, a, b); got != want {
					t.Fatalf("graph %d %v: Dominates(%d, %d) = %v, want %v", g, succs, a, b, got, want)
				}
			}
		}
	}
}
