// Package balance solves the flow (balance) equations of a CFG for the
// expected execution count of every block, and propagates counts across calls.
//
// For a function with blocks 1..M and edge probabilities P_ij, the count N_j of
// block j is Σ_{i ∈ pred(j)} P_ij N_i, plus one for the entry block (Eq. 1 of
// Barai et al., "LLVM Static Analysis for Program Characterization and Memory
// Reuse Profile Estimation", MEMSYS 2023). In matrix form (I − Pᵀ) N = e₁.
// Solve does not factor that M×M matrix: it takes the strongly connected
// components of the CFG in topological order, as block-frequency analyses do
// (Wu and Larus, MICRO 1994; LLVM's BlockFrequencyInfo). A block on no cycle
// sums its predecessors' counts; a loop entered at one header is solved inner
// loops first, its header running inflow/(exit mass per iteration) times; a
// cycle with several entries (irreducible) is solved by Gaussian elimination
// on its own edges, block by block in a minimum-degree order that keeps the
// control flow sparse, each pivot formed as a sum of non-negative terms
// (Grassmann, Taksar and Heyman, 1985) so that a region that rarely exits
// keeps its precision. Only a region of up to 512 blocks or functions whose
// weights defeat the elimination (calls per execution summing above 1, or a
// singular region) is solved with gonum's dense LU factorisation; a larger
// one, or one whose elimination would take more than about 1 GiB or a
// minute, is an error naming its size.
// The cost is linear in the blocks times the loop depth, plus about linear in
// the edges of an irreducible region: a function of 60 000 blocks, or an
// irreducible region of 16 000, takes milliseconds.
//
// A loop that can never exit makes the system singular; that is detected before
// solving (a block reachable with positive probability from which no return is
// reachable) and reported with the loop's header and source line.
//
// Counts follow calls: a function's invocation count is the sum over its call
// sites of the calling block's count, solved as a second linear system over the
// call graph, the same way, so that recursion is handled; an OpenMP fork
// call (omp.ForkCall) counts as one call of its outlined function per team
// (one thread unless told otherwise).
//
// Worked example (the paper's Figure 2, -O0): the loop tests have exit
// probabilities 1/101, 1/201 and 1/301, and the solution gives the outer header
// 101, the middle header 100·201 = 20100 and the inner header
// 20000·301 = 6020000 executions.
package balance
