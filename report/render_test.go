package report

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"
	"time"
)

// TestDrawLarge: a function of 20 000 blocks (an interpreter's dispatch;
// a long run of loop nests) is drawn, SVG and PNG, condensed to at most
// DrawBudget nodes, the PNG within maxPNGPixels, each drawing in at most
// drawRatio times what the SVG and the PNG of a 7-block function take in
// the same run. Drawing all 20 000 blocks (what RenderDot did up to 3 000)
// takes minutes: a 3 000-block PNG took 44 s and 4.3 GB.
func TestDrawLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	// drawRatio bounds a large drawing's time by the small ones': under
	// load 8 on 2 cores they took 3 to 4 s and 0.3 to 0.45 s.
	const drawRatio = 40
	small := openLL(t, chainLL)
	if _, err := small.Draw("png"); err != nil { // compiles Graphviz once
		t.Fatal(err)
	}
	start := time.Now()
	for _, f := range []string{"svg", "png"} {
		if _, err := small.Draw(f); err != nil {
			t.Fatal(err)
		}
	}
	ref := time.Since(start)
	for _, tt := range []struct {
		name string
		ir   string
	}{
		{"dispatch", dispatchLL(3999, 5, 1000)},
		{"nests", nestsLL(1052, 3, 4)},
	} {
		c := openLL(t, tt.ir)
		for _, f := range []string{"svg", "png"} {
			start := time.Now()
			data, err := c.Draw(f)
			took := time.Since(start)
			if err != nil {
				t.Fatalf("%s %s: %v", tt.name, f, err)
			}
			t.Logf("%s, %d blocks: %s in %v (%.1f times the small graph's %v)", tt.name, c.Blocks(), f, took, took.Seconds()/ref.Seconds(), ref)
			if took > drawRatio*ref {
				t.Errorf("%s %s took %v, more than %d times the small graph's %v", tt.name, f, took, drawRatio, ref)
			}
			switch f {
			case "svg":
				if n := bytes.Count(data, []byte(`class="node"`)); n == 0 || n > DrawBudget {
					t.Errorf("%s: %d nodes drawn, budget %d", tt.name, n, DrawBudget)
				}
				if !bytes.Contains(data, []byte("condensed to the drawing budget")) {
					t.Errorf("%s: the SVG does not say it is condensed", tt.name)
				}
			case "png":
				w, h, ok := pngSize(data)
				if !ok || w*h > maxPNGPixels {
					t.Errorf("%s: PNG of %d × %d pixels (ok %v), bound %d", tt.name, w, h, ok, maxPNGPixels)
				}
			}
		}
	}
}

// pngSize returns the width and height of a PNG from its IHDR chunk.
func pngSize(data []byte) (w, h int, ok bool) {
	if len(data) < 24 || !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) || string(data[12:16]) != "IHDR" {
		return 0, 0, false
	}
	return int(binary.BigEndian.Uint32(data[16:20])), int(binary.BigEndian.Uint32(data[20:24])), true
}

// TestFitPNG: a layout over maxPNGPixels at pngDPI gets the size (in
// inches) that scales it down to at most that many pixels; a smaller one
// is left alone.
func TestFitPNG(t *testing.T) {
	dot := "digraph reusescope {\n  a -> b;\n}\n"
	if got := fitPNG(dot, 720, 360); got != dot {
		t.Errorf("a 960 × 480 pixel layout got a size:\n%s", got)
	}
	// 72 000 × 720 points: 96 000 × 960 pixels at 96 dpi, 92 Mpx; scaled by
	// sqrt(16 Mi / 92.16 M) = 0.42667 to 426.67 × 4.27 inches.
	got := fitPNG(dot, 72000, 720)
	want := "digraph reusescope {\n  size=\"426.66,4.26\";\n  a -> b;\n}\n"
	if got != want {
		t.Errorf("fitPNG = %q, want %q", got, want)
	}
	w, h := 426.66*pngDPI, 4.26*pngDPI
	if w*h > maxPNGPixels {
		t.Errorf("%.0f × %.0f pixels, bound %d", w, h, maxPNGPixels)
	}
}

// TestSVGPoints reads the size of Graphviz's SVG.
func TestSVGPoints(t *testing.T) {
	svg := []byte("<?xml version=\"1.0\"?>\n<svg width=\"87279pt\" height=\"935.5pt\"\n viewBox=\"0.00 0.00 87279.00 935.50\">")
	if w, h, ok := svgPoints(svg); !ok || w != 87279 || h != 935.5 {
		t.Errorf("svgPoints = %v, %v, %v", w, h, ok)
	}
	if _, _, ok := svgPoints([]byte("<svg viewBox=\"0 0 1 1\">")); ok {
		t.Errorf("a size read from an SVG without one")
	}
}

// TestNoDrawingSVG: the stand-in for a drawing says why, escaped.
func TestNoDrawingSVG(t *testing.T) {
	got := string(NoDrawingSVG(`draw: a <crash> & "more"`))
	if !strings.HasPrefix(got, "<svg") || !strings.Contains(got, "no CFG drawing: draw: a &lt;crash&gt; &amp; &#34;more&#34;") {
		t.Errorf("NoDrawingSVG = %s", got)
	}
}
