package measure

import (
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"sort"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
)

// loopBodies maps each outlined function holding a work-shared loop body
// (omp.inner.for.body with value names: workShared) to that block's index.
func loopBodies(t *testing.T, ll string) map[string]int {
	t.Helper()
	out := map[string]int{}
	for f, bs := range workShared(t, ll) {
		if len(bs) != 1 {
			t.Fatalf("%s has %d work-shared loop bodies, want 1", f, len(bs))
		}
		out[f] = bs[0]
	}
	return out
}

func TestOpenMP(t *testing.T) {
	ll := compileC(t, "omp", "-O0", "-fopenmp")
	bodies := loopBodies(t, ll)
	// The two loops of kernel are in .omp_outlined._debug__ and
	// .omp_outlined._debug__.1; main's loop in .omp_outlined._debug__.3.
	kernelLoops := []string{".omp_outlined._debug__", ".omp_outlined._debug__.1"}
	mainLoop := ".omp_outlined._debug__.3"
	for _, f := range append(kernelLoops, mainLoop) {
		if _, ok := bodies[f]; !ok {
			t.Fatalf("no loop body in %s (have %v)", f, bodies)
		}
	}
	levels := []cache.Level{{Name: "L1", SizeBytes: 4096, Assoc: 4, Line: 64}, {Name: "L2", SizeBytes: 65536, Assoc: 8, Line: 64}}
	for _, threads := range []int{1, 2, 4} {
		t.Run(fmt.Sprint(threads), func(t *testing.T) {
			res, err := Run(context.Background(), ll, Options{Func: "kernel", Threads: threads, Levels: levels})
			if err != nil {
				t.Fatal(err)
			}
			if !res.OpenMP {
				t.Error("OpenMP not detected")
			}
			if len(res.Threads) != threads {
				t.Fatalf("%d threads seen, want %d", len(res.Threads), threads)
			}
			var ids []int
			var loads, stores, accesses, l1Misses uint64
			lineTotal := 0.0
			for _, th := range res.Threads {
				ids = append(ids, th.ID)
				loads += th.Loads
				stores += th.Stores
				accesses += th.Accesses
				l1Misses += th.Levels[0].Misses
				lineTotal += th.Line.Total()
				// schedule(static) gives each thread N/threads iterations.
				for _, f := range kernelLoops {
					if got := th.Blocks[f][bodies[f]]; got != 4000/uint64(threads) {
						t.Errorf("thread %d ran %s's body %d times, want %d", th.ID, f, got, 4000/threads)
					}
				}
			}
			sort.Ints(ids)
			for i, id := range ids {
				if id != i {
					t.Errorf("thread ids %v, want 0..%d", ids, threads-1)
					break
				}
			}
			for _, f := range kernelLoops {
				if got := res.Funcs[f].Blocks[bodies[f]]; got != 4000 {
					t.Errorf("%s body ran %d times in all, want 4000", f, got)
				}
			}
			// main's parallel loop is outside kernel's extent.
			if got := res.Funcs[mainLoop].Blocks[bodies[mainLoop]]; got != 0 {
				t.Errorf("main's loop counted %d times with --func kernel", got)
			}
			if loads != res.Loads || stores != res.Stores || accesses != res.Events {
				t.Errorf("threads sum to %d/%d/%d loads/stores/events, totals %d/%d/%d", loads, stores, accesses, res.Loads, res.Stores, res.Events)
			}
			if res.Levels[0].Accesses != res.Events {
				t.Errorf("simulated %d accesses of %d events", res.Levels[0].Accesses, res.Events)
			}
			if got := res.Line.Total(); got != lineTotal {
				t.Errorf("CRD profile has %v accesses, the PRD profiles %v", got, lineTotal)
			}
			if res.Shared[0].Accesses != l1Misses {
				t.Errorf("shared L2 saw %d accesses, the private L1s missed %d", res.Shared[0].Accesses, l1Misses)
			}
			t.Logf("%d threads: %d events, L1 %.4f (private %v), shared L2 local %.4f, CRD first touches %v",
				threads, res.Events, res.Levels[0].HitRate, privateRates(res), res.Shared[0].LocalHitRate, res.Line.Count(cache.Infinite))
		})
	}
}

func privateRates(r *Result) []string {
	var s []string
	for _, th := range r.Threads {
		s = append(s, fmt.Sprintf("%d:%.4f", th.ID, th.Levels[0].HitRate))
	}
	return s
}

func TestOpenMPO2(t *testing.T) {
	ll := compileC(t, "omp", "-O2", "-fopenmp")
	res, err := Run(context.Background(), ll, Options{Func: "kernel", Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Threads) != 2 {
		t.Fatalf("%d threads, want 2", len(res.Threads))
	}
	// Every element of a is stored once and loaded once, b loaded once: at
	// least 3*4000*8 bytes whatever the vector width.
	const wantBytes = 3 * 4000 * 8
	if got := res.BytesLoaded + res.BytesStored; got < wantBytes {
		t.Errorf("%d bytes accessed, want at least %d", got, wantBytes)
	}
}

// workShared lists, per function, the blocks of the work-shared loop bodies
// of an OpenMP module (omp.inner.for.body when clang keeps value names): the
// true successor of a conditional branch on a compare of the loaded
// counter .omp.iv, which the debug info names, unless that successor only
// branches to another such test (a chunk loop's omp.dispatch.body, which
// runs once per chunk).
func workShared(t *testing.T, ll string) map[string][]int {
	t.Helper()
	m, err := irreader.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]int{}
	for _, f := range m.DefinedFuncs() {
		tests := map[*ir.Block]*ir.Block{} // test block → its true target
		for _, b := range f.Blocks {
			br, ok := b.IR.Term.(*ir.TermCondBr)
			if !ok {
				continue
			}
			cmp, ok := br.Cond.(*ir.InstICmp)
			if !ok {
				continue
			}
			for _, op := range []value.Value{cmp.X, cmp.Y} {
				if ld, ok := op.(*ir.InstLoad); ok && f.VarName(ld.Src) == ".omp.iv" {
					tests[b.IR] = br.TargetTrue.(*ir.Block)
					break
				}
			}
		}
		for _, b := range f.Blocks {
			body, ok := tests[b.IR]
			if !ok {
				continue
			}
			if next, ok := body.Term.(*ir.TermBr); ok && tests[next.Target.(*ir.Block)] != nil {
				continue
			}
			out[f.Name] = append(out[f.Name], f.BlockOf(body).Index)
		}
	}
	return out
}

// TestOpenMPKernels checks the per-thread measurement on the project's OpenMP
// kernels (size S, -O0): with 2 and 3 threads the per-thread counts of every
// work-shared loop body sum to the one-thread run's count, and the forking
// function's own blocks run as often as with one thread; every thread
// reports its private L1 and the shared L2 sees exactly their misses; with
// one thread the per-thread (private) results equal the whole-stream ones,
// as in a sequential run: the private profile is the CRD profile, the private
// L1 the L1, the shared L2 the chained L2.
func TestOpenMPKernels(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	requireClang(t)
	levels := []cache.Level{{Name: "L1", SizeBytes: 4096, Assoc: 4, Line: 64}, {Name: "L2", SizeBytes: 65536, Assoc: 8, Line: 64}}
	n := 0
	for _, k := range readKernels(t) {
		if k.openmp != "yes" || k.size != "S" || k.opt != "O0" {
			continue
		}
		n++
		t.Run(k.name, func(t *testing.T) {
			ll := filepath.Join("..", "testdata", k.file)
			bodies := workShared(t, ll)
			if len(bodies) == 0 {
				t.Fatal("no work-shared loop")
			}
			one, err := Run(context.Background(), ll, Options{Func: k.fn, Threads: 1, Levels: levels})
			if err != nil {
				t.Fatal(err)
			}
			if len(one.Threads) != 1 {
				t.Fatalf("%d threads with OMP_NUM_THREADS=1", len(one.Threads))
			}
			th := one.Threads[0]
			if got, want := th.Line.Bins(), one.Line.Bins(); !reflect.DeepEqual(got, want) {
				t.Errorf("one thread: private profile %v, CRD profile %v", got, want)
			}
			if p, l := th.Levels[0], one.Levels[0]; p.Accesses != l.Accesses || p.Hits != l.Hits {
				t.Errorf("one thread: private L1 %d/%d hits, L1 %d/%d", p.Hits, p.Accesses, l.Hits, l.Accesses)
			}
			if s, l := one.Shared[0], one.Levels[1]; s.Accesses != l.Accesses || s.Hits != l.Hits {
				t.Errorf("one thread: shared L2 %d/%d hits, chained L2 %d/%d", s.Hits, s.Accesses, l.Hits, l.Accesses)
			}
			for _, threads := range []int{2, 3} {
				res, err := Run(context.Background(), ll, Options{Func: k.fn, Threads: threads, Levels: levels})
				if err != nil {
					t.Fatal(err)
				}
				if len(res.Threads) != threads {
					t.Fatalf("%d threads seen, want %d", len(res.Threads), threads)
				}
				for f, bs := range bodies {
					for _, b := range bs {
						var sum uint64
						for _, th := range res.Threads {
							if tb := th.Blocks[f]; tb != nil {
								sum += tb[b]
							}
						}
						if want := one.Funcs[f].Blocks[b]; sum != want || want == 0 {
							t.Errorf("%d threads: %s block %d ran %d times over the threads, %d with one thread", threads, f, b, sum, want)
						}
					}
				}
				if got, want := res.Funcs[k.fn].Blocks, one.Funcs[k.fn].Blocks; !reflect.DeepEqual(got, want) {
					t.Errorf("%d threads: %s blocks %v, one thread %v", threads, k.fn, got, want)
				}
				var misses uint64
				var rates []string
				for _, th := range res.Threads {
					l := th.Levels[0]
					if len(th.Levels) != 1 || l.Accesses != th.Accesses || l.Hits+l.Misses != l.Accesses {
						t.Errorf("thread %d: private L1 %+v of %d accesses", th.ID, th.Levels, th.Accesses)
					}
					misses += l.Misses
					rates = append(rates, fmt.Sprintf("%d:%.4f", th.ID, l.HitRate))
				}
				if res.Shared[0].Accesses != misses {
					t.Errorf("%d threads: shared L2 saw %d accesses, private L1s missed %d", threads, res.Shared[0].Accesses, misses)
				}
				t.Logf("%d threads: private L1 hit rates %v, shared L2 local %.4f", threads, rates, res.Shared[0].LocalHitRate)
			}
		})
	}
	if n == 0 {
		t.Skip("no OpenMP kernels in testdata/kernels.tsv")
	}
}
