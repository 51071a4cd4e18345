// The exact reuse-distance engine follows the classic tree-based stack
// algorithm (Bennett and Kruskal 1975; Almási et al. 2002; the Fenwick-tree
// formulation as Cui et al. summarise it in "A Highly Parallel Reuse
// Distance Analysis Algorithm on GPUs", IPDPS 2012): a hash map gives each address the time of its last access,
// a counted bit set over time marks the latest access of every address, and
// the distance of an access is the number of marks after the address's
// previous time.

package cache

import "math/bits"

const (
	// wordBits is the number of time slots per bit-set word.
	wordBits = 64
	// defaultMinCap is the smallest number of time slots (a multiple of
	// wordBits): 4 Ki slots are 512 B of bits and a 64-entry Fenwick tree.
	defaultMinCap = 1 << 12
	// capPerLive is the capacity kept per live mark: after a compression the
	// capacity doubles until it holds capPerLive times the live marks, so at
	// least (capPerLive-1)/capPerLive of it is free and compression
	// (O(capacity + map size)) is amortised over as many accesses, while the
	// tree stays as shallow as possible.
	capPerLive = 4
	// maxLive is the number of distinct addresses the engine supports: its
	// capacity, capPerLive*maxLive time slots, must fit in a uint32.
	maxLive = 1 << 29
	// recentWords is the number of most recent bit-set words kept out of the
	// Fenwick tree: a reuse whose previous access lies in them is counted
	// with at most recentWords popcounts and needs no tree update, which
	// makes short reuses (the common case) cheap.
	recentWords = 4
	// frontLen is the number of most recent distinct addresses kept out of
	// the time structure: a reuse among them is found by a scan of at most
	// frontLen keys, its distance is its position, and nothing else
	// changes. At -O0 most accesses are of this kind (a loop body's
	// scalars and the lines its arrays are walking through).
	frontLen = 8
	// histMinLen is the initial length of the dense histogram.
	histMinLen = 1024
)

// Engine computes exact reuse distances online. Distances are counted in
// whatever unit the caller passes: line numbers (addr / line size) give
// distances in cache lines, raw addresses give distances in addresses.
//
// Time is the index of an access. bits has bit t set iff the access at time t
// is the latest access of its address (a mark), so there are as many marks as
// distinct addresses. The distance of an access to an address last seen at
// time tp is the number of marks after tp. The last recentWords words of bits
// (up to the one holding now) are counted with popcounts; tree is a Fenwick
// tree over the number of marks of every older word. When time reaches the
// capacity, the engine renumbers the marks 0..live-1 in order (time
// compression) and grows the capacity to keep it at least capPerLive times
// the number of marks. An access costs one hash probe and either at most
// recentWords popcounts or O(log(capacity/64)) tree steps; compression is
// amortised O(1) per access. The engine handles up to 2^29 distinct
// addresses (time slots are uint32) and panics beyond.
//
// The frontLen most recently accessed distinct addresses are kept outside
// the bit set, most recent first, with no mark: an access to one of them
// has its position as distance and only reorders them, and an access to any
// other address adds their number to the marks after it. When it enters the
// front, the oldest of the front leaves it and takes the next time slot.
type Engine struct {
	m    lineMap
	bits []uint64
	tree []int32 // 1-based Fenwick tree over words, len = words+1
	now  uint32  // the next time slot
	cap  uint32  // number of time slots, a power of two >= wordBits
	live int64   // distinct addresses seen
	// front holds the frontLen most recently accessed distinct addresses,
	// most recent first; they have no mark.
	front  [frontLen]uint64
	nfront int

	hist []uint64 // hist[d] = accesses at finite distance d
	// near[d] counts more accesses at distance d, those of AccessNear (a
	// fixed array: no bounds check, which keeps AccessNear inlinable).
	near [3]uint64
	inf  uint64 // first touches

	minCap uint32 // smallest capacity; a test hook forces frequent compression
}

// NewEngine returns an empty engine.
func NewEngine() *Engine { return newEngineCap(defaultMinCap) }

// newEngineCap returns an engine whose time capacity starts at (and never
// shrinks below) minCap slots, rounded up to a power of two of at least
// wordBits.
func newEngineCap(minCap int) *Engine {
	c := wordBits
	for c < minCap {
		c *= 2
	}
	minCap = c
	e := &Engine{minCap: uint32(minCap)}
	e.Reset()
	return e
}

// Reset forgets every access and the histogram.
func (e *Engine) Reset() {
	e.m = newLineMap()
	e.setCap(e.minCap)
	e.now = 0
	e.live = 0
	e.nfront = 0
	e.hist = make([]uint64, histMinLen)
	e.near = [3]uint64{}
	e.inf = 0
}

func (e *Engine) setCap(c uint32) {
	e.cap = c
	words := int(c / wordBits)
	e.bits = make([]uint64, words)
	e.tree = make([]int32, words+1)
}

// Access records an access to addr and returns its reuse distance: the number
// of distinct addresses accessed since the previous access to addr, or
// Infinite for the first access.
func (e *Engine) Access(addr uint64) int64 {
	f := &e.front
	for d := range frontLen {
		if f[d] != addr {
			continue
		}
		if d >= e.nfront {
			break // an unused slot, beyond the front
		}
		// The front keeps the order of the last accesses: d distinct
		// addresses came after addr's previous access. Moved by hand: copy
		// calls memmove, which costs more than moving a few words.
		for k := d; k > 0; k-- {
			f[k] = f[k-1]
		}
		f[0] = addr
		e.hist[d]++
		return int64(d)
	}
	return e.accessTree(addr)
}

// Touch records an access to addr as Access does, without counting its
// distance: addr becomes the most recent address and later distances count
// it, but the histogram (Profile, Accesses) is unchanged. It serves accesses
// that set the state a measured stretch of a run starts from without
// belonging to it (measure's Options.Context).
func (e *Engine) Touch(addr uint64) {
	e.uncount(e.Access(addr))
}

// AccessSpan records one access to the lines first..last (an access that
// spans lines): every line becomes recently used, and the histogram counts
// one access at the largest of the lines' distances, Infinite if any line is
// new, which it returns. This is how a cache simulation takes such an access
// (it misses a fully associative LRU cache of C lines iff some line's
// distance is C or more), so the profile and the simulation count the same
// accesses.
func (e *Engine) AccessSpan(first, last uint64) int64 {
	d := e.Access(first)
	for l := first + 1; l <= last; l++ {
		d2 := e.Access(l)
		e.uncount(d2)
		if d != Infinite && (d2 == Infinite || d2 > d) {
			e.uncount(d)
			d = d2
			e.count(d)
		}
	}
	return d
}

// uncount takes back the histogram's count of one access at distance d that
// Access recorded.
func (e *Engine) uncount(d int64) {
	if d == Infinite {
		e.inf--
	} else {
		e.hist[d]--
	}
}

// count adds one access at distance d, which Access recorded before (so the
// histogram is long enough).
func (e *Engine) count(d int64) {
	if d == Infinite {
		e.inf++
	} else {
		e.hist[d]++
	}
}

// AccessNear records an access to addr as Access does when addr is the
// second or third most recently accessed distinct address (reuse distance 1
// or 2), and reports whether it was. It is small enough to be inlined into
// the caller's loop, where a call per access costs more than the test: the
// most frequent distances of -O0 code, whose scalars take turns.
func (e *Engine) AccessNear(addr uint64) bool {
	f := &e.front
	if e.nfront < frontLen {
		return false
	}
	d := 1
	if f[2] == addr {
		d = 2
		f[2] = f[1]
	} else if f[1] != addr {
		return false
	}
	f[1], f[0] = f[0], addr
	e.near[d]++
	return true
}

// accessTree is Access for an address outside the front: it leaves the tree
// (or is new) and enters the front, whose oldest address moves to the tree
// as its newest mark.
func (e *Engine) accessTree(addr uint64) int64 {
	i := e.m.slot(addr)
	var d int64
	if v := e.m.slots[i].val; v != 0 {
		tp := v - 1
		wp := tp / wordBits
		wc := e.now / wordBits
		// Marks after tp within its own word; a shift by 64 yields 0.
		d = int64(bits.OnesCount64(e.bits[wp] >> (tp%wordBits + 1)))
		if wc-wp < recentWords {
			for w := wp + 1; w <= wc; w++ {
				d += int64(bits.OnesCount64(e.bits[w]))
			}
		} else {
			// Marks after tp = marks - marks in words < wp - marks of word
			// wp up to tp = marks - prefix(wp) + (marks of wp after tp).
			d += e.marks() - e.prefix(wp)
			e.add(wp, -1)
		}
		e.bits[wp] &^= 1 << (tp % wordBits)
		// Every address of the front is more recent than any in the tree.
		d += int64(e.nfront)
		if d >= int64(len(e.hist)) {
			e.growHist(d)
		}
		e.hist[d]++
	} else {
		d = Infinite
		// The value is replaced when addr leaves the front.
		e.m.insertAt(i, addr, 1)
		e.live++
		e.inf++
	}
	if e.nfront == frontLen {
		// One more probe here rather than a map slot kept beside every
		// front address and moved with it on every hit.
		e.mark(int32(e.m.slot(e.front[frontLen-1])))
	} else {
		e.nfront++
	}
	for k := e.nfront - 1; k > 0; k-- {
		e.front[k] = e.front[k-1]
	}
	e.front[0] = addr
	return d
}

// marks returns the number of marks: the addresses outside the front.
func (e *Engine) marks() int64 { return e.live - int64(e.nfront) }

// mark gives the address in map slot i the next time slot, as the newest
// mark of the tree.
func (e *Engine) mark(i int32) {
	now := e.now
	e.m.slots[i].val = now + 1
	e.bits[now/wordBits] |= 1 << (now % wordBits)
	now++
	e.now = now
	if now%wordBits == 0 {
		// Word now/wordBits opens; the word recentWords before it leaves the
		// recent window and enters the tree.
		if w := int64(now/wordBits) - recentWords; w >= 0 {
			e.add(uint32(w), int32(bits.OnesCount64(e.bits[w])))
		}
		if now == e.cap {
			e.compress()
		}
	}
}

// Repeat records n more accesses to the address of the previous access, each
// at distance 0; it does nothing before the first access.
func (e *Engine) Repeat(n uint64) {
	if e.nfront > 0 {
		e.hist[0] += n
	}
}

// prefix returns the number of marks in words 0..w (a Fenwick prefix query).
func (e *Engine) prefix(w uint32) int64 {
	var s int32
	for i := int(w) + 1; i > 0; i -= i & -i {
		s += e.tree[i]
	}
	return int64(s)
}

// add adds delta to the count of word w (a Fenwick point update).
func (e *Engine) add(w uint32, delta int32) {
	n := len(e.tree)
	for i := int(w) + 1; i < n; i += i & -i {
		e.tree[i] += delta
	}
}

func (e *Engine) growHist(d int64) {
	n := 2 * len(e.hist)
	if int64(n) <= d {
		n = int(d) + 1
	}
	h := make([]uint64, n)
	copy(h, e.hist)
	e.hist = h
}

// compress renumbers the live marks to times 0..live-1, keeping their order,
// and doubles the capacity while more than 1/capPerLive of it would be live.
func (e *Engine) compress() {
	words := len(e.bits)
	// before[w] = marks in words 0..w-1.
	before := make([]int64, words)
	var s int64
	for w, x := range e.bits {
		before[w] = s
		s += int64(bits.OnesCount64(x))
	}
	for i := range e.m.slots {
		v := e.m.slots[i].val
		if v == 0 {
			continue
		}
		t := v - 1
		w := t / wordBits
		rank := before[w] + int64(bits.OnesCount64(e.bits[w]&(1<<(t%wordBits)-1)))
		e.m.slots[i].val = uint32(rank) + 1
	}
	if e.live > maxLive {
		panic("reuse: Engine supports at most 2^29 distinct addresses")
	}
	live := uint32(e.marks())
	c := e.cap
	for uint64(live)*capPerLive > uint64(c) {
		c *= 2
	}
	if c != e.cap {
		e.setCap(c)
	} else {
		clear(e.bits)
		clear(e.tree)
	}
	full := live / wordBits
	for w := uint32(0); w < full; w++ {
		e.bits[w] = ^uint64(0)
	}
	if r := live % wordBits; r != 0 {
		e.bits[full] = 1<<r - 1
	}
	// Build the Fenwick tree in O(words) over the words before the recent
	// window (now = live lies in word full).
	n := len(e.bits) + 1
	for w := int64(0); w <= int64(full)-recentWords; w++ {
		e.tree[w+1] += wordBits
	}
	for i := 1; i < n; i++ {
		if j := i + i&-i; j < n {
			e.tree[j] += e.tree[i]
		}
	}
	e.now = live
}

// Profile returns the histogram of every distance computed since the engine
// was created or reset.
func (e *Engine) Profile() *Profile {
	p := NewProfile()
	if e.inf > 0 {
		p.Add(Infinite, float64(e.inf))
	}
	for d, c := range e.hist {
		if d < len(e.near) {
			c += e.near[d]
		}
		if c > 0 {
			p.Add(int64(d), float64(c))
		}
	}
	return p
}

// Accesses returns the number of accesses since the engine was created or reset.
func (e *Engine) Accesses() uint64 {
	n := e.inf
	for _, c := range e.hist {
		n += c
	}
	for _, c := range e.near {
		n += c
	}
	return n
}

// Distinct returns the number of distinct addresses seen.
func (e *Engine) Distinct() int64 { return e.live }

// NaiveDistances returns the reuse distance of every access of trace by
// scanning back to the previous access of the same address and counting the
// distinct addresses in between: O(N²) time, a reference for tests.
func NaiveDistances(trace []uint64) []int64 {
	out := make([]int64, len(trace))
	seen := map[uint64]bool{}
	for i, a := range trace {
		out[i] = Infinite
		clear(seen)
		for j := i - 1; j >= 0; j-- {
			if trace[j] == a {
				out[i] = int64(len(seen))
				break
			}
			seen[trace[j]] = true
		}
	}
	return out
}
