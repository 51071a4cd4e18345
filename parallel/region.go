package parallel

// Region recognition follows the calls clang-14 emits for OpenMP (clang's
// CGOpenMPRuntime.cpp) into libomp's entry points (openmp/runtime/src/
// kmp_csupport.cpp, kmp_sched.cpp, kmp_dispatch.cpp); the schedule numbers
// are libomp's enum sched_type (openmp/runtime/src/kmp.h).

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// SchedKind is a libomp schedule type (enum sched_type in kmp.h), the
// constant clang passes to __kmpc_for_static_init_* or
// __kmpc_dispatch_init_*, without the monotonic/nonmonotonic modifier bits.
type SchedKind int64

// The schedule types of kmp.h that clang emits or KMP_SCHEDULE selects.
const (
	SchedStaticChunked   SchedKind = 33 // kmp_sch_static_chunked: schedule(static, c)
	SchedStatic          SchedKind = 34 // kmp_sch_static: schedule(static) and the default
	SchedDynamicChunked  SchedKind = 35 // kmp_sch_dynamic_chunked: schedule(dynamic[, c])
	SchedGuidedChunked   SchedKind = 36 // kmp_sch_guided_chunked: schedule(guided[, c])
	SchedRuntime         SchedKind = 37 // kmp_sch_runtime: schedule(runtime)
	SchedAuto            SchedKind = 38 // kmp_sch_auto: schedule(auto)
	SchedTrapezoidal     SchedKind = 39 // kmp_sch_trapezoidal
	SchedStaticGreedy    SchedKind = 40 // kmp_sch_static_greedy
	SchedStaticBalanced  SchedKind = 41 // kmp_sch_static_balanced
	SchedGuidedIterative SchedKind = 42 // kmp_sch_guided_iterative_chunked
	SchedGuidedAnalytic  SchedKind = 43 // kmp_sch_guided_analytical_chunked
	SchedStaticSteal     SchedKind = 44 // kmp_sch_static_steal
	SchedStaticBalChunk  SchedKind = 45 // kmp_sch_static_balanced_chunked (simd)
	SchedGuidedSimd      SchedKind = 46 // kmp_sch_guided_simd
	SchedRuntimeSimd     SchedKind = 47 // kmp_sch_runtime_simd
	SchedOrdStaticChunk  SchedKind = 65 // kmp_ord_static_chunked: ordered schedule(static, c)
	SchedOrdStatic       SchedKind = 66 // kmp_ord_static: ordered schedule(static)
	SchedOrdDynamic      SchedKind = 67 // kmp_ord_dynamic_chunked
	SchedOrdGuided       SchedKind = 68 // kmp_ord_guided_chunked
	SchedOrdRuntime      SchedKind = 69 // kmp_ord_runtime
	SchedOrdAuto         SchedKind = 70 // kmp_ord_auto
	SchedDistStaticChunk SchedKind = 91 // kmp_distribute_static_chunked
	SchedDistStatic      SchedKind = 92 // kmp_distribute_static
)

// Schedule modifier bits of kmp.h, or-ed into the schedule constant.
const (
	ModMonotonic    int64 = 1 << 29 // kmp_sch_modifier_monotonic
	ModNonmonotonic int64 = 1 << 30 // kmp_sch_modifier_nonmonotonic
)

var schedNames = map[SchedKind]string{
	SchedStaticChunked: "static_chunked", SchedStatic: "static",
	SchedDynamicChunked: "dynamic_chunked", SchedGuidedChunked: "guided_chunked",
	SchedRuntime: "runtime", SchedAuto: "auto", SchedTrapezoidal: "trapezoidal",
	SchedStaticGreedy: "static_greedy", SchedStaticBalanced: "static_balanced",
	SchedGuidedIterative: "guided_iterative_chunked", SchedGuidedAnalytic: "guided_analytical_chunked",
	SchedStaticSteal: "static_steal", SchedStaticBalChunk: "static_balanced_chunked",
	SchedGuidedSimd: "guided_simd", SchedRuntimeSimd: "runtime_simd",
	SchedOrdStaticChunk: "ord_static_chunked", SchedOrdStatic: "ord_static",
	SchedOrdDynamic: "ord_dynamic_chunked", SchedOrdGuided: "ord_guided_chunked",
	SchedOrdRuntime: "ord_runtime", SchedOrdAuto: "ord_auto",
	SchedDistStaticChunk: "distribute_static_chunked", SchedDistStatic: "distribute_static",
}

// String returns the kmp.h name without its kmp_sch_ prefix ("static", "dynamic_chunked").
func (k SchedKind) String() string {
	if s, ok := schedNames[k]; ok {
		return s
	}
	return fmt.Sprintf("sched(%d)", int64(k))
}

// IsStatic reports whether k hands out iterations by a fixed formula
// (the static kinds StaticSchedule models: 33, 34, 40, 41 and their
// ordered/distribute forms).
func (k SchedKind) IsStatic() bool {
	switch k {
	case SchedStaticChunked, SchedStatic, SchedStaticGreedy, SchedStaticBalanced,
		SchedOrdStaticChunk, SchedOrdStatic, SchedDistStaticChunk, SchedDistStatic:
		return true
	}
	return false
}

// Chunked reports whether k splits the loop into round-robin chunks.
func (k SchedKind) Chunked() bool {
	return k == SchedStaticChunked || k == SchedOrdStaticChunk || k == SchedDistStaticChunk
}

// Region is one OpenMP parallel region: a __kmpc_fork_call and the code it runs.
type Region struct {
	// Caller is the function holding the fork call; Block is its block.
	Caller *ir.Func
	Block  *ir.Block
	// Fork is the __kmpc_fork_call(loc, argc, microtask, shared...) call.
	Fork *ir.InstCall
	// Outlined is the microtask, with bitcasts stripped (".omp_outlined.").
	Outlined *ir.Func
	// Shared are the fork call's arguments after the microtask, in order.
	Shared []SharedArg
	// Funcs are the functions the region runs: Outlined first, then the
	// defined functions reached from it by direct calls (".omp_outlined._debug__"
	// at -O0, user helpers), depth first in call order, each once.
	Funcs []*RegionFunc
	// Loops are the work-shared loops, in walk order (see Seq).
	Loops []*WorkLoop
	// Constructs are the barrier, reduction, single, master, critical, ...
	// calls, in walk order.
	Constructs []*Construct
}

// SharedArg is one shared argument of a fork call.
type SharedArg struct {
	Index int         // position among the shared arguments, 0-based
	Value value.Value // the argument in the caller, e.g. %n.addr
	Param *ir.Param   // the microtask's formal receiving it (Outlined.Params[Index+2])
}

// Role says what a parameter of a region function carries.
type Role int

// The parameter roles.
const (
	RoleOther     Role = iota // not traced to a microtask parameter
	RoleGlobalTID             // i32* global thread id (first microtask parameter)
	RoleBoundTID              // i32* bound thread id (second microtask parameter)
	RoleShared                // a shared argument of the fork call
)

var roleNames = [...]string{"other", "global_tid", "bound_tid", "shared"}

// String returns "other", "global_tid", "bound_tid" or "shared".
func (r Role) String() string {
	if r >= 0 && int(r) < len(roleNames) {
		return roleNames[r]
	}
	return fmt.Sprintf("Role(%d)", int(r))
}

// ParamInfo classifies one formal parameter of a region function.
type ParamInfo struct {
	Param *ir.Param
	Role  Role
	// Shared is the index into Region.Shared when Role is RoleShared, else -1.
	Shared int
}

// RegionFunc is a function executed by every thread of a region.
type RegionFunc struct {
	Func *ir.Func
	// Call is the call that first reaches Func, in Caller; both nil for the microtask.
	Call   *ir.InstCall
	Caller *ir.Func
	// Params classifies every formal parameter, in order. For the microtask
	// they are global tid, bound tid, then the shared arguments; for a callee
	// a parameter inherits the role of the value passed to it when that value
	// is a region parameter, directly or through a local copy (alloca with a
	// single store, as at -O0).
	Params []ParamInfo
	// Private are the function's allocas: one copy per thread.
	Private []*ir.InstAlloca
}

// Value is an integer operand: the IR value, and its constant when it has one.
type Value struct {
	V     value.Value // nil when unknown
	Const int64
	Known bool // V is an integer constant, Const its value
}

// String prints the constant or the IR value's identifier.
func (v Value) String() string {
	switch {
	case v.Known:
		return fmt.Sprint(v.Const)
	case v.V == nil:
		return "?"
	}
	return v.V.Ident()
}

// WorkLoop is one work-shared loop (#pragma omp for / parallel for).
type WorkLoop struct {
	// Seq is the position among the region's loops and constructs in walk order.
	Seq int
	// Func and Block hold Init.
	Func  *ir.Func
	Block *ir.Block
	// Init is the __kmpc_for_static_init_* or __kmpc_dispatch_init_* call;
	// Callee its name.
	Init   *ir.InstCall
	Callee string
	// Bits is 32 for the _4/_4u entry points and 64 for _8/_8u; Unsigned is
	// set for the u forms.
	Bits     int
	Unsigned bool
	// Dynamic is set for __kmpc_dispatch_init_*: iterations are handed out
	// at run time by __kmpc_dispatch_next_* (dynamic, guided, runtime, auto).
	Dynamic bool
	// Sched is the schedule type without modifier bits; Modifiers the
	// ModMonotonic/ModNonmonotonic bits that were set.
	Sched     SchedKind
	Modifiers int64
	// Incr and Chunk are the init call's increment and chunk operands.
	Incr, Chunk Value
	// Lower and Upper are the inclusive bounds the runtime splits: for a
	// static loop the values stored into LowerVar/UpperVar before Init, for a
	// dispatch loop Init's lb/ub operands.
	Lower, Upper Value
	// LastVar, LowerVar, UpperVar and StrideVar are the allocas passed as
	// &last, &lower, &upper, &stride (to Init, or for a dispatch loop to its
	// first __kmpc_dispatch_next_*); nil when the operand is not an alloca.
	LastVar, LowerVar, UpperVar, StrideVar *ir.InstAlloca
	// Fini is the matching __kmpc_for_static_fini (or __kmpc_dispatch_fini_*)
	// and FiniBlock its block; nil when there is none (dispatch loops
	// without ordered have none).
	Fini      *ir.InstCall
	FiniBlock *ir.Block
	// Next are the __kmpc_dispatch_next_* calls of a dispatch loop.
	Next []*ir.InstCall
}

// ConstructKind is the kind of a synchronisation call inside a region.
type ConstructKind int

// The construct kinds, one per runtime entry point family.
const (
	Barrier         ConstructKind = iota // __kmpc_barrier (explicit or implicit after a loop/single)
	Reduce                               // __kmpc_reduce
	EndReduce                            // __kmpc_end_reduce
	ReduceNowait                         // __kmpc_reduce_nowait
	EndReduceNowait                      // __kmpc_end_reduce_nowait
	Single                               // __kmpc_single
	EndSingle                            // __kmpc_end_single
	Master                               // __kmpc_master
	EndMaster                            // __kmpc_end_master
	Masked                               // __kmpc_masked
	EndMasked                            // __kmpc_end_masked
	Critical                             // __kmpc_critical, __kmpc_critical_with_hint
	EndCritical                          // __kmpc_end_critical
	Ordered                              // __kmpc_ordered
	EndOrdered                           // __kmpc_end_ordered
)

var constructEntries = map[string]ConstructKind{
	"__kmpc_barrier":            Barrier,
	"__kmpc_reduce":             Reduce,
	"__kmpc_end_reduce":         EndReduce,
	"__kmpc_reduce_nowait":      ReduceNowait,
	"__kmpc_end_reduce_nowait":  EndReduceNowait,
	"__kmpc_single":             Single,
	"__kmpc_end_single":         EndSingle,
	"__kmpc_master":             Master,
	"__kmpc_end_master":         EndMaster,
	"__kmpc_masked":             Masked,
	"__kmpc_end_masked":         EndMasked,
	"__kmpc_critical":           Critical,
	"__kmpc_critical_with_hint": Critical,
	"__kmpc_end_critical":       EndCritical,
	"__kmpc_ordered":            Ordered,
	"__kmpc_end_ordered":        EndOrdered,
}

var constructNames = [...]string{"barrier", "reduce", "end_reduce", "reduce_nowait",
	"end_reduce_nowait", "single", "end_single", "master", "end_master", "masked",
	"end_masked", "critical", "end_critical", "ordered", "end_ordered"}

// String returns the entry point name without "__kmpc_" ("barrier", "end_single").
func (k ConstructKind) String() string {
	if k >= 0 && int(k) < len(constructNames) {
		return constructNames[k]
	}
	return fmt.Sprintf("ConstructKind(%d)", int(k))
}

// IsReduction reports whether k is one of the reduction entry points.
func (k ConstructKind) IsReduction() bool {
	return k >= Reduce && k <= EndReduceNowait
}

// Construct is one synchronisation call inside a region.
type Construct struct {
	Seq    int // position among the region's loops and constructs in walk order
	Kind   ConstructKind
	Callee string
	Call   *ir.InstCall
	Func   *ir.Func
	Block  *ir.Block
	// ReduceFunc is the combiner passed to __kmpc_reduce / __kmpc_reduce_nowait
	// (".omp.reduction.reduction_func"); nil for other kinds.
	ReduceFunc *ir.Func
}

const (
	forkCallName = "__kmpc_fork_call"
	// forkFixedArgs are the fork call's loc, argc and microtask operands.
	forkFixedArgs = 3
	// tidParams are the microtask's global and bound thread id parameters.
	tidParams = 2
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
	// maxChase bounds the walks through casts, copies and predecessor chains.
	maxChase = 64
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
				if !ok || calleeName(call) != forkCallName {
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
	if len(call.Args) < forkFixedArgs {
		return r, fmt.Errorf("%s has %d operands, want at least %d", forkCallName, len(call.Args), forkFixedArgs)
	}
	micro, ok := stripCasts(call.Args[2]).(*ir.Func)
	if !ok {
		return r, fmt.Errorf("%s: microtask operand %s is not a function", forkCallName, call.Args[2].Ident())
	}
	if len(micro.Blocks) == 0 {
		return r, fmt.Errorf("%s: microtask %s is only declared", forkCallName, micro.Name())
	}
	nShared := len(call.Args) - forkFixedArgs
	if argc, ok := intConst(call.Args[1]); ok && argc != int64(nShared) {
		return r, fmt.Errorf("%s: argc is %d but %d shared arguments are passed", forkCallName, argc, nShared)
	}
	if len(micro.Params) != tidParams+nShared {
		return r, fmt.Errorf("%s: microtask %s has %d parameters, want %d (2 thread ids + %d shared)",
			forkCallName, micro.Name(), len(micro.Params), tidParams+nShared, nShared)
	}
	r.Outlined = micro
	for i := 0; i < nShared; i++ {
		r.Shared = append(r.Shared, SharedArg{Index: i, Value: unwrapArg(call.Args[forkFixedArgs+i]), Param: micro.Params[tidParams+i]})
	}
	top := &RegionFunc{Func: micro}
	for i, p := range micro.Params {
		info := ParamInfo{Param: p, Role: RoleShared, Shared: i - tidParams}
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
				c.ReduceFunc, _ = stripCasts(call.Args[reduceFuncArg]).(*ir.Func)
			}
			w.r.Constructs = append(w.r.Constructs, c)
			w.seq++
			return nil
		}
		callee, ok := stripCasts(call.Callee).(*ir.Func)
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
			if st, ok := b.Insts[i].(*ir.InstStore); ok && stripCasts(st.Dst) == value.Value(slot) {
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

// predecessors maps each block of f to its predecessors; nil f gives an empty map.
func predecessors(f *ir.Func) map[*ir.Block][]*ir.Block {
	preds := map[*ir.Block][]*ir.Block{}
	if f == nil {
		return preds
	}
	for _, b := range f.Blocks {
		if b.Term == nil {
			continue
		}
		for _, s := range b.Term.Succs() {
			preds[s] = append(preds[s], b)
		}
	}
	return preds
}

// paramOf returns the parameter of f that v is, directly, through casts, or
// through a load of a local slot whose only store saves that parameter (the
// -O0 "%x.addr" copy); nil otherwise.
func paramOf(f *ir.Func, v value.Value) *ir.Param {
	for step := 0; step < maxChase; step++ {
		v = stripCasts(v)
		switch x := v.(type) {
		case *ir.Param:
			return x
		case *ir.InstLoad:
			al, ok := stripCasts(x.Src).(*ir.InstAlloca)
			if !ok {
				return nil
			}
			st := singleStore(f, al)
			if st == nil {
				return nil
			}
			v = st.Src
		default:
			return nil
		}
	}
	return nil
}

// singleStore returns the only store into al in f, or nil.
func singleStore(f *ir.Func, al *ir.InstAlloca) *ir.InstStore {
	var found *ir.InstStore
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			st, ok := inst.(*ir.InstStore)
			if !ok || stripCasts(st.Dst) != value.Value(al) {
				continue
			}
			if found != nil {
				return nil
			}
			found = st
		}
	}
	return found
}

func allocaOf(v value.Value) *ir.InstAlloca {
	al, _ := stripCasts(v).(*ir.InstAlloca)
	return al
}

func intValue(v value.Value) Value {
	v = unwrapArg(v)
	c, ok := intConst(v)
	return Value{V: v, Const: c, Known: ok}
}

func intConst(v value.Value) (int64, bool) {
	c, ok := unwrapArg(v).(*constant.Int)
	if !ok || c.X == nil || !c.X.IsInt64() {
		return 0, false
	}
	return c.X.Int64(), true
}

// calleeName returns the name of the function call calls directly (through
// constant casts), or "".
func calleeName(call *ir.InstCall) string {
	if f, ok := stripCasts(call.Callee).(*ir.Func); ok {
		return f.Name()
	}
	return ""
}

func unwrapArg(v value.Value) value.Value {
	for step := 0; step < maxChase; step++ {
		a, ok := v.(*ir.Arg)
		if !ok {
			return v
		}
		v = a.Value
	}
	return v
}

// stripCasts removes call-argument wrappers and constant or instruction
// bitcasts / address-space casts.
func stripCasts(v value.Value) value.Value {
	for step := 0; step < maxChase; step++ {
		switch x := unwrapArg(v).(type) {
		case *constant.ExprBitCast:
			v = x.From
		case *constant.ExprAddrSpaceCast:
			v = x.From
		case *ir.InstBitCast:
			v = x.From
		default:
			return x
		}
	}
	return v
}
