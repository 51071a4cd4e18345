package report

import (
	"slices"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

func TestPowersOfTwo(t *testing.T) {
	if got, want := PowersOfTwo(3000, 40000), []int64{4096, 8192, 16384, 32768}; !slices.Equal(got, want) {
		t.Errorf("PowersOfTwo(3000, 40000) = %v, want %v", got, want)
	}
	if got := PowersOfTwo(1024, 1024); !slices.Equal(got, []int64{1024}) {
		t.Errorf("PowersOfTwo(1024, 1024) = %v", got)
	}
	if got := PowersOfTwo(5, 7); len(got) != 0 {
		t.Errorf("PowersOfTwo(5, 7) = %v, want none", got)
	}
	if got := PowersOfTwo(1<<62, 1<<63-1); !slices.Equal(got, []int64{1 << 62}) {
		t.Errorf("PowersOfTwo near overflow = %v", got)
	}
}

// TestHitRateCurveFALRU: under fa-lru an access hits iff D < blocks, so the
// curve of a hand-made profile is a staircase that can be read off directly.
func TestHitRateCurveFALRU(t *testing.T) {
	p := cache.NewProfile()
	p.Add(cache.Infinite, 1)
	p.Add(10, 1)   // hits from 11 blocks: 1KiB of 64 B lines = 16 blocks
	p.Add(100, 1)  // hits from 101 blocks: 8KiB = 128 blocks
	p.Add(5000, 1) // hits from 5001 blocks: 512KiB = 8192 blocks
	sizes := PowersOfTwo(512, 1<<20)
	c, skipped := HitRateCurve("L1", sizes, 8, 64, ProfileRate(cache.FullyAssocLRU, p))
	// 512 B with 8 ways of 64 B lines is one set: valid.
	if len(skipped) != 0 {
		t.Fatalf("skipped %v", skipped)
	}
	for _, pt := range c.Points {
		blocks := pt.SizeBytes / 64
		want := 0.0
		for _, d := range []int64{10, 100, 5000} {
			if d < blocks {
				want += 0.25
			}
		}
		if pt.HitRate != want {
			t.Errorf("size %d: hit rate %g, want %g", pt.SizeBytes, pt.HitRate, want)
		}
	}
	// 16 ways of 64 B lines do not fit in 512 B.
	if c, skipped := HitRateCurve("L1", []int64{512, 1024}, 16, 64, ProfileRate(cache.SDCM, p)); len(c.Points) != 1 || len(skipped) != 1 {
		t.Errorf("16-way 512B: points %v, skipped %v", c.Points, skipped)
	}
}
