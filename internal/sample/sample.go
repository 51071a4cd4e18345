package sample

import (
	"os"
	"slices"
	"testing"
)

// Env is the environment variable that asks for the full sweeps.
const Env = "REUSESCOPE_FULL"

// Full reports whether every case of every sweep runs (REUSESCOPE_FULL=1).
func Full() bool { return os.Getenv(Env) == "1" }

// Keep reports whether case i of a sweep that keeps one case in every
// period runs: every case when Full, else those with i % period == offset
// % period. Sweeps pass the index of a case among its kind (a kernel's
// sizes, a program's -O levels) and rotate offset over the kinds, so that
// the sample covers each kind and each variant.
func Keep(i, period, offset int) bool {
	if Full() || period <= 1 {
		return true
	}
	return ((i-offset)%period+period)%period == 0
}

// Log records at the end of a sweep how many of its cases ran, and how to
// run them all.
func Log(t testing.TB, ran, total int) {
	t.Helper()
	if ran < total {
		t.Logf("ran %d of %d cases, a sample; %s=1 runs them all", ran, total, Env)
	} else {
		t.Logf("ran all %d cases", total)
	}
}

// RequireFull fails t unless the full sweep runs: a record regenerated
// from a sample would drop the cases left out.
func RequireFull(t testing.TB, what string) {
	t.Helper()
	if !Full() {
		t.Fatalf("%s is regenerated from the full sweep: set %s=1 as well", what, Env)
	}
}

// Offsets numbers the distinct names in sorted order: the offsets of Keep
// that rotate a sweep's variants over its kinds (kernels, programs).
func Offsets(names []string) map[string]int {
	sorted := slices.Clone(names)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	off := make(map[string]int, len(sorted))
	for i, n := range sorted {
		off[n] = i
	}
	return off
}
