package pipeline_test

import (
	"strings"
	"testing"
)

// TestRingBuffers: loops over ring buffers (ring_buffer.c: hist[i & 4095]
// and cnt[i % 4096] over 3,000,000 samples, and a heap window win[i % len]
// whose length comes from the command line), too long for the walk to take
// every iteration. Their addresses repeat every period, so the sampled
// walk simulates two periods and weights the second (reuse/ring.go): the
// misses of both levels are the run's, within 0.05 % (the loop that sums
// the window afterwards is sampled at its stride, and carries the rest).
// Before, the stride-based plan took the skipped iterations as new lines
// at the stride, one miss per line where the run hits: 375,004 L1 misses
// against 6,364 at -O0 with a 32 KiB L1.
func TestRingBuffers(t *testing.T) {
	levels := smallHierarchy(t)
	for _, file := range []string{"testdata/ring_buffer.O0.ll", "testdata/ring_buffer.O2.ll"} {
		for _, args := range [][]string{{"3000000", "1000"}, {"2500000", "3000"}} {
			name := file + " -- " + strings.Join(args, " ")
			s, res, _ := derivedCounts(t, file, args)
			rates, r := staticRates(t, s, res, levels)
			if r.Whole {
				t.Errorf("%s: walked whole; the test wants the sampled walk", name)
			}
			slack := []float64{5e-4 * rates[0].Misses, 5e-4*rates[1].Misses + 1}
			sameMissesLevels(t, name, file, args, levels, rates, slack)
		}
	}
}
