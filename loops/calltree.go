package loops

// One call of a function evaluated with given parameter values: its
// branches and top-level loop trips, and the arguments of the calls it
// makes outside its loops. A recursion's calls each pass their own values
// (mergesort(lo, mid), mergesort(mid, hi)), so no one value of the
// parameters gives its branches; walking its call tree, one CallEval per
// function, does (pipeline's recursionBranches).

import (
	"math"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/poly"
)

// CallEval evaluates calls of one nest's function.
type CallEval struct {
	n     *Nest
	pe    *pathEval
	sites map[*cfg.Site]*callSite
	calls []*CallOut
}

// callSite is a site's counts in one call as conditions and polynomials
// of the parameters: its successor taken num times, its block run den
// times; ok false when they are no such functions.
type callSite struct {
	ok       bool
	num, den compiledCount
}

// compiledCount is a count compiled for evaluation in many calls.
type compiledCount struct {
	c *poly.CompiledCond
	v *poly.Compiled
}

// CallOut is a call the function makes: to Callee from Block, inside the
// loops InLoop (outermost first, none outside loops).
type CallOut struct {
	Callee string
	Block  int
	InLoop []*Loop
	Inst   *ir.InstCall
	// reach is the condition that the call runs in one iteration of its
	// innermost loop (one call of the function outside loops); ents and
	// trips, per loop of InLoop, whether it is entered in an iteration
	// of its parent and its iterations, iters their symbols. nil where no
	// function of the parameters and iterations.
	reach *poly.CompiledCond
	ents  []*poly.CompiledCond
	trips []*poly.Compiled
	iters []string
	// The loops' counters whose values the loop analysis gives (a -O0
	// counter kept in a local: i = init + step·k at iteration k): the
	// symbol, "" where none, its start and step.
	ivs    []string
	ivInit []*poly.Compiled
	ivStep []float64
	args   []*poly.Compiled // nil where the argument is no function of the parameters
}

// NewCallEval returns the evaluator of n's function's calls.
func (n *Nest) NewCallEval() *CallEval {
	c := &CallEval{n: n, pe: newPathEval(n), sites: map[*cfg.Site]*callSite{}}
	q := c.pe.q
	for _, b := range n.Graph.Func.Blocks {
		for _, in := range b.Insts {
			call, ok := in.IR.(*ir.InstCall)
			if !ok || in.Callee == "" {
				continue
			}
			out := &CallOut{Callee: in.Callee, Block: b.Index, Inst: call}
			for l := n.Innermost[b.Index]; l != nil; l = l.Parent {
				out.InLoop = append([]*Loop{l}, out.InLoop...)
			}
			for _, l := range out.InLoop {
				var ent *poly.CompiledCond
				if e := c.entered(l); e != nil {
					ent = q.CompileCond(e)
				}
				var trip *poly.Compiled
				if t, _, _ := c.trip(l); t != nil {
					trip = q.Compile(t)
				}
				out.ents, out.trips, out.iters = append(out.ents, ent), append(out.trips, trip), append(out.iters, iterSym(l))
				sym, init, step := "", (*poly.Compiled)(nil), 0.0
				if iv := l.IV; iv != nil && iv.Sym != "" && iv.Init != nil && iv.StepPoly == nil && iv.Geom == nil {
					sym, init, step = iv.Sym, q.Compile(iv.Init), float64(iv.Step)
				}
				out.ivs, out.ivInit, out.ivStep = append(out.ivs, sym), append(out.ivInit, init), append(out.ivStep, step)
			}
			L := n.Innermost[b.Index]
			r := c.pe.region(L)
			if nd := r.block[b.Index]; nd != nil {
				if reach := c.pe.reach(r, nd); reach != nil {
					out.reach = q.CompileCond(reach)
				}
			}
			if out.reach == nil && L != nil && b.Index != L.Header && n.EveryIteration(L, b.Index) {
				// Its loop's test is a counter in a local (-O0), which
				// the path evaluation does not read: the call runs in
				// every iteration.
				out.reach = q.CompileCond(poly.True)
			}
			for _, a := range call.Args {
				var cp *poly.Compiled
				if p, _ := c.pe.at(stripArg(a), b.Index); p != nil {
					cp = q.Compile(p)
				} else if p, ok := n.Env.symbolic(n.Graph.Func, stripArg(a), n); ok {
					// The loop analysis' polynomial: of the counters
					// (ivs) where they live in locals (-O0), of a
					// global set once from the arguments.
					cp = q.Compile(p)
				}
				out.args = append(out.args, cp)
			}
			c.calls = append(c.calls, out)
		}
	}
	return c
}

// Calls lists the calls of defined and declared functions the function
// makes, in block order.
func (c *CallEval) Calls() []*CallOut { return c.calls }

// Runs calls each once for every time the call runs in a call of the
// function with the parameter values vals, in program order: once outside
// loops, else once per iteration of its loops that reaches it, with the
// iterations' symbols set in vals (Arg reads them; their values before
// come back after). ok is false when that is no function of the
// parameters, when each returns false, or beyond maxRuns iterations.
func (c *CallEval) Runs(call *CallOut, vals map[string]float64, maxRuns int, each func() bool) bool {
	if call.reach == nil {
		return false
	}
	syms := append(append([]string(nil), call.iters...), call.ivs...)
	saved := make([]float64, len(syms))
	had := make([]bool, len(syms))
	for i, s := range syms {
		saved[i], had[i] = vals[s]
	}
	defer func() {
		for i, s := range syms {
			if s == "" {
				continue
			}
			if had[i] {
				vals[s] = saved[i]
			} else {
				delete(vals, s)
			}
		}
	}()
	steps := 0
	var level func(i int) bool
	level = func(i int) bool {
		if i == len(call.iters) {
			run, ok := call.reach.Eval(vals)
			if !ok {
				return false
			}
			return !run || each()
		}
		if call.ents[i] == nil || call.trips[i] == nil {
			return false
		}
		in, ok := call.ents[i].Eval(vals)
		if !ok {
			return false
		}
		if !in {
			return true
		}
		t, ok := call.trips[i].Eval(vals)
		if !ok || t != math.Trunc(t) {
			return false
		}
		init := 0.0
		if call.ivs[i] != "" {
			if init, ok = call.ivInit[i].Eval(vals); !ok {
				return false
			}
		}
		for k := 0.0; k < t; k++ {
			if steps++; steps > maxRuns {
				return false
			}
			vals[call.iters[i]] = k
			if call.ivs[i] != "" {
				vals[call.ivs[i]] = init + call.ivStep[i]*k
			}
			if !level(i + 1) {
				return false
			}
		}
		return true
	}
	return level(0)
}

// Arg evaluates the call's argument i with the caller's parameter values
// vals (in a loop: an argument its iterations do not change).
func (c *CallEval) Arg(call *CallOut, i int, vals map[string]float64) (float64, bool) {
	if i >= len(call.args) || call.args[i] == nil {
		return 0, false
	}
	return call.args[i].Eval(vals)
}

// Site returns how often site s's successor is taken (taken) and its block
// runs (visits) in one call of the function with the parameter values
// vals. ok is false when that is no function of them: data decides whether
// the block runs, or a loop around it has no trip count the parameters
// give.
func (c *CallEval) Site(s *cfg.Site, vals map[string]float64) (taken, visits float64, ok bool) {
	f := c.sites[s]
	if f == nil {
		f = c.site(s)
		c.sites[s] = f
	}
	if !f.ok {
		return 0, 0, false
	}
	if taken, ok = c.count(f.num, vals); !ok {
		return 0, 0, false
	}
	if visits, ok = c.count(f.den, vals); !ok || taken > visits {
		return 0, 0, false
	}
	return taken, visits, true
}

// count evaluates x with the parameter values vals: a whole number.
func (c *CallEval) count(x compiledCount, vals map[string]float64) (float64, bool) {
	run, ok := x.c.Eval(vals)
	if !ok {
		return 0, false
	}
	if !run {
		return 0, true
	}
	v, ok := x.v.Eval(vals)
	if !ok || v < 0 || v != math.Trunc(v) {
		return 0, false
	}
	return v, true
}

// trippedBy reports whether block b is the one test of l, whose trip per
// entry the loop analysis gives as a polynomial of the parameters.
func (n *Nest) trippedBy(l *Loop, b int) bool {
	if l.Trip == nil || l.Test != b || len(l.Twins) > 0 || len(l.Exiting) != 1 || l.ceil != nil {
		return false
	}
	for _, sym := range l.Trip.Syms() {
		if IsCounterSym(sym) {
			return false
		}
	}
	return true
}

// site finds site s's counts in one call: those in one iteration of its
// innermost loop (one entry of the loop it tests), summed over the
// iterations of each loop around.
func (c *CallEval) site(s *cfg.Site) *callSite {
	n, pe := c.n, c.pe
	q := pe.q
	g := n.Graph
	b := s.Block
	if _, ok := g.Func.Blocks[b].Term.TermIR.(*ir.TermInvoke); ok {
		return &callSite{}
	}
	L := n.Innermost[b]
	ctx := L
	var num, den count
	var visits poly.Poly
	if L != nil && s.Kind == cfg.CondBr {
		if _, v, test := c.trip(L); v != nil && test == b {
			visits = v
		}
	}
	if visits != nil {
		ent := c.entered(L)
		if ent == nil {
			return &callSite{}
		}
		exitSucc := 0
		if L.Contains(g.Succs[b][0]) {
			exitSucc = 1
		}
		num, den = count{ent, poly.Const(1)}, count{ent, visits}
		if s.Succ != exitSucc {
			num.v = visits.Sub(poly.Const(1))
		}
		ctx = L.Parent
	} else {
		r := pe.region(L)
		node := r.block[b]
		if node == nil {
			return &callSite{}
		}
		reach := pe.reach(r, node)
		var e *poly.Cond
		for _, ed := range node.out {
			if ed.src == b && ed.succ == s.Succ {
				e = pe.ownCond(ed)
			}
		}
		if reach == nil || e == nil {
			return &callSite{}
		}
		num, den = count{q.And(reach, e), poly.Const(1)}, count{reach, poly.Const(1)}
	}
	for A := ctx; A != nil; A = A.Parent {
		var ok bool
		if num, ok = c.lift(A, num); !ok {
			return &callSite{}
		}
		if den, ok = c.lift(A, den); !ok {
			return &callSite{}
		}
	}
	return &callSite{ok: true, num: c.compile(num), den: c.compile(den)}
}

func (c *CallEval) compile(x count) compiledCount {
	return compiledCount{c.pe.q.CompileCond(x.c), c.pe.q.Compile(x.v)}
}

// lift turns a count per iteration of loop A into one per iteration of
// A's parent region: summed over A's iterations where A is entered.
func (c *CallEval) lift(A *Loop, x count) (count, bool) {
	pe := c.pe
	q := pe.q
	ent := c.entered(A)
	trip, _, _ := c.trip(A)
	if ent == nil || trip == nil {
		return x, false
	}
	k := iterSym(A)
	if !q.CondSyms(x.c)[k] {
		return count{q.And(x.c, ent), q.Sum(k, trip, x.v, true)}, true
	}
	return count{ent, q.SumCond(k, trip, x.c, x.v)}, true
}

// entered returns the condition that l is entered in an iteration of its
// parent's region (once): the path evaluation's, else, where l's header
// runs in every iteration of its parent (a -O0 nest whose counters live in
// memory), true.
func (c *CallEval) entered(l *Loop) *poly.Cond {
	if e := c.pe.entered(l); e != nil {
		return e
	}
	if l.Parent != nil && c.n.EveryIteration(l.Parent, l.Header) {
		return poly.True
	}
	return nil
}

// trip returns l's iterations and the runs of its test per entry, and the
// test's block: the path evaluation's, else the loop analysis' polynomial
// (a counter kept in a local at -O0); nil when neither has them.
func (c *CallEval) trip(l *Loop) (trip, visits poly.Poly, test int) {
	if t := c.pe.trip(l); t.trip != nil {
		return t.trip, t.visits, t.test
	}
	if !c.n.trippedBy(l, l.Test) {
		return nil, nil, -1
	}
	q := c.pe.q
	if l.TopTested {
		trip = q.Max(l.Trip, poly.Const(0))
		return trip, trip.Add(poly.Const(1)), l.Test
	}
	return l.Trip, l.Trip, l.Test
}
