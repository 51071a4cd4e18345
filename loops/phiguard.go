package loops

// Joins whose arms agree under the tests that select them. clang writes a
// value that is special-cased on a few inputs as a phi: the storage of
// std::vector<double> v(n) at -O2 is [null, null] when n == 0,
// [p, p + 1] when n == 1 (the fill's first element peeled) and [p, p + n]
// otherwise, so its length is n on every path. An arm whose value differs
// from the general one is reached only through an equality test (x == c
// taken, or x != c not taken); where substituting that equality makes the
// two equal — general - arm is a constant multiple of x - c — the join is
// the general value on every path.

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// maxGuardClimb bounds the single-predecessor chain climbed from an arm's
// edge to the test that selects it.
const maxGuardClimb = 4

// joinArm is one incoming edge of a phi: the block it comes from and the
// arm's value there.
type joinArm struct {
	pred *ir.Block
	val  poly.Poly
}

// agreeing returns the value of a phi in block join whose arms are arms:
// their common value, or the general value — an arm's value such that
// every arm that differs from it is reached only under an equality test
// that makes it equal (arms are tried in order). ok is false otherwise.
func (env *Env) agreeing(f *irreader.Func, join *ir.Block, arms []joinArm, nest *Nest, depth int) (poly.Poly, bool) {
	if len(arms) == 0 {
		return nil, false
	}
	same := true
	for _, a := range arms[1:] {
		same = same && a.val.Sub(arms[0].val).Lua() == "0"
	}
	if same {
		return arms[0].val, true
	}
	guards := make([]poly.Poly, len(arms))
	tried := make([]bool, len(arms))
	for _, g := range arms {
		if _, isConst := g.val.IsConst(); isConst {
			continue // a special case, not the general value
		}
		ok := true
		for j, a := range arms {
			diff := g.val.Sub(a.val)
			if diff.Lua() == "0" {
				continue
			}
			if !tried[j] {
				tried[j] = true
				if eq, found := env.edgeEquality(f, a.pred, join, nest, depth); found {
					guards[j] = eq
				}
			}
			if guards[j] == nil || !constMultiple(diff, guards[j]) {
				ok = false
				break
			}
		}
		if ok {
			return g.val, true
		}
	}
	return nil, false
}

// edgeEquality returns x - c for the equality x == c that holds whenever
// the edge from pred to join is taken: pred (or the block whose only
// successor chain leads to it) ends in a conditional branch on x == c
// whose taken side leads here, or on x != c whose other side does.
func (env *Env) edgeEquality(f *irreader.Func, pred, join *ir.Block, nest *Nest, depth int) (poly.Poly, bool) {
	preds := env.predsOf(f)
	to := join
	for i := 0; i < maxGuardClimb && pred != nil; i++ {
		br, ok := pred.Term.(*ir.TermCondBr)
		if !ok {
			if _, plain := pred.Term.(*ir.TermBr); !plain || len(preds[pred]) != 1 {
				return nil, false
			}
			pred, to = preds[pred][0], pred
			continue
		}
		if br.TargetTrue == br.TargetFalse {
			return nil, false
		}
		taken := br.TargetTrue == value.Value(to)
		if flag, ok := br.Cond.(*ir.InstPhi); ok {
			// A flag joined from constants (jump threading's "the
			// vector was empty"): the value the edge needs comes from
			// one arm, whose own edge carries the equality.
			return env.flagEquality(f, flag, taken, nest, depth+1)
		}
		cmp, ok := stripIntCasts(br.Cond).(*ir.InstICmp)
		if !ok {
			return nil, false
		}
		if !(cmp.Pred == enum.IPredEQ && taken) && !(cmp.Pred == enum.IPredNE && !taken) {
			return nil, false
		}
		if isPointer(cmp.X) {
			return env.pointerDistance(f, cmp.X, cmp.Y, nest, depth+1, nil)
		}
		x, ok := env.sym(f, cmp.X, nest, depth+1)
		if !ok {
			return nil, false
		}
		y, ok := env.sym(f, cmp.Y, nest, depth+1)
		if !ok {
			return nil, false
		}
		return x.Sub(y), true
	}
	return nil, false
}

// flagEquality returns the equality edgeEquality gives for a branch on
// flag, a phi of i1 constants, going the way value (true or false) sends
// it: the equality of the one arm that brings that value.
func (env *Env) flagEquality(f *irreader.Func, flag *ir.InstPhi, want bool, nest *Nest, depth int) (poly.Poly, bool) {
	if depth > maxDepth {
		return nil, false
	}
	var from *ir.Block
	for _, inc := range flag.Incs {
		c, ok := inc.X.(*constant.Int)
		if !ok {
			return nil, false
		}
		if (c.X.Sign() != 0) != want {
			continue
		}
		pred, ok := inc.Pred.(*ir.Block)
		if !ok || from != nil {
			return nil, false
		}
		from = pred
	}
	join, _ := env.position(f, flag)
	if from == nil || join == nil {
		return nil, false
	}
	return env.edgeEquality(f, from, join, nest, depth+1)
}

// constMultiple reports whether d is a constant multiple of e (e not a
// constant: a test of a constant decides nothing about the parameters).
func constMultiple(d, e poly.Poly) bool {
	if _, ok := e.IsConst(); ok {
		return false
	}
	for k, c := range e {
		if k == "" || c == 0 {
			continue
		}
		alpha := d[k] / c
		return d.Sub(e.Scale(alpha)).Lua() == "0"
	}
	return false
}
