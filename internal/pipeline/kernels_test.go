package pipeline_test

import (
	"bufio"
	"context"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

type kernel struct{ name, file, opt, fn, kind, size, openmp string }

func manifest(t *testing.T) []kernel {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "kernels.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []kernel
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 8 {
			t.Fatalf("bad manifest line %q", sc.Text())
		}
		out = append(out, kernel{c[0], c[1], c[2], c[3], c[4], c[5], c[7]})
	}
	return out
}

// TestKernelCountsAgainstMeasure holds the static block counts of every kernel
// (default size, -O0 and -O2) to the counts measured by running it. Where the
// analysis derives every probability, the derived counts must equal the measured
// ones exactly; where it cannot (data-dependent branches), the probabilities
// measured by the run (probs --from-run) must reproduce the counts exactly
// when no inner loop has a data-dependent bound.
func TestKernelCountsAgainstMeasure(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not installed")
	}
	if testing.Short() {
		t.Skip("runs every kernel")
	}
	derived, total := 0, 0
	for _, k := range manifest(t) {
		if k.size != "M" && k.size != "-" {
			continue
		}
		k := k
		t.Run(k.name+"."+k.opt, func(t *testing.T) {
			total++
			path := filepath.Join("..", "..", "testdata", k.file)
			s, err := pipeline.Open(path, pipeline.Options{Func: k.fn, Check: true})
			if err != nil {
				t.Fatal(err)
			}
			mo := measure.Options{Func: k.fn, CountsOnly: true, Threads: 1}
			if k.fn == "main" {
				mo.Func = ""
			}
			res, err := measure.Run(context.Background(), path, mo)
			if err != nil {
				t.Fatal(err)
			}
			static := "derived"
			vals, err := s.Probs()
			var st interface {
				Get(string) (float64, bool)
			}
			if err == nil {
				st = vals
				derived++
			} else {
				static = "measured probabilities"
				st = s.MeasuredProbs(res)
			}
			counts, err := s.CountsFrom(st)
			if err != nil {
				t.Fatal(err)
			}
			bad := 0
			for _, fc := range counts.Funcs {
				mf := res.Funcs[fc.Func.Name]
				for b, c := range fc.Counts {
					want := float64(mf.Blocks[b])
					if math.Abs(c-want) > 1e-6*math.Max(1, want) {
						if bad < 5 {
							t.Errorf("%s:%s (line %d): static %v (%s), measured %v", fc.Func.Name, fc.Func.Blocks[b].Name, fc.Func.Blocks[b].Line(), c, static, want)
						}
						bad++
					}
				}
			}
		})
	}
	t.Logf("%d of %d kernels fully derived statically", derived, total)
}
