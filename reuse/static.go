// The static reuse profile extends Algorithm 1 of
// papers/llvm-static-analysis-reuse-profile.txt (the recursive two-iteration
// algorithm). The paper walks the loop-annotated trace, computes the first
// iteration of every loop, then the second with the first as its past, and
// multiplies the second's profile by n-1. Walking the same expansion through
// an exact stack engine gives every access its distance in O(log) instead of a
// backward scan. With concrete addresses (arrays, cache lines) one sampled
// iteration does not stand for all: Static therefore simulates, per loop
// instance, iteration 0, one full line period of iterations 1..p (each
// standing for the iterations congruent to it mod p; after an exact first
// period when the body reaches one object at a fixed and at a moving
// address, see leads), a phantom key for the distinct lines of the
// iterations it skips, and the last iteration at weight 0 (to leave the
// state the end sees). With Paper set it is the paper's algorithm:
// iterations 0 and 1.

package reuse

import (
	"cmp"
	"fmt"
	"math"
	"math/bits"
	"math/rand"
	"slices"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// StaticOptions selects the granularity and the algorithm of Static.
type StaticOptions struct {
	// Line is the granularity in bytes: 64 for cache lines, 1 for distinct
	// addresses (the paper's per-variable profile).
	Line int64
	// Paper runs the paper's plain two-iteration algorithm: no line periods,
	// no skipped-iteration footprints, no end iterations.
	Paper bool
	// MaxEvents bounds the simulated accesses (0 = DefaultMaxEvents); line
	// periods of outer loops are shortened until the estimate fits.
	MaxEvents int
	// Sets, when above 1 (a power of two; Line must then be above 1),
	// makes the distances set distances: the weight of the distinct lines
	// of the access's own cache set (line number mod Sets) touched since its
	// previous access. An A-way LRU level with Sets sets hits exactly the
	// accesses at set distance < A (see StaticHierarchyRates).
	Sets int64
	// Cores, when not nil, walks an OpenMP program on several cores (see
	// Cores): one core's private trace or the cores' shared trace.
	Cores *Cores
	// FullTrip, when positive, is the trip count up to which a loop is
	// simulated iteration by iteration (default fullTrip, and fullTimeTrip
	// for a time loop; a positive value applies to both). A huge value
	// walks every iteration: the exact trace of the model, at a cost that
	// grows with the trip counts, for checking the sampling.
	FullTrip int
}

// DefaultMaxEvents bounds a static walk: a few million engine steps, well
// under a second.
const DefaultMaxEvents = 4 << 20

// StaticResult is a static reuse profile with what it cost and approximated.
type StaticResult struct {
	Profile *cache.Profile
	// Accesses is the number of dynamic accesses the profile stands for
	// (equal to the loads and stores of the block counts).
	Accesses float64
	// Events is the number of accesses the walk simulated.
	Events int
	// Notes lists approximations, one line each.
	Notes []string
	// Raw is every site's total walk weight, before scaling (Cores.Scale
	// is the exact count over it).
	Raw map[*irreader.Access]float64
}

// Static computes the reuse profile of trace t.
func Static(t *statictrace.Trace, opts StaticOptions) (*StaticResult, error) {
	if opts.Line <= 0 || opts.Line&(opts.Line-1) != 0 {
		return nil, fmt.Errorf("line size %d is not a positive power of two", opts.Line)
	}
	sites := t.AccessSites()
	if len(sites) == 0 {
		return nil, fmt.Errorf("%s performs no memory access", t.Root.Name)
	}
	if opts.Sets > 1 && (opts.Sets&(opts.Sets-1) != 0 || opts.Line == 1) {
		return nil, fmt.Errorf("set distances need a power-of-two number of sets (got %d) and a line above 1 byte", opts.Sets)
	}
	scr := getScratch()
	defer scr.release()
	var eng stack
	if opts.Sets > 1 {
		eng = newSetEngine(opts.Sets, scr)
	} else {
		eng = flatStack{newWeightedEngine()}
	}
	w := &walker{t: t, opts: opts, eng: eng, cores: opts.Cores, hist: map[*irreader.Access]*distHist{},
		period: map[*loops.Loop]int{}, lead: map[*loops.Loop]bool{}, strat: map[*loops.Loop]bool{}, phantoms: map[phantomKey]uint64{}, bodies: map[*statictrace.Loop]*body{}, plans: map[planKey][]loopStep{}, mayQuiet: map[*statictrace.Loop]bool{}, quietLoops: map[*statictrace.Loop][]*loops.Loop{}, unknown: map[*irreader.Access]uint64{}}
	w.log.scr, w.scr = scr, scr
	w.full = fullTrip
	if opts.FullTrip > 0 {
		w.full = opts.FullTrip
	}
	if w.opts.MaxEvents <= 0 {
		w.opts.MaxEvents = DefaultMaxEvents
	}
	root := t.NewActivation()
	if !opts.Paper {
		w.planPeriods(t.Body, root)
	}
	w.seq(t.Body, root, 1)

	res := &StaticResult{Profile: cache.NewProfile(), Events: w.events, Raw: map[*irreader.Access]float64{}}
	var unmodelled, borrowed float64
	var offPath []statictrace.Site
	// pooled holds, per object (access base), the walked sites' scaled
	// distances and their total count (see the off-path sites below).
	pooled := map[value.Value]*objPool{}
	// frames holds the same per function, for the walked sites whose
	// object is one of its scalar local variables (allocas).
	frames := map[*irreader.Func]*objPool{}
	// inLoop holds the same per object and loop (a path loop's own
	// accesses and its inner loops', keyed by every loop that encloses
	// them), so that an off-path site borrows from the accesses to its
	// object in its own loop first (irr_branch -O2: the loads of A in the
	// loop's rarer arms reuse as the walked arm's load of A does, not as the
	// vector stores that first filled A in an earlier loop).
	type objLoop struct {
		base value.Value
		lp   *loops.Loop
	}
	inLoop := map[objLoop]*objPool{}
	siteLoop, pathLoops := innermostLoops(t)
	for _, s := range sites {
		// Block counts come from a linear solve: snap near-integers.
		if r := math.Round(s.Count); math.Abs(s.Count-r) <= countTol*math.Max(1, r) {
			s.Count = r
		}
		res.Accesses += s.Count
		h := w.hist[s.Acc]
		ds := h.distances()
		sum := 0.0
		for _, d := range ds { // distance order: deterministic sum
			sum += h.at(d)
		}
		res.Raw[s.Acc] = sum
		if opts.Cores != nil && opts.Cores.Scale != nil {
			f := opts.Cores.Scale[s.Acc]
			for _, d := range ds {
				res.Profile.Add(d, h.at(d)*f)
			}
			res.Accesses += sum*f - s.Count
			continue
		}
		if sum <= 0 {
			offPath = append(offPath, s)
			continue
		}
		scale := s.Count / sum
		for _, d := range ds {
			res.Profile.Add(d, h.at(d)*scale)
		}
		if s.Acc.Base == nil || s.Count <= 0 {
			continue
		}
		poolOf(pooled, s.Acc.Base).add(s.Count, h, ds, scale)
		if fn := frameOf(s.Acc); fn != nil {
			poolOf(frames, fn).add(s.Count, h, ds, scale)
		}
		for lp := siteLoop[s.Acc]; lp != nil; lp = lp.Parent {
			poolOf(inLoop, objLoop{s.Acc.Base, lp}).add(s.Count, h, ds, scale)
		}
	}
	// A site the walk never reached (a block off the most probable path:
	// an -O2 remainder iteration, the rarer arm of a branch) takes the
	// distance distribution of the walked accesses to the same object
	// (its base), pooled by their counts: a remainder loop's A[i][k] reuses
	// as the main loop's A[i][k] does. A local variable the walk never
	// touched takes the distribution of the walked accesses to its
	// function's other locals: they share the stack frame's few lines (a
	// recursive call's mid, set only on the recursing arm). A site whose
	// object is neither is counted as a first touch.
	var framed float64
	for _, s := range offPath {
		p := pooled[s.Acc.Base]
		if lp := enclosingLoop(s.Acc, pathLoops); lp != nil && inLoop[objLoop{s.Acc.Base, lp}] != nil {
			p = inLoop[objLoop{s.Acc.Base, lp}]
		}
		if p == nil {
			if fn := frameOf(s.Acc); fn != nil && frames[fn] != nil {
				p = frames[fn]
				framed += s.Count
			}
		} else {
			borrowed += s.Count
		}
		if p == nil {
			unmodelled += s.Count
			res.Profile.Add(cache.Infinite, s.Count)
			continue
		}
		f := s.Count / p.count
		for _, d := range p.h.distances() {
			res.Profile.Add(d, p.h.at(d)*f)
		}
	}
	res.Notes = append(res.Notes, t.Notes...)
	if borrowed > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses off the most probable path take the distances of the path's accesses to the same object", borrowed))
	}
	if framed > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses off the most probable path, to local variables the path does not touch, take the distances of the path's accesses to their function's other locals", framed))
	}
	if unmodelled > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses off the most probable path, to objects the path does not touch, are counted as first touches", unmodelled))
	}
	if len(w.unknown) > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d access sites have addresses the trace cannot evaluate (data-dependent); each is treated as one fixed location", len(w.unknown)))
	}
	if w.shortened {
		res.Notes = append(res.Notes, "line periods of outer loops were shortened to bound the walk")
	}
	return res, nil
}

// objPool is the scaled distances of walked access sites and their total
// count, which the sites off the path borrow (see Static).
type objPool struct {
	h     distHist
	count float64
}

// poolOf returns m's pool for k, made on first use.
func poolOf[K comparable](m map[K]*objPool, k K) *objPool {
	p := m[k]
	if p == nil {
		p = &objPool{}
		m[k] = p
	}
	return p
}

// add pools a site of count accesses whose walked distances ds (in h) are
// scaled by scale.
func (p *objPool) add(count float64, h *distHist, ds []int64, scale float64) {
	p.count += count
	for _, d := range ds {
		p.h.add(d, h.at(d)*scale)
	}
}

// innermostLoops returns, for each access on t's path, the innermost loop it
// is walked in, and the path's loops per function.
func innermostLoops(t *statictrace.Trace) (map[*irreader.Access]*loops.Loop, map[*irreader.Func][]*loops.Loop) {
	site := map[*irreader.Access]*loops.Loop{}
	byFunc := map[*irreader.Func][]*loops.Loop{}
	var visit func(items []statictrace.Item, in *loops.Loop)
	visit = func(items []statictrace.Item, in *loops.Loop) {
		for _, it := range items {
			switch x := it.(type) {
			case *statictrace.Ref:
				// A top-tested loop's header accesses come again
				// after it, in the enclosing body: keep the deepest.
				if in != nil && (site[x.Acc] == nil || in.Depth > site[x.Acc].Depth) {
					site[x.Acc] = in
				}
			case *statictrace.Loop:
				if fl := byFunc[x.Frame.Func]; !slices.Contains(fl, x.Loop) {
					byFunc[x.Frame.Func] = append(fl, x.Loop)
				}
				visit(x.Body, x.Loop)
			case *statictrace.Call:
				visit(x.Body, nil)
			}
		}
	}
	visit(t.Body, nil)
	return site, byFunc
}

// enclosingLoop returns the innermost of the path's loops (of a's function)
// that holds a's block, nil if none does.
func enclosingLoop(a *irreader.Access, pathLoops map[*irreader.Func][]*loops.Loop) *loops.Loop {
	if a == nil || a.Inst == nil || a.Inst.Block == nil {
		return nil
	}
	var best *loops.Loop
	for _, lp := range pathLoops[a.Inst.Block.Func] {
		if lp.Contains(a.Inst.Block.Index) && (best == nil || lp.Depth > best.Depth) {
			best = lp
		}
	}
	return best
}

// frameOf returns the function whose stack frame holds a's object, nil
// unless it is a scalar local variable (a local array streams through
// lines of its own, not the frame's few).
func frameOf(a *irreader.Access) *irreader.Func {
	if a == nil || a.BaseKind != irreader.BaseAlloca || a.Index != "" || a.Inst == nil || a.Inst.Block == nil {
		return nil
	}
	return a.Inst.Block.Func
}

// fullTrip is the trip count up to which a loop is simulated iteration by
// iteration: short loops (a stencil's 3 points, a time loop of 7) are exact
// whatever their accesses, at a cost that does not grow with the input.
const fullTrip = 32

// countTol is the relative distance under which a block count is taken to be
// the integer it is next to (the balance solve leaves ~1e-10 of noise).
const countTol = 1e-7

// phantomKey identifies the line set a phantom group stands for, so that the
// same skipped lines touched again (a row of A in every instance of an inner
// loop) move one key instead of adding another. Each group (an object's
// cluster, see clusters) has its own key: covariance's column p is one key
// under every q, where one key per phantom (column p with column q) counted
// column p once per q block and put L2 set distances of 20-35 lines where
// the whole walk has under 16.
type phantomKey struct {
	loop   *loops.Loop
	la, lb int64 // the first and last line
	runs   int64
}

type walker struct {
	t    *statictrace.Trace
	opts StaticOptions
	eng  stack
	hist map[*irreader.Access]*distHist

	period      map[*loops.Loop]int
	lead        map[*loops.Loop]bool // loops whose first period is simulated exactly (leads)
	strat       map[*loops.Loop]bool // loops sampled in strata wherever they are (stratified)
	full        int                  // loops of at most this many iterations are simulated whole
	nest        int                  // loop instances being walked, enclosing the current point
	phantoms    map[phantomKey]uint64
	bodies      map[*statictrace.Loop]*body // phantoms' view of loop bodies (bodyOf)
	plans       map[planKey][]loopStep
	mayQuiet    map[*statictrace.Loop]bool // loops whose iterations can repeat the one before (quietClasses)
	quietAt     []int64                    // quietClasses' scratch
	quietStride []int64
	quietLoops  map[*statictrace.Loop][]*loops.Loop // lp and the loops within, per loop
	quietIVs    []ivValue
	unknown     map[*irreader.Access]uint64
	events      int
	shortened   bool
	covers      []cover     // the line ranges phantoms stand for, latest last
	ranges      []lineRange // covers[i]'s key and range, for quick scans
	phantomT0   int32       // the latest start of a loop instance that touched a phantom
	// checked[i] == checkGen marks phantom key phantomSpace+i as looked
	// at by the current supersede.
	checked  []uint32
	checkGen uint32
	lines    []int64 // supersede's scratch
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

	cores    *Cores // nil for a sequential walk
	inRegion int    // depth of parallel regions being walked
	rng      *rand.Rand
}

// cover is a contiguous range of keys la..lb (every unit-th when Line is 1)
// that a phantom key stands for: lines touched only in iterations lo..hi of
// a loop that the walk skipped. When a later access first touches one of
// them, its reuse is from the phantom's time (see phantomDistance).
type cover struct {
	key            uint64
	t0             int32 // engine time at the start of the phantom's loop instance
	la, lb, unit   int64
	base, lpStride int64 // the group's lowest address at iteration lo, bytes per iteration
	lo, hi         int64
	// A group of several runs (a column walk): runs of run bytes from
	// lowest plus every combination of the outer strides. The phantom's
	// loop is the outer dimension lpDim, or (lpDim < 0) its iterations
	// sweep each run lpStride bytes at a time (lpMerged), or neither can
	// be told (a longer stride was merged after it): then a line is taken
	// to be touched half way through the phantom.
	outer       []dim
	lowest, run int64
	lpDim       int
	lpMerged    bool
	// given holds, sorted, the lines a later overlapping phantom took off
	// this one's key (supersede), which must not come off twice.
	given []int64
	// checked is the lines of the last cover supersede took this one's
	// lines against in part (if hasChecked). Against the same lines again
	// it finds none to take: those it found then are given, and those
	// touched since the phantom's instance began still are. (A copy, not
	// the cover: a pointer kept made every phantom's cover escape to the
	// heap, a tenth of covariance L's garbage.)
	checked    coverLines
	hasChecked bool
}

// coverLines is what tells a cover's lines from another's: the same range,
// or the same runs.
type coverLines struct {
	la, lb, unit, lowest, run int64
	outer                     []dim
}

// lines returns c's lines.
func (c *cover) lines() coverLines {
	return coverLines{la: c.la, lb: c.lb, unit: c.unit, lowest: c.lowest, run: c.run, outer: c.outer}
}

// same reports whether x and y are the same lines.
func (x *coverLines) same(y *coverLines) bool {
	return x.la == y.la && x.lb == y.lb && x.unit == y.unit && x.lowest == y.lowest && x.run == y.run &&
		slices.EqualFunc(x.outer, y.outer, func(a, b dim) bool { return a.stride == b.stride && a.extent == b.extent })
}

// deadRange is the range of a cover whose key supersede forgot: it
// overlaps no line, so the scans pass over it. Neither scan's answer
// changes: the cover that held all its lines is later, so coverOf meets it
// first, and supersede would only forget the key again (a key touched since
// has a later cover, the only one supersede reads).
func deadRange(key uint64) lineRange {
	return lineRange{key: key, la: math.MaxInt64, lb: math.MinInt64}
}

// lineRange is a cover's key and the range of its lines, kept apart from
// the cover so that the scans of the latest covers (every first touch after
// a phantom, every phantom touch) read a few words per cover, not all.
type lineRange struct {
	key    uint64
	la, lb int64
}

// locate reports whether line l (of L bytes) overlaps one of c's runs and,
// if so, the fraction of the phantom's iterations that come after the last
// one touching it (0.5 when that cannot be told).
func (c *cover) locate(l, L int64) (bool, float64) {
	lo, hi := l*L, l*L+L-1 // the line's bytes
	n := c.hi - c.lo + 1
	after := func(iter int64) float64 {
		iter = min(max(iter, 0), n-1)
		return float64(n-1-iter) / float64(n)
	}
	var buf [8]int64
	idx := c.indexRoom(&buf) // the matching run's index per dimension
	ok, at := c.match(l, L, idx)
	switch {
	case !ok:
		return false, 0
	case c.lpDim >= 0:
		return true, after(idx[c.lpDim])
	case c.lpMerged && c.lpStride > 0:
		return true, after((min(hi, at+c.run-1) - at) / c.lpStride)
	case c.lpMerged && c.lpStride < 0:
		return true, after((at + c.run - 1 - max(lo, at)) / -c.lpStride)
	}
	return true, 0.5
}

// heldTo returns the last line from l on that c holds without a gap: the
// end of its range, or of the run that overlaps line l (every line from l
// to it overlaps that run); l-1 if c does not hold l.
func (c *cover) heldTo(l, L int64) int64 {
	if c.outer == nil {
		if l >= c.la && l <= c.lb {
			return c.lb
		}
		return l - 1
	}
	var buf [8]int64
	ok, at := c.match(l, L, c.indexRoom(&buf))
	if !ok {
		return l - 1
	}
	return max(l, floorDiv(at+c.run-1, L))
}

// indexRoom returns room for a run's index per outer dimension: buf, for
// nests up to 8 deep, without allocating.
func (c *cover) indexRoom(buf *[8]int64) []int64 {
	if len(c.outer) > len(buf) {
		return make([]int64, len(c.outer))
	}
	return buf[:len(c.outer)]
}

// match finds a run of the column walk c overlapping line l and returns its
// start (bytes), with its index per outer dimension in idx (len(c.outer)).
func (c *cover) match(l, L int64, idx []int64) (bool, int64) {
	lo, hi := l*L, l*L+L-1 // the line's bytes
	if len(c.outer) == 1 { // a plain column walk: no recursion
		return c.matchLast(0, c.lowest, lo, hi, idx)
	}
	var rec func(k int, start int64) (bool, int64)
	rec = func(k int, start int64) (bool, int64) {
		if k == len(c.outer)-1 {
			return c.matchLast(k, start, lo, hi, idx)
		}
		e := c.outer[k].extent
		if e > maxRunStarts {
			return false, 0
		}
		for i := int64(0); i < e; i++ {
			if ok, at := rec(k+1, start+i*c.outer[k].stride); ok {
				idx[k] = i
				return true, at
			}
		}
		return false, 0
	}
	if len(c.outer) == 0 {
		return false, 0
	}
	return rec(0, c.lowest)
}

// matchLast finds the run of the last outer dimension k, from start,
// that overlaps bytes lo..hi, and returns its start with its index in idx[k].
func (c *cover) matchLast(k int, start, lo, hi int64, idx []int64) (bool, int64) {
	d := c.outer[k]
	// Runs start at start + i*stride, i in [0, extent): find the last
	// start <= hi (stride > 0) or the first >= ... by symmetry.
	s, e := d.stride, d.extent
	if s < 0 {
		s, start = -s, d.first(start) // walk the same starts upward
	}
	if s == 0 {
		idx[k] = e - 1
		return start <= hi && start+c.run > lo, start
	}
	i := floorDiv(hi-start, s)
	i = min(i, e-1)
	if i < 0 || start+i*s+c.run <= lo {
		return false, 0
	}
	idx[k] = i
	if d.stride < 0 {
		idx[k] = e - 1 - i // the loop's order, not the address order
	}
	return true, start + i*s
}

// maxCoverScan bounds how many of the latest covers a first touch checks.
const maxCoverScan = 512

// coverOf returns the latest cover holding key k and the number of the
// cover's keys (in k's set, in set mode) that the skipped iterations touched
// after k: those past k in the direction the loop moves through the range.
func (w *walker) coverOf(k uint64) (cover, float64, bool) {
	if k >= phantomSpace {
		return cover{}, 0, false
	}
	l := int64(k)
	for i := len(w.covers) - 1; i >= max(len(w.covers)-maxCoverScan, 0); i-- {
		if r := w.ranges[i]; l < r.la || l > r.lb {
			continue
		}
		c := &w.covers[i]
		if c.outer != nil {
			if ok, frac := c.locate(l, w.opts.Line); ok {
				return *c, -frac, true // a fraction of the phantom's lines (phantomDistance)
			}
			continue
		}
		if c.unit > 1 && (l-c.la)%c.unit != 0 {
			continue
		}
		var past int64 // keys past k in the loop's direction
		switch {
		case c.lpStride > 0:
			past = c.lb - l
		case c.lpStride < 0:
			past = l - c.la
		default:
			return *c, 0, true // touched in every skipped iteration: last in the last
		}
		step := max(c.unit, 1)
		if w.opts.Sets > 1 {
			step *= w.opts.Sets
		}
		return *c, float64(past / step), true
	}
	return cover{}, 0, false
}

// Keys: line numbers are addresses / Line (< 2^58); phantom and unknown keys
// live above, in disjoint ranges.
const (
	phantomSpace = uint64(1) << 62
	unknownSpace = uint64(3) << 62
)

func (w *walker) key(a *statictrace.Activation, r *statictrace.Ref) uint64 {
	addr, ok := w.t.Addr(a, r)
	if !ok {
		k, seen := w.unknown[r.Acc]
		if !seen {
			k = unknownSpace + uint64(len(w.unknown))
			w.unknown[r.Acc] = k
		}
		return k
	}
	return addr / uint64(w.opts.Line)
}

func (w *walker) seq(items []statictrace.Item, a *statictrace.Activation, weight float64) {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			if w.cores != nil && w.cores.Core > 0 && w.inRegion == 0 {
				continue // the sequential part runs on core 0
			}
			w.ref(x, a, weight)
		case *statictrace.Loop:
			w.loop(x, a, weight)
		case *statictrace.Call:
			if w.cores != nil && w.cores.Regions[x] {
				w.region(x, a, weight)
				continue
			}
			w.seq(x.Body, w.t.Enter(a, x), weight)
		}
	}
}

// ref walks one access in activation a.
func (w *walker) ref(x *statictrace.Ref, a *statictrace.Activation, weight float64) {
	k := w.key(a, x)
	if w.logging {
		w.log.add(logEntry{w.eng.now(), k})
	}
	d, ok := w.fromPhantom(k)
	if !ok {
		d = w.eng.access(k, 1)
	}
	w.events++
	if weight > 0 {
		h := w.hist[x.Acc]
		if h == nil {
			h = &distHist{}
			w.hist[x.Acc] = h
		}
		h.add(int64(d), weight)
	}
}

// trip returns the iterations of this instance of lp: exact when the loop
// analysis gave a formula (triangular nests included), else the average.
// The block counts (from the probabilities) decide the average; the loop
// analysis' formula is used only when it varies with an enclosing counter, so
// that a probability script that changes a bound is obeyed.
func trip(lp *statictrace.Loop, a *statictrace.Activation) float64 {
	if lp.ValueTrip || lp.Loop.Trip != nil && dependsOnCounter(lp.Loop.Trip) {
		if n, ok := a.TripAt(lp.Loop); ok {
			return n
		}
	}
	return lp.Trip
}

// dependsOnCounter reports whether a trip-count polynomial uses the counter
// of an enclosing loop (a triangular nest).
func dependsOnCounter(p loops.Poly) bool {
	for _, s := range p.Syms() {
		if loops.IsCounterSym(s) {
			return true
		}
	}
	return false
}

func (w *walker) loop(lp *statictrace.Loop, a *statictrace.Activation, weight float64) {
	N, wt := instanceTrip(lp, a, weight)
	start, _ := a.Start(lp.Loop)
	if N == 0 {
		leave(lp, a, start, 0)
		return
	}
	if w.cores != nil && w.inRegion > 0 && w.cores.Work[lp.Loop] != nil {
		// A work-shared loop on one core: its share of the iterations.
		for _, r := range w.cores.Work[lp.Loop](N, w.cores.N)[w.cores.Core] {
			w.instance(lp, a, wt, start+r[0]*w.step(lp), r[1]-r[0]+1)
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
	after := start + N*iv.Step
	if _, phi := iv.Slot.(*ir.InstPhi); phi && !lp.Loop.TopTested {
		after -= iv.Step
	}
	a.SetIV(lp.Loop, after)
}

// instanceTrip returns the iterations this instance of lp walks, trip
// rounded (at least 1 when the trip is positive), and the weight of each:
// weight scaled by the trip over the rounded count.
func instanceTrip(lp *statictrace.Loop, a *statictrace.Activation, weight float64) (int64, float64) {
	n := trip(lp, a)
	N := int64(math.Round(n))
	if N == 0 && n > 0 {
		N = 1
	}
	if N == 0 {
		return 0, 0
	}
	return N, weight * n / float64(N)
}

func (w *walker) step(lp *statictrace.Loop) int64 {
	if lp.Loop.IV != nil {
		return lp.Loop.IV.Step
	}
	return 1
}

// A step of a loop instance's sampled walk: iteration i with weight wt (a
// factor of the instance's weight), or
// (phantom set) a phantom key for iterations lo..hi.
type loopStep struct {
	i       int64
	wt      float64
	phantom bool
	lo, hi  int64
}

// plan returns the sampled walk of a loop instance of N iterations (see
// Static's documentation), each step's weight a factor of the instance's
// weight. Plans depend on the loop, N and whether the loop is outermost in
// the walk only: they are made once and kept.
func (w *walker) plan(lp *statictrace.Loop, a *statictrace.Activation, start, N int64) []loopStep {
	pk := planKey{lp.Loop, N, w.nest == 0, 0}
	p := int64(max(w.period[lp.Loop], 1))
	if quietMerge && !w.opts.Paper && !w.whole(lp, N, p) {
		pk.quiet = w.quietClasses(lp, a, start, N, p)
	}
	if out, ok := w.plans[pk]; ok {
		return out
	}
	out := w.makePlan(lp, N)
	if pk.quiet != 0 {
		out = mergeQuiet(out, p, pk.quiet)
	}
	w.plans[pk] = out
	return out
}

// quietMerge is whether plans fold runs of quiet classes (mergeQuiet); the
// tests turn it off to hold the folded walks to the unfolded ones.
var quietMerge = true

// planKey identifies a plan: a loop, its iterations, whether it is
// outermost, and its quiet classes (quietClasses).
type planKey struct {
	loop  *loops.Loop
	n     int64
	outer bool
	quiet uint64
}

// quietClasses returns the classes (iteration numbers mod p, from the
// instance's start) whose iteration touches the same lines as the one
// before it, in the same order: no access of lp's body, at any iteration of
// the loops within it, moves to another line (bit c for class c; bit 0 for
// iteration p). An iteration repeating the one before sees the state that
// one leaves and does what it did, so its accesses reach their lines at
// the distances the one before met; a run of such iterations has one
// representative (mergeQuiet). symm's j loop, whose columns of B and C
// change line at two classes of eight (rows of 100 doubles start half way
// through a line every other row), walks 7 iterations instead of 11.
// 0 when no class can be told quiet: a body with a call (a phantom skips
// its accesses), inner loops whose trips vary with lp's counter, an access
// whose address is unknown, or not the same affine function of the counter
// at iterations 0..p and N-1 (A[i/5] stands still for five iterations),
// whose inner strides change with the counter (A[i*j]), or that moves a line
// or more per iteration or by a period that is not whole lines (the period
// p was shortened, or computed where an enclosing counter gave another
// stride).
func (w *walker) quietClasses(lp *statictrace.Loop, a *statictrace.Activation, start, N, p int64) uint64 {
	L := w.opts.Line
	if L <= 1 || p <= 1 || p > 64 || lp.Loop.IV == nil || w.cores != nil {
		return 0
	}
	may, seen := w.mayQuiet[lp]
	if !seen {
		may = !holdsCall(lp.Body) && !variesWith(lp.Body, lp)
		w.mayQuiet[lp] = may
	}
	if !may {
		return 0
	}
	b := w.bodyOf(lp)
	// addrsAt and innerDims set and clear the counters of lp and of the
	// loops within: put back what the walk had (an -O0 body may read an
	// inner counter before its loop sets it).
	loopsIn := w.quietLoops[lp]
	if loopsIn == nil {
		loopsIn = []*loops.Loop{lp.Loop}
		for _, path := range b.paths {
			for _, x := range path {
				if !slices.Contains(loopsIn, x.Loop) {
					loopsIn = append(loopsIn, x.Loop)
				}
			}
		}
		w.quietLoops[lp] = loopsIn
	}
	saved := w.quietIVs[:0]
	for _, l := range loopsIn {
		v, ok := a.IV(l)
		saved = append(saved, ivValue{v, ok})
	}
	w.quietIVs = saved
	defer func() {
		for i, l := range loopsIn {
			if saved[i].ok {
				a.SetIV(l, saved[i].v)
			} else {
				a.ClearIV(l)
			}
		}
	}()
	step := lp.Loop.IV.Step
	n := len(b.refs)
	at0 := w.addrsAt(lp, b, a, start, 0)
	first := append(w.quietAt[:0], at0.addr...)
	w.quietAt = first
	for r := 0; r < n; r++ {
		if !at0.ok[r] {
			return 0
		}
	}
	second := w.addrsAt(lp, b, a, start+step, 1)
	stride := slices.Grow(w.quietStride[:0], n)[:n]
	w.quietStride = stride
	for r := 0; r < n; r++ {
		if !second.ok[r] {
			return 0
		}
		s := second.addr[r] - first[r]
		if absInt(s) >= L || (p*s)%L != 0 {
			return 0
		}
		stride[r] = s
	}
	affineAt := func(i int64) bool {
		at := w.addrsAt(lp, b, a, start+i*step, 1)
		for r := 0; r < n; r++ {
			if !at.ok[r] || at.addr[r] != first[r]+i*stride[r] {
				return false
			}
		}
		return true
	}
	for i := int64(2); i <= p; i++ {
		if !affineAt(i) {
			return 0
		}
	}
	if N-1 > p && !affineAt(N-1) { // and the last iteration
		return 0
	}
	type moving struct{ off, stride, g int64 }
	var ms []moving
	for r := 0; r < n; r++ {
		// The offsets within a line the access takes over the loops
		// within lp: every multiple of their strides' gcd with L, the
		// same strides at the next iteration of lp.
		g := L
		if len(b.paths[r]) > 0 {
			dims := w.innerDims(lp, a, start, b.refs[r], b.paths[r])
			next := w.innerDims(lp, a, start+step, b.refs[r], b.paths[r])
			if len(dims) != len(b.paths[r]) || len(next) != len(dims) {
				return 0
			}
			for k, d := range dims {
				if next[k].stride != d.stride {
					return 0
				}
				g = gcd(g, absInt(d.stride)%L)
			}
		}
		if stride[r] != 0 {
			ms = append(ms, moving{off: ((first[r] % L) + L) % L, stride: stride[r], g: g})
		}
	}
	var mask uint64
	for c := int64(1); c <= p; c++ {
		quiet := true
		for _, m := range ms {
			for o := m.off % m.g; o < L && quiet; o += m.g {
				if floorDiv(o+c*m.stride, L) != floorDiv(o+(c-1)*m.stride, L) {
					quiet = false
				}
			}
			if !quiet {
				break
			}
		}
		if quiet {
			mask |= 1 << uint(c%p)
		}
	}
	return mask
}

// ivValue is a loop counter's value in an activation, if set.
type ivValue struct {
	v  int64
	ok bool
}

// mergeQuiet folds into one representative each run of plan steps at
// consecutive iterations of quiet classes (quietClasses) after the first of
// the run: each repeats the one before, whose state it would leave as it
// found it, so the first's distances stand for them all, at their weight.
func mergeQuiet(out []loopStep, p int64, mask uint64) []loopStep {
	quiet := func(i int64) bool { return i > 0 && mask&(1<<uint(i%p)) != 0 }
	res := out[:0]
	target, last := -1, int64(0)
	for _, st := range out {
		if !st.phantom && st.wt > 0 && target >= 0 && st.i == last+1 && quiet(st.i) {
			res[target].wt += st.wt
			last = st.i
			continue
		}
		// A run starts at a quiet representative walked just after the
		// iteration before it (not after a phantom's skipped ones).
		after := len(res) > 0 && !res[len(res)-1].phantom && res[len(res)-1].i == st.i-1
		res = append(res, st)
		target = -1
		if !st.phantom && st.wt > 0 && quiet(st.i) && after {
			target, last = len(res)-1, st.i
		}
	}
	return res
}

func (w *walker) makePlan(lp *statictrace.Loop, N int64) []loopStep {
	var out []loopStep
	iter := func(i int64, x float64) { out = append(out, loopStep{i: i, wt: x}) }
	if w.opts.Paper {
		iter(0, 1)
		if N > 1 {
			iter(1, float64(N-1))
		}
		return out
	}
	p := int64(max(w.period[lp.Loop], 1))
	if w.whole(lp, N, p) {
		for i := int64(0); i < N; i++ {
			iter(i, 1)
		}
		return out
	}
	if !w.logging && w.opts.Line > 1 {
		// The first sampled loop: plans are made as an instance starts,
		// so its phantoms and every later one ask from then on.
		w.logging, w.logFrom = true, w.eng.now()
	}
	m := N - 1 // class representatives stand for iterations 1..m
	iter(0, 1)
	first := int64(1) // the first iteration the representatives stand for
	if w.lead[lp.Loop] && N > 3*p+3 {
		for ; first <= p; first++ {
			iter(first, 1)
		}
	}
	// Iterations 1..m are cut into k strata; each stratum simulates one
	// period (a representative of each class mod p, weighted by the class's
	// members in the stratum) and a phantom key stands for the lines its
	// other iterations touch that the simulated ones do not.
	// A stratum after the first starts with a warm-up iteration (weight 0)
	// so that its representatives see the state their predecessors leave;
	// the last iteration is the warm-up of the end: the loop leaves the
	// lines of its last iteration the most recent, as it does when run.
	// (Simulating the last p iterations exactly as well, as this walk did
	// until it was measured, cost 45 % of an inner loop's accesses and
	// moved no suite case's hit rate closer to measurement: the suite's
	// mean L1 error was 0.072 points with them, 0.055 without; see
	// BENCHMARKS.md.)
	// (Spreading a representative's weight evenly from its distance to the
	// one the stratum's last iteration reaches, for the accesses that move
	// by whole lines, was tried for adi's sweeps down and up a column, where
	// the representatives at one end hit and most rows miss: adi M at
	// 8 KiB went from +1.56 to -0.86 points at -O0 and from +5.17 to -1.60
	// at -O2. But the last iteration's distance counts lines that two
	// phantoms share twice (17-22 lines in a set where the whole walk has
	// 5-6), which put adi M at 32 KiB at -1.93 points and the -O0 mean L1
	// error at 0.088 against 0.054: not kept.)
	k := w.strataOf(lp, m, p, w.nest == 0)
	if w.rotates(lp, m-first+1, p, k) {
		return w.rotatedPlan(out, first, m, p, k)
	}
	for j := int64(0); j < k; j++ {
		s0, s1 := first+j*(m-first+1)/k, first-1+(j+1)*(m-first+1)/k // stratum j: iterations s0..s1
		for i := s0; i < s0+p && i <= s1; i++ {
			iter(i, float64((s1-i)/p+1))
		}
		out = append(out, loopStep{phantom: true, lo: s0 + p, hi: s1 - 1})
		iter(s1, 0) // the warm-up of the next stratum, or of the end
	}
	return out
}

// instance walks one instance of lp: N iterations from counter value start.
func (w *walker) instance(lp *statictrace.Loop, a *statictrace.Activation, wt float64, start, N int64) {
	step := w.step(lp)
	defer leave(lp, a, start, N)
	t0 := w.eng.now()
	steps := w.plan(lp, a, start, N)
	w.nest++
	defer func() { w.nest-- }()
	for _, st := range steps {
		if st.phantom {
			w.phantom(lp, a, start, step, st.lo, st.hi, t0)
			continue
		}
		a.SetIV(lp.Loop, start+st.i*step)
		w.seq(lp.Body, a, wt*st.wt)
	}
}

// rotates reports whether the k strata of lp's n represented iterations at
// period p share the period's classes out among themselves (rotatedPlan)
// instead of each simulating a whole period: there is more than one
// stratum and more than one class, each stratum holds its share with room
// to spare, and lp's body makes no call. (A phantom skips the accesses of
// calls, see body: irr_call's row loops, whose rows are read by a callee,
// left so few rows in their phantoms that with a quarter of the
// representatives each row met its own lines of the loop before at a set
// distance of 4-5 where the whole walk has 24: L1 +4.98 points at -O2.)
// With fewer classes than strata (p = 2, four strata: rows of an odd
// number of half lines, gemm L's i loop) the strata take the classes in
// turn, k/p to a class: gemm L walks 27 k accesses instead of 39 k, and
// no suite case's hit rate moved by more than 0.01 points but strided M
// at -O2, whose L2 error went from -4.67 to -1.73 points.
func (w *walker) rotates(lp *statictrace.Loop, n, p, k int64) bool {
	return k > 1 && p > 1 && n >= k*(p+max(p/k, 1)+2) && !holdsCall(lp.Body)
}

// rotatedPlan appends to out the strata of iterations first..m when they
// share out the period's p classes: stratum j simulates the p/k classes
// from j*p/k on (with fewer classes than strata, class j mod p), each
// iteration standing for every member of its class in first..m (or its
// share of them, when k/p strata take the class), after a warm-up
// iteration (weight 0) at the one before; a phantom key stands for the rest
// of the stratum, and the last iteration is the warm-up of the end. The
// strata still sample the loop's sweep from start to end (where its lines
// fall among the cache sets changes along it), at one period's
// representatives in all instead of one per stratum: symm L's walk
// simulates 76 k accesses instead of 200 k, covariance L's 26 k instead of
// 76 k, and the -O0 suite's errors stay within issue 5's bounds
// (BENCHMARKS.md, ACCURACY.md).
func (w *walker) rotatedPlan(out []loopStep, first, m, p, k int64) []loopStep {
	q, n := p/k, m-first+1
	share := 1.0 // the strata that share a class
	if q == 0 {
		q, share = 1, float64(k/p)
	}
	start := func(j int64) int64 { // stratum j's first iteration of class j*q
		s0 := first + j*n/k
		return s0 + ((j*q%p-(s0-first))%p+p)%p
	}
	for j := int64(0); j < k; j++ {
		i0 := start(j)
		if j > 0 {
			out = append(out, loopStep{i: i0 - 1})
		}
		for i := i0; i < i0+q; i++ {
			out = append(out, loopStep{i: i, wt: float64((m-first-(i-first)%p)/p+1) / share})
		}
		hi := m - 1
		if j+1 < k {
			hi = start(j+1) - 2
		}
		out = append(out, loopStep{phantom: true, lo: i0 + q, hi: hi})
	}
	return append(out, loopStep{i: m})
}

// holdsCall reports whether items (inner loops included) make a call.
func holdsCall(items []statictrace.Item) bool {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Loop:
			if holdsCall(x.Body) {
				return true
			}
		case *statictrace.Call:
			return true
		}
	}
	return false
}

// strata is the number of strata a loop is sampled in when one period at its
// start does not stand for all its iterations:
//   - its body holds a triangular nest (an inner trip count that varies with
//     an enclosing counter): later iterations run inner loops 4 times shorter
//     or longer, or meet other sets (see stratified);
//   - it is outermost in the walk (no enclosing loop): it sweeps its arrays
//     once, and where each part of them falls among the cache sets, and
//     whether a set is one line fuller than another, changes along the sweep
//     (strided.c's second loop meets sets its first left full only near the
//     end: 8 KiB + 128 KiB L2 error 1.25 points with one stratum, 0.2 with 4).
const strata = 4

// innerStrata is the number of strata of a stratified loop that is not
// outermost (lu's i loop, cholesky's j loop). Two halve those nests' walks
// against four and measured as close or closer on the suite (lu L at
// 8 KiB + 128 KiB: L1 -0.73 points with four, -0.59 with two); one lets
// the L2 error of triangular nests reach 0.4 points.
const innerStrata = 2

// strataOf returns the strata of lp's represented iterations 1..m at period
// p (outer: lp has no enclosing loop in the walk): strata when lp is outer,
// innerStrata when it is stratified, provided every stratum holds more than
// a period, else 1. (Stratifying inner loops too was tried: it cost
// covariance 6-10 points at 32 KiB, as did stratifying the triangular loop
// itself.)
func (w *walker) strataOf(lp *statictrace.Loop, m, p int64, outer bool) int64 {
	k := int64(1)
	switch {
	case outer:
		k = strata
	case w.strat[lp.Loop]:
		k = innerStrata
	}
	if m < k*(p+1) {
		return 1
	}
	return k
}

// stratified reports whether lp is sampled in strata even when it is not
// outermost: it holds a triangular nest, and either the trip count that
// varies is lp's own counter's (cholesky's j loop: k < j), or the trips vary
// with an enclosing counter and lp's body moves by a line or more per
// iteration (lu's i loop over rows, whose later iterations meet the fixed
// row's lines in other sets). Where the trips are constant within lp and
// its accesses stay within lines (symm's j loop), a period at the start
// stands for all: strata there doubled symm's walk at size L and put its
// L2 error at -0.32 points against -0.01 without.
func (w *walker) stratified(lp *statictrace.Loop, a *statictrace.Activation) bool {
	if !w.holdsTriangular(lp.Body) || lp.Loop.IV == nil {
		return false
	}
	if variesWith(lp.Body, lp) {
		return true
	}
	for _, s := range w.strides(lp, a) {
		if absInt(s) >= w.opts.Line {
			return true
		}
	}
	return false
}

// variesWith reports whether a loop among items (nested included) has a
// trip count that varies with the counter of lp.
func variesWith(items []statictrace.Item, lp *statictrace.Loop) bool {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Loop:
			if x.TripVariesWith(lp) || variesWith(x.Body, lp) {
				return true
			}
		case *statictrace.Call:
			if variesWith(x.Body, lp) {
				return true
			}
		}
	}
	return false
}

func (w *walker) holdsTriangular(items []statictrace.Item) bool {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Loop:
			if x.ValueTrip || (x.Loop.Trip != nil && dependsOnCounter(x.Loop.Trip)) || w.holdsTriangular(x.Body) {
				return true
			}
		case *statictrace.Call:
			if w.holdsTriangular(x.Body) {
				return true
			}
		}
	}
	return false
}

// fullTimeTrip is the trip count up to which a loop whose accesses do not
// move with its counter (line period 1) and whose body holds a loop (a
// stencil's time loop) is walked whole: every iteration after the first
// touches the lines the first did, so its strata stand for the rest, where
// walking 20 time steps at jacobi1d L against 10 at S doubled the walk with
// the input. No suite case's hit rate moved by more than 0.04 points.
const fullTimeTrip = 8

// whole reports whether an instance of lp of n iterations at line period p
// is simulated iteration by iteration rather than sampled (iteration 0, p
// representatives and the last iteration: p+2, with 2p+3 keeping a period
// between the representatives and the end): up to w.full iterations, or
// fullTimeTrip for a time loop unless the options set w.full.
func (w *walker) whole(lp *statictrace.Loop, n, p int64) bool {
	full := int64(w.full)
	if p == 1 && w.opts.FullTrip == 0 && holdsLoop(lp.Body) {
		full = min(full, fullTimeTrip)
	}
	return n <= max(2*p+3, full)
}

// holdsLoop reports whether items hold a loop (in a callee included).
func holdsLoop(items []statictrace.Item) bool {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Loop:
			return true
		case *statictrace.Call:
			if holdsLoop(x.Body) {
				return true
			}
		}
	}
	return false
}

// planPeriods sets the line period of every loop: the number of iterations
// after which every access of its body is at the same offset within a line
// again (Line / gcd(stride mod Line, Line), a power of two), then shortens the
// periods of outer loops until the estimated walk fits MaxEvents.
func (w *walker) planPeriods(items []statictrace.Item, a *statictrace.Activation) {
	var visit func(items []statictrace.Item, a *statictrace.Activation)
	visit = func(items []statictrace.Item, a *statictrace.Activation) {
		for _, it := range items {
			switch x := it.(type) {
			case *statictrace.Loop:
				if _, done := w.period[x.Loop]; done {
					continue
				}
				w.period[x.Loop] = w.loopPeriod(x, a)
				w.strat[x.Loop] = w.stratified(x, a)
				if w.leads(x, a) {
					w.lead[x.Loop] = true
				}
				start, _ := a.Start(x.Loop)
				a.SetIV(x.Loop, start)
				visit(x.Body, a)
				a.ClearIV(x.Loop)
			case *statictrace.Call:
				visit(x.Body, w.t.Enter(a, x))
			}
		}
	}
	visit(items, a)
	for w.full > 0 && w.estimate(items, a, true) > float64(w.opts.MaxEvents) {
		w.full /= 2
	}
	for w.estimate(items, a, true) > float64(w.opts.MaxEvents) {
		// Halve the largest period, outermost first.
		var best *loops.Loop
		for _, l := range sortedLoops(w.period) {
			if best == nil || w.period[l] > w.period[best] {
				best = l
			}
		}
		if best == nil || w.period[best] <= 1 {
			break
		}
		w.period[best] /= 2
		w.shortened = true
	}
}

func sortedLoops(m map[*loops.Loop]int) []*loops.Loop {
	out := make([]*loops.Loop, 0, len(m))
	for l := range m {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Depth != out[j].Depth {
			return out[i].Depth < out[j].Depth
		}
		return out[i].Header < out[j].Header
	})
	return out
}

// estimate returns the number of accesses the walk will simulate
// (outer: items are outside every loop).
func (w *walker) estimate(items []statictrace.Item, a *statictrace.Activation, outer bool) float64 {
	total := 0.0
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			total++
		case *statictrace.Loop:
			p := int64(max(w.period[x.Loop], 1))
			n := int64(math.Round(x.Trip))
			sims := float64(n)
			if !w.whole(x, n, p) {
				// Iteration 0, the lead period if any, then k strata
				// of a period and a warm-up each (the last one's is the
				// end's), or, rotated, max(p, k) representatives and k
				// warm-ups in all.
				k := w.strataOf(x, n-1, p, outer)
				reps, lead := n-1, int64(0) // iterations the representatives stand for
				if w.lead[x.Loop] && n > 3*p+3 {
					reps, lead = n-1-p, p
				}
				sims = float64(1 + lead + k*(p+1))
				if w.rotates(x, reps, p, k) {
					sims = float64(1 + lead + max(p, k) + k)
				}
			}
			total += sims * w.estimate(x.Body, a, false)
		case *statictrace.Call:
			total += w.estimate(x.Body, a, outer)
		}
	}
	return total
}

// leads reports whether lp's first period is simulated exactly before its
// representatives: an object of its body is accessed both at a fixed
// address and at one that moves with lp's counter (covariance's Data[i][p]
// and Data[i][q] in the q loop from p). The moving access meets the fixed
// one's line only in the first iterations, which one representative per
// class would stand for all the class (sampled L1 hit rate 85.9 % against
// 83.3 % for the whole walk at 8 KiB). An access moving a line or more per
// iteration leads only if it reaches the fixed one's line within the first
// period (A[i][0] with A[3][0] over rows of two lines): symm's i loop, whose
// second k loop reads B from row i+1 (800 bytes on per i) and the first
// from row 0, walked eight lead iterations of i for nothing (symm L 38 k
// accesses instead of 32 k; the -O0 suite's mean L1 error 0.052 points with
// them, 0.050 without).
func (w *walker) leads(lp *statictrace.Loop, a *statictrace.Activation) bool {
	L := w.opts.Line
	if L == 1 || lp.Loop.IV == nil {
		return false
	}
	b := w.bodyOf(lp)
	start, _ := a.Start(lp.Loop)
	first := w.addrsAt(lp, b, a, start, 0)
	next := w.addrsAt(lp, b, a, start+lp.Loop.IV.Step, 1)
	p := int64(max(w.period[lp.Loop], 1))
	fixed, moving := make([]bool, len(b.byObj)), make([]bool, len(b.byObj))
	var far []int // accesses moving a line or more per iteration
	for _, r := range first.order {
		if !next.ok[r] {
			continue
		}
		o := b.obj[r]
		switch d := absInt(next.addr[r] - first.addr[r]); {
		case d == 0:
			fixed[o] = true
		case d < L:
			moving[o] = true
		default:
			far = append(far, r)
		}
		if fixed[o] && moving[o] {
			return true
		}
	}
	// A far mover leads only if it reaches a fixed access's line within
	// the first period (A[i][0] with A[3][0], rows of two lines).
	for _, m := range far {
		d := next.addr[m] - first.addr[m]
		for _, f := range first.order {
			if f == m || b.obj[f] != b.obj[m] || !next.ok[f] || next.addr[f] != first.addr[f] {
				continue
			}
			for i := int64(1); i <= p; i++ {
				if floorDiv(first.addr[m]+i*d, L) == floorDiv(first.addr[f], L) {
					return true
				}
			}
		}
	}
	return false
}

// loopPeriod returns the line period of lp's counter over the accesses of its body.
func (w *walker) loopPeriod(lp *statictrace.Loop, a *statictrace.Activation) int {
	L := w.opts.Line
	if L == 1 || lp.Loop.IV == nil {
		return 1
	}
	p := int64(1)
	for _, s := range w.strides(lp, a) {
		s = absInt(s) % L
		if s == 0 {
			continue
		}
		p = max(p, L/gcd(s, L))
	}
	return int(p)
}

// strides returns the byte stride per iteration of lp of every access in its
// body (inner loops at their first iteration).
func (w *walker) strides(lp *statictrace.Loop, a *statictrace.Activation) []int64 {
	var out []int64
	b := w.bodyOf(lp)
	start, _ := a.Start(lp.Loop)
	first := w.addrsAt(lp, b, a, start, 0)
	next := w.addrsAt(lp, b, a, start+lp.Loop.IV.Step, 1)
	for _, r := range first.order {
		if next.ok[r] {
			out = append(out, next.addr[r]-first.addr[r])
		}
	}
	return out
}

// phantomGroup is the accesses of one object and cluster in a phantom.
type phantomGroup struct {
	obj, cluster     int
	minAddr, maxAddr int64
	size             int64
	dims             []dim
	lpStride         int64 // bytes per iteration of lp
}

// phantom touches, for each group of accesses (object and cluster), the key
// standing for the lines that iterations lo..hi of lp touch and that no
// simulated iteration of this instance (started at engine time t0) touched.
func (w *walker) phantom(lp *statictrace.Loop, a *statictrace.Activation, start, step, lo, hi int64, t0 int32) {
	if hi < lo {
		return
	}
	L := w.opts.Line
	count := hi - lo + 1
	b := w.bodyOf(lp)
	first := w.addrsAt(lp, b, a, start+lo*step, 0)
	second := w.addrsAt(lp, b, a, start+(lo+1)*step, 1)
	// Group the accesses by object (the base value and the frame) and
	// cluster, in the order of their first access.
	groups := w.groups[:0]
	defer func() { w.groups = groups[:0] }()
	cluster := w.clusters(b, first, second, count)
	for _, r := range first.order {
		addr := first.addr[r]
		gi := slices.IndexFunc(groups, func(g phantomGroup) bool { return g.obj == b.obj[r] && g.cluster == cluster[r] })
		if gi < 0 {
			g := phantomGroup{obj: b.obj[r], cluster: cluster[r], minAddr: addr, maxAddr: addr, size: b.refs[r].Acc.Size}
			g.dims = w.innerDims(lp, a, start+lo*step, b.refs[r], b.paths[r])
			if second.ok[r] {
				s2 := second.addr[r]
				g.dims = append(g.dims, dim{stride: s2 - addr, extent: count, lp: true})
				g.lpStride = s2 - addr
			}
			groups = append(groups, g)
			gi = len(groups) - 1
		}
		g := &groups[gi]
		g.minAddr = min(g.minAddr, addr)
		g.maxAddr = max(g.maxAddr, addr)
		g.size = max(g.size, b.refs[r].Acc.Size)
	}
	for gi := range groups {
		g := &groups[gi]
		var spread *setSpread // the group's lines per cache set, in set mode
		if w.opts.Sets > 1 {
			if w.spread == nil {
				w.spread = newSetSpread(w.opts.Sets)
			}
			spread = w.spread.reset() // one group at a time
		}
		run := g.maxAddr - g.minAddr + g.size
		runs := int64(1)
		slices.SortStableFunc(g.dims, func(x, y dim) int { return cmp.Compare(absInt(x.stride), absInt(y.stride)) })
		lowest := g.minAddr
		var outer []dim // the dimensions that repeat the run
		lpDim, lpMerged := -1, false
		for _, d := range g.dims {
			s := absInt(d.stride)
			if s == 0 || d.extent <= 1 {
				continue
			}
			// A stride of at most the run, or (lines) at most a line,
			// leaves no line between two steps untouched: one longer run.
			if (s <= run || (L > 1 && s <= L)) && runs == 1 {
				run += (d.extent - 1) * s
				if d.stride < 0 {
					lowest -= (d.extent - 1) * s
				}
				lpMerged = d.lp // a longer stride merged after lp's hides its order
			} else {
				if d.lp {
					lpDim = len(outer)
				}
				runs *= d.extent
				outer = append(outer, d)
			}
		}
		la := floorDiv(lowest, L)
		lb := floorDiv(lowest+run-1, L)
		lines := float64(lb - la + 1)
		span := lb - la + 1 // lines of one run (keys when L == 1)
		unit := int64(1)
		if L == 1 {
			// Per-address keys: the run holds one key per element start.
			unit = g.size
			for _, d := range g.dims {
				if s := absInt(d.stride); s > 0 && s < unit {
					unit = s
				}
			}
			lb = lowest + run - g.size
			lines = float64((lb-la)/unit + 1)
		}
		if runs == 1 {
			step := int64(1)
			if L == 1 {
				step = unit
			}
			spread.addRange(la, span)
			lines -= w.touchedSince(la, lb, step, t0, spread)
		} else {
			spread.addRuns(outer, lowest, run, L)
		}
		total := math.Max(lines, 0) * float64(runs)
		if runs > 1 && L > 1 {
			total = math.Max(total-w.touchedSinceRuns(outer, lowest, run, t0, spread), 0)
		}
		var cv cover   // on the stack: touchPhantom keeps a copy
		var cov *cover // nil: no cover
		if runs == 1 {
			cv = cover{la: la, lb: lb, unit: unit, base: g.minAddr, lpStride: g.lpStride, lo: lo, hi: hi}
			cov = &cv
		} else if L > 1 {
			span := run
			for _, d := range outer {
				span += (d.extent - 1) * absInt(d.stride)
			}
			cv = cover{outer: outer, lowest: lowest, run: run, la: floorDiv(lowest, L), lb: floorDiv(lowest+span-1, L),
				lpStride: g.lpStride, lo: lo, hi: hi, lpDim: lpDim, lpMerged: lpMerged}
			cov = &cv
		}
		w.touchPhantom(phantomKey{loop: lp.Loop, la: la, lb: lb, runs: runs}, total, spread, cov, t0)
	}
}

// touchPhantom touches the phantom key pk standing for total lines (spread
// over the cache sets in set mode) and records its cover (nil: none).
func (w *walker) touchPhantom(pk phantomKey, total float64, spread *setSpread, cov *cover, t0 int32) {
	if total <= 0 {
		return
	}
	key, ok := w.phantoms[pk]
	if !ok {
		key = phantomSpace + uint64(len(w.phantoms))
		w.phantoms[pk] = key
	}
	w.phantomT0 = max(w.phantomT0, t0)
	if cov != nil {
		w.supersede(key, cov)
		cov.key, cov.t0 = key, t0
		if len(w.covers) >= 2*maxCoverScan { // only the latest maxCoverScan are read
			w.covers = w.covers[:copy(w.covers, w.covers[len(w.covers)-maxCoverScan:])]
			w.ranges = w.ranges[:copy(w.ranges, w.ranges[len(w.ranges)-maxCoverScan:])]
		}
		if w.covers == nil {
			if w.scr == nil { // a walker of its own (tests)
				w.scr = new(scratch)
			}
			w.covers = w.scr.covers.take(2 * maxCoverScan)[:0]
			w.ranges = w.scr.ranges.take(2 * maxCoverScan)[:0]
		}
		w.covers = append(w.covers, *cov)
		w.ranges = append(w.ranges, lineRange{cov.key, cov.la, cov.lb})
	}
	w.eng.touchPhantom(key, total, spread)
}

// maxOverlapLines bounds the lines of older phantom groups that overlap
// the one being touched in part that supersede checks, per touch: enough
// for a column of a few hundred rows (adi's sweeps), where more cost the
// triangular nests at size L up to 5 times their walk.
const maxOverlapLines = 256

// maxSupersedeLines bounds the lines of an older phantom group that
// supersede checks one by one.
const maxSupersedeLines = 1024

// supersede takes the weight off every older phantom key (other than key)
// whose latest cover lies within cov, the cover of a phantom being touched:
// the new phantom touches those lines again, and a line must not weigh in
// two keys at once (symm's k-loop phantoms of a column block of B, then the
// phantom of the skipped j iterations covering those columns: L2 error at
// size L -0.69 points without, -0.32 with).
func (w *walker) supersede(key uint64, cov *cover) {
	L := w.opts.Line
	if L == 1 {
		return
	}
	if n := len(w.phantoms); len(w.checked) < n {
		w.checked = append(w.checked, make([]uint32, n-len(w.checked))...)
	}
	w.checkGen++
	covLines := cov.lines()
	lines := w.lines
	budget := int64(maxOverlapLines) // lines the partial overlaps may check
	for i := len(w.covers) - 1; i >= max(len(w.covers)-maxCoverScan, 0); i-- {
		ci := w.ranges[i].key - phantomSpace
		if w.ranges[i].key == key || w.checked[ci] == w.checkGen {
			continue
		}
		w.checked[ci] = w.checkGen // its latest cover only
		if r := w.ranges[i]; r.lb < cov.la || r.la > cov.lb {
			continue
		}
		c := &w.covers[i]
		if c.la >= cov.la && c.lb <= cov.lb && c.within(cov, L, maxSupersedeLines) {
			w.eng.forget(c.key)
			w.ranges[i] = deadRange(c.key)
			continue
		}
		// Overlapping in part (adi's forward sweep down a column, then the
		// back substitution up most of it): the lines both hold are the
		// new phantom's now, and come off the older key, line by line in
		// their sets. Counting them in both doubled the set distances of
		// the next column's accesses (adi M at -O2, 32 KiB: 91.7 % L1
		// against 98.1 % measured). A line seen since the older phantom's
		// instance began is not among its weight (the instance simulated
		// it, or a first touch took it off), nor is one an earlier
		// phantom took.
		if budget <= 0 || !c.touches(cov, L) {
			continue
		}
		if c.hasChecked && c.checked.same(&covLines) {
			// symm's k-loop phantoms under each column of a block of
			// B: the same lines as at the column before, against the
			// same older cover, which took 88 % of the partial checks.
			if c.maxLines(L) <= budget {
				budget -= c.lineCharge(L)
			}
			continue
		}
		lines = lines[:0]
		if !c.forLines(L, budget, func(l int64) {
			if cov.heldTo(l, L) < l {
				return
			}
			if t, ok := w.eng.lastTime(uint64(l)); ok && t >= c.t0 {
				return
			}
			if _, found := slices.BinarySearch(c.given, l); !found {
				lines = append(lines, l)
			}
		}) {
			continue
		}
		budget -= c.lineCharge(L)
		c.checked, c.hasChecked = covLines, true
		slices.Sort(lines)
		lines = slices.Compact(lines)
		for _, l := range lines {
			w.eng.lower(c.key, uint64(l))
		}
		if len(lines) > 0 {
			c.given = append(c.given, lines...)
			slices.Sort(c.given)
		}
	}
	w.lines = lines
}

// within reports whether cov holds every line of c (false when c may have
// more than limit lines).
func (c *cover) within(cov *cover, L, limit int64) bool {
	if c.maxLines(L) > limit {
		return false
	}
	span := func(la, lb int64) bool {
		for l := la; l <= lb; {
			e := cov.heldTo(l, L)
			if e < l {
				return false
			}
			l = e + 1
		}
		return true
	}
	if c.outer == nil {
		return span(c.la, c.lb)
	}
	if p, ok := c.periodIn(cov, L); ok {
		// One period of c's runs stands for all (see periodIn).
		d := c.outer[0]
		start, s := d.first(c.lowest), absInt(d.stride)
		for i := int64(0); i < p; i++ {
			a := start + i*s
			if !span(floorDiv(a, L), floorDiv(a+c.run-1, L)) {
				return false
			}
		}
		return true
	}
	return forRuns(c.outer, c.lowest, func(start int64) bool {
		return span(floorDiv(start, L), floorDiv(start+c.run-1, L))
	})
}

// periodIn reports whether cov holds c's runs can be told from
// the first p of them, and p: both are column walks of one dimension with
// the same stride s, and every line of c falls between cov's first and last
// run (no run index clamped in cov.heldTo). Moving a run of c by P runs,
// where P*s = Q*L is the line period of s, moves its lines by Q, and cov's
// run that holds them by P as well, so whether it is held repeats with
// period P. (A column of B against the next column, in symm's j loop: a
// hundred runs checked in eight.)
func (c *cover) periodIn(cov *cover, L int64) (int64, bool) {
	if len(c.outer) != 1 || len(cov.outer) != 1 || c.outer[0].stride != cov.outer[0].stride {
		return 0, false
	}
	s, e := absInt(c.outer[0].stride), c.outer[0].extent
	if s == 0 {
		return 0, false
	}
	p := L / gcd(s%L, L) // gcd(0, L) = L: one run stands for all
	if p >= e {
		return 0, false
	}
	// cov's runs in address order start at b + j*s, j in [0, ce).
	b, ce := cov.outer[0].first(cov.lowest), cov.outer[0].extent
	// c's lowest and highest lines, and the run of cov heldTo picks for
	// each (the last starting at or before the line's last byte).
	lowest := c.outer[0].first(c.lowest)
	first, last := floorDiv(lowest, L), floorDiv(lowest+(e-1)*s+c.run-1, L)
	jFirst := floorDiv(first*L+L-1-b, s)
	jLast := floorDiv(last*L+L-1-b, s)
	if jFirst < 0 || jLast > ce-1 {
		return 0, false
	}
	return p, true
}

// forLines calls f on every line of c, in no particular order (a line two
// runs share, once per run), and reports false, calling f on none, when c has more
// than limit lines.
func (c *cover) forLines(L, limit int64, f func(l int64)) bool {
	if c.maxLines(L) > limit {
		return false
	}
	if c.outer == nil {
		for l := c.la; l <= c.lb; l += max(c.unit, 1) {
			f(l)
		}
		return true
	}
	forRuns(c.outer, c.lowest, func(start int64) bool {
		for l := floorDiv(start, L); l <= floorDiv(start+c.run-1, L); l++ {
			f(l)
		}
		return true
	})
	return true
}

// maxLines bounds the lines of c: those of its range, or of its runs (one
// more per run than its bytes fill, for a run that starts within a line).
func (c *cover) maxLines(L int64) int64 {
	if c.outer == nil {
		return c.lb - c.la + 1
	}
	return runCount(c.outer) * ((c.run+L-1)/L + 1)
}

// lineCharge is what checking c's lines costs supersede's budget: its
// range, or its runs' bytes in whole lines.
func (c *cover) lineCharge(L int64) int64 {
	if c.outer == nil {
		return c.lb - c.la + 1
	}
	return runCount(c.outer) * ((c.run + L - 1) / L)
}

// touches is a quick test for supersede: whether cov holds the first or the
// last line of c's range, or c the first or the last of cov's.
func (c *cover) touches(cov *cover, L int64) bool {
	held := func(x *cover, l int64) bool { return x.heldTo(l, L) >= l }
	return held(cov, c.la) || held(cov, c.lb) || held(c, cov.la) || held(c, cov.lb)
}

// objKey is the object an access reaches: its base value and its frame.
type objKey struct {
	base  any
	frame *statictrace.Frame
}

func objOf(r *statictrace.Ref) objKey { return objKey{r.Acc.Base, r.Frame} }

// clusters splits the accesses of each object (base and frame) into
// clusters whose lines can meet in the count iterations of a phantom (a
// stencil's neighbours, a row and the next row that the loop walks into) and
// returns each access's cluster. Two accesses of one object at addresses
// g bytes apart (at the phantom's first iteration) that move by the same
// stride s per iteration are apart unless g is at most a line, or the
// stride is at most a line and the ranges they sweep overlap, or the stride
// is longer and g is within a line of a multiple of it (the second walks the
// lines of the first). Covariance's Data[i][p] and Data[i][q] under the i
// loop are columns (q-p)*8 bytes apart in rows of 640: one group would
// count every line between them as touched, five times the two columns'
// lines.
func (w *walker) clusters(b *body, first, second *bodyAddrs, count int64) []int {
	L := w.opts.Line
	for o := range b.byObj {
		b.byObj[o] = b.byObj[o][:0]
	}
	objs := make([]int, 0, len(b.byObj)) // objects in order of first access
	for _, r := range first.order {
		o := b.obj[r]
		if len(b.byObj[o]) == 0 {
			objs = append(objs, o)
		}
		b.byObj[o] = append(b.byObj[o], r)
	}
	stride := func(r int) (int64, bool) {
		return second.addr[r] - first.addr[r], second.ok[r]
	}
	apart := func(a, c int) bool {
		g := first.addr[c] - first.addr[a]
		if g <= L {
			return false
		}
		sa, oka := stride(a)
		sb, okb := stride(c)
		if !oka || !okb || sa != sb {
			// Moving differently: kept together (splitting those whose
			// swept lines do not meet cost covariance 0.7 points of L2).
			return false
		}
		s := absInt(sa)
		if s == 0 {
			return true
		}
		if s <= L {
			return g > (count-1)*s+L
		}
		sizeA, sizeC := b.refs[a].Acc.Size, b.refs[c].Acc.Size
		if s%L == 0 && sizeA <= L && sizeC <= L &&
			first.addr[a]%L+sizeA <= L && first.addr[c]%L+sizeC <= L {
			// Whole lines per step, each access within one line: their
			// lines meet only if they are a multiple of the step apart
			// (the last column of a row and the first of the next are
			// next to each other, yet never share a line).
			return (floorDiv(first.addr[c], L)-floorDiv(first.addr[a], L))%(s/L) != 0
		}
		m := g % s
		return m >= L && s-m >= L
	}
	for _, o := range objs {
		rs := b.byObj[o]
		slices.SortStableFunc(rs, func(x, y int) int { return cmp.Compare(first.addr[x], first.addr[y]) })
		c := 0
		for i, r := range rs {
			if i > 0 && apart(rs[i-1], r) {
				c++
			}
			b.cluster[r] = c
		}
	}
	return b.cluster
}

// smallRun is the number of keys of a run up to which touchedSince checks
// every key; longer runs check only their two ends, which the simulated
// iterations of a streaming access own.
const smallRun = 256

// touchedSince counts the keys la, la+step, …, lb that the engine saw at or
// after time t0, and takes them off spread's sets (spread may be nil).
func (w *walker) touchedSince(la, lb, step int64, t0 int32, spread *setSpread) float64 {
	seen := func(k int64) float64 {
		if t, ok := w.eng.lastTime(uint64(k)); ok && t >= t0 {
			spread.remove(k)
			return 1
		}
		return 0
	}
	if (lb-la)/step+1 > smallRun {
		if la == lb {
			return seen(la)
		}
		return seen(la) + seen(lb)
	}
	n := 0.0
	for k := la; k <= lb; k += step {
		n += seen(k)
	}
	return n
}

// touchedSinceRuns counts the end lines of the runs of a column walk (runs
// of run bytes from lowest plus every combination of the outer strides)
// that the engine saw at or after time t0, and takes them off spread's sets:
// the simulated iterations on either side of a phantom share those lines
// with it (symm's B column blocks between two sampled j). Runs past
// maxRunStarts are not checked (spread counts them as uniform).
func (w *walker) touchedSinceRuns(outer []dim, lowest, run int64, t0 int32, spread *setSpread) float64 {
	if runCount(outer) > maxRunStarts {
		return 0
	}
	// The log from t0 or the runs' end lines, whichever is shorter.
	if len(outer) == 1 && w.logging && t0 >= w.logFrom {
		if from := w.log.since(t0); int64(w.log.n-from) < 2*outer[0].extent {
			return w.touchedSinceLog(outer[0], lowest, run, from, spread)
		}
	}
	return w.touchedSinceEnum(outer, lowest, run, t0, spread)
}

// touchedSinceEnum is touchedSinceRuns by enumerating the runs.
func (w *walker) touchedSinceEnum(outer []dim, lowest, run int64, t0 int32, spread *setSpread) float64 {
	L := w.opts.Line
	n := 0.0
	seen := func(k int64) {
		if t, ok := w.eng.lastTime(uint64(k)); ok && t >= t0 {
			spread.remove(k)
			n++
		}
	}
	forRuns(outer, lowest, func(start int64) bool {
		la, lb := floorDiv(start, L), floorDiv(start+run-1, L)
		seen(la)
		if lb != la {
			seen(lb)
		}
		return true
	})
	return n
}

// logEntry is one access of the walk: its engine time and key.
type logEntry struct {
	t int32
	k uint64
}

// accessLog is the walk's accesses in time order: their keys, in chunks of
// logChunk (appending never moves the keys already logged: a single slice
// of entries, copied as it doubled, cost cholesky L's walk three times its
// time), and their times as runs of consecutive times (an access takes the
// time after the previous one's unless phantoms were touched between), so
// that an entry costs 8 bytes where it cost 16, plus 16 per run (one per
// phantom touched between accesses; the log was the walk's largest
// allocation, and the collector's work grows with it).
type accessLog struct {
	scr    *scratch // where the chunks come from
	chunks [][]uint64
	n      int
	runs   []logRun
}

// logRun says that entries from i on have times t, t+1, … (up to the next
// run's first entry).
type logRun struct {
	i int
	t int32
}

const logChunk = 4096

func (l *accessLog) add(e logEntry) {
	if l.n%logChunk == 0 {
		if l.scr == nil { // a log of its own (tests)
			l.scr = new(scratch)
		}
		l.chunks = append(l.chunks, l.scr.u64.take(logChunk)[:0])
	}
	if r := len(l.runs) - 1; r < 0 || l.runs[r].t+int32(l.n-l.runs[r].i) != e.t {
		l.runs = append(l.runs, logRun{l.n, e.t})
	}
	c := &l.chunks[len(l.chunks)-1]
	*c = append(*c, e.k)
	l.n++
}

// since returns the index of the first entry at or after time t0.
func (l *accessLog) since(t0 int32) int {
	// The run holding it is the last one starting before t0, if its
	// times reach t0, else the next one.
	r := sort.Search(len(l.runs), func(j int) bool { return l.runs[j].t >= t0 }) - 1
	if r < 0 {
		return 0
	}
	next := l.n
	if r+1 < len(l.runs) {
		next = l.runs[r+1].i
	}
	if i := l.runs[r].i + int(t0-l.runs[r].t); i < next {
		return i
	}
	return next
}

// entries calls f for the entries from index from on, in order.
func (l *accessLog) entries(from int, f func(e logEntry)) {
	if from >= l.n {
		return
	}
	r := sort.Search(len(l.runs), func(j int) bool { return l.runs[j].i > from }) - 1
	for i := from; i < l.n; i++ {
		for r+1 < len(l.runs) && l.runs[r+1].i <= i {
			r++
		}
		f(logEntry{l.runs[r].t + int32(i-l.runs[r].i), l.chunks[i/logChunk][i%logChunk]})
	}
}

// touchedSinceLog is touchedSinceRuns for a one-dimensional column walk,
// from the log's entry from on (the first at or after t0): it takes the
// lines those entries last touched (each once, at its latest access) and
// counts, for each, the runs of which it is an end line, as the enumeration
// of the runs does, at a cost that does not grow with the runs.
func (w *walker) touchedSinceLog(d dim, lowest, run int64, from int, spread *setSpread) float64 {
	L := w.opts.Line
	b, s := d.first(lowest), absInt(d.stride)
	// starts counts the runs whose start lies in bytes lo..hi.
	starts := func(lo, hi int64) int64 {
		if s == 0 {
			if b >= lo && b <= hi {
				return d.extent
			}
			return 0
		}
		return max(0, min(d.extent-1, floorDiv(hi-b, s))-max(0, -floorDiv(b-lo, s))+1)
	}
	n := 0.0
	w.log.entries(from, func(e logEntry) {
		if e.k >= phantomSpace {
			return
		}
		if t, _ := w.eng.lastTime(e.k); t != e.t {
			return // not the line's latest access
		}
		l := int64(e.k)
		// Runs whose first line is l, plus those whose last line is l
		// and whose first is not.
		first := starts(l*L, l*L+L-1)
		last := starts(l*L-run+1, l*L+L-run)
		both := starts(max(l*L, l*L-run+1), min(l*L+L-1, l*L+L-run))
		for c := first + last - both; c > 0; c-- {
			spread.remove(l)
			n++
		}
	})
	return n
}

// dim is a loop's stride and extent; lp marks a phantom's own loop.
type dim struct {
	stride, extent int64
	lp             bool
}

// first returns the lowest address among the run starts start + i*stride,
// i in [0, extent): start itself, or the last for a negative stride.
func (d dim) first(start int64) int64 {
	if d.stride < 0 {
		return start + (d.extent-1)*d.stride
	}
	return start
}

// runCount is the number of runs a column walk's outer dimensions repeat.
func runCount(outer []dim) int64 {
	n := int64(1)
	for _, d := range outer {
		n *= d.extent
	}
	return n
}

// forRuns calls f with the start of every run of a column walk (lowest plus
// every combination of the outer strides, the last dimension fastest) until
// f returns false, and reports whether it never did.
func forRuns(outer []dim, lowest int64, f func(start int64) bool) bool {
	if len(outer) == 1 { // a plain column walk: no recursion
		for i := int64(0); i < outer[0].extent; i++ {
			if !f(lowest + i*outer[0].stride) {
				return false
			}
		}
		return true
	}
	var rec func(k int, start int64) bool
	rec = func(k int, start int64) bool {
		if k == len(outer) {
			return f(start)
		}
		for i := int64(0); i < outer[k].extent; i++ {
			if !rec(k+1, start+i*outer[k].stride) {
				return false
			}
		}
		return true
	}
	return rec(0, lowest)
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

// fromPhantom touches key k if its previous touch is one a phantom stood
// for (k never touched, or last touched before a later phantom's loop
// instance began and held by that phantom's lines), and returns its distance
// from the phantom (ok false, and k not touched, otherwise).
func (w *walker) fromPhantom(k uint64) (float64, bool) {
	if len(w.covers) == 0 {
		return 0, false
	}
	// A line seen before the latest phantom's instance began may be one
	// a later phantom stood for: its reuse is then from that phantom.
	t, seen := w.eng.lastTime(k)
	if seen && t >= w.phantomT0 {
		return 0, false
	}
	c, after, ok := w.coverOf(k)
	if !ok || (seen && t >= c.t0) {
		return 0, false
	}
	d, ok := w.eng.phantomDistance(k, c.key, after)
	if !ok {
		return 0, false
	}
	w.eng.access(k, 1)
	return d, true
}

type flatStack struct{ e *weightedEngine }

func (f flatStack) access(key uint64, w float64) float64 {
	d, _ := f.e.access(key, w)
	return d
}
func (f flatStack) touchPhantom(key uint64, total float64, _ *setSpread) { f.e.access(key, total) }
func (f flatStack) lastTime(key uint64) (int32, bool)                    { return f.e.lastTime(key) }
func (f flatStack) now() int32                                           { return f.e.now }
func (f flatStack) forget(key uint64)                                    { f.e.forget(key) }
func (f flatStack) lower(key, _ uint64)                                  { f.e.lower(key, 1) }
func (f flatStack) phantomDistance(_, phantom uint64, after float64) (float64, bool) {
	return f.e.phantomDistance(phantom, after)
}

// innerDims returns the stride and trip count of every loop nested in lp
// that encloses r (path, outermost first), at lp's counter value v.
func (w *walker) innerDims(lp *statictrace.Loop, a *statictrace.Activation, v int64, r *statictrace.Ref, path []*statictrace.Loop) []dim {
	var out []dim
	a.SetIV(lp.Loop, v)
	defer a.ClearIV(lp.Loop)
	for _, inner := range path {
		s, _ := a.Start(inner.Loop)
		a.SetIV(inner.Loop, s)
	}
	base, ok := w.t.Addr(a, r)
	for _, inner := range path {
		if !ok || inner.Loop.IV == nil {
			continue
		}
		s, _ := a.Start(inner.Loop)
		a.SetIV(inner.Loop, s+inner.Loop.IV.Step)
		if next, ok2 := w.t.Addr(a, r); ok2 {
			out = append(out, dim{stride: int64(next) - int64(base), extent: int64(math.Round(trip(inner, a)))})
		}
		a.SetIV(inner.Loop, s)
	}
	for _, inner := range path {
		a.ClearIV(inner.Loop)
	}
	return out
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

// at returns the weight at distance d.
func (h *distHist) at(d int64) float64 {
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
