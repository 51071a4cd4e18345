package pipeline_test

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/sample"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/reuse"
)

// The cache accuracy of the second corpus: for every sequential program at
// -O0 and -O2, the whole program and its kernel in the program's context
// (where the kernel keeps a body of its own), the static global hit rates
// of both hierarchies of the accuracy suite against a measured run (the
// kernel: measure.Options.Context, the whole run simulated and only the
// kernel's accesses counted; not when the run never enters the kernel's own
// body, every call inlined). One measured run simulates the four
// geometries at once: global rates do not depend on the chain. Each case
// is held to its record in testdata/corpus/hits.tsv; with
// REUSESCOPE_CORPUS_UPDATE=1 the test rewrites that file and the corpus
// section of ACCURACY.md.

// corpusMarker starts the corpus section of ACCURACY.md, before the OpenMP
// one; TestCorpusCache rewrites it and the other accuracy tests keep it.
const corpusMarker = "<!-- corpus -->"

// corpusGeometries are the two hierarchies of accuracyHierarchies as one
// list of levels: L1 and L2 of 8K+128K, then of 32K+1M.
const corpusGeometries = "L1=8KiB/8/64,L2=128KiB/16/64,L3=32KiB/8/64,L4=1MiB/16/64"

// corpusCacheSlack is the growth in percentage points a recorded error may
// show: the measured stack can move by a line between runs.
const corpusCacheSlack = 0.05

type corpusCacheCase struct {
	name, opt, unit, hier string
	derived               bool // no estimated branch or address affects the unit
	branches              bool // every branch probability that affects it is derived (addresses may not be)
	l1S, l1M, l2S, l2M    float64
	// With the whole run's measured probabilities (probs --from-run): the
	// static rates, and whether some address is still modelled.
	l1R, l2R     float64
	runAddresses bool
	// The bounds of the static prediction (pipeline.LevelBounds): hit
	// rates, misses, and the measured misses they are held to.
	l1B, l2B   estimate.Bounds
	l1MM, l2MM float64
	whole      bool
}

// inBounds reports whether the measured hit rate (misses: the misses) of
// level k (0 or 1) lies within the static bounds; an exact point holds the
// measured hit rate to the case's slack.
func (c corpusCacheCase) inBounds(k int, misses bool) bool {
	b, rate, ms := c.l1B, c.l1M, c.l1MM
	if k == 1 {
		b, rate, ms = c.l2B, c.l2M, c.l2MM
	}
	if b.Exact() {
		return math.Abs(100*(rate-b.HitRate.Low)) <= corpusCacheSlack
	}
	if misses {
		return b.Misses.Contains(ms, 1e-9)
	}
	return b.HitRate.Contains(rate, 1e-9)
}

// width is the width of level k's hit-rate bounds in percentage points.
func (c corpusCacheCase) width(k int) float64 {
	b := c.l1B
	if k == 1 {
		b = c.l2B
	}
	return 100 * (b.HitRate.High - b.HitRate.Low)
}

func (c corpusCacheCase) runErrs() (float64, float64) {
	return 100 * (c.l1R - c.l1M), 100 * (c.l2R - c.l2M)
}

func (c corpusCacheCase) key() string {
	return c.name + "\t" + c.opt + "\t" + c.unit + "\t" + c.hier
}

func (c corpusCacheCase) errs() (float64, float64) {
	return 100 * (c.l1S - c.l1M), 100 * (c.l2S - c.l2M)
}

func TestCorpusCache(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	levels, err := cache.ParseHierarchy(corpusGeometries)
	if err != nil {
		t.Fatal(err)
	}
	recPath := filepath.Join(corpusDir, "hits.tsv")
	update := os.Getenv("REUSESCOPE_CORPUS_UPDATE") != ""
	recorded := readAccuracy(t, recPath)
	recRunPath := filepath.Join(corpusDir, "hits_run.tsv")
	recordedRun := readAccuracy(t, recRunPath)
	var mu sync.Mutex
	if update {
		sample.RequireFull(t, recPath)
	}
	var cases []corpusCacheCase
	rows := readCorpus(t)
	// The sample: every other program, at one -O level (rotating).
	keep := optSample(rows, []string{"O0", "-", "O2", "-"})
	ran, total := 0, 0
	defer func() { sample.Log(t, ran, total) }()
	t.Run("programs", func(t *testing.T) {
		for _, r := range rows {
			if r.openmp || (r.opt != "O0" && r.opt != "O2") {
				continue
			}
			total++
			if !keep(r) {
				continue
			}
			ran++
			t.Run(r.name+"."+r.opt, func(t *testing.T) {
				t.Parallel()
				path := filepath.Join(corpusDir, r.file)
				s, err := pipeline.Open(path, pipeline.Options{Args: r.args})
				if err != nil {
					t.Fatal(err)
				}
				units := []string{"main"}
				if f := s.Module.Func(r.fn); r.fn != "main" && f != nil && f.Defined {
					units = append(units, r.fn)
				}
				vals, res, err := s.StaticCounts()
				if err != nil {
					t.Fatal(err)
				}
				est, err := s.Estimated(vals, res)
				if err != nil {
					t.Fatal(err)
				}
				// The probabilities of the whole run (probs --from-run),
				// set after main's run, which comes first.
				var runVals pipeline.ProbMap
				var runRes *balance.Result
				for _, unit := range units {
					opts := reuse.StaticOptions{Line: 64}
					mo := measure.Options{Args: r.args, Threads: 1, Levels: levels}
					if unit != "main" {
						opts.Extent = unit
						mo.Func, mo.Context = unit, true
					}
					rates, sr, err := s.StaticRates(vals, res, levels, cache.Sets, opts)
					if err != nil {
						t.Fatalf("%s: %v", unit, err)
					}
					e := *est
					s.AddAddresses(&e, res, sr)
					run, err := measure.Run(context.Background(), path, mo)
					if err != nil {
						t.Fatalf("%s: measure: %v", unit, err)
					}
					if run.Loads+run.Stores == 0 {
						// -O2 inlined every call of the kernel's body:
						// the run never enters it (measure --func fails).
						continue
					}
					if unit == "main" {
						runVals = s.MeasuredProbs(run)
						if runRes, err = s.CountsFrom(runVals); err != nil {
							t.Fatalf("counts from the run's probabilities: %v", err)
						}
					}
					runRates, runSR, err := s.StaticRates(runVals, runRes, levels, cache.Sets, opts)
					if err != nil {
						t.Fatalf("%s with the run's probabilities: %v", unit, err)
					}
					re := estimate.Estimate{}
					s.AddAddresses(&re, runRes, runSR)
					branches := e.BlockShare == 0
					derived := branches && e.AddressShare == 0
					for h, hier := range accuracyHierarchies {
						c := corpusCacheCase{name: r.name, opt: r.opt, unit: unit, hier: hier.name, derived: derived, branches: branches,
							l1S: rates[2*h].HitRate, l2S: rates[2*h+1].HitRate, l1M: run.Levels[2*h].HitRate, l2M: run.Levels[2*h+1].HitRate}
						c.l1MM, c.l2MM = hierarchyMisses(run.Levels, h)
						// The bounds, from the sites' costs in this
						// hierarchy alone (its levels chained).
						hl, err := cache.ParseHierarchy(hier.spec)
						if err != nil {
							t.Fatal(err)
						}
						hr, hsr, sites, err := s.StaticRatesBy(vals, res, hl, cache.Sets, opts, &e)
						if err != nil {
							t.Fatalf("%s: %v", unit, err)
						}
						bs := s.Bounds(vals, res, hl, opts, &e, hr, sites, hsr)
						c.l1B, c.l2B, c.whole = bs[0], bs[1], hsr.Whole
						c.runAddresses = re.AddressShare > 0
						c.l1R, c.l2R = runRates[2*h].HitRate, runRates[2*h+1].HitRate
						mu.Lock()
						cases = append(cases, c)
						mu.Unlock()
						if update {
							continue
						}
						rec, ok := recorded[c.key()]
						if !ok {
							t.Errorf("%s: no record in %s: run with REUSESCOPE_CORPUS_UPDATE=1", c.key(), recPath)
							continue
						}
						l1, l2 := c.errs()
						if math.Abs(l1) > rec[0]+corpusCacheSlack || math.Abs(l2) > rec[1]+corpusCacheSlack {
							t.Errorf("%s: error %.3f / %.3f pp (L1 / L2), recorded %.2f / %.2f", c.key(), l1, l2, rec[0], rec[1])
						}
						rec, ok = recordedRun[c.key()]
						if !ok {
							t.Errorf("%s: no record in %s: run with REUSESCOPE_CORPUS_UPDATE=1", c.key(), recRunPath)
							continue
						}
						l1, l2 = c.runErrs()
						if math.Abs(l1) > rec[0]+corpusCacheSlack || math.Abs(l2) > rec[1]+corpusCacheSlack {
							t.Errorf("%s with the run's probabilities: error %.3f / %.3f pp (L1 / L2), recorded %.2f / %.2f", c.key(), l1, l2, rec[0], rec[1])
						}
					}
				}
			})
		}
	})
	sort.Slice(cases, func(i, j int) bool { return cases[i].key() < cases[j].key() })
	for _, c := range cases {
		for k := 0; k < 2; k++ {
			b := []estimate.Bounds{c.l1B, c.l2B}[k]
			// An exact prediction must be the run's; a bounded one rests
			// on the counts' assumption, and its coverage is recorded.
			if b.Exact() && !c.inBounds(k, false) {
				t.Errorf("%s: L%d static %.4f %% is exact, measured %.4f %%", c.key(), k+1, 100*b.HitRate.Low, 100*[]float64{c.l1M, c.l2M}[k])
			}
		}
	}
	for _, opt := range []string{"O0", "O2"} {
		for _, cl := range corpusBoundClasses {
			n, rates, misses, w1, w2 := corpusCoverage(cases, opt, cl.in)
			t.Logf("-%s, %s: %d cases, measured hit rates within the bounds in %d, misses in %d (L1 and L2), median width %.3f / %.3f pp", opt, cl.name, n, rates, misses, w1, w2)
		}
	}
	for _, opt := range []string{"O0", "O2"} {
		for _, cl := range corpusClasses {
			n, l1, l1max, l2, l2max := corpusErrors(cases, opt, cl.in, corpusCacheCase.errs)
			t.Logf("-%s, %s: %d cases, L1 error mean %.3f max %.3f pp, L2 mean %.3f max %.3f pp", opt, cl.name, n, l1, l1max, l2, l2max)
		}
		for _, cl := range corpusRunClasses {
			n, l1, l1max, l2, l2max := corpusErrors(cases, opt, cl.in, corpusCacheCase.runErrs)
			t.Logf("-%s, the run's probabilities, %s: %d cases, L1 error mean %.3f max %.3f pp, L2 mean %.3f max %.3f pp", opt, cl.name, n, l1, l1max, l2, l2max)
		}
	}
	if ran == total {
		// Over every case, derived and estimated, the measured hit rates
		// and misses lie inside the stated bounds in at least 95 %.
		all := func(corpusCacheCase) bool { return true }
		n, rates, misses := 0, 0, 0
		for _, opt := range []string{"O0", "O2"} {
			m, r, ms, _, _ := corpusCoverage(cases, opt, all)
			n, rates, misses = n+m, rates+r, misses+ms
		}
		if 100*rates < 95*n || 100*misses < 95*n {
			t.Errorf("the measured values lie within the bounds in %d (hit rates) and %d (misses) of %d cases, want 95 %%; outside: %s", rates, misses, n, strings.Join(casesOutside(cases), "; "))
		}
	}
	if update && !t.Failed() {
		writeCorpusCache(t, recPath, recRunPath, filepath.Join("..", "..", "ACCURACY.md"), cases)
	}
}

// corpusBoundClasses group the cases by what their bounds are: a point (every
// count and address derived) or a range.
var corpusBoundClasses = []struct {
	name string
	in   func(c corpusCacheCase) bool
}{
	{"exact (a point)", func(c corpusCacheCase) bool { return c.l1B.Exact() && c.l2B.Exact() }},
	{"bounded", func(c corpusCacheCase) bool { return !c.l1B.Exact() || !c.l2B.Exact() }},
}

// corpusCoverage counts the cases of one level that in selects, those whose
// measured L1 and L2 hit rates both lie within their bounds and those whose
// misses do, with the median widths of the L1 and L2 hit-rate bounds in
// percentage points.
func corpusCoverage(cases []corpusCacheCase, opt string, in func(corpusCacheCase) bool) (n, rates, misses int, w1, w2 float64) {
	var ws1, ws2 []float64
	for _, c := range cases {
		if c.opt != opt || !in(c) {
			continue
		}
		n++
		if c.inBounds(0, false) && c.inBounds(1, false) {
			rates++
		}
		if c.inBounds(0, true) && c.inBounds(1, true) {
			misses++
		}
		ws1, ws2 = append(ws1, c.width(0)), append(ws2, c.width(1))
	}
	return n, rates, misses, median(ws1), median(ws2)
}

// median is the middle value of xs (the mean of the two middle ones), 0 for
// none.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	ys := append([]float64(nil), xs...)
	sort.Float64s(ys)
	if n := len(ys); n%2 == 0 {
		return (ys[n/2-1] + ys[n/2]) / 2
	}
	return ys[len(ys)/2]
}

// corpusRunClasses group the cases by what still rests on an estimate when
// the run's probabilities are given: nothing, or some address.
var corpusRunClasses = []struct {
	name string
	in   func(c corpusCacheCase) bool
}{
	{"addresses derived", func(c corpusCacheCase) bool { return !c.runAddresses }},
	{"addresses estimated", func(c corpusCacheCase) bool { return c.runAddresses }},
	{"all", func(c corpusCacheCase) bool { return true }},
}

// corpusClasses are the groups of cases the summary reports: by what rests
// on an estimate, and every case whose branches are all derived, whatever
// its addresses.
var corpusClasses = []struct {
	name string
	in   func(c corpusCacheCase) bool
}{
	{"derived", func(c corpusCacheCase) bool { return c.derived }},
	{"branches derived, addresses estimated", func(c corpusCacheCase) bool { return c.branches && !c.derived }},
	{"branches estimated", func(c corpusCacheCase) bool { return !c.branches }},
	{"all with derived branches", func(c corpusCacheCase) bool { return c.branches }},
}

// corpusErrors summarises the absolute errors (errs) of the cases of one
// level that in selects.
func corpusErrors(cases []corpusCacheCase, opt string, in func(corpusCacheCase) bool, errs func(corpusCacheCase) (float64, float64)) (n int, l1, l1max, l2, l2max float64) {
	for _, c := range cases {
		if c.opt != opt || !in(c) {
			continue
		}
		e1, e2 := errs(c)
		n++
		l1 += math.Abs(e1)
		l2 += math.Abs(e2)
		l1max = math.Max(l1max, math.Abs(e1))
		l2max = math.Max(l2max, math.Abs(e2))
	}
	if n > 0 {
		l1 /= float64(n)
		l2 /= float64(n)
	}
	return
}

// boundsCell is a bounds column of the per-case table: "exact" or the range.
func boundsCell(b estimate.Bounds) string {
	if b.Exact() {
		return "exact"
	}
	return fmt.Sprintf("%.3f–%.3f", 100*b.HitRate.Low, 100*b.HitRate.High)
}

// writeCorpusCache writes the records and the corpus section of ACCURACY.md
// (between corpusMarker and the OpenMP section).
func writeCorpusCache(t *testing.T, tsvPath, runPath, mdPath string, cases []corpusCacheCase) {
	var tsv, runTSV strings.Builder
	tsv.WriteString("# Recorded |static - measured| global hit-rate errors of the corpus in percentage points (L1, L2), rounded up to 0.01.\n# Written by REUSESCOPE_FULL=1 REUSESCOPE_CORPUS_UPDATE=1 go test ./internal/pipeline -run CorpusCache.\n")
	tsv.WriteString("kernel\topt\tunit\thierarchy\tl1_pp\tl2_pp\n")
	runTSV.WriteString("# Recorded |static - measured| global hit-rate errors of the corpus with the run's measured branch probabilities\n# (probs --from-run), in percentage points (L1, L2), rounded up to 0.01.\n# Written by REUSESCOPE_FULL=1 REUSESCOPE_CORPUS_UPDATE=1 go test ./internal/pipeline -run CorpusCache.\n")
	runTSV.WriteString("kernel\topt\tunit\thierarchy\tl1_pp\tl2_pp\n")
	var md strings.Builder
	md.WriteString(corpusMarker + "\n## The corpus: programs in the shapes of user code\n\n")
	md.WriteString("`testdata/corpus`, every sequential program at -O0 and -O2 with its arguments from `corpus.tsv`: the whole program,\n")
	md.WriteString("and its kernel in the program's context (`hits --func K` against `measure --func K`, the whole run simulated and only\n")
	md.WriteString("the kernel's accesses counted) where the kernel keeps a body of its own. Global hit rates of the default `sets` model\n")
	md.WriteString("against an exact LRU simulation, for both hierarchies. A case is *derived* when no estimated branch probability and\n")
	md.WriteString("no unevaluated address affects it; *addresses* when its branches are derived but some address is modelled (indexed\n")
	md.WriteString("by data, or of an unknown object); *no* when a branch probability is estimated. A class with no case is left out, as is\n")
	md.WriteString("the row of every case with derived branches when those are the derived cases. Reproduce with\n\n")
	md.WriteString("    REUSESCOPE_FULL=1 REUSESCOPE_CORPUS_UPDATE=1 go test ./internal/pipeline -run CorpusCache -v -timeout 30m\n\n")
	md.WriteString("| level | cases | L1 error mean pp | L1 max pp | L2 error mean pp | L2 max pp |\n|---|---:|---:|---:|---:|---:|\n")
	for _, opt := range []string{"O0", "O2"} {
		nDerived, _, _, _, _ := corpusErrors(cases, opt, corpusClasses[0].in, corpusCacheCase.errs)
		for i, cl := range corpusClasses {
			n, l1, l1max, l2, l2max := corpusErrors(cases, opt, cl.in, corpusCacheCase.errs)
			if i > 0 && (n == 0 || i == len(corpusClasses)-1 && n == nDerived) {
				continue // no case, or the derived ones again
			}
			fmt.Fprintf(&md, "| -%s, %s | %d | %.3f | %.3f | %.3f | %.3f |\n", opt, cl.name, n, l1, l1max, l2, l2max)
		}
	}
	md.WriteString("\nThe bounds of every format (`hits`, `compare`, `report`: `pipeline.Session.Bounds`): a point where every count and\n")
	md.WriteString("address is derived, else the hull of the prediction and of walks that move its estimates (a loop's estimated trip\n")
	md.WriteString("4x shorter or longer, any other estimated branch's arm taken at all, none, 1 in 16 or all but 1 in 16 of its visits, every estimated loop left\n")
	md.WriteString("at its first test and the outermost of each nest run 16x its estimated trip (with the rate its added iterations tend to), the addresses the walk could not evaluate at their model's\n")
	md.WriteString("extremes); what no walk moves (an access off a sampled walk's path, one whose place in memory is a guess) may hit or\n")
	md.WriteString("miss and move a derived access's outcome as far as LRU allows. An estimated loop's trip has no bound in the IR, so\n")
	md.WriteString("where one is estimated the misses have no upper bound. The test requires 95 % of all cases inside. *Rates\n")
	md.WriteString("within* counts the cases whose measured L1 and L2 hit rates both lie inside (a point: equal to within the record's\n")
	md.WriteString("slack), *misses within* those whose misses do; the cases outside are listed below the table.\n\n")
	md.WriteString("| level | cases | rates within | misses within | median L1 width pp | median L2 width pp |\n|---|---:|---:|---:|---:|---:|\n")
	for _, opt := range []string{"O0", "O2"} {
		for _, cl := range corpusBoundClasses {
			n, rates, misses, w1, w2 := corpusCoverage(cases, opt, cl.in)
			if n == 0 {
				continue
			}
			fmt.Fprintf(&md, "| -%s, %s | %d | %d | %d | %.3f | %.3f |\n", opt, cl.name, n, rates, misses, w1, w2)
		}
	}
	if outside := casesOutside(cases); len(outside) > 0 {
		fmt.Fprintf(&md, "\nOutside their bounds (%d): %s.\n", len(outside), strings.Join(outside, "; "))
	}
	md.WriteString("\nThe same cases with the branch probabilities of the whole run given (`probs --from-run`, then `hits --probs`):\n")
	md.WriteString("what is left is the error of the memory model. *Addresses estimated* are the cases where some address is still\n")
	md.WriteString("modelled (indexed by data, or of an object the walk cannot place).\n\n")
	md.WriteString("| level | cases | L1 error mean pp | L1 max pp | L2 error mean pp | L2 max pp |\n|---|---:|---:|---:|---:|---:|\n")
	for _, opt := range []string{"O0", "O2"} {
		for _, cl := range corpusRunClasses {
			n, l1, l1max, l2, l2max := corpusErrors(cases, opt, cl.in, corpusCacheCase.runErrs)
			if n == 0 {
				continue
			}
			fmt.Fprintf(&md, "| -%s, %s | %d | %.3f | %.3f | %.3f | %.3f |\n", opt, cl.name, n, l1, l1max, l2, l2max)
		}
	}
	md.WriteString("\nPer case: *derived* as above; *run's probs* are the errors with the run's probabilities given, `*` where some\n")
	md.WriteString("address is still modelled.\n")
	md.WriteString("\n| program | opt | unit | hierarchy | derived | L1 static % | L1 measured % | L1 err pp | L2 static % | L2 measured % | L2 err pp | L1 / L2 err pp, run's probs | L1 bounds % | L2 bounds % |\n")
	md.WriteString("|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, c := range cases {
		e1, e2 := c.errs()
		r1, r2 := c.runErrs()
		fmt.Fprintf(&tsv, "%s\t%.2f\t%.2f\n", c.key(), recordUp(e1), recordUp(e2))
		fmt.Fprintf(&runTSV, "%s\t%.2f\t%.2f\n", c.key(), recordUp(r1), recordUp(r2))
		star := ""
		if c.runAddresses {
			star = " *"
		}
		d := "yes"
		switch {
		case !c.branches:
			d = "no"
		case !c.derived:
			d = "addresses"
		}
		fmt.Fprintf(&md, "| %s | %s | %s | %s | %s | %.3f | %.3f | %+.3f | %.3f | %.3f | %+.3f | %+.3f / %+.3f%s | %s | %s |\n", c.name, c.opt, c.unit, c.hier, d,
			100*c.l1S, 100*c.l1M, e1, 100*c.l2S, 100*c.l2M, e2, r1, r2, star, boundsCell(c.l1B), boundsCell(c.l2B))
	}
	if err := os.WriteFile(tsvPath, []byte(tsv.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(runPath, []byte(runTSV.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	old, err := os.ReadFile(mdPath)
	if err != nil {
		t.Fatal(err)
	}
	text := string(old)
	head, tail := text, ""
	if i := strings.Index(text, corpusMarker); i >= 0 {
		head = text[:i]
	}
	if i := strings.Index(text, ompMarker); i >= 0 {
		tail = text[i:]
		if j := strings.Index(head, ompMarker); j >= 0 {
			head = head[:j]
		}
	}
	out := strings.TrimRight(head, "\n") + "\n\n" + md.String() + "\n" + tail
	if err := os.WriteFile(mdPath, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
}

// hierarchyMisses returns the misses of the levels of hierarchy h (its L1
// and L2) in a run of corpusGeometries, as a run of that hierarchy alone
// would count them. The run chains all four levels, so only the first
// hierarchy's are its own; for the second, the misses of its L1 are those
// of the whole stream in a cache of its geometry (measure's hit rate of the
// level is the whole stream's), and those of its L2 too: its sets refine its
// L1's with at least as many ways, so by LRU's inclusion property (Mattson
// et al. 1970) every access it misses its L1 missed as well.
func hierarchyMisses(levels []cache.SimLevel, h int) (l1, l2 float64) {
	if h == 0 {
		return float64(levels[0].Misses), float64(levels[1].Misses)
	}
	n := float64(levels[0].Accesses)
	return math.Round(n * (1 - levels[2*h].HitRate)), math.Round(n * (1 - levels[2*h+1].HitRate))
}

// casesOutside names the cases whose measured hit rate or misses of some
// level lie outside their bounds, with what lies outside.
func casesOutside(cases []corpusCacheCase) []string {
	var outside []string
	for _, c := range cases {
		var what []string
		for k := 0; k < 2; k++ {
			if !c.inBounds(k, false) {
				what = append(what, fmt.Sprintf("L%d rate", k+1))
			}
			if !c.inBounds(k, true) {
				what = append(what, fmt.Sprintf("L%d misses", k+1))
			}
		}
		if len(what) > 0 {
			outside = append(outside, fmt.Sprintf("%s %s %s %s (%s)", c.name, c.opt, c.unit, c.hier, strings.Join(what, ", ")))
		}
	}
	return outside
}
