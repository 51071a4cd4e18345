package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestBulkAccesses: memset, memcpy and memmove are in the static stream as
// measure streams them, in 64-byte pieces (a copy's split at the source's
// boundaries, a destination piece across two lines one access that misses
// where either does). testdata/bulk.c: a heap array zeroed by a loop
// (llvm.memset at -O2) and by memset, a copy loop (llvm.memcpy at -O2),
// memcpy between arrays whose offsets differ within a line, memmove of an
// overlapping range, a local struct cleared and copied; sizes from argv.
// Counts are derived, and the misses of both levels equal the run's, at
// -O0 and -O2; so do the first suite's jacobi1d at -O2 (its B array zeroed
// by a memset of 500 lines) and the C++ vectors zero-filled at -O2.
func TestBulkAccesses(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=4KiB/4/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/bulk.O0.ll", "testdata/bulk.O2.ll"} {
		for _, args := range [][]string{{"1000", "3"}, {"777", "2"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
	exactStream(t, "../../testdata/ll/jacobi1d.O2.ll", nil, levels, 0)
}
