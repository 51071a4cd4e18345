package pipeline_test

import (
	"context"
	"math"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestEstimatedShare checks the estimated share against a hand count on
// testdata/estimate.c: the loop of 100 is derived, the branch after it
// (s > 7, on numbers fread reads from stdin) is not. Only the then-block
// (line 8; count 1/2 by the "no heuristic" estimate; 2 loads and a store)
// rests on the estimate. The blocks execute 1 (main) + 1 + 101 + 100 +
// 100 + 1 + 1/2 + 1 = 305.5 times, with 605 loads (main's of stdin
// among them) and 204.5 stores.
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
	if want := 1.5 / 809.5; math.Abs(est.AccessShare-want) > 1e-12 {
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

// TestCallBr: an asm goto's indirect target is a destination with an
// estimated probability (every destination equally likely), so it is
// counted and marked, not silently 0; measured probabilities give the run's
// counts exactly (it jumps on the 50 odd i of 100).
func TestCallBr(t *testing.T) {
	const file = "testdata/callbr.O0.ll"
	s, err := pipeline.Open(file, pipeline.Options{})
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
	if est.Heuristics["switch"] != 2 {
		t.Errorf("heuristics %v, want the callbr's two destinations estimated", est.Heuristics)
	}
	f := res.Func("f")
	odd := -1
	for b, blk := range f.Func.Blocks {
		if blk.Line() == 7 { // hits++ at the indirect target
			odd = b
		}
	}
	if odd < 0 || !est.Affected["f"][odd] || f.Counts[odd] != 50 {
		t.Fatalf("indirect target: block %d count %v affected %v, want 50 (100 calls, half) and marked", odd, f.Counts[odd], est.Affected["f"][odd])
	}
	run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	mres, err := s.CountsFrom(s.MeasuredProbs(run))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := mres.Func("f").Counts[odd], float64(run.Funcs["f"].Blocks[odd]); got != want || want != 50 {
		t.Errorf("with measured probabilities: %v, measured %v, want 50", got, want)
	}
}
