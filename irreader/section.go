package irreader

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
)

// Section is the class of ELF section clang-14 places a global variable in
// (LLVM's TargetLoweringObjectFile::getKindForGlobal, reduced to what the
// address layout needs).
type Section int

// The section classes.
const (
	// SectionOther: declarations, thread-locals, common symbols and
	// globals given an explicit section; their place is not known from the
	// module.
	SectionOther Section = iota
	// SectionBSS: writable globals whose initialiser is all zero (or undef).
	SectionBSS
	// SectionData: writable globals with any other initialiser.
	SectionData
	// SectionROData: constants.
	SectionROData
)

// GlobalSection returns the section class of g.
func GlobalSection(g *ir.Global) Section {
	switch {
	case g.Init == nil, g.TLSModel != enum.TLSModelNone, g.Section != "", g.Linkage == enum.LinkageCommon:
		return SectionOther
	case g.Immutable:
		return SectionROData
	case isNull(g.Init) && !Elided(g):
		return SectionBSS
	}
	return SectionData
}

// isNull reports whether c is all zero bits, or undefined.
func isNull(c constant.Constant) bool {
	switch c := c.(type) {
	case *constant.ZeroInitializer, *constant.Null, *constant.Undef, *constant.Poison:
		return true
	case *constant.Int:
		return c.X.Sign() == 0
	case *constant.Float:
		return !c.NaN && c.X.Sign() == 0 && !c.X.Signbit()
	case *constant.CharArray:
		for _, b := range c.X {
			if b != 0 {
				return false
			}
		}
		return true
	case *constant.Array:
		return allNull(c.Elems)
	case *constant.Struct:
		return allNull(c.Fields)
	case *constant.Vector:
		return allNull(c.Elems)
	}
	return false
}

func allNull(cs []constant.Constant) bool {
	for _, c := range cs {
		if !isNull(c) {
			return false
		}
	}
	return true
}

// OptNone reports whether f carries the optnone attribute, directly or
// through an attribute group: clang -O0 output, which the backend compiles
// with -O0 code generation and frame layout.
func OptNone(f *ir.Func) bool {
	for _, a := range f.FuncAttrs {
		switch a := a.(type) {
		case enum.FuncAttr:
			if a == enum.FuncAttrOptNone {
				return true
			}
		case *ir.AttrGroupDef:
			for _, b := range a.FuncAttrs {
				if b, ok := b.(enum.FuncAttr); ok && b == enum.FuncAttrOptNone {
					return true
				}
			}
		}
	}
	return false
}
