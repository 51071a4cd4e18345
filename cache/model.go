// The stack-distance cache model (SDCM) is Brehob and Enbody (1999) as used
// by PPT-AMM (Chennupati et al., "An Analytical Memory Hierarchy Model for
// Performance Prediction", Winter Simulation Conference 2017): for an A-way
// cache of B blocks, P(h|D) = Σ_{a=0}^{A-1} C(D,a) (A/B)^a ((B-A)/B)^(D-a)
// (Eq. 5), ((B-1)/B)^D when direct-mapped (Eq. 6), and
// P(h) = Σ_D P(D) P(h|D) (Eq. 7).

package cache

import (
	"fmt"
	"math"
	"strings"
)

// Model selects the hit-probability model P(h|D).
type Model int

const (
	// SDCM is Eq. 5 (Eq. 6 when direct-mapped), the default. D < A always
	// hits (the binomial sum is then complete); a fully associative level
	// (A = B) reduces to D < B. It is exact wherever D < A, where the
	// authors' variant predicts misses no LRU cache can have; on random
	// traces with a hot set (TestModelsAgainstSimulation) it is closer to
	// exact LRU simulation than AuthorsVariant, though FullyAssocLRU is
	// closer still there, because consecutive line numbers spread evenly over
	// the sets instead of at random as Eq. 5 assumes.
	SDCM Model = iota
	// FullyAssocLRU ignores associativity: hit iff D < B.
	FullyAssocLRU
	// AuthorsVariant is the phit_D function of the PPT-AMM authors' Python
	// script: D = 0 hits, 0 < D <= A gives (1 - 1/B)^D, D > A gives Eq. 5.
	// The script replaces D = -1 by the L3 size in bytes, which makes a first
	// touch hit with a tiny probability; here a first touch always misses.
	AuthorsVariant
	// Sets takes D as a set distance (StaticOptions.Sets): the distinct lines
	// of the access's own set since its previous access. An A-way LRU set
	// hits iff D < A, so the model is exact for the accesses it is given and
	// assumes nothing about how lines map to sets. Its profile depends on
	// the level's number of sets; StaticHierarchyRates computes one per level.
	Sets
)

var modelNames = []string{SDCM: "sdcm", FullyAssocLRU: "fa-lru", AuthorsVariant: "authors", Sets: "sets"}

// ParseModel parses a model name: "sdcm" (also the empty string), "fa-lru",
// "authors" or "sets", case-insensitive.
func ParseModel(s string) (Model, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "" {
		return SDCM, nil
	}
	for m, name := range modelNames {
		if t == name {
			return Model(m), nil
		}
	}
	return SDCM, fmt.Errorf("parse cache model %q: want sdcm, fa-lru, authors or sets", s)
}

// String returns the name ParseModel reads.
func (m Model) String() string {
	if m >= 0 && int(m) < len(modelNames) {
		return modelNames[m]
	}
	return fmt.Sprintf("Model(%d)", int(m))
}

// HitProb returns P(h|D) for one level under model m. D = Infinite (or any
// negative D) is a miss. Eq. 5 is summed in log space, each term from the
// previous by the ratio (D-a)/(a+1) · A/(B-A) and the first term as
// D·log1p(-A/B), so D = 1e8 is finite and accurate: the relative error is
// about |D·log(1-A/B)| times the float64 epsilon (1e-13 for D = B = 2^20,
// A = 1024). Its cost is O(A) for
// D >= A and O(1) otherwise. The level must be valid (Level.Check).
func HitProb(m Model, l Level, d int64) float64 {
	if d < 0 {
		return 0
	}
	b, a := l.Blocks(), l.Ways()
	switch m {
	case FullyAssocLRU:
		return step(d < b)
	case Sets:
		return step(d < a)
	case AuthorsVariant:
		switch {
		case d == 0:
			return 1
		case d <= a:
			return math.Exp(float64(d) * math.Log1p(-1/float64(b)))
		case a >= b:
			return 0 // Eq. 5 with A = B and D > A has only zero terms.
		}
		return sdcmSum(d, a, b)
	}
	// SDCM.
	switch {
	case a >= b:
		return step(d < b)
	case d < a:
		return 1
	}
	return sdcmSum(d, a, b)
}

// sdcmSum returns Σ_{a=0}^{A-1} C(D,a) p^a q^(D-a) with p = A/B, q = 1-p,
// for D >= A and A < B, by a running log-sum-exp.
func sdcmSum(d, ways, blocks int64) float64 {
	p := float64(ways) / float64(blocks)
	logq := math.Log1p(-p)
	logRatio := math.Log(p) - logq
	D := float64(d)
	lt := D * logq // log of the a = 0 term
	mx, s := lt, 1.0
	for a := int64(1); a < ways; a++ {
		lt += math.Log((D-float64(a-1))/float64(a)) + logRatio
		if lt > mx {
			s = s*math.Exp(mx-lt) + 1
			mx = lt
		} else {
			s += math.Exp(lt - mx)
		}
	}
	return math.Min(1, math.Exp(mx+math.Log(s)))
}

func step(hit bool) float64 {
	if hit {
		return 1
	}
	return 0
}

// HitRate returns P(h) = Σ_D P(D) P(h|D) (Eq. 7) for one level: the
// probability that an access of the profile's stream hits a cache of the
// level's geometry. An empty profile gives 0.
func HitRate(m Model, l Level, p *Profile) float64 {
	total := p.Total()
	if total == 0 {
		return 0
	}
	var h float64
	for _, b := range p.sortedRaw() { // distance order: deterministic sum
		if b.Distance >= 0 {
			h += b.Count * HitProb(m, l, b.Distance)
		}
	}
	return h / total
}

// LevelRate is the model's prediction for one level of a hierarchy. See the
// package documentation for the definitions and a worked example.
type LevelRate struct {
	Level Level
	// HitRate is the global hit rate: Eq. 7 for the whole access stream fed
	// into a cache of this level's geometry.
	HitRate float64
	// LocalHitRate is Hits / (Hits + Misses): the rate among the accesses
	// that missed every level above (0 when no access reaches the level).
	LocalHitRate float64
	// Hits and Misses are expected access counts (the profile's total
	// weight times a probability) at this level of the chained hierarchy.
	Hits, Misses float64
	// Filtered reports that Hits, Misses and LocalHitRate come from the
	// stream of the accesses that missed the levels above, as a hierarchy
	// fills a level, rather than chained from HitRate under the inclusion
	// assumption (ChainRates).
	Filtered bool
}

// HierarchyRates predicts every level's hit rates from one profile whose
// distances are in lines of the levels' line size. Level k (counting from 1)
// serves the accesses that missed levels 1..k-1. Under the inclusion
// assumption an access that hits level k-1's geometry also hits level k's, so
// with h_k = HitRate(m, level k, p) the fraction of accesses served by levels
// 1..k is H_k = max(h_k, H_{k-1}) (H_0 = 0; the max keeps an odd hierarchy,
// with a level smaller than the one above it, from having negative hits):
//
//	Hits_k   = (H_k - H_{k-1}) · Total
//	Misses_k = (1 - H_k) · Total
//	LocalHitRate_k = (H_k - H_{k-1}) / (1 - H_{k-1})
//	HitRate_k = h_k
func HierarchyRates(m Model, levels []Level, p *Profile) []LevelRate {
	hs := make([]float64, len(levels))
	for k, l := range levels {
		hs[k] = HitRate(m, l, p)
	}
	return ChainRates(levels, hs, p.Total())
}

// ChainRates chains the per-level hit rates hs of a stream of total accesses
// through the hierarchy as HierarchyRates documents.
func ChainRates(levels []Level, hs []float64, total float64) []LevelRate {
	out := make([]LevelRate, len(levels))
	prev := 0.0
	for k, l := range levels {
		h := hs[k]
		cum := math.Max(h, prev)
		r := LevelRate{Level: l, HitRate: h}
		r.Hits = (cum - prev) * total
		r.Misses = (1 - cum) * total
		if prev < 1 {
			r.LocalHitRate = (cum - prev) / (1 - prev)
		}
		out[k] = r
		prev = cum
	}
	return out
}
