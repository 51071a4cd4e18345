package irreader_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/reusescope/reusescope/irreader"
)

// TestFoldConst folds constants built by hand, at the edges of LLVM's
// rules: widths, the sign of i1 and of narrow types, and the values that
// have none.
func TestFoldConst(t *testing.T) {
	g := ir.NewGlobalDef("g", constant.NewZeroInitializer(types.NewArray(4, types.I32)))
	h := ir.NewGlobalDef("h", constant.NewInt(types.I32, 0))
	addr := func(c constant.Constant) (int64, bool) {
		switch c {
		case g:
			return 0x1000, true
		case h:
			return -8, true // a high address: 0xFFFF_FFFF_FFFF_FFF8
		}
		return 0, false
	}
	i8 := func(x int64) *constant.Int { return constant.NewInt(types.I8, x) }
	i64 := func(x int64) *constant.Int { return constant.NewInt(types.I64, x) }
	ptrG := constant.NewPtrToInt(g, types.I64)
	vec := constant.NewVector(types.NewVector(2, types.I64), i64(7), i64(9))
	alias := ir.NewAlias("al", constant.NewGetElementPtr(g.ContentType, g, i64(0), i64(2)))
	loop := ir.NewAlias("loop", g)
	loop.Aliasee = loop // a cycle, which only a malformed module has
	tests := []struct {
		name string
		c    constant.Constant
		want int64
		ok   bool
	}{
		{"i8 255 reads signed", i8(255), -1, true},
		{"i8 -1", i8(-1), -1, true},
		{"i1 true is 1", constant.True, 1, true},
		{"zext i8 -1", constant.NewZExt(i8(-1), types.I64), 255, true},
		{"sext i8 255", constant.NewSExt(i8(255), types.I64), -1, true},
		{"sext i1 true", constant.NewSExt(constant.True, types.I32), -1, true},
		{"trunc to i8", constant.NewTrunc(i64(0x1234), types.I8), 0x34, true},
		{"trunc to i1", constant.NewTrunc(i64(3), types.I1), 1, true},
		{"add wraps in i8", constant.NewAdd(i8(127), i8(1)), -128, true},
		{"mul wraps in i8", constant.NewMul(i8(16), i8(16)), 0, true},
		{"shl by the width is poison", constant.NewShl(i8(1), i8(8)), 0, false},
		{"lshr of i8 -1", constant.NewLShr(i8(-1), i8(4)), 15, true},
		{"ashr of i8 -128", constant.NewAShr(i8(-128), i8(4)), -8, true},
		{"udiv of i8 -2 by 3", constant.NewUDiv(i8(-2), i8(3)), 84, true},
		{"sdiv of i8 -7 by 2", constant.NewSDiv(i8(-7), i8(2)), -3, true},
		{"srem of i8 -7 by 2", constant.NewSRem(i8(-7), i8(2)), -1, true},
		{"urem of i8 -7 by 2", constant.NewURem(i8(-7), i8(2)), 1, true},
		{"sdiv of the least i8 by -1 is poison", constant.NewSDiv(i8(-128), i8(-1)), 0, false},
		{"udiv by zero", constant.NewUDiv(i8(1), i8(0)), 0, false},
		{"icmp ult of i8 -1 and 1", constant.NewICmp(enum.IPredULT, i8(-1), i8(1)), 0, true},
		{"icmp slt of i8 -1 and 1", constant.NewICmp(enum.IPredSLT, i8(-1), i8(1)), 1, true},
		{"icmp ugt of a high address", constant.NewICmp(enum.IPredUGT, h, g), 1, true},
		{"icmp sgt of a high address", constant.NewICmp(enum.IPredSGT, h, g), 0, true},
		{"select", constant.NewSelect(constant.False, i64(1), i64(2)), 2, true},
		{"ptrtoint", ptrG, 0x1000, true},
		{"ptrtoint to i8", constant.NewPtrToInt(h, types.I8), -8, true},
		{"inttoptr", constant.NewIntToPtr(i64(0x20), types.I8Ptr), 0x20, true},
		{"null", constant.NewNull(types.I8Ptr), 0, true},
		{"gep", constant.NewGetElementPtr(g.ContentType, g, i64(0), i64(3)), 0x100c, true},
		{"gep with an i8 index -1", constant.NewGetElementPtr(types.I32, constant.NewBitCast(g, types.I32Ptr), i8(-1)), 0x0ffc, true},
		{"gep through a struct", constant.NewGetElementPtr(types.NewStruct(types.I8, types.I64), constant.NewBitCast(g, types.NewPointer(types.NewStruct(types.I8, types.I64))), i64(1), constant.NewInt(types.I32, 1)), 0x1018, true},
		{"extractelement", constant.NewExtractElement(vec, i64(1)), 9, true},
		{"extractelement out of range", constant.NewExtractElement(vec, i64(2)), 0, false},
		{"an alias folds through its aliasee", alias, 0x1008, true},
		{"an alias cycle", loop, 0, false},
		{"a global without an address", ir.NewGlobalDef("other", i64(0)), 0, false},
		{"undef", constant.NewUndef(types.I64), 0, false},
		{"a float", constant.NewFloat(types.Double, 1), 0, false},
		{"i128 out of int64", constant.NewZExt(i64(-1), types.I128), 0, false},
		{"i128 in int64", constant.NewTrunc(constant.NewZExt(i64(-1), types.I128), types.I64), -1, true},
	}
	for _, tt := range tests {
		got, ok := irreader.FoldConst(tt.c, addr)
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s: FoldConst(%s) = %d, %v; want %d, %v", tt.name, tt.c.Ident(), got, ok, tt.want, tt.ok)
		}
	}
	if _, ok := irreader.FoldConst(ptrG, nil); ok {
		t.Errorf("FoldConst(%s, nil) has a value", ptrG.Ident())
	}
	if got, ok := irreader.FoldConst(constant.NewAdd(i64(2), i64(3)), nil); got != 5 || !ok {
		t.Errorf("FoldConst(add (2, 3), nil) = %d, %v; want 5, true", got, ok)
	}
}

// foldRunExprs are C expressions over the addresses of globals that
// clang-14 compiles, at -O0 and -O2, into a function returning a constant
// expression.
var foldRunExprs = []string{
	"&ga < &gb",
	"(long)&ga & 7",
	"(unsigned char)(long)&ga",
	"(signed char)(long)&gb",
	"(short)(long)&ga",
	"(long)&arr[3] - (long)&arr[0]",
	"(unsigned)(long)&gb % 12",
	"(long)&ga >> 3",
	"(long)&ga * 3 + 1",
	"(long)&ga ^ (long)&gb",
	"(long)&s[&ga < &gb].y[2]",
	"-((long)&ga / 3)",
	"(long)&ga % 5",
	"(long)&arr[(long)&gb >> 2 & 15] - (long)&arr",
	"(int)((long)&ga >> 4) & 15",
	"(unsigned long)&ga / 7u",
	"(long)&gb - (long)&ga > 0",
	"(long)((char *)&ga + (&ga < &gb))",
}

// TestFoldConstAgainstRun checks FoldConst against the machine: a program
// whose functions return foldRunExprs, compiled by clang-14 into IR at -O0
// and -O2 and from that IR into an executable, prints the addresses of its
// globals and the value of each function; FoldConst, given those
// addresses, must find the same value in each function's ret.
func TestFoldConstAgainstRun(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not on PATH")
	}
	var src strings.Builder
	src.WriteString("#include <stdio.h>\nstruct S { int x; int y[4]; } s[4];\nint ga, gb, arr[16];\n")
	for i, e := range foldRunExprs {
		fmt.Fprintf(&src, "long e%d(void) { return %s; }\n", i, e)
	}
	src.WriteString("long (*const fns[])(void) = {")
	for i := range foldRunExprs {
		fmt.Fprintf(&src, "e%d, ", i)
	}
	src.WriteString("};\nint main(void) {\n\tprintf(\"s %ld\\nga %ld\\ngb %ld\\narr %ld\\n\", (long)s, (long)&ga, (long)&gb, (long)arr);\n")
	fmt.Fprintf(&src, "\tfor (int i = 0; i < %d; i++)\n\t\tprintf(\"e%%d %%ld\\n\", i, fns[i]());\n\treturn 0;\n}\n", len(foldRunExprs))
	dir := t.TempDir()
	c := filepath.Join(dir, "fold.c")
	if err := os.WriteFile(c, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, opt := range []string{"-O0", "-O2"} {
		t.Run(opt, func(t *testing.T) {
			ll := filepath.Join(dir, "fold"+opt+".ll")
			bin := filepath.Join(dir, "fold"+opt)
			for _, args := range [][]string{{opt, "-S", "-emit-llvm", "-o", ll, c}, {ll, "-o", bin}} {
				if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
					t.Fatalf("clang-14 %s: %v\n%s", strings.Join(args, " "), err, out)
				}
			}
			out, err := exec.Command(bin).Output()
			if err != nil {
				t.Fatalf("%s: %v", bin, err)
			}
			ran := map[string]int64{}
			sc := bufio.NewScanner(bytes.NewReader(out))
			for sc.Scan() {
				var name string
				var v int64
				if _, err := fmt.Sscanf(sc.Text(), "%s %d", &name, &v); err != nil {
					t.Fatalf("output line %q: %v", sc.Text(), err)
				}
				ran[name] = v
			}
			text, err := os.ReadFile(ll)
			if err != nil {
				t.Fatal(err)
			}
			m, err := irreader.Parse(ll, text)
			if err != nil {
				t.Fatal(err)
			}
			addr := func(c constant.Constant) (int64, bool) {
				g, ok := c.(*ir.Global)
				if !ok {
					return 0, false
				}
				a, ok := ran[g.Name()]
				return a, ok
			}
			for i, e := range foldRunExprs {
				name := fmt.Sprintf("e%d", i)
				f := m.Func(name)
				if f == nil || !f.Defined {
					t.Fatalf("no function %s", name)
				}
				ret, ok := f.IR.Blocks[len(f.IR.Blocks)-1].Term.(*ir.TermRet)
				if !ok {
					t.Fatalf("%s does not end in ret", name)
				}
				k, ok := ret.X.(constant.Constant)
				if !ok {
					t.Errorf("%s (%s) returns %s, not a constant", name, e, ret.X.Ident())
					continue
				}
				got, ok := irreader.FoldConst(k, addr)
				if want := ran[name]; !ok || got != want {
					t.Errorf("%s: FoldConst(%s) = %d, %v; the program computed %d", e, k.Ident(), got, ok, want)
				}
			}
		})
	}
}

// ExampleFoldConst reads p[&a < &b], a load whose address clang-14 writes
// as a constant expression, and folds that address for a layout that puts
// a at 0x1000, b at 0x2000 and the array at 0x3000: a is below b, so the
// load reads element 1.
func ExampleFoldConst() {
	src := `
@a = global i32 0
@b = global i32 0
@table = global [4 x i32] zeroinitializer

define i32 @f() {
  %x = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @table, i64 0, i64 zext (i1 icmp ult (i32* @a, i32* @b) to i64))
  ret i32 %x
}
`
	m, err := irreader.Parse("f.ll", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	layout := map[string]int64{"a": 0x1000, "b": 0x2000, "table": 0x3000}
	addr := func(c constant.Constant) (int64, bool) {
		g, ok := c.(*ir.Global)
		if !ok {
			return 0, false
		}
		a, ok := layout[g.Name()]
		return a, ok
	}
	load := m.Func("f").Blocks[0].Insts[0]
	at, ok := irreader.FoldConst(load.Mem.Ptr.(constant.Constant), addr)
	fmt.Printf("%s reads %#x (%v)\n", load.Mem.Name, at, ok)
	// Output:
	// table reads 0x3004 (true)
}
