package balance

import (
	"math"
	"testing"
)

type probMap map[string]float64

func (m probMap) Get(k string) (float64, bool) { v, ok := m[k]; return v, ok }

// TestMoved moves one case of a three-way switch and one branch: the
// switch's cases are renormalised to sum to 1 (by hand: 0.6, 0.3, 0.2 over
// 1.1), the branch is moved as it is, and sites not moved keep their value.
func TestMoved(t *testing.T) {
	base := probMap{"s1": 0.5, "s2": 0.3, "s3": 0.2, "b": 0.25, "c": 0.7}
	sites := []Member{{"s1", "sw"}, {"s2", "sw"}, {"s3", "sw"}, {"b", ""}, {"c", ""}}
	m := NewMoved(base, map[string]bool{"s1": true, "b": true}, sites, func(key string, v float64) float64 {
		if key == "s1" {
			return 0.6
		}
		return 1
	})
	want := map[string]float64{"s1": 0.6 / 1.1, "s2": 0.3 / 1.1, "s3": 0.2 / 1.1, "b": 1, "c": 0.7}
	for k, w := range want {
		if v, ok := m.Get(k); !ok || math.Abs(v-w) > 1e-15 {
			t.Errorf("%s = %v, %v; want %v", k, v, ok, w)
		}
	}
	if _, ok := m.Get("none"); ok {
		t.Error("a key base does not have is found")
	}
}

// TestNudged moves each estimated probability by 1e-4 to 2e-4 (below 0.5)
// or by a relative 1e-4 to 2e-4 (above), different per site, and leaves the
// others.
func TestNudged(t *testing.T) {
	base := probMap{"a": 0.25, "b": 0.25, "c": 0.9, "d": 0.4}
	m := Nudged(base, map[string]bool{"a": true, "b": true, "c": true}, []Member{{"a", ""}, {"b", ""}, {"c", ""}, {"d", ""}})
	va, _ := m.Get("a")
	vb, _ := m.Get("b")
	vc, _ := m.Get("c")
	vd, _ := m.Get("d")
	if va == vb {
		t.Errorf("a and b, equal before, are moved by the same amount: %v", va)
	}
	for _, c := range []struct{ v, base float64 }{{va, 0.25}, {vb, 0.25}, {vc, 0.9}} {
		if d := math.Abs(c.v - c.base); d < 0.9e-4 || d > 2e-4 {
			t.Errorf("moved %v from %v: by %v, want 1e-4 to 2e-4", c.v, c.base, d)
		}
	}
	if vd != 0.4 {
		t.Errorf("d, not estimated, moved to %v", vd)
	}
}
