package pipeline

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/probs"
)

// maxRecursionCalls bounds the calls recursionBranches evaluates (a
// subtree met again with the same arguments costs nothing more): beyond it
// the recursion's branches stay estimated.
const maxRecursionCalls = 1 << 20

// maxRecursionDepth bounds the depth of the call tree it walks.
const maxRecursionDepth = 1 << 16

// recursionHint is the comment of a probability counted over a recursion's
// call tree.
const recursionHint = "counted: evaluated at each of its %d visits in the %d calls of %s the recursion makes"

// recursionBranches derives the branches of recursive functions whose
// calls each pass their own arguments (mergesort(a, lo, mid),
// mergesort(a, mid, hi)), which no one value of the parameters gives: it
// walks the call tree from the calls that enter the recursion, evaluating
// each call's branches and top-level loop trips with its arguments
// (loops.CallEval), and gives each site the share of its visits that took
// its successor. The tree covers the recursive functions and the functions
// only they call (merge); a call among them inside a loop, an argument or
// a branch on the way to a call that is no function of the parameters
// (a pivot read from the data, a pointer to a child node), more than
// maxRecursionCalls calls or an entry whose count or arguments rest on an
// estimate leave every site as it is. A site whose count in some call is
// no function of the parameters keeps its estimate. The counts the shares
// give are checked against the visits the walk made. Sites is the list the
// derived probabilities come from; the result is that list with the
// counted sites derived, or sites itself.
func (s *Session) recursionBranches(sites []probs.Site) []probs.Site {
	if s.opts.ProbsFile != "" {
		return sites
	}
	for _, tree := range s.recursionTrees() {
		if !tree[s.Root] {
			sites = s.treeBranches(sites, tree)
		}
	}
	return sites
}

// treeBranches is recursionBranches of the functions of one call tree.
func (s *Session) treeBranches(sites []probs.Site, tree map[*irreader.Func]bool) []probs.Site {
	// The candidates: the estimated sites of the tree's functions.
	var cand []int
	index := map[*cfg.Site]int{} // candidate → its place in a call's counts
	for i, site := range sites {
		cs := s.CFGSites[i]
		if tree[cs.Func] && site.Estimated != "" && !assumption(site.Estimated) {
			index[cs] = len(cand)
			cand = append(cand, i)
		}
	}
	if len(cand) == 0 {
		return sites
	}
	vals, err := probs.LoadDerived("<derived probabilities>", s.Params, sites, s.opts.Set, probs.LoadOptions{Timeout: s.opts.Timeout, Outside: s.outside})
	if err != nil {
		return sites
	}
	res, err := s.CountsFrom(vals)
	if err != nil {
		return sites
	}
	w := &treeWalk{s: s, tree: tree, index: index, evals: map[*irreader.Func]*loops.CallEval{},
		memo: map[string]*callCounts{}, global: s.ParamValues(), sites: map[*irreader.Func][]*cfg.Site{}}
	for _, i := range cand {
		cs := s.CFGSites[i]
		w.sites[cs.Func] = append(w.sites[cs.Func], cs)
	}
	for _, lp := range s.Env.Computed() {
		if _, ok := w.global[lp.Name]; !ok {
			w.computed = append(w.computed, lp)
		}
	}
	// The walk follows plain calls: a tree function that enters another
	// through an invoke or an OpenMP fork is not walked.
	for f := range tree {
		made, walked := 0, 0
		for _, b := range f.Blocks {
			for _, name := range balance.CalledFuncs(b) {
				if g := s.Module.Func(name); g != nil && tree[g] {
					made++
				}
			}
			if b.Term != nil && b.Term.Callee != "" {
				if g := s.Module.Func(b.Term.Callee); g != nil && tree[g] {
					made++
				}
			}
		}
		for _, c := range w.eval(f).Calls() {
			if g := s.Module.Func(c.Callee); g != nil && tree[g] {
				walked++
			}
		}
		if made != walked {
			return sites
		}
	}
	// The calls that enter the tree, from functions outside it: each with
	// arguments the parameters give, from a block whose count no
	// estimate moves.
	others := map[string]bool{}
	for i, site := range sites {
		if site.Estimated != "" && !tree[s.CFGSites[i].Func] {
			others[site.Key] = true
		}
	}
	var moved *balance.Result
	if len(others) > 0 {
		if moved, err = s.CountsFrom(balance.Nudged(vals, others, members(sites))); err != nil {
			return sites
		}
	}
	total := &callCounts{counts: make([]float64, 2*len(cand)), calls: map[*irreader.Func]float64{}}
	entered := false
	for _, f := range s.Funcs {
		if tree[f] {
			continue
		}
		ce := w.eval(f)
		for _, call := range ce.Calls() {
			callee := s.Module.Func(call.Callee)
			if callee == nil || !tree[callee] {
				continue
			}
			fc := res.Func(f.Name)
			if fc == nil {
				return sites
			}
			n := fc.Counts[call.Block]
			if n < countEps {
				continue // never runs
			}
			if math.Abs(n-math.Round(n)) > 1e-9*n {
				return sites
			}
			if moved != nil {
				mc := moved.Func(f.Name)
				if mc == nil || math.Abs(mc.Counts[call.Block]-n) > 1e-9*n {
					return sites
				}
			}
			sub, ok := w.enter(ce, call, w.global, callee, 0)
			if !ok {
				return sites
			}
			total.add(sub, math.Round(n))
			entered = true
		}
	}
	if !entered {
		return sites
	}
	out := append([]probs.Site(nil), sites...)
	check := map[*cfg.Site]float64{}
	for k, i := range cand {
		cs := s.CFGSites[i]
		if w.failed[k] {
			continue
		}
		taken, visits := total.counts[2*k], total.counts[2*k+1]
		check[cs] = visits
		if visits == 0 {
			out[i].Estimated, out[i].Hint = "", unreachedHint
			continue
		}
		out[i].Value = fmt.Sprintf("%s/%s", fmtCount(taken), fmtCount(visits))
		out[i].Estimated = ""
		out[i].Hint = fmt.Sprintf(recursionHint, int64(visits), int64(total.calls[cs.Func]), cs.Func.Name)
	}
	if len(check) == 0 {
		return sites
	}
	vals2, err := probs.LoadDerived("<derived probabilities>", s.Params, out, s.opts.Set, probs.LoadOptions{Timeout: s.opts.Timeout, Outside: s.outside})
	if err != nil {
		return sites
	}
	res2, err := s.CountsFrom(vals2)
	if err != nil {
		return sites
	}
	for cs, n := range check {
		fc := res2.Func(cs.Func.Name)
		if fc == nil || math.Abs(fc.Counts[cs.Block]-n) > 1e-6*math.Max(1, n) {
			return sites // the tree's counts are not the balance's
		}
	}
	return out
}

// recursionTrees returns the functions of the session that lie on a cycle
// of calls, and those that only they call (directly or through others
// only they call), in sets that call each other, in the order of the
// session's functions.
func (s *Session) recursionTrees() []map[*irreader.Func]bool {
	callees := map[*irreader.Func][]*irreader.Func{}
	callers := map[*irreader.Func][]*irreader.Func{}
	in := map[*irreader.Func]bool{}
	for _, f := range s.Funcs {
		in[f] = true
	}
	for _, f := range s.Funcs {
		for _, b := range f.Blocks {
			names := balance.CalledFuncs(b)
			if b.Term != nil && b.Term.Callee != "" {
				names = append(names, b.Term.Callee)
			}
			for _, name := range names {
				if g := s.Module.Func(name); g != nil && in[g] {
					callees[f] = append(callees[f], g)
					callers[g] = append(callers[g], f)
				}
			}
		}
	}
	tree := map[*irreader.Func]bool{}
	for _, f := range s.Funcs {
		seen := map[*irreader.Func]bool{}
		work := append([]*irreader.Func(nil), callees[f]...)
		for len(work) > 0 && !tree[f] {
			g := work[len(work)-1]
			work = work[:len(work)-1]
			if g == f {
				tree[f] = true
			}
			if !seen[g] {
				seen[g] = true
				work = append(work, callees[g]...)
			}
		}
	}
	if len(tree) == 0 {
		return nil
	}
	for changed := true; changed; {
		changed = false
		for _, f := range s.Funcs {
			if tree[f] || f == s.Root || len(callers[f]) == 0 {
				continue
			}
			all := true
			for _, c := range callers[f] {
				all = all && tree[c]
			}
			if all {
				tree[f], changed = true, true
			}
		}
	}
	// Split into sets connected by calls.
	var out []map[*irreader.Func]bool
	done := map[*irreader.Func]bool{}
	for _, f := range s.Funcs {
		if !tree[f] || done[f] {
			continue
		}
		set := map[*irreader.Func]bool{}
		for work := []*irreader.Func{f}; len(work) > 0; {
			g := work[len(work)-1]
			work = work[:len(work)-1]
			if done[g] || !tree[g] {
				continue
			}
			done[g], set[g] = true, true
			work = append(work, callees[g]...)
			work = append(work, callers[g]...)
		}
		out = append(out, set)
	}
	return out
}

// treeWalk walks a recursion's call tree.
type treeWalk struct {
	s      *Session
	tree   map[*irreader.Func]bool
	index  map[*cfg.Site]int
	sites  map[*irreader.Func][]*cfg.Site // the candidates of each function
	evals  map[*irreader.Func]*loops.CallEval
	memo   map[string]*callCounts
	global map[string]float64 // the parameters every call shares
	failed map[int]bool       // candidates some call cannot evaluate
	calls  int                // calls evaluated
	// computed are the parameters computed from others that the shared
	// ones do not give: from a call's arguments.
	computed []*loops.LuaParam
}

// callCounts are the counts of one call and the calls it makes: taken and
// visits of each candidate, and the calls of each function.
type callCounts struct {
	counts []float64
	calls  map[*irreader.Func]float64
}

func (c *callCounts) add(o *callCounts, n float64) {
	for i, v := range o.counts {
		c.counts[i] += n * v
	}
	for f, v := range o.calls {
		c.calls[f] += n * v
	}
}

func (w *treeWalk) eval(f *irreader.Func) *loops.CallEval {
	ce := w.evals[f]
	if ce == nil {
		ce = w.s.Nests[f].NewCallEval()
		w.evals[f] = ce
	}
	return ce
}

// enter evaluates the call call of caller (whose parameters have the
// values vals) of callee, a function of the tree, with everything it
// calls.
func (w *treeWalk) enter(caller *loops.CallEval, call *loops.CallOut, vals map[string]float64, callee *irreader.Func, depth int) (*callCounts, bool) {
	if depth > maxRecursionDepth {
		return nil, false
	}
	// The callee's values: its parameters that differ per call from
	// their arguments, the caller's values for those bound to the
	// caller's (is_odd(k - 1) evaluated in terms of is_even's k).
	args := make(map[string]float64, len(vals))
	for k, v := range vals {
		args[k] = v
	}
	for _, lp := range w.computed {
		delete(args, lp.Name)
	}
	for i, p := range callee.IR.Params {
		lp := w.s.Env.ParamOf(p)
		if lp == nil || !lp.PerCall {
			continue
		}
		v, ok := caller.Arg(call, i, vals)
		if !ok || math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, false
		}
		args[lp.Name] = v
	}
	var names []string
	for k := range args {
		if _, shared := w.global[k]; !shared {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	var key strings.Builder
	key.WriteString(callee.Name)
	for _, k := range names {
		fmt.Fprintf(&key, " %s=%s", k, strconv.FormatFloat(args[k], 'g', -1, 64))
	}
	if c := w.memo[key.String()]; c != nil {
		return c, true
	}
	// Parameters computed from the call's own ((lo + hi) / 2 kept in a
	// local), in the order they were made.
	for _, lp := range w.computed {
		if v, ok := lp.ParamValue(args); ok {
			args[lp.Name] = v
		}
	}
	if w.calls++; w.calls > maxRecursionCalls {
		return nil, false
	}
	out := &callCounts{counts: make([]float64, 2*len(w.index)), calls: map[*irreader.Func]float64{callee: 1}}
	ce := w.eval(callee)
	for _, cs := range w.sites[callee] {
		k := w.index[cs]
		if w.failed[k] {
			continue
		}
		taken, visits, ok := ce.Site(cs, args)
		if !ok {
			if w.failed == nil {
				w.failed = map[int]bool{}
			}
			w.failed[k] = true
			continue
		}
		out.counts[2*k] += taken
		out.counts[2*k+1] += visits
	}
	for _, c := range ce.Calls() {
		g := w.s.Module.Func(c.Callee)
		if g == nil || !w.tree[g] {
			continue
		}
		run, ok := ce.Reached(c, args)
		if !ok {
			return nil, false
		}
		if !run {
			continue
		}
		sub, ok := w.enter(ce, c, args, g, depth+1)
		if !ok {
			return nil, false
		}
		out.add(sub, 1)
	}
	w.memo[key.String()] = out
	return out, true
}
