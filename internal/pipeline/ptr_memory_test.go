package pipeline_test

import (
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/reuse"
)

// TestPointersInMemory: pointers the program keeps in memory and reads
// back (testdata/ptr_memory.c: the rows of a matrix of row pointers made by
// a helper and walked by column, two grids in a struct an init function
// fills through its parameter and the time loop swaps through a local,
// per-bucket heap buffers held in an array of structs, a global pointer
// moved from one grid to the other), sizes from argv, -O0 and -O2. The
// whole walk keeps every pointer it stores and a load reads the one stored
// last, so every access has the program's address: nothing is unknown,
// block counts equal the run's, and L1 and L2 misses measure's. At a
// size the walk samples (its MaxEvents made small), the pointer stores of
// the iterations it skips are made too: still no unknown address.
// Without the walk's memory the row and field loads were one fixed
// location each: -O0 44 L1 misses against 21,290 measured.
func TestPointersInMemory(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=4KiB/4/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{"testdata/ptr_memory.O0.ll", "testdata/ptr_memory.O2.ll"} {
		for _, args := range [][]string{{"100", "80", "3"}, {"64", "50", "2"}} {
			exactStream(t, file, args, levels, 0)
		}
		s, res, est := staticCounts(t, file, pipeline.Options{Args: []string{"100", "80", "3"}})
		vals, err := s.Probs()
		if err != nil {
			t.Fatal(err)
		}
		_, r, err := s.StaticRates(vals, res, levels, cache.Sets, reuse.StaticOptions{Line: 64, MaxEvents: 20000})
		if err != nil {
			t.Fatal(err)
		}
		if r.Whole {
			t.Fatalf("%s: the walk with 20000 events walked every iteration", file)
		}
		s.AddAddresses(est, res, r)
		if est.AddressSites > 0 {
			t.Errorf("%s, sampled: %d sites with unknown addresses", file, est.AddressSites)
		}
	}
}
