// PBE and PWE are the profile similarity metrics of Wu and Yeung,
// "Efficient Reuse Distance Analysis of Multicore Scaling for Loop-Based
// Parallel Programs", ACM Transactions on Computer Systems 31(1), 2013
// (§3.2, Eq. 1): the profile bin error averages the relative error of each
// bin against a reference profile; the profile window error does the same on
// sums over windows of W consecutive bins, so that errors that fluctuate
// above and below the reference cancel. With W spanning every bin, PWE is the
// relative error of the miss counts at every bin's capacity.

package cache

import "math"

// numSimBins is the number of similarity bins: the power-of-two bins of
// Log2Bin, then one for first touches.
const numSimBins = NumLog2Bins + 1

// simBin returns the similarity bin of distance d.
func simBin(d int64) int {
	if d < 0 {
		return numSimBins - 1
	}
	return Log2Bin(d)
}

// simBins returns the probabilities of a and b on the bins that either
// occupies, in bin order (first touches last).
func simBins(a, b *Profile) (pa, pb []float64) {
	var ha, hb [numSimBins]float64
	fill := func(h *[numSimBins]float64, p *Profile) {
		t := p.Total()
		if t == 0 {
			return
		}
		for _, b := range p.sortedRaw() { // a fixed order makes equal profiles sum equally
			h[simBin(b.Distance)] += b.Count / t
		}
	}
	fill(&ha, a)
	fill(&hb, b)
	for i := range ha {
		if ha[i] != 0 || hb[i] != 0 {
			pa = append(pa, ha[i])
			pb = append(pb, hb[i])
		}
	}
	return pa, pb
}

// relErr is |x-ref|/ref, or 1 when ref is 0 and x is not (Eq. 1 is
// undefined there; a bin present only in the compared profile counts as a
// 100% error).
func relErr(x, ref float64) float64 {
	e := RelErr(x, ref)
	if math.IsInf(e, 1) {
		return 1
	}
	return math.Abs(e)
}

// PBE returns the profile bin error of profile a against the reference b, as
// a fraction (0.05 = 5%):
//
//	PBE = (1/n) Σ_i |a_i - b_i| / b_i
//
// where a_i and b_i are the probabilities (weights divided by the profile's
// total, so profiles of different lengths compare) of the n bins that either
// profile occupies. Bins are powers of two of the distance (0, 1, 2-3, 4-7,
// ...), with first touches as the last bin; the paper bins logarithmically up
// to 128 KiB and linearly beyond, which for the sparse profiles of static
// analysis would mostly add bins empty in both profiles. Two empty profiles
// give 0.
func PBE(a, b *Profile) float64 { return PWE(a, b, 1) }

// PWE returns the profile window error of a against the reference b over
// windows of W bins, as a fraction: Eq. 1 with a_i and b_i replaced by the
// sums a_i + ... + a_{i+W-1} over the same bins as PBE (bins past the last
// count as 0). PWE(a, b, 1) = PBE(a, b); with W at least the number of bins
// the window sums are the miss probabilities of fully associative caches
// whose capacities are the bins' lower bounds. A window below 1 counts as 1.
func PWE(a, b *Profile, window int) float64 {
	if window < 1 {
		window = 1
	}
	pa, pb := simBins(a, b)
	n := len(pa)
	if n == 0 {
		return 0
	}
	var sum float64
	for i := 0; i < n; i++ {
		var wa, wb float64
		for j := i; j < i+window && j < n; j++ {
			wa += pa[j]
			wb += pb[j]
		}
		sum += relErr(wa, wb)
	}
	return sum / float64(n)
}
