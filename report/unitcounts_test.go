package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/irreader"
)

// TestMergeCounts: merged totals are the sum of the units', and a function
// defined in two units sums both.
func TestMergeCounts(t *testing.T) {
	tot := func(loads float64) Totals { return Totals{OpsF: irreader.OpsF{Loads: loads}, BlocksExecuted: 1} }
	a := NewUnitCounts("a.c", "a.o", []FuncTotals{{Name: "main", Totals: tot(3)}, {Name: "helper", Totals: tot(2)}}, nil)
	b := NewUnitCounts("b.c", "b.o", []FuncTotals{{Name: "helper", Totals: tot(5)}}, []SkippedFunc{{Name: "f", Error: "no"}})
	m := MergeCounts([]*UnitCounts{b, a})
	if m.Totals.Loads != 10 || m.Totals.BlocksExecuted != 3 || len(m.Functions) != 2 {
		t.Fatalf("merged %+v", m)
	}
	if f := m.Functions[0]; f.Name != "helper" || f.Units != 2 || f.Totals.Loads != 7 {
		t.Errorf("helper %+v", f)
	}
	if len(m.Skipped) != 1 || m.Skipped[0].Source != "b.c" {
		t.Errorf("skipped %+v", m.Skipped)
	}
	var w bytes.Buffer
	if err := m.Write(&w, "csv"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(w.String(), "\n(program),2,10,") {
		t.Errorf("CSV lacks the program row:\n%s", w.String())
	}
}
