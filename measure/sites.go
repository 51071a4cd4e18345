package measure

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/reusescope/reusescope/irreader"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"

	"github.com/reusescope/reusescope/cache"
)

// Attribution per access site (Options.Sites, doc.go "Attribution"): every
// instrumented access instruction is a site, numbered in the order of the
// module's defined functions, their blocks and instructions. The runtime
// streams a marker word with the site's id before the words of each
// execution of the site; the hierarchy stage credits each access's outcome
// to the latest marker of its thread.

// siteKind is what one execution of a site counts.
type siteKind uint8

const (
	siteNone  siteKind = iota // not an access site
	siteLoad                  // load: one load
	siteStore                 // store: one store
	siteRMW                   // atomicrmw, cmpxchg: one load and one store
	siteCopy                  // llvm.memcpy, llvm.memmove: one load and one store
	siteSet                   // llvm.memset: one store
)

// loadsStores returns the loads and stores one execution of a site of kind k counts.
func (k siteKind) loadsStores() (loads, stores uint64) {
	switch k {
	case siteLoad:
		return 1, 0
	case siteStore, siteSet:
		return 0, 1
	case siteRMW, siteCopy:
		return 1, 1
	}
	return 0, 0
}

// accessKind returns the kind of site inst is: the instructions the
// instrumentation gives a memory event (instrumenter.inst).
func accessKind(inst ir.Instruction) siteKind {
	switch inst := inst.(type) {
	case *ir.InstLoad:
		return siteLoad
	case *ir.InstStore:
		return siteStore
	case *ir.InstAtomicRMW, *ir.InstCmpXchg:
		return siteRMW
	case *ir.InstCall:
		name := calleeName(inst)
		switch {
		case strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove."):
			return siteCopy
		case strings.HasPrefix(name, "llvm.memset."):
			return siteSet
		}
	}
	return siteNone
}

// site is one access instruction of the module: instruction inst of block
// block (llir's numbering of the original module) of function fn.
type site struct {
	fn          string
	block, inst int
	kind        siteKind
	insn        ir.Instruction
}

// SiteResult is what the accesses of one site did (Options.Sites).
type SiteResult struct {
	// Func, Block and Inst identify the site: instruction Inst (index in
	// llir's Block.Insts) of block Block (index in (*ir.Func).Blocks) of
	// function Func, in the original module.
	Func        string
	Block, Inst int
	// Line and Col are the instruction's source position (its !dbg
	// location; 0 when it has none) and File the source file, its
	// directory joined to its name ("" when unknown).
	Line, Col int
	File      string
	// Loads and Stores count the site's executions in scope as
	// Result.Loads and Result.Stores do.
	Loads, Stores uint64
	// Levels holds, per level of Options.Levels, the hits and misses of the
	// site's accesses in the chained hierarchy of Result.Levels: level k
	// sees the misses of level k-1. An access of several event words
	// (memcpy, memset, accesses split at 64-byte boundaries) counts each.
	Levels []SiteLevel
}

// SiteLevel is one site's outcome at one cache level.
type SiteLevel struct {
	Hits, Misses uint64
}

// siteCounter credits the accesses of a marked stream to their sites and
// simulates them in the hierarchy.
type siteCounter struct {
	nsites int
	nlev   int // levels of the hierarchy; outcomes per site: nlev + 1
	// cur is the site of each thread's latest marker (nsites: none yet).
	cur [maxThreads]uint32
	// execs counts each site's markers; outcomes[s*(nlev+1)+k] the site's
	// accesses that hit level k first (k = nlev: missed every level). The
	// entries of site nsites count the accesses without a marker, the
	// marker ids out of range.
	execs    []uint64
	outcomes []uint64
	// scope is set for a context stream (context.go).
	scope *scopeState
}

func newSiteCounter(nsites, nlev int) *siteCounter {
	c := &siteCounter{nsites: nsites, nlev: nlev,
		execs:    make([]uint64, nsites+1),
		outcomes: make([]uint64, (nsites+1)*(nlev+1)),
	}
	for i := range c.cur {
		c.cur[i] = uint32(nsites)
	}
	return c
}

// consume simulates the access words of words in sim and credits each
// outcome to the site of its thread's latest marker. In a context stream
// (scope set) the accesses of a thread out of scope are simulated
// uncounted, and its site markers (which the runtime's fast path streams
// out of scope too) are dropped.
func (c *siteCounter) consume(sim *cache.Sim, words []uint64) {
	width := c.nlev + 1
	for _, w := range words {
		tid := w >> tidShift
		if w&markerBit != 0 {
			if c.scope != nil {
				c.scope.marker(w) // a site marker may set the scope (Options.Inlined)
			}
			switch {
			case w&scopeTag != 0:
			case c.scope == nil || c.scope.in[tid]:
				id := w & siteMask
				if id > uint64(c.nsites) {
					id = uint64(c.nsites)
				}
				c.cur[tid] = uint32(id)
				c.execs[id]++
			}
			continue
		}
		addr, size, _, _ := decode(w)
		if c.scope != nil && !c.scope.in[tid] {
			sim.Warm(addr, size)
			continue
		}
		c.outcomes[int(c.cur[tid])*width+sim.AccessLevel(addr, size)]++
	}
}

// results returns the sites' counts, sorted by function, block and
// instruction; it fails when accesses came without a site.
func (c *siteCounter) results(sites []site) ([]SiteResult, error) {
	width := c.nlev + 1
	var lost uint64
	for _, n := range c.outcomes[c.nsites*width:] {
		lost += n
	}
	if lost > 0 || c.execs[c.nsites] > 0 {
		return nil, fmt.Errorf("site attribution: %d access words without a site marker, %d markers of no site", lost, c.execs[c.nsites])
	}
	out := make([]SiteResult, len(sites))
	for i, s := range sites {
		ld, st := s.kind.loadsStores()
		r := SiteResult{Func: s.fn, Block: s.block, Inst: s.inst,
			Loads: ld * c.execs[i], Stores: st * c.execs[i], Levels: make([]SiteLevel, c.nlev)}
		r.Line, r.Col, r.File = debugPos(s.insn)
		oc := c.outcomes[i*width : (i+1)*width]
		var missed uint64 // accesses that reached past level k
		for k := c.nlev; k > 0; k-- {
			missed += oc[k]
			r.Levels[k-1] = SiteLevel{Hits: oc[k-1], Misses: missed}
		}
		out[i] = r
	}
	slices.SortStableFunc(out, func(a, b SiteResult) int {
		return cmp.Or(strings.Compare(a.Func, b.Func), cmp.Compare(a.Block, b.Block), cmp.Compare(a.Inst, b.Inst))
	})
	return out, nil
}

// debugPos returns the source line, column and file of inst's !dbg
// location (zeros and "" when it has none).
func debugPos(inst ir.Instruction) (line, col int, file string) {
	md, ok := inst.(interface{ MDAttachments() []*metadata.Attachment })
	if !ok {
		return 0, 0, ""
	}
	for _, a := range md.MDAttachments() {
		loc, ok := a.Node.(*metadata.DILocation)
		if a.Name != "dbg" || !ok {
			continue
		}
		return int(loc.Line), int(loc.Column), scopePath(loc.Scope)
	}
	return 0, 0, ""
}

// markerFilter removes the site markers from batches, for the stages that
// only want the accesses.
type markerFilter struct {
	buf []uint64
}

// strip returns the access words of words, in order.
func (f *markerFilter) strip(words []uint64) []uint64 {
	out := f.buf[:0]
	for _, w := range words {
		if w&markerBit == 0 {
			out = append(out, w)
		}
	}
	f.buf = out
	return out
}

// scopePath is the path of a debug scope's file (irreader.ScopeFile).
func scopePath(scope metadata.Field) string {
	_, p := irreader.ScopeFile(scope)
	return p
}
