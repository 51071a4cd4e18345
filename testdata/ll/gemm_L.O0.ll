; ModuleID = 'gemm.c'
source_filename = "gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@C = internal global [100 x [100 x double]] zeroinitializer, align 16, !dbg !0
@A = internal global [100 x [100 x double]] zeroinitializer, align 16, !dbg !7
@B = internal global [100 x [100 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_gemm(double noundef %alpha, double noundef %beta) #0 !dbg !24 {
entry:
  %alpha.addr = alloca double, align 8
  %beta.addr = alloca double, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  store double %alpha, double* %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double* %alpha.addr, metadata !28, metadata !DIExpression()), !dbg !29
  store double %beta, double* %beta.addr, align 8
  call void @llvm.dbg.declare(metadata double* %beta.addr, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %i, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %j, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %k, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %i, align 4, !dbg !39
  br label %for.cond, !dbg !41

for.cond:                                         ; preds = %for.inc26, %entry
  %0 = load i32, i32* %i, align 4, !dbg !42
  %cmp = icmp slt i32 %0, 100, !dbg !44
  br i1 %cmp, label %for.body, label %for.end28, !dbg !45

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !46
  br label %for.cond1, !dbg !48

for.cond1:                                        ; preds = %for.inc23, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !49
  %cmp2 = icmp slt i32 %1, 100, !dbg !51
  br i1 %cmp2, label %for.body3, label %for.end25, !dbg !52

for.body3:                                        ; preds = %for.cond1
  %2 = load double, double* %beta.addr, align 8, !dbg !53
  %3 = load i32, i32* %i, align 4, !dbg !55
  %idxprom = sext i32 %3 to i64, !dbg !56
  %arrayidx = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @C, i64 0, i64 %idxprom, !dbg !56
  %4 = load i32, i32* %j, align 4, !dbg !57
  %idxprom4 = sext i32 %4 to i64, !dbg !56
  %arrayidx5 = getelementptr inbounds [100 x double], [100 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !56
  %5 = load double, double* %arrayidx5, align 8, !dbg !58
  %mul = fmul double %5, %2, !dbg !58
  store double %mul, double* %arrayidx5, align 8, !dbg !58
  store i32 0, i32* %k, align 4, !dbg !59
  br label %for.cond6, !dbg !61

for.cond6:                                        ; preds = %for.inc, %for.body3
  %6 = load i32, i32* %k, align 4, !dbg !62
  %cmp7 = icmp slt i32 %6, 100, !dbg !64
  br i1 %cmp7, label %for.body8, label %for.end, !dbg !65

for.body8:                                        ; preds = %for.cond6
  %7 = load double, double* %alpha.addr, align 8, !dbg !66
  %8 = load i32, i32* %i, align 4, !dbg !67
  %idxprom9 = sext i32 %8 to i64, !dbg !68
  %arrayidx10 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @A, i64 0, i64 %idxprom9, !dbg !68
  %9 = load i32, i32* %k, align 4, !dbg !69
  %idxprom11 = sext i32 %9 to i64, !dbg !68
  %arrayidx12 = getelementptr inbounds [100 x double], [100 x double]* %arrayidx10, i64 0, i64 %idxprom11, !dbg !68
  %10 = load double, double* %arrayidx12, align 8, !dbg !68
  %mul13 = fmul double %7, %10, !dbg !70
  %11 = load i32, i32* %k, align 4, !dbg !71
  %idxprom14 = sext i32 %11 to i64, !dbg !72
  %arrayidx15 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @B, i64 0, i64 %idxprom14, !dbg !72
  %12 = load i32, i32* %j, align 4, !dbg !73
  %idxprom16 = sext i32 %12 to i64, !dbg !72
  %arrayidx17 = getelementptr inbounds [100 x double], [100 x double]* %arrayidx15, i64 0, i64 %idxprom16, !dbg !72
  %13 = load double, double* %arrayidx17, align 8, !dbg !72
  %14 = load i32, i32* %i, align 4, !dbg !74
  %idxprom19 = sext i32 %14 to i64, !dbg !75
  %arrayidx20 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @C, i64 0, i64 %idxprom19, !dbg !75
  %15 = load i32, i32* %j, align 4, !dbg !76
  %idxprom21 = sext i32 %15 to i64, !dbg !75
  %arrayidx22 = getelementptr inbounds [100 x double], [100 x double]* %arrayidx20, i64 0, i64 %idxprom21, !dbg !75
  %16 = load double, double* %arrayidx22, align 8, !dbg !77
  %17 = call double @llvm.fmuladd.f64(double %mul13, double %13, double %16), !dbg !77
  store double %17, double* %arrayidx22, align 8, !dbg !77
  br label %for.inc, !dbg !75

for.inc:                                          ; preds = %for.body8
  %18 = load i32, i32* %k, align 4, !dbg !78
  %inc = add nsw i32 %18, 1, !dbg !78
  store i32 %inc, i32* %k, align 4, !dbg !78
  br label %for.cond6, !dbg !79, !llvm.loop !80

for.end:                                          ; preds = %for.cond6
  br label %for.inc23, !dbg !83

for.inc23:                                        ; preds = %for.end
  %19 = load i32, i32* %j, align 4, !dbg !84
  %inc24 = add nsw i32 %19, 1, !dbg !84
  store i32 %inc24, i32* %j, align 4, !dbg !84
  br label %for.cond1, !dbg !85, !llvm.loop !86

for.end25:                                        ; preds = %for.cond1
  br label %for.inc26, !dbg !87

for.inc26:                                        ; preds = %for.end25
  %20 = load i32, i32* %i, align 4, !dbg !88
  %inc27 = add nsw i32 %20, 1, !dbg !88
  store i32 %inc27, i32* %i, align 4, !dbg !88
  br label %for.cond, !dbg !89, !llvm.loop !90

for.end28:                                        ; preds = %for.cond
  ret void, !dbg !92
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !96, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.declare(metadata i32* %j, metadata !98, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.declare(metadata double* %s, metadata !100, metadata !DIExpression()), !dbg !101
  store double 0.000000e+00, double* %s, align 8, !dbg !101
  store i32 0, i32* %i, align 4, !dbg !102
  br label %for.cond, !dbg !104

for.cond:                                         ; preds = %for.inc24, %entry
  %0 = load i32, i32* %i, align 4, !dbg !105
  %cmp = icmp slt i32 %0, 100, !dbg !107
  br i1 %cmp, label %for.body, label %for.end26, !dbg !108

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !109
  br label %for.cond1, !dbg !111

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !112
  %cmp2 = icmp slt i32 %1, 100, !dbg !114
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !115

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !116
  %3 = load i32, i32* %j, align 4, !dbg !118
  %mul = mul nsw i32 %2, %3, !dbg !119
  %add = add nsw i32 %mul, 1, !dbg !120
  %rem = srem i32 %add, 100, !dbg !121
  %conv = sitofp i32 %rem to double, !dbg !122
  %div = fdiv double %conv, 1.000000e+02, !dbg !123
  %4 = load i32, i32* %i, align 4, !dbg !124
  %idxprom = sext i32 %4 to i64, !dbg !125
  %arrayidx = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @A, i64 0, i64 %idxprom, !dbg !125
  %5 = load i32, i32* %j, align 4, !dbg !126
  %idxprom4 = sext i32 %5 to i64, !dbg !125
  %arrayidx5 = getelementptr inbounds [100 x double], [100 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !125
  store double %div, double* %arrayidx5, align 8, !dbg !127
  %6 = load i32, i32* %i, align 4, !dbg !128
  %7 = load i32, i32* %j, align 4, !dbg !129
  %mul6 = mul nsw i32 2, %7, !dbg !130
  %add7 = add nsw i32 %6, %mul6, !dbg !131
  %rem8 = srem i32 %add7, 100, !dbg !132
  %conv9 = sitofp i32 %rem8 to double, !dbg !133
  %div10 = fdiv double %conv9, 1.000000e+02, !dbg !134
  %8 = load i32, i32* %i, align 4, !dbg !135
  %idxprom11 = sext i32 %8 to i64, !dbg !136
  %arrayidx12 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @B, i64 0, i64 %idxprom11, !dbg !136
  %9 = load i32, i32* %j, align 4, !dbg !137
  %idxprom13 = sext i32 %9 to i64, !dbg !136
  %arrayidx14 = getelementptr inbounds [100 x double], [100 x double]* %arrayidx12, i64 0, i64 %idxprom13, !dbg !136
  store double %div10, double* %arrayidx14, align 8, !dbg !138
  %10 = load i32, i32* %i, align 4, !dbg !139
  %11 = load i32, i32* %j, align 4, !dbg !140
  %add15 = add nsw i32 %11, 3, !dbg !141
  %mul16 = mul nsw i32 %10, %add15, !dbg !142
  %rem17 = srem i32 %mul16, 100, !dbg !143
  %conv18 = sitofp i32 %rem17 to double, !dbg !144
  %div19 = fdiv double %conv18, 1.000000e+02, !dbg !145
  %12 = load i32, i32* %i, align 4, !dbg !146
  %idxprom20 = sext i32 %12 to i64, !dbg !147
  %arrayidx21 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @C, i64 0, i64 %idxprom20, !dbg !147
  %13 = load i32, i32* %j, align 4, !dbg !148
  %idxprom22 = sext i32 %13 to i64, !dbg !147
  %arrayidx23 = getelementptr inbounds [100 x double], [100 x double]* %arrayidx21, i64 0, i64 %idxprom22, !dbg !147
  store double %div19, double* %arrayidx23, align 8, !dbg !149
  br label %for.inc, !dbg !150

for.inc:                                          ; preds = %for.body3
  %14 = load i32, i32* %j, align 4, !dbg !151
  %inc = add nsw i32 %14, 1, !dbg !151
  store i32 %inc, i32* %j, align 4, !dbg !151
  br label %for.cond1, !dbg !152, !llvm.loop !153

for.end:                                          ; preds = %for.cond1
  br label %for.inc24, !dbg !154

for.inc24:                                        ; preds = %for.end
  %15 = load i32, i32* %i, align 4, !dbg !155
  %inc25 = add nsw i32 %15, 1, !dbg !155
  store i32 %inc25, i32* %i, align 4, !dbg !155
  br label %for.cond, !dbg !156, !llvm.loop !157

for.end26:                                        ; preds = %for.cond
  call void @kernel_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !159
  store i32 0, i32* %i, align 4, !dbg !160
  br label %for.cond27, !dbg !162

for.cond27:                                       ; preds = %for.inc43, %for.end26
  %16 = load i32, i32* %i, align 4, !dbg !163
  %cmp28 = icmp slt i32 %16, 100, !dbg !165
  br i1 %cmp28, label %for.body30, label %for.end45, !dbg !166

for.body30:                                       ; preds = %for.cond27
  store i32 0, i32* %j, align 4, !dbg !167
  br label %for.cond31, !dbg !169

for.cond31:                                       ; preds = %for.inc40, %for.body30
  %17 = load i32, i32* %j, align 4, !dbg !170
  %cmp32 = icmp slt i32 %17, 100, !dbg !172
  br i1 %cmp32, label %for.body34, label %for.end42, !dbg !173

for.body34:                                       ; preds = %for.cond31
  %18 = load i32, i32* %i, align 4, !dbg !174
  %idxprom35 = sext i32 %18 to i64, !dbg !175
  %arrayidx36 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @C, i64 0, i64 %idxprom35, !dbg !175
  %19 = load i32, i32* %j, align 4, !dbg !176
  %idxprom37 = sext i32 %19 to i64, !dbg !175
  %arrayidx38 = getelementptr inbounds [100 x double], [100 x double]* %arrayidx36, i64 0, i64 %idxprom37, !dbg !175
  %20 = load double, double* %arrayidx38, align 8, !dbg !175
  %21 = load double, double* %s, align 8, !dbg !177
  %add39 = fadd double %21, %20, !dbg !177
  store double %add39, double* %s, align 8, !dbg !177
  br label %for.inc40, !dbg !178

for.inc40:                                        ; preds = %for.body34
  %22 = load i32, i32* %j, align 4, !dbg !179
  %inc41 = add nsw i32 %22, 1, !dbg !179
  store i32 %inc41, i32* %j, align 4, !dbg !179
  br label %for.cond31, !dbg !180, !llvm.loop !181

for.end42:                                        ; preds = %for.cond31
  br label %for.inc43, !dbg !182

for.inc43:                                        ; preds = %for.end42
  %23 = load i32, i32* %i, align 4, !dbg !183
  %inc44 = add nsw i32 %23, 1, !dbg !183
  store i32 %inc44, i32* %i, align 4, !dbg !183
  br label %for.cond27, !dbg !184, !llvm.loop !185

for.end45:                                        ; preds = %for.cond27
  %24 = load double, double* %s, align 8, !dbg !187
  store double %24, double* @checksum, align 8, !dbg !188
  ret i32 0, !dbg !189
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !12, !0, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 640000, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 100)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_gemm", scope: !3, file: !3, line: 13, type: !25, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5, !5}
!27 = !{}
!28 = !DILocalVariable(name: "alpha", arg: 1, scope: !24, file: !3, line: 13, type: !5)
!29 = !DILocation(line: 13, column: 51, scope: !24)
!30 = !DILocalVariable(name: "beta", arg: 2, scope: !24, file: !3, line: 13, type: !5)
!31 = !DILocation(line: 13, column: 65, scope: !24)
!32 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 15, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocation(line: 15, column: 7, scope: !24)
!35 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 15, type: !33)
!36 = !DILocation(line: 15, column: 10, scope: !24)
!37 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 15, type: !33)
!38 = !DILocation(line: 15, column: 13, scope: !24)
!39 = !DILocation(line: 16, column: 10, scope: !40)
!40 = distinct !DILexicalBlock(scope: !24, file: !3, line: 16, column: 3)
!41 = !DILocation(line: 16, column: 8, scope: !40)
!42 = !DILocation(line: 16, column: 15, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 16, column: 3)
!44 = !DILocation(line: 16, column: 17, scope: !43)
!45 = !DILocation(line: 16, column: 3, scope: !40)
!46 = !DILocation(line: 17, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 17, column: 5)
!48 = !DILocation(line: 17, column: 10, scope: !47)
!49 = !DILocation(line: 17, column: 17, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 17, column: 5)
!51 = !DILocation(line: 17, column: 19, scope: !50)
!52 = !DILocation(line: 17, column: 5, scope: !47)
!53 = !DILocation(line: 18, column: 18, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 17, column: 29)
!55 = !DILocation(line: 18, column: 9, scope: !54)
!56 = !DILocation(line: 18, column: 7, scope: !54)
!57 = !DILocation(line: 18, column: 12, scope: !54)
!58 = !DILocation(line: 18, column: 15, scope: !54)
!59 = !DILocation(line: 19, column: 14, scope: !60)
!60 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 7)
!61 = !DILocation(line: 19, column: 12, scope: !60)
!62 = !DILocation(line: 19, column: 19, scope: !63)
!63 = distinct !DILexicalBlock(scope: !60, file: !3, line: 19, column: 7)
!64 = !DILocation(line: 19, column: 21, scope: !63)
!65 = !DILocation(line: 19, column: 7, scope: !60)
!66 = !DILocation(line: 20, column: 20, scope: !63)
!67 = !DILocation(line: 20, column: 30, scope: !63)
!68 = !DILocation(line: 20, column: 28, scope: !63)
!69 = !DILocation(line: 20, column: 33, scope: !63)
!70 = !DILocation(line: 20, column: 26, scope: !63)
!71 = !DILocation(line: 20, column: 40, scope: !63)
!72 = !DILocation(line: 20, column: 38, scope: !63)
!73 = !DILocation(line: 20, column: 43, scope: !63)
!74 = !DILocation(line: 20, column: 11, scope: !63)
!75 = !DILocation(line: 20, column: 9, scope: !63)
!76 = !DILocation(line: 20, column: 14, scope: !63)
!77 = !DILocation(line: 20, column: 17, scope: !63)
!78 = !DILocation(line: 19, column: 27, scope: !63)
!79 = !DILocation(line: 19, column: 7, scope: !63)
!80 = distinct !{!80, !65, !81, !82}
!81 = !DILocation(line: 20, column: 44, scope: !60)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 21, column: 5, scope: !54)
!84 = !DILocation(line: 17, column: 25, scope: !50)
!85 = !DILocation(line: 17, column: 5, scope: !50)
!86 = distinct !{!86, !52, !87, !82}
!87 = !DILocation(line: 21, column: 5, scope: !47)
!88 = !DILocation(line: 16, column: 23, scope: !43)
!89 = !DILocation(line: 16, column: 3, scope: !43)
!90 = distinct !{!90, !45, !91, !82}
!91 = !DILocation(line: 21, column: 5, scope: !40)
!92 = !DILocation(line: 22, column: 1, scope: !24)
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !94, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!94 = !DISubroutineType(types: !95)
!95 = !{!33}
!96 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 26, type: !33)
!97 = !DILocation(line: 26, column: 7, scope: !93)
!98 = !DILocalVariable(name: "j", scope: !93, file: !3, line: 26, type: !33)
!99 = !DILocation(line: 26, column: 10, scope: !93)
!100 = !DILocalVariable(name: "s", scope: !93, file: !3, line: 27, type: !5)
!101 = !DILocation(line: 27, column: 10, scope: !93)
!102 = !DILocation(line: 28, column: 10, scope: !103)
!103 = distinct !DILexicalBlock(scope: !93, file: !3, line: 28, column: 3)
!104 = !DILocation(line: 28, column: 8, scope: !103)
!105 = !DILocation(line: 28, column: 15, scope: !106)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 28, column: 3)
!107 = !DILocation(line: 28, column: 17, scope: !106)
!108 = !DILocation(line: 28, column: 3, scope: !103)
!109 = !DILocation(line: 29, column: 12, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 29, column: 5)
!111 = !DILocation(line: 29, column: 10, scope: !110)
!112 = !DILocation(line: 29, column: 17, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 29, column: 5)
!114 = !DILocation(line: 29, column: 19, scope: !113)
!115 = !DILocation(line: 29, column: 5, scope: !110)
!116 = !DILocation(line: 30, column: 27, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 29, column: 29)
!118 = !DILocation(line: 30, column: 31, scope: !117)
!119 = !DILocation(line: 30, column: 29, scope: !117)
!120 = !DILocation(line: 30, column: 33, scope: !117)
!121 = !DILocation(line: 30, column: 38, scope: !117)
!122 = !DILocation(line: 30, column: 17, scope: !117)
!123 = !DILocation(line: 30, column: 43, scope: !117)
!124 = !DILocation(line: 30, column: 9, scope: !117)
!125 = !DILocation(line: 30, column: 7, scope: !117)
!126 = !DILocation(line: 30, column: 12, scope: !117)
!127 = !DILocation(line: 30, column: 15, scope: !117)
!128 = !DILocation(line: 31, column: 27, scope: !117)
!129 = !DILocation(line: 31, column: 35, scope: !117)
!130 = !DILocation(line: 31, column: 33, scope: !117)
!131 = !DILocation(line: 31, column: 29, scope: !117)
!132 = !DILocation(line: 31, column: 38, scope: !117)
!133 = !DILocation(line: 31, column: 17, scope: !117)
!134 = !DILocation(line: 31, column: 43, scope: !117)
!135 = !DILocation(line: 31, column: 9, scope: !117)
!136 = !DILocation(line: 31, column: 7, scope: !117)
!137 = !DILocation(line: 31, column: 12, scope: !117)
!138 = !DILocation(line: 31, column: 15, scope: !117)
!139 = !DILocation(line: 32, column: 27, scope: !117)
!140 = !DILocation(line: 32, column: 32, scope: !117)
!141 = !DILocation(line: 32, column: 34, scope: !117)
!142 = !DILocation(line: 32, column: 29, scope: !117)
!143 = !DILocation(line: 32, column: 40, scope: !117)
!144 = !DILocation(line: 32, column: 17, scope: !117)
!145 = !DILocation(line: 32, column: 45, scope: !117)
!146 = !DILocation(line: 32, column: 9, scope: !117)
!147 = !DILocation(line: 32, column: 7, scope: !117)
!148 = !DILocation(line: 32, column: 12, scope: !117)
!149 = !DILocation(line: 32, column: 15, scope: !117)
!150 = !DILocation(line: 33, column: 5, scope: !117)
!151 = !DILocation(line: 29, column: 25, scope: !113)
!152 = !DILocation(line: 29, column: 5, scope: !113)
!153 = distinct !{!153, !115, !154, !82}
!154 = !DILocation(line: 33, column: 5, scope: !110)
!155 = !DILocation(line: 28, column: 23, scope: !106)
!156 = !DILocation(line: 28, column: 3, scope: !106)
!157 = distinct !{!157, !108, !158, !82}
!158 = !DILocation(line: 33, column: 5, scope: !103)
!159 = !DILocation(line: 34, column: 3, scope: !93)
!160 = !DILocation(line: 35, column: 10, scope: !161)
!161 = distinct !DILexicalBlock(scope: !93, file: !3, line: 35, column: 3)
!162 = !DILocation(line: 35, column: 8, scope: !161)
!163 = !DILocation(line: 35, column: 15, scope: !164)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 35, column: 3)
!165 = !DILocation(line: 35, column: 17, scope: !164)
!166 = !DILocation(line: 35, column: 3, scope: !161)
!167 = !DILocation(line: 36, column: 12, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !3, line: 36, column: 5)
!169 = !DILocation(line: 36, column: 10, scope: !168)
!170 = !DILocation(line: 36, column: 17, scope: !171)
!171 = distinct !DILexicalBlock(scope: !168, file: !3, line: 36, column: 5)
!172 = !DILocation(line: 36, column: 19, scope: !171)
!173 = !DILocation(line: 36, column: 5, scope: !168)
!174 = !DILocation(line: 37, column: 14, scope: !171)
!175 = !DILocation(line: 37, column: 12, scope: !171)
!176 = !DILocation(line: 37, column: 17, scope: !171)
!177 = !DILocation(line: 37, column: 9, scope: !171)
!178 = !DILocation(line: 37, column: 7, scope: !171)
!179 = !DILocation(line: 36, column: 25, scope: !171)
!180 = !DILocation(line: 36, column: 5, scope: !171)
!181 = distinct !{!181, !173, !182, !82}
!182 = !DILocation(line: 37, column: 18, scope: !168)
!183 = !DILocation(line: 35, column: 23, scope: !164)
!184 = !DILocation(line: 35, column: 3, scope: !164)
!185 = distinct !{!185, !166, !186, !82}
!186 = !DILocation(line: 37, column: 18, scope: !161)
!187 = !DILocation(line: 38, column: 14, scope: !93)
!188 = !DILocation(line: 38, column: 12, scope: !93)
!189 = !DILocation(line: 39, column: 3, scope: !93)
