// Package heuristic gives static probabilities to the branches whose
// probabilities the analysis cannot derive: the Ball–Larus heuristics in
// the form LLVM 14's BranchProbabilityInfo implements them (branch_weights
// metadata, unreachable and unwind edges, the loop branch, pointer, zero
// and float heuristics), and two assumptions of its own: a branch on an
// allocation's result goes the way of success (Allocation), and an error
// exit (an abort, a failing exit, main returning a non-zero status) is
// never taken (ErrorExit).
//
// Site estimates one site of a CFG; its Estimate is a Lua number and the
// name of the heuristic that decided. The caller tells it the innermost
// loop holding the branch through the Loop interface, and computes
// ColdBlocks, the blocks from which the function cannot return, once per
// function. FormatProb writes a probability as the Lua number the
// estimates use.
package heuristic
