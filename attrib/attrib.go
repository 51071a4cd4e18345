package attrib

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/reusescope/reusescope/cache"
	"github.com/reusescope/reusescope/estimate"
	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
	"github.com/reusescope/reusescope/reuse"
)

// By is what an attribution groups access sites by.
type By string

// The attributions, as --by names them.
const (
	ByLine     By = "line"     // the source file and line of the access
	ByObject   By = "object"   // the array or variable accessed
	ByLoop     By = "loop"     // the innermost loop around the access
	ByFunction By = "function" // the source function whose code the access is
)

// ParseBy reads a --by value.
func ParseBy(s string) (By, error) {
	switch b := By(s); b {
	case ByLine, ByObject, ByLoop, ByFunction:
		return b, nil
	}
	return "", fmt.Errorf("unknown attribution %q (want line, object, loop or function)", s)
}

// SiteCost is what one memory access instruction costs at every level of a
// hierarchy: its accesses and, per level of the chained hierarchy (level k
// serves the misses of level k-1), its hits and misses.
type SiteCost struct {
	Inst     *irreader.Inst
	Accesses float64
	Hits     []float64
	Misses   []float64
	// Estimated reports that the site's count or address rests on an
	// estimate (a heuristic branch probability, an address the walk could
	// not evaluate): CountEstimated or OutcomeEstimated.
	Estimated bool
	// CountEstimated reports that the site's count rests on a heuristic
	// branch probability (estimate.Estimate.Affected).
	CountEstimated bool
	// OutcomeEstimated reports that the walk did not evaluate the site's
	// accesses: an address it could not evaluate (reuse.StaticResult
	// Unknown), or a site off its path whose distances are borrowed
	// (OffSites).
	OutcomeEstimated bool
	// Unknown and OffPath say which estimate OutcomeEstimated is: an
	// address the walk modelled, or a site off the walked path.
	Unknown, OffPath bool
	// Unplaced reports that the site's address is derived but lies in
	// memory whose place in the run the trace does not fix
	// (reuse.StaticResult.Unplaced): not an estimate of the count or the
	// address, but its cache sets are a guess (pipeline.LevelBounds,
	// estimate.CaveatPlacement).
	Unplaced bool
}

// Static attributes the prediction of levels under model m to the
// access sites: walks are the static walks of the levels with
// reuse.StaticOptions.PerSite (pipeline.Session.StaticRatesBy). Each site's hit rates
// come from its own profiles and are chained as cache.ChainRates chains the
// whole profile's, so that the sites' hits and misses sum to the levels'
// (exactly where a level's walk ran behind the levels above, and wherever
// each site is inclusive, as every access is when a larger level refines
// the sets of a smaller one). est marks the sites that rest on estimates.
func Static(levels []cache.Level, m cache.Model, walks []*reuse.StaticResult, est *estimate.Estimate) []SiteCost {
	first := walks[0]
	if first == nil || first.Sites == nil {
		return nil
	}
	var out []SiteCost
	for acc, p := range first.Sites {
		n := p.Total()
		hs := make([]float64, len(levels))
		for k, l := range levels {
			q := walks[k].Sites[acc]
			if q == nil {
				continue
			}
			hs[k] = cache.HitRate(m, l, q)
		}
		sc := SiteCost{Inst: acc.Inst, Accesses: n, Hits: make([]float64, len(levels)), Misses: make([]float64, len(levels))}
		for k, r := range cache.ChainRates(levels, hs, n) {
			sc.Hits[k], sc.Misses[k] = r.Hits, r.Misses
		}
		b := acc.Inst.Block
		sc.CountEstimated = est.IsAffected(b.Func.Name, b.Index)
		sc.Unknown, sc.OffPath = first.Unknown[acc], first.OffSites[acc]
		sc.OutcomeEstimated = sc.Unknown || sc.OffPath
		sc.Estimated = sc.CountEstimated || sc.OutcomeEstimated
		sc.Unplaced = first.Unplaced[acc]
		out = append(out, sc)
	}
	sortSites(out)
	return out
}

// sortSites orders sites by function, block and instruction: a stable
// order whatever map they came from.
func sortSites(sites []SiteCost) {
	slices.SortFunc(sites, func(a, b SiteCost) int {
		x, y := a.Inst, b.Inst
		return cmp.Or(cmp.Compare(x.Block.Func.Name, y.Block.Func.Name), cmp.Compare(x.Block.Index, y.Block.Index), cmp.Compare(x.Index, y.Index))
	})
}

// Group is one row of an attribution: the sites that share a line, an
// object, a loop or a function, summed.
type Group struct {
	// Key names the group: "gemm.c:32", "A", "loop k at gemm.c:34",
	// "kernel_gemm".
	Key string
	// Func is the source function of the group's code (for an object, the
	// function of a local variable; "" for a global or a heap object
	// reached from several functions).
	Func string
	// File and Line locate the group in the source (the line of a loop is
	// the line of its statement); 0 when unknown.
	File string
	Path string
	Line int
	// Var is a loop's control variable ("" when no copy of the loop has
	// one with a source name).
	Var string
	// Sites is the number of access instructions in the group.
	Sites    int
	Accesses float64
	Hits     []float64
	Misses   []float64
	// Estimated is the share of the group's accesses at sites that rest
	// on an estimate.
	Estimated float64
	// sym is the symbol of a function's group (its code's function),
	// which keeps apart functions whose source names agree.
	sym string
}

// Attributor groups the access sites of one analysed program: it knows
// the program's loop nests (the attribution by loop) and its module (the
// function that forks each OpenMP region).
type Attributor struct {
	module *irreader.Module
	nests  map[*irreader.Func]*loops.Nest
	// regionCaller maps each OpenMP outlined function to its caller
	// (regionOf), built on first use.
	regionCaller map[string]string
}

// New returns the attributor of the functions of module m whose loop nests
// are nests (a site of a function without a nest is in no loop).
func New(m *irreader.Module, nests map[*irreader.Func]*loops.Nest) *Attributor {
	return &Attributor{module: m, nests: nests}
}

// Attribute groups sites by by, summing their accesses, hits and misses,
// and orders the groups by misses: first-level misses, then last-level
// misses, both descending, then by key.
func (a *Attributor) Attribute(by By, sites []SiteCost) []*Group {
	byKey := map[string]int{}
	var order []*Group
	var estimated []float64 // per group, its accesses at estimated sites
	for _, sc := range sites {
		g := a.groupOf(by, sc.Inst)
		i, ok := byKey[g.Key+"\x00"+g.sym]
		if ok {
			g = order[i]
		} else {
			g.Hits = make([]float64, len(sc.Hits))
			g.Misses = make([]float64, len(sc.Misses))
			i = len(order)
			byKey[g.Key+"\x00"+g.sym] = i
			order = append(order, g)
			estimated = append(estimated, 0)
		}
		if g.Var == "" {
			g.Var = a.loopVar(by, sc.Inst)
		}
		g.Sites++
		g.Accesses += sc.Accesses
		for k := range sc.Hits {
			g.Hits[k] += sc.Hits[k]
			g.Misses[k] += sc.Misses[k]
		}
		if sc.Estimated {
			estimated[i] += sc.Accesses
		}
	}
	named := map[string]int{}
	for _, g := range order {
		named[g.Key]++
	}
	for i, g := range order {
		if g.Accesses > 0 {
			g.Estimated = estimated[i] / g.Accesses
		}
		if named[g.Key] > 1 && g.sym != "" {
			// Two functions of one source name (overloads, instances of
			// a template whose name is shortened): their signatures.
			g.Key = strings.Replace(g.Key, g.Func, irreader.Signature(g.sym), 1)
		}
		if g.Var != "" {
			g.Key = "loop " + g.Var + strings.TrimPrefix(g.Key, "loop")
		}
	}
	slices.SortStableFunc(order, func(a, b *Group) int {
		if len(a.Misses) == 0 || len(b.Misses) == 0 {
			return cmp.Compare(a.Key, b.Key)
		}
		last := len(a.Misses) - 1
		return cmp.Or(MoreFirst(a.Misses[0], b.Misses[0]), MoreFirst(a.Misses[last], b.Misses[last]), cmp.Compare(a.Key, b.Key))
	})
	return order
}

// MoreFirst orders counts descending, taking counts within rounding as
// equal (static counts come from sums of products).
func MoreFirst(a, b float64) int {
	if math.Abs(a-b) <= 1e-9*math.Max(1, math.Max(math.Abs(a), math.Abs(b))) {
		return 0
	}
	return cmp.Compare(b, a)
}

// groupOf returns the (empty) group instruction in falls in.
func (a *Attributor) groupOf(by By, in *irreader.Inst) *Group {
	src := in.Source()
	fn, sym := src.Func, src.Symbol
	if fn == "" {
		// No debug location (an -O0 parameter's spill): the holding
		// function, named as Source names the others.
		fn, sym = irreader.Demangle(in.Block.Func.Name), in.Block.Func.Name
		if fn == in.Block.Func.Name {
			fn = in.Block.Func.SourceName()
		}
	}
	if outer := a.regionOf(fn); outer != "" {
		fn, sym = outer+" (OpenMP region)", ""
	}
	switch by {
	case ByLine:
		g := &Group{Func: fn, File: src.File, Path: src.Path, Line: src.Line}
		switch {
		case src.Line == 0:
			g.Key = fmt.Sprintf("(no line) %s", in.Block.Func.SourceName())
		case src.File == "":
			g.Key = fmt.Sprintf("line %d", src.Line)
		default:
			g.Key = fmt.Sprintf("%s:%d", src.File, src.Line)
		}
		return g
	case ByObject:
		name, local := objectName(in)
		g := &Group{Key: name}
		if local {
			g.Func = in.Block.Func.SourceName()
			g.Key = name + " (" + g.Func + ")"
		}
		return g
	case ByLoop:
		return a.loopGroup(in, fn, src)
	}
	g := &Group{Key: fn, Func: fn, File: src.File, Path: src.Path, sym: sym}
	if src.Inlined {
		g.Key = fn + " (inlined into " + in.Block.Func.SourceName() + ")"
	}
	return g
}

// objectName is the source name of the object in accesses and whether it is
// a local of its function (a variable, a parameter's own slot): locals of
// different functions are different objects. An access the reader gives no
// object (a memcpy) is named by its opcode.
func objectName(in *irreader.Inst) (string, bool) {
	a := in.Mem
	if a == nil {
		if in.Callee != "" {
			return "(" + strings.TrimPrefix(in.Callee, "llvm.") + ")", false
		}
		return "(" + in.Opcode + ")", false
	}
	name := strings.TrimPrefix(a.Name, "*")
	return name, a.BaseKind == irreader.BaseAlloca
}

// loopGroup is the group of the innermost loop around in: the loop's
// statement line, in the source function of the code (Attribute adds its
// control variable). The copies an optimiser makes of one source loop
// (vector body, remainder, unrolled prologue) share that line and so one
// group.
func (a *Attributor) loopGroup(in *irreader.Inst, fn string, src irreader.SourceLoc) *Group {
	f := in.Block.Func
	lp := a.innermost(in)
	if lp == nil {
		return &Group{Key: "(no loop) " + fn, Func: fn, File: src.File, Path: src.Path}
	}
	line := 0
	for _, l := range lp.Latches {
		if line = irreader.LoopLine(f.Blocks[l].IR.Term); line > 0 {
			break
		}
	}
	if line == 0 {
		line = f.Blocks[lp.Header].Line()
	}
	hdr := f.Blocks[lp.Header].Term.Source()
	if hdr.Func != "" {
		fn = hdr.Func
	}
	g := &Group{Func: fn, File: hdr.File, Path: hdr.Path, Line: line}
	where := fmt.Sprintf("line %d", line)
	if hdr.File != "" {
		where = fmt.Sprintf("%s:%d", hdr.File, line)
	}
	g.Key = fmt.Sprintf("loop at %s (%s)", where, fn)
	return g
}

// innermost returns the innermost loop around in, nil if none.
func (a *Attributor) innermost(in *irreader.Inst) *loops.Loop {
	if nest := a.nests[in.Block.Func]; nest != nil && in.Block.Index < len(nest.Innermost) {
		return nest.Innermost[in.Block.Index]
	}
	return nil
}

// loopVar is the source name of the control variable of the innermost
// loop around in, for the attribution by loop ("" otherwise, or when the
// counter has no source name: a vectorised copy's).
func (a *Attributor) loopVar(by By, in *irreader.Inst) string {
	if by != ByLoop {
		return ""
	}
	lp := a.innermost(in)
	if lp == nil || lp.IV == nil || !lp.IV.Named() {
		return ""
	}
	return lp.IV.Name
}

// Totals sums the groups: per level, the hits and misses the
// groups account for (equal to the level's totals).
func Totals(groups []*Group) (accesses float64, hits, misses []float64) {
	for _, g := range groups {
		accesses += g.Accesses
		if hits == nil {
			hits = make([]float64, len(g.Hits))
			misses = make([]float64, len(g.Misses))
		}
		for k := range g.Hits {
			hits[k] += g.Hits[k]
			misses[k] += g.Misses[k]
		}
	}
	return accesses, hits, misses
}

// regionOf returns, for the body of an OpenMP region (clang's
// .omp_outlined. functions, whose debug name is theirs too), the source
// function that forks it: the function its code belongs to in the source.
// It returns "" for any other function.
func (a *Attributor) regionOf(name string) string {
	if !omp.IsOutlined(name) {
		return ""
	}
	if a.regionCaller == nil {
		// The caller of every outlined function: the forking function for
		// the region's entry (the fork call's microtask argument, omp.Outlined), the
		// entry for its _debug__ body.
		a.regionCaller = map[string]string{}
		for _, f := range a.module.DefinedFuncs() {
			for _, b := range f.Blocks {
				for _, in := range b.Insts {
					callee := in.Callee
					if t := omp.Outlined(in); t != "" {
						callee = t
					}
					if omp.IsOutlined(callee) {
						if _, ok := a.regionCaller[callee]; !ok {
							a.regionCaller[callee] = f.Name
						}
					}
				}
			}
		}
	}
	for depth := 0; depth < 8 && omp.IsOutlined(name); depth++ {
		c, ok := a.regionCaller[name]
		if !ok {
			return ""
		}
		name = c
	}
	if f := a.module.Func(name); f != nil {
		return f.SourceName()
	}
	return name
}
