package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestPrintNotes: notes are demangled, the first maxNotes printed and the
// rest counted; -v prints every one.
func TestPrintNotes(t *testing.T) {
	var notes []string
	for i := range maxNotes + 3 {
		notes = append(notes, fmt.Sprintf("note %d in _ZN6Circle4areaEv", i))
	}
	for _, verbose := range []bool{false, true} {
		var b bytes.Buffer
		c := &common{verbose: verbose}
		c.printNotes(&b, "x.ll", notes)
		lines := strings.Split(strings.TrimSpace(b.String()), "\n")
		want := maxNotes + 1
		if verbose {
			want = len(notes)
		}
		if len(lines) != want || !strings.Contains(lines[0], "note 0 in Circle::area") {
			t.Errorf("verbose %v: %d lines, want %d:\n%s", verbose, len(lines), want, b.String())
		}
		if !verbose && !strings.Contains(lines[len(lines)-1], "3 more notes (-v prints every one)") {
			t.Errorf("last line %q, want the count of the rest", lines[len(lines)-1])
		}
	}
}
