// The heap model follows glibc 2.36's ptmalloc on x86-64 (malloc/malloc.c:
// _int_malloc, _int_free, _int_realloc, _int_memalign, sysmalloc, systrim,
// malloc_consolidate), for one thread's main arena.

package statictrace

import "sort"

// glibc 2.36 x86-64 malloc parameters.
const (
	chunkHeader = 16        // a chunk's size field and the previous chunk's size: user pointer = chunk + 16
	sizeSz      = 8         // SIZE_SZ: the size field the next chunk's header lends to the user
	minChunk    = 32        // MINSIZE
	chunkAlign  = 16        // MALLOC_ALIGNMENT
	pageSize    = 4096      // the mmap and sbrk granularity
	smallMax    = 0x400     // MIN_LARGE_SIZE: chunks below are in small bins
	maxFast     = 0x80      // global_max_fast (DEFAULT_MXFAST): largest fastbin chunk
	tcacheMax   = 0x410     // the largest chunk tcache holds (tidx2usize(63) + header)
	tcacheCount = 7         // mp_.tcache_count: chunks per tcache bin
	tcacheChunk = 0x290     // the chunk of the tcache_perthread_struct (640 bytes)
	topPad      = 128 << 10 // DEFAULT_TOP_PAD: what sbrk asks beyond the request
	// mmapThreshold0 and trimThreshold0 are the initial mmap and trim
	// thresholds (DEFAULT_MMAP_THRESHOLD, DEFAULT_TRIM_THRESHOLD); freeing an
	// mmap'd chunk larger than the mmap threshold and at most
	// mmapThresholdMax raises it to the chunk's size and the trim threshold
	// to twice that.
	mmapThreshold0   = 128 << 10
	trimThreshold0   = 128 << 10
	mmapThresholdMax = 32 << 20
	// consolidateAt is FASTBIN_CONSOLIDATION_THRESHOLD: a free that leaves
	// a free chunk this large consolidates the fastbins and may trim.
	consolidateAt = 64 << 10
)

// chunk states of the brk heap.
const (
	inUse   = iota
	inCache // in a tcache bin: in use as far as coalescing goes
	inFast  // in a fastbin: likewise
	inBin   // free in the unsorted, small or large bins, coalesced
)

// mallocModel places the blocks of one program's allocation calls as glibc
// does: chunks carved from the top of a heap that starts at base (the
// program break, page aligned), tcache and fastbins reused last in first
// out for their exact size, other free chunks coalesced with their free
// neighbours and reused exact fit first, then best fit (split, the
// remainder free), requests the top cannot serve at or above the mmap
// threshold mapped on their own pages downward from mmapTop.
//
// Differences from glibc: free chunks of the bins are one pool (no
// last-remainder rule, no small/large bin order among chunks of one size:
// the oldest freed is taken), and exact fits are not stashed into the
// tcache while the bins are searched.
type mallocModel struct {
	base    uint64
	mmapTop uint64 // the next mapping ends here

	started bool // the first allocation has initialised the arena
	tcache  bool // the tcache struct is allocated (MAYBE_INIT_TCACHE ran)
	top     uint64
	topSize uint64

	size  map[uint64]uint64 // chunk start -> size, every chunk below top
	prev  map[uint64]uint64 // chunk end -> start
	state map[uint64]int
	seq   map[uint64]int // inBin chunks: when they were freed, for oldest first
	clock int

	tc   map[uint64][]uint64 // tcache bins by chunk size, top of stack last
	fast map[uint64][]uint64

	mmapThreshold, trimThreshold uint64
	mapped                       map[uint64]mapping // user pointer -> its mapping
}

type mapping struct{ start, size uint64 }

func newMallocModel(base, mmapTop uint64) *mallocModel {
	return &mallocModel{base: base, mmapTop: mmapTop, size: map[uint64]uint64{}, prev: map[uint64]uint64{}, state: map[uint64]int{},
		seq: map[uint64]int{}, tc: map[uint64][]uint64{}, fast: map[uint64][]uint64{},
		mmapThreshold: mmapThreshold0, trimThreshold: trimThreshold0, mapped: map[uint64]mapping{}}
}

// request2size is glibc's checked_request2size: the chunk size serving n
// user bytes.
func request2size(n uint64) uint64 {
	if n+sizeSz < minChunk {
		return minChunk
	}
	return (n + sizeSz + chunkAlign - 1) &^ (chunkAlign - 1)
}

// Malloc returns the address malloc(n) (and operator new) returns.
func (m *mallocModel) Malloc(n uint64) uint64 {
	m.initTcache()
	nb := request2size(n)
	if c, ok := m.fromTcache(nb); ok {
		return c + chunkHeader
	}
	return m.intMalloc(nb)
}

// Calloc returns the address calloc(n, size) returns: calloc skips the tcache.
func (m *mallocModel) Calloc(n, size uint64) uint64 {
	m.initTcache()
	return m.intMalloc(request2size(n * size))
}

func (m *mallocModel) initTcache() {
	if m.tcache {
		return
	}
	m.tcache = true
	m.intMalloc(tcacheChunk)
}

func (m *mallocModel) fromTcache(nb uint64) (uint64, bool) {
	s := m.tc[nb]
	if len(s) == 0 {
		return 0, false
	}
	c := s[len(s)-1]
	m.tc[nb] = s[:len(s)-1]
	m.state[c] = inUse
	return c, true
}

// intMalloc is _int_malloc: fastbin, exact fit, best fit, top, sysmalloc.
// It returns the user pointer.
func (m *mallocModel) intMalloc(nb uint64) uint64 {
	if nb <= maxFast {
		if s := m.fast[nb]; len(s) > 0 {
			c := s[len(s)-1]
			m.fast[nb] = s[:len(s)-1]
			m.state[c] = inUse
			// The rest of the bin moves to the tcache while it has room.
			for m.tcache && len(m.fast[nb]) > 0 && len(m.tc[nb]) < tcacheCount {
				s := m.fast[nb]
				d := s[len(s)-1]
				m.fast[nb] = s[:len(s)-1]
				m.state[d] = inCache
				m.tc[nb] = append(m.tc[nb], d)
			}
			return c + chunkHeader
		}
	}
	if nb >= smallMax && m.haveFast() {
		m.consolidate()
	}
	for {
		if c, ok := m.fromBins(nb); ok {
			return c + chunkHeader
		}
		if m.started && m.topSize >= nb+minChunk {
			c := m.top
			m.addChunk(c, nb, inUse)
			m.top += nb
			m.topSize -= nb
			return c + chunkHeader
		}
		if m.haveFast() {
			m.consolidate()
			continue
		}
		return m.sysmalloc(nb)
	}
}

// fromBins takes the oldest free chunk of exactly nb bytes, else the
// smallest that holds nb (oldest among equals), splitting off a remainder
// of at least minChunk as a free chunk.
func (m *mallocModel) fromBins(nb uint64) (uint64, bool) {
	best, found := uint64(0), false
	for c, st := range m.state {
		if st != inBin || m.size[c] < nb {
			continue
		}
		if !found || m.better(c, best, nb) {
			best, found = c, true
		}
	}
	if !found {
		return 0, false
	}
	delete(m.seq, best)
	size := m.size[best]
	if size-nb >= minChunk {
		m.setChunk(best, nb, inUse)
		m.addChunk(best+nb, size-nb, inBin)
		m.clock++
		m.seq[best+nb] = m.clock
	} else {
		m.state[best] = inUse
	}
	return best, true
}

// better reports whether free chunk c serves nb before chunk d: an exact
// fit first, then the smaller, then the older.
func (m *mallocModel) better(c, d, nb uint64) bool {
	ce, de := m.size[c] == nb, m.size[d] == nb
	if ce != de {
		return ce
	}
	if m.size[c] != m.size[d] {
		return m.size[c] < m.size[d]
	}
	return m.seq[c] < m.seq[d]
}

// sysmalloc maps a request at or above the mmap threshold on its own
// pages, else moves the program break: the heap grows by the request, the
// top pad and a minimal chunk less what the top holds, in pages.
func (m *mallocModel) sysmalloc(nb uint64) uint64 {
	if nb >= m.mmapThreshold {
		return m.mmap(nb)
	}
	if !m.started {
		m.started = true
		m.top = m.base
	}
	grow := alignUp(nb+topPad+minChunk-m.topSize, pageSize)
	m.topSize += grow
	c := m.top
	m.addChunk(c, nb, inUse)
	m.top += nb
	m.topSize -= nb
	return c + chunkHeader
}

// mmap maps a chunk of nb bytes on its own pages, as sysmalloc does: the
// user pointer is 16 bytes into the first page.
func (m *mallocModel) mmap(nb uint64) uint64 {
	size := alignUp(nb+sizeSz, pageSize)
	start := m.mmapTop - size
	m.mmapTop = start
	user := start + chunkHeader
	m.mapped[user] = mapping{start, size}
	return user
}

// Free frees the block at user pointer p (0 is a no-op).
func (m *mallocModel) Free(p uint64) {
	if p == 0 {
		return
	}
	if mp, ok := m.mapped[p]; ok {
		delete(m.mapped, p)
		if mp.size > m.mmapThreshold && mp.size <= mmapThresholdMax {
			m.mmapThreshold = mp.size
			m.trimThreshold = 2 * mp.size
		}
		return
	}
	c := p - chunkHeader
	if _, ok := m.size[c]; !ok || m.state[c] != inUse {
		return // not a block of the model: leave the heap as it is
	}
	m.intFree(c)
}

// intFree is _int_free of chunk c.
func (m *mallocModel) intFree(c uint64) {
	size := m.size[c]
	if m.tcache && size <= tcacheMax && len(m.tc[size]) < tcacheCount {
		m.state[c] = inCache
		m.tc[size] = append(m.tc[size], c)
		return
	}
	if size <= maxFast {
		m.state[c] = inFast
		m.fast[size] = append(m.fast[size], c)
		return
	}
	merged := m.coalesce(c)
	if merged >= consolidateAt {
		if m.haveFast() {
			m.consolidate()
		}
		if m.topSize >= m.trimThreshold {
			m.trim()
		}
	}
}

// coalesce merges free chunk c with its free neighbours, into the top when
// it borders it, and returns the size of the merged free chunk.
func (m *mallocModel) coalesce(c uint64) uint64 {
	size := m.size[c]
	if p, ok := m.prev[c]; ok && m.state[p] == inBin {
		m.removeChunk(c)
		delete(m.seq, p)
		size += m.size[p]
		c = p
		m.setChunk(c, size, inBin)
	}
	next := c + size
	if next == m.top {
		m.removeChunk(c)
		delete(m.seq, c)
		m.top = c
		m.topSize += size
		return m.topSize
	}
	if m.state[next] == inBin {
		if _, ok := m.size[next]; ok {
			size += m.size[next]
			m.removeChunk(next)
			delete(m.seq, next)
		}
	}
	m.setChunk(c, size, inBin)
	m.clock++
	m.seq[c] = m.clock
	return size
}

func (m *mallocModel) haveFast() bool {
	for _, s := range m.fast {
		if len(s) > 0 {
			return true
		}
	}
	return false
}

// consolidate is malloc_consolidate: every fastbin chunk is freed for
// real, coalesced with its neighbours, in address order of the bins.
func (m *mallocModel) consolidate() {
	var cs []uint64
	for sz, s := range m.fast {
		cs = append(cs, s...)
		m.fast[sz] = nil
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i] < cs[j] })
	for _, c := range cs {
		m.state[c] = inUse
	}
	for _, c := range cs {
		m.coalesce(c)
	}
}

// trim is systrim: the break moves down, leaving the top pad.
func (m *mallocModel) trim() {
	area := m.topSize - minChunk - 1
	if area <= topPad {
		return
	}
	m.topSize -= (area - topPad) &^ (pageSize - 1)
}

// Realloc returns the address realloc(p, n) returns.
func (m *mallocModel) Realloc(p, n uint64) uint64 {
	if p == 0 {
		return m.Malloc(n)
	}
	if n == 0 {
		m.Free(p)
		return 0
	}
	nb := request2size(n)
	if mp, ok := m.mapped[p]; ok {
		size := alignUp(nb+sizeSz+(p-chunkHeader-mp.start), pageSize)
		if size <= mp.size {
			return p // mremap shrinks in place
		}
		// mremap moves a mapping it cannot grow: the one above it is
		// the mapping made before.
		delete(m.mapped, p)
		start := m.mmapTop - size
		m.mmapTop = start
		q := start + (p - mp.start)
		m.mapped[q] = mapping{start, size}
		return q
	}
	c := p - chunkHeader
	old, ok := m.size[c]
	if !ok || m.state[c] != inUse {
		return m.Malloc(n)
	}
	if old >= nb {
		m.splitTail(c, nb)
		return p
	}
	next := c + old
	if next == m.top && old+m.topSize >= nb+minChunk {
		m.setChunk(c, nb, inUse)
		m.top = c + nb
		m.topSize -= nb - old
		return p
	}
	if m.state[next] == inBin && m.size[next]+old >= nb {
		ns := m.size[next]
		m.removeChunk(next)
		delete(m.seq, next)
		m.setChunk(c, old+ns, inUse)
		m.splitTail(c, nb)
		return p
	}
	q := m.intMalloc(nb)
	if q-chunkHeader == next { // the top grew right after the block
		m.removeChunk(next)
		m.setChunk(c, old+nb, inUse)
		m.splitTail(c, nb)
		return p
	}
	m.Free(p)
	return q
}

// splitTail shrinks in-use chunk c to nb bytes, freeing the rest when it
// makes a chunk.
func (m *mallocModel) splitTail(c, nb uint64) {
	size := m.size[c]
	if size-nb < minChunk {
		return
	}
	m.setChunk(c, nb, inUse)
	m.addChunk(c+nb, size-nb, inUse)
	m.intFree(c + nb)
}

// Memalign returns the address posix_memalign, aligned_alloc and memalign
// return for n bytes aligned to align.
func (m *mallocModel) Memalign(align, n uint64) uint64 {
	if align <= chunkAlign {
		return m.Malloc(n)
	}
	if align&(align-1) != 0 { // rounded up to a power of two
		a := uint64(minChunk)
		for a < align {
			a <<= 1
		}
		align = a
	}
	nb := request2size(n)
	p := m.intMalloc(request2size(nb + align + minChunk))
	if mp, ok := m.mapped[p]; ok { // served by mmap all the same
		delete(m.mapped, p)
		c := alignUp(p, align) - chunkHeader
		if c-(p-chunkHeader) < minChunk {
			c += align
		}
		m.mapped[c+chunkHeader] = mp
		return c + chunkHeader
	}
	c := p - chunkHeader
	if p%align != 0 {
		nc := alignUp(p, align) - chunkHeader
		if nc-c < minChunk {
			nc += align
		}
		lead := nc - c
		size := m.size[c]
		m.setChunk(c, lead, inUse)
		m.addChunk(nc, size-lead, inUse)
		m.intFree(c)
		c = nc
	}
	if m.size[c] > nb+minChunk {
		m.splitTail(c, nb)
	}
	return c + chunkHeader
}

func (m *mallocModel) addChunk(c, size uint64, st int) {
	m.size[c] = size
	m.prev[c+size] = c
	m.state[c] = st
}

func (m *mallocModel) setChunk(c, size uint64, st int) {
	if old, ok := m.size[c]; ok {
		delete(m.prev, c+old)
	}
	m.addChunk(c, size, st)
}

func (m *mallocModel) removeChunk(c uint64) {
	if old, ok := m.size[c]; ok {
		delete(m.prev, c+old)
	}
	delete(m.size, c)
	delete(m.state, c)
}
