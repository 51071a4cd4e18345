; ModuleID = 'dot.c'
source_filename = "dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [200000 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [200000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @kernel_dot(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !22 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !30, metadata !DIExpression()), !dbg !31
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !32, metadata !DIExpression()), !dbg !33
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !34, metadata !DIExpression()), !dbg !35
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %9, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata double* %10, metadata !40, metadata !DIExpression()), !dbg !41
  store double 0.000000e+00, double* %10, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata double* %11, metadata !42, metadata !DIExpression()), !dbg !43
  store double 0.000000e+00, double* %11, align 8, !dbg !43
  store i32 0, i32* %9, align 4, !dbg !44
  br label %12, !dbg !46

12:                                               ; preds = %36, %4
  %13 = load i32, i32* %9, align 4, !dbg !47
  %14 = load i32, i32* %5, align 4, !dbg !49
  %15 = icmp slt i32 %13, %14, !dbg !50
  br i1 %15, label %16, label %39, !dbg !51

16:                                               ; preds = %12
  %17 = load double*, double** %6, align 8, !dbg !52
  %18 = load i32, i32* %9, align 4, !dbg !54
  %19 = sext i32 %18 to i64, !dbg !52
  %20 = getelementptr inbounds double, double* %17, i64 %19, !dbg !52
  %21 = load double, double* %20, align 8, !dbg !52
  %22 = load double*, double** %7, align 8, !dbg !55
  %23 = load i32, i32* %9, align 4, !dbg !56
  %24 = sext i32 %23 to i64, !dbg !55
  %25 = getelementptr inbounds double, double* %22, i64 %24, !dbg !55
  %26 = load double, double* %25, align 8, !dbg !55
  %27 = load double, double* %10, align 8, !dbg !57
  %28 = call double @llvm.fmuladd.f64(double %21, double %26, double %27), !dbg !57
  store double %28, double* %10, align 8, !dbg !57
  %29 = load double*, double** %6, align 8, !dbg !58
  %30 = load i32, i32* %9, align 4, !dbg !59
  %31 = sext i32 %30 to i64, !dbg !58
  %32 = getelementptr inbounds double, double* %29, i64 %31, !dbg !58
  %33 = load double, double* %32, align 8, !dbg !58
  %34 = load double, double* %11, align 8, !dbg !60
  %35 = fadd double %34, %33, !dbg !60
  store double %35, double* %11, align 8, !dbg !60
  br label %36, !dbg !61

36:                                               ; preds = %16
  %37 = load i32, i32* %9, align 4, !dbg !62
  %38 = add nsw i32 %37, 1, !dbg !62
  store i32 %38, i32* %9, align 4, !dbg !62
  br label %12, !dbg !63, !llvm.loop !64

39:                                               ; preds = %12
  %40 = load double, double* %11, align 8, !dbg !67
  %41 = load double*, double** %8, align 8, !dbg !68
  store double %40, double* %41, align 8, !dbg !69
  %42 = load double, double* %10, align 8, !dbg !70
  ret double %42, !dbg !71
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !72 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !75, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.declare(metadata double* %3, metadata !77, metadata !DIExpression()), !dbg !78
  store double 0.000000e+00, double* %3, align 8, !dbg !78
  call void @llvm.dbg.declare(metadata double* %4, metadata !79, metadata !DIExpression()), !dbg !80
  store i32 0, i32* %2, align 4, !dbg !81
  br label %5, !dbg !83

5:                                                ; preds = %24, %0
  %6 = load i32, i32* %2, align 4, !dbg !84
  %7 = icmp slt i32 %6, 200000, !dbg !86
  br i1 %7, label %8, label %27, !dbg !87

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !88
  %10 = srem i32 %9, 16, !dbg !90
  %11 = sitofp i32 %10 to double, !dbg !91
  %12 = fdiv double %11, 1.600000e+01, !dbg !92
  %13 = load i32, i32* %2, align 4, !dbg !93
  %14 = sext i32 %13 to i64, !dbg !94
  %15 = getelementptr inbounds [200000 x double], [200000 x double]* @X, i64 0, i64 %14, !dbg !94
  store double %12, double* %15, align 8, !dbg !95
  %16 = load i32, i32* %2, align 4, !dbg !96
  %17 = mul nsw i32 %16, 5, !dbg !97
  %18 = srem i32 %17, 11, !dbg !98
  %19 = sitofp i32 %18 to double, !dbg !99
  %20 = fsub double %19, 5.000000e+00, !dbg !100
  %21 = load i32, i32* %2, align 4, !dbg !101
  %22 = sext i32 %21 to i64, !dbg !102
  %23 = getelementptr inbounds [200000 x double], [200000 x double]* @Y, i64 0, i64 %22, !dbg !102
  store double %20, double* %23, align 8, !dbg !103
  br label %24, !dbg !104

24:                                               ; preds = %8
  %25 = load i32, i32* %2, align 4, !dbg !105
  %26 = add nsw i32 %25, 1, !dbg !105
  store i32 %26, i32* %2, align 4, !dbg !105
  br label %5, !dbg !106, !llvm.loop !107

27:                                               ; preds = %5
  %28 = call double @kernel_dot(i32 noundef 200000, double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @Y, i64 0, i64 0), double* noundef %3), !dbg !109
  store double %28, double* %4, align 8, !dbg !110
  %29 = load double, double* %4, align 8, !dbg !111
  %30 = load double, double* %3, align 8, !dbg !112
  %31 = fadd double %29, %30, !dbg !113
  store double %31, double* @checksum, align 8, !dbg !114
  ret i32 0, !dbg !115
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dot.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 200000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "kernel_dot", scope: !3, file: !3, line: 12, type: !23, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!23 = !DISubroutineType(types: !24)
!24 = !{!5, !25, !26, !26, !28}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!29 = !{}
!30 = !DILocalVariable(name: "n", arg: 1, scope: !22, file: !3, line: 12, type: !25)
!31 = !DILocation(line: 12, column: 49, scope: !22)
!32 = !DILocalVariable(name: "x", arg: 2, scope: !22, file: !3, line: 12, type: !26)
!33 = !DILocation(line: 12, column: 66, scope: !22)
!34 = !DILocalVariable(name: "y", arg: 3, scope: !22, file: !3, line: 13, type: !26)
!35 = !DILocation(line: 13, column: 59, scope: !22)
!36 = !DILocalVariable(name: "sum", arg: 4, scope: !22, file: !3, line: 13, type: !28)
!37 = !DILocation(line: 13, column: 70, scope: !22)
!38 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 15, type: !25)
!39 = !DILocation(line: 15, column: 7, scope: !22)
!40 = !DILocalVariable(name: "d", scope: !22, file: !3, line: 16, type: !5)
!41 = !DILocation(line: 16, column: 10, scope: !22)
!42 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 16, type: !5)
!43 = !DILocation(line: 16, column: 19, scope: !22)
!44 = !DILocation(line: 17, column: 10, scope: !45)
!45 = distinct !DILexicalBlock(scope: !22, file: !3, line: 17, column: 3)
!46 = !DILocation(line: 17, column: 8, scope: !45)
!47 = !DILocation(line: 17, column: 15, scope: !48)
!48 = distinct !DILexicalBlock(scope: !45, file: !3, line: 17, column: 3)
!49 = !DILocation(line: 17, column: 19, scope: !48)
!50 = !DILocation(line: 17, column: 17, scope: !48)
!51 = !DILocation(line: 17, column: 3, scope: !45)
!52 = !DILocation(line: 18, column: 10, scope: !53)
!53 = distinct !DILexicalBlock(scope: !48, file: !3, line: 17, column: 27)
!54 = !DILocation(line: 18, column: 12, scope: !53)
!55 = !DILocation(line: 18, column: 17, scope: !53)
!56 = !DILocation(line: 18, column: 19, scope: !53)
!57 = !DILocation(line: 18, column: 7, scope: !53)
!58 = !DILocation(line: 19, column: 10, scope: !53)
!59 = !DILocation(line: 19, column: 12, scope: !53)
!60 = !DILocation(line: 19, column: 7, scope: !53)
!61 = !DILocation(line: 20, column: 3, scope: !53)
!62 = !DILocation(line: 17, column: 23, scope: !48)
!63 = !DILocation(line: 17, column: 3, scope: !48)
!64 = distinct !{!64, !51, !65, !66}
!65 = !DILocation(line: 20, column: 3, scope: !45)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 21, column: 10, scope: !22)
!68 = !DILocation(line: 21, column: 4, scope: !22)
!69 = !DILocation(line: 21, column: 8, scope: !22)
!70 = !DILocation(line: 22, column: 10, scope: !22)
!71 = !DILocation(line: 22, column: 3, scope: !22)
!72 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !73, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!73 = !DISubroutineType(types: !74)
!74 = !{!25}
!75 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 27, type: !25)
!76 = !DILocation(line: 27, column: 7, scope: !72)
!77 = !DILocalVariable(name: "s", scope: !72, file: !3, line: 28, type: !5)
!78 = !DILocation(line: 28, column: 10, scope: !72)
!79 = !DILocalVariable(name: "d", scope: !72, file: !3, line: 28, type: !5)
!80 = !DILocation(line: 28, column: 19, scope: !72)
!81 = !DILocation(line: 29, column: 10, scope: !82)
!82 = distinct !DILexicalBlock(scope: !72, file: !3, line: 29, column: 3)
!83 = !DILocation(line: 29, column: 8, scope: !82)
!84 = !DILocation(line: 29, column: 15, scope: !85)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 29, column: 3)
!86 = !DILocation(line: 29, column: 17, scope: !85)
!87 = !DILocation(line: 29, column: 3, scope: !82)
!88 = !DILocation(line: 30, column: 21, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 29, column: 27)
!90 = !DILocation(line: 30, column: 23, scope: !89)
!91 = !DILocation(line: 30, column: 12, scope: !89)
!92 = !DILocation(line: 30, column: 29, scope: !89)
!93 = !DILocation(line: 30, column: 7, scope: !89)
!94 = !DILocation(line: 30, column: 5, scope: !89)
!95 = !DILocation(line: 30, column: 10, scope: !89)
!96 = !DILocation(line: 31, column: 22, scope: !89)
!97 = !DILocation(line: 31, column: 24, scope: !89)
!98 = !DILocation(line: 31, column: 29, scope: !89)
!99 = !DILocation(line: 31, column: 12, scope: !89)
!100 = !DILocation(line: 31, column: 35, scope: !89)
!101 = !DILocation(line: 31, column: 7, scope: !89)
!102 = !DILocation(line: 31, column: 5, scope: !89)
!103 = !DILocation(line: 31, column: 10, scope: !89)
!104 = !DILocation(line: 32, column: 3, scope: !89)
!105 = !DILocation(line: 29, column: 23, scope: !85)
!106 = !DILocation(line: 29, column: 3, scope: !85)
!107 = distinct !{!107, !87, !108, !66}
!108 = !DILocation(line: 32, column: 3, scope: !82)
!109 = !DILocation(line: 33, column: 7, scope: !72)
!110 = !DILocation(line: 33, column: 5, scope: !72)
!111 = !DILocation(line: 34, column: 14, scope: !72)
!112 = !DILocation(line: 34, column: 18, scope: !72)
!113 = !DILocation(line: 34, column: 16, scope: !72)
!114 = !DILocation(line: 34, column: 12, scope: !72)
!115 = !DILocation(line: 35, column: 3, scope: !72)
