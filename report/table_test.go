package report

import (
	"bytes"
	"testing"
)

// TestTableDemangles: a table's cells read C++ names demangled, and the
// columns align on the demangled text.
func TestTableDemangles(t *testing.T) {
	var b bytes.Buffer
	tw := newTable(&b, true)
	tw.Write([]byte("_ZN6Circle4areaEv\t12\n"))
	tw.Write([]byte("main\t3\n"))
	if err := tw.Flush(); err != nil {
		t.Fatal(err)
	}
	if want := "Circle::area  12\nmain          3\n"; b.String() != want {
		t.Errorf("table:\n%q\nwant\n%q", b.String(), want)
	}
}
