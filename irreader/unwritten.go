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
// global itself (a program's default or input kept in a global, where the
// optimiser cannot fold it). ok is false for any other global, and in a
// module that is not a whole program, where another unit might write it.
func (m *Module) Unwritten(g *ir.Global) (v int64, ok bool) {
	m.unwrittenOnce.Do(func() { m.unwritten = m.unwrittenGlobals() })
	v, ok = m.unwritten[g]
	return v, ok
}

// unwrittenGlobals returns the integer globals with a constant initializer
// that no code of a whole program writes, nil where the module is not a
// whole program: another unit might write them.
func (m *Module) unwrittenGlobals() map[*ir.Global]int64 {
	if f := m.Func("main"); f == nil || !f.Defined {
		return nil
	}
	cand := map[*ir.Global]int64{}
	for _, g := range m.LL.Globals {
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
	// passed, cast or kept in another global) may write it; so may any
	// use in a constant nested too deep to read.
	refs := func(v value.Value) {
		deep := !constLeaves(v, func(leaf value.Value) {
			switch x := leaf.(type) {
			case *ir.Global:
				delete(cand, x)
			case constant.Expression:
				// Any other expression: every global it names.
				text := x.Ident()
				for g := range cand {
					if strings.Contains(text, g.Ident()) {
						delete(cand, g)
					}
				}
			}
		})
		if deep {
			clear(cand)
		}
	}
	for _, g := range m.LL.Globals {
		if g.Init != nil {
			refs(g.Init)
		}
	}
	for _, f := range m.LL.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if ld, ok := in.(*ir.InstLoad); ok {
					if _, ok := ld.Src.(*ir.Global); ok {
						continue
					}
				}
				for _, op := range in.Operands() {
					refs(*op)
				}
			}
			if b.Term != nil {
				for _, op := range b.Term.Operands() {
					refs(*op)
				}
			}
		}
	}
	return cand
}
