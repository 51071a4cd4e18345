package reuse

import (
	"math"
	"slices"

	"github.com/reusescope/reusescope/statictrace"
)

// body is what the walker's phantoms need of a loop's body, worked out once
// per loop: its accesses (inner loops at their first iteration, calls
// skipped) in the order a visit meets them, the loops enclosing each within
// the body, and the object each reaches. The phantoms of a loop's instances
// then evaluate addresses into the body's slices instead of building maps
// and closures per instance.
type body struct {
	ops   []bodyOp
	refs  []*statictrace.Ref    // distinct accesses, in order of first visit
	paths [][]*statictrace.Loop // the loops of the body enclosing each access
	// chains holds, for an access in a function the body calls, the
	// calls from the loop's frame to it (nil for the loop's own).
	chains [][]*statictrace.Call
	obj    []int // each access's object (objOf), numbered in order of first visit
	// Scratch of addrsAt, one per iteration evaluated (a phantom
	// evaluates its first two).
	at [2]bodyAddrs
	// Scratch of clusters and phantom.
	cluster []int
	byObj   [][]int
}

// bodyOp is one step of a body's visit: an access (ref >= 0), or entering
// (enter) or leaving an inner loop or a call.
type bodyOp struct {
	ref   int
	loop  *statictrace.Loop
	call  *statictrace.Call
	enter bool
}

// maxBodyCalls bounds the depth of calls whose accesses a body includes.
const maxBodyCalls = 4

// bodyAddrs is the address of each of a body's accesses at one iteration.
type bodyAddrs struct {
	addr  []int64
	ok    []bool
	order []int // accesses with an address, in the order of their first visit
}

// bodyOf returns lp's body, worked out on first use.
func (w *walker) bodyOf(lp *statictrace.Loop) *body {
	if b := w.bodies[lp]; b != nil {
		return b
	}
	b := &body{}
	index := map[*statictrace.Ref]int{}
	objs := map[objKey]int{}
	var visit func(items []statictrace.Item, path []*statictrace.Loop, chain []*statictrace.Call)
	visit = func(items []statictrace.Item, path []*statictrace.Loop, chain []*statictrace.Call) {
		for _, it := range items {
			switch x := it.(type) {
			case *statictrace.Ref:
				i, ok := index[x]
				if ok && !slices.Equal(b.chains[i], chain) {
					continue // a helper called twice (a(i, k), b(k, j)): its first call's
				}
				if !ok {
					i = len(b.refs)
					index[x] = i
					b.refs = append(b.refs, x)
					b.paths = append(b.paths, slices.Clone(path))
					b.chains = append(b.chains, slices.Clone(chain))
					o, ok := objs[objOf(x)]
					if !ok {
						o = len(objs)
						objs[objOf(x)] = o
					}
					b.obj = append(b.obj, o)
				}
				b.ops = append(b.ops, bodyOp{ref: i})
			case *statictrace.Loop:
				if len(chain) > 0 {
					continue // a callee's loop: its accesses are not the body's
				}
				b.ops = append(b.ops, bodyOp{ref: -1, loop: x, enter: true})
				visit(x.Body, append(path, x), chain)
				b.ops = append(b.ops, bodyOp{ref: -1, loop: x})
			case *statictrace.Call:
				// The accesses of a function the body calls (an accessor,
				// operator() returning a value it loads), outside its
				// loops: they move with the iterations as the body's do.
				if x.Body == nil || len(chain) >= maxBodyCalls {
					continue
				}
				b.ops = append(b.ops, bodyOp{ref: -1, call: x, enter: true})
				visit(x.Body, path, append(chain, x))
				b.ops = append(b.ops, bodyOp{ref: -1, call: x})
			case *statictrace.Branch:
				// The arm a sampled walk takes (walker.arm): phantoms
				// and quiet classes belong to sampled walks.
				visit(x.Arms[x.Default], path, chain)
			}
		}
	}
	visit(lp.Body, nil, nil)
	n := len(b.refs)
	for i := range b.at {
		b.at[i] = bodyAddrs{addr: make([]int64, n), ok: make([]bool, n), order: make([]int, 0, n)}
	}
	b.cluster = make([]int, n)
	b.byObj = make([][]int, len(objs))
	w.bodies[lp] = b
	return b
}

// addrsAt evaluates the address of every access of lp's body (inner loops
// at their first iteration, the calls' accesses outside their loops, of a
// Branch the arm a sampled walk takes) with lp's counter at v into
// b.at[slot]. Phantoms use both slots, as do leads and strides when the
// walk is planned; none of them calls another.
func (w *walker) addrsAt(lp *statictrace.Loop, b *body, a *statictrace.Activation, v int64, slot int) *bodyAddrs {
	at := &b.at[slot]
	clear(at.ok)
	at.order = at.order[:0]
	a.SetIV(lp.Loop, v)
	acts := []*statictrace.Activation{a} // the callee activations entered
	for _, op := range b.ops {
		cur := acts[len(acts)-1]
		switch {
		case op.call != nil && op.enter:
			acts = append(acts, w.t.EnterEval(cur, op.call))
		case op.call != nil:
			acts = acts[:len(acts)-1]
		case op.ref >= 0:
			if _, data := w.objectOf(cur, b.refs[op.ref]); data {
				continue // a random line of its object (unknown.go), not a stride
			}
			if addr, ok := w.t.Addr(cur, b.refs[op.ref]); ok {
				if !at.ok[op.ref] {
					at.order = append(at.order, op.ref)
					at.ok[op.ref] = true
				}
				at.addr[op.ref] = int64(addr)
			}
		case op.enter:
			s, _ := a.Start(op.loop.Loop)
			a.SetIV(op.loop.Loop, s)
		default:
			a.ClearIV(op.loop.Loop)
		}
	}
	a.ClearIV(lp.Loop)
	return at
}

// addrThrough evaluates r's address in the activation its calls (chain,
// from a's frame) enter.
func (w *walker) addrThrough(a *statictrace.Activation, chain []*statictrace.Call, r *statictrace.Ref) (uint64, bool) {
	for _, c := range chain {
		a = w.t.EnterEval(a, c)
	}
	return w.t.Addr(a, r)
}

// innerDims returns the stride and trip count of every loop nested in lp
// that encloses r (path, outermost first; chain the calls from lp's frame
// to r's), at lp's counter value v.
func (w *walker) innerDims(lp *statictrace.Loop, a *statictrace.Activation, v int64, r *statictrace.Ref, path []*statictrace.Loop, chain []*statictrace.Call) []dim {
	var out []dim
	a.SetIV(lp.Loop, v)
	defer a.ClearIV(lp.Loop)
	for _, inner := range path {
		s, _ := a.Start(inner.Loop)
		a.SetIV(inner.Loop, s)
	}
	base, ok := w.addrThrough(a, chain, r)
	for _, inner := range path {
		if !ok || !inner.Loop.IV.Linear() {
			continue
		}
		s, _ := a.Start(inner.Loop)
		a.SetIV(inner.Loop, s+stepIn(inner, a))
		if next, ok2 := w.addrThrough(a, chain, r); ok2 {
			out = append(out, dim{stride: int64(next) - int64(base), extent: int64(math.Round(trip(inner, a)))})
		}
		a.SetIV(inner.Loop, s)
	}
	for _, inner := range path {
		a.ClearIV(inner.Loop)
	}
	return out
}
