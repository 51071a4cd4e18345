package pipeline_test

import (
	"context"
	"math"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// ompMustDerive lists the OpenMP kernels (name.opt, default size) whose
// probabilities the static side must derive completely; the rest are
// reported. The derivation models one thread (loops/doc.go).
var ompMustDerive = map[string]bool{
	"omp_gemm.O0": true, "omp_gemv.O0": true, "omp_jacobi2d.O0": true,
	"omp_covariance.O0": true, "omp_ger.O0": true, "omp_tworegion.O0": true,
	"omp_chunked.O0": true, "omp_dynamic.O0": true, "omp_gemm.O2": true,
}

// TestOMPCountsOneThread holds the statically derived block counts of every
// OpenMP kernel (default size, -O0 and -O2) to the counts measured by running
// it with OMP_NUM_THREADS=1: wherever the template is complete the counts
// must be equal exactly. Kernels in ompMustDerive must be complete.
func TestOMPCountsOneThread(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not installed")
	}
	if testing.Short() {
		t.Skip("runs every OpenMP kernel")
	}
	var derived, partial []string
	for _, k := range manifest(t) {
		if k.openmp != "yes" || k.size != "M" {
			continue
		}
		k := k
		id := k.name + "." + k.opt
		t.Run(id, func(t *testing.T) {
			path := filepath.Join("..", "..", "testdata", k.file)
			s, err := pipeline.Open(path, pipeline.Options{Func: k.fn, Check: true, Strict: true})
			if err != nil {
				t.Fatal(err)
			}
			vals, err := s.Probs()
			if err != nil {
				var todo []string
				for _, site := range s.Sites {
					if site.Value == "" {
						todo = append(todo, site.Func+":"+site.Block)
					}
				}
				partial = append(partial, id+" ("+strings.Join(todo, ", ")+")")
				if ompMustDerive[id] {
					t.Fatalf("not derived: %v", err)
				}
				return
			}
			res, err := measure.Run(context.Background(), path, measure.Options{Func: k.fn, CountsOnly: true, Threads: 1})
			if err != nil {
				t.Fatal(err)
			}
			counts, err := s.CountsFrom(vals)
			if err != nil {
				t.Fatal(err)
			}
			bad := 0
			for _, fc := range counts.Funcs {
				mf := res.Funcs[fc.Func.Name]
				if mf == nil {
					t.Errorf("%s: not measured", fc.Func.Name)
					continue
				}
				for b, c := range fc.Counts {
					want := float64(mf.Blocks[b])
					// Counts are sums of products of Lua doubles: exact up to rounding.
					if math.Abs(c-want) > 1e-6*math.Max(1, want) {
						if bad < 5 {
							t.Errorf("%s:%s (line %d): static %v, measured %v", fc.Func.Name, fc.Func.Blocks[b].Name, fc.Func.Blocks[b].Line(), c, want)
						}
						bad++
					}
				}
			}
			if bad == 0 {
				derived = append(derived, id)
			}
		})
	}
	sort.Strings(derived)
	t.Logf("derived exactly (%d): %s", len(derived), strings.Join(derived, " "))
	t.Logf("not fully derived (%d): %s", len(partial), strings.Join(partial, "; "))
}
