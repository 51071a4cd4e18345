package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestRowLengthsThroughAccessor: rows of lengths kept in structs, each
// row's loop bounded by an accessor, row_len(&rows[k])
// (testdata/rows_len.c). At -O0 the accessor's trip is evaluated ahead of
// each row's loop, and its frame then holds the pointer the previous
// row's last call spilled: the walk reads its numbers and pointers there
// only while nothing was walked since that call, else the static rules
// (the argument), so every row's trip is its own (before, each row took
// the previous row's length: 2,303 calls of row_len against 2,420 at
// -- 40 3, printed as derived). At -O2 the growth is read by strtol and
// sign-extended within its register (ashr (shl x, 32), 32): the same
// input as (long)(int)x, so the row sizes and the heap's placement are
// derived. Every count and the misses of both levels equal the run's.
func TestRowLengthsThroughAccessor(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/rows_len.O0.ll", "testdata/rows_len.O2.ll"} {
		for _, args := range [][]string{{"40", "3"}, {"25", "7"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
}
