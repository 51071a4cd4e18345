package omp

// The model of a parallel region: its functions, parameters, work-shared
// loops and synchronisation constructs, as Find (region_find.go) returns
// them. The schedule numbers are libomp's enum sched_type
// (openmp/runtime/src/kmp.h).

import (
	"fmt"

	"github.com/llir/llvm/ir"
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
