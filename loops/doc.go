// Package loops finds the natural loops of a CFG, their nesting, their
// induction variables and their trip counts, and derives the branch
// probabilities of loop tests.
//
// Loops are found from back edges (an edge whose target dominates its source).
// Induction variables are recognised in the two shapes clang-14 emits: at -O0
// a counter in an alloca (an init store before the loop, a load and compare in
// the test, a load/add/store in the latch), at -O2 a header phi of an init value
// and an add of itself, with the test at the top (header) or at the bottom
// (latch of a rotated loop). Bounds and init values are polynomials (Poly) over
// Lua parameters — function arguments, resolved at their call sites (Env) — and
// the counters of enclosing loops, so triangular nests (j < i, j = k+1) get exact
// averaged exit probabilities by Faulhaber sums over the enclosing iteration
// spaces.
//
// Example (LU, N = 80):
//
//	for (k = 0; k < N; k++)           // trip 80
//	  for (i = k + 1; i < N; i++)     // trip 79 - k
//	    for (j = k + 1; j < N; j++)   // trip 79 - k
//
// The j loop runs Σ_k (79-k)² = 167480 iterations over 3160 entries, so its
// test exits with probability 3160 / (3160 + 167480).
package loops
