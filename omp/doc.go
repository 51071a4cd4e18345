// Package omp is OpenMP as clang-14 emits it for libomp: the one package that
// names the runtime's entry points (names.go: forks, outlined functions,
// tasks, the __kmpc_ and omp_ calls), finds the parallel regions of a module
// with their work-shared loops and constructs, and computes how libomp's
// static schedules split a loop over threads. It imports irreader only; the
// loop analysis (loops), the balance equations (balance), the measurement
// (measure), the attribution (internal/pipeline) and the multicore model
// (parallel) use it.
//
// # Regions
//
// Find(mod.LL) (mod from irreader) returns one Region per call of
// __kmpc_fork_call(loc, argc, microtask, shared...) in the module:
//
//   - the caller and block of the call, the microtask it names (a function,
//     usually behind a constant bitcast, ".omp_outlined."), and the shared
//     arguments after it with the microtask parameter each one binds to;
//   - the region functions: the microtask and every defined function it
//     reaches by direct calls, depth first (at -O0 clang puts the body in
//     ".omp_outlined._debug__" and the microtask only forwards to it). Every
//     parameter gets a Role: the microtask's first two are the global and
//     bound thread id pointers, the rest are shared; a callee's parameter
//     inherits the role of the argument passed to it when that argument is a
//     region parameter directly or through a local copy. All allocas of the
//     region functions are private (one copy per thread);
//   - each work-shared loop: __kmpc_for_static_init_{4,4u,8,8u}(loc, gtid,
//     schedtype, &last, &lower, &upper, &stride, incr, chunk) with the
//     schedule constant, chunk and increment, the four allocas, and the
//     values stored into lower and upper before the call (found backwards
//     in the call's block and its chain of single predecessors; constant or
//     SSA value), and its __kmpc_for_static_fini; or a dispatch loop,
//     __kmpc_dispatch_init_{4,4u,8,8u}(loc, gtid, schedule, lb, ub, st,
//     chunk) with its __kmpc_dispatch_next_* calls, flagged Dynamic;
//   - the constructs __kmpc_barrier, __kmpc_reduce[_nowait] (with the
//     combiner function) and __kmpc_end_reduce[_nowait], __kmpc_single,
//     __kmpc_master, __kmpc_masked, __kmpc_critical[_with_hint],
//     __kmpc_ordered and their __kmpc_end_* calls, with function and block.
//
// Loops and constructs carry a Seq number, their order in the walk (blocks in
// file order, callees at their call site). The barrier that ends every
// parallel region is inside __kmpc_fork_call and is not listed. In the -O0
// output of
//
//	#pragma omp parallel for reduction(+ : s)
//	for (i = 0; i < n; i++)
//	  s += x[i] * y[i];
//
// Find reports one region with shared arguments n.addr, s, x.addr, y.addr,
// one loop with schedule 34 (static), lower 0 and upper an SSA value holding
// n−1 (computed from the shared pointer n), and the constructs
// reduce_nowait, end_reduce_nowait.
//
// Schedule numbers are libomp's enum sched_type (openmp/runtime/src/kmp.h
// in llvm-project): 33 kmp_sch_static_chunked, 34 kmp_sch_static,
// 35 kmp_sch_dynamic_chunked, 36 kmp_sch_guided_chunked, 37 kmp_sch_runtime,
// 38 kmp_sch_auto, 40 kmp_sch_static_greedy, 41 kmp_sch_static_balanced,
// 65–70 the ordered forms, 91/92 distribute; bit 29 (monotonic) and bit 30
// (nonmonotonic) are modifiers, so clang-14's schedule(dynamic) passes
// 1073741859 = 2^30 + 35.
//
// # Static schedules
//
// StaticSchedule reproduces __kmp_for_static_init in
// openmp/runtime/src/kmp_sched.cpp (llvm-project release/14.x). With
// trip count n = (upper − lower)/incr + 1 (inclusive bounds), P threads
// and thread id t:
//
//   - P = 1: the thread gets everything, chunked or not.
//   - kmp_sch_static (34), n < P: threads t < n get iteration t, the rest none.
//   - kmp_sch_static, n ≥ P, balanced: small = ⌊n/P⌋, extras = n mod P;
//     thread t starts at trip index t·small + min(t, extras) and gets
//     small + 1 iterations if t < extras, else small.
//   - kmp_sch_static, n ≥ P, greedy: big = ⌈n/P⌉; thread t gets trip indices
//     [t·big, min((t+1)·big, n)), so the last threads may get fewer or none.
//   - kmp_sch_static_chunked (33), chunk c (clamped to n): chunk k, trip
//     indices [k·c, min((k+1)·c, n)), goes to thread k mod P.
//
// Which of balanced and greedy libomp uses is the run-time setting
// KMP_SCHEDULE=static,balanced|greedy. kmp_global.cpp initialises
// __kmp_static to greedy, but libomp 14 as installed here runs balanced
// unless told otherwise (KMP_SETTINGS=1 prints
// KMP_SCHEDULE='static,balanced;guided,iterative'; 9 iterations on 4 threads
// go 3,2,2,2, and 3,3,3,0 with KMP_SCHEDULE=static,greedy), so balanced is
// the default here: ⌈n/P⌉ iterations to the first n mod P threads, ⌊n/P⌋
// to the rest. TestStaticScheduleLibomp checks both policies
// against testdata/static_sched.c compiled with clang-14 -fopenmp.
//
// Dynamic, guided, runtime and auto loops are only recognised here; how to
// approximate them is the model's choice (package parallel).
//
// The call graph a run follows, where a fork call runs its outlined
// function, is here too (CalledFuncs, Reachable): the functions an analysis
// covers, and those a call may run.
package omp
