package omp

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// naiveOwners assigns every iteration (by trip index 0..n-1) to a thread from
// the textbook description of each schedule, one iteration at a time.
func naiveOwners(policy StaticPolicy, n, chunk int64, threads int) []int {
	owner := make([]int, n)
	P := int64(threads)
	switch {
	case chunk >= 1:
		// Chunks of chunk consecutive iterations, dealt round-robin.
		for k := int64(0); k < n; k++ {
			owner[k] = int((k / chunk) % P)
		}
	case policy == Greedy:
		// Every thread takes ⌈n/P⌉ in turn until none are left.
		take := (n + P - 1) / P
		t, got := 0, int64(0)
		for k := int64(0); k < n; k++ {
			if got == take {
				t, got = t+1, 0
			}
			owner[k] = t
			got++
		}
	default:
		// Deal one iteration to each thread in turn to learn the counts,
		// then hand out consecutive blocks of those sizes.
		count := make([]int64, threads)
		for k := int64(0); k < n; k++ {
			count[k%P]++
		}
		k := int64(0)
		for t := 0; t < threads; t++ {
			for c := int64(0); c < count[t]; c++ {
				owner[k] = t
				k++
			}
		}
	}
	return owner
}

// groupOwners turns per-iteration owners into per-thread Ranges of
// consecutive iterations of lower + k*incr.
func groupOwners(owner []int, lower, incr int64, threads int) [][]Range {
	out := make([][]Range, threads)
	for k := 0; k < len(owner); k++ {
		t := owner[k]
		it := lower + int64(k)*incr
		rs := out[t]
		if len(rs) > 0 && rs[len(rs)-1].Last+incr == it && k > 0 && owner[k-1] == t {
			rs[len(rs)-1].Last = it
		} else {
			rs = append(rs, Range{First: it, Last: it, Incr: incr})
		}
		out[t] = rs
	}
	return out
}

func TestStaticScheduleHand(t *testing.T) {
	tests := []struct {
		name                      string
		policy                    StaticPolicy
		lower, upper, incr, chunk int64
		threads                   int
		want                      [][]Range
	}{
		// 9 iterations on 4 threads: balanced 3,2,2,2; greedy 3,3,3,0.
		{"balanced 9/4", Balanced, 0, 8, 1, 0, 4, [][]Range{{{0, 2, 1}}, {{3, 4, 1}}, {{5, 6, 1}}, {{7, 8, 1}}}},
		{"greedy 9/4", Greedy, 0, 8, 1, 0, 4, [][]Range{{{0, 2, 1}}, {{3, 5, 1}}, {{6, 8, 1}}, nil}},
		// Fewer iterations than threads: one each.
		{"2 on 3", Balanced, 5, 6, 1, 0, 3, [][]Range{{{5, 5, 1}}, {{6, 6, 1}}, nil}},
		// Chunk 3, 10 iterations, 2 threads: chunks 0-2,3-5,6-8,9.
		{"chunk 3", Balanced, 0, 9, 1, 3, 2, [][]Range{{{0, 2, 1}, {6, 8, 1}}, {{3, 5, 1}, {9, 9, 1}}}},
		// Stride 2 from 1 to 11 inclusive (6 iterations) on 4 threads, balanced 2,2,1,1.
		{"stride", Balanced, 1, 11, 2, 0, 4, [][]Range{{{1, 3, 2}}, {{5, 7, 2}}, {{9, 9, 2}}, {{11, 11, 2}}}},
		// Counting down 10..1 (10 iterations) on 3 threads: 4,3,3.
		{"down", Balanced, 10, 1, -1, 0, 3, [][]Range{{{10, 7, -1}}, {{6, 4, -1}}, {{3, 1, -1}}}},
		{"zero trip", Balanced, 5, 4, 1, 0, 2, [][]Range{nil, nil}},
		{"one thread", Greedy, 0, 99, 1, 0, 1, [][]Range{{{0, 99, 1}}}},
		{"chunk > trip", Balanced, 0, 2, 1, 8, 2, [][]Range{{{0, 2, 1}}, nil}},
	}
	for _, tc := range tests {
		got, err := StaticScheduleWith(tc.policy, tc.lower, tc.upper, tc.incr, tc.chunk, tc.threads)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestStaticScheduleNaive(t *testing.T) {
	for _, policy := range []StaticPolicy{Balanced, Greedy} {
		for _, incr := range []int64{1, 3, -2} {
			for n := int64(0); n <= 40; n++ {
				for threads := 1; threads <= 9; threads++ {
					for chunk := int64(0); chunk <= 6; chunk++ {
						lower := int64(7)
						upper := lower + (n-1)*incr
						if n == 0 {
							upper = lower - incr // zero-trip
						}
						got, err := StaticScheduleWith(policy, lower, upper, incr, chunk, threads)
						if err != nil {
							t.Fatal(err)
						}
						want := groupOwners(naiveOwners(policy, n, chunk, threads), lower, incr, threads)
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("%s n=%d incr=%d P=%d chunk=%d: got %v, want %v", policy, n, incr, threads, chunk, got, want)
						}
					}
				}
			}
		}
	}
}

func TestStaticScheduleErrors(t *testing.T) {
	for _, tc := range []struct {
		lower, upper, incr int64
		threads            int
	}{{0, 9, 1, 0}, {0, 9, 0, 2}, {-1 << 63, 1<<63 - 1, 1, 2}} {
		if _, err := StaticSchedule(tc.lower, tc.upper, tc.incr, 0, tc.threads); err == nil {
			t.Errorf("StaticSchedule(%d, %d, %d, 0, %d): no error", tc.lower, tc.upper, tc.incr, tc.threads)
		}
	}
	if _, err := StaticScheduleWith(StaticPolicy(7), 0, 9, 1, 0, 2); err == nil {
		t.Error("unknown policy: no error")
	}
}

// TestStaticScheduleLibomp runs parallel/testdata/static_sched.c under
// libomp and compares the thread of every iteration with StaticSchedule.
func TestStaticScheduleLibomp(t *testing.T) {
	if testing.Short() {
		t.Skip("runs an OpenMP program")
	}
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	bin := filepath.Join(t.TempDir(), "static_sched")
	out, err := exec.Command(clang, "-fopenmp", "-O0", "-o", bin, filepath.Join("testdata", "static_sched.c")).CombinedOutput()
	if err != nil {
		t.Skipf("cannot build with -fopenmp (libomp missing?): %v: %s", err, out)
	}
	type run struct {
		lo, hi, st, chunk int64
	}
	var runs []run
	for _, n := range []int64{0, 1, 3, 7, 8, 9, 10, 17, 100} {
		for _, chunk := range []int64{0, 1, 3, 4} {
			runs = append(runs, run{0, n, 1, chunk})
		}
	}
	runs = append(runs, run{5, 50, 3, 0}, run{5, 50, 3, 2}, run{-4, 37, 2, 0})
	for _, threads := range []int{1, 2, 3, 4, 5, 8} {
		for _, r := range runs {
			for _, policy := range []StaticPolicy{Balanced, Greedy} {
				env := []string{fmt.Sprintf("OMP_NUM_THREADS=%d", threads), "OMP_DYNAMIC=false", "OMP_WAIT_POLICY=passive"}
				if policy == Greedy {
					if r.chunk > 0 {
						continue // the policy only affects unchunked loops
					}
					env = append(env, "KMP_SCHEDULE=static,greedy")
				}
				measured := runStaticSched(t, bin, env, r.lo, r.hi, r.st, r.chunk, threads)
				trip := int64(0)
				if r.hi > r.lo {
					trip = (r.hi - r.lo + r.st - 1) / r.st
				}
				last := r.lo + (trip-1)*r.st
				got, err := StaticScheduleWith(policy, r.lo, last, r.st, r.chunk, threads)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, measured) {
					t.Errorf("%s P=%d for(i=%d;i<%d;i+=%d) chunk %d: StaticSchedule %v, libomp %v",
						policy, threads, r.lo, r.hi, r.st, r.chunk, got, measured)
				}
			}
		}
	}
}

func runStaticSched(t *testing.T, bin string, env []string, lo, hi, st, chunk int64, threads int) [][]Range {
	t.Helper()
	cmd := exec.Command(bin, strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10), strconv.FormatInt(st, 10), strconv.FormatInt(chunk, 10))
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v: %s", bin, err, stderr.String())
	}
	var owner []int
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) != 2 {
			t.Fatalf("bad line %q", sc.Text())
		}
		tid, err := strconv.Atoi(f[1])
		if err != nil || tid < 0 || tid >= threads {
			t.Fatalf("bad thread in %q", sc.Text())
		}
		owner = append(owner, tid)
	}
	return groupOwners(owner, lo, st, threads)
}

// ExampleStaticSchedule splits 10 iterations over 4 threads as libomp 14
// does by default, then in chunks of 2.
func ExampleStaticSchedule() {
	blocked, _ := StaticSchedule(0, 9, 1, 0, 4)
	chunked, _ := StaticSchedule(0, 9, 1, 2, 4)
	for tid := range blocked {
		fmt.Println(tid, blocked[tid], chunked[tid])
	}
	// Output:
	// 0 [0..2] [0..1 8..9]
	// 1 [3..5] [2..3]
	// 2 [6..7] [4..5]
	// 3 [8..9] [6..7]
}
