package pipeline_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestGeometricLoops: loops whose counter doubles, triples or halves
// (testdata/geometric.c): a table sized to the next power of two above
// twice the keys (cap <<= 1), a scan over strides s *= 2, a halving sweep
// (h >>= 1) whose inner loop runs h times, radix-2 butterflies over
// len <<= 1 stages of m = 1 << logn points whose inner loops step by len
// and run len / 2 times, and w *= 3 in a long. The trips are counted as
// the machine steps the counter (math.isteps), the counter's value at
// each iteration is the walk's (IndVar.Geom), and loops inside whose
// trips move with it are counted by the walk. At -O0 every count equals
// the run's and nothing is estimated; at -O2, where the vectorised inner
// loops of the geometric ones are still estimated, every count that rests
// on no estimate equals the run's (the capacity and the w *= 3 loops
// among them).
func TestGeometricLoops(t *testing.T) {
	argSets := [][]string{{"1000", "8"}, {"37", "3"}, {"4096", "10"}, {"1", "0"}}
	for _, args := range argSets {
		derivedCounts(t, "testdata/geometric.O0.ll", args)
	}
	const file = "testdata/geometric.O2.ll"
	for _, args := range argSets {
		name := file + " -- " + strings.Join(args, " ")
		_, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
		if err != nil {
			t.Fatal(err)
		}
		main := res.Func("main")
		blocks, affected := 0, 0
		for b, blk := range main.Func.Blocks {
			if l := blk.Line(); l == 49 || l == 50 || l == 65 || l == 66 {
				blocks++
				if est.IsAffected("main", b) {
					affected++
				}
			}
		}
		if blocks == 0 || affected > 0 {
			t.Errorf("%s: %d of the %d blocks of the capacity and w *= 3 loops rest on an estimate, want none", name, affected, blocks)
		}
		sameUnaffected(t, name, res, est, run)
	}
}
