package cfg

import (
	"fmt"
	"strconv"

	"github.com/reusescope/reusescope/internal/dom"
	"github.com/reusescope/reusescope/irreader"
)

// Graph is the CFG of one function. Nodes are block indices of Func.Blocks.
type Graph struct {
	Func  *irreader.Func
	Succs [][]int // successors in terminator order (switch: default first)
	Preds [][]int
	Sites []*Site // branch sites in block order
	// SiteOf maps a block index to the sites of its terminator.
	SiteOf map[int][]*Site

	dom  *dom.Tree
	idom []int // immediate dominator, -1 for the entry and unreachable blocks
	rpo  []int // reverse postorder of reachable blocks
	rpoN []int // position of a block in rpo, -1 if unreachable
}

// SiteKind says what kind of branch a site is.
type SiteKind int

// The site kinds.
const (
	CondBr     SiteKind = iota // two-way conditional br; the site's probability is that of Succ (the false target)
	SwitchCase                 // one case (or the default) of a switch
	Invoke                     // invoke; the site's probability is that of Succ (the unwind target: the call throws)
)

// Site is one probability the branch-probability script must give.
type Site struct {
	Key   string
	Func  *irreader.Func
	Block int // block index
	Succ  int // successor index (into Graph.Succs[Block]) whose probability this is
	Line  int
	Col   int
	Kind  SiteKind
	// Group is the switch's base key for SwitchCase sites ("" otherwise).
	Group string
	// Case is the case value printed ("3"), or "default".
	Case string
}

// Target returns the block the site's probability leads to.
func (s *Site) Target(g *Graph) *irreader.Block { return g.Func.Blocks[g.Succs[s.Block][s.Succ]] }

// Build builds the CFG of a defined function. Site keys are provisional
// (unique within the function); use AssignKeys over all analysed functions.
func Build(f *irreader.Func) (*Graph, error) {
	if !f.Defined {
		return nil, fmt.Errorf("function %s is not defined", f.Name)
	}
	n := len(f.Blocks)
	g := &Graph{Func: f, Succs: make([][]int, n), Preds: make([][]int, n), SiteOf: map[int][]*Site{}}
	for _, b := range f.Blocks {
		for _, s := range b.Succs() {
			if s == nil {
				return nil, fmt.Errorf("function %s: block %s branches outside the function", f.Name, b.Name)
			}
			g.Succs[b.Index] = append(g.Succs[b.Index], s.Index)
			g.Preds[s.Index] = append(g.Preds[s.Index], b.Index)
		}
		g.addSites(b)
	}
	g.computeDominators()
	AssignKeys([]*Graph{g})
	return g, nil
}

func (g *Graph) addSites(b *irreader.Block) {
	t := b.Term
	succ := g.Succs[b.Index]
	switch t.Class {
	case irreader.ClassCondBr:
		if len(succ) == 2 && succ[0] != succ[1] {
			s := &Site{Func: g.Func, Block: b.Index, Succ: 1, Line: t.Line, Col: t.Col, Kind: CondBr}
			g.Sites = append(g.Sites, s)
			g.SiteOf[b.Index] = append(g.SiteOf[b.Index], s)
		}
	case irreader.ClassCall:
		// An invoke goes to its normal target (successor 0) when the
		// call returns and to its landing pad (successor 1) when it throws.
		if t.Opcode == "invoke" && len(succ) == 2 && succ[0] != succ[1] {
			s := &Site{Func: g.Func, Block: b.Index, Succ: 1, Line: t.Line, Col: t.Col, Kind: Invoke}
			g.Sites = append(g.Sites, s)
			g.SiteOf[b.Index] = append(g.SiteOf[b.Index], s)
		}
		// A callbr (asm goto) falls through (successor 0) or jumps to one
		// of its indirect targets: one site per destination, as a switch.
		if t.Opcode == "callbr" && len(succ) >= 2 {
			for k := range succ {
				s := &Site{Func: g.Func, Block: b.Index, Succ: k, Line: t.Line, Col: t.Col, Kind: SwitchCase, Case: "fallthrough"}
				if k > 0 {
					s.Case = "indirect " + strconv.Itoa(k)
				}
				g.Sites = append(g.Sites, s)
				g.SiteOf[b.Index] = append(g.SiteOf[b.Index], s)
			}
		}
	case irreader.ClassSwitch:
		if len(succ) < 2 {
			return
		}
		cases := caseValues(b)
		for k := range succ {
			s := &Site{Func: g.Func, Block: b.Index, Succ: k, Line: t.Line, Col: t.Col, Kind: SwitchCase, Case: "default"}
			if k > 0 {
				s.Case = strconv.Itoa(k)
				if k-1 < len(cases) {
					s.Case = cases[k-1]
				}
			}
			g.Sites = append(g.Sites, s)
			g.SiteOf[b.Index] = append(g.SiteOf[b.Index], s)
		}
	}
}

// Entry returns the entry block index (always 0).
func (g *Graph) Entry() int { return 0 }

// Reachable reports whether block b is reachable from the entry.
func (g *Graph) Reachable(b int) bool { return g.rpoN[b] >= 0 }

// RPO returns the reachable blocks in reverse postorder.
func (g *Graph) RPO() []int { return g.rpo }

// Exits returns the blocks with no successors (ret, unreachable, resume).
func (g *Graph) Exits() []int {
	var out []int
	for b, s := range g.Succs {
		if len(s) == 0 {
			out = append(out, b)
		}
	}
	return out
}
