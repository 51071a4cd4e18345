package reuse_test

import (
	"math"
	"strings"
	"sync"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

func staticProfile(t testing.TB, file, fn string, set map[string]string, probsFile string, opts reuse.StaticOptions) *reuse.StaticResult {
	t.Helper()
	r, err := reuse.Static(traceOf(t, file, fn, set, probsFile), opts)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// traceOf builds the static trace of fn in file from the derived
// probabilities, or from probsFile when it is not empty.
func traceOf(t testing.TB, file, fn string, set map[string]string, probsFile string) *statictrace.Trace {
	t.Helper()
	return testutil.Trace(t, file, pipeline.Options{Func: fn, Set: set, ProbsFile: probsFile})
}

// exampleTrace enumerates the paper example's accesses at -O0 directly from
// the C source (see statictrace's TestPaperExampleTrace for the code shape),
// with the frame layout the static analysis assumes: the frame pointer at
// statictrace.FrameTop, the allocas below it in order, each aligned
// (retval i j k result A: 4 bytes each at -4 .. -24; arr[100][200] of
// 4-byte ints at -80032, 16-byte aligned).
func exampleTrace(visit func(addr uint64)) {
	fp := uint64(statictrace.FrameTop)
	retval, i, j, k, result, A := fp-4, fp-8, fp-12, fp-16, fp-20, fp-24
	arr := fp - 80032
	visit(retval)
	visit(A)
	visit(i)
	for iv := uint64(0); ; iv++ {
		visit(i) // i < 100
		if iv == 100 {
			break
		}
		visit(i)
		visit(result)
		visit(result)
		visit(j)
		for jv := uint64(0); ; jv++ {
			visit(j) // j < 200
			if jv == 200 {
				break
			}
			visit(result)
			visit(j)
			visit(A)
			visit(result)
			visit(k)
			for kv := uint64(0); ; kv++ {
				visit(k) // k < 300
				if kv == 300 {
					break
				}
				visit(k)
				visit(k)
				visit(result)
				visit(result)
				visit(k)
				visit(k)
			}
			visit(result)
			visit(i)
			visit(j)
			visit(arr + 4*(200*iv+jv))
			visit(j)
			visit(j)
		}
		visit(i)
		visit(i)
	}
}

// TestStaticExampleExact: the static profile of the paper's example equals
// the exact profile of its enumerated access sequence (Figure 7) per
// variable, and per 64-byte line to within one line's accesses: arr's rows
// of 800 bytes end half way through a line, and the sampled walk, which
// simulates the last iteration of a loop at weight 0 instead of its last
// period at weight 1, counts one first touch of 1251 and 15 distance-1
// accesses of 38734 that the enumeration has at distance 0 (of 42 million;
// the exact end periods doubled the walk of every inner loop and measured
// no closer on the suite, see BENCHMARKS.md). The reference runs the 42
// million accesses through the exact engine, itself checked against the
// O(N²) scan.
func TestStaticExampleExact(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates 42 million accesses")
	}
	for _, line := range []uint64{1, 64} {
		eng := cache.NewEngine()
		exampleTrace(func(addr uint64) { eng.Access(addr / line) })
		want := eng.Profile()
		got := staticProfile(t, "../testdata/ll/example.O0.ll", "main", nil, "", reuse.StaticOptions{Sample: true, Line: int64(line)})
		if err := got.Profile.Check(); err != nil {
			t.Fatal(err)
		}
		if line == 1 && got.Profile.Diff(want, 1e-6) != "" {
			t.Errorf("line %d: static profile\n%v\nwant\n%v", line, got.Profile.Bins(), want.Bins())
		}
		if line == 64 {
			// Within one line's accesses (16 of 4 bytes) per distance.
			if d := got.Profile.DiffWithin(want, 16); d != "" {
				t.Errorf("line 64: static profile differs from the enumeration by more than 16 accesses at %s", d)
			}
			if len(got.Profile.Bins()) != len(want.Bins()) {
				t.Errorf("line 64: static profile\n%v\nwant\n%v", got.Profile.Bins(), want.Bins())
			}
		}
		if got.Events > 200000 {
			t.Errorf("line %d: the walk simulated %d accesses; it should not grow with trip counts", line, got.Events)
		}
	}
}

// TestStaticIndependentOfTripCounts: scaling every loop bound of the example
// by 10 (through the probability script: 1000 times the innermost
// iterations) leaves the number of simulated accesses unchanged and
// multiplies the accesses the profile stands for by about 1000.
func TestStaticIndependentOfTripCounts(t *testing.T) {
	opts := reuse.StaticOptions{Sample: true, Line: 64}
	small := staticProfile(t, "../testdata/ll/example.O0.ll", "main", nil, "testdata/example_x1.lua", opts)
	big := staticProfile(t, "../testdata/ll/example.O0.ll", "main", nil, "testdata/example_x1000.lua", opts)
	if small.Events != big.Events {
		t.Errorf("simulated accesses: %d at x1, %d at x1000", small.Events, big.Events)
	}
	t.Logf("simulated accesses: %d at x1 and x1000", small.Events)
	if r := big.Accesses / small.Accesses; r < 990 || r > 1000 {
		t.Errorf("accesses grew %.6g times, want just under 1000", r)
	}
	// At x1 the script gives the derived probabilities: same profile.
	derived := staticProfile(t, "../testdata/ll/example.O0.ll", "main", nil, "", opts)
	if small.Profile.Diff(derived.Profile, 1e-6) != "" {
		t.Errorf("x1 script profile differs from the derived one")
	}
}

// BenchmarkStaticHits times trace + reuse + hit rates of the example with
// its bounds x1 and x1000: the two take the same time, the walk does not
// grow with the trip counts.
func BenchmarkStaticHits(b *testing.B) {
	levels, err := cache.ParseHierarchy("L1=32KiB/8/64,L2=1MiB/16/64")
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct{ name, probs string }{{"x1", "testdata/example_x1.lua"}, {"x1000", "testdata/example_x1000.lua"}} {
		b.Run(c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				r := staticProfile(b, "../testdata/ll/example.O0.ll", "main", nil, c.probs, reuse.StaticOptions{Sample: true, Line: 64})
				cache.HierarchyRates(cache.SDCM, levels, r.Profile)
			}
		})
	}
}

// TestRemainderAddresses checks that the -O2 remainder iterations of
// cholesky's unrolled loops are placed: their counter is the unrolled
// loop's exit value (its last iteration's counter plus a step, the start
// when it did not run, as for j = 1 where k < j runs once, in the
// remainder), so no access is left to the "cannot evaluate" fallback.
func TestRemainderAddresses(t *testing.T) {
	r := staticProfile(t, "../testdata/ll/cholesky_L.O2.ll", "kernel_cholesky", nil, "../testdata/probs/cholesky_L.O2.lua", reuse.StaticOptions{Sample: true, Line: 64})
	for _, n := range r.Notes {
		if strings.Contains(n, "cannot evaluate") {
			t.Errorf("note %q", n)
		}
	}
	// The lower triangle of a 150 x 150 matrix of doubles lies in at
	// most 150*150*8/64 + 1 lines.
	if first := r.Profile.Count(cache.Infinite); first > 150*150*8/64+1 {
		t.Errorf("%v first touches, more than the matrix's lines", first)
	}
}

// TestOverlappingPhantoms checks that two phantoms standing for the same
// lines do not both weigh them. In adi's column sweep at -O2 the forward
// elimination's phantom holds rows 10..94 of a column and the unrolled back
// substitution's rows 84..3: counted in both, the next column's accesses
// saw every set's lines twice (L1 32 KiB, 64 sets of 8 ways: 91.7 % hits,
// against 98.1 % for the same trace simulated access by access, which is
// also what measurement gives). The reference here is that whole walk.
func TestOverlappingPhantoms(t *testing.T) {
	tr := traceOf(t, "../testdata/ll/adi.O2.ll", "kernel_adi", nil, "../testdata/probs/adi.O2.lua")
	levels, err := cache.ParseHierarchy("L1=32K/8/64")
	if err != nil {
		t.Fatal(err)
	}
	sampled, _, err := reuse.StaticHierarchyRates(tr, levels, reuse.StaticOptions{Sample: true, Line: 64})
	if err != nil {
		t.Fatal(err)
	}
	whole, _, err := reuse.StaticHierarchyRates(tr, levels, reuse.StaticOptions{Sample: true, Line: 64, FullTrip: 1 << 30, MaxEvents: 1 << 30})
	if err != nil {
		t.Fatal(err)
	}
	got, want := 100*sampled[0].HitRate, 100*whole[0].HitRate
	if math.Abs(got-want) > 0.5 {
		t.Errorf("sampled L1 hit rate %.3f %%, whole walk %.3f %%", got, want)
	}
}

// TestTimeLoopSampled checks that a stencil's time loop is sampled rather
// than walked step by step: jacobi1d S runs 10 time steps over 500 points
// and L 20 over 20000, and both walks (64 sets) simulate the same accesses
// (2437), where walking every step of L's time loop simulated 5407.
func TestTimeLoopSampled(t *testing.T) {
	opts := reuse.StaticOptions{Sample: true, Line: 64, Sets: 64}
	s := staticProfile(t, "../testdata/ll/jacobi1d_S.O0.ll", "kernel_jacobi1d", nil, "", opts)
	l := staticProfile(t, "../testdata/ll/jacobi1d_L.O0.ll", "kernel_jacobi1d", nil, "", opts)
	if s.Events != l.Events {
		t.Errorf("simulated accesses: %d at S (10 steps), %d at L (20 steps)", s.Events, l.Events)
	} else {
		t.Logf("simulated accesses: %d at S and L", s.Events)
	}
	if r := l.Accesses / s.Accesses; r < 70 || r > 90 {
		t.Errorf("L has %.3g times S's accesses, want 2 x 40 (time steps x points)", r)
	}
}

// TestScratchReuseExact holds a walk that reuses the arrays of walks before
// it (other kernels, other numbers of sets) to the same profile, exactly, as
// one from fresh arrays: reused chunks must come back as zeroed as new ones.
func TestScratchReuseExact(t *testing.T) {
	symm := traceOf(t, "../testdata/ll/symm_L.O0.ll", "kernel_symm", nil, "")
	cov := traceOf(t, "../testdata/ll/covariance_L.O0.ll", "kernel_covariance", nil, "")
	walk := func(tr *statictrace.Trace, sets int64) *reuse.StaticResult {
		r, err := reuse.Static(tr, reuse.StaticOptions{Sample: true, Line: 64, Sets: sets})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, sets := range []int64{16, 1024} {
		reuse.DropScratch()
		fresh := walk(symm, sets)
		walk(cov, 1024)
		walk(cov, 64)
		walk(symm, 128)
		if d := walk(symm, sets).Profile.Diff(fresh.Profile, 0); d != "" {
			t.Errorf("symm L, %d sets: the walk on reused arrays differs: %s", sets, d)
		}
	}
}

// TestConcurrentWalks walks one trace from several goroutines at once, as
// StaticHierarchyRates does for the levels of a hierarchy, and holds each
// walk to the same walk made alone: a built trace must be read-only (the
// frames' tables of -O0 locals once filled themselves on first use, and two
// walks wrote them at once).
func TestConcurrentWalks(t *testing.T) {
	for _, c := range []struct{ file, fn string }{
		{"../testdata/ll/omp_dot_L.O0.ll", ""},
		{"../testdata/ll/scalars.O0.ll", ""},
		{"../testdata/ll/gemm_S.O0.ll", "kernel_gemm"},
	} {
		sets := []int64{0, 16, 64, 128, 256, 1024, 32, 512}
		want := make([]*reuse.StaticResult, len(sets))
		for i, s := range sets {
			want[i] = staticProfile(t, c.file, c.fn, nil, "", reuse.StaticOptions{Sample: true, Line: 64, Sets: s})
		}
		tr := traceOf(t, c.file, c.fn, nil, "")
		got := make([]*reuse.StaticResult, len(sets))
		errs := make([]error, len(sets))
		var wg sync.WaitGroup
		for i, s := range sets {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got[i], errs[i] = reuse.Static(tr, reuse.StaticOptions{Sample: true, Line: 64, Sets: s})
			}()
		}
		wg.Wait()
		for i := range sets {
			if errs[i] != nil {
				t.Fatal(errs[i])
			}
			if d := got[i].Profile.Diff(want[i].Profile, 0); d != "" {
				t.Errorf("%s, %d sets: concurrent walk differs: %s", c.file, sets[i], d)
			}
		}
	}
}
