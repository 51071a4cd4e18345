package loops

// Regions of the path evaluation: a loop's trip count from its exit
// compare, the acyclic region one iteration (or one call) runs, and the
// conditions under which its blocks and edges are reached.

import (
	"math"

	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/heuristic"
	"github.com/reusescope/reusescope/poly"
)

// trip returns the trip count of l per entry.
func (pe *pathEval) trip(l *Loop) *loopTrip {
	if t := pe.trips[l]; t != nil {
		return t
	}
	t := &loopTrip{test: -1}
	pe.trips[l] = t
	t.why = pe.findTrip(l, t)
	return t
}

func (pe *pathEval) findTrip(l *Loop, t *loopTrip) string {
	n := pe.n
	g := n.Graph
	if len(l.Exiting) != 1 {
		return "the loop has several exits"
	}
	test := l.Exiting[0]
	if n.Innermost[test] != l {
		return "the loop exits from an inner loop"
	}
	outs := 0
	for _, s := range g.Succs[test] {
		if !l.Contains(s) {
			outs++
		}
	}
	br := pe.branch(test)
	if outs != 1 || len(g.Succs[test]) != 2 || br.cond == nil {
		return "the exit test is not a compare of parameters and counters"
	}
	r := pe.region(l)
	if reach := pe.reach(r, r.block[test]); reach == nil || reach.Op() != poly.CondTrue {
		return "the exit test does not run every iteration"
	}
	exit := br.cond
	if l.Contains(g.Succs[test][0]) {
		exit = pe.q.Not(exit)
	}
	first, why := pe.firstExit(l, exit)
	if why != "" {
		return why
	}
	top := test == l.Header && !containsInt(l.Latches, test)
	t.test = test
	if top {
		t.trip, t.visits = first, first.Add(poly.Const(1))
	} else {
		t.trip = first.Add(poly.Const(1))
		t.visits = t.trip
	}
	return ""
}

// firstExit returns the first iteration k >= 0 of l whose test exits: for
// one compare linear in k, and for an or of such compares (the exit of
// for (i = ii; i < ii + bs && i < n; i++)), the earliest of theirs.
func (pe *pathEval) firstExit(l *Loop, exit *poly.Cond) (poly.Poly, string) {
	q := pe.q
	if exit.Op() == poly.CondOr && len(exit.Args()) >= 2 {
		var first poly.Poly
		for _, c := range exit.Args() {
			f, why := pe.firstExit(l, c)
			if why != "" {
				return nil, why
			}
			if first == nil {
				first = f
			} else {
				first = q.Min(first, f)
			}
		}
		return first, ""
	}
	if exit.Op() != poly.CondCmp {
		return nil, "the exit condition is not one compare"
	}
	k := iterSym(l)
	cs := exit.Diff().Coeffs(k)
	if len(cs) != 2 {
		return nil, "the exit compare does not move with the iteration"
	}
	d0 := cs[0]
	step, ok := cs[1].IsConst()
	if !ok || step == 0 || q.DependsOn(d0, k) {
		return nil, "the exit compare is not linear in the iteration"
	}
	// first is the first iteration k >= 0 whose test exits.
	as := math.Abs(step)
	switch exit.Rel() {
	case "==":
		return d0.Scale(-1 / step), ""
	case "~=":
		return q.Ite(q.Cmp("~=", d0, poly.Poly{}), poly.Const(0), poly.Const(1)), ""
	case "<", "<=":
		if step > 0 {
			return nil, "the loop never exits"
		}
		off := 0.0
		if exit.Rel() == "<=" { // d0 - as·k <= 0 from k = ⌈d0/as⌉
			off = as - 1
		} else { // d0 - as·k < 0 from k = ⌊d0/as⌋ + 1
			off = as
		}
		if !d0.IsInt() || as != math.Trunc(as) {
			return nil, "the exit compare has fractions"
		}
		return q.Ite(q.Cmp(exit.Rel(), d0, poly.Poly{}), poly.Const(0), q.FloorDiv(d0.Add(poly.Const(off)), int64(as))), ""
	}
	return nil, "unsupported exit compare"
}

// entered returns the condition that l is entered in an iteration of its
// parent's region.
func (pe *pathEval) entered(l *Loop) *poly.Cond {
	r := pe.region(l.Parent)
	node := r.child[l]
	if node == nil {
		return nil
	}
	return pe.reach(r, node)
}

// region builds the region of one iteration of l (nil: the function).
func (pe *pathEval) region(l *Loop) *region {
	if r := pe.regions[l]; r != nil {
		return r
	}
	n := pe.n
	g := n.Graph
	r := &region{loop: l, block: map[int]*rnode{}, child: map[*Loop]*rnode{}}
	pe.regions[l] = r
	childOf := func(b int) *Loop {
		for x := n.Innermost[b]; x != nil; x = x.Parent {
			if x.Parent == l {
				return x
			}
		}
		return nil
	}
	nodeOf := func(b int) *rnode {
		if l != nil && !l.Contains(b) || l != nil && b == l.Header && r.entry != nil {
			return nil
		}
		if n.Innermost[b] == l {
			return r.block[b]
		}
		if c := childOf(b); c != nil {
			return r.child[c]
		}
		return nil
	}
	for _, b := range g.RPO() {
		switch in := n.Innermost[b]; {
		case in == l:
			nd := &rnode{block: b, pos: len(r.nodes)}
			r.block[b] = nd
			r.nodes = append(r.nodes, nd)
		case childOf(b) != nil && childOf(b).Header == b:
			nd := &rnode{block: -1, loop: childOf(b), pos: len(r.nodes)}
			r.child[nd.loop] = nd
			r.nodes = append(r.nodes, nd)
		}
	}
	if len(r.nodes) == 0 {
		return r
	}
	r.entry = r.nodes[0]
	link := func(from *rnode, src, succ int, to *rnode) {
		e := &redge{from: from, to: to, src: src, succ: succ}
		from.out = append(from.out, e)
		if to != nil {
			to.in = append(to.in, e)
		}
	}
	for _, nd := range r.nodes {
		if nd.loop == nil {
			for i, s := range g.Succs[nd.block] {
				link(nd, nd.block, i, nodeOf(s))
			}
			continue
		}
		c := nd.loop
		type exitEdge struct{ src, succ, to int }
		var exits []exitEdge
		for _, x := range c.Exiting {
			for i, s := range g.Succs[x] {
				if !c.Contains(s) {
					exits = append(exits, exitEdge{x, i, s})
				}
			}
		}
		same := len(exits) > 0
		for _, e := range exits {
			same = same && nodeOf(e.to) == nodeOf(exits[0].to)
		}
		if same {
			link(nd, -1, 0, nodeOf(exits[0].to))
			continue
		}
		for _, e := range exits {
			link(nd, e.src, e.succ, nodeOf(e.to))
		}
	}
	// Dominators of the DAG, in topological order.
	for _, nd := range r.nodes[1:] {
		var d *rnode
		for _, e := range nd.in {
			p := e.from
			if p != r.entry && p.idom == nil {
				continue // unreachable
			}
			if d == nil {
				d = p
				continue
			}
			for d != p {
				for d.pos > p.pos {
					d = d.idom
				}
				for p.pos > d.pos {
					p = p.idom
				}
			}
		}
		nd.idom = d
	}
	return r
}

// postdominates reports whether every path of the region from d passes
// through v.
func postdominates(v, d *rnode) bool {
	seen := map[*rnode]bool{}
	var walk func(x *rnode) bool // reports whether x can avoid v
	walk = func(x *rnode) bool {
		if x == v {
			return false
		}
		if seen[x] {
			return false
		}
		seen[x] = true
		if len(x.out) == 0 {
			return true // a return
		}
		for _, e := range x.out {
			if e.to == nil || walk(e.to) {
				return true
			}
		}
		return false
	}
	return !walk(d)
}

// reach returns the condition under which node runs in an iteration of
// the region, nil if unknown.
func (pe *pathEval) reach(r *region, nd *rnode) *poly.Cond {
	switch nd.state {
	case 2:
		return nd.reach
	case 1:
		return nil
	}
	nd.state = 1
	var c *poly.Cond
	switch {
	case nd == r.entry:
		c = poly.True
	case nd.idom == nil:
		c = nil // unreachable
	case postdominates(nd, nd.idom):
		c = pe.reach(r, nd.idom)
	default:
		var parts []*poly.Cond
		for _, e := range nd.in {
			p := pe.reach(r, e.from)
			ec := pe.edgeCond(e)
			if p == nil || ec == nil {
				parts = nil
				break
			}
			parts = append(parts, pe.q.And(p, ec))
		}
		if len(parts) > 0 {
			c = parts[0]
			for _, p := range parts[1:] {
				c = pe.q.Or(c, p)
			}
		}
	}
	nd.reach, nd.state = c, 2
	return c
}

// edgeCond returns the condition that the edge is taken when its source
// runs, nil if unknown.
func (pe *pathEval) edgeCond(e *redge) *poly.Cond {
	if e.done {
		return e.cond
	}
	e.done = true
	switch {
	case e.src < 0: // every exit of a collapsed loop
		e.cond = poly.True
	case e.from.loop != nil: // one of several exits
		// The only exit that returns (the others end the program:
		// exit(2) after a usage message) is taken when the loop ends.
		e.cond = nil
		if !pe.ends(e.src, e.succ) {
			alone := true
			for _, o := range e.from.out {
				if o != e && o.src >= 0 && !pe.ends(o.src, o.succ) {
					alone = false
				}
			}
			if alone {
				e.cond = poly.True
			}
		}
	default:
		e.cond = pe.succCond(e.src, e.succ)
		if e.cond == nil && !pe.ends(e.src, e.succ) {
			// A test whose other successors end the program or leave
			// main with an error (if (!f) { perror(...); return 1; }):
			// the work goes on past it. The test itself stays an
			// estimate (the error-exit heuristic says so).
			others := true
			for i := range pe.n.Graph.Succs[e.src] {
				if pe.n.Graph.Succs[e.src][i] != pe.n.Graph.Succs[e.src][e.succ] && !pe.ends(e.src, i) {
					others = false
				}
			}
			if others {
				e.cond = poly.True
			}
		}
	}
	return e.cond
}

// ownCond is the condition of edge e as its own branch decides it, without
// edgeCond's assumption that the work goes on past an error exit: the
// branch to the error exit stays an estimate.
func (pe *pathEval) ownCond(e *redge) *poly.Cond {
	if e.src < 0 || e.from.loop != nil {
		return pe.edgeCond(e)
	}
	return pe.succCond(e.src, e.succ)
}

// ends reports whether successor i of block b ends the work: no return is
// reachable from it, or it leaves main with a non-zero status.
func (pe *pathEval) ends(b, i int) bool {
	to := pe.n.Graph.Succs[b][i]
	return pe.deadEnd(to) || heuristic.ErrorExit(pe.n.Graph, b, to)
}

// deadEnd reports whether no return is reachable from block b: every path
// from it ends the program (exit, abort, a call that does not return).
func (pe *pathEval) deadEnd(b int) bool {
	g := pe.n.Graph
	if pe.returns == nil {
		pe.returns = make([]bool, len(g.Succs))
		var todo []int
		for i, blk := range g.Func.Blocks {
			switch blk.Term.TermIR.(type) {
			case *ir.TermRet, *ir.TermResume:
				pe.returns[i] = true
				todo = append(todo, i)
			}
		}
		for len(todo) > 0 {
			x := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			for _, p := range g.Preds[x] {
				if !pe.returns[p] {
					pe.returns[p] = true
					todo = append(todo, p)
				}
			}
		}
	}
	return b >= 0 && b < len(pe.returns) && !pe.returns[b]
}

// succCond returns the condition that block b's terminator goes to its
// successor number i.
func (pe *pathEval) succCond(b, i int) *poly.Cond {
	g := pe.n.Graph
	q := pe.q
	succs := g.Succs[b]
	if len(succs) == 1 {
		return poly.True
	}
	br := pe.branch(b)
	switch t := g.Func.Blocks[b].Term.TermIR.(type) {
	case *ir.TermCondBr:
		if br.cond == nil {
			return nil
		}
		if succs[0] == succs[1] {
			return poly.True
		}
		if i == 0 {
			return br.cond
		}
		return q.Not(br.cond)
	case *ir.TermInvoke:
		// Exceptions are not thrown: the assumption the unwind
		// heuristic makes of the invoke's own site, on which the counts
		// below it rest.
		if i == 0 {
			return poly.True
		}
		return poly.False
	case *ir.TermSwitch:
		if br.swVal == nil {
			return nil
		}
		if i == 0 { // default
			var cs []*poly.Cond
			for _, c := range br.swCases {
				cs = append(cs, q.Cmp("~=", br.swVal, c))
			}
			return q.And(cs...)
		}
		if i-1 < len(br.swCases) && len(t.Cases) == len(br.swCases) {
			return q.Cmp("==", br.swVal, br.swCases[i-1])
		}
	}
	return nil
}

// branch evaluates block b's terminator.
func (pe *pathEval) branch(b int) *branch {
	if br := pe.brs[b]; br != nil {
		return br
	}
	br := &branch{}
	pe.brs[b] = br
	switch t := pe.n.Graph.Func.Blocks[b].Term.TermIR.(type) {
	case *ir.TermCondBr:
		br.cond, br.why = pe.cond(t.Cond)
		br.check = br.cond != nil && pe.usesCheck(t.Cond)
	case *ir.TermSwitch:
		v, why := pe.value(t.X)
		br.swVal, br.why = v, why
		for _, c := range t.Cases {
			x, ok := intConst(c.X)
			if !ok {
				br.swVal = nil
				break
			}
			br.swCases = append(br.swCases, poly.Const(float64(x)))
		}
	}
	return br
}
