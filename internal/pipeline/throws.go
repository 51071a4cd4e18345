package pipeline

import (
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/irreader"
)

// throwCalls are the functions a C++ throw calls: a throw expression
// (__cxa_throw, with the thrown type's typeinfo as second argument), a
// rethrow (throw;) and std::rethrow_exception.
var throwCalls = map[string]bool{"__cxa_throw": true, "__cxa_rethrow": true, "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE": true}

// unknownType stands for an exception whose type the IR does not name (a
// rethrow): only a catch-all catches it.
const unknownType = "?"

// markThrows marks in est.Affected the blocks whose counts assume that a
// call returns although it may throw: the balance equations take every call
// as returning and every invoke as going to its normal destination (the
// unwind assumption), which holds for the library's failures (bad_alloc,
// out_of_range: error exits) but not for a program that throws and catches
// its own exceptions where data decides (a parser's syntax error). A throw
// is live when its block runs or its count rests on an estimate; a
// function throws the types its live throws and the calls it makes throw,
// less those its landing pads catch (the typeinfo's bases followed, catch
// (...) catching all). After a live call that may throw, every block the
// call's block reaches is affected: its count is that of a run whose calls
// return. It returns the source lines of those calls (each once, sorted),
// nil when the program throws nothing that runs.
func (s *Session) markThrows(est *estimate.Estimate, res *balance.Result) []int {
	throws := map[string]map[string]bool{} // function → the types it may throw
	ancestors := map[string][]string{}
	caught := func(t string, pad *ir.InstLandingPad) bool {
		if pad == nil {
			return false
		}
		for _, c := range pad.Clauses {
			if c.Type != enum.ClauseTypeCatch {
				continue
			}
			x := irreader.StripPtrCasts(c.X)
			if _, null := x.(*constant.Null); null {
				return true // catch (...)
			}
			g, ok := x.(*ir.Global)
			if !ok || t == unknownType {
				continue
			}
			as, ok := ancestors[t]
			if !ok {
				as = typeBases(s.Module, t)
				ancestors[t] = as
			}
			if slices.Contains(as, g.Name()) {
				return true
			}
		}
		return false
	}
	add := func(f string, types map[string]bool, pad *ir.InstLandingPad) bool {
		changed := false
		for t := range types {
			if caught(t, pad) {
				continue
			}
			if throws[f] == nil {
				throws[f] = map[string]bool{}
			}
			if !throws[f][t] {
				throws[f][t], changed = true, true
			}
		}
		return changed
	}
	affected := func(f string, b int) bool {
		aff := est.Affected[f]
		return aff != nil && aff[b]
	}
	lines := map[int]bool{}
	for changed := true; changed; {
		changed = false
		for _, fc := range res.Funcs {
			f := fc.Func
			for b, blk := range f.Blocks {
				if fc.Counts[b] <= countEps && !affected(f.Name, b) {
					continue
				}
				for _, in := range blk.Insts {
					if in.Opcode != "call" && in.Opcode != "invoke" {
						continue
					}
					var types map[string]bool
					if throwCalls[in.Callee] {
						types = map[string]bool{thrownType(in): true}
					} else if types = throws[in.Callee]; len(types) == 0 {
						continue
					}
					var pad *ir.InstLandingPad
					if inv, ok := in.TermIR.(*ir.TermInvoke); ok {
						pad = landingPad(inv)
					}
					changed = add(f.Name, types, pad) || changed
					if throwCalls[in.Callee] && in.Opcode == "call" {
						continue // its block ends there (unreachable)
					}
					if in.Line > 0 {
						lines[in.Line] = true
					}
					changed = s.markReached(est, res, f, b) || changed
				}
			}
		}
	}
	if len(lines) == 0 {
		return nil
	}
	out := make([]int, 0, len(lines))
	for l := range lines {
		out = append(out, l)
	}
	slices.Sort(out)
	return out
}

// markReached marks as affected the blocks of f that block b's successors
// reach, reporting whether one was not marked before.
func (s *Session) markReached(est *estimate.Estimate, res *balance.Result, f *irreader.Func, b int) bool {
	if est.Affected == nil {
		est.Affected = map[string][]bool{}
	}
	aff := est.Affected[f.Name]
	if aff == nil {
		aff = make([]bool, len(f.Blocks))
		est.Affected[f.Name] = aff
	}
	changed := false
	seen := make([]bool, len(f.Blocks))
	var stack []int
	for _, succ := range f.Blocks[b].Succs() {
		stack = append(stack, succ.Index)
	}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		changed = changed || !aff[x]
		aff[x] = true
		for _, succ := range f.Blocks[x].Succs() {
			stack = append(stack, succ.Index)
		}
	}
	return changed
}

// thrownType names the typeinfo a throw call throws (__cxa_throw's second
// argument), unknownType for a rethrow or a typeinfo the IR computes.
func thrownType(in *irreader.Inst) string {
	c, ok := in.IR.(*ir.InstCall)
	if !ok || len(c.Args) < 2 {
		return unknownType
	}
	if g, ok := irreader.StripPtrCasts(c.Args[1]).(*ir.Global); ok {
		return g.Name()
	}
	return unknownType
}

// landingPad returns the landingpad instruction of an invoke's unwind
// destination, nil when it has none.
func landingPad(inv *ir.TermInvoke) *ir.InstLandingPad {
	b, ok := inv.ExceptionRetTarget.(*ir.Block)
	if !ok {
		return nil
	}
	for _, in := range b.Insts {
		if lp, ok := in.(*ir.InstLandingPad); ok {
			return lp
		}
	}
	return nil
}

// maxTypeDepth bounds the typeinfo initialisers typeBases looks through
// (a class's typeinfo names its bases' typeinfos, one level per base).
const maxTypeDepth = 64

// typeBases lists the typeinfo t and those of its base classes, which a
// catch of any of them catches: the typeinfo globals (_ZTI...) its
// initialiser names, followed recursively. A typeinfo only declared in the
// module (a library class's) names no bases.
func typeBases(m *irreader.Module, t string) []string {
	globals := map[string]*ir.Global{}
	for _, g := range m.LL.Globals {
		if strings.HasPrefix(g.Name(), "_ZTI") {
			globals[g.Name()] = g
		}
	}
	out := []string{t}
	var visit func(c value.Value, depth int)
	visit = func(c value.Value, depth int) {
		if depth > maxTypeDepth {
			return
		}
		switch x := c.(type) {
		case *ir.Global:
			if g := globals[x.Name()]; g != nil && !slices.Contains(out, x.Name()) {
				out = append(out, x.Name())
				if g.Init != nil {
					visit(g.Init, depth+1)
				}
			}
		case *constant.Struct:
			for _, f := range x.Fields {
				visit(f, depth+1)
			}
		case *constant.Array:
			for _, e := range x.Elems {
				visit(e, depth+1)
			}
		case *constant.ExprBitCast:
			visit(x.From, depth+1)
		case *constant.ExprGetElementPtr:
			visit(x.Src, depth+1)
		}
	}
	if g := globals[t]; g != nil && g.Init != nil {
		visit(g.Init, 0)
	}
	return out
}
