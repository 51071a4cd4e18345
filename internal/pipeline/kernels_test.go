package pipeline_test

import (
	"bufio"
	"context"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/sample"
	"github.com/reusescope/reusescope/measure"
	"github.com/reusescope/reusescope/reuse"
)

type kernel struct{ name, file, opt, fn, kind, size, openmp string }

// kernelCounts returns the kernel's probabilities, derived from the IR when
// the analysis can, else those of a measured run (run is called only then),
// the counts they give, and whether they were derived.
func kernelCounts(t *testing.T, s *pipeline.Session, run func() *measure.Result) (balance.Probs, *balance.Result, bool) {
	t.Helper()
	var probs balance.Probs
	vals, err := s.Probs()
	derived := err == nil
	if derived {
		probs = vals
	} else {
		probs = s.MeasuredProbs(run())
	}
	counts, err := s.CountsFrom(probs)
	if err != nil {
		t.Fatal(err)
	}
	return probs, counts, derived
}

func manifest(t testing.TB) []kernel {
	f, err := os.Open(filepath.Join("..", "..", "testdata", "kernels.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []kernel
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 8 {
			t.Fatalf("bad manifest line %q", sc.Text())
		}
		out = append(out, kernel{c[0], c[1], c[2], c[3], c[4], c[5], c[7]})
	}
	return out
}

// TestKernelCountsAgainstMeasure holds the static block counts of every kernel
// (default size, -O0 and -O2) to the counts measured by running it. Where the
// analysis derives every probability, the derived counts must equal the measured
// ones exactly; where it cannot (data-dependent branches), the probabilities
// measured by the run (probs --from-run) must reproduce the counts exactly
// when no inner loop has a data-dependent bound.
// optLevelSample returns whether a kernel of ks runs in the sample of a
// sweep (internal/sample): each kernel at one of its -O levels, the level
// rotating over the kernels in the order of their names.
func optLevelSample(ks []kernel) func(kernel) bool {
	var names []string
	for _, k := range ks {
		names = append(names, k.name)
	}
	offset := sample.Offsets(names)
	return func(k kernel) bool {
		i := 0
		if k.opt != "O0" {
			i = 1
		}
		return sample.Keep(i, 2, offset[k.name])
	}
}

func TestKernelCountsAgainstMeasure(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not installed")
	}
	if testing.Short() {
		t.Skip("runs every kernel")
	}
	derived, total := 0, 0
	keep := optLevelSample(manifest(t))
	ran, all := 0, 0
	defer func() { sample.Log(t, ran, all) }()
	for _, k := range manifest(t) {
		if k.size != "M" && k.size != "-" {
			continue
		}
		all++
		if !keep(k) {
			continue
		}
		ran++
		k := k
		t.Run(k.name+"."+k.opt, func(t *testing.T) {
			total++
			path := filepath.Join("..", "..", "testdata", k.file)
			s, err := pipeline.Open(path, pipeline.Options{Func: k.fn, Check: true, Strict: true})
			if err != nil {
				t.Fatal(err)
			}
			mo := measure.Options{Func: k.fn, CountsOnly: true, Threads: 1}
			if k.fn == "main" {
				mo.Func = ""
			}
			res, err := measure.Run(context.Background(), path, mo)
			if err != nil {
				t.Fatal(err)
			}
			static := "derived"
			vals, err := s.Probs()
			var st interface {
				Get(string) (float64, bool)
			}
			if err == nil {
				st = vals
				derived++
			} else {
				static = "measured probabilities"
				st = s.MeasuredProbs(res)
			}
			counts, err := s.CountsFrom(st)
			if err != nil {
				t.Fatal(err)
			}
			bad := 0
			for _, fc := range counts.Funcs {
				mf := res.Funcs[fc.Func.Name]
				for b, c := range fc.Counts {
					want := float64(mf.Blocks[b])
					if math.Abs(c-want) > 1e-6*math.Max(1, want) {
						if bad < 5 {
							t.Errorf("%s:%s (line %d): static %v (%s), measured %v", fc.Func.Name, fc.Func.Blocks[b].Name, fc.Func.Blocks[b].Line(), c, static, want)
						}
						bad++
					}
				}
			}
		})
	}
	t.Logf("%d of %d kernels fully derived statically", derived, total)
	// The record of how many of the 80 rows derive every probability; it
	// may only grow.
	if total == 80 && derived < derivedKernels {
		t.Errorf("%d kernels fully derived, recorded %d", derived, derivedKernels)
	}
}

// derivedKernels is the number of TestKernelCountsAgainstMeasure's kernels
// whose every branch probability is derived from the IR.
const derivedKernels = 65

// TestStaticReuseAgainstMeasure holds the static per-variable reuse profile
// (the paper's granularity) to the one measured by running the kernel. It
// must be equal, bin by bin, on the kernels listed in exactVar: the paper's
// example and the kernels whose accesses the sampled two-iteration walk
// covers exactly. For every other -O0 kernel of default size it logs the
// profile-bin error (PBE) and the L1/L2 hit-rate differences.
func TestStaticReuseAgainstMeasure(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not installed")
	}
	if testing.Short() {
		t.Skip("runs every kernel")
	}
	exactVar := map[string]bool{"example": true, "gemv": true, "gemvt": true, "ger": true, "dot": true}
	levels, err := cache.ParseHierarchy("L1=8KiB/8/64,L2=128KiB/16/64")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range manifest(t) {
		if k.opt != "O0" || k.openmp == "yes" || (k.size != "M" && k.size != "-") {
			continue
		}
		k := k
		t.Run(k.name, func(t *testing.T) {
			path := filepath.Join("..", "..", "testdata", k.file)
			s, err := pipeline.Open(path, pipeline.Options{Func: k.fn, Strict: true})
			if err != nil {
				t.Fatal(err)
			}
			mo := measure.Options{Func: k.fn, VarProfile: true, Line: 64, Levels: levels, Threads: 1}
			if k.fn == "main" {
				mo.Func = ""
			}
			res, err := measure.Run(context.Background(), path, mo)
			if err != nil {
				t.Fatal(err)
			}
			probs, counts, _ := kernelCounts(t, s, func() *measure.Result { return res })
			_, sv, err := s.StaticReuse(probs, counts, reuse.StaticOptions{Line: 1})
			if err != nil {
				t.Fatal(err)
			}
			_, sl, err := s.StaticReuse(probs, counts, reuse.StaticOptions{Line: 64})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := sv.Accesses, float64(res.Loads+res.Stores); math.Abs(got-want) > 1e-6*want {
				t.Errorf("static accesses %.0f, measured %.0f", got, want)
			}
			// Every kernel whose accesses are scalars or constant-index
			// elements (kinds example and scalar) is exact per variable.
			if exactVar[k.name] || k.kind == "scalar" || k.kind == "example" {
				if pbe := cache.PBE(sv.Profile, res.Var); pbe > 1e-9 {
					t.Errorf("per-variable profile differs from measured (PBE %.3g):\nstatic   %v\nmeasured %v", pbe, sv.Profile.Bins(), res.Var.Bins())
				}
			}
			// ... and per 64-byte line too, which needs the measured stack
			// where the native program has it (callee frames included).
			// The example's rows of 800 bytes end half way through a line:
			// the sampled walk, which does not simulate a loop's last
			// period exactly, is within one line's 16 accesses per distance
			// there (one first touch of 1251; see reuse's
			// TestStaticExampleExact).
			if k.kind == "scalar" {
				if d := sl.Profile.Diff(res.Line, 1e-9); d != "" {
					t.Errorf("line profile differs from measured (static against measured) at %s", d)
				}
			}
			if k.kind == "example" {
				if d := sl.Profile.DiffWithin(res.Line, 16); d != "" {
					t.Errorf("line profile differs from measured by more than 16 accesses (static against measured) at %s", d)
				}
			}
			rates := cache.HierarchyRates(cache.SDCM, levels, sl.Profile)
			tr, err := s.Trace(probs, counts)
			if err != nil {
				t.Fatal(err)
			}
			srates, _, err := reuse.StaticHierarchyRates(tr, levels, reuse.StaticOptions{Line: 64})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%-12s var PBE %.4f  line PBE %.4f  sdcm L1 %.3f pp  L2 %.3f pp  sets L1 %.3f pp  L2 %.3f pp", k.name, cache.PBE(sv.Profile, res.Var), cache.PBE(sl.Profile, res.Line),
				100*(rates[0].HitRate-res.Levels[0].HitRate), 100*(rates[1].HitRate-res.Levels[1].HitRate),
				100*(srates[0].HitRate-res.Levels[0].HitRate), 100*(srates[1].HitRate-res.Levels[1].HitRate))
		})
	}
}
