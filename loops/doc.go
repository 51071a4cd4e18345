// Package loops finds the natural loops of a CFG, their nesting, their
// induction variables and their trip counts, and derives the branch
// probabilities of loop tests.
//
// Its counts and probabilities are written in the symbolic algebra of
// package poly (polynomials and quasi-polynomials over Lua parameters and
// iteration numbers). A branch it cannot derive gets a static estimate
// from package heuristic through Nest.Estimate, which tells the heuristics
// the innermost loop holding the branch.
//
// Loops are found from back edges (an edge whose target dominates its source).
// Induction variables are recognised in the two shapes clang-14 emits: at -O0
// a counter in an alloca (an init store before the loop, a load and compare in
// the test, a load/add/store in the latch), at -O2 a header phi of an init value
// and an add of itself, with the test at the top (header) or at the bottom
// (latch of a rotated loop). Bounds and init values are polynomials
// (poly.Poly) over Lua parameters — function arguments, resolved at their call
// sites (Env) — and the counters of enclosing loops, so triangular nests
// (j < i, j = k+1) get exact averaged exit probabilities by Faulhaber sums
// over the enclosing iteration spaces: a rotated loop entered only on the
// outer iterations where its trip is at least 1, and, where a trip may fall
// below 0 (j = k+2 at the last k), only the positive trips summed
// (guardedEntries, clampedTotal). A header phi that moves beside the
// counter by a multiple of its step (-O2's k+1 kept beside k, Loop.Steps)
// is a polynomial of the counter (Nest.stepValue), so a loop starting there
// has a formula too. A trip that reads an argument the function's calls
// pass different values (LuaParam.PerCall: fill(a, n), fill(b, m)) has no
// one value; CountedLoop hands its test to the walk, which evaluates each
// call's (Env.ReadsPerCall).
//
// Two -O2 shapes keep their counter without a polynomial trip count: a
// counter whose init is a phi joining paths (an unrolled loop after its
// remainder prologue; IndVar.InitValue, which statictrace evaluates), and a
// test of "counter | c" where the counter's low bits are zero (counter + c).
//
// # Blocked loops
//
// A counter stepped by a value of the inputs (ii += bs) is a stride
// (tiles.go, the tile's end in tileend.go): its trip, ceil(span/bs), is no polynomial, so it is no
// IndVar, but its test's probability is derived in Lua. A loop that starts
// at a stride's counter and stops at min(ii + bs, n) — a conjunction, a
// min() helper, a select, llvm.smin, or a local set by a conditional — is a
// tile: over the stride's iterations the tiles partition [init, n), so its
// exit probability is T/(T + span) per test, exact whatever runs between
// the two as long as it does not depend on the stride's counter.
//
// # -O2: vectorised, unrolled and versioned loops
//
// Their probabilities come from evaluating each loop iteration as an acyclic
// region (vector.go; regions, conditions and values in vectorregion.go,
// vectorcond.go and vectorvalue.go) over quasi-polynomials — polynomials
// with ⌊x/c⌋, choices and sums (poly.Quasi) — recognised by shape, not
// by name: the vectoriser's min.iters.check, runtime alias and wrap checks
// (derived as passing: the arrays do not overlap; the check's site says so in
// its hint), middle blocks, vector and epilogue-vector loops, the unroller's
// prologues, epilogues and remainder loops (xtraiter = n & (U-1)), loop
// versioning, and rotated loops behind their n > 0 guards. Example (gemv's
// row loop unrolled by 4):
//
//	n - 1 < 3 ? epilogue : body     // (n - 1 < 3) and 0 or 1
//	body:  niter += 4 until == n & -4       // exit 1/math.max(math.floor(n/4), 1)
//	n & 3 == 0 ? done : epilogue    // (4*math.floor(n/4) ~= n and 1 or 0)
//	epilogue: n & 3 iterations      // exit 1/math.max(n % 4, 1)
//
// A branch's probability is the times it is taken over the times its block
// runs, summed over the iteration spaces of the enclosing loops, so a
// triangular nest gets the guards that skip its empty inner loops right.
//
// Example (LU, N = 80):
//
//	for (k = 0; k < N; k++)           // trip 80
//	  for (i = k + 1; i < N; i++)     // trip 79 - k
//	    for (j = k + 1; j < N; j++)   // trip 79 - k
//
// The j loop runs Σ_k (79-k)² = 167480 iterations over 3160 entries, so its
// test exits with probability 3160 / (3160 + 167480).
//
// # Memory at -O0
//
// A load stands for a value when the location is an alloca written once, when
// every store reaching the load writes the same value (a backwards
// reaching-definitions walk; phis and selects of equal values are that
// value), or when it is read through a pointer parameter that no analysed
// function writes through and every call site binds to such a location
// (OpenMP shared variables: the outlined function gets &n and loads n inside
// its loops, which is the caller's n). An alloca whose address escapes
// (passed to an unknown call, stored, offset) stands for nothing.
//
// # Joins and pointers into one object
//
// A pointer is a base and a byte offset (pointer.go); a counter's trip is
// the distance from its start to its bound where both share a base. A join
// whose arms differ may still be one value (phiguard.go, Env.agreeing): an
// arm reached only under an equality x == c (its edge's test, or a flag phi
// of constants) equal to the general value once the equality holds. So
// the storage of a std::vector<T> v(n) at -O2 — [null, null] when n == 0,
// [p, p + 1] when n == 1, [p, p + n] otherwise — is n elements on every
// path, for loop trips, begin == end tests, end - begin byte counts
// (addrDiff) and the path evaluation's joins alike.
//
// # Floating-point counters
//
// A loop tested by a floating-point compare of an accumulation (while
// (t < tend) t += dt) gets the trip of the machine's rounded additions
// (floatloop.go): start, step and bound are evaluated as the program
// computes them (fexpr: Lua and Go, each operation rounded to the
// counter's type), and the trip is math.fsteps of them, a computed
// parameter, or a number where they read no parameter. An integer the
// loop steps every iteration is its counter (companionCounter).
//
// # Geometric counters
//
// A counter multiplied, shifted or divided each iteration (cap <<= 1,
// h >>= 1; geomloop.go) has the trip math.isteps counts in its width, and
// an IndVar that counts iterations from 0 by 1 while its value is the
// k-th step (IndVar.Geom, GeomStep.At): no polynomial is summed over it
// (sumExact refuses), and loops inside whose trips read it are counted by
// the walk (CountedLoop).
//
// # Program inputs
//
// Numbers the program parses from its arguments are Lua parameters the
// pipeline sets from the arguments given after "--" (inputs.go, input.go):
// atoi, strtol and their kin on argv[k] (atof, strtod and strtof as
// floating-point parameters, LuaParam.Real), sscanf conversions and results,
// followed through memory and calls — a callee's return, out-parameters,
// globals, struct fields (locations at a constant offset of a global or
// local, whose every write is found by following the address forward) —
// and into OpenMP outlined functions through the fork call's shared
// pointers. The symbolic evaluator reads any integer field so (memory.go
// cellValue): a load through a pointer is the one value every store to
// its cell writes, with the parameters of the storing function (an init
// function, a constructor) bound to the arguments of the calls that passed
// the object there (bindEntries), and a call of a defined function is the
// one value its returns give (a getter). Where a function reads a field
// through the pointer it is passed and its calls pass objects holding
// different values (total(&a), total(&b); this->rows_ of two objects),
// the field is a per-call parameter of that function (fieldparams.go
// paramField), bound at each call to what that call's object holds
// (Env.FieldBindings, which the walk binds on entry), provided nothing
// the function runs writes the field. A heap block (malloc, calloc, new)
// is a location like a local; the object a constructor function returns
// (m = mat_new(n, k): it mallocs the block and stores the sizes) has the
// fields that function stores, its parameters bound to that call's
// arguments (returnedField). A read sees the writes of its own width at
// its offset, and the bytes it takes of a wider constant store (-O2 writes
// struct dims d = {32, 24} as one i64); any other overlapping write leaves
// it unknown (defsAt). A struct passed by value is read the same way: its
// bytes in the integer -O0 passes it as are, at each call, the bytes the
// caller loads from its own struct (sliceParam), and a memcpy between
// locations copies the source's bytes (copyCell). Options parsed by
// getopt or
// getopt_long (getopt.go) are
// parameters too: counts of what getopt returns (the option loop's trip
// and case tests), atoi(optarg) under a case, a flag an option sets, optind
// and the words after the options. A value read by scanf or fscanf is a
// parameter without a value, which --set gives. Every value of the module
// is classified once, when the Env is made, and the symbolic, path and
// concrete evaluators all read the classification.
//
// # OpenMP: one thread
//
// With Env.SetOneThread (the pipeline derives the OneThread description from
// package parallel) the probabilities are those of the program run with
// OMP_NUM_THREADS=1: each outlined function is called once and runs the whole
// iteration range. libomp 14 then leaves a static loop's lower and upper
// bounds unchanged (chunked or not), so the clamp "ub > UB ? UB : ub" never
// fires and the work-shared loop runs Upper − Lower + 1 trips (divided by the
// increment); a static chunk loop and a dynamic dispatch loop run one trip
// (the chunk loop's clamp fires on its second visit; at -O2, where the
// chunk loop keeps lower and upper in header phis and steps them by the
// stride the runtime stored, upper − lower + 1, those phis are their
// entry values: Nest.OneTripEntry; a rotated dispatch loop's first next
// call, before the loop, returns 1); single and master run
// their body; a reduce call (with or without nowait) returns 1 (reduction
// case 1) and a cmpxchg succeeds first time. Example (omp_gemv at -O0,
// n = 96):
//
//	#pragma omp parallel for            // omp.precond: 0 < n, taken
//	for (i = 0; i < n; i++)             // omp.inner.for.cond: trip n, exit 1/(n+1)
//	  for (j = 0; j < n; j++)           // for.cond: n read through &n, exit 1/(n+1)
//
// Block counts derived this way equal the counts measured with one thread
// (internal/pipeline TestOMPCountsOneThread). With more threads each thread
// runs its own share (omp.StaticSchedule); the probabilities here do not
// model that.
package loops
