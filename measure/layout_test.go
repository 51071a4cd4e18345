package measure

import (
	"testing"

	"github.com/llir/llvm/ir/types"
)

func TestSizes(t *testing.T) {
	i8, i32 := types.I8, types.I32
	tests := []struct {
		t            types.Type
		store, alloc int64
	}{
		{types.I1, 1, 1},
		{i32, 4, 4},
		{types.I64, 8, 8},
		{types.NewInt(24), 3, 4},
		{types.Double, 8, 8},
		{types.X86_FP80, 10, 16},
		{types.NewPointer(i32), 8, 8},
		{types.NewVector(4, types.Float), 16, 16},
		{types.NewVector(3, i32), 12, 16},
		{types.NewVector(8, types.I1), 1, 1},
		{types.NewArray(10, i32), 40, 40},
		{types.NewArray(2, types.X86_FP80), 32, 32},
		{types.NewStruct(i8, i32), 8, 8},
		{types.NewStruct(types.Double, i8), 16, 16},
		{&types.StructType{Packed: true, Fields: []types.Type{i8, i32}}, 5, 5},
	}
	for _, tt := range tests {
		s, err := storeSize(tt.t)
		if err != nil || s != tt.store {
			t.Errorf("storeSize(%s) = %d, %v; want %d", tt.t, s, err, tt.store)
		}
		a, err := allocSize(tt.t)
		if err != nil || a != tt.alloc {
			t.Errorf("allocSize(%s) = %d, %v; want %d", tt.t, a, err, tt.alloc)
		}
	}
	if _, err := storeSize(types.Void); err == nil {
		t.Error("storeSize(void) gave no error")
	}
}
