package cfg

import (
	"fmt"
	"math/rand"
	"strconv"
	"testing"
	"time"

	"github.com/reusescope/reusescope/irreader"

	"github.com/reusescope/reusescope/internal/timebound"
)

// naiveAssignKeys is the plain form of AssignKeys: for a taken base it tries
// base_2, base_3, … from 2 every time, quadratic in the sites sharing a base.
// It returns the keys and groups in site order instead of setting them.
func naiveAssignKeys(graphs []*Graph) (keys, groups []string) {
	used := map[string]bool{}
	unique := func(base string) string {
		if !used[base] {
			used[base] = true
			return base
		}
		for k := 2; ; k++ {
			c := base + "_" + strconv.Itoa(k)
			if !used[c] {
				used[c] = true
				return c
			}
		}
	}
	for _, g := range graphs {
		for i := 0; i < len(g.Sites); i++ {
			s := g.Sites[i]
			base := baseKey(g, s)
			if s.Kind == CondBr {
				keys = append(keys, unique(base))
				groups = append(groups, "")
				continue
			}
			group := unique(base)
			for ; i < len(g.Sites) && g.Sites[i].Block == s.Block && g.Sites[i].Kind == SwitchCase; i++ {
				c := g.Sites[i]
				key := group + "_case" + strconv.Itoa(c.Succ)
				if c.Succ == 0 {
					key = group + "_default"
				}
				used[key] = true
				keys = append(keys, key)
				groups = append(groups, group)
			}
			i--
		}
	}
	return keys, groups
}

// siteGraph returns a graph with only the fields AssignKeys reads: blocks
// named as given, each ending in a conditional branch (cases < 2) or a
// switch with that many targets, at the given line and column (0: none).
func siteGraph(fn string, blocks []string, cases, lines, cols []int) *Graph {
	f := &irreader.Func{Name: fn, Defined: true}
	g := &Graph{Func: f}
	for b, name := range blocks {
		f.Blocks = append(f.Blocks, &irreader.Block{Func: f, Index: b, Name: name})
		if cases[b] < 2 {
			g.Sites = append(g.Sites, &Site{Func: f, Block: b, Succ: 1, Line: lines[b], Col: cols[b], Kind: CondBr})
			continue
		}
		for k := 0; k < cases[b]; k++ {
			g.Sites = append(g.Sites, &Site{Func: f, Block: b, Succ: k, Line: lines[b], Col: cols[b], Kind: SwitchCase})
		}
	}
	return g
}

// TestAssignKeysRandom holds AssignKeys to the naive search on random
// modules built to collide: lines and columns from {1, 2}, and functions and
// blocks without debug locations named so that T_<func>_<block> spells a
// suffixed key of another base (function "1", block "1_2" gives T_1_1_2) or
// a switch case's key (block "1_case1", "1_default").
func TestAssignKeysRandom(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	funcNames := []string{"1", "1_1", "1_2", "f", "f.1"}
	blockNames := []string{"1", "2", "1_2", "1_3", "2_2", "1_case1", "1_default", "2_2_2", "x", "x_2", "x.2"}
	for i := 0; i < 2000; i++ {
		var gs []*Graph
		for nf := 1 + r.Intn(4); nf > 0; nf-- {
			n := 1 + r.Intn(12)
			blocks := make([]string, n)
			cases, lines, cols := make([]int, n), make([]int, n), make([]int, n)
			for b := range blocks {
				blocks[b] = blockNames[r.Intn(len(blockNames))]
				if r.Intn(3) == 0 {
					cases[b] = 2 + r.Intn(3)
				}
				if r.Intn(2) == 0 {
					lines[b], cols[b] = 1+r.Intn(2), 1+r.Intn(2)
				}
			}
			gs = append(gs, siteGraph(funcNames[r.Intn(len(funcNames))], blocks, cases, lines, cols))
		}
		wantKeys, wantGroups := naiveAssignKeys(gs)
		AssignKeys(gs)
		j := 0
		for _, g := range gs {
			for _, s := range g.Sites {
				if s.Key != wantKeys[j] || s.Group != wantGroups[j] {
					t.Fatalf("module %d, site %d (%s block %s): key %s group %q, want %s group %q", i, j, g.Func.Name, g.Func.Blocks[s.Block].Name, s.Key, s.Group, wantKeys[j], wantGroups[j])
				}
				j++
			}
		}
	}
}

// keysUnits bounds AssignKeys on manyBranches branches of one source line.
const (
	manyBranches = 20000
	keysUnits    = 300 // reference units of timebound: about 0.75 s
)

// TestAssignKeysOneLine gives manyBranches conditional branches and a
// switch on one line (a macro expanded many times) their keys T_4_5,
// T_4_5_2, … within keysUnits.
func TestAssignKeysOneLine(t *testing.T) {
	n := manyBranches + 1
	blocks := make([]string, n)
	cases, lines, cols := make([]int, n), make([]int, n), make([]int, n)
	for b := range blocks {
		blocks[b] = "b" + strconv.Itoa(b)
		lines[b], cols[b] = 4, 5
	}
	cases[n/2] = 3 // the switch in the middle
	g := siteGraph("f", blocks, cases, lines, cols)
	start := time.Now()
	AssignKeys([]*Graph{g})
	elapsed := time.Since(start)
	t.Logf("%d sites on one line: %v", len(g.Sites), elapsed)
	timebound.Within(t, elapsed, keysUnits, fmt.Sprintf("AssignKeys of %d sites on one line", len(g.Sites)))
	seen := map[string]bool{}
	for i, s := range g.Sites {
		want := "T_4_5"
		if i > 0 {
			want = fmt.Sprintf("T_4_5_%d", i+1)
		}
		switch {
		case i == n/2 || i == n/2+1 || i == n/2+2: // the switch's three cases
			want = fmt.Sprintf("T_4_5_%d_case%d", n/2+1, s.Succ)
			if s.Succ == 0 {
				want = fmt.Sprintf("T_4_5_%d_default", n/2+1)
			}
		case i > n/2+2:
			want = fmt.Sprintf("T_4_5_%d", i-1)
		}
		if s.Key != want || seen[s.Key] {
			t.Fatalf("site %d: key %s (seen before: %v), want %s", i, s.Key, seen[s.Key], want)
		}
		seen[s.Key] = true
	}
}
