package statictrace

import (
	"fmt"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/omp"
)

// Pointers through memory in a whole walk. A walk that visits every
// iteration in program order sees every store the program makes, in order;
// it keeps the value of every pointer stored to an address it can evaluate
// (Memory), and a pointer load from such an address reads it back. So a
// pointer kept in a struct field and swapped every time step (g->a, g->b),
// the rows of a matrix of row pointers (a[i] = malloc(...), then a[i][j]),
// a pointer an init(&s) function stores through its parameter, all follow
// the program, at -O0 and -O2, whatever the number of stores to the place.
//
// The memory holds only what the walk saw: it is kept when every store that
// may put a pointer in memory is one the walk makes. A walk does not use it
// (Trace.NewMemory gives nil, and pointer loads follow the static rules of
// flow.go) when the program runs a store of a pointer the path does not
// walk (a rarer arm, a call the trace does not follow), or calls a function
// it cannot see into that may write a pointer through an argument (an
// external init(&s), memcpy of a struct of pointers) other than a local's
// pointer local's address (posix_memalign(&p, ...), getline(&line, ...):
// those locals' loads follow flow.go). A memset or memcpy of memory that
// holds pointers is made by the walk itself (storeBulk: cleared to null,
// or copied with what the source held). A store whose address the walk cannot evaluate
// may change any place: the memory is then given up for the rest of the
// walk. A sampled walk skips iterations, so it keeps no memory.

// storeKind says what a store puts in memory, for Memory.
type storeKind uint8

const (
	storePlain   storeKind = iota // a number: nothing Memory holds
	storePointer                  // one pointer: its value is kept
	storeClobber                  // pointers as another type (a vector of pointers, an aggregate, ptrtoint): the place forgets what it held
	storeBulk                     // a memset or memcpy of memory that holds pointers: cleared or copied
)

// bulkKindOf classifies a memset or memcpy: storeBulk when its destination
// or source (as the program's types say) holds pointers.
func bulkKindOf(a *irreader.Access) storeKind {
	for _, v := range []value.Value{a.Ptr, a.Bulk.Src} {
		if v == nil {
			continue
		}
		if pt, ok := irreader.StripPtrCasts(v).Type().(*types.PointerType); ok && holdsPointer(pt.ElemType, 0) {
			return storeBulk
		}
	}
	return storePlain
}

// maxBulkWords bounds the 8-byte words a memset or memcpy of pointers
// changes in Memory; a longer one gives the memory up.
const maxBulkWords = 1 << 16

// storeKindOf classifies the store in (nil or not a store: storePlain).
func storeKindOf(in ir.Instruction) storeKind {
	st, ok := in.(*ir.InstStore)
	if !ok {
		return storePlain
	}
	if _, ok := st.Src.Type().(*types.PointerType); ok {
		return storePointer
	}
	if _, ok := st.Src.(*ir.InstPtrToInt); ok {
		return storeClobber
	}
	if holdsPointer(st.Src.Type(), 0) {
		return storeClobber
	}
	return storePlain
}

// holdsPointer reports whether a value of type t contains a pointer.
func holdsPointer(t types.Type, depth int) bool {
	if depth > 8 {
		return true
	}
	switch x := t.(type) {
	case *types.PointerType:
		return true
	case *types.VectorType:
		return holdsPointer(x.ElemType, depth+1)
	case *types.ArrayType:
		return holdsPointer(x.ElemType, depth+1)
	case *types.StructType:
		if x.Opaque {
			return true
		}
		for _, f := range x.Fields {
			if holdsPointer(f, depth+1) {
				return true
			}
		}
	}
	return false
}

// Memory is the pointers one walk has stored, by address.
type Memory struct {
	cells map[uint64]int64
	// unknown holds the places the walk stored a pointer to whose value
	// it could not evaluate: a load there reads an unknown pointer, not
	// what the static rules (flow.go) would say of it.
	unknown map[uint64]bool
	// lost is set by a store whose address the walk could not evaluate
	// and when the stores of skipped iterations outgrow maxMemorySteps:
	// any place may have changed, nothing is read back after it.
	lost bool
	// steps counts the iterations and stores of skipped iterations
	// followed (StoreIterations).
	steps int
	// permuted holds the objects (their bytes) whose pointers the
	// program moves among their own cells at places the walk cannot
	// evaluate (a pivot's row swap, a[k] = a[p] and a[p] = row): the walk
	// keeps them where they were (permutes), and readPermuted is set by a
	// load from one of them, so that the accesses through what it read
	// are known to rest on that (ReadPermuted).
	permuted     []span
	readPermuted bool
	// words holds the bytes of the numbers the walk stored (intmem.go),
	// nil when it keeps none.
	words map[uint64]memWord
	image *image // what the bytes hold before the walk writes them
	// intElse is set by an integer load that neither a counter nor the
	// memory of numbers answered (AddrOfData).
	intElse bool
	// moves counts the loop instances entered and the counter values set
	// (EnterLoop, SetIV) in the walk: a call's frame holds what this call
	// of it left while none was since its last access (Activation.lastMove).
	moves int64
	// writes counts the writes to the memory of numbers (intmem.go),
	// which date its words (memWord.seq).
	writes uint64
	// ahead holds the locals whose bytes it refuses while a loop's trip
	// is evaluated at its entry (aheadOf).
	ahead []span
}

// permutes reports whether store st in a moves a pointer among the cells
// of one object where the walk cannot tell which cells: its value is
// loaded from the object it is stored to (t = a[p], a[k] = a[p]) or is a
// pointer the object holds (-O0's t kept in a local on the way), and the
// address of the store or of that load cannot be evaluated. The cells
// then hold the same pointers in an order the walk does not know; it
// leaves them as they were and marks the object permuted.
func (t *Trace) permutes(a *Activation, st *ir.InstStore, addrOK bool) bool {
	if _, ok := st.Src.Type().(*types.PointerType); !ok {
		return false
	}
	base, ok := t.indexBase(a, st.Dst)
	if !ok {
		return false
	}
	obj, ok := t.objectAt(a, uint64(base))
	if !ok {
		return false
	}
	in := func(p uint64) bool { return p >= obj.Addr && p-obj.Addr < obj.Size }
	moved := false
	if ld, isLoad := irreader.StripPtrCasts(st.Src).(*ir.InstLoad); isLoad {
		_, srcOK := t.Eval(a, ld.Src)
		src, ok := t.indexBase(a, ld.Src)
		moved = ok && in(uint64(src)) && (!addrOK || !srcOK)
	}
	if !moved && !addrOK {
		v, ok := t.Eval(a, st.Src)
		for p, x := range a.mem.cells {
			if ok && x == v && in(p) {
				moved = true
				break
			}
		}
	}
	if sp := (span{obj.Addr, obj.Addr + obj.Size}); moved && !slices.Contains(a.mem.permuted, sp) {
		a.mem.permuted = append(a.mem.permuted, sp)
	}
	return moved
}

// ClearPermuted and ReadPermuted tell a walk whether the evaluations
// between them read a pointer from an object whose cells the program
// permuted where the walk could not follow (Memory.permuted): an address
// computed from it is one of the object's pointers, not necessarily the
// run's at that visit.
func (a *Activation) ClearPermuted() {
	if a.mem != nil {
		a.mem.readPermuted = false
	}
}

// ReadPermuted: see ClearPermuted.
func (a *Activation) ReadPermuted() bool { return a.mem != nil && a.mem.readPermuted }

// put records that p holds v (ok: v is known; else a pointer the walk
// cannot tell).
func (m *Memory) put(p uint64, v int64, ok bool) {
	if !ok {
		delete(m.cells, p)
		m.unknown[p] = true
		return
	}
	m.cells[p] = v
	delete(m.unknown, p)
}

// forget makes p a place the memory says nothing of: its loads follow the
// static rules (a local an external call writes: flow.go).
func (m *Memory) forget(p uint64) {
	delete(m.cells, p)
	delete(m.unknown, p)
}

// get returns the pointer p holds; known is false where the memory says
// nothing of p (the static rules then may), true with ok false where it
// holds a pointer the walk could not tell.
func (m *Memory) get(p uint64) (v int64, ok, known bool) {
	if m == nil || m.lost {
		return 0, false, false
	}
	if v, ok := m.cells[p]; ok {
		return v, true, true
	}
	return 0, false, m.unknown[p]
}

// NewMemory returns an empty memory for a walk of t, or nil when the walk
// cannot see every store of a pointer the program makes (see above).
// sampled is a walk that takes one arm of every Branch (its most probable):
// it keeps no memory when an arm stores a pointer, or a held Branch has
// pointer stores behind it.
func (t *Trace) NewMemory(sampled bool) *Memory {
	if t.memoryOff != "" || sampled && (t.armStores || len(t.heldStores) > 0) {
		return nil
	}
	return &Memory{cells: map[uint64]int64{}, unknown: map[uint64]bool{}}
}

// UseMemory makes a, the root activation of a whole walk, and the
// activations entered from it keep the pointers stored in m.
func (a *Activation) UseMemory(m *Memory) { a.mem = m }

// Store records the store r makes at this visit in a, when a keeps a memory.
func (t *Trace) Store(a *Activation, r *Ref) {
	t.store(a, r)
	if m := a.mem; m != nil {
		a.lastMove = m.moves
	}
}

// store is Store's work; Store also notes the walk's moves at a's latest
// access (Activation.lastMove).
func (t *Trace) store(a *Activation, r *Ref) {
	m := a.mem
	if m != nil && !m.lost && r.Acc.Inst != nil {
		if ld, ok := r.Acc.Inst.IR.(*ir.InstLoad); ok {
			if _, ptr := ld.Type().(*types.PointerType); ptr {
				t.visitPointerLoad(a, ld)
				return
			}
		}
	}
	if m != nil && m.words != nil {
		num := r.num
		if num == numUnset {
			num = t.numKindOf(r, counterSlots(r.Frame.nest))
		}
		switch num {
		case numLoad:
			t.visitLoad(a, r.Acc.Inst.IR.(*ir.InstLoad))
			return
		case numStore:
			t.storeInt(a, r)
		}
	}
	if m == nil || m.lost || r.store == storePlain {
		return
	}
	if r.store == storeBulk {
		t.storeBulk(a, r)
		return
	}
	st := r.Acc.Inst.IR.(*ir.InstStore)
	addr, ok := t.Eval(a, st.Dst)
	if r.store == storePointer && t.permutes(a, st, ok) {
		return
	}
	if !ok {
		m.lost = true
		m.cells = nil
		return
	}
	if r.store == storeClobber {
		size, err := irreader.StoreSize(st.Src.Type())
		if err != nil {
			m.lost, m.cells = true, nil
			return
		}
		for p := addr &^ 7; p < addr+size; p += 8 {
			m.put(uint64(p), 0, false)
		}
		return
	}
	if al, ok := irreader.StripPtrCasts(st.Dst).(*ir.InstAlloca); ok && t.extCells[al] {
		m.forget(uint64(addr))
		return
	}
	v, ok := t.Eval(a, st.Src)
	m.put(uint64(addr), v, ok)
}

// storeBulk makes the memset or memcpy r in a's memory: a memset of
// zeroes sets every pointer in its range to null, of other bytes makes them
// unknown; a copy moves what the source held (read before it is written: a
// memmove may overlap). A range the walk cannot evaluate, or of more than
// maxBulkWords words, gives the memory up.
func (t *Trace) storeBulk(a *Activation, r *Ref) {
	m, op := a.mem, r.Acc.Bulk
	lose := func() { m.lost, m.cells = true, nil }
	n, ok1 := t.Eval(a, op.Len)
	dst, ok2 := t.Eval(a, r.Acc.Ptr)
	if !ok1 || !ok2 || n < 0 || n/8 > maxBulkWords {
		lose()
		return
	}
	first, end := uint64(dst)&^7, uint64(dst+n)
	if op.Src == nil {
		zero := false
		if c, ok := op.Val.(*constant.Int); ok && c.X.Sign() == 0 {
			zero = true
		}
		for p := first; p < end; p += 8 {
			m.put(p, 0, zero)
		}
		return
	}
	src, ok := t.Eval(a, op.Src)
	if !ok {
		lose()
		return
	}
	type word struct {
		v         int64
		ok, known bool
	}
	words := make([]word, 0, (end-first)/8+1)
	for p := first; p < end; p += 8 {
		v, ok, known := m.get(p - uint64(dst) + uint64(src))
		words = append(words, word{v, ok, known})
	}
	for i, p := 0, first; p < end; i, p = i+1, p+8 {
		if w := words[i]; w.known {
			m.put(p, w.v, w.ok)
		} else {
			m.forget(p) // what the source holds, the static rules say
		}
	}
}

// loadMemory returns the pointer ld reads in a when the walk's memory holds
// one at its address; known reports that the memory decides the load
// (ok false: a pointer it could not tell, which no other rule may
// replace).
func (t *Trace) loadMemory(a *Activation, ld *ir.InstLoad, d int) (v int64, ok, known bool) {
	m := a.mem
	if m == nil || m.lost || len(m.cells)+len(m.unknown) == 0 {
		return 0, false, false
	}
	if _, ok := ld.Type().(*types.PointerType); !ok {
		return 0, false, false
	}
	addr, ok := t.eval(a, ld.Src, d)
	if !ok {
		return 0, false, false
	}
	if rec, seen := a.loaded[ld]; seen && rec.addr == addr {
		// What it read where it ran: -O0's *p++ stores p + 1 before
		// the access through the p it loaded.
		if rec.permuted {
			a.mem.readPermuted = true
		}
		return rec.v, rec.ok, true
	}
	return t.loadMemoryAt(a, addr)
}

// visitPointerLoad records the pointer the load ld reads at this visit in
// a, where the walk's memory decides it (loadMemory): its value where the
// program uses it, after a store that follows it may have changed its
// place (-O0's c = *p++ loads p, stores p + 1, then reads through the p it
// loaded; evaluated after the store, the access read the next character).
func (t *Trace) visitPointerLoad(a *Activation, ld *ir.InstLoad) {
	addr, ok := t.Eval(a, ld.Src)
	if !ok {
		delete(a.loaded, ld)
		return
	}
	m := a.mem
	was := m.readPermuted
	m.readPermuted = false
	v, ok, known := t.loadMemoryAt(a, addr)
	permuted := m.readPermuted
	m.readPermuted = was
	if !known {
		delete(a.loaded, ld)
		return
	}
	if a.loaded == nil {
		a.loaded = map[*ir.InstLoad]loadedVal{}
	}
	a.loaded[ld] = loadedVal{addr, v, ok, permuted}
}

// loadMemoryAt is loadMemory of the pointer at addr.
func (t *Trace) loadMemoryAt(a *Activation, addr int64) (v int64, ok, known bool) {
	m := a.mem
	if m == nil || m.lost || len(m.cells)+len(m.unknown) == 0 {
		return 0, false, false
	}
	if (a.evalOnly || a.evalCall) && uint64(addr) < a.fp && uint64(addr) >= a.fp-evalOnlyStack {
		// The frame of a call evaluated, not walked (callResult), or of
		// one it calls: what the memory holds there is what the last
		// walked call at that place stored, or a later one's; or, the
		// walk having moved on since, the pointers the last walked call
		// of it was given (-O0's spilled `s` of len(&s[k]) evaluated
		// ahead of the next k's loop), not this call's (evalCall).
		return 0, false, false
	}
	for _, sp := range m.permuted {
		if uint64(addr) >= sp.lo && uint64(addr) < sp.hi {
			m.readPermuted = true
		}
	}
	return m.get(uint64(addr))
}

// evalOnlyStack is how far below an evaluated call's frame pointer its
// frame and its callees' lie, for loadMemory.
const evalOnlyStack = 1 << 30

// externWrites lists, for functions the program calls but does not define,
// the arguments through which they may write a pointer (getline's *lineptr,
// strtol's *endptr; memcpy's destination, which takes whatever the source
// held). Functions in neither this table nor readsOnly are taken to write
// through every pointer argument.
var externWrites = map[string][]int{
	"posix_memalign": {0}, "getline": {0, 1}, "getdelim": {0, 1},
	"strtol": {1}, "strtoll": {1}, "strtoul": {1}, "strtoull": {1}, "strtod": {1}, "strtof": {1}, "strtold": {1},
	"strtok_r": {2}, "qsort": {0}, "memcpy": {0}, "memmove": {0}, "memset": {0}, "bzero": {0},
	"llvm.memcpy": {0}, "llvm.memmove": {0}, "llvm.memset": {0},
	"frexp": {1}, "modf": {1}, "sincos": {1, 2},
}

// readsOnly lists functions that write no pointer through their arguments
// (they print, read numbers or characters into the caller's buffers,
// allocate, or are the OpenMP runtime, whose outlined functions the trace
// walks).
var readsOnly = map[string]bool{
	"printf": true, "fprintf": true, "sprintf": true, "snprintf": true, "vprintf": true, "vfprintf": true,
	"vsnprintf": true, "puts": true, "fputs": true, "putchar": true, "fputc": true, "putc": true,
	"fwrite": true, "fread": true, "fflush": true, "fopen": true, "fclose": true, "fgets": true, "fgetc": true,
	"getc": true, "getchar": true, "ungetc": true, "scanf": true, "fscanf": true, "sscanf": true, "__isoc99_scanf": true,
	"__isoc99_fscanf": true, "__isoc99_sscanf": true, "perror": true, "strlen": true, "strcmp": true,
	"strncmp": true, "strcpy": true, "strncpy": true, "strcat": true, "strncat": true, "strchr": true,
	"strrchr": true, "strstr": true, "strdup": true, "memcmp": true, "memchr": true, "atoi": true,
	"atol": true, "atoll": true, "atof": true, "malloc": true, "calloc": true, "realloc": true, "free": true,
	"aligned_alloc": true, "exit": true, "abort": true, "time": true, "clock": true, "gettimeofday": true,
	"clock_gettime": true, "rand": true, "srand": true, "rand_r": true, "drand48": true, "srand48": true,
	"erand48": true, "random": true, "srandom": true, "__assert_fail": true, "getopt": true, "getopt_long": true,
	"getenv": true, "setvbuf": true, "fseek": true, "ftell": true, "rewind": true, "feof": true,
	"toupper": true, "tolower": true, "__ctype_b_loc": true, "isspace": true, "isdigit": true, "isalpha": true,
	"_Znwm": true, "_Znam": true, "_ZdlPv": true, "_ZdaPv": true, "_ZdlPvm": true, "_ZdaPvm": true,
}

// externWritten returns the arguments of the external call c (callee name)
// that may have a pointer written through them.
func externWritten(name string, args []value.Value) []value.Value {
	base := name
	if strings.HasPrefix(name, "llvm.") {
		if i := strings.LastIndex(name, ".p0"); i > 0 {
			base = name[:i]
		}
		if _, ok := externWrites[base]; !ok {
			return nil // other intrinsics write nothing the program loads as a pointer
		}
	}
	if readsOnly[base] || omp.IsRuntime(base) {
		return nil
	}
	if idx, ok := externWrites[base]; ok {
		var out []value.Value
		for _, i := range idx {
			if i < len(args) {
				out = append(out, args[i])
			}
		}
		return out
	}
	var out []value.Value
	for _, a := range args {
		if _, ok := a.Type().(*types.PointerType); ok {
			out = append(out, a)
		}
	}
	return out
}

// memoryGate decides whether whole walks may keep a memory (memoryOff, the
// reason when not) and which locals external calls write pointers to
// (extCells). It runs after flowTables (onPath).
func (t *Trace) memoryGate() {
	t.extCells = map[*ir.InstAlloca]bool{}
	off := func(format string, args ...any) {
		if t.memoryOff == "" {
			t.memoryOff = fmt.Sprintf(format, args...)
		}
	}
	if t.unfollowed {
		off("a call the trace does not follow")
	}
	if t.recursionCut {
		// A walk that takes one activation of a recursion for all of
		// them makes the stores of one.
		off("a recursive call")
	}
	t.heldStores = map[*Branch]bool{}
	t.gateScan(off, t.heldStores, func(f *irreader.Func, in *irreader.Inst, off offFunc) {
		if st, ok := in.IR.(*ir.InstStore); ok && storeKindOf(st) != storePlain && !t.onPath[st] {
			off("a store of a pointer off the walked path (%s, line %d)", f.Name, in.Line)
			return
		}
		if in.Bulk != nil && bulkKindOf(in.Bulk) != storePlain {
			if !t.onPath[in.IR] {
				off("a memset or memcpy of pointers off the walked path (%s, line %d)", f.Name, in.Line)
			}
			return // the walk makes it (storeBulk)
		}
		cv := callValue(in)
		if cv == nil {
			return
		}
		callee, args, _ := callParts(cv)
		fn, ok := callee.(*ir.Func)
		if !ok {
			if _, isAsm := callee.(*ir.InlineAsm); !isAsm {
				off("a call through a pointer (%s, line %d)", f.Name, in.Line)
			}
			return
		}
		if len(fn.Blocks) > 0 {
			return // defined: walked, or unfollowed
		}
		for _, arg := range externWritten(t.calleeOf(cv), args) {
			v := irreader.StripPtrCasts(arg)
			pt, ok := v.Type().(*types.PointerType)
			if !ok || !holdsPointer(pt.ElemType, 0) || librarysOwn(v) {
				continue
			}
			if x, ok := v.(*ir.InstAlloca); ok {
				if zeroes(t.calleeOf(cv)) {
					continue // a local's initialiser (= {0}): its pointers are stored after
				}
				if _, cell := x.ElemType.(*types.PointerType); cell && x.NElems == nil {
					t.extCells[x] = true // a pointer local: its loads follow flow.go
					continue
				}
				off("%s may write a pointer into a local it gets the address of (%s, line %d)", t.calleeOf(cv), f.Name, in.Line)
				continue
			}
			off("%s may write a pointer through its argument (%s, line %d)", t.calleeOf(cv), f.Name, in.Line)
		}
	})
}

// offFunc records why a gate is closed.
type offFunc func(format string, args ...any)

// gateScan calls visit on every instruction of the blocks the counts reach,
// with the off that applies there: off itself, or, in what lies behind held
// Branches' other successors (behindHeld), which no walk enters, one that
// marks those Branches in held instead (walks check that such a branch
// takes its held arm, HeldMissed).
func (t *Trace) gateScan(off offFunc, held map[*Branch]bool, visit func(f *irreader.Func, in *irreader.Inst, off offFunc)) {
	behind, behindFn := t.behindHeld()
	for _, f := range t.in.Module.DefinedFuncs() {
		fc := t.fc[f]
		if fc == nil {
			continue
		}
		for _, b := range f.Blocks {
			if b.Index >= len(fc.Counts) || fc.Counts[b.Index] <= 0 {
				continue
			}
			here := off
			if owners := append(behindFn[f], behind[f][b.Index]...); len(owners) > 0 {
				here = func(string, ...any) {
					for _, br := range owners {
						held[br] = true
					}
				}
			}
			for _, in := range b.Insts {
				visit(f, in, here)
			}
		}
	}
}

// librarysOwn reports whether a pointer a library call writes through is
// the library's own object (the null pointer; an external global such as
// std::cout; a pointer loaded from one, stdin; an exception object from
// __cxa_allocate_exception, which a library constructor such as
// std::runtime_error's fills, or one a landing pad caught; a function; a
// string literal, read-only), not the program's data.
func librarysOwn(v value.Value) bool {
	switch x := v.(type) {
	case *constant.Null:
		return true
	case *ir.InstCall:
		f, ok := irreader.StripPtrCasts(x.Callee).(*ir.Func)
		return ok && f.Name() == "__cxa_allocate_exception"
	case *ir.Func:
		return true // code: a destructor passed to __cxa_throw
	case *constant.ExprGetElementPtr:
		g, ok := irreader.StripPtrCasts(x.Src).(*ir.Global)
		return ok && g.Immutable // a string literal: read-only
	case *ir.InstExtractValue:
		return caughtException(x.X) // __cxa_begin_catch's argument
	case *ir.Global:
		return len(x.Name()) > 0 && x.Init == nil
	case *ir.InstLoad:
		g, ok := x.Src.(*ir.Global)
		return ok && g.Init == nil
	}
	return false
}

// caughtException reports whether v is a landing pad's value, or a phi of
// such values (two landing pads that share a catch).
func caughtException(v value.Value) bool {
	switch x := v.(type) {
	case *ir.InstLandingPad:
		return true
	case *ir.InstPhi:
		for _, inc := range x.Incs {
			if _, ok := inc.X.(*ir.InstLandingPad); !ok {
				return false
			}
		}
		return len(x.Incs) > 0
	}
	return false
}

// behindHeld returns, for the blocks that only the successors of held
// Branches the trace does not hold reach (Branch.dropped), by function, and
// for the functions called from nowhere else (only from such blocks, or
// from one another: a vector's reallocation behind push_back's capacity
// test), the held Branches they lie behind.
func (t *Trace) behindHeld() (map[*irreader.Func]map[int][]*Branch, map[*irreader.Func][]*Branch) {
	if len(t.held) == 0 {
		return nil, nil
	}
	blocks := map[*irreader.Func]map[int][]*Branch{}
	for _, b := range t.held {
		f := b.Frame.Func
		if blocks[f] == nil {
			blocks[f] = map[int][]*Branch{}
		}
		for _, x := range b.dropped {
			if !slices.Contains(blocks[f][x], b) {
				blocks[f][x] = append(blocks[f][x], b)
			}
		}
	}
	// The call sites of every defined function, by caller and block.
	type site struct {
		fn  *irreader.Func
		blk int
	}
	sites := map[*irreader.Func][]site{}
	for _, f := range t.in.Module.DefinedFuncs() {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if cv := callValue(in); cv != nil {
					if g := t.in.Module.Func(t.calleeOf(cv)); g != nil && len(g.Blocks) > 0 {
						sites[g] = append(sites[g], site{f, b.Index})
					}
				}
			}
		}
	}
	// A function is behind when every call of it is; its owners are
	// those of its calls, gathered until nothing changes.
	fns := map[*irreader.Func][]*Branch{}
	for changed := true; changed; {
		changed = false
		for _, g := range t.in.Module.DefinedFuncs() {
			ss := sites[g]
			if len(ss) == 0 || g == t.root.Func {
				continue
			}
			var owners []*Branch
			all := true
			for _, s := range ss {
				from := blocks[s.fn][s.blk]
				if from == nil {
					from = fns[s.fn]
				}
				if from == nil {
					all = false
					break
				}
				for _, b := range from {
					if !slices.Contains(owners, b) {
						owners = append(owners, b)
					}
				}
			}
			if all && len(owners) > len(fns[g]) {
				fns[g], changed = owners, true
			}
		}
	}
	return blocks, fns
}

// maxMemorySteps bounds the iterations and stores StoreIterations follows
// in one walk.
const maxMemorySteps = 1 << 18

// StoresPointer reports whether lp's body, its callees included, stores a
// pointer: a sampled walk then follows the stores of the iterations it
// skips (StoreIterations).
func (t *Trace) StoresPointer(lp *Loop) bool {
	return t.ptrLoops[lp]
}

// StoreIterations makes, in a, the pointer stores of iterations from..to-1
// of lp (counter start + k*step), which a sampled walk skips: through the
// loops and calls that store pointers, every iteration, nothing else. Out of
// steps (maxMemorySteps per walk), the memory is given up.
func (t *Trace) StoreIterations(a *Activation, lp *Loop, start, step, from, to int64) {
	m := a.mem
	if m != nil && from < to {
		t.LoseIntsOf(a, lp) // the numbers are not replayed
	}
	if m == nil || m.lost || from >= to {
		return
	}
	p := &memoryPass{t: t, m: m}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(memoryOver); !ok {
				panic(r)
			}
			m.lost, m.cells = true, nil
		}
	}()
	for k := from; k < to; k++ {
		p.step()
		a.SetIV(lp.Loop, start+k*step)
		p.seq(lp.Body, a)
	}
}

// ArmStores reports whether an arm of b (its callees and loops included)
// stores a pointer, or b is held with pointer stores behind its other
// successors: a walk that cannot tell which arm a visit takes cannot keep
// its memory past it.
func (t *Trace) ArmStores(b *Branch) bool {
	return t.branchStores[b] || t.heldStores[b]
}

// LoseMemory gives up a's memory: the walk skipped stores it cannot make.
func (a *Activation) LoseMemory() {
	if a.mem != nil {
		a.mem.lost, a.mem.cells, a.mem.words = true, nil, nil
	}
}

type memoryOver struct{}

// memoryPass follows the pointer stores of skipped iterations.
type memoryPass struct {
	t *Trace
	m *Memory
}

func (p *memoryPass) step() {
	p.m.steps++
	if p.m.steps > maxMemorySteps {
		panic(memoryOver{})
	}
}

func (p *memoryPass) seq(items []Item, a *Activation) {
	for _, it := range items {
		switch x := it.(type) {
		case *Ref:
			if x.store != storePlain {
				p.step()
				p.t.Store(a, x)
			}
		case *Loop:
			if !p.t.StoresPointer(x) {
				continue
			}
			N, start, step := a.Span(x)
			for k := int64(0); k < N; k++ {
				p.step()
				a.SetIV(x.Loop, start+k*step)
				p.seq(x.Body, a)
			}
			a.SetIV(x.Loop, start+N*step)
		case *Call:
			if p.t.callStores[x] {
				p.seq(x.Body, p.t.Enter(a, x))
			}
		case *Branch:
			p.seq(x.Arms[p.t.Arm(a, x)], a)
		}
	}
}

// pointerStores fills ptrLoops and callStores: the loops and calls whose
// bodies store a pointer, branchStores: the Branches whose arms store one
// that is still there after their join, and armStores: whether any does. A
// store to a private local of a function an arm calls (an -O0 callee's
// spilled pointer argument) is gone when the callee returns: it does not
// make its callers' Branches' arms store.
func (t *Trace) pointerStores() {
	// walk returns whether items store a pointer other than to a private
	// local of their own frame (out), and whether they store one there
	// (own).
	var walk func(items []Item) (out, own bool)
	walk = func(items []Item) (out, own bool) {
		for _, it := range items {
			switch x := it.(type) {
			case *Ref:
				if x.store == storePlain {
					continue
				}
				if al, ok := irreader.StripPtrCasts(x.Acc.Ptr).(*ir.InstAlloca); ok && x.Frame.Func.PrivateLocal(al) {
					own = true
				} else {
					out = true
				}
			case *Loop:
				o, w := walk(x.Body)
				if o || w {
					t.ptrLoops[x] = true
				}
				out, own = out || o, own || w
			case *Call:
				o, w := walk(x.Body)
				if o || w {
					t.callStores[x] = true
				}
				out = out || o
			case *Branch:
				for _, arm := range x.Arms {
					o, w := walk(arm)
					if o || w {
						t.branchStores[x], t.armStores = true, true
					}
					out, own = out || o, own || w
				}
			}
		}
		return out, own
	}
	t.ptrLoops, t.callStores, t.branchStores = map[*Loop]bool{}, map[*Call]bool{}, map[*Branch]bool{}
	walk(t.Body)
}

// MemoryOff says why walks of t keep no memory, "" when they do.
func (t *Trace) MemoryOff() string { return t.memoryOff }

// zeroes reports whether the function named name clears memory (libc's
// memset or bzero, where clang did not make it llvm.memset, which the walk
// makes itself): on a local, an initialiser.
func zeroes(name string) bool {
	return name == "memset" || name == "bzero"
}
