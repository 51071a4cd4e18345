package pipeline_test

import (
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/reuse"
)

// TestFunctionPointerCall: k(A, N) through a pointer that holds stream or
// nothing reaches stream, with n bound to N = 2^18 at the call: the walk
// takes every access (2^18 loads and 2^18 stores of A, and the -O0
// counters), and a 32 KiB L1 misses each of A's 32768 lines once, plus the
// first touches of at most 4 stack lines.
func TestFunctionPointerCall(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/fnptr.O0.ll", "testdata/fnptr.O2.ll"} {
		run := testutil.Open(t, file, pipeline.Options{})
		rates, r, err := run.Session.StaticRates(run.Probs, run.Counts, levels, cache.Sets, reuse.StaticOptions{Line: 64})
		if err != nil {
			t.Fatal(err)
		}
		if r.Accesses < 1<<18 || !r.Whole || float64(r.Events) != r.Accesses {
			t.Errorf("%s: walked %d of %v accesses (whole %v), want every one of at least 2^18", file, r.Events, r.Accesses, r.Whole)
		}
		if m := rates[0].Misses; m < 32768 || m > 32768+4 {
			t.Errorf("%s: L1 misses %v, want 32768 to 32772", file, m)
		}
	}
}

// TestExitHandler: a function registered with atexit runs after main
// returns, in no call the IR shows. Every format states it (the
// estimate's Unfollowed, kind exit, at the atexit call's line), the cache
// levels are unbounded, and a program whose every access is in such a
// handler is an error that says why, not "no memory access".
func TestExitHandler(t *testing.T) {
	for _, file := range []string{"testdata/atexit_handler.O0.ll", "testdata/atexit_handler.O2.ll"} {
		run := testutil.Open(t, file, pipeline.Options{Args: []string{"3"}})
		est, err := run.Session.Estimated(run.Probs, run.Counts)
		if err != nil {
			t.Fatal(err)
		}
		if len(est.Unfollowed) != 1 || est.Unfollowed[0].Kind != estimate.KindExit || est.Unfollowed[0].Line != 15 || est.Unfollowed[0].Count != 1 {
			t.Errorf("%s: unfollowed %+v, want the atexit call of line 15, run once", file, est.Unfollowed)
		}
	}
	// At -O0 main's own frame is accessed: the result stands, with the
	// statement; at -O2 main makes no access at all.
	run := testutil.Open(t, "testdata/atexit_only.O0.ll", pipeline.Options{})
	if est, err := run.Session.Estimated(run.Probs, run.Counts); err != nil || len(est.Unfollowed) != 1 || est.Unfollowed[0].Line != 13 {
		t.Errorf("atexit_only.O0: unfollowed %+v (%v), want the atexit call of line 13", est.Unfollowed, err)
	}
	run = testutil.Open(t, "testdata/atexit_only.O2.ll", pipeline.Options{})
	_, err := run.Session.Trace(run.Probs, run.Counts)
	if err == nil || !strings.Contains(err.Error(), "main makes no memory access the analysis follows: main at line 13 registers a function the run calls at exit") {
		t.Errorf("atexit_only.O2: got %v, want the error naming the atexit call", err)
	}
}

// TestGlobalInitialisers: code the run makes before main — a C++ global's
// constructor (a std::vector of 200,000 doubles, filled; its destructor
// registered with __cxa_atexit) and a C function marked
// __attribute__((constructor)) — is stated as not followed (kind init,
// once), with the cache levels unbounded, so that the run's rates, which
// count those accesses, lie inside; <iostream>'s initialisation, which
// accesses nothing of the module, is not flagged (shapes_virtual).
func TestGlobalInitialisers(t *testing.T) {
	for _, c := range []struct{ file, fn string }{
		{"testdata/cxx_global_ctor.O0.ll", "__cxx_global_var_init"},
		{"testdata/cxx_global_ctor.O2.ll", "_GLOBAL__sub_I_cxx_global_ctor.cpp"},
		{"testdata/c_constructor.O0.ll", "fill"},
		{"testdata/c_constructor.O2.ll", "fill"},
	} {
		run := testutil.Open(t, c.file, pipeline.Options{Args: []string{"1000"}})
		est, err := run.Session.Estimated(run.Probs, run.Counts)
		if err != nil {
			t.Fatal(err)
		}
		if len(est.Unfollowed) != 1 || est.Unfollowed[0].Kind != estimate.KindInit || est.Unfollowed[0].Func != c.fn || est.Unfollowed[0].Count != 1 {
			t.Errorf("%s: unfollowed %+v, want %s's initialisation, once", c.file, est.Unfollowed, c.fn)
		}
	}
	run := testutil.Open(t, "../../testdata/corpus/ll/shapes_virtual.O0.ll", pipeline.Options{})
	est, err := run.Session.Estimated(run.Probs, run.Counts)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range est.Unfollowed {
		if u.Kind == estimate.KindInit {
			t.Errorf("shapes_virtual: <iostream>'s initialisation flagged: %+v", u)
		}
	}
}
