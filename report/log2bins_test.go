package report

import (
	"math"
	"math/rand"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// naiveBin finds the bin of d by testing every power of two.
func naiveBin(d int64) int {
	if d == 0 {
		return 0
	}
	for k := 1; k < 64; k++ {
		if d < int64(1)<<k {
			return k
		}
	}
	return 63
}

func TestLog2BinsHand(t *testing.T) {
	p := cache.NewProfile()
	p.Add(cache.Infinite, 2)
	p.Add(0, 1)
	p.Add(3, 3)   // bin 2-3
	p.Add(2, 1)   // bin 2-3
	p.Add(100, 3) // bin 64-127
	got := Log2Bins(p, 0)
	// bins 0, 1, 2, 4, 8, 16, 32, 64, then cold: 9 in all
	want := []struct {
		label  string
		lo, hi int64
		count  float64
	}{
		{"0", 0, 0, 1}, {"1", 1, 1, 0}, {"2", 2, 3, 4}, {"4", 4, 7, 0}, {"8", 8, 15, 0},
		{"16", 16, 31, 0}, {"32", 32, 63, 0}, {"64", 64, 127, 3}, {"cold", -1, -1, 2},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d bins, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g := got[i]
		if g.Label != w.label || g.Lo != w.lo || g.Hi != w.hi || g.Count != w.count || math.Abs(g.Prob-w.count/10) > 1e-15 {
			t.Errorf("bin %d = %+v, want %+v (prob %g)", i, g, w, w.count/10)
		}
	}
	if n := len(Log2Bins(p, 12)); n != 13 {
		t.Errorf("minBins 12: %d bins, want 13", n)
	}
	if MaxLog2Bins(p, nil) != 8 {
		t.Errorf("MaxLog2Bins = %d, want 8", MaxLog2Bins(p, nil))
	}
}

// TestLog2BinsNaive checks random profiles against a per-distance scan.
func TestLog2BinsNaive(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for it := 0; it < 200; it++ {
		p := cache.NewProfile()
		want := map[int]float64{}
		cold := 0.0
		for j := r.Intn(30); j >= 0; j-- {
			d := r.Int63n(1 << uint(r.Intn(40)+1))
			if r.Intn(8) == 0 {
				d = cache.Infinite
			}
			w := float64(r.Intn(100) + 1)
			p.Add(d, w)
			if d < 0 {
				cold += w
			} else {
				want[naiveBin(d)] += w
			}
		}
		got := Log2Bins(p, 0)
		if c := got[len(got)-1]; c.Count != cold || c.Label != coldLabel {
			t.Fatalf("cold bin %+v, want count %g", c, cold)
		}
		for k, b := range got[:len(got)-1] {
			if b.Count != want[k] {
				t.Fatalf("bin %d (%d-%d): %g, want %g", k, b.Lo, b.Hi, b.Count, want[k])
			}
			if k > 0 && (naiveBin(b.Lo) != k || naiveBin(b.Hi) != k || naiveBin(b.Hi+1) != k+1) {
				t.Fatalf("bin %d range %d-%d is not [2^(k-1), 2^k)", k, b.Lo, b.Hi)
			}
		}
	}
}

func TestBinLabel(t *testing.T) {
	for lo, want := range map[int64]string{0: "0", 1: "1", 512: "512", 1024: "1Ki", 1 << 21: "2Mi", 1 << 30: "1Gi"} {
		if got := binLabel(lo); got != want {
			t.Errorf("binLabel(%d) = %q, want %q", lo, got, want)
		}
	}
}
