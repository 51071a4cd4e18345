package reuse

import (
	"slices"

	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/statictrace"
)

// quietMerge is whether plans fold runs of quiet classes (mergeQuiet); the
// tests turn it off to hold the folded walks to the unfolded ones.
var quietMerge = true

// quietClasses returns the classes (iteration numbers mod p, from the
// instance's start) whose iteration touches the same lines as the one
// before it, in the same order: no access of lp's body, at any iteration of
// the loops within it, moves to another line (bit c for class c; bit 0 for
// iteration p). An iteration repeating the one before sees the state that
// one leaves and does what it did, so its accesses reach their lines at
// the distances the one before met; a run of such iterations has one
// representative (mergeQuiet). symm's j loop, whose columns of B and C
// change line at two classes of eight (rows of 100 doubles start half way
// through a line every other row), walks 7 representatives instead of 11
// (TestQuietFoldingExact holds the folded walks to the unfolded ones).
// 0 when no class can be told quiet: a body with a call (a phantom skips
// its accesses), inner loops whose trips vary with lp's counter, an access
// whose address is unknown, or not the same affine function of the counter
// at iterations 0..p and N-1 (A[i/5] stands still for five iterations),
// whose inner strides change with the counter (A[i*j]), or that moves a line
// or more per iteration or by a period that is not whole lines (the period
// p was shortened, or computed where an enclosing counter gave another
// stride).
func (w *walker) quietClasses(lp *statictrace.Loop, a *statictrace.Activation, start, N, p int64) uint64 {
	L := w.opts.Line
	if L <= 1 || p <= 1 || p > 64 || !lp.Loop.IV.Linear() || w.cores != nil {
		return 0
	}
	may, seen := w.mayQuiet[lp]
	if !seen {
		may = !holdsCall(lp.Body) && !variesWith(lp.Body, lp)
		w.mayQuiet[lp] = may
	}
	if !may {
		return 0
	}
	b := w.bodyOf(lp)
	// addrsAt and innerDims set and clear the counters of lp and of the
	// loops within: put back what the walk had (an -O0 body may read an
	// inner counter before its loop sets it).
	loopsIn := w.quietLoops[lp]
	if loopsIn == nil {
		loopsIn = []*loops.Loop{lp.Loop}
		for _, path := range b.paths {
			for _, x := range path {
				if !slices.Contains(loopsIn, x.Loop) {
					loopsIn = append(loopsIn, x.Loop)
				}
			}
		}
		w.quietLoops[lp] = loopsIn
	}
	saved := w.quietIVs[:0]
	for _, l := range loopsIn {
		v, ok := a.IV(l)
		saved = append(saved, ivValue{v, ok})
	}
	w.quietIVs = saved
	defer func() {
		for i, l := range loopsIn {
			if saved[i].ok {
				a.SetIV(l, saved[i].v)
			} else {
				a.ClearIV(l)
			}
		}
	}()
	step := stepIn(lp, a)
	n := len(b.refs)
	at0 := w.addrsAt(lp, b, a, start, 0)
	first := append(w.quietAt[:0], at0.addr...)
	w.quietAt = first
	for r := 0; r < n; r++ {
		if !at0.ok[r] {
			return 0
		}
	}
	second := w.addrsAt(lp, b, a, start+step, 1)
	stride := slices.Grow(w.quietStride[:0], n)[:n]
	w.quietStride = stride
	for r := 0; r < n; r++ {
		if !second.ok[r] {
			return 0
		}
		s := second.addr[r] - first[r]
		if absInt(s) >= L || (p*s)%L != 0 {
			return 0
		}
		stride[r] = s
	}
	affineAt := func(i int64) bool {
		at := w.addrsAt(lp, b, a, start+i*step, 1)
		for r := 0; r < n; r++ {
			if !at.ok[r] || at.addr[r] != first[r]+i*stride[r] {
				return false
			}
		}
		return true
	}
	for i := int64(2); i <= p; i++ {
		if !affineAt(i) {
			return 0
		}
	}
	if N-1 > p && !affineAt(N-1) { // and the last iteration
		return 0
	}
	type moving struct{ off, stride, g int64 }
	var ms []moving
	for r := 0; r < n; r++ {
		// The offsets within a line the access takes over the loops
		// within lp: every multiple of their strides' gcd with L, the
		// same strides at the next iteration of lp.
		g := L
		if len(b.paths[r]) > 0 {
			dims := w.innerDims(lp, a, start, b.refs[r], b.paths[r], b.chains[r])
			next := w.innerDims(lp, a, start+step, b.refs[r], b.paths[r], b.chains[r])
			if len(dims) != len(b.paths[r]) || len(next) != len(dims) {
				return 0
			}
			for k, d := range dims {
				if next[k].stride != d.stride {
					return 0
				}
				g = gcd(g, absInt(d.stride)%L)
			}
		}
		if stride[r] != 0 {
			ms = append(ms, moving{off: ((first[r] % L) + L) % L, stride: stride[r], g: g})
		}
	}
	var mask uint64
	for c := int64(1); c <= p; c++ {
		quiet := true
		for _, m := range ms {
			for o := m.off % m.g; o < L && quiet; o += m.g {
				if floorDiv(o+c*m.stride, L) != floorDiv(o+(c-1)*m.stride, L) {
					quiet = false
				}
			}
			if !quiet {
				break
			}
		}
		if quiet {
			mask |= 1 << uint(c%p)
		}
	}
	return mask
}

// ivValue is a loop counter's value in an activation, if set.
type ivValue struct {
	v  int64
	ok bool
}

// mergeQuiet folds into one representative each run of plan steps at
// consecutive iterations of quiet classes (quietClasses) after the first of
// the run: each repeats the one before, whose state it would leave as it
// found it, so the first's distances stand for them all, at their weight.
func mergeQuiet(out []loopStep, p int64, mask uint64) []loopStep {
	quiet := func(i int64) bool { return i > 0 && mask&(1<<uint(i%p)) != 0 }
	res := out[:0]
	target, last := -1, int64(0)
	for _, st := range out {
		if !st.phantom && st.wt > 0 && target >= 0 && st.i == last+1 && quiet(st.i) {
			res[target].wt += st.wt
			last = st.i
			continue
		}
		// A run starts at a quiet representative walked just after the
		// iteration before it (not after a phantom's skipped ones).
		after := len(res) > 0 && !res[len(res)-1].phantom && res[len(res)-1].i == st.i-1
		res = append(res, st)
		target = -1
		if !st.phantom && st.wt > 0 && quiet(st.i) && after {
			target, last = len(res)-1, st.i
		}
	}
	return res
}
