package irreader

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// The data layout below is the one every package of reusescope uses: LLVM 14's
// DataLayout rules applied to the x86-64 System V layout string clang-14
// writes into every module,
//
//	e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128
//
// with LLVM's defaults for everything the string leaves out (i1:8, i8:8,
// i16:16, i32:32, f16:16, f32:32, f64:64, f128:128, v64:64, v128:128, p:64:64,
// aggregates a:0:64).
//
// i128 has no entry of its own in that string. LLVM 14 aligns an integer
// width without an entry like the next wider integer that has one and, when
// there is none, like the widest (DataLayout::getAlignmentInfo); the widest is
// i64:64, so i128 (like i96 or i256) is 8-byte aligned. llc-14 folds
// "getelementptr ({i8, i128}, {i8, i128}* null, i32 0, i32 1)" to offset 8,
// and clang-14 lays out struct { char c; __int128 x; } (C alignment 16) as
// { i8, [15 x i8], i128 } with explicit padding for the same reason. The
// 16-byte C alignment of __int128 reaches the IR only as explicit "align 16"
// on allocas and globals; LLVM 18 added "i128:128" to the x86-64 string.

// addrSpace32 lists the address spaces whose pointers are 32 bits wide
// (p270 and p271: the 32-bit pointers of Microsoft's __ptr32).
var addrSpace32 = map[types.AddrSpace]bool{270: true, 271: true}

const (
	// pointerBytes is the size and ABI alignment of a pointer in the other
	// address spaces (p:64:64 and p272:64:64).
	pointerBytes = 8
	// pointer32Bytes is the size and ABI alignment of a p270 or p271 pointer.
	pointer32Bytes = 4
	// maxIntAlign is the ABI alignment of i64 ("i64:64") and of every wider integer.
	maxIntAlign = 8
	// fp80Align is the ABI alignment of x86_fp80 ("f80:128").
	fp80Align = 16
	// fp80Bits is the number of bits a load or store of x86_fp80 touches.
	fp80Bits = 80
	// mmxBytes is the size and alignment of x86_mmx (64 bits, "v64:64").
	mmxBytes = 8
	// bitsPerByte converts bit sizes to byte sizes.
	bitsPerByte = 8
)

// LayoutError reports a type the data layout gives no size or alignment:
// void, label, metadata, token and function types, opaque structs and
// scalable vectors, and aggregates holding one of them.
type LayoutError struct {
	Type   types.Type
	Reason string
}

// Error names the type and says why it has no size.
func (e *LayoutError) Error() string {
	return fmt.Sprintf("type %s has no size in the x86-64 data layout: %s", e.Type, e.Reason)
}

func noSize(t types.Type, reason string) error { return &LayoutError{Type: t, Reason: reason} }

// StoreSize returns the number of bytes a load or store of t touches
// (LLVM's DataLayout::getTypeStoreSize): 10 for x86_fp80, 3 for i24.
func StoreSize(t types.Type) (int64, error) {
	switch t := t.(type) {
	case *types.IntType:
		return bitsToBytes(int64(t.BitSize)), nil
	case *types.FloatType:
		bits, err := floatBits(t)
		return bitsToBytes(bits), err
	case *types.PointerType:
		return pointerSize(t), nil
	case *types.MMXType:
		return mmxBytes, nil
	case *types.VectorType:
		if t.Scalable {
			return 0, noSize(t, "a scalable vector has no fixed size")
		}
		eb, err := elemBits(t.ElemType)
		if err != nil {
			return 0, err
		}
		return bitsToBytes(int64(t.Len) * eb), nil
	case *types.ArrayType, *types.StructType:
		// An aggregate's size in bits is its allocation size.
		size, _, err := SizeAlign(t)
		return size, err
	}
	return 0, noSize(t, "not a type held in memory")
}

// AllocSize returns the number of bytes an object of type t occupies: its
// store size rounded up to its ABI alignment (DataLayout::getTypeAllocSize).
// It is the stride of t in an array and in a GEP, and the size of an alloca
// or a global of type t: 16 for x86_fp80, 4 for i24.
func AllocSize(t types.Type) (int64, error) {
	size, _, err := SizeAlign(t)
	return size, err
}

// ABIAlign returns the ABI alignment of t in bytes (DataLayout::getABITypeAlign).
func ABIAlign(t types.Type) (int64, error) {
	_, align, err := SizeAlign(t)
	return align, err
}

// SizeAlign returns the allocation size (AllocSize) and the ABI alignment
// (ABIAlign) of t in bytes.
func SizeAlign(t types.Type) (size, align int64, err error) {
	switch t := t.(type) {
	case *types.ArrayType:
		es, ea, err := SizeAlign(t.ElemType)
		if err != nil {
			return 0, 0, err
		}
		return int64(t.Len) * es, ea, nil
	case *types.StructType:
		return structLayout(t, -1)
	}
	if align, err = scalarAlign(t); err != nil {
		return 0, 0, err
	}
	s, err := StoreSize(t)
	if err != nil {
		return 0, 0, err
	}
	return roundUp(s, align), align, nil
}

// scalarAlign returns the ABI alignment of a type that is not an aggregate.
func scalarAlign(t types.Type) (int64, error) {
	switch t := t.(type) {
	case *types.IntType:
		return intAlign(int64(t.BitSize)), nil
	case *types.FloatType:
		if t.Kind == types.FloatKindX86_FP80 {
			return fp80Align, nil
		}
		bits, err := floatBits(t)
		return bitsToBytes(bits), err
	case *types.PointerType:
		return pointerSize(t), nil
	case *types.MMXType:
		return mmxBytes, nil
	case *types.VectorType:
		// v64:64 and v128:128 are the natural alignment too: a vector
		// is aligned to its store size rounded up to a power of two.
		s, err := StoreSize(t)
		if err != nil {
			return 0, err
		}
		return pow2Ceil(s), nil
	}
	return 0, noSize(t, "not a type held in memory")
}

// GlobalSizeAlign returns the allocation size and ABI alignment of the
// content type of global g (not raised to g's explicit "align"). A
// declaration of a type the layout cannot size (an opaque struct: "extern
// struct S s;" with S incomplete) is 0 bytes aligned to 1, since the module
// neither defines nor lays out the object; a definition of such a type is an
// error.
func GlobalSizeAlign(g *ir.Global) (size, align int64, err error) {
	size, align, err = SizeAlign(g.ContentType)
	if err != nil && g.Init == nil {
		return 0, 1, nil
	}
	return size, align, err
}

// FieldOffset returns the byte offset of field i of struct t (the
// StructLayout of LLVM: each field at the next multiple of its ABI alignment,
// or packed with no padding in a packed struct).
func FieldOffset(t *types.StructType, i int) (int64, error) {
	if i < 0 || i >= len(t.Fields) {
		return 0, fmt.Errorf("field %d of %s: out of range (%d fields)", i, t, len(t.Fields))
	}
	_, off, err := structLayout(t, i)
	return off, err
}

// GEPStep is one index n of a getelementptr whose indexed type so far is
// cur: the first index (first) steps over whole cur objects, a later one
// into cur, an array or vector element or a struct field. It returns the
// type the next index steps into and the bytes this one adds; an error for
// a type the data layout cannot size or a field out of range.
func GEPStep(cur types.Type, n int64, first bool) (types.Type, int64, error) {
	if !first {
		switch ct := cur.(type) {
		case *types.ArrayType:
			cur = ct.ElemType
		case *types.VectorType:
			cur = ct.ElemType
		case *types.StructType:
			if n < 0 || n >= int64(len(ct.Fields)) {
				return nil, 0, fmt.Errorf("field %d of %s: out of range (%d fields)", n, ct, len(ct.Fields))
			}
			off, err := FieldOffset(ct, int(n))
			return ct.Fields[n], off, err
		default:
			return nil, 0, fmt.Errorf("getelementptr steps into %s, which is not an aggregate", cur)
		}
	}
	size, err := AllocSize(cur)
	return cur, n * size, err
}

// AggregateOffset returns the byte offset of the element that indices
// (extractvalue's and insertvalue's) name in an aggregate of type t.
func AggregateOffset(t types.Type, indices []uint64) (int64, error) {
	off := int64(0)
	for _, i := range indices {
		next, d, err := GEPStep(t, int64(i), false)
		if err != nil {
			return 0, err
		}
		t, off = next, off+d
	}
	return off, nil
}

// structLayout lays out struct t. With field < 0 it returns t's allocation
// size and ABI alignment; else its second result is the offset of that field.
func structLayout(t *types.StructType, field int) (size, alignOrOffset int64, err error) {
	if t.Opaque {
		return 0, 0, noSize(t, "an opaque struct has no fields")
	}
	off, maxAlign := int64(0), int64(1)
	for k, f := range t.Fields {
		fs, fa, err := SizeAlign(f)
		if err != nil {
			return 0, 0, err
		}
		if t.Packed {
			fa = 1
		}
		off = roundUp(off, fa)
		if k == field {
			return 0, off, nil
		}
		off += fs
		maxAlign = max(maxAlign, fa)
	}
	return roundUp(off, maxAlign), maxAlign, nil
}

// intAlign returns the ABI alignment of an integer of the given width: that
// of the narrowest of i1, i8, i16, i32 and i64 at least as wide, else i64's.
func intAlign(bits int64) int64 {
	return min(pow2Ceil(bitsToBytes(bits)), maxIntAlign)
}

// floatBits returns the number of bits a floating-point value holds.
func floatBits(t *types.FloatType) (int64, error) {
	switch t.Kind {
	case types.FloatKindHalf:
		return 16, nil
	case types.FloatKindFloat:
		return 32, nil
	case types.FloatKindDouble:
		return 64, nil
	case types.FloatKindX86_FP80:
		return fp80Bits, nil
	case types.FloatKindFP128, types.FloatKindPPC_FP128:
		return 128, nil
	}
	return 0, noSize(t, "unknown floating-point kind")
}

// elemBits returns the size in bits of a vector element
// (DataLayout::getTypeSizeInBits).
func elemBits(t types.Type) (int64, error) {
	switch t := t.(type) {
	case *types.IntType:
		return int64(t.BitSize), nil
	case *types.PointerType:
		return pointerSize(t) * bitsPerByte, nil
	case *types.FloatType:
		return floatBits(t)
	}
	return 0, noSize(t, "not a vector element type")
}

func pointerSize(t *types.PointerType) int64 {
	if addrSpace32[t.AddrSpace] {
		return pointer32Bytes
	}
	return pointerBytes
}

func bitsToBytes(bits int64) int64 { return (bits + bitsPerByte - 1) / bitsPerByte }

func roundUp(x, a int64) int64 { return (x + a - 1) / a * a }

func pow2Ceil(x int64) int64 {
	p := int64(1)
	for p < x {
		p *= 2
	}
	return p
}
