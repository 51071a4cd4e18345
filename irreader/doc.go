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
// # What it reads
//
// ReadFile reads what clang-14 and clang++-14 write with -g -S -emit-llvm at
// any -O level, and LLVM bitcode, which it disassembles with llvm-dis-14
// (ReadText) when that is on PATH. Anything else is one line that says what
// to do: a C or C++ source file (by its extension, or, when the text does not
// parse, by its content) names the clang command that makes the IR; IR of
// LLVM 15 or later is recognised by its opaque pointers (the type ptr) and
// refused with the flags that make clang 15/16 write typed pointers; bitcode
// without llvm-dis-14 names the package to install; binary data is quoted
// with %q, at most 16 bytes of it. Only the extension test runs before the
// parse; the content is examined once llir has rejected it.
//
// # Normalising clang's output for llir
//
// llir v0.3.6 rejects one construct that clang-14 writes in every C++
// program: the return attribute "align N" of a function returning a
// reference, on its define or declare line and on every call or invoke of it
// ("%36 = call noundef nonnull align 8 dereferenceable(8) double* @...").
// llir's grammar leaves align out of return attributes because it makes the
// grammar ambiguous (llir/llvm issues 40 and 198). Parse and ParseIR
// therefore normalise the text before llir parses it: normalize.go blanks
// each such "align N" with spaces, which keeps every other byte at its line
// and column, so llir's positions and the quoted lines of errors are those of
// the user's file. The alignment of a returned pointer is an optimisation
// hint that no analysis reads. The pass is one scan of the lines with no
// regular expressions, and copies the text only when it changes something: on
// a 135,000-line (13 MB) C++ module at -O0 it takes about 10 ms, under 1 % of
// llir's parse.
//
// # Bounded by the text
//
// Two shapes of input cost llir far more than their size, and are cut
// before it reads them. A run of blank lines is cut to its first line
// (compact.go): llir keeps an offset per line, up to 24 bytes each while its
// table grows, so a file of newlines took over 20 times its size; errors
// still name the user's lines (a map from the lines read back to the
// file's). A global's initializer over MaxInitBytes (1 MiB) of text is read
// as undef (elide.go): llir builds an AST node and a constant per element,
// about 50 bytes per byte of text, so a 10-million-element table of 129 MB
// took 4 GB. Such a global is Elided: its type, size, alignment and section
// are the file's, its contents unknown to the analysis (a value loaded from
// it is not a derived one), and the trace notes it. Parsing is then within
// a few times the file's size (TestBlankLinesMemory,
// TestBigInitializerMemory).
//
// The alternative, a fork of llir's grammar, was not taken: the ambiguity is
// in the generated LR parser (llir/ll), and fixing it means regenerating
// that with Textmapper.
//
// # The fork of llir
//
// What llir's grammar reads but its translation to IR did not, the
// repository fixes in its copy of llir/llvm v0.3.6, third_party/llir-llvm,
// which go.mod puts in place of the published module (FORK.md there says
// what changed). clang-14 writes a constant expression wherever an operand
// may stand, and llir v0.3.6 failed with "support for gep index type
// *ast.ZExtExpr not yet implemented" on a getelementptr whose index is one:
// p[&a < &b] at any -O level is
//
//	getelementptr inbounds i32, i32* %p, i64 zext (i1 icmp ult (i32* @a, i32* @b) to i64)
//
// and p[(long)&a & 7], m[i][(unsigned)(long)&b % 4] and (unsigned
// char)(long)&a give an and, a zext of a urem and a zext of a ptrtoint. The
// fork reads any constant there (and in an index vector), keeps it as the
// operand, and types the result without its value, which only a struct
// index needs and LLVM requires to be an integer literal. It also reads an
// ifunc whose resolver is a bitcast (__attribute__((ifunc)) with a resolver
// returning void *), and keeps llir from writing a log line for each
// getelementptr into a vector. FoldConst (fold.go) computes the value of such
// a constant from the addresses of the globals it names. llir still panics
// on some IR that LLVM rejects too; ParseIR turns every panic of the parse
// into a "malformed IR" error.
//
// Everything clang-14 writes for C and C++ (tried: containers, strings,
// iostream, virtual and virtual-base methods, templates, lambdas,
// exceptions, coroutines, new/delete, thread_local, atomics, asm goto,
// computed goto, ifuncs and target_clones, vector extensions, _Complex,
// __int128, and a generated 30,000-line interpreter, at -O0 to -O3) it
// reads.
//
// The package owns the one x86-64 data layout every other package uses:
// StoreSize, AllocSize, ABIAlign, FieldOffset and GlobalSizeAlign apply LLVM
// 14's rules to the layout string clang-14 writes, and a type they cannot
// size (an opaque struct, void, a scalable vector) is a *LayoutError.
package irreader
