package measure

import (
	"context"
	"slices"
	"testing"
)

func TestBranchCounts(t *testing.T) {
	ll := compileC(t, "ifmod", "-O0")
	res, err := Run(context.Background(), ll, Options{Func: "kernel"})
	if err != nil {
		t.Fatal(err)
	}
	k := res.Funcs["kernel"]
	idx := func(l string) int { return blockIndex(t, "ifmod", l) }
	// kernel(1000): i%3==0 for 334 of 1000 iterations; i%5 is 0, 1, 2 for
	// 200 iterations each and something else for 400.
	blocks := map[string]uint64{"for.cond": 1001, "for.body": 1000, "if.then": 334, "if.else": 666,
		"sw.bb": 200, "sw.bb5": 200, "sw.bb7": 200, "sw.default": 400, "for.end": 1}
	for l, n := range blocks {
		if got := k.Blocks[idx(l)]; got != n {
			t.Errorf("%s ran %d times, want %d", l, got, n)
		}
	}
	// Successor order is Term.Succs(): true then false for br, default
	// first then the cases for switch.
	succ := map[string][]uint64{
		"for.cond": {1000, 1},
		"for.body": {334, 666},
		"if.end":   {400, 200, 200, 200},
		"if.then":  {334},
		"for.end":  {},
	}
	for l, want := range succ {
		got := k.Succ[idx(l)]
		if len(got) != len(want) {
			t.Errorf("%s has %d successors, want %d", l, len(got), len(want))
			continue
		}
		for s := range want {
			if got[s] != want[s] {
				t.Errorf("%s successor %d taken %d times, want %d", l, s, got[s], want[s])
			}
		}
	}
	if p, ok := k.Prob(idx("for.body"), 0); !ok || p != 334.0/1000 {
		t.Errorf("P(for.body -> if.then) = %v, %v; want 0.334", p, ok)
	}
	// main is outside the scope: nothing counted.
	for b, n := range res.Funcs["main"].Blocks {
		if n != 0 {
			t.Errorf("main block %d counted %d times outside the scope", b, n)
		}
	}
}

func TestWholeProgramCounts(t *testing.T) {
	ll := compileC(t, "ifmod", "-O2")
	res, err := Run(context.Background(), ll, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Funcs["main"].Blocks[0]; got != 1 {
		t.Errorf("main entry ran %d times, want 1", got)
	}
	if got := res.Funcs["kernel"].Blocks[0]; got != 1 {
		t.Errorf("kernel entry ran %d times, want 1", got)
	}
	if string(res.Stdout) != "334 666\n" {
		t.Errorf("stdout %q, want %q", res.Stdout, "334 666\n")
	}
	// Every block's count equals the flow into it: the sum of its
	// incoming edges, plus one for the entry block of a function run once.
	for name, f := range res.Funcs {
		in := make([]uint64, len(f.Blocks))
		for b, ss := range f.Succ {
			for s, n := range ss {
				in[findSucc(t, ll, name, b, s)] += n
			}
		}
		for b := 1; b < len(f.Blocks); b++ {
			if in[b] != f.Blocks[b] {
				t.Errorf("%s block %d: count %d, inflow %d", name, b, f.Blocks[b], in[b])
			}
		}
	}
}

// TestCountsOnly checks that a run without the event stream counts what a
// streamed run counts: the blocks, edges, loads and stores of mm's kernel,
// whose accesses are counted by hand (mmAccesses).
func TestCountsOnly(t *testing.T) {
	ll := compileC(t, "mm", "-O0")
	const n = 30
	opts := Options{Func: "kernel", Args: []string{"30"}}
	full, err := Run(context.Background(), ll, opts)
	if err != nil {
		t.Fatal(err)
	}
	opts.CountsOnly = true
	counts, err := Run(context.Background(), ll, opts)
	if err != nil {
		t.Fatal(err)
	}
	want := mmAccesses(n)
	if full.Loads+full.Stores != want || full.Events != want {
		t.Errorf("streamed run: %d loads + %d stores, %d events; want %d", full.Loads, full.Stores, full.Events, want)
	}
	if counts.Loads != full.Loads || counts.Stores != full.Stores || counts.BytesLoaded != full.BytesLoaded || counts.BytesStored != full.BytesStored {
		t.Errorf("counts only: %d/%d loads/stores, %d/%d bytes; streamed %d/%d, %d/%d", counts.Loads, counts.Stores,
			counts.BytesLoaded, counts.BytesStored, full.Loads, full.Stores, full.BytesLoaded, full.BytesStored)
	}
	if counts.Events != 0 || counts.Line != nil {
		t.Errorf("counts only: %d events, profile %v; want none", counts.Events, counts.Line)
	}
	for name, f := range full.Funcs {
		g := counts.Funcs[name]
		if !slices.Equal(g.Blocks, f.Blocks) {
			t.Errorf("%s blocks %v, streamed %v", name, g.Blocks, f.Blocks)
		}
		for b := range f.Succ {
			if !slices.Equal(g.Succ[b], f.Succ[b]) {
				t.Errorf("%s block %d successors %v, streamed %v", name, b, g.Succ[b], f.Succ[b])
			}
		}
	}
}
