package pipeline_test

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestStructFieldFlow: the arrays of testdata/fields.c are reached through
// struct fields stored once (v->a = malloc(...)), so the walk places every
// access (no unknown address) and, with the run's branch probabilities,
// its hit rates are the measured ones: 5000 doubles in each of a and b
// (625 lines each) stream through a 32 KiB L1 ten times. Taken as one fixed
// location each, the two arrays would hit every time (L1 about 99.99 %
// against 98.31 % measured). Field c, stored once but written through its
// address by posix_memalign, is not taken from its store (NULL): its two
// accesses (lines 41 and 44) stay unknown.
func TestStructFieldFlow(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=32KiB/8/64,L2=1MiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	r := runShape(t, filepath.Join("testdata", "fields.O0.ll"), "main", nil, levels)
	var unknown []int
	for acc := range r.result.Unknown {
		unknown = append(unknown, acc.Inst.Source().Line)
	}
	slices.Sort(unknown)
	if !slices.Equal(unknown, []int{41, 44}) {
		t.Errorf("unknown addresses at lines %v, want v.c's at 41 and 44", unknown)
	}
	r.within(t, 0.1)
}
