; ModuleID = 'atax.c'
source_filename = "atax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Y = internal global [420 x double] zeroinitializer, align 16, !dbg !0
@A = internal global [380 x [420 x double]] zeroinitializer, align 16, !dbg !7
@X = internal global [420 x double] zeroinitializer, align 16, !dbg !13
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_atax() #0 !dbg !27 {
entry:
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %tmp = alloca double, align 8
  call void @llvm.dbg.declare(metadata i32* %i, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %j, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata double* %tmp, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %j, align 4, !dbg !38
  br label %for.cond, !dbg !40

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %j, align 4, !dbg !41
  %cmp = icmp slt i32 %0, 420, !dbg !43
  br i1 %cmp, label %for.body, label %for.end, !dbg !44

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %j, align 4, !dbg !45
  %idxprom = sext i32 %1 to i64, !dbg !46
  %arrayidx = getelementptr inbounds [420 x double], [420 x double]* @Y, i64 0, i64 %idxprom, !dbg !46
  store double 0.000000e+00, double* %arrayidx, align 8, !dbg !47
  br label %for.inc, !dbg !46

for.inc:                                          ; preds = %for.body
  %2 = load i32, i32* %j, align 4, !dbg !48
  %inc = add nsw i32 %2, 1, !dbg !48
  store i32 %inc, i32* %j, align 4, !dbg !48
  br label %for.cond, !dbg !49, !llvm.loop !50

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !53
  br label %for.cond1, !dbg !55

for.cond1:                                        ; preds = %for.inc28, %for.end
  %3 = load i32, i32* %i, align 4, !dbg !56
  %cmp2 = icmp slt i32 %3, 380, !dbg !58
  br i1 %cmp2, label %for.body3, label %for.end30, !dbg !59

for.body3:                                        ; preds = %for.cond1
  store double 0.000000e+00, double* %tmp, align 8, !dbg !60
  store i32 0, i32* %j, align 4, !dbg !62
  br label %for.cond4, !dbg !64

for.cond4:                                        ; preds = %for.inc13, %for.body3
  %4 = load i32, i32* %j, align 4, !dbg !65
  %cmp5 = icmp slt i32 %4, 420, !dbg !67
  br i1 %cmp5, label %for.body6, label %for.end15, !dbg !68

for.body6:                                        ; preds = %for.cond4
  %5 = load i32, i32* %i, align 4, !dbg !69
  %idxprom7 = sext i32 %5 to i64, !dbg !70
  %arrayidx8 = getelementptr inbounds [380 x [420 x double]], [380 x [420 x double]]* @A, i64 0, i64 %idxprom7, !dbg !70
  %6 = load i32, i32* %j, align 4, !dbg !71
  %idxprom9 = sext i32 %6 to i64, !dbg !70
  %arrayidx10 = getelementptr inbounds [420 x double], [420 x double]* %arrayidx8, i64 0, i64 %idxprom9, !dbg !70
  %7 = load double, double* %arrayidx10, align 8, !dbg !70
  %8 = load i32, i32* %j, align 4, !dbg !72
  %idxprom11 = sext i32 %8 to i64, !dbg !73
  %arrayidx12 = getelementptr inbounds [420 x double], [420 x double]* @X, i64 0, i64 %idxprom11, !dbg !73
  %9 = load double, double* %arrayidx12, align 8, !dbg !73
  %10 = load double, double* %tmp, align 8, !dbg !74
  %11 = call double @llvm.fmuladd.f64(double %7, double %9, double %10), !dbg !74
  store double %11, double* %tmp, align 8, !dbg !74
  br label %for.inc13, !dbg !75

for.inc13:                                        ; preds = %for.body6
  %12 = load i32, i32* %j, align 4, !dbg !76
  %inc14 = add nsw i32 %12, 1, !dbg !76
  store i32 %inc14, i32* %j, align 4, !dbg !76
  br label %for.cond4, !dbg !77, !llvm.loop !78

for.end15:                                        ; preds = %for.cond4
  store i32 0, i32* %j, align 4, !dbg !80
  br label %for.cond16, !dbg !82

for.cond16:                                       ; preds = %for.inc25, %for.end15
  %13 = load i32, i32* %j, align 4, !dbg !83
  %cmp17 = icmp slt i32 %13, 420, !dbg !85
  br i1 %cmp17, label %for.body18, label %for.end27, !dbg !86

for.body18:                                       ; preds = %for.cond16
  %14 = load i32, i32* %i, align 4, !dbg !87
  %idxprom19 = sext i32 %14 to i64, !dbg !88
  %arrayidx20 = getelementptr inbounds [380 x [420 x double]], [380 x [420 x double]]* @A, i64 0, i64 %idxprom19, !dbg !88
  %15 = load i32, i32* %j, align 4, !dbg !89
  %idxprom21 = sext i32 %15 to i64, !dbg !88
  %arrayidx22 = getelementptr inbounds [420 x double], [420 x double]* %arrayidx20, i64 0, i64 %idxprom21, !dbg !88
  %16 = load double, double* %arrayidx22, align 8, !dbg !88
  %17 = load double, double* %tmp, align 8, !dbg !90
  %18 = load i32, i32* %j, align 4, !dbg !91
  %idxprom23 = sext i32 %18 to i64, !dbg !92
  %arrayidx24 = getelementptr inbounds [420 x double], [420 x double]* @Y, i64 0, i64 %idxprom23, !dbg !92
  %19 = load double, double* %arrayidx24, align 8, !dbg !93
  %20 = call double @llvm.fmuladd.f64(double %16, double %17, double %19), !dbg !93
  store double %20, double* %arrayidx24, align 8, !dbg !93
  br label %for.inc25, !dbg !92

for.inc25:                                        ; preds = %for.body18
  %21 = load i32, i32* %j, align 4, !dbg !94
  %inc26 = add nsw i32 %21, 1, !dbg !94
  store i32 %inc26, i32* %j, align 4, !dbg !94
  br label %for.cond16, !dbg !95, !llvm.loop !96

for.end27:                                        ; preds = %for.cond16
  br label %for.inc28, !dbg !98

for.inc28:                                        ; preds = %for.end27
  %22 = load i32, i32* %i, align 4, !dbg !99
  %inc29 = add nsw i32 %22, 1, !dbg !99
  store i32 %inc29, i32* %i, align 4, !dbg !99
  br label %for.cond1, !dbg !100, !llvm.loop !101

for.end30:                                        ; preds = %for.cond1
  ret void, !dbg !103
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !104 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !107, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.declare(metadata i32* %j, metadata !109, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.declare(metadata double* %s, metadata !111, metadata !DIExpression()), !dbg !112
  store double 0.000000e+00, double* %s, align 8, !dbg !112
  store i32 0, i32* %j, align 4, !dbg !113
  br label %for.cond, !dbg !115

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %j, align 4, !dbg !116
  %cmp = icmp slt i32 %0, 420, !dbg !118
  br i1 %cmp, label %for.body, label %for.end, !dbg !119

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %j, align 4, !dbg !120
  %add = add nsw i32 %1, 1, !dbg !121
  %conv = sitofp i32 %add to double, !dbg !122
  %div = fdiv double 1.000000e+00, %conv, !dbg !123
  %2 = load i32, i32* %j, align 4, !dbg !124
  %idxprom = sext i32 %2 to i64, !dbg !125
  %arrayidx = getelementptr inbounds [420 x double], [420 x double]* @X, i64 0, i64 %idxprom, !dbg !125
  store double %div, double* %arrayidx, align 8, !dbg !126
  br label %for.inc, !dbg !125

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %j, align 4, !dbg !127
  %inc = add nsw i32 %3, 1, !dbg !127
  store i32 %inc, i32* %j, align 4, !dbg !127
  br label %for.cond, !dbg !128, !llvm.loop !129

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !131
  br label %for.cond1, !dbg !133

for.cond1:                                        ; preds = %for.inc19, %for.end
  %4 = load i32, i32* %i, align 4, !dbg !134
  %cmp2 = icmp slt i32 %4, 380, !dbg !136
  br i1 %cmp2, label %for.body4, label %for.end21, !dbg !137

for.body4:                                        ; preds = %for.cond1
  store i32 0, i32* %j, align 4, !dbg !138
  br label %for.cond5, !dbg !140

for.cond5:                                        ; preds = %for.inc16, %for.body4
  %5 = load i32, i32* %j, align 4, !dbg !141
  %cmp6 = icmp slt i32 %5, 420, !dbg !143
  br i1 %cmp6, label %for.body8, label %for.end18, !dbg !144

for.body8:                                        ; preds = %for.cond5
  %6 = load i32, i32* %i, align 4, !dbg !145
  %mul = mul nsw i32 %6, 3, !dbg !146
  %7 = load i32, i32* %j, align 4, !dbg !147
  %add9 = add nsw i32 %mul, %7, !dbg !148
  %rem = srem i32 %add9, 17, !dbg !149
  %conv10 = sitofp i32 %rem to double, !dbg !150
  %div11 = fdiv double %conv10, 1.700000e+01, !dbg !151
  %8 = load i32, i32* %i, align 4, !dbg !152
  %idxprom12 = sext i32 %8 to i64, !dbg !153
  %arrayidx13 = getelementptr inbounds [380 x [420 x double]], [380 x [420 x double]]* @A, i64 0, i64 %idxprom12, !dbg !153
  %9 = load i32, i32* %j, align 4, !dbg !154
  %idxprom14 = sext i32 %9 to i64, !dbg !153
  %arrayidx15 = getelementptr inbounds [420 x double], [420 x double]* %arrayidx13, i64 0, i64 %idxprom14, !dbg !153
  store double %div11, double* %arrayidx15, align 8, !dbg !155
  br label %for.inc16, !dbg !153

for.inc16:                                        ; preds = %for.body8
  %10 = load i32, i32* %j, align 4, !dbg !156
  %inc17 = add nsw i32 %10, 1, !dbg !156
  store i32 %inc17, i32* %j, align 4, !dbg !156
  br label %for.cond5, !dbg !157, !llvm.loop !158

for.end18:                                        ; preds = %for.cond5
  br label %for.inc19, !dbg !159

for.inc19:                                        ; preds = %for.end18
  %11 = load i32, i32* %i, align 4, !dbg !160
  %inc20 = add nsw i32 %11, 1, !dbg !160
  store i32 %inc20, i32* %i, align 4, !dbg !160
  br label %for.cond1, !dbg !161, !llvm.loop !162

for.end21:                                        ; preds = %for.cond1
  call void @kernel_atax(), !dbg !164
  store i32 0, i32* %j, align 4, !dbg !165
  br label %for.cond22, !dbg !167

for.cond22:                                       ; preds = %for.inc29, %for.end21
  %12 = load i32, i32* %j, align 4, !dbg !168
  %cmp23 = icmp slt i32 %12, 420, !dbg !170
  br i1 %cmp23, label %for.body25, label %for.end31, !dbg !171

for.body25:                                       ; preds = %for.cond22
  %13 = load i32, i32* %j, align 4, !dbg !172
  %idxprom26 = sext i32 %13 to i64, !dbg !173
  %arrayidx27 = getelementptr inbounds [420 x double], [420 x double]* @Y, i64 0, i64 %idxprom26, !dbg !173
  %14 = load double, double* %arrayidx27, align 8, !dbg !173
  %15 = load double, double* %s, align 8, !dbg !174
  %add28 = fadd double %15, %14, !dbg !174
  store double %add28, double* %s, align 8, !dbg !174
  br label %for.inc29, !dbg !175

for.inc29:                                        ; preds = %for.body25
  %16 = load i32, i32* %j, align 4, !dbg !176
  %inc30 = add nsw i32 %16, 1, !dbg !176
  store i32 %inc30, i32* %j, align 4, !dbg !176
  br label %for.cond22, !dbg !177, !llvm.loop !178

for.end31:                                        ; preds = %for.cond22
  %17 = load double, double* %s, align 8, !dbg !180
  store double %17, double* @checksum, align 8, !dbg !181
  ret i32 0, !dbg !182
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atax.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !13, !0, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 10214400, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 380)
!12 = !DISubrange(count: 420)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 26880, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_atax", scope: !3, file: !3, line: 16, type: !28, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{null}
!30 = !{}
!31 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 18, type: !32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocation(line: 18, column: 7, scope: !27)
!34 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 18, type: !32)
!35 = !DILocation(line: 18, column: 10, scope: !27)
!36 = !DILocalVariable(name: "tmp", scope: !27, file: !3, line: 19, type: !5)
!37 = !DILocation(line: 19, column: 10, scope: !27)
!38 = !DILocation(line: 20, column: 10, scope: !39)
!39 = distinct !DILexicalBlock(scope: !27, file: !3, line: 20, column: 3)
!40 = !DILocation(line: 20, column: 8, scope: !39)
!41 = !DILocation(line: 20, column: 15, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 20, column: 3)
!43 = !DILocation(line: 20, column: 17, scope: !42)
!44 = !DILocation(line: 20, column: 3, scope: !39)
!45 = !DILocation(line: 21, column: 7, scope: !42)
!46 = !DILocation(line: 21, column: 5, scope: !42)
!47 = !DILocation(line: 21, column: 10, scope: !42)
!48 = !DILocation(line: 20, column: 23, scope: !42)
!49 = !DILocation(line: 20, column: 3, scope: !42)
!50 = distinct !{!50, !44, !51, !52}
!51 = !DILocation(line: 21, column: 12, scope: !39)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 22, column: 10, scope: !54)
!54 = distinct !DILexicalBlock(scope: !27, file: !3, line: 22, column: 3)
!55 = !DILocation(line: 22, column: 8, scope: !54)
!56 = !DILocation(line: 22, column: 15, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 22, column: 3)
!58 = !DILocation(line: 22, column: 17, scope: !57)
!59 = !DILocation(line: 22, column: 3, scope: !54)
!60 = !DILocation(line: 23, column: 9, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 22, column: 27)
!62 = !DILocation(line: 24, column: 12, scope: !63)
!63 = distinct !DILexicalBlock(scope: !61, file: !3, line: 24, column: 5)
!64 = !DILocation(line: 24, column: 10, scope: !63)
!65 = !DILocation(line: 24, column: 17, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 24, column: 5)
!67 = !DILocation(line: 24, column: 19, scope: !66)
!68 = !DILocation(line: 24, column: 5, scope: !63)
!69 = !DILocation(line: 25, column: 16, scope: !66)
!70 = !DILocation(line: 25, column: 14, scope: !66)
!71 = !DILocation(line: 25, column: 19, scope: !66)
!72 = !DILocation(line: 25, column: 26, scope: !66)
!73 = !DILocation(line: 25, column: 24, scope: !66)
!74 = !DILocation(line: 25, column: 11, scope: !66)
!75 = !DILocation(line: 25, column: 7, scope: !66)
!76 = !DILocation(line: 24, column: 25, scope: !66)
!77 = !DILocation(line: 24, column: 5, scope: !66)
!78 = distinct !{!78, !68, !79, !52}
!79 = !DILocation(line: 25, column: 27, scope: !63)
!80 = !DILocation(line: 26, column: 12, scope: !81)
!81 = distinct !DILexicalBlock(scope: !61, file: !3, line: 26, column: 5)
!82 = !DILocation(line: 26, column: 10, scope: !81)
!83 = !DILocation(line: 26, column: 17, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 26, column: 5)
!85 = !DILocation(line: 26, column: 19, scope: !84)
!86 = !DILocation(line: 26, column: 5, scope: !81)
!87 = !DILocation(line: 27, column: 17, scope: !84)
!88 = !DILocation(line: 27, column: 15, scope: !84)
!89 = !DILocation(line: 27, column: 20, scope: !84)
!90 = !DILocation(line: 27, column: 25, scope: !84)
!91 = !DILocation(line: 27, column: 9, scope: !84)
!92 = !DILocation(line: 27, column: 7, scope: !84)
!93 = !DILocation(line: 27, column: 12, scope: !84)
!94 = !DILocation(line: 26, column: 25, scope: !84)
!95 = !DILocation(line: 26, column: 5, scope: !84)
!96 = distinct !{!96, !86, !97, !52}
!97 = !DILocation(line: 27, column: 25, scope: !81)
!98 = !DILocation(line: 28, column: 3, scope: !61)
!99 = !DILocation(line: 22, column: 23, scope: !57)
!100 = !DILocation(line: 22, column: 3, scope: !57)
!101 = distinct !{!101, !59, !102, !52}
!102 = !DILocation(line: 28, column: 3, scope: !54)
!103 = !DILocation(line: 29, column: 1, scope: !27)
!104 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !105, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!105 = !DISubroutineType(types: !106)
!106 = !{!32}
!107 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 33, type: !32)
!108 = !DILocation(line: 33, column: 7, scope: !104)
!109 = !DILocalVariable(name: "j", scope: !104, file: !3, line: 33, type: !32)
!110 = !DILocation(line: 33, column: 10, scope: !104)
!111 = !DILocalVariable(name: "s", scope: !104, file: !3, line: 34, type: !5)
!112 = !DILocation(line: 34, column: 10, scope: !104)
!113 = !DILocation(line: 35, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !104, file: !3, line: 35, column: 3)
!115 = !DILocation(line: 35, column: 8, scope: !114)
!116 = !DILocation(line: 35, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 35, column: 3)
!118 = !DILocation(line: 35, column: 17, scope: !117)
!119 = !DILocation(line: 35, column: 3, scope: !114)
!120 = !DILocation(line: 36, column: 27, scope: !117)
!121 = !DILocation(line: 36, column: 29, scope: !117)
!122 = !DILocation(line: 36, column: 18, scope: !117)
!123 = !DILocation(line: 36, column: 16, scope: !117)
!124 = !DILocation(line: 36, column: 7, scope: !117)
!125 = !DILocation(line: 36, column: 5, scope: !117)
!126 = !DILocation(line: 36, column: 10, scope: !117)
!127 = !DILocation(line: 35, column: 23, scope: !117)
!128 = !DILocation(line: 35, column: 3, scope: !117)
!129 = distinct !{!129, !119, !130, !52}
!130 = !DILocation(line: 36, column: 32, scope: !114)
!131 = !DILocation(line: 37, column: 10, scope: !132)
!132 = distinct !DILexicalBlock(scope: !104, file: !3, line: 37, column: 3)
!133 = !DILocation(line: 37, column: 8, scope: !132)
!134 = !DILocation(line: 37, column: 15, scope: !135)
!135 = distinct !DILexicalBlock(scope: !132, file: !3, line: 37, column: 3)
!136 = !DILocation(line: 37, column: 17, scope: !135)
!137 = !DILocation(line: 37, column: 3, scope: !132)
!138 = !DILocation(line: 38, column: 12, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 38, column: 5)
!140 = !DILocation(line: 38, column: 10, scope: !139)
!141 = !DILocation(line: 38, column: 17, scope: !142)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 38, column: 5)
!143 = !DILocation(line: 38, column: 19, scope: !142)
!144 = !DILocation(line: 38, column: 5, scope: !139)
!145 = !DILocation(line: 39, column: 27, scope: !142)
!146 = !DILocation(line: 39, column: 29, scope: !142)
!147 = !DILocation(line: 39, column: 35, scope: !142)
!148 = !DILocation(line: 39, column: 33, scope: !142)
!149 = !DILocation(line: 39, column: 38, scope: !142)
!150 = !DILocation(line: 39, column: 17, scope: !142)
!151 = !DILocation(line: 39, column: 44, scope: !142)
!152 = !DILocation(line: 39, column: 9, scope: !142)
!153 = !DILocation(line: 39, column: 7, scope: !142)
!154 = !DILocation(line: 39, column: 12, scope: !142)
!155 = !DILocation(line: 39, column: 15, scope: !142)
!156 = !DILocation(line: 38, column: 25, scope: !142)
!157 = !DILocation(line: 38, column: 5, scope: !142)
!158 = distinct !{!158, !144, !159, !52}
!159 = !DILocation(line: 39, column: 46, scope: !139)
!160 = !DILocation(line: 37, column: 23, scope: !135)
!161 = !DILocation(line: 37, column: 3, scope: !135)
!162 = distinct !{!162, !137, !163, !52}
!163 = !DILocation(line: 39, column: 46, scope: !132)
!164 = !DILocation(line: 40, column: 3, scope: !104)
!165 = !DILocation(line: 41, column: 10, scope: !166)
!166 = distinct !DILexicalBlock(scope: !104, file: !3, line: 41, column: 3)
!167 = !DILocation(line: 41, column: 8, scope: !166)
!168 = !DILocation(line: 41, column: 15, scope: !169)
!169 = distinct !DILexicalBlock(scope: !166, file: !3, line: 41, column: 3)
!170 = !DILocation(line: 41, column: 17, scope: !169)
!171 = !DILocation(line: 41, column: 3, scope: !166)
!172 = !DILocation(line: 42, column: 12, scope: !169)
!173 = !DILocation(line: 42, column: 10, scope: !169)
!174 = !DILocation(line: 42, column: 7, scope: !169)
!175 = !DILocation(line: 42, column: 5, scope: !169)
!176 = !DILocation(line: 41, column: 23, scope: !169)
!177 = !DILocation(line: 41, column: 3, scope: !169)
!178 = distinct !{!178, !171, !179, !52}
!179 = !DILocation(line: 42, column: 13, scope: !166)
!180 = !DILocation(line: 43, column: 14, scope: !104)
!181 = !DILocation(line: 43, column: 12, scope: !104)
!182 = !DILocation(line: 44, column: 3, scope: !104)
