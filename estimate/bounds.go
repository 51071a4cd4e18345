package estimate

import "github.com/reusescope/reusescope/interval"

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
	// Walks is the number of walks with the estimates moved whose hull
	// the range is (pipeline.Session.Bounds); 0 when the range is the worst case
	// pipeline.LevelBounds allows every count within CountFactor. Moved says what
	// they moved: MovedCounts, MovedAddresses.
	Walks int
	Moved []string
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
	// whose place in the run the IR does not fix (attrib.SiteCost.Unplaced: the
	// program's arguments, a library's globals, the slots of an optimised
	// frame): each may hit or miss, and moves the others' outcomes as an
	// access moved to another address does (by at most the associativity).
	CaveatPlacement = "placement"
	// CaveatSampled: the walk sampled iterations to fit its budget
	// (reuse.StaticResult.Whole false): the range's ends are those of
	// sampled walks, whose sampling error is not bounded.
	CaveatSampled = "sampled"
)

// What pipeline.Session.Bounds' walks move (Bounds.Moved).
const (
	// MovedCounts: the counts that rest on estimated branches, CountFactor
	// times up and down.
	MovedCounts = "counts"
	// MovedAddresses: the addresses the walk could not evaluate, at their
	// model's extremes.
	MovedAddresses = "addresses"
	// MovedTrips: every estimated loop left at its first test, and the
	// outermost of each nest run LongFactor times its estimated trip.
	// Such a loop's trip
	// has no bound the IR gives, so its level's misses have no upper
	// bound.
	MovedTrips = "trips"
)

// Exact reports whether the bounds are a point and nothing behind the level
// rests on an estimate (walks with moved counts that agree are no proof).
func (b Bounds) Exact() bool { return b.HitRate.Point() && b.Misses.Point() && b.Walks == 0 }

// CountFactor is how far a count that rests on a heuristic branch
// probability may lie from the one predicted: within a factor CountFactor
// either way.
const CountFactor = 4

// LongFactor is how many times its estimated trip the long walk of
// pipeline.Session.Bounds runs the outermost estimated loop of each nest
// (MovedTrips): long enough for the loop's own accesses to set the hit
// rates.
const LongFactor = 16
