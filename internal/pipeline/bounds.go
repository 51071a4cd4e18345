package pipeline

import (
	"math"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/interval"
	"github.com/reusescope/reusescope/reuse"
)

// Bounds bounds one level's prediction: the global hit rate and the misses
// (cache.LevelRate's HitRate and Misses) over every count and outcome the
// estimates behind it allow.
type Bounds struct {
	HitRate interval.Range
	Misses  interval.Range
	// Caveats are what keeps a point from being the run's exactly,
	// though nothing behind it is estimated: CaveatInclusive,
	// CaveatHeapPage, CaveatMeanTrip; and CaveatPlacement, which makes a
	// range of a level whose counts and addresses are all derived.
	Caveats []string
	// Unplaced is the number of accesses of CaveatPlacement.
	Unplaced float64
}

// The caveats of a derived level (Bounds.Caveats).
const (
	// CaveatInclusive: a level below the first was simulated on every
	// access, as if the hierarchy were inclusive (a sampled walk cannot
	// run behind the levels above, reuse.StaticOptions.Above); the run's
	// sees only the misses of the level above, so its recency, and a few
	// misses, can differ.
	CaveatInclusive = "inclusive"
	// CaveatHeapPage: the level's sets span more than a page and the walk
	// placed heap blocks, whose page the IR does not fix (the heap starts
	// where the link leaves it): the walk takes a 64 KiB boundary.
	CaveatHeapPage = "heap page"
	// CaveatMeanTrip: the walk took some loop instance at the average
	// trip of the block counts (reuse.StaticResult.MeanTrips), its own trip
	// not evaluated: the iterations are the run's in total, not where
	// they fall.
	CaveatMeanTrip = "mean trip"
	// CaveatPlacement: some accesses have derived addresses in memory
	// whose place in the run the IR does not fix (SiteCost.Unplaced: the
	// program's arguments, a library's globals, the slots of an optimised
	// frame): each may hit or miss, and moves the others' outcomes as an
	// access moved to another address does (by at most the associativity).
	CaveatPlacement = "placement"
)

// pageSize is the granularity to which heap blocks are placed as the run
// places them.
const pageSize = 4096

// Exact reports whether the bounds are a point: nothing behind the level
// rests on an estimate.
func (b Bounds) Exact() bool { return b.HitRate.Point() && b.Misses.Point() }

// CountFactor is how far a count that rests on a heuristic branch
// probability may lie from the one predicted: within a factor CountFactor
// either way.
const CountFactor = 4

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
// analysis does not follow (Estimate.Unfollowed) leaves every level
// unbounded: hit rate [0, 1], misses [0, +Inf).
func LevelBounds(rates []cache.LevelRate, sites []SiteCost, est *Estimate, walk *reuse.StaticResult) []Bounds {
	if len(sites) == 0 {
		return nil
	}
	out := make([]Bounds, len(rates))
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
			if !sc.OutcomeEstimated && !sc.CountEstimated && !misplaced {
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
			if sc.CountEstimated {
				s.CountLow, s.CountHigh = sc.Accesses/CountFactor, sc.Accesses*CountFactor
				recounted += assoc * sc.Accesses * (CountFactor - 1)
			}
			if sc.OutcomeEstimated || misplaced {
				moved += assoc * sc.Accesses
			}
			in = append(in, s)
		}
		if est != nil && recounted > 0 {
			recounted = math.Min(recounted, lines*CountFactor*est.Entries)
		}
		moved += recounted
		if derived > 0 {
			d := interval.Exact(derived, derivedMisses/derived)
			d.MissLow = math.Max(0, (derivedMisses-moved)/derived)
			d.MissHigh = math.Min(1, (derivedMisses+moved)/derived)
			in = append(in, d)
		}
		ratio, misses := interval.Ratio(in), interval.Misses(in)
		b := Bounds{HitRate: interval.Range{Low: 1 - ratio.High, High: 1 - ratio.Low}, Misses: misses}
		// The prediction lies inside (rounding; a level chained below a
		// larger one).
		b.HitRate.Low, b.HitRate.High = math.Min(b.HitRate.Low, r.HitRate), math.Max(b.HitRate.High, r.HitRate)
		b.Misses.Low, b.Misses.High = math.Min(b.Misses.Low, r.Misses), math.Max(b.Misses.High, r.Misses)
		if len(in) == 1 && derived > 0 && moved == 0 {
			b = Bounds{HitRate: interval.Range{Low: r.HitRate, High: r.HitRate}, Misses: interval.Range{Low: r.Misses, High: r.Misses}}
		}
		if est != nil && len(est.Unfollowed) > 0 {
			// Calls the analysis does not follow may make any number of
			// accesses, hits and misses.
			b = Bounds{HitRate: interval.Range{Low: 0, High: 1}, Misses: interval.Range{Low: 0, High: math.Inf(1)}}
		}
		if k > 0 && !r.Filtered {
			b.Caveats = append(b.Caveats, CaveatInclusive)
		}
		if walk.Heap && r.Level.Sets()*int64(r.Level.Line) > pageSize {
			b.Caveats = append(b.Caveats, CaveatHeapPage)
		}
		if walk.MeanTrips {
			b.Caveats = append(b.Caveats, CaveatMeanTrip)
		}
		if unplaced > 0 {
			b.Caveats = append(b.Caveats, CaveatPlacement)
			b.Unplaced = unplaced
		}
		out[k] = b
	}
	return out
}
