// Sim follows Cachegrind's hierarchy simulation (valgrind cachegrind/cg_sim.c,
// cachesim_D1_doref): an access goes to the first level; only when it misses
// there does it go to the next level, and so on. An access whose bytes span
// several lines touches each of them and misses a level if any of them misses.

package cache

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
	// pair, when hasPair, stands for the first level's chained cache and
	// the second level's whole-stream cache (see linkedPair); lv[0].chain
	// and lv[1].solo are then unused. It is held by value: the common
	// access reads its tags with one pointer less.
	pair    linkedPair
	hasPair bool
	// pairOnly is set when pair is all the hierarchy has besides the
	// second level's chained cache (two levels).
	pairOnly bool
	// mruShift, mruMask and mruTags serve Access's first test: with
	// pairOnly, the first level's line shift, set mask and the most
	// recently used tag of each set (pair.tags1's first way, kept by
	// linkedPair.refSet); else values that fail it (noMRU).
	mruShift uint
	mruMask  uint64
	mruTags  []uint64
	// mru counts the accesses to the most recently used line of every
	// cache (Repeat, and with pairOnly the first level's most recent line
	// of its set): hits everywhere that change no state, added to total,
	// the first level's accesses and hits and every whole-stream count by
	// Results instead of one by one.
	mru uint64
	// warm holds the levels' counters across an access of Warm.
	warm []simCounts
}

// simLevel is one level: its cache in the chained hierarchy, its whole-stream
// ("solo") cache (unused for level 1, which sees the whole stream anyway) and
// their counters.
type simLevel struct {
	chain, solo simCache
	acc, hits   uint64
	solos       uint64 // whole-stream hits of solo
}

// simCounts are the counters of a simLevel.
type simCounts struct{ acc, hits, solos uint64 }

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
	hit := c.setCache.refLines(first, last)
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
	if len(levels) >= 2 && linkable(levels[0], levels[1]) {
		s.pair, s.hasPair = newLinkedPair(levels[0], levels[1]), true
		s.pairOnly = len(levels) == 2
	}
	if s.pairOnly {
		s.mruShift, s.mruMask, s.mruTags = s.pair.shift, s.pair.mask1, s.pair.mruTag
	} else {
		s.mruShift, s.mruMask, s.mruTags = noMRU()
	}
	return s
}

// Access simulates one access of size bytes at byte address addr (a size
// below 1 counts as 1).
func (s *Sim) Access(addr uint64, size int) {
	if !s.AccessMRU(addr, size) {
		s.access(addr, size)
	}
}

// AccessLevel simulates the access as Access does and returns the index of
// the level it hit in the chained hierarchy, or the number of levels when it
// missed them all: it missed levels 0..k-1 and hit level k. Attributing
// each access's outcome to its source (measure's per-site counts) this way
// sums to the counts of Results.
func (s *Sim) AccessLevel(addr uint64, size int) int {
	if s.AccessMRU(addr, size) {
		return 0
	}
	return s.access(addr, size)
}

// Warm simulates the access as Access does without counting it: the caches'
// contents change as they would, the counts of Results do not. It serves
// accesses that set the state a measured stretch of a run starts from
// without belonging to it (measure's Options.Context).
func (s *Sim) Warm(addr uint64, size int) {
	if s.AccessMRU(addr, size) {
		s.mru--
		return
	}
	total := s.total
	if len(s.warm) != len(s.lv) {
		s.warm = make([]simCounts, len(s.lv))
	}
	for k := range s.lv {
		l := &s.lv[k]
		s.warm[k] = simCounts{l.acc, l.hits, l.solos}
	}
	s.access(addr, size)
	s.total = total
	for k, c := range s.warm {
		l := &s.lv[k]
		l.acc, l.hits, l.solos = c.acc, c.hits, c.solos
	}
}

// AccessMRU simulates the access as Access does when it is the common case
// of a two-level hierarchy whose second level includes the first (the same
// line size, sets that refine the first's, as many ways or more): bytes in
// one line, the most recently used of its first-level set, a hit everywhere
// that changes nothing. It reports whether it did; Access does every case.
// It is small enough to be inlined into the caller's loop, where a call per
// access would cost more than the test.
func (s *Sim) AccessMRU(addr uint64, size int) bool {
	// An access whose last byte is in its first byte's line neither wraps
	// past the top of the address space nor, when its size is below 1,
	// reaches past that byte.
	if line := addr >> s.mruShift; (addr+uint64(size)-1)>>s.mruShift == line && s.mruTags[line&s.mruMask] == line {
		s.mru++
		return true
	}
	return false
}

// access is Access past AccessMRU; it returns the level the access hit, as
// AccessLevel.
func (s *Sim) access(addr uint64, size int) int {
	if s.pairOnly && size >= 1 {
		// One line.
		p := &s.pair
		line := addr >> p.shift
		if end := addr + uint64(size) - 1; end >= addr && end>>p.shift == line {
			base := int(line&p.mask1) * p.ways1
			s.total++
			l1, l2 := &s.lv[0], &s.lv[1]
			l1.acc++
			hit1, hit2 := p.refSet(line, base)
			if hit2 {
				l2.solos++
			}
			if hit1 {
				l1.hits++
				return 0
			}
			l2.acc++
			if l2.chain.refRange(addr, end) {
				l2.hits++
				return 1
			}
			return 2
		}
	}
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
		return 0
	}
	l1 := &lv[0]
	l1.acc++
	var missed bool
	solo := 1 // the first level whose whole-stream cache is still to do
	if s.hasPair {
		hit1, hit2 := s.pair.refRange(addr, end)
		missed = !hit1
		if hit2 {
			lv[1].solos++
		}
		solo = 2
	} else {
		missed = !l1.chain.refRange(addr, end)
	}
	hitAt := len(lv)
	if !missed {
		l1.hits++
		hitAt = 0
	}
	for k := 1; k < len(lv); k++ {
		l := &lv[k]
		if missed {
			l.acc++
			if l.chain.refRange(addr, end) {
				l.hits++
				missed = false
				hitAt = k
			}
		}
		if k >= solo && l.solo.refRange(addr, end) {
			l.solos++
		}
	}
	return hitAt
}

// noMRU returns a line shift, set mask and tags that no line matches: lines
// are 0 or 1, and both tags are 2.
func noMRU() (uint, uint64, []uint64) {
	const shift = 63 // a line is the top bit of the address
	return shift, 1, []uint64{2, 2}
}

// linkedPair simulates the first level's cache and a whole-stream cache of
// the second level's geometry together, when the second includes the first:
// the same line size, sets that refine the first's (a multiple of its
// number) and at least as many ways. Then every line in the first is in the
// second (fewer than A1 <= A2 lines of its first-level set, a superset of
// its second-level set, came after it), so a first-level hit is a
// second-level hit too, and each first-level way keeps the index of its
// line's second-level way. The second level is an LRU cache of
// timestamps (a way holds its line's last access time, 0 when empty; a miss
// replaces the oldest), so a first-level hit updates it with one store
// instead of a search of its set. The first level is setCache's MRU-ordered
// arrays with sentinel tags, the link array moving with the tags.
type linkedPair struct {
	shift        uint
	mask1, mask2 uint64
	ways1, ways2 int
	tags1        []uint64
	mruTag       []uint64 // each first-level set's first tag (tags1[set*ways1])
	link         []int32  // second-level way of each first-level way's line
	tags2        []uint64
	time2        []uint64
	clock        uint64
}

// linkable reports whether linkedPair can simulate l1 and a whole-stream
// cache of l2's geometry: l1 a kindShift setCache (at least two sets of up
// to maxShiftWays ways), l2 including it.
func linkable(l1, l2 Level) bool {
	s1, s2 := l1.Sets(), l2.Sets()
	return l1.Line == l2.Line && s1 >= 2 && s2%s1 == 0 &&
		l1.Ways() <= maxShiftWays && l2.Ways() <= maxShiftWays && l2.Ways() >= l1.Ways()
}

func newLinkedPair(l1, l2 Level) linkedPair {
	p := linkedPair{
		shift: uint(bits.TrailingZeros64(uint64(l1.Line))),
		mask1: uint64(l1.Sets()) - 1, mask2: uint64(l2.Sets()) - 1,
		ways1: int(l1.Ways()), ways2: int(l2.Ways()),
	}
	p.tags1 = newSetCache(l1).tags // kindShift: empty ways hold their set's sentinel
	p.mruTag = make([]uint64, p.mask1+1)
	for set := range p.mruTag {
		p.mruTag[set] = p.tags1[set*p.ways1]
	}
	p.link = make([]int32, len(p.tags1))
	p.tags2 = make([]uint64, int(p.mask2+1)*p.ways2)
	p.time2 = make([]uint64, len(p.tags2))
	return p
}

// refRange touches every line of bytes addr..end and reports whether all of
// them hit in the first and in the second level.
func (p *linkedPair) refRange(addr, end uint64) (hit1, hit2 bool) {
	first, last := addr>>p.shift, end>>p.shift
	hit1, hit2 = true, true
	for l := first; ; l++ {
		h1, h2 := p.ref(l)
		hit1 = hit1 && h1
		hit2 = hit2 && h2
		if l == last {
			return hit1, hit2
		}
	}
}

// ref accesses line in both caches.
func (p *linkedPair) ref(line uint64) (hit1, hit2 bool) {
	base := int(line&p.mask1) * p.ways1
	if p.tags1[base] == line {
		// The most recent line of its first-level set, and so of its
		// second-level set (whose lines are all in that first-level set):
		// a hit in both that changes neither's order.
		return true, true
	}
	return p.refSet(line, base)
}

// refSet is ref for a line that is not the most recent of its first-level
// set, which starts at tags1[base].
func (p *linkedPair) refSet(line uint64, base int) (hit1, hit2 bool) {
	ts := p.tags1[base : base+p.ways1 : base+p.ways1]
	p.mruTag[line&p.mask1] = line
	p.clock++
	lk := p.link[base : base+p.ways1 : base+p.ways1]
	i := 1
	for i < len(ts) && ts[i] != line {
		i++
	}
	if i < len(ts) {
		w := lk[i]
		for ; i > 0; i-- {
			ts[i], lk[i] = ts[i-1], lk[i-1]
		}
		ts[0], lk[0] = line, w
		p.time2[w] = p.clock
		return true, true
	}
	w, hit2 := p.ref2(line)
	for i = len(ts) - 1; i > 0; i-- {
		ts[i], lk[i] = ts[i-1], lk[i-1]
	}
	ts[0], lk[0] = line, w
	return false, hit2
}

// ref2 accesses line in the second level and returns its way's index.
func (p *linkedPair) ref2(line uint64) (int32, bool) {
	base := int(line&p.mask2) * p.ways2
	ts := p.tags2[base : base+p.ways2 : base+p.ways2]
	tm := p.time2[base : base+p.ways2 : base+p.ways2]
	victim, oldest := 0, ^uint64(0)
	for i, t := range tm {
		if t != 0 && ts[i] == line {
			tm[i] = p.clock
			return int32(base + i), true
		}
		if t < oldest {
			victim, oldest = i, t
		}
	}
	ts[victim], tm[victim] = line, p.clock
	return int32(base + victim), false
}

// Repeat simulates n more accesses that lie within the last line of the
// previous access: hits on the most recently used line of every cache, which
// change no state. It does nothing before the first access.
func (s *Sim) Repeat(n uint64) {
	if s.total+s.mru == 0 || len(s.lv) == 0 {
		return
	}
	s.mru += n
}

// Results returns the counts and rates of every level.
func (s *Sim) Results() []SimLevel {
	out := make([]SimLevel, len(s.levels))
	total := s.Total()
	for k, l := range s.levels {
		c := &s.lv[k]
		r := SimLevel{Level: l, Accesses: c.acc, Hits: c.hits}
		global := c.hits
		if k > 0 {
			global = c.solos
		} else {
			r.Accesses += s.mru
			r.Hits += s.mru
		}
		global += s.mru
		r.Misses = r.Accesses - r.Hits
		if total > 0 {
			r.HitRate = float64(global) / float64(total)
		}
		if r.Accesses > 0 {
			r.LocalHitRate = float64(r.Hits) / float64(r.Accesses)
		}
		out[k] = r
	}
	return out
}

// Total returns the number of accesses simulated.
func (s *Sim) Total() uint64 { return s.total + s.mru }
