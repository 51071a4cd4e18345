package loops_test

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
)

// cfgIR returns the IR of a function @f whose block k (named bK) branches to
// succs[k]: ret without successors, br with one, a switch on %x with more
// (so that any fan-out and repeated targets are valid IR). Each block
// stores to a global, so that it has a memory access.
func cfgIR(succs [][]int) string {
	var b strings.Builder
	b.WriteString("@g = global i32 0\n\ndefine void @f(i32 %x) {\n")
	for k, ss := range succs {
		fmt.Fprintf(&b, "b%d:\n  store volatile i32 %d, i32* @g, align 4\n", k, k)
		switch len(ss) {
		case 0:
			b.WriteString("  ret void\n")
		case 1:
			fmt.Fprintf(&b, "  br label %%b%d\n", ss[0])
		default:
			fmt.Fprintf(&b, "  switch i32 %%x, label %%b%d [", ss[0])
			for i, s := range ss[1:] {
				fmt.Fprintf(&b, " i32 %d, label %%b%d", i+1, s)
			}
			b.WriteString(" ]\n")
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// nestOfCFG parses cfgIR(succs) and finds its loop nest, checked.
func nestOfCFG(t *testing.T, succs [][]int) *loops.Nest {
	t.Helper()
	m, err := irreader.Parse("cfg.ll", []byte(cfgIR(succs)))
	if err != nil {
		t.Fatal(err)
	}
	f, err := m.LookupFunc("f")
	if err != nil {
		t.Fatal(err)
	}
	return findChecked(t, m, f)
}

func findChecked(t *testing.T, m *irreader.Module, f *irreader.Func) *loops.Nest {
	t.Helper()
	g, err := cfg.Build(f)
	if err != nil {
		t.Fatal(err)
	}
	n := loops.Find(g, loops.NewEnv(m, omp.Reachable(m, f)))
	if err := n.Check(); err != nil {
		t.Fatal(err)
	}
	return n
}

// loopShape is what the tests check of a loop: "irr h=1 blocks=[1 2 3 4]
// entries=[1 3] latches=[4] depth=1 parent=-" (the parent by header, - for
// none).
func loopShape(l *loops.Loop) string {
	kind := "nat"
	if l.Irreducible {
		kind = "irr"
	}
	parent := "-"
	if l.Parent != nil {
		parent = fmt.Sprint(l.Parent.Header)
		if l.Parent.Irreducible {
			parent += "i"
		}
	}
	s := fmt.Sprintf("%s h=%d blocks=%v latches=%v depth=%d parent=%s", kind, l.Header, l.Blocks, l.Latches, l.Depth, parent)
	if l.Irreducible {
		s += fmt.Sprintf(" entries=%v", l.Entries)
	}
	return s
}

// checkShapes compares the nest's loops, in nest order, with want, and
// checks that irreducible loops have no counter and no trip.
func checkShapes(t *testing.T, n *loops.Nest, want []string) {
	t.Helper()
	var got []string
	for _, l := range n.Loops {
		got = append(got, loopShape(l))
		if l.Irreducible && (l.IV != nil || l.Trip != nil || !strings.HasPrefix(l.Why, "entered at several blocks (irreducible control flow")) {
			t.Errorf("irreducible loop at %d: IV %v trip %v why %q; want none, none, entered at several blocks", l.Header, l.IV, l.Trip, l.Why)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("loops\n got %q\nwant %q", got, want)
	}
}

// checkInnermost compares Innermost's headers (-1 for none) with want.
func checkInnermost(t *testing.T, n *loops.Nest, want []int) {
	t.Helper()
	got := make([]int, len(n.Innermost))
	for b, l := range n.Innermost {
		got[b] = -1
		if l != nil {
			got[b] = l.Header
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("innermost headers %v, want %v", got, want)
	}
}

// TestGotoIntoLoop: a goto into the middle of a loop, as
//
//	if (c) goto mid;               b0
//	for (;;) {                     b1: the test, exit to b5
//	  body;                        b2
//	mid:                           b3
//	  ...;                         b4 (latch to b1)
//	}
//
// The cycle b1 b2 b3 b4 holds no back edge (neither b1 nor b3 dominates
// the other), so there is no natural loop; it is an irreducible loop
// entered at b1 and b3, whose header is the one first in reverse post
// order.
func TestGotoIntoLoop(t *testing.T) {
	n := nestOfCFG(t, [][]int{{1, 3}, {2, 5}, {3}, {4}, {1}, {}})
	h := firstIn(n.Graph.RPO(), 1, 3)
	latch := map[int]int{1: 4, 3: 2}[h]
	checkShapes(t, n, []string{fmt.Sprintf("irr h=%d blocks=[1 2 3 4] latches=[%d] depth=1 parent=- entries=[1 3]", h, latch)})
	checkInnermost(t, n, []int{-1, h, h, h, h, -1})
	l := n.Loops[0]
	if !slices.Equal(l.Exiting, []int{1}) {
		t.Errorf("exiting %v, want [1]", l.Exiting)
	}
	if l.Test != -1 || l.TopTested {
		t.Errorf("test %d top %v, want -1 false", l.Test, l.TopTested)
	}
}

// firstIn returns whichever of the blocks comes first in order.
func firstIn(order []int, blocks ...int) int {
	for _, b := range order {
		if slices.Contains(blocks, b) {
			return b
		}
	}
	return -1
}

// TestThreeEntries: a switch jumps into a cycle b1 -> b2 -> b3 -> b1 at any
// of its three blocks; b3 also leaves.
func TestThreeEntries(t *testing.T) {
	n := nestOfCFG(t, [][]int{{1, 2, 3}, {2}, {3}, {1, 4}, {}})
	h := firstIn(n.Graph.RPO(), 1, 2, 3)
	latch := map[int]int{1: 3, 2: 1, 3: 2}[h]
	checkShapes(t, n, []string{fmt.Sprintf("irr h=%d blocks=[1 2 3] latches=[%d] depth=1 parent=- entries=[1 2 3]", h, latch)})
	checkInnermost(t, n, []int{-1, h, h, h, -1})
}

// TestIrreducibleInNatural: a natural loop (header b1, latch b4) whose body
// jumps into a two-block cycle b2 <-> b3 at either block:
//
//	b0 -> b1; b1 -> b2 | b3 | b5; b2 -> b3; b3 -> b2 | b4; b4 -> b1.
//
// The cycle nests in the natural loop, at depth 2.
func TestIrreducibleInNatural(t *testing.T) {
	n := nestOfCFG(t, [][]int{{1}, {2, 3, 5}, {3}, {2, 4}, {1}, {}})
	h := firstIn(n.Graph.RPO(), 2, 3)
	latch := map[int]int{2: 3, 3: 2}[h]
	checkShapes(t, n, []string{
		"nat h=1 blocks=[1 2 3 4] latches=[4] depth=1 parent=-",
		fmt.Sprintf("irr h=%d blocks=[2 3] latches=[%d] depth=2 parent=1 entries=[2 3]", h, latch),
	})
	checkInnermost(t, n, []int{-1, 1, h, h, 1, -1})
	if c := n.Loops[0].Children; len(c) != 1 || c[0] != n.Loops[1] {
		t.Errorf("children of the natural loop %v, want the irreducible one", c)
	}
}

// TestNaturalInIrreducible: a cycle b1 -> b2 -> b4 -> b1 entered at b1 and
// b4, whose block b2 heads a natural loop b2 <-> b3 (b2 dominates b3):
//
//	b0 -> b1 | b4; b1 -> b2; b2 -> b3 | b4; b3 -> b2; b4 -> b1 | b5.
//
// The natural loop's blocks are the irreducible loop's too.
func TestNaturalInIrreducible(t *testing.T) {
	n := nestOfCFG(t, [][]int{{1, 4}, {2}, {3, 4}, {2}, {1, 5}, {}})
	h := firstIn(n.Graph.RPO(), 1, 4)
	latch := map[int]int{1: 4, 4: 2}[h]
	checkShapes(t, n, []string{
		fmt.Sprintf("irr h=%d blocks=[1 2 3 4] latches=[%d] depth=1 parent=- entries=[1 4]", h, latch),
		fmt.Sprintf("nat h=2 blocks=[2 3] latches=[3] depth=2 parent=%di", h),
	})
	checkInnermost(t, n, []int{-1, h, 2, 2, h, -1})
	if c := n.Loops[0].Children; len(c) != 1 || c[0] != n.Loops[1] {
		t.Errorf("children of the irreducible loop %v, want the natural one", c)
	}
}

// TestSharedHeader: the irreducible loop's header heads a natural loop too
// (b1 <-> b2, b1 dominating b2), inside the cycle b1 -> b3 -> b1 entered at
// b1 and b3. The natural loop nests in the irreducible one.
func TestSharedHeader(t *testing.T) {
	n := nestOfCFG(t, [][]int{{1, 3}, {2, 3}, {1}, {1, 4}, {}})
	if h := firstIn(n.Graph.RPO(), 1, 3); h != 1 {
		t.Skipf("reverse post order %v puts b3 first", n.Graph.RPO())
	}
	checkShapes(t, n, []string{
		"irr h=1 blocks=[1 2 3] latches=[2 3] depth=1 parent=- entries=[1 3]",
		"nat h=1 blocks=[1 2] latches=[2] depth=2 parent=1i",
	})
	checkInnermost(t, n, []int{-1, 1, 1, 1, -1})
	if n.Innermost[1] != n.Loops[1] || n.Innermost[3] != n.Loops[0] {
		t.Errorf("innermost of b1 %s, of b3 %s; want the natural, the irreducible loop", loopShape(n.Innermost[1]), loopShape(n.Innermost[3]))
	}
}

// TestNestedIrreducible: b1, b2 and b3 form a cycle entered at b1 and b2;
// without the edges into its header b1, b2 <-> b3 is a cycle still,
// entered at b2 and b3 (from b0 and b1): an irreducible loop inside the
// irreducible one.
//
//	b0 -> b1 | b2; b1 -> b2 | b3; b2 -> b3 | b5; b3 -> b2 | b4; b4 -> b1.
func TestNestedIrreducible(t *testing.T) {
	n := nestOfCFG(t, [][]int{{1, 2}, {2, 3}, {3, 5}, {2, 4}, {1}, {}})
	rpo := n.Graph.RPO()
	h := firstIn(rpo, 1, 2)
	if h != 1 {
		t.Skipf("reverse post order %v puts b2 first", rpo)
	}
	h2 := firstIn(rpo, 2, 3)
	latch2 := map[int]int{2: 3, 3: 2}[h2]
	checkShapes(t, n, []string{
		"irr h=1 blocks=[1 2 3 4] latches=[4] depth=1 parent=- entries=[1 2]",
		fmt.Sprintf("irr h=%d blocks=[2 3] latches=[%d] depth=2 parent=1i entries=[2 3]", h2, latch2),
	})
	checkInnermost(t, n, []int{-1, 1, h2, h2, 1, -1})
}

// TestReducibleUnchanged: natural loops only, as before: no irreducible
// loop where every cycle has a dominating header.
func TestReducibleUnchanged(t *testing.T) {
	n := nestOfCFG(t, [][]int{{1}, {2, 5}, {3}, {2, 4}, {1}, {}})
	checkShapes(t, n, []string{
		"nat h=1 blocks=[1 2 3 4] latches=[4] depth=1 parent=-",
		"nat h=2 blocks=[2 3] latches=[3] depth=2 parent=1",
	})
	for _, file := range []string{"example.O0.ll", "gemm.O2.ll", "lu.O0.ll"} {
		m, err := irreader.ReadFile(filepath.Join("..", "testdata", "ll", file))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m.DefinedFuncs() {
			for _, l := range findChecked(t, m, f).Loops {
				if l.Irreducible || l.Entries != nil {
					t.Errorf("%s %s: irreducible loop at block %d", file, f.Name, l.Header)
				}
			}
		}
	}
}

// TestIrreducibleFromC: the pipeline's irreducible.c at -O0 and -O2 (see
// internal/pipeline/testdata): the loop main enters at its test or, by a
// goto, in the middle is irreducible, with the two for loops inside it
// natural and analysed (counter j, trip N); its Why names the lines of
// both entries.
func TestIrreducibleFromC(t *testing.T) {
	for _, file := range []string{"irreducible.O0.ll", "irreducible.O2.ll"} {
		path := filepath.Join("..", "internal", "pipeline", "testdata", file)
		if _, err := os.Stat(path); err != nil {
			t.Fatal(err)
		}
		m, err := irreader.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := m.LookupFunc("sweep")
		if err != nil {
			t.Fatal(err)
		}
		n := findChecked(t, m, f)
		var irr []*loops.Loop
		for _, l := range n.Loops {
			if l.Irreducible {
				irr = append(irr, l)
			}
		}
		if len(irr) != 1 {
			t.Fatalf("%s: %d irreducible loops, want 1", file, len(irr))
		}
		l := irr[0]
		if l.Depth != 1 || len(l.Entries) != 2 || l.IV != nil || l.Trip != nil {
			t.Errorf("%s: irreducible loop %s", file, loopShape(l))
		}
		if want := "entered at several blocks (irreducible control flow: lines "; !strings.HasPrefix(l.Why, want) {
			t.Errorf("%s: why %q, want %q…", file, l.Why, want)
		}
		inner := 0
		for _, c := range l.Children {
			if c.Irreducible || c.IV == nil || c.Trip == nil {
				t.Errorf("%s: child %s of the irreducible loop: iv %v trip %v (%s)", file, loopShape(c), c.IV, c.Trip, c.Why)
				continue
			}
			inner++
		}
		if inner != 2 {
			t.Errorf("%s: %d analysed natural loops inside the irreducible one, want 2", file, inner)
		}
	}
}

// TestRandomCFGs checks the nest of random CFGs, many of them irreducible:
// Check holds (parents contain their children, Innermost is the deepest
// loop holding each block), the loops' blocks form a laminar family, every
// edge on a cycle lies in a loop with both its ends, every irreducible loop
// has several entries and its header is the first of them in reverse post
// order, and Find gives the same nest twice.
func TestRandomCFGs(t *testing.T) {
	r := rand.New(rand.NewSource(52))
	irreducible := 0
	for iter := 0; iter < 400; iter++ {
		succs := randomCFG(r, 3+r.Intn(14))
		n := nestOfCFG(t, succs)
		again := nestOfCFG(t, succs)
		var a, b []string
		for i := range n.Loops {
			a, b = append(a, loopShape(n.Loops[i])), append(b, loopShape(again.Loops[i]))
		}
		if !slices.Equal(a, b) {
			t.Fatalf("cfg %v: nests differ:\n%q\n%q", succs, a, b)
		}
		g := n.Graph
		reach := reachability(succs)
		for x, l := range n.Loops {
			if l.Irreducible {
				irreducible++
				if len(l.Entries) < 2 || firstIn(g.RPO(), l.Entries...) != l.Header {
					t.Errorf("cfg %v: %s", succs, loopShape(l))
				}
			}
			for _, o := range n.Loops[x+1:] {
				in, on, both := 0, 0, 0
				for _, b := range l.Blocks {
					if o.Contains(b) {
						both++
					}
				}
				in, on = len(l.Blocks), len(o.Blocks)
				if both != 0 && both != in && both != on {
					t.Errorf("cfg %v: loops %s and %s overlap", succs, loopShape(l), loopShape(o))
				}
			}
		}
		for b, ss := range succs {
			if !g.Reachable(b) {
				continue
			}
			for _, s := range ss {
				if !reach[s][b] {
					continue
				}
				found := false
				for _, l := range n.Loops {
					found = found || l.Contains(b) && l.Contains(s)
				}
				if !found {
					t.Errorf("cfg %v: edge %d -> %d on a cycle in no loop", succs, b, s)
				}
			}
		}
	}
	if irreducible < 50 {
		t.Errorf("%d irreducible loops in the random CFGs, want many", irreducible)
	}
}

// randomCFG returns a CFG of n blocks: each block but the last (which
// returns) branches to one to three random blocks other than the entry,
// and every block reaches the last.
func randomCFG(r *rand.Rand, n int) [][]int {
	succs := make([][]int, n)
	for b := 0; b < n-1; b++ {
		k := 1 + r.Intn(3)
		for i := 0; i < k; i++ {
			succs[b] = append(succs[b], 1+r.Intn(n-1))
		}
	}
	reach := reachability(succs)
	for b := 0; b < n-1; b++ {
		if !reach[b][n-1] {
			succs[b] = append(succs[b], n-1)
			reach = reachability(succs)
		}
	}
	return succs
}

// reachability returns reach[a][b]: a path of at least one edge leads from
// a to b.
func reachability(succs [][]int) [][]bool {
	n := len(succs)
	reach := make([][]bool, n)
	for a := range reach {
		reach[a] = make([]bool, n)
		work := append([]int(nil), succs[a]...)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if reach[a][x] {
				continue
			}
			reach[a][x] = true
			work = append(work, succs[x]...)
		}
	}
	return reach
}

// TestStateMachineDepth: a goto state machine (each of 400 states jumps to
// the next or to another on data, and may leave) is a cycle in which
// removing a header's edges leaves nearly the same cycle, level after
// level. The nest stops at 8 levels of irreducible loops, checked and
// found in well under a second.
func TestStateMachineDepth(t *testing.T) {
	const states = 400
	succs := [][]int{{1, 1 + states/2}}
	for k := 0; k < states; k++ {
		succs = append(succs, []int{1 + (k+1)%states, 1 + (7*k+3)%states, states + 1})
	}
	succs = append(succs, nil)
	start := time.Now()
	n := nestOfCFG(t, succs)
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the nest of %d blocks took %v", len(succs), d)
	}
	depth := 0
	for _, l := range n.Loops {
		if !l.Irreducible {
			t.Errorf("natural loop %s in a machine whose cycles have no dominating header", loopShape(l))
		}
		depth = max(depth, l.Depth)
	}
	if depth != 8 {
		t.Errorf("irreducible loops nest %d deep, want 8 (the bound)", depth)
	}
}
