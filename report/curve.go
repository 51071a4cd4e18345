package report

import (
	"fmt"

	"github.com/reusescope/reusescope/cache"
)

// CurvePoint is the predicted hit rate of one cache size.
type CurvePoint struct {
	SizeBytes int64   `json:"size_bytes"`
	HitRate   float64 `json:"hit_rate"`
}

// Curve is a hit rate as a function of the cache size at a fixed
// associativity (0 = fully associative) and line size.
type Curve struct {
	Name   string       `json:"name"`
	Assoc  int          `json:"assoc"`
	Line   int          `json:"line"`
	Points []CurvePoint `json:"points"`
}

// PowersOfTwo returns the powers of two in [lo, hi], smallest first.
func PowersOfTwo(lo, hi int64) []int64 {
	var out []int64
	for s := int64(1); s > 0 && s <= hi; s <<= 1 {
		if s >= lo {
			out = append(out, s)
		}
	}
	return out
}

// RateFunc predicts the hit rate of one valid cache level.
type RateFunc func(l cache.Level) float64

// ProfileRate is the RateFunc of a reuse profile (distances in lines of the
// levels' line size) under a model that needs only the profile (cache.HitRate).
func ProfileRate(m cache.Model, p *cache.Profile) RateFunc {
	return func(l cache.Level) float64 { return cache.HitRate(m, l, p) }
}

// ValidLevels returns the levels of every size with the given associativity
// and line that are valid caches (Level.Check: e.g. not fewer blocks than
// ways); skipped says which are not, and why.
func ValidLevels(name string, sizes []int64, assoc, line int) (levels []cache.Level, skipped []string) {
	for _, size := range sizes {
		l := cache.Level{Name: name, SizeBytes: size, Assoc: assoc, Line: line}
		if err := l.Check(); err != nil {
			skipped = append(skipped, fmt.Sprintf("%s: %v", l, err))
			continue
		}
		levels = append(levels, l)
	}
	return levels, skipped
}

// HitRateCurve predicts the hit rate of every size with the given
// associativity and line. Sizes that are no valid cache (ValidLevels) are
// left out and listed in skipped.
func HitRateCurve(name string, sizes []int64, assoc, line int, rate RateFunc) (c Curve, skipped []string) {
	c = Curve{Name: name, Assoc: assoc, Line: line}
	levels, skipped := ValidLevels(name, sizes, assoc, line)
	for _, l := range levels {
		c.Points = append(c.Points, CurvePoint{SizeBytes: l.SizeBytes, HitRate: rate(l)})
	}
	return c, skipped
}
