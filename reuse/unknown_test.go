package reuse

import (
	"math"
	"testing"
)

// TestAddUniform checks the distances of a draw of a random line of an
// object of n lines against the hit rate of uniform random reads, C/n for a
// cache of C lines: a fully associative one (plain distances, hit iff
// below C) and an A-way one of S sets (set distances, hit iff below A,
// C = A*S), for objects of whole and fractional lines per set and of more
// lines per set than addUniform has bins.
func TestAddUniform(t *testing.T) {
	for _, tc := range []struct {
		n    float64 // the object's lines
		sets int64
		ways int64 // hit iff distance < ways (the cache's lines when sets is 1)
	}{
		{4096, 1, 512},
		{4096, 64, 8},
		{800, 64, 8},    // 12.5 lines per set
		{1000, 1, 100},  // more lines than bins
		{300000, 64, 8}, // 4687.5 lines per set
		{4096, 1, 5000}, // the whole object fits
		{100, 128, 8},   // under a line per set: every draw hits
	} {
		w := &walker{opts: StaticOptions{Sample: true, Line: 64, Sets: tc.sets}}
		var h distHist
		const x = 1000.0
		w.addUniform(&h, tc.n, 0, x)
		hit := 0.0
		for _, d := range h.distances() {
			if d < tc.ways {
				hit += h.at(d)
			}
		}
		want := math.Min(float64(tc.ways*tc.sets)/tc.n, 1)
		if tol := 1.0 / maxUniformBins; math.Abs(hit/x-want) > tol || math.Abs(h.total()-x) > 1e-9*x {
			t.Errorf("n=%v sets=%d ways=%d: hit share %.5f of weight %v, want %.5f ± %.5f of %v", tc.n, tc.sets, tc.ways, hit/x, h.total(), want, tol, x)
		}
	}
	// A first draw is a first touch.
	w := &walker{opts: StaticOptions{Sample: true, Line: 64, Sets: 64}}
	var h distHist
	w.addUniform(&h, 4096, -1, 3)
	if h.at(-1) != 3 || h.total() != 3 {
		t.Errorf("first draw: %v at -1 of %v, want all 3", h.at(-1), h.total())
	}
}
