package loops

import (
	"fmt"
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/heuristic"
	"github.com/reusescope/reusescope/poly"
)

// Branches on a remainder of the loop's counter: if (i % 4 == 0), switch
// (i % 7), i & 3 at -O2. Over the iterations k = 0 .. T-1 of the innermost
// loop the remainder of A k + B by K repeats with period P = K / gcd(A, K),
// so the iterations where it takes residue c are those of one residue r of
// k modulo P (or none), and there are max(floor((T - 1 - r) / P) + 1, 0) of
// them: a share of T that is exact for any trip, constant or not. The block
// must run once in every iteration, as for counterCondExpr.

// maxModPeriod bounds the period whose residues are enumerated.
const maxModPeriod = 4096

// maxModTerms bounds the residues summed in one expression.
const maxModTerms = 16

// modForm is a remainder of a counter: (A k + B) mod K over the iterations
// k of loop l, never negative.
type modForm struct {
	l    *Loop
	A, B int64
	K    int64
}

// modOf reads v as a remainder of the counter of the loop around block b
// by a constant (srem, urem, and with 2^m - 1), when b runs once in each of
// its iterations and the dividend is never negative.
func (n *Nest) modOf(b int, v value.Value) (*modForm, bool) {
	l, ok := n.oncePerIteration(b)
	if !ok {
		return nil, false
	}
	var x, y value.Value
	mask := false
	switch r := stripIntCasts(v).(type) {
	case *ir.InstSRem:
		x, y = r.X, r.Y
	case *ir.InstURem:
		x, y = r.X, r.Y
	case *ir.InstAnd:
		x, y, mask = r.X, r.Y, true
		if _, ok := x.(*constant.Int); ok {
			x, y = y, x
		}
	default:
		return nil, false
	}
	c, ok := y.(*constant.Int)
	if !ok || !c.X.IsInt64() {
		return nil, false
	}
	K := c.X.Int64()
	if mask {
		if K < 0 || K&(K+1) != 0 {
			return nil, false // not 2^m - 1
		}
		K++
	}
	if K < 2 || K > 1<<40 {
		return nil, false
	}
	p, ok := n.Env.symbolic(n.Graph.Func, x, n)
	if !ok {
		return nil, false
	}
	A, Bp, ok := perIteration(p, l.IV)
	if !ok {
		return nil, false
	}
	B, ok := Bp.IsConst()
	if !ok || B != math.Trunc(B) || B < 0 || A < 0 || math.Abs(A) > 1<<40 || B > 1<<52 {
		return nil, false // a dividend that may be negative: C's remainder is signed
	}
	return &modForm{l: l, A: int64(A), B: int64(B), K: K}, true
}

// constTrip returns the loop's trip when it is a constant.
func (m *modForm) constTrip() (float64, bool) {
	if m.l.TripLua != "" {
		return 0, false
	}
	return m.l.Trip.IsConst()
}

// period returns P, the iterations after which the remainder repeats.
func (m *modForm) period() int64 {
	g := poly.GCD(m.A%m.K, m.K)
	if g == 0 {
		g = m.K
	}
	return m.K / g
}

// count returns the Lua expression (or number) of the iterations whose
// remainder satisfies holds, and the share of the residues of a period
// that do; ok false when too many residues do.
func (m *modForm) count(holds func(r int64) bool) (string, float64, bool) {
	P := m.period()
	if P > maxModPeriod {
		return "", 0, false
	}
	var rs []int64
	for r := int64(0); r < P; r++ {
		if holds((m.A*r + m.B) % m.K) {
			rs = append(rs, r)
		}
	}
	frac := float64(len(rs)) / float64(P)
	tt := m.l.tripLua()
	if tc, ok := m.constTrip(); ok {
		tc = math.Max(tc, 0)
		total := 0.0
		for _, r := range rs {
			if float64(r) < tc {
				total += math.Floor((tc-1-float64(r))/float64(P)) + 1
			}
		}
		return fmtNum(total), frac, true
	}
	if int64(len(rs)) == P {
		return fmt.Sprintf("math.max(%s, 0)", tt), frac, true
	}
	if len(rs) == 0 {
		return "0", frac, true
	}
	if len(rs) > maxModTerms {
		return "", 0, false
	}
	terms := make([]string, len(rs))
	for i, r := range rs {
		terms[i] = fmt.Sprintf("math.max(math.floor((%s - %d)/%d) + 1, 0)", tt, r+1, P)
	}
	return "(" + strings.Join(terms, " + ") + ")", frac, true
}

// share returns P(holds) over the loop's iterations as a Lua expression.
func (m *modForm) share(holds func(r int64) bool) (string, bool) {
	c, frac, ok := m.count(holds)
	if !ok {
		return "", false
	}
	if tc, ok := m.constTrip(); ok {
		if tc <= 0 {
			return "", false // the branch never runs: nothing to derive
		}
		return fmt.Sprintf("%s/%s", c, fmtNum(tc)), true
	}
	// A loop that does not run leaves the branch unreached: any value
	// will do, and the residues' share keeps a switch's cases summing to 1.
	t := m.l.tripLua()
	e := fmt.Sprintf("((%s) >= 1 and %s/(%s) or %s)", t, c, t, heuristic.FormatProb(frac))
	return e, checkLua(e)
}

// modCondExpr returns P(false target) of block b's conditional branch when
// it compares a remainder of the counter with a constant.
func (n *Nest) modCondExpr(b int, t ir.Terminator) (string, bool) {
	cmp, ok := branchCmp(t)
	if !ok {
		return "", false
	}
	x, y, pred := cmp.X, cmp.Y, cmp.Pred
	if _, ok := x.(*constant.Int); ok {
		x, y, pred = y, x, swap(pred)
	}
	c, ok := y.(*constant.Int)
	if !ok || !c.X.IsInt64() {
		return "", false
	}
	m, ok := n.modOf(b, x)
	if !ok {
		return "", false
	}
	k := c.X.Int64()
	if k < 0 {
		switch pred {
		case enum.IPredULT, enum.IPredULE, enum.IPredUGT, enum.IPredUGE:
			return "", false // a huge unsigned constant
		}
	}
	// P(false target) is the share where the condition fails.
	return m.share(func(r int64) bool { return !compare64(pred, r, k) })
}

// modSwitchExpr returns the probability of switch site s when the switch
// is on a remainder of the counter.
func (n *Nest) modSwitchExpr(s *cfg.Site) (string, bool) {
	sw, ok := n.Graph.Func.Blocks[s.Block].Term.TermIR.(*ir.TermSwitch)
	if !ok {
		return "", false
	}
	m, ok := n.modOf(s.Block, sw.X)
	if !ok {
		return "", false
	}
	var vals []int64
	for _, c := range sw.Cases {
		k, ok := c.X.(*constant.Int)
		if !ok || !k.X.IsInt64() {
			return "", false
		}
		vals = append(vals, k.X.Int64())
	}
	if s.Succ == 0 { // the default: no case value
		return m.share(func(r int64) bool {
			for _, v := range vals {
				if v == r {
					return false
				}
			}
			return true
		})
	}
	if s.Succ-1 >= len(vals) {
		return "", false
	}
	v := vals[s.Succ-1]
	return m.share(func(r int64) bool { return r == v })
}

// compare64 applies an integer comparison to a remainder r (never
// negative) and a constant k.
func compare64(p enum.IPred, r, k int64) bool {
	switch p {
	case enum.IPredEQ:
		return r == k
	case enum.IPredNE:
		return r != k
	case enum.IPredSLT:
		return r < k
	case enum.IPredSLE:
		return r <= k
	case enum.IPredSGT:
		return r > k
	case enum.IPredSGE:
		return r >= k
	case enum.IPredULT:
		return uint64(r) < uint64(k)
	case enum.IPredULE:
		return uint64(r) <= uint64(k)
	case enum.IPredUGT:
		return uint64(r) > uint64(k)
	case enum.IPredUGE:
		return uint64(r) >= uint64(k)
	}
	return false
}
