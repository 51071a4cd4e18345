package pipeline_test

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestHeapPlacement builds each program of testdata/heap at -O0 and -O2
// as users do (clang-14 -g -S -emit-llvm), places its heap blocks
// statically and runs it under measure: every block's address modulo the
// page, as the program prints it, equals the static placement's, in the
// order the program allocates them. The programs cover blocks below and
// above the mmap threshold, posix_memalign to 64 and 4096 bytes and
// aligned_alloc, calloc, realloc growth, C++ new and new[], a sequence of
// mallocs and frees, an allocating wrapper, rows allocated in a loop
// after stdout's buffer, and blocks sized by values loops compute (a
// doubled capacity, a gcd in a static helper, a digit count, a halving, the
// steps of a 3n+1 walk: loop_sizes.c).
func TestHeapPlacement(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs 20 programs")
	}
	files, err := filepath.Glob("testdata/heap/*.c*")
	if err != nil || len(files) < 10 {
		t.Fatalf("testdata/heap: %v (%d programs)", err, len(files))
	}
	dir := t.TempDir()
	for _, src := range files {
		for _, opt := range []string{"-O0", "-O2"} {
			name := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src)) + opt
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				ll := filepath.Join(dir, name+".ll")
				clang := "clang-14"
				if strings.HasSuffix(src, ".cpp") {
					clang = "clang++-14"
				}
				if _, err := exec.LookPath(clang); err != nil {
					t.Skipf("%s not installed", clang)
				}
				if out, err := exec.Command(clang, "-g", "-S", "-emit-llvm", opt, src, "-o", ll).CombinedOutput(); err != nil {
					t.Fatalf("%s: %v\n%s", clang, err, out)
				}
				got, err := staticBlocks(ll)
				if err != nil {
					t.Fatal(err)
				}
				// A plain run, and (at -O0) a program-context run, whose
				// runtime needs memory of its own before main allocates.
				runs := []measure.Options{{CountsOnly: true}}
				if opt == "-O0" {
					runs = append(runs, measure.Options{Func: "main", Context: true})
				}
				for _, mo := range runs {
					run, err := measure.Run(context.Background(), ll, mo)
					if err != nil {
						t.Fatal(err)
					}
					var want []string
					for _, line := range strings.Split(string(run.Stdout), "\n") {
						if _, err := strconv.ParseUint(line, 10, 64); err == nil {
							want = append(want, line)
						}
					}
					if strings.Join(got, " ") != strings.Join(want, " ") {
						t.Errorf("blocks modulo 4096 (context %v):\nstatic   %v\nmeasured %v", mo.Context, got, want)
					}
				}
			})
		}
	}
}

// staticBlocks returns the addresses modulo the page of the heap blocks the
// trace of ll's main places, in order.
func staticBlocks(ll string) ([]string, error) {
	s, err := pipeline.Open(ll, pipeline.Options{})
	if err != nil {
		return nil, err
	}
	vals, res, err := s.StaticCounts()
	if err != nil {
		return nil, err
	}
	tr, err := s.Trace(vals, res)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, b := range tr.HeapBlocks() {
		out = append(out, fmt.Sprint(b.Addr%4096))
	}
	return out, nil
}
