package irreader

import (
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// throwFuncs are the functions a C++ throw calls: a throw expression
// (__cxa_throw, with the thrown type's typeinfo as second argument), a
// rethrow (throw;) and std::rethrow_exception. None returns.
var throwFuncs = map[string]bool{"__cxa_throw": true, "__cxa_rethrow": true, "_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE": true}

// IsThrow reports whether a call of the function name throws a C++
// exception: it never returns, it unwinds.
func IsThrow(name string) bool { return throwFuncs[name] }

// InvokesThrow reports whether the invoke t calls a function that always
// throws (IsThrow): its unwind edge is taken at every run, its normal
// destination never.
func InvokesThrow(t *ir.TermInvoke) bool {
	f, ok := StripPtrCasts(t.Invokee).(*ir.Func)
	return ok && IsThrow(f.Name())
}

// maxTypeDepth bounds the typeinfo initialisers typeBases looks through
// (a class's typeinfo names its bases' typeinfos, one level per base).
const maxTypeDepth = 64

// TypeBases lists the typeinfo t and those of its base classes, which a
// catch of any of them catches: the typeinfo globals (_ZTI...) its
// initialiser names, followed recursively. A typeinfo only declared in the
// module (a library class's) names no bases.
func TypeBases(m *ir.Module, t string) []string {
	globals := map[string]*ir.Global{}
	for _, g := range m.Globals {
		if strings.HasPrefix(g.Name(), "_ZTI") {
			globals[g.Name()] = g
		}
	}
	out := []string{t}
	var visit func(c value.Value, depth int)
	visit = func(c value.Value, depth int) {
		if depth > maxTypeDepth {
			return
		}
		switch x := c.(type) {
		case *ir.Global:
			if g := globals[x.Name()]; g != nil && !slices.Contains(out, x.Name()) {
				out = append(out, x.Name())
				if g.Init != nil {
					visit(g.Init, depth+1)
				}
			}
		case *constant.Struct:
			for _, f := range x.Fields {
				visit(f, depth+1)
			}
		case *constant.Array:
			for _, e := range x.Elems {
				visit(e, depth+1)
			}
		case *constant.ExprBitCast:
			visit(x.From, depth+1)
		case *constant.ExprGetElementPtr:
			visit(x.Src, depth+1)
		}
	}
	if g := globals[t]; g != nil && g.Init != nil {
		visit(g.Init, 0)
	}
	return out
}
