package loops_test

import (
	"bufio"
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/heuristic"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// llvmProbs runs opt-14's print<branch-prob> on the IR file and returns, per
// function, the probability of every CFG edge in block order and successor
// order (the order BranchProbabilityInfo::print walks them). The optnone
// attribute of -O0 IR is removed first: BPI skips optnone functions.
func llvmProbs(t *testing.T, file string) map[string][]float64 {
	t.Helper()
	opt, err := exec.LookPath("opt-14")
	if err != nil {
		t.Skip("opt-14 (Debian package llvm-14) not installed: the peer to compare with is missing")
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	tmp := filepath.Join(t.TempDir(), "x.ll")
	if err := os.WriteFile(tmp, bytes.ReplaceAll(src, []byte(" optnone"), nil), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(opt, "-passes=print<branch-prob>", "-disable-output", tmp)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("opt-14: %v\n%s", err, out)
	}
	fnRe := regexp.MustCompile(`^Printing analysis results of BPI for function '(.*)':`)
	edgeRe := regexp.MustCompile(`probability is 0x([0-9a-f]+) / 0x([0-9a-f]+)`)
	probs := map[string][]float64{}
	cur := ""
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if m := fnRe.FindStringSubmatch(sc.Text()); m != nil {
			cur = m[1]
			continue
		}
		if m := edgeRe.FindStringSubmatch(sc.Text()); m != nil {
			a, _ := strconv.ParseUint(m[1], 16, 64)
			b, _ := strconv.ParseUint(m[2], 16, 64)
			probs[cur] = append(probs[cur], float64(a)/float64(b))
		}
	}
	return probs
}

// evalProb evaluates the Lua numbers Estimate writes: "0", "1/2", "3/32",
// decimals.
func evalProb(t *testing.T, e string) float64 {
	t.Helper()
	if a, b, ok := strings.Cut(e, "/"); ok {
		x, err1 := strconv.ParseFloat(a, 64)
		y, err2 := strconv.ParseFloat(b, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("estimate %q is no fraction", e)
		}
		return x / y
	}
	x, err := strconv.ParseFloat(e, 64)
	if err != nil {
		t.Fatalf("estimate %q is no number", e)
	}
	return x
}

// TestEstimateAgainstLLVM holds every site's heuristic estimate to LLVM 14's
// BranchProbabilityInfo on a program with one branch per heuristic, at -O0
// and -O2 (where __builtin_expect becomes branch_weights metadata).
func TestEstimateAgainstLLVM(t *testing.T) {
	for _, file := range []string{"heuristics.O0.ll", "heuristics.O2.ll"} {
		t.Run(file, func(t *testing.T) { compareLLVM(t, filepath.Join("testdata", file)) })
	}
}

// compareLLVM holds the estimate of every site of the module at path to
// opt-14's.
func compareLLVM(t *testing.T, path string) {
	t.Helper()
	{
		{
			want := llvmProbs(t, path)
			m, err := irreader.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			env := loops.NewEnv(m, m.DefinedFuncs())
			seen := map[string]bool{}
			for _, f := range m.DefinedFuncs() {
				g, err := cfg.Build(f)
				if err != nil {
					t.Fatal(err)
				}
				nest := loops.Find(g, env)
				// The edge index of (block, successor) in opt's order.
				first := make([]int, len(g.Succs))
				k := 0
				for b, succ := range g.Succs {
					first[b] = k
					k += len(succ)
				}
				if len(want[f.Name]) != k {
					t.Fatalf("%s: opt-14 printed %d edges, the CFG has %d", f.Name, len(want[f.Name]), k)
				}
				for _, s := range g.Sites {
					e := nest.Estimate(s)
					by := e.By
					if i := strings.Index(by, ":"); i >= 0 {
						by = by[:i]
					}
					seen[by] = true
					got := evalProb(t, e.Expr)
					// A switch's duplicate destinations share one edge in
					// LLVM's sum; compare the sum over equal targets.
					w := want[f.Name][first[s.Block]+s.Succ]
					if s.Kind == cfg.SwitchCase {
						got = 0
						for _, o := range g.SiteOf[s.Block] {
							if g.Succs[o.Block][o.Succ] == g.Succs[s.Block][s.Succ] {
								got += evalProb(t, nest.Estimate(o).Expr)
							}
						}
					}
					// LLVM rounds to 31-bit fixed point.
					if math.Abs(got-w) > 1e-6 {
						t.Errorf("%s: %s (%s, line %d) -> %s: estimate %s = %.6f (%s), LLVM %.6f",
							f.Name, s.Key, f.Blocks[s.Block].Name, s.Line, s.Target(g).Name, e.Expr, got, e.By, w)
					}
				}
			}
			t.Logf("heuristics used: %v", seen)
		}
	}
}

// TestEstimateAgainstLLVMSuite does the same on every program of the first
// suite (one size each): every site, derivable or not, gets LLVM's estimate.
func TestEstimateAgainstLLVMSuite(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "ll", "*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		base := filepath.Base(f)
		if strings.Contains(base, "_S.") || strings.Contains(base, "_L.") {
			continue // the same code as the M size
		}
		n++
		t.Run(base, func(t *testing.T) { compareLLVM(t, f) })
	}
	if n < 60 {
		t.Fatalf("%d suite files, want the whole suite", n)
	}
}

// TestErrorExit checks the error-exit and allocation heuristics on
// testdata/errexit.c, whose comment derives the expected verdicts: at -O0
// and -O2, the argument check sends main to a non-zero return with
// probability 0 (error exit), the two allocation checks are taken the way
// of success (allocation heuristic), and no other site is either.
func TestErrorExit(t *testing.T) {
	want := map[int]string{10: "error-exit heuristic", 16: heuristic.Allocation, 18: heuristic.Allocation}
	for _, file := range []string{"errexit.O0.ll", "errexit.O2.ll"} {
		t.Run(file, func(t *testing.T) {
			m, err := irreader.ReadFile(filepath.Join("testdata", file))
			if err != nil {
				t.Fatal(err)
			}
			f := m.Func("main")
			g, err := cfg.Build(f)
			if err != nil {
				t.Fatal(err)
			}
			nest := loops.Find(g, loops.NewEnv(m, m.DefinedFuncs()))
			lines := map[int]bool{}
			for _, s := range g.Sites {
				e := nest.Estimate(s)
				h, _, _ := strings.Cut(e.By, ":")
				if h != "error-exit heuristic" && h != heuristic.Allocation {
					continue
				}
				if want[s.Line] != h {
					t.Errorf("line %d: %s, want %q", s.Line, e.By, want[s.Line])
				}
				p := evalProb(t, e.Expr)
				failing := strings.Contains(e.By, "the target leaves") || strings.Contains(e.By, "when the allocation fails")
				if failing != (p == 0) || p != 0 && p != 1 {
					t.Errorf("line %d: %s = %s", s.Line, e.By, e.Expr)
				}
				lines[s.Line] = true
			}
			for _, l := range []int{10, 16, 18} {
				if !lines[l] {
					t.Errorf("the check at line %d is not an error exit (found %v)", l, lines)
				}
			}
			if len(lines) != 3 {
				t.Errorf("error exits and allocation checks at lines %v, want 10, 16 and 18", lines)
			}
		})
	}
}

// TestFailureExits checks testdata/failexit.c, whose comment derives the
// verdicts: at -O0 and -O2, the paths of check that exit with 2 and abort
// are error exits (an assumption), and finish's exit(0) stays the
// unreachable heuristic's.
func TestFailureExits(t *testing.T) {
	for _, file := range []string{"failexit.O0.ll", "failexit.O2.ll"} {
		m, err := irreader.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]map[int]string{
			"check":  {9: "error-exit heuristic", 13: "error-exit heuristic"},
			"finish": {18: "unreachable heuristic"},
		}
		for fn, lines := range want {
			f := m.Func(fn)
			g, err := cfg.Build(f)
			if err != nil {
				t.Fatal(err)
			}
			nest := loops.Find(g, loops.NewEnv(m, m.DefinedFuncs()))
			got := map[int]string{}
			for _, s := range g.Sites {
				e := nest.Estimate(s)
				h, _, _ := strings.Cut(e.By, ":")
				got[s.Line] = h
				if p := evalProb(t, e.Expr); p != 0 && p != 1 {
					t.Errorf("%s %s line %d: %s = %s, want 0 or 1", file, fn, s.Line, e.By, e.Expr)
				}
			}
			for line, h := range lines {
				if got[line] != h {
					t.Errorf("%s %s line %d: %q, want %q", file, fn, line, got[line], h)
				}
			}
		}
	}
}
