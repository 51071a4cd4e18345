; ModuleID = 'omp_ger.c'
source_filename = "omp_ger.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [33 x i8] c";omp_ger.c;kernel_omp_ger;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_ger.c;kernel_omp_ger;19;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@X = internal global [512 x double] zeroinitializer, align 16, !dbg !7
@Y = internal global [512 x double] zeroinitializer, align 16, !dbg !12
@A = internal global [512 x [512 x double]] zeroinitializer, align 16, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_ger(i32 noundef %m, i32 noundef %n, double noundef %alpha, [512 x double]* noundef %a, double* noundef %x, double* noundef %y) #0 !dbg !27 {
entry:
  %m.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %alpha.addr = alloca double, align 8
  %a.addr = alloca [512 x double]*, align 8
  %x.addr = alloca double*, align 8
  %y.addr = alloca double*, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 %m, i32* %m.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %m.addr, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !37, metadata !DIExpression()), !dbg !38
  store double %alpha, double* %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double* %alpha.addr, metadata !39, metadata !DIExpression()), !dbg !40
  store [512 x double]* %a, [512 x double]** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [512 x double]** %a.addr, metadata !41, metadata !DIExpression()), !dbg !42
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !43, metadata !DIExpression()), !dbg !44
  store double* %y, double** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double** %y.addr, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %i, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata i32* %j, metadata !49, metadata !DIExpression()), !dbg !50
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, [512 x double]**, double*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %m.addr, i32* %n.addr, [512 x double]** %a.addr, double* %alpha.addr, double** %x.addr, double** %y.addr), !dbg !51
  ret void, !dbg !52
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., i32* noundef nonnull align 4 dereferenceable(4) %m, i32* noundef nonnull align 4 dereferenceable(4) %n, [512 x double]** noundef nonnull align 8 dereferenceable(8) %a, double* noundef nonnull align 8 dereferenceable(8) %alpha, double** noundef nonnull align 8 dereferenceable(8) %x, double** noundef nonnull align 8 dereferenceable(8) %y) #2 !dbg !53 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %m.addr = alloca i32*, align 8
  %n.addr = alloca i32*, align 8
  %a.addr = alloca [512 x double]**, align 8
  %alpha.addr = alloca double*, align 8
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
  %j = alloca i32, align 4
  %i3 = alloca i32, align 4
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !64, metadata !DIExpression()), !dbg !65
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !66, metadata !DIExpression()), !dbg !65
  store i32* %m, i32** %m.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %m.addr, metadata !67, metadata !DIExpression()), !dbg !68
  store i32* %n, i32** %n.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %n.addr, metadata !69, metadata !DIExpression()), !dbg !70
  store [512 x double]** %a, [512 x double]*** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [512 x double]*** %a.addr, metadata !71, metadata !DIExpression()), !dbg !72
  store double* %alpha, double** %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double** %alpha.addr, metadata !73, metadata !DIExpression()), !dbg !74
  store double** %x, double*** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %x.addr, metadata !75, metadata !DIExpression()), !dbg !76
  store double** %y, double*** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %y.addr, metadata !77, metadata !DIExpression()), !dbg !78
  %0 = load i32*, i32** %m.addr, align 8, !dbg !79
  %1 = load i32*, i32** %n.addr, align 8, !dbg !79
  %2 = load [512 x double]**, [512 x double]*** %a.addr, align 8, !dbg !79
  %3 = load double*, double** %alpha.addr, align 8, !dbg !79
  %4 = load double**, double*** %x.addr, align 8, !dbg !79
  %5 = load double**, double*** %y.addr, align 8, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %.omp.iv, metadata !80, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i32* %.capture_expr., metadata !81, metadata !DIExpression()), !dbg !65
  %6 = load i32, i32* %0, align 4, !dbg !82
  store i32 %6, i32* %.capture_expr., align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32* %.capture_expr.1, metadata !81, metadata !DIExpression()), !dbg !65
  %7 = load i32, i32* %.capture_expr., align 4, !dbg !82
  %sub = sub nsw i32 %7, 0, !dbg !79
  %div = sdiv i32 %sub, 1, !dbg !79
  %sub2 = sub nsw i32 %div, 1, !dbg !79
  store i32 %sub2, i32* %.capture_expr.1, align 4, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %i, metadata !83, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %i, align 4, !dbg !84
  %8 = load i32, i32* %.capture_expr., align 4, !dbg !82
  %cmp = icmp slt i32 0, %8, !dbg !79
  br i1 %cmp, label %omp.precond.then, label %omp.precond.end, !dbg !79

omp.precond.then:                                 ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %.omp.lb, metadata !85, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %.omp.lb, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %.omp.ub, metadata !87, metadata !DIExpression()), !dbg !65
  %9 = load i32, i32* %.capture_expr.1, align 4, !dbg !79
  store i32 %9, i32* %.omp.ub, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %.omp.stride, metadata !88, metadata !DIExpression()), !dbg !65
  store i32 1, i32* %.omp.stride, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %.omp.is_last, metadata !89, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %.omp.is_last, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %j, metadata !90, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i32* %i3, metadata !83, metadata !DIExpression()), !dbg !65
  %10 = load i32*, i32** %.global_tid..addr, align 8, !dbg !79
  %11 = load i32, i32* %10, align 4, !dbg !79
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %11, i32 34, i32* %.omp.is_last, i32* %.omp.lb, i32* %.omp.ub, i32* %.omp.stride, i32 1, i32 1), !dbg !91
  %12 = load i32, i32* %.omp.ub, align 4, !dbg !86
  %13 = load i32, i32* %.capture_expr.1, align 4, !dbg !79
  %cmp4 = icmp sgt i32 %12, %13, !dbg !86
  br i1 %cmp4, label %cond.true, label %cond.false, !dbg !86

cond.true:                                        ; preds = %omp.precond.then
  %14 = load i32, i32* %.capture_expr.1, align 4, !dbg !79
  br label %cond.end, !dbg !86

cond.false:                                       ; preds = %omp.precond.then
  %15 = load i32, i32* %.omp.ub, align 4, !dbg !86
  br label %cond.end, !dbg !86

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %14, %cond.true ], [ %15, %cond.false ], !dbg !86
  store i32 %cond, i32* %.omp.ub, align 4, !dbg !86
  %16 = load i32, i32* %.omp.lb, align 4, !dbg !86
  store i32 %16, i32* %.omp.iv, align 4, !dbg !86
  br label %omp.inner.for.cond, !dbg !79

omp.inner.for.cond:                               ; preds = %omp.inner.for.inc, %cond.end
  %17 = load i32, i32* %.omp.iv, align 4, !dbg !86
  %18 = load i32, i32* %.omp.ub, align 4, !dbg !86
  %cmp5 = icmp sle i32 %17, %18, !dbg !79
  br i1 %cmp5, label %omp.inner.for.body, label %omp.inner.for.end, !dbg !79

omp.inner.for.body:                               ; preds = %omp.inner.for.cond
  %19 = load i32, i32* %.omp.iv, align 4, !dbg !86
  %mul = mul nsw i32 %19, 1, !dbg !84
  %add = add nsw i32 0, %mul, !dbg !84
  store i32 %add, i32* %i3, align 4, !dbg !84
  store i32 0, i32* %j, align 4, !dbg !92
  br label %for.cond, !dbg !94

for.cond:                                         ; preds = %for.inc, %omp.inner.for.body
  %20 = load i32, i32* %j, align 4, !dbg !95
  %21 = load i32, i32* %1, align 4, !dbg !97
  %cmp6 = icmp slt i32 %20, %21, !dbg !98
  br i1 %cmp6, label %for.body, label %for.end, !dbg !99

for.body:                                         ; preds = %for.cond
  %22 = load double, double* %3, align 8, !dbg !100
  %23 = load double*, double** %4, align 8, !dbg !101
  %24 = load i32, i32* %i3, align 4, !dbg !102
  %idxprom = sext i32 %24 to i64, !dbg !101
  %arrayidx = getelementptr inbounds double, double* %23, i64 %idxprom, !dbg !101
  %25 = load double, double* %arrayidx, align 8, !dbg !101
  %mul7 = fmul double %22, %25, !dbg !103
  %26 = load double*, double** %5, align 8, !dbg !104
  %27 = load i32, i32* %j, align 4, !dbg !105
  %idxprom8 = sext i32 %27 to i64, !dbg !104
  %arrayidx9 = getelementptr inbounds double, double* %26, i64 %idxprom8, !dbg !104
  %28 = load double, double* %arrayidx9, align 8, !dbg !104
  %29 = load [512 x double]*, [512 x double]** %2, align 8, !dbg !106
  %30 = load i32, i32* %i3, align 4, !dbg !107
  %idxprom11 = sext i32 %30 to i64, !dbg !106
  %arrayidx12 = getelementptr inbounds [512 x double], [512 x double]* %29, i64 %idxprom11, !dbg !106
  %31 = load i32, i32* %j, align 4, !dbg !108
  %idxprom13 = sext i32 %31 to i64, !dbg !106
  %arrayidx14 = getelementptr inbounds [512 x double], [512 x double]* %arrayidx12, i64 0, i64 %idxprom13, !dbg !106
  %32 = load double, double* %arrayidx14, align 8, !dbg !109
  %33 = call double @llvm.fmuladd.f64(double %mul7, double %28, double %32), !dbg !109
  store double %33, double* %arrayidx14, align 8, !dbg !109
  br label %for.inc, !dbg !106

for.inc:                                          ; preds = %for.body
  %34 = load i32, i32* %j, align 4, !dbg !110
  %inc = add nsw i32 %34, 1, !dbg !110
  store i32 %inc, i32* %j, align 4, !dbg !110
  br label %for.cond, !dbg !111, !llvm.loop !112

for.end:                                          ; preds = %for.cond
  br label %omp.body.continue, !dbg !113

omp.body.continue:                                ; preds = %for.end
  br label %omp.inner.for.inc, !dbg !91

omp.inner.for.inc:                                ; preds = %omp.body.continue
  %35 = load i32, i32* %.omp.iv, align 4, !dbg !86
  %add15 = add nsw i32 %35, 1, !dbg !79
  store i32 %add15, i32* %.omp.iv, align 4, !dbg !79
  br label %omp.inner.for.cond, !dbg !91, !llvm.loop !115

omp.inner.for.end:                                ; preds = %omp.inner.for.cond
  br label %omp.loop.exit, !dbg !91

omp.loop.exit:                                    ; preds = %omp.inner.for.end
  %36 = load i32*, i32** %.global_tid..addr, align 8, !dbg !91
  %37 = load i32, i32* %36, align 4, !dbg !91
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %37), !dbg !116
  br label %omp.precond.end, !dbg !91

omp.precond.end:                                  ; preds = %omp.loop.exit, %entry
  ret void, !dbg !117
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., i32* noundef nonnull align 4 dereferenceable(4) %m, i32* noundef nonnull align 4 dereferenceable(4) %n, [512 x double]** noundef nonnull align 8 dereferenceable(8) %a, double* noundef nonnull align 8 dereferenceable(8) %alpha, double** noundef nonnull align 8 dereferenceable(8) %x, double** noundef nonnull align 8 dereferenceable(8) %y) #2 !dbg !118 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %m.addr = alloca i32*, align 8
  %n.addr = alloca i32*, align 8
  %a.addr = alloca [512 x double]**, align 8
  %alpha.addr = alloca double*, align 8
  %x.addr = alloca double**, align 8
  %y.addr = alloca double**, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !119, metadata !DIExpression()), !dbg !120
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !121, metadata !DIExpression()), !dbg !120
  store i32* %m, i32** %m.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %m.addr, metadata !122, metadata !DIExpression()), !dbg !120
  store i32* %n, i32** %n.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %n.addr, metadata !123, metadata !DIExpression()), !dbg !120
  store [512 x double]** %a, [512 x double]*** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [512 x double]*** %a.addr, metadata !124, metadata !DIExpression()), !dbg !120
  store double* %alpha, double** %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double** %alpha.addr, metadata !125, metadata !DIExpression()), !dbg !120
  store double** %x, double*** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %x.addr, metadata !126, metadata !DIExpression()), !dbg !120
  store double** %y, double*** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %y.addr, metadata !127, metadata !DIExpression()), !dbg !120
  %0 = load i32*, i32** %m.addr, align 8, !dbg !128
  %1 = load i32*, i32** %n.addr, align 8, !dbg !128
  %2 = load [512 x double]**, [512 x double]*** %a.addr, align 8, !dbg !128
  %3 = load double*, double** %alpha.addr, align 8, !dbg !128
  %4 = load double**, double*** %x.addr, align 8, !dbg !128
  %5 = load double**, double*** %y.addr, align 8, !dbg !128
  %6 = load i32*, i32** %.global_tid..addr, align 8, !dbg !128
  %7 = load i32*, i32** %.bound_tid..addr, align 8, !dbg !128
  %8 = load i32*, i32** %m.addr, align 8, !dbg !128
  %9 = load i32*, i32** %n.addr, align 8, !dbg !128
  %10 = load [512 x double]**, [512 x double]*** %a.addr, align 8, !dbg !128
  %11 = load double*, double** %alpha.addr, align 8, !dbg !128
  %12 = load double**, double*** %x.addr, align 8, !dbg !128
  %13 = load double**, double*** %y.addr, align 8, !dbg !128
  call void @.omp_outlined._debug__(i32* %6, i32* %7, i32* %8, i32* %9, [512 x double]** %10, double* %11, double** %12, double** %13) #3, !dbg !128
  ret void, !dbg !128
}

; Function Attrs: nounwind
declare !callback !129 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !131 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !134, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.declare(metadata i32* %j, metadata !136, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.declare(metadata double* %s, metadata !138, metadata !DIExpression()), !dbg !139
  store double 0.000000e+00, double* %s, align 8, !dbg !139
  store i32 0, i32* %i, align 4, !dbg !140
  br label %for.cond, !dbg !142

for.cond:                                         ; preds = %for.inc17, %entry
  %0 = load i32, i32* %i, align 4, !dbg !143
  %cmp = icmp slt i32 %0, 512, !dbg !145
  br i1 %cmp, label %for.body, label %for.end19, !dbg !146

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !147
  %rem = srem i32 %1, 10, !dbg !149
  %conv = sitofp i32 %rem to double, !dbg !150
  %div = fdiv double %conv, 1.000000e+01, !dbg !151
  %2 = load i32, i32* %i, align 4, !dbg !152
  %idxprom = sext i32 %2 to i64, !dbg !153
  %arrayidx = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %idxprom, !dbg !153
  store double %div, double* %arrayidx, align 8, !dbg !154
  %3 = load i32, i32* %i, align 4, !dbg !155
  %sub = sub nsw i32 512, %3, !dbg !156
  %rem1 = srem i32 %sub, 6, !dbg !157
  %conv2 = sitofp i32 %rem1 to double, !dbg !158
  %div3 = fdiv double %conv2, 6.000000e+00, !dbg !159
  %4 = load i32, i32* %i, align 4, !dbg !160
  %idxprom4 = sext i32 %4 to i64, !dbg !161
  %arrayidx5 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %idxprom4, !dbg !161
  store double %div3, double* %arrayidx5, align 8, !dbg !162
  store i32 0, i32* %j, align 4, !dbg !163
  br label %for.cond6, !dbg !165

for.cond6:                                        ; preds = %for.inc, %for.body
  %5 = load i32, i32* %j, align 4, !dbg !166
  %cmp7 = icmp slt i32 %5, 512, !dbg !168
  br i1 %cmp7, label %for.body9, label %for.end, !dbg !169

for.body9:                                        ; preds = %for.cond6
  %6 = load i32, i32* %i, align 4, !dbg !170
  %7 = load i32, i32* %j, align 4, !dbg !171
  %sub10 = sub nsw i32 %6, %7, !dbg !172
  %conv11 = sitofp i32 %sub10 to double, !dbg !173
  %div12 = fdiv double %conv11, 5.120000e+02, !dbg !174
  %8 = load i32, i32* %i, align 4, !dbg !175
  %idxprom13 = sext i32 %8 to i64, !dbg !176
  %arrayidx14 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %idxprom13, !dbg !176
  %9 = load i32, i32* %j, align 4, !dbg !177
  %idxprom15 = sext i32 %9 to i64, !dbg !176
  %arrayidx16 = getelementptr inbounds [512 x double], [512 x double]* %arrayidx14, i64 0, i64 %idxprom15, !dbg !176
  store double %div12, double* %arrayidx16, align 8, !dbg !178
  br label %for.inc, !dbg !176

for.inc:                                          ; preds = %for.body9
  %10 = load i32, i32* %j, align 4, !dbg !179
  %inc = add nsw i32 %10, 1, !dbg !179
  store i32 %inc, i32* %j, align 4, !dbg !179
  br label %for.cond6, !dbg !180, !llvm.loop !181

for.end:                                          ; preds = %for.cond6
  br label %for.inc17, !dbg !183

for.inc17:                                        ; preds = %for.end
  %11 = load i32, i32* %i, align 4, !dbg !184
  %inc18 = add nsw i32 %11, 1, !dbg !184
  store i32 %inc18, i32* %i, align 4, !dbg !184
  br label %for.cond, !dbg !185, !llvm.loop !186

for.end19:                                        ; preds = %for.cond
  call void @kernel_omp_ger(i32 noundef 512, i32 noundef 512, double noundef 7.500000e-01, [512 x double]* noundef getelementptr inbounds ([512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @Y, i64 0, i64 0)), !dbg !188
  store i32 0, i32* %i, align 4, !dbg !189
  br label %for.cond20, !dbg !191

for.cond20:                                       ; preds = %for.inc35, %for.end19
  %12 = load i32, i32* %i, align 4, !dbg !192
  %cmp21 = icmp slt i32 %12, 512, !dbg !194
  br i1 %cmp21, label %for.body23, label %for.end37, !dbg !195

for.body23:                                       ; preds = %for.cond20
  store i32 0, i32* %j, align 4, !dbg !196
  br label %for.cond24, !dbg !198

for.cond24:                                       ; preds = %for.inc32, %for.body23
  %13 = load i32, i32* %j, align 4, !dbg !199
  %cmp25 = icmp slt i32 %13, 512, !dbg !201
  br i1 %cmp25, label %for.body27, label %for.end34, !dbg !202

for.body27:                                       ; preds = %for.cond24
  %14 = load i32, i32* %i, align 4, !dbg !203
  %idxprom28 = sext i32 %14 to i64, !dbg !204
  %arrayidx29 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %idxprom28, !dbg !204
  %15 = load i32, i32* %j, align 4, !dbg !205
  %idxprom30 = sext i32 %15 to i64, !dbg !204
  %arrayidx31 = getelementptr inbounds [512 x double], [512 x double]* %arrayidx29, i64 0, i64 %idxprom30, !dbg !204
  %16 = load double, double* %arrayidx31, align 8, !dbg !204
  %17 = load double, double* %s, align 8, !dbg !206
  %add = fadd double %17, %16, !dbg !206
  store double %add, double* %s, align 8, !dbg !206
  br label %for.inc32, !dbg !207

for.inc32:                                        ; preds = %for.body27
  %18 = load i32, i32* %j, align 4, !dbg !208
  %inc33 = add nsw i32 %18, 1, !dbg !208
  store i32 %inc33, i32* %j, align 4, !dbg !208
  br label %for.cond24, !dbg !209, !llvm.loop !210

for.end34:                                        ; preds = %for.cond24
  br label %for.inc35, !dbg !211

for.inc35:                                        ; preds = %for.end34
  %19 = load i32, i32* %i, align 4, !dbg !212
  %inc36 = add nsw i32 %19, 1, !dbg !212
  store i32 %inc36, i32* %i, align 4, !dbg !212
  br label %for.cond20, !dbg !213, !llvm.loop !214

for.end37:                                        ; preds = %for.cond20
  %20 = load double, double* %s, align 8, !dbg !216
  store double %20, double* @checksum, align 8, !dbg !217
  ret i32 0, !dbg !218
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_ger.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 512)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16777216, elements: !17)
!17 = !{!11, !11}
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"openmp", i32 50}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_omp_ger", scope: !3, file: !3, line: 14, type: !28, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !30, !30, !5, !31, !32, !32}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!34 = !{}
!35 = !DILocalVariable(name: "m", arg: 1, scope: !27, file: !3, line: 14, type: !30)
!36 = !DILocation(line: 14, column: 51, scope: !27)
!37 = !DILocalVariable(name: "n", arg: 2, scope: !27, file: !3, line: 14, type: !30)
!38 = !DILocation(line: 14, column: 58, scope: !27)
!39 = !DILocalVariable(name: "alpha", arg: 3, scope: !27, file: !3, line: 14, type: !5)
!40 = !DILocation(line: 14, column: 68, scope: !27)
!41 = !DILocalVariable(name: "a", arg: 4, scope: !27, file: !3, line: 15, type: !31)
!42 = !DILocation(line: 15, column: 56, scope: !27)
!43 = !DILocalVariable(name: "x", arg: 5, scope: !27, file: !3, line: 15, type: !32)
!44 = !DILocation(line: 15, column: 77, scope: !27)
!45 = !DILocalVariable(name: "y", arg: 6, scope: !27, file: !3, line: 16, type: !32)
!46 = !DILocation(line: 16, column: 61, scope: !27)
!47 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 18, type: !30)
!48 = !DILocation(line: 18, column: 7, scope: !27)
!49 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 18, type: !30)
!50 = !DILocation(line: 18, column: 10, scope: !27)
!51 = !DILocation(line: 19, column: 1, scope: !27)
!52 = !DILocation(line: 23, column: 1, scope: !27)
!53 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !54, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !56, !56, !60, !60, !61, !62, !63, !63}
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!60 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !32, size: 64)
!64 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !53, type: !56, flags: DIFlagArtificial)
!65 = !DILocation(line: 0, scope: !53)
!66 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !53, type: !56, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: "m", arg: 3, scope: !53, file: !3, line: 14, type: !60)
!68 = !DILocation(line: 14, column: 51, scope: !53)
!69 = !DILocalVariable(name: "n", arg: 4, scope: !53, file: !3, line: 14, type: !60)
!70 = !DILocation(line: 14, column: 58, scope: !53)
!71 = !DILocalVariable(name: "a", arg: 5, scope: !53, file: !3, line: 15, type: !61)
!72 = !DILocation(line: 15, column: 56, scope: !53)
!73 = !DILocalVariable(name: "alpha", arg: 6, scope: !53, file: !3, line: 14, type: !62)
!74 = !DILocation(line: 14, column: 68, scope: !53)
!75 = !DILocalVariable(name: "x", arg: 7, scope: !53, file: !3, line: 15, type: !63)
!76 = !DILocation(line: 15, column: 77, scope: !53)
!77 = !DILocalVariable(name: "y", arg: 8, scope: !53, file: !3, line: 16, type: !63)
!78 = !DILocation(line: 16, column: 61, scope: !53)
!79 = !DILocation(line: 20, column: 3, scope: !53)
!80 = !DILocalVariable(name: ".omp.iv", scope: !53, type: !30, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".capture_expr.", scope: !53, type: !30, flags: DIFlagArtificial)
!82 = !DILocation(line: 20, column: 19, scope: !53)
!83 = !DILocalVariable(name: "i", scope: !53, type: !30, flags: DIFlagArtificial)
!84 = !DILocation(line: 20, column: 22, scope: !53)
!85 = !DILocalVariable(name: ".omp.lb", scope: !53, type: !30, flags: DIFlagArtificial)
!86 = !DILocation(line: 20, column: 8, scope: !53)
!87 = !DILocalVariable(name: ".omp.ub", scope: !53, type: !30, flags: DIFlagArtificial)
!88 = !DILocalVariable(name: ".omp.stride", scope: !53, type: !30, flags: DIFlagArtificial)
!89 = !DILocalVariable(name: ".omp.is_last", scope: !53, type: !30, flags: DIFlagArtificial)
!90 = !DILocalVariable(name: "j", scope: !53, type: !30, flags: DIFlagArtificial)
!91 = !DILocation(line: 19, column: 1, scope: !53)
!92 = !DILocation(line: 21, column: 12, scope: !93)
!93 = distinct !DILexicalBlock(scope: !53, file: !3, line: 21, column: 5)
!94 = !DILocation(line: 21, column: 10, scope: !93)
!95 = !DILocation(line: 21, column: 17, scope: !96)
!96 = distinct !DILexicalBlock(scope: !93, file: !3, line: 21, column: 5)
!97 = !DILocation(line: 21, column: 21, scope: !96)
!98 = !DILocation(line: 21, column: 19, scope: !96)
!99 = !DILocation(line: 21, column: 5, scope: !93)
!100 = !DILocation(line: 22, column: 18, scope: !96)
!101 = !DILocation(line: 22, column: 26, scope: !96)
!102 = !DILocation(line: 22, column: 28, scope: !96)
!103 = !DILocation(line: 22, column: 24, scope: !96)
!104 = !DILocation(line: 22, column: 33, scope: !96)
!105 = !DILocation(line: 22, column: 35, scope: !96)
!106 = !DILocation(line: 22, column: 7, scope: !96)
!107 = !DILocation(line: 22, column: 9, scope: !96)
!108 = !DILocation(line: 22, column: 12, scope: !96)
!109 = !DILocation(line: 22, column: 15, scope: !96)
!110 = !DILocation(line: 21, column: 25, scope: !96)
!111 = !DILocation(line: 21, column: 5, scope: !96)
!112 = distinct !{!112, !99, !113, !114}
!113 = !DILocation(line: 22, column: 36, scope: !93)
!114 = !{!"llvm.loop.mustprogress"}
!115 = distinct !{!115, !91, !116}
!116 = !DILocation(line: 19, column: 36, scope: !53)
!117 = !DILocation(line: 22, column: 36, scope: !53)
!118 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !54, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!119 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !118, type: !56, flags: DIFlagArtificial)
!120 = !DILocation(line: 0, scope: !118)
!121 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !118, type: !56, flags: DIFlagArtificial)
!122 = !DILocalVariable(name: "m", arg: 3, scope: !118, type: !60, flags: DIFlagArtificial)
!123 = !DILocalVariable(name: "n", arg: 4, scope: !118, type: !60, flags: DIFlagArtificial)
!124 = !DILocalVariable(name: "a", arg: 5, scope: !118, type: !61, flags: DIFlagArtificial)
!125 = !DILocalVariable(name: "alpha", arg: 6, scope: !118, type: !62, flags: DIFlagArtificial)
!126 = !DILocalVariable(name: "x", arg: 7, scope: !118, type: !63, flags: DIFlagArtificial)
!127 = !DILocalVariable(name: "y", arg: 8, scope: !118, type: !63, flags: DIFlagArtificial)
!128 = !DILocation(line: 19, column: 1, scope: !118)
!129 = !{!130}
!130 = !{i64 2, i64 -1, i64 -1, i1 true}
!131 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !132, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!132 = !DISubroutineType(types: !133)
!133 = !{!30}
!134 = !DILocalVariable(name: "i", scope: !131, file: !3, line: 27, type: !30)
!135 = !DILocation(line: 27, column: 7, scope: !131)
!136 = !DILocalVariable(name: "j", scope: !131, file: !3, line: 27, type: !30)
!137 = !DILocation(line: 27, column: 10, scope: !131)
!138 = !DILocalVariable(name: "s", scope: !131, file: !3, line: 28, type: !5)
!139 = !DILocation(line: 28, column: 10, scope: !131)
!140 = !DILocation(line: 29, column: 10, scope: !141)
!141 = distinct !DILexicalBlock(scope: !131, file: !3, line: 29, column: 3)
!142 = !DILocation(line: 29, column: 8, scope: !141)
!143 = !DILocation(line: 29, column: 15, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !3, line: 29, column: 3)
!145 = !DILocation(line: 29, column: 17, scope: !144)
!146 = !DILocation(line: 29, column: 3, scope: !141)
!147 = !DILocation(line: 30, column: 21, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !3, line: 29, column: 27)
!149 = !DILocation(line: 30, column: 23, scope: !148)
!150 = !DILocation(line: 30, column: 12, scope: !148)
!151 = !DILocation(line: 30, column: 29, scope: !148)
!152 = !DILocation(line: 30, column: 7, scope: !148)
!153 = !DILocation(line: 30, column: 5, scope: !148)
!154 = !DILocation(line: 30, column: 10, scope: !148)
!155 = !DILocation(line: 31, column: 26, scope: !148)
!156 = !DILocation(line: 31, column: 24, scope: !148)
!157 = !DILocation(line: 31, column: 29, scope: !148)
!158 = !DILocation(line: 31, column: 12, scope: !148)
!159 = !DILocation(line: 31, column: 34, scope: !148)
!160 = !DILocation(line: 31, column: 7, scope: !148)
!161 = !DILocation(line: 31, column: 5, scope: !148)
!162 = !DILocation(line: 31, column: 10, scope: !148)
!163 = !DILocation(line: 32, column: 12, scope: !164)
!164 = distinct !DILexicalBlock(scope: !148, file: !3, line: 32, column: 5)
!165 = !DILocation(line: 32, column: 10, scope: !164)
!166 = !DILocation(line: 32, column: 17, scope: !167)
!167 = distinct !DILexicalBlock(scope: !164, file: !3, line: 32, column: 5)
!168 = !DILocation(line: 32, column: 19, scope: !167)
!169 = !DILocation(line: 32, column: 5, scope: !164)
!170 = !DILocation(line: 33, column: 26, scope: !167)
!171 = !DILocation(line: 33, column: 30, scope: !167)
!172 = !DILocation(line: 33, column: 28, scope: !167)
!173 = !DILocation(line: 33, column: 17, scope: !167)
!174 = !DILocation(line: 33, column: 33, scope: !167)
!175 = !DILocation(line: 33, column: 9, scope: !167)
!176 = !DILocation(line: 33, column: 7, scope: !167)
!177 = !DILocation(line: 33, column: 12, scope: !167)
!178 = !DILocation(line: 33, column: 15, scope: !167)
!179 = !DILocation(line: 32, column: 25, scope: !167)
!180 = !DILocation(line: 32, column: 5, scope: !167)
!181 = distinct !{!181, !169, !182, !114}
!182 = !DILocation(line: 33, column: 35, scope: !164)
!183 = !DILocation(line: 34, column: 3, scope: !148)
!184 = !DILocation(line: 29, column: 23, scope: !144)
!185 = !DILocation(line: 29, column: 3, scope: !144)
!186 = distinct !{!186, !146, !187, !114}
!187 = !DILocation(line: 34, column: 3, scope: !141)
!188 = !DILocation(line: 35, column: 3, scope: !131)
!189 = !DILocation(line: 36, column: 10, scope: !190)
!190 = distinct !DILexicalBlock(scope: !131, file: !3, line: 36, column: 3)
!191 = !DILocation(line: 36, column: 8, scope: !190)
!192 = !DILocation(line: 36, column: 15, scope: !193)
!193 = distinct !DILexicalBlock(scope: !190, file: !3, line: 36, column: 3)
!194 = !DILocation(line: 36, column: 17, scope: !193)
!195 = !DILocation(line: 36, column: 3, scope: !190)
!196 = !DILocation(line: 37, column: 12, scope: !197)
!197 = distinct !DILexicalBlock(scope: !193, file: !3, line: 37, column: 5)
!198 = !DILocation(line: 37, column: 10, scope: !197)
!199 = !DILocation(line: 37, column: 17, scope: !200)
!200 = distinct !DILexicalBlock(scope: !197, file: !3, line: 37, column: 5)
!201 = !DILocation(line: 37, column: 19, scope: !200)
!202 = !DILocation(line: 37, column: 5, scope: !197)
!203 = !DILocation(line: 38, column: 14, scope: !200)
!204 = !DILocation(line: 38, column: 12, scope: !200)
!205 = !DILocation(line: 38, column: 17, scope: !200)
!206 = !DILocation(line: 38, column: 9, scope: !200)
!207 = !DILocation(line: 38, column: 7, scope: !200)
!208 = !DILocation(line: 37, column: 25, scope: !200)
!209 = !DILocation(line: 37, column: 5, scope: !200)
!210 = distinct !{!210, !202, !211, !114}
!211 = !DILocation(line: 38, column: 18, scope: !197)
!212 = !DILocation(line: 36, column: 23, scope: !193)
!213 = !DILocation(line: 36, column: 3, scope: !193)
!214 = distinct !{!214, !195, !215, !114}
!215 = !DILocation(line: 38, column: 18, scope: !190)
!216 = !DILocation(line: 39, column: 14, scope: !131)
!217 = !DILocation(line: 39, column: 12, scope: !131)
!218 = !DILocation(line: 40, column: 3, scope: !131)
