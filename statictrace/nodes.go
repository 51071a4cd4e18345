package statictrace

// Linked structures: a list's or a tree's nodes are heap blocks that the
// walk reaches through pointers loaded from other nodes (p = p->next,
// t = t->left), whose values it keeps no memory of. The node an access
// touches is then unknown, but not its kind: where every object of the
// node's struct type is a block of a few allocation calls (no local or
// global of that type), the access touches one of those calls' blocks,
// and NodeOf and NodeRange give the range they were placed in. The walk models
// such an access as a random line of that range, as it does a random
// index into a known object, instead of one fixed location that always
// hits.

import (
	"cmp"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/loops"
)

// nodeTypes holds, for each struct type whose objects are all heap blocks,
// the allocation calls that make them; built once (Trace.nodeOnce).
type nodeTypes struct {
	sites map[types.Type][]value.Value
	// guess holds, for a call of sites the placement did not walk (one on
	// a branch's arm data decides: if (!found) e = malloc(...)), the
	// range its blocks would take above the placed ones: as many as its
	// block runs, of its constant size. beyond holds the same for a call
	// the placement walked for fewer blocks than its block runs (a loop
	// it follows for maxHeapIters iterations): the range the others take
	// above the placed ones.
	guess, beyond map[value.Value]span
	// places holds, per node type, where in a page its blocks start
	// (NodePlaces).
	places map[types.Type][]NodePlace
}

// NodePlace is a share of a node type's blocks whose first byte lies at
// offset Off of its 4096-byte page: where a node falls across cache lines
// (a 32-byte node in 48-byte chunks spans two 64-byte lines at every
// fourth block).
type NodePlace struct {
	Off   uint64
	Share float64
}

// NodePlaces returns where in a page the blocks of n's type start, by
// share of blocks, in increasing Off: the placed blocks' own addresses,
// and for the blocks the placement did not walk (guessed ranges) their
// chunks one after another.
func (t *Trace) NodePlaces(n *NodeShape) []NodePlace {
	t.nodeOnce.Do(t.indexNodeTypes)
	return t.nodes.places[n.typ]
}

// nodePlaces computes NodePlaces for the node type whose allocation calls
// are calls.
func (t *Trace) nodePlaces(calls []value.Value) []NodePlace {
	count := map[uint64]float64{}
	total := 0.0
	spread := func(sp span, chunk uint64) {
		if chunk == 0 || sp.hi <= sp.lo {
			return
		}
		m := float64((sp.hi - sp.lo) / chunk)
		period := uint64(4096)
		for g := chunk; g%2 == 0 && period > 1; g /= 2 {
			period /= 2
		}
		period = min(period, 4096/16)
		for k := uint64(0); k < period; k++ {
			count[(sp.lo+k*chunk)%4096] += m / float64(period)
		}
		total += m
	}
	for _, c := range calls {
		size, ok := constSize(c, heapKinds[t.calleeOf(c)])
		chunk := uint64(0)
		if ok {
			chunk = request2size(size)
		}
		if g, ok := t.nodes.guess[c]; ok {
			spread(g, chunk)
		}
		if b, ok := t.nodes.beyond[c]; ok {
			spread(b, chunk)
		}
		for _, st := range t.heap.sites[c] {
			for p := range st.index {
				count[p%4096]++
				total++
			}
		}
	}
	if total <= 0 {
		return nil
	}
	out := make([]NodePlace, 0, len(count))
	for off, n := range count {
		out = append(out, NodePlace{off, n / total})
	}
	slices.SortFunc(out, func(a, b NodePlace) int { return cmp.Compare(a.Off, b.Off) })
	return out
}

// indexNodeTypes finds the struct types that allocation results are cast
// to, and drops those that also have locals or globals.
func (t *Trace) indexNodeTypes() {
	sites := map[types.Type][]value.Value{}
	notHeap := map[types.Type]bool{}
	elemStruct := func(typ types.Type) types.Type {
		for {
			switch x := typ.(type) {
			case *types.ArrayType:
				typ = x.ElemType
			case *types.StructType:
				return x
			default:
				return nil
			}
		}
	}
	for _, g := range t.in.Module.LL.Globals {
		if s := elemStruct(g.ContentType); s != nil {
			notHeap[s] = true
		}
	}
	for _, f := range t.in.Module.DefinedFuncs() {
		for _, b := range f.IR.Blocks {
			for _, in := range b.Insts {
				switch x := in.(type) {
				case *ir.InstAlloca:
					if s := elemStruct(x.ElemType); s != nil {
						notHeap[s] = true
					}
				case *ir.InstBitCast:
					if !t.isHeapAlloc(x.From) {
						continue
					}
					pt, ok := x.To.(*types.PointerType)
					if !ok {
						continue
					}
					if s, ok := pt.ElemType.(*types.StructType); ok {
						sites[s] = append(sites[s], x.From)
					}
				}
			}
		}
	}
	nodeCalls := map[value.Value]bool{}
	for s, calls := range sites {
		if notHeap[s] {
			delete(sites, s)
			continue
		}
		for _, c := range calls {
			nodeCalls[c] = true
		}
	}
	t.nodes.sites = sites
	t.nodes.guess, t.nodes.beyond = map[value.Value]span{}, map[value.Value]span{}
	top := uint64(HeapBase)
	for _, b := range t.HeapBlocks() {
		if !b.Mapped {
			top = max(top, b.Addr+b.Size)
		}
	}
	top = (top + 63) &^ 63
	for _, f := range t.in.Module.DefinedFuncs() {
		fc := t.fc[f]
		if fc == nil {
			continue
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				c := callValue(in)
				if c == nil || !t.isHeapAlloc(c) || !nodeCalls[c] {
					continue
				}
				n := fc.Counts[b.Index]
				placed := 0
				for _, s := range t.heap.sites[c] {
					placed += len(s.spans)
				}
				n -= float64(placed)
				size, ok := constSize(c, heapKinds[t.calleeOf(c)])
				if !ok || n < 1 || n > 1<<30 {
					continue
				}
				chunk := request2size(size)
				sp := span{top, top + uint64(n)*chunk}
				top += uint64(n) * chunk
				if placed > 0 {
					t.nodes.beyond[c] = sp
				} else {
					t.nodes.guess[c] = sp
				}
			}
		}
	}
	t.nodes.places = map[types.Type][]NodePlace{}
	for typ, calls := range sites {
		t.nodes.places[typ] = t.nodePlaces(calls)
	}
}

// constSize returns the bytes allocation call c of kind k requests when
// they are constants: malloc's and new's argument, calloc's product.
func constSize(c value.Value, k heapKind) (uint64, bool) {
	_, args, _ := callParts(c)
	arg := func(i int) (uint64, bool) {
		if i >= len(args) {
			return 0, false
		}
		v := args[i]
		if arg, ok := v.(*ir.Arg); ok {
			v = arg.Value
		}
		x, ok := v.(*constant.Int)
		if !ok || x.X.Sign() <= 0 {
			return 0, false
		}
		return x.X.Uint64(), true
	}
	switch k {
	case hMalloc:
		return arg(0)
	case hCalloc:
		n, ok1 := arg(0)
		m, ok2 := arg(1)
		return n * m, ok1 && ok2
	}
	return 0, false
}

// NodeShape is what an access to a node of a linked structure is: the
// allocation calls that make its struct type's objects, the pointer it is
// indexed from, and the chain that reaches it.
type NodeShape struct {
	calls []value.Value
	typ   types.Type
	// Offset is the byte the access starts at within the node (its
	// field's offset), -1 where an index is not a constant.
	Offset int64
	// Base is the pointer the access is indexed from (a -O0 local's
	// alloca where the pointer is read from one: p->key and p->next of one
	// node), which tells the accesses that touch one node apart from the
	// next's.
	Base  value.Value
	Bytes uint64 // a node's size
	// Chain is the loop that walks from node to node (p = p->next, t =
	// t->left or t->right) when the pointer is carried by one, nil
	// otherwise; Fanout is the number of the node's fields it follows
	// (1 for a list, 2 for a binary tree).
	Chain  *loops.Loop
	Fanout int
	// FromParam reports that the chain starts at a parameter of its
	// function (the phi's value on entry to Chain, or the value the -O0
	// local holds on entry): in an activation that stands for many of a
	// recursion, each activation's chain starts at another node (an
	// in-order traversal's right spine from the node it was passed), so
	// the j-th node is not the same node in every walk.
	FromParam bool
}

// Type returns the struct type of the node.
func (n *NodeShape) Type() types.Type { return n.typ }

// NodeOf returns the shape of r when its address is that of a node of a
// linked structure: r's pointer is read from memory (a load, a phi or
// select of loaded pointers, or a parameter) and points to a struct type
// whose objects are all blocks of known allocation calls. It depends on r
// alone: a walk keeps it per access.
func (t *Trace) NodeOf(r *Ref) (*NodeShape, bool) {
	v, pt, base, ok := t.nodePointer(r.Acc)
	if !ok {
		return nil, false
	}
	calls := t.nodes.sites[pt.ElemType]
	size, _, _ := irreader.SizeAlign(pt.ElemType)
	n := &NodeShape{calls: calls, typ: pt.ElemType, Offset: fieldOffset(r.Acc.Ptr, v), Base: base, Bytes: uint64(max(size, 1))}
	if r.Frame != nil && r.Frame.nest != nil {
		n.Chain, n.Fanout = t.chainOf(r.Frame.Func, r.Frame.nest, v, pt.ElemType)
		if n.Chain != nil {
			n.FromParam = chainFromParam(r.Frame.Func, n.Chain, t.instBlock, v)
		}
	}
	return n, true
}

// NodeType returns the struct type of the node access acc touches when
// it is one (NodeOf), nil otherwise: the accesses of one type touch one
// range of blocks, wherever they are walked.
func (t *Trace) NodeType(acc *irreader.Access) types.Type {
	_, pt, _, ok := t.nodePointer(acc)
	if !ok {
		return nil
	}
	return pt.ElemType
}

// NodeBase returns the pointer that tells the accesses to one node apart
// (NodeShape.Base) when acc touches a node of a linked structure, nil
// otherwise.
func (t *Trace) NodeBase(acc *irreader.Access) value.Value {
	_, _, base, ok := t.nodePointer(acc)
	if !ok {
		return nil
	}
	return base
}

// nodePointer returns the pointer acc is indexed from, its type and the
// base that tells one node's accesses apart (NodeShape.Base), when the
// pointer is read from memory and points to a node type.
func (t *Trace) nodePointer(acc *irreader.Access) (v value.Value, pt *types.PointerType, base value.Value, ok bool) {
	if t.heap == nil {
		return nil, nil, nil, false
	}
	v = acc.Ptr
	for depth := 0; depth < maxEvalDepth; depth++ {
		switch x := v.(type) {
		case *ir.InstGetElementPtr:
			v = x.Src
			continue
		case *ir.InstBitCast:
			v = x.From
			continue
		case *ir.InstSelect:
			// One of two fields of one node (p->left or p->right).
			gt, ok1 := x.ValueTrue.(*ir.InstGetElementPtr)
			gf, ok2 := x.ValueFalse.(*ir.InstGetElementPtr)
			if ok1 && ok2 && gt.Src == gf.Src {
				v = gt.Src
				continue
			}
		}
		break
	}
	pt, isPtr := v.Type().(*types.PointerType)
	if !isPtr {
		return nil, nil, nil, false
	}
	switch x := v.(type) {
	case *ir.InstLoad:
		base = v
		if al, ok := x.Src.(*ir.InstAlloca); ok {
			base = al
		}
	case *ir.InstPhi, *ir.InstSelect, *ir.Param:
		base = v // a Param: the node of an activation standing for many
	default:
		return nil, nil, nil, false
	}
	t.nodeOnce.Do(t.indexNodeTypes)
	if len(t.nodes.sites[pt.ElemType]) == 0 {
		return nil, nil, nil, false
	}
	return v, pt, base, true
}

// NodeRange returns the range of heap blocks a node of shape n lies in,
// in activation a: from the first byte of its calls' lowest block to the
// end of their highest, of the blocks placed so far where a call's loop is
// running (a list growing by one node per iteration, walked in it), else
// of all; for a call the placement did not walk, the range guessed for it.
func (t *Trace) NodeRange(a *Activation, n *NodeShape) (Object, bool) {
	var lo, hi uint64
	add := func(sp span) {
		if lo == 0 || sp.lo < lo {
			lo = sp.lo
		}
		hi = max(hi, sp.hi)
	}
	for _, c := range n.calls {
		if g, ok := t.nodes.guess[c]; ok {
			add(g)
			continue
		}
		for _, s := range t.heap.sites[c] {
			if len(s.spans) == 0 {
				continue
			}
			i := len(s.spans) - 1
			if len(s.loops) > 0 {
				// Within an iteration of the call's loops: the blocks
				// up to this iteration's.
				if p, ok := s.at[s.key(a)]; ok {
					if j, ok := s.index[p]; ok {
						i = j
					}
				}
			}
			sp := s.spans[i]
			if sp.hi <= sp.lo {
				return Object{}, false // a size not evaluated
			}
			add(sp)
			if b, ok := t.nodes.beyond[c]; ok && i == len(s.spans)-1 {
				add(b)
			}
		}
	}
	if hi <= lo {
		return Object{}, false
	}
	return Object{lo, hi - lo}, true
}

// chainOf returns the innermost loop of f around the access whose pointer
// is v that carries v from node to node, and the number of distinct
// fields of the node (of type node) it follows: v a header phi of the loop
// whose value from the latch is loaded from a field of a node (-O2), or a
// load of a local the loop stores such loads to (-O0); or, one level
// removed, a load through a carried pointer to the link field itself (an
// insertion that keeps the address of the pointer it will update:
// link = &(*link)->left).
func (t *Trace) chainOf(f *irreader.Func, nest *loops.Nest, v value.Value, node types.Type) (*loops.Loop, int) {
	blockOf := t.instBlock
	in, ok := v.(ir.Instruction)
	if !ok {
		return nil, 0
	}
	b, ok := blockOf[in]
	if !ok || b >= len(nest.Innermost) {
		return nil, 0
	}
	for l := nest.Innermost[b]; l != nil; l = l.Parent {
		updates := carriedUpdates(f, l, blockOf, v)
		if ld, isLoad := v.(*ir.InstLoad); len(updates) == 0 && isLoad {
			if _, local := ld.Src.(*ir.InstAlloca); !local {
				updates = carriedUpdates(f, l, blockOf, ld.Src) // *link
			}
		}
		if len(updates) == 0 {
			continue
		}
		fields := map[int64]bool{}
		for _, u := range updates {
			if !nodeFields(u, node, fields, 0) {
				return nil, 0
			}
		}
		if len(fields) == 0 {
			return nil, 0
		}
		return l, len(fields)
	}
	return nil, 0
}

// carriedUpdates returns the values loop l gives v for its next
// iteration: the incoming values from inside l of v, a header phi of l, or
// the values stored in l to the local v loads; nil when l carries no v.
func carriedUpdates(f *irreader.Func, l *loops.Loop, blockOf map[ir.Instruction]int, v value.Value) []value.Value {
	switch x := v.(type) {
	case *ir.InstPhi:
		if b, ok := blockOf[x]; !ok || b != l.Header {
			return nil
		}
		var out []value.Value
		for _, inc := range x.Incs {
			if p := f.PredOf(inc); p != nil && l.Contains(p.Index) {
				out = append(out, inc.X)
			}
		}
		return out
	case *ir.InstLoad:
		al, ok := x.Src.(*ir.InstAlloca)
		if !ok {
			return nil
		}
		var out []value.Value
		for _, b := range l.Blocks {
			for _, in := range f.Blocks[b].IR.Insts {
				if st, ok := in.(*ir.InstStore); ok && st.Dst == value.Value(al) {
					out = append(out, st.Src)
				}
			}
		}
		return out
	}
	return nil
}

// fieldOffset returns the bytes ptr lies above node, the pointer
// nodePointer strips its getelementptrs and casts down to: the sum of the
// getelementptrs' constant steps (of a select of two fields, the first's),
// -1 where an index is not a constant.
func fieldOffset(ptr, node value.Value) int64 {
	off := int64(0)
	for depth := 0; depth < maxEvalDepth && ptr != node; depth++ {
		switch x := ptr.(type) {
		case *ir.InstGetElementPtr:
			cur := x.ElemType
			for i, idx := range x.Indices {
				c, ok := idx.(*constant.Int)
				if !ok {
					return -1
				}
				next, step, err := irreader.GEPStep(cur, c.X.Int64(), i == 0)
				if err != nil {
					return -1
				}
				cur, off = next, off+step
			}
			ptr = x.Src
		case *ir.InstBitCast:
			ptr = x.From
		case *ir.InstSelect:
			ptr = x.ValueTrue
		default:
			return -1
		}
	}
	if ptr != node {
		return -1
	}
	return off
}

// chainFromParam reports whether the chain loop l, carrying v, starts at a
// parameter of f: v a header phi whose value from outside l is one, or a
// load of a local that a store outside l sets to one (-O0's copy of the
// parameter in its slot).
func chainFromParam(f *irreader.Func, l *loops.Loop, blockOf map[ir.Instruction]int, v value.Value) bool {
	isParam := func(u value.Value) bool {
		_, ok := irreader.StripPtrCasts(u).(*ir.Param)
		return ok
	}
	switch x := v.(type) {
	case *ir.InstPhi:
		for _, inc := range x.Incs {
			if p := f.PredOf(inc); p != nil && !l.Contains(p.Index) && isParam(inc.X) {
				return true
			}
		}
	case *ir.InstLoad:
		al, ok := x.Src.(*ir.InstAlloca)
		if !ok {
			return false
		}
		for b, blk := range f.Blocks {
			if l.Contains(b) {
				continue
			}
			for _, in := range blk.IR.Insts {
				if st, ok := in.(*ir.InstStore); ok && st.Dst == value.Value(al) && isParam(st.Src) {
					return true
				}
			}
		}
	}
	return false
}

// nodeFields adds to fields the field indices of a node of type node that
// u, a value given to a chain's pointer, reads or addresses: a load of a
// field (p->next), the address of one (&t->left), a select or phi of
// such. It reports false for anything else.
func nodeFields(u value.Value, node types.Type, fields map[int64]bool, depth int) bool {
	if depth > 8 {
		return false
	}
	switch x := u.(type) {
	case *ir.InstBitCast:
		return nodeFields(x.From, node, fields, depth+1)
	case *ir.InstLoad:
		return nodeFields(x.Src, node, fields, depth+1)
	case *ir.InstSelect:
		return nodeFields(x.ValueTrue, node, fields, depth+1) && nodeFields(x.ValueFalse, node, fields, depth+1)
	case *ir.InstPhi:
		for _, inc := range x.Incs {
			if !nodeFields(inc.X, node, fields, depth+1) {
				return false
			}
		}
		return true
	case *ir.InstGetElementPtr:
		if x.ElemType != node || len(x.Indices) != 2 {
			return false
		}
		c, ok := x.Indices[1].(*constant.Int)
		if !ok {
			return false
		}
		fields[c.X.Int64()] = true
		return true
	}
	return false
}
