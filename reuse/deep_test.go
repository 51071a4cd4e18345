package reuse_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/reuse"

	"github.com/reusescope/reusescope/internal/timebound"
)

// TestDeepNestBounded: a nest of 30 loops (trips 7 and 3 alternating, so
// 7^15·3^15 ≈ 7e19 accesses) is walked within MaxEvents, in bounded time
// and memory, by collapsing outer loops to one iteration each; the result
// says so (two iterations per level would grow as 2^depth).
func TestDeepNestBounded(t *testing.T) {
	tr := traceOf(t, "testdata/deep30.O0.ll", "main", nil, "")
	for _, max := range []int{1000, 100000, reuse.DefaultMaxEvents} {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		start := time.Now()
		r, err := reuse.Static(tr, reuse.StaticOptions{Sample: true, Line: 64, MaxEvents: max})
		if err != nil {
			t.Fatal(err)
		}
		took := time.Since(start)
		runtime.ReadMemStats(&after)
		if r.Events > max {
			t.Errorf("max events %d: walked %d", max, r.Events)
		}
		t.Logf("max events %d: %d walked in %v for a stream of %.3g accesses", max, r.Events, took, r.Accesses)
		noted := false
		for _, n := range r.Notes {
			noted = noted || strings.Contains(n, "walked as one iteration") && strings.Contains(n, "--max-events")
		}
		if !noted {
			t.Errorf("max events %d: no note of the collapsed loops in %q", max, r.Notes)
		}
		// The walk's arrays (engine times, the access log) grow with the
		// events walked, 64 bytes each at most, never with the stream.
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 16<<20+64*uint64(max) {
			t.Errorf("max events %d: allocated %d MB", max, grew>>20)
		}
		if max <= 100000 && !raceEnabled {
			timebound.Within(t, took, 600, fmt.Sprintf("max events %d", max))
		}
		if p := r.Profile; p.Total() <= 0 {
			t.Errorf("empty profile")
		}
	}
}
