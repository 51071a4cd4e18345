package reuse

import (
	"fmt"
	"math"
	"slices"

	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// result turns the walk's per-site distances into the profile: each site's
// distances scaled to its exact count, and the sites the walk never reached
// (off the most probable path) given the distances of the walked accesses to
// the same object, pooled by their counts.
func (w *walker) result(sites []statictrace.Site) *StaticResult {
	res := &StaticResult{Profile: cache.NewProfile(), Events: w.events, Whole: w.wholeWalk, Raw: map[*irreader.Access]float64{}}
	if w.opts.PerSite {
		res.Sites = map[*irreader.Access]*cache.Profile{}
	}
	// add puts weight x at distance d into the profile and, with
	// StaticOptions.PerSite, into the profile of site acc: the site
	// profiles sum to the whole one term by term.
	add := func(acc *irreader.Access, d int64, x float64) {
		res.Profile.Add(d, x)
		if res.Sites == nil {
			return
		}
		p := res.Sites[acc]
		if p == nil {
			p = cache.NewProfile()
			res.Sites[acc] = p
		}
		p.Add(d, x)
	}
	var unmodelled, borrowed, byCaller, byWalk float64
	var offPath []statictrace.Site
	// whole pools every walked site (the last resort of an off-path site).
	whole := &objPool{}
	// pooled holds, per object (access base), the walked sites' scaled
	// distances and their total count (see the off-path sites below).
	pooled := map[value.Value]*objPool{}
	// frames holds the same per function, for the walked sites whose
	// object is one of its scalar local variables (allocas).
	frames := map[*irreader.Func]*objPool{}
	// inLoop holds the same per object and loop (a path loop's own
	// accesses and its inner loops', keyed by every loop that encloses
	// them), so that an off-path site borrows from the accesses to its
	// object in its own loop first: the loads of A in a loop's rarer arms
	// reuse as the walked arm's load of A does, not as the vector stores
	// that first filled A in an earlier loop (TestOffPathOwnLoopAndFrame).
	type objLoop struct {
		base value.Value
		lp   *loops.Loop
	}
	inLoop := map[objLoop]*objPool{}
	// nodes holds the same per node type (statictrace.NodeType), for the
	// sites that touch a node of a linked structure through a pointer of
	// their own.
	nodes := map[types.Type]*objPool{}
	// funcs holds the same per function, for the sites whose object the
	// walk never touched.
	funcs := map[*irreader.Func]*objPool{}
	siteLoop, pathLoops := innermostLoops(w.t)
	// In a program context (StaticOptions.Extent) a site counts with the
	// share of its walked accesses that lie in the extent, and with its
	// distances there; a site the walk never reached with the share of
	// its function's walked accesses.
	var inExt func(s statictrace.Site) float64
	if w.inExt != nil {
		all, ext := map[*irreader.Access]float64{}, map[*irreader.Access]float64{}
		for _, s := range sites {
			all[s.Acc] = w.hist[s.Acc].total()
			ext[s.Acc] = w.ext[s.Acc].total()
		}
		share := extentShare(ext, all)
		inExt = func(s statictrace.Site) float64 {
			if all[s.Acc] > 0 {
				return ext[s.Acc] / all[s.Acc]
			}
			if s.Acc.Inst.InlinedFrom(w.opts.Extent) {
				return 1
			}
			return share[s.Acc.Inst.Block.Func]
		}
	}
	stack := frameReuses(w, sites)
	for _, s := range sites {
		// Block counts come from a linear solve: snap near-integers.
		if r := math.Round(s.Count); math.Abs(s.Count-r) <= countTol*math.Max(1, r) {
			s.Count = r
		}
		h := w.hist[s.Acc]
		ds := h.distances()
		sum := 0.0
		for _, d := range ds { // distance order: deterministic sum
			sum += h.at(d)
		}
		res.Raw[s.Acc] = sum
		if v := w.bulkVisits[s.Acc]; v > 0 && sum > 0 {
			// A bulk access: its executions times the pieces the walk
			// found per visit; its weight is its visits.
			res.Raw[s.Acc] = v
			s.Count *= sum / v
		}
		count := s.Count // the accesses the profile takes from the site
		if inExt != nil {
			count *= inExt(s)
		}
		res.Accesses += count
		if w.opts.Cores != nil && w.opts.Cores.Scale != nil {
			f := w.opts.Cores.Scale[s.Acc]
			for _, d := range ds {
				add(s.Acc, d, h.at(d)*f)
			}
			res.Accesses += sum*f - s.Count
			continue
		}
		if sum <= 0 {
			if count > 0 {
				s.Count = count
				offPath = append(offPath, s)
				res.OffPath += count
				if res.OffSites == nil {
					res.OffSites = map[*irreader.Access]bool{}
				}
				res.OffSites[s.Acc] = true
			}
			continue
		}
		if w.represented[s.Acc] && count > 0 {
			// Walked in one activation of a recursion that stands for
			// all of them: its outcome is that activation's.
			res.OffPath += count
			if res.OffSites == nil {
				res.OffSites = map[*irreader.Access]bool{}
			}
			res.OffSites[s.Acc] = true
		}
		scale := s.Count / sum
		if w.represented[s.Acc] && scale > 1 {
			// A stack slot: the walk's reuses across its few
			// activations are not the run's (frameStack.recast).
			if hc := stack.recast(s.Acc, h, w.cross[s.Acc], scale); hc != nil {
				h, ds, scale = hc, hc.distances(), 1
			}
		}
		if inExt == nil {
			for _, d := range ds {
				add(s.Acc, d, h.at(d)*scale)
			}
		} else if e := w.ext[s.Acc]; e != nil {
			// The distances of the site's accesses in the extent,
			// scaled as the site's.
			f := s.Count / sum
			if w.represented[s.Acc] && f > 1 {
				if ec := stack.recast(s.Acc, e, w.cross[s.Acc], f); ec != nil {
					e, f = ec, 1
				}
			}
			for _, d := range e.distances() {
				add(s.Acc, d, e.at(d)*f)
			}
		}
		if s.Acc.Base == nil || s.Count <= 0 {
			continue
		}
		poolOf(pooled, s.Acc.Base).add(s.Count, h, ds, scale)
		if fn := frameOf(s.Acc); fn != nil {
			poolOf(frames, fn).add(s.Count, h, ds, scale)
		}
		for lp := siteLoop[s.Acc]; lp != nil; lp = lp.Parent {
			poolOf(inLoop, objLoop{s.Acc.Base, lp}).add(s.Count, h, ds, scale)
		}
		if nt := w.t.NodeType(s.Acc); nt != nil {
			poolOf(nodes, nt).add(s.Count, h, ds, scale)
		}
		poolOf(funcs, s.Acc.Inst.Block.Func).add(s.Count, h, ds, scale)
		whole.add(s.Count, h, ds, scale)
	}
	// A site the walk never reached (a block off the most probable path:
	// an -O2 remainder iteration, the rarer arm of a branch) takes the
	// distance distribution of the walked accesses to the same object
	// (its base), pooled by their counts: a remainder loop's A[i][k] reuses
	// as the main loop's A[i][k] does. A local variable the walk never
	// touched takes the distribution of the walked accesses to its
	// function's other locals: they share the stack frame's few lines (a
	// recursive call's mid, set only on the recursing arm). A site whose
	// object the walk never touched takes the distribution of all the
	// walked accesses of its function (a rarer arm's node->left of a tree
	// walk reuses as the function's other accesses do: on the corpus this
	// halves the error of counting them as first touches on a linked list
	// and a bytecode interpreter at -O0), unless it touches a node of a
	// linked structure that walked accesses reach through pointers of their
	// own: it takes theirs (an in-order traversal whose loop is off the
	// path reuses the tree's nodes as the path's descents do). A site of a
	// function the walk never entered (a callee on a rarer arm: std::to_string of an error message) takes the
	// distribution of its nearest walked caller's accesses: its frame lies
	// just below the caller's, in the lines the caller keeps warm, and its
	// arguments point into the caller's objects. A site with no walked
	// caller (a function reached only through a pointer or a virtual call)
	// takes the distribution of the whole walk; only when the walk has no
	// access at all is it counted as a first touch.
	var framed, inFunc, nodeReused float64
	callers := callerPools(w.t.Root.Module, funcs)
	for _, s := range offPath {
		p := pooled[s.Acc.Base]
		if lp := enclosingLoop(s.Acc, pathLoops); lp != nil && inLoop[objLoop{s.Acc.Base, lp}] != nil {
			p = inLoop[objLoop{s.Acc.Base, lp}]
		}
		// A node the path read through the same pointer (the test that
		// decides the arm): the path's reuses of its line.
		reused := false
		if nb := w.t.NodeBase(s.Acc); nb != nil {
			if h := w.nodeReuse[nb]; h != nil && h.total() > 0 {
				p, reused = &objPool{h: *h, count: h.total()}, true
				nodeReused += s.Count
			}
		}
		if p == nil {
			if nt := w.t.NodeType(s.Acc); nt != nil && nodes[nt] != nil {
				p = nodes[nt] // another walk's nodes of the same structure
			}
		}
		if p == nil {
			if fn := frameOf(s.Acc); fn != nil && frames[fn] != nil {
				p = frames[fn]
				framed += s.Count
			}
		} else if !reused {
			borrowed += s.Count
		}
		if p == nil {
			if p = funcs[s.Acc.Inst.Block.Func]; p != nil {
				inFunc += s.Count
			}
		}
		if p == nil {
			if p = callers(s.Acc.Inst.Block.Func); p != nil {
				byCaller += s.Count
			}
		}
		if p == nil && whole.count > 0 {
			p = whole
			byWalk += s.Count
		}
		if p == nil {
			unmodelled += s.Count
			add(s.Acc, cache.Infinite, s.Count)
			continue
		}
		f := s.Count / p.count
		for _, d := range p.h.distances() {
			add(s.Acc, d, p.h.at(d)*f)
		}
	}
	res.Notes = append(res.Notes, w.t.Notes...)
	if borrowed > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses off the most probable path take the distances of the path's accesses to the same object", borrowed))
	}
	if nodeReused > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses off the most probable path, to a node the path reads through the same pointer, take the distances of the path's later accesses to that node", nodeReused))
	}
	if inFunc > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses off the most probable path, to objects the path does not touch, take the distances of the path's accesses in their function", inFunc))
	}
	if framed > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses off the most probable path, to local variables the path does not touch, take the distances of the path's accesses to their function's other locals", framed))
	}
	if byCaller > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses of functions the most probable path does not enter take the distances of the path's accesses in their nearest caller on it", byCaller))
	}
	if byWalk > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses of functions the most probable path does not enter, and none of whose callers it enters (called through a pointer), take the distances of all the path's accesses", byWalk))
	}
	if unmodelled > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%.6g accesses off the most probable path, to objects the path does not touch, are counted as first touches", unmodelled))
	}
	uniform, fixed := w.unknownSites()
	if len(uniform) > 0 {
		why := ""
		switch {
		case !w.wholeWalk:
			why = " (a sampled walk, which skips iterations, takes no index from the values the program computes)"
		case w.t.IntsOff() != "":
			why = " (the walk keeps no numbers the program stores: " + w.t.IntsOff() + ")"
		}
		res.Notes = append(res.Notes, fmt.Sprintf("%d access sites are indexed by data (x[col[k]], a hash): each is modelled as touching a line of its object at random%s", len(uniform), why))
	}
	if len(fixed) > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d access sites have addresses the trace cannot evaluate and objects it cannot tell (data-dependent); each is treated as one fixed location", len(fixed)))
	}
	if len(w.permuted) > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d access sites go through pointers the program moves among the cells of their array at places that depend on data (a pivot's row swap): the walk keeps each pointer where it was", len(w.permuted)))
		res.Permuted = w.permuted
	}
	if len(uniform)+len(fixed)+len(w.permuted) > 0 {
		// All are estimates: they count in the estimated share, and
		// --strict refuses them.
		res.Unknown = map[*irreader.Access]bool{}
		for _, m := range []map[*irreader.Access]bool{uniform, fixed, w.permuted} {
			for acc := range m {
				res.Unknown[acc] = true
			}
		}
		res.Fixed = fixed
	}
	if len(w.unplaced) > 0 {
		res.Unplaced = w.unplaced
	}
	if w.shortened {
		res.Notes = append(res.Notes, "line periods of outer loops were shortened to bound the walk")
	}
	if n := len(w.collapsed); n > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("%d loops of a deep nest were walked as one iteration standing for all of theirs, to keep the walk within --max-events %d: reuses they carry count as misses", n, w.opts.MaxEvents))
	}
	return res
}

// objPool is the scaled distances of walked access sites and their total
// count, which the sites off the path borrow (see Static).
type objPool struct {
	h     distHist
	count float64
}

// poolOf returns m's pool for k, made on first use.
func poolOf[K comparable](m map[K]*objPool, k K) *objPool {
	p := m[k]
	if p == nil {
		p = &objPool{}
		m[k] = p
	}
	return p
}

// add pools a site of count accesses whose walked distances ds (in h) are
// scaled by scale.
func (p *objPool) add(count float64, h *distHist, ds []int64, scale float64) {
	p.count += count
	for _, d := range ds {
		p.h.add(d, h.at(d)*scale)
	}
}

// innermostLoops returns, for each access on t's path, the innermost loop it
// is walked in, and the path's loops per function.
func innermostLoops(t *statictrace.Trace) (map[*irreader.Access]*loops.Loop, map[*irreader.Func][]*loops.Loop) {
	site := map[*irreader.Access]*loops.Loop{}
	byFunc := map[*irreader.Func][]*loops.Loop{}
	var visit func(items []statictrace.Item, in *loops.Loop)
	visit = func(items []statictrace.Item, in *loops.Loop) {
		for _, it := range items {
			switch x := it.(type) {
			case *statictrace.Ref:
				// A top-tested loop's header accesses come again
				// after it, in the enclosing body: keep the deepest.
				if in != nil && (site[x.Acc] == nil || in.Depth > site[x.Acc].Depth) {
					site[x.Acc] = in
				}
			case *statictrace.Loop:
				if fl := byFunc[x.Frame.Func]; !slices.Contains(fl, x.Loop) {
					byFunc[x.Frame.Func] = append(fl, x.Loop)
				}
				visit(x.Body, x.Loop)
			case *statictrace.Call:
				visit(x.Body, nil)
			case *statictrace.Branch:
				for _, arm := range x.Arms {
					visit(arm, in)
				}
			}
		}
	}
	visit(t.Body, nil)
	return site, byFunc
}

// enclosingLoop returns the innermost of the path's loops (of a's function)
// that holds a's block, nil if none does.
func enclosingLoop(a *irreader.Access, pathLoops map[*irreader.Func][]*loops.Loop) *loops.Loop {
	if a == nil || a.Inst == nil || a.Inst.Block == nil {
		return nil
	}
	var best *loops.Loop
	for _, lp := range pathLoops[a.Inst.Block.Func] {
		if lp.Contains(a.Inst.Block.Index) && (best == nil || lp.Depth > best.Depth) {
			best = lp
		}
	}
	return best
}

// frameOf returns the function whose stack frame holds a's object, nil
// unless it is a scalar local variable (a local array streams through
// lines of its own, not the frame's few).
func frameOf(a *irreader.Access) *irreader.Func {
	if a == nil || a.BaseKind != irreader.BaseAlloca || a.Index != "" || a.Inst == nil || a.Inst.Block == nil {
		return nil
	}
	return a.Inst.Block.Func
}

// callerPools returns a function that gives, for a function the walk never
// entered, the pool of its nearest callers the walk did enter (funcs): the
// callers at the least number of direct calls up the call graph, their
// pools merged by count; nil when no chain of direct calls of mod leads up
// to a walked function.
func callerPools(mod *irreader.Module, funcs map[*irreader.Func]*objPool) func(*irreader.Func) *objPool {
	var callersOf map[*irreader.Func][]*irreader.Func
	memo := map[*irreader.Func]*objPool{}
	return func(f *irreader.Func) *objPool {
		if mod == nil || f == nil {
			return nil
		}
		if p, ok := memo[f]; ok {
			return p
		}
		if callersOf == nil {
			callersOf = map[*irreader.Func][]*irreader.Func{}
			for _, caller := range mod.DefinedFuncs() {
				for _, b := range caller.Blocks {
					for _, in := range b.Insts {
						if in.Callee == "" || in.Class != irreader.ClassCall {
							continue
						}
						if callee := mod.Func(in.Callee); callee != nil && !slices.Contains(callersOf[callee], caller) {
							callersOf[callee] = append(callersOf[callee], caller)
						}
					}
				}
			}
		}
		// Breadth first up the call graph: the first level with a
		// walked caller gives the pool.
		seen := map[*irreader.Func]bool{f: true}
		level := []*irreader.Func{f}
		var pool *objPool
		for len(level) > 0 && pool == nil {
			var next []*irreader.Func
			for _, g := range level {
				for _, c := range callersOf[g] {
					if seen[c] {
						continue
					}
					seen[c] = true
					if p := funcs[c]; p != nil && p.count > 0 {
						if pool == nil {
							pool = &objPool{}
						}
						pool.merge(p)
						continue
					}
					next = append(next, c)
				}
			}
			level = next
		}
		memo[f] = pool
		return pool
	}
}

// merge adds q's distances and count to p.
func (p *objPool) merge(q *objPool) {
	p.count += q.count
	for _, d := range q.h.distances() {
		p.h.add(d, q.h.at(d))
	}
}

// frameStack holds, per function, the distances of the walk's accesses to
// the function's stack frame (its scalar locals) within an activation (the
// first access of a slot in each activation left out, walker.cross),
// scaled to their counts: how an activation reuses its frame's slots.
type frameStack map[*irreader.Func]*distHist

// frameReuses pools, per function, the walked distances of the accesses to
// its frame within an activation (frameOf).
func frameReuses(w *walker, sites []statictrace.Site) frameStack {
	fs := frameStack{}
	for _, s := range sites {
		fn := frameOf(s.Acc)
		h := w.hist[s.Acc]
		sum := h.total()
		if fn == nil || sum <= 0 || s.Count <= 0 {
			continue
		}
		p := fs[fn]
		if p == nil {
			p = &distHist{}
			fs[fn] = p
		}
		c := w.cross[s.Acc]
		for _, d := range h.distances() {
			if x := h.at(d) - c.at(d); x > 0 {
				p.add(d, x*s.Count/sum)
			}
		}
	}
	return fs
}

// recast returns the histogram of stack slot site acc walked in the
// activations of a recursion that stand for all of them
// (walker.represented), whose walked distances h (cross of them the first
// access of the slot in an activation) are scaled by scale to the site's
// count. Within an activation the walk's distances are the run's, scaled;
// across activations the walk saw only those between the activations it
// made (a first touch, or a whole repetition of the work apart), which
// stay as many as it made, while the run's other activations find the slot
// where the activation before, at the same depth, left it: those take the
// distances of the frame's reuses within an activation. Nil where acc is
// not a frame slot, no first access was walked, or no reuse of the frame.
func (fs frameStack) recast(acc *irreader.Access, h, cross *distHist, scale float64) *distHist {
	fn := frameOf(acc)
	if fn == nil || fs[fn] == nil || cross == nil {
		return nil
	}
	reuse := fs[fn]
	total, c := reuse.total(), cross.total()
	if c <= 0 || total <= 0 {
		return nil
	}
	out := &distHist{}
	for _, d := range h.distances() {
		if x := h.at(d) - cross.at(d); x > 0 {
			out.add(d, x*scale)
		}
	}
	for _, d := range cross.distances() {
		out.add(d, cross.at(d))
	}
	moved := c * (scale - 1)
	for _, d := range reuse.distances() {
		out.add(d, moved*reuse.at(d)/total)
	}
	return out
}
