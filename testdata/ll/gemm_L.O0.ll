; ModuleID = 'gemm.c'
source_filename = "gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@C = internal global [100 x [100 x double]] zeroinitializer, align 16, !dbg !0
@A = internal global [100 x [100 x double]] zeroinitializer, align 16, !dbg !7
@B = internal global [100 x [100 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_gemm(double noundef %0, double noundef %1) #0 !dbg !24 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !28, metadata !DIExpression()), !dbg !29
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %5, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %6, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %7, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %5, align 4, !dbg !39
  br label %8, !dbg !41

8:                                                ; preds = %61, %2
  %9 = load i32, i32* %5, align 4, !dbg !42
  %10 = icmp slt i32 %9, 100, !dbg !44
  br i1 %10, label %11, label %64, !dbg !45

11:                                               ; preds = %8
  store i32 0, i32* %6, align 4, !dbg !46
  br label %12, !dbg !48

12:                                               ; preds = %57, %11
  %13 = load i32, i32* %6, align 4, !dbg !49
  %14 = icmp slt i32 %13, 100, !dbg !51
  br i1 %14, label %15, label %60, !dbg !52

15:                                               ; preds = %12
  %16 = load double, double* %4, align 8, !dbg !53
  %17 = load i32, i32* %5, align 4, !dbg !55
  %18 = sext i32 %17 to i64, !dbg !56
  %19 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @C, i64 0, i64 %18, !dbg !56
  %20 = load i32, i32* %6, align 4, !dbg !57
  %21 = sext i32 %20 to i64, !dbg !56
  %22 = getelementptr inbounds [100 x double], [100 x double]* %19, i64 0, i64 %21, !dbg !56
  %23 = load double, double* %22, align 8, !dbg !58
  %24 = fmul double %23, %16, !dbg !58
  store double %24, double* %22, align 8, !dbg !58
  store i32 0, i32* %7, align 4, !dbg !59
  br label %25, !dbg !61

25:                                               ; preds = %53, %15
  %26 = load i32, i32* %7, align 4, !dbg !62
  %27 = icmp slt i32 %26, 100, !dbg !64
  br i1 %27, label %28, label %56, !dbg !65

28:                                               ; preds = %25
  %29 = load double, double* %3, align 8, !dbg !66
  %30 = load i32, i32* %5, align 4, !dbg !67
  %31 = sext i32 %30 to i64, !dbg !68
  %32 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @A, i64 0, i64 %31, !dbg !68
  %33 = load i32, i32* %7, align 4, !dbg !69
  %34 = sext i32 %33 to i64, !dbg !68
  %35 = getelementptr inbounds [100 x double], [100 x double]* %32, i64 0, i64 %34, !dbg !68
  %36 = load double, double* %35, align 8, !dbg !68
  %37 = fmul double %29, %36, !dbg !70
  %38 = load i32, i32* %7, align 4, !dbg !71
  %39 = sext i32 %38 to i64, !dbg !72
  %40 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @B, i64 0, i64 %39, !dbg !72
  %41 = load i32, i32* %6, align 4, !dbg !73
  %42 = sext i32 %41 to i64, !dbg !72
  %43 = getelementptr inbounds [100 x double], [100 x double]* %40, i64 0, i64 %42, !dbg !72
  %44 = load double, double* %43, align 8, !dbg !72
  %45 = load i32, i32* %5, align 4, !dbg !74
  %46 = sext i32 %45 to i64, !dbg !75
  %47 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @C, i64 0, i64 %46, !dbg !75
  %48 = load i32, i32* %6, align 4, !dbg !76
  %49 = sext i32 %48 to i64, !dbg !75
  %50 = getelementptr inbounds [100 x double], [100 x double]* %47, i64 0, i64 %49, !dbg !75
  %51 = load double, double* %50, align 8, !dbg !77
  %52 = call double @llvm.fmuladd.f64(double %37, double %44, double %51), !dbg !77
  store double %52, double* %50, align 8, !dbg !77
  br label %53, !dbg !75

53:                                               ; preds = %28
  %54 = load i32, i32* %7, align 4, !dbg !78
  %55 = add nsw i32 %54, 1, !dbg !78
  store i32 %55, i32* %7, align 4, !dbg !78
  br label %25, !dbg !79, !llvm.loop !80

56:                                               ; preds = %25
  br label %57, !dbg !83

57:                                               ; preds = %56
  %58 = load i32, i32* %6, align 4, !dbg !84
  %59 = add nsw i32 %58, 1, !dbg !84
  store i32 %59, i32* %6, align 4, !dbg !84
  br label %12, !dbg !85, !llvm.loop !86

60:                                               ; preds = %12
  br label %61, !dbg !87

61:                                               ; preds = %60
  %62 = load i32, i32* %5, align 4, !dbg !88
  %63 = add nsw i32 %62, 1, !dbg !88
  store i32 %63, i32* %5, align 4, !dbg !88
  br label %8, !dbg !89, !llvm.loop !90

64:                                               ; preds = %8
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

5:                                                ; preds = %56, %0
  %6 = load i32, i32* %2, align 4, !dbg !105
  %7 = icmp slt i32 %6, 100, !dbg !107
  br i1 %7, label %8, label %59, !dbg !108

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !109
  br label %9, !dbg !111

9:                                                ; preds = %52, %8
  %10 = load i32, i32* %3, align 4, !dbg !112
  %11 = icmp slt i32 %10, 100, !dbg !114
  br i1 %11, label %12, label %55, !dbg !115

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !116
  %14 = load i32, i32* %3, align 4, !dbg !118
  %15 = mul nsw i32 %13, %14, !dbg !119
  %16 = add nsw i32 %15, 1, !dbg !120
  %17 = srem i32 %16, 100, !dbg !121
  %18 = sitofp i32 %17 to double, !dbg !122
  %19 = fdiv double %18, 1.000000e+02, !dbg !123
  %20 = load i32, i32* %2, align 4, !dbg !124
  %21 = sext i32 %20 to i64, !dbg !125
  %22 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @A, i64 0, i64 %21, !dbg !125
  %23 = load i32, i32* %3, align 4, !dbg !126
  %24 = sext i32 %23 to i64, !dbg !125
  %25 = getelementptr inbounds [100 x double], [100 x double]* %22, i64 0, i64 %24, !dbg !125
  store double %19, double* %25, align 8, !dbg !127
  %26 = load i32, i32* %2, align 4, !dbg !128
  %27 = load i32, i32* %3, align 4, !dbg !129
  %28 = mul nsw i32 2, %27, !dbg !130
  %29 = add nsw i32 %26, %28, !dbg !131
  %30 = srem i32 %29, 100, !dbg !132
  %31 = sitofp i32 %30 to double, !dbg !133
  %32 = fdiv double %31, 1.000000e+02, !dbg !134
  %33 = load i32, i32* %2, align 4, !dbg !135
  %34 = sext i32 %33 to i64, !dbg !136
  %35 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @B, i64 0, i64 %34, !dbg !136
  %36 = load i32, i32* %3, align 4, !dbg !137
  %37 = sext i32 %36 to i64, !dbg !136
  %38 = getelementptr inbounds [100 x double], [100 x double]* %35, i64 0, i64 %37, !dbg !136
  store double %32, double* %38, align 8, !dbg !138
  %39 = load i32, i32* %2, align 4, !dbg !139
  %40 = load i32, i32* %3, align 4, !dbg !140
  %41 = add nsw i32 %40, 3, !dbg !141
  %42 = mul nsw i32 %39, %41, !dbg !142
  %43 = srem i32 %42, 100, !dbg !143
  %44 = sitofp i32 %43 to double, !dbg !144
  %45 = fdiv double %44, 1.000000e+02, !dbg !145
  %46 = load i32, i32* %2, align 4, !dbg !146
  %47 = sext i32 %46 to i64, !dbg !147
  %48 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @C, i64 0, i64 %47, !dbg !147
  %49 = load i32, i32* %3, align 4, !dbg !148
  %50 = sext i32 %49 to i64, !dbg !147
  %51 = getelementptr inbounds [100 x double], [100 x double]* %48, i64 0, i64 %50, !dbg !147
  store double %45, double* %51, align 8, !dbg !149
  br label %52, !dbg !150

52:                                               ; preds = %12
  %53 = load i32, i32* %3, align 4, !dbg !151
  %54 = add nsw i32 %53, 1, !dbg !151
  store i32 %54, i32* %3, align 4, !dbg !151
  br label %9, !dbg !152, !llvm.loop !153

55:                                               ; preds = %9
  br label %56, !dbg !154

56:                                               ; preds = %55
  %57 = load i32, i32* %2, align 4, !dbg !155
  %58 = add nsw i32 %57, 1, !dbg !155
  store i32 %58, i32* %2, align 4, !dbg !155
  br label %5, !dbg !156, !llvm.loop !157

59:                                               ; preds = %5
  call void @kernel_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !159
  store i32 0, i32* %2, align 4, !dbg !160
  br label %60, !dbg !162

60:                                               ; preds = %81, %59
  %61 = load i32, i32* %2, align 4, !dbg !163
  %62 = icmp slt i32 %61, 100, !dbg !165
  br i1 %62, label %63, label %84, !dbg !166

63:                                               ; preds = %60
  store i32 0, i32* %3, align 4, !dbg !167
  br label %64, !dbg !169

64:                                               ; preds = %77, %63
  %65 = load i32, i32* %3, align 4, !dbg !170
  %66 = icmp slt i32 %65, 100, !dbg !172
  br i1 %66, label %67, label %80, !dbg !173

67:                                               ; preds = %64
  %68 = load i32, i32* %2, align 4, !dbg !174
  %69 = sext i32 %68 to i64, !dbg !175
  %70 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @C, i64 0, i64 %69, !dbg !175
  %71 = load i32, i32* %3, align 4, !dbg !176
  %72 = sext i32 %71 to i64, !dbg !175
  %73 = getelementptr inbounds [100 x double], [100 x double]* %70, i64 0, i64 %72, !dbg !175
  %74 = load double, double* %73, align 8, !dbg !175
  %75 = load double, double* %4, align 8, !dbg !177
  %76 = fadd double %75, %74, !dbg !177
  store double %76, double* %4, align 8, !dbg !177
  br label %77, !dbg !178

77:                                               ; preds = %67
  %78 = load i32, i32* %3, align 4, !dbg !179
  %79 = add nsw i32 %78, 1, !dbg !179
  store i32 %79, i32* %3, align 4, !dbg !179
  br label %64, !dbg !180, !llvm.loop !181

80:                                               ; preds = %64
  br label %81, !dbg !182

81:                                               ; preds = %80
  %82 = load i32, i32* %2, align 4, !dbg !183
  %83 = add nsw i32 %82, 1, !dbg !183
  store i32 %83, i32* %2, align 4, !dbg !183
  br label %60, !dbg !184, !llvm.loop !185

84:                                               ; preds = %60
  %85 = load double, double* %4, align 8, !dbg !187
  store double %85, double* @checksum, align 8, !dbg !188
  ret i32 0, !dbg !189
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !12, !0, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 640000, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 100)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_gemm", scope: !3, file: !3, line: 13, type: !25, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5, !5}
!27 = !{}
!28 = !DILocalVariable(name: "alpha", arg: 1, scope: !24, file: !3, line: 13, type: !5)
!29 = !DILocation(line: 13, column: 51, scope: !24)
!30 = !DILocalVariable(name: "beta", arg: 2, scope: !24, file: !3, line: 13, type: !5)
!31 = !DILocation(line: 13, column: 65, scope: !24)
!32 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 15, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocation(line: 15, column: 7, scope: !24)
!35 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 15, type: !33)
!36 = !DILocation(line: 15, column: 10, scope: !24)
!37 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 15, type: !33)
!38 = !DILocation(line: 15, column: 13, scope: !24)
!39 = !DILocation(line: 16, column: 10, scope: !40)
!40 = distinct !DILexicalBlock(scope: !24, file: !3, line: 16, column: 3)
!41 = !DILocation(line: 16, column: 8, scope: !40)
!42 = !DILocation(line: 16, column: 15, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 16, column: 3)
!44 = !DILocation(line: 16, column: 17, scope: !43)
!45 = !DILocation(line: 16, column: 3, scope: !40)
!46 = !DILocation(line: 17, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 17, column: 5)
!48 = !DILocation(line: 17, column: 10, scope: !47)
!49 = !DILocation(line: 17, column: 17, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 17, column: 5)
!51 = !DILocation(line: 17, column: 19, scope: !50)
!52 = !DILocation(line: 17, column: 5, scope: !47)
!53 = !DILocation(line: 18, column: 18, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 17, column: 29)
!55 = !DILocation(line: 18, column: 9, scope: !54)
!56 = !DILocation(line: 18, column: 7, scope: !54)
!57 = !DILocation(line: 18, column: 12, scope: !54)
!58 = !DILocation(line: 18, column: 15, scope: !54)
!59 = !DILocation(line: 19, column: 14, scope: !60)
!60 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 7)
!61 = !DILocation(line: 19, column: 12, scope: !60)
!62 = !DILocation(line: 19, column: 19, scope: !63)
!63 = distinct !DILexicalBlock(scope: !60, file: !3, line: 19, column: 7)
!64 = !DILocation(line: 19, column: 21, scope: !63)
!65 = !DILocation(line: 19, column: 7, scope: !60)
!66 = !DILocation(line: 20, column: 20, scope: !63)
!67 = !DILocation(line: 20, column: 30, scope: !63)
!68 = !DILocation(line: 20, column: 28, scope: !63)
!69 = !DILocation(line: 20, column: 33, scope: !63)
!70 = !DILocation(line: 20, column: 26, scope: !63)
!71 = !DILocation(line: 20, column: 40, scope: !63)
!72 = !DILocation(line: 20, column: 38, scope: !63)
!73 = !DILocation(line: 20, column: 43, scope: !63)
!74 = !DILocation(line: 20, column: 11, scope: !63)
!75 = !DILocation(line: 20, column: 9, scope: !63)
!76 = !DILocation(line: 20, column: 14, scope: !63)
!77 = !DILocation(line: 20, column: 17, scope: !63)
!78 = !DILocation(line: 19, column: 27, scope: !63)
!79 = !DILocation(line: 19, column: 7, scope: !63)
!80 = distinct !{!80, !65, !81, !82}
!81 = !DILocation(line: 20, column: 44, scope: !60)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 21, column: 5, scope: !54)
!84 = !DILocation(line: 17, column: 25, scope: !50)
!85 = !DILocation(line: 17, column: 5, scope: !50)
!86 = distinct !{!86, !52, !87, !82}
!87 = !DILocation(line: 21, column: 5, scope: !47)
!88 = !DILocation(line: 16, column: 23, scope: !43)
!89 = !DILocation(line: 16, column: 3, scope: !43)
!90 = distinct !{!90, !45, !91, !82}
!91 = !DILocation(line: 21, column: 5, scope: !40)
!92 = !DILocation(line: 22, column: 1, scope: !24)
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !94, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!94 = !DISubroutineType(types: !95)
!95 = !{!33}
!96 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 26, type: !33)
!97 = !DILocation(line: 26, column: 7, scope: !93)
!98 = !DILocalVariable(name: "j", scope: !93, file: !3, line: 26, type: !33)
!99 = !DILocation(line: 26, column: 10, scope: !93)
!100 = !DILocalVariable(name: "s", scope: !93, file: !3, line: 27, type: !5)
!101 = !DILocation(line: 27, column: 10, scope: !93)
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
!116 = !DILocation(line: 30, column: 27, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 29, column: 29)
!118 = !DILocation(line: 30, column: 31, scope: !117)
!119 = !DILocation(line: 30, column: 29, scope: !117)
!120 = !DILocation(line: 30, column: 33, scope: !117)
!121 = !DILocation(line: 30, column: 38, scope: !117)
!122 = !DILocation(line: 30, column: 17, scope: !117)
!123 = !DILocation(line: 30, column: 43, scope: !117)
!124 = !DILocation(line: 30, column: 9, scope: !117)
!125 = !DILocation(line: 30, column: 7, scope: !117)
!126 = !DILocation(line: 30, column: 12, scope: !117)
!127 = !DILocation(line: 30, column: 15, scope: !117)
!128 = !DILocation(line: 31, column: 27, scope: !117)
!129 = !DILocation(line: 31, column: 35, scope: !117)
!130 = !DILocation(line: 31, column: 33, scope: !117)
!131 = !DILocation(line: 31, column: 29, scope: !117)
!132 = !DILocation(line: 31, column: 38, scope: !117)
!133 = !DILocation(line: 31, column: 17, scope: !117)
!134 = !DILocation(line: 31, column: 43, scope: !117)
!135 = !DILocation(line: 31, column: 9, scope: !117)
!136 = !DILocation(line: 31, column: 7, scope: !117)
!137 = !DILocation(line: 31, column: 12, scope: !117)
!138 = !DILocation(line: 31, column: 15, scope: !117)
!139 = !DILocation(line: 32, column: 27, scope: !117)
!140 = !DILocation(line: 32, column: 32, scope: !117)
!141 = !DILocation(line: 32, column: 34, scope: !117)
!142 = !DILocation(line: 32, column: 29, scope: !117)
!143 = !DILocation(line: 32, column: 40, scope: !117)
!144 = !DILocation(line: 32, column: 17, scope: !117)
!145 = !DILocation(line: 32, column: 45, scope: !117)
!146 = !DILocation(line: 32, column: 9, scope: !117)
!147 = !DILocation(line: 32, column: 7, scope: !117)
!148 = !DILocation(line: 32, column: 12, scope: !117)
!149 = !DILocation(line: 32, column: 15, scope: !117)
!150 = !DILocation(line: 33, column: 5, scope: !117)
!151 = !DILocation(line: 29, column: 25, scope: !113)
!152 = !DILocation(line: 29, column: 5, scope: !113)
!153 = distinct !{!153, !115, !154, !82}
!154 = !DILocation(line: 33, column: 5, scope: !110)
!155 = !DILocation(line: 28, column: 23, scope: !106)
!156 = !DILocation(line: 28, column: 3, scope: !106)
!157 = distinct !{!157, !108, !158, !82}
!158 = !DILocation(line: 33, column: 5, scope: !103)
!159 = !DILocation(line: 34, column: 3, scope: !93)
!160 = !DILocation(line: 35, column: 10, scope: !161)
!161 = distinct !DILexicalBlock(scope: !93, file: !3, line: 35, column: 3)
!162 = !DILocation(line: 35, column: 8, scope: !161)
!163 = !DILocation(line: 35, column: 15, scope: !164)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 35, column: 3)
!165 = !DILocation(line: 35, column: 17, scope: !164)
!166 = !DILocation(line: 35, column: 3, scope: !161)
!167 = !DILocation(line: 36, column: 12, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !3, line: 36, column: 5)
!169 = !DILocation(line: 36, column: 10, scope: !168)
!170 = !DILocation(line: 36, column: 17, scope: !171)
!171 = distinct !DILexicalBlock(scope: !168, file: !3, line: 36, column: 5)
!172 = !DILocation(line: 36, column: 19, scope: !171)
!173 = !DILocation(line: 36, column: 5, scope: !168)
!174 = !DILocation(line: 37, column: 14, scope: !171)
!175 = !DILocation(line: 37, column: 12, scope: !171)
!176 = !DILocation(line: 37, column: 17, scope: !171)
!177 = !DILocation(line: 37, column: 9, scope: !171)
!178 = !DILocation(line: 37, column: 7, scope: !171)
!179 = !DILocation(line: 36, column: 25, scope: !171)
!180 = !DILocation(line: 36, column: 5, scope: !171)
!181 = distinct !{!181, !173, !182, !82}
!182 = !DILocation(line: 37, column: 18, scope: !168)
!183 = !DILocation(line: 35, column: 23, scope: !164)
!184 = !DILocation(line: 35, column: 3, scope: !164)
!185 = distinct !{!185, !166, !186, !82}
!186 = !DILocation(line: 37, column: 18, scope: !161)
!187 = !DILocation(line: 38, column: 14, scope: !93)
!188 = !DILocation(line: 38, column: 12, scope: !93)
!189 = !DILocation(line: 39, column: 3, scope: !93)
