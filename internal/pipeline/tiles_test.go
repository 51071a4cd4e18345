package pipeline_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
)

// TestBlockedLoops holds blocked (tiled) loops to the run: an outer counter
// stepped by a tile size read from the arguments (ii += bs) and inner loops
// that stop at the tile's edge or the matrix's, whichever comes first,
// written as a conjunction, through a min() helper and as a local set by a
// conditional (testdata/tiles.c). At -O0 every block outside the min()
// helper is derived and equals the measured count, on sizes that tile
// exactly, with a partial last tile, and with one tile larger than the
// matrix; the helper's own branch depends on each call's arguments, is
// estimated and says so. At every level, a block the estimate statement
// does not mark equals the measured count.
func TestBlockedLoops(t *testing.T) {
	for _, file := range []string{"testdata/tiles.O0.ll", "testdata/tiles.O2.ll"} {
		for _, args := range [][]string{{"100", "70", "16"}, {"37", "53", "8"}, {"64", "32", "16"}, {"5", "3", "16"}} {
			s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
			run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
			if err != nil {
				t.Fatal(err)
			}
			name := file + " -- " + strings.Join(args, " ")
			derived, helper := 0, 0
			for _, fc := range res.Funcs {
				mf := run.Funcs[fc.Func.Name]
				for b, n := range fc.Counts {
					affected := est.Affected != nil && est.Affected[fc.Func.Name] != nil && est.Affected[fc.Func.Name][b]
					if strings.HasSuffix(file, "O0.ll") && affected && fc.Func.Name != "min_int" {
						t.Errorf("%s: %s:%s rests on an estimate", name, fc.Func.Name, fc.Func.Blocks[b].Name)
					}
					if affected {
						if fc.Func.Name == "min_int" {
							helper++
						}
						continue
					}
					derived++
					if want := float64(mf.Blocks[b]); math.Abs(n-want) > 1e-9*math.Max(1, want) {
						t.Errorf("%s: %s:%s: static %v, measured %v", name, fc.Func.Name, fc.Func.Blocks[b].Name, n, want)
					}
				}
			}
			if derived == 0 {
				t.Errorf("%s: no block derived", name)
			}
			if strings.HasSuffix(file, "O0.ll") && helper == 0 {
				t.Errorf("%s: the arms of min_int's branch are not marked estimated", name)
			}
			for _, p := range est.UnsetParams {
				t.Errorf("%s: unset parameter %s: the helper's arguments differ per call, no --set gives them", name, p)
			}
			if strings.HasSuffix(file, "O0.ll") {
				for _, site := range s.Sites {
					if site.Func == "min_int" && !strings.Contains(site.Hint, "arguments of each call") {
						t.Errorf("%s: min_int's branch hint %q does not say it depends on each call", name, site.Hint)
					}
				}
			}
		}
	}
}
