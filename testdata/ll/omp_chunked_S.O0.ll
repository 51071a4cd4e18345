; ModuleID = 'omp_chunked.c'
source_filename = "omp_chunked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [41 x i8] c";omp_chunked.c;kernel_omp_chunked;18;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@A = internal global [28 x [28 x double]] zeroinitializer, align 16, !dbg !7
@Rs = internal global [28 x double] zeroinitializer, align 16, !dbg !12
@2 = private unnamed_addr constant [42 x i8] c";omp_chunked.c;kernel_omp_chunked;18;60;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_chunked(double noundef %f) #0 !dbg !25 {
entry:
  %f.addr = alloca double, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store double %f, double* %f.addr, align 8
  call void @llvm.dbg.declare(metadata double* %f.addr, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %i, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %j, metadata !34, metadata !DIExpression()), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), double* %f.addr), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., double* noundef nonnull align 8 dereferenceable(8) %f) #2 !dbg !38 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %f.addr = alloca double*, align 8
  %.omp.iv = alloca i32, align 4
  %tmp = alloca i32, align 4
  %.omp.lb = alloca i32, align 4
  %.omp.ub = alloca i32, align 4
  %.omp.stride = alloca i32, align 4
  %.omp.is_last = alloca i32, align 4
  %j = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca double, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !46, metadata !DIExpression()), !dbg !47
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !48, metadata !DIExpression()), !dbg !47
  store double* %f, double** %f.addr, align 8
  call void @llvm.dbg.declare(metadata double** %f.addr, metadata !49, metadata !DIExpression()), !dbg !50
  %0 = load double*, double** %f.addr, align 8, !dbg !51
  call void @llvm.dbg.declare(metadata i32* %.omp.iv, metadata !52, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %.omp.lb, metadata !53, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %.omp.lb, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %.omp.ub, metadata !55, metadata !DIExpression()), !dbg !47
  store i32 27, i32* %.omp.ub, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %.omp.stride, metadata !56, metadata !DIExpression()), !dbg !47
  store i32 1, i32* %.omp.stride, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %.omp.is_last, metadata !57, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %.omp.is_last, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %j, metadata !58, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %i, metadata !59, metadata !DIExpression()), !dbg !47
  %1 = load i32*, i32** %.global_tid..addr, align 8, !dbg !51
  %2 = load i32, i32* %1, align 4, !dbg !51
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %2, i32 33, i32* %.omp.is_last, i32* %.omp.lb, i32* %.omp.ub, i32* %.omp.stride, i32 1, i32 4), !dbg !60
  br label %omp.dispatch.cond, !dbg !51

omp.dispatch.cond:                                ; preds = %omp.dispatch.inc, %entry
  %3 = load i32, i32* %.omp.ub, align 4, !dbg !54
  %cmp = icmp sgt i32 %3, 27, !dbg !54
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !54

cond.true:                                        ; preds = %omp.dispatch.cond
  br label %cond.end, !dbg !54

cond.false:                                       ; preds = %omp.dispatch.cond
  %4 = load i32, i32* %.omp.ub, align 4, !dbg !54
  br label %cond.end, !dbg !54

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 27, %cond.true ], [ %4, %cond.false ], !dbg !54
  store i32 %cond, i32* %.omp.ub, align 4, !dbg !54
  %5 = load i32, i32* %.omp.lb, align 4, !dbg !54
  store i32 %5, i32* %.omp.iv, align 4, !dbg !54
  %6 = load i32, i32* %.omp.iv, align 4, !dbg !54
  %7 = load i32, i32* %.omp.ub, align 4, !dbg !54
  %cmp1 = icmp sle i32 %6, %7, !dbg !51
  br i1 %cmp1, label %omp.dispatch.body, label %omp.dispatch.end, !dbg !51

omp.dispatch.body:                                ; preds = %cond.end
  br label %omp.inner.for.cond, !dbg !51

omp.inner.for.cond:                               ; preds = %omp.inner.for.inc, %omp.dispatch.body
  %8 = load i32, i32* %.omp.iv, align 4, !dbg !54
  %9 = load i32, i32* %.omp.ub, align 4, !dbg !54
  %cmp2 = icmp sle i32 %8, %9, !dbg !51
  br i1 %cmp2, label %omp.inner.for.body, label %omp.inner.for.end, !dbg !51

omp.inner.for.body:                               ; preds = %omp.inner.for.cond
  %10 = load i32, i32* %.omp.iv, align 4, !dbg !54
  %mul = mul nsw i32 %10, 1, !dbg !61
  %add = add nsw i32 0, %mul, !dbg !61
  store i32 %add, i32* %i, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata double* %s, metadata !62, metadata !DIExpression()), !dbg !64
  store double 0.000000e+00, double* %s, align 8, !dbg !64
  store i32 0, i32* %j, align 4, !dbg !65
  br label %for.cond, !dbg !67

for.cond:                                         ; preds = %for.inc, %omp.inner.for.body
  %11 = load i32, i32* %j, align 4, !dbg !68
  %cmp3 = icmp slt i32 %11, 28, !dbg !70
  br i1 %cmp3, label %for.body, label %for.end, !dbg !71

for.body:                                         ; preds = %for.cond
  %12 = load double, double* %0, align 8, !dbg !72
  %13 = load i32, i32* %i, align 4, !dbg !74
  %idxprom = sext i32 %13 to i64, !dbg !75
  %arrayidx = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %idxprom, !dbg !75
  %14 = load i32, i32* %j, align 4, !dbg !76
  %idxprom4 = sext i32 %14 to i64, !dbg !75
  %arrayidx5 = getelementptr inbounds [28 x double], [28 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !75
  %15 = load double, double* %arrayidx5, align 8, !dbg !77
  %mul6 = fmul double %15, %12, !dbg !77
  store double %mul6, double* %arrayidx5, align 8, !dbg !77
  %16 = load i32, i32* %i, align 4, !dbg !78
  %idxprom7 = sext i32 %16 to i64, !dbg !79
  %arrayidx8 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %idxprom7, !dbg !79
  %17 = load i32, i32* %j, align 4, !dbg !80
  %idxprom9 = sext i32 %17 to i64, !dbg !79
  %arrayidx10 = getelementptr inbounds [28 x double], [28 x double]* %arrayidx8, i64 0, i64 %idxprom9, !dbg !79
  %18 = load double, double* %arrayidx10, align 8, !dbg !79
  %19 = load double, double* %s, align 8, !dbg !81
  %add11 = fadd double %19, %18, !dbg !81
  store double %add11, double* %s, align 8, !dbg !81
  br label %for.inc, !dbg !82

for.inc:                                          ; preds = %for.body
  %20 = load i32, i32* %j, align 4, !dbg !83
  %inc = add nsw i32 %20, 1, !dbg !83
  store i32 %inc, i32* %j, align 4, !dbg !83
  br label %for.cond, !dbg !84, !llvm.loop !85

for.end:                                          ; preds = %for.cond
  %21 = load double, double* %s, align 8, !dbg !88
  %22 = load i32, i32* %i, align 4, !dbg !89
  %idxprom12 = sext i32 %22 to i64, !dbg !90
  %arrayidx13 = getelementptr inbounds [28 x double], [28 x double]* @Rs, i64 0, i64 %idxprom12, !dbg !90
  store double %21, double* %arrayidx13, align 8, !dbg !91
  br label %omp.body.continue, !dbg !92

omp.body.continue:                                ; preds = %for.end
  br label %omp.inner.for.inc, !dbg !60

omp.inner.for.inc:                                ; preds = %omp.body.continue
  %23 = load i32, i32* %.omp.iv, align 4, !dbg !54
  %add14 = add nsw i32 %23, 1, !dbg !51
  store i32 %add14, i32* %.omp.iv, align 4, !dbg !51
  br label %omp.inner.for.cond, !dbg !60, !llvm.loop !93

omp.inner.for.end:                                ; preds = %omp.inner.for.cond
  br label %omp.dispatch.inc, !dbg !60

omp.dispatch.inc:                                 ; preds = %omp.inner.for.end
  %24 = load i32, i32* %.omp.lb, align 4, !dbg !54
  %25 = load i32, i32* %.omp.stride, align 4, !dbg !54
  %add15 = add nsw i32 %24, %25, !dbg !51
  store i32 %add15, i32* %.omp.lb, align 4, !dbg !51
  %26 = load i32, i32* %.omp.ub, align 4, !dbg !54
  %27 = load i32, i32* %.omp.stride, align 4, !dbg !54
  %add16 = add nsw i32 %26, %27, !dbg !51
  store i32 %add16, i32* %.omp.ub, align 4, !dbg !51
  br label %omp.dispatch.cond, !dbg !60, !llvm.loop !95

omp.dispatch.end:                                 ; preds = %cond.end
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %2), !dbg !94
  ret void, !dbg !96
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %.global_tid., i32* noalias noundef %.bound_tid., double* noundef nonnull align 8 dereferenceable(8) %f) #2 !dbg !97 {
entry:
  %.global_tid..addr = alloca i32*, align 8
  %.bound_tid..addr = alloca i32*, align 8
  %f.addr = alloca double*, align 8
  store i32* %.global_tid., i32** %.global_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.global_tid..addr, metadata !98, metadata !DIExpression()), !dbg !99
  store i32* %.bound_tid., i32** %.bound_tid..addr, align 8
  call void @llvm.dbg.declare(metadata i32** %.bound_tid..addr, metadata !100, metadata !DIExpression()), !dbg !99
  store double* %f, double** %f.addr, align 8
  call void @llvm.dbg.declare(metadata double** %f.addr, metadata !101, metadata !DIExpression()), !dbg !99
  %0 = load double*, double** %f.addr, align 8, !dbg !102
  %1 = load i32*, i32** %.global_tid..addr, align 8, !dbg !102
  %2 = load i32*, i32** %.bound_tid..addr, align 8, !dbg !102
  %3 = load double*, double** %f.addr, align 8, !dbg !102
  call void @.omp_outlined._debug__(i32* %1, i32* %2, double* %3) #3, !dbg !102
  ret void, !dbg !102
}

; Function Attrs: nounwind
declare !callback !103 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !105 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.declare(metadata i32* %j, metadata !110, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.declare(metadata double* %s, metadata !112, metadata !DIExpression()), !dbg !113
  store double 0.000000e+00, double* %s, align 8, !dbg !113
  store i32 0, i32* %i, align 4, !dbg !114
  br label %for.cond, !dbg !116

for.cond:                                         ; preds = %for.inc6, %entry
  %0 = load i32, i32* %i, align 4, !dbg !117
  %cmp = icmp slt i32 %0, 28, !dbg !119
  br i1 %cmp, label %for.body, label %for.end8, !dbg !120

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !121
  br label %for.cond1, !dbg !123

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !124
  %cmp2 = icmp slt i32 %1, 28, !dbg !126
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !127

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !128
  %3 = load i32, i32* %j, align 4, !dbg !129
  %add = add nsw i32 %2, %3, !dbg !130
  %rem = srem i32 %add, 7, !dbg !131
  %conv = sitofp i32 %rem to double, !dbg !132
  %4 = load i32, i32* %i, align 4, !dbg !133
  %idxprom = sext i32 %4 to i64, !dbg !134
  %arrayidx = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %idxprom, !dbg !134
  %5 = load i32, i32* %j, align 4, !dbg !135
  %idxprom4 = sext i32 %5 to i64, !dbg !134
  %arrayidx5 = getelementptr inbounds [28 x double], [28 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !134
  store double %conv, double* %arrayidx5, align 8, !dbg !136
  br label %for.inc, !dbg !134

for.inc:                                          ; preds = %for.body3
  %6 = load i32, i32* %j, align 4, !dbg !137
  %inc = add nsw i32 %6, 1, !dbg !137
  store i32 %inc, i32* %j, align 4, !dbg !137
  br label %for.cond1, !dbg !138, !llvm.loop !139

for.end:                                          ; preds = %for.cond1
  br label %for.inc6, !dbg !140

for.inc6:                                         ; preds = %for.end
  %7 = load i32, i32* %i, align 4, !dbg !141
  %inc7 = add nsw i32 %7, 1, !dbg !141
  store i32 %inc7, i32* %i, align 4, !dbg !141
  br label %for.cond, !dbg !142, !llvm.loop !143

for.end8:                                         ; preds = %for.cond
  call void @kernel_omp_chunked(double noundef 5.000000e-01), !dbg !145
  store i32 0, i32* %i, align 4, !dbg !146
  br label %for.cond9, !dbg !148

for.cond9:                                        ; preds = %for.inc16, %for.end8
  %8 = load i32, i32* %i, align 4, !dbg !149
  %cmp10 = icmp slt i32 %8, 28, !dbg !151
  br i1 %cmp10, label %for.body12, label %for.end18, !dbg !152

for.body12:                                       ; preds = %for.cond9
  %9 = load i32, i32* %i, align 4, !dbg !153
  %idxprom13 = sext i32 %9 to i64, !dbg !154
  %arrayidx14 = getelementptr inbounds [28 x double], [28 x double]* @Rs, i64 0, i64 %idxprom13, !dbg !154
  %10 = load double, double* %arrayidx14, align 8, !dbg !154
  %11 = load double, double* %s, align 8, !dbg !155
  %add15 = fadd double %11, %10, !dbg !155
  store double %add15, double* %s, align 8, !dbg !155
  br label %for.inc16, !dbg !156

for.inc16:                                        ; preds = %for.body12
  %12 = load i32, i32* %i, align 4, !dbg !157
  %inc17 = add nsw i32 %12, 1, !dbg !157
  store i32 %inc17, i32* %i, align 4, !dbg !157
  br label %for.cond9, !dbg !158, !llvm.loop !159

for.end18:                                        ; preds = %for.cond9
  %13 = load double, double* %s, align 8, !dbg !161
  store double %13, double* @checksum, align 8, !dbg !162
  ret i32 0, !dbg !163
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_chunked.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Rs", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !15)
!15 = !{!11}
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"openmp", i32 50}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_omp_chunked", scope: !3, file: !3, line: 15, type: !26, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !5}
!28 = !{}
!29 = !DILocalVariable(name: "f", arg: 1, scope: !25, file: !3, line: 15, type: !5)
!30 = !DILocation(line: 15, column: 58, scope: !25)
!31 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 17, type: !32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocation(line: 17, column: 7, scope: !25)
!34 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 17, type: !32)
!35 = !DILocation(line: 17, column: 10, scope: !25)
!36 = !DILocation(line: 18, column: 1, scope: !25)
!37 = !DILocation(line: 27, column: 1, scope: !25)
!38 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 19, type: !39, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !41, !41, !45}
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!45 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!46 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !38, type: !41, flags: DIFlagArtificial)
!47 = !DILocation(line: 0, scope: !38)
!48 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !38, type: !41, flags: DIFlagArtificial)
!49 = !DILocalVariable(name: "f", arg: 3, scope: !38, file: !3, line: 15, type: !45)
!50 = !DILocation(line: 15, column: 58, scope: !38)
!51 = !DILocation(line: 19, column: 3, scope: !38)
!52 = !DILocalVariable(name: ".omp.iv", scope: !38, type: !32, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: ".omp.lb", scope: !38, type: !32, flags: DIFlagArtificial)
!54 = !DILocation(line: 19, column: 8, scope: !38)
!55 = !DILocalVariable(name: ".omp.ub", scope: !38, type: !32, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: ".omp.stride", scope: !38, type: !32, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: ".omp.is_last", scope: !38, type: !32, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: "j", scope: !38, type: !32, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: "i", scope: !38, type: !32, flags: DIFlagArtificial)
!60 = !DILocation(line: 18, column: 1, scope: !38)
!61 = !DILocation(line: 19, column: 22, scope: !38)
!62 = !DILocalVariable(name: "s", scope: !63, file: !3, line: 20, type: !5)
!63 = distinct !DILexicalBlock(scope: !38, file: !3, line: 19, column: 27)
!64 = !DILocation(line: 20, column: 12, scope: !63)
!65 = !DILocation(line: 21, column: 12, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 21, column: 5)
!67 = !DILocation(line: 21, column: 10, scope: !66)
!68 = !DILocation(line: 21, column: 17, scope: !69)
!69 = distinct !DILexicalBlock(scope: !66, file: !3, line: 21, column: 5)
!70 = !DILocation(line: 21, column: 19, scope: !69)
!71 = !DILocation(line: 21, column: 5, scope: !66)
!72 = !DILocation(line: 22, column: 18, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !3, line: 21, column: 29)
!74 = !DILocation(line: 22, column: 9, scope: !73)
!75 = !DILocation(line: 22, column: 7, scope: !73)
!76 = !DILocation(line: 22, column: 12, scope: !73)
!77 = !DILocation(line: 22, column: 15, scope: !73)
!78 = !DILocation(line: 23, column: 14, scope: !73)
!79 = !DILocation(line: 23, column: 12, scope: !73)
!80 = !DILocation(line: 23, column: 17, scope: !73)
!81 = !DILocation(line: 23, column: 9, scope: !73)
!82 = !DILocation(line: 24, column: 5, scope: !73)
!83 = !DILocation(line: 21, column: 25, scope: !69)
!84 = !DILocation(line: 21, column: 5, scope: !69)
!85 = distinct !{!85, !71, !86, !87}
!86 = !DILocation(line: 24, column: 5, scope: !66)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 25, column: 13, scope: !63)
!89 = !DILocation(line: 25, column: 8, scope: !63)
!90 = !DILocation(line: 25, column: 5, scope: !63)
!91 = !DILocation(line: 25, column: 11, scope: !63)
!92 = !DILocation(line: 26, column: 3, scope: !63)
!93 = distinct !{!93, !60, !94}
!94 = !DILocation(line: 18, column: 60, scope: !38)
!95 = distinct !{!95, !60, !94}
!96 = !DILocation(line: 26, column: 3, scope: !38)
!97 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 18, type: !39, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!98 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !97, type: !41, flags: DIFlagArtificial)
!99 = !DILocation(line: 0, scope: !97)
!100 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !97, type: !41, flags: DIFlagArtificial)
!101 = !DILocalVariable(name: "f", arg: 3, scope: !97, type: !45, flags: DIFlagArtificial)
!102 = !DILocation(line: 18, column: 1, scope: !97)
!103 = !{!104}
!104 = !{i64 2, i64 -1, i64 -1, i1 true}
!105 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !106, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!106 = !DISubroutineType(types: !107)
!107 = !{!32}
!108 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 31, type: !32)
!109 = !DILocation(line: 31, column: 7, scope: !105)
!110 = !DILocalVariable(name: "j", scope: !105, file: !3, line: 31, type: !32)
!111 = !DILocation(line: 31, column: 10, scope: !105)
!112 = !DILocalVariable(name: "s", scope: !105, file: !3, line: 32, type: !5)
!113 = !DILocation(line: 32, column: 10, scope: !105)
!114 = !DILocation(line: 33, column: 10, scope: !115)
!115 = distinct !DILexicalBlock(scope: !105, file: !3, line: 33, column: 3)
!116 = !DILocation(line: 33, column: 8, scope: !115)
!117 = !DILocation(line: 33, column: 15, scope: !118)
!118 = distinct !DILexicalBlock(scope: !115, file: !3, line: 33, column: 3)
!119 = !DILocation(line: 33, column: 17, scope: !118)
!120 = !DILocation(line: 33, column: 3, scope: !115)
!121 = !DILocation(line: 34, column: 12, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !3, line: 34, column: 5)
!123 = !DILocation(line: 34, column: 10, scope: !122)
!124 = !DILocation(line: 34, column: 17, scope: !125)
!125 = distinct !DILexicalBlock(scope: !122, file: !3, line: 34, column: 5)
!126 = !DILocation(line: 34, column: 19, scope: !125)
!127 = !DILocation(line: 34, column: 5, scope: !122)
!128 = !DILocation(line: 35, column: 27, scope: !125)
!129 = !DILocation(line: 35, column: 31, scope: !125)
!130 = !DILocation(line: 35, column: 29, scope: !125)
!131 = !DILocation(line: 35, column: 34, scope: !125)
!132 = !DILocation(line: 35, column: 17, scope: !125)
!133 = !DILocation(line: 35, column: 9, scope: !125)
!134 = !DILocation(line: 35, column: 7, scope: !125)
!135 = !DILocation(line: 35, column: 12, scope: !125)
!136 = !DILocation(line: 35, column: 15, scope: !125)
!137 = !DILocation(line: 34, column: 25, scope: !125)
!138 = !DILocation(line: 34, column: 5, scope: !125)
!139 = distinct !{!139, !127, !140, !87}
!140 = !DILocation(line: 35, column: 37, scope: !122)
!141 = !DILocation(line: 33, column: 23, scope: !118)
!142 = !DILocation(line: 33, column: 3, scope: !118)
!143 = distinct !{!143, !120, !144, !87}
!144 = !DILocation(line: 35, column: 37, scope: !115)
!145 = !DILocation(line: 36, column: 3, scope: !105)
!146 = !DILocation(line: 37, column: 10, scope: !147)
!147 = distinct !DILexicalBlock(scope: !105, file: !3, line: 37, column: 3)
!148 = !DILocation(line: 37, column: 8, scope: !147)
!149 = !DILocation(line: 37, column: 15, scope: !150)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 37, column: 3)
!151 = !DILocation(line: 37, column: 17, scope: !150)
!152 = !DILocation(line: 37, column: 3, scope: !147)
!153 = !DILocation(line: 38, column: 13, scope: !150)
!154 = !DILocation(line: 38, column: 10, scope: !150)
!155 = !DILocation(line: 38, column: 7, scope: !150)
!156 = !DILocation(line: 38, column: 5, scope: !150)
!157 = !DILocation(line: 37, column: 23, scope: !150)
!158 = !DILocation(line: 37, column: 3, scope: !150)
!159 = distinct !{!159, !152, !160, !87}
!160 = !DILocation(line: 38, column: 14, scope: !147)
!161 = !DILocation(line: 39, column: 14, scope: !105)
!162 = !DILocation(line: 39, column: 12, scope: !105)
!163 = !DILocation(line: 40, column: 3, scope: !105)
