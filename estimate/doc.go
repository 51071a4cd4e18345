// Package estimate holds what a result's reader needs to know of the
// estimates behind it: Estimate, which branch probabilities and addresses
// are estimated and what share of the blocks and accesses rests on them,
// and Bounds, the range a cache level's hit rate and misses lie in over
// every count and outcome those estimates allow, with the caveats that keep
// a derived point from being the run's exactly.
//
// The types are computed by the wiring (pipeline.Session.Estimated,
// pipeline.Session.Bounds, pipeline.LevelBounds) and printed by report in
// every format; this package holds them, the constants that name their
// parts (KindPointer, CaveatPlacement, MovedCounts, ...), CountFactor (how
// far an estimated count may lie from the run's) and Unfollowed, the calls
// whose effect no count follows.
package estimate
