package irreader

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/value"
)

// Dump writes the module listing in the style of Figure 3 of the static-analysis
// paper: module, functions with their arguments, blocks, and every instruction
// with its (line, col), opcode and operands ("type : operand"). Debug intrinsics
// are omitted. If only is non-nil, only that function is listed.
func Dump(w io.Writer, m *Module, only *Func) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "Module : %s\n", m.Source)
	for _, f := range m.Funcs {
		if only != nil && f != only {
			continue
		}
		kind := "Declaration"
		if f.Defined {
			kind = "Definition"
		}
		intr := "NonIntrinsic"
		if strings.HasPrefix(f.Name, "llvm.") {
			intr = "Intrinsic"
		}
		fmt.Fprintf(bw, "  Function : %s : %s : %s\n", f.Name, kind, intr)
		if !f.Defined {
			continue
		}
		fmt.Fprintf(bw, "    ArgList :\n")
		for _, p := range f.Params {
			fmt.Fprintf(bw, "      %s : %s\n", p.IR.Typ, p.Name)
		}
		for _, b := range f.Blocks {
			fmt.Fprintf(bw, "    BasicBlock : %s\n", b.Name)
			for _, in := range b.Insts {
				fmt.Fprintf(bw, "      Instruction : (%d, %d) : %s", in.Line, in.Col, in.Opcode)
				if in.Callee != "" {
					fmt.Fprintf(bw, " %s", in.Callee)
				}
				if in.Mem != nil {
					fmt.Fprintf(bw, " [%s %s, %d B]", map[bool]string{false: "read", true: "write"}[in.Mem.Store], in.Mem, in.Mem.Size)
				}
				bw.WriteByte('\n')
				for _, op := range operands(in) {
					fmt.Fprintf(bw, "        %s : %s\n", op.Type(), operandName(f, op))
				}
			}
		}
	}
	return bw.Flush()
}

func operands(in *Inst) []value.Value {
	type operander interface{ Operands() []*value.Value }
	var ops []*value.Value
	if in.IR != nil {
		if o, ok := in.IR.(operander); ok {
			ops = o.Operands()
		}
	} else if o, ok := in.TermIR.(operander); ok {
		ops = o.Operands()
	}
	var out []value.Value
	for _, p := range ops {
		if p == nil || *p == nil {
			continue
		}
		if _, ok := (*p).(*metadata.Value); ok {
			continue
		}
		out = append(out, *p)
	}
	return out
}

// operandName prints an operand by its source name when it has one.
func operandName(f *Func, v value.Value) string {
	if n := f.VarName(v); n != "" {
		return n
	}
	if b, ok := v.(*ir.Block); ok {
		return b.Name()
	}
	id := v.Ident()
	if len(id) > 80 {
		id = id[:77] + "..."
	}
	return id
}
