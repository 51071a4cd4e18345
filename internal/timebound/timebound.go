package timebound

import (
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"
)

// Unit returns the duration of the reference workload, measured now: the
// median of five runs.
func Unit() time.Duration {
	var runs [5]time.Duration
	for i := range runs {
		start := time.Now()
		reference()
		runs[i] = time.Since(start)
	}
	slices.Sort(runs[:])
	return runs[2]
}

// sink keeps the reference loop from being optimised away.
var sink uint64

// reference is the fixed workload, the mix of the analyses the tests
// time: arithmetic and cache traffic (a pseudo-random walk over 1 MiB), and
// allocation, hashing and garbage (a map of 8,192 string keys).
func reference() {
	buf := make([]uint64, 1<<17)
	x := uint64(88172645463325252)
	for i := 0; i < 1<<19; i++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		buf[x&(1<<17-1)] += x
	}
	m := make(map[string][]uint64)
	for i := 0; i < 1<<13; i++ {
		m[strconv.Itoa(i)] = make([]uint64, 4)
	}
	sink += buf[x&(1<<17-1)] + uint64(len(m))
}

// samplePeriod is how often the sampler times one run of the reference
// workload while a test binary runs.
const samplePeriod = 500 * time.Millisecond

// maxSamples bounds the samples kept: the last ten minutes.
const maxSamples = int(10 * time.Minute / samplePeriod)

type sample struct {
	at time.Time // when the run ended
	d  time.Duration
}

// sampler times one reference run every samplePeriod, from the first use
// of the package on, so that Within knows what a unit cost while the work
// it bounds ran (another test package loading the machine, then stopping,
// leaves a unit measured after the work too small).
var sampler struct {
	once sync.Once
	mu   sync.Mutex
	runs []sample
}

func startSampler() {
	sampler.once.Do(func() {
		go func() {
			for {
				time.Sleep(samplePeriod)
				start := time.Now()
				reference()
				end := time.Now()
				sampler.mu.Lock()
				sampler.runs = append(sampler.runs, sample{end, end.Sub(start)})
				if len(sampler.runs) > maxSamples {
					sampler.runs = slices.Delete(sampler.runs, 0, len(sampler.runs)-maxSamples)
				}
				sampler.mu.Unlock()
			}
		}()
	})
}

func init() { startSampler() }

// during returns the upper quartile of the sampled units of the runs that
// started and ended within the last span, 0 with fewer than four.
func during(span time.Duration) time.Duration {
	now := time.Now()
	sampler.mu.Lock()
	var ds []time.Duration
	for _, s := range sampler.runs {
		if now.Sub(s.at)+s.d <= span {
			ds = append(ds, s.d)
		}
	}
	sampler.mu.Unlock()
	if len(ds) < 4 {
		return 0
	}
	slices.Sort(ds)
	return ds[len(ds)*3/4]
}

// Within fails t when took exceeds units reference units; what names the
// work in the message. A unit is Unit, measured now, or, when more, the
// upper quartile of the units the sampler measured while the work ran
// (the last took): the bound follows the load the work met. It returns
// the bound.
func Within(t testing.TB, took time.Duration, units float64, what string) time.Duration {
	t.Helper()
	u := max(Unit(), during(took))
	bound := time.Duration(units * float64(u))
	if took > bound {
		t.Errorf("%s took %v, bound %v (%.0f units of %v, the reference workload measured in this run)", what, took, bound, units, u)
	} else {
		t.Logf("%s took %v: %.1f units of %v (bound %.0f)", what, took, float64(took)/float64(u), u, units)
	}
	return bound
}
