; ModuleID = 'gemv.c'
source_filename = "gemv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [784 x double] zeroinitializer, align 16, !dbg !0
@X = internal global [28 x double] zeroinitializer, align 16, !dbg !8
@Y = internal global [28 x double] zeroinitializer, align 16, !dbg !13
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !15

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_gemv(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !28 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca double, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !37
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !38, metadata !DIExpression()), !dbg !39
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !40, metadata !DIExpression()), !dbg !41
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !42, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata i64* %9, metadata !44, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata i64* %10, metadata !46, metadata !DIExpression()), !dbg !47
  store i64 0, i64* %9, align 8, !dbg !48
  br label %12, !dbg !50

12:                                               ; preds = %47, %4
  %13 = load i64, i64* %9, align 8, !dbg !51
  %14 = load i32, i32* %5, align 4, !dbg !53
  %15 = sext i32 %14 to i64, !dbg !53
  %16 = icmp slt i64 %13, %15, !dbg !54
  br i1 %16, label %17, label %50, !dbg !55

17:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata double* %11, metadata !56, metadata !DIExpression()), !dbg !58
  store double 0.000000e+00, double* %11, align 8, !dbg !58
  store i64 0, i64* %10, align 8, !dbg !59
  br label %18, !dbg !61

18:                                               ; preds = %39, %17
  %19 = load i64, i64* %10, align 8, !dbg !62
  %20 = load i32, i32* %5, align 4, !dbg !64
  %21 = sext i32 %20 to i64, !dbg !64
  %22 = icmp slt i64 %19, %21, !dbg !65
  br i1 %22, label %23, label %42, !dbg !66

23:                                               ; preds = %18
  %24 = load double*, double** %6, align 8, !dbg !67
  %25 = load i64, i64* %9, align 8, !dbg !68
  %26 = load i32, i32* %5, align 4, !dbg !69
  %27 = sext i32 %26 to i64, !dbg !69
  %28 = mul nsw i64 %25, %27, !dbg !70
  %29 = load i64, i64* %10, align 8, !dbg !71
  %30 = add nsw i64 %28, %29, !dbg !72
  %31 = getelementptr inbounds double, double* %24, i64 %30, !dbg !67
  %32 = load double, double* %31, align 8, !dbg !67
  %33 = load double*, double** %7, align 8, !dbg !73
  %34 = load i64, i64* %10, align 8, !dbg !74
  %35 = getelementptr inbounds double, double* %33, i64 %34, !dbg !73
  %36 = load double, double* %35, align 8, !dbg !73
  %37 = load double, double* %11, align 8, !dbg !75
  %38 = call double @llvm.fmuladd.f64(double %32, double %36, double %37), !dbg !75
  store double %38, double* %11, align 8, !dbg !75
  br label %39, !dbg !76

39:                                               ; preds = %23
  %40 = load i64, i64* %10, align 8, !dbg !77
  %41 = add nsw i64 %40, 1, !dbg !77
  store i64 %41, i64* %10, align 8, !dbg !77
  br label %18, !dbg !78, !llvm.loop !79

42:                                               ; preds = %18
  %43 = load double, double* %11, align 8, !dbg !82
  %44 = load double*, double** %8, align 8, !dbg !83
  %45 = load i64, i64* %9, align 8, !dbg !84
  %46 = getelementptr inbounds double, double* %44, i64 %45, !dbg !83
  store double %43, double* %46, align 8, !dbg !85
  br label %47, !dbg !86

47:                                               ; preds = %42
  %48 = load i64, i64* %9, align 8, !dbg !87
  %49 = add nsw i64 %48, 1, !dbg !87
  store i64 %49, i64* %9, align 8, !dbg !87
  br label %12, !dbg !88, !llvm.loop !89

50:                                               ; preds = %12
  ret void, !dbg !91
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !92 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.declare(metadata double* %3, metadata !97, metadata !DIExpression()), !dbg !98
  store double 0.000000e+00, double* %3, align 8, !dbg !98
  store i64 0, i64* %2, align 8, !dbg !99
  br label %4, !dbg !101

4:                                                ; preds = %14, %0
  %5 = load i64, i64* %2, align 8, !dbg !102
  %6 = icmp slt i64 %5, 784, !dbg !104
  br i1 %6, label %7, label %17, !dbg !105

7:                                                ; preds = %4
  %8 = load i64, i64* %2, align 8, !dbg !106
  %9 = srem i64 %8, 13, !dbg !107
  %10 = sitofp i64 %9 to double, !dbg !108
  %11 = fmul double %10, 2.500000e-01, !dbg !109
  %12 = load i64, i64* %2, align 8, !dbg !110
  %13 = getelementptr inbounds [784 x double], [784 x double]* @A, i64 0, i64 %12, !dbg !111
  store double %11, double* %13, align 8, !dbg !112
  br label %14, !dbg !111

14:                                               ; preds = %7
  %15 = load i64, i64* %2, align 8, !dbg !113
  %16 = add nsw i64 %15, 1, !dbg !113
  store i64 %16, i64* %2, align 8, !dbg !113
  br label %4, !dbg !114, !llvm.loop !115

17:                                               ; preds = %4
  store i64 0, i64* %2, align 8, !dbg !117
  br label %18, !dbg !119

18:                                               ; preds = %28, %17
  %19 = load i64, i64* %2, align 8, !dbg !120
  %20 = icmp slt i64 %19, 28, !dbg !122
  br i1 %20, label %21, label %31, !dbg !123

21:                                               ; preds = %18
  %22 = load i64, i64* %2, align 8, !dbg !124
  %23 = srem i64 %22, 4, !dbg !125
  %24 = sitofp i64 %23 to double, !dbg !126
  %25 = fadd double 1.000000e+00, %24, !dbg !127
  %26 = load i64, i64* %2, align 8, !dbg !128
  %27 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %26, !dbg !129
  store double %25, double* %27, align 8, !dbg !130
  br label %28, !dbg !129

28:                                               ; preds = %21
  %29 = load i64, i64* %2, align 8, !dbg !131
  %30 = add nsw i64 %29, 1, !dbg !131
  store i64 %30, i64* %2, align 8, !dbg !131
  br label %18, !dbg !132, !llvm.loop !133

31:                                               ; preds = %18
  call void @kernel_gemv(i32 noundef 28, double* noundef getelementptr inbounds ([784 x double], [784 x double]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0)), !dbg !135
  store i64 0, i64* %2, align 8, !dbg !136
  br label %32, !dbg !138

32:                                               ; preds = %41, %31
  %33 = load i64, i64* %2, align 8, !dbg !139
  %34 = icmp slt i64 %33, 28, !dbg !141
  br i1 %34, label %35, label %44, !dbg !142

35:                                               ; preds = %32
  %36 = load i64, i64* %2, align 8, !dbg !143
  %37 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %36, !dbg !144
  %38 = load double, double* %37, align 8, !dbg !144
  %39 = load double, double* %3, align 8, !dbg !145
  %40 = fadd double %39, %38, !dbg !145
  store double %40, double* %3, align 8, !dbg !145
  br label %41, !dbg !146

41:                                               ; preds = %35
  %42 = load i64, i64* %2, align 8, !dbg !147
  %43 = add nsw i64 %42, 1, !dbg !147
  store i64 %43, i64* %2, align 8, !dbg !147
  br label %32, !dbg !148, !llvm.loop !149

44:                                               ; preds = %32
  %45 = load double, double* %3, align 8, !dbg !151
  store double %45, double* @checksum, align 8, !dbg !152
  ret i32 0, !dbg !153
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemv.c", directory: ".")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!0, !8, !13, !15}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 1792, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 28)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !10, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !6, isLocal: false, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 50176, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 784)
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_gemv", scope: !3, file: !3, line: 13, type: !29, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31, !32, !32, !34}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !3, line: 13, type: !31)
!37 = !DILocation(line: 13, column: 48, scope: !28)
!38 = !DILocalVariable(name: "a", arg: 2, scope: !28, file: !3, line: 13, type: !32)
!39 = !DILocation(line: 13, column: 65, scope: !28)
!40 = !DILocalVariable(name: "x", arg: 3, scope: !28, file: !3, line: 14, type: !32)
!41 = !DILocation(line: 14, column: 58, scope: !28)
!42 = !DILocalVariable(name: "y", arg: 4, scope: !28, file: !3, line: 14, type: !34)
!43 = !DILocation(line: 14, column: 69, scope: !28)
!44 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 16, type: !5)
!45 = !DILocation(line: 16, column: 8, scope: !28)
!46 = !DILocalVariable(name: "j", scope: !28, file: !3, line: 16, type: !5)
!47 = !DILocation(line: 16, column: 11, scope: !28)
!48 = !DILocation(line: 17, column: 10, scope: !49)
!49 = distinct !DILexicalBlock(scope: !28, file: !3, line: 17, column: 3)
!50 = !DILocation(line: 17, column: 8, scope: !49)
!51 = !DILocation(line: 17, column: 15, scope: !52)
!52 = distinct !DILexicalBlock(scope: !49, file: !3, line: 17, column: 3)
!53 = !DILocation(line: 17, column: 19, scope: !52)
!54 = !DILocation(line: 17, column: 17, scope: !52)
!55 = !DILocation(line: 17, column: 3, scope: !49)
!56 = !DILocalVariable(name: "acc", scope: !57, file: !3, line: 18, type: !6)
!57 = distinct !DILexicalBlock(scope: !52, file: !3, line: 17, column: 27)
!58 = !DILocation(line: 18, column: 12, scope: !57)
!59 = !DILocation(line: 19, column: 12, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !3, line: 19, column: 5)
!61 = !DILocation(line: 19, column: 10, scope: !60)
!62 = !DILocation(line: 19, column: 17, scope: !63)
!63 = distinct !DILexicalBlock(scope: !60, file: !3, line: 19, column: 5)
!64 = !DILocation(line: 19, column: 21, scope: !63)
!65 = !DILocation(line: 19, column: 19, scope: !63)
!66 = !DILocation(line: 19, column: 5, scope: !60)
!67 = !DILocation(line: 20, column: 14, scope: !63)
!68 = !DILocation(line: 20, column: 16, scope: !63)
!69 = !DILocation(line: 20, column: 20, scope: !63)
!70 = !DILocation(line: 20, column: 18, scope: !63)
!71 = !DILocation(line: 20, column: 24, scope: !63)
!72 = !DILocation(line: 20, column: 22, scope: !63)
!73 = !DILocation(line: 20, column: 29, scope: !63)
!74 = !DILocation(line: 20, column: 31, scope: !63)
!75 = !DILocation(line: 20, column: 11, scope: !63)
!76 = !DILocation(line: 20, column: 7, scope: !63)
!77 = !DILocation(line: 19, column: 25, scope: !63)
!78 = !DILocation(line: 19, column: 5, scope: !63)
!79 = distinct !{!79, !66, !80, !81}
!80 = !DILocation(line: 20, column: 32, scope: !60)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 21, column: 12, scope: !57)
!83 = !DILocation(line: 21, column: 5, scope: !57)
!84 = !DILocation(line: 21, column: 7, scope: !57)
!85 = !DILocation(line: 21, column: 10, scope: !57)
!86 = !DILocation(line: 22, column: 3, scope: !57)
!87 = !DILocation(line: 17, column: 23, scope: !52)
!88 = !DILocation(line: 17, column: 3, scope: !52)
!89 = distinct !{!89, !55, !90, !81}
!90 = !DILocation(line: 22, column: 3, scope: !49)
!91 = !DILocation(line: 23, column: 1, scope: !28)
!92 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !93, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!93 = !DISubroutineType(types: !94)
!94 = !{!31}
!95 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 27, type: !5)
!96 = !DILocation(line: 27, column: 8, scope: !92)
!97 = !DILocalVariable(name: "s", scope: !92, file: !3, line: 28, type: !6)
!98 = !DILocation(line: 28, column: 10, scope: !92)
!99 = !DILocation(line: 29, column: 10, scope: !100)
!100 = distinct !DILexicalBlock(scope: !92, file: !3, line: 29, column: 3)
!101 = !DILocation(line: 29, column: 8, scope: !100)
!102 = !DILocation(line: 29, column: 15, scope: !103)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 29, column: 3)
!104 = !DILocation(line: 29, column: 17, scope: !103)
!105 = !DILocation(line: 29, column: 3, scope: !100)
!106 = !DILocation(line: 30, column: 21, scope: !103)
!107 = !DILocation(line: 30, column: 23, scope: !103)
!108 = !DILocation(line: 30, column: 12, scope: !103)
!109 = !DILocation(line: 30, column: 29, scope: !103)
!110 = !DILocation(line: 30, column: 7, scope: !103)
!111 = !DILocation(line: 30, column: 5, scope: !103)
!112 = !DILocation(line: 30, column: 10, scope: !103)
!113 = !DILocation(line: 29, column: 33, scope: !103)
!114 = !DILocation(line: 29, column: 3, scope: !103)
!115 = distinct !{!115, !105, !116, !81}
!116 = !DILocation(line: 30, column: 31, scope: !100)
!117 = !DILocation(line: 31, column: 10, scope: !118)
!118 = distinct !DILexicalBlock(scope: !92, file: !3, line: 31, column: 3)
!119 = !DILocation(line: 31, column: 8, scope: !118)
!120 = !DILocation(line: 31, column: 15, scope: !121)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 31, column: 3)
!122 = !DILocation(line: 31, column: 17, scope: !121)
!123 = !DILocation(line: 31, column: 3, scope: !118)
!124 = !DILocation(line: 32, column: 27, scope: !121)
!125 = !DILocation(line: 32, column: 29, scope: !121)
!126 = !DILocation(line: 32, column: 18, scope: !121)
!127 = !DILocation(line: 32, column: 16, scope: !121)
!128 = !DILocation(line: 32, column: 7, scope: !121)
!129 = !DILocation(line: 32, column: 5, scope: !121)
!130 = !DILocation(line: 32, column: 10, scope: !121)
!131 = !DILocation(line: 31, column: 23, scope: !121)
!132 = !DILocation(line: 31, column: 3, scope: !121)
!133 = distinct !{!133, !123, !134, !81}
!134 = !DILocation(line: 32, column: 32, scope: !118)
!135 = !DILocation(line: 33, column: 3, scope: !92)
!136 = !DILocation(line: 34, column: 10, scope: !137)
!137 = distinct !DILexicalBlock(scope: !92, file: !3, line: 34, column: 3)
!138 = !DILocation(line: 34, column: 8, scope: !137)
!139 = !DILocation(line: 34, column: 15, scope: !140)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 34, column: 3)
!141 = !DILocation(line: 34, column: 17, scope: !140)
!142 = !DILocation(line: 34, column: 3, scope: !137)
!143 = !DILocation(line: 35, column: 12, scope: !140)
!144 = !DILocation(line: 35, column: 10, scope: !140)
!145 = !DILocation(line: 35, column: 7, scope: !140)
!146 = !DILocation(line: 35, column: 5, scope: !140)
!147 = !DILocation(line: 34, column: 23, scope: !140)
!148 = !DILocation(line: 34, column: 3, scope: !140)
!149 = distinct !{!149, !142, !150, !81}
!150 = !DILocation(line: 35, column: 13, scope: !137)
!151 = !DILocation(line: 36, column: 14, scope: !92)
!152 = !DILocation(line: 36, column: 12, scope: !92)
!153 = !DILocation(line: 37, column: 3, scope: !92)
