package pipeline

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/irreader"
)

// unknownType stands for an exception whose type the IR does not name (a
// rethrow): only a catch-all catches it.
const unknownType = "?"

// throwSite is a call on a live block that may pass on an exception the
// program throws itself (or a setjmp a longjmp comes back to): f's block
// b, at source line line.
type throwSite struct {
	f    *irreader.Func
	b    int
	line int
}

// throwSites finds the calls that may pass on an exception the program
// throws itself. The balance equations take every call as returning and
// every invoke as going to its normal destination (the unwind assumption),
// which holds for the library's failures (bad_alloc, out_of_range: error
// exits) but not for a program that throws and catches its own exceptions
// where data decides (a parser's syntax error). A block is live when it
// runs or its count rests on an estimate (est.Affected), or an invoke that
// may throw reaches it; a function throws the types its live throws and
// the calls it makes throw, less those its landing pads catch (the
// typeinfo's bases followed, catch (...) catching all). It returns the
// invokes and the plain calls of live blocks that may throw, and the source
// lines of both (each once, sorted).
func (s *Session) throwSites(est *estimate.Estimate, res *balance.Result) (invokes, calls []throwSite, lines []int) {
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
				as = irreader.TypeBases(s.Module.LL, t)
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
	// live starts as the blocks that run or rest on an estimate; the
	// blocks a call that may throw reaches join it.
	live := &estimate.Estimate{Affected: map[string][]bool{}}
	for _, fc := range res.Funcs {
		aff := make([]bool, len(fc.Counts))
		for b, n := range fc.Counts {
			aff[b] = n > countEps || est.IsAffected(fc.Func.Name, b)
		}
		live.Affected[fc.Func.Name] = aff
	}
	type site struct {
		f string
		b int
	}
	seen := map[site]bool{}
	at := map[int]bool{}
	for changed := true; changed; {
		changed = false
		for _, fc := range res.Funcs {
			f := fc.Func
			for b, blk := range f.Blocks {
				if !live.IsAffected(f.Name, b) {
					continue
				}
				for _, in := range blk.Insts {
					if in.Opcode != "call" && in.Opcode != "invoke" {
						continue
					}
					var types map[string]bool
					if irreader.IsThrow(in.Callee) {
						types = map[string]bool{thrownType(in): true}
					} else if types = throws[in.Callee]; len(types) == 0 {
						continue
					}
					var pad *ir.InstLandingPad
					if inv, ok := in.TermIR.(*ir.TermInvoke); ok {
						pad = landingPad(inv)
					}
					changed = add(f.Name, types, pad) || changed
					if irreader.IsThrow(in.Callee) && in.Opcode == "call" {
						continue // its block ends there (unreachable)
					}
					if !seen[site{f.Name, b}] {
						seen[site{f.Name, b}] = true
						ts := throwSite{f: f, b: b, line: in.Line}
						if in.Opcode == "invoke" {
							invokes = append(invokes, ts)
						} else {
							calls = append(calls, ts)
						}
						if in.Line > 0 {
							at[in.Line] = true
						}
					}
					changed = markReached(live, f, b) || changed
				}
			}
		}
	}
	for l := range at {
		lines = append(lines, l)
	}
	slices.Sort(lines)
	return invokes, calls, lines
}

// markThrows marks in est.Affected the blocks whose counts assume that
// the calls of sites return: every block a site's block reaches in its
// function, and every block of the functions those call. (A function a
// call leaves by an exception does not come back to its blocks after the
// call; an invoke's landing pad may join its normal path again, which the
// nudge of its unwind edge tells instead.)
func (s *Session) markThrows(est *estimate.Estimate, res *balance.Result, sites []throwSite) {
	for _, c := range sites {
		markReached(est, c.f, c.b)
		markCallees(est, res, c.f)
	}
}

// markReached marks as affected the blocks of f that block b's successors
// reach, reporting whether one was not marked before.
func markReached(est *estimate.Estimate, f *irreader.Func, b int) bool {
	aff := affectedOf(est, f)
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

// markCallees marks every block of the functions that the marked blocks of
// f call, and of the functions those call: their number of calls rests on
// what the marks rest on.
func markCallees(est *estimate.Estimate, res *balance.Result, f *irreader.Func) {
	done := map[string]bool{}
	var visit func(f *irreader.Func, all bool)
	visit = func(f *irreader.Func, all bool) {
		for b, blk := range f.Blocks {
			if !all && !est.IsAffected(f.Name, b) {
				continue
			}
			for _, in := range blk.Insts {
				if in.Callee == "" || done[in.Callee] {
					continue
				}
				fc := res.Func(in.Callee)
				if fc == nil {
					continue
				}
				done[in.Callee] = true
				aff := affectedOf(est, fc.Func)
				for i := range aff {
					aff[i] = true
				}
				visit(fc.Func, true)
			}
		}
	}
	visit(f, false)
}

// setjmps are the functions that save a context a longjmp
// (estimate.IsLongjmp) comes back to.
var setjmps = map[string]bool{"setjmp": true, "_setjmp": true, "sigsetjmp": true, "__sigsetjmp": true}

// markLongjmps marks, when a longjmp of the program runs or rests on an
// estimate, the blocks its jump may run again: every block a live setjmp's
// block reaches in its function, and the functions those call. The
// balance equations see setjmp return once; the run comes back to it at
// every longjmp. It reports whether it marked any.
func (s *Session) markLongjmps(est *estimate.Estimate, res *balance.Result) bool {
	jumps := false
	var sets []throwSite
	for _, fc := range res.Funcs {
		for b, blk := range fc.Func.Blocks {
			if fc.Counts[b] <= countEps && !est.IsAffected(fc.Func.Name, b) {
				continue
			}
			for _, in := range blk.Insts {
				switch {
				case in.Indirect:
				case estimate.IsLongjmp(in.Callee):
					jumps = true
				case setjmps[in.Callee]:
					sets = append(sets, throwSite{f: fc.Func, b: b})
				}
			}
		}
	}
	if !jumps || len(sets) == 0 {
		return false
	}
	s.markThrows(est, res, sets)
	return true
}

// affectedOf returns est.Affected's marks of f, made when f has none.
func affectedOf(est *estimate.Estimate, f *irreader.Func) []bool {
	if est.Affected == nil {
		est.Affected = map[string][]bool{}
	}
	aff := est.Affected[f.Name]
	if aff == nil {
		aff = make([]bool, len(f.Blocks))
		est.Affected[f.Name] = aff
	}
	return aff
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
