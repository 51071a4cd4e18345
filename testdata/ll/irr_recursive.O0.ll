; ModuleID = 'irr_recursive.c'
source_filename = "irr_recursive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fact_arg = dso_local global i32 10, align 4, !dbg !0
@A = internal global [256 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !23 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !27, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %2, align 4, !dbg !29
  br label %3, !dbg !31

3:                                                ; preds = %13, %0
  %4 = load i32, i32* %2, align 4, !dbg !32
  %5 = icmp slt i32 %4, 256, !dbg !34
  br i1 %5, label %6, label %16, !dbg !35

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !36
  %8 = srem i32 %7, 6, !dbg !37
  %9 = sitofp i32 %8 to double, !dbg !38
  %10 = load i32, i32* %2, align 4, !dbg !39
  %11 = sext i32 %10 to i64, !dbg !40
  %12 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %11, !dbg !40
  store double %9, double* %12, align 8, !dbg !41
  br label %13, !dbg !40

13:                                               ; preds = %6
  %14 = load i32, i32* %2, align 4, !dbg !42
  %15 = add nsw i32 %14, 1, !dbg !42
  store i32 %15, i32* %2, align 4, !dbg !42
  br label %3, !dbg !43, !llvm.loop !44

16:                                               ; preds = %3
  %17 = load i32, i32* @fact_arg, align 4, !dbg !47
  %18 = call i64 @factorial(i32 noundef %17), !dbg !48
  %19 = sitofp i64 %18 to double, !dbg !49
  %20 = call double @tree_sum(double* noundef getelementptr inbounds ([256 x double], [256 x double]* @A, i64 0, i64 0), i32 noundef 0, i32 noundef 256), !dbg !50
  %21 = fadd double %19, %20, !dbg !51
  store double %21, double* @checksum, align 8, !dbg !52
  ret i32 0, !dbg !53
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @factorial(i32 noundef %0) #0 !dbg !54 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !58, metadata !DIExpression()), !dbg !59
  %4 = load i32, i32* %3, align 4, !dbg !60
  %5 = icmp sle i32 %4, 1, !dbg !62
  br i1 %5, label %6, label %7, !dbg !63

6:                                                ; preds = %1
  store i64 1, i64* %2, align 8, !dbg !64
  br label %14, !dbg !64

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4, !dbg !65
  %9 = sext i32 %8 to i64, !dbg !65
  %10 = load i32, i32* %3, align 4, !dbg !66
  %11 = sub nsw i32 %10, 1, !dbg !67
  %12 = call i64 @factorial(i32 noundef %11), !dbg !68
  %13 = mul nsw i64 %9, %12, !dbg !69
  store i64 %13, i64* %2, align 8, !dbg !70
  br label %14, !dbg !70

14:                                               ; preds = %7, %6
  %15 = load i64, i64* %2, align 8, !dbg !71
  ret i64 %15, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tree_sum(double* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !72 {
  %4 = alloca double, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !77, metadata !DIExpression()), !dbg !78
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !79, metadata !DIExpression()), !dbg !80
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.declare(metadata i32* %8, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.declare(metadata i32* %9, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.declare(metadata double* %10, metadata !87, metadata !DIExpression()), !dbg !88
  store double 0.000000e+00, double* %10, align 8, !dbg !88
  %11 = load i32, i32* %7, align 4, !dbg !89
  %12 = load i32, i32* %6, align 4, !dbg !91
  %13 = sub nsw i32 %11, %12, !dbg !92
  %14 = icmp sle i32 %13, 8, !dbg !93
  br i1 %14, label %15, label %34, !dbg !94

15:                                               ; preds = %3
  %16 = load i32, i32* %6, align 4, !dbg !95
  store i32 %16, i32* %8, align 4, !dbg !98
  br label %17, !dbg !99

17:                                               ; preds = %29, %15
  %18 = load i32, i32* %8, align 4, !dbg !100
  %19 = load i32, i32* %7, align 4, !dbg !102
  %20 = icmp slt i32 %18, %19, !dbg !103
  br i1 %20, label %21, label %32, !dbg !104

21:                                               ; preds = %17
  %22 = load double*, double** %5, align 8, !dbg !105
  %23 = load i32, i32* %8, align 4, !dbg !106
  %24 = sext i32 %23 to i64, !dbg !105
  %25 = getelementptr inbounds double, double* %22, i64 %24, !dbg !105
  %26 = load double, double* %25, align 8, !dbg !105
  %27 = load double, double* %10, align 8, !dbg !107
  %28 = fadd double %27, %26, !dbg !107
  store double %28, double* %10, align 8, !dbg !107
  br label %29, !dbg !108

29:                                               ; preds = %21
  %30 = load i32, i32* %8, align 4, !dbg !109
  %31 = add nsw i32 %30, 1, !dbg !109
  store i32 %31, i32* %8, align 4, !dbg !109
  br label %17, !dbg !110, !llvm.loop !111

32:                                               ; preds = %17
  %33 = load double, double* %10, align 8, !dbg !113
  store double %33, double* %4, align 8, !dbg !114
  br label %50, !dbg !114

34:                                               ; preds = %3
  %35 = load i32, i32* %6, align 4, !dbg !115
  %36 = load i32, i32* %7, align 4, !dbg !116
  %37 = load i32, i32* %6, align 4, !dbg !117
  %38 = sub nsw i32 %36, %37, !dbg !118
  %39 = sdiv i32 %38, 2, !dbg !119
  %40 = add nsw i32 %35, %39, !dbg !120
  store i32 %40, i32* %9, align 4, !dbg !121
  %41 = load double*, double** %5, align 8, !dbg !122
  %42 = load i32, i32* %6, align 4, !dbg !123
  %43 = load i32, i32* %9, align 4, !dbg !124
  %44 = call double @tree_sum(double* noundef %41, i32 noundef %42, i32 noundef %43), !dbg !125
  %45 = load double*, double** %5, align 8, !dbg !126
  %46 = load i32, i32* %9, align 4, !dbg !127
  %47 = load i32, i32* %7, align 4, !dbg !128
  %48 = call double @tree_sum(double* noundef %45, i32 noundef %46, i32 noundef %47), !dbg !129
  %49 = fadd double %44, %48, !dbg !130
  store double %49, double* %4, align 8, !dbg !131
  br label %50, !dbg !131

50:                                               ; preds = %34, %32
  %51 = load double, double* %4, align 8, !dbg !132
  ret double %51, !dbg !132
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "fact_arg", scope: !2, file: !3, line: 8, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_recursive.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 256)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{i32 7, !"Dwarf Version", i32 4}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !24, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!14}
!26 = !{}
!27 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 34, type: !14)
!28 = !DILocation(line: 34, column: 7, scope: !23)
!29 = !DILocation(line: 35, column: 10, scope: !30)
!30 = distinct !DILexicalBlock(scope: !23, file: !3, line: 35, column: 3)
!31 = !DILocation(line: 35, column: 8, scope: !30)
!32 = !DILocation(line: 35, column: 15, scope: !33)
!33 = distinct !DILexicalBlock(scope: !30, file: !3, line: 35, column: 3)
!34 = !DILocation(line: 35, column: 17, scope: !33)
!35 = !DILocation(line: 35, column: 3, scope: !30)
!36 = !DILocation(line: 36, column: 21, scope: !33)
!37 = !DILocation(line: 36, column: 23, scope: !33)
!38 = !DILocation(line: 36, column: 12, scope: !33)
!39 = !DILocation(line: 36, column: 7, scope: !33)
!40 = !DILocation(line: 36, column: 5, scope: !33)
!41 = !DILocation(line: 36, column: 10, scope: !33)
!42 = !DILocation(line: 35, column: 23, scope: !33)
!43 = !DILocation(line: 35, column: 3, scope: !33)
!44 = distinct !{!44, !35, !45, !46}
!45 = !DILocation(line: 36, column: 26, scope: !30)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 37, column: 32, scope: !23)
!48 = !DILocation(line: 37, column: 22, scope: !23)
!49 = !DILocation(line: 37, column: 14, scope: !23)
!50 = !DILocation(line: 37, column: 44, scope: !23)
!51 = !DILocation(line: 37, column: 42, scope: !23)
!52 = !DILocation(line: 37, column: 12, scope: !23)
!53 = !DILocation(line: 38, column: 3, scope: !23)
!54 = distinct !DISubprogram(name: "factorial", scope: !3, file: !3, line: 12, type: !55, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !14}
!57 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!58 = !DILocalVariable(name: "n", arg: 1, scope: !54, file: !3, line: 12, type: !14)
!59 = !DILocation(line: 12, column: 27, scope: !54)
!60 = !DILocation(line: 14, column: 7, scope: !61)
!61 = distinct !DILexicalBlock(scope: !54, file: !3, line: 14, column: 7)
!62 = !DILocation(line: 14, column: 9, scope: !61)
!63 = !DILocation(line: 14, column: 7, scope: !54)
!64 = !DILocation(line: 15, column: 5, scope: !61)
!65 = !DILocation(line: 16, column: 10, scope: !54)
!66 = !DILocation(line: 16, column: 24, scope: !54)
!67 = !DILocation(line: 16, column: 26, scope: !54)
!68 = !DILocation(line: 16, column: 14, scope: !54)
!69 = !DILocation(line: 16, column: 12, scope: !54)
!70 = !DILocation(line: 16, column: 3, scope: !54)
!71 = !DILocation(line: 17, column: 1, scope: !54)
!72 = distinct !DISubprogram(name: "tree_sum", scope: !3, file: !3, line: 19, type: !73, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!73 = !DISubroutineType(types: !74)
!74 = !{!5, !75, !14, !14}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!77 = !DILocalVariable(name: "a", arg: 1, scope: !72, file: !3, line: 19, type: !75)
!78 = !DILocation(line: 19, column: 38, scope: !72)
!79 = !DILocalVariable(name: "lo", arg: 2, scope: !72, file: !3, line: 19, type: !14)
!80 = !DILocation(line: 19, column: 45, scope: !72)
!81 = !DILocalVariable(name: "hi", arg: 3, scope: !72, file: !3, line: 19, type: !14)
!82 = !DILocation(line: 19, column: 53, scope: !72)
!83 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 21, type: !14)
!84 = !DILocation(line: 21, column: 7, scope: !72)
!85 = !DILocalVariable(name: "mid", scope: !72, file: !3, line: 21, type: !14)
!86 = !DILocation(line: 21, column: 10, scope: !72)
!87 = !DILocalVariable(name: "s", scope: !72, file: !3, line: 22, type: !5)
!88 = !DILocation(line: 22, column: 10, scope: !72)
!89 = !DILocation(line: 23, column: 7, scope: !90)
!90 = distinct !DILexicalBlock(scope: !72, file: !3, line: 23, column: 7)
!91 = !DILocation(line: 23, column: 12, scope: !90)
!92 = !DILocation(line: 23, column: 10, scope: !90)
!93 = !DILocation(line: 23, column: 15, scope: !90)
!94 = !DILocation(line: 23, column: 7, scope: !72)
!95 = !DILocation(line: 24, column: 14, scope: !96)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 24, column: 5)
!97 = distinct !DILexicalBlock(scope: !90, file: !3, line: 23, column: 24)
!98 = !DILocation(line: 24, column: 12, scope: !96)
!99 = !DILocation(line: 24, column: 10, scope: !96)
!100 = !DILocation(line: 24, column: 18, scope: !101)
!101 = distinct !DILexicalBlock(scope: !96, file: !3, line: 24, column: 5)
!102 = !DILocation(line: 24, column: 22, scope: !101)
!103 = !DILocation(line: 24, column: 20, scope: !101)
!104 = !DILocation(line: 24, column: 5, scope: !96)
!105 = !DILocation(line: 25, column: 12, scope: !101)
!106 = !DILocation(line: 25, column: 14, scope: !101)
!107 = !DILocation(line: 25, column: 9, scope: !101)
!108 = !DILocation(line: 25, column: 7, scope: !101)
!109 = !DILocation(line: 24, column: 27, scope: !101)
!110 = !DILocation(line: 24, column: 5, scope: !101)
!111 = distinct !{!111, !104, !112, !46}
!112 = !DILocation(line: 25, column: 15, scope: !96)
!113 = !DILocation(line: 26, column: 12, scope: !97)
!114 = !DILocation(line: 26, column: 5, scope: !97)
!115 = !DILocation(line: 28, column: 9, scope: !72)
!116 = !DILocation(line: 28, column: 15, scope: !72)
!117 = !DILocation(line: 28, column: 20, scope: !72)
!118 = !DILocation(line: 28, column: 18, scope: !72)
!119 = !DILocation(line: 28, column: 24, scope: !72)
!120 = !DILocation(line: 28, column: 12, scope: !72)
!121 = !DILocation(line: 28, column: 7, scope: !72)
!122 = !DILocation(line: 29, column: 19, scope: !72)
!123 = !DILocation(line: 29, column: 22, scope: !72)
!124 = !DILocation(line: 29, column: 26, scope: !72)
!125 = !DILocation(line: 29, column: 10, scope: !72)
!126 = !DILocation(line: 29, column: 42, scope: !72)
!127 = !DILocation(line: 29, column: 45, scope: !72)
!128 = !DILocation(line: 29, column: 50, scope: !72)
!129 = !DILocation(line: 29, column: 33, scope: !72)
!130 = !DILocation(line: 29, column: 31, scope: !72)
!131 = !DILocation(line: 29, column: 3, scope: !72)
!132 = !DILocation(line: 30, column: 1, scope: !72)
