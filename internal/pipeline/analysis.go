package pipeline

import (
	"slices"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// Analysis is a session's static solution: the probabilities it loaded,
// the block counts the balance equations give with them, and what of
// either rests on an estimate. Every static result of a command is one of
// its methods, so the three travel together.
type Analysis struct {
	Session *Session
	Vals    *probs.Values
	Res     *balance.Result
	// Est says what rests on estimates; AddAddresses adds the addresses a
	// walk could not evaluate to it.
	Est *estimate.Estimate
}

// Solve loads the probabilities (Probs), solves the balance equations
// (StaticCounts) and says what rests on estimates (Estimated).
func (s *Session) Solve() (*Analysis, error) {
	vals, res, err := s.StaticCounts()
	if err != nil {
		return nil, err
	}
	est, err := s.Estimated(vals, res)
	if err != nil {
		return nil, err
	}
	return &Analysis{Session: s, Vals: vals, Res: res, Est: est}, nil
}

// Trace builds the static trace of the counts (Session.Trace).
func (a *Analysis) Trace() (*statictrace.Trace, error) { return a.Session.Trace(a.Vals, a.Res) }

// Reuse walks the trace for the reuse profile (Session.StaticReuse).
func (a *Analysis) Reuse(opts reuse.StaticOptions) (*statictrace.Trace, *reuse.StaticResult, error) {
	return a.Session.StaticReuse(a.Vals, a.Res, opts)
}

// Rates predicts the hit rates of levels under model m (Session.Rates).
func (a *Analysis) Rates(levels []cache.Level, m cache.Model, opts reuse.StaticOptions, ro RateOptions) (*LevelRates, error) {
	return a.Session.Rates(a.Vals, a.Res, levels, m, opts, a.Est, ro)
}

// GeometryRates gives the first-level hit rate of any geometry
// (Session.GeometryRates).
func (a *Analysis) GeometryRates(levels []cache.Level, m cache.Model, opts reuse.StaticOptions, p *cache.Profile) (func(cache.Level) float64, error) {
	return a.Session.GeometryRates(a.Vals, a.Res, levels, m, opts, p)
}

// PredictCores runs the parallel model per core count
// (Session.PredictCores).
func (a *Analysis) PredictCores(levels []cache.Level, counts []int, opts parallel.Options) ([]*parallel.Prediction, error) {
	return a.Session.PredictCores(a.Vals, a.Res, levels, counts, opts)
}

// AddAddresses adds to the estimate the access sites of the walk r whose
// address it could not evaluate (Session.AddAddresses).
func (a *Analysis) AddAddresses(r *reuse.StaticResult) { a.Session.AddAddresses(a.Est, a.Res, r) }

// Within restricts a, the analysis of the whole program (main's session),
// to the functions of fs, the session of the function --func names (it and
// its callees), as the output in the program's context reports them: the
// counts of every call over the run, as measure counts them in context
// (measure.Options.Context), derived wherever the program's own analysis
// derives them (a branch on data main wrote, a bound main computed), which
// fs alone, entered with its arguments only, estimates. The estimate keeps
// the program's estimated branches where one of them moves a count of
// fs's functions, its shares taken over those functions, and none where
// none does; the walk's addresses are added again over them (AddAddresses)
// when r is not nil.
func (a *Analysis) Within(fs *Session, r *reuse.StaticResult) (*balance.Result, *estimate.Estimate) {
	res := &balance.Result{Root: fs.Root}
	for _, f := range fs.Funcs {
		fc := a.Res.Func(f.Name)
		if fc == nil { // not called in the program
			n := len(f.Blocks)
			fc = &balance.FuncCounts{Func: f, Graph: fs.Graphs[f], PerCall: make([]float64, n), Counts: make([]float64, n)}
		}
		res.Funcs = append(res.Funcs, fc)
		res.Totals.Add(fc.Ops)
		for _, n := range fc.Counts {
			res.BlocksExecuted += n
		}
		if slices.Contains(a.Res.Capped, f.Name) {
			res.Capped = append(res.Capped, f.Name)
		}
	}
	if a.Est == nil {
		return res, nil
	}
	est := *a.Est
	est.Affected = map[string][]bool{}
	affected := false
	for _, fc := range res.Funcs {
		if aff := a.Est.Affected[fc.Func.Name]; aff != nil {
			est.Affected[fc.Func.Name] = aff
			for b, x := range aff {
				affected = affected || x && fc.Counts[b] > 0
			}
		}
	}
	affectedShares(&est, res)
	if !affected && len(res.Capped) == 0 {
		// No estimate moves a count of fs's functions: they are derived.
		est.Branches, est.Heuristics, est.Keys, est.Varied, est.Lines = 0, map[string]int{}, map[string]bool{}, nil, nil
		est.Guessed = false
	}
	a.Session.AddAddresses(&est, res, r)
	return res, &est
}

// Counts returns the block counts, probabilities and estimate the output
// reports for target t, from fn, the analysis of t.Func, and walk, that of
// t.Walk (r its walk): in the program's context (a function with a body
// of its own, taken in main's walk) main's restricted to the function
// (Within), with main's probabilities; else fn's own.
func (t *Target) Counts(fn, walk *Analysis, r *reuse.StaticResult) (*balance.Result, *probs.Values, *estimate.Estimate) {
	if !t.InContext() || t.Inlined != "" {
		return fn.Res, fn.Vals, fn.Est
	}
	res, est := walk.Within(t.Func, r)
	return res, walk.Vals, est
}
