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
	"github.com/reusescope/reusescope/loops"
	"github.com/reusescope/reusescope/omp"
)

// Numbers through memory in a whole walk. Beside the pointers it stores
// (memory.go), a walk that visits every iteration in program order may
// keep the bytes of every integer the program stores where the walk can
// evaluate the address and the value: a counter an -O0 build keeps in a
// local and steps in some arms only (k++ under if (j > 0)), the row
// pointers of a CSR matrix the program computes (rowptr[r] = k), a table
// of indices it fills (col[k] = (s >> 8) % n), a flag array it sets. A
// load of an integer that no static rule evaluates (addr.go: counters,
// parameters, a local stored once, its reaching definitions, a field
// every store sets alike) reads those bytes back, so that an address
// x[col[k]], a loop bound rowptr[i + 1] or a test visited[v] == 0 takes
// the run's value. The static rules come first: the memory only adds
// values where they have none.
//
// The bytes are right only if the walk makes every store the run makes
// to them, so the memory of numbers is kept (Trace.intOff is "") only
// when the walk follows everything: no call it does not follow, no store
// or memset off the walked path (the ones behind a held Branch's other
// successors while it takes its held arm: HeldMissed), no library call
// that may write through a pointer (sscanf, fread, time(&t)) except into a
// local it names (those locals are never remembered: extInts), no OpenMP
// region (other threads' stores), and no calloc or realloc in a program
// that frees (a block may take a freed one's place: its bytes are zero or
// copied, not what the memory held there). A store whose address the walk
// cannot evaluate, a Branch arm taken by its probability that stores
// (ArmStoresInt), and iterations a walk skips in a loop that stores
// numbers (LoseInts) give it up for the rest of the walk; a store whose
// value the walk cannot evaluate makes its bytes unknown. A sampled walk
// keeps none (Memory.KeepInts is for whole walks).

// numKind says what an access does to the memory of numbers: nothing (a
// float's load or store, a loop counter's, which the walk holds itself),
// read an integer, or write one (a store or a memset/memcpy). numUnset is
// a Ref intStores did not reach, classified at each visit.
type numKind uint8

const (
	numUnset numKind = iota
	numNone
	numLoad
	numStore
)

// numKindOf classifies r (counters: the counter slots of r's function).
func (t *Trace) numKindOf(r *Ref, counters map[value.Value]bool) numKind {
	if r.Acc.Bulk != nil {
		return numStore
	}
	switch x := r.Acc.Inst.IR.(type) {
	case *ir.InstLoad:
		if _, ok := t.numType(elemType(x.Type())); ok && !counters[irreader.StripPtrCasts(x.Src)] {
			return numLoad // a number, or a vector of them (-O2's vectorised loop)
		}
	case *ir.InstStore:
		if _, ok := t.numType(elemType(x.Src.Type())); ok && !counters[irreader.StripPtrCasts(x.Dst)] {
			return numStore // a number, or a vector of them (-O2's vectorised fill)
		}
	}
	return numNone
}

// counterSlots returns the allocas of f's loop counters (-O0's i), which
// the walk holds itself: their loads read Activation.ivs, their stores are
// not remembered, and a frame forgets their bytes when it is entered
// (enterInts), so that no other frame's number is read there.
func counterSlots(n *loops.Nest) map[value.Value]bool {
	out := map[value.Value]bool{}
	if n == nil {
		return out
	}
	for _, l := range n.Loops {
		if l.IV != nil {
			if al, ok := l.IV.Slot.(*ir.InstAlloca); ok {
				out[al] = true
			}
		}
	}
	return out
}

// memWord is the eight bytes of memory at an 8-byte aligned address, as
// far as a walk knows them: written has a bit set for each byte the walk
// stored to, known for each whose value it knows. A byte never written
// holds what the program starts with (image): a global's initialiser, a
// calloc block's zero.
type memWord struct {
	bits           uint64
	known, written uint8
	// seq is the Memory's write count at the word's latest write
	// (Memory.writes), for the reads that stand for an earlier time
	// (Activation.lazySince).
	seq uint64
}

// maxIntBulk bounds the bytes a memset or memcpy changes in the memory of
// numbers; a longer one gives the memory up unless it clears or copies
// known bytes (then it is made byte by byte up to this bound only).
const maxIntBulk = 1 << 19

// KeepInts makes m keep the numbers a whole walk of t stores, when t allows
// it (IntsOff is ""); a nil m stays nil.
func (m *Memory) KeepInts(t *Trace) {
	if m == nil || t.intOff != "" {
		return
	}
	t.imageOnce.Do(t.indexImage)
	m.words = map[uint64]memWord{}
	m.image = t.image
}

// IntsOff says why walks of t keep no memory of numbers, "" when whole
// walks may (Memory.KeepInts).
func (t *Trace) IntsOff() string { return t.intOff }

// LoseInts gives up the numbers a's memory holds for the rest of the walk:
// the walk skipped, or guessed at, stores it cannot make.
func (a *Activation) LoseInts() {
	if a.mem != nil {
		a.mem.words = nil
	}
}

// LoseIntsOf forgets, in a's memory of numbers, what the iterations of lp
// the walk does not make (or makes with a guessed trip) would store: the
// locals of lp's frame it stores to, whole (-O0's acc += x[k] in a loop
// stopped by rand(); a histogram's lens[len]++ at -O2), or everything where
// it stores elsewhere (through a pointer, in a callee). a is the
// activation lp runs in.
func (t *Trace) LoseIntsOf(a *Activation, lp *Loop) {
	if t.intLoops[lp] {
		t.loseInts(a, lp)
	}
}

// LoseArmInts forgets, in a's memory of numbers, what an arm of b may have
// stored where the walk took an arm b's condition did not select: the
// locals of b's frame its arms store to, whole, or everything where they
// store elsewhere or b holds stores behind its other successors
// (ArmStoresInt). a is the activation b runs in.
func (t *Trace) LoseArmInts(a *Activation, b *Branch) {
	switch {
	case t.heldInts[b]:
		a.LoseInts()
	case t.intBranches[b]:
		t.loseInts(a, b)
	}
}

// loseInts forgets the locals the stores within x (a Loop or a Branch)
// write, or every number where x stores elsewhere.
func (t *Trace) loseInts(a *Activation, x Item) {
	m := a.mem
	if m == nil || m.words == nil {
		return
	}
	if t.looseInts[x] {
		m.words = nil
		return
	}
	for _, al := range t.slotInts[x] {
		if !t.forgetLocal(a, al) {
			m.words = nil
			return
		}
	}
}

// slotOf returns the local r stores to when it is one of frame fr's
// (localBase); nil otherwise.
func slotOf(r *Ref, fr *Frame) *ir.InstAlloca {
	st, ok := r.Acc.Inst.IR.(*ir.InstStore)
	if !ok || r.Acc.Bulk != nil || r.Frame == nil || r.Frame != fr {
		return nil
	}
	return localBase(r.Frame, st.Dst)
}

// localBase returns the local of fr's function that the address p points
// into (the local itself, or an element or field of it through inbounds
// getelementptrs), when that local is allocated at the function's entry:
// a fixed place for the whole activation. nil otherwise.
func localBase(fr *Frame, p value.Value) *ir.InstAlloca {
	if fr == nil || len(fr.Func.Blocks) == 0 {
		return nil
	}
	p = irreader.StripPtrCasts(p)
	for range 8 {
		gep, ok := p.(*ir.InstGetElementPtr)
		if !ok || !gep.InBounds {
			break
		}
		p = irreader.StripPtrCasts(gep.Src)
	}
	al, ok := p.(*ir.InstAlloca)
	if !ok || !isConstOne(al.NElems) || !slices.Contains(fr.Func.Blocks[0].IR.Insts, ir.Instruction(al)) {
		return nil
	}
	return al
}

// forgetLocal makes the bytes of local al (of a's frame) unknown in a's
// memory of numbers; false where it cannot (al nil, its address or size
// not known).
func (t *Trace) forgetLocal(a *Activation, al *ir.InstAlloca) bool {
	if al == nil || a.mem == nil || a.mem.words == nil {
		return false
	}
	addr, ok := t.Eval(a, al)
	size, err := irreader.StoreSize(al.ElemType)
	if !ok || err != nil || size <= 0 {
		return false
	}
	a.mem.write(uint64(addr), size, 0, false)
	return true
}

// isConstOne reports whether an alloca's element count is absent or 1.
func isConstOne(v value.Value) bool {
	if v == nil {
		return true
	}
	c, ok := v.(*constant.Int)
	return ok && c.X.IsInt64() && c.X.Int64() == 1
}

// AddrOfData evaluates the address of r, an access the static rules take
// as indexed by data (DataIndexed), where the walk has the run's values of
// what the index is computed from: numbers the program stored and the walk
// kept (x[col[k]]), and values carried in registers from iteration to
// iteration (a generator's state at -O2, s = s * a + c), which the walk
// evaluates iteration by iteration from the loop's entry (carried). ok is
// false when the evaluation read an integer from memory that neither a
// counter nor the kept numbers answered: the static rules' value of a
// number in memory is not the run's.
func (t *Trace) AddrOfData(a *Activation, r *Ref) (uint64, bool) {
	m := a.mem
	if m == nil {
		return 0, false
	}
	if m.words == nil && t.readsNumber(r) {
		return 0, false
	}
	m.intElse = false
	addr, ok := t.Addr(a, r)
	if !ok || m.intElse {
		return 0, false
	}
	return addr, true
}

// KeepsInts reports whether a's walk still holds the numbers it stored.
func (a *Activation) KeepsInts() bool { return a.mem != nil && a.mem.words != nil }

// StoresInt reports whether lp's body, its callees included, stores to
// memory anything but a pointer: a walk that skips iterations of it loses
// the memory of numbers (LoseInts).
func (t *Trace) StoresInt(lp *Loop) bool { return t.intLoops[lp] }

// UserProbs reports whether the probabilities are a user's (Input.UserProbs),
// which a walk follows rather than the arms the program's values select.
func (t *Trace) UserProbs() bool { return t.in.UserProbs }

// GuessedTrip reports whether lp leaves from a block whose branch's
// probability is an estimate (Input.Guessed): a walk that takes the
// average trip, not one it evaluates per instance, loses the memory of
// numbers when lp stores them.
func (t *Trace) GuessedTrip(lp *Loop) bool { return t.guessedLoop[lp] }

// ArmStoresInt reports whether an arm of b stores a number (or is held with
// stores behind its other successors): a walk that takes an arm b's
// condition did not select loses the memory of numbers.
func (t *Trace) ArmStoresInt(b *Branch) bool { return t.intBranches[b] || t.heldInts[b] }

// write sets the n bytes at p to the low bytes of v (known) or makes them
// unknown.
func (m *Memory) write(p uint64, n int64, v uint64, known bool) {
	m.writes++
	for n > 0 {
		w := p &^ 7
		off := p - w
		k := min(int64(8-off), n)
		word := m.words[w]
		var mask uint64
		if k == 8 {
			mask = ^uint64(0)
		} else {
			mask = (uint64(1)<<(8*k) - 1) << (8 * off)
		}
		bmask := uint8((uint16(1)<<k - 1) << off)
		word.written |= bmask
		word.seq = m.writes
		if known {
			word.bits = word.bits&^mask | v<<(8*off)&mask
			word.known |= bmask
		} else {
			word.known &^= bmask
		}
		m.words[w] = word
		v >>= 8 * uint(k)
		p += uint64(k)
		n -= k
	}
}

// read returns the n bytes at p, little endian, when the memory knows them
// all: the walk stored them, or never did and the program's initial image
// gives them.
func (m *Memory) read(p uint64, n int64) (uint64, bool) {
	var v uint64
	shift := uint(0)
	for n > 0 {
		w := p &^ 7
		off := p - w
		k := min(int64(8-off), n)
		word := m.words[w]
		bmask := uint8((uint16(1)<<k - 1) << off)
		if word.written&bmask != bmask {
			// Some bytes never written: byte by byte, from the image.
			for i := int64(0); i < k; i++ {
				q := p + uint64(i)
				bit := uint8(1) << ((q - w) & 7)
				var b uint64
				switch {
				case word.written&bit == 0:
					x, ok := m.image.byteAt(q)
					if !ok {
						return 0, false
					}
					b = uint64(x)
				case word.known&bit != 0:
					b = word.bits >> (8 * (q - w)) & 0xff
				default:
					return 0, false
				}
				v |= b << shift
				shift += 8
			}
			p += uint64(k)
			n -= k
			continue
		}
		if word.known&bmask != bmask {
			return 0, false
		}
		part := word.bits >> (8 * off)
		if k < 8 {
			part &= uint64(1)<<(8*k) - 1
		}
		v |= part << shift
		shift += 8 * uint(k)
		p += uint64(k)
		n -= k
	}
	return v, true
}

// forgetRange makes the bytes [p, p+n) unknown; a range longer than
// maxIntBulk gives the memory up.
func (m *Memory) forgetRange(p, n uint64) {
	if n > maxIntBulk {
		m.words = nil
		return
	}
	m.write(p, int64(n), 0, false)
}

// aheadOf makes the memory of numbers refuse, until the function it
// returns is called, the locals of a's frame that l's body stores: its
// trip is evaluated at its entry, before its header runs, so a local the
// header stores before the test reads it (-O0's std::min(ii + bs, n)
// through a temporary) holds the last instance's value there, not this
// one's; the static rules evaluate what is stored instead.
func (t *Trace) aheadOf(a *Activation, l *loops.Loop) func() {
	m := a.mem
	if m == nil || m.words == nil || a.detached {
		return func() {}
	}
	als := t.loopLocals(a.Frame.Func, l)
	if len(als) == 0 {
		return func() {}
	}
	saved := m.ahead
	fl := t.layout.frame(a.Frame.Func)
	for _, al := range als {
		if off, ok := fl.offsets[al]; ok {
			lo := uint64(int64(a.fp) + off)
			m.ahead = append(m.ahead, span{lo, lo + allocaSize(al)})
		}
	}
	return func() { m.ahead = saved }
}

// loopLocals returns the locals of f that a store in l's blocks writes
// (made once per loop; walks share the trace).
func (t *Trace) loopLocals(f *irreader.Func, l *loops.Loop) []*ir.InstAlloca {
	if v, ok := t.loopLocalMemo.Load(l); ok {
		return v.([]*ir.InstAlloca)
	}
	var out []*ir.InstAlloca
	for _, b := range f.Blocks {
		if !l.Contains(b.Index) {
			continue
		}
		for _, in := range b.Insts {
			if st, ok := in.IR.(*ir.InstStore); ok {
				if al, ok := irreader.StripPtrCasts(st.Dst).(*ir.InstAlloca); ok && !slices.Contains(out, al) {
					out = append(out, al)
				}
			}
		}
	}
	t.loopLocalMemo.Store(l, out)
	return out
}

// loadedVal is the number a load read at its latest visit, and its address
// (Activation.loaded).
type loadedVal struct {
	addr, v int64
	ok      bool
	// permuted: the pointer read lies where the program permutes
	// pointers as data decides (Memory.readPermuted).
	permuted bool
}

// visitLoad records the number the int load r reads at this visit in a:
// its value where the program uses it, after stores that follow it may
// have changed its place (k++ at -O0 stores k before the access it
// indexes).
func (t *Trace) visitLoad(a *Activation, ld *ir.InstLoad) {
	if vt, ok := ld.Type().(*types.VectorType); ok {
		t.visitVectorLoad(a, ld, vt)
		return
	}
	it, ok := t.numType(ld.Type()) // a float's bits too
	if !ok {
		return
	}
	addr, ok := t.Eval(a, ld.Src)
	if !ok {
		delete(a.loaded, ld)
		return
	}
	v, ok := t.loadIntAt(a, ld, it, addr)
	if a.loaded == nil {
		a.loaded = map[*ir.InstLoad]loadedVal{}
	}
	a.loaded[ld] = loadedVal{addr: addr, v: v, ok: ok}
}

// loadedLanes is what a vector load read at its latest visit, lane by
// lane, from the vector at addr.
type loadedLanes struct {
	addr int64
	v    []int64
	ok   []bool
}

// visitVectorLoad records the lanes the vector load ld reads at this
// visit in a: evaluated later (a lane of a compare after the loop's store
// of the updated vector, x[i] += vx[i] * dt then x[i] < 0 at -O2), the load
// is the value it read, not what memory holds by then.
func (t *Trace) visitVectorLoad(a *Activation, ld *ir.InstLoad, vt *types.VectorType) {
	it, ok := t.numType(vt.ElemType)
	if !ok || it.BitSize%8 != 0 || vt.Scalable || vt.Len > maxLanes {
		return
	}
	addr, ok := t.Eval(a, ld.Src)
	if !ok {
		delete(a.lanes, ld)
		return
	}
	rec := loadedLanes{addr: addr, v: make([]int64, vt.Len), ok: make([]bool, vt.Len)}
	size := int64(it.BitSize / 8)
	for k := range rec.v {
		rec.v[k], rec.ok[k] = t.loadIntAt(a, ld, it, addr+int64(k)*size)
	}
	if a.lanes == nil {
		a.lanes = map[*ir.InstLoad]loadedLanes{}
	}
	a.lanes[ld] = rec
}

// EnterLoop tells a that a walk enters an instance of lp: what its loads
// read at their visits in earlier instances is no value of this one (its
// trip, evaluated before its header's loads run, reads memory). It counts
// as one of the walk's moves (Memory.moves).
func (a *Activation) EnterLoop(lp *Loop) {
	if a.inside == nil {
		a.inside = map[*loops.Loop]int{}
	}
	a.inside[lp.Loop]++
	delete(a.passes, lp.Loop) // a new instance: not the last one's iteration
	if a.mem != nil {
		a.mem.moves++
		if a.mem.words != nil {
			if a.entered == nil {
				a.entered = map[*loops.Loop]loopEntry{}
			}
			a.entered[lp.Loop] = loopEntry{a.mem.writes, true}
		}
	}
	if len(a.loaded) == 0 && len(a.lanes) == 0 {
		return
	}
	for _, ld := range a.t.loopLoads[lp] {
		delete(a.loaded, ld)
		delete(a.lanes, ld)
	}
}

// storeInt makes the store or memset/memcpy r in a's memory of numbers.
func (t *Trace) storeInt(a *Activation, r *Ref) {
	m := a.mem
	if r.Acc.Bulk != nil {
		t.storeIntBulk(a, r)
		return
	}
	st, ok := r.Acc.Inst.IR.(*ir.InstStore)
	if !ok {
		return
	}
	if vt, ok := st.Src.Type().(*types.VectorType); ok {
		t.storeIntVector(a, st, vt)
		return
	}
	it, isInt := t.numType(st.Src.Type())
	if !isInt {
		// A pointer's bytes (or a float's, where the trace keeps no
		// floats): the walk reads numbers only as the program stored
		// them (no type punning through memory).
		return
	}
	addr, ok := t.Eval(a, st.Dst)
	if !ok {
		// Where the index is unknown (hist[rand() % 8]++), a local's
		// element: the local, whole, may have changed; otherwise any
		// place may have.
		if !t.forgetLocal(a, localBase(r.Frame, st.Dst)) {
			m.words = nil
		}
		return
	}
	size, err := irreader.StoreSize(st.Src.Type())
	if err != nil || size <= 0 {
		m.words = nil
		return
	}
	if al, ok := irreader.StripPtrCasts(st.Dst).(*ir.InstAlloca); ok && t.extInts[al] {
		m.write(uint64(addr), size, 0, false)
		return
	}
	if it.BitSize <= 64 && size <= 8 {
		v, ok := t.Eval(a, st.Src)
		m.write(uint64(addr), size, uint64(v), ok)
		return
	}
	m.forgetRange(uint64(addr), uint64(size))
}

// storeIntBulk makes a memset or memcpy: a memset's bytes are its value's,
// a copy moves what the memory knows of its source (read before it
// writes: a memmove may overlap). A range the walk cannot evaluate gives
// the memory up.
func (t *Trace) storeIntBulk(a *Activation, r *Ref) {
	m, op := a.mem, r.Acc.Bulk
	n, ok1 := t.Eval(a, op.Len)
	dst, ok2 := t.Eval(a, r.Acc.Ptr)
	if !ok1 || !ok2 || n < 0 {
		m.words = nil
		return
	}
	if n > maxIntBulk {
		m.words = nil
		return
	}
	if op.Src == nil {
		b, ok := t.Eval(a, op.Val)
		for i := int64(0); i < n; i++ {
			m.write(uint64(dst+i), 1, uint64(b), ok)
		}
		return
	}
	src, ok := t.Eval(a, op.Src)
	if !ok {
		m.forgetRange(uint64(dst), uint64(n))
		return
	}
	type byteOf struct {
		v     uint64
		known bool
	}
	bytes := make([]byteOf, n)
	for i := int64(0); i < n; i++ {
		v, ok := m.read(uint64(src+i), 1)
		bytes[i] = byteOf{v, ok}
	}
	for i, b := range bytes {
		m.write(uint64(dst)+uint64(i), 1, b.v, b.known)
	}
}

// loadInt returns the number load ld reads in a when the walk's memory of
// numbers knows every byte of it, sign-extended from the load's width (as
// the evaluator holds integers): at its latest visit (visitLoad), where its
// address is the one it had there, else what memory holds now.
func (t *Trace) loadInt(a *Activation, ld *ir.InstLoad, d int) (int64, bool) {
	m := a.mem
	if m == nil || m.words == nil {
		return 0, false
	}
	it, ok := t.numType(ld.Type())
	if !ok {
		return 0, false
	}
	addr, ok := t.eval(a, ld.Src, d)
	if !ok {
		return 0, false
	}
	if rec, seen := a.loaded[ld]; seen && rec.addr == addr {
		// What it read where it ran, stores after it (k++) aside; a
		// different address is another iteration's (a carried value).
		return rec.v, rec.ok
	}
	if t.stale(a, ld, addr, int64(it.BitSize+7)/8) {
		return 0, false
	}
	return t.loadIntAt(a, ld, it, addr)
}

// stale reports whether the n bytes at addr that load ld reads, evaluated
// now rather than at a visit of ld, may have changed since ld read them:
// ld lies in a loop the walk has entered and left (a count -O2 keeps in a
// register and reads after its loop, an exit value), and a byte was
// written since that loop's latest instance began (lazySince).
func (t *Trace) stale(a *Activation, ld *ir.InstLoad, addr, n int64) bool {
	if a.mem == nil || a.mem.words == nil {
		return false
	}
	since, lazy := t.lazySince(a, ld)
	return lazy && a.mem.writtenSince(uint64(addr), n, since)
}

// readsNumber reports whether r's address is computed from an integer
// loaded from memory (through casts, arithmetic and phis, a few levels
// deep): what the memory of numbers may answer. One computed from values
// carried in registers alone (a generator's state, s = s * a + c at -O2)
// is data the memory does not hold. Worked out once per access.
func (t *Trace) readsNumber(r *Ref) bool {
	if v, ok := t.readsNumberMemo.Load(r.Acc); ok {
		return v.(bool)
	}
	seen := map[value.Value]bool{}
	var walk func(v value.Value, depth int) bool
	walk = func(v value.Value, depth int) bool {
		if depth > 12 || seen[v] {
			return false
		}
		seen[v] = true
		switch x := v.(type) {
		case *ir.InstLoad:
			_, isInt := x.Type().(*types.IntType)
			return isInt
		case *ir.InstGetElementPtr:
			for _, ix := range x.Indices {
				if walk(ix, depth+1) {
					return true
				}
			}
			return walk(x.Src, depth+1)
		case *ir.InstPhi:
			for _, inc := range x.Incs {
				if walk(inc.X, depth+1) {
					return true
				}
			}
		case *ir.InstSelect:
			return walk(x.ValueTrue, depth+1) || walk(x.ValueFalse, depth+1)
		case *ir.InstSExt:
			return walk(x.From, depth+1)
		case *ir.InstZExt:
			return walk(x.From, depth+1)
		case *ir.InstTrunc:
			return walk(x.From, depth+1)
		case *ir.InstBitCast:
			return walk(x.From, depth+1)
		}
		if p, q := loops.BinaryOperands(v); p != nil {
			return walk(p, depth+1) || walk(q, depth+1)
		}
		return false
	}
	out := walk(r.Acc.Ptr, 0)
	t.readsNumberMemo.Store(r.Acc, out)
	return out
}

// storedAhead reports whether the byte at p was stored in a loop whose
// trip is evaluated ahead of the stores its header makes (aheadOf): its
// bytes are not read.
func (m *Memory) storedAhead(p uint64) bool {
	for _, sp := range m.ahead {
		if p >= sp.lo && p < sp.hi {
			return true
		}
	}
	return false
}

// loadIntAt is loadInt of ld, of type it, at address addr.
func (t *Trace) loadIntAt(a *Activation, ld *ir.InstLoad, it *types.IntType, addr int64) (int64, bool) {
	m := a.mem
	if m.storedAhead(uint64(addr)) {
		return 0, false
	}
	if (a.evalOnly || a.evalCall) && uint64(addr) < a.fp && uint64(addr) >= a.fp-evalOnlyStack {
		// A frame another call reused (loadMemoryAt), or the numbers the
		// last walked call of this function left in it (evalCall).
		return 0, false
	}
	size := (int64(it.BitSize) + 7) / 8
	v, ok := m.read(uint64(addr), size)
	if !ok {
		return 0, false
	}

	if bits := uint(it.BitSize); bits < 64 {
		if bits == 1 {
			return int64(v & 1), true // an i1 is 0 or 1 in the evaluator
		}
		shift := 64 - bits
		return int64(v<<shift) >> shift, true
	}
	return int64(v), true
}

// writesNothing lists library functions that write nothing through their
// pointer arguments (they print, compare, convert or allocate).
var writesNothing = map[string]bool{
	"printf": true, "fprintf": true, "vprintf": true, "vfprintf": true, "puts": true, "fputs": true,
	"putchar": true, "fputc": true, "putc": true, "fwrite": true, "fflush": true, "fopen": true,
	"fclose": true, "perror": true, "strlen": true, "strcmp": true, "strncmp": true, "strcasecmp": true,
	"strncasecmp": true, "strchr": true, "strrchr": true, "strstr": true, "strdup": true, "memcmp": true,
	"memchr": true, "atoi": true, "atol": true, "atoll": true, "atof": true, "malloc": true, "free": true,
	"aligned_alloc": true, "exit": true, "abort": true, "clock": true, "rand": true, "srand": true,
	"srand48": true, "drand48": true, "random": true, "srandom": true, "__assert_fail": true, "getenv": true,
	"setvbuf": true, "fseek": true, "ftell": true, "rewind": true, "feof": true, "toupper": true,
	"tolower": true, "__ctype_b_loc": true, "isspace": true, "isdigit": true, "isalpha": true,
	"_Znwm": true, "_Znam": true, "_ZdlPv": true, "_ZdaPv": true, "_ZdlPvm": true, "_ZdaPvm": true,
	"calloc": true, "realloc": true, // placed by the heap model; see intGate
}

// writesFrom lists library functions that write through every pointer
// argument from an index on (the conversions of scanf's family).
var writesFrom = map[string]int{
	"scanf": 1, "__isoc99_scanf": 1, "fscanf": 2, "__isoc99_fscanf": 2, "sscanf": 2, "__isoc99_sscanf": 2,
}

// writesTo lists library functions that write through the arguments at
// the indices given, beside those of externWrites (which writes pointers
// through them).
var writesTo = map[string][]int{
	"sprintf": {0}, "snprintf": {0}, "vsnprintf": {0}, "fgets": {0}, "fread": {0}, "strcpy": {0},
	"strncpy": {0}, "strcat": {0}, "strncat": {0}, "time": {0}, "gettimeofday": {0}, "clock_gettime": {1},
}

// bytesWritten returns the arguments of a call of library function name
// through which it may write memory: those the tables name, else every
// pointer argument.
func bytesWritten(name string, args []value.Value) []value.Value {
	pick := func(idx []int) []value.Value {
		var out []value.Value
		for _, i := range idx {
			if i < len(args) {
				out = append(out, args[i])
			}
		}
		return out
	}
	if from, ok := writesFrom[name]; ok {
		if from >= len(args) {
			return nil
		}
		return args[from:]
	}
	if idx, ok := writesTo[name]; ok {
		return pick(idx)
	}
	if idx, ok := externWrites[name]; ok {
		return pick(idx)
	}
	return args
}

// intGate decides whether whole walks may keep a memory of numbers (intOff,
// the reason when not), which locals library calls write (extInts), and
// which loops, Branches and held Branches store numbers (intLoops,
// intBranches, heldInts). It runs after memoryGate.
func (t *Trace) intGate() {
	t.extInts = map[*ir.InstAlloca]bool{}
	t.extIntsOf = map[*irreader.Func][]*ir.InstAlloca{}
	t.heldInts = map[*Branch]bool{}
	off := func(format string, args ...any) {
		if t.intOff == "" {
			t.intOff = fmt.Sprintf(format, args...)
		}
	}
	if t.memoryOff != "" {
		off("%s", t.memoryOff)
	}
	if t.in.UserProbs {
		off("probabilities given by a script, which the walk follows")
	}
	for _, g := range t.in.Module.LL.Globals {
		if g.Name() == "llvm.global_ctors" {
			t.ctors = true
		}
	}
	frees, realloc := false, false
	t.gateScan(off, t.heldInts, func(f *irreader.Func, in *irreader.Inst, off offFunc) {
		if _, ok := in.IR.(*ir.InstStore); ok && !t.onPath[in.IR] {
			off("a store off the walked path (%s, line %d)", f.Name, in.Line)
			return
		}
		if in.Bulk != nil {
			if !t.onPath[in.IR] {
				off("a memset or memcpy off the walked path (%s, line %d)", f.Name, in.Line)
			}
			return
		}
		cv := callValue(in)
		if cv == nil {
			return
		}
		if irreader.ForkTarget(in) != "" {
			off("an OpenMP region (%s, line %d): other threads' stores", f.Name, in.Line)
			return
		}
		callee, args, _ := callParts(cv)
		fn, ok := callee.(*ir.Func)
		if !ok || len(fn.Blocks) > 0 {
			return // through a pointer (memoryOff), or defined: walked
		}
		name := t.calleeOf(cv)
		switch heapKinds[name] {
		case hFree:
			frees = true
		case hRealloc, hCalloc:
			realloc = true
		}
		if strings.HasPrefix(name, "llvm.") || writesNothing[name] || omp.IsRuntime(name) {
			return
		}
		for _, arg := range bytesWritten(name, args) {
			v := irreader.StripPtrCasts(arg)
			if _, ok := v.Type().(*types.PointerType); !ok || librarysOwn(v) {
				continue
			}
			if x, ok := v.(*ir.InstAlloca); ok {
				if !t.extInts[x] {
					t.extInts[x] = true
					t.extIntsOf[f] = append(t.extIntsOf[f], x)
				}
				continue
			}
			off("%s may write through its argument (%s, line %d)", name, f.Name, in.Line)
		}
	})
	for _, f := range t.in.Module.DefinedFuncs() {
		for al := range counterSlots(t.in.Nests[f]) {
			t.extIntsOf[f] = append(t.extIntsOf[f], al.(*ir.InstAlloca))
		}
	}
	// Whether calloc's and realloc's blocks hold their own bytes is known
	// once the heap is placed (zeroesGate).
	t.reusesHeap = frees && realloc
}

// zeroesGate gives up the memory of numbers in a program that frees and
// callocs or reallocs where a block may take a freed one's place
// (freshZeroes). It runs after placeHeap.
func (t *Trace) zeroesGate() {
	if t.reusesHeap && t.intOff == "" && !t.freshZeroes() {
		t.intOff = "calloc or realloc in a program that frees, where a block may take a freed one's place"
	}
}

// intStores fills intLoops and intBranches: the loops and the Branches an
// arm of which store anything but a pointer (their callees included);
// guessedLoop, the loops that leave from a guessed branch; and loopLoads,
// the loads within each loop (its frame's, not its callees').
func (t *Trace) intStores() {
	// holder is a loop or Branch around the items walked, and its frame.
	type holder struct {
		item  Item
		frame *Frame
	}
	var open []holder // the loops and Branches around the items walked
	counters := map[*loops.Nest]map[value.Value]bool{}
	var walk func(items []Item) bool
	walk = func(items []Item) bool {
		any := false
		for _, it := range items {
			switch x := it.(type) {
			case *Ref:
				var nest *loops.Nest
				if x.Frame != nil {
					nest = x.Frame.nest
				}
				slots, ok := counters[nest]
				if !ok {
					slots = counterSlots(nest)
					counters[nest] = slots
				}
				x.num = t.numKindOf(x, slots)
				if x.num == numStore {
					any = true
					for _, h := range open {
						if al := slotOf(x, h.frame); al != nil {
							if !slices.Contains(t.slotInts[h.item], al) {
								t.slotInts[h.item] = append(t.slotInts[h.item], al)
							}
						} else {
							t.looseInts[h.item] = true
						}
					}
				}
				if ld, ok := x.Acc.Inst.IR.(*ir.InstLoad); ok {
					for _, h := range open {
						if lp, ok := h.item.(*Loop); ok {
							t.loopLoads[lp] = append(t.loopLoads[lp], ld)
						}
					}
				}
			case *Loop:
				for _, b := range x.Loop.Exiting {
					if t.in.Guessed[x.Frame.Func.Blocks[b]] {
						t.guessedLoop[x] = true
					}
				}
				open = append(open, holder{x, x.Frame})
				if walk(x.Body) {
					t.intLoops[x] = true
					any = true
				}
				open = open[:len(open)-1]
			case *Call:
				if walk(x.Body) {
					any = true
				}
			case *Branch:
				open = append(open, holder{x, x.Frame})
				for _, arm := range x.Arms {
					if walk(arm) {
						t.intBranches[x] = true
						any = true
					}
				}
				open = open[:len(open)-1]
			}
		}
		return any
	}
	t.intLoops, t.intBranches, t.guessedLoop = map[*Loop]bool{}, map[*Branch]bool{}, map[*Loop]bool{}
	t.slotInts, t.looseInts = map[Item][]*ir.InstAlloca{}, map[Item]bool{}
	t.loopLoads = map[*Loop][]*ir.InstLoad{}
	walk(t.Body)
}

// enterInts forgets, in the memory of numbers, the locals of b's frame that
// library calls write (extInts): what an earlier frame left at their
// addresses is not what the call will write there.
func (t *Trace) enterInts(b *Activation) {
	if b.mem == nil || b.mem.words == nil {
		return
	}
	for _, al := range t.extIntsOf[b.Frame.Func] {
		addr, ok := t.Eval(b, al)
		size, err := irreader.StoreSize(al.ElemType)
		if !ok || err != nil || size <= 0 {
			b.mem.words = nil
			return
		}
		b.mem.forgetRange(uint64(addr), uint64(size))
	}
}

// loopEntry is the memory's write count when a walk entered the latest
// instance of a loop (Memory.writes), and whether the walk is still in it.
type loopEntry struct {
	writes uint64
	active bool
}

// ExitLoop records that the walk has left the instance of lp it entered
// last (EnterLoop).
func (a *Activation) ExitLoop(lp *Loop) {
	if a.inside[lp.Loop] > 0 {
		a.inside[lp.Loop]--
	}
	if e, ok := a.entered[lp.Loop]; ok {
		e.active = false
		a.entered[lp.Loop] = e
	}
}

// lazySince returns, for load ld of a's function, the write count at the
// entry of the outermost loop around ld that the walk has entered and left
// (lazy true): a value ld reads there is evaluated after the fact (a count
// kept in a register and read after its loop, an exit value), for an
// iteration of that instance, which began no earlier. Within a loop the
// walk is in, a load reads what memory holds now, as the walk's visits do.
func (t *Trace) lazySince(a *Activation, ld *ir.InstLoad) (uint64, bool) {
	if len(a.entered) == 0 || a.Frame == nil || a.Frame.nest == nil {
		return 0, false
	}
	b, ok := t.blockIn(a, ld)
	if !ok || b >= len(a.Frame.nest.Innermost) {
		return 0, false
	}
	var since uint64
	lazy := false
	for l := a.Frame.nest.Innermost[b]; l != nil; l = l.Parent {
		if e, ok := a.entered[l]; ok && !e.active {
			since, lazy = e.writes, true
		}
	}
	return since, lazy
}

// writtenSince reports whether a byte of the n at p was written after the
// write count since.
func (m *Memory) writtenSince(p uint64, n int64, since uint64) bool {
	for w := p &^ 7; w < p+uint64(n); w += 8 {
		if word, ok := m.words[w]; ok && word.seq > since {
			return true
		}
	}
	return false
}

// storeIntVector makes a store of a vector of integers (vt: -O2's
// vectorised fill of an array) element by element, each lane's value as
// the evaluator gives it (vector.go), unknown where it cannot.
func (t *Trace) storeIntVector(a *Activation, st *ir.InstStore, vt *types.VectorType) {
	m := a.mem
	it, ok := t.numType(vt.ElemType)
	if !ok || vt.Scalable || it.BitSize%8 != 0 {
		return
	}
	addr, ok := t.Eval(a, st.Dst)
	if !ok {
		m.words = nil // any place may have changed
		return
	}
	size := int64(it.BitSize / 8)
	if vt.Len > maxLanes {
		m.forgetRange(uint64(addr), uint64(size)*vt.Len)
		return
	}
	lane := a.lane
	defer func() { a.lane = lane }()
	for k := 0; k < int(vt.Len); k++ {
		a.lane = k
		v, ok := t.Eval(a, st.Src)
		m.write(uint64(addr+int64(k)*size), size, uint64(v), ok)
	}
}
