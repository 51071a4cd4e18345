package pipeline_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/timebound"
)

// TestLargeModule: the generated interpreter-like module of
// balance/testdata/genbig (1000 functions of constant-bound loops and a
// main dispatching through a 1001-way switch on codes it stored, about
// 190 000 lines of -O0 IR) gets the counts of main, the switch counted from
// the codes, within the time bound and 500 MB (under -race the time bound
// is not checked).
func TestLargeModule(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "big.c")
	gen := exec.Command("go", "run", "./balance/testdata/genbig")
	gen.Dir = filepath.Join("..", "..")
	out, err := gen.Output()
	if err != nil {
		t.Fatalf("genbig: %v", err)
	}
	if err := os.WriteFile(src, out, 0o644); err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join(dir, "big.ll")
	if out, err := exec.Command(clang, "-g", "-S", "-emit-llvm", "-O0", src, "-o", ll).CombinedOutput(); err != nil {
		t.Fatalf("clang-14: %v\n%s", err, out)
	}
	// The memory the analysis obtains from the OS is the process's: it
	// runs in a test process of its own, not after the tests before it.
	child := exec.Command(os.Args[0], "-test.run", "^TestLargeModuleChild$", "-test.v")
	child.Env = append(os.Environ(), largeModuleEnv+"="+ll)
	out, err = child.CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Fatalf("the analysis in its own process: %v", err)
	}
}

// largeModuleEnv names the .ll TestLargeModuleChild analyses.
const largeModuleEnv = "REUSESCOPE_LARGE_MODULE"

// TestLargeModuleChild is TestLargeModule's analysis, run by it in a
// process of its own; alone it does nothing.
func TestLargeModuleChild(t *testing.T) {
	ll := os.Getenv(largeModuleEnv)
	if ll == "" {
		t.Skip("run by TestLargeModule")
	}
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	// The time bound holds the better of two runs: the other test binaries
	// of go test ./... share the machine, and one burst of theirs can take
	// the processor from a single run. The first run's results and memory
	// are the ones checked.
	var (
		s     *pipeline.Session
		res   *balance.Result
		est   *estimate.Estimate
		took  time.Duration
		after runtime.MemStats
	)
	for run := range 2 {
		start := time.Now()
		s1, err := pipeline.Open(ll, pipeline.Options{})
		if err != nil {
			t.Fatal(err)
		}
		vals, res1, err := s1.StaticCounts()
		if err != nil {
			t.Fatal(err)
		}
		est1, err := s1.Estimated(vals, res1)
		if err != nil {
			t.Fatal(err)
		}
		d := time.Since(start)
		if run == 0 {
			s, res, est, took = s1, res1, est1, d
			runtime.ReadMemStats(&after)
		}
		took = min(took, d)
	}
	t.Logf("%d functions, counts of main in %v, %d MB allocated, %d MB obtained from the OS; %d estimated sites, %.3g of blocks", len(s.Funcs), took, (after.TotalAlloc-before.TotalAlloc)>>20, after.Sys>>20, est.Branches, est.BlockShare)
	if len(s.Funcs) != 1001 {
		t.Errorf("%d functions analysed, want 1001", len(s.Funcs))
	}
	// The switch reads code[pc] = (pc * 7919) % 1000, which the counting
	// walk keeps (the memory of numbers): 7919 is prime to 1000, so the
	// 100000 steps take every case 0..999 100 times each, and the default
	// never.
	if fc := res.Func("f7"); fc == nil || fc.Calls != 100 {
		t.Errorf("f7 calls: %v, want 100", fc)
	}
	if est.Branches != 0 {
		t.Errorf("%d branches estimated, want none: the switch is counted", est.Branches)
	}
	if after.Sys > 500<<20 {
		t.Errorf("obtained %d MB from the OS, bound 500", after.Sys>>20)
	}
	if !raceEnabled {
		timebound.Within(t, took, 1500, "the counts of a 1001-function module")
	}
}
