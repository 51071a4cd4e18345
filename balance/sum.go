package balance

// Compensated summation after A. Neumaier, "Rundungsfehleranalyse einiger
// Verfahren zur Summation endlicher Summen", ZAMM 54(1), 1974: Kahan's
// summation with the compensation also right when a term outweighs the
// running sum.

import "math"

// compSum accumulates a sum of float64 terms together with the rounding
// error of every addition, so that sum+comp is the exact sum to within
// about one rounding of the result for sums of a few thousand terms.
type compSum struct {
	sum, comp float64
}

// add adds v to the sum.
func (c *compSum) add(v float64) {
	t := c.sum + v
	if math.Abs(c.sum) >= math.Abs(v) {
		c.comp += (c.sum - t) + v
	} else {
		c.comp += (v - t) + c.sum
	}
	c.sum = t
}

// oneMinus returns 1 minus the sum, keeping full relative precision when
// the sum is close to 1 (1 − sum is then exact, Sterbenz's lemma).
func (c *compSum) oneMinus() float64 {
	return (1 - c.sum) - c.comp
}
