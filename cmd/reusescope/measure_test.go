package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// requireClang skips tests that build and run programs when clang is absent;
// it returns the clang it found.
func requireClang(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs a program")
	}
	for _, c := range []string{"clang-14", "clang"} {
		if _, err := exec.LookPath(c); err == nil {
			return c
		}
	}
	t.Skip("clang not installed")
	return ""
}

// exampleAccesses is the number of loads and stores of testdata/src/example.c
// at -O0, counted by hand: per k iteration (100*200*300) the k test loads k,
// the body loads k twice and result and stores result, the increment loads
// and stores k (7); per (i, j) the failing k test (1), result = result*j + A
// and k = 0 (3 loads, 2 stores), arr[i][j] = result (3 loads, 1 store), the
// j increment (2) and the j test (1, plus the failing one per i); per i the
// i test (1, plus the failing one), result += i and j = 0 (2 loads, 2
// stores), the i increment (2); once the stores of retval, A and i.
const exampleAccesses = 7*100*200*300 + 100*200*(1+5+4+2+1) + 100*(1+1+4+2) + 1 + 3

// exampleAddresses is the number of distinct addresses example.c touches:
// the 100x200 elements of arr and the allocas retval, i, j, k, result, A.
const exampleAddresses = 100*200 + 6

func TestCompareExample(t *testing.T) {
	requireClang(t)
	args := []string{"compare", "--var", "--format", "json", "--cache", "L1=32KiB/8/64,L2=1MiB/16/64", ll("example.O0.ll")}
	var stdout, stderr bytes.Buffer
	if err := run(args, &stdout, &stderr); err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	var out compareJSON
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if out.Reuse == nil || out.VarReuse == nil {
		t.Fatalf("no reuse comparison in %s", stdout.String())
	}
	for _, r := range []*reuseCompareJSON{out.Reuse, out.VarReuse} {
		if r.StaticAccesses != exampleAccesses || r.MeasuredAccesses != exampleAccesses {
			t.Errorf("%s profile: static %v, measured %v accesses, want %d", r.Granularity, r.StaticAccesses, r.MeasuredAccesses, exampleAccesses)
		}
	}
	// At address granularity the static profile is exact on this program:
	// every bin agrees, so both errors are 0 (up to the rounding of the
	// static profile's float64 weights, floatSlack).
	const floatSlack = 1e-12
	if v := out.VarReuse; v.PBE > floatSlack || v.PWE > floatSlack {
		t.Errorf("address profile: PBE %v, PWE %v, want 0", v.PBE, v.PWE)
	}
	var firstTouch float64
	for _, b := range out.VarReuse.Measured {
		if b.Distance == cache.Infinite {
			firstTouch = b.Count
		}
	}
	if firstTouch != exampleAddresses {
		t.Errorf("measured %v first touches of addresses, want %d", firstTouch, exampleAddresses)
	}
	// At line granularity they differ only where the real placement of arr
	// and the frame across 64-byte lines differs from the static layout: a
	// few dozen of the 42 million accesses (lineTolerance bounds PBE).
	const lineTolerance = 1e-3
	if out.Reuse.PBE > lineTolerance || out.Reuse.PWE > lineTolerance {
		t.Errorf("line profile: PBE %v, PWE %v, want at most %v", out.Reuse.PBE, out.Reuse.PWE, lineTolerance)
	}
	// Both levels are reported; arr (80000 bytes) fits the 1 MiB L2 and
	// never comes back to L1 after a miss, so both sides' hit rates are 1 -
	// first touches / accesses up to the layout.
	if len(out.Levels) != 2 || out.Levels[0].Name != "L1" || out.Levels[1].Name != "L2" {
		t.Fatalf("levels %+v, want L1 and L2", out.Levels)
	}
	// rateTolerance bounds the hit-rate difference in percentage points.
	const rateTolerance = 0.01
	for _, l := range out.Levels {
		if l.StaticHitRate <= 0 || l.MeasuredHitRate <= 0 {
			t.Errorf("%s: static %v, measured %v hit rate", l.Name, l.StaticHitRate, l.MeasuredHitRate)
		}
		if d := 100 * (l.StaticHitRate - l.MeasuredHitRate); math.Abs(d-l.Diff) > 1e-9 || math.Abs(d) > rateTolerance {
			t.Errorf("%s: static %v, measured %v, difference %v points", l.Name, l.StaticHitRate, l.MeasuredHitRate, l.Diff)
		}
	}

	// The text form prints the same tables.
	stdout.Reset()
	args = []string{"compare", "--var", "--cache", "L1=32KiB/8/64,L2=1MiB/16/64", ll("example.O0.ll")}
	if err := run(args, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	text := stdout.String()
	for _, want := range []string{"reuse profile (distance in distinct 64-byte lines)", "reuse profile (distance in distinct addresses)",
		"PBE 0.0000%, PWE (window maxbin) 0.0000%", "level   size  assoc  line  hit rate %  local hit rate %", "  static  ", "measured  "} {
		if !strings.Contains(text, want) {
			t.Errorf("text output lacks %q:\n%s", want, text)
		}
	}
	for _, lvl := range []string{"\n     L1  32KiB", "\n     L2   1MiB"} {
		if !strings.Contains(text, lvl) {
			t.Errorf("text output lacks the row %q:\n%s", lvl, text)
		}
	}
}

func TestCompareBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"compare", "--cache", "L1=32KiB/8/128", ll("example.O0.ll")},
		{"compare", "--line", "48", ll("example.O0.ll")},
		{"compare", "--window", "-1", ll("example.O0.ll")},
		{"compare", "--model", "plru", ll("example.O0.ll")},
	} {
		var stdout, stderr bytes.Buffer
		err := run(args, &stdout, &stderr)
		if code := exitCode(err, &stderr); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%v)", args, code, err)
		}
	}
}

// TestCompareThreads: with --threads 2 compare puts the parallel model beside
// the measured threads: one private L1 rate per core on each side, and the
// static rates within half a point of the measured ones on omp_gemm (the
// accuracy suite holds the per-case errors; this checks the plumbing).
func TestCompareThreads(t *testing.T) {
	requireClang(t)
	var stdout, stderr bytes.Buffer
	args := []string{"compare", "--threads", "2", "--format", "json", "--cache", "L1=8KiB/8/64,L2=128KiB/16/64",
		"--func", "kernel_omp_gemm", ll("omp_gemm_S.O0.ll")}
	if err := run(args, &stdout, &stderr); err != nil {
		t.Fatalf("%v: %s", err, stderr.String())
	}
	var out struct {
		Parallel *struct {
			Cores           int       `json:"cores"`
			StaticPrivate   float64   `json:"static_private_hit_rate"`
			MeasuredPrivate float64   `json:"measured_private_hit_rate"`
			StaticPerCore   []float64 `json:"static_per_core"`
			MeasuredPerCore []float64 `json:"measured_per_core"`
			StaticShared    float64   `json:"static_global_hit_rate"`
			MeasuredShared  float64   `json:"measured_global_hit_rate"`
		} `json:"parallel"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	p := out.Parallel
	if p == nil || p.Cores != 2 || len(p.StaticPerCore) != 2 || len(p.MeasuredPerCore) != 2 {
		t.Fatalf("parallel part %+v, want 2 cores on both sides", p)
	}
	if d := math.Abs(p.StaticPrivate - p.MeasuredPrivate); d > 0.005 {
		t.Errorf("private L1 static %.5f, measured %.5f", p.StaticPrivate, p.MeasuredPrivate)
	}
	if d := math.Abs(p.StaticShared - p.MeasuredShared); d > 0.005 {
		t.Errorf("L1+L2 static %.5f, measured %.5f", p.StaticShared, p.MeasuredShared)
	}
}

// TestMeasureStdin gives the measured program its input with --stdin and
// checks the error when the program needs input and gets none.
func TestMeasureStdin(t *testing.T) {
	clang := requireClang(t)
	dir := t.TempDir()
	llPath := filepath.Join(dir, "fail.ll")
	if b, err := exec.Command(clang, "-S", "-emit-llvm", "-g", "-O0", filepath.Join("..", "..", "measure", "testdata", "fail.c"), "-o", llPath).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, b)
	}
	in := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(in, []byte("9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if err := run([]string{"measure", "--func", "work", "--stdin", in, "--format", "json", llPath, "--", "read"}, &stdout, &stderr); err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	// work's loop: i < n tested 10 times, body 9 times.
	if !strings.Contains(stdout.String(), `"count": 9`) && !strings.Contains(stdout.String(), `"count":9`) {
		t.Errorf("no block counted 9 times in\n%s", stdout.String())
	}
	// Without input the program returns 5 before it calls work: the
	// error says work never ran, and why (the status and the --stdin hint).
	err := run([]string{"measure", "--func", "work", llPath, "--", "read"}, &stdout, &stderr)
	if err == nil || !strings.Contains(err.Error(), "never ran") || !strings.Contains(err.Error(), "status 5") || !strings.Contains(err.Error(), "--stdin FILE") {
		t.Errorf("without input: error %v, want work never ran, exit status 5 and the --stdin hint", err)
	}
}

// TestMeasureNonZeroExit: a program that returns 3 ran to its end; measure
// measures it (main's entry counted once) and says so in every format:
// text (a note line), JSON (exit_code, exit_note) and CSV (an exit_code
// row of the totals).
func TestMeasureNonZeroExit(t *testing.T) {
	clang := requireClang(t)
	llPath := filepath.Join(t.TempDir(), "fail.ll")
	if b, err := exec.Command(clang, "-S", "-emit-llvm", "-g", "-O0", filepath.Join("..", "..", "measure", "testdata", "fail.c"), "-o", llPath).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, b)
	}
	for format, want := range map[string][]string{
		"text": {"note: the program exited with status 3", "failing with exit", "measured all the same"},
		"json": {`"exit_code": 3`, `"exit_note": "program exited with status 3`},
		"csv":  {"exit_code,3"},
	} {
		var stdout, stderr bytes.Buffer
		if err := run([]string{"measure", "--format", format, llPath, "--", "exit"}, &stdout, &stderr); err != nil {
			t.Errorf("%s: %v\n%s", format, err, stderr.String())
			continue
		}
		for _, w := range want {
			if !strings.Contains(stdout.String(), w) {
				t.Errorf("%s: output does not say %q:\n%s", format, w, stdout.String())
			}
		}
	}
}
