; ModuleID = 'setmap260.c'
source_filename = "setmap260.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [4 x [240 x double]] zeroinitializer, align 16, !dbg !0
@B = dso_local global [240 x [2080 x double]] zeroinitializer, align 16, !dbg !5
@C = dso_local global [4 x [2080 x double]] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel() #0 !dbg !27 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !31, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %1, align 4, !dbg !34
  br label %4, !dbg !35

4:                                                ; preds = %46, %0
  %5 = load i32, i32* %1, align 4, !dbg !36
  %6 = icmp slt i32 %5, 4, !dbg !38
  br i1 %6, label %7, label %49, !dbg !39

7:                                                ; preds = %4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !40, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %2, align 4, !dbg !42
  br label %8, !dbg !43

8:                                                ; preds = %42, %7
  %9 = load i32, i32* %2, align 4, !dbg !44
  %10 = icmp slt i32 %9, 2080, !dbg !46
  br i1 %10, label %11, label %45, !dbg !47

11:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %3, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 0, i32* %3, align 4, !dbg !50
  br label %12, !dbg !51

12:                                               ; preds = %38, %11
  %13 = load i32, i32* %3, align 4, !dbg !52
  %14 = icmp slt i32 %13, 240, !dbg !54
  br i1 %14, label %15, label %41, !dbg !55

15:                                               ; preds = %12
  %16 = load i32, i32* %1, align 4, !dbg !56
  %17 = sext i32 %16 to i64, !dbg !57
  %18 = getelementptr inbounds [4 x [240 x double]], [4 x [240 x double]]* @A, i64 0, i64 %17, !dbg !57
  %19 = load i32, i32* %3, align 4, !dbg !58
  %20 = sext i32 %19 to i64, !dbg !57
  %21 = getelementptr inbounds [240 x double], [240 x double]* %18, i64 0, i64 %20, !dbg !57
  %22 = load double, double* %21, align 8, !dbg !57
  %23 = load i32, i32* %3, align 4, !dbg !59
  %24 = sext i32 %23 to i64, !dbg !60
  %25 = getelementptr inbounds [240 x [2080 x double]], [240 x [2080 x double]]* @B, i64 0, i64 %24, !dbg !60
  %26 = load i32, i32* %2, align 4, !dbg !61
  %27 = sext i32 %26 to i64, !dbg !60
  %28 = getelementptr inbounds [2080 x double], [2080 x double]* %25, i64 0, i64 %27, !dbg !60
  %29 = load double, double* %28, align 8, !dbg !60
  %30 = load i32, i32* %1, align 4, !dbg !62
  %31 = sext i32 %30 to i64, !dbg !63
  %32 = getelementptr inbounds [4 x [2080 x double]], [4 x [2080 x double]]* @C, i64 0, i64 %31, !dbg !63
  %33 = load i32, i32* %2, align 4, !dbg !64
  %34 = sext i32 %33 to i64, !dbg !63
  %35 = getelementptr inbounds [2080 x double], [2080 x double]* %32, i64 0, i64 %34, !dbg !63
  %36 = load double, double* %35, align 8, !dbg !65
  %37 = call double @llvm.fmuladd.f64(double %22, double %29, double %36), !dbg !65
  store double %37, double* %35, align 8, !dbg !65
  br label %38, !dbg !63

38:                                               ; preds = %15
  %39 = load i32, i32* %3, align 4, !dbg !66
  %40 = add nsw i32 %39, 1, !dbg !66
  store i32 %40, i32* %3, align 4, !dbg !66
  br label %12, !dbg !67, !llvm.loop !68

41:                                               ; preds = %12
  br label %42, !dbg !69

42:                                               ; preds = %41
  %43 = load i32, i32* %2, align 4, !dbg !71
  %44 = add nsw i32 %43, 1, !dbg !71
  store i32 %44, i32* %2, align 4, !dbg !71
  br label %8, !dbg !72, !llvm.loop !73

45:                                               ; preds = %8
  br label %46, !dbg !74

46:                                               ; preds = %45
  %47 = load i32, i32* %1, align 4, !dbg !75
  %48 = add nsw i32 %47, 1, !dbg !75
  store i32 %48, i32* %1, align 4, !dbg !75
  br label %4, !dbg !76, !llvm.loop !77

49:                                               ; preds = %4
  ret void, !dbg !79
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !80 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !83, metadata !DIExpression()), !dbg !85
  store i32 0, i32* %2, align 4, !dbg !85
  br label %6, !dbg !86

6:                                                ; preds = %28, %0
  %7 = load i32, i32* %2, align 4, !dbg !87
  %8 = icmp slt i32 %7, 240, !dbg !89
  br i1 %8, label %9, label %31, !dbg !90

9:                                                ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %3, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 0, i32* %3, align 4, !dbg !93
  br label %10, !dbg !94

10:                                               ; preds = %24, %9
  %11 = load i32, i32* %3, align 4, !dbg !95
  %12 = icmp slt i32 %11, 2080, !dbg !97
  br i1 %12, label %13, label %27, !dbg !98

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4, !dbg !99
  %15 = load i32, i32* %3, align 4, !dbg !100
  %16 = add nsw i32 %14, %15, !dbg !101
  %17 = sitofp i32 %16 to double, !dbg !99
  %18 = load i32, i32* %2, align 4, !dbg !102
  %19 = sext i32 %18 to i64, !dbg !103
  %20 = getelementptr inbounds [240 x [2080 x double]], [240 x [2080 x double]]* @B, i64 0, i64 %19, !dbg !103
  %21 = load i32, i32* %3, align 4, !dbg !104
  %22 = sext i32 %21 to i64, !dbg !103
  %23 = getelementptr inbounds [2080 x double], [2080 x double]* %20, i64 0, i64 %22, !dbg !103
  store double %17, double* %23, align 8, !dbg !105
  br label %24, !dbg !103

24:                                               ; preds = %13
  %25 = load i32, i32* %3, align 4, !dbg !106
  %26 = add nsw i32 %25, 1, !dbg !106
  store i32 %26, i32* %3, align 4, !dbg !106
  br label %10, !dbg !107, !llvm.loop !108

27:                                               ; preds = %10
  br label %28, !dbg !109

28:                                               ; preds = %27
  %29 = load i32, i32* %2, align 4, !dbg !110
  %30 = add nsw i32 %29, 1, !dbg !110
  store i32 %30, i32* %2, align 4, !dbg !110
  br label %6, !dbg !111, !llvm.loop !112

31:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %4, metadata !114, metadata !DIExpression()), !dbg !116
  store i32 0, i32* %4, align 4, !dbg !116
  br label %32, !dbg !117

32:                                               ; preds = %54, %31
  %33 = load i32, i32* %4, align 4, !dbg !118
  %34 = icmp slt i32 %33, 4, !dbg !120
  br i1 %34, label %35, label %57, !dbg !121

35:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i32* %5, metadata !122, metadata !DIExpression()), !dbg !124
  store i32 0, i32* %5, align 4, !dbg !124
  br label %36, !dbg !125

36:                                               ; preds = %50, %35
  %37 = load i32, i32* %5, align 4, !dbg !126
  %38 = icmp slt i32 %37, 240, !dbg !128
  br i1 %38, label %39, label %53, !dbg !129

39:                                               ; preds = %36
  %40 = load i32, i32* %4, align 4, !dbg !130
  %41 = load i32, i32* %5, align 4, !dbg !131
  %42 = sub nsw i32 %40, %41, !dbg !132
  %43 = sitofp i32 %42 to double, !dbg !130
  %44 = load i32, i32* %4, align 4, !dbg !133
  %45 = sext i32 %44 to i64, !dbg !134
  %46 = getelementptr inbounds [4 x [240 x double]], [4 x [240 x double]]* @A, i64 0, i64 %45, !dbg !134
  %47 = load i32, i32* %5, align 4, !dbg !135
  %48 = sext i32 %47 to i64, !dbg !134
  %49 = getelementptr inbounds [240 x double], [240 x double]* %46, i64 0, i64 %48, !dbg !134
  store double %43, double* %49, align 8, !dbg !136
  br label %50, !dbg !134

50:                                               ; preds = %39
  %51 = load i32, i32* %5, align 4, !dbg !137
  %52 = add nsw i32 %51, 1, !dbg !137
  store i32 %52, i32* %5, align 4, !dbg !137
  br label %36, !dbg !138, !llvm.loop !139

53:                                               ; preds = %36
  br label %54, !dbg !140

54:                                               ; preds = %53
  %55 = load i32, i32* %4, align 4, !dbg !141
  %56 = add nsw i32 %55, 1, !dbg !141
  store i32 %56, i32* %4, align 4, !dbg !141
  br label %32, !dbg !142, !llvm.loop !143

57:                                               ; preds = %32
  call void @kernel(), !dbg !145
  ret i32 0, !dbg !146
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !17, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "setmap260.c", directory: "/work/wt-sets/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "cba25cf3eacc3efcbe0227a00f37df66")
!4 = !{!0, !5, !12}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 31948800, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10, !11}
!10 = !DISubrange(count: 240)
!11 = !DISubrange(count: 2080)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 8, type: !14, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 532480, elements: !15)
!15 = !{!16, !11}
!16 = !DISubrange(count: 4)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 61440, elements: !18)
!18 = !{!16, !10}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 10, type: !28, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{null}
!30 = !{}
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 11, type: !33)
!32 = distinct !DILexicalBlock(scope: !27, file: !3, line: 11, column: 3)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocation(line: 11, column: 12, scope: !32)
!35 = !DILocation(line: 11, column: 8, scope: !32)
!36 = !DILocation(line: 11, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !32, file: !3, line: 11, column: 3)
!38 = !DILocation(line: 11, column: 21, scope: !37)
!39 = !DILocation(line: 11, column: 3, scope: !32)
!40 = !DILocalVariable(name: "j", scope: !41, file: !3, line: 12, type: !33)
!41 = distinct !DILexicalBlock(scope: !37, file: !3, line: 12, column: 5)
!42 = !DILocation(line: 12, column: 14, scope: !41)
!43 = !DILocation(line: 12, column: 10, scope: !41)
!44 = !DILocation(line: 12, column: 21, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !3, line: 12, column: 5)
!46 = !DILocation(line: 12, column: 23, scope: !45)
!47 = !DILocation(line: 12, column: 5, scope: !41)
!48 = !DILocalVariable(name: "k", scope: !49, file: !3, line: 13, type: !33)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 13, column: 7)
!50 = !DILocation(line: 13, column: 16, scope: !49)
!51 = !DILocation(line: 13, column: 12, scope: !49)
!52 = !DILocation(line: 13, column: 23, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 13, column: 7)
!54 = !DILocation(line: 13, column: 25, scope: !53)
!55 = !DILocation(line: 13, column: 7, scope: !49)
!56 = !DILocation(line: 14, column: 22, scope: !53)
!57 = !DILocation(line: 14, column: 20, scope: !53)
!58 = !DILocation(line: 14, column: 25, scope: !53)
!59 = !DILocation(line: 14, column: 32, scope: !53)
!60 = !DILocation(line: 14, column: 30, scope: !53)
!61 = !DILocation(line: 14, column: 35, scope: !53)
!62 = !DILocation(line: 14, column: 11, scope: !53)
!63 = !DILocation(line: 14, column: 9, scope: !53)
!64 = !DILocation(line: 14, column: 14, scope: !53)
!65 = !DILocation(line: 14, column: 17, scope: !53)
!66 = !DILocation(line: 13, column: 31, scope: !53)
!67 = !DILocation(line: 13, column: 7, scope: !53)
!68 = distinct !{!68, !55, !69, !70}
!69 = !DILocation(line: 14, column: 36, scope: !49)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 12, column: 32, scope: !45)
!72 = !DILocation(line: 12, column: 5, scope: !45)
!73 = distinct !{!73, !47, !74, !70}
!74 = !DILocation(line: 14, column: 36, scope: !41)
!75 = !DILocation(line: 11, column: 28, scope: !37)
!76 = !DILocation(line: 11, column: 3, scope: !37)
!77 = distinct !{!77, !39, !78, !70}
!78 = !DILocation(line: 14, column: 36, scope: !32)
!79 = !DILocation(line: 15, column: 1, scope: !27)
!80 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !81, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!81 = !DISubroutineType(types: !82)
!82 = !{!33}
!83 = !DILocalVariable(name: "k", scope: !84, file: !3, line: 18, type: !33)
!84 = distinct !DILexicalBlock(scope: !80, file: !3, line: 18, column: 3)
!85 = !DILocation(line: 18, column: 12, scope: !84)
!86 = !DILocation(line: 18, column: 8, scope: !84)
!87 = !DILocation(line: 18, column: 19, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !3, line: 18, column: 3)
!89 = !DILocation(line: 18, column: 21, scope: !88)
!90 = !DILocation(line: 18, column: 3, scope: !84)
!91 = !DILocalVariable(name: "j", scope: !92, file: !3, line: 19, type: !33)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 19, column: 5)
!93 = !DILocation(line: 19, column: 14, scope: !92)
!94 = !DILocation(line: 19, column: 10, scope: !92)
!95 = !DILocation(line: 19, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 19, column: 5)
!97 = !DILocation(line: 19, column: 23, scope: !96)
!98 = !DILocation(line: 19, column: 5, scope: !92)
!99 = !DILocation(line: 20, column: 17, scope: !96)
!100 = !DILocation(line: 20, column: 21, scope: !96)
!101 = !DILocation(line: 20, column: 19, scope: !96)
!102 = !DILocation(line: 20, column: 9, scope: !96)
!103 = !DILocation(line: 20, column: 7, scope: !96)
!104 = !DILocation(line: 20, column: 12, scope: !96)
!105 = !DILocation(line: 20, column: 15, scope: !96)
!106 = !DILocation(line: 19, column: 32, scope: !96)
!107 = !DILocation(line: 19, column: 5, scope: !96)
!108 = distinct !{!108, !98, !109, !70}
!109 = !DILocation(line: 20, column: 21, scope: !92)
!110 = !DILocation(line: 18, column: 27, scope: !88)
!111 = !DILocation(line: 18, column: 3, scope: !88)
!112 = distinct !{!112, !90, !113, !70}
!113 = !DILocation(line: 20, column: 21, scope: !84)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 21, type: !33)
!115 = distinct !DILexicalBlock(scope: !80, file: !3, line: 21, column: 3)
!116 = !DILocation(line: 21, column: 12, scope: !115)
!117 = !DILocation(line: 21, column: 8, scope: !115)
!118 = !DILocation(line: 21, column: 19, scope: !119)
!119 = distinct !DILexicalBlock(scope: !115, file: !3, line: 21, column: 3)
!120 = !DILocation(line: 21, column: 21, scope: !119)
!121 = !DILocation(line: 21, column: 3, scope: !115)
!122 = !DILocalVariable(name: "k", scope: !123, file: !3, line: 22, type: !33)
!123 = distinct !DILexicalBlock(scope: !119, file: !3, line: 22, column: 5)
!124 = !DILocation(line: 22, column: 14, scope: !123)
!125 = !DILocation(line: 22, column: 10, scope: !123)
!126 = !DILocation(line: 22, column: 21, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !3, line: 22, column: 5)
!128 = !DILocation(line: 22, column: 23, scope: !127)
!129 = !DILocation(line: 22, column: 5, scope: !123)
!130 = !DILocation(line: 23, column: 17, scope: !127)
!131 = !DILocation(line: 23, column: 21, scope: !127)
!132 = !DILocation(line: 23, column: 19, scope: !127)
!133 = !DILocation(line: 23, column: 9, scope: !127)
!134 = !DILocation(line: 23, column: 7, scope: !127)
!135 = !DILocation(line: 23, column: 12, scope: !127)
!136 = !DILocation(line: 23, column: 15, scope: !127)
!137 = !DILocation(line: 22, column: 29, scope: !127)
!138 = !DILocation(line: 22, column: 5, scope: !127)
!139 = distinct !{!139, !129, !140, !70}
!140 = !DILocation(line: 23, column: 21, scope: !123)
!141 = !DILocation(line: 21, column: 28, scope: !119)
!142 = !DILocation(line: 21, column: 3, scope: !119)
!143 = distinct !{!143, !121, !144, !70}
!144 = !DILocation(line: 23, column: 21, scope: !115)
!145 = !DILocation(line: 24, column: 3, scope: !80)
!146 = !DILocation(line: 25, column: 3, scope: !80)
