package reuse

import (
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/statictrace"
)

// A memset, memcpy or memmove (irreader.BulkOp) is walked as measure
// streams it: its bytes in pieces that end at 64-byte boundaries (a copy's
// at the source's), a copy's source piece before its destination piece,
// each piece one access of the lines it touches (a copy's destination
// piece may span two: one access that misses where either line does). A
// memset of at most maxEvent bytes is one access of all the lines it
// touches, as measure streams any access that one word carries. A
// call whose destination, source or length the walk cannot evaluate is one
// access at an unknown address. The visits are counted (bulkVisits), so that the profile takes
// the site's pieces per execution from the walk (offpath.go).

// piece is measure's unit of a bulk access (measure/runtime: PIECE).
const piece = 64

// maxEvent is the longest access measure streams as one (measure/runtime:
// MAX_EVENT): a memset no longer is one access, not pieces.
const maxEvent = 128

// maxBulkPieces bounds the pieces one visit walks: a longer call walks its
// last maxBulkPieces (the lines it leaves in the cache), each standing for
// its share of the skipped ones.
const maxBulkPieces = 1 << 20

// bulk walks one visit of the bulk access x in a; false when its range
// cannot be evaluated (the caller walks it as one access).
func (w *walker) bulk(x *statictrace.Ref, a *statictrace.Activation, weight float64) bool {
	op := x.Acc.Bulk
	n, ok := w.t.Eval(a, op.Len)
	if !ok || n < 0 {
		return false
	}
	dst, ok := w.t.Eval(a, x.Acc.Ptr)
	if !ok {
		return false
	}
	var src int64
	if op.Src != nil {
		if src, ok = w.t.Eval(a, op.Src); !ok {
			return false
		}
	}
	if w.bulkVisits == nil {
		w.bulkVisits = map[*irreader.Access]float64{}
	}
	w.bulkVisits[x.Acc] += weight
	if n == 0 {
		return true
	}
	// A memset one event carries is one piece of all its bytes.
	whole := op.Src == nil && n <= maxEvent
	// The pieces: split at the source's boundaries for a copy, the
	// destination's for a memset.
	start := dst
	if op.Src != nil {
		start = src
	}
	pieces := (start+n-1)/piece - start/piece + 1
	skip, wt := int64(0), weight
	if pieces > maxBulkPieces {
		skip = pieces - maxBulkPieces
		wt = weight * float64(pieces) / maxBulkPieces
	}
	L := uint64(w.opts.Line)
	off := int64(0) // bytes before the first piece walked: piece skip starts at a boundary
	if skip > 0 {
		off = (start/piece+skip)*piece - start
	}
	for off < n {
		k := min(piece-(start+off)%piece, n-off)
		if whole {
			k = n
		}
		if op.Src != nil {
			w.touch(x, unkKey{key: uint64(src+off) / L}, wt)
		}
		first, last := uint64(dst+off)/L, uint64(dst+off+k-1)/L
		also := uint64(0)
		if last != first {
			also = last // a copy's destination piece, or a whole memset, across a line boundary
		}
		w.touchSpan(x, unkKey{key: first}, also, wt)
		off += k
	}
	return true
}

// bulkPieces is the accesses one visit of x makes as the walk finds it in
// a, for the walk's estimate of its cost: a bulk access's pieces (both
// sides' for a copy), at most maxBulkPieces each; 1 for any other access.
func (w *walker) bulkPieces(x *statictrace.Ref, a *statictrace.Activation) float64 {
	op := x.Acc.Bulk
	if op == nil {
		return 1
	}
	n, ok := w.t.Eval(a, op.Len)
	if !ok || n <= 0 {
		return 1
	}
	p := float64(min(n/piece+2, maxBulkPieces))
	if op.Src != nil {
		p *= 2
	}
	return p
}
