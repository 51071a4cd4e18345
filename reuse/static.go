// The static reuse profile extends Algorithm 1 (the recursive two-iteration
// algorithm) of Barai et al., "LLVM Static Analysis for Program
// Characterization and Memory Reuse Profile Estimation", MEMSYS 2023. The paper walks the loop-annotated trace, computes the first
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
	"fmt"
	"maps"
	"slices"
	"sync"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
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
	// Extent, when not "", is the name of a function (IR or source name)
	// whose accesses alone the profile holds, in the cache state the rest
	// of the trace leaves: the program context of that function
	// (extent.go). Not with Cores.
	Extent string
	// PerSite keeps every access site's own profile in StaticResult.Sites,
	// for attribution (misses per line, object, loop and function).
	PerSite bool
	// Above are the levels of a hierarchy above the one the walk is for
	// (each of Line-byte lines): a whole walk runs every access through
	// their LRU caches first, as measure's hierarchy does, and an access
	// one of them hits is a hit at distance 0 that the walk's own engine
	// does not see, so that the profile's hits at this level's ways are
	// the hierarchy's hits here and above (StaticResult.Filtered). A
	// sampled walk, whose iterations stand for others, and a walk with
	// Cores ignore them.
	Above []cache.Level
	// Sample samples loop iterations even when the whole trace fits
	// MaxEvents (by default the walk then takes every iteration, in
	// program order: the exact simulation of the trace's addresses).
	// Tests of the sampling set it.
	Sample bool
	// Unknown is how the walk takes the accesses whose address it cannot
	// evaluate (StaticResult.Unknown): by their model (UnknownModel, the
	// default), or at one of the model's extremes, UnknownFixed or
	// UnknownFresh, between which the run's addresses lie.
	Unknown UnknownAddresses
	// noRecursion takes every recursive call as not made (Call.Recur), the
	// one activation on the path standing for all of them; lostRecursion
	// does so for the recursions into the frames it holds: where a walk
	// that followed them met a branch that ends them and could not
	// evaluate it (recursionLost).
	noRecursion   bool
	lostRecursion map[*statictrace.Frame]bool
}

// UnknownAddresses is how a walk takes the accesses whose address it cannot
// evaluate (StaticOptions.Unknown).
type UnknownAddresses int

const (
	// UnknownModel: an access indexed by data touches a random line of its
	// object (addUniform), one whose object is not known either one fixed
	// location of its site.
	UnknownModel UnknownAddresses = iota
	// UnknownFixed: every access indexed by data touches its object's
	// first line, and of a site whose object is not known its one
	// location: the fewest distinct lines, the most reuse.
	UnknownFixed
	// UnknownFresh: the draws of an access indexed by data (once per group
	// and iteration, as in the model) cycle through its object's lines,
	// each the one the object's draws touched longest ago, and every access of a
	// site whose object is not known touches a line no other access
	// touches: the most distinct lines between reuses, LRU's worst case
	// within the object.
	UnknownFresh
)

// DefaultMaxEvents bounds a static walk: a few million engine steps, well
// under a second.
const DefaultMaxEvents = 8 << 20

// StaticResult is a static reuse profile with what it cost and approximated.
type StaticResult struct {
	Profile *cache.Profile
	// Accesses is the number of dynamic accesses the profile stands for
	// (equal to the loads and stores of the block counts).
	Accesses float64
	// Events is the number of accesses the walk simulated.
	Events int
	// Whole reports that the walk took every iteration of every loop in
	// program order (the trace fitted MaxEvents): its set distances are
	// those of an exact LRU simulation of the trace's addresses, with no
	// sampling error.
	Whole bool
	// MeanTrips reports that a whole walk walked some loop instance at a
	// trip that is not a whole number: the average of the block counts,
	// where the instance's own trip could not be evaluated, so that the
	// iterations are the run's in total but not instance by instance.
	MeanTrips bool
	// Recursion reports that the walk followed recursive calls
	// (statictrace.Call.Recur): every activation walked with its own
	// arguments, as the run makes them.
	Recursion bool
	// Filtered reports that the whole walk ran behind StaticOptions.Above:
	// its engine saw only the accesses that missed every level above.
	Filtered bool
	// Notes lists approximations, one line each.
	Notes []string
	// Raw is every site's total walk weight, before scaling (Cores.Scale
	// is the exact count over it); a bulk site's is its visits' (each
	// makes an access per piece).
	Raw map[*irreader.Access]float64
	// Unknown are the access sites whose address the walk does not take
	// from evaluation (data-dependent): those indexed by data from a
	// known object (x[col[k]], a hash table's t[h]), modelled as touching
	// a random line of it, and those whose object is not known either (a
	// pointer loaded from memory), each one fixed location (unknown.go).
	Unknown map[*irreader.Access]bool
	// Permuted are the sites of Unknown whose addresses go through a
	// pointer the program moved among its array's cells at places that
	// depend on data (statictrace.Activation.ReadPermuted): derived as if
	// it had stayed.
	Permuted map[*irreader.Access]bool
	// Fixed are the sites of Unknown taken as one fixed location each.
	Fixed map[*irreader.Access]bool
	// Unplaced are the sites with an access whose address the walk
	// evaluated in memory whose place in the run the trace does not fix
	// (statictrace.Trace.Unplaced: argv, a library's globals, the slots of
	// an optimised frame): the cache sets they fall in are a guess.
	Unplaced map[*irreader.Access]bool
	// OffPath is the accesses (of Accesses) of sites the walk never
	// reached: blocks off the most probable path (the rarer arm of a
	// branch, taken in some iterations), whose distances are borrowed from
	// the path's accesses (offpath.go): an estimate.
	OffPath float64
	// OffSites are the sites of OffPath: their outcomes are estimates.
	OffSites map[*irreader.Access]bool
	// Heap reports that the walk placed heap blocks: their addresses are
	// the program's modulo a page only (the page the heap starts at
	// depends on the link), so a cache whose sets span more than a page
	// may map them otherwise than the run.
	Heap bool
	// Sites is every access site's share of Profile (with
	// StaticOptions.PerSite; nil otherwise): the distances of its own
	// accesses, scaled to its count as Profile's are, so that the site
	// profiles sum to Profile.
	Sites map[*irreader.Access]*cache.Profile
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
	if opts.Sets > 1 && opts.Sets&(opts.Sets-1) != 0 {
		return nil, fmt.Errorf("set distances need a power-of-two number of sets (got %d)", opts.Sets)
	}
	if opts.Extent != "" && opts.Cores != nil {
		return nil, fmt.Errorf("the program context of %s is not modelled on several cores", opts.Extent)
	}
	if opts.Sets > 1 && opts.Line == 1 {
		return nil, fmt.Errorf("set distances of %d sets need lines of at least 2 bytes (got 1-byte lines)", opts.Sets)
	}
	res, over, lost := walk(t, opts, sites)
	for tries := 0; lost != nil; tries++ {
		// A branch that ends a recursion depends on what the walk
		// cannot evaluate: one activation stands for all of its.
		lostRec := maps.Clone(opts.lostRecursion)
		if lostRec == nil {
			lostRec = map[*statictrace.Frame]bool{}
		}
		for _, fr := range lost {
			lostRec[fr] = true
		}
		opts.lostRecursion = lostRec
		if tries >= maxLostRecursions || len(lost) == 0 {
			opts.noRecursion = true
		}
		res, over, lost = walk(t, opts, sites)
	}
	if over {
		// The whole walk outgrew its estimate (the estimate takes each
		// loop's average trip, an instance may run far more): sample.
		opts.Sample = true
		res, _, _ = walk(t, opts, sites) // a sampled walk follows no recursion
	}
	return res, nil
}

// overBudget is the panic value that stops a whole walk at MaxEvents.
type overBudget struct{}

// recursionLost is the panic value that stops a walk following recursive
// calls where a branch that ends the recursion cannot be evaluated, or the
// recursion runs deeper than maxRecursionDepth or past MaxEvents: the
// frames the recursions enter again (statictrace.Call.Recur).
type recursionLost struct{ frames []*statictrace.Frame }

// maxLostRecursions bounds the walks that drop one recursion after another
// (recursionLost) before the walk follows none.
const maxLostRecursions = 8

// maxRecursionDepth bounds the recursive calls a walk follows one inside
// the other, maxRecursionCalls those it follows in all (a call tree that
// makes few accesses per call costs the walk its calls, not its events).
const (
	maxRecursionDepth = 1 << 12
	maxRecursionCalls = 1 << 17
)

// evalPerEvent bounds the evaluation steps a walk that follows recursion
// may take per access it made (statictrace.Activation.EvalSteps), beyond
// evalSlack: a walk's addresses cost 2 to 11 steps each on the corpus, and
// a recursion whose addresses cost hundreds (-O2 merge's indices, carried
// through arms the data decides, evaluated again in every activation)
// would take minutes; beyond it the walk takes one activation for all.
const (
	evalPerEvent = 32
	evalSlack    = 1 << 16
)

// evalPerWalk bounds the evaluation steps of a whole walk per event of
// its budget (StaticOptions.MaxEvents): a walk over it is sampled, as one
// over its events is. The corpus' walks take 2 to 11 steps per access.
const evalPerWalk = 16

// walk runs one walk of t; over reports a whole walk stopped at MaxEvents,
// lost the recursions a walk that followed them had to stop at
// (recursionLost), and res is nil then.
func walk(t *statictrace.Trace, opts StaticOptions, sites []statictrace.Site) (res *StaticResult, over bool, lost []*statictrace.Frame) {
	scr := getScratch()
	defer scr.release()
	w := newWalker(t, opts, scr)
	root := t.NewActivation()
	single := w.cores == nil || w.cores.N == 1
	if !opts.Paper {
		// The plan evaluates in an activation of its own, with a memory
		// of its own: what it takes and stores is not the walk's.
		plan := t.NewActivation()
		if single {
			plan.UseMemory(t.NewMemory(true))
		}
		w.planPeriods(t.Body, plan)
	}
	if single {
		// Every store of a pointer in program order (a sampled walk
		// makes those of the iterations it skips): pointers kept in
		// memory are read back as the program reads them
		// (statictrace.Memory).
		mem := t.NewMemory(!w.wholeWalk)
		if w.wholeWalk {
			mem.KeepInts(t) // and every number (statictrace.Memory)
		}
		root.UseMemory(mem)
	}
	defer func() {
		if r := recover(); r != nil {
			switch r.(type) {
			case overBudget:
				// Following recursion may cost more than the walk's
				// estimate; without it, it may fit.
				res, over = nil, !w.recursed
				if w.recursed {
					lost = []*statictrace.Frame{}
				}
			case recursionLost:
				res, lost = nil, r.(recursionLost).frames
				if lost == nil {
					lost = []*statictrace.Frame{}
				}
			default:
				panic(r)
			}
		}
	}()
	w.seq(t.Body, root, 1)
	res = w.result(sites)
	res.Recursion = w.recursed
	res.Heap = len(t.HeapBlocks()) > 0
	res.Filtered = w.wholeWalk && len(w.above) > 0
	res.MeanTrips = w.meanTrips
	return res, false, nil
}

// fullTrip is the trip count up to which a loop is simulated iteration by
// iteration: short loops (a stencil's 3 points, a time loop of 7) are exact
// whatever their accesses, at a cost that does not grow with the input.
const fullTrip = 32

// countTol is the relative distance under which a block count is taken to be
// the integer it is next to (the balance solve leaves ~1e-10 of noise).
const countTol = 1e-7

// StaticHierarchyRates predicts the hierarchy's hit rates under the Sets
// model (opts.Line must equal the levels' line). It walks once per distinct
// number of sets (opts.Sets set per level), each level's hit rate the share
// of accesses at set distance below its ways (the whole stream in a cache
// of its geometry, cache.LevelRate.HitRate). When those walks are whole
// (every iteration in program order) and opts has no Cores, each level
// below the first is walked again behind the levels above it
// (StaticOptions.Above), as the run's hierarchy fills a level only on the
// misses of the one above: its hits and misses are then exactly the
// hierarchy's (cache.LevelRate.Filtered). Otherwise they are chained as
// HierarchyRates chains them, under the inclusion assumption. A fully
// associative level (one set) uses plain distances. It returns the walk
// each level's hits and misses come from, for notes, costs and per-site
// profiles (levels of one number of sets share an unfiltered walk). The
// walks run concurrently, one goroutine each, and their results do not
// depend on the order they finish in.
func StaticHierarchyRates(t *statictrace.Trace, levels []cache.Level, opts StaticOptions) ([]cache.LevelRate, []*StaticResult, error) {
	return levelRates(t, levels, opts, true)
}

// StaticGeometryRates is StaticHierarchyRates for levels that are not a
// hierarchy but geometries compared side by side (a sweep): each level's
// HitRate is the whole stream's in a cache of its geometry, one walk per
// distinct number of sets, and no level is walked behind another.
func StaticGeometryRates(t *statictrace.Trace, levels []cache.Level, opts StaticOptions) ([]cache.LevelRate, []*StaticResult, error) {
	return levelRates(t, levels, opts, false)
}

// levelRates is StaticHierarchyRates, whose levels below the first are
// walked behind the levels above when filter is true.
func levelRates(t *statictrace.Trace, levels []cache.Level, opts StaticOptions, filter bool) ([]cache.LevelRate, []*StaticResult, error) {
	var sets []int64 // distinct numbers of sets, in level order
	for _, l := range levels {
		if int64(l.Line) != opts.Line {
			return nil, nil, fmt.Errorf("level %s has %d-byte lines, the walk %d", l.Name, l.Line, opts.Line)
		}
		if !slices.Contains(sets, l.Sets()) {
			sets = append(sets, l.Sets())
		}
	}
	bySets, err := concurrentWalks(t, len(sets), func(i int) StaticOptions {
		o := opts
		o.Sets = sets[i]
		return o
	})
	if err != nil {
		return nil, nil, err
	}
	plain := make([]*StaticResult, len(levels)) // each level's walk of its number of sets
	for k, l := range levels {
		plain[k] = bySets[slices.Index(sets, l.Sets())]
	}
	walks := slices.Clone(plain)
	if filter && len(levels) > 1 && walks[0].Whole && opts.Cores == nil {
		below, err := concurrentWalks(t, len(levels)-1, func(i int) StaticOptions {
			o := opts
			o.Sets = levels[i+1].Sets()
			o.Above = levels[:i+1]
			return o
		})
		if err != nil {
			return nil, nil, err
		}
		copy(walks[1:], below)
	}
	hs := make([]float64, len(levels))  // the whole stream's, per geometry
	cum := make([]float64, len(levels)) // hits here and above, for the chain
	total := 0.0
	for k, l := range levels {
		hs[k] = cache.HitRate(cache.Sets, l, plain[k].Profile)
		cum[k] = cache.HitRate(cache.Sets, l, walks[k].Profile)
		total = walks[k].Profile.Total()
	}
	rates := cache.ChainRates(levels, cum, total)
	for k := range rates {
		rates[k].HitRate, rates[k].Filtered = hs[k], walks[k].Filtered
	}
	return rates, walks, nil
}

// concurrentWalks runs n static walks of t, walk i under opts(i), one
// goroutine each (a built trace is read-only). Results and the first error
// go by index, so the output does not depend on scheduling.
func concurrentWalks(t *statictrace.Trace, n int, opts func(int) StaticOptions) ([]*StaticResult, error) {
	res := make([]*StaticResult, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i], errs[i] = Static(t, opts(i))
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return res, nil
}
