; ModuleID = 'atax.c'
source_filename = "atax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Y = internal global [120 x double] zeroinitializer, align 16, !dbg !0
@A = internal global [100 x [120 x double]] zeroinitializer, align 16, !dbg !7
@X = internal global [120 x double] zeroinitializer, align 16, !dbg !13
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_atax() #0 !dbg !27 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  call void @llvm.dbg.declare(metadata i32* %1, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %2, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata double* %3, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %2, align 4, !dbg !38
  br label %4, !dbg !40

4:                                                ; preds = %11, %0
  %5 = load i32, i32* %2, align 4, !dbg !41
  %6 = icmp slt i32 %5, 120, !dbg !43
  br i1 %6, label %7, label %14, !dbg !44

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !45
  %9 = sext i32 %8 to i64, !dbg !46
  %10 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %9, !dbg !46
  store double 0.000000e+00, double* %10, align 8, !dbg !47
  br label %11, !dbg !46

11:                                               ; preds = %7
  %12 = load i32, i32* %2, align 4, !dbg !48
  %13 = add nsw i32 %12, 1, !dbg !48
  store i32 %13, i32* %2, align 4, !dbg !48
  br label %4, !dbg !49, !llvm.loop !50

14:                                               ; preds = %4
  store i32 0, i32* %1, align 4, !dbg !53
  br label %15, !dbg !55

15:                                               ; preds = %61, %14
  %16 = load i32, i32* %1, align 4, !dbg !56
  %17 = icmp slt i32 %16, 100, !dbg !58
  br i1 %17, label %18, label %64, !dbg !59

18:                                               ; preds = %15
  store double 0.000000e+00, double* %3, align 8, !dbg !60
  store i32 0, i32* %2, align 4, !dbg !62
  br label %19, !dbg !64

19:                                               ; preds = %36, %18
  %20 = load i32, i32* %2, align 4, !dbg !65
  %21 = icmp slt i32 %20, 120, !dbg !67
  br i1 %21, label %22, label %39, !dbg !68

22:                                               ; preds = %19
  %23 = load i32, i32* %1, align 4, !dbg !69
  %24 = sext i32 %23 to i64, !dbg !70
  %25 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %24, !dbg !70
  %26 = load i32, i32* %2, align 4, !dbg !71
  %27 = sext i32 %26 to i64, !dbg !70
  %28 = getelementptr inbounds [120 x double], [120 x double]* %25, i64 0, i64 %27, !dbg !70
  %29 = load double, double* %28, align 8, !dbg !70
  %30 = load i32, i32* %2, align 4, !dbg !72
  %31 = sext i32 %30 to i64, !dbg !73
  %32 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %31, !dbg !73
  %33 = load double, double* %32, align 8, !dbg !73
  %34 = load double, double* %3, align 8, !dbg !74
  %35 = call double @llvm.fmuladd.f64(double %29, double %33, double %34), !dbg !74
  store double %35, double* %3, align 8, !dbg !74
  br label %36, !dbg !75

36:                                               ; preds = %22
  %37 = load i32, i32* %2, align 4, !dbg !76
  %38 = add nsw i32 %37, 1, !dbg !76
  store i32 %38, i32* %2, align 4, !dbg !76
  br label %19, !dbg !77, !llvm.loop !78

39:                                               ; preds = %19
  store i32 0, i32* %2, align 4, !dbg !80
  br label %40, !dbg !82

40:                                               ; preds = %57, %39
  %41 = load i32, i32* %2, align 4, !dbg !83
  %42 = icmp slt i32 %41, 120, !dbg !85
  br i1 %42, label %43, label %60, !dbg !86

43:                                               ; preds = %40
  %44 = load i32, i32* %1, align 4, !dbg !87
  %45 = sext i32 %44 to i64, !dbg !88
  %46 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %45, !dbg !88
  %47 = load i32, i32* %2, align 4, !dbg !89
  %48 = sext i32 %47 to i64, !dbg !88
  %49 = getelementptr inbounds [120 x double], [120 x double]* %46, i64 0, i64 %48, !dbg !88
  %50 = load double, double* %49, align 8, !dbg !88
  %51 = load double, double* %3, align 8, !dbg !90
  %52 = load i32, i32* %2, align 4, !dbg !91
  %53 = sext i32 %52 to i64, !dbg !92
  %54 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %53, !dbg !92
  %55 = load double, double* %54, align 8, !dbg !93
  %56 = call double @llvm.fmuladd.f64(double %50, double %51, double %55), !dbg !93
  store double %56, double* %54, align 8, !dbg !93
  br label %57, !dbg !92

57:                                               ; preds = %43
  %58 = load i32, i32* %2, align 4, !dbg !94
  %59 = add nsw i32 %58, 1, !dbg !94
  store i32 %59, i32* %2, align 4, !dbg !94
  br label %40, !dbg !95, !llvm.loop !96

60:                                               ; preds = %40
  br label %61, !dbg !98

61:                                               ; preds = %60
  %62 = load i32, i32* %1, align 4, !dbg !99
  %63 = add nsw i32 %62, 1, !dbg !99
  store i32 %63, i32* %1, align 4, !dbg !99
  br label %15, !dbg !100, !llvm.loop !101

64:                                               ; preds = %15
  ret void, !dbg !103
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !104 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !107, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.declare(metadata i32* %3, metadata !109, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.declare(metadata double* %4, metadata !111, metadata !DIExpression()), !dbg !112
  store double 0.000000e+00, double* %4, align 8, !dbg !112
  store i32 0, i32* %3, align 4, !dbg !113
  br label %5, !dbg !115

5:                                                ; preds = %16, %0
  %6 = load i32, i32* %3, align 4, !dbg !116
  %7 = icmp slt i32 %6, 120, !dbg !118
  br i1 %7, label %8, label %19, !dbg !119

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4, !dbg !120
  %10 = add nsw i32 %9, 1, !dbg !121
  %11 = sitofp i32 %10 to double, !dbg !122
  %12 = fdiv double 1.000000e+00, %11, !dbg !123
  %13 = load i32, i32* %3, align 4, !dbg !124
  %14 = sext i32 %13 to i64, !dbg !125
  %15 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %14, !dbg !125
  store double %12, double* %15, align 8, !dbg !126
  br label %16, !dbg !125

16:                                               ; preds = %8
  %17 = load i32, i32* %3, align 4, !dbg !127
  %18 = add nsw i32 %17, 1, !dbg !127
  store i32 %18, i32* %3, align 4, !dbg !127
  br label %5, !dbg !128, !llvm.loop !129

19:                                               ; preds = %5
  store i32 0, i32* %2, align 4, !dbg !131
  br label %20, !dbg !133

20:                                               ; preds = %45, %19
  %21 = load i32, i32* %2, align 4, !dbg !134
  %22 = icmp slt i32 %21, 100, !dbg !136
  br i1 %22, label %23, label %48, !dbg !137

23:                                               ; preds = %20
  store i32 0, i32* %3, align 4, !dbg !138
  br label %24, !dbg !140

24:                                               ; preds = %41, %23
  %25 = load i32, i32* %3, align 4, !dbg !141
  %26 = icmp slt i32 %25, 120, !dbg !143
  br i1 %26, label %27, label %44, !dbg !144

27:                                               ; preds = %24
  %28 = load i32, i32* %2, align 4, !dbg !145
  %29 = mul nsw i32 %28, 3, !dbg !146
  %30 = load i32, i32* %3, align 4, !dbg !147
  %31 = add nsw i32 %29, %30, !dbg !148
  %32 = srem i32 %31, 17, !dbg !149
  %33 = sitofp i32 %32 to double, !dbg !150
  %34 = fdiv double %33, 1.700000e+01, !dbg !151
  %35 = load i32, i32* %2, align 4, !dbg !152
  %36 = sext i32 %35 to i64, !dbg !153
  %37 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %36, !dbg !153
  %38 = load i32, i32* %3, align 4, !dbg !154
  %39 = sext i32 %38 to i64, !dbg !153
  %40 = getelementptr inbounds [120 x double], [120 x double]* %37, i64 0, i64 %39, !dbg !153
  store double %34, double* %40, align 8, !dbg !155
  br label %41, !dbg !153

41:                                               ; preds = %27
  %42 = load i32, i32* %3, align 4, !dbg !156
  %43 = add nsw i32 %42, 1, !dbg !156
  store i32 %43, i32* %3, align 4, !dbg !156
  br label %24, !dbg !157, !llvm.loop !158

44:                                               ; preds = %24
  br label %45, !dbg !159

45:                                               ; preds = %44
  %46 = load i32, i32* %2, align 4, !dbg !160
  %47 = add nsw i32 %46, 1, !dbg !160
  store i32 %47, i32* %2, align 4, !dbg !160
  br label %20, !dbg !161, !llvm.loop !162

48:                                               ; preds = %20
  call void @kernel_atax(), !dbg !164
  store i32 0, i32* %3, align 4, !dbg !165
  br label %49, !dbg !167

49:                                               ; preds = %59, %48
  %50 = load i32, i32* %3, align 4, !dbg !168
  %51 = icmp slt i32 %50, 120, !dbg !170
  br i1 %51, label %52, label %62, !dbg !171

52:                                               ; preds = %49
  %53 = load i32, i32* %3, align 4, !dbg !172
  %54 = sext i32 %53 to i64, !dbg !173
  %55 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %54, !dbg !173
  %56 = load double, double* %55, align 8, !dbg !173
  %57 = load double, double* %4, align 8, !dbg !174
  %58 = fadd double %57, %56, !dbg !174
  store double %58, double* %4, align 8, !dbg !174
  br label %59, !dbg !175

59:                                               ; preds = %52
  %60 = load i32, i32* %3, align 4, !dbg !176
  %61 = add nsw i32 %60, 1, !dbg !176
  store i32 %61, i32* %3, align 4, !dbg !176
  br label %49, !dbg !177, !llvm.loop !178

62:                                               ; preds = %49
  %63 = load double, double* %4, align 8, !dbg !180
  store double %63, double* @checksum, align 8, !dbg !181
  ret i32 0, !dbg !182
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atax.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !13, !0, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 768000, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 100)
!12 = !DISubrange(count: 120)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7680, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_atax", scope: !3, file: !3, line: 16, type: !28, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{null}
!30 = !{}
!31 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 18, type: !32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocation(line: 18, column: 7, scope: !27)
!34 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 18, type: !32)
!35 = !DILocation(line: 18, column: 10, scope: !27)
!36 = !DILocalVariable(name: "tmp", scope: !27, file: !3, line: 19, type: !5)
!37 = !DILocation(line: 19, column: 10, scope: !27)
!38 = !DILocation(line: 20, column: 10, scope: !39)
!39 = distinct !DILexicalBlock(scope: !27, file: !3, line: 20, column: 3)
!40 = !DILocation(line: 20, column: 8, scope: !39)
!41 = !DILocation(line: 20, column: 15, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 20, column: 3)
!43 = !DILocation(line: 20, column: 17, scope: !42)
!44 = !DILocation(line: 20, column: 3, scope: !39)
!45 = !DILocation(line: 21, column: 7, scope: !42)
!46 = !DILocation(line: 21, column: 5, scope: !42)
!47 = !DILocation(line: 21, column: 10, scope: !42)
!48 = !DILocation(line: 20, column: 23, scope: !42)
!49 = !DILocation(line: 20, column: 3, scope: !42)
!50 = distinct !{!50, !44, !51, !52}
!51 = !DILocation(line: 21, column: 12, scope: !39)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 22, column: 10, scope: !54)
!54 = distinct !DILexicalBlock(scope: !27, file: !3, line: 22, column: 3)
!55 = !DILocation(line: 22, column: 8, scope: !54)
!56 = !DILocation(line: 22, column: 15, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 22, column: 3)
!58 = !DILocation(line: 22, column: 17, scope: !57)
!59 = !DILocation(line: 22, column: 3, scope: !54)
!60 = !DILocation(line: 23, column: 9, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 22, column: 27)
!62 = !DILocation(line: 24, column: 12, scope: !63)
!63 = distinct !DILexicalBlock(scope: !61, file: !3, line: 24, column: 5)
!64 = !DILocation(line: 24, column: 10, scope: !63)
!65 = !DILocation(line: 24, column: 17, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 24, column: 5)
!67 = !DILocation(line: 24, column: 19, scope: !66)
!68 = !DILocation(line: 24, column: 5, scope: !63)
!69 = !DILocation(line: 25, column: 16, scope: !66)
!70 = !DILocation(line: 25, column: 14, scope: !66)
!71 = !DILocation(line: 25, column: 19, scope: !66)
!72 = !DILocation(line: 25, column: 26, scope: !66)
!73 = !DILocation(line: 25, column: 24, scope: !66)
!74 = !DILocation(line: 25, column: 11, scope: !66)
!75 = !DILocation(line: 25, column: 7, scope: !66)
!76 = !DILocation(line: 24, column: 25, scope: !66)
!77 = !DILocation(line: 24, column: 5, scope: !66)
!78 = distinct !{!78, !68, !79, !52}
!79 = !DILocation(line: 25, column: 27, scope: !63)
!80 = !DILocation(line: 26, column: 12, scope: !81)
!81 = distinct !DILexicalBlock(scope: !61, file: !3, line: 26, column: 5)
!82 = !DILocation(line: 26, column: 10, scope: !81)
!83 = !DILocation(line: 26, column: 17, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 26, column: 5)
!85 = !DILocation(line: 26, column: 19, scope: !84)
!86 = !DILocation(line: 26, column: 5, scope: !81)
!87 = !DILocation(line: 27, column: 17, scope: !84)
!88 = !DILocation(line: 27, column: 15, scope: !84)
!89 = !DILocation(line: 27, column: 20, scope: !84)
!90 = !DILocation(line: 27, column: 25, scope: !84)
!91 = !DILocation(line: 27, column: 9, scope: !84)
!92 = !DILocation(line: 27, column: 7, scope: !84)
!93 = !DILocation(line: 27, column: 12, scope: !84)
!94 = !DILocation(line: 26, column: 25, scope: !84)
!95 = !DILocation(line: 26, column: 5, scope: !84)
!96 = distinct !{!96, !86, !97, !52}
!97 = !DILocation(line: 27, column: 25, scope: !81)
!98 = !DILocation(line: 28, column: 3, scope: !61)
!99 = !DILocation(line: 22, column: 23, scope: !57)
!100 = !DILocation(line: 22, column: 3, scope: !57)
!101 = distinct !{!101, !59, !102, !52}
!102 = !DILocation(line: 28, column: 3, scope: !54)
!103 = !DILocation(line: 29, column: 1, scope: !27)
!104 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !105, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!105 = !DISubroutineType(types: !106)
!106 = !{!32}
!107 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 33, type: !32)
!108 = !DILocation(line: 33, column: 7, scope: !104)
!109 = !DILocalVariable(name: "j", scope: !104, file: !3, line: 33, type: !32)
!110 = !DILocation(line: 33, column: 10, scope: !104)
!111 = !DILocalVariable(name: "s", scope: !104, file: !3, line: 34, type: !5)
!112 = !DILocation(line: 34, column: 10, scope: !104)
!113 = !DILocation(line: 35, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !104, file: !3, line: 35, column: 3)
!115 = !DILocation(line: 35, column: 8, scope: !114)
!116 = !DILocation(line: 35, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 35, column: 3)
!118 = !DILocation(line: 35, column: 17, scope: !117)
!119 = !DILocation(line: 35, column: 3, scope: !114)
!120 = !DILocation(line: 36, column: 27, scope: !117)
!121 = !DILocation(line: 36, column: 29, scope: !117)
!122 = !DILocation(line: 36, column: 18, scope: !117)
!123 = !DILocation(line: 36, column: 16, scope: !117)
!124 = !DILocation(line: 36, column: 7, scope: !117)
!125 = !DILocation(line: 36, column: 5, scope: !117)
!126 = !DILocation(line: 36, column: 10, scope: !117)
!127 = !DILocation(line: 35, column: 23, scope: !117)
!128 = !DILocation(line: 35, column: 3, scope: !117)
!129 = distinct !{!129, !119, !130, !52}
!130 = !DILocation(line: 36, column: 32, scope: !114)
!131 = !DILocation(line: 37, column: 10, scope: !132)
!132 = distinct !DILexicalBlock(scope: !104, file: !3, line: 37, column: 3)
!133 = !DILocation(line: 37, column: 8, scope: !132)
!134 = !DILocation(line: 37, column: 15, scope: !135)
!135 = distinct !DILexicalBlock(scope: !132, file: !3, line: 37, column: 3)
!136 = !DILocation(line: 37, column: 17, scope: !135)
!137 = !DILocation(line: 37, column: 3, scope: !132)
!138 = !DILocation(line: 38, column: 12, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 38, column: 5)
!140 = !DILocation(line: 38, column: 10, scope: !139)
!141 = !DILocation(line: 38, column: 17, scope: !142)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 38, column: 5)
!143 = !DILocation(line: 38, column: 19, scope: !142)
!144 = !DILocation(line: 38, column: 5, scope: !139)
!145 = !DILocation(line: 39, column: 27, scope: !142)
!146 = !DILocation(line: 39, column: 29, scope: !142)
!147 = !DILocation(line: 39, column: 35, scope: !142)
!148 = !DILocation(line: 39, column: 33, scope: !142)
!149 = !DILocation(line: 39, column: 38, scope: !142)
!150 = !DILocation(line: 39, column: 17, scope: !142)
!151 = !DILocation(line: 39, column: 44, scope: !142)
!152 = !DILocation(line: 39, column: 9, scope: !142)
!153 = !DILocation(line: 39, column: 7, scope: !142)
!154 = !DILocation(line: 39, column: 12, scope: !142)
!155 = !DILocation(line: 39, column: 15, scope: !142)
!156 = !DILocation(line: 38, column: 25, scope: !142)
!157 = !DILocation(line: 38, column: 5, scope: !142)
!158 = distinct !{!158, !144, !159, !52}
!159 = !DILocation(line: 39, column: 46, scope: !139)
!160 = !DILocation(line: 37, column: 23, scope: !135)
!161 = !DILocation(line: 37, column: 3, scope: !135)
!162 = distinct !{!162, !137, !163, !52}
!163 = !DILocation(line: 39, column: 46, scope: !132)
!164 = !DILocation(line: 40, column: 3, scope: !104)
!165 = !DILocation(line: 41, column: 10, scope: !166)
!166 = distinct !DILexicalBlock(scope: !104, file: !3, line: 41, column: 3)
!167 = !DILocation(line: 41, column: 8, scope: !166)
!168 = !DILocation(line: 41, column: 15, scope: !169)
!169 = distinct !DILexicalBlock(scope: !166, file: !3, line: 41, column: 3)
!170 = !DILocation(line: 41, column: 17, scope: !169)
!171 = !DILocation(line: 41, column: 3, scope: !166)
!172 = !DILocation(line: 42, column: 12, scope: !169)
!173 = !DILocation(line: 42, column: 10, scope: !169)
!174 = !DILocation(line: 42, column: 7, scope: !169)
!175 = !DILocation(line: 42, column: 5, scope: !169)
!176 = !DILocation(line: 41, column: 23, scope: !169)
!177 = !DILocation(line: 41, column: 3, scope: !169)
!178 = distinct !{!178, !171, !179, !52}
!179 = !DILocation(line: 42, column: 13, scope: !166)
!180 = !DILocation(line: 43, column: 14, scope: !104)
!181 = !DILocation(line: 43, column: 12, scope: !104)
!182 = !DILocation(line: 44, column: 3, scope: !104)
