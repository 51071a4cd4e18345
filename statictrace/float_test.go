package statictrace

import (
	"math"
	"testing"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// TestFloatCompare holds fcmp's predicates to LLVM's definitions: an
// ordered predicate is false and an unordered one true where an operand
// is a NaN; otherwise both are the comparison.
func TestFloatCompare(t *testing.T) {
	nan := math.NaN()
	for _, c := range []struct {
		p    enum.FPred
		x, y float64
		want bool
	}{
		{enum.FPredOLT, 1, 2, true}, {enum.FPredOLT, 2, 1, false}, {enum.FPredOLT, nan, 1, false},
		{enum.FPredULT, nan, 1, true}, {enum.FPredULT, 2, 1, false},
		{enum.FPredOEQ, 0, math.Copysign(0, -1), true}, {enum.FPredOEQ, nan, nan, false},
		{enum.FPredUNE, nan, nan, true}, {enum.FPredONE, 1, nan, false}, {enum.FPredONE, 1, 2, true},
		{enum.FPredORD, 1, nan, false}, {enum.FPredUNO, 1, nan, true}, {enum.FPredORD, 1, 2, true},
		{enum.FPredOGE, 2, 2, true}, {enum.FPredUGT, nan, 0, true}, {enum.FPredOLE, math.Inf(-1), -1e308, true},
	} {
		if got, ok := fcompare(c.p, c.x, c.y); !ok || got != c.want {
			t.Errorf("fcmp %v %v, %v = %v (ok %v), want %v", c.p, c.x, c.y, got, ok, c.want)
		}
	}
}

// TestFloatBits: a float is held as its 32 bits and rounded to single
// precision at each operation (0.1f + 0.2f is 0.3f's neighbour, as C's
// float arithmetic gives it), a double as its 64; minnum takes the number
// where the other operand is a NaN, as fmin does.
func TestFloatBits(t *testing.T) {
	f := types.FloatKindFloat
	sum := toFloat(f, fromFloat(f, toFloat(f, fromFloat(f, 0.1))+toFloat(f, fromFloat(f, 0.2))))
	if want := float64(float32(0.1) + float32(0.2)); sum != want {
		t.Errorf("0.1f + 0.2f = %v, want %v", sum, want)
	}
	if b := fromFloat(f, 1); b != 0x3f800000 {
		t.Errorf("bits of 1.0f %#x, want 0x3f800000", b)
	}
	d := types.FloatKindDouble
	if b := fromFloat(d, -2); uint64(b) != 0xc000000000000000 {
		t.Errorf("bits of -2.0 %#x, want 0xc000000000000000", uint64(b))
	}
	if got := minnum(math.NaN(), 3); got != 3 {
		t.Errorf("minnum(NaN, 3) = %v, want 3", got)
	}
}
