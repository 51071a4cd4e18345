// Package pipeline wires the analysis packages together for the CLI and the
// report: parse the module, pick the function and everything it calls, build
// their CFGs and loop nests, derive the branch-probability sites, load the
// probabilities (a user's Lua script, or the derived template), and solve the
// balance equations (Session.StaticCounts). From there a Session builds the
// static trace, its reuse profile and hit rates (StaticReuse, StaticRates,
// GeometryRates), runs the parallel model per core count (PredictCores), and
// puts a measured run in the same terms (MeasuredCounts, MeasuredProbs).
//
// Attribution (package attrib): StaticRatesBy gives every access site's
// accesses, hits and misses per level (attrib.Static: each site's own
// profile, chained per site), MeasuredSites the same from a run with
// measure.Options.Sites, and Attribute groups either by source line,
// object, loop or function, so that the groups of a level sum to the
// level's totals. What rests on estimates is an estimate.Estimate
// (Estimated, AddAddresses) and the range it allows an estimate.Bounds
// (Bounds, LevelBounds); report prints both and imports no wiring.
//
// Program context: Context returns the session of main, whose walk with
// reuse.StaticOptions.Extent set to a function counts only that function's
// accesses, in the cache state the program leaves before them (what
// measure.Options.Context measures and valgrind --toggle-collect reports).
package pipeline
