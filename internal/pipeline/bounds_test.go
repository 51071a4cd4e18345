package pipeline_test

import (
	"slices"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/reuse"
)

// TestBoundsCaveats: a level whose every site is derived is a point; it
// carries the inclusive caveat only when it is below the first and was not
// walked behind the levels above (cache.LevelRate.Filtered), the heap-page
// caveat only when its sets span more than a page and the walk placed heap
// blocks, and the mean-trip caveat on every level when the walk took a loop
// instance at a mean trip.
func TestBoundsCaveats(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=4KiB/8/64,L2=64KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	sites := []pipeline.SiteCost{{Accesses: 1000, Hits: []float64{900, 50}, Misses: []float64{100, 50}}}
	rate := func(filtered bool) []cache.LevelRate {
		return []cache.LevelRate{
			{Level: levels[0], HitRate: 0.9, Hits: 900, Misses: 100},
			{Level: levels[1], HitRate: 0.95, Hits: 50, Misses: 50, Filtered: filtered},
		}
	}
	for _, c := range []struct {
		filtered, heap, mean bool
		want                 [2][]string
	}{
		{true, false, false, [2][]string{nil, nil}},
		{false, false, false, [2][]string{nil, {pipeline.CaveatInclusive}}},
		{true, true, false, [2][]string{nil, {pipeline.CaveatHeapPage}}}, // L1's 8 sets span 512 B
		{true, false, true, [2][]string{{pipeline.CaveatMeanTrip}, {pipeline.CaveatMeanTrip}}},
	} {
		bs := pipeline.LevelBounds(rate(c.filtered), sites, nil, &reuse.StaticResult{Heap: c.heap, MeanTrips: c.mean})
		for k, b := range bs {
			if !slices.Equal(b.Caveats, c.want[k]) {
				t.Errorf("filtered %v heap %v mean %v: L%d caveats %v, want %v", c.filtered, c.heap, c.mean, k+1, b.Caveats, c.want[k])
			}
			if b.Misses.Low != b.Misses.High || b.Misses.Low != sites[0].Misses[k] {
				t.Errorf("L%d: misses [%v, %v], want the point %v", k+1, b.Misses.Low, b.Misses.High, sites[0].Misses[k])
			}
		}
	}
}
