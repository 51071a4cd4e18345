package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestNumbersThroughMemory: loop bounds, branches and indices read from
// numbers the program itself stores are derived by a walk that keeps them
// (statictrace's memory of numbers). testdata/mem_csr.c builds a CSR matrix
// whose row starts come from a count stepped in border-dependent arms
// (k++ under if (i > 0)) and whose column indices come from a formula,
// then runs y = A x with k from rowptr[i] to rowptr[i + 1] and the gather
// x[col[k]]; mem_sieve.c strikes out multiples in a flag array and tests
// the flags, then bins the gaps between the primes it found;
// mem_bucket.c counts keys per bucket (calloc's zeroes), turns the counts
// into starts and scatters through them (out[pos[b]++] = i). At -O0 the
// counters live in memory (k++ stores k before the access it indexes);
// at -O2 the bucket starts are loaded and stored through registers. Every
// block count equals measure's, nothing is estimated, no address is
// unknown, and the misses of both levels are the run's; the CSR build at
// -O2 keeps its count k in a register, which the walk evaluates iteration
// by iteration (AddrOfData). (Not here: the sieve at -O2, whose striking
// loop, j += i from i * i, has no counted trip.)
func TestNumbersThroughMemory(t *testing.T) {
	// Ways of at most a page: the heap's placement modulo 4096 is the run's.
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file string
		args [][]string
	}{
		{"testdata/mem_csr.O0.ll", [][]string{{"30", "4"}, {"17", "3"}}},
		{"testdata/mem_csr.O2.ll", [][]string{{"30", "4"}, {"17", "3"}}},
		{"testdata/mem_sieve.O0.ll", [][]string{{"20000"}, {"5003"}}},
		{"testdata/mem_bucket.O0.ll", [][]string{{"50000", "256"}, {"1000", "7"}}},
		{"testdata/mem_bucket.O2.ll", [][]string{{"50000", "256"}, {"1000", "7"}}},
	}
	for _, c := range cases {
		for _, args := range c.args {
			exactStream(t, c.file, args, levels, 0)
		}
	}
}
