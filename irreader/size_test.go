package irreader_test

import (
	"testing"

	"github.com/llir/llvm/ir/types"

	"github.com/reusescope/reusescope/irreader"
)

// TestSizeAlign checks SizeOf and SizeAlign against sizes and alignments worked
// out by hand from the x86-64 data layout clang-14 emits
// ("e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128")
// and the System V psABI. Struct rows were cross-checked with clang-14's own
// sizeof of the matching C struct (given in the comment).
func TestSizeAlign(t *testing.T) {
	f80 := &types.FloatType{Kind: types.FloatKindX86_FP80}
	half := &types.FloatType{Kind: types.FloatKindHalf}
	ptr := types.NewPointer(types.I32)
	packed := types.NewStruct(types.I8, types.I32)
	packed.Packed = true
	tests := []struct {
		name        string
		t           types.Type
		size, align int64
	}{
		{"i1", types.I1, 1, 1},
		{"i8", types.I8, 1, 1},
		{"i16", types.I16, 2, 2},
		{"i24 (rounded up to the next power-of-two integer)", types.NewInt(24), 4, 4},
		{"i32", types.I32, 4, 4},
		{"i64", types.I64, 8, 8},
		{"i128 (__int128)", types.I128, 16, 16},
		{"half", half, 2, 2},
		{"float", types.Float, 4, 4},
		{"double", types.Double, 8, 8},
		{"x86_fp80 (10 bytes stored in 16, f80:128)", f80, 16, 16},
		{"i32*", ptr, 8, 8},
		{"double**", types.NewPointer(types.NewPointer(types.Double)), 8, 8},
		{"[10 x i32]", types.NewArray(10, types.I32), 40, 4},
		{"[0 x double]", types.NewArray(0, types.Double), 0, 8},
		{"[3 x x86_fp80]", types.NewArray(3, f80), 48, 16},
		{"[100 x [200 x i32]]", types.NewArray(100, types.NewArray(200, types.I32)), 80000, 4},
		{"[40 x [40 x double]]", types.NewArray(40, types.NewArray(40, types.Double)), 12800, 8},
		{"[2 x [3 x [4 x i8]]]", types.NewArray(2, types.NewArray(3, types.NewArray(4, types.I8))), 24, 1},
		// struct { char c; double d; int i; }: 1 + 7 pad + 8 + 4 + 4 tail pad = 24.
		{"{ i8, double, i32 }", types.NewStruct(types.I8, types.Double, types.I32), 24, 8},
		// struct { int i; char c; }: 4 + 1 + 3 tail pad = 8.
		{"{ i32, i8 }", types.NewStruct(types.I32, types.I8), 8, 4},
		// struct { char a, b, c; }: no padding.
		{"{ i8, i8, i8 }", types.NewStruct(types.I8, types.I8, types.I8), 3, 1},
		// struct { char c; long double d; }: 1 + 15 pad + 16 = 32.
		{"{ i8, x86_fp80 }", types.NewStruct(types.I8, f80), 32, 16},
		// struct { long a; __int128 b; } as clang-14 emits it, with explicit padding.
		{"{ i64, [8 x i8], i128 }", types.NewStruct(types.I64, types.NewArray(8, types.I8), types.I128), 32, 16},
		// struct { char c; int *p; short s[3]; }: 1 + 7 + 8 + 6 + 2 tail = 24.
		{"{ i8, i32*, [3 x i16] }", types.NewStruct(types.I8, ptr, types.NewArray(3, types.I16)), 24, 8},
		// struct { char c; struct { char c; double d; int i; } s; }: 1 + 7 + 24 = 32.
		{"{ i8, { i8, double, i32 } }", types.NewStruct(types.I8, types.NewStruct(types.I8, types.Double, types.I32)), 32, 8},
		// __attribute__((packed)) struct { char c; int i; }: 5, alignment 1.
		{"<{ i8, i32 }>", packed, 5, 1},
		{"[4 x <{ i8, i32 }>]", types.NewArray(4, packed), 20, 1},
		{"{}", types.NewStruct(), 0, 1},
		// Vectors are padded to a power of two: <3 x float> takes 16 bytes.
		{"<4 x float>", types.NewVector(4, types.Float), 16, 16},
		{"<3 x float>", types.NewVector(3, types.Float), 16, 16},
		{"<2 x double>", types.NewVector(2, types.Double), 16, 16},
	}
	for _, tt := range tests {
		size, align := irreader.SizeAlign(tt.t)
		if size != tt.size || align != tt.align {
			t.Errorf("SizeAlign(%s) = %d, %d; want %d, %d", tt.name, size, align, tt.size, tt.align)
		}
		if s := irreader.SizeOf(tt.t); s != tt.size {
			t.Errorf("SizeOf(%s) = %d; want %d", tt.name, s, tt.size)
		}
	}
}

// TestFieldOffset checks struct field offsets against hand-computed layouts.
func TestFieldOffset(t *testing.T) {
	f80 := &types.FloatType{Kind: types.FloatKindX86_FP80}
	packed := types.NewStruct(types.I8, types.I32, types.I16)
	packed.Packed = true
	tests := []struct {
		name string
		s    *types.StructType
		want []int64
	}{
		{"{ i8, double, i32 }", types.NewStruct(types.I8, types.Double, types.I32), []int64{0, 8, 16}},
		{"{ i8, i16, i8, i32 }", types.NewStruct(types.I8, types.I16, types.I8, types.I32), []int64{0, 2, 4, 8}},
		{"{ i8, x86_fp80, i8 }", types.NewStruct(types.I8, f80, types.I8), []int64{0, 16, 32}},
		{"<{ i8, i32, i16 }>", packed, []int64{0, 1, 5}},
		{"{ i8, [3 x i16], i64 }", types.NewStruct(types.I8, types.NewArray(3, types.I16), types.I64), []int64{0, 2, 8}},
	}
	for _, tt := range tests {
		for i, w := range tt.want {
			if got := irreader.FieldOffset(tt.s, i); got != w {
				t.Errorf("FieldOffset(%s, %d) = %d; want %d", tt.name, i, got, w)
			}
		}
	}
}
