package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var docShot = flag.Bool("docshot", false, "TestReportChromium also writes the screenshot docs/report.png")

// runOK runs the CLI and fails the test on an error.
func runOK(t *testing.T, args ...string) (stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	if err := run(args, &o, &e); err != nil {
		t.Fatalf("reusescope %s: %v\n%s", strings.Join(args, " "), err, e.String())
	}
	return o.String(), e.String()
}

// writeReport writes the HTML report of testdata gemm.O0.ll and returns it.
func writeReport(t *testing.T, out string, extra ...string) string {
	t.Helper()
	runOK(t, append(append([]string{"report"}, extra...), "-o", out, ll("gemm.O0.ll"))...)
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// gemmN is the problem size of testdata/src/gemm.c (N=40 in kernels.tsv).
const gemmN = 40

// checkReportHTML checks what a reader of the report must find in it.
func checkReportHTML(t *testing.T, page string) {
	t.Helper()
	// One inline SVG for the CFG and one per plot.
	if n := strings.Count(page, "<svg"); n != 3 {
		t.Errorf("%d <svg elements, want 3 (CFG, reuse histogram, hit-rate curves)", n)
	}
	for _, want := range []string{
		`class="graph"`,          // Graphviz's CFG
		"kernel_gemm (1 call)",   // the cluster of the kernel
		"Reuse profile of main",  // histogram title
		"Hit rate vs cache size", // curves title
		`id="levels"`, `id="totals"`, `id="blocktable"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	// The innermost gemm body runs N^3 times (three nested loops of N, from the C source).
	body := regexp.MustCompile(`<tr><td>kernel_gemm</td><td>bb\d+@\d+</td><td class="n">\d+</td><td class="n">(\d+)</td>`)
	found := false
	for _, m := range body.FindAllStringSubmatch(page, -1) {
		found = found || m[1] == "64000"
	}
	if !found || gemmN*gemmN*gemmN != 64000 {
		t.Errorf("block table has no kernel_gemm body with count N^3 = %d", gemmN*gemmN*gemmN)
	}
	// Self-contained: no scripts, no external resources.
	for _, bad := range []string{"<script", "<link", "<img", "src=", `href="http`, "<?xml", "<!DOCTYPE svg"} {
		if strings.Contains(page, bad) {
			t.Errorf("report contains %q", bad)
		}
	}
}

func TestReportHTML(t *testing.T) {
	dir := t.TempDir()
	a := writeReport(t, filepath.Join(dir, "a.html"))
	b := writeReport(t, filepath.Join(dir, "b.html"))
	if a != b {
		t.Fatal("two runs of report wrote different bytes")
	}
	checkReportHTML(t, a)
}

// reportJSON is the part of report --format json the tests read.
type reportJSON struct {
	Function string  `json:"function"`
	Accesses float64 `json:"accesses"`
	Blocks   []struct {
		Function      string   `json:"function"`
		Name          string   `json:"name"`
		Count         float64  `json:"count"`
		MeasuredCount *float64 `json:"measured_count"`
	} `json:"blocks"`
	Totals []struct {
		Name     string   `json:"name"`
		Static   float64  `json:"static"`
		Measured *float64 `json:"measured"`
	} `json:"totals"`
	ReuseLog2 []struct {
		Lo, Hi int64
		Count  float64 `json:"count"`
		Prob   float64 `json:"probability"`
	} `json:"reuse_log2"`
	Reuse []struct {
		Distance int64
		Count    float64
	} `json:"reuse"`
	Levels []struct {
		Name      string  `json:"name"`
		SizeBytes int64   `json:"size_bytes"`
		HitRate   float64 `json:"hit_rate"`
		Measured  *struct {
			HitRate float64 `json:"hit_rate"`
		} `json:"measured"`
	} `json:"levels"`
	Curves []struct {
		Points []struct {
			SizeBytes int64   `json:"size_bytes"`
			HitRate   float64 `json:"hit_rate"`
		} `json:"points"`
	} `json:"hit_rate_curves"`
	Measured *struct {
		Accesses float64 `json:"accesses"`
	} `json:"measured"`
}

func TestReportJSON(t *testing.T) {
	out, _ := runOK(t, "report", "--format", "json", "--model", "fa-lru", ll("gemm.O0.ll"))
	again, _ := runOK(t, "report", "--format", "json", "--model", "fa-lru", ll("gemm.O0.ll"))
	if out != again {
		t.Fatal("two runs of report --format json differ")
	}
	var r reportJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("report JSON does not parse: %v", err)
	}
	if r.Function != "main" || len(r.Blocks) == 0 || len(r.Totals) == 0 || len(r.Levels) != 2 || len(r.Curves) != 2 || r.Measured != nil {
		t.Fatalf("unexpected report: function %q, %d blocks, %d totals, %d levels, %d curves, measured %v",
			r.Function, len(r.Blocks), len(r.Totals), len(r.Levels), len(r.Curves), r.Measured)
	}
	// The log2 bins partition the profile: same total weight, each distance in its bin.
	var binSum, probSum, rawSum float64
	for _, b := range r.ReuseLog2 {
		binSum += b.Count
		probSum += b.Prob
	}
	for _, b := range r.Reuse {
		rawSum += b.Count
		in := 0
		for _, lb := range r.ReuseLog2 {
			if b.Distance >= lb.Lo && b.Distance <= lb.Hi {
				in++
			}
		}
		if in != 1 {
			t.Errorf("distance %d lies in %d log2 bins, want 1", b.Distance, in)
		}
	}
	if math.Abs(binSum-rawSum) > 1e-9*rawSum || math.Abs(probSum-1) > 1e-9 || math.Abs(rawSum-r.Accesses) > 1e-6*r.Accesses {
		t.Errorf("bins sum to %g (probability %g), profile to %g, accesses %g", binSum, probSum, rawSum, r.Accesses)
	}
	// fa-lru: an access hits iff its distance is below the number of lines, so
	// each curve is non-decreasing in size and equals the level's rate at its size.
	for i, c := range r.Curves {
		for k := 1; k < len(c.Points); k++ {
			if c.Points[k].HitRate < c.Points[k-1].HitRate {
				t.Errorf("curve %d falls from %g to %g at %d B", i, c.Points[k-1].HitRate, c.Points[k].HitRate, c.Points[k].SizeBytes)
			}
		}
		for _, p := range c.Points {
			if p.SizeBytes == r.Levels[i].SizeBytes && p.HitRate != r.Levels[i].HitRate {
				t.Errorf("curve %d at %d B: %g, level %s: %g", i, p.SizeBytes, p.HitRate, r.Levels[i].Name, r.Levels[i].HitRate)
			}
		}
	}
	// The fa-lru rate recomputed by hand from the raw profile.
	lines := float64(r.Levels[0].SizeBytes / 64)
	var hits float64
	for _, b := range r.Reuse {
		if b.Distance >= 0 && float64(b.Distance) < lines {
			hits += b.Count
		}
	}
	if want := hits / rawSum; math.Abs(r.Levels[0].HitRate-want) > 1e-12 {
		t.Errorf("L1 fa-lru hit rate %g, hand count %g", r.Levels[0].HitRate, want)
	}
}

// TestReportMeasure: gemm's counts are exact statically, so every block and
// op count must equal the measured one, and the page must show both.
func TestReportMeasure(t *testing.T) {
	requireClang(t)
	out, _ := runOK(t, "report", "--measure", "--format", "json", ll("gemm.O0.ll"))
	var r reportJSON
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Measured == nil || r.Measured.Accesses != r.Accesses {
		t.Fatalf("measured %+v, want %g accesses", r.Measured, r.Accesses)
	}
	for _, b := range r.Blocks {
		if b.MeasuredCount == nil || *b.MeasuredCount != b.Count {
			t.Errorf("block %s:%s: static %g, measured %v", b.Function, b.Name, b.Count, b.MeasuredCount)
		}
	}
	for _, tt := range r.Totals {
		if tt.Measured == nil || *tt.Measured != tt.Static {
			t.Errorf("%s: static %g, measured %v", tt.Name, tt.Static, tt.Measured)
		}
	}
	for _, l := range r.Levels {
		if l.Measured == nil || l.Measured.HitRate <= 0 || l.Measured.HitRate > 1 {
			t.Errorf("level %s: measured %+v", l.Name, l.Measured)
		}
	}
	// sdcm: a model of the profile alone also applies to the measured profile (dashed curves).
	page := writeReport(t, filepath.Join(t.TempDir(), "m.html"), "--measure", "--model", "sdcm")
	checkReportHTML(t, page)
	for _, want := range []string{"simulated hit rate", "<th>measured</th>", "measured reuse profile", "64 B lines) (measured)"} {
		if !strings.Contains(page, want) {
			t.Errorf("--measure report lacks %q", want)
		}
	}
}

// chromiumPage is the window the report is opened in: wide enough for the plots.
const chromiumPage = "--window-size=1200,3900"

// TestReportChromium opens the report in headless Chromium: no console
// message (the page has no script, so any is an error) and a DOM with the
// CFG, both plots and the tables. With -docshot it also writes docs/report.png.
func TestReportChromium(t *testing.T) {
	bin, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium not installed (apt-get install chromium)")
	}
	dir := t.TempDir()
	html := filepath.Join(dir, "report.html")
	input := ll("gemm.O0.ll")
	args := []string{"report", "-o", html}
	png := filepath.Join(dir, "report.png")
	if *docShot {
		// The screenshot shows the measured columns and a path relative to the repository.
		t.Chdir(filepath.Join("..", ".."))
		input = filepath.Join("testdata", "ll", "gemm.O0.ll")
		args = append(args, "--measure")
		png = filepath.Join("docs", "report.png")
	}
	runOK(t, append(args, input)...)
	abs, err := filepath.Abs(html)
	if err != nil {
		t.Fatal(err)
	}
	base := []string{"--headless", "--disable-gpu", "--no-sandbox", "--enable-logging=stderr", "--v=0",
		"--user-data-dir=" + filepath.Join(dir, "profile")}
	cmd := exec.Command(bin, append(base, "--dump-dom", "file://"+abs)...)
	var dom, logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &dom, &logs
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, logs.String())
	}
	for _, line := range strings.Split(logs.String(), "\n") {
		if strings.Contains(line, ":CONSOLE") || strings.Contains(line, "Uncaught") {
			t.Errorf("console: %s", line)
		}
	}
	d := dom.String()
	if n := strings.Count(d, "<svg"); n != 3 {
		t.Errorf("DOM has %d <svg elements, want 3", n)
	}
	for _, want := range []string{`class="graph"`, "Reuse profile of main", "Hit rate vs cache size", `id="levels"`, `id="totals"`, `id="blocktable"`} {
		if !strings.Contains(d, want) {
			t.Errorf("DOM lacks %q", want)
		}
	}
	if !*docShot {
		return
	}
	if png, err = filepath.Abs(png); err != nil {
		t.Fatal(err)
	}
	shot := exec.Command(bin, append(base, "--hide-scrollbars", chromiumPage, "--screenshot="+png, "file://"+abs)...)
	if out, err := shot.CombinedOutput(); err != nil {
		t.Fatalf("chromium --screenshot: %v\n%s", err, out)
	}
	t.Logf("wrote %s", png)
}

// TestReportMatchesHits: with the default model (sets) the report's level
// table is what 'hits' prints, and each level's curve passes through it.
func TestReportMatchesHits(t *testing.T) {
	out, _ := runOK(t, "report", "--format", "json", ll("gemm.O0.ll"))
	hits, _ := runOK(t, "hits", "--format", "json", ll("gemm.O0.ll"))
	var r reportJSON
	var h struct {
		Model  string `json:"model"`
		Levels []struct {
			HitRate float64 `json:"hit_rate"`
		} `json:"levels"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(hits), &h); err != nil {
		t.Fatal(err)
	}
	if len(h.Levels) != len(r.Levels) || h.Model != "sets" {
		t.Fatalf("hits: model %s, %d levels; report %d", h.Model, len(h.Levels), len(r.Levels))
	}
	for i, l := range r.Levels {
		if l.HitRate != h.Levels[i].HitRate {
			t.Errorf("%s: report %g, hits %g", l.Name, l.HitRate, h.Levels[i].HitRate)
		}
		found := false
		for _, p := range r.Curves[i].Points {
			if p.SizeBytes == l.SizeBytes {
				found = true
				if p.HitRate != l.HitRate {
					t.Errorf("%s curve at %d B: %g, table %g", l.Name, p.SizeBytes, p.HitRate, l.HitRate)
				}
			}
		}
		if !found {
			t.Errorf("%s curve lacks the level's size", l.Name)
		}
	}
}

// TestReportCores: with --cores the report carries the parallel model, one
// entry per core count; on one core the private L1 is the sequential L1
// rate of the same report (the model reduces to the sequential analysis).
func TestReportCores(t *testing.T) {
	var stdout, stderr bytes.Buffer
	args := []string{"report", "--format", "json", "--cores", "1,2", "--cache", "L1=8KiB/8/64,L2=128KiB/16/64",
		"--func", "kernel_omp_gemm", ll("omp_gemm_S.O0.ll")}
	if err := run(args, &stdout, &stderr); err != nil {
		t.Fatalf("%v: %s", err, stderr.String())
	}
	var out struct {
		Levels []struct {
			HitRate float64 `json:"hit_rate"`
		} `json:"levels"`
		Parallel []struct {
			Cores  int `json:"cores"`
			Levels []struct {
				HitRate float64   `json:"hit_rate"`
				PerCore []float64 `json:"per_core"`
			} `json:"levels"`
		} `json:"parallel"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Parallel) != 2 || out.Parallel[0].Cores != 1 || out.Parallel[1].Cores != 2 || len(out.Parallel[1].Levels[0].PerCore) != 2 {
		t.Fatalf("parallel part %+v", out.Parallel)
	}
	if got, want := out.Parallel[0].Levels[0].HitRate, out.Levels[0].HitRate; math.Abs(got-want) > 1e-12 {
		t.Errorf("one core L1 %.12f, sequential %.12f", got, want)
	}
}
