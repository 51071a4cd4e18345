// Package statictrace builds the loop-annotated static memory trace of a
// function (§3.4 of Barai et al., "LLVM Static Analysis for Program
// Characterization and Memory Reuse Profile Estimation", MEMSYS 2023): the most
// probable path from the entry, with every loop on it bracketed by its trip
// count and control variable and every block replaced by its loads and
// stores; calls of defined functions (and OpenMP outlined regions) are
// inlined. For the paper's example at -O0 the text form is
//
//	retval A i [100^i i i result result j [200^j j result j A result k [300^k k k k result result k k ] k result i j arr[i][j] j j ] j i i ] i
//
// A top-tested loop (-O0, while loops) repeats its header's accesses after
// "]": the test runs once more when the loop exits. Trip counts are the
// averages the block counts give; the reuse walker uses the loop analysis'
// exact formula per instance for triangular nests, or, where the bound is no
// polynomial (an -O2 loop unrolled up to (i+1) & -2), the compared value
// evaluated at the enclosing counters (Loop.ValueTrip, Activation.TripAt).
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
// the stack and the globals fall in; heap blocks are placed by malloc.
//
// Blocks off the most probable path are listed in Trace.Notes; the reuse
// walker gives their accesses the distances of the path's accesses to the
// same object.
package statictrace
