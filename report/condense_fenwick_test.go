package report

import (
	"math/rand"
	"testing"
)

// TestFenwick holds the Fenwick tree's range sums to a plain array's under
// random point updates.
func TestFenwick(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const n = 97
	f := newFenwick(n)
	naive := make([]int, n)
	for step := 0; step < 2000; step++ {
		p, v := rng.Intn(n), rng.Intn(7)-3
		f.add(p, v)
		naive[p] += v
		lo := rng.Intn(n + 1)
		hi := lo + rng.Intn(n+1-lo)
		want := 0
		for _, x := range naive[lo:hi] {
			want += x
		}
		if got := f.sum(lo, hi); got != want {
			t.Fatalf("step %d: sum [%d, %d) = %d, want %d", step, lo, hi, got, want)
		}
	}
}
