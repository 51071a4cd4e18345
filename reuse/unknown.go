package reuse

import (
	"cmp"
	"math"
	"slices"

	"github.com/llir/llvm/ir/value"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/statictrace"
)

// An access whose index is data (x[col[k]], a hash table's t[h], a table
// read at a pseudo-random index) from a base the walk can evaluate is
// modelled as uniform over its object: each access touches a line of the
// object drawn at random, so that the object's lines touched since that
// line's previous touch are uniform over [0, n) for an object of n lines
// (see addUniform and doc.go). The model holds at every walked instance of
// the site, also where the walk happens to evaluate the address (the first
// iterations of a generator it can follow): one evaluated index is one draw,
// and a representative iteration that stands for thousands must not give
// them all its line. An access whose address cannot be evaluated and whose
// object is not known (a pointer loaded from memory) is one fixed location.

// unkGroup is the accesses the walk takes for one random line at a time:
// those to one object with one index expression (the load and the store of
// h[x[i]]++, the probes of t[h] in a while condition), which touch the same
// line within an iteration of the innermost walked loop.
type unkGroup struct {
	obj   uint64      // the object's first byte
	index string      // irreader.Access.Index
	ptr   value.Value // the address operand, where index is ""
	pos   int64       // a chain's position plus one, 0 for none (nodeKey)
}

// unkKey is the key an access touches and how its distance is taken: lines
// > 0 when the access draws a new random line of an object of that many
// lines (the first of its group in this iteration), 0 when the key's own
// distance is the access's. share, when in (0, 1), is the part of the
// access that draws; the rest reuses the line its group drew in the
// iteration at a smaller weight.
type unkKey struct {
	key   uint64
	lines float64
	share float64
	// warm marks a draw whose group's first draw is not a first touch
	// of its line: the walked activation stands for many of a recursion
	// that visit nodes the program built before, so its first draw is
	// the draw of any other (record).
	warm bool
	// reuseOf is the pointer a node access is indexed from
	// (statictrace.NodeShape.Base) when the access, or its part 1-share,
	// reuses the line the node's earlier access in the iteration drew:
	// the walk keeps those distances for the accesses off the path to
	// the same node (nodeReuse).
	reuseOf value.Value
}

// uniformKey returns the key of r in activation a, walked at weight, when
// r's index is data and its object is known, ok false otherwise.
//
// A group draws once per iteration, at the weight of its heaviest access:
// an access after one of its group in the same iteration reuses that line
// for as much of its weight as the earlier one had, and draws for the
// rest. A loop walked at a fraction of an iteration (a probe loop that
// runs 0.1 more times on average) then draws at that fraction, and the
// access that runs every iteration after it still draws for the other
// 0.9, instead of hitting the line the fraction drew.
func (w *walker) uniformKey(a *statictrace.Activation, r *statictrace.Ref, weight float64) (unkKey, bool) {
	obj, ok := w.t.ObjectOf(a, r) // r is indexed by data (the caller's dataIndexedSite)
	if !ok {
		return unkKey{}, false
	}
	w.uniform[r.Acc] = true
	g := unkGroup{obj: obj.Addr, index: r.Acc.Index}
	if g.index == "" {
		g.ptr = r.Acc.Ptr
	}
	return w.draw(obj, g, objectLines(obj, w.opts.Line), obj.Addr, weight), true
}

// objectLines is the number of lines obj spans.
func objectLines(obj statictrace.Object, line int64) float64 {
	first := obj.Addr / uint64(line)
	last := (obj.Addr + obj.Size - 1) / uint64(line)
	return float64(last - first + 1)
}

// nodeKey returns the key of r, walked at weight, when its address cannot
// be evaluated, its pointer loaded from memory, but it touches a node of
// a linked structure (statictrace.NodeOf): a random line of the range
// the nodes' allocation calls placed their blocks in, one draw per node
// visited (the accesses through one pointer in one iteration: p->key and
// p->next).
//
// Where a loop walks the chain (p = p->next, t = t->left or t->right), the
// node at its j-th iteration is one of at most Fanout^j (of a list: the
// j-th node, the same in every walk from the head; of a tree: one of the
// 2^j at depth j), so the line is drawn from that pool: a list's walks
// repeat one sequence of lines, as LRU sees a scan, and a tree's top
// levels stay in the cache while its deep ones miss. In an activation that
// stands for many of a recursion (stands), a chain that starts at the
// function's parameter starts at another node in each of them: its nodes
// are drawn from the whole range, as a node the parameter points to is.
func (w *walker) nodeKey(a *statictrace.Activation, r *statictrace.Ref, weight float64, stands bool) (unkKey, bool) {
	n, seen := w.nodeShapes[r.Acc]
	if !seen {
		n, _ = w.t.NodeOf(r)
		w.nodeShapes[r.Acc] = n
	}
	if n == nil {
		return unkKey{}, false
	}
	obj, ok := w.t.NodeRange(a, n)
	if !ok {
		return unkKey{}, false
	}
	w.uniform[r.Acc] = true
	lines := objectLines(obj, w.opts.Line)
	if n.Chain == nil {
		uk := w.nodeDraw(obj, unkGroup{obj: obj.Addr, ptr: n.Base}, lines, obj.Addr, weight, n)
		uk.warm = stands
		return uk, true
	}
	j := w.pos[n.Chain]
	if stands && n.FromParam {
		// The node at position j of this activation's chain: a draw
		// at every position, the exit's test of a rotated loop
		// (position N, in its last iteration's stamp) included.
		g := unkGroup{obj: obj.Addr, ptr: n.Base}
		if k, ok := w.unkGroups[g]; ok && w.drawnPos[k] != j {
			delete(w.drawn, k)
		}
		uk := w.nodeDraw(obj, g, lines, obj.Addr, weight, n)
		w.drawnPos[w.unkGroups[g]] = j
		uk.warm = true
		return uk, true
	}
	pool := math.Pow(float64(n.Fanout), float64(j)) * float64(n.Bytes) / float64(w.opts.Line)
	if n.Fanout == 1 || pool <= 1 {
		// One node: where it lies is not known, but it is the same
		// node every walk, a line of the range at a place of its own.
		if w.opts.Unknown != UnknownModel {
			return w.draw(obj, unkGroup{obj: obj.Addr, pos: j + 1}, 1, 0, weight), true
		}
		first := obj.Addr / uint64(w.opts.Line)
		return unkKey{key: first + mix64(obj.Addr^uint64(j+1)<<40)%uint64(lines)}, true
	}
	lines = min(lines, pool)
	return w.nodeDraw(obj, unkGroup{obj: obj.Addr, pos: j + 1}, lines, obj.Addr^uint64(j+1)<<48, weight, n), true
}

// nodeDraw is draw for an access to a field of node shape n. A node whose
// blocks start at different places in their lines (NodePlaces: 32-byte
// nodes in 48-byte chunks) spans two lines at some of them: the draw of
// the node's first access stands for the lines its field lies in; a later
// access of the group in the same iteration reuses that line for the share
// of places where its field lies in a line of the node drawn already, and
// draws for the rest (a node's left field in its second line where the key
// is in its first).
func (w *walker) nodeDraw(obj statictrace.Object, g unkGroup, n float64, rate uint64, weight float64, shape *statictrace.NodeShape) unkKey {
	uk := w.nodeLine(obj, g, n, rate, weight, shape)
	if uk.lines == 0 || uk.share > 0 && uk.share < 1 {
		uk.reuseOf = shape.Base // a later access to the node drawn
	}
	return uk
}

// nodeLine is nodeDraw's key.
func (w *walker) nodeLine(obj statictrace.Object, g unkGroup, n float64, rate uint64, weight float64, shape *statictrace.NodeShape) unkKey {
	k, had := w.unkGroups[g]
	fresh := !had || w.drawn[k] != w.stamp
	uk := w.draw(obj, g, n, rate, weight)
	places := w.nodeLines(shape)
	if len(places) == 0 || shape.Offset < 0 || w.opts.Unknown != UnknownModel {
		return uk
	}
	k = w.unkGroups[g]
	L := uint64(w.opts.Line)
	part := func(off uint64) uint64 { return min((off+uint64(shape.Offset))/L, 63) }
	masks := w.nodeParts[k]
	if fresh || len(masks) != len(places) {
		masks = make([]uint64, len(places))
		for i, pl := range places {
			masks[i] = 1 << part(pl.Off)
		}
		w.nodeParts[k] = masks
		return uk
	}
	share := 0.0
	for i, pl := range places {
		if b := uint64(1) << part(pl.Off); masks[i]&b == 0 {
			share += pl.Share
			masks[i] |= b
		}
	}
	switch {
	case share <= 1e-12:
		return uk
	case uk.lines > 0:
		if uk.share > 0 && uk.share < share {
			uk.share = share
		}
		return uk
	}
	return unkKey{key: k, lines: w.sharedLines(obj, rate, n, weight*share), share: share}
}

// nodeLines returns where the blocks of node shape n start within a line
// (statictrace.NodePlaces modulo the line size), kept per node type; nil
// where they always start at the same place, so that no field's line
// varies with the block.
func (w *walker) nodeLines(n *statictrace.NodeShape) []statictrace.NodePlace {
	if w.opts.Line <= 1 {
		return nil
	}
	typ := n.Type()
	if pl, ok := w.nodePlaces[typ]; ok {
		return pl
	}
	L := uint64(w.opts.Line)
	var out []statictrace.NodePlace
	for _, p := range w.t.NodePlaces(n) {
		off := p.Off % L
		if i := slices.IndexFunc(out, func(q statictrace.NodePlace) bool { return q.Off == off }); i >= 0 {
			out[i].Share += p.Share
			continue
		}
		out = append(out, statictrace.NodePlace{Off: off, Share: p.Share})
	}
	slices.SortFunc(out, func(a, b statictrace.NodePlace) int { return cmp.Compare(a.Off, b.Off) })
	if len(out) < 2 {
		out = nil
	}
	w.nodePlaces[typ] = out
	return out
}

// mix64 is SplitMix64's finaliser: a fixed scattering of x.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// draw returns the key of an access of group g to a random line of a pool
// of n lines within obj, walked at weight; rate is the key the pool's
// rate of draws is kept under (sharedLines).
func (w *walker) draw(obj statictrace.Object, g unkGroup, n float64, rate uint64, weight float64) unkKey {
	k, ok := w.unkGroups[g]
	if !ok {
		k = w.newUnknownKey()
		w.unkGroups[g] = k
	}
	first := obj.Addr / uint64(w.opts.Line)
	last := (obj.Addr + obj.Size - 1) / uint64(w.opts.Line)
	if w.drawn[k] == w.stamp {
		dw := w.drawWeight[k]
		if weight <= dw*(1+1e-9) || weight <= 0 {
			return unkKey{key: w.lineOf(k)} // the line its group drew in this iteration
		}
		w.drawWeight[k] = weight
		share := (weight - dw) / weight
		switch w.opts.Unknown {
		case UnknownFixed:
			return unkKey{key: w.lineOf(k)}
		case UnknownFresh:
			// Part of the access draws: a new line, as every draw at
			// this extreme is.
			w.drew[k] = first + w.cursor[obj.Addr]%(last-first+1)
			w.cursor[obj.Addr]++
			return unkKey{key: w.drew[k]}
		}
		return unkKey{key: k, lines: w.sharedLines(obj, rate, n, weight-dw), share: share}
	}
	w.drawn[k] = w.stamp
	w.drawWeight[k] = weight
	switch w.opts.Unknown {
	case UnknownFixed:
		w.drew[k] = first
		return unkKey{key: first}
	case UnknownFresh:
		// One cursor per object, whatever group draws: the groups of an
		// unrolled gather (x[p[i]], x[p[i+1]], ...) would otherwise cycle
		// in step and touch each other's lines.
		w.drew[k] = first + w.cursor[obj.Addr]%(last-first+1)
		w.cursor[obj.Addr]++
		return unkKey{key: w.drew[k]}
	}
	return unkKey{key: k, lines: w.sharedLines(obj, rate, n, weight)}
}

// drawRate is an object's recent draws: the sum of their weights, decayed
// exponentially with the draws of all objects since (drawMemory), as of
// the draw clock at.
// base is the first byte of the object the pool lies in.
type drawRate struct {
	sum, at, lines float64
	base           uint64
}

// drawMemory is the number of draws (of any object) over which an
// object's rate of draws is taken: the rates of the objects a loop draws
// from settle within a few of its iterations, and a later loop's draws
// replace an earlier loop's within as many.
const drawMemory = 1 << 14

// sharedLines returns the lines a random line of the object at obj (n
// lines), drawn now at weight x, competes with for the cache: its own,
// and those of the other objects drawn at random meanwhile. Between two
// touches of one of the object's lines, G of its draws apart, an object
// of m lines drawn ρ times as often has m(1-(1-u)^a) lines touched, with u
// = 1-e^(-G/n) uniform and a = ρn/m; that term's mean, ma/(a+1), is taken
// as a line of slope 2ma/(a+1) in u, so the distance stays uniform, over
// the sum. Two tables drawn alike (a hash table's keys and counts) double
// each other's distances: each gets half of the cache, not all of it. The
// pools drawn within ob (a tree's levels, kept under keys of their own) add
// no lines to a draw over the whole of ob: their lines are among its n.
func (w *walker) sharedLines(ob statictrace.Object, obj uint64, n, x float64) float64 {
	w.drawClock += x
	now := w.drawClock
	r := w.rates[obj]
	if r == nil {
		r = &drawRate{lines: n, at: now, base: ob.Addr}
		w.rates[obj] = r
		w.rateOrder = append(w.rateOrder, obj)
	}
	whole := n >= objectLines(ob, w.opts.Line)
	r.sum = r.sum*math.Exp(-(now-r.at)/drawMemory) + x
	r.at, r.lines = now, n
	if r.sum <= 0 {
		return n
	}
	eff := n
	kept := w.rateOrder[:0]
	for _, o := range w.rateOrder {
		y := w.rates[o]
		sy := y.sum * math.Exp(-(now-y.at)/drawMemory)
		if sy < 1e-9*r.sum && o != obj {
			delete(w.rates, o) // not drawn for many memories: forgotten
			continue
		}
		kept = append(kept, o)
		if o == obj || whole && y.base == ob.Addr {
			continue
		}
		a := sy / r.sum * n / y.lines
		eff += y.lines * 2 * a / (a + 1)
	}
	w.rateOrder = kept
	return eff
}

// objectOf returns the object of r in activation a when r's index is data
// (statictrace.DataIndexed, decided once per site) and the object is known.
func (w *walker) objectOf(a *statictrace.Activation, r *statictrace.Ref) (statictrace.Object, bool) {
	if !w.dataIndexedSite(r) {
		return statictrace.Object{}, false
	}
	return w.t.ObjectOf(a, r)
}

// dataIndexedSite reports whether r's index is data by the static rules
// (statictrace.Trace.DataIndexed), worked out once per site.
func (w *walker) dataIndexedSite(r *statictrace.Ref) bool {
	data, seen := w.dataIndexed[r.Acc]
	if !seen {
		data = w.t.DataIndexed(r)
		w.dataIndexed[r.Acc] = data
	}
	return data
}

// fixedKey returns the key of r, whose address the walk cannot evaluate and
// whose object is not known: one key per site, one fixed location.
func (w *walker) fixedKey(r *statictrace.Ref) unkKey {
	k, seen := w.fixed[r.Acc]
	if !seen {
		k = w.newUnknownKey()
		w.fixed[r.Acc] = k
	}
	if w.opts.Unknown == UnknownFresh {
		return unkKey{key: w.newUnknownKey()}
	}
	return unkKey{key: k}
}

// lineOf returns the line the group of key k drew last at an extreme of the
// model (UnknownFixed, UnknownFresh), else k.
func (w *walker) lineOf(k uint64) uint64 {
	if l, ok := w.drew[k]; ok {
		return l
	}
	return k
}

// newUnknownKey returns a key of the unknown space no other has.
func (w *walker) newUnknownKey() uint64 {
	k := unknownSpace + w.nextUnknown
	w.nextUnknown++
	return k
}

// maxUniformBins bounds the distances a uniform access spreads its weight
// over: an object of more lines (per set) puts it in this many equal bins,
// each at its lower distance, so that a hit rate is off by at most 1/512.
const maxUniformBins = 512

// addUniform adds weight x to h for an access that draws a random line of
// an object of n lines, whose key's own distance is d (negative: the
// group's first draw, a first touch). The line's previous touch is a
// geometric number G of the object's draws back; of n lines drawn at random
// G times, a share 1-e^(-G/n) are distinct, and as G/n is exponential that
// share is uniform on [0, 1): the object's lines touched since are uniform
// over [0, n), and a C-line LRU cache hits C/n of the draws. With Sets the
// object's lines spread evenly over the sets, n/Sets to the access's own:
// the set distance is uniform over [0, n/Sets), and an A-way set hits
// A*Sets/n of them, the same C/n. Other lines touched between the two
// touches (the rest of the loop body) are not counted: the model holds
// where the object is the loop's traffic (a table of lookups, a histogram),
// and counts too many hits where streams pass between its reuses.
func (w *walker) addUniform(h *distHist, n, d, x float64) {
	if d < 0 {
		h.add(int64(d), x)
		return
	}
	if n <= 1 {
		h.add(int64(d), x) // one line: the key's distance is the line's
		return
	}
	m := n
	if w.opts.Sets > 1 {
		m = n / float64(w.opts.Sets)
	}
	if m <= 1 {
		h.add(0, x) // at most one of the object's lines per set
		return
	}
	bins := min(m, maxUniformBins)
	for j := 0.0; j < bins; j++ {
		// Bin j holds the distances [j*m/bins, (j+1)*m/bins) at its
		// lower end; with m < maxUniformBins the last bin is cut at m.
		lo := j * m / bins
		h.add(int64(lo), x*(min((j+1)*m/bins, m)-lo)/m)
	}
}

// unknownSites returns the sites the walk modelled as uniform over their
// object and those it took as one fixed location: a site that was one
// fixed location at any instance (its object not known there) is the
// latter.
func (w *walker) unknownSites() (uniform, fixed map[*irreader.Access]bool) {
	uniform, fixed = map[*irreader.Access]bool{}, map[*irreader.Access]bool{}
	for acc := range w.fixed {
		fixed[acc] = true
	}
	for acc := range w.uniform {
		if !fixed[acc] {
			uniform[acc] = true
		}
	}
	return uniform, fixed
}
