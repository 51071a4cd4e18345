package pipeline_test

import (
	"context"
	"math"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/reuse"
)

// TestStructReturnedInRegisters: sizes that reach the kernels through
// structs returned by value (testdata/struct_return.c): a 16-byte matrix
// header that -O0 returns as {i64, double*}, rows and cols sharing the
// i64, an 8-byte pair returned as one i64 and passed on by value, and a
// 24-byte grid returned through a hidden pointer. The fields' values are
// the bytes the callee's returns give (loops.Env.sliceValue) and the data
// pointer the one its local holds (statictrace's callPart): before, the
// -O0 column loops ran at 31 estimated iterations and the 13 sites through
// a->v were one fixed location (99.96 % L1 predicted, 92.14 % measured).
// Counts and L1 and L2 misses equal the run's at -O0, -O2 and -O3. At -O3
// the column loop's counter steps through a phi of phis of k + 1 (exits
// duplicated and joined in stages: loops.joinedStep); before, it was no
// counter, and the 19 sites it indexes were taken as indexed by data (L1
// 82.6 % predicted, 46.1 % measured, outside the bounds).
func TestStructReturnedInRegisters(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"O0", "O2", "O3"} {
		exactStream(t, "testdata/struct_return."+opt+".ll", []string{"70", "40"}, levels, 0)
	}
	exactStream(t, "testdata/struct_return.O0.ll", []string{"33", "21"}, levels, 0)
}

// TestBlockedRuntimeTile: a blocked transpose whose tile size is an
// argument, run three times (testdata/blocked_runtime.c). At -O2 each
// tile loop stops at the first of two bounds, which the walk evaluates per
// instance; each instance's start and bounds are evaluations of their own,
// with their own step budget (before, they shared one, which ran out after
// some hundred instances: six loops estimated at 31 iterations, the block
// counts 4x the run's). Counts and misses equal the run's, -O0 and -O2, a
// tile that divides the size and one that does not.
func TestBlockedRuntimeTile(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"O0", "O2"} {
		for _, args := range [][]string{{"200", "16"}, {"150", "7"}} {
			exactStream(t, "testdata/blocked_runtime."+opt+".ll", args, levels, 0)
		}
	}
}

// TestSpanningAccessProfile: -O2's vector loads of a 3D stencil
// (testdata/stencil3d_span.c) start at odd elements, so some span two
// lines. An access is one reference of the line-granularity reuse profile,
// at the largest of its lines' distances, on both sides: the static
// profile equals the measured one bin for bin, and its accesses equal the
// simulation's (before, measure's profile counted every line of such an
// access: 199,263 references against 173,127 accesses, PBE 17 %).
func TestSpanningAccessProfile(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	const file = "testdata/stencil3d_span.O2.ll"
	args := []string{"24", "3"}
	exactStream(t, file, args, levels, 0)
	s, res, _ := derivedCounts(t, file, args)
	vals, err := s.Probs()
	if err != nil {
		t.Fatal(err)
	}
	_, sl, err := s.StaticReuse(vals, res, reuse.StaticOptions{Line: 64})
	if err != nil {
		t.Fatal(err)
	}
	run, err := measure.Run(context.Background(), file, measure.Options{Args: args, Line: 64, Levels: levels, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	if d := sl.Profile.Diff(run.Line, 1e-9); d != "" {
		t.Errorf("line profile differs from measured (static against measured) at %s", d)
	}
	l1 := run.Levels[0]
	if got, want := run.Line.Total(), float64(l1.Hits+l1.Misses); math.Abs(got-want) > 0.5 {
		t.Errorf("measured profile has %v references, the simulation %v accesses", got, want)
	}
}

// TestVectorPushBack: a std::vector filled by push_back after reserve(n),
// read by a range-for and an indexed loop (testdata/vector_push.cpp, -O2).
// The loops after the fill run from the vector's begin to its end, phis the
// fill loop carries: each is the value its last iteration leaves
// (statictrace's exitPhi, before the joins' most probable arm, which read
// the latch's value past the last iteration), and the growth path's throw
// (std::__throw_length_error) is an error exit like abort. Before, the two
// loops ran 31 estimated iterations against 5,000 and the L2 hit rate fell
// outside its bounds. The root's null checks before delete stay estimated
// (a fraction of a block); the misses equal the run's.
func TestVectorPushBack(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	const file = "testdata/vector_push.O2.ll"
	for _, n := range []string{"5000", "777"} {
		args := []string{n, "3"}
		name := file + " -- " + n
		s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		if est.BlockShare > 1e-3 || est.AccessShare != 0 {
			t.Errorf("%s: estimates affect %.3g of the blocks, %.3g of the accesses (heuristics %v)", name, est.BlockShare, est.AccessShare, est.Heuristics)
		}
		run, err := measure.Run(context.Background(), file, measure.Options{CountsOnly: true, Args: args})
		if err != nil {
			t.Fatal(err)
		}
		if n := sameUnaffected(t, name, res, est, run); n == 0 {
			t.Errorf("%s: no count rests on no estimate", name)
		}
		rates, _ := staticRates(t, s, res, levels)
		sameMisses(t, name, file, args, levels, rates, 0)
	}
}

// TestConvergenceCap: a relaxation repeated while (err > tol && it <
// maxit) (testdata/converge_cap.c). At -O2, how often it repeats rests on
// data the walk does not keep (err carried in a register across the
// sweep), so the loop is estimated and says so, and the bounds hold the
// run. At -O0
// the cap's test reads the && as a phi of false and it < maxit; the walk
// that counts branches takes an arm for err > tol that it cannot decide,
// and a phi that arm selects is then no value of the run (statictrace's
// TakeGuess): before, the cap's test was "counted" as leaving at its one
// visit, the do-while ran 2 iterations against 400, the statement said the
// estimate affected under 0.1 % of the blocks and the run lay outside the
// bounds.
func TestConvergenceCap(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"3000", "400"}
	// -O0 keeps err in memory, where the walk's numbers hold it: err >
	// tol, a compare of doubles, is evaluated at every visit (floating
	// point, statictrace/float.go) and every count is the run's.
	derivedCounts(t, "testdata/converge_cap.O0.ll", args)
	for _, opt := range []string{"O2"} {
		file := "testdata/converge_cap." + opt + ".ll"
		s, res, est := staticCounts(t, file, pipeline.Options{Args: args})
		if est.BlockShare < 0.5 {
			t.Errorf("%s: estimates affect %.3g of the blocks, want most: the loop's trip rests on data", file, est.BlockShare)
		}
		bounds, run := boundedRun(t, s, res, est, file, args, levels)
		boundsHold(t, file, bounds, run)
	}
}

// TestAccessorMatrix: matrices kept in local structs {rows, cols, data}
// and reached through an accessor, &m->data[i * m->cols + j]
// (testdata/accessor_matrix.c), with m = argc > 2 ? atoi(argv[2]) : n + 8.
//   - The second size falls back to an expression of the first: it is a
//     parameter whose expression is that fallback (loops.LuaParam.fallback),
//     so its loops are derived with two arguments, one (m = n + 8) or none;
//     before, they ran 31 estimated iterations.
//   - main's struct initialisations store each field through &s.field
//     across calloc: FastISel folds that address into the store, no spill
//     slot (statictrace.foldedAddresses). The frame was 32 bytes too
//     large, the accessor's frame in other cache sets: 26,726 L1 misses
//     static against 26,805 measured.
//   - A sampled walk plans its loops' strides with the pointers main stored
//     in its structs (reuse's planPeriods keeps a memory): before, every
//     access through the accessor's result had no address in the plan, so
//     no stride, and -O0 predicted 15 L1 misses against 26,805.
//
// Counts and misses equal the run's at -O0 and -O2 walked whole; sampled,
// the L1 misses are within 2 % of the run's.
func TestAccessorMatrix(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=4KiB/4/64,L2=32KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"O0", "O2"} {
		file := "testdata/accessor_matrix." + opt + ".ll"
		for _, args := range [][]string{{"40", "20"}, {"30"}} {
			exactStream(t, file, args, levels, 0)
		}
		sampledMisses(t, file, []string{"60", "50"}, levels, 100000, 0.02)
	}
}

// sampledMisses holds the L1 misses of a walk of file made to sample
// (maxEvents below its accesses), its counts derived, to the run's within
// the fraction tol.
func sampledMisses(t *testing.T, file string, args []string, levels []cache.Level, maxEvents int, tol float64) {
	t.Helper()
	s, res, _ := derivedCounts(t, file, args)
	vals, err := s.Probs()
	if err != nil {
		t.Fatal(err)
	}
	rates, r, err := s.StaticRates(vals, res, levels, cache.Sets, reuse.StaticOptions{Line: 64, MaxEvents: maxEvents})
	if err != nil {
		t.Fatal(err)
	}
	if r.Whole {
		t.Fatalf("%s: the walk with %d events walked every iteration", file, maxEvents)
	}
	run, err := measure.Run(context.Background(), file, measure.Options{Args: args, Line: 64, Levels: levels, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := rates[0].Misses, float64(run.Levels[0].Misses); math.Abs(got-want) > tol*want {
		t.Errorf("%s, sampled: %.0f L1 misses, measured %.0f", file, got, want)
	}
}

// TestMatrixClassCXX: a C++ matrix class holding its sizes and a
// std::vector<double>, read through operator() (testdata/cxx_matrix_class.cpp).
//   - The loops of multiply(a, b) are bounded by a.cols() and b.cols(): a
//     method called on two objects, whose this is either. A field read
//     through it is an input when every object it may be holds it
//     (loops' cellsOf); before, only a method called on one object was
//     followed, and the k and j loops ran 31 estimated iterations (-O0
//     counts −72 %).
//   - -O0's const operator() returns the element it loads: the body of
//     the product's j loop reads b's row inside a call. A sampled walk
//     takes the accesses of the functions a loop body calls (outside their
//     own loops) into its phantoms, evaluated in the callee's activation
//     (reuse's body chains); before, the iterations it skipped left b's
//     row out, and it predicted 1,455 L1 misses against 9,495.
//
// Counts equal the run's at -O0 and -O2 with no estimated branch but the
// exception edges; -O2's misses equal the run's walked whole; -O0's,
// sampled, are within 3 % of the run's.
func TestMatrixClassCXX(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	exactStream(t, "testdata/cxx_matrix_class.O2.ll", []string{"50"}, levels, 0)
	sampledMisses(t, "testdata/cxx_matrix_class.O0.ll", []string{"40"}, levels, 500000, 0.03)
}

// TestTriangularVectorRemainder: an in-place LU factorisation
// (testdata/lu_inplace.c). At -O2 the j loop from k + 1 is vectorised
// behind an overlap check; its scalar remainder, a parity peel and a loop
// unrolled by two, is reached both when the check fails and after the
// vector loop, so the trace holds the peel's branch in two copies. The
// remainder's start is the phi the peel's arm decides: the copy the walk
// visited last decides it (statictrace's joinPhi), not a copy from an
// earlier iteration of k on the other path, which gave a start of the
// wrong parity, a trip that never met its bound, and a loop left at 31
// estimated iterations (blocks +47 %). Counts, L1 and L2 misses equal the
// run's at -O0 and -O2, odd and even orders.
func TestTriangularVectorRemainder(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"O0", "O2"} {
		for _, n := range []string{"57", "64"} {
			exactStream(t, "testdata/lu_inplace."+opt+".ll", []string{n}, levels, 0)
		}
	}
}

// TestOpenMPChunkedO2: OpenMP loops whose length and thread count come
// from argv (testdata/omp_chunked_args.c), with a static chunked schedule
// that -O2 compiles to a chunk loop keeping its bounds in registers (lower
// += stride, upper = min(upper + stride, last)) around a vectorised chunk.
// On one thread the chunk loop runs once (loops' one-thread model: the
// runtime's stride is upper − lower + 1, the loop whose header enters with
// the lower bound it stored is the chunk loop, and its header phis are what
// they enter with); the reduction's switch on __kmpc_reduce_nowait is the
// model's 1 in the walk too. Before, four branches were estimated and
// four sites were taken as indexed by data (L1 59.4 % predicted, 87.5 %
// measured). Counts equal the run's at -O0 and -O2 and L1 misses are
// within 0.5 %; with two threads the program sets (omp_set_num_threads)
// the one-thread model does not hold, and the estimate says so
// (estimate.KindThreads), which it does not with one.
func TestOpenMPChunkedO2(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"O0", "O2"} {
		file, args := "testdata/omp_chunked_args."+opt+".ll", []string{"20000", "1"}
		s, res, est := derivedCounts(t, file, args)
		for _, u := range est.Unfollowed {
			t.Errorf("%s -- 20000 1: %s call at line %d not followed", file, u.Kind, u.Line)
		}
		rates, _ := staticRates(t, s, res, levels)
		run, err := measure.Run(context.Background(), file, measure.Options{Args: args, Line: 64, Levels: levels, Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := rates[0].Misses, float64(run.Levels[0].Misses); math.Abs(got-want) > 0.005*want {
			t.Errorf("%s: %.0f L1 misses, measured %.0f", file, got, want)
		}
		_, _, est = staticCounts(t, file, pipeline.Options{Args: []string{"20000", "2"}})
		if len(est.Unfollowed) != 1 || est.Unfollowed[0].Kind != estimate.KindThreads || est.Unfollowed[0].Line != 11 {
			t.Errorf("%s -- 20000 2: unfollowed %+v, want the thread count set at line 11", file, est.Unfollowed)
		}
	}
}

// TestStringCompareArgs: a mode chosen by strcmp(argv[1], "rows") and
// strncmp("strided", argv[1], 7) (testdata/args_strcmp.c): each comparison
// is a parameter the arguments give (loops.StringCompare, glibc's result),
// so the branches on them are derived. Counts and misses equal the run's
// at -O0 and -O2 for either mode, a word that only starts like one
// ("stridedX" matches the first 7 bytes) and an unknown one, which takes
// the error exit the heuristic would have ruled out.
func TestStringCompareArgs(t *testing.T) {
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=64KiB/8/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"O0", "O2"} {
		for _, mode := range []string{"rows", "strided", "stridedX", "bogus"} {
			exactStream(t, "testdata/args_strcmp."+opt+".ll", []string{mode, "12000"}, levels, 0)
		}
	}
}
