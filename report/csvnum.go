package report

import (
	"math"
	"strconv"
)

// csvIntTol is the relative distance to an integer under which a count in
// CSV is written as that integer: the balance solution carries ~1e-10
// relative noise (601.0000000000002 is 601).
const csvIntTol = 1e-9

// csvDigits is the number of significant digits of an estimate in CSV: the
// static values are predictions, and more digits would only show noise.
const csvDigits = 6

// csvCount writes a count: an integer when it is one within csvIntTol
// (relative), else an estimate (csvEst).
func csvCount(v float64) string {
	if r := math.Round(v); math.Abs(v-r) <= csvIntTol*math.Max(1, math.Abs(v)) && math.Abs(r) < 1<<53 {
		return strconv.FormatFloat(r, 'f', -1, 64)
	}
	return csvEst(v)
}

// csvEst writes an estimate with at most csvDigits significant digits and
// no exponent for the magnitudes counts and rates have (42259600, not
// 4.22596e+07).
func csvEst(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return strconv.FormatFloat(v, 'g', -1, 64)
	}
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', csvDigits, 64), 64)
	if r != 0 && (math.Abs(r) < 1e-6 || math.Abs(r) >= 1e21) {
		return strconv.FormatFloat(r, 'g', -1, 64)
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}
