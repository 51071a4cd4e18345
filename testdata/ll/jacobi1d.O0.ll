; ModuleID = 'jacobi1d.c'
source_filename = "jacobi1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ar = internal global [4000 x double] zeroinitializer, align 16, !dbg !0
@Br = internal global [4000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_jacobi1d(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !22 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !28, metadata !DIExpression()), !dbg !29
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !30, metadata !DIExpression()), !dbg !31
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !32, metadata !DIExpression()), !dbg !33
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %9, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %10, metadata !38, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %9, align 4, !dbg !40
  br label %11, !dbg !42

11:                                               ; preds = %69, %4
  %12 = load i32, i32* %9, align 4, !dbg !43
  %13 = load i32, i32* %5, align 4, !dbg !45
  %14 = icmp slt i32 %12, %13, !dbg !46
  br i1 %14, label %15, label %72, !dbg !47

15:                                               ; preds = %11
  store i32 1, i32* %10, align 4, !dbg !48
  br label %16, !dbg !51

16:                                               ; preds = %46, %15
  %17 = load i32, i32* %10, align 4, !dbg !52
  %18 = load i32, i32* %6, align 4, !dbg !54
  %19 = sub nsw i32 %18, 1, !dbg !55
  %20 = icmp slt i32 %17, %19, !dbg !56
  br i1 %20, label %21, label %49, !dbg !57

21:                                               ; preds = %16
  %22 = load double*, double** %7, align 8, !dbg !58
  %23 = load i32, i32* %10, align 4, !dbg !59
  %24 = sub nsw i32 %23, 1, !dbg !60
  %25 = sext i32 %24 to i64, !dbg !58
  %26 = getelementptr inbounds double, double* %22, i64 %25, !dbg !58
  %27 = load double, double* %26, align 8, !dbg !58
  %28 = load double*, double** %7, align 8, !dbg !61
  %29 = load i32, i32* %10, align 4, !dbg !62
  %30 = sext i32 %29 to i64, !dbg !61
  %31 = getelementptr inbounds double, double* %28, i64 %30, !dbg !61
  %32 = load double, double* %31, align 8, !dbg !61
  %33 = fadd double %27, %32, !dbg !63
  %34 = load double*, double** %7, align 8, !dbg !64
  %35 = load i32, i32* %10, align 4, !dbg !65
  %36 = add nsw i32 %35, 1, !dbg !66
  %37 = sext i32 %36 to i64, !dbg !64
  %38 = getelementptr inbounds double, double* %34, i64 %37, !dbg !64
  %39 = load double, double* %38, align 8, !dbg !64
  %40 = fadd double %33, %39, !dbg !67
  %41 = fdiv double %40, 3.000000e+00, !dbg !68
  %42 = load double*, double** %8, align 8, !dbg !69
  %43 = load i32, i32* %10, align 4, !dbg !70
  %44 = sext i32 %43 to i64, !dbg !69
  %45 = getelementptr inbounds double, double* %42, i64 %44, !dbg !69
  store double %41, double* %45, align 8, !dbg !71
  br label %46, !dbg !69

46:                                               ; preds = %21
  %47 = load i32, i32* %10, align 4, !dbg !72
  %48 = add nsw i32 %47, 1, !dbg !72
  store i32 %48, i32* %10, align 4, !dbg !72
  br label %16, !dbg !73, !llvm.loop !74

49:                                               ; preds = %16
  store i32 1, i32* %10, align 4, !dbg !77
  br label %50, !dbg !79

50:                                               ; preds = %65, %49
  %51 = load i32, i32* %10, align 4, !dbg !80
  %52 = load i32, i32* %6, align 4, !dbg !82
  %53 = sub nsw i32 %52, 1, !dbg !83
  %54 = icmp slt i32 %51, %53, !dbg !84
  br i1 %54, label %55, label %68, !dbg !85

55:                                               ; preds = %50
  %56 = load double*, double** %8, align 8, !dbg !86
  %57 = load i32, i32* %10, align 4, !dbg !87
  %58 = sext i32 %57 to i64, !dbg !86
  %59 = getelementptr inbounds double, double* %56, i64 %58, !dbg !86
  %60 = load double, double* %59, align 8, !dbg !86
  %61 = load double*, double** %7, align 8, !dbg !88
  %62 = load i32, i32* %10, align 4, !dbg !89
  %63 = sext i32 %62 to i64, !dbg !88
  %64 = getelementptr inbounds double, double* %61, i64 %63, !dbg !88
  store double %60, double* %64, align 8, !dbg !90
  br label %65, !dbg !88

65:                                               ; preds = %55
  %66 = load i32, i32* %10, align 4, !dbg !91
  %67 = add nsw i32 %66, 1, !dbg !91
  store i32 %67, i32* %10, align 4, !dbg !91
  br label %50, !dbg !92, !llvm.loop !93

68:                                               ; preds = %50
  br label %69, !dbg !95

69:                                               ; preds = %68
  %70 = load i32, i32* %9, align 4, !dbg !96
  %71 = add nsw i32 %70, 1, !dbg !96
  store i32 %71, i32* %9, align 4, !dbg !96
  br label %11, !dbg !97, !llvm.loop !98

72:                                               ; preds = %11
  ret void, !dbg !100
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !101 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !104, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.declare(metadata double* %3, metadata !106, metadata !DIExpression()), !dbg !107
  store double 0.000000e+00, double* %3, align 8, !dbg !107
  store i32 0, i32* %2, align 4, !dbg !108
  br label %4, !dbg !110

4:                                                ; preds = %17, %0
  %5 = load i32, i32* %2, align 4, !dbg !111
  %6 = icmp slt i32 %5, 4000, !dbg !113
  br i1 %6, label %7, label %20, !dbg !114

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !115
  %9 = srem i32 %8, 10, !dbg !117
  %10 = sitofp i32 %9 to double, !dbg !118
  %11 = load i32, i32* %2, align 4, !dbg !119
  %12 = sext i32 %11 to i64, !dbg !120
  %13 = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %12, !dbg !120
  store double %10, double* %13, align 8, !dbg !121
  %14 = load i32, i32* %2, align 4, !dbg !122
  %15 = sext i32 %14 to i64, !dbg !123
  %16 = getelementptr inbounds [4000 x double], [4000 x double]* @Br, i64 0, i64 %15, !dbg !123
  store double 0.000000e+00, double* %16, align 8, !dbg !124
  br label %17, !dbg !125

17:                                               ; preds = %7
  %18 = load i32, i32* %2, align 4, !dbg !126
  %19 = add nsw i32 %18, 1, !dbg !126
  store i32 %19, i32* %2, align 4, !dbg !126
  br label %4, !dbg !127, !llvm.loop !128

20:                                               ; preds = %4
  call void @kernel_jacobi1d(i32 noundef 20, i32 noundef 4000, double* noundef getelementptr inbounds ([4000 x double], [4000 x double]* @Ar, i64 0, i64 0), double* noundef getelementptr inbounds ([4000 x double], [4000 x double]* @Br, i64 0, i64 0)), !dbg !130
  store i32 0, i32* %2, align 4, !dbg !131
  br label %21, !dbg !133

21:                                               ; preds = %31, %20
  %22 = load i32, i32* %2, align 4, !dbg !134
  %23 = icmp slt i32 %22, 4000, !dbg !136
  br i1 %23, label %24, label %34, !dbg !137

24:                                               ; preds = %21
  %25 = load i32, i32* %2, align 4, !dbg !138
  %26 = sext i32 %25 to i64, !dbg !139
  %27 = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %26, !dbg !139
  %28 = load double, double* %27, align 8, !dbg !139
  %29 = load double, double* %3, align 8, !dbg !140
  %30 = fadd double %29, %28, !dbg !140
  store double %30, double* %3, align 8, !dbg !140
  br label %31, !dbg !141

31:                                               ; preds = %24
  %32 = load i32, i32* %2, align 4, !dbg !142
  %33 = add nsw i32 %32, 1, !dbg !142
  store i32 %33, i32* %2, align 4, !dbg !142
  br label %21, !dbg !143, !llvm.loop !144

34:                                               ; preds = %21
  %35 = load double, double* %3, align 8, !dbg !146
  store double %35, double* @checksum, align 8, !dbg !147
  ret i32 0, !dbg !148
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Ar", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jacobi1d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Br", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "kernel_jacobi1d", scope: !3, file: !3, line: 16, type: !23, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !25, !26, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!27 = !{}
!28 = !DILocalVariable(name: "tsteps", arg: 1, scope: !22, file: !3, line: 16, type: !25)
!29 = !DILocation(line: 16, column: 52, scope: !22)
!30 = !DILocalVariable(name: "n", arg: 2, scope: !22, file: !3, line: 16, type: !25)
!31 = !DILocation(line: 16, column: 64, scope: !22)
!32 = !DILocalVariable(name: "a", arg: 3, scope: !22, file: !3, line: 16, type: !26)
!33 = !DILocation(line: 16, column: 75, scope: !22)
!34 = !DILocalVariable(name: "b", arg: 4, scope: !22, file: !3, line: 17, type: !26)
!35 = !DILocation(line: 17, column: 56, scope: !22)
!36 = !DILocalVariable(name: "t", scope: !22, file: !3, line: 19, type: !25)
!37 = !DILocation(line: 19, column: 7, scope: !22)
!38 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 19, type: !25)
!39 = !DILocation(line: 19, column: 10, scope: !22)
!40 = !DILocation(line: 20, column: 10, scope: !41)
!41 = distinct !DILexicalBlock(scope: !22, file: !3, line: 20, column: 3)
!42 = !DILocation(line: 20, column: 8, scope: !41)
!43 = !DILocation(line: 20, column: 15, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 20, column: 3)
!45 = !DILocation(line: 20, column: 19, scope: !44)
!46 = !DILocation(line: 20, column: 17, scope: !44)
!47 = !DILocation(line: 20, column: 3, scope: !41)
!48 = !DILocation(line: 21, column: 12, scope: !49)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 21, column: 5)
!50 = distinct !DILexicalBlock(scope: !44, file: !3, line: 20, column: 32)
!51 = !DILocation(line: 21, column: 10, scope: !49)
!52 = !DILocation(line: 21, column: 17, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 21, column: 5)
!54 = !DILocation(line: 21, column: 21, scope: !53)
!55 = !DILocation(line: 21, column: 23, scope: !53)
!56 = !DILocation(line: 21, column: 19, scope: !53)
!57 = !DILocation(line: 21, column: 5, scope: !49)
!58 = !DILocation(line: 22, column: 15, scope: !53)
!59 = !DILocation(line: 22, column: 17, scope: !53)
!60 = !DILocation(line: 22, column: 19, scope: !53)
!61 = !DILocation(line: 22, column: 26, scope: !53)
!62 = !DILocation(line: 22, column: 28, scope: !53)
!63 = !DILocation(line: 22, column: 24, scope: !53)
!64 = !DILocation(line: 22, column: 33, scope: !53)
!65 = !DILocation(line: 22, column: 35, scope: !53)
!66 = !DILocation(line: 22, column: 37, scope: !53)
!67 = !DILocation(line: 22, column: 31, scope: !53)
!68 = !DILocation(line: 22, column: 43, scope: !53)
!69 = !DILocation(line: 22, column: 7, scope: !53)
!70 = !DILocation(line: 22, column: 9, scope: !53)
!71 = !DILocation(line: 22, column: 12, scope: !53)
!72 = !DILocation(line: 21, column: 29, scope: !53)
!73 = !DILocation(line: 21, column: 5, scope: !53)
!74 = distinct !{!74, !57, !75, !76}
!75 = !DILocation(line: 22, column: 45, scope: !49)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 23, column: 12, scope: !78)
!78 = distinct !DILexicalBlock(scope: !50, file: !3, line: 23, column: 5)
!79 = !DILocation(line: 23, column: 10, scope: !78)
!80 = !DILocation(line: 23, column: 17, scope: !81)
!81 = distinct !DILexicalBlock(scope: !78, file: !3, line: 23, column: 5)
!82 = !DILocation(line: 23, column: 21, scope: !81)
!83 = !DILocation(line: 23, column: 23, scope: !81)
!84 = !DILocation(line: 23, column: 19, scope: !81)
!85 = !DILocation(line: 23, column: 5, scope: !78)
!86 = !DILocation(line: 24, column: 14, scope: !81)
!87 = !DILocation(line: 24, column: 16, scope: !81)
!88 = !DILocation(line: 24, column: 7, scope: !81)
!89 = !DILocation(line: 24, column: 9, scope: !81)
!90 = !DILocation(line: 24, column: 12, scope: !81)
!91 = !DILocation(line: 23, column: 29, scope: !81)
!92 = !DILocation(line: 23, column: 5, scope: !81)
!93 = distinct !{!93, !85, !94, !76}
!94 = !DILocation(line: 24, column: 17, scope: !78)
!95 = !DILocation(line: 25, column: 3, scope: !50)
!96 = !DILocation(line: 20, column: 28, scope: !44)
!97 = !DILocation(line: 20, column: 3, scope: !44)
!98 = distinct !{!98, !47, !99, !76}
!99 = !DILocation(line: 25, column: 3, scope: !41)
!100 = !DILocation(line: 26, column: 1, scope: !22)
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !102, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!102 = !DISubroutineType(types: !103)
!103 = !{!25}
!104 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 30, type: !25)
!105 = !DILocation(line: 30, column: 7, scope: !101)
!106 = !DILocalVariable(name: "s", scope: !101, file: !3, line: 31, type: !5)
!107 = !DILocation(line: 31, column: 10, scope: !101)
!108 = !DILocation(line: 32, column: 10, scope: !109)
!109 = distinct !DILexicalBlock(scope: !101, file: !3, line: 32, column: 3)
!110 = !DILocation(line: 32, column: 8, scope: !109)
!111 = !DILocation(line: 32, column: 15, scope: !112)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 32, column: 3)
!113 = !DILocation(line: 32, column: 17, scope: !112)
!114 = !DILocation(line: 32, column: 3, scope: !109)
!115 = !DILocation(line: 33, column: 22, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !3, line: 32, column: 27)
!117 = !DILocation(line: 33, column: 24, scope: !116)
!118 = !DILocation(line: 33, column: 13, scope: !116)
!119 = !DILocation(line: 33, column: 8, scope: !116)
!120 = !DILocation(line: 33, column: 5, scope: !116)
!121 = !DILocation(line: 33, column: 11, scope: !116)
!122 = !DILocation(line: 34, column: 8, scope: !116)
!123 = !DILocation(line: 34, column: 5, scope: !116)
!124 = !DILocation(line: 34, column: 11, scope: !116)
!125 = !DILocation(line: 35, column: 3, scope: !116)
!126 = !DILocation(line: 32, column: 23, scope: !112)
!127 = !DILocation(line: 32, column: 3, scope: !112)
!128 = distinct !{!128, !114, !129, !76}
!129 = !DILocation(line: 35, column: 3, scope: !109)
!130 = !DILocation(line: 36, column: 3, scope: !101)
!131 = !DILocation(line: 37, column: 10, scope: !132)
!132 = distinct !DILexicalBlock(scope: !101, file: !3, line: 37, column: 3)
!133 = !DILocation(line: 37, column: 8, scope: !132)
!134 = !DILocation(line: 37, column: 15, scope: !135)
!135 = distinct !DILexicalBlock(scope: !132, file: !3, line: 37, column: 3)
!136 = !DILocation(line: 37, column: 17, scope: !135)
!137 = !DILocation(line: 37, column: 3, scope: !132)
!138 = !DILocation(line: 38, column: 13, scope: !135)
!139 = !DILocation(line: 38, column: 10, scope: !135)
!140 = !DILocation(line: 38, column: 7, scope: !135)
!141 = !DILocation(line: 38, column: 5, scope: !135)
!142 = !DILocation(line: 37, column: 23, scope: !135)
!143 = !DILocation(line: 37, column: 3, scope: !135)
!144 = distinct !{!144, !137, !145, !76}
!145 = !DILocation(line: 38, column: 14, scope: !132)
!146 = !DILocation(line: 39, column: 14, scope: !101)
!147 = !DILocation(line: 39, column: 12, scope: !101)
!148 = !DILocation(line: 40, column: 3, scope: !101)
