package measure

import (
	"bufio"
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// objectCosts holds the self costs of one object (the program's binary,
// a library) in a Callgrind output: the events its own instructions
// caused, not those of the functions it called.
type objectCosts map[string]uint64

// parseCallgrindObjects reads a Callgrind output file (positions: line)
// and sums each cost line into the object whose code it belongs to
// ("ob=", with Callgrind's "(id) name" compression); the line after a
// "calls=" line is the inclusive cost of a call and is left out.
func parseCallgrindObjects(path string) (map[string]objectCosts, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var events []string
	names := map[string]string{} // "(id)" → object name
	out := map[string]objectCosts{}
	ob := ""
	skip := false
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			continue
		case strings.HasPrefix(line, "events:"):
			events = strings.Fields(strings.TrimPrefix(line, "events:"))
			continue
		case strings.HasPrefix(line, "ob="):
			ob = compressedName(names, strings.TrimPrefix(line, "ob="))
			continue
		case strings.HasPrefix(line, "cob="), strings.HasPrefix(line, "cfi="), strings.HasPrefix(line, "cfl="), strings.HasPrefix(line, "cfn="):
			name := line[strings.IndexByte(line, '=')+1:]
			if strings.HasPrefix(line, "cob=") {
				compressedName(names, name)
			}
			continue
		case strings.HasPrefix(line, "calls="):
			skip = true
			continue
		}
		c := line[0]
		if !(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '*') {
			continue // fl=, fn=, fi=, fe=, headers
		}
		if skip {
			skip = false
			continue
		}
		fields := strings.Fields(line)
		if out[ob] == nil {
			out[ob] = objectCosts{}
		}
		for i, v := range fields[1:] {
			if i >= len(events) {
				break
			}
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("%s: cost line %q: %w", path, line, err)
			}
			out[ob][events[i]] += n
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if events == nil {
		return nil, fmt.Errorf("%s: no events line", path)
	}
	return out, nil
}

// compressedName resolves Callgrind's name compression: "(3) name"
// defines id 3, "(3)" refers to it.
func compressedName(names map[string]string, s string) string {
	if !strings.HasPrefix(s, "(") {
		return s
	}
	end := strings.IndexByte(s, ')')
	if end < 0 {
		return s
	}
	id, rest := s[:end+1], strings.TrimSpace(s[end+1:])
	if rest != "" {
		names[id] = rest
		return rest
	}
	return names[id]
}

func TestParseCallgrindObjects(t *testing.T) {
	p := filepath.Join(t.TempDir(), "cg.out")
	text := "version: 1\npositions: line\nevents: Ir Dr Dw D1mr D1mw\n" +
		"ob=(1) /tmp/prog\nfl=(1) a.c\nfn=(1) main\n3 10 4 2 1\n+1 5 1\n" +
		"cob=(2) /lib/libc.so.6\ncfi=(2) ???\ncfn=(2) memset\ncalls=1 0\n4 900 300 300 40 40\n" +
		"ob=(2)\nfl=(2)\nfn=(2)\n0 900 300 300 40 40\n" +
		"ob=(1)\nfl=(1)\nfn=(1)\n5 1 1 0 1\ntotals: 916 306 302 42 41\n"
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := parseCallgrindObjects(p)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]objectCosts{
		"/tmp/prog":      {"Ir": 16, "Dr": 6, "Dw": 2, "D1mr": 2, "D1mw": 0},
		"/lib/libc.so.6": {"Ir": 900, "Dr": 300, "Dw": 300, "D1mr": 40, "D1mw": 40},
	}
	for ob, w := range want {
		for k, v := range w {
			if got[ob][k] != v {
				t.Errorf("%s %s = %d, want %d", ob, k, got[ob][k], v)
			}
		}
	}
}

// TestValgrindWholeProgram holds measure's L1 misses over a whole run to
// Callgrind's data misses in the program's own object (its self costs,
// libraries left out), one thread, -O0 and -O2 (each built natively at its
// own level, so that the machine code is the one the IR describes), an
// LU decomposition and an OpenMP product and stencil run with one thread
// (testdata/lu_whole.c, omp_mv_stencil.c). The misses agree; the hit
// rates do not have to: Callgrind also counts accesses the IR does not
// make (return addresses, saved frame pointers, spills, constants loaded
// from memory, -O0's reloads of values kept in registers), all hits, so
// its rate is higher by their share (0.3 points for the LU at -O2), and
// measure counts llvm.memcpy/memset in 64-byte pieces where Callgrind puts
// libc's copy loop in libc's object (the programs make none: -O2 turns a
// loop storing zeros into a memset, so they store other values). Rates
// compared over Callgrind's own access count agree. The misses are held
// within 0.2 %: Callgrind's own count moves between runs of one binary
// (lu_whole -O2: 368,200 to 368,333, the stack placed differently under
// Valgrind), and the lines of the frames' saved registers and spills, which
// the IR does not touch, evict a few of the program's (250 to 380 misses
// of 368,000 there).
func TestValgrindWholeProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	vg := requireValgrind(t)
	clang := requireClang(t)
	h := hierarchies[1]
	for _, c := range []struct {
		name, opt string
		omp       bool
		args      []string
	}{
		{"lu_whole", "-O0", false, []string{"160"}},
		{"lu_whole", "-O2", false, []string{"200"}},
		{"omp_mv_stencil", "-O0", true, []string{"300", "300", "2"}},
		{"omp_mv_stencil", "-O2", true, []string{"300", "300", "2"}},
	} {
		what := c.name + " " + c.opt
		var extra []string
		if c.omp {
			extra = []string{"-fopenmp"}
		}
		ll := compileC(t, c.name, c.opt, extra...)
		bin := filepath.Join(t.TempDir(), c.name+c.opt)
		build := append([]string{c.opt, "-gdwarf-4", "-Wno-override-module", ll, "-o", bin, "-lm"}, extra...)
		if b, err := exec.Command(clang, build...).CombinedOutput(); err != nil {
			t.Fatalf("%s: build: %v\n%s", what, err, b)
		}
		out := filepath.Join(t.TempDir(), "callgrind.out")
		cmd := exec.Command(vg, append([]string{"--tool=callgrind", "--cache-sim=yes",
			fmt.Sprintf("--D1=%d,%d,%d", h[0].SizeBytes, h[0].Assoc, h[0].Line),
			fmt.Sprintf("--LL=%d,%d,%d", h[1].SizeBytes, h[1].Assoc, h[1].Line),
			"--callgrind-out-file=" + out, bin}, c.args...)...)
		cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=1")
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: valgrind: %v\n%s", what, err, b)
		}
		objs, err := parseCallgrindObjects(out)
		if err != nil {
			t.Fatal(err)
		}
		own := objs[bin]
		if own == nil {
			t.Fatalf("%s: no costs of %s in Callgrind's output", what, bin)
		}
		cgAcc, cgMiss := own["Dr"]+own["Dw"], own["D1mr"]+own["D1mw"]
		res, err := Run(context.Background(), ll, Options{Levels: h[:], Args: c.args, Threads: 1})
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		acc, miss := res.Levels[0].Accesses, res.Levels[0].Misses
		t.Logf("%s: callgrind (own object) %d data accesses, %d L1 misses, L1 %.3f %%; measure %d accesses, %d misses, L1 %.3f %%; over Callgrind's accesses %.3f %%",
			what, cgAcc, cgMiss, rate(cgAcc, cgMiss), acc, miss, rate(acc, miss), rate(cgAcc, miss))
		if d := math.Abs(float64(miss) - float64(cgMiss)); d > 0.002*float64(cgMiss)+10 {
			t.Errorf("%s: measure %d L1 misses, Callgrind %d in the program's object (differ by %.0f, more than 0.2 %%)", what, miss, cgMiss, d)
		}
		if acc > cgAcc {
			t.Errorf("%s: measure %d accesses, more than the machine's %d", what, acc, cgAcc)
		}
	}
}

// rate is the hit rate in percent of misses among accesses.
func rate(acc, miss uint64) float64 {
	if acc == 0 {
		return 0
	}
	return 100 * (1 - float64(miss)/float64(acc))
}
