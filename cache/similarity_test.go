package cache

import (
	"math"
	"math/rand"
	"testing"
)

func prof(m map[int64]float64) *Profile {
	p := NewProfile()
	for d, w := range m {
		p.Add(d, w)
	}
	return p
}

func TestPBEPWEHandWorked(t *testing.T) {
	// a: bins {0: 1/2, 1: 1/2}; b: {0: 1/4, 1: 3/4}.
	a := prof(map[int64]float64{0: 1, 1: 1})
	b := prof(map[int64]float64{0: 1, 1: 3})
	// PBE = (|1/2-1/4|/(1/4) + |1/2-3/4|/(3/4)) / 2 = (1 + 1/3)/2.
	if got, want := PBE(a, b), 2.0/3; math.Abs(got-want) > 1e-15 {
		t.Errorf("PBE = %g, want %g", got, want)
	}
	// W=2: window 0 sums to 1 in both (error 0), window 1 is bin 1 alone.
	if got, want := PWE(a, b, 2), 1.0/6; math.Abs(got-want) > 1e-15 {
		t.Errorf("PWE(2) = %g, want %g", got, want)
	}
	// Distances 2 and 3 share the bin [2,4); 4 is in the next bin.
	c := prof(map[int64]float64{2: 1, 3: 1})
	d := prof(map[int64]float64{3: 2})
	if got := PBE(c, d); got != 0 {
		t.Errorf("PBE of profiles equal after binning = %g, want 0", got)
	}
	e := prof(map[int64]float64{4: 2})
	// Two bins, each present in only one profile: error 1 each.
	if got := PBE(c, e); got != 1 {
		t.Errorf("PBE of disjoint profiles = %g, want 1", got)
	}
	// bins: 0 (f 1/2, g 1) -> 1/2; first touches (f 1/2, g 0) -> 1. Mean 3/4.
	f := prof(map[int64]float64{Infinite: 1, 0: 1})
	g := prof(map[int64]float64{0: 1})
	if got := PBE(f, g); got != 0.75 {
		t.Errorf("PBE with first touches = %g, want 0.75", got)
	}
	if got := PBE(NewProfile(), NewProfile()); got != 0 {
		t.Errorf("PBE of empty profiles = %g, want 0", got)
	}
}

func TestPWEProperties(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for n := 0; n < 200; n++ {
		a, b := NewProfile(), NewProfile()
		for i := 0; i < 20; i++ {
			a.Add(int64(rng.Intn(5000))-1, float64(1+rng.Intn(9)))
			b.Add(int64(rng.Intn(5000))-1, float64(1+rng.Intn(9)))
		}
		if PWE(a, b, 1) != PBE(a, b) || PWE(a, b, 0) != PBE(a, b) {
			t.Fatalf("PWE(W=1) != PBE")
		}
		if got := PWE(a, a.Clone(), 7); got != 0 {
			t.Fatalf("PWE of a profile with itself = %g", got)
		}
		// Scaling a profile does not change its probabilities.
		s := NewProfile()
		s.AddProfile(a, 3.5)
		if got := PBE(s, a); got > 1e-12 {
			t.Fatalf("PBE of a scaled copy = %g, want 0", got)
		}
		// With the window covering every bin, the window sums are miss
		// rates of fully associative caches whose capacity is the bin's
		// lower bound: check against HitRate.
		var bins []int
		for k := 0; k < numSimBins; k++ {
			if binOccupied(a, k) || binOccupied(b, k) {
				bins = append(bins, k)
			}
		}
		var want float64
		for _, k := range bins {
			missA, missB := 1.0, 1.0 // bin 0 starts at capacity 0: everything misses
			switch {
			case k == numSimBins-1:
				missA, missB = a.Count(Infinite)/a.Total(), b.Count(Infinite)/b.Total()
			case k > 0:
				l := Level{Name: "X", SizeBytes: 64 << (k - 1), Line: 64}
				missA, missB = 1-HitRate(FullyAssocLRU, l, a), 1-HitRate(FullyAssocLRU, l, b)
			}
			want += relErr(missA, missB)
		}
		want /= float64(len(bins))
		if got := PWE(a, b, len(bins)); math.Abs(got-want) > 1e-9 {
			t.Fatalf("PWE(maxbin) = %g, want %g (miss-rate errors)", got, want)
		}
	}
}

func binOccupied(p *Profile, k int) bool {
	for _, b := range p.Bins() {
		if simBin(b.Distance) == k {
			return true
		}
	}
	return false
}
