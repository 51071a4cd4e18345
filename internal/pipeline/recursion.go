package pipeline

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
	"github.com/reusescope/reusescope/probs"
)

// maxRecursionCalls bounds the calls recursionBranches evaluates (a
// subtree met again with the same arguments costs nothing more): beyond it
// the recursion's branches stay estimated.
const maxRecursionCalls = 1 << 20

// maxRecursionDepth bounds the depth of the call tree it walks.
const maxRecursionDepth = 1 << 18

// recursionHint is the comment of a probability counted over a recursion's
// call tree.
const recursionHint = "counted: evaluated at each of its %d visits in the %d calls of %s the recursion makes"

// recursionBranches derives the branches of recursive functions whose
// calls each pass their own arguments (mergesort(a, lo, mid),
// mergesort(a, mid, hi)), which no one value of the parameters gives: it
// walks the call tree from the calls that enter the recursion, evaluating
// each call's branches and loop trips with its arguments
// (loops.CallEval), and gives each site the share of its visits that took
// its successor. The tree covers the recursive functions and the functions
// only they call (merge); a call among them inside loops runs once per
// iteration that reaches it (fib's second call, which -O2 turns into a
// loop around the first). An argument, a branch on the way to a call or
// a loop trip around one that is no function of the parameters (a pivot
// read from the data, a pointer to a child node), more than
// maxRecursionCalls calls or an entry whose count or arguments rest on an
// estimate leave every site of the tree as it is. A site whose count in
// some call is no function of the parameters keeps its estimate. The
// counts the shares give are checked against the visits the walk made.
// Sites is the list the derived probabilities come from; the result is
// that list with the counted sites derived, or sites itself.
func (s *Session) recursionBranches(sites []probs.Site) []probs.Site {
	if s.opts.ProbsFile != "" {
		return sites
	}
	s.recursionOnce.Do(func() { s.recursion = map[*irreader.Func]bool{} })
	for _, tree := range s.recursionTrees() {
		if !tree[s.Root] {
			sites = s.treeBranches(sites, tree)
		}
	}
	return sites
}

// derivedRecursion returns the functions whose call trees
// recursionBranches derives (Session.recursion): with a probability script
// too, where the derivation's values are not used, so that walks follow
// the same recursions either way.
func (s *Session) derivedRecursion() map[*irreader.Func]bool {
	s.recursionOnce.Do(func() {
		s.recursion = map[*irreader.Func]bool{}
		for _, tree := range s.recursionTrees() {
			if !tree[s.Root] {
				s.treeBranches(s.Sites, tree)
			}
		}
	})
	return s.recursion
}

// treeBranches is recursionBranches of the functions of one call tree.
func (s *Session) treeBranches(sites []probs.Site, tree map[*irreader.Func]bool) []probs.Site {
	// The candidates: the estimated sites of the tree's functions.
	var cand []int
	index := map[*cfg.Site]int{} // candidate → its place in a call's counts
	for i, site := range sites {
		cs := s.CFGSites[i]
		if tree[cs.Func] && site.Estimated != "" && !assumption(site.Estimated) && heuristicOf(site.Estimated) != guessedInput {
			index[cs] = len(cand)
			cand = append(cand, i)
		}
	}
	if len(cand) == 0 {
		derived := true // every branch of the tree a formula of the IR
		for i, site := range sites {
			if tree[s.CFGSites[i].Func] && site.Estimated != "" && !assumption(site.Estimated) {
				derived = false
			}
		}
		if derived && s.recursion != nil {
			for f := range tree {
				s.recursion[f] = true
			}
		}
		return sites
	}
	vals, res, err := s.solveSites(sites)
	if err != nil {
		return sites
	}
	w := newTreeWalk(s, tree, index)
	for _, i := range cand {
		cs := s.CFGSites[i]
		w.sites[cs.Func] = append(w.sites[cs.Func], cs)
	}
	// The walk follows plain calls: a tree function that enters another
	// through an invoke or an OpenMP fork is not walked.
	for f := range tree {
		made, walked := 0, 0
		for _, b := range f.Blocks {
			for _, name := range omp.CalledFuncs(b) {
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
	total := make([]float64, w.width())
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
			sub, ok := w.enter(ce, call, callee, 0)
			if !ok {
				return sites
			}
			for i, v := range sub {
				total[i] += math.Round(n) * v
			}
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
		taken, visits := total[2*k], total[2*k+1]
		check[cs] = visits
		if visits == 0 {
			out[i].Estimated, out[i].Hint = "", unreachedHint
			continue
		}
		out[i].Value = fmt.Sprintf("%s/%s", fmtCount(taken), fmtCount(visits))
		out[i].Estimated = ""
		out[i].Hint = fmt.Sprintf(recursionHint, int64(visits), int64(total[w.funcs[cs.Func]]), cs.Func.Name)
	}
	if len(check) == 0 {
		return sites
	}
	if !s.countsAgree(out, check) {
		return sites // the tree's counts are not the balance's
	}
	if s.recursion != nil {
		for f := range tree {
			s.recursion[f] = true
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
			names := omp.CalledFuncs(b)
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
	// The functions on a cycle of calls: strongly connected components
	// (Tarjan) of more than one function, or one that calls itself.
	tree := map[*irreader.Func]bool{}
	index, low := map[*irreader.Func]int{}, map[*irreader.Func]int{}
	onStack := map[*irreader.Func]bool{}
	var stack []*irreader.Func
	var visit func(f *irreader.Func)
	visit = func(f *irreader.Func) {
		index[f], low[f] = len(index), len(index)
		stack = append(stack, f)
		onStack[f] = true
		for _, g := range callees[f] {
			if _, seen := index[g]; !seen {
				visit(g)
				low[f] = min(low[f], low[g])
			} else if onStack[g] {
				low[f] = min(low[f], index[g])
			}
		}
		if low[f] != index[f] {
			return
		}
		var comp []*irreader.Func
		for {
			g := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			onStack[g] = false
			comp = append(comp, g)
			if g == f {
				break
			}
		}
		if len(comp) > 1 || slices.Contains(callees[f], f) {
			for _, g := range comp {
				tree[g] = true
			}
		}
	}
	for _, f := range s.Funcs {
		if _, seen := index[f]; !seen {
			visit(f)
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
	s     *Session
	tree  map[*irreader.Func]bool
	index map[*cfg.Site]int
	sites map[*irreader.Func][]*cfg.Site // the candidates of each function
	evals map[*irreader.Func]*loops.CallEval
	memo  map[string][]float64
	// vals are the parameter values of the call being evaluated: the
	// shared ones (global), and those of the calls on the way to it, each
	// call's own over its callers' (is_odd(k - 1) evaluated in terms of
	// is_even's k). names are the latter, sorted: a call's key.
	vals   map[string]float64
	global map[string]float64
	names  []string
	// computed are the parameters computed from others that the shared
	// ones do not give: from a call's arguments.
	computed []*loops.LuaParam
	perCall  map[*irreader.Func][]perCallArg
	funcs    map[*irreader.Func]int // a function's place after the candidates' counts
	failed   map[int]bool           // candidates some call cannot evaluate
	calls    int                    // calls evaluated
	key      []byte
}

// perCallArg is a parameter a function's calls pass different values.
type perCallArg struct {
	index int
	name  string
}

// maxMemo bounds the subtrees treeWalk keeps for calls met again.
const maxMemo = 1 << 16

func newTreeWalk(s *Session, tree map[*irreader.Func]bool, index map[*cfg.Site]int) *treeWalk {
	w := &treeWalk{s: s, tree: tree, index: index, evals: map[*irreader.Func]*loops.CallEval{},
		memo: map[string][]float64{}, global: s.ParamValues(), sites: map[*irreader.Func][]*cfg.Site{},
		perCall: map[*irreader.Func][]perCallArg{}, funcs: map[*irreader.Func]int{}}
	w.vals = make(map[string]float64, len(w.global))
	for k, v := range w.global {
		w.vals[k] = v
	}
	names := map[string]bool{}
	for _, f := range s.Funcs {
		if !tree[f] {
			continue
		}
		w.funcs[f] = 2*len(index) + len(w.funcs)
		for i, p := range f.IR.Params {
			if lp := s.Env.ParamOf(p); lp != nil && lp.PerCall {
				w.perCall[f] = append(w.perCall[f], perCallArg{i, lp.Name})
				names[lp.Name] = true
			}
		}
	}
	for _, lp := range s.Env.Computed() {
		if _, ok := w.global[lp.Name]; !ok {
			w.computed = append(w.computed, lp)
			names[lp.Name] = true
		}
	}
	for n := range names {
		w.names = append(w.names, n)
	}
	sort.Strings(w.names)
	return w
}

// width is the length of a call's counts: taken and visits of each
// candidate, then the calls of each function of the tree.
func (w *treeWalk) width() int { return 2*len(w.index) + len(w.funcs) }

func (w *treeWalk) eval(f *irreader.Func) *loops.CallEval {
	ce := w.evals[f]
	if ce == nil {
		ce = w.s.Nests[f].NewCallEval()
		w.evals[f] = ce
	}
	return ce
}

// enter evaluates the call call of caller (evaluated with w.vals) of
// callee, a function of the tree, with everything it calls, and returns
// its counts.
func (w *treeWalk) enter(caller *loops.CallEval, call *loops.CallOut, callee *irreader.Func, depth int) ([]float64, bool) {
	if depth > maxRecursionDepth {
		return nil, false
	}
	args := make([]float64, len(w.perCall[callee]))
	for j, a := range w.perCall[callee] {
		v, ok := caller.Arg(call, a.index, w.vals)
		if !ok || math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, false
		}
		args[j] = v
	}
	// The caller's values come back when the call returns.
	saved := make([]float64, len(w.names))
	had := make([]bool, len(w.names))
	for i, n := range w.names {
		saved[i], had[i] = w.vals[n]
	}
	defer func() {
		for i, n := range w.names {
			if had[i] {
				w.vals[n] = saved[i]
			} else {
				delete(w.vals, n)
			}
		}
	}()
	for _, lp := range w.computed {
		delete(w.vals, lp.Name)
	}
	for j, a := range w.perCall[callee] {
		w.vals[a.name] = args[j]
	}
	w.key = append(w.key[:0], callee.Name...)
	for _, n := range w.names {
		if v, ok := w.vals[n]; ok {
			w.key = append(w.key, ' ')
			w.key = append(w.key, n...)
			w.key = append(w.key, '=')
			w.key = strconv.AppendFloat(w.key, v, 'g', -1, 64)
		}
	}
	if c, ok := w.memo[string(w.key)]; ok {
		return c, true
	}
	key := string(w.key)
	if w.calls++; w.calls > maxRecursionCalls {
		return nil, false
	}
	// Parameters computed from the call's own ((lo + hi) / 2 kept in a
	// local), in the order they were made.
	for _, lp := range w.computed {
		if v, ok := lp.ParamValue(w.vals); ok {
			w.vals[lp.Name] = v
		}
	}
	out := make([]float64, w.width())
	out[w.funcs[callee]] = 1
	ce := w.eval(callee)
	for _, cs := range w.sites[callee] {
		k := w.index[cs]
		if w.failed[k] {
			continue
		}
		taken, visits, ok := ce.Site(cs, w.vals)
		if !ok {
			if w.failed == nil {
				w.failed = map[int]bool{}
			}
			w.failed[k] = true
			continue
		}
		out[2*k] += taken
		out[2*k+1] += visits
	}
	for _, c := range ce.Calls() {
		g := w.s.Module.Func(c.Callee)
		if g == nil || !w.tree[g] {
			continue
		}
		ok := ce.Runs(c, w.vals, maxRecursionCalls, func() bool {
			sub, ok := w.enter(ce, c, g, depth+1)
			if ok {
				for i, v := range sub {
					out[i] += v
				}
			}
			return ok
		})
		if !ok {
			return nil, false
		}
	}
	if len(w.memo) < maxMemo {
		w.memo[key] = out
	}
	return out, true
}
