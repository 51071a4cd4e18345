package cache

import (
	"math/rand"
	"testing"
)

// TestLineMapAgainstGoMap checks the open-addressing map against Go's map on
// random keys, including keys that collide in their low bits and growth.
func TestLineMapAgainstGoMap(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	m := newLineMap()
	ref := map[uint64]uint32{}
	for i := 0; i < 50000; i++ {
		var k uint64
		switch i % 3 {
		case 0:
			k = rng.Uint64()
		case 1:
			k = uint64(rng.Intn(5000)) << 20 // same low bits
		default:
			k = uint64(rng.Intn(100))
		}
		v := uint32(i + 1)
		j := m.slot(k)
		if m.slots[j].val == 0 {
			if _, ok := ref[k]; ok {
				t.Fatalf("key %d present in reference but map reports empty slot", k)
			}
			m.insertAt(j, k, v)
		} else {
			m.slots[j].val = v
		}
		ref[k] = v
	}
	if m.n != len(ref) {
		t.Fatalf("map holds %d keys, want %d", m.n, len(ref))
	}
	for k, v := range ref {
		got, ok := m.get(k)
		if !ok || got != v {
			t.Fatalf("get(%d) = %d, %v; want %d, true", k, got, ok, v)
		}
	}
	if _, ok := m.get(1 << 62); ok {
		t.Fatalf("absent key reported present")
	}
}
