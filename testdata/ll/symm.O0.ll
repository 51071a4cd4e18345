; ModuleID = 'symm.c'
source_filename = "symm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [40 x [40 x double]] zeroinitializer, align 16, !dbg !0
@B = internal global [40 x [40 x double]] zeroinitializer, align 16, !dbg !7
@C = internal global [40 x [40 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_symm(double noundef %alpha, double noundef %beta) #0 !dbg !24 {
entry:
  %alpha.addr = alloca double, align 8
  %beta.addr = alloca double, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  %acc = alloca double, align 8
  store double %alpha, double* %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double* %alpha.addr, metadata !28, metadata !DIExpression()), !dbg !29
  store double %beta, double* %beta.addr, align 8
  call void @llvm.dbg.declare(metadata double* %beta.addr, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %i, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %j, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %k, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %i, align 4, !dbg !39
  br label %for.cond, !dbg !41

for.cond:                                         ; preds = %for.inc39, %entry
  %0 = load i32, i32* %i, align 4, !dbg !42
  %cmp = icmp slt i32 %0, 40, !dbg !44
  br i1 %cmp, label %for.body, label %for.end41, !dbg !45

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !46
  br label %for.cond1, !dbg !48

for.cond1:                                        ; preds = %for.inc36, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !49
  %cmp2 = icmp slt i32 %1, 40, !dbg !51
  br i1 %cmp2, label %for.body3, label %for.end38, !dbg !52

for.body3:                                        ; preds = %for.cond1
  call void @llvm.dbg.declare(metadata double* %acc, metadata !53, metadata !DIExpression()), !dbg !55
  store double 0.000000e+00, double* %acc, align 8, !dbg !55
  store i32 0, i32* %k, align 4, !dbg !56
  br label %for.cond4, !dbg !58

for.cond4:                                        ; preds = %for.inc, %for.body3
  %2 = load i32, i32* %k, align 4, !dbg !59
  %3 = load i32, i32* %i, align 4, !dbg !61
  %cmp5 = icmp sle i32 %2, %3, !dbg !62
  br i1 %cmp5, label %for.body6, label %for.end, !dbg !63

for.body6:                                        ; preds = %for.cond4
  %4 = load i32, i32* %i, align 4, !dbg !64
  %idxprom = sext i32 %4 to i64, !dbg !65
  %arrayidx = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %idxprom, !dbg !65
  %5 = load i32, i32* %k, align 4, !dbg !66
  %idxprom7 = sext i32 %5 to i64, !dbg !65
  %arrayidx8 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx, i64 0, i64 %idxprom7, !dbg !65
  %6 = load double, double* %arrayidx8, align 8, !dbg !65
  %7 = load i32, i32* %k, align 4, !dbg !67
  %idxprom9 = sext i32 %7 to i64, !dbg !68
  %arrayidx10 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %idxprom9, !dbg !68
  %8 = load i32, i32* %j, align 4, !dbg !69
  %idxprom11 = sext i32 %8 to i64, !dbg !68
  %arrayidx12 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx10, i64 0, i64 %idxprom11, !dbg !68
  %9 = load double, double* %arrayidx12, align 8, !dbg !68
  %10 = load double, double* %acc, align 8, !dbg !70
  %11 = call double @llvm.fmuladd.f64(double %6, double %9, double %10), !dbg !70
  store double %11, double* %acc, align 8, !dbg !70
  br label %for.inc, !dbg !71

for.inc:                                          ; preds = %for.body6
  %12 = load i32, i32* %k, align 4, !dbg !72
  %inc = add nsw i32 %12, 1, !dbg !72
  store i32 %inc, i32* %k, align 4, !dbg !72
  br label %for.cond4, !dbg !73, !llvm.loop !74

for.end:                                          ; preds = %for.cond4
  %13 = load i32, i32* %i, align 4, !dbg !77
  %add = add nsw i32 %13, 1, !dbg !79
  store i32 %add, i32* %k, align 4, !dbg !80
  br label %for.cond13, !dbg !81

for.cond13:                                       ; preds = %for.inc24, %for.end
  %14 = load i32, i32* %k, align 4, !dbg !82
  %cmp14 = icmp slt i32 %14, 40, !dbg !84
  br i1 %cmp14, label %for.body15, label %for.end26, !dbg !85

for.body15:                                       ; preds = %for.cond13
  %15 = load i32, i32* %k, align 4, !dbg !86
  %idxprom16 = sext i32 %15 to i64, !dbg !87
  %arrayidx17 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %idxprom16, !dbg !87
  %16 = load i32, i32* %i, align 4, !dbg !88
  %idxprom18 = sext i32 %16 to i64, !dbg !87
  %arrayidx19 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx17, i64 0, i64 %idxprom18, !dbg !87
  %17 = load double, double* %arrayidx19, align 8, !dbg !87
  %18 = load i32, i32* %k, align 4, !dbg !89
  %idxprom20 = sext i32 %18 to i64, !dbg !90
  %arrayidx21 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %idxprom20, !dbg !90
  %19 = load i32, i32* %j, align 4, !dbg !91
  %idxprom22 = sext i32 %19 to i64, !dbg !90
  %arrayidx23 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx21, i64 0, i64 %idxprom22, !dbg !90
  %20 = load double, double* %arrayidx23, align 8, !dbg !90
  %21 = load double, double* %acc, align 8, !dbg !92
  %22 = call double @llvm.fmuladd.f64(double %17, double %20, double %21), !dbg !92
  store double %22, double* %acc, align 8, !dbg !92
  br label %for.inc24, !dbg !93

for.inc24:                                        ; preds = %for.body15
  %23 = load i32, i32* %k, align 4, !dbg !94
  %inc25 = add nsw i32 %23, 1, !dbg !94
  store i32 %inc25, i32* %k, align 4, !dbg !94
  br label %for.cond13, !dbg !95, !llvm.loop !96

for.end26:                                        ; preds = %for.cond13
  %24 = load double, double* %beta.addr, align 8, !dbg !98
  %25 = load i32, i32* %i, align 4, !dbg !99
  %idxprom27 = sext i32 %25 to i64, !dbg !100
  %arrayidx28 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %idxprom27, !dbg !100
  %26 = load i32, i32* %j, align 4, !dbg !101
  %idxprom29 = sext i32 %26 to i64, !dbg !100
  %arrayidx30 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx28, i64 0, i64 %idxprom29, !dbg !100
  %27 = load double, double* %arrayidx30, align 8, !dbg !100
  %28 = load double, double* %alpha.addr, align 8, !dbg !102
  %29 = load double, double* %acc, align 8, !dbg !103
  %mul31 = fmul double %28, %29, !dbg !104
  %30 = call double @llvm.fmuladd.f64(double %24, double %27, double %mul31), !dbg !105
  %31 = load i32, i32* %i, align 4, !dbg !106
  %idxprom32 = sext i32 %31 to i64, !dbg !107
  %arrayidx33 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %idxprom32, !dbg !107
  %32 = load i32, i32* %j, align 4, !dbg !108
  %idxprom34 = sext i32 %32 to i64, !dbg !107
  %arrayidx35 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx33, i64 0, i64 %idxprom34, !dbg !107
  store double %30, double* %arrayidx35, align 8, !dbg !109
  br label %for.inc36, !dbg !110

for.inc36:                                        ; preds = %for.end26
  %33 = load i32, i32* %j, align 4, !dbg !111
  %inc37 = add nsw i32 %33, 1, !dbg !111
  store i32 %inc37, i32* %j, align 4, !dbg !111
  br label %for.cond1, !dbg !112, !llvm.loop !113

for.end38:                                        ; preds = %for.cond1
  br label %for.inc39, !dbg !114

for.inc39:                                        ; preds = %for.end38
  %34 = load i32, i32* %i, align 4, !dbg !115
  %inc40 = add nsw i32 %34, 1, !dbg !115
  store i32 %inc40, i32* %i, align 4, !dbg !115
  br label %for.cond, !dbg !116, !llvm.loop !117

for.end41:                                        ; preds = %for.cond
  ret void, !dbg !119
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !120 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata i32* %j, metadata !125, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.declare(metadata double* %s, metadata !127, metadata !DIExpression()), !dbg !128
  store double 0.000000e+00, double* %s, align 8, !dbg !128
  store i32 0, i32* %i, align 4, !dbg !129
  br label %for.cond, !dbg !131

for.cond:                                         ; preds = %for.inc24, %entry
  %0 = load i32, i32* %i, align 4, !dbg !132
  %cmp = icmp slt i32 %0, 40, !dbg !134
  br i1 %cmp, label %for.body, label %for.end26, !dbg !135

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !136
  br label %for.cond1, !dbg !138

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !139
  %cmp2 = icmp slt i32 %1, 40, !dbg !141
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !142

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %j, align 4, !dbg !143
  %3 = load i32, i32* %i, align 4, !dbg !145
  %cmp4 = icmp sle i32 %2, %3, !dbg !146
  br i1 %cmp4, label %cond.true, label %cond.false, !dbg !147

cond.true:                                        ; preds = %for.body3
  %4 = load i32, i32* %i, align 4, !dbg !148
  %5 = load i32, i32* %j, align 4, !dbg !149
  %add = add nsw i32 %4, %5, !dbg !150
  %rem = srem i32 %add, 6, !dbg !151
  %conv = sitofp i32 %rem to double, !dbg !152
  %div = fdiv double %conv, 6.000000e+00, !dbg !153
  br label %cond.end, !dbg !147

cond.false:                                       ; preds = %for.body3
  br label %cond.end, !dbg !147

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %div, %cond.true ], [ -9.990000e+02, %cond.false ], !dbg !147
  %6 = load i32, i32* %i, align 4, !dbg !154
  %idxprom = sext i32 %6 to i64, !dbg !155
  %arrayidx = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %idxprom, !dbg !155
  %7 = load i32, i32* %j, align 4, !dbg !156
  %idxprom5 = sext i32 %7 to i64, !dbg !155
  %arrayidx6 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx, i64 0, i64 %idxprom5, !dbg !155
  store double %cond, double* %arrayidx6, align 8, !dbg !157
  %8 = load i32, i32* %i, align 4, !dbg !158
  %mul = mul nsw i32 %8, 2, !dbg !159
  %9 = load i32, i32* %j, align 4, !dbg !160
  %add7 = add nsw i32 %mul, %9, !dbg !161
  %rem8 = srem i32 %add7, 7, !dbg !162
  %conv9 = sitofp i32 %rem8 to double, !dbg !163
  %div10 = fdiv double %conv9, 7.000000e+00, !dbg !164
  %10 = load i32, i32* %i, align 4, !dbg !165
  %idxprom11 = sext i32 %10 to i64, !dbg !166
  %arrayidx12 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %idxprom11, !dbg !166
  %11 = load i32, i32* %j, align 4, !dbg !167
  %idxprom13 = sext i32 %11 to i64, !dbg !166
  %arrayidx14 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx12, i64 0, i64 %idxprom13, !dbg !166
  store double %div10, double* %arrayidx14, align 8, !dbg !168
  %12 = load i32, i32* %i, align 4, !dbg !169
  %13 = load i32, i32* %j, align 4, !dbg !170
  %mul15 = mul nsw i32 %13, 5, !dbg !171
  %add16 = add nsw i32 %12, %mul15, !dbg !172
  %rem17 = srem i32 %add16, 4, !dbg !173
  %conv18 = sitofp i32 %rem17 to double, !dbg !174
  %div19 = fdiv double %conv18, 4.000000e+00, !dbg !175
  %14 = load i32, i32* %i, align 4, !dbg !176
  %idxprom20 = sext i32 %14 to i64, !dbg !177
  %arrayidx21 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %idxprom20, !dbg !177
  %15 = load i32, i32* %j, align 4, !dbg !178
  %idxprom22 = sext i32 %15 to i64, !dbg !177
  %arrayidx23 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx21, i64 0, i64 %idxprom22, !dbg !177
  store double %div19, double* %arrayidx23, align 8, !dbg !179
  br label %for.inc, !dbg !180

for.inc:                                          ; preds = %cond.end
  %16 = load i32, i32* %j, align 4, !dbg !181
  %inc = add nsw i32 %16, 1, !dbg !181
  store i32 %inc, i32* %j, align 4, !dbg !181
  br label %for.cond1, !dbg !182, !llvm.loop !183

for.end:                                          ; preds = %for.cond1
  br label %for.inc24, !dbg !184

for.inc24:                                        ; preds = %for.end
  %17 = load i32, i32* %i, align 4, !dbg !185
  %inc25 = add nsw i32 %17, 1, !dbg !185
  store i32 %inc25, i32* %i, align 4, !dbg !185
  br label %for.cond, !dbg !186, !llvm.loop !187

for.end26:                                        ; preds = %for.cond
  call void @kernel_symm(double noundef 1.250000e+00, double noundef 5.000000e-01), !dbg !189
  store i32 0, i32* %i, align 4, !dbg !190
  br label %for.cond27, !dbg !192

for.cond27:                                       ; preds = %for.inc43, %for.end26
  %18 = load i32, i32* %i, align 4, !dbg !193
  %cmp28 = icmp slt i32 %18, 40, !dbg !195
  br i1 %cmp28, label %for.body30, label %for.end45, !dbg !196

for.body30:                                       ; preds = %for.cond27
  store i32 0, i32* %j, align 4, !dbg !197
  br label %for.cond31, !dbg !199

for.cond31:                                       ; preds = %for.inc40, %for.body30
  %19 = load i32, i32* %j, align 4, !dbg !200
  %cmp32 = icmp slt i32 %19, 40, !dbg !202
  br i1 %cmp32, label %for.body34, label %for.end42, !dbg !203

for.body34:                                       ; preds = %for.cond31
  %20 = load i32, i32* %i, align 4, !dbg !204
  %idxprom35 = sext i32 %20 to i64, !dbg !205
  %arrayidx36 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %idxprom35, !dbg !205
  %21 = load i32, i32* %j, align 4, !dbg !206
  %idxprom37 = sext i32 %21 to i64, !dbg !205
  %arrayidx38 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx36, i64 0, i64 %idxprom37, !dbg !205
  %22 = load double, double* %arrayidx38, align 8, !dbg !205
  %23 = load double, double* %s, align 8, !dbg !207
  %add39 = fadd double %23, %22, !dbg !207
  store double %add39, double* %s, align 8, !dbg !207
  br label %for.inc40, !dbg !208

for.inc40:                                        ; preds = %for.body34
  %24 = load i32, i32* %j, align 4, !dbg !209
  %inc41 = add nsw i32 %24, 1, !dbg !209
  store i32 %inc41, i32* %j, align 4, !dbg !209
  br label %for.cond31, !dbg !210, !llvm.loop !211

for.end42:                                        ; preds = %for.cond31
  br label %for.inc43, !dbg !212

for.inc43:                                        ; preds = %for.end42
  %25 = load i32, i32* %i, align 4, !dbg !213
  %inc44 = add nsw i32 %25, 1, !dbg !213
  store i32 %inc44, i32* %i, align 4, !dbg !213
  br label %for.cond27, !dbg !214, !llvm.loop !215

for.end45:                                        ; preds = %for.cond27
  %26 = load double, double* %s, align 8, !dbg !217
  store double %26, double* @checksum, align 8, !dbg !218
  ret i32 0, !dbg !219
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 102400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_symm", scope: !3, file: !3, line: 15, type: !25, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5, !5}
!27 = !{}
!28 = !DILocalVariable(name: "alpha", arg: 1, scope: !24, file: !3, line: 15, type: !5)
!29 = !DILocation(line: 15, column: 51, scope: !24)
!30 = !DILocalVariable(name: "beta", arg: 2, scope: !24, file: !3, line: 15, type: !5)
!31 = !DILocation(line: 15, column: 65, scope: !24)
!32 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 17, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocation(line: 17, column: 7, scope: !24)
!35 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 17, type: !33)
!36 = !DILocation(line: 17, column: 10, scope: !24)
!37 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 17, type: !33)
!38 = !DILocation(line: 17, column: 13, scope: !24)
!39 = !DILocation(line: 18, column: 10, scope: !40)
!40 = distinct !DILexicalBlock(scope: !24, file: !3, line: 18, column: 3)
!41 = !DILocation(line: 18, column: 8, scope: !40)
!42 = !DILocation(line: 18, column: 15, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 18, column: 3)
!44 = !DILocation(line: 18, column: 17, scope: !43)
!45 = !DILocation(line: 18, column: 3, scope: !40)
!46 = !DILocation(line: 19, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 19, column: 5)
!48 = !DILocation(line: 19, column: 10, scope: !47)
!49 = !DILocation(line: 19, column: 17, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 19, column: 5)
!51 = !DILocation(line: 19, column: 19, scope: !50)
!52 = !DILocation(line: 19, column: 5, scope: !47)
!53 = !DILocalVariable(name: "acc", scope: !54, file: !3, line: 20, type: !5)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 29)
!55 = !DILocation(line: 20, column: 14, scope: !54)
!56 = !DILocation(line: 21, column: 14, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 21, column: 7)
!58 = !DILocation(line: 21, column: 12, scope: !57)
!59 = !DILocation(line: 21, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !3, line: 21, column: 7)
!61 = !DILocation(line: 21, column: 24, scope: !60)
!62 = !DILocation(line: 21, column: 21, scope: !60)
!63 = !DILocation(line: 21, column: 7, scope: !57)
!64 = !DILocation(line: 22, column: 18, scope: !60)
!65 = !DILocation(line: 22, column: 16, scope: !60)
!66 = !DILocation(line: 22, column: 21, scope: !60)
!67 = !DILocation(line: 22, column: 28, scope: !60)
!68 = !DILocation(line: 22, column: 26, scope: !60)
!69 = !DILocation(line: 22, column: 31, scope: !60)
!70 = !DILocation(line: 22, column: 13, scope: !60)
!71 = !DILocation(line: 22, column: 9, scope: !60)
!72 = !DILocation(line: 21, column: 28, scope: !60)
!73 = !DILocation(line: 21, column: 7, scope: !60)
!74 = distinct !{!74, !63, !75, !76}
!75 = !DILocation(line: 22, column: 32, scope: !57)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 23, column: 16, scope: !78)
!78 = distinct !DILexicalBlock(scope: !54, file: !3, line: 23, column: 7)
!79 = !DILocation(line: 23, column: 18, scope: !78)
!80 = !DILocation(line: 23, column: 14, scope: !78)
!81 = !DILocation(line: 23, column: 12, scope: !78)
!82 = !DILocation(line: 23, column: 23, scope: !83)
!83 = distinct !DILexicalBlock(scope: !78, file: !3, line: 23, column: 7)
!84 = !DILocation(line: 23, column: 25, scope: !83)
!85 = !DILocation(line: 23, column: 7, scope: !78)
!86 = !DILocation(line: 24, column: 18, scope: !83)
!87 = !DILocation(line: 24, column: 16, scope: !83)
!88 = !DILocation(line: 24, column: 21, scope: !83)
!89 = !DILocation(line: 24, column: 28, scope: !83)
!90 = !DILocation(line: 24, column: 26, scope: !83)
!91 = !DILocation(line: 24, column: 31, scope: !83)
!92 = !DILocation(line: 24, column: 13, scope: !83)
!93 = !DILocation(line: 24, column: 9, scope: !83)
!94 = !DILocation(line: 23, column: 31, scope: !83)
!95 = !DILocation(line: 23, column: 7, scope: !83)
!96 = distinct !{!96, !85, !97, !76}
!97 = !DILocation(line: 24, column: 32, scope: !78)
!98 = !DILocation(line: 25, column: 17, scope: !54)
!99 = !DILocation(line: 25, column: 26, scope: !54)
!100 = !DILocation(line: 25, column: 24, scope: !54)
!101 = !DILocation(line: 25, column: 29, scope: !54)
!102 = !DILocation(line: 25, column: 34, scope: !54)
!103 = !DILocation(line: 25, column: 42, scope: !54)
!104 = !DILocation(line: 25, column: 40, scope: !54)
!105 = !DILocation(line: 25, column: 32, scope: !54)
!106 = !DILocation(line: 25, column: 9, scope: !54)
!107 = !DILocation(line: 25, column: 7, scope: !54)
!108 = !DILocation(line: 25, column: 12, scope: !54)
!109 = !DILocation(line: 25, column: 15, scope: !54)
!110 = !DILocation(line: 26, column: 5, scope: !54)
!111 = !DILocation(line: 19, column: 25, scope: !50)
!112 = !DILocation(line: 19, column: 5, scope: !50)
!113 = distinct !{!113, !52, !114, !76}
!114 = !DILocation(line: 26, column: 5, scope: !47)
!115 = !DILocation(line: 18, column: 23, scope: !43)
!116 = !DILocation(line: 18, column: 3, scope: !43)
!117 = distinct !{!117, !45, !118, !76}
!118 = !DILocation(line: 26, column: 5, scope: !40)
!119 = !DILocation(line: 27, column: 1, scope: !24)
!120 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !121, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!121 = !DISubroutineType(types: !122)
!122 = !{!33}
!123 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 31, type: !33)
!124 = !DILocation(line: 31, column: 7, scope: !120)
!125 = !DILocalVariable(name: "j", scope: !120, file: !3, line: 31, type: !33)
!126 = !DILocation(line: 31, column: 10, scope: !120)
!127 = !DILocalVariable(name: "s", scope: !120, file: !3, line: 32, type: !5)
!128 = !DILocation(line: 32, column: 10, scope: !120)
!129 = !DILocation(line: 33, column: 10, scope: !130)
!130 = distinct !DILexicalBlock(scope: !120, file: !3, line: 33, column: 3)
!131 = !DILocation(line: 33, column: 8, scope: !130)
!132 = !DILocation(line: 33, column: 15, scope: !133)
!133 = distinct !DILexicalBlock(scope: !130, file: !3, line: 33, column: 3)
!134 = !DILocation(line: 33, column: 17, scope: !133)
!135 = !DILocation(line: 33, column: 3, scope: !130)
!136 = !DILocation(line: 34, column: 12, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 34, column: 5)
!138 = !DILocation(line: 34, column: 10, scope: !137)
!139 = !DILocation(line: 34, column: 17, scope: !140)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 34, column: 5)
!141 = !DILocation(line: 34, column: 19, scope: !140)
!142 = !DILocation(line: 34, column: 5, scope: !137)
!143 = !DILocation(line: 35, column: 18, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !3, line: 34, column: 29)
!145 = !DILocation(line: 35, column: 23, scope: !144)
!146 = !DILocation(line: 35, column: 20, scope: !144)
!147 = !DILocation(line: 35, column: 17, scope: !144)
!148 = !DILocation(line: 35, column: 38, scope: !144)
!149 = !DILocation(line: 35, column: 42, scope: !144)
!150 = !DILocation(line: 35, column: 40, scope: !144)
!151 = !DILocation(line: 35, column: 45, scope: !144)
!152 = !DILocation(line: 35, column: 28, scope: !144)
!153 = !DILocation(line: 35, column: 50, scope: !144)
!154 = !DILocation(line: 35, column: 9, scope: !144)
!155 = !DILocation(line: 35, column: 7, scope: !144)
!156 = !DILocation(line: 35, column: 12, scope: !144)
!157 = !DILocation(line: 35, column: 15, scope: !144)
!158 = !DILocation(line: 36, column: 27, scope: !144)
!159 = !DILocation(line: 36, column: 29, scope: !144)
!160 = !DILocation(line: 36, column: 35, scope: !144)
!161 = !DILocation(line: 36, column: 33, scope: !144)
!162 = !DILocation(line: 36, column: 38, scope: !144)
!163 = !DILocation(line: 36, column: 17, scope: !144)
!164 = !DILocation(line: 36, column: 43, scope: !144)
!165 = !DILocation(line: 36, column: 9, scope: !144)
!166 = !DILocation(line: 36, column: 7, scope: !144)
!167 = !DILocation(line: 36, column: 12, scope: !144)
!168 = !DILocation(line: 36, column: 15, scope: !144)
!169 = !DILocation(line: 37, column: 27, scope: !144)
!170 = !DILocation(line: 37, column: 31, scope: !144)
!171 = !DILocation(line: 37, column: 33, scope: !144)
!172 = !DILocation(line: 37, column: 29, scope: !144)
!173 = !DILocation(line: 37, column: 38, scope: !144)
!174 = !DILocation(line: 37, column: 17, scope: !144)
!175 = !DILocation(line: 37, column: 43, scope: !144)
!176 = !DILocation(line: 37, column: 9, scope: !144)
!177 = !DILocation(line: 37, column: 7, scope: !144)
!178 = !DILocation(line: 37, column: 12, scope: !144)
!179 = !DILocation(line: 37, column: 15, scope: !144)
!180 = !DILocation(line: 38, column: 5, scope: !144)
!181 = !DILocation(line: 34, column: 25, scope: !140)
!182 = !DILocation(line: 34, column: 5, scope: !140)
!183 = distinct !{!183, !142, !184, !76}
!184 = !DILocation(line: 38, column: 5, scope: !137)
!185 = !DILocation(line: 33, column: 23, scope: !133)
!186 = !DILocation(line: 33, column: 3, scope: !133)
!187 = distinct !{!187, !135, !188, !76}
!188 = !DILocation(line: 38, column: 5, scope: !130)
!189 = !DILocation(line: 39, column: 3, scope: !120)
!190 = !DILocation(line: 40, column: 10, scope: !191)
!191 = distinct !DILexicalBlock(scope: !120, file: !3, line: 40, column: 3)
!192 = !DILocation(line: 40, column: 8, scope: !191)
!193 = !DILocation(line: 40, column: 15, scope: !194)
!194 = distinct !DILexicalBlock(scope: !191, file: !3, line: 40, column: 3)
!195 = !DILocation(line: 40, column: 17, scope: !194)
!196 = !DILocation(line: 40, column: 3, scope: !191)
!197 = !DILocation(line: 41, column: 12, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !3, line: 41, column: 5)
!199 = !DILocation(line: 41, column: 10, scope: !198)
!200 = !DILocation(line: 41, column: 17, scope: !201)
!201 = distinct !DILexicalBlock(scope: !198, file: !3, line: 41, column: 5)
!202 = !DILocation(line: 41, column: 19, scope: !201)
!203 = !DILocation(line: 41, column: 5, scope: !198)
!204 = !DILocation(line: 42, column: 14, scope: !201)
!205 = !DILocation(line: 42, column: 12, scope: !201)
!206 = !DILocation(line: 42, column: 17, scope: !201)
!207 = !DILocation(line: 42, column: 9, scope: !201)
!208 = !DILocation(line: 42, column: 7, scope: !201)
!209 = !DILocation(line: 41, column: 25, scope: !201)
!210 = !DILocation(line: 41, column: 5, scope: !201)
!211 = distinct !{!211, !203, !212, !76}
!212 = !DILocation(line: 42, column: 18, scope: !198)
!213 = !DILocation(line: 40, column: 23, scope: !194)
!214 = !DILocation(line: 40, column: 3, scope: !194)
!215 = distinct !{!215, !196, !216, !76}
!216 = !DILocation(line: 42, column: 18, scope: !191)
!217 = !DILocation(line: 43, column: 14, scope: !120)
!218 = !DILocation(line: 43, column: 12, scope: !120)
!219 = !DILocation(line: 44, column: 3, scope: !120)
