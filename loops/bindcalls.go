package loops

import (
	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/irreader"
)

// BindCalls gives the function parameters that NewEnv left without a value
// (no polynomial of the callers' parameters: kernel(n / 3), kernel(n % 8 +
// 1)) the value their calls pass, where every call passes the same
// quasi-polynomial of the Lua parameters (integer division, remainders and
// choices included): the caller's path evaluation of the argument at the
// call. The parameter keeps its name and gets the Lua expression as its
// default (LuaParam.Expr), so the script computes it from the parameters it
// depends on, and ParamValue evaluates it for the walk. Call it once every
// function's nest is found, before their site values.
func (env *Env) BindCalls(nests map[*irreader.Func]*Nest) {
	pes := map[*Nest]*pathEval{}
	names := map[string]bool{}
	for _, lp := range env.created {
		names[lp.Name] = true
	}
	// The IR parameters of each Lua parameter: it gets an expression
	// only when all of them get the same one.
	of := map[*LuaParam][]*ir.Param{}
	var order []*LuaParam
	for _, f := range env.Module.DefinedFuncs() {
		for _, p := range f.IR.Params {
			if lp := env.byIR[p]; lp != nil {
				if of[lp] == nil {
					order = append(order, lp)
				}
				of[lp] = append(of[lp], p)
			}
		}
	}
	for _, lp := range order {
		if lp.HasDefault || lp.Argc || lp.Argv != 0 || lp.Getopt != nil || lp.Expr != "" {
			continue
		}
		expr := ""
		var eval func(map[string]float64) (float64, bool)
		ok := true
		for _, p := range of[lp] {
			fn := env.funcOf(p)
			idx := paramIndex(fn, p)
			sites := env.callSites[fn.Name()]
			if len(sites) == 0 || idx < 0 {
				ok = false
				break
			}
			for _, c := range sites {
				if calleeName(c) != fn.Name() || idx >= len(c.Args) {
					ok = false
					break
				}
				caller := env.callerOf[c]
				nest := nests[caller]
				if nest == nil {
					ok = false
					break
				}
				pe := pes[nest]
				if pe == nil {
					pe = newPathEval(nest)
					pes[nest] = pe
				}
				b, _ := env.position(caller, c)
				if b == nil || caller.BlockOf(b) == nil {
					ok = false
					break
				}
				v, why := pe.at(stripArg(c.Args[idx]), caller.BlockOf(b).Index)
				if v == nil || why != "" {
					ok = false
					break
				}
				for s := range pe.q.FreeSyms(v) {
					if !names[s] || s == lp.Name {
						ok = false // a loop's iteration, a counter, or itself
					}
				}
				if !ok {
					break
				}
				e := pe.q.Lua(v)
				if expr != "" && e != expr {
					ok = false
					break
				}
				if expr == "" {
					q := pe.q
					expr, eval = e, func(vals map[string]float64) (float64, bool) { return q.Eval(v, vals) }
				}
			}
			if !ok {
				break
			}
		}
		if ok && expr != "" && checkLua(expr) {
			lp.Expr, lp.eval = expr, eval
			lp.Where += " = " + expr
		}
	}
	env.bindFallbacks(nests, pes, names)
}

// bindFallbacks gives each input whose fallback is computed from other
// inputs (LuaParam.fallback: m = argc > 2 ? atoi(argv[2]) : n + 8) that
// value as its expression, evaluated where the program computes it: the
// script computes m from n unless the arguments or --set give it.
func (env *Env) bindFallbacks(nests map[*irreader.Func]*Nest, pes map[*Nest]*pathEval, names map[string]bool) {
	for _, lp := range env.created {
		if lp.fallback == nil || lp.Expr != "" {
			continue
		}
		nest := nests[lp.fallbackFn]
		if nest == nil {
			continue
		}
		pe := pes[nest]
		if pe == nil {
			pe = newPathEval(nest)
			pes[nest] = pe
		}
		v, why := pe.at(lp.fallback, pe.def[lp.fallback]) // a parameter's at the entry
		if v == nil || why != "" {
			continue
		}
		ok := true
		for s := range pe.q.FreeSyms(v) {
			if !names[s] || s == lp.Name {
				ok = false // a counter, or itself
			}
		}
		e := pe.q.Lua(v)
		if !ok || !checkLua(e) {
			continue
		}
		q := pe.q
		lp.Expr, lp.eval = e, func(vals map[string]float64) (float64, bool) { return q.Eval(v, vals) }
		lp.Where += "; without it the fallback " + e
	}
}

// checkLua reports whether e is short enough to be a parameter's default.
func checkLua(e string) bool { return len(e) <= maxExprLen }

// ParamValue evaluates parameter lp from the values of the parameters its
// expression uses (LuaParam.Expr), ok false without one or a value.
func (lp *LuaParam) ParamValue(vals map[string]float64) (float64, bool) {
	if lp.eval == nil {
		return 0, false
	}
	return lp.eval(vals)
}
