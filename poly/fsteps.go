package poly

import (
	"math"
)

// Floating-point accumulations: a loop counter kept in a double or a float
// (while (t < tend) t += dt; for (float x = 0; x < 1; x += 0.1f)) runs a
// number of iterations that no formula gives exactly, since every addition
// rounds: 200 additions of 0.01 make 1.9999999999999836, so t < 2.0 holds
// a 201st time. FloatSteps counts them as the machine does, IEEE addition
// rounded to nearest, in a time that does not grow with the count: within
// a binade every addition of the same step adds the same multiple of the
// binade's unit (except where the step falls halfway between two of them),
// so runs of additions are taken at once and only the ends stepped.

// MaxFloatSteps is the most additions FloatSteps steps one at a time (the
// halfway cases); beyond it the count is refused.
const MaxFloatSteps = 1 << 26

// FloatSteps returns the first k >= from at which the compare pred
// ("olt", "ole", "ogt", "oge", "ult", "ule", "ugt", "uge": LLVM's fcmp
// predicates, ordered ones false and unordered ones true on NaN) of t_k
// against bound fails, where t_0 = start and t_{k+1} = t_k + step rounded to
// double, or to float when single is set (start, step and bound are then
// taken as floats). ok is false for an unknown predicate, a compare that
// holds for ever (a step of 0, one too small to move t, or one moving away
// from the bound) and counts beyond what can be counted.
func FloatSteps(start, step, bound float64, pred string, from int64, single bool) (int64, bool) {
	holds, ok := fcmpFunc(pred)
	if !ok || from < 0 {
		return 0, false
	}
	add := func(a, b float64) float64 { return a + b }
	if single {
		start, step, bound = float64(float32(start)), float64(float32(step)), float64(float32(bound))
		add = func(a, b float64) float64 { return float64(float32(a) + float32(b)) }
	}
	t := start
	stepped := int64(0)
	for k := int64(0); ; {
		if k >= from && !holds(t, bound) {
			return k, true
		}
		next := add(t, step)
		if next == t || math.IsNaN(next) || math.IsInf(next, 0) {
			return 0, false // t no longer moves: the compare holds for ever
		}
		k++
		if k > from {
			// t was compared (k-1 >= from) and the compare held.
			// A run of additions of one increment, as many as stay in the
			// binade of t and next and short of the bound: the compare
			// holds on each as on t, so they are taken at once.
			if j := constantRun(t, next, step, bound, single); j > 1 {
				next += float64(j-1) * (next - t)
				k += j - 1
			}
		}
		t = next
		if stepped++; stepped > MaxFloatSteps {
			return 0, false
		}
	}
}

// constantRun returns how many more additions of step after next = t + step
// add the same increment next - t, stay within the binade of t and next and
// do not reach bound; 0 when that cannot be told (the step halfway between
// two units of the binade, where rounding alternates).
func constantRun(t, next, step, bound float64, single bool) int64 {
	if t == 0 || math.Signbit(t) != math.Signbit(next) {
		return 0
	}
	_, et := math.Frexp(t)
	_, en := math.Frexp(next)
	if et != en {
		return 0
	}
	// The unit of the binade: 2^(e-53) for doubles, 2^(e-24) for floats.
	bits := 53
	if single {
		bits = 24
	}
	unit := math.Ldexp(1, et-bits)
	if unit == 0 || math.IsInf(unit, 0) {
		return 0
	}
	q := step / unit
	if f := q - math.Floor(q); f == 0.5 {
		return 0 // a tie: rounding to even alternates the increment
	}
	d := next - t
	// The binade's end in the direction of d, and the bound if it lies
	// ahead: the run stays strictly before both.
	// 2^(et-1) <= |t| < 2^et: away from zero the end is ±2^et, towards
	// zero ±2^(et-1).
	lim := math.Copysign(math.Ldexp(1, et), t)
	if (d > 0) != (t > 0) {
		lim = math.Copysign(math.Ldexp(1, et-1), t)
	}
	room := (lim - next) / d
	if (bound-t)/d >= 0 {
		// The bound lies ahead (or next already passed it).
		room = min(room, (bound-next)/d)
	}
	if math.IsNaN(room) || room < 3 {
		return 0
	}
	j := int64(room) - 2
	if j > 1<<52 {
		j = 1 << 52
	}
	return j
}

// fcmpFunc returns LLVM's fcmp predicate pred as a function.
func fcmpFunc(pred string) (func(a, b float64) bool, bool) {
	nan := func(a, b float64) bool { return math.IsNaN(a) || math.IsNaN(b) }
	switch pred {
	case "olt":
		return func(a, b float64) bool { return a < b }, true
	case "ole":
		return func(a, b float64) bool { return a <= b }, true
	case "ogt":
		return func(a, b float64) bool { return a > b }, true
	case "oge":
		return func(a, b float64) bool { return a >= b }, true
	case "ult":
		return func(a, b float64) bool { return nan(a, b) || a < b }, true
	case "ule":
		return func(a, b float64) bool { return nan(a, b) || a <= b }, true
	case "ugt":
		return func(a, b float64) bool { return nan(a, b) || a > b }, true
	case "uge":
		return func(a, b float64) bool { return nan(a, b) || a >= b }, true
	}
	return nil, false
}
