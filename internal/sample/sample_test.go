package sample

import "testing"

// TestKeep: a period of 3 keeps one case in three, and rotating the offset
// over three kinds keeps each index once; the full sweep keeps all.
func TestKeep(t *testing.T) {
	t.Setenv(Env, "")
	seen := map[int]int{}
	for kind := 0; kind < 3; kind++ {
		for i := 0; i < 3; i++ {
			if Keep(i, 3, kind) {
				seen[i]++
			}
		}
	}
	if len(seen) != 3 || seen[0] != 1 || seen[1] != 1 || seen[2] != 1 {
		t.Errorf("kept %v, want each of 0, 1, 2 once", seen)
	}
	if !Keep(5, 1, 0) || Keep(-1, 2, 0) || !Keep(-1, 2, 1) {
		t.Error("period 1 keeps all; -1 is odd")
	}
	t.Setenv(Env, "1")
	for i := 0; i < 6; i++ {
		if !Keep(i, 3, 0) {
			t.Errorf("full sweep dropped %d", i)
		}
	}
	// The rest is the complement of the sample: each case runs in exactly
	// one of the two.
	for kind := 0; kind < 3; kind++ {
		for i := -3; i < 6; i++ {
			t.Setenv(Env, "")
			in := Keep(i, 3, kind)
			t.Setenv(Env, Rest)
			if out := Keep(i, 3, kind); in == out {
				t.Errorf("case %d of kind %d: sample %v, rest %v; want exactly one", i, kind, in, out)
			}
		}
	}
	if Keep(4, 1, 0) {
		t.Error("a sweep of period 1 runs whole in the sample; the rest has none of it")
	}
}

// TestOffsets numbers distinct names in sorted order.
func TestOffsets(t *testing.T) {
	got := Offsets([]string{"gemv", "atax", "gemv", "bicg"})
	if len(got) != 3 || got["atax"] != 0 || got["bicg"] != 1 || got["gemv"] != 2 {
		t.Errorf("Offsets = %v", got)
	}
}
