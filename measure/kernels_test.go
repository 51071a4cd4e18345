package measure

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"

	"github.com/reusescope/reusescope/internal/sample"
)

// kernel is one row of testdata/kernels.tsv.
type kernel struct {
	name, file, opt, fn, kind, size, params, openmp string
}

// readKernels reads the project's kernel manifest, or returns nil when it is
// not there.
func readKernels(t *testing.T) []kernel {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", "kernels.tsv"))
	if err != nil {
		return nil
	}
	defer f.Close()
	var ks []kernel
	sc := bufio.NewScanner(f)
	for first := true; sc.Scan(); first = false {
		c := strings.Split(sc.Text(), "\t")
		if first || len(c) < 8 {
			continue
		}
		ks = append(ks, kernel{c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]})
	}
	return ks
}

// TestKernels measures the small (S) kernels of the project's testdata and
// checks invariants that hold for any program: flow conservation at every
// block, edge counts summing to block counts, the function entered, and the
// profile and the simulation seeing every event.
func TestKernels(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	requireClang(t)
	ks := readKernels(t)
	if len(ks) == 0 {
		t.Skip("no testdata/kernels.tsv")
	}
	filter := os.Getenv("MEASURE_KERNELS") // "all" or a substring of the name
	levels := []cache.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
	// The sample runs each kernel at one -O level, alternating over the
	// kernels; the full sweep at both.
	ran, total, kernels := 0, 0, map[string]int{}
	defer func() { sample.Log(t, ran, total) }()
	for _, k := range ks {
		if filter == "" && k.size != "S" && k.kind != "example" {
			continue
		}
		if _, ok := kernels[k.name]; !ok {
			kernels[k.name] = len(kernels)
		}
		total++
		level := 0
		if k.opt != "O0" {
			level = 1
		}
		if filter == "" && !sample.Keep(level, 2, kernels[k.name]) {
			continue
		}
		ran++
		if filter != "" && filter != "all" && !strings.Contains(k.name, filter) {
			continue
		}
		t.Run(k.name+"."+k.opt, func(t *testing.T) {
			ll := filepath.Join("..", "testdata", k.file)
			if _, err := os.Stat(ll); err != nil {
				t.Skip(err)
			}
			opts := Options{Func: k.fn, Levels: levels}
			if k.openmp == "yes" {
				opts.Threads = 2
			}
			res, err := Run(context.Background(), ll, opts)
			if err != nil {
				t.Fatal(err)
			}
			checkFlow(t, res)
			if res.Funcs[k.fn].Blocks[0] == 0 {
				t.Errorf("%s never entered", k.fn)
			}
			if res.Line.Total() < float64(res.Events) || res.Levels[0].Accesses != res.Events {
				t.Errorf("profile %v accesses, simulation %d, events %d", res.Line.Total(), res.Levels[0].Accesses, res.Events)
			}
			t.Logf("%d loads, %d stores, %d threads, L1 %.4f L2 %.4f", res.Loads, res.Stores, len(res.Threads), res.Levels[0].HitRate, res.Levels[1].HitRate)
		})
	}
}

// checkFlow checks that every block's count equals the count of the edges
// leaving it (unless it returns or ends the program) and, except for the entry
// block, the count of the edges entering it.
func checkFlow(t *testing.T, res *Result) {
	t.Helper()
	for name, f := range res.Funcs {
		for b, ss := range f.Succ {
			var out uint64
			for _, n := range ss {
				out += n
			}
			if len(ss) > 0 && out != f.Blocks[b] {
				t.Errorf("%s block %d ran %d times, left %d times", name, b, f.Blocks[b], out)
			}
		}
	}
}
