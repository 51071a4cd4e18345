package pipeline_test

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
)

// TestLargeCounts: counts far beyond 2^53 keep float64's relative precision
// (n = 1e14 and 1e18 give n outer iterations); a size whose exit probability
// underflows is an error, not a number.
func TestLargeCounts(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "ll", "trsv.O0.ll")
	for _, n := range []string{"1e14", "1e18"} {
		s, err := pipeline.Open(file, pipeline.Options{Func: "kernel_trsv", Set: map[string]string{"n": n}})
		if err != nil {
			t.Fatal(err)
		}
		_, res, err := s.StaticCounts()
		if err != nil {
			t.Fatal(err)
		}
		want, _ := parseFloat(n)
		// Block 2 is the outer loop's body: n times.
		if got := res.Funcs[0].Counts[2]; math.Abs(got-want) > 1e-14*want {
			t.Errorf("n = %s: outer body %v", n, got)
		}
	}
	s, err := pipeline.Open(file, pipeline.Options{Func: "kernel_trsv", Set: map[string]string{"n": "1e308"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.StaticCounts(); err == nil {
		t.Error("n = 1e308: no error")
	}
}

// TestRareExit: a loop left with probability 1e-13 per test runs 1e13
// iterations per entry, to float64's precision.
func TestRareExit(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "ll", "example.O0.ll")
	s, err := pipeline.Open(file, pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := s.WriteTemplate(&b); err != nil {
		t.Fatal(err)
	}
	script := strings.Replace(b.String(), "T_7_7 = 1/301", "T_7_7 = 1e-13", 1)
	if script == b.String() {
		t.Fatal("no T_7_7 = 1/301 in the template")
	}
	path := filepath.Join(t.TempDir(), "p.lua")
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err = pipeline.Open(file, pipeline.Options{ProbsFile: path})
	if err != nil {
		t.Fatal(err)
	}
	_, res, err := s.StaticCounts()
	if err != nil {
		t.Fatal(err)
	}
	// The inner test runs 1e13 times per entry, entered 20000 times.
	if got, want := res.Funcs[0].Counts[5], 2e17; math.Abs(got-want) > 1e-12*want {
		t.Errorf("inner test %v, want %v", got, want)
	}
}

func parseFloat(s string) (float64, error) { return strconv.ParseFloat(s, 64) }
