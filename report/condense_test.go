package report

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/probs"
)

// dispatchLL returns the IR of a main that loops steps times switching on
// code[pc % 64] over cases cases, each case a straight-line chain of chain
// blocks that reads and writes a[k % 64]: an interpreter's dispatch, of
// 5 + cases*chain blocks. The switch's probabilities are estimates: code
// is an external array, its contents unknown to the analysis.
func dispatchLL(cases, chain, steps int) string {
	var b strings.Builder
	b.WriteString("@a = dso_local global [64 x i32] zeroinitializer, align 16\n")
	b.WriteString("@code = external global [64 x i32], align 16\n\n")
	b.WriteString("define dso_local i32 @main() {\nentry:\n  br label %loop\n\n")
	fmt.Fprintf(&b, "loop:\n  %%pc = phi i64 [ 0, %%entry ], [ %%next, %%latch ]\n  %%more = icmp slt i64 %%pc, %d\n  br i1 %%more, label %%body, label %%exit\n\n", steps)
	b.WriteString("body:\n  %slot = urem i64 %pc, 64\n  %cp = getelementptr inbounds [64 x i32], [64 x i32]* @code, i64 0, i64 %slot\n  %op = load i32, i32* %cp, align 4\n  switch i32 %op, label %latch [\n")
	for k := 0; k < cases; k++ {
		fmt.Fprintf(&b, "    i32 %d, label %%c%d_0\n", k, k)
	}
	b.WriteString("  ]\n\n")
	for k := 0; k < cases; k++ {
		for j := 0; j < chain; j++ {
			fmt.Fprintf(&b, "c%d_%d:\n", k, j)
			fmt.Fprintf(&b, "  %%p%d_%d = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %d\n", k, j, (k+j)%64)
			fmt.Fprintf(&b, "  %%v%d_%d = load i32, i32* %%p%d_%d, align 4\n", k, j, k, j)
			fmt.Fprintf(&b, "  %%w%d_%d = add i32 %%v%d_%d, %d\n", k, j, k, j, j+1)
			fmt.Fprintf(&b, "  store i32 %%w%d_%d, i32* %%p%d_%d, align 4\n", k, j, k, j)
			if j+1 < chain {
				fmt.Fprintf(&b, "  br label %%c%d_%d\n\n", k, j+1)
			} else {
				b.WriteString("  br label %latch\n\n")
			}
		}
	}
	b.WriteString("latch:\n  %next = add nsw i64 %pc, 1\n  br label %loop\n\nexit:\n  ret i32 0\n}\n")
	return b.String()
}

// nestsLL returns the IR of a main that runs nests loop nests one after the
// other, each depth loops deep; every loop's body starts with a
// straight-line chain of chain blocks reading and writing a[·], then runs
// the next loop in. The loop at depth d runs 2+d times. Each nest has
// depth*(chain+2)+1 blocks.
func nestsLL(nests, depth, chain int) string {
	var b strings.Builder
	b.WriteString("@a = dso_local global [64 x i32] zeroinitializer, align 16\n\n")
	b.WriteString("define dso_local i32 @main() {\nentry:\n  br label %h0_1\n\n")
	for r := 0; r < nests; r++ {
		pre := "entry"
		if r > 0 {
			pre = fmt.Sprintf("x%d", r-1)
		}
		for d := 1; d <= depth; d++ {
			if d > 1 {
				pre = fmt.Sprintf("b%d_%d_%d", r, d-1, chain-1)
			}
			fmt.Fprintf(&b, "h%d_%d:\n  %%i%d_%d = phi i32 [ 0, %%%s ], [ %%n%d_%d, %%l%d_%d ]\n", r, d, r, d, pre, r, d, r, d)
			fmt.Fprintf(&b, "  %%t%d_%d = icmp slt i32 %%i%d_%d, %d\n", r, d, r, d, 2+d)
			exit := fmt.Sprintf("x%d", r)
			if d > 1 {
				exit = fmt.Sprintf("l%d_%d", r, d-1)
			}
			fmt.Fprintf(&b, "  br i1 %%t%d_%d, label %%b%d_%d_0, label %%%s\n\n", r, d, r, d, exit)
			for j := 0; j < chain; j++ {
				fmt.Fprintf(&b, "b%d_%d_%d:\n", r, d, j)
				fmt.Fprintf(&b, "  %%p%d_%d_%d = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %d\n", r, d, j, (r+d+j)%64)
				fmt.Fprintf(&b, "  %%v%d_%d_%d = load i32, i32* %%p%d_%d_%d, align 4\n", r, d, j, r, d, j)
				fmt.Fprintf(&b, "  %%w%d_%d_%d = add i32 %%v%d_%d_%d, 1\n", r, d, j, r, d, j)
				fmt.Fprintf(&b, "  store i32 %%w%d_%d_%d, i32* %%p%d_%d_%d, align 4\n", r, d, j, r, d, j)
				switch {
				case j+1 < chain:
					fmt.Fprintf(&b, "  br label %%b%d_%d_%d\n\n", r, d, j+1)
				case d < depth:
					fmt.Fprintf(&b, "  br label %%h%d_%d\n\n", r, d+1)
				default:
					fmt.Fprintf(&b, "  br label %%l%d_%d\n\n", r, d)
				}
			}
		}
		for d := depth; d >= 1; d-- {
			fmt.Fprintf(&b, "l%d_%d:\n  %%n%d_%d = add nsw i32 %%i%d_%d, 1\n  br label %%h%d_%d\n\n", r, d, r, d, r, d, r, d)
		}
		next := "done"
		if r+1 < nests {
			next = fmt.Sprintf("h%d_1", r+1)
		}
		fmt.Fprintf(&b, "x%d:\n  br label %%%s\n\n", r, next)
	}
	b.WriteString("done:\n  ret i32 0\n}\n")
	return b.String()
}

// callsLL returns the IR of a main that calls funcs functions f0, f1, …,
// each a loop of 3 iterations whose body is a straight-line chain of chain
// blocks reading and writing a[·]; each function has 4+chain blocks.
func callsLL(funcs, chain int) string {
	var b strings.Builder
	b.WriteString("@a = dso_local global [64 x i32] zeroinitializer, align 16\n\n")
	for f := 0; f < funcs; f++ {
		fmt.Fprintf(&b, "define dso_local void @f%d() {\nentry:\n  br label %%h\n\n", f)
		b.WriteString("h:\n  %i = phi i32 [ 0, %entry ], [ %n, %latch ]\n  %t = icmp slt i32 %i, 3\n  br i1 %t, label %b0, label %exit\n\n")
		for j := 0; j < chain; j++ {
			fmt.Fprintf(&b, "b%d:\n  %%p%d = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %d\n", j, j, (f+j)%64)
			fmt.Fprintf(&b, "  %%v%d = load i32, i32* %%p%d, align 4\n  %%w%d = add i32 %%v%d, 1\n  store i32 %%w%d, i32* %%p%d, align 4\n", j, j, j, j, j, j)
			if j+1 < chain {
				fmt.Fprintf(&b, "  br label %%b%d\n\n", j+1)
			} else {
				b.WriteString("  br label %latch\n\n")
			}
		}
		b.WriteString("latch:\n  %n = add nsw i32 %i, 1\n  br label %h\n\nexit:\n  ret void\n}\n\n")
	}
	b.WriteString("define dso_local i32 @main() {\nentry:\n")
	for f := 0; f < funcs; f++ {
		fmt.Fprintf(&b, "  call void @f%d()\n", f)
	}
	b.WriteString("  ret i32 0\n}\n")
	return b.String()
}

// openSession writes ir to a file and analyses its main: the arguments
// of NewCFG.
func openSession(t testing.TB, ir string) ([]*loops.Nest, *balance.Result, *probs.Values, *estimate.Estimate) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "gen.ll")
	if err := os.WriteFile(path, []byte(ir), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := pipeline.Open(path, pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	vals, res, err := s.StaticCounts()
	if err != nil {
		t.Fatal(err)
	}
	est, err := s.Estimated(vals, res)
	if err != nil {
		t.Fatal(err)
	}
	return s.LoopNests(), res, vals, est
}

// openLL returns the annotated CFG of the main of ir.
func openLL(t testing.TB, ir string) *CFG {
	t.Helper()
	return NewCFG(openSession(t, ir))
}

// chainLL is a function of 7 blocks: a straight-line chain entry → a → b →
// c (a reads x, b writes y, c reads and writes z), a loop h ⇄ body of 10
// iterations, and exit.
const chainLL = `@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4

define dso_local i32 @main() {
entry:
  br label %a

a:
  %v = load i32, i32* @x, align 4
  br label %b

b:
  store i32 %v, i32* @y, align 4
  br label %c

c:
  %w = load i32, i32* @z, align 4
  %w1 = add i32 %w, 1
  store i32 %w1, i32* @z, align 4
  br label %h

h:
  %i = phi i32 [ 0, %c ], [ %n, %body ]
  %t = icmp slt i32 %i, 10
  br i1 %t, label %body, label %exit

body:
  %n = add nsw i32 %i, 1
  br label %h

exit:
  ret i32 0
}
`

// TestCondenseChain: the chain entry → a → b → c is one node, its
// loads and stores summed (a reads x, c reads z: 2 loads; b writes y, c
// writes z: 2 stores) and its accesses listed in order; the loop is a
// cluster labelled as its header, its back edge dashed; the graph's label
// says how it was condensed. Checked by hand.
func TestCondenseChain(t *testing.T) {
	c := openLL(t, chainLL)
	if cd := c.condense(7); cd != nil {
		t.Fatalf("a graph of 7 blocks condensed for a budget of 7: %d nodes", len(cd.nodes))
	}
	cd := c.condense(5)
	got := c.condensedDOT(cd)
	want := `digraph reusescope {
  graph [fontname="Helvetica", rankdir=TB, labeljust=l];
  label="condensed to the drawing budget of 5 nodes: 7 blocks drawn as 4 nodes (straight-line chains merged); the full graph: reusescope cfg -o cfg.dot";
  node [shape=box, style="rounded,filled", fillcolor="#f7f7f7", fontname="Helvetica", fontsize=10];
  edge [fontname="Helvetica", fontsize=9];
  subgraph cluster_0 {
    label="main (1 call)";
    n0_0 [label="entry … c (4 blocks)\lcount 1\l2 loads, 2 stores\lR x\lW y\lR z\lW z\l", fillcolor="#ffddc7"];
    n0_6 [label="exit\lcount 1\l", fillcolor="#ffddc7"];
    subgraph cluster_0_0 {
      label="loop i: 10 iterations"; style="rounded,dashed"; color="#999999"; fontsize=9;
      n0_4 [label="h\lcount 11\lloop i: 10 iterations\l", shape=box, peripheries=2, fillcolor="#ff8737"];
      n0_5 [label="body\lcount 10\l", fillcolor="#ff8b3e"];
    }
    n0_0 -> n0_4 [];
    n0_4 -> n0_5 [label="0.9091"];
    n0_4 -> n0_6 [label="1/11"];
    n0_5 -> n0_4 [style=dashed];
  }
}
`
	if got != want {
		t.Errorf("condensed DOT:\n%s\nwant:\n%s", got, want)
	}
	checkCondensed(t, c, cd, 5)
}

// checkCondensed checks a condensed graph's invariants: at most budget
// nodes; every block of every function in exactly one node, and nodeOf
// saying which; the block counts the DOT labels state summing to the
// graph's blocks; one DOT node per node.
func checkCondensed(t *testing.T, c *CFG, cd *condensed, budget int) {
	t.Helper()
	if len(cd.nodes) > budget {
		t.Errorf("%d nodes, budget %d", len(cd.nodes), budget)
	}
	seen := make([][]int, len(c.funcs))
	for fn, cf := range c.funcs {
		seen[fn] = make([]int, len(cf.f.Blocks))
	}
	sum := 0
	for i, n := range cd.nodes {
		if n.kind == funcsNode {
			for _, fn := range n.funcs {
				for b := range seen[fn] {
					seen[fn][b]++
					sum++
					if cd.nodeOf[fn][b] != i {
						t.Errorf("nodeOf[%d][%d] = %d, want %d", fn, b, cd.nodeOf[fn][b], i)
					}
				}
			}
			continue
		}
		for _, b := range n.blocks {
			seen[n.fn][b]++
			sum++
			if cd.nodeOf[n.fn][b] != i {
				t.Errorf("nodeOf[%d][%d] = %d, want %d", n.fn, b, cd.nodeOf[n.fn][b], i)
			}
		}
	}
	for fn := range seen {
		for b, k := range seen[fn] {
			if k != 1 {
				t.Errorf("block %d of %s stands in %d nodes", b, c.funcs[fn].f.Name, k)
			}
		}
	}
	if sum != c.Blocks() {
		t.Errorf("the nodes stand for %d blocks, the graph has %d", sum, c.Blocks())
	}
	// What a reader counts: "(k blocks)" of a chain, a loop or folded
	// functions, "k blocks folded", else one block.
	dot := c.condensedDOT(cd)
	decl := regexp.MustCompile(`(?m)^\s*(\w+) \[label="((?:[^"\\]|\\.)*)"`)
	many := regexp.MustCompile(`\((\d+) blocks\)|^(\d+) (?:cold )?blocks? folded$`)
	stated, nodes := 0, 0
	for _, m := range decl.FindAllStringSubmatch(dot, -1) {
		nodes++
		k := 1
		for _, line := range strings.Split(m[2], `\l`) {
			if g := many.FindStringSubmatch(line); g != nil {
				k, _ = strconv.Atoi(g[1] + g[2])
				break
			}
		}
		stated += k
	}
	if nodes != len(cd.nodes) {
		t.Errorf("%d nodes in the DOT, %d condensed", nodes, len(cd.nodes))
	}
	if stated != c.Blocks() {
		t.Errorf("the DOT labels state %d blocks, the graph has %d", stated, c.Blocks())
	}
}

// TestCondenseLarge: functions of about 20 000 blocks (an interpreter's
// dispatch, a long run of loop nests with chains; the same without counts;
// 400 functions) are condensed to at most DrawBudget nodes, every block in
// exactly one; the DOT output is still the full graph; the condensed graph
// says it is condensed, keeps the estimate's red "~" edges, the dashed
// back edges and the heat colours, and is the same bytes from a second
// analysis of the same IR.
func TestCondenseLarge(t *testing.T) {
	tests := []struct {
		name   string
		ir     string
		counts bool
		want   []string // in the condensed DOT
	}{
		{"dispatch", dispatchLL(3999, 5, 1000), true, []string{"20000 blocks drawn as", "straight-line chains merged", `label="~`, "color=red", "style=dashed", " blocks folded", `fillcolor="#ff8737"`}},
		{"nests", nestsLL(1052, 3, 4), true, []string{"19990 blocks drawn as", "loops collapsed", "(collapsed)", "subgraph cluster_0_0 {", "style=dashed", "blocks folded"}},
		{"nests without counts", nestsLL(1052, 3, 4), false, []string{"19990 blocks drawn as", "blocks folded"}},
		{"400 functions", callsLL(400, 2), true, []string{"2401 blocks drawn as", "functions folded", "functions [label="}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, res, vals, est := openSession(t, tt.ir)
			if !tt.counts {
				res, est = nil, nil
			}
			c := NewCFG(s, res, vals, est)
			cd := c.condense(DrawBudget)
			if cd == nil {
				t.Fatalf("%d blocks not condensed", c.Blocks())
			}
			checkCondensed(t, c, cd, DrawBudget)
			draw := c.DrawDOT()
			if draw != c.condensedDOT(cd) {
				t.Errorf("DrawDOT is not the condensed graph")
			}
			for _, w := range tt.want {
				if !strings.Contains(draw, w) {
					t.Errorf("condensed DOT lacks %q", w)
				}
			}
			full := c.DOT()
			if n := len(regexp.MustCompile(`(?m)^    n\d+_\d+ \[label=`).FindAllString(full, -1)); n != c.Blocks() {
				t.Errorf("the DOT output has %d block nodes, the graph %d blocks", n, c.Blocks())
			}
			if strings.Contains(full, "condensed") || full != CFGDot(s, res, vals, est) {
				t.Errorf("the DOT output is not the full graph")
			}
			if again := NewCFG(openSession(t, tt.ir)); tt.counts && again.DrawDOT() != draw {
				t.Errorf("a second analysis draws other bytes")
			}
		})
	}
}
