package loops

import (
	"fmt"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
	"github.com/reusescope/reusescope/omp"
	"github.com/reusescope/reusescope/poly"
)

// Values a function reads through a pointer parameter whose calls pass
// different objects: total(&a) and total(&b), each image set by
// image_init(&a, w, h) and image_init(&b, h, 2 * w); a C++ member function
// reading this->n_ of two objects. No one value of im->h exists, but at
// each call it is the value the caller's object holds, which cellValue
// derives for that object alone (a.h = h, b.h = 2w). Such a field is a
// parameter of the function like an argument each call passes its own
// (LuaParam.PerCall): its loops are walked call by call (the walk binds
// it at each call from FieldBindings), and a field the calls all set to
// one value is that value.
//
// A read is followed only where nothing the function runs can change the
// field: every store to the caller's object at that offset is in a
// function the callee never reaches (itself included). A caller that
// forwards its own pointer parameter (process(im) calls total(im)) binds
// the field to its own such parameter.

// fieldKey is a location a function reads through one of its pointer
// parameters: the parameter and its path (path.String).
type fieldKey struct {
	p    *ir.Param
	path string
	size int64 // the bytes a read takes
}

// path is how a location is reached from a pointer: the byte offsets of
// the pointers loaded on the way, then the field's (the last). {8} is
// p->field at byte 8; {0, 8} is (*pp)->field, the shape of an OpenMP
// outlined function's shared pointer to the caller's pointer.
type path []int64

func (p path) String() string { return fmt.Sprint([]int64(p)) }

// moved returns p with the field's offset moved by off.
func (p path) moved(off int64) path {
	q := slices.Clone(p)
	q[len(q)-1] += off
	return q
}

// then returns the path of q followed from where p ends: p's field is
// the pointer q starts from.
func (p path) then(q path) path {
	r := p.moved(q[0])
	return append(r, q[1:]...)
}

// FieldBinding is the value a call gives a field parameter of its callee
// (LuaParam.PerCall made by paramField): a polynomial in the caller's
// names, the program's parameters and its own per-call ones.
type FieldBinding struct {
	Name string
	Val  poly.Poly
}

// FieldBindings returns the field parameters of callee that the call site
// (an *ir.InstCall or an *ir.TermInvoke) binds, in the order they were
// made.
func (env *Env) FieldBindings(callee *ir.Func, site value.Value) []FieldBinding {
	var out []FieldBinding
	for _, lp := range env.fieldParams[callee] {
		if v, ok := lp.sites[site]; ok {
			out = append(out, FieldBinding{lp.Name, v})
		}
	}
	return out
}

// fieldValue returns the value a load of f reads through addr when addr is
// a pointer parameter of f at a constant offset (paramCell): paramField's.
func (env *Env) fieldValue(f *irreader.Func, addr value.Value, depth int) (poly.Poly, bool) {
	if env.inp == nil || depth > maxDepth {
		return nil, false
	}
	p, at, ok := env.inp.paramCell(f, addr, 0)
	if !ok {
		return nil, false
	}
	name := env.Module.FieldName(irreader.StripPtrCasts(addr))
	return env.paramField(f, p, at, readSize(addr), name, depth+1)
}

// paramField returns the value of the field g's parameter p reaches by
// path at (p->field, or (*p)->field), as g reads it: the one value every
// call gives it, or the symbol of a per-call parameter bound at each call.
func (env *Env) paramField(g *irreader.Func, p *ir.Param, at path, size int64, field string, depth int) (poly.Poly, bool) {
	return env.perCall(g, p, fieldKey{p, at.String(), size}, at[len(at)-1], field, depth,
		func(caller *irreader.Func, arg value.Value, inside map[*irreader.Func]bool) (poly.Poly, bool) {
			return env.fieldAtCall(caller, arg, at, size, field, inside, depth+1)
		})
}

// sliceParam returns the value of size bytes at byte from of g's
// parameter p, an aggregate passed by value (-O0's i64 of struct dims
// {int n, m}, stored into the local the function reads its fields from):
// at each call, the bytes the caller loads for it from its own struct.
func (env *Env) sliceParam(g *irreader.Func, p *ir.Param, from, size int64, field string, depth int) (poly.Poly, bool) {
	return env.perCall(g, p, fieldKey{p, fmt.Sprintf("value %d", from), size}, from, field, depth,
		func(caller *irreader.Func, arg value.Value, _ map[*irreader.Func]bool) (poly.Poly, bool) {
			return env.sliceAtCall(caller, arg, from, size, field, depth+1)
		})
}

// sliceAtCall returns the size bytes at byte from of the value a call in
// caller passes as arg (sliceValue).
func (env *Env) sliceAtCall(caller *irreader.Func, arg value.Value, from, size int64, field string, depth int) (poly.Poly, bool) {
	return env.sliceValue(caller, arg, from, size, field, depth)
}

// sliceValue returns the value of the size bytes at byte from of v, a value
// of f that holds an aggregate or an integer standing for one: a by-value
// parameter (at each call, the bytes the caller passes), the memory a load
// reads (a local struct read as one i64), an element of an aggregate
// (extractvalue), or a call's result, the bytes every return of the callee
// gives at that call (-O0's mat make(int r, int c) returns {i64, ptr}, rows
// and cols in the i64, from the local it filled). A value read whole is
// Env.sym's.
func (env *Env) sliceValue(f *irreader.Func, v value.Value, from, size int64, field string, depth int) (poly.Poly, bool) {
	if depth > maxDepth {
		return nil, false
	}
	v = stripArg(v)
	if _, ok := v.Type().(*types.IntType); ok && from == 0 && storeSize(v) == size {
		return env.sym(f, v, nil, depth+1)
	}
	switch x := irreader.StripPtrCasts(v).(type) {
	case *ir.Param:
		return env.sliceParam(f, x, from, size, field, depth)
	case *ir.InstLoad:
		c, ok := env.inp.cellOf(f, x.Src, 0)
		if !ok {
			return nil, false
		}
		c.off += from
		return env.cellAt(c, size, depth)
	case *ir.InstExtractValue:
		off, err := irreader.AggregateOffset(x.X.Type(), x.Indices)
		if err != nil {
			return nil, false
		}
		return env.sliceValue(f, x.X, from+off, size, field, depth+1)
	case *ir.InstCall, *ir.TermInvoke:
		return env.sliceReturn(f, x, from, size, depth+1)
	}
	return nil, false
}

// sliceReturn is sliceValue of a call's result: the bytes every return of
// the callee gives, evaluated in the callee and bound to this call's
// arguments (Env.atCall).
func (env *Env) sliceReturn(f *irreader.Func, site value.Value, from, size int64, depth int) (poly.Poly, bool) {
	return env.returned(f, site, depth, func(g *irreader.Func, x value.Value) (poly.Poly, bool) {
		return env.sliceValue(g, x, from, size, "", depth+1)
	})
}

// isAggregatePart reports whether v is read in parts by sliceValue rather
// than whole by Env.sym: an element of an aggregate or a call returning
// one.
func isAggregatePart(v value.Value) bool {
	switch stripArg(v).(type) {
	case *ir.InstExtractValue:
		return true
	case *ir.InstCall, *ir.TermInvoke:
		_, ok := v.Type().(*types.StructType)
		return ok
	}
	return false
}

// perCall memoises bindField under key.
func (env *Env) perCall(g *irreader.Func, p *ir.Param, key fieldKey, off int64, field string, depth int, at siteValue) (poly.Poly, bool) {
	if m, ok := env.fields[key]; ok {
		return m.poly, m.ok
	}
	if env.fields == nil {
		env.fields = map[fieldKey]memo{}
	}
	env.fields[key] = memo{} // a field bound through itself has no value
	m := env.bindField(g, p, off, field, depth, at)
	env.fields[key] = m
	return m.poly, m.ok
}

// siteValue is what a call in caller passing arg gives a value its callee
// reads (a field, a slice of a by-value argument), the callee's functions
// being inside.
type siteValue func(caller *irreader.Func, arg value.Value, inside map[*irreader.Func]bool) (poly.Poly, bool)

// bindField evaluates a value at every call of g that passes its
// parameter p (at), and makes the per-call parameter for it where they
// differ (named after p and field, or the byte offset off).
func (env *Env) bindField(g *irreader.Func, p *ir.Param, off int64, field string, depth int, at siteValue) memo {
	in := env.inp
	idx := paramIndex(g.IR, p)
	if idx < 0 || depth > maxDepth {
		return memo{}
	}
	inside := map[*irreader.Func]bool{}
	for _, h := range omp.Reachable(env.Module, g) { // g and what a call of it may run
		inside[h] = true
	}
	sites := map[value.Value]poly.Poly{}
	var first poly.Poly
	same := true
	for _, c := range in.sites[g.IR] {
		caller := in.callerOf[c]
		if caller == nil || env.neverRuns(caller) {
			continue
		}
		arg, ok := argAt(c, g.IR, idx)
		if !ok {
			return memo{}
		}
		v, ok := at(caller, arg, inside)
		if !ok {
			return memo{}
		}
		sites[env.siteOf(c)] = v
		if first == nil {
			first = v
		} else if first.Sub(v).Lua() != "0" {
			same = false
		}
	}
	if first == nil {
		return memo{}
	}
	if same && !env.ReadsPerCall(first) {
		// One value at every call (a value of the caller's own calls,
		// both(im) forwarding its object, is bound at each call below).
		return memo{poly: first, ok: true}
	}
	pn := fmt.Sprintf("arg%d", idx)
	if idx < len(g.Params) {
		pn = g.Params[idx].Name
	}
	name := fmt.Sprintf("%s_%d", pn, off)
	if field != "" {
		name = pn + "_" + field
	}
	what := field
	if what == "" {
		what = fmt.Sprintf("byte %d", off)
	}
	lp := &LuaParam{Name: env.freeName(sanitize(name)), PerCall: true, sites: sites,
		Where: fmt.Sprintf("%s of the object argument %d of %s points to (line %d), which each call passes its own", what, idx+1, g.Name, g.Line)}
	env.created = append(env.created, lp)
	env.addParam(lp)
	if env.fieldParams == nil {
		env.fieldParams = map[*ir.Func][]*LuaParam{}
	}
	env.fieldParams[g.IR] = append(env.fieldParams[g.IR], lp)
	return memo{poly: poly.Sym(lp.Name), ok: true}
}

// fieldAtCall returns the field a call in caller reaches by path at from
// its argument arg: a local's or global's field (cellAt), a field of the
// object a constructor call returned (returnedField), or the caller's own
// such parameter where it forwards its pointer; a pointer on the way is
// the one the caller stores there (pointerAt). The writes of every place
// on the way must lie outside inside, the functions the call runs.
func (env *Env) fieldAtCall(caller *irreader.Func, arg value.Value, at path, size int64, field string, inside map[*irreader.Func]bool, depth int) (poly.Poly, bool) {
	in := env.inp
	if depth > maxDepth {
		return nil, false
	}
	if q, o, ok := in.paramCell(caller, arg, 0); ok && !inside[caller] {
		return env.paramField(caller, q, o.then(at), size, field, depth+1)
	}
	if len(at) > 1 {
		ptr, ok := env.pointerAt(caller, arg, at[0], inside)
		if !ok {
			return nil, false
		}
		return env.fieldAtCall(caller, ptr, at[1:], size, field, inside, depth+1)
	}
	off := at[0]
	if cl, ok := in.cellOf(caller, arg, 0); ok {
		cl.off += off
		if env.writtenIn(cl, inside) {
			return nil, false
		}
		if v, ok := env.cellAt(cl, size, depth); ok {
			return v, true
		}
	}
	return env.returnedField(caller, arg, off, size, inside, depth)
}

// pointerAt returns the pointer caller stores at byte offset off of where
// ptr points (a local holding a pointer, passed by address to an OpenMP
// outlined function): the one value every write of that place stores, in
// caller, none of them in inside.
func (env *Env) pointerAt(caller *irreader.Func, ptr value.Value, off int64, inside map[*irreader.Func]bool) (value.Value, bool) {
	c, ok := env.inp.cellOf(caller, ptr, 0)
	if !ok {
		return nil, false
	}
	c.off += off
	bd := env.inp.walk(c.base)
	defs, ok := defsAt(bd, c.off, 8)
	if !ok || bd.escaped || len(defs) != 1 || defs[0].fn != caller || defs[0].src != nil || defs[0].sliced || defs[0].copy != nil {
		return nil, false
	}
	if env.writtenIn(c, inside) {
		return nil, false
	}
	return defs[0].val, true
}

// siteOf returns the instruction a call stands for: the invoke of a call
// NewEnv made for one, else the call itself.
func (env *Env) siteOf(c *ir.InstCall) value.Value {
	if b, ok := env.invokes[c]; ok {
		if iv, ok := b.Term.(*ir.TermInvoke); ok {
			return iv
		}
	}
	return c
}

// writtenIn reports whether a store to c may run in one of the functions
// of set (or c's writes are not all known).
func (env *Env) writtenIn(c cell, set map[*irreader.Func]bool) bool {
	bd := env.inp.walk(c.base)
	if bd.escaped {
		return true
	}
	for _, o := range bd.near(c.off, 8) { // any write that may overlap its word
		for _, d := range bd.defs[o] {
			if set[d.fn] {
				return true
			}
		}
	}
	return false
}

// paramCell returns the pointer parameter of f that p points into and the
// path from it: through casts, getelementptrs of constant indices, a local
// copy of a pointer (a parameter spilled at -O0) and pointers loaded on
// the way ((*pp)->n).
func (in *inputs) paramCell(f *irreader.Func, p value.Value, depth int) (*ir.Param, path, bool) {
	if depth > maxDepth {
		return nil, nil, false
	}
	switch x := irreader.StripPtrCasts(p).(type) {
	case *ir.Param:
		return x, path{0}, true
	case *ir.InstGetElementPtr:
		off, ok := constGEPOffset(x.ElemType, x.Indices)
		if !ok {
			return nil, nil, false
		}
		q, at, ok := in.paramCell(f, x.Src, depth+1)
		if !ok {
			return nil, nil, false
		}
		return q, at.moved(off), true
	case *ir.InstLoad:
		if _, local := irreader.StripPtrCasts(x.Src).(*ir.InstAlloca); local {
			v, ok := in.env.localCopy(f, x)
			if !ok {
				return nil, nil, false
			}
			return in.paramCell(f, v, depth+1)
		}
		// A pointer loaded through the parameter: one step more.
		q, at, ok := in.paramCell(f, x.Src, depth+1)
		if !ok || len(at) >= maxPath {
			return nil, nil, false
		}
		return q, append(at, 0), true
	}
	return nil, nil, false
}

// localCopy returns what a load of f reads from a local written once and
// only loaded and stored (-O0's copy of a pointer parameter or of a
// call's result): the value stored.
func (env *Env) localCopy(f *irreader.Func, ld *ir.InstLoad) (value.Value, bool) {
	al, ok := irreader.StripPtrCasts(ld.Src).(*ir.InstAlloca)
	if !ok {
		return nil, false
	}
	st := f.SingleStore(al)
	if st == nil || env.useOf(f, al) != usePlain {
		return nil, false
	}
	return st.Src, true
}

// maxPath bounds the pointers a path loads on its way.
const maxPath = 4

// LoadValue returns the number a load of f reads through a pointer, or
// from a local of f that the OpenMP runtime is passed, when the analysis
// derives it: a polynomial of the program's parameters and of f's per-call
// ones, no loop counter (a read-only pointer parameter's pointee, a field
// every store sets alike, a field of the object a pointer parameter points
// to: paramField; a work-shared loop's bounds as one thread runs it).
func (env *Env) LoadValue(f *irreader.Func, ld *ir.InstLoad) (poly.Poly, bool) {
	m, ok := env.loads[ld]
	if !ok {
		m.poly, m.ok = env.loadValue(f, ld)
		if env.loads == nil {
			env.loads = map[*ir.InstLoad]memo{}
		}
		env.loads[ld] = m
	}
	return m.poly, m.ok
}

// loadValue is LoadValue without the memo (each trace a run builds asks).
func (env *Env) loadValue(f *irreader.Func, ld *ir.InstLoad) (poly.Poly, bool) {
	if _, ok := ld.Type().(*types.IntType); !ok {
		return nil, false
	}
	if al, ok := irreader.StripPtrCasts(ld.Src).(*ir.InstAlloca); ok {
		if u := env.useOf(f, al); u != usePreserved && u != useSet {
			return nil, false // a local the walk follows itself
		}
		// A local passed to the OpenMP runtime (a loop's bounds): what
		// the one-thread model says the runtime leaves or sets there.
	}
	p, ok := env.symbolic(f, ld, nil)
	if !ok || HasCounter(p) {
		return nil, false
	}
	return p, true
}

// returnedField returns the field at byte offset off of the object a call
// of a constructor function made, when ptr, a pointer of caller, is that
// call's result (m = mat_new(n, k), kept in a local at -O0): the function
// returns a block it allocates (mat_new's malloc), every store to the
// block's field is in that function, and they agree; its parameters are
// the call's arguments. Nothing in inside may make such an object (a
// store there could be another object's, at another time).
func (env *Env) returnedField(caller *irreader.Func, ptr value.Value, off, size int64, inside map[*irreader.Func]bool, depth int) (poly.Poly, bool) {
	in := env.inp
	c, ok := in.resultOf(caller, ptr, 0)
	if !ok || depth > maxDepth {
		return nil, false
	}
	callee, _ := irreader.StripPtrCasts(c.Callee).(*ir.Func)
	g := in.funcOf[callee]
	if g == nil || inside[g] {
		return nil, false
	}
	block, ok := in.freshReturn(g)
	if !ok {
		return nil, false
	}
	bd := in.walk(block)
	defs, ok := defsAt(bd, off, size)
	if !ok || bd.escaped || len(defs) == 0 {
		return nil, false
	}
	var val poly.Poly
	for _, d := range defs {
		if d.fn != g || d.src != nil || d.sliced || d.copy != nil {
			return nil, false
		}
		p, ok := env.sym(g, d.val, nil, depth+1)
		if !ok || !merge(&val, p) {
			return nil, false
		}
	}
	one := &baseDefs{entries: map[*irreader.Func][]entry{g: {{c, caller}}}}
	return env.bindEntries(val, g, one, depth+1)
}

// resultOf returns the call of a defined function whose result the
// pointer p of f is: through casts and a local copy (-O0's spill).
func (in *inputs) resultOf(f *irreader.Func, p value.Value, depth int) (*ir.InstCall, bool) {
	if depth > maxDepth {
		return nil, false
	}
	switch x := irreader.StripPtrCasts(stripArg(p)).(type) {
	case *ir.InstCall:
		callee, _ := irreader.StripPtrCasts(x.Callee).(*ir.Func)
		return x, callee != nil && in.funcOf[callee] != nil
	case *ir.InstLoad:
		v, ok := in.env.localCopy(f, x)
		if !ok {
			return nil, false
		}
		return in.resultOf(f, v, depth+1)
	}
	return nil, false
}

// freshReturn returns the allocation call whose block every return of g
// gives (through casts and a local copy): g makes a new object per call.
func (in *inputs) freshReturn(g *irreader.Func) (*ir.InstCall, bool) {
	var block *ir.InstCall
	for _, b := range g.IR.Blocks {
		ret, ok := b.Term.(*ir.TermRet)
		if !ok {
			continue
		}
		if ret.X == nil {
			return nil, false
		}
		v := irreader.StripPtrCasts(ret.X)
		for k := 0; k < maxDepth; k++ {
			ld, ok := v.(*ir.InstLoad)
			if !ok {
				break
			}
			if v, ok = in.env.localCopy(g, ld); !ok {
				return nil, false
			}
			v = irreader.StripPtrCasts(v)
		}
		c, ok := v.(*ir.InstCall)
		if !ok || !irreader.FreshBlock(calleeName(c)) || block != nil && block != c {
			return nil, false
		}
		block = c
	}
	return block, block != nil
}
