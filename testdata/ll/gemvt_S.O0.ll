; ModuleID = 'gemvt.c'
source_filename = "gemvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [28 x [28 x double]] zeroinitializer, align 16, !dbg !0
@X = internal global [28 x double] zeroinitializer, align 16, !dbg !7
@Y = internal global [28 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_gemvt() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  call void @llvm.dbg.declare(metadata i32* %1, metadata !30, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %2, metadata !33, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %2, align 4, !dbg !35
  br label %4, !dbg !37

4:                                                ; preds = %33, %0
  %5 = load i32, i32* %2, align 4, !dbg !38
  %6 = icmp slt i32 %5, 28, !dbg !40
  br i1 %6, label %7, label %36, !dbg !41

7:                                                ; preds = %4
  call void @llvm.dbg.declare(metadata double* %3, metadata !42, metadata !DIExpression()), !dbg !44
  store double 0.000000e+00, double* %3, align 8, !dbg !44
  store i32 0, i32* %1, align 4, !dbg !45
  br label %8, !dbg !47

8:                                                ; preds = %25, %7
  %9 = load i32, i32* %1, align 4, !dbg !48
  %10 = icmp slt i32 %9, 28, !dbg !50
  br i1 %10, label %11, label %28, !dbg !51

11:                                               ; preds = %8
  %12 = load i32, i32* %1, align 4, !dbg !52
  %13 = sext i32 %12 to i64, !dbg !53
  %14 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %13, !dbg !53
  %15 = load i32, i32* %2, align 4, !dbg !54
  %16 = sext i32 %15 to i64, !dbg !53
  %17 = getelementptr inbounds [28 x double], [28 x double]* %14, i64 0, i64 %16, !dbg !53
  %18 = load double, double* %17, align 8, !dbg !53
  %19 = load i32, i32* %1, align 4, !dbg !55
  %20 = sext i32 %19 to i64, !dbg !56
  %21 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %20, !dbg !56
  %22 = load double, double* %21, align 8, !dbg !56
  %23 = load double, double* %3, align 8, !dbg !57
  %24 = call double @llvm.fmuladd.f64(double %18, double %22, double %23), !dbg !57
  store double %24, double* %3, align 8, !dbg !57
  br label %25, !dbg !58

25:                                               ; preds = %11
  %26 = load i32, i32* %1, align 4, !dbg !59
  %27 = add nsw i32 %26, 1, !dbg !59
  store i32 %27, i32* %1, align 4, !dbg !59
  br label %8, !dbg !60, !llvm.loop !61

28:                                               ; preds = %8
  %29 = load double, double* %3, align 8, !dbg !64
  %30 = load i32, i32* %2, align 4, !dbg !65
  %31 = sext i32 %30 to i64, !dbg !66
  %32 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %31, !dbg !66
  store double %29, double* %32, align 8, !dbg !67
  br label %33, !dbg !68

33:                                               ; preds = %28
  %34 = load i32, i32* %2, align 4, !dbg !69
  %35 = add nsw i32 %34, 1, !dbg !69
  store i32 %35, i32* %2, align 4, !dbg !69
  br label %4, !dbg !70, !llvm.loop !71

36:                                               ; preds = %4
  ret void, !dbg !73
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !74 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %3, metadata !79, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.declare(metadata double* %4, metadata !81, metadata !DIExpression()), !dbg !82
  store double 0.000000e+00, double* %4, align 8, !dbg !82
  store i32 0, i32* %2, align 4, !dbg !83
  br label %5, !dbg !85

5:                                                ; preds = %36, %0
  %6 = load i32, i32* %2, align 4, !dbg !86
  %7 = icmp slt i32 %6, 28, !dbg !88
  br i1 %7, label %8, label %39, !dbg !89

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !90
  %10 = sub nsw i32 28, %9, !dbg !92
  %11 = sitofp i32 %10 to double, !dbg !93
  %12 = fdiv double %11, 2.800000e+01, !dbg !94
  %13 = load i32, i32* %2, align 4, !dbg !95
  %14 = sext i32 %13 to i64, !dbg !96
  %15 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %14, !dbg !96
  store double %12, double* %15, align 8, !dbg !97
  store i32 0, i32* %3, align 4, !dbg !98
  br label %16, !dbg !100

16:                                               ; preds = %32, %8
  %17 = load i32, i32* %3, align 4, !dbg !101
  %18 = icmp slt i32 %17, 28, !dbg !103
  br i1 %18, label %19, label %35, !dbg !104

19:                                               ; preds = %16
  %20 = load i32, i32* %2, align 4, !dbg !105
  %21 = load i32, i32* %3, align 4, !dbg !106
  %22 = add nsw i32 %20, %21, !dbg !107
  %23 = srem i32 %22, 3, !dbg !108
  %24 = sitofp i32 %23 to double, !dbg !109
  %25 = fsub double %24, 1.000000e+00, !dbg !110
  %26 = load i32, i32* %2, align 4, !dbg !111
  %27 = sext i32 %26 to i64, !dbg !112
  %28 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %27, !dbg !112
  %29 = load i32, i32* %3, align 4, !dbg !113
  %30 = sext i32 %29 to i64, !dbg !112
  %31 = getelementptr inbounds [28 x double], [28 x double]* %28, i64 0, i64 %30, !dbg !112
  store double %25, double* %31, align 8, !dbg !114
  br label %32, !dbg !112

32:                                               ; preds = %19
  %33 = load i32, i32* %3, align 4, !dbg !115
  %34 = add nsw i32 %33, 1, !dbg !115
  store i32 %34, i32* %3, align 4, !dbg !115
  br label %16, !dbg !116, !llvm.loop !117

35:                                               ; preds = %16
  br label %36, !dbg !119

36:                                               ; preds = %35
  %37 = load i32, i32* %2, align 4, !dbg !120
  %38 = add nsw i32 %37, 1, !dbg !120
  store i32 %38, i32* %2, align 4, !dbg !120
  br label %5, !dbg !121, !llvm.loop !122

39:                                               ; preds = %5
  call void @kernel_gemvt(), !dbg !124
  store i32 0, i32* %3, align 4, !dbg !125
  br label %40, !dbg !127

40:                                               ; preds = %50, %39
  %41 = load i32, i32* %3, align 4, !dbg !128
  %42 = icmp slt i32 %41, 28, !dbg !130
  br i1 %42, label %43, label %53, !dbg !131

43:                                               ; preds = %40
  %44 = load i32, i32* %3, align 4, !dbg !132
  %45 = sext i32 %44 to i64, !dbg !133
  %46 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %45, !dbg !133
  %47 = load double, double* %46, align 8, !dbg !133
  %48 = load double, double* %4, align 8, !dbg !134
  %49 = fadd double %48, %47, !dbg !134
  store double %49, double* %4, align 8, !dbg !134
  br label %50, !dbg !135

50:                                               ; preds = %43
  %51 = load i32, i32* %3, align 4, !dbg !136
  %52 = add nsw i32 %51, 1, !dbg !136
  store i32 %52, i32* %3, align 4, !dbg !136
  br label %40, !dbg !137, !llvm.loop !138

53:                                               ; preds = %40
  %54 = load double, double* %4, align 8, !dbg !140
  store double %54, double* @checksum, align 8, !dbg !141
  ret i32 0, !dbg !142
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemvt.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !17)
!17 = !{!11, !11}
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_gemvt", scope: !3, file: !3, line: 13, type: !27, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{null}
!29 = !{}
!30 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 15, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocation(line: 15, column: 7, scope: !26)
!33 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 15, type: !31)
!34 = !DILocation(line: 15, column: 10, scope: !26)
!35 = !DILocation(line: 16, column: 10, scope: !36)
!36 = distinct !DILexicalBlock(scope: !26, file: !3, line: 16, column: 3)
!37 = !DILocation(line: 16, column: 8, scope: !36)
!38 = !DILocation(line: 16, column: 15, scope: !39)
!39 = distinct !DILexicalBlock(scope: !36, file: !3, line: 16, column: 3)
!40 = !DILocation(line: 16, column: 17, scope: !39)
!41 = !DILocation(line: 16, column: 3, scope: !36)
!42 = !DILocalVariable(name: "t", scope: !43, file: !3, line: 17, type: !5)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 16, column: 27)
!44 = !DILocation(line: 17, column: 12, scope: !43)
!45 = !DILocation(line: 18, column: 12, scope: !46)
!46 = distinct !DILexicalBlock(scope: !43, file: !3, line: 18, column: 5)
!47 = !DILocation(line: 18, column: 10, scope: !46)
!48 = !DILocation(line: 18, column: 17, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 18, column: 5)
!50 = !DILocation(line: 18, column: 19, scope: !49)
!51 = !DILocation(line: 18, column: 5, scope: !46)
!52 = !DILocation(line: 19, column: 14, scope: !49)
!53 = !DILocation(line: 19, column: 12, scope: !49)
!54 = !DILocation(line: 19, column: 17, scope: !49)
!55 = !DILocation(line: 19, column: 24, scope: !49)
!56 = !DILocation(line: 19, column: 22, scope: !49)
!57 = !DILocation(line: 19, column: 9, scope: !49)
!58 = !DILocation(line: 19, column: 7, scope: !49)
!59 = !DILocation(line: 18, column: 25, scope: !49)
!60 = !DILocation(line: 18, column: 5, scope: !49)
!61 = distinct !{!61, !51, !62, !63}
!62 = !DILocation(line: 19, column: 25, scope: !46)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 20, column: 12, scope: !43)
!65 = !DILocation(line: 20, column: 7, scope: !43)
!66 = !DILocation(line: 20, column: 5, scope: !43)
!67 = !DILocation(line: 20, column: 10, scope: !43)
!68 = !DILocation(line: 21, column: 3, scope: !43)
!69 = !DILocation(line: 16, column: 23, scope: !39)
!70 = !DILocation(line: 16, column: 3, scope: !39)
!71 = distinct !{!71, !41, !72, !63}
!72 = !DILocation(line: 21, column: 3, scope: !36)
!73 = !DILocation(line: 22, column: 1, scope: !26)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !75, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!75 = !DISubroutineType(types: !76)
!76 = !{!31}
!77 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 26, type: !31)
!78 = !DILocation(line: 26, column: 7, scope: !74)
!79 = !DILocalVariable(name: "j", scope: !74, file: !3, line: 26, type: !31)
!80 = !DILocation(line: 26, column: 10, scope: !74)
!81 = !DILocalVariable(name: "s", scope: !74, file: !3, line: 27, type: !5)
!82 = !DILocation(line: 27, column: 10, scope: !74)
!83 = !DILocation(line: 28, column: 10, scope: !84)
!84 = distinct !DILexicalBlock(scope: !74, file: !3, line: 28, column: 3)
!85 = !DILocation(line: 28, column: 8, scope: !84)
!86 = !DILocation(line: 28, column: 15, scope: !87)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 28, column: 3)
!88 = !DILocation(line: 28, column: 17, scope: !87)
!89 = !DILocation(line: 28, column: 3, scope: !84)
!90 = !DILocation(line: 29, column: 25, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 28, column: 27)
!92 = !DILocation(line: 29, column: 23, scope: !91)
!93 = !DILocation(line: 29, column: 12, scope: !91)
!94 = !DILocation(line: 29, column: 28, scope: !91)
!95 = !DILocation(line: 29, column: 7, scope: !91)
!96 = !DILocation(line: 29, column: 5, scope: !91)
!97 = !DILocation(line: 29, column: 10, scope: !91)
!98 = !DILocation(line: 30, column: 12, scope: !99)
!99 = distinct !DILexicalBlock(scope: !91, file: !3, line: 30, column: 5)
!100 = !DILocation(line: 30, column: 10, scope: !99)
!101 = !DILocation(line: 30, column: 17, scope: !102)
!102 = distinct !DILexicalBlock(scope: !99, file: !3, line: 30, column: 5)
!103 = !DILocation(line: 30, column: 19, scope: !102)
!104 = !DILocation(line: 30, column: 5, scope: !99)
!105 = !DILocation(line: 31, column: 27, scope: !102)
!106 = !DILocation(line: 31, column: 31, scope: !102)
!107 = !DILocation(line: 31, column: 29, scope: !102)
!108 = !DILocation(line: 31, column: 34, scope: !102)
!109 = !DILocation(line: 31, column: 17, scope: !102)
!110 = !DILocation(line: 31, column: 39, scope: !102)
!111 = !DILocation(line: 31, column: 9, scope: !102)
!112 = !DILocation(line: 31, column: 7, scope: !102)
!113 = !DILocation(line: 31, column: 12, scope: !102)
!114 = !DILocation(line: 31, column: 15, scope: !102)
!115 = !DILocation(line: 30, column: 25, scope: !102)
!116 = !DILocation(line: 30, column: 5, scope: !102)
!117 = distinct !{!117, !104, !118, !63}
!118 = !DILocation(line: 31, column: 41, scope: !99)
!119 = !DILocation(line: 32, column: 3, scope: !91)
!120 = !DILocation(line: 28, column: 23, scope: !87)
!121 = !DILocation(line: 28, column: 3, scope: !87)
!122 = distinct !{!122, !89, !123, !63}
!123 = !DILocation(line: 32, column: 3, scope: !84)
!124 = !DILocation(line: 33, column: 3, scope: !74)
!125 = !DILocation(line: 34, column: 10, scope: !126)
!126 = distinct !DILexicalBlock(scope: !74, file: !3, line: 34, column: 3)
!127 = !DILocation(line: 34, column: 8, scope: !126)
!128 = !DILocation(line: 34, column: 15, scope: !129)
!129 = distinct !DILexicalBlock(scope: !126, file: !3, line: 34, column: 3)
!130 = !DILocation(line: 34, column: 17, scope: !129)
!131 = !DILocation(line: 34, column: 3, scope: !126)
!132 = !DILocation(line: 35, column: 12, scope: !129)
!133 = !DILocation(line: 35, column: 10, scope: !129)
!134 = !DILocation(line: 35, column: 7, scope: !129)
!135 = !DILocation(line: 35, column: 5, scope: !129)
!136 = !DILocation(line: 34, column: 23, scope: !129)
!137 = !DILocation(line: 34, column: 3, scope: !129)
!138 = distinct !{!138, !131, !139, !63}
!139 = !DILocation(line: 35, column: 13, scope: !126)
!140 = !DILocation(line: 36, column: 14, scope: !74)
!141 = !DILocation(line: 36, column: 12, scope: !74)
!142 = !DILocation(line: 37, column: 3, scope: !74)
