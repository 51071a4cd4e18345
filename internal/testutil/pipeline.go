package testutil

import (
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/statictrace"
)

// Run is an opened session with its probabilities and block counts.
type Run struct {
	Session *pipeline.Session
	Probs   *probs.Values
	Counts  *balance.Result
}

// Open opens the IR file path with opts, loads the probabilities (opts'
// script, else the derived ones) and solves the block counts. It fails t on
// any error.
func Open(t testing.TB, path string, opts pipeline.Options) *Run {
	t.Helper()
	s, err := pipeline.Open(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	return probsAndCounts(t, s)
}

// probsAndCounts loads s's probabilities and solves its block counts.
func probsAndCounts(t testing.TB, s *pipeline.Session) *Run {
	t.Helper()
	vals, err := s.Probs()
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Counts(vals)
	if err != nil {
		t.Fatal(err)
	}
	return &Run{Session: s, Probs: vals, Counts: res}
}

// OpenIR is Open on the IR text src (named name in errors), for tests that
// write their input inline.
func OpenIR(t testing.TB, name, src string, opts pipeline.Options) *Run {
	t.Helper()
	m, err := irreader.Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	s, err := pipeline.OpenModule(m, opts)
	if err != nil {
		t.Fatal(err)
	}
	return probsAndCounts(t, s)
}

// Trace builds the static trace of the run's function. It fails t on error.
func (r *Run) Trace(t testing.TB) *statictrace.Trace {
	t.Helper()
	tr, err := r.Session.Trace(r.Probs, r.Counts)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// Trace opens path with opts and builds the static trace: Open, then Run.Trace.
func Trace(t testing.TB, path string, opts pipeline.Options) *statictrace.Trace {
	t.Helper()
	return Open(t, path, opts).Trace(t)
}
