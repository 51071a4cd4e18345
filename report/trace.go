package report

import (
	"fmt"
	"io"

	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/statictrace"
)

// Trace is the JSON output of `trace`: the loop-annotated static trace's
// structure beside its text form (statictrace.Trace.WriteText).
type Trace struct {
	Function string `json:"function"`
	// Estimated is how much of the trace rests on estimates.
	Estimated *Estimated  `json:"estimated"`
	Text      string      `json:"text"`
	Trace     []TraceItem `json:"trace"`
	Notes     []string    `json:"notes"`
}

// TraceItem is one element of a trace; exactly one field is set.
type TraceItem struct {
	Access *TraceAccess `json:"access,omitempty"`
	Loop   *TraceLoop   `json:"loop,omitempty"`
	Call   *TraceCall   `json:"call,omitempty"`
	Branch *TraceBranch `json:"branch,omitempty"`
}

// TraceAccess is one memory access: its source name, where it is, and what
// it touches.
type TraceAccess struct {
	Name     string `json:"name"`
	Function string `json:"function"`
	Block    string `json:"block"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Store    bool   `json:"store"`
	Bytes    int64  `json:"bytes"`
	Base     string `json:"base"`
}

// TraceLoop is a loop of Trip iterations per entry controlled by Var.
type TraceLoop struct {
	Var        string      `json:"var"`
	Trip       float64     `json:"trip"`
	HeaderLine int         `json:"header_line"`
	TopTested  bool        `json:"top_tested"`
	Body       []TraceItem `json:"body"`
}

// TraceCall is an inlined call.
type TraceCall struct {
	Function string      `json:"function"`
	Line     int         `json:"line"`
	Body     []TraceItem `json:"body"`
}

// TraceBranch is a branch the loop counters decide: a walk takes one of
// its arms at every visit, the one its condition selects there.
type TraceBranch struct {
	Function string        `json:"function"`
	Block    string        `json:"block"`
	Line     int           `json:"line"`
	Arms     [][]TraceItem `json:"arms"`
}

// NewTrace gives the structure of trace t.
func NewTrace(t *statictrace.Trace) *Trace {
	out := &Trace{Function: t.Root.Name, Text: t.String(), Trace: traceItems(t.Body), Notes: t.Notes}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	return out
}

func traceItems(items []statictrace.Item) []TraceItem {
	out := []TraceItem{}
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			in := x.Acc.Inst
			out = append(out, TraceItem{Access: &TraceAccess{Name: x.Acc.String(), Function: in.Block.Func.Name, Block: in.Block.Name,
				Line: in.Line, Col: in.Col, Store: x.Acc.Store, Bytes: x.Acc.Size, Base: x.Acc.BaseKind.String()}})
		case *statictrace.Loop:
			out = append(out, TraceItem{Loop: &TraceLoop{Var: x.Var, Trip: x.Trip, HeaderLine: x.HeaderLine(),
				TopTested: x.TopTested, Body: traceItems(x.Body)}})
		case *statictrace.Call:
			out = append(out, TraceItem{Call: &TraceCall{Function: x.Frame.Func.Name, Line: x.Site.Line, Body: traceItems(x.Body)}})
		case *statictrace.Branch:
			if x.Exit != nil && !x.After {
				continue // a loop's exit: no item of its own
			}
			b := &TraceBranch{Function: x.Frame.Func.Name, Block: x.Block.Name, Line: x.Line(), Arms: [][]TraceItem{}}
			for _, arm := range x.Arms {
				b.Arms = append(b.Arms, traceItems(arm))
			}
			out = append(out, TraceItem{Branch: b})
		}
	}
	return out
}

// WriteTrace writes trace t as JSON (format json) or in its text form, which
// opens with a "# estimated: ..." line when part of it rests on estimates.
func WriteTrace(w io.Writer, format string, t *statictrace.Trace, est *estimate.Estimate) error {
	if format == "json" {
		out := NewTrace(t)
		out.Estimated = NewEstimated(est)
		return WriteJSON(w, out)
	}
	if e := NewEstimated(est).Sentence(); e != "" {
		if _, err := fmt.Fprintf(w, "# %s\n", e); err != nil {
			return err
		}
	}
	return t.WriteText(w)
}
