package pipeline_test

import (
	"math"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
)

// TestEstimatedShare checks the estimated share against a hand count on
// testdata/estimate.c: the loop of 100 is derived, the branch after it
// (s > 7) is not. Only the then-block (line 8; count 1/2 by the "no
// heuristic" estimate; 2 loads and a store) rests on the estimate. The
// blocks execute 1 (main) + 1 + 101 + 100 + 100 + 1 + 1/2 + 1 = 305.5
// times, with 604 loads and 204.5 stores.
func TestEstimatedShare(t *testing.T) {
	s, err := pipeline.Open("testdata/estimate.O0.ll", pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	vals, res, err := s.StaticCounts()
	if err != nil {
		t.Fatal(err)
	}
	est, err := s.Estimated(vals, res)
	if err != nil {
		t.Fatal(err)
	}
	if est.Branches != 1 {
		t.Errorf("%d estimated branches, want 1", est.Branches)
	}
	if want := 0.5 / 305.5; math.Abs(est.BlockShare-want) > 1e-12 {
		t.Errorf("block share %g, want %g", est.BlockShare, want)
	}
	if want := 1.5 / 808.5; math.Abs(est.AccessShare-want) > 1e-12 {
		t.Errorf("access share %g, want %g", est.AccessShare, want)
	}
	f := res.Func("f")
	for b, aff := range est.Affected["f"] {
		if want := f.Func.Blocks[b].Line() == 8; aff != want {
			t.Errorf("block %s (line %d): affected %v, want %v", f.Func.Blocks[b].Name, f.Func.Blocks[b].Line(), aff, want)
		}
	}

	// --strict refuses the estimate, naming the site.
	s, err = pipeline.Open("testdata/estimate.O0.ll", pipeline.Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.StaticCounts(); err == nil {
		t.Error("--strict: no error")
	}
}

// TestNothingEstimated: a module whose branches are all derived has no
// estimate and no affected block.
func TestNothingEstimated(t *testing.T) {
	s, err := pipeline.Open("../../testdata/ll/example.O0.ll", pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	vals, res, err := s.StaticCounts()
	if err != nil {
		t.Fatal(err)
	}
	est, err := s.Estimated(vals, res)
	if err != nil {
		t.Fatal(err)
	}
	if est.Branches != 0 || est.BlockShare != 0 || est.AccessShare != 0 {
		t.Errorf("estimate %+v, want none", est)
	}
}
