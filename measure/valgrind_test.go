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

	"github.com/reusescope/reusescope/reuse"
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

// TestValgrindAgreement compares measured data-cache hit rates with
// Callgrind's on the same -O0 program, counting only inside kernel.
func TestValgrindAgreement(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	vg, err := exec.LookPath("valgrind")
	if err != nil {
		t.Skip("valgrind not installed")
	}
	clang := requireClang(t)
	ll := compileC(t, "mm", "-O0")
	bin := filepath.Join(t.TempDir(), "mm")
	if b, err := exec.Command(clang, "-O0", "-gdwarf-4", ll, "-o", bin).CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, b)
	}
	// tolerance is the largest accepted difference of hit rates, in
	// percentage points.
	const tolerance = 0.2
	configs := []struct {
		l1, ll reuse.Level
		n      string
	}{
		{reuse.Level{Name: "L1", SizeBytes: 8192, Assoc: 8, Line: 64}, reuse.Level{Name: "LL", SizeBytes: 131072, Assoc: 16, Line: 64}, "96"},
		{reuse.Level{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, reuse.Level{Name: "LL", SizeBytes: 1048576, Assoc: 16, Line: 64}, "200"},
	}
	for _, c := range configs {
		out := filepath.Join(t.TempDir(), "callgrind.out")
		cmd := exec.Command(vg, "--tool=callgrind", "--cache-sim=yes",
			fmt.Sprintf("--D1=%d,%d,%d", c.l1.SizeBytes, c.l1.Assoc, c.l1.Line),
			fmt.Sprintf("--LL=%d,%d,%d", c.ll.SizeBytes, c.ll.Assoc, c.ll.Line),
			"--toggle-collect=kernel", "--callgrind-out-file="+out, bin, c.n)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("valgrind: %v\n%s", err, b)
		}
		vt, err := parseCallgrind(out)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Run(context.Background(), ll, Options{Func: "kernel", Levels: []reuse.Level{c.l1, c.ll}, Args: []string{c.n}})
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := strconv.ParseUint(c.n, 10, 64); res.Loads+res.Stores != mmAccesses(n) {
			t.Errorf("n=%s: %d loads + %d stores, want %d", c.n, res.Loads, res.Stores, mmAccesses(n))
		}
		vAcc := float64(vt["Dr"] + vt["Dw"])
		vL1 := 100 * (1 - float64(vt["D1mr"]+vt["D1mw"])/vAcc)
		vLL := 100 * (1 - float64(vt["DLmr"]+vt["DLmw"])/vAcc)
		mAcc := float64(res.Levels[0].Accesses)
		mL1 := 100 * float64(res.Levels[0].Hits) / mAcc
		mLL := 100 * (1 - float64(res.Levels[1].Misses)/mAcc)
		t.Logf("n=%s %s/%s: valgrind %d data accesses (Dr %d Dw %d), L1 %.3f%%, LL %.3f%%; measured %d accesses (%d loads %d stores), L1 %.3f%%, LL %.3f%%",
			c.n, c.l1, c.ll, uint64(vAcc), vt["Dr"], vt["Dw"], vL1, vLL, uint64(mAcc), res.Loads, res.Stores, mL1, mLL)
		if d := math.Abs(vL1 - mL1); d > tolerance {
			t.Errorf("L1 hit rates differ by %.3f points", d)
		}
		if d := math.Abs(vLL - mLL); d > tolerance {
			t.Errorf("LL hit rates differ by %.3f points", d)
		}
	}
}
