package parallel_test

import (
	"math"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/reuse"
)

// TestPrivateHitRate: the private rate is the cores' rates weighted by their
// accesses, and one core gives the sequential profile's rate.
func TestPrivateHitRate(t *testing.T) {
	tr, plan := ompTrace(t)
	opts := reuse.StaticOptions{Line: 64}
	l := cache.Level{Name: "L1", SizeBytes: 8 << 10, Assoc: 8, Line: 64}
	seq, err := reuse.Static(tr, opts)
	if err != nil {
		t.Fatal(err)
	}
	rate, acc, err := parallel.PrivateHitRate(tr, plan, 1, opts, cache.SDCM)
	if err != nil {
		t.Fatal(err)
	}
	if want := cache.HitRate(cache.SDCM, l, seq.Profile); math.Abs(rate(l)-want) > 1e-9 {
		t.Errorf("1 core: rate %g, want the sequential %g", rate(l), want)
	}
	if math.Abs(acc-seq.Profile.Total()) > 1e-6*acc {
		t.Errorf("1 core: %g accesses, want %g", acc, seq.Profile.Total())
	}
	const cores = 4
	rate, acc, err = parallel.PrivateHitRate(tr, plan, cores, opts, cache.SDCM)
	if err != nil {
		t.Fatal(err)
	}
	profs, err := parallel.CoreProfiles(tr, plan, cores, opts)
	if err != nil {
		t.Fatal(err)
	}
	var h, n float64
	for _, p := range profs {
		h += cache.HitRate(cache.SDCM, l, p.Profile) * p.Profile.Total()
		n += p.Profile.Total()
	}
	if math.Abs(acc-n) > 1e-9*n || math.Abs(rate(l)-h/n) > 1e-12 {
		t.Errorf("%d cores: rate %g over %g accesses, want %g over %g", cores, rate(l), acc, h/n, n)
	}
}
