package cache

import (
	"fmt"
	"math/rand"
	"testing"
)

func TestEngineHandWorked(t *testing.T) {
	const a, b, c, d = 10, 20, 30, 40
	tests := []struct {
		name  string
		trace []uint64
		want  []int64
	}{
		{"abca", []uint64{a, b, c, a}, []int64{-1, -1, -1, 2}},
		{"repeat", []uint64{a, a, a}, []int64{-1, 0, 0}},
		{"abab", []uint64{a, b, a, b}, []int64{-1, -1, 1, 1}},
		// a b c b a d a c: c's second access saw b, a, d in between.
		{"mixed", []uint64{a, b, c, b, a, d, a, c}, []int64{-1, -1, -1, 1, 2, -1, 1, 3}},
		{"zero address", []uint64{0, 1, 0}, []int64{-1, -1, 1}},
	}
	for _, tt := range tests {
		e := NewEngine()
		for i, x := range tt.trace {
			if got := e.Access(x); got != tt.want[i] {
				t.Errorf("%s: access %d: distance %d, want %d", tt.name, i, got, tt.want[i])
			}
		}
	}
}

// TestEngineAgainstNaive runs thousands of random traces through the engine
// and the O(N²) scan. Small capacities force time compression (and capacity
// growth) many times per trace.
func TestEngineAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(42))
	caps := []int{wordBits, 2 * wordBits, 8 * wordBits, 16 * wordBits, defaultMinCap}
	traces := 2000
	if testing.Short() {
		traces = 300
	}
	for n := 0; n < traces; n++ {
		alphabet := 1 + rng.Intn([]int{2, 8, 40, 200, 1000}[n%5])
		length := rng.Intn(400)
		trace := make([]uint64, length)
		for i := range trace {
			switch {
			case rng.Intn(10) == 0 && i > 0:
				trace[i] = trace[i-1] // immediate repeats exercise the fast path
			default:
				trace[i] = uint64(rng.Intn(alphabet)) * 0x1000_0001 // spread keys
			}
		}
		want := NaiveDistances(trace)
		e := newEngineCap(caps[n%len(caps)])
		for i, x := range trace {
			if got := e.Access(x); got != want[i] {
				t.Fatalf("trace %d (alphabet %d, cap %d): access %d: distance %d, want %d\ntrace %v",
					n, alphabet, caps[n%len(caps)], i, got, want[i], trace)
			}
		}
		checkProfileOf(t, e.Profile(), want)
	}
}

// checkProfileOf checks that p is the histogram of dists.
func checkProfileOf(t *testing.T, p *Profile, dists []int64) {
	t.Helper()
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	ref := map[int64]float64{}
	for _, d := range dists {
		ref[d]++
	}
	if p.Len() != len(ref) {
		t.Fatalf("profile has %d distances, want %d", p.Len(), len(ref))
	}
	for d, c := range ref {
		if p.Count(d) != c {
			t.Fatalf("profile count at %d = %g, want %g", d, p.Count(d), c)
		}
	}
}

// TestEngineCompressionLarge drives a cyclic trace far past the capacity: a
// cycle over k lines gives every non-first access distance k-1.
func TestEngineCompressionLarge(t *testing.T) {
	for _, k := range []int{1, 63, 64, 65, 100, 1000} {
		e := newEngineCap(wordBits)
		for r := 0; r < 20; r++ {
			for i := 0; i < k; i++ {
				d := e.Access(uint64(i))
				want := int64(k - 1)
				if r == 0 {
					want = Infinite
				}
				if k == 1 && r > 0 {
					want = 0
				}
				if d != want {
					t.Fatalf("k=%d round %d line %d: distance %d, want %d", k, r, i, d, want)
				}
			}
		}
		if got, want := e.Accesses(), uint64(20*k); got != want {
			t.Fatalf("k=%d: %d accesses counted, want %d", k, got, want)
		}
	}
}

func TestEngineReset(t *testing.T) {
	e := NewEngine()
	e.Access(1)
	e.Access(2)
	e.Reset()
	if d := e.Access(1); d != Infinite {
		t.Fatalf("after Reset, first access distance %d, want -1", d)
	}
	if p := e.Profile(); p.Total() != 1 || p.Count(Infinite) != 1 {
		t.Fatalf("after Reset, profile total %g, want 1 first touch", p.Total())
	}
}

func TestNaiveDistances(t *testing.T) {
	got := NaiveDistances([]uint64{1, 2, 3, 1, 1, 3})
	want := []int64{-1, -1, -1, 2, 0, 1}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("NaiveDistances = %v, want %v", got, want)
	}
}

func ExampleEngine() {
	e := NewEngine()
	var ds []int64
	for _, line := range []uint64{'a', 'b', 'c', 'a'} {
		ds = append(ds, e.Access(line))
	}
	fmt.Println(ds)
	for _, b := range e.Profile().Bins() {
		fmt.Println(b.Distance, b.Count, b.Prob)
	}
	// Output:
	// [-1 -1 -1 2]
	// -1 3 0.75
	// 2 1 0.25
}

// benchTrace returns n accesses drawn from the given pattern.
func benchTrace(pattern string, n, lines int) []uint64 {
	rng := rand.New(rand.NewSource(7))
	tr := make([]uint64, n)
	switch pattern {
	case "random":
		for i := range tr {
			tr[i] = uint64(rng.Intn(lines))
		}
	case "stream8":
		// A sequential sweep of 8-byte elements over `lines` lines, at line
		// granularity: eight consecutive accesses per line, as an array walk gives.
		for i := range tr {
			tr[i] = uint64((i / 8) % lines)
		}
	case "gemm":
		// Line trace of C[i][j] += A[i][k]*B[k][j], n=64 doubles, k innermost.
		const dim, perLine = 64, 8
		i := 0
		for {
			for a := 0; a < dim; a++ {
				for b := 0; b < dim; b++ {
					for k := 0; k < dim; k++ {
						if i+3 > n {
							return tr[:i]
						}
						tr[i] = uint64((a*dim + k) / perLine)
						tr[i+1] = uint64(1<<20 + (k*dim+b)/perLine)
						tr[i+2] = uint64(2<<20 + (a*dim+b)/perLine)
						i += 3
					}
				}
			}
		}
	}
	return tr
}

func BenchmarkEngine(b *testing.B) {
	for _, bc := range []struct {
		pattern string
		lines   int
	}{
		{"random", 1 << 10}, {"random", 1 << 14}, {"random", 1 << 18},
		{"stream8", 1 << 14}, {"gemm", 0},
	} {
		tr := benchTrace(bc.pattern, 1<<22, bc.lines)
		b.Run(fmt.Sprintf("%s/lines=%d", bc.pattern, bc.lines), func(b *testing.B) {
			e := NewEngine()
			for i := 0; i < b.N; i++ {
				for _, x := range tr {
					e.Access(x)
				}
			}
			b.ReportMetric(float64(b.N)*float64(len(tr))/b.Elapsed().Seconds()/1e6, "Macc/s")
			b.ReportMetric(b.Elapsed().Seconds()*1e9/(float64(b.N)*float64(len(tr))), "ns/access")
		})
	}
}

// stackDistances is Mattson's LRU stack algorithm: the distance of an access
// is the depth of its address in a move-to-front stack. O(N·distinct); a
// second reference, fast enough for long traces.
func stackDistances(trace []uint64) []int64 {
	var stack []uint64
	out := make([]int64, len(trace))
	for i, a := range trace {
		out[i] = Infinite
		pos := -1
		for j, x := range stack {
			if x == a {
				pos = j
				break
			}
		}
		if pos < 0 {
			stack = append(stack, 0)
			pos = len(stack) - 1
		} else {
			out[i] = int64(pos)
		}
		copy(stack[1:pos+1], stack[:pos])
		stack[0] = a
	}
	return out
}

// TestEngineLongTraces checks long traces with many live marks, so that
// compression happens with hundreds of live addresses and tree words both
// inside and outside the recent window, against the stack algorithm (itself
// checked against NaiveDistances first).
func TestEngineLongTraces(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	for n := 0; n < 50; n++ {
		tr := make([]uint64, 300)
		for i := range tr {
			tr[i] = uint64(rng.Intn(1 + n*3))
		}
		if fmt.Sprint(stackDistances(tr)) != fmt.Sprint(NaiveDistances(tr)) {
			t.Fatalf("stack algorithm disagrees with NaiveDistances on %v", tr)
		}
	}
	for n := 0; n < 40; n++ {
		alphabet := 200 + rng.Intn(1500)
		hot := 1 + rng.Intn(alphabet)
		tr := make([]uint64, 20000)
		for i := range tr {
			if rng.Intn(3) == 0 {
				tr[i] = uint64(rng.Intn(alphabet))
			} else {
				tr[i] = uint64(rng.Intn(hot))
			}
		}
		want := stackDistances(tr)
		c := []int{wordBits, 8 * wordBits, defaultMinCap}[n%3]
		e := newEngineCap(c)
		for i, x := range tr {
			if got := e.Access(x); got != want[i] {
				t.Fatalf("trace %d (alphabet %d, hot %d, cap %d): access %d: distance %d, want %d",
					n, alphabet, hot, c, i, got, want[i])
			}
		}
	}
}

// TestEngineRepeat gives the engine an immediate repeat of the previous
// address as Repeat (runs of them as one Repeat(n)) and compares its profile
// with the naive distances of the whole trace; a Repeat before the first
// access counts nothing.
func TestEngineRepeat(t *testing.T) {
	rng := rand.New(rand.NewSource(43))
	for n := 0; n < 300; n++ {
		trace := make([]uint64, rng.Intn(400))
		for i := range trace {
			if i > 0 && rng.Intn(3) == 0 {
				trace[i] = trace[i-1]
			} else {
				trace[i] = uint64(rng.Intn(1 + n%50))
			}
		}
		e := newEngineCap(wordBits)
		e.Repeat(5) // nothing to repeat yet
		var pending uint64
		for i, x := range trace {
			if i > 0 && x == trace[i-1] {
				pending++
				continue
			}
			e.Repeat(pending)
			pending = 0
			e.Access(x)
		}
		e.Repeat(pending)
		checkProfileOf(t, e.Profile(), NaiveDistances(trace))
	}
}

// TestEngineAccessNear feeds random traces rich in short reuses through
// AccessNear, falling back to Access, and compares the profile with the
// naive distances: AccessNear must take exactly the accesses at distance 1
// and 2 once the front is full, and change nothing else.
func TestEngineAccessNear(t *testing.T) {
	rng := rand.New(rand.NewSource(44))
	var near int
	for n := 0; n < 300; n++ {
		trace := make([]uint64, rng.Intn(600))
		for i := range trace {
			if back := 2 + rng.Intn(3); i >= back && rng.Intn(2) == 0 {
				trace[i] = trace[i-back] // distance 1 or 2, often
			} else {
				trace[i] = uint64(rng.Intn(1 + n%40))
			}
		}
		want := NaiveDistances(trace)
		e := newEngineCap(wordBits)
		for i, x := range trace {
			full := e.nfront == frontLen
			if e.AccessNear(x) {
				if want[i] != 1 && want[i] != 2 {
					t.Fatalf("trace %d, access %d: AccessNear took distance %d", n, i, want[i])
				}
				near++
				continue
			}
			if full && (want[i] == 1 || want[i] == 2) {
				t.Fatalf("trace %d, access %d: AccessNear left distance %d", n, i, want[i])
			}
			if got := e.Access(x); got != want[i] {
				t.Fatalf("trace %d, access %d: distance %d, want %d", n, i, got, want[i])
			}
		}
		checkProfileOf(t, e.Profile(), want)
		if e.Accesses() != uint64(len(trace)) {
			t.Errorf("trace %d: %d accesses, want %d", n, e.Accesses(), len(trace))
		}
	}
	if near == 0 {
		t.Errorf("AccessNear never applied")
	}
}

// TestEngineTouchAgainstNaive mixes counted accesses with Touch: the
// distances of the counted accesses are those of the whole trace (the
// touched addresses count as distinct addresses in between), and the
// profile holds the counted accesses only.
func TestEngineTouchAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(43))
	for n := range 500 {
		alphabet := 1 + rng.Intn([]int{2, 8, 40, 200}[n%4])
		trace := make([]uint64, rng.Intn(400))
		for i := range trace {
			trace[i] = uint64(rng.Intn(alphabet))
		}
		all := NaiveDistances(trace)
		e := newEngineCap(wordBits)
		var want []int64
		for i, x := range trace {
			if rng.Intn(3) == 0 {
				e.Touch(x)
				continue
			}
			if got := e.Access(x); got != all[i] {
				t.Fatalf("trace %d: access %d: distance %d, want %d", n, i, got, all[i])
			}
			want = append(want, all[i])
		}
		checkProfileOf(t, e.Profile(), want)
		if e.Accesses() != uint64(len(want)) {
			t.Fatalf("trace %d: %d accesses, want %d", n, e.Accesses(), len(want))
		}
	}
}

// TestAccessSpan holds AccessSpan to the naive distances of the lines it
// touches: one access per span, at the largest of its lines' distances (a
// first touch if any line is new), and every line made recent.
func TestAccessSpan(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 300; n++ {
		e := newEngineCap(wordBits)
		var lines []uint64 // every line touched, in order
		want := NewProfile()
		for range 200 {
			first := uint64(rng.Intn(30))
			last := first + uint64(rng.Intn(3))
			start := len(lines)
			for l := first; l <= last; l++ {
				lines = append(lines, l)
			}
			naive := NaiveDistances(lines)[start:]
			d := naive[0]
			for _, d2 := range naive[1:] {
				if d != Infinite && (d2 == Infinite || d2 > d) {
					d = d2
				}
			}
			want.Add(d, 1)
			if got := e.AccessSpan(first, last); got != d {
				t.Fatalf("trace %d: span %d..%d: distance %d, want %d", n, first, last, got, d)
			}
		}
		if diff := e.Profile().Diff(want, 0); diff != "" {
			t.Fatalf("trace %d: profile: %s", n, diff)
		}
		if e.Accesses() != 200 {
			t.Fatalf("trace %d: %d accesses, want 200", n, e.Accesses())
		}
	}
}
