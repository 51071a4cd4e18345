package pipeline

import (
	"errors"
	"fmt"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/omp"
)

// ModuleAnalysis is what the analysis of a module shares between the
// sessions of its functions, built once by Analyse:
//
//   - the CFG of every defined function (cfg.Build), or the error that
//     stopped its build;
//   - the site keys, assigned once over the graphs built, in module order
//     (cfg.AssignKeys), so that a site has the same key whatever function
//     a session starts from;
//   - the branch-site keys of every function, from which a session takes
//     those of the functions it does not analyse (probs.LoadOptions.Outside);
//   - the module's OpenMP regions (omp.Find), or the error that left them
//     unmodelled.
//
// Nothing after Analyse writes to a cfg.Graph or its sites (loops.Find,
// the balance equations, the checkers and the walks only read them), so
// the sessions of one module share the graphs. What depends on the set of
// functions a session analyses is the session's own (Open): the Lua
// environment of parameters (loops.NewEnv, with the one-thread model of
// the regions), the loop nests, the sites' probabilities and values, and
// the Lua parameters.
//
// A ModuleAnalysis is read only once built: sessions may be opened from
// it one after another or from several goroutines.
type ModuleAnalysis struct {
	Module *irreader.Module
	// Graphs holds the CFG of every defined function whose build
	// succeeded; buildErrs the error of each other one.
	Graphs    map[*irreader.Func]*cfg.Graph
	buildErrs map[*irreader.Func]error
	// Builds is the number of CFGs Analyse built: one per defined function.
	Builds int
	// Regions are the module's OpenMP regions (omp.Find); regionsErr is
	// why Find failed, reported by Session.Plan.
	Regions    []omp.Region
	regionsErr error
}

// Analyse builds what the sessions of module m share (ModuleAnalysis): the
// CFG of every defined function, their site keys, and the OpenMP regions.
// A function whose CFG cannot be built is an error only for the sessions
// that analyse it.
func Analyse(m *irreader.Module) *ModuleAnalysis {
	a := &ModuleAnalysis{Module: m, Graphs: map[*irreader.Func]*cfg.Graph{}, buildErrs: map[*irreader.Func]error{}}
	// Keys are assigned over every defined function in module order, so a
	// site has the same key whatever --func selects, and a script written
	// for the whole program serves any of its functions.
	var gs []*cfg.Graph
	for _, f := range m.DefinedFuncs() {
		a.Builds++
		g, err := cfg.Build(f)
		if err != nil {
			a.buildErrs[f] = err // not analysed by a session: its sites need no key
			continue
		}
		gs = append(gs, g)
		a.Graphs[f] = g
	}
	cfg.AssignKeys(gs)
	// OpenMP regions are modelled as run by one thread. Malformed runtime
	// calls leave them unmodelled: their branches then stay TODO with a hint.
	a.Regions, a.regionsErr = omp.Find(m.LL)
	return a
}

// OpenModule analyses opts.Func of an already parsed module: Analyse, then
// ModuleAnalysis.Open. Several functions of one module are opened from one
// ModuleAnalysis instead.
func OpenModule(m *irreader.Module, opts Options) (*Session, error) {
	if _, err := m.LookupFunc(opts.Func); err != nil {
		return nil, err // before any graph is built
	}
	return Analyse(m).Open(opts)
}

// Scope says how Resolve takes the function of Options.Func.
type Scope int

const (
	// InContext takes the function's accesses in their program context:
	// the walk of main restricted to the function (Session.Context). A
	// function the optimiser inlined into its callers, which has no body
	// and so no session of its own, is its code in main's walk.
	InContext Scope = iota
	// Cold takes the function alone, from an empty cache; an inlined
	// function is then an error (irreader.InlinedError).
	Cold
	// RunContext is InContext for a run that measures the program
	// context itself (measure.Options.Context): an inlined function is
	// its code in main's session, and a function with a body is its own
	// session, with no session of main opened for it.
	RunContext
)

// Target is the function Resolve found and the sessions that analyse it.
type Target struct {
	// Walk is the session whose walk gives the function's accesses:
	// main's in the program context, else the function's own (Func).
	Walk *Session
	// Func is the function's own session: its counts, CFG, instrumented
	// run and parallel model. For an inlined function it is main's
	// session, as Walk is.
	Func *Session
	// Extent is the function the walk of Walk is restricted to
	// (reuse.StaticOptions.Extent): "" for the whole walk.
	Extent string
	// Name is the function's name as the output gives it: Func's root,
	// or the inlined function's name.
	Name string
	// Inlined is the name of the function when the optimiser inlined it
	// into its callers (measure.Options.Inlined), else "".
	Inlined string
}

// InContext reports whether the target's accesses are taken in main's
// walk (Extent set): its reports say "in the program's context".
func (t *Target) InContext() bool { return t.Extent != "" }

// Resolve opens the function opts.Func selects and the session whose walk
// gives its accesses, as scope says. With InContext, a function with a
// body is main's session restricted to it (Session.Context), unless no
// function was named, the function is main, or the module has no main
// (then the function's own session, whole); a function inlined into its
// callers is main's session restricted to the inlined code, whatever the
// scope but Cold. Every session comes from a's graphs.
func (a *ModuleAnalysis) Resolve(opts Options, scope Scope) (*Target, error) {
	s, err := a.Open(opts)
	if err != nil {
		var inl *irreader.InlinedError
		if scope == Cold || !errors.As(err, &inl) {
			return nil, err
		}
		mopts := opts
		mopts.Func = "main"
		ms, merr := a.Open(mopts)
		if merr != nil {
			return nil, err // the function's error says why it has no session
		}
		return &Target{Walk: ms, Func: ms, Extent: inl.Name, Name: inl.Name, Inlined: inl.Name}, nil
	}
	t := &Target{Walk: s, Func: s, Name: s.Root.Name}
	if scope != InContext || opts.Func == "" {
		return t, nil
	}
	ctx, err := s.Context()
	if err != nil {
		return nil, err
	}
	if ctx != nil {
		t.Walk, t.Extent = ctx, s.Root.Name
	}
	return t, nil
}

// graphs returns the graphs of funcs (each built once by Analyse), or the
// build error of the first of them, in module order, that has none.
func (a *ModuleAnalysis) graphs(funcs []*irreader.Func) (map[*irreader.Func]*cfg.Graph, error) {
	in := map[*irreader.Func]bool{}
	for _, f := range funcs {
		in[f] = true
	}
	for _, f := range a.Module.DefinedFuncs() {
		if err := a.buildErrs[f]; err != nil && in[f] {
			return nil, fmt.Errorf("%s: %w", a.Module.Path, err)
		}
	}
	out := map[*irreader.Func]*cfg.Graph{}
	for _, f := range funcs {
		if g := a.Graphs[f]; g != nil {
			out[f] = g
		}
	}
	return out, nil
}

// outside returns the branch-site keys of the module's functions that are
// not among funcs.
func (a *ModuleAnalysis) outside(funcs []*irreader.Func) map[string]bool {
	in := map[*irreader.Func]bool{}
	for _, f := range funcs {
		in[f] = true
	}
	out := map[string]bool{}
	for _, f := range a.Module.DefinedFuncs() {
		g := a.Graphs[f]
		if g == nil || in[f] {
			continue
		}
		for _, site := range g.Sites {
			out[site.Key] = true
		}
	}
	return out
}
