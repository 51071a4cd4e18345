package dom

// Tree is the dominator tree of a graph.
type Tree struct {
	Idom []int // immediate dominator, -1 for the entry and unreachable nodes
	RPO  []int // reverse postorder of reachable nodes
	RPON []int // position of a node in RPO, -1 if unreachable
}

// Compute returns the dominator tree of the graph whose node i has the
// successors succs[i] and the predecessors preds[i]; node 0 is the entry.
func Compute(succs, preds [][]int) *Tree {
	n := len(succs)
	t := &Tree{RPON: make([]int, n), Idom: make([]int, n)}
	for i := range t.RPON {
		t.RPON[i] = -1
		t.Idom[i] = -1
	}
	if n == 0 {
		return t
	}
	// Iterative DFS for postorder.
	visited := make([]bool, n)
	var post []int
	type frame struct{ b, next int }
	stack := []frame{{0, 0}}
	visited[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(succs[top.b]) {
			s := succs[top.b][top.next]
			top.next++
			if !visited[s] {
				visited[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	t.RPO = make([]int, len(post))
	for i, b := range post {
		t.RPO[len(post)-1-i] = b
	}
	for i, b := range t.RPO {
		t.RPON[b] = i
	}
	t.Idom[0] = 0
	for changed := true; changed; {
		changed = false
		for _, b := range t.RPO[1:] {
			nd := -1
			for _, p := range preds[b] {
				if t.Idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = t.intersect(p, nd)
				}
			}
			if nd >= 0 && t.Idom[b] != nd {
				t.Idom[b] = nd
				changed = true
			}
		}
	}
	t.Idom[0] = -1
	return t
}

func (t *Tree) intersect(a, b int) int {
	for a != b {
		for t.RPON[a] > t.RPON[b] {
			a = t.idomOrEntry(a)
		}
		for t.RPON[b] > t.RPON[a] {
			b = t.idomOrEntry(b)
		}
	}
	return a
}

func (t *Tree) idomOrEntry(b int) int {
	if b == 0 {
		return 0
	}
	return t.Idom[b]
}

// Reachable reports whether b is reachable from the entry.
func (t *Tree) Reachable(b int) bool { return b >= 0 && b < len(t.RPON) && t.RPON[b] >= 0 }

// Dominates reports whether a dominates b (every reachable node dominates
// itself; nothing dominates or is dominated by an unreachable node).
func (t *Tree) Dominates(a, b int) bool {
	if !t.Reachable(a) || !t.Reachable(b) {
		return false
	}
	for b != a {
		if b == 0 {
			return false
		}
		b = t.Idom[b]
	}
	return true
}
