package balance

import (
	"errors"
	"fmt"
	"math"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
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
//
// Only blocks reachable from the entry along positive-probability edges
// run; the others have count 0 and are left out of the system (a
// never-entered cycle would otherwise make it singular). The live blocks
// are solved one strongly connected region at a time (solveRegions), in
// time linear in the blocks times the loop depth. Probabilities meant to
// sum to 1 rarely do in floating point (v and 1 − v, or n cases of 1/n):
// a block's shortfall 1 − Σ_k P[b][k] within leakNoise of 0 is taken as
// rounding, not as a chance of leaving the function, so that a loop's exit
// mass is the exit edges' probability in full precision.
func Solve(g *cfg.Graph, P [][]float64, nest *loops.Nest) ([]float64, error) {
	live := positiveReach(g, P)
	if err := checkExits(g, P, nest, live); err != nil {
		return nil, err
	}
	rhs := make([]float64, len(g.Succs))
	rhs[0] = 1
	blocks := nodeNames{kind: "block", name: func(b int) string { return g.Func.Blocks[b].Name }}
	N, err := solveRegions(g.Succs, P, live, rhs, roundingLeaks(P), blocks)
	if err != nil {
		return nil, singular(g, err)
	}
	return finishCounts(g, live, N)
}

// leakNoise is the largest shortfall 1 − Σ_k P[b][k] of a block's
// probabilities that Solve takes for rounding: a few units in the last
// place of 1 (2.2e-16) per edge, for up to thousands of edges.
const leakNoise = 1e-12

// roundingLeaks returns, per block with successors, its shortfall
// 1 − Σ_k P[b][k] if that is rounding noise (within leakNoise of 0), else 0.
func roundingLeaks(P [][]float64) []float64 {
	adj := make([]float64, len(P))
	for b, row := range P {
		if len(row) == 0 {
			continue
		}
		// Compensated, so that the shortfall is exact to rounding even for
		// a thousand-way switch.
		var sum compSum
		for _, v := range row {
			sum.add(v)
		}
		if leak := sum.oneMinus(); math.Abs(leak) <= leakNoise {
			adj[b] = leak
		}
	}
	return adj
}

// singular wraps the error of a singular system of g, or names g in the
// error of an irreducible region too large, or not stable, to solve.
func singular(g *cfg.Graph, err error) error {
	if !isSingular(err) {
		return fmt.Errorf("%s: %w", g.Func.Name, err)
	}
	return fmt.Errorf("%s: balance equations are singular: %w", g.Func.Name, err)
}

// isSingular reports whether err, from solveRegions, says that the system
// is singular, rather than that a region is too large or not stable to
// solve.
func isSingular(err error) bool {
	var re *regionError
	return !errors.As(err, &re) || re.singular
}

// finishCounts checks the solution N of the live blocks and returns it with
// a count of 0 for the other blocks and negative rounding noise cleared.
func finishCounts(g *cfg.Graph, live []bool, N []float64) ([]float64, error) {
	out := make([]float64, len(g.Succs))
	for b, v := range N {
		if !live[b] {
			continue
		}
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

// countEps is the relative size under which a negative count is rounding noise.
const countEps = 1e-9

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
	// Call graph system: inv = e_root + Cᵀ inv, where C[i][j] sums the
	// per-call counts of i's blocks that call j. It is solved like the
	// balance equations, one recursive cycle at a time, so that a module of
	// thousands of functions costs no dense thousands-square matrix.
	n := len(funcs)
	succs := make([][]int, n)
	C := make([][]float64, n)
	for i, fc := range res.Funcs {
		at := map[int]int{} // callee → position in succs[i]
		for b, blk := range fc.Func.Blocks {
			for _, callee := range omp.CalledFuncs(blk) {
				j, ok := idx[callee]
				if !ok {
					continue
				}
				k, seen := at[j]
				if !seen {
					k = len(succs[i])
					at[j] = k
					succs[i] = append(succs[i], j)
					C[i] = append(C[i], 0)
				}
				C[i][k] += fc.PerCall[b]
			}
		}
	}
	if opts.CapRecursion > 0 {
		for _, i := range capRecursion(succs, C, opts.CapRecursion) {
			res.Capped = append(res.Capped, funcs[i].Name)
		}
	}
	rhs := make([]float64, n)
	rhs[0] = 1
	calls := nodeNames{kind: "function", name: func(i int) string { return funcs[i].Name }}
	inv, err := solveRegions(succs, C, nil, rhs, nil, calls)
	if err != nil && !isSingular(err) {
		return nil, fmt.Errorf("call counts from %s: %w", funcs[0].Name, err)
	}
	if err != nil {
		return nil, fmt.Errorf("call counts from %s: recursion never terminates (%w)", funcs[0].Name, err)
	}
	for i, fc := range res.Funcs {
		fc.Calls = inv[i]
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
