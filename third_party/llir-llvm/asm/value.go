package asm

import (
	"fmt"

	"github.com/llir/ll/ast"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/pkg/errors"
)

// irValue translates the AST value into an equivalent IR value.
func (fgen *funcGen) irValue(typ types.Type, old ast.Value) (value.Value, error) {
	switch old := old.(type) {
	case *ast.GlobalIdent:
		ident := globalIdent(*old)
		v, ok := fgen.gen.new.globals[ident]
		if !ok {
			line, _ := old.LlvmNode().LineColumn()
			return nil, errors.Errorf("line %d: unable to locate global identifier %q", line, ident.Ident())
		}
		return v, nil
	case *ast.LocalIdent:
		ident := localIdent(*old)
		v, ok := fgen.locals[ident]
		if !ok {
			line, _ := old.LlvmNode().LineColumn()
			return nil, errors.Errorf("line %d: unable to locate local identifier %q of %q", line, ident.Ident(), fgen.f.Ident())
		}
		// fork: the type written before a local's name must be the type it
		// is defined with, as LLVM's parser requires ("'%7' defined with
		// type 'i32*' but expected 'i64*'"): upstream took the local and
		// ignored the written type, so a mistyped operand went unnoticed.
		if typ != nil && v.Type() != nil && !types.Equal(v.Type(), typ) {
			line, _ := old.LlvmNode().LineColumn()
			return nil, errors.Errorf("line %d: '%s' defined with type '%s' but expected '%s'", line, ident.Ident(), v.Type(), typ)
		}
		return v, nil
	case *ast.InlineAsm:
		return irInlineAsm(typ, old), nil
	case ast.Constant:
		return fgen.gen.irConstant(typ, old)
	default:
		panic(fmt.Errorf("support for AST value %T not yet implemented", old))
	}
}

// irTypeConst translates the AST type-value pair into an equivalent IR value.
func (fgen *funcGen) irTypeValue(old ast.TypeValue) (value.Value, error) {
	// Type.
	typ, err := fgen.gen.irType(old.Typ())
	if err != nil {
		return nil, errors.WithStack(err)
	}
	// Value.
	return fgen.irValue(typ, old.Val())
}
