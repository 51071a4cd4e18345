package estimate

import (
	"math"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/interval"
	"github.com/reusescope/reusescope/irreader"
)

// fn builds a function of blocks, each with the given instructions.
func fn(name string, blocks ...[]*irreader.Inst) *irreader.Func {
	f := &irreader.Func{Name: name}
	for i, insts := range blocks {
		b := &irreader.Block{Func: f, Index: i, Insts: insts}
		for j, in := range insts {
			in.Block, in.Index = b, j
		}
		f.Blocks = append(f.Blocks, b)
	}
	return f
}

// TestUnfollowed lists the pointer calls with no callee on executed
// blocks and every longjmp, one per kind, function and line, the copies of
// a line summed: by hand, the two copies of line 7's call (3 + 4 runs),
// line 9's longjmp in a block never run (0), and not the resolved pointer
// call nor the one in a block never run.
func TestUnfollowed(t *testing.T) {
	f := fn("main",
		[]*irreader.Inst{{Opcode: "call", Indirect: true, Line: 7}, {Opcode: "call", Indirect: true, Callee: "known", Line: 8}},
		[]*irreader.Inst{{Opcode: "call", Indirect: true, Line: 7}},
		[]*irreader.Inst{{Opcode: "call", Indirect: true, Line: 10}, {Opcode: "call", Callee: "longjmp", Line: 9}},
	)
	res := &balance.Result{Funcs: []*balance.FuncCounts{{Func: f, Counts: []float64{3, 4, 0}}}}
	got := Unfollowed(res)
	want := []UnfollowedCall{{Kind: KindPointer, Func: "main", Line: 7, Count: 7}, {Kind: KindLongjmp, Func: "main", Line: 9, Count: 0}}
	if len(got) != len(want) {
		t.Fatalf("Unfollowed = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("call %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestIsAffected(t *testing.T) {
	var none *Estimate
	if none.IsAffected("main", 0) {
		t.Error("a nil estimate affects a block")
	}
	e := &Estimate{Affected: map[string][]bool{"main": {false, true}}}
	if e.IsAffected("main", 0) || !e.IsAffected("main", 1) || e.IsAffected("main", 2) || e.IsAffected("f", 0) || e.IsAffected("main", -1) {
		t.Error("IsAffected does not read Affected")
	}
}

func TestExact(t *testing.T) {
	point := interval.Range{Low: 0.5, High: 0.5}
	misses := interval.Range{Low: 10, High: 10}
	if !(Bounds{HitRate: point, Misses: misses}).Exact() {
		t.Error("a point of no walks is not exact")
	}
	if (Bounds{HitRate: point, Misses: misses, Walks: 4}).Exact() {
		t.Error("walks that agree are taken as exact")
	}
	if (Bounds{HitRate: interval.Range{Low: 0.4, High: 0.5}, Misses: misses}).Exact() {
		t.Error("a range is exact")
	}
	if (Bounds{HitRate: point, Misses: interval.Range{Low: 0, High: math.Inf(1)}}).Exact() {
		t.Error("unbounded misses are exact")
	}
}
