// Package testutil holds the helpers the tests of several packages share:
// the pipeline sequence a test runs on a testdata kernel (open the .ll at a
// function, load or derive the branch probabilities, solve the block counts,
// build the static trace), failing the test at the first error.
//
// It imports internal/pipeline and so every analysis package: a package's
// own tests use it from an external test package (package foo_test).
//
//	run := testutil.Open(t, "../testdata/ll/gemm.O0.ll", pipeline.Options{Func: "kernel_gemm"})
//	tr := run.Trace(t)
package testutil
