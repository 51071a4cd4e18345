package irreader_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// The objects the constant expressions below name, and the addresses
// TestConstExprOperands places them at (addrOf).
const constExprHeader = `source_filename = "constexpr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, [8 x i32] }

@a = dso_local global i32 0, align 4
@b = dso_local global i32 0, align 4
@arr = dso_local global [10 x i32] zeroinitializer, align 16
@table = dso_local global [4 x i32] zeroinitializer, align 16
@s = dso_local global [4 x %struct.S] zeroinitializer, align 16
`

// constAddrs are the addresses of the globals of constExprHeader: a below b,
// a's low bits 0b100.
var constAddrs = map[string]int64{"a": 0x1004, "b": 0x2000, "arr": 0x3000, "table": 0x3800, "s": 0x4000}

// addrOf gives FoldConst the addresses of constAddrs.
func addrOf(c constant.Constant) (int64, bool) {
	g, ok := c.(*ir.Global)
	if !ok {
		return 0, false
	}
	a, ok := constAddrs[g.Name()]
	return a, ok
}

// ptrA and ptrB are the integer values of @a and @b.
const (
	ptrA = "i64 ptrtoint (i32* @a to i64)"
	ptrB = "i64 ptrtoint (i32* @b to i64)"
	aLtB = "i1 icmp ult (i32* @a, i32* @b)"
)

// constShapes are the constant expressions that may stand where an operand
// does, each with its value under constAddrs, derived by hand (a = 0x1004 =
// 4100, b = 0x2000 = 8192, arr = 0x3000, s = 0x4000), or !folds when it has
// none. The first ones are what clang-14 writes for C idioms (the comment
// gives the C); the others are the remaining operations LLVM 14 allows in
// a constant expression of integer or pointer type.
var constShapes = []struct {
	name  string
	typ   string
	expr  string
	want  int64
	folds bool
}{
	// p[&a < &b]: a < b, so 1.
	{"zext-icmp", "i64", "zext (" + aLtB + " to i64)", 1, true},
	{"sext-icmp", "i64", "sext (" + aLtB + " to i64)", -1, true},
	// (int)(long)&a: the low 32 bits of 0x1004.
	{"trunc-ptrtoint", "i32", "trunc (" + ptrA + " to i32)", 4100, true},
	{"ptrtoint", "i64", "ptrtoint (i32* @b to i64)", 8192, true},
	// p[(long)&a & 7]: 0x1004 & 7 = 4.
	{"and", "i64", "and (" + ptrA + ", i64 7)", 4, true},
	// (unsigned)(long)&b % 12: 8192 = 682*12 + 8.
	{"zext-urem", "i64", "zext (i32 urem (i32 ptrtoint (i32* @b to i32), i32 12) to i64)", 8, true},
	// (unsigned char)(long)&a: a ptrtoint that truncates, 0x04.
	{"zext-ptrtoint-i8", "i64", "zext (i8 ptrtoint (i32* @a to i8) to i64)", 4, true},
	// (signed char)(long)&b[32]: b+128 = 0x2080, low byte 0x80 = -128.
	{"sext-ptrtoint-i8", "i64", "sext (i8 ptrtoint (i32* getelementptr (i32, i32* @b, i64 32) to i8) to i64)", -128, true},
	// (long)&arr[3] - (long)&arr[0]: 3*4.
	{"sub-gep", "i64", "sub (i64 ptrtoint (i32* getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 3) to i64), i64 ptrtoint ([10 x i32]* @arr to i64))", 12, true},
	// &a == &b ? 1 : 2.
	{"select-icmp", "i64", "select (i1 icmp eq (i32* @a, i32* @b), i64 1, i64 2)", 2, true},
	{"select-null", "i64", "select (i1 icmp ne (i32* @a, i32* null), i64 5, i64 6)", 5, true},
	// &arr[(long)&a & 3] + 1: 0x1004 & 3 = 0, so arr + 4.
	{"nested-gep", "i32*", "getelementptr (i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 and (" + ptrA + ", i64 3)), i64 1)", 0x3004, true},
	// &s[&a > &b].x[&a != 0 ? 5 : 6]: s + 0*36 + 4 (field 1) + 5*4.
	{"struct-gep", "i32*", "getelementptr inbounds ([4 x %struct.S], [4 x %struct.S]* @s, i64 0, i64 zext (i1 icmp ugt (i32* @a, i32* @b) to i64), i32 1, i64 select (i1 icmp ne (i32* @a, i32* null), i64 5, i64 6))", 0x4000 + 4 + 20, true},
	// &table[&a < &b]: table + 4.
	{"gep-zext-index", "i32*", "getelementptr inbounds ([4 x i32], [4 x i32]* @table, i64 0, i64 zext (" + aLtB + " to i64))", 0x3804, true},
	{"inttoptr", "i32*", "inttoptr (i64 add (" + ptrA + ", i64 4) to i32*)", 4104, true},
	// (int *)((char *)&a + (&a < &b)).
	{"bitcast-gep", "i32*", "bitcast (i8* getelementptr (i8, i8* bitcast (i32* @a to i8*), i64 zext (" + aLtB + " to i64)) to i32*)", 4101, true},
	{"addrspacecast", "i32 addrspace(1)*", "addrspacecast (i32* @b to i32 addrspace(1)*)", 8192, true},
	{"icmp", "i1", "icmp ult (i32* @a, i32* @b)", 1, true},
	// a - b = -4092, not > 0.
	{"icmp-signed", "i1", "icmp sgt (i64 sub (" + ptrA + ", " + ptrB + "), i64 0)", 0, true},
	{"add", "i64", "add (" + ptrA + ", i64 1)", 4101, true},
	{"sub", "i64", "sub (" + ptrA + ", " + ptrB + ")", -4092, true},
	{"mul", "i64", "mul (" + ptrA + ", i64 3)", 12300, true},
	{"shl", "i64", "shl (" + ptrA + ", i64 2)", 16400, true},
	{"or", "i64", "or (" + ptrA + ", i64 3)", 0x1007, true},
	{"xor", "i64", "xor (" + ptrA + ", " + ptrB + ")", 0x3004, true},
	{"lshr", "i64", "lshr (" + ptrA + ", i64 4)", 0x100, true},
	// -4100 >> 4 rounds down: -256.25 to -257.
	{"ashr", "i64", "ashr (i64 sub (i64 0, " + ptrA + "), i64 4)", -257, true},
	// 4100 = 1366*3 + 2; the signed ones truncate toward zero.
	{"udiv", "i64", "udiv (" + ptrA + ", i64 3)", 1366, true},
	{"sdiv", "i64", "sdiv (i64 sub (i64 0, " + ptrA + "), i64 3)", -1366, true},
	{"urem", "i64", "urem (" + ptrA + ", i64 3)", 2, true},
	{"srem", "i64", "srem (i64 sub (i64 0, " + ptrA + "), i64 3)", -2, true},
	{"extractelement", "i64", "extractelement (<2 x i64> <" + ptrA + ", i64 2>, i32 0)", 4100, true},
	{"trunc-i128", "i64", "trunc (i128 zext (" + ptrA + " to i128) to i64)", 4100, true},
	// a / (a - a): a division by zero has no value.
	{"udiv-zero", "i64", "udiv (" + ptrA + ", i64 sub (" + ptrA + ", " + ptrA + "))", 0, false},
}

// constExprExtras are the operands that are not one scalar shape, each
// with a name: index vectors with elements that are expressions (gep
// instructions and a constant gep), a zeroinitializer, undef or poison
// index vector, and an expression as a branch condition and a returned
// value; an alias to a constant gep; an ifunc whose resolver is a bitcast
// (what clang-14 writes for __attribute__((ifunc)) with a resolver that
// returns void *).
var constExprExtras = [][2]string{
	{"vectors", `
@pv = dso_local global <2 x i32*> getelementptr (i32, i32* @a, <2 x i64> <i64 0, i64 zext (i1 icmp ult (i32* @a, i32* @b) to i64)>), align 16

define dso_local i32* @vectors(i32* %p, <2 x i32*> %vp) {
entry:
  %v1 = getelementptr i32, i32* %p, <2 x i64> <i64 0, i64 zext (i1 icmp ult (i32* @a, i32* @b) to i64)>
  %v2 = getelementptr i32, i32* %p, <2 x i64> zeroinitializer
  %v3 = getelementptr i32, <2 x i32*> %vp, <2 x i64> <i64 1, i64 undef>
  %v4 = getelementptr i32, i32* %p, <2 x i64> <i64 poison, i64 1>
  %v5 = getelementptr [4 x i32], [4 x i32]* @table, i64 0, <2 x i64> <i64 ptrtoint (i32* @a to i64), i64 1>
  %e = extractelement <2 x i32*> %v2, i32 0
  br i1 icmp eq (i32* @a, i32* @b), label %eq, label %ne

eq:
  ret i32* %e

ne:
  %l = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @table, i64 0, i64 zext (i1 icmp ult (i32* @a, i32* @b) to i64)), align 4
  ret i32* getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 sext (i1 icmp ult (i32* @a, i32* @b) to i64))
}
`},
	{"alias", `
@al = dso_local alias i32, getelementptr inbounds ([10 x i32], [10 x i32]* @arr, i64 0, i64 zext (i1 icmp ult (i32* @a, i32* @b) to i64))
`},
	{"ifunc", `
@ifn = dso_local ifunc i32 (), bitcast (i8* ()* @resolve to i32 ()* ()*)

define internal i32 @impl() {
  ret i32 1
}

define internal i8* @resolve() {
  ret i8* select (i1 icmp ult (i32* @a, i32* @b), i8* bitcast (i32 ()* @impl to i8*), i8* null)
}

define dso_local i32 @callifunc() {
  %r = call i32 @ifn()
  ret i32 %r
}
`},
}

// shapeModule returns a module that uses the expression of each shape in
// every operand position: a gep index (an integer) or base (a pointer to
// i32), a call argument, a stored value, a global initialiser (@g.NAME), an
// icmp and a select operand, and a phi's incoming value.
func shapeModule(shapes []int, extras ...[2]string) string {
	var b strings.Builder
	b.WriteString(constExprHeader)
	for _, i := range shapes {
		s := constShapes[i]
		fmt.Fprintf(&b, "@g.%s = dso_local global %s %s\n", s.name, s.typ, s.expr)
	}
	for _, i := range shapes {
		s := constShapes[i]
		te := s.typ + " " + s.expr
		fmt.Fprintf(&b, "\ndeclare void @use.%s(%s)\n\n", s.name, s.typ)
		fmt.Fprintf(&b, "define dso_local void @f.%s(i32* %%p, i1 %%c) {\nentry:\n", s.name)
		fmt.Fprintf(&b, "  %%slot = alloca %s, align 8\n  %%x = load %s, %s* %%slot, align 8\n", s.typ, s.typ, s.typ)
		switch {
		case strings.HasPrefix(s.typ, "i") && !strings.HasSuffix(s.typ, "*"):
			fmt.Fprintf(&b, "  %%gi = getelementptr i32, i32* %%p, %s\n", te)
		case s.typ == "i32*":
			fmt.Fprintf(&b, "  %%gb = getelementptr i32, %s, i64 1\n", te)
		}
		fmt.Fprintf(&b, "  call void @use.%s(%s)\n", s.name, te)
		fmt.Fprintf(&b, "  store %s, %s* %%slot, align 8\n", te, s.typ)
		fmt.Fprintf(&b, "  %%cmp = icmp eq %s %%x, %s\n", s.typ, s.expr)
		fmt.Fprintf(&b, "  %%sel = select i1 %%c, %s, %s %%x\n", te, s.typ)
		b.WriteString("  br i1 %c, label %then, label %join\n\nthen:\n  br label %join\n\njoin:\n")
		fmt.Fprintf(&b, "  %%phi = phi %s [ %s, %%entry ], [ %%x, %%then ]\n  ret void\n}\n", s.typ, s.expr)
	}
	for _, x := range extras {
		b.WriteString(x[1])
	}
	return b.String()
}

// verifyLL runs opt-14's verifier on the module text src when opt-14 is on
// PATH, so that the test modules are real LLVM.
func verifyLL(t *testing.T, name, src string) {
	t.Helper()
	opt, err := exec.LookPath("opt-14")
	if err != nil {
		return
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(opt, "-passes=verify", "-disable-output", path).CombinedOutput(); err != nil {
		t.Fatalf("opt-14 rejects %s: %v\n%s", name, err, out)
	}
}

// TestConstExprOperands parses a module with each constant-expression shape
// clang-14 writes in each operand position (before the fork of llir,
// third_party/llir-llvm/FORK.md, a gep instruction with an index other than
// ptrtoint was "malformed IR: support for gep index type *ast.ZExtExpr not
// yet implemented"). The expressions stay in the IR: FoldConst finds the
// hand-derived value of each in its global's initialiser, in the gep index
// and in the stored value.
func TestConstExprOperands(t *testing.T) {
	all := make([]int, len(constShapes))
	for i := range constShapes {
		all[i] = i
	}
	src := shapeModule(all, constExprExtras...)
	verifyLL(t, "constexpr.ll", src)
	m, err := irreader.Parse("constexpr.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// The text llir prints back is the same module, for LLVM too.
	verifyLL(t, "constexpr.roundtrip.ll", m.LL.String())

	globals := map[string]*ir.Global{}
	for _, g := range m.LL.Globals {
		globals[g.Name()] = g
	}
	for _, s := range constShapes {
		t.Run(s.name, func(t *testing.T) {
			g := globals["g."+s.name]
			if g == nil {
				t.Fatalf("no global @g.%s", s.name)
			}
			check := func(where string, c value.Value) {
				t.Helper()
				k, ok := c.(constant.Constant)
				if !ok {
					t.Fatalf("%s: %T is not a constant", where, c)
				}
				got, ok := irreader.FoldConst(k, addrOf)
				if ok != s.folds || got != s.want {
					t.Errorf("%s: FoldConst(%s) = %d, %v; want %d, %v", where, k.Ident(), got, ok, s.want, s.folds)
				}
			}
			check("initialiser", g.Init)
			f := m.Func("f." + s.name)
			if f == nil || !f.Defined {
				t.Fatalf("no function @f.%s", s.name)
			}
			for _, in := range f.IR.Blocks[0].Insts {
				switch in := in.(type) {
				case *ir.InstGetElementPtr:
					if in.Ident() == "%gi" {
						check("gep index", in.Indices[0])
					} else {
						check("gep base", in.Src)
					}
				case *ir.InstStore:
					check("stored value", in.Src)
				}
			}
		})
	}

	// The vector indices give vector results, with the constants kept.
	vecs := m.Func("vectors")
	if vecs == nil {
		t.Fatal("no function @vectors")
	}
	vec2 := types.NewVector(2, types.NewPointer(types.I32))
	for _, in := range vecs.IR.Blocks[0].Insts {
		gep, ok := in.(*ir.InstGetElementPtr)
		if !ok {
			continue
		}
		if !gep.Type().Equal(vec2) {
			t.Errorf("%s: type %s, want %s", gep.Ident(), gep.Type(), vec2)
		}
	}
	if v1 := vecs.IR.Blocks[0].Insts[0].(*ir.InstGetElementPtr); v1.Indices[0].Ident() != "<i64 0, i64 zext (i1 icmp ult (i32* @a, i32* @b) to i64)>" {
		t.Errorf("%%v1's index is %s", v1.Indices[0].Ident())
	}
	// The load through a constant gep with an expression index reads table.
	ne := vecs.Blocks[2]
	if acc := ne.Insts[0].Mem; acc == nil || acc.BaseKind != irreader.BaseGlobal || acc.Name != "table" {
		t.Errorf("load in %s: access %+v, want one of the global table", ne.Name, acc)
	}
	// An alias folds through its aliasee: arr + 4*(a < b).
	for _, al := range m.LL.Aliases {
		if al.Name() != "al" {
			continue
		}
		if got, ok := irreader.FoldConst(al, addrOf); !ok || got != 0x3004 {
			t.Errorf("FoldConst(@al) = %#x, %v; want 0x3004, true", got, ok)
		}
	}
}

// TestConstExprShapes parses a module for each shape alone, so that one
// llir cannot read is named; and each of constExprExtras alone.
func TestConstExprShapes(t *testing.T) {
	for i, s := range constShapes {
		t.Run(s.name, func(t *testing.T) {
			if _, err := irreader.Parse(s.name+".ll", []byte(shapeModule([]int{i}))); err != nil {
				t.Error(err)
			}
		})
	}
	for _, x := range constExprExtras {
		t.Run(x[0], func(t *testing.T) {
			if _, err := irreader.Parse(x[0]+".ll", []byte(shapeModule(nil, x))); err != nil {
				t.Error(err)
			}
		})
	}
}
