package heuristic_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/heuristic"
	"github.com/reusescope/reusescope/irreader"
)

// debugInfo is the metadata every test function refers to: the branches
// are at line 3 of f.c.
const debugInfo = `
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "f.c", directory: ".")
!2 = !DISubroutineType(types: !{null})
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !2, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DILocation(line: 3, column: 3, scope: !3)
`

// graph parses src (which may use !dbg !3 and !4 of debugInfo) and builds
// the CFG of its function fn.
func graph(t *testing.T, src, fn string) *cfg.Graph {
	t.Helper()
	m, err := irreader.Parse("f.ll", []byte(src+debugInfo))
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.Build(m.Func(fn))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// estimate returns the heuristic probability of the edge from block from to
// its successor succ (an index into the graph's successors of from).
func estimate(t *testing.T, g *cfg.Graph, from string, succ int, inner heuristic.Loop) heuristic.Estimate {
	t.Helper()
	for b, blk := range g.Func.Blocks {
		if blk.Name == from {
			s := &cfg.Site{Func: g.Func, Block: b, Succ: succ, Kind: cfg.CondBr}
			return heuristic.Site(g, heuristic.ColdBlocks(g), s, inner)
		}
	}
	t.Fatalf("no block %s", from)
	return heuristic.Estimate{}
}

// branch is a function whose entry branches on cond (computed by pre from
// the arguments %p, %x, %d) to %a or %b, which both return.
func branch(args, pre, cond, prof string) string {
	return `define void @f(` + args + `) !dbg !3 {
entry:
` + pre + `
  br i1 ` + cond + `, label %a, label %b, !dbg !4` + prof + `
a:
  ret void
b:
  ret void
}
`
}

// TestConditions checks the pointer, zero and float heuristics and
// branch_weights metadata on one conditional branch each, with the
// probabilities of LLVM 14's weights: 20/32 against 12/32, 2^20 - 1
// against 1 for NaN, the metadata's weights as they are.
func TestConditions(t *testing.T) {
	cases := []struct {
		name, args, pre, cond, prof string
		want                        string // the probability of the true edge
		by                          string
	}{
		{"p == null", "i8* %p", "  %c = icmp eq i8* %p, null", "%c", "", "12/32", "pointer heuristic"},
		{"p != null", "i8* %p", "  %c = icmp ne i8* %p, null", "%c", "", "20/32", "pointer heuristic"},
		{"x == 0", "i32 %x", "  %c = icmp eq i32 %x, 0", "%c", "", "12/32", "zero heuristic"},
		{"x > 0", "i32 %x", "  %c = icmp sgt i32 %x, 0", "%c", "", "20/32", "zero heuristic"},
		{"x == -1", "i32 %x", "  %c = icmp eq i32 %x, -1", "%c", "", "12/32", "zero heuristic"},
		{"x < 1", "i32 %x", "  %c = icmp slt i32 %x, 1", "%c", "", "12/32", "zero heuristic"},
		{"x & 4 == 0", "i32 %x", "  %m = and i32 %x, 4\n  %c = icmp eq i32 %m, 0", "%c", "", "1/2", "no heuristic applies"},
		{"x == 7", "i32 %x", "  %c = icmp eq i32 %x, 7", "%c", "", "1/2", "no heuristic applies"},
		{"d ueq 0", "double %d", "  %c = fcmp ueq double %d, 0.0", "%c", "", "12/32", "float heuristic"},
		{"d oeq 0", "double %d", "  %c = fcmp oeq double %d, 0.0", "%c", "", "20/32", "float heuristic"},
		{"isnan(d)", "double %d", "  %c = fcmp uno double %d, %d", "%c", "", "9.5367431640625e-07", "float heuristic"},
		{"weights 3:1", "i32 %x", "  %c = icmp eq i32 %x, 0", "%c", ", !prof !9\n", "24/32", "branch_weights metadata"},
	}
	for _, c := range cases {
		src := branch(c.args, c.pre, c.cond, c.prof)
		if c.prof != "" {
			src += `!9 = !{!"branch_weights", i32 3, i32 1}` + "\n"
		}
		g := graph(t, src, "f")
		e := estimate(t, g, "entry", 0, nil)
		if e.Expr != c.want || !strings.HasPrefix(e.By, c.by) {
			t.Errorf("%s: %s (%s), want %s (%s)", c.name, e.Expr, e.By, c.want, c.by)
		}
		// The false edge takes the rest.
		f := estimate(t, g, "entry", 1, nil)
		if sum := eval(t, e.Expr) + eval(t, f.Expr); sum < 1-1e-12 || sum > 1+1e-12 {
			t.Errorf("%s: %s + %s = %v, want 1", c.name, e.Expr, f.Expr, sum)
		}
	}
}

// eval evaluates the Lua numbers FormatProb writes.
func eval(t *testing.T, s string) float64 {
	t.Helper()
	var a, b float64
	if x, y, ok := strings.Cut(s, "/"); ok {
		if _, err := fmt.Sscan(x, &a); err == nil {
			if _, err := fmt.Sscan(y, &b); err == nil {
				return a / b
			}
		}
	} else if _, err := fmt.Sscan(s, &a); err == nil {
		return a
	}
	t.Fatalf("not a probability: %q", s)
	return 0
}

// loop is a fake innermost loop: the blocks it holds, by index.
type loop map[int]bool

func (l loop) Contains(b int) bool { return l[b] }
func (l loop) Describe() string    { return "the loop at line 3" }

// TestLoopBranch checks the loop branch heuristic: an edge that leaves the
// innermost loop has weight 4 against 124, and it comes before the zero
// heuristic.
func TestLoopBranch(t *testing.T) {
	src := `define void @f(i32 %n) !dbg !3 {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %j, %head ]
  %j = add i32 %i, 1
  %c = icmp eq i32 %j, 0
  br i1 %c, label %done, label %head, !dbg !4
done:
  ret void
}
`
	g := graph(t, src, "f")
	in := loop{1: true}
	exit, stay := estimate(t, g, "head", 0, in), estimate(t, g, "head", 1, in)
	if exit.Expr != "1/32" || stay.Expr != "31/32" || !strings.HasPrefix(exit.By, "loop branch heuristic: the loop at line 3 runs 31") {
		t.Errorf("exit %s (%s), stay %s (%s), want 1/32 and 31/32 by the loop branch heuristic", exit.Expr, exit.By, stay.Expr, stay.By)
	}
	// Without the loop, the zero heuristic decides.
	if e := estimate(t, g, "head", 0, nil); e.Expr != "12/32" {
		t.Errorf("outside a loop: %s (%s), want 12/32", e.Expr, e.By)
	}
}

// TestColdAndErrorExits checks ColdBlocks and the unreachable, error-exit
// and allocation heuristics.
func TestColdAndErrorExits(t *testing.T) {
	src := `declare void @abort() noreturn
declare void @exit(i32) noreturn
declare void @finish() noreturn
declare i8* @malloc(i64)

define i32 @main(i32 %argc) !dbg !3 {
entry:
  %c = icmp slt i32 %argc, 2
  br i1 %c, label %usage, label %alloc, !dbg !4
usage:
  ret i32 1
alloc:
  %p = call i8* @malloc(i64 8)
  %null = icmp eq i8* %p, null
  br i1 %null, label %fail, label %work, !dbg !4
fail:
  call void @abort()
  unreachable
work:
  %d = icmp sgt i32 %argc, 5
  br i1 %d, label %stop, label %bye, !dbg !4
stop:
  call void @exit(i32 0)
  unreachable
bye:
  %e = icmp eq i32 %argc, 3
  br i1 %e, label %die, label %ok, !dbg !4
die:
  call void @exit(i32 2)
  unreachable
ok:
  ret i32 0
}
`
	g := graph(t, src, "main")
	cold := heuristic.ColdBlocks(g)
	var coldNames []string
	for b, c := range cold {
		if c {
			coldNames = append(coldNames, g.Func.Blocks[b].Name)
		}
	}
	if got := strings.Join(coldNames, " "); got != "fail stop die" {
		t.Errorf("cold blocks %q, want fail stop die", got)
	}
	cases := []struct {
		from string
		succ int
		want string
		by   string
	}{
		{"entry", 0, "0", "error-exit heuristic: the target leaves main with a non-zero status"},
		{"entry", 1, "1", "error-exit heuristic: the other successor leaves main"},
		{"alloc", 0, "0", heuristic.Allocation + ": the target is taken when the allocation fails"},
		{"alloc", 1, "1", heuristic.Allocation + ": the allocation succeeds"},
		{"work", 0, "0", "unreachable heuristic: the target cannot return"},
		{"bye", 0, "0", "error-exit heuristic: the target ends the program with a failure"},
		{"bye", 1, "1", "error-exit heuristic: the other successor ends the program with a failure"},
	}
	for _, c := range cases {
		e := estimate(t, g, c.from, c.succ, nil)
		if e.Expr != c.want || !strings.HasPrefix(e.By, c.by) {
			t.Errorf("%s -> successor %d: %s (%s), want %s (%s)", c.from, c.succ, e.Expr, e.By, c.want, c.by)
		}
	}
	if !heuristic.ErrorExit(g, 0, 1) || heuristic.ErrorExit(g, 0, 2) {
		t.Errorf("ErrorExit entry->usage %v, entry->alloc %v, want true false", heuristic.ErrorExit(g, 0, 1), heuristic.ErrorExit(g, 0, 2))
	}
}

// A function from which nothing returns has no cold block.
func TestNothingReturns(t *testing.T) {
	src := `declare void @exit(i32) noreturn

define void @f(i32 %x) !dbg !3 {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b, !dbg !4
a:
  call void @exit(i32 0)
  unreachable
b:
  call void @exit(i32 1)
  unreachable
}
`
	g := graph(t, src, "f")
	for b, c := range heuristic.ColdBlocks(g) {
		if c {
			t.Errorf("block %s is cold", g.Func.Blocks[b].Name)
		}
	}
}

func TestFormatProb(t *testing.T) {
	for p, want := range map[float64]string{0: "0", 1: "1", 0.5: "1/2", 0.375: "12/32", 1.0 / 32: "1/32", 0.1: "0.10000000000000001"} {
		if got := heuristic.FormatProb(p); got != want {
			t.Errorf("FormatProb(%v) = %s, want %s", p, got, want)
		}
	}
}
