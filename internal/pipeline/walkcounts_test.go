package pipeline_test

import (
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/reuse"
)

// TestWalkedCounts holds the static stream to the program's at the level
// of sites: on every build of the first suite (sizes S and M), the corpus
// and this package's programs, run with their default inputs, whose
// branches are all derived (nothing estimated but error exits, allocation
// failures and exceptions) and whose trace the walk takes whole, every
// access site is walked exactly as often as it runs (its count from the
// balance equations), and no access lies off the walked path (a recursion,
// whose calls are counted call by call but walked as one activation, is
// left out). A walk that
// used a loop's mean trip where the trip varies per instance (-O2's i = k
// + 1 as a phi moving with k), followed only the more probable arm of a
// branch on the counters, or left out the second half of a loop's final
// test (i < ii + bs && i < n at -O0), or walked a loop that leaves from
// several blocks at its mean trip rather than exit by exit, fails here
// (one with no counter that carries values in registers is left out: the
// walk takes it at its mean trip).
// OpenMP programs are left out: their walk is the one-thread model of the
// schedule.
func TestWalkedCounts(t *testing.T) {
	var files []string
	for _, g := range []string{"../../testdata/ll/*.ll", "../../testdata/corpus/ll/*.ll", "testdata/*.ll"} {
		fs, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	checked := 0
	for _, file := range files {
		if strings.Contains(file, "_L.") {
			continue // the large sizes: the same code, walks of seconds
		}
		s, err := pipeline.Open(file, pipeline.Options{})
		if err != nil || len(s.Regions) > 0 {
			continue
		}
		vals, res, err := s.StaticCounts()
		if err != nil {
			continue
		}
		est, err := s.Estimated(vals, res)
		if err != nil || est.Branches-est.AllocFailures-est.ErrorExits-est.Unwinds > 0 {
			continue
		}
		tr, r, err := s.StaticReuse(vals, res, reuse.StaticOptions{Line: 64})
		if err != nil || !r.Whole || r.Accesses == 0 {
			continue
		}
		if slices.ContainsFunc(s.Sites, func(site probs.Site) bool { return strings.Contains(site.Hint, "the recursion makes") }) {
			continue // a recursion, counted call by call, is walked as one activation
		}
		if carriesWithoutCounter(s, res) {
			// A loop with no counter that carries values in registers
			// is walked at its mean trip (reuse's exitWalks).
			continue
		}
		checked++
		if r.OffPath > 0 {
			t.Errorf("%s: %v accesses off the walked path", file, r.OffPath)
		}
		for _, site := range tr.AccessSites() {
			if raw := r.Raw[site.Acc]; raw > 0 && math.Abs(raw-site.Count) > 1e-6*site.Count {
				t.Errorf("%s: %s (line %d, block %s) walked %v times, runs %v", file, site.Acc, site.Acc.Inst.Line, site.Acc.Inst.Block.Name, raw, site.Count)
				break
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d builds checked", checked)
	}
	t.Logf("%d builds walked whole with derived branches", checked)
}

// carriesWithoutCounter reports whether a loop that runs in res and leaves
// from several blocks (loops.Nest.ExitingLoop) has no counter and phis at
// its header: the whole walk takes it at its mean trip.
func carriesWithoutCounter(s *pipeline.Session, res *balance.Result) bool {
	for f, n := range s.Nests {
		fc := res.Func(f.Name)
		if fc == nil {
			continue
		}
		for _, l := range n.Loops {
			if l.IV != nil || l.Test < 0 || n.ExitingLoop(l.Test) != l || l.Header >= len(fc.Counts) || fc.Counts[l.Header] == 0 {
				continue
			}
			for _, in := range f.Blocks[l.Header].Insts {
				if _, ok := in.IR.(*ir.InstPhi); ok {
					return true
				}
			}
		}
	}
	return false
}
