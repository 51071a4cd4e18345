; ModuleID = 'omp_chunked_args.c'
source_filename = "omp_chunked_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [32 x i8] c";omp_chunked_args.c;main;13;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [33 x i8] c";omp_chunked_args.c;main;13;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [32 x i8] c";omp_chunked_args.c;main;16;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [33 x i8] c";omp_chunked_args.c;main;16;44;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @7, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @7, i32 0, i32 0) }, align 8
@10 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @5, i32 0, i32 0) }, align 8
@11 = private unnamed_addr constant [32 x i8] c";omp_chunked_args.c;main;18;1;;\00", align 1
@12 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @11, i32 0, i32 0) }, align 8
@13 = private unnamed_addr constant [33 x i8] c";omp_chunked_args.c;main;18;46;;\00", align 1
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @13, i32 0, i32 0) }, align 8
@15 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @11, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [7 x i8] c"%g %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !11 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !19, metadata !DIExpression()), !dbg !20
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i64* %6, metadata !23, metadata !DIExpression()), !dbg !25
  %11 = load i32, i32* %4, align 4, !dbg !26
  %12 = icmp sgt i32 %11, 1, !dbg !27
  br i1 %12, label %13, label %18, !dbg !26

13:                                               ; preds = %2
  %14 = load i8**, i8*** %5, align 8, !dbg !28
  %15 = getelementptr inbounds i8*, i8** %14, i64 1, !dbg !28
  %16 = load i8*, i8** %15, align 8, !dbg !28
  %17 = call i64 @atol(i8* noundef %16) #9, !dbg !29
  br label %19, !dbg !26

18:                                               ; preds = %2
  br label %19, !dbg !26

19:                                               ; preds = %18, %13
  %20 = phi i64 [ %17, %13 ], [ 1000000, %18 ], !dbg !26
  store i64 %20, i64* %6, align 8, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !31
  %21 = load i32, i32* %4, align 4, !dbg !32
  %22 = icmp sgt i32 %21, 2, !dbg !33
  br i1 %22, label %23, label %28, !dbg !32

23:                                               ; preds = %19
  %24 = load i8**, i8*** %5, align 8, !dbg !34
  %25 = getelementptr inbounds i8*, i8** %24, i64 2, !dbg !34
  %26 = load i8*, i8** %25, align 8, !dbg !34
  %27 = call i32 @atoi(i8* noundef %26) #9, !dbg !35
  br label %29, !dbg !32

28:                                               ; preds = %19
  br label %29, !dbg !32

29:                                               ; preds = %28, %23
  %30 = phi i32 [ %27, %23 ], [ 2, %28 ], !dbg !32
  store i32 %30, i32* %7, align 4, !dbg !31
  %31 = load i32, i32* %7, align 4, !dbg !36
  call void @omp_set_num_threads(i32 noundef %31), !dbg !37
  call void @llvm.dbg.declare(metadata double** %8, metadata !38, metadata !DIExpression()), !dbg !41
  %32 = load i64, i64* %6, align 8, !dbg !42
  %33 = mul i64 %32, 8, !dbg !43
  %34 = call noalias i8* @malloc(i64 noundef %33) #6, !dbg !44
  %35 = bitcast i8* %34 to double*, !dbg !44
  store double* %35, double** %8, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata double** %9, metadata !45, metadata !DIExpression()), !dbg !46
  %36 = load i64, i64* %6, align 8, !dbg !47
  %37 = mul i64 %36, 8, !dbg !48
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !49
  %39 = bitcast i8* %38 to double*, !dbg !49
  store double* %39, double** %9, align 8, !dbg !46
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i64*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i64* %6, double** %8, double** %9), !dbg !50
  call void @llvm.dbg.declare(metadata double* %10, metadata !51, metadata !DIExpression()), !dbg !52
  store double 0.000000e+00, double* %10, align 8, !dbg !52
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @10, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i64*, double*, double**, double**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i64* %6, double* %10, double** %8, double** %9), !dbg !53
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @15, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i64*, double**, double**)* @.omp_outlined..4 to void (i32*, i32*, ...)*), i64* %6, double** %9, double** %8), !dbg !54
  %40 = load double, double* %10, align 8, !dbg !55
  %41 = load double*, double** %9, align 8, !dbg !56
  %42 = load i64, i64* %6, align 8, !dbg !57
  %43 = sdiv i64 %42, 2, !dbg !58
  %44 = getelementptr inbounds double, double* %41, i64 %43, !dbg !56
  %45 = load double, double* %44, align 8, !dbg !56
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %40, double noundef %45), !dbg !59
  %47 = load double*, double** %8, align 8, !dbg !60
  %48 = bitcast double* %47 to i8*, !dbg !60
  call void @free(i8* noundef %48) #6, !dbg !61
  %49 = load double*, double** %9, align 8, !dbg !62
  %50 = bitcast double* %49 to i8*, !dbg !62
  call void @free(i8* noundef %50) #6, !dbg !63
  ret i32 0, !dbg !64
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i64 @atol(i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

declare void @omp_set_num_threads(i32 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #5 !dbg !65 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca double**, align 8
  %10 = alloca double**, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !74, metadata !DIExpression()), !dbg !75
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !76, metadata !DIExpression()), !dbg !75
  store i64* %2, i64** %8, align 8
  call void @llvm.dbg.declare(metadata i64** %8, metadata !77, metadata !DIExpression()), !dbg !78
  store double** %3, double*** %9, align 8
  call void @llvm.dbg.declare(metadata double*** %9, metadata !79, metadata !DIExpression()), !dbg !80
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !81, metadata !DIExpression()), !dbg !82
  %21 = load i64*, i64** %8, align 8, !dbg !83
  %22 = load double**, double*** %9, align 8, !dbg !83
  %23 = load double**, double*** %10, align 8, !dbg !83
  call void @llvm.dbg.declare(metadata i64* %11, metadata !84, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.declare(metadata i64* %13, metadata !85, metadata !DIExpression()), !dbg !75
  %24 = load i64, i64* %21, align 8, !dbg !86
  store i64 %24, i64* %13, align 8, !dbg !86
  call void @llvm.dbg.declare(metadata i64* %14, metadata !85, metadata !DIExpression()), !dbg !75
  %25 = load i64, i64* %13, align 8, !dbg !86
  %26 = sub nsw i64 %25, 0, !dbg !83
  %27 = sdiv i64 %26, 1, !dbg !83
  %28 = sub nsw i64 %27, 1, !dbg !83
  store i64 %28, i64* %14, align 8, !dbg !83
  call void @llvm.dbg.declare(metadata i64* %15, metadata !87, metadata !DIExpression()), !dbg !75
  store i64 0, i64* %15, align 8, !dbg !88
  %29 = load i64, i64* %13, align 8, !dbg !86
  %30 = icmp slt i64 0, %29, !dbg !83
  br i1 %30, label %31, label %70, !dbg !83

31:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i64* %16, metadata !89, metadata !DIExpression()), !dbg !75
  store i64 0, i64* %16, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata i64* %17, metadata !91, metadata !DIExpression()), !dbg !75
  %32 = load i64, i64* %14, align 8, !dbg !83
  store i64 %32, i64* %17, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata i64* %18, metadata !92, metadata !DIExpression()), !dbg !75
  store i64 1, i64* %18, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %19, metadata !93, metadata !DIExpression()), !dbg !75
  store i32 0, i32* %19, align 4, !dbg !90
  call void @llvm.dbg.declare(metadata i64* %20, metadata !87, metadata !DIExpression()), !dbg !75
  %33 = load i32*, i32** %6, align 8, !dbg !83
  %34 = load i32, i32* %33, align 4, !dbg !83
  call void @__kmpc_for_static_init_8(%struct.ident_t* @1, i32 %34, i32 34, i32* %19, i64* %16, i64* %17, i64* %18, i64 1, i64 1), !dbg !94
  %35 = load i64, i64* %17, align 8, !dbg !90
  %36 = load i64, i64* %14, align 8, !dbg !83
  %37 = icmp sgt i64 %35, %36, !dbg !90
  br i1 %37, label %38, label %40, !dbg !90

38:                                               ; preds = %31
  %39 = load i64, i64* %14, align 8, !dbg !83
  br label %42, !dbg !90

40:                                               ; preds = %31
  %41 = load i64, i64* %17, align 8, !dbg !90
  br label %42, !dbg !90

42:                                               ; preds = %40, %38
  %43 = phi i64 [ %39, %38 ], [ %41, %40 ], !dbg !90
  store i64 %43, i64* %17, align 8, !dbg !90
  %44 = load i64, i64* %16, align 8, !dbg !90
  store i64 %44, i64* %11, align 8, !dbg !90
  br label %45, !dbg !83

45:                                               ; preds = %63, %42
  %46 = load i64, i64* %11, align 8, !dbg !90
  %47 = load i64, i64* %17, align 8, !dbg !90
  %48 = icmp sle i64 %46, %47, !dbg !83
  br i1 %48, label %49, label %66, !dbg !83

49:                                               ; preds = %45
  %50 = load i64, i64* %11, align 8, !dbg !90
  %51 = mul nsw i64 %50, 1, !dbg !88
  %52 = add nsw i64 0, %51, !dbg !88
  store i64 %52, i64* %20, align 8, !dbg !88
  %53 = load i64, i64* %20, align 8, !dbg !95
  %54 = sitofp i64 %53 to double, !dbg !95
  %55 = fmul double %54, 5.000000e-01, !dbg !97
  %56 = load double*, double** %22, align 8, !dbg !98
  %57 = load i64, i64* %20, align 8, !dbg !99
  %58 = getelementptr inbounds double, double* %56, i64 %57, !dbg !98
  store double %55, double* %58, align 8, !dbg !100
  %59 = load double*, double** %23, align 8, !dbg !101
  %60 = load i64, i64* %20, align 8, !dbg !102
  %61 = getelementptr inbounds double, double* %59, i64 %60, !dbg !101
  store double 1.000000e+00, double* %61, align 8, !dbg !103
  br label %62, !dbg !104

62:                                               ; preds = %49
  br label %63, !dbg !94

63:                                               ; preds = %62
  %64 = load i64, i64* %11, align 8, !dbg !90
  %65 = add nsw i64 %64, 1, !dbg !83
  store i64 %65, i64* %11, align 8, !dbg !83
  br label %45, !dbg !94, !llvm.loop !105

66:                                               ; preds = %45
  br label %67, !dbg !94

67:                                               ; preds = %66
  %68 = load i32*, i32** %6, align 8, !dbg !94
  %69 = load i32, i32* %68, align 4, !dbg !94
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %69), !dbg !106
  br label %70, !dbg !94

70:                                               ; preds = %67, %5
  ret void, !dbg !107
}

declare void @__kmpc_for_static_init_8(%struct.ident_t*, i32, i32, i32*, i64*, i64*, i64*, i64, i64)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #6

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #5 !dbg !108 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca double**, align 8
  %10 = alloca double**, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !109, metadata !DIExpression()), !dbg !110
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !111, metadata !DIExpression()), !dbg !110
  store i64* %2, i64** %8, align 8
  call void @llvm.dbg.declare(metadata i64** %8, metadata !112, metadata !DIExpression()), !dbg !110
  store double** %3, double*** %9, align 8
  call void @llvm.dbg.declare(metadata double*** %9, metadata !113, metadata !DIExpression()), !dbg !110
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !114, metadata !DIExpression()), !dbg !110
  %11 = load i64*, i64** %8, align 8, !dbg !115
  %12 = load double**, double*** %9, align 8, !dbg !115
  %13 = load double**, double*** %10, align 8, !dbg !115
  %14 = load i32*, i32** %6, align 8, !dbg !115
  %15 = load i32*, i32** %7, align 8, !dbg !115
  %16 = load i64*, i64** %8, align 8, !dbg !115
  %17 = load double**, double*** %9, align 8, !dbg !115
  %18 = load double**, double*** %10, align 8, !dbg !115
  call void @.omp_outlined._debug__(i32* %14, i32* %15, i64* %16, double** %17, double** %18) #6, !dbg !115
  ret void, !dbg !115
}

; Function Attrs: nounwind
declare !callback !116 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #6

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %0, i32* noalias noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2, double* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #5 !dbg !118 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i64*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double**, align 8
  %12 = alloca double**, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca i64, align 8
  %24 = alloca [1 x i8*], align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !122, metadata !DIExpression()), !dbg !123
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !124, metadata !DIExpression()), !dbg !123
  store i64* %2, i64** %9, align 8
  call void @llvm.dbg.declare(metadata i64** %9, metadata !125, metadata !DIExpression()), !dbg !126
  store double* %3, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !127, metadata !DIExpression()), !dbg !128
  store double** %4, double*** %11, align 8
  call void @llvm.dbg.declare(metadata double*** %11, metadata !129, metadata !DIExpression()), !dbg !130
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !131, metadata !DIExpression()), !dbg !132
  %27 = load i64*, i64** %9, align 8, !dbg !133
  %28 = load double*, double** %10, align 8, !dbg !133
  %29 = load double**, double*** %11, align 8, !dbg !133
  %30 = load double**, double*** %12, align 8, !dbg !133
  call void @llvm.dbg.declare(metadata i64* %13, metadata !134, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.declare(metadata i64* %15, metadata !135, metadata !DIExpression()), !dbg !123
  %31 = load i64, i64* %27, align 8, !dbg !136
  store i64 %31, i64* %15, align 8, !dbg !136
  call void @llvm.dbg.declare(metadata i64* %16, metadata !135, metadata !DIExpression()), !dbg !123
  %32 = load i64, i64* %15, align 8, !dbg !136
  %33 = sub nsw i64 %32, 0, !dbg !133
  %34 = sdiv i64 %33, 1, !dbg !133
  %35 = sub nsw i64 %34, 1, !dbg !133
  store i64 %35, i64* %16, align 8, !dbg !133
  call void @llvm.dbg.declare(metadata i64* %17, metadata !137, metadata !DIExpression()), !dbg !123
  store i64 0, i64* %17, align 8, !dbg !138
  %36 = load i64, i64* %15, align 8, !dbg !136
  %37 = icmp slt i64 0, %36, !dbg !133
  br i1 %37, label %38, label %106, !dbg !133

38:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i64* %18, metadata !139, metadata !DIExpression()), !dbg !123
  store i64 0, i64* %18, align 8, !dbg !140
  call void @llvm.dbg.declare(metadata i64* %19, metadata !141, metadata !DIExpression()), !dbg !123
  %39 = load i64, i64* %16, align 8, !dbg !133
  store i64 %39, i64* %19, align 8, !dbg !140
  call void @llvm.dbg.declare(metadata i64* %20, metadata !142, metadata !DIExpression()), !dbg !123
  store i64 1, i64* %20, align 8, !dbg !140
  call void @llvm.dbg.declare(metadata i32* %21, metadata !143, metadata !DIExpression()), !dbg !123
  store i32 0, i32* %21, align 4, !dbg !140
  call void @llvm.dbg.declare(metadata double* %22, metadata !144, metadata !DIExpression()), !dbg !123
  store double 0.000000e+00, double* %22, align 8, !dbg !145
  call void @llvm.dbg.declare(metadata i64* %23, metadata !137, metadata !DIExpression()), !dbg !123
  %40 = load i32*, i32** %7, align 8, !dbg !133
  %41 = load i32, i32* %40, align 4, !dbg !133
  call void @__kmpc_for_static_init_8(%struct.ident_t* @6, i32 %41, i32 34, i32* %21, i64* %18, i64* %19, i64* %20, i64 1, i64 1), !dbg !146
  %42 = load i64, i64* %19, align 8, !dbg !140
  %43 = load i64, i64* %16, align 8, !dbg !133
  %44 = icmp sgt i64 %42, %43, !dbg !140
  br i1 %44, label %45, label %47, !dbg !140

45:                                               ; preds = %38
  %46 = load i64, i64* %16, align 8, !dbg !133
  br label %49, !dbg !140

47:                                               ; preds = %38
  %48 = load i64, i64* %19, align 8, !dbg !140
  br label %49, !dbg !140

49:                                               ; preds = %47, %45
  %50 = phi i64 [ %46, %45 ], [ %48, %47 ], !dbg !140
  store i64 %50, i64* %19, align 8, !dbg !140
  %51 = load i64, i64* %18, align 8, !dbg !140
  store i64 %51, i64* %13, align 8, !dbg !140
  br label %52, !dbg !133

52:                                               ; preds = %71, %49
  %53 = load i64, i64* %13, align 8, !dbg !140
  %54 = load i64, i64* %19, align 8, !dbg !140
  %55 = icmp sle i64 %53, %54, !dbg !133
  br i1 %55, label %56, label %74, !dbg !133

56:                                               ; preds = %52
  %57 = load i64, i64* %13, align 8, !dbg !140
  %58 = mul nsw i64 %57, 1, !dbg !138
  %59 = add nsw i64 0, %58, !dbg !138
  store i64 %59, i64* %23, align 8, !dbg !138
  %60 = load double*, double** %29, align 8, !dbg !147
  %61 = load i64, i64* %23, align 8, !dbg !148
  %62 = getelementptr inbounds double, double* %60, i64 %61, !dbg !147
  %63 = load double, double* %62, align 8, !dbg !147
  %64 = load double*, double** %30, align 8, !dbg !149
  %65 = load i64, i64* %23, align 8, !dbg !150
  %66 = getelementptr inbounds double, double* %64, i64 %65, !dbg !149
  %67 = load double, double* %66, align 8, !dbg !149
  %68 = load double, double* %22, align 8, !dbg !151
  %69 = call double @llvm.fmuladd.f64(double %63, double %67, double %68), !dbg !151
  store double %69, double* %22, align 8, !dbg !151
  br label %70, !dbg !152

70:                                               ; preds = %56
  br label %71, !dbg !146

71:                                               ; preds = %70
  %72 = load i64, i64* %13, align 8, !dbg !140
  %73 = add nsw i64 %72, 1, !dbg !133
  store i64 %73, i64* %13, align 8, !dbg !133
  br label %52, !dbg !146, !llvm.loop !153

74:                                               ; preds = %52
  br label %75, !dbg !146

75:                                               ; preds = %74
  %76 = load i32*, i32** %7, align 8, !dbg !146
  %77 = load i32, i32* %76, align 4, !dbg !146
  call void @__kmpc_for_static_fini(%struct.ident_t* @8, i32 %77), !dbg !154
  %78 = getelementptr inbounds [1 x i8*], [1 x i8*]* %24, i64 0, i64 0, !dbg !146
  %79 = bitcast double* %22 to i8*, !dbg !146
  store i8* %79, i8** %78, align 8, !dbg !146
  %80 = load i32*, i32** %7, align 8, !dbg !146
  %81 = load i32, i32* %80, align 4, !dbg !146
  %82 = bitcast [1 x i8*]* %24 to i8*, !dbg !146
  %83 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* @9, i32 %81, i32 1, i64 8, i8* %82, void (i8*, i8*)* @.omp.reduction.reduction_func, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !146
  switch i32 %83, label %105 [
    i32 1, label %84
    i32 2, label %88
  ], !dbg !146

84:                                               ; preds = %75
  %85 = load double, double* %28, align 8, !dbg !145
  %86 = load double, double* %22, align 8, !dbg !145
  %87 = fadd double %85, %86, !dbg !155
  store double %87, double* %28, align 8, !dbg !155
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* @9, i32 %81, [8 x i32]* @.gomp_critical_user_.reduction.var), !dbg !146
  br label %105, !dbg !146

88:                                               ; preds = %75
  %89 = load double, double* %22, align 8, !dbg !145
  %90 = bitcast double* %28 to i64*, !dbg !146
  %91 = load atomic i64, i64* %90 monotonic, align 8, !dbg !146
  br label %92, !dbg !146

92:                                               ; preds = %92, %88
  %93 = phi i64 [ %91, %88 ], [ %102, %92 ], !dbg !146
  %94 = bitcast double* %25 to i64*, !dbg !146
  %95 = bitcast i64 %93 to double, !dbg !146
  store double %95, double* %26, align 8, !dbg !146
  %96 = load double, double* %26, align 8, !dbg !145
  %97 = load double, double* %22, align 8, !dbg !145
  %98 = fadd double %96, %97, !dbg !155
  store double %98, double* %25, align 8, !dbg !146
  %99 = load i64, i64* %94, align 8, !dbg !146
  %100 = bitcast double* %28 to i64*, !dbg !146
  %101 = cmpxchg i64* %100, i64 %93, i64 %99 monotonic monotonic, align 8, !dbg !146
  %102 = extractvalue { i64, i1 } %101, 0, !dbg !146
  %103 = extractvalue { i64, i1 } %101, 1, !dbg !146
  br i1 %103, label %104, label %92, !dbg !146

104:                                              ; preds = %92
  br label %105, !dbg !146

105:                                              ; preds = %104, %84, %75
  br label %106, !dbg !146

106:                                              ; preds = %105, %6
  ret void, !dbg !156
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline norecurse nounwind uwtable
define internal void @.omp.reduction.reduction_func(i8* noundef %0, i8* noundef %1) #7 !dbg !157 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !159, metadata !DIExpression()), !dbg !161
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !162, metadata !DIExpression()), !dbg !161
  %5 = load i8*, i8** %3, align 8, !dbg !163
  %6 = bitcast i8* %5 to [1 x i8*]*, !dbg !163
  %7 = load i8*, i8** %4, align 8, !dbg !163
  %8 = bitcast i8* %7 to [1 x i8*]*, !dbg !163
  %9 = getelementptr inbounds [1 x i8*], [1 x i8*]* %8, i64 0, i64 0, !dbg !163
  %10 = load i8*, i8** %9, align 8, !dbg !163
  %11 = bitcast i8* %10 to double*, !dbg !163
  %12 = getelementptr inbounds [1 x i8*], [1 x i8*]* %6, i64 0, i64 0, !dbg !163
  %13 = load i8*, i8** %12, align 8, !dbg !163
  %14 = bitcast i8* %13 to double*, !dbg !163
  %15 = load double, double* %14, align 8, !dbg !164
  %16 = load double, double* %11, align 8, !dbg !164
  %17 = fadd double %15, %16, !dbg !165
  store double %17, double* %14, align 8, !dbg !165
  ret void, !dbg !164
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) #8

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) #8

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..2(i32* noalias noundef %0, i32* noalias noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2, double* noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #5 !dbg !166 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i64*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double**, align 8
  %12 = alloca double**, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !167, metadata !DIExpression()), !dbg !168
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !169, metadata !DIExpression()), !dbg !168
  store i64* %2, i64** %9, align 8
  call void @llvm.dbg.declare(metadata i64** %9, metadata !170, metadata !DIExpression()), !dbg !168
  store double* %3, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !171, metadata !DIExpression()), !dbg !168
  store double** %4, double*** %11, align 8
  call void @llvm.dbg.declare(metadata double*** %11, metadata !172, metadata !DIExpression()), !dbg !168
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !173, metadata !DIExpression()), !dbg !168
  %13 = load i64*, i64** %9, align 8, !dbg !174
  %14 = load double*, double** %10, align 8, !dbg !174
  %15 = load double**, double*** %11, align 8, !dbg !174
  %16 = load double**, double*** %12, align 8, !dbg !174
  %17 = load i32*, i32** %7, align 8, !dbg !174
  %18 = load i32*, i32** %8, align 8, !dbg !174
  %19 = load i64*, i64** %9, align 8, !dbg !174
  %20 = load double*, double** %10, align 8, !dbg !174
  %21 = load double**, double*** %11, align 8, !dbg !174
  %22 = load double**, double*** %12, align 8, !dbg !174
  call void @.omp_outlined._debug__.1(i32* %17, i32* %18, i64* %19, double* %20, double** %21, double** %22) #6, !dbg !174
  ret void, !dbg !174
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.3(i32* noalias noundef %0, i32* noalias noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #5 !dbg !175 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca double**, align 8
  %10 = alloca double**, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !176, metadata !DIExpression()), !dbg !177
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !178, metadata !DIExpression()), !dbg !177
  store i64* %2, i64** %8, align 8
  call void @llvm.dbg.declare(metadata i64** %8, metadata !179, metadata !DIExpression()), !dbg !180
  store double** %3, double*** %9, align 8
  call void @llvm.dbg.declare(metadata double*** %9, metadata !181, metadata !DIExpression()), !dbg !182
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !183, metadata !DIExpression()), !dbg !184
  %21 = load i64*, i64** %8, align 8, !dbg !185
  %22 = load double**, double*** %9, align 8, !dbg !185
  %23 = load double**, double*** %10, align 8, !dbg !185
  call void @llvm.dbg.declare(metadata i64* %11, metadata !186, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.declare(metadata i64* %13, metadata !187, metadata !DIExpression()), !dbg !177
  %24 = load i64, i64* %21, align 8, !dbg !188
  %25 = sub nsw i64 %24, 1, !dbg !189
  store i64 %25, i64* %13, align 8, !dbg !188
  call void @llvm.dbg.declare(metadata i64* %14, metadata !187, metadata !DIExpression()), !dbg !177
  %26 = load i64, i64* %13, align 8, !dbg !189
  %27 = sub nsw i64 %26, 1, !dbg !185
  %28 = sdiv i64 %27, 1, !dbg !185
  %29 = sub nsw i64 %28, 1, !dbg !185
  store i64 %29, i64* %14, align 8, !dbg !185
  call void @llvm.dbg.declare(metadata i64* %15, metadata !190, metadata !DIExpression()), !dbg !177
  store i64 1, i64* %15, align 8, !dbg !191
  %30 = load i64, i64* %13, align 8, !dbg !189
  %31 = icmp slt i64 1, %30, !dbg !185
  br i1 %31, label %32, label %94, !dbg !185

32:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i64* %16, metadata !192, metadata !DIExpression()), !dbg !177
  store i64 0, i64* %16, align 8, !dbg !193
  call void @llvm.dbg.declare(metadata i64* %17, metadata !194, metadata !DIExpression()), !dbg !177
  %33 = load i64, i64* %14, align 8, !dbg !185
  store i64 %33, i64* %17, align 8, !dbg !193
  call void @llvm.dbg.declare(metadata i64* %18, metadata !195, metadata !DIExpression()), !dbg !177
  store i64 1, i64* %18, align 8, !dbg !193
  call void @llvm.dbg.declare(metadata i32* %19, metadata !196, metadata !DIExpression()), !dbg !177
  store i32 0, i32* %19, align 4, !dbg !193
  call void @llvm.dbg.declare(metadata i64* %20, metadata !190, metadata !DIExpression()), !dbg !177
  %34 = load i32*, i32** %6, align 8, !dbg !185
  %35 = load i32, i32* %34, align 4, !dbg !185
  call void @__kmpc_for_static_init_8(%struct.ident_t* @12, i32 %35, i32 33, i32* %19, i64* %16, i64* %17, i64* %18, i64 1, i64 64), !dbg !197
  br label %36, !dbg !185

36:                                               ; preds = %84, %32
  %37 = load i64, i64* %17, align 8, !dbg !193
  %38 = load i64, i64* %14, align 8, !dbg !185
  %39 = icmp sgt i64 %37, %38, !dbg !193
  br i1 %39, label %40, label %42, !dbg !193

40:                                               ; preds = %36
  %41 = load i64, i64* %14, align 8, !dbg !185
  br label %44, !dbg !193

42:                                               ; preds = %36
  %43 = load i64, i64* %17, align 8, !dbg !193
  br label %44, !dbg !193

44:                                               ; preds = %42, %40
  %45 = phi i64 [ %41, %40 ], [ %43, %42 ], !dbg !193
  store i64 %45, i64* %17, align 8, !dbg !193
  %46 = load i64, i64* %16, align 8, !dbg !193
  store i64 %46, i64* %11, align 8, !dbg !193
  %47 = load i64, i64* %11, align 8, !dbg !193
  %48 = load i64, i64* %17, align 8, !dbg !193
  %49 = icmp sle i64 %47, %48, !dbg !185
  br i1 %49, label %50, label %91, !dbg !185

50:                                               ; preds = %44
  br label %51, !dbg !185

51:                                               ; preds = %80, %50
  %52 = load i64, i64* %11, align 8, !dbg !193
  %53 = load i64, i64* %17, align 8, !dbg !193
  %54 = icmp sle i64 %52, %53, !dbg !185
  br i1 %54, label %55, label %83, !dbg !185

55:                                               ; preds = %51
  %56 = load i64, i64* %11, align 8, !dbg !193
  %57 = mul nsw i64 %56, 1, !dbg !191
  %58 = add nsw i64 1, %57, !dbg !191
  store i64 %58, i64* %20, align 8, !dbg !191
  %59 = load double*, double** %23, align 8, !dbg !198
  %60 = load i64, i64* %20, align 8, !dbg !199
  %61 = sub nsw i64 %60, 1, !dbg !200
  %62 = getelementptr inbounds double, double* %59, i64 %61, !dbg !198
  %63 = load double, double* %62, align 8, !dbg !198
  %64 = load double*, double** %23, align 8, !dbg !201
  %65 = load i64, i64* %20, align 8, !dbg !202
  %66 = getelementptr inbounds double, double* %64, i64 %65, !dbg !201
  %67 = load double, double* %66, align 8, !dbg !201
  %68 = fadd double %63, %67, !dbg !203
  %69 = load double*, double** %23, align 8, !dbg !204
  %70 = load i64, i64* %20, align 8, !dbg !205
  %71 = add nsw i64 %70, 1, !dbg !206
  %72 = getelementptr inbounds double, double* %69, i64 %71, !dbg !204
  %73 = load double, double* %72, align 8, !dbg !204
  %74 = fadd double %68, %73, !dbg !207
  %75 = fdiv double %74, 3.000000e+00, !dbg !208
  %76 = load double*, double** %22, align 8, !dbg !209
  %77 = load i64, i64* %20, align 8, !dbg !210
  %78 = getelementptr inbounds double, double* %76, i64 %77, !dbg !209
  store double %75, double* %78, align 8, !dbg !211
  br label %79, !dbg !209

79:                                               ; preds = %55
  br label %80, !dbg !197

80:                                               ; preds = %79
  %81 = load i64, i64* %11, align 8, !dbg !193
  %82 = add nsw i64 %81, 1, !dbg !185
  store i64 %82, i64* %11, align 8, !dbg !185
  br label %51, !dbg !197, !llvm.loop !212

83:                                               ; preds = %51
  br label %84, !dbg !197

84:                                               ; preds = %83
  %85 = load i64, i64* %16, align 8, !dbg !193
  %86 = load i64, i64* %18, align 8, !dbg !193
  %87 = add nsw i64 %85, %86, !dbg !185
  store i64 %87, i64* %16, align 8, !dbg !185
  %88 = load i64, i64* %17, align 8, !dbg !193
  %89 = load i64, i64* %18, align 8, !dbg !193
  %90 = add nsw i64 %88, %89, !dbg !185
  store i64 %90, i64* %17, align 8, !dbg !185
  br label %36, !dbg !197, !llvm.loop !214

91:                                               ; preds = %44
  %92 = load i32*, i32** %6, align 8, !dbg !197
  %93 = load i32, i32* %92, align 4, !dbg !197
  call void @__kmpc_for_static_fini(%struct.ident_t* @14, i32 %93), !dbg !213
  br label %94, !dbg !197

94:                                               ; preds = %91, %5
  ret void, !dbg !215
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..4(i32* noalias noundef %0, i32* noalias noundef %1, i64* noundef nonnull align 8 dereferenceable(8) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #5 !dbg !216 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca double**, align 8
  %10 = alloca double**, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !217, metadata !DIExpression()), !dbg !218
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !219, metadata !DIExpression()), !dbg !218
  store i64* %2, i64** %8, align 8
  call void @llvm.dbg.declare(metadata i64** %8, metadata !220, metadata !DIExpression()), !dbg !218
  store double** %3, double*** %9, align 8
  call void @llvm.dbg.declare(metadata double*** %9, metadata !221, metadata !DIExpression()), !dbg !218
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !222, metadata !DIExpression()), !dbg !218
  %11 = load i64*, i64** %8, align 8, !dbg !223
  %12 = load double**, double*** %9, align 8, !dbg !223
  %13 = load double**, double*** %10, align 8, !dbg !223
  %14 = load i32*, i32** %6, align 8, !dbg !223
  %15 = load i32*, i32** %7, align 8, !dbg !223
  %16 = load i64*, i64** %8, align 8, !dbg !223
  %17 = load double**, double*** %9, align 8, !dbg !223
  %18 = load double**, double*** %10, align 8, !dbg !223
  call void @.omp_outlined._debug__.3(i32* %14, i32* %15, i64* %16, double** %17, double** %18) #6, !dbg !223
  ret void, !dbg !223
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noinline norecurse nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { convergent nounwind }
attributes #9 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_chunked_args.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "eeb1b810f6f11be4ffd0ca257d605896")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"openmp", i32 50}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !12, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !11, file: !1, line: 8, type: !14)
!20 = !DILocation(line: 8, column: 14, scope: !11)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !11, file: !1, line: 8, type: !15)
!22 = !DILocation(line: 8, column: 27, scope: !11)
!23 = !DILocalVariable(name: "n", scope: !11, file: !1, line: 9, type: !24)
!24 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!25 = !DILocation(line: 9, column: 8, scope: !11)
!26 = !DILocation(line: 9, column: 12, scope: !11)
!27 = !DILocation(line: 9, column: 17, scope: !11)
!28 = !DILocation(line: 9, column: 28, scope: !11)
!29 = !DILocation(line: 9, column: 23, scope: !11)
!30 = !DILocalVariable(name: "threads", scope: !11, file: !1, line: 10, type: !14)
!31 = !DILocation(line: 10, column: 7, scope: !11)
!32 = !DILocation(line: 10, column: 17, scope: !11)
!33 = !DILocation(line: 10, column: 22, scope: !11)
!34 = !DILocation(line: 10, column: 33, scope: !11)
!35 = !DILocation(line: 10, column: 28, scope: !11)
!36 = !DILocation(line: 11, column: 23, scope: !11)
!37 = !DILocation(line: 11, column: 3, scope: !11)
!38 = !DILocalVariable(name: "x", scope: !11, file: !1, line: 12, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !DILocation(line: 12, column: 11, scope: !11)
!42 = !DILocation(line: 12, column: 22, scope: !11)
!43 = !DILocation(line: 12, column: 24, scope: !11)
!44 = !DILocation(line: 12, column: 15, scope: !11)
!45 = !DILocalVariable(name: "y", scope: !11, file: !1, line: 12, type: !39)
!46 = !DILocation(line: 12, column: 44, scope: !11)
!47 = !DILocation(line: 12, column: 55, scope: !11)
!48 = !DILocation(line: 12, column: 57, scope: !11)
!49 = !DILocation(line: 12, column: 48, scope: !11)
!50 = !DILocation(line: 13, column: 1, scope: !11)
!51 = !DILocalVariable(name: "dot", scope: !11, file: !1, line: 15, type: !40)
!52 = !DILocation(line: 15, column: 10, scope: !11)
!53 = !DILocation(line: 16, column: 1, scope: !11)
!54 = !DILocation(line: 18, column: 1, scope: !11)
!55 = !DILocation(line: 20, column: 21, scope: !11)
!56 = !DILocation(line: 20, column: 26, scope: !11)
!57 = !DILocation(line: 20, column: 28, scope: !11)
!58 = !DILocation(line: 20, column: 30, scope: !11)
!59 = !DILocation(line: 20, column: 3, scope: !11)
!60 = !DILocation(line: 21, column: 8, scope: !11)
!61 = !DILocation(line: 21, column: 3, scope: !11)
!62 = !DILocation(line: 22, column: 8, scope: !11)
!63 = !DILocation(line: 22, column: 3, scope: !11)
!64 = !DILocation(line: 23, column: 3, scope: !11)
!65 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 14, type: !66, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !68, !68, !72, !73, !73}
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!69 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!72 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !24, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !39, size: 64)
!74 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !65, type: !68, flags: DIFlagArtificial)
!75 = !DILocation(line: 0, scope: !65)
!76 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !65, type: !68, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: "n", arg: 3, scope: !65, file: !1, line: 9, type: !72)
!78 = !DILocation(line: 9, column: 8, scope: !65)
!79 = !DILocalVariable(name: "x", arg: 4, scope: !65, file: !1, line: 12, type: !73)
!80 = !DILocation(line: 12, column: 11, scope: !65)
!81 = !DILocalVariable(name: "y", arg: 5, scope: !65, file: !1, line: 12, type: !73)
!82 = !DILocation(line: 12, column: 44, scope: !65)
!83 = !DILocation(line: 14, column: 3, scope: !65)
!84 = !DILocalVariable(name: ".omp.iv", scope: !65, type: !24, flags: DIFlagArtificial)
!85 = !DILocalVariable(name: ".capture_expr.", scope: !65, type: !24, flags: DIFlagArtificial)
!86 = !DILocation(line: 14, column: 24, scope: !65)
!87 = !DILocalVariable(name: "i", scope: !65, type: !24, flags: DIFlagArtificial)
!88 = !DILocation(line: 14, column: 27, scope: !65)
!89 = !DILocalVariable(name: ".omp.lb", scope: !65, type: !24, flags: DIFlagArtificial)
!90 = !DILocation(line: 14, column: 8, scope: !65)
!91 = !DILocalVariable(name: ".omp.ub", scope: !65, type: !24, flags: DIFlagArtificial)
!92 = !DILocalVariable(name: ".omp.stride", scope: !65, type: !24, flags: DIFlagArtificial)
!93 = !DILocalVariable(name: ".omp.is_last", scope: !65, type: !14, flags: DIFlagArtificial)
!94 = !DILocation(line: 13, column: 1, scope: !65)
!95 = !DILocation(line: 14, column: 41, scope: !96)
!96 = distinct !DILexicalBlock(scope: !65, file: !1, line: 14, column: 32)
!97 = !DILocation(line: 14, column: 43, scope: !96)
!98 = !DILocation(line: 14, column: 34, scope: !96)
!99 = !DILocation(line: 14, column: 36, scope: !96)
!100 = !DILocation(line: 14, column: 39, scope: !96)
!101 = !DILocation(line: 14, column: 50, scope: !96)
!102 = !DILocation(line: 14, column: 52, scope: !96)
!103 = !DILocation(line: 14, column: 55, scope: !96)
!104 = !DILocation(line: 14, column: 62, scope: !96)
!105 = distinct !{!105, !94, !106}
!106 = !DILocation(line: 13, column: 25, scope: !65)
!107 = !DILocation(line: 14, column: 62, scope: !65)
!108 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 13, type: !66, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!109 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !108, type: !68, flags: DIFlagArtificial)
!110 = !DILocation(line: 0, scope: !108)
!111 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !108, type: !68, flags: DIFlagArtificial)
!112 = !DILocalVariable(name: "n", arg: 3, scope: !108, type: !72, flags: DIFlagArtificial)
!113 = !DILocalVariable(name: "x", arg: 4, scope: !108, type: !73, flags: DIFlagArtificial)
!114 = !DILocalVariable(name: "y", arg: 5, scope: !108, type: !73, flags: DIFlagArtificial)
!115 = !DILocation(line: 13, column: 1, scope: !108)
!116 = !{!117}
!117 = !{i64 2, i64 -1, i64 -1, i1 true}
!118 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 17, type: !119, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !68, !68, !72, !121, !73, !73}
!121 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !40, size: 64)
!122 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !118, type: !68, flags: DIFlagArtificial)
!123 = !DILocation(line: 0, scope: !118)
!124 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !118, type: !68, flags: DIFlagArtificial)
!125 = !DILocalVariable(name: "n", arg: 3, scope: !118, file: !1, line: 9, type: !72)
!126 = !DILocation(line: 9, column: 8, scope: !118)
!127 = !DILocalVariable(name: "dot", arg: 4, scope: !118, file: !1, line: 15, type: !121)
!128 = !DILocation(line: 15, column: 10, scope: !118)
!129 = !DILocalVariable(name: "x", arg: 5, scope: !118, file: !1, line: 12, type: !73)
!130 = !DILocation(line: 12, column: 11, scope: !118)
!131 = !DILocalVariable(name: "y", arg: 6, scope: !118, file: !1, line: 12, type: !73)
!132 = !DILocation(line: 12, column: 44, scope: !118)
!133 = !DILocation(line: 17, column: 3, scope: !118)
!134 = !DILocalVariable(name: ".omp.iv", scope: !118, type: !24, flags: DIFlagArtificial)
!135 = !DILocalVariable(name: ".capture_expr.", scope: !118, type: !24, flags: DIFlagArtificial)
!136 = !DILocation(line: 17, column: 24, scope: !118)
!137 = !DILocalVariable(name: "i", scope: !118, type: !24, flags: DIFlagArtificial)
!138 = !DILocation(line: 17, column: 27, scope: !118)
!139 = !DILocalVariable(name: ".omp.lb", scope: !118, type: !24, flags: DIFlagArtificial)
!140 = !DILocation(line: 17, column: 8, scope: !118)
!141 = !DILocalVariable(name: ".omp.ub", scope: !118, type: !24, flags: DIFlagArtificial)
!142 = !DILocalVariable(name: ".omp.stride", scope: !118, type: !24, flags: DIFlagArtificial)
!143 = !DILocalVariable(name: ".omp.is_last", scope: !118, type: !14, flags: DIFlagArtificial)
!144 = !DILocalVariable(name: "dot", scope: !118, type: !40, flags: DIFlagArtificial)
!145 = !DILocation(line: 16, column: 40, scope: !118)
!146 = !DILocation(line: 16, column: 1, scope: !118)
!147 = !DILocation(line: 17, column: 39, scope: !118)
!148 = !DILocation(line: 17, column: 41, scope: !118)
!149 = !DILocation(line: 17, column: 46, scope: !118)
!150 = !DILocation(line: 17, column: 48, scope: !118)
!151 = !DILocation(line: 17, column: 36, scope: !118)
!152 = !DILocation(line: 17, column: 32, scope: !118)
!153 = distinct !{!153, !146, !154}
!154 = !DILocation(line: 16, column: 44, scope: !118)
!155 = !DILocation(line: 16, column: 36, scope: !118)
!156 = !DILocation(line: 17, column: 49, scope: !118)
!157 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 16, type: !158, scopeLine: 16, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!158 = !DISubroutineType(types: !18)
!159 = !DILocalVariable(arg: 1, scope: !157, type: !160, flags: DIFlagArtificial)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!161 = !DILocation(line: 0, scope: !157)
!162 = !DILocalVariable(arg: 2, scope: !157, type: !160, flags: DIFlagArtificial)
!163 = !DILocation(line: 16, column: 44, scope: !157)
!164 = !DILocation(line: 16, column: 40, scope: !157)
!165 = !DILocation(line: 16, column: 36, scope: !157)
!166 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 16, type: !119, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!167 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !166, type: !68, flags: DIFlagArtificial)
!168 = !DILocation(line: 0, scope: !166)
!169 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !166, type: !68, flags: DIFlagArtificial)
!170 = !DILocalVariable(name: "n", arg: 3, scope: !166, type: !72, flags: DIFlagArtificial)
!171 = !DILocalVariable(name: "dot", arg: 4, scope: !166, type: !121, flags: DIFlagArtificial)
!172 = !DILocalVariable(name: "x", arg: 5, scope: !166, type: !73, flags: DIFlagArtificial)
!173 = !DILocalVariable(name: "y", arg: 6, scope: !166, type: !73, flags: DIFlagArtificial)
!174 = !DILocation(line: 16, column: 1, scope: !166)
!175 = distinct !DISubprogram(name: ".omp_outlined._debug__.3", scope: !1, file: !1, line: 19, type: !66, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!176 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !175, type: !68, flags: DIFlagArtificial)
!177 = !DILocation(line: 0, scope: !175)
!178 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !175, type: !68, flags: DIFlagArtificial)
!179 = !DILocalVariable(name: "n", arg: 3, scope: !175, file: !1, line: 9, type: !72)
!180 = !DILocation(line: 9, column: 8, scope: !175)
!181 = !DILocalVariable(name: "y", arg: 4, scope: !175, file: !1, line: 12, type: !73)
!182 = !DILocation(line: 12, column: 44, scope: !175)
!183 = !DILocalVariable(name: "x", arg: 5, scope: !175, file: !1, line: 12, type: !73)
!184 = !DILocation(line: 12, column: 11, scope: !175)
!185 = !DILocation(line: 19, column: 3, scope: !175)
!186 = !DILocalVariable(name: ".omp.iv", scope: !175, type: !24, flags: DIFlagArtificial)
!187 = !DILocalVariable(name: ".capture_expr.", scope: !175, type: !24, flags: DIFlagArtificial)
!188 = !DILocation(line: 19, column: 24, scope: !175)
!189 = !DILocation(line: 19, column: 26, scope: !175)
!190 = !DILocalVariable(name: "i", scope: !175, type: !24, flags: DIFlagArtificial)
!191 = !DILocation(line: 19, column: 31, scope: !175)
!192 = !DILocalVariable(name: ".omp.lb", scope: !175, type: !24, flags: DIFlagArtificial)
!193 = !DILocation(line: 19, column: 8, scope: !175)
!194 = !DILocalVariable(name: ".omp.ub", scope: !175, type: !24, flags: DIFlagArtificial)
!195 = !DILocalVariable(name: ".omp.stride", scope: !175, type: !24, flags: DIFlagArtificial)
!196 = !DILocalVariable(name: ".omp.is_last", scope: !175, type: !14, flags: DIFlagArtificial)
!197 = !DILocation(line: 18, column: 1, scope: !175)
!198 = !DILocation(line: 19, column: 44, scope: !175)
!199 = !DILocation(line: 19, column: 46, scope: !175)
!200 = !DILocation(line: 19, column: 48, scope: !175)
!201 = !DILocation(line: 19, column: 55, scope: !175)
!202 = !DILocation(line: 19, column: 57, scope: !175)
!203 = !DILocation(line: 19, column: 53, scope: !175)
!204 = !DILocation(line: 19, column: 62, scope: !175)
!205 = !DILocation(line: 19, column: 64, scope: !175)
!206 = !DILocation(line: 19, column: 66, scope: !175)
!207 = !DILocation(line: 19, column: 60, scope: !175)
!208 = !DILocation(line: 19, column: 72, scope: !175)
!209 = !DILocation(line: 19, column: 36, scope: !175)
!210 = !DILocation(line: 19, column: 38, scope: !175)
!211 = !DILocation(line: 19, column: 41, scope: !175)
!212 = distinct !{!212, !197, !213}
!213 = !DILocation(line: 18, column: 46, scope: !175)
!214 = distinct !{!214, !197, !213}
!215 = !DILocation(line: 19, column: 74, scope: !175)
!216 = distinct !DISubprogram(name: ".omp_outlined..4", scope: !1, file: !1, line: 18, type: !66, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!217 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !216, type: !68, flags: DIFlagArtificial)
!218 = !DILocation(line: 0, scope: !216)
!219 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !216, type: !68, flags: DIFlagArtificial)
!220 = !DILocalVariable(name: "n", arg: 3, scope: !216, type: !72, flags: DIFlagArtificial)
!221 = !DILocalVariable(name: "y", arg: 4, scope: !216, type: !73, flags: DIFlagArtificial)
!222 = !DILocalVariable(name: "x", arg: 5, scope: !216, type: !73, flags: DIFlagArtificial)
!223 = !DILocation(line: 18, column: 1, scope: !216)
