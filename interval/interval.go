package interval

import (
	"math"
	"slices"
)

// Site is one access site's contribution to a level: its accesses and the
// fraction of them that miss, each predicted and bounded.
type Site struct {
	Count               float64
	CountLow, CountHigh float64
	Miss                float64
	MissLow, MissHigh   float64
}

// Exact is a site whose count and outcome are derived: every range is the
// point.
func Exact(count, miss float64) Site {
	return Site{Count: count, CountLow: count, CountHigh: count, Miss: miss, MissLow: miss, MissHigh: miss}
}

// Range is a closed interval [Low, High].
type Range struct{ Low, High float64 }

// Point reports whether the range is a single value (to a relative 1e-12).
func (r Range) Point() bool {
	w := r.High - r.Low
	return !math.IsInf(w, 0) && w <= 1e-12*math.Max(1, math.Abs(r.High))
}

// Hull returns the smallest range that holds r and o.
func (r Range) Hull(o Range) Range {
	return Range{Low: math.Min(r.Low, o.Low), High: math.Max(r.High, o.High)}
}

// Contains reports whether v lies in r, to a relative tol of r's ends.
func (r Range) Contains(v, tol float64) bool {
	return v >= r.Low-tol*math.Max(1, math.Abs(r.Low)) && v <= r.High+tol*math.Max(1, math.Abs(r.High))
}

// Misses bounds the misses of sites: sum(Count·Miss) with every count and
// outcome in its range.
func Misses(sites []Site) Range {
	var r Range
	for _, s := range sites {
		r.Low += s.CountLow * s.MissLow
		r.High += s.CountHigh * s.MissHigh
	}
	return r
}

// Ratio bounds the miss ratio of sites, sum(Count·Miss) / sum(Count); {0, 0}
// when no site can have an access.
func Ratio(sites []Site) Range {
	hi := extreme(sites, func(s Site) float64 { return s.MissHigh }, true)
	lo := extreme(sites, func(s Site) float64 { return s.MissLow }, false)
	return Range{Low: lo, High: hi}
}

// extreme is the largest (max) or smallest (!max) value of
// sum(x_s·f_s) / sum(x_s) over x_s in [CountLow, CountHigh], with f the
// sites' fixed miss fractions (the ratio is monotone in each site's
// fraction, so its extremes take the range's ends). At the optimum r*, a
// site with f_s > r* (max) takes its highest count, any other its lowest:
// so the optimum is one of the prefixes of the sites sorted by f, every site
// in the prefix high and the rest low.
func extreme(sites []Site, f func(Site) float64, max bool) float64 {
	idx := make([]int, len(sites))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		fa, fb := f(sites[a]), f(sites[b])
		if max {
			fa, fb = fb, fa
		}
		switch {
		case fa < fb:
			return -1
		case fa > fb:
			return 1
		}
		return 0
	})
	var num, den float64 // every site at its lowest count
	for _, s := range sites {
		num += s.CountLow * f(s)
		den += s.CountLow
	}
	best, found := 0.0, false
	if den > 0 {
		best, found = num/den, true
	}
	for _, i := range idx { // raise the sites in order of f
		s := sites[i]
		num += (s.CountHigh - s.CountLow) * f(s)
		den += s.CountHigh - s.CountLow
		if den <= 0 {
			continue
		}
		v := num / den
		if !found || (max && v > best) || (!max && v < best) {
			best, found = v, true
		}
	}
	return best
}
