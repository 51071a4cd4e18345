package report

import (
	"encoding/csv"
	"io"
	"strconv"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/reuse"
)

// Reuse is the JSON output of `reuse`: the static reuse profile of a
// function with the size of the stream it stands for.
type Reuse struct {
	Function  string  `json:"function"`
	LineSize  int64   `json:"line_size"`
	Algorithm string  `json:"algorithm"`
	Accesses  float64 `json:"accesses"`
	Events    int     `json:"simulated_accesses"`
	// Estimated is how much of the profile rests on estimates.
	Estimated *Estimated  `json:"estimated"`
	Reuse     []cache.Bin `json:"reuse"`
	Notes     []string    `json:"notes"`
}

// NewReuse gives the static profile r of function fn, walked with opts; est
// says how much rests on estimates.
func NewReuse(fn string, opts reuse.StaticOptions, r *reuse.StaticResult, est *estimate.Estimate) *Reuse {
	out := &Reuse{Function: fn, LineSize: opts.Line, Algorithm: algorithmName(opts.Paper), Accesses: r.Accesses,
		Events: r.Events, Reuse: r.Profile.Bins(), Notes: r.Notes, Estimated: NewEstimated(est)}
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
// distance,probability,count,estimated_access_share (any other format); the
// last column is the share of the accesses whose count rests on an
// estimated probability.
func WriteReuse(w io.Writer, format, fn string, opts reuse.StaticOptions, r *reuse.StaticResult, est *estimate.Estimate) error {
	if format == "json" {
		return WriteJSON(w, NewReuse(fn, opts, r, est))
	}
	share := csvEst(NewEstimated(est).accessShare())
	cw := csv.NewWriter(w)
	cw.Write([]string{"distance", "probability", "count", "estimated_access_share"})
	for _, b := range r.Profile.Bins() {
		cw.Write([]string{strconv.FormatInt(b.Distance, 10), csvEst(b.Prob), csvCount(b.Count), share})
	}
	cw.Flush()
	return cw.Error()
}
