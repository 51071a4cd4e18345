package measure

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// contextKernels are the testdata kernels whose data fits the LL after main
// initialised it (sizes S and M): the measured caches of a run with
// Options.Context hold what main left, as Callgrind's do, so that the
// compulsory misses of a cold start are not counted.
var contextKernels = []struct{ name, fn string }{
	{"gemm_S", "kernel_gemm"},
	{"gemm", "kernel_gemm"},
	{"gemv_S", "kernel_gemv"},
	{"gemv", "kernel_gemv"},
	{"atax_S", "kernel_atax"},
	{"atax", "kernel_atax"},
	{"jacobi2d_S", "kernel_jacobi2d"},
	{"jacobi2d", "kernel_jacobi2d"},
	{"covariance_S", "kernel_covariance"},
	{"covariance", "kernel_covariance"},
}

// TestValgrindContext holds the measured L1 and LL hit rates of a run with
// Options.Context to Callgrind's with --toggle-collect on both hierarchies,
// for kernels whose data fits the LL after initialisation. The Callgrind
// build places the globals as Run does (buildAlignedForValgrind).
func TestValgrindContext(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	vg := requireValgrind(t)
	requireClang(t)
	for _, k := range contextKernels {
		t.Run(k.name, func(t *testing.T) {
			ll := filepath.Join("..", "testdata", "ll", k.name+".O0.ll")
			if _, err := os.Stat(ll); err != nil {
				t.Skip(err)
			}
			bin := buildAlignedForValgrind(t, ll)
			for _, h := range hierarchies {
				v := callgrindRates(t, vg, bin, k.fn, h)
				res, err := Run(context.Background(), ll, Options{Func: k.fn, Levels: h[:], Context: true})
				if err != nil {
					t.Fatal(err)
				}
				cold, err := Run(context.Background(), ll, Options{Func: k.fn, Levels: h[:]})
				if err != nil {
					t.Fatal(err)
				}
				m, c := levelRates(res), levelRates(cold)
				t.Logf("%s %s+%s cold: L1 %.3f%% LL %.3f%%, difference L1 %+.3f LL %+.3f", k.name, h[0], h[1], c.l1, c.ll, c.l1-v.l1, c.ll-v.ll)
				checkRates(t, fmt.Sprintf("%s %s+%s context", k.name, h[0], h[1]), v, m)
			}
		})
	}
}

// levelRates returns the L1 and LL hit rates of res's two levels in percent.
func levelRates(res *Result) rates {
	acc := res.Levels[0].Accesses
	return rates{acc,
		100 * float64(res.Levels[0].Hits) / float64(acc),
		100 * (1 - float64(res.Levels[1].Misses)/float64(acc))}
}
