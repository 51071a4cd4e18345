package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/irreader"
)

func testReport(measured bool) *Report {
	p := testProfile()
	c, _ := HitRateCurve("L1", PowersOfTwo(1<<10, 64<<20), 8, 64, ProfileRate(cache.SDCM, p))
	r := &Report{File: "x.ll", Function: "f<&>", Probs: "derived", Set: []Param{{"n", "7"}}, Model: "sdcm", LineSize: 64,
		Accesses: p.Total(), Reuse: p.Bins(), ReuseLog2: Log2Bins(p, 0), Curves: []Curve{c},
		Blocks: []BlockCount{{Function: "f<&>", Name: "entry", Line: 3, Count: 1, Ops: irreader.Ops{Loads: 2, CondBranches: 1, UncondBranches: 1}}},
		Totals: []Total{{Name: "loads", Static: 2}},
		Levels: []LevelRate{{Name: "L1", SizeBytes: 32 << 10, Assoc: 8, Line: 64, HitRate: 0.5}}}
	if measured {
		m := 4.0
		r.Blocks[0].MeasuredCount = &m
		r.Totals[0].Measured = &m
		r.Levels[0].Measured = &MeasuredLevel{HitRate: 0.25, Hits: 1, Misses: 3}
		mc := c
		mc.Name += DashedSuffix
		r.Measured = &Measured{Accesses: 9, ReuseLog2: Log2Bins(p, 0), Curves: []Curve{mc}}
	}
	return r
}

func TestWriteHTML(t *testing.T) {
	cfg := []byte("<?xml version=\"1.0\"?>\n<svg id=\"cfg\"><text>entry</text></svg>\n")
	for _, measured := range []bool{false, true} {
		var a, b bytes.Buffer
		if err := testReport(measured).WriteHTML(&a, cfg); err != nil {
			t.Fatal(err)
		}
		testReport(measured).WriteHTML(&b, cfg)
		page := a.String()
		if page != b.String() {
			t.Error("two writes differ")
		}
		if n := strings.Count(page, "<svg"); n != 3 {
			t.Errorf("measured=%v: %d <svg, want 3", measured, n)
		}
		for _, want := range []string{`<svg id="cfg">`, "f&lt;&amp;&gt;", "<code>n = 7</code>", `id="blocktable"`, "50.0000"} {
			if !strings.Contains(page, want) {
				t.Errorf("measured=%v: page lacks %q", measured, want)
			}
		}
		if strings.Contains(page, "f<&>") || strings.Contains(page, "<?xml") {
			t.Errorf("measured=%v: unescaped name or XML prolog in the page", measured)
		}
		// Measured columns: 4 against 1 is a -75% error; the block's 2 branches.
		has := strings.Contains(page, "-75.000%") && strings.Contains(page, "25.0000")
		if has != measured {
			t.Errorf("measured=%v: side-by-side columns present = %v", measured, has)
		}
	}
	if err := testReport(false).WriteHTML(&bytes.Buffer{}, []byte("not svg")); err == nil {
		t.Error("a CFG that is no SVG: no error")
	}
}

func TestRelErr(t *testing.T) {
	for _, c := range []struct {
		s, m float64
		want string
	}{{1, 1, "0"}, {0, 0, "0"}, {1, 0, "n/a"}, {110, 100, "10.000%"}, {1, 4, "-75.000%"}} {
		if got := relErr(c.s, c.m); got != c.want {
			t.Errorf("relErr(%g, %g) = %q, want %q", c.s, c.m, got, c.want)
		}
	}
}
