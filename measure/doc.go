// Package measure gives the ground truth the static analyses are held to: it
// instruments an LLVM IR file (.ll from clang-14), builds it with clang, runs
// it, and computes from the run the exact basic-block and edge counts of every
// function, the loads, stores and bytes moved, the exact reuse-distance
// profiles (per thread and interleaved) and exact cache hit rates.
//
//	res, err := measure.Run(ctx, "gemm.O0.ll", measure.Options{
//		Func:   "kernel_gemm",
//		Levels: levels, // from cache.ParseHierarchy("L1=32KiB/8/64,L2=1MiB/16/64")
//	})
//	// res.Funcs["kernel_gemm"].Blocks[b], res.Line (reuse profile), res.Levels (hit rates)
//
// # Block identity
//
// A block is (function name, index in llir's (*ir.Func).Blocks of the
// original module), its successors are numbered as in Term.Succs() (for a
// switch: default first, then the cases in order). The instrumentation only
// inserts instructions, never blocks, so these numbers are the static side's.
// When several successors of a block are the same block (two switch cases
// with one target, br with equal targets) the transfers cannot be told apart
// at run time and are all counted on the first of those successors. An
// invoke's successors are its normal target and its landing pad: the count of
// the second edge is the number of times the call threw. A block whose plain
// call (not an invoke) throws is counted as entered but leaves by no edge.
//
// # Instrumentation
//
// The .ll is parsed with github.com/llir/llvm for its structure (blocks,
// successors, operand types), but the instrumented module is the original
// text with lines inserted, not llir's printing of the module: llir v0.3.6
// prints some clang-14 IR wrongly (cmpxchg results get the type {T, i8}, the
// alignment of cmpxchg is dropped), while the text transformation keeps every
// original line byte for byte. llir reads the text as irreader.ParseIR
// normalises it (runs of blank lines cut, initializers over 1 MiB of text
// read as undef); the instrumented text is the
// original (for bitcode, llvm-dis-14's disassembly). The text and the llir
// parse are matched block by block and instruction by instruction (an
// instruction may span lines: a switch's cases, a landingpad's clauses, the
// "to label" targets of an invoke or callbr), and a mismatch is an error
// rather than a guess. Inserted are:
//
//   - at the start of every block (after its phis, a landingpad, and in the
//     entry block the leading allocas): call __rs_bb(block, edge). The edge
//     id comes from a phi added to the block, "%__rs.e = phi i32 [id, %pred]
//     ...": the predecessor is known statically on every incoming edge, so
//     the edge count costs nothing beyond the call and is exact per frame
//     (a callee's blocks never disturb the caller's edges, recursion included);
//   - before every load and store: __rs_ld/__rs_st(address, store size);
//     atomicrmw and cmpxchg: one load and one store (__rs_rmw; a failed
//     cmpxchg is still counted as a store); llvm.memcpy/memmove: one load and
//     one store of n bytes, streamed as 64-byte-aligned pieces alternating
//     source and destination; llvm.memset: one store of n bytes;
//   - at entry and before every ret and resume of the --func function:
//     __rs_fenter and __rs_fleave; the same in every function handed to __kmpc_fork_call,
//     __kmpc_fork_teams or __kmpc_omp_task_alloc (__rs_oenter/__rs_oleave);
//     around every __kmpc_fork_call: __rs_fork_begin/__rs_fork_end.
//
// Not instrumented: code outside the module (libc, libm, the OpenMP runtime's
// own data, anything reached through printf or malloc), masked and gather
// intrinsics, va_arg, inline assembly. Accesses after the runtime's exit
// handler (other atexit handlers, destructors) are dropped.
//
// # Scope
//
// With Options.Func set, a thread counts blocks, edges and accesses only while
// it is inside that function's dynamic extent: __rs_fenter/__rs_fleave keep a
// per-thread depth, so callees are included and recursion is handled. An
// exception that propagates out of the function through a call that is not
// an invoke (no landing pad in its frame) skips __rs_fleave, and the thread
// stays in scope. An outlined OpenMP function counts on every thread of the
// team when the __kmpc_fork_call that started it was made in scope (a global
// count of in-scope forks, read at the outlined function's entry), so the work
// F forks to other threads is measured and the parallel regions of other
// functions are not. Without Func the whole program is in scope. Result.Funcs holds
// every defined function (zeros outside the scope).
//
// By default the accesses outside the scope are not streamed, and F's
// accesses meet empty caches and reuse engines: F starts cold.
// Options.Context makes F meet the state the program leaves before each of
// its calls, as Valgrind's --toggle-collect=F does (toggling stops counting,
// not simulating): every access of the run, of every thread, is streamed and
// goes through every stage (the hierarchy of Result.Levels, the threads'
// private levels, the shared levels of the parallel model, the line and
// address profiles, the per-site attribution), but only those in scope are
// counted: the hits and misses of Result.Levels, Threads and Shared, the
// profiles' histograms, Result.Loads, Stores, bytes and Events, the sites.
// A reuse distance of F's counts the distinct lines in between wherever
// they were touched, and a first touch (Infinite) is a line the whole run
// had not touched before. Block and edge counts are F's extent either way,
// and so are the counts: only the hit rates and the profiles change. Without
// Func, Context changes nothing.
//
// The runtime keeps each thread's scope and streams a scope marker word
// whenever it changes (__rs_fenter, __rs_fleave, __rs_oenter, __rs_oleave):
// bit 47 set, as a site marker (see "Attribution"), and bit 46, bit 0 set
// when the thread enters the scope, the thread's index in the thread field.
// Threads start out of scope. Every stage keeps the scope of each thread from
// the markers (context.go) and simulates an access out of scope without
// counting it (cache.Sim.Warm, cache.Engine.Touch; the private L1 of the
// parallel model uncounted, its misses warming the shared levels). A folded
// stream stays folded: the access after a marker is a word of its own, so
// a folded repeat belongs to the scope of its word, and repeats out of scope,
// hits on the most recently used line that change no state, are dropped. With
// Sites, the fast path streams site markers out of scope too, and the
// stages drop those of a thread out of scope. The runtime's counters count
// every access and the summary reports their growth over the stretches in
// scope; the fast path runs out of scope too, its block counts going to a
// scratch array.
//
// With Context the root whose frame is placed is main, as the static walk
// of a function in context is main's. The accesses before main's first
// entry (C++ constructors) set the state as well, but that entry may
// re-execute the program to place main's frame (see "Fixed layout"), and the
// stages must not see them twice. So in the first execution the runtime
// hands no buffer over before the root's first entry: a full one is
// dropped, and the root's entry then re-executes the program whether or not
// the frame is in place; the re-executed program, padded to place the
// frame, hands its buffers over from its start. A program that cannot be
// re-executed then fails the run rather than measure F with a context
// partly lost.
//
// Cost: the program streams and the stages simulate the accesses outside F
// too, and a re-execution to place main's frame starts the program again,
// as it does without Context. Without Context the stream, the hooks and the stages are those
// of a run without the feature (the stages test once per batch). On a
// loaded 2-core machine (BenchmarkMMContext, BenchmarkLargestContext,
// BenchmarkOutside*), where little of the run lies outside F, mm.c at n=250
// takes 2.4 s against 2.15 s without Context and twomm_L 0.245 s against
// 0.241 s; where nearly all of it does, testdata/context.c with main's 10
// million iterations (71.8 million accesses) before a kernel of 7,175 takes
// 0.59 to 0.71 s against 0.36 s without Context (0.30 s measuring the whole
// program). The folded stream is kept: unfolded (the hooks' fast path off),
// the same runs would take 4.6 s, 0.38 s and 1.44 s.
//
// # Runtime and event stream
//
// The runtime, runtime/rsrt.c (embedded with go:embed), is compiled with
// clang -O2 and linked into the program with -lm (and -fopenmp when the module
// calls __kmpc_*, -lstdc++ when it declares functions of the C++ runtime). Block and edge counters, loads, stores and bytes are kept
// per thread in the program (arrays of __rs_nblocks and __rs_nedges counters
// allocated at the thread's first event) and written to a summary file by an
// atexit handler; only memory accesses are streamed. Each access is one 64-bit
// word (48-bit address, size-1 in 7 bits, a store bit, an 8-bit thread index)
// appended to one global buffer of 256 KiB. A full buffer is copied to the
// next of 8 slots of memory shared with the Go side (a file in /dev/shm,
// unlinked at once, mapped by both) and handed over by writing the slot's
// index and length to a pipe (fd 3); the Go side gives a slot back, through
// a second pipe, once every stage is done with it, and reads the words in
// place (a pipe would copy them twice). The Go side feeds each slot to
// independent stages, each in its own goroutine (line
// profile, address profile, hierarchy simulation, parallel model), so
// nothing is held beyond the slots and runs of 10^9 and more accesses are
// fine: memory grows only with the number of distinct lines and addresses,
// which the exact engine needs anyway.
//
// The hooks called for every block and access, __rs_bb, __rs_ld and __rs_st,
// are not calls: runtime/rsfast.h is compiled to IR at -O2 and its
// definitions, always_inline, are appended to the instrumented module, whose
// -O0 (optnone) functions get them inlined (hooks.go). Their fast path keeps
// global state and is on while the run is sequential (one thread, in scope,
// outside parallel regions, the stream folded or off); otherwise they call
// the runtime's slow paths, which handle every case. A call from -O0 code
// costs as much as the hook's work: the arguments and every value live
// across it go through the stack.
//
// A sequential run whose stages all use one power-of-two line size (the
// default: 64-byte profile lines and cache lines, no address profile) streams
// folded words (RS_REPEAT): an access that lies in the last line of the
// previous word is not a word of its own but a count in that word's thread
// field (up to 254; beyond, or when the word was already handed over, it is
// a word of its own, an access to the same line). Such an access is a reuse at
// distance 0 and a hit on the most recently used line of every cache, which
// changes no state, so the stages only add it (TestFoldedStream holds the
// results of a folded stream to those of the stream it folds). At -O0 the
// scalars of a frame share a line and four accesses in ten fold: twomm_L
// streams 11.0 M words for its 19.2 M accesses. Result.Events counts
// accesses, as the runtime counted them.
//
// # Threads and the global order
//
// Outside parallel regions one thread runs and appends to the buffer without
// synchronisation. While a parallel region runs (__rs_fork_begin raises a
// global counter that __rs_fork_end lowers after the join) every append takes
// a spin lock, so the buffer holds the accesses of all threads in the real
// global order in which they took the lock. The cost is one atomic exchange
// per access and cache-line ping-pong between the cores; with more threads
// than cores a preempted lock holder makes the others yield. Thread i of the
// event word is the order of first appearance; ThreadResult.ID is the OpenMP
// thread number at that first event (omp_get_thread_num through a weak
// symbol). Per thread Result gives block counts, op counts, the private reuse
// profile (PRD) and a private L1; the interleaved stream gives the CRD profile
// (Result.Line), the hierarchy simulation of the whole stream (Result.Levels,
// whose HitRate of levels beyond L1 is the "whole stream" rate of
// cache.Sim), and the parallel model (Result.Shared): the levels after L1 fed
// with the private-L1 misses of all threads in global order; Shared rates are
// relative to that miss stream. Options.Threads sets OMP_NUM_THREADS.
// Programs that start threads other than through OpenMP (pthread_create,
// thrd_create, std::thread) are refused before they are built: their events
// would race on the unlocked buffer (unsupported.go).
//
// # Profiles and caches
//
// Result.Line is the exact reuse profile at line granularity (distance in
// distinct lines of Options.Line bytes; an access spanning two lines counts
// once per line), computed with cache.Engine; Result.Var (Options.VarProfile)
// the profile at address granularity, every distinct start address being one
// variable. The caches are cache.Sim, Cachegrind-like: write-allocate LRU, an
// access goes to L1 and only on a miss to L2 and so on.
//
// # Build flags
//
// Both the instrumented and the native build use Options.Opt, by default
// the IR's own level: -O0 when every defined function is optnone (clang -O0
// output), else -O2. The flag never changes the counts (the inserted calls
// are opaque, and the inlined hooks' updates of the runtime's global state
// and of the event buffer, which only opaque calls read, are kept in program
// order like any memory the program writes), but it changes frame layout:
// -O2 code generation reorders even an
// optnone function's allocas and keeps values in callee-saved registers whose
// pushes move the locals, so -O0 IR built at -O2 touches other stack lines
// than the same IR built as clang -O0 builds it.
//
// # Native frames
//
// The hooks themselves change every instrumented frame's size (their
// arguments and the values live across them are spilled: scalars' kernel
// frame is 80 bytes native, 300-odd instrumented), which moves every callee's
// frame further down the stack than natively. The measure package builds both
// the instrumented and the original IR to assembly, reads each function's
// frame size from its prologue (frames.go: callee-saved pushes after the
// frame pointer plus the stack adjustment) and links the differences as a
// table; every function reports its frame address at entry and return
// (__rs_enter, __rs_leave; a resume is a return) and every landing pad its
// function's (__rs_unwound, which pops the activations an exception unwound
// without running their landing pads), and the runtime keeps a shadow stack of
// activations with their shift, the native frame address less the
// instrumented one (a callee's shift is its caller's plus the caller's size
// difference). The locals lie below the callee-saved registers the prologue
// pushes, and the inlined hooks make an instrumented prologue push more of
// them (.omp_outlined._debug__ of testdata/omp.c: one register natively, two
// instrumented, three with Sites): the frame's own addresses are shifted by
// 8 bytes more per extra push. libomp's __kmp_invoke_microtask, which calls
// an outlined function on the forking thread, aligns the stack pointer to
// 128 bytes, so the outlined function's frame moves with its caller's only
// in steps of 128 bytes; the runtime aligns the native stack pointer as it
// does (rs_microtask_shift). Both differ with the instrumentation, so that
// without them a Sites run reported other stack addresses than a plain one.
// Every access to a stack address of an activation, on the thread's own
// stack or, inside a parallel region, in the forking thread's
// frames (shared locals), is reported shifted: the address the native
// program touches. A function whose prologue cannot be read (no frame
// pointer, a realigned stack) keeps its caller's shift. With the shifts,
// scalars.c's line profile (2 lines) equals the static one.
//
// # Running
//
// The program is built in a work directory of its own under os.TempDir()
// (reusescope-measure-*, removed when Run returns, whatever the outcome) and
// runs in the caller's working directory with stdin on /dev/null, so a
// program reading input sees end of file at once; Options.Stdin (`--stdin
// FILE`) gives it a file instead, which must be a regular file (opened
// without blocking: a FIFO is refused at once): the runtime
// rewinds it when it re-executes the program to place the root's frame (see
// "Fixed layout"), so input read before the root was entered is read again.
//
// Every process Run starts (clang, the linker, the program) leads a process
// group of its own, which Run kills as a whole with SIGKILL: when the
// program exits (a child it left running in the background dies with it),
// when ctx is done or Options.Timeout expires, and, through a parent-death
// signal, when the calling process dies. Run makes its process a child
// subreaper (prctl PR_SET_CHILD_SUBREAPER), so that the killed children of
// the program become its own and are reaped, not left as zombies. A child
// that leaves the group (setsid) is not followed. A caller stopped by a
// signal cancels ctx and lets Run return; one that cannot wait calls
// RemoveWorkDirs before it exits. A work directory left by a process killed
// outright (SIGKILL) is removed by a later Run once it is an hour old: a
// live run holds a lock (flock) on a file in its directory, which the
// kernel releases when the process dies.
// A program that exits non-zero with no input given is reported with a hint
// to give one. A program that starts processes of its own code (fork,
// vfork, clone, daemon, posix_spawn) is refused: the child would share the
// event slots; system() and popen(), whose shell execs, are measured. A
// non-zero exit status, a signal or Options.Timeout is an error quoting the
// end of the program's stderr; a missing clang is an error that says to
// install clang-14. Options.Progress receives the number of events processed
// at most twice a second.
//
// # Attribution
//
// With Options.Sites the run attributes the accesses, cg_annotate-style, to
// the instructions that made them: every instrumented access instruction
// (load, store, atomicrmw, cmpxchg, llvm.memcpy/memmove, llvm.memset) is a
// site, identified as a block is, by function name, block index in llir's
// (*ir.Func).Blocks and instruction index in that block's Insts, all of the
// original module (sites.go). Result.Sites has one SiteResult per site of
// every defined function, sorted by Func, Block and Inst: the instruction's
// !dbg line, column and file, its loads and stores, and per level of
// Options.Levels its hits and misses in the chained hierarchy of
// Result.Levels.
//
// The instrumentation calls __rs_site(id) before the hook of every load,
// store, atomicrmw and cmpxchg, and __rs_memcpy_site/__rs_memset_site,
// which take the id, instead of __rs_memcpy/__rs_memset. The runtime
// streams, for every access it counts, a marker word before the access's
// words: bit 47 set (no user address of x86-64 has it; the runtime flags
// addresses that do), the site id in bits 0..46, the thread index in the
// thread field. The inlined __rs_site (rsfast.h) appends the marker on the
// fast path, which Sites mode turns on for the sequential parts of a run
// with hooks built not to fold; the slow path (rsrt.c, "Attribution")
// appends it for any thread under the parallel regions' lock. A marker and
// its access take the lock separately, so another thread's words may come
// between them; the thread field pairs them. An empty memcpy or memset is
// not counted and has no marker. The stream is never folded (a marker
// between two accesses would part an access from its repeats).
//
// The hierarchy stage keeps the latest marker of each thread and credits
// each access word's outcome to its site: cache.Sim.AccessLevel simulates
// the access as Access does and returns the level it hit (the number of
// levels on a miss everywhere), so the access missed the levels above. The
// other stages drop the markers: every result besides Result.Sites is that
// of a run without Sites. Hence the invariant, checked by the tests: summed
// over the sites, the hits and misses of level k are Result.Levels[k]'s,
// and the loads and stores (executions of the site times the loads and
// stores of its kind) are Result.Loads and Result.Stores. An access of
// several words (a memcpy's 64-byte pieces, an access split at 64-byte
// boundaries) counts each word in the hierarchy, as Result.Levels does; an
// access that spans two lines is one access that misses a level if any of
// its lines does, as in cache.Sim. A word without a marker makes Run fail.
//
// Cost: twice the words of an unfolded stream and no folding, so the Go
// stages see every access. With two levels (BenchmarkMMSites,
// BenchmarkLargestSites) a Sites run of testdata/mm.c at n=250 takes 3.0 s
// against 1.0 to 1.1 s (54x native against 18x to 20x), of twomm_L 0.26 to
// 0.32 s against 0.10 to 0.14 s. Without Sites the stream and the inlined
// hooks are those of a run without the feature, and the stages test for
// markers once per batch.
//
// TestSitesCallgrind holds the L1 misses per source line (the sum of the
// line's sites) of mm.c's kernel to Callgrind's D1mr+D1mw per line, the
// globals of the Callgrind build placed as Run places them modulo 4 KiB: with
// a 32 KiB 8-way L1 at n=200 line 12 has 1,025,100 measured misses and
// 1,025,096 in Callgrind, line 13 5,100 in both; with a fully associative 8
// KiB L1 at n=96 lines 12 and 13 agree exactly (116,400 and 1,200). Other
// lines differ by at most one miss, a cold frame line: Callgrind counts the
// call's frame accesses on the function's first and last lines, and the
// prologue's store of the argument has no source line in the IR (Line 0).
// With an 8 KiB 8-way L1 the frame's lines, which lie elsewhere under
// Valgrind, conflict with the arrays' and lines 12 and 13 move by up to 2%
// and 25% with the stack's placement.
//
// # Agreement with Valgrind
//
// TestValgrindAgreement (testdata/mm.c), TestValgrindKernels (gemm M,
// gemv L, atax L, jacobi2d M, covariance M from the project's testdata, -O0)
// and TestValgrindContext (the same five at sizes S and M, with Context)
// run Callgrind with --cache-sim=yes --toggle-collect=<kernel> on the native
// -O0 -gdwarf-4 build and compare 1 - (D1mr+D1mw)/(Dr+Dw) and
// 1 - (DLmr+DLmw)/(Dr+Dw) with the measured L1 and LL hit rates, for
// L1 8KiB/8/64 + LL 128KiB/16/64 and L1 32KiB/8/64 + LL 1MiB/16/64. All
// differences are within 0.1 percentage points (the test's bound is 0.2); the
// largest are covariance's L1 (+0.051, -0.054) and the LL of kernels whose data
// fits the LL (-0.03 to -0.07): without Context the measured caches start
// cold at the function's entry while Callgrind's keep what main touched
// before --toggle-collect switched collection on (toggling stops counting,
// not simulating), so the measured LL misses the compulsory lines. That is
// why TestValgrindKernels takes the O(N^2) kernels at size L, where their
// data overflows the LL. TestValgrindContext takes them where the data fits
// the LL after main initialised it, and builds the Callgrind binary with the
// globals placed as Run places them (buildAlignedForValgrind): cold, L1 and
// LL differ from Callgrind's by up to 0.91 points at size S (gemv_S: -0.910
// both) and the LL by up to 0.90 at M (gemv -0.895, atax -0.628); with
// Context every difference is within 0.06 points: at most 0.009 at S, one
// miss (gemv_S: 4 measured, 3 in Callgrind, the extra one the first store
// to the kernel's frame line, which stack accesses outside the stream, of
// library code and of the calls themselves, leave warm under Callgrind),
// the LL within 0.001 at M, and the L1 of jacobi2d M (-0.034 with the 8 KiB
// L1, the same cold: the frame's lines conflict with the arrays') and
// covariance M (+0.051, as at size L).
// The measured loads+stores equal the hand count of the source exactly;
// Callgrind's data accesses (Dr+Dw) exceed them by 3 per call (the machine
// also pushes the return address (call), pops it (ret) and saves the frame
// pointer), plus, at -O0, one load per floating-point constant use that the
// IR has as an immediate and x86 loads from the constant pool (jacobi2d's
// 0.2: 38,440 = 10*62*62 more; covariance's divisions: 3,320 more). In
// general the counts differ further because of register spills and reloads
// (few at -O0, where every variable already lives in an alloca, more at -O2),
// callee-saved register pushes and pops, memcpy/memset executed by library
// loops (many machine accesses where the IR has one call), loads folded by
// the backend into read-modify-write instructions, stack-protector and TLS
// accesses, and library code that the IR does not contain. The hit rates
// agree closely because those extra accesses are few or hit the stack;
// Callgrind's LL also serves instruction misses, so only the data misses
// DLmr+DLmw are compared.
//
// # Stack
//
// The instrumented program's frames are larger than the native ones (the
// runtime's calls and spills), so a recursion that runs natively could
// overflow instrumented: the program starts with its soft stack limit 8
// times the caller's (withStack; within the hard limit, and at most 120 MiB,
// under the 128 MiB gap Linux keeps between the stack and the mmap area, so
// mapped blocks lie where a native run puts them). A run killed by a
// segmentation fault says how much stack it had (TestDeepRecursion).
//
// # Fixed layout
//
// The program runs with the memory layout statictrace assumes, modulo 64 KiB
// (the bytes per way of any cache up to 1 MiB with 16 ways), on every run and
// every machine, so that measured and static accesses fall in the same cache
// sets:
//   - the program runs with address-space randomisation off (personality
//     ADDR_NO_RANDOMIZE, as gdb does): the Go side sets it on the thread that
//     starts the program (startNoASLR), and where it could not, the runtime
//     re-executes the program at start-up with it;
//   - the stack starts below the environment and argument strings, so its
//     place moves with the size of the environment and of the program's path
//     (one more stack line in a full set changes a hit rate at the edge of
//     a cache's capacity). At the first entry of the root function (the
//     function statictrace's walk starts from: the --func function alone,
//     main for the whole program and for a function in the program's
//     context; __rs_root) the runtime pads the environment
//     (RS_PAD) and re-executes until the root's frame pointer lies at 0
//     modulo 64 KiB, as statictrace's FrameTop;
//   - the first .bss and the first .data global get 64 KiB alignment
//     (alignSections) and the program is linked -no-pie, so each section
//     class starts at 0 modulo 64 KiB, as statictrace lays them out.
//
// Heap blocks are where malloc puts them. Moving the root's frame means running
// the program's start twice (up to the root's first entry, then again from
// the beginning): side effects before that point, such as flushed output or
// written files, happen twice. Input read from Options.Stdin is rewound, so
// it is read the same way both times.
//
// # Cost
//
// A run costs a multiple of the native run: the inlined hooks' counting and
// appending of a word per unfolded access in the program, the hand-over of
// the slots, and the Go stages (line profile, hierarchy), which run
// concurrently with the program. The default run is therefore CPU-bound on
// a 2-core machine, and other load shows directly in its time. A sequential
// program's parallel model is derived from the chained hierarchy
// (sequentialModel) instead of simulating the stream a second time.
// BENCHMARKS.md has the ratios to native of each mode on twomm_L at -O0 (the
// testdata kernel with the most accesses, 19.2 million) and on
// testdata/mm.c at n=250 (188 million), and Callgrind's time on the same
// program (Options.Sites: see "Attribution"). Reproduce with
//
//	go test -run XXX -bench 'MM|Largest' -benchtime 3x ./measure/
//
// and a run of 10^9 events with MEASURE_BIG=1 go test -run BillionEvents -v ./measure/.
package measure
