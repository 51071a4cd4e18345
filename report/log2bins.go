package report

import (
	"strconv"

	"github.com/reusescope/reusescope/cache"
)

// Log2Bin is one bar of a reuse histogram on log2 distance bins: the
// distances Lo..Hi (inclusive) with their total weight and share. The first
// touches (distance cache.Infinite) have a bin of their own with Lo = Hi = -1.
type Log2Bin struct {
	Label string  `json:"label"`
	Lo    int64   `json:"lo"`
	Hi    int64   `json:"hi"`
	Count float64 `json:"count"`
	Prob  float64 `json:"probability"`
}

// coldLabel names the bin of the first touches (infinite distance).
const coldLabel = "cold"

// Log2Bins groups a profile's distances into log2 bins: 0, 1, 2-3, 4-7, …,
// every bin from 0 to the one holding the largest finite distance (empty ones
// included, so that two histograms binned with the same minBins line up),
// then the first touches. minBins is the least number of finite bins to
// return. Prob is the bin's share of the profile's total weight.
func Log2Bins(p *cache.Profile, minBins int) []Log2Bin {
	bins := p.Bins()
	n := minBins
	for _, b := range bins {
		if b.Distance >= 0 {
			n = max(n, cache.Log2Bin(b.Distance)+1)
		}
	}
	out := make([]Log2Bin, n+1)
	for k := 0; k < n; k++ {
		lo, hi := cache.Log2Range(k)
		out[k] = Log2Bin{Label: binLabel(lo), Lo: lo, Hi: hi}
	}
	out[n] = Log2Bin{Label: coldLabel, Lo: cache.Infinite, Hi: cache.Infinite}
	total := 0.0
	for _, b := range bins { // distance order: deterministic sums
		k := n
		if b.Distance >= 0 {
			k = cache.Log2Bin(b.Distance)
		}
		out[k].Count += b.Count
		total += b.Count
	}
	for k := range out {
		if total > 0 {
			out[k].Prob = out[k].Count / total
		}
	}
	return out
}

// MaxLog2Bins returns the number of finite log2 bins of the profile: the
// minBins that makes Log2Bins of several profiles line up.
func MaxLog2Bins(ps ...*cache.Profile) int {
	n := 0
	for _, p := range ps {
		if p != nil {
			n = max(n, len(Log2Bins(p, 0))-1)
		}
	}
	return n
}

// binLabel writes a bin's lower bound compactly: 512, 1Ki, 2Mi.
func binLabel(lo int64) string {
	const kilo = 1 << 10
	units := []string{"", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"}
	u := 0
	for lo >= kilo && lo%kilo == 0 {
		lo /= kilo
		u++
	}
	return strconv.FormatInt(lo, 10) + units[u]
}
