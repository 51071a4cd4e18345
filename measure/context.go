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
		addr, size, tid, r := split(w, s.folded)
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
		addr, size, tid, r := split(w, s.folded)
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
