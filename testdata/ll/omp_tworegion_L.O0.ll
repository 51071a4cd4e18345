; ModuleID = 'omp_tworegion.c'
source_filename = "omp_tworegion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;21;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @0, i32 0, i32 0) }, align 8
@Nthreads = internal global i32 0, align 4, !dbg !7
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @0, i32 0, i32 0) }, align 8
@3 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;23;1;;\00", align 1
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @3, i32 0, i32 0) }, align 8
@X = internal global [100000 x double] zeroinitializer, align 16, !dbg !10
@Y = internal global [100000 x double] zeroinitializer, align 16, !dbg !15
@5 = private unnamed_addr constant [46 x i8] c";omp_tworegion.c;kernel_omp_tworegion;23;16;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 45, i8* getelementptr inbounds ([46 x i8], [46 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @3, i32 0, i32 0) }, align 8
@8 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;26;1;;\00", align 1
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @8, i32 0, i32 0) }, align 8
@Z = internal global [100000 x double] zeroinitializer, align 16, !dbg !17
@10 = private unnamed_addr constant [46 x i8] c";omp_tworegion.c;kernel_omp_tworegion;26;16;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 45, i8* getelementptr inbounds ([46 x i8], [46 x i8]* @10, i32 0, i32 0) }, align 8
@12 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @8, i32 0, i32 0) }, align 8
@13 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;19;1;;\00", align 1
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @13, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_tworegion(i32 noundef %n, double noundef %a) #0 !dbg !28 {
entry:
  %n.addr = alloca i32, align 4
  %a.addr = alloca double, align 8
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !32, metadata !DIExpression()), !dbg !33
  store double %a, double* %a.addr, align 8
  call void @llvm.dbg.declare(metadata double* %a.addr, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %i, metadata !36, metadata !DIExpression()), !dbg !37
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @14, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %n.addr, double* %a.addr), !dbg !38
  ret void, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., i32* noundef nonnull align 4 dereferenceable(4) %n, double* noundef nonnull align 8 dereferenceable(8) %a) #2 !dbg !40 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %n.addr = alloca i32*, align 8
  %a.addr = alloca double*, align 8
  %.omp.iv = alloca i32, align 4
  %tmp = alloca i32, align 4
  %.capture_expr. = alloca i32, align 4
  %.capture_expr.1 = alloca i32, align 4
  %i = alloca i32, align 4
  %.omp.lb = alloca i32, align 4
  %.omp.ub = alloca i32, align 4
  %.omp.stride = alloca i32, align 4
  %.omp.is_last = alloca i32, align 4
  %i3 = alloca i32, align 4
  %.omp.iv12 = alloca i32, align 4
  %tmp13 = alloca i32, align 4
  %.capture_expr.14 = alloca i32, align 4
  %.capture_expr.15 = alloca i32, align 4
  %i19 = alloca i32, align 4
  %.omp.lb22 = alloca i32, align 4
  %.omp.ub23 = alloca i32, align 4
  %.omp.stride24 = alloca i32, align 4
  %.omp.is_last25 = alloca i32, align 4
  %i26 = alloca i32, align 4
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !49, metadata !DIExpression()), !dbg !50
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !51, metadata !DIExpression()), !dbg !50
  store i32* %n, i32** %n.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %n.addr, metadata !52, metadata !DIExpression()), !dbg !53
  store double* %a, double** %a.addr, align 8
  call void @llvm.dbg.declare(metadata double** %a.addr, metadata !54, metadata !DIExpression()), !dbg !55
  %0 = load i32*, i32** %n.addr, align 8, !dbg !56
  %1 = load double*, double** %a.addr, align 8, !dbg !56
  %2 = load i32*, i32** %.global_tid..addr, align 8, !dbg !57
  %3 = load i32, i32* %2, align 4, !dbg !57
  %4 = call i32 @__kmpc_single(%struct.ident_t* @1, i32 %3), !dbg !57
  %5 = icmp ne i32 %4, 0, !dbg !57
  br i1 %5, label %omp_if.then, label %omp_if.end, !dbg !57

omp_if.then:                                      ; preds = %entry
  %call = call i32 @omp_get_num_threads(), !dbg !59
  store i32 %call, i32* @Nthreads, align 4, !dbg !61
  call void @__kmpc_end_single(%struct.ident_t* @1, i32 %3), !dbg !62
  br label %omp_if.end, !dbg !62

omp_if.end:                                       ; preds = %omp_if.then, %entry
  call void @__kmpc_barrier(%struct.ident_t* @2, i32 %3), !dbg !63
  call void @llvm.dbg.declare(metadata i32* %.omp.iv, metadata !64, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.declare(metadata i32* %.capture_expr., metadata !67, metadata !DIExpression()), !dbg !66
  %6 = load i32, i32* %0, align 4, !dbg !68
  store i32 %6, i32* %.capture_expr., align 4, !dbg !68
  call void @llvm.dbg.declare(metadata i32* %.capture_expr.1, metadata !67, metadata !DIExpression()), !dbg !66
  %7 = load i32, i32* %.capture_expr., align 4, !dbg !68
  %sub = sub nsw i32 %7, 0, !dbg !69
  %div = sdiv i32 %sub, 1, !dbg !69
  %sub2 = sub nsw i32 %div, 1, !dbg !69
  store i32 %sub2, i32* %.capture_expr.1, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %i, metadata !70, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %i, align 4, !dbg !71
  %8 = load i32, i32* %.capture_expr., align 4, !dbg !68
  %cmp = icmp slt i32 0, %8, !dbg !69
  br i1 %cmp, label %omp.precond.then, label %omp.precond.end, !dbg !72

omp.precond.then:                                 ; preds = %omp_if.end
  call void @llvm.dbg.declare(metadata i32* %.omp.lb, metadata !73, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %.omp.lb, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %.omp.ub, metadata !75, metadata !DIExpression()), !dbg !66
  %9 = load i32, i32* %.capture_expr.1, align 4, !dbg !69
  store i32 %9, i32* %.omp.ub, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %.omp.stride, metadata !76, metadata !DIExpression()), !dbg !66
  store i32 1, i32* %.omp.stride, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %.omp.is_last, metadata !77, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %.omp.is_last, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %i3, metadata !70, metadata !DIExpression()), !dbg !66
  call void @__kmpc_for_static_init_4(%struct.ident_t* @4, i32 %3, i32 34, i32* %.omp.is_last, i32* %.omp.lb, i32* %.omp.ub, i32* %.omp.stride, i32 1, i32 1), !dbg !78
  %10 = load i32, i32* %.omp.ub, align 4, !dbg !74
  %11 = load i32, i32* %.capture_expr.1, align 4, !dbg !69
  %cmp4 = icmp sgt i32 %10, %11, !dbg !74
  br i1 %cmp4, label %cond.true, label %cond.false, !dbg !74

cond.true:                                        ; preds = %omp.precond.then
  %12 = load i32, i32* %.capture_expr.1, align 4, !dbg !69
  br label %cond.end, !dbg !74

cond.false:                                       ; preds = %omp.precond.then
  %13 = load i32, i32* %.omp.ub, align 4, !dbg !74
  br label %cond.end, !dbg !74

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %12, %cond.true ], [ %13, %cond.false ], !dbg !74
  store i32 %cond, i32* %.omp.ub, align 4, !dbg !74
  %14 = load i32, i32* %.omp.lb, align 4, !dbg !74
  store i32 %14, i32* %.omp.iv, align 4, !dbg !74
  br label %omp.inner.for.cond, !dbg !72

omp.inner.for.cond:                               ; preds = %omp.inner.for.inc, %cond.end
  %15 = load i32, i32* %.omp.iv, align 4, !dbg !74
  %16 = load i32, i32* %.omp.ub, align 4, !dbg !74
  %cmp5 = icmp sle i32 %15, %16, !dbg !69
  br i1 %cmp5, label %omp.inner.for.body, label %omp.inner.for.end, !dbg !72

omp.inner.for.body:                               ; preds = %omp.inner.for.cond
  %17 = load i32, i32* %.omp.iv, align 4, !dbg !74
  %mul = mul nsw i32 %17, 1, !dbg !71
  %add = add nsw i32 0, %mul, !dbg !71
  store i32 %add, i32* %i3, align 4, !dbg !71
  %18 = load double, double* %1, align 8, !dbg !79
  %19 = load i32, i32* %i3, align 4, !dbg !80
  %idxprom = sext i32 %19 to i64, !dbg !81
  %arrayidx = getelementptr inbounds [100000 x double], [100000 x double]* @X, i64 0, i64 %idxprom, !dbg !81
  %20 = load double, double* %arrayidx, align 8, !dbg !81
  %21 = load i32, i32* %i3, align 4, !dbg !82
  %idxprom7 = sext i32 %21 to i64, !dbg !83
  %arrayidx8 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %idxprom7, !dbg !83
  %22 = load double, double* %arrayidx8, align 8, !dbg !83
  %23 = call double @llvm.fmuladd.f64(double %18, double %20, double %22), !dbg !84
  %24 = load i32, i32* %i3, align 4, !dbg !85
  %idxprom9 = sext i32 %24 to i64, !dbg !86
  %arrayidx10 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %idxprom9, !dbg !86
  store double %23, double* %arrayidx10, align 8, !dbg !87
  br label %omp.body.continue, !dbg !86

omp.body.continue:                                ; preds = %omp.inner.for.body
  br label %omp.inner.for.inc, !dbg !78

omp.inner.for.inc:                                ; preds = %omp.body.continue
  %25 = load i32, i32* %.omp.iv, align 4, !dbg !74
  %add11 = add nsw i32 %25, 1, !dbg !69
  store i32 %add11, i32* %.omp.iv, align 4, !dbg !69
  br label %omp.inner.for.cond, !dbg !78, !llvm.loop !88

omp.inner.for.end:                                ; preds = %omp.inner.for.cond
  br label %omp.loop.exit, !dbg !78

omp.loop.exit:                                    ; preds = %omp.inner.for.end
  call void @__kmpc_for_static_fini(%struct.ident_t* @6, i32 %3), !dbg !89
  br label %omp.precond.end, !dbg !78

omp.precond.end:                                  ; preds = %omp.loop.exit, %omp_if.end
  call void @__kmpc_barrier(%struct.ident_t* @7, i32 %3), !dbg !89
  call void @llvm.dbg.declare(metadata i32* %.omp.iv12, metadata !90, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.declare(metadata i32* %.capture_expr.14, metadata !93, metadata !DIExpression()), !dbg !92
  %26 = load i32, i32* %0, align 4, !dbg !94
  store i32 %26, i32* %.capture_expr.14, align 4, !dbg !94
  call void @llvm.dbg.declare(metadata i32* %.capture_expr.15, metadata !93, metadata !DIExpression()), !dbg !92
  %27 = load i32, i32* %.capture_expr.14, align 4, !dbg !94
  %sub16 = sub nsw i32 %27, 0, !dbg !95
  %div17 = sdiv i32 %sub16, 1, !dbg !95
  %sub18 = sub nsw i32 %div17, 1, !dbg !95
  store i32 %sub18, i32* %.capture_expr.15, align 4, !dbg !95
  call void @llvm.dbg.declare(metadata i32* %i19, metadata !96, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %i19, align 4, !dbg !97
  %28 = load i32, i32* %.capture_expr.14, align 4, !dbg !94
  %cmp20 = icmp slt i32 0, %28, !dbg !95
  br i1 %cmp20, label %omp.precond.then21, label %omp.precond.end49, !dbg !98

omp.precond.then21:                               ; preds = %omp.precond.end
  call void @llvm.dbg.declare(metadata i32* %.omp.lb22, metadata !99, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %.omp.lb22, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %.omp.ub23, metadata !101, metadata !DIExpression()), !dbg !92
  %29 = load i32, i32* %.capture_expr.15, align 4, !dbg !95
  store i32 %29, i32* %.omp.ub23, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %.omp.stride24, metadata !102, metadata !DIExpression()), !dbg !92
  store i32 1, i32* %.omp.stride24, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %.omp.is_last25, metadata !103, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %.omp.is_last25, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %i26, metadata !96, metadata !DIExpression()), !dbg !92
  call void @__kmpc_for_static_init_4(%struct.ident_t* @9, i32 %3, i32 34, i32* %.omp.is_last25, i32* %.omp.lb22, i32* %.omp.ub23, i32* %.omp.stride24, i32 1, i32 1), !dbg !104
  %30 = load i32, i32* %.omp.ub23, align 4, !dbg !100
  %31 = load i32, i32* %.capture_expr.15, align 4, !dbg !95
  %cmp27 = icmp sgt i32 %30, %31, !dbg !100
  br i1 %cmp27, label %cond.true28, label %cond.false29, !dbg !100

cond.true28:                                      ; preds = %omp.precond.then21
  %32 = load i32, i32* %.capture_expr.15, align 4, !dbg !95
  br label %cond.end30, !dbg !100

cond.false29:                                     ; preds = %omp.precond.then21
  %33 = load i32, i32* %.omp.ub23, align 4, !dbg !100
  br label %cond.end30, !dbg !100

cond.end30:                                       ; preds = %cond.false29, %cond.true28
  %cond31 = phi i32 [ %32, %cond.true28 ], [ %33, %cond.false29 ], !dbg !100
  store i32 %cond31, i32* %.omp.ub23, align 4, !dbg !100
  %34 = load i32, i32* %.omp.lb22, align 4, !dbg !100
  store i32 %34, i32* %.omp.iv12, align 4, !dbg !100
  br label %omp.inner.for.cond32, !dbg !98

omp.inner.for.cond32:                             ; preds = %omp.inner.for.inc45, %cond.end30
  %35 = load i32, i32* %.omp.iv12, align 4, !dbg !100
  %36 = load i32, i32* %.omp.ub23, align 4, !dbg !100
  %cmp33 = icmp sle i32 %35, %36, !dbg !95
  br i1 %cmp33, label %omp.inner.for.body34, label %omp.inner.for.end47, !dbg !98

omp.inner.for.body34:                             ; preds = %omp.inner.for.cond32
  %37 = load i32, i32* %.omp.iv12, align 4, !dbg !100
  %mul35 = mul nsw i32 %37, 1, !dbg !97
  %add36 = add nsw i32 0, %mul35, !dbg !97
  store i32 %add36, i32* %i26, align 4, !dbg !97
  %38 = load i32, i32* %i26, align 4, !dbg !105
  %idxprom37 = sext i32 %38 to i64, !dbg !106
  %arrayidx38 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %idxprom37, !dbg !106
  %39 = load double, double* %arrayidx38, align 8, !dbg !106
  %40 = load i32, i32* %i26, align 4, !dbg !107
  %idxprom39 = sext i32 %40 to i64, !dbg !108
  %arrayidx40 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %idxprom39, !dbg !108
  %41 = load double, double* %arrayidx40, align 8, !dbg !108
  %mul41 = fmul double %39, %41, !dbg !109
  %42 = load i32, i32* %i26, align 4, !dbg !110
  %idxprom42 = sext i32 %42 to i64, !dbg !111
  %arrayidx43 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %idxprom42, !dbg !111
  store double %mul41, double* %arrayidx43, align 8, !dbg !112
  br label %omp.body.continue44, !dbg !111

omp.body.continue44:                              ; preds = %omp.inner.for.body34
  br label %omp.inner.for.inc45, !dbg !104

omp.inner.for.inc45:                              ; preds = %omp.body.continue44
  %43 = load i32, i32* %.omp.iv12, align 4, !dbg !100
  %add46 = add nsw i32 %43, 1, !dbg !95
  store i32 %add46, i32* %.omp.iv12, align 4, !dbg !95
  br label %omp.inner.for.cond32, !dbg !104, !llvm.loop !113

omp.inner.for.end47:                              ; preds = %omp.inner.for.cond32
  br label %omp.loop.exit48, !dbg !104

omp.loop.exit48:                                  ; preds = %omp.inner.for.end47
  call void @__kmpc_for_static_fini(%struct.ident_t* @11, i32 %3), !dbg !114
  br label %omp.precond.end49, !dbg !104

omp.precond.end49:                                ; preds = %omp.loop.exit48, %omp.precond.end
  call void @__kmpc_barrier(%struct.ident_t* @12, i32 %3), !dbg !114
  ret void, !dbg !115
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(%struct.ident_t*, i32) #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(%struct.ident_t*, i32) #3

declare i32 @omp_get_num_threads() #4

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(%struct.ident_t*, i32) #3

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., i32* noundef nonnull align 4 dereferenceable(4) %n, double* noundef nonnull align 8 dereferenceable(8) %a) #2 !dbg !116 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %n.addr = alloca i32*, align 8
  %a.addr = alloca double*, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !117, metadata !DIExpression()), !dbg !118
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !119, metadata !DIExpression()), !dbg !118
  store i32* %n, i32** %n.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %n.addr, metadata !120, metadata !DIExpression()), !dbg !118
  store double* %a, double** %a.addr, align 8
  call void @llvm.dbg.declare(metadata double** %a.addr, metadata !121, metadata !DIExpression()), !dbg !118
  %0 = load i32*, i32** %n.addr, align 8, !dbg !122
  %1 = load double*, double** %a.addr, align 8, !dbg !122
  %2 = load i32*, i32** %.global_tid..addr, align 8, !dbg !122
  %3 = load i32*, i32** %.bound_tid..addr, align 8, !dbg !122
  %4 = load i32*, i32** %n.addr, align 8, !dbg !122
  %5 = load double*, double** %a.addr, align 8, !dbg !122
  call void @.omp_outlined._debug__(i32* %2, i32* %3, i32* %4, double* %5) #5, !dbg !122
  ret void, !dbg !122
}

; Function Attrs: nounwind
declare !callback !123 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !125 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata double* %s, metadata !130, metadata !DIExpression()), !dbg !131
  store double 0.000000e+00, double* %s, align 8, !dbg !131
  store i32 0, i32* %i, align 4, !dbg !132
  br label %for.cond, !dbg !134

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !135
  %cmp = icmp slt i32 %0, 100000, !dbg !137
  br i1 %cmp, label %for.body, label %for.end, !dbg !138

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !139
  %rem = srem i32 %1, 5, !dbg !141
  %conv = sitofp i32 %rem to double, !dbg !142
  %2 = load i32, i32* %i, align 4, !dbg !143
  %idxprom = sext i32 %2 to i64, !dbg !144
  %arrayidx = getelementptr inbounds [100000 x double], [100000 x double]* @X, i64 0, i64 %idxprom, !dbg !144
  store double %conv, double* %arrayidx, align 8, !dbg !145
  %3 = load i32, i32* %i, align 4, !dbg !146
  %idxprom1 = sext i32 %3 to i64, !dbg !147
  %arrayidx2 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %idxprom1, !dbg !147
  store double 1.000000e+00, double* %arrayidx2, align 8, !dbg !148
  br label %for.inc, !dbg !149

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4, !dbg !150
  %inc = add nsw i32 %4, 1, !dbg !150
  store i32 %inc, i32* %i, align 4, !dbg !150
  br label %for.cond, !dbg !151, !llvm.loop !152

for.end:                                          ; preds = %for.cond
  call void @kernel_omp_tworegion(i32 noundef 100000, double noundef 5.000000e-01), !dbg !155
  store i32 0, i32* %i, align 4, !dbg !156
  br label %for.cond3, !dbg !158

for.cond3:                                        ; preds = %for.inc9, %for.end
  %5 = load i32, i32* %i, align 4, !dbg !159
  %cmp4 = icmp slt i32 %5, 100000, !dbg !161
  br i1 %cmp4, label %for.body6, label %for.end11, !dbg !162

for.body6:                                        ; preds = %for.cond3
  %6 = load i32, i32* %i, align 4, !dbg !163
  %idxprom7 = sext i32 %6 to i64, !dbg !164
  %arrayidx8 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %idxprom7, !dbg !164
  %7 = load double, double* %arrayidx8, align 8, !dbg !164
  %8 = load double, double* %s, align 8, !dbg !165
  %add = fadd double %8, %7, !dbg !165
  store double %add, double* %s, align 8, !dbg !165
  br label %for.inc9, !dbg !166

for.inc9:                                         ; preds = %for.body6
  %9 = load i32, i32* %i, align 4, !dbg !167
  %inc10 = add nsw i32 %9, 1, !dbg !167
  store i32 %inc10, i32* %i, align 4, !dbg !167
  br label %for.cond3, !dbg !168, !llvm.loop !169

for.end11:                                        ; preds = %for.cond3
  %10 = load double, double* %s, align 8, !dbg !171
  %11 = load i32, i32* @Nthreads, align 4, !dbg !172
  %cmp12 = icmp sgt i32 %11, 0, !dbg !173
  %12 = zext i1 %cmp12 to i64, !dbg !172
  %cond = select i1 %cmp12, double 0.000000e+00, double 1.000000e+00, !dbg !172
  %add14 = fadd double %10, %cond, !dbg !174
  store double %add14, double* @checksum, align 8, !dbg !175
  ret i32 0, !dbg !176
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { convergent nounwind }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_tworegion.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !10, !15, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Nthreads", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 10, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6400000, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 100000)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Z", scope: !2, file: !3, line: 12, type: !12, isLocal: true, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"openmp", i32 50}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_omp_tworegion", scope: !3, file: !3, line: 16, type: !29, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !9, !5}
!31 = !{}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !3, line: 16, type: !9)
!33 = !DILocation(line: 16, column: 57, scope: !28)
!34 = !DILocalVariable(name: "a", arg: 2, scope: !28, file: !3, line: 16, type: !5)
!35 = !DILocation(line: 16, column: 67, scope: !28)
!36 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 18, type: !9)
!37 = !DILocation(line: 18, column: 7, scope: !28)
!38 = !DILocation(line: 19, column: 1, scope: !28)
!39 = !DILocation(line: 30, column: 1, scope: !28)
!40 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !41, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43, !43, !47, !48}
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!47 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!49 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !40, type: !43, flags: DIFlagArtificial)
!50 = !DILocation(line: 0, scope: !40)
!51 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !40, type: !43, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: "n", arg: 3, scope: !40, file: !3, line: 16, type: !47)
!53 = !DILocation(line: 16, column: 57, scope: !40)
!54 = !DILocalVariable(name: "a", arg: 4, scope: !40, file: !3, line: 16, type: !48)
!55 = !DILocation(line: 16, column: 67, scope: !40)
!56 = !DILocation(line: 20, column: 3, scope: !40)
!57 = !DILocation(line: 21, column: 1, scope: !58)
!58 = distinct !DILexicalBlock(scope: !40, file: !3, line: 20, column: 3)
!59 = !DILocation(line: 22, column: 16, scope: !60)
!60 = distinct !DILexicalBlock(scope: !58, file: !3, line: 21, column: 1)
!61 = !DILocation(line: 22, column: 14, scope: !60)
!62 = !DILocation(line: 22, column: 5, scope: !60)
!63 = !DILocation(line: 21, column: 19, scope: !60)
!64 = !DILocalVariable(name: ".omp.iv", scope: !65, type: !9, flags: DIFlagArtificial)
!65 = distinct !DILexicalBlock(scope: !58, file: !3, line: 23, column: 1)
!66 = !DILocation(line: 0, scope: !65)
!67 = !DILocalVariable(name: ".capture_expr.", scope: !65, type: !9, flags: DIFlagArtificial)
!68 = !DILocation(line: 24, column: 21, scope: !65)
!69 = !DILocation(line: 24, column: 5, scope: !65)
!70 = !DILocalVariable(name: "i", scope: !65, type: !9, flags: DIFlagArtificial)
!71 = !DILocation(line: 24, column: 24, scope: !65)
!72 = !DILocation(line: 23, column: 1, scope: !58)
!73 = !DILocalVariable(name: ".omp.lb", scope: !65, type: !9, flags: DIFlagArtificial)
!74 = !DILocation(line: 24, column: 10, scope: !65)
!75 = !DILocalVariable(name: ".omp.ub", scope: !65, type: !9, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: ".omp.stride", scope: !65, type: !9, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: ".omp.is_last", scope: !65, type: !9, flags: DIFlagArtificial)
!78 = !DILocation(line: 23, column: 1, scope: !65)
!79 = !DILocation(line: 25, column: 14, scope: !65)
!80 = !DILocation(line: 25, column: 20, scope: !65)
!81 = !DILocation(line: 25, column: 18, scope: !65)
!82 = !DILocation(line: 25, column: 27, scope: !65)
!83 = !DILocation(line: 25, column: 25, scope: !65)
!84 = !DILocation(line: 25, column: 23, scope: !65)
!85 = !DILocation(line: 25, column: 9, scope: !65)
!86 = !DILocation(line: 25, column: 7, scope: !65)
!87 = !DILocation(line: 25, column: 12, scope: !65)
!88 = distinct !{!88, !78, !89}
!89 = !DILocation(line: 23, column: 16, scope: !65)
!90 = !DILocalVariable(name: ".omp.iv", scope: !91, type: !9, flags: DIFlagArtificial)
!91 = distinct !DILexicalBlock(scope: !58, file: !3, line: 26, column: 1)
!92 = !DILocation(line: 0, scope: !91)
!93 = !DILocalVariable(name: ".capture_expr.", scope: !91, type: !9, flags: DIFlagArtificial)
!94 = !DILocation(line: 27, column: 21, scope: !91)
!95 = !DILocation(line: 27, column: 5, scope: !91)
!96 = !DILocalVariable(name: "i", scope: !91, type: !9, flags: DIFlagArtificial)
!97 = !DILocation(line: 27, column: 24, scope: !91)
!98 = !DILocation(line: 26, column: 1, scope: !58)
!99 = !DILocalVariable(name: ".omp.lb", scope: !91, type: !9, flags: DIFlagArtificial)
!100 = !DILocation(line: 27, column: 10, scope: !91)
!101 = !DILocalVariable(name: ".omp.ub", scope: !91, type: !9, flags: DIFlagArtificial)
!102 = !DILocalVariable(name: ".omp.stride", scope: !91, type: !9, flags: DIFlagArtificial)
!103 = !DILocalVariable(name: ".omp.is_last", scope: !91, type: !9, flags: DIFlagArtificial)
!104 = !DILocation(line: 26, column: 1, scope: !91)
!105 = !DILocation(line: 28, column: 16, scope: !91)
!106 = !DILocation(line: 28, column: 14, scope: !91)
!107 = !DILocation(line: 28, column: 23, scope: !91)
!108 = !DILocation(line: 28, column: 21, scope: !91)
!109 = !DILocation(line: 28, column: 19, scope: !91)
!110 = !DILocation(line: 28, column: 9, scope: !91)
!111 = !DILocation(line: 28, column: 7, scope: !91)
!112 = !DILocation(line: 28, column: 12, scope: !91)
!113 = distinct !{!113, !104, !114}
!114 = !DILocation(line: 26, column: 16, scope: !91)
!115 = !DILocation(line: 29, column: 3, scope: !40)
!116 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !41, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!117 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !116, type: !43, flags: DIFlagArtificial)
!118 = !DILocation(line: 0, scope: !116)
!119 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !116, type: !43, flags: DIFlagArtificial)
!120 = !DILocalVariable(name: "n", arg: 3, scope: !116, type: !47, flags: DIFlagArtificial)
!121 = !DILocalVariable(name: "a", arg: 4, scope: !116, type: !48, flags: DIFlagArtificial)
!122 = !DILocation(line: 19, column: 1, scope: !116)
!123 = !{!124}
!124 = !{i64 2, i64 -1, i64 -1, i1 true}
!125 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !126, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!126 = !DISubroutineType(types: !127)
!127 = !{!9}
!128 = !DILocalVariable(name: "i", scope: !125, file: !3, line: 34, type: !9)
!129 = !DILocation(line: 34, column: 7, scope: !125)
!130 = !DILocalVariable(name: "s", scope: !125, file: !3, line: 35, type: !5)
!131 = !DILocation(line: 35, column: 10, scope: !125)
!132 = !DILocation(line: 36, column: 10, scope: !133)
!133 = distinct !DILexicalBlock(scope: !125, file: !3, line: 36, column: 3)
!134 = !DILocation(line: 36, column: 8, scope: !133)
!135 = !DILocation(line: 36, column: 15, scope: !136)
!136 = distinct !DILexicalBlock(scope: !133, file: !3, line: 36, column: 3)
!137 = !DILocation(line: 36, column: 17, scope: !136)
!138 = !DILocation(line: 36, column: 3, scope: !133)
!139 = !DILocation(line: 37, column: 21, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 36, column: 27)
!141 = !DILocation(line: 37, column: 23, scope: !140)
!142 = !DILocation(line: 37, column: 12, scope: !140)
!143 = !DILocation(line: 37, column: 7, scope: !140)
!144 = !DILocation(line: 37, column: 5, scope: !140)
!145 = !DILocation(line: 37, column: 10, scope: !140)
!146 = !DILocation(line: 38, column: 7, scope: !140)
!147 = !DILocation(line: 38, column: 5, scope: !140)
!148 = !DILocation(line: 38, column: 10, scope: !140)
!149 = !DILocation(line: 39, column: 3, scope: !140)
!150 = !DILocation(line: 36, column: 23, scope: !136)
!151 = !DILocation(line: 36, column: 3, scope: !136)
!152 = distinct !{!152, !138, !153, !154}
!153 = !DILocation(line: 39, column: 3, scope: !133)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !DILocation(line: 40, column: 3, scope: !125)
!156 = !DILocation(line: 41, column: 10, scope: !157)
!157 = distinct !DILexicalBlock(scope: !125, file: !3, line: 41, column: 3)
!158 = !DILocation(line: 41, column: 8, scope: !157)
!159 = !DILocation(line: 41, column: 15, scope: !160)
!160 = distinct !DILexicalBlock(scope: !157, file: !3, line: 41, column: 3)
!161 = !DILocation(line: 41, column: 17, scope: !160)
!162 = !DILocation(line: 41, column: 3, scope: !157)
!163 = !DILocation(line: 42, column: 12, scope: !160)
!164 = !DILocation(line: 42, column: 10, scope: !160)
!165 = !DILocation(line: 42, column: 7, scope: !160)
!166 = !DILocation(line: 42, column: 5, scope: !160)
!167 = !DILocation(line: 41, column: 23, scope: !160)
!168 = !DILocation(line: 41, column: 3, scope: !160)
!169 = distinct !{!169, !162, !170, !154}
!170 = !DILocation(line: 42, column: 13, scope: !157)
!171 = !DILocation(line: 43, column: 14, scope: !125)
!172 = !DILocation(line: 43, column: 19, scope: !125)
!173 = !DILocation(line: 43, column: 28, scope: !125)
!174 = !DILocation(line: 43, column: 16, scope: !125)
!175 = !DILocation(line: 43, column: 12, scope: !125)
!176 = !DILocation(line: 44, column: 3, scope: !125)
