; ModuleID = 'strided.c'
source_filename = "strided.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@V = internal global [400000 x double] zeroinitializer, align 16, !dbg !0
@W = internal global [200000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @kernel_strided() #0 !dbg !25 {
  %1 = alloca i64, align 8
  %2 = alloca double, align 8
  call void @llvm.dbg.declare(metadata i64* %1, metadata !28, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata double* %2, metadata !31, metadata !DIExpression()), !dbg !32
  store double 0.000000e+00, double* %2, align 8, !dbg !32
  store i64 0, i64* %1, align 8, !dbg !33
  br label %3, !dbg !35

3:                                                ; preds = %12, %0
  %4 = load i64, i64* %1, align 8, !dbg !36
  %5 = icmp slt i64 %4, 400000, !dbg !38
  br i1 %5, label %6, label %15, !dbg !39

6:                                                ; preds = %3
  %7 = load i64, i64* %1, align 8, !dbg !40
  %8 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %7, !dbg !41
  %9 = load double, double* %8, align 8, !dbg !41
  %10 = load double, double* %2, align 8, !dbg !42
  %11 = fadd double %10, %9, !dbg !42
  store double %11, double* %2, align 8, !dbg !42
  br label %12, !dbg !43

12:                                               ; preds = %6
  %13 = load i64, i64* %1, align 8, !dbg !44
  %14 = add nsw i64 %13, 4, !dbg !44
  store i64 %14, i64* %1, align 8, !dbg !44
  br label %3, !dbg !45, !llvm.loop !46

15:                                               ; preds = %3
  store i64 1, i64* %1, align 8, !dbg !49
  br label %16, !dbg !51

16:                                               ; preds = %27, %15
  %17 = load i64, i64* %1, align 8, !dbg !52
  %18 = icmp slt i64 %17, 400000, !dbg !54
  br i1 %18, label %19, label %30, !dbg !55

19:                                               ; preds = %16
  %20 = load i64, i64* %1, align 8, !dbg !56
  %21 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %20, !dbg !57
  %22 = load double, double* %21, align 8, !dbg !57
  %23 = load double, double* %2, align 8, !dbg !58
  %24 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %22, double %23), !dbg !59
  %25 = load i64, i64* %1, align 8, !dbg !60
  %26 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %25, !dbg !61
  store double %24, double* %26, align 8, !dbg !62
  br label %27, !dbg !61

27:                                               ; preds = %19
  %28 = load i64, i64* %1, align 8, !dbg !63
  %29 = add nsw i64 %28, 3, !dbg !63
  store i64 %29, i64* %1, align 8, !dbg !63
  br label %16, !dbg !64, !llvm.loop !65

30:                                               ; preds = %16
  store i64 0, i64* %1, align 8, !dbg !67
  br label %31, !dbg !69

31:                                               ; preds = %47, %30
  %32 = load i64, i64* %1, align 8, !dbg !70
  %33 = add nsw i64 %32, 1, !dbg !72
  %34 = icmp slt i64 %33, 400000, !dbg !73
  br i1 %34, label %35, label %50, !dbg !74

35:                                               ; preds = %31
  %36 = load i64, i64* %1, align 8, !dbg !75
  %37 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %36, !dbg !76
  %38 = load double, double* %37, align 8, !dbg !76
  %39 = load i64, i64* %1, align 8, !dbg !77
  %40 = add nsw i64 %39, 1, !dbg !78
  %41 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %40, !dbg !79
  %42 = load double, double* %41, align 8, !dbg !79
  %43 = fadd double %38, %42, !dbg !80
  %44 = load i64, i64* %1, align 8, !dbg !81
  %45 = sdiv i64 %44, 2, !dbg !82
  %46 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %45, !dbg !83
  store double %43, double* %46, align 8, !dbg !84
  br label %47, !dbg !83

47:                                               ; preds = %35
  %48 = load i64, i64* %1, align 8, !dbg !85
  %49 = add nsw i64 %48, 2, !dbg !85
  store i64 %49, i64* %1, align 8, !dbg !85
  br label %31, !dbg !86, !llvm.loop !87

50:                                               ; preds = %31
  %51 = load double, double* %2, align 8, !dbg !89
  ret double %51, !dbg !90
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !91 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.declare(metadata double* %3, metadata !97, metadata !DIExpression()), !dbg !98
  store i64 0, i64* %2, align 8, !dbg !99
  br label %4, !dbg !101

4:                                                ; preds = %14, %0
  %5 = load i64, i64* %2, align 8, !dbg !102
  %6 = icmp slt i64 %5, 400000, !dbg !104
  br i1 %6, label %7, label %17, !dbg !105

7:                                                ; preds = %4
  %8 = load i64, i64* %2, align 8, !dbg !106
  %9 = srem i64 %8, 9, !dbg !107
  %10 = sitofp i64 %9 to double, !dbg !108
  %11 = fmul double %10, 1.250000e-01, !dbg !109
  %12 = load i64, i64* %2, align 8, !dbg !110
  %13 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %12, !dbg !111
  store double %11, double* %13, align 8, !dbg !112
  br label %14, !dbg !111

14:                                               ; preds = %7
  %15 = load i64, i64* %2, align 8, !dbg !113
  %16 = add nsw i64 %15, 1, !dbg !113
  store i64 %16, i64* %2, align 8, !dbg !113
  br label %4, !dbg !114, !llvm.loop !115

17:                                               ; preds = %4
  %18 = call double @kernel_strided(), !dbg !117
  store double %18, double* %3, align 8, !dbg !118
  store i64 0, i64* %2, align 8, !dbg !119
  br label %19, !dbg !121

19:                                               ; preds = %28, %17
  %20 = load i64, i64* %2, align 8, !dbg !122
  %21 = icmp slt i64 %20, 200000, !dbg !124
  br i1 %21, label %22, label %31, !dbg !125

22:                                               ; preds = %19
  %23 = load i64, i64* %2, align 8, !dbg !126
  %24 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %23, !dbg !127
  %25 = load double, double* %24, align 8, !dbg !127
  %26 = load double, double* %3, align 8, !dbg !128
  %27 = fadd double %26, %25, !dbg !128
  store double %27, double* %3, align 8, !dbg !128
  br label %28, !dbg !129

28:                                               ; preds = %22
  %29 = load i64, i64* %2, align 8, !dbg !130
  %30 = add nsw i64 %29, 1, !dbg !130
  store i64 %30, i64* %2, align 8, !dbg !130
  br label %19, !dbg !131, !llvm.loop !132

31:                                               ; preds = %19
  %32 = load double, double* %3, align 8, !dbg !134
  store double %32, double* @checksum, align 8, !dbg !135
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
