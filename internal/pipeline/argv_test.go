package pipeline_test

import (
	"context"
	"math"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestArgvSizes: a program whose size comes from argv with a fallback
// (int n = argc > 1 ? atoi(argv[1]) : 64), built with plain flags (no value
// names), gets a Lua parameter n with default 64 and argc with default 1.
// At -O0 every count that matters is derived and equals the measured run,
// without arguments and, with --set, with them.
func TestArgvSizes(t *testing.T) {
	const file = "testdata/argv_matmul.O0.ll"
	for _, c := range []struct {
		set  map[string]string
		args []string
	}{
		{nil, nil},
		{map[string]string{"argc": "2", "n": "20"}, []string{"20"}},
	} {
		s, err := pipeline.Open(file, pipeline.Options{Set: c.set})
		if err != nil {
			t.Fatal(err)
		}
		defaults := map[string]string{}
		for _, p := range s.Params {
			defaults[p.Name] = p.Default
		}
		if defaults["n"] != "64" || defaults["argc"] != "1" {
			t.Fatalf("parameters %v, want n = 64 and argc = 1", s.Params)
		}
		vals, res, err := s.StaticCounts()
		if err != nil {
			t.Fatal(err)
		}
		est, err := s.Estimated(vals, res)
		if err != nil {
			t.Fatal(err)
		}
		// The one estimate is the sum < 0 test behind argc > 42, never run.
		if est.Branches != 1 || est.BlockShare != 0 {
			t.Errorf("estimate %+v, want 1 branch affecting nothing", est)
		}
		run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: c.args})
		if err != nil {
			t.Fatal(err)
		}
		for _, fc := range res.Funcs {
			mf := run.Funcs[fc.Func.Name]
			for b, n := range fc.Counts {
				if want := float64(mf.Blocks[b]); math.Abs(n-want) > 1e-9*math.Max(1, want) {
					t.Errorf("args %v: %s:%s: static %v, measured %v", c.args, fc.Func.Name, fc.Func.Blocks[b].Name, n, want)
				}
			}
		}
	}
}
