package interval

import (
	"math"
	"math/rand"
	"testing"
)

// bruteRatio is the extreme miss ratio over every vertex of the box of
// counts and outcomes (2^(2n) choices), the naive algorithm Ratio must equal.
func bruteRatio(sites []Site) Range {
	n := len(sites)
	r := Range{Low: math.Inf(1), High: math.Inf(-1)}
	for m := 0; m < 1<<(2*n); m++ {
		var num, den float64
		for i, s := range sites {
			c, f := s.CountLow, s.MissLow
			if m>>(2*i)&1 == 1 {
				c = s.CountHigh
			}
			if m>>(2*i+1)&1 == 1 {
				f = s.MissHigh
			}
			num += c * f
			den += c
		}
		if den <= 0 {
			continue
		}
		r.Low = math.Min(r.Low, num/den)
		r.High = math.Max(r.High, num/den)
	}
	if math.IsInf(r.Low, 0) {
		return Range{}
	}
	return r
}

func TestRatioAgainstVertices(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 2000; trial++ {
		n := 1 + rng.Intn(6)
		sites := make([]Site, n)
		for i := range sites {
			c := float64(rng.Intn(100))
			lo, hi := c, c
			if rng.Intn(2) == 0 {
				lo, hi = c/(1+float64(rng.Intn(8))), c*(1+float64(rng.Intn(8)))
			}
			f := rng.Float64()
			a, b := f, f
			if rng.Intn(3) == 0 {
				a, b = 0, 1
			}
			sites[i] = Site{Count: c, CountLow: lo, CountHigh: hi, Miss: f, MissLow: a, MissHigh: b}
		}
		got, want := Ratio(sites), bruteRatio(sites)
		if math.Abs(got.Low-want.Low) > 1e-12 || math.Abs(got.High-want.High) > 1e-12 {
			t.Fatalf("trial %d: %+v: Ratio %+v, vertices %+v", trial, sites, got, want)
		}
	}
}

func TestExactIsPoint(t *testing.T) {
	sites := []Site{Exact(100, 0.25), Exact(300, 0.5)}
	// (25 + 150) / 400 misses per access, by hand.
	if r := Ratio(sites); !r.Point() || math.Abs(r.Low-175.0/400) > 1e-15 {
		t.Errorf("Ratio = %+v, want the point 0.4375", r)
	}
	if m := Misses(sites); !m.Point() || m.Low != 175 {
		t.Errorf("Misses = %+v, want the point 175", m)
	}
}

func TestUnknownOutcome(t *testing.T) {
	// 900 derived accesses with 90 misses, 100 whose outcome is unknown:
	// misses 90..190, ratio 0.09..0.19.
	sites := []Site{Exact(900, 0.1), {Count: 100, CountLow: 100, CountHigh: 100, Miss: 0, MissLow: 0, MissHigh: 1}}
	if m := Misses(sites); m.Low != 90 || m.High != 190 {
		t.Errorf("Misses = %+v, want [90, 190]", m)
	}
	if r := Ratio(sites); math.Abs(r.Low-0.09) > 1e-15 || math.Abs(r.High-0.19) > 1e-15 {
		t.Errorf("Ratio = %+v, want [0.09, 0.19]", r)
	}
	if !(Range{Low: 1, High: 2}).Contains(2.0000000001, 1e-9) || (Range{Low: 1, High: 2}).Contains(2.1, 1e-9) {
		t.Error("Contains")
	}
}

func TestHull(t *testing.T) {
	a, b := Range{Low: 0.2, High: 0.5}, Range{Low: 0.4, High: 0.9}
	if h := a.Hull(b); h != (Range{Low: 0.2, High: 0.9}) || b.Hull(a) != h {
		t.Errorf("hull of %v and %v = %v, want [0.2, 0.9] either way", a, b, h)
	}
	if h := a.Hull(Range{Low: 0.3, High: 0.3}); h != a {
		t.Errorf("hull with a point inside = %v, want %v", h, a)
	}
	if (Range{Low: 0, High: math.Inf(1)}).Point() {
		t.Error("an unbounded range is a point")
	}
}
