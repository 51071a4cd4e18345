package report

import (
	"io"
	"text/tabwriter"

	"github.com/reusescope/reusescope/irreader"
)

// table is a text table: cells separated by tabs, aligned when flushed
// (text/tabwriter), C++ names demangled (irreader.DemangleText) before
// the widths are measured.
type table struct{ tw *tabwriter.Writer }

// newTable returns a table writing to w with its cells aligned right, or
// left when left is true.
func newTable(w io.Writer, left bool) *table {
	flags := uint(tabwriter.AlignRight)
	if left {
		flags = 0
	}
	return &table{tabwriter.NewWriter(w, 0, 0, 2, ' ', flags)}
}

// Write writes p with its mangled names demangled; it reports len(p).
func (t *table) Write(p []byte) (int, error) {
	if _, err := io.WriteString(t.tw, irreader.DemangleText(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Flush aligns and writes the table.
func (t *table) Flush() error { return t.tw.Flush() }
