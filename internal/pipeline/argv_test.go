package pipeline_test

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/reuse"
)

// TestArgvSizes: a program whose size comes from argv with a fallback
// (int n = argc > 1 ? atoi(argv[1]) : 64), built with plain flags (no value
// names), gets a Lua parameter n with default 64 and argc with default 1.
// At -O0 every count that matters is derived and equals the measured run,
// without arguments and, with --set, with them.
func TestArgvSizes(t *testing.T) {
	const file = "testdata/argv_matmul.O0.ll"
	for _, c := range []struct {
		set  map[string]string
		args []string
	}{
		{nil, nil},
		{map[string]string{"argc": "2", "n": "20"}, []string{"20"}},
	} {
		s, res, est := staticCounts(t, file, pipeline.Options{Set: c.set})
		defaults := map[string]string{}
		for _, p := range s.Params {
			defaults[p.Name] = p.Default
		}
		if defaults["n"] != "64" || defaults["argc"] != "1" {
			t.Fatalf("parameters %v, want n = 64 and argc = 1", s.Params)
		}
		// The sum < 0 test behind argc > 42 never runs: the counting
		// walk never reaches it, so its probability moves no count.
		if est.Branches != 0 || est.BlockShare != 0 {
			t.Errorf("estimate %+v, want nothing estimated", est)
		}
		run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: c.args})
		if err != nil {
			t.Fatal(err)
		}
		sameCounts(t, fmt.Sprintf("args %v", c.args), res, run)
	}
}

// TestArgvBeyondInt: an argument beyond the int the program keeps it in
// wraps as it does in the run (int n = atoi(argv[1]) on x86-64 with glibc:
// strtol, then the low 32 bits). 4294967306 is n = 10; 3000000000 is
// n = -1294967296, a loop that does not run (a trip count below zero is
// none); -4294967286 is 10 again. With nothing estimated, the block counts
// equal the measured ones, at -O0 and -O2 (testdata/argv_wrap.c).
func TestArgvBeyondInt(t *testing.T) {
	for _, file := range []string{"testdata/argv_wrap.O0.ll", "testdata/argv_wrap.O2.ll"} {
		for _, arg := range []string{"4294967306", "3000000000", "-4294967286", "7"} {
			_, res, est := staticCounts(t, file, pipeline.Options{Args: []string{arg}})
			if est.BlockShare != 0 {
				t.Errorf("%s -- %s: %.3g of blocks rest on an estimate, want none", file, arg, est.BlockShare)
			}
			run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: []string{arg}})
			if err != nil {
				t.Fatal(err)
			}
			sameCounts(t, file+" -- "+arg, res, run)
		}
	}
}

// sameCounts holds every static block count of res to the measured run's.
func sameCounts(t *testing.T, what string, res *balance.Result, run *measure.Result) {
	t.Helper()
	for _, fc := range res.Funcs {
		for b, n := range fc.Counts {
			sameCount(t, what, fc.Func, b, n, run)
		}
	}
}

// sameUnaffected holds every block count that rests on no estimate to
// the measured run's and returns how many it checked.
func sameUnaffected(t *testing.T, what string, res *balance.Result, est *estimate.Estimate, run *measure.Result) int {
	t.Helper()
	checked := 0
	for _, fc := range res.Funcs {
		for b, n := range fc.Counts {
			if !est.IsAffected(fc.Func.Name, b) {
				checked++
				sameCount(t, what, fc.Func, b, n, run)
			}
		}
	}
	return checked
}

// unaffectedAgainstRun opens file with the program arguments args, holds
// every block count that rests on no estimate to a measured run's
// (sameUnaffected), fails where no count is left to hold, and returns the
// estimate.
func unaffectedAgainstRun(t *testing.T, file string, args []string) *estimate.Estimate {
	t.Helper()
	what := file + " -- " + strings.Join(args, " ")
	_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
	run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
	if err != nil {
		t.Fatal(err)
	}
	if sameUnaffected(t, what, res, est, run) == 0 {
		t.Errorf("%s: no count rests on no estimate", what)
	}
	return est
}

// sameCount holds the static count n of block b of fn to the measured
// run's.
func sameCount(t *testing.T, what string, fn *irreader.Func, b int, n float64, run *measure.Result) {
	t.Helper()
	if want := float64(run.Funcs[fn.Name].Blocks[b]); math.Abs(n-want) > 1e-9*math.Max(1, want) {
		t.Errorf("%s: %s:%s: static %v, measured %v", what, fn.Name, fn.Blocks[b].Name, n, want)
	}
}

// TestCounterBranches: branches on a loop's own counter are derived from
// it, and the counts equal the measured ones. counter_branches.c at -O0:
// i == 0, i < 10, i >= 90 and i == 50 in a loop of 100 (before, the four
// were estimated by heuristics), and a triangular nest: every count is
// derived and exact. colwalk_memalign.c at -O2: the guard j != 0 of the
// rotated k < j loop (79 of 80; the zero heuristic said 20/32) and that
// loop's 79 entries, and the vectoriser's overlap check of the
// initialisation, derived as passing although its block lies behind the
// allocations' error exits: every count is exact (the exits themselves are
// estimated, as taken never).
// loop_shapes.c at -O0: for (int i = -5; i < 5u; i++) never runs, a
// do-while and a goto loop test the stepped counter, and a triangular nest
// lies under a counter stepping by 2 to an even n: every count is derived
// and exact (before: 11 iterations, 101 and 52 header runs, 25.5 outer
// iterations).
func TestCounterBranches(t *testing.T) {
	for _, c := range []struct {
		file        string
		lo, hi      int // the source lines whose blocks must be exact
		wantDerived bool
	}{
		{"testdata/counter_branches.O0.ll", 0, 1 << 30, true},
		{"testdata/colwalk_memalign.O2.ll", 0, 1 << 30, false},
		{"testdata/loop_shapes.O0.ll", 0, 1 << 30, true},
	} {
		_, res, est := staticCounts(t, c.file, pipeline.Options{})
		if c.wantDerived && est.Branches != 0 {
			t.Errorf("%s: %d estimated branches, want none", c.file, est.Branches)
		}
		run, err := measure.Run(context.Background(), c.file, measure.Options{CountsOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		checked := 0
		for _, fc := range res.Funcs {
			for b, n := range fc.Counts {
				blk := fc.Func.Blocks[b]
				if lo, hi := blk.Lines(); lo < c.lo || hi > c.hi || lo == 0 {
					continue
				}
				checked++
				sameCount(t, c.file, fc.Func, b, n, run)
			}
		}
		if checked < 5 {
			t.Errorf("%s: %d blocks checked", c.file, checked)
		}
	}
}

// staticCounts opens file with opts and returns its session, its static
// block counts and what of them rests on an estimate.
func staticCounts(t *testing.T, file string, opts pipeline.Options) (*pipeline.Session, *balance.Result, *estimate.Estimate) {
	t.Helper()
	s, err := pipeline.Open(file, opts)
	if err != nil {
		t.Fatal(err)
	}
	vals, res, err := s.StaticCounts()
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	est, err := s.Estimated(vals, res)
	if err != nil {
		t.Fatal(err)
	}
	return s, res, est
}

// TestMinExitLoop: a tiled walk whose inner loops stop at the tile's edge
// or at the array's, whichever comes first (for (i = ii; i < ii + B &&
// i < n; i++)). At -O2 the exit test is an or of two compares on the
// iteration, and the trip is the earlier of their first exits: every
// block count is derived and equals the measured run's, with sizes that
// are and are not multiples of the tile. (At -O0 the && is a phi of the
// two compares, which the loop analysis does not read: estimated.)
func TestMinExitLoop(t *testing.T) {
	const file = "testdata/blocked_and.O2.ll"
	for _, args := range [][]string{{"100", "70"}, {"64", "32"}, {"5", "3"}} {
		_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		if est.Branches != 0 {
			t.Errorf("%v: %d estimated branches (%v), want none", args, est.Branches, est.Heuristics)
		}
		run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
		if err != nil {
			t.Fatal(err)
		}
		sameCounts(t, fmt.Sprintf("%s -- %v", file, args), res, run)
	}
}

// TestCallSiteExpressions: kernels called with sizes computed from the
// program's — k1(2*n - 1), a polynomial the parameter is; k2(n / 3) and
// k3(n, n / 2), quotients the script computes from n as C truncates them
// (LuaParam.Expr) — have derived counts equal to the measured run's for
// sizes positive, small and negative, at -O0 and -O2. Before, both
// quotients and the polynomial were parameters without a value: their
// loops ran 31 iterations by the heuristic. k3's early exit (if (i == m)
// break) is derived at -O2 (the region evaluation takes the earlier exit);
// at -O0 it is estimated, never a mean over iterations that do not run.
func TestCallSiteExpressions(t *testing.T) {
	for _, file := range []string{"testdata/bind_calls.O0.ll", "testdata/bind_calls.O2.ll"} {
		for _, arg := range []string{"600", "7", "-7"} {
			_, res, est := staticCounts(t, file, pipeline.Options{Args: []string{arg}})
			run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: []string{arg}})
			if err != nil {
				t.Fatal(err)
			}
			for _, fc := range res.Funcs {
				for b, n := range fc.Counts {
					if est.IsAffected(fc.Func.Name, b) {
						if fc.Func.Name != "k3" || strings.HasSuffix(file, "O2.ll") {
							t.Errorf("%s -- %s: %s:%s rests on an estimate", file, arg, fc.Func.Name, fc.Func.Blocks[b].Name)
						}
						continue
					}
					sameCount(t, file+" -- "+arg, fc.Func, b, n, run)
				}
			}
		}
	}
}

// staticRates returns the static hit rates of levels (the sets model, 64-byte
// lines) of s's counts res, and the walk's result.
func staticRates(t *testing.T, s *pipeline.Session, res *balance.Result, levels []cache.Level) ([]cache.LevelRate, *reuse.StaticResult) {
	t.Helper()
	vals, err := s.Probs()
	if err != nil {
		t.Fatal(err)
	}
	rates, r, err := s.StaticRates(vals, res, levels, cache.Sets, reuse.StaticOptions{Line: 64})
	if err != nil {
		t.Fatal(err)
	}
	return rates, r
}

// derivedCounts opens file with the program arguments args, requires that
// nothing but the assumptions (error exits, allocation failures) is
// estimated, and holds every block count to a measured run's.
func derivedCounts(t *testing.T, file string, args []string) (*pipeline.Session, *balance.Result, *estimate.Estimate) {
	t.Helper()
	name := file + " -- " + strings.Join(args, " ")
	s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
	if n := est.Branches - est.AllocFailures - est.ErrorExits - est.Unwinds; n != 0 {
		t.Errorf("%s: %d branches estimated (heuristics %v)", name, n, est.Heuristics)
	}
	run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
	if err != nil {
		t.Fatal(err)
	}
	sameCounts(t, name, res, run)
	return s, res, est
}
