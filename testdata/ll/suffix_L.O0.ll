; ModuleID = 'suffix.c'
source_filename = "suffix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [200000 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [200000 x double] zeroinitializer, align 16, !dbg !7
@R = internal global [200000 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_suffix(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !24 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !32, metadata !DIExpression()), !dbg !33
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !34, metadata !DIExpression()), !dbg !35
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !36, metadata !DIExpression()), !dbg !37
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i32* %9, metadata !40, metadata !DIExpression()), !dbg !41
  %10 = load double*, double** %6, align 8, !dbg !42
  %11 = load i32, i32* %5, align 4, !dbg !43
  %12 = sub nsw i32 %11, 1, !dbg !44
  %13 = sext i32 %12 to i64, !dbg !42
  %14 = getelementptr inbounds double, double* %10, i64 %13, !dbg !42
  %15 = load double, double* %14, align 8, !dbg !42
  %16 = load double*, double** %7, align 8, !dbg !45
  %17 = load i32, i32* %5, align 4, !dbg !46
  %18 = sub nsw i32 %17, 1, !dbg !47
  %19 = sext i32 %18 to i64, !dbg !45
  %20 = getelementptr inbounds double, double* %16, i64 %19, !dbg !45
  store double %15, double* %20, align 8, !dbg !48
  %21 = load i32, i32* %5, align 4, !dbg !49
  %22 = sub nsw i32 %21, 2, !dbg !51
  store i32 %22, i32* %9, align 4, !dbg !52
  br label %23, !dbg !53

23:                                               ; preds = %43, %4
  %24 = load i32, i32* %9, align 4, !dbg !54
  %25 = icmp sge i32 %24, 0, !dbg !56
  br i1 %25, label %26, label %46, !dbg !57

26:                                               ; preds = %23
  %27 = load double*, double** %6, align 8, !dbg !58
  %28 = load i32, i32* %9, align 4, !dbg !59
  %29 = sext i32 %28 to i64, !dbg !58
  %30 = getelementptr inbounds double, double* %27, i64 %29, !dbg !58
  %31 = load double, double* %30, align 8, !dbg !58
  %32 = load double*, double** %7, align 8, !dbg !60
  %33 = load i32, i32* %9, align 4, !dbg !61
  %34 = add nsw i32 %33, 1, !dbg !62
  %35 = sext i32 %34 to i64, !dbg !60
  %36 = getelementptr inbounds double, double* %32, i64 %35, !dbg !60
  %37 = load double, double* %36, align 8, !dbg !60
  %38 = fadd double %31, %37, !dbg !63
  %39 = load double*, double** %7, align 8, !dbg !64
  %40 = load i32, i32* %9, align 4, !dbg !65
  %41 = sext i32 %40 to i64, !dbg !64
  %42 = getelementptr inbounds double, double* %39, i64 %41, !dbg !64
  store double %38, double* %42, align 8, !dbg !66
  br label %43, !dbg !64

43:                                               ; preds = %26
  %44 = load i32, i32* %9, align 4, !dbg !67
  %45 = add nsw i32 %44, -1, !dbg !67
  store i32 %45, i32* %9, align 4, !dbg !67
  br label %23, !dbg !68, !llvm.loop !69

46:                                               ; preds = %23
  %47 = load i32, i32* %5, align 4, !dbg !72
  %48 = sub nsw i32 %47, 1, !dbg !74
  store i32 %48, i32* %9, align 4, !dbg !75
  br label %49, !dbg !76

49:                                               ; preds = %65, %46
  %50 = load i32, i32* %9, align 4, !dbg !77
  %51 = icmp sge i32 %50, 0, !dbg !79
  br i1 %51, label %52, label %68, !dbg !80

52:                                               ; preds = %49
  %53 = load double*, double** %6, align 8, !dbg !81
  %54 = load i32, i32* %9, align 4, !dbg !82
  %55 = sext i32 %54 to i64, !dbg !81
  %56 = getelementptr inbounds double, double* %53, i64 %55, !dbg !81
  %57 = load double, double* %56, align 8, !dbg !81
  %58 = load double*, double** %8, align 8, !dbg !83
  %59 = load i32, i32* %5, align 4, !dbg !84
  %60 = sub nsw i32 %59, 1, !dbg !85
  %61 = load i32, i32* %9, align 4, !dbg !86
  %62 = sub nsw i32 %60, %61, !dbg !87
  %63 = sext i32 %62 to i64, !dbg !83
  %64 = getelementptr inbounds double, double* %58, i64 %63, !dbg !83
  store double %57, double* %64, align 8, !dbg !88
  br label %65, !dbg !83

65:                                               ; preds = %52
  %66 = load i32, i32* %9, align 4, !dbg !89
  %67 = add nsw i32 %66, -1, !dbg !89
  store i32 %67, i32* %9, align 4, !dbg !89
  br label %49, !dbg !90, !llvm.loop !91

68:                                               ; preds = %49
  ret void, !dbg !93
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !94 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !97, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.declare(metadata double* %3, metadata !99, metadata !DIExpression()), !dbg !100
  store double 0.000000e+00, double* %3, align 8, !dbg !100
  store i32 0, i32* %2, align 4, !dbg !101
  br label %4, !dbg !103

4:                                                ; preds = %15, %0
  %5 = load i32, i32* %2, align 4, !dbg !104
  %6 = icmp slt i32 %5, 200000, !dbg !106
  br i1 %6, label %7, label %18, !dbg !107

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !108
  %9 = srem i32 %8, 7, !dbg !109
  %10 = sitofp i32 %9 to double, !dbg !110
  %11 = fsub double %10, 3.000000e+00, !dbg !111
  %12 = load i32, i32* %2, align 4, !dbg !112
  %13 = sext i32 %12 to i64, !dbg !113
  %14 = getelementptr inbounds [200000 x double], [200000 x double]* @X, i64 0, i64 %13, !dbg !113
  store double %11, double* %14, align 8, !dbg !114
  br label %15, !dbg !113

15:                                               ; preds = %7
  %16 = load i32, i32* %2, align 4, !dbg !115
  %17 = add nsw i32 %16, 1, !dbg !115
  store i32 %17, i32* %2, align 4, !dbg !115
  br label %4, !dbg !116, !llvm.loop !117

18:                                               ; preds = %4
  call void @kernel_suffix(i32 noundef 200000, double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @Y, i64 0, i64 0), double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @R, i64 0, i64 0)), !dbg !119
  store i32 0, i32* %2, align 4, !dbg !120
  br label %19, !dbg !122

19:                                               ; preds = %34, %18
  %20 = load i32, i32* %2, align 4, !dbg !123
  %21 = icmp slt i32 %20, 200000, !dbg !125
  br i1 %21, label %22, label %37, !dbg !126

22:                                               ; preds = %19
  %23 = load i32, i32* %2, align 4, !dbg !127
  %24 = sext i32 %23 to i64, !dbg !128
  %25 = getelementptr inbounds [200000 x double], [200000 x double]* @Y, i64 0, i64 %24, !dbg !128
  %26 = load double, double* %25, align 8, !dbg !128
  %27 = load i32, i32* %2, align 4, !dbg !129
  %28 = sext i32 %27 to i64, !dbg !130
  %29 = getelementptr inbounds [200000 x double], [200000 x double]* @R, i64 0, i64 %28, !dbg !130
  %30 = load double, double* %29, align 8, !dbg !130
  %31 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %30, double %26), !dbg !131
  %32 = load double, double* %3, align 8, !dbg !132
  %33 = fadd double %32, %31, !dbg !132
  store double %33, double* %3, align 8, !dbg !132
  br label %34, !dbg !133

34:                                               ; preds = %22
  %35 = load i32, i32* %2, align 4, !dbg !134
  %36 = add nsw i32 %35, 1, !dbg !134
  store i32 %36, i32* %2, align 4, !dbg !134
  br label %19, !dbg !135, !llvm.loop !136

37:                                               ; preds = %19
  %38 = load double, double* %3, align 8, !dbg !138
  store double %38, double* @checksum, align 8, !dbg !139
  ret i32 0, !dbg !140
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "suffix.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 200000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "R", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_suffix", scope: !3, file: !3, line: 14, type: !25, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !27, !28, !30, !30}
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!31 = !{}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !3, line: 14, type: !27)
!33 = !DILocation(line: 14, column: 50, scope: !24)
!34 = !DILocalVariable(name: "x", arg: 2, scope: !24, file: !3, line: 14, type: !28)
!35 = !DILocation(line: 14, column: 67, scope: !24)
!36 = !DILocalVariable(name: "y", arg: 3, scope: !24, file: !3, line: 14, type: !30)
!37 = !DILocation(line: 14, column: 78, scope: !24)
!38 = !DILocalVariable(name: "r", arg: 4, scope: !24, file: !3, line: 15, type: !30)
!39 = !DILocation(line: 15, column: 54, scope: !24)
!40 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 17, type: !27)
!41 = !DILocation(line: 17, column: 7, scope: !24)
!42 = !DILocation(line: 18, column: 14, scope: !24)
!43 = !DILocation(line: 18, column: 16, scope: !24)
!44 = !DILocation(line: 18, column: 18, scope: !24)
!45 = !DILocation(line: 18, column: 3, scope: !24)
!46 = !DILocation(line: 18, column: 5, scope: !24)
!47 = !DILocation(line: 18, column: 7, scope: !24)
!48 = !DILocation(line: 18, column: 12, scope: !24)
!49 = !DILocation(line: 19, column: 12, scope: !50)
!50 = distinct !DILexicalBlock(scope: !24, file: !3, line: 19, column: 3)
!51 = !DILocation(line: 19, column: 14, scope: !50)
!52 = !DILocation(line: 19, column: 10, scope: !50)
!53 = !DILocation(line: 19, column: 8, scope: !50)
!54 = !DILocation(line: 19, column: 19, scope: !55)
!55 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 3)
!56 = !DILocation(line: 19, column: 21, scope: !55)
!57 = !DILocation(line: 19, column: 3, scope: !50)
!58 = !DILocation(line: 20, column: 12, scope: !55)
!59 = !DILocation(line: 20, column: 14, scope: !55)
!60 = !DILocation(line: 20, column: 19, scope: !55)
!61 = !DILocation(line: 20, column: 21, scope: !55)
!62 = !DILocation(line: 20, column: 23, scope: !55)
!63 = !DILocation(line: 20, column: 17, scope: !55)
!64 = !DILocation(line: 20, column: 5, scope: !55)
!65 = !DILocation(line: 20, column: 7, scope: !55)
!66 = !DILocation(line: 20, column: 10, scope: !55)
!67 = !DILocation(line: 19, column: 28, scope: !55)
!68 = !DILocation(line: 19, column: 3, scope: !55)
!69 = distinct !{!69, !57, !70, !71}
!70 = !DILocation(line: 20, column: 26, scope: !50)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 21, column: 12, scope: !73)
!73 = distinct !DILexicalBlock(scope: !24, file: !3, line: 21, column: 3)
!74 = !DILocation(line: 21, column: 14, scope: !73)
!75 = !DILocation(line: 21, column: 10, scope: !73)
!76 = !DILocation(line: 21, column: 8, scope: !73)
!77 = !DILocation(line: 21, column: 19, scope: !78)
!78 = distinct !DILexicalBlock(scope: !73, file: !3, line: 21, column: 3)
!79 = !DILocation(line: 21, column: 21, scope: !78)
!80 = !DILocation(line: 21, column: 3, scope: !73)
!81 = !DILocation(line: 22, column: 20, scope: !78)
!82 = !DILocation(line: 22, column: 22, scope: !78)
!83 = !DILocation(line: 22, column: 5, scope: !78)
!84 = !DILocation(line: 22, column: 7, scope: !78)
!85 = !DILocation(line: 22, column: 9, scope: !78)
!86 = !DILocation(line: 22, column: 15, scope: !78)
!87 = !DILocation(line: 22, column: 13, scope: !78)
!88 = !DILocation(line: 22, column: 18, scope: !78)
!89 = !DILocation(line: 21, column: 28, scope: !78)
!90 = !DILocation(line: 21, column: 3, scope: !78)
!91 = distinct !{!91, !80, !92, !71}
!92 = !DILocation(line: 22, column: 23, scope: !73)
!93 = !DILocation(line: 23, column: 1, scope: !24)
!94 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !95, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!95 = !DISubroutineType(types: !96)
!96 = !{!27}
!97 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 27, type: !27)
!98 = !DILocation(line: 27, column: 7, scope: !94)
!99 = !DILocalVariable(name: "s", scope: !94, file: !3, line: 28, type: !5)
!100 = !DILocation(line: 28, column: 10, scope: !94)
!101 = !DILocation(line: 29, column: 10, scope: !102)
!102 = distinct !DILexicalBlock(scope: !94, file: !3, line: 29, column: 3)
!103 = !DILocation(line: 29, column: 8, scope: !102)
!104 = !DILocation(line: 29, column: 15, scope: !105)
!105 = distinct !DILexicalBlock(scope: !102, file: !3, line: 29, column: 3)
!106 = !DILocation(line: 29, column: 17, scope: !105)
!107 = !DILocation(line: 29, column: 3, scope: !102)
!108 = !DILocation(line: 30, column: 21, scope: !105)
!109 = !DILocation(line: 30, column: 23, scope: !105)
!110 = !DILocation(line: 30, column: 12, scope: !105)
!111 = !DILocation(line: 30, column: 28, scope: !105)
!112 = !DILocation(line: 30, column: 7, scope: !105)
!113 = !DILocation(line: 30, column: 5, scope: !105)
!114 = !DILocation(line: 30, column: 10, scope: !105)
!115 = !DILocation(line: 29, column: 23, scope: !105)
!116 = !DILocation(line: 29, column: 3, scope: !105)
!117 = distinct !{!117, !107, !118, !71}
!118 = !DILocation(line: 30, column: 30, scope: !102)
!119 = !DILocation(line: 31, column: 3, scope: !94)
!120 = !DILocation(line: 32, column: 10, scope: !121)
!121 = distinct !DILexicalBlock(scope: !94, file: !3, line: 32, column: 3)
!122 = !DILocation(line: 32, column: 8, scope: !121)
!123 = !DILocation(line: 32, column: 15, scope: !124)
!124 = distinct !DILexicalBlock(scope: !121, file: !3, line: 32, column: 3)
!125 = !DILocation(line: 32, column: 17, scope: !124)
!126 = !DILocation(line: 32, column: 3, scope: !121)
!127 = !DILocation(line: 33, column: 12, scope: !124)
!128 = !DILocation(line: 33, column: 10, scope: !124)
!129 = !DILocation(line: 33, column: 25, scope: !124)
!130 = !DILocation(line: 33, column: 23, scope: !124)
!131 = !DILocation(line: 33, column: 15, scope: !124)
!132 = !DILocation(line: 33, column: 7, scope: !124)
!133 = !DILocation(line: 33, column: 5, scope: !124)
!134 = !DILocation(line: 32, column: 23, scope: !124)
!135 = !DILocation(line: 32, column: 3, scope: !124)
!136 = distinct !{!136, !126, !137, !71}
!137 = !DILocation(line: 33, column: 26, scope: !121)
!138 = !DILocation(line: 34, column: 14, scope: !94)
!139 = !DILocation(line: 34, column: 12, scope: !94)
!140 = !DILocation(line: 35, column: 3, scope: !94)
