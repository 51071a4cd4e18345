package poly

// Geometric counters: a loop whose counter is multiplied, shifted or
// divided each iteration (while (cap < 2 * n) cap <<= 1; for (s = n / 2;
// s > 0; s >>= 1)) runs a logarithmic number of iterations that no
// polynomial gives. IntSteps counts them as the machine computes, in the
// counter's width: an overflow wraps as it does in the program.

// MaxIntSteps is the most iterations IntSteps counts; a geometric counter
// ends within 64, so beyond it the loop does not end.
const MaxIntSteps = 1 << 12

// IntSteps returns the first k >= from at which LLVM's compare pred ("eq",
// "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge") of c_k
// against bound fails, where c_0 = start and c_{k+1} = c_k op by: op is
// "shl", "lshr", "ashr" (by bits), "mul", "sdiv" or "udiv" (by a
// constant), computed in bits-bit integers. ok is false for an unknown op
// or predicate, a width outside 1..64, a division by 0, and a loop that
// does not end (the counter stops moving, or more than MaxIntSteps).
func IntSteps(start int64, op string, by, bound int64, pred string, from int64, bits int) (int64, bool) {
	if bits < 1 || bits > 64 || from < 0 {
		return 0, false
	}
	return intSteps(start, op, by, bound, pred, from, bits, -1)
}

// IntStepValue returns c_k, the counter of IntSteps after k steps, as a
// signed bits-bit value; ok is false for an unknown op, a width outside
// 1..64 or k outside 0..MaxIntSteps.
func IntStepValue(start int64, op string, by int64, k int64, bits int) (int64, bool) {
	if bits < 1 || bits > 64 || k < 0 || k > MaxIntSteps {
		return 0, false
	}
	return intSteps(start, op, by, 0, "", 0, bits, k)
}

// intSteps is IntSteps, or with at >= 0 the counter's value after at steps.
func intSteps(start int64, op string, by, bound int64, pred string, from int64, bits int, at int64) (int64, bool) {
	wrap := func(x uint64) uint64 { // keep the low bits
		if bits == 64 {
			return x
		}
		return x & (1<<uint(bits) - 1)
	}
	signed := func(x uint64) int64 { // the low bits as a signed value
		s := uint(64 - bits)
		return int64(x<<s) >> s
	}
	next := func(x uint64) (uint64, bool) {
		switch op {
		case "shl":
			if by < 0 || by >= int64(bits) {
				return 0, false
			}
			return wrap(x << uint(by)), true
		case "lshr":
			if by < 0 || by >= int64(bits) {
				return 0, false
			}
			return x >> uint(by), true
		case "ashr":
			if by < 0 || by >= int64(bits) {
				return 0, false
			}
			return wrap(uint64(signed(x) >> uint(by))), true
		case "mul":
			return wrap(x * uint64(by)), true
		case "sdiv":
			if by == 0 || by == -1 {
				return 0, false
			}
			return wrap(uint64(signed(x) / by)), true
		case "udiv":
			if by <= 0 {
				return 0, false
			}
			return x / wrap(uint64(by)), true
		}
		return 0, false
	}
	b := wrap(uint64(bound))
	holds := func(x uint64) (bool, bool) {
		sx, sb := signed(x), signed(b)
		switch pred {
		case "eq":
			return x == b, true
		case "ne":
			return x != b, true
		case "slt":
			return sx < sb, true
		case "sle":
			return sx <= sb, true
		case "sgt":
			return sx > sb, true
		case "sge":
			return sx >= sb, true
		case "ult":
			return x < b, true
		case "ule":
			return x <= b, true
		case "ugt":
			return x > b, true
		case "uge":
			return x >= b, true
		}
		return false, false
	}
	x := wrap(uint64(start))
	for k := int64(0); k <= MaxIntSteps; k++ {
		if k == at {
			return signed(x), true
		}
		if at < 0 && k >= from {
			h, ok := holds(x)
			if !ok {
				return 0, false
			}
			if !h {
				return k, true
			}
		}
		y, ok := next(x)
		if !ok || y == x && at < 0 {
			return 0, false // the counter no longer moves: the loop does not end
		}
		x = y
	}
	return 0, false
}
