package reuse

import (
	"math/rand"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// Cores makes the static walk an OpenMP walk on N cores, as SASMM builds its
// traces (Barai et al., "PPT-SASMM: Scalable Analytical Shared Memory
// Model: Predicting the Performance of Multicore Caches from a
// Single-Threaded Execution Trace", MEMSYS 2020): the
// sequential part runs on core 0; the body of a parallel region runs once on
// every core, each with its private frame (Spacing bytes below the previous
// core's); a work-shared loop gives each core the iterations Work assigns
// it. With Core >= 0 the walk is that core's private trace (its PRD
// profile); with Core = -1 it is the shared trace (CRD profile): the cores'
// region bodies interleaved, one work-shared iteration of every core in turn
// (round-robin, or in an order drawn at random with Seed per step when
// Uniform). The package parallel builds Cores from the OpenMP runtime calls.
type Cores struct {
	N    int
	Core int
	// Regions are the fork calls (omp.ForkCall) whose bodies every core runs.
	Regions map[*statictrace.Call]bool
	// Work maps the work-shared loops to their schedule.
	Work map[*loops.Loop]Split
	// Spacing is the distance in bytes between consecutive cores' stacks.
	Spacing uint64
	Uniform bool
	Seed    int64
	// Scale, when not nil, multiplies every site's walk weights (in place of
	// scaling each site to its exact count, which a core's share is not):
	// the sequential walk's exact count over its weight (StaticResult.Raw).
	Scale map[*irreader.Access]float64
}

// Split returns, for a work-shared loop instance of n iterations, the
// iteration index ranges [first, last] of each of cores cores.
type Split func(n int64, cores int) [][][2]int64

// region walks a parallel region's body: on the private core, or on every
// core interleaved (the shared walk).
func (w *walker) region(x *statictrace.Call, a *statictrace.Activation, weight float64) {
	w.inRegion++
	defer func() { w.inRegion-- }()
	if w.cores.Core >= 0 {
		b := w.t.Enter(a, x)
		b.Shift(uint64(w.cores.Core) * w.cores.Spacing)
		w.seq(x.Body, b, weight)
		return
	}
	acts := make([]*statictrace.Activation, w.cores.N)
	for c := range acts {
		acts[c] = w.t.Enter(a, x)
		acts[c].Shift(uint64(c) * w.cores.Spacing)
	}
	w.multi(x.Body, acts, weight)
}

// order returns the order in which the cores take their turn at one step.
func (w *walker) order() []int {
	n := w.cores.N
	out := make([]int, n)
	for c := range out {
		out[c] = c
	}
	if w.cores.Uniform {
		if w.rng == nil {
			w.rng = rand.New(rand.NewSource(w.cores.Seed))
		}
		w.rng.Shuffle(n, func(i, j int) { out[i], out[j] = out[j], out[i] })
	}
	return out
}

// multi walks items on every core: each access once per core, calls entered
// per core, a work-shared loop in lockstep and any other loop core by core.
func (w *walker) multi(items []statictrace.Item, acts []*statictrace.Activation, weight float64) {
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			for _, c := range w.order() {
				w.ref(x, acts[c], weight)
			}
		case *statictrace.Call:
			next := make([]*statictrace.Activation, len(acts))
			for c := range acts {
				next[c] = w.t.Enter(acts[c], x)
			}
			w.multi(x.Body, next, weight)
		case *statictrace.Loop:
			if split := w.cores.Work[x.Loop]; split != nil {
				w.lockstep(x, acts, weight, split)
				continue
			}
			for _, c := range w.order() {
				w.loop(x, acts[c], weight)
			}
		case *statictrace.Branch:
			if x.Exit != nil {
				// A loop's exit: the cores' walks stay in the iteration
				// (exitWalks); after the loop, the path's exit.
				if x.After {
					arm := x.Default
					for _, c := range w.order() {
						arm, _ = takeAfter(w.t, x, acts[c], w.exits.leftBy)
					}
					w.multi(x.Arms[arm], acts, weight)
				}
				continue
			}
			// Each core takes the arm its own counters select: together
			// when they all take the same, else one after the other.
			arms := make([]int, len(acts))
			same := true
			for c := range acts {
				arms[c] = w.arm(acts[c], x)
				same = same && arms[c] == arms[0]
			}
			if same {
				w.multi(x.Arms[arms[0]], acts, weight)
				continue
			}
			for _, c := range w.order() {
				w.seq(x.Arms[arms[c]], acts[c], weight)
			}
		}
	}
}

// lockstep walks a work-shared loop on every core at once: the cores' k-th
// ranges together, each step of the sampled walk taken by every core in
// turn (a core whose range is shorter sits the step out).
func (w *walker) lockstep(lp *statictrace.Loop, acts []*statictrace.Activation, weight float64, split Split) {
	N, wt, _ := instanceTrip(lp, acts[0], weight, false)
	if N == 0 {
		return
	}
	step := stepIn(lp, acts[0])
	start, _ := acts[0].Start(lp.Loop)
	ranges := split(N, w.cores.N)
	most := 0
	for _, rs := range ranges {
		most = max(most, len(rs))
	}
	for r := 0; r < most; r++ {
		longest := int64(0)
		for _, rs := range ranges {
			if r < len(rs) {
				longest = max(longest, rs[r][1]-rs[r][0]+1)
			}
		}
		t0 := w.eng.now()
		steps := w.plan(lp, acts[0], start, longest) // no quiet classes across cores (quietClasses)
		w.nest++
		for _, st := range steps {
			for _, c := range w.order() {
				if r >= len(ranges[c]) {
					continue
				}
				first, count := ranges[c][r][0], ranges[c][r][1]-ranges[c][r][0]+1
				s := start + first*step
				if st.phantom {
					w.phantom(lp, acts[c], s, step, st.lo, min(st.hi, count-1), t0)
					continue
				}
				if st.i >= count {
					continue
				}
				acts[c].SetIV(lp.Loop, s+st.i*step)
				w.seq(lp.Body, acts[c], wt*st.wt)
			}
		}
		w.nest--
		for c := range acts {
			if r < len(ranges[c]) {
				acts[c].SetIV(lp.Loop, start+(ranges[c][r][1]+1)*step)
			}
		}
	}
}
