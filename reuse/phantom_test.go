package reuse

import (
	"math/rand"
	"sort"
	"testing"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/statictrace"
)

// TestClustersApartAgainstLines holds clusters to the promise a phantom
// relies on when it gives each cluster a key of its own: two accesses of an
// object that it puts in different clusters (next to each other in address
// order) touch no common line in the phantom's count iterations, checked on
// the lines each access touches, iteration by iteration. Random bodies of
// one object: 8-byte accesses at random offsets, moving by a common stride
// (a row, a line, an element, none, backwards) or by different ones.
func TestClustersApartAgainstLines(t *testing.T) {
	const L = 64
	rng := rand.New(rand.NewSource(9))
	strides := []int64{0, 8, 64, 128, 640, 800, -8, -800, 4096}
	w := newWalker(nil, StaticOptions{Sample: true, Line: L}, new(scratch))
	splits := 0
	for trial := 0; trial < 20000; trial++ {
		n := 2 + rng.Intn(5)
		count := int64(2 + rng.Intn(60))
		s := strides[rng.Intn(len(strides))]
		b := &body{obj: make([]int, n), byObj: make([][]int, 1), cluster: make([]int, n)}
		first := &bodyAddrs{addr: make([]int64, n), ok: make([]bool, n)}
		second := &bodyAddrs{addr: make([]int64, n), ok: make([]bool, n)}
		stride := make([]int64, n)
		for r := 0; r < n; r++ {
			b.refs = append(b.refs, &statictrace.Ref{Acc: &irreader.Access{Size: 8}})
			first.addr[r] = 1<<20 + 8*int64(rng.Intn(2000))
			first.ok[r], second.ok[r] = true, true
			stride[r] = s
			if rng.Intn(8) == 0 {
				stride[r] = strides[rng.Intn(len(strides))]
			}
			second.addr[r] = first.addr[r] + stride[r]
			first.order = append(first.order, r)
		}
		cl := w.clusters(b, first, second, count)
		lines := func(r int) map[int64]bool {
			m := map[int64]bool{}
			for i := int64(0); i < count; i++ {
				a := first.addr[r] + i*stride[r]
				for l := floorDiv(a, L); l <= floorDiv(a+7, L); l++ {
					m[l] = true
				}
			}
			return m
		}
		rs := append([]int(nil), first.order...)
		sort.SliceStable(rs, func(i, j int) bool { return first.addr[rs[i]] < first.addr[rs[j]] })
		for i := 1; i < len(rs); i++ {
			a, c := rs[i-1], rs[i]
			if cl[a] == cl[c] {
				continue
			}
			splits++
			la := lines(a)
			for l := range lines(c) {
				if la[l] {
					t.Fatalf("trial %d: accesses at %d and %d (strides %d, %d, %d iterations) are apart but share line %d",
						trial, first.addr[a], first.addr[c], stride[a], stride[c], count, l)
				}
			}
		}
	}
	if splits < 1000 {
		t.Errorf("%d splits in all: the trials do not exercise clusters", splits)
	}
}
