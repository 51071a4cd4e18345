// Package dom computes dominators of a graph given by its successor
// lists, entry node 0, by the iterative algorithm of Cooper, Harvey and
// Kennedy ("A Simple, Fast Dominance Algorithm", Software Practice &
// Experience, 2001). It is the project's one dominator algorithm: the CFG
// (package cfg) and the IR verifier (package irreader, SSA dominance of
// uses) both use it.
package dom
