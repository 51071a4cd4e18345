package report

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
)

func testProfile() *cache.Profile {
	p := cache.NewProfile()
	p.Add(cache.Infinite, 5)
	for d := int64(0); d < 3000; d += 37 {
		p.Add(d, float64(d%7+1))
	}
	return p
}

// TestPlotsDeterministic renders each plot twice: gonum/plot's SVG must
// carry no ids, dates or random numbers, and must inline (no XML prolog).
func TestPlotsDeterministic(t *testing.T) {
	p := testProfile()
	bins := Log2Bins(p, 0)
	c, _ := HitRateCurve("L1", PowersOfTwo(1<<10, 64<<20), 8, 64, ProfileRate(cache.SDCM, p))
	render := []func() ([]byte, error){
		func() ([]byte, error) { return ReuseHistogramSVG("h", []Series{{"static", bins}, {"measured", bins}}) },
		func() ([]byte, error) {
			return HitRateSVG("c", []Curve{c}, []Curve{{Name: "L1", Points: c.Points[5:6]}})
		},
	}
	attr := regexp.MustCompile(`\b(id|href|src)=`)
	for i, r := range render {
		a, err := r()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := r()
		if !bytes.Equal(a, b) {
			t.Errorf("plot %d: two renders differ", i)
		}
		if !bytes.HasPrefix(a, []byte("<svg")) || !bytes.HasSuffix(a, []byte("</svg>")) {
			t.Errorf("plot %d is not a bare <svg> element: %.80q … %.20q", i, a, a[max(0, len(a)-20):])
		}
		if m := attr.Find(a); m != nil {
			t.Errorf("plot %d has a %s attribute", i, m)
		}
	}
}

func TestPlotErrors(t *testing.T) {
	if _, err := ReuseHistogramSVG("h", nil); err == nil {
		t.Error("histogram of nothing: no error")
	}
	bins := Log2Bins(testProfile(), 0)
	if _, err := ReuseHistogramSVG("h", []Series{{"a", bins}, {"b", bins[1:]}}); err == nil {
		t.Error("histograms with different bins: no error")
	}
	if _, err := HitRateSVG("c", []Curve{{Name: "empty"}}, nil); err == nil {
		t.Error("hit-rate plot without points: no error")
	}
}

func TestInlineSVG(t *testing.T) {
	doc := "<?xml version=\"1.0\"?>\n<!DOCTYPE svg>\n<!-- Generated -->\n<svg width=\"1\"></svg>\n"
	got, err := InlineSVG([]byte(doc))
	if err != nil || string(got) != `<svg width="1"></svg>` {
		t.Errorf("InlineSVG = %q, %v", got, err)
	}
	if _, err := InlineSVG([]byte("<html/>")); err == nil {
		t.Error("InlineSVG of no SVG: no error")
	}
}

func TestSizeTicks(t *testing.T) {
	ticks := sizeTicks{}.Ticks(10, 26) // 1KiB .. 64MiB
	var labels []string
	for _, tk := range ticks {
		if tk.Label != "" {
			labels = append(labels, tk.Label)
		}
	}
	// 17 powers are more than maxSizeLabels: every other one is labelled.
	if got := strings.Join(labels, " "); got != "1KiB 4KiB 16KiB 64KiB 256KiB 1MiB 4MiB 16MiB 64MiB" {
		t.Errorf("labels %q", got)
	}
	if len(ticks) != 17 {
		t.Errorf("%d ticks, want one per power of two (17)", len(ticks))
	}
}

func TestYFloor(t *testing.T) {
	for _, c := range []struct{ lo, want float64 }{{0.97, 0.9}, {0.999, 0.9}, {0.42, 0.4}, {0, 0}} {
		got := yFloor([]Curve{{Points: []CurvePoint{{1, 1}, {2, c.lo}}}})
		if got != c.want {
			t.Errorf("yFloor(min %g) = %g, want %g", c.lo, got, c.want)
		}
	}
}
