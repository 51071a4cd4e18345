; ModuleID = 'omp_jacobi2d.c'
source_filename = "omp_jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [43 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;22;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [44 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;22;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [43 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;27;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [44 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;27;36;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@Ag = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !7
@Bg = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_jacobi2d([64 x double]* noundef %0, [64 x double]* noundef %1) #0 !dbg !23 {
  %3 = alloca [64 x double]*, align 8
  %4 = alloca [64 x double]*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store [64 x double]* %0, [64 x double]** %3, align 8
  call void @llvm.dbg.declare(metadata [64 x double]** %3, metadata !30, metadata !DIExpression()), !dbg !31
  store [64 x double]* %1, [64 x double]** %4, align 8
  call void @llvm.dbg.declare(metadata [64 x double]** %4, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %5, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %6, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %7, metadata !39, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %5, align 4, !dbg !41
  br label %8, !dbg !43

8:                                                ; preds = %12, %2
  %9 = load i32, i32* %5, align 4, !dbg !44
  %10 = icmp slt i32 %9, 10, !dbg !46
  br i1 %10, label %11, label %15, !dbg !47

11:                                               ; preds = %8
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** %4, [64 x double]** %3), !dbg !48
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** %3, [64 x double]** %4), !dbg !50
  br label %12, !dbg !51

12:                                               ; preds = %11
  %13 = load i32, i32* %5, align 4, !dbg !52
  %14 = add nsw i32 %13, 1, !dbg !52
  store i32 %14, i32* %5, align 4, !dbg !52
  br label %8, !dbg !53, !llvm.loop !54

15:                                               ; preds = %8
  ret void, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, [64 x double]** noundef nonnull align 8 dereferenceable(8) %2, [64 x double]** noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !58 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca [64 x double]**, align 8
  %8 = alloca [64 x double]**, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !66, metadata !DIExpression()), !dbg !67
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !68, metadata !DIExpression()), !dbg !67
  store [64 x double]** %2, [64 x double]*** %7, align 8
  call void @llvm.dbg.declare(metadata [64 x double]*** %7, metadata !69, metadata !DIExpression()), !dbg !70
  store [64 x double]** %3, [64 x double]*** %8, align 8
  call void @llvm.dbg.declare(metadata [64 x double]*** %8, metadata !71, metadata !DIExpression()), !dbg !72
  %17 = load [64 x double]**, [64 x double]*** %7, align 8, !dbg !73
  %18 = load [64 x double]**, [64 x double]*** %8, align 8, !dbg !73
  call void @llvm.dbg.declare(metadata i32* %9, metadata !74, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %11, metadata !75, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %11, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %12, metadata !77, metadata !DIExpression()), !dbg !67
  store i32 61, i32* %12, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %13, metadata !78, metadata !DIExpression()), !dbg !67
  store i32 1, i32* %13, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %14, metadata !79, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %14, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %15, metadata !80, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %16, metadata !81, metadata !DIExpression()), !dbg !67
  %19 = load i32*, i32** %5, align 8, !dbg !73
  %20 = load i32, i32* %19, align 4, !dbg !73
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %20, i32 34, i32* %14, i32* %11, i32* %12, i32* %13, i32 1, i32 1), !dbg !82
  %21 = load i32, i32* %12, align 4, !dbg !76
  %22 = icmp sgt i32 %21, 61, !dbg !76
  br i1 %22, label %23, label %24, !dbg !76

23:                                               ; preds = %4
  br label %26, !dbg !76

24:                                               ; preds = %4
  %25 = load i32, i32* %12, align 4, !dbg !76
  br label %26, !dbg !76

26:                                               ; preds = %24, %23
  %27 = phi i32 [ 61, %23 ], [ %25, %24 ], !dbg !76
  store i32 %27, i32* %12, align 4, !dbg !76
  %28 = load i32, i32* %11, align 4, !dbg !76
  store i32 %28, i32* %9, align 4, !dbg !76
  br label %29, !dbg !73

29:                                               ; preds = %102, %26
  %30 = load i32, i32* %9, align 4, !dbg !76
  %31 = load i32, i32* %12, align 4, !dbg !76
  %32 = icmp sle i32 %30, %31, !dbg !73
  br i1 %32, label %33, label %105, !dbg !73

33:                                               ; preds = %29
  %34 = load i32, i32* %9, align 4, !dbg !76
  %35 = mul nsw i32 %34, 1, !dbg !83
  %36 = add nsw i32 1, %35, !dbg !83
  store i32 %36, i32* %16, align 4, !dbg !83
  store i32 1, i32* %15, align 4, !dbg !84
  br label %37, !dbg !86

37:                                               ; preds = %97, %33
  %38 = load i32, i32* %15, align 4, !dbg !87
  %39 = icmp slt i32 %38, 63, !dbg !89
  br i1 %39, label %40, label %100, !dbg !90

40:                                               ; preds = %37
  %41 = load [64 x double]*, [64 x double]** %18, align 8, !dbg !91
  %42 = load i32, i32* %16, align 4, !dbg !92
  %43 = sext i32 %42 to i64, !dbg !91
  %44 = getelementptr inbounds [64 x double], [64 x double]* %41, i64 %43, !dbg !91
  %45 = load i32, i32* %15, align 4, !dbg !93
  %46 = sext i32 %45 to i64, !dbg !91
  %47 = getelementptr inbounds [64 x double], [64 x double]* %44, i64 0, i64 %46, !dbg !91
  %48 = load double, double* %47, align 8, !dbg !91
  %49 = load [64 x double]*, [64 x double]** %18, align 8, !dbg !94
  %50 = load i32, i32* %16, align 4, !dbg !95
  %51 = sub nsw i32 %50, 1, !dbg !96
  %52 = sext i32 %51 to i64, !dbg !94
  %53 = getelementptr inbounds [64 x double], [64 x double]* %49, i64 %52, !dbg !94
  %54 = load i32, i32* %15, align 4, !dbg !97
  %55 = sext i32 %54 to i64, !dbg !94
  %56 = getelementptr inbounds [64 x double], [64 x double]* %53, i64 0, i64 %55, !dbg !94
  %57 = load double, double* %56, align 8, !dbg !94
  %58 = fadd double %48, %57, !dbg !98
  %59 = load [64 x double]*, [64 x double]** %18, align 8, !dbg !99
  %60 = load i32, i32* %16, align 4, !dbg !100
  %61 = add nsw i32 %60, 1, !dbg !101
  %62 = sext i32 %61 to i64, !dbg !99
  %63 = getelementptr inbounds [64 x double], [64 x double]* %59, i64 %62, !dbg !99
  %64 = load i32, i32* %15, align 4, !dbg !102
  %65 = sext i32 %64 to i64, !dbg !99
  %66 = getelementptr inbounds [64 x double], [64 x double]* %63, i64 0, i64 %65, !dbg !99
  %67 = load double, double* %66, align 8, !dbg !99
  %68 = fadd double %58, %67, !dbg !103
  %69 = load [64 x double]*, [64 x double]** %18, align 8, !dbg !104
  %70 = load i32, i32* %16, align 4, !dbg !105
  %71 = sext i32 %70 to i64, !dbg !104
  %72 = getelementptr inbounds [64 x double], [64 x double]* %69, i64 %71, !dbg !104
  %73 = load i32, i32* %15, align 4, !dbg !106
  %74 = sub nsw i32 %73, 1, !dbg !107
  %75 = sext i32 %74 to i64, !dbg !104
  %76 = getelementptr inbounds [64 x double], [64 x double]* %72, i64 0, i64 %75, !dbg !104
  %77 = load double, double* %76, align 8, !dbg !104
  %78 = fadd double %68, %77, !dbg !108
  %79 = load [64 x double]*, [64 x double]** %18, align 8, !dbg !109
  %80 = load i32, i32* %16, align 4, !dbg !110
  %81 = sext i32 %80 to i64, !dbg !109
  %82 = getelementptr inbounds [64 x double], [64 x double]* %79, i64 %81, !dbg !109
  %83 = load i32, i32* %15, align 4, !dbg !111
  %84 = add nsw i32 %83, 1, !dbg !112
  %85 = sext i32 %84 to i64, !dbg !109
  %86 = getelementptr inbounds [64 x double], [64 x double]* %82, i64 0, i64 %85, !dbg !109
  %87 = load double, double* %86, align 8, !dbg !109
  %88 = fadd double %78, %87, !dbg !113
  %89 = fmul double 2.000000e-01, %88, !dbg !114
  %90 = load [64 x double]*, [64 x double]** %17, align 8, !dbg !115
  %91 = load i32, i32* %16, align 4, !dbg !116
  %92 = sext i32 %91 to i64, !dbg !115
  %93 = getelementptr inbounds [64 x double], [64 x double]* %90, i64 %92, !dbg !115
  %94 = load i32, i32* %15, align 4, !dbg !117
  %95 = sext i32 %94 to i64, !dbg !115
  %96 = getelementptr inbounds [64 x double], [64 x double]* %93, i64 0, i64 %95, !dbg !115
  store double %89, double* %96, align 8, !dbg !118
  br label %97, !dbg !115

97:                                               ; preds = %40
  %98 = load i32, i32* %15, align 4, !dbg !119
  %99 = add nsw i32 %98, 1, !dbg !119
  store i32 %99, i32* %15, align 4, !dbg !119
  br label %37, !dbg !120, !llvm.loop !121

100:                                              ; preds = %37
  br label %101, !dbg !122

101:                                              ; preds = %100
  br label %102, !dbg !82

102:                                              ; preds = %101
  %103 = load i32, i32* %9, align 4, !dbg !76
  %104 = add nsw i32 %103, 1, !dbg !73
  store i32 %104, i32* %9, align 4, !dbg !73
  br label %29, !dbg !82, !llvm.loop !123

105:                                              ; preds = %29
  br label %106, !dbg !82

106:                                              ; preds = %105
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %20), !dbg !124
  ret void, !dbg !125
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, [64 x double]** noundef nonnull align 8 dereferenceable(8) %2, [64 x double]** noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !126 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca [64 x double]**, align 8
  %8 = alloca [64 x double]**, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !127, metadata !DIExpression()), !dbg !128
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !129, metadata !DIExpression()), !dbg !128
  store [64 x double]** %2, [64 x double]*** %7, align 8
  call void @llvm.dbg.declare(metadata [64 x double]*** %7, metadata !130, metadata !DIExpression()), !dbg !128
  store [64 x double]** %3, [64 x double]*** %8, align 8
  call void @llvm.dbg.declare(metadata [64 x double]*** %8, metadata !131, metadata !DIExpression()), !dbg !128
  %9 = load [64 x double]**, [64 x double]*** %7, align 8, !dbg !132
  %10 = load [64 x double]**, [64 x double]*** %8, align 8, !dbg !132
  %11 = load i32*, i32** %5, align 8, !dbg !132
  %12 = load i32*, i32** %6, align 8, !dbg !132
  %13 = load [64 x double]**, [64 x double]*** %7, align 8, !dbg !132
  %14 = load [64 x double]**, [64 x double]*** %8, align 8, !dbg !132
  call void @.omp_outlined._debug__(i32* %11, i32* %12, [64 x double]** %13, [64 x double]** %14) #3, !dbg !132
  ret void, !dbg !132
}

; Function Attrs: nounwind
declare !callback !133 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %0, i32* noalias noundef %1, [64 x double]** noundef nonnull align 8 dereferenceable(8) %2, [64 x double]** noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !135 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca [64 x double]**, align 8
  %8 = alloca [64 x double]**, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !136, metadata !DIExpression()), !dbg !137
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !138, metadata !DIExpression()), !dbg !137
  store [64 x double]** %2, [64 x double]*** %7, align 8
  call void @llvm.dbg.declare(metadata [64 x double]*** %7, metadata !139, metadata !DIExpression()), !dbg !140
  store [64 x double]** %3, [64 x double]*** %8, align 8
  call void @llvm.dbg.declare(metadata [64 x double]*** %8, metadata !141, metadata !DIExpression()), !dbg !142
  %17 = load [64 x double]**, [64 x double]*** %7, align 8, !dbg !143
  %18 = load [64 x double]**, [64 x double]*** %8, align 8, !dbg !143
  call void @llvm.dbg.declare(metadata i32* %9, metadata !144, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.declare(metadata i32* %11, metadata !145, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %11, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %12, metadata !147, metadata !DIExpression()), !dbg !137
  store i32 61, i32* %12, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %13, metadata !148, metadata !DIExpression()), !dbg !137
  store i32 1, i32* %13, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %14, metadata !149, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %14, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %15, metadata !150, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.declare(metadata i32* %16, metadata !151, metadata !DIExpression()), !dbg !137
  %19 = load i32*, i32** %5, align 8, !dbg !143
  %20 = load i32, i32* %19, align 4, !dbg !143
  call void @__kmpc_for_static_init_4(%struct.ident_t* @6, i32 %20, i32 34, i32* %14, i32* %11, i32* %12, i32* %13, i32 1, i32 1), !dbg !152
  %21 = load i32, i32* %12, align 4, !dbg !146
  %22 = icmp sgt i32 %21, 61, !dbg !146
  br i1 %22, label %23, label %24, !dbg !146

23:                                               ; preds = %4
  br label %26, !dbg !146

24:                                               ; preds = %4
  %25 = load i32, i32* %12, align 4, !dbg !146
  br label %26, !dbg !146

26:                                               ; preds = %24, %23
  %27 = phi i32 [ 61, %23 ], [ %25, %24 ], !dbg !146
  store i32 %27, i32* %12, align 4, !dbg !146
  %28 = load i32, i32* %11, align 4, !dbg !146
  store i32 %28, i32* %9, align 4, !dbg !146
  br label %29, !dbg !143

29:                                               ; preds = %61, %26
  %30 = load i32, i32* %9, align 4, !dbg !146
  %31 = load i32, i32* %12, align 4, !dbg !146
  %32 = icmp sle i32 %30, %31, !dbg !143
  br i1 %32, label %33, label %64, !dbg !143

33:                                               ; preds = %29
  %34 = load i32, i32* %9, align 4, !dbg !146
  %35 = mul nsw i32 %34, 1, !dbg !153
  %36 = add nsw i32 1, %35, !dbg !153
  store i32 %36, i32* %16, align 4, !dbg !153
  store i32 1, i32* %15, align 4, !dbg !154
  br label %37, !dbg !156

37:                                               ; preds = %56, %33
  %38 = load i32, i32* %15, align 4, !dbg !157
  %39 = icmp slt i32 %38, 63, !dbg !159
  br i1 %39, label %40, label %59, !dbg !160

40:                                               ; preds = %37
  %41 = load [64 x double]*, [64 x double]** %18, align 8, !dbg !161
  %42 = load i32, i32* %16, align 4, !dbg !162
  %43 = sext i32 %42 to i64, !dbg !161
  %44 = getelementptr inbounds [64 x double], [64 x double]* %41, i64 %43, !dbg !161
  %45 = load i32, i32* %15, align 4, !dbg !163
  %46 = sext i32 %45 to i64, !dbg !161
  %47 = getelementptr inbounds [64 x double], [64 x double]* %44, i64 0, i64 %46, !dbg !161
  %48 = load double, double* %47, align 8, !dbg !161
  %49 = load [64 x double]*, [64 x double]** %17, align 8, !dbg !164
  %50 = load i32, i32* %16, align 4, !dbg !165
  %51 = sext i32 %50 to i64, !dbg !164
  %52 = getelementptr inbounds [64 x double], [64 x double]* %49, i64 %51, !dbg !164
  %53 = load i32, i32* %15, align 4, !dbg !166
  %54 = sext i32 %53 to i64, !dbg !164
  %55 = getelementptr inbounds [64 x double], [64 x double]* %52, i64 0, i64 %54, !dbg !164
  store double %48, double* %55, align 8, !dbg !167
  br label %56, !dbg !164

56:                                               ; preds = %40
  %57 = load i32, i32* %15, align 4, !dbg !168
  %58 = add nsw i32 %57, 1, !dbg !168
  store i32 %58, i32* %15, align 4, !dbg !168
  br label %37, !dbg !169, !llvm.loop !170

59:                                               ; preds = %37
  br label %60, !dbg !171

60:                                               ; preds = %59
  br label %61, !dbg !152

61:                                               ; preds = %60
  %62 = load i32, i32* %9, align 4, !dbg !146
  %63 = add nsw i32 %62, 1, !dbg !143
  store i32 %63, i32* %9, align 4, !dbg !143
  br label %29, !dbg !152, !llvm.loop !172

64:                                               ; preds = %29
  br label %65, !dbg !152

65:                                               ; preds = %64
  call void @__kmpc_for_static_fini(%struct.ident_t* @8, i32 %20), !dbg !173
  ret void, !dbg !174
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..2(i32* noalias noundef %0, i32* noalias noundef %1, [64 x double]** noundef nonnull align 8 dereferenceable(8) %2, [64 x double]** noundef nonnull align 8 dereferenceable(8) %3) #2 !dbg !175 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca [64 x double]**, align 8
  %8 = alloca [64 x double]**, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !176, metadata !DIExpression()), !dbg !177
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !178, metadata !DIExpression()), !dbg !177
  store [64 x double]** %2, [64 x double]*** %7, align 8
  call void @llvm.dbg.declare(metadata [64 x double]*** %7, metadata !179, metadata !DIExpression()), !dbg !177
  store [64 x double]** %3, [64 x double]*** %8, align 8
  call void @llvm.dbg.declare(metadata [64 x double]*** %8, metadata !180, metadata !DIExpression()), !dbg !177
  %9 = load [64 x double]**, [64 x double]*** %7, align 8, !dbg !181
  %10 = load [64 x double]**, [64 x double]*** %8, align 8, !dbg !181
  %11 = load i32*, i32** %5, align 8, !dbg !181
  %12 = load i32*, i32** %6, align 8, !dbg !181
  %13 = load [64 x double]**, [64 x double]*** %7, align 8, !dbg !181
  %14 = load [64 x double]**, [64 x double]*** %8, align 8, !dbg !181
  call void @.omp_outlined._debug__.1(i32* %11, i32* %12, [64 x double]** %13, [64 x double]** %14) #3, !dbg !181
  ret void, !dbg !181
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !182 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !185, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.declare(metadata i32* %3, metadata !187, metadata !DIExpression()), !dbg !188
  call void @llvm.dbg.declare(metadata double* %4, metadata !189, metadata !DIExpression()), !dbg !190
  store double 0.000000e+00, double* %4, align 8, !dbg !190
  store i32 0, i32* %2, align 4, !dbg !191
  br label %5, !dbg !193

5:                                                ; preds = %34, %0
  %6 = load i32, i32* %2, align 4, !dbg !194
  %7 = icmp slt i32 %6, 64, !dbg !196
  br i1 %7, label %8, label %37, !dbg !197

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !198
  br label %9, !dbg !200

9:                                                ; preds = %30, %8
  %10 = load i32, i32* %3, align 4, !dbg !201
  %11 = icmp slt i32 %10, 64, !dbg !203
  br i1 %11, label %12, label %33, !dbg !204

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !205
  %14 = load i32, i32* %3, align 4, !dbg !207
  %15 = mul nsw i32 %13, %14, !dbg !208
  %16 = srem i32 %15, 10, !dbg !209
  %17 = sitofp i32 %16 to double, !dbg !210
  %18 = load i32, i32* %2, align 4, !dbg !211
  %19 = sext i32 %18 to i64, !dbg !212
  %20 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %19, !dbg !212
  %21 = load i32, i32* %3, align 4, !dbg !213
  %22 = sext i32 %21 to i64, !dbg !212
  %23 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 0, i64 %22, !dbg !212
  store double %17, double* %23, align 8, !dbg !214
  %24 = load i32, i32* %2, align 4, !dbg !215
  %25 = sext i32 %24 to i64, !dbg !216
  %26 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Bg, i64 0, i64 %25, !dbg !216
  %27 = load i32, i32* %3, align 4, !dbg !217
  %28 = sext i32 %27 to i64, !dbg !216
  %29 = getelementptr inbounds [64 x double], [64 x double]* %26, i64 0, i64 %28, !dbg !216
  store double 0.000000e+00, double* %29, align 8, !dbg !218
  br label %30, !dbg !219

30:                                               ; preds = %12
  %31 = load i32, i32* %3, align 4, !dbg !220
  %32 = add nsw i32 %31, 1, !dbg !220
  store i32 %32, i32* %3, align 4, !dbg !220
  br label %9, !dbg !221, !llvm.loop !222

33:                                               ; preds = %9
  br label %34, !dbg !223

34:                                               ; preds = %33
  %35 = load i32, i32* %2, align 4, !dbg !224
  %36 = add nsw i32 %35, 1, !dbg !224
  store i32 %36, i32* %2, align 4, !dbg !224
  br label %5, !dbg !225, !llvm.loop !226

37:                                               ; preds = %5
  call void @kernel_omp_jacobi2d([64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 0), [64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Bg, i64 0, i64 0)), !dbg !228
  store i32 0, i32* %2, align 4, !dbg !229
  br label %38, !dbg !231

38:                                               ; preds = %59, %37
  %39 = load i32, i32* %2, align 4, !dbg !232
  %40 = icmp slt i32 %39, 64, !dbg !234
  br i1 %40, label %41, label %62, !dbg !235

41:                                               ; preds = %38
  store i32 0, i32* %3, align 4, !dbg !236
  br label %42, !dbg !238

42:                                               ; preds = %55, %41
  %43 = load i32, i32* %3, align 4, !dbg !239
  %44 = icmp slt i32 %43, 64, !dbg !241
  br i1 %44, label %45, label %58, !dbg !242

45:                                               ; preds = %42
  %46 = load i32, i32* %2, align 4, !dbg !243
  %47 = sext i32 %46 to i64, !dbg !244
  %48 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %47, !dbg !244
  %49 = load i32, i32* %3, align 4, !dbg !245
  %50 = sext i32 %49 to i64, !dbg !244
  %51 = getelementptr inbounds [64 x double], [64 x double]* %48, i64 0, i64 %50, !dbg !244
  %52 = load double, double* %51, align 8, !dbg !244
  %53 = load double, double* %4, align 8, !dbg !246
  %54 = fadd double %53, %52, !dbg !246
  store double %54, double* %4, align 8, !dbg !246
  br label %55, !dbg !247

55:                                               ; preds = %45
  %56 = load i32, i32* %3, align 4, !dbg !248
  %57 = add nsw i32 %56, 1, !dbg !248
  store i32 %57, i32* %3, align 4, !dbg !248
  br label %42, !dbg !249, !llvm.loop !250

58:                                               ; preds = %42
  br label %59, !dbg !251

59:                                               ; preds = %58
  %60 = load i32, i32* %2, align 4, !dbg !252
  %61 = add nsw i32 %60, 1, !dbg !252
  store i32 %61, i32* %2, align 4, !dbg !252
  br label %38, !dbg !253, !llvm.loop !254

62:                                               ; preds = %38
  %63 = load double, double* %4, align 8, !dbg !256
  store double %63, double* @checksum, align 8, !dbg !257
  ret i32 0, !dbg !258
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 15, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_jacobi2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Ag", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 262144, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Bg", scope: !2, file: !3, line: 14, type: !9, isLocal: true, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"openmp", i32 50}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_omp_jacobi2d", scope: !3, file: !3, line: 17, type: !24, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !26, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !28)
!28 = !{!11}
!29 = !{}
!30 = !DILocalVariable(name: "a", arg: 1, scope: !23, file: !3, line: 17, type: !26)
!31 = !DILocation(line: 17, column: 61, scope: !23)
!32 = !DILocalVariable(name: "b", arg: 2, scope: !23, file: !3, line: 18, type: !26)
!33 = !DILocation(line: 18, column: 61, scope: !23)
!34 = !DILocalVariable(name: "t", scope: !23, file: !3, line: 20, type: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DILocation(line: 20, column: 7, scope: !23)
!37 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 20, type: !35)
!38 = !DILocation(line: 20, column: 10, scope: !23)
!39 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 20, type: !35)
!40 = !DILocation(line: 20, column: 13, scope: !23)
!41 = !DILocation(line: 21, column: 10, scope: !42)
!42 = distinct !DILexicalBlock(scope: !23, file: !3, line: 21, column: 3)
!43 = !DILocation(line: 21, column: 8, scope: !42)
!44 = !DILocation(line: 21, column: 15, scope: !45)
!45 = distinct !DILexicalBlock(scope: !42, file: !3, line: 21, column: 3)
!46 = !DILocation(line: 21, column: 17, scope: !45)
!47 = !DILocation(line: 21, column: 3, scope: !42)
!48 = !DILocation(line: 22, column: 1, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 27)
!50 = !DILocation(line: 27, column: 1, scope: !49)
!51 = !DILocation(line: 31, column: 3, scope: !49)
!52 = !DILocation(line: 21, column: 23, scope: !45)
!53 = !DILocation(line: 21, column: 3, scope: !45)
!54 = distinct !{!54, !47, !55, !56}
!55 = !DILocation(line: 31, column: 3, scope: !42)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 32, column: 1, scope: !23)
!58 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 23, type: !59, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !61, !61, !65, !65}
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!65 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!66 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !58, type: !61, flags: DIFlagArtificial)
!67 = !DILocation(line: 0, scope: !58)
!68 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !58, type: !61, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "b", arg: 3, scope: !58, file: !3, line: 18, type: !65)
!70 = !DILocation(line: 18, column: 61, scope: !58)
!71 = !DILocalVariable(name: "a", arg: 4, scope: !58, file: !3, line: 17, type: !65)
!72 = !DILocation(line: 17, column: 61, scope: !58)
!73 = !DILocation(line: 23, column: 5, scope: !58)
!74 = !DILocalVariable(name: ".omp.iv", scope: !58, type: !35, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: ".omp.lb", scope: !58, type: !35, flags: DIFlagArtificial)
!76 = !DILocation(line: 23, column: 10, scope: !58)
!77 = !DILocalVariable(name: ".omp.ub", scope: !58, type: !35, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: ".omp.stride", scope: !58, type: !35, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: ".omp.is_last", scope: !58, type: !35, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: "j", scope: !58, type: !35, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: "i", scope: !58, type: !35, flags: DIFlagArtificial)
!82 = !DILocation(line: 22, column: 1, scope: !58)
!83 = !DILocation(line: 23, column: 28, scope: !58)
!84 = !DILocation(line: 24, column: 14, scope: !85)
!85 = distinct !DILexicalBlock(scope: !58, file: !3, line: 24, column: 7)
!86 = !DILocation(line: 24, column: 12, scope: !85)
!87 = !DILocation(line: 24, column: 19, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 24, column: 7)
!89 = !DILocation(line: 24, column: 21, scope: !88)
!90 = !DILocation(line: 24, column: 7, scope: !85)
!91 = !DILocation(line: 25, column: 26, scope: !88)
!92 = !DILocation(line: 25, column: 28, scope: !88)
!93 = !DILocation(line: 25, column: 31, scope: !88)
!94 = !DILocation(line: 25, column: 36, scope: !88)
!95 = !DILocation(line: 25, column: 38, scope: !88)
!96 = !DILocation(line: 25, column: 40, scope: !88)
!97 = !DILocation(line: 25, column: 45, scope: !88)
!98 = !DILocation(line: 25, column: 34, scope: !88)
!99 = !DILocation(line: 25, column: 50, scope: !88)
!100 = !DILocation(line: 25, column: 52, scope: !88)
!101 = !DILocation(line: 25, column: 54, scope: !88)
!102 = !DILocation(line: 25, column: 59, scope: !88)
!103 = !DILocation(line: 25, column: 48, scope: !88)
!104 = !DILocation(line: 25, column: 64, scope: !88)
!105 = !DILocation(line: 25, column: 66, scope: !88)
!106 = !DILocation(line: 25, column: 69, scope: !88)
!107 = !DILocation(line: 25, column: 71, scope: !88)
!108 = !DILocation(line: 25, column: 62, scope: !88)
!109 = !DILocation(line: 26, column: 26, scope: !88)
!110 = !DILocation(line: 26, column: 28, scope: !88)
!111 = !DILocation(line: 26, column: 31, scope: !88)
!112 = !DILocation(line: 26, column: 33, scope: !88)
!113 = !DILocation(line: 25, column: 76, scope: !88)
!114 = !DILocation(line: 25, column: 23, scope: !88)
!115 = !DILocation(line: 25, column: 9, scope: !88)
!116 = !DILocation(line: 25, column: 11, scope: !88)
!117 = !DILocation(line: 25, column: 14, scope: !88)
!118 = !DILocation(line: 25, column: 17, scope: !88)
!119 = !DILocation(line: 24, column: 31, scope: !88)
!120 = !DILocation(line: 24, column: 7, scope: !88)
!121 = distinct !{!121, !90, !122, !56}
!122 = !DILocation(line: 26, column: 37, scope: !85)
!123 = distinct !{!123, !82, !124}
!124 = !DILocation(line: 22, column: 36, scope: !58)
!125 = !DILocation(line: 26, column: 37, scope: !58)
!126 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 22, type: !59, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!127 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !126, type: !61, flags: DIFlagArtificial)
!128 = !DILocation(line: 0, scope: !126)
!129 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !126, type: !61, flags: DIFlagArtificial)
!130 = !DILocalVariable(name: "b", arg: 3, scope: !126, type: !65, flags: DIFlagArtificial)
!131 = !DILocalVariable(name: "a", arg: 4, scope: !126, type: !65, flags: DIFlagArtificial)
!132 = !DILocation(line: 22, column: 1, scope: !126)
!133 = !{!134}
!134 = !{i64 2, i64 -1, i64 -1, i1 true}
!135 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !3, file: !3, line: 28, type: !59, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!136 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !135, type: !61, flags: DIFlagArtificial)
!137 = !DILocation(line: 0, scope: !135)
!138 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !135, type: !61, flags: DIFlagArtificial)
!139 = !DILocalVariable(name: "a", arg: 3, scope: !135, file: !3, line: 17, type: !65)
!140 = !DILocation(line: 17, column: 61, scope: !135)
!141 = !DILocalVariable(name: "b", arg: 4, scope: !135, file: !3, line: 18, type: !65)
!142 = !DILocation(line: 18, column: 61, scope: !135)
!143 = !DILocation(line: 28, column: 5, scope: !135)
!144 = !DILocalVariable(name: ".omp.iv", scope: !135, type: !35, flags: DIFlagArtificial)
!145 = !DILocalVariable(name: ".omp.lb", scope: !135, type: !35, flags: DIFlagArtificial)
!146 = !DILocation(line: 28, column: 10, scope: !135)
!147 = !DILocalVariable(name: ".omp.ub", scope: !135, type: !35, flags: DIFlagArtificial)
!148 = !DILocalVariable(name: ".omp.stride", scope: !135, type: !35, flags: DIFlagArtificial)
!149 = !DILocalVariable(name: ".omp.is_last", scope: !135, type: !35, flags: DIFlagArtificial)
!150 = !DILocalVariable(name: "j", scope: !135, type: !35, flags: DIFlagArtificial)
!151 = !DILocalVariable(name: "i", scope: !135, type: !35, flags: DIFlagArtificial)
!152 = !DILocation(line: 27, column: 1, scope: !135)
!153 = !DILocation(line: 28, column: 28, scope: !135)
!154 = !DILocation(line: 29, column: 14, scope: !155)
!155 = distinct !DILexicalBlock(scope: !135, file: !3, line: 29, column: 7)
!156 = !DILocation(line: 29, column: 12, scope: !155)
!157 = !DILocation(line: 29, column: 19, scope: !158)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 29, column: 7)
!159 = !DILocation(line: 29, column: 21, scope: !158)
!160 = !DILocation(line: 29, column: 7, scope: !155)
!161 = !DILocation(line: 30, column: 19, scope: !158)
!162 = !DILocation(line: 30, column: 21, scope: !158)
!163 = !DILocation(line: 30, column: 24, scope: !158)
!164 = !DILocation(line: 30, column: 9, scope: !158)
!165 = !DILocation(line: 30, column: 11, scope: !158)
!166 = !DILocation(line: 30, column: 14, scope: !158)
!167 = !DILocation(line: 30, column: 17, scope: !158)
!168 = !DILocation(line: 29, column: 31, scope: !158)
!169 = !DILocation(line: 29, column: 7, scope: !158)
!170 = distinct !{!170, !160, !171, !56}
!171 = !DILocation(line: 30, column: 25, scope: !155)
!172 = distinct !{!172, !152, !173}
!173 = !DILocation(line: 27, column: 36, scope: !135)
!174 = !DILocation(line: 30, column: 25, scope: !135)
!175 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !3, file: !3, line: 27, type: !59, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !29)
!176 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !175, type: !61, flags: DIFlagArtificial)
!177 = !DILocation(line: 0, scope: !175)
!178 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !175, type: !61, flags: DIFlagArtificial)
!179 = !DILocalVariable(name: "a", arg: 3, scope: !175, type: !65, flags: DIFlagArtificial)
!180 = !DILocalVariable(name: "b", arg: 4, scope: !175, type: !65, flags: DIFlagArtificial)
!181 = !DILocation(line: 27, column: 1, scope: !175)
!182 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !183, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!183 = !DISubroutineType(types: !184)
!184 = !{!35}
!185 = !DILocalVariable(name: "i", scope: !182, file: !3, line: 36, type: !35)
!186 = !DILocation(line: 36, column: 7, scope: !182)
!187 = !DILocalVariable(name: "j", scope: !182, file: !3, line: 36, type: !35)
!188 = !DILocation(line: 36, column: 10, scope: !182)
!189 = !DILocalVariable(name: "s", scope: !182, file: !3, line: 37, type: !5)
!190 = !DILocation(line: 37, column: 10, scope: !182)
!191 = !DILocation(line: 38, column: 10, scope: !192)
!192 = distinct !DILexicalBlock(scope: !182, file: !3, line: 38, column: 3)
!193 = !DILocation(line: 38, column: 8, scope: !192)
!194 = !DILocation(line: 38, column: 15, scope: !195)
!195 = distinct !DILexicalBlock(scope: !192, file: !3, line: 38, column: 3)
!196 = !DILocation(line: 38, column: 17, scope: !195)
!197 = !DILocation(line: 38, column: 3, scope: !192)
!198 = !DILocation(line: 39, column: 12, scope: !199)
!199 = distinct !DILexicalBlock(scope: !195, file: !3, line: 39, column: 5)
!200 = !DILocation(line: 39, column: 10, scope: !199)
!201 = !DILocation(line: 39, column: 17, scope: !202)
!202 = distinct !DILexicalBlock(scope: !199, file: !3, line: 39, column: 5)
!203 = !DILocation(line: 39, column: 19, scope: !202)
!204 = !DILocation(line: 39, column: 5, scope: !199)
!205 = !DILocation(line: 40, column: 28, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !3, line: 39, column: 29)
!207 = !DILocation(line: 40, column: 32, scope: !206)
!208 = !DILocation(line: 40, column: 30, scope: !206)
!209 = !DILocation(line: 40, column: 35, scope: !206)
!210 = !DILocation(line: 40, column: 18, scope: !206)
!211 = !DILocation(line: 40, column: 10, scope: !206)
!212 = !DILocation(line: 40, column: 7, scope: !206)
!213 = !DILocation(line: 40, column: 13, scope: !206)
!214 = !DILocation(line: 40, column: 16, scope: !206)
!215 = !DILocation(line: 41, column: 10, scope: !206)
!216 = !DILocation(line: 41, column: 7, scope: !206)
!217 = !DILocation(line: 41, column: 13, scope: !206)
!218 = !DILocation(line: 41, column: 16, scope: !206)
!219 = !DILocation(line: 42, column: 5, scope: !206)
!220 = !DILocation(line: 39, column: 25, scope: !202)
!221 = !DILocation(line: 39, column: 5, scope: !202)
!222 = distinct !{!222, !204, !223, !56}
!223 = !DILocation(line: 42, column: 5, scope: !199)
!224 = !DILocation(line: 38, column: 23, scope: !195)
!225 = !DILocation(line: 38, column: 3, scope: !195)
!226 = distinct !{!226, !197, !227, !56}
!227 = !DILocation(line: 42, column: 5, scope: !192)
!228 = !DILocation(line: 43, column: 3, scope: !182)
!229 = !DILocation(line: 44, column: 10, scope: !230)
!230 = distinct !DILexicalBlock(scope: !182, file: !3, line: 44, column: 3)
!231 = !DILocation(line: 44, column: 8, scope: !230)
!232 = !DILocation(line: 44, column: 15, scope: !233)
!233 = distinct !DILexicalBlock(scope: !230, file: !3, line: 44, column: 3)
!234 = !DILocation(line: 44, column: 17, scope: !233)
!235 = !DILocation(line: 44, column: 3, scope: !230)
!236 = !DILocation(line: 45, column: 12, scope: !237)
!237 = distinct !DILexicalBlock(scope: !233, file: !3, line: 45, column: 5)
!238 = !DILocation(line: 45, column: 10, scope: !237)
!239 = !DILocation(line: 45, column: 17, scope: !240)
!240 = distinct !DILexicalBlock(scope: !237, file: !3, line: 45, column: 5)
!241 = !DILocation(line: 45, column: 19, scope: !240)
!242 = !DILocation(line: 45, column: 5, scope: !237)
!243 = !DILocation(line: 46, column: 15, scope: !240)
!244 = !DILocation(line: 46, column: 12, scope: !240)
!245 = !DILocation(line: 46, column: 18, scope: !240)
!246 = !DILocation(line: 46, column: 9, scope: !240)
!247 = !DILocation(line: 46, column: 7, scope: !240)
!248 = !DILocation(line: 45, column: 25, scope: !240)
!249 = !DILocation(line: 45, column: 5, scope: !240)
!250 = distinct !{!250, !242, !251, !56}
!251 = !DILocation(line: 46, column: 19, scope: !237)
!252 = !DILocation(line: 44, column: 23, scope: !233)
!253 = !DILocation(line: 44, column: 3, scope: !233)
!254 = distinct !{!254, !235, !255, !56}
!255 = !DILocation(line: 46, column: 19, scope: !230)
!256 = !DILocation(line: 47, column: 14, scope: !182)
!257 = !DILocation(line: 47, column: 12, scope: !182)
!258 = !DILocation(line: 48, column: 3, scope: !182)
