package pipeline

import (
	"fmt"
	"strconv"

	"github.com/reusescope/reusescope/attrib"
	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

// ParamValues returns the value of every Lua parameter: its default, or the
// --set value.
func (s *Session) ParamValues() map[string]float64 {
	out := s.Env.Defaults()
	for k, v := range s.opts.Set {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			// A non-numeric --set value is for the Lua script only.
			continue
		}
		out[k] = x
	}
	// Parameters computed from others (kernel(n / 3)), unless set.
	for _, p := range s.Env.Computed() {
		if _, set := out[p.Name]; !set {
			if v, ok := p.ParamValue(out); ok {
				out[p.Name] = v
			}
		}
	}
	return out
}

// Trace builds the loop-annotated static trace of the root function from
// the probabilities vals and the counts res they gave. It holds the exits
// of loops that leave from several blocks (statictrace.Input.Exits), which
// a whole walk evaluates iteration by iteration.
func (s *Session) Trace(vals balance.Probs, res *balance.Result) (*statictrace.Trace, error) {
	return s.traceWith(vals, res, nil, false)
}

// countTrace is the trace the walk that counts branches takes
// (walkBranches): it holds the branches of rootBranches (blocks of the
// root outside its loops) as Branches (statictrace.Input.RootBranches),
// and the exits of loops that leave from several blocks
// (statictrace.Input.Exits), each exit's path held only where it allocates
// nothing, else the loop test's alone (statictrace.Input.Counting).
func (s *Session) countTrace(vals balance.Probs, res *balance.Result, rootBranches map[*irreader.Block]bool) (*statictrace.Trace, error) {
	return s.traceWith(vals, res, rootBranches, true)
}

func (s *Session) traceWith(vals balance.Probs, res *balance.Result, rootBranches map[*irreader.Block]bool, counting bool) (*statictrace.Trace, error) {
	t, err := statictrace.Build(&statictrace.Input{Module: s.Module, Root: s.Root, Graphs: s.Graphs, Nests: s.Nests,
		Env: s.Env, Counts: res, Probs: vals, Params: s.ParamValues(), Recursion: s.derivedRecursion(), Guessed: s.guessedBlocks(), UserProbs: s.opts.ProbsFile != "",
		RootBranches: rootBranches, Exits: true, Counting: counting})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.Module.Path, err)
	}
	if len(t.AccessSites()) > 0 {
		return t, nil
	}
	if u := s.unfollowed(res); len(u) > 0 {
		// Whatever accesses the program makes are in code the analysis
		// does not follow: say so rather than "no memory access".
		what := map[string]string{
			estimate.KindPointer:   "calls through a function pointer whose target the module does not fix",
			estimate.KindExit:      "registers a function the run calls at exit, after main returns",
			estimate.KindInit:      "initialises a global before main",
			estimate.KindLongjmp:   "jumps back to a setjmp",
			estimate.KindRecursion: "recurses a number of times that rests on a cap",
			estimate.KindThreads:   "sets the number of OpenMP threads the analysis does not model",
		}[u[0].Kind]
		return nil, fmt.Errorf("%s: %s makes no memory access the analysis follows: %s at line %d %s, and what that runs is in no result", s.Module.Path, irreader.Demangle(s.Root.Name), irreader.Demangle(u[0].Func), u[0].Line, what)
	}
	return t, nil
}

// guessedBlocks returns the blocks whose branches' probabilities are
// heuristic estimates (not the assumptions of error exits, allocation
// failures and exceptions, which a run that completes makes), for the
// trace (statictrace.Input.Guessed). A user's probabilities are taken as
// given.
func (s *Session) guessedBlocks() map[*irreader.Block]bool {
	if s.opts.ProbsFile != "" {
		return nil
	}
	out := map[*irreader.Block]bool{}
	for i, site := range s.Sites {
		if site.Estimated == "" || assumption(site.Estimated) || i >= len(s.CFGSites) {
			continue
		}
		cs := s.CFGSites[i]
		out[cs.Func.Blocks[cs.Block]] = true
	}
	return out
}

// StaticReuse builds the trace and computes its static reuse profile.
func (s *Session) StaticReuse(vals balance.Probs, res *balance.Result, opts reuse.StaticOptions) (*statictrace.Trace, *reuse.StaticResult, error) {
	t, err := s.Trace(vals, res)
	if err != nil {
		return nil, nil, err
	}
	r, err := reuse.Static(t, opts)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", s.Module.Path, err)
	}
	return t, r, nil
}

// RateOptions says what Session.Rates gives beside the levels' hit rates.
type RateOptions struct {
	// Sites asks for the cost of every access site (StaticSites), which
	// Attribute groups.
	Sites bool
	// Bounds asks for the levels' bounds (LevelRates.Bounds) under the
	// model that has them: sets, whose walk is an LRU simulation of the
	// walked addresses. They need the sites' costs, which are then given
	// too.
	Bounds bool
}

// LevelRates are the hit rates Session.Rates predicts for a hierarchy.
type LevelRates struct {
	Rates []cache.LevelRate
	// Walk is the plain walk's result, or the first level's walk under
	// the sets model.
	Walk *reuse.StaticResult
	// Sites are the access sites' costs, when asked for or bounded.
	Sites []attrib.SiteCost
	// Bounded reports that the levels have bounds: the sets model, with
	// RateOptions.Bounds.
	Bounded bool

	s      *Session
	vals   balance.Probs
	res    *balance.Result
	levels []cache.Level
	opts   reuse.StaticOptions
	est    *estimate.Estimate
}

// Rates predicts the hit rates of levels (all of line opts.Line) under
// model m, the one place a command chooses the walks by the model: the
// plain static profile for sdcm, fa-lru and authors, one set-distance walk
// per level for the sets model (StaticRates, or StaticRatesBy when ro asks
// for the sites' costs or the bounds).
func (s *Session) Rates(vals balance.Probs, res *balance.Result, levels []cache.Level, m cache.Model, opts reuse.StaticOptions, est *estimate.Estimate, ro RateOptions) (*LevelRates, error) {
	out := &LevelRates{Bounded: ro.Bounds && m == cache.Sets, s: s, vals: vals, res: res, levels: levels, opts: opts, est: est}
	var err error
	if ro.Sites || out.Bounded {
		out.Rates, out.Walk, out.Sites, err = s.StaticRatesBy(vals, res, levels, m, opts, est)
	} else {
		out.Rates, out.Walk, err = s.StaticRates(vals, res, levels, m, opts)
	}
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Bounds returns the levels' bounds (Session.Bounds) with the
// unevaluated addresses, heap placement and mean trips of walk (Walk, or
// the plain walk of the same trace), nil unless Bounded. They are computed
// when asked, from the estimate as it is then (with what
// Session.AddAddresses adds to it).
func (r *LevelRates) Bounds(walk *reuse.StaticResult) []estimate.Bounds {
	if !r.Bounded {
		return nil
	}
	return r.s.Bounds(r.vals, r.res, r.levels, r.opts, r.est, r.Rates, r.Sites, walk)
}

// StaticRates predicts the hit rates of levels (all of line opts.Line)
// under model m: from the plain static profile for sdcm, fa-lru and
// authors, or from the set-distance walks of reuse.StaticHierarchyRates for
// the sets model. The result returned is the plain
// walk's, or the first level's for the sets model.
func (s *Session) StaticRates(vals balance.Probs, res *balance.Result, levels []cache.Level, m cache.Model, opts reuse.StaticOptions) ([]cache.LevelRate, *reuse.StaticResult, error) {
	rates, walks, err := s.staticWalks(vals, res, levels, m, opts)
	if err != nil {
		return nil, nil, err
	}
	return rates, walks[0], nil
}

// StaticRatesBy is StaticRates with the cost of every access site
// (StaticSites), which Attribute groups; est marks the sites that rest on
// estimates.
func (s *Session) StaticRatesBy(vals balance.Probs, res *balance.Result, levels []cache.Level, m cache.Model, opts reuse.StaticOptions, est *estimate.Estimate) ([]cache.LevelRate, *reuse.StaticResult, []attrib.SiteCost, error) {
	t, err := s.Trace(vals, res)
	if err != nil {
		return nil, nil, nil, err
	}
	return s.ratesByOn(t, levels, m, opts, est)
}

// ratesByOn is StaticRatesBy on the built trace t.
func (s *Session) ratesByOn(t *statictrace.Trace, levels []cache.Level, m cache.Model, opts reuse.StaticOptions, est *estimate.Estimate) ([]cache.LevelRate, *reuse.StaticResult, []attrib.SiteCost, error) {
	opts.PerSite = true
	rates, walks, err := s.walksOn(t, levels, m, opts)
	if err != nil {
		return nil, nil, nil, err
	}
	return rates, walks[0], attrib.Static(levels, m, walks, est), nil
}

// staticWalks runs the walks of StaticRates, one per level: for the sets
// model those of reuse.StaticHierarchyRates, for the others the one plain
// walk every level shares.
func (s *Session) staticWalks(vals balance.Probs, res *balance.Result, levels []cache.Level, m cache.Model, opts reuse.StaticOptions) ([]cache.LevelRate, []*reuse.StaticResult, error) {
	t, err := s.Trace(vals, res)
	if err != nil {
		return nil, nil, err
	}
	return s.walksOn(t, levels, m, opts)
}

// walksOn is staticWalks on the built trace t.
func (s *Session) walksOn(t *statictrace.Trace, levels []cache.Level, m cache.Model, opts reuse.StaticOptions) ([]cache.LevelRate, []*reuse.StaticResult, error) {
	if m != cache.Sets {
		r, err := reuse.Static(t, opts)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", s.Module.Path, err)
		}
		walks := make([]*reuse.StaticResult, len(levels))
		for k := range walks {
			walks[k] = r
		}
		return cache.HierarchyRates(m, levels, r.Profile), walks, nil
	}
	rates, walks, err := reuse.StaticHierarchyRates(t, levels, opts)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", s.Module.Path, err)
	}
	return rates, walks, nil
}

// GeometryRates returns the hit rate of any of levels under model m: for
// sdcm, fa-lru and authors from the plain static profile p, for the sets
// model from one set-distance walk per distinct number of sets among levels
// (reuse.StaticGeometryRates: the levels are geometries side by side, not a
// hierarchy), looked up by size and associativity.
func (s *Session) GeometryRates(vals balance.Probs, res *balance.Result, levels []cache.Level, m cache.Model, opts reuse.StaticOptions, p *cache.Profile) (func(cache.Level) float64, error) {
	if m != cache.Sets {
		return func(l cache.Level) float64 { return cache.HitRate(m, l, p) }, nil
	}
	type geom struct {
		size  int64
		assoc int
	}
	byGeom := map[geom]float64{}
	if len(levels) > 0 {
		t, err := s.Trace(vals, res)
		if err != nil {
			return nil, err
		}
		rates, _, err := reuse.StaticGeometryRates(t, levels, opts)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Module.Path, err)
		}
		for _, r := range rates {
			byGeom[geom{r.Level.SizeBytes, r.Level.Assoc}] = r.HitRate
		}
	}
	return func(l cache.Level) float64 { return byGeom[geom{l.SizeBytes, l.Assoc}] }, nil
}

// PredictCores runs the parallel model (parallel.Predict) for every core
// count, on the trace of the probabilities vals and the counts res they gave.
func (s *Session) PredictCores(vals balance.Probs, res *balance.Result, levels []cache.Level, counts []int, opts parallel.Options) ([]*parallel.Prediction, error) {
	t, err := s.Trace(vals, res)
	if err != nil {
		return nil, err
	}
	plan, err := s.Plan(t)
	if err != nil {
		return nil, err
	}
	var out []*parallel.Prediction
	for _, n := range counts {
		p, err := parallel.Predict(t, plan, levels, n, opts)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Module.Path, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// Plan maps the module's OpenMP regions onto trace t for the parallel model.
func (s *Session) Plan(t *statictrace.Trace) (*parallel.Plan, error) {
	if s.regionsErr != nil {
		return nil, fmt.Errorf("%s: %w", s.Module.Path, s.regionsErr)
	}
	plan, err := parallel.NewPlan(t, s.Regions)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.Module.Path, err)
	}
	return plan, nil
}
