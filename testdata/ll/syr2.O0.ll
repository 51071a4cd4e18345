; ModuleID = 'syr2.c'
source_filename = "syr2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [96 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@A = internal global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_syr2(double noundef %0) #0 !dbg !26 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %4, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %3, align 4, !dbg !37
  br label %5, !dbg !39

5:                                                ; preds = %45, %1
  %6 = load i32, i32* %3, align 4, !dbg !40
  %7 = icmp slt i32 %6, 96, !dbg !42
  br i1 %7, label %8, label %48, !dbg !43

8:                                                ; preds = %5
  store i32 0, i32* %4, align 4, !dbg !44
  br label %9, !dbg !46

9:                                                ; preds = %41, %8
  %10 = load i32, i32* %4, align 4, !dbg !47
  %11 = load i32, i32* %3, align 4, !dbg !49
  %12 = icmp sle i32 %10, %11, !dbg !50
  br i1 %12, label %13, label %44, !dbg !51

13:                                               ; preds = %9
  %14 = load double, double* %2, align 8, !dbg !52
  %15 = load i32, i32* %3, align 4, !dbg !53
  %16 = sext i32 %15 to i64, !dbg !54
  %17 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %16, !dbg !54
  %18 = load double, double* %17, align 8, !dbg !54
  %19 = load i32, i32* %4, align 4, !dbg !55
  %20 = sext i32 %19 to i64, !dbg !56
  %21 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %20, !dbg !56
  %22 = load double, double* %21, align 8, !dbg !56
  %23 = load i32, i32* %3, align 4, !dbg !57
  %24 = sext i32 %23 to i64, !dbg !58
  %25 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %24, !dbg !58
  %26 = load double, double* %25, align 8, !dbg !58
  %27 = load i32, i32* %4, align 4, !dbg !59
  %28 = sext i32 %27 to i64, !dbg !60
  %29 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %28, !dbg !60
  %30 = load double, double* %29, align 8, !dbg !60
  %31 = fmul double %26, %30, !dbg !61
  %32 = call double @llvm.fmuladd.f64(double %18, double %22, double %31), !dbg !62
  %33 = load i32, i32* %3, align 4, !dbg !63
  %34 = sext i32 %33 to i64, !dbg !64
  %35 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %34, !dbg !64
  %36 = load i32, i32* %4, align 4, !dbg !65
  %37 = sext i32 %36 to i64, !dbg !64
  %38 = getelementptr inbounds [96 x double], [96 x double]* %35, i64 0, i64 %37, !dbg !64
  %39 = load double, double* %38, align 8, !dbg !66
  %40 = call double @llvm.fmuladd.f64(double %14, double %32, double %39), !dbg !66
  store double %40, double* %38, align 8, !dbg !66
  br label %41, !dbg !64

41:                                               ; preds = %13
  %42 = load i32, i32* %4, align 4, !dbg !67
  %43 = add nsw i32 %42, 1, !dbg !67
  store i32 %43, i32* %4, align 4, !dbg !67
  br label %9, !dbg !68, !llvm.loop !69

44:                                               ; preds = %9
  br label %45, !dbg !70

45:                                               ; preds = %44
  %46 = load i32, i32* %3, align 4, !dbg !72
  %47 = add nsw i32 %46, 1, !dbg !72
  store i32 %47, i32* %3, align 4, !dbg !72
  br label %5, !dbg !73, !llvm.loop !74

48:                                               ; preds = %5
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
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.declare(metadata i32* %3, metadata !82, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.declare(metadata double* %4, metadata !84, metadata !DIExpression()), !dbg !85
  store double 0.000000e+00, double* %4, align 8, !dbg !85
  store i32 0, i32* %2, align 4, !dbg !86
  br label %5, !dbg !88

5:                                                ; preds = %50, %0
  %6 = load i32, i32* %2, align 4, !dbg !89
  %7 = icmp slt i32 %6, 96, !dbg !91
  br i1 %7, label %8, label %53, !dbg !92

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !93
  %10 = srem i32 %9, 8, !dbg !95
  %11 = sitofp i32 %10 to double, !dbg !96
  %12 = fdiv double %11, 8.000000e+00, !dbg !97
  %13 = load i32, i32* %2, align 4, !dbg !98
  %14 = sext i32 %13 to i64, !dbg !99
  %15 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %14, !dbg !99
  store double %12, double* %15, align 8, !dbg !100
  %16 = load i32, i32* %2, align 4, !dbg !101
  %17 = srem i32 %16, 5, !dbg !102
  %18 = sitofp i32 %17 to double, !dbg !103
  %19 = fdiv double %18, 5.000000e+00, !dbg !104
  %20 = load i32, i32* %2, align 4, !dbg !105
  %21 = sext i32 %20 to i64, !dbg !106
  %22 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %21, !dbg !106
  store double %19, double* %22, align 8, !dbg !107
  store i32 0, i32* %3, align 4, !dbg !108
  br label %23, !dbg !110

23:                                               ; preds = %46, %8
  %24 = load i32, i32* %3, align 4, !dbg !111
  %25 = icmp slt i32 %24, 96, !dbg !113
  br i1 %25, label %26, label %49, !dbg !114

26:                                               ; preds = %23
  %27 = load i32, i32* %2, align 4, !dbg !115
  %28 = load i32, i32* %3, align 4, !dbg !116
  %29 = icmp eq i32 %27, %28, !dbg !117
  br i1 %29, label %30, label %31, !dbg !118

30:                                               ; preds = %26
  br label %38, !dbg !118

31:                                               ; preds = %26
  %32 = load i32, i32* %2, align 4, !dbg !119
  %33 = load i32, i32* %3, align 4, !dbg !120
  %34 = add nsw i32 %32, %33, !dbg !121
  %35 = add nsw i32 %34, 1, !dbg !122
  %36 = sitofp i32 %35 to double, !dbg !123
  %37 = fdiv double 5.000000e-01, %36, !dbg !124
  br label %38, !dbg !118

38:                                               ; preds = %31, %30
  %39 = phi double [ 2.000000e+00, %30 ], [ %37, %31 ], !dbg !118
  %40 = load i32, i32* %2, align 4, !dbg !125
  %41 = sext i32 %40 to i64, !dbg !126
  %42 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %41, !dbg !126
  %43 = load i32, i32* %3, align 4, !dbg !127
  %44 = sext i32 %43 to i64, !dbg !126
  %45 = getelementptr inbounds [96 x double], [96 x double]* %42, i64 0, i64 %44, !dbg !126
  store double %39, double* %45, align 8, !dbg !128
  br label %46, !dbg !126

46:                                               ; preds = %38
  %47 = load i32, i32* %3, align 4, !dbg !129
  %48 = add nsw i32 %47, 1, !dbg !129
  store i32 %48, i32* %3, align 4, !dbg !129
  br label %23, !dbg !130, !llvm.loop !131

49:                                               ; preds = %23
  br label %50, !dbg !133

50:                                               ; preds = %49
  %51 = load i32, i32* %2, align 4, !dbg !134
  %52 = add nsw i32 %51, 1, !dbg !134
  store i32 %52, i32* %2, align 4, !dbg !134
  br label %5, !dbg !135, !llvm.loop !136

53:                                               ; preds = %5
  call void @kernel_syr2(double noundef 5.000000e-01), !dbg !138
  store i32 0, i32* %2, align 4, !dbg !139
  br label %54, !dbg !141

54:                                               ; preds = %76, %53
  %55 = load i32, i32* %2, align 4, !dbg !142
  %56 = icmp slt i32 %55, 96, !dbg !144
  br i1 %56, label %57, label %79, !dbg !145

57:                                               ; preds = %54
  store i32 0, i32* %3, align 4, !dbg !146
  br label %58, !dbg !148

58:                                               ; preds = %72, %57
  %59 = load i32, i32* %3, align 4, !dbg !149
  %60 = load i32, i32* %2, align 4, !dbg !151
  %61 = icmp sle i32 %59, %60, !dbg !152
  br i1 %61, label %62, label %75, !dbg !153

62:                                               ; preds = %58
  %63 = load i32, i32* %2, align 4, !dbg !154
  %64 = sext i32 %63 to i64, !dbg !155
  %65 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %64, !dbg !155
  %66 = load i32, i32* %3, align 4, !dbg !156
  %67 = sext i32 %66 to i64, !dbg !155
  %68 = getelementptr inbounds [96 x double], [96 x double]* %65, i64 0, i64 %67, !dbg !155
  %69 = load double, double* %68, align 8, !dbg !155
  %70 = load double, double* %4, align 8, !dbg !157
  %71 = fadd double %70, %69, !dbg !157
  store double %71, double* %4, align 8, !dbg !157
  br label %72, !dbg !158

72:                                               ; preds = %62
  %73 = load i32, i32* %3, align 4, !dbg !159
  %74 = add nsw i32 %73, 1, !dbg !159
  store i32 %74, i32* %3, align 4, !dbg !159
  br label %58, !dbg !160, !llvm.loop !161

75:                                               ; preds = %58
  br label %76, !dbg !162

76:                                               ; preds = %75
  %77 = load i32, i32* %2, align 4, !dbg !163
  %78 = add nsw i32 %77, 1, !dbg !163
  store i32 %78, i32* %2, align 4, !dbg !163
  br label %54, !dbg !164, !llvm.loop !165

79:                                               ; preds = %54
  %80 = load double, double* %4, align 8, !dbg !167
  store double %80, double* @checksum, align 8, !dbg !168
  ret i32 0, !dbg !169
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "syr2.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_syr2", scope: !3, file: !3, line: 12, type: !27, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !5}
!29 = !{}
!30 = !DILocalVariable(name: "alpha", arg: 1, scope: !26, file: !3, line: 12, type: !5)
!31 = !DILocation(line: 12, column: 51, scope: !26)
!32 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 14, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocation(line: 14, column: 7, scope: !26)
!35 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 14, type: !33)
!36 = !DILocation(line: 14, column: 10, scope: !26)
!37 = !DILocation(line: 15, column: 10, scope: !38)
!38 = distinct !DILexicalBlock(scope: !26, file: !3, line: 15, column: 3)
!39 = !DILocation(line: 15, column: 8, scope: !38)
!40 = !DILocation(line: 15, column: 15, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 15, column: 3)
!42 = !DILocation(line: 15, column: 17, scope: !41)
!43 = !DILocation(line: 15, column: 3, scope: !38)
!44 = !DILocation(line: 16, column: 12, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !3, line: 16, column: 5)
!46 = !DILocation(line: 16, column: 10, scope: !45)
!47 = !DILocation(line: 16, column: 17, scope: !48)
!48 = distinct !DILexicalBlock(scope: !45, file: !3, line: 16, column: 5)
!49 = !DILocation(line: 16, column: 22, scope: !48)
!50 = !DILocation(line: 16, column: 19, scope: !48)
!51 = !DILocation(line: 16, column: 5, scope: !45)
!52 = !DILocation(line: 17, column: 18, scope: !48)
!53 = !DILocation(line: 17, column: 29, scope: !48)
!54 = !DILocation(line: 17, column: 27, scope: !48)
!55 = !DILocation(line: 17, column: 36, scope: !48)
!56 = !DILocation(line: 17, column: 34, scope: !48)
!57 = !DILocation(line: 17, column: 43, scope: !48)
!58 = !DILocation(line: 17, column: 41, scope: !48)
!59 = !DILocation(line: 17, column: 50, scope: !48)
!60 = !DILocation(line: 17, column: 48, scope: !48)
!61 = !DILocation(line: 17, column: 46, scope: !48)
!62 = !DILocation(line: 17, column: 39, scope: !48)
!63 = !DILocation(line: 17, column: 9, scope: !48)
!64 = !DILocation(line: 17, column: 7, scope: !48)
!65 = !DILocation(line: 17, column: 12, scope: !48)
!66 = !DILocation(line: 17, column: 15, scope: !48)
!67 = !DILocation(line: 16, column: 26, scope: !48)
!68 = !DILocation(line: 16, column: 5, scope: !48)
!69 = distinct !{!69, !51, !70, !71}
!70 = !DILocation(line: 17, column: 52, scope: !45)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 15, column: 23, scope: !41)
!73 = !DILocation(line: 15, column: 3, scope: !41)
!74 = distinct !{!74, !43, !75, !71}
!75 = !DILocation(line: 17, column: 52, scope: !38)
!76 = !DILocation(line: 18, column: 1, scope: !26)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !78, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!78 = !DISubroutineType(types: !79)
!79 = !{!33}
!80 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 22, type: !33)
!81 = !DILocation(line: 22, column: 7, scope: !77)
!82 = !DILocalVariable(name: "j", scope: !77, file: !3, line: 22, type: !33)
!83 = !DILocation(line: 22, column: 10, scope: !77)
!84 = !DILocalVariable(name: "s", scope: !77, file: !3, line: 23, type: !5)
!85 = !DILocation(line: 23, column: 10, scope: !77)
!86 = !DILocation(line: 24, column: 10, scope: !87)
!87 = distinct !DILexicalBlock(scope: !77, file: !3, line: 24, column: 3)
!88 = !DILocation(line: 24, column: 8, scope: !87)
!89 = !DILocation(line: 24, column: 15, scope: !90)
!90 = distinct !DILexicalBlock(scope: !87, file: !3, line: 24, column: 3)
!91 = !DILocation(line: 24, column: 17, scope: !90)
!92 = !DILocation(line: 24, column: 3, scope: !87)
!93 = !DILocation(line: 25, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 24, column: 27)
!95 = !DILocation(line: 25, column: 23, scope: !94)
!96 = !DILocation(line: 25, column: 12, scope: !94)
!97 = !DILocation(line: 25, column: 28, scope: !94)
!98 = !DILocation(line: 25, column: 7, scope: !94)
!99 = !DILocation(line: 25, column: 5, scope: !94)
!100 = !DILocation(line: 25, column: 10, scope: !94)
!101 = !DILocation(line: 26, column: 21, scope: !94)
!102 = !DILocation(line: 26, column: 23, scope: !94)
!103 = !DILocation(line: 26, column: 12, scope: !94)
!104 = !DILocation(line: 26, column: 28, scope: !94)
!105 = !DILocation(line: 26, column: 7, scope: !94)
!106 = !DILocation(line: 26, column: 5, scope: !94)
!107 = !DILocation(line: 26, column: 10, scope: !94)
!108 = !DILocation(line: 27, column: 12, scope: !109)
!109 = distinct !DILexicalBlock(scope: !94, file: !3, line: 27, column: 5)
!110 = !DILocation(line: 27, column: 10, scope: !109)
!111 = !DILocation(line: 27, column: 17, scope: !112)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 27, column: 5)
!113 = !DILocation(line: 27, column: 19, scope: !112)
!114 = !DILocation(line: 27, column: 5, scope: !109)
!115 = !DILocation(line: 28, column: 18, scope: !112)
!116 = !DILocation(line: 28, column: 23, scope: !112)
!117 = !DILocation(line: 28, column: 20, scope: !112)
!118 = !DILocation(line: 28, column: 17, scope: !112)
!119 = !DILocation(line: 28, column: 49, scope: !112)
!120 = !DILocation(line: 28, column: 53, scope: !112)
!121 = !DILocation(line: 28, column: 51, scope: !112)
!122 = !DILocation(line: 28, column: 55, scope: !112)
!123 = !DILocation(line: 28, column: 40, scope: !112)
!124 = !DILocation(line: 28, column: 38, scope: !112)
!125 = !DILocation(line: 28, column: 9, scope: !112)
!126 = !DILocation(line: 28, column: 7, scope: !112)
!127 = !DILocation(line: 28, column: 12, scope: !112)
!128 = !DILocation(line: 28, column: 15, scope: !112)
!129 = !DILocation(line: 27, column: 25, scope: !112)
!130 = !DILocation(line: 27, column: 5, scope: !112)
!131 = distinct !{!131, !114, !132, !71}
!132 = !DILocation(line: 28, column: 58, scope: !109)
!133 = !DILocation(line: 29, column: 3, scope: !94)
!134 = !DILocation(line: 24, column: 23, scope: !90)
!135 = !DILocation(line: 24, column: 3, scope: !90)
!136 = distinct !{!136, !92, !137, !71}
!137 = !DILocation(line: 29, column: 3, scope: !87)
!138 = !DILocation(line: 30, column: 3, scope: !77)
!139 = !DILocation(line: 31, column: 10, scope: !140)
!140 = distinct !DILexicalBlock(scope: !77, file: !3, line: 31, column: 3)
!141 = !DILocation(line: 31, column: 8, scope: !140)
!142 = !DILocation(line: 31, column: 15, scope: !143)
!143 = distinct !DILexicalBlock(scope: !140, file: !3, line: 31, column: 3)
!144 = !DILocation(line: 31, column: 17, scope: !143)
!145 = !DILocation(line: 31, column: 3, scope: !140)
!146 = !DILocation(line: 32, column: 12, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 32, column: 5)
!148 = !DILocation(line: 32, column: 10, scope: !147)
!149 = !DILocation(line: 32, column: 17, scope: !150)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 32, column: 5)
!151 = !DILocation(line: 32, column: 22, scope: !150)
!152 = !DILocation(line: 32, column: 19, scope: !150)
!153 = !DILocation(line: 32, column: 5, scope: !147)
!154 = !DILocation(line: 33, column: 14, scope: !150)
!155 = !DILocation(line: 33, column: 12, scope: !150)
!156 = !DILocation(line: 33, column: 17, scope: !150)
!157 = !DILocation(line: 33, column: 9, scope: !150)
!158 = !DILocation(line: 33, column: 7, scope: !150)
!159 = !DILocation(line: 32, column: 26, scope: !150)
!160 = !DILocation(line: 32, column: 5, scope: !150)
!161 = distinct !{!161, !153, !162, !71}
!162 = !DILocation(line: 33, column: 18, scope: !147)
!163 = !DILocation(line: 31, column: 23, scope: !143)
!164 = !DILocation(line: 31, column: 3, scope: !143)
!165 = distinct !{!165, !145, !166, !71}
!166 = !DILocation(line: 33, column: 18, scope: !140)
!167 = !DILocation(line: 34, column: 14, scope: !77)
!168 = !DILocation(line: 34, column: 12, scope: !77)
!169 = !DILocation(line: 35, column: 3, scope: !77)
