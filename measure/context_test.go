package measure

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"

	"github.com/reusescope/reusescope/internal/sample"
)

// TestContextHand checks testdata/context.c against a hand derivation, at
// -O0 with an L1 of 32 KiB and an L2 of 1 MiB. kernel makes 7,175 accesses
// (5,123 loads, 2,052 stores): its frame's store of s, then per loop the
// store of i, 513 loads of i in the condition and per iteration the loads of
// i, a[i] and s, the store of s, the load and the store of i; at the end the
// load of s and the store of sum.
//
// Cold (no Context), both levels miss 66 times: the first store to kernel's
// frame (its locals, below the frame pointer that Run places at 0 modulo 64
// KiB, share one line), once per 64-byte line of a in the first loop (64),
// and the store of sum. With Context the caches hold what main left: it
// wrote all of a, which fits L1 (64 lines, one per set of the 64 sets), so
// every load of a hits. The frame Run places is then main's, as the static
// walk of kernel in context is main's: kernel's frame pointer lies 48 bytes
// below main's (main's 32-byte frame, the return address, the saved frame
// pointer), so kernel's locals share the line of main's, which main
// touched, and only sum (not touched before) misses: 1 miss at both levels.
// The line profile has as many first touches. Main writing a 100 times
// leaves the same state: the results are the same.
func TestContextHand(t *testing.T) {
	ll := compileC(t, "context", "-O0")
	levels := []cache.Level{{Name: "L1", SizeBytes: 32 << 10, Assoc: 8, Line: 64}, {Name: "L2", SizeBytes: 1 << 20, Assoc: 16, Line: 64}}
	first, result := sourceLine(t, "context.c", "/* first */"), sourceLine(t, "context.c", "/* result */")
	run := func(ctx bool, args ...string) *Result {
		t.Helper()
		res, err := Run(context.Background(), ll, Options{Func: "kernel", Levels: levels, Sites: true, Context: ctx, Args: args})
		if err != nil {
			t.Fatal(err)
		}
		checkSiteSums(t, res)
		if res.Loads != 5123 || res.Stores != 2052 || res.Events != 7175 {
			t.Errorf("context %v: %d loads, %d stores, %d events; want 5123, 2052, 7175", ctx, res.Loads, res.Stores, res.Events)
		}
		return res
	}
	cold, warm, warm100 := run(false), run(true), run(true, "100")
	for _, c := range []struct {
		name   string
		res    *Result
		misses uint64
		// aMisses are the L1 misses of the load of a[i] in the first loop,
		// frameMisses those of the frame's first store at both levels.
		aMisses, frameMisses uint64
	}{
		{"cold", cold, 66, 64, 1},
		{"context", warm, 1, 0, 0},
		{"context, main 100 times", warm100, 1, 0, 0},
	} {
		for k, l := range c.res.Levels {
			if l.Misses != c.misses || l.Accesses+uint64(k)*(7175-c.misses) != 7175 {
				t.Errorf("%s: %s has %d accesses, %d misses; want %d misses of %d", c.name, l.Level.Name, l.Accesses, l.Misses, c.misses, []uint64{7175, c.misses}[k])
			}
		}
		if inf := c.res.Line.Count(cache.Infinite); inf != float64(c.misses) || c.res.Line.Total() != 7175 {
			t.Errorf("%s: %g first touches in %g accesses, want %d in 7175", c.name, inf, c.res.Line.Total(), c.misses)
		}
		// Per site of kernel, in program order: the frame's store of s
		// misses frameMisses times, the first loop's load of a[i] (its
		// second site) aMisses times, the store of sum once.
		var frame, a, sum []uint64
		for _, s := range c.res.Sites {
			if s.Func != "kernel" {
				continue
			}
			switch {
			case s.Block == 0 && frame == nil:
				frame = []uint64{s.Levels[0].Misses, s.Levels[1].Misses}
			case s.Line == first && s.Loads == 512:
				a = append(a, s.Levels[0].Misses)
			case s.Line == result && s.Stores == 1:
				sum = []uint64{s.Levels[0].Misses, s.Levels[1].Misses}
			}
		}
		if !slices.Equal(frame, []uint64{c.frameMisses, c.frameMisses}) || !slices.Equal(sum, []uint64{1, 1}) || !slices.Equal(a, []uint64{0, c.aMisses, 0}) {
			t.Errorf("%s: misses of the frame's first store %v, of the first loop's loads %v, of the store of sum %v; want [%d %d], [0 %d 0], [1 1]", c.name, frame, a, sum, c.frameMisses, c.frameMisses, c.aMisses)
		}
	}
	// Blocks, edges and counts are those of kernel's extent either way.
	if !reflect.DeepEqual(cold.Funcs, warm.Funcs) || !reflect.DeepEqual(warm.Funcs, warm100.Funcs) {
		t.Error("block counts differ with Context")
	}
	if !reflect.DeepEqual(warm.Levels, warm100.Levels) || warm.Line.Diff(warm100.Line, 0) != "" || !reflect.DeepEqual(warm.Sites, warm100.Sites) {
		t.Errorf("main writing a 100 times changes kernel's context: %v, %v", warm.Levels, warm100.Levels)
	}
}

// contextCases are the programs whose Context runs TestContextSums and
// TestContextFolding check.
var contextCases = []struct {
	name    string
	ll      func(t *testing.T) string
	fn      string
	threads int
}{
	{"gemm.O0", testdataLL("gemm.O0.ll"), "kernel_gemm", 0},
	{"gemm.O2", testdataLL("gemm.O2.ll"), "kernel_gemm", 0},
	{"copies.O0", func(t *testing.T) string { return compileC(t, "copies", "-O0") }, "kernel", 0},
	{"copies.O2", func(t *testing.T) string { return compileC(t, "copies", "-O2") }, "kernel", 0},
	{"omp.1", func(t *testing.T) string { return compileC(t, "omp", "-O0", "-fopenmp") }, "kernel", 1},
	{"omp.2", func(t *testing.T) string { return compileC(t, "omp", "-O0", "-fopenmp") }, "kernel", 2},
	{"omp.4", func(t *testing.T) string { return compileC(t, "omp", "-O0", "-fopenmp") }, "kernel", 4},
}

// testdataLL returns a function that gives the path of the project's
// testdata/ll/name (skipping the test when it is missing).
func testdataLL(name string) func(t *testing.T) string {
	return func(t *testing.T) string {
		requireClang(t)
		ll := filepath.Join("..", "testdata", "ll", name)
		if _, err := os.Stat(ll); err != nil {
			t.Skip(err)
		}
		return ll
	}
}

// TestContextSums holds a Context run with Sites to the invariants of
// attribution (per-site sums equal Result.Levels, Loads and Stores), and,
// for sequential programs and OpenMP ones on one thread, to a Context run
// without Sites (the same levels, shared levels and profiles); and every Context run to a run without it in what Context does not change:
// block and edge counts, loads, stores, bytes and events, per thread too.
func TestContextSums(t *testing.T) {
	for _, c := range contextCases {
		t.Run(c.name, func(t *testing.T) {
			ll := c.ll(t)
			opts := Options{Func: c.fn, Threads: c.threads, Levels: siteLevels, Context: true, Sites: true}
			sites, err := Run(context.Background(), ll, opts)
			if err != nil {
				t.Fatal(err)
			}
			checkSiteSums(t, sites)
			opts.Sites = false
			plain, err := Run(context.Background(), ll, opts)
			if err != nil {
				t.Fatal(err)
			}
			if c.threads <= 1 {
				// With OpenMP on more threads the global order of the
				// threads' accesses varies from run to run.
				sameResults(t, sites, plain)
			}
			opts.Context = false
			cold, err := Run(context.Background(), ll, opts)
			if err != nil {
				t.Fatal(err)
			}
			for _, res := range []*Result{sites, plain} {
				sameCounts(t, res, cold)
			}
			if plain.Levels[0].Accesses != cold.Levels[0].Accesses || plain.Line.Total() != cold.Line.Total() {
				t.Errorf("%d L1 accesses, %g in the line profile with Context; %d, %g without", plain.Levels[0].Accesses, plain.Line.Total(), cold.Levels[0].Accesses, cold.Line.Total())
			}
			// LRU caches that start warm miss no more often than cold
			// ones on the same stream (a sequential program's). At -O0
			// the streams differ in the stack's lines: a Context run
			// places main's frame, a cold run the function's.
			if c.threads == 0 && strings.HasSuffix(c.name, ".O2") && plain.Levels[0].Misses > cold.Levels[0].Misses {
				t.Errorf("%d L1 misses with Context, %d without", plain.Levels[0].Misses, cold.Levels[0].Misses)
			}
			t.Logf("L1 misses %d with Context, %d without; %d events", plain.Levels[0].Misses, cold.Levels[0].Misses, plain.Events)
		})
	}
}

// sameCounts checks that res and ref counted the same blocks, edges,
// loads, stores, bytes and events, in total and per thread (by OpenMP
// number).
func sameCounts(t *testing.T, res, ref *Result) {
	t.Helper()
	if !reflect.DeepEqual(res.Funcs, ref.Funcs) {
		t.Error("block or edge counts differ")
	}
	if res.Loads != ref.Loads || res.Stores != ref.Stores || res.BytesLoaded != ref.BytesLoaded || res.BytesStored != ref.BytesStored || res.Events != ref.Events {
		t.Errorf("loads, stores, bytes, events %d %d %d %d %d; want %d %d %d %d %d", res.Loads, res.Stores, res.BytesLoaded, res.BytesStored, res.Events,
			ref.Loads, ref.Stores, ref.BytesLoaded, ref.BytesStored, ref.Events)
	}
	type counts struct{ loads, stores, accesses uint64 }
	per := func(r *Result) map[int]counts {
		m := map[int]counts{}
		for _, th := range r.Threads {
			m[th.ID] = counts{th.Loads, th.Stores, th.Accesses}
		}
		return m
	}
	if a, b := per(res), per(ref); !reflect.DeepEqual(a, b) {
		t.Errorf("per thread %v, want %v", a, b)
	}
}

// TestContextFolding holds a sequential Context run, whose stream is folded,
// to one whose stream is not (the address profile turns folding off): the
// folded repeats belong to the scope of their word.
func TestContextFolding(t *testing.T) {
	for _, c := range contextCases {
		if c.threads > 0 {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			ll := c.ll(t)
			levels := siteLevels[:2]
			folded, err := Run(context.Background(), ll, Options{Func: c.fn, Levels: levels, Context: true})
			if err != nil {
				t.Fatal(err)
			}
			plain, err := Run(context.Background(), ll, Options{Func: c.fn, Levels: levels, Context: true, VarProfile: true})
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(folded.Levels, plain.Levels) || !reflect.DeepEqual(folded.Shared, plain.Shared) {
				t.Errorf("levels folded %+v, not folded %+v", folded.Levels, plain.Levels)
			}
			if d := folded.Line.Diff(plain.Line, 0); d != "" {
				t.Errorf("line profiles differ: %s", d)
			}
			sameCounts(t, folded, plain)
			if plain.Var.Total() != float64(plain.Events) {
				t.Errorf("address profile of %g accesses, %d events", plain.Var.Total(), plain.Events)
			}
		})
	}
}

// TestContextWholeProgram: without Func, Context changes nothing; with
// CountsOnly it is refused.
func TestContextWholeProgram(t *testing.T) {
	ll := compileC(t, "context", "-O0")
	opts := Options{Levels: siteLevels, VarProfile: true}
	plain, err := Run(context.Background(), ll, opts)
	if err != nil {
		t.Fatal(err)
	}
	opts.Context = true
	ctx, err := Run(context.Background(), ll, opts)
	if err != nil {
		t.Fatal(err)
	}
	sameCounts(t, ctx, plain)
	if !reflect.DeepEqual(ctx.Levels, plain.Levels) || ctx.Line.Diff(plain.Line, 0) != "" || ctx.Var.Diff(plain.Var, 0) != "" {
		t.Error("Context without Func changes the results")
	}
	if _, err := Run(context.Background(), ll, Options{Func: "kernel", Context: true, CountsOnly: true}); err == nil {
		t.Error("Context with CountsOnly accepted")
	}
}

// contextKernels are the testdata kernels whose data fits the LL after main
// initialised it (sizes S and M): the measured caches of a run with
// Options.Context hold what main left, as Callgrind's do, so that the
// compulsory misses of a cold start are not counted.
var contextKernels = []struct{ name, fn string }{
	{"gemm_S", "kernel_gemm"},
	{"gemm", "kernel_gemm"},
	{"gemv_S", "kernel_gemv"},
	{"gemv", "kernel_gemv"},
	{"atax_S", "kernel_atax"},
	{"atax", "kernel_atax"},
	{"jacobi2d_S", "kernel_jacobi2d"},
	{"jacobi2d", "kernel_jacobi2d"},
	{"covariance_S", "kernel_covariance"},
	{"covariance", "kernel_covariance"},
}

// TestValgrindContext holds the measured L1 and LL hit rates of a run with
// Options.Context to Callgrind's with --toggle-collect on both hierarchies,
// for kernels whose data fits the LL after initialisation. The Callgrind
// build places the globals as Run does (buildAlignedForValgrind).
func TestValgrindContext(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	vg := requireValgrind(t)
	requireClang(t)
	ran := 0
	defer func() { sample.Log(t, ran, len(contextKernels)) }()
	for i, k := range contextKernels {
		if !sample.Keep(i, 2, 0) {
			continue // the sample runs every other kernel
		}
		ran++
		t.Run(k.name, func(t *testing.T) {
			ll := filepath.Join("..", "testdata", "ll", k.name+".O0.ll")
			if _, err := os.Stat(ll); err != nil {
				t.Skip(err)
			}
			contextAgainstCallgrind(t, vg, ll, k.name, k.fn, nil, true)
		})
	}
}

// contextAgainstCallgrind holds a run of ll with Options.Context for fn
// (arguments args) to Callgrind's --toggle-collect=fn on both hierarchies,
// and with cold logs the isolated run's difference from Callgrind beside.
func contextAgainstCallgrind(t *testing.T, vg, ll, name, fn string, args []string, cold bool) {
	t.Helper()
	bin := buildAlignedForValgrind(t, ll)
	for _, h := range hierarchies {
		v := callgrindRates(t, vg, bin, fn, h, args...)
		res, err := Run(context.Background(), ll, Options{Func: fn, Levels: h[:], Context: true, Args: args})
		if err != nil {
			t.Fatal(err)
		}
		if cold {
			run, err := Run(context.Background(), ll, Options{Func: fn, Levels: h[:], Args: args})
			if err != nil {
				t.Fatal(err)
			}
			c := levelRates(run)
			t.Logf("%s %s+%s cold: L1 %.3f%% LL %.3f%%, difference L1 %+.3f LL %+.3f", name, h[0], h[1], c.l1, c.ll, c.l1-v.l1, c.ll-v.ll)
		}
		checkRates(t, fmt.Sprintf("%s %s+%s context", name, h[0], h[1]), v, levelRates(res))
	}
}

// levelRates returns the L1 and LL hit rates of res's two levels in percent.
func levelRates(res *Result) rates {
	acc := res.Levels[0].Accesses
	return rates{acc,
		100 * float64(res.Levels[0].Hits) / float64(acc),
		100 * (1 - float64(res.Levels[1].Misses)/float64(acc))}
}

// corpusContextKernels are kernels of the second corpus (testdata/corpus:
// heap arrays sized from argv, harnesses in main) whose data fits the
// larger LL after initialisation, with their arguments.
var corpusContextKernels = []struct {
	name, fn string
	args     []string
}{
	{"matmul_harness", "kernel_matmul", []string{"48"}},
	{"vla_mv", "kernel_mv", []string{"150", "120"}},
	{"heat2d_harness", "kernel_heat", []string{"60", "60", "16"}},
	{"conv2d_image", "kernel_conv", []string{"64", "96"}},
	{"matvec", "kernel_gemv", []string{"300", "200"}},
}

// TestValgrindContextCorpus is TestValgrindContext on corpus programs at
// -O0: measure --func K (Options.Context) against Callgrind's
// --toggle-collect=K, within valgrindTolerance at L1 and LL on both
// hierarchies. Valgrind's malloc places heap blocks where it likes, not
// where glibc does; the rates agree where the data fits and conflicts are
// few, which is what these kernels are.
func TestValgrindContextCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	vg := requireValgrind(t)
	requireClang(t)
	ran := 0
	defer func() { sample.Log(t, ran, len(corpusContextKernels)) }()
	for i, k := range corpusContextKernels {
		if !sample.Keep(i, 2, 0) {
			continue // the sample runs every other kernel
		}
		ran++
		t.Run(k.name, func(t *testing.T) {
			ll := filepath.Join("..", "testdata", "corpus", "ll", k.name+".O0.ll")
			contextAgainstCallgrind(t, vg, ll, k.name, k.fn, k.args, false)
		})
	}
}

// TestInlinedScope measures kernels -O2 inlined into main (Options.Inlined):
// the static smooth, which has no body left, and the external gather,
// whose uncalled copy stays. The naive reference is the whole run
// attributed per site (Options.Sites) with only the sites of the kernel's
// code summed: every count of the scoped run (loads, stores, the hits and
// misses of each level) must equal that sum, which is the same stream
// simulated with the accesses outside the kernel uncounted.
func TestInlinedScope(t *testing.T) {
	ll := compileC(t, "inlined", "-O2")
	m, err := irreader.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	levels := []cache.Level{{Name: "L1", SizeBytes: 4 << 10, Assoc: 4, Line: 64}, {Name: "L2", SizeBytes: 64 << 10, Assoc: 8, Line: 64}}
	whole, err := Run(context.Background(), ll, Options{Levels: levels, Sites: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"smooth", "gather"} {
		res, err := Run(context.Background(), ll, Options{Inlined: name, Levels: levels, Sites: true})
		if err != nil {
			t.Fatal(err)
		}
		checkSiteSums(t, res)
		var loads, stores uint64
		hits, misses := make([]uint64, len(levels)), make([]uint64, len(levels))
		for _, s := range whole.Sites {
			f := m.Func(s.Func)
			if f == nil || !irreader.InlinedFrom(f.IR.Blocks[s.Block].Insts[s.Inst], name) {
				continue
			}
			loads += s.Loads
			stores += s.Stores
			for k, l := range s.Levels {
				hits[k] += l.Hits
				misses[k] += l.Misses
			}
		}
		if loads == 0 {
			t.Fatalf("%s: no site of the whole run is its inlined code", name)
		}
		if res.Loads != loads || res.Stores != stores {
			t.Errorf("%s: %d loads, %d stores; its sites in the whole run: %d, %d", name, res.Loads, res.Stores, loads, stores)
		}
		for k, l := range res.Levels {
			if l.Hits != hits[k] || l.Misses != misses[k] {
				t.Errorf("%s %s: %d hits, %d misses; its sites in the whole run: %d, %d", name, l.Level.Name, l.Hits, l.Misses, hits[k], misses[k])
			}
		}
		// The line profile counts the kernel's accesses (each line an
		// access spans), not the run's.
		if p, all, acc := profileTotal(res.Line), profileTotal(whole.Line), float64(res.Loads+res.Stores); p < acc || p > all-float64(whole.Loads+whole.Stores-res.Loads-res.Stores) {
			t.Errorf("%s: the line profile holds %v accesses for %v loads and stores (the whole run's: %v)", name, p, acc, all)
		}
	}
	if _, err := Run(context.Background(), ll, Options{Inlined: "nosuch"}); err == nil || !strings.Contains(err.Error(), `no access instruction of the module is code of "nosuch"`) {
		t.Errorf("an unknown inlined function: %v", err)
	}
}

// profileTotal returns the number of accesses a profile holds.
func profileTotal(p *cache.Profile) float64 {
	var n float64
	for _, b := range p.Bins() {
		n += b.Count
	}
	return n
}
