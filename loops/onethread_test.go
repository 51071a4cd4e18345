package loops_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
)

// naiveOneThread builds the one-thread description by scanning for libomp's
// entry points by name (the pipeline takes it from package parallel).
func naiveOneThread(m *irreader.Module) loops.OneThread {
	ot := loops.OneThread{Returns: map[*ir.InstCall]int64{}}
	stored := func(f *ir.Func, al value.Value) value.Value {
		var v value.Value
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if st, ok := in.(*ir.InstStore); ok && st.Dst == al && v == nil {
					v = st.Src // the first store: the bound before the init call
				}
			}
		}
		return v
	}
	for _, f := range m.LL.Funcs {
		var dyn *loops.WorkShare
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				c, ok := in.(*ir.InstCall)
				if !ok {
					continue
				}
				callee, ok := c.Callee.(*ir.Func)
				if !ok {
					continue
				}
				arg := func(i int) value.Value { return c.Args[i] }
				switch name := callee.Name(); {
				case name == "__kmpc_for_static_init_4":
					lb, ub := arg(4).(*ir.InstAlloca), arg(5).(*ir.InstAlloca)
					sched := arg(2).Ident()
					ot.Loops = append(ot.Loops, loops.WorkShare{Init: c, LowerVar: lb, UpperVar: ub,
						Lower: stored(f, lb), Upper: stored(f, ub), Chunked: sched == "33"})
				case name == "__kmpc_dispatch_init_4":
					dyn = &loops.WorkShare{Init: c, Lower: arg(3), Upper: arg(4)}
				case name == "__kmpc_dispatch_next_4":
					dyn.LowerVar, dyn.UpperVar = arg(3).(*ir.InstAlloca), arg(4).(*ir.InstAlloca)
					dyn.Next = append(dyn.Next, c)
				case name == "__kmpc_single" || name == "__kmpc_master" || strings.HasPrefix(name, "__kmpc_reduce"):
					ot.Returns[c] = 1
				}
			}
		}
		if dyn != nil {
			ot.Loops = append(ot.Loops, *dyn)
		}
	}
	return ot
}

// ompNest analyses the outlined body of an OpenMP kernel, with or without
// the one-thread model.
func ompNest(t *testing.T, file, kernel string, one bool) *loops.Nest {
	t.Helper()
	m, err := irreader.ReadFile(filepath.Join("..", "testdata", "ll", file))
	if err != nil {
		t.Fatal(err)
	}
	root, err := m.LookupFunc(kernel)
	if err != nil {
		t.Fatal(err)
	}
	env := loops.NewEnv(m, omp.Reachable(m, root))
	if one {
		env.SetOneThread(naiveOneThread(m))
	}
	f, err := m.LookupFunc(".omp_outlined._debug__")
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.Build(f)
	if err != nil {
		t.Fatal(err)
	}
	n := loops.Find(g, env)
	if err := n.Check(); err != nil {
		t.Fatal(err)
	}
	return n
}

// loopTrips maps each loop's header block to its trip count ("?" if unknown).
func loopTrips(n *loops.Nest, file string) map[string]string {
	out := map[string]string{}
	for _, l := range n.Loops {
		trip := "?"
		if l.Trip != nil {
			trip = l.Trip.Lua()
		}
		out[blockName(n, file, l.Header)] = trip
	}
	return out
}

// siteExprs maps "block->successor" to the derived expression.
func siteExprs(n *loops.Nest, file string) map[string]string {
	out := map[string]string{}
	for s, v := range n.SiteValues() {
		out[blockName(n, file, s.Block)+"->"+blockName(n, file, n.Graph.Succs[s.Block][s.Succ])] = v.Expr
	}
	return out
}

// blockName is clang's name of block b of the file's outlined body
// (clangNames), else irreader's.
func blockName(n *loops.Nest, file string, b int) string {
	if names := clangNames[file]; len(names) == len(n.Func().Blocks) {
		return names[b]
	}
	return n.Func().Blocks[b].Name
}

// TestOneThreadTrips checks the trip counts of the -O0 outlined bodies
// against the C sources run by one thread: every work-shared loop covers its
// whole range, chunk and dispatch loops run once.
func TestOneThreadTrips(t *testing.T) {
	for _, tc := range []struct {
		file, kernel string
		want         map[string]string
	}{
		// for (i = 0; i < n; i++) for (j = 0; j < n; j++): n is read through
		// the shared pointer &n in both loops.
		{"omp_gemv.O0.ll", "kernel_omp_gemv", map[string]string{"omp.inner.for.cond": "n", "for.cond": "n"}},
		// schedule(static, 4), N = 96: one chunk loop trip of all 96 rows.
		{"omp_chunked.O0.ll", "kernel_omp_chunked", map[string]string{"omp.dispatch.cond": "1", "omp.inner.for.cond": "96", "for.cond": "96"}},
		// schedule(dynamic), N = 96: one dispatch trip; j <= i is triangular.
		{"omp_dynamic.O0.ll", "kernel_omp_dynamic", map[string]string{"omp.dispatch.cond": "1", "omp.inner.for.cond": "96", "for.cond": "iv1 + 1"}},
	} {
		got := loopTrips(ompNest(t, tc.file, tc.kernel, true), tc.file)
		for h, w := range tc.want {
			if got[h] != w {
				t.Errorf("%s: loop %s: trip %q, want %q", tc.file, h, got[h], w)
			}
		}
	}
}

// TestOneThreadSites checks the branches the one-thread model decides.
func TestOneThreadSites(t *testing.T) {
	for _, tc := range []struct {
		file, kernel string
		want         map[string]string // P(target)
	}{
		// The clamp after a static init never fires; the precondition is 0 < n.
		{"omp_gemv.O0.ll", "kernel_omp_gemv", map[string]string{
			"omp.precond.then->cond.false": "1", "entry->omp.precond.end": "((0) < (n)) and 0 or 1"}},
		// The chunk loop's head is visited twice: ub = 95, then 95 + 96 > 95.
		{"omp_chunked.O0.ll", "kernel_omp_chunked", map[string]string{"omp.dispatch.cond->cond.false": "0.5"}},
		// A team of one reduces in case 1 (empty_reduce_block); cmpxchg succeeds.
		{"omp_dot.O0.ll", "kernel_omp_dot", map[string]string{
			"omp.loop.exit->.omp.reduction.case1": "1", "omp.loop.exit->.omp.reduction.case2": "0",
			"omp.loop.exit->.omp.reduction.default": "0", "atomic_cont->atomic_cont": "0"}},
		// single is executed by the only thread.
		{"omp_tworegion.O0.ll", "kernel_omp_tworegion", map[string]string{"entry->omp_if.end": "0"}},
	} {
		got := siteExprs(ompNest(t, tc.file, tc.kernel, true), tc.file)
		for k, w := range tc.want {
			if got[k] != w {
				t.Errorf("%s: site %s: %q, want %q", tc.file, k, got[k], w)
			}
		}
	}
}

// TestWithoutOneThread checks that without the model the runtime calls that
// take &lb and &ub leave the work-shared loop unknown (another thread count
// changes it), while the shared pointer still gives the inner bound.
func TestWithoutOneThread(t *testing.T) {
	got := loopTrips(ompNest(t, "omp_gemv.O0.ll", "kernel_omp_gemv", false), "omp_gemv.O0.ll")
	if got["omp.inner.for.cond"] != "?" || got["for.cond"] != "n" {
		t.Errorf("trips %v, want omp.inner.for.cond unknown and for.cond n", got)
	}
}
