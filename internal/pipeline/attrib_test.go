package pipeline_test

import (
	"math"
	"testing"

	"github.com/reusescope/reusescope/attrib"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/reuse"
)

// attribute predicts the hierarchy spec under model m for the file path
// (program arguments args) and groups the sites by by.
func attribute(t *testing.T, path, spec string, m cache.Model, by attrib.By, args ...string) ([]cache.LevelRate, []*attrib.Group) {
	t.Helper()
	r := testutil.Open(t, path, pipeline.Options{Args: args})
	est, err := r.Session.Estimated(r.Probs, r.Counts)
	if err != nil {
		t.Fatal(err)
	}
	levels, err := cache.ParseHierarchy(spec)
	if err != nil {
		t.Fatal(err)
	}
	rates, _, sites, err := r.Session.StaticRatesBy(r.Probs, r.Counts, levels, m, reuse.StaticOptions{Line: 64}, est)
	if err != nil {
		t.Fatal(err)
	}
	return rates, r.Session.Attribute(by, sites)
}

// TestAttributionByHand holds the attribution of testdata/attrib.c to the
// misses derived by hand in its comment: a's 128 lines miss in sum (line
// 15) and hit in scale, b's 128 lines miss in scale (line 22), at both
// levels, at -O0 (where sum and scale are functions of their own) and -O2
// (where main inlines them and the loops are vectorised).
func TestAttributionByHand(t *testing.T) {
	for _, opt := range []string{"O0", "O2"} {
		t.Run(opt, func(t *testing.T) {
			path := "testdata/attrib." + opt + ".ll"
			const spec = "L1=32KiB/8/64,L2=1MiB/16/64"
			misses := func(gs []*attrib.Group, key string) []float64 {
				for _, g := range gs {
					if g.Key == key {
						return g.Misses
					}
				}
				t.Fatalf("no group %q in %v", key, keys(gs))
				return nil
			}
			_, objs := attribute(t, path, spec, cache.Sets, attrib.ByObject)
			for _, want := range []struct {
				key    string
				misses float64
			}{{"a", 128}, {"b", 128}} {
				if got := misses(objs, want.key); got[0] != want.misses || got[1] != want.misses {
					t.Errorf("object %s: L1, L2 misses %v, want %v at both", want.key, got, want.misses)
				}
			}
			_, lines := attribute(t, path, spec, cache.Sets, attrib.ByLine)
			for _, key := range []string{"attrib.c:15", "attrib.c:22"} {
				if got := misses(lines, key); got[0] != 128 {
					t.Errorf("line %s: L1 misses %v, want 128", key, got[0])
				}
			}
			_, funcs := attribute(t, path, spec, cache.Sets, attrib.ByFunction)
			sum, scale := "sum", "scale"
			if opt == "O2" {
				sum, scale = "sum (inlined into main)", "scale (inlined into main)"
			}
			if got := misses(funcs, sum); got[0] != 128 {
				t.Errorf("function %s: L1 misses %v, want 128", sum, got[0])
			}
			if got := misses(funcs, scale); got[0] != 128 {
				t.Errorf("function %s: L1 misses %v, want 128", scale, got[0])
			}
		})
	}
}

func keys(gs []*attrib.Group) []string {
	var out []string
	for _, g := range gs {
		out = append(out, g.Key)
	}
	return out
}

// TestAttributionSums holds every attribution to its level totals: the
// groups' accesses, hits and misses sum to those of the hit-rate table, for
// every grouping, both models that differ in kind (set distances, Eq. 5),
// two hierarchies, and programs with estimates and unknown addresses.
func TestAttributionSums(t *testing.T) {
	cases := []struct {
		path string
		args []string
	}{
		{"../../testdata/ll/gemm.O0.ll", nil},
		{"../../testdata/ll/covariance.O2.ll", nil},
		{"../../testdata/corpus/ll/matmul_harness.O2.ll", []string{"48"}},
		{"testdata/estimate.O0.ll", nil},
	}
	specs := []string{"L1=32KiB/8/64,L2=1MiB/16/64", "L1=8KiB/8/64,L2=128KiB/16/64"}
	for _, c := range cases {
		for _, spec := range specs {
			for _, m := range []cache.Model{cache.Sets, cache.SDCM} {
				for _, by := range []attrib.By{attrib.ByLine, attrib.ByObject, attrib.ByLoop, attrib.ByFunction} {
					rates, groups := attribute(t, c.path, spec, m, by, c.args...)
					acc, hits, misses := attrib.Totals(groups)
					total := rates[0].Hits + rates[0].Misses
					if !sumNear(acc, total) {
						t.Errorf("%s %s %v by %s: accesses sum to %v, the levels have %v", c.path, spec, m, by, acc, total)
					}
					for k, r := range rates {
						if !sumNear(hits[k], r.Hits) || !sumNear(misses[k], r.Misses) {
							t.Errorf("%s %s %v by %s: %s hits/misses sum to %v/%v, the level has %v/%v", c.path, spec, m, by, r.Level.Name, hits[k], misses[k], r.Hits, r.Misses)
						}
					}
				}
			}
		}
	}
}

// sumNear compares sums of products to a relative 1e-9 (and absolutely 1e-6).
func sumNear(a, b float64) bool {
	return math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b))+1e-6
}

// TestProgramContext holds the program context of testdata/context.c's
// kernel to the misses derived by hand in its comment: alone from an empty
// cache its reads of a miss 64 lines; in the cache state main leaves (the
// walk of main restricted to kernel's extent) they never miss. At -O2 main
// inlines kernel, and its code is found by its debug locations.
func TestProgramContext(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=32KiB/8/64,L2=1MiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"O0", "O2"} {
		t.Run(opt, func(t *testing.T) {
			path := "testdata/context." + opt + ".ll"
			missesOfA := func(r *testutil.Run, extent string) float64 {
				est, err := r.Session.Estimated(r.Probs, r.Counts)
				if err != nil {
					t.Fatal(err)
				}
				_, sr, sites, err := r.Session.StaticRatesBy(r.Probs, r.Counts, levels, cache.Sets, reuse.StaticOptions{Line: 64, Extent: extent}, est)
				if err != nil {
					t.Fatal(err)
				}
				if sr.Accesses < 1024 {
					t.Fatalf("extent %q: %v accesses, want kernel's 1024 reads of a and more", extent, sr.Accesses)
				}
				for _, g := range r.Session.Attribute(attrib.ByObject, sites) {
					if g.Key == "a" {
						if g.Accesses != 1024 {
							t.Errorf("extent %q: %v accesses of a, want 1024", extent, g.Accesses)
						}
						return g.Misses[0]
					}
				}
				t.Fatalf("extent %q: no object a", extent)
				return 0
			}
			if opt == "O0" {
				cold := testutil.Open(t, path, pipeline.Options{Func: "kernel"})
				if got := missesOfA(cold, ""); got != 64 {
					t.Errorf("kernel alone: a misses %v times, want 64", got)
				}
			}
			prog := testutil.Open(t, path, pipeline.Options{})
			if got := missesOfA(prog, "kernel"); got != 0 {
				t.Errorf("kernel in main's context: a misses %v times, want 0", got)
			}
		})
	}
}

// TestAttributionByFunctionCXX: by function, a C++ program's rows are its
// functions by qualified name (Matrix::cols, not cols; std::vector's own
// helpers apart from the program's), one row per function: functions
// whose source names agree (the allocator's default and copy
// constructors, operator() and its const overload) are told apart by
// their signatures.
func TestAttributionByFunctionCXX(t *testing.T) {
	_, groups := attribute(t, "testdata/cxx_matrix_class.O0.ll", "L1=8KiB/8/64", cache.Sets, attrib.ByFunction, "40")
	seen := map[string]bool{}
	for _, g := range groups {
		if seen[g.Key] {
			t.Errorf("two rows named %q", g.Key)
		}
		seen[g.Key] = true
	}
	for _, want := range []string{"main", "Matrix::operator()(int, int)", "Matrix::operator()(int, int) const", "Matrix::cols", "std::__new_allocator<double>::__new_allocator()", "std::__new_allocator<double>::__new_allocator(std::__new_allocator<double> const&)"} {
		if !seen[want] {
			t.Errorf("no row %q (rows %v)", want, keys(groups))
		}
	}
}
