// Package statictrace builds the loop-annotated static memory trace of a
// function (§3.4 of Barai et al., "LLVM Static Analysis for Program
// Characterization and Memory Reuse Profile Estimation", MEMSYS 2023): the most
// probable path from the entry, with every loop on it bracketed by its trip
// count and control variable and every block replaced by its loads and
// stores; calls of defined functions (C++ invokes too, and OpenMP outlined
// regions) are inlined. A recursive call whose recursion the counts
// derived (Input.Recursion) is a Call with Recur set and no body: a whole
// walk may enter the ancestor's items again (FrameBody) with the call's
// arguments, "f(…)" in the text; other recursive calls are left out, the
// one activation on the path standing for all. Where a recursive function's
// most probable arm is a base case that returns at once and another arm of
// probability at least 0.2 runs a loop, the path takes that arm (region;
// the Default arm of its Branch): a divide-and-conquer's merge step, not the return of a
// one-element range, for the walks that take one activation for all. For the
// paper's example at -O0 the text form is
//
//	retval A i [100^i i i result result j [200^j j result j A result k [300^k k k k result result k k ] k result i j arr[i][j] j j ] j i i ] i
//
// A branch of a loop's body (loops.Nest.BodyBranch) is not followed by its
// most probable arm: it becomes a Branch holding every arm up to the block
// where they meet again ("{ arm | arm }" in the text). Where its condition
// is a function of loop counters and parameters (loops.Nest.IterationBranch:
// if (i % 4 == 0), switch (i % 7), if (j < i), a stencil's i == 0 and
// i == n - 1, a helper's test of its argument), a walk evaluates it at each
// visit (Trace.Selected, Trace.Arm), a phi in an arm or at the join taking
// the incoming value of the arm taken (branch.go; where the trace holds one
// branch in two copies, on two paths to one join, the copy visited last
// decides); where data decides it
// (Branch.Data), a whole walk takes each arm in the proportion of its
// probability (Branch.Shares) and a sampled one its most probable arm
// (Branch.Default). In a recursive function only where a walk may follow
// the recursion (Input.Recursion): a walk that does not takes Default (one
// activation stands for all of them), one that does evaluates a branch
// with a recursive call in an arm (Branch.Recurs) at every visit. Not where an arm leaves the loop or
// reaches the branch again. A branch whose arm allocates (the heap's placement walks
// the path's allocations at every visit), a callee's branch with one arm of
// positive probability (a check that throws) are held (Branch.Held): a
// Branch of the most
// probable arm alone, which a walk still evaluates at every visit (a visit
// that selects another successor is one it cannot follow: Selected is
// false). A loop header inside an arm carries its phis from iteration to
// iteration, which the arm taken does not decide.
//
// A top-tested loop (-O0, while loops) repeats its header's accesses after
// "]": the test runs once more when the loop exits, and where the test is
// a chain of tests the counters decide (i < ii + bs && i < n at -O0) the
// repetition is a Branch that follows them to the one that fails. Trip counts are the
// averages the block counts give; the reuse walker uses the loop analysis'
// exact formula per instance for triangular nests, or, where the bound is no
// polynomial (an -O2 loop unrolled up to (i+1) & -2), the compared value
// evaluated at the enclosing counters (Loop.ValueTrip, Activation.TripAt),
// or, where the formula reads an argument each call passes its own
// (Loop.PerCall), the formula at that call's arguments: an activation binds
// them as its own values of those parameters (Loop.TripPerInstance), and
// the fields of the objects the call passes that the callee reads as such
// parameters (loops.Env.FieldBindings: im->h of total(&a)). A number a
// load reads through a pointer where the loop analysis derives it
// (loops.Env.LoadValue: a field every store sets alike, or such a per-call
// field) is that value in addresses too, never an index "by data".
//
// The trace also evaluates addresses: an Activation holds the values of the
// loop counters and parameters of one simulated call, and Addr computes the
// byte address of an access from its GEP chain. The layout it assumes: the
// root's frame pointer at FrameTop (64 KiB aligned), allocas laid out
// downward in order as clang -O0 does, globals by section class (.bss, .data,
// .rodata, other) each upward from its own 64 KiB-aligned base in module
// order, pointer arguments in separate page-aligned regions unless every call
// passes the same global. `reusescope measure` runs the program with the
// same stack and global placement modulo 64 KiB (see measure/doc.go), so the
// two agree on which cache sets (of any cache with at most 64 KiB per way)
// the stack and the globals fall in.
//
// A value a loop that only computes leaves behind (no memory access but to
// the function's private scalar locals, no call, no inner loop: a doubled
// capacity, a gcd, a digit count) is evaluated by running the loop's
// iterations on the values it enters with (pureloop.go), in the integers'
// widths, within maxPureIters; the other evaluators ask for it when theirs
// fail (a header phi read after its loop, a local's load after the loop
// that stores it).
//
// An access through a pointer read from memory to a struct type whose
// objects are all heap blocks of known allocation calls (a list's or a
// tree's nodes) touches one of those blocks: NodeOf and NodeRange (nodes.go) give
// their range and the loop that walks the chain, if one does, with the
// number of the node's fields it follows and whether the chain starts at a
// parameter of its function (FromParam); NodePlaces gives where in a page
// the type's blocks start, so that a walk knows which fields share a line
// (a field's offset is NodeShape.Offset).
//
// # Heap
//
// Every allocation call on the path is an object: malloc, calloc, realloc,
// posix_memalign, aligned_alloc, memalign, operator new and new[] (and
// free and delete, which give blocks back). Build walks them in program
// order (heap.go: loops that hold them iterated, calls entered, sizes
// evaluated in the activation, a size read by atoi from its Lua parameter)
// and places each block as glibc 2.36's malloc on x86-64 does (malloc.go):
// chunks with a 16-byte header, 16-byte aligned, max(32, align16(n+8))
// bytes, carved in order from the top of a heap that starts page aligned at
// HeapBase and grows by sbrk (the request, a 128 KiB pad, in pages); freed
// chunks of up to 1032 bytes reused last in first out by a request of their
// size (tcache, then fastbins up to 128 bytes), larger ones coalesced with
// their free neighbours or given back to the top, and reused exact fit
// first, else best fit, split; a request the top cannot serve at or above
// the mmap threshold (128 KiB, raised to the size of a freed mapped chunk)
// mapped on its own pages, its pointer 16 bytes into the first page, the
// mappings downward from MmapTop; realloc grows a block in place when it
// ends at the top or before a free chunk; posix_memalign and aligned_alloc
// take a larger chunk and free its lead and tail. The first allocation
// makes glibc allocate the tcache's own 640 bytes; the first write to
// stdout allocates its 4096-byte buffer (measure reads stdout through a
// pipe); a C++ program starts with libstdc++'s 72704-byte emergency pool.
// TestMallocModelGlibc checks the model against the installed glibc, and
// TestHeapPlacement (package pipeline) against measured runs.
//
// What is deterministic, and so what the placement promises: the program
// break starts page aligned (the kernel places it after .bss, at a random
// page unless randomisation is off, as under measure), so a block's
// offset from the heap's start, and with it its address modulo 4096, is
// the same on every run; so is a mapped block's address modulo 4096. Which
// page of a 64 KiB way a block starts in depends on the size of the
// linked program's .bss (brk) or on the mappings made before (mmap), which
// the IR does not fix: sets of caches with more than 4 KiB per way are a
// model there. The runtime measure links in keeps its own memory off the
// heap, so the measured program's blocks lie where a native run's do.
// Blocks are told apart by call site and, for one in a loop, by the
// counters of up to four enclosing loops; a loop instance's first 4096
// iterations are placed. The free-chunk bins are one pool (glibc keeps
// small, large and unsorted bins in their own order): after frees of mixed
// sizes a block may land elsewhere (about one random sequence in five of
// the test differs). Allocations libc makes inside other calls (fopen,
// qsort, strdup, printf of long conversions) are not modelled.
//
// # Pointer flow
//
// Eval follows a pointer from the call that returned its block to the
// access (flow.go): through locals, by their reaching definitions
// (irreader.ReachingDefs; posix_memalign's out-parameter is one, read at
// -O2 through a cast to the pointer type it holds). A local counts as
// stored once (loops.Env.StoredOnce) only when no call can write through
// its address: void *r = NULL; posix_memalign(&r, ...) is r's call, not
// its NULL, and a local a defined callee sets through its address
// (make(&x)) is an unknown address, never the value stored before. A local
// assigned before a loop and again in it (p = realloc(p, n); the swap t =
// a; a = b; b = t) by the definition from before at the loop's first
// iteration and the one inside at the iteration before, the same for -O2's
// loop-header phis; selects; a global pointer stored once in the module;
// a pointer field of a struct type stored once in the module, in any
// instance, whose address no call or store takes (v->a = malloc(n) in an
// init function, read as v->a[i] in a kernel; posix_memalign(&v->c, ...)
// makes v->c unknown); arguments (Trace.Enter binds them) and the return
// values of defined functions (a wrapper of malloc). Before those rules, a
// pointer load reads the walk's memory (memory.go): every pointer the walk
// stored, at the address it stored it to, the latest one (rows[i] of a
// matrix of row pointers, a field an init function set and the time loop
// swaps). A walk keeps it only when it sees every store that may put a
// pointer in memory (Trace.NewMemory; pointers stored behind a held
// Branch's other successors only while it takes its held arm:
// HeldMissed); a sampled walk makes the pointer stores of the iterations
// it skips (Trace.StoreIterations). A place the walk stored a pointer to
// that it could not evaluate reads as unknown, not by the static rules;
// and a call's result evaluated after another call reused its frame
// (Activation.evalOnly) reads that frame by the static rules, not the
// memory. An address that still depends on memory stays unknown and is
// reported as such.
//
// Numbers through memory (intmem.go): a whole walk that follows every
// store also keeps the bytes of the integers the program stores, beside
// its initial image (globals' initialisers, calloc's zeroes: image.go),
// and an integer load no counter answers reads them, at the value it read
// where it ran (Activation.loaded). Loop bounds (rowptr[i + 1]), branch
// conditions and indices (x[col[k]], AddrOfData) then take the run's
// values. The memory of numbers is kept only where nothing the walk does
// not make may write memory (intGate), given up where the walk guesses
// (an arm by probability, a guessed trip, skipped iterations), and its
// bytes refused where a loop's trip is evaluated ahead of the stores its
// header makes (aheadOf). Integer results wrap at their type's width.
// Values carried in registers from iteration to iteration (a generator's
// state at -O2) are evaluated from the loop's entry (carried, which keeps
// the run of an inner loop before the current one, as its enclosing loop
// reads its last value: evalAfterInner), so AddrOfData gives their
// indices too. calloc's zeroes are kept in a program that frees only when
// no block takes a freed one's place (freshZeroes).
//
// Of the C library the evaluator knows what the program can observe of
// glibc's C locale and strings: the <ctype.h> tables and functions
// (ctype.go; the tables placed in the region of declarations, a guess
// where the run puts them) and strlen over the memory of numbers, once
// per visit of the call (strlen.go). A pointer a load reads, like an
// integer, is the one it read at its visit (visitPointerLoad: -O0's *p++
// stores p + 1 before the access through the p it loaded).
//
// Blocks off the most probable path are listed in Trace.Notes; the reuse
// walker gives their accesses the distances of the path's accesses to the
// same object (reuse's off-path pools).
package statictrace
