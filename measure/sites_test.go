package measure

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// checkSiteSums holds the sites of res to the run's totals: per level the
// hits and misses, and the loads and stores.
func checkSiteSums(t *testing.T, res *Result) {
	t.Helper()
	if res.Sites == nil {
		t.Fatal("no sites")
	}
	var loads, stores uint64
	hits := make([]uint64, len(res.Levels))
	misses := make([]uint64, len(res.Levels))
	for i, s := range res.Sites {
		if i > 0 {
			p := res.Sites[i-1]
			if p.Func > s.Func || p.Func == s.Func && (p.Block > s.Block || p.Block == s.Block && p.Inst >= s.Inst) {
				t.Errorf("sites out of order: %s %d %d before %s %d %d", p.Func, p.Block, p.Inst, s.Func, s.Block, s.Inst)
			}
		}
		if len(s.Levels) != len(res.Levels) {
			t.Fatalf("site %s %d %d has %d levels, want %d", s.Func, s.Block, s.Inst, len(s.Levels), len(res.Levels))
		}
		loads += s.Loads
		stores += s.Stores
		for k, l := range s.Levels {
			hits[k] += l.Hits
			misses[k] += l.Misses
		}
	}
	if loads != res.Loads || stores != res.Stores {
		t.Errorf("sites sum to %d loads, %d stores; the run has %d, %d", loads, stores, res.Loads, res.Stores)
	}
	for k, l := range res.Levels {
		if hits[k] != l.Hits || misses[k] != l.Misses {
			t.Errorf("level %s: sites sum to %d hits, %d misses; the run has %d, %d", l.Level.Name, hits[k], misses[k], l.Hits, l.Misses)
		}
	}
}

var siteLevels = []cache.Level{{Name: "L1", SizeBytes: 4096, Assoc: 4, Line: 64}, {Name: "L2", SizeBytes: 32768, Assoc: 8, Line: 64}, {Name: "L3", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}

// TestSitesSums holds the per-site counts of sequential kernels at -O0 and
// -O2 to the run's totals, and their hierarchy totals to those of a run
// without sites.
func TestSitesSums(t *testing.T) {
	requireClang(t)
	for _, c := range []struct{ ll, fn string }{
		{"gemm.O0.ll", "kernel_gemm"},
		{"gemm.O2.ll", "kernel_gemm"},
	} {
		t.Run(c.ll, func(t *testing.T) {
			ll := filepath.Join("..", "testdata", "ll", c.ll)
			res, err := Run(context.Background(), ll, Options{Func: c.fn, Levels: siteLevels, Sites: true})
			if err != nil {
				t.Fatal(err)
			}
			checkSiteSums(t, res)
			plain, err := Run(context.Background(), ll, Options{Func: c.fn, Levels: siteLevels})
			if err != nil {
				t.Fatal(err)
			}
			for k := range plain.Levels {
				if plain.Levels[k] != res.Levels[k] {
					t.Errorf("level %d: %+v with sites, %+v without", k, res.Levels[k], plain.Levels[k])
				}
			}
			if plain.Loads != res.Loads || plain.Stores != res.Stores || plain.Events != res.Events {
				t.Errorf("%d/%d/%d loads/stores/events with sites, %d/%d/%d without", res.Loads, res.Stores, res.Events, plain.Loads, plain.Stores, plain.Events)
			}
			t.Logf("%d sites, %d events, L1 misses %d", len(res.Sites), res.Events, res.Levels[0].Misses)
		})
	}
}
