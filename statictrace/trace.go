// The trace's types (Trace; its items Ref, Loop and Call; Frame), Build,
// which walks the path (path.go) and places what it touches, and what the
// trace reports of itself: notes on the blocks off the path, whether it
// follows every call, and the access sites with their counts.

package statictrace

import (
	"fmt"
	"sort"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/balance"
	"github.com/reusescope/reusescope/cfg"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/poly"
)

// Input is what Build needs: the analysed module, the root function and its
// callees' CFGs and loop nests, the solved block counts, the edge
// probabilities and the values of the Lua parameters.
type Input struct {
	Module *irreader.Module
	Root   *irreader.Func
	Graphs map[*irreader.Func]*cfg.Graph
	Nests  map[*irreader.Func]*loops.Nest
	Env    *loops.Env
	Counts *balance.Result
	Probs  balance.Probs
	// Params holds the value of every Lua parameter (defaults with --set applied).
	Params map[string]float64
	// Recursion holds the recursive functions whose recursions a walk may
	// follow call by call (FrameBody): those whose branches that end them
	// the counts derived from each call's arguments. Elsewhere a value
	// the walk takes from the most probable path (a pivot read from the
	// data) would steer a recursion the run does not make.
	Recursion map[*irreader.Func]bool
	// Guessed holds the blocks whose branches' probabilities are
	// estimates: a loop that leaves from one runs a guessed number of
	// iterations, whose stores the memory of numbers does not keep
	// (GuessedTrip).
	Guessed map[*irreader.Block]bool
	// UserProbs reports probabilities a user gave (a script): the walk
	// takes the arms they say, not the ones the numbers the program stores
	// would select, so it keeps no memory of numbers.
	UserProbs bool
	// RootBranches holds blocks of the root outside its loops whose
	// branches the trace holds as Branches, so that a walk evaluates them
	// at their one visit (the count walk, on a value the program computed:
	// a count its loops accumulated). Elsewhere the root's path outside
	// loops follows each branch's more probable successor.
	RootBranches map[*irreader.Block]bool
	// Exits asks for the exits of loops that leave from more than one
	// block as Branches in their bodies (Branch.Exit), for the count
	// walk, which evaluates them where an iteration reaches them.
	Exits bool
	// Counting marks the trace the count walk takes: where a loop's exits
	// lead to paths that allocate or free, it holds the path from the
	// loop's own test alone (exitJoin), and the walk leaves the loop
	// undecided where it leaves by another exit. Other traces go on along
	// the most probable exit there, the path the heap's placement takes.
	Counting bool
}

// Trace is the loop-annotated static memory trace of a function.
type Trace struct {
	Root *irreader.Func
	Body []Item
	// Notes lists what the trace approximates (off-path blocks, recursion,
	// unknown trip counts), one line each.
	Notes []string
	// building holds the branches whose arms are being built (branch).
	building map[branchAt]bool
	noted    map[string]bool // the notes, for note's check of repeats
	// inlined counts the calls the trace follows (at most maxCalls).
	inlined int
	// unfollowed reports a call of a defined function the trace does not
	// follow (depth, the call budget, a call through a pointer);
	// recursionCut a recursive call (Call.Recur), which a walk may follow.
	unfollowed, recursionCut bool
	// entries holds the call that entered each frame on the path (a
	// synthetic one for the root), whose body a recursive call enters
	// again (Call.Recur, FrameBody); allocating holds the frames whose
	// items, or their callees', make heap calls (placed once per frame by
	// placeHeap, so a walk does not enter them again).
	entries    map[*Frame]*Call
	allocating map[*Frame]bool
	// funcAccesses holds each function's accesses in the block counts
	// (RecursionAccesses).
	funcAccesses map[*irreader.Func]float64
	// allocatesMemo caches programAllocates while the trace is built:
	// 0 not yet asked, 1 yes, -1 no.
	allocatesMemo int8
	// ctype reports that the module declares a __ctype_*_loc function
	// (ctype.go).
	ctype bool

	in          *Input
	root        *Frame // the root function's frame
	layout      *layout
	fc          map[*irreader.Func]*balance.FuncCounts
	sec         map[*irreader.Func]map[*ir.InstPhi]*loops.Loop // stepLoops, made on first use
	postStep    map[*ir.InstLoad]int64                         // postSteps, made by Build (walks share the trace)
	joins       map[*ir.InstPhi]value.Value                    // join phis' values on the most probable path (joinValues)
	recursion   map[*irreader.Func]bool                        // whether a function is recursive (recursive)
	branchJoins map[*ir.InstPhi][]phiAt                        // the Branches whose arms decide each phi, innermost first (joinPhi)
	heap        *heapPlan                                      // where the heap blocks lie (placeHeap)
	objectIndex                                                // objects by address (ObjectOf), made on first use
	nodes       nodeTypes                                      // the struct types only the heap holds (NodeOf)
	nodeOnce    sync.Once
	// onPath holds the accesses the most probable path makes (loads,
	// stores, memsets and memcpys, by instruction); rets the value each
	// defined function returns on it; globalStore the one store to a
	// pointer global the module makes (flowTables).
	onPath      map[ir.Instruction]bool
	rets        map[*irreader.Func]value.Value
	globalStore map[*ir.Global]*storeDef
	// writtenFirst holds the loads of those globals that every run makes
	// after the store (loops.Env.WrittenFirst): only they read its value;
	// another may read the initial one.
	writtenFirst map[*ir.InstLoad]bool
	// loadValues are the numbers loads through pointers read where the
	// analysis derives them (loops.Env.LoadValue), in the names of the
	// activation that runs the load.
	loadValues map[*ir.InstLoad]poly.Poly
	fieldStore map[fieldKey]*storeDef // the one store to a struct field, of every instance of its type
	// storedOnce holds the one store of every local that nothing else
	// changes (loops.Env.StoredOnce): a local whose address a call may
	// write through (posix_memalign(&p, ...), scanf("%d", &n)) is not in it.
	storedOnce map[*ir.InstAlloca]*ir.InstStore
	// outCells holds the locals an out-parameter allocation writes
	// (outCellLocals): a load of one reads the cell the placement wrote.
	outCells map[*ir.InstAlloca]bool
	// dynAllocas holds the dynamic allocas the trace places (dynalloca.go).
	dynAllocas map[*ir.InstAlloca]bool
	// funcNames holds the name of every function of the module (calleeOf).
	funcNames map[*ir.Func]string
	instBlock map[ir.Instruction]int // the block of every instruction of the defined functions
	// memoryOff says why whole walks keep no memory of stored pointers
	// ("" when they do); extCells holds the locals external calls write
	// pointers to (memoryGate).
	memoryOff string
	extCells  map[*ir.InstAlloca]bool
	// ptrLoops and callStores hold the loops and calls whose bodies store
	// a pointer, armStores whether an arm of a Branch does (pointerStores;
	// made with the trace, only read by walks).
	ptrLoops   map[*Loop]bool
	callStores map[*Call]bool
	armStores  bool
	// branchStores holds the Branches an arm of which stores a pointer.
	branchStores map[*Branch]bool
	// held lists the held Branches with blocks no walk enters
	// (Branch.dropped); heldStores holds those with pointer stores behind
	// them: a walk keeps its memory only while each takes its held arm
	// (memoryGate, HeldMissed).
	held       []*Branch
	heldStores map[*Branch]bool
	// intOff says why whole walks keep no memory of numbers ("" when
	// they may), extInts the locals library calls write (by function in
	// extIntsOf), heldInts the held Branches with stores behind them,
	// intLoops and intBranches the loops and Branches whose bodies or arms
	// store numbers (intmem.go).
	intOff     string
	reusesHeap bool // frees, and callocs or reallocs (zeroesGate)
	// floats reports that the memory of numbers holds floats and
	// doubles too (their IEEE bits, float.go): a Branch or a loop's test
	// of the trace compares floats (floatBranches).
	floats      bool
	extInts     map[*ir.InstAlloca]bool
	extIntsOf   map[*irreader.Func][]*ir.InstAlloca
	heldInts    map[*Branch]bool
	intLoops    map[*Loop]bool
	intBranches map[*Branch]bool
	// slotInts holds, per loop of intLoops and Branch of intBranches, the
	// locals of its own frame its stores of numbers write when each
	// writes one (LoseIntsOf, LoseArmInts), and looseInts those with any
	// other store of a number.
	slotInts    map[Item][]*ir.InstAlloca
	looseInts   map[Item]bool
	guessedLoop map[*Loop]bool
	loopLoads   map[*Loop][]*ir.InstLoad
	// loopLocalMemo holds, by *loops.Loop, the locals its blocks store
	// (loopLocals).
	loopLocalMemo sync.Map
	// readsNumberMemo holds, by access, whether its address reads a
	// number from memory (readsNumber).
	readsNumberMemo sync.Map
	// image is what memory holds before the program writes it (indexImage,
	// made once for the walks that keep numbers).
	image     *image
	imageOnce sync.Once
	// ctors reports initialisers that run before main
	// (llvm.global_ctors): globals may not hold their initial values.
	ctors bool
}

// Item is one element of a trace: *Ref, *Loop, *Call or *Branch.
type Item interface{ isItem() }

// Ref is one memory access on the path: a load or store, or a memset,
// memcpy or memmove (Acc.Bulk), which the walk takes as its 64-byte pieces.
type Ref struct {
	Acc   *irreader.Access
	Frame *Frame
	store storeKind // what a store puts in memory (memory.go)
	num   numKind   // what it does to the memory of numbers (intmem.go)
}

// Loop is a loop on the path: Body runs Trip times per entry.
type Loop struct {
	Loop  *loops.Loop
	Frame *Frame
	// Var is the control variable's source name, "" when unknown.
	Var string
	// Trip is the average number of iterations per entry, from the block counts.
	Trip float64
	// TopTested reports whether the header's test runs once more after the
	// last iteration (the trace then repeats the header's accesses after "]"),
	// or, for an irreducible loop that leaves after its header, the blocks
	// from the header to its exit do (the trace walks them after "]": last).
	TopTested bool
	// ValueTrip reports that the trip count varies from one instance to
	// the next and is found by evaluating the loop's compared value
	// (loops.IndVar.BoundValue) at the enclosing counters (TripAt): an -O2
	// unrolled loop of a triangular nest, up to (i+1) & -2.
	ValueTrip bool
	// PerCall reports that the trip formula reads a parameter whose calls
	// pass different values (loops.LuaParam.PerCall): each instance
	// evaluates it with its own call's arguments (TripAt), fill(a, n)
	// then fill(b, m).
	PerCall bool
	Body    []Item
	// last, where lastPart is set, is the last iteration of an
	// irreducible loop that leaves from a block after its header: the
	// walk from the header to that block, its accesses included, which
	// the trace takes after "]" in place of a top-tested loop's test
	// (TopTested is set: Trip counts the full iterations).
	last     []Item
	lastPart bool
	// passAfter is the number of items the trace holds right after the
	// loop for its last pass (last, or a top-tested loop's test):
	// LastPass.
	passAfter int
	// exitsHeld reports that the trace holds every exit of the loop
	// and the paths from them (exitJoin).
	exitsHeld bool
}

// Call is a call of a defined function on the path, with the callee's trace
// inlined.
type Call struct {
	Site  *irreader.Inst
	Frame *Frame // the callee's frame
	Body  []Item
	// Recur is set on a recursive call (the callee's activation is already
	// on the path): the frame of that ancestor, whose body (FrameBody) a
	// walk of every call enters again with the call's own arguments. Body
	// is nil then, so that a walk that does not follow recursion (and
	// every pass over the items) takes the call as not made.
	Recur *Frame
	// Guarded reports a recursive call inside a Branch's arm or a loop:
	// a walk decides at every activation whether it is made. One made
	// unconditionally on the path (its branch not evaluated per visit)
	// would recurse without end.
	Guarded bool
}

func (*Ref) isItem()  {}
func (*Loop) isItem() {}
func (*Call) isItem() {}

// Frame is one inlined activation of a function: the root's, or a callee's at a
// call site on the path.
type Frame struct {
	Func   *irreader.Func
	Parent *Frame
	Site   *irreader.Inst // the call in Parent, nil for the root
	Depth  int
	nest   *loops.Nest
	graph  *cfg.Graph
	P      [][]float64
	// calls maps the calls of defined functions on the path in this frame
	// to their items (callResult).
	calls map[value.Value]*Call
	// once reports that the frame runs once per run of the root: no loop
	// encloses its call, nor any caller's.
	once bool
	// irreducible reports that the function has an irreducible loop
	// (regionUntil then ends a walk that comes back to a block).
	irreducible bool
}

// Build computes the trace of in.Root.
func Build(in *Input) (*Trace, error) {
	t := &Trace{Root: in.Root, in: in, fc: map[*irreader.Func]*balance.FuncCounts{}, sec: map[*irreader.Func]map[*ir.InstPhi]*loops.Loop{}, postStep: postSteps(in.Nests), joins: map[*ir.InstPhi]value.Value{}, entries: map[*Frame]*Call{}}
	t.ctype = declaresCtype(in.Module)
	t.funcAccesses = map[*irreader.Func]float64{}
	for _, fc := range in.Counts.Funcs {
		t.fc[fc.Func] = fc
		for i, blk := range fc.Func.Blocks {
			if i < len(fc.Counts) {
				t.funcAccesses[fc.Func] += fc.Counts[i] * float64(blk.Ops.Loads+blk.Ops.Stores)
			}
		}
	}
	t.storedOnceTable()
	for _, g := range in.Module.LL.Globals {
		if irreader.Elided(g) {
			t.note("the initializer of @%s is over %d bytes of text and is not read: values loaded from it are unknown", g.Name(), irreader.MaxInitBytes)
		}
	}
	t.funcNames = map[*ir.Func]string{}
	for _, f := range in.Module.Funcs {
		t.funcNames[f.IR] = f.Name
	}
	for f := range in.Graphs {
		t.joinValues(f)
	}
	fr, err := t.frame(in.Root, nil, nil)
	if err != nil {
		return nil, err
	}
	t.root = fr
	if t.layout, err = newLayout(in); err != nil {
		return nil, err
	}
	// Lay out every analysed function's frame and fill its tables now, in
	// module order: a frame the data layout cannot size is an error before
	// the walk (the same one every run), and a built trace is read-only, so
	// several walks (one per cache geometry) may evaluate it at once
	// (TestConcurrentWalks in package reuse).
	for _, f := range in.Module.DefinedFuncs() {
		if in.Graphs[f] == nil {
			continue
		}
		if err := t.layout.frame(f).err; err != nil {
			return nil, err
		}
		t.stepLoops(f)
	}
	body, err := t.region(fr, 0, nil)
	if err != nil {
		return nil, err
	}
	tree, body := heapTree(body)
	t.Body = body
	t.entries[fr] = &Call{Frame: fr, Body: body}
	t.allocating = map[*Frame]bool{}
	if holdsAlloc(tree) {
		t.allocating[fr] = true
	}
	markAllocating(tree, t.allocating)
	t.flowTables()
	t.memoryGate()
	t.intGate()
	t.outCells = t.outCellLocals()
	t.dynAllocas = t.placeableDynamic()
	t.pointerStores()
	t.floats = floatBranches(t.Body)
	t.intStores()
	t.placeHeap(tree)
	t.zeroesGate()
	t.offPath()
	return t, nil
}

func (t *Trace) frame(f *irreader.Func, parent *Frame, site *irreader.Inst) (*Frame, error) {
	g := t.in.Graphs[f]
	if g == nil {
		return nil, fmt.Errorf("%s: no CFG", f.Name)
	}
	P, err := balance.EdgeProbs(g, t.in.Probs)
	if err != nil {
		return nil, err
	}
	fr := &Frame{Func: f, Parent: parent, Site: site, nest: t.in.Nests[f], graph: g, P: P, calls: map[value.Value]*Call{}, once: true}
	t.recursive(f) // known before walks ask, concurrently (Recursive)
	if fr.nest != nil {
		for _, l := range fr.nest.Loops {
			fr.irreducible = fr.irreducible || l.Irreducible
		}
	}
	if parent != nil {
		fr.Depth = parent.Depth + 1
		fr.once = parent.once && (parent.nest == nil || parent.nest.Innermost[site.Block.Index] == nil)
	}
	return fr, nil
}

func (t *Trace) note(format string, args ...any) {
	s := fmt.Sprintf(format, args...)
	if t.noted == nil {
		t.noted = map[string]bool{}
	}
	if t.noted[s] {
		return
	}
	t.noted[s] = true
	t.Notes = append(t.Notes, s)
}

// offPath notes the executed blocks with memory accesses that the path skips.
func (t *Trace) offPath() {
	on := map[*irreader.Block]bool{}
	var walk func(items []Item)
	walk = func(items []Item) {
		for _, it := range items {
			switch x := it.(type) {
			case *Ref:
				on[x.Acc.Inst.Block] = true
			case *Loop:
				walk(x.Body)
			case *Call:
				walk(x.Body)
			case *Branch:
				for _, arm := range x.Arms {
					walk(arm)
				}
			}
		}
	}
	walk(t.Body)
	type miss struct {
		b *irreader.Block
		n float64
	}
	var ms []miss
	for _, fc := range t.in.Counts.Funcs {
		for i, blk := range fc.Func.Blocks {
			if fc.Counts[i] > 0 && !on[blk] && blk.Ops.Loads+blk.Ops.Stores > 0 {
				ms = append(ms, miss{blk, fc.Counts[i]})
			}
		}
	}
	sort.SliceStable(ms, func(i, j int) bool { return ms[i].n > ms[j].n })
	for i, m := range ms {
		if i == maxOffPathNotes && len(ms) > maxOffPathNotes+1 {
			runs := 0.0
			for _, r := range ms[i:] {
				runs += r.n
			}
			t.note("%d more blocks (%.6g block executions in all) are off the most probable path; their accesses take the distances of the path's accesses to the same object", len(ms)-i, runs)
			break
		}
		t.note("block %s (line %d) runs %.6g times but is off the most probable path; its accesses take the distances of the path's accesses to the same object", m.b.Label(), m.b.Line(), m.n)
	}
}

// maxOffPathNotes is how many off-path blocks the notes name one by one,
// the most executed first; the rest are summed in one note (an
// interpreter's dispatch function has thousands).
const maxOffPathNotes = 10

// Complete reports whether the trace follows every call of a defined
// function on its path (none is too deep, over the call budget or made
// through a pointer the module cannot resolve): a recursive call is
// followed by a walk that enters its ancestor's items again (Call.Recur).
func (t *Trace) Complete() bool { return !t.unfollowed }

// FrameBody returns the items of the frame a recursive call enters again
// (Call.Recur), and false where a walk must not enter them: the counts did
// not derive the recursion (Input.Recursion), or the frame, or a callee of
// it, makes heap calls, which the heap's placement walked once for the
// frame's one activation on the path.
func (t *Trace) FrameBody(fr *Frame) ([]Item, bool) {
	c := t.entries[fr]
	if c == nil || t.allocating[fr] || !t.in.Recursion[fr.Func] {
		return nil, false
	}
	return c.Body, true
}

// RecursionAccesses returns the accesses one call at c's site makes where
// c's callee recurses (a Call.Recur among its items), the recursive
// activations' and their callees' included, from the block counts: the
// accesses of every function in c's items over the count of c's block (an
// upper bound where the functions run elsewhere too); ok is false for
// other calls.
func (t *Trace) RecursionAccesses(c *Call) (float64, bool) {
	if c.Recur != nil || c.Site == nil || !recurses(c.Body) {
		return 0, false
	}
	pc := t.fc[c.Site.Block.Func]
	if pc == nil || c.Site.Block.Index >= len(pc.Counts) {
		return 0, false
	}
	funcs := map[*irreader.Func]bool{}
	var visit func(items []Item)
	visit = func(items []Item) {
		for _, it := range items {
			switch x := it.(type) {
			case *Loop:
				visit(x.Body)
			case *Call:
				funcs[x.Frame.Func] = true
				visit(x.Body)
			case *Branch:
				for _, arm := range x.Arms {
					visit(arm)
				}
			}
		}
	}
	funcs[c.Frame.Func] = true
	visit(c.Body)
	total := 0.0
	for f := range funcs {
		total += t.funcAccesses[f]
	}
	return total / max(1, pc.Counts[c.Site.Block.Index]), true
}

// ExactCount returns how many times the access's instruction runs in total,
// from the block counts.
func (t *Trace) ExactCount(a *irreader.Access) float64 {
	fc := t.fc[a.Inst.Block.Func]
	if fc == nil {
		return 0
	}
	return fc.Counts[a.Inst.Block.Index]
}

// AccessSites returns every load and store of the analysed functions that runs,
// with its total count, in function and instruction order.
func (t *Trace) AccessSites() []Site {
	var out []Site
	for _, fc := range t.in.Counts.Funcs {
		for i, blk := range fc.Func.Blocks {
			if fc.Counts[i] <= 0 {
				continue
			}
			for _, in := range blk.Insts {
				if in.Mem != nil {
					out = append(out, Site{Acc: in.Mem, Count: fc.Counts[i]})
				}
				if in.Bulk != nil {
					out = append(out, Site{Acc: in.Bulk, Count: fc.Counts[i]})
				}
			}
		}
	}
	return out
}

// Site is an access instruction with its total execution count (a bulk
// site, Acc.Bulk, makes an access per 64-byte piece of each execution: the
// walk counts them).
type Site struct {
	Acc   *irreader.Access
	Count float64
}
