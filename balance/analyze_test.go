package balance_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
)

// analyze runs Analyze from root over every function it reaches.
func analyze(t *testing.T, m *irreader.Module, root string, probs probMap) (*balance.Result, error) {
	t.Helper()
	funcs := omp.Reachable(m, m.Func(root))
	an := map[*irreader.Func]*balance.Analysis{}
	var gs []*cfg.Graph
	env := loops.NewEnv(m, funcs)
	for _, f := range funcs {
		g, err := cfg.Build(f)
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
		an[f] = &balance.Analysis{Graph: g, Nest: loops.Find(g, env)}
	}
	cfg.AssignKeys(gs)
	return balance.Analyze(funcs, an, probs)
}

// TestAnalyzeCalls checks call propagation on testdata/calls.ll, by hand:
// main's loop runs 10 times and calls f twice per iteration, so f runs 20
// times; f's loop runs 3 times per call, so its header runs 20*4 = 80 times
// and its body (one fadd) 60. rec calls itself with probability q, so it runs
// 1/(1-q) times from main's single call.
func TestAnalyzeCalls(t *testing.T) {
	const (
		mainIters = 10
		fIters    = 3
		q         = 0.5
	)
	m := readModule(t, "calls.ll")
	var names []string
	for _, f := range omp.Reachable(m, m.Func("main")) {
		names = append(names, f.Name)
	}
	if got := strings.Join(names, " "); got != "main f rec" {
		t.Errorf("Reachable(main) = %s, want main f rec (unused is never called)", got)
	}
	res, err := analyze(t, m, "main", probMap{
		"T_main_h":    1.0 / (mainIters + 1),
		"T_f_h":       1.0 / (fIters + 1),
		"T_rec_entry": q,
	})
	if err != nil {
		t.Fatal(err)
	}
	fCalls := 2.0 * mainIters
	recCalls := 1 / (1 - q)
	calls := map[string]float64{"main": 1, "f": fCalls, "rec": recCalls}
	for name, w := range calls {
		fc := res.Func(name)
		if fc == nil {
			t.Errorf("no counts for %s", name)
			continue
		}
		if !near(fc.Calls, w) {
			t.Errorf("%s: Calls = %g, want %g", name, fc.Calls, w)
		}
		for b := range fc.Counts {
			if !near(fc.Counts[b], fc.PerCall[b]*fc.Calls) {
				t.Errorf("%s block %d: Counts %g != PerCall %g * Calls %g", name, b, fc.Counts[b], fc.PerCall[b], fc.Calls)
			}
		}
	}
	if res.Root.Name != "main" || res.Funcs[0].Func.Name != "main" || res.Func("unused") != nil {
		t.Errorf("Root %s, Funcs[0] %s, unused %v", res.Root.Name, res.Funcs[0].Func.Name, res.Func("unused"))
	}
	f := res.Func("f")
	// f: entry, h, body, exit.
	wantF := []float64{fCalls, fCalls * (fIters + 1), fCalls * fIters, fCalls}
	for b, w := range wantF {
		if !near(f.Counts[b], w) {
			t.Errorf("f block %s: count %g, want %g", f.Func.Blocks[b].Name, f.Counts[b], w)
		}
	}
	if !near(f.Ops.Flops, fCalls*fIters) {
		t.Errorf("f: %g flops, want %g", f.Ops.Flops, fCalls*fIters)
	}
	// Totals over all three functions.
	wantLoads := float64(mainIters+1) + fCalls*(fIters+1) + recCalls // one load per header / rec entry
	wantCalls := 2*mainIters + 1 + recCalls*q                        // f twice per iteration, rec from main and from itself
	// Blocks: main 1+11+10+1, f 9 per call, rec 1+q+1 per call.
	wantBlocks := (1 + (mainIters + 1) + mainIters + 1) + fCalls*(1+(fIters+1)+fIters+1) + recCalls*(2+q)
	if !near(res.Totals.Loads, wantLoads) || !near(res.Totals.Calls, wantCalls) || !near(res.Totals.Flops, fCalls*fIters) {
		t.Errorf("Totals: %g loads, %g calls, %g flops; want %g, %g, %g", res.Totals.Loads, res.Totals.Calls, res.Totals.Flops, wantLoads, wantCalls, fCalls*fIters)
	}
	if !near(res.BlocksExecuted, wantBlocks) {
		t.Errorf("BlocksExecuted = %g, want %g", res.BlocksExecuted, wantBlocks)
	}
}

// TestAnalyzeEndlessRecursion checks that recursion taken with probability 1
// is an error, not a negative or infinite count.
func TestAnalyzeEndlessRecursion(t *testing.T) {
	m := readModule(t, "calls.ll")
	// Taken with probability 3/4, rec runs 1/(1-3/4) = 4 times.
	res, err := analyze(t, m, "rec", probMap{"T_rec_entry": 0.75})
	if err != nil {
		t.Fatal(err)
	}
	if c := res.Func("rec").Calls; !near(c, 4) {
		t.Errorf("rec: Calls = %g, want 4", c)
	}
}

// TestAnalyzeNoFuncs checks the empty call.
func TestAnalyzeNoFuncs(t *testing.T) {
	if _, err := balance.Analyze(nil, nil, probMap{}); err == nil {
		t.Error("Analyze(nil) succeeded")
	}
}

// TestReachableOpenMP checks that an OpenMP fork counts as a call of the
// outlined function: kernel_omp_dot forks .omp_outlined., which calls
// .omp_outlined._debug__ (omp_dot.O0.ll).
func TestReachableOpenMP(t *testing.T) {
	m, err := irreader.ReadFile(filepath.Join("..", "testdata", "ll", "omp_dot.O0.ll"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range omp.Reachable(m, m.Func("kernel_omp_dot")) {
		names = append(names, f.Name)
	}
	if got := strings.Join(names, " "); got != "kernel_omp_dot .omp_outlined. .omp_outlined._debug__" {
		t.Errorf("Reachable(kernel_omp_dot) = %s", got)
	}
}

// TestAnalyzeEndlessRecursionError checks that recursion taken with
// probability 1 is an error: gonum reports the exactly singular call system
// as mat.Condition(+Inf), which Analyze must reject rather than return
// all-zero counts.
func TestAnalyzeEndlessRecursionError(t *testing.T) {
	m := readModule(t, "calls.ll")
	for _, root := range []string{"rec", "main"} {
		res, err := analyze(t, m, root, probMap{"T_main_h": 0.5, "T_f_h": 0.5, "T_rec_entry": 1})
		if err == nil || !strings.Contains(err.Error(), "never terminates") {
			calls := 0.0
			if res != nil {
				calls = res.Funcs[0].Calls
			}
			t.Errorf("from %s: error %v (root Calls %g), want one saying the recursion never terminates", root, err, calls)
		}
	}
}
