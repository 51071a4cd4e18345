package reuse

import (
	"math/rand"
	"testing"
)

// TestSimHandWorked is the example of the package documentation: lines
// a b a c a d b (byte addresses line*64), L1 fully associative with 2 blocks,
// L2 fully associative with 3 blocks (one set of 3 ways).
func TestSimHandWorked(t *testing.T) {
	levels := []Level{{"L1", 128, 0, 64}, {"L2", 192, 0, 64}}
	if err := levels[1].Check(); err != nil {
		t.Fatal(err)
	}
	s := NewSim(levels)
	const a, b, c, d = 0, 1, 2, 3
	for _, line := range []uint64{a, b, a, c, a, d, b} {
		s.Access(line*64, 8)
	}
	got := s.Results()
	// L1 [2 blocks]: a- b- a+ c- a+ d- b-  -> 2 hits, 5 misses.
	// L2 chained sees a b c d b: a- b- c- d-(evicts a) b+ -> 1 hit of 5.
	// L2 alone on the whole stream, distances -1 -1 1 -1 1 -1 3 with 3
	// blocks: hits at the two D=1 -> 2/7 (b at D=3 misses).
	want := []SimLevel{
		{Level: levels[0], Accesses: 7, Hits: 2, Misses: 5, HitRate: 2.0 / 7, LocalHitRate: 2.0 / 7},
		{Level: levels[1], Accesses: 5, Hits: 1, Misses: 4, HitRate: 2.0 / 7, LocalHitRate: 1.0 / 5},
	}
	for k := range want {
		if got[k] != want[k] {
			t.Errorf("level %d: %+v, want %+v", k, got[k], want[k])
		}
	}
	if s.Total() != 7 {
		t.Errorf("Total = %d, want 7", s.Total())
	}
}

// TestSimStraddle: an access spanning two lines is one access that touches
// both and misses if either misses (Cachegrind).
func TestSimStraddle(t *testing.T) {
	s := NewSim([]Level{{"L1", 256, 0, 64}})
	s.Access(60, 8)   // lines 0 and 1: miss
	s.Access(64, 4)   // line 1: hit
	s.Access(0, 4)    // line 0: hit
	s.Access(120, 16) // lines 1 and 2: line 2 misses
	s.Access(130, 0)  // size 0 counts as 1 byte: line 2 hit
	r := s.Results()[0]
	if r.Accesses != 5 || r.Hits != 3 || r.Misses != 2 {
		t.Errorf("straddle: %+v, want 5 accesses, 3 hits, 2 misses", r)
	}
}

// TestSimGlobalMatchesLRU: the global hit rate of every level equals a lone
// LRU of that geometry fed with the whole stream; level 1's chained counts
// equal it too, and each level's accesses are the previous level's misses.
func TestSimGlobalMatchesLRU(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	levels := []Level{{"L1", 1 << 10, 2, 64}, {"L2", 4 << 10, 4, 64}, {"L3", 16 << 10, 0, 128}}
	s := NewSim(levels)
	alone := []*LRU{NewLRU(levels[0]), NewLRU(levels[1]), NewLRU(levels[2])}
	for i := 0; i < 20000; i++ {
		addr := uint64(rng.Intn(40000)) * 8
		s.Access(addr, 8)
		for _, c := range alone {
			c.Access(addr / uint64(c.Level().Line))
		}
	}
	r := s.Results()
	for k := range levels {
		want := float64(alone[k].Hits()) / 20000
		if r[k].HitRate != want {
			t.Errorf("level %d: global hit rate %g, lone LRU %g", k, r[k].HitRate, want)
		}
		if k > 0 && r[k].Accesses != r[k-1].Misses {
			t.Errorf("level %d: %d accesses, level above missed %d", k, r[k].Accesses, r[k-1].Misses)
		}
	}
	if r[0].Hits != alone[0].Hits() {
		t.Errorf("L1 chained hits %d, lone %d", r[0].Hits, alone[0].Hits())
	}
}
