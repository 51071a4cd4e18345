package sample

import (
	"os"
	"slices"
	"testing"
)

// Env is the environment variable that asks for the full sweeps.
const Env = "REUSESCOPE_FULL"

// Rest is the value of Env that asks for the cases the sample leaves out:
// with the sample that `go test ./...` ran, every case once (CI runs the
// sweeps so after the test command instead of running the sample twice).
const Rest = "rest"

// Full reports whether every case of every sweep runs (REUSESCOPE_FULL=1).
func Full() bool { return os.Getenv(Env) == "1" }

// Remainder reports whether only the cases the sample leaves out run
// (REUSESCOPE_FULL=rest).
func Remainder() bool { return os.Getenv(Env) == Rest }

// Beyond reports whether the run covers what the sample leaves out, whole
// (Full) or as the remainder: the work a sweep does only in its full form.
func Beyond() bool { return Full() || Remainder() }

// Keep reports whether case i of a sweep that keeps one case in every
// period runs: every case when Full, else those with i % period == offset
// % period (with REUSESCOPE_FULL=rest, every other case). Sweeps pass the
// index of a case among its kind (a kernel's sizes, a program's -O levels)
// and rotate offset over the kinds, so that the sample covers each kind
// and each variant.
func Keep(i, period, offset int) bool {
	if Full() {
		return true
	}
	in := period <= 1 || ((i-offset)%period+period)%period == 0
	return in != Remainder()
}

// Log records at the end of a sweep how many of its cases ran, and how to
// run them all.
func Log(t testing.TB, ran, total int) {
	t.Helper()
	switch {
	case Remainder():
		t.Logf("ran %d of %d cases, those the sample leaves out (%s=%s)", ran, total, Env, Rest)
	case ran < total:
		t.Logf("ran %d of %d cases, a sample; %s=1 runs them all", ran, total, Env)
	default:
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
