package pipeline_test

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/irreader"
)

// noMain is a unit without main: f calls g.
const noMain = `define dso_local void @g() {
entry:
  ret void
}

define dso_local void @f() {
entry:
  call void @g()
  ret void
}
`

// TestResolve holds ModuleAnalysis.Resolve to what the commands take
// --func as: a function with a body in main's context (main's session
// restricted to it) or alone (Cold, RunContext), the whole program without
// --func or with --func main, an inlined function as its code in main's
// walk (an error when Cold), and a module without main as the function's
// own session. Every session comes from the analysis' graphs.
func TestResolve(t *testing.T) {
	read := func(path string) *pipeline.ModuleAnalysis {
		m, err := irreader.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return pipeline.Analyse(m)
	}
	type want struct {
		walk, fn, extent, name, inlined string
	}
	check := func(what string, a *pipeline.ModuleAnalysis, opts pipeline.Options, scope pipeline.Scope, w want) *pipeline.Target {
		t.Helper()
		tg, err := a.Resolve(opts, scope)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		got := want{tg.Walk.Root.Name, tg.Func.Root.Name, tg.Extent, tg.Name, tg.Inlined}
		if got != w {
			t.Errorf("%s: %+v, want %+v", what, got, w)
		}
		if tg.InContext() != (w.extent != "") {
			t.Errorf("%s: InContext %v with extent %q", what, tg.InContext(), tg.Extent)
		}
		if (w.walk == w.fn) != (tg.Walk == tg.Func) {
			t.Errorf("%s: Walk and Func: same session %v, want %v", what, tg.Walk == tg.Func, w.walk == w.fn)
		}
		for _, s := range []*pipeline.Session{tg.Walk, tg.Func} {
			for f, g := range s.Graphs {
				if a.Graphs[f] != g {
					t.Errorf("%s: the session of %s has a graph of %s of its own", what, s.Root.Name, f.Name)
				}
			}
		}
		return tg
	}

	o0 := read(filepath.Join("testdata", "context.O0.ll"))
	builds := o0.Builds
	kernel := pipeline.Options{Func: "kernel"}
	check("kernel in context", o0, kernel, pipeline.InContext, want{"main", "kernel", "kernel", "kernel", ""})
	check("kernel --cold", o0, kernel, pipeline.Cold, want{"kernel", "kernel", "", "kernel", ""})
	check("kernel measured", o0, kernel, pipeline.RunContext, want{"kernel", "kernel", "", "kernel", ""})
	check("no --func", o0, pipeline.Options{}, pipeline.InContext, want{"main", "main", "", "main", ""})
	check("--func main", o0, pipeline.Options{Func: "main"}, pipeline.InContext, want{"main", "main", "", "main", ""})
	if o0.Builds != builds || builds != 2 {
		t.Errorf("%d CFGs built, then %d after resolving: want 2, once", builds, o0.Builds)
	}
	if _, err := o0.Resolve(pipeline.Options{Func: "nosuch"}, pipeline.InContext); err == nil {
		t.Errorf("--func nosuch: no error")
	}

	// matmul_harness -O2: kernel_matmul is inlined into main, no body left.
	o2 := read(filepath.Join("..", "..", "testdata", "corpus", "ll", "matmul_harness.O2.ll"))
	mm := pipeline.Options{Func: "kernel_matmul"}
	for _, scope := range []pipeline.Scope{pipeline.InContext, pipeline.RunContext} {
		check("inlined kernel_matmul", o2, mm, scope, want{"main", "main", "kernel_matmul", "kernel_matmul", "kernel_matmul"})
	}
	var inl *irreader.InlinedError
	if _, err := o2.Resolve(mm, pipeline.Cold); !errors.As(err, &inl) {
		t.Errorf("inlined kernel_matmul --cold: %v, want the inlined-function error", err)
	}

	m, err := irreader.Parse("nomain.ll", []byte(noMain))
	if err != nil {
		t.Fatal(err)
	}
	nm := pipeline.Analyse(m)
	check("no main", nm, pipeline.Options{Func: "g"}, pipeline.InContext, want{"g", "g", "", "g", ""})
}
