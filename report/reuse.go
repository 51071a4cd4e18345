package report

import (
	"io"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/reuse"
)

// Reuse is the JSON output of `reuse`: the static reuse profile of a
// function with the size of the stream it stands for.
type Reuse struct {
	Function  string      `json:"function"`
	LineSize  int64       `json:"line_size"`
	Algorithm string      `json:"algorithm"`
	Accesses  float64     `json:"accesses"`
	Events    int         `json:"simulated_accesses"`
	Reuse     []cache.Bin `json:"reuse"`
	Notes     []string    `json:"notes"`
}

// NewReuse gives the static profile r of function fn, walked with opts.
func NewReuse(fn string, opts reuse.StaticOptions, r *reuse.StaticResult) *Reuse {
	out := &Reuse{Function: fn, LineSize: opts.Line, Algorithm: algorithmName(opts.Paper), Accesses: r.Accesses,
		Events: r.Events, Reuse: r.Profile.Bins(), Notes: r.Notes}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	return out
}

func algorithmName(paper bool) string {
	if paper {
		return "two-iteration"
	}
	return "sampled"
}

// WriteReuse writes the profile r as JSON (format json) or as the CSV
// distance,probability,count (any other format).
func WriteReuse(w io.Writer, format, fn string, opts reuse.StaticOptions, r *reuse.StaticResult) error {
	if format == "json" {
		return WriteJSON(w, NewReuse(fn, opts, r))
	}
	return r.Profile.WriteCSV(w)
}
