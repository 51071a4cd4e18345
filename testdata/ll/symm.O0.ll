; ModuleID = 'symm.c'
source_filename = "symm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [40 x [40 x double]] zeroinitializer, align 16, !dbg !0
@B = internal global [40 x [40 x double]] zeroinitializer, align 16, !dbg !7
@C = internal global [40 x [40 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_symm(double noundef %0, double noundef %1) #0 !dbg !24 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !28, metadata !DIExpression()), !dbg !29
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %5, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %6, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %7, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %5, align 4, !dbg !39
  br label %9, !dbg !41

9:                                                ; preds = %90, %2
  %10 = load i32, i32* %5, align 4, !dbg !42
  %11 = icmp slt i32 %10, 40, !dbg !44
  br i1 %11, label %12, label %93, !dbg !45

12:                                               ; preds = %9
  store i32 0, i32* %6, align 4, !dbg !46
  br label %13, !dbg !48

13:                                               ; preds = %86, %12
  %14 = load i32, i32* %6, align 4, !dbg !49
  %15 = icmp slt i32 %14, 40, !dbg !51
  br i1 %15, label %16, label %89, !dbg !52

16:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata double* %8, metadata !53, metadata !DIExpression()), !dbg !55
  store double 0.000000e+00, double* %8, align 8, !dbg !55
  store i32 0, i32* %7, align 4, !dbg !56
  br label %17, !dbg !58

17:                                               ; preds = %38, %16
  %18 = load i32, i32* %7, align 4, !dbg !59
  %19 = load i32, i32* %5, align 4, !dbg !61
  %20 = icmp sle i32 %18, %19, !dbg !62
  br i1 %20, label %21, label %41, !dbg !63

21:                                               ; preds = %17
  %22 = load i32, i32* %5, align 4, !dbg !64
  %23 = sext i32 %22 to i64, !dbg !65
  %24 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %23, !dbg !65
  %25 = load i32, i32* %7, align 4, !dbg !66
  %26 = sext i32 %25 to i64, !dbg !65
  %27 = getelementptr inbounds [40 x double], [40 x double]* %24, i64 0, i64 %26, !dbg !65
  %28 = load double, double* %27, align 8, !dbg !65
  %29 = load i32, i32* %7, align 4, !dbg !67
  %30 = sext i32 %29 to i64, !dbg !68
  %31 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %30, !dbg !68
  %32 = load i32, i32* %6, align 4, !dbg !69
  %33 = sext i32 %32 to i64, !dbg !68
  %34 = getelementptr inbounds [40 x double], [40 x double]* %31, i64 0, i64 %33, !dbg !68
  %35 = load double, double* %34, align 8, !dbg !68
  %36 = load double, double* %8, align 8, !dbg !70
  %37 = call double @llvm.fmuladd.f64(double %28, double %35, double %36), !dbg !70
  store double %37, double* %8, align 8, !dbg !70
  br label %38, !dbg !71

38:                                               ; preds = %21
  %39 = load i32, i32* %7, align 4, !dbg !72
  %40 = add nsw i32 %39, 1, !dbg !72
  store i32 %40, i32* %7, align 4, !dbg !72
  br label %17, !dbg !73, !llvm.loop !74

41:                                               ; preds = %17
  %42 = load i32, i32* %5, align 4, !dbg !77
  %43 = add nsw i32 %42, 1, !dbg !79
  store i32 %43, i32* %7, align 4, !dbg !80
  br label %44, !dbg !81

44:                                               ; preds = %64, %41
  %45 = load i32, i32* %7, align 4, !dbg !82
  %46 = icmp slt i32 %45, 40, !dbg !84
  br i1 %46, label %47, label %67, !dbg !85

47:                                               ; preds = %44
  %48 = load i32, i32* %7, align 4, !dbg !86
  %49 = sext i32 %48 to i64, !dbg !87
  %50 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %49, !dbg !87
  %51 = load i32, i32* %5, align 4, !dbg !88
  %52 = sext i32 %51 to i64, !dbg !87
  %53 = getelementptr inbounds [40 x double], [40 x double]* %50, i64 0, i64 %52, !dbg !87
  %54 = load double, double* %53, align 8, !dbg !87
  %55 = load i32, i32* %7, align 4, !dbg !89
  %56 = sext i32 %55 to i64, !dbg !90
  %57 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %56, !dbg !90
  %58 = load i32, i32* %6, align 4, !dbg !91
  %59 = sext i32 %58 to i64, !dbg !90
  %60 = getelementptr inbounds [40 x double], [40 x double]* %57, i64 0, i64 %59, !dbg !90
  %61 = load double, double* %60, align 8, !dbg !90
  %62 = load double, double* %8, align 8, !dbg !92
  %63 = call double @llvm.fmuladd.f64(double %54, double %61, double %62), !dbg !92
  store double %63, double* %8, align 8, !dbg !92
  br label %64, !dbg !93

64:                                               ; preds = %47
  %65 = load i32, i32* %7, align 4, !dbg !94
  %66 = add nsw i32 %65, 1, !dbg !94
  store i32 %66, i32* %7, align 4, !dbg !94
  br label %44, !dbg !95, !llvm.loop !96

67:                                               ; preds = %44
  %68 = load double, double* %4, align 8, !dbg !98
  %69 = load i32, i32* %5, align 4, !dbg !99
  %70 = sext i32 %69 to i64, !dbg !100
  %71 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %70, !dbg !100
  %72 = load i32, i32* %6, align 4, !dbg !101
  %73 = sext i32 %72 to i64, !dbg !100
  %74 = getelementptr inbounds [40 x double], [40 x double]* %71, i64 0, i64 %73, !dbg !100
  %75 = load double, double* %74, align 8, !dbg !100
  %76 = load double, double* %3, align 8, !dbg !102
  %77 = load double, double* %8, align 8, !dbg !103
  %78 = fmul double %76, %77, !dbg !104
  %79 = call double @llvm.fmuladd.f64(double %68, double %75, double %78), !dbg !105
  %80 = load i32, i32* %5, align 4, !dbg !106
  %81 = sext i32 %80 to i64, !dbg !107
  %82 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %81, !dbg !107
  %83 = load i32, i32* %6, align 4, !dbg !108
  %84 = sext i32 %83 to i64, !dbg !107
  %85 = getelementptr inbounds [40 x double], [40 x double]* %82, i64 0, i64 %84, !dbg !107
  store double %79, double* %85, align 8, !dbg !109
  br label %86, !dbg !110

86:                                               ; preds = %67
  %87 = load i32, i32* %6, align 4, !dbg !111
  %88 = add nsw i32 %87, 1, !dbg !111
  store i32 %88, i32* %6, align 4, !dbg !111
  br label %13, !dbg !112, !llvm.loop !113

89:                                               ; preds = %13
  br label %90, !dbg !114

90:                                               ; preds = %89
  %91 = load i32, i32* %5, align 4, !dbg !115
  %92 = add nsw i32 %91, 1, !dbg !115
  store i32 %92, i32* %5, align 4, !dbg !115
  br label %9, !dbg !116, !llvm.loop !117

93:                                               ; preds = %9
  ret void, !dbg !119
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !120 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata i32* %3, metadata !125, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.declare(metadata double* %4, metadata !127, metadata !DIExpression()), !dbg !128
  store double 0.000000e+00, double* %4, align 8, !dbg !128
  store i32 0, i32* %2, align 4, !dbg !129
  br label %5, !dbg !131

5:                                                ; preds = %62, %0
  %6 = load i32, i32* %2, align 4, !dbg !132
  %7 = icmp slt i32 %6, 40, !dbg !134
  br i1 %7, label %8, label %65, !dbg !135

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !136
  br label %9, !dbg !138

9:                                                ; preds = %58, %8
  %10 = load i32, i32* %3, align 4, !dbg !139
  %11 = icmp slt i32 %10, 40, !dbg !141
  br i1 %11, label %12, label %61, !dbg !142

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4, !dbg !143
  %14 = load i32, i32* %2, align 4, !dbg !145
  %15 = icmp sle i32 %13, %14, !dbg !146
  br i1 %15, label %16, label %23, !dbg !147

16:                                               ; preds = %12
  %17 = load i32, i32* %2, align 4, !dbg !148
  %18 = load i32, i32* %3, align 4, !dbg !149
  %19 = add nsw i32 %17, %18, !dbg !150
  %20 = srem i32 %19, 6, !dbg !151
  %21 = sitofp i32 %20 to double, !dbg !152
  %22 = fdiv double %21, 6.000000e+00, !dbg !153
  br label %24, !dbg !147

23:                                               ; preds = %12
  br label %24, !dbg !147

24:                                               ; preds = %23, %16
  %25 = phi double [ %22, %16 ], [ -9.990000e+02, %23 ], !dbg !147
  %26 = load i32, i32* %2, align 4, !dbg !154
  %27 = sext i32 %26 to i64, !dbg !155
  %28 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %27, !dbg !155
  %29 = load i32, i32* %3, align 4, !dbg !156
  %30 = sext i32 %29 to i64, !dbg !155
  %31 = getelementptr inbounds [40 x double], [40 x double]* %28, i64 0, i64 %30, !dbg !155
  store double %25, double* %31, align 8, !dbg !157
  %32 = load i32, i32* %2, align 4, !dbg !158
  %33 = mul nsw i32 %32, 2, !dbg !159
  %34 = load i32, i32* %3, align 4, !dbg !160
  %35 = add nsw i32 %33, %34, !dbg !161
  %36 = srem i32 %35, 7, !dbg !162
  %37 = sitofp i32 %36 to double, !dbg !163
  %38 = fdiv double %37, 7.000000e+00, !dbg !164
  %39 = load i32, i32* %2, align 4, !dbg !165
  %40 = sext i32 %39 to i64, !dbg !166
  %41 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %40, !dbg !166
  %42 = load i32, i32* %3, align 4, !dbg !167
  %43 = sext i32 %42 to i64, !dbg !166
  %44 = getelementptr inbounds [40 x double], [40 x double]* %41, i64 0, i64 %43, !dbg !166
  store double %38, double* %44, align 8, !dbg !168
  %45 = load i32, i32* %2, align 4, !dbg !169
  %46 = load i32, i32* %3, align 4, !dbg !170
  %47 = mul nsw i32 %46, 5, !dbg !171
  %48 = add nsw i32 %45, %47, !dbg !172
  %49 = srem i32 %48, 4, !dbg !173
  %50 = sitofp i32 %49 to double, !dbg !174
  %51 = fdiv double %50, 4.000000e+00, !dbg !175
  %52 = load i32, i32* %2, align 4, !dbg !176
  %53 = sext i32 %52 to i64, !dbg !177
  %54 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %53, !dbg !177
  %55 = load i32, i32* %3, align 4, !dbg !178
  %56 = sext i32 %55 to i64, !dbg !177
  %57 = getelementptr inbounds [40 x double], [40 x double]* %54, i64 0, i64 %56, !dbg !177
  store double %51, double* %57, align 8, !dbg !179
  br label %58, !dbg !180

58:                                               ; preds = %24
  %59 = load i32, i32* %3, align 4, !dbg !181
  %60 = add nsw i32 %59, 1, !dbg !181
  store i32 %60, i32* %3, align 4, !dbg !181
  br label %9, !dbg !182, !llvm.loop !183

61:                                               ; preds = %9
  br label %62, !dbg !184

62:                                               ; preds = %61
  %63 = load i32, i32* %2, align 4, !dbg !185
  %64 = add nsw i32 %63, 1, !dbg !185
  store i32 %64, i32* %2, align 4, !dbg !185
  br label %5, !dbg !186, !llvm.loop !187

65:                                               ; preds = %5
  call void @kernel_symm(double noundef 1.250000e+00, double noundef 5.000000e-01), !dbg !189
  store i32 0, i32* %2, align 4, !dbg !190
  br label %66, !dbg !192

66:                                               ; preds = %87, %65
  %67 = load i32, i32* %2, align 4, !dbg !193
  %68 = icmp slt i32 %67, 40, !dbg !195
  br i1 %68, label %69, label %90, !dbg !196

69:                                               ; preds = %66
  store i32 0, i32* %3, align 4, !dbg !197
  br label %70, !dbg !199

70:                                               ; preds = %83, %69
  %71 = load i32, i32* %3, align 4, !dbg !200
  %72 = icmp slt i32 %71, 40, !dbg !202
  br i1 %72, label %73, label %86, !dbg !203

73:                                               ; preds = %70
  %74 = load i32, i32* %2, align 4, !dbg !204
  %75 = sext i32 %74 to i64, !dbg !205
  %76 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %75, !dbg !205
  %77 = load i32, i32* %3, align 4, !dbg !206
  %78 = sext i32 %77 to i64, !dbg !205
  %79 = getelementptr inbounds [40 x double], [40 x double]* %76, i64 0, i64 %78, !dbg !205
  %80 = load double, double* %79, align 8, !dbg !205
  %81 = load double, double* %4, align 8, !dbg !207
  %82 = fadd double %81, %80, !dbg !207
  store double %82, double* %4, align 8, !dbg !207
  br label %83, !dbg !208

83:                                               ; preds = %73
  %84 = load i32, i32* %3, align 4, !dbg !209
  %85 = add nsw i32 %84, 1, !dbg !209
  store i32 %85, i32* %3, align 4, !dbg !209
  br label %70, !dbg !210, !llvm.loop !211

86:                                               ; preds = %70
  br label %87, !dbg !212

87:                                               ; preds = %86
  %88 = load i32, i32* %2, align 4, !dbg !213
  %89 = add nsw i32 %88, 1, !dbg !213
  store i32 %89, i32* %2, align 4, !dbg !213
  br label %66, !dbg !214, !llvm.loop !215

90:                                               ; preds = %66
  %91 = load double, double* %4, align 8, !dbg !217
  store double %91, double* @checksum, align 8, !dbg !218
  ret i32 0, !dbg !219
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 102400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_symm", scope: !3, file: !3, line: 15, type: !25, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5, !5}
!27 = !{}
!28 = !DILocalVariable(name: "alpha", arg: 1, scope: !24, file: !3, line: 15, type: !5)
!29 = !DILocation(line: 15, column: 51, scope: !24)
!30 = !DILocalVariable(name: "beta", arg: 2, scope: !24, file: !3, line: 15, type: !5)
!31 = !DILocation(line: 15, column: 65, scope: !24)
!32 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 17, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocation(line: 17, column: 7, scope: !24)
!35 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 17, type: !33)
!36 = !DILocation(line: 17, column: 10, scope: !24)
!37 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 17, type: !33)
!38 = !DILocation(line: 17, column: 13, scope: !24)
!39 = !DILocation(line: 18, column: 10, scope: !40)
!40 = distinct !DILexicalBlock(scope: !24, file: !3, line: 18, column: 3)
!41 = !DILocation(line: 18, column: 8, scope: !40)
!42 = !DILocation(line: 18, column: 15, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 18, column: 3)
!44 = !DILocation(line: 18, column: 17, scope: !43)
!45 = !DILocation(line: 18, column: 3, scope: !40)
!46 = !DILocation(line: 19, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 19, column: 5)
!48 = !DILocation(line: 19, column: 10, scope: !47)
!49 = !DILocation(line: 19, column: 17, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 19, column: 5)
!51 = !DILocation(line: 19, column: 19, scope: !50)
!52 = !DILocation(line: 19, column: 5, scope: !47)
!53 = !DILocalVariable(name: "acc", scope: !54, file: !3, line: 20, type: !5)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 29)
!55 = !DILocation(line: 20, column: 14, scope: !54)
!56 = !DILocation(line: 21, column: 14, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 21, column: 7)
!58 = !DILocation(line: 21, column: 12, scope: !57)
!59 = !DILocation(line: 21, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !3, line: 21, column: 7)
!61 = !DILocation(line: 21, column: 24, scope: !60)
!62 = !DILocation(line: 21, column: 21, scope: !60)
!63 = !DILocation(line: 21, column: 7, scope: !57)
!64 = !DILocation(line: 22, column: 18, scope: !60)
!65 = !DILocation(line: 22, column: 16, scope: !60)
!66 = !DILocation(line: 22, column: 21, scope: !60)
!67 = !DILocation(line: 22, column: 28, scope: !60)
!68 = !DILocation(line: 22, column: 26, scope: !60)
!69 = !DILocation(line: 22, column: 31, scope: !60)
!70 = !DILocation(line: 22, column: 13, scope: !60)
!71 = !DILocation(line: 22, column: 9, scope: !60)
!72 = !DILocation(line: 21, column: 28, scope: !60)
!73 = !DILocation(line: 21, column: 7, scope: !60)
!74 = distinct !{!74, !63, !75, !76}
!75 = !DILocation(line: 22, column: 32, scope: !57)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 23, column: 16, scope: !78)
!78 = distinct !DILexicalBlock(scope: !54, file: !3, line: 23, column: 7)
!79 = !DILocation(line: 23, column: 18, scope: !78)
!80 = !DILocation(line: 23, column: 14, scope: !78)
!81 = !DILocation(line: 23, column: 12, scope: !78)
!82 = !DILocation(line: 23, column: 23, scope: !83)
!83 = distinct !DILexicalBlock(scope: !78, file: !3, line: 23, column: 7)
!84 = !DILocation(line: 23, column: 25, scope: !83)
!85 = !DILocation(line: 23, column: 7, scope: !78)
!86 = !DILocation(line: 24, column: 18, scope: !83)
!87 = !DILocation(line: 24, column: 16, scope: !83)
!88 = !DILocation(line: 24, column: 21, scope: !83)
!89 = !DILocation(line: 24, column: 28, scope: !83)
!90 = !DILocation(line: 24, column: 26, scope: !83)
!91 = !DILocation(line: 24, column: 31, scope: !83)
!92 = !DILocation(line: 24, column: 13, scope: !83)
!93 = !DILocation(line: 24, column: 9, scope: !83)
!94 = !DILocation(line: 23, column: 31, scope: !83)
!95 = !DILocation(line: 23, column: 7, scope: !83)
!96 = distinct !{!96, !85, !97, !76}
!97 = !DILocation(line: 24, column: 32, scope: !78)
!98 = !DILocation(line: 25, column: 17, scope: !54)
!99 = !DILocation(line: 25, column: 26, scope: !54)
!100 = !DILocation(line: 25, column: 24, scope: !54)
!101 = !DILocation(line: 25, column: 29, scope: !54)
!102 = !DILocation(line: 25, column: 34, scope: !54)
!103 = !DILocation(line: 25, column: 42, scope: !54)
!104 = !DILocation(line: 25, column: 40, scope: !54)
!105 = !DILocation(line: 25, column: 32, scope: !54)
!106 = !DILocation(line: 25, column: 9, scope: !54)
!107 = !DILocation(line: 25, column: 7, scope: !54)
!108 = !DILocation(line: 25, column: 12, scope: !54)
!109 = !DILocation(line: 25, column: 15, scope: !54)
!110 = !DILocation(line: 26, column: 5, scope: !54)
!111 = !DILocation(line: 19, column: 25, scope: !50)
!112 = !DILocation(line: 19, column: 5, scope: !50)
!113 = distinct !{!113, !52, !114, !76}
!114 = !DILocation(line: 26, column: 5, scope: !47)
!115 = !DILocation(line: 18, column: 23, scope: !43)
!116 = !DILocation(line: 18, column: 3, scope: !43)
!117 = distinct !{!117, !45, !118, !76}
!118 = !DILocation(line: 26, column: 5, scope: !40)
!119 = !DILocation(line: 27, column: 1, scope: !24)
!120 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !121, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!121 = !DISubroutineType(types: !122)
!122 = !{!33}
!123 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 31, type: !33)
!124 = !DILocation(line: 31, column: 7, scope: !120)
!125 = !DILocalVariable(name: "j", scope: !120, file: !3, line: 31, type: !33)
!126 = !DILocation(line: 31, column: 10, scope: !120)
!127 = !DILocalVariable(name: "s", scope: !120, file: !3, line: 32, type: !5)
!128 = !DILocation(line: 32, column: 10, scope: !120)
!129 = !DILocation(line: 33, column: 10, scope: !130)
!130 = distinct !DILexicalBlock(scope: !120, file: !3, line: 33, column: 3)
!131 = !DILocation(line: 33, column: 8, scope: !130)
!132 = !DILocation(line: 33, column: 15, scope: !133)
!133 = distinct !DILexicalBlock(scope: !130, file: !3, line: 33, column: 3)
!134 = !DILocation(line: 33, column: 17, scope: !133)
!135 = !DILocation(line: 33, column: 3, scope: !130)
!136 = !DILocation(line: 34, column: 12, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 34, column: 5)
!138 = !DILocation(line: 34, column: 10, scope: !137)
!139 = !DILocation(line: 34, column: 17, scope: !140)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 34, column: 5)
!141 = !DILocation(line: 34, column: 19, scope: !140)
!142 = !DILocation(line: 34, column: 5, scope: !137)
!143 = !DILocation(line: 35, column: 18, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !3, line: 34, column: 29)
!145 = !DILocation(line: 35, column: 23, scope: !144)
!146 = !DILocation(line: 35, column: 20, scope: !144)
!147 = !DILocation(line: 35, column: 17, scope: !144)
!148 = !DILocation(line: 35, column: 38, scope: !144)
!149 = !DILocation(line: 35, column: 42, scope: !144)
!150 = !DILocation(line: 35, column: 40, scope: !144)
!151 = !DILocation(line: 35, column: 45, scope: !144)
!152 = !DILocation(line: 35, column: 28, scope: !144)
!153 = !DILocation(line: 35, column: 50, scope: !144)
!154 = !DILocation(line: 35, column: 9, scope: !144)
!155 = !DILocation(line: 35, column: 7, scope: !144)
!156 = !DILocation(line: 35, column: 12, scope: !144)
!157 = !DILocation(line: 35, column: 15, scope: !144)
!158 = !DILocation(line: 36, column: 27, scope: !144)
!159 = !DILocation(line: 36, column: 29, scope: !144)
!160 = !DILocation(line: 36, column: 35, scope: !144)
!161 = !DILocation(line: 36, column: 33, scope: !144)
!162 = !DILocation(line: 36, column: 38, scope: !144)
!163 = !DILocation(line: 36, column: 17, scope: !144)
!164 = !DILocation(line: 36, column: 43, scope: !144)
!165 = !DILocation(line: 36, column: 9, scope: !144)
!166 = !DILocation(line: 36, column: 7, scope: !144)
!167 = !DILocation(line: 36, column: 12, scope: !144)
!168 = !DILocation(line: 36, column: 15, scope: !144)
!169 = !DILocation(line: 37, column: 27, scope: !144)
!170 = !DILocation(line: 37, column: 31, scope: !144)
!171 = !DILocation(line: 37, column: 33, scope: !144)
!172 = !DILocation(line: 37, column: 29, scope: !144)
!173 = !DILocation(line: 37, column: 38, scope: !144)
!174 = !DILocation(line: 37, column: 17, scope: !144)
!175 = !DILocation(line: 37, column: 43, scope: !144)
!176 = !DILocation(line: 37, column: 9, scope: !144)
!177 = !DILocation(line: 37, column: 7, scope: !144)
!178 = !DILocation(line: 37, column: 12, scope: !144)
!179 = !DILocation(line: 37, column: 15, scope: !144)
!180 = !DILocation(line: 38, column: 5, scope: !144)
!181 = !DILocation(line: 34, column: 25, scope: !140)
!182 = !DILocation(line: 34, column: 5, scope: !140)
!183 = distinct !{!183, !142, !184, !76}
!184 = !DILocation(line: 38, column: 5, scope: !137)
!185 = !DILocation(line: 33, column: 23, scope: !133)
!186 = !DILocation(line: 33, column: 3, scope: !133)
!187 = distinct !{!187, !135, !188, !76}
!188 = !DILocation(line: 38, column: 5, scope: !130)
!189 = !DILocation(line: 39, column: 3, scope: !120)
!190 = !DILocation(line: 40, column: 10, scope: !191)
!191 = distinct !DILexicalBlock(scope: !120, file: !3, line: 40, column: 3)
!192 = !DILocation(line: 40, column: 8, scope: !191)
!193 = !DILocation(line: 40, column: 15, scope: !194)
!194 = distinct !DILexicalBlock(scope: !191, file: !3, line: 40, column: 3)
!195 = !DILocation(line: 40, column: 17, scope: !194)
!196 = !DILocation(line: 40, column: 3, scope: !191)
!197 = !DILocation(line: 41, column: 12, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !3, line: 41, column: 5)
!199 = !DILocation(line: 41, column: 10, scope: !198)
!200 = !DILocation(line: 41, column: 17, scope: !201)
!201 = distinct !DILexicalBlock(scope: !198, file: !3, line: 41, column: 5)
!202 = !DILocation(line: 41, column: 19, scope: !201)
!203 = !DILocation(line: 41, column: 5, scope: !198)
!204 = !DILocation(line: 42, column: 14, scope: !201)
!205 = !DILocation(line: 42, column: 12, scope: !201)
!206 = !DILocation(line: 42, column: 17, scope: !201)
!207 = !DILocation(line: 42, column: 9, scope: !201)
!208 = !DILocation(line: 42, column: 7, scope: !201)
!209 = !DILocation(line: 41, column: 25, scope: !201)
!210 = !DILocation(line: 41, column: 5, scope: !201)
!211 = distinct !{!211, !203, !212, !76}
!212 = !DILocation(line: 42, column: 18, scope: !198)
!213 = !DILocation(line: 40, column: 23, scope: !194)
!214 = !DILocation(line: 40, column: 3, scope: !194)
!215 = distinct !{!215, !196, !216, !76}
!216 = !DILocation(line: 42, column: 18, scope: !191)
!217 = !DILocation(line: 43, column: 14, scope: !120)
!218 = !DILocation(line: 43, column: 12, scope: !120)
!219 = !DILocation(line: 44, column: 3, scope: !120)
