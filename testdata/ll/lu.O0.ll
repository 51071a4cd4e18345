; ModuleID = 'lu.c'
source_filename = "lu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [80 x [80 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_lu() #0 !dbg !20 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %2, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %3, metadata !29, metadata !DIExpression()), !dbg !30
  store i32 0, i32* %3, align 4, !dbg !31
  br label %4, !dbg !33

4:                                                ; preds = %72, %0
  %5 = load i32, i32* %3, align 4, !dbg !34
  %6 = icmp slt i32 %5, 80, !dbg !36
  br i1 %6, label %7, label %75, !dbg !37

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4, !dbg !38
  %9 = add nsw i32 %8, 1, !dbg !40
  store i32 %9, i32* %1, align 4, !dbg !41
  br label %10, !dbg !42

10:                                               ; preds = %68, %7
  %11 = load i32, i32* %1, align 4, !dbg !43
  %12 = icmp slt i32 %11, 80, !dbg !45
  br i1 %12, label %13, label %71, !dbg !46

13:                                               ; preds = %10
  %14 = load i32, i32* %1, align 4, !dbg !47
  %15 = sext i32 %14 to i64, !dbg !49
  %16 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @A, i64 0, i64 %15, !dbg !49
  %17 = load i32, i32* %3, align 4, !dbg !50
  %18 = sext i32 %17 to i64, !dbg !49
  %19 = getelementptr inbounds [80 x double], [80 x double]* %16, i64 0, i64 %18, !dbg !49
  %20 = load double, double* %19, align 8, !dbg !49
  %21 = load i32, i32* %3, align 4, !dbg !51
  %22 = sext i32 %21 to i64, !dbg !52
  %23 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @A, i64 0, i64 %22, !dbg !52
  %24 = load i32, i32* %3, align 4, !dbg !53
  %25 = sext i32 %24 to i64, !dbg !52
  %26 = getelementptr inbounds [80 x double], [80 x double]* %23, i64 0, i64 %25, !dbg !52
  %27 = load double, double* %26, align 8, !dbg !52
  %28 = fdiv double %20, %27, !dbg !54
  %29 = load i32, i32* %1, align 4, !dbg !55
  %30 = sext i32 %29 to i64, !dbg !56
  %31 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @A, i64 0, i64 %30, !dbg !56
  %32 = load i32, i32* %3, align 4, !dbg !57
  %33 = sext i32 %32 to i64, !dbg !56
  %34 = getelementptr inbounds [80 x double], [80 x double]* %31, i64 0, i64 %33, !dbg !56
  store double %28, double* %34, align 8, !dbg !58
  %35 = load i32, i32* %3, align 4, !dbg !59
  %36 = add nsw i32 %35, 1, !dbg !61
  store i32 %36, i32* %2, align 4, !dbg !62
  br label %37, !dbg !63

37:                                               ; preds = %64, %13
  %38 = load i32, i32* %2, align 4, !dbg !64
  %39 = icmp slt i32 %38, 80, !dbg !66
  br i1 %39, label %40, label %67, !dbg !67

40:                                               ; preds = %37
  %41 = load i32, i32* %1, align 4, !dbg !68
  %42 = sext i32 %41 to i64, !dbg !69
  %43 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @A, i64 0, i64 %42, !dbg !69
  %44 = load i32, i32* %3, align 4, !dbg !70
  %45 = sext i32 %44 to i64, !dbg !69
  %46 = getelementptr inbounds [80 x double], [80 x double]* %43, i64 0, i64 %45, !dbg !69
  %47 = load double, double* %46, align 8, !dbg !69
  %48 = load i32, i32* %3, align 4, !dbg !71
  %49 = sext i32 %48 to i64, !dbg !72
  %50 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @A, i64 0, i64 %49, !dbg !72
  %51 = load i32, i32* %2, align 4, !dbg !73
  %52 = sext i32 %51 to i64, !dbg !72
  %53 = getelementptr inbounds [80 x double], [80 x double]* %50, i64 0, i64 %52, !dbg !72
  %54 = load double, double* %53, align 8, !dbg !72
  %55 = load i32, i32* %1, align 4, !dbg !74
  %56 = sext i32 %55 to i64, !dbg !75
  %57 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @A, i64 0, i64 %56, !dbg !75
  %58 = load i32, i32* %2, align 4, !dbg !76
  %59 = sext i32 %58 to i64, !dbg !75
  %60 = getelementptr inbounds [80 x double], [80 x double]* %57, i64 0, i64 %59, !dbg !75
  %61 = load double, double* %60, align 8, !dbg !77
  %62 = fneg double %47, !dbg !77
  %63 = call double @llvm.fmuladd.f64(double %62, double %54, double %61), !dbg !77
  store double %63, double* %60, align 8, !dbg !77
  br label %64, !dbg !75

64:                                               ; preds = %40
  %65 = load i32, i32* %2, align 4, !dbg !78
  %66 = add nsw i32 %65, 1, !dbg !78
  store i32 %66, i32* %2, align 4, !dbg !78
  br label %37, !dbg !79, !llvm.loop !80

67:                                               ; preds = %37
  br label %68, !dbg !83

68:                                               ; preds = %67
  %69 = load i32, i32* %1, align 4, !dbg !84
  %70 = add nsw i32 %69, 1, !dbg !84
  store i32 %70, i32* %1, align 4, !dbg !84
  br label %10, !dbg !85, !llvm.loop !86

71:                                               ; preds = %10
  br label %72, !dbg !87

72:                                               ; preds = %71
  %73 = load i32, i32* %3, align 4, !dbg !88
  %74 = add nsw i32 %73, 1, !dbg !88
  store i32 %74, i32* %3, align 4, !dbg !88
  br label %4, !dbg !89, !llvm.loop !90

75:                                               ; preds = %4
  ret void, !dbg !92
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !96, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.declare(metadata i32* %3, metadata !98, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.declare(metadata double* %4, metadata !100, metadata !DIExpression()), !dbg !101
  store double 0.000000e+00, double* %4, align 8, !dbg !101
  store i32 0, i32* %2, align 4, !dbg !102
  br label %5, !dbg !104

5:                                                ; preds = %36, %0
  %6 = load i32, i32* %2, align 4, !dbg !105
  %7 = icmp slt i32 %6, 80, !dbg !107
  br i1 %7, label %8, label %39, !dbg !108

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !109
  br label %9, !dbg !111

9:                                                ; preds = %32, %8
  %10 = load i32, i32* %3, align 4, !dbg !112
  %11 = icmp slt i32 %10, 80, !dbg !114
  br i1 %11, label %12, label %35, !dbg !115

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !116
  %14 = load i32, i32* %3, align 4, !dbg !117
  %15 = icmp eq i32 %13, %14, !dbg !118
  br i1 %15, label %16, label %17, !dbg !119

16:                                               ; preds = %12
  br label %24, !dbg !119

17:                                               ; preds = %12
  %18 = load i32, i32* %2, align 4, !dbg !120
  %19 = load i32, i32* %3, align 4, !dbg !121
  %20 = add nsw i32 %18, %19, !dbg !122
  %21 = srem i32 %20, 5, !dbg !123
  %22 = sitofp i32 %21 to double, !dbg !124
  %23 = fdiv double %22, 5.000000e+00, !dbg !125
  br label %24, !dbg !119

24:                                               ; preds = %17, %16
  %25 = phi double [ 1.600000e+02, %16 ], [ %23, %17 ], !dbg !119
  %26 = load i32, i32* %2, align 4, !dbg !126
  %27 = sext i32 %26 to i64, !dbg !127
  %28 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @A, i64 0, i64 %27, !dbg !127
  %29 = load i32, i32* %3, align 4, !dbg !128
  %30 = sext i32 %29 to i64, !dbg !127
  %31 = getelementptr inbounds [80 x double], [80 x double]* %28, i64 0, i64 %30, !dbg !127
  store double %25, double* %31, align 8, !dbg !129
  br label %32, !dbg !127

32:                                               ; preds = %24
  %33 = load i32, i32* %3, align 4, !dbg !130
  %34 = add nsw i32 %33, 1, !dbg !130
  store i32 %34, i32* %3, align 4, !dbg !130
  br label %9, !dbg !131, !llvm.loop !132

35:                                               ; preds = %9
  br label %36, !dbg !133

36:                                               ; preds = %35
  %37 = load i32, i32* %2, align 4, !dbg !134
  %38 = add nsw i32 %37, 1, !dbg !134
  store i32 %38, i32* %2, align 4, !dbg !134
  br label %5, !dbg !135, !llvm.loop !136

39:                                               ; preds = %5
  call void @kernel_lu(), !dbg !138
  store i32 0, i32* %2, align 4, !dbg !139
  br label %40, !dbg !141

40:                                               ; preds = %61, %39
  %41 = load i32, i32* %2, align 4, !dbg !142
  %42 = icmp slt i32 %41, 80, !dbg !144
  br i1 %42, label %43, label %64, !dbg !145

43:                                               ; preds = %40
  store i32 0, i32* %3, align 4, !dbg !146
  br label %44, !dbg !148

44:                                               ; preds = %57, %43
  %45 = load i32, i32* %3, align 4, !dbg !149
  %46 = icmp slt i32 %45, 80, !dbg !151
  br i1 %46, label %47, label %60, !dbg !152

47:                                               ; preds = %44
  %48 = load i32, i32* %2, align 4, !dbg !153
  %49 = sext i32 %48 to i64, !dbg !154
  %50 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @A, i64 0, i64 %49, !dbg !154
  %51 = load i32, i32* %3, align 4, !dbg !155
  %52 = sext i32 %51 to i64, !dbg !154
  %53 = getelementptr inbounds [80 x double], [80 x double]* %50, i64 0, i64 %52, !dbg !154
  %54 = load double, double* %53, align 8, !dbg !154
  %55 = load double, double* %4, align 8, !dbg !156
  %56 = fadd double %55, %54, !dbg !156
  store double %56, double* %4, align 8, !dbg !156
  br label %57, !dbg !157

57:                                               ; preds = %47
  %58 = load i32, i32* %3, align 4, !dbg !158
  %59 = add nsw i32 %58, 1, !dbg !158
  store i32 %59, i32* %3, align 4, !dbg !158
  br label %44, !dbg !159, !llvm.loop !160

60:                                               ; preds = %44
  br label %61, !dbg !161

61:                                               ; preds = %60
  %62 = load i32, i32* %2, align 4, !dbg !162
  %63 = add nsw i32 %62, 1, !dbg !162
  store i32 %63, i32* %2, align 4, !dbg !162
  br label %40, !dbg !163, !llvm.loop !164

64:                                               ; preds = %40
  %65 = load double, double* %4, align 8, !dbg !166
  store double %65, double* @checksum, align 8, !dbg !167
  ret i32 0, !dbg !168
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lu.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 409600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 80)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "kernel_lu", scope: !3, file: !3, line: 12, type: !21, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!23 = !{}
!24 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 14, type: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocation(line: 14, column: 7, scope: !20)
!27 = !DILocalVariable(name: "j", scope: !20, file: !3, line: 14, type: !25)
!28 = !DILocation(line: 14, column: 10, scope: !20)
!29 = !DILocalVariable(name: "k", scope: !20, file: !3, line: 14, type: !25)
!30 = !DILocation(line: 14, column: 13, scope: !20)
!31 = !DILocation(line: 15, column: 10, scope: !32)
!32 = distinct !DILexicalBlock(scope: !20, file: !3, line: 15, column: 3)
!33 = !DILocation(line: 15, column: 8, scope: !32)
!34 = !DILocation(line: 15, column: 15, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 15, column: 3)
!36 = !DILocation(line: 15, column: 17, scope: !35)
!37 = !DILocation(line: 15, column: 3, scope: !32)
!38 = !DILocation(line: 16, column: 14, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 16, column: 5)
!40 = !DILocation(line: 16, column: 16, scope: !39)
!41 = !DILocation(line: 16, column: 12, scope: !39)
!42 = !DILocation(line: 16, column: 10, scope: !39)
!43 = !DILocation(line: 16, column: 21, scope: !44)
!44 = distinct !DILexicalBlock(scope: !39, file: !3, line: 16, column: 5)
!45 = !DILocation(line: 16, column: 23, scope: !44)
!46 = !DILocation(line: 16, column: 5, scope: !39)
!47 = !DILocation(line: 17, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 16, column: 33)
!49 = !DILocation(line: 17, column: 17, scope: !48)
!50 = !DILocation(line: 17, column: 22, scope: !48)
!51 = !DILocation(line: 17, column: 29, scope: !48)
!52 = !DILocation(line: 17, column: 27, scope: !48)
!53 = !DILocation(line: 17, column: 32, scope: !48)
!54 = !DILocation(line: 17, column: 25, scope: !48)
!55 = !DILocation(line: 17, column: 9, scope: !48)
!56 = !DILocation(line: 17, column: 7, scope: !48)
!57 = !DILocation(line: 17, column: 12, scope: !48)
!58 = !DILocation(line: 17, column: 15, scope: !48)
!59 = !DILocation(line: 18, column: 16, scope: !60)
!60 = distinct !DILexicalBlock(scope: !48, file: !3, line: 18, column: 7)
!61 = !DILocation(line: 18, column: 18, scope: !60)
!62 = !DILocation(line: 18, column: 14, scope: !60)
!63 = !DILocation(line: 18, column: 12, scope: !60)
!64 = !DILocation(line: 18, column: 23, scope: !65)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 18, column: 7)
!66 = !DILocation(line: 18, column: 25, scope: !65)
!67 = !DILocation(line: 18, column: 7, scope: !60)
!68 = !DILocation(line: 19, column: 22, scope: !65)
!69 = !DILocation(line: 19, column: 20, scope: !65)
!70 = !DILocation(line: 19, column: 25, scope: !65)
!71 = !DILocation(line: 19, column: 32, scope: !65)
!72 = !DILocation(line: 19, column: 30, scope: !65)
!73 = !DILocation(line: 19, column: 35, scope: !65)
!74 = !DILocation(line: 19, column: 11, scope: !65)
!75 = !DILocation(line: 19, column: 9, scope: !65)
!76 = !DILocation(line: 19, column: 14, scope: !65)
!77 = !DILocation(line: 19, column: 17, scope: !65)
!78 = !DILocation(line: 18, column: 31, scope: !65)
!79 = !DILocation(line: 18, column: 7, scope: !65)
!80 = distinct !{!80, !67, !81, !82}
!81 = !DILocation(line: 19, column: 36, scope: !60)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 20, column: 5, scope: !48)
!84 = !DILocation(line: 16, column: 29, scope: !44)
!85 = !DILocation(line: 16, column: 5, scope: !44)
!86 = distinct !{!86, !46, !87, !82}
!87 = !DILocation(line: 20, column: 5, scope: !39)
!88 = !DILocation(line: 15, column: 23, scope: !35)
!89 = !DILocation(line: 15, column: 3, scope: !35)
!90 = distinct !{!90, !37, !91, !82}
!91 = !DILocation(line: 20, column: 5, scope: !32)
!92 = !DILocation(line: 21, column: 1, scope: !20)
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !94, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!94 = !DISubroutineType(types: !95)
!95 = !{!25}
!96 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 25, type: !25)
!97 = !DILocation(line: 25, column: 7, scope: !93)
!98 = !DILocalVariable(name: "j", scope: !93, file: !3, line: 25, type: !25)
!99 = !DILocation(line: 25, column: 10, scope: !93)
!100 = !DILocalVariable(name: "s", scope: !93, file: !3, line: 26, type: !5)
!101 = !DILocation(line: 26, column: 10, scope: !93)
!102 = !DILocation(line: 28, column: 10, scope: !103)
!103 = distinct !DILexicalBlock(scope: !93, file: !3, line: 28, column: 3)
!104 = !DILocation(line: 28, column: 8, scope: !103)
!105 = !DILocation(line: 28, column: 15, scope: !106)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 28, column: 3)
!107 = !DILocation(line: 28, column: 17, scope: !106)
!108 = !DILocation(line: 28, column: 3, scope: !103)
!109 = !DILocation(line: 29, column: 12, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 29, column: 5)
!111 = !DILocation(line: 29, column: 10, scope: !110)
!112 = !DILocation(line: 29, column: 17, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 29, column: 5)
!114 = !DILocation(line: 29, column: 19, scope: !113)
!115 = !DILocation(line: 29, column: 5, scope: !110)
!116 = !DILocation(line: 30, column: 18, scope: !113)
!117 = !DILocation(line: 30, column: 23, scope: !113)
!118 = !DILocation(line: 30, column: 20, scope: !113)
!119 = !DILocation(line: 30, column: 17, scope: !113)
!120 = !DILocation(line: 30, column: 56, scope: !113)
!121 = !DILocation(line: 30, column: 60, scope: !113)
!122 = !DILocation(line: 30, column: 58, scope: !113)
!123 = !DILocation(line: 30, column: 63, scope: !113)
!124 = !DILocation(line: 30, column: 46, scope: !113)
!125 = !DILocation(line: 30, column: 68, scope: !113)
!126 = !DILocation(line: 30, column: 9, scope: !113)
!127 = !DILocation(line: 30, column: 7, scope: !113)
!128 = !DILocation(line: 30, column: 12, scope: !113)
!129 = !DILocation(line: 30, column: 15, scope: !113)
!130 = !DILocation(line: 29, column: 25, scope: !113)
!131 = !DILocation(line: 29, column: 5, scope: !113)
!132 = distinct !{!132, !115, !133, !82}
!133 = !DILocation(line: 30, column: 70, scope: !110)
!134 = !DILocation(line: 28, column: 23, scope: !106)
!135 = !DILocation(line: 28, column: 3, scope: !106)
!136 = distinct !{!136, !108, !137, !82}
!137 = !DILocation(line: 30, column: 70, scope: !103)
!138 = !DILocation(line: 31, column: 3, scope: !93)
!139 = !DILocation(line: 32, column: 10, scope: !140)
!140 = distinct !DILexicalBlock(scope: !93, file: !3, line: 32, column: 3)
!141 = !DILocation(line: 32, column: 8, scope: !140)
!142 = !DILocation(line: 32, column: 15, scope: !143)
!143 = distinct !DILexicalBlock(scope: !140, file: !3, line: 32, column: 3)
!144 = !DILocation(line: 32, column: 17, scope: !143)
!145 = !DILocation(line: 32, column: 3, scope: !140)
!146 = !DILocation(line: 33, column: 12, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 33, column: 5)
!148 = !DILocation(line: 33, column: 10, scope: !147)
!149 = !DILocation(line: 33, column: 17, scope: !150)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 33, column: 5)
!151 = !DILocation(line: 33, column: 19, scope: !150)
!152 = !DILocation(line: 33, column: 5, scope: !147)
!153 = !DILocation(line: 34, column: 14, scope: !150)
!154 = !DILocation(line: 34, column: 12, scope: !150)
!155 = !DILocation(line: 34, column: 17, scope: !150)
!156 = !DILocation(line: 34, column: 9, scope: !150)
!157 = !DILocation(line: 34, column: 7, scope: !150)
!158 = !DILocation(line: 33, column: 25, scope: !150)
!159 = !DILocation(line: 33, column: 5, scope: !150)
!160 = distinct !{!160, !152, !161, !82}
!161 = !DILocation(line: 34, column: 18, scope: !147)
!162 = !DILocation(line: 32, column: 23, scope: !143)
!163 = !DILocation(line: 32, column: 3, scope: !143)
!164 = distinct !{!164, !145, !165, !82}
!165 = !DILocation(line: 34, column: 18, scope: !140)
!166 = !DILocation(line: 35, column: 14, scope: !93)
!167 = !DILocation(line: 35, column: 12, scope: !93)
!168 = !DILocation(line: 36, column: 3, scope: !93)
