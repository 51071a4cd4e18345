package pipeline_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/sample"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/parallel"
	"github.com/reusescope/reusescope/report"
	"github.com/reusescope/reusescope/reuse"
)

// The second corpus (testdata/corpus): programs in the shapes of real code,
// compiled with plain flags at -O0..-O3. Every one must get an answer from
// every static command, for its kernel (where the function survives) and for
// the whole program; whole-program counts are held to a measured run:
// exactly where nothing was estimated, else to the error recorded in
// testdata/corpus/counts.tsv (REUSESCOPE_CORPUS_UPDATE=1 rewrites it).

const corpusDir = "../../testdata/corpus"

// corpusRow is one line of corpus.tsv.
type corpusRow struct {
	name, file, lang, opt, fn string
	args                      []string
	openmp                    bool
}

func readCorpus(t *testing.T) []corpusRow {
	t.Helper()
	f, err := os.Open(filepath.Join(corpusDir, "corpus.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []corpusRow
	sc := bufio.NewScanner(f)
	for first := true; sc.Scan(); first = false {
		if first {
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 7 {
			t.Fatalf("corpus.tsv: short line %q", sc.Text())
		}
		r := corpusRow{name: c[0], file: c[1], lang: c[2], opt: c[3], fn: c[4], openmp: c[6] == "yes"}
		if c[5] != "-" {
			r.args = strings.Fields(c[5])
		}
		rows = append(rows, r)
	}
	if len(rows) < 120 {
		t.Fatalf("corpus.tsv has %d rows, want the whole corpus", len(rows))
	}
	return rows
}

// staticAnswer runs every static command's analysis on one unit (the
// function fn of the file, with the program's arguments) and returns the
// session, its counts and its estimate.
func staticAnswer(t *testing.T, r corpusRow, fn string) (*pipeline.Session, *estimate.Estimate, error) {
	path := filepath.Join(corpusDir, r.file)
	s, err := pipeline.Open(path, pipeline.Options{Func: fn, Args: r.args})
	if err != nil {
		return nil, nil, err
	}
	vals, res, err := s.StaticCounts()
	if err != nil {
		return nil, nil, fmt.Errorf("counts: %w", err)
	}
	est, err := s.Estimated(vals, res)
	if err != nil {
		return nil, nil, fmt.Errorf("estimate: %w", err)
	}
	if dot := report.CFGDot(s.LoopNests(), res, vals, est); !strings.HasPrefix(dot, "digraph") {
		return nil, nil, errors.New("cfg: no graph")
	}
	if _, err := s.Trace(vals, res); err != nil {
		return nil, nil, fmt.Errorf("trace: %w", err)
	}
	opts := reuse.StaticOptions{Line: 64}
	if _, _, err := s.StaticReuse(vals, res, opts); err != nil {
		return nil, nil, fmt.Errorf("reuse: %w", err)
	}
	levels, _ := cache.ParseHierarchy("L1=32KiB/8/64,L2=1MiB/16/64")
	if _, _, err := s.StaticRates(vals, res, levels, cache.Sets, opts); err != nil {
		return nil, nil, fmt.Errorf("hits: %w", err)
	}
	if r.openmp {
		if _, err := s.PredictCores(vals, res, levels, []int{1, 4}, parallel.Options{Static: opts}); err != nil {
			return nil, nil, fmt.Errorf("hits --cores 1,4: %w", err)
		}
	}
	return s, est, nil
}

// countRecord is one row of counts.tsv: the whole program's static block
// counts against a measured run.
type countRecord struct {
	estimated  int     // estimated sites
	blockShare float64 // share of executed blocks resting on them
	maxErr     float64 // largest relative error of a block count
	totalErr   float64 // Σ|static − measured| / Σ measured over all blocks
}

func (c countRecord) String() string {
	return fmt.Sprintf("%d\t%.6f\t%.6f\t%.6f", c.estimated, c.blockShare, c.maxErr, c.totalErr)
}

// optSample returns whether a corpus row runs in the sample of a sweep
// (internal/sample): each program at one of the -O levels opts, the level
// rotating over the programs in the order of their names, so that the
// sample has every program and every level.
func optSample(rows []corpusRow, opts []string) func(corpusRow) bool {
	var names []string
	for _, r := range rows {
		names = append(names, r.name)
	}
	offset := sample.Offsets(names)
	return func(r corpusRow) bool {
		i := slices.Index(opts, r.opt)
		return i >= 0 && sample.Keep(i, len(opts), offset[r.name])
	}
}

func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	rows := readCorpus(t)
	recPath := filepath.Join(corpusDir, "counts.tsv")
	update := os.Getenv("REUSESCOPE_CORPUS_UPDATE") != ""
	if update {
		sample.RequireFull(t, recPath)
	}
	recorded := readCountRecords(t, recPath, update)
	var mu sync.Mutex
	got := map[string]countRecord{}
	keep := optSample(rows, []string{"O0", "O1", "O2", "O3"})
	ran := 0
	defer func() { sample.Log(t, ran, len(rows)) }()
	t.Run("programs", func(t *testing.T) {
		for _, r := range rows {
			if !keep(r) {
				continue
			}
			ran++
			r := r
			t.Run(r.name+"."+r.opt, func(t *testing.T) {
				t.Parallel()
				// The kernel, when it survives the optimiser.
				if r.fn != "main" {
					_, _, err := staticAnswer(t, r, r.fn)
					if err != nil && !strings.Contains(err.Error(), "was inlined by the optimiser") && !strings.Contains(err.Error(), "choose one with --func") {
						t.Errorf("--func %s: %v", r.fn, err)
					}
				}
				s, est, err := staticAnswer(t, r, "main")
				if err != nil {
					t.Fatalf("whole program: %v", err)
				}
				run, err := measure.Run(context.Background(), filepath.Join(corpusDir, r.file), measure.Options{CountsOnly: true, Args: r.args, Threads: 1})
				if err != nil {
					t.Fatalf("measure: %v", err)
				}
				_, res, err := s.StaticCounts()
				if err != nil {
					t.Fatal(err)
				}
				rec := countRecord{estimated: est.Branches, blockShare: est.BlockShare}
				var diff, sum float64
				for _, fc := range res.Funcs {
					mf := run.Funcs[fc.Func.Name]
					for b, n := range fc.Counts {
						want := float64(mf.Blocks[b])
						e := math.Abs(n - want)
						diff += e
						sum += want
						rec.maxErr = math.Max(rec.maxErr, e/math.Max(1, want))
					}
				}
				if sum > 0 {
					rec.totalErr = diff / sum
				}
				key := r.name + "\t" + r.opt
				mu.Lock()
				got[key] = rec
				mu.Unlock()
				if est.BlockShare == 0 && rec.maxErr > 1e-9 {
					t.Errorf("nothing estimated, yet block counts differ from the measured run (max relative error %.3g)", rec.maxErr)
				}
				if update {
					return
				}
				old, ok := recorded[key]
				if !ok {
					t.Fatalf("no record in %s: run with REUSESCOPE_CORPUS_UPDATE=1", recPath)
				}
				// A record may tighten; estimated rows get a relative
				// tolerance of 1e-4 for float noise across derivations.
				tol := func(x float64) float64 { return max(1e-6, 1e-4*x) }
				if rec.estimated > old.estimated || rec.totalErr > old.totalErr+tol(old.totalErr) || rec.maxErr > old.maxErr+tol(old.maxErr) {
					t.Errorf("worse than recorded: %v, recorded %v (estimated, block share, max error, total error)", rec, old)
				}
			})
		}
	})
	var keys []string
	exact, est := 0, 0
	for k, r := range got {
		keys = append(keys, k)
		if r.blockShare == 0 {
			exact++
		} else {
			est++
		}
	}
	sort.Strings(keys)
	t.Logf("%d programs × levels: %d with no count resting on an estimate, %d with estimates", len(keys), exact, est)
	if update && !t.Failed() {
		var b strings.Builder
		b.WriteString("# Whole-program static block counts against measure (internal/pipeline TestCorpus; REUSESCOPE_CORPUS_UPDATE=1 rewrites).\n")
		b.WriteString("# name\topt\testimated_sites\testimated_block_share\tmax_rel_error\ttotal_rel_error\n")
		for _, k := range keys {
			fmt.Fprintf(&b, "%s\t%s\n", k, got[k])
		}
		if err := os.WriteFile(recPath, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func readCountRecords(t *testing.T, path string, update bool) map[string]countRecord {
	t.Helper()
	out := map[string]countRecord{}
	data, err := os.ReadFile(path)
	if err != nil {
		if update {
			return out
		}
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		c := strings.Split(line, "\t")
		if len(c) != 6 {
			t.Fatalf("%s: bad line %q", path, line)
		}
		var r countRecord
		r.estimated, _ = strconv.Atoi(c[2])
		r.blockShare, _ = strconv.ParseFloat(c[3], 64)
		r.maxErr, _ = strconv.ParseFloat(c[4], 64)
		r.totalErr, _ = strconv.ParseFloat(c[5], 64)
		out[c[0]+"\t"+c[1]] = r
	}
	return out
}
