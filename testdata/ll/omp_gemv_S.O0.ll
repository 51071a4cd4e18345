; ModuleID = 'omp_gemv.c'
source_filename = "omp_gemv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemv.c;kernel_omp_gemv;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [36 x i8] c";omp_gemv.c;kernel_omp_gemv;19;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@A = internal global [784 x double] zeroinitializer, align 16, !dbg !7
@X = internal global [28 x double] zeroinitializer, align 16, !dbg !12
@Y = internal global [28 x double] zeroinitializer, align 16, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_gemv(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !28 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !37
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !38, metadata !DIExpression()), !dbg !39
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !40, metadata !DIExpression()), !dbg !41
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !42, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata i32* %9, metadata !44, metadata !DIExpression()), !dbg !45
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %5, double** %6, double** %7, double** %8), !dbg !46
  ret void, !dbg !47
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !48 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
  %11 = alloca double**, align 8
  %12 = alloca double**, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !58, metadata !DIExpression()), !dbg !59
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !60, metadata !DIExpression()), !dbg !59
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !61, metadata !DIExpression()), !dbg !62
  store double** %3, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !63, metadata !DIExpression()), !dbg !64
  store double** %4, double*** %11, align 8
  call void @llvm.dbg.declare(metadata double*** %11, metadata !65, metadata !DIExpression()), !dbg !66
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !67, metadata !DIExpression()), !dbg !68
  %25 = load i32*, i32** %9, align 8, !dbg !69
  %26 = load double**, double*** %10, align 8, !dbg !69
  %27 = load double**, double*** %11, align 8, !dbg !69
  %28 = load double**, double*** %12, align 8, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %13, metadata !70, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata i32* %15, metadata !71, metadata !DIExpression()), !dbg !59
  %29 = load i32, i32* %25, align 4, !dbg !72
  store i32 %29, i32* %15, align 4, !dbg !72
  call void @llvm.dbg.declare(metadata i32* %16, metadata !71, metadata !DIExpression()), !dbg !59
  %30 = load i32, i32* %15, align 4, !dbg !72
  %31 = sub nsw i32 %30, 0, !dbg !69
  %32 = sdiv i32 %31, 1, !dbg !69
  %33 = sub nsw i32 %32, 1, !dbg !69
  store i32 %33, i32* %16, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %17, metadata !73, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %17, align 4, !dbg !74
  %34 = load i32, i32* %15, align 4, !dbg !72
  %35 = icmp slt i32 0, %34, !dbg !69
  br i1 %35, label %36, label %96, !dbg !69

36:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %18, metadata !75, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %18, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %19, metadata !77, metadata !DIExpression()), !dbg !59
  %37 = load i32, i32* %16, align 4, !dbg !69
  store i32 %37, i32* %19, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %20, metadata !78, metadata !DIExpression()), !dbg !59
  store i32 1, i32* %20, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %21, metadata !79, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %21, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %22, metadata !73, metadata !DIExpression()), !dbg !59
  %38 = load i32*, i32** %7, align 8, !dbg !69
  %39 = load i32, i32* %38, align 4, !dbg !69
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %39, i32 34, i32* %21, i32* %18, i32* %19, i32* %20, i32 1, i32 1), !dbg !80
  %40 = load i32, i32* %19, align 4, !dbg !76
  %41 = load i32, i32* %16, align 4, !dbg !69
  %42 = icmp sgt i32 %40, %41, !dbg !76
  br i1 %42, label %43, label %45, !dbg !76

43:                                               ; preds = %36
  %44 = load i32, i32* %16, align 4, !dbg !69
  br label %47, !dbg !76

45:                                               ; preds = %36
  %46 = load i32, i32* %19, align 4, !dbg !76
  br label %47, !dbg !76

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %44, %43 ], [ %46, %45 ], !dbg !76
  store i32 %48, i32* %19, align 4, !dbg !76
  %49 = load i32, i32* %18, align 4, !dbg !76
  store i32 %49, i32* %13, align 4, !dbg !76
  br label %50, !dbg !69

50:                                               ; preds = %89, %47
  %51 = load i32, i32* %13, align 4, !dbg !76
  %52 = load i32, i32* %19, align 4, !dbg !76
  %53 = icmp sle i32 %51, %52, !dbg !69
  br i1 %53, label %54, label %92, !dbg !69

54:                                               ; preds = %50
  %55 = load i32, i32* %13, align 4, !dbg !76
  %56 = mul nsw i32 %55, 1, !dbg !74
  %57 = add nsw i32 0, %56, !dbg !74
  store i32 %57, i32* %22, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %23, metadata !81, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.declare(metadata double* %24, metadata !84, metadata !DIExpression()), !dbg !85
  store double 0.000000e+00, double* %24, align 8, !dbg !85
  store i32 0, i32* %23, align 4, !dbg !86
  br label %58, !dbg !88

58:                                               ; preds = %79, %54
  %59 = load i32, i32* %23, align 4, !dbg !89
  %60 = load i32, i32* %25, align 4, !dbg !91
  %61 = icmp slt i32 %59, %60, !dbg !92
  br i1 %61, label %62, label %82, !dbg !93

62:                                               ; preds = %58
  %63 = load double*, double** %26, align 8, !dbg !94
  %64 = load i32, i32* %22, align 4, !dbg !95
  %65 = load i32, i32* %25, align 4, !dbg !96
  %66 = mul nsw i32 %64, %65, !dbg !97
  %67 = load i32, i32* %23, align 4, !dbg !98
  %68 = add nsw i32 %66, %67, !dbg !99
  %69 = sext i32 %68 to i64, !dbg !94
  %70 = getelementptr inbounds double, double* %63, i64 %69, !dbg !94
  %71 = load double, double* %70, align 8, !dbg !94
  %72 = load double*, double** %27, align 8, !dbg !100
  %73 = load i32, i32* %23, align 4, !dbg !101
  %74 = sext i32 %73 to i64, !dbg !100
  %75 = getelementptr inbounds double, double* %72, i64 %74, !dbg !100
  %76 = load double, double* %75, align 8, !dbg !100
  %77 = load double, double* %24, align 8, !dbg !102
  %78 = call double @llvm.fmuladd.f64(double %71, double %76, double %77), !dbg !102
  store double %78, double* %24, align 8, !dbg !102
  br label %79, !dbg !103

79:                                               ; preds = %62
  %80 = load i32, i32* %23, align 4, !dbg !104
  %81 = add nsw i32 %80, 1, !dbg !104
  store i32 %81, i32* %23, align 4, !dbg !104
  br label %58, !dbg !105, !llvm.loop !106

82:                                               ; preds = %58
  %83 = load double, double* %24, align 8, !dbg !109
  %84 = load double*, double** %28, align 8, !dbg !110
  %85 = load i32, i32* %22, align 4, !dbg !111
  %86 = sext i32 %85 to i64, !dbg !110
  %87 = getelementptr inbounds double, double* %84, i64 %86, !dbg !110
  store double %83, double* %87, align 8, !dbg !112
  br label %88, !dbg !113

88:                                               ; preds = %82
  br label %89, !dbg !80

89:                                               ; preds = %88
  %90 = load i32, i32* %13, align 4, !dbg !76
  %91 = add nsw i32 %90, 1, !dbg !69
  store i32 %91, i32* %13, align 4, !dbg !69
  br label %50, !dbg !80, !llvm.loop !114

92:                                               ; preds = %50
  br label %93, !dbg !80

93:                                               ; preds = %92
  %94 = load i32*, i32** %7, align 8, !dbg !80
  %95 = load i32, i32* %94, align 4, !dbg !80
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %95), !dbg !115
  br label %96, !dbg !80

96:                                               ; preds = %93, %6
  ret void, !dbg !116
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !117 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
  %11 = alloca double**, align 8
  %12 = alloca double**, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !118, metadata !DIExpression()), !dbg !119
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !120, metadata !DIExpression()), !dbg !119
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !121, metadata !DIExpression()), !dbg !119
  store double** %3, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !122, metadata !DIExpression()), !dbg !119
  store double** %4, double*** %11, align 8
  call void @llvm.dbg.declare(metadata double*** %11, metadata !123, metadata !DIExpression()), !dbg !119
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !124, metadata !DIExpression()), !dbg !119
  %13 = load i32*, i32** %9, align 8, !dbg !125
  %14 = load double**, double*** %10, align 8, !dbg !125
  %15 = load double**, double*** %11, align 8, !dbg !125
  %16 = load double**, double*** %12, align 8, !dbg !125
  %17 = load i32*, i32** %7, align 8, !dbg !125
  %18 = load i32*, i32** %8, align 8, !dbg !125
  %19 = load i32*, i32** %9, align 8, !dbg !125
  %20 = load double**, double*** %10, align 8, !dbg !125
  %21 = load double**, double*** %11, align 8, !dbg !125
  %22 = load double**, double*** %12, align 8, !dbg !125
  call void @.omp_outlined._debug__(i32* %17, i32* %18, i32* %19, double** %20, double** %21, double** %22) #3, !dbg !125
  ret void, !dbg !125
}

; Function Attrs: nounwind
declare !callback !126 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !128 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.declare(metadata double* %3, metadata !133, metadata !DIExpression()), !dbg !134
  store double 0.000000e+00, double* %3, align 8, !dbg !134
  store i32 0, i32* %2, align 4, !dbg !135
  br label %4, !dbg !137

4:                                                ; preds = %15, %0
  %5 = load i32, i32* %2, align 4, !dbg !138
  %6 = icmp slt i32 %5, 784, !dbg !140
  br i1 %6, label %7, label %18, !dbg !141

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !142
  %9 = srem i32 %8, 13, !dbg !143
  %10 = sitofp i32 %9 to double, !dbg !144
  %11 = fmul double %10, 2.500000e-01, !dbg !145
  %12 = load i32, i32* %2, align 4, !dbg !146
  %13 = sext i32 %12 to i64, !dbg !147
  %14 = getelementptr inbounds [784 x double], [784 x double]* @A, i64 0, i64 %13, !dbg !147
  store double %11, double* %14, align 8, !dbg !148
  br label %15, !dbg !147

15:                                               ; preds = %7
  %16 = load i32, i32* %2, align 4, !dbg !149
  %17 = add nsw i32 %16, 1, !dbg !149
  store i32 %17, i32* %2, align 4, !dbg !149
  br label %4, !dbg !150, !llvm.loop !151

18:                                               ; preds = %4
  store i32 0, i32* %2, align 4, !dbg !153
  br label %19, !dbg !155

19:                                               ; preds = %30, %18
  %20 = load i32, i32* %2, align 4, !dbg !156
  %21 = icmp slt i32 %20, 28, !dbg !158
  br i1 %21, label %22, label %33, !dbg !159

22:                                               ; preds = %19
  %23 = load i32, i32* %2, align 4, !dbg !160
  %24 = srem i32 %23, 4, !dbg !161
  %25 = sitofp i32 %24 to double, !dbg !162
  %26 = fadd double 1.000000e+00, %25, !dbg !163
  %27 = load i32, i32* %2, align 4, !dbg !164
  %28 = sext i32 %27 to i64, !dbg !165
  %29 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %28, !dbg !165
  store double %26, double* %29, align 8, !dbg !166
  br label %30, !dbg !165

30:                                               ; preds = %22
  %31 = load i32, i32* %2, align 4, !dbg !167
  %32 = add nsw i32 %31, 1, !dbg !167
  store i32 %32, i32* %2, align 4, !dbg !167
  br label %19, !dbg !168, !llvm.loop !169

33:                                               ; preds = %19
  call void @kernel_omp_gemv(i32 noundef 28, double* noundef getelementptr inbounds ([784 x double], [784 x double]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0)), !dbg !171
  store i32 0, i32* %2, align 4, !dbg !172
  br label %34, !dbg !174

34:                                               ; preds = %44, %33
  %35 = load i32, i32* %2, align 4, !dbg !175
  %36 = icmp slt i32 %35, 28, !dbg !177
  br i1 %36, label %37, label %47, !dbg !178

37:                                               ; preds = %34
  %38 = load i32, i32* %2, align 4, !dbg !179
  %39 = sext i32 %38 to i64, !dbg !180
  %40 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %39, !dbg !180
  %41 = load double, double* %40, align 8, !dbg !180
  %42 = load double, double* %3, align 8, !dbg !181
  %43 = fadd double %42, %41, !dbg !181
  store double %43, double* %3, align 8, !dbg !181
  br label %44, !dbg !182

44:                                               ; preds = %37
  %45 = load i32, i32* %2, align 4, !dbg !183
  %46 = add nsw i32 %45, 1, !dbg !183
  store i32 %46, i32* %2, align 4, !dbg !183
  br label %34, !dbg !184, !llvm.loop !185

47:                                               ; preds = %34
  %48 = load double, double* %3, align 8, !dbg !187
  store double %48, double* @checksum, align 8, !dbg !188
  ret i32 0, !dbg !189
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_gemv.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 784)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"openmp", i32 50}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_omp_gemv", scope: !3, file: !3, line: 15, type: !29, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31, !32, !32, !34}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !3, line: 15, type: !31)
!37 = !DILocation(line: 15, column: 52, scope: !28)
!38 = !DILocalVariable(name: "a", arg: 2, scope: !28, file: !3, line: 15, type: !32)
!39 = !DILocation(line: 15, column: 69, scope: !28)
!40 = !DILocalVariable(name: "x", arg: 3, scope: !28, file: !3, line: 16, type: !32)
!41 = !DILocation(line: 16, column: 62, scope: !28)
!42 = !DILocalVariable(name: "y", arg: 4, scope: !28, file: !3, line: 16, type: !34)
!43 = !DILocation(line: 16, column: 73, scope: !28)
!44 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 18, type: !31)
!45 = !DILocation(line: 18, column: 7, scope: !28)
!46 = !DILocation(line: 19, column: 1, scope: !28)
!47 = !DILocation(line: 27, column: 1, scope: !28)
!48 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !49, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51, !51, !55, !56, !56, !57}
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!55 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !32, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !34, size: 64)
!58 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !48, type: !51, flags: DIFlagArtificial)
!59 = !DILocation(line: 0, scope: !48)
!60 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !48, type: !51, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "n", arg: 3, scope: !48, file: !3, line: 15, type: !55)
!62 = !DILocation(line: 15, column: 52, scope: !48)
!63 = !DILocalVariable(name: "a", arg: 4, scope: !48, file: !3, line: 15, type: !56)
!64 = !DILocation(line: 15, column: 69, scope: !48)
!65 = !DILocalVariable(name: "x", arg: 5, scope: !48, file: !3, line: 16, type: !56)
!66 = !DILocation(line: 16, column: 62, scope: !48)
!67 = !DILocalVariable(name: "y", arg: 6, scope: !48, file: !3, line: 16, type: !57)
!68 = !DILocation(line: 16, column: 73, scope: !48)
!69 = !DILocation(line: 20, column: 3, scope: !48)
!70 = !DILocalVariable(name: ".omp.iv", scope: !48, type: !31, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: ".capture_expr.", scope: !48, type: !31, flags: DIFlagArtificial)
!72 = !DILocation(line: 20, column: 19, scope: !48)
!73 = !DILocalVariable(name: "i", scope: !48, type: !31, flags: DIFlagArtificial)
!74 = !DILocation(line: 20, column: 22, scope: !48)
!75 = !DILocalVariable(name: ".omp.lb", scope: !48, type: !31, flags: DIFlagArtificial)
!76 = !DILocation(line: 20, column: 8, scope: !48)
!77 = !DILocalVariable(name: ".omp.ub", scope: !48, type: !31, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: ".omp.stride", scope: !48, type: !31, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: ".omp.is_last", scope: !48, type: !31, flags: DIFlagArtificial)
!80 = !DILocation(line: 19, column: 1, scope: !48)
!81 = !DILocalVariable(name: "j", scope: !82, file: !3, line: 21, type: !31)
!82 = distinct !DILexicalBlock(scope: !48, file: !3, line: 20, column: 27)
!83 = !DILocation(line: 21, column: 9, scope: !82)
!84 = !DILocalVariable(name: "acc", scope: !82, file: !3, line: 22, type: !5)
!85 = !DILocation(line: 22, column: 12, scope: !82)
!86 = !DILocation(line: 23, column: 12, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !3, line: 23, column: 5)
!88 = !DILocation(line: 23, column: 10, scope: !87)
!89 = !DILocation(line: 23, column: 17, scope: !90)
!90 = distinct !DILexicalBlock(scope: !87, file: !3, line: 23, column: 5)
!91 = !DILocation(line: 23, column: 21, scope: !90)
!92 = !DILocation(line: 23, column: 19, scope: !90)
!93 = !DILocation(line: 23, column: 5, scope: !87)
!94 = !DILocation(line: 24, column: 14, scope: !90)
!95 = !DILocation(line: 24, column: 16, scope: !90)
!96 = !DILocation(line: 24, column: 20, scope: !90)
!97 = !DILocation(line: 24, column: 18, scope: !90)
!98 = !DILocation(line: 24, column: 24, scope: !90)
!99 = !DILocation(line: 24, column: 22, scope: !90)
!100 = !DILocation(line: 24, column: 29, scope: !90)
!101 = !DILocation(line: 24, column: 31, scope: !90)
!102 = !DILocation(line: 24, column: 11, scope: !90)
!103 = !DILocation(line: 24, column: 7, scope: !90)
!104 = !DILocation(line: 23, column: 25, scope: !90)
!105 = !DILocation(line: 23, column: 5, scope: !90)
!106 = distinct !{!106, !93, !107, !108}
!107 = !DILocation(line: 24, column: 32, scope: !87)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 25, column: 12, scope: !82)
!110 = !DILocation(line: 25, column: 5, scope: !82)
!111 = !DILocation(line: 25, column: 7, scope: !82)
!112 = !DILocation(line: 25, column: 10, scope: !82)
!113 = !DILocation(line: 26, column: 3, scope: !82)
!114 = distinct !{!114, !80, !115}
!115 = !DILocation(line: 19, column: 25, scope: !48)
!116 = !DILocation(line: 26, column: 3, scope: !48)
!117 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !49, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!118 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !117, type: !51, flags: DIFlagArtificial)
!119 = !DILocation(line: 0, scope: !117)
!120 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !117, type: !51, flags: DIFlagArtificial)
!121 = !DILocalVariable(name: "n", arg: 3, scope: !117, type: !55, flags: DIFlagArtificial)
!122 = !DILocalVariable(name: "a", arg: 4, scope: !117, type: !56, flags: DIFlagArtificial)
!123 = !DILocalVariable(name: "x", arg: 5, scope: !117, type: !56, flags: DIFlagArtificial)
!124 = !DILocalVariable(name: "y", arg: 6, scope: !117, type: !57, flags: DIFlagArtificial)
!125 = !DILocation(line: 19, column: 1, scope: !117)
!126 = !{!127}
!127 = !{i64 2, i64 -1, i64 -1, i1 true}
!128 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !129, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!129 = !DISubroutineType(types: !130)
!130 = !{!31}
!131 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 31, type: !31)
!132 = !DILocation(line: 31, column: 7, scope: !128)
!133 = !DILocalVariable(name: "s", scope: !128, file: !3, line: 32, type: !5)
!134 = !DILocation(line: 32, column: 10, scope: !128)
!135 = !DILocation(line: 33, column: 10, scope: !136)
!136 = distinct !DILexicalBlock(scope: !128, file: !3, line: 33, column: 3)
!137 = !DILocation(line: 33, column: 8, scope: !136)
!138 = !DILocation(line: 33, column: 15, scope: !139)
!139 = distinct !DILexicalBlock(scope: !136, file: !3, line: 33, column: 3)
!140 = !DILocation(line: 33, column: 17, scope: !139)
!141 = !DILocation(line: 33, column: 3, scope: !136)
!142 = !DILocation(line: 34, column: 21, scope: !139)
!143 = !DILocation(line: 34, column: 23, scope: !139)
!144 = !DILocation(line: 34, column: 12, scope: !139)
!145 = !DILocation(line: 34, column: 29, scope: !139)
!146 = !DILocation(line: 34, column: 7, scope: !139)
!147 = !DILocation(line: 34, column: 5, scope: !139)
!148 = !DILocation(line: 34, column: 10, scope: !139)
!149 = !DILocation(line: 33, column: 27, scope: !139)
!150 = !DILocation(line: 33, column: 3, scope: !139)
!151 = distinct !{!151, !141, !152, !108}
!152 = !DILocation(line: 34, column: 31, scope: !136)
!153 = !DILocation(line: 35, column: 10, scope: !154)
!154 = distinct !DILexicalBlock(scope: !128, file: !3, line: 35, column: 3)
!155 = !DILocation(line: 35, column: 8, scope: !154)
!156 = !DILocation(line: 35, column: 15, scope: !157)
!157 = distinct !DILexicalBlock(scope: !154, file: !3, line: 35, column: 3)
!158 = !DILocation(line: 35, column: 17, scope: !157)
!159 = !DILocation(line: 35, column: 3, scope: !154)
!160 = !DILocation(line: 36, column: 27, scope: !157)
!161 = !DILocation(line: 36, column: 29, scope: !157)
!162 = !DILocation(line: 36, column: 18, scope: !157)
!163 = !DILocation(line: 36, column: 16, scope: !157)
!164 = !DILocation(line: 36, column: 7, scope: !157)
!165 = !DILocation(line: 36, column: 5, scope: !157)
!166 = !DILocation(line: 36, column: 10, scope: !157)
!167 = !DILocation(line: 35, column: 23, scope: !157)
!168 = !DILocation(line: 35, column: 3, scope: !157)
!169 = distinct !{!169, !159, !170, !108}
!170 = !DILocation(line: 36, column: 32, scope: !154)
!171 = !DILocation(line: 37, column: 3, scope: !128)
!172 = !DILocation(line: 38, column: 10, scope: !173)
!173 = distinct !DILexicalBlock(scope: !128, file: !3, line: 38, column: 3)
!174 = !DILocation(line: 38, column: 8, scope: !173)
!175 = !DILocation(line: 38, column: 15, scope: !176)
!176 = distinct !DILexicalBlock(scope: !173, file: !3, line: 38, column: 3)
!177 = !DILocation(line: 38, column: 17, scope: !176)
!178 = !DILocation(line: 38, column: 3, scope: !173)
!179 = !DILocation(line: 39, column: 12, scope: !176)
!180 = !DILocation(line: 39, column: 10, scope: !176)
!181 = !DILocation(line: 39, column: 7, scope: !176)
!182 = !DILocation(line: 39, column: 5, scope: !176)
!183 = !DILocation(line: 38, column: 23, scope: !176)
!184 = !DILocation(line: 38, column: 3, scope: !176)
!185 = distinct !{!185, !178, !186, !108}
!186 = !DILocation(line: 39, column: 13, scope: !173)
!187 = !DILocation(line: 40, column: 14, scope: !128)
!188 = !DILocation(line: 40, column: 12, scope: !128)
!189 = !DILocation(line: 41, column: 3, scope: !128)
