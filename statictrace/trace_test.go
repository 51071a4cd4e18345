package statictrace_test

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/reuse"
	"github.com/reusescope/reusescope/statictrace"
)

func build(t *testing.T, file, fn string) *statictrace.Trace {
	t.Helper()
	return buildWith(t, file, pipeline.Options{Func: fn, Check: true})
}

// buildWith is build with the pipeline's options (a probability script).
func buildWith(t *testing.T, file string, opts pipeline.Options) *statictrace.Trace {
	t.Helper()
	return testutil.Trace(t, file, opts)
}

// TestPaperExampleTrace checks the trace of the paper's example (Figure 2)
// against the one written by hand from the C source and clang -O0's code
// shape: every use of a variable is a load, every assignment a store; a
// top-tested loop's condition loads its counter once per iteration and once
// more when it exits; "x += y" loads y then x then stores x.
//
//	retval = 0; A = 10; i = 0                       retval A i
//	for i < 100 (100 times, then once more)         [100^i i ... ] i
//	  result += i                                   i result result
//	  j = 0; for j < 200                            j [200^j j ... ] j
//	    result = result * j + A                     result j A result
//	    k = 0; for k < 300                          k [300^k k ... ] k
//	      result += k * k; k++                      k k result result k k
//	    arr[i][j] = result; j++                     result i j arr[i][j] j j
//	  i++                                           i i
//
// The paper prints the same sequence (with arrayidx11 for arr[i][j]).
func TestPaperExampleTrace(t *testing.T) {
	tr := build(t, "../testdata/ll/example.O0.ll", "main")
	want := "retval A i [100^i i i result result j [200^j j result j A result k [300^k k k k result result k k ] k result i j arr[i][j] j j ] j i i ] i"
	if got := tr.String(); got != want {
		t.Errorf("trace\n got %s\nwant %s", got, want)
	}
	if len(tr.Notes) != 0 {
		t.Errorf("notes %v, want none", tr.Notes)
	}
}

// TestO2Trace: at -O2 gemm's loads and stores go through the array
// arguments' globals; the k loop is unrolled twice (20 iterations of two
// multiply-adds), and the counters live in phis.
func TestO2Trace(t *testing.T) {
	tr := build(t, "../testdata/ll/gemm.O2.ll", "kernel_gemm")
	want := "[40^i [40^j C[i][j] [20^k A[i][k] B[k][j] A[i][k] B[k][j] ] C[i][j] ] ]"
	if got := tr.String(); got != want {
		t.Errorf("trace\n got %s\nwant %s", got, want)
	}
}

// TestCallInlined: the callee's accesses appear inside f( … ) at the call.
func TestCallInlined(t *testing.T) {
	tr := build(t, "../testdata/ll/scalars.O0.ll", "kernel_scalars")
	want := "mix( a b a b r r )"
	if got := tr.String(); !contains(got, want) {
		t.Errorf("trace %s does not contain %s", got, want)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// TestJoinStart: at -O2 clang peels one iteration of suffix's y[i] = x[i] +
// y[i+1] loop (i from n-2 down to 0) into a remainder prologue when the trip
// count n-1 is odd and unrolls the rest by two, so the unrolled loop starts
// at a phi joining "prologue ran" (i = n-3) and "it did not" (i = n-2). With
// n = 300 the prologue runs (the run's probabilities say so too): the
// counter starts at 297, and the loop's first x[i] lies two elements below
// the x[n-1] read before the loop. Left unevaluated, the join would leave
// these addresses unknown and put the L-size hit rate 7 points off.
func TestJoinStart(t *testing.T) {
	script := `local BranchingProbs = {
  T_kernel_suffix_bb94 = 1, -- middle.block.unr-lcssa with value names
  T_kernel_suffix_bb52_22 = 36/37, -- vector.body
  T_19_3 = 0, T_19_3_2 = 0, T_19_3_3 = 1, T_19_3_4 = 148/149,
  T_21_3 = 0, T_21_3_2 = 1, T_21_3_3 = 1, T_21_3_4 = 1, T_21_3_5 = 0, T_21_3_6 = 0,
}
return BranchingProbs
`
	probsFile := filepath.Join(t.TempDir(), "probs.lua")
	if err := os.WriteFile(probsFile, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	tr := buildWith(t, "../testdata/ll/suffix_S.O2.ll", pipeline.Options{Func: "kernel_suffix", ProbsFile: probsFile})
	first, ok := tr.Body[0].(*statictrace.Ref)
	if !ok {
		t.Fatalf("trace %s does not start with x[n-1]", tr)
	}
	var lp *statictrace.Loop
	for _, it := range tr.Body {
		if l, ok := it.(*statictrace.Loop); ok && l.Trip > 148 && l.Trip < 150 {
			lp = l
			break
		}
	}
	if lp == nil {
		t.Fatalf("trace %s has no loop of 149 trips", tr)
	}
	a := tr.NewActivation()
	start, ok := a.Start(lp.Loop)
	if !ok || start != 297 {
		t.Fatalf("unrolled loop starts at %d (ok %v), want 297", start, ok)
	}
	a.SetIV(lp.Loop, start)
	x0, ok0 := tr.Addr(a, first)
	x1, ok1 := tr.Addr(a, lp.Body[0].(*statictrace.Ref))
	if !ok0 || !ok1 || int64(x1)-int64(x0) != -16 {
		t.Errorf("x[i] at i = 297 is %d bytes from x[n-1] (known %v %v), want -16", int64(x1)-int64(x0), ok0, ok1)
	}
}

// TestConstantGEP: at -O2 adi's Cp[0] = ... and Dp[95] are stores and
// loads through constant getelementptr expressions, whose indices are
// constant.Index values: Dp[0][95] lies 95 doubles past Dp[0][0].
func TestConstantGEP(t *testing.T) {
	tr := build(t, "../testdata/ll/adi.O2.ll", "kernel_adi")
	refs := map[string]*statictrace.Ref{}
	var walk func(items []statictrace.Item)
	walk = func(items []statictrace.Item) {
		for _, it := range items {
			switch x := it.(type) {
			case *statictrace.Ref:
				refs[x.Acc.String()] = x
			case *statictrace.Loop:
				walk(x.Body)
			}
		}
	}
	walk(tr.Body)
	a := tr.NewActivation()
	lo, hi := refs["Dp[0][0]"], refs["Dp[0][95]"]
	if lo == nil || hi == nil {
		t.Fatalf("trace %s lacks Dp[0][0] or Dp[0][95]", tr)
	}
	x0, ok0 := tr.Addr(a, lo)
	x1, ok1 := tr.Addr(a, hi)
	if !ok0 || !ok1 || x1-x0 != 95*8 {
		t.Errorf("Dp[0][95] - Dp[0][0] = %d bytes (known %v %v), want 760", int64(x1)-int64(x0), ok0, ok1)
	}
}

// TestValueTrip checks the per-instance trip count of an -O2 loop unrolled
// by two inside a triangular nest (symm L: for k <= i), whose bound
// (i+1) & -2 is no polynomial: the trace evaluates it, and the loop runs
// floor((i+1)/2) times, worked out from the source.
func TestValueTrip(t *testing.T) {
	tr := buildWith(t, "../testdata/ll/symm_L.O2.ll", pipeline.Options{Func: "kernel_symm", ProbsFile: "../testdata/probs/symm_L.O2.lua"})
	var path []*statictrace.Loop // i, j, then the unrolled k loop
	items := tr.Body
	for len(path) < 3 {
		var next *statictrace.Loop
		for _, it := range items {
			if l, ok := it.(*statictrace.Loop); ok {
				next = l
				break
			}
			// The unrolled loop's guard (j's count is odd or not) is a
			// branch the counters decide: its arms hold the loops.
			if b, ok := it.(*statictrace.Branch); ok {
				for _, arm := range b.Arms {
					for _, it := range arm {
						if l, ok := it.(*statictrace.Loop); ok && next == nil {
							next = l
						}
					}
				}
				if next != nil {
					break
				}
			}
		}
		if next == nil {
			t.Fatalf("trace %s: fewer than three nested loops", tr)
		}
		path = append(path, next)
		items = next.Body
	}
	k := path[2]
	if !k.ValueTrip || k.Loop.Trip != nil {
		t.Fatalf("k loop (%s): ValueTrip %v, Trip %v; want a trip evaluated per instance", k.Var, k.ValueTrip, k.Loop.Trip)
	}
	a := tr.NewActivation()
	a.SetIV(path[1].Loop, 0)
	for i := int64(0); i < 8; i++ {
		a.SetIV(path[0].Loop, i)
		n, ok := a.TripAt(k.Loop)
		if want := float64((i + 1) / 2); !ok || n != want {
			t.Errorf("i = %d: k loop trip %v (ok %v), want %v", i, n, ok, want)
		}
	}
}

// branchLoop is "for (i = 0; i < 8; i++) if (i < 6) x = i; else y = i;
// z = 0;" at -O0: the then arm runs 6 times, the else arm 2.
const branchLoop = `define i32 @main() {
entry:
  %i = alloca i32, align 4
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %z = alloca i32, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond
for.cond:
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, 8
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %1 = load i32, i32* %i, align 4
  %c = icmp slt i32 %1, 6
  br i1 %c, label %if.then, label %if.else
if.then:
  %2 = load i32, i32* %i, align 4
  store i32 %2, i32* %x, align 4
  br label %for.inc
if.else:
  %3 = load i32, i32* %i, align 4
  store i32 %3, i32* %y, align 4
  br label %for.inc
for.inc:
  %4 = load i32, i32* %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond
for.end:
  store i32 0, i32* %z, align 4
  ret i32 0
}
`

// branchProbs gives branchLoop's branch probabilities: the arm to if.else
// is taken 2 times in 8, the loop exits once in 9 tests.
const branchProbs = `local BranchingProbs = {
  T_main_for_body = 2/8, -- main:for.body:[if.else]
  T_main_for_cond = 1/(8 + 1), -- main:for.cond:[for.end]
}
return BranchingProbs
`

// branchTrace builds the trace of branchLoop with branchProbs.
func branchTrace(t *testing.T) *statictrace.Trace {
	return branchTraceOf(t, branchLoop)
}

// dataBranchLoop is branchLoop testing a global's element, g[i] < 6,
// instead of the counter: data, which the trace cannot decide per
// iteration.
var dataBranchLoop = strings.NewReplacer(
	"define i32 @main() {", "@g = global [8 x i32] zeroinitializer\n\ndefine i32 @main() {",
	"  %c = icmp slt i32 %1, 6", "  %ix = sext i32 %1 to i64\n  %gp = getelementptr inbounds [8 x i32], [8 x i32]* @g, i64 0, i64 %ix\n  %v = load i32, i32* %gp, align 4\n  %c = icmp slt i32 %v, 6",
).Replace(branchLoop)

// branchTraceOf builds the trace of src with branchProbs.
func branchTraceOf(t *testing.T, src string) *statictrace.Trace {
	t.Helper()
	path := filepath.Join(t.TempDir(), "probs.lua")
	if err := os.WriteFile(path, []byte(branchProbs), 0o644); err != nil {
		t.Fatal(err)
	}
	return testutil.OpenIR(t, "main.ll", src, pipeline.Options{Func: "main", ProbsFile: path, Check: true}).Trace(t)
}

// accs prints the accesses of items as the trace does, "w" marking stores.
func accs(items []statictrace.Item) string {
	var b []string
	for _, r := range refs(items) {
		s := r.Acc.String()
		if r.Acc.Store {
			s = "w:" + s
		}
		b = append(b, s)
	}
	return strings.Join(b, " ")
}

// TestDataBranch checks that a branch on data inside a loop (g[i] < 6,
// then in 6 of 8 iterations by the probabilities) is a Branch holding both
// arms, as a branch on the counter is: its condition cannot be evaluated,
// so a walk takes its Default arm (then, the more probable) or, in a whole
// walk, each arm in the proportion of Shares (reuse's walker). The loop is
// bracketed with its trip count and the top-tested header's load repeated
// after it; no block is off the path.
func TestDataBranch(t *testing.T) {
	tr := branchTraceOf(t, dataBranchLoop)
	if len(tr.Body) != 4 {
		t.Fatalf("trace %s: %d items, want store i, the loop, load i, store z", tr, len(tr.Body))
	}
	lp, ok := tr.Body[1].(*statictrace.Loop)
	if !ok || math.Abs(lp.Trip-8) > 1e-9 || !lp.TopTested {
		t.Fatalf("trace %s: item 1 is not a top-tested loop of 8 trips", tr)
	}
	if got, want := tr.String(), "i [8^%i i i g[%1] { i x | i y } i i ] i z"; got != want {
		t.Errorf("trace %q; want %q", got, want)
	}
	br := twoArmed(t, tr, lp)
	if br.Default != 0 || len(br.Shares) != 2 || math.Abs(br.Shares[0]-0.75) > 1e-12 || math.Abs(br.Shares[1]-0.25) > 1e-12 {
		t.Errorf("default arm %d, shares %v; want 0 and [0.75 0.25]", br.Default, br.Shares)
	}
	a := tr.NewActivation()
	if _, ok := tr.Selected(a, br); ok {
		t.Errorf("the condition on g[i] evaluated; want data")
	}
	for _, n := range tr.Notes {
		if strings.Contains(n, "off the most probable path") {
			t.Errorf("note %q: both arms are in the trace", n)
		}
	}
}

// twoArmed returns the two-armed Branch of lp's body in tr.
func twoArmed(t *testing.T, tr *statictrace.Trace, lp *statictrace.Loop) *statictrace.Branch {
	t.Helper()
	var br *statictrace.Branch
	for _, it := range lp.Body {
		if b, ok := it.(*statictrace.Branch); ok {
			br = b
		}
	}
	if br == nil || len(br.Arms) != 2 {
		t.Fatalf("loop body of %s: no two-armed branch", tr)
	}
	return br
}

// TestCounterBranch checks that a branch on the counter (if (i < 6) x = i;
// else y = i;) is a Branch holding both arms up to their join, for.inc,
// and that the walk's choice follows the counter: then for i = 0..5, else
// for i = 6, 7. No block is off the path.
func TestCounterBranch(t *testing.T) {
	tr := branchTrace(t)
	lp, ok := tr.Body[1].(*statictrace.Loop)
	if !ok {
		t.Fatalf("trace %s: item 1 is not the loop", tr)
	}
	if got, want := tr.String(), "i [8^%i i i { i x | i y } i i ] i z"; got != want {
		t.Errorf("trace %q; want %q", got, want)
	}
	br := twoArmed(t, tr, lp)
	if got := accs(br.Arms[0]) + " | " + accs(br.Arms[1]); got != "i w:x | i w:y" {
		t.Errorf("arms %q; want %q", got, "i w:x | i w:y")
	}
	if br.Default != 0 {
		t.Errorf("default arm %d, want 0 (then, 6 of 8)", br.Default)
	}
	a := tr.NewActivation()
	for i := int64(0); i < 8; i++ {
		a.SetIV(lp.Loop, i)
		want := 0
		if i >= 6 {
			want = 1
		}
		if got := tr.Arm(a, br); got != want {
			t.Errorf("i = %d: arm %d, want %d", i, got, want)
		}
	}
	for _, n := range tr.Notes {
		if strings.Contains(n, "off the most probable path") {
			t.Errorf("note %q: both arms are on the path", n)
		}
	}
}

// TestAccessCounts checks ExactCount and AccessSites against the block
// counts worked out by hand: for.cond 9, for.body and for.inc 8, if.then 6,
// if.else 2, entry and for.end 1.
func TestAccessCounts(t *testing.T) {
	tr := branchTrace(t)
	want := map[string]float64{"entry": 1, "for.cond": 9, "for.body": 8, "if.then": 6, "if.else": 2, "for.inc": 8, "for.end": 1}
	sites := tr.AccessSites()
	// entry 1, for.cond 1, for.body 1, if.then 2, if.else 2, for.inc 2, for.end 1.
	if len(sites) != 10 {
		t.Errorf("%d access sites, want 10", len(sites))
	}
	for _, s := range sites {
		blk := s.Acc.Inst.Block.Name
		if math.Abs(s.Count-want[blk]) > 1e-9 || math.Abs(tr.ExactCount(s.Acc)-want[blk]) > 1e-9 {
			t.Errorf("%s in %s: count %v, exact %v; want %v", s.Acc, blk, s.Count, tr.ExactCount(s.Acc), want[blk])
		}
	}
}

// TestNestedLoops checks loop brackets of a two-deep nest with a triangular
// inner loop, "for (i = 0; i < 4; i++) for (j = 0; j < i; j++) s = j;": the
// inner body runs 0 + 1 + 2 + 3 = 6 times over 4 entries, 1.5 per entry,
// and the trace evaluates the exact trip at each i.
func TestNestedLoops(t *testing.T) {
	src := `define i32 @main() {
entry:
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca i32, align 4
  store i32 0, i32* %i, align 4
  br label %outer.cond
outer.cond:
  %0 = load i32, i32* %i, align 4
  %c0 = icmp slt i32 %0, 4
  br i1 %c0, label %outer.body, label %outer.end
outer.body:
  store i32 0, i32* %j, align 4
  br label %inner.cond
inner.cond:
  %1 = load i32, i32* %j, align 4
  %2 = load i32, i32* %i, align 4
  %c1 = icmp slt i32 %1, %2
  br i1 %c1, label %inner.body, label %inner.end
inner.body:
  %3 = load i32, i32* %j, align 4
  store i32 %3, i32* %s, align 4
  %4 = load i32, i32* %j, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, i32* %j, align 4
  br label %inner.cond
inner.end:
  %5 = load i32, i32* %i, align 4
  %inc2 = add nsw i32 %5, 1
  store i32 %inc2, i32* %i, align 4
  br label %outer.cond
outer.end:
  ret i32 0
}
`
	tr := traceIR(t, src, "main")
	outer, ok := tr.Body[1].(*statictrace.Loop)
	if !ok || math.Abs(outer.Trip-4) > 1e-9 {
		t.Fatalf("trace %s: item 1 is not the outer loop of 4 trips", tr)
	}
	var inner *statictrace.Loop
	for _, it := range outer.Body {
		if l, ok := it.(*statictrace.Loop); ok {
			inner = l
		}
	}
	if inner == nil || math.Abs(inner.Trip-1.5) > 1e-9 || !inner.TopTested {
		t.Fatalf("trace %s: no top-tested inner loop of 1.5 trips per entry", tr)
	}
	if got, want := accs(inner.Body), "j i j w:s j w:j"; got != want {
		t.Errorf("inner body %q; want %q", got, want)
	}
	a := tr.NewActivation()
	for i := int64(0); i < 4; i++ {
		a.SetIV(outer.Loop, i)
		if n, ok := a.TripAt(inner.Loop); !ok || n != float64(i) {
			t.Errorf("i = %d: inner trip %v (known %v), want %d", i, n, ok, i)
		}
	}
}

// offPathIR returns a function whose loop holds arms unlikely branches
// (a loaded external flag equal to 0: the zero heuristic's 12/32) that each
// allocate and store to the global array: every arm runs, off the most
// probable path (an arm that allocates is not a Branch's: the trace
// follows the more probable successor there).
func offPathIR(arms int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "@g = global [%d x i32] zeroinitializer\n@flag = external global i32\n\ndefine i32 @main() {\nentry:\n  br label %%head\nhead:\n  %%i = phi i32 [0, %%entry], [%%i.next, %%n%d]\n  %%c = icmp slt i32 %%i, 8\n  br i1 %%c, label %%n0, label %%exit\n", arms, arms)
	for k := 0; k < arms; k++ {
		fmt.Fprintf(&b, "n%d:\n  %%v%d = load i32, i32* @flag\n  %%t%d = icmp eq i32 %%v%d, 0\n  br i1 %%t%d, label %%arm%d, label %%n%d\n", k, k, k, k, k, k, k+1)
		fmt.Fprintf(&b, "arm%d:\n  %%m%d = call i8* @malloc(i64 4)\n  store i32 %%i, i32* getelementptr ([%d x i32], [%d x i32]* @g, i64 0, i64 %d)\n  br label %%n%d\n", k, k, arms, arms, k, k+1)
	}
	fmt.Fprintf(&b, "n%d:\n  %%i.next = add i32 %%i, 1\n  br label %%head\nexit:\n  ret i32 0\n}\n\ndeclare i8* @malloc(i64)\n", arms)
	return b.String()
}

// TestOffPathNotesBounded: the notes name the ten most executed off-path
// blocks and sum the rest in one (an interpreter's dispatch loop has tens
// of thousands; naming each flooded stderr).
func TestOffPathNotesBounded(t *testing.T) {
	tr := testutil.OpenIR(t, "main.ll", offPathIR(25), pipeline.Options{Func: "main"}).Trace(t)
	named, summed := 0, ""
	for _, n := range tr.Notes {
		switch {
		case strings.HasPrefix(n, "block main:arm") && strings.Contains(n, "off the most probable path"):
			named++
		case strings.Contains(n, "more blocks") && strings.Contains(n, "off the most probable path"):
			summed = n
		}
	}
	if named != 10 || !strings.HasPrefix(summed, "15 more blocks (45 block executions in all)") {
		t.Errorf("%d blocks named, summary %q; want 10 and \"15 more blocks (45 block executions ...\" in %q", named, summed, tr.Notes)
	}
}

// gotoLoop is "if (w == 1) goto mid; for (;;) { if (x >= 8) break; y = 1;
// mid: v = z; x = v; }" with volatile globals: a cycle test -> body -> mid
// -> latch -> test entered at test and at mid (irreducible control flow).
const gotoLoop = `@w = global i32 0
@x = global i32 0
@y = global i32 0
@z = global i32 0

define i32 @main() {
entry:
  store volatile i32 0, i32* @w, align 4
  %c = load volatile i32, i32* @w, align 4
  %odd = icmp eq i32 %c, 1
  br i1 %odd, label %mid, label %test
test:
  %t = load volatile i32, i32* @x, align 4
  %more = icmp slt i32 %t, 8
  br i1 %more, label %body, label %done
body:
  store volatile i32 1, i32* @y, align 4
  br label %mid
mid:
  %v = load volatile i32, i32* @z, align 4
  br label %latch
latch:
  store volatile i32 %v, i32* @x, align 4
  br label %test
done:
  ret i32 0
}
`

// sharedHeader is a cycle a -> b -> a entered at a and at b, where a also
// heads a natural loop a <-> a2: the irreducible loop's header heads the
// natural loop inside it.
const sharedHeader = `@w = global i32 0
@x = global i32 0
@y = global i32 0
@z = global i32 0

define i32 @main() {
entry:
  store volatile i32 0, i32* @w, align 4
  %c = load volatile i32, i32* @w, align 4
  %odd = icmp eq i32 %c, 1
  br i1 %odd, label %a, label %b
a:
  %u = load volatile i32, i32* @x, align 4
  %ca = icmp slt i32 %u, 3
  br i1 %ca, label %a2, label %b
a2:
  store volatile i32 1, i32* @y, align 4
  br label %a
b:
  %v = load volatile i32, i32* @z, align 4
  %cb = icmp slt i32 %v, 2
  br i1 %cb, label %a, label %done
done:
  ret i32 0
}
`

// irreducibleWalk builds the trace of src with the probabilities script
// probs and walks it whole; it returns the trace and each access site's
// walk weight.
func irreducibleWalk(t *testing.T, src, probs string) (*statictrace.Trace, *reuse.StaticResult) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "probs.lua")
	if err := os.WriteFile(path, []byte(probs), 0o644); err != nil {
		t.Fatal(err)
	}
	run := testutil.OpenIR(t, "main.ll", src, pipeline.Options{Func: "main", ProbsFile: path, Check: true})
	tr, r, err := run.Session.StaticReuse(run.Probs, run.Counts, reuse.StaticOptions{Line: 64})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Whole {
		t.Fatalf("trace %s: not walked whole", tr)
	}
	return tr, r
}

// walkedAsRun checks that the walk takes every access site exactly as
// often as its block runs, and that the trace holds an irreducible loop.
func walkedAsRun(t *testing.T, name string, tr *statictrace.Trace, r *reuse.StaticResult) {
	t.Helper()
	found := false
	var find func(items []statictrace.Item)
	find = func(items []statictrace.Item) {
		for _, it := range items {
			if lp, ok := it.(*statictrace.Loop); ok {
				found = found || lp.Loop.Irreducible
				find(lp.Body)
			}
		}
	}
	find(tr.Body)
	if !found {
		t.Errorf("%s: trace %s holds no irreducible loop", name, tr)
	}
	for _, site := range tr.AccessSites() {
		if got := r.Raw[site.Acc]; math.Abs(got-site.Count) > 1e-9 {
			t.Errorf("%s: trace %s: %s (block %s) walked %v times, runs %v", name, tr, site.Acc, site.Acc.Inst.Block.Name, got, site.Count)
		}
	}
}

// TestIrreducibleGoto walks gotoLoop entered at its test (8 iterations,
// the test 9 times) and at mid by the goto (mid, latch and the test 9
// times, the body 8): the loop's header is one entry, and the walk takes
// the blocks from the other entry to it once before the loop (node
// splitting), the loop at the mean trip per entry, and the blocks from the
// header to the test once more after it (the last iteration leaves there).
// Every access site is walked exactly as often as its block runs.
func TestIrreducibleGoto(t *testing.T) {
	for _, c := range []struct {
		name, test string
		want       map[string]float64
	}{
		{"entered at the test", "1", map[string]float64{"test": 9, "body": 8, "mid": 8, "latch": 8}},
		{"entered at mid", "0", map[string]float64{"test": 9, "body": 8, "mid": 9, "latch": 9}},
	} {
		probs := "local BranchingProbs = {\n  T_main_entry = " + c.test + ", -- main:entry:[test]\n  T_main_test = 1/9, -- main:test:[done]\n}\nreturn BranchingProbs\n"
		tr, r := irreducibleWalk(t, gotoLoop, probs)
		for _, site := range tr.AccessSites() {
			if want, ok := c.want[site.Acc.Inst.Block.Name]; ok && site.Count != want {
				t.Errorf("%s: block %s runs %v times, want %v", c.name, site.Acc.Inst.Block.Name, site.Count, want)
			}
		}
		walkedAsRun(t, c.name, tr, r)
		t.Logf("%s: %s", c.name, tr)
	}
	// Half the runs take the goto: the trip is the mean per entry, the
	// entries being the flow into either entry.
	probs := "local BranchingProbs = {\n  T_main_entry = 1/2,\n  T_main_test = 1/9,\n}\nreturn BranchingProbs\n"
	tr, r := irreducibleWalk(t, gotoLoop, probs)
	var lp *statictrace.Loop
	for _, it := range tr.Body {
		if x, ok := it.(*statictrace.Loop); ok {
			lp = x
		}
	}
	if lp == nil || !lp.Loop.Irreducible || !lp.TopTested {
		t.Fatalf("trace %s: no irreducible loop ending in a part of an iteration", tr)
	}
	// mid runs 8.5 times per run (9 with the goto, 8 without), over
	// one entry; the last of them is the part after "]".
	if want := 7.5; math.Abs(lp.Trip-want) > 1e-9 {
		t.Errorf("trace %s: trip %v, want %v", tr, lp.Trip, want)
	}
	if r.Accesses <= 0 {
		t.Errorf("trace %s: no accesses walked", tr)
	}
}

// TestIrreducibleSharedHeader walks sharedHeader entered at a (a runs 12
// times: 3 instances of the natural loop of 4, b 3 times) and at b (a 8
// times, b 3): the walk enters the irreducible loop at a, whose iterations
// enter the natural loop, and the irreducible loop's trip counts a's runs
// entered from outside the natural loop only.
func TestIrreducibleSharedHeader(t *testing.T) {
	for _, c := range []struct {
		name, b string
		want    map[string]float64
	}{
		{"entered at a", "0", map[string]float64{"a": 12, "a2": 9, "b": 3}},
		{"entered at b", "1", map[string]float64{"a": 8, "a2": 6, "b": 3}},
	} {
		probs := "local BranchingProbs = {\n  T_main_entry = " + c.b + ",\n  T_main_a = 1/4,\n  T_main_b = 1/3,\n}\nreturn BranchingProbs\n"
		tr, r := irreducibleWalk(t, sharedHeader, probs)
		for _, site := range tr.AccessSites() {
			if want, ok := c.want[site.Acc.Inst.Block.Name]; ok && site.Count != want {
				t.Errorf("%s: block %s runs %v times, want %v", c.name, site.Acc.Inst.Block.Name, site.Count, want)
			}
		}
		walkedAsRun(t, c.name, tr, r)
		t.Logf("%s: %s", c.name, tr)
	}
}

// TestIrreducibleRandomCFGs builds and walks the trace of random CFGs,
// many of them with irreducible cycles, and of a goto state machine whose
// irreducible loops nest deeper than the nest keeps (loops'
// maxIrreducibleDepth), under estimated probabilities (every switch is on
// data): the most probable path always ends (a walk that cycled through
// an irreducible region would fail after maxSteps blocks, as about a
// quarter of the random ones did before irreducible loops).
func TestIrreducibleRandomCFGs(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	var graphs [][][]int
	for iter := 0; iter < 200; iter++ {
		n := 3 + r.Intn(12)
		succs := make([][]int, n)
		for b := 0; b < n-1; b++ {
			for k := 1 + r.Intn(3); k > 0; k-- {
				succs[b] = append(succs[b], 1+r.Intn(n-1))
			}
		}
		// Every block reaches the return (the last block).
		for changed := true; changed; {
			changed = false
			reach := map[int]bool{n - 1: true}
			for grew := true; grew; {
				grew = false
				for b, ss := range succs {
					for _, s := range ss {
						if reach[s] && !reach[b] {
							reach[b], grew = true, true
						}
					}
				}
			}
			for b := 0; b < n-1; b++ {
				if !reach[b] {
					succs[b] = append(succs[b], n-1)
					changed = true
					break
				}
			}
		}
		graphs = append(graphs, succs)
	}
	const states = 300
	machine := [][]int{{1, 1 + states/2}}
	for k := 0; k < states; k++ {
		machine = append(machine, []int{1 + (k+1)%states, 1 + (7*k+3)%states, states + 1})
	}
	graphs = append(graphs, append(machine, nil))
	built := 0
	for _, succs := range graphs {
		var src strings.Builder
		src.WriteString("@g = global i32 0\n\ndefine i32 @main() {\n")
		for k, ss := range succs {
			fmt.Fprintf(&src, "b%d:\n  store volatile i32 %d, i32* @g, align 4\n", k, k)
			switch len(ss) {
			case 0:
				src.WriteString("  ret i32 0\n")
			case 1:
				fmt.Fprintf(&src, "  br label %%b%d\n", ss[0])
			default:
				// On data: every case equally likely.
				fmt.Fprintf(&src, "  %%v%d = load volatile i32, i32* @g, align 4\n  switch i32 %%v%d, label %%b%d [", k, k, ss[0])
				for i, s := range ss[1:] {
					fmt.Fprintf(&src, " i32 %d, label %%b%d", i+1, s)
				}
				src.WriteString(" ]\n")
			}
		}
		src.WriteString("}\n")
		m, err := irreader.Parse("main.ll", []byte(src.String()))
		if err != nil {
			t.Fatal(err)
		}
		s, err := pipeline.OpenModule(m, pipeline.Options{Func: "main", Check: true})
		if err != nil {
			t.Fatalf("cfg %v: %v", succs, err)
		}
		vals, res, err := s.StaticCounts()
		if err != nil && len(succs) == len(machine)+1 {
			t.Fatalf("state machine: %v", err)
		}
		if err != nil {
			continue // a loop the estimates never leave
		}
		tr, _, err := s.StaticReuse(vals, res, reuse.StaticOptions{Line: 64})
		if err != nil {
			t.Errorf("cfg %v: %v", succs, err)
		}
		if len(succs) == len(machine)+1 && err == nil {
			t.Logf("state machine: %.80s…", tr)
		}
		built++
	}
	if built < 190 {
		t.Errorf("%d traces built, want most of %d", built, len(graphs))
	}
}
