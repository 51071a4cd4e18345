package measure

import (
	"math/rand/v2"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestParallelStage feeds a random two-thread trace of 8-byte aligned
// accesses to the parallel model with a 4-line fully associative L1 and
// checks it against the reuse distances: a thread's access hits its private
// L1 exactly when its private line distance is below 4, and the shared
// level sees exactly the misses.
func TestParallelStage(t *testing.T) {
	const ways = 4
	l1 := cache.Level{Name: "L1", SizeBytes: ways * 64, Assoc: ways, Line: 64}
	l2 := cache.Level{Name: "L2", SizeBytes: 64 * 64, Assoc: 8, Line: 64}
	s := newParallelStage([]cache.Level{l1, l2})
	rng := rand.New(rand.NewPCG(3, 4))
	var words []uint64
	per := map[int][]uint64{}
	for range 20000 {
		addr := uint64(rng.IntN(1<<10)) * 8
		tid := rng.IntN(2)
		words = append(words, encode(addr, 8, rng.IntN(2) == 0, tid))
		per[tid] = append(per[tid], addr/64)
	}
	s.consume(words[:7000])
	s.consume(words[7000:])
	var misses uint64
	for tid, lines := range per {
		var hits uint64
		for _, d := range cache.NaiveDistances(lines) {
			if d >= 0 && d < ways {
				hits++
			}
		}
		r := s.private(tid)[0]
		if r.Accesses != uint64(len(lines)) || r.Hits != hits {
			t.Errorf("thread %d: %d accesses %d hits, want %d %d", tid, r.Accesses, r.Hits, len(lines), hits)
		}
		misses += r.Misses
	}
	if sh := s.sharedResults(); sh[0].Accesses != misses {
		t.Errorf("shared level saw %d accesses, private misses %d", sh[0].Accesses, misses)
	}
}

// TestSequentialModel checks the parallel model derived from the chained
// hierarchy against the parallel stage on a random one-thread trace with
// unaligned accesses of 1 to 16 bytes (some spanning two lines).
func TestSequentialModel(t *testing.T) {
	levels := []cache.Level{{Name: "L1", SizeBytes: 8 * 64, Assoc: 2, Line: 64}, {Name: "L2", SizeBytes: 64 * 64, Assoc: 4, Line: 64}}
	par := newParallelStage(levels)
	sim := &simStage{sim: cache.NewSim(levels)}
	rng := rand.New(rand.NewPCG(5, 6))
	var words []uint64
	for range 50000 {
		words = append(words, encode(uint64(rng.IntN(1<<13)), 1+rng.IntN(16), rng.IntN(2) == 0, 0))
	}
	par.consume(words)
	sim.consume(words)
	private, shared := sequentialModel(sim.sim.Results())
	if got, want := private, par.private(0); len(got) != 1 || got[0] != want[0] {
		t.Errorf("private L1 %+v, parallel stage %+v", got, want)
	}
	if got, want := shared, par.sharedResults(); len(got) != 1 || got[0] != want[0] {
		t.Errorf("shared L2 %+v, parallel stage %+v", got, want)
	}
}
