package statictrace

import (
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/reusescope/reusescope/irreader"
)

// image is what memory holds before the program writes to it, for the
// memory of numbers (intmem.go): the initialisers of the globals, at the
// addresses the layout gives them, and the zeroes of the blocks calloc
// returns. Other bytes (the stack, malloc's blocks) are unknown until
// written.
type image struct {
	regions []imageRegion // sorted by address, disjoint
}

// imageRegion is one object of the image: a global (g) or a zeroed block
// (g nil).
type imageRegion struct {
	addr, size uint64
	g          *ir.Global
}

// indexImage builds t.image: every global with an initialiser (unless
// code runs before the root, which may change them: only constants then;
// that is C++'s constructors before main, and whatever called a root
// other than main, as main's set-up before the kernel --func names) and
// every calloc block placed (a program that frees keeps no memory of
// numbers when it callocs: intGate).
func (t *Trace) indexImage() {
	im := &image{}
	before := t.ctors || t.in.Root == nil || t.in.Root.Name != "main"
	for g, addr := range t.layout.globals {
		if g.Init == nil || before && !g.Immutable {
			continue
		}
		size, _, err := irreader.GlobalSizeAlign(g)
		if err != nil || size <= 0 {
			continue
		}
		im.regions = append(im.regions, imageRegion{addr: addr, size: uint64(size), g: g})
	}
	for _, b := range t.HeapBlocks() {
		if b.Zeroed && b.Size > 0 {
			im.regions = append(im.regions, imageRegion{addr: b.Addr, size: b.Size})
		}
	}
	sort.Slice(im.regions, func(i, j int) bool { return im.regions[i].addr < im.regions[j].addr })
	// Overlaps (two blocks at one address): neither is trusted.
	out := im.regions[:0]
	for i, r := range im.regions {
		if i > 0 && im.regions[i-1].addr+im.regions[i-1].size > r.addr {
			if len(out) > 0 && out[len(out)-1] == im.regions[i-1] {
				out = out[:len(out)-1]
			}
			continue
		}
		out = append(out, r)
	}
	im.regions = out
	t.image = im
}

// byteAt returns the byte the image holds at p.
func (im *image) byteAt(p uint64) (byte, bool) {
	if im == nil {
		return 0, false
	}
	i := sort.Search(len(im.regions), func(i int) bool { return im.regions[i].addr > p }) - 1
	if i < 0 || p >= im.regions[i].addr+im.regions[i].size {
		return 0, false
	}
	r := im.regions[i]
	if r.g == nil {
		return 0, true
	}
	return constByte(r.g.Init, int64(p-r.addr), 0)
}

// constByte returns byte off of constant c as it lies in memory (little
// endian), for integers, arrays, vectors and structs of them, strings and
// zero initialisers; other constants (floats, addresses) are unknown.
func constByte(c constant.Constant, off int64, depth int) (byte, bool) {
	if depth > 16 || off < 0 {
		return 0, false
	}
	switch x := c.(type) {
	case *constant.ZeroInitializer:
		return 0, true
	case *constant.Null:
		return 0, true
	case *constant.Int:
		size := (int64(x.Typ.BitSize) + 7) / 8
		if off >= size {
			return 0, false
		}
		if x.X.BitLen() > 64 && x.X.Sign() > 0 {
			return 0, false
		}
		return byte(uint64(x.X.Int64()) >> (8 * uint(off))), true
	case *constant.CharArray:
		if off >= int64(len(x.X)) {
			return 0, false
		}
		return x.X[off], true
	case *constant.Array:
		return elemByte(x.Typ.ElemType, x.Elems, off, depth)
	case *constant.Vector:
		return elemByte(x.Typ.ElemType, x.Elems, off, depth)
	case *constant.Struct:
		st := x.Typ
		for i := len(x.Fields) - 1; i >= 0; i-- {
			fo, err := irreader.FieldOffset(st, i)
			if err != nil {
				return 0, false
			}
			if off >= fo {
				return constByte(x.Fields[i], off-fo, depth+1)
			}
		}
	}
	return 0, false
}

// elemByte is constByte within an array or vector of elem.
func elemByte(elem types.Type, elems []constant.Constant, off int64, depth int) (byte, bool) {
	size, err := irreader.AllocSize(elem)
	if err != nil || size <= 0 {
		return 0, false
	}
	i := off / size
	if i >= int64(len(elems)) {
		return 0, false
	}
	return constByte(elems[i], off%size, depth+1)
}
