; ModuleID = 'omp_gemm.c'
source_filename = "omp_gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemm.c;kernel_omp_gemm;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@C = internal global [16 x [16 x double]] zeroinitializer, align 16, !dbg !7
@A = internal global [16 x [16 x double]] zeroinitializer, align 16, !dbg !12
@B = internal global [16 x [16 x double]] zeroinitializer, align 16, !dbg !14
@2 = private unnamed_addr constant [36 x i8] c";omp_gemm.c;kernel_omp_gemm;17;39;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_gemm(double noundef %alpha, double noundef %beta) #0 !dbg !25 {
entry:
  %alpha.addr = alloca double, align 8
  %beta.addr = alloca double, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  store double %alpha, double* %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double* %alpha.addr, metadata !29, metadata !DIExpression()), !dbg !30
  store double %beta, double* %beta.addr, align 8
  call void @llvm.dbg.declare(metadata double* %beta.addr, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %i, metadata !33, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %j, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %k, metadata !38, metadata !DIExpression()), !dbg !39
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), double* %beta.addr, double* %alpha.addr), !dbg !40
  ret void, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., double* noundef nonnull align 8 dereferenceable(8) %beta, double* noundef nonnull align 8 dereferenceable(8) %alpha) #2 !dbg !42 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %beta.addr = alloca double*, align 8
  %alpha.addr = alloca double*, align 8
  %.omp.iv = alloca i32, align 4
  %tmp = alloca i32, align 4
  %.omp.lb = alloca i32, align 4
  %.omp.ub = alloca i32, align 4
  %.omp.stride = alloca i32, align 4
  %.omp.is_last = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !50, metadata !DIExpression()), !dbg !51
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !52, metadata !DIExpression()), !dbg !51
  store double* %beta, double** %beta.addr, align 8
  call void @llvm.dbg.declare(metadata double** %beta.addr, metadata !53, metadata !DIExpression()), !dbg !54
  store double* %alpha, double** %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double** %alpha.addr, metadata !55, metadata !DIExpression()), !dbg !56
  %0 = load double*, double** %beta.addr, align 8, !dbg !57
  %1 = load double*, double** %alpha.addr, align 8, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %.omp.iv, metadata !58, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %.omp.lb, metadata !59, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %.omp.lb, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %.omp.ub, metadata !61, metadata !DIExpression()), !dbg !51
  store i32 15, i32* %.omp.ub, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %.omp.stride, metadata !62, metadata !DIExpression()), !dbg !51
  store i32 1, i32* %.omp.stride, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %.omp.is_last, metadata !63, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %.omp.is_last, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %j, metadata !64, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %k, metadata !65, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %i, metadata !66, metadata !DIExpression()), !dbg !51
  %2 = load i32*, i32** %.global_tid..addr, align 8, !dbg !57
  %3 = load i32, i32* %2, align 4, !dbg !57
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %3, i32 34, i32* %.omp.is_last, i32* %.omp.lb, i32* %.omp.ub, i32* %.omp.stride, i32 1, i32 1), !dbg !67
  %4 = load i32, i32* %.omp.ub, align 4, !dbg !60
  %cmp = icmp sgt i32 %4, 15, !dbg !60
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !60

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !60

cond.false:                                       ; preds = %entry
  %5 = load i32, i32* %.omp.ub, align 4, !dbg !60
  br label %cond.end, !dbg !60

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 15, %cond.true ], [ %5, %cond.false ], !dbg !60
  store i32 %cond, i32* %.omp.ub, align 4, !dbg !60
  %6 = load i32, i32* %.omp.lb, align 4, !dbg !60
  store i32 %6, i32* %.omp.iv, align 4, !dbg !60
  br label %omp.inner.for.cond, !dbg !57

omp.inner.for.cond:                               ; preds = %omp.inner.for.inc, %cond.end
  %7 = load i32, i32* %.omp.iv, align 4, !dbg !60
  %8 = load i32, i32* %.omp.ub, align 4, !dbg !60
  %cmp1 = icmp sle i32 %7, %8, !dbg !57
  br i1 %cmp1, label %omp.inner.for.body, label %omp.inner.for.end, !dbg !57

omp.inner.for.body:                               ; preds = %omp.inner.for.cond
  %9 = load i32, i32* %.omp.iv, align 4, !dbg !60
  %mul = mul nsw i32 %9, 1, !dbg !68
  %add = add nsw i32 0, %mul, !dbg !68
  store i32 %add, i32* %i, align 4, !dbg !68
  store i32 0, i32* %j, align 4, !dbg !69
  br label %for.cond, !dbg !71

for.cond:                                         ; preds = %for.inc23, %omp.inner.for.body
  %10 = load i32, i32* %j, align 4, !dbg !72
  %cmp2 = icmp slt i32 %10, 16, !dbg !74
  br i1 %cmp2, label %for.body, label %for.end25, !dbg !75

for.body:                                         ; preds = %for.cond
  %11 = load double, double* %0, align 8, !dbg !76
  %12 = load i32, i32* %i, align 4, !dbg !78
  %idxprom = sext i32 %12 to i64, !dbg !79
  %arrayidx = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %idxprom, !dbg !79
  %13 = load i32, i32* %j, align 4, !dbg !80
  %idxprom3 = sext i32 %13 to i64, !dbg !79
  %arrayidx4 = getelementptr inbounds [16 x double], [16 x double]* %arrayidx, i64 0, i64 %idxprom3, !dbg !79
  %14 = load double, double* %arrayidx4, align 8, !dbg !81
  %mul5 = fmul double %14, %11, !dbg !81
  store double %mul5, double* %arrayidx4, align 8, !dbg !81
  store i32 0, i32* %k, align 4, !dbg !82
  br label %for.cond6, !dbg !84

for.cond6:                                        ; preds = %for.inc, %for.body
  %15 = load i32, i32* %k, align 4, !dbg !85
  %cmp7 = icmp slt i32 %15, 16, !dbg !87
  br i1 %cmp7, label %for.body8, label %for.end, !dbg !88

for.body8:                                        ; preds = %for.cond6
  %16 = load double, double* %1, align 8, !dbg !89
  %17 = load i32, i32* %i, align 4, !dbg !90
  %idxprom9 = sext i32 %17 to i64, !dbg !91
  %arrayidx10 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %idxprom9, !dbg !91
  %18 = load i32, i32* %k, align 4, !dbg !92
  %idxprom11 = sext i32 %18 to i64, !dbg !91
  %arrayidx12 = getelementptr inbounds [16 x double], [16 x double]* %arrayidx10, i64 0, i64 %idxprom11, !dbg !91
  %19 = load double, double* %arrayidx12, align 8, !dbg !91
  %mul13 = fmul double %16, %19, !dbg !93
  %20 = load i32, i32* %k, align 4, !dbg !94
  %idxprom14 = sext i32 %20 to i64, !dbg !95
  %arrayidx15 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %idxprom14, !dbg !95
  %21 = load i32, i32* %j, align 4, !dbg !96
  %idxprom16 = sext i32 %21 to i64, !dbg !95
  %arrayidx17 = getelementptr inbounds [16 x double], [16 x double]* %arrayidx15, i64 0, i64 %idxprom16, !dbg !95
  %22 = load double, double* %arrayidx17, align 8, !dbg !95
  %23 = load i32, i32* %i, align 4, !dbg !97
  %idxprom19 = sext i32 %23 to i64, !dbg !98
  %arrayidx20 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %idxprom19, !dbg !98
  %24 = load i32, i32* %j, align 4, !dbg !99
  %idxprom21 = sext i32 %24 to i64, !dbg !98
  %arrayidx22 = getelementptr inbounds [16 x double], [16 x double]* %arrayidx20, i64 0, i64 %idxprom21, !dbg !98
  %25 = load double, double* %arrayidx22, align 8, !dbg !100
  %26 = call double @llvm.fmuladd.f64(double %mul13, double %22, double %25), !dbg !100
  store double %26, double* %arrayidx22, align 8, !dbg !100
  br label %for.inc, !dbg !98

for.inc:                                          ; preds = %for.body8
  %27 = load i32, i32* %k, align 4, !dbg !101
  %inc = add nsw i32 %27, 1, !dbg !101
  store i32 %inc, i32* %k, align 4, !dbg !101
  br label %for.cond6, !dbg !102, !llvm.loop !103

for.end:                                          ; preds = %for.cond6
  br label %for.inc23, !dbg !106

for.inc23:                                        ; preds = %for.end
  %28 = load i32, i32* %j, align 4, !dbg !107
  %inc24 = add nsw i32 %28, 1, !dbg !107
  store i32 %inc24, i32* %j, align 4, !dbg !107
  br label %for.cond, !dbg !108, !llvm.loop !109

for.end25:                                        ; preds = %for.cond
  br label %omp.body.continue, !dbg !110

omp.body.continue:                                ; preds = %for.end25
  br label %omp.inner.for.inc, !dbg !67

omp.inner.for.inc:                                ; preds = %omp.body.continue
  %29 = load i32, i32* %.omp.iv, align 4, !dbg !60
  %add26 = add nsw i32 %29, 1, !dbg !57
  store i32 %add26, i32* %.omp.iv, align 4, !dbg !57
  br label %omp.inner.for.cond, !dbg !67, !llvm.loop !111

omp.inner.for.end:                                ; preds = %omp.inner.for.cond
  br label %omp.loop.exit, !dbg !67

omp.loop.exit:                                    ; preds = %omp.inner.for.end
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %3), !dbg !112
  ret void, !dbg !113
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., double* noundef nonnull align 8 dereferenceable(8) %beta, double* noundef nonnull align 8 dereferenceable(8) %alpha) #2 !dbg !114 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %beta.addr = alloca double*, align 8
  %alpha.addr = alloca double*, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !115, metadata !DIExpression()), !dbg !116
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !117, metadata !DIExpression()), !dbg !116
  store double* %beta, double** %beta.addr, align 8
  call void @llvm.dbg.declare(metadata double** %beta.addr, metadata !118, metadata !DIExpression()), !dbg !116
  store double* %alpha, double** %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double** %alpha.addr, metadata !119, metadata !DIExpression()), !dbg !116
  %0 = load double*, double** %beta.addr, align 8, !dbg !120
  %1 = load double*, double** %alpha.addr, align 8, !dbg !120
  %2 = load i32*, i32** %.global_tid..addr, align 8, !dbg !120
  %3 = load i32*, i32** %.bound_tid..addr, align 8, !dbg !120
  %4 = load double*, double** %beta.addr, align 8, !dbg !120
  %5 = load double*, double** %alpha.addr, align 8, !dbg !120
  call void @.omp_outlined._debug__(i32* %2, i32* %3, double* %4, double* %5) #3, !dbg !120
  ret void, !dbg !120
}

; Function Attrs: nounwind
declare !callback !121 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !123 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !126, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.declare(metadata i32* %j, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata double* %s, metadata !130, metadata !DIExpression()), !dbg !131
  store double 0.000000e+00, double* %s, align 8, !dbg !131
  store i32 0, i32* %i, align 4, !dbg !132
  br label %for.cond, !dbg !134

for.cond:                                         ; preds = %for.inc24, %entry
  %0 = load i32, i32* %i, align 4, !dbg !135
  %cmp = icmp slt i32 %0, 16, !dbg !137
  br i1 %cmp, label %for.body, label %for.end26, !dbg !138

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !139
  br label %for.cond1, !dbg !141

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !142
  %cmp2 = icmp slt i32 %1, 16, !dbg !144
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !145

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !146
  %3 = load i32, i32* %j, align 4, !dbg !148
  %mul = mul nsw i32 %2, %3, !dbg !149
  %add = add nsw i32 %mul, 1, !dbg !150
  %rem = srem i32 %add, 16, !dbg !151
  %conv = sitofp i32 %rem to double, !dbg !152
  %div = fdiv double %conv, 1.600000e+01, !dbg !153
  %4 = load i32, i32* %i, align 4, !dbg !154
  %idxprom = sext i32 %4 to i64, !dbg !155
  %arrayidx = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %idxprom, !dbg !155
  %5 = load i32, i32* %j, align 4, !dbg !156
  %idxprom4 = sext i32 %5 to i64, !dbg !155
  %arrayidx5 = getelementptr inbounds [16 x double], [16 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !155
  store double %div, double* %arrayidx5, align 8, !dbg !157
  %6 = load i32, i32* %i, align 4, !dbg !158
  %7 = load i32, i32* %j, align 4, !dbg !159
  %mul6 = mul nsw i32 2, %7, !dbg !160
  %add7 = add nsw i32 %6, %mul6, !dbg !161
  %rem8 = srem i32 %add7, 16, !dbg !162
  %conv9 = sitofp i32 %rem8 to double, !dbg !163
  %div10 = fdiv double %conv9, 1.600000e+01, !dbg !164
  %8 = load i32, i32* %i, align 4, !dbg !165
  %idxprom11 = sext i32 %8 to i64, !dbg !166
  %arrayidx12 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %idxprom11, !dbg !166
  %9 = load i32, i32* %j, align 4, !dbg !167
  %idxprom13 = sext i32 %9 to i64, !dbg !166
  %arrayidx14 = getelementptr inbounds [16 x double], [16 x double]* %arrayidx12, i64 0, i64 %idxprom13, !dbg !166
  store double %div10, double* %arrayidx14, align 8, !dbg !168
  %10 = load i32, i32* %i, align 4, !dbg !169
  %11 = load i32, i32* %j, align 4, !dbg !170
  %add15 = add nsw i32 %11, 3, !dbg !171
  %mul16 = mul nsw i32 %10, %add15, !dbg !172
  %rem17 = srem i32 %mul16, 16, !dbg !173
  %conv18 = sitofp i32 %rem17 to double, !dbg !174
  %div19 = fdiv double %conv18, 1.600000e+01, !dbg !175
  %12 = load i32, i32* %i, align 4, !dbg !176
  %idxprom20 = sext i32 %12 to i64, !dbg !177
  %arrayidx21 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %idxprom20, !dbg !177
  %13 = load i32, i32* %j, align 4, !dbg !178
  %idxprom22 = sext i32 %13 to i64, !dbg !177
  %arrayidx23 = getelementptr inbounds [16 x double], [16 x double]* %arrayidx21, i64 0, i64 %idxprom22, !dbg !177
  store double %div19, double* %arrayidx23, align 8, !dbg !179
  br label %for.inc, !dbg !180

for.inc:                                          ; preds = %for.body3
  %14 = load i32, i32* %j, align 4, !dbg !181
  %inc = add nsw i32 %14, 1, !dbg !181
  store i32 %inc, i32* %j, align 4, !dbg !181
  br label %for.cond1, !dbg !182, !llvm.loop !183

for.end:                                          ; preds = %for.cond1
  br label %for.inc24, !dbg !184

for.inc24:                                        ; preds = %for.end
  %15 = load i32, i32* %i, align 4, !dbg !185
  %inc25 = add nsw i32 %15, 1, !dbg !185
  store i32 %inc25, i32* %i, align 4, !dbg !185
  br label %for.cond, !dbg !186, !llvm.loop !187

for.end26:                                        ; preds = %for.cond
  call void @kernel_omp_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !189
  store i32 0, i32* %i, align 4, !dbg !190
  br label %for.cond27, !dbg !192

for.cond27:                                       ; preds = %for.inc43, %for.end26
  %16 = load i32, i32* %i, align 4, !dbg !193
  %cmp28 = icmp slt i32 %16, 16, !dbg !195
  br i1 %cmp28, label %for.body30, label %for.end45, !dbg !196

for.body30:                                       ; preds = %for.cond27
  store i32 0, i32* %j, align 4, !dbg !197
  br label %for.cond31, !dbg !199

for.cond31:                                       ; preds = %for.inc40, %for.body30
  %17 = load i32, i32* %j, align 4, !dbg !200
  %cmp32 = icmp slt i32 %17, 16, !dbg !202
  br i1 %cmp32, label %for.body34, label %for.end42, !dbg !203

for.body34:                                       ; preds = %for.cond31
  %18 = load i32, i32* %i, align 4, !dbg !204
  %idxprom35 = sext i32 %18 to i64, !dbg !205
  %arrayidx36 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %idxprom35, !dbg !205
  %19 = load i32, i32* %j, align 4, !dbg !206
  %idxprom37 = sext i32 %19 to i64, !dbg !205
  %arrayidx38 = getelementptr inbounds [16 x double], [16 x double]* %arrayidx36, i64 0, i64 %idxprom37, !dbg !205
  %20 = load double, double* %arrayidx38, align 8, !dbg !205
  %21 = load double, double* %s, align 8, !dbg !207
  %add39 = fadd double %21, %20, !dbg !207
  store double %add39, double* %s, align 8, !dbg !207
  br label %for.inc40, !dbg !208

for.inc40:                                        ; preds = %for.body34
  %22 = load i32, i32* %j, align 4, !dbg !209
  %inc41 = add nsw i32 %22, 1, !dbg !209
  store i32 %inc41, i32* %j, align 4, !dbg !209
  br label %for.cond31, !dbg !210, !llvm.loop !211

for.end42:                                        ; preds = %for.cond31
  br label %for.inc43, !dbg !212

for.inc43:                                        ; preds = %for.end42
  %23 = load i32, i32* %i, align 4, !dbg !213
  %inc44 = add nsw i32 %23, 1, !dbg !213
  store i32 %inc44, i32* %i, align 4, !dbg !213
  br label %for.cond27, !dbg !214, !llvm.loop !215

for.end45:                                        ; preds = %for.cond27
  %24 = load double, double* %s, align 8, !dbg !217
  store double %24, double* @checksum, align 8, !dbg !218
  ret i32 0, !dbg !219
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"openmp", i32 50}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_omp_gemm", scope: !3, file: !3, line: 14, type: !26, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !5, !5}
!28 = !{}
!29 = !DILocalVariable(name: "alpha", arg: 1, scope: !25, file: !3, line: 14, type: !5)
!30 = !DILocation(line: 14, column: 55, scope: !25)
!31 = !DILocalVariable(name: "beta", arg: 2, scope: !25, file: !3, line: 14, type: !5)
!32 = !DILocation(line: 14, column: 69, scope: !25)
!33 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 16, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocation(line: 16, column: 7, scope: !25)
!36 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 16, type: !34)
!37 = !DILocation(line: 16, column: 10, scope: !25)
!38 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 16, type: !34)
!39 = !DILocation(line: 16, column: 13, scope: !25)
!40 = !DILocation(line: 17, column: 1, scope: !25)
!41 = !DILocation(line: 24, column: 1, scope: !25)
!42 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 18, type: !43, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45, !45, !49, !49}
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!49 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!50 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !42, type: !45, flags: DIFlagArtificial)
!51 = !DILocation(line: 0, scope: !42)
!52 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !42, type: !45, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "beta", arg: 3, scope: !42, file: !3, line: 14, type: !49)
!54 = !DILocation(line: 14, column: 69, scope: !42)
!55 = !DILocalVariable(name: "alpha", arg: 4, scope: !42, file: !3, line: 14, type: !49)
!56 = !DILocation(line: 14, column: 55, scope: !42)
!57 = !DILocation(line: 18, column: 3, scope: !42)
!58 = !DILocalVariable(name: ".omp.iv", scope: !42, type: !34, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: ".omp.lb", scope: !42, type: !34, flags: DIFlagArtificial)
!60 = !DILocation(line: 18, column: 8, scope: !42)
!61 = !DILocalVariable(name: ".omp.ub", scope: !42, type: !34, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: ".omp.stride", scope: !42, type: !34, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: ".omp.is_last", scope: !42, type: !34, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: "j", scope: !42, type: !34, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: "k", scope: !42, type: !34, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "i", scope: !42, type: !34, flags: DIFlagArtificial)
!67 = !DILocation(line: 17, column: 1, scope: !42)
!68 = !DILocation(line: 18, column: 22, scope: !42)
!69 = !DILocation(line: 19, column: 12, scope: !70)
!70 = distinct !DILexicalBlock(scope: !42, file: !3, line: 19, column: 5)
!71 = !DILocation(line: 19, column: 10, scope: !70)
!72 = !DILocation(line: 19, column: 17, scope: !73)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 19, column: 5)
!74 = !DILocation(line: 19, column: 19, scope: !73)
!75 = !DILocation(line: 19, column: 5, scope: !70)
!76 = !DILocation(line: 20, column: 18, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !3, line: 19, column: 29)
!78 = !DILocation(line: 20, column: 9, scope: !77)
!79 = !DILocation(line: 20, column: 7, scope: !77)
!80 = !DILocation(line: 20, column: 12, scope: !77)
!81 = !DILocation(line: 20, column: 15, scope: !77)
!82 = !DILocation(line: 21, column: 14, scope: !83)
!83 = distinct !DILexicalBlock(scope: !77, file: !3, line: 21, column: 7)
!84 = !DILocation(line: 21, column: 12, scope: !83)
!85 = !DILocation(line: 21, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 21, column: 7)
!87 = !DILocation(line: 21, column: 21, scope: !86)
!88 = !DILocation(line: 21, column: 7, scope: !83)
!89 = !DILocation(line: 22, column: 20, scope: !86)
!90 = !DILocation(line: 22, column: 30, scope: !86)
!91 = !DILocation(line: 22, column: 28, scope: !86)
!92 = !DILocation(line: 22, column: 33, scope: !86)
!93 = !DILocation(line: 22, column: 26, scope: !86)
!94 = !DILocation(line: 22, column: 40, scope: !86)
!95 = !DILocation(line: 22, column: 38, scope: !86)
!96 = !DILocation(line: 22, column: 43, scope: !86)
!97 = !DILocation(line: 22, column: 11, scope: !86)
!98 = !DILocation(line: 22, column: 9, scope: !86)
!99 = !DILocation(line: 22, column: 14, scope: !86)
!100 = !DILocation(line: 22, column: 17, scope: !86)
!101 = !DILocation(line: 21, column: 27, scope: !86)
!102 = !DILocation(line: 21, column: 7, scope: !86)
!103 = distinct !{!103, !88, !104, !105}
!104 = !DILocation(line: 22, column: 44, scope: !83)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 23, column: 5, scope: !77)
!107 = !DILocation(line: 19, column: 25, scope: !73)
!108 = !DILocation(line: 19, column: 5, scope: !73)
!109 = distinct !{!109, !75, !110, !105}
!110 = !DILocation(line: 23, column: 5, scope: !70)
!111 = distinct !{!111, !67, !112}
!112 = !DILocation(line: 17, column: 39, scope: !42)
!113 = !DILocation(line: 23, column: 5, scope: !42)
!114 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 17, type: !43, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!115 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !114, type: !45, flags: DIFlagArtificial)
!116 = !DILocation(line: 0, scope: !114)
!117 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !114, type: !45, flags: DIFlagArtificial)
!118 = !DILocalVariable(name: "beta", arg: 3, scope: !114, type: !49, flags: DIFlagArtificial)
!119 = !DILocalVariable(name: "alpha", arg: 4, scope: !114, type: !49, flags: DIFlagArtificial)
!120 = !DILocation(line: 17, column: 1, scope: !114)
!121 = !{!122}
!122 = !{i64 2, i64 -1, i64 -1, i1 true}
!123 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !124, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!124 = !DISubroutineType(types: !125)
!125 = !{!34}
!126 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 28, type: !34)
!127 = !DILocation(line: 28, column: 7, scope: !123)
!128 = !DILocalVariable(name: "j", scope: !123, file: !3, line: 28, type: !34)
!129 = !DILocation(line: 28, column: 10, scope: !123)
!130 = !DILocalVariable(name: "s", scope: !123, file: !3, line: 29, type: !5)
!131 = !DILocation(line: 29, column: 10, scope: !123)
!132 = !DILocation(line: 30, column: 10, scope: !133)
!133 = distinct !DILexicalBlock(scope: !123, file: !3, line: 30, column: 3)
!134 = !DILocation(line: 30, column: 8, scope: !133)
!135 = !DILocation(line: 30, column: 15, scope: !136)
!136 = distinct !DILexicalBlock(scope: !133, file: !3, line: 30, column: 3)
!137 = !DILocation(line: 30, column: 17, scope: !136)
!138 = !DILocation(line: 30, column: 3, scope: !133)
!139 = !DILocation(line: 31, column: 12, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 31, column: 5)
!141 = !DILocation(line: 31, column: 10, scope: !140)
!142 = !DILocation(line: 31, column: 17, scope: !143)
!143 = distinct !DILexicalBlock(scope: !140, file: !3, line: 31, column: 5)
!144 = !DILocation(line: 31, column: 19, scope: !143)
!145 = !DILocation(line: 31, column: 5, scope: !140)
!146 = !DILocation(line: 32, column: 27, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 31, column: 29)
!148 = !DILocation(line: 32, column: 31, scope: !147)
!149 = !DILocation(line: 32, column: 29, scope: !147)
!150 = !DILocation(line: 32, column: 33, scope: !147)
!151 = !DILocation(line: 32, column: 38, scope: !147)
!152 = !DILocation(line: 32, column: 17, scope: !147)
!153 = !DILocation(line: 32, column: 43, scope: !147)
!154 = !DILocation(line: 32, column: 9, scope: !147)
!155 = !DILocation(line: 32, column: 7, scope: !147)
!156 = !DILocation(line: 32, column: 12, scope: !147)
!157 = !DILocation(line: 32, column: 15, scope: !147)
!158 = !DILocation(line: 33, column: 27, scope: !147)
!159 = !DILocation(line: 33, column: 35, scope: !147)
!160 = !DILocation(line: 33, column: 33, scope: !147)
!161 = !DILocation(line: 33, column: 29, scope: !147)
!162 = !DILocation(line: 33, column: 38, scope: !147)
!163 = !DILocation(line: 33, column: 17, scope: !147)
!164 = !DILocation(line: 33, column: 43, scope: !147)
!165 = !DILocation(line: 33, column: 9, scope: !147)
!166 = !DILocation(line: 33, column: 7, scope: !147)
!167 = !DILocation(line: 33, column: 12, scope: !147)
!168 = !DILocation(line: 33, column: 15, scope: !147)
!169 = !DILocation(line: 34, column: 27, scope: !147)
!170 = !DILocation(line: 34, column: 32, scope: !147)
!171 = !DILocation(line: 34, column: 34, scope: !147)
!172 = !DILocation(line: 34, column: 29, scope: !147)
!173 = !DILocation(line: 34, column: 40, scope: !147)
!174 = !DILocation(line: 34, column: 17, scope: !147)
!175 = !DILocation(line: 34, column: 45, scope: !147)
!176 = !DILocation(line: 34, column: 9, scope: !147)
!177 = !DILocation(line: 34, column: 7, scope: !147)
!178 = !DILocation(line: 34, column: 12, scope: !147)
!179 = !DILocation(line: 34, column: 15, scope: !147)
!180 = !DILocation(line: 35, column: 5, scope: !147)
!181 = !DILocation(line: 31, column: 25, scope: !143)
!182 = !DILocation(line: 31, column: 5, scope: !143)
!183 = distinct !{!183, !145, !184, !105}
!184 = !DILocation(line: 35, column: 5, scope: !140)
!185 = !DILocation(line: 30, column: 23, scope: !136)
!186 = !DILocation(line: 30, column: 3, scope: !136)
!187 = distinct !{!187, !138, !188, !105}
!188 = !DILocation(line: 35, column: 5, scope: !133)
!189 = !DILocation(line: 36, column: 3, scope: !123)
!190 = !DILocation(line: 37, column: 10, scope: !191)
!191 = distinct !DILexicalBlock(scope: !123, file: !3, line: 37, column: 3)
!192 = !DILocation(line: 37, column: 8, scope: !191)
!193 = !DILocation(line: 37, column: 15, scope: !194)
!194 = distinct !DILexicalBlock(scope: !191, file: !3, line: 37, column: 3)
!195 = !DILocation(line: 37, column: 17, scope: !194)
!196 = !DILocation(line: 37, column: 3, scope: !191)
!197 = !DILocation(line: 38, column: 12, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !3, line: 38, column: 5)
!199 = !DILocation(line: 38, column: 10, scope: !198)
!200 = !DILocation(line: 38, column: 17, scope: !201)
!201 = distinct !DILexicalBlock(scope: !198, file: !3, line: 38, column: 5)
!202 = !DILocation(line: 38, column: 19, scope: !201)
!203 = !DILocation(line: 38, column: 5, scope: !198)
!204 = !DILocation(line: 39, column: 14, scope: !201)
!205 = !DILocation(line: 39, column: 12, scope: !201)
!206 = !DILocation(line: 39, column: 17, scope: !201)
!207 = !DILocation(line: 39, column: 9, scope: !201)
!208 = !DILocation(line: 39, column: 7, scope: !201)
!209 = !DILocation(line: 38, column: 25, scope: !201)
!210 = !DILocation(line: 38, column: 5, scope: !201)
!211 = distinct !{!211, !203, !212, !105}
!212 = !DILocation(line: 39, column: 18, scope: !198)
!213 = !DILocation(line: 37, column: 23, scope: !194)
!214 = !DILocation(line: 37, column: 3, scope: !194)
!215 = distinct !{!215, !196, !216, !105}
!216 = !DILocation(line: 39, column: 18, scope: !191)
!217 = !DILocation(line: 40, column: 14, scope: !123)
!218 = !DILocation(line: 40, column: 12, scope: !123)
!219 = !DILocation(line: 41, column: 3, scope: !123)
