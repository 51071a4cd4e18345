package measure

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

// encode builds an event word as runtime/rsrt.c does.
func encode(addr uint64, size int, store bool, tid int) uint64 {
	w := addr | uint64(size-1)<<sizeShift | uint64(tid)<<tidShift
	if store {
		w |= storeBit
	}
	return w
}

func TestDecode(t *testing.T) {
	a, s, st, tid := decode(encode(0x7ffd_1234_5678, 128, true, 255))
	if a != 0x7ffd_1234_5678 || s != 128 || !st || tid != 255 {
		t.Errorf("decode = %#x %d %v %d", a, s, st, tid)
	}
}

// TestPipelineProfiles streams a random two-thread trace through the
// pipeline and checks the line stage against cache.NaiveDistances of the
// whole trace and of each thread's subsequence: an access that straddles a
// line is one access at the larger of its lines' distances.
func TestPipelineProfiles(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 3*batchWords + 123 // several batches and a partial one
	var raw []uint64
	var all []uint64
	per := map[int][]uint64{}
	var spans []int             // lines per access of all
	perSpans := map[int][]int{} // lines per access of each thread
	for range n {
		addr := uint64(rng.IntN(1 << 14))
		tid := rng.IntN(2)
		size := 1 << rng.IntN(4) // 1..8 bytes, may straddle a line
		raw = append(raw, encode(addr, size, false, tid))
		k := 0
		for l := addr / 64; l <= (addr+uint64(size)-1)/64; l++ {
			all = append(all, l)
			per[tid] = append(per[tid], l)
			k++
		}
		spans = append(spans, k)
		perSpans[tid] = append(perSpans[tid], k)
	}
	ls := newLineStage(64, true)
	cs := &countStage{}
	var last uint64
	src, credits := slotFeed(raw)
	got, err := pipeline(src, []stage{ls, cs}, func(k uint64) { last = k })
	if err != nil {
		t.Fatal(err)
	}
	if got != n || last != n || cs.perThread[0]+cs.perThread[1] != n {
		t.Fatalf("read %d words (progress %d, counted %d), want %d", got, last, cs.perThread[0]+cs.perThread[1], n)
	}
	if want := (n + batchWords - 1) / batchWords; credits.Len() != want {
		t.Errorf("%d slots given back, want %d", credits.Len(), want)
	}
	sameProfile(t, "interleaved", ls.global.Profile(), histogram(spanDistances(cache.NaiveDistances(all), spans)))
	for tid, tr := range per {
		sameProfile(t, "thread", ls.threads[tid].Profile(), histogram(spanDistances(cache.NaiveDistances(tr), perSpans[tid])))
	}
}

// spanDistances folds the distances of a stream of lines into those of
// its accesses, spans[i] lines each: the largest, or cache.Infinite if any
// line is new.
func spanDistances(d []int64, spans []int) []int64 {
	var out []int64
	i := 0
	for _, k := range spans {
		m := d[i]
		for _, x := range d[i+1 : i+k] {
			if m != cache.Infinite && (x == cache.Infinite || x > m) {
				m = x
			}
		}
		out = append(out, m)
		i += k
	}
	return out
}

func TestLineOf(t *testing.T) {
	for _, size := range []int{64, 48} {
		l := newLineOf(size)
		for _, c := range []struct{ addr uint64 }{{0}, {47}, {63}, {64}, {1000}} {
			f, e := l.span(c.addr, 8)
			if f != c.addr/uint64(size) || e != (c.addr+7)/uint64(size) {
				t.Errorf("line %d: span(%d, 8) = %d..%d", size, c.addr, f, e)
			}
		}
	}
}

// maxRepeats is the largest count of a word's thread field in a folded
// stream (REPEAT_MAX in runtime/rsrt.c).
const maxRepeats = 254

// fold folds a one-thread trace as runtime/rsrt.c does with RS_REPEAT=6: an
// access within the last line of the previous word is counted in that
// word's thread field, unless the field is full or, every flushEvery words,
// the word has been handed to the reader; then it is a word of its own.
func fold(words []uint64, flushEvery int) []uint64 {
	var out []uint64
	var rline uint64 // 1 + last line of the previous access word (0: none)
	for _, w := range words {
		addr, size, _, _ := decode(w)
		first, last := addr>>6, (addr+uint64(size)-1)>>6
		if first+1 == rline && first == last && out[len(out)-1]>>tidShift < maxRepeats {
			out[len(out)-1] += 1 << tidShift
			continue
		}
		rline = last + 1
		out = append(out, w)
		if len(out)%flushEvery == 0 {
			rline = 0
		}
	}
	return out
}

// TestFoldedStream checks that the stages give the same results on a folded
// stream as on the stream it folds: a trace that often reuses its last line
// (runs of up to 600 accesses, past the 254 a word's field counts, words
// handed over every 1000, and accesses that straddle two lines).
func TestFoldedStream(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var words []uint64
	for len(words) < 200000 {
		addr := uint64(rng.IntN(1 << 16))
		size := 1 << rng.IntN(4)
		run := 1 + rng.IntN(4)
		if rng.IntN(100) == 0 {
			run = 600
		}
		for range run {
			a := addr&^63 + uint64(rng.IntN(64))
			if a+uint64(size) > addr&^63+64 && rng.IntN(2) == 0 {
				a = addr &^ 63 // stay in the line most of the time
			}
			words = append(words, encode(a, size, false, 0))
		}
	}
	folded := fold(words, 1000)
	if len(folded) >= len(words)*3/4 {
		t.Fatalf("folding kept %d of %d words", len(folded), len(words))
	}
	levels := []cache.Level{{Name: "L1", SizeBytes: 4096, Assoc: 4, Line: 64}, {Name: "L2", SizeBytes: 16384, Assoc: 8, Line: 64}}
	run := func(ws []uint64, f bool) (*lineStage, *simStage, *parallelStage, *countStage) {
		ls := newLineStage(64, false)
		ls.folded = f
		ss := &simStage{sim: cache.NewSim(levels), folded: f}
		ps := newParallelStage(levels)
		ps.folded = f
		cs := &countStage{folded: f}
		for i := 0; i < len(ws); i += 1000 {
			b := ws[i:min(i+1000, len(ws))]
			ls.consume(b)
			ss.consume(b)
			ps.consume(b)
			cs.consume(b)
		}
		return ls, ss, ps, cs
	}
	l0, s0, p0, c0 := run(words, false)
	l1, s1, p1, c1 := run(folded, true)
	sameProfile(t, "folded", l1.global.Profile(), l0.global.Profile())
	if a, b := s1.sim.Results(), s0.sim.Results(); !slices.Equal(a, b) {
		t.Errorf("folded sim %+v, want %+v", a, b)
	}
	if a, b := p1.private(0), p0.private(0); !slices.Equal(a, b) {
		t.Errorf("folded private L1 %+v, want %+v", a, b)
	}
	if a, b := p1.sharedResults(), p0.sharedResults(); !slices.Equal(a, b) {
		t.Errorf("folded shared %+v, want %+v", a, b)
	}
	if c1.perThread[0] != uint64(len(words)) || c0.perThread[0] != uint64(len(words)) {
		t.Errorf("counted %d and %d accesses, want %d", c1.perThread[0], c0.perThread[0], len(words))
	}
}
