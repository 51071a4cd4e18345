package report

import (
	"bytes"
	"encoding/csv"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// TestSweepHand: under fa-lru the rates of a hand-made profile are shares of
// accesses with D below the number of lines.
func TestSweepHand(t *testing.T) {
	p := cache.NewProfile()
	p.Add(cache.Infinite, 2) // misses everywhere
	p.Add(20, 1)             // hits from 21 lines: 2KiB
	p.Add(1000, 1)           // hits from 1001 lines: 64KiB
	sw := &Sweep{Model: "fa-lru", LineSize: 64, Params: []string{"n"}}
	sizes := []int64{1 << 10, 2 << 10, 64 << 10}
	assocs := []int{1, 32, 0} // 32 ways do not fit 1KiB (16 lines)
	sw.AddPoint(SweepPoint{Set: []Param{{"n", "10"}}, Accesses: 4}, sizes, assocs, ProfileRate(cache.FullyAssocLRU, p))
	sw.AddPoint(SweepPoint{Set: []Param{{"n", "20"}}, Accesses: 4}, sizes, assocs, ProfileRate(cache.FullyAssocLRU, p))
	if len(sw.Rows) != 2*(3*3-1) || len(sw.Skipped) != 1 {
		t.Fatalf("%d rows, %d skipped (%v): want 16 and 1", len(sw.Rows), len(sw.Skipped), sw.Skipped)
	}
	var buf bytes.Buffer
	if err := sw.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	// Column 1 is the core count: 1 here (the points are sequential); drop it.
	for i, r := range recs {
		want := "cores"
		if i > 0 {
			want = "1"
		}
		if r[1] != want {
			t.Fatalf("row %v: cores column %q, want %q", r, r[1], want)
		}
		recs[i] = append(r[:1:1], r[2:]...)
	}
	want := map[string]string{"1024": "0.000000", "2048": "0.250000", "65536": "0.500000"}
	misses := map[string]string{"1024": "4", "2048": "3", "65536": "2"}
	if len(recs) != 17 || recs[0][0] != "n" || recs[0][5] != "hit_rate" {
		t.Fatalf("CSV: %v", recs)
	}
	for _, r := range recs[1:] {
		if r[5] != want[r[1]] || r[6] != misses[r[1]] {
			t.Errorf("row %v: want hit rate %s, misses %s", r, want[r[1]], misses[r[1]])
		}
	}
	if recs[1][0] != "10" || recs[16][0] != "20" || recs[1][2] != "1" || recs[16][2] != "0" {
		t.Errorf("order: first %v, last %v; want point, then assoc, then size", recs[1], recs[16])
	}
	svg, err := sw.SVG()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"n=10, 1-way", "n=20, full", "n=10, 32-way"} {
		if !bytes.Contains(svg, []byte(name)) {
			t.Errorf("SVG lacks curve %q", name)
		}
	}
}
