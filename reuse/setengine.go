package reuse

import (
	"slices"
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
	slab  setSlab
	tab   phantomTable // the sets' engines' phantom times
	// away lists, per phantom key (by its number: key - phantomSpace),
	// the sets other than its own it was touched in, so that forget need
	// not visit them all.
	away [][]int32
	// log holds the phantom touches that reach every set (lines spread
	// evenly over the sets, and a band of one more): a set's engine
	// applies them when the set is next read (flush), from its cursor on,
	// each phantom's latest only. Most sets of a 1 MiB L2 are not read
	// between two touches of a phantom spread over them all, so most such
	// touches are never applied: jacobi1d L at 32 KiB + 1 MiB walks in
	// 0.3 ms, against 1.6 ms touching all 1024 sets each time. (Forgets
	// are applied at once, to the log's ops through latest and to the
	// pending touches through forgotAt.)
	log    []logOp
	cursor []int32
	// latest is, per phantom number, the index in log of its latest op
	// plus one (0: none).
	latest []int32
	// pending holds, per set, the touches of a phantom's own sets (those
	// its lines fall in one by one) that the set has not applied yet: a
	// set applies them, with the log, when it is next read (flush), each
	// phantom's latest only. A column of a 140-row matrix puts a line in
	// 140 of 1024 sets, most of which are not read before the same column
	// comes again.
	pending [][]pendingTouch
	// forgotAt is, per phantom number, the clock at its latest forget (0:
	// none): a pending touch from before it has no weight.
	forgotAt []int32
	// seen and seenGen mark the phantoms a flush has met (by number);
	// lowered lists those it lowers after their latest touch, lowerBy by
	// how many lines (lowerGen marks them).
	seen     []uint32
	seenGen  uint32
	lowered  []int32
	lowerBy  []int32
	lowerGen []uint32
	order    []int32 // flush's scratch: the ops it applies, latest first
	scr      *scratch
}

// pendingTouch is a touch of phantom number ord with weight w in one set at
// global time t, not yet applied; w -1 is a lower (one line off).
type pendingTouch struct {
	t, ord int32
	w      float64
}

// logOp is a phantom touch in the log at global time t: key with weight w
// in every set, plus one in the band of bandLen sets from bandLo on
// (cyclically). prev is the index of the key's previous op plus one.
type logOp struct {
	t               int32
	prev            int32
	key             uint64
	w               float64
	bandLo, bandLen int32
}

// weightIn returns op's weight in set s (mask: the sets' mask).
func (op *logOp) weightIn(s int, mask uint64) float64 {
	return op.w + inBand(int64(s), int64(op.bandLo), int64(op.bandLen), int64(mask))
}

// inBand returns 1 if set s is among the n sets from lo on (cyclically,
// mask the sets' mask), else 0.
func inBand(s, lo, n, mask int64) float64 {
	if (s-lo)&mask < n {
		return 1
	}
	return 0
}

// setSlab hands out the sets' engines and their first arrays from chunks
// of slabChunk, so that a walk over 1024 sets makes a few dozen
// allocations instead of four per set.
type setSlab struct {
	scr     *scratch // where the chunks come from
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
		sl.engines = sl.scr.engines.take(slabChunk)
		sl.maps = sl.scr.maps.take(slabChunk)
		sl.f64 = sl.scr.f64.take(slabChunk * (2*perSetCap + 1))
		sl.u64 = sl.scr.u64.take(slabChunk * perSetKeys)
		sl.i32 = sl.scr.i32.take(slabChunk * perSetKeys)
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
	e.scr = sl.scr
	m.scr = sl.scr
	return e
}

// perSetCap is the initial capacity of one set's engine, and perSetKeys
// of its key table: many sets, each seeing a fraction of the walk.
const (
	perSetCap  = 16
	perSetKeys = 16
)

// newSetEngine makes a set engine whose arrays come from scr.
func newSetEngine(sets int64, scr *scratch) *setEngine {
	return &setEngine{mask: uint64(sets - 1), sets: make([]*weightedEngine, sets), last: newKeyMap(),
		cursor: make([]int32, sets), pending: make([][]pendingTouch, sets), tab: phantomTable{sets: int(sets), scr: scr}, slab: setSlab{scr: scr}, scr: scr}
}

// access touches key in its own set with weight w and returns its set
// distance (-1 for a first touch).
func (e *setEngine) access(key uint64, w float64) float64 {
	d, _ := e.flushed(int(key&e.mask)).access(key, w)
	e.last.set(key, e.clock)
	e.clock++
	return d
}

// set returns set s's engine, made on first use.
func (e *setEngine) set(s int) *weightedEngine {
	se := e.sets[s]
	if se == nil {
		se = e.slab.next()
		se.tab, se.set = &e.tab, int32(s)
		e.sets[s] = se
	}
	return se
}

// flushed returns set s's engine with the log and its pending touches
// applied.
func (e *setEngine) flushed(s int) *weightedEngine {
	if int(e.cursor[s]) < len(e.log) || len(e.pending[s]) > 0 {
		e.flush(s)
	}
	return e.set(s)
}

// flush applies the log from set s's cursor on and the set's pending
// touches, in time order, each phantom's latest only (a pending touch
// before a log op of the same moment: it holds the set's exact count): a
// later touch moves the phantom to its own time, with its own weight,
// whatever the earlier ones did in between.
func (e *setEngine) flush(s int) {
	e.seenGen++
	if e.seenGen == 0 { // wrapped: no mark may survive
		clear(e.seen)
		clear(e.lowerGen)
		e.seenGen = 1
	}
	// order lists the log's ops as their index i, the pending touches as
	// ^j, latest first.
	order := e.order[:0]
	pend := e.pending[s]
	lo := int(e.cursor[s])
	for i, j := len(e.log)-1, len(pend)-1; i >= lo || j >= 0; {
		var n int32
		var x int32
		// At the same moment, a touch's pending entry goes with its log
		// op (it holds the set's exact count), and a lower came before
		// the log op (a touch ends its moment).
		if j >= 0 && (i < lo || pend[j].t > e.log[i].t || pend[j].t == e.log[i].t && pend[j].w >= 0) {
			p := &pend[j]
			n, x = p.ord, ^int32(j)
			j--
			if p.w < 0 { // a lower: moot before the latest touch
				if e.seen[n] != e.seenGen {
					if e.lowerGen[n] != e.seenGen {
						e.lowerGen[n], e.lowerBy[n] = e.seenGen, 0
						e.lowered = append(e.lowered, n)
					}
					e.lowerBy[n]++
				}
				continue
			}
		} else {
			op := &e.log[i]
			x = int32(i)
			i--
			if op.weightIn(s, e.mask) == 0 {
				continue // not a touch in this set
			}
			k, _ := phantomNumber(op.key)
			n = int32(k)
		}
		if e.seen[n] == e.seenGen {
			continue
		}
		e.seen[n] = e.seenGen
		order = append(order, x)
	}
	e.cursor[s] = int32(len(e.log))
	for k := len(order) - 1; k >= 0; k-- {
		if x := order[k]; x >= 0 {
			op := &e.log[x]
			e.touchIn(s, op.key, op.weightIn(s, e.mask))
		} else {
			p := &pend[^x]
			w := p.w
			if p.t < e.forgotAt[p.ord] {
				w = 0 // forgotten since
			}
			e.touchIn(s, phantomSpace+uint64(p.ord), w)
		}
	}
	if len(e.lowered) > 0 {
		se := e.set(s)
		for _, n := range e.lowered {
			for range e.lowerBy[n] { // one at a time, as they came
				se.lower(phantomSpace+uint64(n), 1)
			}
		}
		e.lowered = e.lowered[:0]
	}
	e.pending[s] = pend[:0]
	e.order = order[:0]
}

// touchIn touches phantom key in set s with weight n, listing s among the
// key's sets.
func (e *setEngine) touchIn(s int, key uint64, n float64) {
	if !e.set(s).touch(key, n) && s != int(key&e.mask) {
		ord, _ := phantomNumber(key)
		e.away[ord] = appendIn(e.away[ord], int32(s), &e.scr.i32)
	}
}

// touchPhantom touches phantom key in every cache set where sp gives it
// lines, with that set's count as its weight (a phantom key stands for
// lines of many sets; total is the plain engine's weight, unused here). The
// touch is one moment of the global clock, and no distance is computed: a
// phantom's own reuse is never recorded. The lines spread evenly over the
// sets go to the log, those of the sets sp counts one by one to the sets'
// pending touches: each set applies them when next read (flush).
func (e *setEngine) touchPhantom(key uint64, _ float64, sp *setSpread) {
	ord, _ := phantomNumber(key)
	if n := ord + 1; len(e.away) < n {
		e.away = append(e.away, make([][]int32, n-len(e.away))...)
		e.latest = append(e.latest, make([]int32, n-len(e.latest))...)
		e.seen = append(e.seen, make([]uint32, n-len(e.seen))...)
		e.forgotAt = append(e.forgotAt, make([]int32, n-len(e.forgotAt))...)
		e.lowerBy = append(e.lowerBy, make([]int32, n-len(e.lowerBy))...)
		e.lowerGen = append(e.lowerGen, make([]uint32, n-len(e.lowerGen))...)
	}
	even := sp.uniform > 0 || sp.bandLen > 0
	for _, s := range sp.sets {
		// (One left with no line once the lines seen since are off
		// gets the phantom at weight 0 if the log's op would reach it.)
		if n := sp.count(int(s)); n > 0 || sp.uniform+sp.inBand(int64(s)) > 0 {
			e.pending[s] = appendIn(e.pending[s], pendingTouch{t: e.clock, ord: int32(ord), w: max(n, 0)}, &e.scr.pending)
		}
	}
	if even {
		e.log = append(e.log, logOp{t: e.clock, prev: e.latest[ord], key: key, w: sp.uniform,
			bandLo: int32(sp.bandLo), bandLen: int32(sp.bandLen)})
		e.latest[ord] = int32(len(e.log))
	}
	e.last.set(key, e.clock)
	e.clock++
}

// reached returns set s's engine with the log applied, or nil if no key
// has reached the set (made, or left an op in the log for it, since).
func (e *setEngine) reached(s int) *weightedEngine {
	if e.sets[s] == nil && int(e.cursor[s]) == len(e.log) && len(e.pending[s]) == 0 {
		return nil
	}
	return e.flushed(s)
}

func (e *setEngine) phantomDistance(k, phantom uint64, after float64) (float64, bool) {
	se := e.reached(int(k & e.mask))
	if se == nil {
		return 0, false
	}
	return se.phantomDistance(phantom, after)
}

// lower takes one line off phantom key's weight in line's set, when the set
// is next read (a pending touch of weight -1): supersede lowers a column's
// lines one by one in as many sets, most of which are not read before the
// column's phantom comes again.
func (e *setEngine) lower(key, line uint64) {
	ord, ok := phantomNumber(key)
	if !ok || ord >= len(e.seen) { // never touched: no weight to take
		return
	}
	s := int(line & e.mask)
	e.pending[s] = appendIn(e.pending[s], pendingTouch{t: e.clock, ord: int32(ord), w: -1}, &e.scr.pending)
}

// forget takes key's weight off in every set: where it was applied, in its
// touches still pending, and in its ops still in the log (a set that reads
// one later puts the key at that time with no weight, which adds to no
// distance either).
func (e *setEngine) forget(key uint64) {
	if se := e.sets[key&e.mask]; se != nil {
		se.forget(key)
	}
	n, ok := phantomNumber(key)
	if !ok || n >= len(e.away) {
		return
	}
	e.forgotAt[n] = e.clock // and in the sets' pending touches
	for _, s := range e.away[n] {
		e.sets[s].forget(key)
	}
	for i := e.latest[n]; i > 0; {
		op := &e.log[i-1]
		if op.w == 0 && op.bandLen == 0 {
			break // forgotten before, and every op before it
		}
		op.w, op.bandLen = 0, 0
		i = op.prev
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
	// band adds a line to each of the bandLen sets from bandLo on
	// (cyclically): the partial turn of one long contiguous range, which
	// a set engine then takes in one op for all the sets (setEngine.log)
	// rather than one per set.
	bandLo, bandLen int64
	// period is addRuns's scratch for one period of run starts, periods
	// the periods it worked out (periodOf).
	period  *setSpread
	periods map[periodKey]*periodCounts
}

// minBand is the fewest sets a partial turn must cover to be kept as a
// band: fewer are counted set by set (each set engine that reads the log
// passes over every band).
const minBand = 32

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
	r := n % sets
	if r >= minBand && sp.bandLen == 0 && len(sp.sets) == 0 {
		sp.bandLo, sp.bandLen = first&sp.mask, r
		return
	}
	sp.unband()
	for i := int64(0); i < r; i++ {
		*sp.at((first + i) & sp.mask)++
	}
}

// unband counts the band's lines set by set.
func (sp *setSpread) unband() {
	for i := int64(0); i < sp.bandLen; i++ {
		*sp.at((sp.bandLo + i) & sp.mask)++
	}
	sp.bandLen = 0
}

// inBand returns 1 if set s gets a line of the band, else 0.
func (sp *setSpread) inBand(s int64) float64 { return inBand(s, sp.bandLo, sp.bandLen, sp.mask) }

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
		if p := span / gcd(s%span, span); d.extent >= p {
			pc := sp.periodOf(periodKey{start: ((b % span) + span) % span, stride: s, run: run, line: L}, p, addRun)
			q := float64(d.extent / p)
			for _, c := range pc.sets {
				*sp.at(int64(c.set)) += q * c.n
			}
			sp.uniform += q * pc.even
			for i := d.extent / p * p; i < d.extent; i++ {
				addRun(sp, b+i*s)
			}
			return
		}
	}
	forRuns(outer, lowest, add)
}

// periodKey identifies one period of a column walk's runs: where the first
// starts within the sets' bytes, the stride, the run's bytes and the line.
type periodKey struct{ start, stride, run, line int64 }

// periodCounts is one period's lines per set: even in every set, plus n in
// each listed set (in the order first counted).
type periodCounts struct {
	even float64
	sets []setCount
}

type setCount struct {
	set int32
	n   float64
}

// maxPeriods bounds the periods a spread keeps (past it, it forgets them
// all).
const maxPeriods = 256

// periodOf returns the lines per set of the p runs from k.start on, k.stride
// bytes apart (addRun adds one run's lines to a spread), from those worked
// out before when it has them: a column phantom comes back with the same
// rows at every instance of its loop (covariance's rows of a column under
// every q).
func (sp *setSpread) periodOf(k periodKey, p int64, addRun func(x *setSpread, start int64)) *periodCounts {
	if pc, ok := sp.periods[k]; ok {
		return pc
	}
	if sp.period == nil {
		sp.period = newSetSpread(sp.mask + 1)
	}
	one := sp.period.reset()
	for i := int64(0); i < p; i++ {
		addRun(one, k.start+i*k.stride)
	}
	one.unband()
	// The lines every set gets in a period count as spread evenly (a
	// column of 140 rows 960 bytes apart puts one line in each of 128
	// sets per period): the set engine then takes them in one op for all
	// its sets.
	floor := 0.0
	if len(one.sets) == len(one.per) {
		floor = slices.Min(one.per)
	}
	pc := &periodCounts{even: one.uniform + floor}
	for _, s := range one.sets {
		if x := one.per[s] - floor; x != 0 {
			pc.sets = append(pc.sets, setCount{s, x})
		}
	}
	if sp.periods == nil || len(sp.periods) >= maxPeriods {
		sp.periods = map[periodKey]*periodCounts{}
	}
	sp.periods[k] = pc
	return pc
}

// count returns the lines of set s.
func (sp *setSpread) count(s int) float64 {
	return sp.per[s] + sp.uniform + sp.inBand(int64(s))
}

// reset empties sp for another phantom group.
func (sp *setSpread) reset() *setSpread {
	for _, k := range sp.sets {
		sp.per[k], sp.in[k] = 0, false
	}
	sp.sets = sp.sets[:0]
	sp.uniform, sp.bandLen = 0, 0
	return sp
}
