package statictrace

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/irreader"
)

// WriteText writes the trace in the paper's text form, e.g.
// "retval A i [100^i i i result … ] i": accesses by source name (arrays with
// their index variables), "[n^v" opening a loop of n iterations controlled
// by v, "]" closing it, "f( … )" around an inlined call, and "{ … | … }"
// around the arms of a branch the counters decide (one arm per successor).
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
			if x.Recur != nil { // entered again: "f(…)"
				b.WriteString(irreader.Demangle(x.Frame.Func.Name) + "(…) ")
				continue
			}
			b.WriteString(irreader.Demangle(x.Frame.Func.Name) + "( ")
			writeItems(b, x.Body)
			b.WriteString(") ")
		case *Branch:
			if x.Exit != nil && (!x.After || allEmpty(x.Arms)) {
				continue // a loop's exit, or the paths from its exits with no item
			}
			b.WriteString("{ ")
			for i, arm := range x.Arms {
				if i > 0 {
					b.WriteString("| ")
				}
				writeItems(b, arm)
			}
			b.WriteString("} ")
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

// HeaderLine returns the source line of the loop's header (its test, else
// its first line).
func (l *Loop) HeaderLine() int { return l.Frame.nest.HeaderLine(l.Loop) }

// allEmpty reports whether no arm holds an item.
func allEmpty(arms [][]Item) bool {
	for _, arm := range arms {
		if len(arm) > 0 {
			return false
		}
	}
	return true
}
