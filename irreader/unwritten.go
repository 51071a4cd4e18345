package irreader

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Unwritten returns the value of global g for the whole run where no code
// of a whole program (the module defines main) writes it: an integer
// global with a constant initializer whose every use is a load of the
// global itself (an input kept in a global so that the optimiser does not
// fold it: int fact_arg = 10). ok is false for any other global, and in a
// module that is not a whole program, where another unit might write it.
func (m *Module) Unwritten(g *ir.Global) (v int64, ok bool) {
	m.unwrittenOnce.Do(func() { m.unwritten = unwrittenGlobals(m.LL) })
	v, ok = m.unwritten[g]
	return v, ok
}

// unwrittenGlobals returns the integer globals with a constant initializer
// that no code of a whole program writes, nil where the module is not a
// whole program: another unit might write them.
func unwrittenGlobals(m *ir.Module) map[*ir.Global]int64 {
	whole := false
	for _, f := range m.Funcs {
		whole = whole || f.Name() == "main" && len(f.Blocks) > 0
	}
	if !whole {
		return nil
	}
	cand := map[*ir.Global]int64{}
	for _, g := range m.Globals {
		if g.Immutable {
			continue // a constant: loads of it fold already
		}
		switch x := g.Init.(type) {
		case *constant.Int:
			if x.X.IsInt64() {
				cand[g] = x.X.Int64()
			}
		case *constant.ZeroInitializer:
			if _, ok := g.ContentType.(*types.IntType); ok {
				cand[g] = 0
			}
		}
	}
	if len(cand) == 0 {
		return nil
	}
	// Any use other than a load of the global itself (a store, its address
	// passed, cast or kept in another global) may write it.
	var refs func(v value.Value, depth int)
	refs = func(v value.Value, depth int) {
		switch x := v.(type) {
		case *ir.Global:
			delete(cand, x)
		case *constant.ExprGetElementPtr:
			refs(x.Src, depth+1)
		case *constant.ExprBitCast:
			refs(x.From, depth+1)
		case *constant.ExprAddrSpaceCast:
			refs(x.From, depth+1)
		case *constant.ExprPtrToInt:
			refs(x.From, depth+1)
		case constant.Expression:
			// Any other expression: every global it names.
			text := x.Ident()
			for g := range cand {
				if strings.Contains(text, g.Ident()) {
					delete(cand, g)
				}
			}
		case *constant.Struct:
			for _, f := range x.Fields {
				refs(f, depth+1)
			}
		case *constant.Array:
			for _, e := range x.Elems {
				refs(e, depth+1)
			}
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			refs(g.Init, 0)
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if ld, ok := in.(*ir.InstLoad); ok {
					if _, ok := ld.Src.(*ir.Global); ok {
						continue
					}
				}
				for _, op := range in.Operands() {
					refs(*op, 0)
				}
			}
			if b.Term != nil {
				for _, op := range b.Term.Operands() {
					refs(*op, 0)
				}
			}
		}
	}
	return cand
}
