package probs

import (
	"reflect"

	"github.com/yuin/gopher-lua/ast"
)

var (
	exprType = reflect.TypeFor[ast.Expr]()
	stmtType = reflect.TypeFor[ast.Stmt]()
)

// tooDeep reports whether the syntax tree nests expressions and statements
// more than limit levels deep, and the source line where it does. It walks
// the tree by reflection so that every node type of gopher-lua's ast counts,
// and stops descending at the limit, so its own recursion stays bounded.
func tooDeep(chunk []ast.Stmt, limit int) (line int, deep bool) {
	var walk func(v reflect.Value, depth int) bool
	walk = func(v reflect.Value, depth int) bool {
		switch v.Kind() {
		case reflect.Interface:
			if v.IsNil() {
				return false
			}
			return walk(v.Elem(), depth)
		case reflect.Pointer:
			if v.IsNil() {
				return false
			}
			if v.Type().Implements(exprType) || v.Type().Implements(stmtType) {
				depth++
				if depth > limit {
					if v.CanInterface() {
						if p, ok := v.Interface().(ast.PositionHolder); ok {
							line = p.Line()
						}
					}
					return true
				}
			}
			return walk(v.Elem(), depth)
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if walk(v.Field(i), depth) {
					return true
				}
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				if walk(v.Index(i), depth) {
					return true
				}
			}
		}
		return false
	}
	deep = walk(reflect.ValueOf(chunk), 0)
	return line, deep
}
