package pipeline_test

import (
	"bytes"
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/report"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// irreducibleLevels is the hits command's default hierarchy.
const irreducibleLevels = "L1=32KiB/8/64,L2=1MiB/16/64"

// irreducibleLines is the lines one iteration of testdata/irreducible.c's
// irreducible loop touches: a and b, 3000 doubles each.
const irreducibleLines = 2 * 3000 * 8 / 64

// irreducibleMissSlack returns the L1 misses by which the walk of tr may
// differ from the run's with the run's probabilities, from what the mean
// trip approximates. Every address is derived (the sweeps' counters j),
// every block count is the run's, and the walk takes every iteration, the
// blocks from the other entry to the header before the loop and the part
// of the last iteration up to the test after it, each once per instance as
// the run does. What is left is the trip: each of the two calls' instances
// is walked at the mean trip per entry of both (the irreducible loop has
// no counter to give its own), n full iterations where the run has
// floor(n) in one call and ceil(n) in the other: round(n) = N iterations
// at weight n/N each. Iterations in the steady state make the same misses,
// and the total weight is the run's, so the misses are the run's but for
// an iteration whose misses differ from the steady state's (the first of
// an instance, which meets the lines the code before left): it counts
// n/N instead of 1 time. Its misses differ from another iteration's by at
// most the lines an iteration touches, so each instance is off by at most
// (1 - n/N) * irreducibleLines.
func irreducibleMissSlack(tr *statictrace.Trace) float64 {
	slack := 0.0
	for _, lp := range irreducibleLoops(tr.Body) {
		n := lp.Trip
		N := math.Max(1, math.Round(n))
		slack += math.Abs(1-n/N) * irreducibleLines
	}
	return slack
}

// TestIrreducibleFromRun: testdata/irreducible.c's sweep runs a loop that
// an odd reps enters in the middle, by a goto (two entries: irreducible
// control flow), with two natural loops inside; main calls it with reps and
// reps + 1, entering at each. With the probabilities of the run (probs
// --from-run's script), every block count equals the run's, the walk's
// accesses are the run's, and L1 misses are the run's within
// irreducibleMissSlack, at -O0 and -O2 and for an odd and an even reps.
func TestIrreducibleFromRun(t *testing.T) {
	levels, err := cache.ParseHierarchy(irreducibleLevels)
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/irreducible.O0.ll", "testdata/irreducible.O2.ll"} {
		for _, arg := range []string{"5", "4"} {
			name := file + " -- " + arg
			args := []string{arg}
			run, err := measure.Run(context.Background(), file, measure.Options{Args: args, Line: 64, Levels: levels, Threads: 1})
			if err != nil {
				t.Fatal(err)
			}
			// The probabilities script of probs --from-run.
			s, err := pipeline.Open(file, pipeline.Options{Args: args})
			if err != nil {
				t.Fatal(err)
			}
			var script bytes.Buffer
			if err := probs.WriteFilled(&script, s.Params, s.Sites, s.MeasuredProbs(run)); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "run.lua")
			if err := os.WriteFile(path, script.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err = pipeline.Open(file, pipeline.Options{Args: args, ProbsFile: path, Check: true})
			if err != nil {
				t.Fatal(err)
			}
			vals, res, err := s.StaticCounts()
			if err != nil {
				t.Fatal(err)
			}
			for _, fc := range res.Funcs {
				m := run.Funcs[fc.Func.Name]
				for b, c := range fc.Counts {
					if want := float64(m.Blocks[b]); math.Abs(c-want) > 1e-6*math.Max(1, want) {
						t.Errorf("%s: %s block %s: count %v, measured %v", name, fc.Func.Name, fc.Func.Blocks[b].Name, c, want)
					}
				}
			}
			tr, err := s.Trace(vals, res)
			if err != nil {
				t.Fatalf("%s: trace: %v", name, err)
			}
			if n := len(irreducibleLoops(tr.Body)); n != 2 {
				t.Errorf("%s: trace %s: %d irreducible loops, want one per call", name, tr, n)
			}
			rates, r, err := s.StaticRates(vals, res, levels, cache.Sets, reuse.StaticOptions{Line: 64})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if want := float64(run.Loads + run.Stores); math.Abs(r.Accesses-want) > 1e-6*want {
				t.Errorf("%s: %v accesses, measured %v", name, r.Accesses, want)
			}
			if !r.Whole {
				t.Errorf("%s: the walk is not whole", name)
			}
			got, want, slack := rates[0].Misses, float64(run.Levels[0].Misses), irreducibleMissSlack(tr)
			t.Logf("%s: L1 misses %.1f, measured %.0f (%+.2f %%, slack %.1f); L2 %.1f, measured %d; mean trips %v", name, got, want, 100*(got-want)/want, slack, rates[1].Misses, run.Levels[1].Misses, r.MeanTrips)
			if math.Abs(got-want) > slack {
				t.Errorf("%s: L1 misses %.1f, measured %.0f: off by more than %.1f", name, got, want, slack)
			}
			if !r.MeanTrips {
				t.Errorf("%s: the walk took no loop at a mean trip", name)
			}
		}
	}
}

// irreducibleLoops returns the irreducible loops of items, in trace order.
func irreducibleLoops(items []statictrace.Item) []*statictrace.Loop {
	var out []*statictrace.Loop
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Loop:
			if x.Loop.Irreducible {
				out = append(out, x)
			}
			out = append(out, irreducibleLoops(x.Body)...)
		case *statictrace.Call:
			out = append(out, irreducibleLoops(x.Body)...)
		case *statictrace.Branch:
			for _, arm := range x.Arms {
				out = append(out, irreducibleLoops(arm)...)
			}
		}
	}
	return out
}

// TestIrreducibleHits is the hits command on testdata/irreducible.c without
// --probs (its steps, as cmd/reusescope runs them): it answers, and the
// answer says that it rests on estimates: the irreducible loop's exit has
// no derived probability (the loop has no counter), so its trip comes from
// an estimated branch, and the walk takes the loop at a mean trip. Only
// that exit: the entry's reps % 2 test, one call odd and one even, is
// counted by the walk, which the loop's estimate moves no count of.
func TestIrreducibleHits(t *testing.T) {
	levels, err := cache.ParseHierarchy(irreducibleLevels)
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/irreducible.O0.ll", "testdata/irreducible.O2.ll"} {
		s, res, est := staticCounts(t, file, pipeline.Options{Args: []string{"5"}, Check: true})
		vals, err := s.Probs()
		if err != nil {
			t.Fatal(err)
		}
		rates, r, sites, err := s.StaticRatesBy(vals, res, levels, cache.Sets, reuse.StaticOptions{Line: 64}, est)
		if err != nil {
			t.Fatalf("%s: hits: %v", file, err)
		}
		s.AddAddresses(est, res, r)
		out := report.NewHits("main", 64, cache.Sets, r.Accesses, rates, nil, r.Notes, est)
		out.Walk = report.WalkOf(r)
		report.SetBounds(out.Levels, s.Bounds(vals, res, levels, reuse.StaticOptions{Line: 64}, est, rates, sites, r), r.Whole)
		var text bytes.Buffer
		if err := out.Write(&text, "text", file); err != nil {
			t.Fatal(err)
		}
		if est.Branches == 0 || r.Accesses == 0 {
			t.Errorf("%s: %d estimated branches, %v accesses; want the loop's exit estimated", file, est.Branches, r.Accesses)
		}
		for _, want := range []string{"estimated: 1 branch probability comes from static heuristics (loop branch heuristic 1) at line 19;", "(mean trip)"} {
			if !strings.Contains(text.String(), want) {
				t.Errorf("%s: hits output lacks %q:\n%s", file, want, text.String())
			}
		}
		if !r.MeanTrips {
			t.Errorf("%s: the walk took no loop at a mean trip", file)
		}
		// The probability template says why the loop's exit is not
		// derived.
		var tmpl bytes.Buffer
		if err := s.WriteTemplate(&tmpl); err != nil {
			t.Fatal(err)
		}
		if want := "entered at several blocks (irreducible control flow: lines 19 and 23)"; !strings.Contains(tmpl.String(), want) {
			t.Errorf("%s: the probability template lacks %q:\n%s", file, want, tmpl.String())
		}
	}
}
