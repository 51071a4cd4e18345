package heuristic

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
	"strings"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
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

// ErrorExit reports whether the edge from block from to block to of main
// starts a straight path (each block with one successor) that reaches a
// return of a non-zero constant status: directly (ret i32 1), through the
// return block's phi (-O2, where the value depends on the edge), or
// through the return-value slot (-O0: the last store to it on the path).
func ErrorExit(g *cfg.Graph, from, to int) bool {
	if g.Func.Name != "main" {
		return false
	}
	return leavesWithError(g, to, from)
}

// leavesWithError follows the straight path from block b, entered from
// block prev. The returned value is followed back through the phis of the
// path's blocks (-O2 merges the exits into chains of phis) and, at -O0,
// through the return-value slot.
func leavesWithError(g *cfg.Graph, b, prev int) bool {
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

// failureCalls are the noreturn functions that end a program with a
// failure whatever their arguments (and isLibraryThrow's); exitCalls end
// it with the status of their argument (err and errx take it first too).
var (
	failureCalls = map[string]bool{"abort": true, "__assert_fail": true, "__assert_perror_fail": true, "__stack_chk_fail": true,
		"_ZSt9terminatev": true, "__cxa_bad_alloc": true}
	exitCalls = map[string]bool{"exit": true, "_exit": true, "_Exit": true, "quick_exit": true, "err": true, "errx": true, "verr": true, "verrx": true}
)

// failsFrom reports whether every path from block b ends the program with
// a failure: a straight path (each block with one successor, at most
// maxErrorPath of them) to a call of abort, __assert_fail or exit with a
// non-zero constant status. A cold path that ends with exit(0) or in a
// user's noreturn function is not one: it may be the program's way to
// finish.
func failsFrom(g *cfg.Graph, b int) bool {
	f := g.Func
	for steps := 0; steps < maxErrorPath; steps++ {
		for _, in := range f.Blocks[b].IR.Insts {
			c, ok := in.(*ir.InstCall)
			if !ok {
				continue
			}
			name := calleeName(c)
			if failureCall(name) {
				return true
			}
			if exitCalls[name] && len(c.Args) > 0 {
				k, ok := irreader.ArgValue(c.Args[0]).(*constant.Int)
				return ok && k.X.Sign() != 0
			}
		}
		if inv, ok := f.Blocks[b].IR.Term.(*ir.TermInvoke); ok {
			// A throwing library call invoked under a cleanup (-O2's
			// inlined vector growth): its normal destination is
			// unreachable.
			if fn, ok := irreader.StripPtrCasts(inv.Invokee).(*ir.Func); ok && failureCall(fn.Name()) {
				return true
			}
		}
		if len(g.Succs[b]) != 1 {
			return false
		}
		b = g.Succs[b][0]
	}
	return false
}

// failureCall reports whether a call of name ends the program with a
// failure whatever its arguments: failureCalls and the library's throws.
func failureCall(name string) bool { return failureCalls[name] || isLibraryThrow(name) }

// isLibraryThrow reports whether name is one of libstdc++'s std::__throw_*
// functions (_ZSt20__throw_length_errorPKc, _ZSt24__throw_out_of_range_fmtPKcz,
// _ZSt28__throw_bad_array_new_lengthv ...): how the library reports a
// misuse (a vector grown past max_size, at() out of range), a failure of the
// run like abort. A user's own throw (__cxa_throw) is not one: the program
// may catch it.
func isLibraryThrow(name string) bool {
	rest, ok := strings.CutPrefix(name, "_ZSt")
	if !ok {
		return false
	}
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	return i > 0 && strings.HasPrefix(rest[i:], "__throw_")
}
