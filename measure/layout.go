package measure

import (
	"fmt"

	"github.com/llir/llvm/ir/types"
)

// The sizes below follow the x86-64 data layout clang-14 writes into every
// module ("e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"),
// the only target the measure package builds for.

const (
	// pointerBytes is the size and alignment of a pointer.
	pointerBytes = 8
	// maxIntAlign is the largest ABI alignment of an integer (i64 and wider).
	maxIntAlign = 8
	// bitsPerByte converts bit sizes to byte sizes.
	bitsPerByte = 8
)

// storeSize returns the number of bytes a load or store of t touches (LLVM's
// DataLayout::getTypeStoreSize).
func storeSize(t types.Type) (int64, error) {
	switch t := t.(type) {
	case *types.IntType:
		return int64((t.BitSize + bitsPerByte - 1) / bitsPerByte), nil
	case *types.FloatType:
		return floatStoreSize(t)
	case *types.PointerType:
		return pointerBytes, nil
	case *types.MMXType:
		return 8, nil // x86_mmx is 64 bits
	case *types.VectorType:
		eb, err := elemBits(t.ElemType)
		if err != nil {
			return 0, err
		}
		if t.Scalable {
			return 0, fmt.Errorf("scalable vector type %s has no fixed size", t)
		}
		return int64((t.Len*eb + bitsPerByte - 1) / bitsPerByte), nil
	case *types.ArrayType, *types.StructType:
		return allocSize(t)
	}
	return 0, fmt.Errorf("type %s has no store size", t)
}

// allocSize returns the store size of t rounded up to its ABI alignment
// (DataLayout::getTypeAllocSize): the stride of t in an array.
func allocSize(t types.Type) (int64, error) {
	switch t := t.(type) {
	case *types.ArrayType:
		es, err := allocSize(t.ElemType)
		if err != nil {
			return 0, err
		}
		return int64(t.Len) * es, nil
	case *types.StructType:
		if t.Opaque {
			return 0, fmt.Errorf("opaque struct %s has no size", t)
		}
		off := int64(0)
		maxAlign := int64(1)
		for _, f := range t.Fields {
			a, err := abiAlign(f)
			if err != nil {
				return 0, err
			}
			if t.Packed {
				a = 1
			}
			maxAlign = max(maxAlign, a)
			off = roundUp(off, a)
			fs, err := allocSize(f)
			if err != nil {
				return 0, err
			}
			off += fs
		}
		return roundUp(off, maxAlign), nil
	}
	s, err := storeSize(t)
	if err != nil {
		return 0, err
	}
	a, err := abiAlign(t)
	if err != nil {
		return 0, err
	}
	return roundUp(s, a), nil
}

// abiAlign returns the ABI alignment of t in bytes.
func abiAlign(t types.Type) (int64, error) {
	switch t := t.(type) {
	case *types.IntType:
		s := int64((t.BitSize + bitsPerByte - 1) / bitsPerByte)
		return min(pow2Ceil(s), maxIntAlign), nil
	case *types.FloatType:
		if t.Kind == types.FloatKindX86_FP80 {
			return 16, nil // "f80:128" in the data layout
		}
		return floatStoreSize(t)
	case *types.PointerType:
		return pointerBytes, nil
	case *types.MMXType:
		return 8, nil
	case *types.VectorType:
		s, err := storeSize(t)
		if err != nil {
			return 0, err
		}
		return pow2Ceil(s), nil
	case *types.ArrayType:
		return abiAlign(t.ElemType)
	case *types.StructType:
		if t.Packed {
			return 1, nil
		}
		a := int64(1)
		for _, f := range t.Fields {
			fa, err := abiAlign(f)
			if err != nil {
				return 0, err
			}
			a = max(a, fa)
		}
		return a, nil
	}
	return 0, fmt.Errorf("type %s has no alignment", t)
}

func floatStoreSize(t *types.FloatType) (int64, error) {
	switch t.Kind {
	case types.FloatKindHalf:
		return 2, nil
	case types.FloatKindFloat:
		return 4, nil
	case types.FloatKindDouble:
		return 8, nil
	case types.FloatKindX86_FP80:
		return 10, nil
	case types.FloatKindFP128, types.FloatKindPPC_FP128:
		return 16, nil
	}
	return 0, fmt.Errorf("floating-point type %s has no size", t)
}

// elemBits returns the size in bits of a vector element.
func elemBits(t types.Type) (uint64, error) {
	switch t := t.(type) {
	case *types.IntType:
		return t.BitSize, nil
	case *types.PointerType:
		return pointerBytes * bitsPerByte, nil
	case *types.FloatType:
		s, err := floatStoreSize(t)
		if t.Kind == types.FloatKindX86_FP80 {
			return 80, nil
		}
		return uint64(s) * bitsPerByte, err
	}
	return 0, fmt.Errorf("vector element type %s has no size", t)
}

func roundUp(x, a int64) int64 { return (x + a - 1) / a * a }

func pow2Ceil(x int64) int64 {
	p := int64(1)
	for p < x {
		p *= 2
	}
	return p
}
