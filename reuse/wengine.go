package reuse

import (
	"cmp"
	"slices"
)

// weightedEngine is the exact stack algorithm of Engine with a weight per
// key: the distance of an access is the total weight of the keys touched since
// the key's previous access. A cache line weighs 1; a phantom key standing for
// the F distinct lines of iterations the static walker does not simulate
// weighs F. It keeps one Fenwick tree over time (float64 sums) and, unless
// compact (a set's engine), no time compression: static traces are short
// (their length does not depend on trip counts).
type weightedEngine struct {
	last *keyMap   // key -> time of its latest access
	wt   []float64 // weight marked at each time (0 once superseded)
	tree []float64 // Fenwick tree over wt, 1-based
	now  int32
	// compact, when set, renumbers the times of the keys' latest accesses
	// 0..keys-1 when the arrays are full instead of always doubling them:
	// the arrays then grow with the distinct keys, not with the accesses.
	// Only for an engine whose times nobody else keeps (a set's engine in
	// setEngine, whose walker asks the set engine's own clock).
	compact bool
	live    []int32 // renumber's scratch
	// ph holds, per phantom key (key - phantomSpace), the time of its
	// latest access plus one (0: never): phantom numbers are dense, and a
	// set's engine sees most of them: an array indexed by number costs a
	// phantom touch less than a hash table would.
	ph []int32
	// tab, in a set's engine, holds ph for every set instead (the set's
	// column, set, of each phantom's row): one row per phantom over all
	// the sets, instead of an array per set growing to the number of
	// phantoms, whose garbage would grow with the sets. phs lists the
	// phantoms the set holds, for renumber.
	tab *phantomTable
	set int32
	phs []int32
	top uint64 // the key of the latest access (compact engines)
	// scr, if set, is where the engine's arrays grow into (a set's
	// engine: see scratch).
	scr *scratch
}

// f64s returns a zeroed slice of n float64, from the engine's scratch if
// it has one.
func (e *weightedEngine) f64s(n int) []float64 {
	if e.scr != nil {
		return e.scr.f64.take(n)
	}
	return make([]float64, n)
}

// i32s returns the engine's scratch's int32 chunks (nil: none).
func (e *weightedEngine) i32s() *chunks[int32] {
	if e.scr != nil {
		return &e.scr.i32
	}
	return nil
}

// phantomTable holds, per phantom number, the time of its latest access
// plus one in each set (0: never), a row of sets entries made on the
// phantom's first touch.
type phantomTable struct {
	rows [][]int32
	sets int
	slab []int32  // rows are cut from chunks of it
	scr  *scratch // where the chunks come from
}

// row returns phantom n's row, made on first use.
func (p *phantomTable) row(n int) []int32 {
	if n >= len(p.rows) {
		p.rows = append(p.rows, make([][]int32, n+1-len(p.rows))...)
	}
	if p.rows[n] == nil {
		if len(p.slab) < p.sets {
			p.slab = p.scr.i32.take(p.sets * max(1, 64*1024/p.sets))
		}
		p.rows[n] = p.slab[:p.sets:p.sets]
		p.slab = p.slab[p.sets:]
	}
	return p.rows[n]
}

func newWeightedEngine() *weightedEngine { return newWeightedEngineCap(1 << 12) }

// newWeightedEngineCap makes an engine whose arrays start with room for
// initCap accesses (a power of two; they double as needed).
func newWeightedEngineCap(initCap int) *weightedEngine {
	return &weightedEngine{last: newKeyMap(), wt: make([]float64, initCap), tree: make([]float64, initCap+1)}
}

// access touches key with weight w and returns the distance (-1 for a first
// touch) and the time of the key's previous access (-1 if none).
func (e *weightedEngine) access(key uint64, w float64) (d float64, prev int32) {
	return e.move(key, w, true)
}

// touch is access without the distance (a phantom key's, never recorded):
// it reports whether key was touched before.
func (e *weightedEngine) touch(key uint64, w float64) bool {
	_, prev := e.move(key, w, false)
	return prev >= 0
}

// move gives key weight w at the next time, taking it off the time of its
// previous access, and returns the distance (if dist) and that time.
func (e *weightedEngine) move(key uint64, w float64, dist bool) (d float64, prev int32) {
	if e.compact && e.now > 0 && e.top == key && e.wt[e.now-1] == w {
		// The latest access again, at the same weight: nothing was
		// touched since, and moving it from now-1 to now changes no
		// distance. (Only where the engine's times are its own.)
		return 0, e.now - 1
	}
	e.top = key
	if int(e.now) == len(e.wt) {
		if !e.compact || !e.renumber() {
			e.grow()
		}
	}
	prev = -1
	d = -1
	if tp, ok := e.swap(key, e.now); ok {
		prev = tp
		if dist {
			d = e.sumFrom(tp + 1)
		}
		e.add(tp, -e.wt[tp])
		e.wt[tp] = 0
	}
	e.wt[e.now] = w
	e.add(e.now, w)
	e.now++
	return d, prev
}

// phantomDistance returns the weight touched since phantom's latest access
// plus after (at most the phantom's weight less one: the lines it touched
// after the one asked about; -f for the fraction f of them), and takes one
// unit off the phantom's weight (a line it stood for gets a key of its own).
// ok is false if the phantom was never touched or has no weight left.
func (e *weightedEngine) phantomDistance(phantom uint64, after float64) (float64, bool) {
	tp, ok := e.get(phantom)
	if !ok || e.wt[tp] < 1 {
		return 0, false
	}
	if after < 0 { // a fraction -after of the phantom's other lines
		after = -after * (e.wt[tp] - 1)
	}
	d := e.sumFrom(tp+1) + min(after, e.wt[tp]-1)
	e.wt[tp]--
	e.add(tp, -1)
	return d, true
}

// forget takes key's weight off; its latest access time stays.
func (e *weightedEngine) forget(key uint64) {
	if tp, ok := e.get(key); ok && e.wt[tp] != 0 {
		e.add(tp, -e.wt[tp])
		e.wt[tp] = 0
	}
}

// lower takes up to n off key's weight; its latest access time stays.
func (e *weightedEngine) lower(key uint64, n float64) {
	if tp, ok := e.get(key); ok && e.wt[tp] > 0 {
		d := min(n, e.wt[tp])
		e.add(tp, -d)
		e.wt[tp] -= d
	}
}

// lastTime returns the time of key's latest access.
func (e *weightedEngine) lastTime(key uint64) (int32, bool) {
	return e.get(key)
}

// phantomNumber returns key's number if it is a phantom key.
func phantomNumber(key uint64) (int, bool) {
	if key >= phantomSpace && key < unknownSpace {
		return int(key - phantomSpace), true
	}
	return 0, false
}

// get returns the time of key's latest access.
func (e *weightedEngine) get(key uint64) (int32, bool) {
	if n, ok := phantomNumber(key); ok {
		if e.tab != nil {
			if n < len(e.tab.rows) && e.tab.rows[n] != nil && e.tab.rows[n][e.set] > 0 {
				return e.tab.rows[n][e.set] - 1, true
			}
			return 0, false
		}
		if n < len(e.ph) && e.ph[n] > 0 {
			return e.ph[n] - 1, true
		}
		return 0, false
	}
	return e.last.get(key)
}

// swap makes t the time of key's latest access and returns the previous one.
func (e *weightedEngine) swap(key uint64, t int32) (int32, bool) {
	n, ok := phantomNumber(key)
	if !ok {
		return e.last.swap(key, t)
	}
	if e.tab != nil {
		row := e.tab.row(n)
		old := row[e.set]
		row[e.set] = t + 1
		if old == 0 {
			e.phs = appendIn(e.phs, int32(n), e.i32s())
		}
		return old - 1, old != 0
	}
	if n >= len(e.ph) {
		ph := make([]int32, max(n+1, 2*len(e.ph)))
		copy(ph, e.ph)
		e.ph = ph
	}
	old := e.ph[n]
	e.ph[n] = t + 1
	return old - 1, old != 0
}

// sumFrom returns the total weight marked at times >= t.
func (e *weightedEngine) sumFrom(t int32) float64 {
	return e.prefix(e.now) - e.prefix(t)
}

// prefix returns the total weight marked at times < t.
func (e *weightedEngine) prefix(t int32) float64 {
	s := 0.0
	for i := int(t); i > 0; i -= i & -i {
		s += e.tree[i]
	}
	return s
}

func (e *weightedEngine) add(t int32, w float64) {
	for i := int(t) + 1; i < len(e.tree); i += i & -i {
		e.tree[i] += w
	}
}

func (e *weightedEngine) grow() {
	n := 2 * len(e.wt)
	wt := e.f64s(n)
	copy(wt, e.wt)
	e.wt = wt
	e.tree = e.f64s(n + 1)
	e.fenwick()
}

// fenwick builds the Fenwick tree over wt in linear time (tree zero).
func (e *weightedEngine) fenwick() {
	n := len(e.wt)
	for i := 1; i <= n; i++ {
		e.tree[i] += e.wt[i-1]
		if j := i + (i & -i); j <= n {
			e.tree[j] += e.tree[i]
		}
	}
}

// renumber gives the keys' latest accesses the times 0..keys-1 in their
// order, with their weights, and drops the superseded times: every distance
// (a sum of weights after a key's latest time) is unchanged. A phantom key
// whose weight is all gone (forgotten, or every line it stood for touched
// since) is dropped first: it adds to no distance, and phantomDistance,
// lower and forget do nothing for it either way (kept, they would fill a
// set's engine with dead phantoms and double its arrays again and again).
// It reports false, renumbering nothing, when the live keys would fill more
// than half the arrays: they grow instead, and every renumbering frees at
// least half the arrays for new accesses. A lower threshold would make the
// small engines of a walk over many sets, which phantoms touch with a few
// lines each, grow their arrays after a few keys.
func (e *weightedEngine) renumber() bool {
	// The keys: the map's occupied slots i as i, phantom numbers n as ^n.
	live := growIn(e.live[:0], e.last.len()+len(e.phs)+len(e.ph), e.i32s())
	for i, x := range e.last.keys {
		if x != 0 {
			live = append(live, int32(i))
		}
	}
	ph := e.ph
	if e.tab != nil {
		// The set's column of the table, through its phantoms' rows.
		held := e.phs[:0]
		for _, n := range e.phs {
			row := e.tab.rows[n]
			if e.wt[row[e.set]-1] == 0 {
				row[e.set] = 0 // dead
				continue
			}
			held = append(held, n)
			live = append(live, ^n)
		}
		e.phs = held
	} else {
		for n, t := range ph {
			switch {
			case t == 0:
			case e.wt[t-1] == 0:
				ph[n] = 0 // dead
			default:
				live = append(live, ^int32(n))
			}
		}
	}
	e.live = live
	if 2*len(live) > len(e.wt) {
		return false
	}
	vals := e.last.vals
	slot := func(n int32) *int32 {
		if e.tab != nil {
			return &e.tab.rows[n][e.set]
		}
		return &ph[n]
	}
	time := func(x int32) int32 {
		if x >= 0 {
			return vals[x]
		}
		return *slot(^x) - 1
	}
	slices.SortFunc(live, func(x, y int32) int { return cmp.Compare(time(x), time(y)) })
	// In place: the i-th live time is at least i, so no weight is
	// overwritten before it is moved.
	for i, x := range live {
		e.wt[i] = e.wt[time(x)]
		if x >= 0 {
			vals[x] = int32(i)
		} else {
			*slot(^x) = int32(i) + 1
		}
	}
	clear(e.wt[len(live):])
	e.now = int32(len(live))
	clear(e.tree)
	e.fenwick()
	return true
}
