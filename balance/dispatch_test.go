package balance_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

// dispatchLL returns the IR of a function shaped like an interpreter: a
// dispatch loop whose header switches over handlers cases, each handler a
// two-deep loop nest with an if inside followed by a chain of chain blocks,
// and after the loop a chain of tail blocks before the return. Conditions
// are opaque (parameters) and there is no debug info, so the site keys are
// T_f_<block>. The function has handlers·(9+chain) + tail + 5 blocks.
func dispatchLL(handlers, chain, tail int) string {
	var sb strings.Builder
	sb.WriteString("define void @f(i1 %c, i32 %s) {\nentry:\n  br label %head\n")
	sb.WriteString("head:\n  br i1 %c, label %disp, label %t0\n")
	sb.WriteString("disp:\n  switch i32 %s, label %latch [")
	for h := 0; h < handlers; h++ {
		fmt.Fprintf(&sb, " i32 %d, label %%h%d.cond", h, h)
	}
	sb.WriteString(" ]\n")
	for h := 0; h < handlers; h++ {
		p := fmt.Sprintf("h%d.", h)
		fmt.Fprintf(&sb, "%scond:\n  br i1 %%c, label %%%sbody, label %%%send\n", p, p, p)
		fmt.Fprintf(&sb, "%sbody:\n  br label %%%sicond\n", p, p)
		fmt.Fprintf(&sb, "%sicond:\n  br i1 %%c, label %%%sibody, label %%%siend\n", p, p, p)
		fmt.Fprintf(&sb, "%sibody:\n  br label %%%sicond\n", p, p)
		fmt.Fprintf(&sb, "%siend:\n  br i1 %%c, label %%%sa, label %%%sb\n", p, p, p)
		fmt.Fprintf(&sb, "%sa:\n  br label %%%sinc\n", p, p)
		fmt.Fprintf(&sb, "%sb:\n  br label %%%sinc\n", p, p)
		fmt.Fprintf(&sb, "%sinc:\n  br label %%%scond\n", p, p)
		next := func(i int) string {
			if i == chain {
				return "latch"
			}
			return fmt.Sprintf("%sx%d", p, i)
		}
		fmt.Fprintf(&sb, "%send:\n  br label %%%s\n", p, next(0))
		for i := 0; i < chain; i++ {
			fmt.Fprintf(&sb, "%s:\n  br label %%%s\n", next(i), next(i+1))
		}
	}
	sb.WriteString("latch:\n  br label %head\n")
	for i := 0; i < tail; i++ {
		fmt.Fprintf(&sb, "t%d:\n  br label %%t%d\n", i, i+1)
	}
	fmt.Fprintf(&sb, "t%d:\n  ret void\n}\n", tail)
	return sb.String()
}

// dispatchCounts returns the counts of dispatchLL's blocks worked out by
// hand for the site values dispatchProbs gives: the dispatch loop's header
// runs 1/q times for exit probability q, each case of the switch gets 1/(H+1)
// of the dispatches, a handler's loops run 1/a and 1/b times per entry, and
// every other block runs as often as the block before it.
func dispatchCounts(handlers, chain, tail int, q, a, b, pa float64) map[string]float64 {
	head := 1 / q
	disp := head - 1
	per := disp / float64(handlers+1)
	want := map[string]float64{"entry": 1, "head": head, "disp": disp, "latch": disp}
	for h := 0; h < handlers; h++ {
		p := fmt.Sprintf("h%d.", h)
		body := per * (1 - a) / a
		want[p+"cond"] = per / a
		want[p+"body"] = body
		want[p+"icond"] = body / b
		want[p+"ibody"] = body * (1 - b) / b
		want[p+"iend"] = body
		want[p+"a"] = body * (1 - pa)
		want[p+"b"] = body * pa
		want[p+"inc"] = body
		want[p+"end"] = per
		for i := 0; i < chain; i++ {
			want[fmt.Sprintf("%sx%d", p, i)] = per
		}
	}
	for i := 0; i <= tail; i++ {
		want[fmt.Sprintf("t%d", i)] = 1
	}
	return want
}

// dispatchProbs gives dispatchLL's sites the values dispatchCounts assumes:
// exit probabilities q (dispatch loop), a and b (a handler's outer and inner
// loop), pa for the handler's if, and 1/(H+1) for every case.
func dispatchProbs(g *cfg.Graph, handlers int, q, a, b, pa float64) probMap {
	probs := probMap{}
	for _, s := range g.Sites {
		blk := g.Func.Blocks[s.Block].Name
		switch {
		case s.Kind == cfg.SwitchCase:
			probs[s.Key] = 1 / float64(handlers+1)
		case blk == "head":
			probs[s.Key] = q
		case strings.HasSuffix(blk, ".icond"):
			probs[s.Key] = b
		case strings.HasSuffix(blk, ".cond"):
			probs[s.Key] = a
		default: // .iend
			probs[s.Key] = pa
		}
	}
	return probs
}

// dispatchGraph parses dispatchLL's function and gives it dispatchProbs.
func dispatchGraph(tb testing.TB, handlers, chain, tail int, q, a, b, pa float64) (*cfg.Graph, [][]float64) {
	tb.Helper()
	m, err := irreader.Parse("dispatch.ll", []byte(dispatchLL(handlers, chain, tail)))
	if err != nil {
		tb.Fatal(err)
	}
	g, err := cfg.Build(m.Func("f"))
	if err != nil {
		tb.Fatal(err)
	}
	P, err := balance.EdgeProbs(g, dispatchProbs(g, handlers, q, a, b, pa))
	if err != nil {
		tb.Fatal(err)
	}
	return g, P
}

// The dispatch functions of the scaling test and the benchmarks: handlers
// and chain blocks per handler for about 1k, 10k and 60k blocks.
var dispatchSizes = []struct {
	name                  string
	handlers, chain, tail int
}{
	{"1k", 10, 41, 500},
	{"10k", 100, 41, 5000},
	{"60k", 1000, 41, 10000},
}

// Site values of the dispatch functions: the dispatch loop exits with
// probability 1/201, the handler loops run 4 and 9 times per entry.
const (
	dispatchQ  = 1.0 / 201
	dispatchA  = 1.0 / 5
	dispatchB  = 1.0 / 10
	dispatchPA = 0.25
)
