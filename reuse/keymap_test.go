package reuse

import (
	"math"
	"math/rand"
	"testing"
)

// TestKeyMapAgainstMap: random sets, swaps and gets agree with Go's map,
// over small keys, clustered line numbers and the phantom and unknown key
// ranges.
func TestKeyMapAgainstMap(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	bases := []uint64{0, 1 << 20, phantomSpace, unknownSpace, math.MaxUint64 - 5001} // keys below 2^64-1
	for trial := 0; trial < 50; trial++ {
		m, ref := newKeyMap(), map[uint64]int32{}
		span := 1 + rng.Intn(5000)
		for op := 0; op < 20000; op++ {
			k := bases[rng.Intn(len(bases))] + uint64(rng.Intn(span))
			v := int32(rng.Intn(1 << 30))
			switch rng.Intn(3) {
			case 0:
				m.set(k, v)
				ref[k] = v
			case 1:
				old, ok := m.swap(k, v)
				wantOld, wantOK := ref[k]
				if ok != wantOK || old != wantOld {
					t.Fatalf("trial %d: swap(%d) = %d, %v; want %d, %v", trial, k, old, ok, wantOld, wantOK)
				}
				ref[k] = v
			default:
				got, ok := m.get(k)
				want, wantOK := ref[k]
				if ok != wantOK || got != want {
					t.Fatalf("trial %d: get(%d) = %d, %v; want %d, %v", trial, k, got, ok, want, wantOK)
				}
			}
			if m.len() != len(ref) {
				t.Fatalf("trial %d: len %d, want %d", trial, m.len(), len(ref))
			}
		}
	}
}

// TestCompactEngineAgainstPlain: a set's engine that renumbers its times
// and skips repeats of its latest key gives the distances of the plain
// engine, which keeps every time, under weighted accesses, forgets, lowered
// weights and phantom distances, phantom keys among them (a compact engine
// drops those with no weight left).
func TestCompactEngineAgainstPlain(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for trial := 0; trial < 300; trial++ {
		c, p := newWeightedEngineCap(64), newWeightedEngineCap(64)
		c.compact = true
		keys := 1 + rng.Intn(40)
		for op := 0; op < 3000; op++ {
			k := uint64(rng.Intn(keys))
			if k%3 == 0 { // a phantom key (see renumber: dropped when dead)
				k = phantomSpace + k
			}
			if rng.Intn(4) == 0 { // repeat the latest key
				k = p.lastKey()
			}
			switch x := rng.Intn(20); {
			case x == 0:
				c.forget(k)
				p.forget(k)
			case x == 2:
				n := float64(rng.Intn(3))
				c.lower(k, n)
				p.lower(k, n)
			case x == 1:
				after := rng.Float64()*4 - 2
				dc, okc := c.phantomDistance(k, after)
				dp, okp := p.phantomDistance(k, after)
				if okc != okp || math.Abs(dc-dp) > 1e-9 {
					t.Fatalf("trial %d op %d: phantomDistance(%d) %v %v, plain %v %v", trial, op, k, dc, okc, dp, okp)
				}
			default:
				w := 1.0
				if rng.Intn(3) == 0 {
					w = float64(1+rng.Intn(7)) / 2
				}
				if k >= phantomSpace { // touched, its own reuse never recorded
					c.touch(k, w)
					p.touch(k, w)
					continue
				}
				dc, _ := c.access(k, w)
				dp, _ := p.access(k, w)
				if math.Abs(dc-dp) > 1e-9 {
					t.Fatalf("trial %d op %d: access(%d, %g) distance %v, plain %v", trial, op, k, w, dc, dp)
				}
			}
		}
		if len(c.wt) >= len(p.wt) && len(p.wt) > 64 {
			t.Fatalf("trial %d: the compact engine grew to %d times like the plain one (%d)", trial, len(c.wt), len(p.wt))
		}
	}
}

// lastKey returns the key of the engine's latest access (0 if none).
func (e *weightedEngine) lastKey() uint64 {
	for i, x := range e.last.keys {
		if x != 0 && e.last.vals[i] == e.now-1 {
			return x - 1
		}
	}
	for n, t := range e.ph {
		if t == e.now {
			return phantomSpace + uint64(n)
		}
	}
	return 0
}
