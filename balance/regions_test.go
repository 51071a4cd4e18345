package balance_test

import (
	"fmt"
	"math"
	"math/rand"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"

	"github.com/reusescope/reusescope/internal/timebound"
)

// cfgGen builds a random CFG from nested statements: straight code, if/else,
// while and do-while loops with breaks and continues, switches whose cases
// may share a target, two-entry (irreducible) cycles, dead blocks that jump
// into live code, and occasional gotos to any block.
type cfgGen struct {
	r     *rand.Rand
	succs [][]int
}

func (g *cfgGen) block(succs ...int) int {
	g.succs = append(g.succs, succs)
	return len(g.succs) - 1
}

// link makes b (created with no successors yet) jump to the targets.
func (g *cfgGen) link(b int, targets ...int) { g.succs[b] = append(g.succs[b], targets...) }

// region returns a region's entry block and its open exit block, whose
// successors the caller sets; brk and cont are the enclosing loop's exit
// and header (-1 outside loops).
func (g *cfgGen) region(depth, brk, cont int) (entry, exit int) {
	entry = g.block()
	cur := entry
	for n := 1 + g.r.Intn(3); n > 0; n-- {
		kind := g.r.Intn(9)
		if depth <= 0 {
			kind = 0
		}
		switch kind {
		case 0: // straight code
			next := g.block()
			g.link(cur, next)
			cur = next
		case 1: // if/else
			te, tx := g.region(depth-1, brk, cont)
			ee, ex := g.region(depth-1, brk, cont)
			join := g.block()
			g.link(cur, te, ee)
			g.link(tx, join)
			g.link(ex, join)
			cur = join
		case 2, 3: // while loop with a possible break
			head, end := g.block(), g.block()
			be, bx := g.region(depth-1, end, head)
			g.link(cur, head)
			g.link(head, be, end)
			if g.r.Intn(3) == 0 {
				latch := g.block()
				g.link(bx, latch, end) // break
				g.link(latch, head)
			} else {
				g.link(bx, head)
			}
			cur = end
		case 4: // do-while
			be, bx := g.region(depth-1, -1, -1)
			end := g.block()
			g.link(cur, be)
			g.link(bx, be, end)
			cur = end
		case 5: // switch, cases possibly sharing a target
			k := 2 + g.r.Intn(4)
			join := g.block()
			var targets []int
			for i := 0; i < k; i++ {
				if i > 0 && g.r.Intn(4) == 0 {
					targets = append(targets, targets[g.r.Intn(i)])
					continue
				}
				ce, cx := g.region(depth-1, brk, cont)
				g.link(cx, join)
				targets = append(targets, ce)
			}
			if g.r.Intn(3) == 0 {
				targets = append(targets, join) // a case that does nothing
			}
			g.link(cur, targets...)
			cur = join
		case 6: // two-entry cycle a ⇄ b
			a, b := g.block(), g.block()
			end := g.block()
			g.link(cur, a, b)
			g.link(a, b, end)
			g.link(b, a, end)
			cur = end
		case 7: // break or continue of the enclosing loop
			if brk < 0 && cont < 0 {
				continue
			}
			next := g.block()
			t := brk
			if t < 0 || cont >= 0 && g.r.Intn(2) == 0 {
				t = cont
			}
			g.link(cur, next, t)
			cur = next
		case 8: // a dead block jumping into live code
			next := g.block()
			g.link(cur, next)
			g.block(next)
			cur = next
		}
	}
	return entry, cur
}

// gen returns the successor lists of a random function: block 0 is the
// entry (no predecessors, as in LLVM IR) and the last block returns.
func (g *cfgGen) gen(depth int) [][]int {
	g.succs = nil
	entry := g.block()
	re, rx := g.region(depth, -1, -1)
	g.link(entry, re)
	ret := g.block()
	g.link(rx, ret)
	// Gotos: a few blocks with one successor get a second, anywhere.
	for i := g.r.Intn(3); i > 0; i-- {
		b := g.r.Intn(len(g.succs))
		if len(g.succs[b]) == 1 {
			g.link(b, 1+g.r.Intn(len(g.succs)-1))
		}
	}
	return g.succs
}

// succsLL prints successor lists as the IR of @f: no successors is a ret,
// one a br, two a conditional br, more a switch whose first target is the
// default.
func succsLL(succs [][]int) string {
	var sb strings.Builder
	sb.WriteString("define void @f(i1 %c, i32 %s) {\n")
	for b, ss := range succs {
		fmt.Fprintf(&sb, "b%d:\n", b)
		switch len(ss) {
		case 0:
			sb.WriteString("  ret void\n")
		case 1:
			fmt.Fprintf(&sb, "  br label %%b%d\n", ss[0])
		case 2:
			fmt.Fprintf(&sb, "  br i1 %%c, label %%b%d, label %%b%d\n", ss[0], ss[1])
		default:
			fmt.Fprintf(&sb, "  switch i32 %%s, label %%b%d [", ss[0])
			for i, s := range ss[1:] {
				fmt.Fprintf(&sb, " i32 %d, label %%b%d", i, s)
			}
			sb.WriteString(" ]\n")
		}
	}
	sb.WriteString("}\n")
	return sb.String()
}

// randomProbs gives every site of g a value: conditional branches a random
// probability, 0 or 1 one time in eight each; switch cases random weights,
// some 0, normalised to 1 except one switch in five, which leaks a little.
func randomProbs(r *rand.Rand, g *cfg.Graph) probMap {
	probs := probMap{}
	for b := range g.Succs {
		sites := g.SiteOf[b]
		switch {
		case len(sites) == 1:
			v := r.Float64()
			switch r.Intn(8) {
			case 0:
				v = 0
			case 1:
				v = 1
			}
			probs[sites[0].Key] = v
		case len(sites) > 1:
			w := make([]float64, len(sites))
			sum := 0.0
			for k := range w {
				if r.Intn(5) > 0 {
					w[k] = r.Float64()
				}
				sum += w[k]
			}
			if sum == 0 {
				w[0], sum = 1, 1
			}
			if r.Intn(5) == 0 {
				sum *= 1.25
			}
			for k, s := range sites {
				probs[s.Key] = w[k] / sum
			}
		}
	}
	return probs
}

// agree reports whether two counts agree to countTol relative, or both
// are rounding noise beside the function's largest count.
func agree(a, b, scale float64) bool {
	return math.Abs(a-b) <= countTol*math.Max(math.Abs(a), math.Abs(b))+1e-15*scale
}

// TestSolveRegionsRandom holds Solve, which solves one strongly connected
// region at a time, to the naive dense solve of all live blocks at once, on
// random CFGs with nested loops, irreducible cycles, dead blocks, switches
// and zero-probability edges.
func TestSolveRegionsRandom(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	gen := &cfgGen{r: r}
	compared, stuck, irreducible := 0, 0, 0
	for i := 0; i < 600; i++ {
		succs := gen.gen(1 + r.Intn(4))
		src := succsLL(succs)
		m, err := irreader.Parse("random.ll", []byte(src))
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		g := graphOf(t, m, "f")
		P, err := balance.EdgeProbs(g, randomProbs(r, g))
		if err != nil {
			t.Fatal(err)
		}
		got, err := balance.Solve(g, P, nil)
		if err != nil {
			if !strings.Contains(err.Error(), "never reaches a return") {
				t.Fatalf("random %d: %v\n%s", i, err, src)
			}
			stuck++
			continue
		}
		want, err := balance.SolveDense(g, P)
		if err != nil {
			t.Fatalf("random %d: dense: %v\n%s", i, err, src)
		}
		scale := 0.0
		for _, v := range want {
			scale = math.Max(scale, v)
		}
		for b := range want {
			if !agree(got[b], want[b], scale) {
				t.Fatalf("random %d: count of b%d = %.17g, dense solve %.17g\n%s\nP=%v", i, b, got[b], want[b], src, P)
			}
		}
		compared++
		if !reducibleLive(g, P) {
			irreducible++
		}
	}
	t.Logf("compared %d random CFGs (%d with an irreducible live cycle), %d never exit", compared, irreducible, stuck)
	if compared < 300 || irreducible < 30 {
		t.Errorf("compared %d CFGs, %d irreducible: the comparison is too weak", compared, irreducible)
	}
}

// reducibleLive reports whether every back edge of positive probability
// between live blocks goes to a block that dominates its source.
func reducibleLive(g *cfg.Graph, P [][]float64) bool {
	rpo := make([]int, len(g.Succs))
	for i, b := range g.RPO() {
		rpo[b] = i
	}
	for _, b := range g.RPO() {
		for k, s := range g.Succs[b] {
			if P[b][k] > 0 && rpo[s] <= rpo[b] && !g.Dominates(s, b) {
				return false
			}
		}
	}
	return true
}

// Bounds of the scaling test on a 60k-block function.
const (
	scaleUnits = 600       // reference units of timebound: about 1.5 s
	scaleHeap  = 200 << 20 // bytes of heap growth
)

// TestSolveScale solves a 60 005-block interpreter-like function (a dispatch
// loop over 1000 handlers, each a two-deep loop nest, and a 10 000-block
// tail) within scaleUnits of time and scaleHeap of heap growth, and checks its counts
// against the hand-derived ones.
func TestSolveScale(t *testing.T) {
	sz := dispatchSizes[2]
	g, P := dispatchGraph(t, sz.handlers, sz.chain, sz.tail, dispatchQ, dispatchA, dispatchB, dispatchPA)
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	N, err := balance.Solve(g, P, nil)
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	growth := after.TotalAlloc - before.TotalAlloc
	t.Logf("%d blocks: %v, %.1f MB allocated", len(N), elapsed, float64(growth)/(1<<20))
	timebound.Within(t, elapsed, scaleUnits, fmt.Sprintf("Solve of %d blocks", len(N)))
	if !raceEnabled && growth > scaleHeap {
		t.Errorf("Solve of %d blocks allocated %d MB, want under %d MB", len(N), growth>>20, scaleHeap>>20)
	}
	want := dispatchCounts(sz.handlers, sz.chain, sz.tail, dispatchQ, dispatchA, dispatchB, dispatchPA)
	if len(want) != len(N) {
		t.Fatalf("%d hand counts for %d blocks", len(want), len(N))
	}
	for b, v := range N {
		name := g.Func.Blocks[b].Name
		if w, ok := want[name]; !ok || !near(v, w) {
			t.Errorf("count of %s = %.17g, want %.17g", name, v, w)
		}
	}
}

// BenchmarkSolve solves the dispatch functions of about 1k, 10k and 60k
// blocks by regions (Solve) and, up to 10k blocks, densely.
func BenchmarkSolve(b *testing.B) {
	for _, sz := range dispatchSizes {
		g, P := dispatchGraph(b, sz.handlers, sz.chain, sz.tail, dispatchQ, dispatchA, dispatchB, dispatchPA)
		b.Run("regions/"+sz.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := balance.Solve(g, P, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
		if len(g.Succs) > 11000 {
			continue // the dense matrix alone would take 29 GB
		}
		b.Run("dense/"+sz.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := balance.SolveDense(g, P); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestSolveRegionsTestdata holds Solve to the dense solve on every function
// of the -O0 and -O2 modules in testdata/ll (one size of each kernel), with
// random site values, and on the paper's Figure 2 example with its own: a
// header count of 100·201 must come out within countTol of the dense one.
func TestSolveRegionsTestdata(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "ll", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata .ll files (%v)", err)
	}
	r := rand.New(rand.NewSource(6))
	funcs := 0
	for _, file := range files {
		if base := filepath.Base(file); strings.Contains(base, "_S.") || strings.Contains(base, "_L.") {
			continue // the same CFGs as the middle size
		}
		m, err := irreader.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range m.DefinedFuncs() {
			g := graphOf(t, m, f.Name)
			probs := randomProbs(r, g)
			if filepath.Base(file) == "example.O0.ll" && f.Name == "main" {
				probs = probMap{"T_3_3": 1.0 / 101, "T_5_5": 1.0 / 201, "T_7_7": 1.0 / 301}
			}
			P, err := balance.EdgeProbs(g, probs)
			if err != nil {
				t.Fatal(err)
			}
			got, err := balance.Solve(g, P, nil)
			if err != nil {
				continue // a zero probability that traps the program
			}
			want, err := balance.SolveDense(g, P)
			if err != nil {
				t.Fatalf("%s %s: dense: %v", file, f.Name, err)
			}
			for b := range want {
				if !agree(got[b], want[b], 0) {
					t.Errorf("%s %s: count of %s = %.17g, dense solve %.17g", file, f.Name, f.Blocks[b].Name, got[b], want[b])
				}
			}
			funcs++
		}
	}
	t.Logf("compared %d functions", funcs)
}
