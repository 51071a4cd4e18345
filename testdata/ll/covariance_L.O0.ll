; ModuleID = 'covariance.c'
source_filename = "covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal global [120 x double] zeroinitializer, align 16, !dbg !0
@Data = internal global [140 x [120 x double]] zeroinitializer, align 16, !dbg !7
@Cov = internal global [120 x [120 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_covariance() #0 !dbg !29 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  call void @llvm.dbg.declare(metadata i32* %1, metadata !33, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %2, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %3, metadata !38, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %2, align 4, !dbg !40
  br label %5, !dbg !42

5:                                                ; preds = %37, %0
  %6 = load i32, i32* %2, align 4, !dbg !43
  %7 = icmp slt i32 %6, 120, !dbg !45
  br i1 %7, label %8, label %40, !dbg !46

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !47
  %10 = sext i32 %9 to i64, !dbg !49
  %11 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %10, !dbg !49
  store double 0.000000e+00, double* %11, align 8, !dbg !50
  store i32 0, i32* %1, align 4, !dbg !51
  br label %12, !dbg !53

12:                                               ; preds = %28, %8
  %13 = load i32, i32* %1, align 4, !dbg !54
  %14 = icmp slt i32 %13, 140, !dbg !56
  br i1 %14, label %15, label %31, !dbg !57

15:                                               ; preds = %12
  %16 = load i32, i32* %1, align 4, !dbg !58
  %17 = sext i32 %16 to i64, !dbg !59
  %18 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %17, !dbg !59
  %19 = load i32, i32* %2, align 4, !dbg !60
  %20 = sext i32 %19 to i64, !dbg !59
  %21 = getelementptr inbounds [120 x double], [120 x double]* %18, i64 0, i64 %20, !dbg !59
  %22 = load double, double* %21, align 8, !dbg !59
  %23 = load i32, i32* %2, align 4, !dbg !61
  %24 = sext i32 %23 to i64, !dbg !62
  %25 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %24, !dbg !62
  %26 = load double, double* %25, align 8, !dbg !63
  %27 = fadd double %26, %22, !dbg !63
  store double %27, double* %25, align 8, !dbg !63
  br label %28, !dbg !62

28:                                               ; preds = %15
  %29 = load i32, i32* %1, align 4, !dbg !64
  %30 = add nsw i32 %29, 1, !dbg !64
  store i32 %30, i32* %1, align 4, !dbg !64
  br label %12, !dbg !65, !llvm.loop !66

31:                                               ; preds = %12
  %32 = load i32, i32* %2, align 4, !dbg !69
  %33 = sext i32 %32 to i64, !dbg !70
  %34 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %33, !dbg !70
  %35 = load double, double* %34, align 8, !dbg !71
  %36 = fdiv double %35, 1.400000e+02, !dbg !71
  store double %36, double* %34, align 8, !dbg !71
  br label %37, !dbg !72

37:                                               ; preds = %31
  %38 = load i32, i32* %2, align 4, !dbg !73
  %39 = add nsw i32 %38, 1, !dbg !73
  store i32 %39, i32* %2, align 4, !dbg !73
  br label %5, !dbg !74, !llvm.loop !75

40:                                               ; preds = %5
  store i32 0, i32* %1, align 4, !dbg !77
  br label %41, !dbg !79

41:                                               ; preds = %65, %40
  %42 = load i32, i32* %1, align 4, !dbg !80
  %43 = icmp slt i32 %42, 140, !dbg !82
  br i1 %43, label %44, label %68, !dbg !83

44:                                               ; preds = %41
  store i32 0, i32* %2, align 4, !dbg !84
  br label %45, !dbg !86

45:                                               ; preds = %61, %44
  %46 = load i32, i32* %2, align 4, !dbg !87
  %47 = icmp slt i32 %46, 120, !dbg !89
  br i1 %47, label %48, label %64, !dbg !90

48:                                               ; preds = %45
  %49 = load i32, i32* %2, align 4, !dbg !91
  %50 = sext i32 %49 to i64, !dbg !92
  %51 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %50, !dbg !92
  %52 = load double, double* %51, align 8, !dbg !92
  %53 = load i32, i32* %1, align 4, !dbg !93
  %54 = sext i32 %53 to i64, !dbg !94
  %55 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %54, !dbg !94
  %56 = load i32, i32* %2, align 4, !dbg !95
  %57 = sext i32 %56 to i64, !dbg !94
  %58 = getelementptr inbounds [120 x double], [120 x double]* %55, i64 0, i64 %57, !dbg !94
  %59 = load double, double* %58, align 8, !dbg !96
  %60 = fsub double %59, %52, !dbg !96
  store double %60, double* %58, align 8, !dbg !96
  br label %61, !dbg !94

61:                                               ; preds = %48
  %62 = load i32, i32* %2, align 4, !dbg !97
  %63 = add nsw i32 %62, 1, !dbg !97
  store i32 %63, i32* %2, align 4, !dbg !97
  br label %45, !dbg !98, !llvm.loop !99

64:                                               ; preds = %45
  br label %65, !dbg !100

65:                                               ; preds = %64
  %66 = load i32, i32* %1, align 4, !dbg !101
  %67 = add nsw i32 %66, 1, !dbg !101
  store i32 %67, i32* %1, align 4, !dbg !101
  br label %41, !dbg !102, !llvm.loop !103

68:                                               ; preds = %41
  store i32 0, i32* %2, align 4, !dbg !105
  br label %69, !dbg !107

69:                                               ; preds = %127, %68
  %70 = load i32, i32* %2, align 4, !dbg !108
  %71 = icmp slt i32 %70, 120, !dbg !110
  br i1 %71, label %72, label %130, !dbg !111

72:                                               ; preds = %69
  %73 = load i32, i32* %2, align 4, !dbg !112
  store i32 %73, i32* %3, align 4, !dbg !114
  br label %74, !dbg !115

74:                                               ; preds = %123, %72
  %75 = load i32, i32* %3, align 4, !dbg !116
  %76 = icmp slt i32 %75, 120, !dbg !118
  br i1 %76, label %77, label %126, !dbg !119

77:                                               ; preds = %74
  call void @llvm.dbg.declare(metadata double* %4, metadata !120, metadata !DIExpression()), !dbg !122
  store double 0.000000e+00, double* %4, align 8, !dbg !122
  store i32 0, i32* %1, align 4, !dbg !123
  br label %78, !dbg !125

78:                                               ; preds = %98, %77
  %79 = load i32, i32* %1, align 4, !dbg !126
  %80 = icmp slt i32 %79, 140, !dbg !128
  br i1 %80, label %81, label %101, !dbg !129

81:                                               ; preds = %78
  %82 = load i32, i32* %1, align 4, !dbg !130
  %83 = sext i32 %82 to i64, !dbg !131
  %84 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %83, !dbg !131
  %85 = load i32, i32* %2, align 4, !dbg !132
  %86 = sext i32 %85 to i64, !dbg !131
  %87 = getelementptr inbounds [120 x double], [120 x double]* %84, i64 0, i64 %86, !dbg !131
  %88 = load double, double* %87, align 8, !dbg !131
  %89 = load i32, i32* %1, align 4, !dbg !133
  %90 = sext i32 %89 to i64, !dbg !134
  %91 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %90, !dbg !134
  %92 = load i32, i32* %3, align 4, !dbg !135
  %93 = sext i32 %92 to i64, !dbg !134
  %94 = getelementptr inbounds [120 x double], [120 x double]* %91, i64 0, i64 %93, !dbg !134
  %95 = load double, double* %94, align 8, !dbg !134
  %96 = load double, double* %4, align 8, !dbg !136
  %97 = call double @llvm.fmuladd.f64(double %88, double %95, double %96), !dbg !136
  store double %97, double* %4, align 8, !dbg !136
  br label %98, !dbg !137

98:                                               ; preds = %81
  %99 = load i32, i32* %1, align 4, !dbg !138
  %100 = add nsw i32 %99, 1, !dbg !138
  store i32 %100, i32* %1, align 4, !dbg !138
  br label %78, !dbg !139, !llvm.loop !140

101:                                              ; preds = %78
  %102 = load double, double* %4, align 8, !dbg !142
  %103 = fdiv double %102, 1.390000e+02, !dbg !143
  %104 = load i32, i32* %2, align 4, !dbg !144
  %105 = sext i32 %104 to i64, !dbg !145
  %106 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %105, !dbg !145
  %107 = load i32, i32* %3, align 4, !dbg !146
  %108 = sext i32 %107 to i64, !dbg !145
  %109 = getelementptr inbounds [120 x double], [120 x double]* %106, i64 0, i64 %108, !dbg !145
  store double %103, double* %109, align 8, !dbg !147
  %110 = load i32, i32* %2, align 4, !dbg !148
  %111 = sext i32 %110 to i64, !dbg !149
  %112 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %111, !dbg !149
  %113 = load i32, i32* %3, align 4, !dbg !150
  %114 = sext i32 %113 to i64, !dbg !149
  %115 = getelementptr inbounds [120 x double], [120 x double]* %112, i64 0, i64 %114, !dbg !149
  %116 = load double, double* %115, align 8, !dbg !149
  %117 = load i32, i32* %3, align 4, !dbg !151
  %118 = sext i32 %117 to i64, !dbg !152
  %119 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %118, !dbg !152
  %120 = load i32, i32* %2, align 4, !dbg !153
  %121 = sext i32 %120 to i64, !dbg !152
  %122 = getelementptr inbounds [120 x double], [120 x double]* %119, i64 0, i64 %121, !dbg !152
  store double %116, double* %122, align 8, !dbg !154
  br label %123, !dbg !155

123:                                              ; preds = %101
  %124 = load i32, i32* %3, align 4, !dbg !156
  %125 = add nsw i32 %124, 1, !dbg !156
  store i32 %125, i32* %3, align 4, !dbg !156
  br label %74, !dbg !157, !llvm.loop !158

126:                                              ; preds = %74
  br label %127, !dbg !159

127:                                              ; preds = %126
  %128 = load i32, i32* %2, align 4, !dbg !160
  %129 = add nsw i32 %128, 1, !dbg !160
  store i32 %129, i32* %2, align 4, !dbg !160
  br label %69, !dbg !161, !llvm.loop !162

130:                                              ; preds = %69
  ret void, !dbg !164
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !165 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !168, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.declare(metadata i32* %3, metadata !170, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.declare(metadata i32* %4, metadata !172, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.declare(metadata double* %5, metadata !174, metadata !DIExpression()), !dbg !175
  store double 0.000000e+00, double* %5, align 8, !dbg !175
  store i32 0, i32* %2, align 4, !dbg !176
  br label %6, !dbg !178

6:                                                ; preds = %31, %0
  %7 = load i32, i32* %2, align 4, !dbg !179
  %8 = icmp slt i32 %7, 140, !dbg !181
  br i1 %8, label %9, label %34, !dbg !182

9:                                                ; preds = %6
  store i32 0, i32* %3, align 4, !dbg !183
  br label %10, !dbg !185

10:                                               ; preds = %27, %9
  %11 = load i32, i32* %3, align 4, !dbg !186
  %12 = icmp slt i32 %11, 120, !dbg !188
  br i1 %12, label %13, label %30, !dbg !189

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4, !dbg !190
  %15 = load i32, i32* %3, align 4, !dbg !191
  %16 = add nsw i32 %15, 1, !dbg !192
  %17 = mul nsw i32 %14, %16, !dbg !193
  %18 = srem i32 %17, 23, !dbg !194
  %19 = sitofp i32 %18 to double, !dbg !195
  %20 = fdiv double %19, 2.300000e+01, !dbg !196
  %21 = load i32, i32* %2, align 4, !dbg !197
  %22 = sext i32 %21 to i64, !dbg !198
  %23 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %22, !dbg !198
  %24 = load i32, i32* %3, align 4, !dbg !199
  %25 = sext i32 %24 to i64, !dbg !198
  %26 = getelementptr inbounds [120 x double], [120 x double]* %23, i64 0, i64 %25, !dbg !198
  store double %20, double* %26, align 8, !dbg !200
  br label %27, !dbg !198

27:                                               ; preds = %13
  %28 = load i32, i32* %3, align 4, !dbg !201
  %29 = add nsw i32 %28, 1, !dbg !201
  store i32 %29, i32* %3, align 4, !dbg !201
  br label %10, !dbg !202, !llvm.loop !203

30:                                               ; preds = %10
  br label %31, !dbg !204

31:                                               ; preds = %30
  %32 = load i32, i32* %2, align 4, !dbg !205
  %33 = add nsw i32 %32, 1, !dbg !205
  store i32 %33, i32* %2, align 4, !dbg !205
  br label %6, !dbg !206, !llvm.loop !207

34:                                               ; preds = %6
  call void @kernel_covariance(), !dbg !209
  store i32 0, i32* %3, align 4, !dbg !210
  br label %35, !dbg !212

35:                                               ; preds = %56, %34
  %36 = load i32, i32* %3, align 4, !dbg !213
  %37 = icmp slt i32 %36, 120, !dbg !215
  br i1 %37, label %38, label %59, !dbg !216

38:                                               ; preds = %35
  store i32 0, i32* %4, align 4, !dbg !217
  br label %39, !dbg !219

39:                                               ; preds = %52, %38
  %40 = load i32, i32* %4, align 4, !dbg !220
  %41 = icmp slt i32 %40, 120, !dbg !222
  br i1 %41, label %42, label %55, !dbg !223

42:                                               ; preds = %39
  %43 = load i32, i32* %3, align 4, !dbg !224
  %44 = sext i32 %43 to i64, !dbg !225
  %45 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %44, !dbg !225
  %46 = load i32, i32* %4, align 4, !dbg !226
  %47 = sext i32 %46 to i64, !dbg !225
  %48 = getelementptr inbounds [120 x double], [120 x double]* %45, i64 0, i64 %47, !dbg !225
  %49 = load double, double* %48, align 8, !dbg !225
  %50 = load double, double* %5, align 8, !dbg !227
  %51 = fadd double %50, %49, !dbg !227
  store double %51, double* %5, align 8, !dbg !227
  br label %52, !dbg !228

52:                                               ; preds = %42
  %53 = load i32, i32* %4, align 4, !dbg !229
  %54 = add nsw i32 %53, 1, !dbg !229
  store i32 %54, i32* %4, align 4, !dbg !229
  br label %39, !dbg !230, !llvm.loop !231

55:                                               ; preds = %39
  br label %56, !dbg !232

56:                                               ; preds = %55
  %57 = load i32, i32* %3, align 4, !dbg !233
  %58 = add nsw i32 %57, 1, !dbg !233
  store i32 %58, i32* %3, align 4, !dbg !233
  br label %35, !dbg !234, !llvm.loop !235

59:                                               ; preds = %35
  %60 = load double, double* %5, align 8, !dbg !237
  store double %60, double* @checksum, align 8, !dbg !238
  ret i32 0, !dbg !239
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 14, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "covariance.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1075200, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 140)
!12 = !DISubrange(count: 120)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 921600, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7680, elements: !20)
!20 = !{!12}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "kernel_covariance", scope: !3, file: !3, line: 18, type: !30, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !{}
!33 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 20, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocation(line: 20, column: 7, scope: !29)
!36 = !DILocalVariable(name: "p", scope: !29, file: !3, line: 20, type: !34)
!37 = !DILocation(line: 20, column: 10, scope: !29)
!38 = !DILocalVariable(name: "q", scope: !29, file: !3, line: 20, type: !34)
!39 = !DILocation(line: 20, column: 13, scope: !29)
!40 = !DILocation(line: 21, column: 10, scope: !41)
!41 = distinct !DILexicalBlock(scope: !29, file: !3, line: 21, column: 3)
!42 = !DILocation(line: 21, column: 8, scope: !41)
!43 = !DILocation(line: 21, column: 15, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 21, column: 3)
!45 = !DILocation(line: 21, column: 17, scope: !44)
!46 = !DILocation(line: 21, column: 3, scope: !41)
!47 = !DILocation(line: 22, column: 10, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 27)
!49 = !DILocation(line: 22, column: 5, scope: !48)
!50 = !DILocation(line: 22, column: 13, scope: !48)
!51 = !DILocation(line: 23, column: 12, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 23, column: 5)
!53 = !DILocation(line: 23, column: 10, scope: !52)
!54 = !DILocation(line: 23, column: 17, scope: !55)
!55 = distinct !DILexicalBlock(scope: !52, file: !3, line: 23, column: 5)
!56 = !DILocation(line: 23, column: 19, scope: !55)
!57 = !DILocation(line: 23, column: 5, scope: !52)
!58 = !DILocation(line: 24, column: 23, scope: !55)
!59 = !DILocation(line: 24, column: 18, scope: !55)
!60 = !DILocation(line: 24, column: 26, scope: !55)
!61 = !DILocation(line: 24, column: 12, scope: !55)
!62 = !DILocation(line: 24, column: 7, scope: !55)
!63 = !DILocation(line: 24, column: 15, scope: !55)
!64 = !DILocation(line: 23, column: 25, scope: !55)
!65 = !DILocation(line: 23, column: 5, scope: !55)
!66 = distinct !{!66, !57, !67, !68}
!67 = !DILocation(line: 24, column: 27, scope: !52)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 25, column: 10, scope: !48)
!70 = !DILocation(line: 25, column: 5, scope: !48)
!71 = !DILocation(line: 25, column: 13, scope: !48)
!72 = !DILocation(line: 26, column: 3, scope: !48)
!73 = !DILocation(line: 21, column: 23, scope: !44)
!74 = !DILocation(line: 21, column: 3, scope: !44)
!75 = distinct !{!75, !46, !76, !68}
!76 = !DILocation(line: 26, column: 3, scope: !41)
!77 = !DILocation(line: 27, column: 10, scope: !78)
!78 = distinct !DILexicalBlock(scope: !29, file: !3, line: 27, column: 3)
!79 = !DILocation(line: 27, column: 8, scope: !78)
!80 = !DILocation(line: 27, column: 15, scope: !81)
!81 = distinct !DILexicalBlock(scope: !78, file: !3, line: 27, column: 3)
!82 = !DILocation(line: 27, column: 17, scope: !81)
!83 = !DILocation(line: 27, column: 3, scope: !78)
!84 = !DILocation(line: 28, column: 12, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 28, column: 5)
!86 = !DILocation(line: 28, column: 10, scope: !85)
!87 = !DILocation(line: 28, column: 17, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 28, column: 5)
!89 = !DILocation(line: 28, column: 19, scope: !88)
!90 = !DILocation(line: 28, column: 5, scope: !85)
!91 = !DILocation(line: 29, column: 26, scope: !88)
!92 = !DILocation(line: 29, column: 21, scope: !88)
!93 = !DILocation(line: 29, column: 12, scope: !88)
!94 = !DILocation(line: 29, column: 7, scope: !88)
!95 = !DILocation(line: 29, column: 15, scope: !88)
!96 = !DILocation(line: 29, column: 18, scope: !88)
!97 = !DILocation(line: 28, column: 25, scope: !88)
!98 = !DILocation(line: 28, column: 5, scope: !88)
!99 = distinct !{!99, !90, !100, !68}
!100 = !DILocation(line: 29, column: 27, scope: !85)
!101 = !DILocation(line: 27, column: 23, scope: !81)
!102 = !DILocation(line: 27, column: 3, scope: !81)
!103 = distinct !{!103, !83, !104, !68}
!104 = !DILocation(line: 29, column: 27, scope: !78)
!105 = !DILocation(line: 30, column: 10, scope: !106)
!106 = distinct !DILexicalBlock(scope: !29, file: !3, line: 30, column: 3)
!107 = !DILocation(line: 30, column: 8, scope: !106)
!108 = !DILocation(line: 30, column: 15, scope: !109)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 30, column: 3)
!110 = !DILocation(line: 30, column: 17, scope: !109)
!111 = !DILocation(line: 30, column: 3, scope: !106)
!112 = !DILocation(line: 31, column: 14, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !3, line: 31, column: 5)
!114 = !DILocation(line: 31, column: 12, scope: !113)
!115 = !DILocation(line: 31, column: 10, scope: !113)
!116 = !DILocation(line: 31, column: 17, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 31, column: 5)
!118 = !DILocation(line: 31, column: 19, scope: !117)
!119 = !DILocation(line: 31, column: 5, scope: !113)
!120 = !DILocalVariable(name: "acc", scope: !121, file: !3, line: 32, type: !5)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 31, column: 29)
!122 = !DILocation(line: 32, column: 14, scope: !121)
!123 = !DILocation(line: 33, column: 14, scope: !124)
!124 = distinct !DILexicalBlock(scope: !121, file: !3, line: 33, column: 7)
!125 = !DILocation(line: 33, column: 12, scope: !124)
!126 = !DILocation(line: 33, column: 19, scope: !127)
!127 = distinct !DILexicalBlock(scope: !124, file: !3, line: 33, column: 7)
!128 = !DILocation(line: 33, column: 21, scope: !127)
!129 = !DILocation(line: 33, column: 7, scope: !124)
!130 = !DILocation(line: 34, column: 21, scope: !127)
!131 = !DILocation(line: 34, column: 16, scope: !127)
!132 = !DILocation(line: 34, column: 24, scope: !127)
!133 = !DILocation(line: 34, column: 34, scope: !127)
!134 = !DILocation(line: 34, column: 29, scope: !127)
!135 = !DILocation(line: 34, column: 37, scope: !127)
!136 = !DILocation(line: 34, column: 13, scope: !127)
!137 = !DILocation(line: 34, column: 9, scope: !127)
!138 = !DILocation(line: 33, column: 27, scope: !127)
!139 = !DILocation(line: 33, column: 7, scope: !127)
!140 = distinct !{!140, !129, !141, !68}
!141 = !DILocation(line: 34, column: 38, scope: !124)
!142 = !DILocation(line: 35, column: 19, scope: !121)
!143 = !DILocation(line: 35, column: 23, scope: !121)
!144 = !DILocation(line: 35, column: 11, scope: !121)
!145 = !DILocation(line: 35, column: 7, scope: !121)
!146 = !DILocation(line: 35, column: 14, scope: !121)
!147 = !DILocation(line: 35, column: 17, scope: !121)
!148 = !DILocation(line: 36, column: 23, scope: !121)
!149 = !DILocation(line: 36, column: 19, scope: !121)
!150 = !DILocation(line: 36, column: 26, scope: !121)
!151 = !DILocation(line: 36, column: 11, scope: !121)
!152 = !DILocation(line: 36, column: 7, scope: !121)
!153 = !DILocation(line: 36, column: 14, scope: !121)
!154 = !DILocation(line: 36, column: 17, scope: !121)
!155 = !DILocation(line: 37, column: 5, scope: !121)
!156 = !DILocation(line: 31, column: 25, scope: !117)
!157 = !DILocation(line: 31, column: 5, scope: !117)
!158 = distinct !{!158, !119, !159, !68}
!159 = !DILocation(line: 37, column: 5, scope: !113)
!160 = !DILocation(line: 30, column: 23, scope: !109)
!161 = !DILocation(line: 30, column: 3, scope: !109)
!162 = distinct !{!162, !111, !163, !68}
!163 = !DILocation(line: 37, column: 5, scope: !106)
!164 = !DILocation(line: 38, column: 1, scope: !29)
!165 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 40, type: !166, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!166 = !DISubroutineType(types: !167)
!167 = !{!34}
!168 = !DILocalVariable(name: "i", scope: !165, file: !3, line: 42, type: !34)
!169 = !DILocation(line: 42, column: 7, scope: !165)
!170 = !DILocalVariable(name: "p", scope: !165, file: !3, line: 42, type: !34)
!171 = !DILocation(line: 42, column: 10, scope: !165)
!172 = !DILocalVariable(name: "q", scope: !165, file: !3, line: 42, type: !34)
!173 = !DILocation(line: 42, column: 13, scope: !165)
!174 = !DILocalVariable(name: "s", scope: !165, file: !3, line: 43, type: !5)
!175 = !DILocation(line: 43, column: 10, scope: !165)
!176 = !DILocation(line: 44, column: 10, scope: !177)
!177 = distinct !DILexicalBlock(scope: !165, file: !3, line: 44, column: 3)
!178 = !DILocation(line: 44, column: 8, scope: !177)
!179 = !DILocation(line: 44, column: 15, scope: !180)
!180 = distinct !DILexicalBlock(scope: !177, file: !3, line: 44, column: 3)
!181 = !DILocation(line: 44, column: 17, scope: !180)
!182 = !DILocation(line: 44, column: 3, scope: !177)
!183 = !DILocation(line: 45, column: 12, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !3, line: 45, column: 5)
!185 = !DILocation(line: 45, column: 10, scope: !184)
!186 = !DILocation(line: 45, column: 17, scope: !187)
!187 = distinct !DILexicalBlock(scope: !184, file: !3, line: 45, column: 5)
!188 = !DILocation(line: 45, column: 19, scope: !187)
!189 = !DILocation(line: 45, column: 5, scope: !184)
!190 = !DILocation(line: 46, column: 30, scope: !187)
!191 = !DILocation(line: 46, column: 35, scope: !187)
!192 = !DILocation(line: 46, column: 37, scope: !187)
!193 = !DILocation(line: 46, column: 32, scope: !187)
!194 = !DILocation(line: 46, column: 43, scope: !187)
!195 = !DILocation(line: 46, column: 20, scope: !187)
!196 = !DILocation(line: 46, column: 49, scope: !187)
!197 = !DILocation(line: 46, column: 12, scope: !187)
!198 = !DILocation(line: 46, column: 7, scope: !187)
!199 = !DILocation(line: 46, column: 15, scope: !187)
!200 = !DILocation(line: 46, column: 18, scope: !187)
!201 = !DILocation(line: 45, column: 25, scope: !187)
!202 = !DILocation(line: 45, column: 5, scope: !187)
!203 = distinct !{!203, !189, !204, !68}
!204 = !DILocation(line: 46, column: 51, scope: !184)
!205 = !DILocation(line: 44, column: 23, scope: !180)
!206 = !DILocation(line: 44, column: 3, scope: !180)
!207 = distinct !{!207, !182, !208, !68}
!208 = !DILocation(line: 46, column: 51, scope: !177)
!209 = !DILocation(line: 47, column: 3, scope: !165)
!210 = !DILocation(line: 48, column: 10, scope: !211)
!211 = distinct !DILexicalBlock(scope: !165, file: !3, line: 48, column: 3)
!212 = !DILocation(line: 48, column: 8, scope: !211)
!213 = !DILocation(line: 48, column: 15, scope: !214)
!214 = distinct !DILexicalBlock(scope: !211, file: !3, line: 48, column: 3)
!215 = !DILocation(line: 48, column: 17, scope: !214)
!216 = !DILocation(line: 48, column: 3, scope: !211)
!217 = !DILocation(line: 49, column: 12, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !3, line: 49, column: 5)
!219 = !DILocation(line: 49, column: 10, scope: !218)
!220 = !DILocation(line: 49, column: 17, scope: !221)
!221 = distinct !DILexicalBlock(scope: !218, file: !3, line: 49, column: 5)
!222 = !DILocation(line: 49, column: 19, scope: !221)
!223 = !DILocation(line: 49, column: 5, scope: !218)
!224 = !DILocation(line: 50, column: 16, scope: !221)
!225 = !DILocation(line: 50, column: 12, scope: !221)
!226 = !DILocation(line: 50, column: 19, scope: !221)
!227 = !DILocation(line: 50, column: 9, scope: !221)
!228 = !DILocation(line: 50, column: 7, scope: !221)
!229 = !DILocation(line: 49, column: 25, scope: !221)
!230 = !DILocation(line: 49, column: 5, scope: !221)
!231 = distinct !{!231, !223, !232, !68}
!232 = !DILocation(line: 50, column: 20, scope: !218)
!233 = !DILocation(line: 48, column: 23, scope: !214)
!234 = !DILocation(line: 48, column: 3, scope: !214)
!235 = distinct !{!235, !216, !236, !68}
!236 = !DILocation(line: 50, column: 20, scope: !211)
!237 = !DILocation(line: 51, column: 14, scope: !165)
!238 = !DILocation(line: 51, column: 12, scope: !165)
!239 = !DILocation(line: 52, column: 3, scope: !165)
