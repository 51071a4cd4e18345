; ModuleID = 'setmap30.c'
source_filename = "setmap30.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [16 x [240 x double]] zeroinitializer, align 16, !dbg !0
@B = dso_local global [240 x [240 x double]] zeroinitializer, align 16, !dbg !5
@C = dso_local global [16 x [240 x double]] zeroinitializer, align 16, !dbg !11

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel() #0 !dbg !24 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !28, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %1, align 4, !dbg !31
  br label %4, !dbg !32

4:                                                ; preds = %46, %0
  %5 = load i32, i32* %1, align 4, !dbg !33
  %6 = icmp slt i32 %5, 16, !dbg !35
  br i1 %6, label %7, label %49, !dbg !36

7:                                                ; preds = %4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !37, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %2, align 4, !dbg !39
  br label %8, !dbg !40

8:                                                ; preds = %42, %7
  %9 = load i32, i32* %2, align 4, !dbg !41
  %10 = icmp slt i32 %9, 240, !dbg !43
  br i1 %10, label %11, label %45, !dbg !44

11:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %3, metadata !45, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %3, align 4, !dbg !47
  br label %12, !dbg !48

12:                                               ; preds = %38, %11
  %13 = load i32, i32* %3, align 4, !dbg !49
  %14 = icmp slt i32 %13, 240, !dbg !51
  br i1 %14, label %15, label %41, !dbg !52

15:                                               ; preds = %12
  %16 = load i32, i32* %1, align 4, !dbg !53
  %17 = sext i32 %16 to i64, !dbg !54
  %18 = getelementptr inbounds [16 x [240 x double]], [16 x [240 x double]]* @A, i64 0, i64 %17, !dbg !54
  %19 = load i32, i32* %3, align 4, !dbg !55
  %20 = sext i32 %19 to i64, !dbg !54
  %21 = getelementptr inbounds [240 x double], [240 x double]* %18, i64 0, i64 %20, !dbg !54
  %22 = load double, double* %21, align 8, !dbg !54
  %23 = load i32, i32* %3, align 4, !dbg !56
  %24 = sext i32 %23 to i64, !dbg !57
  %25 = getelementptr inbounds [240 x [240 x double]], [240 x [240 x double]]* @B, i64 0, i64 %24, !dbg !57
  %26 = load i32, i32* %2, align 4, !dbg !58
  %27 = sext i32 %26 to i64, !dbg !57
  %28 = getelementptr inbounds [240 x double], [240 x double]* %25, i64 0, i64 %27, !dbg !57
  %29 = load double, double* %28, align 8, !dbg !57
  %30 = load i32, i32* %1, align 4, !dbg !59
  %31 = sext i32 %30 to i64, !dbg !60
  %32 = getelementptr inbounds [16 x [240 x double]], [16 x [240 x double]]* @C, i64 0, i64 %31, !dbg !60
  %33 = load i32, i32* %2, align 4, !dbg !61
  %34 = sext i32 %33 to i64, !dbg !60
  %35 = getelementptr inbounds [240 x double], [240 x double]* %32, i64 0, i64 %34, !dbg !60
  %36 = load double, double* %35, align 8, !dbg !62
  %37 = call double @llvm.fmuladd.f64(double %22, double %29, double %36), !dbg !62
  store double %37, double* %35, align 8, !dbg !62
  br label %38, !dbg !60

38:                                               ; preds = %15
  %39 = load i32, i32* %3, align 4, !dbg !63
  %40 = add nsw i32 %39, 1, !dbg !63
  store i32 %40, i32* %3, align 4, !dbg !63
  br label %12, !dbg !64, !llvm.loop !65

41:                                               ; preds = %12
  br label %42, !dbg !66

42:                                               ; preds = %41
  %43 = load i32, i32* %2, align 4, !dbg !68
  %44 = add nsw i32 %43, 1, !dbg !68
  store i32 %44, i32* %2, align 4, !dbg !68
  br label %8, !dbg !69, !llvm.loop !70

45:                                               ; preds = %8
  br label %46, !dbg !71

46:                                               ; preds = %45
  %47 = load i32, i32* %1, align 4, !dbg !72
  %48 = add nsw i32 %47, 1, !dbg !72
  store i32 %48, i32* %1, align 4, !dbg !72
  br label %4, !dbg !73, !llvm.loop !74

49:                                               ; preds = %4
  ret void, !dbg !76
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !77 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %2, align 4, !dbg !82
  br label %6, !dbg !83

6:                                                ; preds = %28, %0
  %7 = load i32, i32* %2, align 4, !dbg !84
  %8 = icmp slt i32 %7, 240, !dbg !86
  br i1 %8, label %9, label %31, !dbg !87

9:                                                ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %3, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %3, align 4, !dbg !90
  br label %10, !dbg !91

10:                                               ; preds = %24, %9
  %11 = load i32, i32* %3, align 4, !dbg !92
  %12 = icmp slt i32 %11, 240, !dbg !94
  br i1 %12, label %13, label %27, !dbg !95

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4, !dbg !96
  %15 = load i32, i32* %3, align 4, !dbg !97
  %16 = add nsw i32 %14, %15, !dbg !98
  %17 = sitofp i32 %16 to double, !dbg !96
  %18 = load i32, i32* %2, align 4, !dbg !99
  %19 = sext i32 %18 to i64, !dbg !100
  %20 = getelementptr inbounds [240 x [240 x double]], [240 x [240 x double]]* @B, i64 0, i64 %19, !dbg !100
  %21 = load i32, i32* %3, align 4, !dbg !101
  %22 = sext i32 %21 to i64, !dbg !100
  %23 = getelementptr inbounds [240 x double], [240 x double]* %20, i64 0, i64 %22, !dbg !100
  store double %17, double* %23, align 8, !dbg !102
  br label %24, !dbg !100

24:                                               ; preds = %13
  %25 = load i32, i32* %3, align 4, !dbg !103
  %26 = add nsw i32 %25, 1, !dbg !103
  store i32 %26, i32* %3, align 4, !dbg !103
  br label %10, !dbg !104, !llvm.loop !105

27:                                               ; preds = %10
  br label %28, !dbg !106

28:                                               ; preds = %27
  %29 = load i32, i32* %2, align 4, !dbg !107
  %30 = add nsw i32 %29, 1, !dbg !107
  store i32 %30, i32* %2, align 4, !dbg !107
  br label %6, !dbg !108, !llvm.loop !109

31:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %4, metadata !111, metadata !DIExpression()), !dbg !113
  store i32 0, i32* %4, align 4, !dbg !113
  br label %32, !dbg !114

32:                                               ; preds = %54, %31
  %33 = load i32, i32* %4, align 4, !dbg !115
  %34 = icmp slt i32 %33, 16, !dbg !117
  br i1 %34, label %35, label %57, !dbg !118

35:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i32* %5, metadata !119, metadata !DIExpression()), !dbg !121
  store i32 0, i32* %5, align 4, !dbg !121
  br label %36, !dbg !122

36:                                               ; preds = %50, %35
  %37 = load i32, i32* %5, align 4, !dbg !123
  %38 = icmp slt i32 %37, 240, !dbg !125
  br i1 %38, label %39, label %53, !dbg !126

39:                                               ; preds = %36
  %40 = load i32, i32* %4, align 4, !dbg !127
  %41 = load i32, i32* %5, align 4, !dbg !128
  %42 = sub nsw i32 %40, %41, !dbg !129
  %43 = sitofp i32 %42 to double, !dbg !127
  %44 = load i32, i32* %4, align 4, !dbg !130
  %45 = sext i32 %44 to i64, !dbg !131
  %46 = getelementptr inbounds [16 x [240 x double]], [16 x [240 x double]]* @A, i64 0, i64 %45, !dbg !131
  %47 = load i32, i32* %5, align 4, !dbg !132
  %48 = sext i32 %47 to i64, !dbg !131
  %49 = getelementptr inbounds [240 x double], [240 x double]* %46, i64 0, i64 %48, !dbg !131
  store double %43, double* %49, align 8, !dbg !133
  br label %50, !dbg !131

50:                                               ; preds = %39
  %51 = load i32, i32* %5, align 4, !dbg !134
  %52 = add nsw i32 %51, 1, !dbg !134
  store i32 %52, i32* %5, align 4, !dbg !134
  br label %36, !dbg !135, !llvm.loop !136

53:                                               ; preds = %36
  br label %54, !dbg !137

54:                                               ; preds = %53
  %55 = load i32, i32* %4, align 4, !dbg !138
  %56 = add nsw i32 %55, 1, !dbg !138
  store i32 %56, i32* %4, align 4, !dbg !138
  br label %32, !dbg !139, !llvm.loop !140

57:                                               ; preds = %32
  call void @kernel(), !dbg !142
  ret i32 0, !dbg !143
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "setmap30.c", directory: "/work/wt-sets/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f345339c894da2480d3be2cba9f159cb")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 3686400, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10, !10}
!10 = !DISubrange(count: 240)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 8, type: !13, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 245760, elements: !14)
!14 = !{!15, !10}
!15 = !DISubrange(count: 16)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 10, type: !25, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null}
!27 = !{}
!28 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 11, type: !30)
!29 = distinct !DILexicalBlock(scope: !24, file: !3, line: 11, column: 3)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocation(line: 11, column: 12, scope: !29)
!32 = !DILocation(line: 11, column: 8, scope: !29)
!33 = !DILocation(line: 11, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !29, file: !3, line: 11, column: 3)
!35 = !DILocation(line: 11, column: 21, scope: !34)
!36 = !DILocation(line: 11, column: 3, scope: !29)
!37 = !DILocalVariable(name: "j", scope: !38, file: !3, line: 12, type: !30)
!38 = distinct !DILexicalBlock(scope: !34, file: !3, line: 12, column: 5)
!39 = !DILocation(line: 12, column: 14, scope: !38)
!40 = !DILocation(line: 12, column: 10, scope: !38)
!41 = !DILocation(line: 12, column: 21, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 12, column: 5)
!43 = !DILocation(line: 12, column: 23, scope: !42)
!44 = !DILocation(line: 12, column: 5, scope: !38)
!45 = !DILocalVariable(name: "k", scope: !46, file: !3, line: 13, type: !30)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 13, column: 7)
!47 = !DILocation(line: 13, column: 16, scope: !46)
!48 = !DILocation(line: 13, column: 12, scope: !46)
!49 = !DILocation(line: 13, column: 23, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !3, line: 13, column: 7)
!51 = !DILocation(line: 13, column: 25, scope: !50)
!52 = !DILocation(line: 13, column: 7, scope: !46)
!53 = !DILocation(line: 14, column: 22, scope: !50)
!54 = !DILocation(line: 14, column: 20, scope: !50)
!55 = !DILocation(line: 14, column: 25, scope: !50)
!56 = !DILocation(line: 14, column: 32, scope: !50)
!57 = !DILocation(line: 14, column: 30, scope: !50)
!58 = !DILocation(line: 14, column: 35, scope: !50)
!59 = !DILocation(line: 14, column: 11, scope: !50)
!60 = !DILocation(line: 14, column: 9, scope: !50)
!61 = !DILocation(line: 14, column: 14, scope: !50)
!62 = !DILocation(line: 14, column: 17, scope: !50)
!63 = !DILocation(line: 13, column: 31, scope: !50)
!64 = !DILocation(line: 13, column: 7, scope: !50)
!65 = distinct !{!65, !52, !66, !67}
!66 = !DILocation(line: 14, column: 36, scope: !46)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 12, column: 32, scope: !42)
!69 = !DILocation(line: 12, column: 5, scope: !42)
!70 = distinct !{!70, !44, !71, !67}
!71 = !DILocation(line: 14, column: 36, scope: !38)
!72 = !DILocation(line: 11, column: 28, scope: !34)
!73 = !DILocation(line: 11, column: 3, scope: !34)
!74 = distinct !{!74, !36, !75, !67}
!75 = !DILocation(line: 14, column: 36, scope: !29)
!76 = !DILocation(line: 15, column: 1, scope: !24)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !78, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!78 = !DISubroutineType(types: !79)
!79 = !{!30}
!80 = !DILocalVariable(name: "k", scope: !81, file: !3, line: 18, type: !30)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 18, column: 3)
!82 = !DILocation(line: 18, column: 12, scope: !81)
!83 = !DILocation(line: 18, column: 8, scope: !81)
!84 = !DILocation(line: 18, column: 19, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 18, column: 3)
!86 = !DILocation(line: 18, column: 21, scope: !85)
!87 = !DILocation(line: 18, column: 3, scope: !81)
!88 = !DILocalVariable(name: "j", scope: !89, file: !3, line: 19, type: !30)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 19, column: 5)
!90 = !DILocation(line: 19, column: 14, scope: !89)
!91 = !DILocation(line: 19, column: 10, scope: !89)
!92 = !DILocation(line: 19, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !3, line: 19, column: 5)
!94 = !DILocation(line: 19, column: 23, scope: !93)
!95 = !DILocation(line: 19, column: 5, scope: !89)
!96 = !DILocation(line: 20, column: 17, scope: !93)
!97 = !DILocation(line: 20, column: 21, scope: !93)
!98 = !DILocation(line: 20, column: 19, scope: !93)
!99 = !DILocation(line: 20, column: 9, scope: !93)
!100 = !DILocation(line: 20, column: 7, scope: !93)
!101 = !DILocation(line: 20, column: 12, scope: !93)
!102 = !DILocation(line: 20, column: 15, scope: !93)
!103 = !DILocation(line: 19, column: 32, scope: !93)
!104 = !DILocation(line: 19, column: 5, scope: !93)
!105 = distinct !{!105, !95, !106, !67}
!106 = !DILocation(line: 20, column: 21, scope: !89)
!107 = !DILocation(line: 18, column: 27, scope: !85)
!108 = !DILocation(line: 18, column: 3, scope: !85)
!109 = distinct !{!109, !87, !110, !67}
!110 = !DILocation(line: 20, column: 21, scope: !81)
!111 = !DILocalVariable(name: "i", scope: !112, file: !3, line: 21, type: !30)
!112 = distinct !DILexicalBlock(scope: !77, file: !3, line: 21, column: 3)
!113 = !DILocation(line: 21, column: 12, scope: !112)
!114 = !DILocation(line: 21, column: 8, scope: !112)
!115 = !DILocation(line: 21, column: 19, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !3, line: 21, column: 3)
!117 = !DILocation(line: 21, column: 21, scope: !116)
!118 = !DILocation(line: 21, column: 3, scope: !112)
!119 = !DILocalVariable(name: "k", scope: !120, file: !3, line: 22, type: !30)
!120 = distinct !DILexicalBlock(scope: !116, file: !3, line: 22, column: 5)
!121 = !DILocation(line: 22, column: 14, scope: !120)
!122 = !DILocation(line: 22, column: 10, scope: !120)
!123 = !DILocation(line: 22, column: 21, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 22, column: 5)
!125 = !DILocation(line: 22, column: 23, scope: !124)
!126 = !DILocation(line: 22, column: 5, scope: !120)
!127 = !DILocation(line: 23, column: 17, scope: !124)
!128 = !DILocation(line: 23, column: 21, scope: !124)
!129 = !DILocation(line: 23, column: 19, scope: !124)
!130 = !DILocation(line: 23, column: 9, scope: !124)
!131 = !DILocation(line: 23, column: 7, scope: !124)
!132 = !DILocation(line: 23, column: 12, scope: !124)
!133 = !DILocation(line: 23, column: 15, scope: !124)
!134 = !DILocation(line: 22, column: 29, scope: !124)
!135 = !DILocation(line: 22, column: 5, scope: !124)
!136 = distinct !{!136, !126, !137, !67}
!137 = !DILocation(line: 23, column: 21, scope: !120)
!138 = !DILocation(line: 21, column: 28, scope: !116)
!139 = !DILocation(line: 21, column: 3, scope: !116)
!140 = distinct !{!140, !118, !141, !67}
!141 = !DILocation(line: 23, column: 21, scope: !112)
!142 = !DILocation(line: 24, column: 3, scope: !77)
!143 = !DILocation(line: 25, column: 3, scope: !77)
