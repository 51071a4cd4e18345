package pipeline_test

import (
	"math"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/reuse"
)

// TestSamplingAgainstWholeWalk holds the sampled static walk to the walk of
// every iteration (StaticOptions.FullTrip), which is the model's exact
// trace: on covariance (Data[i][p] and Data[i][q] walk two columns under
// the i loop, and q starts at p) the whole walk gives the measured hit rates
// of ACCURACY.md. Each bound fails without one of the sampling's parts:
//   - 32KiB L1, 0.5 points: phantoms split an object's accesses into
//     clusters whose lines can meet (one run over every line between the two
//     columns gives 96.846 % against 99.055 %);
//   - 8KiB L1, 0.3 points: the q loop simulates its first period exactly
//     (leads); with one representative per class of q mod 8 standing for the
//     whole class meeting column p's line, 85.853 % against 83.321 %;
//   - 128KiB L2, 0.1 points: one phantom key per object cluster; one key per
//     phantom counts column p again with every column block of q, 99.350 %
//     against 99.952 %.
func TestSamplingAgainstWholeWalk(t *testing.T) {
	if testing.Short() {
		t.Skip("walks every iteration")
	}
	s, vals, res := session(t, "covariance.O0.ll", "kernel_covariance", nil)
	for _, c := range []struct {
		cache         string
		measured, tol float64
	}{
		{"L1=32KiB/8/64", 99.055, 0.5},
		{"L1=8KiB/8/64", 83.321, 0.3},
		{"L2=128KiB/16/64", 99.952, 0.1},
	} {
		levels, err := cache.ParseHierarchy(c.cache)
		if err != nil {
			t.Fatal(err)
		}
		rate := func(full int) float64 {
			r, _, err := s.StaticRates(vals, res, levels, cache.Sets, reuse.StaticOptions{Line: 64, FullTrip: full})
			if err != nil {
				t.Fatal(err)
			}
			return 100 * r[0].HitRate
		}
		whole, sampled := rate(1<<30), rate(0)
		if math.Abs(whole-c.measured) > 0.001 {
			t.Errorf("%s: whole walk %.3f %%, want the measured %.3f %%", c.cache, whole, c.measured)
		}
		if math.Abs(sampled-whole) > c.tol {
			t.Errorf("%s: sampled walk %.3f %%, whole walk %.3f %%: more than %.1f points apart", c.cache, sampled, whole, c.tol)
		}
		t.Logf("%s hits: sampled %.3f %%, whole %.3f %%", c.cache, sampled, whole)
	}
}
