// Sim follows Cachegrind's hierarchy simulation (valgrind cachegrind/cg_sim.c,
// cachesim_D1_doref): an access goes to the first level; only when it misses
// there does it go to the next level, and so on. An access whose bytes span
// several lines touches each of them and misses a level if any of them misses.

package reuse

import "math/bits"

// Sim simulates a cache hierarchy exactly (LRU, write-allocate, no
// prefetching). Besides the chained hierarchy it feeds the whole access stream
// into an independent cache of every level's geometry from the second level
// on, so that it measures the same global hit rate that HierarchyRates
// predicts.
type Sim struct {
	levels []Level
	lv     []simLevel
	total  uint64
}

// simLevel is one level: its cache in the chained hierarchy, its whole-stream
// ("solo") cache (unused for level 1, which sees the whole stream anyway) and
// their counters.
type simLevel struct {
	chain, solo simCache
	acc, hits   uint64
	solos       uint64 // whole-stream hits of solo
}

// simCache is a setCache addressed by byte ranges. It remembers the line of
// its previous access: an access that lies in that line again is a hit on
// the most recently used tag of its set, which changes no state.
type simCache struct {
	setCache
	shift  uint   // log2 of the line size, a power of two (Level.Check)
	last   uint64 // line of the previous access, if primed
	primed bool
}

func newSimCache(l Level) simCache {
	c := simCache{setCache: newSetCache(l)}
	c.shift = uint(bits.TrailingZeros64(uint64(l.Line)))
	return c
}

// refRange touches every line of bytes addr..end (addr <= end) and reports
// whether all of them hit.
func (c *simCache) refRange(addr, end uint64) bool {
	first, last := addr>>c.shift, end>>c.shift
	if first != last {
		return c.refLines(first, last)
	}
	if first == c.last && c.primed {
		return true
	}
	c.last, c.primed = first, true
	if c.kind == kindShift {
		return c.refShift(first)
	}
	return c.ref(first)
}

// refLines touches lines first..last (first < last) in order.
func (c *simCache) refLines(first, last uint64) bool {
	hit := true
	for l := first; ; l++ {
		if !c.ref(l) {
			hit = false
		}
		if l == last {
			break
		}
	}
	c.last, c.primed = last, true
	return hit
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
		lv:     make([]simLevel, len(levels)),
	}
	for k, l := range levels {
		s.lv[k].chain = newSimCache(l)
		if k > 0 {
			s.lv[k].solo = newSimCache(l)
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
	lv := s.lv
	if len(lv) == 0 {
		return
	}
	l1 := &lv[0]
	l1.acc++
	missed := !l1.chain.refRange(addr, end)
	if !missed {
		l1.hits++
	}
	for k := 1; k < len(lv); k++ {
		l := &lv[k]
		if missed {
			l.acc++
			if l.chain.refRange(addr, end) {
				l.hits++
				missed = false
			}
		}
		if l.solo.refRange(addr, end) {
			l.solos++
		}
	}
}

// Results returns the counts and rates of every level.
func (s *Sim) Results() []SimLevel {
	out := make([]SimLevel, len(s.levels))
	for k, l := range s.levels {
		c := &s.lv[k]
		r := SimLevel{Level: l, Accesses: c.acc, Hits: c.hits}
		r.Misses = r.Accesses - r.Hits
		global := c.hits
		if k > 0 {
			global = c.solos
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
