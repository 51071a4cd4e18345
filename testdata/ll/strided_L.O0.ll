; ModuleID = 'strided.c'
source_filename = "strided.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@V = internal global [400000 x double] zeroinitializer, align 16, !dbg !0
@W = internal global [200000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @kernel_strided() #0 !dbg !25 {
entry:
  %i = alloca i64, align 8
  %s = alloca double, align 8
  call void @llvm.dbg.declare(metadata i64* %i, metadata !28, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata double* %s, metadata !31, metadata !DIExpression()), !dbg !32
  store double 0.000000e+00, double* %s, align 8, !dbg !32
  store i64 0, i64* %i, align 8, !dbg !33
  br label %for.cond, !dbg !35

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i64, i64* %i, align 8, !dbg !36
  %cmp = icmp slt i64 %0, 400000, !dbg !38
  br i1 %cmp, label %for.body, label %for.end, !dbg !39

for.body:                                         ; preds = %for.cond
  %1 = load i64, i64* %i, align 8, !dbg !40
  %arrayidx = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %1, !dbg !41
  %2 = load double, double* %arrayidx, align 8, !dbg !41
  %3 = load double, double* %s, align 8, !dbg !42
  %add = fadd double %3, %2, !dbg !42
  store double %add, double* %s, align 8, !dbg !42
  br label %for.inc, !dbg !43

for.inc:                                          ; preds = %for.body
  %4 = load i64, i64* %i, align 8, !dbg !44
  %add1 = add nsw i64 %4, 4, !dbg !44
  store i64 %add1, i64* %i, align 8, !dbg !44
  br label %for.cond, !dbg !45, !llvm.loop !46

for.end:                                          ; preds = %for.cond
  store i64 1, i64* %i, align 8, !dbg !49
  br label %for.cond2, !dbg !51

for.cond2:                                        ; preds = %for.inc7, %for.end
  %5 = load i64, i64* %i, align 8, !dbg !52
  %cmp3 = icmp slt i64 %5, 400000, !dbg !54
  br i1 %cmp3, label %for.body4, label %for.end9, !dbg !55

for.body4:                                        ; preds = %for.cond2
  %6 = load i64, i64* %i, align 8, !dbg !56
  %arrayidx5 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %6, !dbg !57
  %7 = load double, double* %arrayidx5, align 8, !dbg !57
  %8 = load double, double* %s, align 8, !dbg !58
  %9 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %7, double %8), !dbg !59
  %10 = load i64, i64* %i, align 8, !dbg !60
  %arrayidx6 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %10, !dbg !61
  store double %9, double* %arrayidx6, align 8, !dbg !62
  br label %for.inc7, !dbg !61

for.inc7:                                         ; preds = %for.body4
  %11 = load i64, i64* %i, align 8, !dbg !63
  %add8 = add nsw i64 %11, 3, !dbg !63
  store i64 %add8, i64* %i, align 8, !dbg !63
  br label %for.cond2, !dbg !64, !llvm.loop !65

for.end9:                                         ; preds = %for.cond2
  store i64 0, i64* %i, align 8, !dbg !67
  br label %for.cond10, !dbg !69

for.cond10:                                       ; preds = %for.inc19, %for.end9
  %12 = load i64, i64* %i, align 8, !dbg !70
  %add11 = add nsw i64 %12, 1, !dbg !72
  %cmp12 = icmp slt i64 %add11, 400000, !dbg !73
  br i1 %cmp12, label %for.body13, label %for.end21, !dbg !74

for.body13:                                       ; preds = %for.cond10
  %13 = load i64, i64* %i, align 8, !dbg !75
  %arrayidx14 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %13, !dbg !76
  %14 = load double, double* %arrayidx14, align 8, !dbg !76
  %15 = load i64, i64* %i, align 8, !dbg !77
  %add15 = add nsw i64 %15, 1, !dbg !78
  %arrayidx16 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %add15, !dbg !79
  %16 = load double, double* %arrayidx16, align 8, !dbg !79
  %add17 = fadd double %14, %16, !dbg !80
  %17 = load i64, i64* %i, align 8, !dbg !81
  %div = sdiv i64 %17, 2, !dbg !82
  %arrayidx18 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %div, !dbg !83
  store double %add17, double* %arrayidx18, align 8, !dbg !84
  br label %for.inc19, !dbg !83

for.inc19:                                        ; preds = %for.body13
  %18 = load i64, i64* %i, align 8, !dbg !85
  %add20 = add nsw i64 %18, 2, !dbg !85
  store i64 %add20, i64* %i, align 8, !dbg !85
  br label %for.cond10, !dbg !86, !llvm.loop !87

for.end21:                                        ; preds = %for.cond10
  %19 = load double, double* %s, align 8, !dbg !89
  ret double %19, !dbg !90
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !91 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i64, align 8
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i64* %i, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.declare(metadata double* %s, metadata !97, metadata !DIExpression()), !dbg !98
  store i64 0, i64* %i, align 8, !dbg !99
  br label %for.cond, !dbg !101

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i64, i64* %i, align 8, !dbg !102
  %cmp = icmp slt i64 %0, 400000, !dbg !104
  br i1 %cmp, label %for.body, label %for.end, !dbg !105

for.body:                                         ; preds = %for.cond
  %1 = load i64, i64* %i, align 8, !dbg !106
  %rem = srem i64 %1, 9, !dbg !107
  %conv = sitofp i64 %rem to double, !dbg !108
  %mul = fmul double %conv, 1.250000e-01, !dbg !109
  %2 = load i64, i64* %i, align 8, !dbg !110
  %arrayidx = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %2, !dbg !111
  store double %mul, double* %arrayidx, align 8, !dbg !112
  br label %for.inc, !dbg !111

for.inc:                                          ; preds = %for.body
  %3 = load i64, i64* %i, align 8, !dbg !113
  %inc = add nsw i64 %3, 1, !dbg !113
  store i64 %inc, i64* %i, align 8, !dbg !113
  br label %for.cond, !dbg !114, !llvm.loop !115

for.end:                                          ; preds = %for.cond
  %call = call double @kernel_strided(), !dbg !117
  store double %call, double* %s, align 8, !dbg !118
  store i64 0, i64* %i, align 8, !dbg !119
  br label %for.cond1, !dbg !121

for.cond1:                                        ; preds = %for.inc6, %for.end
  %4 = load i64, i64* %i, align 8, !dbg !122
  %cmp2 = icmp slt i64 %4, 200000, !dbg !124
  br i1 %cmp2, label %for.body4, label %for.end8, !dbg !125

for.body4:                                        ; preds = %for.cond1
  %5 = load i64, i64* %i, align 8, !dbg !126
  %arrayidx5 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %5, !dbg !127
  %6 = load double, double* %arrayidx5, align 8, !dbg !127
  %7 = load double, double* %s, align 8, !dbg !128
  %add = fadd double %7, %6, !dbg !128
  store double %add, double* %s, align 8, !dbg !128
  br label %for.inc6, !dbg !129

for.inc6:                                         ; preds = %for.body4
  %8 = load i64, i64* %i, align 8, !dbg !130
  %inc7 = add nsw i64 %8, 1, !dbg !130
  store i64 %inc7, i64* %i, align 8, !dbg !130
  br label %for.cond1, !dbg !131, !llvm.loop !132

for.end8:                                         ; preds = %for.cond1
  %9 = load double, double* %s, align 8, !dbg !134
  store double %9, double* @checksum, align 8, !dbg !135
  ret i32 0, !dbg !136
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "V", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "strided.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "W", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 200000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 25600000, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 400000)
!17 = !{i32 7, !"Dwarf Version", i32 4}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_strided", scope: !3, file: !3, line: 16, type: !26, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!26 = !DISubroutineType(types: !4)
!27 = !{}
!28 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 18, type: !29)
!29 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!30 = !DILocation(line: 18, column: 8, scope: !25)
!31 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 19, type: !5)
!32 = !DILocation(line: 19, column: 10, scope: !25)
!33 = !DILocation(line: 20, column: 10, scope: !34)
!34 = distinct !DILexicalBlock(scope: !25, file: !3, line: 20, column: 3)
!35 = !DILocation(line: 20, column: 8, scope: !34)
!36 = !DILocation(line: 20, column: 15, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 20, column: 3)
!38 = !DILocation(line: 20, column: 17, scope: !37)
!39 = !DILocation(line: 20, column: 3, scope: !34)
!40 = !DILocation(line: 21, column: 12, scope: !37)
!41 = !DILocation(line: 21, column: 10, scope: !37)
!42 = !DILocation(line: 21, column: 7, scope: !37)
!43 = !DILocation(line: 21, column: 5, scope: !37)
!44 = !DILocation(line: 20, column: 24, scope: !37)
!45 = !DILocation(line: 20, column: 3, scope: !37)
!46 = distinct !{!46, !39, !47, !48}
!47 = !DILocation(line: 21, column: 13, scope: !34)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 22, column: 10, scope: !50)
!50 = distinct !DILexicalBlock(scope: !25, file: !3, line: 22, column: 3)
!51 = !DILocation(line: 22, column: 8, scope: !50)
!52 = !DILocation(line: 22, column: 15, scope: !53)
!53 = distinct !DILexicalBlock(scope: !50, file: !3, line: 22, column: 3)
!54 = !DILocation(line: 22, column: 17, scope: !53)
!55 = !DILocation(line: 22, column: 3, scope: !50)
!56 = !DILocation(line: 23, column: 20, scope: !53)
!57 = !DILocation(line: 23, column: 18, scope: !53)
!58 = !DILocation(line: 23, column: 25, scope: !53)
!59 = !DILocation(line: 23, column: 23, scope: !53)
!60 = !DILocation(line: 23, column: 7, scope: !53)
!61 = !DILocation(line: 23, column: 5, scope: !53)
!62 = !DILocation(line: 23, column: 10, scope: !53)
!63 = !DILocation(line: 22, column: 24, scope: !53)
!64 = !DILocation(line: 22, column: 3, scope: !53)
!65 = distinct !{!65, !55, !66, !48}
!66 = !DILocation(line: 23, column: 25, scope: !50)
!67 = !DILocation(line: 24, column: 10, scope: !68)
!68 = distinct !DILexicalBlock(scope: !25, file: !3, line: 24, column: 3)
!69 = !DILocation(line: 24, column: 8, scope: !68)
!70 = !DILocation(line: 24, column: 15, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 24, column: 3)
!72 = !DILocation(line: 24, column: 17, scope: !71)
!73 = !DILocation(line: 24, column: 21, scope: !71)
!74 = !DILocation(line: 24, column: 3, scope: !68)
!75 = !DILocation(line: 25, column: 18, scope: !71)
!76 = !DILocation(line: 25, column: 16, scope: !71)
!77 = !DILocation(line: 25, column: 25, scope: !71)
!78 = !DILocation(line: 25, column: 27, scope: !71)
!79 = !DILocation(line: 25, column: 23, scope: !71)
!80 = !DILocation(line: 25, column: 21, scope: !71)
!81 = !DILocation(line: 25, column: 7, scope: !71)
!82 = !DILocation(line: 25, column: 9, scope: !71)
!83 = !DILocation(line: 25, column: 5, scope: !71)
!84 = !DILocation(line: 25, column: 14, scope: !71)
!85 = !DILocation(line: 24, column: 28, scope: !71)
!86 = !DILocation(line: 24, column: 3, scope: !71)
!87 = distinct !{!87, !74, !88, !48}
!88 = !DILocation(line: 25, column: 30, scope: !68)
!89 = !DILocation(line: 26, column: 10, scope: !25)
!90 = !DILocation(line: 26, column: 3, scope: !25)
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !92, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!92 = !DISubroutineType(types: !93)
!93 = !{!94}
!94 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!95 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 31, type: !29)
!96 = !DILocation(line: 31, column: 8, scope: !91)
!97 = !DILocalVariable(name: "s", scope: !91, file: !3, line: 32, type: !5)
!98 = !DILocation(line: 32, column: 10, scope: !91)
!99 = !DILocation(line: 33, column: 10, scope: !100)
!100 = distinct !DILexicalBlock(scope: !91, file: !3, line: 33, column: 3)
!101 = !DILocation(line: 33, column: 8, scope: !100)
!102 = !DILocation(line: 33, column: 15, scope: !103)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 33, column: 3)
!104 = !DILocation(line: 33, column: 17, scope: !103)
!105 = !DILocation(line: 33, column: 3, scope: !100)
!106 = !DILocation(line: 34, column: 21, scope: !103)
!107 = !DILocation(line: 34, column: 23, scope: !103)
!108 = !DILocation(line: 34, column: 12, scope: !103)
!109 = !DILocation(line: 34, column: 28, scope: !103)
!110 = !DILocation(line: 34, column: 7, scope: !103)
!111 = !DILocation(line: 34, column: 5, scope: !103)
!112 = !DILocation(line: 34, column: 10, scope: !103)
!113 = !DILocation(line: 33, column: 23, scope: !103)
!114 = !DILocation(line: 33, column: 3, scope: !103)
!115 = distinct !{!115, !105, !116, !48}
!116 = !DILocation(line: 34, column: 30, scope: !100)
!117 = !DILocation(line: 35, column: 7, scope: !91)
!118 = !DILocation(line: 35, column: 5, scope: !91)
!119 = !DILocation(line: 36, column: 10, scope: !120)
!120 = distinct !DILexicalBlock(scope: !91, file: !3, line: 36, column: 3)
!121 = !DILocation(line: 36, column: 8, scope: !120)
!122 = !DILocation(line: 36, column: 15, scope: !123)
!123 = distinct !DILexicalBlock(scope: !120, file: !3, line: 36, column: 3)
!124 = !DILocation(line: 36, column: 17, scope: !123)
!125 = !DILocation(line: 36, column: 3, scope: !120)
!126 = !DILocation(line: 37, column: 12, scope: !123)
!127 = !DILocation(line: 37, column: 10, scope: !123)
!128 = !DILocation(line: 37, column: 7, scope: !123)
!129 = !DILocation(line: 37, column: 5, scope: !123)
!130 = !DILocation(line: 36, column: 27, scope: !123)
!131 = !DILocation(line: 36, column: 3, scope: !123)
!132 = distinct !{!132, !125, !133, !48}
!133 = !DILocation(line: 37, column: 13, scope: !120)
!134 = !DILocation(line: 38, column: 14, scope: !91)
!135 = !DILocation(line: 38, column: 12, scope: !91)
!136 = !DILocation(line: 39, column: 3, scope: !91)
