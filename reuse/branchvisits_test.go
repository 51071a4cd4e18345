package reuse_test

import (
	"strconv"
	"testing"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/reuse"
)

// TestCountBranches counts the arms of irr_branch's branches on i % 3 and
// i < N / 4 (N = 300) at -O0, worked out from the source: of the 300
// iterations, i % 3 == 0 holds for 100; the else-if i % 3 == 1 is visited
// 200 times and holds for 100; i < 75 holds for 75 of 300.
func TestCountBranches(t *testing.T) {
	tr := traceOf(t, "../testdata/ll/irr_branch.O0.ll", "main", nil, "")
	v := reuse.CountBranches(tr, 1<<20, nil, nil)
	if !v.Exact {
		t.Fatalf("walk not exact (%d steps)", v.Steps)
	}
	var got [][]float64
	var blocks []*irreader.Block
	for b, taken := range v.Taken {
		blocks = append(blocks, b)
		got = append(got, taken)
	}
	want := map[string][2]float64{"15": {100, 200}, "17": {100, 100}, "21": {75, 225}}
	seen := 0
	for i, b := range blocks {
		line := b.Term.Line
		w, ok := want[strconv.Itoa(line)]
		if !ok {
			continue
		}
		seen++
		if len(got[i]) != 2 || got[i][0] != w[0] || got[i][1] != w[1] {
			t.Errorf("line %d (%s): taken %v, want %v", line, b.Name, got[i], w)
		}
	}
	if seen != len(want) {
		t.Errorf("%d of the %d branches counted: %v", seen, len(want), v.Taken)
	}
}

// BenchmarkCountBranches times the count walk of irr_branch's loop: 300
// iterations, three branch visits each at most.
func BenchmarkCountBranches(b *testing.B) {
	tr := traceOf(b, "../testdata/ll/irr_branch.O0.ll", "main", nil, "")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		reuse.CountBranches(tr, 1<<20, nil, nil)
	}
}
