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
	// sites, for the scope of an inlined function (Options.Inlined), holds
	// whether each site is in it: a site marker then puts its thread in
	// scope or out of it until the next marker (every access of such a
	// stream follows its site's marker).
	sites []bool
}

// marker applies the marker word w: a scope marker sets its thread's scope;
// a site marker sets it by its site when sites is set, else changes nothing.
func (s *scopeState) marker(w uint64) {
	switch {
	case w&scopeTag != 0:
		s.in[w>>tidShift] = w&scopeIn != 0
	case s.sites != nil:
		id := w & siteMask
		s.in[w>>tidShift] = id < uint64(len(s.sites)) && s.sites[id]
	}
}

// scopedTotals counts the loads, stores, bytes and access words in the
// scope of an inlined function, per thread: the runtime's counters, with
// the whole program in its scope, count them all.
type scopedTotals struct {
	scope scopeState
	sites []site
	// per thread index: loads, stores, bytes loaded, bytes stored, events
	n [maxThreads][5]uint64
}

func (s *scopedTotals) consume(words []uint64) {
	for _, w := range words {
		tid := w >> tidShift
		if w&markerBit != 0 {
			s.scope.marker(w)
			if id := w & siteMask; w&scopeTag == 0 && s.scope.in[tid] {
				ld, st := s.sites[id].kind.loadsStores()
				s.n[tid][0] += ld
				s.n[tid][1] += st
			}
			continue
		}
		if !s.scope.in[tid] {
			continue
		}
		_, size, store, _ := decode(w)
		if store {
			s.n[tid][3] += uint64(size)
		} else {
			s.n[tid][2] += uint64(size)
		}
		s.n[tid][4]++
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
		if in {
			s.global.AccessSpan(first, last)
			if te != nil {
				te.AccessSpan(first, last)
			}
		} else {
			for l := first; l <= last; l++ {
				s.global.Touch(l)
				if te != nil {
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
