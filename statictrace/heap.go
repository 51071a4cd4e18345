package statictrace

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// heapKind is what a call does to the heap.
type heapKind = irreader.HeapKind

const (
	hMalloc        = irreader.HeapMalloc
	hCalloc        = irreader.HeapCalloc
	hRealloc       = irreader.HeapRealloc
	hAligned       = irreader.HeapAligned
	hPosixMemalign = irreader.HeapPosixMemalign
	hAlignedNew    = irreader.HeapAlignedNew
	hFree          = irreader.HeapFree
	hStdout        = irreader.HeapFree + 1 // writes to stdout: its buffer is allocated at the first write
)

// heapKinds maps the allocation functions to what they do.
var heapKinds = irreader.HeapFuncs

// stdoutWriters are the stdio functions that write to stdout whatever
// their arguments; the others (fprintf, fputs, fwrite, putc) do when they
// are passed stdout.
var stdoutWriters = map[string]bool{"printf": true, "puts": true, "putchar": true, "vprintf": true, "__printf_chk": true}

// stdoutBuffer is the buffer glibc allocates at stdout's first write: the
// st_blksize of a pipe or a file (measure reads stdout through a pipe).
const stdoutBuffer = 4096

// cxxEmergencyPool is the block libstdc++ (GCC 12) allocates before main
// for exceptions thrown when malloc fails: 72704 bytes.
const cxxEmergencyPool = 72704

// maxHeapIters bounds the iterations of one loop instance the placement
// follows, and maxHeapEvents the allocation calls of the whole program.
const (
	maxHeapIters  = 4096
	maxHeapEvents = 1 << 16
	maxKey        = 4 // enclosing loops whose counters tell instances apart
)

// heapCall is an allocation, free or stdout write on the path. It is kept
// out of Trace.Body: only the placement walks it (heapTree).
type heapCall struct {
	in    *irreader.Inst
	call  value.Value // the call or invoke
	kind  heapKind
	frame *Frame
}

func (*heapCall) isItem() {}

// heapKindOf returns what call in does to the heap, 0 for nothing.
func heapKindOf(in *irreader.Inst) heapKind {
	v := callValue(in)
	if v == nil {
		return 0
	}
	_, args, _ := callParts(v)
	if k := heapKinds[in.Callee]; k != 0 {
		return k
	}
	if stdoutWriters[in.Callee] {
		return hStdout
	}
	for _, arg := range args {
		if ld, ok := stripPtr(arg).(*ir.InstLoad); ok {
			if g, ok := ld.Src.(*ir.Global); ok && g.Name() == "stdout" {
				return hStdout
			}
		}
		if g, ok := stripPtr(arg).(*ir.Global); ok && g.Name() == "_ZSt4cout" {
			return hStdout
		}
	}
	return 0
}

// hnode is a node of the heap tree: the trace's loops and calls that hold
// heap calls or pointer stores, the heap calls, and the pointer stores, in
// path order. alloc reports that the node is or holds a heap call.
type hnode struct {
	call  *heapCall
	store *Ref
	loop  *Loop
	in    *Call
	kids  []hnode
	alloc bool
}

// heapTree returns the heap calls and pointer stores of items with the
// loops and calls that hold them, and items without the heap calls
// (recursively; a held Branch's arm is part of the path, other Branches
// hold no heap call). The stores stay in the items too: the placement
// makes them so that a free or realloc of a pointer kept in memory (a C++
// object's member, freed by its destructor) reads the block that was
// stored there.
func heapTree(items []Item) ([]hnode, []Item) {
	var tree []hnode
	var rest []Item
	for _, it := range items {
		switch x := it.(type) {
		case *heapCall:
			tree = append(tree, hnode{call: x, alloc: true})
			continue
		case *Ref:
			if x.store != storePlain {
				tree = append(tree, hnode{store: x})
			}
		case *Loop:
			var kids []hnode
			kids, x.Body = heapTree(x.Body)
			if len(kids) > 0 {
				tree = append(tree, hnode{loop: x, kids: kids, alloc: holdsAlloc(kids)})
			}
		case *Call:
			var kids []hnode
			kids, x.Body = heapTree(x.Body)
			if len(kids) > 0 {
				tree = append(tree, hnode{in: x, kids: kids, alloc: holdsAlloc(kids)})
			}
		case *Branch:
			if x.Held {
				// Its one arm runs at every visit, as the path's
				// blocks do (an arm that allocates: Branch.hold).
				var kids []hnode
				kids, x.Arms[0] = heapTree(x.Arms[0])
				tree = append(tree, kids...)
				break
			}
			// Its arms' heap calls are stdout writes of a program
			// whose placement they do not move (Trace.placesBlocks).
			for k := range x.Arms {
				x.Arms[k] = dropHeapCalls(x.Arms[k])
			}
		}
		rest = append(rest, it)
	}
	return tree, rest
}

// dropHeapCalls returns items without their heap calls, recursively.
func dropHeapCalls(items []Item) []Item {
	rest := items[:0:0]
	for _, it := range items {
		switch x := it.(type) {
		case *heapCall:
			continue
		case *Loop:
			x.Body = dropHeapCalls(x.Body)
		case *Call:
			x.Body = dropHeapCalls(x.Body)
		case *Branch:
			for k := range x.Arms {
				x.Arms[k] = dropHeapCalls(x.Arms[k])
			}
		}
		rest = append(rest, it)
	}
	return rest
}

// placesBlocks reports whether items make a heap call that moves where
// the program's blocks lie: an allocation or a free, or a write to stdout
// (whose first allocates stdio's buffer) in a program that makes one.
// A program that allocates nothing itself places no block the buffer could
// move, so a branch that prints in its loop is an ordinary branch there.
func (t *Trace) placesBlocks(items []Item) bool {
	return holds(items, func(it Item) bool {
		h, ok := it.(*heapCall)
		return ok && (h.kind != hStdout || t.programAllocates())
	})
}

// programAllocates reports whether a function of the module calls an
// allocation or free function (irreader.HeapFuncs), scanning the module
// once, the first time a branch's arm writes to stdout.
func (t *Trace) programAllocates() bool {
	if t.allocatesMemo == 0 {
		t.allocatesMemo = -1
	scan:
		for _, f := range t.in.Module.Funcs {
			for _, b := range f.Blocks {
				for _, in := range b.Insts {
					if heapKinds[in.Callee] != 0 {
						t.allocatesMemo = 1
						break scan
					}
				}
			}
		}
	}
	return t.allocatesMemo > 0
}

// holdsAlloc reports whether a node of tree is or holds a heap call.
func holdsAlloc(tree []hnode) bool {
	for _, n := range tree {
		if n.alloc {
			return true
		}
	}
	return false
}

// markAllocating adds to frames the frame of every call in tree that holds
// heap calls, itself or in its callees.
func markAllocating(tree []hnode, frames map[*Frame]bool) {
	for _, n := range tree {
		if n.in != nil && n.alloc {
			frames[n.in.Frame] = true
		}
		markAllocating(n.kids, frames)
	}
}

// heapSite is an allocation call in one frame, with the address of every
// instance the placement walked, keyed by the counters of its enclosing
// loops.
type heapSite struct {
	frame *Frame
	loops []*Loop // enclosing loops, innermost first, at most maxKey
	at    map[[maxKey]int64]uint64
	last  uint64
	n     int
	// spans[i] is the range from the lowest first byte to the highest end
	// of the first i+1 blocks placed (of the first maxSiteBlocks), empty
	// once a size was not evaluated; index holds the latest of them at
	// each address (NodeRange).
	spans []span
	index map[uint64]int
}

// maxSiteBlocks bounds the blocks a site keeps the ranges of.
const maxSiteBlocks = 1 << 12

// heapPlan is where the program's heap blocks lie.
type heapPlan struct {
	sites  map[value.Value][]*heapSite // by call instruction, one per frame
	model  *mallocModel
	events int
	stdout bool
	done   bool // placed: callResult may cache
	// untold is set by a free, reallocation or size the placement cannot
	// evaluate: the blocks placed after it may lie elsewhere in the run
	// (a block the run frees and reuses), so their places are a guess;
	// guessed holds their ranges, sorted by address (Trace.Unplaced).
	untold  bool
	guessed []span
	blocks  []HeapBlock
	// cells holds the blocks posix_memalign wrote, by the address of the
	// pointer it wrote them through (loadOutCell).
	cells map[uint64][]uint64
	// results caches callResult for the calls that run once (Frame.once);
	// walks evaluate one trace concurrently.
	results sync.Map
}

// unsetIV keys an instance whose enclosing loop has no counter value.
const unsetIV = math.MinInt64

func (s *heapSite) key(a *Activation) [maxKey]int64 {
	var k [maxKey]int64
	for i, l := range s.loops {
		k[i] = unsetIV
		for b := a; b != nil; b = b.Parent {
			if b.Frame == l.Frame {
				if v, ok := b.IV(l.Loop); ok {
					k[i] = v
				}
				break
			}
		}
	}
	return k
}

// placeHeap walks the heap tree in program order (every iteration of the
// loops that hold heap calls, up to maxHeapIters per instance) and places
// every allocation as glibc does.
func (t *Trace) placeHeap(tree []hnode) {
	h := &heapPlan{sites: map[value.Value][]*heapSite{}, cells: map[uint64][]uint64{}, model: newMallocModel(HeapBase, MmapTop)}
	t.heap = h
	if !holdsAlloc(tree) {
		h.done = true
		return
	}
	if isCXX(t.in.Module) {
		h.model.Malloc(cxxEmergencyPool)
	}
	a := t.NewActivation()
	// The pointers the program stores, in program order, where the
	// placement sees every store a walk would (a sampled walk's rule: no
	// Branch arm stores one).
	a.UseMemory(t.NewMemory(true))
	t.walkHeap(tree, a, nil)
	slices.SortFunc(h.guessed, func(x, y span) int { return cmp.Compare(x.lo, y.lo) })
	h.done = true
	if h.events >= maxHeapEvents {
		t.note("the heap placement follows the first %d allocation calls; later blocks take the place of the last one of their call", maxHeapEvents)
	}
}

func (t *Trace) walkHeap(tree []hnode, a *Activation, outer []*Loop) {
	h := t.heap
	for _, n := range tree {
		if h.events >= maxHeapEvents {
			return
		}
		if !n.alloc && (a.mem == nil || a.mem.lost) {
			continue // stores no later free reads back
		}
		switch {
		case n.call != nil:
			h.events++
			t.heapEvent(n.call, a, outer)
		case n.store != nil:
			if a.mem.steps++; a.mem.steps > maxMemorySteps {
				a.LoseMemory()
				continue
			}
			t.Store(a, n.store)
		case n.in != nil:
			t.walkHeap(n.kids, t.Enter(a, n.in), outer)
		case n.loop != nil:
			lp := n.loop
			N, start, step := a.Span(lp)
			cut := false
			if N > maxHeapIters {
				if n.alloc {
					t.note("the heap placement follows %d of the %d iterations of the loop at line %d", maxHeapIters, N, lp.HeaderLine())
				}
				N = maxHeapIters
				cut = true
			}
			in := append([]*Loop{lp}, outer...)
			for k := int64(0); k < N; k++ {
				if !n.alloc && a.mem.lost {
					break // its stores no longer kept: nothing left to do
				}
				a.SetIV(lp.Loop, start+k*step)
				t.walkHeap(n.kids, a, in)
			}
			a.SetIV(lp.Loop, start+N*step)
			if cut {
				a.LoseMemory() // the stores of the iterations not followed
			}
		}
	}
}

// Span is this instance of lp as the passes that iterate it in program
// order (the heap placement, the pointer stores of skipped iterations, the
// reuse walk's plan) take it: its iterations (simTrip), its counter's start, and its step (1 when
// it cannot be evaluated).
func (a *Activation) Span(lp *Loop) (n, start, step int64) {
	start, _ = a.Start(lp.Loop)
	step, ok := a.Step(lp.Loop)
	if !ok {
		step = 1
	}
	return simTrip(lp, a), start, step
}

// simTrip is the iterations of this instance of lp, as the reuse walk
// takes them: the exact count where it varies with enclosing counters,
// else the average, rounded.
func simTrip(lp *Loop, a *Activation) int64 {
	n := lp.Trip
	if lp.TripPerInstance() {
		if v, ok := a.TripAt(lp.Loop); ok {
			n = v
		}
	}
	N := int64(math.Round(n))
	if N == 0 && n > 0 {
		N = 1
	}
	return N
}

// heapEvent performs heap call c in activation a.
func (t *Trace) heapEvent(c *heapCall, a *Activation, outer []*Loop) {
	h := t.heap
	_, args, _ := callParts(c.call)
	arg := func(i int) (uint64, bool) {
		if i >= len(args) {
			return 0, false
		}
		v, ok := t.Eval(a, args[i])
		return uint64(v), ok
	}
	known := true // every size argument evaluated
	size := func(i int) uint64 {
		n, ok := arg(i)
		if !ok {
			known = false
			t.note("the size of the allocation at line %d cannot be evaluated: the blocks allocated after it may lie elsewhere", c.in.Line)
		}
		return n
	}
	var p, bytes uint64
	switch c.kind {
	case hStdout:
		if !h.stdout {
			h.stdout = true
			h.model.Malloc(stdoutBuffer)
		}
		return
	case hFree:
		if q, ok := arg(0); ok {
			h.model.Free(q)
		} else {
			h.untold = true
			t.note("the block freed at line %d cannot be told: the heap keeps it, and the blocks allocated after it are placed by a model", c.in.Line)
		}
		return
	case hMalloc:
		bytes = size(0)
		p = h.model.Malloc(bytes)
	case hCalloc:
		n, each := size(0), size(1)
		bytes = n * each
		p = h.model.Calloc(n, each)
	case hRealloc:
		q, ok := arg(0)
		if !ok {
			h.untold = true
			t.note("the block reallocated at line %d cannot be told: the reallocation is placed as a new block", c.in.Line)
		}
		bytes = size(1)
		p = h.model.Realloc(q, bytes)
	case hAligned:
		bytes = size(1)
		p = h.model.Memalign(size(0), bytes)
	case hAlignedNew:
		bytes = size(0)
		p = h.model.Memalign(size(1), bytes)
	case hPosixMemalign:
		bytes = size(2)
		p = h.model.Memalign(size(1), bytes)
		if cell, ok := arg(0); ok {
			h.cells[cell] = append(h.cells[cell], p)
		}
	}
	if !known {
		bytes = 0
	}
	if h.untold && p != 0 {
		n := bytes
		if n == 0 {
			n = guessedExtent
		}
		h.guessed = append(h.guessed, span{p, p + n})
	}
	if !known {
		h.untold = true // the blocks after it may lie elsewhere
	}
	_, mapped := h.model.mapped[p]
	h.blocks = append(h.blocks, HeapBlock{Line: c.in.Line, Func: c.frame.Func.Name, Addr: p, Size: bytes, Mapped: mapped, Zeroed: c.kind == hCalloc})
	s := h.site(c, outer)
	if n := len(s.spans); n < maxSiteBlocks {
		sp := span{p, p + bytes}
		if n > 0 {
			prev := s.spans[n-1]
			if prev.hi <= prev.lo || sp.hi <= sp.lo {
				sp = span{} // a size not evaluated: no range from here on
			} else {
				sp = span{min(prev.lo, sp.lo), max(prev.hi, sp.hi)}
			}
		}
		if s.index == nil {
			s.index = map[uint64]int{}
		}
		s.index[p] = n
		s.spans = append(s.spans, sp)
	}
	s.at[s.key(a)] = p
	s.last = p
	s.n++
}

// freshZeroes reports whether the bytes the memory of numbers takes for
// calloc's and realloc's blocks stay theirs in a program that frees: every
// such call places one block (one planned placement: not in a loop, nor a
// function called again), of a size evaluated, which no other block of
// the plan overlaps. A block that takes a freed one's place would read the
// numbers the walk kept of the old one, where the run reads calloc's zeroes
// or realloc's copy.
func (t *Trace) freshZeroes() bool {
	h := t.heap
	if h == nil {
		return false
	}
	var mine []span
	for call, sites := range h.sites {
		switch heapKinds[t.calleeOf(call)] {
		case hCalloc, hRealloc:
		default:
			continue
		}
		for _, s := range sites {
			if s.n != 1 || len(s.spans) != 1 || s.spans[0].hi <= s.spans[0].lo {
				return false
			}
			mine = append(mine, s.spans[0])
		}
	}
	for _, m := range mine {
		others := 0
		for _, b := range h.blocks {
			if b.Size == 0 && b.Addr != 0 {
				return false // a block of unknown extent may lie anywhere
			}
			if b.Addr < m.hi && m.lo < b.Addr+b.Size {
				others++
			}
		}
		if others != 1 { // itself only
			return false
		}
	}
	return true
}

// span is a range of addresses [lo, hi).
type span struct{ lo, hi uint64 }

// guessedExtent is the extent taken for a block placed by a model whose
// size is unknown.
const guessedExtent = 1 << 20

// heapGuessed reports whether addr lies in a heap block placed after an
// event the placement could not evaluate (heapPlan.untold).
func (h *heapPlan) heapGuessed(addr uint64) bool {
	if h == nil || len(h.guessed) == 0 {
		return false
	}
	i, _ := slices.BinarySearchFunc(h.guessed, addr, func(s span, a uint64) int { return cmp.Compare(s.lo, a) })
	// The span starting at or below addr: i-1, or i where it starts at addr.
	if i < len(h.guessed) && h.guessed[i].lo == addr {
		return true
	}
	for j := i - 1; j >= 0 && j >= i-4; j-- { // overlaps are rare: a few back
		if addr >= h.guessed[j].lo && addr < h.guessed[j].hi {
			return true
		}
	}
	return false
}

// HeapBlock is a block the placement gave an allocation call.
type HeapBlock struct {
	Func string // the function of the call
	Line int    // its source line
	Addr uint64 // the block's address (the pointer the call returns)
	// Size is the bytes requested, 0 when the size could not be
	// evaluated.
	Size uint64
	// Mapped reports that malloc mapped the block on its own pages (at or
	// above the mmap threshold): its address is known modulo the page only.
	Mapped bool
	// Zeroed reports a block calloc cleared.
	Zeroed bool
}

// HeapBlocks returns the blocks of the allocation calls on the path, in the
// order the program makes them (the first maxHeapIters iterations of a loop
// instance).
func (t *Trace) HeapBlocks() []HeapBlock {
	if t.heap == nil {
		return nil
	}
	return t.heap.blocks
}

// site returns the heapSite of c, made on first use.
func (h *heapPlan) site(c *heapCall, outer []*Loop) *heapSite {
	for _, s := range h.sites[c.call] {
		if s.frame == c.frame {
			return s
		}
	}
	s := &heapSite{frame: c.frame, at: map[[maxKey]int64]uint64{}}
	for _, l := range outer {
		if len(s.loops) == maxKey {
			break
		}
		s.loops = append(s.loops, l)
	}
	h.sites[c.call] = append(h.sites[c.call], s)
	return s
}

// heapAddr returns the block the allocation call v returned in activation
// a: the instance at a's counters of its enclosing loops, else the latest
// one placed. A call placed in one frame only, and only once, is that
// block wherever it is evaluated (a pointer kept in a global).
func (t *Trace) heapAddr(a *Activation, v value.Value) (int64, bool) {
	if t.heap == nil {
		return 0, false
	}
	sites := t.heap.sites[v]
	if len(sites) == 1 && sites[0].n == 1 {
		return int64(sites[0].last), true
	}
	for _, s := range sites {
		if s.frame != a.Frame {
			continue
		}
		if p, ok := s.at[s.key(a)]; ok {
			return int64(p), true
		}
		return int64(s.last), true
	}
	if len(sites) == 1 {
		return int64(sites[0].last), true
	}
	return 0, false
}

// isHeapAlloc reports whether call or invoke c allocates a block it
// returns.
func (t *Trace) isHeapAlloc(c value.Value) bool {
	switch heapKinds[t.calleeOf(c)] {
	case hMalloc, hCalloc, hRealloc, hAligned, hAlignedNew:
		return true
	}
	return false
}

// calleeOf returns the name of the function call or invoke c calls, "" when
// it is indirect.
func (t *Trace) calleeOf(c value.Value) string {
	callee, _, _ := callParts(c)
	if f, ok := callee.(*ir.Func); ok {
		// llir's Name parses the identifier on every call: the walk
		// asks once per evaluated call, so the names are kept.
		if n, ok := t.funcNames[f]; ok {
			return n
		}
		return f.Name()
	}
	if id, ok := callee.(interface{ Ident() string }); ok {
		return strings.Trim(strings.TrimPrefix(id.Ident(), "@"), `"`)
	}
	return ""
}
