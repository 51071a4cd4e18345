package measure

import "github.com/reusescope/reusescope/cache"

// Program context (Options.Context, doc.go "Scope"): with a --func
// function, the runtime streams every access of the run and marks each
// change of a thread's scope with a scope marker word; every stage keeps
// each thread's scope from the markers and simulates every access, but
// counts only those in scope (cache.Engine.Touch, cache.Sim.Warm for the
// others).

// Scope marker words (runtime/rsrt.c, "Context"): markerBit and scopeTag
// set, scopeIn set when the thread of the thread field enters the scope,
// clear when it leaves.
const (
	scopeTag = 1 << 46
	scopeIn  = 1
)

// scopeState is the scope of every thread of a context stream, as one
// stage reads it from the scope markers. Threads start out of scope.
type scopeState struct {
	in [maxThreads]bool
}

// marker applies the marker word w: a scope marker sets its thread's scope,
// a site marker changes nothing.
func (s *scopeState) marker(w uint64) {
	if w&scopeTag != 0 {
		s.in[w>>tidShift] = w&scopeIn != 0
	}
}

// consumeScoped is lineStage.consume for a context stream.
func (s *lineStage) consumeScoped(words []uint64) {
	var reps uint64 // the repeats in scope (folded stream)
	for _, w := range words {
		if w&markerBit != 0 {
			s.scope.marker(w)
			continue
		}
		var (
			addr uint64
			size int
			tid  int // 0 in a folded stream
			r    uint64
		)
		if s.folded {
			addr, size, r = unfold(w)
		} else {
			addr, size, _, tid = decode(w)
		}
		var te *cache.Engine
		if s.perThread {
			if te = s.threads[tid]; te == nil {
				te = cache.NewEngine()
				s.threads[tid] = te
			}
		}
		first, last := s.line.span(addr, size)
		in := s.scope.in[tid]
		for l := first; l <= last; l++ {
			if in {
				s.global.Access(l)
			} else {
				s.global.Touch(l)
			}
			if te != nil {
				if in {
					te.Access(l)
				} else {
					te.Touch(l)
				}
			}
		}
		if in {
			reps += r
		}
	}
	if s.folded {
		s.global.Repeat(reps)
	}
}

// consumeScoped is varStage.consume for a context stream (never folded:
// the address profile turns folding off).
func (s *varStage) consumeScoped(words []uint64) {
	for _, w := range words {
		if w&markerBit != 0 {
			s.scope.marker(w)
			continue
		}
		if s.scope.in[w>>tidShift] {
			s.eng.Access(w & addrMask)
		} else {
			s.eng.Touch(w & addrMask)
		}
	}
}

// consumeScoped is simStage.consume for a context stream without site
// markers.
func (s *simStage) consumeScoped(words []uint64) {
	var reps uint64 // the repeats in scope (folded stream)
	for _, w := range words {
		if w&markerBit != 0 {
			s.scope.marker(w)
			continue
		}
		var (
			addr uint64
			size int
			tid  int // 0 in a folded stream
			r    uint64
		)
		if s.folded {
			addr, size, r = unfold(w)
		} else {
			addr, size, _, tid = decode(w)
		}
		if s.scope.in[tid] {
			s.sim.Access(addr, size)
			reps += r
		} else {
			s.sim.Warm(addr, size)
		}
	}
	if s.folded {
		s.sim.Repeat(reps)
	}
}

// consumeScoped is siteCounter.consume for a context stream: the accesses
// of a thread out of scope are simulated uncounted, and its site markers
// (which the runtime's fast path streams out of scope too) are dropped.
func (c *siteCounter) consumeScoped(sim *cache.Sim, words []uint64) {
	width := c.nlev + 1
	for _, w := range words {
		tid := w >> tidShift
		if w&markerBit != 0 {
			if w&scopeTag != 0 {
				c.scope.marker(w)
				continue
			}
			if !c.scope.in[tid] {
				continue
			}
			id := w & siteMask
			if id > uint64(c.nsites) {
				id = uint64(c.nsites)
			}
			c.cur[tid] = uint32(id)
			c.execs[id]++
			continue
		}
		addr, size, _, _ := decode(w)
		if !c.scope.in[tid] {
			sim.Warm(addr, size)
			continue
		}
		c.outcomes[int(c.cur[tid])*width+sim.AccessLevel(addr, size)]++
	}
}

// consumeScoped is parallelStage.consume for a context stream: every access
// goes through its thread's private L1 and, on a miss, the shared levels;
// only those in scope are counted.
func (s *parallelStage) consumeScoped(words []uint64) {
	for _, w := range words {
		if w&markerBit != 0 {
			s.scope.marker(w)
			continue
		}
		var (
			addr      uint64
			size, tid int
			reps      uint64
		)
		if !s.folded {
			addr, size, _, tid = decode(w)
		} else {
			addr, size, reps = unfold(w) // one thread, 0
		}
		p := s.threads[tid]
		if p == nil {
			p = &privateL1{lru: cache.NewLRU(s.l1)}
			s.threads[tid] = p
		}
		in := s.scope.in[tid]
		if in {
			p.accesses += 1 + reps
			p.hits += reps
		}
		first, last := s.line.span(addr, size)
		if first == last && first+1 == p.last {
			if in {
				p.hits++
			}
			continue
		}
		hit := true
		for l := first; l <= last; l++ {
			if !p.lru.Access(l) {
				hit = false
			}
		}
		p.last = last + 1
		switch {
		case hit:
			if in {
				p.hits++
			}
		case s.shared == nil:
		case in:
			s.shared.Access(addr, size)
		default:
			s.shared.Warm(addr, size)
		}
	}
}
