package pipeline_test

import (
	"context"
	"math"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestThrowMeasuredProbs solves the balance equations of measure's
// testdata/throw.cpp (a loop whose call throws on every third iteration)
// with the probabilities measured by running it: the invoke sites carry the
// unwind frequency, and the static counts of every block, landing pads
// included, must equal the measured ones.
func TestThrowMeasuredProbs(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip(err)
	}
	for _, opt := range []string{"-O0", "-O2"} {
		t.Run(opt, func(t *testing.T) {
			ll := filepath.Join(t.TempDir(), "throw.ll")
			src := filepath.Join("..", "..", "measure", "testdata", "throw.cpp")
			if b, err := exec.Command(clang, "-S", "-emit-llvm", "-g", opt, src, "-o", ll).CombinedOutput(); err != nil {
				t.Fatalf("compile: %v\n%s", err, b)
			}
			s, err := pipeline.Open(ll, pipeline.Options{Func: "kernel", Check: true})
			if err != nil {
				t.Fatal(err)
			}
			res, err := measure.Run(context.Background(), ll, measure.Options{Func: "kernel", CountsOnly: true})
			if err != nil {
				t.Fatal(err)
			}
			counts, err := s.CountsFrom(s.MeasuredProbs(res))
			if err != nil {
				t.Fatal(err)
			}
			for _, fc := range counts.Funcs {
				mf := res.Funcs[fc.Func.Name]
				for b, c := range fc.Counts {
					if want := float64(mf.Blocks[b]); math.Abs(c-want) > 1e-6*math.Max(1, want) {
						t.Errorf("%s:%s (line %d): static %v, measured %v", fc.Func.Name, fc.Func.Blocks[b].Name, fc.Func.Blocks[b].Line(), c, want)
					}
				}
			}
		})
	}
}
