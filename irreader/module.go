package irreader

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Module is a parsed .ll file.
type Module struct {
	Path   string // file the module was read from
	Source string // source_filename of the module
	Funcs  []*Func
	// Globals lists the module's global variables in file order.
	Globals []*Global
	// LL is the underlying llir module.
	LL *ir.Module

	funcs map[string]*Func

	unwrittenOnce sync.Once
	unwritten     map[*ir.Global]int64 // Unwritten
}

// Func is one function of the module.
type Func struct {
	Module  *Module
	Name    string   // without the leading '@'
	Defined bool     // false for declarations
	Line    int      // source line of the DISubprogram, 0 if unknown
	Params  []*Param // named from debug info (see Param.Name)
	Blocks  []*Block
	IR      *ir.Func

	blockOf map[*ir.Block]*Block
	// varNames maps allocas/arguments to source variable names from debug info.
	varNames map[value.Value]string
	// stores maps each alloca stored to by name to its store, or to nil
	// when it is stored more than once (SingleStore).
	stores map[*ir.InstAlloca]*ir.InstStore
	// storeBlock maps every store to the index of its block (StoreBlock).
	storeBlock map[*ir.InstStore]int
	// retSlot is the -O0 return-value slot once retSlotDone (returnSlot).
	retSlot     *ir.InstAlloca
	retSlotDone bool
	// reach holds the reaching definitions of loads from locals
	// (ReachingDefs).
	reach map[*ir.InstLoad][]ir.Instruction
	// private holds the locals whose address does not escape (PrivateLocal).
	private map[*ir.InstAlloca]bool
}

// Param is a formal parameter of a function.
type Param struct {
	Index int
	// Name is the source name from debug info (the DILocalVariable whose
	// arg: is this parameter), else the IR name when it is an identifier,
	// else "arg<Index>": always a valid identifier.
	Name string
	IR   *ir.Param
}

// Global is a global variable.
type Global struct {
	Name      string // IR name without '@'
	Source    string // source-level name from debug info, else Name
	SizeBytes int64
	IR        *ir.Global
}

// Block is a basic block.
type Block struct {
	Func  *Func
	Index int // position in Func.Blocks
	// Name is the IR name ("for.cond"); when clang discarded value names
	// (the default of distributed clang) the IR name is a number and Name is
	// "bb8@22": the number and the block's first source line.
	Name string
	// IRName is the name in the IR text, without the '%'.
	IRName string
	Insts  []*Inst
	// Term is the terminator, also the last element of Insts.
	Term *Inst
	// Ops tallies the Byfl operation classes of the block's instructions.
	Ops Ops
	IR  *ir.Block
}

// Inst is one instruction (or terminator).
type Inst struct {
	Block  *Block
	Index  int    // position in Block.Insts
	Opcode string // LLVM opcode: "load", "br", "fadd", ...
	Line   int    // source line from !dbg, 0 if absent
	Col    int    // source column from !dbg, 0 if absent
	Class  OpClass
	// Elems is the number of vector elements for vector operations, else 1.
	Elems int
	// Mem is the memory access of a load or store, nil otherwise.
	Mem *Access
	// Bulk is the memory access of a call of llvm.memset, llvm.memcpy or
	// llvm.memmove (its Bulk field set), nil otherwise: it touches a range
	// of bytes, not one element, and counts as a call in Ops.
	Bulk *Access
	// Callee is the called function's name for calls and invokes. A call
	// through a pointer (Indirect) names the one defined function it can
	// reach (resolveIndirect), "" when that is not known.
	Callee string
	// Indirect marks a call or invoke through a function pointer.
	Indirect bool
	IR       ir.Instruction // nil for terminators
	TermIR   ir.Terminator  // nil for non-terminators
}

// String returns a short description: the opcode and the location.
func (in *Inst) String() string {
	return fmt.Sprintf("%s (%d, %d)", in.Opcode, in.Line, in.Col)
}

// ReadFile parses the .ll file at path; see ReadText for the other files it
// reads (bitcode) or explains (C and C++ source).
func ReadFile(path string) (*Module, error) {
	src, disassembled, err := readText(path)
	if err != nil {
		return nil, err
	}
	m, err := Parse(path, src)
	if err != nil && disassembled {
		return nil, fmt.Errorf("%w (lines of the %s disassembly)", err, Disassembler)
	}
	return m, err
}

// llirPos matches the position llir's parser reports, e.g. "1:10" inside its messages.
var llirPos = regexp.MustCompile(`\b(\d+):(\d+)\b`)

// Parse parses .ll source text; name is used in messages.
func Parse(name string, src []byte) (*Module, error) {
	ll, err := ParseIR(name, src)
	if err != nil {
		return nil, err
	}
	return build(name, ll)
}

// ParseIR parses .ll source text into an llir module with its IDs assigned,
// for the packages that work on the IR itself (measure): the text is
// normalised as for Parse (doc.go), and errors are Parse's. name is used in
// messages.
func ParseIR(name string, src []byte) (ll *ir.Module, err error) {
	defer func() {
		// llir panics on some malformed input; turn that into an error.
		if r := recover(); r != nil {
			ll, err = nil, fmt.Errorf("parse %s: malformed IR: %s", name, printable(firstLine(fmt.Sprint(r))))
		}
	}()
	if isBitcode(src) {
		return nil, fmt.Errorf("parse %s: %s", name, diagnose(name, src))
	}
	text, big := elideInits(src)
	if n, d := tooDeep(text); n > 0 {
		return nil, fmt.Errorf("parse %s: line %d: brackets nested %d deep, more than the %d this reader follows (clang nests a few): is this generated IR?", name, n, d, MaxNesting)
	}
	text, lines := blankRuns(normalize(text))
	ll, perr := asm.ParseBytes(filepath.Base(name), text)
	if perr != nil {
		if why := diagnose(name, src); why != "" {
			return nil, fmt.Errorf("parse %s: %s", name, why)
		}
		return nil, fmt.Errorf("parse %s: %s", name, cleanParseError(perr.Error(), src, lines))
	}
	markElided(ll, big)
	if err := ll.AssignGlobalIDs(); err != nil {
		return nil, fmt.Errorf("parse %s: %w", name, err)
	}
	for _, f := range ll.Funcs {
		if err := f.AssignIDs(); err != nil {
			return nil, fmt.Errorf("parse %s: function %s: %w", name, f.Name(), err)
		}
	}
	if err := verify(ll, src); err != nil {
		return nil, fmt.Errorf("parse %s: %w", name, err)
	}
	return ll, nil
}

// llirLine matches llir's "syntax error at line 12".
var llirLine = regexp.MustCompile(`syntax error at line (\d+)`)

// cleanParseError turns llir's messages into one line that names the position
// ("line L:C" when llir gives a column, else "line L") and quotes the offending text.
// lines maps the lines llir read to those of src.
func cleanParseError(msg string, src []byte, lines lineMap) string {
	msg = firstLine(msg)
	if m := llirLine.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		n = lines.source(n)
		return fmt.Sprintf("line %d: syntax error near %q", n, sourceLine(src, n))
	}
	if loc := llirPos.FindStringSubmatchIndex(msg); loc != nil {
		l, c := msg[loc[2]:loc[3]], msg[loc[4]:loc[5]]
		if n, err := strconv.Atoi(l); err == nil {
			l = strconv.Itoa(lines.source(n))
		}
		rest := strings.TrimLeft(msg[loc[1]:], ": ")
		rest = strings.TrimPrefix(rest, "error: ")
		return fmt.Sprintf("line %s:%s: %s", l, c, printable(rest))
	}
	return printable(msg)
}

// maxQuote bounds the source text quoted in an error.
const maxQuote = 60

// sourceLine returns line n (1-based) of src, trimmed and shortened.
func sourceLine(src []byte, n int) string {
	if n < 1 {
		return ""
	}
	for ; n > 1; n-- {
		i := bytes.IndexByte(src, '\n')
		if i < 0 {
			return ""
		}
		src = src[i+1:]
	}
	if i := bytes.IndexByte(src, '\n'); i >= 0 {
		src = src[:i]
	}
	s := strings.TrimSpace(string(src[:min(len(src), 4*maxQuote)]))
	if len(s) > maxQuote {
		s = s[:maxQuote] + "..."
	}
	return s
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

func build(name string, ll *ir.Module) (*Module, error) {
	m := &Module{Path: name, Source: ll.SourceFilename, LL: ll, funcs: map[string]*Func{}}
	for _, g := range ll.Globals {
		size, _, err := GlobalSizeAlign(g)
		if err != nil {
			return nil, fmt.Errorf("%s: global @%s: %w", name, g.Name(), err)
		}
		gl := &Global{Name: g.Name(), Source: g.Name(), IR: g, SizeBytes: size}
		for _, md := range g.Metadata {
			if gve, ok := md.Node.(*metadata.DIGlobalVariableExpression); ok && gve.Var != nil && gve.Var.Name != "" {
				gl.Source = gve.Var.Name
			}
		}
		m.Globals = append(m.Globals, gl)
	}
	for _, f := range ll.Funcs {
		fn := &Func{Module: m, Name: f.Name(), Defined: len(f.Blocks) > 0, IR: f,
			blockOf: map[*ir.Block]*Block{}, varNames: map[value.Value]string{},
			stores: map[*ir.InstAlloca]*ir.InstStore{}, storeBlock: map[*ir.InstStore]int{}}
		if sp := subprogram(f); sp != nil {
			fn.Line = int(sp.Line)
		}
		m.Funcs = append(m.Funcs, fn)
		m.funcs[fn.Name] = fn
	}
	for _, fn := range m.Funcs {
		if err := fn.build(); err != nil {
			return nil, fmt.Errorf("%s: function %s: %w", name, fn.Name, err)
		}
	}
	m.resolveIndirect()
	return m, nil
}

// maxConstDepth bounds the nesting of the constants constLeaves descends.
const maxConstDepth = 64

// constLeaves calls leaf with every value v is built of: the fields and
// elements of constant structs and arrays, the operand of a bitcast or
// ptrtoint and the base of a getelementptr expression, down to what is
// none of those (a global, a function, another expression, a number). It
// reports false when the nesting goes deeper than maxConstDepth, where it
// stops.
func constLeaves(v value.Value, leaf func(value.Value)) bool {
	var visit func(v value.Value, depth int) bool
	visit = func(v value.Value, depth int) bool {
		if depth > maxConstDepth {
			return false
		}
		ok := true
		switch x := v.(type) {
		case *constant.Struct:
			for _, f := range x.Fields {
				ok = visit(f, depth+1) && ok
			}
		case *constant.Array:
			for _, e := range x.Elems {
				ok = visit(e, depth+1) && ok
			}
		case *constant.ExprBitCast:
			return visit(x.From, depth+1)
		case *constant.ExprPtrToInt:
			return visit(x.From, depth+1)
		case *constant.ExprGetElementPtr:
			return visit(x.Src, depth+1)
		default:
			leaf(v)
		}
		return ok
	}
	return visit(v, 0)
}

// resolveIndirect names the callee of every call through a pointer that can
// reach one defined function only: the module takes the address of one
// defined function of the call's type (stored in a local, a global, a
// table, passed as an argument), so the pointer holds it or is invalid.
// With several such functions the call stays unresolved (Callee "").
func (m *Module) resolveIndirect() {
	taken := map[*ir.Func]bool{}
	visit := func(v value.Value) {
		constLeaves(v, func(leaf value.Value) {
			if f, ok := leaf.(*ir.Func); ok && len(f.Blocks) > 0 {
				taken[f] = true
			}
		})
	}
	for _, g := range m.LL.Globals {
		if g.Init != nil {
			visit(g.Init)
		}
	}
	var indirect []*Inst
	for _, fn := range m.Funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Insts {
				callee := calleeValue(in)
				if in.IR != nil {
					for _, op := range in.IR.Operands() {
						if *op != callee {
							visit(*op)
						}
					}
				}
				if in.Class == ClassCall && in.Callee == "" {
					if cv := calleeValue(in); cv != nil && calleeName(cv) == "" && !isInlineAsm(cv) {
						in.Indirect = true
						indirect = append(indirect, in)
					}
				}
			}
		}
	}
	// The address-taken functions by type: one name, or "" for several.
	byType := map[string]string{}
	for _, f := range m.LL.Funcs {
		if taken[f] {
			t := f.Type().String()
			if _, seen := byType[t]; seen {
				byType[t] = ""
			} else {
				byType[t] = f.Name()
			}
		}
	}
	for _, in := range indirect {
		in.Callee = byType[calleeValue(in).Type().String()]
	}
}

// calleeValue returns the called value of a call or invoke, nil otherwise.
func calleeValue(in *Inst) value.Value {
	switch x := in.IR.(type) {
	case *ir.InstCall:
		return x.Callee
	}
	if t, ok := in.TermIR.(*ir.TermInvoke); ok {
		return t.Invokee
	}
	return nil
}

// isInlineAsm reports whether v is inline assembly.
func isInlineAsm(v value.Value) bool {
	_, ok := v.(*ir.InlineAsm)
	return ok
}

// Func returns the function with the given name, or nil.
func (m *Module) Func(name string) *Func { return m.funcs[name] }

// DefinedFuncs returns the functions that have a body, in file order.
func (m *Module) DefinedFuncs() []*Func {
	var out []*Func
	for _, f := range m.Funcs {
		if f.Defined {
			out = append(out, f)
		}
	}
	return out
}

// DefaultFunc returns the function analysed when none is named: main, or the only defined function.
func (m *Module) DefaultFunc() (*Func, error) {
	if f := m.Func("main"); f != nil && f.Defined {
		return f, nil
	}
	defs := m.DefinedFuncs()
	if len(defs) == 1 {
		return defs[0], nil
	}
	if len(defs) == 0 {
		return nil, fmt.Errorf("%s: no function is defined", m.Path)
	}
	return nil, fmt.Errorf("%s: no main and %d defined functions: choose one with --func (%s)", m.Path, len(defs), strings.Join(funcNames(defs, 5), ", "))
}

// LookupFunc returns the defined function name, or an error naming close candidates.
func (m *Module) LookupFunc(name string) (*Func, error) {
	if name == "" {
		return m.DefaultFunc()
	}
	f := m.Func(name)
	if f == nil {
		// A C++ function by its source name (kernel_stats for
		// _Z12kernel_statsRSt6vectorIdSaIdEE), from its DISubprogram.
		// Or by its demangled name, qualified (ns::trace_sum<double>,
		// ns::trace_sum, or with its parameters to pick an overload).
		var same []*Func
		for _, g := range m.DefinedFuncs() {
			if namedBy(subprogram(g.IR), g.Name, name) {
				same = append(same, g)
			}
		}
		switch {
		case len(same) == 1:
			return same[0], nil
		case len(same) > 1:
			return nil, fmt.Errorf("%s: %d functions are called %q in the source (overloads or template instances): choose one with --func (%s)", m.Path, len(same), name, strings.Join(funcNames(same, 8), ", "))
		}
	}
	if f == nil || !f.Defined {
		if in, ok := m.InlinedInto(name); ok {
			return nil, m.inlinedError(name, in)
		}
	}
	if f == nil {
		return nil, fmt.Errorf("%s: unknown function %q (defined: %s)", m.Path, name, strings.Join(funcNames(m.DefinedFuncs(), 8), ", "))
	}
	if !f.Defined {
		return nil, fmt.Errorf("%s: function %q is only declared, not defined here", m.Path, name)
	}
	return f, nil
}

// funcNames lists the names of fs for a message, C++ names by their
// demangled signatures (which LookupFunc accepts).
func funcNames(fs []*Func, max int) []string {
	var names []string
	for _, f := range fs {
		names = append(names, Signature(f.Name))
	}
	sort.Strings(names)
	if len(names) > max {
		names = append(names[:max], "...")
	}
	return names
}

func (fn *Func) build() error {
	f := fn.IR
	for i, p := range f.Params {
		fn.Params = append(fn.Params, &Param{Index: i, Name: p.Name(), IR: p})
	}
	sp := subprogram(f)
	named := make([]bool, len(fn.Params))
	// Source names of variables from llvm.dbg.declare / llvm.dbg.value,
	// and the stores to each alloca.
	for bi, b := range f.Blocks {
		for _, in := range b.Insts {
			if st, ok := in.(*ir.InstStore); ok {
				fn.storeBlock[st] = bi
				if al, ok := StoredSlot(st); ok {
					if _, seen := fn.stores[al]; seen {
						fn.stores[al] = nil // stored more than once
					} else {
						fn.stores[al] = st
					}
				}
				continue
			}
			call, ok := in.(*ir.InstCall)
			if !ok || len(call.Args) < 2 {
				continue
			}
			callee := calleeName(call.Callee)
			if callee != "llvm.dbg.declare" && callee != "llvm.dbg.value" && callee != "llvm.dbg.addr" {
				continue
			}
			v, ok1 := call.Args[0].(*metadata.Value)
			lv, ok2 := call.Args[1].(*metadata.Value)
			if !ok1 || !ok2 {
				continue
			}
			dv, ok := lv.Value.(*metadata.DILocalVariable)
			if !ok || dv.Name == "" {
				continue
			}
			if val, ok := v.Value.(value.Value); ok {
				name := dv.Name
				if len(call.Args) > 2 {
					// -O2's scalar replacement describes a member of a
					// struct variable as a fragment of it: its name.
					if e, ok := call.Args[2].(*metadata.Value); ok {
						if expr, ok := e.Value.(*metadata.DIExpression); ok {
							if m := fragmentMember(dv.Type, expr); m != "" {
								name = m
							}
						}
					}
				}
				if _, seen := fn.varNames[val]; !seen {
					fn.varNames[val] = name
				}
				// -O2 names the typed pointer, not malloc's i8* it
				// casts: the object is the allocation's.
				if bc, ok := val.(*ir.InstBitCast); ok {
					if _, seen := fn.varNames[bc.From]; !seen {
						fn.varNames[bc.From] = dv.Name
					}
				}
			}
			// The variable of a parameter carries its position (arg: 1 is
			// the first); one from an inlined callee has the callee's scope.
			if i := int(dv.Arg) - 1; dv.Arg > 0 && i < len(fn.Params) && sp != nil && dv.Scope == metadata.Field(sp) && !named[i] && isIdent(dv.Name) {
				fn.Params[i].Name = dv.Name
				named[i] = true
			}
		}
	}
	for i, p := range fn.Params {
		if !named[i] && !isIdent(p.Name) {
			p.Name = "arg" + strconv.Itoa(i)
		}
	}
	for i, b := range f.Blocks {
		blk := &Block{Func: fn, Index: i, Name: b.Name(), IRName: b.Name(), IR: b}
		fn.Blocks = append(fn.Blocks, blk)
		fn.blockOf[b] = blk
	}
	for _, blk := range fn.Blocks {
		for _, in := range blk.IR.Insts {
			inst, err := fn.newInst(blk, in, nil)
			if err != nil {
				return err
			}
			if inst == nil {
				continue // debug intrinsics are not program operations
			}
			blk.Insts = append(blk.Insts, inst)
		}
		if blk.IR.Term == nil {
			return fmt.Errorf("block %s has no terminator", blk.Name)
		}

		t, err := fn.newInst(blk, nil, blk.IR.Term)
		if err != nil {
			return err
		}
		blk.Insts = append(blk.Insts, t)
		blk.Term = t
		if isNumber(blk.IRName) {
			blk.Name = "bb" + blk.IRName
			if l := blk.Line(); l > 0 {
				blk.Name += "@" + strconv.Itoa(l)
			}
		}
		for _, in := range blk.Insts {
			blk.Ops.add(in)
		}
	}
	fn.reachingDefs()
	return nil
}

// SingleStore returns the only store to al in the function, or nil: a local
// assigned once (a spilled argument "A.addr" at -O0, or a constant).
func (fn *Func) SingleStore(al *ir.InstAlloca) *ir.InstStore { return fn.stores[al] }

// StoreBlock returns the index of the block of this function that holds
// store st, -1 for a store of another function.
func (fn *Func) StoreBlock(st *ir.InstStore) int {
	if b, ok := fn.storeBlock[st]; ok {
		return b
	}
	return -1
}

// BlockOf returns the model block for an llir block of this function.
func (fn *Func) BlockOf(b *ir.Block) *Block { return fn.blockOf[b] }

// PredOf returns the block a phi's incoming value comes from, nil when it
// is not a block of fn.
func (fn *Func) PredOf(inc *ir.Incoming) *Block {
	pb, ok := inc.Pred.(*ir.Block)
	if !ok {
		return nil
	}
	return fn.blockOf[pb]
}

// VarName returns the source name of an alloca, argument or global, or "" if unknown.
func (fn *Func) VarName(v value.Value) string {
	if n, ok := fn.varNames[v]; ok {
		return n
	}
	switch v := v.(type) {
	case *ir.Global:
		for _, g := range fn.Module.Globals {
			if g.IR == v {
				return g.Source
			}
		}
	case *ir.Param:
		for _, p := range fn.Params {
			if p.IR == v {
				return p.Name
			}
		}
	}
	return ""
}

// Succs returns the successor blocks of b in the order of its terminator's targets
// (for a switch: default first, then the cases).
func (b *Block) Succs() []*Block {
	var out []*Block
	for _, s := range b.IR.Term.Succs() {
		out = append(out, b.Func.blockOf[s])
	}
	return out
}

// subprogram returns the DISubprogram attached to f, or nil.
func subprogram(f *ir.Func) *metadata.DISubprogram {
	for _, md := range f.Metadata {
		if sp, ok := md.Node.(*metadata.DISubprogram); ok {
			return sp
		}
	}
	return nil
}

// isIdent reports whether s is a C identifier (what a source variable and a
// script parameter may be called).
func isIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return s != ""
}

// isNumber reports whether s is an unnamed value's number ("58").
func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// Line returns the first nonzero source line of the block's instructions, or 0.
func (b *Block) Line() int {
	for _, in := range b.Insts {
		if in.Line > 0 {
			return in.Line
		}
	}
	return 0
}

// Lines returns the first and last source line of the block (0, 0 if none).
func (b *Block) Lines() (lo, hi int) {
	for _, in := range b.Insts {
		if in.Line == 0 {
			continue
		}
		if lo == 0 || in.Line < lo {
			lo = in.Line
		}
		if in.Line > hi {
			hi = in.Line
		}
	}
	return lo, hi
}

// Label returns "func:block".
func (b *Block) Label() string { return b.Func.Name + ":" + b.Name }

func calleeName(v value.Value) string {
	switch c := v.(type) {
	case *ir.Func:
		return c.Name()
	case interface{ Ident() string }:
		id := c.Ident()
		if strings.HasPrefix(id, "@") {
			return strings.Trim(id[1:], `"`)
		}
	}
	return ""
}

// debugLoc returns the (line, col) of a !dbg attachment.
func debugLoc(mds []*metadata.Attachment) (int, int) {
	if loc := dbgLocation(mds); loc != nil {
		return int(loc.Line), int(loc.Column)
	}
	return 0, 0
}

// dbgLocation returns the location of a !dbg attachment, nil without one.
func dbgLocation(mds []*metadata.Attachment) *metadata.DILocation {
	for _, md := range mds {
		if md.Name != "dbg" {
			continue
		}
		if loc, ok := md.Node.(*metadata.DILocation); ok {
			return loc
		}
	}
	return nil
}

type mdAttachment = metadata.Attachment

// StoredSlot returns the alloca store st writes: its destination, or the
// pointer slot a cast of it names when a pointer is stored (-O2 stores
// malloc's i8* through an i8** cast of a double** local).
func StoredSlot(st *ir.InstStore) (*ir.InstAlloca, bool) {
	if al, ok := st.Dst.(*ir.InstAlloca); ok {
		return al, true
	}
	al, ok := StripPtrCasts(st.Dst).(*ir.InstAlloca)
	if !ok {
		return nil, false
	}
	_, srcPtr := st.Src.Type().(*types.PointerType)
	_, slotPtr := al.ElemType.(*types.PointerType)
	return al, srcPtr && slotPtr
}
