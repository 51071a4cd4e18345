; ModuleID = 'omp_covariance.c'
source_filename = "omp_covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;22;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @0, i32 0, i32 0) }, align 8
@Mean = internal global [80 x double] zeroinitializer, align 16, !dbg !7
@Data = internal global [100 x [80 x double]] zeroinitializer, align 16, !dbg !12
@2 = private unnamed_addr constant [48 x i8] c";omp_covariance.c;kernel_omp_covariance;22;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 47, i8* getelementptr inbounds ([48 x i8], [48 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;29;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [48 x i8] c";omp_covariance.c;kernel_omp_covariance;29;36;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 47, i8* getelementptr inbounds ([48 x i8], [48 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @5, i32 0, i32 0) }, align 8
@10 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;33;1;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @10, i32 0, i32 0) }, align 8
@Cov = internal global [80 x [80 x double]] zeroinitializer, align 16, !dbg !17
@12 = private unnamed_addr constant [48 x i8] c";omp_covariance.c;kernel_omp_covariance;33;39;;\00", align 1
@13 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 47, i8* getelementptr inbounds ([48 x i8], [48 x i8]* @12, i32 0, i32 0) }, align 8
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @10, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_covariance() #0 !dbg !30 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %2, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %3, metadata !39, metadata !DIExpression()), !dbg !40
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*)), !dbg !41
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @9, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined..2 to void (i32*, i32*, ...)*)), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @14, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined..4 to void (i32*, i32*, ...)*)), !dbg !43
  ret void, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1) #2 !dbg !45 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !52, metadata !DIExpression()), !dbg !53
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !54, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %5, metadata !55, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %7, metadata !56, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %7, align 4, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %8, metadata !58, metadata !DIExpression()), !dbg !53
  store i32 79, i32* %8, align 4, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %9, metadata !59, metadata !DIExpression()), !dbg !53
  store i32 1, i32* %9, align 4, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %10, metadata !60, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %10, align 4, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %11, metadata !61, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %12, metadata !62, metadata !DIExpression()), !dbg !53
  %13 = load i32*, i32** %3, align 8, !dbg !63
  %14 = load i32, i32* %13, align 4, !dbg !63
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %14, i32 34, i32* %10, i32* %7, i32* %8, i32* %9, i32 1, i32 1), !dbg !64
  %15 = load i32, i32* %8, align 4, !dbg !57
  %16 = icmp sgt i32 %15, 79, !dbg !57
  br i1 %16, label %17, label %18, !dbg !57

17:                                               ; preds = %2
  br label %20, !dbg !57

18:                                               ; preds = %2
  %19 = load i32, i32* %8, align 4, !dbg !57
  br label %20, !dbg !57

20:                                               ; preds = %18, %17
  %21 = phi i32 [ 79, %17 ], [ %19, %18 ], !dbg !57
  store i32 %21, i32* %8, align 4, !dbg !57
  %22 = load i32, i32* %7, align 4, !dbg !57
  store i32 %22, i32* %5, align 4, !dbg !57
  br label %23, !dbg !63

23:                                               ; preds = %60, %20
  %24 = load i32, i32* %5, align 4, !dbg !57
  %25 = load i32, i32* %8, align 4, !dbg !57
  %26 = icmp sle i32 %24, %25, !dbg !63
  br i1 %26, label %27, label %63, !dbg !63

27:                                               ; preds = %23
  %28 = load i32, i32* %5, align 4, !dbg !57
  %29 = mul nsw i32 %28, 1, !dbg !65
  %30 = add nsw i32 0, %29, !dbg !65
  store i32 %30, i32* %12, align 4, !dbg !65
  %31 = load i32, i32* %12, align 4, !dbg !66
  %32 = sext i32 %31 to i64, !dbg !68
  %33 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %32, !dbg !68
  store double 0.000000e+00, double* %33, align 8, !dbg !69
  store i32 0, i32* %11, align 4, !dbg !70
  br label %34, !dbg !72

34:                                               ; preds = %50, %27
  %35 = load i32, i32* %11, align 4, !dbg !73
  %36 = icmp slt i32 %35, 100, !dbg !75
  br i1 %36, label %37, label %53, !dbg !76

37:                                               ; preds = %34
  %38 = load i32, i32* %11, align 4, !dbg !77
  %39 = sext i32 %38 to i64, !dbg !78
  %40 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %39, !dbg !78
  %41 = load i32, i32* %12, align 4, !dbg !79
  %42 = sext i32 %41 to i64, !dbg !78
  %43 = getelementptr inbounds [80 x double], [80 x double]* %40, i64 0, i64 %42, !dbg !78
  %44 = load double, double* %43, align 8, !dbg !78
  %45 = load i32, i32* %12, align 4, !dbg !80
  %46 = sext i32 %45 to i64, !dbg !81
  %47 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %46, !dbg !81
  %48 = load double, double* %47, align 8, !dbg !82
  %49 = fadd double %48, %44, !dbg !82
  store double %49, double* %47, align 8, !dbg !82
  br label %50, !dbg !81

50:                                               ; preds = %37
  %51 = load i32, i32* %11, align 4, !dbg !83
  %52 = add nsw i32 %51, 1, !dbg !83
  store i32 %52, i32* %11, align 4, !dbg !83
  br label %34, !dbg !84, !llvm.loop !85

53:                                               ; preds = %34
  %54 = load i32, i32* %12, align 4, !dbg !88
  %55 = sext i32 %54 to i64, !dbg !89
  %56 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %55, !dbg !89
  %57 = load double, double* %56, align 8, !dbg !90
  %58 = fdiv double %57, 1.000000e+02, !dbg !90
  store double %58, double* %56, align 8, !dbg !90
  br label %59, !dbg !91

59:                                               ; preds = %53
  br label %60, !dbg !64

60:                                               ; preds = %59
  %61 = load i32, i32* %5, align 4, !dbg !57
  %62 = add nsw i32 %61, 1, !dbg !63
  store i32 %62, i32* %5, align 4, !dbg !63
  br label %23, !dbg !64, !llvm.loop !92

63:                                               ; preds = %23
  br label %64, !dbg !64

64:                                               ; preds = %63
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %14), !dbg !93
  ret void, !dbg !94
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1) #2 !dbg !95 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !96, metadata !DIExpression()), !dbg !97
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !98, metadata !DIExpression()), !dbg !97
  %5 = load i32*, i32** %3, align 8, !dbg !99
  %6 = load i32*, i32** %4, align 8, !dbg !99
  call void @.omp_outlined._debug__(i32* %5, i32* %6) #3, !dbg !99
  ret void, !dbg !99
}

; Function Attrs: nounwind
declare !callback !100 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %0, i32* noalias noundef %1) #2 !dbg !102 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !103, metadata !DIExpression()), !dbg !104
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !105, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.declare(metadata i32* %5, metadata !106, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.declare(metadata i32* %7, metadata !107, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %7, align 4, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %8, metadata !109, metadata !DIExpression()), !dbg !104
  store i32 99, i32* %8, align 4, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %9, metadata !110, metadata !DIExpression()), !dbg !104
  store i32 1, i32* %9, align 4, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %10, metadata !111, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %10, align 4, !dbg !108
  call void @llvm.dbg.declare(metadata i32* %11, metadata !112, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.declare(metadata i32* %12, metadata !113, metadata !DIExpression()), !dbg !104
  %13 = load i32*, i32** %3, align 8, !dbg !114
  %14 = load i32, i32* %13, align 4, !dbg !114
  call void @__kmpc_for_static_init_4(%struct.ident_t* @6, i32 %14, i32 34, i32* %10, i32* %7, i32* %8, i32* %9, i32 1, i32 1), !dbg !115
  %15 = load i32, i32* %8, align 4, !dbg !108
  %16 = icmp sgt i32 %15, 99, !dbg !108
  br i1 %16, label %17, label %18, !dbg !108

17:                                               ; preds = %2
  br label %20, !dbg !108

18:                                               ; preds = %2
  %19 = load i32, i32* %8, align 4, !dbg !108
  br label %20, !dbg !108

20:                                               ; preds = %18, %17
  %21 = phi i32 [ 99, %17 ], [ %19, %18 ], !dbg !108
  store i32 %21, i32* %8, align 4, !dbg !108
  %22 = load i32, i32* %7, align 4, !dbg !108
  store i32 %22, i32* %5, align 4, !dbg !108
  br label %23, !dbg !114

23:                                               ; preds = %52, %20
  %24 = load i32, i32* %5, align 4, !dbg !108
  %25 = load i32, i32* %8, align 4, !dbg !108
  %26 = icmp sle i32 %24, %25, !dbg !114
  br i1 %26, label %27, label %55, !dbg !114

27:                                               ; preds = %23
  %28 = load i32, i32* %5, align 4, !dbg !108
  %29 = mul nsw i32 %28, 1, !dbg !116
  %30 = add nsw i32 0, %29, !dbg !116
  store i32 %30, i32* %12, align 4, !dbg !116
  store i32 0, i32* %11, align 4, !dbg !117
  br label %31, !dbg !119

31:                                               ; preds = %47, %27
  %32 = load i32, i32* %11, align 4, !dbg !120
  %33 = icmp slt i32 %32, 80, !dbg !122
  br i1 %33, label %34, label %50, !dbg !123

34:                                               ; preds = %31
  %35 = load i32, i32* %11, align 4, !dbg !124
  %36 = sext i32 %35 to i64, !dbg !125
  %37 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %36, !dbg !125
  %38 = load double, double* %37, align 8, !dbg !125
  %39 = load i32, i32* %12, align 4, !dbg !126
  %40 = sext i32 %39 to i64, !dbg !127
  %41 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %40, !dbg !127
  %42 = load i32, i32* %11, align 4, !dbg !128
  %43 = sext i32 %42 to i64, !dbg !127
  %44 = getelementptr inbounds [80 x double], [80 x double]* %41, i64 0, i64 %43, !dbg !127
  %45 = load double, double* %44, align 8, !dbg !129
  %46 = fsub double %45, %38, !dbg !129
  store double %46, double* %44, align 8, !dbg !129
  br label %47, !dbg !127

47:                                               ; preds = %34
  %48 = load i32, i32* %11, align 4, !dbg !130
  %49 = add nsw i32 %48, 1, !dbg !130
  store i32 %49, i32* %11, align 4, !dbg !130
  br label %31, !dbg !131, !llvm.loop !132

50:                                               ; preds = %31
  br label %51, !dbg !133

51:                                               ; preds = %50
  br label %52, !dbg !115

52:                                               ; preds = %51
  %53 = load i32, i32* %5, align 4, !dbg !108
  %54 = add nsw i32 %53, 1, !dbg !114
  store i32 %54, i32* %5, align 4, !dbg !114
  br label %23, !dbg !115, !llvm.loop !134

55:                                               ; preds = %23
  br label %56, !dbg !115

56:                                               ; preds = %55
  call void @__kmpc_for_static_fini(%struct.ident_t* @8, i32 %14), !dbg !135
  ret void, !dbg !136
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..2(i32* noalias noundef %0, i32* noalias noundef %1) #2 !dbg !137 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !138, metadata !DIExpression()), !dbg !139
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !140, metadata !DIExpression()), !dbg !139
  %5 = load i32*, i32** %3, align 8, !dbg !141
  %6 = load i32*, i32** %4, align 8, !dbg !141
  call void @.omp_outlined._debug__.1(i32* %5, i32* %6) #3, !dbg !141
  ret void, !dbg !141
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.3(i32* noalias noundef %0, i32* noalias noundef %1) #2 !dbg !142 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !143, metadata !DIExpression()), !dbg !144
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !145, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.declare(metadata i32* %5, metadata !146, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.declare(metadata i32* %7, metadata !147, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %7, align 4, !dbg !148
  call void @llvm.dbg.declare(metadata i32* %8, metadata !149, metadata !DIExpression()), !dbg !144
  store i32 79, i32* %8, align 4, !dbg !148
  call void @llvm.dbg.declare(metadata i32* %9, metadata !150, metadata !DIExpression()), !dbg !144
  store i32 1, i32* %9, align 4, !dbg !148
  call void @llvm.dbg.declare(metadata i32* %10, metadata !151, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %10, align 4, !dbg !148
  call void @llvm.dbg.declare(metadata i32* %11, metadata !152, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.declare(metadata i32* %12, metadata !153, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.declare(metadata i32* %13, metadata !154, metadata !DIExpression()), !dbg !144
  %15 = load i32*, i32** %3, align 8, !dbg !155
  %16 = load i32, i32* %15, align 4, !dbg !155
  call void @__kmpc_for_static_init_4(%struct.ident_t* @11, i32 %16, i32 34, i32* %10, i32* %7, i32* %8, i32* %9, i32 1, i32 1), !dbg !156
  %17 = load i32, i32* %8, align 4, !dbg !148
  %18 = icmp sgt i32 %17, 79, !dbg !148
  br i1 %18, label %19, label %20, !dbg !148

19:                                               ; preds = %2
  br label %22, !dbg !148

20:                                               ; preds = %2
  %21 = load i32, i32* %8, align 4, !dbg !148
  br label %22, !dbg !148

22:                                               ; preds = %20, %19
  %23 = phi i32 [ 79, %19 ], [ %21, %20 ], !dbg !148
  store i32 %23, i32* %8, align 4, !dbg !148
  %24 = load i32, i32* %7, align 4, !dbg !148
  store i32 %24, i32* %5, align 4, !dbg !148
  br label %25, !dbg !155

25:                                               ; preds = %88, %22
  %26 = load i32, i32* %5, align 4, !dbg !148
  %27 = load i32, i32* %8, align 4, !dbg !148
  %28 = icmp sle i32 %26, %27, !dbg !155
  br i1 %28, label %29, label %91, !dbg !155

29:                                               ; preds = %25
  %30 = load i32, i32* %5, align 4, !dbg !148
  %31 = mul nsw i32 %30, 1, !dbg !157
  %32 = add nsw i32 0, %31, !dbg !157
  store i32 %32, i32* %13, align 4, !dbg !157
  %33 = load i32, i32* %13, align 4, !dbg !158
  store i32 %33, i32* %11, align 4, !dbg !160
  br label %34, !dbg !161

34:                                               ; preds = %83, %29
  %35 = load i32, i32* %11, align 4, !dbg !162
  %36 = icmp slt i32 %35, 80, !dbg !164
  br i1 %36, label %37, label %86, !dbg !165

37:                                               ; preds = %34
  call void @llvm.dbg.declare(metadata double* %14, metadata !166, metadata !DIExpression()), !dbg !168
  store double 0.000000e+00, double* %14, align 8, !dbg !168
  store i32 0, i32* %12, align 4, !dbg !169
  br label %38, !dbg !171

38:                                               ; preds = %58, %37
  %39 = load i32, i32* %12, align 4, !dbg !172
  %40 = icmp slt i32 %39, 100, !dbg !174
  br i1 %40, label %41, label %61, !dbg !175

41:                                               ; preds = %38
  %42 = load i32, i32* %12, align 4, !dbg !176
  %43 = sext i32 %42 to i64, !dbg !177
  %44 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %43, !dbg !177
  %45 = load i32, i32* %13, align 4, !dbg !178
  %46 = sext i32 %45 to i64, !dbg !177
  %47 = getelementptr inbounds [80 x double], [80 x double]* %44, i64 0, i64 %46, !dbg !177
  %48 = load double, double* %47, align 8, !dbg !177
  %49 = load i32, i32* %12, align 4, !dbg !179
  %50 = sext i32 %49 to i64, !dbg !180
  %51 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %50, !dbg !180
  %52 = load i32, i32* %11, align 4, !dbg !181
  %53 = sext i32 %52 to i64, !dbg !180
  %54 = getelementptr inbounds [80 x double], [80 x double]* %51, i64 0, i64 %53, !dbg !180
  %55 = load double, double* %54, align 8, !dbg !180
  %56 = load double, double* %14, align 8, !dbg !182
  %57 = call double @llvm.fmuladd.f64(double %48, double %55, double %56), !dbg !182
  store double %57, double* %14, align 8, !dbg !182
  br label %58, !dbg !183

58:                                               ; preds = %41
  %59 = load i32, i32* %12, align 4, !dbg !184
  %60 = add nsw i32 %59, 1, !dbg !184
  store i32 %60, i32* %12, align 4, !dbg !184
  br label %38, !dbg !185, !llvm.loop !186

61:                                               ; preds = %38
  %62 = load double, double* %14, align 8, !dbg !188
  %63 = fdiv double %62, 9.900000e+01, !dbg !189
  %64 = load i32, i32* %13, align 4, !dbg !190
  %65 = sext i32 %64 to i64, !dbg !191
  %66 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %65, !dbg !191
  %67 = load i32, i32* %11, align 4, !dbg !192
  %68 = sext i32 %67 to i64, !dbg !191
  %69 = getelementptr inbounds [80 x double], [80 x double]* %66, i64 0, i64 %68, !dbg !191
  store double %63, double* %69, align 8, !dbg !193
  %70 = load i32, i32* %13, align 4, !dbg !194
  %71 = sext i32 %70 to i64, !dbg !195
  %72 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %71, !dbg !195
  %73 = load i32, i32* %11, align 4, !dbg !196
  %74 = sext i32 %73 to i64, !dbg !195
  %75 = getelementptr inbounds [80 x double], [80 x double]* %72, i64 0, i64 %74, !dbg !195
  %76 = load double, double* %75, align 8, !dbg !195
  %77 = load i32, i32* %11, align 4, !dbg !197
  %78 = sext i32 %77 to i64, !dbg !198
  %79 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %78, !dbg !198
  %80 = load i32, i32* %13, align 4, !dbg !199
  %81 = sext i32 %80 to i64, !dbg !198
  %82 = getelementptr inbounds [80 x double], [80 x double]* %79, i64 0, i64 %81, !dbg !198
  store double %76, double* %82, align 8, !dbg !200
  br label %83, !dbg !201

83:                                               ; preds = %61
  %84 = load i32, i32* %11, align 4, !dbg !202
  %85 = add nsw i32 %84, 1, !dbg !202
  store i32 %85, i32* %11, align 4, !dbg !202
  br label %34, !dbg !203, !llvm.loop !204

86:                                               ; preds = %34
  br label %87, !dbg !205

87:                                               ; preds = %86
  br label %88, !dbg !156

88:                                               ; preds = %87
  %89 = load i32, i32* %5, align 4, !dbg !148
  %90 = add nsw i32 %89, 1, !dbg !155
  store i32 %90, i32* %5, align 4, !dbg !155
  br label %25, !dbg !156, !llvm.loop !206

91:                                               ; preds = %25
  br label %92, !dbg !156

92:                                               ; preds = %91
  call void @__kmpc_for_static_fini(%struct.ident_t* @13, i32 %16), !dbg !207
  ret void, !dbg !208
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..4(i32* noalias noundef %0, i32* noalias noundef %1) #2 !dbg !209 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !210, metadata !DIExpression()), !dbg !211
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !212, metadata !DIExpression()), !dbg !211
  %5 = load i32*, i32** %3, align 8, !dbg !213
  %6 = load i32*, i32** %4, align 8, !dbg !213
  call void @.omp_outlined._debug__.3(i32* %5, i32* %6) #3, !dbg !213
  ret void, !dbg !213
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !214 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !217, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.declare(metadata i32* %3, metadata !219, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.declare(metadata i32* %4, metadata !221, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.declare(metadata double* %5, metadata !223, metadata !DIExpression()), !dbg !224
  store double 0.000000e+00, double* %5, align 8, !dbg !224
  store i32 0, i32* %2, align 4, !dbg !225
  br label %6, !dbg !227

6:                                                ; preds = %31, %0
  %7 = load i32, i32* %2, align 4, !dbg !228
  %8 = icmp slt i32 %7, 100, !dbg !230
  br i1 %8, label %9, label %34, !dbg !231

9:                                                ; preds = %6
  store i32 0, i32* %3, align 4, !dbg !232
  br label %10, !dbg !234

10:                                               ; preds = %27, %9
  %11 = load i32, i32* %3, align 4, !dbg !235
  %12 = icmp slt i32 %11, 80, !dbg !237
  br i1 %12, label %13, label %30, !dbg !238

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4, !dbg !239
  %15 = load i32, i32* %3, align 4, !dbg !240
  %16 = add nsw i32 %15, 1, !dbg !241
  %17 = mul nsw i32 %14, %16, !dbg !242
  %18 = srem i32 %17, 23, !dbg !243
  %19 = sitofp i32 %18 to double, !dbg !244
  %20 = fdiv double %19, 2.300000e+01, !dbg !245
  %21 = load i32, i32* %2, align 4, !dbg !246
  %22 = sext i32 %21 to i64, !dbg !247
  %23 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %22, !dbg !247
  %24 = load i32, i32* %3, align 4, !dbg !248
  %25 = sext i32 %24 to i64, !dbg !247
  %26 = getelementptr inbounds [80 x double], [80 x double]* %23, i64 0, i64 %25, !dbg !247
  store double %20, double* %26, align 8, !dbg !249
  br label %27, !dbg !247

27:                                               ; preds = %13
  %28 = load i32, i32* %3, align 4, !dbg !250
  %29 = add nsw i32 %28, 1, !dbg !250
  store i32 %29, i32* %3, align 4, !dbg !250
  br label %10, !dbg !251, !llvm.loop !252

30:                                               ; preds = %10
  br label %31, !dbg !253

31:                                               ; preds = %30
  %32 = load i32, i32* %2, align 4, !dbg !254
  %33 = add nsw i32 %32, 1, !dbg !254
  store i32 %33, i32* %2, align 4, !dbg !254
  br label %6, !dbg !255, !llvm.loop !256

34:                                               ; preds = %6
  call void @kernel_omp_covariance(), !dbg !258
  store i32 0, i32* %3, align 4, !dbg !259
  br label %35, !dbg !261

35:                                               ; preds = %56, %34
  %36 = load i32, i32* %3, align 4, !dbg !262
  %37 = icmp slt i32 %36, 80, !dbg !264
  br i1 %37, label %38, label %59, !dbg !265

38:                                               ; preds = %35
  store i32 0, i32* %4, align 4, !dbg !266
  br label %39, !dbg !268

39:                                               ; preds = %52, %38
  %40 = load i32, i32* %4, align 4, !dbg !269
  %41 = icmp slt i32 %40, 80, !dbg !271
  br i1 %41, label %42, label %55, !dbg !272

42:                                               ; preds = %39
  %43 = load i32, i32* %3, align 4, !dbg !273
  %44 = sext i32 %43 to i64, !dbg !274
  %45 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %44, !dbg !274
  %46 = load i32, i32* %4, align 4, !dbg !275
  %47 = sext i32 %46 to i64, !dbg !274
  %48 = getelementptr inbounds [80 x double], [80 x double]* %45, i64 0, i64 %47, !dbg !274
  %49 = load double, double* %48, align 8, !dbg !274
  %50 = load double, double* %5, align 8, !dbg !276
  %51 = fadd double %50, %49, !dbg !276
  store double %51, double* %5, align 8, !dbg !276
  br label %52, !dbg !277

52:                                               ; preds = %42
  %53 = load i32, i32* %4, align 4, !dbg !278
  %54 = add nsw i32 %53, 1, !dbg !278
  store i32 %54, i32* %4, align 4, !dbg !278
  br label %39, !dbg !279, !llvm.loop !280

55:                                               ; preds = %39
  br label %56, !dbg !281

56:                                               ; preds = %55
  %57 = load i32, i32* %3, align 4, !dbg !282
  %58 = add nsw i32 %57, 1, !dbg !282
  store i32 %58, i32* %3, align 4, !dbg !282
  br label %35, !dbg !283, !llvm.loop !284

59:                                               ; preds = %35
  %60 = load double, double* %5, align 8, !dbg !286
  store double %60, double* @checksum, align 8, !dbg !287
  ret i32 0, !dbg !288
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_covariance.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 15, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 5120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 80)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 14, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512000, elements: !15)
!15 = !{!16, !11}
!16 = !DISubrange(count: 100)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 16, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 409600, elements: !20)
!20 = !{!11, !11}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"openmp", i32 50}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "kernel_omp_covariance", scope: !3, file: !3, line: 19, type: !31, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !{}
!34 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 21, type: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DILocation(line: 21, column: 7, scope: !30)
!37 = !DILocalVariable(name: "p", scope: !30, file: !3, line: 21, type: !35)
!38 = !DILocation(line: 21, column: 10, scope: !30)
!39 = !DILocalVariable(name: "q", scope: !30, file: !3, line: 21, type: !35)
!40 = !DILocation(line: 21, column: 13, scope: !30)
!41 = !DILocation(line: 22, column: 1, scope: !30)
!42 = !DILocation(line: 29, column: 1, scope: !30)
!43 = !DILocation(line: 33, column: 1, scope: !30)
!44 = !DILocation(line: 42, column: 1, scope: !30)
!45 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 23, type: !46, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !48, !48}
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!52 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !45, type: !48, flags: DIFlagArtificial)
!53 = !DILocation(line: 0, scope: !45)
!54 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !45, type: !48, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: ".omp.iv", scope: !45, type: !35, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: ".omp.lb", scope: !45, type: !35, flags: DIFlagArtificial)
!57 = !DILocation(line: 23, column: 8, scope: !45)
!58 = !DILocalVariable(name: ".omp.ub", scope: !45, type: !35, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: ".omp.stride", scope: !45, type: !35, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: ".omp.is_last", scope: !45, type: !35, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "i", scope: !45, type: !35, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: "p", scope: !45, type: !35, flags: DIFlagArtificial)
!63 = !DILocation(line: 23, column: 3, scope: !45)
!64 = !DILocation(line: 22, column: 1, scope: !45)
!65 = !DILocation(line: 23, column: 22, scope: !45)
!66 = !DILocation(line: 24, column: 10, scope: !67)
!67 = distinct !DILexicalBlock(scope: !45, file: !3, line: 23, column: 27)
!68 = !DILocation(line: 24, column: 5, scope: !67)
!69 = !DILocation(line: 24, column: 13, scope: !67)
!70 = !DILocation(line: 25, column: 12, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 25, column: 5)
!72 = !DILocation(line: 25, column: 10, scope: !71)
!73 = !DILocation(line: 25, column: 17, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !3, line: 25, column: 5)
!75 = !DILocation(line: 25, column: 19, scope: !74)
!76 = !DILocation(line: 25, column: 5, scope: !71)
!77 = !DILocation(line: 26, column: 23, scope: !74)
!78 = !DILocation(line: 26, column: 18, scope: !74)
!79 = !DILocation(line: 26, column: 26, scope: !74)
!80 = !DILocation(line: 26, column: 12, scope: !74)
!81 = !DILocation(line: 26, column: 7, scope: !74)
!82 = !DILocation(line: 26, column: 15, scope: !74)
!83 = !DILocation(line: 25, column: 25, scope: !74)
!84 = !DILocation(line: 25, column: 5, scope: !74)
!85 = distinct !{!85, !76, !86, !87}
!86 = !DILocation(line: 26, column: 27, scope: !71)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 27, column: 10, scope: !67)
!89 = !DILocation(line: 27, column: 5, scope: !67)
!90 = !DILocation(line: 27, column: 13, scope: !67)
!91 = !DILocation(line: 28, column: 3, scope: !67)
!92 = distinct !{!92, !64, !93}
!93 = !DILocation(line: 22, column: 36, scope: !45)
!94 = !DILocation(line: 28, column: 3, scope: !45)
!95 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 22, type: !46, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!96 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !95, type: !48, flags: DIFlagArtificial)
!97 = !DILocation(line: 0, scope: !95)
!98 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !95, type: !48, flags: DIFlagArtificial)
!99 = !DILocation(line: 22, column: 1, scope: !95)
!100 = !{!101}
!101 = !{i64 2, i64 -1, i64 -1, i1 true}
!102 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !3, file: !3, line: 30, type: !46, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!103 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !102, type: !48, flags: DIFlagArtificial)
!104 = !DILocation(line: 0, scope: !102)
!105 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !102, type: !48, flags: DIFlagArtificial)
!106 = !DILocalVariable(name: ".omp.iv", scope: !102, type: !35, flags: DIFlagArtificial)
!107 = !DILocalVariable(name: ".omp.lb", scope: !102, type: !35, flags: DIFlagArtificial)
!108 = !DILocation(line: 30, column: 8, scope: !102)
!109 = !DILocalVariable(name: ".omp.ub", scope: !102, type: !35, flags: DIFlagArtificial)
!110 = !DILocalVariable(name: ".omp.stride", scope: !102, type: !35, flags: DIFlagArtificial)
!111 = !DILocalVariable(name: ".omp.is_last", scope: !102, type: !35, flags: DIFlagArtificial)
!112 = !DILocalVariable(name: "p", scope: !102, type: !35, flags: DIFlagArtificial)
!113 = !DILocalVariable(name: "i", scope: !102, type: !35, flags: DIFlagArtificial)
!114 = !DILocation(line: 30, column: 3, scope: !102)
!115 = !DILocation(line: 29, column: 1, scope: !102)
!116 = !DILocation(line: 30, column: 22, scope: !102)
!117 = !DILocation(line: 31, column: 12, scope: !118)
!118 = distinct !DILexicalBlock(scope: !102, file: !3, line: 31, column: 5)
!119 = !DILocation(line: 31, column: 10, scope: !118)
!120 = !DILocation(line: 31, column: 17, scope: !121)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 31, column: 5)
!122 = !DILocation(line: 31, column: 19, scope: !121)
!123 = !DILocation(line: 31, column: 5, scope: !118)
!124 = !DILocation(line: 32, column: 26, scope: !121)
!125 = !DILocation(line: 32, column: 21, scope: !121)
!126 = !DILocation(line: 32, column: 12, scope: !121)
!127 = !DILocation(line: 32, column: 7, scope: !121)
!128 = !DILocation(line: 32, column: 15, scope: !121)
!129 = !DILocation(line: 32, column: 18, scope: !121)
!130 = !DILocation(line: 31, column: 25, scope: !121)
!131 = !DILocation(line: 31, column: 5, scope: !121)
!132 = distinct !{!132, !123, !133, !87}
!133 = !DILocation(line: 32, column: 27, scope: !118)
!134 = distinct !{!134, !115, !135}
!135 = !DILocation(line: 29, column: 36, scope: !102)
!136 = !DILocation(line: 32, column: 27, scope: !102)
!137 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !3, file: !3, line: 29, type: !46, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!138 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !137, type: !48, flags: DIFlagArtificial)
!139 = !DILocation(line: 0, scope: !137)
!140 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !137, type: !48, flags: DIFlagArtificial)
!141 = !DILocation(line: 29, column: 1, scope: !137)
!142 = distinct !DISubprogram(name: ".omp_outlined._debug__.3", scope: !3, file: !3, line: 34, type: !46, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!143 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !142, type: !48, flags: DIFlagArtificial)
!144 = !DILocation(line: 0, scope: !142)
!145 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !142, type: !48, flags: DIFlagArtificial)
!146 = !DILocalVariable(name: ".omp.iv", scope: !142, type: !35, flags: DIFlagArtificial)
!147 = !DILocalVariable(name: ".omp.lb", scope: !142, type: !35, flags: DIFlagArtificial)
!148 = !DILocation(line: 34, column: 8, scope: !142)
!149 = !DILocalVariable(name: ".omp.ub", scope: !142, type: !35, flags: DIFlagArtificial)
!150 = !DILocalVariable(name: ".omp.stride", scope: !142, type: !35, flags: DIFlagArtificial)
!151 = !DILocalVariable(name: ".omp.is_last", scope: !142, type: !35, flags: DIFlagArtificial)
!152 = !DILocalVariable(name: "q", scope: !142, type: !35, flags: DIFlagArtificial)
!153 = !DILocalVariable(name: "i", scope: !142, type: !35, flags: DIFlagArtificial)
!154 = !DILocalVariable(name: "p", scope: !142, type: !35, flags: DIFlagArtificial)
!155 = !DILocation(line: 34, column: 3, scope: !142)
!156 = !DILocation(line: 33, column: 1, scope: !142)
!157 = !DILocation(line: 34, column: 22, scope: !142)
!158 = !DILocation(line: 35, column: 14, scope: !159)
!159 = distinct !DILexicalBlock(scope: !142, file: !3, line: 35, column: 5)
!160 = !DILocation(line: 35, column: 12, scope: !159)
!161 = !DILocation(line: 35, column: 10, scope: !159)
!162 = !DILocation(line: 35, column: 17, scope: !163)
!163 = distinct !DILexicalBlock(scope: !159, file: !3, line: 35, column: 5)
!164 = !DILocation(line: 35, column: 19, scope: !163)
!165 = !DILocation(line: 35, column: 5, scope: !159)
!166 = !DILocalVariable(name: "acc", scope: !167, file: !3, line: 36, type: !5)
!167 = distinct !DILexicalBlock(scope: !163, file: !3, line: 35, column: 29)
!168 = !DILocation(line: 36, column: 14, scope: !167)
!169 = !DILocation(line: 37, column: 14, scope: !170)
!170 = distinct !DILexicalBlock(scope: !167, file: !3, line: 37, column: 7)
!171 = !DILocation(line: 37, column: 12, scope: !170)
!172 = !DILocation(line: 37, column: 19, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !3, line: 37, column: 7)
!174 = !DILocation(line: 37, column: 21, scope: !173)
!175 = !DILocation(line: 37, column: 7, scope: !170)
!176 = !DILocation(line: 38, column: 21, scope: !173)
!177 = !DILocation(line: 38, column: 16, scope: !173)
!178 = !DILocation(line: 38, column: 24, scope: !173)
!179 = !DILocation(line: 38, column: 34, scope: !173)
!180 = !DILocation(line: 38, column: 29, scope: !173)
!181 = !DILocation(line: 38, column: 37, scope: !173)
!182 = !DILocation(line: 38, column: 13, scope: !173)
!183 = !DILocation(line: 38, column: 9, scope: !173)
!184 = !DILocation(line: 37, column: 27, scope: !173)
!185 = !DILocation(line: 37, column: 7, scope: !173)
!186 = distinct !{!186, !175, !187, !87}
!187 = !DILocation(line: 38, column: 38, scope: !170)
!188 = !DILocation(line: 39, column: 19, scope: !167)
!189 = !DILocation(line: 39, column: 23, scope: !167)
!190 = !DILocation(line: 39, column: 11, scope: !167)
!191 = !DILocation(line: 39, column: 7, scope: !167)
!192 = !DILocation(line: 39, column: 14, scope: !167)
!193 = !DILocation(line: 39, column: 17, scope: !167)
!194 = !DILocation(line: 40, column: 23, scope: !167)
!195 = !DILocation(line: 40, column: 19, scope: !167)
!196 = !DILocation(line: 40, column: 26, scope: !167)
!197 = !DILocation(line: 40, column: 11, scope: !167)
!198 = !DILocation(line: 40, column: 7, scope: !167)
!199 = !DILocation(line: 40, column: 14, scope: !167)
!200 = !DILocation(line: 40, column: 17, scope: !167)
!201 = !DILocation(line: 41, column: 5, scope: !167)
!202 = !DILocation(line: 35, column: 25, scope: !163)
!203 = !DILocation(line: 35, column: 5, scope: !163)
!204 = distinct !{!204, !165, !205, !87}
!205 = !DILocation(line: 41, column: 5, scope: !159)
!206 = distinct !{!206, !156, !207}
!207 = !DILocation(line: 33, column: 39, scope: !142)
!208 = !DILocation(line: 41, column: 5, scope: !142)
!209 = distinct !DISubprogram(name: ".omp_outlined..4", scope: !3, file: !3, line: 33, type: !46, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!210 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !209, type: !48, flags: DIFlagArtificial)
!211 = !DILocation(line: 0, scope: !209)
!212 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !209, type: !48, flags: DIFlagArtificial)
!213 = !DILocation(line: 33, column: 1, scope: !209)
!214 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !215, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!215 = !DISubroutineType(types: !216)
!216 = !{!35}
!217 = !DILocalVariable(name: "i", scope: !214, file: !3, line: 46, type: !35)
!218 = !DILocation(line: 46, column: 7, scope: !214)
!219 = !DILocalVariable(name: "p", scope: !214, file: !3, line: 46, type: !35)
!220 = !DILocation(line: 46, column: 10, scope: !214)
!221 = !DILocalVariable(name: "q", scope: !214, file: !3, line: 46, type: !35)
!222 = !DILocation(line: 46, column: 13, scope: !214)
!223 = !DILocalVariable(name: "s", scope: !214, file: !3, line: 47, type: !5)
!224 = !DILocation(line: 47, column: 10, scope: !214)
!225 = !DILocation(line: 48, column: 10, scope: !226)
!226 = distinct !DILexicalBlock(scope: !214, file: !3, line: 48, column: 3)
!227 = !DILocation(line: 48, column: 8, scope: !226)
!228 = !DILocation(line: 48, column: 15, scope: !229)
!229 = distinct !DILexicalBlock(scope: !226, file: !3, line: 48, column: 3)
!230 = !DILocation(line: 48, column: 17, scope: !229)
!231 = !DILocation(line: 48, column: 3, scope: !226)
!232 = !DILocation(line: 49, column: 12, scope: !233)
!233 = distinct !DILexicalBlock(scope: !229, file: !3, line: 49, column: 5)
!234 = !DILocation(line: 49, column: 10, scope: !233)
!235 = !DILocation(line: 49, column: 17, scope: !236)
!236 = distinct !DILexicalBlock(scope: !233, file: !3, line: 49, column: 5)
!237 = !DILocation(line: 49, column: 19, scope: !236)
!238 = !DILocation(line: 49, column: 5, scope: !233)
!239 = !DILocation(line: 50, column: 30, scope: !236)
!240 = !DILocation(line: 50, column: 35, scope: !236)
!241 = !DILocation(line: 50, column: 37, scope: !236)
!242 = !DILocation(line: 50, column: 32, scope: !236)
!243 = !DILocation(line: 50, column: 43, scope: !236)
!244 = !DILocation(line: 50, column: 20, scope: !236)
!245 = !DILocation(line: 50, column: 49, scope: !236)
!246 = !DILocation(line: 50, column: 12, scope: !236)
!247 = !DILocation(line: 50, column: 7, scope: !236)
!248 = !DILocation(line: 50, column: 15, scope: !236)
!249 = !DILocation(line: 50, column: 18, scope: !236)
!250 = !DILocation(line: 49, column: 25, scope: !236)
!251 = !DILocation(line: 49, column: 5, scope: !236)
!252 = distinct !{!252, !238, !253, !87}
!253 = !DILocation(line: 50, column: 51, scope: !233)
!254 = !DILocation(line: 48, column: 23, scope: !229)
!255 = !DILocation(line: 48, column: 3, scope: !229)
!256 = distinct !{!256, !231, !257, !87}
!257 = !DILocation(line: 50, column: 51, scope: !226)
!258 = !DILocation(line: 51, column: 3, scope: !214)
!259 = !DILocation(line: 52, column: 10, scope: !260)
!260 = distinct !DILexicalBlock(scope: !214, file: !3, line: 52, column: 3)
!261 = !DILocation(line: 52, column: 8, scope: !260)
!262 = !DILocation(line: 52, column: 15, scope: !263)
!263 = distinct !DILexicalBlock(scope: !260, file: !3, line: 52, column: 3)
!264 = !DILocation(line: 52, column: 17, scope: !263)
!265 = !DILocation(line: 52, column: 3, scope: !260)
!266 = !DILocation(line: 53, column: 12, scope: !267)
!267 = distinct !DILexicalBlock(scope: !263, file: !3, line: 53, column: 5)
!268 = !DILocation(line: 53, column: 10, scope: !267)
!269 = !DILocation(line: 53, column: 17, scope: !270)
!270 = distinct !DILexicalBlock(scope: !267, file: !3, line: 53, column: 5)
!271 = !DILocation(line: 53, column: 19, scope: !270)
!272 = !DILocation(line: 53, column: 5, scope: !267)
!273 = !DILocation(line: 54, column: 16, scope: !270)
!274 = !DILocation(line: 54, column: 12, scope: !270)
!275 = !DILocation(line: 54, column: 19, scope: !270)
!276 = !DILocation(line: 54, column: 9, scope: !270)
!277 = !DILocation(line: 54, column: 7, scope: !270)
!278 = !DILocation(line: 53, column: 25, scope: !270)
!279 = !DILocation(line: 53, column: 5, scope: !270)
!280 = distinct !{!280, !272, !281, !87}
!281 = !DILocation(line: 54, column: 20, scope: !267)
!282 = !DILocation(line: 52, column: 23, scope: !263)
!283 = !DILocation(line: 52, column: 3, scope: !263)
!284 = distinct !{!284, !265, !285, !87}
!285 = !DILocation(line: 54, column: 20, scope: !260)
!286 = !DILocation(line: 55, column: 14, scope: !214)
!287 = !DILocation(line: 55, column: 12, scope: !214)
!288 = !DILocation(line: 56, column: 3, scope: !214)
