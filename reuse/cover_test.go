package reuse

import (
	"math/rand"
	"slices"
	"testing"
)

// lineSetOf returns every line a cover holds, enumerated byte range by
// byte range with no shortcut.
func lineSetOf(c *cover, L int64) map[int64]bool {
	out := map[int64]bool{}
	if c.outer == nil {
		for l := c.la; l <= c.lb; l++ {
			out[l] = true
		}
		return out
	}
	forRuns(c.outer, c.lowest, func(start int64) bool {
		for b := start; b < start+c.run; b++ {
			out[floorDiv(b, L)] = true
		}
		return true
	})
	return out
}

// columnCover makes the cover of a one-dimensional column walk: runs of run
// bytes from lowest, extent of them stride bytes apart.
func columnCover(lowest, run, stride, extent, L int64) *cover {
	d := dim{stride: stride, extent: extent}
	span := run + (extent-1)*absInt(stride)
	lo := d.first(lowest)
	return &cover{outer: []dim{d}, lowest: lowest, run: run,
		la: floorDiv(lo, L), lb: floorDiv(lo+span-1, L)}
}

// TestWithinAgainstLineSets: whether one phantom's lines all lie among
// another's (within, which checks one line period of runs when both are
// column walks of one stride, see periodIn) agrees with the two covers'
// line sets enumerated byte by byte, on random column walks: the rows of a
// column against the rows of the next column or of a shifted block, strides
// that are and are not multiples of a line, both directions.
func TestWithinAgainstLineSets(t *testing.T) {
	const L = 64
	rng := rand.New(rand.NewSource(7))
	strides := []int64{800, 640, 96, 200, 1024, 72, -800, -640}
	shortcut := 0
	for trial := 0; trial < 20000; trial++ {
		s := strides[rng.Intn(len(strides))]
		run := int64(8 * (1 + rng.Intn(2)))
		if absInt(s) <= run+L {
			run = 8
		}
		e := int64(1 + rng.Intn(60))
		ce := e + int64(rng.Intn(8)) - 2
		if ce < 1 {
			ce = 1
		}
		base := int64(1 << 20)
		c := columnCover(base+int64(rng.Intn(4)*8)+int64(rng.Intn(3))*s, run, s, e, L)
		cov := columnCover(base+int64(rng.Intn(4)*8)+int64(rng.Intn(3)-1)*s, run+int64(rng.Intn(2))*8, s, ce, L)
		if rng.Intn(4) == 0 { // a different stride: no shortcut
			cov = columnCover(base+int64(rng.Intn(64)), 8, s+8, ce, L)
		}
		if c.la < cov.la || c.lb > cov.lb {
			continue // supersede asks only when c's range lies in cov's
		}
		if _, ok := c.periodIn(cov, L); ok {
			shortcut++
		}
		want := true
		held := lineSetOf(cov, L)
		for l := range lineSetOf(c, L) {
			if !held[l] {
				want = false
				break
			}
		}
		if got := c.within(cov, L, 1<<20); got != want {
			t.Fatalf("trial %d: stride %d, c lowest %d run %d extent %d, cov lowest %d run %d extent %d: within %v, line sets say %v",
				trial, s, c.lowest, c.run, e, cov.lowest, cov.run, ce, got, want)
		}
	}
	if shortcut < 1000 {
		t.Fatalf("only %d trials took the periodic shortcut", shortcut)
	}
}

// TestMergeSorted holds mergeSorted to sorting the concatenation.
func TestMergeSorted(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		var a, b []int64
		for v := int64(0); v < 60; v++ {
			switch rng.Intn(3) {
			case 0:
				a = append(a, v)
			case 1:
				b = append(b, v)
			}
		}
		want := slices.Sorted(slices.Values(append(slices.Clone(a), b...)))
		if got := mergeSorted(slices.Clip(a), b); !slices.Equal(got, want) {
			t.Fatalf("mergeSorted(%v, %v) = %v, want %v", a, b, got, want)
		}
		a = slices.Grow(a, 64) // room in a's storage
		if got := mergeSorted(a, b); !slices.Equal(got, want) {
			t.Fatalf("mergeSorted with room (%v, %v) = %v, want %v", a, b, got, want)
		}
	}
}
