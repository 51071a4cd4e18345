package statictrace

import (
	"slices"
	"sort"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// Object is a memory object an access lies in: a global, a local variable
// of a simulated frame, or a heap block.
type Object struct {
	Addr uint64 // its first byte
	Size uint64 // its bytes, at least 1
}

// ObjectOf returns the object that holds r's address in activation a when
// the address itself cannot be evaluated but the pointer it is indexed from
// can: x[col[k]], t[hash(key) & mask], where x and t are known blocks and
// only the index is data. The base is the source of the outermost
// getelementptr whose source evaluates (through casts and inner
// getelementptrs with unknown indices); the object is the global, the
// local of a's frame or an enclosing one, or the heap block placed by the
// heap model (the latest placed at that address) whose bytes hold the
// base. ok is false when no base evaluates (a pointer loaded from memory,
// rows[i][j]) or it lies in no known object (a block whose size the trace
// could not evaluate).
func (t *Trace) ObjectOf(a *Activation, r *Ref) (Object, bool) {
	base, ok := t.indexBase(a, r.Acc.Ptr)
	if !ok {
		return Object{}, false
	}
	return t.objectAt(a, uint64(base))
}

// indexBase evaluates the pointer the unknown indices of ptr are applied to.
func (t *Trace) indexBase(a *Activation, ptr value.Value) (int64, bool) {
	v := ptr
	for depth := 0; depth < maxEvalDepth; depth++ {
		var src value.Value
		switch x := v.(type) {
		case *ir.InstGetElementPtr:
			src = x.Src
		case *constant.ExprGetElementPtr:
			src = x.Src
		case *ir.InstBitCast:
			v = x.From
			continue
		case *constant.ExprBitCast:
			v = x.From
			continue
		default:
			return 0, false
		}
		if b, ok := t.Eval(a, src); ok {
			return b, true
		}
		v = src
	}
	return 0, false
}

// objectAt returns the object holding byte addr: a local of a or its
// callers, a global, or a heap block.
func (t *Trace) objectAt(a *Activation, addr uint64) (Object, bool) {
	for b := a; b != nil && !b.detached; b = b.Parent {
		fl := t.layout.frame(b.Frame.Func)
		for al, off := range fl.offsets {
			lo := uint64(int64(b.fp) + off)
			if n := allocaSize(al); addr >= lo && addr < lo+n {
				return Object{lo, n}, true
			}
		}
	}
	t.objOnce.Do(t.indexObjects)
	for _, objs := range [][]Object{t.globalObjs, t.heapObjs} {
		i := sort.Search(len(objs), func(i int) bool { return objs[i].Addr > addr }) - 1
		if i >= 0 && addr < objs[i].Addr+objs[i].Size {
			return objs[i], true
		}
	}
	return Object{}, false
}

// allocaSize is the bytes of al's variable, at least 1.
func allocaSize(al *ir.InstAlloca) uint64 {
	size, _, _ := irreader.SizeAlign(al.ElemType)
	if al.NElems != nil {
		if c, ok := al.NElems.(*constant.Int); ok {
			size *= c.X.Int64()
		}
	}
	return uint64(max(size, 1))
}

// objectIndex holds the globals and the placed heap blocks by address, for
// objectAt. Walks read one trace concurrently: it is built once.
type objectIndex struct {
	objOnce    sync.Once
	globalObjs []Object // by address
	heapObjs   []Object // by address; of blocks placed at one address, the latest
}

// indexObjects fills the object index from the layout and the heap plan.
func (t *Trace) indexObjects() {
	for g, addr := range t.layout.globals {
		size, _, err := irreader.GlobalSizeAlign(g)
		if err != nil {
			continue
		}
		t.globalObjs = append(t.globalObjs, Object{addr, uint64(max(size, 1))})
	}
	sortObjects(t.globalObjs)
	latest := map[uint64]uint64{}
	for _, b := range t.HeapBlocks() {
		if b.Size > 0 {
			latest[b.Addr] = b.Size
		} else {
			delete(latest, b.Addr)
		}
	}
	for addr, size := range latest {
		t.heapObjs = append(t.heapObjs, Object{addr, size})
	}
	sortObjects(t.heapObjs)
}

func sortObjects(objs []Object) {
	sort.Slice(objs, func(i, j int) bool {
		if objs[i].Addr != objs[j].Addr {
			return objs[i].Addr < objs[j].Addr
		}
		return objs[i].Size < objs[j].Size
	})
}

// DataIndexed reports whether the address of the access r is indexed by
// data: whether an index of its getelementptr chain (not the pointer the
// chain starts from) is computed from a value read from memory other than
// its function's local variables (col[k], a loaded key), returned by a call
// (rand, a hash function), or carried by a recurrence other than a counter
// (s = s * 1103515245 + 12345), following local variables (-O0) through
// every value stored to them and phis through their incoming values. An
// index that is only a counter the walk could not evaluate (k++ under a
// condition, a pointer bumped along a string) is not data: its accesses
// move through the object in order, not at random. A value read or
// returned outside every loop around the access (n = atoi(argv[1]) before
// the loops) is an input, fixed while the access runs, not data: matmul's
// A[i*n+k].
func (t *Trace) DataIndexed(r *Ref) bool {
	f, acc, ptr := r.Acc.Inst.Block.Func, r.Acc.Inst, r.Acc.Ptr
	var nest *loops.Nest
	if r.Frame != nil {
		nest = r.Frame.nest
	}
	// inAccLoop reports whether instruction in lies in a loop that holds
	// the access: only there can it change from one access to the next.
	inAccLoop := func(in ir.Instruction) bool {
		b, ok := t.instBlock[in]
		if nest == nil || !ok {
			return true
		}
		for l := nest.Innermost[acc.Block.Index]; l != nil; l = l.Parent {
			if l.Contains(b) {
				return true
			}
		}
		return false
	}
	var stores map[*ir.InstAlloca][]value.Value
	storesTo := func(al *ir.InstAlloca) []value.Value {
		if stores == nil {
			stores = map[*ir.InstAlloca][]value.Value{}
			for _, b := range f.IR.Blocks {
				for _, in := range b.Insts {
					if st, ok := in.(*ir.InstStore); ok {
						if a, ok := st.Dst.(*ir.InstAlloca); ok {
							stores[a] = append(stores[a], st.Src)
						}
					}
				}
			}
		}
		return stores[al]
	}
	// onStack holds the phis and local variables being followed: meeting
	// one again is a recurrence, x = f(x), which is not a counter (those
	// stop the search): a pseudo-random generator or a hash, data.
	onStack, done := map[value.Value]bool{}, map[value.Value]bool{}
	var data func(v value.Value, depth int) bool
	data = func(v value.Value, depth int) bool {
		if onStack[v] {
			return true
		}
		if done[v] || depth > maxEvalDepth {
			return false
		}
		defer func() { done[v] = true }()
		if t.in.Env.InputParam(v) != nil {
			return false // a number read from the arguments: fixed for the run
		}
		switch x := v.(type) {
		case *ir.InstLoad:
			al, ok := x.Src.(*ir.InstAlloca)
			if !ok {
				if _, ok := t.loadValues[x]; ok {
					return false // a number the analysis derives: a field's size
				}
				// memory: an array element, a field, a global
				return inAccLoop(x)
			}
			if onStack[al] {
				return true
			}
			if _, ok := t.loadValues[x]; ok {
				return false // what the OpenMP runtime leaves there, derived
			}
			defs := storesTo(al)
			if slices.ContainsFunc(defs, func(s value.Value) bool {
				return stepOf(s, func(v value.Value) bool {
					ld, ok := v.(*ir.InstLoad)
					return ok && ld.Src == al
				})
			}) {
				return false // a counter: k = rowptr[i]; k++
			}
			onStack[al] = true
			defer delete(onStack, al)
			return slices.ContainsFunc(defs, func(s value.Value) bool { return data(s, depth+1) })
		case *ir.InstCall:
			return inAccLoop(x)
		case *ir.InstPhi:
			if slices.ContainsFunc(x.Incs, func(inc *ir.Incoming) bool { return stepOf(inc.X, func(v value.Value) bool { return v == x }) }) {
				return false // a counter
			}
			if nest != nil && nest.CounterPhi(x) {
				return false // a counter stepping by an input (-O2's jj += bs)
			}
			if e := nest.OneTripEntry(f, x); e != nil {
				return data(e, depth+1) // a loop of one iteration: what it enters with
			}
			onStack[x] = true
			defer delete(onStack, x)
			return slices.ContainsFunc(x.Incs, func(inc *ir.Incoming) bool { return data(inc.X, depth+1) })
		}
		if in, ok := v.(interface{ Operands() []*value.Value }); ok {
			for _, o := range in.Operands() {
				if data(*o, depth+1) {
					return true
				}
			}
		}
		return false
	}
	v := ptr
	for depth := 0; depth < maxEvalDepth; depth++ {
		switch x := v.(type) {
		case *ir.InstGetElementPtr:
			for _, ix := range x.Indices {
				if data(ix, 0) {
					return true
				}
			}
			v = x.Src
		case *ir.InstBitCast:
			v = x.From
		default:
			return false
		}
	}
	return false
}

// stepOf reports whether v is a value self gives plus or minus a constant
// (through casts): the step of a counter. A phi that joins such steps from
// every path (clang -O2's unswitched arms each computing i + 1), or joins
// steps and self (a counter some paths leave as it is), is one.
func stepOf(v value.Value, self func(value.Value) bool) bool {
	for depth := 0; depth < 4; depth++ {
		switch x := v.(type) {
		case *ir.InstPhi:
			if self(x) {
				return false
			}
			// Every path adds a constant, or leaves the value as it
			// was (merge's i, which advances only when a[i] is taken):
			// a counter that moves through its object in order.
			steps := 0
			for _, inc := range x.Incs {
				if self(inc.X) {
					continue
				}
				if _, isPhi := inc.X.(*ir.InstPhi); isPhi || !stepOf(inc.X, self) {
					return false
				}
				steps++
			}
			return steps > 0
		case *ir.InstSExt:
			v = x.From
			continue
		case *ir.InstZExt:
			v = x.From
			continue
		case *ir.InstTrunc:
			v = x.From
			continue
		case *ir.InstAdd:
			_, c1 := x.Y.(*constant.Int)
			_, c0 := x.X.(*constant.Int)
			return c1 && self(x.X) || c0 && self(x.Y)
		case *ir.InstSub:
			_, c1 := x.Y.(*constant.Int)
			return c1 && self(x.X)
		case *ir.InstGetElementPtr:
			if len(x.Indices) != 1 {
				return false
			}
			_, c := x.Indices[0].(*constant.Int)
			return c && self(x.Src)
		}
		return false
	}
	return false
}
