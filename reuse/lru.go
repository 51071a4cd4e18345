// The set-associative LRU cache is the textbook one, organised as Cachegrind
// (valgrind cachegrind/cg_sim.c) organises it: set = line mod sets, each set an
// MRU-first list of tags, a hit moves its tag to the front, a miss inserts at
// the front and drops the least recently used tag of a full set.
//
// Sets of up to maxShiftWays ways are compact arrays of tags (line / sets) in
// recency order. When there are at least two sets a tag is below 2^63, so an
// empty way holds the sentinel ^0 that no tag equals, and a lookup scans the
// whole set without a fill count. Tags are 32-bit while every tag seen fits
// (byte addresses below 2^(32+log2(line*sets)), 2^48 for a 64-byte-line
// cache of 1024 sets), which halves the memory the simulation walks, and
// switch to 64 bits for good at the first tag that does not. A single set (a
// small fully associative cache) has no sentinel: it keeps whole lines and a
// fill count.

package reuse

import (
	"fmt"
	"math/bits"
)

// maxShiftWays is the largest associativity simulated with MRU-ordered tag
// arrays (a hit or miss shifts up to this many tags); wider sets use a hash
// map and per-set doubly linked lists, O(1) per access at any associativity.
const maxShiftWays = 32

// Empty ways of the tag arrays.
const (
	empty32 = ^uint32(0)
	empty64 = ^uint64(0)
)

// setKind selects the implementation of a setCache.
type setKind uint8

const (
	kindSets   setKind = iota // at least two sets of up to maxShiftWays ways
	kindSingle                // one set of up to maxShiftWays ways
	kindWide                  // more than maxShiftWays ways: map and linked lists
)

// setCache is the state of a set-associative LRU cache without counters,
// shared by LRU and Sim.
type setCache struct {
	kind    setKind
	mask    uint64 // sets-1; sets is a power of two
	setBits uint   // log2(sets)
	ways    int

	// kindSets: the tags of set s are tags32 (while non-nil) or tags64
	// [s*ways : (s+1)*ways], MRU first, empty ways last.
	tags32 []uint32
	tags64 []uint64

	// kindSingle: lines[:fill], MRU first.
	lines []uint64
	fill  int

	wide *wideLRU // kindWide
}

// newSetCache returns an empty cache of the level's geometry. It panics if
// the level is invalid.
func newSetCache(l Level) setCache {
	if err := l.Check(); err != nil {
		panic(fmt.Sprintf("reuse.NewLRU: invalid level %s: %v", l.Name, err))
	}
	sets, ways := uint64(l.Sets()), int(l.Ways())
	c := setCache{mask: sets - 1, setBits: uint(bits.TrailingZeros64(sets)), ways: ways}
	switch {
	case ways > maxShiftWays:
		c.kind = kindWide
		c.wide = newWideLRU(int(sets), ways)
	case sets == 1:
		c.kind = kindSingle
		c.lines = make([]uint64, ways)
	default:
		c.kind = kindSets
		c.tags32 = make([]uint32, int(sets)*ways)
		for i := range c.tags32 {
			c.tags32[i] = empty32
		}
	}
	return c
}

// ref accesses line and reports whether it hit; a miss inserts it.
func (c *setCache) ref(line uint64) bool {
	switch c.kind {
	case kindSets:
		return c.refSets(line)
	case kindSingle:
		return c.refSingle(line)
	}
	return c.wide.access(line, line&c.mask)
}

// refSets is ref for kindSets.
func (c *setCache) refSets(line uint64) bool {
	ways := uint64(c.ways)
	base, tag := (line&c.mask)*ways, line>>c.setBits
	if c.tags32 != nil {
		if tag < uint64(empty32) {
			return refTags(c.tags32[base:base+ways:base+ways], uint32(tag))
		}
		c.widen()
	}
	return refTags(c.tags64[base:base+ways:base+ways], tag)
}

// widen switches from 32-bit to 64-bit tags.
func (c *setCache) widen() {
	c.tags64 = make([]uint64, len(c.tags32))
	for i, t := range c.tags32 {
		c.tags64[i] = uint64(t)
		if t == empty32 {
			c.tags64[i] = empty64
		}
	}
	c.tags32 = nil
}

// refTags looks tag up in one set ts (MRU first, never holding the sentinel
// as a tag), moves a hit to the front, or shifts every tag back one way on a
// miss, dropping the LRU tag (or an empty way), and reports whether it hit.
func refTags[T uint32 | uint64](ts []T, tag T) bool {
	if ts[0] == tag {
		return true
	}
	i := 1
	for i < len(ts) && ts[i] != tag {
		i++
	}
	hit := i < len(ts)
	if !hit {
		i = len(ts) - 1
	}
	for ; i > 0; i-- {
		ts[i] = ts[i-1]
	}
	ts[0] = tag
	return hit
}

// refSingle is ref for kindSingle: lines[:fill] are valid.
func (c *setCache) refSingle(line uint64) bool {
	ts := c.lines[:c.fill]
	for i, t := range ts {
		if t == line {
			copy(ts[1:i+1], ts[:i])
			ts[0] = line
			return true
		}
	}
	if c.fill < c.ways {
		c.fill++
		ts = c.lines[:c.fill]
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
