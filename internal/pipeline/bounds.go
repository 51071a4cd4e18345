package pipeline

import (
	"math"
	"slices"
	"sync"

	"github.com/reusescope/reusescope/attrib"
	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/interval"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/reuse"
)

// pageSize is the granularity to which heap blocks are placed as the run
// places them.
const pageSize = 4096

// LevelBounds bounds each level of rates from the costs of its access sites
// (StaticSites, under the same levels):
//
//   - a site whose count and outcome are derived contributes its predicted
//     misses, moved by what the estimated accesses can do to them;
//   - a site whose outcome the walk estimated (an address it could not
//     evaluate, a site off its path) may hit or miss every time;
//   - a site whose count rests on an estimated branch may run CountFactor
//     times fewer or more often, and may hit or miss every time (the walk
//     took its loops' estimated trips).
//
// What an estimated access can do to the derived ones is bounded by LRU's
// stack property: an access added to a stream raises later accesses' stack
// distances in its set by at most one, and turns a hit into a miss only
// while the added line sits among the set's assoc most recent lines, which
// each such miss pushes it down by one; so an added access adds between 0
// and assoc misses to the others, a removed one takes away as many, and
// one moved to another address (removed, then added) changes them by at
// most assoc either way. A site off the walked path is added accesses, a
// site whose address is modelled moved ones, a count that may change by
// (CountFactor-1)·n that many added or removed ones. A change confined to
// one stretch of the stream, however long, changes the later accesses'
// misses by at most assoc per set (two LRU states of a set agree once
// assoc distinct lines have been touched, and only those first touches can
// differ; Reineke and Grund, "Relative competitive analysis of cache
// replacement policies", 2008): so the counts' changes cost at most the
// level's lines per entry into a stretch of estimated counts
// (Estimate.Entries, which may be CountFactor times more too), whichever
// bound is smaller. The derived sites' misses are the walk's (an exact LRU
// simulation of their addresses when the walk took every iteration). nil
// without sites. A point carries the caveats that keep it from being the
// run's exactly: a level below the first not simulated behind the levels
// above (CaveatInclusive, where cache.LevelRate.Filtered is false), one whose sets
// span more than a page when the walk placed heap blocks (CaveatHeapPage),
// and any level of a walk that took a loop instance at a mean trip
// (CaveatMeanTrip). A site whose derived address lies where the run's
// layout is not the trace's (SiteCost.Unplaced: argv, a library's global,
// an optimised frame's slot) is a moved one in a level of several sets,
// and makes the level a range with CaveatPlacement. walk is the first
// level's walk. A call through a function pointer or a longjmp the
// analysis does not follow, or a recursive call whose number rests on
// balance's cap (Estimate.Unfollowed: no moved walk moves a capped count),
// or a branch derived from a guessed input (Estimate.Guessed), leaves
// every level unbounded: hit rate [0, 1], misses [0, +Inf).
func LevelBounds(rates []cache.LevelRate, sites []attrib.SiteCost, est *estimate.Estimate, walk *reuse.StaticResult) []estimate.Bounds {
	return levelBounds(rates, sites, est, walk, walked{})
}

// walked says what a walk took as the bounds are to hold it (one of
// Session.Bounds' walks): the counts of the sites that rest on an
// estimated branch (counts), the addresses it could not evaluate at one of
// their model's extremes (addrs). Their hits and misses, and what they do to
// the derived sites, are then the walk's.
type walked struct{ counts, addrs bool }

// levelBounds is LevelBounds of a walk that took w as it is.
func levelBounds(rates []cache.LevelRate, sites []attrib.SiteCost, est *estimate.Estimate, walk *reuse.StaticResult, w walked) []estimate.Bounds {
	if len(sites) == 0 {
		return nil
	}
	out := make([]estimate.Bounds, len(rates))
	for k, r := range rates {
		lines := float64(r.Level.SizeBytes / int64(max(r.Level.Line, 1)))
		assoc := float64(r.Level.Assoc)
		if assoc == 0 { // fully associative: one set of all the lines
			assoc = lines
		}
		var in []interval.Site
		var derived, derivedMisses, moved, recounted, unplaced float64
		sets := r.Level.Sets() > 1 // placement decides nothing in one set
		for _, sc := range sites {
			misplaced := sc.Unplaced && sets
			counted := sc.CountEstimated && !w.counts
			outcome := sc.OffPath || sc.Unknown && !w.addrs
			if !outcome && !counted && !misplaced {
				derived += sc.Accesses
				derivedMisses += sc.Misses[k]
				continue
			}
			if misplaced {
				unplaced += sc.Accesses
			}
			s := interval.Site{Count: sc.Accesses, CountLow: sc.Accesses, CountHigh: sc.Accesses, MissLow: 0, MissHigh: 1}
			if sc.Accesses > 0 {
				s.Miss = math.Min(1, math.Max(0, sc.Misses[k]/sc.Accesses))
			}
			if counted {
				s.CountLow, s.CountHigh = sc.Accesses/estimate.CountFactor, sc.Accesses*estimate.CountFactor
				recounted += assoc * sc.Accesses * (estimate.CountFactor - 1)
			}
			if outcome || misplaced {
				moved += assoc * sc.Accesses
			}
			in = append(in, s)
		}
		if est != nil && recounted > 0 {
			recounted = math.Min(recounted, lines*estimate.CountFactor*est.Entries)
		}
		moved += recounted
		if derived > 0 {
			d := interval.Exact(derived, derivedMisses/derived)
			d.MissLow = math.Max(0, (derivedMisses-moved)/derived)
			d.MissHigh = math.Min(1, (derivedMisses+moved)/derived)
			in = append(in, d)
		}
		ratio, misses := interval.Ratio(in), interval.Misses(in)
		b := estimate.Bounds{HitRate: interval.Range{Low: 1 - ratio.High, High: 1 - ratio.Low}, Misses: misses}
		// The prediction lies inside (rounding; a level chained below a
		// larger one).
		b.HitRate.Low, b.HitRate.High = math.Min(b.HitRate.Low, r.HitRate), math.Max(b.HitRate.High, r.HitRate)
		b.Misses.Low, b.Misses.High = math.Min(b.Misses.Low, r.Misses), math.Max(b.Misses.High, r.Misses)
		if len(in) == 1 && derived > 0 && moved == 0 {
			b = estimate.Bounds{HitRate: interval.Range{Low: r.HitRate, High: r.HitRate}, Misses: interval.Range{Low: r.Misses, High: r.Misses}}
		}
		if est != nil && (len(est.Unfollowed) > 0 || est.Guessed) {
			// Calls the analysis does not follow, and a size that is a
			// guess, may make any number of accesses, hits and misses.
			b = estimate.Bounds{HitRate: interval.Range{Low: 0, High: 1}, Misses: interval.Range{Low: 0, High: math.Inf(1)}}
		}
		if k > 0 && !r.Filtered {
			b.Caveats = append(b.Caveats, estimate.CaveatInclusive)
		}
		if walk.Heap && r.Level.Sets()*int64(r.Level.Line) > pageSize {
			b.Caveats = append(b.Caveats, estimate.CaveatHeapPage)
		}
		if walk.MeanTrips {
			b.Caveats = append(b.Caveats, estimate.CaveatMeanTrip)
		}
		if unplaced > 0 {
			b.Caveats = append(b.Caveats, estimate.CaveatPlacement)
			b.Unplaced = unplaced
		}
		out[k] = b
	}
	return out
}

// Bounds bounds each level of rates, the prediction of vals and the counts
// res they gave (the walk walk, the sites' costs sites, under levels and
// opts), as the hull of the predictions of walks that move what the
// prediction estimated:
//
//   - where a count rests on an estimated branch (est.Varied), walks with
//     the estimated probabilities moved: a loop's exit its odds multiplied
//     or divided by CountFactor (the loop's estimated trip CountFactor times
//     shorter or longer), any other branch all or none of its visits to
//     the successor it names (a switch's cases alternately): all of them
//     up, all down, and, with several, alternately up and down both ways;
//     and, where such a branch exits no loop, its arm at sparseShare of
//     its visits and at all but that share (a rate need not be monotone
//     in an arm's share);
//     and, where some estimated branch exits a loop, every estimated loop
//     left at its first test (no iteration: a while loop whose data end it
//     at once), and the outermost estimated loop of each nest run
//     estimate.LongFactor times its estimated trip, so that its own
//     accesses set the rates (estimate.MovedTrips), and the rate its added
//     iterations make (marginalRates), which a run longer than any walk
//     tends to. Nothing in the IR bounds such a trip: the level's misses
//     have no upper bound;
//   - where the walk modelled addresses it could not evaluate
//     (reuse.StaticResult.Unknown), walks at the model's two extremes
//     (reuse.UnknownFixed, an access indexed by data its object's first
//     line, and reuse.UnknownFresh, the draws cycling through the object's
//     lines, a new line each access of an unknown object), with every
//     count move.
//
// Each walk's hits and misses, the moved accesses' own and what they do to
// the derived ones, bound the level together. A walk takes at most as many
// events as the prediction's, or a quarter of opts.MaxEvents if more. What
// no walk moves still
// counts as in LevelBounds: an access off the walked path (a sampled walk)
// may hit or miss and moves the derived ones' outcomes by at most the
// associativity, as does an access whose place in memory is a guess
// (CaveatPlacement). The range is the prediction's sensitivity to its
// estimates, not a worst case: the run lies inside when its counts are within
// the moved ones and its cache behaves as one of the walks' (ACCURACY.md
// gives how often it does). Where nothing is estimated, or a walk cannot be
// made (moved probabilities that make a loop endless), it is LevelBounds'
// worst case.
func (s *Session) Bounds(vals balance.Probs, res *balance.Result, levels []cache.Level, opts reuse.StaticOptions, est *estimate.Estimate, rates []cache.LevelRate, sites []attrib.SiteCost, walk *reuse.StaticResult) []estimate.Bounds {
	worst := LevelBounds(rates, sites, est, walk)
	if est == nil || len(est.Unfollowed) > 0 || est.Guessed || len(sites) == 0 {
		return worst
	}
	counts := len(est.Varied) > 0 && est.AccessShare > 0
	addrs := len(walk.Unknown) > 0
	if !counts && !addrs {
		return worst
	}
	varied, index := map[string]bool{}, map[string]int{}
	for i, k := range est.Varied {
		varied[k], index[k] = true, i
	}
	// A switch's destinations move alternately, or renormalising its group
	// would undo the move.
	inGroup, pos := map[string]int{}, map[string]int{}
	exits := map[string]bool{}
	leaves := map[string]bool{} // an exit whose named successor leaves the loop
	loopOf := map[string]*loops.Loop{}
	estLoops := map[*loops.Loop]bool{} // the loops an estimated branch exits
	for i, site := range s.Sites {
		if !varied[site.Key] {
			continue
		}
		if site.Group != "" {
			pos[site.Key] = inGroup[site.Group]
			inGroup[site.Group]++
		}
		exits[site.Key], leaves[site.Key] = s.exitOf(s.CFGSites[i])
		if l := s.exitLoop(s.CFGSites[i]); l != nil {
			loopOf[site.Key] = l
			estLoops[l] = true
		}
	}
	// The long walk multiplies the trip of the outermost estimated loop of
	// each nest only: an inner one run as many times more inside it would
	// multiply the walk's length by the factor's power and leave the
	// budget (a sampled walk), where the nest's accesses set the rates at
	// the outer loop's factor already.
	inner := map[string]bool{}
	for k, l := range loopOf {
		for p := l.Parent; p != nil; p = p.Parent {
			if estLoops[p] {
				inner[k] = true
			}
		}
	}
	// The count moves: the zero move is the prediction's own counts; up
	// says which estimates rise, trip moves the loops to an extreme.
	type countMove struct {
		up   func(i int) bool
		trip int // tripNone, tripShort (no iteration), tripLong (LongFactor)
		// sparse moves the arms of the branches that exit no loop to
		// sparseShare of their visits, or all but that share, instead of
		// all or none.
		sparse bool
	}
	const (
		tripNone = iota
		tripShort
		tripLong
	)
	moves := []countMove{{}}
	unbounded := false // an estimated branch exits a loop
	if counts {
		moves = append(moves, countMove{up: func(int) bool { return true }}, countMove{up: func(int) bool { return false }})
		if len(est.Varied) > 1 {
			moves = append(moves, countMove{up: func(i int) bool { return i%2 == 0 }}, countMove{up: func(i int) bool { return i%2 == 1 }})
		}
		arms := false // an estimated branch exits no loop
		for _, k := range est.Varied {
			unbounded = unbounded || exits[k]
			arms = arms || !exits[k]
		}
		if arms {
			// A hit rate need not be monotone in an arm's share: an arm
			// taken at a few visits, each on a line of its own, adds
			// misses that neither all nor none of the visits make (a
			// rare fix-up of an element in a loop over an array that
			// outgrows the cache).
			moves = append(moves, countMove{up: func(int) bool { return true }, sparse: true}, countMove{up: func(int) bool { return false }, sparse: true})
		}
		if unbounded {
			moves = append(moves, countMove{trip: tripShort}, countMove{trip: tripLong})
		}
	}
	modes := []reuse.UnknownAddresses{reuse.UnknownModel}
	if addrs {
		modes = []reuse.UnknownAddresses{reuse.UnknownFixed, reuse.UnknownFresh}
	}
	w := walked{counts: counts, addrs: addrs}
	// Each walk that moves counts may take as many events as the
	// prediction's, or a quarter of its budget, whichever is more: the walks
	// cost a few times the prediction, not their number times the budget.
	// The prediction's own counts at the address extremes take its budget:
	// a walk that fitted whole stays whole (the plan's estimate of a whole
	// walk may exceed the events it takes, and a sampled walk's off-path
	// accesses may each move assoc derived outcomes, which spreads a
	// level's bounds over most of [0, 100] %).
	budget := opts.MaxEvents
	if budget <= 0 {
		budget = reuse.DefaultMaxEvents
	}
	budget = max(walk.Events, budget/4)
	var out []estimate.Bounds
	if !addrs {
		out = levelBounds(rates, sites, est, walk, w)
	}
	n := 0
	groups := members(s.Sites)   // every move renormalises the same switch groups
	var base [][]cache.LevelRate // the zero move's rates at each address extreme
	for _, mv := range moves {
		p, pres := vals, res
		up, trips := mv.up, mv.trip != tripNone
		if trips {
			// Every estimated loop leaves at its first test (a loop whose
			// data make it run no iteration), or the outermost of each
			// nest runs estimate.LongFactor times its estimated trip;
			// other branches as predicted.
			long := mv.trip == tripLong
			p = balance.NewMoved(vals, varied, groups, func(key string, v float64) float64 {
				switch {
				case !exits[key] || v <= 0 || v >= 1:
					return v
				case !long && leaves[key]:
					return 1
				case !long:
					return 0
				case inner[key]:
					return v
				}
				o := v / (1 - v)
				if leaves[key] {
					o /= estimate.LongFactor
				} else {
					o *= estimate.LongFactor
				}
				return o / (1 + o)
			})
			var err error
			if pres, err = s.CountsFrom(p); err != nil {
				return worst
			}
		} else if up != nil {
			p = balance.NewMoved(vals, varied, groups, func(key string, v float64) float64 {
				rise := up(index[key]) != (pos[key]%2 == 1)
				if !exits[key] {
					// An arm's share: the run's may be anything, all
					// or none of the visits, or a few of them.
					switch {
					case mv.sparse && rise:
						return 1 - sparseShare
					case mv.sparse:
						return sparseShare
					case rise:
						return 1
					}
					return 0
				}
				if mv.sparse {
					return v
				}
				if v <= 0 || v >= 1 {
					return v
				}
				f := float64(estimate.CountFactor)
				if !rise {
					f = 1 / f
				}
				o := v / (1 - v) * f
				return o / (1 + o)
			})
			var err error
			if pres, err = s.CountsFrom(p); err != nil {
				return worst
			}
		}
		var ms []reuse.UnknownAddresses
		for _, m := range modes {
			if up != nil || trips || m != reuse.UnknownModel { // not the prediction itself
				ms = append(ms, m)
			}
		}
		if len(ms) == 0 {
			continue
		}
		// The address extremes of one count move walk one trace, side by
		// side.
		t, err := s.Trace(p, pres)
		if err != nil {
			return worst
		}
		zero := up == nil && !trips // the prediction's own counts
		if zero {
			// The prediction's counts at the address extremes: what the
			// long walk at the same extreme adds to.
			base = make([][]cache.LevelRate, len(ms))
		}
		walks := make([][]estimate.Bounds, len(ms))
		failed := make([]bool, len(ms))
		var wg sync.WaitGroup
		for i, m := range ms {
			wg.Add(1)
			go func() {
				defer wg.Done()
				o := opts
				o.Unknown = m
				if !zero {
					o.MaxEvents = budget
				}
				r, wk, sc, err := s.ratesByOn(t, levels, cache.Sets, o, est)
				if err != nil || len(r) != len(rates) {
					failed[i] = true
					return
				}
				walks[i] = levelBounds(r, sc, est, wk, w)
				if zero {
					base[i] = r
				}
				if trips || mv.sparse {
					// The trips' extremes and the sparse arms move the
					// prediction, each a point: what their walks leave
					// estimated is the other walks' to bound, and a
					// walk with no iteration of its loops, a few
					// derived accesses beside its estimated ones, or a
					// sampled walk of arms taken at a few visits, off
					// its path, would bound nothing.
					for k := range walks[i] {
						walks[i][k].HitRate = interval.Range{Low: r[k].HitRate, High: r[k].HitRate}
						walks[i][k].Misses = interval.Range{Low: r[k].Misses, High: r[k].Misses}
					}
					if mv.trip == tripLong {
						// A run as long as no walk takes: the rate tends
						// to the added iterations' own.
						from := rates
						if i < len(base) && base[i] != nil {
							from = base[i] // no zero move without addresses to move
						}
						for k, m := range marginalRates(from, r) {
							walks[i][k].HitRate = walks[i][k].HitRate.Hull(interval.Range{Low: m, High: m})
						}
					}
				}
			}()
		}
		wg.Wait()
		for i, bs := range walks {
			if failed[i] {
				return worst
			}
			n++
			if out == nil {
				out = bs
				continue
			}
			for k, b := range bs {
				o := &out[k]
				o.HitRate, o.Misses = o.HitRate.Hull(b.HitRate), o.Misses.Hull(b.Misses)
				for _, c := range b.Caveats {
					if !slices.Contains(o.Caveats, c) {
						o.Caveats = append(o.Caveats, c)
					}
				}
				o.Unplaced = math.Max(o.Unplaced, b.Unplaced)
			}
		}
	}
	for k := range out {
		// The prediction lies inside.
		o := &out[k]
		// The placement caveat counts the prediction's own accesses (a
		// moved walk's longer loops make more), where it has any.
		if worst[k].Unplaced > 0 {
			o.Unplaced = worst[k].Unplaced
		}
		o.HitRate = o.HitRate.Hull(interval.Range{Low: rates[k].HitRate, High: rates[k].HitRate})
		o.Misses = o.Misses.Hull(interval.Range{Low: rates[k].Misses, High: rates[k].Misses})
		o.Walks = n
		if counts {
			o.Moved = append(o.Moved, estimate.MovedCounts)
		}
		if unbounded {
			// An estimated loop's trip has no bound the IR gives: the
			// run may make any number of misses more.
			o.Moved = append(o.Moved, estimate.MovedTrips)
			o.Misses.High = math.Inf(1)
		}
		if addrs {
			o.Moved = append(o.Moved, estimate.MovedAddresses)
		}
	}
	return out
}

// sparseShare is the share of its visits at which a sparse move takes an
// arm: one visit in 16, one per 64-byte line of a walk over 4-byte
// elements, where each visit that takes the arm touches a line of its own
// and the added accesses miss most.
const sparseShare = 1.0 / 16

// marginalRates returns each level's global hit rate among the accesses
// long made beyond pred's, nil where it made none more. A loop's hits and
// accesses grow with its trip by what each added iteration makes, so the
// rate of a run whose estimated loops are longer than any walk took tends
// to this rate, not to the long walk's: the long walk's rate is a mixture
// of it and the first iterations' (a stream that misses once a line and a
// few cold lines around it: a scan to a string's end far longer than the
// walk's 16 times its estimated trip hits more often than that walk). The
// rate of iterations longer still may differ (a footprint that outgrows the
// cache later), which the misses' unbounded high end states.
func marginalRates(pred, long []cache.LevelRate) []float64 {
	if len(pred) == 0 || len(long) != len(pred) {
		return nil
	}
	ap, al := pred[0].Hits+pred[0].Misses, long[0].Hits+long[0].Misses
	if !(al > ap) || math.IsInf(al, 0) {
		return nil
	}
	out := make([]float64, len(pred))
	for k := range pred {
		m := (long[k].HitRate*al - pred[k].HitRate*ap) / (al - ap)
		out[k] = math.Min(1, math.Max(0, m))
	}
	return out
}

// exitLoop returns the innermost loop whose exits hold site's block, nil
// where it exits none.
func (s *Session) exitLoop(site *cfg.Site) *loops.Loop {
	nest := s.Nests[site.Func]
	if nest == nil || site.Block < 0 || site.Block >= len(nest.Innermost) {
		return nil
	}
	for l := nest.Innermost[site.Block]; l != nil; l = l.Parent {
		if slices.Contains(l.Exiting, site.Block) {
			return l
		}
	}
	return nil
}

// exitOf reports whether site's block ends in a branch that leaves a loop
// (its test, or another exit), and whether the successor the site names
// is the way out of the innermost such loop.
func (s *Session) exitOf(site *cfg.Site) (exits, leaves bool) {
	nest, g := s.Nests[site.Func], s.Graphs[site.Func]
	if nest == nil || g == nil || site.Block < 0 || site.Block >= len(nest.Innermost) {
		return false, false
	}
	for l := nest.Innermost[site.Block]; l != nil; l = l.Parent {
		if slices.Contains(l.Exiting, site.Block) {
			return true, !l.Contains(g.Succs[site.Block][site.Succ])
		}
	}
	return false, false
}
