package cache

import (
	"math"
	"math/bits"
)

// NumLog2Bins is the number of finite power-of-two distance bins: bin 0 holds
// D = 0 and bin k (1..64) holds 2^(k-1) <= D < 2^k, which covers every int64
// distance.
const NumLog2Bins = 65

// Log2Bin returns the power-of-two bin of a finite distance d >= 0: 0 for
// D = 0 and k = floor(log2 D) + 1 for D >= 1. Every binned view of a profile
// (the similarity metrics, compare's histogram, the report's plots) uses it.
func Log2Bin(d int64) int { return bits.Len64(uint64(d)) }

// Log2Range returns the distances lo..hi (inclusive) of bin k.
func Log2Range(k int) (lo, hi int64) {
	if k == 0 {
		return 0, 0
	}
	return int64(1) << (k - 1), int64(1)<<k - 1
}

// RelErr returns the signed relative error (x - ref) / ref of x against the
// reference ref: 0 when both are 0, +Inf when only ref is 0.
func RelErr(x, ref float64) float64 {
	if ref == 0 {
		if x == 0 {
			return 0
		}
		return math.Inf(1)
	}
	return (x - ref) / ref
}
