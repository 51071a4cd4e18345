// Command reusescope predicts, from LLVM IR and without running the program,
// how often each basic block runs, Byfl-style operation counts, the reuse
// distance profile and cache hit rates, and measures the same quantities by
// running an instrumented build.
//
// Usage:
//
//	reusescope COMMAND [flags] FILE.ll
//
// Commands: dump, probs, counts, cfg, trace, reuse, hits, measure, compare,
// sweep, report. Run "reusescope help COMMAND" for a command's flags.
// Exit status: 0 success, 1 analysis error, 2 usage error.
//
// The command is a thin layer: it parses flags, opens files, calls
// internal/pipeline for the analysis and package report for every output
// (the JSON, CSV and text forms), and maps errors to exit statuses. Each
// command lives in the file of its name (counts.go, hits.go, …); flags.go
// defines every flag that several commands share, once, and lists.go parses
// the list flags (--cores, --sizes, --assoc, a sweep's --set).
package main
