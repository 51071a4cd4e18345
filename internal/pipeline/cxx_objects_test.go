package pipeline_test

import (
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestObjectsInLoop: a C++ time loop whose body makes and destroys objects
// owning heap arrays (cxx_loop_temps.cpp). At -O2 the loop's header ends in
// the invoke of operator new[], whose unwind edge leaves the loop; that
// edge was taken for the loop's exit test, so the loop had no counter and
// an estimated trip of 31 (raii_buffer in the corpus: bounds [0, 100] %).
// At -O0 each destructor frees the block its object's member holds, a
// pointer the constructor stored; the heap placement did not read it back,
// so every block allocated after the first free was placed by a guess and
// its accesses counted as moved (bounds [54.7, 100] % around 99.11 %). Now
// the counts equal the run's, no block is placed by a guess, and the hit
// rates' bounds are only what the program's arguments' place allows.
func TestObjectsInLoop(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/4/64")
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"3000", "7"}
	for _, opt := range []string{"O0", "O2"} {
		file := "testdata/cxx_loop_temps." + opt + ".ll"
		s, res, est := derivedCounts(t, file, args)
		bounds, run := boundedRun(t, s, res, est, file, args, levels)
		vals, err := s.Probs()
		if err != nil {
			t.Fatal(err)
		}
		tr, err := s.Trace(vals, res)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range tr.Notes {
			if strings.Contains(n, "cannot be told") {
				t.Errorf("%s: %s", file, n)
			}
		}
		b := bounds[0]
		m := float64(run.Levels[0].Misses)
		if !b.Misses.Contains(m, 1e-9) {
			t.Errorf("%s: measured %v L1 misses outside [%v, %v]", file, m, b.Misses.Low, b.Misses.High)
		}
		// Each access whose place the IR does not fix may hit or miss and
		// move assoc others.
		if width, most := b.Misses.High-b.Misses.Low, 2*(float64(levels[0].Assoc)+1)*b.Unplaced; width > most {
			t.Errorf("%s: L1 misses [%v, %v] for %v unplaced accesses, wider than %v", file, b.Misses.Low, b.Misses.High, b.Unplaced, most)
		}
	}
}

// TestGlobalInputs: sizes kept in globals with initializers that no code
// writes (global_inputs.c: a round count bounding a loop, a recursion
// depth) hold their initializers for the whole run of a program; one
// written from argv before use (scale) takes the written value. They were
// estimated (31 rounds, a recursion of unknown depth: 99.9 % of the
// accesses resting on heuristics); now every block count and the L1
// misses equal the run's, up to the place of argv.
func TestGlobalInputs(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/4/64")
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"400", "5"}
	for _, opt := range []string{"O0", "O2"} {
		file := "testdata/global_inputs." + opt + ".ll"
		s, res, est := derivedCounts(t, file, args)
		bounds, run := boundedRun(t, s, res, est, file, args, levels)
		b := bounds[0]
		if m := float64(run.Levels[0].Misses); !b.Misses.Contains(m, 1e-9) {
			t.Errorf("%s: measured %v L1 misses outside [%v, %v]", file, m, b.Misses.Low, b.Misses.High)
		}
	}
}
