package loops

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// Numbers read from the program's arguments are followed through memory and
// calls, whichever function parses them: a parse call's result returned by
// a callee (n = parse_size(argv[1], 1000)), stored through an out-parameter
// (init(argc, argv, &n, &m)), into a global (N = atoi(argv[1]) in a setup
// function) or a struct field (image_init(&img, w, h), then img->width), or
// written by sscanf(argv[1], "%d", &n). Every value of the module is
// classified once, when the Env is made: a value is an input when all it
// can be is the number one parse produces, or one fallback constant (the
// value the program keeps when the argument is absent). Each (parse,
// fallback) pair is one Lua parameter, shared by every value that is it.
//
// Memory is followed by location: a global or a local (at a constant
// offset: a struct field), with every store that can write it found by
// following its address forward through casts, constant offsets, spills
// of the pointer and the parameters of defined callees it is passed to. A
// location whose address goes anywhere else (stored in memory, passed to
// another library call, indexed by a variable) can change in ways the
// analysis does not see, and no value read from it is an input.

// scanFuncs are the C library functions that parse numbers by a format,
// writing them through pointers, with the index of their format argument:
// sscanf(s, "%d", &n) from a string (argv[k]: the arguments give it),
// scanf and fscanf from a stream (a parameter --set gives).
var scanFuncs = map[string]int{
	"sscanf": 1, "__isoc99_sscanf": 1, "__isoc23_sscanf": 1,
	"fscanf": 1, "__isoc99_fscanf": 1, "__isoc23_fscanf": 1,
	"scanf": 0, "__isoc99_scanf": 0, "__isoc23_scanf": 0,
}

// isScan reports whether name is one of scanFuncs.
func isScan(name string) bool { _, ok := scanFuncs[name]; return ok }

// fromString reports whether a scan function reads a string (sscanf).
func fromString(name string) bool { return strings.HasSuffix(name, "sscanf") }

// inputSrc is one number read from outside: the result of a parse call
// (conv 0), one conversion a sscanf call writes (conv k for the k-th
// pointer), or the number of conversions a sscanf call made (conv -1).
type inputSrc struct {
	call *ir.InstCall
	fn   *irreader.Func // the function holding call
	conv int
	// flag marks a constant stored under a getopt case (call is the
	// getopt call, opt the case's option, val the constant).
	flag bool
	opt  int
	val  int64
}

type srcKey struct {
	call      *ir.InstCall
	conv, opt int
	flag      bool
	val       int64
}

// inVal is what a value is in terms of program input: the input src (nil
// when the value is a constant only), and the one fallback constant def.
// none marks a value whose evaluation is under way (a cycle): it adds
// nothing to a merge.
type inVal struct {
	src    *inputSrc
	def    int64
	hasDef bool
	none   bool
}

// mergeIn merges two arms of a value (phi incomings, select arms, the
// stores reaching a location), reporting whether they agree: the same
// input and at most one constant.
func mergeIn(a, b inVal) (inVal, bool) {
	switch {
	case a.none:
		return b, true
	case b.none:
		return a, true
	}
	if a.src != nil && b.src != nil && a.src != b.src {
		return inVal{}, false
	}
	if a.hasDef && b.hasDef && a.def != b.def {
		return inVal{}, false
	}
	if a.src == nil {
		a.src = b.src
	}
	if !a.hasDef {
		a.def, a.hasDef = b.def, b.hasDef
	}
	return a, true
}

// cell is a location: a global or alloca (base) and a byte offset in it.
type cell struct {
	base value.Value
	off  int64
}

// cellDef is one write of a cell: a store of val in fn, or an input src
// (a sscanf conversion).
type cellDef struct {
	fn  *irreader.Func
	val value.Value
	src *inputSrc
}

// baseDefs are the writes of a base's cells by offset; escaped is set when
// its address goes where its writes cannot be seen.
type baseDefs struct {
	defs    map[int64][]cellDef
	escaped bool
}

// inputs classifies the values of a module (see the comment above).
type inputs struct {
	env      *Env
	funcOf   map[*ir.Func]*irreader.Func
	sites    map[*ir.Func][]*ir.InstCall
	callerOf map[*ir.InstCall]*irreader.Func
	uses     map[*ir.Func]map[value.Value][]any
	globUses map[*ir.Global][]globUse
	bases    map[value.Value]*baseDefs
	srcs     map[srcKey]*inputSrc
	specs    map[*ir.InstCall]*GetoptSpec
	// getopt is the module's one getopt call (theGetopt).
	getopt     *ir.InstCall
	getoptFn   *irreader.Func
	getoptDone bool
	allocas    map[*ir.InstAlloca]*irreader.Func
	memo       map[value.Value]inVal
	busy       map[value.Value]bool
	steps      int
}

// globUse is an instruction using a global's address, directly or through
// a constant offset (a constant getelementptr of it).
type globUse struct {
	fn  *irreader.Func
	in  any         // an instruction or terminator
	ptr value.Value // the operand: the global or a constant expression of it
	off int64
}

// maxInputSteps bounds the work of classifying one value.
const maxInputSteps = 4096

// maxWalkSteps bounds the uses one base's forward walk visits.
const maxWalkSteps = 1 << 14

// findInputs classifies every value of the module and makes the Lua
// parameter of each input.
func (env *Env) findInputs(sites map[string][]*ir.InstCall, callerOf map[*ir.InstCall]*irreader.Func) {
	in := &inputs{env: env, funcOf: map[*ir.Func]*irreader.Func{}, sites: map[*ir.Func][]*ir.InstCall{},
		callerOf: callerOf, uses: map[*ir.Func]map[value.Value][]any{},
		bases: map[value.Value]*baseDefs{}, srcs: map[srcKey]*inputSrc{}, memo: map[value.Value]inVal{},
		busy: map[value.Value]bool{}, specs: map[*ir.InstCall]*GetoptSpec{}}
	env.inp = in
	funcs := env.Module.DefinedFuncs()
	for _, f := range funcs {
		in.funcOf[f.IR] = f
	}
	for _, f := range funcs {
		in.sites[f.IR] = append([]*ir.InstCall(nil), sites[f.Name]...)
	}
	for _, f := range funcs { // fork calls are call sites of their outlined functions
		for _, b := range f.IR.Blocks {
			for _, inst := range b.Insts {
				c, ok := inst.(*ir.InstCall)
				if !ok || calleeName(c) != forkCall || len(c.Args) < 3 {
					continue
				}
				if mt, ok := irreader.StripPtrCasts(stripArg(c.Args[2])).(*ir.Func); ok && in.funcOf[mt] != nil {
					in.sites[mt] = append(in.sites[mt], c)
					in.callerOf[c] = f
				}
			}
		}
	}
	// The values that are inputs, grouped by input and fallback.
	type key struct {
		src    *inputSrc
		def    int64
		hasDef bool
	}
	var order []key
	group := map[key][]value.Value{}
	groupFn := map[value.Value]*irreader.Func{}
	for _, f := range funcs {
		for _, b := range f.IR.Blocks {
			for _, inst := range b.Insts {
				v, ok := inst.(value.Value)
				if !ok {
					continue
				}
				if _, isInt := v.Type().(*types.IntType); !isInt {
					continue
				}
				switch inst.(type) {
				case *ir.InstLoad, *ir.InstCall, *ir.InstPhi, *ir.InstSelect:
				default:
					continue
				}
				in.steps = 0
				r, ok := in.of(f, v, 0)
				if !ok || r.src == nil {
					continue
				}
				k := key{r.src, r.def, r.hasDef}
				if group[k] == nil {
					order = append(order, k)
				}
				group[k] = append(group[k], v)
				groupFn[v] = f
			}
		}
	}
	// The parse's own result (no fallback) is the same parameter as the
	// value that falls back to a constant without the argument: one
	// parameter per parse when its fallbacks agree.
	defs := map[*inputSrc][]key{}
	for _, k := range order {
		if k.hasDef {
			defs[k.src] = append(defs[k.src], k)
		}
	}
	kept := order[:0]
	for _, k := range order {
		if !k.hasDef && len(defs[k.src]) == 1 {
			to := defs[k.src][0]
			group[to] = append(group[k], group[to]...)
			continue
		}
		kept = append(kept, k)
	}
	order = kept
	names := map[key]string{}
	uses := map[string]int{}
	for _, k := range order {
		vals := group[k]
		name := ""
		for _, v := range vals { // a name in main first: the program's own
			if f := groupFn[v]; f.Name == "main" {
				if name = in.name(f, v); name != "" {
					break
				}
			}
		}
		if name == "" && !k.src.flag { // a flag's call is getopt's
			name = env.sourceName(k.src.fn, k.src.call)
		}
		for _, v := range vals {
			if name != "" {
				break
			}
			name = in.name(groupFn[v], v)
		}
		names[k] = name
		uses[name]++
	}
	for _, k := range order {
		name := names[k]
		luaName := name
		if k.src.flag || len(k.src.call.Args) > 0 && in.isOptarg(k.src.call.Args[0]) {
			// A value an option sets is named after the option where its
			// variable's name is not its own (fields of one options
			// struct share the struct's name).
			if _, opt, ok := in.optOf(k.src); ok && (name == "" || uses[name] > 1) {
				luaName = "arg_" + optName(opt)
				if k.src.flag {
					luaName = "flag_" + optName(opt)
				}
				if name == "" {
					name = luaName
				}
			}
		}
		if name == "" {
			name = fmt.Sprintf("input_%d", callLine(k.src.call))
			luaName = name
		}
		callee := calleeName(k.src.call)
		where := fmt.Sprintf("%s read by %s in %s (line %d)", name, callee, k.src.fn.Name, callLine(k.src.call))
		lp := &LuaParam{Name: env.freeName(sanitize(luaName)), Where: where}
		if k.hasDef {
			lp.Default, lp.HasDefault = float64(k.def), true
			lp.Where += "; without arguments it is the fallback"
		}
		if len(k.src.call.Args) > 0 && !k.src.flag && (!isScan(callee) || fromString(callee)) {
			lp.Argv = in.argvOf(k.src.fn, k.src.call.Args[0], 0)
		}
		if lp.Argv == 0 && isScan(callee) && !fromString(callee) {
			// Read from a stream whatever the arguments: the value the
			// variable had before is no fallback. Its result, the number
			// of conversions made, is taken as all of them (input the
			// program can read), as the error-exit heuristic would.
			lp.Default, lp.HasDefault = 0, false
			lp.Where = fmt.Sprintf("%s read by %s in %s (line %d) from a file or the program's input: give it with --set %s=VALUE", name, callee, k.src.fn.Name, callLine(k.src.call), lp.Name)
			if k.src.conv == -1 {
				n := len(ScanSpecs(in.scanFormat(k.src.call)))
				lp.Name = env.freeName(fmt.Sprintf("scanned_%d", callLine(k.src.call)))
				lp.Default, lp.HasDefault = float64(n), true
				lp.Where = fmt.Sprintf("the conversions %s in %s (line %d) makes, taken as all %d (valid input); --set %s=VALUE for another", callee, k.src.fn.Name, callLine(k.src.call), n, lp.Name)
			}
		}
		if lp.Argv < 0 { // argv[optind + k]
			if call, _ := in.theGetopt(); call != nil {
				if spec, ok := in.getoptSpec(call); ok {
					lp.Getopt, lp.GetoptKind, lp.Opt = spec, GetoptPositional, -1-lp.Argv
					lp.Where = fmt.Sprintf("%s read by %s from argv[optind + %d], the word %d after the options %s parses (line %d)", name, callee, lp.Opt, lp.Opt+1, calleeName(call), callLine(call))
				}
			}
			lp.Argv = 0
		}
		switch {
		case k.src.flag && k.src.opt == optindOpt:
			if spec, ok := in.getoptSpec(k.src.call); ok {
				lp.Getopt, lp.GetoptKind = spec, GetoptOptind
				lp.Name = env.freeName("optind")
				lp.Where = fmt.Sprintf("optind after %s in %s (line %d): 1 + the words its options take", callee, k.src.fn.Name, callLine(k.src.call))
				lp.Default, lp.HasDefault = 1, true
			}
		case k.src.flag:
			if spec, ok := in.getoptSpec(k.src.call); ok {
				lp.Getopt, lp.GetoptKind, lp.Opt, lp.Flag = spec, GetoptFlag, k.src.opt, k.src.val
				lp.Where = fmt.Sprintf("a flag: %d when %s in %s parses option %s (line %d), else the fallback", k.src.val, callee, k.src.fn.Name, optQuote(k.src.opt), callLine(k.src.call))
			}
		case lp.Argv == 0 && len(k.src.call.Args) > 0 && in.isOptarg(k.src.call.Args[0]):
			if call, opt, ok := in.caseOf(k.src.fn, in.blockOf(k.src.fn, k.src.call)); ok {
				if spec, ok := in.getoptSpec(call); ok {
					lp.Getopt, lp.GetoptKind, lp.Opt = spec, GetoptArg, opt
					lp.Where = fmt.Sprintf("%s read by %s from the argument of option %s in %s (line %d)", name, callee, optQuote(opt), k.src.fn.Name, callLine(k.src.call))
					if k.hasDef {
						lp.Where += "; without it the fallback"
					}
				}
			}
		}
		if k.src.flag {
			lp.Bits = 0
		} else if k.src.conv != 0 || isScan(callee) {
			lp.Scan, lp.Conv = in.scanFormat(k.src.call), k.src.conv
			if lp.Scan == "" {
				lp.Argv = 0 // a format the analysis cannot read
			}
			lp.Bits = scanBits(lp.Scan, lp.Conv)
		} else {
			lp.Bits = keptBits(k.src.fn, k.src.call)
		}
		for _, v := range group[k] {
			env.inputs[v] = lp
		}
		env.created = append(env.created, lp)
		env.Params = append(env.Params, lp)
	}
	sort.Slice(env.Params, func(i, j int) bool { return env.Params[i].Name < env.Params[j].Name })
}

// name returns the source variable v is known as: its own (sourceName),
// or that of the variable a load reads (a local or global, not a field).
func (in *inputs) name(f *irreader.Func, v value.Value) string {
	if n := in.env.sourceName(f, v); n != "" {
		return n
	}
	if ld, ok := v.(*ir.InstLoad); ok {
		// A whole variable, not a field or element of one.
		if c, ok := in.cellOf(f, ld.Src, 0); ok && c.off == 0 {
			switch b := c.base.(type) {
			case *ir.Global:
				if _, scalar := b.ContentType.(*types.IntType); scalar {
					return f.VarName(b)
				}
			case *ir.InstAlloca:
				if _, scalar := b.ElemType.(*types.IntType); scalar {
					if fn := in.allocaFunc(b); fn != nil {
						return fn.VarName(b)
					}
				}
			}
		}
	}
	return ""
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

// blockOf returns the block of f holding inst.
func (in *inputs) blockOf(f *irreader.Func, inst ir.Instruction) *ir.Block {
	b, _ := in.env.position(f, inst)
	if b == nil {
		return nil
	}
	return b
}

// calleeName returns the name of the function a call calls directly, "" for
// an indirect call.
func calleeName(c *ir.InstCall) string {
	if fn, ok := irreader.StripPtrCasts(c.Callee).(*ir.Func); ok {
		return fn.Name()
	}
	return ""
}

// src interns the input of call's conversion conv.
func (in *inputs) src(f *irreader.Func, call *ir.InstCall, conv int) *inputSrc {
	k := srcKey{call: call, conv: conv}
	if s := in.srcs[k]; s != nil {
		return s
	}
	s := &inputSrc{call: call, fn: f, conv: conv}
	in.srcs[k] = s
	return s
}

// flagSrc interns the constant val stored under case opt of getopt call.
func (in *inputs) flagSrc(f *irreader.Func, call *ir.InstCall, opt int, val int64) *inputSrc {
	k := srcKey{call: call, opt: opt, flag: true, val: val}
	if s := in.srcs[k]; s != nil {
		return s
	}
	s := &inputSrc{call: call, fn: f, flag: true, opt: opt, val: val}
	in.srcs[k] = s
	return s
}

// of classifies the integer value v of f.
func (in *inputs) of(f *irreader.Func, v value.Value, depth int) (inVal, bool) {
	v = stripArg(v)
	if c, ok := v.(*constant.Int); ok {
		if !c.X.IsInt64() {
			return inVal{}, false
		}
		return inVal{def: c.X.Int64(), hasDef: true}, true
	}
	if r, ok := in.memo[v]; ok {
		return r, r.src != nil || r.hasDef
	}
	if in.busy[v] {
		return inVal{none: true}, true
	}
	in.steps++
	if depth > maxDepth || in.steps > maxInputSteps {
		return inVal{}, false
	}
	in.busy[v] = true
	r, ok := in.compute(f, v, depth+1)
	delete(in.busy, v)
	if depth == 0 {
		if !ok || r.none {
			r = inVal{}
		}
		in.memo[v] = r
	}
	return r, ok
}

func (in *inputs) compute(f *irreader.Func, v value.Value, depth int) (inVal, bool) {
	switch x := v.(type) {
	case *ir.InstSExt:
		return in.of(f, x.From, depth)
	case *ir.InstZExt:
		return in.of(f, x.From, depth)
	case *ir.InstTrunc:
		return in.of(f, x.From, depth)
	case *ir.InstFreeze:
		return in.of(f, x.X, depth)
	case *ir.InstCall:
		name := calleeName(x)
		switch {
		case inputFuncs[name]:
			return inVal{src: in.src(f, x, 0)}, true
		case isScan(name):
			return inVal{src: in.src(f, x, -1)}, true
		}
		fn, ok := irreader.StripPtrCasts(x.Callee).(*ir.Func)
		if !ok || in.funcOf[fn] == nil {
			return inVal{}, false
		}
		// A defined callee: every value it returns.
		g := in.funcOf[fn]
		var r inVal
		seen := false
		for _, b := range fn.Blocks {
			ret, ok := b.Term.(*ir.TermRet)
			if !ok || ret.X == nil {
				continue
			}
			a, ok := in.of(g, ret.X, depth)
			if !ok {
				return inVal{}, false
			}
			if r, ok = mergeIn(r, a); !ok {
				return inVal{}, false
			}
			seen = true
		}
		return r, seen
	case *ir.InstPhi:
		var r inVal
		for _, inc := range x.Incs {
			if k, isK := inc.X.(*constant.Int); isK && k.X.IsInt64() {
				// A constant from a getopt case's edge (-O2 keeps a
				// flag -v sets in a phi): the option's flag.
				if p, ok := inc.Pred.(*ir.Block); ok {
					if call, opt, ok := in.edgeCase(f, p, in.blockOf(f, x)); ok {
						var merged bool
						if r, merged = mergeIn(r, inVal{src: in.flagSrc(f, call, opt, k.X.Int64())}); !merged {
							return inVal{}, false
						}
						continue
					}
				}
			}
			a, ok := in.of(f, inc.X, depth)
			if !ok {
				return inVal{}, false
			}
			if r, ok = mergeIn(r, a); !ok {
				return inVal{}, false
			}
		}
		return r, true
	case *ir.InstSelect:
		a, ok := in.of(f, x.ValueTrue, depth)
		if !ok {
			return inVal{}, false
		}
		b, ok := in.of(f, x.ValueFalse, depth)
		if !ok {
			return inVal{}, false
		}
		return mergeIn(a, b)
	case *ir.Param:
		// Every call site's argument (none: not an input).
		var r inVal
		ok := in.bindings(x, func(caller *irreader.Func, arg value.Value) bool {
			a, ok := in.of(caller, arg, depth)
			if ok {
				r, ok = mergeIn(r, a)
			}
			return ok
		})
		return r, ok
	case *ir.InstLoad:
		if g, ok := irreader.StripPtrCasts(x.Src).(*ir.Global); ok && g.Name() == "optind" {
			// getopt's index of the first word it left, read after its
			// loop (a read in a block that can reach the call would
			// see it move).
			call, cf := in.theGetopt()
			if call == nil || cf == f && in.reaches(f, in.blockOf(f, x), in.blockOf(f, call)) {
				return inVal{}, false
			}
			return inVal{src: in.flagSrc(cf, call, optindOpt, 0)}, true
		}
		c, ok := in.cellOf(f, x.Src, depth)
		if !ok {
			return inVal{}, false
		}
		bd := in.walk(c.base)
		if bd.escaped {
			return inVal{}, false
		}
		defs := bd.defs[c.off]
		var r inVal
		if g, ok := c.base.(*ir.Global); ok {
			init, ok := globalInit(g, c.off)
			if !ok {
				return inVal{}, false
			}
			r = init
		}
		if len(defs) == 0 {
			return inVal{}, false
		}
		for _, d := range defs {
			a := inVal{src: d.src}
			if d.src == nil {
				if a, ok = in.of(d.fn, d.val, depth); !ok {
					return inVal{}, false
				}
			}
			if r, ok = mergeIn(r, a); !ok {
				return inVal{}, false
			}
		}
		return r, true
	}
	return inVal{}, false
}

// globalInit returns the initial value of a global's integer at off: its
// constant initializer, or zero.
func globalInit(g *ir.Global, off int64) (inVal, bool) {
	switch x := g.Init.(type) {
	case *constant.ZeroInitializer:
		return inVal{def: 0, hasDef: true}, true
	case *constant.Int:
		if off == 0 && x.X.IsInt64() {
			return inVal{def: x.X.Int64(), hasDef: true}, true
		}
	}
	return inVal{}, false
}

// bindings calls visit with the caller and the argument of every call
// site of p's function (direct calls and OpenMP fork calls), until visit
// returns false; false when it does, or when p's function has no call site
// or one that passes p nothing.
func (in *inputs) bindings(p *ir.Param, visit func(caller *irreader.Func, arg value.Value) bool) bool {
	fn := in.env.funcOf(p)
	if fn == nil || len(in.sites[fn]) == 0 {
		return false
	}
	idx := paramIndex(fn, p)
	if idx < 0 {
		return false
	}
	for _, c := range in.sites[fn] {
		arg, ok := argAt(c, fn, idx)
		if !ok || !visit(in.callerOf[c], arg) {
			return false
		}
	}
	return true
}

// argAt returns the argument call c passes to parameter idx of fn: a
// direct call's, or the shared pointer an OpenMP fork call hands its
// outlined function (__kmpc_fork_call(loc, argc, fn, shared...) runs
// fn(gtid*, btid*, shared...)).
func argAt(c *ir.InstCall, fn *ir.Func, idx int) (value.Value, bool) {
	switch name := calleeName(c); {
	case name == fn.Name():
		if idx < len(c.Args) {
			return c.Args[idx], true
		}
	case name == forkCall && len(c.Args) >= 3 && irreader.StripPtrCasts(stripArg(c.Args[2])) == value.Value(fn):
		if idx >= 2 && idx+1 < len(c.Args) {
			return c.Args[idx+1], true
		}
	}
	return nil, false
}

func paramIndex(fn *ir.Func, p *ir.Param) int {
	for i, q := range fn.Params {
		if q == p {
			return i
		}
	}
	return -1
}

// cellOf returns the location a pointer of f names: a global or alloca at
// a constant offset, reached through casts, constant getelementptrs, a
// local copy of the pointer (a spilled parameter at -O0) and parameters
// bound to the same location at every call site.
func (in *inputs) cellOf(f *irreader.Func, p value.Value, depth int) (cell, bool) {
	if depth > maxDepth {
		return cell{}, false
	}
	p = irreader.StripPtrCasts(p)
	switch x := p.(type) {
	case *ir.Global:
		return cell{x, 0}, true
	case *ir.InstAlloca:
		return cell{x, 0}, true
	case *ir.InstGetElementPtr:
		off, ok := constGEPOffset(x.ElemType, x.Indices)
		if !ok {
			return cell{}, false
		}
		c, ok := in.cellOf(f, x.Src, depth+1)
		c.off += off
		return c, ok
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(x.Indices))
		for i, ix := range x.Indices {
			idx[i] = ix
		}
		off, ok := constGEPOffset(x.ElemType, idx)
		if !ok {
			return cell{}, false
		}
		c, ok := in.cellOf(f, x.Src, depth+1)
		c.off += off
		return c, ok
	case *ir.InstLoad:
		al, ok := irreader.StripPtrCasts(x.Src).(*ir.InstAlloca)
		if !ok {
			return cell{}, false
		}
		st := f.SingleStore(al)
		if st == nil || in.env.useOf(f, al) != usePlain {
			return cell{}, false
		}
		return in.cellOf(f, st.Src, depth+1)
	case *ir.Param:
		var r cell
		first := true
		ok := in.bindings(x, func(caller *irreader.Func, arg value.Value) bool {
			a, ok := in.cellOf(caller, arg, depth+1)
			if !ok || !first && a != r {
				return false
			}
			r, first = a, false
			return true
		})
		return r, ok
	}
	return cell{}, false
}

// constGEPOffset returns the byte offset of a getelementptr whose indices
// are all constants.
func constGEPOffset(elem types.Type, indices []value.Value) (int64, bool) {
	var off int64
	cur := elem
	for i, ix := range indices {
		ix = stripArg(ix)
		if ci, ok := ix.(*constant.Index); ok { // an index of a constant getelementptr
			ix = ci.Constant
		}
		c, ok := ix.(*constant.Int)
		if !ok || !c.X.IsInt64() {
			return 0, false
		}
		next, o, err := irreader.GEPStep(cur, c.X.Int64(), i == 0)
		if err != nil {
			return 0, false
		}
		cur, off = next, off+o
	}
	return off, true
}

// usesOf returns the instructions of fn using v as an operand.
func (in *inputs) usesOf(fn *irreader.Func, v value.Value) []any {
	m := in.uses[fn.IR]
	if m == nil {
		m = map[value.Value][]any{}
		for _, b := range fn.IR.Blocks {
			for _, inst := range b.Insts {
				for _, op := range operands(inst) {
					m[stripArg(*op)] = append(m[stripArg(*op)], inst)
				}
			}
			for _, op := range b.Term.Operands() {
				m[stripArg(*op)] = append(m[stripArg(*op)], b.Term)
			}
		}
		in.uses[fn.IR] = m
	}
	return m[v]
}

// globalUses returns every use of g's address in the module, through
// constant casts and constant getelementptrs of it.
func (in *inputs) globalUses(g *ir.Global) []globUse {
	if in.globUses == nil {
		in.globUses = map[*ir.Global][]globUse{}
		for _, f := range in.env.Module.DefinedFuncs() {
			for _, b := range f.IR.Blocks {
				record := func(inst any, ops []*value.Value) {
					for _, op := range ops {
						v := stripArg(*op)
						if gl, off, ok := constAddr(v, 0); ok {
							in.globUses[gl] = append(in.globUses[gl], globUse{f, inst, v, off})
						}
					}
				}
				for _, inst := range b.Insts {
					record(inst, operands(inst))
				}
				record(b.Term, b.Term.Operands())
			}
		}
	}
	return in.globUses[g]
}

// constAddr returns the global a constant pointer expression names, and
// its constant offset.
func constAddr(v value.Value, depth int) (*ir.Global, int64, bool) {
	if depth > maxDepth {
		return nil, 0, false
	}
	switch x := v.(type) {
	case *ir.Global:
		return x, 0, true
	case *constant.ExprBitCast:
		return constAddr(x.From, depth+1)
	case *constant.ExprAddrSpaceCast:
		return constAddr(x.From, depth+1)
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(x.Indices))
		for i, ix := range x.Indices {
			idx[i] = ix
		}
		off, ok := constGEPOffset(x.ElemType, idx)
		if !ok {
			return nil, 0, false
		}
		g, o, ok := constAddr(x.Src, depth+1)
		return g, o + off, ok
	}
	return nil, 0, false
}

// walk finds the writes of base's cells by following its address forward.
func (in *inputs) walk(base value.Value) *baseDefs {
	if bd := in.bases[base]; bd != nil {
		return bd
	}
	bd := &baseDefs{defs: map[int64][]cellDef{}}
	in.bases[base] = bd
	type item struct {
		fn  *irreader.Func
		ptr value.Value
		off int64
	}
	var todo []item
	seen := map[item]bool{}
	push := func(it item) {
		if !seen[it] {
			seen[it] = true
			todo = append(todo, it)
		}
	}
	// use handles one instruction using ptr (base + off) in fn.
	use := func(fn *irreader.Func, inst any, ptr value.Value, off int64) bool {
		switch x := inst.(type) {
		case *ir.InstLoad:
			return true
		case *ir.InstStore:
			if stripArg(x.Src) == ptr {
				// The pointer spilled to a local that holds nothing else:
				// its loads are the pointer again.
				al, ok := irreader.StripPtrCasts(x.Dst).(*ir.InstAlloca)
				if !ok || fn.SingleStore(al) != x {
					return false
				}
				for _, u := range in.usesOf(fn, al) {
					ld, ok := u.(*ir.InstLoad)
					if !ok {
						if st, isSt := u.(*ir.InstStore); isSt && st == x {
							continue
						}
						return false
					}
					push(item{fn, ld, off})
				}
				return true
			}
			if k, ok := stripArg(x.Src).(*constant.Int); ok && k.X.IsInt64() {
				if call, opt, ok := in.caseOf(fn, in.blockOf(fn, x)); ok {
					// -v sets verbose = 1: 1 when the option is given.
					bd.defs[off] = append(bd.defs[off], cellDef{src: in.flagSrc(fn, call, opt, k.X.Int64())})
					return true
				}
			}
			bd.defs[off] = append(bd.defs[off], cellDef{fn: fn, val: x.Src})
			return true
		case *ir.InstBitCast:
			push(item{fn, x, off})
			return true
		case *ir.InstGetElementPtr:
			o, ok := constGEPOffset(x.ElemType, x.Indices)
			if !ok || stripArg(x.Src) != ptr {
				return false
			}
			push(item{fn, x, off + o})
			return true
		case *ir.InstCall:
			name := calleeName(x)
			if strings.HasPrefix(name, "llvm.dbg.") || strings.HasPrefix(name, "llvm.lifetime.") {
				return true
			}
			if strings.HasPrefix(name, "llvm.memcpy.") && len(x.Args) >= 3 && stripArg(x.Args[0]) == ptr {
				// An aggregate initialised from a constant (-O0's struct
				// dims d = {32, 24}): each integer it copies.
				return in.copyConst(bd, x, off)
			}
			callee, _ := irreader.StripPtrCasts(x.Callee).(*ir.Func)
			for i, a := range x.Args {
				if stripArg(a) != ptr {
					continue
				}
				switch {
				case isScan(name) && i > scanFuncs[name]:
					bd.defs[off] = append(bd.defs[off], cellDef{src: in.src(fn, x, i-scanFuncs[name]-1)})
				case isScan(name), name == "printf", name == "puts", name == "fprintf":
					// read only
				case callee != nil && in.funcOf[callee] != nil && i < len(callee.Params) && calleeName(x) == callee.Name():
					push(item{in.funcOf[callee], callee.Params[i], off})
				case name == forkCall && i >= 3 && len(x.Args) >= 3:
					mt, ok := irreader.StripPtrCasts(stripArg(x.Args[2])).(*ir.Func)
					if !ok || in.funcOf[mt] == nil || i-1 >= len(mt.Params) {
						return false
					}
					push(item{in.funcOf[mt], mt.Params[i-1], off})
				default:
					return false
				}
			}
			return true
		}
		return false
	}
	if g, ok := base.(*ir.Global); ok {
		for _, u := range in.globalUses(g) {
			if !use(u.fn, u.in, u.ptr, u.off) {
				bd.escaped = true
				return bd
			}
		}
	} else if al, ok := base.(*ir.InstAlloca); ok {
		fn := in.allocaFunc(al)
		if fn == nil {
			bd.escaped = true
			return bd
		}
		push(item{fn, al, 0})
	}
	for steps := 0; len(todo) > 0; steps++ {
		if steps > maxWalkSteps {
			bd.escaped = true
			return bd
		}
		it := todo[0]
		todo = todo[1:]
		for _, u := range in.usesOf(it.fn, it.ptr) {
			if !use(it.fn, u, it.ptr, it.off) {
				bd.escaped = true
				return bd
			}
		}
	}
	return bd
}

// copyConst records the integers a memcpy from a constant global writes
// at off as constant writes, reporting false when its source or length is
// not constant.
func (in *inputs) copyConst(bd *baseDefs, c *ir.InstCall, off int64) bool {
	n, ok := stripArg(c.Args[2]).(*constant.Int)
	if !ok || !n.X.IsInt64() || stripArg(c.Args[0]) == stripArg(c.Args[1]) {
		return false
	}
	g, from, ok := constAddr(irreader.StripPtrCasts(stripArg(c.Args[1])), 0)
	if !ok || g.Init == nil || !g.Immutable {
		return false
	}
	leaves := map[int64]*constant.Int{}
	if !constLeaves(g.Init, 0, leaves, 0) {
		return false
	}
	for at, v := range leaves {
		if at >= from && at < from+n.X.Int64() {
			bd.defs[off+at-from] = append(bd.defs[off+at-from], cellDef{val: v})
		}
	}
	return true
}

// constLeaves records the integers of a constant aggregate by byte offset.
func constLeaves(c constant.Constant, off int64, out map[int64]*constant.Int, depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch x := c.(type) {
	case *constant.Int:
		out[off] = x
		return true
	case *constant.Float, *constant.Null, *constant.ZeroInitializer, *constant.Undef:
		// not an integer a size is read from (zero: a size 0 is not
		// recorded, so a load of it is no input)
		return true
	case *constant.Struct:
		for i, f := range x.Fields {
			fo, err := irreader.FieldOffset(x.Typ, i)
			if err != nil || !constLeaves(f, off+fo, out, depth+1) {
				return false
			}
		}
		return true
	case *constant.Array:
		size, err := irreader.AllocSize(x.Typ.ElemType)
		if err != nil || len(x.Elems) > 1<<12 {
			return false
		}
		for i, e := range x.Elems {
			if !constLeaves(e, off+int64(i)*size, out, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// allocaFunc returns the function holding al.
func (in *inputs) allocaFunc(al *ir.InstAlloca) *irreader.Func {
	if in.allocas == nil {
		in.allocas = map[*ir.InstAlloca]*irreader.Func{}
		for fn, f := range in.funcOf {
			for _, b := range fn.Blocks {
				for _, inst := range b.Insts {
					if x, ok := inst.(*ir.InstAlloca); ok {
						in.allocas[x] = f
					}
				}
			}
		}
	}
	return in.allocas[al]
}

// argvOf returns k when the string v is argv[k] of main (through local
// copies, parameters bound at every call site, and a choice between it and
// a null pointer: argc > 1 ? argv[1] : NULL), else 0.
func (in *inputs) argvOf(f *irreader.Func, v value.Value, depth int) int {
	if depth > maxDepth {
		return 0
	}
	v = irreader.StripPtrCasts(v)
	switch x := v.(type) {
	case *ir.InstLoad:
		if gep, ok := irreader.StripPtrCasts(x.Src).(*ir.InstGetElementPtr); ok {
			if len(gep.Indices) != 1 || gep.Src.Type().String() != "i8**" {
				return 0
			}
			k, ok := stripArg(gep.Indices[0]).(*constant.Int)
			if !ok {
				// argv[optind + k] after getopt: -1 - k.
				if off, ok := in.optindOffset(gep.Indices[0], 0); ok && off >= 0 && off < 1<<16 {
					if call, _ := in.theGetopt(); call != nil {
						return -1 - int(off)
					}
				}
				return 0
			}
			if !k.X.IsInt64() || k.X.Int64() < 1 || k.X.Int64() > 1<<16 {
				return 0
			}
			return int(k.X.Int64())
		}
		al, ok := irreader.StripPtrCasts(x.Src).(*ir.InstAlloca)
		if !ok {
			return 0
		}
		if in.env.useOf(f, al) != usePlain {
			return 0 // written where the analysis does not see
		}
		if st := f.SingleStore(al); st != nil {
			return in.argvOf(f, st.Src, depth+1)
		}
		// A local written on several paths (-O0 "cond ? argv[1] : NULL"
		// is a phi, but a pointer kept in a local is several stores).
		var stored []value.Value
		for _, u := range in.usesOf(f, al) {
			if st, ok := u.(*ir.InstStore); ok && irreader.StripPtrCasts(st.Dst) == al {
				stored = append(stored, st.Src)
			}
		}
		return in.oneArgv(f, stored, depth)
	case *ir.InstPhi:
		var incs []value.Value
		for _, inc := range x.Incs {
			incs = append(incs, inc.X)
		}
		return in.oneArgv(f, incs, depth)
	case *ir.InstSelect:
		return in.oneArgv(f, []value.Value{x.ValueTrue, x.ValueFalse}, depth)
	case *ir.Param:
		k := 0
		if !in.bindings(x, func(caller *irreader.Func, arg value.Value) bool {
			j := in.argvOf(caller, arg, depth+1)
			if j == 0 || k != 0 && j != k {
				return false
			}
			k = j
			return true
		}) {
			return 0
		}
		return k
	}
	return 0
}

// oneArgv returns k when every value of vals that is not a null pointer is
// argv[k] (argvOf), else 0.
func (in *inputs) oneArgv(f *irreader.Func, vals []value.Value, depth int) int {
	k := 0
	for _, v := range vals {
		if _, null := v.(*constant.Null); null {
			continue
		}
		j := in.argvOf(f, v, depth+1)
		if j == 0 || k != 0 && j != k {
			return 0
		}
		k = j
	}
	return k
}

// scanFormat returns the format string of a sscanf call, "" when it is not
// a constant.
func (in *inputs) scanFormat(c *ir.InstCall) string {
	at, ok := scanFuncs[calleeName(c)]
	if !ok || len(c.Args) <= at {
		return ""
	}
	format, _ := constString(c.Args[at])
	return format
}

// scanBits returns the width of the integer conversion conv of a format
// writes (32 for %d, 64 for %ld), 64 for the count of conversions.
func scanBits(format string, conv int) int {
	if conv < 0 {
		return 32
	}
	specs := ScanSpecs(format)
	if conv >= len(specs) {
		return 0
	}
	return specs[conv].Bits
}

// ScanSpec is one conversion of a scanf format that stores a value.
type ScanSpec struct {
	Verb byte // d, i, u, x, o, f, e, g, s, c, [
	Bits int  // the width of the integer it writes (0 for others)
}

// ScanSpecs returns the storing conversions of a scanf format in order
// (%*d, which stores nothing, and %% are left out).
func ScanSpecs(format string) []ScanSpec {
	var out []ScanSpec
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		skip := false
		if i < len(format) && format[i] == '*' {
			skip = true
			i++
		}
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			i++
		}
		mod := ""
		for i < len(format) && strings.IndexByte("hljztLq", format[i]) >= 0 {
			mod += string(format[i])
			i++
		}
		if i >= len(format) {
			break
		}
		verb := format[i]
		if verb == '[' {
			for i++; i < len(format) && format[i] != ']'; i++ {
			}
		}
		if skip {
			continue
		}
		bits := 0
		if strings.IndexByte("diuxXon", verb) >= 0 {
			switch mod {
			case "hh":
				bits = 8
			case "h":
				bits = 16
			case "l", "ll", "j", "z", "t", "q", "L":
				bits = 64
			default:
				bits = 32
			}
		}
		out = append(out, ScanSpec{Verb: verb, Bits: bits})
	}
	return out
}
