; ModuleID = 'omp_dot.c'
source_filename = "omp_dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [33 x i8] c";omp_dot.c;kernel_omp_dot;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_dot.c;kernel_omp_dot;17;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@X = internal global [200000 x double] zeroinitializer, align 16, !dbg !7
@Y = internal global [200000 x double] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @kernel_omp_dot(i32 noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !23 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !31
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !32, metadata !DIExpression()), !dbg !33
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %7, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata double* %8, metadata !38, metadata !DIExpression()), !dbg !39
  store double 0.000000e+00, double* %8, align 8, !dbg !39
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @5, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %4, double* %8, double** %5, double** %6), !dbg !40
  %9 = load double, double* %8, align 8, !dbg !41
  ret double %9, !dbg !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !43 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double*, align 8
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
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  %24 = alloca [1 x i8*], align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !53, metadata !DIExpression()), !dbg !54
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !55, metadata !DIExpression()), !dbg !54
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !56, metadata !DIExpression()), !dbg !57
  store double* %3, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !58, metadata !DIExpression()), !dbg !59
  store double** %4, double*** %11, align 8
  call void @llvm.dbg.declare(metadata double*** %11, metadata !60, metadata !DIExpression()), !dbg !61
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !62, metadata !DIExpression()), !dbg !63
  %27 = load i32*, i32** %9, align 8, !dbg !64
  %28 = load double*, double** %10, align 8, !dbg !64
  %29 = load double**, double*** %11, align 8, !dbg !64
  %30 = load double**, double*** %12, align 8, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %13, metadata !65, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %15, metadata !66, metadata !DIExpression()), !dbg !54
  %31 = load i32, i32* %27, align 4, !dbg !67
  store i32 %31, i32* %15, align 4, !dbg !67
  call void @llvm.dbg.declare(metadata i32* %16, metadata !66, metadata !DIExpression()), !dbg !54
  %32 = load i32, i32* %15, align 4, !dbg !67
  %33 = sub nsw i32 %32, 0, !dbg !64
  %34 = sdiv i32 %33, 1, !dbg !64
  %35 = sub nsw i32 %34, 1, !dbg !64
  store i32 %35, i32* %16, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %17, metadata !68, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %17, align 4, !dbg !69
  %36 = load i32, i32* %15, align 4, !dbg !67
  %37 = icmp slt i32 0, %36, !dbg !64
  br i1 %37, label %38, label %108, !dbg !64

38:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %18, metadata !70, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %18, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %19, metadata !72, metadata !DIExpression()), !dbg !54
  %39 = load i32, i32* %16, align 4, !dbg !64
  store i32 %39, i32* %19, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %20, metadata !73, metadata !DIExpression()), !dbg !54
  store i32 1, i32* %20, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %21, metadata !74, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %21, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata double* %22, metadata !75, metadata !DIExpression()), !dbg !54
  store double 0.000000e+00, double* %22, align 8, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %23, metadata !68, metadata !DIExpression()), !dbg !54
  %40 = load i32*, i32** %7, align 8, !dbg !64
  %41 = load i32, i32* %40, align 4, !dbg !64
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %41, i32 34, i32* %21, i32* %18, i32* %19, i32* %20, i32 1, i32 1), !dbg !77
  %42 = load i32, i32* %19, align 4, !dbg !71
  %43 = load i32, i32* %16, align 4, !dbg !64
  %44 = icmp sgt i32 %42, %43, !dbg !71
  br i1 %44, label %45, label %47, !dbg !71

45:                                               ; preds = %38
  %46 = load i32, i32* %16, align 4, !dbg !64
  br label %49, !dbg !71

47:                                               ; preds = %38
  %48 = load i32, i32* %19, align 4, !dbg !71
  br label %49, !dbg !71

49:                                               ; preds = %47, %45
  %50 = phi i32 [ %46, %45 ], [ %48, %47 ], !dbg !71
  store i32 %50, i32* %19, align 4, !dbg !71
  %51 = load i32, i32* %18, align 4, !dbg !71
  store i32 %51, i32* %13, align 4, !dbg !71
  br label %52, !dbg !64

52:                                               ; preds = %73, %49
  %53 = load i32, i32* %13, align 4, !dbg !71
  %54 = load i32, i32* %19, align 4, !dbg !71
  %55 = icmp sle i32 %53, %54, !dbg !64
  br i1 %55, label %56, label %76, !dbg !64

56:                                               ; preds = %52
  %57 = load i32, i32* %13, align 4, !dbg !71
  %58 = mul nsw i32 %57, 1, !dbg !69
  %59 = add nsw i32 0, %58, !dbg !69
  store i32 %59, i32* %23, align 4, !dbg !69
  %60 = load double*, double** %29, align 8, !dbg !78
  %61 = load i32, i32* %23, align 4, !dbg !79
  %62 = sext i32 %61 to i64, !dbg !78
  %63 = getelementptr inbounds double, double* %60, i64 %62, !dbg !78
  %64 = load double, double* %63, align 8, !dbg !78
  %65 = load double*, double** %30, align 8, !dbg !80
  %66 = load i32, i32* %23, align 4, !dbg !81
  %67 = sext i32 %66 to i64, !dbg !80
  %68 = getelementptr inbounds double, double* %65, i64 %67, !dbg !80
  %69 = load double, double* %68, align 8, !dbg !80
  %70 = load double, double* %22, align 8, !dbg !82
  %71 = call double @llvm.fmuladd.f64(double %64, double %69, double %70), !dbg !82
  store double %71, double* %22, align 8, !dbg !82
  br label %72, !dbg !83

72:                                               ; preds = %56
  br label %73, !dbg !77

73:                                               ; preds = %72
  %74 = load i32, i32* %13, align 4, !dbg !71
  %75 = add nsw i32 %74, 1, !dbg !64
  store i32 %75, i32* %13, align 4, !dbg !64
  br label %52, !dbg !77, !llvm.loop !84

76:                                               ; preds = %52
  br label %77, !dbg !77

77:                                               ; preds = %76
  %78 = load i32*, i32** %7, align 8, !dbg !77
  %79 = load i32, i32* %78, align 4, !dbg !77
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %79), !dbg !85
  %80 = getelementptr inbounds [1 x i8*], [1 x i8*]* %24, i64 0, i64 0, !dbg !77
  %81 = bitcast double* %22 to i8*, !dbg !77
  store i8* %81, i8** %80, align 8, !dbg !77
  %82 = load i32*, i32** %7, align 8, !dbg !77
  %83 = load i32, i32* %82, align 4, !dbg !77
  %84 = bitcast [1 x i8*]* %24 to i8*, !dbg !77
  %85 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* @4, i32 %83, i32 1, i64 8, i8* %84, void (i8*, i8*)* @.omp.reduction.reduction_func, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !77
  switch i32 %85, label %107 [
    i32 1, label %86
    i32 2, label %90
  ], !dbg !77

86:                                               ; preds = %77
  %87 = load double, double* %28, align 8, !dbg !76
  %88 = load double, double* %22, align 8, !dbg !76
  %89 = fadd double %87, %88, !dbg !86
  store double %89, double* %28, align 8, !dbg !86
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* @4, i32 %83, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !77
  br label %107, !dbg !77

90:                                               ; preds = %77
  %91 = load double, double* %22, align 8, !dbg !76
  %92 = bitcast double* %28 to i64*, !dbg !77
  %93 = load atomic i64, i64* %92 monotonic, align 8, !dbg !77
  br label %94, !dbg !77

94:                                               ; preds = %94, %90
  %95 = phi i64 [ %93, %90 ], [ %104, %94 ], !dbg !77
  %96 = bitcast double* %25 to i64*, !dbg !77
  %97 = bitcast i64 %95 to double, !dbg !77
  store double %97, double* %26, align 8, !dbg !77
  %98 = load double, double* %26, align 8, !dbg !76
  %99 = load double, double* %22, align 8, !dbg !76
  %100 = fadd double %98, %99, !dbg !86
  store double %100, double* %25, align 8, !dbg !77
  %101 = load i64, i64* %96, align 8, !dbg !77
  %102 = bitcast double* %28 to i64*, !dbg !77
  %103 = cmpxchg i64* %102, i64 %95, i64 %101 monotonic monotonic, align 8, !dbg !77
  %104 = extractvalue { i64, i1 } %103, 0, !dbg !77
  %105 = extractvalue { i64, i1 } %103, 1, !dbg !77
  br i1 %105, label %106, label %94, !dbg !77

106:                                              ; preds = %94
  br label %107, !dbg !77

107:                                              ; preds = %106, %86, %77
  br label %108, !dbg !77

108:                                              ; preds = %107, %6
  ret void, !dbg !87
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @.omp.reduction.reduction_func(i8* noundef %0, i8* noundef %1) #4 !dbg !88 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !90, metadata !DIExpression()), !dbg !92
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !93, metadata !DIExpression()), !dbg !92
  %5 = load i8*, i8** %3, align 8, !dbg !94
  %6 = bitcast i8* %5 to [1 x i8*]*, !dbg !94
  %7 = load i8*, i8** %4, align 8, !dbg !94
  %8 = bitcast i8* %7 to [1 x i8*]*, !dbg !94
  %9 = getelementptr inbounds [1 x i8*], [1 x i8*]* %8, i64 0, i64 0, !dbg !94
  %10 = load i8*, i8** %9, align 8, !dbg !94
  %11 = bitcast i8* %10 to double*, !dbg !94
  %12 = getelementptr inbounds [1 x i8*], [1 x i8*]* %6, i64 0, i64 0, !dbg !94
  %13 = load i8*, i8** %12, align 8, !dbg !94
  %14 = bitcast i8* %13 to double*, !dbg !94
  %15 = load double, double* %14, align 8, !dbg !95
  %16 = load double, double* %11, align 8, !dbg !95
  %17 = fadd double %15, %16, !dbg !96
  store double %17, double* %14, align 8, !dbg !96
  ret void, !dbg !95
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !97 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double**, align 8
  %12 = alloca double**, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !98, metadata !DIExpression()), !dbg !99
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !100, metadata !DIExpression()), !dbg !99
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !101, metadata !DIExpression()), !dbg !99
  store double* %3, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !102, metadata !DIExpression()), !dbg !99
  store double** %4, double*** %11, align 8
  call void @llvm.dbg.declare(metadata double*** %11, metadata !103, metadata !DIExpression()), !dbg !99
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !104, metadata !DIExpression()), !dbg !99
  %13 = load i32*, i32** %9, align 8, !dbg !105
  %14 = load double*, double** %10, align 8, !dbg !105
  %15 = load double**, double*** %11, align 8, !dbg !105
  %16 = load double**, double*** %12, align 8, !dbg !105
  %17 = load i32*, i32** %7, align 8, !dbg !105
  %18 = load i32*, i32** %8, align 8, !dbg !105
  %19 = load i32*, i32** %9, align 8, !dbg !105
  %20 = load double*, double** %10, align 8, !dbg !105
  %21 = load double**, double*** %11, align 8, !dbg !105
  %22 = load double**, double*** %12, align 8, !dbg !105
  call void @.omp_outlined._debug__(i32* %17, i32* %18, i32* %19, double* %20, double** %21, double** %22) #3, !dbg !105
  ret void, !dbg !105
}

; Function Attrs: nounwind
declare !callback !106 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !108 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !111, metadata !DIExpression()), !dbg !112
  store i32 0, i32* %2, align 4, !dbg !113
  br label %3, !dbg !115

3:                                                ; preds = %22, %0
  %4 = load i32, i32* %2, align 4, !dbg !116
  %5 = icmp slt i32 %4, 200000, !dbg !118
  br i1 %5, label %6, label %25, !dbg !119

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !120
  %8 = srem i32 %7, 16, !dbg !122
  %9 = sitofp i32 %8 to double, !dbg !123
  %10 = fdiv double %9, 1.600000e+01, !dbg !124
  %11 = load i32, i32* %2, align 4, !dbg !125
  %12 = sext i32 %11 to i64, !dbg !126
  %13 = getelementptr inbounds [200000 x double], [200000 x double]* @X, i64 0, i64 %12, !dbg !126
  store double %10, double* %13, align 8, !dbg !127
  %14 = load i32, i32* %2, align 4, !dbg !128
  %15 = mul nsw i32 %14, 5, !dbg !129
  %16 = srem i32 %15, 11, !dbg !130
  %17 = sitofp i32 %16 to double, !dbg !131
  %18 = fsub double %17, 5.000000e+00, !dbg !132
  %19 = load i32, i32* %2, align 4, !dbg !133
  %20 = sext i32 %19 to i64, !dbg !134
  %21 = getelementptr inbounds [200000 x double], [200000 x double]* @Y, i64 0, i64 %20, !dbg !134
  store double %18, double* %21, align 8, !dbg !135
  br label %22, !dbg !136

22:                                               ; preds = %6
  %23 = load i32, i32* %2, align 4, !dbg !137
  %24 = add nsw i32 %23, 1, !dbg !137
  store i32 %24, i32* %2, align 4, !dbg !137
  br label %3, !dbg !138, !llvm.loop !139

25:                                               ; preds = %3
  %26 = call double @kernel_omp_dot(i32 noundef 200000, double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @Y, i64 0, i64 0)), !dbg !142
  store double %26, double* @checksum, align 8, !dbg !143
  ret i32 0, !dbg !144
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noinline norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_dot.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 200000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"openmp", i32 50}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_omp_dot", scope: !3, file: !3, line: 12, type: !24, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!24 = !DISubroutineType(types: !25)
!25 = !{!5, !26, !27, !27}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!29 = !{}
!30 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !3, line: 12, type: !26)
!31 = !DILocation(line: 12, column: 53, scope: !23)
!32 = !DILocalVariable(name: "x", arg: 2, scope: !23, file: !3, line: 12, type: !27)
!33 = !DILocation(line: 12, column: 70, scope: !23)
!34 = !DILocalVariable(name: "y", arg: 3, scope: !23, file: !3, line: 13, type: !27)
!35 = !DILocation(line: 13, column: 63, scope: !23)
!36 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 15, type: !26)
!37 = !DILocation(line: 15, column: 7, scope: !23)
!38 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 16, type: !5)
!39 = !DILocation(line: 16, column: 10, scope: !23)
!40 = !DILocation(line: 17, column: 1, scope: !23)
!41 = !DILocation(line: 20, column: 10, scope: !23)
!42 = !DILocation(line: 20, column: 3, scope: !23)
!43 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 18, type: !44, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46, !46, !50, !51, !52, !52}
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!50 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !27, size: 64)
!53 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !43, type: !46, flags: DIFlagArtificial)
!54 = !DILocation(line: 0, scope: !43)
!55 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !43, type: !46, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "n", arg: 3, scope: !43, file: !3, line: 12, type: !50)
!57 = !DILocation(line: 12, column: 53, scope: !43)
!58 = !DILocalVariable(name: "s", arg: 4, scope: !43, file: !3, line: 16, type: !51)
!59 = !DILocation(line: 16, column: 10, scope: !43)
!60 = !DILocalVariable(name: "x", arg: 5, scope: !43, file: !3, line: 12, type: !52)
!61 = !DILocation(line: 12, column: 70, scope: !43)
!62 = !DILocalVariable(name: "y", arg: 6, scope: !43, file: !3, line: 13, type: !52)
!63 = !DILocation(line: 13, column: 63, scope: !43)
!64 = !DILocation(line: 18, column: 3, scope: !43)
!65 = !DILocalVariable(name: ".omp.iv", scope: !43, type: !26, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: ".capture_expr.", scope: !43, type: !26, flags: DIFlagArtificial)
!67 = !DILocation(line: 18, column: 19, scope: !43)
!68 = !DILocalVariable(name: "i", scope: !43, type: !26, flags: DIFlagArtificial)
!69 = !DILocation(line: 18, column: 22, scope: !43)
!70 = !DILocalVariable(name: ".omp.lb", scope: !43, type: !26, flags: DIFlagArtificial)
!71 = !DILocation(line: 18, column: 8, scope: !43)
!72 = !DILocalVariable(name: ".omp.ub", scope: !43, type: !26, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: ".omp.stride", scope: !43, type: !26, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: ".omp.is_last", scope: !43, type: !26, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: "s", scope: !43, type: !5, flags: DIFlagArtificial)
!76 = !DILocation(line: 17, column: 40, scope: !43)
!77 = !DILocation(line: 17, column: 1, scope: !43)
!78 = !DILocation(line: 19, column: 10, scope: !43)
!79 = !DILocation(line: 19, column: 12, scope: !43)
!80 = !DILocation(line: 19, column: 17, scope: !43)
!81 = !DILocation(line: 19, column: 19, scope: !43)
!82 = !DILocation(line: 19, column: 7, scope: !43)
!83 = !DILocation(line: 19, column: 5, scope: !43)
!84 = distinct !{!84, !77, !85}
!85 = !DILocation(line: 17, column: 42, scope: !43)
!86 = !DILocation(line: 17, column: 36, scope: !43)
!87 = !DILocation(line: 19, column: 20, scope: !43)
!88 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !3, file: !3, line: 17, type: !89, scopeLine: 17, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!89 = !DISubroutineType(types: !29)
!90 = !DILocalVariable(arg: 1, scope: !88, type: !91, flags: DIFlagArtificial)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!92 = !DILocation(line: 0, scope: !88)
!93 = !DILocalVariable(arg: 2, scope: !88, type: !91, flags: DIFlagArtificial)
!94 = !DILocation(line: 17, column: 42, scope: !88)
!95 = !DILocation(line: 17, column: 40, scope: !88)
!96 = !DILocation(line: 17, column: 36, scope: !88)
!97 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 17, type: !44, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!98 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !97, type: !46, flags: DIFlagArtificial)
!99 = !DILocation(line: 0, scope: !97)
!100 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !97, type: !46, flags: DIFlagArtificial)
!101 = !DILocalVariable(name: "n", arg: 3, scope: !97, type: !50, flags: DIFlagArtificial)
!102 = !DILocalVariable(name: "s", arg: 4, scope: !97, type: !51, flags: DIFlagArtificial)
!103 = !DILocalVariable(name: "x", arg: 5, scope: !97, type: !52, flags: DIFlagArtificial)
!104 = !DILocalVariable(name: "y", arg: 6, scope: !97, type: !52, flags: DIFlagArtificial)
!105 = !DILocation(line: 17, column: 1, scope: !97)
!106 = !{!107}
!107 = !{i64 2, i64 -1, i64 -1, i1 true}
!108 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !109, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!109 = !DISubroutineType(types: !110)
!110 = !{!26}
!111 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 25, type: !26)
!112 = !DILocation(line: 25, column: 7, scope: !108)
!113 = !DILocation(line: 26, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !108, file: !3, line: 26, column: 3)
!115 = !DILocation(line: 26, column: 8, scope: !114)
!116 = !DILocation(line: 26, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 26, column: 3)
!118 = !DILocation(line: 26, column: 17, scope: !117)
!119 = !DILocation(line: 26, column: 3, scope: !114)
!120 = !DILocation(line: 27, column: 21, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 26, column: 27)
!122 = !DILocation(line: 27, column: 23, scope: !121)
!123 = !DILocation(line: 27, column: 12, scope: !121)
!124 = !DILocation(line: 27, column: 29, scope: !121)
!125 = !DILocation(line: 27, column: 7, scope: !121)
!126 = !DILocation(line: 27, column: 5, scope: !121)
!127 = !DILocation(line: 27, column: 10, scope: !121)
!128 = !DILocation(line: 28, column: 22, scope: !121)
!129 = !DILocation(line: 28, column: 24, scope: !121)
!130 = !DILocation(line: 28, column: 29, scope: !121)
!131 = !DILocation(line: 28, column: 12, scope: !121)
!132 = !DILocation(line: 28, column: 35, scope: !121)
!133 = !DILocation(line: 28, column: 7, scope: !121)
!134 = !DILocation(line: 28, column: 5, scope: !121)
!135 = !DILocation(line: 28, column: 10, scope: !121)
!136 = !DILocation(line: 29, column: 3, scope: !121)
!137 = !DILocation(line: 26, column: 23, scope: !117)
!138 = !DILocation(line: 26, column: 3, scope: !117)
!139 = distinct !{!139, !119, !140, !141}
!140 = !DILocation(line: 29, column: 3, scope: !114)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 30, column: 14, scope: !108)
!143 = !DILocation(line: 30, column: 12, scope: !108)
!144 = !DILocation(line: 31, column: 3, scope: !108)
