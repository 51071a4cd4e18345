package loops

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// Env binds the integer parameters of the analysed functions to Lua parameters.
// A function parameter whose value is the same constant at every call site becomes
// a Lua parameter with that default ("local n = param.n or 1000"); one passed the
// caller's own parameter shares the caller's Lua parameter; one with no call
// site becomes a Lua parameter without a default.
type Env struct {
	Module *irreader.Module
	Params []*LuaParam // sorted by name
	byIR   map[*ir.Param]*LuaParam

	one     *OneThread // nil: no OpenMP knowledge
	uses    map[*ir.InstAlloca]allocaUse
	ro      map[*ir.Param]bool
	pointee map[*ir.Param]memo
	cells   map[cellRead]memo // values of the cells loads read through pointers (cellValue)
	// fields are the values of fields read through pointer parameters
	// (paramField), fieldParams the per-call parameters made for them,
	// by function.
	fields      map[fieldKey]memo
	fieldParams map[*ir.Func][]*LuaParam
	loads       map[*ir.InstLoad]memo // LoadValue's answers
	preds       map[*irreader.Func]map[*ir.Block][]*ir.Block
	pos         map[*irreader.Func]map[ir.Instruction]instPos
	paramFunc   map[*ir.Param]*ir.Func
	inPhi       map[*ir.InstPhi]bool
	inputs      map[value.Value]*LuaParam // sizes read from outside (input.go)
	bound       map[*ir.Param]poly.Poly   // parameters every call binds to one polynomial of other parameters
	callSites   map[string][]*ir.InstCall // direct and resolved calls of each function, by name
	callerOf    map[*ir.InstCall]*irreader.Func
	// invokes are the calls that stand for C++ invokes (NewEnv), with
	// the block the invoke ends.
	invokes map[*ir.InstCall]*ir.Block
	inp     *inputs                 // the classification behind inputs (inputs.go)
	getopts map[getoptKey]*LuaParam // getopt's counts (getopt.go)
	byExpr  map[string]*LuaParam    // parameters computed from others, by expression (quotient.go)
	// analysed holds the functions the analysis covers (the root and
	// what it calls): a call from any other function never runs.
	analysed map[*irreader.Func]bool
	never    map[*irreader.Func]bool // neverRuns, by function
	// created lists every Lua parameter in the order it was made, so that
	// a lookup by name is deterministic (maps iterate in random order).
	created []*LuaParam
}

// StringCompare is a comparison of a program argument with a string
// literal (LuaParam.Compare).
type StringCompare struct {
	Func    string // strcmp, strncmp, strcasecmp or strncasecmp
	Literal string
	N       int64 // strncmp's length limit; -1 for none
	// Swapped marks the literal as the first argument: the result is the
	// literal compared with the argument.
	Swapped bool
}

// Result returns what the comparison returns for the argument a, as
// glibc's does: the difference of the first bytes (unsigned, lowercased
// by the case-insensitive ones) that differ, 0 when none do within the
// limit.
func (c *StringCompare) Result(a string) int64 {
	x, y := a, c.Literal
	if c.Swapped {
		x, y = y, x
	}
	fold := strings.Contains(c.Func, "case")
	for i := 0; c.N < 0 || int64(i) < c.N; i++ {
		var p, q byte
		if i < len(x) {
			p = x[i]
		}
		if i < len(y) {
			q = y[i]
		}
		if fold {
			p, q = lower(p), lower(q)
		}
		if p != q {
			return int64(p) - int64(q)
		}
		if p == 0 {
			return 0
		}
	}
	return 0
}

func lower(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// LuaParam is one parameter of the probability script.
type LuaParam struct {
	Name       string
	Default    float64
	HasDefault bool
	// Where says what it stands for: "argument n of kernel_gemm (line 12)".
	Where string
	// Argv is k when the value is parsed from argv[k] (atoi(argv[1])), 0
	// otherwise; Argc marks main's argument count.
	Argv int
	Argc bool
	// PerCall marks a function's parameter that its calls pass different
	// values (min(ii + bs, n) and min(jj + bs, m)): no one value to set.
	PerCall bool
	// Scan is the format when the value is written by sscanf(argv[k],
	// Scan, ...): its conversion Conv (0-based), or with Conv -1 the
	// number of conversions sscanf returns.
	Scan string
	Conv int
	// Getopt is the option parser the value comes from (getopt.go):
	// GetoptKind says what of it (GetoptCount, GetoptArg, GetoptFlag),
	// Opt the option (-1 with GetoptCount: every option), Flag the value
	// a GetoptFlag takes when the option is given.
	Getopt     *GetoptSpec
	GetoptKind int
	Opt        int
	Flag       int64
	// Expr, when not "", is the Lua expression of the other parameters
	// that every call passes (kernel(n / 3): math.floor(n/3)); BindCalls
	// sets it, ParamValue evaluates it.
	Expr string
	eval func(map[string]float64) (float64, bool)
	// Compare, when not nil, says the value is the result of comparing
	// the argument (argv[Argv]) with a string literal (strcmp(argv[1],
	// "fast")): the arguments give it.
	Compare *StringCompare
	// Real marks a value parsed as a floating-point number (atof, strtod:
	// the argument is read with strtod's syntax), Single one rounded to
	// float (strtof).
	Real, Single bool
	// Guess, when not "", says that Default is a guess: the fallback the
	// program keeps when its parse does not run, while the string the
	// parse reads is one the analysis does not place (GuessArgv: an
	// argument at an index it does not derive, argv[++i] in a loop over
	// the arguments; GuessString: a string from elsewhere, getenv or a
	// buffer). Where the parse may run, the counts that rest on the
	// value are estimates.
	Guess string
	// Bits is the width of the integer the program keeps the value in (32
	// for int n = atoi(argv[1])), 0 when it is not an integer: an argument
	// beyond it wraps as it does in the program.
	Bits int
	// fallback, when not nil, is the value (in fallbackFn) the program
	// keeps when its argument is absent, computed from other parameters
	// (m = argc > 2 ? atoi(argv[2]) : n + 8): BindCalls makes it Expr,
	// which the program's argument or --set overrides.
	fallback   value.Value
	fallbackFn *irreader.Func
	// sites holds, for a value a function reads per call (a field through
	// a pointer parameter: paramField; bytes of a by-value struct:
	// sliceParam), its value at each call: a polynomial in the caller's
	// names, by call (or invoke).
	sites map[value.Value]poly.Poly
}

// The kinds of LuaParam.Guess.
const (
	GuessArgv   = "argv"
	GuessString = "string"
)

// clashName is the Lua name of a parameter name that another already has:
// the function's name, then the parameter's (kernel_n).
func clashName(name, where string) string {
	return sanitize(strings.Fields(strings.TrimPrefix(where, "argument "+name+" of "))[0]) + "_" + name
}

// NewEnv resolves the parameters of funcs (the analysed functions) from the call
// sites in the module.
func NewEnv(m *irreader.Module, funcs []*irreader.Func) *Env {
	env := &Env{Module: m, byIR: map[*ir.Param]*LuaParam{}, uses: map[*ir.InstAlloca]allocaUse{},
		ro: map[*ir.Param]bool{}, pointee: map[*ir.Param]memo{}, cells: map[cellRead]memo{}, preds: map[*irreader.Func]map[*ir.Block][]*ir.Block{},
		pos: map[*irreader.Func]map[ir.Instruction]instPos{}, inPhi: map[*ir.InstPhi]bool{},
		inputs: map[value.Value]*LuaParam{}, getopts: map[getoptKey]*LuaParam{}, bound: map[*ir.Param]poly.Poly{},
		invokes: map[*ir.InstCall]*ir.Block{}}
	inSet := map[*irreader.Func]bool{}
	for _, f := range funcs {
		inSet[f] = true
	}
	env.analysed = inSet
	// Call sites of each function, calls through a pointer that reach
	// one function included (irreader's Callee).
	sites := map[string][]*ir.InstCall{}
	callerOf := map[*ir.InstCall]*irreader.Func{}
	for _, f := range m.DefinedFuncs() {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if c, ok := in.IR.(*ir.InstCall); ok && in.Callee != "" {
					sites[in.Callee] = append(sites[in.Callee], c)
					callerOf[c] = f
				}
			}
			// C++ calls a function with an invoke where an exception
			// would unwind through objects to destroy: its arguments bind
			// the parameters as a call's do (a call of the same callee
			// and arguments stands for it).
			if b.Term != nil && b.Term.Callee != "" {
				if inv, ok := b.Term.TermIR.(*ir.TermInvoke); ok {
					c := &ir.InstCall{Callee: inv.Invokee, Args: inv.Args}
					sites[b.Term.Callee] = append(sites[b.Term.Callee], c)
					callerOf[c] = f
					env.invokes[c] = b.IR
				}
			}
		}
	}
	type pending struct {
		f *irreader.Func
		p *irreader.Param
	}
	var todo []pending
	for _, f := range funcs {
		for _, p := range f.Params {
			if isIntParam(p) {
				todo = append(todo, pending{f, p})
			}
		}
	}
	byName := map[string][]*LuaParam{}
	newParam := func(name string, def float64, has bool, where string) *LuaParam {
		for _, q := range byName[name] {
			// The same value under the same name: one Lua parameter. Two
			// parameters without a value are two unknowns (kernel(n / 3)
			// and other(n / 2) each get their own, and BindCalls may give
			// each its expression).
			if has && q.HasDefault && q.Default == def {
				return q
			}
		}
		lp := &LuaParam{Name: name, Default: def, HasDefault: has, Where: where}
		if len(byName[name]) > 0 {
			// Distinct from the first at once (n, then kernel_n): a
			// later function's parameter bound to this one (is_odd(k - 1)
			// in is_even) names it in its polynomial now.
			lp.Name = clashName(name, where)
		}
		byName[name] = append(byName[name], lp)
		env.created = append(env.created, lp)
		return lp
	}
	env.callSites, env.callerOf = sites, callerOf
	env.findInputs(sites, callerOf)
	// Resolve in rounds so that callees can share their callers' parameters.
	for round := 0; round < 4 && len(todo) > 0; round++ {
		var next []pending
		for _, t := range todo {
			cs := sites[t.f.Name]
			where := fmt.Sprintf("argument %s of %s (line %d)", t.p.Name, t.f.Name, t.f.Line)
			var val poly.Poly
			ok := len(cs) > 0
			for _, c := range cs {
				if t.p.Index >= len(c.Args) {
					ok = false
					break
				}
				caller := callerOf[c]
				v, vok := env.symbolic(caller, c.Args[t.p.Index], nil)
				if !vok {
					ok = false
					break
				}
				if val == nil {
					val = v
				} else if val.Sub(v).Lua() != "0" {
					ok = false
					break
				}
			}
			switch {
			case !ok && len(cs) > 0 && round < 3:
				next = append(next, t) // may depend on a caller parameter resolved later
			case !ok && len(cs) == 0 && t.f.Name == "main" && t.p.Index == 0:
				// argc: the program runs without arguments unless --set argc=N.
				lp := newParam(t.p.Name, 1, true, "argument count of main: 1 is a run without arguments")
				lp.Argc = true
				env.byIR[t.p.IR] = lp
			case !ok:
				lp := newParam(t.p.Name, 0, false, where)
				lp.PerCall = len(cs) > 0
				env.byIR[t.p.IR] = lp
			default:
				if c, isC := val.IsConst(); isC {
					env.byIR[t.p.IR] = newParam(t.p.Name, c, true, where)
				} else if syms := val.Syms(); len(syms) == 1 && val.Lua() == syms[0] {
					env.byIR[t.p.IR] = env.byName(syms[0])
				} else {
					// The same polynomial of the callers' parameters at
					// every call (kernel(2*n - 1)): the parameter is it.
					env.bound[t.p.IR] = val
				}
			}
		}
		todo = next
	}
	seen := map[*LuaParam]bool{}
	inputNames := map[string]bool{}
	for _, lp := range env.Params { // sizes read from input, found on the way
		seen[lp] = true
		inputNames[lp.Name] = true
	}
	used := map[*LuaParam]bool{}
	for _, lp := range env.byIR {
		used[lp] = true
	}
	for _, lp := range env.created { // in creation order: names are deterministic
		if used[lp] && !seen[lp] {
			seen[lp] = true
			if inputNames[lp.Name] {
				lp.Name = env.freeName(lp.Name)
			}
			env.Params = append(env.Params, lp)
		}
	}
	sort.SliceStable(env.Params, func(i, j int) bool { return env.Params[i].Name < env.Params[j].Name })
	return env
}

// ReadsPerCall reports whether p reads a parameter whose calls pass
// different values (LuaParam.PerCall).
func (env *Env) ReadsPerCall(p poly.Poly) bool {
	for _, name := range p.Syms() {
		if lp := env.byName(name); lp != nil && lp.PerCall {
			return true
		}
	}
	return false
}

// addParam adds a parameter made after NewEnv, keeping Params sorted.
func (env *Env) addParam(lp *LuaParam) {
	env.Params = append(env.Params, lp)
	sort.SliceStable(env.Params, func(i, j int) bool { return env.Params[i].Name < env.Params[j].Name })
}

func (env *Env) byName(name string) *LuaParam {
	for _, lp := range env.created {
		if lp.Name == name {
			return lp
		}
	}
	return nil
}

func sanitize(s string) string {
	s = nonIdentChars.Replace(s)
	if IsCounterSym(s) {
		return s + "_" // a variable named iv3 is not the counter symbol iv3
	}
	return s
}

var nonIdentChars = strings.NewReplacer(".", "_", "-", "_", "$", "_")

func isIntParam(p *irreader.Param) bool {
	return strings.HasPrefix(p.IR.Typ.String(), "i") && !strings.HasSuffix(p.IR.Typ.String(), "*")
}

// Defaults returns the default value of every parameter that has one.
func (env *Env) Defaults() map[string]float64 {
	out := map[string]float64{}
	for _, p := range env.Params {
		if p.HasDefault {
			out[p.Name] = p.Default
		}
	}
	return out
}

// symbolic expresses an integer IR value as a polynomial over Lua parameters and,
// when nest is given, the IV symbols of its loops. ok is false when the value is
// not such an expression (data-dependent, or an unsupported operation).
func (env *Env) symbolic(f *irreader.Func, v value.Value, nest *Nest) (poly.Poly, bool) {
	return env.sym(f, v, nest, 0)
}

// Value expresses the integer IR value v of f as a polynomial over the Lua
// parameters, ok false when it is no such expression.
func (env *Env) Value(f *irreader.Func, v value.Value) (poly.Poly, bool) {
	return env.symbolic(f, v, nil)
}

// maxDepth bounds the recursion of symbolic evaluation.
const maxDepth = 32

func (env *Env) sym(f *irreader.Func, v value.Value, nest *Nest, depth int) (poly.Poly, bool) {
	if depth > maxDepth {
		return nil, false
	}
	rec := func(x value.Value) (poly.Poly, bool) { return env.sym(f, x, nest, depth+1) }
	bin := func(x, y value.Value, op func(a, b poly.Poly) (poly.Poly, bool)) (poly.Poly, bool) {
		a, ok := rec(x)
		if !ok {
			return nil, false
		}
		b, ok := rec(y)
		if !ok {
			return nil, false
		}
		return op(a, b)
	}
	if nest != nil {
		if s, ok := nest.ivSym[v]; ok {
			return poly.Sym(s), true
		}
	}
	if lp := env.inputs[v]; lp != nil { // a number read from the arguments
		return poly.Sym(lp.Name), true
	}
	switch x := v.(type) {
	case *ir.Arg:
		return rec(x.Value)
	case *constant.Int:
		return poly.Const(float64(x.X.Int64())), true
	case *ir.Param:
		if lp := env.byIR[x]; lp != nil {
			return poly.Sym(lp.Name), true
		}
		if p, ok := env.bound[x]; ok {
			return p, true
		}
		return nil, false
	case *ir.InstSExt:
		return rec(x.From)
	case *ir.InstZExt:
		return rec(x.From)
	case *ir.InstTrunc:
		return rec(x.From)
	case *ir.InstAnd:
		// x & (2^32 - 1): -O2's zero extension of a 32-bit value kept in
		// a wider register (n & 4294967295 once n >= 1 is known): x where
		// it cannot be negative, else x modulo 2^32 (Env.asUnsigned).
		// A constant beyond 32 bits in x (x + 2^32 - 1, the low bits of
		// x - 1) is left to the path evaluation's masks.
		if m, ok := intConst(x.Y); !ok || m != 1<<32-1 {
			return nil, false
		}
		p, ok := rec(x.X)
		if !ok {
			return nil, false
		}
		for _, c := range p {
			if math.Abs(c) >= 1<<31 {
				return nil, false
			}
		}
		return env.asUnsigned(p, 32), true
	case *ir.InstOr:
		// i | c is i + c when the counter i's low bits are zero: the
		// second copy of a loop unrolled by two reads row i | 1.
		c, ok := intConst(x.Y)
		if !ok || c < 0 || nest == nil {
			return nil, false
		}
		if iv := nest.counterIn(x.X); iv == nil || iv.Init == nil {
			return nil, false
		} else if i0, ok := iv.Init.IsConst(); !ok || !lowZero(int64(i0), iv.Step, c) {
			return nil, false
		}
		p, ok := rec(x.X)
		if !ok {
			return nil, false
		}
		return p.Add(poly.Const(float64(c))), true
	case *ir.InstXor:
		// x ^ -1 is -x - 1 (-O2's n - i - 1 as ~i + n).
		if m, ok := intConst(x.Y); !ok || m != -1 {
			return nil, false
		}
		p, ok := rec(x.X)
		if !ok {
			return nil, false
		}
		return p.Scale(-1).Add(poly.Const(-1)), true
	case *ir.InstAdd:
		if p, ok := bin(x.X, x.Y, func(a, b poly.Poly) (poly.Poly, bool) { return a.Add(b), true }); ok {
			return p, true
		}
		return env.addrDiff(f, x, nest, depth+1) // end - begin - 8: no address is a polynomial
	case *ir.InstSub:
		if p, ok := bin(x.X, x.Y, func(a, b poly.Poly) (poly.Poly, bool) { return a.Sub(b), true }); ok {
			return p, true
		}
		return env.addrDiff(f, x, nest, depth+1)
	case *ir.InstMul:
		return bin(x.X, x.Y, func(a, b poly.Poly) (poly.Poly, bool) { return a.Mul(b), true })
	case *ir.InstShl:
		return bin(x.X, x.Y, func(a, b poly.Poly) (poly.Poly, bool) {
			if c, ok := b.IsConst(); ok && c >= 0 && c < 62 {
				return a.Scale(float64(int64(1) << uint(c))), true
			}
			// A constant shifted by parameters (m = 1 << logn): a
			// parameter of its own.
			if c, ok := a.IsConst(); ok {
				if lp, ok := env.shifted(int64(c), b, intBits(x.Typ)); ok {
					return poly.Sym(lp.Name), true
				}
			}
			return nil, false
		})
	case *ir.InstSDiv, *ir.InstUDiv, *ir.InstLShr, *ir.InstAShr:
		if from, _, ok := sextInReg(x); ok {
			return rec(from) // sext(trunc from), as the casts above
		}
		// Exact only for constants; integer division is not a polynomial.
		var a, b value.Value
		switch y := x.(type) {
		case *ir.InstSDiv:
			a, b = y.X, y.Y
		case *ir.InstUDiv:
			a, b = y.X, y.Y
		case *ir.InstLShr:
			a, b = y.X, y.Y
		case *ir.InstAShr:
			a, b = y.X, y.Y
		}
		return bin(a, b, func(p, q poly.Poly) (poly.Poly, bool) {
			pc, ok1 := p.IsConst()
			qc, ok2 := q.IsConst()
			if _, isDiv := x.(*ir.InstSDiv); ok2 && qc == 1 && isDiv {
				return p, true // clang's "(n - 0 + 1 - 1) / 1" at -O0
			}
			if !ok1 && ok2 && qc == float64(int64(qc)) {
				// A polynomial every coefficient of which the divisor
				// divides (the bytes between two addresses over the
				// element's size) divides exactly, whatever the rounding.
				if q, ok := exactQuotient(p, x, int64(qc)); ok {
					return q, true
				}
				// A quotient of the parameters: a parameter of its own.
				var lp *LuaParam
				var ok bool
				switch x.(type) {
				case *ir.InstSDiv:
					lp, ok = env.quotient(p, int64(qc), true)
				case *ir.InstUDiv:
					lp, ok = env.quotient(p, int64(qc), false)
				default: // shifts: floor division by 2^qc
					if qc > 0 && qc < 52 {
						lp, ok = env.quotient(p, int64(1)<<uint(qc), false)
					}
				}
				if ok {
					return poly.Sym(lp.Name), true
				}
				return nil, false
			}
			if !ok2 {
				// A divisor of parameters (a tile count with the tile
				// size read at run time): a parameter of its own.
				var lp *LuaParam
				ok := false
				switch x.(type) {
				case *ir.InstSDiv, *ir.InstUDiv:
					lp, ok = env.quotientBy(p, q)
				}
				if ok {
					return poly.Sym(lp.Name), true
				}
				return nil, false
			}
			if !ok1 || qc == 0 {
				return nil, false
			}
			switch x.(type) {
			case *ir.InstLShr:
				// A logical shift of a negative constant is a huge unsigned
				// number, exact as a float only below 2^53.
				if pc < 0 {
					u := uint64(int64(pc)) >> uint(qc)
					if u >= 1<<53 {
						return nil, false
					}
					return poly.Const(float64(u)), true
				}
				return poly.Const(float64(int64(pc) >> uint(qc))), true
			case *ir.InstAShr:
				return poly.Const(float64(int64(pc) >> uint(qc))), true
			}
			return poly.Const(float64(int64(pc) / int64(qc))), true
		})
	case *ir.InstLoad:
		// -O0: a local written exactly once (a copied argument, a constant, an
		// expression of them) stands for the value stored; a local written
		// several times, for the value every reaching store writes; a shared
		// variable reached through a pointer parameter, for the caller's value.
		if nest != nil {
			if s, ok := nest.ivSym[x.Src]; ok {
				if l, others, after := nest.loadAfter(x, s); after {
					// Read after its loop: where the loop left it.
					return nest.exitValue(l, others, nest.blockOf(x))
				}
				return poly.Sym(s), true
			}
		}
		if g, ok := x.Src.(*ir.Global); ok {
			if v, ok := env.Module.Unwritten(g); ok {
				return poly.Const(float64(v)), true
			}
		}
		al, ok := x.Src.(*ir.InstAlloca)
		if !ok {
			if p, ok := env.memValue(f, x.Src, depth+1); ok {
				return p, true
			}
			if p, ok := env.cellValue(f, x.Src, depth+1); ok {
				return p, true
			}
			return env.fieldValue(f, x.Src, depth+1)
		}
		if env.useOf(f, al) <= usePreserved {
			if st := f.SingleStore(al); st != nil {
				return rec(st.Src)
			}
		}
		return env.reaching(f, x, al, nest, depth+1)
	case *ir.InstSelect:
		// Equal arms (the -O2 form of the clamp above) give that value;
		// a signed compare of the two arms, their larger or smaller.
		a, ok := rec(x.ValueTrue)
		if !ok {
			return nil, false
		}
		b, ok := rec(x.ValueFalse)
		if !ok {
			return nil, false
		}
		if a.Sub(b).Lua() == "0" {
			return a, true
		}
		if c, ok := x.Cond.(*ir.InstICmp); ok {
			return env.chooses(c, a, b, rec)
		}
		return nil, false
	case *ir.InstCall:
		if c, ok := env.one.returns(x); ok {
			return poly.Const(float64(c)), true
		}
		if p, ok := env.minMaxCall(x, rec); ok {
			return p, true
		}
		return env.returnValue(f, x, depth+1)
	case *ir.TermInvoke:
		return env.returnValue(f, x, depth+1)
	case *ir.InstPhi:
		if p, ok := nest.stepValue(x); ok {
			return p, true
		}
		if v := nest.OneTripEntry(f, x); v != nil {
			return rec(v) // its one iteration's value: the one it enters with
		}
		if v, ok := env.phiWeb(f, x, nest); ok {
			return rec(v)
		}
		// A phi of equal values (the -O0 "ub > UB ? UB : ub" after a static
		// init on one thread) is that value.
		if env.inPhi[x] {
			return nil, false
		}
		env.inPhi[x] = true
		defer delete(env.inPhi, x)
		// Arms that differ may still agree under the tests that select
		// them (n == 0 ? 0 : n).
		arms := make([]joinArm, 0, len(x.Incs))
		for _, inc := range x.Incs {
			v, ok := rec(inc.X)
			pred, isBlock := inc.Pred.(*ir.Block)
			if !ok || !isBlock {
				return nil, false
			}
			arms = append(arms, joinArm{pred, v})
		}
		join, _ := env.position(f, x)
		if join == nil {
			return nil, false
		}
		return env.agreeing(f, join, arms, nest, depth+1)
	}
	return nil, false
}

// maxPhiWeb bounds the phis phiWeb follows.
const maxPhiWeb = 32

// phiWeb returns the one value a web of phis carries: the phis that x's
// value flows into and that flow into x (a cycle through a loop), when
// every incoming of theirs from outside the web is the same value v, and v
// is made before the web is entered (a constant, a parameter, a global, or
// an instruction of a block in no loop of nest that holds a phi of the
// web, so no iteration makes it anew while a phi holds an older one). -O2
// carries a vector's begin and end through a loop whose body catches an
// exception as phis of themselves and of the values the catch reloads,
// which are the same.
func (env *Env) phiWeb(f *irreader.Func, x *ir.InstPhi, nest *Nest) (value.Value, bool) {
	// The phis flowing into x, and for each the phis it flows into.
	from := map[*ir.InstPhi]bool{x: true}
	users := map[*ir.InstPhi][]*ir.InstPhi{}
	work := []*ir.InstPhi{x}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		for _, inc := range p.Incs {
			q, ok := inc.X.(*ir.InstPhi)
			if !ok {
				continue
			}
			users[q] = append(users[q], p)
			if !from[q] {
				if len(from) == maxPhiWeb {
					return nil, false
				}
				from[q] = true
				work = append(work, q)
			}
		}
	}
	// The web: those x flows into in turn.
	web := map[*ir.InstPhi]bool{x: true}
	work = append(work, x)
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range users[p] {
			if !web[u] {
				web[u] = true
				work = append(work, u)
			}
		}
	}
	if len(web) < 2 {
		return nil, false // no cycle: agreeing's
	}
	var leaf value.Value
	for p := range web {
		for _, inc := range p.Incs {
			if q, ok := inc.X.(*ir.InstPhi); ok && web[q] {
				continue
			}
			if leaf == nil {
				leaf = inc.X
			} else if leaf != inc.X {
				return nil, false
			}
		}
	}
	if leaf == nil {
		return nil, false
	}
	in, isInst := leaf.(ir.Instruction)
	if !isInst {
		return leaf, true
	}
	if nest == nil || nest.Graph.Func != f {
		return nil, false
	}
	lb, _ := env.position(f, in)
	if lb == nil {
		return nil, false
	}
	li := f.BlockOf(lb).Index
	for _, l := range nest.Loops {
		if !l.Contains(li) {
			continue
		}
		for p := range web {
			if pb, _ := env.position(f, p); pb != nil && l.Contains(f.BlockOf(pb).Index) {
				return nil, false
			}
		}
	}
	return leaf, true
}

// exactQuotient divides p by the constant operand c of the division or
// shift x when every coefficient of p is an integer multiple of the
// divisor: the quotient is then a polynomial of integers and rounds to
// itself. A logical shift or unsigned division of a negative value is no
// such quotient, so those are left alone.
func exactQuotient(p poly.Poly, x value.Value, c int64) (poly.Poly, bool) {
	var d int64
	switch x.(type) {
	case *ir.InstSDiv:
		d = c
	case *ir.InstAShr:
		if c < 0 || c > 52 {
			return nil, false
		}
		d = int64(1) << uint(c)
	default:
		return nil, false
	}
	if d <= 0 {
		return nil, false
	}
	for _, k := range p {
		if k != math.Trunc(k) || math.Abs(k) >= 1<<53 || int64(k)%d != 0 {
			return nil, false
		}
	}
	return p.Scale(1 / float64(d)), true
}

// ParamOf returns the Lua parameter an integer function parameter stands for, or nil.
func (env *Env) ParamOf(p *ir.Param) *LuaParam { return env.byIR[p] }

// BoundParam returns the polynomial of other Lua parameters that every call
// binds the function parameter p to (kernel(2*n - 1)), ok false when it is
// none (a Lua parameter of its own, ParamOf, or unknown).
func (env *Env) BoundParam(p *ir.Param) (poly.Poly, bool) {
	v, ok := env.bound[p]
	return v, ok
}
