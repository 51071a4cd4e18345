package reuse

import (
	"sync"
	"unsafe"
)

// scratch holds the large arrays a static walk cuts its set engines, their
// phantom table and its access log from, so that the next walk reuses them
// instead of allocating its own: a walk over 1024 sets of a kernel at size
// L (symm, covariance) made 3-5 MB of such garbage, and the collections it
// caused, which mark the whole parsed module each time, took a third of
// the walk's time. Reused chunks are zeroed, so a walk sees exactly the
// arrays a fresh allocation gives it: the same results whatever walked
// before. Walks take a scratch with getScratch and put it back with release.
type scratch struct {
	engines chunks[weightedEngine]
	maps    chunks[keyMap]
	f64     chunks[float64]
	u64     chunks[uint64]
	i32     chunks[int32]
	covers  chunks[cover]
	ranges  chunks[lineRange]
	pending chunks[pendingTouch]
}

// spare holds the released scratches, at most maxSpare of them, none over
// maxScratchBytes. (Not a sync.Pool: it empties at every collection, and a
// walk at size L collects every few milliseconds, so most walks found it
// empty.)
var spare struct {
	sync.Mutex
	list []*scratch
}

const (
	maxSpare        = 4
	maxScratchBytes = 64 << 20
)

// getScratch returns a scratch whose chunks are all free.
func getScratch() *scratch {
	spare.Lock()
	defer spare.Unlock()
	if n := len(spare.list); n > 0 {
		s := spare.list[n-1]
		spare.list[n-1] = nil
		spare.list = spare.list[:n-1]
		return s
	}
	return new(scratch)
}

// release frees every chunk handed out and returns s to the pool: nothing
// the walk made may be used after.
func (s *scratch) release() {
	bytes := s.engines.release() + s.maps.release() + s.f64.release() + s.u64.release() +
		s.i32.release() + s.covers.release() + s.ranges.release() + s.pending.release()
	spare.Lock()
	defer spare.Unlock()
	if len(spare.list) < maxSpare && bytes <= maxScratchBytes {
		spare.list = append(spare.list, s)
	}
}

// chunks hands out zeroed slices of T, reusing those released, by length.
type chunks[T any] struct {
	free  map[int][][]T
	used  [][]T
	bytes int // the size of every chunk made
}

// take returns a zeroed slice of n T: a free chunk of that length, or a
// new one.
func (c *chunks[T]) take(n int) []T {
	var s []T
	if f := c.free[n]; len(f) > 0 {
		s = f[len(f)-1]
		f[len(f)-1] = nil
		c.free[n] = f[:len(f)-1]
		clear(s)
	} else {
		s = make([]T, n)
		var zero T
		c.bytes += n * int(unsafe.Sizeof(zero))
	}
	c.used = append(c.used, s)
	return s
}

// release makes every chunk handed out free again and returns the bytes of
// every chunk made.
func (c *chunks[T]) release() int {
	if c.free == nil {
		c.free = map[int][][]T{}
	}
	for _, s := range c.used {
		c.free[len(s)] = append(c.free[len(s)], s)
	}
	clear(c.used)
	c.used = c.used[:0]
	return c.bytes
}

// growIn returns s with room for at least need more elements, in a chunk of
// a power-of-two length from c if it has to move (nil c: a new array).
func growIn[T any](s []T, need int, c *chunks[T]) []T {
	if cap(s)-len(s) >= need {
		return s
	}
	n := 8
	for n < len(s)+need {
		n *= 2
	}
	var t []T
	if c != nil {
		t = c.take(n)
	} else {
		t = make([]T, n)
	}
	return t[:copy(t, s)]
}

// appendIn appends v to s, growing it in c (growIn).
func appendIn[T any](s []T, v T, c *chunks[T]) []T {
	return append(growIn(s, 1, c), v)
}
