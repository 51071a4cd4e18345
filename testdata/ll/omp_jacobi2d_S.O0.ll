; ModuleID = 'omp_jacobi2d.c'
source_filename = "omp_jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [43 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;22;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [44 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;22;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [43 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;27;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [44 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;27;36;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@Ag = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !7
@Bg = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_jacobi2d([20 x double]* noundef %a, [20 x double]* noundef %b) #0 !dbg !23 {
entry:
  %a.addr = alloca [20 x double]*, align 8
  %b.addr = alloca [20 x double]*, align 8
  %t = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store [20 x double]* %a, [20 x double]** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]** %a.addr, metadata !30, metadata !DIExpression()), !dbg !31
  store [20 x double]* %b, [20 x double]** %b.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]** %b.addr, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %t, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %i, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %j, metadata !39, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %t, align 4, !dbg !41
  br label %for.cond, !dbg !43

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %t, align 4, !dbg !44
  %cmp = icmp slt i32 %0, 5, !dbg !46
  br i1 %cmp, label %for.body, label %for.end, !dbg !47

for.body:                                         ; preds = %for.cond
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** %b.addr, [20 x double]** %a.addr), !dbg !48
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** %a.addr, [20 x double]** %b.addr), !dbg !50
  br label %for.inc, !dbg !51

for.inc:                                          ; preds = %for.body
  %1 = load i32, i32* %t, align 4, !dbg !52
  %inc = add nsw i32 %1, 1, !dbg !52
  store i32 %inc, i32* %t, align 4, !dbg !52
  br label %for.cond, !dbg !53, !llvm.loop !54

for.end:                                          ; preds = %for.cond
  ret void, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., [20 x double]** noundef nonnull align 8 dereferenceable(8) %b, [20 x double]** noundef nonnull align 8 dereferenceable(8) %a) #2 !dbg !58 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %b.addr = alloca [20 x double]**, align 8
  %a.addr = alloca [20 x double]**, align 8
  %.omp.iv = alloca i32, align 4
  %tmp = alloca i32, align 4
  %.omp.lb = alloca i32, align 4
  %.omp.ub = alloca i32, align 4
  %.omp.stride = alloca i32, align 4
  %.omp.is_last = alloca i32, align 4
  %j = alloca i32, align 4
  %i = alloca i32, align 4
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !66, metadata !DIExpression()), !dbg !67
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !68, metadata !DIExpression()), !dbg !67
  store [20 x double]** %b, [20 x double]*** %b.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]*** %b.addr, metadata !69, metadata !DIExpression()), !dbg !70
  store [20 x double]** %a, [20 x double]*** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]*** %a.addr, metadata !71, metadata !DIExpression()), !dbg !72
  %0 = load [20 x double]**, [20 x double]*** %b.addr, align 8, !dbg !73
  %1 = load [20 x double]**, [20 x double]*** %a.addr, align 8, !dbg !73
  call void @llvm.dbg.declare(metadata i32* %.omp.iv, metadata !74, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %.omp.lb, metadata !75, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %.omp.lb, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %.omp.ub, metadata !77, metadata !DIExpression()), !dbg !67
  store i32 17, i32* %.omp.ub, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %.omp.stride, metadata !78, metadata !DIExpression()), !dbg !67
  store i32 1, i32* %.omp.stride, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %.omp.is_last, metadata !79, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %.omp.is_last, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %j, metadata !80, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %i, metadata !81, metadata !DIExpression()), !dbg !67
  %2 = load i32*, i32** %.global_tid..addr, align 8, !dbg !73
  %3 = load i32, i32* %2, align 4, !dbg !73
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %3, i32 34, i32* %.omp.is_last, i32* %.omp.lb, i32* %.omp.ub, i32* %.omp.stride, i32 1, i32 1), !dbg !82
  %4 = load i32, i32* %.omp.ub, align 4, !dbg !76
  %cmp = icmp sgt i32 %4, 17, !dbg !76
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !76

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !76

cond.false:                                       ; preds = %entry
  %5 = load i32, i32* %.omp.ub, align 4, !dbg !76
  br label %cond.end, !dbg !76

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 17, %cond.true ], [ %5, %cond.false ], !dbg !76
  store i32 %cond, i32* %.omp.ub, align 4, !dbg !76
  %6 = load i32, i32* %.omp.lb, align 4, !dbg !76
  store i32 %6, i32* %.omp.iv, align 4, !dbg !76
  br label %omp.inner.for.cond, !dbg !73

omp.inner.for.cond:                               ; preds = %omp.inner.for.inc, %cond.end
  %7 = load i32, i32* %.omp.iv, align 4, !dbg !76
  %8 = load i32, i32* %.omp.ub, align 4, !dbg !76
  %cmp1 = icmp sle i32 %7, %8, !dbg !73
  br i1 %cmp1, label %omp.inner.for.body, label %omp.inner.for.end, !dbg !73

omp.inner.for.body:                               ; preds = %omp.inner.for.cond
  %9 = load i32, i32* %.omp.iv, align 4, !dbg !76
  %mul = mul nsw i32 %9, 1, !dbg !83
  %add = add nsw i32 1, %mul, !dbg !83
  store i32 %add, i32* %i, align 4, !dbg !83
  store i32 1, i32* %j, align 4, !dbg !84
  br label %for.cond, !dbg !86

for.cond:                                         ; preds = %for.inc, %omp.inner.for.body
  %10 = load i32, i32* %j, align 4, !dbg !87
  %cmp2 = icmp slt i32 %10, 19, !dbg !89
  br i1 %cmp2, label %for.body, label %for.end, !dbg !90

for.body:                                         ; preds = %for.cond
  %11 = load [20 x double]*, [20 x double]** %1, align 8, !dbg !91
  %12 = load i32, i32* %i, align 4, !dbg !92
  %idxprom = sext i32 %12 to i64, !dbg !91
  %arrayidx = getelementptr inbounds [20 x double], [20 x double]* %11, i64 %idxprom, !dbg !91
  %13 = load i32, i32* %j, align 4, !dbg !93
  %idxprom3 = sext i32 %13 to i64, !dbg !91
  %arrayidx4 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx, i64 0, i64 %idxprom3, !dbg !91
  %14 = load double, double* %arrayidx4, align 8, !dbg !91
  %15 = load [20 x double]*, [20 x double]** %1, align 8, !dbg !94
  %16 = load i32, i32* %i, align 4, !dbg !95
  %sub = sub nsw i32 %16, 1, !dbg !96
  %idxprom5 = sext i32 %sub to i64, !dbg !94
  %arrayidx6 = getelementptr inbounds [20 x double], [20 x double]* %15, i64 %idxprom5, !dbg !94
  %17 = load i32, i32* %j, align 4, !dbg !97
  %idxprom7 = sext i32 %17 to i64, !dbg !94
  %arrayidx8 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx6, i64 0, i64 %idxprom7, !dbg !94
  %18 = load double, double* %arrayidx8, align 8, !dbg !94
  %add9 = fadd double %14, %18, !dbg !98
  %19 = load [20 x double]*, [20 x double]** %1, align 8, !dbg !99
  %20 = load i32, i32* %i, align 4, !dbg !100
  %add10 = add nsw i32 %20, 1, !dbg !101
  %idxprom11 = sext i32 %add10 to i64, !dbg !99
  %arrayidx12 = getelementptr inbounds [20 x double], [20 x double]* %19, i64 %idxprom11, !dbg !99
  %21 = load i32, i32* %j, align 4, !dbg !102
  %idxprom13 = sext i32 %21 to i64, !dbg !99
  %arrayidx14 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx12, i64 0, i64 %idxprom13, !dbg !99
  %22 = load double, double* %arrayidx14, align 8, !dbg !99
  %add15 = fadd double %add9, %22, !dbg !103
  %23 = load [20 x double]*, [20 x double]** %1, align 8, !dbg !104
  %24 = load i32, i32* %i, align 4, !dbg !105
  %idxprom16 = sext i32 %24 to i64, !dbg !104
  %arrayidx17 = getelementptr inbounds [20 x double], [20 x double]* %23, i64 %idxprom16, !dbg !104
  %25 = load i32, i32* %j, align 4, !dbg !106
  %sub18 = sub nsw i32 %25, 1, !dbg !107
  %idxprom19 = sext i32 %sub18 to i64, !dbg !104
  %arrayidx20 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx17, i64 0, i64 %idxprom19, !dbg !104
  %26 = load double, double* %arrayidx20, align 8, !dbg !104
  %add21 = fadd double %add15, %26, !dbg !108
  %27 = load [20 x double]*, [20 x double]** %1, align 8, !dbg !109
  %28 = load i32, i32* %i, align 4, !dbg !110
  %idxprom22 = sext i32 %28 to i64, !dbg !109
  %arrayidx23 = getelementptr inbounds [20 x double], [20 x double]* %27, i64 %idxprom22, !dbg !109
  %29 = load i32, i32* %j, align 4, !dbg !111
  %add24 = add nsw i32 %29, 1, !dbg !112
  %idxprom25 = sext i32 %add24 to i64, !dbg !109
  %arrayidx26 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx23, i64 0, i64 %idxprom25, !dbg !109
  %30 = load double, double* %arrayidx26, align 8, !dbg !109
  %add27 = fadd double %add21, %30, !dbg !113
  %mul28 = fmul double 2.000000e-01, %add27, !dbg !114
  %31 = load [20 x double]*, [20 x double]** %0, align 8, !dbg !115
  %32 = load i32, i32* %i, align 4, !dbg !116
  %idxprom29 = sext i32 %32 to i64, !dbg !115
  %arrayidx30 = getelementptr inbounds [20 x double], [20 x double]* %31, i64 %idxprom29, !dbg !115
  %33 = load i32, i32* %j, align 4, !dbg !117
  %idxprom31 = sext i32 %33 to i64, !dbg !115
  %arrayidx32 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx30, i64 0, i64 %idxprom31, !dbg !115
  store double %mul28, double* %arrayidx32, align 8, !dbg !118
  br label %for.inc, !dbg !115

for.inc:                                          ; preds = %for.body
  %34 = load i32, i32* %j, align 4, !dbg !119
  %inc = add nsw i32 %34, 1, !dbg !119
  store i32 %inc, i32* %j, align 4, !dbg !119
  br label %for.cond, !dbg !120, !llvm.loop !121

for.end:                                          ; preds = %for.cond
  br label %omp.body.continue, !dbg !122

omp.body.continue:                                ; preds = %for.end
  br label %omp.inner.for.inc, !dbg !82

omp.inner.for.inc:                                ; preds = %omp.body.continue
  %35 = load i32, i32* %.omp.iv, align 4, !dbg !76
  %add33 = add nsw i32 %35, 1, !dbg !73
  store i32 %add33, i32* %.omp.iv, align 4, !dbg !73
  br label %omp.inner.for.cond, !dbg !82, !llvm.loop !123

omp.inner.for.end:                                ; preds = %omp.inner.for.cond
  br label %omp.loop.exit, !dbg !82

omp.loop.exit:                                    ; preds = %omp.inner.for.end
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %3), !dbg !124
  ret void, !dbg !125
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., [20 x double]** noundef nonnull align 8 dereferenceable(8) %b, [20 x double]** noundef nonnull align 8 dereferenceable(8) %a) #2 !dbg !126 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %b.addr = alloca [20 x double]**, align 8
  %a.addr = alloca [20 x double]**, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !127, metadata !DIExpression()), !dbg !128
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !129, metadata !DIExpression()), !dbg !128
  store [20 x double]** %b, [20 x double]*** %b.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]*** %b.addr, metadata !130, metadata !DIExpression()), !dbg !128
  store [20 x double]** %a, [20 x double]*** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]*** %a.addr, metadata !131, metadata !DIExpression()), !dbg !128
  %0 = load [20 x double]**, [20 x double]*** %b.addr, align 8, !dbg !132
  %1 = load [20 x double]**, [20 x double]*** %a.addr, align 8, !dbg !132
  %2 = load i32*, i32** %.global_tid..addr, align 8, !dbg !132
  %3 = load i32*, i32** %.bound_tid..addr, align 8, !dbg !132
  %4 = load [20 x double]**, [20 x double]*** %b.addr, align 8, !dbg !132
  %5 = load [20 x double]**, [20 x double]*** %a.addr, align 8, !dbg !132
  call void @.omp_outlined._debug__(i32* %2, i32* %3, [20 x double]** %4, [20 x double]** %5) #3, !dbg !132
  ret void, !dbg !132
}

; Function Attrs: nounwind
declare !callback !133 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., [20 x double]** noundef nonnull align 8 dereferenceable(8) %a, [20 x double]** noundef nonnull align 8 dereferenceable(8) %b) #2 !dbg !135 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %a.addr = alloca [20 x double]**, align 8
  %b.addr = alloca [20 x double]**, align 8
  %.omp.iv = alloca i32, align 4
  %tmp = alloca i32, align 4
  %.omp.lb = alloca i32, align 4
  %.omp.ub = alloca i32, align 4
  %.omp.stride = alloca i32, align 4
  %.omp.is_last = alloca i32, align 4
  %j = alloca i32, align 4
  %i = alloca i32, align 4
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !136, metadata !DIExpression()), !dbg !137
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !138, metadata !DIExpression()), !dbg !137
  store [20 x double]** %a, [20 x double]*** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]*** %a.addr, metadata !139, metadata !DIExpression()), !dbg !140
  store [20 x double]** %b, [20 x double]*** %b.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]*** %b.addr, metadata !141, metadata !DIExpression()), !dbg !142
  %0 = load [20 x double]**, [20 x double]*** %a.addr, align 8, !dbg !143
  %1 = load [20 x double]**, [20 x double]*** %b.addr, align 8, !dbg !143
  call void @llvm.dbg.declare(metadata i32* %.omp.iv, metadata !144, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.declare(metadata i32* %.omp.lb, metadata !145, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %.omp.lb, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %.omp.ub, metadata !147, metadata !DIExpression()), !dbg !137
  store i32 17, i32* %.omp.ub, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %.omp.stride, metadata !148, metadata !DIExpression()), !dbg !137
  store i32 1, i32* %.omp.stride, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %.omp.is_last, metadata !149, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %.omp.is_last, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %j, metadata !150, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.declare(metadata i32* %i, metadata !151, metadata !DIExpression()), !dbg !137
  %2 = load i32*, i32** %.global_tid..addr, align 8, !dbg !143
  %3 = load i32, i32* %2, align 4, !dbg !143
  call void @__kmpc_for_static_init_4(%struct.ident_t* @6, i32 %3, i32 34, i32* %.omp.is_last, i32* %.omp.lb, i32* %.omp.ub, i32* %.omp.stride, i32 1, i32 1), !dbg !152
  %4 = load i32, i32* %.omp.ub, align 4, !dbg !146
  %cmp = icmp sgt i32 %4, 17, !dbg !146
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !146

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !146

cond.false:                                       ; preds = %entry
  %5 = load i32, i32* %.omp.ub, align 4, !dbg !146
  br label %cond.end, !dbg !146

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 17, %cond.true ], [ %5, %cond.false ], !dbg !146
  store i32 %cond, i32* %.omp.ub, align 4, !dbg !146
  %6 = load i32, i32* %.omp.lb, align 4, !dbg !146
  store i32 %6, i32* %.omp.iv, align 4, !dbg !146
  br label %omp.inner.for.cond, !dbg !143

omp.inner.for.cond:                               ; preds = %omp.inner.for.inc, %cond.end
  %7 = load i32, i32* %.omp.iv, align 4, !dbg !146
  %8 = load i32, i32* %.omp.ub, align 4, !dbg !146
  %cmp1 = icmp sle i32 %7, %8, !dbg !143
  br i1 %cmp1, label %omp.inner.for.body, label %omp.inner.for.end, !dbg !143

omp.inner.for.body:                               ; preds = %omp.inner.for.cond
  %9 = load i32, i32* %.omp.iv, align 4, !dbg !146
  %mul = mul nsw i32 %9, 1, !dbg !153
  %add = add nsw i32 1, %mul, !dbg !153
  store i32 %add, i32* %i, align 4, !dbg !153
  store i32 1, i32* %j, align 4, !dbg !154
  br label %for.cond, !dbg !156

for.cond:                                         ; preds = %for.inc, %omp.inner.for.body
  %10 = load i32, i32* %j, align 4, !dbg !157
  %cmp2 = icmp slt i32 %10, 19, !dbg !159
  br i1 %cmp2, label %for.body, label %for.end, !dbg !160

for.body:                                         ; preds = %for.cond
  %11 = load [20 x double]*, [20 x double]** %1, align 8, !dbg !161
  %12 = load i32, i32* %i, align 4, !dbg !162
  %idxprom = sext i32 %12 to i64, !dbg !161
  %arrayidx = getelementptr inbounds [20 x double], [20 x double]* %11, i64 %idxprom, !dbg !161
  %13 = load i32, i32* %j, align 4, !dbg !163
  %idxprom3 = sext i32 %13 to i64, !dbg !161
  %arrayidx4 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx, i64 0, i64 %idxprom3, !dbg !161
  %14 = load double, double* %arrayidx4, align 8, !dbg !161
  %15 = load [20 x double]*, [20 x double]** %0, align 8, !dbg !164
  %16 = load i32, i32* %i, align 4, !dbg !165
  %idxprom5 = sext i32 %16 to i64, !dbg !164
  %arrayidx6 = getelementptr inbounds [20 x double], [20 x double]* %15, i64 %idxprom5, !dbg !164
  %17 = load i32, i32* %j, align 4, !dbg !166
  %idxprom7 = sext i32 %17 to i64, !dbg !164
  %arrayidx8 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx6, i64 0, i64 %idxprom7, !dbg !164
  store double %14, double* %arrayidx8, align 8, !dbg !167
  br label %for.inc, !dbg !164

for.inc:                                          ; preds = %for.body
  %18 = load i32, i32* %j, align 4, !dbg !168
  %inc = add nsw i32 %18, 1, !dbg !168
  store i32 %inc, i32* %j, align 4, !dbg !168
  br label %for.cond, !dbg !169, !llvm.loop !170

for.end:                                          ; preds = %for.cond
  br label %omp.body.continue, !dbg !171

omp.body.continue:                                ; preds = %for.end
  br label %omp.inner.for.inc, !dbg !152

omp.inner.for.inc:                                ; preds = %omp.body.continue
  %19 = load i32, i32* %.omp.iv, align 4, !dbg !146
  %add9 = add nsw i32 %19, 1, !dbg !143
  store i32 %add9, i32* %.omp.iv, align 4, !dbg !143
  br label %omp.inner.for.cond, !dbg !152, !llvm.loop !172

omp.inner.for.end:                                ; preds = %omp.inner.for.cond
  br label %omp.loop.exit, !dbg !152

omp.loop.exit:                                    ; preds = %omp.inner.for.end
  call void @__kmpc_for_static_fini(%struct.ident_t* @8, i32 %3), !dbg !173
  ret void, !dbg !174
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..2(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., [20 x double]** noundef nonnull align 8 dereferenceable(8) %a, [20 x double]** noundef nonnull align 8 dereferenceable(8) %b) #2 !dbg !175 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %a.addr = alloca [20 x double]**, align 8
  %b.addr = alloca [20 x double]**, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !176, metadata !DIExpression()), !dbg !177
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !178, metadata !DIExpression()), !dbg !177
  store [20 x double]** %a, [20 x double]*** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]*** %a.addr, metadata !179, metadata !DIExpression()), !dbg !177
  store [20 x double]** %b, [20 x double]*** %b.addr, align 8
  call void @llvm.dbg.declare(metadata [20 x double]*** %b.addr, metadata !180, metadata !DIExpression()), !dbg !177
  %0 = load [20 x double]**, [20 x double]*** %a.addr, align 8, !dbg !181
  %1 = load [20 x double]**, [20 x double]*** %b.addr, align 8, !dbg !181
  %2 = load i32*, i32** %.global_tid..addr, align 8, !dbg !181
  %3 = load i32*, i32** %.bound_tid..addr, align 8, !dbg !181
  %4 = load [20 x double]**, [20 x double]*** %a.addr, align 8, !dbg !181
  %5 = load [20 x double]**, [20 x double]*** %b.addr, align 8, !dbg !181
  call void @.omp_outlined._debug__.1(i32* %2, i32* %3, [20 x double]** %4, [20 x double]** %5) #3, !dbg !181
  ret void, !dbg !181
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !182 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !185, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.declare(metadata i32* %j, metadata !187, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.declare(metadata double* %s, metadata !189, metadata !DIExpression()), !dbg !190
  store double 0.000000e+00, double* %s, align 8, !dbg !190
  store i32 0, i32* %i, align 4, !dbg !191
  br label %for.cond, !dbg !193

for.cond:                                         ; preds = %for.inc10, %entry
  %0 = load i32, i32* %i, align 4, !dbg !194
  %cmp = icmp slt i32 %0, 20, !dbg !196
  br i1 %cmp, label %for.body, label %for.end12, !dbg !197

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !198
  br label %for.cond1, !dbg !200

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !201
  %cmp2 = icmp slt i32 %1, 20, !dbg !203
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !204

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !205
  %3 = load i32, i32* %j, align 4, !dbg !207
  %mul = mul nsw i32 %2, %3, !dbg !208
  %rem = srem i32 %mul, 10, !dbg !209
  %conv = sitofp i32 %rem to double, !dbg !210
  %4 = load i32, i32* %i, align 4, !dbg !211
  %idxprom = sext i32 %4 to i64, !dbg !212
  %arrayidx = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %idxprom, !dbg !212
  %5 = load i32, i32* %j, align 4, !dbg !213
  %idxprom4 = sext i32 %5 to i64, !dbg !212
  %arrayidx5 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !212
  store double %conv, double* %arrayidx5, align 8, !dbg !214
  %6 = load i32, i32* %i, align 4, !dbg !215
  %idxprom6 = sext i32 %6 to i64, !dbg !216
  %arrayidx7 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Bg, i64 0, i64 %idxprom6, !dbg !216
  %7 = load i32, i32* %j, align 4, !dbg !217
  %idxprom8 = sext i32 %7 to i64, !dbg !216
  %arrayidx9 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx7, i64 0, i64 %idxprom8, !dbg !216
  store double 0.000000e+00, double* %arrayidx9, align 8, !dbg !218
  br label %for.inc, !dbg !219

for.inc:                                          ; preds = %for.body3
  %8 = load i32, i32* %j, align 4, !dbg !220
  %inc = add nsw i32 %8, 1, !dbg !220
  store i32 %inc, i32* %j, align 4, !dbg !220
  br label %for.cond1, !dbg !221, !llvm.loop !222

for.end:                                          ; preds = %for.cond1
  br label %for.inc10, !dbg !223

for.inc10:                                        ; preds = %for.end
  %9 = load i32, i32* %i, align 4, !dbg !224
  %inc11 = add nsw i32 %9, 1, !dbg !224
  store i32 %inc11, i32* %i, align 4, !dbg !224
  br label %for.cond, !dbg !225, !llvm.loop !226

for.end12:                                        ; preds = %for.cond
  call void @kernel_omp_jacobi2d([20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 0), [20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Bg, i64 0, i64 0)), !dbg !228
  store i32 0, i32* %i, align 4, !dbg !229
  br label %for.cond13, !dbg !231

for.cond13:                                       ; preds = %for.inc28, %for.end12
  %10 = load i32, i32* %i, align 4, !dbg !232
  %cmp14 = icmp slt i32 %10, 20, !dbg !234
  br i1 %cmp14, label %for.body16, label %for.end30, !dbg !235

for.body16:                                       ; preds = %for.cond13
  store i32 0, i32* %j, align 4, !dbg !236
  br label %for.cond17, !dbg !238

for.cond17:                                       ; preds = %for.inc25, %for.body16
  %11 = load i32, i32* %j, align 4, !dbg !239
  %cmp18 = icmp slt i32 %11, 20, !dbg !241
  br i1 %cmp18, label %for.body20, label %for.end27, !dbg !242

for.body20:                                       ; preds = %for.cond17
  %12 = load i32, i32* %i, align 4, !dbg !243
  %idxprom21 = sext i32 %12 to i64, !dbg !244
  %arrayidx22 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %idxprom21, !dbg !244
  %13 = load i32, i32* %j, align 4, !dbg !245
  %idxprom23 = sext i32 %13 to i64, !dbg !244
  %arrayidx24 = getelementptr inbounds [20 x double], [20 x double]* %arrayidx22, i64 0, i64 %idxprom23, !dbg !244
  %14 = load double, double* %arrayidx24, align 8, !dbg !244
  %15 = load double, double* %s, align 8, !dbg !246
  %add = fadd double %15, %14, !dbg !246
  store double %add, double* %s, align 8, !dbg !246
  br label %for.inc25, !dbg !247

for.inc25:                                        ; preds = %for.body20
  %16 = load i32, i32* %j, align 4, !dbg !248
  %inc26 = add nsw i32 %16, 1, !dbg !248
  store i32 %inc26, i32* %j, align 4, !dbg !248
  br label %for.cond17, !dbg !249, !llvm.loop !250

for.end27:                                        ; preds = %for.cond17
  br label %for.inc28, !dbg !251

for.inc28:                                        ; preds = %for.end27
  %17 = load i32, i32* %i, align 4, !dbg !252
  %inc29 = add nsw i32 %17, 1, !dbg !252
  store i32 %inc29, i32* %i, align 4, !dbg !252
  br label %for.cond13, !dbg !253, !llvm.loop !254

for.end30:                                        ; preds = %for.cond13
  %18 = load double, double* %s, align 8, !dbg !256
  store double %18, double* @checksum, align 8, !dbg !257
  ret i32 0, !dbg !258
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 15, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_jacobi2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Ag", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 25600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Bg", scope: !2, file: !3, line: 14, type: !9, isLocal: true, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"openmp", i32 50}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_omp_jacobi2d", scope: !3, file: !3, line: 17, type: !24, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !26, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1280, elements: !28)
!28 = !{!11}
!29 = !{}
!30 = !DILocalVariable(name: "a", arg: 1, scope: !23, file: !3, line: 17, type: !26)
!31 = !DILocation(line: 17, column: 61, scope: !23)
!32 = !DILocalVariable(name: "b", arg: 2, scope: !23, file: !3, line: 18, type: !26)
!33 = !DILocation(line: 18, column: 61, scope: !23)
!34 = !DILocalVariable(name: "t", scope: !23, file: !3, line: 20, type: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DILocation(line: 20, column: 7, scope: !23)
!37 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 20, type: !35)
!38 = !DILocation(line: 20, column: 10, scope: !23)
!39 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 20, type: !35)
!40 = !DILocation(line: 20, column: 13, scope: !23)
!41 = !DILocation(line: 21, column: 10, scope: !42)
!42 = distinct !DILexicalBlock(scope: !23, file: !3, line: 21, column: 3)
!43 = !DILocation(line: 21, column: 8, scope: !42)
!44 = !DILocation(line: 21, column: 15, scope: !45)
!45 = distinct !DILexicalBlock(scope: !42, file: !3, line: 21, column: 3)
!46 = !DILocation(line: 21, column: 17, scope: !45)
!47 = !DILocation(line: 21, column: 3, scope: !42)
!48 = !DILocation(line: 22, column: 1, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 27)
!50 = !DILocation(line: 27, column: 1, scope: !49)
!51 = !DILocation(line: 31, column: 3, scope: !49)
!52 = !DILocation(line: 21, column: 23, scope: !45)
!53 = !DILocation(line: 21, column: 3, scope: !45)
!54 = distinct !{!54, !47, !55, !56}
!55 = !DILocation(line: 31, column: 3, scope: !42)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 32, column: 1, scope: !23)
!58 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 23, type: !59, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !61, !61, !65, !65}
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!65 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!66 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !58, type: !61, flags: DIFlagArtificial)
!67 = !DILocation(line: 0, scope: !58)
!68 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !58, type: !61, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "b", arg: 3, scope: !58, file: !3, line: 18, type: !65)
!70 = !DILocation(line: 18, column: 61, scope: !58)
!71 = !DILocalVariable(name: "a", arg: 4, scope: !58, file: !3, line: 17, type: !65)
!72 = !DILocation(line: 17, column: 61, scope: !58)
!73 = !DILocation(line: 23, column: 5, scope: !58)
!74 = !DILocalVariable(name: ".omp.iv", scope: !58, type: !35, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: ".omp.lb", scope: !58, type: !35, flags: DIFlagArtificial)
!76 = !DILocation(line: 23, column: 10, scope: !58)
!77 = !DILocalVariable(name: ".omp.ub", scope: !58, type: !35, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: ".omp.stride", scope: !58, type: !35, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: ".omp.is_last", scope: !58, type: !35, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: "j", scope: !58, type: !35, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: "i", scope: !58, type: !35, flags: DIFlagArtificial)
!82 = !DILocation(line: 22, column: 1, scope: !58)
!83 = !DILocation(line: 23, column: 28, scope: !58)
!84 = !DILocation(line: 24, column: 14, scope: !85)
!85 = distinct !DILexicalBlock(scope: !58, file: !3, line: 24, column: 7)
!86 = !DILocation(line: 24, column: 12, scope: !85)
!87 = !DILocation(line: 24, column: 19, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 24, column: 7)
!89 = !DILocation(line: 24, column: 21, scope: !88)
!90 = !DILocation(line: 24, column: 7, scope: !85)
!91 = !DILocation(line: 25, column: 26, scope: !88)
!92 = !DILocation(line: 25, column: 28, scope: !88)
!93 = !DILocation(line: 25, column: 31, scope: !88)
!94 = !DILocation(line: 25, column: 36, scope: !88)
!95 = !DILocation(line: 25, column: 38, scope: !88)
!96 = !DILocation(line: 25, column: 40, scope: !88)
!97 = !DILocation(line: 25, column: 45, scope: !88)
!98 = !DILocation(line: 25, column: 34, scope: !88)
!99 = !DILocation(line: 25, column: 50, scope: !88)
!100 = !DILocation(line: 25, column: 52, scope: !88)
!101 = !DILocation(line: 25, column: 54, scope: !88)
!102 = !DILocation(line: 25, column: 59, scope: !88)
!103 = !DILocation(line: 25, column: 48, scope: !88)
!104 = !DILocation(line: 25, column: 64, scope: !88)
!105 = !DILocation(line: 25, column: 66, scope: !88)
!106 = !DILocation(line: 25, column: 69, scope: !88)
!107 = !DILocation(line: 25, column: 71, scope: !88)
!108 = !DILocation(line: 25, column: 62, scope: !88)
!109 = !DILocation(line: 26, column: 26, scope: !88)
!110 = !DILocation(line: 26, column: 28, scope: !88)
!111 = !DILocation(line: 26, column: 31, scope: !88)
!112 = !DILocation(line: 26, column: 33, scope: !88)
!113 = !DILocation(line: 25, column: 76, scope: !88)
!114 = !DILocation(line: 25, column: 23, scope: !88)
!115 = !DILocation(line: 25, column: 9, scope: !88)
!116 = !DILocation(line: 25, column: 11, scope: !88)
!117 = !DILocation(line: 25, column: 14, scope: !88)
!118 = !DILocation(line: 25, column: 17, scope: !88)
!119 = !DILocation(line: 24, column: 31, scope: !88)
!120 = !DILocation(line: 24, column: 7, scope: !88)
!121 = distinct !{!121, !90, !122, !56}
!122 = !DILocation(line: 26, column: 37, scope: !85)
!123 = distinct !{!123, !82, !124}
!124 = !DILocation(line: 22, column: 36, scope: !58)
!125 = !DILocation(line: 26, column: 37, scope: !58)
!126 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 22, type: !59, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!127 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !126, type: !61, flags: DIFlagArtificial)
!128 = !DILocation(line: 0, scope: !126)
!129 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !126, type: !61, flags: DIFlagArtificial)
!130 = !DILocalVariable(name: "b", arg: 3, scope: !126, type: !65, flags: DIFlagArtificial)
!131 = !DILocalVariable(name: "a", arg: 4, scope: !126, type: !65, flags: DIFlagArtificial)
!132 = !DILocation(line: 22, column: 1, scope: !126)
!133 = !{!134}
!134 = !{i64 2, i64 -1, i64 -1, i1 true}
!135 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !3, file: !3, line: 28, type: !59, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!136 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !135, type: !61, flags: DIFlagArtificial)
!137 = !DILocation(line: 0, scope: !135)
!138 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !135, type: !61, flags: DIFlagArtificial)
!139 = !DILocalVariable(name: "a", arg: 3, scope: !135, file: !3, line: 17, type: !65)
!140 = !DILocation(line: 17, column: 61, scope: !135)
!141 = !DILocalVariable(name: "b", arg: 4, scope: !135, file: !3, line: 18, type: !65)
!142 = !DILocation(line: 18, column: 61, scope: !135)
!143 = !DILocation(line: 28, column: 5, scope: !135)
!144 = !DILocalVariable(name: ".omp.iv", scope: !135, type: !35, flags: DIFlagArtificial)
!145 = !DILocalVariable(name: ".omp.lb", scope: !135, type: !35, flags: DIFlagArtificial)
!146 = !DILocation(line: 28, column: 10, scope: !135)
!147 = !DILocalVariable(name: ".omp.ub", scope: !135, type: !35, flags: DIFlagArtificial)
!148 = !DILocalVariable(name: ".omp.stride", scope: !135, type: !35, flags: DIFlagArtificial)
!149 = !DILocalVariable(name: ".omp.is_last", scope: !135, type: !35, flags: DIFlagArtificial)
!150 = !DILocalVariable(name: "j", scope: !135, type: !35, flags: DIFlagArtificial)
!151 = !DILocalVariable(name: "i", scope: !135, type: !35, flags: DIFlagArtificial)
!152 = !DILocation(line: 27, column: 1, scope: !135)
!153 = !DILocation(line: 28, column: 28, scope: !135)
!154 = !DILocation(line: 29, column: 14, scope: !155)
!155 = distinct !DILexicalBlock(scope: !135, file: !3, line: 29, column: 7)
!156 = !DILocation(line: 29, column: 12, scope: !155)
!157 = !DILocation(line: 29, column: 19, scope: !158)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 29, column: 7)
!159 = !DILocation(line: 29, column: 21, scope: !158)
!160 = !DILocation(line: 29, column: 7, scope: !155)
!161 = !DILocation(line: 30, column: 19, scope: !158)
!162 = !DILocation(line: 30, column: 21, scope: !158)
!163 = !DILocation(line: 30, column: 24, scope: !158)
!164 = !DILocation(line: 30, column: 9, scope: !158)
!165 = !DILocation(line: 30, column: 11, scope: !158)
!166 = !DILocation(line: 30, column: 14, scope: !158)
!167 = !DILocation(line: 30, column: 17, scope: !158)
!168 = !DILocation(line: 29, column: 31, scope: !158)
!169 = !DILocation(line: 29, column: 7, scope: !158)
!170 = distinct !{!170, !160, !171, !56}
!171 = !DILocation(line: 30, column: 25, scope: !155)
!172 = distinct !{!172, !152, !173}
!173 = !DILocation(line: 27, column: 36, scope: !135)
!174 = !DILocation(line: 30, column: 25, scope: !135)
!175 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !3, file: !3, line: 27, type: !59, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!176 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !175, type: !61, flags: DIFlagArtificial)
!177 = !DILocation(line: 0, scope: !175)
!178 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !175, type: !61, flags: DIFlagArtificial)
!179 = !DILocalVariable(name: "a", arg: 3, scope: !175, type: !65, flags: DIFlagArtificial)
!180 = !DILocalVariable(name: "b", arg: 4, scope: !175, type: !65, flags: DIFlagArtificial)
!181 = !DILocation(line: 27, column: 1, scope: !175)
!182 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !183, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!183 = !DISubroutineType(types: !184)
!184 = !{!35}
!185 = !DILocalVariable(name: "i", scope: !182, file: !3, line: 36, type: !35)
!186 = !DILocation(line: 36, column: 7, scope: !182)
!187 = !DILocalVariable(name: "j", scope: !182, file: !3, line: 36, type: !35)
!188 = !DILocation(line: 36, column: 10, scope: !182)
!189 = !DILocalVariable(name: "s", scope: !182, file: !3, line: 37, type: !5)
!190 = !DILocation(line: 37, column: 10, scope: !182)
!191 = !DILocation(line: 38, column: 10, scope: !192)
!192 = distinct !DILexicalBlock(scope: !182, file: !3, line: 38, column: 3)
!193 = !DILocation(line: 38, column: 8, scope: !192)
!194 = !DILocation(line: 38, column: 15, scope: !195)
!195 = distinct !DILexicalBlock(scope: !192, file: !3, line: 38, column: 3)
!196 = !DILocation(line: 38, column: 17, scope: !195)
!197 = !DILocation(line: 38, column: 3, scope: !192)
!198 = !DILocation(line: 39, column: 12, scope: !199)
!199 = distinct !DILexicalBlock(scope: !195, file: !3, line: 39, column: 5)
!200 = !DILocation(line: 39, column: 10, scope: !199)
!201 = !DILocation(line: 39, column: 17, scope: !202)
!202 = distinct !DILexicalBlock(scope: !199, file: !3, line: 39, column: 5)
!203 = !DILocation(line: 39, column: 19, scope: !202)
!204 = !DILocation(line: 39, column: 5, scope: !199)
!205 = !DILocation(line: 40, column: 28, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !3, line: 39, column: 29)
!207 = !DILocation(line: 40, column: 32, scope: !206)
!208 = !DILocation(line: 40, column: 30, scope: !206)
!209 = !DILocation(line: 40, column: 35, scope: !206)
!210 = !DILocation(line: 40, column: 18, scope: !206)
!211 = !DILocation(line: 40, column: 10, scope: !206)
!212 = !DILocation(line: 40, column: 7, scope: !206)
!213 = !DILocation(line: 40, column: 13, scope: !206)
!214 = !DILocation(line: 40, column: 16, scope: !206)
!215 = !DILocation(line: 41, column: 10, scope: !206)
!216 = !DILocation(line: 41, column: 7, scope: !206)
!217 = !DILocation(line: 41, column: 13, scope: !206)
!218 = !DILocation(line: 41, column: 16, scope: !206)
!219 = !DILocation(line: 42, column: 5, scope: !206)
!220 = !DILocation(line: 39, column: 25, scope: !202)
!221 = !DILocation(line: 39, column: 5, scope: !202)
!222 = distinct !{!222, !204, !223, !56}
!223 = !DILocation(line: 42, column: 5, scope: !199)
!224 = !DILocation(line: 38, column: 23, scope: !195)
!225 = !DILocation(line: 38, column: 3, scope: !195)
!226 = distinct !{!226, !197, !227, !56}
!227 = !DILocation(line: 42, column: 5, scope: !192)
!228 = !DILocation(line: 43, column: 3, scope: !182)
!229 = !DILocation(line: 44, column: 10, scope: !230)
!230 = distinct !DILexicalBlock(scope: !182, file: !3, line: 44, column: 3)
!231 = !DILocation(line: 44, column: 8, scope: !230)
!232 = !DILocation(line: 44, column: 15, scope: !233)
!233 = distinct !DILexicalBlock(scope: !230, file: !3, line: 44, column: 3)
!234 = !DILocation(line: 44, column: 17, scope: !233)
!235 = !DILocation(line: 44, column: 3, scope: !230)
!236 = !DILocation(line: 45, column: 12, scope: !237)
!237 = distinct !DILexicalBlock(scope: !233, file: !3, line: 45, column: 5)
!238 = !DILocation(line: 45, column: 10, scope: !237)
!239 = !DILocation(line: 45, column: 17, scope: !240)
!240 = distinct !DILexicalBlock(scope: !237, file: !3, line: 45, column: 5)
!241 = !DILocation(line: 45, column: 19, scope: !240)
!242 = !DILocation(line: 45, column: 5, scope: !237)
!243 = !DILocation(line: 46, column: 15, scope: !240)
!244 = !DILocation(line: 46, column: 12, scope: !240)
!245 = !DILocation(line: 46, column: 18, scope: !240)
!246 = !DILocation(line: 46, column: 9, scope: !240)
!247 = !DILocation(line: 46, column: 7, scope: !240)
!248 = !DILocation(line: 45, column: 25, scope: !240)
!249 = !DILocation(line: 45, column: 5, scope: !240)
!250 = distinct !{!250, !242, !251, !56}
!251 = !DILocation(line: 46, column: 19, scope: !237)
!252 = !DILocation(line: 44, column: 23, scope: !233)
!253 = !DILocation(line: 44, column: 3, scope: !233)
!254 = distinct !{!254, !235, !255, !56}
!255 = !DILocation(line: 46, column: 19, scope: !230)
!256 = !DILocation(line: 47, column: 14, scope: !182)
!257 = !DILocation(line: 47, column: 12, scope: !182)
!258 = !DILocation(line: 48, column: 3, scope: !182)
