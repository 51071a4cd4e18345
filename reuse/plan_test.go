package reuse

import (
	"testing"

	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// TestRotatedPlan holds rotatedPlan to what its strata promise, checked
// iteration by iteration: every iteration from first to m is walked or
// stood for exactly once (a representative, a warm-up, a phantom's range or
// the last iteration), each class mod p has one representative weighted by
// the members of its class (k/p representatives sharing them out when there
// are fewer classes than strata), and each warm-up (weight 0) comes just
// before its stratum's first representative.
func TestRotatedPlan(t *testing.T) {
	w, lp := &walker{}, &statictrace.Loop{}
	for _, c := range []struct{ first, m, p, k int64 }{
		{1, 99, 8, 4},  // symm L's i loop
		{1, 511, 8, 4}, // gemv L's i loop
		{9, 511, 8, 4}, // after a lead of one period
		{1, 149, 8, 2}, // an inner stratified loop
		{1, 48, 8, 4},  // the shortest that rotates: 48 = 4*(8+2+2)
		{1, 63, 8, 4},  // a loop of 64 iterations
		{1, 1000, 16, 4},
		{1, 777, 4, 4}, // one class per stratum
		{1, 99, 2, 4},  // two strata per class (gemm L's i loop)
		{1, 20, 2, 4},  // the shortest of those: 20 = 4*(2+1+2)
		{1, 511, 2, 2},
	} {
		n := c.m - c.first + 1
		share := max(c.k/c.p, 1) // representatives per class
		if !w.rotates(lp, n, c.p, c.k) {
			t.Errorf("%+v: does not rotate", c)
			continue
		}
		steps := w.rotatedPlan(nil, c.first, c.m, c.p, c.k)
		seen := map[int64]int{}
		reps := map[int64]int{} // class -> representatives
		total := 0.0
		for si, st := range steps {
			if st.phantom {
				for i := st.lo; i <= st.hi; i++ {
					seen[i]++
				}
				continue
			}
			seen[st.i]++
			if st.wt == 0 {
				// A warm-up leads a stratum (next step a representative)
				// or ends the walk.
				if si+1 < len(steps) && (steps[si+1].phantom || steps[si+1].i != st.i+1 || steps[si+1].wt == 0) {
					t.Errorf("%+v: warm-up %d not followed by a representative at %d", c, st.i, st.i+1)
				}
				continue
			}
			class := (st.i - c.first) % c.p
			reps[class]++
			members := (c.m-c.first-class)/c.p + 1
			if st.wt != float64(members)/float64(share) {
				t.Errorf("%+v: representative %d of class %d weighs %g, class has %d for %d", c, st.i, class, st.wt, members, share)
			}
			total += st.wt
		}
		if total != float64(n) {
			t.Errorf("%+v: representatives weigh %g in all, want %d", c, total, n)
		}
		for class := int64(0); class < c.p; class++ {
			if reps[class] != int(share) {
				t.Errorf("%+v: class %d has %d representatives, want %d", c, class, reps[class], share)
			}
		}
		for i := c.first; i <= c.m; i++ {
			if seen[i] != 1 {
				t.Errorf("%+v: iteration %d walked or stood for %d times", c, i, seen[i])
			}
		}
		if len(seen) != int(n) {
			t.Errorf("%+v: %d iterations covered, want %d", c, len(seen), n)
		}
	}
	// One class, one stratum, or strata too short: no rotation.
	for _, c := range []struct{ n, p, k int64 }{{99, 1, 4}, {19, 2, 4}, {47, 8, 4}, {99, 8, 1}} {
		if w.rotates(lp, c.n, c.p, c.k) {
			t.Errorf("%+v rotates", c)
		}
	}
}

// TestMergeQuiet folds, by hand, a plan of period 8 whose quiet classes are
// 1-3 and 5-7 (symm L's j loop: its columns change line at classes 0 and
// 4): iteration 0 and the warm-ups stay, and each run of quiet
// representatives at consecutive iterations keeps its first at the run's
// weight, a quiet representative just after a warm-up included; one just
// after a phantom starts no run (it does not see what it leaves).
func TestMergeQuiet(t *testing.T) {
	const mask = 0b11101110 // classes 1, 2, 3, 5, 6, 7
	plan := []loopStep{
		{i: 0, wt: 1},
		{i: 1, wt: 13}, {i: 2, wt: 13}, {i: 3, wt: 13}, {i: 4, wt: 12},
		{i: 5, wt: 12}, {i: 6, wt: 12}, {i: 7, wt: 12}, {i: 8, wt: 12},
		{phantom: true, lo: 9, hi: 51},
		{i: 52},                        // a warm-up (class 4)
		{i: 53, wt: 3}, {i: 54, wt: 3}, // quiet, after the warm-up: one run
		{phantom: true, lo: 55, hi: 60},
		{i: 61, wt: 2}, {i: 62, wt: 2}, // quiet, but 61 follows a phantom: 62 does not repeat what 61 saw
		{phantom: true, lo: 63, hi: 98},
		{i: 99},
	}
	want := []loopStep{
		{i: 0, wt: 1},
		{i: 1, wt: 39}, {i: 4, wt: 12}, {i: 5, wt: 36}, {i: 8, wt: 12},
		{phantom: true, lo: 9, hi: 51},
		{i: 52},
		{i: 53, wt: 6},
		{phantom: true, lo: 55, hi: 60},
		{i: 61, wt: 2}, {i: 62, wt: 2},
		{phantom: true, lo: 63, hi: 98},
		{i: 99},
	}
	got := mergeQuiet(append([]loopStep(nil), plan...), 8, mask)
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("step %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
	total := func(steps []loopStep) (w float64) {
		for _, st := range steps {
			w += st.wt
		}
		return w
	}
	if total(got) != total(plan) {
		t.Errorf("folded plan weighs %g, the plan %g", total(got), total(plan))
	}
	// Iteration 0 has nothing before it to repeat: never folded into.
	if got := mergeQuiet([]loopStep{{i: 0, wt: 1}, {i: 1, wt: 1}}, 8, 0xff); len(got) != 2 {
		t.Errorf("iteration 1 folded into iteration 0: %v", got)
	}
}

// TestMakePlanStandsForEveryIteration holds every plan to what a sampled
// walk must be: each iteration 0..N-1 is walked (a representative or a
// warm-up) or stood for by a phantom exactly once, in order, and the
// representatives' weights add up to N, so the loop's accesses keep their
// count. Short loops are walked whole, one step of weight 1 per iteration;
// the paper's plan is iterations 0 and 1, the second weighted N-1.
func TestMakePlanStandsForEveryIteration(t *testing.T) {
	for _, c := range []struct {
		n, p        int64
		lead, strat bool
		outer       bool
	}{
		{10, 8, false, false, false}, // whole: at most 2p+3
		{32, 1, false, false, false}, // whole: up to fullTrip
		{100, 8, false, false, false},
		{100, 8, true, false, false}, // a lead period first
		{1000, 8, false, false, true},
		{1000, 2, false, false, true},
		{1000, 16, true, true, false},
		{150, 8, false, true, false},
		{37, 4, false, false, true},
		{5000, 64, false, false, true},
	} {
		w := newWalker(nil, StaticOptions{Sample: true, Line: 64}, new(scratch))
		lp := &statictrace.Loop{Loop: &loops.Loop{}}
		w.period[lp.Loop] = int(c.p)
		w.lead[lp.Loop] = c.lead
		w.strat[lp.Loop] = c.strat
		if !c.outer {
			w.nest = 1
		}
		steps := w.makePlan(lp, c.n)
		next, total := int64(0), 0.0
		for _, st := range steps {
			lo, hi := st.i, st.i
			if st.phantom {
				lo, hi = st.lo, st.hi
			}
			if lo != next || hi < lo {
				t.Fatalf("%+v: step %+v, want iteration %d next (plan %v)", c, st, next, steps)
			}
			next = hi + 1
			total += st.wt
		}
		if next != c.n || total != float64(c.n) {
			t.Errorf("%+v: plan reaches iteration %d and weighs %g, want %d and %d", c, next-1, total, c.n-1, c.n)
		}
		if whole := w.whole(lp, c.n, c.p); whole != (int64(len(steps)) == c.n) {
			t.Errorf("%+v: whole %v, but %d steps", c, whole, len(steps))
		}
	}
	w := newWalker(nil, StaticOptions{Sample: true, Line: 64, Paper: true}, new(scratch))
	steps := w.makePlan(&statictrace.Loop{Loop: &loops.Loop{}}, 100)
	if len(steps) != 2 || steps[0] != (loopStep{i: 0, wt: 1}) || steps[1] != (loopStep{i: 1, wt: 99}) {
		t.Errorf("paper plan %v, want iterations 0 and 1 weighted 1 and 99", steps)
	}
}
