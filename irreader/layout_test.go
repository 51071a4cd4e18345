package irreader_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/reusescope/reusescope/irreader"
)

// layoutTypes parses one external global per type text and returns the
// globals' content types in order.
func layoutTypes(t *testing.T, texts []string) []types.Type {
	t.Helper()
	var src strings.Builder
	src.WriteString("%struct.S = type opaque\n")
	for i, s := range texts {
		fmt.Fprintf(&src, "@g%d = external global %s\n", i, s)
	}
	m, err := irreader.Parse("layout.ll", []byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	var out []types.Type
	for _, g := range m.LL.Globals {
		out = append(out, g.ContentType)
	}
	return out
}

// TestLayout checks StoreSize, AllocSize and ABIAlign under the x86-64 data
// layout of clang-14. The allocation sizes and alignments are llc-14's: it
// folds "ptrtoint (T* getelementptr (T, T* null, i32 1) to i64)" to the
// allocation size of T and the offset of field 1 of { i8, T } to T's ABI
// alignment, under the datalayout string clang-14 emits. The store sizes are
// the types' bit widths rounded up to whole bytes (DataLayout::getTypeStoreSize);
// an aggregate's store size is its allocation size. The C types in the
// comments have the same sizeof under clang-14.
func TestLayout(t *testing.T) {
	tests := []struct {
		typ                 string
		store, alloc, align int64
	}{
		{"i1", 1, 1, 1},
		{"i8", 1, 1, 1},
		{"i16", 2, 2, 2},
		{"i24", 3, 4, 4}, // aligned like i32, the next integer with an entry
		{"i32", 4, 4, 4},
		{"i48", 6, 8, 8},
		{"i64", 8, 8, 8},
		{"i96", 12, 16, 8},
		{"i128", 16, 16, 8}, // __int128 is 16-aligned in C, 8 in LLVM 14's IR
		{"i200", 25, 32, 8},
		{"i256", 32, 32, 8},
		{"half", 2, 2, 2},
		{"float", 4, 4, 4},
		{"double", 8, 8, 8},
		{"x86_fp80", 10, 16, 16}, // long double
		{"fp128", 16, 16, 16},
		{"ppc_fp128", 16, 16, 16},
		{"i32*", 8, 8, 8},
		{"double**", 8, 8, 8},
		{"i8 addrspace(270)*", 4, 4, 4},
		{"i8 addrspace(271)*", 4, 4, 4},
		{"i8 addrspace(272)*", 8, 8, 8},
		{"i8 addrspace(1)*", 8, 8, 8},
		{"x86_mmx", 8, 8, 8},
		{"<8 x i1>", 1, 1, 1},
		{"<5 x i1>", 1, 1, 1},
		{"<16 x i1>", 2, 2, 2},
		{"<3 x i8>", 3, 4, 4},
		{"<4 x i32>", 16, 16, 16},
		{"<3 x i32>", 12, 16, 16},
		{"<2 x float>", 8, 8, 8},
		{"<3 x float>", 12, 16, 16},
		{"<2 x double>", 16, 16, 16},
		{"<4 x double>", 32, 32, 32},
		{"<3 x double>", 24, 32, 32},
		{"<2 x i32*>", 16, 16, 16},
		{"<2 x x86_fp80>", 20, 32, 32},
		{"<4 x i24>", 12, 16, 16},
		{"[10 x i32]", 40, 40, 4},
		{"[0 x double]", 0, 0, 8},
		{"[3 x x86_fp80]", 48, 48, 16},
		{"[100 x [200 x i32]]", 80000, 80000, 4},
		{"[2 x [3 x [4 x i8]]]", 24, 24, 1},
		{"[2 x i128]", 32, 32, 8},
		{"[3 x i24]", 12, 12, 4},
		{"{ i8, double, i32 }", 24, 24, 8}, // struct { char c; double d; int i; }
		{"{ i32, i8 }", 8, 8, 4},           // struct { int i; char c; }
		{"{ i8, i8, i8 }", 3, 3, 1},
		{"{ i8, x86_fp80 }", 32, 32, 16}, // struct { char c; long double d; }
		{"{ i8, i128 }", 24, 24, 8},
		{"{ i8, [15 x i8], i128 }", 32, 32, 8}, // struct { char c; __int128 x; } as clang-14 pads it
		{"{ i64, [8 x i8], i128 }", 32, 32, 8}, // struct { long a; __int128 b; }
		{"{ i8, i32*, [3 x i16] }", 24, 24, 8},
		{"{ i8, { i8, double, i32 } }", 32, 32, 8},
		{"<{ i8, i32 }>", 5, 5, 1}, // __attribute__((packed)) struct { char c; int i; }
		{"[4 x <{ i8, i32 }>]", 20, 20, 1},
		{"{}", 0, 0, 1},
		{"{ i8, <{ i8, i32 }> }", 6, 6, 1},
		{"{ i8, <3 x float> }", 32, 32, 16},
		{"{ i16, i96 }", 24, 24, 8},
		{"{ i8, i8 addrspace(270)* }", 8, 8, 4},
	}
	texts := make([]string, len(tests))
	for i, tt := range tests {
		texts[i] = tt.typ
	}
	for i, typ := range layoutTypes(t, texts) {
		tt := tests[i]
		store, err := irreader.StoreSize(typ)
		if err != nil || store != tt.store {
			t.Errorf("StoreSize(%s) = %d, %v; want %d", tt.typ, store, err, tt.store)
		}
		alloc, err := irreader.AllocSize(typ)
		if err != nil || alloc != tt.alloc {
			t.Errorf("AllocSize(%s) = %d, %v; want %d", tt.typ, alloc, err, tt.alloc)
		}
		align, err := irreader.ABIAlign(typ)
		if err != nil || align != tt.align {
			t.Errorf("ABIAlign(%s) = %d, %v; want %d", tt.typ, align, err, tt.align)
		}
		size, align2, err := irreader.SizeAlign(typ)
		if err != nil || size != alloc || align2 != align {
			t.Errorf("SizeAlign(%s) = %d, %d, %v; want %d, %d", tt.typ, size, align2, err, alloc, align)
		}
	}
}

// TestFieldOffset checks struct field offsets against llc-14's folding of
// "getelementptr (S, S* null, i32 0, i32 i)".
func TestFieldOffset(t *testing.T) {
	tests := []struct {
		typ  string
		want []int64
	}{
		{"{ i8, double, i32 }", []int64{0, 8, 16}},
		{"{ i8, i16, i8, i32 }", []int64{0, 2, 4, 8}},
		{"{ i8, x86_fp80, i8 }", []int64{0, 16, 32}},
		{"<{ i8, i32, i16 }>", []int64{0, 1, 5}},
		{"{ i8, [3 x i16], i64 }", []int64{0, 2, 8}},
		{"{ i8, i128, i8 }", []int64{0, 8, 24}},
		{"{ i32, i96, i8 }", []int64{0, 8, 24}},
		{"{ i8, <3 x i32>, i8 }", []int64{0, 16, 32}},
		{"{ i8, i8 addrspace(270)*, i64 }", []int64{0, 4, 8}},
	}
	texts := make([]string, len(tests))
	for i, tt := range tests {
		texts[i] = tt.typ
	}
	for i, typ := range layoutTypes(t, texts) {
		tt := tests[i]
		st := typ.(*types.StructType)
		for f, w := range tt.want {
			if got, err := irreader.FieldOffset(st, f); err != nil || got != w {
				t.Errorf("FieldOffset(%s, %d) = %d, %v; want %d", tt.typ, f, got, err, w)
			}
		}
		if _, err := irreader.FieldOffset(st, len(tt.want)); err == nil {
			t.Errorf("FieldOffset(%s, %d) gave no error", tt.typ, len(tt.want))
		}
	}
}

// TestLayoutErrors checks that the types the layout cannot size are errors
// naming the type, alone and inside aggregates.
func TestLayoutErrors(t *testing.T) {
	opaque := &types.StructType{TypeName: "struct.S", Opaque: true}
	tests := []struct {
		t    types.Type
		name string // in the error
	}{
		{types.Void, "void"},
		{types.Label, "label"},
		{types.Metadata, "metadata"},
		{types.Token, "token"},
		{types.NewFunc(types.I32), "i32 ()"},
		{opaque, "%struct.S"},
		{types.NewArray(4, opaque), "%struct.S"},
		{types.NewStruct(types.I32, opaque), "%struct.S"},
		{&types.VectorType{Len: 4, ElemType: types.I32, Scalable: true}, "<vscale x 4 x i32>"},
	}
	for _, tt := range tests {
		for fname, f := range map[string]func(types.Type) (int64, error){
			"StoreSize": irreader.StoreSize, "AllocSize": irreader.AllocSize, "ABIAlign": irreader.ABIAlign,
		} {
			_, err := f(tt.t)
			var le *irreader.LayoutError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), tt.name) {
				t.Errorf("%s(%s): error %v; want a LayoutError naming %s", fname, tt.t, err, tt.name)
			}
		}
	}
}

// TestGlobalSizeAlign checks that a declaration of an opaque struct has no
// bytes and that a definition of one is an error.
func TestGlobalSizeAlign(t *testing.T) {
	opaque := &types.StructType{TypeName: "struct.S", Opaque: true}
	decl := ir.NewGlobal("s", opaque)
	if size, align, err := irreader.GlobalSizeAlign(decl); err != nil || size != 0 || align != 1 {
		t.Errorf("GlobalSizeAlign(declaration of opaque) = %d, %d, %v; want 0, 1, nil", size, align, err)
	}
	def := ir.NewGlobalDef("s", constant.NewZeroInitializer(opaque))
	if _, _, err := irreader.GlobalSizeAlign(def); err == nil {
		t.Error("GlobalSizeAlign(definition of opaque) gave no error")
	}
	arr := ir.NewGlobalDef("a", constant.NewZeroInitializer(types.NewArray(3, types.X86_FP80)))
	if size, align, err := irreader.GlobalSizeAlign(arr); err != nil || size != 48 || align != 16 {
		t.Errorf("GlobalSizeAlign([3 x x86_fp80]) = %d, %d, %v; want 48, 16, nil", size, align, err)
	}
}

// TestParseUnsizedAccess checks that a load of a type the layout cannot
// size fails the parse with an error naming the function and the type.
func TestParseUnsizedAccess(t *testing.T) {
	src := `%struct.S = type opaque

define void @f(%struct.S* %p) {
entry:
  %v = load %struct.S, %struct.S* %p
  ret void
}
`
	_, err := irreader.Parse("unsized.ll", []byte(src))
	if err == nil || !strings.Contains(err.Error(), "function f") || !strings.Contains(err.Error(), "%struct.S") {
		t.Errorf("Parse: error %v; want one naming function f and %%struct.S", err)
	}
}
