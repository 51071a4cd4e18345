package omp

import (
	"bufio"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/reusescope/reusescope/irreader"
)

// kernelRow is one OpenMP row of testdata/kernels.tsv.
type kernelRow struct {
	name, file, base string
	params           map[string]int64
}

func ompKernels(t *testing.T) []kernelRow {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", "kernels.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []kernelRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		col := strings.Split(sc.Text(), "\t")
		const openmpCol, paramsCol = 7, 6
		if len(col) <= openmpCol || col[openmpCol] != "yes" {
			continue
		}
		r := kernelRow{name: col[0], file: filepath.Join("..", "testdata", col[1]), params: map[string]int64{}}
		r.base = strings.TrimSuffix(strings.TrimSuffix(r.name, "_S"), "_L")
		for _, kv := range strings.Split(col[paramsCol], ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				continue
			}
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				t.Fatalf("kernels.tsv: %s: %v", r.name, err)
			}
			r.params[k] = n
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		t.Fatal("kernels.tsv lists no OpenMP kernel")
	}
	return rows
}

// bound is an expected upper bound: a constant, or an expression of the
// shared argument whose caller-side slot is the source variable slot ("n",
// from debug info: the IR has no value names).
type bound struct {
	konst int64
	slot  string
}

// ompWant holds what the C sources in testdata/src say about each kernel.
type ompWant struct {
	outlined   int       // distinct microtasks (parallel pragmas)
	loops      int       // work-shared loops per region
	sched      SchedKind // schedule of every loop
	dynamic    bool      // dispatch (dynamic) loops
	chunk      int64     // chunk operand (1 when the schedule has none)
	constructs []string  // construct kinds per region, in order
	upper      func(map[string]int64) []bound
}

func constUB(names ...string) func(map[string]int64) []bound {
	return func(p map[string]int64) []bound {
		var out []bound
		for _, n := range names {
			switch n {
			case "N-3": // for (i = 1; i < N - 1; i++): N-2 iterations
				out = append(out, bound{konst: p["N"] - 3})
			default: // for (i = 0; i < X; i++)
				out = append(out, bound{konst: p[n] - 1})
			}
		}
		return out
	}
}

func paramUB(slots ...string) func(map[string]int64) []bound {
	return func(map[string]int64) []bound {
		var out []bound
		for _, s := range slots {
			out = append(out, bound{konst: -1, slot: s})
		}
		return out
	}
}

var ompWants = map[string]ompWant{
	"omp_gemm":       {outlined: 1, loops: 1, sched: SchedStatic, chunk: 1, upper: constUB("N")},
	"omp_gemv":       {outlined: 1, loops: 1, sched: SchedStatic, chunk: 1, upper: paramUB("n")},
	"omp_jacobi2d":   {outlined: 2, loops: 1, sched: SchedStatic, chunk: 1, upper: constUB("N-3", "N-3")},
	"omp_covariance": {outlined: 3, loops: 1, sched: SchedStatic, chunk: 1, upper: constUB("M", "N", "M")},
	"omp_ger":        {outlined: 1, loops: 1, sched: SchedStatic, chunk: 1, upper: paramUB("m")},
	"omp_dot": {outlined: 1, loops: 1, sched: SchedStatic, chunk: 1, upper: paramUB("n"),
		constructs: []string{"reduce_nowait", "end_reduce_nowait"}},
	"omp_tworegion": {outlined: 1, loops: 2, sched: SchedStatic, chunk: 1, upper: paramUB("n", "n"),
		constructs: []string{"single", "end_single", "barrier", "barrier", "barrier"}},
	"omp_chunked": {outlined: 1, loops: 1, sched: SchedStaticChunked, chunk: 4, upper: constUB("N")},
	"omp_dynamic": {outlined: 1, loops: 1, sched: SchedDynamicChunked, dynamic: true, chunk: 1, upper: constUB("N")},
}

// forkSites counts the textual __kmpc_fork_call call sites of an .ll file.
func forkSites(t *testing.T, path string) int {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(src), "\n") {
		if strings.Contains(line, "call ") && strings.Contains(line, "@__kmpc_fork_call(") {
			n++
		}
	}
	return n
}

func TestFindKernels(t *testing.T) {
	for _, k := range ompKernels(t) {
		want, ok := ompWants[k.base]
		if !ok {
			t.Errorf("%s: no expectations for kernel %s", k.file, k.base)
			continue
		}
		m, err := irreader.ReadFile(k.file)
		if err != nil {
			t.Fatal(err)
		}
		regions, err := Find(m.LL)
		if err != nil {
			t.Fatalf("%s: %v", k.file, err)
		}
		if got, sites := len(regions), forkSites(t, k.file); got != sites {
			t.Errorf("%s: %d regions, the file has %d fork calls", k.file, got, sites)
		}
		outlined := map[*ir.Func]bool{}
		for i := range regions {
			r := &regions[i]
			outlined[r.Outlined] = true
			checkRegion(t, k, want, m, r)
		}
		if len(outlined) != want.outlined {
			t.Errorf("%s: %d distinct microtasks, want %d", k.file, len(outlined), want.outlined)
		}
		// Every microtask's bounds, in the order of the first fork call to it.
		var ubs []bound
		seen := map[*ir.Func]bool{}
		for _, r := range regions {
			if seen[r.Outlined] {
				continue
			}
			seen[r.Outlined] = true
			for _, l := range r.Loops {
				if l.Upper.Known {
					ubs = append(ubs, bound{konst: l.Upper.Const})
				} else {
					ubs = append(ubs, bound{konst: -1, slot: sharedSlot(t, m, &r, l)})
				}
			}
		}
		if wantUB := want.upper(k.params); !reflect.DeepEqual(ubs, wantUB) {
			t.Errorf("%s: upper bounds %v, want %v", k.file, ubs, wantUB)
		}
	}
}

func checkRegion(t *testing.T, k kernelRow, want ompWant, m *irreader.Module, r *Region) {
	t.Helper()
	// irreader.ForkTarget is an independent reading of the microtask name.
	fn := m.Func(r.Caller.Name())
	var forkInst *irreader.Inst
	for _, b := range fn.Blocks {
		for _, in := range b.Insts {
			if in.IR == ir.Instruction(r.Fork) {
				forkInst = in
			}
		}
	}
	if forkInst == nil || irreader.ForkTarget(forkInst) != r.Outlined.Name() {
		t.Errorf("%s: microtask %s does not match irreader.ForkTarget", k.file, r.Outlined.Name())
	}
	if len(r.Shared) != len(r.Fork.Args)-3 || len(r.Outlined.Params) != len(r.Shared)+2 {
		t.Errorf("%s: %d shared args for %d fork operands and %d microtask params",
			k.file, len(r.Shared), len(r.Fork.Args), len(r.Outlined.Params))
	}
	for _, rf := range r.Funcs {
		for i, p := range rf.Params {
			wantRole := []Role{RoleGlobalTID, RoleBoundTID}
			if i < 2 && p.Role != wantRole[i] || i >= 2 && (p.Role != RoleShared || p.Shared != i-2) {
				t.Errorf("%s: %s param %d is %s/%d", k.file, rf.Func.Name(), i, p.Role, p.Shared)
			}
		}
	}
	if len(r.Loops) != want.loops {
		t.Fatalf("%s: %s has %d work-shared loops, want %d", k.file, r.Outlined.Name(), len(r.Loops), want.loops)
	}
	for _, l := range r.Loops {
		if l.Sched != want.sched || l.Dynamic != want.dynamic || !l.Chunk.Known || l.Chunk.Const != want.chunk {
			t.Errorf("%s: loop %s sched %s dynamic %v chunk %s, want %s %v %d",
				k.file, l.Callee, l.Sched, l.Dynamic, l.Chunk, want.sched, want.dynamic, want.chunk)
		}
		if !l.Lower.Known || l.Lower.Const != 0 || !l.Incr.Known || l.Incr.Const != 1 {
			t.Errorf("%s: lower %s incr %s, want 0 and 1 (clang normalises the loop)", k.file, l.Lower, l.Incr)
		}
		if l.Bits != 32 || l.Unsigned {
			t.Errorf("%s: %s: %d bits unsigned=%v", k.file, l.Callee, l.Bits, l.Unsigned)
		}
		if want.dynamic {
			if l.Modifiers != ModNonmonotonic || len(l.Next) == 0 || l.Fini != nil {
				t.Errorf("%s: dynamic loop modifiers %x, %d next calls, fini %v", k.file, l.Modifiers, len(l.Next), l.Fini)
			}
		} else if l.Fini == nil || calleeName(l.Fini) != "__kmpc_for_static_fini" {
			t.Errorf("%s: static loop without __kmpc_for_static_fini", k.file)
		}
		for name, v := range map[string]*ir.InstAlloca{".omp.lb": l.LowerVar, ".omp.ub": l.UpperVar, ".omp.stride": l.StrideVar, ".omp.is_last": l.LastVar} {
			if v == nil || !strings.HasPrefix(m.Func(l.Func.Name()).VarName(v), name) {
				t.Errorf("%s: %s slot is %v", k.file, name, v)
				continue
			}
			if !isPrivate(r, l.Func, v) {
				t.Errorf("%s: %s not among the private allocas of %s", k.file, v.Name(), l.Func.Name())
			}
		}
	}
	var kinds []string
	for _, c := range r.Constructs {
		kinds = append(kinds, c.Kind.String())
		if c.Kind == ReduceNowait && (c.ReduceFunc == nil || !strings.HasPrefix(c.ReduceFunc.Name(), ".omp.reduction.reduction_func")) {
			t.Errorf("%s: reduction without its combiner", k.file)
		}
	}
	if !reflect.DeepEqual(kinds, want.constructs) {
		t.Errorf("%s: constructs %v, want %v", k.file, kinds, want.constructs)
	}
	// Loops and constructs interleave in source order: in omp_tworegion the
	// single and its barrier come first, each loop is followed by its barrier.
	if k.base == "omp_tworegion" {
		seq := map[int]string{}
		for _, l := range r.Loops {
			seq[l.Seq] = "loop"
		}
		for _, c := range r.Constructs {
			seq[c.Seq] = c.Kind.String()
		}
		var order []string
		for i := 0; i < len(seq); i++ {
			order = append(order, seq[i])
		}
		wantOrder := []string{"single", "end_single", "barrier", "loop", "barrier", "loop", "barrier"}
		if !reflect.DeepEqual(order, wantOrder) {
			t.Errorf("%s: walk order %v, want %v", k.file, order, wantOrder)
		}
	}
}

func isPrivate(r *Region, f *ir.Func, al *ir.InstAlloca) bool {
	for _, rf := range r.Funcs {
		if rf.Func != f {
			continue
		}
		for _, p := range rf.Private {
			if p == al {
				return true
			}
		}
	}
	return false
}

// sharedSlot follows the loop's upper bound back through arithmetic, loads
// and the stores into local slots until it meets region parameters, and
// returns the caller-side name of the one shared argument it depends on.
func sharedSlot(t *testing.T, m *irreader.Module, r *Region, l *WorkLoop) string {
	t.Helper()
	var rf *RegionFunc
	for _, f := range r.Funcs {
		if f.Func == l.Func {
			rf = f
		}
	}
	shared := map[int]bool{}
	seen := map[value.Value]bool{}
	var visit func(v value.Value)
	visit = func(v value.Value) {
		if v == nil || seen[v] {
			return
		}
		seen[v] = true
		switch x := v.(type) {
		case *ir.Param:
			for _, p := range rf.Params {
				if p.Param == x && p.Role == RoleShared {
					shared[p.Shared] = true
				}
			}
		case *ir.InstAlloca:
			for _, b := range l.Func.Blocks {
				for _, in := range b.Insts {
					if st, ok := in.(*ir.InstStore); ok && st.Dst == value.Value(x) {
						visit(st.Src)
					}
				}
			}
		case ir.Instruction:
			if u, ok := x.(interface{ Operands() []*value.Value }); ok {
				for _, op := range u.Operands() {
					visit(*op)
				}
			}
		}
	}
	visit(l.Upper.V)
	if len(shared) != 1 {
		t.Errorf("upper bound %s depends on shared args %v, want exactly one", l.Upper, shared)
		return ""
	}
	for i := range shared {
		if n := m.Func(r.Caller.Name()).VarName(r.Shared[i].Value); n != "" {
			return n
		}
		return r.Shared[i].Value.Ident()[1:] // drop the '%'
	}
	return ""
}

func TestFindMalformed(t *testing.T) {
	const decls = `
%struct.ident_t = type { i32, i32, i32, i32, i8* }
@loc = global %struct.ident_t zeroinitializer
@g = global i32 0
declare void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...)
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)
declare void @__kmpc_for_static_init_2(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)
declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*)
declare void @declared(i32*, i32*, ...)
`
	micro := func(body string) string {
		return `
define internal void @micro(i32* %gt, i32* %bt, i32* %n) {
entry:
  %lb = alloca i32
  %ub = alloca i32
  %st = alloca i32
  %last = alloca i32
  %tid = load i32, i32* %gt
` + body + `
  ret void
}
define void @kernel(i32* %n) {
entry:
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @loc, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*)* @micro to void (i32*, i32*, ...)*), i32* %n)
  ret void
}
`
	}
	fork := func(args string) string {
		return `
define void @kernel(i32* %n) {
entry:
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(` + args + `)
  ret void
}
define internal void @two(i32* %gt, i32* %bt) {
entry:
  ret void
}
`
	}
	tests := []struct{ name, src, want string }{
		{"null microtask", fork(`%struct.ident_t* @loc, i32 0, void (i32*, i32*, ...)* null`), "not a function"},
		{"global microtask", fork(`%struct.ident_t* @loc, i32 0, void (i32*, i32*, ...)* bitcast (i32* @g to void (i32*, i32*, ...)*)`), "not a function"},
		{"declared microtask", fork(`%struct.ident_t* @loc, i32 0, void (i32*, i32*, ...)* @declared`), "only declared"},
		// A direct call with fewer arguments than the fixed parameters is
		// invalid IR: the reader refuses it before Find sees it.
		{"too few operands", fork(`%struct.ident_t* @loc, i32 0`), "parse: passes 2 arguments to its 3 parameters"},
		{"argc mismatch", fork(`%struct.ident_t* @loc, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @two to void (i32*, i32*, ...)*)`), "argc"},
		{"param mismatch", fork(`%struct.ident_t* @loc, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @two to void (i32*, i32*, ...)*), i32* %n`), "parameters"},
		{"schedule not constant", micro(`  %s = load i32, i32* %n
  call void @__kmpc_for_static_init_4(%struct.ident_t* @loc, i32 %tid, i32 %s, i32* %last, i32* %lb, i32* %ub, i32* %st, i32 1, i32 1)`), "not a constant"},
		{"unknown width", micro(`  call void @__kmpc_for_static_init_2(%struct.ident_t* @loc, i32 %tid, i32 34, i32* %last, i32* %lb, i32* %ub, i32* %st, i32 1, i32 1)`), "unknown runtime entry"},
		{"wrong arity", micro(`  call void bitcast (void (%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)* @__kmpc_for_static_init_4 to void (%struct.ident_t*, i32, i32)*)(%struct.ident_t* @loc, i32 %tid, i32 34)`), "operands"},
		{"next without init", micro(`  %r = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* @loc, i32 %tid, i32* %last, i32* %lb, i32* %ub, i32* %st)`), "without a preceding"},
	}
	for _, tc := range tests {
		m, err := irreader.Parse(tc.name+".ll", []byte(decls+tc.src))
		if want, ok := strings.CutPrefix(tc.want, "parse: "); ok {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: parse error %v, want one containing %q", tc.name, err, want)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: test IR does not parse: %v", tc.name, err)
		}
		_, err = Find(m.LL)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
	if _, err := Find(nil); err == nil {
		t.Error("Find(nil): no error")
	}
}

// boundsIR is a hand-written region: bounds stored in a predecessor block,
// a 64-bit unsigned chunked loop, a barrier.
const boundsIR = `
%struct.ident_t = type { i32, i32, i32, i32, i8* }
@loc = global %struct.ident_t zeroinitializer
declare void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...)
declare void @__kmpc_for_static_init_8u(%struct.ident_t*, i32, i32, i32*, i64*, i64*, i64*, i64, i64)
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32)
declare void @__kmpc_barrier(%struct.ident_t*, i32)
define internal void @micro(i32* %gt, i32* %bt, i64* %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 2, i64* %lb
  store i64 1000, i64* %ub
  %m = load i64, i64* %n
  store i64 %m, i64* %ub
  br label %next
next:
  %tid = load i32, i32* %gt
  call void @__kmpc_for_static_init_8u(%struct.ident_t* @loc, i32 %tid, i32 33, i32* %last, i64* %lb, i64* %ub, i64* %st, i64 3, i64 %m)
  call void @__kmpc_for_static_fini(%struct.ident_t* @loc, i32 %tid)
  call void @__kmpc_barrier(%struct.ident_t* @loc, i32 %tid)
  ret void
}
define void @kernel(i64* %n) {
entry:
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @loc, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i64*)* @micro to void (i32*, i32*, ...)*), i64* %n)
  ret void
}
`

// TestFindStoredBounds checks bounds stored in a predecessor block and a
// 64-bit unsigned entry point on hand-written IR.
func TestFindStoredBounds(t *testing.T) {
	m, err := irreader.Parse("bounds.ll", []byte(boundsIR))
	if err != nil {
		t.Fatal(err)
	}
	rs, err := Find(m.LL)
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 1 || len(rs[0].Loops) != 1 || len(rs[0].Constructs) != 1 {
		t.Fatalf("got %d regions", len(rs))
	}
	l := rs[0].Loops[0]
	if l.Bits != 64 || !l.Unsigned || l.Sched != SchedStaticChunked || !l.Sched.Chunked() || !l.Sched.IsStatic() {
		t.Errorf("loop %s: %d bits unsigned %v sched %s", l.Callee, l.Bits, l.Unsigned, l.Sched)
	}
	if !l.Lower.Known || l.Lower.Const != 2 || l.Upper.Known || l.Upper.V.Ident() != "%m" {
		t.Errorf("bounds %s..%s, want 2..%%m (the later of two stores)", l.Lower, l.Upper)
	}
	if !l.Incr.Known || l.Incr.Const != 3 || l.Chunk.Known || l.Chunk.V.Ident() != "%m" {
		t.Errorf("incr %s chunk %s", l.Incr, l.Chunk)
	}
	if l.Fini == nil || rs[0].Constructs[0].Kind != Barrier || rs[0].Constructs[0].Seq != 1 {
		t.Errorf("fini %v, constructs %v", l.Fini, rs[0].Constructs)
	}
	if got := len(rs[0].Funcs[0].Private); got != 4 {
		t.Errorf("%d private allocas, want 4", got)
	}
	if rs[0].Shared[0].Value.Ident() != "%n" || rs[0].Shared[0].Param.Name() != "n" {
		t.Errorf("shared arg %v", rs[0].Shared[0])
	}
}

func FuzzFind(f *testing.F) {
	f.Add([]byte(boundsIR))
	f.Add([]byte(strings.Replace(boundsIR, "i32 33", "i32 %tid", 1)))
	f.Add([]byte(strings.Replace(boundsIR, "@micro to", "@kernel to", 1)))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := irreader.Parse("fuzz.ll", src)
		if err != nil {
			return
		}
		_, _ = Find(m.LL) // must not panic
	})
}
