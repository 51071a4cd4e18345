package cache

import (
	"math/rand"
	"testing"
)

// newLRUImpl builds an LRU forcing the wide (map and linked list)
// implementation when wide is true.
func newLRUImpl(l Level, wide bool) *LRU {
	c := NewLRU(l)
	if wide && c.c.kind != kindWide {
		c.c.kind, c.c.tags = kindWide, nil
		c.c.wide = newWideLRU(int(c.c.mask+1), c.c.ways)
	}
	return c
}

// TestLRUHandWorked: 2 sets x 2 ways (256 B, 64 B lines); even lines map to
// set 0, odd lines to set 1. Set contents after each access, MRU first:
//
//	0 miss [0]     2 miss [2 0]   4 miss [4 2]   0 miss [0 4]   1 miss [1]
//	4 hit  [4 0]   3 miss [3 1]   1 hit  [1 3]   2 miss [2 4]   4 hit  [4 2]
//	0 miss [0 4]   5 miss [5 1]   3 miss [3 5]
func TestLRUHandWorked(t *testing.T) {
	l := Level{"T", 256, 2, 64}
	trace := []uint64{0, 2, 4, 0, 1, 4, 3, 1, 2, 4, 0, 5, 3}
	want := []bool{false, false, false, false, false, true, false, true, false, true, false, false, false}
	for _, wide := range []bool{false, true} {
		c := newLRUImpl(l, wide)
		for i, line := range trace {
			if got := c.Access(line); got != want[i] {
				t.Fatalf("wide=%v access %d (line %d): hit=%v, want %v", wide, i, line, got, want[i])
			}
		}
		if c.Hits() != 3 || c.Accesses() != 13 {
			t.Fatalf("wide=%v: %d hits of %d, want 3 of 13", wide, c.Hits(), c.Accesses())
		}
	}
}

// TestLRUAgainstEngine: an A-way LRU set is a fully associative cache of A
// lines fed with the lines mapping to it, so a line hits iff its reuse
// distance within its set's sub-stream is below A. One Engine per set gives
// those distances.
func TestLRUAgainstEngine(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	geoms := []Level{
		{"fa4", 256, 0, 64}, {"fa64", 4096, 0, 64}, {"dm", 1024, 1, 64},
		{"2w", 2048, 2, 64}, {"8w", 8192, 8, 64}, {"fa128", 8192, 0, 64}, {"64w", 16384, 64, 64},
	}
	for n := 0; n < 200; n++ {
		l := geoms[n%len(geoms)]
		alphabet := 1 + rng.Intn(600)
		sets := uint64(l.Sets())
		engines := make([]*Engine, sets)
		for i := range engines {
			engines[i] = NewEngine()
		}
		narrow, wide := newLRUImpl(l, false), newLRUImpl(l, true)
		for i := 0; i < 3000; i++ {
			line := uint64(rng.Intn(alphabet))
			d := engines[line%sets].Access(line)
			want := d != Infinite && d < l.Ways()
			if got := narrow.Access(line); got != want {
				t.Fatalf("%s: access %d line %d: hit=%v, set distance %d", l.Name, i, line, got, d)
			}
			if got := wide.Access(line); got != want {
				t.Fatalf("%s (wide): access %d line %d: hit=%v, set distance %d", l.Name, i, line, got, d)
			}
		}
	}
}

// TestLRUKindsAgainstNaive: every set implementation gives the hit or miss
// of the naive reference (sim_test.go) on every access, with lines drawn from
// an alphabet that includes the sentinels of empty ways (s XOR 1 for set s),
// 0 and the largest line numbers.
func TestLRUKindsAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	geoms := []struct {
		l    Level
		kind setKind
	}{
		{Level{"8w", 4096, 8, 64}, kindShift}, {Level{"16w", 8192, 16, 64}, kindShift},
		{Level{"dm", 1024, 1, 64}, kindShift}, {Level{"12w", 3072, 12, 64}, kindShift},
		{Level{"32w", 4096, 32, 32}, kindShift}, {Level{"fa8", 512, 0, 64}, kindSingle},
		{Level{"fa1", 64, 0, 64}, kindSingle}, {Level{"fa32", 2048, 0, 64}, kindSingle},
		{Level{"64w", 8192, 64, 64}, kindWide}, {Level{"fa64", 4096, 0, 64}, kindWide},
	}
	for _, g := range geoms {
		for round := 0; round < 20; round++ {
			c := NewLRU(g.l)
			if c.c.kind != g.kind {
				t.Fatalf("%s: kind %d, want %d", g.l.Name, c.c.kind, g.kind)
			}
			ref := newNaiveCache(g.l)
			alphabet := make([]uint64, 1+rng.Intn(4*int(g.l.Blocks())))
			for i := range alphabet {
				switch rng.Intn(3) {
				case 0:
					alphabet[i] = uint64(rng.Intn(64))
				case 1:
					alphabet[i] = ^uint64(0) - uint64(rng.Intn(64))
				default:
					alphabet[i] = rng.Uint64()
				}
			}
			for i := 0; i < 3000; i++ {
				line := alphabet[rng.Intn(len(alphabet))]
				if got, want := c.Access(line), ref.access(line); got != want {
					t.Fatalf("%s: access %d line %#x: hit=%v, want %v", g.l.Name, i, line, got, want)
				}
			}
		}
	}
}

func BenchmarkLRU(b *testing.B) {
	tr := benchTrace("random", 1<<20, 1<<12)
	for _, l := range []Level{{"L1", 32 << 10, 8, 64}, {"L2", 1 << 20, 16, 64}, {"FA", 64 << 10, 0, 64}} {
		b.Run(l.String(), func(b *testing.B) {
			c := NewLRU(l)
			for i := 0; i < b.N; i++ {
				for _, x := range tr {
					c.Access(x)
				}
			}
			b.ReportMetric(float64(b.N)*float64(len(tr))/b.Elapsed().Seconds()/1e6, "Macc/s")
		})
	}
}

// TestAccessLines: an access spanning lines touches each in order, as
// separate accesses would, and hits only when every line hits.
func TestAccessLines(t *testing.T) {
	l := Level{Name: "L1", SizeBytes: 512, Assoc: 2, Line: 64} // 4 sets
	span, each := NewLRU(l), NewLRU(l)
	for i, r := range [][2]uint64{{0, 1}, {1, 1}, {0, 1}, {4, 5}, {8, 9}, {0, 1}, {1, 2}} {
		want := true
		for line := r[0]; line <= r[1]; line++ {
			if !each.Access(line) {
				want = false
			}
		}
		if got := span.AccessLines(r[0], r[1]); got != want {
			t.Errorf("access %d (lines %d..%d): hit %v, want %v", i, r[0], r[1], got, want)
		}
	}
	if span.Accesses() != 7 {
		t.Errorf("%d accesses counted, want 7", span.Accesses())
	}
}
