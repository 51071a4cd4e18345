; ModuleID = 'omp_ger.c'
source_filename = "omp_ger.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [33 x i8] c";omp_ger.c;kernel_omp_ger;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_ger.c;kernel_omp_ger;19;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@X = internal global [96 x double] zeroinitializer, align 16, !dbg !7
@Y = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@A = internal global [96 x [96 x double]] zeroinitializer, align 16, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_ger(i32 noundef %0, i32 noundef %1, double noundef %2, [96 x double]* noundef %3, double* noundef %4, double* noundef %5) #0 !dbg !27 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca [96 x double]*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 %1, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !37, metadata !DIExpression()), !dbg !38
  store double %2, double* %9, align 8
  call void @llvm.dbg.declare(metadata double* %9, metadata !39, metadata !DIExpression()), !dbg !40
  store [96 x double]* %3, [96 x double]** %10, align 8
  call void @llvm.dbg.declare(metadata [96 x double]** %10, metadata !41, metadata !DIExpression()), !dbg !42
  store double* %4, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !43, metadata !DIExpression()), !dbg !44
  store double* %5, double** %12, align 8
  call void @llvm.dbg.declare(metadata double** %12, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %13, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata i32* %14, metadata !49, metadata !DIExpression()), !dbg !50
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, [96 x double]**, double*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %7, i32* %8, [96 x double]** %10, double* %9, double** %11, double** %12), !dbg !51
  ret void, !dbg !52
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, [96 x double]** noundef nonnull align 8 dereferenceable(8) %4, double* noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6, double** noundef nonnull align 8 dereferenceable(8) %7) #2 !dbg !53 {
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca [96 x double]**, align 8
  %14 = alloca double*, align 8
  %15 = alloca double**, align 8
  %16 = alloca double**, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  store i32* %0, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !64, metadata !DIExpression()), !dbg !65
  store i32* %1, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !66, metadata !DIExpression()), !dbg !65
  store i32* %2, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !67, metadata !DIExpression()), !dbg !68
  store i32* %3, i32** %12, align 8
  call void @llvm.dbg.declare(metadata i32** %12, metadata !69, metadata !DIExpression()), !dbg !70
  store [96 x double]** %4, [96 x double]*** %13, align 8
  call void @llvm.dbg.declare(metadata [96 x double]*** %13, metadata !71, metadata !DIExpression()), !dbg !72
  store double* %5, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !73, metadata !DIExpression()), !dbg !74
  store double** %6, double*** %15, align 8
  call void @llvm.dbg.declare(metadata double*** %15, metadata !75, metadata !DIExpression()), !dbg !76
  store double** %7, double*** %16, align 8
  call void @llvm.dbg.declare(metadata double*** %16, metadata !77, metadata !DIExpression()), !dbg !78
  %28 = load i32*, i32** %11, align 8, !dbg !79
  %29 = load i32*, i32** %12, align 8, !dbg !79
  %30 = load [96 x double]**, [96 x double]*** %13, align 8, !dbg !79
  %31 = load double*, double** %14, align 8, !dbg !79
  %32 = load double**, double*** %15, align 8, !dbg !79
  %33 = load double**, double*** %16, align 8, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %17, metadata !80, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i32* %19, metadata !81, metadata !DIExpression()), !dbg !65
  %34 = load i32, i32* %28, align 4, !dbg !82
  store i32 %34, i32* %19, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32* %20, metadata !81, metadata !DIExpression()), !dbg !65
  %35 = load i32, i32* %19, align 4, !dbg !82
  %36 = sub nsw i32 %35, 0, !dbg !79
  %37 = sdiv i32 %36, 1, !dbg !79
  %38 = sub nsw i32 %37, 1, !dbg !79
  store i32 %38, i32* %20, align 4, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %21, metadata !83, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %21, align 4, !dbg !84
  %39 = load i32, i32* %19, align 4, !dbg !82
  %40 = icmp slt i32 0, %39, !dbg !79
  br i1 %40, label %41, label %101, !dbg !79

41:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %22, metadata !85, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %22, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %23, metadata !87, metadata !DIExpression()), !dbg !65
  %42 = load i32, i32* %20, align 4, !dbg !79
  store i32 %42, i32* %23, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %24, metadata !88, metadata !DIExpression()), !dbg !65
  store i32 1, i32* %24, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %25, metadata !89, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %25, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %26, metadata !90, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i32* %27, metadata !83, metadata !DIExpression()), !dbg !65
  %43 = load i32*, i32** %9, align 8, !dbg !79
  %44 = load i32, i32* %43, align 4, !dbg !79
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %44, i32 34, i32* %25, i32* %22, i32* %23, i32* %24, i32 1, i32 1), !dbg !91
  %45 = load i32, i32* %23, align 4, !dbg !86
  %46 = load i32, i32* %20, align 4, !dbg !79
  %47 = icmp sgt i32 %45, %46, !dbg !86
  br i1 %47, label %48, label %50, !dbg !86

48:                                               ; preds = %41
  %49 = load i32, i32* %20, align 4, !dbg !79
  br label %52, !dbg !86

50:                                               ; preds = %41
  %51 = load i32, i32* %23, align 4, !dbg !86
  br label %52, !dbg !86

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %49, %48 ], [ %51, %50 ], !dbg !86
  store i32 %53, i32* %23, align 4, !dbg !86
  %54 = load i32, i32* %22, align 4, !dbg !86
  store i32 %54, i32* %17, align 4, !dbg !86
  br label %55, !dbg !79

55:                                               ; preds = %94, %52
  %56 = load i32, i32* %17, align 4, !dbg !86
  %57 = load i32, i32* %23, align 4, !dbg !86
  %58 = icmp sle i32 %56, %57, !dbg !79
  br i1 %58, label %59, label %97, !dbg !79

59:                                               ; preds = %55
  %60 = load i32, i32* %17, align 4, !dbg !86
  %61 = mul nsw i32 %60, 1, !dbg !84
  %62 = add nsw i32 0, %61, !dbg !84
  store i32 %62, i32* %27, align 4, !dbg !84
  store i32 0, i32* %26, align 4, !dbg !92
  br label %63, !dbg !94

63:                                               ; preds = %89, %59
  %64 = load i32, i32* %26, align 4, !dbg !95
  %65 = load i32, i32* %29, align 4, !dbg !97
  %66 = icmp slt i32 %64, %65, !dbg !98
  br i1 %66, label %67, label %92, !dbg !99

67:                                               ; preds = %63
  %68 = load double, double* %31, align 8, !dbg !100
  %69 = load double*, double** %32, align 8, !dbg !101
  %70 = load i32, i32* %27, align 4, !dbg !102
  %71 = sext i32 %70 to i64, !dbg !101
  %72 = getelementptr inbounds double, double* %69, i64 %71, !dbg !101
  %73 = load double, double* %72, align 8, !dbg !101
  %74 = fmul double %68, %73, !dbg !103
  %75 = load double*, double** %33, align 8, !dbg !104
  %76 = load i32, i32* %26, align 4, !dbg !105
  %77 = sext i32 %76 to i64, !dbg !104
  %78 = getelementptr inbounds double, double* %75, i64 %77, !dbg !104
  %79 = load double, double* %78, align 8, !dbg !104
  %80 = load [96 x double]*, [96 x double]** %30, align 8, !dbg !106
  %81 = load i32, i32* %27, align 4, !dbg !107
  %82 = sext i32 %81 to i64, !dbg !106
  %83 = getelementptr inbounds [96 x double], [96 x double]* %80, i64 %82, !dbg !106
  %84 = load i32, i32* %26, align 4, !dbg !108
  %85 = sext i32 %84 to i64, !dbg !106
  %86 = getelementptr inbounds [96 x double], [96 x double]* %83, i64 0, i64 %85, !dbg !106
  %87 = load double, double* %86, align 8, !dbg !109
  %88 = call double @llvm.fmuladd.f64(double %74, double %79, double %87), !dbg !109
  store double %88, double* %86, align 8, !dbg !109
  br label %89, !dbg !106

89:                                               ; preds = %67
  %90 = load i32, i32* %26, align 4, !dbg !110
  %91 = add nsw i32 %90, 1, !dbg !110
  store i32 %91, i32* %26, align 4, !dbg !110
  br label %63, !dbg !111, !llvm.loop !112

92:                                               ; preds = %63
  br label %93, !dbg !113

93:                                               ; preds = %92
  br label %94, !dbg !91

94:                                               ; preds = %93
  %95 = load i32, i32* %17, align 4, !dbg !86
  %96 = add nsw i32 %95, 1, !dbg !79
  store i32 %96, i32* %17, align 4, !dbg !79
  br label %55, !dbg !91, !llvm.loop !115

97:                                               ; preds = %55
  br label %98, !dbg !91

98:                                               ; preds = %97
  %99 = load i32*, i32** %9, align 8, !dbg !91
  %100 = load i32, i32* %99, align 4, !dbg !91
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %100), !dbg !116
  br label %101, !dbg !91

101:                                              ; preds = %98, %8
  ret void, !dbg !117
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, [96 x double]** noundef nonnull align 8 dereferenceable(8) %4, double* noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6, double** noundef nonnull align 8 dereferenceable(8) %7) #2 !dbg !118 {
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca [96 x double]**, align 8
  %14 = alloca double*, align 8
  %15 = alloca double**, align 8
  %16 = alloca double**, align 8
  store i32* %0, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !119, metadata !DIExpression()), !dbg !120
  store i32* %1, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !121, metadata !DIExpression()), !dbg !120
  store i32* %2, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !122, metadata !DIExpression()), !dbg !120
  store i32* %3, i32** %12, align 8
  call void @llvm.dbg.declare(metadata i32** %12, metadata !123, metadata !DIExpression()), !dbg !120
  store [96 x double]** %4, [96 x double]*** %13, align 8
  call void @llvm.dbg.declare(metadata [96 x double]*** %13, metadata !124, metadata !DIExpression()), !dbg !120
  store double* %5, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !125, metadata !DIExpression()), !dbg !120
  store double** %6, double*** %15, align 8
  call void @llvm.dbg.declare(metadata double*** %15, metadata !126, metadata !DIExpression()), !dbg !120
  store double** %7, double*** %16, align 8
  call void @llvm.dbg.declare(metadata double*** %16, metadata !127, metadata !DIExpression()), !dbg !120
  %17 = load i32*, i32** %11, align 8, !dbg !128
  %18 = load i32*, i32** %12, align 8, !dbg !128
  %19 = load [96 x double]**, [96 x double]*** %13, align 8, !dbg !128
  %20 = load double*, double** %14, align 8, !dbg !128
  %21 = load double**, double*** %15, align 8, !dbg !128
  %22 = load double**, double*** %16, align 8, !dbg !128
  %23 = load i32*, i32** %9, align 8, !dbg !128
  %24 = load i32*, i32** %10, align 8, !dbg !128
  %25 = load i32*, i32** %11, align 8, !dbg !128
  %26 = load i32*, i32** %12, align 8, !dbg !128
  %27 = load [96 x double]**, [96 x double]*** %13, align 8, !dbg !128
  %28 = load double*, double** %14, align 8, !dbg !128
  %29 = load double**, double*** %15, align 8, !dbg !128
  %30 = load double**, double*** %16, align 8, !dbg !128
  call void @.omp_outlined._debug__(i32* %23, i32* %24, i32* %25, i32* %26, [96 x double]** %27, double* %28, double** %29, double** %30) #3, !dbg !128
  ret void, !dbg !128
}

; Function Attrs: nounwind
declare !callback !129 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !131 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !134, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.declare(metadata i32* %3, metadata !136, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.declare(metadata double* %4, metadata !138, metadata !DIExpression()), !dbg !139
  store double 0.000000e+00, double* %4, align 8, !dbg !139
  store i32 0, i32* %2, align 4, !dbg !140
  br label %5, !dbg !142

5:                                                ; preds = %43, %0
  %6 = load i32, i32* %2, align 4, !dbg !143
  %7 = icmp slt i32 %6, 96, !dbg !145
  br i1 %7, label %8, label %46, !dbg !146

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !147
  %10 = srem i32 %9, 10, !dbg !149
  %11 = sitofp i32 %10 to double, !dbg !150
  %12 = fdiv double %11, 1.000000e+01, !dbg !151
  %13 = load i32, i32* %2, align 4, !dbg !152
  %14 = sext i32 %13 to i64, !dbg !153
  %15 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %14, !dbg !153
  store double %12, double* %15, align 8, !dbg !154
  %16 = load i32, i32* %2, align 4, !dbg !155
  %17 = sub nsw i32 96, %16, !dbg !156
  %18 = srem i32 %17, 6, !dbg !157
  %19 = sitofp i32 %18 to double, !dbg !158
  %20 = fdiv double %19, 6.000000e+00, !dbg !159
  %21 = load i32, i32* %2, align 4, !dbg !160
  %22 = sext i32 %21 to i64, !dbg !161
  %23 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %22, !dbg !161
  store double %20, double* %23, align 8, !dbg !162
  store i32 0, i32* %3, align 4, !dbg !163
  br label %24, !dbg !165

24:                                               ; preds = %39, %8
  %25 = load i32, i32* %3, align 4, !dbg !166
  %26 = icmp slt i32 %25, 96, !dbg !168
  br i1 %26, label %27, label %42, !dbg !169

27:                                               ; preds = %24
  %28 = load i32, i32* %2, align 4, !dbg !170
  %29 = load i32, i32* %3, align 4, !dbg !171
  %30 = sub nsw i32 %28, %29, !dbg !172
  %31 = sitofp i32 %30 to double, !dbg !173
  %32 = fdiv double %31, 9.600000e+01, !dbg !174
  %33 = load i32, i32* %2, align 4, !dbg !175
  %34 = sext i32 %33 to i64, !dbg !176
  %35 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %34, !dbg !176
  %36 = load i32, i32* %3, align 4, !dbg !177
  %37 = sext i32 %36 to i64, !dbg !176
  %38 = getelementptr inbounds [96 x double], [96 x double]* %35, i64 0, i64 %37, !dbg !176
  store double %32, double* %38, align 8, !dbg !178
  br label %39, !dbg !176

39:                                               ; preds = %27
  %40 = load i32, i32* %3, align 4, !dbg !179
  %41 = add nsw i32 %40, 1, !dbg !179
  store i32 %41, i32* %3, align 4, !dbg !179
  br label %24, !dbg !180, !llvm.loop !181

42:                                               ; preds = %24
  br label %43, !dbg !183

43:                                               ; preds = %42
  %44 = load i32, i32* %2, align 4, !dbg !184
  %45 = add nsw i32 %44, 1, !dbg !184
  store i32 %45, i32* %2, align 4, !dbg !184
  br label %5, !dbg !185, !llvm.loop !186

46:                                               ; preds = %5
  call void @kernel_omp_ger(i32 noundef 96, i32 noundef 96, double noundef 7.500000e-01, [96 x double]* noundef getelementptr inbounds ([96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @Y, i64 0, i64 0)), !dbg !188
  store i32 0, i32* %2, align 4, !dbg !189
  br label %47, !dbg !191

47:                                               ; preds = %68, %46
  %48 = load i32, i32* %2, align 4, !dbg !192
  %49 = icmp slt i32 %48, 96, !dbg !194
  br i1 %49, label %50, label %71, !dbg !195

50:                                               ; preds = %47
  store i32 0, i32* %3, align 4, !dbg !196
  br label %51, !dbg !198

51:                                               ; preds = %64, %50
  %52 = load i32, i32* %3, align 4, !dbg !199
  %53 = icmp slt i32 %52, 96, !dbg !201
  br i1 %53, label %54, label %67, !dbg !202

54:                                               ; preds = %51
  %55 = load i32, i32* %2, align 4, !dbg !203
  %56 = sext i32 %55 to i64, !dbg !204
  %57 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %56, !dbg !204
  %58 = load i32, i32* %3, align 4, !dbg !205
  %59 = sext i32 %58 to i64, !dbg !204
  %60 = getelementptr inbounds [96 x double], [96 x double]* %57, i64 0, i64 %59, !dbg !204
  %61 = load double, double* %60, align 8, !dbg !204
  %62 = load double, double* %4, align 8, !dbg !206
  %63 = fadd double %62, %61, !dbg !206
  store double %63, double* %4, align 8, !dbg !206
  br label %64, !dbg !207

64:                                               ; preds = %54
  %65 = load i32, i32* %3, align 4, !dbg !208
  %66 = add nsw i32 %65, 1, !dbg !208
  store i32 %66, i32* %3, align 4, !dbg !208
  br label %51, !dbg !209, !llvm.loop !210

67:                                               ; preds = %51
  br label %68, !dbg !211

68:                                               ; preds = %67
  %69 = load i32, i32* %2, align 4, !dbg !212
  %70 = add nsw i32 %69, 1, !dbg !212
  store i32 %70, i32* %2, align 4, !dbg !212
  br label %47, !dbg !213, !llvm.loop !214

71:                                               ; preds = %47
  %72 = load double, double* %4, align 8, !dbg !216
  store double %72, double* @checksum, align 8, !dbg !217
  ret i32 0, !dbg !218
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_ger.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !17)
!17 = !{!11, !11}
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"openmp", i32 50}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_omp_ger", scope: !3, file: !3, line: 14, type: !28, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !30, !30, !5, !31, !32, !32}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!34 = !{}
!35 = !DILocalVariable(name: "m", arg: 1, scope: !27, file: !3, line: 14, type: !30)
!36 = !DILocation(line: 14, column: 51, scope: !27)
!37 = !DILocalVariable(name: "n", arg: 2, scope: !27, file: !3, line: 14, type: !30)
!38 = !DILocation(line: 14, column: 58, scope: !27)
!39 = !DILocalVariable(name: "alpha", arg: 3, scope: !27, file: !3, line: 14, type: !5)
!40 = !DILocation(line: 14, column: 68, scope: !27)
!41 = !DILocalVariable(name: "a", arg: 4, scope: !27, file: !3, line: 15, type: !31)
!42 = !DILocation(line: 15, column: 56, scope: !27)
!43 = !DILocalVariable(name: "x", arg: 5, scope: !27, file: !3, line: 15, type: !32)
!44 = !DILocation(line: 15, column: 77, scope: !27)
!45 = !DILocalVariable(name: "y", arg: 6, scope: !27, file: !3, line: 16, type: !32)
!46 = !DILocation(line: 16, column: 61, scope: !27)
!47 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 18, type: !30)
!48 = !DILocation(line: 18, column: 7, scope: !27)
!49 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 18, type: !30)
!50 = !DILocation(line: 18, column: 10, scope: !27)
!51 = !DILocation(line: 19, column: 1, scope: !27)
!52 = !DILocation(line: 23, column: 1, scope: !27)
!53 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !54, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!54 = !DISubroutineType(types: !55)
!55 = !{null, !56, !56, !60, !60, !61, !62, !63, !63}
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!60 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !32, size: 64)
!64 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !53, type: !56, flags: DIFlagArtificial)
!65 = !DILocation(line: 0, scope: !53)
!66 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !53, type: !56, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: "m", arg: 3, scope: !53, file: !3, line: 14, type: !60)
!68 = !DILocation(line: 14, column: 51, scope: !53)
!69 = !DILocalVariable(name: "n", arg: 4, scope: !53, file: !3, line: 14, type: !60)
!70 = !DILocation(line: 14, column: 58, scope: !53)
!71 = !DILocalVariable(name: "a", arg: 5, scope: !53, file: !3, line: 15, type: !61)
!72 = !DILocation(line: 15, column: 56, scope: !53)
!73 = !DILocalVariable(name: "alpha", arg: 6, scope: !53, file: !3, line: 14, type: !62)
!74 = !DILocation(line: 14, column: 68, scope: !53)
!75 = !DILocalVariable(name: "x", arg: 7, scope: !53, file: !3, line: 15, type: !63)
!76 = !DILocation(line: 15, column: 77, scope: !53)
!77 = !DILocalVariable(name: "y", arg: 8, scope: !53, file: !3, line: 16, type: !63)
!78 = !DILocation(line: 16, column: 61, scope: !53)
!79 = !DILocation(line: 20, column: 3, scope: !53)
!80 = !DILocalVariable(name: ".omp.iv", scope: !53, type: !30, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".capture_expr.", scope: !53, type: !30, flags: DIFlagArtificial)
!82 = !DILocation(line: 20, column: 19, scope: !53)
!83 = !DILocalVariable(name: "i", scope: !53, type: !30, flags: DIFlagArtificial)
!84 = !DILocation(line: 20, column: 22, scope: !53)
!85 = !DILocalVariable(name: ".omp.lb", scope: !53, type: !30, flags: DIFlagArtificial)
!86 = !DILocation(line: 20, column: 8, scope: !53)
!87 = !DILocalVariable(name: ".omp.ub", scope: !53, type: !30, flags: DIFlagArtificial)
!88 = !DILocalVariable(name: ".omp.stride", scope: !53, type: !30, flags: DIFlagArtificial)
!89 = !DILocalVariable(name: ".omp.is_last", scope: !53, type: !30, flags: DIFlagArtificial)
!90 = !DILocalVariable(name: "j", scope: !53, type: !30, flags: DIFlagArtificial)
!91 = !DILocation(line: 19, column: 1, scope: !53)
!92 = !DILocation(line: 21, column: 12, scope: !93)
!93 = distinct !DILexicalBlock(scope: !53, file: !3, line: 21, column: 5)
!94 = !DILocation(line: 21, column: 10, scope: !93)
!95 = !DILocation(line: 21, column: 17, scope: !96)
!96 = distinct !DILexicalBlock(scope: !93, file: !3, line: 21, column: 5)
!97 = !DILocation(line: 21, column: 21, scope: !96)
!98 = !DILocation(line: 21, column: 19, scope: !96)
!99 = !DILocation(line: 21, column: 5, scope: !93)
!100 = !DILocation(line: 22, column: 18, scope: !96)
!101 = !DILocation(line: 22, column: 26, scope: !96)
!102 = !DILocation(line: 22, column: 28, scope: !96)
!103 = !DILocation(line: 22, column: 24, scope: !96)
!104 = !DILocation(line: 22, column: 33, scope: !96)
!105 = !DILocation(line: 22, column: 35, scope: !96)
!106 = !DILocation(line: 22, column: 7, scope: !96)
!107 = !DILocation(line: 22, column: 9, scope: !96)
!108 = !DILocation(line: 22, column: 12, scope: !96)
!109 = !DILocation(line: 22, column: 15, scope: !96)
!110 = !DILocation(line: 21, column: 25, scope: !96)
!111 = !DILocation(line: 21, column: 5, scope: !96)
!112 = distinct !{!112, !99, !113, !114}
!113 = !DILocation(line: 22, column: 36, scope: !93)
!114 = !{!"llvm.loop.mustprogress"}
!115 = distinct !{!115, !91, !116}
!116 = !DILocation(line: 19, column: 36, scope: !53)
!117 = !DILocation(line: 22, column: 36, scope: !53)
!118 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !54, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!119 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !118, type: !56, flags: DIFlagArtificial)
!120 = !DILocation(line: 0, scope: !118)
!121 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !118, type: !56, flags: DIFlagArtificial)
!122 = !DILocalVariable(name: "m", arg: 3, scope: !118, type: !60, flags: DIFlagArtificial)
!123 = !DILocalVariable(name: "n", arg: 4, scope: !118, type: !60, flags: DIFlagArtificial)
!124 = !DILocalVariable(name: "a", arg: 5, scope: !118, type: !61, flags: DIFlagArtificial)
!125 = !DILocalVariable(name: "alpha", arg: 6, scope: !118, type: !62, flags: DIFlagArtificial)
!126 = !DILocalVariable(name: "x", arg: 7, scope: !118, type: !63, flags: DIFlagArtificial)
!127 = !DILocalVariable(name: "y", arg: 8, scope: !118, type: !63, flags: DIFlagArtificial)
!128 = !DILocation(line: 19, column: 1, scope: !118)
!129 = !{!130}
!130 = !{i64 2, i64 -1, i64 -1, i1 true}
!131 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !132, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!132 = !DISubroutineType(types: !133)
!133 = !{!30}
!134 = !DILocalVariable(name: "i", scope: !131, file: !3, line: 27, type: !30)
!135 = !DILocation(line: 27, column: 7, scope: !131)
!136 = !DILocalVariable(name: "j", scope: !131, file: !3, line: 27, type: !30)
!137 = !DILocation(line: 27, column: 10, scope: !131)
!138 = !DILocalVariable(name: "s", scope: !131, file: !3, line: 28, type: !5)
!139 = !DILocation(line: 28, column: 10, scope: !131)
!140 = !DILocation(line: 29, column: 10, scope: !141)
!141 = distinct !DILexicalBlock(scope: !131, file: !3, line: 29, column: 3)
!142 = !DILocation(line: 29, column: 8, scope: !141)
!143 = !DILocation(line: 29, column: 15, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !3, line: 29, column: 3)
!145 = !DILocation(line: 29, column: 17, scope: !144)
!146 = !DILocation(line: 29, column: 3, scope: !141)
!147 = !DILocation(line: 30, column: 21, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !3, line: 29, column: 27)
!149 = !DILocation(line: 30, column: 23, scope: !148)
!150 = !DILocation(line: 30, column: 12, scope: !148)
!151 = !DILocation(line: 30, column: 29, scope: !148)
!152 = !DILocation(line: 30, column: 7, scope: !148)
!153 = !DILocation(line: 30, column: 5, scope: !148)
!154 = !DILocation(line: 30, column: 10, scope: !148)
!155 = !DILocation(line: 31, column: 26, scope: !148)
!156 = !DILocation(line: 31, column: 24, scope: !148)
!157 = !DILocation(line: 31, column: 29, scope: !148)
!158 = !DILocation(line: 31, column: 12, scope: !148)
!159 = !DILocation(line: 31, column: 34, scope: !148)
!160 = !DILocation(line: 31, column: 7, scope: !148)
!161 = !DILocation(line: 31, column: 5, scope: !148)
!162 = !DILocation(line: 31, column: 10, scope: !148)
!163 = !DILocation(line: 32, column: 12, scope: !164)
!164 = distinct !DILexicalBlock(scope: !148, file: !3, line: 32, column: 5)
!165 = !DILocation(line: 32, column: 10, scope: !164)
!166 = !DILocation(line: 32, column: 17, scope: !167)
!167 = distinct !DILexicalBlock(scope: !164, file: !3, line: 32, column: 5)
!168 = !DILocation(line: 32, column: 19, scope: !167)
!169 = !DILocation(line: 32, column: 5, scope: !164)
!170 = !DILocation(line: 33, column: 26, scope: !167)
!171 = !DILocation(line: 33, column: 30, scope: !167)
!172 = !DILocation(line: 33, column: 28, scope: !167)
!173 = !DILocation(line: 33, column: 17, scope: !167)
!174 = !DILocation(line: 33, column: 33, scope: !167)
!175 = !DILocation(line: 33, column: 9, scope: !167)
!176 = !DILocation(line: 33, column: 7, scope: !167)
!177 = !DILocation(line: 33, column: 12, scope: !167)
!178 = !DILocation(line: 33, column: 15, scope: !167)
!179 = !DILocation(line: 32, column: 25, scope: !167)
!180 = !DILocation(line: 32, column: 5, scope: !167)
!181 = distinct !{!181, !169, !182, !114}
!182 = !DILocation(line: 33, column: 35, scope: !164)
!183 = !DILocation(line: 34, column: 3, scope: !148)
!184 = !DILocation(line: 29, column: 23, scope: !144)
!185 = !DILocation(line: 29, column: 3, scope: !144)
!186 = distinct !{!186, !146, !187, !114}
!187 = !DILocation(line: 34, column: 3, scope: !141)
!188 = !DILocation(line: 35, column: 3, scope: !131)
!189 = !DILocation(line: 36, column: 10, scope: !190)
!190 = distinct !DILexicalBlock(scope: !131, file: !3, line: 36, column: 3)
!191 = !DILocation(line: 36, column: 8, scope: !190)
!192 = !DILocation(line: 36, column: 15, scope: !193)
!193 = distinct !DILexicalBlock(scope: !190, file: !3, line: 36, column: 3)
!194 = !DILocation(line: 36, column: 17, scope: !193)
!195 = !DILocation(line: 36, column: 3, scope: !190)
!196 = !DILocation(line: 37, column: 12, scope: !197)
!197 = distinct !DILexicalBlock(scope: !193, file: !3, line: 37, column: 5)
!198 = !DILocation(line: 37, column: 10, scope: !197)
!199 = !DILocation(line: 37, column: 17, scope: !200)
!200 = distinct !DILexicalBlock(scope: !197, file: !3, line: 37, column: 5)
!201 = !DILocation(line: 37, column: 19, scope: !200)
!202 = !DILocation(line: 37, column: 5, scope: !197)
!203 = !DILocation(line: 38, column: 14, scope: !200)
!204 = !DILocation(line: 38, column: 12, scope: !200)
!205 = !DILocation(line: 38, column: 17, scope: !200)
!206 = !DILocation(line: 38, column: 9, scope: !200)
!207 = !DILocation(line: 38, column: 7, scope: !200)
!208 = !DILocation(line: 37, column: 25, scope: !200)
!209 = !DILocation(line: 37, column: 5, scope: !200)
!210 = distinct !{!210, !202, !211, !114}
!211 = !DILocation(line: 38, column: 18, scope: !197)
!212 = !DILocation(line: 36, column: 23, scope: !193)
!213 = !DILocation(line: 36, column: 3, scope: !193)
!214 = distinct !{!214, !195, !215, !114}
!215 = !DILocation(line: 38, column: 18, scope: !190)
!216 = !DILocation(line: 39, column: 14, scope: !131)
!217 = !DILocation(line: 39, column: 12, scope: !131)
!218 = !DILocation(line: 40, column: 3, scope: !131)
