package reuse

import (
	"sort"
)

// logEntry is one access of the walk: its engine time and key.
type logEntry struct {
	t int32
	k uint64
}

// accessLog is the walk's accesses in time order: their keys, in chunks of
// logChunk (appending never moves the keys already logged, as a single
// slice copied at each doubling would), and their times as runs of
// consecutive times (an access takes the time after the previous one's
// unless phantoms were touched between), so that an entry costs 8 bytes,
// plus 16 per run (one per phantom touched between accesses): the log is a
// walk's largest array, and the collector's work grows with it.
type accessLog struct {
	scr    *scratch // where the chunks come from
	chunks [][]uint64
	n      int
	runs   []logRun
}

// logRun says that entries from i on have times t, t+1, … (up to the next
// run's first entry).
type logRun struct {
	i int
	t int32
}

const logChunk = 4096

func (l *accessLog) add(e logEntry) {
	if l.n%logChunk == 0 {
		if l.scr == nil { // a log of its own (tests)
			l.scr = new(scratch)
		}
		l.chunks = append(l.chunks, l.scr.u64.take(logChunk)[:0])
	}
	if r := len(l.runs) - 1; r < 0 || l.runs[r].t+int32(l.n-l.runs[r].i) != e.t {
		l.runs = append(l.runs, logRun{l.n, e.t})
	}
	c := &l.chunks[len(l.chunks)-1]
	*c = append(*c, e.k)
	l.n++
}

// since returns the index of the first entry at or after time t0.
func (l *accessLog) since(t0 int32) int {
	// The run holding it is the last one starting before t0, if its
	// times reach t0, else the next one.
	r := sort.Search(len(l.runs), func(j int) bool { return l.runs[j].t >= t0 }) - 1
	if r < 0 {
		return 0
	}
	next := l.n
	if r+1 < len(l.runs) {
		next = l.runs[r+1].i
	}
	if i := l.runs[r].i + int(t0-l.runs[r].t); i < next {
		return i
	}
	return next
}

// entries calls f for the entries from index from on, in order.
func (l *accessLog) entries(from int, f func(e logEntry)) {
	if from >= l.n {
		return
	}
	r := sort.Search(len(l.runs), func(j int) bool { return l.runs[j].i > from }) - 1
	for i := from; i < l.n; i++ {
		for r+1 < len(l.runs) && l.runs[r+1].i <= i {
			r++
		}
		f(logEntry{l.runs[r].t + int32(i-l.runs[r].i), l.chunks[i/logChunk][i%logChunk]})
	}
}

// smallRun is the number of keys of a run up to which touchedSince checks
// every key; longer runs check only their two ends, which the simulated
// iterations of a streaming access own.
const smallRun = 256

// touchedSince counts the keys la, la+step, …, lb that the engine saw at or
// after time t0, and takes them off spread's sets (spread may be nil).
func (w *walker) touchedSince(la, lb, step int64, t0 int32, spread *setSpread) float64 {
	seen := func(k int64) float64 {
		if t, ok := w.eng.lastTime(uint64(k)); ok && t >= t0 {
			spread.remove(k)
			return 1
		}
		return 0
	}
	if (lb-la)/step+1 > smallRun {
		if la == lb {
			return seen(la)
		}
		return seen(la) + seen(lb)
	}
	n := 0.0
	for k := la; k <= lb; k += step {
		n += seen(k)
	}
	return n
}

// touchedSinceRuns counts the end lines of the runs of a column walk (runs
// of run bytes from lowest plus every combination of the outer strides)
// that the engine saw at or after time t0, and takes them off spread's sets:
// the simulated iterations on either side of a phantom share those lines
// with it (symm's B column blocks between two sampled j). Runs past
// maxRunStarts are not checked (spread counts them as uniform).
func (w *walker) touchedSinceRuns(outer []dim, lowest, run int64, t0 int32, spread *setSpread) float64 {
	if runCount(outer) > maxRunStarts {
		return 0
	}
	// The log from t0 or the runs' end lines, whichever is shorter.
	if len(outer) == 1 && w.logging && t0 >= w.logFrom {
		if from := w.log.since(t0); int64(w.log.n-from) < 2*outer[0].extent {
			return w.touchedSinceLog(outer[0], lowest, run, from, spread)
		}
	}
	return w.touchedSinceEnum(outer, lowest, run, t0, spread)
}

// touchedSinceEnum is touchedSinceRuns by enumerating the runs.
func (w *walker) touchedSinceEnum(outer []dim, lowest, run int64, t0 int32, spread *setSpread) float64 {
	L := w.opts.Line
	n := 0.0
	seen := func(k int64) {
		if t, ok := w.eng.lastTime(uint64(k)); ok && t >= t0 {
			spread.remove(k)
			n++
		}
	}
	forRuns(outer, lowest, func(start int64) bool {
		la, lb := floorDiv(start, L), floorDiv(start+run-1, L)
		seen(la)
		if lb != la {
			seen(lb)
		}
		return true
	})
	return n
}

// touchedSinceLog is touchedSinceRuns for a one-dimensional column walk,
// from the log's entry from on (the first at or after t0): it takes the
// lines those entries last touched (each once, at its latest access) and
// counts, for each, the runs of which it is an end line, as the enumeration
// of the runs does, at a cost that does not grow with the runs.
func (w *walker) touchedSinceLog(d dim, lowest, run int64, from int, spread *setSpread) float64 {
	L := w.opts.Line
	b, s := d.first(lowest), absInt(d.stride)
	// starts counts the runs whose start lies in bytes lo..hi.
	starts := func(lo, hi int64) int64 {
		if s == 0 {
			if b >= lo && b <= hi {
				return d.extent
			}
			return 0
		}
		return max(0, min(d.extent-1, floorDiv(hi-b, s))-max(0, -floorDiv(b-lo, s))+1)
	}
	n := 0.0
	w.log.entries(from, func(e logEntry) {
		if e.k >= phantomSpace {
			return
		}
		if t, _ := w.eng.lastTime(e.k); t != e.t {
			return // not the line's latest access
		}
		l := int64(e.k)
		// Runs whose first line is l, plus those whose last line is l
		// and whose first is not.
		first := starts(l*L, l*L+L-1)
		last := starts(l*L-run+1, l*L+L-run)
		both := starts(max(l*L, l*L-run+1), min(l*L+L-1, l*L+L-run))
		for c := first + last - both; c > 0; c-- {
			spread.remove(l)
			n++
		}
	})
	return n
}
