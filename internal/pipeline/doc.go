// Package pipeline wires the analysis packages together for the CLI and the
// report: parse the module, pick the function and everything it calls, build
// their CFGs and loop nests, derive the branch-probability sites, load the
// probabilities (a user's Lua script, or the derived template), and solve the
// balance equations (Session.StaticCounts). From there a Session builds the
// static trace, its reuse profile and hit rates (StaticReuse, StaticRates,
// GeometryRates), runs the parallel model per core count (PredictCores), and
// puts a measured run in the same terms (MeasuredCounts, MeasuredProbs).
// Session.Solve gives an Analysis: the probabilities, the counts and the
// estimate together, whose methods (Trace, Reuse, Rates, GeometryRates,
// PredictCores, AddAddresses) are what the commands call.
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
// One analysis per module (module.go): Analyse builds a ModuleAnalysis once
// per module, with the CFG of every defined function (or the error of its
// build), their site keys assigned over all of them in module order, and
// the module's OpenMP regions. ModuleAnalysis.Open opens one function's
// Session from it: the graphs are shared, since nothing after Analyse
// writes to them (the loop analysis, the balance equations, the checkers
// and the walks only read them); the Lua environment of parameters, the
// loop nests, the sites' probabilities and the Lua parameters depend on the
// functions the session analyses and are its own. OpenModule is Analyse and
// Open for a single function; `reusescope cc` opens every function of a
// unit from one ModuleAnalysis, so that each CFG is built once.
//
// Program context: Context returns the session of main, opened from the
// same ModuleAnalysis, whose walk with reuse.StaticOptions.Extent set to a
// function counts only that function's accesses, in the cache state the
// program leaves before them (what measure.Options.Context measures and
// valgrind --toggle-collect reports). ModuleAnalysis.Resolve is how every
// command takes --func: with the scope InContext a Target whose Walk is
// main's session and whose Extent is the function (unless no function was
// named, it is main, or the module has no main), with Cold the function's
// own session alone, with RunContext (measure) its own session with no
// session of main; a function the optimiser inlined into its callers,
// which has no body, is main's session restricted to the inlined code
// unless Cold. Target.Func is the function's own session, whose counts,
// CFG, instrumented run and parallel model the commands report.
//
// Model dispatch: Session.Rates predicts a hierarchy's hit rates, choosing
// the walks by the cache model (the plain profile for sdcm, fa-lru and
// authors; one set-distance walk per level for sets), and gives the
// sites' costs and, under the sets model, the levels' bounds
// (LevelRates.Bounds) when asked; GeometryRates makes the same choice for
// geometries side by side.
package pipeline
