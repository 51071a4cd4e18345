package report

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/interval"
	"github.com/reusescope/reusescope/parallel"
)

func TestNum(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{{3, "3"}, {2.9999999999, "3"}, {0.125, "0.125"}, {1234567.89, "1234568"}} {
		if got := num(c.v); got != c.want {
			t.Errorf("num(%g) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestHitsWrite(t *testing.T) {
	l := cache.Level{Name: "L1", SizeBytes: 32 << 10, Assoc: 8, Line: 64}
	preds := []*parallel.Prediction{{Cores: 2, Interleave: "round-robin", Levels: []parallel.LevelPrediction{{Name: "L1", HitRate: 0.5, LocalHitRate: 0.5, PerCore: []float64{0.4, 0.6}}}}}
	h := NewHits("main", 64, cache.Sets, 10, []cache.LevelRate{{Level: l, HitRate: 0.9, LocalHitRate: 0.9, Hits: 9, Misses: 1}}, preds, nil, nil)
	if h.Notes == nil || len(h.Parallel) != 1 || h.Parallel[0].Levels[0].PerCore[1] != 0.6 {
		t.Fatalf("NewHits: %+v", h)
	}
	h.Walk = "whole"
	var b bytes.Buffer
	if err := h.Write(&b, "text", "x.ll"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"x.ll: main, 10 accesses, model sets, every iteration walked", "90.0000", "2 cores (round-robin):", "40.0000 60.0000"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, b.String())
		}
	}
	b.Reset()
	if err := h.Write(&b, "csv", "x.ll"); err != nil {
		t.Fatal(err)
	}
	if want := "level,size_bytes,assoc,line,hit_rate,local_hit_rate,hits,misses,estimated_access_share,walk,hit_rate_low,hit_rate_high,misses_low,misses_high,bounds\nL1,32768,8,64,0.900000,0.900000,9,1,0,whole,,,,,\n"; b.String() != want {
		t.Errorf("csv:\n%s\nwant:\n%s", b.String(), want)
	}
	// Bounds: a range, and a point of a whole walk (exact).
	SetBounds(h.Levels, []estimate.Bounds{{HitRate: interval.Range{Low: 0.8, High: 0.95}, Misses: interval.Range{Low: 0.5, High: 2.25}}}, true)
	b.Reset()
	if err := h.Write(&b, "text", "x.ll"); err != nil || !strings.Contains(b.String(), "[80.0000, 95.0000]") || !strings.Contains(b.String(), "[0, 3]") || !strings.Contains(b.String(), "bounds: the run's hit rates") {
		t.Errorf("bounded text: %v\n%s", err, b.String())
	}
	b.Reset()
	if err := h.Write(&b, "csv", "x.ll"); err != nil || !strings.HasSuffix(b.String(), ",whole,0.800000,0.950000,0.5,2.25,bounded\n") {
		t.Errorf("bounded csv: %v\n%s", err, b.String())
	}
	// Unbounded (a call not followed): no misses_high in JSON, "inf"
	// in text and CSV.
	SetBounds(h.Levels, []estimate.Bounds{{HitRate: interval.Range{Low: 0, High: 1}, Misses: interval.Range{Low: 0, High: math.Inf(1)}}}, true)
	for _, c := range []struct{ format, want string }{
		{"text", "[0, inf)"}, {"csv", ",whole,0.000000,1.000000,0,inf,bounded\n"}, {"json", `"misses_low": 0`},
	} {
		b.Reset()
		if err := h.Write(&b, c.format, "x.ll"); err != nil || !strings.Contains(b.String(), c.want) || c.format == "json" && strings.Contains(b.String(), "misses_high") {
			t.Errorf("unbounded %s: %v\n%s", c.format, err, b.String())
		}
	}
	SetBounds(h.Levels, []estimate.Bounds{{HitRate: interval.Range{Low: 0.9, High: 0.9}, Misses: interval.Range{Low: 1, High: 1}}}, true)
	if h.Levels[0].Bounds != BoundsExact {
		t.Errorf("a point of a whole walk is %q, want exact", h.Levels[0].Bounds)
	}
	SetBounds(h.Levels, []estimate.Bounds{{HitRate: interval.Range{Low: 0.9, High: 0.9}, Misses: interval.Range{Low: 1, High: 1}}}, false)
	if h.Levels[0].Bounds != BoundsSampled {
		t.Errorf("a point of a sampled walk is %q, want sampled", h.Levels[0].Bounds)
	}
	h.Levels[0].Bounds = ""
	h.Parallel[0].Cores = 1
	b.Reset()
	if err := h.Write(&b, "text", "x.ll"); err != nil || !strings.Contains(b.String(), "\n1 core (round-robin):") {
		t.Errorf("one core: %v\n%s", err, b.String())
	}
	if NewParallel(nil) != nil {
		t.Error("NewParallel(nil) is not nil: the key would not be omitted")
	}
}

// TestNumPositional: counts print in positional notation, integers as
// integers, never with an exponent.
func TestNumPositional(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{
		{7581722, "7581722"},
		{22398180.54, "22398181"},
		{303627.94, "303627.9"},
		{6.402778, "6.402778"},
		{554.4375, "554.4375"},
		{0.00001234, "0.000012"},
		{1e18 + 0.5, "1000000000000000000"},
	} {
		if got := num(c.v); got != c.want {
			t.Errorf("num(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}

// TestSampledRangeCaveat: a range (something moved: an estimate or an
// unplaced access) from a walk that sampled iterations carries the sampled
// caveat, and the bounds sentence says its ends carry a sampling error;
// from a whole walk it does not. A point of a sampled walk is "sampled".
func TestSampledRangeCaveat(t *testing.T) {
	rng := estimate.Bounds{HitRate: interval.Range{Low: 0.9, High: 0.95}, Misses: interval.Range{Low: 50, High: 100}, Caveats: []string{estimate.CaveatPlacement}}
	for _, whole := range []bool{true, false} {
		b := newBounded(rng, whole)
		if got := slices.Contains(b.Caveats, estimate.CaveatSampled); got == whole {
			t.Errorf("whole %v: caveats %v", whole, b.Caveats)
		}
		if len(rng.Caveats) != 1 {
			t.Fatalf("newBounded changed its argument's caveats: %v", rng.Caveats)
		}
		text := strings.Join(caveatTexts([]Bounded{b}), "; ")
		if strings.Contains(text, "sampling error") == whole {
			t.Errorf("whole %v: caveat text %q", whole, text)
		}
	}
	point := estimate.Bounds{HitRate: interval.Range{Low: 0.9, High: 0.9}, Misses: interval.Range{Low: 50, High: 50}}
	if b := newBounded(point, false); b.Bounds != BoundsSampled {
		t.Errorf("a sampled point: bounds %q, want %q", b.Bounds, BoundsSampled)
	}
}
