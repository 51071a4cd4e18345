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
package main
