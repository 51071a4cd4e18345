package measure

import (
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
)

// analysis holds the stages that consume the event stream of one run.
type analysis struct {
	opts Options
	// fold is the runtime's RS_REPEAT, log2 of the line size it folds
	// accesses on, or 0 when the stream is not folded (repeatShift); the
	// inlined hooks are built for it (fastHooks).
	fold int
	// context is set when the stream carries every access and the scope
	// markers (Options.Context with a Func).
	context bool
	// inScope, for Options.Inlined, holds for each site whether it is in
	// scope: the site markers then decide each thread's scope (context.go).
	inScope []bool
	totals  *scopedTotals // the loads, stores, bytes and events in scope, with inScope
	lines   *lineStage
	vars    *varStage
	count   *countStage
	sim     *simStage
	par     *parallelStage
	sites   []site // the module's access sites, with Options.Sites
}

// newAnalysis sets up the stages Options ask for. Per-thread analyses run
// only when the module uses OpenMP: a sequential program has one thread,
// whose private results equal the global ones.
func newAnalysis(p *plan, opts Options) *analysis {
	a := &analysis{opts: opts, fold: repeatShift(p, opts), context: opts.Context && opts.Func != "" && !opts.CountsOnly}
	if opts.CountsOnly {
		return a
	}
	folded := a.fold > 0
	if opts.Inlined != "" {
		a.inScope = make([]bool, len(p.sites))
		for i, s := range p.sites {
			a.inScope[i] = irreader.InlinedFrom(s.insn, opts.Inlined)
		}
		a.totals = &scopedTotals{scope: scopeState{sites: a.inScope}, sites: p.sites}
	}
	scoped := a.context || a.inScope != nil
	// Every stage but the hierarchy's, which attributes, drops the site
	// markers. In a context stream every stage reads the scope markers and
	// skips the others itself; with an inlined function's scope the site
	// markers are its scope markers.
	marks := func() *markerFilter {
		if !opts.Sites || scoped {
			return nil
		}
		return &markerFilter{buf: make([]uint64, 0, batchWords)}
	}
	scope := func() *scopeState {
		if !scoped {
			return nil
		}
		return &scopeState{sites: a.inScope}
	}
	if opts.discard {
		a.count = &countStage{folded: folded}
		if opts.streamsSites() || a.context {
			a.count.marks = &markerFilter{buf: make([]uint64, 0, batchWords)}
		}
		return a
	}
	a.lines = newLineStage(opts.Line, p.openmp)
	a.lines.folded = folded
	a.lines.marks = marks()
	a.lines.scope = scope()
	if opts.VarProfile {
		a.vars = &varStage{eng: cache.NewEngine(), marks: marks(), scope: scope()}
	}
	if len(opts.Levels) > 0 || opts.Sites {
		// With Sites and no levels the hierarchy is empty: the stage
		// counts each site's executions and access words.
		a.sim = &simStage{sim: cache.NewSim(opts.Levels), folded: folded, scope: scope()}
		if opts.Sites {
			a.sites = p.sites
			a.sim.sites = newSiteCounter(len(p.sites), len(opts.Levels))
			a.sim.sites.scope = a.sim.scope
		}
	}
	// A sequential program's parallel model is the chained hierarchy
	// itself (sequentialModel), unless a third level needs the shared
	// levels' own whole-stream rates.
	if len(opts.Levels) > 0 && (p.openmp || len(opts.Levels) > maxDerivedLevels) {
		a.par = newParallelStage(opts.Levels)
		a.par.folded = folded
		a.par.marks = marks()
		a.par.scope = scope()
	}
	return a
}

// stages returns the stages to feed.
func (a *analysis) stages() []stage {
	var s []stage
	if a.lines != nil {
		s = append(s, a.lines)
	}
	if a.vars != nil {
		s = append(s, a.vars)
	}
	if a.count != nil {
		s = append(s, a.count)
	}
	if a.sim != nil {
		s = append(s, a.sim)
	}
	if a.par != nil {
		s = append(s, a.par)
	}
	if a.totals != nil {
		s = append(s, a.totals)
	}
	return s
}

// fill builds the result from the runtime's counters and the stages.
func (a *analysis) fill(res *Result, sum *summary, p *plan) error {
	res.Funcs = make(map[string]*FuncCounts, len(p.funcs))
	for _, fp := range p.funcs {
		fc := &FuncCounts{Name: fp.name, Blocks: make([]uint64, len(fp.succ)), Succ: make([][]uint64, len(fp.succ))}
		for b, ss := range fp.succ {
			fc.Succ[b] = make([]uint64, len(ss))
		}
		res.Funcs[fp.name] = fc
	}
	used := map[int]bool{}
	for _, t := range sum.threads {
		if a.totals != nil { // the runtime counted the whole program
			c := a.totals.n[t.idx]
			res.Events += c[4] - t.events
			t.loads, t.stores, t.bytesLoaded, t.bytesStored, t.events = c[0], c[1], c[2], c[3], c[4]
		}
		res.Loads += t.loads
		res.Stores += t.stores
		res.BytesLoaded += t.bytesLoaded
		res.BytesStored += t.bytesStored
		tr := ThreadResult{
			ID:       threadID(t, used),
			Accesses: t.events,
			Loads:    t.loads, Stores: t.stores, BytesLoaded: t.bytesLoaded, BytesStored: t.bytesStored,
			Blocks: map[string][]uint64{},
		}
		for _, fp := range p.funcs {
			fc := res.Funcs[fp.name]
			var tb []uint64
			for b := range fp.succ {
				n := t.bb[fp.blockBase+b]
				fc.Blocks[b] += n
				if n != 0 && tb == nil {
					tb = make([]uint64, len(fp.succ))
				}
				if tb != nil {
					tb[b] = n
				}
				for s := range fp.succ[b] {
					fc.Succ[b][s] += t.edge[fp.edgeBase+fp.edgeOff[b]+s]
				}
			}
			if tb != nil {
				tr.Blocks[fp.name] = tb
			}
		}
		if a.lines != nil {
			if a.lines.perThread {
				if e := a.lines.threads[t.idx]; e != nil {
					tr.Line = e.Profile()
				} else {
					tr.Line = cache.NewProfile()
				}
			} else {
				tr.Line = a.lines.global.Profile()
			}
		}
		if a.par != nil {
			tr.Levels = a.par.private(int(t.idx))
		} else if a.sim != nil && len(a.opts.Levels) > 0 {
			tr.Levels, _ = sequentialModel(a.sim.sim.Results())
		}
		res.Threads = append(res.Threads, tr)
	}
	if a.lines != nil {
		res.Line = a.lines.global.Profile()
	}
	if a.vars != nil {
		res.Var = a.vars.eng.Profile()
	}
	if a.sim != nil && len(a.opts.Levels) > 0 {
		res.Levels = a.sim.sim.Results()
		if a.par != nil {
			res.Shared = a.par.sharedResults()
		} else {
			_, res.Shared = sequentialModel(res.Levels)
		}
	}
	if a.sim != nil && a.sim.sites != nil {
		sites, err := a.sim.sites.results(a.sites)
		if err != nil {
			return err
		}
		res.Sites = sites
	}
	return nil
}

// threadID picks the reported id of a thread: its OpenMP number when known
// and not taken, else its index, else the first free number.
func threadID(t threadSummary, used map[int]bool) int {
	id := int(t.ompid)
	if id < 0 || used[id] {
		id = int(t.idx)
	}
	for used[id] {
		id++
	}
	used[id] = true
	return id
}

// maxDerivedLevels is the deepest hierarchy whose parallel model
// sequentialModel derives: with a third level the shared L3's whole-stream
// rate (relative to the L1 misses) is not among the chained counts.
const maxDerivedLevels = 2

// sequentialModel derives the parallel model of a one-thread run from the
// chained hierarchy (at most maxDerivedLevels levels): the thread's private
// L1 is L1, and the shared L2 is fed with exactly the L1 misses, so its
// counts are the chained L2's and its rate, relative to that miss stream, is
// the chained local hit rate. It saves the parallel stage's second
// simulation of the whole stream.
func sequentialModel(levels []cache.SimLevel) (private, shared []cache.SimLevel) {
	if len(levels) == 0 {
		return nil, nil
	}
	l1 := levels[0]
	l1.HitRate = l1.LocalHitRate
	private = []cache.SimLevel{l1}
	for _, l := range levels[1:] {
		l.HitRate = l.LocalHitRate
		shared = append(shared, l)
	}
	return private, shared
}
