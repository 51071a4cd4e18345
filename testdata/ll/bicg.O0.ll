; ModuleID = 'bicg.c'
source_filename = "bicg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@R = internal global [100 x double] zeroinitializer, align 16, !dbg !0
@A = internal global [100 x [110 x double]] zeroinitializer, align 16, !dbg !7
@P = internal global [110 x double] zeroinitializer, align 16, !dbg !13
@S = internal global [110 x double] zeroinitializer, align 16, !dbg !17
@Q = internal global [100 x double] zeroinitializer, align 16, !dbg !19
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !23

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_bicg(i32 noundef %0, i32 noundef %1, [110 x double]* noundef %2, double* noundef %3, double* noundef %4, double* noundef %5, double* noundef %6) #0 !dbg !33 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [110 x double]*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca double*, align 8
  %14 = alloca double*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 %1, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !42, metadata !DIExpression()), !dbg !43
  store [110 x double]* %2, [110 x double]** %10, align 8
  call void @llvm.dbg.declare(metadata [110 x double]** %10, metadata !44, metadata !DIExpression()), !dbg !45
  store double* %3, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !46, metadata !DIExpression()), !dbg !47
  store double* %4, double** %12, align 8
  call void @llvm.dbg.declare(metadata double** %12, metadata !48, metadata !DIExpression()), !dbg !49
  store double* %5, double** %13, align 8
  call void @llvm.dbg.declare(metadata double** %13, metadata !50, metadata !DIExpression()), !dbg !51
  store double* %6, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !52, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %15, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata i32* %16, metadata !56, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %16, align 4, !dbg !58
  br label %17, !dbg !60

17:                                               ; preds = %26, %7
  %18 = load i32, i32* %16, align 4, !dbg !61
  %19 = load i32, i32* %9, align 4, !dbg !63
  %20 = icmp slt i32 %18, %19, !dbg !64
  br i1 %20, label %21, label %29, !dbg !65

21:                                               ; preds = %17
  %22 = load double*, double** %13, align 8, !dbg !66
  %23 = load i32, i32* %16, align 4, !dbg !67
  %24 = sext i32 %23 to i64, !dbg !66
  %25 = getelementptr inbounds double, double* %22, i64 %24, !dbg !66
  store double 0.000000e+00, double* %25, align 8, !dbg !68
  br label %26, !dbg !66

26:                                               ; preds = %21
  %27 = load i32, i32* %16, align 4, !dbg !69
  %28 = add nsw i32 %27, 1, !dbg !69
  store i32 %28, i32* %16, align 4, !dbg !69
  br label %17, !dbg !70, !llvm.loop !71

29:                                               ; preds = %17
  store i32 0, i32* %15, align 4, !dbg !74
  br label %30, !dbg !76

30:                                               ; preds = %94, %29
  %31 = load i32, i32* %15, align 4, !dbg !77
  %32 = load i32, i32* %8, align 4, !dbg !79
  %33 = icmp slt i32 %31, %32, !dbg !80
  br i1 %33, label %34, label %97, !dbg !81

34:                                               ; preds = %30
  %35 = load double*, double** %14, align 8, !dbg !82
  %36 = load i32, i32* %15, align 4, !dbg !84
  %37 = sext i32 %36 to i64, !dbg !82
  %38 = getelementptr inbounds double, double* %35, i64 %37, !dbg !82
  store double 0.000000e+00, double* %38, align 8, !dbg !85
  store i32 0, i32* %16, align 4, !dbg !86
  br label %39, !dbg !88

39:                                               ; preds = %90, %34
  %40 = load i32, i32* %16, align 4, !dbg !89
  %41 = load i32, i32* %9, align 4, !dbg !91
  %42 = icmp slt i32 %40, %41, !dbg !92
  br i1 %42, label %43, label %93, !dbg !93

43:                                               ; preds = %39
  %44 = load double*, double** %13, align 8, !dbg !94
  %45 = load i32, i32* %16, align 4, !dbg !96
  %46 = sext i32 %45 to i64, !dbg !94
  %47 = getelementptr inbounds double, double* %44, i64 %46, !dbg !94
  %48 = load double, double* %47, align 8, !dbg !94
  %49 = load double*, double** %11, align 8, !dbg !97
  %50 = load i32, i32* %15, align 4, !dbg !98
  %51 = sext i32 %50 to i64, !dbg !97
  %52 = getelementptr inbounds double, double* %49, i64 %51, !dbg !97
  %53 = load double, double* %52, align 8, !dbg !97
  %54 = load [110 x double]*, [110 x double]** %10, align 8, !dbg !99
  %55 = load i32, i32* %15, align 4, !dbg !100
  %56 = sext i32 %55 to i64, !dbg !99
  %57 = getelementptr inbounds [110 x double], [110 x double]* %54, i64 %56, !dbg !99
  %58 = load i32, i32* %16, align 4, !dbg !101
  %59 = sext i32 %58 to i64, !dbg !99
  %60 = getelementptr inbounds [110 x double], [110 x double]* %57, i64 0, i64 %59, !dbg !99
  %61 = load double, double* %60, align 8, !dbg !99
  %62 = call double @llvm.fmuladd.f64(double %53, double %61, double %48), !dbg !102
  %63 = load double*, double** %13, align 8, !dbg !103
  %64 = load i32, i32* %16, align 4, !dbg !104
  %65 = sext i32 %64 to i64, !dbg !103
  %66 = getelementptr inbounds double, double* %63, i64 %65, !dbg !103
  store double %62, double* %66, align 8, !dbg !105
  %67 = load double*, double** %14, align 8, !dbg !106
  %68 = load i32, i32* %15, align 4, !dbg !107
  %69 = sext i32 %68 to i64, !dbg !106
  %70 = getelementptr inbounds double, double* %67, i64 %69, !dbg !106
  %71 = load double, double* %70, align 8, !dbg !106
  %72 = load [110 x double]*, [110 x double]** %10, align 8, !dbg !108
  %73 = load i32, i32* %15, align 4, !dbg !109
  %74 = sext i32 %73 to i64, !dbg !108
  %75 = getelementptr inbounds [110 x double], [110 x double]* %72, i64 %74, !dbg !108
  %76 = load i32, i32* %16, align 4, !dbg !110
  %77 = sext i32 %76 to i64, !dbg !108
  %78 = getelementptr inbounds [110 x double], [110 x double]* %75, i64 0, i64 %77, !dbg !108
  %79 = load double, double* %78, align 8, !dbg !108
  %80 = load double*, double** %12, align 8, !dbg !111
  %81 = load i32, i32* %16, align 4, !dbg !112
  %82 = sext i32 %81 to i64, !dbg !111
  %83 = getelementptr inbounds double, double* %80, i64 %82, !dbg !111
  %84 = load double, double* %83, align 8, !dbg !111
  %85 = call double @llvm.fmuladd.f64(double %79, double %84, double %71), !dbg !113
  %86 = load double*, double** %14, align 8, !dbg !114
  %87 = load i32, i32* %15, align 4, !dbg !115
  %88 = sext i32 %87 to i64, !dbg !114
  %89 = getelementptr inbounds double, double* %86, i64 %88, !dbg !114
  store double %85, double* %89, align 8, !dbg !116
  br label %90, !dbg !117

90:                                               ; preds = %43
  %91 = load i32, i32* %16, align 4, !dbg !118
  %92 = add nsw i32 %91, 1, !dbg !118
  store i32 %92, i32* %16, align 4, !dbg !118
  br label %39, !dbg !119, !llvm.loop !120

93:                                               ; preds = %39
  br label %94, !dbg !122

94:                                               ; preds = %93
  %95 = load i32, i32* %15, align 4, !dbg !123
  %96 = add nsw i32 %95, 1, !dbg !123
  store i32 %96, i32* %15, align 4, !dbg !123
  br label %30, !dbg !124, !llvm.loop !125

97:                                               ; preds = %30
  ret void, !dbg !127
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !128 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.declare(metadata i32* %3, metadata !133, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.declare(metadata double* %4, metadata !135, metadata !DIExpression()), !dbg !136
  store double 0.000000e+00, double* %4, align 8, !dbg !136
  store i32 0, i32* %2, align 4, !dbg !137
  br label %5, !dbg !139

5:                                                ; preds = %37, %0
  %6 = load i32, i32* %2, align 4, !dbg !140
  %7 = icmp slt i32 %6, 100, !dbg !142
  br i1 %7, label %8, label %40, !dbg !143

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !144
  %10 = srem i32 %9, 9, !dbg !146
  %11 = sitofp i32 %10 to double, !dbg !147
  %12 = fdiv double %11, 9.000000e+00, !dbg !148
  %13 = load i32, i32* %2, align 4, !dbg !149
  %14 = sext i32 %13 to i64, !dbg !150
  %15 = getelementptr inbounds [100 x double], [100 x double]* @R, i64 0, i64 %14, !dbg !150
  store double %12, double* %15, align 8, !dbg !151
  store i32 0, i32* %3, align 4, !dbg !152
  br label %16, !dbg !154

16:                                               ; preds = %33, %8
  %17 = load i32, i32* %3, align 4, !dbg !155
  %18 = icmp slt i32 %17, 110, !dbg !157
  br i1 %18, label %19, label %36, !dbg !158

19:                                               ; preds = %16
  %20 = load i32, i32* %2, align 4, !dbg !159
  %21 = load i32, i32* %3, align 4, !dbg !160
  %22 = mul nsw i32 2, %21, !dbg !161
  %23 = add nsw i32 %20, %22, !dbg !162
  %24 = srem i32 %23, 5, !dbg !163
  %25 = sitofp i32 %24 to double, !dbg !164
  %26 = fdiv double %25, 5.000000e+00, !dbg !165
  %27 = load i32, i32* %2, align 4, !dbg !166
  %28 = sext i32 %27 to i64, !dbg !167
  %29 = getelementptr inbounds [100 x [110 x double]], [100 x [110 x double]]* @A, i64 0, i64 %28, !dbg !167
  %30 = load i32, i32* %3, align 4, !dbg !168
  %31 = sext i32 %30 to i64, !dbg !167
  %32 = getelementptr inbounds [110 x double], [110 x double]* %29, i64 0, i64 %31, !dbg !167
  store double %26, double* %32, align 8, !dbg !169
  br label %33, !dbg !167

33:                                               ; preds = %19
  %34 = load i32, i32* %3, align 4, !dbg !170
  %35 = add nsw i32 %34, 1, !dbg !170
  store i32 %35, i32* %3, align 4, !dbg !170
  br label %16, !dbg !171, !llvm.loop !172

36:                                               ; preds = %16
  br label %37, !dbg !174

37:                                               ; preds = %36
  %38 = load i32, i32* %2, align 4, !dbg !175
  %39 = add nsw i32 %38, 1, !dbg !175
  store i32 %39, i32* %2, align 4, !dbg !175
  br label %5, !dbg !176, !llvm.loop !177

40:                                               ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !179
  br label %41, !dbg !181

41:                                               ; preds = %52, %40
  %42 = load i32, i32* %3, align 4, !dbg !182
  %43 = icmp slt i32 %42, 110, !dbg !184
  br i1 %43, label %44, label %55, !dbg !185

44:                                               ; preds = %41
  %45 = load i32, i32* %3, align 4, !dbg !186
  %46 = srem i32 %45, 7, !dbg !187
  %47 = sitofp i32 %46 to double, !dbg !188
  %48 = fdiv double %47, 7.000000e+00, !dbg !189
  %49 = load i32, i32* %3, align 4, !dbg !190
  %50 = sext i32 %49 to i64, !dbg !191
  %51 = getelementptr inbounds [110 x double], [110 x double]* @P, i64 0, i64 %50, !dbg !191
  store double %48, double* %51, align 8, !dbg !192
  br label %52, !dbg !191

52:                                               ; preds = %44
  %53 = load i32, i32* %3, align 4, !dbg !193
  %54 = add nsw i32 %53, 1, !dbg !193
  store i32 %54, i32* %3, align 4, !dbg !193
  br label %41, !dbg !194, !llvm.loop !195

55:                                               ; preds = %41
  call void @kernel_bicg(i32 noundef 100, i32 noundef 110, [110 x double]* noundef getelementptr inbounds ([100 x [110 x double]], [100 x [110 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([100 x double], [100 x double]* @R, i64 0, i64 0), double* noundef getelementptr inbounds ([110 x double], [110 x double]* @P, i64 0, i64 0), double* noundef getelementptr inbounds ([110 x double], [110 x double]* @S, i64 0, i64 0), double* noundef getelementptr inbounds ([100 x double], [100 x double]* @Q, i64 0, i64 0)), !dbg !197
  store i32 0, i32* %3, align 4, !dbg !198
  br label %56, !dbg !200

56:                                               ; preds = %66, %55
  %57 = load i32, i32* %3, align 4, !dbg !201
  %58 = icmp slt i32 %57, 110, !dbg !203
  br i1 %58, label %59, label %69, !dbg !204

59:                                               ; preds = %56
  %60 = load i32, i32* %3, align 4, !dbg !205
  %61 = sext i32 %60 to i64, !dbg !206
  %62 = getelementptr inbounds [110 x double], [110 x double]* @S, i64 0, i64 %61, !dbg !206
  %63 = load double, double* %62, align 8, !dbg !206
  %64 = load double, double* %4, align 8, !dbg !207
  %65 = fadd double %64, %63, !dbg !207
  store double %65, double* %4, align 8, !dbg !207
  br label %66, !dbg !208

66:                                               ; preds = %59
  %67 = load i32, i32* %3, align 4, !dbg !209
  %68 = add nsw i32 %67, 1, !dbg !209
  store i32 %68, i32* %3, align 4, !dbg !209
  br label %56, !dbg !210, !llvm.loop !211

69:                                               ; preds = %56
  store i32 0, i32* %2, align 4, !dbg !213
  br label %70, !dbg !215

70:                                               ; preds = %80, %69
  %71 = load i32, i32* %2, align 4, !dbg !216
  %72 = icmp slt i32 %71, 100, !dbg !218
  br i1 %72, label %73, label %83, !dbg !219

73:                                               ; preds = %70
  %74 = load i32, i32* %2, align 4, !dbg !220
  %75 = sext i32 %74 to i64, !dbg !221
  %76 = getelementptr inbounds [100 x double], [100 x double]* @Q, i64 0, i64 %75, !dbg !221
  %77 = load double, double* %76, align 8, !dbg !221
  %78 = load double, double* %4, align 8, !dbg !222
  %79 = fadd double %78, %77, !dbg !222
  store double %79, double* %4, align 8, !dbg !222
  br label %80, !dbg !223

80:                                               ; preds = %73
  %81 = load i32, i32* %2, align 4, !dbg !224
  %82 = add nsw i32 %81, 1, !dbg !224
  store i32 %82, i32* %2, align 4, !dbg !224
  br label %70, !dbg !225, !llvm.loop !226

83:                                               ; preds = %70
  %84 = load double, double* %4, align 8, !dbg !228
  store double %84, double* @checksum, align 8, !dbg !229
  ret i32 0, !dbg !230
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "R", scope: !2, file: !3, line: 12, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bicg.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17, !19, !23}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 704000, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 100)
!12 = !DISubrange(count: 110)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "P", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7040, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "S", scope: !2, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "Q", scope: !2, file: !3, line: 15, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6400, elements: !22)
!22 = !{!11}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 14.0.6"}
!33 = distinct !DISubprogram(name: "kernel_bicg", scope: !3, file: !3, line: 18, type: !34, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !36, !37, !38, !38, !38, !38}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!39 = !{}
!40 = !DILocalVariable(name: "n", arg: 1, scope: !33, file: !3, line: 18, type: !36)
!41 = !DILocation(line: 18, column: 48, scope: !33)
!42 = !DILocalVariable(name: "m", arg: 2, scope: !33, file: !3, line: 18, type: !36)
!43 = !DILocation(line: 18, column: 55, scope: !33)
!44 = !DILocalVariable(name: "a", arg: 3, scope: !33, file: !3, line: 18, type: !37)
!45 = !DILocation(line: 18, column: 67, scope: !33)
!46 = !DILocalVariable(name: "r", arg: 4, scope: !33, file: !3, line: 19, type: !38)
!47 = !DILocation(line: 19, column: 52, scope: !33)
!48 = !DILocalVariable(name: "p", arg: 5, scope: !33, file: !3, line: 19, type: !38)
!49 = !DILocation(line: 19, column: 63, scope: !33)
!50 = !DILocalVariable(name: "s", arg: 6, scope: !33, file: !3, line: 19, type: !38)
!51 = !DILocation(line: 19, column: 74, scope: !33)
!52 = !DILocalVariable(name: "q", arg: 7, scope: !33, file: !3, line: 20, type: !38)
!53 = !DILocation(line: 20, column: 52, scope: !33)
!54 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 22, type: !36)
!55 = !DILocation(line: 22, column: 7, scope: !33)
!56 = !DILocalVariable(name: "j", scope: !33, file: !3, line: 22, type: !36)
!57 = !DILocation(line: 22, column: 10, scope: !33)
!58 = !DILocation(line: 23, column: 10, scope: !59)
!59 = distinct !DILexicalBlock(scope: !33, file: !3, line: 23, column: 3)
!60 = !DILocation(line: 23, column: 8, scope: !59)
!61 = !DILocation(line: 23, column: 15, scope: !62)
!62 = distinct !DILexicalBlock(scope: !59, file: !3, line: 23, column: 3)
!63 = !DILocation(line: 23, column: 19, scope: !62)
!64 = !DILocation(line: 23, column: 17, scope: !62)
!65 = !DILocation(line: 23, column: 3, scope: !59)
!66 = !DILocation(line: 24, column: 5, scope: !62)
!67 = !DILocation(line: 24, column: 7, scope: !62)
!68 = !DILocation(line: 24, column: 10, scope: !62)
!69 = !DILocation(line: 23, column: 23, scope: !62)
!70 = !DILocation(line: 23, column: 3, scope: !62)
!71 = distinct !{!71, !65, !72, !73}
!72 = !DILocation(line: 24, column: 12, scope: !59)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 25, column: 10, scope: !75)
!75 = distinct !DILexicalBlock(scope: !33, file: !3, line: 25, column: 3)
!76 = !DILocation(line: 25, column: 8, scope: !75)
!77 = !DILocation(line: 25, column: 15, scope: !78)
!78 = distinct !DILexicalBlock(scope: !75, file: !3, line: 25, column: 3)
!79 = !DILocation(line: 25, column: 19, scope: !78)
!80 = !DILocation(line: 25, column: 17, scope: !78)
!81 = !DILocation(line: 25, column: 3, scope: !75)
!82 = !DILocation(line: 26, column: 5, scope: !83)
!83 = distinct !DILexicalBlock(scope: !78, file: !3, line: 25, column: 27)
!84 = !DILocation(line: 26, column: 7, scope: !83)
!85 = !DILocation(line: 26, column: 10, scope: !83)
!86 = !DILocation(line: 27, column: 12, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !3, line: 27, column: 5)
!88 = !DILocation(line: 27, column: 10, scope: !87)
!89 = !DILocation(line: 27, column: 17, scope: !90)
!90 = distinct !DILexicalBlock(scope: !87, file: !3, line: 27, column: 5)
!91 = !DILocation(line: 27, column: 21, scope: !90)
!92 = !DILocation(line: 27, column: 19, scope: !90)
!93 = !DILocation(line: 27, column: 5, scope: !87)
!94 = !DILocation(line: 28, column: 14, scope: !95)
!95 = distinct !DILexicalBlock(scope: !90, file: !3, line: 27, column: 29)
!96 = !DILocation(line: 28, column: 16, scope: !95)
!97 = !DILocation(line: 28, column: 21, scope: !95)
!98 = !DILocation(line: 28, column: 23, scope: !95)
!99 = !DILocation(line: 28, column: 28, scope: !95)
!100 = !DILocation(line: 28, column: 30, scope: !95)
!101 = !DILocation(line: 28, column: 33, scope: !95)
!102 = !DILocation(line: 28, column: 19, scope: !95)
!103 = !DILocation(line: 28, column: 7, scope: !95)
!104 = !DILocation(line: 28, column: 9, scope: !95)
!105 = !DILocation(line: 28, column: 12, scope: !95)
!106 = !DILocation(line: 29, column: 14, scope: !95)
!107 = !DILocation(line: 29, column: 16, scope: !95)
!108 = !DILocation(line: 29, column: 21, scope: !95)
!109 = !DILocation(line: 29, column: 23, scope: !95)
!110 = !DILocation(line: 29, column: 26, scope: !95)
!111 = !DILocation(line: 29, column: 31, scope: !95)
!112 = !DILocation(line: 29, column: 33, scope: !95)
!113 = !DILocation(line: 29, column: 19, scope: !95)
!114 = !DILocation(line: 29, column: 7, scope: !95)
!115 = !DILocation(line: 29, column: 9, scope: !95)
!116 = !DILocation(line: 29, column: 12, scope: !95)
!117 = !DILocation(line: 30, column: 5, scope: !95)
!118 = !DILocation(line: 27, column: 25, scope: !90)
!119 = !DILocation(line: 27, column: 5, scope: !90)
!120 = distinct !{!120, !93, !121, !73}
!121 = !DILocation(line: 30, column: 5, scope: !87)
!122 = !DILocation(line: 31, column: 3, scope: !83)
!123 = !DILocation(line: 25, column: 23, scope: !78)
!124 = !DILocation(line: 25, column: 3, scope: !78)
!125 = distinct !{!125, !81, !126, !73}
!126 = !DILocation(line: 31, column: 3, scope: !75)
!127 = !DILocation(line: 32, column: 1, scope: !33)
!128 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !129, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!129 = !DISubroutineType(types: !130)
!130 = !{!36}
!131 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 36, type: !36)
!132 = !DILocation(line: 36, column: 7, scope: !128)
!133 = !DILocalVariable(name: "j", scope: !128, file: !3, line: 36, type: !36)
!134 = !DILocation(line: 36, column: 10, scope: !128)
!135 = !DILocalVariable(name: "sum", scope: !128, file: !3, line: 37, type: !5)
!136 = !DILocation(line: 37, column: 10, scope: !128)
!137 = !DILocation(line: 38, column: 10, scope: !138)
!138 = distinct !DILexicalBlock(scope: !128, file: !3, line: 38, column: 3)
!139 = !DILocation(line: 38, column: 8, scope: !138)
!140 = !DILocation(line: 38, column: 15, scope: !141)
!141 = distinct !DILexicalBlock(scope: !138, file: !3, line: 38, column: 3)
!142 = !DILocation(line: 38, column: 17, scope: !141)
!143 = !DILocation(line: 38, column: 3, scope: !138)
!144 = !DILocation(line: 39, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 38, column: 27)
!146 = !DILocation(line: 39, column: 23, scope: !145)
!147 = !DILocation(line: 39, column: 12, scope: !145)
!148 = !DILocation(line: 39, column: 28, scope: !145)
!149 = !DILocation(line: 39, column: 7, scope: !145)
!150 = !DILocation(line: 39, column: 5, scope: !145)
!151 = !DILocation(line: 39, column: 10, scope: !145)
!152 = !DILocation(line: 40, column: 12, scope: !153)
!153 = distinct !DILexicalBlock(scope: !145, file: !3, line: 40, column: 5)
!154 = !DILocation(line: 40, column: 10, scope: !153)
!155 = !DILocation(line: 40, column: 17, scope: !156)
!156 = distinct !DILexicalBlock(scope: !153, file: !3, line: 40, column: 5)
!157 = !DILocation(line: 40, column: 19, scope: !156)
!158 = !DILocation(line: 40, column: 5, scope: !153)
!159 = !DILocation(line: 41, column: 27, scope: !156)
!160 = !DILocation(line: 41, column: 35, scope: !156)
!161 = !DILocation(line: 41, column: 33, scope: !156)
!162 = !DILocation(line: 41, column: 29, scope: !156)
!163 = !DILocation(line: 41, column: 38, scope: !156)
!164 = !DILocation(line: 41, column: 17, scope: !156)
!165 = !DILocation(line: 41, column: 43, scope: !156)
!166 = !DILocation(line: 41, column: 9, scope: !156)
!167 = !DILocation(line: 41, column: 7, scope: !156)
!168 = !DILocation(line: 41, column: 12, scope: !156)
!169 = !DILocation(line: 41, column: 15, scope: !156)
!170 = !DILocation(line: 40, column: 25, scope: !156)
!171 = !DILocation(line: 40, column: 5, scope: !156)
!172 = distinct !{!172, !158, !173, !73}
!173 = !DILocation(line: 41, column: 45, scope: !153)
!174 = !DILocation(line: 42, column: 3, scope: !145)
!175 = !DILocation(line: 38, column: 23, scope: !141)
!176 = !DILocation(line: 38, column: 3, scope: !141)
!177 = distinct !{!177, !143, !178, !73}
!178 = !DILocation(line: 42, column: 3, scope: !138)
!179 = !DILocation(line: 43, column: 10, scope: !180)
!180 = distinct !DILexicalBlock(scope: !128, file: !3, line: 43, column: 3)
!181 = !DILocation(line: 43, column: 8, scope: !180)
!182 = !DILocation(line: 43, column: 15, scope: !183)
!183 = distinct !DILexicalBlock(scope: !180, file: !3, line: 43, column: 3)
!184 = !DILocation(line: 43, column: 17, scope: !183)
!185 = !DILocation(line: 43, column: 3, scope: !180)
!186 = !DILocation(line: 44, column: 21, scope: !183)
!187 = !DILocation(line: 44, column: 23, scope: !183)
!188 = !DILocation(line: 44, column: 12, scope: !183)
!189 = !DILocation(line: 44, column: 28, scope: !183)
!190 = !DILocation(line: 44, column: 7, scope: !183)
!191 = !DILocation(line: 44, column: 5, scope: !183)
!192 = !DILocation(line: 44, column: 10, scope: !183)
!193 = !DILocation(line: 43, column: 23, scope: !183)
!194 = !DILocation(line: 43, column: 3, scope: !183)
!195 = distinct !{!195, !185, !196, !73}
!196 = !DILocation(line: 44, column: 30, scope: !180)
!197 = !DILocation(line: 45, column: 3, scope: !128)
!198 = !DILocation(line: 46, column: 10, scope: !199)
!199 = distinct !DILexicalBlock(scope: !128, file: !3, line: 46, column: 3)
!200 = !DILocation(line: 46, column: 8, scope: !199)
!201 = !DILocation(line: 46, column: 15, scope: !202)
!202 = distinct !DILexicalBlock(scope: !199, file: !3, line: 46, column: 3)
!203 = !DILocation(line: 46, column: 17, scope: !202)
!204 = !DILocation(line: 46, column: 3, scope: !199)
!205 = !DILocation(line: 47, column: 14, scope: !202)
!206 = !DILocation(line: 47, column: 12, scope: !202)
!207 = !DILocation(line: 47, column: 9, scope: !202)
!208 = !DILocation(line: 47, column: 5, scope: !202)
!209 = !DILocation(line: 46, column: 23, scope: !202)
!210 = !DILocation(line: 46, column: 3, scope: !202)
!211 = distinct !{!211, !204, !212, !73}
!212 = !DILocation(line: 47, column: 15, scope: !199)
!213 = !DILocation(line: 48, column: 10, scope: !214)
!214 = distinct !DILexicalBlock(scope: !128, file: !3, line: 48, column: 3)
!215 = !DILocation(line: 48, column: 8, scope: !214)
!216 = !DILocation(line: 48, column: 15, scope: !217)
!217 = distinct !DILexicalBlock(scope: !214, file: !3, line: 48, column: 3)
!218 = !DILocation(line: 48, column: 17, scope: !217)
!219 = !DILocation(line: 48, column: 3, scope: !214)
!220 = !DILocation(line: 49, column: 14, scope: !217)
!221 = !DILocation(line: 49, column: 12, scope: !217)
!222 = !DILocation(line: 49, column: 9, scope: !217)
!223 = !DILocation(line: 49, column: 5, scope: !217)
!224 = !DILocation(line: 48, column: 23, scope: !217)
!225 = !DILocation(line: 48, column: 3, scope: !217)
!226 = distinct !{!226, !219, !227, !73}
!227 = !DILocation(line: 49, column: 15, scope: !214)
!228 = !DILocation(line: 50, column: 14, scope: !128)
!229 = !DILocation(line: 50, column: 12, scope: !128)
!230 = !DILocation(line: 51, column: 3, scope: !128)
