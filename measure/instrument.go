package measure

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/omp"
)

// The instrumentation is a text transformation of the .ll file guided by the
// llir parse of the same text: llir gives the structure (functions, blocks,
// successors in Term.Succs() order, load/store operands and types), the text
// is kept byte for byte and only new lines are inserted. Printing the llir
// module instead would rewrite every line, and llir v0.3.6 prints some
// clang-14 constructs wrongly (cmpxchg gets the result type {T, i8}).

// noEdge is the edge argument of __rs_bb for a block entered without a
// predecessor in the same frame (the entry block); it must equal NO_EDGE in
// runtime/rsrt.c.
const noEdge = 0xffffffff

// plan numbers the blocks and edges of the original module. Block b of
// function f has the global id f.blockBase+b; its s-th successor edge has the
// global id f.edgeBase+f.edgeOff[b]+s.
type plan struct {
	funcs   []*funcPlan
	nblocks int
	nedges  int
	openmp  bool
	cxx     bool // declares functions of the C++ runtime: link libstdc++
	// sites are the access sites of the module (see sites.go): its
	// instrumented access instructions in the order of functions, blocks
	// and instructions, the order in which the instrumentation numbers them.
	sites []site
}

// funcPlan is the numbering of one defined function.
type funcPlan struct {
	name      string
	blockBase int
	edgeBase  int
	succ      [][]int // succ[b] = successor block indices, Term.Succs() order
	edgeOff   []int   // edgeOff[b] = index of block b's first edge within the function
	outlined  bool    // passed to __kmpc_fork_call (or a task/teams entry)
	params    int     // number of parameters
}

// textStmt is one instruction of the text: lines first..last inclusive.
type textStmt struct{ first, last int }

// textBlock is a block of the text: its label line (-1 when implicit) and statements.
type textBlock struct {
	label int
	stmts []textStmt
}

// textFunc is a function definition of the text.
type textFunc struct {
	define int
	blocks []textBlock
}

// labelRE matches a block label line as LLVM 14 prints it.
var labelRE = regexp.MustCompile(`^("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+):`)

// runtimeDecls declares the runtime entry points (runtime/rsrt.c) but for
// __rs_bb, __rs_ld and __rs_st, which the module defines (fastHooks).
const runtimeDecls = `
; reusescope measurement runtime
declare void @__rs_rmw(i8*, i32)
declare void @__rs_memcpy(i8*, i8*, i64)
declare void @__rs_memset(i8*, i64)
declare void @__rs_fenter()
declare void @__rs_root(i8*)
declare void @__rs_enter(i8*, i32)
declare void @__rs_leave(i8*)
declare void @__rs_unwound(i8*)
declare void @__rs_fleave()
declare i32 @__rs_oenter()
declare void @__rs_oleave(i32)
declare i32 @__rs_fork_begin()
declare void @__rs_fork_end(i32)
`

// siteDecls declares the runtime entry points of Options.Sites besides
// __rs_site, which the module defines (fastHooks).
const siteDecls = `declare void @__rs_memcpy_site(i8*, i8*, i64, i32)
declare void @__rs_memset_site(i8*, i64, i32)
`

// splitText splits the module text into its function definitions.
func splitText(lines []string) ([]textFunc, error) {
	var funcs []textFunc
	for i := 0; i < len(lines); i++ {
		if !strings.HasPrefix(lines[i], "define ") {
			continue
		}
		tf := textFunc{define: i}
		end := -1
		for j := i + 1; j < len(lines); j++ {
			line := lines[j]
			if line == "}" {
				end = j
				break
			}
			trim := strings.TrimSpace(line)
			if trim == "" || strings.HasPrefix(trim, ";") {
				continue
			}
			if line[0] != ' ' && line[0] != '\t' {
				if !labelRE.MatchString(line) {
					return nil, fmt.Errorf("line %d: unexpected text in function body: %q", j+1, trim)
				}
				tf.blocks = append(tf.blocks, textBlock{label: j})
				continue
			}
			if len(tf.blocks) == 0 {
				tf.blocks = append(tf.blocks, textBlock{label: -1})
			}
			st := textStmt{first: j, last: j}
			if strings.HasSuffix(trim, "[") { // switch / indirectbr operand list
				for st.last+1 < len(lines) && !strings.HasPrefix(strings.TrimSpace(lines[st.last]), "]") {
					st.last++
				}
			}
			for st.last+1 < len(lines) && isContinuation(lines[st.last+1]) {
				st.last++
			}
			b := &tf.blocks[len(tf.blocks)-1]
			b.stmts = append(b.stmts, st)
			j = st.last
		}
		if end < 0 {
			return nil, fmt.Errorf("line %d: function body not closed", i+1)
		}
		funcs = append(funcs, tf)
		i = end
	}
	return funcs, nil
}

// isContinuation reports whether line continues the instruction of the line
// before: a clause of a landingpad, or the targets of an invoke or callbr
// ("to label %5 unwind label %7", "to label %5 [label %6]"), which LLVM
// prints on lines of their own.
func isContinuation(line string) bool {
	t := strings.TrimSpace(line)
	return strings.HasPrefix(t, "catch ") || strings.HasPrefix(t, "filter ") ||
		t == "cleanup" || strings.HasPrefix(t, "cleanup,") || strings.HasPrefix(t, "to label ")
}

// calleeName returns the name of the function a call calls directly, or "".
func calleeName(c *ir.InstCall) string {
	if f, ok := irreader.StripPtrCasts(c.Callee).(*ir.Func); ok {
		return f.Name()
	}
	return ""
}

// buildPlan numbers the blocks and edges of m's defined functions.
func buildPlan(m *ir.Module) *plan {
	p := &plan{}
	outlined := map[string]bool{}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				c, ok := inst.(*ir.InstCall)
				if !ok {
					continue
				}
				name := calleeName(c)
				if omp.IsKmpc(name) {
					p.openmp = true
				}
				if g := omp.EntryFunc(name, c); g != nil {
					outlined[g.Name()] = true
				}
			}
		}
	}
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			p.cxx = p.cxx || isCXXRuntime(f.Name())
			continue
		}
		fp := &funcPlan{name: f.Name(), blockBase: p.nblocks, edgeBase: p.nedges, outlined: outlined[f.Name()], params: len(f.Params)}
		index := make(map[*ir.Block]int, len(f.Blocks))
		for i, b := range f.Blocks {
			index[b] = i
			for k, inst := range b.Insts {
				if kind := accessKind(inst); kind != siteNone {
					p.sites = append(p.sites, site{fn: f.Name(), block: i, inst: k, kind: kind, insn: inst})
				}
			}
		}
		off := 0
		for _, b := range f.Blocks {
			var ss []int
			if b.Term != nil {
				for _, s := range b.Term.Succs() {
					ss = append(ss, index[s])
				}
			}
			fp.succ = append(fp.succ, ss)
			fp.edgeOff = append(fp.edgeOff, off)
			off += len(ss)
		}
		p.nblocks += len(f.Blocks)
		p.nedges += off
		p.funcs = append(p.funcs, fp)
	}
	return p
}

// isCXXRuntime reports whether a declared function comes from the C++
// runtime (libstdc++): a mangled name, the personality or an ABI entry.
func isCXXRuntime(name string) bool {
	return strings.HasPrefix(name, "_Z") || strings.HasPrefix(name, "__cxa_") || strings.HasPrefix(name, "__gxx_")
}

// instrumenter inserts the runtime calls into one function's text.
type instrumenter struct {
	lines  []string
	before map[int][]string
	after  map[int][]string
	tmp    int // counter for fresh local names
	// sites is set when the accesses report their site (Options.Sites);
	// site is then the id of the next access instruction.
	sites bool
	site  int
}

func (in *instrumenter) fresh(kind string) string {
	in.tmp++
	return fmt.Sprintf("%%__rs.%s%d", kind, in.tmp)
}

// ptr returns an "i8* X" operand for pointer v, adding a bitcast before line
// at when needed.
func (in *instrumenter) ptr(v value.Value, at int) (string, error) {
	pt, ok := v.Type().(*types.PointerType)
	if !ok {
		return "", fmt.Errorf("address %s is not a pointer", v)
	}
	if pt.AddrSpace != 0 {
		return "", fmt.Errorf("address %s is in address space %d", v, pt.AddrSpace)
	}
	if pt.Equal(types.I8Ptr) {
		return "i8* " + v.Ident(), nil
	}
	name := in.fresh("p")
	in.before[at] = append(in.before[at], fmt.Sprintf("  %s = bitcast %s to i8*", name, v))
	return "i8* " + name, nil
}

// i64 returns an "i64 X" operand for integer v, adding a zext when needed.
func (in *instrumenter) i64(v value.Value, at int) string {
	if it, ok := v.Type().(*types.IntType); ok && it.BitSize == 64 {
		return "i64 " + v.Ident()
	}
	name := in.fresh("n")
	in.before[at] = append(in.before[at], fmt.Sprintf("  %s = zext %s to i64", name, v))
	return "i64 " + name
}

// access inserts a call to fn (one of __rs_ld, __rs_st, __rs_rmw) before
// line at, after the call of __rs_site with the access's site when sites
// are marked.
func (in *instrumenter) access(fn string, ptr value.Value, t types.Type, at int) error {
	size, err := irreader.StoreSize(t)
	if err != nil {
		return err
	}
	p, err := in.ptr(ptr, at)
	if err != nil {
		return err
	}
	if in.sites {
		in.before[at] = append(in.before[at], fmt.Sprintf("  call void @__rs_site(i32 %d)", in.site))
	}
	in.before[at] = append(in.before[at], fmt.Sprintf("  call void @%s(%s, i32 %d)", fn, p, size))
	return nil
}

// instrument returns the instrumented text of the module m parsed from src.
// scope is the --func function ("" = whole program); root is the function
// whose frame is placed where statictrace puts the root of its trace (the
// function its walk starts from: scope alone, or main for the whole program
// and for scope in the program's context); with sites every access reports
// its site (p.sites) to the runtime first.
func instrument(src []byte, m *ir.Module, p *plan, scope, root string, sites bool) ([]byte, error) {
	text := string(src)
	lines := strings.Split(text, "\n")
	tfs, err := splitText(lines)
	if err != nil {
		return nil, err
	}
	if len(tfs) != len(p.funcs) {
		return nil, fmt.Errorf("found %d function definitions in the text, llir found %d", len(tfs), len(p.funcs))
	}
	if err := alignSections(lines, m); err != nil {
		return nil, err
	}
	in := &instrumenter{lines: lines, before: map[int][]string{}, after: map[int][]string{}, sites: sites}
	var defined []*ir.Func
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			defined = append(defined, f)
		}
	}
	for i, f := range defined {
		if err := in.function(f, i, p.funcs[i], tfs[i], scope, root); err != nil {
			return nil, fmt.Errorf("function %s: %w", f.Name(), err)
		}
	}
	if sites && in.site != len(p.sites) {
		return nil, fmt.Errorf("instrumented %d access sites, the plan has %d", in.site, len(p.sites))
	}
	var out bytes.Buffer
	out.Grow(len(src) + len(src)/2)
	for i, line := range lines {
		for _, s := range in.before[i] {
			out.WriteString(s)
			out.WriteByte('\n')
		}
		out.WriteString(line)
		if i < len(lines)-1 || len(in.after[i]) > 0 {
			out.WriteByte('\n')
		}
		for _, s := range in.after[i] {
			out.WriteString(s)
			out.WriteByte('\n')
		}
	}
	out.WriteString(runtimeDecls)
	if sites {
		out.WriteString(siteDecls)
	}
	if !bytes.Contains(src, []byte("declare i8* @llvm.frameaddress.p0i8(")) {
		out.WriteString("declare i8* @llvm.frameaddress.p0i8(i32 immarg)\n")
	}
	fmt.Fprintf(&out, "@__rs_nblocks = constant i32 %d\n@__rs_nedges = constant i32 %d\n", p.nblocks, p.nedges)
	return out.Bytes(), nil
}

// function instruments one function definition.
func (in *instrumenter) function(f *ir.Func, fid int, fp *funcPlan, tf textFunc, scope, root string) error {
	if !slices.ContainsFunc(globalIdents(f), func(id string) bool { return strings.Contains(in.lines[tf.define], id+"(") }) {
		return fmt.Errorf("line %d: define line does not name %s", tf.define+1, f.Ident())
	}
	if len(tf.blocks) != len(f.Blocks) {
		return fmt.Errorf("text has %d blocks, llir %d", len(tf.blocks), len(f.Blocks))
	}
	// Predecessor edges of every block, one per successor occurrence (a phi
	// needs one entry per incoming edge). An edge p->b is numbered by the
	// first successor slot of p that is b.
	type inEdge struct {
		pred int
		id   int
	}
	preds := make([][]inEdge, len(f.Blocks))
	for pb, ss := range fp.succ {
		for _, t := range ss {
			first := 0
			for ss[first] != t {
				first++
			}
			preds[t] = append(preds[t], inEdge{pb, fp.edgeBase + fp.edgeOff[pb] + first})
		}
	}
	isScope := scope != "" && f.Name() == scope
	for bi, b := range f.Blocks {
		tb := tf.blocks[bi]
		if len(tb.stmts) != len(b.Insts)+1 {
			return fmt.Errorf("block %d (%s): text has %d instructions, llir %d", bi, b.Ident(), len(tb.stmts), len(b.Insts)+1)
		}
		// Edge phi.
		edgeArg := fmt.Sprint(uint32(noEdge))
		if len(preds[bi]) > 0 {
			name := fmt.Sprintf("%%__rs.e%d", bi)
			var ents []string
			for _, e := range preds[bi] {
				ents = append(ents, fmt.Sprintf("[ %d, %s ]", e.id, f.Blocks[e.pred].Ident()))
			}
			at := tb.stmts[0].first
			in.before[at] = append(in.before[at], fmt.Sprintf("  %s = phi i32 %s", name, strings.Join(ents, ", ")))
			edgeArg = name
		}
		// Head: after phis, landingpads and (entry block) leading allocas.
		head := len(b.Insts)
		for k, inst := range b.Insts {
			_, phi := inst.(*ir.InstPhi)
			_, lp := inst.(*ir.InstLandingPad)
			_, al := inst.(*ir.InstAlloca)
			if !(phi || lp || (al && bi == 0)) {
				head = k
				break
			}
		}
		at := tb.stmts[head].first
		if isLandingPad(b) {
			// An exception reached this frame: the frames it unwound, of
			// functions left without a landing pad, are gone.
			in.before[at] = append(in.before[at], "  call void @__rs_unwound(i8* %__rs.fa)")
		}
		if bi == 0 {
			// Every activation reports its frame, so that the runtime can
			// give stack addresses as the native program has them (rsrt.c,
			// "Native frames").
			in.before[at] = append(in.before[at], "  %__rs.fa = call i8* @llvm.frameaddress.p0i8(i32 0)",
				fmt.Sprintf("  call void @__rs_enter(i8* %%__rs.fa, i32 %d)", fid))
		}
		if bi == 0 && f.Name() == root {
			// The root of the static trace: its frame is placed where
			// statictrace assumes it (rsrt.c, __rs_root).
			in.before[at] = append(in.before[at], "  call void @__rs_root(i8* %__rs.fa)")
		}
		if bi == 0 && isScope {
			in.before[at] = append(in.before[at], "  call void @__rs_fenter()")
		}
		if bi == 0 && fp.outlined {
			in.before[at] = append(in.before[at], "  %__rs.tok = call i32 @__rs_oenter()")
		}
		in.before[at] = append(in.before[at], fmt.Sprintf("  call void @__rs_bb(i32 %d, i32 %s)", fp.blockBase+bi, edgeArg))

		for k, inst := range b.Insts {
			if err := in.inst(inst, tb.stmts[k].first); err != nil {
				return fmt.Errorf("block %d (%s): %w", bi, b.Ident(), err)
			}
			if accessKind(inst) != siteNone {
				in.site++
			}
		}
		if leaves(b.Term) {
			at := tb.stmts[len(b.Insts)].first
			if n := len(b.Insts); n > 0 {
				if c, ok := b.Insts[n-1].(*ir.InstCall); ok && c.Tail == enum.TailMustTail {
					at = tb.stmts[n-1].first
				}
			}
			if fp.outlined {
				in.before[at] = append(in.before[at], "  call void @__rs_oleave(i32 %__rs.tok)")
			}
			if isScope {
				in.before[at] = append(in.before[at], "  call void @__rs_fleave()")
			}
			in.before[at] = append(in.before[at], "  call void @__rs_leave(i8* %__rs.fa)")
		}
	}
	return nil
}

// leaves reports whether t leaves the function: a ret, or a resume, which
// unwinds to the caller's landing pad.
func leaves(t ir.Terminator) bool {
	switch t.(type) {
	case *ir.TermRet, *ir.TermResume:
		return true
	}
	return false
}

// isLandingPad reports whether b is a landing pad (an invoke's unwind target).
func isLandingPad(b *ir.Block) bool {
	for _, inst := range b.Insts {
		switch inst.(type) {
		case *ir.InstLandingPad:
			return true
		case *ir.InstPhi:
			continue
		}
		return false
	}
	return false
}

// inst inserts the memory event of one non-terminator instruction at line at.
func (in *instrumenter) inst(inst ir.Instruction, at int) error {
	line := strings.TrimSpace(in.lines[at])
	switch inst := inst.(type) {
	case *ir.InstLoad:
		if !strings.Contains(line, "= load ") {
			return fmt.Errorf("line %d: expected a load: %q", at+1, line)
		}
		return in.access("__rs_ld", inst.Src, inst.ElemType, at)
	case *ir.InstStore:
		if !strings.HasPrefix(line, "store ") {
			return fmt.Errorf("line %d: expected a store: %q", at+1, line)
		}
		return in.access("__rs_st", inst.Dst, inst.Src.Type(), at)
	case *ir.InstAtomicRMW:
		return in.access("__rs_rmw", inst.Dst, inst.X.Type(), at)
	case *ir.InstCmpXchg:
		return in.access("__rs_rmw", inst.Ptr, inst.New.Type(), at)
	case *ir.InstCall:
		name := calleeName(inst)
		switch {
		case strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove."):
			if len(inst.Args) < 3 {
				return fmt.Errorf("line %d: %s with %d arguments", at+1, name, len(inst.Args))
			}
			d, err := in.ptr(inst.Args[0], at)
			if err != nil {
				return err
			}
			s, err := in.ptr(inst.Args[1], at)
			if err != nil {
				return err
			}
			n := in.i64(inst.Args[2], at)
			if in.sites {
				in.before[at] = append(in.before[at], fmt.Sprintf("  call void @__rs_memcpy_site(%s, %s, %s, i32 %d)", d, s, n, in.site))
			} else {
				in.before[at] = append(in.before[at], fmt.Sprintf("  call void @__rs_memcpy(%s, %s, %s)", d, s, n))
			}
		case strings.HasPrefix(name, "llvm.memset."):
			if len(inst.Args) < 3 {
				return fmt.Errorf("line %d: %s with %d arguments", at+1, name, len(inst.Args))
			}
			d, err := in.ptr(inst.Args[0], at)
			if err != nil {
				return err
			}
			n := in.i64(inst.Args[2], at)
			if in.sites {
				in.before[at] = append(in.before[at], fmt.Sprintf("  call void @__rs_memset_site(%s, %s, i32 %d)", d, n, in.site))
			} else {
				in.before[at] = append(in.before[at], fmt.Sprintf("  call void @__rs_memset(%s, %s)", d, n))
			}
		case name == omp.ForkCall: // the runtime's parallel flag is set around it
			tok := in.fresh("fork")
			in.before[at] = append(in.before[at], fmt.Sprintf("  %s = call i32 @__rs_fork_begin()", tok))
			in.after[at] = append(in.after[at], fmt.Sprintf("  call void @__rs_fork_end(i32 %s)", tok))
		}
	}
	return nil
}

// globalIdents returns the ways the text may spell the global or function
// v: as llir does, and quoted, as LLVM prints a name with a '$' in it
// (`@"_ZZ4mainENK3$_0clEv"`), which llir leaves unquoted.
func globalIdents(v interface {
	Ident() string
	Name() string
}) []string {
	id := v.Ident()
	if strings.HasPrefix(id, `@"`) {
		return []string{id}
	}
	return []string{id, `@"` + v.Name() + `"`}
}

// SectionAlign is the alignment alignSections gives the first .bss and the
// first .data global of the program: statictrace lays each section class out
// from a base aligned to it, so the measured globals fall in the same cache
// sets as the static ones (for caches of at most SectionAlign bytes per way).
const SectionAlign = 1 << 16

var alignAttr = regexp.MustCompile(`, align [0-9]+`)

// alignSections raises, in lines, the alignment of the first global of each
// of the .bss and .data classes to SectionAlign.
func alignSections(lines []string, m *ir.Module) error {
	done := map[irreader.Section]bool{}
	for _, g := range m.Globals {
		sec := irreader.GlobalSection(g)
		if (sec != irreader.SectionBSS && sec != irreader.SectionData) || done[sec] {
			continue
		}
		done[sec] = true
		ids := globalIdents(g)
		i := slices.IndexFunc(lines, func(l string) bool {
			return slices.ContainsFunc(ids, func(id string) bool { return strings.HasPrefix(l, id+" = ") })
		})
		if i < 0 {
			return fmt.Errorf("no definition line for global %s", g.Ident())
		}
		attr := fmt.Sprintf(", align %d", SectionAlign)
		if loc := alignAttr.FindStringIndex(lines[i]); loc != nil {
			lines[i] = lines[i][:loc[0]] + attr + lines[i][loc[1]:]
		} else if k := strings.Index(lines[i], ", !"); k >= 0 { // before the metadata
			lines[i] = lines[i][:k] + attr + lines[i][k:]
		} else {
			lines[i] += attr
		}
	}
	return nil
}
