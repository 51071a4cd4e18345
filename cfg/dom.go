package cfg

// Dominators by the iterative algorithm of Cooper, Harvey and Kennedy,
// "A Simple, Fast Dominance Algorithm" (Software Practice & Experience, 2001).

func (g *Graph) computeDominators() {
	n := len(g.Succs)
	g.rpoN = make([]int, n)
	for i := range g.rpoN {
		g.rpoN[i] = -1
	}
	// Iterative DFS for postorder.
	visited := make([]bool, n)
	var post []int
	type frame struct{ b, next int }
	stack := []frame{{0, 0}}
	visited[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(g.Succs[top.b]) {
			s := g.Succs[top.b][top.next]
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
	g.rpo = make([]int, len(post))
	for i, b := range post {
		g.rpo[len(post)-1-i] = b
	}
	for i, b := range g.rpo {
		g.rpoN[b] = i
	}
	g.idom = make([]int, n)
	for i := range g.idom {
		g.idom[i] = -1
	}
	g.idom[0] = 0
	for changed := true; changed; {
		changed = false
		for _, b := range g.rpo[1:] {
			nd := -1
			for _, p := range g.Preds[b] {
				if g.idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = g.intersect(p, nd)
				}
			}
			if nd >= 0 && g.idom[b] != nd {
				g.idom[b] = nd
				changed = true
			}
		}
	}
	g.idom[0] = -1
}

func (g *Graph) intersect(a, b int) int {
	for a != b {
		for g.rpoN[a] > g.rpoN[b] {
			a = g.idomOrEntry(a)
		}
		for g.rpoN[b] > g.rpoN[a] {
			b = g.idomOrEntry(b)
		}
	}
	return a
}

func (g *Graph) idomOrEntry(b int) int {
	if b == 0 {
		return 0
	}
	return g.idom[b]
}

// IDom returns the immediate dominator of b, or -1 for the entry and unreachable blocks.
func (g *Graph) IDom(b int) int { return g.idom[b] }

// Dominates reports whether a dominates b (every block dominates itself).
func (g *Graph) Dominates(a, b int) bool {
	if !g.Reachable(a) || !g.Reachable(b) {
		return false
	}
	for b != a {
		if b == 0 {
			return false
		}
		b = g.idom[b]
	}
	return true
}
