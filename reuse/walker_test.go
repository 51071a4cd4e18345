package reuse

import (
	"math"
	"math/rand"
	"slices"
	"sort"
	"testing"

	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// TestDistHistAgainstMap holds distHist (an array for short distances, a map
// for the rest) to a plain map: the same weight at every distance, and the
// distances with weight in ascending order.
func TestDistHistAgainstMap(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	var h distHist
	want := map[int64]float64{}
	for i := 0; i < 5000; i++ {
		d := int64(rng.Intn(80)) - 1 // -1 (first touch) .. 78: both sides of the array's end
		if rng.Intn(10) == 0 {
			d = int64(rng.Intn(1 << 20))
		}
		x := float64(1 + rng.Intn(4))
		h.add(d, x)
		want[d] += x
	}
	var ds []int64
	for d, x := range want {
		if got := h.at(d); got != x {
			t.Errorf("at(%d) = %g, want %g", d, got, x)
		}
		ds = append(ds, d)
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	if got := h.distances(); !slices.Equal(got, ds) {
		t.Errorf("distances() = %v, want %v", got, ds)
	}
	var none *distHist
	if none.distances() != nil {
		t.Error("a nil histogram has distances")
	}
}

// TestFloorDivAgainstNaive holds floorDiv (a shift for powers of two) to the
// definition: the largest q with q*b <= a, for either sign of a and b.
func TestFloorDivAgainstNaive(t *testing.T) {
	// Exact in float64: |a| < 2^20.
	naive := func(a, b int64) int64 { return int64(math.Floor(float64(a) / float64(b))) }
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 100000; i++ {
		a := rng.Int63n(1<<20) - 1<<19
		b := int64(1) << rng.Intn(12)
		if rng.Intn(3) == 0 {
			b = 1 + rng.Int63n(1000)
		}
		if rng.Intn(5) == 0 {
			b = -b
		}
		if got, want := floorDiv(a, b), naive(a, b); got != want {
			t.Fatalf("floorDiv(%d, %d) = %d, want %d", a, b, got, want)
		}
		if q := floorDiv(a, b); b > 0 && (q*b > a || (q+1)*b <= a) {
			t.Fatalf("floorDiv(%d, %d) = %d is not the floor", a, b, q)
		}
	}
	if gcd(48, 18) != 6 || gcd(64, 0) != 64 || absInt(-7) != 7 {
		t.Error("gcd or absInt")
	}
}

// TestInstanceTrip rounds a loop's average trip to whole iterations and
// keeps the instance's weight: N iterations of weight w*n/N, at least one
// iteration when the trip is positive.
func TestInstanceTrip(t *testing.T) {
	for _, c := range []struct {
		trip   float64
		n      int64
		weight float64
	}{
		{100, 100, 2},
		{2.5, 3, 2 * 2.5 / 3}, // rounds half away from zero
		{0.4, 1, 0.8},         // a loop entered less than once per entry
		{0, 0, 0},
	} {
		lp := &statictrace.Loop{Loop: &loops.Loop{}, Trip: c.trip}
		n, w, _ := instanceTrip(lp, nil, 2, false)
		if n != c.n || w != c.weight {
			t.Errorf("trip %g: %d iterations of weight %g, want %d of %g", c.trip, n, w, c.n, c.weight)
		}
	}
}
