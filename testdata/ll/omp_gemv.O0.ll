; ModuleID = 'omp_gemv.c'
source_filename = "omp_gemv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemv.c;kernel_omp_gemv;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [36 x i8] c";omp_gemv.c;kernel_omp_gemv;19;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@A = internal global [9216 x double] zeroinitializer, align 16, !dbg !7
@X = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@Y = internal global [96 x double] zeroinitializer, align 16, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_gemv(i32 noundef %n, double* noundef %a, double* noundef %x, double* noundef %y) #0 !dbg !28 {
entry:
  %n.addr = alloca i32, align 4
  %a.addr = alloca double*, align 8
  %x.addr = alloca double*, align 8
  %y.addr = alloca double*, align 8
  %i = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !36, metadata !DIExpression()), !dbg !37
  store double* %a, double** %a.addr, align 8
  call void @llvm.dbg.declare(metadata double** %a.addr, metadata !38, metadata !DIExpression()), !dbg !39
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !40, metadata !DIExpression()), !dbg !41
  store double* %y, double** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double** %y.addr, metadata !42, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata i32* %i, metadata !44, metadata !DIExpression()), !dbg !45
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %n.addr, double** %a.addr, double** %x.addr, double** %y.addr), !dbg !46
  ret void, !dbg !47
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., i32* noundef nonnull align 4 dereferenceable(4) %n, double** noundef nonnull align 8 dereferenceable(8) %a, double** noundef nonnull align 8 dereferenceable(8) %x, double** noundef nonnull align 8 dereferenceable(8) %y) #2 !dbg !48 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %n.addr = alloca i32*, align 8
  %a.addr = alloca double**, align 8
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
  %i3 = alloca i32, align 4
  %j = alloca i32, align 4
  %acc = alloca double, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !58, metadata !DIExpression()), !dbg !59
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !60, metadata !DIExpression()), !dbg !59
  store i32* %n, i32** %n.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %n.addr, metadata !61, metadata !DIExpression()), !dbg !62
  store double** %a, double*** %a.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %a.addr, metadata !63, metadata !DIExpression()), !dbg !64
  store double** %x, double*** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %x.addr, metadata !65, metadata !DIExpression()), !dbg !66
  store double** %y, double*** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %y.addr, metadata !67, metadata !DIExpression()), !dbg !68
  %0 = load i32*, i32** %n.addr, align 8, !dbg !69
  %1 = load double**, double*** %a.addr, align 8, !dbg !69
  %2 = load double**, double*** %x.addr, align 8, !dbg !69
  %3 = load double**, double*** %y.addr, align 8, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %.omp.iv, metadata !70, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata i32* %.capture_expr., metadata !71, metadata !DIExpression()), !dbg !59
  %4 = load i32, i32* %0, align 4, !dbg !72
  store i32 %4, i32* %.capture_expr., align 4, !dbg !72
  call void @llvm.dbg.declare(metadata i32* %.capture_expr.1, metadata !71, metadata !DIExpression()), !dbg !59
  %5 = load i32, i32* %.capture_expr., align 4, !dbg !72
  %sub = sub nsw i32 %5, 0, !dbg !69
  %div = sdiv i32 %sub, 1, !dbg !69
  %sub2 = sub nsw i32 %div, 1, !dbg !69
  store i32 %sub2, i32* %.capture_expr.1, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %i, metadata !73, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %i, align 4, !dbg !74
  %6 = load i32, i32* %.capture_expr., align 4, !dbg !72
  %cmp = icmp slt i32 0, %6, !dbg !69
  br i1 %cmp, label %omp.precond.then, label %omp.precond.end, !dbg !69

omp.precond.then:                                 ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %.omp.lb, metadata !75, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %.omp.lb, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %.omp.ub, metadata !77, metadata !DIExpression()), !dbg !59
  %7 = load i32, i32* %.capture_expr.1, align 4, !dbg !69
  store i32 %7, i32* %.omp.ub, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %.omp.stride, metadata !78, metadata !DIExpression()), !dbg !59
  store i32 1, i32* %.omp.stride, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %.omp.is_last, metadata !79, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %.omp.is_last, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %i3, metadata !73, metadata !DIExpression()), !dbg !59
  %8 = load i32*, i32** %.global_tid..addr, align 8, !dbg !69
  %9 = load i32, i32* %8, align 4, !dbg !69
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %9, i32 34, i32* %.omp.is_last, i32* %.omp.lb, i32* %.omp.ub, i32* %.omp.stride, i32 1, i32 1), !dbg !80
  %10 = load i32, i32* %.omp.ub, align 4, !dbg !76
  %11 = load i32, i32* %.capture_expr.1, align 4, !dbg !69
  %cmp4 = icmp sgt i32 %10, %11, !dbg !76
  br i1 %cmp4, label %cond.true, label %cond.false, !dbg !76

cond.true:                                        ; preds = %omp.precond.then
  %12 = load i32, i32* %.capture_expr.1, align 4, !dbg !69
  br label %cond.end, !dbg !76

cond.false:                                       ; preds = %omp.precond.then
  %13 = load i32, i32* %.omp.ub, align 4, !dbg !76
  br label %cond.end, !dbg !76

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %12, %cond.true ], [ %13, %cond.false ], !dbg !76
  store i32 %cond, i32* %.omp.ub, align 4, !dbg !76
  %14 = load i32, i32* %.omp.lb, align 4, !dbg !76
  store i32 %14, i32* %.omp.iv, align 4, !dbg !76
  br label %omp.inner.for.cond, !dbg !69

omp.inner.for.cond:                               ; preds = %omp.inner.for.inc, %cond.end
  %15 = load i32, i32* %.omp.iv, align 4, !dbg !76
  %16 = load i32, i32* %.omp.ub, align 4, !dbg !76
  %cmp5 = icmp sle i32 %15, %16, !dbg !69
  br i1 %cmp5, label %omp.inner.for.body, label %omp.inner.for.end, !dbg !69

omp.inner.for.body:                               ; preds = %omp.inner.for.cond
  %17 = load i32, i32* %.omp.iv, align 4, !dbg !76
  %mul = mul nsw i32 %17, 1, !dbg !74
  %add = add nsw i32 0, %mul, !dbg !74
  store i32 %add, i32* %i3, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %j, metadata !81, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.declare(metadata double* %acc, metadata !84, metadata !DIExpression()), !dbg !85
  store double 0.000000e+00, double* %acc, align 8, !dbg !85
  store i32 0, i32* %j, align 4, !dbg !86
  br label %for.cond, !dbg !88

for.cond:                                         ; preds = %for.inc, %omp.inner.for.body
  %18 = load i32, i32* %j, align 4, !dbg !89
  %19 = load i32, i32* %0, align 4, !dbg !91
  %cmp6 = icmp slt i32 %18, %19, !dbg !92
  br i1 %cmp6, label %for.body, label %for.end, !dbg !93

for.body:                                         ; preds = %for.cond
  %20 = load double*, double** %1, align 8, !dbg !94
  %21 = load i32, i32* %i3, align 4, !dbg !95
  %22 = load i32, i32* %0, align 4, !dbg !96
  %mul7 = mul nsw i32 %21, %22, !dbg !97
  %23 = load i32, i32* %j, align 4, !dbg !98
  %add8 = add nsw i32 %mul7, %23, !dbg !99
  %idxprom = sext i32 %add8 to i64, !dbg !94
  %arrayidx = getelementptr inbounds double, double* %20, i64 %idxprom, !dbg !94
  %24 = load double, double* %arrayidx, align 8, !dbg !94
  %25 = load double*, double** %2, align 8, !dbg !100
  %26 = load i32, i32* %j, align 4, !dbg !101
  %idxprom9 = sext i32 %26 to i64, !dbg !100
  %arrayidx10 = getelementptr inbounds double, double* %25, i64 %idxprom9, !dbg !100
  %27 = load double, double* %arrayidx10, align 8, !dbg !100
  %28 = load double, double* %acc, align 8, !dbg !102
  %29 = call double @llvm.fmuladd.f64(double %24, double %27, double %28), !dbg !102
  store double %29, double* %acc, align 8, !dbg !102
  br label %for.inc, !dbg !103

for.inc:                                          ; preds = %for.body
  %30 = load i32, i32* %j, align 4, !dbg !104
  %inc = add nsw i32 %30, 1, !dbg !104
  store i32 %inc, i32* %j, align 4, !dbg !104
  br label %for.cond, !dbg !105, !llvm.loop !106

for.end:                                          ; preds = %for.cond
  %31 = load double, double* %acc, align 8, !dbg !109
  %32 = load double*, double** %3, align 8, !dbg !110
  %33 = load i32, i32* %i3, align 4, !dbg !111
  %idxprom12 = sext i32 %33 to i64, !dbg !110
  %arrayidx13 = getelementptr inbounds double, double* %32, i64 %idxprom12, !dbg !110
  store double %31, double* %arrayidx13, align 8, !dbg !112
  br label %omp.body.continue, !dbg !113

omp.body.continue:                                ; preds = %for.end
  br label %omp.inner.for.inc, !dbg !80

omp.inner.for.inc:                                ; preds = %omp.body.continue
  %34 = load i32, i32* %.omp.iv, align 4, !dbg !76
  %add14 = add nsw i32 %34, 1, !dbg !69
  store i32 %add14, i32* %.omp.iv, align 4, !dbg !69
  br label %omp.inner.for.cond, !dbg !80, !llvm.loop !114

omp.inner.for.end:                                ; preds = %omp.inner.for.cond
  br label %omp.loop.exit, !dbg !80

omp.loop.exit:                                    ; preds = %omp.inner.for.end
  %35 = load i32*, i32** %.global_tid..addr, align 8, !dbg !80
  %36 = load i32, i32* %35, align 4, !dbg !80
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %36), !dbg !115
  br label %omp.precond.end, !dbg !80

omp.precond.end:                                  ; preds = %omp.loop.exit, %entry
  ret void, !dbg !116
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., i32* noundef nonnull align 4 dereferenceable(4) %n, double** noundef nonnull align 8 dereferenceable(8) %a, double** noundef nonnull align 8 dereferenceable(8) %x, double** noundef nonnull align 8 dereferenceable(8) %y) #2 !dbg !117 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %n.addr = alloca i32*, align 8
  %a.addr = alloca double**, align 8
  %x.addr = alloca double**, align 8
  %y.addr = alloca double**, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !118, metadata !DIExpression()), !dbg !119
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !120, metadata !DIExpression()), !dbg !119
  store i32* %n, i32** %n.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %n.addr, metadata !121, metadata !DIExpression()), !dbg !119
  store double** %a, double*** %a.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %a.addr, metadata !122, metadata !DIExpression()), !dbg !119
  store double** %x, double*** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %x.addr, metadata !123, metadata !DIExpression()), !dbg !119
  store double** %y, double*** %y.addr, align 8
  call void @llvm.dbg.declare(metadata double*** %y.addr, metadata !124, metadata !DIExpression()), !dbg !119
  %0 = load i32*, i32** %n.addr, align 8, !dbg !125
  %1 = load double**, double*** %a.addr, align 8, !dbg !125
  %2 = load double**, double*** %x.addr, align 8, !dbg !125
  %3 = load double**, double*** %y.addr, align 8, !dbg !125
  %4 = load i32*, i32** %.global_tid..addr, align 8, !dbg !125
  %5 = load i32*, i32** %.bound_tid..addr, align 8, !dbg !125
  %6 = load i32*, i32** %n.addr, align 8, !dbg !125
  %7 = load double**, double*** %a.addr, align 8, !dbg !125
  %8 = load double**, double*** %x.addr, align 8, !dbg !125
  %9 = load double**, double*** %y.addr, align 8, !dbg !125
  call void @.omp_outlined._debug__(i32* %4, i32* %5, i32* %6, double** %7, double** %8, double** %9) #3, !dbg !125
  ret void, !dbg !125
}

; Function Attrs: nounwind
declare !callback !126 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !128 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.declare(metadata double* %s, metadata !133, metadata !DIExpression()), !dbg !134
  store double 0.000000e+00, double* %s, align 8, !dbg !134
  store i32 0, i32* %i, align 4, !dbg !135
  br label %for.cond, !dbg !137

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !138
  %cmp = icmp slt i32 %0, 9216, !dbg !140
  br i1 %cmp, label %for.body, label %for.end, !dbg !141

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !142
  %rem = srem i32 %1, 13, !dbg !143
  %conv = sitofp i32 %rem to double, !dbg !144
  %mul = fmul double %conv, 2.500000e-01, !dbg !145
  %2 = load i32, i32* %i, align 4, !dbg !146
  %idxprom = sext i32 %2 to i64, !dbg !147
  %arrayidx = getelementptr inbounds [9216 x double], [9216 x double]* @A, i64 0, i64 %idxprom, !dbg !147
  store double %mul, double* %arrayidx, align 8, !dbg !148
  br label %for.inc, !dbg !147

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !149
  %inc = add nsw i32 %3, 1, !dbg !149
  store i32 %inc, i32* %i, align 4, !dbg !149
  br label %for.cond, !dbg !150, !llvm.loop !151

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !153
  br label %for.cond1, !dbg !155

for.cond1:                                        ; preds = %for.inc9, %for.end
  %4 = load i32, i32* %i, align 4, !dbg !156
  %cmp2 = icmp slt i32 %4, 96, !dbg !158
  br i1 %cmp2, label %for.body4, label %for.end11, !dbg !159

for.body4:                                        ; preds = %for.cond1
  %5 = load i32, i32* %i, align 4, !dbg !160
  %rem5 = srem i32 %5, 4, !dbg !161
  %conv6 = sitofp i32 %rem5 to double, !dbg !162
  %add = fadd double 1.000000e+00, %conv6, !dbg !163
  %6 = load i32, i32* %i, align 4, !dbg !164
  %idxprom7 = sext i32 %6 to i64, !dbg !165
  %arrayidx8 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %idxprom7, !dbg !165
  store double %add, double* %arrayidx8, align 8, !dbg !166
  br label %for.inc9, !dbg !165

for.inc9:                                         ; preds = %for.body4
  %7 = load i32, i32* %i, align 4, !dbg !167
  %inc10 = add nsw i32 %7, 1, !dbg !167
  store i32 %inc10, i32* %i, align 4, !dbg !167
  br label %for.cond1, !dbg !168, !llvm.loop !169

for.end11:                                        ; preds = %for.cond1
  call void @kernel_omp_gemv(i32 noundef 96, double* noundef getelementptr inbounds ([9216 x double], [9216 x double]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @Y, i64 0, i64 0)), !dbg !171
  store i32 0, i32* %i, align 4, !dbg !172
  br label %for.cond12, !dbg !174

for.cond12:                                       ; preds = %for.inc19, %for.end11
  %8 = load i32, i32* %i, align 4, !dbg !175
  %cmp13 = icmp slt i32 %8, 96, !dbg !177
  br i1 %cmp13, label %for.body15, label %for.end21, !dbg !178

for.body15:                                       ; preds = %for.cond12
  %9 = load i32, i32* %i, align 4, !dbg !179
  %idxprom16 = sext i32 %9 to i64, !dbg !180
  %arrayidx17 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %idxprom16, !dbg !180
  %10 = load double, double* %arrayidx17, align 8, !dbg !180
  %11 = load double, double* %s, align 8, !dbg !181
  %add18 = fadd double %11, %10, !dbg !181
  store double %add18, double* %s, align 8, !dbg !181
  br label %for.inc19, !dbg !182

for.inc19:                                        ; preds = %for.body15
  %12 = load i32, i32* %i, align 4, !dbg !183
  %inc20 = add nsw i32 %12, 1, !dbg !183
  store i32 %inc20, i32* %i, align 4, !dbg !183
  br label %for.cond12, !dbg !184, !llvm.loop !185

for.end21:                                        ; preds = %for.cond12
  %13 = load double, double* %s, align 8, !dbg !187
  store double %13, double* @checksum, align 8, !dbg !188
  ret i32 0, !dbg !189
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_gemv.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9216)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 96)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"openmp", i32 50}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_omp_gemv", scope: !3, file: !3, line: 15, type: !29, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31, !32, !32, !34}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !3, line: 15, type: !31)
!37 = !DILocation(line: 15, column: 52, scope: !28)
!38 = !DILocalVariable(name: "a", arg: 2, scope: !28, file: !3, line: 15, type: !32)
!39 = !DILocation(line: 15, column: 69, scope: !28)
!40 = !DILocalVariable(name: "x", arg: 3, scope: !28, file: !3, line: 16, type: !32)
!41 = !DILocation(line: 16, column: 62, scope: !28)
!42 = !DILocalVariable(name: "y", arg: 4, scope: !28, file: !3, line: 16, type: !34)
!43 = !DILocation(line: 16, column: 73, scope: !28)
!44 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 18, type: !31)
!45 = !DILocation(line: 18, column: 7, scope: !28)
!46 = !DILocation(line: 19, column: 1, scope: !28)
!47 = !DILocation(line: 27, column: 1, scope: !28)
!48 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !49, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51, !51, !55, !56, !56, !57}
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!55 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !32, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !34, size: 64)
!58 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !48, type: !51, flags: DIFlagArtificial)
!59 = !DILocation(line: 0, scope: !48)
!60 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !48, type: !51, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "n", arg: 3, scope: !48, file: !3, line: 15, type: !55)
!62 = !DILocation(line: 15, column: 52, scope: !48)
!63 = !DILocalVariable(name: "a", arg: 4, scope: !48, file: !3, line: 15, type: !56)
!64 = !DILocation(line: 15, column: 69, scope: !48)
!65 = !DILocalVariable(name: "x", arg: 5, scope: !48, file: !3, line: 16, type: !56)
!66 = !DILocation(line: 16, column: 62, scope: !48)
!67 = !DILocalVariable(name: "y", arg: 6, scope: !48, file: !3, line: 16, type: !57)
!68 = !DILocation(line: 16, column: 73, scope: !48)
!69 = !DILocation(line: 20, column: 3, scope: !48)
!70 = !DILocalVariable(name: ".omp.iv", scope: !48, type: !31, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: ".capture_expr.", scope: !48, type: !31, flags: DIFlagArtificial)
!72 = !DILocation(line: 20, column: 19, scope: !48)
!73 = !DILocalVariable(name: "i", scope: !48, type: !31, flags: DIFlagArtificial)
!74 = !DILocation(line: 20, column: 22, scope: !48)
!75 = !DILocalVariable(name: ".omp.lb", scope: !48, type: !31, flags: DIFlagArtificial)
!76 = !DILocation(line: 20, column: 8, scope: !48)
!77 = !DILocalVariable(name: ".omp.ub", scope: !48, type: !31, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: ".omp.stride", scope: !48, type: !31, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: ".omp.is_last", scope: !48, type: !31, flags: DIFlagArtificial)
!80 = !DILocation(line: 19, column: 1, scope: !48)
!81 = !DILocalVariable(name: "j", scope: !82, file: !3, line: 21, type: !31)
!82 = distinct !DILexicalBlock(scope: !48, file: !3, line: 20, column: 27)
!83 = !DILocation(line: 21, column: 9, scope: !82)
!84 = !DILocalVariable(name: "acc", scope: !82, file: !3, line: 22, type: !5)
!85 = !DILocation(line: 22, column: 12, scope: !82)
!86 = !DILocation(line: 23, column: 12, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !3, line: 23, column: 5)
!88 = !DILocation(line: 23, column: 10, scope: !87)
!89 = !DILocation(line: 23, column: 17, scope: !90)
!90 = distinct !DILexicalBlock(scope: !87, file: !3, line: 23, column: 5)
!91 = !DILocation(line: 23, column: 21, scope: !90)
!92 = !DILocation(line: 23, column: 19, scope: !90)
!93 = !DILocation(line: 23, column: 5, scope: !87)
!94 = !DILocation(line: 24, column: 14, scope: !90)
!95 = !DILocation(line: 24, column: 16, scope: !90)
!96 = !DILocation(line: 24, column: 20, scope: !90)
!97 = !DILocation(line: 24, column: 18, scope: !90)
!98 = !DILocation(line: 24, column: 24, scope: !90)
!99 = !DILocation(line: 24, column: 22, scope: !90)
!100 = !DILocation(line: 24, column: 29, scope: !90)
!101 = !DILocation(line: 24, column: 31, scope: !90)
!102 = !DILocation(line: 24, column: 11, scope: !90)
!103 = !DILocation(line: 24, column: 7, scope: !90)
!104 = !DILocation(line: 23, column: 25, scope: !90)
!105 = !DILocation(line: 23, column: 5, scope: !90)
!106 = distinct !{!106, !93, !107, !108}
!107 = !DILocation(line: 24, column: 32, scope: !87)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 25, column: 12, scope: !82)
!110 = !DILocation(line: 25, column: 5, scope: !82)
!111 = !DILocation(line: 25, column: 7, scope: !82)
!112 = !DILocation(line: 25, column: 10, scope: !82)
!113 = !DILocation(line: 26, column: 3, scope: !82)
!114 = distinct !{!114, !80, !115}
!115 = !DILocation(line: 19, column: 25, scope: !48)
!116 = !DILocation(line: 26, column: 3, scope: !48)
!117 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !49, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!118 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !117, type: !51, flags: DIFlagArtificial)
!119 = !DILocation(line: 0, scope: !117)
!120 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !117, type: !51, flags: DIFlagArtificial)
!121 = !DILocalVariable(name: "n", arg: 3, scope: !117, type: !55, flags: DIFlagArtificial)
!122 = !DILocalVariable(name: "a", arg: 4, scope: !117, type: !56, flags: DIFlagArtificial)
!123 = !DILocalVariable(name: "x", arg: 5, scope: !117, type: !56, flags: DIFlagArtificial)
!124 = !DILocalVariable(name: "y", arg: 6, scope: !117, type: !57, flags: DIFlagArtificial)
!125 = !DILocation(line: 19, column: 1, scope: !117)
!126 = !{!127}
!127 = !{i64 2, i64 -1, i64 -1, i1 true}
!128 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !129, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!129 = !DISubroutineType(types: !130)
!130 = !{!31}
!131 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 31, type: !31)
!132 = !DILocation(line: 31, column: 7, scope: !128)
!133 = !DILocalVariable(name: "s", scope: !128, file: !3, line: 32, type: !5)
!134 = !DILocation(line: 32, column: 10, scope: !128)
!135 = !DILocation(line: 33, column: 10, scope: !136)
!136 = distinct !DILexicalBlock(scope: !128, file: !3, line: 33, column: 3)
!137 = !DILocation(line: 33, column: 8, scope: !136)
!138 = !DILocation(line: 33, column: 15, scope: !139)
!139 = distinct !DILexicalBlock(scope: !136, file: !3, line: 33, column: 3)
!140 = !DILocation(line: 33, column: 17, scope: !139)
!141 = !DILocation(line: 33, column: 3, scope: !136)
!142 = !DILocation(line: 34, column: 21, scope: !139)
!143 = !DILocation(line: 34, column: 23, scope: !139)
!144 = !DILocation(line: 34, column: 12, scope: !139)
!145 = !DILocation(line: 34, column: 29, scope: !139)
!146 = !DILocation(line: 34, column: 7, scope: !139)
!147 = !DILocation(line: 34, column: 5, scope: !139)
!148 = !DILocation(line: 34, column: 10, scope: !139)
!149 = !DILocation(line: 33, column: 27, scope: !139)
!150 = !DILocation(line: 33, column: 3, scope: !139)
!151 = distinct !{!151, !141, !152, !108}
!152 = !DILocation(line: 34, column: 31, scope: !136)
!153 = !DILocation(line: 35, column: 10, scope: !154)
!154 = distinct !DILexicalBlock(scope: !128, file: !3, line: 35, column: 3)
!155 = !DILocation(line: 35, column: 8, scope: !154)
!156 = !DILocation(line: 35, column: 15, scope: !157)
!157 = distinct !DILexicalBlock(scope: !154, file: !3, line: 35, column: 3)
!158 = !DILocation(line: 35, column: 17, scope: !157)
!159 = !DILocation(line: 35, column: 3, scope: !154)
!160 = !DILocation(line: 36, column: 27, scope: !157)
!161 = !DILocation(line: 36, column: 29, scope: !157)
!162 = !DILocation(line: 36, column: 18, scope: !157)
!163 = !DILocation(line: 36, column: 16, scope: !157)
!164 = !DILocation(line: 36, column: 7, scope: !157)
!165 = !DILocation(line: 36, column: 5, scope: !157)
!166 = !DILocation(line: 36, column: 10, scope: !157)
!167 = !DILocation(line: 35, column: 23, scope: !157)
!168 = !DILocation(line: 35, column: 3, scope: !157)
!169 = distinct !{!169, !159, !170, !108}
!170 = !DILocation(line: 36, column: 32, scope: !154)
!171 = !DILocation(line: 37, column: 3, scope: !128)
!172 = !DILocation(line: 38, column: 10, scope: !173)
!173 = distinct !DILexicalBlock(scope: !128, file: !3, line: 38, column: 3)
!174 = !DILocation(line: 38, column: 8, scope: !173)
!175 = !DILocation(line: 38, column: 15, scope: !176)
!176 = distinct !DILexicalBlock(scope: !173, file: !3, line: 38, column: 3)
!177 = !DILocation(line: 38, column: 17, scope: !176)
!178 = !DILocation(line: 38, column: 3, scope: !173)
!179 = !DILocation(line: 39, column: 12, scope: !176)
!180 = !DILocation(line: 39, column: 10, scope: !176)
!181 = !DILocation(line: 39, column: 7, scope: !176)
!182 = !DILocation(line: 39, column: 5, scope: !176)
!183 = !DILocation(line: 38, column: 23, scope: !176)
!184 = !DILocation(line: 38, column: 3, scope: !176)
!185 = distinct !{!185, !178, !186, !108}
!186 = !DILocation(line: 39, column: 13, scope: !173)
!187 = !DILocation(line: 40, column: 14, scope: !128)
!188 = !DILocation(line: 40, column: 12, scope: !128)
!189 = !DILocation(line: 41, column: 3, scope: !128)
