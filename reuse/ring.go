package reuse

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/statictrace"
)

// Ring loops. A loop whose every address repeats after P iterations of its
// counter (a ring buffer's A[i & 4095], a circular C[i % 4096]) touches
// the same lines in every period, so from the second period on each
// iteration meets the lines of the period before at the distances it met
// them in the second: the loop's sampled walk simulates the first two
// periods, the second weighted by the periods it stands for (ringPlan),
// which is the run's profile. The stride-based plan would take the
// iterations between its representatives as touching new lines at the
// stride (a phantom run of count × 4 bytes through A and past it) and
// count a miss per line where the run hits.

// ringMax bounds a ring's period: its plan simulates two periods.
const ringMax = 1 << 16

// ringDepth bounds the operands ringPeriod follows from an address.
const ringDepth = 8

// ringPeriod returns P when every access of lp's body is at the same
// address at iterations k and k + P of an instance starting in a, P read
// from the masks (x & (2^b - 1)) and remainders (x % c) of the addresses'
// indices and checked at four iterations; 0 when lp is no ring: a body
// with loops, calls or branches, an address the walk cannot evaluate, a
// trip under three periods.
func (w *walker) ringPeriod(lp *statictrace.Loop, a *statictrace.Activation) int64 {
	if lp.Loop.IV == nil || !lp.Loop.IV.Linear() {
		return 0
	}
	p := int64(1)
	for _, it := range lp.Body {
		r, ok := it.(*statictrace.Ref)
		if !ok || r.Acc.Bulk != nil {
			return 0
		}
		if c := w.indexPeriod(a, r.Acc.Ptr, 0); c > 1 {
			if p = lcm(p, c); p > ringMax {
				return 0
			}
		}
	}
	n, start, step := a.Span(lp)
	if p < 2 || n < 3*p {
		return 0
	}
	b := w.bodyOf(lp)
	for _, k := range []int64{0, 1, p / 2, p - 1} {
		x := w.addrsAt(lp, b, a, start+k*step, 0)
		y := w.addrsAt(lp, b, a, start+(k+p)*step, 1)
		for r := range b.refs {
			if !x.ok[r] || !y.ok[r] || x.addr[r] != y.addr[r] {
				return 0
			}
		}
	}
	return p
}

// indexPeriod returns the period in the loop counters of the integer or
// address v as its masks and remainders give it: c + 1 for x & c with
// c + 1 a power of two, c for x % c (c a constant or a value of a), the
// least common multiple over the operands of arithmetic and addresses; 1
// where none is found.
func (w *walker) indexPeriod(a *statictrace.Activation, v value.Value, depth int) int64 {
	if depth > ringDepth {
		return 1
	}
	both := func(x, y value.Value) int64 {
		return lcm(w.indexPeriod(a, x, depth+1), w.indexPeriod(a, y, depth+1))
	}
	switch x := v.(type) {
	case *ir.InstGetElementPtr:
		p := w.indexPeriod(a, x.Src, depth+1)
		for _, idx := range x.Indices {
			p = lcm(p, w.indexPeriod(a, idx, depth+1))
		}
		return p
	case *ir.InstBitCast:
		return w.indexPeriod(a, x.From, depth+1)
	case *ir.InstSExt:
		return w.indexPeriod(a, x.From, depth+1)
	case *ir.InstZExt:
		return w.indexPeriod(a, x.From, depth+1)
	case *ir.InstTrunc:
		return w.indexPeriod(a, x.From, depth+1)
	case *ir.InstAnd:
		for _, c := range []value.Value{x.X, x.Y} {
			if k, ok := c.(*constant.Int); ok && k.X.IsInt64() {
				if m := k.X.Int64(); m > 0 && m&(m+1) == 0 {
					return m + 1
				}
			}
		}
		return both(x.X, x.Y)
	case *ir.InstURem:
		return w.divisor(a, x.Y)
	case *ir.InstSRem:
		return w.divisor(a, x.Y)
	case *ir.InstAdd:
		return both(x.X, x.Y)
	case *ir.InstSub:
		return both(x.X, x.Y)
	case *ir.InstMul:
		return both(x.X, x.Y)
	case *ir.InstShl:
		return both(x.X, x.Y)
	case *ir.InstOr:
		return both(x.X, x.Y)
	}
	return 1
}

// divisor returns the value of a remainder's divisor d in a, 1 when it
// cannot be evaluated or is not in 2..ringMax.
func (w *walker) divisor(a *statictrace.Activation, d value.Value) int64 {
	if c, ok := w.t.Eval(a, d); ok && c >= 2 && c <= ringMax {
		return c
	}
	return 1
}

// lcm returns the least common multiple of two positive periods, or
// ringMax + 1 when it exceeds ringMax.
func lcm(a, b int64) int64 {
	if m := a / gcd(a, b) * b; m <= ringMax {
		return m
	}
	return ringMax + 1
}

// ringPlan is the sampled walk of an instance of N iterations of a ring of
// period p: the first period simulated one by one; the second, each
// iteration standing for every iteration of its class mod p after the
// first period, which between two touches of a class sees every other
// class, as the run's periods do; then the first r = N mod p iterations of
// a third at weight 0, which leave the classes in the order the run's last
// period does.
func ringPlan(N, p int64) []loopStep {
	r := N % p
	out := make([]loopStep, 0, 2*p+r)
	for i := int64(0); i < p; i++ {
		out = append(out, loopStep{i: i, wt: 1})
	}
	for i := p; i < 2*p; i++ {
		out = append(out, loopStep{i: i, wt: float64((N-1-i)/p + 1)})
	}
	for i := 2 * p; i < 2*p+r; i++ {
		out = append(out, loopStep{i: i})
	}
	return out
}
