; ModuleID = 'ger.c'
source_filename = "ger.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [28 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [28 x double] zeroinitializer, align 16, !dbg !12
@A = internal global [28 x [28 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_ger(i32 noundef %0, i32 noundef %1, double noundef %2, [28 x double]* noundef %3, double* noundef %4, double* noundef %5) #0 !dbg !26 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca [28 x double]*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 %1, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !36, metadata !DIExpression()), !dbg !37
  store double %2, double* %9, align 8
  call void @llvm.dbg.declare(metadata double* %9, metadata !38, metadata !DIExpression()), !dbg !39
  store [28 x double]* %3, [28 x double]** %10, align 8
  call void @llvm.dbg.declare(metadata [28 x double]** %10, metadata !40, metadata !DIExpression()), !dbg !41
  store double* %4, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !42, metadata !DIExpression()), !dbg !43
  store double* %5, double** %12, align 8
  call void @llvm.dbg.declare(metadata double** %12, metadata !44, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %13, metadata !46, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %14, metadata !48, metadata !DIExpression()), !dbg !49
  store i32 0, i32* %13, align 4, !dbg !50
  br label %16, !dbg !52

16:                                               ; preds = %52, %6
  %17 = load i32, i32* %13, align 4, !dbg !53
  %18 = load i32, i32* %7, align 4, !dbg !55
  %19 = icmp slt i32 %17, %18, !dbg !56
  br i1 %19, label %20, label %55, !dbg !57

20:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata double* %15, metadata !58, metadata !DIExpression()), !dbg !60
  %21 = load double, double* %9, align 8, !dbg !61
  %22 = load double*, double** %11, align 8, !dbg !62
  %23 = load i32, i32* %13, align 4, !dbg !63
  %24 = sext i32 %23 to i64, !dbg !62
  %25 = getelementptr inbounds double, double* %22, i64 %24, !dbg !62
  %26 = load double, double* %25, align 8, !dbg !62
  %27 = fmul double %21, %26, !dbg !64
  store double %27, double* %15, align 8, !dbg !60
  store i32 0, i32* %14, align 4, !dbg !65
  br label %28, !dbg !67

28:                                               ; preds = %48, %20
  %29 = load i32, i32* %14, align 4, !dbg !68
  %30 = load i32, i32* %8, align 4, !dbg !70
  %31 = icmp slt i32 %29, %30, !dbg !71
  br i1 %31, label %32, label %51, !dbg !72

32:                                               ; preds = %28
  %33 = load double, double* %15, align 8, !dbg !73
  %34 = load double*, double** %12, align 8, !dbg !74
  %35 = load i32, i32* %14, align 4, !dbg !75
  %36 = sext i32 %35 to i64, !dbg !74
  %37 = getelementptr inbounds double, double* %34, i64 %36, !dbg !74
  %38 = load double, double* %37, align 8, !dbg !74
  %39 = load [28 x double]*, [28 x double]** %10, align 8, !dbg !76
  %40 = load i32, i32* %13, align 4, !dbg !77
  %41 = sext i32 %40 to i64, !dbg !76
  %42 = getelementptr inbounds [28 x double], [28 x double]* %39, i64 %41, !dbg !76
  %43 = load i32, i32* %14, align 4, !dbg !78
  %44 = sext i32 %43 to i64, !dbg !76
  %45 = getelementptr inbounds [28 x double], [28 x double]* %42, i64 0, i64 %44, !dbg !76
  %46 = load double, double* %45, align 8, !dbg !79
  %47 = call double @llvm.fmuladd.f64(double %33, double %38, double %46), !dbg !79
  store double %47, double* %45, align 8, !dbg !79
  br label %48, !dbg !76

48:                                               ; preds = %32
  %49 = load i32, i32* %14, align 4, !dbg !80
  %50 = add nsw i32 %49, 1, !dbg !80
  store i32 %50, i32* %14, align 4, !dbg !80
  br label %28, !dbg !81, !llvm.loop !82

51:                                               ; preds = %28
  br label %52, !dbg !85

52:                                               ; preds = %51
  %53 = load i32, i32* %13, align 4, !dbg !86
  %54 = add nsw i32 %53, 1, !dbg !86
  store i32 %54, i32* %13, align 4, !dbg !86
  br label %16, !dbg !87, !llvm.loop !88

55:                                               ; preds = %16
  ret void, !dbg !90
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !91 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.declare(metadata i32* %3, metadata !96, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.declare(metadata double* %4, metadata !98, metadata !DIExpression()), !dbg !99
  store double 0.000000e+00, double* %4, align 8, !dbg !99
  store i32 0, i32* %2, align 4, !dbg !100
  br label %5, !dbg !102

5:                                                ; preds = %43, %0
  %6 = load i32, i32* %2, align 4, !dbg !103
  %7 = icmp slt i32 %6, 28, !dbg !105
  br i1 %7, label %8, label %46, !dbg !106

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !107
  %10 = srem i32 %9, 10, !dbg !109
  %11 = sitofp i32 %10 to double, !dbg !110
  %12 = fdiv double %11, 1.000000e+01, !dbg !111
  %13 = load i32, i32* %2, align 4, !dbg !112
  %14 = sext i32 %13 to i64, !dbg !113
  %15 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %14, !dbg !113
  store double %12, double* %15, align 8, !dbg !114
  %16 = load i32, i32* %2, align 4, !dbg !115
  %17 = sub nsw i32 28, %16, !dbg !116
  %18 = srem i32 %17, 6, !dbg !117
  %19 = sitofp i32 %18 to double, !dbg !118
  %20 = fdiv double %19, 6.000000e+00, !dbg !119
  %21 = load i32, i32* %2, align 4, !dbg !120
  %22 = sext i32 %21 to i64, !dbg !121
  %23 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %22, !dbg !121
  store double %20, double* %23, align 8, !dbg !122
  store i32 0, i32* %3, align 4, !dbg !123
  br label %24, !dbg !125

24:                                               ; preds = %39, %8
  %25 = load i32, i32* %3, align 4, !dbg !126
  %26 = icmp slt i32 %25, 28, !dbg !128
  br i1 %26, label %27, label %42, !dbg !129

27:                                               ; preds = %24
  %28 = load i32, i32* %2, align 4, !dbg !130
  %29 = load i32, i32* %3, align 4, !dbg !131
  %30 = sub nsw i32 %28, %29, !dbg !132
  %31 = sitofp i32 %30 to double, !dbg !133
  %32 = fdiv double %31, 2.800000e+01, !dbg !134
  %33 = load i32, i32* %2, align 4, !dbg !135
  %34 = sext i32 %33 to i64, !dbg !136
  %35 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %34, !dbg !136
  %36 = load i32, i32* %3, align 4, !dbg !137
  %37 = sext i32 %36 to i64, !dbg !136
  %38 = getelementptr inbounds [28 x double], [28 x double]* %35, i64 0, i64 %37, !dbg !136
  store double %32, double* %38, align 8, !dbg !138
  br label %39, !dbg !136

39:                                               ; preds = %27
  %40 = load i32, i32* %3, align 4, !dbg !139
  %41 = add nsw i32 %40, 1, !dbg !139
  store i32 %41, i32* %3, align 4, !dbg !139
  br label %24, !dbg !140, !llvm.loop !141

42:                                               ; preds = %24
  br label %43, !dbg !143

43:                                               ; preds = %42
  %44 = load i32, i32* %2, align 4, !dbg !144
  %45 = add nsw i32 %44, 1, !dbg !144
  store i32 %45, i32* %2, align 4, !dbg !144
  br label %5, !dbg !145, !llvm.loop !146

46:                                               ; preds = %5
  call void @kernel_ger(i32 noundef 28, i32 noundef 28, double noundef 7.500000e-01, [28 x double]* noundef getelementptr inbounds ([28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0)), !dbg !148
  store i32 0, i32* %2, align 4, !dbg !149
  br label %47, !dbg !151

47:                                               ; preds = %68, %46
  %48 = load i32, i32* %2, align 4, !dbg !152
  %49 = icmp slt i32 %48, 28, !dbg !154
  br i1 %49, label %50, label %71, !dbg !155

50:                                               ; preds = %47
  store i32 0, i32* %3, align 4, !dbg !156
  br label %51, !dbg !158

51:                                               ; preds = %64, %50
  %52 = load i32, i32* %3, align 4, !dbg !159
  %53 = icmp slt i32 %52, 28, !dbg !161
  br i1 %53, label %54, label %67, !dbg !162

54:                                               ; preds = %51
  %55 = load i32, i32* %2, align 4, !dbg !163
  %56 = sext i32 %55 to i64, !dbg !164
  %57 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %56, !dbg !164
  %58 = load i32, i32* %3, align 4, !dbg !165
  %59 = sext i32 %58 to i64, !dbg !164
  %60 = getelementptr inbounds [28 x double], [28 x double]* %57, i64 0, i64 %59, !dbg !164
  %61 = load double, double* %60, align 8, !dbg !164
  %62 = load double, double* %4, align 8, !dbg !166
  %63 = fadd double %62, %61, !dbg !166
  store double %63, double* %4, align 8, !dbg !166
  br label %64, !dbg !167

64:                                               ; preds = %54
  %65 = load i32, i32* %3, align 4, !dbg !168
  %66 = add nsw i32 %65, 1, !dbg !168
  store i32 %66, i32* %3, align 4, !dbg !168
  br label %51, !dbg !169, !llvm.loop !170

67:                                               ; preds = %51
  br label %68, !dbg !171

68:                                               ; preds = %67
  %69 = load i32, i32* %2, align 4, !dbg !172
  %70 = add nsw i32 %69, 1, !dbg !172
  store i32 %70, i32* %2, align 4, !dbg !172
  br label %47, !dbg !173, !llvm.loop !174

71:                                               ; preds = %47
  %72 = load double, double* %4, align 8, !dbg !176
  store double %72, double* @checksum, align 8, !dbg !177
  ret i32 0, !dbg !178
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ger.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !15)
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
!26 = distinct !DISubprogram(name: "kernel_ger", scope: !3, file: !3, line: 12, type: !27, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !29, !5, !30, !31, !31}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!33 = !{}
!34 = !DILocalVariable(name: "m", arg: 1, scope: !26, file: !3, line: 12, type: !29)
!35 = !DILocation(line: 12, column: 47, scope: !26)
!36 = !DILocalVariable(name: "n", arg: 2, scope: !26, file: !3, line: 12, type: !29)
!37 = !DILocation(line: 12, column: 54, scope: !26)
!38 = !DILocalVariable(name: "alpha", arg: 3, scope: !26, file: !3, line: 12, type: !5)
!39 = !DILocation(line: 12, column: 64, scope: !26)
!40 = !DILocalVariable(name: "a", arg: 4, scope: !26, file: !3, line: 13, type: !30)
!41 = !DILocation(line: 13, column: 52, scope: !26)
!42 = !DILocalVariable(name: "x", arg: 5, scope: !26, file: !3, line: 13, type: !31)
!43 = !DILocation(line: 13, column: 73, scope: !26)
!44 = !DILocalVariable(name: "y", arg: 6, scope: !26, file: !3, line: 14, type: !31)
!45 = !DILocation(line: 14, column: 57, scope: !26)
!46 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 16, type: !29)
!47 = !DILocation(line: 16, column: 7, scope: !26)
!48 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 16, type: !29)
!49 = !DILocation(line: 16, column: 10, scope: !26)
!50 = !DILocation(line: 17, column: 10, scope: !51)
!51 = distinct !DILexicalBlock(scope: !26, file: !3, line: 17, column: 3)
!52 = !DILocation(line: 17, column: 8, scope: !51)
!53 = !DILocation(line: 17, column: 15, scope: !54)
!54 = distinct !DILexicalBlock(scope: !51, file: !3, line: 17, column: 3)
!55 = !DILocation(line: 17, column: 19, scope: !54)
!56 = !DILocation(line: 17, column: 17, scope: !54)
!57 = !DILocation(line: 17, column: 3, scope: !51)
!58 = !DILocalVariable(name: "ax", scope: !59, file: !3, line: 18, type: !5)
!59 = distinct !DILexicalBlock(scope: !54, file: !3, line: 17, column: 27)
!60 = !DILocation(line: 18, column: 12, scope: !59)
!61 = !DILocation(line: 18, column: 17, scope: !59)
!62 = !DILocation(line: 18, column: 25, scope: !59)
!63 = !DILocation(line: 18, column: 27, scope: !59)
!64 = !DILocation(line: 18, column: 23, scope: !59)
!65 = !DILocation(line: 19, column: 12, scope: !66)
!66 = distinct !DILexicalBlock(scope: !59, file: !3, line: 19, column: 5)
!67 = !DILocation(line: 19, column: 10, scope: !66)
!68 = !DILocation(line: 19, column: 17, scope: !69)
!69 = distinct !DILexicalBlock(scope: !66, file: !3, line: 19, column: 5)
!70 = !DILocation(line: 19, column: 21, scope: !69)
!71 = !DILocation(line: 19, column: 19, scope: !69)
!72 = !DILocation(line: 19, column: 5, scope: !66)
!73 = !DILocation(line: 20, column: 18, scope: !69)
!74 = !DILocation(line: 20, column: 23, scope: !69)
!75 = !DILocation(line: 20, column: 25, scope: !69)
!76 = !DILocation(line: 20, column: 7, scope: !69)
!77 = !DILocation(line: 20, column: 9, scope: !69)
!78 = !DILocation(line: 20, column: 12, scope: !69)
!79 = !DILocation(line: 20, column: 15, scope: !69)
!80 = !DILocation(line: 19, column: 25, scope: !69)
!81 = !DILocation(line: 19, column: 5, scope: !69)
!82 = distinct !{!82, !72, !83, !84}
!83 = !DILocation(line: 20, column: 26, scope: !66)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 21, column: 3, scope: !59)
!86 = !DILocation(line: 17, column: 23, scope: !54)
!87 = !DILocation(line: 17, column: 3, scope: !54)
!88 = distinct !{!88, !57, !89, !84}
!89 = !DILocation(line: 21, column: 3, scope: !51)
!90 = !DILocation(line: 22, column: 1, scope: !26)
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !92, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!92 = !DISubroutineType(types: !93)
!93 = !{!29}
!94 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 26, type: !29)
!95 = !DILocation(line: 26, column: 7, scope: !91)
!96 = !DILocalVariable(name: "j", scope: !91, file: !3, line: 26, type: !29)
!97 = !DILocation(line: 26, column: 10, scope: !91)
!98 = !DILocalVariable(name: "s", scope: !91, file: !3, line: 27, type: !5)
!99 = !DILocation(line: 27, column: 10, scope: !91)
!100 = !DILocation(line: 28, column: 10, scope: !101)
!101 = distinct !DILexicalBlock(scope: !91, file: !3, line: 28, column: 3)
!102 = !DILocation(line: 28, column: 8, scope: !101)
!103 = !DILocation(line: 28, column: 15, scope: !104)
!104 = distinct !DILexicalBlock(scope: !101, file: !3, line: 28, column: 3)
!105 = !DILocation(line: 28, column: 17, scope: !104)
!106 = !DILocation(line: 28, column: 3, scope: !101)
!107 = !DILocation(line: 29, column: 21, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !3, line: 28, column: 27)
!109 = !DILocation(line: 29, column: 23, scope: !108)
!110 = !DILocation(line: 29, column: 12, scope: !108)
!111 = !DILocation(line: 29, column: 29, scope: !108)
!112 = !DILocation(line: 29, column: 7, scope: !108)
!113 = !DILocation(line: 29, column: 5, scope: !108)
!114 = !DILocation(line: 29, column: 10, scope: !108)
!115 = !DILocation(line: 30, column: 26, scope: !108)
!116 = !DILocation(line: 30, column: 24, scope: !108)
!117 = !DILocation(line: 30, column: 29, scope: !108)
!118 = !DILocation(line: 30, column: 12, scope: !108)
!119 = !DILocation(line: 30, column: 34, scope: !108)
!120 = !DILocation(line: 30, column: 7, scope: !108)
!121 = !DILocation(line: 30, column: 5, scope: !108)
!122 = !DILocation(line: 30, column: 10, scope: !108)
!123 = !DILocation(line: 31, column: 12, scope: !124)
!124 = distinct !DILexicalBlock(scope: !108, file: !3, line: 31, column: 5)
!125 = !DILocation(line: 31, column: 10, scope: !124)
!126 = !DILocation(line: 31, column: 17, scope: !127)
!127 = distinct !DILexicalBlock(scope: !124, file: !3, line: 31, column: 5)
!128 = !DILocation(line: 31, column: 19, scope: !127)
!129 = !DILocation(line: 31, column: 5, scope: !124)
!130 = !DILocation(line: 32, column: 26, scope: !127)
!131 = !DILocation(line: 32, column: 30, scope: !127)
!132 = !DILocation(line: 32, column: 28, scope: !127)
!133 = !DILocation(line: 32, column: 17, scope: !127)
!134 = !DILocation(line: 32, column: 33, scope: !127)
!135 = !DILocation(line: 32, column: 9, scope: !127)
!136 = !DILocation(line: 32, column: 7, scope: !127)
!137 = !DILocation(line: 32, column: 12, scope: !127)
!138 = !DILocation(line: 32, column: 15, scope: !127)
!139 = !DILocation(line: 31, column: 25, scope: !127)
!140 = !DILocation(line: 31, column: 5, scope: !127)
!141 = distinct !{!141, !129, !142, !84}
!142 = !DILocation(line: 32, column: 35, scope: !124)
!143 = !DILocation(line: 33, column: 3, scope: !108)
!144 = !DILocation(line: 28, column: 23, scope: !104)
!145 = !DILocation(line: 28, column: 3, scope: !104)
!146 = distinct !{!146, !106, !147, !84}
!147 = !DILocation(line: 33, column: 3, scope: !101)
!148 = !DILocation(line: 34, column: 3, scope: !91)
!149 = !DILocation(line: 35, column: 10, scope: !150)
!150 = distinct !DILexicalBlock(scope: !91, file: !3, line: 35, column: 3)
!151 = !DILocation(line: 35, column: 8, scope: !150)
!152 = !DILocation(line: 35, column: 15, scope: !153)
!153 = distinct !DILexicalBlock(scope: !150, file: !3, line: 35, column: 3)
!154 = !DILocation(line: 35, column: 17, scope: !153)
!155 = !DILocation(line: 35, column: 3, scope: !150)
!156 = !DILocation(line: 36, column: 12, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !3, line: 36, column: 5)
!158 = !DILocation(line: 36, column: 10, scope: !157)
!159 = !DILocation(line: 36, column: 17, scope: !160)
!160 = distinct !DILexicalBlock(scope: !157, file: !3, line: 36, column: 5)
!161 = !DILocation(line: 36, column: 19, scope: !160)
!162 = !DILocation(line: 36, column: 5, scope: !157)
!163 = !DILocation(line: 37, column: 14, scope: !160)
!164 = !DILocation(line: 37, column: 12, scope: !160)
!165 = !DILocation(line: 37, column: 17, scope: !160)
!166 = !DILocation(line: 37, column: 9, scope: !160)
!167 = !DILocation(line: 37, column: 7, scope: !160)
!168 = !DILocation(line: 36, column: 25, scope: !160)
!169 = !DILocation(line: 36, column: 5, scope: !160)
!170 = distinct !{!170, !162, !171, !84}
!171 = !DILocation(line: 37, column: 18, scope: !157)
!172 = !DILocation(line: 35, column: 23, scope: !153)
!173 = !DILocation(line: 35, column: 3, scope: !153)
!174 = distinct !{!174, !155, !175, !84}
!175 = !DILocation(line: 37, column: 18, scope: !150)
!176 = !DILocation(line: 38, column: 14, scope: !91)
!177 = !DILocation(line: 38, column: 12, scope: !91)
!178 = !DILocation(line: 39, column: 3, scope: !91)
