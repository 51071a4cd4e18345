package loops_test

import (
	"bytes"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
	"github.com/reusescope/reusescope/probs"
)

// derivedNest analyses fn of a module under testdata and returns its
// nest, sites and derived values.
func derivedNest(t *testing.T, path, fn string) (*loops.Nest, map[*cfg.Site]loops.SiteValue) {
	t.Helper()
	m, err := irreader.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := m.LookupFunc(fn)
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.Build(f)
	if err != nil {
		t.Fatal(err)
	}
	cfg.AssignKeys([]*cfg.Graph{g})
	n := loops.Find(g, loops.NewEnv(m, omp.Reachable(m, f)))
	if err := n.Check(); err != nil {
		t.Fatal(err)
	}
	return n, n.SiteValues()
}

// countsAt solves the balance equations of the nest's function with the
// derived values, for the given Lua parameters.
func countsAt(t *testing.T, n *loops.Nest, vals map[*cfg.Site]loops.SiteValue, set map[string]string) []float64 {
	t.Helper()
	g := n.Graph
	f := g.Func
	var sites []probs.Site
	for _, s := range g.Sites {
		ps := probs.Site{Key: s.Key, Func: f.Name, Block: f.Blocks[s.Block].Name, Succ: s.Target(g).Name,
			Line: s.Line, Group: s.Group, Value: vals[s].Expr, Kind: probs.Branch}
		if s.Kind == cfg.SwitchCase {
			ps.Kind = probs.SwitchCase
			ps.Succ += " case " + s.Case
		}
		sites = append(sites, ps)
	}
	var params []probs.Param
	used := map[string]bool{}
	for _, p := range n.Env.Params {
		for _, s := range sites {
			used[p.Name] = used[p.Name] || probs.UsesName(s.Value, p.Name)
		}
		if used[p.Name] {
			params = append(params, probs.Param{Name: p.Name, Default: strconv.FormatFloat(p.Default, 'g', -1, 64)})
		}
	}
	use := map[string]string{}
	for k, v := range set {
		if used[k] {
			use[k] = v
		}
	}
	var buf bytes.Buffer
	if err := probs.WriteTemplate(&buf, params, sites); err != nil {
		t.Fatal(err)
	}
	pv, err := probs.Load("derived", buf.Bytes(), use, sites, probs.LoadOptions{})
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	P, err := balance.EdgeProbs(g, pv)
	if err != nil {
		t.Fatal(err)
	}
	c, err := balance.Solve(g, P, n)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// elements returns how many array elements block b stores (or loads):
// one per scalar access, the length of a vector access.
func elements(b *irreader.Block, loads bool) float64 {
	k := 0.0
	for _, in := range b.IR.Insts {
		var typ types.Type
		switch x := in.(type) {
		case *ir.InstStore:
			if !loads {
				typ = x.Src.Type()
			}
		case *ir.InstLoad:
			if loads {
				typ = x.ElemType
			}
		}
		switch v := typ.(type) {
		case nil:
		case *types.VectorType:
			k += float64(v.Len)
		default:
			k++
		}
	}
	return k
}

// The kernels of testdata/vector.c, built with plain clang-14 -O2 (no value
// names): every branch is derived — the vectoriser's minimum-iteration
// guards, runtime alias and wrap checks (assumed to pass), middle blocks,
// vector and epilogue-vector loops, the unroller's prologues, epilogues
// and remainder loops, loop versioning — and the derived block counts
// touch exactly the elements the source does, for sizes on either side of
// every vector width and unroll factor (mat's second size m runs 1 to 7). The element counts are the
// source's, by hand: a loop "for (i = 0; i < n; i++) a[i] = ..." stores n
// elements however it was split into vector, unrolled and scalar pieces.
func TestVectorisedElements(t *testing.T) {
	path := filepath.Join("testdata", "vector.O2.ll")
	for _, k := range []struct {
		fn    string
		loads bool
		want  func(n float64) float64
	}{
		{"axpy", false, func(n float64) float64 { return n }},
		{"tri", false, func(n float64) float64 { return n * (n - 1) / 2 }},
		{"sum", true, func(n float64) float64 { return n }},
		{"bytes", false, func(n float64) float64 { return n }},
		{"grid", false, func(float64) float64 { return 37 * 53 }},
		{"offs", false, func(n float64) float64 { return n }},
		{"lver", false, func(n float64) float64 { return 2 * n }},
		{"rev", false, func(n float64) float64 { return n }},
		{"step2", false, func(n float64) float64 { return math.Ceil(n / 2) }},
		{"mat", false, func(n float64) float64 { return n * (math.Mod(n, 7) + 1) }},
		{"band", false, func(n float64) float64 {
			s := 0.0
			for i := 0.0; i < n; i++ {
				s += math.Min(5, n-i)
			}
			return s
		}},
	} {
		t.Run(k.fn, func(t *testing.T) {
			n, vals := derivedNest(t, path, k.fn)
			checks := 0
			for _, s := range n.Graph.Sites {
				v := vals[s]
				if v.Expr == "" {
					t.Errorf("%s %s: not derived: %s", s.Key, n.Graph.Func.Blocks[s.Block].Name, v.Hint)
				}
				if strings.Contains(v.Hint, "runtime check") {
					checks++
				}
			}
			if (k.fn == "axpy" || k.fn == "lver" || k.fn == "offs") && checks == 0 {
				t.Errorf("no site says it assumes a runtime check passes")
			}
			for _, size := range []float64{0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 40, 41, 63, 64, 65, 1003} {
				counts := countsAt(t, n, vals, map[string]string{
					"n": strconv.FormatFloat(size, 'g', -1, 64),
					"m": strconv.FormatFloat(math.Mod(size, 7)+1, 'g', -1, 64), // mat's second size
				})
				got := 0.0
				for b, blk := range n.Graph.Func.Blocks {
					got += counts[b] * elements(blk, k.loads)
				}
				if want := k.want(size); math.Abs(got-want) > 1e-6*math.Max(1, want) {
					t.Errorf("n = %v: %v elements, want %v", size, got, want)
				}
			}
		})
	}
}

// gemv at -O2 (the suite's kernel, value names kept): the inner loop is
// unrolled by 4 behind the guard n - 1 < 3, with an epilogue of n mod 4
// iterations.
func TestUnrolledValues(t *testing.T) {
	n, vals := derivedNest(t, filepath.Join("..", "testdata", "ll", "gemv.O2.ll"), "kernel_gemv")
	want := map[string]string{
		"for.body6":         "1 - (1/math.max(math.floor(n/4), 1))",
		"for.end.unr-lcssa": "(4*math.floor(n/4) ~= n and 1 or 0)",
		"for.body6.epil":    "1 - (1/math.max(n % 4, 1))",
	}
	for _, s := range n.Graph.Sites {
		name := n.Graph.Func.Blocks[s.Block].Name
		if w, ok := want[name]; ok && vals[s].Expr != w {
			t.Errorf("%s: %q, want %q", name, vals[s].Expr, w)
		}
	}
}

// The check's own site says what it assumes.
func TestRuntimeCheckHint(t *testing.T) {
	n, vals := derivedNest(t, filepath.Join("..", "testdata", "ll", "ger.O2.ll"), "kernel_ger")
	// The IR has no value names: the memcheck is the site whose hint
	// states the assumption (vector.memcheck when clang keeps names).
	for _, s := range n.Graph.Sites {
		v := vals[s]
		if !strings.Contains(v.Hint, "do not overlap") {
			continue
		}
		if v.Expr != "1" && v.Expr != "0" {
			t.Errorf("vector.memcheck: %q (%s), want a certain branch with the assumption in the hint", v.Expr, v.Hint)
		}
		return
	}
	t.Fatal("no site of ger.O2.ll states the no-overlap assumption of vector.memcheck")
}
