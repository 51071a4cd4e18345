// The set-associative LRU cache is the textbook one, organised as Cachegrind
// (valgrind cachegrind/cg_sim.c) organises it: set = line mod sets, each set an
// MRU-first list of tags, a hit moves its tag to the front, a miss inserts at
// the front and drops the least recently used tag of a full set.
//
// Sets of up to maxShiftWays ways are compact arrays of tags in recency order.
// When there are at least two sets, an empty way holds a sentinel tag that no
// line of its set can equal (set s holds only lines l with l mod sets = s, and
// its sentinel is s XOR 1, which maps to another set), so a lookup scans the
// whole set without a fill count, and an access to the MRU tag of its set
// costs one comparison. A single set (a
// small fully associative cache) has no such sentinel and keeps a fill count.

package cache

import "fmt"

// maxShiftWays is the largest associativity simulated with MRU-ordered tag
// arrays (a hit or miss shifts up to this many tags); wider sets use a hash
// map and per-set doubly linked lists, O(1) per access at any associativity.
const maxShiftWays = 32

// setKind selects the implementation of a setCache.
type setKind uint8

const (
	kindShift  setKind = iota // at least two sets of up to maxShiftWays ways (sentinel tags)
	kindSingle                // one set of up to maxShiftWays ways, with a fill count
	kindWide                  // more than maxShiftWays ways: map and linked lists
)

// setCache is the state of a set-associative LRU cache without counters,
// shared by LRU and Sim.
type setCache struct {
	kind setKind
	mask uint64 // sets-1; sets is a power of two
	ways int

	// kindShift and kindSingle: tags[s*ways : (s+1)*ways] MRU first.
	tags []uint64
	fill int // kindSingle: number of valid tags

	wide *wideLRU // kindWide
}

// newSetCache returns an empty cache of the level's geometry. It panics if
// the level is invalid.
func newSetCache(l Level) setCache {
	if err := l.Check(); err != nil {
		panic(fmt.Sprintf("cache.NewLRU: invalid level %s: %v", l.Name, err))
	}
	sets, ways := uint64(l.Sets()), int(l.Ways())
	c := setCache{mask: sets - 1, ways: ways}
	switch {
	case ways > maxShiftWays:
		c.kind = kindWide
		c.wide = newWideLRU(int(sets), ways)
		return c
	case sets == 1:
		c.kind = kindSingle
	default:
		c.kind = kindShift
	}
	c.tags = make([]uint64, int(sets)*ways)
	if sets > 1 {
		for s := uint64(0); s < sets; s++ {
			ts := c.tags[int(s)*ways : int(s+1)*ways]
			for i := range ts {
				ts[i] = s ^ 1
			}
		}
	}
	return c
}

// ref accesses line and reports whether it hit; a miss inserts it.
func (c *setCache) ref(line uint64) bool {
	switch c.kind {
	case kindShift:
		return c.refShift(line)
	case kindSingle:
		return c.refSingle(line)
	}
	return c.wide.access(line, line&c.mask)
}

// refLines touches lines first..last (first <= last) in order and reports
// whether all of them hit: one access whose bytes span those lines.
func (c *setCache) refLines(first, last uint64) bool {
	hit := true
	for l := first; ; l++ {
		if !c.ref(l) {
			hit = false
		}
		if l == last {
			break
		}
	}
	return hit
}

// refShift scans the whole set (empty ways hold the set's sentinel), moves a
// hit to the front, or shifts every tag back one way on a miss, dropping the
// LRU tag (or a sentinel).
func (c *setCache) refShift(line uint64) bool {
	ways := uint64(c.ways)
	base := (line & c.mask) * ways
	ts := c.tags[base : base+ways : base+ways]
	if ts[0] == line {
		return true
	}
	i := 1
	for i < len(ts) && ts[i] != line {
		i++
	}
	hit := i < len(ts)
	if !hit {
		i = len(ts) - 1
	}
	if i <= 4 {
		// A loop, not copy: copy calls memmove, which costs more than
		// moving the few tags of a hit near the front.
		for ; i > 0; i-- {
			ts[i] = ts[i-1]
		}
	} else {
		copy(ts[1:i+1], ts[:i])
	}
	ts[0] = line
	return hit
}

// refSingle is refShift for a single set, whose first fill tags are valid.
func (c *setCache) refSingle(line uint64) bool {
	ts := c.tags[:c.fill]
	for i, t := range ts {
		if t == line {
			copy(ts[1:i+1], ts[:i])
			ts[0] = line
			return true
		}
	}
	if c.fill < c.ways {
		c.fill++
		ts = c.tags[:c.fill]
	}
	copy(ts[1:], ts[:len(ts)-1])
	ts[0] = line
	return false
}

// LRU is an exact set-associative LRU cache with write-allocate: every access,
// load or store, inserts its line on a miss.
type LRU struct {
	level    Level
	accesses uint64
	hits     uint64
	c        setCache
}

// NewLRU returns an empty cache of the level's geometry. It panics if the
// level is invalid (see Level.Check); ParseHierarchy only returns valid levels.
func NewLRU(l Level) *LRU {
	return &LRU{level: l, c: newSetCache(l)}
}

// Level returns the cache's geometry.
func (c *LRU) Level() Level { return c.level }

// Accesses returns the number of accesses so far.
func (c *LRU) Accesses() uint64 { return c.accesses }

// Hits returns the number of hits so far.
func (c *LRU) Hits() uint64 { return c.hits }

// Access accesses line (a byte address divided by the line size) and reports
// whether it hit. On a miss the line is inserted, evicting the least recently
// used line of its set if the set is full.
func (c *LRU) Access(line uint64) bool {
	c.accesses++
	hit := c.c.ref(line)
	if hit {
		c.hits++
	}
	return hit
}

// AccessLines accesses lines first..last (first <= last) in order, one
// access whose bytes span them as measure's simulation takes it, and
// reports whether every line hit.
func (c *LRU) AccessLines(first, last uint64) bool {
	c.accesses++
	hit := c.c.refLines(first, last)
	if hit {
		c.hits++
	}
	return hit
}

// wideLRU keeps, for every set, a doubly linked list of slots in recency
// order, and a map from line to slot.
type wideLRU struct {
	where      map[uint64]int32
	line       []uint64
	prev, next []int32 // -1 = none
	head, tail []int32 // per set, MRU and LRU slot
	fill       []int32 // per set
	ways       int
}

func newWideLRU(sets, ways int) *wideLRU {
	w := &wideLRU{
		where: make(map[uint64]int32),
		line:  make([]uint64, sets*ways),
		prev:  make([]int32, sets*ways),
		next:  make([]int32, sets*ways),
		head:  make([]int32, sets),
		tail:  make([]int32, sets),
		fill:  make([]int32, sets),
		ways:  ways,
	}
	for i := range w.head {
		w.head[i], w.tail[i] = -1, -1
	}
	return w
}

func (w *wideLRU) access(line, set uint64) bool {
	if s, ok := w.where[line]; ok {
		w.unlink(set, s)
		w.pushFront(set, s)
		return true
	}
	var s int32
	if int(w.fill[set]) < w.ways {
		s = int32(int(set)*w.ways) + w.fill[set]
		w.fill[set]++
	} else {
		s = w.tail[set]
		w.unlink(set, s)
		delete(w.where, w.line[s])
	}
	w.line[s] = line
	w.where[line] = s
	w.pushFront(set, s)
	return false
}

func (w *wideLRU) unlink(set uint64, s int32) {
	p, n := w.prev[s], w.next[s]
	if p >= 0 {
		w.next[p] = n
	} else {
		w.head[set] = n
	}
	if n >= 0 {
		w.prev[n] = p
	} else {
		w.tail[set] = p
	}
}

func (w *wideLRU) pushFront(set uint64, s int32) {
	h := w.head[set]
	w.prev[s], w.next[s] = -1, h
	if h >= 0 {
		w.prev[h] = s
	} else {
		w.tail[set] = s
	}
	w.head[set] = s
}
