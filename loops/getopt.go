package loops

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
)

// Options parsed by getopt (getopt_long, getopt_long_only): the loop
// while ((c = getopt(argc, argv, "n:r:v")) != -1) switch (c) { ... }
// runs once per option the arguments hold, and each case as often as its
// option occurs. Its tests on c are derived from Lua parameters that count
// what getopt returns (GetoptCount: every option, or one option's), and a
// value the program keeps from a case (n = atoi(optarg) under case 'n', a
// flag set to 1 under case 'v') is a parameter whose value the arguments
// give (GetoptArg, GetoptFlag). The pipeline runs getopt's algorithm on
// the arguments to set them; without arguments no option is given.

// getoptFuncs are the option parsers followed.
var getoptFuncs = map[string]bool{"getopt": true, "getopt_long": true, "getopt_long_only": true}

// GetoptSpec is what one getopt call parses: its option string and, for
// getopt_long, its table of long options.
type GetoptSpec struct {
	Optstring string
	Long      []LongOption
	LongOnly  bool
}

// LongOption is one entry of a getopt_long table: getopt returns Val for
// it (0 when Flag is set: it stores Val through the flag pointer instead).
type LongOption struct {
	Name   string
	HasArg int // 0 no_argument, 1 required_argument, 2 optional_argument
	Flag   bool
	Val    int
}

// The kinds of value a getopt parameter stands for.
const (
	GetoptCount      = iota + 1 // how often getopt returns Opt (every return but -1 when Opt is -1)
	GetoptArg                   // the number parsed from the argument of Opt's last occurrence
	GetoptFlag                  // Flag when Opt occurs (the fallback otherwise)
	GetoptOptind                // optind after the options: 1 + the words they take
	GetoptPositional            // the number in argv[optind + Opt]
)

// getoptCall returns the getopt call whose result v is (through integer
// casts and locals that hold nothing else), or nil.
func (in *inputs) getoptCall(f *irreader.Func, v value.Value, depth int) *ir.InstCall {
	if depth > maxDepth {
		return nil
	}
	v = stripIntCasts(stripArg(v))
	switch x := v.(type) {
	case *ir.InstCall:
		if getoptFuncs[calleeName(x)] {
			return x
		}
	case *ir.InstLoad:
		c, ok := in.cellOf(f, x.Src, depth+1)
		if !ok {
			return nil
		}
		bd := in.walk(c.base)
		if bd.escaped || len(bd.defs[c.off]) == 0 {
			return nil
		}
		var call *ir.InstCall
		for _, d := range bd.defs[c.off] {
			if d.src != nil {
				return nil
			}
			g := in.getoptCall(d.fn, d.val, depth+1)
			if g == nil || call != nil && g != call {
				return nil
			}
			call = g
		}
		return call
	}
	return nil
}

// getoptSpec reads the option string and long option table of a getopt
// call, ok false when they are not constants.
func (in *inputs) getoptSpec(c *ir.InstCall) (*GetoptSpec, bool) {
	if s, ok := in.specs[c]; ok {
		return s, s != nil
	}
	s := in.readSpec(c)
	in.specs[c] = s
	return s, s != nil
}

func (in *inputs) readSpec(c *ir.InstCall) *GetoptSpec {
	name := calleeName(c)
	if len(c.Args) < 3 {
		return nil
	}
	opts, ok := constString(c.Args[2])
	if !ok {
		return nil
	}
	spec := &GetoptSpec{Optstring: opts, LongOnly: name == "getopt_long_only"}
	if name == "getopt" {
		return spec
	}
	if len(c.Args) < 4 {
		return nil
	}
	if _, null := stripArg(c.Args[3]).(*constant.Null); null {
		return spec
	}
	g, off, ok := constAddr(irreader.StripPtrCasts(stripArg(c.Args[3])), 0)
	if !ok || off != 0 || g.Init == nil {
		return nil
	}
	arr, ok := g.Init.(*constant.Array)
	if !ok {
		return nil
	}
	for _, e := range arr.Elems {
		if _, zero := e.(*constant.ZeroInitializer); zero {
			break // the terminating {0, 0, 0, 0}
		}
		st, ok := e.(*constant.Struct)
		if !ok || len(st.Fields) != 4 {
			return nil
		}
		if _, null := st.Fields[0].(*constant.Null); null {
			break // the terminating {0, 0, 0, 0}
		}
		name, ok := constString(st.Fields[0])
		if !ok {
			return nil
		}
		has, ok1 := st.Fields[1].(*constant.Int)
		val, ok2 := st.Fields[3].(*constant.Int)
		if !ok1 || !ok2 {
			return nil
		}
		_, noFlag := st.Fields[2].(*constant.Null)
		spec.Long = append(spec.Long, LongOption{Name: name, HasArg: int(has.X.Int64()), Flag: !noFlag, Val: int(val.X.Int64())})
	}
	return spec
}

// constString returns the text of a constant pointer to a C string.
func constString(v value.Value) (string, bool) {
	g, off, ok := constAddr(irreader.StripPtrCasts(stripArg(v)), 0)
	if !ok || g.Init == nil {
		return "", false
	}
	arr, ok := g.Init.(*constant.CharArray)
	if !ok || off < 0 || off >= int64(len(arr.X)) {
		return "", false
	}
	s := string(arr.X[off:])
	if i := strings.IndexByte(s, 0); i >= 0 {
		s = s[:i]
	}
	return s, true
}

// edgeCase returns the getopt call and option whose case the edge from
// block p to block b is: a switch case, or the equal side of a test.
func (in *inputs) edgeCase(f *irreader.Func, p, b *ir.Block) (*ir.InstCall, int, bool) {
	switch t := p.Term.(type) {
	case *ir.TermSwitch:
		call := in.getoptCall(f, t.X, 0)
		if call == nil || t.TargetDefault == b {
			return nil, 0, false
		}
		opt, found := 0, 0
		for _, c := range t.Cases {
			if c.Target == b {
				k, ok := c.X.(*constant.Int)
				if !ok {
					return nil, 0, false
				}
				opt = int(k.X.Int64())
				found++
			}
		}
		return call, opt, found == 1
	case *ir.TermCondBr:
		cmp, ok := t.Cond.(*ir.InstICmp)
		if !ok {
			return nil, 0, false
		}
		x, k := cmp.X, cmp.Y
		if _, isC := x.(*constant.Int); isC {
			x, k = k, x
		}
		kc, ok := k.(*constant.Int)
		call := in.getoptCall(f, x, 0)
		if !ok || call == nil {
			return nil, 0, false
		}
		if cmp.Pred == enum.IPredEQ && t.TargetTrue == b && t.TargetFalse != b ||
			cmp.Pred == enum.IPredNE && t.TargetFalse == b && t.TargetTrue != b {
			return call, int(kc.X.Int64()), true
		}
	}
	return nil, 0, false
}

// caseOf returns the getopt call and the option whose case block b lies
// in: b, or a block reached from it through single-predecessor blocks, is
// the target of a switch case or an equality test on getopt's result.
func (in *inputs) caseOf(f *irreader.Func, b *ir.Block) (*ir.InstCall, int, bool) {
	preds := in.env.predsOf(f)
	cur := b
	for step := 0; step < 16 && cur != nil; step++ {
		ps := preds[cur]
		if len(ps) != 1 {
			return nil, 0, false
		}
		if call, opt, ok := in.edgeCase(f, ps[0], cur); ok {
			return call, opt, true
		}
		cur = ps[0]
	}
	return nil, 0, false
}

// getoptParam returns the Lua parameter of a getopt call's kind of value
// for option opt, made on first use.
func (env *Env) getoptParam(f *irreader.Func, call *ir.InstCall, spec *GetoptSpec, kind, opt int) *LuaParam {
	k := getoptKey{call, kind, opt}
	if lp := env.getopts[k]; lp != nil {
		return lp
	}
	line := callLine(call)
	var name, where string
	switch {
	case kind == GetoptCount && opt == -1:
		name = "options"
		where = fmt.Sprintf("options %s returns in %s (line %d); without arguments none", calleeName(call), callFunc(call, f), line)
	default:
		name = "opt_" + optName(opt)
		where = fmt.Sprintf("times %s returns %s in %s (line %d); without arguments none", calleeName(call), optQuote(opt), callFunc(call, f), line)
	}
	lp := &LuaParam{Name: env.freeName(sanitize(name)), Default: 0, HasDefault: true, Where: where,
		Getopt: spec, GetoptKind: kind, Opt: opt}
	env.getopts[k] = lp
	env.created = append(env.created, lp)
	env.addParam(lp)
	return lp
}

type getoptKey struct {
	call      *ir.InstCall
	kind, opt int
}

// optName is an option character as part of a Lua name ('n' is n, '?' is
// q63).
func optName(opt int) string {
	if opt >= 'a' && opt <= 'z' || opt >= 'A' && opt <= 'Z' || opt >= '0' && opt <= '9' {
		return string(rune(opt))
	}
	return fmt.Sprintf("c%d", opt)
}

func optQuote(opt int) string {
	if opt > ' ' && opt < 127 {
		return fmt.Sprintf("'%c'", opt)
	}
	return fmt.Sprint(opt)
}

// getoptExpr derives the probability of site s when its branch tests the
// result of a getopt call: the share of the values reaching the test that
// take the site's successor.
func (n *Nest) getoptExpr(s *cfg.Site) (string, bool) {
	env := n.Env
	if env.inp == nil {
		return "", false
	}
	f := n.Graph.Func
	term := f.Blocks[s.Block].IR.Term
	var call *ir.InstCall
	var cases []int    // the tested values, per successor (cond: the true side's)
	var isDefault bool // the site's successor takes every value not in cases
	switch t := term.(type) {
	case *ir.TermCondBr:
		cmp, ok := t.Cond.(*ir.InstICmp)
		if !ok || cmp.Pred != enum.IPredEQ && cmp.Pred != enum.IPredNE {
			return "", false
		}
		x, k := cmp.X, cmp.Y
		if _, isC := x.(*constant.Int); isC {
			x, k = k, x
		}
		kc, ok := k.(*constant.Int)
		if !ok {
			return "", false
		}
		if call = env.inp.getoptCall(f, x, 0); call == nil {
			return "", false
		}
		cases = []int{int(kc.X.Int64())}
		takesEqual := (s.Succ == 0) == (cmp.Pred == enum.IPredEQ)
		isDefault = !takesEqual
	case *ir.TermSwitch:
		if call = env.inp.getoptCall(f, t.X, 0); call == nil {
			return "", false
		}
		target := n.Graph.Succs[s.Block][s.Succ]
		for _, c := range t.Cases {
			k, ok := c.X.(*constant.Int)
			if !ok {
				return "", false
			}
			if targetIndex(f, c.Target) == target {
				cases = append(cases, int(k.X.Int64()))
			}
		}
		if targetIndex(f, t.TargetDefault) == target {
			// The default (and any case to the same block): every value
			// not in the other cases.
			isDefault = true
			cases = cases[:0]
			for _, c := range t.Cases {
				k := c.X.(*constant.Int)
				if targetIndex(f, c.Target) != target {
					cases = append(cases, int(k.X.Int64()))
				}
			}
		}
	default:
		return "", false
	}
	spec, ok := env.inp.getoptSpec(call)
	if !ok {
		return "", false
	}
	cb, _ := env.position(f, call)
	if cb == nil || f.BlockOf(cb) == nil {
		return "", false // the call is in another function
	}
	callBlock := f.BlockOf(cb).Index
	// What the tests between the call and this one leave: one value
	// (pinned), or all but some (excluded).
	excluded := map[int]bool{}
	pinned, isPinned := 0, false
	g := n.Graph
	for cur := s.Block; cur != callBlock; {
		d := g.IDom(cur)
		if d < 0 || d == cur || !g.Dominates(callBlock, d) {
			break
		}
		side := -1
		for i, succ := range g.Succs[d] {
			if g.Dominates(succ, s.Block) && succ != d {
				side = i
			}
		}
		if side >= 0 {
			switch t := f.Blocks[d].IR.Term.(type) {
			case *ir.TermCondBr:
				if cmp, ok := t.Cond.(*ir.InstICmp); ok && (cmp.Pred == enum.IPredEQ || cmp.Pred == enum.IPredNE) {
					x, k := cmp.X, cmp.Y
					if _, isC := x.(*constant.Int); isC {
						x, k = k, x
					}
					if kc, ok := k.(*constant.Int); ok && env.inp.getoptCall(f, x, 0) == call {
						if (side == 0) == (cmp.Pred == enum.IPredEQ) {
							pinned, isPinned = int(kc.X.Int64()), true
						} else {
							excluded[int(kc.X.Int64())] = true
						}
					}
				}
			case *ir.TermSwitch:
				if env.inp.getoptCall(f, t.X, 0) == call {
					succ := g.Succs[d][side]
					if side == 0 {
						for _, c := range t.Cases {
							if k, ok := c.X.(*constant.Int); ok && targetIndex(f, c.Target) != succ {
								excluded[int(k.X.Int64())] = true
							}
						}
					} else if k, ok := t.Cases[side-1].X.(*constant.Int); ok {
						pinned, isPinned = int(k.X.Int64()), true
					}
				}
			}
		}
		cur = d
	}
	count := func(opt int) string {
		if excluded[opt] {
			return "0"
		}
		if opt == -1 {
			return "1"
		}
		return env.getoptParam(f, call, spec, GetoptCount, opt).Name
	}
	if isPinned {
		in := false
		for _, c := range cases {
			in = in || c == pinned
		}
		if in != isDefault {
			return "1", true
		}
		return "0", true
	}
	total := env.getoptParam(f, call, spec, GetoptCount, -1).Name
	reach := total + " + 1"
	for opt := range excluded {
		if opt == -1 {
			reach += " - 1"
		}
	}
	var ex []int
	for opt := range excluded {
		if opt != -1 {
			ex = append(ex, opt)
		}
	}
	sort.Ints(ex)
	for _, opt := range ex {
		reach += " - " + env.getoptParam(f, call, spec, GetoptCount, opt).Name
	}
	var num []string
	for _, c := range cases {
		num = append(num, count(c))
	}
	taken := strings.Join(num, " + ")
	if taken == "" {
		taken = "0"
	}
	none := "0" // where no value reaches the test (its block never runs)
	if isDefault {
		taken = fmt.Sprintf("(%s) - (%s)", reach, taken)
		none = "1" // a switch's entries still sum to 1
	}
	return fmt.Sprintf("((%s) > 0) and ((%s) / (%s)) or %s", reach, taken, reach, none), true
}

// targetIndex returns the index of a branch target, -1 when it is no block
// of f.
func targetIndex(f *irreader.Func, v value.Value) int {
	b, ok := v.(*ir.Block)
	if !ok || f.BlockOf(b) == nil {
		return -1
	}
	return f.BlockOf(b).Index
}

// optOf returns the getopt call and option a value set under a case
// comes from.
func (in *inputs) optOf(src *inputSrc) (*ir.InstCall, int, bool) {
	if src.flag {
		return src.call, src.opt, true
	}
	return in.caseOf(src.fn, in.blockOf(src.fn, src.call))
}

// optindOpt marks the flag source that is getopt's optind.
const optindOpt = -1 << 20

// theGetopt returns the module's one getopt call and its function, nil
// when there is none or several.
func (in *inputs) theGetopt() (*ir.InstCall, *irreader.Func) {
	if in.getoptDone {
		return in.getopt, in.getoptFn
	}
	in.getoptDone = true
	for fn, f := range in.funcOf {
		for _, b := range fn.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok && getoptFuncs[calleeName(c)] {
					if in.getopt != nil {
						in.getopt, in.getoptFn = nil, nil
						return nil, nil
					}
					in.getopt, in.getoptFn = c, f
				}
			}
		}
	}
	return in.getopt, in.getoptFn
}

// optindOffset returns k when v is optind + k (through integer casts).
func (in *inputs) optindOffset(v value.Value, depth int) (int64, bool) {
	if depth > maxDepth {
		return 0, false
	}
	v = stripIntCasts(stripArg(v))
	switch x := v.(type) {
	case *ir.InstLoad:
		g, ok := irreader.StripPtrCasts(x.Src).(*ir.Global)
		return 0, ok && g.Name() == "optind"
	case *ir.InstAdd:
		if c, ok := x.Y.(*constant.Int); ok && c.X.IsInt64() {
			off, ok := in.optindOffset(x.X, depth+1)
			return off + c.X.Int64(), ok
		}
		if c, ok := x.X.(*constant.Int); ok && c.X.IsInt64() {
			off, ok := in.optindOffset(x.Y, depth+1)
			return off + c.X.Int64(), ok
		}
	}
	return 0, false
}

// reaches reports whether block to is reachable from block from in f.
func (in *inputs) reaches(f *irreader.Func, from, to *ir.Block) bool {
	if from == nil || to == nil {
		return true
	}
	seen := map[*ir.Block]bool{from: true}
	todo := []*ir.Block{from}
	for len(todo) > 0 {
		b := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if b == to {
			return true
		}
		if b.Term == nil {
			continue
		}
		for _, s := range b.Term.Succs() {
			if !seen[s] {
				seen[s] = true
				todo = append(todo, s)
			}
		}
	}
	return false
}

// isOptarg reports whether the string v is getopt's optarg.
func (in *inputs) isOptarg(v value.Value) bool {
	ld, ok := irreader.StripPtrCasts(stripArg(v)).(*ir.InstLoad)
	if !ok {
		return false
	}
	g, ok := irreader.StripPtrCasts(ld.Src).(*ir.Global)
	return ok && g.Name() == "optarg"
}
