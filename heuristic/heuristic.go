package heuristic

// Static branch-probability heuristics for the branches the analysis cannot
// derive, after Ball and Larus, "Branch prediction for free" (PLDI 1993) and
// Wu and Larus, "Static branch frequency and program profile analysis"
// (MICRO 1994), in the form LLVM 14's BranchProbabilityInfo implements them:
// the first heuristic that applies decides, in the order
//
//  1. branch_weights metadata (!prof: __builtin_expect at -O1 and above, PGO);
//  2. unreachable: an edge from which the function can no longer return
//     (unreachable, a noreturn call such as exit or abort) is never taken;
//     an invoke's unwind edge is never taken;
//     a branch on an allocation's result goes the way of success, even
//     where the failure's path cannot return either (alloc.go; not LLVM's);
//     a path that cannot return because it fails (abort, exit(1), an
//     assertion) is an error exit, an assumption like main's (errexit.go);
//     an edge of main to a straight path that returns a non-zero status
//     is never taken (errexit.go; not LLVM's: the program's error exits);
//  3. loop branch: an edge that leaves the innermost loop holding the branch
//     has weight 4 against 124 for staying (LBH_NONTAKEN_WEIGHT,
//     LBH_TAKEN_WEIGHT), so a loop whose trip cannot be derived runs 31
//     iterations per entry;
//  4. pointer: pointers compare equal (and with null) with 12/32;
//  5. zero: x == 0, x < 0, x == -1 and x < 1 are true with 12/32, their
//     negations with 20/32 (ZH_TAKEN_WEIGHT, ZH_NONTAKEN_WEIGHT);
//  6. float: an unordered equality (ueq) is true with 12/32, the other
//     equalities with 20/32 (LLVM's isTrueWhenEqual rule), a NaN test with
//     1 in 2^20;
//  7. otherwise both edges are equally likely, and so is every destination
//     of a switch.
//
// LLVM takes the first heuristic that applies rather than combining them
// with Dempster–Shafer as Wu and Larus do, so that opt-14's
// print<branch-prob> is a peer a user can compare against (the tests do).

import (
	"fmt"
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

// The weights of LLVM 14's BranchProbabilityInfo.cpp.
const (
	loopStayWeight = 124 // LBH_TAKEN_WEIGHT: an edge that stays in the loop
	loopExitWeight = 4   // LBH_NONTAKEN_WEIGHT: an edge that leaves it
	likelyWeight   = 20  // PH_TAKEN_WEIGHT, ZH_TAKEN_WEIGHT, FPH_TAKEN_WEIGHT
	unlikelyWeight = 12  // PH_NONTAKEN_WEIGHT, ZH_NONTAKEN_WEIGHT, FPH_NONTAKEN_WEIGHT
	ordWeight      = 1<<20 - 1
	unoWeight      = 1 // FPH_UNO_WEIGHT: x != x, isnan
)

// Allocation names the heuristic that takes a branch on an allocation's
// result the way of success (alloc.go) in Estimate.By.
const Allocation = "allocation heuristic"

// Estimate is a heuristic probability of a site: Expr is a Lua number, By
// names the heuristic ("loop branch heuristic").
type Estimate struct {
	Expr string
	By   string
}

// Loop is the innermost loop holding a branch, for the loop branch
// heuristic.
type Loop interface {
	// Contains reports whether block b is in the loop.
	Contains(b int) bool
	// Describe names the loop in the heuristic's explanation.
	Describe() string
}

// Site returns the heuristic probability of site s of graph g going to its
// target, for a site the analysis could not derive. cold is ColdBlocks(g),
// which a caller estimating many sites computes once; inner is the
// innermost loop holding the site's block, nil if there is none.
func Site(g *cfg.Graph, cold []bool, s *cfg.Site, inner Loop) Estimate {
	f := g.Func
	blk := f.Blocks[s.Block]
	succ := g.Succs[s.Block]
	if w, ok := branchWeights(blk.Term.TermIR); ok && len(w) == len(succ) {
		var sum float64
		for _, x := range w {
			sum += x
		}
		if sum > 0 {
			return Estimate{FormatProb(w[s.Succ] / sum), "branch_weights metadata"}
		}
	}
	if s.Kind == cfg.SwitchCase {
		warm := 0
		for _, t := range succ {
			if !cold[t] {
				warm++
			}
		}
		switch {
		case warm == 0:
			return Estimate{FormatProb(1 / float64(len(succ))), "switch: every destination equally likely"}
		case cold[succ[s.Succ]]:
			return Estimate{"0", "unreachable heuristic: the destination cannot return"}
		case warm < len(succ):
			return Estimate{FormatProb(1 / float64(warm)), "switch: destinations that can return equally likely"}
		}
		return Estimate{FormatProb(1 / float64(len(succ))), "switch: every destination equally likely"}
	}
	target, other := succ[s.Succ], succ[1-s.Succ]
	if _, ok := blk.Term.TermIR.(*ir.TermInvoke); ok {
		// Succs of an invoke are the normal destination, then the unwind one.
		if s.Succ == 1 {
			return Estimate{"0", "unwind heuristic: exceptions are not thrown"}
		}
		return Estimate{"1", "unwind heuristic: exceptions are not thrown"}
	}
	if br, ok := blk.Term.TermIR.(*ir.TermCondBr); ok {
		if succ, ok := allocSuccess(f, br); ok {
			if succ == s.Succ {
				return Estimate{"1", Allocation + ": the allocation succeeds"}
			}
			return Estimate{"0", Allocation + ": the target is taken when the allocation fails"}
		}
	}
	switch {
	case cold[target] && !cold[other]:
		if failsFrom(g, target) {
			return Estimate{"0", "error-exit heuristic: the target ends the program with a failure (abort, exit with a non-zero status)"}
		}
		return Estimate{"0", "unreachable heuristic: the target cannot return"}
	case cold[other] && !cold[target]:
		if failsFrom(g, other) {
			return Estimate{"1", "error-exit heuristic: the other successor ends the program with a failure (abort, exit with a non-zero status)"}
		}
		return Estimate{"1", "unreachable heuristic: the other successor cannot return"}
	}
	if et, eo := ErrorExit(g, s.Block, target), ErrorExit(g, s.Block, other); et != eo {
		if et {
			return Estimate{"0", "error-exit heuristic: the target leaves main with a non-zero status"}
		}
		return Estimate{"1", "error-exit heuristic: the other successor leaves main with a non-zero status"}
	}
	if inner != nil {
		in, out := inner.Contains(target), inner.Contains(other)
		if in != out {
			p := float64(loopExitWeight) / (loopExitWeight + loopStayWeight)
			if in {
				p = 1 - p
			}
			return Estimate{FormatProb(p), "loop branch heuristic: " + inner.Describe() + " runs 31 iterations per entry"}
		}
	}
	br, ok := blk.Term.TermIR.(*ir.TermCondBr)
	if !ok {
		return Estimate{"1/2", "no heuristic applies"}
	}
	pTrue, by := condHeuristic(br)
	p := pTrue
	if s.Succ == 1 {
		p = 1 - pTrue
	}
	return Estimate{FormatProb(p), by}
}

// condHeuristic returns the probability that the condition of br is true,
// by the pointer, zero and float heuristics, else 1/2.
func condHeuristic(br *ir.TermCondBr) (float64, string) {
	likely := float64(likelyWeight) / (likelyWeight + unlikelyWeight)
	switch c := br.Cond.(type) {
	case *ir.InstICmp:
		if _, ok := c.X.Type().(*types.PointerType); ok {
			switch c.Pred {
			case enum.IPredEQ:
				return 1 - likely, "pointer heuristic: pointers are rarely equal"
			case enum.IPredNE:
				return likely, "pointer heuristic: pointers are rarely equal"
			}
			break
		}
		k, ok := c.Y.(*constant.Int)
		if !ok || !k.X.IsInt64() {
			break
		}
		// A bit tested by masking (x & 4 == 0) says nothing (LLVM skips
		// an and with a power of two).
		if and, ok := c.X.(*ir.InstAnd); ok {
			if m, ok := and.Y.(*constant.Int); ok && m.X.Sign() > 0 && m.X.BitLen()-1 == int(m.X.TrailingZeroBits()) {
				break
			}
		}
		what := "zero heuristic: "
		switch v := k.X.Int64(); {
		case v == 0 && (c.Pred == enum.IPredEQ || c.Pred == enum.IPredSLT):
			return 1 - likely, what + "x == 0 and x < 0 are unlikely"
		case v == 0 && (c.Pred == enum.IPredNE || c.Pred == enum.IPredSGT):
			return likely, what + "x != 0 and x > 0 are likely"
		case v == -1 && c.Pred == enum.IPredEQ:
			return 1 - likely, what + "x == -1 is unlikely"
		case v == -1 && (c.Pred == enum.IPredNE || c.Pred == enum.IPredSGT):
			return likely, what + "x != -1 and x > -1 are likely"
		case v == 1 && c.Pred == enum.IPredSLT:
			return 1 - likely, what + "x < 1 is unlikely"
		case v == 1 && c.Pred == enum.IPredSGE:
			return likely, what + "x >= 1 is likely"
		}
	case *ir.InstFCmp:
		switch c.Pred {
		case enum.FPredUNO:
			return float64(unoWeight) / (unoWeight + ordWeight), "float heuristic: NaN is unlikely"
		case enum.FPredORD:
			return float64(ordWeight) / (unoWeight + ordWeight), "float heuristic: NaN is unlikely"
		case enum.FPredUEQ:
			return 1 - likely, "float heuristic: floats are rarely equal"
		case enum.FPredOEQ, enum.FPredONE, enum.FPredUNE:
			// LLVM calls an equality unlikely only when it holds for x
			// compared with itself (isTrueWhenEqual), which NaN breaks for
			// oeq: so x == y (oeq) counts as likely, as x != y does.
			return likely, "float heuristic: LLVM's equality rule"
		}
	}
	return 0.5, "no heuristic applies: both ways equally likely"
}

// ColdBlocks marks the blocks from which the function cannot return: every
// path ends in unreachable (after a noreturn call), resume, or a loop with no
// exit. When no block can return (a function that always exits), none is
// cold.
func ColdBlocks(g *cfg.Graph) []bool {
	f := g.Func
	reach := make([]bool, len(g.Succs))
	var stack []int
	for b, blk := range f.Blocks {
		if blk.Term.Class == irreader.ClassReturn && !callsNoReturn(blk) {
			reach[b] = true
			stack = append(stack, b)
		}
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, p := range g.Preds[b] {
			if !reach[p] && !callsNoReturn(f.Blocks[p]) {
				reach[p] = true
				stack = append(stack, p)
			}
		}
	}
	cold := make([]bool, len(reach))
	if len(stack) == 0 && !reach[0] {
		return cold // nothing returns: no edge is colder than another
	}
	for b := range cold {
		cold[b] = !reach[b]
	}
	return cold
}

// callsNoReturn reports whether the block calls a function declared
// noreturn (exit, abort, __assert_fail, a user's noreturn function).
func callsNoReturn(b *irreader.Block) bool {
	for _, in := range b.Insts {
		if in.Class != irreader.ClassCall {
			continue
		}
		var fn *ir.Func
		switch c := in.IR.(type) {
		case *ir.InstCall:
			fn, _ = c.Callee.(*ir.Func)
			for _, a := range c.FuncAttrs {
				if a == enum.FuncAttrNoReturn {
					return true
				}
			}
		}
		if fn == nil {
			continue
		}
		for _, a := range fn.FuncAttrs {
			if a == enum.FuncAttrNoReturn {
				return true
			}
			if g, ok := a.(*ir.AttrGroupDef); ok {
				for _, ga := range g.FuncAttrs {
					if ga == enum.FuncAttrNoReturn {
						return true
					}
				}
			}
		}
	}
	return false
}

// branchWeights returns the branch_weights of a terminator's !prof
// metadata, one per successor in terminator order.
func branchWeights(t ir.Terminator) ([]float64, bool) {
	var mds []*metadata.Attachment
	switch t := t.(type) {
	case *ir.TermCondBr:
		mds = t.Metadata
	case *ir.TermSwitch:
		mds = t.Metadata
	default:
		return nil, false
	}
	for _, md := range mds {
		if md.Name != "prof" {
			continue
		}
		tup, ok := md.Node.(*metadata.Tuple)
		if !ok || len(tup.Fields) < 2 {
			return nil, false
		}
		if s, ok := tup.Fields[0].(*metadata.String); !ok || s.Value != "branch_weights" {
			return nil, false
		}
		var w []float64
		for _, fld := range tup.Fields[1:] {
			var c *constant.Int
			switch v := fld.(type) {
			case *constant.Int:
				c = v
			case *metadata.Value:
				c, _ = v.Value.(*constant.Int)
			}
			if c == nil {
				return nil, false
			}
			x, _ := c.X.Float64()
			w = append(w, x)
		}
		return w, true
	}
	return nil, false
}

// FormatProb writes p as a Lua number: exact fractions of the weights as
// shortest decimals.
func FormatProb(p float64) string {
	switch {
	case p == 0:
		return "0"
	case p == 1:
		return "1"
	case p == 0.5:
		return "1/2"
	}
	if q := p * 32; q == math.Trunc(q) {
		return fmt.Sprintf("%d/32", int(q))
	}
	return strings.TrimSuffix(fmt.Sprintf("%.17g", p), ".0")
}
