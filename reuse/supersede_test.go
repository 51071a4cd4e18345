package reuse

import "testing"

// TestSupersede touches two phantoms whose lines overlap and holds the
// engine's total weight to the distinct lines they stand for together: a
// line two phantoms stand for weighs once, in the newer one. An older
// phantom whose lines all lie within the newer one's is forgotten whole (a
// range, or a column of runs); one that overlaps in part gives up the lines
// both hold, line by line; one that does not overlap keeps its weight.
func TestSupersede(t *testing.T) {
	const L = 64
	rangeCover := func(la, lb int64) *cover { return &cover{la: la, lb: lb, unit: 1, lpStride: L} }
	for _, c := range []struct {
		name         string
		older, newer *cover
		olderLines   float64
		newerLines   float64
		distinct     float64 // the lines both stand for, each once
		forgotten    bool
	}{
		{"within", rangeCover(0, 99), rangeCover(0, 199), 100, 200, 200, true},
		{"in part", rangeCover(0, 99), rangeCover(50, 149), 100, 100, 150, false},
		{"apart", rangeCover(0, 99), rangeCover(200, 299), 100, 100, 200, false},
		// A column of 10 rows of 800 bytes (one line each, lines 0, 12,
		// 25, ...) within the block of rows 0..8000 bytes.
		{"column within", columnCover(0, 8, 800, 10, L), rangeCover(0, 125), 10, 126, 126, true},
		// The same column against lines 0..62, which hold its rows 0..5
		// (at lines 0, 12, 25, 37, 50 and 62): rows 6..9 stay the older's.
		{"column in part", columnCover(0, 8, 800, 10, L), rangeCover(0, 62), 10, 63, 67, false},
		// The same column against lines 20..70, which hold its rows 2..5
		// (lines 25, 37, 50 and 62) and neither end of which is a row,
		// nor either end of the column in the range: they meet inside.
		{"column inside", columnCover(0, 8, 800, 10, L), rangeCover(20, 70), 10, 51, 57, false},
		// 4000 lines of rows (more than the per-touch budget), then a
		// column of 300 rows inside them: the column's lines leave the
		// rows' key, found from the column's side.
		{"rows then column", rangeCover(0, 3999), columnCover(100*L, 8, 800, 300, L), 4000, 300, 4000, false},
		// Whole ranges: the older one is forgotten however many lines it has.
		{"long range within", rangeCover(100, 5099), rangeCover(0, 9999), 5000, 10000, 10000, true},
	} {
		w := newWalker(nil, StaticOptions{Sample: true, Line: L}, new(scratch))
		w.touchPhantom(phantomKey{la: c.older.la, lb: c.older.lb, runs: 1}, c.olderLines, nil, c.older, w.eng.now())
		w.touchPhantom(phantomKey{la: c.newer.la, lb: c.newer.lb, runs: 2}, c.newerLines, nil, c.newer, w.eng.now())
		e := w.eng.(flatStack).e
		if got := e.sumFrom(0); got != c.distinct {
			t.Errorf("%s: the phantoms weigh %g, want the %g distinct lines", c.name, got, c.distinct)
		}
		if dead := w.ranges[0] == deadRange(phantomSpace); dead != c.forgotten {
			t.Errorf("%s: older phantom forgotten %v, want %v", c.name, dead, c.forgotten)
		}
	}
}
