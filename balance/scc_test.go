package balance

import (
	"math/rand"
	"testing"
)

// naiveSCC returns, per node of the list, the set of listed nodes in its
// strongly connected component under the kept edges: those it reaches and
// that reach it, by a transitive closure (Warshall's algorithm).
func naiveSCC(succs [][]int, nodes []int, keep func(a, k int) bool) map[int]map[int]bool {
	reach := map[int]map[int]bool{}
	for _, a := range nodes {
		reach[a] = map[int]bool{a: true}
		for k, s := range succs[a] {
			if keep(a, k) {
				reach[a][s] = true
			}
		}
	}
	for _, k := range nodes {
		for _, i := range nodes {
			if !reach[i][k] {
				continue
			}
			for j := range reach[k] {
				reach[i][j] = true
			}
		}
	}
	comp := map[int]map[int]bool{}
	for _, a := range nodes {
		comp[a] = map[int]bool{}
		for _, b := range nodes {
			if reach[a][b] && reach[b][a] {
				comp[a][b] = true
			}
		}
	}
	return comp
}

// TestComponents holds Tarjan's algorithm to the transitive closure on
// random graphs, with random subsets of nodes and edges, and checks that
// every kept edge between components goes to an earlier one.
func TestComponents(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 500; i++ {
		n := 1 + r.Intn(25)
		succs := make([][]int, n)
		for a := range succs {
			for k := r.Intn(4); k > 0; k-- {
				succs[a] = append(succs[a], r.Intn(n))
			}
		}
		in := make([]bool, n)
		var nodes []int
		for a := 0; a < n; a++ {
			if r.Intn(5) > 0 {
				in[a] = true
				nodes = append(nodes, a)
			}
		}
		r.Shuffle(len(nodes), func(i, j int) { nodes[i], nodes[j] = nodes[j], nodes[i] })
		dropped := map[[2]int]bool{}
		for a := range succs {
			for k := range succs[a] {
				dropped[[2]int{a, k}] = r.Intn(6) == 0
			}
		}
		keep := func(a, k int) bool { return in[succs[a][k]] && !dropped[[2]int{a, k}] }
		f := newSCCFinder(succs)
		order, start := f.components(nodes, keep)
		// A second run on the same finder must give the same answer.
		order2, _ := f.components(nodes, keep)
		want := naiveSCC(succs, nodes, keep)
		if len(order) != len(nodes) || len(order2) != len(nodes) {
			t.Fatalf("graph %d: %d and %d nodes in components, want %d", i, len(order), len(order2), len(nodes))
		}
		compOf := map[int]int{}
		for c := 0; c+1 < len(start); c++ {
			for _, a := range order[start[c]:start[c+1]] {
				compOf[a] = c
			}
		}
		for _, a := range nodes {
			for _, b := range nodes {
				if same := compOf[a] == compOf[b]; same != want[a][b] {
					t.Fatalf("graph %d %v: nodes %d and %d in one component: %v, want %v", i, succs, a, b, same, want[a][b])
				}
			}
			for k, s := range succs[a] {
				if keep(a, k) && compOf[s] > compOf[a] {
					t.Fatalf("graph %d %v: edge %d->%d goes to a later component", i, succs, a, s)
				}
			}
		}
		for p := range order {
			if order[p] != order2[p] {
				t.Fatalf("graph %d: the second run differs", i)
			}
		}
	}
}

// TestComponentsDeep runs the search down a chain of a million nodes, as
// one cycle and as a path: one component, then a million.
func TestComponentsDeep(t *testing.T) {
	const n = 1000000
	succs := make([][]int, n)
	nodes := make([]int, n)
	for a := range succs {
		succs[a] = []int{(a + 1) % n}
		nodes[a] = a
	}
	f := newSCCFinder(succs)
	if _, start := f.components(nodes, func(a, k int) bool { return true }); len(start) != 2 {
		t.Errorf("cycle of %d nodes: %d components, want 1", n, len(start)-1)
	}
	order, start := f.components(nodes, func(a, k int) bool { return a != n-1 })
	if len(start) != n+1 || order[0] != n-1 || order[n-1] != 0 {
		t.Errorf("path of %d nodes: %d components, first %d, last %d; want %d, %d, 0", n, len(start)-1, order[0], order[n-1], n, n-1)
	}
}
