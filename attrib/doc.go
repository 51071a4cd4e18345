// Package attrib attributes a cache prediction, or a measured run, to the
// program's source: the accesses, hits and misses per level of every memory
// access instruction (SiteCost: Static from the static walks' per-site
// profiles, Measured from a run with measure.Options.Sites), grouped by
// source line, object, innermost loop or source function (Attributor,
// Attribute), so that the groups of a level sum to the level's totals.
//
// The grouping resolves what the IR hides from the source: code inlined
// into another function is its own function's, an OpenMP region's
// outlined body is the code of the function that forks it, the copies an
// optimiser makes of one loop (vector body, remainder) are one loop, and a
// local variable is its function's.
package attrib
