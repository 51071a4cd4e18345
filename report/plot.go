package report

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"math/bits"
	"strings"

	"github.com/reusescope/reusescope/cache"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Plot sizes: wide enough for a legend beside some 20 log2 bins.
const (
	plotWidth  = 7 * vg.Inch
	plotHeight = 4 * vg.Inch
	// barWidth is the width of one bar; two series share a bin side by side.
	barWidth = 6 * vg.Millimeter
)

// Series is one named histogram of a grouped bar chart.
type Series struct {
	Name string
	Bins []Log2Bin
}

// ReuseHistogramSVG draws reuse profiles binned on log2 distances (Log2Bins,
// all with the same bins) as grouped bars of the fraction of accesses per bin.
// It returns an SVG element ready to inline in HTML.
func ReuseHistogramSVG(title string, series []Series) ([]byte, error) {
	if len(series) == 0 || len(series[0].Bins) == 0 {
		return nil, fmt.Errorf("plot reuse histogram: no data")
	}
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "reuse distance (cache lines; bin = [lower bound, 2 x lower bound); cold = first touch)"
	p.Y.Label.Text = "fraction of accesses"
	p.Y.Min = 0
	w := barWidth
	if len(series) > 1 {
		w = barWidth / vg.Length(len(series))
	}
	var labels []string
	for _, b := range series[0].Bins {
		labels = append(labels, b.Label)
	}
	for i, s := range series {
		if len(s.Bins) != len(labels) {
			return nil, fmt.Errorf("plot reuse histogram: series %q has %d bins, want %d", s.Name, len(s.Bins), len(labels))
		}
		vals := make(plotter.Values, len(s.Bins))
		for k, b := range s.Bins {
			vals[k] = b.Prob
		}
		bc, err := plotter.NewBarChart(vals, w)
		if err != nil {
			return nil, fmt.Errorf("plot reuse histogram: %w", err)
		}
		bc.Color = plotutil.Color(i)
		bc.LineStyle.Width = 0
		bc.Offset = (vg.Length(i) - vg.Length(len(series)-1)/2) * w
		p.Add(bc)
		if len(series) > 1 {
			p.Legend.Add(s.Name, bc)
		}
	}
	p.Legend.Top = true
	p.NominalX(labels...)
	p.X.Tick.Label.Rotation = math.Pi / 2
	p.X.Tick.Label.XAlign = draw.XRight
	p.X.Tick.Label.YAlign = draw.YCenter
	p.Add(plotter.NewGrid())
	return renderSVG(p)
}

// HitRateSVG draws hit-rate curves against the cache size on a log2 axis.
// Curves whose name ends in dashedSuffix are dashed (the measured counterparts
// of the solid ones). marks are single points to draw as glyphs (the
// configured levels), keyed by the curve they belong to.
func HitRateSVG(title string, curves []Curve, marks []Curve) ([]byte, error) {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = "cache size (bytes, log2 scale)"
	p.Y.Label.Text = "hit rate"
	p.Y.Min, p.Y.Max = yFloor(curves, marks), 1
	p.X.Tick.Marker = sizeTicks{}
	// Hit rates rise with the size: the bottom right corner is free.
	p.Legend.XOffs = -2 * vg.Millimeter
	p.Legend.YOffs = 2 * vg.Millimeter
	p.Add(plotter.NewGrid())
	n := 0
	for _, c := range curves {
		if len(c.Points) == 0 {
			continue
		}
		l, err := plotter.NewLine(curveXYs(c))
		if err != nil {
			return nil, fmt.Errorf("plot hit rates: %w", err)
		}
		// Past the palette, the colours repeat with another dash pattern.
		l.Color = plotutil.Color(n)
		l.Dashes = plotutil.Dashes(n / len(plotutil.DefaultColors))
		l.Width = vg.Points(1.5)
		if strings.HasSuffix(c.Name, DashedSuffix) {
			l.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
			l.Color = plotutil.Color(n - 1)
		} else {
			n++
		}
		p.Add(l)
		p.Legend.Add(c.Name, l)
	}
	if n == 0 {
		return nil, fmt.Errorf("plot hit rates: no valid cache size")
	}
	for i, m := range marks {
		if len(m.Points) == 0 {
			continue
		}
		s, err := plotter.NewScatter(curveXYs(m))
		if err != nil {
			return nil, fmt.Errorf("plot hit rates: %w", err)
		}
		s.GlyphStyle.Shape = plotutil.Shape(i)
		s.GlyphStyle.Radius = vg.Points(4)
		s.GlyphStyle.Color = color.Black
		p.Add(s)
		p.Legend.Add(m.Name, s)
	}
	return renderSVG(p)
}

// yFloor returns the lower end of the hit-rate axis: the lowest rate plotted
// rounded down to a tenth, so that curves near 1 are not squashed.
func yFloor(sets ...[]Curve) float64 {
	lo := 1.0
	for _, cs := range sets {
		for _, c := range cs {
			for _, pt := range c.Points {
				lo = math.Min(lo, pt.HitRate)
			}
		}
	}
	const step = 10 // tenths
	return math.Max(0, math.Min(0.9, math.Floor(lo*step)/step))
}

// DashedSuffix marks a curve HitRateSVG draws dashed, in the colour of the
// curve before it.
const DashedSuffix = " (measured)"

func curveXYs(c Curve) plotter.XYs {
	xys := make(plotter.XYs, len(c.Points))
	for i, pt := range c.Points {
		xys[i].X = math.Log2(float64(pt.SizeBytes))
		xys[i].Y = pt.HitRate
	}
	return xys
}

// sizeTicks labels a log2 size axis at powers of two: every one when the
// range is short, else every other or every fourth.
type sizeTicks struct{}

// maxSizeLabels bounds the labelled ticks of a size axis.
const maxSizeLabels = 14

// Ticks implements plot.Ticker.
func (sizeTicks) Ticks(lo, hi float64) []plot.Tick {
	first, last := int(math.Ceil(lo)), int(math.Floor(hi))
	step := 1
	for (last-first)/step+1 > maxSizeLabels {
		step *= 2
	}
	var ticks []plot.Tick
	for e := first; e <= last; e++ {
		t := plot.Tick{Value: float64(e)}
		if e%step == 0 && e >= 0 && e < bits.UintSize-1 {
			t.Label = cache.FormatSize(int64(1) << e)
		}
		ticks = append(ticks, t)
	}
	return ticks
}

// renderSVG draws p and returns its SVG without the XML prolog and comments,
// ready to inline in HTML. gonum/plot writes no ids, dates or random
// numbers, so the bytes depend on the plot alone.
func renderSVG(p *plot.Plot) ([]byte, error) {
	c := vgsvg.New(plotWidth, plotHeight)
	p.Draw(draw.New(c))
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return nil, fmt.Errorf("plot: write SVG: %w", err)
	}
	return InlineSVG(buf.Bytes())
}

// InlineSVG strips what precedes the <svg element of an SVG document (the
// XML declaration, DOCTYPE and comments, which HTML does not want inline)
// and makes it scale with the page.
func InlineSVG(doc []byte) ([]byte, error) {
	i := bytes.Index(doc, []byte("<svg"))
	if i < 0 {
		return nil, fmt.Errorf("inline SVG: no <svg element")
	}
	return bytes.TrimSpace(doc[i:]), nil
}
