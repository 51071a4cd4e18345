package loops_test

// clangNames are the block names clang gives the outlined bodies of the OpenMP
// tests when it keeps value names (-fno-discard-value-names), in block order:
// the test inputs, built as users build, have none, and the tests name blocks
// as a reader of the C source would.
var clangNames = map[string][]string{
	"omp_gemv.O0.ll":      {"entry", "omp.precond.then", "cond.true", "cond.false", "cond.end", "omp.inner.for.cond", "omp.inner.for.body", "for.cond", "for.body", "for.inc", "for.end", "omp.body.continue", "omp.inner.for.inc", "omp.inner.for.end", "omp.loop.exit", "omp.precond.end"},
	"omp_chunked.O0.ll":   {"entry", "omp.dispatch.cond", "cond.true", "cond.false", "cond.end", "omp.dispatch.body", "omp.inner.for.cond", "omp.inner.for.body", "for.cond", "for.body", "for.inc", "for.end", "omp.body.continue", "omp.inner.for.inc", "omp.inner.for.end", "omp.dispatch.inc", "omp.dispatch.end"},
	"omp_dynamic.O0.ll":   {"entry", "omp.dispatch.cond", "omp.dispatch.body", "omp.inner.for.cond", "omp.inner.for.body", "for.cond", "for.body", "for.inc", "for.end", "omp.body.continue", "omp.inner.for.inc", "omp.inner.for.end", "omp.dispatch.inc", "omp.dispatch.end"},
	"omp_dot.O0.ll":       {"entry", "omp.precond.then", "cond.true", "cond.false", "cond.end", "omp.inner.for.cond", "omp.inner.for.body", "omp.body.continue", "omp.inner.for.inc", "omp.inner.for.end", "omp.loop.exit", ".omp.reduction.case1", ".omp.reduction.case2", "atomic_cont", "atomic_exit", ".omp.reduction.default", "omp.precond.end"},
	"omp_tworegion.O0.ll": {"entry", "omp_if.then", "omp_if.end", "omp.precond.then", "cond.true", "cond.false", "cond.end", "omp.inner.for.cond", "omp.inner.for.body", "omp.body.continue", "omp.inner.for.inc", "omp.inner.for.end", "omp.loop.exit", "omp.precond.end", "omp.precond.then21", "cond.true28", "cond.false29", "cond.end30", "omp.inner.for.cond32", "omp.inner.for.body34", "omp.body.continue44", "omp.inner.for.inc45", "omp.inner.for.end47", "omp.loop.exit48", "omp.precond.end49"},
}
