package measure

import (
	"context"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// tinyTrace enumerates by hand the accesses of kernel() in testdata/tiny.c
// at -O0, called twice, in order. Each access is named by its variable key
// (for the address profile) and its line key (for the 64-byte line profile):
// a and b are 64-byte aligned, so a[0..3] is one line, b[0..7] and b[8..15]
// are two; i lives on the stack, on a line of its own, at the same address in
// both calls.
func tinyTrace() (vars, lines []uint64) {
	const (
		keyI   = 1000
		keyA   = 2000
		keyB   = 3000
		lineI  = 1
		lineA  = 2
		lineB0 = 3
	)
	add := func(v, l uint64) {
		vars = append(vars, v)
		lines = append(lines, l)
	}
	for range 2 { // kernel() is called twice
		add(keyI, lineI) // store i = 0
		for i := uint64(0); i < 4; i++ {
			add(keyI, lineI)                  // for.cond: load i
			add(keyI, lineI)                  // load i (b index)
			add(keyB+4*i, lineB0+(4*i)/8)     // load b[4i]
			add(keyI, lineI)                  // load i
			add(keyB+4*i+1, lineB0+(4*i+1)/8) // load b[4i+1]
			add(keyI, lineI)                  // load i (a index)
			add(keyA+i, lineA)                // store a[i]
			add(keyI, lineI)                  // for.inc: load i
			add(keyI, lineI)                  // store i
		}
		add(keyI, lineI) // for.cond: load i, exit
	}
	return vars, lines
}

// histogram turns distances into a profile.
func histogram(ds []int64) *cache.Profile {
	p := cache.NewProfile()
	for _, d := range ds {
		p.Add(d, 1)
	}
	return p
}

// sameProfile fails the test when got and want differ in any bin.
func sameProfile(t *testing.T, what string, got, want *cache.Profile) {
	t.Helper()
	if got == nil {
		t.Fatalf("%s: no profile", what)
	}
	if d := got.Diff(want, 0); d != "" {
		t.Errorf("%s: got and want differ at %s", what, d)
	}
}

func TestTinyReuseProfile(t *testing.T) {
	ll := compileC(t, "tiny", "-O0")
	res, err := Run(context.Background(), ll, Options{Func: "kernel", VarProfile: true})
	if err != nil {
		t.Fatal(err)
	}
	vars, lines := tinyTrace()
	if res.Loads+res.Stores != uint64(len(vars)) {
		t.Fatalf("measured %d loads + %d stores, hand count %d", res.Loads, res.Stores, len(vars))
	}
	if res.BytesLoaded != 8*res.Loads || res.BytesStored != 8*res.Stores {
		t.Errorf("bytes %d/%d for %d/%d 8-byte accesses", res.BytesLoaded, res.BytesStored, res.Loads, res.Stores)
	}
	sameProfile(t, "line profile", res.Line, histogram(cache.NaiveDistances(lines)))
	sameProfile(t, "variable profile", res.Var, histogram(cache.NaiveDistances(vars)))
	if len(res.Threads) != 1 {
		t.Fatalf("%d threads, want 1", len(res.Threads))
	}
	sameProfile(t, "thread 0 line profile", res.Threads[0].Line, histogram(cache.NaiveDistances(lines)))
}

func TestTinyCache(t *testing.T) {
	ll := compileC(t, "tiny", "-O0")
	// A 2-line fully associative L1 hits exactly the accesses whose line
	// reuse distance is below 2.
	levels := []cache.Level{{Name: "L1", SizeBytes: 128, Assoc: 2, Line: 64}, {Name: "L2", SizeBytes: 1024, Assoc: 4, Line: 64}}
	res, err := Run(context.Background(), ll, Options{Func: "kernel", Levels: levels})
	if err != nil {
		t.Fatal(err)
	}
	_, lines := tinyTrace()
	var hits uint64
	for _, d := range cache.NaiveDistances(lines) {
		if d >= 0 && d < 2 {
			hits++
		}
	}
	l1 := res.Levels[0]
	if l1.Accesses != uint64(len(lines)) || l1.Hits != hits {
		t.Errorf("L1: %d accesses, %d hits; want %d, %d", l1.Accesses, l1.Hits, len(lines), hits)
	}
	p := res.Threads[0].Levels[0]
	if p.Accesses != l1.Accesses || p.Hits != l1.Hits {
		t.Errorf("private L1 %d/%d differs from global %d/%d in a sequential program", p.Hits, p.Accesses, l1.Hits, l1.Accesses)
	}
	// Sequential program: the shared level sees exactly the L1 misses, as
	// the chained L2 does; the four lines fit, so only first touches miss.
	if len(res.Shared) != 1 || res.Shared[0].Accesses != l1.Misses || res.Shared[0].Misses != 4 {
		t.Errorf("shared L2 %+v, want %d accesses and 4 misses", res.Shared, l1.Misses)
	}
}
