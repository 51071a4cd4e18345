// The set-associative LRU cache is the textbook one, organised as Cachegrind
// (valgrind cachegrind/cg_sim.c) organises it: set = line mod sets, each set an
// MRU-first list of tags, a hit moves its tag to the front, a miss inserts at
// the front and drops the least recently used tag of a full set.

package reuse

import "fmt"

// maxShiftWays is the largest associativity simulated with MRU-ordered tag
// arrays (a hit or miss shifts up to this many tags); wider sets use a hash
// map and per-set doubly linked lists, O(1) per access at any associativity.
const maxShiftWays = 32

// LRU is an exact set-associative LRU cache with write-allocate: every access,
// load or store, inserts its line on a miss.
type LRU struct {
	level    Level
	sets     uint64 // power of two
	ways     int
	accesses uint64
	hits     uint64

	// Narrow sets: tags[s*ways : s*ways+fill[s]] MRU first.
	tags []uint64
	fill []int32

	// Wide sets.
	wide *wideLRU
}

// NewLRU returns an empty cache of the level's geometry. It panics if the
// level is invalid (see Level.Check); ParseHierarchy only returns valid levels.
func NewLRU(l Level) *LRU {
	if err := l.Check(); err != nil {
		panic(fmt.Sprintf("reuse.NewLRU: invalid level %s: %v", l.Name, err))
	}
	c := &LRU{level: l, sets: uint64(l.Sets()), ways: int(l.Ways())}
	if c.ways <= maxShiftWays {
		c.tags = make([]uint64, int(c.sets)*c.ways)
		c.fill = make([]int32, c.sets)
	} else {
		c.wide = newWideLRU(int(c.sets), c.ways)
	}
	return c
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
	var hit bool
	if c.wide != nil {
		hit = c.wide.access(line, line&(c.sets-1))
	} else {
		hit = c.accessShift(line)
	}
	if hit {
		c.hits++
	}
	return hit
}

func (c *LRU) accessShift(line uint64) bool {
	set := int(line & (c.sets - 1))
	base := set * c.ways
	n := int(c.fill[set])
	ts := c.tags[base : base+c.ways]
	for i := 0; i < n; i++ {
		if ts[i] == line {
			copy(ts[1:i+1], ts[:i])
			ts[0] = line
			return true
		}
	}
	if n < c.ways {
		n++
		c.fill[set] = int32(n)
	}
	copy(ts[1:n], ts[:n-1])
	ts[0] = line
	return false
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
