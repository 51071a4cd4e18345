package measure

import (
	"errors"
	"io"
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/reusescope/reusescope/cache"
)

// Event word layout, written by runtime/rsrt.c.
const (
	addrBits  = 48
	addrMask  = 1<<addrBits - 1
	sizeShift = 48
	sizeMask  = 0x7f // size-1 in 7 bits
	storeBit  = 1 << 55
	tidShift  = 56
	// markerBit marks a site's marker word in a stream of Options.Sites
	// (address bit 47, which no user address of x86-64 has); the site id
	// is in the bits below, the thread in the thread field.
	markerBit = 1 << 47
	siteMask  = markerBit - 1
	// maxThreads is the number of distinct thread indices an event can carry.
	maxThreads = 256
	// wordBytes is the size of one event word.
	wordBytes = 8
	// batchWords is the largest number of event words handed to the
	// analysis stages at a time: a slot of the runtime (BUF_WORDS, 256 KiB).
	batchWords = 1 << 15
	// batchesInFlight bounds the batches between the reader and the
	// slowest stage: the runtime's slots.
	batchesInFlight = 8
)

// decode splits an event word.
func decode(w uint64) (addr uint64, size int, store bool, tid int) {
	return w & addrMask, int(w>>sizeShift&sizeMask) + 1, w&storeBit != 0, int(w >> tidShift)
}

// A folded stream (runtime/rsrt.c, "Repeats": a sequential run whose stages
// all use the line size the runtime folds on) has no thread field: the
// field of a word counts the accesses that follow it within its last line.
// Every such access is at reuse distance 0 and a hit on the most recently
// used line of each cache.

// unfold splits a word of a folded stream into its access and the number of
// repeats after it.
func unfold(w uint64) (addr uint64, size int, reps uint64) {
	return w & addrMask, int(w>>sizeShift&sizeMask) + 1, w >> tidShift
}

// split splits a word of a stream that is folded or not: its access, the
// thread (0 in a folded stream, which is one thread's) and the repeats
// after it (0 in a stream that is not folded).
func split(w uint64, folded bool) (addr uint64, size, tid int, reps uint64) {
	if folded {
		addr, size, reps = unfold(w)
		return addr, size, 0, reps
	}
	addr, size, _, tid = decode(w)
	return addr, size, tid, 0
}

// stage consumes every batch of the stream in order.
type stage interface {
	consume(words []uint64)
}

// source delivers the event stream in batches of words, in order.
type source interface {
	// next returns the next batch (possibly empty), and io.EOF with the
	// last one.
	next() ([]uint64, error)
	// release hands back a batch that every stage has consumed; batches
	// are released in the order next returned them.
	release(words []uint64)
}

// batch is a slice of event words shared read-only by all stages.
type batch struct {
	words []uint64
	refs  atomic.Int32
}

// pipeline feeds every batch of src to every stage, each stage in its own
// goroutine, so that the stages run in parallel with each other and with the
// program. It returns the number of words read.
func pipeline(src source, stages []stage, progress func(n uint64)) (uint64, error) {
	chans := make([]chan *batch, len(stages))
	var wg sync.WaitGroup
	for i, s := range stages {
		ch := make(chan *batch, batchesInFlight)
		chans[i] = ch
		wg.Go(func() {
			for b := range ch {
				s.consume(b.words)
				if b.refs.Add(-1) == 0 {
					src.release(b.words)
				}
			}
		})
	}
	var total uint64
	var rerr error
	for {
		words, err := src.next()
		total += uint64(len(words))
		if len(words) > 0 && len(stages) > 0 {
			b := &batch{words: words}
			b.refs.Store(int32(len(stages)))
			for _, ch := range chans {
				ch <- b
			}
		} else {
			src.release(words)
		}
		if progress != nil && len(words) > 0 {
			progress(total)
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				rerr = err
			}
			break
		}
	}
	for _, ch := range chans {
		close(ch)
	}
	wg.Wait()
	return total, rerr
}

// lineOf maps byte addresses to line numbers, with a shift when the line
// size is a power of two (a 64-bit division costs tens of cycles per event).
type lineOf struct {
	size  uint64
	shift uint
	pow2  bool
}

func newLineOf(size int) lineOf {
	l := lineOf{size: uint64(size)}
	if size > 0 && size&(size-1) == 0 {
		l.pow2 = true
		l.shift = uint(bits.TrailingZeros64(uint64(size)))
	}
	return l
}

// span returns the first and last line of the size bytes at addr.
func (l lineOf) span(addr uint64, size int) (first, last uint64) {
	end := addr + uint64(size) - 1
	if l.pow2 {
		return addr >> l.shift, end >> l.shift
	}
	return addr / l.size, end / l.size
}

// lineStage computes the exact line-granularity reuse profile of the whole
// stream and, when perThread is set, the private profile of each thread. An
// access that spans lines is one access at the largest of its lines'
// distances (cache.Engine.AccessSpan), as the hierarchy stage counts it.
type lineStage struct {
	line      lineOf
	global    *cache.Engine
	perThread bool
	folded    bool // the stream is folded (never with perThread)
	threads   [maxThreads]*cache.Engine
	marks     *markerFilter // set when the stream has site markers
	scope     *scopeState   // set for a context stream (context.go)
}

func newLineStage(line int, perThread bool) *lineStage {
	return &lineStage{line: newLineOf(line), global: cache.NewEngine(), perThread: perThread}
}

func (s *lineStage) consume(words []uint64) {
	if s.scope != nil {
		s.consumeScoped(words)
		return
	}
	if s.marks != nil {
		words = s.marks.strip(words)
	}
	if s.folded {
		// The repeats all come after an access of their batch, and they
		// only add to the count of distance 0: summed, they are one Repeat.
		var reps uint64
		for _, w := range words {
			addr, size, r := unfold(w)
			first, last := s.line.span(addr, size)
			if first != last {
				s.global.AccessSpan(first, last)
			} else if !s.global.AccessNear(first) { // inlined: most accesses
				s.global.Access(first)
			}
			reps += r
		}
		s.global.Repeat(reps)
		return
	}
	if !s.perThread {
		for _, w := range words {
			addr, size, _, _ := decode(w)
			s.global.AccessSpan(s.line.span(addr, size))
		}
		return
	}
	for _, w := range words {
		addr, size, _, tid := decode(w)
		first, last := s.line.span(addr, size)
		te := s.threads[tid]
		if te == nil {
			te = cache.NewEngine()
			s.threads[tid] = te
		}
		s.global.AccessSpan(first, last)
		te.AccessSpan(first, last)
	}
}

// varStage computes the address-granularity profile: every distinct start
// address is one "variable".
type varStage struct {
	eng   *cache.Engine
	marks *markerFilter // set when the stream has site markers
	scope *scopeState   // set for a context stream (context.go)
}

func (s *varStage) consume(words []uint64) {
	if s.scope != nil {
		s.consumeScoped(words)
		return
	}
	if s.marks != nil {
		words = s.marks.strip(words)
	}
	for _, w := range words {
		s.eng.Access(w & addrMask)
	}
}

// countStage only counts events per thread (used when nothing else runs).
type countStage struct {
	perThread [maxThreads]uint64
	folded    bool          // one thread, 0
	marks     *markerFilter // set when the stream has site or scope markers
}

func (s *countStage) consume(words []uint64) {
	if s.marks != nil {
		words = s.marks.strip(words)
	}
	if s.folded {
		for _, w := range words {
			s.perThread[0] += 1 + w>>tidShift // the access and its repeats
		}
		return
	}
	for _, w := range words {
		s.perThread[w>>tidShift]++
	}
}
