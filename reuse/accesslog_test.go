package reuse

import (
	"math/rand"
	"slices"
	"sort"
	"testing"
)

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
		w := &walker{opts: StaticOptions{Sample: true, Line: L, Sets: sets}, eng: newSetEngine(sets, new(scratch))}
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

// TestTouchedSinceAgainstNaive holds touchedSince to the keys' latest
// access times kept in a plain map: it counts the keys la, la+step, ..., lb
// touched at or after t0, each key of a range up to smallRun keys, only the
// two ends of a longer one (whose inner keys a streaming access's simulated
// iterations do not own).
func TestTouchedSinceAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	for trial := 0; trial < 2000; trial++ {
		w := newWalker(nil, StaticOptions{Sample: true, Line: 64}, new(scratch))
		last := map[int64]int32{}
		var t0 int32
		for i, n := 0, 10+rng.Intn(300); i < n; i++ {
			if i == n/2 {
				t0 = w.eng.now()
			}
			k := int64(rng.Intn(600))
			last[k] = w.eng.now()
			w.eng.access(uint64(k), 1)
		}
		la := int64(rng.Intn(300))
		step := int64(1 + rng.Intn(3))
		lb := la + step*int64(rng.Intn(400))
		seen := func(k int64) float64 {
			if tk, ok := last[k]; ok && tk >= t0 {
				return 1
			}
			return 0
		}
		want := 0.0
		if (lb-la)/step+1 > smallRun {
			want = seen(la)
			if lb != la {
				want += seen(lb)
			}
		} else {
			for k := la; k <= lb; k += step {
				want += seen(k)
			}
		}
		if got := w.touchedSince(la, lb, step, t0, nil); got != want {
			t.Fatalf("trial %d: keys %d..%d step %d since %d: %g touched, want %g", trial, la, lb, step, t0, got, want)
		}
	}
}
