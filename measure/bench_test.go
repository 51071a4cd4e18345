package measure

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/reusescope/reusescope/reuse"
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
		o.Levels = []reuse.Level{{Name: "L1", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
	})
}
