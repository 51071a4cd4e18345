package irreader

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// OpClass is the Byfl category of an instruction (Pakin and McCormick,
// "Hardware-independent application characterization", IISWC 2013).
type OpClass int

// The operation classes.
const (
	ClassIntOp     OpClass = iota // integer and pointer arithmetic, compares, casts, GEP, select, phi
	ClassFlop                     // FAdd FSub FMul FDiv FRem FNeg FCmp and FP conversions (per vector element)
	ClassLoad                     // load (and the read half of atomic read-modify-write)
	ClassStore                    // store
	ClassAlloca                   // stack allocation: not an operation Byfl counts
	ClassCall                     // call or invoke of a function (not of debug intrinsics)
	ClassCondBr                   // conditional br
	ClassUncondBr                 // unconditional br
	ClassSwitch                   // switch and indirectbr (multi-way branches)
	ClassReturn                   // ret
	ClassOtherTerm                // unreachable, resume and the other exception terminators
)

var classNames = [...]string{"int", "flop", "load", "store", "alloca", "call", "condbr", "br", "switch", "ret", "term"}

// String returns the short name of the class.
func (c OpClass) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return fmt.Sprintf("OpClass(%d)", int(c))
}

// Ops tallies operations Byfl-style. Flops and integer ops count vector elements.
type Ops struct {
	Loads          int64 `json:"loads"`
	Stores         int64 `json:"stores"`
	BytesLoaded    int64 `json:"bytes_loaded"`
	BytesStored    int64 `json:"bytes_stored"`
	Flops          int64 `json:"flops"`
	IntOps         int64 `json:"int_ops"`
	CondBranches   int64 `json:"cond_branches"`
	UncondBranches int64 `json:"uncond_branches"`
	MultiBranches  int64 `json:"switch_branches"`
	Returns        int64 `json:"returns"`
	Calls          int64 `json:"calls"`
	Insts          int64 `json:"instructions"`
}

func (o *Ops) add(in *Inst) {
	o.Insts++
	n := int64(in.Elems)
	switch in.Class {
	case ClassIntOp:
		o.IntOps += n
	case ClassFlop:
		o.Flops += n
	case ClassLoad:
		o.Loads++
		if in.Mem != nil {
			o.BytesLoaded += in.Mem.Size
			if in.Mem.RMW {
				o.Stores++
				o.BytesStored += in.Mem.Size
			}
		}
	case ClassStore:
		o.Stores++
		if in.Mem != nil {
			o.BytesStored += in.Mem.Size
		}
	case ClassCall:
		o.Calls++
	case ClassCondBr:
		o.CondBranches++
	case ClassUncondBr:
		o.UncondBranches++
	case ClassSwitch:
		o.MultiBranches++
	case ClassReturn:
		o.Returns++
	}
}

// Scaled returns o with every field multiplied by k (rounded to the nearest integer).
func (o Ops) Scaled(k float64) OpsF {
	return OpsF{
		Loads: float64(o.Loads) * k, Stores: float64(o.Stores) * k,
		BytesLoaded: float64(o.BytesLoaded) * k, BytesStored: float64(o.BytesStored) * k,
		Flops: float64(o.Flops) * k, IntOps: float64(o.IntOps) * k,
		CondBranches: float64(o.CondBranches) * k, UncondBranches: float64(o.UncondBranches) * k,
		MultiBranches: float64(o.MultiBranches) * k, Returns: float64(o.Returns) * k,
		Calls: float64(o.Calls) * k, Insts: float64(o.Insts) * k,
	}
}

// OpsF is Ops weighted by (possibly fractional) execution counts.
type OpsF struct {
	Loads          float64 `json:"loads"`
	Stores         float64 `json:"stores"`
	BytesLoaded    float64 `json:"bytes_loaded"`
	BytesStored    float64 `json:"bytes_stored"`
	Flops          float64 `json:"flops"`
	IntOps         float64 `json:"int_ops"`
	CondBranches   float64 `json:"cond_branches"`
	UncondBranches float64 `json:"uncond_branches"`
	MultiBranches  float64 `json:"switch_branches"`
	Returns        float64 `json:"returns"`
	Calls          float64 `json:"calls"`
	Insts          float64 `json:"instructions"`
}

// Add adds q to o.
func (o *OpsF) Add(q OpsF) {
	o.Loads += q.Loads
	o.Stores += q.Stores
	o.BytesLoaded += q.BytesLoaded
	o.BytesStored += q.BytesStored
	o.Flops += q.Flops
	o.IntOps += q.IntOps
	o.CondBranches += q.CondBranches
	o.UncondBranches += q.UncondBranches
	o.MultiBranches += q.MultiBranches
	o.Returns += q.Returns
	o.Calls += q.Calls
	o.Insts += q.Insts
}

// flopIntrinsics maps FP intrinsics to the number of flops one call performs.
var flopIntrinsics = map[string]int{
	"llvm.fmuladd": 2, "llvm.fma": 2, "llvm.sqrt": 1, "llvm.fabs": 1, "llvm.minnum": 1, "llvm.maxnum": 1,
	"llvm.copysign": 1, "llvm.floor": 1, "llvm.ceil": 1, "llvm.trunc": 1, "llvm.rint": 1, "llvm.round": 1,
	"llvm.nearbyint": 1, "llvm.pow": 1, "llvm.exp": 1, "llvm.log": 1, "llvm.sin": 1, "llvm.cos": 1,
	"llvm.minimum": 1, "llvm.maximum": 1, "llvm.powi": 1,
}

// ignoredIntrinsic reports whether a call to name is bookkeeping that no machine
// instruction implements (debug info, lifetimes, assumptions); such calls are dropped.
func ignoredIntrinsic(name string) bool {
	for _, p := range []string{"llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.experimental.noalias.scope.decl", "llvm.invariant.", "llvm.pseudoprobe"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// intrinsicBase strips the type suffixes: "llvm.fmuladd.f64" -> "llvm.fmuladd".
func intrinsicBase(name string) string {
	parts := strings.Split(name, ".")
	for i := 2; i < len(parts); i++ {
		p := parts[i]
		if len(p) > 1 && (p[0] == 'f' || p[0] == 'i' || p[0] == 'v' || p[0] == 'p') && isTypeSuffix(p) {
			return strings.Join(parts[:i], ".")
		}
	}
	return name
}

func isTypeSuffix(p string) bool {
	switch {
	case p == "f32" || p == "f64" || p == "f80" || p == "f128":
		return true
	case p[0] == 'i' || p[0] == 'p':
		for _, r := range p[1:] {
			if r < '0' || r > '9' {
				return false
			}
		}
		return true
	case p[0] == 'v':
		return true
	}
	return false
}

// vecElems returns the number of elements of a vector type, else 1.
func vecElems(t types.Type) int {
	if v, ok := t.(*types.VectorType); ok {
		return int(v.Len)
	}
	return 1
}

// isFP reports whether t is a floating-point scalar or vector type.
func isFP(t types.Type) bool {
	if v, ok := t.(*types.VectorType); ok {
		t = v.ElemType
	}
	_, ok := t.(*types.FloatType)
	return ok
}

func (fn *Func) newInst(blk *Block, in ir.Instruction, term ir.Terminator) (*Inst, error) {
	inst := &Inst{Block: blk, Index: len(blk.Insts), Elems: 1, IR: in, TermIR: term}
	if term != nil {
		inst.Line, inst.Col = debugLoc(termMetadata(term))
		switch t := term.(type) {
		case *ir.TermRet:
			inst.Opcode, inst.Class = "ret", ClassReturn
		case *ir.TermBr:
			inst.Opcode, inst.Class = "br", ClassUncondBr
		case *ir.TermCondBr:
			inst.Opcode, inst.Class = "br", ClassCondBr
		case *ir.TermSwitch:
			inst.Opcode, inst.Class = "switch", ClassSwitch
		case *ir.TermIndirectBr:
			inst.Opcode, inst.Class = "indirectbr", ClassSwitch
		case *ir.TermInvoke:
			inst.Opcode, inst.Class = "invoke", ClassCall
			inst.Callee = calleeName(t.Invokee)
		case *ir.TermUnreachable:
			inst.Opcode, inst.Class = "unreachable", ClassOtherTerm
		case *ir.TermResume:
			inst.Opcode, inst.Class = "resume", ClassOtherTerm
		case *ir.TermCallBr:
			inst.Opcode, inst.Class = "callbr", ClassCall
		default:
			return nil, fmt.Errorf("block %s: unsupported terminator %s", blk.Name, firstLine(term.LLString()))
		}
		return inst, nil
	}
	if md, ok := in.(interface {
		MDAttachments() []*mdAttachment
	}); ok {
		inst.Line, inst.Col = debugLoc(md.MDAttachments())
	}
	var err error // a type the data layout cannot size
	switch i := in.(type) {
	case *ir.InstLoad:
		inst.Opcode, inst.Class = "load", ClassLoad
		inst.Mem, err = fn.access(inst, i.Src, i.ElemType, false)
	case *ir.InstStore:
		inst.Opcode, inst.Class = "store", ClassStore
		inst.Mem, err = fn.access(inst, i.Dst, i.Src.Type(), true)
	case *ir.InstAtomicRMW:
		inst.Opcode, inst.Class = "atomicrmw", ClassLoad
		if inst.Mem, err = fn.access(inst, i.Dst, i.X.Type(), false); err == nil {
			inst.Mem.RMW = true
		}
	case *ir.InstCmpXchg:
		inst.Opcode, inst.Class = "cmpxchg", ClassLoad
		if inst.Mem, err = fn.access(inst, i.Ptr, i.New.Type(), false); err == nil {
			inst.Mem.RMW = true
		}
	case *ir.InstAlloca:
		inst.Opcode, inst.Class = "alloca", ClassAlloca
		// Frame layouts size every alloca: check here that they can.
		_, err = AllocSize(i.ElemType)
	case *ir.InstCall:
		name := calleeName(i.Callee)
		if ignoredIntrinsic(name) {
			return nil, nil
		}
		inst.Opcode, inst.Callee = "call", name
		inst.Class = ClassCall
		if bulk := bulkOf(name, i.Args); bulk != nil {
			if inst.Bulk, err = fn.access(inst, ArgValue(i.Args[0]), types.I8, true); err == nil {
				inst.Bulk.Bulk = bulk
			}
		}
		if strings.HasPrefix(name, "llvm.") {
			if n, ok := flopIntrinsics[intrinsicBase(name)]; ok {
				inst.Class, inst.Elems = ClassFlop, n*vecElems(i.Typ)
				inst.Callee = ""
			} else if !strings.HasPrefix(name, "llvm.mem") && !strings.HasPrefix(name, "llvm.stack") {
				inst.Class, inst.Elems = ClassIntOp, vecElems(i.Typ)
				inst.Callee = ""
			}
		}
	case *ir.InstFAdd:
		inst.setFlop("fadd", i.X.Type())
	case *ir.InstFSub:
		inst.setFlop("fsub", i.X.Type())
	case *ir.InstFMul:
		inst.setFlop("fmul", i.X.Type())
	case *ir.InstFDiv:
		inst.setFlop("fdiv", i.X.Type())
	case *ir.InstFRem:
		inst.setFlop("frem", i.X.Type())
	case *ir.InstFNeg:
		inst.setFlop("fneg", i.X.Type())
	case *ir.InstFCmp:
		inst.setFlop("fcmp", i.X.Type())
	case *ir.InstFPExt:
		inst.setFlop("fpext", i.From.Type())
	case *ir.InstFPTrunc:
		inst.setFlop("fptrunc", i.From.Type())
	case *ir.InstFPToSI:
		inst.setFlop("fptosi", i.From.Type())
	case *ir.InstFPToUI:
		inst.setFlop("fptoui", i.From.Type())
	case *ir.InstSIToFP:
		inst.setFlop("sitofp", i.From.Type())
	case *ir.InstUIToFP:
		inst.setFlop("uitofp", i.From.Type())
	case *ir.InstSelect:
		inst.setInt("select", i.Typ)
	case *ir.InstPhi:
		inst.setInt("phi", i.Typ)
	default:
		op := opcodeOf(in)
		if op == "" {
			return nil, fmt.Errorf("block %s: unsupported instruction %s", blk.Name, firstLine(in.LLString()))
		}
		t := types.Type(types.I64)
		if v, ok := in.(value.Value); ok {
			t = v.Type()
		}
		inst.setInt(op, t)
	}
	if err != nil {
		return nil, fmt.Errorf("block %s: %s: %w", blk.Name, inst.Opcode, err)
	}
	return inst, nil
}

func (in *Inst) setFlop(op string, t types.Type) {
	in.Opcode, in.Class, in.Elems = op, ClassFlop, vecElems(t)
}

func (in *Inst) setInt(op string, t types.Type) {
	in.Opcode, in.Class, in.Elems = op, ClassIntOp, vecElems(t)
	if isFP(t) && (op == "select" || op == "phi") {
		// A select or phi of FP values moves data; Byfl does not count it as a flop.
		in.Class = ClassIntOp
	}
}

// opcodeOf names the integer-class instructions.
func opcodeOf(in ir.Instruction) string {
	switch in.(type) {
	case *ir.InstAdd:
		return "add"
	case *ir.InstSub:
		return "sub"
	case *ir.InstMul:
		return "mul"
	case *ir.InstUDiv:
		return "udiv"
	case *ir.InstSDiv:
		return "sdiv"
	case *ir.InstURem:
		return "urem"
	case *ir.InstSRem:
		return "srem"
	case *ir.InstShl:
		return "shl"
	case *ir.InstLShr:
		return "lshr"
	case *ir.InstAShr:
		return "ashr"
	case *ir.InstAnd:
		return "and"
	case *ir.InstOr:
		return "or"
	case *ir.InstXor:
		return "xor"
	case *ir.InstICmp:
		return "icmp"
	case *ir.InstTrunc:
		return "trunc"
	case *ir.InstZExt:
		return "zext"
	case *ir.InstSExt:
		return "sext"
	case *ir.InstPtrToInt:
		return "ptrtoint"
	case *ir.InstIntToPtr:
		return "inttoptr"
	case *ir.InstBitCast:
		return "bitcast"
	case *ir.InstAddrSpaceCast:
		return "addrspacecast"
	case *ir.InstGetElementPtr:
		return "getelementptr"
	case *ir.InstExtractElement:
		return "extractelement"
	case *ir.InstInsertElement:
		return "insertelement"
	case *ir.InstShuffleVector:
		return "shufflevector"
	case *ir.InstExtractValue:
		return "extractvalue"
	case *ir.InstInsertValue:
		return "insertvalue"
	case *ir.InstFreeze:
		return "freeze"
	case *ir.InstFence:
		return "fence"
	case *ir.InstVAArg:
		return "va_arg"
	case *ir.InstLandingPad:
		return "landingpad"
	}
	return ""
}

func termMetadata(t ir.Terminator) []*mdAttachment {
	if md, ok := t.(interface {
		MDAttachments() []*mdAttachment
	}); ok {
		return md.MDAttachments()
	}
	return nil
}

// ForkTarget returns the outlined function an OpenMP fork call runs
// (the third argument of the fork call, omp.ForkCall), or "".
func ForkTarget(in *Inst) string {
	call, ok := in.IR.(*ir.InstCall)
	if !ok || len(call.Args) < 3 {
		return ""
	}
	return calleeName(StripPtrCasts(call.Args[2]))
}

// bulkOf returns the range a call of name with args touches when it is
// llvm.memset, llvm.memcpy or llvm.memmove, nil otherwise.
func bulkOf(name string, args []value.Value) *BulkOp {
	if len(args) < 3 {
		return nil
	}
	switch {
	case strings.HasPrefix(name, "llvm.memset."):
		return &BulkOp{Len: ArgValue(args[2]), Val: ArgValue(args[1])}
	case strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove."):
		return &BulkOp{Src: ArgValue(args[1]), Len: ArgValue(args[2])}
	}
	return nil
}

// argValue is a call argument without its attributes.
func ArgValue(v value.Value) value.Value {
	if a, ok := v.(*ir.Arg); ok {
		return a.Value
	}
	return v
}
