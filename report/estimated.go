package report

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/irreader"
)

// Estimated says how much of a result rests on estimated branch
// probabilities: the sites whose probability is a static heuristic rather
// than derived from the IR or given by the user, and the share of executed
// blocks and of memory accesses whose count depends on one of them. Every
// output that shows counts, profiles or hit rates carries it.
type Estimated struct {
	// Branches is the number of estimated sites (a switch counts once per
	// destination).
	Branches int `json:"branches"`
	// BlockShare is the share of executed blocks (weighted by count) whose
	// count changes when an estimated probability changes.
	BlockShare float64 `json:"block_share"`
	// AccessShare is the same share of the loads and stores.
	AccessShare float64 `json:"access_share"`
	// Heuristics counts the estimated sites by heuristic, sorted by name.
	Heuristics []HeuristicCount `json:"heuristics,omitempty"`
	// ErrorExits are the sites of Branches the error-exit heuristic takes
	// as never taken (a path that leaves main with a non-zero status, or
	// ends the program with abort or exit(1)):
	// BlockShare and AccessShare are those of a run that does not fail.
	ErrorExits int `json:"error_exits,omitempty"`
	// Unwinds are the sites of Branches the unwind heuristic takes as
	// never taken (an invoke's landing pad: an exception thrown): the
	// shares are those of a run that throws none.
	Unwinds int `json:"unwinds,omitempty"`
	// AllocFailures are the sites of Branches the allocation heuristic
	// takes the way of success (a test of malloc's pointer against null,
	// of posix_memalign's status): the shares are those of a run whose
	// allocations succeed.
	AllocFailures int `json:"alloc_failures,omitempty"`
	// UnknownAddresses are the access sites whose address the static walk
	// could not evaluate (x[col[k]], a pointer loaded from memory): each is
	// modelled as touching a random line of its object, or as one fixed
	// location where the object is not known either; an estimate too.
	UnknownAddresses *UnknownAddresses `json:"unknown_addresses,omitempty"`
	// OffPathShare is the share of memory accesses at sites off the walked
	// path (the rarer arm of a branch taken in some iterations), whose
	// reuse distances are borrowed from the path's accesses: an estimate of
	// the profile and hit rates (not of the counts). Stated from
	// minOffPathShare on.
	OffPathShare float64 `json:"off_path_share,omitempty"`
	// UnusedArgs are the program arguments given after -- that no value
	// the analysis reads comes from ("argv[1] = \"-n\""): the result
	// does not depend on them.
	UnusedArgs []string `json:"unused_args,omitempty"`
	// UnsetParams are the parameters without a value that estimated
	// branches would be derived from ("n (n read by fscanf ...)"): --set
	// gives them.
	UnsetParams []string `json:"unset_params,omitempty"`
	// Guessed marks branches derived from a guessed input among
	// UnsetParams: the cache levels are unbounded until --set gives it.
	Guessed bool `json:"guessed_inputs,omitempty"`
	// Lines are the source lines of the estimated branches (not the
	// assumptions), in order: where the result rests on an estimate.
	Lines []int `json:"lines,omitempty"`
	// Throws are the source lines of the calls that may throw an
	// exception the program throws itself where it runs or where data
	// decides (a parser's syntax error): the counts take every call as
	// returning, so the counts after them rest on that and are marked.
	Throws []int `json:"throw_calls,omitempty"`
	// UnfollowedCalls are what the analysis does not follow: executed
	// calls through a function pointer whose callee it cannot tell, and
	// longjmps: what they run is in no count, profile or hit rate, and the
	// cache levels are unbounded.
	UnfollowedCalls []UnfollowedCall `json:"unfollowed_calls,omitempty"`
}

// UnfollowedCall is a call through a function pointer or a longjmp the
// analysis does not follow (estimate.UnfollowedCall).
type UnfollowedCall struct {
	// Kind is "pointer" (a call through a function pointer) or "longjmp".
	Kind     string  `json:"kind"`
	Function string  `json:"function"`
	Line     int     `json:"line,omitempty"`
	Count    float64 `json:"count"`
}

// UnknownAddresses counts the access sites with unevaluated addresses and
// their share of the accesses.
type UnknownAddresses struct {
	Sites       int     `json:"sites"`
	AccessShare float64 `json:"access_share"`
	// RandomSites are modelled as touching a random line of their object
	// (indexed by data: x[col[k]], a hash); FixedSites, whose object the
	// walk cannot tell either, as one fixed location each; PermutedSites
	// go through a pointer the program moves among its array's cells at
	// places data decides (a pivot's row swap), taken where it was.
	RandomSites   int `json:"random_sites"`
	FixedSites    int `json:"fixed_sites"`
	PermutedSites int `json:"permuted_sites,omitempty"`
}

// minOffPathShare is the smallest off-path share Estimated states: below
// it the borrowed distances move a hit rate by less than 0.1 points.
const minOffPathShare = 0.001

// HeuristicCount is the number of sites one heuristic estimated.
type HeuristicCount struct {
	Heuristic string `json:"heuristic"`
	Sites     int    `json:"sites"`
}

// NewEstimated returns the output form of e; nil gives nothing estimated.
func NewEstimated(e *estimate.Estimate) *Estimated {
	out := &Estimated{}
	if e == nil {
		return out
	}
	out.Branches, out.BlockShare, out.AccessShare, out.ErrorExits, out.Unwinds = e.Branches, e.BlockShare, e.AccessShare, e.ErrorExits, e.Unwinds
	out.AllocFailures = e.AllocFailures
	if e.OffPathShare >= minOffPathShare {
		out.OffPathShare = e.OffPathShare
	}
	out.UnusedArgs, out.UnsetParams, out.Lines, out.Guessed, out.Throws = e.UnusedArgs, e.UnsetParams, e.Lines, e.Guessed, e.Throws
	for _, u := range e.Unfollowed {
		out.UnfollowedCalls = append(out.UnfollowedCalls, UnfollowedCall{Kind: u.Kind, Function: u.Func, Line: u.Line, Count: u.Count})
	}
	if e.AddressSites > 0 {
		out.UnknownAddresses = &UnknownAddresses{Sites: e.AddressSites, AccessShare: e.AddressShare, RandomSites: e.AddressSites - e.FixedSites - e.PermutedSites, FixedSites: e.FixedSites, PermutedSites: e.PermutedSites}
	}
	for h, n := range e.Heuristics {
		out.Heuristics = append(out.Heuristics, HeuristicCount{Heuristic: h, Sites: n})
	}
	sort.Slice(out.Heuristics, func(i, j int) bool { return out.Heuristics[i].Heuristic < out.Heuristics[j].Heuristic })
	return out
}

// Any reports whether anything was estimated.
func (e *Estimated) Any() bool {
	return e != nil && (e.Branches > 0 || e.UnknownAddresses != nil || e.OffPathShare > 0 || len(e.UnusedArgs) > 0 || len(e.UnsetParams) > 0 || len(e.UnfollowedCalls) > 0 || len(e.Throws) > 0)
}

// times says how often something runs: "once", "4 times".
func times(n float64) string {
	if n == 1 {
		return "once"
	}
	return strconv.FormatFloat(n, 'g', 6, 64) + " times"
}

// unfollowedSentence states the calls the analysis does not follow, ""
// when there is none.
func (e *Estimated) unfollowedSentence() string {
	var parts []string
	capped, threads := "", ""
	for _, kind := range []string{estimate.KindPointer, estimate.KindInit, estimate.KindExit, estimate.KindLongjmp, estimate.KindRecursion, estimate.KindThreads} {
		var where []string
		n := 0
		for _, u := range e.UnfollowedCalls {
			if u.Kind != kind {
				continue
			}
			n++
			if len(where) == maxLines {
				continue
			}
			at := irreader.Demangle(u.Function)
			if u.Line > 0 {
				at += " line " + strconv.Itoa(u.Line)
			}
			where = append(where, fmt.Sprintf("%s, run %s", at, times(u.Count)))
		}
		if n == 0 {
			continue
		}
		if n > len(where) {
			where = append(where, fmt.Sprintf("%d more", n-len(where)))
		}
		switch kind {
		case estimate.KindRecursion:
			capped = fmt.Sprintf("capped: the estimates would make a recursion endless, so its calls per call were scaled to one more level per call (%s at %s); the run's recursion may make any number: the counts of the recursive functions and of what they call rest on the cap, and the cache levels are unbounded.", plural(n, "recursive call"), strings.Join(where, "; "))
		case estimate.KindThreads:
			threads = fmt.Sprintf("threads: the program sets its own number of OpenMP threads, not one or not one the analysis can evaluate (%s), and the static side models every parallel region run by one thread: the counts of the regions' runtime loops and every cache result are a one-thread run's, not this run's; the cache levels are unbounded.", strings.Join(where, "; "))
		case estimate.KindPointer:
			parts = append(parts, fmt.Sprintf("%s through a function pointer whose target the module does not fix (%s)", plural(n, "call"), strings.Join(where, "; ")))
		case estimate.KindInit:
			parts = append(parts, fmt.Sprintf("%s of globals that the run makes before main, with the destructors they register (%s)", plural(n, "initialisation"), strings.Join(where, "; ")))
		case estimate.KindExit:
			parts = append(parts, fmt.Sprintf("%s of a function the run calls at exit, after main returns (%s)", plural(n, "registration"), strings.Join(where, "; ")))
		default:
			parts = append(parts, fmt.Sprintf("%s back to a setjmp (%s, as estimated)", plural(n, "longjmp"), strings.Join(where, "; ")))
		}
	}
	var out []string
	if len(parts) > 0 {
		out = append(out, "not followed: "+strings.Join(parts, "; ")+": what they run is in no count, profile or cache result, which hold for the rest of the program only; the cache levels are unbounded.")
	}
	for _, x := range []string{capped, threads} {
		if x != "" {
			out = append(out, x)
		}
	}
	return strings.Join(out, " ")
}

// Sentence describes the estimate in one line for text outputs, or "" when
// nothing was estimated.
func (e *Estimated) Sentence() string {
	if !e.Any() {
		return ""
	}
	s := e.sentence()
	if u := e.unfollowedSentence(); u != "" {
		if s == "" {
			s = u
		} else {
			s = u + " " + s
		}
	}
	if len(e.Throws) > 0 {
		calls := "calls"
		if len(e.Throws) == 1 {
			calls = "call"
		}
		throws := fmt.Sprintf("throws: the program throws exceptions of its own where it runs or where data decides, which the %s%s may pass on; the counts take every call as returning, so the counts after them (marked *) are those of calls that do not throw.", calls, strings.Replace(atLines(e.Throws), " at ", " at source ", 1))
		if s == "" {
			s = throws
		} else {
			s += " " + throws
		}
	}
	if len(e.UnsetParams) > 0 {
		unset := fmt.Sprintf("unset: the estimated branches would be derived from %s; give %s with --set NAME=VALUE.", strings.Join(e.UnsetParams, ", "), map[bool]string{true: "it", false: "them"}[len(e.UnsetParams) == 1])
		if e.Guessed {
			unset = strings.TrimSuffix(unset, ".") + "; until then the cache levels are unbounded."
		}
		if s == "" {
			s = unset
		} else {
			s += " " + unset
		}
	}
	if len(e.UnusedArgs) > 0 {
		args := fmt.Sprintf("not used: the program arguments %s reach no value the analysis reads (parsed where it does not follow: string compares, atof or strtod, argv[optind] after getopt); the result does not depend on them.", strings.Join(e.UnusedArgs, ", "))
		if s == "" {
			return args
		}
		return s + " " + args
	}
	return s
}

// sentence is Sentence without the unused arguments.
func (e *Estimated) sentence() string {
	if e.Branches == 0 && e.UnknownAddresses == nil && e.OffPathShare == 0 {
		return ""
	}
	var walk []string // what the walk estimates
	if u := e.UnknownAddresses; u != nil {
		walk = append(walk, fmt.Sprintf("estimated: %d access sites (%s of memory accesses) have addresses the static walk cannot evaluate (data-dependent); %s.", u.Sites, pct(u.AccessShare), u.how()))
	}
	if e.OffPathShare > 0 {
		walk = append(walk, fmt.Sprintf("estimated: %s of memory accesses lie off the walked path (the rarer arm of a branch taken in some iterations) and take reuse distances borrowed from the path's accesses; hit rates and misses rest on them.", pct(e.OffPathShare)))
	}
	addr := strings.Join(walk, " ")
	if e.Branches == 0 {
		return addr
	}
	if addr != "" {
		addr = " " + addr
	}
	var hs []string
	for _, h := range e.Heuristics {
		hs = append(hs, fmt.Sprintf("%s %d", h.Heuristic, h.Sites))
	}
	probs := "probabilities come"
	if e.Branches == 1 {
		probs = "probability comes"
	}
	var never []string // the assumptions: branches taken as never taken
	if e.ErrorExits > 0 {
		never = append(never, plural(e.ErrorExits, "error exit"))
	}
	if e.Unwinds > 0 {
		never = append(never, plural(e.Unwinds, "exception edge"))
	}
	if e.AllocFailures > 0 {
		never = append(never, plural(e.AllocFailures, "allocation failure"))
	}
	if len(never) > 0 && e.ErrorExits+e.Unwinds+e.AllocFailures == e.Branches {
		var why []string
		if e.ErrorExits > 0 {
			why = append(why, "error-exit heuristic: a path that ends the program with a failure (main returning non-zero, abort, exit(1))")
		}
		if e.Unwinds > 0 {
			why = append(why, "unwind heuristic: an invoke's landing pad, reached when a call throws")
		}
		if e.AllocFailures > 0 {
			why = append(why, "allocation heuristic: the branch a failed malloc or posix_memalign takes")
		}
		return fmt.Sprintf("assumed: %s never taken (%s); no other branch is estimated, so the counts are those of a run that does not fail. Give the branches with --probs (template: reusescope probs), or --strict to refuse estimates.%s",
			strings.Join(never, " and "), strings.Join(why, "; "), addr)
	}
	assumed := ""
	if len(never) > 0 {
		assumed = fmt.Sprintf(" apart from %s taken as never taken,", strings.Join(never, " and "))
	}
	return fmt.Sprintf("estimated: %d branch %s from static heuristics (%s)%s;%s they affect %s of executed blocks and %s of memory accesses. Give them with --probs (template: reusescope probs), or --strict to refuse estimates.%s",
		e.Branches, probs, strings.Join(hs, ", "), atLines(e.Lines), assumed, pct(e.BlockShare), pct(e.AccessShare), addr)
}

// maxLines is the number of lines atLines names before it counts the rest.
const maxLines = 8

// atLines names the source lines of the estimated branches: " at lines 18,
// 21 and 35", the first maxLines and how many more; "" for none.
func atLines(lines []int) string {
	if len(lines) == 0 {
		return ""
	}
	var ls []string
	for _, l := range lines[:min(len(lines), maxLines)] {
		ls = append(ls, strconv.Itoa(l))
	}
	if n := len(lines) - maxLines; n > 0 {
		ls = append(ls, fmt.Sprintf("%d more", n))
	}
	if len(ls) == 1 {
		return " at line " + ls[0]
	}
	return " at lines " + strings.Join(ls[:len(ls)-1], ", ") + " and " + ls[len(ls)-1]
}

// pct formats a share as a percentage with 3 significant digits.
func pct(x float64) string {
	switch {
	case x == 0:
		return "0 %"
	case x == 1:
		return "100 %"
	case x < 0.001:
		return "< 0.1 %"
	case x > 0.999:
		return "> 99.9 %"
	}
	return fmt.Sprintf("%.3g %%", 100*x)
}

// accessShare is AccessShare, 0 for nil.
func (e *Estimated) accessShare() float64 {
	if e == nil {
		return 0
	}
	return e.AccessShare
}

// how says how the sites are modelled.
func (u *UnknownAddresses) how() string {
	const (
		random   = "modelled as touching a random line of their object"
		fixed    = "(objects not known) as one fixed location each"
		permuted = "(through pointers the program moves among their array's cells where data decides) with each pointer where it was before"
	)
	switch {
	case u.FixedSites == 0 && u.PermutedSites == 0:
		return "each is modelled as touching a random line of its object"
	case u.RandomSites == 0 && u.PermutedSites == 0:
		return "each is treated as one fixed location (its object is not known)"
	case u.RandomSites == 0 && u.FixedSites == 0:
		return "each goes through a pointer the program moves among its array's cells where data decides, taken where it was before"
	}
	var parts []string
	for _, p := range []struct {
		n    int
		what string
	}{{u.RandomSites, "are " + random}, {u.FixedSites, fixed}, {u.PermutedSites, permuted}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	return strings.Join(parts, ", ")
}
