// Package pipeline wires the analysis packages together for the CLI and the
// report: parse the module, pick the function and everything it calls, build
// their CFGs and loop nests, derive the branch-probability sites, load the
// probabilities (a user's Lua script, or the derived template), and solve the
// balance equations (Session.StaticCounts). From there a Session builds the
// static trace, its reuse profile and hit rates (StaticReuse, StaticRates,
// GeometryRates), runs the parallel model per core count (PredictCores), and
// puts a measured run in the same terms (MeasuredCounts, MeasuredProbs).
package pipeline
