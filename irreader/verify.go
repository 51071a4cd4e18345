package irreader

import (
	"fmt"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/internal/dom"
)

// verify checks what the analyses rely on and LLVM's verifier would
// reject, so that invalid IR is an error naming its line instead of a
// confident result: a load's, store's or getelementptr's element type is
// the pointee of its pointer (typed pointers: "explicit pointee type
// doesn't match"); a phi's incoming values have its type and name each
// predecessor of its block once, and only those; the two operands of a
// binary operation or a compare have one type; a conditional branch tests
// an i1 (or a vector of them for a select); a direct call passes its
// function's parameters (callSignature); every use of a value lies where
// its definition dominates it (verifyDominance). src is the module text,
// to name the line.
func verify(ll *ir.Module, src []byte) error {
	for _, f := range ll.Funcs {
		preds := map[*ir.Block][]*ir.Block{}
		for _, b := range f.Blocks {
			if b.Term == nil {
				continue
			}
			for _, s := range b.Term.Succs() {
				if !slices.Contains(preds[s], b) {
					preds[s] = append(preds[s], b)
				}
			}
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if why := verifyInst(in, b, preds[b]); why != "" {
					return verifyError(f, in, why, src)
				}
			}
			if br, ok := b.Term.(*ir.TermCondBr); ok && !types.Equal(br.Cond.Type(), types.I1) {
				return verifyError(f, br, fmt.Sprintf("the branch condition is %s, not i1", br.Cond.Type()), src)
			}
			if inv, ok := b.Term.(*ir.TermInvoke); ok {
				if why := callSignature(inv.Invokee, inv.Args); why != "" {
					return verifyError(f, inv, why, src)
				}
			}
		}
		if in, why := verifyDominance(f, preds); why != "" {
			return verifyError(f, in, why, src)
		}
	}
	return nil
}

// defSite is where an instruction's value is defined: its block and its
// position there (the terminator's is the number of instructions).
type defSite struct {
	block, pos int
	term       bool
}

// verifyDominance checks SSA's rule that a value's definition dominates
// each of its uses (LLVM's "Instruction does not dominate all uses!"): a
// use in the defining block comes after the definition (no instruction
// but a phi reads its own value), a use elsewhere lies in a block the
// definition's block dominates, and a phi's incoming value is defined in a
// block that dominates the end of the edge's predecessor. The value of an
// invoke is defined on its normal edge: a use must lie below the normal
// destination (or in a phi on that edge). Uses in blocks the entry does
// not reach are not checked, as LLVM does not. It returns the offending
// instruction and why, or nil and "".
func verifyDominance(f *ir.Func, predsOf map[*ir.Block][]*ir.Block) (ir.LLStringer, string) {
	index := make(map[*ir.Block]int, len(f.Blocks))
	for i, b := range f.Blocks {
		index[b] = i
	}
	succs := make([][]int, len(f.Blocks))
	preds := make([][]int, len(f.Blocks))
	defs := map[value.Value]defSite{}
	for i, b := range f.Blocks {
		for j, in := range b.Insts {
			if v, ok := in.(value.Value); ok {
				defs[v] = defSite{i, j, false}
			}
		}
		if b.Term == nil {
			continue
		}
		if v, ok := b.Term.(value.Value); ok && !types.Equal(v.Type(), types.Void) {
			defs[v] = defSite{i, len(b.Insts), true}
		}
		for _, s := range b.Term.Succs() {
			if k, ok := index[s]; ok && !slices.Contains(succs[i], k) {
				succs[i] = append(succs[i], k)
			}
		}
		for _, p := range predsOf[b] {
			preds[i] = append(preds[i], index[p])
		}
	}
	tree := dom.Compute(succs, preds)
	// reaches reports whether the definition d is available at position
	// pos of block b (pos = the number of instructions: the block's end).
	reaches := func(d defSite, b, pos int) bool {
		if d.term {
			inv, ok := f.Blocks[d.block].Term.(*ir.TermInvoke)
			if !ok {
				return d.block != b && tree.Dominates(d.block, b) // callbr: its own block only excluded
			}
			normal, ok := inv.NormalRetTarget.(*ir.Block)
			if !ok {
				return false
			}
			nb := index[normal]
			if len(predsOf[normal]) != 1 {
				// An edge that is not the only way into its target:
				// below the target and not back through the invoke's
				// block is more than this check follows.
				return d.block != b && tree.Dominates(d.block, b)
			}
			return tree.Dominates(nb, b)
		}
		if d.block == b {
			return d.pos < pos
		}
		return tree.Dominates(d.block, b)
	}
	for i, b := range f.Blocks {
		if !tree.Reachable(i) {
			continue
		}
		for j, in := range b.Insts {
			if phi, ok := in.(*ir.InstPhi); ok {
				for _, inc := range phi.Incs {
					d, isDef := defs[ArgValue(inc.X)]
					p, isBlock := inc.Pred.(*ir.Block)
					if !isDef || !isBlock || !tree.Reachable(index[p]) {
						continue
					}
					pi := index[p]
					if d.block == pi || reaches(d, pi, len(p.Insts)+1) {
						continue
					}
					return in, fmt.Sprintf("the phi's incoming value %s from %s is not defined on every path to that edge", identOf(inc.X), p.Ident())
				}
				continue
			}
			if why := usesDominated(in, defs, func(d defSite) bool { return reaches(d, i, j) }); why != "" {
				return in, why
			}
		}
		if b.Term != nil {
			if why := usesDominated(b.Term, defs, func(d defSite) bool { return reaches(d, i, len(b.Insts)) }); why != "" {
				return b.Term, why
			}
		}
	}
	return nil, ""
}

// usesDominated returns why an operand of in is used where its definition
// (defs) is not available (ok), or "".
func usesDominated(in any, defs map[value.Value]defSite, ok func(defSite) bool) string {
	u, isUser := in.(interface{ Operands() []*value.Value })
	if !isUser {
		return ""
	}
	for _, op := range u.Operands() {
		if op == nil || *op == nil {
			continue
		}
		v := ArgValue(*op)
		d, isDef := defs[v]
		if !isDef || ok(d) {
			continue
		}
		if v == in {
			return fmt.Sprintf("%s uses its own value (only a phi may)", identOf(v))
		}
		return fmt.Sprintf("%s is used where its definition does not dominate the use", identOf(v))
	}
	return ""
}

// identOf names a value for an error message.
func identOf(v value.Value) string {
	if n, ok := v.(value.Named); ok {
		return n.Ident()
	}
	return "a value"
}

// verifyInst returns why in, in block b whose predecessors are preds, is
// invalid, or "".
func verifyInst(in ir.Instruction, b *ir.Block, preds []*ir.Block) string {
	switch x := in.(type) {
	case *ir.InstLoad:
		return pointee("loaded", x.ElemType, x.Src)
	case *ir.InstStore:
		return pointee("stored", x.Src.Type(), x.Dst)
	case *ir.InstGetElementPtr:
		return pointee("indexed", x.ElemType, x.Src)
	case *ir.InstPhi:
		seen := map[*ir.Block]bool{}
		for _, inc := range x.Incs {
			if !types.Equal(inc.X.Type(), x.Typ) {
				return fmt.Sprintf("the phi of type %s has an incoming value of type %s", x.Typ, inc.X.Type())
			}
			p, ok := inc.Pred.(*ir.Block)
			if !ok {
				return "a phi's incoming block is not a block"
			}
			if !slices.Contains(preds, p) {
				return fmt.Sprintf("the phi names %s, which is not a predecessor of its block %s", p.Ident(), b.Ident())
			}
			seen[p] = true
		}
		for _, p := range preds {
			if !seen[p] {
				return fmt.Sprintf("the phi has no incoming value for the predecessor %s of its block %s", p.Ident(), b.Ident())
			}
		}
	case *ir.InstCall:
		return callSignature(x.Callee, x.Args)
	case *ir.InstICmp:
		return sameTypes("icmp", x.X, x.Y)
	case *ir.InstFCmp:
		return sameTypes("fcmp", x.X, x.Y)
	case *ir.InstAdd:
		return sameTypes("add", x.X, x.Y)
	case *ir.InstSub:
		return sameTypes("sub", x.X, x.Y)
	case *ir.InstMul:
		return sameTypes("mul", x.X, x.Y)
	case *ir.InstSDiv:
		return sameTypes("sdiv", x.X, x.Y)
	case *ir.InstUDiv:
		return sameTypes("udiv", x.X, x.Y)
	case *ir.InstSRem:
		return sameTypes("srem", x.X, x.Y)
	case *ir.InstURem:
		return sameTypes("urem", x.X, x.Y)
	case *ir.InstShl:
		return sameTypes("shl", x.X, x.Y)
	case *ir.InstLShr:
		return sameTypes("lshr", x.X, x.Y)
	case *ir.InstAShr:
		return sameTypes("ashr", x.X, x.Y)
	case *ir.InstAnd:
		return sameTypes("and", x.X, x.Y)
	case *ir.InstOr:
		return sameTypes("or", x.X, x.Y)
	case *ir.InstXor:
		return sameTypes("xor", x.X, x.Y)
	case *ir.InstFAdd:
		return sameTypes("fadd", x.X, x.Y)
	case *ir.InstFSub:
		return sameTypes("fsub", x.X, x.Y)
	case *ir.InstFMul:
		return sameTypes("fmul", x.X, x.Y)
	case *ir.InstFDiv:
		return sameTypes("fdiv", x.X, x.Y)
	case *ir.InstFRem:
		return sameTypes("frem", x.X, x.Y)
	}
	return ""
}

// pointee returns why ptr, a pointer (or a vector of pointers) whose
// elements are what is the elem, is not a pointer to elem, or "".
func pointee(what string, elem types.Type, ptr value.Value) string {
	t := ptr.Type()
	if v, ok := t.(*types.VectorType); ok {
		t = v.ElemType
	}
	p, ok := t.(*types.PointerType)
	if !ok {
		return fmt.Sprintf("the %s address is of type %s, not a pointer", what, ptr.Type())
	}
	if p.ElemType != nil && !types.Equal(p.ElemType, elem) {
		return fmt.Sprintf("the %s type %s is not the pointee type %s of its pointer", what, elem, p.ElemType)
	}
	return ""
}

// callSignature returns why a direct call of callee with args does not
// match the function's signature (LLVM's parser: "'@g' defined with type
// ... but expected ..."): the number of arguments (at least the fixed
// ones for a variadic function) and each fixed argument's type. A call
// through a pointer or a cast of the function is not checked.
func callSignature(callee value.Value, args []value.Value) string {
	fn, ok := callee.(*ir.Func)
	if !ok || fn.Sig == nil {
		return ""
	}
	params := fn.Sig.Params
	if len(args) < len(params) || !fn.Sig.Variadic && len(args) != len(params) {
		return fmt.Sprintf("the call of %s passes %d arguments to its %d parameters", fn.Ident(), len(args), len(params))
	}
	for i, p := range params {
		if t := ArgValue(args[i]).Type(); !types.Equal(t, p) {
			return fmt.Sprintf("argument %d of the call of %s is %s, not the parameter's %s", i+1, fn.Ident(), t, p)
		}
	}
	return ""
}

// sameTypes returns why the operands of op differ in type, or "".
func sameTypes(op string, a, b value.Value) string {
	if !types.Equal(a.Type(), b.Type()) {
		return fmt.Sprintf("the operands of %s are of types %s and %s", op, a.Type(), b.Type())
	}
	return ""
}

// verifyError is the error of an invalid instruction in of f: the line of
// src that holds it when it can be found (its text up to its metadata),
// else the function and the instruction's text.
func verifyError(f *ir.Func, in ir.LLStringer, why string, src []byte) error {
	text := in.LLString()
	if i := strings.Index(text, ", !"); i >= 0 {
		text = text[:i]
	}
	text = firstLine(text) // an invoke's text runs over two lines
	if n := lineOf(src, f.Name(), text); n > 0 {
		return fmt.Errorf("line %d: invalid IR in @%s: %s (%q); LLVM's verifier rejects it: regenerate the file with clang-14 -S -emit-llvm", n, f.Name(), why, sourceLine(src, n))
	}
	return fmt.Errorf("invalid IR in @%s: %s (%q); LLVM's verifier rejects it: regenerate the file with clang-14 -S -emit-llvm", f.Name(), why, printable(firstLine(text)))
}

// lineOf returns the 1-based line of src, in the body of function fn,
// whose text holds text, or 0.
func lineOf(src []byte, fn, text string) int {
	lines := strings.Split(string(src), "\n")
	in := false
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "define ") {
			in = strings.Contains(t, "@"+fn+"(") || strings.Contains(t, "@\""+fn+"\"(")
			continue
		}
		if in && strings.Contains(t, text) {
			return i + 1
		}
	}
	return 0
}
