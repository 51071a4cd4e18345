// Package probs reads and writes the Lua script that gives the branch
// probabilities of one input size, the format of the PPT static analyzer
// (Figure 4 of Barai et al., "LLVM Static Analysis for Program
// Characterization and Memory Reuse Profile Estimation", MEMSYS 2023).
//
// The analysis finds the conditional branches of the IR and describes each
// as a [Site]; [WriteTemplate] writes the script with what the analysis
// could derive already filled in, the user completes it, and [Load] runs it
// in a sandbox and checks it against the same sites. [WriteFilled] writes
// the script from measured probabilities (reusescope probs --from-run).
// The package depends on nothing else in reusescope, so any code that can
// list branch sites can use it.
//
// # Format
//
// One table entry per site. The key is T_<line>_<col>, the debug location
// of the branch; branches without a location, or sharing one, get another
// stable key (T_4_5_b, T_main_bb7), chosen by the caller. The value is the
// probability that the branch goes to the successor named in [brackets] in
// the comment — for a loop test, the exit, so a loop of 100 iterations has
// 1/101 — and the other successor gets 1 minus it. A switch has one entry
// per destination, its cases and its default, all with the switch's Group;
// every one must be given and they must sum to 1 (within 1e-9). Entries are
// sorted by function, source line (0, unknown, first) and key.
//
// Parameters come first, as locals read from the global table param, so
// that --set n=4000 ([ParseSet]) re-evaluates the same script for another
// size. A --set value is a number when it reads as a finite Lua number, and a
// string otherwise. A --set name the script never reads is an error unless
// [LoadOptions].AllowUnusedSet is set.
//
// # Worked example
//
// For the paper's running example,
//
//	 4	for (i = 0; i < 100; i++) {
//	 7	    for (j = 0; j < 200; j++) {
//	10	        for (k = 0; k < n; k++)
//	11	            result += A[i][j] * k;
//	15	while (result > eps) result /= 2;
//
// the template is
//
//	-- (header comment explaining the format)
//
//	local n = param.n or 300 -- trips of the k loop
//
//	local BranchingProbs = { -- TODO: fill in the 1 nil entry for your instance
//	  T_4_5 = 1/101, -- main:for.cond:[for.end17] line 4
//	  T_7_9 = 1/201, -- main:for.cond3:[for.end14] line 7
//	  T_10_13 = 1/(n+1), -- main:for.cond6:[for.end] line 10
//	  T_15_3 = nil, -- TODO main:while.cond:[while.end] line 15: bound is data-dependent
//	}
//	return BranchingProbs
//
// The user replaces the nil with, say, 1/21 (the loop halves result about
// twenty times); then
//
//	vals, err := probs.Load("probs.lua", src, map[string]string{"n": "999"}, sites, probs.LoadOptions{})
//
// gives T_10_13 = 1/1000 and the other values as written. Any Lua
// expression may compute a value; a script can hold helper functions and
// tables, as long as it returns the table.
//
// # Sandbox
//
// Scripts run with the base, table, string and math libraries of
// gopher-lua; os, io, package, debug, coroutine, print to stdout, and the
// functions that load code or files (load, loadstring, dofile, loadfile,
// require, module) are absent, and reading an undefined global is an error,
// which catches misspelt names. The limits: a time limit (2 s by default)
// on the script's own CPU time, parsing, compiling and running (the
// interpreter runs on a thread of its own, whose CPU time nothing else
// adds to, so other load on the machine does not change the verdict; 30
// times the limit of wall-clock time is a backstop); 200 nested calls; a Lua stack of
// 2^20 values; 500 levels of syntactic nesting; 1 MiB from one call of
// string.rep, string.gsub or table.concat, or from one concatenation
// (the .. operator, checked before the string is built, in the copy of
// gopher-lua in third_party/gopher-lua); a 4 MiB script; and a watch on
// Go heap growth (256 MiB by default) that stops scripts that grow tables
// without end. A script stuck inside one library call (a
// pathological string.find) cannot be interrupted: Load returns at the time
// limit and leaves the interpreter goroutine to finish on its own. Where a
// thread's CPU time cannot be read (systems other than Linux) the limit is
// wall-clock time. The
// time limit covers compiling, which in gopher-lua grows with the square of
// the number of entries (0.5 s for 10000, 1.7 s for 20000 on a slow
// machine): raise [LoadOptions].Timeout for very large programs.
//
// # Errors
//
// Every error about a script is one line starting "file:line:" (or
// "file:" when no line applies), as an [*Error]: Lua syntax and runtime
// errors without traceback, missing, nil, non-numeric, non-finite and
// out-of-range values naming the key, function:block:[successor] and
// source line, unknown keys with a "did you mean", and switch groups not
// summing to 1. When there are several problems the first is reported with
// a count of the others.
package probs
