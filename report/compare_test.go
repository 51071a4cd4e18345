package report

import (
	"math"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

func TestPow2Bins(t *testing.T) {
	a, b := cache.NewProfile(), cache.NewProfile()
	a.Add(cache.Infinite, 1)
	a.Add(0, 1)
	a.Add(5, 2) // bin 4-7
	b.Add(cache.Infinite, 1)
	b.Add(3, 3) // bin 2-3
	got := pow2Bins(a, b)
	want := []Pow2Bin{{"first touch", 0.25, 0.25, 0}, {"0", 0.25, 0, 25}, {"2-3", 0, 0.75, -75}, {"4-7", 0.5, 0, 50}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("bin %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestCountRowRelErr(t *testing.T) {
	if r := newCountRow("x", 1, 0); r.RelErr != nil || fmtErr(r.RelErr) != "n/a" {
		t.Errorf("measured 0: rel error %v, %q; want null, n/a", r.RelErr, fmtErr(r.RelErr))
	}
	r := newCountRow("x", 11, 10)
	if r.RelErr == nil || math.Abs(*r.RelErr-0.1) > 1e-12 || fmtErr(r.RelErr) != "+10.000%" {
		t.Errorf("11 vs 10: rel error %v, %q", r.RelErr, fmtErr(r.RelErr))
	}
	if r := newCountRow("x", 0, 0); fmtErr(r.RelErr) != "0" {
		t.Errorf("0 vs 0: %q, want 0", fmtErr(r.RelErr))
	}
}

func TestReuseCompareWindow(t *testing.T) {
	p := cache.NewProfile()
	p.Add(1, 1)
	if r := NewReuseCompare("line", 64, p, p, MaxbinWindow); r.PWEWindow != "maxbin" || r.PBE != 0 || r.PWE != 0 {
		t.Errorf("maxbin: %+v", r)
	}
	if r := NewReuseCompare("line", 64, p, p, 3); r.PWEWindow != "3" {
		t.Errorf("window 3: %q", r.PWEWindow)
	}
}
