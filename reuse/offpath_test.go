package reuse_test

import (
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/reuse"
)

// TestOffPathBorrows checks that accesses off the most probable path of a
// sampled walk (symm L at -O2, whose unrolled k loop's remainder iteration,
// 10000 loads, a sampled walk leaves to the guard's more probable arm) take the
// distances of the path's accesses to the same arrays instead of counting
// as first touches: the first touches cannot exceed the lines of A, B and
// C (3 × 80000 bytes, each array starting anywhere in a line: at most 3753
// lines), which 10000 extra first touches did.
func TestOffPathBorrows(t *testing.T) {
	r := staticProfile(t, "../testdata/ll/symm_L.O2.ll", "kernel_symm", nil, "../testdata/probs/symm_L.O2.lua", reuse.StaticOptions{Sample: true, Line: 64})
	const maxLines = 3 * (80000/64 + 1)
	if first := r.Profile.Count(cache.Infinite); first > maxLines {
		t.Errorf("%v first touches, more than the %d lines of A, B and C", first, maxLines)
	}
	borrowed := false
	for _, n := range r.Notes {
		borrowed = borrowed || strings.Contains(n, "10000 accesses off the most probable path take the distances")
	}
	if !borrowed {
		t.Errorf("no note of the 10000 borrowed accesses in %q", r.Notes)
	}
}

// TestOffPathOwnLoopAndFrame checks where off-path accesses borrow from.
// irr_branch at -O2: the loads of A in the second loop's rarer arms borrow
// from the walked arm's load of A in the same loop, not from the first
// loop's vector stores that filled A, so the first touches stay within A's
// lines (300 ints, 16-byte aligned: at most 20) and checksum's one; pooled
// with the stores, they were 40. irr_recursive at -O0: tree_sum's mid,
// written only on the recursing arm, borrows from tree_sum's other locals
// instead of counting as 93 first touches.
func TestOffPathOwnLoopAndFrame(t *testing.T) {
	r := staticProfile(t, "../testdata/ll/irr_branch.O2.ll", "main", nil, "../testdata/probs/irr_branch.O2.lua", reuse.StaticOptions{Sample: true, Line: 64})
	if first := r.Profile.Count(cache.Infinite); first > 21 {
		t.Errorf("irr_branch -O2: %v first touches, more than A's 20 lines and checksum's", first)
	}
	r = staticProfile(t, "../testdata/ll/irr_recursive.O0.ll", "main", nil, "../testdata/probs/irr_recursive.O0.lua", reuse.StaticOptions{Sample: true, Line: 64})
	framed := false
	for _, n := range r.Notes {
		framed = framed || strings.Contains(n, "93 accesses off the most probable path, to local variables the path does not touch")
		if strings.Contains(n, "counted as first touches") {
			t.Errorf("irr_recursive -O0: note %q", n)
		}
	}
	if !framed {
		t.Errorf("irr_recursive -O0: no note of mid's 93 accesses borrowing from the frame in %q", r.Notes)
	}
}
