package pipeline

import (
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
