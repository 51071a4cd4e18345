package measure

import "github.com/reusescope/reusescope/cache"

// simStage runs the whole interleaved stream through the hierarchy
// (Cachegrind-like: L1, then on a miss L2, ...).
type simStage struct {
	sim    *cache.Sim
	folded bool
	// sites, set when the stream has site markers, credits every access's
	// outcome to its site.
	sites *siteCounter
	// scope is set for a context stream (context.go).
	scope *scopeState
}

func (s *simStage) consume(words []uint64) {
	if s.sites != nil {
		s.sites.consume(s.sim, words)
		return
	}
	if s.scope != nil {
		s.consumeScoped(words)
		return
	}
	if s.folded {
		// The repeats all come after an access of their batch, and they
		// change no state: summed, they are one Repeat.
		var reps uint64
		for _, w := range words {
			addr, size, r := unfold(w)
			if !s.sim.AccessMRU(addr, size) { // inlined: most accesses
				s.sim.Access(addr, size)
			}
			reps += r
		}
		s.sim.Repeat(reps)
		return
	}
	for _, w := range words {
		addr, size, _, _ := decode(w)
		s.sim.Access(addr, size)
	}
}

// privateL1 is one thread's private first-level cache.
type privateL1 struct {
	lru            *cache.LRU
	accesses, hits uint64
	last           uint64 // line of the thread's previous access + 1 (0 = none)
}

// parallelStage is the parallel model: a private L1 per thread, and the
// shared levels (L2 ...) fed with the private L1 misses of all threads in
// the global order of the stream. For a sequential program it gives the
// same numbers as simStage's chained hierarchy.
type parallelStage struct {
	l1      cache.Level
	line    lineOf
	threads [maxThreads]*privateL1
	shared  *cache.Sim    // nil when there is only one level
	folded  bool          // one thread, 0
	marks   *markerFilter // set when the stream has site markers
	scope   *scopeState   // set for a context stream (context.go)
}

func newParallelStage(levels []cache.Level) *parallelStage {
	s := &parallelStage{l1: levels[0], line: newLineOf(levels[0].Line)}
	if len(levels) > 1 {
		s.shared = cache.NewSim(levels[1:])
	}
	return s
}

func (s *parallelStage) consume(words []uint64) {
	if s.marks != nil && s.scope == nil {
		words = s.marks.strip(words)
	}
	for _, w := range words {
		if w&markerBit != 0 { // a context stream's markers (context.go)
			s.scope.marker(w)
			continue
		}
		addr, size, tid, reps := split(w, s.folded)
		p := s.threads[tid]
		if p == nil {
			p = &privateL1{lru: cache.NewLRU(s.l1)}
			s.threads[tid] = p
		}
		// Out of scope (a context stream) an access changes the caches
		// but counts nothing.
		in := s.scope == nil || s.scope.in[tid]
		if in {
			// The repeats after the access hit its last line.
			p.accesses += 1 + reps
			p.hits += reps
		}
		first, last := s.line.span(addr, size)
		if first == last && first+1 == p.last {
			// The thread's previous access touched this line: it is the
			// most recently used line of its set, a hit that changes nothing.
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

// private returns thread idx's L1 as a one-level result.
func (s *parallelStage) private(idx int) []cache.SimLevel {
	r := cache.SimLevel{Level: s.l1}
	if p := s.threads[idx]; p != nil {
		r.Accesses, r.Hits, r.Misses = p.accesses, p.hits, p.accesses-p.hits
		if p.accesses > 0 {
			r.HitRate = float64(p.hits) / float64(p.accesses)
			r.LocalHitRate = r.HitRate
		}
	}
	return []cache.SimLevel{r}
}

// sharedResults returns the shared levels; their rates are relative to the
// stream they see, the private L1 misses.
func (s *parallelStage) sharedResults() []cache.SimLevel {
	if s.shared == nil {
		return nil
	}
	return s.shared.Results()
}
