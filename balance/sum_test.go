package balance

import (
	"math"
	"math/big"
	"testing"
)

// TestCompSum checks oneMinus of n copies of 1/n (rounded) and of a few
// other rows against the exact value computed with math/big.
func TestCompSum(t *testing.T) {
	rows := [][]float64{
		{1.0 / 101, 1 - 1.0/101},
		{0.1, 0.2, 0.3, 0.4},
		{1e-300, 1},
		{0.75, 0.5},
	}
	for _, n := range []int{3, 7, 1001, 100000} {
		row := make([]float64, n)
		for i := range row {
			row[i] = 1 / float64(n)
		}
		rows = append(rows, row)
	}
	for _, row := range rows {
		var c compSum
		exact := new(big.Float).SetPrec(4096).SetInt64(1)
		for _, v := range row {
			c.add(v)
			exact.Sub(exact, new(big.Float).SetFloat64(v))
		}
		want, _ := exact.Float64()
		if got := c.oneMinus(); math.Abs(got-want) > 1e-9*math.Abs(want) {
			t.Errorf("1 − Σ of %d terms (%g, …) = %g, want %g", len(row), row[0], got, want)
		}
	}
}
