; ModuleID = 'args_global_size.c'
source_filename = "args_global_size.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@N = dso_local global i32 64, align 4, !dbg !0
@REPS = dso_local global i32 2, align 4, !dbg !5
@A = dso_local global double* null, align 8, !dbg !8
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !20 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !28
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !29, metadata !DIExpression()), !dbg !30
  %9 = load i32, i32* %4, align 4, !dbg !31
  %10 = load i8**, i8*** %5, align 8, !dbg !32
  call void @setup(i32 noundef %9, i8** noundef %10), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %6, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %6, align 4, !dbg !36
  br label %11, !dbg !37

11:                                               ; preds = %24, %2
  %12 = load i32, i32* %6, align 4, !dbg !38
  %13 = load i32, i32* @N, align 4, !dbg !40
  %14 = load i32, i32* @N, align 4, !dbg !41
  %15 = mul nsw i32 %13, %14, !dbg !42
  %16 = icmp slt i32 %12, %15, !dbg !43
  br i1 %16, label %17, label %27, !dbg !44

17:                                               ; preds = %11
  %18 = load i32, i32* %6, align 4, !dbg !45
  %19 = sitofp i32 %18 to double, !dbg !45
  %20 = load double*, double** @A, align 8, !dbg !46
  %21 = load i32, i32* %6, align 4, !dbg !47
  %22 = sext i32 %21 to i64, !dbg !46
  %23 = getelementptr inbounds double, double* %20, i64 %22, !dbg !46
  store double %19, double* %23, align 8, !dbg !48
  br label %24, !dbg !46

24:                                               ; preds = %17
  %25 = load i32, i32* %6, align 4, !dbg !49
  %26 = add nsw i32 %25, 1, !dbg !49
  store i32 %26, i32* %6, align 4, !dbg !49
  br label %11, !dbg !50, !llvm.loop !51

27:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata double* %7, metadata !54, metadata !DIExpression()), !dbg !55
  store double 0.000000e+00, double* %7, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %8, metadata !56, metadata !DIExpression()), !dbg !58
  store i32 0, i32* %8, align 4, !dbg !58
  br label %28, !dbg !59

28:                                               ; preds = %36, %27
  %29 = load i32, i32* %8, align 4, !dbg !60
  %30 = load i32, i32* @REPS, align 4, !dbg !62
  %31 = icmp slt i32 %29, %30, !dbg !63
  br i1 %31, label %32, label %39, !dbg !64

32:                                               ; preds = %28
  %33 = call double @sweep(), !dbg !65
  %34 = load double, double* %7, align 8, !dbg !66
  %35 = fadd double %34, %33, !dbg !66
  store double %35, double* %7, align 8, !dbg !66
  br label %36, !dbg !67

36:                                               ; preds = %32
  %37 = load i32, i32* %8, align 4, !dbg !68
  %38 = add nsw i32 %37, 1, !dbg !68
  store i32 %38, i32* %8, align 4, !dbg !68
  br label %28, !dbg !69, !llvm.loop !70

39:                                               ; preds = %28
  %40 = load double, double* %7, align 8, !dbg !72
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %40), !dbg !73
  ret i32 0, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @setup(i32 noundef %0, i8** noundef %1) #0 !dbg !75 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !78, metadata !DIExpression()), !dbg !79
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !80, metadata !DIExpression()), !dbg !81
  %5 = load i32, i32* %3, align 4, !dbg !82
  %6 = icmp sgt i32 %5, 1, !dbg !84
  br i1 %6, label %7, label %12, !dbg !85

7:                                                ; preds = %2
  %8 = load i8**, i8*** %4, align 8, !dbg !86
  %9 = getelementptr inbounds i8*, i8** %8, i64 1, !dbg !86
  %10 = load i8*, i8** %9, align 8, !dbg !86
  %11 = call i32 @atoi(i8* noundef %10) #5, !dbg !87
  store i32 %11, i32* @N, align 4, !dbg !88
  br label %12, !dbg !89

12:                                               ; preds = %7, %2
  %13 = load i32, i32* %3, align 4, !dbg !90
  %14 = icmp sgt i32 %13, 2, !dbg !92
  br i1 %14, label %15, label %20, !dbg !93

15:                                               ; preds = %12
  %16 = load i8**, i8*** %4, align 8, !dbg !94
  %17 = getelementptr inbounds i8*, i8** %16, i64 2, !dbg !94
  %18 = load i8*, i8** %17, align 8, !dbg !94
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !95
  store i32 %19, i32* @REPS, align 4, !dbg !96
  br label %20, !dbg !97

20:                                               ; preds = %15, %12
  %21 = load i32, i32* @N, align 4, !dbg !98
  %22 = sext i32 %21 to i64, !dbg !98
  %23 = mul i64 8, %22, !dbg !99
  %24 = load i32, i32* @N, align 4, !dbg !100
  %25 = sext i32 %24 to i64, !dbg !100
  %26 = mul i64 %23, %25, !dbg !101
  %27 = call noalias i8* @malloc(i64 noundef %26) #6, !dbg !102
  %28 = bitcast i8* %27 to double*, !dbg !102
  store double* %28, double** @A, align 8, !dbg !103
  ret void, !dbg !104
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sweep() #0 !dbg !105 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata double* %1, metadata !108, metadata !DIExpression()), !dbg !109
  store double 0.000000e+00, double* %1, align 8, !dbg !109
  call void @llvm.dbg.declare(metadata i32* %2, metadata !110, metadata !DIExpression()), !dbg !112
  store i32 0, i32* %2, align 4, !dbg !112
  br label %4, !dbg !113

4:                                                ; preds = %29, %0
  %5 = load i32, i32* %2, align 4, !dbg !114
  %6 = load i32, i32* @N, align 4, !dbg !116
  %7 = icmp slt i32 %5, %6, !dbg !117
  br i1 %7, label %8, label %32, !dbg !118

8:                                                ; preds = %4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !119, metadata !DIExpression()), !dbg !121
  store i32 0, i32* %3, align 4, !dbg !121
  br label %9, !dbg !122

9:                                                ; preds = %25, %8
  %10 = load i32, i32* %3, align 4, !dbg !123
  %11 = load i32, i32* @N, align 4, !dbg !125
  %12 = icmp slt i32 %10, %11, !dbg !126
  br i1 %12, label %13, label %28, !dbg !127

13:                                               ; preds = %9
  %14 = load double*, double** @A, align 8, !dbg !128
  %15 = load i32, i32* %3, align 4, !dbg !129
  %16 = load i32, i32* @N, align 4, !dbg !130
  %17 = mul nsw i32 %15, %16, !dbg !131
  %18 = load i32, i32* %2, align 4, !dbg !132
  %19 = add nsw i32 %17, %18, !dbg !133
  %20 = sext i32 %19 to i64, !dbg !128
  %21 = getelementptr inbounds double, double* %14, i64 %20, !dbg !128
  %22 = load double, double* %21, align 8, !dbg !128
  %23 = load double, double* %1, align 8, !dbg !134
  %24 = fadd double %23, %22, !dbg !134
  store double %24, double* %1, align 8, !dbg !134
  br label %25, !dbg !135

25:                                               ; preds = %13
  %26 = load i32, i32* %3, align 4, !dbg !136
  %27 = add nsw i32 %26, 1, !dbg !136
  store i32 %27, i32* %3, align 4, !dbg !136
  br label %9, !dbg !137, !llvm.loop !138

28:                                               ; preds = %9
  br label %29, !dbg !139

29:                                               ; preds = %28
  %30 = load i32, i32* %2, align 4, !dbg !140
  %31 = add nsw i32 %30, 1, !dbg !140
  store i32 %31, i32* %2, align 4, !dbg !140
  br label %4, !dbg !141, !llvm.loop !142

32:                                               ; preds = %4
  %33 = load double, double* %1, align 8, !dbg !144
  ret double %33, !dbg !145
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 4, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "args_global_size.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f2020252ce05dffc0efda8adb70e6a4a")
!4 = !{!0, !5, !8}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "REPS", scope: !2, file: !3, line: 5, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !21, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!21 = !DISubroutineType(types: !22)
!22 = !{!7, !7, !23}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !{}
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !20, file: !3, line: 18, type: !7)
!28 = !DILocation(line: 18, column: 14, scope: !20)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !20, file: !3, line: 18, type: !23)
!30 = !DILocation(line: 18, column: 27, scope: !20)
!31 = !DILocation(line: 19, column: 9, scope: !20)
!32 = !DILocation(line: 19, column: 15, scope: !20)
!33 = !DILocation(line: 19, column: 3, scope: !20)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 20, type: !7)
!35 = distinct !DILexicalBlock(scope: !20, file: !3, line: 20, column: 3)
!36 = !DILocation(line: 20, column: 12, scope: !35)
!37 = !DILocation(line: 20, column: 8, scope: !35)
!38 = !DILocation(line: 20, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 20, column: 3)
!40 = !DILocation(line: 20, column: 23, scope: !39)
!41 = !DILocation(line: 20, column: 27, scope: !39)
!42 = !DILocation(line: 20, column: 25, scope: !39)
!43 = !DILocation(line: 20, column: 21, scope: !39)
!44 = !DILocation(line: 20, column: 3, scope: !35)
!45 = !DILocation(line: 20, column: 42, scope: !39)
!46 = !DILocation(line: 20, column: 35, scope: !39)
!47 = !DILocation(line: 20, column: 37, scope: !39)
!48 = !DILocation(line: 20, column: 40, scope: !39)
!49 = !DILocation(line: 20, column: 31, scope: !39)
!50 = !DILocation(line: 20, column: 3, scope: !39)
!51 = distinct !{!51, !44, !52, !53}
!52 = !DILocation(line: 20, column: 42, scope: !35)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocalVariable(name: "t", scope: !20, file: !3, line: 21, type: !11)
!55 = !DILocation(line: 21, column: 10, scope: !20)
!56 = !DILocalVariable(name: "r", scope: !57, file: !3, line: 22, type: !7)
!57 = distinct !DILexicalBlock(scope: !20, file: !3, line: 22, column: 3)
!58 = !DILocation(line: 22, column: 12, scope: !57)
!59 = !DILocation(line: 22, column: 8, scope: !57)
!60 = !DILocation(line: 22, column: 19, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 22, column: 3)
!62 = !DILocation(line: 22, column: 23, scope: !61)
!63 = !DILocation(line: 22, column: 21, scope: !61)
!64 = !DILocation(line: 22, column: 3, scope: !57)
!65 = !DILocation(line: 22, column: 39, scope: !61)
!66 = !DILocation(line: 22, column: 36, scope: !61)
!67 = !DILocation(line: 22, column: 34, scope: !61)
!68 = !DILocation(line: 22, column: 30, scope: !61)
!69 = !DILocation(line: 22, column: 3, scope: !61)
!70 = distinct !{!70, !64, !71, !53}
!71 = !DILocation(line: 22, column: 45, scope: !57)
!72 = !DILocation(line: 23, column: 18, scope: !20)
!73 = !DILocation(line: 23, column: 3, scope: !20)
!74 = !DILocation(line: 24, column: 3, scope: !20)
!75 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 7, type: !76, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !7, !23}
!78 = !DILocalVariable(name: "argc", arg: 1, scope: !75, file: !3, line: 7, type: !7)
!79 = !DILocation(line: 7, column: 23, scope: !75)
!80 = !DILocalVariable(name: "argv", arg: 2, scope: !75, file: !3, line: 7, type: !23)
!81 = !DILocation(line: 7, column: 36, scope: !75)
!82 = !DILocation(line: 8, column: 7, scope: !83)
!83 = distinct !DILexicalBlock(scope: !75, file: !3, line: 8, column: 7)
!84 = !DILocation(line: 8, column: 12, scope: !83)
!85 = !DILocation(line: 8, column: 7, scope: !75)
!86 = !DILocation(line: 8, column: 26, scope: !83)
!87 = !DILocation(line: 8, column: 21, scope: !83)
!88 = !DILocation(line: 8, column: 19, scope: !83)
!89 = !DILocation(line: 8, column: 17, scope: !83)
!90 = !DILocation(line: 9, column: 7, scope: !91)
!91 = distinct !DILexicalBlock(scope: !75, file: !3, line: 9, column: 7)
!92 = !DILocation(line: 9, column: 12, scope: !91)
!93 = !DILocation(line: 9, column: 7, scope: !75)
!94 = !DILocation(line: 9, column: 29, scope: !91)
!95 = !DILocation(line: 9, column: 24, scope: !91)
!96 = !DILocation(line: 9, column: 22, scope: !91)
!97 = !DILocation(line: 9, column: 17, scope: !91)
!98 = !DILocation(line: 10, column: 31, scope: !75)
!99 = !DILocation(line: 10, column: 29, scope: !75)
!100 = !DILocation(line: 10, column: 35, scope: !75)
!101 = !DILocation(line: 10, column: 33, scope: !75)
!102 = !DILocation(line: 10, column: 7, scope: !75)
!103 = !DILocation(line: 10, column: 5, scope: !75)
!104 = !DILocation(line: 11, column: 1, scope: !75)
!105 = distinct !DISubprogram(name: "sweep", scope: !3, file: !3, line: 12, type: !106, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!106 = !DISubroutineType(types: !107)
!107 = !{!11}
!108 = !DILocalVariable(name: "s", scope: !105, file: !3, line: 13, type: !11)
!109 = !DILocation(line: 13, column: 10, scope: !105)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 14, type: !7)
!111 = distinct !DILexicalBlock(scope: !105, file: !3, line: 14, column: 3)
!112 = !DILocation(line: 14, column: 12, scope: !111)
!113 = !DILocation(line: 14, column: 8, scope: !111)
!114 = !DILocation(line: 14, column: 19, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 14, column: 3)
!116 = !DILocation(line: 14, column: 23, scope: !115)
!117 = !DILocation(line: 14, column: 21, scope: !115)
!118 = !DILocation(line: 14, column: 3, scope: !111)
!119 = !DILocalVariable(name: "j", scope: !120, file: !3, line: 15, type: !7)
!120 = distinct !DILexicalBlock(scope: !115, file: !3, line: 15, column: 5)
!121 = !DILocation(line: 15, column: 14, scope: !120)
!122 = !DILocation(line: 15, column: 10, scope: !120)
!123 = !DILocation(line: 15, column: 21, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 15, column: 5)
!125 = !DILocation(line: 15, column: 25, scope: !124)
!126 = !DILocation(line: 15, column: 23, scope: !124)
!127 = !DILocation(line: 15, column: 5, scope: !120)
!128 = !DILocation(line: 15, column: 38, scope: !124)
!129 = !DILocation(line: 15, column: 40, scope: !124)
!130 = !DILocation(line: 15, column: 44, scope: !124)
!131 = !DILocation(line: 15, column: 42, scope: !124)
!132 = !DILocation(line: 15, column: 48, scope: !124)
!133 = !DILocation(line: 15, column: 46, scope: !124)
!134 = !DILocation(line: 15, column: 35, scope: !124)
!135 = !DILocation(line: 15, column: 33, scope: !124)
!136 = !DILocation(line: 15, column: 29, scope: !124)
!137 = !DILocation(line: 15, column: 5, scope: !124)
!138 = distinct !{!138, !127, !139, !53}
!139 = !DILocation(line: 15, column: 49, scope: !120)
!140 = !DILocation(line: 14, column: 27, scope: !115)
!141 = !DILocation(line: 14, column: 3, scope: !115)
!142 = distinct !{!142, !118, !143, !53}
!143 = !DILocation(line: 15, column: 49, scope: !111)
!144 = !DILocation(line: 16, column: 10, scope: !105)
!145 = !DILocation(line: 16, column: 3, scope: !105)
