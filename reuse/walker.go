package reuse

import (
	"math"
	"math/bits"
	"math/rand"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

type walker struct {
	t    *statictrace.Trace
	opts StaticOptions
	eng  stack
	hist map[*irreader.Access]*distHist
	// unplaced are the sites with an access whose address lies where the
	// trace's layout does not fix it (statictrace.Trace.Unplaced).
	unplaced map[*irreader.Access]bool
	// inExt marks the references in the extent of StaticOptions.Extent
	// (nil without one) and ext holds their distances (extent.go).
	inExt map[*statictrace.Ref]bool
	ext   map[*irreader.Access]*distHist

	period map[*loops.Loop]int
	// linePeriod is each loop's line period where its set period
	// (setPeriod) is longer: the period it falls back to first when the
	// walk does not fit MaxEvents.
	linePeriod map[*loops.Loop]int
	lead       map[*loops.Loop]bool // loops whose first period is simulated exactly (leads)
	strat      map[*loops.Loop]bool // loops sampled in strata wherever they are (stratified)
	// collapsed are the loops walked as one iteration standing for all of
	// them, the last resort of planPeriods to fit MaxEvents.
	collapsed map[*loops.Loop]bool
	// ring holds the period of each ring loop (ring.go), whose sampled
	// walk simulates two periods.
	ring map[*loops.Loop]int64
	full int // loops of at most this many iterations are simulated whole
	// wholeWalk walks every iteration of every loop: the whole trace
	// fits MaxEvents (planPeriods).
	wholeWalk   bool
	nest        int // loop instances being walked, enclosing the current point
	phantoms    map[phantomKey]uint64
	bodies      map[*statictrace.Loop]*body // phantoms' view of loop bodies (bodyOf)
	plans       map[planKey][]loopStep
	mayQuiet    map[*statictrace.Loop]bool // loops whose iterations can repeat the one before (quietClasses)
	quietAt     []int64                    // quietClasses' scratch
	quietStride []int64
	quietLoops  map[*statictrace.Loop][]*loops.Loop // lp and the loops within, per loop
	quietIVs    []ivValue
	// fixed holds the key of every site taken as one fixed location (its
	// address and its object unknown), uniform marks the sites drawn
	// uniform over their object, and dataIndexed whether a site's index is
	// data (unknown.go). unkGroups holds the key of each group of uniform
	// accesses, drawn the stamp at which it last drew a line and
	// drawWeight the largest weight of its accesses in that stamp, and
	// drawnPos, for a chain that starts at a parameter of a standing
	// activation, the chain position it drew at (nodeKey); stamp counts
	// the walked iterations.
	fixed       map[*irreader.Access]uint64
	uniform     map[*irreader.Access]bool
	dataIndexed map[*irreader.Access]bool
	unkGroups   map[unkGroup]uint64
	drawn       map[uint64]int64
	drawWeight  map[uint64]float64
	drawnPos    map[uint64]int64
	// rates holds the recent draws of each object drawn at random (by its
	// first byte), rateOrder the objects in the order first drawn, and
	// drawClock the weight of all draws so far (sharedLines).
	rates     map[uint64]*drawRate
	rateOrder []uint64
	drawClock float64
	// pos holds the iteration each loop's current instance is at (the
	// exit, N, once it is left): a chain's position (nodeKey).
	pos map[*loops.Loop]int64
	// nodeShapes holds each access's node shape (statictrace.NodeOf),
	// nil for an access that touches no node.
	nodeShapes map[*irreader.Access]*statictrace.NodeShape
	// nodePlaces holds where a node type's blocks start within a line
	// (nodeLines), nodeParts for each group of node accesses the lines
	// of its node drawn in the current iteration, a mask per place
	// (nodeDraw).
	nodePlaces map[types.Type][]statictrace.NodePlace
	nodeParts  map[uint64][]uint64
	// nodeReuse holds, per pointer a node is reached through
	// (statictrace.NodeShape.Base), the distances of the walked accesses
	// that reuse the line an earlier access to the same node drew: an
	// access to that node off the path (the rarer arm of a test that read
	// it) takes them (result).
	nodeReuse map[value.Value]*distHist
	// permuted marks the sites whose address the walk evaluated through
	// a pointer read from an object whose cells the program permutes
	// where the walk cannot follow (statictrace.Activation.ReadPermuted).
	permuted map[*irreader.Access]bool
	// drew holds the line each group of uniform accesses drew last at an
	// extreme of the model, cursor how many lines the groups of each object
	// (by its first byte) drew (UnknownFresh).
	drew, cursor map[uint64]uint64
	// shares holds each branch's credit per arm (share).
	shares      map[*statictrace.Branch][]float64
	stamp       int64
	nextUnknown uint64
	events      int
	shortened   bool
	covers      []cover     // the line ranges phantoms stand for, latest last
	ranges      []lineRange // covers[i]'s key and range, for quick scans
	phantomT0   int32       // the latest start of a loop instance that touched a phantom
	// checked[i] == checkGen marks phantom key phantomSpace+i as looked
	// at by the current supersede.
	checked  []uint32
	checkGen uint32
	// insideLeft is the lines supersede may still check in this walk
	// beyond its per-touch budget, for overlaps with a column walk
	// (maxWalkInsideLines at the start).
	insideLeft int64
	lines      []int64 // supersede's scratch
	// log holds every access the walk made from time logFrom on, in time
	// order, so that the lines touched since a moment can be listed
	// (touchedSinceRuns). Logging starts with the first sampled loop (Line >
	// 1): a walk with no phantom has no use for it.
	log     accessLog
	logging bool
	logFrom int32
	scr     *scratch       // where the walk's large arrays come from
	spread  *setSpread     // phantom's scratch, set mode
	groups  []phantomGroup // phantom's scratch

	// bulkVisits counts the weighted visits of each bulk access (bulk.go).
	bulkVisits map[*irreader.Access]float64

	// above are the LRU caches of StaticOptions.Above, which a whole walk
	// runs every access through before its own level (hitAbove).
	above []*cache.LRU
	// meanTrips records that a whole walk walked a loop instance whose
	// trip is not a whole number (an average from the block counts, the
	// instance's own trip unknown): StaticResult.MeanTrips.
	meanTrips bool

	// recDepth is the recursive calls being walked one inside the other
	// (followRecursion), recursed whether the walk entered one.
	recDepth, recCalls int
	recursed           bool
	// represented holds the sites walked in an activation of a recursive
	// function (or a callee of one) that stands for all of them, where
	// the walk does not follow the recursion; inRecursion caches, per
	// frame, whether it is such an activation (StaticResult.OffSites).
	represented map[*irreader.Access]bool
	inRecursion map[*statictrace.Frame]bool
	// cross holds, per stack slot site of a represented activation
	// (frameOf), the distances of its first access in each activation the
	// walk made (the first access to its line there): a reuse across
	// activations, which the walk sees only between the activations it
	// makes, not between the run's (recast in offpath.go). lastAct is the
	// activation of each such line's last access; crossing marks the
	// access being walked as the first to its line in its activation.
	cross    map[*irreader.Access]*distHist
	lastAct  map[uint64]*statictrace.Activation
	crossing bool

	cores    *Cores // nil for a sequential walk
	inRegion int    // depth of parallel regions being walked
	rng      *rand.Rand

	// exits holds the state of the loops a whole walk takes exit by exit
	// (exitwalk.go).
	exits exitState
}

// newWalker makes the walker of trace t under opts, whose large arrays come
// from scr.
func newWalker(t *statictrace.Trace, opts StaticOptions, scr *scratch) *walker {
	var eng stack
	if opts.Sets > 1 {
		eng = newSetEngine(opts.Sets, scr)
	} else {
		eng = flatStack{newWeightedEngine()}
	}
	w := &walker{t: t, opts: opts, eng: eng, cores: opts.Cores, hist: map[*irreader.Access]*distHist{}, unplaced: map[*irreader.Access]bool{},
		period: map[*loops.Loop]int{}, ring: map[*loops.Loop]int64{}, linePeriod: map[*loops.Loop]int{}, lead: map[*loops.Loop]bool{}, strat: map[*loops.Loop]bool{}, collapsed: map[*loops.Loop]bool{}, phantoms: map[phantomKey]uint64{}, bodies: map[*statictrace.Loop]*body{}, plans: map[planKey][]loopStep{}, mayQuiet: map[*statictrace.Loop]bool{}, quietLoops: map[*statictrace.Loop][]*loops.Loop{},
		fixed: map[*irreader.Access]uint64{}, uniform: map[*irreader.Access]bool{}, dataIndexed: map[*irreader.Access]bool{}, unkGroups: map[unkGroup]uint64{}, drawn: map[uint64]int64{}, drawWeight: map[uint64]float64{}, drawnPos: map[uint64]int64{}, rates: map[uint64]*drawRate{}, pos: map[*loops.Loop]int64{}, nodeShapes: map[*irreader.Access]*statictrace.NodeShape{}, nodePlaces: map[types.Type][]statictrace.NodePlace{}, nodeParts: map[uint64][]uint64{}, nodeReuse: map[value.Value]*distHist{}, permuted: map[*irreader.Access]bool{}, drew: map[uint64]uint64{}, cursor: map[uint64]uint64{}, shares: map[*statictrace.Branch][]float64{},
		represented: map[*irreader.Access]bool{}, inRecursion: map[*statictrace.Frame]bool{}, cross: map[*irreader.Access]*distHist{}, lastAct: map[uint64]*statictrace.Activation{}}
	w.log.scr, w.scr = scr, scr
	if opts.Extent != "" {
		w.inExt, w.ext = extentRefs(t, opts.Extent), map[*irreader.Access]*distHist{}
	}
	if opts.Cores == nil {
		for _, l := range opts.Above {
			w.above = append(w.above, cache.NewLRU(l))
		}
	}
	w.insideLeft = maxWalkInsideLines
	w.full = fullTrip
	if opts.FullTrip > 0 {
		w.full = opts.FullTrip
	}
	if w.opts.MaxEvents <= 0 {
		w.opts.MaxEvents = DefaultMaxEvents
	}
	return w
}

// Keys: line numbers are addresses / Line (< 2^58); phantom and unknown keys
// live above, in disjoint ranges.
const (
	phantomSpace = uint64(1) << 62
	unknownSpace = uint64(3) << 62
)

// key returns the key r touches in activation a: a random line of its
// object when its index is data, else its line, or one fixed key when the
// walk cannot evaluate its address (unknown.go). last is the line of the
// access's last byte when it lies in a later line than its first (a vector
// load at an odd element, a packed field), else 0: the access touches every
// line from the first to last, as measure's simulation does.
func (w *walker) key(a *statictrace.Activation, r *statictrace.Ref, weight float64, stands bool) (k unkKey, last uint64) {
	if w.dataIndexedSite(r) {
		// Indexed by numbers the program stored, which the walk kept, or
		// by values carried in registers, which it evaluates iteration
		// by iteration: in a whole walk, whose evaluation steps are
		// budgeted (EvalSteps); a sampled one would evaluate every
		// iteration it skips.
		if w.wholeWalk {
			if addr, ok := w.t.AddrOfData(a, r); ok {
				return w.addrKey(a, r, addr)
			}
		}
		if k, ok := w.uniformKey(a, r, weight); ok {
			return k, 0
		}
	}
	if stands {
		// One activation of a recursion stands for all (standsForMany):
		// a node its argument points to is another node in each (a
		// tree's traversal), not the one the outermost call was passed.
		if k, ok := w.nodeKey(a, r, weight, true); ok {
			return k, 0
		}
	}
	a.ClearPermuted()
	addr, ok := w.t.Addr(a, r)
	if ok && a.ReadPermuted() {
		// Through a pointer the program moved among its object's cells
		// where the walk cannot follow: one of them, placed by a model.
		w.permuted[r.Acc] = true
		w.unplaced[r.Acc] = true
	}
	if !ok {
		if !stands {
			if k, ok := w.nodeKey(a, r, weight, false); ok {
				return k, 0
			}
		}
		return w.fixedKey(r), 0
	}
	return w.addrKey(a, r, addr)
}

// addrKey is the key of r at address addr, and the last line it touches
// when it spans two.
func (w *walker) addrKey(a *statictrace.Activation, r *statictrace.Ref, addr uint64) (k unkKey, last uint64) {
	if w.t.Unplaced(a, addr) {
		w.unplaced[r.Acc] = true
	}
	L := uint64(w.opts.Line)
	first := addr / L
	if n := r.Acc.Size; n > 1 && L > 1 { // not the address profile (Line 1), of start addresses
		if l := (addr + uint64(n) - 1) / L; l != first {
			last = l
		}
	}
	return unkKey{key: first}, last
}

func (w *walker) seq(items []statictrace.Item, a *statictrace.Activation, weight float64) {
	for i := 0; i < len(items); i++ {
		if w.exits.left != nil {
			return // an exit left the loop in this iteration
		}
		switch x := items[i].(type) {
		case *statictrace.Ref:
			if w.cores != nil && w.cores.Core > 0 && w.inRegion == 0 {
				continue // the sequential part runs on core 0
			}
			w.ref(x, a, weight)
		case *statictrace.Loop:
			w.loop(x, a, weight)
			if w.exits.skipAfter(x) {
				// The walk made every pass of the loop: the last pass
				// the trace holds after it is not made again.
				i += min(x.LastPass(), len(items)-1-i)
			}
		case *statictrace.Call:
			if w.cores != nil && w.cores.Regions[x] {
				w.region(x, a, weight)
				continue
			}
			if x.Recur != nil {
				w.recursive(x, a, weight)
				continue
			}
			w.seq(x.Body, w.t.Enter(a, x), weight)
		case *statictrace.Branch:
			if x.Exit != nil {
				if x.After {
					e, had := w.exits.leftBy[x.Exit]
					arm, decided := takeAfter(w.t, x, a, w.exits.leftBy)
					if x.LeavesEnclosing(arm) && had && decided && w.exits.walking[x.Exit.Parent] != nil {
						// A return from a nested search: the walk of
						// the loop around leaves from it too.
						w.exits.left = leaving(x, e)
						continue
					}
					w.seq(x.Arms[arm], a, weight)
				} else {
					w.exits.visit(w.t, x, a)
				}
				continue
			}
			w.seq(x.Arms[w.arm(a, x)], a, weight)
		}
	}
}

// standsForMany reports whether frame fr is an activation of a recursive
// function, or of a callee of one, whose recursion the walk does not follow
// (the trace holds one activation for all, Trace.Unfollowed, or the walk
// cut it): it takes the one activation on the path for all the run makes.
func (w *walker) standsForMany(fr *statictrace.Frame) bool {
	r, ok := w.inRecursion[fr]
	if !ok {
		r = w.t.Recursive(fr.Func) || fr.Parent != nil && w.standsForMany(fr.Parent)
		w.inRecursion[fr] = r
	}
	return r && (w.t.Unfollowed(fr) || w.cut(fr))
}

// cut reports whether the walk takes the recursions around frame fr as not
// made: it follows none, or it lost one that fr lies in (a frame of fr's
// chain that a recursive call enters again).
func (w *walker) cut(fr *statictrace.Frame) bool {
	if !w.followsRecursion() {
		return true
	}
	for q := fr; q != nil; q = q.Parent {
		if w.opts.lostRecursion[q] {
			return true
		}
	}
	return false
}

// followsRecursion reports whether the walk enters recursive calls again
// (statictrace.Call.Recur): a whole, sequential walk, unless the whole walk
// would not fit MaxEvents with them (StaticOptions.noRecursion). A sampled
// walk's iterations stand for others, which a recursion's activations do
// not.
func (w *walker) followsRecursion() bool {
	return w.wholeWalk && w.cores == nil && !w.opts.noRecursion
}

// recursive walks recursive call x in a: the ancestor's items again, in
// an activation of its own (its arguments, a frame below the caller's),
// where the walk follows the recursion; else the call is not made, the one
// activation on the path standing for all of them.
func (w *walker) recursive(x *statictrace.Call, a *statictrace.Activation, weight float64) {
	if w.cut(x.Recur) {
		return
	}
	body, ok := w.t.FrameBody(x.Recur)
	w.recCalls++
	if !ok || !x.Guarded || w.recDepth >= maxRecursionDepth || w.recCalls > maxRecursionCalls || a.EvalSteps() > evalPerEvent*int64(w.events)+evalSlack {
		// Not a recursion a walk can follow: not derived, made
		// unconditionally on the path, allocating, too deep, or too
		// costly to evaluate call by call (the budget counts accesses,
		// and each activation evaluates its addresses again).
		panic(recursionLost{[]*statictrace.Frame{x.Recur}})
	}
	w.recDepth++
	w.recursed = true
	w.seq(body, w.t.Enter(a, x), weight)
	w.recDepth--
}

// arm returns the arm of b the walk takes in a: the one its condition
// selects in a whole walk; in a sampled one the most probable, as a path
// walk takes it, the others' accesses borrowing their distances (offpath.go):
// representatives and phantoms stand for iterations that all run the same
// body, which a branch on the counter breaks.
func (w *walker) arm(a *statictrace.Activation, b *statictrace.Branch) int {
	if b.Recursive && w.cut(b.Frame) || !w.wholeWalk {
		// A sampled walk, and a recursive function's one activation
		// standing for all of them: the path's arm.
		return w.t.Take(a, b, b.Default)
	}
	if b.Recurs {
		// Which calls recurse: evaluated at every visit.
		if arm, ok := w.t.Selected(a, b); ok {
			return w.t.Take(a, b, arm)
		}
		panic(recursionLost{b.RecurTo})
	}
	if arm, ok := w.t.Selected(a, b); ok {
		return w.t.Take(a, b, arm)
	}
	w.t.HeldMissed(a, b)
	if w.t.ArmStoresInt(b) {
		w.t.LoseArmInts(a, b) // the arm the share takes may not be the run's
	}
	return w.t.Take(a, b, w.share(b))
}

// share returns the arm a whole walk takes where b's condition cannot be
// evaluated: each arm in the proportion of its probability (Shares), spread
// evenly over the branch's executions (smooth weighted round-robin: every
// arm gains its share, the one ahead is taken and loses 1), so that the walk
// runs each arm as often as the block counts say, within one, and no access
// is left off the path. Deterministic: the same trace takes the same arms.
func (w *walker) share(b *statictrace.Branch) int {
	if len(b.Shares) == 0 {
		return b.Default
	}
	acc := w.shares[b]
	if acc == nil {
		acc = make([]float64, len(b.Shares))
		w.shares[b] = acc
	}
	pick, total := -1, 0.0
	for i, p := range b.Shares {
		acc[i] += p
		total += p
		if pick < 0 || acc[i] > acc[pick] {
			pick = i
		}
	}
	acc[pick] -= total
	return pick
}

// ref walks one access in activation a.
func (w *walker) ref(x *statictrace.Ref, a *statictrace.Activation, weight float64) {
	stands := w.standsForMany(x.Frame)
	if stands {
		w.represented[x.Acc] = true
	}
	if x.Acc.Bulk != nil && w.bulk(x, a, weight) {
		w.t.Store(a, x) // a memset or memcpy of pointers
		return
	}
	uk, last := w.key(a, x, weight, stands)
	if stands && frameOf(x.Acc) != nil && w.lastAct[uk.key] != a {
		w.lastAct[uk.key] = a
		w.crossing = true
		defer func() { w.crossing = false }()
	}
	w.t.Store(a, x)
	if w.wholeWalk && a.EvalSteps() > evalPerWalk*int64(w.opts.MaxEvents) {
		// Addresses that cost hundreds of steps each: the whole walk
		// is over its budget as surely as one with too many accesses.
		if w.recursed {
			panic(recursionLost{})
		}
		panic(overBudget{})
	}
	w.touchSpan(x, uk, last, weight)
}

// touch walks one access of x to key uk.
func (w *walker) touch(x *statictrace.Ref, uk unkKey, weight float64) {
	w.touchSpan(x, uk, 0, weight)
}

// touchSpan walks one access of x to key uk and, when also is not 0, to
// every line after it up to also (an access or a piece of a copy that spans
// lines): one access, whose distance is the largest of the lines' (a first
// touch if any is), so that it misses a level where any line does, as
// measure's simulation takes it.
func (w *walker) touchSpan(x *statictrace.Ref, uk unkKey, also uint64, weight float64) {
	k := uk.key
	var d float64
	if w.hitAbove(k, also) && uk.lines == 0 {
		uk = unkKey{key: k} // a hit here: d = 0 without a touch
	} else {
		d = w.touchLines(k, also)
	}
	w.events++
	if w.wholeWalk && w.events > w.opts.MaxEvents {
		panic(overBudget{})
	}
	if weight > 0 {
		h := w.hist[x.Acc]
		if h == nil {
			h = &distHist{}
			w.hist[x.Acc] = h
		}
		w.record(h, uk, d, weight)
		if uk.reuseOf != nil {
			r := w.nodeReuse[uk.reuseOf]
			if r == nil {
				r = &distHist{}
				w.nodeReuse[uk.reuseOf] = r
			}
			if uk.lines == 0 {
				r.add(int64(d), weight)
			} else {
				r.add(int64(d), weight*(1-uk.share))
			}
		}
		if w.crossing {
			c := w.cross[x.Acc]
			if c == nil {
				c = &distHist{}
				w.cross[x.Acc] = c
			}
			w.record(c, uk, d, weight)
		}
		if w.inExt[x] {
			e := w.ext[x.Acc]
			if e == nil {
				e = &distHist{}
				w.ext[x.Acc] = e
			}
			w.record(e, uk, d, weight)
		}
	}
}

// touchLines touches lines k..also (k alone when also is 0) in the engine
// and returns the access's distance: the largest of the lines', a first
// touch if any is.
func (w *walker) touchLines(k, also uint64) float64 {
	if w.logging {
		w.log.add(logEntry{w.eng.now(), k})
	}
	d, ok := w.fromPhantom(k)
	if !ok {
		d = w.eng.access(k, 1)
	}
	for l := k + 1; also != 0 && l <= also; l++ {
		if w.logging {
			w.log.add(logEntry{w.eng.now(), l})
		}
		d2, ok := w.fromPhantom(l)
		if !ok {
			d2 = w.eng.access(l, 1)
		}
		if d >= 0 && (d2 < 0 || d2 > d) {
			d = d2
		}
	}
	return d
}

// hitAbove runs an access to lines k..also (k alone when also is 0)
// through the levels above of a whole walk (StaticOptions.Above), as a
// hierarchy does: each level sees the access when every level before it
// missed, and touches all its lines; it reports whether one of them hit,
// in which case the access does not reach the walk's own level. Without
// levels above, or in a sampled walk, it reports false.
func (w *walker) hitAbove(k, also uint64) bool {
	if !w.wholeWalk {
		return false
	}
	last := max(k, also)
	for _, c := range w.above {
		if c.AccessLines(k, last) {
			return true
		}
	}
	return false
}

// record adds weight x to h for an access to key k at distance d: at d, or
// spread over the distances of a random line of k's object when the access
// draws one (addUniform).
func (w *walker) record(h *distHist, k unkKey, d, x float64) {
	if k.lines > 0 {
		if k.warm && d < 0 {
			d = 0 // addUniform draws its distance
		}
		if k.share > 0 && k.share < 1 {
			h.add(int64(d), x*(1-k.share)) // the part of the access that reuses its group's line
			x *= k.share
		}
		w.addUniform(h, k.lines, d, x)
		return
	}
	h.add(int64(d), x)
}

// trip returns the iterations of this instance of lp: exact when the loop
// analysis gave a formula (triangular nests included), else the average.
// The block counts (from the probabilities) decide the average; the loop
// analysis' formula is used only when it varies with an enclosing counter, so
// that a probability script that changes a bound is obeyed.
func trip(lp *statictrace.Loop, a *statictrace.Activation) float64 {
	if lp.TripPerInstance() {
		if n, ok := a.TripAt(lp.Loop); ok {
			return n
		}
	}
	return lp.Trip
}

func (w *walker) loop(lp *statictrace.Loop, a *statictrace.Activation, weight float64) {
	a.EnterLoop(lp)
	defer a.ExitLoop(lp)
	N, wt, own := instanceTrip(lp, a, weight, w.wholeWalk)
	if w.exitWalks(lp, a, own) && w.exiting(lp, a, weight, N, wt) {
		return
	}
	if w.wholeWalk && N > 0 && wt != weight {
		w.meanTrips = true
	}
	if w.t.StoresInt(lp) && (!own && w.t.GuessedTrip(lp) || N > 0 && wt != weight) {
		w.t.LoseIntsOf(a, lp) // a guessed trip: the numbers its iterations store are not the run's
	}
	start, _ := a.Start(lp.Loop)
	if N == 0 {
		leave(lp, a, start, 0)
		return
	}
	if w.cores != nil && w.inRegion > 0 && w.cores.Work[lp.Loop] != nil {
		// A work-shared loop on one core: its share of the iterations.
		for _, r := range w.cores.Work[lp.Loop](N, w.cores.N)[w.cores.Core] {
			w.instance(lp, a, wt, start+r[0]*stepIn(lp, a), r[1]-r[0]+1)
		}
		return
	}
	w.instance(lp, a, wt, start, N)
}

// leave sets lp's counter to its value after an instance of N iterations
// from start, for the values computed from it after the loop (an -O2
// remainder iteration's k = the unrolled loop's %indvars.iv.next.1): a
// memory counter (-O0) or a top-tested loop's phi holds start + N*step; a
// rotated loop's phi keeps its last iteration's value, start + (N-1)*step,
// of which the exit values are one step on (start - step when it did not
// run, so that they are start).
func leave(lp *statictrace.Loop, a *statictrace.Activation, start, N int64) {
	iv := lp.Loop.IV
	if iv == nil {
		return
	}
	step := stepIn(lp, a)
	after := start + N*step
	if _, phi := iv.Slot.(*ir.InstPhi); phi && !lp.Loop.TopTested {
		after -= step
	}
	a.SetIV(lp.Loop, after)
}

// instanceTrip returns the iterations this instance of lp walks, trip
// rounded (at least 1 when the trip is positive), and the weight of each:
// weight scaled by the trip over the rounded count; own reports a trip
// evaluated for this instance (Activation.TripAt), not the counts' average.
// A whole walk evaluates the trip of a loop no formula bounds from its
// counter's start and compared value where it can (rowptr[i] to
// rowptr[i + 1], read from the numbers the walk stored). In a whole walk, a loop
// whose start is evaluated per instance (IndVar.InitValue: where a
// prologue or an enclosing loop's other counter left it) and whose compared
// value can be evaluated walks the trip they give: the walk takes the arm
// each branch's visit selects, so the join the start comes from holds the
// value of the path the run took.
func instanceTrip(lp *statictrace.Loop, a *statictrace.Activation, weight float64, whole bool) (int64, float64, bool) {
	n, own := lp.Trip, false
	if lp.TripPerInstance() {
		if v, ok := a.TripAt(lp.Loop); ok {
			n, own = v, true
		}
	}
	if iv := lp.Loop.IV; whole && !own && !lp.ValueTrip && lp.Loop.Trip == nil && iv != nil && (iv.InitValue != nil || iv.BoundValue != nil) {
		if v, ok := a.TripAt(lp.Loop); ok {
			n, own = v, true
		}
	}
	// Trips come from a linear solve: snap near-integers, so that an
	// exact trip walks at weight exactly 1.
	if r := math.Round(n); math.Abs(n-r) <= countTol*math.Max(1, r) {
		n = r
	}
	N := int64(math.Round(n))
	if N == 0 && n > 0 {
		N = 1
	}
	if N == 0 {
		return 0, 0, own
	}
	return N, weight * n / float64(N), own
}

// stepIn is how far lp's counter moves per iteration in a: its constant
// or symbolic step (statictrace.Activation.Step), 1 for a loop without a
// counter or whose step cannot be evaluated (its start cannot either, and
// its accesses are unknown addresses).
func stepIn(lp *statictrace.Loop, a *statictrace.Activation) int64 {
	if s, ok := a.Step(lp.Loop); ok {
		return s
	}
	return 1
}

// instance walks one instance of lp: N iterations from counter value start.
func (w *walker) instance(lp *statictrace.Loop, a *statictrace.Activation, wt float64, start, N int64) {
	step := stepIn(lp, a)
	defer leave(lp, a, start, N)
	defer func() { w.pos[lp.Loop] = N }() // the exit: a top-tested loop's header once more
	if w.wholeWalk && !w.collapsed[lp.Loop] {
		// Every iteration, in order, with no plan to keep.
		if N > int64(w.opts.MaxEvents) {
			panic(overBudget{})
		}
		w.nest++
		defer func() { w.nest-- }()
		for i := int64(0); i < N; i++ {
			a.SetIV(lp.Loop, start+i*step)
			w.stamp++
			w.pos[lp.Loop] = i
			w.seq(lp.Body, a, wt)
		}
		return
	}
	t0 := w.eng.now()
	if w.t.StoresInt(lp) {
		w.t.LoseIntsOf(a, lp) // iterations skipped or out of order: their numbers are not made
	}
	steps := w.plan(lp, a, start, N) // before nest counts this instance: plans know the outermost
	w.nest++
	defer func() { w.nest-- }()
	// The pointers the skipped iterations store (statictrace.Memory).
	stores, next := w.t.StoresPointer(lp), int64(0)
	for _, st := range steps {
		if st.phantom {
			w.phantom(lp, a, start, step, st.lo, st.hi, t0)
			continue
		}
		if stores {
			if st.i < next {
				a.LoseMemory() // out of order: the stores cannot be replayed
			}
			w.t.StoreIterations(a, lp, start, step, next, st.i)
			next = st.i + 1
		}
		a.SetIV(lp.Loop, start+st.i*step)
		w.stamp++
		w.pos[lp.Loop] = st.i
		w.seq(lp.Body, a, wt*st.wt)
	}
	if stores {
		w.t.StoreIterations(a, lp, start, step, next, N)
	}
}

// stack is the walker's exact stack engine: plain distances (flatStack) or
// set distances (setEngine).
type stack interface {
	// access touches key with weight w and returns its distance.
	access(key uint64, w float64) float64
	// touchPhantom touches phantom key standing for total lines: in set
	// mode in every cache set where sp gives it lines, with that set's
	// count (sp is nil in plain mode).
	touchPhantom(key uint64, total float64, sp *setSpread)
	// lastTime is the clock time of key's latest access.
	lastTime(key uint64) (int32, bool)
	// lower takes one line off phantom key's weight (in line's set, in
	// set mode), keeping its time.
	lower(key, line uint64)
	// now is the clock time the next access will get.
	now() int32
	// phantomDistance is the distance of a first touch of key k whose
	// previous touch a phantom key stood for: the weight touched (in k's
	// set) since the phantom's latest access plus the after lines the
	// phantom touched after k (at most its own weight less k; -f for the
	// fraction f of the phantom's weight in k's set less k), and the
	// phantom gives up k's line (k now has its own key). ok is false if
	// the phantom has no weight in k's set.
	phantomDistance(k, phantom uint64, after float64) (float64, bool)
	// forget takes key's weight off (in every set): a later phantom
	// stands for its lines.
	forget(key uint64)
}

type flatStack struct{ e *weightedEngine }

func (f flatStack) access(key uint64, w float64) float64 {
	d, _ := f.e.access(key, w)
	return d
}

func (f flatStack) touchPhantom(key uint64, total float64, _ *setSpread) { f.e.access(key, total) }

func (f flatStack) lastTime(key uint64) (int32, bool) { return f.e.lastTime(key) }

func (f flatStack) now() int32 { return f.e.now }

func (f flatStack) forget(key uint64) { f.e.forget(key) }

func (f flatStack) lower(key, _ uint64) { f.e.lower(key, 1) }

func (f flatStack) phantomDistance(_, phantom uint64, after float64) (float64, bool) {
	return f.e.phantomDistance(phantom, after)
}

// distHist is one access site's walk weight per distance: an array for the
// short distances most accesses have, a map for the rest.
type distHist struct {
	short [64]float64 // distances -1..62 at index d+1
	long  map[int64]float64
}

func (h *distHist) add(d int64, x float64) {
	if d >= -1 && d < int64(len(h.short))-1 {
		h.short[d+1] += x
		return
	}
	if h.long == nil {
		h.long = map[int64]float64{}
	}
	h.long[d] += x
}

// total is the weight of every distance, 0 for a nil histogram.
func (h *distHist) total() float64 {
	if h == nil {
		return 0
	}
	sum := 0.0
	for _, d := range h.distances() {
		sum += h.at(d)
	}
	return sum
}

// at returns the weight at distance d (0 for a nil histogram).
func (h *distHist) at(d int64) float64 {
	if h == nil {
		return 0
	}
	if d >= -1 && d < int64(len(h.short))-1 {
		return h.short[d+1]
	}
	return h.long[d]
}

// distances returns the distances with weight, ascending (none for nil).
func (h *distHist) distances() []int64 {
	if h == nil {
		return nil
	}
	var ds []int64
	for i, x := range h.short {
		if x != 0 {
			ds = append(ds, int64(i)-1)
		}
	}
	for d := range h.long {
		ds = append(ds, d)
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return ds
}

func absInt(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// floorDiv returns a/b rounded down. A power-of-two b (a line size, the
// common case in the walk's hot paths) is a shift: an arithmetic right
// shift rounds down, where a division costs several times as much.
func floorDiv(a, b int64) int64 {
	if b > 0 && b&(b-1) == 0 {
		return a >> uint(bits.TrailingZeros64(uint64(b)))
	}
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}
