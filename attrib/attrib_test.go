package attrib

import (
	"os"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/measure"
)

// open reads testdata/two_loops.O0.ll (clang-14 -g -O0 of two_loops.c)
// and builds the loop nests of its functions.
func open(t *testing.T) (*irreader.Module, map[*irreader.Func]*loops.Nest) {
	t.Helper()
	src, err := os.ReadFile("testdata/two_loops.O0.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := irreader.Parse("two_loops.O0.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	funcs := m.DefinedFuncs()
	env := loops.NewEnv(m, funcs)
	nests := map[*irreader.Func]*loops.Nest{}
	for _, f := range funcs {
		g, err := cfg.Build(f)
		if err != nil {
			t.Fatal(err)
		}
		nests[f] = loops.Find(g, env)
	}
	return m, nests
}

// sites gives every load and store one access, and one miss to those
// of the arrays (none to the locals' slots).
func sites(m *irreader.Module) []SiteCost {
	var out []SiteCost
	for _, f := range m.DefinedFuncs() {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Mem == nil {
					continue
				}
				miss := 0.0
				if in.Mem.BaseKind != irreader.BaseAlloca {
					miss = 1
				}
				out = append(out, SiteCost{Inst: in, Accesses: 1, Hits: []float64{1 - miss}, Misses: []float64{miss}})
			}
		}
	}
	return out
}

func TestAttributeByObject(t *testing.T) {
	m, nests := open(t)
	sc := sites(m)
	groups := New(m, nests).Attribute(ByObject, sc)
	got := map[string]*Group{}
	for _, g := range groups {
		got[g.Key] = g
	}
	// By hand from two_loops.c: A is stored in the first loop and loaded in
	// the second; B stored in the second; sum's x[k] is a load through
	// its parameter, named by its slot x.
	for key, want := range map[string]float64{"A": 2, "B": 1} {
		g := got[key]
		if g == nil || g.Sites != int(want) || g.Accesses != want || g.Misses[0] != want {
			t.Errorf("group %s = %+v, want %v sites, accesses and misses", key, g, want)
		}
	}
	// The groups with misses come first, ordered by them, then by key.
	if len(groups) < 3 || groups[0].Key != "A" {
		t.Errorf("first group %q, want A (most misses)", groups[0].Key)
	}
	acc, hits, misses := Totals(groups)
	if acc != float64(len(sc)) || hits[0]+misses[0] != acc {
		t.Errorf("totals %v accesses, %v hits, %v misses; want %d accesses, hits+misses equal to them", acc, hits, misses, len(sc))
	}
	for _, g := range groups {
		if g.Func != "" && !strings.HasSuffix(g.Key, " ("+g.Func+")") {
			t.Errorf("local group %q does not name its function %q", g.Key, g.Func)
		}
	}
}

func TestAttributeByLoopAndFunction(t *testing.T) {
	m, nests := open(t)
	sc := sites(m)
	a := New(m, nests)
	loopsBy := map[string]*Group{}
	for _, g := range a.Attribute(ByLoop, sc) {
		loopsBy[g.Key] = g
	}
	// The loops of lines 11, 13 and 5, each with its source counter.
	for _, key := range []string{"loop i at two_loops.c:11 (main)", "loop j at two_loops.c:13 (main)", "loop k at two_loops.c:5 (sum)"} {
		if loopsBy[key] == nil {
			var keys []string
			for k := range loopsBy {
				keys = append(keys, k)
			}
			t.Fatalf("no group %q among %q", key, keys)
		}
	}
	if g := loopsBy["loop j at two_loops.c:13 (main)"]; g.Misses[0] != 2 {
		t.Errorf("loop j has %v misses, want 2 (the load of A, the store of B)", g.Misses[0])
	}
	funcs := map[string]*Group{}
	for _, g := range a.Attribute(ByFunction, sc) {
		funcs[g.Key] = g
	}
	if funcs["sum"] == nil || funcs["main"] == nil || funcs["sum"].Misses[0] != 1 || funcs["main"].Misses[0] != 3 {
		t.Errorf("by function: %+v, want sum with 1 miss and main with 3", funcs)
	}
}

func TestParseBy(t *testing.T) {
	for _, s := range []string{"line", "object", "loop", "function"} {
		if b, err := ParseBy(s); err != nil || string(b) != s {
			t.Errorf("ParseBy(%q) = %q, %v", s, b, err)
		}
	}
	if _, err := ParseBy("file"); err == nil {
		t.Error("ParseBy(file) accepted")
	}
}

func TestMoreFirst(t *testing.T) {
	if MoreFirst(3, 2) >= 0 || MoreFirst(2, 3) <= 0 || MoreFirst(1e9, 1e9+1e-3) != 0 {
		t.Error("MoreFirst does not order descending with rounding taken as equal")
	}
}

// TestMeasured maps a run's per-site results to the module's instructions:
// the first store of main's first loop (A[i] = i), and refuses a site the
// module does not have.
func TestMeasured(t *testing.T) {
	m, _ := open(t)
	main := m.Func("main")
	var at *irreader.Inst
	for _, b := range main.Blocks {
		for _, in := range b.Insts {
			if at == nil && in.Mem != nil && in.Mem.Name == "A" {
				at = in
			}
		}
	}
	if at == nil {
		t.Fatal("no access of A in main")
	}
	idx := -1
	for i, x := range at.Block.IR.Insts {
		if x == at.IR {
			idx = i
		}
	}
	r := &measure.Result{Sites: []measure.SiteResult{
		{Func: "main", Block: at.Block.Index, Inst: idx, Stores: 64, Levels: []measure.SiteLevel{{Hits: 56, Misses: 8}}},
		{Func: "main", Block: 0, Inst: 0}, // never reached: left out
	}}
	got, err := Measured(m, r)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Inst != at || got[0].Accesses != 64 || got[0].Hits[0] != 56 || got[0].Misses[0] != 8 {
		t.Errorf("Measured = %+v, want the store of A with 64 accesses, 56 hits, 8 misses", got)
	}
	r.Sites[0].Block = len(main.Blocks)
	if _, err := Measured(m, r); err == nil || !strings.Contains(err.Error(), "does not have") {
		t.Errorf("a block the module does not have: err %v", err)
	}
}
