package cache

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"testing"

	"gonum.org/v1/gonum/mathext"
)

// binomSumRat is Eq. 5 in exact rational arithmetic.
func binomSumRat(d, a, b int64) float64 {
	p := big.NewRat(a, b)
	q := big.NewRat(b-a, b)
	sum := new(big.Rat)
	for k := int64(0); k < a && k <= d; k++ {
		c := new(big.Rat).SetInt(new(big.Int).Binomial(d, k))
		pk := new(big.Rat).SetInt64(1)
		for i := int64(0); i < k; i++ {
			pk.Mul(pk, p)
		}
		qk := new(big.Rat).SetInt64(1)
		for i := int64(0); i < d-k; i++ {
			qk.Mul(qk, q)
		}
		c.Mul(c, pk)
		c.Mul(c, qk)
		sum.Add(sum, c)
	}
	f, _ := sum.Float64()
	return f
}

func level(blocks, ways int64) Level {
	assoc := int(ways)
	if ways == blocks {
		assoc = 0
	}
	return Level{Name: "T", SizeBytes: blocks * 64, Assoc: assoc, Line: 64}
}

func TestHitProbAgainstExactSum(t *testing.T) {
	for _, g := range [][2]int64{{8, 1}, {8, 2}, {16, 4}, {64, 8}, {512, 8}, {64, 32}} {
		b, a := g[0], g[1]
		for d := int64(0); d <= 80; d++ {
			got := HitProb(SDCM, level(b, a), d)
			want := binomSumRat(d, a, b)
			if math.Abs(got-want) > 1e-12*math.Max(want, 1e-300) && math.Abs(got-want) > 1e-300 {
				t.Fatalf("B=%d A=%d D=%d: HitProb = %.17g, exact %.17g", b, a, d, got, want)
			}
		}
	}
}

// TestHitProbLargeD checks Eq. 5 at large D against the regularized
// incomplete beta function: P(Bin(D,p) <= A-1) = I_{1-p}(D-A+1, A).
func TestHitProbLargeD(t *testing.T) {
	for _, c := range []struct{ b, a, d int64 }{
		{1 << 20, 16, 1_000_000}, {1 << 20, 16, 1 << 20}, {1 << 14, 8, 20000}, {1 << 24, 16, 100_000_000},
		{1 << 20, 1024, 1 << 20}, {1 << 24, 12, 9_000_000},
	} {
		l := level(c.b, c.a)
		got := HitProb(SDCM, l, c.d)
		p := float64(c.a) / float64(c.b)
		want := mathext.RegIncBeta(float64(c.d-c.a+1), float64(c.a), 1-p)
		if math.IsNaN(got) || math.IsInf(got, 0) || got < 0 || got > 1 {
			t.Fatalf("B=%d A=%d D=%d: HitProb = %g", c.b, c.a, c.d, got)
		}
		// gonum's continued fraction is accurate to about 1e-9 here.
		if math.Abs(got-want) > 1e-8*math.Max(want, 1e-12) && math.Abs(got-want) > 1e-15 {
			t.Errorf("B=%d A=%d D=%d: HitProb = %.15g, incomplete beta %.15g", c.b, c.a, c.d, got, want)
		}
	}
	// Reference values from a 40-digit binomial sum (Python mpmath.fsum).
	for _, c := range []struct {
		b, a, d int64
		want    float64
	}{
		{1 << 20, 1024, 1 << 20, 0.4958382383992462964573298672109543817472},
		{1 << 24, 12, 9_000_000, 0.9681424318018536460429750274932769180958},
	} {
		// Relative accuracy is about |D·log(1-A/B)|·2^-52 (here ~1e-13).
		if got := HitProb(SDCM, level(c.b, c.a), c.d); math.Abs(got-c.want) > 1e-11*c.want {
			t.Errorf("B=%d A=%d D=%d: HitProb = %.17g, want %.17g", c.b, c.a, c.d, got, c.want)
		}
	}
	// D = 1e8 on a 32 KiB L1: certainly a miss, but finite.
	if got := HitProb(SDCM, level(512, 8), 100_000_000); got != 0 && !(got > 0 && got < 1e-300) {
		t.Errorf("D=1e8 on 512 blocks: %g, want ~0", got)
	}
}

func TestHitProbShapes(t *testing.T) {
	// Direct-mapped: Eq. 6.
	for _, b := range []int64{1, 2, 64, 4096} {
		for _, d := range []int64{0, 1, 5, 100, 10000} {
			got := HitProb(SDCM, level(b, 1), d)
			want := math.Pow(float64(b-1)/float64(b), float64(d))
			if b == 1 {
				want = step(d < 1)
			}
			if math.Abs(got-want) > 1e-12*want+1e-300 {
				t.Errorf("direct-mapped B=%d D=%d: %g, want %g", b, d, got, want)
			}
		}
	}
	// Fully associative: D < B.
	for _, b := range []int64{1, 4, 512} {
		for d := int64(0); d < 2*b+2; d++ {
			want := step(d < b)
			if got := HitProb(SDCM, level(b, b), d); got != want {
				t.Errorf("fully associative B=%d D=%d: %g, want %g", b, d, got, want)
			}
			if got := HitProb(FullyAssocLRU, level(b*4, 4), d); got != step(d < 4*b) {
				t.Errorf("FullyAssocLRU B=%d D=%d: %g", 4*b, d, got)
			}
		}
	}
	// First touches miss under every model.
	for _, m := range []Model{SDCM, FullyAssocLRU, AuthorsVariant, Sets} {
		if got := HitProb(m, level(512, 8), Infinite); got != 0 {
			t.Errorf("%v: HitProb(Infinite) = %g", m, got)
		}
	}
	// Monotone: non-increasing in D, non-decreasing in B at fixed A, up to
	// rounding (monoTol) where the sum is within an ulp of 1.
	for _, a := range []int64{1, 2, 8, 16} {
		prev := 2.0
		for d := int64(0); d < 3000; d += 7 {
			h := HitProb(SDCM, level(256, a), d)
			if h > prev+monoTol {
				t.Fatalf("A=%d: HitProb rises from %g to %g at D=%d", a, prev, h, d)
			}
			prev = h
		}
		for _, d := range []int64{a, 100, 1000, 100000} {
			prev := -1.0
			for b := int64(16); b <= 1<<20; b *= 2 {
				h := HitProb(SDCM, level(b, a), d)
				if h < prev-monoTol {
					t.Fatalf("A=%d D=%d: HitProb falls from %g to %g at B=%d", a, d, prev, h, b)
				}
				prev = h
			}
		}
	}
}

func TestHitProbAuthorsVariant(t *testing.T) {
	l := level(512, 8)
	if HitProb(AuthorsVariant, l, 0) != 1 {
		t.Errorf("authors D=0 should hit")
	}
	for d := int64(1); d <= 8; d++ {
		want := math.Pow(1-1.0/512, float64(d))
		if got := HitProb(AuthorsVariant, l, d); math.Abs(got-want) > 1e-15 {
			t.Errorf("authors D=%d: %g, want %g", d, got, want)
		}
	}
	for _, d := range []int64{9, 100, 5000} {
		if a, s := HitProb(AuthorsVariant, l, d), HitProb(SDCM, l, d); a != s {
			t.Errorf("authors D=%d: %g, want Eq. 5 %g", d, a, s)
		}
	}
}

func TestParseModel(t *testing.T) {
	for _, m := range []Model{SDCM, FullyAssocLRU, AuthorsVariant, Sets} {
		got, err := ParseModel(m.String())
		if err != nil || got != m {
			t.Errorf("ParseModel(%q) = %v, %v", m.String(), got, err)
		}
	}
	if m, err := ParseModel(""); err != nil || m != SDCM {
		t.Errorf("ParseModel(\"\") = %v, %v; want sdcm", m, err)
	}
	if _, err := ParseModel("lru2"); err == nil || err.Error() != `parse cache model "lru2": want sdcm, fa-lru, authors or sets` {
		t.Errorf("ParseModel(lru2) error = %v", err)
	}
}

func TestHitRateHandWorked(t *testing.T) {
	p := prof(map[int64]float64{Infinite: 2, 0: 4, 10: 2, 100: 2})
	l := level(64, 64) // fully associative, 64 blocks: D 0 and 10 hit
	if got := HitRate(SDCM, l, p); got != 0.6 {
		t.Errorf("HitRate = %g, want 0.6", got)
	}
	if got := HitRate(SDCM, l, NewProfile()); got != 0 {
		t.Errorf("HitRate of empty profile = %g", got)
	}
	// Direct-mapped, 2 blocks: P(h|D) = (1/2)^D; (4*1 + 2*2^-10 + 2*2^-100)/10.
	want := (4 + 2*math.Pow(0.5, 10) + 2*math.Pow(0.5, 100)) / 10
	if got := HitRate(SDCM, level(2, 1), p); math.Abs(got-want) > 1e-15 {
		t.Errorf("direct-mapped HitRate = %g, want %g", got, want)
	}
}

// TestHierarchyRatesHandWorked uses the trace of the package documentation:
// lines a b a c a d b, fully associative L1 of 2 blocks and L2 of 3 or 4 blocks.
// Distances: -1 -1 1 -1 1 -1 3.
func TestHierarchyRatesHandWorked(t *testing.T) {
	p := prof(map[int64]float64{Infinite: 4, 1: 2, 3: 1})
	l1, l2, l2big := Level{"L1", 128, 0, 64}, Level{"L2", 192, 0, 64}, Level{"L2", 256, 0, 64} // 2, 3, 4 blocks
	tests := []struct {
		levels []Level
		want   []LevelRate
	}{
		// L1: D < 2 -> 2/7. L2 of 3 blocks: D < 3 -> 2/7 as well, so the
		// inclusive model has L2 serve nothing (Sim measures 1 hit there:
		// see TestSimHandWorked and the package documentation).
		{[]Level{l1, l2}, []LevelRate{
			{Level: l1, HitRate: 2.0 / 7, LocalHitRate: 2.0 / 7, Hits: 2, Misses: 5},
			{Level: l2, HitRate: 2.0 / 7, LocalHitRate: 0, Hits: 0, Misses: 5},
		}},
		// L2 of 4 blocks: D < 4 -> 3/7; local (3/7-2/7)/(5/7) = 1/5.
		{[]Level{l1, l2big}, []LevelRate{
			{Level: l1, HitRate: 2.0 / 7, LocalHitRate: 2.0 / 7, Hits: 2, Misses: 5},
			{Level: l2big, HitRate: 3.0 / 7, LocalHitRate: 1.0 / 5, Hits: 1, Misses: 4},
		}},
	}
	for _, tt := range tests {
		got := HierarchyRates(SDCM, tt.levels, p)
		for k, w := range tt.want {
			g := got[k]
			if g.Level != w.Level || !near(g.HitRate, w.HitRate) || !near(g.LocalHitRate, w.LocalHitRate) ||
				!near(g.Hits, w.Hits) || !near(g.Misses, w.Misses) {
				t.Errorf("%v level %d: %+v, want %+v", tt.levels, k, g, w)
			}
		}
	}
	levels := []Level{l1, l2big}
	// A smaller second level cannot lose hits: H_2 = max(h_2, H_1).
	odd := HierarchyRates(SDCM, []Level{levels[1], levels[0]}, p)
	if !near(odd[1].Hits, 0) || !near(odd[1].LocalHitRate, 0) || !near(odd[1].HitRate, 2.0/7) {
		t.Errorf("inverted hierarchy, level 2: %+v", odd[1])
	}
	// Everything hits in L1: no access reaches L2.
	all := HierarchyRates(SDCM, levels, prof(map[int64]float64{0: 5}))
	if all[1].LocalHitRate != 0 || all[1].Hits != 0 || all[1].Misses != 0 {
		t.Errorf("unreached level: %+v", all[1])
	}
}

// monoTol is the rounding slack of the monotonicity checks (a few ulps of 1).
const monoTol = 1e-15

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-12 }

// TestModelsAgainstSimulation compares the models with exact LRU simulation
// on random traces with locality; it is the evidence for SDCM as default.
func TestModelsAgainstSimulation(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	levels := []Level{{"A", 4 << 10, 4, 64}, {"B", 16 << 10, 8, 64}, {"C", 2 << 10, 1, 64}}
	errSum := map[Model]float64{}
	for n := 0; n < 20; n++ {
		e := NewEngine()
		caches := make([]*LRU, len(levels))
		for i, l := range levels {
			caches[i] = NewLRU(l)
		}
		hot := 20 + rng.Intn(300)
		for i := 0; i < 20000; i++ {
			var line uint64
			if rng.Intn(4) > 0 {
				line = uint64(rng.Intn(hot))
			} else {
				line = uint64(rng.Intn(4000))
			}
			e.Access(line)
			for _, c := range caches {
				c.Access(line)
			}
		}
		p := e.Profile()
		for i, l := range levels {
			measured := float64(caches[i].Hits()) / float64(caches[i].Accesses())
			for _, m := range []Model{SDCM, AuthorsVariant, FullyAssocLRU} {
				errSum[m] += math.Abs(HitRate(m, l, p) - measured)
			}
		}
	}
	t.Logf("mean absolute hit-rate error: sdcm %.4f authors %.4f fa-lru %.4f",
		errSum[SDCM]/60, errSum[AuthorsVariant]/60, errSum[FullyAssocLRU]/60)
	if errSum[SDCM] > errSum[AuthorsVariant] {
		t.Errorf("SDCM (%g) is further from simulation than the authors' variant (%g)", errSum[SDCM], errSum[AuthorsVariant])
	}
}

func BenchmarkHitRate(b *testing.B) {
	rng := rand.New(rand.NewSource(5))
	p := NewProfile()
	for i := 0; i < 10000; i++ {
		p.Add(int64(rng.ExpFloat64()*20000), 1)
	}
	p.Add(Infinite, 100)
	for _, l := range []Level{{"L1", 32 << 10, 8, 64}, {"L2", 1 << 20, 16, 64}, {"L3", 32 << 20, 16, 64}} {
		b.Run(l.Name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				HitRate(SDCM, l, p)
			}
			b.ReportMetric(float64(p.Len()), "bins")
		})
	}
}

func ExampleHierarchyRates() {
	// Lines a b a c a d b: distances -1 -1 1 -1 1 -1 3.
	e := NewEngine()
	for _, line := range []uint64{'a', 'b', 'a', 'c', 'a', 'd', 'b'} {
		e.Access(line)
	}
	levels, _ := ParseHierarchy("L1=128B/full/64,L2=256B/full/64")
	for _, r := range HierarchyRates(SDCM, levels, e.Profile()) {
		fmt.Printf("%s hit %.4f local %.4f hits %g misses %g\n", r.Level.Name, r.HitRate, r.LocalHitRate, r.Hits, r.Misses)
	}
	// Output:
	// L1 hit 0.2857 local 0.2857 hits 2 misses 5
	// L2 hit 0.4286 local 0.2000 hits 1 misses 4
}
