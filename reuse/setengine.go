package reuse

import (
	"fmt"
	"slices"
	"sync"

	"github.com/reusescope/reusescope/statictrace"
)

// setEngine gives every access its stack distance within its cache set: the
// total weight of the keys of the same set touched since the key's previous
// access. In an A-way LRU set an access hits exactly when that distance is
// below A, so a profile of set distances turns the static walk's concrete
// addresses into set-associative hit rates with no random-mapping assumption
// (the conflict misses of a column walk whose stride maps every row to a few
// sets). A set is the key modulo the number of sets; sets > 1 is a power of
// two. Each set keeps its own weighted engine, made on first use; lastTime
// and clock run on one global clock so that the walker can ask whether a key
// was touched since a given moment whichever set it is in.
type setEngine struct {
	mask  uint64
	sets  []*weightedEngine
	last  *keyMap
	clock int32
	// away lists, per phantom key (by its number: key - phantomSpace),
	// the sets other than its own it was touched in, so that forget need
	// not visit them all.
	away [][]int32
	slab setSlab
}

// setSlab hands out the sets' engines and their first arrays from chunks
// of slabChunk, so that a walk over 1024 sets makes a few dozen
// allocations instead of four per set (they were a third of a 1 MiB L2
// walk's time on a one-loop kernel).
type setSlab struct {
	engines []weightedEngine
	maps    []keyMap
	f64     []float64
	u64     []uint64
	i32     []int32
}

// slabChunk is the number of set engines allocated at once.
const slabChunk = 64

// next returns a new compact engine with room for perSetCap accesses and
// perSetKeys keys.
func (sl *setSlab) next() *weightedEngine {
	if len(sl.engines) == 0 {
		sl.engines = make([]weightedEngine, slabChunk)
		sl.maps = make([]keyMap, slabChunk)
		sl.f64 = make([]float64, slabChunk*(2*perSetCap+1))
		sl.u64 = make([]uint64, slabChunk*perSetKeys)
		sl.i32 = make([]int32, slabChunk*perSetKeys)
	}
	e, m := &sl.engines[0], &sl.maps[0]
	sl.engines, sl.maps = sl.engines[1:], sl.maps[1:]
	m.use(sl.u64[:perSetKeys:perSetKeys], sl.i32[:perSetKeys:perSetKeys])
	sl.u64, sl.i32 = sl.u64[perSetKeys:], sl.i32[perSetKeys:]
	e.last = m
	e.wt = sl.f64[:perSetCap:perSetCap]
	e.tree = sl.f64[perSetCap : 2*perSetCap+1 : 2*perSetCap+1]
	sl.f64 = sl.f64[2*perSetCap+1:]
	e.compact = true
	return e
}

// perSetCap is the initial capacity of one set's engine, and perSetKeys
// of its key table: many sets, each seeing a fraction of the walk.
const (
	perSetCap  = 16
	perSetKeys = 16
)

func newSetEngine(sets int64) *setEngine {
	return &setEngine{mask: uint64(sets - 1), sets: make([]*weightedEngine, sets), last: newKeyMap()}
}

// access touches key in its own set with weight w and returns its set
// distance (-1 for a first touch).
func (e *setEngine) access(key uint64, w float64) float64 {
	d, _ := e.set(int(key&e.mask)).access(key, w)
	e.last.set(key, e.clock)
	e.clock++
	return d
}

// set returns set s's engine, made on first use.
func (e *setEngine) set(s int) *weightedEngine {
	se := e.sets[s]
	if se == nil {
		se = e.slab.next()
		e.sets[s] = se
	}
	return se
}

// touchPhantom touches phantom key in every cache set where sp gives it
// lines, with that set's count as its weight (a phantom key stands for
// lines of many sets; total is the plain engine's weight, unused here). The
// touch is one moment of the global clock, and no distance is computed: a
// phantom's own reuse is never recorded.
func (e *setEngine) touchPhantom(key uint64, _ float64, sp *setSpread) {
	ord, _ := phantomNumber(key)
	if n := ord + 1; len(e.away) < n {
		e.away = append(e.away, make([][]int32, n-len(e.away))...)
	}
	away := e.away[ord]
	home := int(key & e.mask)
	touch := func(s int) {
		if n := sp.count(s); n > 0 && !e.set(s).touch(key, n) && s != home {
			away = append(away, int32(s))
		}
	}
	if sp.uniform > 0 {
		for s := range sp.per {
			touch(s)
		}
	} else { // only the sets that have lines
		for _, s := range sp.sets {
			touch(int(s))
		}
	}
	e.away[ord] = away
	e.last.set(key, e.clock)
	e.clock++
}

func (e *setEngine) phantomDistance(k, phantom uint64, after float64) (float64, bool) {
	se := e.sets[k&e.mask]
	if se == nil {
		return 0, false
	}
	return se.phantomDistance(phantom, after)
}

// lower takes one line off phantom key's weight in line's set.
func (e *setEngine) lower(key, line uint64) {
	if se := e.sets[line&e.mask]; se != nil {
		se.lower(key, 1)
	}
}

// forget takes key's weight off in every set.
func (e *setEngine) forget(key uint64) {
	if se := e.sets[key&e.mask]; se != nil {
		se.forget(key)
	}
	if n, ok := phantomNumber(key); ok && n < len(e.away) {
		for _, s := range e.away[n] {
			e.sets[s].forget(key)
		}
	}
}

func (e *setEngine) lastTime(key uint64) (int32, bool) {
	return e.last.get(key)
}

func (e *setEngine) now() int32 { return e.clock }

// setSpread counts a phantom's lines per cache set. Lines spread evenly
// (whole turns of a contiguous range, or runs too many to enumerate) go to
// uniform; the rest are counted set by set. addRange, remove and addRuns
// accept a nil receiver (plain mode) and do nothing then.
type setSpread struct {
	mask    int64
	per     []float64
	uniform float64 // lines added to every set
	// sets lists the sets per has counted (each once, in the order first
	// counted; in lists them), so that a phantom of a few lines over 1024
	// sets is touched and reset in those sets only.
	sets []int32
	in   []bool
	// period is addRuns's scratch for one period of run starts.
	period *setSpread
}

// maxRunStarts bounds the run starts addRuns enumerates; past it the runs are
// taken as spread evenly over the sets.
const maxRunStarts = 4096

func newSetSpread(sets int64) *setSpread {
	return &setSpread{mask: sets - 1, per: make([]float64, sets), in: make([]bool, sets)}
}

// at returns set s's count for update, listing s first.
func (sp *setSpread) at(s int64) *float64 {
	if !sp.in[s] {
		sp.in[s] = true
		sp.sets = append(sp.sets, int32(s))
	}
	return &sp.per[s]
}

// addRange adds the n lines first, first+1, …, first+n-1.
func (sp *setSpread) addRange(first, n int64) {
	if sp == nil || n <= 0 {
		return
	}
	sets := sp.mask + 1
	sp.uniform += float64(n / sets)
	for i := int64(0); i < n%sets; i++ {
		*sp.at((first + i) & sp.mask)++
	}
}

// remove takes line k off its set.
func (sp *setSpread) remove(k int64) {
	if sp != nil {
		*sp.at(k & sp.mask)--
	}
}

// addRuns adds the lines of runs of run bytes starting at lowest plus every
// combination of the outer dimensions' strides, at line size L.
func (sp *setSpread) addRuns(outer []dim, lowest, run, L int64) {
	if sp == nil {
		return
	}
	if runs := runCount(outer); runs > maxRunStarts {
		lines := floorDiv(lowest+run-1, L) - floorDiv(lowest, L) + 1
		sp.uniform += float64(runs*lines) / float64(sp.mask+1)
		return
	}
	// addRun adds to x the lines of the run starting at byte start.
	addRun := func(x *setSpread, start int64) {
		la, lb := floorDiv(start, L), floorDiv(start+run-1, L)
		x.addRange(la, lb-la+1)
	}
	add := func(start int64) bool {
		addRun(sp, start)
		return true
	}
	if len(outer) == 1 {
		// A run's lines per set depend on its start modulo the sets'
		// bytes only, and the starts repeat that modulo every p runs:
		// one period counts for all its whole repeats.
		d := outer[0]
		b, s := d.first(lowest), absInt(d.stride)
		span := (sp.mask + 1) * L
		if p := span / gcd(s%span, span); d.extent >= 2*p {
			if sp.period == nil {
				sp.period = newSetSpread(sp.mask + 1)
			}
			one := sp.period.reset()
			u := sp.uniform
			for i := int64(0); i < p; i++ {
				addRun(one, b+i*s)
			}
			q := float64(d.extent / p)
			for _, k := range one.sets {
				*sp.at(int64(k)) += q * one.per[k]
			}
			sp.uniform = u + q*one.uniform
			for i := d.extent / p * p; i < d.extent; i++ {
				addRun(sp, b+i*s)
			}
			return
		}
	}
	forRuns(outer, lowest, add)
}

// count returns the lines of set s.
func (sp *setSpread) count(s int) float64 { return sp.per[s] + sp.uniform }

// reset empties sp for another phantom group.
func (sp *setSpread) reset() *setSpread {
	for _, k := range sp.sets {
		sp.per[k], sp.in[k] = 0, false
	}
	sp.sets = sp.sets[:0]
	sp.uniform = 0
	return sp
}

// StaticHierarchyRates predicts the hierarchy's hit rates under the Sets
// model: one static walk per distinct number of sets (opts.Sets is set per
// level; opts.Line must equal the levels' line), each level's hit rate the
// share of accesses at set distance below its ways, chained as
// HierarchyRates does. A fully associative level (one set) uses plain
// distances. It returns the walks' results too, keyed by number of sets, for
// their notes and costs. The walks run concurrently, one goroutine per
// distinct number of sets (an L1 and an L2 of different geometry: two), and
// their results do not depend on the order they finish in.
func StaticHierarchyRates(t *statictrace.Trace, levels []Level, opts StaticOptions) ([]LevelRate, map[int64]*StaticResult, error) {
	var sets []int64 // distinct numbers of sets, in level order
	for _, l := range levels {
		if int64(l.Line) != opts.Line {
			return nil, nil, fmt.Errorf("level %s has %d-byte lines, the walk %d", l.Name, l.Line, opts.Line)
		}
		if !slices.Contains(sets, l.Sets()) {
			sets = append(sets, l.Sets())
		}
	}
	// The walks are independent (a built trace is read-only): one
	// goroutine each. Results and the first error go by level order, so
	// the output does not depend on scheduling.
	res := make([]*StaticResult, len(sets))
	errs := make([]error, len(sets))
	var wg sync.WaitGroup
	for i, n := range sets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			o := opts
			o.Sets = n
			res[i], errs[i] = Static(t, o)
		}()
	}
	wg.Wait()
	walks := map[int64]*StaticResult{}
	for i, n := range sets {
		if errs[i] != nil {
			return nil, nil, errs[i]
		}
		walks[n] = res[i]
	}
	hs := make([]float64, len(levels))
	total := 0.0
	for k, l := range levels {
		r := walks[l.Sets()]
		hs[k] = HitRate(Sets, l, r.Profile)
		total = r.Profile.Total()
	}
	return chainRates(levels, hs, total), walks, nil
}
