package loops

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/omp"
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
// Memory is followed by location: a global, a local or a heap block (at a
// constant offset: a struct field; a heap block's call site stands for
// every block it returns), with every store that can write it found by
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
// when the value is a constant only), and the one fallback constant def,
// or the one fallback value fb (in fbFn) computed from other inputs (m =
// argc > 2 ? atoi(argv[2]) : n + 8: fallbackOf). none marks a value whose
// evaluation is under way (a cycle): it adds nothing to a merge.
type inVal struct {
	src    *inputSrc
	def    float64
	hasDef bool
	fb     value.Value
	fbFn   *irreader.Func
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
	if a.fb != nil && b.fb != nil && a.fb != b.fb || a.fb != nil && b.hasDef || a.hasDef && b.fb != nil {
		return inVal{}, false
	}
	if a.src == nil {
		a.src = b.src
	}
	if !a.hasDef {
		a.def, a.hasDef = b.def, b.hasDef
	}
	if a.fb == nil {
		a.fb, a.fbFn = b.fb, b.fbFn
	}
	return a, true
}

// arms merges the values of a phi's incomings, a select's arms or the
// stores that reach a load (each in its function), with srcs, inputs
// written there (sscanf's conversions): the one input they are, with at
// most one fallback. The fallback is a constant, or a value
// computed from other inputs and constants (n, n + 8, 2 * n), which the
// parameter then takes as its expression when the program's arguments do
// not give it: the arms that are not the input must all be that one
// value, and the input arms the parse's own result (no fallback of
// their own).
func (in *inputs) arms(fns []*irreader.Func, vals []value.Value, depth int, srcs ...inVal) (inVal, bool) {
	var first inVal
	for _, a := range srcs {
		var ok bool
		if first, ok = mergeIn(first, a); !ok {
			return inVal{}, false
		}
	}
	r, merged := first, true
	// Each arm is classified once, when first needed: the merge stops at
	// the first arm that does not merge, and the fallback's check at the
	// first that fails it (a local stored at 2,000 places, i++ at each
	// state of a goto machine, costs one arm, not 2,000).
	got := make([]inVal, len(vals))
	oks := make([]bool, len(vals))
	done := make([]bool, len(vals))
	arm := func(i int) (inVal, bool) {
		if !done[i] {
			got[i], oks[i] = in.of(fns[i], vals[i], depth)
			done[i] = true
		}
		return got[i], oks[i]
	}
	for i := range vals {
		a, ok := arm(i)
		if !ok {
			merged = false
			break
		}
		if r, merged = mergeIn(r, a); !merged {
			break
		}
	}
	if merged {
		return r, true
	}
	// A fallback value: the arms that are the parse's bare result, and
	// one value computed from inputs in all the others.
	r = first
	var fb value.Value
	var fbFn *irreader.Func
	for i, v := range vals {
		a, ok := arm(i)
		switch {
		case ok && a.none:
			continue
		case ok && a.src != nil && !a.hasDef && a.fb == nil:
			var ok bool
			if r, ok = mergeIn(r, a); !ok {
				return inVal{}, false
			}
			continue
		}
		if fb != nil && stripArg(v) != fb || !in.fallbackOf(fns[i], v, depth, 0) {
			return inVal{}, false
		}
		fb, fbFn = stripArg(v), fns[i]
	}
	if r.src == nil || fb == nil {
		return inVal{}, false
	}
	r.fb, r.fbFn = fb, fbFn
	return r, true
}

// fallbackOf reports whether v is a value a parameter can fall back to:
// an input (another parameter), or integer arithmetic of inputs and
// constants, with no value under evaluation (a cycle) among its leaves.
func (in *inputs) fallbackOf(f *irreader.Func, v value.Value, depth, level int) bool {
	if level > 8 {
		return false
	}
	v = stripArg(v)
	var ops []value.Value
	switch x := v.(type) {
	case *constant.Int:
		return true
	case *ir.InstAdd:
		ops = []value.Value{x.X, x.Y}
	case *ir.InstSub:
		ops = []value.Value{x.X, x.Y}
	case *ir.InstMul:
		ops = []value.Value{x.X, x.Y}
	case *ir.InstShl:
		ops = []value.Value{x.X, x.Y}
	case *ir.InstSDiv:
		ops = []value.Value{x.X, x.Y}
	case *ir.InstUDiv:
		ops = []value.Value{x.X, x.Y}
	case *ir.InstSExt:
		ops = []value.Value{x.From}
	case *ir.InstZExt:
		ops = []value.Value{x.From}
	case *ir.InstTrunc:
		ops = []value.Value{x.From}
	}
	if ops != nil {
		for _, o := range ops {
			if !in.fallbackOf(f, o, depth, level+1) {
				return false
			}
		}
		return true
	}
	a, ok := in.of(f, v, depth)
	return ok && a.src != nil && !a.none
}

// cell is a location: a global, alloca or allocation call (base) and a
// byte offset in it.
type cell struct {
	base value.Value
	off  int64
}

// cellDef is one write of a cell: a store of val in fn, or an input src
// (a sscanf conversion).
type cellDef struct {
	fn  *irreader.Func
	at  ir.Instruction // the store or call that writes
	val value.Value
	src *inputSrc
	// size is the bytes a store writes (0: an input's conversion, -1:
	// unknown); a read of another size or offset sees val only where it
	// is a constant or a parameter (defsAt).
	size int64
	// sliced marks a read of size bytes at byte from of val, a parameter
	// holding a struct passed by value or a call's result holding one
	// returned in registers (defsAt, Env.sliceValue).
	sliced bool
	from   int64
	// copy, when not nil, is the location whose size bytes a memcpy
	// copies here (defsAt reads them there).
	copy *cell
}

// defsAt returns the writes a read of size bytes at off of bd's base
// sees: the stores of that size at off (and the inputs written there), and
// of a wider constant store over it the bytes the read takes (-O2 writes
// struct dims d = {32, 24} as one i64). ok is false when a write overlaps
// the read otherwise (an i64 of a variable over two int fields): neither
// field's value is known.
func defsAt(bd *baseDefs, off, size int64) ([]cellDef, bool) {
	if size <= 0 {
		return nil, false
	}
	near := bd.near(off, size)
	plain := true // every write near is a plain one of this size at off
	for _, o := range near {
		u := bd.uniform[o]
		if u.irregular || u.size != 0 && (u.size != size || o != off) && !(o != off && (o+u.size <= off || o >= off+size)) {
			plain = false
			break
		}
	}
	if plain {
		return bd.defs[off], true
	}
	var out []cellDef
	for _, o := range near {
		for _, d := range bd.defs[o] {
			if d.copy != nil {
				switch {
				case o+d.size <= off || o >= off+size:
				case o <= off && o+d.size >= off+size: // the source's bytes at the same place
					src := cell{d.copy.base, d.copy.off + off - o}
					out = append(out, cellDef{fn: d.fn, at: d.at, size: size, copy: &src})
				default:
					return nil, false
				}
				continue
			}
			switch {
			case d.size == 0: // an input, written where it is read
				if o == off {
					out = append(out, d)
				}
				continue
			case d.size < 0:
				return nil, false
			case o+d.size <= off || o >= off+size:
				continue // beside the read
			case o == off && d.size == size:
				out = append(out, d)
				continue
			}
			if o > off || o+d.size < off+size {
				return nil, false
			}
			switch v := stripArg(d.val).(type) {
			case *constant.Int:
				out = append(out, cellDef{fn: d.fn, at: d.at, val: sliceInt(v.X, off-o, size), size: size})
			case *ir.Param, *ir.InstExtractValue, *ir.InstCall, *ir.TermInvoke:
				// A struct passed by value as one integer, or returned
				// in registers ({i64, ptr}: rows and cols in the i64).
				out = append(out, cellDef{fn: d.fn, at: d.at, val: v, size: size, from: off - o, sliced: true})
			default:
				return nil, false
			}
		}
	}
	return out, true
}

// near returns, in order, the offsets of bd's writes that may overlap the
// size bytes at off (within the widest write before it).
func (bd *baseDefs) near(off, size int64) []int64 {
	if bd.offs == nil { // the offsets written, sorted, with the widest write
		bd.offs = make([]int64, 0, len(bd.defs))
		bd.uniform = make(map[int64]writes, len(bd.defs))
		for o, ds := range bd.defs {
			bd.offs = append(bd.offs, o)
			var u writes
			for _, d := range ds {
				bd.widest = max(bd.widest, d.size)
				switch {
				case d.copy != nil:
					u.irregular = true
				case d.size == 0:
				case u.size == 0:
					u.size = d.size
				case u.size != d.size:
					u.irregular = true // several widths
				}
			}
			bd.uniform[o] = u
		}
		slices.Sort(bd.offs)
	}
	from := off - max(bd.widest, 1) + 1
	i := sort.Search(len(bd.offs), func(i int) bool { return bd.offs[i] >= from })
	j := sort.Search(len(bd.offs), func(i int) bool { return bd.offs[i] >= off+size })
	return bd.offs[i:j]
}

// sliceInt returns the size-byte integer at byte from of the little-endian
// integer x (two's complement when negative), as the signed value a load
// of that width reads.
func sliceInt(x *big.Int, from, size int64) *constant.Int {
	bits := uint(8 * size)
	v := new(big.Int).Mod(x, new(big.Int).Lsh(big.NewInt(1), uint(8*(from+size)))) // the low from+size bytes
	v.Rsh(v, uint(8*from))
	if v.Bit(int(bits)-1) == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), bits))
	}
	return &constant.Int{Typ: types.NewInt(uint64(bits)), X: v}
}

// readSize returns the bytes a load through addr reads (-2 when unknown:
// it matches no write).
func readSize(addr value.Value) int64 {
	if pt, ok := addr.Type().(*types.PointerType); ok {
		if n, err := irreader.StoreSize(pt.ElemType); err == nil {
			return n
		}
	}
	return -2
}

// storeSize returns the bytes a store of v writes (-1 when unknown).
func storeSize(v value.Value) int64 {
	n, err := irreader.StoreSize(v.Type())
	if err != nil {
		return -1
	}
	return n
}

// baseDefs are the writes of a base's cells by offset; escaped is set when
// its address goes where its writes cannot be seen.
type baseDefs struct {
	defs    map[int64][]cellDef
	escaped bool
	// offs are the offsets of defs, sorted, and widest the widest write,
	// made at the first read (defsAt) once the walk has found them all.
	offs    []int64
	widest  int64
	uniform map[int64]writes
	// entries are the calls through which the base's address entered
	// each function the walk followed it into (what its parameters are
	// bound to where a write there stores one of them: cellValue).
	entries map[*irreader.Func][]entry
}

// writes summarises the writes at one offset: their one width (0: inputs
// only); irregular when a copy or writes of several widths are among them
// (defsAt reads those one by one).
type writes struct {
	size      int64
	irregular bool
}

// entry is a call that passes a base's address to a function: the call
// (or the call standing for an invoke) and its caller.
type entry struct {
	call   *ir.InstCall
	caller *irreader.Func
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
	// written memoises writtenOnEntry.
	written map[writtenKey]map[*ir.Block]bool
	steps   int
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
		busy: map[value.Value]bool{}, specs: map[*ir.InstCall]*GetoptSpec{}, written: map[writtenKey]map[*ir.Block]bool{}}
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
				if !ok || calleeName(c) != omp.ForkCall || len(c.Args) < 3 {
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
		def    float64
		hasDef bool
		fb     value.Value
		fbFn   *irreader.Func
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
				if _, isInt := v.Type().(*types.IntType); !isInt && !isFloat(v.Type()) {
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
				if isFloat(v.Type()) && (r.src.flag || !realFuncs[calleeName(r.src.call)]) {
					continue // a float from sscanf or an option's flag: not modelled
				}
				k := key{r.src, r.def, r.hasDef, r.fb, r.fbFn}
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
		if k.hasDef || k.fb != nil {
			defs[k.src] = append(defs[k.src], k)
		}
	}
	kept := order[:0]
	for _, k := range order {
		if !k.hasDef && k.fb == nil && len(defs[k.src]) == 1 {
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
			if _, _, _, _, ok := compareOf(k.src.call); ok {
				name = fmt.Sprintf("%s_%d", calleeName(k.src.call), callLine(k.src.call))
			}
			luaName = name
		}
		callee := calleeName(k.src.call)
		where := fmt.Sprintf("%s read by %s in %s (line %d)", name, callee, callFunc(k.src.call, k.src.fn), callLine(k.src.call))
		lp := &LuaParam{Name: env.freeName(sanitize(luaName)), Where: where}
		switch {
		case k.hasDef:
			lp.Default, lp.HasDefault = k.def, true
			lp.Where += "; without arguments it is the fallback"
		case k.fb != nil:
			// Its expression, once every parameter is made (BindCalls).
			lp.fallback, lp.fallbackFn = k.fb, k.fbFn
		}
		if len(k.src.call.Args) > 0 && !k.src.flag && (!isScan(callee) || fromString(callee)) {
			lp.Argv = in.argvOf(k.src.fn, parsedString(k.src.call), 0)
		}
		if _, lit, n, swapped, ok := compareOf(k.src.call); ok && !k.src.flag {
			// strcmp(argv[k], "fast"): the arguments give its result.
			lp.Compare = &StringCompare{Func: callee, Literal: lit, N: n, Swapped: swapped}
			lp.Where = fmt.Sprintf("%s of argv[%d] with %q in %s (line %d)", callee, lp.Argv, lit, callFunc(k.src.call, k.src.fn), callLine(k.src.call))
		}
		if lp.Argv == 0 && isScan(callee) && !fromString(callee) {
			// Read from a stream whatever the arguments: the value the
			// variable had before is no fallback. Its result, the number
			// of conversions made, is taken as all of them (input the
			// program can read), as the error-exit heuristic would.
			lp.Default, lp.HasDefault = 0, false
			lp.Where = fmt.Sprintf("%s read by %s in %s (line %d) from a file or the program's input: give it with --set %s=VALUE", name, callee, callFunc(k.src.call, k.src.fn), callLine(k.src.call), lp.Name)
			if k.src.conv == -1 {
				n := len(ScanSpecs(in.scanFormat(k.src.call)))
				lp.Name = env.freeName(fmt.Sprintf("scanned_%d", callLine(k.src.call)))
				lp.Default, lp.HasDefault = float64(n), true
				lp.Where = fmt.Sprintf("the conversions %s in %s (line %d) makes, taken as all %d (valid input); --set %s=VALUE for another", callee, callFunc(k.src.call, k.src.fn), callLine(k.src.call), n, lp.Name)
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
				lp.Where = fmt.Sprintf("optind after %s in %s (line %d): 1 + the words its options take", callee, callFunc(k.src.call, k.src.fn), callLine(k.src.call))
				lp.Default, lp.HasDefault = 1, true
			}
		case k.src.flag:
			if spec, ok := in.getoptSpec(k.src.call); ok {
				lp.Getopt, lp.GetoptKind, lp.Opt, lp.Flag = spec, GetoptFlag, k.src.opt, k.src.val
				lp.Where = fmt.Sprintf("a flag: %d when %s in %s parses option %s (line %d), else the fallback", k.src.val, callee, callFunc(k.src.call, k.src.fn), optQuote(k.src.opt), callLine(k.src.call))
			}
		case lp.Argv == 0 && len(k.src.call.Args) > 0 && in.isOptarg(k.src.call.Args[0]):
			if call, opt, ok := in.caseOf(k.src.fn, in.blockOf(k.src.fn, k.src.call)); ok {
				if spec, ok := in.getoptSpec(call); ok {
					lp.Getopt, lp.GetoptKind, lp.Opt = spec, GetoptArg, opt
					lp.Where = fmt.Sprintf("%s read by %s from the argument of option %s in %s (line %d)", name, callee, optQuote(opt), callFunc(k.src.call, k.src.fn), callLine(k.src.call))
					if k.hasDef {
						lp.Where += "; without it the fallback"
					}
				}
			}
		}
		if k.src.flag {
			lp.Bits = 0
		} else if lp.Compare != nil {
			lp.Bits = keptBits(k.src.fn, k.src.call)
		} else if k.src.conv != 0 || isScan(callee) {
			lp.Scan, lp.Conv = in.scanFormat(k.src.call), k.src.conv
			if lp.Scan == "" {
				lp.Argv = 0 // a format the analysis cannot read
			}
			lp.Bits = scanBits(lp.Scan, lp.Conv)
		} else {
			lp.Bits = keptBits(k.src.fn, k.src.call)
			lp.Real, lp.Single = realFuncs[callee], callee == "strtof"
		}
		if lp.Argv == 0 && lp.Getopt == nil && !k.src.flag && lp.HasDefault && len(k.src.call.Args) > 0 && (!isScan(callee) || fromString(callee)) {
			switch str := parsedString(k.src.call); {
			case in.fromArgv(k.src.fn, str, 0):
				lp.Guess = GuessArgv
			default:
				if _, lit := constString(str); !lit {
					lp.Guess = GuessString
				}
			}
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
				if _, scalar := b.ContentType.(*types.IntType); scalar || isFloat(b.ContentType) {
					return f.VarName(b)
				}
			case *ir.InstAlloca:
				if _, scalar := b.ElemType.(*types.IntType); scalar || isFloat(b.ElemType) {
					if fn := in.allocaFunc(b); fn != nil {
						return fn.VarName(b)
					}
				}
			}
		}
	}
	return ""
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
		return inVal{def: float64(c.X.Int64()), hasDef: true}, true
	}
	if c, ok := v.(*constant.Float); ok {
		x, _ := c.X.Float64()
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return inVal{}, false
		}
		return inVal{def: x, hasDef: true}, true
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
	case *ir.InstAShr:
		// -O2's sign extension of a truncated value within its
		// register, ashr (shl x, 32), 32: what SExt of Trunc is above.
		if from, _, ok := sextInReg(x); ok {
			return in.of(f, from, depth)
		}
	case *ir.InstAnd:
		// -O2's zero extension of a truncated value, x & (2^32 - 1):
		// what ZExt of Trunc is above.
		if m, ok := intConst(x.Y); ok && m == 1<<32-1 {
			return in.of(f, x.X, depth)
		}
	case *ir.InstFPExt:
		return in.of(f, x.From, depth) // a float kept in a double: the same value
	case *ir.InstCall:
		name := calleeName(x)
		switch {
		case inputFuncs[name]:
			return inVal{src: in.src(f, x, 0)}, true
		case compareFuncs[name]:
			// Only an argument the analysis places (argv[1], not argv[i]
			// in a loop over them, nor a buffer): the one value the
			// arguments give it.
			if str, _, _, _, ok := compareOf(x); ok && in.argvOf(f, str, 0) > 0 {
				return inVal{src: in.src(f, x, 0)}, true
			}
			return inVal{}, false
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
		var fns []*irreader.Func
		var vals []value.Value
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
			fns = append(fns, f)
			vals = append(vals, inc.X)
		}
		a, ok := in.arms(fns, vals, depth)
		if !ok {
			return inVal{}, false
		}
		return mergeIn(r, a)
	case *ir.InstSelect:
		return in.arms([]*irreader.Func{f, f}, []value.Value{x.ValueTrue, x.ValueFalse}, depth)
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
		cs, ok := in.cellsOf(f, x.Src, depth)
		if !ok || len(cs) == 0 {
			return inVal{}, false
		}
		// Every location the pointer may name holds the value.
		var r inVal
		for _, c := range cs {
			a, ok := in.readCell(f, x, c, depth)
			if !ok {
				return inVal{}, false
			}
			if r, ok = mergeIn(r, a); !ok {
				return inVal{}, false
			}
		}
		return r, true
	}
	return inVal{}, false
}

// readCell classifies what load x of f reads at location c: the writes
// that reach it (and a global's initial value when none is made before).
func (in *inputs) readCell(f *irreader.Func, x *ir.InstLoad, c cell, depth int) (inVal, bool) {
	bd := in.walk(c.base)
	if bd.escaped {
		return inVal{}, false
	}
	defs, ok := defsAt(bd, c.off, readSize(x.Src))
	if !ok {
		return inVal{}, false
	}
	var r inVal
	if g, ok := c.base.(*ir.Global); ok && !in.storedBefore(f, x, bd, c.off, map[*ir.Func]bool{}) {
		init, ok := globalInit(g, c.off)
		if !ok {
			return inVal{}, false
		}
		r = init
	}
	if len(defs) == 0 {
		return inVal{}, false
	}
	var fns []*irreader.Func
	var vals []value.Value
	var srcs []inVal
	for _, d := range defs {
		if d.sliced || d.copy != nil {
			return inVal{}, false // part of a struct passed by value, or copied
		}
		if d.src != nil {
			srcs = append(srcs, inVal{src: d.src})
			continue
		}
		fns, vals = append(fns, d.fn), append(vals, d.val)
	}
	a, ok := in.arms(fns, vals, depth, srcs...)
	if !ok {
		return inVal{}, false
	}
	return mergeIn(r, a)
}

// globalInit returns the initial value of a global's integer at off: its
// constant initializer, or zero.
func globalInit(g *ir.Global, off int64) (inVal, bool) {
	switch x := g.Init.(type) {
	case *constant.ZeroInitializer:
		return inVal{def: 0, hasDef: true}, true
	case *constant.Int:
		if off == 0 && x.X.IsInt64() {
			return inVal{def: float64(x.X.Int64()), hasDef: true}, true
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
// outlined function (the fork call, omp.ForkCall(loc, argc, fn, shared...),
// runs fn(gtid*, btid*, shared...)).
func argAt(c *ir.InstCall, fn *ir.Func, idx int) (value.Value, bool) {
	switch name := calleeName(c); {
	case name == fn.Name():
		if idx < len(c.Args) {
			return c.Args[idx], true
		}
	case name == omp.ForkCall && len(c.Args) >= 3 && irreader.StripPtrCasts(stripArg(c.Args[2])) == value.Value(fn):
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
