// Package irreader reads LLVM IR (.ll text as clang-14 emits it) into the model the
// rest of reusescope analyses.
//
// It parses the file with github.com/llir/llvm and, for every function, block and
// instruction, records the source location from !dbg, the Byfl operation class
// (load, store, flop, integer op, branch, call, ...), and for loads and stores the
// memory access: its size, the base object it addresses (an alloca, a global or a
// function argument), the source-level name of that object taken from
// llvm.dbg.declare / llvm.dbg.value / DIGlobalVariable, and the GEP indices used
// to reach it.
//
// Blocks are identified by (function name, index in the function's block list);
// the index is the order of the blocks in the .ll file, the same identity the
// measure package uses for instrumented runs.
//
// Example: for the -O0 IR of
//
//	for (i = 0; i < 100; i++)    // line 4
//	    result += i;             // line 5
//
// the loop header block holds "load i (4,17)", "icmp (4,19)" and the conditional
// "br (4,5)"; Dump prints that listing in the style of Figure 3 of Barai et al.,
// "LLVM Static Analysis for Program Characterization and Memory Reuse Profile
// Estimation" (MEMSYS 2023).
//
// The package owns the one x86-64 data layout every other package uses:
// StoreSize, AllocSize, ABIAlign, FieldOffset and GlobalSizeAlign apply LLVM
// 14's rules to the layout string clang-14 writes, and a type they cannot
// size (an opaque struct, void, a scalable vector) is a *LayoutError.
package irreader
