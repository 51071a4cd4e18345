package pipeline

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/heuristic"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/probs"
	"github.com/reusescope/reusescope/reuse"
)

// maxCountSteps bounds the walk that counts the branches the loop counters
// decide (loop iterations and branch visits): beyond it they stay
// estimated.
const maxCountSteps = 1 << 22

// maxWalkRounds bounds the walks walkBranches makes after the first, each
// with the candidates the one before could not decide moved to the
// estimates.
const maxWalkRounds = 3

// walkedHint is the comment of a probability counted by the walk.
const walkedHint = "counted: the condition evaluated at each of its %d visits in a walk of the loops"

// unreachedHint is the comment of a branch whose block the walk never
// reaches: its probability moves no count.
const unreachedHint = "counted: the block never runs in a walk of the loops, so its probability moves no count"

// walkBranches derives the branches the loop counters decide whose share no
// formula of the loop analysis gives (a test of two counters, j < i; an
// else-if on the counter, which runs only where the first test failed; a
// callee's test of an argument that differs per call), the branches on
// what memory holds (a pointer's test against null, a compare through
// references) and the tests of loops no counter bounds (an iterator's
// it != end, a list's p != NULL: loops.Nest.EvaluatedLoop): it walks the
// program's loops, keeping the pointers they store and evaluating each
// such condition at every visit (reuse.CountBranches), and gives each
// successor the share of the visits that took it. Only when everything else is derived (or an assumption:
// error exits, allocation failures, exceptions): the walk's loop trips and
// path are then the run's, the walk takes every iteration, and the counts
// the shares give agree with the visits the walk made, which is checked.
// Where other estimates remain (a branch on data), a candidate is counted
// only if its block's count does not move when those estimates move (the
// counts solved again with them nudged): its visits, and the loops around
// it, do not depend on them. Otherwise, or beyond maxCountSteps, the sites
// keep their heuristic estimates. sites is the list the derived
// probabilities come from; the result is that list with the counted sites
// derived, or sites itself.
func (s *Session) walkBranches(sites []probs.Site) []probs.Site {
	if s.opts.ProbsFile != "" {
		return sites
	}
	var cand []int
	rootTop := map[*irreader.Block]bool{} // candidates outside loops in the root
	others := map[string]bool{}           // the estimates the walk cannot replace
	counted := map[*loops.Loop]bool{}     // loops whose tests the walk counts
	testOf := map[int]*loops.Loop{}       // candidate → its loop, for a loop test
	exitOf := map[int]*loops.Loop{}       // candidate → its loop, for a test or exit of a loop that leaves from several blocks
	var tests []int                       // derived tests of loops that leave from several blocks
	onData := map[*irreader.Block]bool{}  // candidates on data (not decided by counters)
	checks := map[int]bool{}              // candidates that are runtime checks derived as passing
	// branch makes site i a candidate the walk evaluates at every visit
	// of its block, on what memory holds where data is set; the root's
	// outside its loops are held as Branches (rootTop).
	branch := func(i int, cs *cfg.Site, data bool) {
		cand = append(cand, i)
		blk := cs.Func.Blocks[cs.Block]
		if data {
			onData[blk] = true
		}
		if s.Nests[cs.Func].Innermost[cs.Block] == nil && cs.Func == s.Root {
			rootTop[blk] = true
		}
	}
	for i, site := range sites {
		cs := s.CFGSites[i]
		nest := s.Nests[cs.Func]
		iter, l := nest.IterationBranch(cs.Block), nest.CountedLoop(cs.Block)
		if l == nil {
			l = nest.EvaluatedLoop(cs.Block) // walked to its exit
		}
		switch {
		case site.Value != "" && site.Estimated == "" && site.Hint == loops.CheckHint && nest.BodyBranch(cs.Block):
			// A runtime check derived as passing (the vectoriser's
			// overlap test): the walk evaluates its pointers at every
			// visit, so an in-place recurrence whose views do overlap
			// takes the scalar loop where the run does. One the walk
			// cannot decide keeps the assumption.
			branch(i, cs, true)
			checks[i] = true
		case site.Value != "" && site.Estimated == "":
			if l := nest.ExitingLoop(cs.Block); l != nil && cs.Block == l.Test {
				tests = append(tests, i)
			}
			continue // derived
		case site.Value != "" && assumption(site.Estimated):
			continue
		case heuristicOf(site.Estimated) == guessedInput:
			others[site.Key] = true // a value the walk would take as the guess
		case nest.ExitingLoop(cs.Block) != nil:
			// A test or exit of a loop that leaves from several
			// blocks (a search's break): the walk takes its
			// iterations one by one, evaluating each where the
			// iteration reaches it.
			l := nest.ExitingLoop(cs.Block)
			cand = append(cand, i)
			counted[l], exitOf[i] = true, l
			// An exit that leaves loops around l too (a return from a
			// nested search) ends their iterations: they are walked
			// exit by exit as well.
			for p := l.Parent; p != nil; p = p.Parent {
				leaves := false
				for _, succ := range nest.Graph.Succs[cs.Block] {
					leaves = leaves || !p.Contains(succ)
				}
				if !leaves {
					break
				}
				counted[p] = true
			}
		case iter:
			branch(i, cs, false)
		case l != nil:
			// A loop whose trip is a formula per instance inside
			// loops whose trips are no polynomial (i = j .. n under
			// j < min(m, n)): the walk counts its tests.
			cand = append(cand, i)
			counted[l], testOf[i] = true, l
		case nest.BodyBranch(cs.Block):
			// A test of what memory holds (a pointer against null: a
			// list's end, a rotated loop's guard; a callee's compare
			// through references: std::min at -O0; the root's test of
			// a count its loops accumulated): counted where the walk
			// evaluates it at every visit, as it evaluates addresses.
			branch(i, cs, true)
		default:
			others[site.Key] = true
		}
	}
	// The test of a loop whose other exits the walk counts: its share is
	// the trip's only where no other exit leaves (a search's i < n stops
	// at the first match), so the walk counts it too.
	for _, i := range tests {
		cs := s.CFGSites[i]
		if l := s.Nests[cs.Func].ExitingLoop(cs.Block); counted[l] {
			cand = append(cand, i)
			exitOf[i] = l
		}
	}
	if len(cand) == 0 {
		return sites
	}
	// Solve with the heuristics (estimated where --strict left none) for
	// the trips and the trace.
	first := append([]probs.Site(nil), sites...)
	for _, i := range cand {
		if first[i].Value == "" || checks[i] {
			// (a check's assumption would leave its fallback out of
			// the trace the walk takes)
			e := s.Nests[s.CFGSites[i].Func].Estimate(s.CFGSites[i])
			first[i].Value, first[i].Estimated = e.Expr, e.By
		}
	}
	vals, res, err := s.solveSites(first)
	if err != nil {
		return sites // the caller reports the script's error
	}
	// Outside loops the root's branches run once, with the run's fixed
	// parameters: the trace the walk counts with holds those of cand as
	// Branches (statictrace.Input.RootBranches), which the final trace
	// follows by the probabilities the walk gives them.
	t, err := s.countTrace(vals, res, rootTop)
	if err != nil {
		return sites
	}
	// A candidate the walk cannot decide at some visit (a callee's test of
	// an argument one call passes as a value the walk cannot evaluate), or
	// whose block the walk never reaches though the counts run it (an arm
	// the walk does not hold: one that allocates), joins the other
	// estimates, and the walk runs again over the candidates whose counts
	// it leaves.
	for round := 0; round <= maxWalkRounds; round++ {
		for len(others) > 0 {
			// Keep the candidates whose counts the other estimates
			// leave. One they move keeps its estimate, which joins
			// the others: the counts of blocks under it move with it
			// (an arm of a branch inside a loop no walk counts).
			moved, err := s.CountsFrom(balance.Nudged(vals, others, members(first)))
			if err != nil {
				return sites
			}
			kept := cand[:0]
			for _, i := range cand {
				cs := s.CFGSites[i]
				a, b := res.Func(cs.Func.Name), moved.Func(cs.Func.Name)
				if a != nil && b != nil && math.Abs(a.Counts[cs.Block]-b.Counts[cs.Block]) <= 1e-9*(1+a.Counts[cs.Block]) {
					kept = append(kept, i)
					continue
				}
				if !checks[i] {
					others[sites[i].Key] = true
				}
			}
			if len(kept) == 0 {
				return sites
			}
			if len(kept) == len(cand) {
				break
			}
			cand = kept
		}
		// Only the candidates left are counted: one the nudge removed
		// would be undecided with no candidate to account for it, and
		// the trace holds only those of the root outside loops as
		// Branches.
		counted, onData = keptOnly(counted, onData, cand, testOf, exitOf, s.CFGSites)
		if held := rootOnly(rootTop, cand, s.CFGSites); len(held) < len(rootTop) {
			rootTop = held
			if t, err = s.countTrace(vals, res, rootTop); err != nil {
				return sites
			}
		}
		visits := reuse.CountBranches(t, maxCountSteps, counted, onData)
		var drop map[int]bool
		exact := visits.Exact
		if !exact && len(visits.Undecided)+len(visits.UndecidedLoops) > 0 && !s.undecidedCandidate(cand, testOf, exitOf, visits) && s.undecidedEstimated(sites, others, visits) {
			// What the walk could not decide is the estimates' alone
			// (a loop whose trip is a guess, a branch on data), which
			// the candidates' counts do not move with: every candidate
			// was decided at every visit.
			exact = true
		}
		if exact {
			out, total, ok := s.walkedSites(sites, first, cand, testOf, visits)
			if !ok {
				return sites
			}
			if s.countsAgree(out, total) {
				return out
			}
			// The walk's path is not the counts': the candidates it
			// never reached where the counts run them may be why.
			drop = map[int]bool{}
			for _, i := range cand {
				cs := s.CFGSites[i]
				if fc := res.Func(cs.Func.Name); total[cs] == 0 && fc != nil && fc.Counts[cs.Block] > countEps {
					drop[i] = true
				}
			}
			if len(drop) == 0 {
				return sites
			}
		} else {
			if len(visits.Undecided)+len(visits.UndecidedLoops) == 0 {
				return sites // over budget, or a trace that is not whole
			}
			drop = map[int]bool{}
			for _, i := range cand {
				cs := s.CFGSites[i]
				if visits.Undecided[cs.Func.Blocks[cs.Block]] || testOf[i] != nil && visits.UndecidedLoops[testOf[i]] || exitOf[i] != nil && visits.UndecidedLoops[exitOf[i]] {
					drop[i] = true
				}
			}
			left := maps.Clone(others)
			for i := range drop {
				left[sites[i].Key] = true
			}
			if !s.undecidedEstimated(sites, left, visits) {
				return sites // a failure no candidate or estimate accounts for
			}
		}
		kept := cand[:0]
		for _, i := range cand {
			if !drop[i] {
				kept = append(kept, i)
				continue
			}
			if !checks[i] { // a check keeps its assumption
				others[sites[i].Key] = true // keptOnly leaves its loop or block out
			}
		}
		if cand = kept; len(cand) == 0 {
			return sites
		}
	}
	return sites
}

// undecidedCandidate reports whether the walk left a candidate of cand
// undecided: its block at some visit, or the loop it tests or leaves.
func (s *Session) undecidedCandidate(cand []int, testOf, exitOf map[int]*loops.Loop, visits *reuse.BranchVisits) bool {
	for _, i := range cand {
		cs := s.CFGSites[i]
		if visits.Undecided[cs.Func.Blocks[cs.Block]] || testOf[i] != nil && visits.UndecidedLoops[testOf[i]] || exitOf[i] != nil && visits.UndecidedLoops[exitOf[i]] {
			return true
		}
	}
	return false
}

// undecidedEstimated reports whether every block and loop the walk left
// undecided is an estimate of others (sites' keys): the block's own
// branch, or a test or exit of the loop.
func (s *Session) undecidedEstimated(sites []probs.Site, others map[string]bool, visits *reuse.BranchVisits) bool {
	blocks := map[*irreader.Block]bool{}
	held := map[*loops.Loop]bool{}
	for i, site := range sites {
		if !others[site.Key] {
			continue
		}
		cs := s.CFGSites[i]
		blocks[cs.Func.Blocks[cs.Block]] = true
		nest := s.Nests[cs.Func]
		for _, l := range nest.Loops {
			if l.Test == cs.Block || slices.Contains(l.Exiting, cs.Block) {
				held[l] = true
			}
		}
	}
	for b := range visits.Undecided {
		if !blocks[b] {
			return false
		}
	}
	for l := range visits.UndecidedLoops {
		if !held[l] {
			return false
		}
	}
	return true
}

// keptOnly returns the loops and data branches of counted and onData that
// candidates of cand still are.
func keptOnly(counted map[*loops.Loop]bool, onData map[*irreader.Block]bool, cand []int, testOf, exitOf map[int]*loops.Loop, sites []*cfg.Site) (map[*loops.Loop]bool, map[*irreader.Block]bool) {
	c, d := map[*loops.Loop]bool{}, map[*irreader.Block]bool{}
	for _, i := range cand {
		if l := testOf[i]; l != nil && counted[l] {
			c[l] = true
		}
		if l := exitOf[i]; l != nil && counted[l] {
			c[l] = true
		}
		if b := sites[i].Func.Blocks[sites[i].Block]; onData[b] {
			d[b] = true
		}
	}
	return c, d
}

// rootOnly returns the blocks of rootTop that candidates of cand still
// are.
func rootOnly(rootTop map[*irreader.Block]bool, cand []int, sites []*cfg.Site) map[*irreader.Block]bool {
	out := map[*irreader.Block]bool{}
	for _, i := range cand {
		if b := sites[i].Func.Blocks[sites[i].Block]; rootTop[b] {
			out[b] = true
		}
	}
	return out
}

// walkedSites returns sites with the probabilities of the candidates cand
// (indices into sites; testOf holds those that are loop tests) counted by
// the walk's visits, and each candidate's visits; ok is false when a
// test's successors cannot be told from its loop's visits. first holds
// the values the walk solved with, kept by a candidate the walk never
// reaches.
func (s *Session) walkedSites(sites, first []probs.Site, cand []int, testOf map[int]*loops.Loop, visits *reuse.BranchVisits) ([]probs.Site, map[*cfg.Site]float64, bool) {
	out := append([]probs.Site(nil), sites...)
	total := map[*cfg.Site]float64{}
	for _, i := range cand {
		cs := s.CFGSites[i]
		blk := cs.Func.Blocks[cs.Block]
		taken := visits.Taken[blk]
		if l := testOf[i]; l != nil && s.Nests[cs.Func].SwitchTest(cs.Block) == nil {
			// (a switch's successors are counted one by one, at
			// every visit the loop's walk evaluates it)
			v := visits.Loops[l]
			var ok bool
			if v == nil {
				taken = nil
			} else if taken, ok = s.Nests[cs.Func].TestTaken(l, v.Instances, v.Entered, v.Iterations); !ok {
				return nil, nil, false
			}
		}
		n := 0.0
		for _, x := range taken {
			n += x
		}
		total[cs] = n
		if n == 0 {
			// A block the walk never reaches (the arm of a counted
			// branch that no visit takes): any probability gives it the
			// count 0, which countsAgree holds the counts to.
			out[i].Value, out[i].Estimated = first[i].Value, ""
			out[i].Hint = unreachedHint
			continue
		}
		k := cs.Succ
		if k >= len(taken) {
			return nil, nil, false
		}
		out[i].Value = fmt.Sprintf("%s/%s", fmtCount(taken[k]), fmtCount(n))
		out[i].Estimated = ""
		out[i].Hint = fmt.Sprintf(walkedHint, int64(n))
	}
	return out, total, true
}

// solveSites loads the derived script of sites and solves the counts.
func (s *Session) solveSites(sites []probs.Site) (*probs.Values, *balance.Result, error) {
	vals, err := probs.LoadDerived("<derived probabilities>", s.Params, sites, s.opts.Set, probs.LoadOptions{Timeout: s.opts.Timeout, Outside: s.outside})
	if err != nil {
		return nil, nil, err
	}
	res, err := s.CountsFrom(vals)
	if err != nil {
		return nil, nil, err
	}
	return vals, res, nil
}

// countsAgree reports whether the counts sites give hold each block of
// visits to its count there: the visits a walk made, which shares of them
// became the sites' probabilities.
func (s *Session) countsAgree(sites []probs.Site, visits map[*cfg.Site]float64) bool {
	_, res, err := s.solveSites(sites)
	if err != nil {
		return false
	}
	for cs, n := range visits {
		fc := res.Func(cs.Func.Name)
		if fc == nil || math.Abs(fc.Counts[cs.Block]-n) > 1e-6*math.Max(1, n) {
			return false
		}
	}
	return true
}

// countEps is the count below which a block is taken as never run.
const countEps = 1e-9

// assumption reports whether an estimate is one the statement names as an
// assumption (error exits, allocation failures, exceptions), not an
// estimate.
func assumption(by string) bool {
	h := heuristicOf(by)
	return h == errorExitHeuristic || h == unwindHeuristic || h == heuristic.Allocation
}

// fmtCount prints a count of visits as an integer.
func fmtCount(x float64) string { return fmt.Sprintf("%.0f", x) }
