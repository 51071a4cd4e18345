package omp

// The arithmetic of this file is libomp's __kmp_for_static_init
// (llvm-project openmp/runtime/src/kmp_sched.cpp, release/14.x), the routine
// behind __kmpc_for_static_init_4/4u/8/8u: case kmp_sch_static with its
// kmp_sch_static_balanced and kmp_sch_static_greedy variants, and case
// kmp_sch_static_chunked together with the loop clang emits around it
// (lower += stride; upper += stride; upper = min(upper, global upper)).
// See doc.go for the formulas.

import "fmt"

// Range is the iterations First, First+Incr, …, Last of a loop variable;
// Last is always reached exactly (Last = First + k*Incr for some k ≥ 0).
type Range struct {
	First, Last, Incr int64
}

// Len returns the number of iterations in r.
func (r Range) Len() int64 { return (r.Last-r.First)/r.Incr + 1 }

// String formats r as "first..last" or "first..last step incr".
func (r Range) String() string {
	if r.Incr == 1 {
		return fmt.Sprintf("%d..%d", r.First, r.Last)
	}
	return fmt.Sprintf("%d..%d step %d", r.First, r.Last, r.Incr)
}

// StaticPolicy is how libomp splits an unchunked static loop (kmp_sch_static),
// chosen at run time by KMP_SCHEDULE=static,balanced or static,greedy.
type StaticPolicy int

const (
	// Balanced gives ⌊n/P⌋+1 iterations to the first n mod P threads and
	// ⌊n/P⌋ to the rest (kmp_sch_static_balanced, 41). It is what libomp 14
	// does by default: KMP_SETTINGS=1 reports KMP_SCHEDULE='static,balanced'
	// and parallel/testdata/static_sched.c measures it.
	Balanced StaticPolicy = iota
	// Greedy gives ⌈n/P⌉ iterations to each thread in turn until they run
	// out, so the last threads may get fewer or none (kmp_sch_static_greedy,
	// 40, the initial value of __kmp_static in kmp_global.cpp).
	Greedy
)

// String returns "balanced" or "greedy".
func (p StaticPolicy) String() string {
	switch p {
	case Balanced:
		return "balanced"
	case Greedy:
		return "greedy"
	}
	return fmt.Sprintf("StaticPolicy(%d)", int(p))
}

// StaticSchedule returns, for each of threads threads, the iterations of
// lower, lower+incr, … up to upper (inclusive, libomp's convention) that
// libomp 14's static schedule with its default Balanced policy gives it.
// chunk ≤ 0 is the unchunked schedule(static) (kmp_sch_static, 34);
// chunk ≥ 1 is schedule(static, chunk) (kmp_sch_static_chunked, 33), whose
// chunks go round-robin and whose threads get several Ranges each.
// A thread with no iterations gets a nil slice.
func StaticSchedule(lower, upper, incr, chunk int64, threads int) ([][]Range, error) {
	return StaticScheduleWith(Balanced, lower, upper, incr, chunk, threads)
}

// StaticScheduleWith is StaticSchedule under the given unchunked policy
// (the policy does not affect chunked schedules).
func StaticScheduleWith(policy StaticPolicy, lower, upper, incr, chunk int64, threads int) ([][]Range, error) {
	if threads < 1 {
		return nil, fmt.Errorf("static schedule: %d threads, need at least 1", threads)
	}
	if incr == 0 {
		return nil, fmt.Errorf("static schedule: increment 0")
	}
	if policy != Balanced && policy != Greedy {
		return nil, fmt.Errorf("static schedule: unknown policy %d", int(policy))
	}
	out := make([][]Range, threads)
	trip, err := tripCount(lower, upper, incr)
	if err != nil || trip == 0 {
		return out, err
	}
	nth := uint64(threads)
	// span returns the iterations with trip indices [from, to) as a Range.
	span := func(from, to uint64) Range {
		return Range{First: lower + int64(from)*incr, Last: lower + int64(to-1)*incr, Incr: incr}
	}
	if threads == 1 {
		// libomp returns the whole range to a single thread, chunked or not.
		out[0] = []Range{span(0, trip)}
		return out, nil
	}
	if chunk >= 1 {
		c := uint64(chunk)
		if c > trip {
			c = trip // libomp clamps the chunk to the trip count
		}
		nchunks := trip/c + boolU(trip%c != 0)
		for k := uint64(0); k < nchunks; k++ {
			tid := k % nth
			out[tid] = append(out[tid], span(k*c, minU((k+1)*c, trip)))
		}
		return out, nil
	}
	for tid := uint64(0); tid < nth; tid++ {
		var from, to uint64
		switch {
		case trip < nth:
			// Fewer iterations than threads: one each to the first trip threads.
			from, to = tid, minU(tid+1, trip)
		case policy == Balanced:
			small, extras := trip/nth, trip%nth
			from = tid*small + minU(tid, extras)
			to = from + small + boolU(tid < extras)
		default: // Greedy
			big := trip/nth + boolU(trip%nth != 0)
			from, to = tid*big, minU((tid+1)*big, trip)
		}
		if from < to {
			out[tid] = []Range{span(from, to)}
		}
	}
	return out, nil
}

// tripCount returns the number of iterations of lower..upper step incr, as
// kmp_sched.cpp computes it, or an error when it does not fit in int64.
func tripCount(lower, upper, incr int64) (uint64, error) {
	if incr > 0 && upper < lower || incr < 0 && lower < upper {
		return 0, nil // zero-trip loop
	}
	hi, lo := upper, lower
	step := uint64(incr)
	if incr < 0 {
		hi, lo = lower, upper
		step = uint64(-incr)
	}
	diff := uint64(hi) - uint64(lo) // exact: hi ≥ lo, difference < 2^64
	n := diff/step + 1
	// maxTrip keeps trip indices times incr inside int64 for any realistic loop.
	const maxTrip = 1 << 62
	if n == 0 || n > maxTrip {
		return 0, fmt.Errorf("static schedule: %d..%d step %d has too many iterations", lower, upper, incr)
	}
	return n, nil
}

func minU(a, b uint64) uint64 {
	if a < b {
		return a
	}
	return b
}

func boolU(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
