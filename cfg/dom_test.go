package cfg_test

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

// naiveDominators computes dominator sets by the textbook iterative dataflow
// (Dom(entry) = {entry}; Dom(b) = {b} ∪ ⋂ Dom(p) over reachable predecessors p),
// with reachability found by a separate search. dom[b][a] reports whether a
// dominates b; unreachable blocks have no dominators.
func naiveDominators(succs [][]int) (dom [][]bool, reach []bool) {
	n := len(succs)
	reach = make([]bool, n)
	reach[0] = true
	stack := []int{0}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range succs[b] {
			if !reach[s] {
				reach[s] = true
				stack = append(stack, s)
			}
		}
	}
	preds := make([][]int, n)
	for b, ss := range succs {
		for _, s := range ss {
			preds[s] = append(preds[s], b)
		}
	}
	dom = make([][]bool, n)
	for b := range dom {
		dom[b] = make([]bool, n)
		if !reach[b] {
			continue
		}
		for a := range dom[b] {
			dom[b][a] = reach[a] // start from "everything reachable"
		}
	}
	dom[0] = make([]bool, n)
	dom[0][0] = true
	for changed := true; changed; {
		changed = false
		for b := 1; b < n; b++ {
			if !reach[b] {
				continue
			}
			next := make([]bool, n)
			for a := range next {
				next[a] = reach[a]
			}
			for _, p := range preds[b] {
				if !reach[p] {
					continue
				}
				for a := range next {
					next[a] = next[a] && dom[p][a]
				}
			}
			next[b] = true
			for a := range next {
				if next[a] != dom[b][a] {
					changed = true
				}
			}
			dom[b] = next
		}
	}
	return dom, reach
}

// naiveIDom returns the immediate dominator of b from dominator sets: the strict
// dominator that all other strict dominators dominate; -1 for the entry and
// unreachable blocks.
func naiveIDom(dom [][]bool, b int) int {
	if b == 0 {
		return -1
	}
	for d := range dom[b] {
		if d == b || !dom[b][d] {
			continue
		}
		all := true
		for o := range dom[b] {
			if o != b && dom[b][o] && !dom[d][o] {
				all = false
				break
			}
		}
		if all {
			return d
		}
	}
	return -1
}

// checkDominators compares the graph's dominator tree with the naive one.
func checkDominators(t *testing.T, where string, g *cfg.Graph) {
	t.Helper()
	if err := g.Check(); err != nil {
		t.Errorf("%s: Check: %v", where, err)
	}
	dom, reach := naiveDominators(g.Succs)
	n := len(g.Succs)
	nReach := 0
	for b := 0; b < n; b++ {
		if g.Reachable(b) != reach[b] {
			t.Errorf("%s: Reachable(%d) = %v, want %v", where, b, g.Reachable(b), reach[b])
		}
		if reach[b] {
			nReach++
		}
		if got, want := g.IDom(b), naiveIDom(dom, b); got != want {
			t.Errorf("%s: IDom(%d) = %d, want %d", where, b, got, want)
		}
		for a := 0; a < n; a++ {
			if got := g.Dominates(a, b); got != dom[b][a] {
				t.Errorf("%s: Dominates(%d, %d) = %v, want %v", where, a, b, got, dom[b][a])
			}
		}
	}
	// RPO: every reachable block once, entry first, every dominator before the
	// blocks it dominates, every other block after one of its predecessors (its
	// parent in the depth-first tree), and, when the graph is reducible, every
	// edge that is not a back edge (target dominates source) forward.
	rpo := g.RPO()
	if len(rpo) != nReach || (nReach > 0 && rpo[0] != 0) {
		t.Errorf("%s: RPO %v has %d blocks, want %d starting with 0", where, rpo, len(rpo), nReach)
	}
	pos := make([]int, n)
	for i := range pos {
		pos[i] = -1
	}
	for i, b := range rpo {
		if pos[b] >= 0 {
			t.Errorf("%s: RPO lists block %d twice", where, b)
		}
		pos[b] = i
	}
	for _, b := range rpo {
		for a := 0; a < n; a++ {
			if dom[b][a] && pos[a] > pos[b] {
				t.Errorf("%s: block %d dominates %d but follows it in RPO %v", where, a, b, rpo)
			}
		}
		earlier := b == 0
		for _, p := range g.Preds[b] {
			if pos[p] >= 0 && pos[p] < pos[b] {
				earlier = true
			}
		}
		if !earlier {
			t.Errorf("%s: no predecessor of %d precedes it in RPO %v", where, b, rpo)
		}
	}
	if reducible(g.Succs, dom, reach) {
		for b, ss := range g.Succs {
			for _, s := range ss {
				if reach[b] && !dom[b][s] && pos[s] <= pos[b] {
					t.Errorf("%s: forward edge %d->%d goes backwards in RPO %v", where, b, s, rpo)
				}
			}
		}
	}
}

// reducible reports whether the reachable part of the graph is acyclic once the
// back edges b->s (s dominates b) are removed, by Kahn's topological sort.
func reducible(succs [][]int, dom [][]bool, reach []bool) bool {
	n := len(succs)
	indeg := make([]int, n)
	for b, ss := range succs {
		for _, s := range ss {
			if reach[b] && !dom[b][s] {
				indeg[s]++
			}
		}
	}
	var queue []int
	left := 0
	for b := 0; b < n; b++ {
		if reach[b] {
			left++
			if indeg[b] == 0 {
				queue = append(queue, b)
			}
		}
	}
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		left--
		for _, s := range succs[b] {
			if dom[b][s] {
				continue
			}
			if indeg[s]--; indeg[s] == 0 {
				queue = append(queue, s)
			}
		}
	}
	return left == 0
}

// TestDominatorsTestdata checks every defined function of every .ll under
// testdata/ll against the naive computation.
func TestDominatorsTestdata(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "ll", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata .ll files (%v)", err)
	}
	nf := 0
	for _, file := range files {
		m, err := irreader.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m.DefinedFuncs() {
			g, err := cfg.Build(f)
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			checkDominators(t, filepath.Base(file)+":"+f.Name, g)
			nf++
		}
	}
	t.Logf("%d functions in %d files", nf, len(files))
}

// randomLL returns the text of a function with n blocks whose terminators are
// chosen at random: ret, br, conditional br or a switch, to any block but the
// entry unless toEntry is set (LLVM's verifier forbids branches to the entry
// block, but llir accepts them). Some blocks end up unreachable.
func randomLL(r *rand.Rand, n int, toEntry bool) string {
	var sb strings.Builder
	sb.WriteString("define void @f(i1 %c, i32 %s) {\n")
	target := func() string {
		if toEntry {
			return fmt.Sprintf("%%b%d", r.Intn(n))
		}
		return fmt.Sprintf("%%b%d", 1+r.Intn(n-1))
	}
	for b := 0; b < n; b++ {
		fmt.Fprintf(&sb, "b%d:\n", b)
		k := r.Intn(10)
		switch {
		case n == 1 || k == 0:
			sb.WriteString("  ret void\n")
		case k <= 3:
			fmt.Fprintf(&sb, "  br label %s\n", target())
		case k <= 8:
			fmt.Fprintf(&sb, "  br i1 %%c, label %s, label %s\n", target(), target())
		default:
			fmt.Fprintf(&sb, "  switch i32 %%s, label %s [", target())
			for c := 0; c < 1+r.Intn(3); c++ {
				fmt.Fprintf(&sb, " i32 %d, label %s", c, target())
			}
			sb.WriteString(" ]\n")
		}
	}
	sb.WriteString("}\n")
	return sb.String()
}

// maxRandomBlocks bounds the size of the random CFGs; the naive algorithm is
// cubic, and 24 blocks already give irreducible graphs of every shape.
const maxRandomBlocks = 24

// TestDominatorsRandom checks Cooper–Harvey–Kennedy against the naive
// algorithm on random CFGs, reducible or not.
func TestDominatorsRandom(t *testing.T) {
	const nGraphs = 500
	r := rand.New(rand.NewSource(1))
	nRed := 0
	for i := 0; i < nGraphs; i++ {
		// The last fifth may branch back to the entry.
		src := randomLL(r, 1+r.Intn(maxRandomBlocks), i >= nGraphs*4/5)
		m, err := irreader.Parse("random.ll", []byte(src))
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		g, err := cfg.Build(m.Func("f"))
		if err != nil {
			t.Fatal(err)
		}
		before := t.Failed()
		checkDominators(t, fmt.Sprintf("random %d", i), g)
		if !before && t.Failed() {
			t.Fatalf("random CFG %d:\n%s", i, src)
		}
		dom, reach := naiveDominators(g.Succs)
		if reducible(g.Succs, dom, reach) {
			nRed++
		}
	}
	t.Logf("%d of %d random CFGs are reducible", nRed, nGraphs)
}
