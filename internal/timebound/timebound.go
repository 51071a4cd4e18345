package timebound

import (
	"slices"
	"strconv"
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

// Within fails t when took exceeds units reference units (Unit, measured
// now); what names the work in the message. It returns the bound.
func Within(t testing.TB, took time.Duration, units float64, what string) time.Duration {
	t.Helper()
	u := Unit()
	bound := time.Duration(units * float64(u))
	if took > bound {
		t.Errorf("%s took %v, bound %v (%.0f units of %v, the reference workload measured in this run)", what, took, bound, units, u)
	} else {
		t.Logf("%s took %v: %.1f units of %v (bound %.0f)", what, took, float64(took)/float64(u), u, units)
	}
	return bound
}
