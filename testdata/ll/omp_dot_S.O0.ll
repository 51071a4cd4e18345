; ModuleID = 'omp_dot.c'
source_filename = "omp_dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [33 x i8] c";omp_dot.c;kernel_omp_dot;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_dot.c;kernel_omp_dot;17;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@X = internal global [500 x double] zeroinitializer, align 16, !dbg !7
@Y = internal global [500 x double] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @kernel_omp_dot(i32 noundef %n, double* noundef %x, double* noundef %y) #0 !dbg !23 {
entry:
  %n.addr = alloca i32, align 4
  %x.addr = alloca double*, align 8
  %y.addr = alloca double*, align 8
  %i = alloca i32, align 4
  %s = alloca double, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !30, metadata !DIExpression()), !dbg !31
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !32, metadata !DIExpression()), !dbg !33
  store double* %y, double** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double** %y.addr, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %i, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %s, metadata !38, metadata !DIExpression()), !dbg !39
  store double 0.000000e+00, double* %s, align 8, !dbg !39
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @5, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %n.addr, double* %s, double** %x.addr, double** %y.addr), !dbg !40
  %0 = load double, double* %s, align 8, !dbg !41
  ret double %0, !dbg !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., i32* noundef nonnull align 4 dereferenceable(4) %n, double* noundef nonnull align 8 dereferenceable(8) %s, double** noundef nonnull align 8 dereferenceable(8) %x, double** noundef nonnull align 8 dereferenceable(8) %y) #2 !dbg !43 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %n.addr = alloca i32*, align 8
  %s.addr = alloca double*, align 8
  %x.addr = alloca double**, align 8
  %y.addr = alloca double**, align 8
  %.omp.iv = alloca i32, align 4
  %tmp = alloca i32, align 4
  %.capture_expr. = alloca i32, align 4
  %.capture_expr.1 = alloca i32, align 4
  %i = alloca i32, align 4
  %.omp.lb = alloca i32, align 4
  %.omp.ub = alloca i32, align 4
  %.omp.stride = alloca i32, align 4
  %.omp.is_last = alloca i32, align 4
  %s3 = alloca double, align 8
  %i4 = alloca i32, align 4
  %.omp.reduction.red_list = alloca [1 x i8*], align 8
  %atomic-temp = alloca double, align 8
  %tmp12 = alloca double, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !53, metadata !DIExpression()), !dbg !54
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !55, metadata !DIExpression()), !dbg !54
  store i32* %n, i32** %n.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %n.addr, metadata !56, metadata !DIExpression()), !dbg !57
  store double* %s, double** %s.addr, align 8
  call void @llvm.dbg.declare(metadata double** %s.addr, metadata !58, metadata !DIExpression()), !dbg !59
  store double** %x, double*** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %x.addr, metadata !60, metadata !DIExpression()), !dbg !61
  store double** %y, double*** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %y.addr, metadata !62, metadata !DIExpression()), !dbg !63
  %0 = load i32*, i32** %n.addr, align 8, !dbg !64
  %1 = load double*, double** %s.addr, align 8, !dbg !64
  %2 = load double**, double*** %x.addr, align 8, !dbg !64
  %3 = load double**, double*** %y.addr, align 8, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %.omp.iv, metadata !65, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %.capture_expr., metadata !66, metadata !DIExpression()), !dbg !54
  %4 = load i32, i32* %0, align 4, !dbg !67
  store i32 %4, i32* %.capture_expr., align 4, !dbg !67
  call void @llvm.dbg.declare(metadata i32* %.capture_expr.1, metadata !66, metadata !DIExpression()), !dbg !54
  %5 = load i32, i32* %.capture_expr., align 4, !dbg !67
  %sub = sub nsw i32 %5, 0, !dbg !64
  %div = sdiv i32 %sub, 1, !dbg !64
  %sub2 = sub nsw i32 %div, 1, !dbg !64
  store i32 %sub2, i32* %.capture_expr.1, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %i, metadata !68, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %i, align 4, !dbg !69
  %6 = load i32, i32* %.capture_expr., align 4, !dbg !67
  %cmp = icmp slt i32 0, %6, !dbg !64
  br i1 %cmp, label %omp.precond.then, label %omp.precond.end, !dbg !64

omp.precond.then:                                 ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %.omp.lb, metadata !70, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %.omp.lb, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %.omp.ub, metadata !72, metadata !DIExpression()), !dbg !54
  %7 = load i32, i32* %.capture_expr.1, align 4, !dbg !64
  store i32 %7, i32* %.omp.ub, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %.omp.stride, metadata !73, metadata !DIExpression()), !dbg !54
  store i32 1, i32* %.omp.stride, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %.omp.is_last, metadata !74, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %.omp.is_last, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata double* %s3, metadata !75, metadata !DIExpression()), !dbg !54
  store double 0.000000e+00, double* %s3, align 8, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %i4, metadata !68, metadata !DIExpression()), !dbg !54
  %8 = load i32*, i32** %.global_tid..addr, align 8, !dbg !64
  %9 = load i32, i32* %8, align 4, !dbg !64
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %9, i32 34, i32* %.omp.is_last, i32* %.omp.lb, i32* %.omp.ub, i32* %.omp.stride, i32 1, i32 1), !dbg !77
  %10 = load i32, i32* %.omp.ub, align 4, !dbg !71
  %11 = load i32, i32* %.capture_expr.1, align 4, !dbg !64
  %cmp5 = icmp sgt i32 %10, %11, !dbg !71
  br i1 %cmp5, label %cond.true, label %cond.false, !dbg !71

cond.true:                                        ; preds = %omp.precond.then
  %12 = load i32, i32* %.capture_expr.1, align 4, !dbg !64
  br label %cond.end, !dbg !71

cond.false:                                       ; preds = %omp.precond.then
  %13 = load i32, i32* %.omp.ub, align 4, !dbg !71
  br label %cond.end, !dbg !71

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %12, %cond.true ], [ %13, %cond.false ], !dbg !71
  store i32 %cond, i32* %.omp.ub, align 4, !dbg !71
  %14 = load i32, i32* %.omp.lb, align 4, !dbg !71
  store i32 %14, i32* %.omp.iv, align 4, !dbg !71
  br label %omp.inner.for.cond, !dbg !64

omp.inner.for.cond:                               ; preds = %omp.inner.for.inc, %cond.end
  %15 = load i32, i32* %.omp.iv, align 4, !dbg !71
  %16 = load i32, i32* %.omp.ub, align 4, !dbg !71
  %cmp6 = icmp sle i32 %15, %16, !dbg !64
  br i1 %cmp6, label %omp.inner.for.body, label %omp.inner.for.end, !dbg !64

omp.inner.for.body:                               ; preds = %omp.inner.for.cond
  %17 = load i32, i32* %.omp.iv, align 4, !dbg !71
  %mul = mul nsw i32 %17, 1, !dbg !69
  %add = add nsw i32 0, %mul, !dbg !69
  store i32 %add, i32* %i4, align 4, !dbg !69
  %18 = load double*, double** %2, align 8, !dbg !78
  %19 = load i32, i32* %i4, align 4, !dbg !79
  %idxprom = sext i32 %19 to i64, !dbg !78
  %arrayidx = getelementptr inbounds double, double* %18, i64 %idxprom, !dbg !78
  %20 = load double, double* %arrayidx, align 8, !dbg !78
  %21 = load double*, double** %3, align 8, !dbg !80
  %22 = load i32, i32* %i4, align 4, !dbg !81
  %idxprom7 = sext i32 %22 to i64, !dbg !80
  %arrayidx8 = getelementptr inbounds double, double* %21, i64 %idxprom7, !dbg !80
  %23 = load double, double* %arrayidx8, align 8, !dbg !80
  %24 = load double, double* %s3, align 8, !dbg !82
  %25 = call double @llvm.fmuladd.f64(double %20, double %23, double %24), !dbg !82
  store double %25, double* %s3, align 8, !dbg !82
  br label %omp.body.continue, !dbg !83

omp.body.continue:                                ; preds = %omp.inner.for.body
  br label %omp.inner.for.inc, !dbg !77

omp.inner.for.inc:                                ; preds = %omp.body.continue
  %26 = load i32, i32* %.omp.iv, align 4, !dbg !71
  %add10 = add nsw i32 %26, 1, !dbg !64
  store i32 %add10, i32* %.omp.iv, align 4, !dbg !64
  br label %omp.inner.for.cond, !dbg !77, !llvm.loop !84

omp.inner.for.end:                                ; preds = %omp.inner.for.cond
  br label %omp.loop.exit, !dbg !77

omp.loop.exit:                                    ; preds = %omp.inner.for.end
  %27 = load i32*, i32** %.global_tid..addr, align 8, !dbg !77
  %28 = load i32, i32* %27, align 4, !dbg !77
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %28), !dbg !85
  %29 = getelementptr inbounds [1 x i8*], [1 x i8*]* %.omp.reduction.red_list, i64 0, i64 0, !dbg !77
  %30 = bitcast double* %s3 to i8*, !dbg !77
  store i8* %30, i8** %29, align 8, !dbg !77
  %31 = load i32*, i32** %.global_tid..addr, align 8, !dbg !77
  %32 = load i32, i32* %31, align 4, !dbg !77
  %33 = bitcast [1 x i8*]* %.omp.reduction.red_list to i8*, !dbg !77
  %34 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* @4, i32 %32, i32 1, i64 8, i8* %33, void (i8*, i8*)* @.omp.reduction.reduction_func, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !77
  switch i32 %34, label %.omp.reduction.default [
    i32 1, label %.omp.reduction.case1
    i32 2, label %.omp.reduction.case2
  ], !dbg !77

.omp.reduction.case1:                             ; preds = %omp.loop.exit
  %35 = load double, double* %1, align 8, !dbg !76
  %36 = load double, double* %s3, align 8, !dbg !76
  %add11 = fadd double %35, %36, !dbg !86
  store double %add11, double* %1, align 8, !dbg !86
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* @4, i32 %32, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !77
  br label %.omp.reduction.default, !dbg !77

.omp.reduction.case2:                             ; preds = %omp.loop.exit
  %37 = load double, double* %s3, align 8, !dbg !76
  %38 = bitcast double* %1 to i64*, !dbg !77
  %atomic-load = load atomic i64, i64* %38 monotonic, align 8, !dbg !77
  br label %atomic_cont, !dbg !77

atomic_cont:                                      ; preds = %atomic_cont, %.omp.reduction.case2
  %39 = phi i64 [ %atomic-load, %.omp.reduction.case2 ], [ %47, %atomic_cont ], !dbg !77
  %40 = bitcast double* %atomic-temp to i64*, !dbg !77
  %41 = bitcast i64 %39 to double, !dbg !77
  store double %41, double* %tmp12, align 8, !dbg !77
  %42 = load double, double* %tmp12, align 8, !dbg !76
  %43 = load double, double* %s3, align 8, !dbg !76
  %add13 = fadd double %42, %43, !dbg !86
  store double %add13, double* %atomic-temp, align 8, !dbg !77
  %44 = load i64, i64* %40, align 8, !dbg !77
  %45 = bitcast double* %1 to i64*, !dbg !77
  %46 = cmpxchg i64* %45, i64 %39, i64 %44 monotonic monotonic, align 8, !dbg !77
  %47 = extractvalue { i64, i1 } %46, 0, !dbg !77
  %48 = extractvalue { i64, i1 } %46, 1, !dbg !77
  br i1 %48, label %atomic_exit, label %atomic_cont, !dbg !77

atomic_exit:                                      ; preds = %atomic_cont
  br label %.omp.reduction.default, !dbg !77

.omp.reduction.default:                           ; preds = %atomic_exit, %.omp.reduction.case1, %omp.loop.exit
  br label %omp.precond.end, !dbg !77

omp.precond.end:                                  ; preds = %.omp.reduction.default, %entry
  ret void, !dbg !87
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @.omp.reduction.reduction_func(i8* noundef %0, i8* noundef %1) #4 !dbg !88 {
entry:
  %.addr = alloca i8*, align 8
  %.addr1 = alloca i8*, align 8
  store i8* %0, i8** %.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %.addr, metadata !90, metadata !DIExpression()), !dbg !92
  store i8* %1, i8** %.addr1, align 8
  call void @llvm.dbg.declare(metadata i8** %.addr1, metadata !93, metadata !DIExpression()), !dbg !92
  %2 = load i8*, i8** %.addr, align 8, !dbg !94
  %3 = bitcast i8* %2 to [1 x i8*]*, !dbg !94
  %4 = load i8*, i8** %.addr1, align 8, !dbg !94
  %5 = bitcast i8* %4 to [1 x i8*]*, !dbg !94
  %6 = getelementptr inbounds [1 x i8*], [1 x i8*]* %5, i64 0, i64 0, !dbg !94
  %7 = load i8*, i8** %6, align 8, !dbg !94
  %8 = bitcast i8* %7 to double*, !dbg !94
  %9 = getelementptr inbounds [1 x i8*], [1 x i8*]* %3, i64 0, i64 0, !dbg !94
  %10 = load i8*, i8** %9, align 8, !dbg !94
  %11 = bitcast i8* %10 to double*, !dbg !94
  %12 = load double, double* %11, align 8, !dbg !95
  %13 = load double, double* %8, align 8, !dbg !95
  %add = fadd double %12, %13, !dbg !96
  store double %add, double* %11, align 8, !dbg !96
  ret void, !dbg !95
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., i32* noundef nonnull align 4 dereferenceable(4) %n, double* noundef nonnull align 8 dereferenceable(8) %s, double** noundef nonnull align 8 dereferenceable(8) %x, double** noundef nonnull align 8 dereferenceable(8) %y) #2 !dbg !97 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %n.addr = alloca i32*, align 8
  %s.addr = alloca double*, align 8
  %x.addr = alloca double**, align 8
  %y.addr = alloca double**, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !98, metadata !DIExpression()), !dbg !99
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !100, metadata !DIExpression()), !dbg !99
  store i32* %n, i32** %n.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %n.addr, metadata !101, metadata !DIExpression()), !dbg !99
  store double* %s, double** %s.addr, align 8
  call void @llvm.dbg.declare(metadata double** %s.addr, metadata !102, metadata !DIExpression()), !dbg !99
  store double** %x, double*** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %x.addr, metadata !103, metadata !DIExpression()), !dbg !99
  store double** %y, double*** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %y.addr, metadata !104, metadata !DIExpression()), !dbg !99
  %0 = load i32*, i32** %n.addr, align 8, !dbg !105
  %1 = load double*, double** %s.addr, align 8, !dbg !105
  %2 = load double**, double*** %x.addr, align 8, !dbg !105
  %3 = load double**, double*** %y.addr, align 8, !dbg !105
  %4 = load i32*, i32** %.global_tid..addr, align 8, !dbg !105
  %5 = load i32*, i32** %.bound_tid..addr, align 8, !dbg !105
  %6 = load i32*, i32** %n.addr, align 8, !dbg !105
  %7 = load double*, double** %s.addr, align 8, !dbg !105
  %8 = load double**, double*** %x.addr, align 8, !dbg !105
  %9 = load double**, double*** %y.addr, align 8, !dbg !105
  call void @.omp_outlined._debug__(i32* %4, i32* %5, i32* %6, double* %7, double** %8, double** %9) #3, !dbg !105
  ret void, !dbg !105
}

; Function Attrs: nounwind
declare !callback !106 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !108 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !111, metadata !DIExpression()), !dbg !112
  store i32 0, i32* %i, align 4, !dbg !113
  br label %for.cond, !dbg !115

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !116
  %cmp = icmp slt i32 %0, 500, !dbg !118
  br i1 %cmp, label %for.body, label %for.end, !dbg !119

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !120
  %rem = srem i32 %1, 16, !dbg !122
  %conv = sitofp i32 %rem to double, !dbg !123
  %div = fdiv double %conv, 1.600000e+01, !dbg !124
  %2 = load i32, i32* %i, align 4, !dbg !125
  %idxprom = sext i32 %2 to i64, !dbg !126
  %arrayidx = getelementptr inbounds [500 x double], [500 x double]* @X, i64 0, i64 %idxprom, !dbg !126
  store double %div, double* %arrayidx, align 8, !dbg !127
  %3 = load i32, i32* %i, align 4, !dbg !128
  %mul = mul nsw i32 %3, 5, !dbg !129
  %rem1 = srem i32 %mul, 11, !dbg !130
  %conv2 = sitofp i32 %rem1 to double, !dbg !131
  %sub = fsub double %conv2, 5.000000e+00, !dbg !132
  %4 = load i32, i32* %i, align 4, !dbg !133
  %idxprom3 = sext i32 %4 to i64, !dbg !134
  %arrayidx4 = getelementptr inbounds [500 x double], [500 x double]* @Y, i64 0, i64 %idxprom3, !dbg !134
  store double %sub, double* %arrayidx4, align 8, !dbg !135
  br label %for.inc, !dbg !136

for.inc:                                          ; preds = %for.body
  %5 = load i32, i32* %i, align 4, !dbg !137
  %inc = add nsw i32 %5, 1, !dbg !137
  store i32 %inc, i32* %i, align 4, !dbg !137
  br label %for.cond, !dbg !138, !llvm.loop !139

for.end:                                          ; preds = %for.cond
  %call = call double @kernel_omp_dot(i32 noundef 500, double* noundef getelementptr inbounds ([500 x double], [500 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([500 x double], [500 x double]* @Y, i64 0, i64 0)), !dbg !142
  store double %call, double* @checksum, align 8, !dbg !143
  ret i32 0, !dbg !144
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noinline norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_dot.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 500)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"openmp", i32 50}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_omp_dot", scope: !3, file: !3, line: 12, type: !24, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!24 = !DISubroutineType(types: !25)
!25 = !{!5, !26, !27, !27}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!29 = !{}
!30 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !3, line: 12, type: !26)
!31 = !DILocation(line: 12, column: 53, scope: !23)
!32 = !DILocalVariable(name: "x", arg: 2, scope: !23, file: !3, line: 12, type: !27)
!33 = !DILocation(line: 12, column: 70, scope: !23)
!34 = !DILocalVariable(name: "y", arg: 3, scope: !23, file: !3, line: 13, type: !27)
!35 = !DILocation(line: 13, column: 63, scope: !23)
!36 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 15, type: !26)
!37 = !DILocation(line: 15, column: 7, scope: !23)
!38 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 16, type: !5)
!39 = !DILocation(line: 16, column: 10, scope: !23)
!40 = !DILocation(line: 17, column: 1, scope: !23)
!41 = !DILocation(line: 20, column: 10, scope: !23)
!42 = !DILocation(line: 20, column: 3, scope: !23)
!43 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 18, type: !44, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46, !46, !50, !51, !52, !52}
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!50 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !27, size: 64)
!53 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !43, type: !46, flags: DIFlagArtificial)
!54 = !DILocation(line: 0, scope: !43)
!55 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !43, type: !46, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "n", arg: 3, scope: !43, file: !3, line: 12, type: !50)
!57 = !DILocation(line: 12, column: 53, scope: !43)
!58 = !DILocalVariable(name: "s", arg: 4, scope: !43, file: !3, line: 16, type: !51)
!59 = !DILocation(line: 16, column: 10, scope: !43)
!60 = !DILocalVariable(name: "x", arg: 5, scope: !43, file: !3, line: 12, type: !52)
!61 = !DILocation(line: 12, column: 70, scope: !43)
!62 = !DILocalVariable(name: "y", arg: 6, scope: !43, file: !3, line: 13, type: !52)
!63 = !DILocation(line: 13, column: 63, scope: !43)
!64 = !DILocation(line: 18, column: 3, scope: !43)
!65 = !DILocalVariable(name: ".omp.iv", scope: !43, type: !26, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: ".capture_expr.", scope: !43, type: !26, flags: DIFlagArtificial)
!67 = !DILocation(line: 18, column: 19, scope: !43)
!68 = !DILocalVariable(name: "i", scope: !43, type: !26, flags: DIFlagArtificial)
!69 = !DILocation(line: 18, column: 22, scope: !43)
!70 = !DILocalVariable(name: ".omp.lb", scope: !43, type: !26, flags: DIFlagArtificial)
!71 = !DILocation(line: 18, column: 8, scope: !43)
!72 = !DILocalVariable(name: ".omp.ub", scope: !43, type: !26, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: ".omp.stride", scope: !43, type: !26, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: ".omp.is_last", scope: !43, type: !26, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: "s", scope: !43, type: !5, flags: DIFlagArtificial)
!76 = !DILocation(line: 17, column: 40, scope: !43)
!77 = !DILocation(line: 17, column: 1, scope: !43)
!78 = !DILocation(line: 19, column: 10, scope: !43)
!79 = !DILocation(line: 19, column: 12, scope: !43)
!80 = !DILocation(line: 19, column: 17, scope: !43)
!81 = !DILocation(line: 19, column: 19, scope: !43)
!82 = !DILocation(line: 19, column: 7, scope: !43)
!83 = !DILocation(line: 19, column: 5, scope: !43)
!84 = distinct !{!84, !77, !85}
!85 = !DILocation(line: 17, column: 42, scope: !43)
!86 = !DILocation(line: 17, column: 36, scope: !43)
!87 = !DILocation(line: 19, column: 20, scope: !43)
!88 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !3, file: !3, line: 17, type: !89, scopeLine: 17, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!89 = !DISubroutineType(types: !29)
!90 = !DILocalVariable(arg: 1, scope: !88, type: !91, flags: DIFlagArtificial)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!92 = !DILocation(line: 0, scope: !88)
!93 = !DILocalVariable(arg: 2, scope: !88, type: !91, flags: DIFlagArtificial)
!94 = !DILocation(line: 17, column: 42, scope: !88)
!95 = !DILocation(line: 17, column: 40, scope: !88)
!96 = !DILocation(line: 17, column: 36, scope: !88)
!97 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 17, type: !44, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!98 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !97, type: !46, flags: DIFlagArtificial)
!99 = !DILocation(line: 0, scope: !97)
!100 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !97, type: !46, flags: DIFlagArtificial)
!101 = !DILocalVariable(name: "n", arg: 3, scope: !97, type: !50, flags: DIFlagArtificial)
!102 = !DILocalVariable(name: "s", arg: 4, scope: !97, type: !51, flags: DIFlagArtificial)
!103 = !DILocalVariable(name: "x", arg: 5, scope: !97, type: !52, flags: DIFlagArtificial)
!104 = !DILocalVariable(name: "y", arg: 6, scope: !97, type: !52, flags: DIFlagArtificial)
!105 = !DILocation(line: 17, column: 1, scope: !97)
!106 = !{!107}
!107 = !{i64 2, i64 -1, i64 -1, i1 true}
!108 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !109, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!109 = !DISubroutineType(types: !110)
!110 = !{!26}
!111 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 25, type: !26)
!112 = !DILocation(line: 25, column: 7, scope: !108)
!113 = !DILocation(line: 26, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !108, file: !3, line: 26, column: 3)
!115 = !DILocation(line: 26, column: 8, scope: !114)
!116 = !DILocation(line: 26, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 26, column: 3)
!118 = !DILocation(line: 26, column: 17, scope: !117)
!119 = !DILocation(line: 26, column: 3, scope: !114)
!120 = !DILocation(line: 27, column: 21, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 26, column: 27)
!122 = !DILocation(line: 27, column: 23, scope: !121)
!123 = !DILocation(line: 27, column: 12, scope: !121)
!124 = !DILocation(line: 27, column: 29, scope: !121)
!125 = !DILocation(line: 27, column: 7, scope: !121)
!126 = !DILocation(line: 27, column: 5, scope: !121)
!127 = !DILocation(line: 27, column: 10, scope: !121)
!128 = !DILocation(line: 28, column: 22, scope: !121)
!129 = !DILocation(line: 28, column: 24, scope: !121)
!130 = !DILocation(line: 28, column: 29, scope: !121)
!131 = !DILocation(line: 28, column: 12, scope: !121)
!132 = !DILocation(line: 28, column: 35, scope: !121)
!133 = !DILocation(line: 28, column: 7, scope: !121)
!134 = !DILocation(line: 28, column: 5, scope: !121)
!135 = !DILocation(line: 28, column: 10, scope: !121)
!136 = !DILocation(line: 29, column: 3, scope: !121)
!137 = !DILocation(line: 26, column: 23, scope: !117)
!138 = !DILocation(line: 26, column: 3, scope: !117)
!139 = distinct !{!139, !119, !140, !141}
!140 = !DILocation(line: 29, column: 3, scope: !114)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 30, column: 14, scope: !108)
!143 = !DILocation(line: 30, column: 12, scope: !108)
!144 = !DILocation(line: 31, column: 3, scope: !108)
