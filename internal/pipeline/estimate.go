package pipeline

import (
	"fmt"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/heuristic"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/reuse"
)

// errorExitHeuristic is the name of the error-exit heuristic in
// probs.Site.Estimated (loops' heuristics).
const errorExitHeuristic = "error-exit heuristic"

// unwindHeuristic is the name of the heuristic that takes an invoke's
// landing pad as never reached (loops' heuristics).
const unwindHeuristic = "unwind heuristic"

// unusedArgs lists the program arguments no parameter reads (Estimate.UnusedArgs).
func (s *Session) unusedArgs() []string {
	read := map[int]bool{}
	for _, p := range s.Env.Params {
		if p.Guess == loops.GuessArgv && s.guessed(p) {
			// It may parse any of them: the statement names it as a
			// guess (unsetParams) rather than the arguments as unused.
			return nil
		}
		if p.Argv > 0 {
			read[p.Argv] = true
		}
		if p.Getopt != nil && p.GetoptKind == loops.GetoptPositional {
			if i, ok := positionalIndex(s.opts.Args, p.Getopt, p.Opt); ok {
				read[i+1] = true
			}
			continue
		}
		if p.Getopt != nil { // the words getopt reads: options and their arguments
			used := map[int]bool{}
			getoptRun(s.opts.Args, p.Getopt, used)
			for k := range used {
				read[k+1] = true
			}
		}
	}
	var out []string
	for k, a := range s.opts.Args {
		if !read[k+1] {
			out = append(out, fmt.Sprintf("argv[%d] = %q", k+1, a))
		}
	}
	return out
}

// unsetParams lists the parameters without a value that derived branch
// probabilities use (Estimate.UnsetParams).
func (s *Session) unsetParams() []string {
	var out []string
	for _, p := range s.Env.Params {
		if s.guessed(p) {
			for _, site := range s.Sites {
				if strings.HasPrefix(site.Hint, guessHint) && probs.UsesName(site.Hint, p.Name) {
					why := "the argument it parses is at an index the analysis does not derive (a loop over the arguments)"
					if p.Guess == loops.GuessString {
						why = "the string it parses is one the analysis does not read (the environment, a buffer)"
					}
					where := strings.TrimSuffix(p.Where, "; without arguments it is the fallback")
					out = append(out, fmt.Sprintf("%s (%s; taken as %s, its fallback, but %s)", p.Name, where, strconv.FormatFloat(p.Default, 'g', -1, 64), why))
					break
				}
			}
			continue
		}
		if p.HasDefault || s.opts.Set[p.Name] != "" || s.argValue(p) != "" {
			continue
		}
		for _, site := range s.Sites {
			if strings.HasPrefix(site.Hint, unsetHint) && probs.UsesName(site.Hint, p.Name) {
				out = append(out, fmt.Sprintf("%s (%s)", p.Name, p.Where))
				break
			}
		}
	}
	return out
}

// Estimated says which part of res rests on the sites whose probability is
// a heuristic estimate (vals is what res was solved with). A block depends on
// an estimate when its count moves when the estimated probabilities move: the
// balance equations are solved again with every estimated probability
// nudged by a small, site-specific relative amount (switch groups
// renormalised to sum to 1), and a block whose count changes beyond rounding
// is counted as affected. With a --probs script every value is the user's,
// and nothing is estimated.
func (s *Session) Estimated(vals balance.Probs, res *balance.Result) (*estimate.Estimate, error) {
	out := &estimate.Estimate{Heuristics: map[string]int{}, Keys: map[string]bool{}, UnusedArgs: s.unusedArgs(), UnsetParams: s.unsetParams(), Unfollowed: s.unfollowed(res)}
	if u := out.Unfollowed; s.opts.Strict && len(u) > 0 {
		more := ""
		if len(u) > 1 {
			more = fmt.Sprintf(" (and %d more)", len(u)-1)
		}
		what := "the call through a function pointer in %s at line %d%s reaches a function the module does not fix, which the analysis does not follow"
		switch u[0].Kind {
		case estimate.KindLongjmp:
			what = "the longjmp in %s at line %d%s jumps back to a setjmp, a control flow the analysis does not follow"
		case estimate.KindRecursion:
			what = "the recursive call in %s at line %d%s makes a number of calls that rests on a cap (the estimates would make the recursion endless)"
		case estimate.KindThreads:
			what = "the call in %s at line %d%s sets the number of OpenMP threads to other than one, and the analysis models one thread"
		case estimate.KindExit:
			what = "the call in %s at line %d%s registers a function the run calls at exit, which the analysis does not follow"
		case estimate.KindInit:
			what = "%s (line %d%s) initialises a global before main, which the analysis does not follow"
		}
		return nil, fmt.Errorf("%s: "+what+"; --strict refuses results that leave code out", s.Module.Path, u[0].Func, u[0].Line, more)
	}
	if s.opts.ProbsFile != "" {
		return out, nil
	}
	est := map[string]bool{}
	for _, site := range s.Sites {
		if site.Estimated == "" {
			continue
		}
		out.Keys[site.Key] = true
		h := heuristicOf(site.Estimated)
		out.Heuristics[h]++
		out.Guessed = out.Guessed || h == guessedInput
		out.Branches++
		if h == errorExitHeuristic {
			// An assumption the statement names on its own: the shares
			// are those of a run that does not fail.
			out.ErrorExits++
			continue
		}
		if h == unwindHeuristic {
			out.Unwinds++ // likewise: a run that throws no exception
			continue
		}
		if h == heuristic.Allocation {
			out.AllocFailures++ // likewise: a run whose allocations succeed
			continue
		}
		est[site.Key] = true
		out.Varied = append(out.Varied, site.Key)
		if site.Line > 0 && !slices.Contains(out.Lines, site.Line) {
			out.Lines = append(out.Lines, site.Line)
		}
	}
	slices.Sort(out.Lines)
	slices.Sort(out.Varied)
	out.Varied = slices.Compact(out.Varied)
	if len(est) > 0 {
		if err := s.nudgeAffected(out, vals, est, res); err != nil {
			return nil, err
		}
	}
	// Exceptions the program throws itself: the unwind edges of the
	// invokes that may throw one are nudged with the estimates (a landing
	// pad and the normal path move, the join after them does not), and
	// the blocks after a plain call that may throw one are marked.
	invokes, calls, lines := s.throwSites(out, res)
	out.Throws = lines
	if len(invokes) > 0 {
		for _, c := range invokes {
			for i, cs := range s.CFGSites {
				if cs.Func == c.f && cs.Block == c.b {
					est[s.Sites[i].Key] = true
				}
			}
		}
		if err := s.nudgeAffected(out, vals, est, res); err != nil {
			return nil, err
		}
	}
	s.markThrows(out, res, calls)
	jumps := s.markLongjmps(out, res)
	if len(est) > 0 || len(lines) > 0 || jumps {
		affectedShares(out, res)
	}
	return out, nil
}

// nudgeAffected sets out.Affected: the blocks whose counts move when the
// estimated sites est move from vals (or that rest on a capped recursion).
func (s *Session) nudgeAffected(out *estimate.Estimate, vals balance.Probs, est map[string]bool, res *balance.Result) error {
	res2, err := s.CountsFrom(balance.Nudged(vals, est, members(s.Sites)))
	if err != nil {
		return err
	}
	// Counts of capped recursion, and of everything it calls, rest on the
	// cap.
	capped := map[string]bool{}
	if len(res.Capped) > 0 {
		out.Heuristics["recursion heuristic"] = len(res.Capped)
		for _, name := range res.Capped {
			for _, f := range omp.Reachable(s.Module, s.Module.Func(name)) {
				capped[f.Name] = true
			}
		}
	}
	out.Affected = map[string][]bool{}
	for i, fc := range res.Funcs {
		fc2 := res2.Funcs[i]
		aff := make([]bool, len(fc.Counts))
		out.Affected[fc.Func.Name] = aff
		for b, n := range fc.Counts {
			aff[b] = capped[fc.Func.Name] || math.Abs(fc2.Counts[b]-n) > 1e-9*(1+n)
		}
	}
	return nil
}

// affectedShares sets est's shares of res's executed blocks and memory
// accesses whose counts est.Affected marks, and est.Entries, the summed
// counts of the affected blocks entered from an unaffected one or starting
// a function.
func affectedShares(est *estimate.Estimate, res *balance.Result) {
	var blocks, blocksHit, acc, accHit float64
	est.Entries = 0
	for _, fc := range res.Funcs {
		aff := est.Affected[fc.Func.Name]
		if aff == nil {
			aff = make([]bool, len(fc.Counts))
		}
		fromUnaffected := make([]bool, len(aff))
		for b, blk := range fc.Func.Blocks {
			n := fc.Counts[b]
			a := n * float64(blk.Ops.Loads+blk.Ops.Stores)
			blocks += n
			acc += a
			if aff[b] {
				blocksHit += n
				accHit += a
				continue
			}
			for _, succ := range blk.Succs() {
				fromUnaffected[succ.Index] = true
			}
		}
		for b, x := range aff {
			if x && (b == 0 || fromUnaffected[b]) {
				est.Entries += fc.Counts[b]
			}
		}
	}
	est.BlockShare, est.AccessShare = 0, 0
	if blocks > 0 {
		est.BlockShare = blocksHit / blocks
	}
	if acc > 0 {
		est.AccessShare = accHit / acc
	}
}

// members lists the sites' keys with their switch groups, in site order
// (balance.Moved renormalises each group).
func members(sites []probs.Site) []balance.Member {
	out := make([]balance.Member, len(sites))
	for i, site := range sites {
		out[i] = balance.Member{Key: site.Key, Group: site.Group}
	}
	return out
}

// AddAddresses adds to est the access sites of the walk r whose address it
// could not evaluate (each modelled as touching a random line of its
// object, or as one fixed location where the object is not known either),
// and their share of the accesses of res.
func (s *Session) AddAddresses(est *estimate.Estimate, res *balance.Result, r *reuse.StaticResult) {
	if est == nil || r == nil {
		return
	}
	if r.Accesses > 0 {
		est.OffPathShare = r.OffPath / r.Accesses
	}
	if len(r.Unknown) == 0 {
		return
	}
	var all, unknown float64
	for _, fc := range res.Funcs {
		for b, blk := range fc.Func.Blocks {
			for _, in := range blk.Insts {
				acc := in.Mem
				if acc == nil {
					acc = in.Bulk // a memset or memcpy
				}
				if acc == nil {
					continue
				}
				all += fc.Counts[b]
				if r.Unknown[acc] {
					unknown += fc.Counts[b]
				}
			}
		}
	}
	est.AddressSites = len(r.Unknown)
	est.FixedSites = len(r.Fixed)
	est.PermutedSites = len(r.Permuted)
	if all > 0 {
		est.AddressShare = unknown / all
	}
}

// heuristicOf returns the name of the heuristic an estimate names
// ("zero heuristic: x == 0 and x < 0 are unlikely" -> "zero heuristic").
func heuristicOf(by string) string {
	if i := strings.Index(by, ":"); i >= 0 {
		return by[:i]
	}
	return by
}

// threadCounts returns the executed calls that set the number of OpenMP
// threads (omp_set_num_threads(k), a num_threads(k) clause's
// __kmpc_push_num_threads) where k, with the parameters' values, is not 1
// or cannot be evaluated: the static side models every region run by one
// thread (loops.OneThread), the run uses k.
func (s *Session) threadCounts(res *balance.Result) []estimate.UnfollowedCall {
	var out []estimate.UnfollowedCall
	vals := s.ParamValues()
	for _, fc := range res.Funcs {
		for b, blk := range fc.Func.Blocks {
			if b >= len(fc.Counts) || fc.Counts[b] <= 0 {
				continue
			}
			for _, in := range blk.Insts {
				c, ok := in.IR.(*ir.InstCall)
				if !ok {
					continue
				}
				arg := -1
				switch in.Callee {
				case "omp_set_num_threads":
					arg = 0
				case "__kmpc_push_num_threads":
					arg = 2
				}
				if arg < 0 || arg >= len(c.Args) {
					continue
				}
				if p, ok := s.Env.Value(fc.Func, c.Args[arg]); ok {
					if v, ok := p.Eval(vals); ok && v == 1 {
						continue // one thread: the model's
					}
				}
				out = append(out, estimate.UnfollowedCall{Kind: estimate.KindThreads, Func: fc.Func.Name, Line: in.Line, Count: fc.Counts[b]})
			}
		}
	}
	return out
}

// unfollowed returns what the analysis of the counts res does not follow:
// the calls estimate.Unfollowed finds, the thread counts the program sets
// (threadCounts) and the code it runs before main (globalInits).
func (s *Session) unfollowed(res *balance.Result) []estimate.UnfollowedCall {
	out := estimate.Unfollowed(res)
	out = append(out, s.threadCounts(res)...)
	return append(out, s.globalInits()...)
}

// globalInits returns the initialisers of globals the module runs before
// main (llvm.global_ctors: a C++ global with a constructor, a
// __attribute__((constructor)) function) that access memory, themselves or
// through the defined functions they call: one per initialiser the
// constructor calls (__cxx_global_var_init.N, at its global's line), or
// the constructor itself. Those that only initialise the library
// (<iostream>'s std::ios_base::Init, declared here) make none.
func (s *Session) globalInits() []estimate.UnfollowedCall {
	if s.Root == nil || s.Root.Name != "main" || s.Module.LL == nil {
		return nil
	}
	var ctors []*irreader.Func
	for _, g := range s.Module.LL.Globals {
		if g.Name() != "llvm.global_ctors" || g.Init == nil {
			continue
		}
		arr, ok := g.Init.(*constant.Array)
		if !ok {
			continue
		}
		for _, e := range arr.Elems {
			st, ok := e.(*constant.Struct)
			if !ok || len(st.Fields) < 2 {
				continue
			}
			if f, ok := irreader.StripPtrCasts(st.Fields[1]).(*ir.Func); ok {
				if fn := s.Module.Func(f.Name()); fn != nil && fn.Defined {
					ctors = append(ctors, fn)
				}
			}
		}
	}
	// accesses reports whether f or a defined function it calls accesses
	// memory.
	memo := map[*irreader.Func]bool{}
	var accesses func(f *irreader.Func, depth int) bool
	accesses = func(f *irreader.Func, depth int) bool {
		if v, ok := memo[f]; ok || depth > 64 {
			return v
		}
		memo[f] = false // a cycle adds nothing
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Mem != nil || in.Bulk != nil {
					memo[f] = true
					return true
				}
				if g := s.Module.Func(in.Callee); in.Callee != "" && g != nil && g.Defined && accesses(g, depth+1) {
					memo[f] = true
					return true
				}
			}
		}
		return false
	}
	var out []estimate.UnfollowedCall
	for _, c := range ctors {
		// The initialisers a unit's constructor calls, each at its own
		// global's line; the constructor itself when it accesses memory.
		var inits []*irreader.Func
		for _, b := range c.Blocks {
			for _, in := range b.Insts {
				if g := s.Module.Func(in.Callee); in.Callee != "" && g != nil && g.Defined && accesses(g, 0) {
					inits = append(inits, g)
				}
			}
		}
		if len(inits) == 0 && accesses(c, 0) {
			inits = append(inits, c)
		}
		for _, f := range inits {
			out = append(out, estimate.UnfollowedCall{Kind: estimate.KindInit, Func: f.Name, Line: funcLine(f), Count: 1})
		}
	}
	return out
}

// funcLine returns the first source line of f's instructions, 0 without
// debug locations.
func funcLine(f *irreader.Func) int {
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			if in.Line > 0 {
				return in.Line
			}
		}
	}
	return 0
}
