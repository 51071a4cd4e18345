package pipeline

import (
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"strings"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/heuristic"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/reuse"
)

// Estimate says how much of a result rests on estimated branch
// probabilities (report.Estimated is its output form).
type Estimate struct {
	// Branches is the number of estimated sites (a switch counts once per
	// destination).
	Branches int
	// BlockShare is the share of executed blocks (weighted by count) whose
	// count changes when an estimated probability changes.
	BlockShare float64
	// AccessShare is the same share of the loads and stores.
	AccessShare float64
	// Heuristics counts the estimated sites by heuristic.
	Heuristics map[string]int
	// Affected[f][b] reports whether the count of block b of function f
	// rests on an estimate (nil when nothing is estimated).
	Affected map[string][]bool
	// Keys are the estimated sites' keys.
	Keys map[string]bool
	// AddressSites are the access sites whose address the static walk
	// could not evaluate (AddAddresses), AddressShare their share of the
	// accesses. FixedSites of them have an object the walk cannot tell
	// either, each taken as one fixed location; the others are indexed by
	// data, each modelled as touching a random line of its object.
	AddressSites int
	AddressShare float64
	FixedSites   int
	// OffPathShare is the share of the walk's accesses at sites off its
	// most probable path (reuse.StaticResult.OffPath), whose reuse
	// distances are borrowed from the path's accesses: an estimate of the
	// profile and hit rates, not of the counts.
	OffPathShare float64
	// UnusedArgs are the program arguments given (Options.Args) that no
	// parameter of the analysis reads, each as "argv[k] = text": parsed
	// where the analysis does not follow (a strcmp loop, atof, argv[optind]),
	// so the result does not depend on them.
	UnusedArgs []string
	// ErrorExits are the estimated sites of Branches that the error-exit
	// heuristic decided (a branch to a path that leaves main with a
	// non-zero status, taken never): BlockShare and AccessShare leave them
	// out, so they are the shares of a run that does not fail.
	ErrorExits int
	// Unwinds are the estimated sites of Branches that the unwind
	// heuristic decided (an invoke's landing pad, taken never): like error
	// exits, an assumption the shares leave out, so they are the shares of
	// a run that throws no exception.
	Unwinds int
	// AllocFailures are the estimated sites of Branches that the allocation
	// heuristic decided (a branch on an allocation's result, taken the way
	// of success): an assumption the shares leave out, so they are the
	// shares of a run whose allocations succeed.
	AllocFailures int
	// UnsetParams are the parameters estimated branches would be derived
	// from if they had a value (a size read by fscanf from a file), each
	// as "name (what it is)": --set gives them.
	UnsetParams []string
	// Lines are the source lines of the estimated branches the shares
	// count (not the assumptions: error exits, unwinds, allocation
	// failures), in order, each once; 0 (no line) left out.
	Lines []int
	// Unfollowed are the calls through a function pointer on executed
	// blocks whose callee the analysis cannot tell (the module takes the
	// address of several functions of the call's type, or of none) and the
	// longjmps of the counted functions: what they run is in no count,
	// profile or cache result, which hold for the rest of the program
	// only. LevelBounds leaves every level unbounded when there is one.
	Unfollowed []UnfollowedCall
	// Entries bounds how often the run enters a stretch of blocks whose
	// counts rest on an estimate (Affected): the summed counts of the
	// affected blocks entered from an unaffected one or starting a
	// function. A change confined to one stretch changes the cache's
	// misses after it by at most its capacity in lines (LevelBounds).
	Entries float64
	// Varied are the keys of the estimated sites whose probabilities the
	// shares count (Keys but the assumptions: error exits, unwinds,
	// allocation failures), sorted: the probabilities Session.Bounds moves.
	Varied []string
}

// UnfollowedCall is a call whose effect the analysis does not follow,
// with how often it runs.
type UnfollowedCall struct {
	// Kind is KindPointer (a call through a function pointer with no
	// callee the module fixes) or KindLongjmp (a jump back to a setjmp,
	// whose control flow is in no CFG; its count is the estimate's, often
	// 0: the branch to it taken never).
	Kind  string
	Func  string  // the calling function
	Line  int     // its source line, 0 when unknown
	Count float64 // its block's count
}

// Kinds of UnfollowedCall.
const (
	KindPointer = "pointer"
	KindLongjmp = "longjmp"
)

// longjmps are the functions that jump back to a setjmp.
var longjmps = map[string]bool{"longjmp": true, "_longjmp": true, "siglongjmp": true, "__longjmp_chk": true}

// unfollowedCalls returns the calls through a function pointer with no
// callee the module resolves (irreader's resolveIndirect) in blocks res
// counts as executed, and every longjmp of the functions res counts (the
// estimate may take its branch never), one per kind, function and source
// line (the copies of an unrolled loop's call summed), in function and
// block order.
func unfollowedCalls(res *balance.Result) []UnfollowedCall {
	var out []UnfollowedCall
	at := map[UnfollowedCall]int{} // by kind, function and line, count 0
	for _, fc := range res.Funcs {
		for b, blk := range fc.Func.Blocks {
			if b >= len(fc.Counts) {
				continue
			}
			for _, in := range blk.Insts {
				kind := ""
				switch {
				case in.Indirect && in.Callee == "" && fc.Counts[b] > 0:
					kind = KindPointer
				case !in.Indirect && longjmps[in.Callee]:
					kind = KindLongjmp
				default:
					continue
				}
				k := UnfollowedCall{Kind: kind, Func: fc.Func.Name, Line: in.Line}
				i, ok := at[k]
				if !ok {
					i = len(out)
					at[k] = i
					out = append(out, k)
				}
				out[i].Count += fc.Counts[b]
			}
		}
	}
	return out
}

// IsAffected reports whether the count of block b of function fn rests on
// an estimate (Affected); false for a nil Estimate.
func (e *Estimate) IsAffected(fn string, b int) bool {
	if e == nil {
		return false
	}
	aff := e.Affected[fn]
	return b >= 0 && b < len(aff) && aff[b]
}

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
func (s *Session) Estimated(vals balance.Probs, res *balance.Result) (*Estimate, error) {
	out := &Estimate{Heuristics: map[string]int{}, Keys: map[string]bool{}, UnusedArgs: s.unusedArgs(), UnsetParams: s.unsetParams(), Unfollowed: unfollowedCalls(res)}
	if u := out.Unfollowed; s.opts.Strict && len(u) > 0 {
		more := ""
		if len(u) > 1 {
			more = fmt.Sprintf(" (and %d more)", len(u)-1)
		}
		what := "the call through a function pointer in %s at line %d%s reaches a function the module does not fix, which the analysis does not follow"
		if u[0].Kind == KindLongjmp {
			what = "the longjmp in %s at line %d%s jumps back to a setjmp, a control flow the analysis does not follow"
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
	if len(est) == 0 {
		return out, nil
	}
	res2, err := s.CountsFrom(newNudge(vals, est, s.Sites))
	if err != nil {
		return nil, err
	}
	// Counts of capped recursion, and of everything it calls, rest on the
	// cap.
	capped := map[string]bool{}
	if len(res.Capped) > 0 {
		out.Heuristics["recursion heuristic"] = len(res.Capped)
		for _, name := range res.Capped {
			for _, f := range balance.Reachable(s.Module, s.Module.Func(name)) {
				capped[f.Name] = true
			}
		}
	}
	var blocks, blocksHit, acc, accHit float64
	out.Affected = map[string][]bool{}
	for i, fc := range res.Funcs {
		fc2 := res2.Funcs[i]
		aff := make([]bool, len(fc.Counts))
		out.Affected[fc.Func.Name] = aff
		for b, n := range fc.Counts {
			a := float64(fc.Func.Blocks[b].Ops.Loads + fc.Func.Blocks[b].Ops.Stores)
			blocks += n
			acc += n * a
			if capped[fc.Func.Name] || math.Abs(fc2.Counts[b]-n) > 1e-9*(1+n) {
				aff[b] = true
				blocksHit += n
				accHit += n * a
			}
		}
	}
	for _, fc := range res.Funcs {
		aff := out.Affected[fc.Func.Name]
		fromUnaffected := make([]bool, len(aff))
		for b, blk := range fc.Func.Blocks {
			for _, succ := range blk.Succs() {
				if !aff[b] {
					fromUnaffected[succ.Index] = true
				}
			}
		}
		for b, a := range aff {
			if a && (b == 0 || fromUnaffected[b]) {
				out.Entries += fc.Counts[b]
			}
		}
	}
	if blocks > 0 {
		out.BlockShare = blocksHit / blocks
	}
	if acc > 0 {
		out.AccessShare = accHit / acc
	}
	return out, nil
}

// moved is base with the probabilities of the sites est keys moved by
// move, each switch group of sites renormalised.
type moved struct {
	base   balance.Probs
	est    map[string]bool
	move   func(key string, v float64) float64
	groups map[string][]string // switch group → its site keys
	group  map[string]string   // site key → its switch group
}

func newMoved(base balance.Probs, est map[string]bool, sites []probs.Site, move func(key string, v float64) float64) moved {
	m := moved{base: base, est: est, move: move, groups: map[string][]string{}, group: map[string]string{}}
	for _, site := range sites {
		if site.Group != "" {
			m.groups[site.Group] = append(m.groups[site.Group], site.Key)
			m.group[site.Key] = site.Group
		}
	}
	return m
}

// newNudge is base with the estimated probabilities moved by a relative
// 1e-4 or so, a different amount per site (so that no two moves cancel):
// the counts that change rest on an estimate.
func newNudge(base balance.Probs, est map[string]bool, sites []probs.Site) moved {
	return newMoved(base, est, sites, func(key string, v float64) float64 {
		h := fnv.New32a()
		h.Write([]byte(key))
		f := 1 + float64(h.Sum32()%1000)/1000 // in [1, 2)
		if v < 0.5 {
			return v + nudgeSize*f*(1-v) + nudgeSize*f*v
		}
		return v - nudgeSize*f*v
	})
}

// nudgeSize is the relative move of an estimated probability.
const nudgeSize = 1e-4

func (m moved) raw(key string) (float64, bool) {
	v, ok := m.base.Get(key)
	if !ok || !m.est[key] {
		return v, ok
	}
	return m.move(key, v), true
}

// Get returns the moved probability of key.
func (m moved) Get(key string) (float64, bool) {
	g, ok := m.group[key]
	if !ok {
		return m.raw(key)
	}
	v, ok := m.raw(key)
	if !ok {
		return v, ok
	}
	var sum float64
	for _, k := range m.groups[g] {
		x, _ := m.raw(k)
		sum += x
	}
	if sum <= 0 {
		return v, true
	}
	return v / sum, true
}

// AddAddresses adds to est the access sites of the walk r whose address it
// could not evaluate (each modelled as touching a random line of its
// object, or as one fixed location where the object is not known either),
// and their share of the accesses of res.
func (s *Session) AddAddresses(est *Estimate, res *balance.Result, r *reuse.StaticResult) {
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
