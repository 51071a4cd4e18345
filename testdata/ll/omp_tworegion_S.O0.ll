; ModuleID = 'omp_tworegion.c'
source_filename = "omp_tworegion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;21;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @0, i32 0, i32 0) }, align 8
@Nthreads = internal global i32 0, align 4, !dbg !7
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @0, i32 0, i32 0) }, align 8
@3 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;23;1;;\00", align 1
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @3, i32 0, i32 0) }, align 8
@X = internal global [300 x double] zeroinitializer, align 16, !dbg !10
@Y = internal global [300 x double] zeroinitializer, align 16, !dbg !15
@5 = private unnamed_addr constant [46 x i8] c";omp_tworegion.c;kernel_omp_tworegion;23;16;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 45, i8* getelementptr inbounds ([46 x i8], [46 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @3, i32 0, i32 0) }, align 8
@8 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;26;1;;\00", align 1
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @8, i32 0, i32 0) }, align 8
@Z = internal global [300 x double] zeroinitializer, align 16, !dbg !17
@10 = private unnamed_addr constant [46 x i8] c";omp_tworegion.c;kernel_omp_tworegion;26;16;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 45, i8* getelementptr inbounds ([46 x i8], [46 x i8]* @10, i32 0, i32 0) }, align 8
@12 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @8, i32 0, i32 0) }, align 8
@13 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;19;1;;\00", align 1
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @13, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_tworegion(i32 noundef %0, double noundef %1) #0 !dbg !28 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !33
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !37
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @14, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %3, double* %4), !dbg !38
  ret void, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double* noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !40 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
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
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !49, metadata !DIExpression()), !dbg !50
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !51, metadata !DIExpression()), !dbg !50
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !52, metadata !DIExpression()), !dbg !53
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !54, metadata !DIExpression()), !dbg !55
  %29 = load i32*, i32** %7, align 8, !dbg !56
  %30 = load double*, double** %8, align 8, !dbg !56
  %31 = load i32*, i32** %5, align 8, !dbg !57
  %32 = load i32, i32* %31, align 4, !dbg !57
  %33 = call i32 @__kmpc_single(%struct.ident_t* @1, i32 %32), !dbg !57
  %34 = icmp ne i32 %33, 0, !dbg !57
  br i1 %34, label %35, label %37, !dbg !57

35:                                               ; preds = %4
  %36 = call i32 @omp_get_num_threads(), !dbg !59
  store i32 %36, i32* @Nthreads, align 4, !dbg !61
  call void @__kmpc_end_single(%struct.ident_t* @1, i32 %32), !dbg !62
  br label %37, !dbg !62

37:                                               ; preds = %35, %4
  call void @__kmpc_barrier(%struct.ident_t* @2, i32 %32), !dbg !63
  call void @llvm.dbg.declare(metadata i32* %9, metadata !64, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.declare(metadata i32* %11, metadata !67, metadata !DIExpression()), !dbg !66
  %38 = load i32, i32* %29, align 4, !dbg !68
  store i32 %38, i32* %11, align 4, !dbg !68
  call void @llvm.dbg.declare(metadata i32* %12, metadata !67, metadata !DIExpression()), !dbg !66
  %39 = load i32, i32* %11, align 4, !dbg !68
  %40 = sub nsw i32 %39, 0, !dbg !69
  %41 = sdiv i32 %40, 1, !dbg !69
  %42 = sub nsw i32 %41, 1, !dbg !69
  store i32 %42, i32* %12, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %13, metadata !70, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %13, align 4, !dbg !71
  %43 = load i32, i32* %11, align 4, !dbg !68
  %44 = icmp slt i32 0, %43, !dbg !69
  br i1 %44, label %45, label %84, !dbg !72

45:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata i32* %14, metadata !73, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %14, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %15, metadata !75, metadata !DIExpression()), !dbg !66
  %46 = load i32, i32* %12, align 4, !dbg !69
  store i32 %46, i32* %15, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %16, metadata !76, metadata !DIExpression()), !dbg !66
  store i32 1, i32* %16, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %17, metadata !77, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %17, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %18, metadata !70, metadata !DIExpression()), !dbg !66
  call void @__kmpc_for_static_init_4(%struct.ident_t* @4, i32 %32, i32 34, i32* %17, i32* %14, i32* %15, i32* %16, i32 1, i32 1), !dbg !78
  %47 = load i32, i32* %15, align 4, !dbg !74
  %48 = load i32, i32* %12, align 4, !dbg !69
  %49 = icmp sgt i32 %47, %48, !dbg !74
  br i1 %49, label %50, label %52, !dbg !74

50:                                               ; preds = %45
  %51 = load i32, i32* %12, align 4, !dbg !69
  br label %54, !dbg !74

52:                                               ; preds = %45
  %53 = load i32, i32* %15, align 4, !dbg !74
  br label %54, !dbg !74

54:                                               ; preds = %52, %50
  %55 = phi i32 [ %51, %50 ], [ %53, %52 ], !dbg !74
  store i32 %55, i32* %15, align 4, !dbg !74
  %56 = load i32, i32* %14, align 4, !dbg !74
  store i32 %56, i32* %9, align 4, !dbg !74
  br label %57, !dbg !72

57:                                               ; preds = %79, %54
  %58 = load i32, i32* %9, align 4, !dbg !74
  %59 = load i32, i32* %15, align 4, !dbg !74
  %60 = icmp sle i32 %58, %59, !dbg !69
  br i1 %60, label %61, label %82, !dbg !72

61:                                               ; preds = %57
  %62 = load i32, i32* %9, align 4, !dbg !74
  %63 = mul nsw i32 %62, 1, !dbg !71
  %64 = add nsw i32 0, %63, !dbg !71
  store i32 %64, i32* %18, align 4, !dbg !71
  %65 = load double, double* %30, align 8, !dbg !79
  %66 = load i32, i32* %18, align 4, !dbg !80
  %67 = sext i32 %66 to i64, !dbg !81
  %68 = getelementptr inbounds [300 x double], [300 x double]* @X, i64 0, i64 %67, !dbg !81
  %69 = load double, double* %68, align 8, !dbg !81
  %70 = load i32, i32* %18, align 4, !dbg !82
  %71 = sext i32 %70 to i64, !dbg !83
  %72 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %71, !dbg !83
  %73 = load double, double* %72, align 8, !dbg !83
  %74 = call double @llvm.fmuladd.f64(double %65, double %69, double %73), !dbg !84
  %75 = load i32, i32* %18, align 4, !dbg !85
  %76 = sext i32 %75 to i64, !dbg !86
  %77 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %76, !dbg !86
  store double %74, double* %77, align 8, !dbg !87
  br label %78, !dbg !86

78:                                               ; preds = %61
  br label %79, !dbg !78

79:                                               ; preds = %78
  %80 = load i32, i32* %9, align 4, !dbg !74
  %81 = add nsw i32 %80, 1, !dbg !69
  store i32 %81, i32* %9, align 4, !dbg !69
  br label %57, !dbg !78, !llvm.loop !88

82:                                               ; preds = %57
  br label %83, !dbg !78

83:                                               ; preds = %82
  call void @__kmpc_for_static_fini(%struct.ident_t* @6, i32 %32), !dbg !89
  br label %84, !dbg !78

84:                                               ; preds = %83, %37
  call void @__kmpc_barrier(%struct.ident_t* @7, i32 %32), !dbg !89
  call void @llvm.dbg.declare(metadata i32* %19, metadata !90, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.declare(metadata i32* %21, metadata !93, metadata !DIExpression()), !dbg !92
  %85 = load i32, i32* %29, align 4, !dbg !94
  store i32 %85, i32* %21, align 4, !dbg !94
  call void @llvm.dbg.declare(metadata i32* %22, metadata !93, metadata !DIExpression()), !dbg !92
  %86 = load i32, i32* %21, align 4, !dbg !94
  %87 = sub nsw i32 %86, 0, !dbg !95
  %88 = sdiv i32 %87, 1, !dbg !95
  %89 = sub nsw i32 %88, 1, !dbg !95
  store i32 %89, i32* %22, align 4, !dbg !95
  call void @llvm.dbg.declare(metadata i32* %23, metadata !96, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %23, align 4, !dbg !97
  %90 = load i32, i32* %21, align 4, !dbg !94
  %91 = icmp slt i32 0, %90, !dbg !95
  br i1 %91, label %92, label %130, !dbg !98

92:                                               ; preds = %84
  call void @llvm.dbg.declare(metadata i32* %24, metadata !99, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %24, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %25, metadata !101, metadata !DIExpression()), !dbg !92
  %93 = load i32, i32* %22, align 4, !dbg !95
  store i32 %93, i32* %25, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %26, metadata !102, metadata !DIExpression()), !dbg !92
  store i32 1, i32* %26, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %27, metadata !103, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %27, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %28, metadata !96, metadata !DIExpression()), !dbg !92
  call void @__kmpc_for_static_init_4(%struct.ident_t* @9, i32 %32, i32 34, i32* %27, i32* %24, i32* %25, i32* %26, i32 1, i32 1), !dbg !104
  %94 = load i32, i32* %25, align 4, !dbg !100
  %95 = load i32, i32* %22, align 4, !dbg !95
  %96 = icmp sgt i32 %94, %95, !dbg !100
  br i1 %96, label %97, label %99, !dbg !100

97:                                               ; preds = %92
  %98 = load i32, i32* %22, align 4, !dbg !95
  br label %101, !dbg !100

99:                                               ; preds = %92
  %100 = load i32, i32* %25, align 4, !dbg !100
  br label %101, !dbg !100

101:                                              ; preds = %99, %97
  %102 = phi i32 [ %98, %97 ], [ %100, %99 ], !dbg !100
  store i32 %102, i32* %25, align 4, !dbg !100
  %103 = load i32, i32* %24, align 4, !dbg !100
  store i32 %103, i32* %19, align 4, !dbg !100
  br label %104, !dbg !98

104:                                              ; preds = %125, %101
  %105 = load i32, i32* %19, align 4, !dbg !100
  %106 = load i32, i32* %25, align 4, !dbg !100
  %107 = icmp sle i32 %105, %106, !dbg !95
  br i1 %107, label %108, label %128, !dbg !98

108:                                              ; preds = %104
  %109 = load i32, i32* %19, align 4, !dbg !100
  %110 = mul nsw i32 %109, 1, !dbg !97
  %111 = add nsw i32 0, %110, !dbg !97
  store i32 %111, i32* %28, align 4, !dbg !97
  %112 = load i32, i32* %28, align 4, !dbg !105
  %113 = sext i32 %112 to i64, !dbg !106
  %114 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %113, !dbg !106
  %115 = load double, double* %114, align 8, !dbg !106
  %116 = load i32, i32* %28, align 4, !dbg !107
  %117 = sext i32 %116 to i64, !dbg !108
  %118 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %117, !dbg !108
  %119 = load double, double* %118, align 8, !dbg !108
  %120 = fmul double %115, %119, !dbg !109
  %121 = load i32, i32* %28, align 4, !dbg !110
  %122 = sext i32 %121 to i64, !dbg !111
  %123 = getelementptr inbounds [300 x double], [300 x double]* @Z, i64 0, i64 %122, !dbg !111
  store double %120, double* %123, align 8, !dbg !112
  br label %124, !dbg !111

124:                                              ; preds = %108
  br label %125, !dbg !104

125:                                              ; preds = %124
  %126 = load i32, i32* %19, align 4, !dbg !100
  %127 = add nsw i32 %126, 1, !dbg !95
  store i32 %127, i32* %19, align 4, !dbg !95
  br label %104, !dbg !104, !llvm.loop !113

128:                                              ; preds = %104
  br label %129, !dbg !104

129:                                              ; preds = %128
  call void @__kmpc_for_static_fini(%struct.ident_t* @11, i32 %32), !dbg !114
  br label %130, !dbg !104

130:                                              ; preds = %129, %84
  call void @__kmpc_barrier(%struct.ident_t* @12, i32 %32), !dbg !114
  ret void, !dbg !115
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(%struct.ident_t*, i32) #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(%struct.ident_t*, i32) #3

declare i32 @omp_get_num_threads() #4

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(%struct.ident_t*, i32) #3

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double* noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !116 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca double*, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !117, metadata !DIExpression()), !dbg !118
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !119, metadata !DIExpression()), !dbg !118
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !120, metadata !DIExpression()), !dbg !118
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !121, metadata !DIExpression()), !dbg !118
  %9 = load i32*, i32** %7, align 8, !dbg !122
  %10 = load double*, double** %8, align 8, !dbg !122
  %11 = load i32*, i32** %5, align 8, !dbg !122
  %12 = load i32*, i32** %6, align 8, !dbg !122
  %13 = load i32*, i32** %7, align 8, !dbg !122
  %14 = load double*, double** %8, align 8, !dbg !122
  call void @.omp_outlined._debug__(i32* %11, i32* %12, i32* %13, double* %14) #5, !dbg !122
  ret void, !dbg !122
}

; Function Attrs: nounwind
declare !callback !123 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !125 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata double* %3, metadata !130, metadata !DIExpression()), !dbg !131
  store double 0.000000e+00, double* %3, align 8, !dbg !131
  store i32 0, i32* %2, align 4, !dbg !132
  br label %4, !dbg !134

4:                                                ; preds = %17, %0
  %5 = load i32, i32* %2, align 4, !dbg !135
  %6 = icmp slt i32 %5, 300, !dbg !137
  br i1 %6, label %7, label %20, !dbg !138

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !139
  %9 = srem i32 %8, 5, !dbg !141
  %10 = sitofp i32 %9 to double, !dbg !142
  %11 = load i32, i32* %2, align 4, !dbg !143
  %12 = sext i32 %11 to i64, !dbg !144
  %13 = getelementptr inbounds [300 x double], [300 x double]* @X, i64 0, i64 %12, !dbg !144
  store double %10, double* %13, align 8, !dbg !145
  %14 = load i32, i32* %2, align 4, !dbg !146
  %15 = sext i32 %14 to i64, !dbg !147
  %16 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %15, !dbg !147
  store double 1.000000e+00, double* %16, align 8, !dbg !148
  br label %17, !dbg !149

17:                                               ; preds = %7
  %18 = load i32, i32* %2, align 4, !dbg !150
  %19 = add nsw i32 %18, 1, !dbg !150
  store i32 %19, i32* %2, align 4, !dbg !150
  br label %4, !dbg !151, !llvm.loop !152

20:                                               ; preds = %4
  call void @kernel_omp_tworegion(i32 noundef 300, double noundef 5.000000e-01), !dbg !155
  store i32 0, i32* %2, align 4, !dbg !156
  br label %21, !dbg !158

21:                                               ; preds = %31, %20
  %22 = load i32, i32* %2, align 4, !dbg !159
  %23 = icmp slt i32 %22, 300, !dbg !161
  br i1 %23, label %24, label %34, !dbg !162

24:                                               ; preds = %21
  %25 = load i32, i32* %2, align 4, !dbg !163
  %26 = sext i32 %25 to i64, !dbg !164
  %27 = getelementptr inbounds [300 x double], [300 x double]* @Z, i64 0, i64 %26, !dbg !164
  %28 = load double, double* %27, align 8, !dbg !164
  %29 = load double, double* %3, align 8, !dbg !165
  %30 = fadd double %29, %28, !dbg !165
  store double %30, double* %3, align 8, !dbg !165
  br label %31, !dbg !166

31:                                               ; preds = %24
  %32 = load i32, i32* %2, align 4, !dbg !167
  %33 = add nsw i32 %32, 1, !dbg !167
  store i32 %33, i32* %2, align 4, !dbg !167
  br label %21, !dbg !168, !llvm.loop !169

34:                                               ; preds = %21
  %35 = load double, double* %3, align 8, !dbg !171
  %36 = load i32, i32* @Nthreads, align 4, !dbg !172
  %37 = icmp sgt i32 %36, 0, !dbg !173
  %38 = zext i1 %37 to i64, !dbg !172
  %39 = select i1 %37, double 0.000000e+00, double 1.000000e+00, !dbg !172
  %40 = fadd double %35, %39, !dbg !174
  store double %40, double* @checksum, align 8, !dbg !175
  ret i32 0, !dbg !176
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { convergent nounwind }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_tworegion.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !10, !15, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Nthreads", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 10, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 19200, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 300)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Z", scope: !2, file: !3, line: 12, type: !12, isLocal: true, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"openmp", i32 50}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_omp_tworegion", scope: !3, file: !3, line: 16, type: !29, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !9, !5}
!31 = !{}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !3, line: 16, type: !9)
!33 = !DILocation(line: 16, column: 57, scope: !28)
!34 = !DILocalVariable(name: "a", arg: 2, scope: !28, file: !3, line: 16, type: !5)
!35 = !DILocation(line: 16, column: 67, scope: !28)
!36 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 18, type: !9)
!37 = !DILocation(line: 18, column: 7, scope: !28)
!38 = !DILocation(line: 19, column: 1, scope: !28)
!39 = !DILocation(line: 30, column: 1, scope: !28)
!40 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !41, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43, !43, !47, !48}
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!47 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!49 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !40, type: !43, flags: DIFlagArtificial)
!50 = !DILocation(line: 0, scope: !40)
!51 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !40, type: !43, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: "n", arg: 3, scope: !40, file: !3, line: 16, type: !47)
!53 = !DILocation(line: 16, column: 57, scope: !40)
!54 = !DILocalVariable(name: "a", arg: 4, scope: !40, file: !3, line: 16, type: !48)
!55 = !DILocation(line: 16, column: 67, scope: !40)
!56 = !DILocation(line: 20, column: 3, scope: !40)
!57 = !DILocation(line: 21, column: 1, scope: !58)
!58 = distinct !DILexicalBlock(scope: !40, file: !3, line: 20, column: 3)
!59 = !DILocation(line: 22, column: 16, scope: !60)
!60 = distinct !DILexicalBlock(scope: !58, file: !3, line: 21, column: 1)
!61 = !DILocation(line: 22, column: 14, scope: !60)
!62 = !DILocation(line: 22, column: 5, scope: !60)
!63 = !DILocation(line: 21, column: 19, scope: !60)
!64 = !DILocalVariable(name: ".omp.iv", scope: !65, type: !9, flags: DIFlagArtificial)
!65 = distinct !DILexicalBlock(scope: !58, file: !3, line: 23, column: 1)
!66 = !DILocation(line: 0, scope: !65)
!67 = !DILocalVariable(name: ".capture_expr.", scope: !65, type: !9, flags: DIFlagArtificial)
!68 = !DILocation(line: 24, column: 21, scope: !65)
!69 = !DILocation(line: 24, column: 5, scope: !65)
!70 = !DILocalVariable(name: "i", scope: !65, type: !9, flags: DIFlagArtificial)
!71 = !DILocation(line: 24, column: 24, scope: !65)
!72 = !DILocation(line: 23, column: 1, scope: !58)
!73 = !DILocalVariable(name: ".omp.lb", scope: !65, type: !9, flags: DIFlagArtificial)
!74 = !DILocation(line: 24, column: 10, scope: !65)
!75 = !DILocalVariable(name: ".omp.ub", scope: !65, type: !9, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: ".omp.stride", scope: !65, type: !9, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: ".omp.is_last", scope: !65, type: !9, flags: DIFlagArtificial)
!78 = !DILocation(line: 23, column: 1, scope: !65)
!79 = !DILocation(line: 25, column: 14, scope: !65)
!80 = !DILocation(line: 25, column: 20, scope: !65)
!81 = !DILocation(line: 25, column: 18, scope: !65)
!82 = !DILocation(line: 25, column: 27, scope: !65)
!83 = !DILocation(line: 25, column: 25, scope: !65)
!84 = !DILocation(line: 25, column: 23, scope: !65)
!85 = !DILocation(line: 25, column: 9, scope: !65)
!86 = !DILocation(line: 25, column: 7, scope: !65)
!87 = !DILocation(line: 25, column: 12, scope: !65)
!88 = distinct !{!88, !78, !89}
!89 = !DILocation(line: 23, column: 16, scope: !65)
!90 = !DILocalVariable(name: ".omp.iv", scope: !91, type: !9, flags: DIFlagArtificial)
!91 = distinct !DILexicalBlock(scope: !58, file: !3, line: 26, column: 1)
!92 = !DILocation(line: 0, scope: !91)
!93 = !DILocalVariable(name: ".capture_expr.", scope: !91, type: !9, flags: DIFlagArtificial)
!94 = !DILocation(line: 27, column: 21, scope: !91)
!95 = !DILocation(line: 27, column: 5, scope: !91)
!96 = !DILocalVariable(name: "i", scope: !91, type: !9, flags: DIFlagArtificial)
!97 = !DILocation(line: 27, column: 24, scope: !91)
!98 = !DILocation(line: 26, column: 1, scope: !58)
!99 = !DILocalVariable(name: ".omp.lb", scope: !91, type: !9, flags: DIFlagArtificial)
!100 = !DILocation(line: 27, column: 10, scope: !91)
!101 = !DILocalVariable(name: ".omp.ub", scope: !91, type: !9, flags: DIFlagArtificial)
!102 = !DILocalVariable(name: ".omp.stride", scope: !91, type: !9, flags: DIFlagArtificial)
!103 = !DILocalVariable(name: ".omp.is_last", scope: !91, type: !9, flags: DIFlagArtificial)
!104 = !DILocation(line: 26, column: 1, scope: !91)
!105 = !DILocation(line: 28, column: 16, scope: !91)
!106 = !DILocation(line: 28, column: 14, scope: !91)
!107 = !DILocation(line: 28, column: 23, scope: !91)
!108 = !DILocation(line: 28, column: 21, scope: !91)
!109 = !DILocation(line: 28, column: 19, scope: !91)
!110 = !DILocation(line: 28, column: 9, scope: !91)
!111 = !DILocation(line: 28, column: 7, scope: !91)
!112 = !DILocation(line: 28, column: 12, scope: !91)
!113 = distinct !{!113, !104, !114}
!114 = !DILocation(line: 26, column: 16, scope: !91)
!115 = !DILocation(line: 29, column: 3, scope: !40)
!116 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !41, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!117 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !116, type: !43, flags: DIFlagArtificial)
!118 = !DILocation(line: 0, scope: !116)
!119 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !116, type: !43, flags: DIFlagArtificial)
!120 = !DILocalVariable(name: "n", arg: 3, scope: !116, type: !47, flags: DIFlagArtificial)
!121 = !DILocalVariable(name: "a", arg: 4, scope: !116, type: !48, flags: DIFlagArtificial)
!122 = !DILocation(line: 19, column: 1, scope: !116)
!123 = !{!124}
!124 = !{i64 2, i64 -1, i64 -1, i1 true}
!125 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !126, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!126 = !DISubroutineType(types: !127)
!127 = !{!9}
!128 = !DILocalVariable(name: "i", scope: !125, file: !3, line: 34, type: !9)
!129 = !DILocation(line: 34, column: 7, scope: !125)
!130 = !DILocalVariable(name: "s", scope: !125, file: !3, line: 35, type: !5)
!131 = !DILocation(line: 35, column: 10, scope: !125)
!132 = !DILocation(line: 36, column: 10, scope: !133)
!133 = distinct !DILexicalBlock(scope: !125, file: !3, line: 36, column: 3)
!134 = !DILocation(line: 36, column: 8, scope: !133)
!135 = !DILocation(line: 36, column: 15, scope: !136)
!136 = distinct !DILexicalBlock(scope: !133, file: !3, line: 36, column: 3)
!137 = !DILocation(line: 36, column: 17, scope: !136)
!138 = !DILocation(line: 36, column: 3, scope: !133)
!139 = !DILocation(line: 37, column: 21, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 36, column: 27)
!141 = !DILocation(line: 37, column: 23, scope: !140)
!142 = !DILocation(line: 37, column: 12, scope: !140)
!143 = !DILocation(line: 37, column: 7, scope: !140)
!144 = !DILocation(line: 37, column: 5, scope: !140)
!145 = !DILocation(line: 37, column: 10, scope: !140)
!146 = !DILocation(line: 38, column: 7, scope: !140)
!147 = !DILocation(line: 38, column: 5, scope: !140)
!148 = !DILocation(line: 38, column: 10, scope: !140)
!149 = !DILocation(line: 39, column: 3, scope: !140)
!150 = !DILocation(line: 36, column: 23, scope: !136)
!151 = !DILocation(line: 36, column: 3, scope: !136)
!152 = distinct !{!152, !138, !153, !154}
!153 = !DILocation(line: 39, column: 3, scope: !133)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !DILocation(line: 40, column: 3, scope: !125)
!156 = !DILocation(line: 41, column: 10, scope: !157)
!157 = distinct !DILexicalBlock(scope: !125, file: !3, line: 41, column: 3)
!158 = !DILocation(line: 41, column: 8, scope: !157)
!159 = !DILocation(line: 41, column: 15, scope: !160)
!160 = distinct !DILexicalBlock(scope: !157, file: !3, line: 41, column: 3)
!161 = !DILocation(line: 41, column: 17, scope: !160)
!162 = !DILocation(line: 41, column: 3, scope: !157)
!163 = !DILocation(line: 42, column: 12, scope: !160)
!164 = !DILocation(line: 42, column: 10, scope: !160)
!165 = !DILocation(line: 42, column: 7, scope: !160)
!166 = !DILocation(line: 42, column: 5, scope: !160)
!167 = !DILocation(line: 41, column: 23, scope: !160)
!168 = !DILocation(line: 41, column: 3, scope: !160)
!169 = distinct !{!169, !162, !170, !154}
!170 = !DILocation(line: 42, column: 13, scope: !157)
!171 = !DILocation(line: 43, column: 14, scope: !125)
!172 = !DILocation(line: 43, column: 19, scope: !125)
!173 = !DILocation(line: 43, column: 28, scope: !125)
!174 = !DILocation(line: 43, column: 16, scope: !125)
!175 = !DILocation(line: 43, column: 12, scope: !125)
!176 = !DILocation(line: 44, column: 3, scope: !125)
