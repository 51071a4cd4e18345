package cfg

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/irreader"

	"github.com/reusescope/reusescope/internal/timebound"
)

// buildLL parses src and builds the CFG of its function @f.
func buildLL(t *testing.T, src string) *Graph {
	t.Helper()
	m, err := irreader.Parse("check.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g, err := Build(m.Func("f"))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

const checkLL = `
define void @f(i1 %c) {
entry:
  br label %head
head:
  br i1 %c, label %body, label %exit
body:
  br label %head
exit:
  ret void
}
`

// TestCheckCorrupt breaks each invariant of a built graph in turn and
// checks that Check reports it.
func TestCheckCorrupt(t *testing.T) {
	tests := []struct {
		name    string
		corrupt func(g *Graph)
		want    string
	}{
		{"successor out of range", func(g *Graph) { g.Succs[2] = []int{7} }, "block 2 has successor 7 out of range"},
		{"predecessor out of range", func(g *Graph) { g.Preds[1] = append(g.Preds[1], -1) }, "block 1 has predecessor -1 out of range"},
		{"successor without predecessor", func(g *Graph) { g.Preds[1] = g.Preds[1][:1] }, "edge 2->1 missing from predecessors"},
		{"predecessor without successor", func(g *Graph) { g.Preds[3] = append(g.Preds[3], 0) }, "edge 0->3 missing from successors"},
		{"edge once too often", func(g *Graph) { g.Succs[0] = []int{1, 1} }, "edge 0->1 missing from predecessors"},
		{"site beyond successors", func(g *Graph) { g.Sites[0].Succ = 2 }, "names successor 2 of block 1"},
		{"duplicate key", func(g *Graph) { g.Sites = append(g.Sites, g.Sites[0]) }, "duplicate site key"},
		{"entry with a dominator", func(g *Graph) { g.idom[0] = 1 }, "entry has a dominator"},
		{"dominator after its block", func(g *Graph) { g.idom[1] = 2 }, "entry does not dominate block 1 (immediate dominator 2)"},
		{"no dominator", func(g *Graph) { g.idom[3] = -1 }, "entry does not dominate block 3 (immediate dominator -1)"},
	}
	for _, tt := range tests {
		g := buildLL(t, checkLL)
		if err := g.Check(); err != nil {
			t.Fatalf("intact graph: %v", err)
		}
		tt.corrupt(g)
		if err := g.Check(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Check() = %v, want an error containing %q", tt.name, err, tt.want)
		}
	}
}

// chainBlocks and chainCheckUnits bound Check on a long straight chain, whose
// dominator tree is as deep as the function is long.
const (
	chainBlocks     = 60000
	chainCheckUnits = 300 // reference units of timebound: about 0.75 s
)

// TestCheckDeepChain checks a chain of chainBlocks blocks within
// chainCheckUnits: walking every block's dominator chain to the entry would
// take time quadratic in the depth.
func TestCheckDeepChain(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("define void @f() {\n")
	for i := 0; i < chainBlocks; i++ {
		fmt.Fprintf(&sb, "b%d:\n  br label %%b%d\n", i, i+1)
	}
	fmt.Fprintf(&sb, "b%d:\n  ret void\n}\n", chainBlocks)
	g := buildLL(t, sb.String())
	start := time.Now()
	err := g.Check()
	elapsed := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	timebound.Within(t, elapsed, chainCheckUnits, fmt.Sprintf("Check of a %d-block chain", chainBlocks+1))
}
