package cache

import (
	"math/rand"
	"testing"
)

// simTrace is a byte-address access stream with per-access sizes.
type simTrace struct {
	addr []uint64
	size []int
}

// gemmSimTrace returns the byte addresses of C[i][j] += A[i][k]*B[k][j] over
// dim x dim matrices of 8-byte doubles (i, j, k loops, k innermost): per
// inner iteration a load of A[i][k] (sequential), of B[k][j] (a stride of one
// row), a load and a store of C[i][j] (same address). It stops after n
// accesses.
func gemmSimTrace(n, dim int) simTrace {
	const elem = 8 // bytes per double
	rowBytes := uint64(dim * elem)
	matBytes := rowBytes * uint64(dim)
	baseA, baseB, baseC := uint64(1<<30), uint64(1<<30)+matBytes, uint64(1<<30)+2*matBytes
	tr := simTrace{addr: make([]uint64, 0, n), size: make([]int, 0, n)}
	for {
		for i := 0; i < dim; i++ {
			for j := 0; j < dim; j++ {
				for k := 0; k < dim; k++ {
					for _, a := range [...]uint64{
						baseA + uint64(i)*rowBytes + uint64(k)*elem,
						baseB + uint64(k)*rowBytes + uint64(j)*elem,
						baseC + uint64(i)*rowBytes + uint64(j)*elem,
						baseC + uint64(i)*rowBytes + uint64(j)*elem,
					} {
						if len(tr.addr) == n {
							return tr
						}
						tr.addr = append(tr.addr, a)
						tr.size = append(tr.size, elem)
					}
				}
			}
		}
	}
}

// randomSimTrace returns n 8-byte accesses at uniformly random 8-byte
// aligned addresses within span bytes.
func randomSimTrace(n int, span uint64) simTrace {
	const elem = 8
	rng := rand.New(rand.NewSource(11))
	tr := simTrace{addr: make([]uint64, n), size: make([]int, n)}
	for i := range tr.addr {
		tr.addr[i] = uint64(rng.Int63n(int64(span/elem))) * elem
		tr.size[i] = elem
	}
	return tr
}

// BenchmarkSim runs the two-level hierarchy L1=32KiB/8/64, L2=1MiB/16/64 on a
// matrix-multiply stream (256x256 doubles, 1.5 MiB of data: L1 misses on B,
// L2 mostly hits) and on a random stream over 8 MiB (mostly misses in both).
func BenchmarkSim(b *testing.B) {
	levels := []Level{{"L1", 32 << 10, 8, 64}, {"L2", 1 << 20, 16, 64}}
	const n = 1 << 22 // accesses per trace
	for _, bc := range []struct {
		name string
		tr   simTrace
	}{
		{"gemm256", gemmSimTrace(n, 256)},
		{"random8MiB", randomSimTrace(n, 8<<20)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			s := NewSim(levels)
			addr, size := bc.tr.addr, bc.tr.size
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for j, a := range addr {
					s.Access(a, size[j])
				}
			}
			accesses := float64(b.N) * float64(len(addr))
			b.ReportMetric(b.Elapsed().Seconds()*1e9/accesses, "ns/access")
			b.ReportMetric(accesses/b.Elapsed().Seconds()/1e6, "Macc/s")
		})
	}
}
