// Package ccwrap reads a C or C++ compiler command line as `reusescope cc`
// (a drop-in wrapper of clang-14, as Byfl's bf-clang is of clang) sees it:
// which arguments are translation units, which object each one becomes,
// and which flags shape the IR (-D, -U, -I, -O, -std and the like), so
// that the wrapper can compile each unit a second time to LLVM IR, with
// debug info, without touching the user's own compilation.
//
// For example, for
//
//	reusescope cc -O2 -DN=64 -Iinc -MMD -c src/gemm.c -o build/gemm.o
//
// Parse gives one Unit {Source: "src/gemm.c", Object: "build/gemm.o"} and
// the IR flags [-O2 -DN=64 -Iinc]: -MMD, which writes a dependency file,
// is not repeated.
package ccwrap
