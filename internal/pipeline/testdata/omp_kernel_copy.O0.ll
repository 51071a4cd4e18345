; ModuleID = 'omp_kernel_copy.c'
source_filename = "omp_kernel_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [44 x i8] c";omp_kernel_copy.c;kernel_scale_rows;12;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [45 x i8] c";omp_kernel_copy.c;kernel_scale_rows;12;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [39 x i8] c";omp_kernel_copy.c;kernel_sweep;22;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [40 x i8] c";omp_kernel_copy.c;kernel_sweep;22;63;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 39, i8* getelementptr inbounds ([40 x i8], [40 x i8]* @7, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 39, i8* getelementptr inbounds ([40 x i8], [40 x i8]* @7, i32 0, i32 0) }, align 8
@10 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @5, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [9 x i8] c"%d %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_scale_rows(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !15 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !29
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !30, metadata !DIExpression()), !dbg !31
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %5, i32* %6, double** %7, double** %8), !dbg !32
  ret void, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !34 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
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
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !44, metadata !DIExpression()), !dbg !45
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !46, metadata !DIExpression()), !dbg !45
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !47, metadata !DIExpression()), !dbg !48
  store i32* %3, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !49, metadata !DIExpression()), !dbg !50
  store double** %4, double*** %11, align 8
  call void @llvm.dbg.declare(metadata double*** %11, metadata !51, metadata !DIExpression()), !dbg !52
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !53, metadata !DIExpression()), !dbg !54
  %24 = load i32*, i32** %9, align 8, !dbg !55
  %25 = load i32*, i32** %10, align 8, !dbg !55
  %26 = load double**, double*** %11, align 8, !dbg !55
  %27 = load double**, double*** %12, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %13, metadata !56, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %15, metadata !57, metadata !DIExpression()), !dbg !45
  %28 = load i32, i32* %24, align 4, !dbg !58
  store i32 %28, i32* %15, align 4, !dbg !58
  call void @llvm.dbg.declare(metadata i32* %16, metadata !57, metadata !DIExpression()), !dbg !45
  %29 = load i32, i32* %15, align 4, !dbg !58
  %30 = sub nsw i32 %29, 0, !dbg !55
  %31 = sdiv i32 %30, 1, !dbg !55
  %32 = sub nsw i32 %31, 1, !dbg !55
  store i32 %32, i32* %16, align 4, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %17, metadata !59, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %17, align 4, !dbg !60
  %33 = load i32, i32* %15, align 4, !dbg !58
  %34 = icmp slt i32 0, %33, !dbg !55
  br i1 %34, label %35, label %91, !dbg !55

35:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %18, metadata !61, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %18, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %19, metadata !63, metadata !DIExpression()), !dbg !45
  %36 = load i32, i32* %16, align 4, !dbg !55
  store i32 %36, i32* %19, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %20, metadata !64, metadata !DIExpression()), !dbg !45
  store i32 1, i32* %20, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %21, metadata !65, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %21, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %22, metadata !59, metadata !DIExpression()), !dbg !45
  %37 = load i32*, i32** %7, align 8, !dbg !55
  %38 = load i32, i32* %37, align 4, !dbg !55
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %38, i32 34, i32* %21, i32* %18, i32* %19, i32* %20, i32 1, i32 1), !dbg !66
  %39 = load i32, i32* %19, align 4, !dbg !62
  %40 = load i32, i32* %16, align 4, !dbg !55
  %41 = icmp sgt i32 %39, %40, !dbg !62
  br i1 %41, label %42, label %44, !dbg !62

42:                                               ; preds = %35
  %43 = load i32, i32* %16, align 4, !dbg !55
  br label %46, !dbg !62

44:                                               ; preds = %35
  %45 = load i32, i32* %19, align 4, !dbg !62
  br label %46, !dbg !62

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %43, %42 ], [ %45, %44 ], !dbg !62
  store i32 %47, i32* %19, align 4, !dbg !62
  %48 = load i32, i32* %18, align 4, !dbg !62
  store i32 %48, i32* %13, align 4, !dbg !62
  br label %49, !dbg !55

49:                                               ; preds = %84, %46
  %50 = load i32, i32* %13, align 4, !dbg !62
  %51 = load i32, i32* %19, align 4, !dbg !62
  %52 = icmp sle i32 %50, %51, !dbg !55
  br i1 %52, label %53, label %87, !dbg !55

53:                                               ; preds = %49
  %54 = load i32, i32* %13, align 4, !dbg !62
  %55 = mul nsw i32 %54, 1, !dbg !60
  %56 = add nsw i32 0, %55, !dbg !60
  store i32 %56, i32* %22, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %23, metadata !67, metadata !DIExpression()), !dbg !69
  store i32 0, i32* %23, align 4, !dbg !69
  br label %57, !dbg !70

57:                                               ; preds = %79, %53
  %58 = load i32, i32* %23, align 4, !dbg !71
  %59 = load i32, i32* %25, align 4, !dbg !73
  %60 = icmp slt i32 %58, %59, !dbg !74
  br i1 %60, label %61, label %82, !dbg !75

61:                                               ; preds = %57
  %62 = load double*, double** %27, align 8, !dbg !76
  %63 = load i32, i32* %22, align 4, !dbg !77
  %64 = sext i32 %63 to i64, !dbg !76
  %65 = getelementptr inbounds double, double* %62, i64 %64, !dbg !76
  %66 = load double, double* %65, align 8, !dbg !76
  %67 = load double*, double** %26, align 8, !dbg !78
  %68 = load i32, i32* %22, align 4, !dbg !79
  %69 = sext i32 %68 to i64, !dbg !80
  %70 = load i32, i32* %25, align 4, !dbg !81
  %71 = sext i32 %70 to i64, !dbg !81
  %72 = mul i64 %69, %71, !dbg !82
  %73 = load i32, i32* %23, align 4, !dbg !83
  %74 = sext i32 %73 to i64, !dbg !83
  %75 = add i64 %72, %74, !dbg !84
  %76 = getelementptr inbounds double, double* %67, i64 %75, !dbg !78
  %77 = load double, double* %76, align 8, !dbg !85
  %78 = fmul double %77, %66, !dbg !85
  store double %78, double* %76, align 8, !dbg !85
  br label %79, !dbg !78

79:                                               ; preds = %61
  %80 = load i32, i32* %23, align 4, !dbg !86
  %81 = add nsw i32 %80, 1, !dbg !86
  store i32 %81, i32* %23, align 4, !dbg !86
  br label %57, !dbg !87, !llvm.loop !88

82:                                               ; preds = %57
  br label %83, !dbg !89

83:                                               ; preds = %82
  br label %84, !dbg !66

84:                                               ; preds = %83
  %85 = load i32, i32* %13, align 4, !dbg !62
  %86 = add nsw i32 %85, 1, !dbg !55
  store i32 %86, i32* %13, align 4, !dbg !55
  br label %49, !dbg !66, !llvm.loop !91

87:                                               ; preds = %49
  br label %88, !dbg !66

88:                                               ; preds = %87
  %89 = load i32*, i32** %7, align 8, !dbg !66
  %90 = load i32, i32* %89, align 4, !dbg !66
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %90), !dbg !92
  br label %91, !dbg !66

91:                                               ; preds = %88, %6
  ret void, !dbg !93
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !94 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca double**, align 8
  %12 = alloca double**, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !95, metadata !DIExpression()), !dbg !96
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !97, metadata !DIExpression()), !dbg !96
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !98, metadata !DIExpression()), !dbg !96
  store i32* %3, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !99, metadata !DIExpression()), !dbg !96
  store double** %4, double*** %11, align 8
  call void @llvm.dbg.declare(metadata double*** %11, metadata !100, metadata !DIExpression()), !dbg !96
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !101, metadata !DIExpression()), !dbg !96
  %13 = load i32*, i32** %9, align 8, !dbg !102
  %14 = load i32*, i32** %10, align 8, !dbg !102
  %15 = load double**, double*** %11, align 8, !dbg !102
  %16 = load double**, double*** %12, align 8, !dbg !102
  %17 = load i32*, i32** %7, align 8, !dbg !102
  %18 = load i32*, i32** %8, align 8, !dbg !102
  %19 = load i32*, i32** %9, align 8, !dbg !102
  %20 = load i32*, i32** %10, align 8, !dbg !102
  %21 = load double**, double*** %11, align 8, !dbg !102
  %22 = load double**, double*** %12, align 8, !dbg !102
  call void @.omp_outlined._debug__(i32* %17, i32* %18, i32* %19, i32* %20, double** %21, double** %22) #3, !dbg !102
  ret void, !dbg !102
}

; Function Attrs: nounwind
declare !callback !103 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @kernel_sweep(i32 noundef %0, i32 noundef %1, i32 noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !105 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca double*, align 8
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !108, metadata !DIExpression()), !dbg !109
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !110, metadata !DIExpression()), !dbg !111
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !112, metadata !DIExpression()), !dbg !113
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !114, metadata !DIExpression()), !dbg !115
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !116, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.declare(metadata double* %11, metadata !118, metadata !DIExpression()), !dbg !119
  store double 0.000000e+00, double* %11, align 8, !dbg !119
  call void @llvm.dbg.declare(metadata i32* %12, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %12, align 4, !dbg !122
  br label %14, !dbg !123

14:                                               ; preds = %22, %5
  %15 = load i32, i32* %12, align 4, !dbg !124
  %16 = load i32, i32* %8, align 4, !dbg !126
  %17 = icmp slt i32 %15, %16, !dbg !127
  br i1 %17, label %18, label %25, !dbg !128

18:                                               ; preds = %14
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @10, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double*)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* %6, i32* %7, double** %10, double** %9, double* %11), !dbg !129
  call void @llvm.dbg.declare(metadata double** %13, metadata !131, metadata !DIExpression()), !dbg !132
  %19 = load double*, double** %9, align 8, !dbg !133
  store double* %19, double** %13, align 8, !dbg !132
  %20 = load double*, double** %10, align 8, !dbg !134
  store double* %20, double** %9, align 8, !dbg !135
  %21 = load double*, double** %13, align 8, !dbg !136
  store double* %21, double** %10, align 8, !dbg !137
  br label %22, !dbg !138

22:                                               ; preds = %18
  %23 = load i32, i32* %12, align 4, !dbg !139
  %24 = add nsw i32 %23, 1, !dbg !139
  store i32 %24, i32* %12, align 4, !dbg !139
  br label %14, !dbg !140, !llvm.loop !141

25:                                               ; preds = %14
  %26 = load double, double* %11, align 8, !dbg !143
  ret double %26, !dbg !144
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double* noundef nonnull align 8 dereferenceable(8) %6) #2 !dbg !145 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca double**, align 8
  %13 = alloca double**, align 8
  %14 = alloca double*, align 8
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
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca [1 x i8*], align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !149, metadata !DIExpression()), !dbg !150
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !151, metadata !DIExpression()), !dbg !150
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !152, metadata !DIExpression()), !dbg !153
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !154, metadata !DIExpression()), !dbg !155
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !156, metadata !DIExpression()), !dbg !157
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !158, metadata !DIExpression()), !dbg !159
  store double* %6, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !160, metadata !DIExpression()), !dbg !161
  %30 = load i32*, i32** %10, align 8, !dbg !162
  %31 = load i32*, i32** %11, align 8, !dbg !162
  %32 = load double**, double*** %12, align 8, !dbg !162
  %33 = load double**, double*** %13, align 8, !dbg !162
  %34 = load double*, double** %14, align 8, !dbg !162
  call void @llvm.dbg.declare(metadata i32* %15, metadata !163, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.declare(metadata i32* %17, metadata !164, metadata !DIExpression()), !dbg !150
  %35 = load i32, i32* %30, align 4, !dbg !165
  %36 = sub nsw i32 %35, 1, !dbg !166
  store i32 %36, i32* %17, align 4, !dbg !165
  call void @llvm.dbg.declare(metadata i32* %18, metadata !164, metadata !DIExpression()), !dbg !150
  %37 = load i32, i32* %17, align 4, !dbg !166
  %38 = sub nsw i32 %37, 1, !dbg !162
  %39 = sdiv i32 %38, 1, !dbg !162
  %40 = sub nsw i32 %39, 1, !dbg !162
  store i32 %40, i32* %18, align 4, !dbg !162
  call void @llvm.dbg.declare(metadata i32* %19, metadata !167, metadata !DIExpression()), !dbg !150
  store i32 1, i32* %19, align 4, !dbg !168
  %41 = load i32, i32* %17, align 4, !dbg !166
  %42 = icmp slt i32 1, %41, !dbg !162
  br i1 %42, label %43, label %159, !dbg !162

43:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %20, metadata !169, metadata !DIExpression()), !dbg !150
  store i32 0, i32* %20, align 4, !dbg !170
  call void @llvm.dbg.declare(metadata i32* %21, metadata !171, metadata !DIExpression()), !dbg !150
  %44 = load i32, i32* %18, align 4, !dbg !162
  store i32 %44, i32* %21, align 4, !dbg !170
  call void @llvm.dbg.declare(metadata i32* %22, metadata !172, metadata !DIExpression()), !dbg !150
  store i32 1, i32* %22, align 4, !dbg !170
  call void @llvm.dbg.declare(metadata i32* %23, metadata !173, metadata !DIExpression()), !dbg !150
  store i32 0, i32* %23, align 4, !dbg !170
  call void @llvm.dbg.declare(metadata double* %24, metadata !174, metadata !DIExpression()), !dbg !150
  store double 0.000000e+00, double* %24, align 8, !dbg !175
  call void @llvm.dbg.declare(metadata i32* %25, metadata !167, metadata !DIExpression()), !dbg !150
  %45 = load i32*, i32** %8, align 8, !dbg !162
  %46 = load i32, i32* %45, align 4, !dbg !162
  call void @__kmpc_for_static_init_4(%struct.ident_t* @6, i32 %46, i32 34, i32* %23, i32* %20, i32* %21, i32* %22, i32 1, i32 1), !dbg !176
  %47 = load i32, i32* %21, align 4, !dbg !170
  %48 = load i32, i32* %18, align 4, !dbg !162
  %49 = icmp sgt i32 %47, %48, !dbg !170
  br i1 %49, label %50, label %52, !dbg !170

50:                                               ; preds = %43
  %51 = load i32, i32* %18, align 4, !dbg !162
  br label %54, !dbg !170

52:                                               ; preds = %43
  %53 = load i32, i32* %21, align 4, !dbg !170
  br label %54, !dbg !170

54:                                               ; preds = %52, %50
  %55 = phi i32 [ %51, %50 ], [ %53, %52 ], !dbg !170
  store i32 %55, i32* %21, align 4, !dbg !170
  %56 = load i32, i32* %20, align 4, !dbg !170
  store i32 %56, i32* %15, align 4, !dbg !170
  br label %57, !dbg !162

57:                                               ; preds = %124, %54
  %58 = load i32, i32* %15, align 4, !dbg !170
  %59 = load i32, i32* %21, align 4, !dbg !170
  %60 = icmp sle i32 %58, %59, !dbg !162
  br i1 %60, label %61, label %127, !dbg !162

61:                                               ; preds = %57
  %62 = load i32, i32* %15, align 4, !dbg !170
  %63 = mul nsw i32 %62, 1, !dbg !168
  %64 = add nsw i32 1, %63, !dbg !168
  store i32 %64, i32* %25, align 4, !dbg !168
  call void @llvm.dbg.declare(metadata i32* %26, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %26, align 4, !dbg !179
  br label %65, !dbg !180

65:                                               ; preds = %119, %61
  %66 = load i32, i32* %26, align 4, !dbg !181
  %67 = load i32, i32* %31, align 4, !dbg !183
  %68 = icmp slt i32 %66, %67, !dbg !184
  br i1 %68, label %69, label %122, !dbg !185

69:                                               ; preds = %65
  %70 = load double*, double** %33, align 8, !dbg !186
  %71 = load i32, i32* %25, align 4, !dbg !188
  %72 = sub nsw i32 %71, 1, !dbg !189
  %73 = sext i32 %72 to i64, !dbg !190
  %74 = load i32, i32* %31, align 4, !dbg !191
  %75 = sext i32 %74 to i64, !dbg !191
  %76 = mul i64 %73, %75, !dbg !192
  %77 = load i32, i32* %26, align 4, !dbg !193
  %78 = sext i32 %77 to i64, !dbg !193
  %79 = add i64 %76, %78, !dbg !194
  %80 = getelementptr inbounds double, double* %70, i64 %79, !dbg !186
  %81 = load double, double* %80, align 8, !dbg !186
  %82 = load double*, double** %33, align 8, !dbg !195
  %83 = load i32, i32* %25, align 4, !dbg !196
  %84 = add nsw i32 %83, 1, !dbg !197
  %85 = sext i32 %84 to i64, !dbg !198
  %86 = load i32, i32* %31, align 4, !dbg !199
  %87 = sext i32 %86 to i64, !dbg !199
  %88 = mul i64 %85, %87, !dbg !200
  %89 = load i32, i32* %26, align 4, !dbg !201
  %90 = sext i32 %89 to i64, !dbg !201
  %91 = add i64 %88, %90, !dbg !202
  %92 = getelementptr inbounds double, double* %82, i64 %91, !dbg !195
  %93 = load double, double* %92, align 8, !dbg !195
  %94 = fadd double %81, %93, !dbg !203
  %95 = fmul double 5.000000e-01, %94, !dbg !204
  %96 = load double*, double** %32, align 8, !dbg !205
  %97 = load i32, i32* %25, align 4, !dbg !206
  %98 = sext i32 %97 to i64, !dbg !207
  %99 = load i32, i32* %31, align 4, !dbg !208
  %100 = sext i32 %99 to i64, !dbg !208
  %101 = mul i64 %98, %100, !dbg !209
  %102 = load i32, i32* %26, align 4, !dbg !210
  %103 = sext i32 %102 to i64, !dbg !210
  %104 = add i64 %101, %103, !dbg !211
  %105 = getelementptr inbounds double, double* %96, i64 %104, !dbg !205
  store double %95, double* %105, align 8, !dbg !212
  %106 = load double*, double** %32, align 8, !dbg !213
  %107 = load i32, i32* %25, align 4, !dbg !214
  %108 = sext i32 %107 to i64, !dbg !215
  %109 = load i32, i32* %31, align 4, !dbg !216
  %110 = sext i32 %109 to i64, !dbg !216
  %111 = mul i64 %108, %110, !dbg !217
  %112 = load i32, i32* %26, align 4, !dbg !218
  %113 = sext i32 %112 to i64, !dbg !218
  %114 = add i64 %111, %113, !dbg !219
  %115 = getelementptr inbounds double, double* %106, i64 %114, !dbg !213
  %116 = load double, double* %115, align 8, !dbg !213
  %117 = load double, double* %24, align 8, !dbg !220
  %118 = fadd double %117, %116, !dbg !220
  store double %118, double* %24, align 8, !dbg !220
  br label %119, !dbg !221

119:                                              ; preds = %69
  %120 = load i32, i32* %26, align 4, !dbg !222
  %121 = add nsw i32 %120, 1, !dbg !222
  store i32 %121, i32* %26, align 4, !dbg !222
  br label %65, !dbg !223, !llvm.loop !224

122:                                              ; preds = %65
  br label %123, !dbg !225

123:                                              ; preds = %122
  br label %124, !dbg !176

124:                                              ; preds = %123
  %125 = load i32, i32* %15, align 4, !dbg !170
  %126 = add nsw i32 %125, 1, !dbg !162
  store i32 %126, i32* %15, align 4, !dbg !162
  br label %57, !dbg !176, !llvm.loop !226

127:                                              ; preds = %57
  br label %128, !dbg !176

128:                                              ; preds = %127
  %129 = load i32*, i32** %8, align 8, !dbg !176
  %130 = load i32, i32* %129, align 4, !dbg !176
  call void @__kmpc_for_static_fini(%struct.ident_t* @8, i32 %130), !dbg !227
  %131 = getelementptr inbounds [1 x i8*], [1 x i8*]* %27, i64 0, i64 0, !dbg !176
  %132 = bitcast double* %24 to i8*, !dbg !176
  store i8* %132, i8** %131, align 8, !dbg !176
  %133 = load i32*, i32** %8, align 8, !dbg !176
  %134 = load i32, i32* %133, align 4, !dbg !176
  %135 = bitcast [1 x i8*]* %27 to i8*, !dbg !176
  %136 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* @9, i32 %134, i32 1, i64 8, i8* %135, void (i8*, i8*)* @.omp.reduction.reduction_func, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !176
  switch i32 %136, label %158 [
    i32 1, label %137
    i32 2, label %141
  ], !dbg !176

137:                                              ; preds = %128
  %138 = load double, double* %34, align 8, !dbg !175
  %139 = load double, double* %24, align 8, !dbg !175
  %140 = fadd double %138, %139, !dbg !228
  store double %140, double* %34, align 8, !dbg !228
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* @9, i32 %134, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !176
  br label %158, !dbg !176

141:                                              ; preds = %128
  %142 = load double, double* %24, align 8, !dbg !175
  %143 = bitcast double* %34 to i64*, !dbg !176
  %144 = load atomic i64, i64* %143 monotonic, align 8, !dbg !176
  br label %145, !dbg !176

145:                                              ; preds = %145, %141
  %146 = phi i64 [ %144, %141 ], [ %155, %145 ], !dbg !176
  %147 = bitcast double* %28 to i64*, !dbg !176
  %148 = bitcast i64 %146 to double, !dbg !176
  store double %148, double* %29, align 8, !dbg !176
  %149 = load double, double* %29, align 8, !dbg !175
  %150 = load double, double* %24, align 8, !dbg !175
  %151 = fadd double %149, %150, !dbg !228
  store double %151, double* %28, align 8, !dbg !176
  %152 = load i64, i64* %147, align 8, !dbg !176
  %153 = bitcast double* %34 to i64*, !dbg !176
  %154 = cmpxchg i64* %153, i64 %146, i64 %152 monotonic monotonic, align 8, !dbg !176
  %155 = extractvalue { i64, i1 } %154, 0, !dbg !176
  %156 = extractvalue { i64, i1 } %154, 1, !dbg !176
  br i1 %156, label %157, label %145, !dbg !176

157:                                              ; preds = %145
  br label %158, !dbg !176

158:                                              ; preds = %157, %137, %128
  br label %159, !dbg !176

159:                                              ; preds = %158, %7
  ret void, !dbg !229
}

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @.omp.reduction.reduction_func(i8* noundef %0, i8* noundef %1) #4 !dbg !230 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !232, metadata !DIExpression()), !dbg !234
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !235, metadata !DIExpression()), !dbg !234
  %5 = load i8*, i8** %3, align 8, !dbg !236
  %6 = bitcast i8* %5 to [1 x i8*]*, !dbg !236
  %7 = load i8*, i8** %4, align 8, !dbg !236
  %8 = bitcast i8* %7 to [1 x i8*]*, !dbg !236
  %9 = getelementptr inbounds [1 x i8*], [1 x i8*]* %8, i64 0, i64 0, !dbg !236
  %10 = load i8*, i8** %9, align 8, !dbg !236
  %11 = bitcast i8* %10 to double*, !dbg !236
  %12 = getelementptr inbounds [1 x i8*], [1 x i8*]* %6, i64 0, i64 0, !dbg !236
  %13 = load i8*, i8** %12, align 8, !dbg !236
  %14 = bitcast i8* %13 to double*, !dbg !236
  %15 = load double, double* %14, align 8, !dbg !237
  %16 = load double, double* %11, align 8, !dbg !237
  %17 = fadd double %15, %16, !dbg !238
  store double %17, double* %14, align 8, !dbg !238
  ret void, !dbg !237
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..2(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double* noundef nonnull align 8 dereferenceable(8) %6) #2 !dbg !239 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca double**, align 8
  %13 = alloca double**, align 8
  %14 = alloca double*, align 8
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !240, metadata !DIExpression()), !dbg !241
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !242, metadata !DIExpression()), !dbg !241
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !243, metadata !DIExpression()), !dbg !241
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !244, metadata !DIExpression()), !dbg !241
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !245, metadata !DIExpression()), !dbg !241
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !246, metadata !DIExpression()), !dbg !241
  store double* %6, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !247, metadata !DIExpression()), !dbg !241
  %15 = load i32*, i32** %10, align 8, !dbg !248
  %16 = load i32*, i32** %11, align 8, !dbg !248
  %17 = load double**, double*** %12, align 8, !dbg !248
  %18 = load double**, double*** %13, align 8, !dbg !248
  %19 = load double*, double** %14, align 8, !dbg !248
  %20 = load i32*, i32** %8, align 8, !dbg !248
  %21 = load i32*, i32** %9, align 8, !dbg !248
  %22 = load i32*, i32** %10, align 8, !dbg !248
  %23 = load i32*, i32** %11, align 8, !dbg !248
  %24 = load double**, double*** %12, align 8, !dbg !248
  %25 = load double**, double*** %13, align 8, !dbg !248
  %26 = load double*, double** %14, align 8, !dbg !248
  call void @.omp_outlined._debug__.1(i32* %20, i32* %21, i32* %22, i32* %23, double** %24, double** %25, double* %26) #3, !dbg !248
  ret void, !dbg !248
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !249 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !255, metadata !DIExpression()), !dbg !256
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !257, metadata !DIExpression()), !dbg !258
  call void @llvm.dbg.declare(metadata i32* %6, metadata !259, metadata !DIExpression()), !dbg !260
  %15 = load i32, i32* %4, align 4, !dbg !261
  %16 = icmp sgt i32 %15, 1, !dbg !262
  br i1 %16, label %17, label %22, !dbg !261

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !263
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !263
  %20 = load i8*, i8** %19, align 8, !dbg !263
  %21 = call i32 @atoi(i8* noundef %20) #9, !dbg !264
  br label %23, !dbg !261

22:                                               ; preds = %2
  br label %23, !dbg !261

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 120, %22 ], !dbg !261
  store i32 %24, i32* %6, align 4, !dbg !260
  call void @llvm.dbg.declare(metadata i32* %7, metadata !265, metadata !DIExpression()), !dbg !266
  %25 = load i32, i32* %4, align 4, !dbg !267
  %26 = icmp sgt i32 %25, 2, !dbg !268
  br i1 %26, label %27, label %32, !dbg !267

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !269
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !269
  %30 = load i8*, i8** %29, align 8, !dbg !269
  %31 = call i32 @atoi(i8* noundef %30) #9, !dbg !270
  br label %33, !dbg !267

32:                                               ; preds = %23
  br label %33, !dbg !267

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 100, %32 ], !dbg !267
  store i32 %34, i32* %7, align 4, !dbg !266
  call void @llvm.dbg.declare(metadata i32* %8, metadata !271, metadata !DIExpression()), !dbg !272
  %35 = load i32, i32* %4, align 4, !dbg !273
  %36 = icmp sgt i32 %35, 3, !dbg !274
  br i1 %36, label %37, label %42, !dbg !273

37:                                               ; preds = %33
  %38 = load i8**, i8*** %5, align 8, !dbg !275
  %39 = getelementptr inbounds i8*, i8** %38, i64 3, !dbg !275
  %40 = load i8*, i8** %39, align 8, !dbg !275
  %41 = call i32 @atoi(i8* noundef %40) #9, !dbg !276
  br label %43, !dbg !273

42:                                               ; preds = %33
  br label %43, !dbg !273

43:                                               ; preds = %42, %37
  %44 = phi i32 [ %41, %37 ], [ 4, %42 ], !dbg !273
  store i32 %44, i32* %8, align 4, !dbg !272
  call void @llvm.dbg.declare(metadata double** %9, metadata !277, metadata !DIExpression()), !dbg !278
  %45 = load i32, i32* %6, align 4, !dbg !279
  %46 = sext i32 %45 to i64, !dbg !279
  %47 = mul i64 8, %46, !dbg !280
  %48 = load i32, i32* %7, align 4, !dbg !281
  %49 = sext i32 %48 to i64, !dbg !281
  %50 = mul i64 %47, %49, !dbg !282
  %51 = call noalias i8* @malloc(i64 noundef %50) #3, !dbg !283
  %52 = bitcast i8* %51 to double*, !dbg !283
  store double* %52, double** %9, align 8, !dbg !278
  call void @llvm.dbg.declare(metadata double** %10, metadata !284, metadata !DIExpression()), !dbg !285
  %53 = load i32, i32* %6, align 4, !dbg !286
  %54 = sext i32 %53 to i64, !dbg !286
  %55 = mul i64 8, %54, !dbg !287
  %56 = load i32, i32* %7, align 4, !dbg !288
  %57 = sext i32 %56 to i64, !dbg !288
  %58 = mul i64 %55, %57, !dbg !289
  %59 = call noalias i8* @malloc(i64 noundef %58) #3, !dbg !290
  %60 = bitcast i8* %59 to double*, !dbg !290
  store double* %60, double** %10, align 8, !dbg !285
  call void @llvm.dbg.declare(metadata double** %11, metadata !291, metadata !DIExpression()), !dbg !292
  %61 = load i32, i32* %6, align 4, !dbg !293
  %62 = sext i32 %61 to i64, !dbg !293
  %63 = mul i64 8, %62, !dbg !294
  %64 = call noalias i8* @malloc(i64 noundef %63) #3, !dbg !295
  %65 = bitcast i8* %64 to double*, !dbg !295
  store double* %65, double** %11, align 8, !dbg !292
  call void @llvm.dbg.declare(metadata i32* %12, metadata !296, metadata !DIExpression()), !dbg !298
  store i32 0, i32* %12, align 4, !dbg !298
  br label %66, !dbg !299

66:                                               ; preds = %113, %43
  %67 = load i32, i32* %12, align 4, !dbg !300
  %68 = load i32, i32* %6, align 4, !dbg !302
  %69 = icmp slt i32 %67, %68, !dbg !303
  br i1 %69, label %70, label %116, !dbg !304

70:                                               ; preds = %66
  %71 = load i32, i32* %12, align 4, !dbg !305
  %72 = srem i32 %71, 3, !dbg !307
  %73 = sitofp i32 %72 to double, !dbg !308
  %74 = fadd double 1.000000e+00, %73, !dbg !309
  %75 = load double*, double** %11, align 8, !dbg !310
  %76 = load i32, i32* %12, align 4, !dbg !311
  %77 = sext i32 %76 to i64, !dbg !310
  %78 = getelementptr inbounds double, double* %75, i64 %77, !dbg !310
  store double %74, double* %78, align 8, !dbg !312
  call void @llvm.dbg.declare(metadata i32* %13, metadata !313, metadata !DIExpression()), !dbg !315
  store i32 0, i32* %13, align 4, !dbg !315
  br label %79, !dbg !316

79:                                               ; preds = %109, %70
  %80 = load i32, i32* %13, align 4, !dbg !317
  %81 = load i32, i32* %7, align 4, !dbg !319
  %82 = icmp slt i32 %80, %81, !dbg !320
  br i1 %82, label %83, label %112, !dbg !321

83:                                               ; preds = %79
  %84 = load i32, i32* %12, align 4, !dbg !322
  %85 = load i32, i32* %13, align 4, !dbg !323
  %86 = add nsw i32 %84, %85, !dbg !324
  %87 = srem i32 %86, 5, !dbg !325
  %88 = sitofp i32 %87 to double, !dbg !326
  %89 = load double*, double** %10, align 8, !dbg !327
  %90 = load i32, i32* %12, align 4, !dbg !328
  %91 = sext i32 %90 to i64, !dbg !329
  %92 = load i32, i32* %7, align 4, !dbg !330
  %93 = sext i32 %92 to i64, !dbg !330
  %94 = mul i64 %91, %93, !dbg !331
  %95 = load i32, i32* %13, align 4, !dbg !332
  %96 = sext i32 %95 to i64, !dbg !332
  %97 = add i64 %94, %96, !dbg !333
  %98 = getelementptr inbounds double, double* %89, i64 %97, !dbg !327
  store double %88, double* %98, align 8, !dbg !334
  %99 = load double*, double** %9, align 8, !dbg !335
  %100 = load i32, i32* %12, align 4, !dbg !336
  %101 = sext i32 %100 to i64, !dbg !337
  %102 = load i32, i32* %7, align 4, !dbg !338
  %103 = sext i32 %102 to i64, !dbg !338
  %104 = mul i64 %101, %103, !dbg !339
  %105 = load i32, i32* %13, align 4, !dbg !340
  %106 = sext i32 %105 to i64, !dbg !340
  %107 = add i64 %104, %106, !dbg !341
  %108 = getelementptr inbounds double, double* %99, i64 %107, !dbg !335
  store double %88, double* %108, align 8, !dbg !342
  br label %109, !dbg !335

109:                                              ; preds = %83
  %110 = load i32, i32* %13, align 4, !dbg !343
  %111 = add nsw i32 %110, 1, !dbg !343
  store i32 %111, i32* %13, align 4, !dbg !343
  br label %79, !dbg !344, !llvm.loop !345

112:                                              ; preds = %79
  br label %113, !dbg !347

113:                                              ; preds = %112
  %114 = load i32, i32* %12, align 4, !dbg !348
  %115 = add nsw i32 %114, 1, !dbg !348
  store i32 %115, i32* %12, align 4, !dbg !348
  br label %66, !dbg !349, !llvm.loop !350

116:                                              ; preds = %66
  %117 = load i32, i32* %6, align 4, !dbg !352
  %118 = load i32, i32* %7, align 4, !dbg !353
  %119 = load double*, double** %9, align 8, !dbg !354
  %120 = load double*, double** %11, align 8, !dbg !355
  call void @kernel_scale_rows(i32 noundef %117, i32 noundef %118, double* noundef %119, double* noundef %120), !dbg !356
  call void @llvm.dbg.declare(metadata double* %14, metadata !357, metadata !DIExpression()), !dbg !358
  %121 = load i32, i32* %6, align 4, !dbg !359
  %122 = load i32, i32* %7, align 4, !dbg !360
  %123 = load i32, i32* %8, align 4, !dbg !361
  %124 = load double*, double** %9, align 8, !dbg !362
  %125 = load double*, double** %10, align 8, !dbg !363
  %126 = call double @kernel_sweep(i32 noundef %121, i32 noundef %122, i32 noundef %123, double* noundef %124, double* noundef %125), !dbg !364
  store double %126, double* %14, align 8, !dbg !358
  %127 = call i32 @omp_get_max_threads(), !dbg !365
  %128 = load double, double* %14, align 8, !dbg !366
  %129 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %127, double noundef %128), !dbg !367
  %130 = load double*, double** %9, align 8, !dbg !368
  %131 = bitcast double* %130 to i8*, !dbg !368
  call void @free(i8* noundef %131) #3, !dbg !369
  %132 = load double*, double** %10, align 8, !dbg !370
  %133 = bitcast double* %132 to i8*, !dbg !370
  call void @free(i8* noundef %133) #3, !dbg !371
  %134 = load double*, double** %11, align 8, !dbg !372
  %135 = bitcast double* %134 to i8*, !dbg !372
  call void @free(i8* noundef %135) #3, !dbg !373
  ret i32 0, !dbg !374
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #6

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #7

declare i32 @printf(i8* noundef, ...) #8

declare i32 @omp_get_max_threads() #8

; Function Attrs: nounwind
declare void @free(i8* noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noinline norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_kernel_copy.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6e39cfeb604444cd294ef5d7fa0e2f42")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 50}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "kernel_scale_rows", scope: !1, file: !1, line: 10, type: !16, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18, !18, !19, !21}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!23 = !{}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 10, type: !18)
!25 = !DILocation(line: 10, column: 28, scope: !15)
!26 = !DILocalVariable(name: "m", arg: 2, scope: !15, file: !1, line: 10, type: !18)
!27 = !DILocation(line: 10, column: 35, scope: !15)
!28 = !DILocalVariable(name: "A", arg: 3, scope: !15, file: !1, line: 10, type: !19)
!29 = !DILocation(line: 10, column: 46, scope: !15)
!30 = !DILocalVariable(name: "s", arg: 4, scope: !15, file: !1, line: 10, type: !21)
!31 = !DILocation(line: 10, column: 63, scope: !15)
!32 = !DILocation(line: 12, column: 1, scope: !15)
!33 = !DILocation(line: 16, column: 1, scope: !15)
!34 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 13, type: !35, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !37, !37, !41, !41, !42, !43}
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!41 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!44 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !34, type: !37, flags: DIFlagArtificial)
!45 = !DILocation(line: 0, scope: !34)
!46 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !34, type: !37, flags: DIFlagArtificial)
!47 = !DILocalVariable(name: "n", arg: 3, scope: !34, file: !1, line: 10, type: !41)
!48 = !DILocation(line: 10, column: 28, scope: !34)
!49 = !DILocalVariable(name: "m", arg: 4, scope: !34, file: !1, line: 10, type: !41)
!50 = !DILocation(line: 10, column: 35, scope: !34)
!51 = !DILocalVariable(name: "A", arg: 5, scope: !34, file: !1, line: 10, type: !42)
!52 = !DILocation(line: 10, column: 46, scope: !34)
!53 = !DILocalVariable(name: "s", arg: 6, scope: !34, file: !1, line: 10, type: !43)
!54 = !DILocation(line: 10, column: 63, scope: !34)
!55 = !DILocation(line: 13, column: 3, scope: !34)
!56 = !DILocalVariable(name: ".omp.iv", scope: !34, type: !18, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: ".capture_expr.", scope: !34, type: !18, flags: DIFlagArtificial)
!58 = !DILocation(line: 13, column: 23, scope: !34)
!59 = !DILocalVariable(name: "i", scope: !34, type: !18, flags: DIFlagArtificial)
!60 = !DILocation(line: 13, column: 26, scope: !34)
!61 = !DILocalVariable(name: ".omp.lb", scope: !34, type: !18, flags: DIFlagArtificial)
!62 = !DILocation(line: 13, column: 8, scope: !34)
!63 = !DILocalVariable(name: ".omp.ub", scope: !34, type: !18, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: ".omp.stride", scope: !34, type: !18, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: ".omp.is_last", scope: !34, type: !18, flags: DIFlagArtificial)
!66 = !DILocation(line: 12, column: 1, scope: !34)
!67 = !DILocalVariable(name: "j", scope: !68, file: !1, line: 14, type: !18)
!68 = distinct !DILexicalBlock(scope: !34, file: !1, line: 14, column: 5)
!69 = !DILocation(line: 14, column: 14, scope: !68)
!70 = !DILocation(line: 14, column: 10, scope: !68)
!71 = !DILocation(line: 14, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !1, line: 14, column: 5)
!73 = !DILocation(line: 14, column: 25, scope: !72)
!74 = !DILocation(line: 14, column: 23, scope: !72)
!75 = !DILocation(line: 14, column: 5, scope: !68)
!76 = !DILocation(line: 15, column: 31, scope: !72)
!77 = !DILocation(line: 15, column: 33, scope: !72)
!78 = !DILocation(line: 15, column: 7, scope: !72)
!79 = !DILocation(line: 15, column: 17, scope: !72)
!80 = !DILocation(line: 15, column: 9, scope: !72)
!81 = !DILocation(line: 15, column: 21, scope: !72)
!82 = !DILocation(line: 15, column: 19, scope: !72)
!83 = !DILocation(line: 15, column: 25, scope: !72)
!84 = !DILocation(line: 15, column: 23, scope: !72)
!85 = !DILocation(line: 15, column: 28, scope: !72)
!86 = !DILocation(line: 14, column: 29, scope: !72)
!87 = !DILocation(line: 14, column: 5, scope: !72)
!88 = distinct !{!88, !75, !89, !90}
!89 = !DILocation(line: 15, column: 34, scope: !68)
!90 = !{!"llvm.loop.mustprogress"}
!91 = distinct !{!91, !66, !92}
!92 = !DILocation(line: 12, column: 42, scope: !34)
!93 = !DILocation(line: 15, column: 34, scope: !34)
!94 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 12, type: !35, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!95 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !94, type: !37, flags: DIFlagArtificial)
!96 = !DILocation(line: 0, scope: !94)
!97 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !94, type: !37, flags: DIFlagArtificial)
!98 = !DILocalVariable(name: "n", arg: 3, scope: !94, type: !41, flags: DIFlagArtificial)
!99 = !DILocalVariable(name: "m", arg: 4, scope: !94, type: !41, flags: DIFlagArtificial)
!100 = !DILocalVariable(name: "A", arg: 5, scope: !94, type: !42, flags: DIFlagArtificial)
!101 = !DILocalVariable(name: "s", arg: 6, scope: !94, type: !43, flags: DIFlagArtificial)
!102 = !DILocation(line: 12, column: 1, scope: !94)
!103 = !{!104}
!104 = !{i64 2, i64 -1, i64 -1, i1 true}
!105 = distinct !DISubprogram(name: "kernel_sweep", scope: !1, file: !1, line: 18, type: !106, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!106 = !DISubroutineType(types: !107)
!107 = !{!20, !18, !18, !18, !19, !19}
!108 = !DILocalVariable(name: "n", arg: 1, scope: !105, file: !1, line: 18, type: !18)
!109 = !DILocation(line: 18, column: 25, scope: !105)
!110 = !DILocalVariable(name: "m", arg: 2, scope: !105, file: !1, line: 18, type: !18)
!111 = !DILocation(line: 18, column: 32, scope: !105)
!112 = !DILocalVariable(name: "reps", arg: 3, scope: !105, file: !1, line: 18, type: !18)
!113 = !DILocation(line: 18, column: 39, scope: !105)
!114 = !DILocalVariable(name: "A", arg: 4, scope: !105, file: !1, line: 18, type: !19)
!115 = !DILocation(line: 18, column: 53, scope: !105)
!116 = !DILocalVariable(name: "B", arg: 5, scope: !105, file: !1, line: 18, type: !19)
!117 = !DILocation(line: 18, column: 64, scope: !105)
!118 = !DILocalVariable(name: "total", scope: !105, file: !1, line: 20, type: !20)
!119 = !DILocation(line: 20, column: 10, scope: !105)
!120 = !DILocalVariable(name: "r", scope: !121, file: !1, line: 21, type: !18)
!121 = distinct !DILexicalBlock(scope: !105, file: !1, line: 21, column: 3)
!122 = !DILocation(line: 21, column: 12, scope: !121)
!123 = !DILocation(line: 21, column: 8, scope: !121)
!124 = !DILocation(line: 21, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 21, column: 3)
!126 = !DILocation(line: 21, column: 23, scope: !125)
!127 = !DILocation(line: 21, column: 21, scope: !125)
!128 = !DILocation(line: 21, column: 3, scope: !121)
!129 = !DILocation(line: 22, column: 1, scope: !130)
!130 = distinct !DILexicalBlock(scope: !125, file: !1, line: 21, column: 34)
!131 = !DILocalVariable(name: "t", scope: !130, file: !1, line: 28, type: !19)
!132 = !DILocation(line: 28, column: 13, scope: !130)
!133 = !DILocation(line: 28, column: 17, scope: !130)
!134 = !DILocation(line: 29, column: 9, scope: !130)
!135 = !DILocation(line: 29, column: 7, scope: !130)
!136 = !DILocation(line: 30, column: 9, scope: !130)
!137 = !DILocation(line: 30, column: 7, scope: !130)
!138 = !DILocation(line: 31, column: 3, scope: !130)
!139 = !DILocation(line: 21, column: 30, scope: !125)
!140 = !DILocation(line: 21, column: 3, scope: !125)
!141 = distinct !{!141, !128, !142, !90}
!142 = !DILocation(line: 31, column: 3, scope: !121)
!143 = !DILocation(line: 32, column: 10, scope: !105)
!144 = !DILocation(line: 32, column: 3, scope: !105)
!145 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 23, type: !146, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !37, !37, !41, !41, !42, !42, !148}
!148 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!149 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !145, type: !37, flags: DIFlagArtificial)
!150 = !DILocation(line: 0, scope: !145)
!151 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !145, type: !37, flags: DIFlagArtificial)
!152 = !DILocalVariable(name: "n", arg: 3, scope: !145, file: !1, line: 18, type: !41)
!153 = !DILocation(line: 18, column: 25, scope: !145)
!154 = !DILocalVariable(name: "m", arg: 4, scope: !145, file: !1, line: 18, type: !41)
!155 = !DILocation(line: 18, column: 32, scope: !145)
!156 = !DILocalVariable(name: "B", arg: 5, scope: !145, file: !1, line: 18, type: !42)
!157 = !DILocation(line: 18, column: 64, scope: !145)
!158 = !DILocalVariable(name: "A", arg: 6, scope: !145, file: !1, line: 18, type: !42)
!159 = !DILocation(line: 18, column: 53, scope: !145)
!160 = !DILocalVariable(name: "total", arg: 7, scope: !145, file: !1, line: 20, type: !148)
!161 = !DILocation(line: 20, column: 10, scope: !145)
!162 = !DILocation(line: 23, column: 5, scope: !145)
!163 = !DILocalVariable(name: ".omp.iv", scope: !145, type: !18, flags: DIFlagArtificial)
!164 = !DILocalVariable(name: ".capture_expr.", scope: !145, type: !18, flags: DIFlagArtificial)
!165 = !DILocation(line: 23, column: 25, scope: !145)
!166 = !DILocation(line: 23, column: 27, scope: !145)
!167 = !DILocalVariable(name: "i", scope: !145, type: !18, flags: DIFlagArtificial)
!168 = !DILocation(line: 23, column: 32, scope: !145)
!169 = !DILocalVariable(name: ".omp.lb", scope: !145, type: !18, flags: DIFlagArtificial)
!170 = !DILocation(line: 23, column: 10, scope: !145)
!171 = !DILocalVariable(name: ".omp.ub", scope: !145, type: !18, flags: DIFlagArtificial)
!172 = !DILocalVariable(name: ".omp.stride", scope: !145, type: !18, flags: DIFlagArtificial)
!173 = !DILocalVariable(name: ".omp.is_last", scope: !145, type: !18, flags: DIFlagArtificial)
!174 = !DILocalVariable(name: "total", scope: !145, type: !20, flags: DIFlagArtificial)
!175 = !DILocation(line: 22, column: 57, scope: !145)
!176 = !DILocation(line: 22, column: 1, scope: !145)
!177 = !DILocalVariable(name: "j", scope: !178, file: !1, line: 24, type: !18)
!178 = distinct !DILexicalBlock(scope: !145, file: !1, line: 24, column: 7)
!179 = !DILocation(line: 24, column: 16, scope: !178)
!180 = !DILocation(line: 24, column: 12, scope: !178)
!181 = !DILocation(line: 24, column: 23, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !1, line: 24, column: 7)
!183 = !DILocation(line: 24, column: 27, scope: !182)
!184 = !DILocation(line: 24, column: 25, scope: !182)
!185 = !DILocation(line: 24, column: 7, scope: !178)
!186 = !DILocation(line: 25, column: 39, scope: !187)
!187 = distinct !DILexicalBlock(scope: !182, file: !1, line: 24, column: 35)
!188 = !DILocation(line: 25, column: 50, scope: !187)
!189 = !DILocation(line: 25, column: 52, scope: !187)
!190 = !DILocation(line: 25, column: 41, scope: !187)
!191 = !DILocation(line: 25, column: 59, scope: !187)
!192 = !DILocation(line: 25, column: 57, scope: !187)
!193 = !DILocation(line: 25, column: 63, scope: !187)
!194 = !DILocation(line: 25, column: 61, scope: !187)
!195 = !DILocation(line: 25, column: 68, scope: !187)
!196 = !DILocation(line: 25, column: 79, scope: !187)
!197 = !DILocation(line: 25, column: 81, scope: !187)
!198 = !DILocation(line: 25, column: 70, scope: !187)
!199 = !DILocation(line: 25, column: 88, scope: !187)
!200 = !DILocation(line: 25, column: 86, scope: !187)
!201 = !DILocation(line: 25, column: 92, scope: !187)
!202 = !DILocation(line: 25, column: 90, scope: !187)
!203 = !DILocation(line: 25, column: 66, scope: !187)
!204 = !DILocation(line: 25, column: 36, scope: !187)
!205 = !DILocation(line: 25, column: 9, scope: !187)
!206 = !DILocation(line: 25, column: 19, scope: !187)
!207 = !DILocation(line: 25, column: 11, scope: !187)
!208 = !DILocation(line: 25, column: 23, scope: !187)
!209 = !DILocation(line: 25, column: 21, scope: !187)
!210 = !DILocation(line: 25, column: 27, scope: !187)
!211 = !DILocation(line: 25, column: 25, scope: !187)
!212 = !DILocation(line: 25, column: 30, scope: !187)
!213 = !DILocation(line: 26, column: 18, scope: !187)
!214 = !DILocation(line: 26, column: 28, scope: !187)
!215 = !DILocation(line: 26, column: 20, scope: !187)
!216 = !DILocation(line: 26, column: 32, scope: !187)
!217 = !DILocation(line: 26, column: 30, scope: !187)
!218 = !DILocation(line: 26, column: 36, scope: !187)
!219 = !DILocation(line: 26, column: 34, scope: !187)
!220 = !DILocation(line: 26, column: 15, scope: !187)
!221 = !DILocation(line: 27, column: 7, scope: !187)
!222 = !DILocation(line: 24, column: 31, scope: !182)
!223 = !DILocation(line: 24, column: 7, scope: !182)
!224 = distinct !{!224, !185, !225, !90}
!225 = !DILocation(line: 27, column: 7, scope: !178)
!226 = distinct !{!226, !176, !227}
!227 = !DILocation(line: 22, column: 63, scope: !145)
!228 = !DILocation(line: 22, column: 53, scope: !145)
!229 = !DILocation(line: 27, column: 7, scope: !145)
!230 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 22, type: !231, scopeLine: 22, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!231 = !DISubroutineType(types: !23)
!232 = !DILocalVariable(arg: 1, scope: !230, type: !233, flags: DIFlagArtificial)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!234 = !DILocation(line: 0, scope: !230)
!235 = !DILocalVariable(arg: 2, scope: !230, type: !233, flags: DIFlagArtificial)
!236 = !DILocation(line: 22, column: 63, scope: !230)
!237 = !DILocation(line: 22, column: 57, scope: !230)
!238 = !DILocation(line: 22, column: 53, scope: !230)
!239 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 22, type: !146, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!240 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !239, type: !37, flags: DIFlagArtificial)
!241 = !DILocation(line: 0, scope: !239)
!242 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !239, type: !37, flags: DIFlagArtificial)
!243 = !DILocalVariable(name: "n", arg: 3, scope: !239, type: !41, flags: DIFlagArtificial)
!244 = !DILocalVariable(name: "m", arg: 4, scope: !239, type: !41, flags: DIFlagArtificial)
!245 = !DILocalVariable(name: "B", arg: 5, scope: !239, type: !42, flags: DIFlagArtificial)
!246 = !DILocalVariable(name: "A", arg: 6, scope: !239, type: !42, flags: DIFlagArtificial)
!247 = !DILocalVariable(name: "total", arg: 7, scope: !239, type: !148, flags: DIFlagArtificial)
!248 = !DILocation(line: 22, column: 1, scope: !239)
!249 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 35, type: !250, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!250 = !DISubroutineType(types: !251)
!251 = !{!18, !18, !252}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!255 = !DILocalVariable(name: "argc", arg: 1, scope: !249, file: !1, line: 35, type: !18)
!256 = !DILocation(line: 35, column: 14, scope: !249)
!257 = !DILocalVariable(name: "argv", arg: 2, scope: !249, file: !1, line: 35, type: !252)
!258 = !DILocation(line: 35, column: 27, scope: !249)
!259 = !DILocalVariable(name: "n", scope: !249, file: !1, line: 37, type: !18)
!260 = !DILocation(line: 37, column: 7, scope: !249)
!261 = !DILocation(line: 37, column: 11, scope: !249)
!262 = !DILocation(line: 37, column: 16, scope: !249)
!263 = !DILocation(line: 37, column: 27, scope: !249)
!264 = !DILocation(line: 37, column: 22, scope: !249)
!265 = !DILocalVariable(name: "m", scope: !249, file: !1, line: 38, type: !18)
!266 = !DILocation(line: 38, column: 7, scope: !249)
!267 = !DILocation(line: 38, column: 11, scope: !249)
!268 = !DILocation(line: 38, column: 16, scope: !249)
!269 = !DILocation(line: 38, column: 27, scope: !249)
!270 = !DILocation(line: 38, column: 22, scope: !249)
!271 = !DILocalVariable(name: "reps", scope: !249, file: !1, line: 39, type: !18)
!272 = !DILocation(line: 39, column: 7, scope: !249)
!273 = !DILocation(line: 39, column: 14, scope: !249)
!274 = !DILocation(line: 39, column: 19, scope: !249)
!275 = !DILocation(line: 39, column: 30, scope: !249)
!276 = !DILocation(line: 39, column: 25, scope: !249)
!277 = !DILocalVariable(name: "A", scope: !249, file: !1, line: 40, type: !19)
!278 = !DILocation(line: 40, column: 11, scope: !249)
!279 = !DILocation(line: 40, column: 39, scope: !249)
!280 = !DILocation(line: 40, column: 37, scope: !249)
!281 = !DILocation(line: 40, column: 43, scope: !249)
!282 = !DILocation(line: 40, column: 41, scope: !249)
!283 = !DILocation(line: 40, column: 15, scope: !249)
!284 = !DILocalVariable(name: "B", scope: !249, file: !1, line: 40, type: !19)
!285 = !DILocation(line: 40, column: 48, scope: !249)
!286 = !DILocation(line: 40, column: 76, scope: !249)
!287 = !DILocation(line: 40, column: 74, scope: !249)
!288 = !DILocation(line: 40, column: 80, scope: !249)
!289 = !DILocation(line: 40, column: 78, scope: !249)
!290 = !DILocation(line: 40, column: 52, scope: !249)
!291 = !DILocalVariable(name: "s", scope: !249, file: !1, line: 41, type: !19)
!292 = !DILocation(line: 41, column: 11, scope: !249)
!293 = !DILocation(line: 41, column: 39, scope: !249)
!294 = !DILocation(line: 41, column: 37, scope: !249)
!295 = !DILocation(line: 41, column: 15, scope: !249)
!296 = !DILocalVariable(name: "i", scope: !297, file: !1, line: 42, type: !18)
!297 = distinct !DILexicalBlock(scope: !249, file: !1, line: 42, column: 3)
!298 = !DILocation(line: 42, column: 12, scope: !297)
!299 = !DILocation(line: 42, column: 8, scope: !297)
!300 = !DILocation(line: 42, column: 19, scope: !301)
!301 = distinct !DILexicalBlock(scope: !297, file: !1, line: 42, column: 3)
!302 = !DILocation(line: 42, column: 23, scope: !301)
!303 = !DILocation(line: 42, column: 21, scope: !301)
!304 = !DILocation(line: 42, column: 3, scope: !297)
!305 = !DILocation(line: 43, column: 19, scope: !306)
!306 = distinct !DILexicalBlock(scope: !301, file: !1, line: 42, column: 31)
!307 = !DILocation(line: 43, column: 21, scope: !306)
!308 = !DILocation(line: 43, column: 18, scope: !306)
!309 = !DILocation(line: 43, column: 16, scope: !306)
!310 = !DILocation(line: 43, column: 5, scope: !306)
!311 = !DILocation(line: 43, column: 7, scope: !306)
!312 = !DILocation(line: 43, column: 10, scope: !306)
!313 = !DILocalVariable(name: "j", scope: !314, file: !1, line: 44, type: !18)
!314 = distinct !DILexicalBlock(scope: !306, file: !1, line: 44, column: 5)
!315 = !DILocation(line: 44, column: 14, scope: !314)
!316 = !DILocation(line: 44, column: 10, scope: !314)
!317 = !DILocation(line: 44, column: 21, scope: !318)
!318 = distinct !DILexicalBlock(scope: !314, file: !1, line: 44, column: 5)
!319 = !DILocation(line: 44, column: 25, scope: !318)
!320 = !DILocation(line: 44, column: 23, scope: !318)
!321 = !DILocation(line: 44, column: 5, scope: !314)
!322 = !DILocation(line: 45, column: 54, scope: !318)
!323 = !DILocation(line: 45, column: 58, scope: !318)
!324 = !DILocation(line: 45, column: 56, scope: !318)
!325 = !DILocation(line: 45, column: 61, scope: !318)
!326 = !DILocation(line: 45, column: 53, scope: !318)
!327 = !DILocation(line: 45, column: 30, scope: !318)
!328 = !DILocation(line: 45, column: 40, scope: !318)
!329 = !DILocation(line: 45, column: 32, scope: !318)
!330 = !DILocation(line: 45, column: 44, scope: !318)
!331 = !DILocation(line: 45, column: 42, scope: !318)
!332 = !DILocation(line: 45, column: 48, scope: !318)
!333 = !DILocation(line: 45, column: 46, scope: !318)
!334 = !DILocation(line: 45, column: 51, scope: !318)
!335 = !DILocation(line: 45, column: 7, scope: !318)
!336 = !DILocation(line: 45, column: 17, scope: !318)
!337 = !DILocation(line: 45, column: 9, scope: !318)
!338 = !DILocation(line: 45, column: 21, scope: !318)
!339 = !DILocation(line: 45, column: 19, scope: !318)
!340 = !DILocation(line: 45, column: 25, scope: !318)
!341 = !DILocation(line: 45, column: 23, scope: !318)
!342 = !DILocation(line: 45, column: 28, scope: !318)
!343 = !DILocation(line: 44, column: 29, scope: !318)
!344 = !DILocation(line: 44, column: 5, scope: !318)
!345 = distinct !{!345, !321, !346, !90}
!346 = !DILocation(line: 45, column: 63, scope: !314)
!347 = !DILocation(line: 46, column: 3, scope: !306)
!348 = !DILocation(line: 42, column: 27, scope: !301)
!349 = !DILocation(line: 42, column: 3, scope: !301)
!350 = distinct !{!350, !304, !351, !90}
!351 = !DILocation(line: 46, column: 3, scope: !297)
!352 = !DILocation(line: 47, column: 21, scope: !249)
!353 = !DILocation(line: 47, column: 24, scope: !249)
!354 = !DILocation(line: 47, column: 27, scope: !249)
!355 = !DILocation(line: 47, column: 30, scope: !249)
!356 = !DILocation(line: 47, column: 3, scope: !249)
!357 = !DILocalVariable(name: "t", scope: !249, file: !1, line: 48, type: !20)
!358 = !DILocation(line: 48, column: 10, scope: !249)
!359 = !DILocation(line: 48, column: 27, scope: !249)
!360 = !DILocation(line: 48, column: 30, scope: !249)
!361 = !DILocation(line: 48, column: 33, scope: !249)
!362 = !DILocation(line: 48, column: 39, scope: !249)
!363 = !DILocation(line: 48, column: 42, scope: !249)
!364 = !DILocation(line: 48, column: 14, scope: !249)
!365 = !DILocation(line: 49, column: 23, scope: !249)
!366 = !DILocation(line: 49, column: 46, scope: !249)
!367 = !DILocation(line: 49, column: 3, scope: !249)
!368 = !DILocation(line: 50, column: 8, scope: !249)
!369 = !DILocation(line: 50, column: 3, scope: !249)
!370 = !DILocation(line: 51, column: 8, scope: !249)
!371 = !DILocation(line: 51, column: 3, scope: !249)
!372 = !DILocation(line: 52, column: 8, scope: !249)
!373 = !DILocation(line: 52, column: 3, scope: !249)
!374 = !DILocation(line: 53, column: 3, scope: !249)
