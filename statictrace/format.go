package statictrace

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// WriteText writes the trace in the paper's text form, e.g.
// "retval A i [100^i i i result … ] i": accesses by source name (arrays with
// their index variables), "[n^v" opening a loop of n iterations controlled
// by v, "]" closing it, and "f( … )" around an inlined call.
func (t *Trace) WriteText(w io.Writer) error {
	var b strings.Builder
	writeItems(&b, t.Body)
	_, err := fmt.Fprintln(w, strings.TrimSpace(b.String()))
	return err
}

// String returns the text form without the trailing newline.
func (t *Trace) String() string {
	var b strings.Builder
	writeItems(&b, t.Body)
	return strings.TrimSpace(b.String())
}

func writeItems(b *strings.Builder, items []Item) {
	for _, it := range items {
		switch x := it.(type) {
		case *Ref:
			b.WriteString(x.Acc.String())
			b.WriteByte(' ')
		case *Loop:
			b.WriteString("[" + FormatTrip(x.Trip))
			if x.Var != "" {
				b.WriteString("^" + x.Var)
			}
			b.WriteByte(' ')
			writeItems(b, x.Body)
			b.WriteString("] ")
		case *Call:
			b.WriteString(x.Frame.Func.Name + "( ")
			writeItems(b, x.Body)
			b.WriteString(") ")
		}
	}
}

// FormatTrip prints a trip count: an integer when it is one, else 4 significant digits.
func FormatTrip(n float64) string {
	if n == float64(int64(n)) {
		return strconv.FormatInt(int64(n), 10)
	}
	return strconv.FormatFloat(n, 'g', 4, 64)
}

// jsonItem is one element of the JSON form; exactly one field is set.
type jsonItem struct {
	Access *jsonAccess `json:"access,omitempty"`
	Loop   *jsonLoop   `json:"loop,omitempty"`
	Call   *jsonCall   `json:"call,omitempty"`
}

type jsonAccess struct {
	Name     string `json:"name"`
	Function string `json:"function"`
	Block    string `json:"block"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Store    bool   `json:"store"`
	Bytes    int64  `json:"bytes"`
	Base     string `json:"base"`
}

type jsonLoop struct {
	Var        string     `json:"var"`
	Trip       float64    `json:"trip"`
	HeaderLine int        `json:"header_line"`
	TopTested  bool       `json:"top_tested"`
	Body       []jsonItem `json:"body"`
}

type jsonCall struct {
	Function string     `json:"function"`
	Line     int        `json:"line"`
	Body     []jsonItem `json:"body"`
}

// WriteJSON writes the trace's structure as JSON.
func (t *Trace) WriteJSON(w io.Writer) error {
	out := struct {
		Function string     `json:"function"`
		Text     string     `json:"text"`
		Trace    []jsonItem `json:"trace"`
		Notes    []string   `json:"notes"`
	}{t.Root.Name, t.String(), jsonItems(t.Body), t.Notes}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func jsonItems(items []Item) []jsonItem {
	out := []jsonItem{}
	for _, it := range items {
		switch x := it.(type) {
		case *Ref:
			in := x.Acc.Inst
			out = append(out, jsonItem{Access: &jsonAccess{Name: x.Acc.String(), Function: in.Block.Func.Name, Block: in.Block.Name,
				Line: in.Line, Col: in.Col, Store: x.Acc.Store, Bytes: x.Acc.Size, Base: x.Acc.BaseKind.String()}})
		case *Loop:
			out = append(out, jsonItem{Loop: &jsonLoop{Var: x.Var, Trip: x.Trip, HeaderLine: x.Frame.nest.HeaderLine(x.Loop),
				TopTested: x.TopTested, Body: jsonItems(x.Body)}})
		case *Call:
			out = append(out, jsonItem{Call: &jsonCall{Function: x.Frame.Func.Name, Line: x.Site.Line, Body: jsonItems(x.Body)}})
		}
	}
	return out
}
