// Sim follows Cachegrind's hierarchy simulation (valgrind cachegrind/cg_sim.c,
// cachesim_D1_doref): an access goes to the first level; only when it misses
// there does it go to the next level, and so on. An access whose bytes span
// several lines touches each of them and misses a level if any of them misses.

package reuse

// Sim simulates a cache hierarchy exactly (LRU, write-allocate, no
// prefetching). Besides the chained hierarchy it feeds the whole access stream
// into an independent cache of every level's geometry from the second level
// on, so that it measures the same global hit rate that HierarchyRates
// predicts.
type Sim struct {
	levels []Level
	chain  []*LRU
	solo   []*LRU // solo[0] is nil: level 1 sees the whole stream anyway
	acc    []uint64
	hits   []uint64
	solos  []uint64 // whole-stream hits of solo[k]
	total  uint64
}

// SimLevel is the measured counterpart of LevelRate.
type SimLevel struct {
	Level Level
	// Accesses, Hits and Misses are counts in the chained hierarchy:
	// Accesses of level k are the Misses of level k-1.
	Accesses, Hits, Misses uint64
	// HitRate is the global hit rate: the fraction of all accesses that hit
	// a cache of this level's geometry fed with the whole stream.
	HitRate float64
	// LocalHitRate is Hits / Accesses (0 when no access reaches the level).
	LocalHitRate float64
}

// NewSim returns an empty hierarchy. It panics on an invalid level, like NewLRU.
func NewSim(levels []Level) *Sim {
	s := &Sim{
		levels: append([]Level(nil), levels...),
		chain:  make([]*LRU, len(levels)),
		solo:   make([]*LRU, len(levels)),
		acc:    make([]uint64, len(levels)),
		hits:   make([]uint64, len(levels)),
		solos:  make([]uint64, len(levels)),
	}
	for k, l := range levels {
		s.chain[k] = NewLRU(l)
		if k > 0 {
			s.solo[k] = NewLRU(l)
		}
	}
	return s
}

// Access simulates one access of size bytes at byte address addr (a size
// below 1 counts as 1).
func (s *Sim) Access(addr uint64, size int) {
	if size < 1 {
		size = 1
	}
	s.total++
	end := addr + uint64(size) - 1
	if end < addr {
		end = ^uint64(0) // the range wraps past the top of the address space
	}
	missed := true
	for k, c := range s.chain {
		if missed {
			s.acc[k]++
			if rangeRef(c, addr, end) {
				s.hits[k]++
				missed = false
			}
		}
		if k > 0 && rangeRef(s.solo[k], addr, end) {
			s.solos[k]++
		}
	}
}

// rangeRef touches every line of bytes addr..end in c and reports whether all
// of them hit.
func rangeRef(c *LRU, addr, end uint64) bool {
	line := uint64(c.level.Line)
	hit := true
	for l := addr / line; l <= end/line; l++ {
		if !c.Access(l) {
			hit = false
		}
	}
	return hit
}

// Results returns the counts and rates of every level.
func (s *Sim) Results() []SimLevel {
	out := make([]SimLevel, len(s.levels))
	for k, l := range s.levels {
		r := SimLevel{Level: l, Accesses: s.acc[k], Hits: s.hits[k]}
		r.Misses = r.Accesses - r.Hits
		global := s.hits[k]
		if k > 0 {
			global = s.solos[k]
		}
		if s.total > 0 {
			r.HitRate = float64(global) / float64(s.total)
		}
		if r.Accesses > 0 {
			r.LocalHitRate = float64(r.Hits) / float64(r.Accesses)
		}
		out[k] = r
	}
	return out
}

// Total returns the number of accesses simulated.
func (s *Sim) Total() uint64 { return s.total }
