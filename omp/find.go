package omp

// Region recognition follows the calls clang-14 emits for OpenMP (clang's
// CGOpenMPRuntime.cpp) into libomp's entry points (openmp/runtime/src/
// kmp_csupport.cpp, kmp_sched.cpp, kmp_dispatch.cpp).

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
	"github.com/reusescope/reusescope/irreader"
)

const (
	// staticInitArgs is the arity of __kmpc_for_static_init_*:
	// (loc, gtid, schedtype, &last, &lower, &upper, &stride, incr, chunk).
	staticInitArgs = 9
	// dispatchInitArgs is the arity of __kmpc_dispatch_init_*:
	// (loc, gtid, schedule, lb, ub, st, chunk).
	dispatchInitArgs = 7
	// dispatchNextArgs is the arity of __kmpc_dispatch_next_*:
	// (loc, gtid, &last, &lower, &upper, &stride).
	dispatchNextArgs = 6
	// reduceFuncArg is the position of reduce_func in __kmpc_reduce[_nowait]
	// (loc, gtid, num_vars, reduce_size, reduce_data, reduce_func, lck).
	reduceFuncArg = 5
)

// Find returns every OpenMP parallel region of m in the order of the
// functions and their fork calls; m should have its IDs assigned (as
// irreader.Parse does: use Find(mod.LL)). Malformed runtime calls (a fork
// call whose microtask is not a defined function, an init call with the
// wrong operands, ...) give an error.
func Find(m *ir.Module) ([]Region, error) {
	if m == nil {
		return nil, fmt.Errorf("find parallel regions: nil module")
	}
	var regions []Region
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				call, ok := inst.(*ir.InstCall)
				if !ok || calleeName(call) != ForkCall {
					continue
				}
				r, err := newRegion(f, b, call)
				if err != nil {
					return nil, fmt.Errorf("find parallel regions: function %s: %w", f.Name(), err)
				}
				regions = append(regions, r)
			}
		}
	}
	return regions, nil
}

func newRegion(f *ir.Func, b *ir.Block, call *ir.InstCall) (Region, error) {
	r := Region{Caller: f, Block: b, Fork: call}
	if len(call.Args) < ForkFixedArgs {
		return r, fmt.Errorf("%s has %d operands, want at least %d", ForkCall, len(call.Args), ForkFixedArgs)
	}
	micro, ok := irreader.StripPtrCasts(call.Args[2]).(*ir.Func)
	if !ok {
		return r, fmt.Errorf("%s: microtask operand %s is not a function", ForkCall, call.Args[2].Ident())
	}
	if len(micro.Blocks) == 0 {
		return r, fmt.Errorf("%s: microtask %s is only declared", ForkCall, micro.Name())
	}
	nShared := len(call.Args) - ForkFixedArgs
	if argc, ok := intConst(call.Args[1]); ok && argc != int64(nShared) {
		return r, fmt.Errorf("%s: argc is %d but %d shared arguments are passed", ForkCall, argc, nShared)
	}
	if len(micro.Params) != TIDParams+nShared {
		return r, fmt.Errorf("%s: microtask %s has %d parameters, want %d (2 thread ids + %d shared)",
			ForkCall, micro.Name(), len(micro.Params), TIDParams+nShared, nShared)
	}
	r.Outlined = micro
	for i := 0; i < nShared; i++ {
		r.Shared = append(r.Shared, SharedArg{Index: i, Value: unwrapArg(call.Args[ForkFixedArgs+i]), Param: micro.Params[TIDParams+i]})
	}
	top := &RegionFunc{Func: micro}
	for i, p := range micro.Params {
		info := ParamInfo{Param: p, Role: RoleShared, Shared: i - TIDParams}
		switch i {
		case 0:
			info = ParamInfo{Param: p, Role: RoleGlobalTID, Shared: -1}
		case 1:
			info = ParamInfo{Param: p, Role: RoleBoundTID, Shared: -1}
		}
		top.Params = append(top.Params, info)
	}
	w := walker{r: &r, seen: map[*ir.Func]bool{}}
	if err := w.walk(top); err != nil {
		return r, fmt.Errorf("region %s: %w", micro.Name(), err)
	}
	return r, nil
}

// walker visits the region's functions depth first, descending into direct
// calls of defined functions at the call site.
type walker struct {
	r    *Region
	seen map[*ir.Func]bool
	seq  int
	// open are static loops whose fini has not been seen, innermost last.
	open []*WorkLoop
}

func (w *walker) walk(rf *RegionFunc) error {
	f := rf.Func
	w.seen[f] = true
	w.r.Funcs = append(w.r.Funcs, rf)
	roles := map[*ir.Param]ParamInfo{}
	for _, p := range rf.Params {
		roles[p.Param] = p
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if al, ok := inst.(*ir.InstAlloca); ok {
				rf.Private = append(rf.Private, al)
			}
		}
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			call, ok := inst.(*ir.InstCall)
			if !ok {
				continue
			}
			name := calleeName(call)
			if err := w.visitCall(rf, roles, b, call, name); err != nil {
				return fmt.Errorf("function %s: %w", f.Name(), err)
			}
		}
	}
	return nil
}

func (w *walker) visitCall(rf *RegionFunc, roles map[*ir.Param]ParamInfo, b *ir.Block, call *ir.InstCall, name string) error {
	f := rf.Func
	switch {
	case strings.HasPrefix(name, "__kmpc_for_static_init_"):
		l, err := staticLoop(f, b, call, name)
		if err != nil {
			return err
		}
		w.addLoop(l)
		w.open = append(w.open, l)
	case strings.HasPrefix(name, "__kmpc_dispatch_init_"):
		l, err := dispatchLoop(f, b, call, name)
		if err != nil {
			return err
		}
		w.addLoop(l)
		w.open = append(w.open, l)
	case strings.HasPrefix(name, "__kmpc_dispatch_next_"):
		if len(call.Args) != dispatchNextArgs {
			return fmt.Errorf("%s has %d operands, want %d", name, len(call.Args), dispatchNextArgs)
		}
		l := w.lastOpen(true)
		if l == nil {
			return fmt.Errorf("%s without a preceding __kmpc_dispatch_init", name)
		}
		if len(l.Next) == 0 {
			l.LastVar, l.LowerVar = allocaOf(call.Args[2]), allocaOf(call.Args[3])
			l.UpperVar, l.StrideVar = allocaOf(call.Args[4]), allocaOf(call.Args[5])
		}
		l.Next = append(l.Next, call)
	case name == "__kmpc_for_static_fini" || strings.HasPrefix(name, "__kmpc_dispatch_fini_"):
		if l := w.lastOpen(name != "__kmpc_for_static_fini"); l != nil && l.Fini == nil {
			l.Fini, l.FiniBlock = call, b
			w.closeLoop(l)
		}
	default:
		if kind, ok := constructEntries[name]; ok {
			c := &Construct{Seq: w.seq, Kind: kind, Callee: name, Call: call, Func: f, Block: b}
			if (kind == Reduce || kind == ReduceNowait) && len(call.Args) > reduceFuncArg {
				c.ReduceFunc, _ = irreader.StripPtrCasts(call.Args[reduceFuncArg]).(*ir.Func)
			}
			w.r.Constructs = append(w.r.Constructs, c)
			w.seq++
			return nil
		}
		callee, ok := irreader.StripPtrCasts(call.Callee).(*ir.Func)
		if !ok || len(callee.Blocks) == 0 || w.seen[callee] {
			return nil
		}
		sub := &RegionFunc{Func: callee, Call: call, Caller: f}
		for i, p := range callee.Params {
			info := ParamInfo{Param: p, Role: RoleOther, Shared: -1}
			if i < len(call.Args) {
				if src := paramOf(f, call.Args[i]); src != nil {
					if from, ok := roles[src]; ok {
						info.Role, info.Shared = from.Role, from.Shared
					}
				}
			}
			sub.Params = append(sub.Params, info)
		}
		return w.walk(sub)
	}
	return nil
}

func (w *walker) addLoop(l *WorkLoop) {
	l.Seq = w.seq
	w.seq++
	w.r.Loops = append(w.r.Loops, l)
}

// lastOpen returns the innermost loop still waiting for its fini (or, for
// dispatch_next, its dispatch loop), of the wanted kind.
func (w *walker) lastOpen(dynamic bool) *WorkLoop {
	for i := len(w.open) - 1; i >= 0; i-- {
		if w.open[i].Dynamic == dynamic {
			return w.open[i]
		}
	}
	return nil
}

func (w *walker) closeLoop(l *WorkLoop) {
	for i, o := range w.open {
		if o == l {
			w.open = append(w.open[:i], w.open[i+1:]...)
			return
		}
	}
}

// entryWidth decodes the _4/_4u/_8/_8u suffix of a runtime entry point.
func entryWidth(name, prefix string) (bits int, unsigned bool, err error) {
	switch strings.TrimPrefix(name, prefix) {
	case "4":
		return 32, false, nil
	case "4u":
		return 32, true, nil
	case "8":
		return 64, false, nil
	case "8u":
		return 64, true, nil
	}
	return 0, false, fmt.Errorf("unknown runtime entry point %s", name)
}

func staticLoop(f *ir.Func, b *ir.Block, call *ir.InstCall, name string) (*WorkLoop, error) {
	l := &WorkLoop{Func: f, Block: b, Init: call, Callee: name}
	var err error
	if l.Bits, l.Unsigned, err = entryWidth(name, "__kmpc_for_static_init_"); err != nil {
		return nil, err
	}
	if len(call.Args) != staticInitArgs {
		return nil, fmt.Errorf("%s has %d operands, want %d", name, len(call.Args), staticInitArgs)
	}
	if err := l.setSched(call.Args[2]); err != nil {
		return nil, err
	}
	l.LastVar, l.LowerVar = allocaOf(call.Args[3]), allocaOf(call.Args[4])
	l.UpperVar, l.StrideVar = allocaOf(call.Args[5]), allocaOf(call.Args[6])
	l.Incr, l.Chunk = intValue(call.Args[7]), intValue(call.Args[8])
	l.Lower = storedBefore(b, call, l.LowerVar)
	l.Upper = storedBefore(b, call, l.UpperVar)
	return l, nil
}

func dispatchLoop(f *ir.Func, b *ir.Block, call *ir.InstCall, name string) (*WorkLoop, error) {
	l := &WorkLoop{Func: f, Block: b, Init: call, Callee: name, Dynamic: true}
	var err error
	if l.Bits, l.Unsigned, err = entryWidth(name, "__kmpc_dispatch_init_"); err != nil {
		return nil, err
	}
	if len(call.Args) != dispatchInitArgs {
		return nil, fmt.Errorf("%s has %d operands, want %d", name, len(call.Args), dispatchInitArgs)
	}
	if err := l.setSched(call.Args[2]); err != nil {
		return nil, err
	}
	l.Lower, l.Upper = intValue(call.Args[3]), intValue(call.Args[4])
	l.Incr, l.Chunk = intValue(call.Args[5]), intValue(call.Args[6])
	return l, nil
}

func (l *WorkLoop) setSched(v value.Value) error {
	raw, ok := intConst(v)
	if !ok {
		return fmt.Errorf("%s: schedule operand %s is not a constant", l.Callee, v.Ident())
	}
	l.Modifiers = raw & (ModMonotonic | ModNonmonotonic)
	l.Sched = SchedKind(raw &^ (ModMonotonic | ModNonmonotonic))
	return nil
}

// storedBefore returns the value last stored into slot before call: it
// scans call's block backwards, then the chain of unique predecessors.
func storedBefore(b *ir.Block, call *ir.InstCall, slot *ir.InstAlloca) Value {
	if slot == nil {
		return Value{}
	}
	preds := predecessors(b.Parent)
	end := -1
	for i, inst := range b.Insts {
		if inst == ir.Instruction(call) {
			end = i
		}
	}
	for step := 0; b != nil && step < maxChase; step++ {
		for i := end - 1; i >= 0; i-- {
			if st, ok := b.Insts[i].(*ir.InstStore); ok && irreader.StripPtrCasts(st.Dst) == value.Value(slot) {
				return intValue(st.Src)
			}
		}
		ps := preds[b]
		if len(ps) != 1 {
			break
		}
		b = ps[0]
		end = len(b.Insts)
	}
	return Value{}
}
