package loops

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/poly"
)

// Loop is a natural loop: a header and every block that reaches a back edge to
// it without passing through the header; or, with Irreducible set, a cycle
// entered at several blocks (irreducible.go).
type Loop struct {
	ID       int // index in Nest.Loops
	Header   int
	Latches  []int // sources of back edges (of an irreducible loop: its blocks with an edge to the header)
	Blocks   []int // sorted block indices, header included
	Exiting  []int // blocks with a successor outside the loop (not by an invoke's unwind edge alone: unwindsTo)
	Parent   *Loop
	Children []*Loop
	Depth    int // 1 for outermost loops

	// Irreducible reports a cycle entered at several blocks: its header
	// (the entry first in reverse post order) does not dominate it. It
	// has no IV and no Trip (Why says so); the trace takes its average
	// trip per entry into any of its blocks from the block counts.
	Irreducible bool
	// Entries are the blocks of an irreducible loop entered from outside
	// it, sorted (nil for a natural loop, entered at its header only).
	Entries []int

	// IV is the recognised induction variable, nil if none.
	IV *IndVar
	// Steps are the header phis other than IV that move by a constant every
	// iteration (nil when IV is nil or there are none).
	Steps map[*ir.InstPhi]PhiStep
	// Test is the block whose conditional branch controls the loop (-1 if unknown).
	Test int
	// Twins are the other exiting blocks whose branch is the same test as
	// Test's: the same counter, offset, comparison and bound, leaving the
	// loop on the same side. Clang duplicates a latch onto the arms of a
	// condition it unswitched (if (m > 0) inside a loop over reps): the
	// loop then leaves at whichever copy the iteration passes, after the
	// same number of iterations.
	Twins []int
	// TopTested reports whether the test runs before each iteration (header test,
	// -O0 and while loops) rather than after it (rotated loops at -O2).
	TopTested bool
	// Trip is the number of iterations per entry, nil if unknown. It may contain
	// the IV symbols of enclosing loops (triangular nests).
	Trip poly.Poly
	// TripLua, when not "", is the exact trip in Lua where Trip is the
	// polynomial mean: a counter stepping by |s| > 1 to a symbolic bound
	// runs ceil(span/|s|) times, (span + |s| - 1)/|s| on average over the
	// span's residues (for (i = 0; i < n; i += 2) with n = 50: 25, not 25.5).
	TripLua string
	// ceil is TripLua as a quasi-polynomial form, max(⌈span/div⌉, 0) +
	// add, nil where TripLua is "": sums over enclosing counters of a trip
	// that varies with them are exact with it (exitProb).
	ceil *ceilTrip
	// Why explains a nil IV or Trip.
	Why string

	set map[int]bool
}

// Contains reports whether block b is in the loop.
func (l *Loop) Contains(b int) bool { return l.set[b] }

// tripLua returns the loop's exact trip in Lua: TripLua, else Trip.
func (l *Loop) tripLua() string {
	if l.TripLua != "" {
		return l.TripLua
	}
	return l.Trip.Lua()
}

// IndVar is a loop's induction variable: it starts at Init, moves by Step each
// iteration, and the loop continues while (IV + Off) Rel Bound. Bound is nil
// when the bound is not a function of parameters and enclosing counters (or
// the start is a join, Init nil): the counter then places accesses, the trip
// count comes from the probabilities, and BoundValue (with Rel and Off) is
// the IR value compared, which the trace evaluates per loop instance.
type IndVar struct {
	Name string // source variable name ("i"), else the IR name
	Sym  string // symbol standing for its value in enclosing-loop polynomials
	Init poly.Poly
	// InitValue is the start when it is no polynomial but a join of paths
	// (Init nil): -O2's unrolled loop that starts where a remainder
	// prologue, run or not, left the counter (%indvars.iv.unr). The trace
	// evaluates it on the most probable path; the loop has no trip count.
	InitValue value.Value
	Step      int64
	// StepPoly is the step when it is a value of the program's inputs
	// (ii += bs, a stride: tiles.go), Step 0; nil when Step is it.
	// statictrace.Activation.Step evaluates either.
	StepPoly poly.Poly
	Rel      string // "<", "<=", ">", ">=", "!="
	// OffStep marks a compared value that is the counter after its
	// symbolic step (StepPoly): -O2's rotated ii + bs < n.
	OffStep bool
	// UnsignedBits is the width of an unsigned compare (the counter and
	// its bound are read modulo 2^UnsignedBits), 0 for a signed one.
	UnsignedBits int
	Off          int64 // the compared value is IV + Off (Off = Step when the incremented value is compared)
	Bound        poly.Poly
	// BoundValue is the compared value when Bound is nil (an -O2
	// unrolled loop's n & -4) or the trip is no polynomial (a stride or
	// a tile: tiles.go), nil when Trip is set or Rel is unknown.
	BoundValue value.Value
	// Also is a second value the counter is compared with by the same
	// relation, nil if none: a tile stops at the smaller of its edge and
	// the stride's bound (i < ii + bs && i < n, i < min(ii + bs, n)).
	Also value.Value
	Slot value.Value // the alloca (-O0) or phi (-O2) holding it
	// PostStep are the loads of an -O0 counter (Slot an alloca) that read
	// it after its step in the same iteration: the counter's value plus
	// Step (a step in the loop's test, while (i-- > 0)).
	PostStep map[*ir.InstLoad]bool
	// Geom, when not nil, makes the counter geometric (cap <<= 1, s /= 2):
	// Init 0 and Step 1 then count its iterations, and its value at
	// iteration k is Geom's k-th step (GeomStep.At). Sym stands for that
	// value in polynomials, which no sum over the iterations reads.
	Geom *GeomStep
	// placeholder is set when Name is the iv<line> of a counter with no
	// name of its own.
	placeholder bool
}

// GeomStep is a geometric counter's start and the operation applied to it
// every iteration, in Bits-bit integers (poly.IntSteps).
type GeomStep struct {
	Start poly.Poly
	Op    string
	By    int64
	Bits  int
}

// At returns the counter's value after k steps from the start env gives.
func (g *GeomStep) At(env map[string]float64, k int64) (int64, bool) {
	s, ok := g.Start.Eval(env)
	if !ok {
		return 0, false
	}
	return poly.IntStepValue(int64(s), g.Op, g.By, k, g.Bits)
}

// Linear reports whether iv is a counter moving by a step each iteration
// (not nil, not geometric): its addresses are linear in the iterations.
func (iv *IndVar) Linear() bool { return iv != nil && iv.Geom == nil }

// Named reports whether the counter's Name is its own — a source variable's,
// or an IR value name that is an identifier — rather than the placeholder
// "iv<line>" (the line of its loop's header) given to a counter with no
// name (a vectoriser's index, value names discarded).
func (iv *IndVar) Named() bool { return iv.Name != "" && !iv.placeholder }

// Nest is the loop nest of one function.
type Nest struct {
	Graph *cfg.Graph
	Env   *Env
	Loops []*Loop // outer loops before inner ones, then by header position
	Top   []*Loop
	// Innermost[b] is the innermost loop containing block b, nil if none.
	Innermost []*Loop

	cold []bool // coldBlocks, computed once

	ivSym   map[value.Value]string
	lastOff int64
	// oneTrip are the OpenMP chunk and dispatch loops, one trip on one thread.
	oneTrip map[*Loop]bool
	// tile holds the blocked loops' strides and tiles (tiles.go).
	tile *tileInfo
}

// Find computes the natural loops of g, then the irreducible ones (cycles
// entered at several blocks, irreducible.go), and analyses the natural
// loops' induction variables and trip counts using env for the function's
// parameters.
func Find(g *cfg.Graph, env *Env) *Nest {
	n := len(g.Succs)
	nest := &Nest{Graph: g, Env: env, Innermost: make([]*Loop, n), ivSym: map[value.Value]string{}, oneTrip: map[*Loop]bool{}}
	byHeader := map[int]*Loop{}
	var headers []int
	for _, b := range g.RPO() {
		for _, s := range g.Succs[b] {
			if g.Dominates(s, b) { // back edge b -> s
				l := byHeader[s]
				if l == nil {
					l = &Loop{Header: s, set: map[int]bool{s: true}, Test: -1}
					byHeader[s] = l
					headers = append(headers, s)
				}
				l.Latches = append(l.Latches, b)
			}
		}
	}
	for _, h := range headers {
		l := byHeader[h]
		work := append([]int(nil), l.Latches...)
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if l.set[b] {
				continue
			}
			l.set[b] = true
			for _, p := range g.Preds[b] {
				if g.Reachable(p) && !l.set[p] {
					work = append(work, p)
				}
			}
		}
		for b := range l.set {
			l.Blocks = append(l.Blocks, b)
		}
		sort.Ints(l.Blocks)
		sort.Ints(l.Latches)
		normal := normalBlocks(g, l)
		for _, b := range l.Blocks {
			if !normal[b] {
				continue // reached by an exception only: its exits are the unwind's
			}
			for _, s := range g.Succs[b] {
				if !l.set[s] && !unwindsTo(g, b, s) {
					l.Exiting = append(l.Exiting, b)
					break
				}
			}
		}
		nest.Loops = append(nest.Loops, l)
	}
	irreducible := findIrreducible(g, nest.Loops)
	nest.Loops = append(nest.Loops, irreducible...)
	// Parents: the smallest other loop containing the header.
	for _, l := range nest.Loops {
		for _, o := range nest.Loops {
			if o == l || !o.set[l.Header] || len(o.Blocks) <= len(l.Blocks) {
				continue
			}
			if l.Parent == nil || len(o.Blocks) < len(l.Parent.Blocks) {
				l.Parent = o
			}
		}
	}
	for _, l := range nest.Loops {
		for p := l; p != nil; p = p.Parent {
			l.Depth++
		}
	}
	sort.SliceStable(nest.Loops, func(i, j int) bool {
		a, b := nest.Loops[i], nest.Loops[j]
		if a.Depth != b.Depth {
			return a.Depth < b.Depth
		}
		return rpoPos(g, a.Header) < rpoPos(g, b.Header)
	})
	for i, l := range nest.Loops {
		l.ID = i
		if l.Parent == nil {
			nest.Top = append(nest.Top, l)
		} else {
			l.Parent.Children = append(l.Parent.Children, l)
		}
		for _, b := range l.Blocks {
			if in := nest.Innermost[b]; in == nil || in.Depth < l.Depth {
				nest.Innermost[b] = l
			}
		}
	}
	nest.markOneTrip()
	for _, l := range irreducible {
		delete(nest.oneTrip, l) // no OpenMP chunk loop
	}
	for _, l := range nest.Loops { // outer first, so enclosing IVs are known
		if l.Irreducible {
			continue // no counter: Why says so
		}
		if nest.oneTrip[l] {
			nest.analyseOneTrip(l)
			continue
		}
		nest.analyse(l)
	}
	if len(irreducible) == 0 {
		nest.findTiles()
		return nest
	}
	// Strides and tiles are natural loops: findTiles sees only those
	// (an irreducible loop keeps no counter).
	all := nest.Loops
	nest.Loops = make([]*Loop, 0, len(all))
	for _, l := range all {
		if !l.Irreducible {
			nest.Loops = append(nest.Loops, l)
		}
	}
	nest.findTiles()
	nest.Loops = all
	return nest
}

func rpoPos(g *cfg.Graph, b int) int {
	for i, x := range g.RPO() {
		if x == b {
			return i
		}
	}
	return -1
}

// Func returns the function of the nest.
func (n *Nest) Func() *irreader.Func { return n.Graph.Func }

// HeaderLine returns the source line of a loop's header (its test, else first line).
func (n *Nest) HeaderLine(l *Loop) int {
	blk := n.Func().Blocks[l.Header]
	if l.Test >= 0 {
		if t := n.Func().Blocks[l.Test].Term.Line; t > 0 {
			return t
		}
	}
	if t := blk.Term.Line; t > 0 {
		return t
	}
	return blk.Line()
}

// Describe names a loop for messages: "loop for.cond (line 4) of main".
func (n *Nest) Describe(l *Loop) string {
	return fmt.Sprintf("loop %s (line %d) of %s", n.Func().Blocks[l.Header].Name, n.HeaderLine(l), n.Func().Name)
}

// Check verifies the nest's invariants: every loop's blocks contain its header
// and latches, the header dominates every block of a natural loop (an
// irreducible loop is entered at its Entries only, the header among them),
// children are contained in their parents, and Innermost is consistent.
func (n *Nest) Check() error {
	g := n.Graph
	for _, l := range n.Loops {
		if !l.set[l.Header] {
			return fmt.Errorf("loops %s: loop %d lacks its header", g.Func.Name, l.ID)
		}
		for _, b := range l.Latches {
			if !l.set[b] {
				return fmt.Errorf("loops %s: loop %d lacks its latch %d", g.Func.Name, l.ID, b)
			}
		}
		if l.Irreducible {
			if err := n.checkEntries(l); err != nil {
				return err
			}
		} else {
			for _, b := range l.Blocks {
				if !g.Dominates(l.Header, b) {
					return fmt.Errorf("loops %s: header %d of loop %d does not dominate block %d", g.Func.Name, l.Header, l.ID, b)
				}
			}
		}
		for _, c := range l.Children {
			for _, b := range c.Blocks {
				if !l.set[b] {
					return fmt.Errorf("loops %s: child loop %d not inside loop %d", g.Func.Name, c.ID, l.ID)
				}
			}
		}
	}
	for b, l := range n.Innermost {
		if l != nil && !l.set[b] {
			return fmt.Errorf("loops %s: innermost loop of block %d does not contain it", g.Func.Name, b)
		}
	}
	for _, l := range n.Loops {
		for _, b := range l.Blocks {
			if in := n.Innermost[b]; in == nil || in.Depth < l.Depth {
				return fmt.Errorf("loops %s: loop %d holds block %d but is deeper than its innermost loop", g.Func.Name, l.ID, b)
			}
		}
	}
	return nil
}

// checkEntries verifies an irreducible loop's entries: the blocks with a
// reachable predecessor outside the loop, sorted, the header among them.
func (n *Nest) checkEntries(l *Loop) error {
	g := n.Graph
	var want []int
	for _, b := range l.Blocks {
		for _, p := range g.Preds[b] {
			if g.Reachable(p) && !l.set[p] {
				want = append(want, b)
				break
			}
		}
	}
	if fmt.Sprint(want) != fmt.Sprint(l.Entries) {
		return fmt.Errorf("loops %s: irreducible loop %d has entries %v, want %v", g.Func.Name, l.ID, l.Entries, want)
	}
	if !containsInt(l.Entries, l.Header) {
		return fmt.Errorf("loops %s: header %d of irreducible loop %d is not an entry", g.Func.Name, l.Header, l.ID)
	}
	return nil
}

// normalBlocks marks the blocks of loop l its header reaches within l
// without an unwind edge (unwindsTo). The others run only when a call
// throws (a landing pad, a catch's dispatch and its resume): like the
// unwind edge itself, the exits they take do not make them exits of the
// loop, so a loop whose body catches what its calls throw is still tested
// by its counter (for (i = 0; i < v.size(); i++) try { ... } catch ...).
func normalBlocks(g *cfg.Graph, l *Loop) map[int]bool {
	seen := map[int]bool{l.Header: true}
	work := []int{l.Header}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range g.Succs[b] {
			if l.set[s] && !seen[s] && !unwindsTo(g, b, s) {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return seen
}

// unwindsTo reports whether block b reaches s only as the unwind
// destination of the invoke that ends it: the edge an exception takes,
// which the probabilities take as never taken. Such an edge does not make b
// an exit of its loops: a C++ loop whose body constructs objects has an
// invoke in its header or body at -O2, and its test is the branch that
// compares its counter (a loop of new[] and delete[] whose header's invoke
// was taken for the test had no counter and an estimated trip).
func unwindsTo(g *cfg.Graph, b, s int) bool {
	inv, ok := g.Func.Blocks[b].Term.TermIR.(*ir.TermInvoke)
	if !ok {
		return false
	}
	t := value.Value(g.Func.Blocks[s].IR)
	return t == inv.ExceptionRetTarget && t != inv.NormalRetTarget
}
