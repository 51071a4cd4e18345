package reuse

import (
	"math/rand"
	"slices"
	"sort"
	"testing"
)

// lineSetOf returns every line a cover holds, enumerated byte range by
// byte range with no shortcut.
func lineSetOf(c *cover, L int64) map[int64]bool {
	out := map[int64]bool{}
	if c.outer == nil {
		for l := c.la; l <= c.lb; l++ {
			out[l] = true
		}
		return out
	}
	forRuns(c.outer, c.lowest, func(start int64) bool {
		for b := start; b < start+c.run; b++ {
			out[floorDiv(b, L)] = true
		}
		return true
	})
	return out
}

// columnCover makes the cover of a one-dimensional column walk: runs of run
// bytes from lowest, extent of them stride bytes apart.
func columnCover(lowest, run, stride, extent, L int64) *cover {
	d := dim{stride: stride, extent: extent}
	span := run + (extent-1)*absInt(stride)
	lo := d.first(lowest)
	return &cover{outer: []dim{d}, lowest: lowest, run: run,
		la: floorDiv(lo, L), lb: floorDiv(lo+span-1, L)}
}

// TestWithinAgainstLineSets: whether one phantom's lines all lie among
// another's (within, which checks one line period of runs when both are
// column walks of one stride, see periodIn) agrees with the two covers'
// line sets enumerated byte by byte, on random column walks: the rows of a
// column against the rows of the next column or of a shifted block, strides
// that are and are not multiples of a line, both directions.
func TestWithinAgainstLineSets(t *testing.T) {
	const L = 64
	rng := rand.New(rand.NewSource(7))
	strides := []int64{800, 640, 96, 200, 1024, 72, -800, -640}
	shortcut := 0
	for trial := 0; trial < 20000; trial++ {
		s := strides[rng.Intn(len(strides))]
		run := int64(8 * (1 + rng.Intn(2)))
		if absInt(s) <= run+L {
			run = 8
		}
		e := int64(1 + rng.Intn(60))
		ce := e + int64(rng.Intn(8)) - 2
		if ce < 1 {
			ce = 1
		}
		base := int64(1 << 20)
		c := columnCover(base+int64(rng.Intn(4)*8)+int64(rng.Intn(3))*s, run, s, e, L)
		cov := columnCover(base+int64(rng.Intn(4)*8)+int64(rng.Intn(3)-1)*s, run+int64(rng.Intn(2))*8, s, ce, L)
		if rng.Intn(4) == 0 { // a different stride: no shortcut
			cov = columnCover(base+int64(rng.Intn(64)), 8, s+8, ce, L)
		}
		if c.la < cov.la || c.lb > cov.lb {
			continue // supersede asks only when c's range lies in cov's
		}
		if _, ok := c.periodIn(cov, L); ok {
			shortcut++
		}
		want := true
		held := lineSetOf(cov, L)
		for l := range lineSetOf(c, L) {
			if !held[l] {
				want = false
				break
			}
		}
		if got := c.within(cov, L, 1<<20); got != want {
			t.Fatalf("trial %d: stride %d, c lowest %d run %d extent %d, cov lowest %d run %d extent %d: within %v, line sets say %v",
				trial, s, c.lowest, c.run, e, cov.lowest, cov.run, ce, got, want)
		}
	}
	if shortcut < 1000 {
		t.Fatalf("only %d trials took the periodic shortcut", shortcut)
	}
}

// TestTouchedSinceLogAgainstRuns holds touchedSinceLog (the lines touched
// since a moment, from the walk's log) to touchedSinceEnum (every run's end
// lines, looked up one by one) on random column walks and random traces:
// the same count and the same lines off the same sets. Runs within one line
// (first and last line the same, counted once) and strides of zero, a
// negative stride, and lines touched twice since the moment are among them.
func TestTouchedSinceLogAgainstRuns(t *testing.T) {
	const L, sets = 64, 16
	rng := rand.New(rand.NewSource(11))
	strides := []int64{800, 64, 96, 8, 0, -800, -72, 1024}
	for trial := 0; trial < 3000; trial++ {
		w := &walker{opts: StaticOptions{Line: L, Sets: sets}, eng: newSetEngine(sets, new(scratch))}
		base := int64(1<<14) + int64(rng.Intn(64))
		var t0 int32
		for i, n := 0, 20+rng.Intn(200); i < n; i++ {
			if i == n/3 {
				t0 = w.eng.now()
			}
			k := uint64(base/L + int64(rng.Intn(300)))
			w.log.add(logEntry{w.eng.now(), k})
			w.eng.access(k, 1)
		}
		d := dim{stride: strides[rng.Intn(len(strides))], extent: int64(1 + rng.Intn(40))}
		run := int64(8 * (1 + rng.Intn(12)))
		lowest := base + int64(rng.Intn(2000))
		want, got := newSetSpread(sets), newSetSpread(sets)
		nw := w.touchedSinceEnum([]dim{d}, lowest, run, t0, want)
		ng := w.touchedSinceLog(d, lowest, run, w.log.since(t0), got)
		if nw != ng || !slices.Equal(want.per, got.per) {
			t.Fatalf("trial %d: stride %d extent %d run %d lowest %d: log %v lines %v, runs %v lines %v", trial, d.stride, d.extent, run, lowest, ng, got.per, nw, want.per)
		}
	}
}

// TestAccessLogAgainstList holds the log's run-length times to the plain
// list of entries: since finds the first entry at or after any time, and
// entries gives every entry's time and key, whatever the jumps between times.
func TestAccessLogAgainstList(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for trial := 0; trial < 200; trial++ {
		var l accessLog
		var want []logEntry
		now := int32(rng.Intn(5))
		for i, n := 0, rng.Intn(3*logChunk); i < n; i++ {
			if rng.Intn(8) == 0 {
				now += int32(1 + rng.Intn(4)) // phantoms touched between
			}
			e := logEntry{now, uint64(rng.Int63())}
			l.add(e)
			want = append(want, e)
			now++
		}
		for t0 := int32(0); t0 <= now+1; t0++ {
			w := sort.Search(len(want), func(i int) bool { return want[i].t >= t0 })
			if got := l.since(t0); got != w {
				t.Fatalf("trial %d: since(%d) = %d, want %d", trial, t0, got, w)
			}
		}
		from := 0
		if len(want) > 0 {
			from = rng.Intn(len(want))
		}
		var got []logEntry
		l.entries(from, func(e logEntry) { got = append(got, e) })
		if !slices.Equal(got, want[from:]) && !(len(got) == 0 && len(want[from:]) == 0) {
			t.Fatalf("trial %d: entries from %d differ", trial, from)
		}
	}
}
