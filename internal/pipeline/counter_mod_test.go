package pipeline_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/report"
)

// TestCounterRemainders: branches on a remainder of the loop counter (if
// (i % 4 == 0), a switch over i % 7 with a shared arm and a default, a
// mask (i & 3) == 1, a stride-3 counter's i % 5, i % 3 != 2;
// testdata/counter_mod.c) are derived from the residues' period at -O0 and
// -O2: every block count equals the run's for sizes that are and are not
// multiples of the periods, tiny and zero (the switch's cases still sum to
// 1 when its loop never runs), with nothing estimated but the allocation's
// failure. The walk takes, at every iteration, the arm the remainder
// selects, so no access lies off its path and the hits and misses are the
// run's.
func TestCounterRemainders(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/4/64,L2=64KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/counter_mod.O0.ll", "testdata/counter_mod.O2.ll"} {
		for _, args := range [][]string{{"1000"}, {"1001"}, {"7"}, {"1"}, {"0"}} {
			name := file + " -- " + strings.Join(args, " ")
			s, res, est := derivedCounts(t, file, args)
			if args[0] != "1000" && args[0] != "1001" {
				continue
			}
			rates, r := staticRates(t, s, res, levels)
			s.AddAddresses(est, res, r)
			if est.OffPathShare > 0 {
				t.Errorf("%s: %.3g %% of the accesses off the walked path", name, 100*est.OffPathShare)
			}
			if line := report.NewEstimated(est).Sentence(); strings.Contains(line, "off the walked path") {
				t.Errorf("%s: the estimate line states accesses off the path: %q", name, line)
			}
			sameMisses(t, name, file, args, levels, rates, 0)
		}
	}
}

// TestCounterArms: branches the counters decide in the shapes real code
// has them (testdata/counter_arms.c: a stencil's two boundary cases as an
// if / else if on the counter, a matrix split at the diagonal by j < i and
// j == i, a flush every eighth element, colour channels by i % 3, a
// helper's test of its argument k < n / 2, called with every k), -O0 and
// -O2, two sizes. The else-if, the two-counter tests and the helper's test
// have no closed formula: their shares are counted by walking the loops
// with the condition evaluated at every visit, and the run's counts
// follow; the cache walk takes the arm each visit selects. Every block
// count equals measure's, nothing is estimated but the allocations'
// failures and the error exit, no access lies off the walked path, and L1
// and L2 misses equal the run's (L1 at -O0 within 2 of a callee's frame
// placement).
func TestCounterArms(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=4KiB/4/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/counter_arms.O0.ll", "testdata/counter_arms.O2.ll"} {
		for _, args := range [][]string{{"200", "60"}, {"1001", "37"}} {
			slack := []float64{0, 0}
			if strings.Contains(file, ".O0.") {
				slack[0] = 2
			}
			exactStreamLevels(t, file, args, levels, slack)
		}
	}
}

// exactStream holds a program whose branches are derived to the run: its
// block counts (derivedCounts), no access off the walked path or at an
// unknown address, every iteration walked at its instance's own trip, and
// the misses of every level within slack.
func exactStream(t *testing.T, file string, args []string, levels []cache.Level, slack float64) {
	t.Helper()
	slacks := make([]float64, len(levels))
	for i := range slacks {
		slacks[i] = slack
	}
	exactStreamLevels(t, file, args, levels, slacks)
}

// exactStreamLevels is exactStream with a slack per level.
func exactStreamLevels(t *testing.T, file string, args []string, levels []cache.Level, slack []float64) {
	t.Helper()
	name := file + " -- " + strings.Join(args, " ")
	s, res, est := derivedCounts(t, file, args)
	rates, r := staticRates(t, s, res, levels)
	s.AddAddresses(est, res, r)
	if est.OffPathShare > 0 || est.AddressSites > 0 {
		t.Errorf("%s: %.3g %% of the accesses off the walked path, %d sites with unknown addresses", name, 100*est.OffPathShare, est.AddressSites)
	}
	if !r.Whole || r.MeanTrips {
		t.Errorf("%s: whole walk %v, loop instances at a mean trip %v; want every iteration walked at its own trip", name, r.Whole, r.MeanTrips)
	}
	sameMissesLevels(t, name, file, args, levels, rates, slack)
}

// sameMisses holds the static misses of every level to a run's, within
// slack misses.
func sameMisses(t *testing.T, name, file string, args []string, levels []cache.Level, rates []cache.LevelRate, slack float64) {
	t.Helper()
	slacks := make([]float64, len(levels))
	for i := range slacks {
		slacks[i] = slack
	}
	sameMissesLevels(t, name, file, args, levels, rates, slacks)
}

// sameMissesLevels is sameMisses with a slack per level.
func sameMissesLevels(t *testing.T, name, file string, args []string, levels []cache.Level, rates []cache.LevelRate, slack []float64) {
	t.Helper()
	run, err := measure.Run(context.Background(), file, measure.Options{Args: args, Line: 64, Levels: levels, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i, lv := range run.Levels {
		if got, want := rates[i].Misses, float64(lv.Misses); math.Abs(got-want) > slack[i]+1e-6*want {
			t.Errorf("%s: L%d static %v misses, measured %v", name, i+1, got, want)
		}
	}
}

// TestBoundaryStencil: a stencil whose boundary cells take another arm
// (i == 0 || j == 0 || i == n - 1 || j == m - 1, four tests at -O0, fewer
// at -O2), over grids swapped after every step and read after the time
// loop (testdata/stencil_swap.c), and a red-black relaxation whose points
// take the sweep of their colour, (i + j) % 2 == color, reading their
// neighbours through a helper that checks the bounds (testdata/redblack.c;
// at -O0 a call whose test is on its arguments, at -O2 inlined, the row
// check a flag the loop carries). The walk takes the arm each visit
// selects, the helper's shares are counted, and the grid a load after the
// time loop reads is the one its last iteration left: counts, L1 and L2
// misses equal the run's, -O0 and -O2, odd and even step counts. With 150
// steps the grid pointers at -O2 are phis carried around the time loop
// whose value at a step is a chain back through every earlier one: each
// step's is kept as the walk reaches it, so the addresses stay derived to
// the last step (a chain evaluated back to the first step ran out of the
// evaluation depth after about 30: 10 sites unknown, 9,449 L1 misses
// against 22,803).
func TestBoundaryStencil(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=4KiB/4/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		args [][]string
	}{
		{"stencil_swap", [][]string{{"64", "48", "3"}, {"64", "48", "2"}, {"37", "90", "1"}, {"40", "30", "150"}}},
		{"redblack", [][]string{{"40", "4"}, {"33", "1"}}},
	} {
		for _, opt := range []string{"O0", "O2"} {
			file := "testdata/" + c.name + "." + opt + ".ll"
			for _, args := range c.args {
				exactStream(t, file, args, levels, 0)
			}
		}
	}
}
