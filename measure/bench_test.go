package measure

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/reusescope/reusescope/cache"
)

// benchMM measures testdata/mm.c (-O0) at size n in the given mode and
// reports the ratio of the instrumented run to the native run of the same
// .ll built with the same flags, and the events analysed per second.
func benchMM(b *testing.B, n string, mode func(*Options)) {
	ll := compileC(b, "mm", "-O0")
	opts := Options{Func: "kernel", Args: []string{n}, Native: true}
	mode(&opts)
	var ratio, total, evps float64
	for i := 0; i < b.N; i++ {
		res, err := Run(context.Background(), ll, opts)
		if err != nil {
			b.Fatal(err)
		}
		ratio += float64(res.Elapsed) / float64(res.NativeElapsed)
		total += res.Elapsed.Seconds()
		evps += float64(res.Events) / res.Elapsed.Seconds()
		if os.Getenv("MEASURE_BENCH_LOG") != "" {
			fmt.Fprintf(os.Stderr, "n=%s: %d events, native %v, program %v, total %v\n", n, res.Events,
				res.NativeElapsed.Round(time.Millisecond), res.ProgramElapsed.Round(time.Millisecond), res.Elapsed.Round(time.Millisecond))
		}
	}
	b.ReportMetric(ratio/float64(b.N), "x-native")
	b.ReportMetric(evps/float64(b.N)/1e6, "Mevents/s")
	b.ReportMetric(total/float64(b.N), "s/run")
}

// benchSize is the matrix size of the benchmarks: 250^3 iterations of the
// -O0 inner loop, about 190 million memory events.
const benchSize = "250"

func BenchmarkMMCountsOnly(b *testing.B) {
	benchMM(b, benchSize, func(o *Options) { o.CountsOnly = true })
}

func BenchmarkMMStreamOnly(b *testing.B) {
	benchMM(b, benchSize, func(o *Options) { o.discard = true })
}

func BenchmarkMMProfile(b *testing.B) {
	benchMM(b, benchSize, func(o *Options) {})
}

func BenchmarkMMProfileCache(b *testing.B) {
	benchMM(b, benchSize, func(o *Options) {
		o.Levels = []cache.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
	})
}

// TestBillionEvents runs mm at n=440 (85 million inner iterations, about
// 10^9 memory events) through the line profile and a two-level hierarchy.
// It takes minutes, so it runs only with MEASURE_BIG=1.
func TestBillionEvents(t *testing.T) {
	if os.Getenv("MEASURE_BIG") == "" {
		t.Skip("set MEASURE_BIG=1 to run")
	}
	ll := compileC(t, "mm", "-O0")
	levels := []cache.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
	res, err := Run(context.Background(), ll, Options{Func: "kernel", Args: []string{"440"}, Levels: levels, Native: true, Progress: os.Stderr})
	if err != nil {
		t.Fatal(err)
	}
	const n = 440
	if want := mmAccesses(n); res.Events != want {
		t.Errorf("%d events, want %d", res.Events, want)
	}
	if res.Levels[0].Accesses != res.Events || res.Line.Total() != float64(res.Events) {
		t.Errorf("events %d, simulated %d, profiled %v", res.Events, res.Levels[0].Accesses, res.Line.Total())
	}
	if res.Events < 1e9 {
		t.Errorf("only %d events", res.Events)
	}
	t.Logf("%d events (n=%d), native %v, instrumented program %v, with analysis %v (%.1fx native, %.1f M events/s), L1 %.4f L2 %.4f",
		res.Events, n, res.NativeElapsed, res.ProgramElapsed, res.Elapsed, float64(res.Elapsed)/float64(res.NativeElapsed),
		float64(res.Events)/res.Elapsed.Seconds()/1e6, res.Levels[0].HitRate, res.Levels[1].HitRate)
}

// mmAccesses is the number of loads and stores of kernel(n) in testdata/mm.c
// at -O0, counted by hand from the source (every variable use is a load or
// a store of its alloca): per k iteration the k test loads k and n, the body
// loads i, k, A[i][k], k, j, B[k][j] and s and stores s, the increment loads
// and stores k (12); per (i, j) the stores of s and k, the failing k test,
// C[i][j] = s (loads s, i, j, stores C), the j increment and the j test
// (12); per i the i test, the j initialisation, the failing j test and the
// i increment (7); once the store of n, of i and the failing i test (4).
func mmAccesses(n uint64) uint64 { return 12*n*n*n + 12*n*n + 7*n + 4 }

// largestKernel is the testdata kernel with the most memory accesses at -O0:
// twomm_L (N=80, M=90), 19,226,735 loads and stores in kernel_twomm, ahead of
// correlation_L (16.7 M) and lu_L (14.6 M).
const (
	largestKernel = "twomm_L"
	largestFunc   = "kernel_twomm"
)

// benchLargest measures the largest testdata kernel like benchMM. Elapsed
// and NativeElapsed exclude the clang builds; the native time is the best of
// the iterations (its run is tens of milliseconds, so scheduling noise on a
// shared machine is a large part of any single run).
func benchLargest(b *testing.B, mode func(*Options)) {
	requireClang(b)
	ll := filepath.Join("..", "testdata", "ll", largestKernel+".O0.ll")
	if _, err := os.Stat(ll); err != nil {
		b.Skip(err)
	}
	opts := Options{Func: largestFunc, Native: true}
	mode(&opts)
	var native, elapsed, build time.Duration
	var events uint64
	for i := 0; i < b.N; i++ {
		start := time.Now()
		res, err := Run(context.Background(), ll, opts)
		if err != nil {
			b.Fatal(err)
		}
		build += time.Since(start) - res.Elapsed - res.NativeElapsed
		if native == 0 || res.NativeElapsed < native {
			native = res.NativeElapsed
		}
		elapsed += res.Elapsed
		events = res.Events
	}
	mean := elapsed / time.Duration(b.N)
	b.ReportMetric(float64(mean)/float64(native), "x-native")
	b.ReportMetric(mean.Seconds(), "s/run")
	b.ReportMetric(native.Seconds(), "native-s")
	b.ReportMetric((build / time.Duration(b.N)).Seconds(), "build-s")
	if events > 0 {
		b.ReportMetric(float64(events)/mean.Seconds()/1e6, "Mevents/s")
	}
}

func BenchmarkLargestCountsOnly(b *testing.B) {
	benchLargest(b, func(o *Options) { o.CountsOnly = true })
}

func BenchmarkLargestStreamOnly(b *testing.B) {
	benchLargest(b, func(o *Options) { o.discard = true })
}

func BenchmarkLargestProfile(b *testing.B) {
	benchLargest(b, func(o *Options) {})
}

func BenchmarkLargestProfileCache(b *testing.B) {
	benchLargest(b, func(o *Options) {
		o.Levels = []cache.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
	})
}

func BenchmarkMMSites(b *testing.B) {
	benchMM(b, benchSize, func(o *Options) {
		o.Levels = []cache.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
		o.Sites = true
	})
}

func BenchmarkLargestSites(b *testing.B) {
	benchLargest(b, func(o *Options) {
		o.Levels = []cache.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
		o.Sites = true
	})
}

func BenchmarkMMContext(b *testing.B) {
	benchMM(b, benchSize, func(o *Options) {
		o.Levels = []cache.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
		o.Context = true
	})
}

func BenchmarkLargestContext(b *testing.B) {
	benchLargest(b, func(o *Options) {
		o.Levels = []cache.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
		o.Context = true
	})
}

// benchOutside measures testdata/context.c with main writing its array
// 20,000 times (10 million iterations, about 31 million accesses) before
// kernel's 7,175: nearly the whole run lies outside the scope, which
// Options.Context streams and simulates and a run without it skips.
func benchOutside(b *testing.B, ctx bool) {
	ll := compileC(b, "context", "-O0")
	opts := Options{Func: "kernel", Args: []string{"20000"}, Native: true, Context: ctx,
		Levels: []cache.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}}
	var ratio, total float64
	for i := 0; i < b.N; i++ {
		res, err := Run(context.Background(), ll, opts)
		if err != nil {
			b.Fatal(err)
		}
		ratio += float64(res.Elapsed) / float64(res.NativeElapsed)
		total += res.Elapsed.Seconds()
	}
	b.ReportMetric(ratio/float64(b.N), "x-native")
	b.ReportMetric(total/float64(b.N), "s/run")
}

func BenchmarkOutsideCold(b *testing.B)    { benchOutside(b, false) }
func BenchmarkOutsideContext(b *testing.B) { benchOutside(b, true) }
