package measure

import (
	"errors"
	"fmt"
	"io"
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/reusescope/reusescope/reuse"
)

// Event word layout, written by runtime/rsrt.c.
const (
	addrBits  = 48
	addrMask  = 1<<addrBits - 1
	sizeShift = 48
	sizeMask  = 0x7f // size-1 in 7 bits
	storeBit  = 1 << 55
	tidShift  = 56
	// maxThreads is the number of distinct thread indices an event can carry.
	maxThreads = 256
	// repeatWord is the thread field of a repeat word in a folded stream.
	repeatWord = 255
	// wordBytes is the size of one event word.
	wordBytes = 8
	// batchWords is the number of event words handed to the analysis stages
	// at a time (512 KiB, the runtime's buffer size).
	batchWords = 1 << 16
	// batchesInFlight bounds the memory held by batches between the reader
	// and the slowest stage.
	batchesInFlight = 8
)

// decode splits an event word.
func decode(w uint64) (addr uint64, size int, store bool, tid int) {
	return w & addrMask, int(w>>sizeShift&sizeMask) + 1, w&storeBit != 0, int(w >> tidShift)
}

// A folded stream (runtime/rsrt.c, "Repeats": a sequential run whose stages
// all use the line size the runtime folds on) has no thread field: the
// field of an access word counts the accesses that follow it within its
// last line, and a word whose field is repeatWord stands for the number of
// such accesses in its low addrBits bits. Every such access is at reuse
// distance 0 and a hit on the most recently used line of each cache.

// unfold splits a word of a folded stream into its access (ok false for a
// repeat word) and the number of repeats after it.
func unfold(w uint64) (addr uint64, size int, ok bool, reps uint64) {
	f := w >> tidShift
	if f == repeatWord {
		return 0, 0, false, w & addrMask
	}
	return w & addrMask, int(w>>sizeShift&sizeMask) + 1, true, f
}

// batch is a slice of event words shared read-only by all stages.
type batch struct {
	words []uint64
	refs  atomic.Int32
}

// stage consumes every batch of the stream in order.
type stage interface {
	consume(words []uint64)
}

// pipeline reads event words from r and feeds every stage, each in its own
// goroutine, so that the stages run in parallel with each other and with the
// program. It returns the number of words read.
func pipeline(r io.Reader, stages []stage, progress func(n uint64)) (uint64, error) {
	pool := make(chan *batch, batchesInFlight)
	for range batchesInFlight {
		pool <- &batch{words: make([]uint64, batchWords)}
	}
	chans := make([]chan *batch, len(stages))
	var wg sync.WaitGroup
	for i, s := range stages {
		ch := make(chan *batch, batchesInFlight)
		chans[i] = ch
		wg.Go(func() {
			for b := range ch {
				s.consume(b.words)
				if b.refs.Add(-1) == 0 {
					pool <- b
				}
			}
		})
	}
	var total uint64
	var rerr error
	for {
		b := <-pool
		// The words are read in place: the stream is in the host's byte
		// order (the runtime runs on the same machine).
		b.words = b.words[:cap(b.words)]
		buf := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(b.words))), len(b.words)*wordBytes)
		n, err := io.ReadFull(r, buf)
		k := n / wordBytes
		b.words = b.words[:k]
		if k > 0 && len(stages) > 0 {
			total += uint64(k)
			b.refs.Store(int32(len(stages)))
			for _, ch := range chans {
				ch <- b
			}
		} else {
			total += uint64(k)
			pool <- b
		}
		if progress != nil && k > 0 {
			progress(total)
		}
		if err != nil {
			if errors.Is(err, io.ErrUnexpectedEOF) && n%wordBytes != 0 {
				rerr = fmt.Errorf("event stream ends inside a word (%d stray bytes)", n%wordBytes)
			} else if !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
				rerr = fmt.Errorf("read event stream: %w", err)
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
// stream and, when perThread is set, the private profile of each thread.
type lineStage struct {
	line      lineOf
	global    *reuse.Engine
	perThread bool
	folded    bool // the stream is folded (never with perThread)
	threads   [maxThreads]*reuse.Engine
}

func newLineStage(line int, perThread bool) *lineStage {
	return &lineStage{line: newLineOf(line), global: reuse.NewEngine(), perThread: perThread}
}

func (s *lineStage) consume(words []uint64) {
	if s.folded {
		for _, w := range words {
			addr, size, ok, reps := unfold(w)
			if ok {
				first, last := s.line.span(addr, size)
				for l := first; l <= last; l++ {
					s.global.Access(l)
				}
			}
			if reps > 0 {
				s.global.Repeat(reps)
			}
		}
		return
	}
	if !s.perThread {
		for _, w := range words {
			addr, size, _, _ := decode(w)
			first, last := s.line.span(addr, size)
			for l := first; l <= last; l++ {
				s.global.Access(l)
			}
		}
		return
	}
	for _, w := range words {
		addr, size, _, tid := decode(w)
		first, last := s.line.span(addr, size)
		te := s.threads[tid]
		if te == nil {
			te = reuse.NewEngine()
			s.threads[tid] = te
		}
		for l := first; l <= last; l++ {
			s.global.Access(l)
			te.Access(l)
		}
	}
}

// varStage computes the address-granularity profile: every distinct start
// address is one "variable".
type varStage struct {
	eng *reuse.Engine
}

func (s *varStage) consume(words []uint64) {
	for _, w := range words {
		s.eng.Access(w & addrMask)
	}
}

// countStage only counts events per thread (used when nothing else runs).
type countStage struct {
	perThread [maxThreads]uint64
	folded    bool // one thread, 0
}

func (s *countStage) consume(words []uint64) {
	if s.folded {
		for _, w := range words {
			_, _, ok, reps := unfold(w)
			if ok {
				s.perThread[0]++
			}
			s.perThread[0] += reps
		}
		return
	}
	for _, w := range words {
		s.perThread[w>>tidShift]++
	}
}
