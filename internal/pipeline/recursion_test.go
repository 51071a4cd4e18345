package pipeline_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestRecursionCounts: recursions over index ranges (testdata/recursion.c)
// whose calls each pass their own arguments, which no one value of the
// parameters gives: a sum that halves its range down to a base-case loop,
// a cache-oblivious transpose that splits the longer side down to a tile
// and copies it in a loop nest, a naive Fibonacci (an exponential call
// tree, walked once per distinct argument), two mutually recursive
// functions (is_odd's argument bound to is_even's, k - 1), and a recursive
// binary search whose path depends on the data. The call tree is walked
// with each call's arguments. At -O0 every block count that rests on no
// estimate equals the run's, and the only estimated branches are the
// binary search's; the recursions' sites say they were counted. At -O2,
// where tail calls became loops, every count that rests on no estimate
// equals the run's, the halving sum's among them, and Fibonacci's, whose
// second call -O2 turned into a loop around the first (walked once per
// iteration). The parity recursion
// runs 100,000 calls deep.
func TestRecursionCounts(t *testing.T) {
	argSets := [][]string{{"10000", "100", "20", "3"}, {"777", "37", "15", "1"}, {"5", "3", "1", "2"}, {"100000", "64", "0", "1"}}
	for _, file := range []string{"testdata/recursion.O0.ll", "testdata/recursion.O2.ll"} {
		for _, args := range argSets {
			name := file + " -- " + strings.Join(args, " ")
			s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
			run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
			if err != nil {
				t.Fatal(err)
			}
			if n := sameUnaffected(t, name, res, est, run); n == 0 {
				t.Errorf("%s: no count rests on no estimate", name)
			}
			counted := map[string]bool{}
			for _, site := range s.Sites {
				if strings.HasPrefix(site.Hint, "counted:") {
					counted[site.Func] = true
				}
				if !strings.HasSuffix(file, "O0.ll") || site.Estimated == "" {
					continue
				}
				if site.Func != "bsearch_rec" {
					t.Errorf("%s: %s (%s) estimated: %s", name, site.Key, site.Func, site.Hint)
				}
			}
			want := []string{"rsum", "fib"}
			if strings.HasSuffix(file, "O0.ll") {
				want = append(want, "transpose", "is_even", "is_odd")
			}
			for _, f := range want {
				if !counted[f] {
					t.Errorf("%s: no site of %s counted over the call tree", name, f)
				}
			}
		}
	}
}

// TestCappedRecursionStated: an in-order recursion over a tree the data
// builds (testdata/tree_walk.c) has estimated branches that would make it
// endless; balance caps its calls, and the estimate states the capped
// recursive call (estimate.KindRecursion, walk's line 31) and leaves every
// cache level unbounded, at -O0 and -O2; --strict refuses it naming the
// line. The derived recursions of testdata/recursion.c state none.
func TestCappedRecursionStated(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/tree_walk.O0.ll", "testdata/tree_walk.O2.ll"} {
		args := []string{"2000"}
		s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		if u := est.Unfollowed; len(u) != 1 || u[0].Kind != estimate.KindRecursion || u[0].Func != "walk" || u[0].Line != 31 {
			t.Errorf("%s: unfollowed %+v, want the capped recursive call of walk at line 31", file, est.Unfollowed)
		}
		unbounded(t, file, s, res, est, levels)
		strictRefuses(t, file, args, "line 31")
	}
	_, _, est := staticCounts(t, "testdata/recursion.O0.ll", pipeline.Options{Args: []string{"10000", "100", "20", "3"}})
	if len(est.Unfollowed) != 0 {
		t.Errorf("testdata/recursion.O0.ll: unfollowed %+v, want none", est.Unfollowed)
	}
}

// TestRecursionInLoops: a recursion that splits its range into parts in a
// loop and calls itself once per part (testdata/recursion_parts.c: the
// number of parts an argument, the counter kept in a local at -O0) is
// walked once per iteration of that loop: at -O0 and -O2, with ranges that
// split evenly and with remainders, every block count is derived and
// equals the run's.
func TestRecursionInLoops(t *testing.T) {
	for _, file := range []string{"testdata/recursion_parts.O0.ll", "testdata/recursion_parts.O2.ll"} {
		for _, args := range [][]string{{"6561", "3"}, {"1000", "4"}, {"77", "2"}, {"5", "3"}} {
			derivedCounts(t, file, args)
		}
	}
}
