package loops

// Loops whose test is a conjunction of two compares of one counter.

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// conjunctionCounter gives loop l, whose test goes on while two compares of
// its counter both hold (-O2's i < ii + B && i < n, an and or a select of
// the two), that counter with both compared values (BoundValue, Also) and
// no trip formula: the trace evaluates each instance's trip, the first
// bound the counter meets, and the addresses of the body; the
// probabilities come from elsewhere.
func (n *Nest) conjunctionCounter(l *Loop, br *ir.TermCondBr) {
	f := n.Graph.Func
	if !l.set[f.BlockOf(br.TargetTrue.(*ir.Block)).Index] {
		return // the loop goes on where the condition fails
	}
	var c1, c2 value.Value
	switch c := stripIntCasts(br.Cond).(type) {
	case *ir.InstAnd:
		c1, c2 = c.X, c.Y
	case *ir.InstSelect: // c1 ? c2 : false
		if k, ok := intConst(c.ValueFalse); !ok || k != 0 {
			return
		}
		c1, c2 = c.Cond, c.ValueTrue
	case *ir.InstPhi: // -O0: phi [false, the first test's block], [c2, the second's]
		var ok bool
		if c1, c2, ok = andPhi(c); !ok {
			return
		}
	default:
		return
	}
	var iv *IndVar
	var off int64
	rel := ""
	var bounds []value.Value
	for _, c := range []value.Value{c1, c2} {
		cmp, ok := stripIntCasts(c).(*ir.InstICmp)
		if !ok || isUnsignedPred(cmp.Pred) && cmp.Pred != enum.IPredULT {
			return
		}
		x := n.ivOf(l, cmp.X)
		if x == nil || iv != nil && (x.Slot != iv.Slot || n.lastOff != off) {
			return
		}
		r := relOf(cmp.Pred)
		if r != "<" && r != "<=" || rel != "" && r != rel {
			return
		}
		iv, off, rel = x, n.lastOff, r
		bounds = append(bounds, cmp.Y)
	}
	if iv == nil || iv.Step <= 0 {
		return
	}
	iv.Off, iv.Rel, iv.BoundValue, iv.Also = off, rel, bounds[0], bounds[1]
	l.IV = iv
	n.ivSym[iv.Slot] = iv.Sym // inner loops may start at it (i = j)
	l.Why = fmt.Sprintf("%s stops at the first of two bounds: each instance's trip is no polynomial", iv.Name)
}

// andPhi reads clang -O0's a && b: a phi of false, from a block P that
// branches on a to Q or to the phi's block, and of b, from Q, which P alone
// enters and which goes on to the phi's block.
func andPhi(phi *ir.InstPhi) (a, b value.Value, ok bool) {
	if len(phi.Incs) != 2 {
		return nil, nil, false
	}
	for k, inc := range phi.Incs {
		if c, isConst := intConst(inc.X); !isConst || c != 0 {
			continue
		}
		other := phi.Incs[1-k]
		p, ok1 := inc.Pred.(*ir.Block)
		q, ok2 := other.Pred.(*ir.Block)
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		br, ok := p.Term.(*ir.TermCondBr)
		if !ok || br.TargetTrue != value.Value(q) {
			return nil, nil, false
		}
		if jmp, ok := q.Term.(*ir.TermBr); !ok || jmp.Target != br.TargetFalse {
			return nil, nil, false
		}
		return br.Cond, other.X, true
	}
	return nil, nil, false
}
