// Package interval bounds a cache level's misses and miss ratio when some of
// the access sites behind them rest on estimates.
//
// Each access site contributes Count accesses, of which a fraction Miss miss
// the level. What the analysis derived is a point; what it estimated is a
// range: a count that rests on a heuristic branch probability lies in
// [CountLow, CountHigh], and the outcome of an access whose address or reuse
// the walk could not evaluate lies in [MissLow, MissHigh] (at most [0, 1]).
// Misses bounds the sum of Count·Miss over the sites; Ratio bounds the miss
// ratio, sum(Count·Miss) / sum(Count), whose extremes over a box of counts
// lie at a vertex where every site with a miss fraction above the optimum
// takes its highest count and every other its lowest (the fractional
// programming argument of Dinkelbach, 1967), found by one sort and a scan.
//
// The bounds hold for every choice of counts and outcomes inside the ranges;
// they do not model how an estimated access changes the outcome of a derived
// one (an eviction), which the caller states.
//
// The package imports only the standard library.
package interval
