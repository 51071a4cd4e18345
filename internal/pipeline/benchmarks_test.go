package pipeline_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"

	"github.com/reusescope/reusescope/internal/sample"
)

// BENCHMARKS.md's generated part lies between these two lines;
// TestBenchmarksFile rewrites it and keeps everything else.
const (
	benchBegin = "<!-- begin generated: REUSESCOPE_FULL=1 REUSESCOPE_BENCH_UPDATE=1 go test ./internal/pipeline -run TestBenchmarksFile -v -->"
	benchEnd   = "<!-- end generated -->"
)

// sweepRuns is the number of runs each point of the walk-time-against-N
// table takes the best of: its points take up to a few hundred milliseconds,
// where the noise of a shared machine matters less than at the suite sizes.
const sweepRuns = 5

// sweepKernels are the kernels whose walk time against N the generated part
// records: the triangular nests and covariance, the suite's costliest walks.
// covariance gets N samples of N features.
var sweepKernels = []struct{ name, fn string }{
	{"symm", "kernel_symm"},
	{"covariance", "kernel_covariance"},
	{"cholesky", "kernel_cholesky"},
	{"lu", "kernel_lu"},
}

// sweepSizes are the values of N the walk-time table covers, from the
// suite's S sizes to well past its L sizes.
var sweepSizes = []int{16, 40, 100, 200, 400, 800, 2000}

// TestBenchmarksFile times the static side of the accuracy suite and
// rewrites BENCHMARKS.md's generated part: the machine, the suite's static
// time per kernel and size (TestSuiteStaticTime's method: best of timeRuns
// runs after a GC, both accuracy hierarchies), the walk time against N of
// sweepKernels (built at each N with clang-14), and BenchmarkStaticCounts.
// It runs only with REUSESCOPE_BENCH_UPDATE=1:
//
//	REUSESCOPE_FULL=1 REUSESCOPE_BENCH_UPDATE=1 go test ./internal/pipeline -run TestBenchmarksFile -v
func TestBenchmarksFile(t *testing.T) {
	if os.Getenv("REUSESCOPE_BENCH_UPDATE") != "1" {
		t.Skip("set REUSESCOPE_BENCH_UPDATE=1 to time the static suite and rewrite BENCHMARKS.md")
	}
	sample.RequireFull(t, "BENCHMARKS.md")
	path := filepath.Join("..", "..", "BENCHMARKS.md")
	old, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	i, j := bytes.Index(old, []byte(benchBegin)), bytes.Index(old, []byte(benchEnd))
	if i < 0 || j < i {
		t.Fatalf("%s: no generated part (the lines %q and %q)", path, benchBegin, benchEnd)
	}

	start := time.Now()
	loadBefore := loadAverage()
	var b strings.Builder
	suite := benchSuite(t, &b)
	sweep := benchSweep(t, &b)
	benchCounts(&b)
	benchRecursion(t, &b)
	loadAfter := loadAverage()

	var head strings.Builder
	fmt.Fprintf(&head, "%s\n\nMachine: %d cores (%s), %s %s/%s; load average %s at the start, %s at the end (other jobs\n",
		benchBegin, runtime.NumCPU(), cpuModel(), runtime.Version(), runtime.GOOS, runtime.GOARCH, loadBefore, loadAfter)
	fmt.Fprintf(&head, "share the machine: the times are upper bounds). Generated %s in %v.\n",
		time.Now().UTC().Format("2006-01-02"), time.Since(start).Round(time.Second))
	fmt.Fprintf(&head, "\n%s%s\n\n", suite, sweep)

	out := append([]byte{}, old[:i]...)
	out = append(out, head.String()...)
	out = append(out, b.String()...)
	out = append(out, old[j:]...)
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// benchSuite times every -O0 suite kernel at every size under both accuracy
// hierarchies, as TestSuiteStaticTime does, writes the table to b and
// returns a one-paragraph summary.
func benchSuite(t *testing.T, b *strings.Builder) string {
	type key struct{ kernel, size, hier string }
	best := map[key]time.Duration{}
	var all []time.Duration
	for _, k := range suiteO0(t) {
		for _, h := range accuracyHierarchies {
			min, derived := bestStaticTime(t, k, h.spec)
			if !derived {
				continue
			}
			all = append(all, min)
			best[key{baseName(k.name), k.size, h.name}] = min
		}
	}
	if len(all) == 0 {
		t.Fatal("no suite kernel could be analysed")
	}
	sort.Slice(all, func(i, j int) bool { return all[i] < all[j] })
	median, max := all[len(all)/2], all[len(all)-1]

	var names []string
	for k := range best {
		if k.size == "S" && k.hier == accuracyHierarchies[0].name {
			names = append(names, k.kernel)
		}
	}
	sort.Strings(names)
	sum := func(kernel, size string) time.Duration {
		var d time.Duration
		for _, h := range accuracyHierarchies {
			d += best[key{kernel, size, h.name}]
		}
		return d
	}
	ratio := func(n string) float64 { return float64(sum(n, "L")) / float64(sum(n, "S")) }
	worst := names[0]
	for _, n := range names {
		if ratio(n) > ratio(worst) {
			worst = n
		}
	}

	h0, h1 := accuracyHierarchies[0], accuracyHierarchies[1]
	fmt.Fprintf(b, "## Static analysis time over the suite\n\n")
	fmt.Fprintf(b, "Parse, probabilities, block counts and the static walks (one per distinct number of cache sets, run\n")
	fmt.Fprintf(b, "concurrently) of every -O0 dense, stencil, data-mining and reduction kernel at sizes S, M and L\n")
	fmt.Fprintf(b, "(`testdata/kernels.tsv`), under %s (`%s`) and\n%s (`%s`); best of %d runs after a GC per case.\n", h0.name, h0.spec, h1.name, h1.spec, timeRuns)
	fmt.Fprintf(b, "`go test ./internal/pipeline -run TestSuiteStaticTime -v` holds these to a median of\n")
	fmt.Fprintf(b, "100 ms and a maximum of 1 s (twice that on a shared machine); `go test ./internal/pipeline -run XXX -bench\n")
	fmt.Fprintf(b, "SuiteStatic -benchmem` gives the same cases with their allocations.\n\n")
	fmt.Fprintf(b, "| kernel | S %s | S %s | M %s | M %s | L %s | L %s | L/S |\n", h0.name, h1.name, h0.name, h1.name, h0.name, h1.name)
	fmt.Fprintf(b, "|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, n := range names {
		fmt.Fprintf(b, "| %s |", n)
		for _, size := range []string{"S", "M", "L"} {
			for _, h := range accuracyHierarchies {
				fmt.Fprintf(b, " %s |", ms(best[key{n, size, h.name}]))
			}
		}
		fmt.Fprintf(b, " %.2f |\n", ratio(n))
	}
	fmt.Fprintf(b, "\n(ms; L/S is the size-L time over the size-S time, both hierarchies summed.)\n\n")
	return fmt.Sprintf("Static time over the suite: %d cases, median %s ms, max %s ms; the largest size's time over the smallest's\nis at most %.2f (%s).",
		len(all), ms(median), ms(max), ratio(worst), worst)
}

// benchSweep builds each of sweepKernels at every N of sweepSizes at -O0
// with clang-14, times its static analysis under both accuracy hierarchies
// (best of sweepRuns), writes the table to b and returns a summary line. It
// writes nothing when clang-14 is missing.
func benchSweep(t *testing.T, b *strings.Builder) string {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Log("clang-14 not installed: no walk time against N")
		return ""
	}
	testdata, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	rel, err := filepath.Rel(testdata, dir) // staticOnce reads files relative to testdata
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(b, "## Walk time against N\n\n")
	fmt.Fprintf(b, "The static time does not grow with the problem size past the point where every loop is sampled. Each\n")
	fmt.Fprintf(b, "kernel is built from `testdata/src` as `testdata/regen.sh` builds the suite, at -O0 with `-DN=n`\n")
	fmt.Fprintf(b, "(covariance with `-DM=n` too), and analysed as above, both hierarchies summed, best of %d runs:\n\n", sweepRuns)
	fmt.Fprintf(b, "| kernel |")
	for _, n := range sweepSizes {
		fmt.Fprintf(b, " N=%d |", n)
	}
	fmt.Fprintf(b, "\n|---|%s\n", strings.Repeat("---:|", len(sweepSizes)))
	var maxTime time.Duration
	for _, sk := range sweepKernels {
		fmt.Fprintf(b, "| %s |", sk.name)
		for _, n := range sweepSizes {
			file := fmt.Sprintf("%s_%d.O0.ll", sk.name, n)
			args := []string{"-S", "-emit-llvm", "-g", "-gdwarf-4", "-O0", fmt.Sprintf("-DN=%d", n)}
			if sk.name == "covariance" {
				args = append(args, fmt.Sprintf("-DM=%d", n))
			}
			args = append(args, sk.name+".c", "-o", filepath.Join(dir, file))
			cmd := exec.Command("clang-14", args...)
			cmd.Dir = filepath.Join(testdata, "src")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("clang-14 %s: %v\n%s", strings.Join(args, " "), err, out)
			}
			k := kernel{name: sk.name, file: filepath.Join(rel, file), opt: "O0", fn: sk.fn}
			var total time.Duration
			derived := true
			for _, h := range accuracyHierarchies {
				var min time.Duration
				for r := 0; r < sweepRuns && derived; r++ {
					runtime.GC()
					t0 := time.Now()
					derived = staticOnce(t, k, h.spec)
					if d := time.Since(t0); r == 0 || d < min {
						min = d
					}
				}
				total += min
			}
			if !derived {
				fmt.Fprintf(b, " - |")
				continue
			}
			if total > maxTime {
				maxTime = total
			}
			fmt.Fprintf(b, " %s |", ms(total))
		}
		fmt.Fprintf(b, "\n")
	}
	fmt.Fprintf(b, "\n(ms; `-` where the probabilities cannot be derived from the IR.)\n\n")
	return fmt.Sprintf(" Up to N = %d, no walk-time point above takes more than %s ms.", sweepSizes[len(sweepSizes)-1], ms(maxTime))
}

// benchCounts runs BenchmarkStaticCounts and writes its table to b.
func benchCounts(b *strings.Builder) {
	fmt.Fprintf(b, "## Static pipeline without the walk\n\n")
	fmt.Fprintf(b, "Parse, CFG, loops, Lua probabilities and balance equations: `go test ./internal/pipeline -run XXX -bench\n")
	fmt.Fprintf(b, "StaticCounts` (adi_L and adi_S differ only in N).\n\n")
	fmt.Fprintf(b, "| file | time per run | allocated per run |\n|---|---:|---:|\n")
	for _, c := range []struct{ file, fn string }{{"adi_L.O0.ll", "kernel_adi"}, {"adi_S.O0.ll", "kernel_adi"}, {"example.O0.ll", "main"}} {
		c := c
		r := testing.Benchmark(func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				staticCountsOnce(b, c.file, c.fn)
			}
		})
		fmt.Fprintf(b, "| %s | %.1f ms | %.1f MB |\n", c.file, float64(r.NsPerOp())/1e6, float64(r.AllocedBytesPerOp())/1e6)
	}
	fmt.Fprintf(b, "\n")
}

// recursionFile is the corpus' recursive merge sort, whose recursion the
// counts walk call by call (recursionBranches).
var recursionFile = filepath.Join("..", "..", "testdata", "corpus", "ll", "mergesort.O0.ll")

// recursionCountsOnce derives the counts of recursionFile sorting n
// elements: its call tree walked with each call's arguments.
func recursionCountsOnce(tb testing.TB, n string) {
	s := countsOnce(tb, recursionFile, pipeline.Options{Args: []string{n}})
	for _, site := range s.Sites {
		if site.Func == "kernel_mergesort" && site.Estimated != "" {
			tb.Fatalf("%s -- %s: %s estimated", recursionFile, n, site.Key)
		}
	}
}

// BenchmarkRecursionCounts: the counts of a merge sort of 200,000
// elements, whose call tree (599,997 calls) is walked call by call.
func BenchmarkRecursionCounts(b *testing.B) {
	for i := 0; i < b.N; i++ {
		recursionCountsOnce(b, "200000")
	}
}

// benchRecursion times the counts of the recursive merge sort against
// measuring the run's counts (probs --from-run), which a user would take
// instead.
func benchRecursion(t *testing.T, b *strings.Builder) {
	fmt.Fprintf(b, "## Counts of a recursion\n\n")
	fmt.Fprintf(b, "The corpus' `mergesort.O0.ll`: the static counts walk the call tree with each call's arguments (2n - 1\n")
	fmt.Fprintf(b, "calls of the sort, n - 1 of the merge), against measuring the run's counts (what `probs --from-run` does, the\n")
	fmt.Fprintf(b, "clang build of the instrumented program included). `go test ./internal/pipeline -run XXX -bench RecursionCounts` (n = 200,000).\n\n")
	fmt.Fprintf(b, "| n | calls walked | static counts | measured counts | ratio |\n|---:|---:|---:|---:|---:|\n")
	for _, n := range []string{"16000", "200000"} {
		r := testing.Benchmark(func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				recursionCountsOnce(b, n)
			}
		})
		start := time.Now()
		if _, err := measure.Run(context.Background(), recursionFile, measure.Options{CountsOnly: true, Args: []string{n}}); err != nil {
			t.Fatal(err)
		}
		m := time.Since(start)
		var calls int
		fmt.Sscan(n, &calls)
		fmt.Fprintf(b, "| %s | %d | %s ms | %s ms | %.2f |\n", n, 3*calls-2, ms(time.Duration(r.NsPerOp())), ms(m), float64(r.NsPerOp())/float64(m))
	}
	fmt.Fprintf(b, "\n")
}

// staticCountsOnce is one iteration of BenchmarkStaticCounts: parse, CFG,
// loops, probabilities and balance of testdata/ll/file at function fn.
func staticCountsOnce(tb testing.TB, file, fn string) {
	countsOnce(tb, filepath.Join("..", "..", "testdata", "ll", file), pipeline.Options{Func: fn, Strict: true})
}

// countsOnce opens path with opts and solves its counts from the derived
// probabilities.
func countsOnce(tb testing.TB, path string, opts pipeline.Options) *pipeline.Session {
	s, err := pipeline.Open(path, opts)
	if err != nil {
		tb.Fatal(err)
	}
	vals, err := s.Probs()
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := s.Counts(vals); err != nil {
		tb.Fatal(err)
	}
	return s
}

// ms formats a duration in milliseconds with one decimal.
func ms(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d)/1e6) }

// loadAverage returns the one-minute load average, or "unknown".
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	if f := strings.Fields(string(data)); len(f) > 0 {
		return f[0]
	}
	return "unknown"
}

// cpuModel returns the processor's model name, or GOARCH.
func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}
