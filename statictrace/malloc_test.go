package statictrace

import (
	"fmt"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// runModel applies ops (the driver's syntax, testdata/heap/driver.c) to a
// fresh mallocModel and returns the driver's output for them.
func runModel(t *testing.T, ops []string) string {
	t.Helper()
	const base, mtop = HeapBase, MmapTop
	m := newMallocModel(base, mtop)
	var blk []uint64
	var b strings.Builder
	for _, op := range ops {
		f := strings.Split(op, ":")
		n := make([]uint64, len(f)-1)
		for i := range n {
			v, err := strconv.ParseUint(f[i+1], 10, 64)
			if err != nil {
				t.Fatalf("op %q: %v", op, err)
			}
			n[i] = v
		}
		var p uint64
		switch f[0] {
		case "m":
			p = m.Malloc(n[0])
		case "c":
			p = m.Calloc(n[0], n[1])
		case "a":
			p = m.Memalign(n[0], n[1])
		case "r":
			p = m.Realloc(blk[n[0]], n[1])
			blk[n[0]] = 0
		case "f":
			m.Free(blk[n[0]])
			blk[n[0]] = 0
			continue
		}
		blk = append(blk, p)
		if _, ok := m.mapped[p]; ok {
			fmt.Fprintf(&b, "m %d\n", p%4096)
		} else {
			fmt.Fprintf(&b, "h %d\n", p-base)
		}
	}
	return b.String()
}

// driver builds testdata/heap/driver.c natively.
func driver(t *testing.T) string {
	t.Helper()
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	exe := filepath.Join(t.TempDir(), "driver")
	if out, err := exec.Command(clang, "-O0", "-o", exe, filepath.Join("testdata", "heap", "driver.c")).CombinedOutput(); err != nil {
		t.Fatalf("build driver: %v\n%s", err, out)
	}
	return exe
}

// randomOps makes a sequence of n allocation calls: sizes small (tcache and
// fastbins), medium (the bins) and large (around the mmap threshold),
// frees and reallocs of live blocks.
func randomOps(r *rand.Rand, n int) []string {
	var ops []string
	var live []int
	blocks := 0
	size := func() int {
		switch r.Intn(4) {
		case 0:
			return r.Intn(120)
		case 1:
			return 100 + r.Intn(1200)
		case 2:
			return 1000 + r.Intn(20000)
		}
		return 100000 + r.Intn(100000)
	}
	for len(ops) < n {
		switch k := r.Intn(10); {
		case k < 4 || len(live) == 0:
			ops = append(ops, fmt.Sprintf("m:%d", size()))
		case k < 5:
			ops = append(ops, fmt.Sprintf("c:%d:%d", 1+r.Intn(100), 1+r.Intn(64)))
		case k < 6:
			ops = append(ops, fmt.Sprintf("m:%d", size()))
		case k < 7:
			i := r.Intn(len(live))
			ops = append(ops, fmt.Sprintf("r:%d:%d", live[i], 1+size()))
			live = append(live[:i], live[i+1:]...)
		default:
			i := r.Intn(len(live))
			ops = append(ops, fmt.Sprintf("f:%d", live[i]))
			live = append(live[:i], live[i+1:]...)
			continue
		}
		live = append(live, blocks)
		blocks++
	}
	return ops
}

// TestMallocModelGlibc runs sequences of allocation calls under the
// installed glibc and in the model: every block lies at the same offset
// from the program break, or for an mmap'd one at the same address modulo
// the page.
func TestMallocModelGlibc(t *testing.T) {
	exe := driver(t)
	seqs := [][]string{
		{"m:100", "m:200", "m:24", "m:0"},
		{"m:200000", "m:100", "m:131056", "m:131048"},
		{"a:64:800", "a:4096:800", "m:80", "a:64:300000", "a:4096:300000"},
		{"c:100:8", "c:20000:8", "m:16"},
		{"m:16", "r:0:100", "r:1:1000", "r:2:10000", "r:3:100000", "r:4:400000", "r:5:800000", "m:10"},
		{"m:100", "m:100", "f:0", "m:100", "m:2000", "m:2000", "m:2000", "f:3", "f:4", "m:3000", "m:1000", "m:900"},
		{"m:300000", "f:0", "m:200000", "m:200000", "m:300000"},
		{"m:40", "m:40", "m:40", "m:40", "m:40", "m:40", "m:40", "m:40", "m:40",
			"f:0", "f:1", "f:2", "f:3", "f:4", "f:5", "f:6", "f:7", "f:8", "m:70000", "m:40", "m:40"},
	}
	for i, ops := range seqs {
		if want, got := runDriver(t, exe, ops), runModel(t, ops); got != want {
			t.Errorf("sequence %d %v:\nglibc:\n%s\nmodel:\n%s", i, ops, want, got)
		}
	}
	// Random sequences mix every call and size class. The model keeps one
	// pool of free chunks where glibc keeps bins in their own order, so a
	// fifth of them differ (21 of these 100): at most maxDiffer.
	const maxDiffer = 25
	r := rand.New(rand.NewSource(1))
	bad := 0
	for i := 0; i < 100; i++ {
		ops := randomOps(r, 10+r.Intn(60))
		if want, got := runDriver(t, exe, ops), runModel(t, ops); got != want {
			bad++
		}
	}
	t.Logf("%d of 100 random sequences differ", bad)
	if bad > maxDiffer {
		t.Errorf("%d of 100 random sequences differ (at most %d expected)", bad, maxDiffer)
	}
}

func runDriver(t *testing.T, exe string, ops []string) string {
	t.Helper()
	out, err := exec.Command(exe, ops...).Output()
	if err != nil {
		t.Fatalf("driver %v: %v", ops, err)
	}
	return string(out)
}
