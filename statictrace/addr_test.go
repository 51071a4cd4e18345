package statictrace_test

import (
	"math"
	"testing"

	"github.com/reusescope/reusescope/internal/pipeline"
	"github.com/reusescope/reusescope/internal/testutil"
	"github.com/reusescope/reusescope/statictrace"
)

// traceIR builds the trace of fn in the IR text src, with the checkers on.
func traceIR(t *testing.T, src, fn string) *statictrace.Trace {
	t.Helper()
	return testutil.OpenIR(t, fn+".ll", src, pipeline.Options{Func: fn, Check: true}).Trace(t)
}

// refs returns the accesses of items in trace order, descending into loops
// and calls.
func refs(items []statictrace.Item) []*statictrace.Ref {
	var out []*statictrace.Ref
	for _, it := range items {
		switch x := it.(type) {
		case *statictrace.Ref:
			out = append(out, x)
		case *statictrace.Loop:
			out = append(out, refs(x.Body)...)
		case *statictrace.Call:
			out = append(out, refs(x.Body)...)
		}
	}
	return out
}

// wantAddr is an access's printed form and its address relative to a base.
type wantAddr struct {
	acc string
	off int64
}

// checkAddrs holds the addresses of rs in activation a to base + off.
func checkAddrs(t *testing.T, tr *statictrace.Trace, a *statictrace.Activation, rs []*statictrace.Ref, base int64, want []wantAddr) {
	t.Helper()
	if len(rs) != len(want) {
		t.Fatalf("%d accesses, want %d: %s", len(rs), len(want), tr)
	}
	for i, r := range rs {
		addr, ok := tr.Addr(a, r)
		if r.Acc.String() != want[i].acc || !ok || int64(addr)-base != want[i].off {
			t.Errorf("access %d: %s at base%+d (known %v); want %s at base%+d",
				i, r.Acc, int64(addr)-base, ok, want[i].acc, want[i].off)
		}
	}
}

// TestFrameAddresses checks the frame layout: allocas go down from the frame
// pointer in instruction order, each aligned to its alignment, and GEPs add
// element strides and struct field offsets. By hand: retval 4 bytes at -4; c
// 1 byte at -5; d 8 bytes, -13 rounded down to 8, at -16; arr 40 bytes
// aligned 16, -56 rounded down to -64; s { i8, double, i32 } 24 bytes aligned
// 8 at -88. The frame is 88 bytes rounded up to the 16-byte stack alignment.
func TestFrameAddresses(t *testing.T) {
	src := `define i32 @main() {
entry:
  %retval = alloca i32, align 4
  %c = alloca i8, align 1
  %d = alloca double, align 8
  %arr = alloca [10 x i32], align 16
  %s = alloca { i8, double, i32 }, align 8
  store i32 0, i32* %retval, align 4
  store i8 1, i8* %c, align 1
  store double 0.0, double* %d, align 8
  %p = getelementptr inbounds [10 x i32], [10 x i32]* %arr, i64 0, i64 7
  store i32 3, i32* %p, align 4
  %f = getelementptr inbounds { i8, double, i32 }, { i8, double, i32 }* %s, i32 0, i32 2
  store i32 4, i32* %f, align 8
  %g = getelementptr inbounds { i8, double, i32 }, { i8, double, i32 }* %s, i64 1, i32 1
  %x = load double, double* %g, align 8
  ret i32 0
}
`
	tr := traceIR(t, src, "main")
	checkAddrs(t, tr, tr.NewActivation(), refs(tr.Body), statictrace.FrameTop, []wantAddr{
		{"retval", -4},
		{"c", -5},
		{"d", -16},
		{"arr[7]", -64 + 7*4},
		{"s[2]", -88 + 16},
		// One struct past s, field 1: -88 + 24 + 8.
		{"s[1][1]", -88 + 24 + 8},
	})
	size, err := statictrace.FrameSize(tr.Root)
	if err != nil || size != 96 {
		t.Errorf("FrameSize = %d, %v; want 96", size, err)
	}
}

// TestGlobalAddresses checks the global layout: each section class upward
// from its own base in module order, each global aligned to the larger of
// its type's and its declared alignment. In .bss, z takes 4 bytes, then arr
// (aligned 16) starts at 16 and b at 16 + 24 = 40; d and r open .data and
// .rodata. The declaration of an opaque struct (an incomplete C type) has no
// size and takes its own section class.
func TestGlobalAddresses(t *testing.T) {
	src := `%struct.S = type opaque

@ext = external global %struct.S
@z = global i32 0, align 4
@d = global i32 5, align 4
@arr = global [3 x double] zeroinitializer, align 16
@r = constant [2 x i64] [i64 1, i64 2], align 8
@b = global i8 0, align 1

define i32 @main() {
entry:
  store i32 1, i32* @z, align 4
  store double 1.0, double* getelementptr inbounds ([3 x double], [3 x double]* @arr, i64 0, i64 2), align 16
  %0 = load i64, i64* getelementptr inbounds ([2 x i64], [2 x i64]* @r, i64 0, i64 1), align 8
  store i32 2, i32* @d, align 4
  store i8 3, i8* @b, align 1
  ret i32 0
}
`
	tr := traceIR(t, src, "main")
	const (
		bss    = 1 * statictrace.SectionSpacing
		data   = 2 * statictrace.SectionSpacing
		rodata = 3 * statictrace.SectionSpacing
	)
	checkAddrs(t, tr, tr.NewActivation(), refs(tr.Body), statictrace.GlobalBase, []wantAddr{
		{"z", bss},
		// Constant GEPs print their leading zero index.
		{"arr[0][2]", bss + 16 + 2*8},
		{"r[0][1]", rodata + 8},
		{"d", data},
		{"b", bss + 40},
	})
}

// TestCounterAddresses checks addresses that follow a loop counter: A[2*i+1]
// of "long A[16]; for (int i = 0; i < 8; i++) A[2*i+1] = 5;" at -O0. A is 128
// bytes at -128, i at -132; A[2*i+1] lies (2i+1)*8 bytes into A.
func TestCounterAddresses(t *testing.T) {
	src := `define i32 @main() {
entry:
  %A = alloca [16 x i64], align 16
  %i = alloca i32, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond
for.cond:
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, 8
  br i1 %cmp, label %for.body, label %for.end
for.body:
  %1 = load i32, i32* %i, align 4
  %idx = sext i32 %1 to i64
  %mul = mul nsw i64 %idx, 2
  %add = add nsw i64 %mul, 1
  %p = getelementptr inbounds [16 x i64], [16 x i64]* %A, i64 0, i64 %add
  store i64 5, i64* %p, align 8
  %2 = load i32, i32* %i, align 4
  %inc = add nsw i32 %2, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond
for.end:
  ret i32 0
}
`
	tr := traceIR(t, src, "main")
	// store i; [8 load i (test), load i, store A[..], load i, store i ];
	// the test's load once more when the loop exits.
	if len(tr.Body) != 3 {
		t.Fatalf("trace %s: %d items, want store, loop, load", tr, len(tr.Body))
	}
	lp, ok := tr.Body[1].(*statictrace.Loop)
	// The trip comes from the solved block counts: 8 up to rounding.
	if !ok || math.Abs(lp.Trip-8) > 1e-9 || !lp.TopTested || len(lp.Body) != 5 {
		t.Fatalf("trace %s: item 1 is not a top-tested loop of 8 trips over 5 accesses", tr)
	}
	a := tr.NewActivation()
	for i := int64(0); i < 8; i++ {
		a.SetIV(lp.Loop, i)
		checkAddrs(t, tr, a, refs(lp.Body), statictrace.FrameTop, []wantAddr{
			{"i", -132},
			{"i", -132},
			// Without debug information the loaded i prints as its IR name, %1.
			{"A[%1*2+1]", -128 + (2*i+1)*8},
			{"i", -132},
			{"i", -132},
		})
	}
	a.ClearIV(lp.Loop)
	if _, ok := tr.Addr(a, refs(lp.Body)[2]); ok {
		t.Error("A[2*i+1] has an address with no value of i")
	}
}

// TestCalleeAddresses checks a call on the path: the callee's frame lies
// below the caller's frame and the 16-byte link (return address, saved frame
// pointer), and its pointer parameter is the caller's argument. main's frame
// holds x[2] at -8 (16 bytes); f's p.addr is at -8 from f's frame pointer,
// FrameTop - 16 - 16; p[1] is x[1], at -4 from main's.
func TestCalleeAddresses(t *testing.T) {
	src := `define void @f(i32* %p) {
entry:
  %p.addr = alloca i32*, align 8
  store i32* %p, i32** %p.addr, align 8
  %0 = load i32*, i32** %p.addr, align 8
  %q = getelementptr inbounds i32, i32* %0, i64 1
  store i32 7, i32* %q, align 4
  ret void
}

define i32 @main() {
entry:
  %x = alloca [2 x i32], align 4
  %a = getelementptr inbounds [2 x i32], [2 x i32]* %x, i64 0, i64 0
  call void @f(i32* %a)
  %b = getelementptr inbounds [2 x i32], [2 x i32]* %x, i64 0, i64 1
  %v = load i32, i32* %b, align 4
  ret i32 0
}
`
	tr := traceIR(t, src, "main")
	if len(tr.Body) != 2 {
		t.Fatalf("trace %s: %d items, want the call and a load", tr, len(tr.Body))
	}
	call, ok := tr.Body[0].(*statictrace.Call)
	if !ok || call.Frame.Func.Name != "f" {
		t.Fatalf("trace %s: item 0 is not the call of f", tr)
	}
	root := tr.NewActivation()
	callee := tr.Enter(root, call)
	checkAddrs(t, tr, callee, refs(call.Body), statictrace.FrameTop, []wantAddr{
		{"p.addr", -16 - 16 - 8},
		{"p.addr", -16 - 16 - 8},
		{"p[1]", -8 + 4},
	})
	checkAddrs(t, tr, root, refs(tr.Body[1:]), statictrace.FrameTop, []wantAddr{{"x[1]", -8 + 4}})
}

// TestArgumentAddresses checks the root's pointer arguments: one that every
// call passes the same global points to that global; any other gets its own
// region, ArgSpacing apart from the next.
func TestArgumentAddresses(t *testing.T) {
	src := `@g = global [4 x double] zeroinitializer, align 16
@h = global i64 0, align 8

define void @kernel(double* %A, double* %B, double* %C) {
entry:
  %a = getelementptr inbounds double, double* %A, i64 3
  store double 1.0, double* %a, align 8
  %b = getelementptr inbounds double, double* %B, i64 1
  store double 2.0, double* %b, align 8
  store double 3.0, double* %C, align 8
  ret void
}

define i32 @main() {
entry:
  %x = alloca double, align 8
  %y = alloca double, align 8
  call void @kernel(double* bitcast ([4 x double]* @g to double*), double* %x, double* %y)
  ret i32 0
}
`
	tr := traceIR(t, src, "kernel")
	g := int64(statictrace.GlobalBase + statictrace.SectionSpacing) // @g opens .bss
	a := tr.NewActivation()
	rs := refs(tr.Body)
	checkAddrs(t, tr, a, rs[:1], g, []wantAddr{{"A[3]", 3 * 8}})
	checkAddrs(t, tr, a, rs[1:], statictrace.ArgBase, []wantAddr{
		{"B[1]", 8},
		{"C", statictrace.ArgSpacing},
	})
}
