package irreader

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// BaseKind says what kind of object a memory access addresses.
type BaseKind int

// The base kinds.
const (
	BaseUnknown BaseKind = iota // a pointer the reader cannot trace (loaded from memory, returned by a call)
	BaseAlloca                  // a local variable (alloca)
	BaseGlobal                  // a global variable
	BaseArg                     // memory reached through a pointer argument
)

var baseKindNames = [...]string{"unknown", "alloca", "global", "arg"}

// String returns the kind's name.
func (k BaseKind) String() string { return baseKindNames[k] }

// Access is the memory access of a load or store.
type Access struct {
	Inst  *Inst
	Store bool // a store (atomics are loads with RMW set)
	RMW   bool // atomic read-modify-write: reads and writes the same location
	Size  int64
	// Ptr is the address operand.
	Ptr value.Value
	// Base is the object the address is derived from; BaseKind says what it is.
	Base     value.Value
	BaseKind BaseKind
	// Name is the source-level name of the base ("arr", "A", "i"), else its IR name.
	Name string
	// Index is the printed index expression, e.g. "[i][j]", empty for scalars.
	Index string
	// Bulk describes a memset, memcpy or memmove (Inst.Bulk); nil for a
	// load or store. Ptr is then the destination.
	Bulk *BulkOp
}

// BulkOp is the range a memset, memcpy or memmove call touches: Len bytes
// from the destination (Access.Ptr) and, for a copy, from Src. measure
// streams it as 64-byte-aligned pieces (a copy's alternating source and
// destination), each one access of the cache hierarchy.
type BulkOp struct {
	Src value.Value // nil for memset
	Len value.Value
	Val value.Value // memset's byte; nil for a copy
}

// String returns the access as the paper prints it: "arr[i][j]" or "result".
func (a *Access) String() string {
	if a.Bulk != nil {
		// memset(A), memcpy(B), memmove(C): the destination.
		name := strings.TrimPrefix(a.Inst.Callee, "llvm.")
		if i := strings.IndexByte(name, '.'); i > 0 {
			name = name[:i]
		}
		return name + "(" + a.Name + a.Index + ")"
	}
	return a.Name + a.Index
}

// access builds the Access of a load or store of a value of type elem.
func (fn *Func) access(inst *Inst, ptr value.Value, elem types.Type, store bool) (*Access, error) {
	size, err := AllocSize(elem)
	if err != nil {
		return nil, err
	}
	a := &Access{Inst: inst, Store: store, Ptr: ptr, Size: size}
	var idx []string
	base := ptr
	for steps := 0; steps < maxChain; steps++ {
		switch p := base.(type) {
		case *ir.InstGetElementPtr:
			idx = append(gepIndexStrings(fn, p.Indices), idx...)
			base = p.Src
			continue
		case *ir.InstBitCast:
			base = p.From
			continue
		case *ir.InstAddrSpaceCast:
			base = p.From
			continue
		case *constant.ExprGetElementPtr:
			var vs []value.Value
			for _, c := range p.Indices {
				vs = append(vs, c)
			}
			idx = append(gepIndexStrings(fn, vs), idx...)
			base = p.Src
			continue
		case *constant.ExprBitCast:
			base = p.From
			continue
		}
		break
	}
	a.Base = base
	switch b := base.(type) {
	case *ir.InstAlloca:
		a.BaseKind = BaseAlloca
		a.Name = fn.VarName(b)
	case *ir.Global:
		a.BaseKind = BaseGlobal
		a.Name = fn.VarName(b)
	case *ir.Param:
		a.BaseKind = BaseArg
		a.Name = fn.VarName(b)
	case *ir.InstLoad:
		// -O0 keeps pointer arguments in allocas: "A.addr" holds the argument A.
		if p := storedParam(fn, b.Src); p != nil {
			a.BaseKind = BaseArg
			a.Base = p
			a.Name = fn.VarName(p)
		} else if al, ok := b.Src.(*ir.InstAlloca); ok && fn.VarName(al) != "" {
			a.Name = "*" + fn.VarName(al)
		}
	}
	if a.Name == "" {
		a.Name = fn.varNames[base] // an SSA pointer a dbg.value names (-O2)
	}
	if a.Name == "" {
		a.Name = irValueName(base)
		if al, ok := base.(*ir.InstAlloca); ok && isNumber(strings.TrimPrefix(a.Name, "%")) && fn.returnSlot(al) {
			a.Name = "retval" // clang's name for it when it keeps value names
		}
	}
	if len(idx) > 0 {
		a.Index = "[" + strings.Join(idx, "][") + "]"
	}
	return a, nil
}

// maxChain bounds pointer-chain walks (GEPs and casts) against cyclic or absurd IR.
const maxChain = 64

// storedParam returns the parameter stored into the alloca ptr when ptr is an alloca
// whose only stores store one parameter (the -O0 pattern "store %A, %A.addr").
func storedParam(fn *Func, ptr value.Value) *ir.Param {
	al, ok := ptr.(*ir.InstAlloca)
	if !ok {
		return nil
	}
	var found *ir.Param
	for _, b := range fn.IR.Blocks {
		for _, in := range b.Insts {
			st, ok := in.(*ir.InstStore)
			if !ok || st.Dst != al {
				continue
			}
			p, ok := st.Src.(*ir.Param)
			if !ok || (found != nil && found != p) {
				return nil
			}
			found = p
		}
	}
	return found
}

// gepIndexStrings prints GEP indices, dropping the leading zero that steps
// through the pointer to an aggregate.
func gepIndexStrings(fn *Func, indices []value.Value) []string {
	var out []string
	for i, ix := range indices {
		if i == 0 && len(indices) > 1 {
			if c, ok := ix.(*constant.Int); ok && c.X.Sign() == 0 {
				continue
			}
		}
		out = append(out, ExprString(fn, ix))
	}
	return out
}

// ExprString prints an index value in source terms: loads of named variables by
// their names, constants as numbers, arithmetic with operators.
func ExprString(fn *Func, v value.Value) string {
	return exprString(fn, v, 0)
}

func exprString(fn *Func, v value.Value, depth int) string {
	if depth > maxChain {
		return "?"
	}
	bin := func(op string, x, y value.Value) string {
		return exprString(fn, x, depth+1) + op + exprString(fn, y, depth+1)
	}
	switch x := v.(type) {
	case *constant.Int:
		return x.X.String()
	case *ir.InstSExt:
		return exprString(fn, x.From, depth+1)
	case *ir.InstZExt:
		return exprString(fn, x.From, depth+1)
	case *ir.InstTrunc:
		return exprString(fn, x.From, depth+1)
	case *constant.ExprSExt: // the same operations as constant expressions (fold.go)
		return exprString(fn, x.From, depth+1)
	case *constant.ExprZExt:
		return exprString(fn, x.From, depth+1)
	case *constant.ExprTrunc:
		return exprString(fn, x.From, depth+1)
	case *constant.ExprAdd:
		return bin("+", x.X, x.Y)
	case *constant.ExprSub:
		return bin("-", x.X, x.Y)
	case *constant.ExprMul:
		return bin("*", x.X, x.Y)
	case *constant.ExprShl:
		return bin("<<", x.X, x.Y)
	case *ir.InstLoad:
		if n := fn.VarName(x.Src); n != "" {
			return n
		}
	case *ir.InstAdd:
		return bin("+", x.X, x.Y)
	case *ir.InstSub:
		return bin("-", x.X, x.Y)
	case *ir.InstMul:
		return bin("*", x.X, x.Y)
	case *ir.InstShl:
		return bin("<<", x.X, x.Y)
	case *ir.InstPhi:
		if n := fn.VarName(x); n != "" {
			return n
		}
	case *ir.Param:
		return fn.VarName(x)
	}
	if n := fn.VarName(v); n != "" {
		return n
	}
	return irValueName(v)
}

// irValueName names a value without a source name by its IR name ("tmp",
// "g"), or, when clang discarded value names, its number with the sigil
// ("%12"), so it does not read as a constant.
func irValueName(v value.Value) string {
	id := v.Ident()
	name := strings.TrimPrefix(strings.TrimPrefix(id, "%"), "@")
	if isNumber(name) {
		return id
	}
	return name
}

// returnSlot reports whether al is the -O0 return-value slot: the value a
// ret returns is loaded from it, or, in main, it is the first alloca and
// only ever stored 0 (the slot clang gives main's implicit return 0). The
// slot is found once per function.
func (fn *Func) returnSlot(al *ir.InstAlloca) bool {
	if !fn.retSlotDone {
		fn.retSlot, fn.retSlotDone = fn.findReturnSlot(), true
	}
	return fn.retSlot != nil && fn.retSlot == al
}

// findReturnSlot returns the function's return-value slot (returnSlot), or nil.
func (fn *Func) findReturnSlot() *ir.InstAlloca {
	for _, b := range fn.IR.Blocks {
		if r, ok := b.Term.(*ir.TermRet); ok && r.X != nil {
			if ld, ok := r.X.(*ir.InstLoad); ok {
				if al, ok := ld.Src.(*ir.InstAlloca); ok {
					return al
				}
			}
		}
	}
	if fn.Name != "main" || len(fn.IR.Blocks) == 0 || len(fn.IR.Blocks[0].Insts) == 0 {
		return nil
	}
	al, ok := fn.IR.Blocks[0].Insts[0].(*ir.InstAlloca)
	if !ok {
		return nil
	}
	for _, b := range fn.IR.Blocks {
		for _, in := range b.Insts {
			switch x := in.(type) {
			case *ir.InstLoad:
				if x.Src == value.Value(al) {
					return nil
				}
			case *ir.InstStore:
				if c, ok := x.Src.(*constant.Int); x.Dst == value.Value(al) && (!ok || c.X.Sign() != 0) {
					return nil
				}
			}
		}
	}
	return al
}
