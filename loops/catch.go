package loops

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// catchDispatch derives a catch's dispatch: the compare of a landing pad's
// selector with llvm.eh.typeid.for(T), which picks the catch of type T
// (or the next clause, or the resume). The exceptions that reach the pads
// are those of the throws that unwind to them (an invoke of __cxa_throw of
// a known type S); the pad's selector is the first catch clause that takes
// S (S or a base of it, or catch (...)), so the compare holds where that
// clause is T. Calls that may throw otherwise are the unwind assumption's,
// never taken. It returns P(false target) where every throw reaching the
// pads decides the compare alike; ok is false where none does, or they
// differ, or a type is unknown.
func (n *Nest) catchDispatch(cmp *ir.InstICmp) (string, bool) {
	if cmp.Pred != enum.IPredEQ && cmp.Pred != enum.IPredNE {
		return "", false
	}
	sel, tid := cmp.X, cmp.Y
	T, ok := typeidFor(tid)
	if !ok {
		sel, tid = tid, sel
		if T, ok = typeidFor(tid); !ok {
			return "", false
		}
	}
	ev, ok := sel.(*ir.InstExtractValue)
	if !ok || len(ev.Indices) != 1 || ev.Indices[0] != 1 {
		return "", false
	}
	pads, ok := landingPads(ev.X, map[*ir.InstPhi]bool{})
	if !ok {
		return "", false
	}
	f := n.Graph.Func
	holds, throws := false, 0
	for _, lp := range pads {
		pb, _ := n.Env.position(f, lp)
		if pb == nil {
			return "", false
		}
		b := f.BlockOf(pb).Index
		for _, p := range n.Graph.Preds[b] {
			inv, ok := f.Blocks[p].Term.TermIR.(*ir.TermInvoke)
			if !ok || !irreader.InvokesThrow(inv) || value.Value(pb) != inv.ExceptionRetTarget {
				continue
			}
			if len(inv.Args) < 2 {
				return "", false
			}
			g, ok := irreader.StripPtrCasts(inv.Args[1]).(*ir.Global)
			if !ok {
				return "", false
			}
			picked := ""
			bases := irreader.TypeBases(n.Env.Module.LL, g.Name())
			for _, c := range lp.Clauses {
				if c.Type != enum.ClauseTypeCatch {
					continue
				}
				x := irreader.StripPtrCasts(c.X)
				if _, null := x.(*constant.Null); null {
					picked = "..."
					break
				}
				if cg, ok := x.(*ir.Global); ok && slices.Contains(bases, cg.Name()) {
					picked = cg.Name()
					break
				}
			}
			h := picked == T
			if throws > 0 && h != holds {
				return "", false
			}
			holds = h
			throws++
		}
	}
	if throws == 0 {
		return "", false
	}
	if holds == (cmp.Pred == enum.IPredEQ) {
		return "0", true
	}
	return "1", true
}

// landingPads returns the landing pads whose value v is: one, or a phi of
// such values (pads that share a catch), ok false for anything else.
func landingPads(v value.Value, seen map[*ir.InstPhi]bool) ([]*ir.InstLandingPad, bool) {
	switch x := v.(type) {
	case *ir.InstLandingPad:
		return []*ir.InstLandingPad{x}, true
	case *ir.InstPhi:
		if seen[x] {
			return nil, true // its pads are collected where it was first met
		}
		if len(seen) > maxPhiWeb {
			return nil, false
		}
		seen[x] = true
		var out []*ir.InstLandingPad
		for _, inc := range x.Incs {
			pads, ok := landingPads(inc.X, seen)
			if !ok {
				return nil, false
			}
			out = append(out, pads...)
		}
		return out, true
	}
	return nil, false
}

// typeidFor returns the typeinfo an llvm.eh.typeid.for call names.
func typeidFor(v value.Value) (string, bool) {
	c, ok := v.(*ir.InstCall)
	if !ok || len(c.Args) != 1 {
		return "", false
	}
	if fn, ok := irreader.StripPtrCasts(c.Callee).(*ir.Func); !ok || fn.Name() != "llvm.eh.typeid.for" {
		return "", false
	}
	g, ok := irreader.StripPtrCasts(c.Args[0]).(*ir.Global)
	if !ok {
		return "", false
	}
	return g.Name(), true
}
