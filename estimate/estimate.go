package estimate

import (
	"github.com/llir/llvm/ir"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/omp"
)

// Estimate says how much of a result rests on estimated branch
// probabilities (report.Estimated is its output form; pipeline.Session.Estimated computes it).
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
	// could not evaluate (pipeline.Session.AddAddresses), AddressShare their share of the
	// accesses. FixedSites of them have an object the walk cannot tell
	// either, each taken as one fixed location; PermutedSites go through a
	// pointer the program moves among its array's cells where data decides
	// (a pivot's row swap), taken where it was before; the others are
	// indexed by data, each modelled as touching a random line of its
	// object.
	AddressSites  int
	AddressShare  float64
	FixedSites    int
	PermutedSites int
	// OffPathShare is the share of the walk's accesses at sites off its
	// most probable path (reuse.StaticResult.OffPath), whose reuse
	// distances are borrowed from the path's accesses: an estimate of the
	// profile and hit rates, not of the counts.
	OffPathShare float64
	// UnusedArgs are the program arguments given (pipeline.Options.Args) that no
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
	// Throws are the source lines of the calls on executed (or estimated)
	// blocks that may throw an exception the program throws itself (a
	// C++ throw its code runs, or whose block rests on an estimate) and
	// does not catch first: the counts take every call as returning, so
	// the blocks after them are Affected. Nil when nothing that runs
	// throws.
	Throws []int
	// UnsetParams are the parameters estimated branches would be derived
	// from if they had a value (a size read by fscanf from a file), each
	// as "name (what it is)": --set gives them.
	UnsetParams []string
	// Guessed marks branches derived from a guessed input (a size parsed
	// from an argument the analysis does not place, taken as the
	// program's fallback; among UnsetParams): the run's value may be any,
	// so pipeline.LevelBounds leaves every level unbounded.
	Guessed bool
	// Lines are the source lines of the estimated branches the shares
	// count (not the assumptions: error exits, unwinds, allocation
	// failures), in order, each once; 0 (no line) left out.
	Lines []int
	// Unfollowed are the calls through a function pointer on executed
	// blocks whose callee the analysis cannot tell (the module takes the
	// address of several functions of the call's type, or of none) and the
	// longjmps of the counted functions: what they run is in no count,
	// profile or cache result, which hold for the rest of the program
	// only; and the recursive calls whose number rests on balance's cap
	// (KindRecursion), which the run's recursion may exceed any number of
	// times. pipeline.LevelBounds leaves every level unbounded when there
	// is one.
	Unfollowed []UnfollowedCall
	// Entries bounds how often the run enters a stretch of blocks whose
	// counts rest on an estimate (Affected): the summed counts of the
	// affected blocks entered from an unaffected one or starting a
	// function. A change confined to one stretch changes the cache's
	// misses after it by at most its capacity in lines (pipeline.LevelBounds).
	Entries float64
	// Varied are the keys of the estimated sites whose probabilities the
	// shares count (Keys but the assumptions: error exits, unwinds,
	// allocation failures), sorted: the probabilities pipeline.Session.Bounds moves.
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
	// KindRecursion: a recursive call whose number rests on the cap
	// balance puts on a recursion the estimates would make endless
	// (balance.Result.Capped): the run's recursion may make any number.
	KindRecursion = "recursion"
	// KindThreads: a call that sets the number of OpenMP threads
	// (omp_set_num_threads, a num_threads clause) to a value that is not
	// one, or that the analysis cannot evaluate: the static side models
	// every region run by one thread, the run uses that many.
	KindThreads = "threads"
	// KindExit: a function of the module registered to run at exit
	// (atexit, on_exit, at_quick_exit, __cxa_atexit): the run calls it
	// after main returns, which no call graph of the IR shows.
	KindExit = "exit"
	// KindInit: a constructor of a C++ global (llvm.global_ctors) that
	// makes memory accesses, with the destructors it registers: the run
	// calls it before main, which no call graph of main shows.
	KindInit = "init"
)

// exitRegistrars are the functions that register a handler (their first
// argument) to run at exit.
var exitRegistrars = map[string]bool{"atexit": true, "on_exit": true, "at_quick_exit": true, "__cxa_atexit": true}

// exitHandler reports whether the call in registers a function the module
// defines to run at exit. The destructors of C++ globals the library
// defines (std::ios_base::Init's, registered by every unit that includes
// <iostream>) are declared only and run nothing of the program's.
func exitHandler(in *irreader.Inst) bool {
	if !exitRegistrars[in.Callee] {
		return false
	}
	c, ok := in.IR.(*ir.InstCall)
	if !ok || len(c.Args) == 0 {
		return false
	}
	f, ok := irreader.StripPtrCasts(c.Args[0]).(*ir.Func)
	return !ok || len(f.Blocks) > 0 // a defined handler, or one chosen at run time
}

// longjmps are the functions that jump back to a setjmp.
var longjmps = map[string]bool{"longjmp": true, "_longjmp": true, "siglongjmp": true, "__longjmp_chk": true}

// IsLongjmp reports whether a call of the function name jumps back to a
// setjmp.
func IsLongjmp(name string) bool { return longjmps[name] }

// Unfollowed returns the calls through a function pointer with no
// callee the module resolves (irreader's resolveIndirect) in blocks res
// counts as executed, every longjmp of the functions res counts (the
// estimate may take its branch never), and the calls within the recursive
// cycles res capped (balance.Result.Capped), one per kind, function and
// source line (the copies of an unrolled loop's call summed), in function
// and block order.
func Unfollowed(res *balance.Result) []UnfollowedCall {
	capped := map[string]bool{}
	for _, name := range res.Capped {
		capped[name] = true
	}
	var out []UnfollowedCall
	at := map[UnfollowedCall]int{} // by kind, function and line, count 0
	for _, fc := range res.Funcs {
		for b, blk := range fc.Func.Blocks {
			if b >= len(fc.Counts) {
				continue
			}
			for _, in := range blk.Insts {
				callee := in.Callee
				if omp.IsFork(callee) {
					callee = omp.Outlined(in)
				}
				kind := ""
				switch {
				case in.Indirect && in.Callee == "" && fc.Counts[b] > 0:
					kind = KindPointer
				case !in.Indirect && longjmps[in.Callee]:
					kind = KindLongjmp
				case !in.Indirect && fc.Counts[b] > 0 && exitHandler(in):
					kind = KindExit
				case capped[fc.Func.Name] && capped[callee]: // a call of the capped cycle
					kind = KindRecursion
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
