package measure

import (
	"bufio"
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"

	"github.com/reusescope/reusescope/internal/sample"
)

// callgrindTotals holds the events of a Callgrind run.
type callgrindTotals map[string]uint64

// parseCallgrind reads the "events:" and "totals:" (or "summary:") lines of
// a Callgrind output file.
func parseCallgrind(path string) (callgrindTotals, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var names, vals []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "events:"):
			names = strings.Fields(strings.TrimPrefix(line, "events:"))
		case strings.HasPrefix(line, "totals:"):
			vals = strings.Fields(strings.TrimPrefix(line, "totals:"))
		case strings.HasPrefix(line, "summary:") && vals == nil:
			vals = strings.Fields(strings.TrimPrefix(line, "summary:"))
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if names == nil || vals == nil {
		return nil, fmt.Errorf("%s: no events/totals lines", path)
	}
	t := callgrindTotals{}
	for i, n := range names {
		if i < len(vals) {
			v, err := strconv.ParseUint(vals[i], 10, 64)
			if err != nil {
				return nil, fmt.Errorf("%s: event %s: %w", path, n, err)
			}
			t[n] = v
		}
	}
	return t, nil
}

func TestParseCallgrind(t *testing.T) {
	p := filepath.Join(t.TempDir(), "cg.out")
	text := "version: 1\ncmd: ./a\nevents: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw\nfn=x\n1 2 3\nsummary: 10 4 2 0 1 1 0 1 0\ntotals: 10 4 2 0 1 1 0 1 0\n"
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := parseCallgrind(p)
	if err != nil {
		t.Fatal(err)
	}
	want := callgrindTotals{"Ir": 10, "Dr": 4, "Dw": 2, "I1mr": 0, "D1mr": 1, "D1mw": 1, "ILmr": 0, "DLmr": 1, "DLmw": 0}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %d, want %d", k, got[k], v)
		}
	}
}

// hierarchies are the two cache configurations the Valgrind comparison uses:
// L1 8 KiB 8-way + LL 128 KiB 16-way, and L1 32 KiB 8-way + LL
// 1 MiB 16-way, all with 64-byte lines.
var hierarchies = [][2]cache.Level{
	{{Name: "L1", SizeBytes: 8 << 10, Assoc: 8, Line: 64}, {Name: "LL", SizeBytes: 128 << 10, Assoc: 16, Line: 64}},
	{{Name: "L1", SizeBytes: 32 << 10, Assoc: 8, Line: 64}, {Name: "LL", SizeBytes: 1 << 20, Assoc: 16, Line: 64}},
}

// valgrindTolerance is the largest accepted difference of hit rates, in
// percentage points.
const valgrindTolerance = 0.2

// rates are data-cache hit rates in percent and the access count they are
// relative to.
type rates struct {
	accesses uint64
	l1, ll   float64
}

// callgrindRates runs bin under Callgrind with the hierarchy h, collecting
// only inside fn, and returns the data-cache hit rates: 1 - (D1mr+D1mw) /
// (Dr+Dw) for L1 and 1 - (DLmr+DLmw) / (Dr+Dw) for LL (Callgrind's LL also
// serves instruction misses; only the data misses count).
func callgrindRates(t *testing.T, vg, bin, fn string, h [2]cache.Level, args ...string) rates {
	t.Helper()
	out := filepath.Join(t.TempDir(), "callgrind.out")
	cmdArgs := []string{"--tool=callgrind", "--cache-sim=yes",
		fmt.Sprintf("--D1=%d,%d,%d", h[0].SizeBytes, h[0].Assoc, h[0].Line),
		fmt.Sprintf("--LL=%d,%d,%d", h[1].SizeBytes, h[1].Assoc, h[1].Line),
		"--toggle-collect=" + fn, "--callgrind-out-file=" + out, bin}
	cmd := exec.Command(vg, append(cmdArgs, args...)...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("valgrind: %v\n%s", err, b)
	}
	vt, err := parseCallgrind(out)
	if err != nil {
		t.Fatal(err)
	}
	acc := vt["Dr"] + vt["Dw"]
	if acc == 0 {
		t.Fatalf("callgrind saw no data accesses in %s", fn)
	}
	return rates{acc,
		100 * (1 - float64(vt["D1mr"]+vt["D1mw"])/float64(acc)),
		100 * (1 - float64(vt["DLmr"]+vt["DLmw"])/float64(acc))}
}

// measuredRates runs ll through Run with the hierarchy h and returns the
// same rates as callgrindRates.
func measuredRates(t *testing.T, ll, fn string, h [2]cache.Level, args ...string) (rates, *Result) {
	t.Helper()
	res, err := Run(context.Background(), ll, Options{Func: fn, Levels: h[:], Args: args})
	if err != nil {
		t.Fatal(err)
	}
	acc := res.Levels[0].Accesses
	if acc == 0 {
		t.Fatalf("no accesses measured in %s", fn)
	}
	return rates{acc,
		100 * float64(res.Levels[0].Hits) / float64(acc),
		100 * (1 - float64(res.Levels[1].Misses)/float64(acc))}, res
}

// checkRates reports a difference beyond valgrindTolerance.
func checkRates(t *testing.T, what string, v, m rates) {
	t.Helper()
	t.Logf("%s: callgrind %d data accesses, L1 %.3f%%, LL %.3f%%; measured %d accesses, L1 %.3f%%, LL %.3f%%; difference L1 %+.3f LL %+.3f points",
		what, v.accesses, v.l1, v.ll, m.accesses, m.l1, m.ll, m.l1-v.l1, m.ll-v.ll)
	if d := math.Abs(v.l1 - m.l1); d > valgrindTolerance {
		t.Errorf("%s: L1 hit rates differ by %.3f points", what, d)
	}
	if d := math.Abs(v.ll - m.ll); d > valgrindTolerance {
		t.Errorf("%s: LL hit rates differ by %.3f points", what, d)
	}
}

// buildForValgrind builds the .ll natively at -O0 with DWARF 4 (Valgrind
// 3.19 reads no DWARF 5).
func buildForValgrind(t *testing.T, ll string) string {
	t.Helper()
	clang := requireClang(t)
	bin := filepath.Join(t.TempDir(), "native")
	if b, err := exec.Command(clang, "-O0", "-gdwarf-4", "-Wno-override-module", ll, "-o", bin, "-lm").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, b)
	}
	return bin
}

func requireValgrind(t *testing.T) string {
	t.Helper()
	vg, err := exec.LookPath("valgrind")
	if err != nil {
		t.Skip("valgrind not installed")
	}
	return vg
}

// TestValgrindAgreement compares measured data-cache hit rates with
// Callgrind's on testdata/mm.c at -O0, counting only inside kernel, and
// checks the measured access count against the hand count.
func TestValgrindAgreement(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	vg := requireValgrind(t)
	ll := compileC(t, "mm", "-O0")
	bin := buildForValgrind(t, ll)
	// Sizes: at n=96 the three matrices (216 KiB) overflow the 128 KiB LL;
	// at n=200 (960 KiB) they nearly fill the 1 MiB one.
	for i, n := range []string{"96", "200"} {
		h := hierarchies[i]
		v := callgrindRates(t, vg, bin, "kernel", h, n)
		m, res := measuredRates(t, ll, "kernel", h, n)
		if nn, _ := strconv.ParseUint(n, 10, 64); res.Loads+res.Stores != mmAccesses(nn) {
			t.Errorf("n=%s: %d loads + %d stores, want %d", n, res.Loads, res.Stores, mmAccesses(nn))
		}
		checkRates(t, fmt.Sprintf("mm n=%s %s+%s", n, h[0], h[1]), v, m)
	}
}

// valgrindKernels are the testdata kernels compared with Valgrind, at
// -O0. The sizes are picked so that the compulsory misses of the kernel are a
// small part of its accesses, or its data overflows both LLs: the measured
// caches start cold at the kernel's entry while Callgrind's hold what main
// initialised (toggle-collect stops counting, not simulating), and an O(N^2)
// kernel whose data fits the LL would differ by its compulsory misses.
var valgrindKernels = []struct{ name, fn string }{
	{"gemm", "kernel_gemm"},             // M: N=40, O(N^3)
	{"gemv_L", "kernel_gemv"},           // L: N=512, A is 2 MiB
	{"atax_L", "kernel_atax"},           // L: 420x380, A is 1.2 MiB
	{"jacobi2d", "kernel_jacobi2d"},     // M: N=64, T=10 sweeps
	{"covariance", "kernel_covariance"}, // M: N=100, M=80, O(N M^2)
}

// TestValgrindKernels holds the measured L1 and LL hit rates of testdata
// kernels to Callgrind's on both hierarchies.
func TestValgrindKernels(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	vg := requireValgrind(t)
	requireClang(t)
	ran := 0
	defer func() { sample.Log(t, ran, len(valgrindKernels)) }()
	for i, k := range valgrindKernels {
		if !sample.Keep(i, 2, 0) {
			continue // the sample runs every other kernel
		}
		ran++
		t.Run(k.name, func(t *testing.T) {
			ll := filepath.Join("..", "testdata", "ll", k.name+".O0.ll")
			if _, err := os.Stat(ll); err != nil {
				t.Skip(err)
			}
			bin := buildForValgrind(t, ll)
			for _, h := range hierarchies {
				v := callgrindRates(t, vg, bin, k.fn, h)
				m, _ := measuredRates(t, ll, k.fn, h)
				checkRates(t, fmt.Sprintf("%s %s+%s", k.name, h[0], h[1]), v, m)
			}
		})
	}
}
