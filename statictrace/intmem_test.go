package statictrace

import (
	"math/rand"
	"testing"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
)

// TestMemoryBytes holds the memory of numbers to a plain array of bytes
// with a known flag each: random stores and reads of 1, 2, 4 and 8 bytes
// at any alignment, known and unknown, over words they share or straddle,
// read back little endian; bytes never written read from the image (here
// a zeroed block over half the range).
func TestMemoryBytes(t *testing.T) {
	const base, size = 0x1000, 64
	rng := rand.New(rand.NewSource(1))
	m := &Memory{words: map[uint64]memWord{}, image: &image{regions: []imageRegion{{addr: base, size: size / 2}}}}
	var val [size]byte
	var known, written [size]bool
	for i := 0; i < size/2; i++ {
		known[i] = true // the zeroed block: known zeroes until written
	}
	for step := 0; step < 20000; step++ {
		n := int64(1) << rng.Intn(4)
		off := rng.Int63n(size - n + 1)
		if rng.Intn(2) == 0 {
			v, ok := rng.Uint64(), rng.Intn(5) > 0
			m.write(base+uint64(off), n, v, ok)
			for i := int64(0); i < n; i++ {
				val[off+i] = byte(v >> (8 * i))
				known[off+i], written[off+i] = ok, true
			}
			continue
		}
		got, ok := m.read(base+uint64(off), n)
		want, wantOK := uint64(0), true
		for i := int64(0); i < n; i++ {
			if !known[off+i] {
				wantOK = false
			}
			want |= uint64(val[off+i]) << (8 * i)
		}
		if ok != wantOK || ok && got != want {
			t.Fatalf("step %d: read %d bytes at +%d = %#x, %v; want %#x, %v", step, n, off, got, ok, want, wantOK)
		}
	}
}

// TestConstByte reads a global's initialiser as memory holds it: an array
// of structs of an i8, padding and an i32, a string, and zeroes.
func TestConstByte(t *testing.T) {
	st := types.NewStruct(types.I8, types.I32)
	arr := constant.NewArray(types.NewArray(2, st),
		constant.NewStruct(st, constant.NewInt(types.I8, 7), constant.NewInt(types.I32, -2)),
		constant.NewStruct(st, constant.NewInt(types.I8, 1), constant.NewInt(types.I32, 0x01020304)))
	want := map[int64]int{0: 7, 1: -1, 4: 0xfe, 5: 0xff, 7: 0xff, 8: 1, 12: 4, 13: 3, 15: 1, 16: -1}
	for off, w := range want {
		b, ok := constByte(arr, off, 0)
		if w < 0 {
			if ok {
				t.Errorf("byte %d: %#x, want unknown (padding or out of range)", off, b)
			}
			continue
		}
		if !ok || int(b) != w {
			t.Errorf("byte %d: %#x %v, want %#x", off, b, ok, w)
		}
	}
	if b, ok := constByte(constant.NewCharArrayFromString("ab"), 1, 0); !ok || b != 'b' {
		t.Errorf("string byte 1: %q %v", b, ok)
	}
	if b, ok := constByte(constant.NewZeroInitializer(types.NewArray(8, types.I64)), 60, 0); !ok || b != 0 {
		t.Errorf("zero byte: %#x %v", b, ok)
	}
}

// TestWrapTo: results wrap at their type's width, held sign-extended.
func TestWrapTo(t *testing.T) {
	for _, c := range []struct {
		ty   types.Type
		v    int64
		want int64
	}{
		{types.I32, 1 << 32, 0},
		{types.I32, 0xffffffff, -1},
		{types.I32, 1103515245 * 12345, -740563387}, // (1103515245 * 12345) mod 2^32, as an int32
		{types.I8, 255, -1},
		{types.I1, 3, 1},
		{types.I64, -5, -5},
	} {
		if got := wrapTo(c.ty, c.v); got != c.want {
			t.Errorf("wrapTo(%v, %d) = %d, want %d", c.ty, c.v, got, c.want)
		}
	}
	if m := unsignedMask(types.I16); m != 0xffff {
		t.Errorf("unsignedMask(i16) = %#x", m)
	}
}
