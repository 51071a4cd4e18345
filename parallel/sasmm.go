package parallel

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// StackSpacing is the distance between two cores' private stacks in the
// model: libomp's default worker stack size on Linux x86-64 (4 MiB,
// KMP_DEFAULT_STKSIZE) rounded up to 8 MiB, the main thread's default stack
// limit, so frames keep their set alignment from core to core.
const StackSpacing = 8 << 20

// Plan says how a static trace runs on several cores: which calls are
// parallel regions and how each work-shared loop splits.
type Plan struct {
	Regions map[*statictrace.Call]bool
	Work    map[*loops.Loop]reuse.Split
	// Notes lists approximations (dynamic schedules, loops not found).
	Notes []string
}

// NewPlan maps regions (from Find on the trace's module) onto trace t. A
// work-shared loop is the k-th outermost loop, in trace order, of the
// function holding the k-th init call of that function: the loop itself
// for schedule(static), the chunk (dispatch) loop around it otherwise, whose
// iterations are chunks handed out round-robin. Dynamic and guided
// schedules are modelled as that round-robin (the runtime's real order
// depends on timing).
func NewPlan(t *statictrace.Trace, regions []omp.Region) (*Plan, error) {
	p := &Plan{Regions: map[*statictrace.Call]bool{}, Work: map[*loops.Loop]reuse.Split{}}
	byFork := map[*ir.InstCall]*omp.Region{}
	for i := range regions {
		byFork[regions[i].Fork] = &regions[i]
	}
	found := 0
	var visit func(items []statictrace.Item, r *omp.Region)
	visit = func(items []statictrace.Item, r *omp.Region) {
		for _, it := range items {
			switch x := it.(type) {
			case *statictrace.Loop:
				visit(x.Body, r)
			case *statictrace.Call:
				inner := r
				if fc, ok := x.Site.IR.(*ir.InstCall); ok && byFork[fc] != nil {
					if r != nil {
						p.Notes = append(p.Notes, "a parallel region nested in another runs on the cores of the outer one")
					} else {
						inner = byFork[fc]
						p.Regions[x] = true
						found++
					}
				}
				if inner != nil {
					p.mapLoops(x, inner)
				}
				visit(x.Body, inner)
			case *statictrace.Branch:
				for _, arm := range x.Arms {
					visit(arm, r)
				}
			}
		}
	}
	visit(t.Body, nil)
	if found == 0 && len(regions) > 0 {
		p.Notes = append(p.Notes, "no parallel region lies on the most probable path")
	}
	return p, nil
}

// mapLoops assigns the work-shared loops of region r whose function is the
// callee of call x to the outermost loops of x's body.
func (p *Plan) mapLoops(x *statictrace.Call, r *omp.Region) {
	var mine []*omp.WorkLoop
	for _, wl := range r.Loops {
		if wl.Func == x.Frame.Func.IR {
			mine = append(mine, wl)
		}
	}
	if len(mine) == 0 {
		return
	}
	var outer []*statictrace.Loop
	for _, it := range x.Body {
		if l, ok := it.(*statictrace.Loop); ok {
			outer = append(outer, l)
		}
	}
	for k, wl := range mine {
		if k >= len(outer) {
			p.Notes = append(p.Notes, fmt.Sprintf("work-shared loop %d of %s is not on the most probable path; its region runs whole on every core", k+1, wl.Func.Name()))
			continue
		}
		chunked := wl.Dynamic || wl.Sched.Chunked()
		if wl.Dynamic {
			p.Notes = append(p.Notes, fmt.Sprintf("%s: %s schedule modelled as chunks handed out round-robin", wl.Func.Name(), wl.Sched))
		}
		p.Work[outer[k].Loop] = split(chunked)
	}
}

// split returns the iteration split of a work-shared loop: the static
// schedule's contiguous blocks, or (chunked) single iterations of the chunk
// loop round-robin.
func split(chunked bool) reuse.Split {
	chunk := int64(0)
	if chunked {
		chunk = 1
	}
	return func(n int64, cores int) [][][2]int64 {
		out := make([][][2]int64, cores)
		rs, err := omp.StaticSchedule(0, n-1, 1, chunk, cores)
		if err != nil {
			return out
		}
		for c, list := range rs {
			for _, r := range list {
				out[c] = append(out[c], [2]int64{r.First, r.Last})
			}
		}
		return out
	}
}

// LevelPrediction is one level of a parallel prediction.
type LevelPrediction struct {
	Name   string
	Shared bool
	// HitRate is the global hit rate: for the private level the average of
	// the cores' rates weighted by their accesses, for a shared level the
	// rate of the interleaved stream of all cores.
	HitRate float64
	// LocalHitRate is the rate among the accesses that missed the levels above.
	LocalHitRate float64
	PerCore      []float64
	// PerCoreAccesses are the accesses of each core's private trace.
	PerCoreAccesses []float64
}

// Prediction is the SASMM prediction for one core count.
type Prediction struct {
	Cores      int
	Interleave string
	Levels     []LevelPrediction
}

// Options of Predict.
type Options struct {
	Static  reuse.StaticOptions // Line must equal the levels' line
	Uniform bool                // random interleaving instead of round-robin
	Seed    int64
}

// Predict computes the private (first level, per core) and shared (every
// further level) hit rates of trace t on cores cores (SASMM: per-core
// private traces give PRD profiles, the interleaved trace the CRD profile).
// Every site's weights are scaled by the sequential walk's exact count over
// its weight, so one core reproduces the sequential analysis.
func Predict(t *statictrace.Trace, plan *Plan, levels []cache.Level, cores int, opts Options) (*Prediction, error) {
	if cores < 1 {
		return nil, fmt.Errorf("core count %d is not positive", cores)
	}
	scale, err := siteScale(t, opts.Static, cores)
	if err != nil {
		return nil, err
	}
	mk := func(core int) *reuse.Cores {
		return &reuse.Cores{N: cores, Core: core, Regions: plan.Regions, Work: plan.Work, Spacing: StackSpacing,
			Uniform: opts.Uniform, Seed: opts.Seed, Scale: scale}
	}
	out := &Prediction{Cores: cores, Interleave: "round-robin"}
	if opts.Uniform {
		out.Interleave = "uniform"
	}
	priv := LevelPrediction{Name: levels[0].Name}
	var hits, total float64
	for c := 0; c < cores; c++ {
		o := opts.Static
		o.Cores = mk(c)
		rates, _, err := reuse.StaticHierarchyRates(t, levels[:1], o)
		if err != nil {
			return nil, err
		}
		acc := rates[0].Hits + rates[0].Misses
		priv.PerCore = append(priv.PerCore, rates[0].HitRate)
		priv.PerCoreAccesses = append(priv.PerCoreAccesses, acc)
		hits += rates[0].Hits
		total += acc
	}
	if total > 0 {
		priv.HitRate = hits / total
	}
	priv.LocalHitRate = priv.HitRate
	out.Levels = append(out.Levels, priv)
	prev := priv.HitRate
	for _, l := range levels[1:] {
		o := opts.Static
		o.Cores = mk(-1)
		rates, _, err := reuse.StaticHierarchyRates(t, []cache.Level{l}, o)
		if err != nil {
			return nil, err
		}
		h := rates[0].HitRate
		cum := max(h, prev)
		lp := LevelPrediction{Name: l.Name, Shared: true, HitRate: h}
		if prev < 1 {
			lp.LocalHitRate = (cum - prev) / (1 - prev)
		}
		out.Levels = append(out.Levels, lp)
		prev = cum
	}
	return out, nil
}

// CoreProfiles returns the private reuse profile (PRD, plain line distances)
// of every core of a cores-core run of trace t, scaled like Predict's, for
// models that need only a profile (a sweep over many geometries).
func CoreProfiles(t *statictrace.Trace, plan *Plan, cores int, opts reuse.StaticOptions) ([]*reuse.StaticResult, error) {
	if cores < 1 {
		return nil, fmt.Errorf("core count %d is not positive", cores)
	}
	opts.Sets = 0
	scale, err := siteScale(t, opts, cores)
	if err != nil {
		return nil, err
	}
	var out []*reuse.StaticResult
	for c := 0; c < cores; c++ {
		o := opts
		o.Cores = &reuse.Cores{N: cores, Core: c, Regions: plan.Regions, Work: plan.Work, Spacing: StackSpacing, Scale: scale}
		r, err := reuse.Static(t, o)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// PrivateHitRate returns the hit rate of the private level of a cores-core
// run of trace t as a function of the level's geometry: every core's profile
// (CoreProfiles) under model m, weighted by the core's accesses; and the
// accesses of all cores.
func PrivateHitRate(t *statictrace.Trace, plan *Plan, cores int, opts reuse.StaticOptions, m cache.Model) (func(cache.Level) float64, float64, error) {
	profs, err := CoreProfiles(t, plan, cores, opts)
	if err != nil {
		return nil, 0, err
	}
	total := 0.0
	for _, p := range profs {
		total += p.Profile.Total()
	}
	return func(l cache.Level) float64 {
		h := 0.0
		for _, p := range profs {
			h += cache.HitRate(m, l, p.Profile) * p.Profile.Total()
		}
		if total == 0 {
			return 0
		}
		return h / total
	}, total, nil
}

// siteScale returns every site's exact count over its weight in the
// sequential walk (reuse.Cores.Scale): one core then reproduces the
// sequential analysis, and each core's walk gets its share of the counts.
func siteScale(t *statictrace.Trace, opts reuse.StaticOptions, cores int) (map[*irreader.Access]float64, error) {
	// Walked as the cores' walks are (every iteration on one core, sampled
	// on several: reuse.Cores), so that the weights match theirs.
	opts.Cores, opts.Sample = nil, opts.Sample || cores > 1
	seq, err := reuse.Static(t, opts)
	if err != nil {
		return nil, err
	}
	scale := map[*irreader.Access]float64{}
	for _, s := range t.AccessSites() {
		if raw := seq.Raw[s.Acc]; raw > 0 {
			scale[s.Acc] += s.Count / raw
		}
	}
	return scale, nil
}

// Served returns the share of all accesses served by levels 0..k: the
// private rate, then each shared level's local rate applied to what the
// levels above missed.
func (p *Prediction) Served(k int) float64 {
	s := 0.0
	for i := 0; i <= k && i < len(p.Levels); i++ {
		s += p.Levels[i].LocalHitRate * (1 - s)
	}
	return s
}
