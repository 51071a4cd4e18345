; ModuleID = 'fp_table.c'
source_filename = "fp_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global double* null, align 8, !dbg !0
@b = internal global double* null, align 8, !dbg !5
@passes = internal constant [2 x void (i32)*] [void (i32)* @scale, void (i32)* @accumulate], align 16, !dbg !9
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !27 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !34, metadata !DIExpression()), !dbg !35
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %6, metadata !38, metadata !DIExpression()), !dbg !39
  %8 = load i32, i32* %4, align 4, !dbg !40
  %9 = icmp sgt i32 %8, 1, !dbg !41
  br i1 %9, label %10, label %15, !dbg !40

10:                                               ; preds = %2
  %11 = load i8**, i8*** %5, align 8, !dbg !42
  %12 = getelementptr inbounds i8*, i8** %11, i64 1, !dbg !42
  %13 = load i8*, i8** %12, align 8, !dbg !42
  %14 = call i32 @atoi(i8* noundef %13) #5, !dbg !43
  br label %16, !dbg !40

15:                                               ; preds = %2
  br label %16, !dbg !40

16:                                               ; preds = %15, %10
  %17 = phi i32 [ %14, %10 ], [ 20000, %15 ], !dbg !40
  store i32 %17, i32* %6, align 4, !dbg !39
  %18 = load i32, i32* %6, align 4, !dbg !44
  %19 = sext i32 %18 to i64, !dbg !44
  %20 = call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #6, !dbg !45
  %21 = bitcast i8* %20 to double*, !dbg !45
  store double* %21, double** @a, align 8, !dbg !46
  %22 = load i32, i32* %6, align 4, !dbg !47
  %23 = sext i32 %22 to i64, !dbg !47
  %24 = call noalias i8* @calloc(i64 noundef %23, i64 noundef 8) #6, !dbg !48
  %25 = bitcast i8* %24 to double*, !dbg !48
  store double* %25, double** @b, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %7, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %7, align 4, !dbg !52
  br label %26, !dbg !53

26:                                               ; preds = %36, %16
  %27 = load i32, i32* %7, align 4, !dbg !54
  %28 = icmp slt i32 %27, 6, !dbg !56
  br i1 %28, label %29, label %39, !dbg !57

29:                                               ; preds = %26
  %30 = load i32, i32* %7, align 4, !dbg !58
  %31 = srem i32 %30, 2, !dbg !59
  %32 = sext i32 %31 to i64, !dbg !60
  %33 = getelementptr inbounds [2 x void (i32)*], [2 x void (i32)*]* @passes, i64 0, i64 %32, !dbg !60
  %34 = load void (i32)*, void (i32)** %33, align 8, !dbg !60
  %35 = load i32, i32* %6, align 4, !dbg !61
  call void %34(i32 noundef %35), !dbg !60
  br label %36, !dbg !60

36:                                               ; preds = %29
  %37 = load i32, i32* %7, align 4, !dbg !62
  %38 = add nsw i32 %37, 1, !dbg !62
  store i32 %38, i32* %7, align 4, !dbg !62
  br label %26, !dbg !63, !llvm.loop !64

39:                                               ; preds = %26
  %40 = load double*, double** @b, align 8, !dbg !67
  %41 = load i32, i32* %6, align 4, !dbg !68
  %42 = sdiv i32 %41, 2, !dbg !69
  %43 = sext i32 %42 to i64, !dbg !67
  %44 = getelementptr inbounds double, double* %40, i64 %43, !dbg !67
  %45 = load double, double* %44, align 8, !dbg !67
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %45), !dbg !70
  ret i32 0, !dbg !71
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale(i32 noundef %0) #0 !dbg !72 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.declare(metadata i32* %3, metadata !75, metadata !DIExpression()), !dbg !77
  store i32 0, i32* %3, align 4, !dbg !77
  br label %4, !dbg !78

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4, !dbg !79
  %6 = load i32, i32* %2, align 4, !dbg !81
  %7 = icmp slt i32 %5, %6, !dbg !82
  br i1 %7, label %8, label %18, !dbg !83

8:                                                ; preds = %4
  %9 = load double*, double** @a, align 8, !dbg !84
  %10 = load i32, i32* %3, align 4, !dbg !85
  %11 = sext i32 %10 to i64, !dbg !84
  %12 = getelementptr inbounds double, double* %9, i64 %11, !dbg !84
  %13 = load double, double* %12, align 8, !dbg !86
  %14 = fmul double %13, 5.000000e-01, !dbg !86
  store double %14, double* %12, align 8, !dbg !86
  br label %15, !dbg !84

15:                                               ; preds = %8
  %16 = load i32, i32* %3, align 4, !dbg !87
  %17 = add nsw i32 %16, 1, !dbg !87
  store i32 %17, i32* %3, align 4, !dbg !87
  br label %4, !dbg !88, !llvm.loop !89

18:                                               ; preds = %4
  ret void, !dbg !91
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @accumulate(i32 noundef %0) #0 !dbg !92 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !93, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.declare(metadata i32* %3, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %3, align 4, !dbg !97
  br label %4, !dbg !98

4:                                                ; preds = %20, %1
  %5 = load i32, i32* %3, align 4, !dbg !99
  %6 = load i32, i32* %2, align 4, !dbg !101
  %7 = icmp slt i32 %5, %6, !dbg !102
  br i1 %7, label %8, label %23, !dbg !103

8:                                                ; preds = %4
  %9 = load double*, double** @a, align 8, !dbg !104
  %10 = load i32, i32* %3, align 4, !dbg !105
  %11 = sext i32 %10 to i64, !dbg !104
  %12 = getelementptr inbounds double, double* %9, i64 %11, !dbg !104
  %13 = load double, double* %12, align 8, !dbg !104
  %14 = load double*, double** @b, align 8, !dbg !106
  %15 = load i32, i32* %3, align 4, !dbg !107
  %16 = sext i32 %15 to i64, !dbg !106
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !106
  %18 = load double, double* %17, align 8, !dbg !108
  %19 = fadd double %18, %13, !dbg !108
  store double %19, double* %17, align 8, !dbg !108
  br label %20, !dbg !106

20:                                               ; preds = %8
  %21 = load i32, i32* %3, align 4, !dbg !109
  %22 = add nsw i32 %21, 1, !dbg !109
  store i32 %22, i32* %3, align 4, !dbg !109
  br label %4, !dbg !110, !llvm.loop !111

23:                                               ; preds = %4
  ret void, !dbg !113
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "fp_table.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d61c82572dde99bf1c820c2448c67332")
!4 = !{!0, !5, !9}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "passes", scope: !2, file: !3, line: 18, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !17)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !28, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!28 = !DISubroutineType(types: !29)
!29 = !{!16, !16, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !{}
!34 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !3, line: 20, type: !16)
!35 = !DILocation(line: 20, column: 14, scope: !27)
!36 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !3, line: 20, type: !30)
!37 = !DILocation(line: 20, column: 27, scope: !27)
!38 = !DILocalVariable(name: "n", scope: !27, file: !3, line: 21, type: !16)
!39 = !DILocation(line: 21, column: 7, scope: !27)
!40 = !DILocation(line: 21, column: 11, scope: !27)
!41 = !DILocation(line: 21, column: 16, scope: !27)
!42 = !DILocation(line: 21, column: 27, scope: !27)
!43 = !DILocation(line: 21, column: 22, scope: !27)
!44 = !DILocation(line: 22, column: 14, scope: !27)
!45 = !DILocation(line: 22, column: 7, scope: !27)
!46 = !DILocation(line: 22, column: 5, scope: !27)
!47 = !DILocation(line: 23, column: 14, scope: !27)
!48 = !DILocation(line: 23, column: 7, scope: !27)
!49 = !DILocation(line: 23, column: 5, scope: !27)
!50 = !DILocalVariable(name: "r", scope: !51, file: !3, line: 24, type: !16)
!51 = distinct !DILexicalBlock(scope: !27, file: !3, line: 24, column: 3)
!52 = !DILocation(line: 24, column: 12, scope: !51)
!53 = !DILocation(line: 24, column: 8, scope: !51)
!54 = !DILocation(line: 24, column: 19, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 24, column: 3)
!56 = !DILocation(line: 24, column: 21, scope: !55)
!57 = !DILocation(line: 24, column: 3, scope: !51)
!58 = !DILocation(line: 25, column: 12, scope: !55)
!59 = !DILocation(line: 25, column: 14, scope: !55)
!60 = !DILocation(line: 25, column: 5, scope: !55)
!61 = !DILocation(line: 25, column: 19, scope: !55)
!62 = !DILocation(line: 24, column: 27, scope: !55)
!63 = !DILocation(line: 24, column: 3, scope: !55)
!64 = distinct !{!64, !57, !65, !66}
!65 = !DILocation(line: 25, column: 20, scope: !51)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 26, column: 18, scope: !27)
!68 = !DILocation(line: 26, column: 20, scope: !27)
!69 = !DILocation(line: 26, column: 22, scope: !27)
!70 = !DILocation(line: 26, column: 3, scope: !27)
!71 = !DILocation(line: 27, column: 3, scope: !27)
!72 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!73 = !DILocalVariable(name: "n", arg: 1, scope: !72, file: !3, line: 8, type: !16)
!74 = !DILocation(line: 8, column: 23, scope: !72)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 9, type: !16)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 9, column: 3)
!77 = !DILocation(line: 9, column: 12, scope: !76)
!78 = !DILocation(line: 9, column: 8, scope: !76)
!79 = !DILocation(line: 9, column: 19, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !3, line: 9, column: 3)
!81 = !DILocation(line: 9, column: 23, scope: !80)
!82 = !DILocation(line: 9, column: 21, scope: !80)
!83 = !DILocation(line: 9, column: 3, scope: !76)
!84 = !DILocation(line: 10, column: 5, scope: !80)
!85 = !DILocation(line: 10, column: 7, scope: !80)
!86 = !DILocation(line: 10, column: 10, scope: !80)
!87 = !DILocation(line: 9, column: 27, scope: !80)
!88 = !DILocation(line: 9, column: 3, scope: !80)
!89 = distinct !{!89, !83, !90, !66}
!90 = !DILocation(line: 10, column: 13, scope: !76)
!91 = !DILocation(line: 11, column: 1, scope: !72)
!92 = distinct !DISubprogram(name: "accumulate", scope: !3, file: !3, line: 13, type: !14, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!93 = !DILocalVariable(name: "n", arg: 1, scope: !92, file: !3, line: 13, type: !16)
!94 = !DILocation(line: 13, column: 28, scope: !92)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 14, type: !16)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 14, column: 3)
!97 = !DILocation(line: 14, column: 12, scope: !96)
!98 = !DILocation(line: 14, column: 8, scope: !96)
!99 = !DILocation(line: 14, column: 19, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !3, line: 14, column: 3)
!101 = !DILocation(line: 14, column: 23, scope: !100)
!102 = !DILocation(line: 14, column: 21, scope: !100)
!103 = !DILocation(line: 14, column: 3, scope: !96)
!104 = !DILocation(line: 15, column: 13, scope: !100)
!105 = !DILocation(line: 15, column: 15, scope: !100)
!106 = !DILocation(line: 15, column: 5, scope: !100)
!107 = !DILocation(line: 15, column: 7, scope: !100)
!108 = !DILocation(line: 15, column: 10, scope: !100)
!109 = !DILocation(line: 14, column: 27, scope: !100)
!110 = !DILocation(line: 14, column: 3, scope: !100)
!111 = distinct !{!111, !103, !112, !66}
!112 = !DILocation(line: 15, column: 16, scope: !96)
!113 = !DILocation(line: 16, column: 1, scope: !92)
