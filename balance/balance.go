package balance

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// Probs gives the value of a branch site by key.
type Probs interface {
	Get(key string) (float64, bool)
}

// EdgeProbs returns P[b][k], the probability that block b leaves by its k-th
// successor, from the site values: a conditional branch's or an invoke's
// site gives its successor the value and the other successor the rest, a
// switch's sites give each destination its own, and a block without sites
// leaves by its first successor (an unconditional br, a callbr's fallthrough).
func EdgeProbs(g *cfg.Graph, probs Probs) ([][]float64, error) {
	P := make([][]float64, len(g.Succs))
	for b, succ := range g.Succs {
		P[b] = make([]float64, len(succ))
		sites := g.SiteOf[b]
		switch {
		case len(succ) == 0:
		case len(sites) == 0:
			// Unconditional, or a conditional branch with both targets equal:
			// the first successor takes everything.
			if len(succ) > 0 {
				P[b][0] = 1
			}
		case sites[0].Kind == cfg.CondBr, sites[0].Kind == cfg.Invoke:
			s := sites[0]
			v, ok := probs.Get(s.Key)
			if !ok {
				return nil, missing(g, s)
			}
			P[b][s.Succ] = v
			P[b][1-s.Succ] = 1 - v
		default:
			for _, s := range sites {
				v, ok := probs.Get(s.Key)
				if !ok {
					return nil, missing(g, s)
				}
				P[b][s.Succ] = v
			}
		}
	}
	return P, nil
}

func missing(g *cfg.Graph, s *cfg.Site) error {
	return fmt.Errorf("no probability for %s (%s:%s, line %d)", s.Key, g.Func.Name, g.Func.Blocks[s.Block].Name, s.Line)
}

// Solve solves the balance equations of one invocation of g's function.
// nest, if given, names the loop in the error for a loop that never exits.
func Solve(g *cfg.Graph, P [][]float64, nest *loops.Nest) ([]float64, error) {
	n := len(g.Succs)
	if err := checkExits(g, P, nest); err != nil {
		return nil, err
	}
	// Only blocks reachable along positive-probability edges run; the others
	// have count 0 and are left out of the system (a never-entered cycle would
	// otherwise make it singular).
	live := positiveReach(g, P)
	idx := make([]int, n)
	var order []int
	for b := 0; b < n; b++ {
		idx[b] = -1
		if live[b] {
			idx[b] = len(order)
			order = append(order, b)
		}
	}
	m := len(order)
	A := mat.NewDense(m, m, nil)
	for i := 0; i < m; i++ {
		A.Set(i, i, 1)
	}
	for _, b := range order {
		for k, s := range g.Succs[b] {
			if idx[s] >= 0 {
				A.Set(idx[s], idx[b], A.At(idx[s], idx[b])-P[b][k])
			}
		}
	}
	e := mat.NewVecDense(m, nil)
	e.SetVec(idx[0], 1)
	var N mat.VecDense
	if err := N.SolveVec(A, e); err != nil {
		var c mat.Condition
		if !asCondition(err, &c) || math.IsInf(float64(c), 0) {
			return nil, fmt.Errorf("%s: balance equations are singular: %w", g.Func.Name, err)
		}
		// Ill-conditioned but solved; the checks below catch a useless answer.
	}
	out := make([]float64, n)
	for i, b := range order {
		v := N.AtVec(i)
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, fmt.Errorf("%s: balance equations have no finite solution (block %s)", g.Func.Name, g.Func.Blocks[b].Name)
		}
		if v < 0 {
			v = 0 // rounding noise of a zero count
		}
		out[b] = v
	}
	return out, nil
}

// positiveReach marks the blocks reachable from the entry along edges of positive probability.
func positiveReach(g *cfg.Graph, P [][]float64) []bool {
	reach := make([]bool, len(g.Succs))
	stack := []int{0}
	reach[0] = true
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for k, s := range g.Succs[b] {
			if P[b][k] > 0 && !reach[s] {
				reach[s] = true
				stack = append(stack, s)
			}
		}
	}
	return reach
}

// countEps is the relative size under which a negative count is rounding noise.
const countEps = 1e-9

func asCondition(err error, c *mat.Condition) bool {
	if cc, ok := err.(mat.Condition); ok {
		*c = cc
		return true
	}
	return false
}

// checkExits finds blocks reachable from the entry along positive-probability
// edges from which no exit (ret/unreachable) is reachable along such edges: the
// program would loop forever and the balance equations are singular.
func checkExits(g *cfg.Graph, P [][]float64, nest *loops.Nest) error {
	n := len(g.Succs)
	reach := positiveReach(g, P)
	canExit := make([]bool, n)
	for _, e := range g.Exits() {
		canExit[e] = true
	}
	for changed := true; changed; {
		changed = false
		for b := 0; b < n; b++ {
			if canExit[b] {
				continue
			}
			for k, s := range g.Succs[b] {
				if P[b][k] > 0 && canExit[s] {
					canExit[b] = true
					changed = true
					break
				}
			}
		}
	}
	// Among the blocks that can never reach an exit, report the innermost loop.
	stuck, depth := -1, -1
	for _, b := range g.RPO() {
		if !reach[b] || canExit[b] {
			continue
		}
		d := 0
		if nest != nil && nest.Innermost[b] != nil {
			d = nest.Innermost[b].Depth
		}
		if d > depth {
			stuck, depth = b, d
		}
	}
	if stuck < 0 {
		return nil
	}
	if depth > 0 {
		return fmt.Errorf("%s never exits: its exit probabilities are 0 (the balance equations are singular)", nest.Describe(nest.Innermost[stuck]))
	}
	blk := g.Func.Blocks[stuck]
	return fmt.Errorf("block %s (line %d) of %s never reaches a return: the balance equations are singular", blk.Name, blk.Line(), g.Func.Name)
}

// FuncCounts holds the counts of one function.
type FuncCounts struct {
	Func  *irreader.Func
	Graph *cfg.Graph
	// PerCall[b] is the count of block b per invocation.
	PerCall []float64
	// Calls is the number of invocations.
	Calls float64
	// Counts[b] = PerCall[b] * Calls.
	Counts []float64
	Ops    irreader.OpsF
}

// Result is the whole analysis: the root function and everything it calls.
type Result struct {
	Root   *irreader.Func
	Funcs  []*FuncCounts // root first, then callees in first-call order
	Totals irreader.OpsF
	// BlocksExecuted is the sum of all block counts.
	BlocksExecuted float64
	// Capped names the functions of recursive cycles whose calls were
	// scaled down (Options.CapRecursion), in funcs order.
	Capped []string
}

// Func returns the counts of the named function, or nil.
func (r *Result) Func(name string) *FuncCounts {
	for _, f := range r.Funcs {
		if f.Func.Name == name {
			return f
		}
	}
	return nil
}

// Analysis is what Analyze needs per function.
type Analysis struct {
	Graph *cfg.Graph
	Nest  *loops.Nest
}

// Analyze solves every function in funcs (root first) and propagates counts over calls.
func Analyze(funcs []*irreader.Func, an map[*irreader.Func]*Analysis, probs Probs) (*Result, error) {
	return AnalyzeWith(funcs, an, probs, Options{})
}

// Options tune AnalyzeWith.
type Options struct {
	// CapRecursion, when positive, scales the calls inside each recursive
	// cycle of the call graph whose expected calls per call reach 1 (the
	// recursion would never end) so that they are CapRecursion instead
	// (see capRecursion); Result.Capped names the functions. Zero makes
	// such recursion an error.
	CapRecursion float64
}

// AnalyzeWith is Analyze with options.
func AnalyzeWith(funcs []*irreader.Func, an map[*irreader.Func]*Analysis, probs Probs, opts Options) (*Result, error) {
	if len(funcs) == 0 {
		return nil, fmt.Errorf("no function to analyse")
	}
	idx := map[string]int{}
	res := &Result{Root: funcs[0]}
	for i, f := range funcs {
		a := an[f]
		P, err := EdgeProbs(a.Graph, probs)
		if err != nil {
			return nil, err
		}
		per, err := Solve(a.Graph, P, a.Nest)
		if err != nil {
			return nil, err
		}
		res.Funcs = append(res.Funcs, &FuncCounts{Func: f, Graph: a.Graph, PerCall: per})
		idx[f.Name] = i
	}
	// Call graph system: inv = e_root + Cᵀ inv.
	n := len(funcs)
	C := mat.NewDense(n, n, nil)
	for i, fc := range res.Funcs {
		for b, blk := range fc.Func.Blocks {
			for _, callee := range CalledFuncs(blk) {
				if j, ok := idx[callee]; ok {
					C.Set(i, j, C.At(i, j)+fc.PerCall[b])
				}
			}
		}
	}
	if opts.CapRecursion > 0 {
		for _, i := range capRecursion(C, opts.CapRecursion) {
			res.Capped = append(res.Capped, funcs[i].Name)
		}
	}
	A := mat.NewDense(n, n, nil)
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			v := -C.At(j, i)
			if i == j {
				v++
			}
			A.Set(i, j, v)
		}
	}
	e := mat.NewVecDense(n, nil)
	e.SetVec(0, 1)
	var inv mat.VecDense
	if err := inv.SolveVec(A, e); err != nil {
		if c, ok := err.(mat.Condition); !ok || math.IsInf(float64(c), 0) {
			return nil, fmt.Errorf("call counts from %s: recursion never terminates (%v)", funcs[0].Name, err)
		}
	}
	for i, fc := range res.Funcs {
		fc.Calls = inv.AtVec(i)
		if math.IsNaN(fc.Calls) || math.IsInf(fc.Calls, 0) || fc.Calls < -countEps {
			return nil, fmt.Errorf("call counts from %s: recursion through %s never terminates", funcs[0].Name, fc.Func.Name)
		}
		fc.Counts = make([]float64, len(fc.PerCall))
		for b, v := range fc.PerCall {
			fc.Counts[b] = v * fc.Calls
			fc.Ops.Add(fc.Func.Blocks[b].Ops.Scaled(fc.Counts[b]))
			res.BlocksExecuted += fc.Counts[b]
		}
		res.Totals.Add(fc.Ops)
	}
	return res, nil
}

// forkCalls are the OpenMP runtime entry points whose third argument is the
// outlined function they run (clang's __kmpc_fork_call(loc, argc, microtask, ...)).
var forkCalls = map[string]bool{"__kmpc_fork_call": true, "__kmpc_fork_teams": true}

// CalledFuncs returns the functions a block calls, once per call, including the
// outlined function of an OpenMP fork.
func CalledFuncs(b *irreader.Block) []string {
	var out []string
	for _, in := range b.Insts {
		if in.Class != irreader.ClassCall || in.Callee == "" {
			continue
		}
		if forkCalls[in.Callee] {
			if name := irreader.ForkTarget(in); name != "" {
				out = append(out, name)
			}
			continue
		}
		out = append(out, in.Callee)
	}
	return out
}

// Reachable returns root and every defined function it calls, directly or not,
// in first-call (depth-first) order.
func Reachable(m *irreader.Module, root *irreader.Func) []*irreader.Func {
	seen := map[string]bool{root.Name: true}
	out := []*irreader.Func{root}
	for i := 0; i < len(out); i++ {
		var next []string
		for _, b := range out[i].Blocks {
			next = append(next, CalledFuncs(b)...)
		}
		for _, name := range next {
			f := m.Func(name)
			if f == nil || !f.Defined || seen[name] {
				continue
			}
			seen[name] = true
			out = append(out, f)
		}
	}
	return out
}
