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
