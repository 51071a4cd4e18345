package cfg

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"

	"github.com/reusescope/reusescope/irreader"
)

// caseValues returns the printed case values of a switch terminator, in order.
func caseValues(b *irreader.Block) []string {
	sw, ok := b.Term.TermIR.(*ir.TermSwitch)
	if !ok {
		return nil
	}
	var out []string
	for _, c := range sw.Cases {
		if ci, ok := c.X.(*constant.Int); ok {
			out = append(out, ci.X.String())
		} else {
			out = append(out, c.X.Ident())
		}
	}
	return out
}
