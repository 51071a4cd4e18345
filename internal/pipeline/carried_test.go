package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestRegisterCarriedIndices: indices computed from a generator's state
// that optimised code carries in registers from iteration to iteration
// (testdata/gen_state.c: an LCG in one loop, the same state carried
// around an outer loop, an xorshift in a struct carried around a
// geometric outer loop, which -O1 updates in the inner loop and carries
// around the outer one without an exit phi) are evaluated iteration by
// iteration by a whole walk: no address is unknown and the misses of both
// levels are the run's. Where the state passes a loop with no counter
// (gen_chunks.c's while loop over chunks), the walk numbers that loop's
// iterations itself (Activation.passes), so each chunk's inner loop reads
// its own chunk's state: exact at -O0 (a local the memory of numbers
// keeps) and -O2 (registers). Keyed by the counters alone, every chunk
// read the first one's state: L2 95.8 % static against 77.6 % measured.
// gen_state at -O0 keeps its states in locals and its counts in a calloc
// block in a program that frees: the block takes no freed block's place,
// so calloc's zeroes hold and the memory of numbers derives the indices;
// calloc_reuse.c's calloc block takes the place of one it wrote and freed,
// so the walk keeps no numbers there and says the gather's address is
// unknown, rather than reading the freed block's numbers.
func TestRegisterCarriedIndices(t *testing.T) {
	// Ways of at most a page: the heap's placement modulo 4096 is the run's.
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/gen_state.O0.ll", "testdata/gen_state.O1.ll", "testdata/gen_state.O2.ll"} {
		for _, args := range [][]string{{"20000", "3"}, {"5000", "2"}} {
			exactStream(t, file, args, levels, 0)
		}
	}
	exactStream(t, "testdata/gen_chunks.O0.ll", []string{"10500"}, levels, 0)
	exactStream(t, "testdata/gen_chunks.O2.ll", []string{"10500"}, levels, 0)
	for _, c := range []struct{ file, arg string }{
		{"testdata/calloc_reuse.O0.ll", "4000"},
	} {
		s, res, est := derivedCounts(t, c.file, []string{c.arg})
		_, r := staticRates(t, s, res, levels)
		s.AddAddresses(est, res, r)
		if est.AddressSites == 0 {
			t.Errorf("%s: no unknown address stated", c.file)
		}
	}
}
