package loops

import (
	"fmt"
	"math"

	"github.com/reusescope/reusescope/poly"
)

// Quotients: a size divided by a constant (for (i = 0; i <= n / 2; i++),
// n >> 3) is no polynomial of the parameters, but it is one parameter more,
// computed from the others: the quotient gets a Lua parameter of its own
// whose expression the script evaluates (LuaParam.Expr, as BindCalls gives
// kernel(n / 3)'s parameter), and trip counts and conditions are
// polynomials in it. Division truncates towards zero as C's does (sdiv);
// shifts and unsigned division round down.

// quotient returns the Lua parameter of p divided by c (c > 1), made on
// first use; ok is false when p reads anything but parameters.
func (env *Env) quotient(p poly.Poly, c int64, trunc bool) (*LuaParam, bool) {
	syms, ok := env.paramSyms(p)
	if c <= 1 || c > 1<<52 || !ok {
		return nil, false
	}
	text := p.Lua()
	expr := fmt.Sprintf("math.floor((%s)/%d)", text, c)
	if trunc {
		expr = fmt.Sprintf("((%s) >= 0 and math.floor((%s)/%d) or -math.floor(-(%s)/%d))", text, text, c, text, c)
	}
	name, what := "quot", "("+text+")"
	if len(syms) == 1 && text == syms[0] {
		name, what = syms[0], text
	}
	return env.derived(fmt.Sprintf("%s_div%d", name, c), expr, fmt.Sprintf("%s / %d (integer division)", what, c),
		func(vals map[string]float64) (float64, bool) {
			x, ok := p.Eval(vals)
			if !ok || math.IsNaN(x) || math.Abs(x) > 1<<62 {
				return 0, false
			}
			q := math.Floor(x / float64(c))
			if trunc && x < 0 {
				q = -math.Floor(-x / float64(c))
			}
			return q, true
		})
}

// quotientBy returns the Lua parameter of p divided by q, both functions
// of the parameters and q not constant (a tile count (n + bs - 1) / bs
// with the tile size read at run time), made on first use, rounded towards
// zero as C's signed division does (an unsigned one's operands are not
// negative). A divisor of 0 has no value (the program would trap).
func (env *Env) quotientBy(p, q poly.Poly) (*LuaParam, bool) {
	if _, ok := env.paramSyms(p); !ok {
		if _, isConst := p.IsConst(); !isConst {
			return nil, false
		}
	}
	if _, ok := env.paramSyms(q); !ok {
		return nil, false
	}
	a, b := p.Lua(), q.Lua()
	// math.idiv truncates as C's signed division does (unsigned sizes
	// are not negative: flooring is the same) and refuses a division by
	// zero (it traps in the program).
	expr := fmt.Sprintf("math.idiv(%s, %s)", a, b)
	return env.derived("quot", expr, fmt.Sprintf("(%s) / (%s) (integer division)", a, b),
		func(vals map[string]float64) (float64, bool) {
			x, ok1 := p.Eval(vals)
			y, ok2 := q.Eval(vals)
			if !ok1 || !ok2 || y == 0 || math.IsNaN(x) || math.Abs(x) > 1<<52 || math.Abs(y) > 1<<52 {
				return 0, false
			}
			return math.Trunc(x / y), true
		})
}

// shifted returns the Lua parameter of c << p (p a function of the
// parameters, c a constant), in a bits-bit integer: c * 2^p, made on first
// use; a shift by bits or more, or below 0, has no value.
func (env *Env) shifted(c int64, p poly.Poly, bits int) (*LuaParam, bool) {
	syms, ok := env.paramSyms(p)
	if !ok || bits < 1 || bits > 64 {
		return nil, false
	}
	text := p.Lua()
	name := "shl"
	if len(syms) == 1 && text == syms[0] {
		name = "pow2_" + syms[0]
	}
	// math.ishl wraps as Go does here (1 << 31 in an int is -2^31) and
	// refuses a shift out of range.
	expr := fmt.Sprintf("math.ishl(%d, %s, %d)", c, text, bits)
	return env.derived(name, expr, fmt.Sprintf("%d << (%s)", c, text),
		func(vals map[string]float64) (float64, bool) {
			k, ok := p.Eval(vals)
			if !ok || k < 0 || k >= float64(min(bits, 63)) || k != math.Trunc(k) {
				return 0, false
			}
			s := uint(64 - bits)
			return float64(c << uint(k) << s >> s), true
		})
}

// wrapped returns the Lua parameter of p as a w-bit unsigned value, p
// modulo 2^w (Lua's % rounds down, so a negative p wraps as C's unsigned
// arithmetic does), made on first use; ok is false when p reads anything
// but parameters, and for 64 bits: a loop that wraps round 2^64 does not
// end in any run that can be measured, and 2^64 - 1 is no exact float.
func (env *Env) wrapped(p poly.Poly, w int) (*LuaParam, bool) {
	syms, ok := env.paramSyms(p)
	if w <= 0 || w >= 64 || !ok {
		return nil, false
	}
	text := p.Lua()
	m := math.Ldexp(1, w)
	name := "wrap"
	if len(syms) == 1 {
		name = syms[0]
	}
	return env.derived(fmt.Sprintf("%s_u%d", name, w), fmt.Sprintf("((%s) %% %s)", text, poly.FormatNum(m)),
		fmt.Sprintf("(%s) as a %d-bit unsigned value", text, w),
		func(vals map[string]float64) (float64, bool) {
			x, ok := p.Eval(vals)
			if !ok || math.IsNaN(x) || math.Abs(x) > 1<<62 {
				return 0, false
			}
			return x - m*math.Floor(x/m), true
		})
}

// paramSyms returns the symbols of p, ok when there are some and each is
// a Lua parameter (no loop counter): p can be computed once per run.
func (env *Env) paramSyms(p poly.Poly) ([]string, bool) {
	syms := p.Syms()
	if len(syms) == 0 {
		return nil, false
	}
	for _, s := range syms {
		if IsCounterSym(s) || env.byName(s) == nil {
			return nil, false
		}
	}
	return syms, true
}

// derived returns a parameter computed in the script by expr from the
// others (eval computes it for the walk), made on first use under a name
// from base, where saying what it is; ok is false when expr is too long
// for a default.
func (env *Env) derived(base, expr, where string, eval func(map[string]float64) (float64, bool)) (*LuaParam, bool) {
	if lp := env.byExpr[expr]; lp != nil {
		return lp, true
	}
	if !checkLua(expr) {
		return nil, false
	}
	lp := &LuaParam{Name: env.freeName(sanitize(base)), Where: where, Expr: expr, eval: eval}
	if env.byExpr == nil {
		env.byExpr = map[string]*LuaParam{}
	}
	env.byExpr[expr] = lp
	env.created = append(env.created, lp)
	env.addParam(lp)
	return lp, true
}

// Computed returns the parameters computed from others (LuaParam.Expr) in
// the order they were made: each after every parameter its expression
// reads, so a script declares them, and a walk evaluates them, in it.
func (env *Env) Computed() []*LuaParam {
	var out []*LuaParam
	for _, lp := range env.created {
		if lp.Expr != "" {
			out = append(out, lp)
		}
	}
	return out
}
