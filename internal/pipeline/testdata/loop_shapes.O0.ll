; ModuleID = 'loop_shapes.c'
source_filename = "loop_shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [20000 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @k_mixed() #0 !dbg !17 {
  %1 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !21, metadata !DIExpression()), !dbg !24
  store i32 -5, i32* %1, align 4, !dbg !24
  br label %2, !dbg !25

2:                                                ; preds = %12, %0
  %3 = load i32, i32* %1, align 4, !dbg !26
  %4 = icmp ult i32 %3, 5, !dbg !28
  br i1 %4, label %5, label %15, !dbg !29

5:                                                ; preds = %2
  %6 = load i32, i32* %1, align 4, !dbg !30
  %7 = add nsw i32 %6, 5, !dbg !31
  %8 = sext i32 %7 to i64, !dbg !32
  %9 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %8, !dbg !32
  %10 = load double, double* %9, align 8, !dbg !33
  %11 = fadd double %10, 1.000000e+00, !dbg !33
  store double %11, double* %9, align 8, !dbg !33
  br label %12, !dbg !32

12:                                               ; preds = %5
  %13 = load i32, i32* %1, align 4, !dbg !34
  %14 = add nsw i32 %13, 1, !dbg !34
  store i32 %14, i32* %1, align 4, !dbg !34
  br label %2, !dbg !35, !llvm.loop !36

15:                                               ; preds = %2
  ret void, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @k_unsigned(i32 noundef %0) #0 !dbg !40 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !44, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %3, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %3, align 4, !dbg !48
  br label %4, !dbg !49

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4, !dbg !50
  %6 = load i32, i32* %2, align 4, !dbg !52
  %7 = sub i32 %6, 20, !dbg !53
  %8 = icmp ult i32 %5, %7, !dbg !54
  br i1 %8, label %9, label %18, !dbg !55

9:                                                ; preds = %4
  %10 = load i32, i32* %3, align 4, !dbg !56
  %11 = zext i32 %10 to i64, !dbg !57
  %12 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %11, !dbg !57
  %13 = load double, double* %12, align 8, !dbg !58
  %14 = fadd double %13, 2.000000e+00, !dbg !58
  store double %14, double* %12, align 8, !dbg !58
  br label %15, !dbg !57

15:                                               ; preds = %9
  %16 = load i32, i32* %3, align 4, !dbg !59
  %17 = add i32 %16, 1, !dbg !59
  store i32 %17, i32* %3, align 4, !dbg !59
  br label %4, !dbg !60, !llvm.loop !61

18:                                               ; preds = %4
  ret void, !dbg !63
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @k_dowhile(i32 noundef %0) #0 !dbg !64 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.declare(metadata i32* %3, metadata !69, metadata !DIExpression()), !dbg !70
  store i32 0, i32* %3, align 4, !dbg !70
  br label %4, !dbg !71

4:                                                ; preds = %12, %1
  %5 = load i32, i32* %3, align 4, !dbg !72
  %6 = sext i32 %5 to i64, !dbg !74
  %7 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %6, !dbg !74
  %8 = load double, double* %7, align 8, !dbg !75
  %9 = fadd double %8, 3.000000e+00, !dbg !75
  store double %9, double* %7, align 8, !dbg !75
  %10 = load i32, i32* %3, align 4, !dbg !76
  %11 = add nsw i32 %10, 1, !dbg !76
  store i32 %11, i32* %3, align 4, !dbg !76
  br label %12, !dbg !77

12:                                               ; preds = %4
  %13 = load i32, i32* %3, align 4, !dbg !78
  %14 = load i32, i32* %2, align 4, !dbg !79
  %15 = icmp slt i32 %13, %14, !dbg !80
  br i1 %15, label %4, label %16, !dbg !77, !llvm.loop !81

16:                                               ; preds = %12
  ret void, !dbg !83
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @k_goto(i32 noundef %0) #0 !dbg !84 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.declare(metadata i32* %3, metadata !87, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %3, align 4, !dbg !88
  br label %4, !dbg !89

4:                                                ; preds = %15, %1
  call void @llvm.dbg.label(metadata !90), !dbg !91
  %5 = load i32, i32* %3, align 4, !dbg !92
  %6 = sext i32 %5 to i64, !dbg !93
  %7 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %6, !dbg !93
  %8 = load double, double* %7, align 8, !dbg !94
  %9 = fadd double %8, 4.000000e+00, !dbg !94
  store double %9, double* %7, align 8, !dbg !94
  %10 = load i32, i32* %3, align 4, !dbg !95
  %11 = add nsw i32 %10, 2, !dbg !95
  store i32 %11, i32* %3, align 4, !dbg !95
  %12 = load i32, i32* %3, align 4, !dbg !96
  %13 = load i32, i32* %2, align 4, !dbg !98
  %14 = icmp slt i32 %12, %13, !dbg !99
  br i1 %14, label %15, label %16, !dbg !100

15:                                               ; preds = %4
  br label %4, !dbg !101

16:                                               ; preds = %4
  ret void, !dbg !102
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @k_tri2(i32 noundef %0) #0 !dbg !103 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !104, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.declare(metadata i32* %3, metadata !106, metadata !DIExpression()), !dbg !108
  store i32 0, i32* %3, align 4, !dbg !108
  br label %5, !dbg !109

5:                                                ; preds = %25, %1
  %6 = load i32, i32* %3, align 4, !dbg !110
  %7 = load i32, i32* %2, align 4, !dbg !112
  %8 = icmp slt i32 %6, %7, !dbg !113
  br i1 %8, label %9, label %28, !dbg !114

9:                                                ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %4, metadata !115, metadata !DIExpression()), !dbg !117
  %10 = load i32, i32* %3, align 4, !dbg !118
  store i32 %10, i32* %4, align 4, !dbg !117
  br label %11, !dbg !119

11:                                               ; preds = %21, %9
  %12 = load i32, i32* %4, align 4, !dbg !120
  %13 = load i32, i32* %2, align 4, !dbg !122
  %14 = icmp slt i32 %12, %13, !dbg !123
  br i1 %14, label %15, label %24, !dbg !124

15:                                               ; preds = %11
  %16 = load i32, i32* %4, align 4, !dbg !125
  %17 = sext i32 %16 to i64, !dbg !126
  %18 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %17, !dbg !126
  %19 = load double, double* %18, align 8, !dbg !127
  %20 = fadd double %19, 5.000000e+00, !dbg !127
  store double %20, double* %18, align 8, !dbg !127
  br label %21, !dbg !126

21:                                               ; preds = %15
  %22 = load i32, i32* %4, align 4, !dbg !128
  %23 = add nsw i32 %22, 1, !dbg !128
  store i32 %23, i32* %4, align 4, !dbg !128
  br label %11, !dbg !129, !llvm.loop !130

24:                                               ; preds = %11
  br label %25, !dbg !131

25:                                               ; preds = %24
  %26 = load i32, i32* %3, align 4, !dbg !132
  %27 = add nsw i32 %26, 2, !dbg !132
  store i32 %27, i32* %3, align 4, !dbg !132
  br label %5, !dbg !133, !llvm.loop !134

28:                                               ; preds = %5
  ret void, !dbg !136
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !137 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !143, metadata !DIExpression()), !dbg !144
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !145, metadata !DIExpression()), !dbg !146
  call void @k_mixed(), !dbg !147
  call void @k_unsigned(i32 noundef 5021), !dbg !148
  call void @k_dowhile(i32 noundef 100), !dbg !149
  call void @k_goto(i32 noundef 101), !dbg !150
  call void @k_tri2(i32 noundef 50), !dbg !151
  %6 = load double, double* getelementptr inbounds ([20000 x double], [20000 x double]* @A, i64 0, i64 3), align 8, !dbg !152
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %6), !dbg !153
  ret i32 0, !dbg !154
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 7, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "loop_shapes.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "c4d7f79178bcf509b3b146e0c81a9090")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 1280000, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 20000)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "k_mixed", scope: !3, file: !3, line: 8, type: !18, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{null}
!20 = !{}
!21 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 9, type: !23)
!22 = distinct !DILexicalBlock(scope: !17, file: !3, line: 9, column: 3)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DILocation(line: 9, column: 12, scope: !22)
!25 = !DILocation(line: 9, column: 8, scope: !22)
!26 = !DILocation(line: 9, column: 20, scope: !27)
!27 = distinct !DILexicalBlock(scope: !22, file: !3, line: 9, column: 3)
!28 = !DILocation(line: 9, column: 22, scope: !27)
!29 = !DILocation(line: 9, column: 3, scope: !22)
!30 = !DILocation(line: 9, column: 35, scope: !27)
!31 = !DILocation(line: 9, column: 37, scope: !27)
!32 = !DILocation(line: 9, column: 33, scope: !27)
!33 = !DILocation(line: 9, column: 42, scope: !27)
!34 = !DILocation(line: 9, column: 29, scope: !27)
!35 = !DILocation(line: 9, column: 3, scope: !27)
!36 = distinct !{!36, !29, !37, !38}
!37 = !DILocation(line: 9, column: 45, scope: !22)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 10, column: 1, scope: !17)
!40 = distinct !DISubprogram(name: "k_unsigned", scope: !3, file: !3, line: 11, type: !41, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43}
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DILocalVariable(name: "n", arg: 1, scope: !40, file: !3, line: 11, type: !43)
!45 = !DILocation(line: 11, column: 52, scope: !40)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 12, type: !43)
!47 = distinct !DILexicalBlock(scope: !40, file: !3, line: 12, column: 3)
!48 = !DILocation(line: 12, column: 17, scope: !47)
!49 = !DILocation(line: 12, column: 8, scope: !47)
!50 = !DILocation(line: 12, column: 24, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 12, column: 3)
!52 = !DILocation(line: 12, column: 28, scope: !51)
!53 = !DILocation(line: 12, column: 30, scope: !51)
!54 = !DILocation(line: 12, column: 26, scope: !51)
!55 = !DILocation(line: 12, column: 3, scope: !47)
!56 = !DILocation(line: 12, column: 43, scope: !51)
!57 = !DILocation(line: 12, column: 41, scope: !51)
!58 = !DILocation(line: 12, column: 46, scope: !51)
!59 = !DILocation(line: 12, column: 37, scope: !51)
!60 = !DILocation(line: 12, column: 3, scope: !51)
!61 = distinct !{!61, !55, !62, !38}
!62 = !DILocation(line: 12, column: 49, scope: !47)
!63 = !DILocation(line: 13, column: 1, scope: !40)
!64 = distinct !DISubprogram(name: "k_dowhile", scope: !3, file: !3, line: 14, type: !65, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !23}
!67 = !DILocalVariable(name: "n", arg: 1, scope: !64, file: !3, line: 14, type: !23)
!68 = !DILocation(line: 14, column: 46, scope: !64)
!69 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 15, type: !23)
!70 = !DILocation(line: 15, column: 7, scope: !64)
!71 = !DILocation(line: 16, column: 3, scope: !64)
!72 = !DILocation(line: 16, column: 10, scope: !73)
!73 = distinct !DILexicalBlock(scope: !64, file: !3, line: 16, column: 6)
!74 = !DILocation(line: 16, column: 8, scope: !73)
!75 = !DILocation(line: 16, column: 13, scope: !73)
!76 = !DILocation(line: 16, column: 20, scope: !73)
!77 = !DILocation(line: 16, column: 24, scope: !73)
!78 = !DILocation(line: 16, column: 33, scope: !64)
!79 = !DILocation(line: 16, column: 37, scope: !64)
!80 = !DILocation(line: 16, column: 35, scope: !64)
!81 = distinct !{!81, !71, !82, !38}
!82 = !DILocation(line: 16, column: 38, scope: !64)
!83 = !DILocation(line: 17, column: 1, scope: !64)
!84 = distinct !DISubprogram(name: "k_goto", scope: !3, file: !3, line: 18, type: !65, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!85 = !DILocalVariable(name: "n", arg: 1, scope: !84, file: !3, line: 18, type: !23)
!86 = !DILocation(line: 18, column: 43, scope: !84)
!87 = !DILocalVariable(name: "i", scope: !84, file: !3, line: 19, type: !23)
!88 = !DILocation(line: 19, column: 7, scope: !84)
!89 = !DILocation(line: 19, column: 3, scope: !84)
!90 = !DILabel(scope: !84, name: "top", file: !3, line: 20)
!91 = !DILocation(line: 20, column: 1, scope: !84)
!92 = !DILocation(line: 21, column: 5, scope: !84)
!93 = !DILocation(line: 21, column: 3, scope: !84)
!94 = !DILocation(line: 21, column: 8, scope: !84)
!95 = !DILocation(line: 22, column: 5, scope: !84)
!96 = !DILocation(line: 23, column: 7, scope: !97)
!97 = distinct !DILexicalBlock(scope: !84, file: !3, line: 23, column: 7)
!98 = !DILocation(line: 23, column: 11, scope: !97)
!99 = !DILocation(line: 23, column: 9, scope: !97)
!100 = !DILocation(line: 23, column: 7, scope: !84)
!101 = !DILocation(line: 23, column: 14, scope: !97)
!102 = !DILocation(line: 24, column: 1, scope: !84)
!103 = distinct !DISubprogram(name: "k_tri2", scope: !3, file: !3, line: 25, type: !65, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!104 = !DILocalVariable(name: "n", arg: 1, scope: !103, file: !3, line: 25, type: !23)
!105 = !DILocation(line: 25, column: 43, scope: !103)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 26, type: !23)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 26, column: 3)
!108 = !DILocation(line: 26, column: 12, scope: !107)
!109 = !DILocation(line: 26, column: 8, scope: !107)
!110 = !DILocation(line: 26, column: 19, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 26, column: 3)
!112 = !DILocation(line: 26, column: 23, scope: !111)
!113 = !DILocation(line: 26, column: 21, scope: !111)
!114 = !DILocation(line: 26, column: 3, scope: !107)
!115 = !DILocalVariable(name: "j", scope: !116, file: !3, line: 27, type: !23)
!116 = distinct !DILexicalBlock(scope: !111, file: !3, line: 27, column: 5)
!117 = !DILocation(line: 27, column: 14, scope: !116)
!118 = !DILocation(line: 27, column: 18, scope: !116)
!119 = !DILocation(line: 27, column: 10, scope: !116)
!120 = !DILocation(line: 27, column: 21, scope: !121)
!121 = distinct !DILexicalBlock(scope: !116, file: !3, line: 27, column: 5)
!122 = !DILocation(line: 27, column: 25, scope: !121)
!123 = !DILocation(line: 27, column: 23, scope: !121)
!124 = !DILocation(line: 27, column: 5, scope: !116)
!125 = !DILocation(line: 27, column: 35, scope: !121)
!126 = !DILocation(line: 27, column: 33, scope: !121)
!127 = !DILocation(line: 27, column: 38, scope: !121)
!128 = !DILocation(line: 27, column: 29, scope: !121)
!129 = !DILocation(line: 27, column: 5, scope: !121)
!130 = distinct !{!130, !124, !131, !38}
!131 = !DILocation(line: 27, column: 41, scope: !116)
!132 = !DILocation(line: 26, column: 28, scope: !111)
!133 = !DILocation(line: 26, column: 3, scope: !111)
!134 = distinct !{!134, !114, !135, !38}
!135 = !DILocation(line: 27, column: 41, scope: !107)
!136 = !DILocation(line: 28, column: 1, scope: !103)
!137 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !138, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!138 = !DISubroutineType(types: !139)
!139 = !{!23, !23, !140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!143 = !DILocalVariable(name: "argc", arg: 1, scope: !137, file: !3, line: 29, type: !23)
!144 = !DILocation(line: 29, column: 14, scope: !137)
!145 = !DILocalVariable(name: "argv", arg: 2, scope: !137, file: !3, line: 29, type: !140)
!146 = !DILocation(line: 29, column: 27, scope: !137)
!147 = !DILocation(line: 30, column: 3, scope: !137)
!148 = !DILocation(line: 31, column: 3, scope: !137)
!149 = !DILocation(line: 32, column: 3, scope: !137)
!150 = !DILocation(line: 33, column: 3, scope: !137)
!151 = !DILocation(line: 34, column: 3, scope: !137)
!152 = !DILocation(line: 35, column: 18, scope: !137)
!153 = !DILocation(line: 35, column: 3, scope: !137)
!154 = !DILocation(line: 36, column: 3, scope: !137)
