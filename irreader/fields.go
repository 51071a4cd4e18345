package irreader

import (
	"strings"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// structDI maps the name of each struct, class or union the debug info
// describes (and of each typedef of one) to its type; a name two
// different types share maps to nil.
type structDI struct {
	once   sync.Once
	byName map[string]*metadata.DICompositeType
}

// structDIs holds each module's table (made on first use).
var structDIs sync.Map // *Module -> *structDI

func (m *Module) structs() map[string]*metadata.DICompositeType {
	v, _ := structDIs.LoadOrStore(m, &structDI{})
	sd := v.(*structDI)
	sd.once.Do(func() {
		sd.byName = map[string]*metadata.DICompositeType{}
		add := func(name string, c *metadata.DICompositeType) {
			if name == "" || c == nil || c.Elements == nil {
				return
			}
			if old, ok := sd.byName[name]; ok && old != c {
				sd.byName[name] = nil
				return
			}
			sd.byName[name] = c
		}
		if m.LL == nil {
			return
		}
		for _, d := range m.LL.MetadataDefs {
			switch x := d.(type) {
			case *metadata.DICompositeType:
				switch x.Tag {
				case enum.DwarfTagStructureType, enum.DwarfTagClassType, enum.DwarfTagUnionType:
					add(x.Name, x)
				}
			case *metadata.DIDerivedType:
				if x.Tag == enum.DwarfTagTypedef {
					if c, ok := x.BaseType.(*metadata.DICompositeType); ok {
						add(x.Name, c)
					}
				}
			}
		}
	})
	return sd.byName
}

// FieldName returns the source name of the struct member a pointer
// addresses: a getelementptr (instruction or constant expression) that
// steps from a pointer to a struct to one of its members by constant
// indices, the member found in the debug info by the struct's name and
// the member's byte offset ("iters" for &c->iters). "" when the pointer
// is no such step or the debug info does not name the member.
func (m *Module) FieldName(ptr value.Value) string {
	elem, idx, ok := GEPParts(StripPtrCasts(ptr))
	if !ok || len(idx) < 2 {
		return ""
	}
	// Step to the last struct on the path; its member is the last index.
	cur := elem
	var st *types.StructType
	var base int64
	for i, ix := range idx {
		n, ok := constIndex(ix)
		if !ok {
			return ""
		}
		if s, ok := cur.(*types.StructType); ok && i > 0 {
			st = s
			_, off, err := GEPStep(cur, n, false)
			if err != nil {
				return ""
			}
			base = off
			if i != len(idx)-1 {
				st = nil // a member of a member: look at the innermost
			}
		}
		next, _, err := GEPStep(cur, n, i == 0)
		if err != nil {
			return ""
		}
		cur = next
	}
	if st == nil {
		return ""
	}
	c := m.structs()[structName(st.TypeName)]
	if c == nil {
		return ""
	}
	for _, f := range c.Elements.Fields {
		d, ok := f.(*metadata.DIDerivedType)
		if ok && d.Tag == enum.DwarfTagMember && d.Flags&enum.DIFlagStaticMember == 0 && int64(d.Offset) == 8*base {
			return d.Name
		}
	}
	return ""
}

// GEPParts returns the element type and the indices of a getelementptr,
// an instruction or a constant expression; ok false for any other value.
func GEPParts(v value.Value) (elem types.Type, idx []value.Value, ok bool) {
	switch x := v.(type) {
	case *ir.InstGetElementPtr:
		return x.ElemType, x.Indices, true
	case *constant.ExprGetElementPtr:
		for _, c := range x.Indices {
			idx = append(idx, c)
		}
		return x.ElemType, idx, true
	}
	return nil, nil, false
}

// constIndex returns the value of a constant getelementptr index.
func constIndex(v value.Value) (int64, bool) {
	v = ArgValue(v)
	if ci, ok := v.(*constant.Index); ok {
		v = ci.Constant
	}
	c, ok := v.(*constant.Int)
	if !ok || !c.X.IsInt64() {
		return 0, false
	}
	return c.X.Int64(), true
}

// structName returns the source name of an LLVM struct type name:
// "struct.Config" and "class.ns::Grid.12" are Config and ns::Grid.
func structName(name string) string {
	for _, p := range []string{"struct.", "class.", "union."} {
		if strings.HasPrefix(name, p) {
			name = name[len(p):]
			break
		}
	}
	if i := strings.LastIndexByte(name, '.'); i > 0 && strings.Trim(name[i+1:], "0123456789") == "" && i+1 < len(name) {
		name = name[:i]
	}
	if i := strings.LastIndex(name, "::"); i >= 0 {
		name = name[i+2:] // the debug info names a type without its scope
	}
	return name
}

// fragmentMember returns the name of the member of the struct type typ
// that a debug expression's DW_OP_LLVM_fragment (bit offset, bit size)
// covers exactly, "" when there is none.
func fragmentMember(typ metadata.Field, expr *metadata.DIExpression) string {
	f := expr.Fields
	var off, size uint64
	found := false
	for i := 0; i+2 < len(f); i++ {
		if op, ok := f[i].(enum.DwarfOp); ok && op == enum.DwarfOpLLVMFragment {
			o, ok1 := f[i+1].(metadata.UintLit)
			n, ok2 := f[i+2].(metadata.UintLit)
			if !ok1 || !ok2 {
				return ""
			}
			off, size, found = uint64(o), uint64(n), true
		}
	}
	if !found {
		return ""
	}
	for depth := 0; depth < 16 && typ != nil; depth++ {
		switch t := typ.(type) {
		case *metadata.DIDerivedType:
			if t.Tag != enum.DwarfTagTypedef && t.Tag != enum.DwarfTagConstType && t.Tag != enum.DwarfTagVolatileType {
				return ""
			}
			typ = t.BaseType
		case *metadata.DICompositeType:
			if t.Elements == nil || t.Tag != enum.DwarfTagStructureType && t.Tag != enum.DwarfTagClassType {
				return ""
			}
			for _, e := range t.Elements.Fields {
				d, ok := e.(*metadata.DIDerivedType)
				if ok && d.Tag == enum.DwarfTagMember && d.Flags&enum.DIFlagStaticMember == 0 && d.Offset == off && d.Size == size {
					return d.Name
				}
			}
			return ""
		default:
			return ""
		}
	}
	return ""
}
