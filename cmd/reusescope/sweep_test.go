package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/cache"

	"github.com/reusescope/reusescope/internal/timebound"
)

// sweepGemv is a sweep of the gemv kernel over its argument n: 3 points x 21
// sizes (1KiB..1GiB) x 5 associativities, every geometry valid (the smallest,
// 1KiB of 64 B lines, has 16 blocks, enough for 16 ways).
var sweepGemv = []string{"sweep", "--func", "kernel_gemv", "--set", "n=100,1000,10000",
	"--sizes", "1KiB..1GiB", "--assoc", "1,2,4,8,16", "--model", "fa-lru", ll("gemv.O0.ll")}

// readCSV parses a sweep CSV of one core count and drops its "cores"
// column after checking every row says 1 (the sequential analysis).
func readCSV(t *testing.T, s string) [][]string {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(s)).ReadAll()
	if err != nil {
		t.Fatalf("sweep CSV does not parse: %v", err)
	}
	col := -1
	for i, h := range recs[0] {
		if h == "cores" {
			col = i
		}
	}
	if col < 0 {
		t.Fatalf("sweep CSV header %v has no cores column", recs[0])
	}
	for i, r := range recs {
		if i > 0 && r[col] != "1" {
			t.Fatalf("row %v: cores %s, want 1", r, r[col])
		}
		recs[i] = append(r[:col:col], r[col+1:]...)
	}
	return recs
}

// TestSweepCores: --cores 1,2 gives every geometry once per core count; on
// omp_gemm the 2-core private hit rate is within a point of the 1-core one
// (each core walks half the rows of the same matrices) and its accesses
// exceed the sequential ones by the second core's region prologue.
func TestSweepCores(t *testing.T) {
	out, _ := runOK(t, "sweep", "--func", "kernel_omp_gemm", "--sizes", "8KiB", "--assoc", "8", "--cores", "1,2", ll("omp_gemm_S.O0.ll"))
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 3 || recs[0][0] != "cores" || recs[1][0] != "1" || recs[2][0] != "2" {
		t.Fatalf("CSV %v", recs)
	}
	a1, _ := strconv.ParseFloat(recs[1][4], 64)
	a2, _ := strconv.ParseFloat(recs[2][4], 64)
	h1, _ := strconv.ParseFloat(recs[1][5], 64)
	h2, _ := strconv.ParseFloat(recs[2][5], 64)
	if a2 <= a1 || a2 > 1.01*a1 || math.Abs(h1-h2) > 0.01 {
		t.Errorf("1 core: %g accesses, rate %g; 2 cores: %g, %g", a1, h1, a2, h2)
	}
}

func TestSweepCSV(t *testing.T) {
	out, _ := runOK(t, sweepGemv...)
	again, _ := runOK(t, sweepGemv...)
	if out != again {
		t.Fatal("two runs of sweep differ")
	}
	recs := readCSV(t, out)
	head := strings.Join(recs[0], ",")
	if head != "n,size_bytes,assoc,line,accesses,hit_rate,misses,estimated_access_share" {
		t.Fatalf("header %q", head)
	}
	rows := recs[1:]
	const points, sizes, assocs = 3, 21, 5 // 2^10..2^30 is 21 sizes
	if len(rows) != points*sizes*assocs {
		t.Fatalf("%d rows, want %d", len(rows), points*sizes*assocs)
	}
	// fa-lru hits iff D < lines, a set that grows with the size: at a fixed
	// point and associativity the hit rate never falls as the size grows.
	type key struct{ n, assoc string }
	prev := map[key][2]float64{} // size, rate
	seen := map[string]bool{}
	for _, r := range rows {
		k := key{r[0], r[2]}
		size, _ := strconv.ParseFloat(r[1], 64)
		rate, err := strconv.ParseFloat(r[5], 64)
		if err != nil || rate < 0 || rate > 1 {
			t.Fatalf("row %v: bad hit rate", r)
		}
		if p, ok := prev[k]; ok {
			if size <= p[0] {
				t.Errorf("row %v: sizes not increasing within n=%s assoc=%s", r, k.n, k.assoc)
			}
			if rate < p[1] {
				t.Errorf("n=%s assoc=%s: hit rate falls from %g to %g at %s B", k.n, k.assoc, p[1], rate, r[1])
			}
		}
		prev[k] = [2]float64{size, rate}
		seen[r[0]+"/"+r[1]+"/"+r[2]] = true
	}
	if len(seen) != len(rows) {
		t.Errorf("%d distinct (n, size, assoc) among %d rows", len(seen), len(rows))
	}
	// gemv's accesses grow as n^2: the first point is n=100, the last n=10000.
	a0, _ := strconv.ParseFloat(rows[0][4], 64)
	a2, _ := strconv.ParseFloat(rows[len(rows)-1][4], 64)
	if ratio := a2 / a0; ratio < 9000 || ratio > 11000 {
		t.Errorf("accesses at n=10000 / n=100 = %g, want about 100^2", ratio)
	}
}

// TestSweepMatchesHitRate recomputes one row from the profile the reuse
// command prints, with cache.HitRate and by hand (--cold: reuse analyses
// the function alone).
func TestSweepMatchesHitRate(t *testing.T) {
	out, _ := runOK(t, "sweep", "--cold", "--func", "kernel_gemv", "--set", "n=1000", "--sizes", "32KiB", "--assoc", "8",
		"--model", "sdcm", ll("gemv.O0.ll"))
	rows := readCSV(t, out)[1:]
	if len(rows) != 1 {
		t.Fatalf("%d rows, want 1", len(rows))
	}
	got, _ := strconv.ParseFloat(rows[0][5], 64)
	prof, _ := runOK(t, "reuse", "--func", "kernel_gemv", "--set", "n=1000", ll("gemv.O0.ll"))
	p, err := cache.ReadCSV(strings.NewReader(prof))
	if err != nil {
		t.Fatal(err)
	}
	l := cache.Level{Name: "L1", SizeBytes: 32 << 10, Assoc: 8, Line: 64}
	want := cache.HitRate(cache.SDCM, l, p)
	if math.Abs(got-want) > 5e-7 { // the CSV has 6 decimals
		t.Errorf("sweep hit rate %g, HitRate of the reuse profile %g", got, want)
	}
	// fa-lru by hand: the share of accesses with 0 <= D < 512 lines.
	out, _ = runOK(t, "sweep", "--cold", "--func", "kernel_gemv", "--set", "n=1000", "--sizes", "32KiB", "--assoc", "8",
		"--model", "fa-lru", ll("gemv.O0.ll"))
	got, _ = strconv.ParseFloat(readCSV(t, out)[1][5], 64)
	var hits, total float64
	for _, b := range p.Bins() {
		total += b.Count
		if b.Distance >= 0 && b.Distance < (32<<10)/64 {
			hits += b.Count
		}
	}
	if math.Abs(got-hits/total) > 5e-7 {
		t.Errorf("fa-lru sweep %g, hand count %g", got, hits/total)
	}
}

func TestSweepJSONAndSVG(t *testing.T) {
	args := append([]string{"sweep", "--format", "json"}, sweepGemv[1:]...)
	out, _ := runOK(t, args...)
	var sw struct {
		Params []string `json:"parameters"`
		Points []struct {
			Set []struct{ Name, Value string } `json:"set"`
		} `json:"points"`
		Configs []struct {
			Point     int     `json:"point"`
			SizeBytes int64   `json:"size_bytes"`
			HitRate   float64 `json:"hit_rate"`
		} `json:"configs"`
	}
	if err := json.Unmarshal([]byte(out), &sw); err != nil {
		t.Fatalf("sweep JSON does not parse: %v", err)
	}
	if len(sw.Params) != 1 || len(sw.Points) != 3 || len(sw.Configs) != 3*21*5 || sw.Points[2].Set[0].Value != "10000" {
		t.Fatalf("sweep JSON: params %v, %d points, %d configs", sw.Params, len(sw.Points), len(sw.Configs))
	}
	svg := filepath.Join(t.TempDir(), "s.svg")
	runOK(t, append([]string{"sweep", "-o", svg}, sweepGemv[1:]...)...)
	b := readFile(t, svg)
	if !strings.HasPrefix(b, "<?xml") || strings.Count(b, "<svg") != 1 || !strings.Contains(b, "n=10000, 16-way") {
		t.Errorf("sweep SVG: %.200q", b)
	}
	runOK(t, append([]string{"sweep", "-o", svg}, sweepGemv[1:]...)...)
	if readFile(t, svg) != b {
		t.Error("two runs of sweep -o x.svg differ")
	}
}

// TestSweepSpeed: 10 --set points x 21 sizes x 5 associativities = 1050
// configurations, each an analysis of gemv at another n, must finish in 5 s.
func TestSweepSpeed(t *testing.T) {
	var ns []string
	for k := 0; k < 10; k++ {
		ns = append(ns, strconv.Itoa(100<<k)) // 100 .. 51200
	}
	args := []string{"sweep", "--func", "kernel_gemv", "--set", "n=" + strings.Join(ns, ","),
		"--sizes", "1KiB..1GiB", "--assoc", "1,2,4,8,16", ll("gemv.O0.ll")}
	start := time.Now()
	out, _ := runOK(t, args...)
	el := time.Since(start)
	rows := len(readCSV(t, out)) - 1
	if rows < 1000 {
		t.Fatalf("%d configurations, want at least 1000", rows)
	}
	timebound.Within(t, el, 2000, fmt.Sprintf("%d configurations", rows))
	t.Logf("sweep: %d configurations (10 static analyses) in %v", rows, el)
}

func TestSweepErrors(t *testing.T) {
	cases := []struct {
		args []string
		msg  string
	}{
		{[]string{"--sizes", "64MiB..4KiB"}, "lower bound above upper bound"},
		{[]string{"--sizes", "5KiB..7KiB"}, "holds no power of two"},
		{[]string{"--sizes", "4QB..8KiB"}, "unknown unit"},
		{[]string{"--sizes", "4KiB..2048GiB"}, "larger than 1TiB"},
		{[]string{"--sizes", ""}, "empty size"},
		{[]string{"--assoc", "16..1"}, "want LO..HI"},
		{[]string{"--assoc", "-2"}, "want an integer"},
		{[]string{"--assoc", "32", "--sizes", "1KiB"}, "no valid cache geometry"},
		{[]string{"--cores", "0"}, "bad core count"},
		{[]string{"--cores", "2", "--model", "sets"}, "needs a profile model"},
		{[]string{"--set", "n=100,,1000"}, "empty value"},
		{[]string{"--line", "48"}, "--line 48: want a power of two"},
		{[]string{"--model", "plru"}, "parse cache model \"plru\""},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			args := append(append([]string{"sweep", "--func", "kernel_gemv"}, c.args...), ll("gemv.O0.ll"))
			var o, e bytes.Buffer
			err := run(args, &o, &e)
			e.Reset()
			if code := exitCode(err, &e); code != 2 {
				t.Errorf("exit %d, want 2 (%v)", code, err)
			}
			msg := e.String()
			if strings.Count(msg, "\n") != 1 || !strings.Contains(msg, c.msg) {
				t.Errorf("stderr %q, want one line with %q", msg, c.msg)
			}
		})
	}
}

func TestSetPoints(t *testing.T) {
	pts, names, err := setPoints([]string{"n=1,2", "m=a,max(3,4),c"})
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(names, pts)
	want := "[n m] [[n=1 m=a] [n=1 m=max(3,4)] [n=1 m=c] [n=2 m=a] [n=2 m=max(3,4)] [n=2 m=c]]"
	if got != want {
		t.Errorf("setPoints = %s, want %s", got, want)
	}
	if pts, _, _ := setPoints(nil); len(pts) != 1 || len(pts[0]) != 0 {
		t.Errorf("no --set: %v, want one empty point", pts)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSweepAnalysisError: a point whose analysis fails stops the sweep with
// one line naming the file and the point (exit 1).
func TestSweepAnalysisError(t *testing.T) {
	var o, e bytes.Buffer
	err := run([]string{"sweep", "--func", "kernel_gemv", "--set", "n=100,abc", ll("gemv.O0.ll")}, &o, &e)
	e.Reset()
	if code := exitCode(err, &e); code != 1 {
		t.Errorf("exit %d, want 1 (%v)", code, err)
	}
	msg := e.String()
	if strings.Count(msg, "\n") != 1 || !strings.Contains(msg, "gemv.O0.ll: --set n=abc: ") {
		t.Errorf("stderr %q", msg)
	}
}
