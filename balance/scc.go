package balance

// Strongly connected components by Tarjan's algorithm: R. E. Tarjan,
// "Depth-first search and linear graph algorithms", SIAM Journal on
// Computing 1(2), 1972. The search keeps its own stack instead of
// recursing, so a chain of 60 000 blocks costs a slice, not 60 000 frames.

// sccFinder finds the strongly connected components of subgraphs of one
// graph. Its per-node arrays are allocated once and reused by every run.
type sccFinder struct {
	succs   [][]int
	index   []int32 // DFS number in the current run, -1 before the node is reached
	low     []int32 // smallest DFS number reachable through the node's subtree and one edge
	onStack []bool
	stack   []int      // Tarjan's stack of nodes whose component is still open
	call    []sccFrame // the depth-first search's own stack
}

// sccFrame is one node on the search stack and the next edge it tries.
type sccFrame struct {
	node, next int
}

func newSCCFinder(succs [][]int) *sccFinder {
	n := len(succs)
	f := &sccFinder{succs: succs, index: make([]int32, n), low: make([]int32, n), onStack: make([]bool, n)}
	for i := range f.index {
		f.index[i] = -1
	}
	return f
}

// components returns the strongly connected components of the subgraph of
// nodes and of the edges keep accepts (keep(a, k) for a's k-th successor;
// it must accept only edges between nodes of the list). The components come
// in reverse topological order, each one after every component it reaches:
// order holds their nodes one component after another, and component c is
// order[start[c]:start[c+1]].
func (f *sccFinder) components(nodes []int, keep func(a, k int) bool) (order, start []int) {
	for _, b := range nodes {
		f.index[b] = -1
	}
	order = make([]int, 0, len(nodes))
	start = []int{0}
	var next int32
	push := func(b int) {
		f.index[b], f.low[b] = next, next
		next++
		f.stack = append(f.stack, b)
		f.onStack[b] = true
		f.call = append(f.call, sccFrame{node: b})
	}
	for _, root := range nodes {
		if f.index[root] >= 0 {
			continue
		}
		push(root)
		for len(f.call) > 0 {
			top := &f.call[len(f.call)-1]
			b := top.node
			descended := false
			for top.next < len(f.succs[b]) {
				k := top.next
				top.next++
				if !keep(b, k) {
					continue
				}
				s := f.succs[b][k]
				if f.index[s] < 0 {
					push(s) // top is stale from here on
					descended = true
					break
				}
				if f.onStack[s] && f.index[s] < f.low[b] {
					f.low[b] = f.index[s]
				}
			}
			if descended {
				continue
			}
			f.call = f.call[:len(f.call)-1]
			if len(f.call) > 0 {
				if p := f.call[len(f.call)-1].node; f.low[b] < f.low[p] {
					f.low[p] = f.low[b]
				}
			}
			if f.low[b] != f.index[b] {
				continue
			}
			// b is the root of a component: everything above it on the stack.
			for {
				x := f.stack[len(f.stack)-1]
				f.stack = f.stack[:len(f.stack)-1]
				f.onStack[x] = false
				order = append(order, x)
				if x == b {
					break
				}
			}
			start = append(start, len(order))
		}
	}
	return order, start
}
