; ModuleID = 'irreducible.c'
source_filename = "irreducible.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global [3000 x double] zeroinitializer, align 16, !dbg !0
@b = internal global [3000 x double] zeroinitializer, align 16, !dbg !5
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sweep(i32 noundef %0) #0 !dbg !19 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata double* %3, metadata !26, metadata !DIExpression()), !dbg !27
  store double 0.000000e+00, double* %3, align 8, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %4, metadata !28, metadata !DIExpression()), !dbg !29
  store i32 0, i32* %4, align 4, !dbg !29
  %7 = load i32, i32* %2, align 4, !dbg !30
  %8 = srem i32 %7, 2, !dbg !32
  %9 = icmp eq i32 %8, 1, !dbg !33
  br i1 %9, label %10, label %11, !dbg !34

10:                                               ; preds = %1
  br label %35, !dbg !35

11:                                               ; preds = %1
  store i32 0, i32* %4, align 4, !dbg !36
  br label %12, !dbg !38

12:                                               ; preds = %54, %11
  %13 = load i32, i32* %4, align 4, !dbg !39
  %14 = load i32, i32* %2, align 4, !dbg !41
  %15 = icmp slt i32 %13, %14, !dbg !42
  br i1 %15, label %16, label %57, !dbg !43

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i32* %5, metadata !44, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %5, align 4, !dbg !47
  br label %17, !dbg !48

17:                                               ; preds = %31, %16
  %18 = load i32, i32* %5, align 4, !dbg !49
  %19 = icmp slt i32 %18, 3000, !dbg !51
  br i1 %19, label %20, label %34, !dbg !52

20:                                               ; preds = %17
  %21 = load i32, i32* %5, align 4, !dbg !53
  %22 = sext i32 %21 to i64, !dbg !54
  %23 = getelementptr inbounds [3000 x double], [3000 x double]* @a, i64 0, i64 %22, !dbg !54
  %24 = load double, double* %23, align 8, !dbg !54
  %25 = load i32, i32* %4, align 4, !dbg !55
  %26 = sitofp i32 %25 to double, !dbg !55
  %27 = call double @llvm.fmuladd.f64(double %24, double 5.000000e-01, double %26), !dbg !56
  %28 = load i32, i32* %5, align 4, !dbg !57
  %29 = sext i32 %28 to i64, !dbg !58
  %30 = getelementptr inbounds [3000 x double], [3000 x double]* @a, i64 0, i64 %29, !dbg !58
  store double %27, double* %30, align 8, !dbg !59
  br label %31, !dbg !58

31:                                               ; preds = %20
  %32 = load i32, i32* %5, align 4, !dbg !60
  %33 = add nsw i32 %32, 1, !dbg !60
  store i32 %33, i32* %5, align 4, !dbg !60
  br label %17, !dbg !61, !llvm.loop !62

34:                                               ; preds = %17
  br label %35, !dbg !63

35:                                               ; preds = %34, %10
  call void @llvm.dbg.label(metadata !65), !dbg !66
  call void @llvm.dbg.declare(metadata i32* %6, metadata !67, metadata !DIExpression()), !dbg !69
  store i32 0, i32* %6, align 4, !dbg !69
  br label %36, !dbg !70

36:                                               ; preds = %50, %35
  %37 = load i32, i32* %6, align 4, !dbg !71
  %38 = icmp slt i32 %37, 3000, !dbg !73
  br i1 %38, label %39, label %53, !dbg !74

39:                                               ; preds = %36
  %40 = load i32, i32* %6, align 4, !dbg !75
  %41 = sext i32 %40 to i64, !dbg !76
  %42 = getelementptr inbounds [3000 x double], [3000 x double]* @a, i64 0, i64 %41, !dbg !76
  %43 = load double, double* %42, align 8, !dbg !76
  %44 = load i32, i32* %6, align 4, !dbg !77
  %45 = sext i32 %44 to i64, !dbg !78
  %46 = getelementptr inbounds [3000 x double], [3000 x double]* @b, i64 0, i64 %45, !dbg !78
  %47 = load double, double* %46, align 8, !dbg !78
  %48 = load double, double* %3, align 8, !dbg !79
  %49 = call double @llvm.fmuladd.f64(double %43, double %47, double %48), !dbg !79
  store double %49, double* %3, align 8, !dbg !79
  br label %50, !dbg !80

50:                                               ; preds = %39
  %51 = load i32, i32* %6, align 4, !dbg !81
  %52 = add nsw i32 %51, 1, !dbg !81
  store i32 %52, i32* %6, align 4, !dbg !81
  br label %36, !dbg !82, !llvm.loop !83

53:                                               ; preds = %36
  br label %54, !dbg !85

54:                                               ; preds = %53
  %55 = load i32, i32* %4, align 4, !dbg !86
  %56 = add nsw i32 %55, 1, !dbg !86
  store i32 %56, i32* %4, align 4, !dbg !86
  br label %12, !dbg !87, !llvm.loop !88

57:                                               ; preds = %12
  %58 = load double, double* %3, align 8, !dbg !90
  ret double %58, !dbg !91
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !92 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !98, metadata !DIExpression()), !dbg !99
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.declare(metadata i32* %6, metadata !102, metadata !DIExpression()), !dbg !103
  %9 = load i32, i32* %4, align 4, !dbg !104
  %10 = icmp sgt i32 %9, 1, !dbg !105
  br i1 %10, label %11, label %16, !dbg !104

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !106
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !106
  %14 = load i8*, i8** %13, align 8, !dbg !106
  %15 = call i32 @atoi(i8* noundef %14) #4, !dbg !107
  br label %17, !dbg !104

16:                                               ; preds = %2
  br label %17, !dbg !104

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ 5, %16 ], !dbg !104
  store i32 %18, i32* %6, align 4, !dbg !103
  call void @llvm.dbg.declare(metadata i32* %7, metadata !108, metadata !DIExpression()), !dbg !110
  store i32 0, i32* %7, align 4, !dbg !110
  br label %19, !dbg !111

19:                                               ; preds = %28, %17
  %20 = load i32, i32* %7, align 4, !dbg !112
  %21 = icmp slt i32 %20, 3000, !dbg !114
  br i1 %21, label %22, label %31, !dbg !115

22:                                               ; preds = %19
  %23 = load i32, i32* %7, align 4, !dbg !116
  %24 = sitofp i32 %23 to double, !dbg !116
  %25 = load i32, i32* %7, align 4, !dbg !117
  %26 = sext i32 %25 to i64, !dbg !118
  %27 = getelementptr inbounds [3000 x double], [3000 x double]* @b, i64 0, i64 %26, !dbg !118
  store double %24, double* %27, align 8, !dbg !119
  br label %28, !dbg !118

28:                                               ; preds = %22
  %29 = load i32, i32* %7, align 4, !dbg !120
  %30 = add nsw i32 %29, 1, !dbg !120
  store i32 %30, i32* %7, align 4, !dbg !120
  br label %19, !dbg !121, !llvm.loop !122

31:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata double* %8, metadata !124, metadata !DIExpression()), !dbg !125
  %32 = load i32, i32* %6, align 4, !dbg !126
  %33 = call double @sweep(i32 noundef %32), !dbg !127
  store double %33, double* %8, align 8, !dbg !125
  %34 = load i32, i32* %6, align 4, !dbg !128
  %35 = add nsw i32 %34, 1, !dbg !129
  %36 = call double @sweep(i32 noundef %35), !dbg !130
  %37 = load double, double* %8, align 8, !dbg !131
  %38 = fadd double %37, %36, !dbg !131
  store double %38, double* %8, align 8, !dbg !131
  %39 = load double, double* %8, align 8, !dbg !132
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %39), !dbg !133
  ret i32 0, !dbg !134
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 12, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irreducible.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9b712a0ff7bf9d0fb69e61c1ae8a8d61")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 12, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192000, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 3000)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "sweep", scope: !3, file: !3, line: 14, type: !20, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!8, !22}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{}
!24 = !DILocalVariable(name: "reps", arg: 1, scope: !19, file: !3, line: 14, type: !22)
!25 = !DILocation(line: 14, column: 44, scope: !19)
!26 = !DILocalVariable(name: "s", scope: !19, file: !3, line: 15, type: !8)
!27 = !DILocation(line: 15, column: 10, scope: !19)
!28 = !DILocalVariable(name: "r", scope: !19, file: !3, line: 16, type: !22)
!29 = !DILocation(line: 16, column: 7, scope: !19)
!30 = !DILocation(line: 17, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !19, file: !3, line: 17, column: 7)
!32 = !DILocation(line: 17, column: 12, scope: !31)
!33 = !DILocation(line: 17, column: 16, scope: !31)
!34 = !DILocation(line: 17, column: 7, scope: !19)
!35 = !DILocation(line: 18, column: 5, scope: !31)
!36 = !DILocation(line: 19, column: 10, scope: !37)
!37 = distinct !DILexicalBlock(scope: !19, file: !3, line: 19, column: 3)
!38 = !DILocation(line: 19, column: 8, scope: !37)
!39 = !DILocation(line: 19, column: 15, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 19, column: 3)
!41 = !DILocation(line: 19, column: 19, scope: !40)
!42 = !DILocation(line: 19, column: 17, scope: !40)
!43 = !DILocation(line: 19, column: 3, scope: !37)
!44 = !DILocalVariable(name: "j", scope: !45, file: !3, line: 20, type: !22)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 20, column: 5)
!46 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 30)
!47 = !DILocation(line: 20, column: 14, scope: !45)
!48 = !DILocation(line: 20, column: 10, scope: !45)
!49 = !DILocation(line: 20, column: 21, scope: !50)
!50 = distinct !DILexicalBlock(scope: !45, file: !3, line: 20, column: 5)
!51 = !DILocation(line: 20, column: 23, scope: !50)
!52 = !DILocation(line: 20, column: 5, scope: !45)
!53 = !DILocation(line: 21, column: 16, scope: !50)
!54 = !DILocation(line: 21, column: 14, scope: !50)
!55 = !DILocation(line: 21, column: 27, scope: !50)
!56 = !DILocation(line: 21, column: 25, scope: !50)
!57 = !DILocation(line: 21, column: 9, scope: !50)
!58 = !DILocation(line: 21, column: 7, scope: !50)
!59 = !DILocation(line: 21, column: 12, scope: !50)
!60 = !DILocation(line: 20, column: 29, scope: !50)
!61 = !DILocation(line: 20, column: 5, scope: !50)
!62 = distinct !{!62, !52, !63, !64}
!63 = !DILocation(line: 21, column: 27, scope: !45)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILabel(scope: !46, name: "mid", file: !3, line: 22)
!66 = !DILocation(line: 22, column: 3, scope: !46)
!67 = !DILocalVariable(name: "j", scope: !68, file: !3, line: 23, type: !22)
!68 = distinct !DILexicalBlock(scope: !46, file: !3, line: 23, column: 5)
!69 = !DILocation(line: 23, column: 14, scope: !68)
!70 = !DILocation(line: 23, column: 10, scope: !68)
!71 = !DILocation(line: 23, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 23, column: 5)
!73 = !DILocation(line: 23, column: 23, scope: !72)
!74 = !DILocation(line: 23, column: 5, scope: !68)
!75 = !DILocation(line: 24, column: 14, scope: !72)
!76 = !DILocation(line: 24, column: 12, scope: !72)
!77 = !DILocation(line: 24, column: 21, scope: !72)
!78 = !DILocation(line: 24, column: 19, scope: !72)
!79 = !DILocation(line: 24, column: 9, scope: !72)
!80 = !DILocation(line: 24, column: 7, scope: !72)
!81 = !DILocation(line: 23, column: 29, scope: !72)
!82 = !DILocation(line: 23, column: 5, scope: !72)
!83 = distinct !{!83, !74, !84, !64}
!84 = !DILocation(line: 24, column: 22, scope: !68)
!85 = !DILocation(line: 25, column: 3, scope: !46)
!86 = !DILocation(line: 19, column: 26, scope: !40)
!87 = !DILocation(line: 19, column: 3, scope: !40)
!88 = distinct !{!88, !43, !89, !64}
!89 = !DILocation(line: 25, column: 3, scope: !37)
!90 = !DILocation(line: 26, column: 10, scope: !19)
!91 = !DILocation(line: 26, column: 3, scope: !19)
!92 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !93, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!93 = !DISubroutineType(types: !94)
!94 = !{!22, !22, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!98 = !DILocalVariable(name: "argc", arg: 1, scope: !92, file: !3, line: 29, type: !22)
!99 = !DILocation(line: 29, column: 14, scope: !92)
!100 = !DILocalVariable(name: "argv", arg: 2, scope: !92, file: !3, line: 29, type: !95)
!101 = !DILocation(line: 29, column: 27, scope: !92)
!102 = !DILocalVariable(name: "reps", scope: !92, file: !3, line: 30, type: !22)
!103 = !DILocation(line: 30, column: 7, scope: !92)
!104 = !DILocation(line: 30, column: 14, scope: !92)
!105 = !DILocation(line: 30, column: 19, scope: !92)
!106 = !DILocation(line: 30, column: 30, scope: !92)
!107 = !DILocation(line: 30, column: 25, scope: !92)
!108 = !DILocalVariable(name: "j", scope: !109, file: !3, line: 31, type: !22)
!109 = distinct !DILexicalBlock(scope: !92, file: !3, line: 31, column: 3)
!110 = !DILocation(line: 31, column: 12, scope: !109)
!111 = !DILocation(line: 31, column: 8, scope: !109)
!112 = !DILocation(line: 31, column: 19, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !3, line: 31, column: 3)
!114 = !DILocation(line: 31, column: 21, scope: !113)
!115 = !DILocation(line: 31, column: 3, scope: !109)
!116 = !DILocation(line: 32, column: 12, scope: !113)
!117 = !DILocation(line: 32, column: 7, scope: !113)
!118 = !DILocation(line: 32, column: 5, scope: !113)
!119 = !DILocation(line: 32, column: 10, scope: !113)
!120 = !DILocation(line: 31, column: 27, scope: !113)
!121 = !DILocation(line: 31, column: 3, scope: !113)
!122 = distinct !{!122, !115, !123, !64}
!123 = !DILocation(line: 32, column: 12, scope: !109)
!124 = !DILocalVariable(name: "s", scope: !92, file: !3, line: 33, type: !8)
!125 = !DILocation(line: 33, column: 10, scope: !92)
!126 = !DILocation(line: 33, column: 20, scope: !92)
!127 = !DILocation(line: 33, column: 14, scope: !92)
!128 = !DILocation(line: 34, column: 14, scope: !92)
!129 = !DILocation(line: 34, column: 19, scope: !92)
!130 = !DILocation(line: 34, column: 8, scope: !92)
!131 = !DILocation(line: 34, column: 5, scope: !92)
!132 = !DILocation(line: 35, column: 18, scope: !92)
!133 = !DILocation(line: 35, column: 3, scope: !92)
!134 = !DILocation(line: 36, column: 3, scope: !92)
