package reuse

import (
	"math/rand"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestWeightedEngineAgainstNaive: with unit weights the weighted engine gives
// the distances of the O(N²) scan; with weights it gives the weighted sum of
// the distinct keys in between, computed here by a direct scan.
func TestWeightedEngineAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 200; trial++ {
		n := 1 + rng.Intn(3000)
		keys := 1 + rng.Intn(200)
		trace := make([]uint64, n)
		for i := range trace {
			trace[i] = uint64(rng.Intn(keys))
		}
		weight := func(k uint64) float64 { return float64(1 + k%5) }
		e := newWeightedEngine()
		want := cache.NaiveDistances(trace)
		for i, k := range trace {
			w := 1.0
			if trial%2 == 1 {
				w = weight(k)
			}
			d, _ := e.access(k, w)
			if trial%2 == 0 {
				if int64(d) != want[i] {
					t.Fatalf("trial %d access %d: distance %v, want %d", trial, i, d, want[i])
				}
				continue
			}
			// Weighted: sum the weights of the distinct keys since the previous access.
			ref := -1.0
			seen := map[uint64]bool{}
			sum := 0.0
			for j := i - 1; j >= 0; j-- {
				if trace[j] == k {
					ref = sum
					break
				}
				if !seen[trace[j]] {
					seen[trace[j]] = true
					sum += weight(trace[j])
				}
			}
			if d != ref {
				t.Fatalf("trial %d access %d: weighted distance %v, want %v", trial, i, d, ref)
			}
		}
	}
}
