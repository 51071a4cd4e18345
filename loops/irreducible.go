package loops

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

// Irreducible loops. A cycle entered at several blocks (a goto into the
// middle of a loop, a state machine) has no header that dominates it, so it
// holds no back edge and is no natural loop. Such cycles are what is left of
// the reachable CFG once the natural loops' back edges are removed: its
// non-trivial strongly connected components. Each becomes a Loop with
// Irreducible set, as LLVM's CycleInfo and Havlak's loop nesting forest make
// them: its header is the entry (a block with a predecessor outside) first in
// reverse post order, its latches the blocks with an edge to the header.
// The cycles that remain inside a component once the edges into its header
// are removed are found the same way and nest inside it.
//
// A component's blocks are completed with the blocks of every natural loop
// whose header lies in it: a natural loop entered from the component is
// inside it, so that the loops' blocks form a laminar family (two loops are
// disjoint or one holds the other) and the nest's parents and Innermost
// stay consistent. A cycle through the blocks of a natural loop L and
// blocks outside L passes L's header (L's header dominates its blocks, and a
// block outside L that reaches one of them without the header would be in
// L), so a component holds L's header or lies within or outside L.
//
// An irreducible loop gets no induction variable and no trip count: the
// trace takes its average trip from the block counts, per entry into any of
// its blocks (statictrace).

// findIrreducible returns the irreducible loops of g: natural are the
// natural loops already found. The loops are made in reverse post order of
// their components' first blocks, outer components before the ones inside.
func findIrreducible(g *cfg.Graph, natural []*Loop) []*Loop {
	n := len(g.Succs)
	rpo := g.RPO()
	pos := make([]int, n)
	for i := range pos {
		pos[i] = -1
	}
	for i, b := range rpo {
		pos[b] = i
	}
	// The natural loops by header.
	natAt := make([]*Loop, n)
	for _, l := range natural {
		natAt[l.Header] = l
	}
	ib := &irrBuilder{g: g, pos: pos, natAt: natAt, index: make([]int, n), low: make([]int, n), onStack: make([]bool, n), in: make([]bool, n)}
	var out []*Loop
	var split func(nodes []int, depth int)
	split = func(nodes []int, depth int) {
		for _, comp := range ib.components(nodes) {
			l := ib.loop(comp)
			out = append(out, l)
			if depth+1 >= maxIrreducibleDepth {
				continue
			}
			// The cycles left without the edges into the header:
			// the component without its header.
			rest := make([]int, 0, len(comp)-1)
			for _, b := range comp {
				if b != l.Header {
					rest = append(rest, b)
				}
			}
			split(rest, depth+1)
		}
	}
	split(rpo, 0)
	return out
}

// maxIrreducibleDepth bounds the nesting of irreducible loops inside one
// another. A state machine of gotos (a lexer, an interpreter's dispatch)
// is a cycle that removing a header's edges leaves a cycle of nearly the
// same blocks, level after level: a nest as deep as its states, whose
// loops would each hold most of the function (an 8,000-block machine of
// 2,000 states: 1,000 levels, 5 million loop blocks). Such loops have no
// counter, and their nesting tells the trace nothing beyond a few levels;
// the cycles left inside the deepest ones are walked as their blocks
// (statictrace ends an iteration where its walk comes back to a block).
const maxIrreducibleDepth = 8

// irrBuilder holds the scratch of findIrreducible.
type irrBuilder struct {
	g     *cfg.Graph
	pos   []int   // position in reverse post order, -1 if unreachable
	natAt []*Loop // natural loop by header
	// Tarjan's scratch, indexed by block.
	index, low []int
	onStack    []bool
	in         []bool // the node set being split
}

// components returns the strongly connected components of the subgraph of
// the reachable CFG induced by nodes (in reverse post order) without the
// natural loops' back edges, those of more than one block only (a block's
// edge to itself is a back edge), each in reverse post order, ordered by
// their first block.
func (ib *irrBuilder) components(nodes []int) [][]int {
	g := ib.g
	for _, b := range nodes {
		ib.in[b] = true
		ib.index[b] = -1
	}
	defer func() {
		for _, b := range nodes {
			ib.in[b] = false
		}
	}()
	// edge reports whether b -> s is an edge of the subgraph.
	edge := func(b, s int) bool {
		return ib.in[s] && !g.Dominates(s, b)
	}
	var comps [][]int
	var stack []int
	type frame struct{ b, next int }
	counter := 0
	for _, root := range nodes {
		if ib.index[root] >= 0 {
			continue
		}
		// Iterative Tarjan.
		calls := []frame{{root, 0}}
		ib.index[root], ib.low[root] = counter, counter
		counter++
		stack = append(stack, root)
		ib.onStack[root] = true
		for len(calls) > 0 {
			top := &calls[len(calls)-1]
			b := top.b
			if top.next < len(g.Succs[b]) {
				s := g.Succs[b][top.next]
				top.next++
				if !edge(b, s) {
					continue
				}
				if ib.index[s] < 0 {
					ib.index[s], ib.low[s] = counter, counter
					counter++
					stack = append(stack, s)
					ib.onStack[s] = true
					calls = append(calls, frame{s, 0})
				} else if ib.onStack[s] {
					ib.low[b] = min(ib.low[b], ib.index[s])
				}
				continue
			}
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				p := calls[len(calls)-1].b
				ib.low[p] = min(ib.low[p], ib.low[b])
			}
			if ib.low[b] != ib.index[b] {
				continue
			}
			var comp []int
			for {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				ib.onStack[x] = false
				comp = append(comp, x)
				if x == b {
					break
				}
			}
			if len(comp) > 1 {
				sort.Slice(comp, func(i, j int) bool { return ib.pos[comp[i]] < ib.pos[comp[j]] })
				comps = append(comps, comp)
			}
		}
	}
	sort.SliceStable(comps, func(i, j int) bool { return ib.pos[comps[i][0]] < ib.pos[comps[j][0]] })
	return comps
}

// loop makes the irreducible loop of component comp (in reverse post order).
func (ib *irrBuilder) loop(comp []int) *Loop {
	g := ib.g
	l := &Loop{Irreducible: true, Test: -1, set: map[int]bool{}}
	for _, b := range comp {
		l.set[b] = true
	}
	// The natural loops whose header lies in it, and theirs in turn (a
	// natural loop's nested loops lie in its blocks already).
	for _, b := range comp {
		if nat := ib.natAt[b]; nat != nil {
			for _, x := range nat.Blocks {
				l.set[x] = true
			}
		}
	}
	for b := range l.set {
		l.Blocks = append(l.Blocks, b)
	}
	sort.Ints(l.Blocks)
	for _, b := range l.Blocks {
		for _, p := range g.Preds[b] {
			if g.Reachable(p) && !l.set[p] {
				l.Entries = append(l.Entries, b)
				break
			}
		}
	}
	l.Header = comp[0]
	for _, b := range comp { // reverse post order: the first entry
		if containsInt(l.Entries, b) {
			l.Header = b
			break
		}
	}
	for _, b := range l.Blocks {
		if containsInt(g.Succs[b], l.Header) {
			l.Latches = append(l.Latches, b)
		}
		for _, s := range g.Succs[b] {
			if !l.set[s] {
				l.Exiting = append(l.Exiting, b)
				break
			}
		}
	}
	l.Why = fmt.Sprintf("entered at several blocks (irreducible control flow: %s)", entryLines(g, l.Entries))
	return l
}

// entryLine returns the source line of an entry block: of its first
// instruction other than a phi (-O2's phis carry their variable's
// declaration), else its first line.
func entryLine(blk *irreader.Block) int {
	for _, in := range blk.Insts {
		if _, phi := in.IR.(*ir.InstPhi); !phi && in.Line > 0 {
			return in.Line
		}
	}
	return blk.Line()
}

// entryLines names the source lines of blocks: "lines 9 and 12", "lines 3,
// 5 and 8", "line 4" (one line, or none known: "no line").
func entryLines(g *cfg.Graph, blocks []int) string {
	var lines []int
	for _, b := range blocks {
		if ln := entryLine(g.Func.Blocks[b]); ln > 0 && !containsInt(lines, ln) {
			lines = append(lines, ln)
		}
	}
	sort.Ints(lines)
	switch len(lines) {
	case 0:
		return "no line"
	case 1:
		return fmt.Sprintf("line %d", lines[0])
	}
	s := make([]string, len(lines))
	for i, ln := range lines {
		s[i] = fmt.Sprint(ln)
	}
	return "lines " + strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
