package timebound

import (
	"testing"
	"time"
)

// TestWithin: a workload of k reference runs takes about k units; Within
// passes it at 4k units and fails it at k/4.
func TestWithin(t *testing.T) {
	start := time.Now()
	for range 8 {
		reference()
	}
	took := time.Since(start)
	Within(t, took, 32, "8 reference runs")
	var ft fakeT
	Within(&ft, took, 2, "8 reference runs")
	if !ft.failed {
		t.Errorf("8 reference runs (%v) passed a bound of 2 units (%v)", took, Unit())
	}
}

type fakeT struct {
	testing.TB
	failed bool
}

func (f *fakeT) Helper()                      {}
func (f *fakeT) Errorf(string, ...any)        { f.failed = true }
func (f *fakeT) Logf(format string, a ...any) {}

// TestDuringLoad: the sampler's units of a span are those of the runs
// within it; with fewer than four there is none. A run taken under load
// (simulated: samples recorded by hand) raises the unit Within uses.
func TestDuringLoad(t *testing.T) {
	sampler.mu.Lock()
	saved := sampler.runs
	now := time.Now()
	sampler.runs = []sample{
		{now.Add(-10 * time.Second), 100 * time.Millisecond}, // before the span
		{now.Add(-3 * time.Second), 8 * time.Millisecond},
		{now.Add(-2 * time.Second), 9 * time.Millisecond},
		{now.Add(-1500 * time.Millisecond), 7 * time.Millisecond},
		{now.Add(-time.Second), 10 * time.Millisecond},
		{now.Add(-500 * time.Millisecond), 6 * time.Millisecond},
	}
	sampler.mu.Unlock()
	defer func() {
		sampler.mu.Lock()
		sampler.runs = saved
		sampler.mu.Unlock()
	}()
	if got := during(5 * time.Second); got != 9*time.Millisecond {
		t.Errorf("during(5s) = %v, want the upper quartile 9ms of the five runs in the span", got)
	}
	if got := during(1200 * time.Millisecond); got != 0 {
		t.Errorf("during(1.2s) = %v, want 0 (two runs)", got)
	}
}
