package reuse

import (
	"slices"
	"testing"
)

// TestChunksReuse checks that a released chunk comes back zeroed, by
// length, and that growIn keeps a slice's elements.
func TestChunksReuse(t *testing.T) {
	var c chunks[int32]
	a := c.take(8)
	for i := range a {
		a[i] = int32(i + 1)
	}
	b := c.take(16)
	c.release()
	if x := c.take(8); &x[0] != &a[0] || slices.ContainsFunc(x, func(v int32) bool { return v != 0 }) {
		t.Errorf("take(8) after release = %v at %p, want zeros at %p", x, &x[0], &a[0])
	}
	if x := c.take(16); &x[0] != &b[0] {
		t.Errorf("take(16) did not reuse the released 16")
	}
	if x := c.take(8); len(x) != 8 || &x[0] == &a[0] {
		t.Errorf("a third take(8) reused a chunk in use")
	}
	s := []int32{1, 2, 3}
	g := growIn(s, 6, &c)
	if !slices.Equal(g, s) || cap(g) < 9 {
		t.Errorf("growIn = %v (cap %d), want %v with room for 6 more", g, cap(g), s)
	}
	if g2 := growIn(g, 1, &c); &g2[0] != &g[0] {
		t.Errorf("growIn moved a slice with room")
	}
}
