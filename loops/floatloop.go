package loops

// Loops counted by a floating-point accumulation: a time loop
// (while (t < tend) { ...; t += dt; }) or a float counter
// (for (x = 0.0f; x < 10.0f; x += 0.5f)). Every addition rounds, so the
// trip is no formula of the bound: it is counted as the machine adds
// (poly.FloatSteps, math.fsteps in the script), from the start, step and
// bound evaluated as the program computes them, each operation rounded to
// the counter's type.

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// fexpr is a floating-point value of the program computed from constants
// and parameters: its Lua expression and its value for given parameters,
// each operation rounded as the program rounds it (to float where the
// program computes in float: math.fround).
type fexpr struct {
	lua  string
	eval func(vals map[string]float64) (float64, bool)
}

// constant returns e's value when it reads no parameter.
func (e fexpr) constant() (float64, bool) { return e.eval(nil) }

// isSingle reports whether t is LLVM's float (rather than double).
func isSingle(t types.Type) bool {
	ft, ok := t.(*types.FloatType)
	return ok && ft.Kind == types.FloatKindFloat
}

// isFloat reports whether t is float or double, the types whose
// arithmetic the analysis rounds as the machine does.
func isFloat(t types.Type) bool {
	ft, ok := t.(*types.FloatType)
	return ok && (ft.Kind == types.FloatKindFloat || ft.Kind == types.FloatKindDouble)
}

// fround rounds e to float (math.fround in Lua).
func fround(e fexpr) fexpr {
	return fexpr{lua: "math.fround(" + e.lua + ")", eval: func(vals map[string]float64) (float64, bool) {
		x, ok := e.eval(vals)
		return float64(float32(x)), ok
	}}
}

// floatValue returns the floating-point value v of f as an fexpr: a
// constant, a parameter read from the arguments (atof, strtod), an integer
// of the parameters converted (sitofp), arithmetic of those, a local
// written once, a function's argument that every call passes the same.
func (env *Env) floatValue(f *irreader.Func, v value.Value, depth int) (fexpr, bool) {
	if depth > maxDepth || !isFloat(v.Type()) {
		return fexpr{}, false
	}
	rec := func(x value.Value) (fexpr, bool) { return env.floatValue(f, x, depth+1) }
	if lp := env.inputs[v]; lp != nil {
		name := lp.Name
		return fexpr{lua: poly.Sym(name).Lua(), eval: func(vals map[string]float64) (float64, bool) {
			x, ok := vals[name]
			return x, ok
		}}, true
	}
	single := isSingle(v.Type())
	rounded := func(e fexpr) fexpr {
		if single {
			return fround(e)
		}
		return e
	}
	switch x := v.(type) {
	case *ir.Arg:
		return rec(x.Value)
	case *constant.Float:
		c, _ := x.X.Float64()
		if math.IsInf(c, 0) || math.IsNaN(c) {
			return fexpr{}, false
		}
		lua := strconv.FormatFloat(c, 'g', -1, 64)
		if c < 0 {
			lua = "(" + lua + ")"
		}
		return fexpr{lua: lua, eval: func(map[string]float64) (float64, bool) { return c, true }}, true
	case *ir.InstSIToFP, *ir.InstUIToFP:
		var src value.Value
		if s, ok := x.(*ir.InstSIToFP); ok {
			src = s.From
		} else {
			src = x.(*ir.InstUIToFP).From
		}
		p, ok := env.sym(f, src, nil, depth+1)
		if !ok {
			return fexpr{}, false
		}
		for _, s := range p.Syms() {
			if IsCounterSym(s) {
				return fexpr{}, false
			}
		}
		if _, unsigned := x.(*ir.InstUIToFP); unsigned {
			if w := intBits(src.Type()); w > 0 && w < 64 {
				p = env.asUnsigned(p, w) // n - 1 with n = 0 is 2^w - 1
			}
		}
		return rounded(fexpr{lua: "(" + p.Lua() + ")", eval: p.Eval}), true
	case *ir.InstFPExt:
		return rec(x.From)
	case *ir.InstFPTrunc:
		e, ok := rec(x.From)
		if !ok {
			return fexpr{}, false
		}
		return fround(e), true
	case *ir.InstFNeg:
		e, ok := rec(x.X)
		if !ok {
			return fexpr{}, false
		}
		return fexpr{lua: "(-" + e.lua + ")", eval: func(vals map[string]float64) (float64, bool) {
			a, ok := e.eval(vals)
			return -a, ok
		}}, true
	case *ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFDiv:
		var a, b value.Value
		var op string
		var fn func(p, q float64) float64
		switch y := x.(type) {
		case *ir.InstFAdd:
			a, b, op, fn = y.X, y.Y, "+", func(p, q float64) float64 { return p + q }
		case *ir.InstFSub:
			a, b, op, fn = y.X, y.Y, "-", func(p, q float64) float64 { return p - q }
		case *ir.InstFMul:
			a, b, op, fn = y.X, y.Y, "*", func(p, q float64) float64 { return p * q }
		case *ir.InstFDiv:
			a, b, op, fn = y.X, y.Y, "/", func(p, q float64) float64 { return p / q }
		}
		ea, ok := rec(a)
		if !ok {
			return fexpr{}, false
		}
		eb, ok := rec(b)
		if !ok {
			return fexpr{}, false
		}
		return rounded(fexpr{lua: "(" + ea.lua + " " + op + " " + eb.lua + ")", eval: func(vals map[string]float64) (float64, bool) {
			p, ok1 := ea.eval(vals)
			q, ok2 := eb.eval(vals)
			return fn(p, q), ok1 && ok2
		}}), true
	case *ir.InstLoad:
		al, ok := x.Src.(*ir.InstAlloca)
		if !ok || env.useOf(f, al) > usePreserved {
			return fexpr{}, false
		}
		if st := f.SingleStore(al); st != nil {
			return rec(st.Src)
		}
	case *ir.InstPhi, *ir.InstSelect:
		// Arms that agree (the same value reached two ways).
		var arms []value.Value
		if p, ok := x.(*ir.InstPhi); ok {
			for _, inc := range p.Incs {
				arms = append(arms, inc.X)
			}
		} else {
			s := x.(*ir.InstSelect)
			arms = []value.Value{s.ValueTrue, s.ValueFalse}
		}
		var e fexpr
		for i, a := range arms {
			ea, ok := rec(a)
			if !ok || i > 0 && ea.lua != e.lua {
				return fexpr{}, false
			}
			e = ea
		}
		return e, len(arms) > 0
	case *ir.Param:
		return env.floatArg(x, depth)
	case *ir.InstCall:
		a, b, c, ok := mulAdd(f, x)
		if !ok {
			return fexpr{}, false
		}
		ea, ok1 := rec(a)
		eb, ok2 := rec(b)
		ec, ok3 := rec(c)
		if !ok1 || !ok2 || !ok3 {
			return fexpr{}, false
		}
		prod := rounded(fexpr{lua: "(" + ea.lua + " * " + eb.lua + ")", eval: func(vals map[string]float64) (float64, bool) {
			p, ok1 := ea.eval(vals)
			q, ok2 := eb.eval(vals)
			return p * q, ok1 && ok2
		}})
		return rounded(fexpr{lua: "(" + prod.lua + " + " + ec.lua + ")", eval: func(vals map[string]float64) (float64, bool) {
			p, ok1 := prod.eval(vals)
			q, ok2 := ec.eval(vals)
			return p + q, ok1 && ok2
		}}), true
	}
	return fexpr{}, false
}

// mulAdd returns the operands of a call of llvm.fmuladd (a*b + c, which
// clang makes of t += 2.0 * dt) where the machine computes it as a product
// rounded, then a sum: a target without fused multiply-add (x86-64's
// default; -march with FMA fuses it, with one rounding, and is not
// followed).
func mulAdd(f *irreader.Func, c *ir.InstCall) (a, b, x value.Value, ok bool) {
	fn, isFn := c.Callee.(*ir.Func)
	if !isFn || len(c.Args) != 3 || !strings.HasPrefix(fn.Name(), "llvm.fmuladd.") || fusesMulAdd(f.IR) {
		return nil, nil, nil, false
	}
	return c.Args[0], c.Args[1], c.Args[2], true
}

// fusesMulAdd reports whether f may compute llvm.fmuladd fused: compiled
// for another target than x86-64, or for one with fused multiply-add
// ("+fma" or "+fma4" among its target features).
func fusesMulAdd(f *ir.Func) bool {
	if m := f.Parent; m != nil && !strings.HasPrefix(m.TargetTriple, "x86_64") {
		return true // another target may fuse without a feature flag (AArch64 does)
	}
	var attrs []ir.FuncAttribute
	for _, a := range f.FuncAttrs {
		if g, ok := a.(*ir.AttrGroupDef); ok {
			attrs = append(attrs, g.FuncAttrs...)
		} else {
			attrs = append(attrs, a)
		}
	}
	for _, a := range attrs {
		if p, ok := a.(ir.AttrPair); ok && p.Key == "target-features" {
			for _, feat := range strings.Split(p.Value, ",") {
				if feat == "+fma" || feat == "+fma4" {
					return true
				}
			}
		}
	}
	return false
}

// floatArg returns the floating-point parameter p as the value every call
// of its function passes (simulate(tend, 0.01) from main), when the calls
// agree.
func (env *Env) floatArg(p *ir.Param, depth int) (fexpr, bool) {
	fn := env.funcOf(p)
	if fn == nil {
		return fexpr{}, false
	}
	idx := paramIndex(fn, p)
	sites := env.callSites[fn.Name()]
	if idx < 0 || len(sites) == 0 {
		return fexpr{}, false
	}
	var e fexpr
	for i, c := range sites {
		caller := env.callerOf[c]
		if caller == nil || calleeName(c) != fn.Name() || idx >= len(c.Args) {
			return fexpr{}, false
		}
		ea, ok := env.floatValue(caller, stripArg(c.Args[idx]), depth+1)
		if !ok || i > 0 && ea.lua != e.lua {
			return fexpr{}, false
		}
		e = ea
	}
	return e, true
}

// fpredSwap and fpredNot hold LLVM's ordered and unordered less/greater predicates, the
// compares a float counter is tested with, and what each becomes with its
// operands swapped and when its result is negated.
var fpredSwap = map[enum.FPred]enum.FPred{
	enum.FPredOLT: enum.FPredOGT, enum.FPredOLE: enum.FPredOGE, enum.FPredOGT: enum.FPredOLT, enum.FPredOGE: enum.FPredOLE,
	enum.FPredULT: enum.FPredUGT, enum.FPredULE: enum.FPredUGE, enum.FPredUGT: enum.FPredULT, enum.FPredUGE: enum.FPredULE,
}

var fpredNot = map[enum.FPred]enum.FPred{
	enum.FPredOLT: enum.FPredUGE, enum.FPredOLE: enum.FPredUGT, enum.FPredOGT: enum.FPredULE, enum.FPredOGE: enum.FPredULT,
	enum.FPredULT: enum.FPredOGE, enum.FPredULE: enum.FPredOGT, enum.FPredUGT: enum.FPredOLE, enum.FPredUGE: enum.FPredOLT,
}

// floatCounter gives loop l, whose test compares a floating-point value,
// its trip when that value is an accumulation t = t + step of a start,
// both computed from constants and parameters, compared with such a bound:
// a parameter computed by math.fsteps (or, with no parameter read, the
// count itself). It reports whether it did.
func (n *Nest) floatCounter(l *Loop, br *ir.TermCondBr) bool {
	f := n.Graph.Func
	cmp, ok := br.Cond.(*ir.InstFCmp)
	if !ok {
		return false
	}
	pred := cmp.Pred
	if _, ok := fpredSwap[pred]; !ok {
		return false
	}
	if !l.set[f.BlockOf(br.TargetTrue.(*ir.Block)).Index] {
		pred = fpredNot[pred] // the loop goes on while the compare fails
	}
	for side := 0; side < 2; side++ {
		x, other, p := cmp.X, cmp.Y, pred
		if side == 1 {
			x, other, p = cmp.Y, cmp.X, fpredSwap[pred]
		}
		start, step, seesNext, ok := n.floatAccumulation(l, x)
		if !ok {
			continue
		}
		bound, ok := n.Env.floatValue(f, other, 0)
		if !ok {
			continue
		}
		from, add := tripOffsets(l, seesNext)
		if !n.setFloatTrip(l, start, step, bound, p.String(), from, add, isSingle(x.Type())) {
			return false
		}
		if l.Trip != nil {
			l.IV = n.companionCounter(l)
		}
		return true
	}
	return false
}

// companionCounter returns an integer counter that loop l, counted by a
// floating-point accumulation, steps by a constant in every iteration (the
// step number of a time loop, nsteps++, that indexes a history): the
// loop's counter for the trace, with no bound of its own (the trip is the
// accumulation's). nil when there is none.
func (n *Nest) companionCounter(l *Loop) *IndVar {
	f := n.Graph.Func
	every := func(b *ir.Block) bool { return n.EveryIteration(l, f.BlockOf(b).Index) }
	var cands []value.Value
	for _, in := range f.Blocks[l.Header].IR.Insts {
		phi, ok := in.(*ir.InstPhi)
		if !ok {
			continue
		}
		if _, isInt := phi.Typ.(*types.IntType); !isInt {
			continue
		}
		if _, next, ok := n.splitPhi(l, phi); ok {
			if add, ok := next.(*ir.InstAdd); ok && add.X == value.Value(phi) {
				if b, _ := n.Env.position(f, add); b != nil && every(b) {
					cands = append(cands, phi)
				}
			}
		}
	}
	for _, b := range f.IR.Blocks {
		if !l.set[f.BlockOf(b).Index] {
			continue
		}
		for _, in := range b.Insts {
			st, ok := in.(*ir.InstStore)
			if !ok || !every(b) {
				continue
			}
			al, ok := st.Dst.(*ir.InstAlloca)
			if !ok {
				continue
			}
			if _, isInt := al.ElemType.(*types.IntType); !isInt {
				continue
			}
			cands = append(cands, &ir.InstLoad{ElemType: al.ElemType, Src: al})
		}
	}
	for _, c := range cands {
		if iv := n.ivOf(l, c); iv != nil && n.lastOff == 0 && iv.StepPoly == nil {
			return iv
		}
	}
	return nil
}

// tripOffsets returns how a loop's trip follows from the first k >= from
// at which its compare of a counter sequence c_0, c_1, ... fails: the
// trip is that k plus add. A test at the top sees c_k before iteration k
// (or c_{k+1}, the stepped value, when seesNext: the trip is one less than
// the first failing k >= 1); a test at the latch sees c_k after iteration
// k, or c_{k+1} when seesNext.
func tripOffsets(l *Loop, seesNext bool) (from, add int64) {
	switch {
	case l.TopTested && seesNext:
		return 1, -1
	case l.TopTested:
		return 0, 0
	case seesNext:
		return 1, 0
	}
	return 0, 1
}

// setFloatTrip sets l's trip to the count of the accumulation: a number
// when start, step and bound read no parameter, else a computed parameter.
func (n *Nest) setFloatTrip(l *Loop, start, step, bound fexpr, pred string, from, add int64, single bool) bool {
	_, ok0 := start.constant()
	_, ok1 := step.constant()
	_, ok2 := bound.constant()
	count := func(vals map[string]float64) (int64, bool) {
		s0, ok0 := start.eval(vals)
		ds, ok1 := step.eval(vals)
		b, ok2 := bound.eval(vals)
		if !ok0 || !ok1 || !ok2 {
			return 0, false
		}
		return poly.FloatSteps(s0, ds, b, pred, from, single)
	}
	return n.setCountedTrip(l, ok0 && ok1 && ok2, count, add, "fsteps",
		fmt.Sprintf("math.fsteps(%s, %s, %s, %q, %d, %v)", start.lua, step.lua, bound.lua, pred, from, single),
		fmt.Sprintf("the iterations of a floating-point counter from %s by %s compared (%s) with %s", start.lua, step.lua, pred, bound.lua),
		func() string {
			s0, _ := start.constant()
			ds, _ := step.constant()
			b, _ := bound.constant()
			return fmt.Sprintf("the floating-point counter from %v by %v never ends its loop (compared %s with %v), or takes too many additions to count", s0, ds, pred, b)
		})
}

// setCountedTrip sets l's trip to count + add, where count counts the
// iterations of a counter no polynomial gives (a floating-point
// accumulation, a geometric counter): with constant set (the counter's
// start, step and bound read no parameter) the number itself, or, when it
// cannot be counted, no trip and why's reason; otherwise a Lua parameter
// computed by lua (+ add), count giving the walk its value. ok is false
// when lua is too long for a parameter.
func (n *Nest) setCountedTrip(l *Loop, constant bool, count func(map[string]float64) (int64, bool), add int64, base, lua, where string, why func() string) bool {
	if constant {
		k, ok := count(nil)
		if !ok {
			l.Why = why()
			return true
		}
		l.Trip, l.Why = poly.Const(float64(k+add)), ""
		return true
	}
	if add != 0 {
		lua = fmt.Sprintf("(%s + %d)", lua, add)
	}
	lp, ok := n.Env.derived(base, lua, where, func(vals map[string]float64) (float64, bool) {
		k, ok := count(vals)
		return float64(k + add), ok
	})
	if !ok {
		return false
	}
	l.Trip, l.Why = poly.Sym(lp.Name), ""
	return true
}

// floatAccumulation recognises v as loop l's floating-point counter: a
// header phi of a start from outside and its sum with a step (-O2), that
// sum, or a load of a local the loop adds a step to and that one store
// before the loop starts (-O0). seesNext reports that the value is the
// counter after this iteration's step.
func (n *Nest) floatAccumulation(l *Loop, v value.Value) (start, step fexpr, seesNext, ok bool) {
	f := n.Graph.Func
	env := n.Env
	// stepOfSum returns the step of sum = x + step (or x - step) where x
	// satisfies is.
	stepOfSum := func(sum value.Value, is func(value.Value) bool) (fexpr, bool) {
		var a, b value.Value
		neg := false
		switch s := sum.(type) {
		case *ir.InstFAdd:
			a, b = s.X, s.Y
			if !is(a) {
				a, b = b, a
			}
		case *ir.InstFSub:
			a, b, neg = s.X, s.Y, true
		case *ir.InstCall: // t + k * dt
			p, q, y, ok := mulAdd(f, s)
			if !ok || !is(y) {
				return fexpr{}, false
			}
			ep, ok1 := env.floatValue(f, p, 0)
			eq, ok2 := env.floatValue(f, q, 0)
			if !ok1 || !ok2 {
				return fexpr{}, false
			}
			prod := fexpr{lua: "(" + ep.lua + " * " + eq.lua + ")", eval: func(vals map[string]float64) (float64, bool) {
				u, ok1 := ep.eval(vals)
				w, ok2 := eq.eval(vals)
				return u * w, ok1 && ok2
			}}
			if isSingle(sum.Type()) {
				prod = fround(prod)
			}
			return prod, true
		default:
			return fexpr{}, false
		}
		if !is(a) {
			return fexpr{}, false
		}
		e, ok := env.floatValue(f, b, 0)
		if !ok {
			return fexpr{}, false
		}
		if neg {
			return fexpr{lua: "(-" + e.lua + ")", eval: func(vals map[string]float64) (float64, bool) {
				x, ok := e.eval(vals)
				return -x, ok
			}}, true
		}
		return e, true
	}
	header := f.Blocks[l.Header].IR
	phiOf := func(x value.Value) (*ir.InstPhi, fexpr, fexpr, bool) {
		phi, ok := x.(*ir.InstPhi)
		if !ok || !isFloat(phi.Typ) || len(phi.Incs) != 2 {
			return nil, fexpr{}, fexpr{}, false
		}
		found := false
		for _, in := range header.Insts {
			found = found || in == ir.Instruction(phi)
		}
		if !found {
			return nil, fexpr{}, fexpr{}, false
		}
		var init, next value.Value
		for _, inc := range phi.Incs {
			pb, ok := inc.Pred.(*ir.Block)
			if !ok {
				return nil, fexpr{}, fexpr{}, false
			}
			if l.set[f.BlockOf(pb).Index] {
				next = inc.X
			} else {
				init = inc.X
			}
		}
		if init == nil || next == nil {
			return nil, fexpr{}, fexpr{}, false
		}
		s0, ok := env.floatValue(f, init, 0)
		if !ok {
			return nil, fexpr{}, fexpr{}, false
		}
		ds, ok := stepOfSum(next, func(y value.Value) bool { return y == value.Value(phi) })
		return phi, s0, ds, ok
	}
	// -O2: the phi itself, or its sum with the step.
	if _, s0, ds, ok := phiOf(v); ok {
		return s0, ds, false, true
	}
	var operands []value.Value
	switch sum := v.(type) {
	case *ir.InstFAdd:
		operands = []value.Value{sum.X, sum.Y}
	case *ir.InstFSub:
		operands = []value.Value{sum.X}
	case *ir.InstCall:
		if _, _, x, ok := mulAdd(f, sum); ok {
			operands = []value.Value{x}
		}
	}
	for _, y := range operands {
		if phi, s0, ds, ok := phiOf(y); ok {
			if d, ok := stepOfSum(v, func(z value.Value) bool { return z == value.Value(phi) }); ok && d.lua == ds.lua {
				return s0, ds, true, true
			}
		}
	}
	// -O0: a load of a local.
	initV, stepV, al, seesNext, ok := n.steppedLocal(l, v)
	if !ok {
		return fexpr{}, fexpr{}, false, false
	}
	s0, ok := env.floatValue(f, initV, 0)
	if !ok {
		return fexpr{}, fexpr{}, false, false
	}
	ds, ok := stepOfSum(stepV, func(y value.Value) bool {
		l2, ok := y.(*ir.InstLoad)
		return ok && l2.Src == value.Value(al)
	})
	if !ok {
		return fexpr{}, fexpr{}, false, false
	}
	return s0, ds, seesNext, true
}

// steppedLocal recognises v as a load of a local (-O0) that loop l writes
// once in every iteration (step, the stored value) and one store before
// the loop starts (init, dominating its header); seesNext reports that
// the load comes after this iteration's store.
func (n *Nest) steppedLocal(l *Loop, v value.Value) (init, step value.Value, al *ir.InstAlloca, seesNext, ok bool) {
	f := n.Graph.Func
	env := n.Env
	ld, isLoad := v.(*ir.InstLoad)
	if !isLoad {
		return nil, nil, nil, false, false
	}
	al, isAlloca := ld.Src.(*ir.InstAlloca)
	if !isAlloca || env.useOf(f, al) > usePreserved {
		return nil, nil, nil, false, false
	}
	var inside, outside []*ir.InstStore
	for _, b := range f.IR.Blocks {
		for _, in := range b.Insts {
			if st, ok := in.(*ir.InstStore); ok && st.Dst == value.Value(al) {
				if l.set[f.BlockOf(b).Index] {
					inside = append(inside, st)
				} else {
					outside = append(outside, st)
				}
			}
		}
	}
	if len(inside) != 1 || len(outside) != 1 {
		return nil, nil, nil, false, false
	}
	ob, _ := env.position(f, outside[0])
	sb, si := env.position(f, inside[0])
	lb, li := env.position(f, ld)
	if ob == nil || sb == nil || lb == nil || !n.Graph.Dominates(f.BlockOf(ob).Index, l.Header) {
		return nil, nil, nil, false, false
	}
	sbi, lbi := f.BlockOf(sb).Index, f.BlockOf(lb).Index
	if !n.EveryIteration(l, sbi) {
		return nil, nil, nil, false, false // not stepped in every iteration
	}
	// The compared load sees this iteration's step when the store comes
	// first on every path from the header to it.
	seesNext = sbi == lbi && si < li || sbi != lbi && n.Graph.Dominates(sbi, lbi)
	if l.TopTested && lbi == l.Header && seesNext {
		return nil, nil, nil, false, false // a step before the test in the header: not this shape
	}
	return outside[0].Src, inside[0].Src, al, seesNext, true
}

// fpredLua is each fcmp predicate in Lua of operands a and b: Lua's
// compares are false on NaN as the ordered ones are; an unordered one is
// the negation of the opposite ordered one.
var fpredLua = map[enum.FPred]string{
	enum.FPredOLT: "%[1]s < %[2]s", enum.FPredOLE: "%[1]s <= %[2]s", enum.FPredOGT: "%[1]s > %[2]s", enum.FPredOGE: "%[1]s >= %[2]s",
	enum.FPredOEQ: "%[1]s == %[2]s", enum.FPredONE: "(%[1]s < %[2]s or %[1]s > %[2]s)",
	enum.FPredULT: "not (%[1]s >= %[2]s)", enum.FPredULE: "not (%[1]s > %[2]s)", enum.FPredUGT: "not (%[1]s <= %[2]s)",
	enum.FPredUGE: "not (%[1]s < %[2]s)", enum.FPredUEQ: "not (%[1]s < %[2]s or %[1]s > %[2]s)", enum.FPredUNE: "%[1]s ~= %[2]s",
}

// floatCondExpr returns P(false target) of a branch on a floating-point
// compare of values computed from constants and parameters (the guard of
// a rotated time loop, 0.0 < tend): decided by the compare, in Lua.
func (n *Nest) floatCondExpr(c *ir.InstFCmp) (string, bool) {
	form, ok := fpredLua[c.Pred]
	if !ok {
		return "", false
	}
	f := n.Graph.Func
	a, ok1 := n.Env.floatValue(f, c.X, 0)
	b, ok2 := n.Env.floatValue(f, c.Y, 0)
	if !ok1 || !ok2 {
		return "", false
	}
	return fmt.Sprintf("(%s) and 0 or 1", fmt.Sprintf(form, a.lua, b.lua)), true
}
