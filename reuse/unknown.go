package reuse

import (
	"math"
	"os"

	"github.com/llir/llvm/ir/value"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/statictrace"
)

// Accesses whose address the walk cannot evaluate (x[col[k]], a hash
// table's t[h], where the index is data) are modelled as uniform over
// their object: the access touches a line of the object chosen at random,
// so that its previous touch is a random earlier time and the object's own
// lines touched since are uniform over its lines (see doc.go). Where the
// base pointer cannot be evaluated either, the site is one fixed location.

// unkGroup is the accesses the walk takes for one random line at a time:
// those to one object with one index expression (the load and the store of
// h[x[i]]++, the probes of t[h] in a while condition), which touch the same
// line within an iteration of the innermost walked loop.
type unkGroup struct {
	obj   uint64      // the object's first byte
	index string      // irreader.Access.Index
	ptr   value.Value // the address operand, where index is ""
}

// unkKey is the key of an access whose address is unknown, and how to take
// its distance: lines > 0 when its object is known and the access draws a
// new random line from its lines (the first of its group in this
// iteration), 0 when the key's own distance is the access's.
type unkKey struct {
	key   uint64
	lines float64
}

// unknownKey returns the key of r, whose address is unknown, in activation a.
func (w *walker) unknownKey(a *statictrace.Activation, r *statictrace.Ref) unkKey {
	site, seen := w.unknown[r.Acc]
	if !seen {
		site = w.newUnknownKey()
		w.unknown[r.Acc] = site
	}
	data, known := w.dataIndexed[r.Acc]
	if !known {
		data = statictrace.DataIndexed(r.Acc.Inst.Block.Func, r.Acc.Ptr)
		w.dataIndexed[r.Acc] = data
	}
	var obj statictrace.Object
	ok := false
	if data {
		obj, ok = w.t.ObjectOf(a, r)
	}
	if !ok {
		w.fixed[r.Acc] = true
		return unkKey{key: site}
	}
	if unkModel == "fixed" {
		w.fixed[r.Acc] = true
		return unkKey{key: site}
	}
	w.uniform[r.Acc] = true
	w.objs[obj] = true
	w.siteObj[r.Acc] = obj
	if unkModel == "pooled" {
		return unkKey{key: site}
	}
	g := unkGroup{obj: obj.Addr, index: r.Acc.Index}
	if g.index == "" {
		g.ptr = r.Acc.Ptr
	}
	k, ok := w.unkGroups[g]
	if !ok {
		k = w.newUnknownKey()
		w.unkGroups[g] = k
	}
	if w.drawn[k] == w.stamp {
		return unkKey{key: k} // the line its group drew in this iteration
	}
	w.drawn[k] = w.stamp
	first := obj.Addr / uint64(w.opts.Line)
	last := (obj.Addr + obj.Size - 1) / uint64(w.opts.Line)
	return unkKey{key: k, lines: float64(last - first + 1)}
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

// addUniform adds weight x to h for an access to a random line of an
// object of n lines, whose key's own distance is d: the object's lines
// touched since the line's previous touch are uniform over [0, n) (the
// previous touch of a random line is a geometric number of the object's
// accesses back, G; of n lines touched at random G times, 1-e^(-G/n) of
// them are distinct, and G/n is exponential, so that share is uniform).
// With Sets the lines spread over the sets: n/Sets of them share the
// access's set. The object's own lines are then at distance floor(u*m) for
// m = n/Sets and u uniform on [0, 1), and the background, the other lines
// touched in between, is taken as the key's own distance d (the lines
// touched since the group's previous access); a first touch stays one.
func (w *walker) addUniform(h *distHist, n float64, d float64, x float64) {
	if d < 0 {
		h.add(int64(d), x)
		return
	}
	if unkBackground == 0 {
		d = 0
	}
	m := n
	if w.opts.Sets > 1 {
		m = n / float64(w.opts.Sets)
	}
	if m <= 1 {
		h.add(int64(d), x)
		return
	}
	b := int64(d)
	if m <= maxUniformBins {
		for j := 0.0; j < m; j++ {
			h.add(b+int64(j), x*(math.Min(j+1, m)-j)/m)
		}
		return
	}
	for j := 0; j < maxUniformBins; j++ {
		h.add(b+int64(math.Floor(float64(j)*m/maxUniformBins)), x/maxUniformBins)
	}
}

// unknownSites returns the sites of m, for StaticResult.
func unknownSites(m map[*irreader.Access]bool) map[*irreader.Access]bool {
	out := make(map[*irreader.Access]bool, len(m))
	for acc := range m {
		out[acc] = true
	}
	return out
}

var unkBackground = map[string]int{"": 1, "0": 0, "1": 1}[os.Getenv("UNK_BG")]
var unkModel = os.Getenv("UNK_MODEL") // "", "fixed", "pooled"
