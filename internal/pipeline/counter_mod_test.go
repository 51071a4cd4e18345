package pipeline_test

import (
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/report"
)

// TestCounterRemainders: branches on a remainder of the loop counter (if
// (i % 4 == 0), a switch over i % 7 with a shared arm and a default, a
// mask (i & 3) == 1, a stride-3 counter's i % 5, i % 3 != 2;
// testdata/counter_mod.c) are derived from the residues' period at -O0 and
// -O2: every block count equals the run's for sizes that are and are not
// multiples of the periods, tiny and zero (the switch's cases still sum to
// 1 when its loop never runs), with nothing estimated but the allocation's
// failure. The arms' accesses lie off the walked path, and the estimate
// line says so with their share.
func TestCounterRemainders(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/counter_mod.O0.ll", "testdata/counter_mod.O2.ll"} {
		for _, args := range [][]string{{"1000"}, {"1001"}, {"7"}, {"1"}, {"0"}} {
			name := file + " -- " + strings.Join(args, " ")
			s, res, est := derivedCounts(t, file, args)
			if args[0] != "1000" {
				continue
			}
			_, r := staticRates(t, s, res, levels)
			s.AddAddresses(est, res, r)
			if est.OffPathShare <= 0 {
				t.Errorf("%s: no accesses off the walked path", name)
			}
			if line := report.NewEstimated(est).Sentence(); !strings.Contains(line, "off the walked path") {
				t.Errorf("%s: the estimate line does not state the off-path accesses: %q", name, line)
			}
		}
	}
}
