package pipeline_test

import (
	"math"
	"testing"

	"github.com/reusescope/reusescope/reuse"
)

// TestSamplingAgainstWholeWalk holds the sampled static walk to the walk of
// every iteration (StaticOptions.FullTrip), which is the model's exact
// trace: on covariance (Data[i][p] and Data[i][q] walk two columns under
// the i loop) the whole walk gives the measured 99.055 % L1 hits of
// 32KiB/8/64 (ACCURACY.md). Before the phantoms split an object's accesses
// into clusters, the sampled walk gave 96.846 %.
func TestSamplingAgainstWholeWalk(t *testing.T) {
	if testing.Short() {
		t.Skip("walks every iteration")
	}
	s, vals, res := session(t, "covariance.O0.ll", "kernel_covariance", nil)
	levels, err := reuse.ParseHierarchy("L1=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	rate := func(full int) float64 {
		r, _, err := s.StaticRates(vals, res, levels, reuse.Sets, reuse.StaticOptions{Line: 64, FullTrip: full})
		if err != nil {
			t.Fatal(err)
		}
		return 100 * r[0].HitRate
	}
	whole, sampled := rate(1<<30), rate(0)
	if math.Abs(whole-99.055) > 0.001 {
		t.Errorf("whole walk L1 %.3f %%, want the measured 99.055 %%", whole)
	}
	if math.Abs(sampled-whole) > 0.5 {
		t.Errorf("sampled walk L1 %.3f %%, whole walk %.3f %%: more than 0.5 points apart", sampled, whole)
	}
	t.Logf("L1 hits: sampled %.3f %%, whole %.3f %%", sampled, whole)
}
