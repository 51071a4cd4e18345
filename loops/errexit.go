package loops

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// The error-exit heuristic: in main, an edge to a straight path that
// leaves the program with a non-zero status (return 1 after a failed
// allocation or a bad argument count) is never taken. LLVM 14 has no such
// heuristic: its zero heuristic calls posix_memalign(...) != 0 likely
// (20/32), so the most probable path of main would be the error exit and
// every count after the check would be scaled by 12/32. Programs are run
// to do their work; the error paths are the ones Ball and Larus's return
// heuristic calls unlikely.

// maxErrorPath bounds the blocks followed along an error path.
const maxErrorPath = 16

// errorExit reports whether the edge from block from to block to of main
// starts a straight path (each block with one successor) that reaches a
// return of a non-zero constant status: directly (ret i32 1), through the
// return block's phi (-O2, where the value depends on the edge), or
// through the return-value slot (-O0: the last store to it on the path).
func (n *Nest) errorExit(from, to int) bool {
	if n.Graph.Func.Name != "main" {
		return false
	}
	return n.leavesWithError(to, from)
}

// leavesWithError follows the straight path from block b, entered from
// block prev. The returned value is followed back through the phis of the
// path's blocks (-O2 merges the exits into chains of phis) and, at -O0,
// through the return-value slot.
func (n *Nest) leavesWithError(b, prev int) bool {
	g := n.Graph
	f := g.Func
	var stored []*ir.InstStore
	phis := map[value.Value]value.Value{} // a phi of the path and its value on it
	for steps := 0; steps < maxErrorPath; steps++ {
		blk := f.Blocks[b]
		for _, in := range blk.IR.Insts {
			switch x := in.(type) {
			case *ir.InstStore:
				stored = append(stored, x)
			case *ir.InstPhi:
				for _, inc := range x.Incs {
					if prev >= 0 && inc.Pred == value.Value(f.Blocks[prev].IR) {
						phis[x] = inc.X
					}
				}
			}
		}
		if ret, ok := blk.Term.TermIR.(*ir.TermRet); ok {
			if ret.X == nil {
				return false
			}
			v := ret.X
			for i := 0; i < maxErrorPath; i++ {
				w, ok := phis[v]
				if !ok {
					break
				}
				v = w
			}
			if ld, ok := v.(*ir.InstLoad); ok {
				v = nil
				for _, st := range stored {
					if st.Dst == ld.Src {
						v = st.Src
					}
				}
			}
			c, ok := v.(*constant.Int)
			return ok && c.X.Sign() != 0
		}
		if len(g.Succs[b]) != 1 {
			return false
		}
		prev, b = b, g.Succs[b][0]
	}
	return false
}
