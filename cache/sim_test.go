package cache

import (
	"math/rand"
	"slices"
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

// naiveCache is the reference LRU cache written plainly: set = line mod
// sets, each set a slice of lines in MRU order.
type naiveCache struct {
	line, sets, ways uint64
	set              [][]uint64
}

func newNaiveCache(l Level) *naiveCache {
	c := &naiveCache{line: uint64(l.Line), sets: uint64(l.Sets()), ways: uint64(l.Ways())}
	c.set = make([][]uint64, c.sets)
	return c
}

// access touches one line and reports whether it was present.
func (c *naiveCache) access(line uint64) bool {
	s := line % c.sets
	lines := c.set[s]
	for i, x := range lines {
		if x == line {
			// Move to the front.
			rest := append([]uint64{line}, lines[:i]...)
			c.set[s] = append(rest, lines[i+1:]...)
			return true
		}
	}
	lines = append([]uint64{line}, lines...)
	if uint64(len(lines)) > c.ways {
		lines = lines[:c.ways]
	}
	c.set[s] = lines
	return false
}

// accessBytes touches every line of bytes addr..end and reports whether all
// of them hit.
func (c *naiveCache) accessBytes(addr, end uint64) bool {
	hit := true
	for l := addr / c.line; ; l++ {
		if !c.access(l) {
			hit = false
		}
		if l == end/c.line {
			return hit
		}
	}
}

// naiveSim is the reference hierarchy: the chained caches and the
// whole-stream caches of levels 2 and up, with their counters.
type naiveSim struct {
	levels           []Level
	chain, solo      []*naiveCache
	acc, hits, solos []uint64
	total            uint64
}

func newNaiveSim(levels []Level) *naiveSim {
	n := &naiveSim{levels: levels}
	for _, l := range levels {
		n.chain = append(n.chain, newNaiveCache(l))
		n.solo = append(n.solo, newNaiveCache(l))
	}
	n.acc = make([]uint64, len(levels))
	n.hits = make([]uint64, len(levels))
	n.solos = make([]uint64, len(levels))
	return n
}

func (n *naiveSim) access(addr uint64, size int) {
	if size < 1 {
		size = 1
	}
	n.total++
	end := addr + uint64(size) - 1
	if end < addr {
		end = ^uint64(0)
	}
	reach := true // the access missed every level above
	for k := range n.levels {
		if reach {
			n.acc[k]++
			if n.chain[k].accessBytes(addr, end) {
				n.hits[k]++
				reach = false
			}
		}
		if n.solo[k].accessBytes(addr, end) {
			n.solos[k]++
		}
	}
}

// warm simulates an access as access does without counting it.
func (n *naiveSim) warm(addr uint64, size int) {
	if size < 1 {
		size = 1
	}
	end := addr + uint64(size) - 1
	if end < addr {
		end = ^uint64(0)
	}
	reach := true
	for k := range n.levels {
		if reach && n.chain[k].accessBytes(addr, end) {
			reach = false
		}
		n.solo[k].accessBytes(addr, end)
	}
}

// results derives the SimLevels from the counters by their definitions.
func (n *naiveSim) results() []SimLevel {
	var out []SimLevel
	for k, l := range n.levels {
		r := SimLevel{Level: l, Accesses: n.acc[k], Hits: n.hits[k], Misses: n.acc[k] - n.hits[k]}
		if n.total > 0 {
			r.HitRate = float64(n.solos[k]) / float64(n.total)
		}
		if n.acc[k] > 0 {
			r.LocalHitRate = float64(n.hits[k]) / float64(n.acc[k])
		}
		out = append(out, r)
	}
	return out
}

// simTestHierarchies covers every set implementation (8 and 16 ways, other
// associativities, a single set, more than maxShiftWays ways), direct-mapped
// caches, three levels, different line sizes per level and 1-byte lines.
var simTestHierarchies = [][]Level{
	{{"L1", 1 << 10, 1, 64}, {"L2", 4 << 10, 1, 64}},                            // direct-mapped
	{{"L1", 1 << 10, 2, 64}, {"L2", 8 << 10, 2, 64}},                            // 2-way
	{{"L1", 2 << 10, 8, 64}, {"L2", 16 << 10, 16, 64}},                          // 8 and 16 ways
	{{"L1", 32 << 10, 8, 64}, {"L2", 1 << 20, 16, 64}},                          // the usual geometry
	{{"L1", 512, 0, 64}, {"L2", 2 << 10, 0, 64}},                                // small fully associative
	{{"L1", 1 << 10, 2, 32}, {"L2", 4 << 10, 4, 64}, {"L3", 16 << 10, 0, 128}},  // 3 levels, lines 32/64/128
	{{"L1", 1 << 10, 4, 64}, {"L2", 3 << 10, 12, 64}, {"L3", 8 << 10, 64, 16}},  // 12 ways, wide, smaller line
	{{"L1", 4 << 10, 16, 64}, {"L2", 8 << 10, 8, 32}, {"L3", 32 << 10, 32, 64}}, // 16 then 8 ways, 32 ways
	{{"L1", 16, 2, 1}, {"L2", 64, 0, 2}},                                        // 1- and 2-byte lines
	{{"L1", 256, 1, 256}, {"L2", 1 << 10, 0, 1 << 10}, {"L3", 8 << 10, 8, 64}},  // one-line L1, single-line L2
}

// simTestTrace returns n random accesses of 1..16 bytes (many crossing a
// line) in a working set of about span bytes at base, mixing uniform random
// addresses with sequential and strided runs so that every level sees hits,
// misses and repeats of the same line.
func simTestTrace(rng *rand.Rand, n int, base, span uint64) ([]uint64, []int) {
	addr, size := make([]uint64, n), make([]int, n)
	var cur uint64
	for i := range addr {
		switch rng.Intn(4) {
		case 0: // uniform
			cur = uint64(rng.Int63n(int64(span)))
		case 1: // next element
			cur = (cur + 8) % span
		case 2: // same address again
		case 3: // a stride
			cur = (cur + uint64(rng.Intn(8))*1024) % span
		}
		addr[i] = base + cur
		size[i] = 1 + rng.Intn(16)
		if rng.Intn(50) == 0 {
			size[i] = 0 // counts as 1
		}
	}
	return addr, size
}

// TestSimAgainstNaive compares every counter of Sim with the naive reference
// on random traces over every test hierarchy and several working-set sizes.
func TestSimAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	for h, levels := range simTestHierarchies {
		for _, span := range []uint64{256, 4 << 10, 64 << 10, 4 << 20} {
			for _, base := range []uint64{0, 1<<40 + 8, ^uint64(0) - span - 100} {
				s, ref := NewSim(levels), newNaiveSim(levels)
				addr, size := simTestTrace(rng, 4000, base, span)
				for i := range addr {
					s.Access(addr[i], size[i])
					ref.access(addr[i], size[i])
				}
				got, want := s.Results(), ref.results()
				for k := range want {
					if got[k] != want[k] {
						t.Errorf("hierarchy %d, span %d, base %#x, level %d: %+v, want %+v", h, span, base, k, got[k], want[k])
					}
				}
				if s.Total() != ref.total {
					t.Errorf("hierarchy %d: Total %d, want %d", h, s.Total(), ref.total)
				}
			}
		}
	}
}

// TestSimTopOfAddressSpace: accesses whose bytes run past the top of the
// address space stop at its last byte, and the last line is a line like any
// other.
func TestSimTopOfAddressSpace(t *testing.T) {
	levels := []Level{{"L1", 256, 2, 64}, {"L2", 1 << 10, 0, 64}}
	s, ref := NewSim(levels), newNaiveSim(levels)
	top := ^uint64(0)
	for _, a := range []struct {
		addr uint64
		size int
	}{{top, 1}, {top - 3, 16}, {top - 64, 8}, {0, 8}, {top - 100, 40}, {top, 8}, {top - 63, 1}} {
		s.Access(a.addr, a.size)
		ref.access(a.addr, a.size)
	}
	got, want := s.Results(), ref.results()
	for k := range want {
		if got[k] != want[k] {
			t.Errorf("level %d: %+v, want %+v", k, got[k], want[k])
		}
	}
}

// TestSimRepeatAgainstNaive replaces every access of random traces that lies
// within the last line of the previous access (at the smallest line size of
// the hierarchy, so at every level's) by Repeat, runs of them by one
// Repeat(n), and compares the counters with the naive reference fed every
// access.
func TestSimRepeatAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	for h, levels := range simTestHierarchies {
		line := levels[0].Line
		for _, l := range levels {
			line = min(line, l.Line)
		}
		for _, span := range []uint64{256, 64 << 10} {
			s, ref := NewSim(levels), newNaiveSim(levels)
			addr, size := simTestTrace(rng, 4000, 1<<20, span)
			var lastLine uint64
			var pending uint64 // repeats not yet given to s
			for i := range addr {
				sz := max(size[i], 1)
				first, last := addr[i]/uint64(line), (addr[i]+uint64(sz)-1)/uint64(line)
				ref.access(addr[i], size[i])
				if i > 0 && first == lastLine && last == lastLine {
					pending++
					continue
				}
				if pending > 0 {
					s.Repeat(pending)
					pending = 0
				}
				s.Access(addr[i], size[i])
				lastLine = last
			}
			s.Repeat(pending)
			got, want := s.Results(), ref.results()
			for k := range want {
				if got[k] != want[k] {
					t.Errorf("hierarchy %d, span %d, level %d: %+v, want %+v", h, span, k, got[k], want[k])
				}
			}
			if s.Total() != ref.total {
				t.Errorf("hierarchy %d, span %d: Total %d, want %d", h, span, s.Total(), ref.total)
			}
		}
	}
}

// TestSimAccessLevelAgainstNaive holds the level AccessLevel returns for
// every access of random traces to the level at which the naive reference's
// chained hierarchy hit (the number of levels on a miss everywhere), and the
// counters to the reference's.
func TestSimAccessLevelAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(14))
	for h, levels := range simTestHierarchies {
		for _, span := range []uint64{256, 64 << 10, 4 << 20} {
			s, ref := NewSim(levels), newNaiveSim(levels)
			addr, size := simTestTrace(rng, 4000, 1<<20, span)
			for i := range addr {
				before := slices.Clone(ref.hits)
				ref.access(addr[i], size[i])
				want := len(levels)
				for k := range levels {
					if ref.hits[k] != before[k] {
						want = k
					}
				}
				if got := s.AccessLevel(addr[i], size[i]); got != want {
					t.Fatalf("hierarchy %d, span %d, access %d: level %d, want %d", h, span, i, got, want)
				}
			}
			got, want := s.Results(), ref.results()
			for k := range want {
				if got[k] != want[k] {
					t.Errorf("hierarchy %d, span %d, level %d: %+v, want %+v", h, span, k, got[k], want[k])
				}
			}
		}
	}
}

// TestSimWarmAgainstNaive mixes counted accesses (Access, AccessLevel,
// Repeat) with uncounted ones (Warm): the caches change on every access,
// the counts of Results only on the counted ones.
func TestSimWarmAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(15))
	for h, levels := range simTestHierarchies {
		for _, span := range []uint64{256, 64 << 10, 4 << 20} {
			s, ref := NewSim(levels), newNaiveSim(levels)
			addr, size := simTestTrace(rng, 4000, 1<<20, span)
			for i := range addr {
				switch rng.Intn(3) {
				case 0:
					s.Warm(addr[i], size[i])
					ref.warm(addr[i], size[i])
				case 1:
					s.AccessLevel(addr[i], size[i])
					ref.access(addr[i], size[i])
				default:
					s.Access(addr[i], size[i])
					ref.access(addr[i], size[i])
				}
			}
			got, want := s.Results(), ref.results()
			for k := range want {
				if got[k] != want[k] {
					t.Errorf("hierarchy %d, span %d, level %d: %+v, want %+v", h, span, k, got[k], want[k])
				}
			}
			if s.Total() != ref.total {
				t.Errorf("hierarchy %d, span %d: Total %d, want %d", h, span, s.Total(), ref.total)
			}
		}
	}
}
