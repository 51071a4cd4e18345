; ModuleID = 'omp_static_mv.c'
source_filename = "omp_static_mv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [34 x i8] c";omp_static_mv.c;kernel_mv;10;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [35 x i8] c";omp_static_mv.c;kernel_mv;10;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1
@5 = private unnamed_addr constant [29 x i8] c";omp_static_mv.c;axpy;21;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 28, i8* getelementptr inbounds ([29 x i8], [29 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [30 x i8] c";omp_static_mv.c;axpy;21;45;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 29, i8* getelementptr inbounds ([30 x i8], [30 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 28, i8* getelementptr inbounds ([29 x i8], [29 x i8]* @5, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_mv(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !13 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !24, metadata !DIExpression()), !dbg !25
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !28, metadata !DIExpression()), !dbg !29
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !30, metadata !DIExpression()), !dbg !31
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %6, i32* %7, double** %8, double** %9, double** %10), !dbg !32
  ret void, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6) #2 !dbg !34 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca double**, align 8
  %13 = alloca double**, align 8
  %14 = alloca double**, align 8
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
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !44, metadata !DIExpression()), !dbg !45
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !46, metadata !DIExpression()), !dbg !45
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !47, metadata !DIExpression()), !dbg !48
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !49, metadata !DIExpression()), !dbg !50
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !51, metadata !DIExpression()), !dbg !52
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !53, metadata !DIExpression()), !dbg !54
  store double** %6, double*** %14, align 8
  call void @llvm.dbg.declare(metadata double*** %14, metadata !55, metadata !DIExpression()), !dbg !56
  %27 = load i32*, i32** %10, align 8, !dbg !57
  %28 = load i32*, i32** %11, align 8, !dbg !57
  %29 = load double**, double*** %12, align 8, !dbg !57
  %30 = load double**, double*** %13, align 8, !dbg !57
  %31 = load double**, double*** %14, align 8, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %15, metadata !58, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %17, metadata !59, metadata !DIExpression()), !dbg !45
  %32 = load i32, i32* %27, align 4, !dbg !60
  store i32 %32, i32* %17, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %18, metadata !59, metadata !DIExpression()), !dbg !45
  %33 = load i32, i32* %17, align 4, !dbg !60
  %34 = sub nsw i32 %33, 0, !dbg !57
  %35 = sdiv i32 %34, 1, !dbg !57
  %36 = sub nsw i32 %35, 1, !dbg !57
  store i32 %36, i32* %18, align 4, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %19, metadata !61, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %19, align 4, !dbg !62
  %37 = load i32, i32* %17, align 4, !dbg !60
  %38 = icmp slt i32 0, %37, !dbg !57
  br i1 %38, label %39, label %101, !dbg !57

39:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %20, metadata !63, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %20, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %21, metadata !65, metadata !DIExpression()), !dbg !45
  %40 = load i32, i32* %18, align 4, !dbg !57
  store i32 %40, i32* %21, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %22, metadata !66, metadata !DIExpression()), !dbg !45
  store i32 1, i32* %22, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %23, metadata !67, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %23, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %24, metadata !61, metadata !DIExpression()), !dbg !45
  %41 = load i32*, i32** %8, align 8, !dbg !57
  %42 = load i32, i32* %41, align 4, !dbg !57
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %42, i32 34, i32* %23, i32* %20, i32* %21, i32* %22, i32 1, i32 1), !dbg !68
  %43 = load i32, i32* %21, align 4, !dbg !64
  %44 = load i32, i32* %18, align 4, !dbg !57
  %45 = icmp sgt i32 %43, %44, !dbg !64
  br i1 %45, label %46, label %48, !dbg !64

46:                                               ; preds = %39
  %47 = load i32, i32* %18, align 4, !dbg !57
  br label %50, !dbg !64

48:                                               ; preds = %39
  %49 = load i32, i32* %21, align 4, !dbg !64
  br label %50, !dbg !64

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ], !dbg !64
  store i32 %51, i32* %21, align 4, !dbg !64
  %52 = load i32, i32* %20, align 4, !dbg !64
  store i32 %52, i32* %15, align 4, !dbg !64
  br label %53, !dbg !57

53:                                               ; preds = %94, %50
  %54 = load i32, i32* %15, align 4, !dbg !64
  %55 = load i32, i32* %21, align 4, !dbg !64
  %56 = icmp sle i32 %54, %55, !dbg !57
  br i1 %56, label %57, label %97, !dbg !57

57:                                               ; preds = %53
  %58 = load i32, i32* %15, align 4, !dbg !64
  %59 = mul nsw i32 %58, 1, !dbg !62
  %60 = add nsw i32 0, %59, !dbg !62
  store i32 %60, i32* %24, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata double* %25, metadata !69, metadata !DIExpression()), !dbg !71
  store double 0.000000e+00, double* %25, align 8, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %26, metadata !72, metadata !DIExpression()), !dbg !74
  store i32 0, i32* %26, align 4, !dbg !74
  br label %61, !dbg !75

61:                                               ; preds = %84, %57
  %62 = load i32, i32* %26, align 4, !dbg !76
  %63 = load i32, i32* %28, align 4, !dbg !78
  %64 = icmp slt i32 %62, %63, !dbg !79
  br i1 %64, label %65, label %87, !dbg !80

65:                                               ; preds = %61
  %66 = load double*, double** %29, align 8, !dbg !81
  %67 = load i32, i32* %24, align 4, !dbg !82
  %68 = sext i32 %67 to i64, !dbg !83
  %69 = load i32, i32* %28, align 4, !dbg !84
  %70 = sext i32 %69 to i64, !dbg !84
  %71 = mul nsw i64 %68, %70, !dbg !85
  %72 = load i32, i32* %26, align 4, !dbg !86
  %73 = sext i32 %72 to i64, !dbg !86
  %74 = add nsw i64 %71, %73, !dbg !87
  %75 = getelementptr inbounds double, double* %66, i64 %74, !dbg !81
  %76 = load double, double* %75, align 8, !dbg !81
  %77 = load double*, double** %30, align 8, !dbg !88
  %78 = load i32, i32* %26, align 4, !dbg !89
  %79 = sext i32 %78 to i64, !dbg !88
  %80 = getelementptr inbounds double, double* %77, i64 %79, !dbg !88
  %81 = load double, double* %80, align 8, !dbg !88
  %82 = load double, double* %25, align 8, !dbg !90
  %83 = call double @llvm.fmuladd.f64(double %76, double %81, double %82), !dbg !90
  store double %83, double* %25, align 8, !dbg !90
  br label %84, !dbg !91

84:                                               ; preds = %65
  %85 = load i32, i32* %26, align 4, !dbg !92
  %86 = add nsw i32 %85, 1, !dbg !92
  store i32 %86, i32* %26, align 4, !dbg !92
  br label %61, !dbg !93, !llvm.loop !94

87:                                               ; preds = %61
  %88 = load double, double* %25, align 8, !dbg !97
  %89 = load double*, double** %31, align 8, !dbg !98
  %90 = load i32, i32* %24, align 4, !dbg !99
  %91 = sext i32 %90 to i64, !dbg !98
  %92 = getelementptr inbounds double, double* %89, i64 %91, !dbg !98
  store double %88, double* %92, align 8, !dbg !100
  br label %93, !dbg !101

93:                                               ; preds = %87
  br label %94, !dbg !68

94:                                               ; preds = %93
  %95 = load i32, i32* %15, align 4, !dbg !64
  %96 = add nsw i32 %95, 1, !dbg !57
  store i32 %96, i32* %15, align 4, !dbg !57
  br label %53, !dbg !68, !llvm.loop !102

97:                                               ; preds = %53
  br label %98, !dbg !68

98:                                               ; preds = %97
  %99 = load i32*, i32** %8, align 8, !dbg !68
  %100 = load i32, i32* %99, align 4, !dbg !68
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %100), !dbg !103
  br label %101, !dbg !68

101:                                              ; preds = %98, %7
  ret void, !dbg !104
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6) #2 !dbg !105 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca double**, align 8
  %13 = alloca double**, align 8
  %14 = alloca double**, align 8
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !106, metadata !DIExpression()), !dbg !107
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !108, metadata !DIExpression()), !dbg !107
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !109, metadata !DIExpression()), !dbg !107
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !110, metadata !DIExpression()), !dbg !107
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !111, metadata !DIExpression()), !dbg !107
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !112, metadata !DIExpression()), !dbg !107
  store double** %6, double*** %14, align 8
  call void @llvm.dbg.declare(metadata double*** %14, metadata !113, metadata !DIExpression()), !dbg !107
  %15 = load i32*, i32** %10, align 8, !dbg !114
  %16 = load i32*, i32** %11, align 8, !dbg !114
  %17 = load double**, double*** %12, align 8, !dbg !114
  %18 = load double**, double*** %13, align 8, !dbg !114
  %19 = load double**, double*** %14, align 8, !dbg !114
  %20 = load i32*, i32** %8, align 8, !dbg !114
  %21 = load i32*, i32** %9, align 8, !dbg !114
  %22 = load i32*, i32** %10, align 8, !dbg !114
  %23 = load i32*, i32** %11, align 8, !dbg !114
  %24 = load double**, double*** %12, align 8, !dbg !114
  %25 = load double**, double*** %13, align 8, !dbg !114
  %26 = load double**, double*** %14, align 8, !dbg !114
  call void @.omp_outlined._debug__(i32* %20, i32* %21, i32* %22, i32* %23, double** %24, double** %25, double** %26) #3, !dbg !114
  ret void, !dbg !114
}

; Function Attrs: nounwind
declare !callback !115 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !117 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !123, metadata !DIExpression()), !dbg !124
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !125, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.declare(metadata i32* %6, metadata !127, metadata !DIExpression()), !dbg !128
  %18 = load i32, i32* %4, align 4, !dbg !129
  %19 = icmp sgt i32 %18, 1, !dbg !130
  br i1 %19, label %20, label %25, !dbg !129

20:                                               ; preds = %2
  %21 = load i8**, i8*** %5, align 8, !dbg !131
  %22 = getelementptr inbounds i8*, i8** %21, i64 1, !dbg !131
  %23 = load i8*, i8** %22, align 8, !dbg !131
  %24 = call i32 @atoi(i8* noundef %23) #7, !dbg !132
  br label %26, !dbg !129

25:                                               ; preds = %2
  br label %26, !dbg !129

26:                                               ; preds = %25, %20
  %27 = phi i32 [ %24, %20 ], [ 240, %25 ], !dbg !129
  store i32 %27, i32* %6, align 4, !dbg !128
  call void @llvm.dbg.declare(metadata i32* %7, metadata !133, metadata !DIExpression()), !dbg !134
  %28 = load i32, i32* %4, align 4, !dbg !135
  %29 = icmp sgt i32 %28, 2, !dbg !136
  br i1 %29, label %30, label %35, !dbg !135

30:                                               ; preds = %26
  %31 = load i8**, i8*** %5, align 8, !dbg !137
  %32 = getelementptr inbounds i8*, i8** %31, i64 2, !dbg !137
  %33 = load i8*, i8** %32, align 8, !dbg !137
  %34 = call i32 @atoi(i8* noundef %33) #7, !dbg !138
  br label %36, !dbg !135

35:                                               ; preds = %26
  br label %36, !dbg !135

36:                                               ; preds = %35, %30
  %37 = phi i32 [ %34, %30 ], [ 200, %35 ], !dbg !135
  store i32 %37, i32* %7, align 4, !dbg !134
  call void @llvm.dbg.declare(metadata double** %8, metadata !139, metadata !DIExpression()), !dbg !140
  %38 = load i32, i32* %6, align 4, !dbg !141
  %39 = sext i32 %38 to i64, !dbg !141
  %40 = mul i64 8, %39, !dbg !142
  %41 = load i32, i32* %7, align 4, !dbg !143
  %42 = sext i32 %41 to i64, !dbg !143
  %43 = mul i64 %40, %42, !dbg !144
  %44 = call noalias i8* @malloc(i64 noundef %43) #3, !dbg !145
  %45 = bitcast i8* %44 to double*, !dbg !145
  store double* %45, double** %8, align 8, !dbg !140
  call void @llvm.dbg.declare(metadata double** %9, metadata !146, metadata !DIExpression()), !dbg !147
  %46 = load i32, i32* %7, align 4, !dbg !148
  %47 = sext i32 %46 to i64, !dbg !148
  %48 = mul i64 8, %47, !dbg !149
  %49 = call noalias i8* @malloc(i64 noundef %48) #3, !dbg !150
  %50 = bitcast i8* %49 to double*, !dbg !150
  store double* %50, double** %9, align 8, !dbg !147
  call void @llvm.dbg.declare(metadata double** %10, metadata !151, metadata !DIExpression()), !dbg !152
  %51 = load i32, i32* %6, align 4, !dbg !153
  %52 = sext i32 %51 to i64, !dbg !153
  %53 = mul i64 8, %52, !dbg !154
  %54 = call noalias i8* @malloc(i64 noundef %53) #3, !dbg !155
  %55 = bitcast i8* %54 to double*, !dbg !155
  store double* %55, double** %10, align 8, !dbg !152
  call void @llvm.dbg.declare(metadata double** %11, metadata !156, metadata !DIExpression()), !dbg !157
  %56 = load i32, i32* %6, align 4, !dbg !158
  %57 = sext i32 %56 to i64, !dbg !158
  %58 = mul i64 8, %57, !dbg !159
  %59 = call noalias i8* @malloc(i64 noundef %58) #3, !dbg !160
  %60 = bitcast i8* %59 to double*, !dbg !160
  store double* %60, double** %11, align 8, !dbg !157
  call void @llvm.dbg.declare(metadata i32* %12, metadata !161, metadata !DIExpression()), !dbg !163
  store i32 0, i32* %12, align 4, !dbg !163
  br label %61, !dbg !164

61:                                               ; preds = %92, %36
  %62 = load i32, i32* %12, align 4, !dbg !165
  %63 = load i32, i32* %6, align 4, !dbg !167
  %64 = icmp slt i32 %62, %63, !dbg !168
  br i1 %64, label %65, label %95, !dbg !169

65:                                               ; preds = %61
  call void @llvm.dbg.declare(metadata i32* %13, metadata !170, metadata !DIExpression()), !dbg !172
  store i32 0, i32* %13, align 4, !dbg !172
  br label %66, !dbg !173

66:                                               ; preds = %88, %65
  %67 = load i32, i32* %13, align 4, !dbg !174
  %68 = load i32, i32* %7, align 4, !dbg !176
  %69 = icmp slt i32 %67, %68, !dbg !177
  br i1 %69, label %70, label %91, !dbg !178

70:                                               ; preds = %66
  %71 = load i32, i32* %12, align 4, !dbg !179
  %72 = load i32, i32* %13, align 4, !dbg !180
  %73 = mul nsw i32 2, %72, !dbg !181
  %74 = add nsw i32 %71, %73, !dbg !182
  %75 = srem i32 %74, 9, !dbg !183
  %76 = sitofp i32 %75 to double, !dbg !184
  %77 = fmul double %76, 1.250000e-01, !dbg !185
  %78 = load double*, double** %8, align 8, !dbg !186
  %79 = load i32, i32* %12, align 4, !dbg !187
  %80 = sext i32 %79 to i64, !dbg !188
  %81 = load i32, i32* %7, align 4, !dbg !189
  %82 = sext i32 %81 to i64, !dbg !189
  %83 = mul nsw i64 %80, %82, !dbg !190
  %84 = load i32, i32* %13, align 4, !dbg !191
  %85 = sext i32 %84 to i64, !dbg !191
  %86 = add nsw i64 %83, %85, !dbg !192
  %87 = getelementptr inbounds double, double* %78, i64 %86, !dbg !186
  store double %77, double* %87, align 8, !dbg !193
  br label %88, !dbg !186

88:                                               ; preds = %70
  %89 = load i32, i32* %13, align 4, !dbg !194
  %90 = add nsw i32 %89, 1, !dbg !194
  store i32 %90, i32* %13, align 4, !dbg !194
  br label %66, !dbg !195, !llvm.loop !196

91:                                               ; preds = %66
  br label %92, !dbg !197

92:                                               ; preds = %91
  %93 = load i32, i32* %12, align 4, !dbg !198
  %94 = add nsw i32 %93, 1, !dbg !198
  store i32 %94, i32* %12, align 4, !dbg !198
  br label %61, !dbg !199, !llvm.loop !200

95:                                               ; preds = %61
  call void @llvm.dbg.declare(metadata i32* %14, metadata !202, metadata !DIExpression()), !dbg !204
  store i32 0, i32* %14, align 4, !dbg !204
  br label %96, !dbg !205

96:                                               ; preds = %109, %95
  %97 = load i32, i32* %14, align 4, !dbg !206
  %98 = load i32, i32* %7, align 4, !dbg !208
  %99 = icmp slt i32 %97, %98, !dbg !209
  br i1 %99, label %100, label %112, !dbg !210

100:                                              ; preds = %96
  %101 = load i32, i32* %14, align 4, !dbg !211
  %102 = srem i32 %101, 5, !dbg !212
  %103 = sitofp i32 %102 to double, !dbg !213
  %104 = fmul double %103, 5.000000e-01, !dbg !214
  %105 = load double*, double** %9, align 8, !dbg !215
  %106 = load i32, i32* %14, align 4, !dbg !216
  %107 = sext i32 %106 to i64, !dbg !215
  %108 = getelementptr inbounds double, double* %105, i64 %107, !dbg !215
  store double %104, double* %108, align 8, !dbg !217
  br label %109, !dbg !215

109:                                              ; preds = %100
  %110 = load i32, i32* %14, align 4, !dbg !218
  %111 = add nsw i32 %110, 1, !dbg !218
  store i32 %111, i32* %14, align 4, !dbg !218
  br label %96, !dbg !219, !llvm.loop !220

112:                                              ; preds = %96
  call void @llvm.dbg.declare(metadata i32* %15, metadata !222, metadata !DIExpression()), !dbg !224
  store i32 0, i32* %15, align 4, !dbg !224
  br label %113, !dbg !225

113:                                              ; preds = %122, %112
  %114 = load i32, i32* %15, align 4, !dbg !226
  %115 = load i32, i32* %6, align 4, !dbg !228
  %116 = icmp slt i32 %114, %115, !dbg !229
  br i1 %116, label %117, label %125, !dbg !230

117:                                              ; preds = %113
  %118 = load double*, double** %11, align 8, !dbg !231
  %119 = load i32, i32* %15, align 4, !dbg !232
  %120 = sext i32 %119 to i64, !dbg !231
  %121 = getelementptr inbounds double, double* %118, i64 %120, !dbg !231
  store double 1.000000e+00, double* %121, align 8, !dbg !233
  br label %122, !dbg !231

122:                                              ; preds = %117
  %123 = load i32, i32* %15, align 4, !dbg !234
  %124 = add nsw i32 %123, 1, !dbg !234
  store i32 %124, i32* %15, align 4, !dbg !234
  br label %113, !dbg !235, !llvm.loop !236

125:                                              ; preds = %113
  %126 = load i32, i32* %6, align 4, !dbg !238
  %127 = load i32, i32* %7, align 4, !dbg !239
  %128 = load double*, double** %8, align 8, !dbg !240
  %129 = load double*, double** %9, align 8, !dbg !241
  %130 = load double*, double** %10, align 8, !dbg !242
  call void @kernel_mv(i32 noundef %126, i32 noundef %127, double* noundef %128, double* noundef %129, double* noundef %130), !dbg !243
  %131 = load i32, i32* %6, align 4, !dbg !244
  %132 = load double*, double** %10, align 8, !dbg !245
  %133 = load double*, double** %11, align 8, !dbg !246
  call void @axpy(i32 noundef %131, double noundef 2.000000e+00, double* noundef %132, double* noundef %133), !dbg !247
  call void @llvm.dbg.declare(metadata double* %16, metadata !248, metadata !DIExpression()), !dbg !249
  store double 0.000000e+00, double* %16, align 8, !dbg !249
  call void @llvm.dbg.declare(metadata i32* %17, metadata !250, metadata !DIExpression()), !dbg !252
  store i32 0, i32* %17, align 4, !dbg !252
  br label %134, !dbg !253

134:                                              ; preds = %146, %125
  %135 = load i32, i32* %17, align 4, !dbg !254
  %136 = load i32, i32* %6, align 4, !dbg !256
  %137 = icmp slt i32 %135, %136, !dbg !257
  br i1 %137, label %138, label %149, !dbg !258

138:                                              ; preds = %134
  %139 = load double*, double** %11, align 8, !dbg !259
  %140 = load i32, i32* %17, align 4, !dbg !260
  %141 = sext i32 %140 to i64, !dbg !259
  %142 = getelementptr inbounds double, double* %139, i64 %141, !dbg !259
  %143 = load double, double* %142, align 8, !dbg !259
  %144 = load double, double* %16, align 8, !dbg !261
  %145 = fadd double %144, %143, !dbg !261
  store double %145, double* %16, align 8, !dbg !261
  br label %146, !dbg !262

146:                                              ; preds = %138
  %147 = load i32, i32* %17, align 4, !dbg !263
  %148 = add nsw i32 %147, 1, !dbg !263
  store i32 %148, i32* %17, align 4, !dbg !263
  br label %134, !dbg !264, !llvm.loop !265

149:                                              ; preds = %134
  %150 = load double, double* %16, align 8, !dbg !267
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %150), !dbg !268
  %152 = load double*, double** %8, align 8, !dbg !269
  %153 = bitcast double* %152 to i8*, !dbg !269
  call void @free(i8* noundef %153) #3, !dbg !270
  %154 = load double*, double** %9, align 8, !dbg !271
  %155 = bitcast double* %154 to i8*, !dbg !271
  call void @free(i8* noundef %155) #3, !dbg !272
  %156 = load double*, double** %10, align 8, !dbg !273
  %157 = bitcast double* %156 to i8*, !dbg !273
  call void @free(i8* noundef %157) #3, !dbg !274
  %158 = load double*, double** %11, align 8, !dbg !275
  %159 = bitcast double* %158 to i8*, !dbg !275
  call void @free(i8* noundef %159) #3, !dbg !276
  ret i32 0, !dbg !277
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @axpy(i32 noundef %0, double noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !278 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !281, metadata !DIExpression()), !dbg !282
  store double %1, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !283, metadata !DIExpression()), !dbg !284
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !285, metadata !DIExpression()), !dbg !286
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !287, metadata !DIExpression()), !dbg !288
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @9, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*, double**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* %5, double** %8, double* %6, double** %7), !dbg !289
  ret void, !dbg !290
}

declare i32 @printf(i8* noundef, ...) #6

; Function Attrs: nounwind
declare void @free(i8* noundef) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double* noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !291 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
  %11 = alloca double*, align 8
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
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !295, metadata !DIExpression()), !dbg !296
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !297, metadata !DIExpression()), !dbg !296
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !298, metadata !DIExpression()), !dbg !299
  store double** %3, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !300, metadata !DIExpression()), !dbg !301
  store double* %4, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !302, metadata !DIExpression()), !dbg !303
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !304, metadata !DIExpression()), !dbg !305
  %23 = load i32*, i32** %9, align 8, !dbg !306
  %24 = load double**, double*** %10, align 8, !dbg !306
  %25 = load double*, double** %11, align 8, !dbg !306
  %26 = load double**, double*** %12, align 8, !dbg !306
  call void @llvm.dbg.declare(metadata i32* %13, metadata !307, metadata !DIExpression()), !dbg !296
  call void @llvm.dbg.declare(metadata i32* %15, metadata !308, metadata !DIExpression()), !dbg !296
  %27 = load i32, i32* %23, align 4, !dbg !309
  store i32 %27, i32* %15, align 4, !dbg !309
  call void @llvm.dbg.declare(metadata i32* %16, metadata !308, metadata !DIExpression()), !dbg !296
  %28 = load i32, i32* %15, align 4, !dbg !309
  %29 = sub nsw i32 %28, 0, !dbg !306
  %30 = sdiv i32 %29, 1, !dbg !306
  %31 = sub nsw i32 %30, 1, !dbg !306
  store i32 %31, i32* %16, align 4, !dbg !306
  call void @llvm.dbg.declare(metadata i32* %17, metadata !310, metadata !DIExpression()), !dbg !296
  store i32 0, i32* %17, align 4, !dbg !311
  %32 = load i32, i32* %15, align 4, !dbg !309
  %33 = icmp slt i32 0, %32, !dbg !306
  br i1 %33, label %34, label %92, !dbg !306

34:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %18, metadata !312, metadata !DIExpression()), !dbg !296
  store i32 0, i32* %18, align 4, !dbg !313
  call void @llvm.dbg.declare(metadata i32* %19, metadata !314, metadata !DIExpression()), !dbg !296
  %35 = load i32, i32* %16, align 4, !dbg !306
  store i32 %35, i32* %19, align 4, !dbg !313
  call void @llvm.dbg.declare(metadata i32* %20, metadata !315, metadata !DIExpression()), !dbg !296
  store i32 1, i32* %20, align 4, !dbg !313
  call void @llvm.dbg.declare(metadata i32* %21, metadata !316, metadata !DIExpression()), !dbg !296
  store i32 0, i32* %21, align 4, !dbg !313
  call void @llvm.dbg.declare(metadata i32* %22, metadata !310, metadata !DIExpression()), !dbg !296
  %36 = load i32*, i32** %7, align 8, !dbg !306
  %37 = load i32, i32* %36, align 4, !dbg !306
  call void @__kmpc_for_static_init_4(%struct.ident_t* @6, i32 %37, i32 33, i32* %21, i32* %18, i32* %19, i32* %20, i32 1, i32 8), !dbg !317
  br label %38, !dbg !306

38:                                               ; preds = %82, %34
  %39 = load i32, i32* %19, align 4, !dbg !313
  %40 = load i32, i32* %16, align 4, !dbg !306
  %41 = icmp sgt i32 %39, %40, !dbg !313
  br i1 %41, label %42, label %44, !dbg !313

42:                                               ; preds = %38
  %43 = load i32, i32* %16, align 4, !dbg !306
  br label %46, !dbg !313

44:                                               ; preds = %38
  %45 = load i32, i32* %19, align 4, !dbg !313
  br label %46, !dbg !313

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %43, %42 ], [ %45, %44 ], !dbg !313
  store i32 %47, i32* %19, align 4, !dbg !313
  %48 = load i32, i32* %18, align 4, !dbg !313
  store i32 %48, i32* %13, align 4, !dbg !313
  %49 = load i32, i32* %13, align 4, !dbg !313
  %50 = load i32, i32* %19, align 4, !dbg !313
  %51 = icmp sle i32 %49, %50, !dbg !306
  br i1 %51, label %52, label %89, !dbg !306

52:                                               ; preds = %46
  br label %53, !dbg !306

53:                                               ; preds = %78, %52
  %54 = load i32, i32* %13, align 4, !dbg !313
  %55 = load i32, i32* %19, align 4, !dbg !313
  %56 = icmp sle i32 %54, %55, !dbg !306
  br i1 %56, label %57, label %81, !dbg !306

57:                                               ; preds = %53
  %58 = load i32, i32* %13, align 4, !dbg !313
  %59 = mul nsw i32 %58, 1, !dbg !311
  %60 = add nsw i32 0, %59, !dbg !311
  store i32 %60, i32* %22, align 4, !dbg !311
  %61 = load double, double* %25, align 8, !dbg !318
  %62 = load double*, double** %26, align 8, !dbg !319
  %63 = load i32, i32* %22, align 4, !dbg !320
  %64 = sext i32 %63 to i64, !dbg !319
  %65 = getelementptr inbounds double, double* %62, i64 %64, !dbg !319
  %66 = load double, double* %65, align 8, !dbg !319
  %67 = load double*, double** %24, align 8, !dbg !321
  %68 = load i32, i32* %22, align 4, !dbg !322
  %69 = sext i32 %68 to i64, !dbg !321
  %70 = getelementptr inbounds double, double* %67, i64 %69, !dbg !321
  %71 = load double, double* %70, align 8, !dbg !321
  %72 = call double @llvm.fmuladd.f64(double %61, double %66, double %71), !dbg !323
  %73 = load double*, double** %24, align 8, !dbg !324
  %74 = load i32, i32* %22, align 4, !dbg !325
  %75 = sext i32 %74 to i64, !dbg !324
  %76 = getelementptr inbounds double, double* %73, i64 %75, !dbg !324
  store double %72, double* %76, align 8, !dbg !326
  br label %77, !dbg !324

77:                                               ; preds = %57
  br label %78, !dbg !317

78:                                               ; preds = %77
  %79 = load i32, i32* %13, align 4, !dbg !313
  %80 = add nsw i32 %79, 1, !dbg !306
  store i32 %80, i32* %13, align 4, !dbg !306
  br label %53, !dbg !317, !llvm.loop !327

81:                                               ; preds = %53
  br label %82, !dbg !317

82:                                               ; preds = %81
  %83 = load i32, i32* %18, align 4, !dbg !313
  %84 = load i32, i32* %20, align 4, !dbg !313
  %85 = add nsw i32 %83, %84, !dbg !306
  store i32 %85, i32* %18, align 4, !dbg !306
  %86 = load i32, i32* %19, align 4, !dbg !313
  %87 = load i32, i32* %20, align 4, !dbg !313
  %88 = add nsw i32 %86, %87, !dbg !306
  store i32 %88, i32* %19, align 4, !dbg !306
  br label %38, !dbg !317, !llvm.loop !329

89:                                               ; preds = %46
  %90 = load i32*, i32** %7, align 8, !dbg !317
  %91 = load i32, i32* %90, align 4, !dbg !317
  call void @__kmpc_for_static_fini(%struct.ident_t* @8, i32 %91), !dbg !328
  br label %92, !dbg !317

92:                                               ; preds = %89, %6
  ret void, !dbg !330
}

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..2(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, double** noundef nonnull align 8 dereferenceable(8) %3, double* noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5) #2 !dbg !331 {
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
  %11 = alloca double*, align 8
  %12 = alloca double**, align 8
  store i32* %0, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !332, metadata !DIExpression()), !dbg !333
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !334, metadata !DIExpression()), !dbg !333
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !335, metadata !DIExpression()), !dbg !333
  store double** %3, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !336, metadata !DIExpression()), !dbg !333
  store double* %4, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !337, metadata !DIExpression()), !dbg !333
  store double** %5, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !338, metadata !DIExpression()), !dbg !333
  %13 = load i32*, i32** %9, align 8, !dbg !339
  %14 = load double**, double*** %10, align 8, !dbg !339
  %15 = load double*, double** %11, align 8, !dbg !339
  %16 = load double**, double*** %12, align 8, !dbg !339
  %17 = load i32*, i32** %7, align 8, !dbg !339
  %18 = load i32*, i32** %8, align 8, !dbg !339
  %19 = load i32*, i32** %9, align 8, !dbg !339
  %20 = load double**, double*** %10, align 8, !dbg !339
  %21 = load double*, double** %11, align 8, !dbg !339
  %22 = load double**, double*** %12, align 8, !dbg !339
  call void @.omp_outlined._debug__.1(i32* %17, i32* %18, i32* %19, double** %20, double* %21, double** %22) #3, !dbg !339
  ret void, !dbg !339
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_static_mv.c", directory: ".", checksumkind: CSK_MD5, checksum: "6dd95204cd567bbc8a1e4b455ab84b55")
!2 = !{!3}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"openmp", i32 50}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "kernel_mv", scope: !1, file: !1, line: 8, type: !14, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16, !16, !17, !17, !20}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!21 = !{}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 8, type: !16)
!23 = !DILocation(line: 8, column: 20, scope: !13)
!24 = !DILocalVariable(name: "m", arg: 2, scope: !13, file: !1, line: 8, type: !16)
!25 = !DILocation(line: 8, column: 27, scope: !13)
!26 = !DILocalVariable(name: "A", arg: 3, scope: !13, file: !1, line: 8, type: !17)
!27 = !DILocation(line: 8, column: 44, scope: !13)
!28 = !DILocalVariable(name: "x", arg: 4, scope: !13, file: !1, line: 8, type: !17)
!29 = !DILocation(line: 8, column: 61, scope: !13)
!30 = !DILocalVariable(name: "y", arg: 5, scope: !13, file: !1, line: 8, type: !20)
!31 = !DILocation(line: 8, column: 72, scope: !13)
!32 = !DILocation(line: 10, column: 1, scope: !13)
!33 = !DILocation(line: 17, column: 1, scope: !13)
!34 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 11, type: !35, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !37, !37, !41, !41, !42, !42, !43}
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!41 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!44 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !34, type: !37, flags: DIFlagArtificial)
!45 = !DILocation(line: 0, scope: !34)
!46 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !34, type: !37, flags: DIFlagArtificial)
!47 = !DILocalVariable(name: "n", arg: 3, scope: !34, file: !1, line: 8, type: !41)
!48 = !DILocation(line: 8, column: 20, scope: !34)
!49 = !DILocalVariable(name: "m", arg: 4, scope: !34, file: !1, line: 8, type: !41)
!50 = !DILocation(line: 8, column: 27, scope: !34)
!51 = !DILocalVariable(name: "A", arg: 5, scope: !34, file: !1, line: 8, type: !42)
!52 = !DILocation(line: 8, column: 44, scope: !34)
!53 = !DILocalVariable(name: "x", arg: 6, scope: !34, file: !1, line: 8, type: !42)
!54 = !DILocation(line: 8, column: 61, scope: !34)
!55 = !DILocalVariable(name: "y", arg: 7, scope: !34, file: !1, line: 8, type: !43)
!56 = !DILocation(line: 8, column: 72, scope: !34)
!57 = !DILocation(line: 11, column: 3, scope: !34)
!58 = !DILocalVariable(name: ".omp.iv", scope: !34, type: !16, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: ".capture_expr.", scope: !34, type: !16, flags: DIFlagArtificial)
!60 = !DILocation(line: 11, column: 23, scope: !34)
!61 = !DILocalVariable(name: "i", scope: !34, type: !16, flags: DIFlagArtificial)
!62 = !DILocation(line: 11, column: 26, scope: !34)
!63 = !DILocalVariable(name: ".omp.lb", scope: !34, type: !16, flags: DIFlagArtificial)
!64 = !DILocation(line: 11, column: 8, scope: !34)
!65 = !DILocalVariable(name: ".omp.ub", scope: !34, type: !16, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: ".omp.stride", scope: !34, type: !16, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: ".omp.is_last", scope: !34, type: !16, flags: DIFlagArtificial)
!68 = !DILocation(line: 10, column: 1, scope: !34)
!69 = !DILocalVariable(name: "s", scope: !70, file: !1, line: 12, type: !19)
!70 = distinct !DILexicalBlock(scope: !34, file: !1, line: 11, column: 31)
!71 = !DILocation(line: 12, column: 12, scope: !70)
!72 = !DILocalVariable(name: "j", scope: !73, file: !1, line: 13, type: !16)
!73 = distinct !DILexicalBlock(scope: !70, file: !1, line: 13, column: 5)
!74 = !DILocation(line: 13, column: 14, scope: !73)
!75 = !DILocation(line: 13, column: 10, scope: !73)
!76 = !DILocation(line: 13, column: 21, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !1, line: 13, column: 5)
!78 = !DILocation(line: 13, column: 25, scope: !77)
!79 = !DILocation(line: 13, column: 23, scope: !77)
!80 = !DILocation(line: 13, column: 5, scope: !73)
!81 = !DILocation(line: 14, column: 12, scope: !77)
!82 = !DILocation(line: 14, column: 20, scope: !77)
!83 = !DILocation(line: 14, column: 14, scope: !77)
!84 = !DILocation(line: 14, column: 24, scope: !77)
!85 = !DILocation(line: 14, column: 22, scope: !77)
!86 = !DILocation(line: 14, column: 28, scope: !77)
!87 = !DILocation(line: 14, column: 26, scope: !77)
!88 = !DILocation(line: 14, column: 33, scope: !77)
!89 = !DILocation(line: 14, column: 35, scope: !77)
!90 = !DILocation(line: 14, column: 9, scope: !77)
!91 = !DILocation(line: 14, column: 7, scope: !77)
!92 = !DILocation(line: 13, column: 29, scope: !77)
!93 = !DILocation(line: 13, column: 5, scope: !77)
!94 = distinct !{!94, !80, !95, !96}
!95 = !DILocation(line: 14, column: 36, scope: !73)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 15, column: 12, scope: !70)
!98 = !DILocation(line: 15, column: 5, scope: !70)
!99 = !DILocation(line: 15, column: 7, scope: !70)
!100 = !DILocation(line: 15, column: 10, scope: !70)
!101 = !DILocation(line: 16, column: 3, scope: !70)
!102 = distinct !{!102, !68, !103}
!103 = !DILocation(line: 10, column: 42, scope: !34)
!104 = !DILocation(line: 16, column: 3, scope: !34)
!105 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 10, type: !35, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!106 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !105, type: !37, flags: DIFlagArtificial)
!107 = !DILocation(line: 0, scope: !105)
!108 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !105, type: !37, flags: DIFlagArtificial)
!109 = !DILocalVariable(name: "n", arg: 3, scope: !105, type: !41, flags: DIFlagArtificial)
!110 = !DILocalVariable(name: "m", arg: 4, scope: !105, type: !41, flags: DIFlagArtificial)
!111 = !DILocalVariable(name: "A", arg: 5, scope: !105, type: !42, flags: DIFlagArtificial)
!112 = !DILocalVariable(name: "x", arg: 6, scope: !105, type: !42, flags: DIFlagArtificial)
!113 = !DILocalVariable(name: "y", arg: 7, scope: !105, type: !43, flags: DIFlagArtificial)
!114 = !DILocation(line: 10, column: 1, scope: !105)
!115 = !{!116}
!116 = !{i64 2, i64 -1, i64 -1, i1 true}
!117 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !118, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!118 = !DISubroutineType(types: !119)
!119 = !{!16, !16, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!123 = !DILocalVariable(name: "argc", arg: 1, scope: !117, file: !1, line: 26, type: !16)
!124 = !DILocation(line: 26, column: 14, scope: !117)
!125 = !DILocalVariable(name: "argv", arg: 2, scope: !117, file: !1, line: 26, type: !120)
!126 = !DILocation(line: 26, column: 27, scope: !117)
!127 = !DILocalVariable(name: "n", scope: !117, file: !1, line: 28, type: !16)
!128 = !DILocation(line: 28, column: 7, scope: !117)
!129 = !DILocation(line: 28, column: 11, scope: !117)
!130 = !DILocation(line: 28, column: 16, scope: !117)
!131 = !DILocation(line: 28, column: 27, scope: !117)
!132 = !DILocation(line: 28, column: 22, scope: !117)
!133 = !DILocalVariable(name: "m", scope: !117, file: !1, line: 29, type: !16)
!134 = !DILocation(line: 29, column: 7, scope: !117)
!135 = !DILocation(line: 29, column: 11, scope: !117)
!136 = !DILocation(line: 29, column: 16, scope: !117)
!137 = !DILocation(line: 29, column: 27, scope: !117)
!138 = !DILocation(line: 29, column: 22, scope: !117)
!139 = !DILocalVariable(name: "A", scope: !117, file: !1, line: 30, type: !20)
!140 = !DILocation(line: 30, column: 11, scope: !117)
!141 = !DILocation(line: 30, column: 39, scope: !117)
!142 = !DILocation(line: 30, column: 37, scope: !117)
!143 = !DILocation(line: 30, column: 43, scope: !117)
!144 = !DILocation(line: 30, column: 41, scope: !117)
!145 = !DILocation(line: 30, column: 15, scope: !117)
!146 = !DILocalVariable(name: "x", scope: !117, file: !1, line: 31, type: !20)
!147 = !DILocation(line: 31, column: 11, scope: !117)
!148 = !DILocation(line: 31, column: 39, scope: !117)
!149 = !DILocation(line: 31, column: 37, scope: !117)
!150 = !DILocation(line: 31, column: 15, scope: !117)
!151 = !DILocalVariable(name: "y", scope: !117, file: !1, line: 32, type: !20)
!152 = !DILocation(line: 32, column: 11, scope: !117)
!153 = !DILocation(line: 32, column: 39, scope: !117)
!154 = !DILocation(line: 32, column: 37, scope: !117)
!155 = !DILocation(line: 32, column: 15, scope: !117)
!156 = !DILocalVariable(name: "z", scope: !117, file: !1, line: 33, type: !20)
!157 = !DILocation(line: 33, column: 11, scope: !117)
!158 = !DILocation(line: 33, column: 39, scope: !117)
!159 = !DILocation(line: 33, column: 37, scope: !117)
!160 = !DILocation(line: 33, column: 15, scope: !117)
!161 = !DILocalVariable(name: "i", scope: !162, file: !1, line: 34, type: !16)
!162 = distinct !DILexicalBlock(scope: !117, file: !1, line: 34, column: 3)
!163 = !DILocation(line: 34, column: 12, scope: !162)
!164 = !DILocation(line: 34, column: 8, scope: !162)
!165 = !DILocation(line: 34, column: 19, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !1, line: 34, column: 3)
!167 = !DILocation(line: 34, column: 23, scope: !166)
!168 = !DILocation(line: 34, column: 21, scope: !166)
!169 = !DILocation(line: 34, column: 3, scope: !162)
!170 = !DILocalVariable(name: "j", scope: !171, file: !1, line: 35, type: !16)
!171 = distinct !DILexicalBlock(scope: !166, file: !1, line: 35, column: 5)
!172 = !DILocation(line: 35, column: 14, scope: !171)
!173 = !DILocation(line: 35, column: 10, scope: !171)
!174 = !DILocation(line: 35, column: 21, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !1, line: 35, column: 5)
!176 = !DILocation(line: 35, column: 25, scope: !175)
!177 = !DILocation(line: 35, column: 23, scope: !175)
!178 = !DILocation(line: 35, column: 5, scope: !171)
!179 = !DILocation(line: 36, column: 30, scope: !175)
!180 = !DILocation(line: 36, column: 38, scope: !175)
!181 = !DILocation(line: 36, column: 36, scope: !175)
!182 = !DILocation(line: 36, column: 32, scope: !175)
!183 = !DILocation(line: 36, column: 41, scope: !175)
!184 = !DILocation(line: 36, column: 28, scope: !175)
!185 = !DILocation(line: 36, column: 46, scope: !175)
!186 = !DILocation(line: 36, column: 7, scope: !175)
!187 = !DILocation(line: 36, column: 15, scope: !175)
!188 = !DILocation(line: 36, column: 9, scope: !175)
!189 = !DILocation(line: 36, column: 19, scope: !175)
!190 = !DILocation(line: 36, column: 17, scope: !175)
!191 = !DILocation(line: 36, column: 23, scope: !175)
!192 = !DILocation(line: 36, column: 21, scope: !175)
!193 = !DILocation(line: 36, column: 26, scope: !175)
!194 = !DILocation(line: 35, column: 29, scope: !175)
!195 = !DILocation(line: 35, column: 5, scope: !175)
!196 = distinct !{!196, !178, !197, !96}
!197 = !DILocation(line: 36, column: 48, scope: !171)
!198 = !DILocation(line: 34, column: 27, scope: !166)
!199 = !DILocation(line: 34, column: 3, scope: !166)
!200 = distinct !{!200, !169, !201, !96}
!201 = !DILocation(line: 36, column: 48, scope: !162)
!202 = !DILocalVariable(name: "j", scope: !203, file: !1, line: 37, type: !16)
!203 = distinct !DILexicalBlock(scope: !117, file: !1, line: 37, column: 3)
!204 = !DILocation(line: 37, column: 12, scope: !203)
!205 = !DILocation(line: 37, column: 8, scope: !203)
!206 = !DILocation(line: 37, column: 19, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !1, line: 37, column: 3)
!208 = !DILocation(line: 37, column: 23, scope: !207)
!209 = !DILocation(line: 37, column: 21, scope: !207)
!210 = !DILocation(line: 37, column: 3, scope: !203)
!211 = !DILocation(line: 38, column: 13, scope: !207)
!212 = !DILocation(line: 38, column: 15, scope: !207)
!213 = !DILocation(line: 38, column: 12, scope: !207)
!214 = !DILocation(line: 38, column: 20, scope: !207)
!215 = !DILocation(line: 38, column: 5, scope: !207)
!216 = !DILocation(line: 38, column: 7, scope: !207)
!217 = !DILocation(line: 38, column: 10, scope: !207)
!218 = !DILocation(line: 37, column: 27, scope: !207)
!219 = !DILocation(line: 37, column: 3, scope: !207)
!220 = distinct !{!220, !210, !221, !96}
!221 = !DILocation(line: 38, column: 22, scope: !203)
!222 = !DILocalVariable(name: "i", scope: !223, file: !1, line: 39, type: !16)
!223 = distinct !DILexicalBlock(scope: !117, file: !1, line: 39, column: 3)
!224 = !DILocation(line: 39, column: 12, scope: !223)
!225 = !DILocation(line: 39, column: 8, scope: !223)
!226 = !DILocation(line: 39, column: 19, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !1, line: 39, column: 3)
!228 = !DILocation(line: 39, column: 23, scope: !227)
!229 = !DILocation(line: 39, column: 21, scope: !227)
!230 = !DILocation(line: 39, column: 3, scope: !223)
!231 = !DILocation(line: 40, column: 5, scope: !227)
!232 = !DILocation(line: 40, column: 7, scope: !227)
!233 = !DILocation(line: 40, column: 10, scope: !227)
!234 = !DILocation(line: 39, column: 27, scope: !227)
!235 = !DILocation(line: 39, column: 3, scope: !227)
!236 = distinct !{!236, !230, !237, !96}
!237 = !DILocation(line: 40, column: 12, scope: !223)
!238 = !DILocation(line: 41, column: 13, scope: !117)
!239 = !DILocation(line: 41, column: 16, scope: !117)
!240 = !DILocation(line: 41, column: 19, scope: !117)
!241 = !DILocation(line: 41, column: 22, scope: !117)
!242 = !DILocation(line: 41, column: 25, scope: !117)
!243 = !DILocation(line: 41, column: 3, scope: !117)
!244 = !DILocation(line: 42, column: 8, scope: !117)
!245 = !DILocation(line: 42, column: 16, scope: !117)
!246 = !DILocation(line: 42, column: 19, scope: !117)
!247 = !DILocation(line: 42, column: 3, scope: !117)
!248 = !DILocalVariable(name: "s", scope: !117, file: !1, line: 43, type: !19)
!249 = !DILocation(line: 43, column: 10, scope: !117)
!250 = !DILocalVariable(name: "i", scope: !251, file: !1, line: 44, type: !16)
!251 = distinct !DILexicalBlock(scope: !117, file: !1, line: 44, column: 3)
!252 = !DILocation(line: 44, column: 12, scope: !251)
!253 = !DILocation(line: 44, column: 8, scope: !251)
!254 = !DILocation(line: 44, column: 19, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !1, line: 44, column: 3)
!256 = !DILocation(line: 44, column: 23, scope: !255)
!257 = !DILocation(line: 44, column: 21, scope: !255)
!258 = !DILocation(line: 44, column: 3, scope: !251)
!259 = !DILocation(line: 45, column: 10, scope: !255)
!260 = !DILocation(line: 45, column: 12, scope: !255)
!261 = !DILocation(line: 45, column: 7, scope: !255)
!262 = !DILocation(line: 45, column: 5, scope: !255)
!263 = !DILocation(line: 44, column: 27, scope: !255)
!264 = !DILocation(line: 44, column: 3, scope: !255)
!265 = distinct !{!265, !258, !266, !96}
!266 = !DILocation(line: 45, column: 13, scope: !251)
!267 = !DILocation(line: 46, column: 29, scope: !117)
!268 = !DILocation(line: 46, column: 3, scope: !117)
!269 = !DILocation(line: 47, column: 8, scope: !117)
!270 = !DILocation(line: 47, column: 3, scope: !117)
!271 = !DILocation(line: 48, column: 8, scope: !117)
!272 = !DILocation(line: 48, column: 3, scope: !117)
!273 = !DILocation(line: 49, column: 8, scope: !117)
!274 = !DILocation(line: 49, column: 3, scope: !117)
!275 = !DILocation(line: 50, column: 8, scope: !117)
!276 = !DILocation(line: 50, column: 3, scope: !117)
!277 = !DILocation(line: 51, column: 3, scope: !117)
!278 = distinct !DISubprogram(name: "axpy", scope: !1, file: !1, line: 19, type: !279, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!279 = !DISubroutineType(types: !280)
!280 = !{null, !16, !19, !17, !20}
!281 = !DILocalVariable(name: "n", arg: 1, scope: !278, file: !1, line: 19, type: !16)
!282 = !DILocation(line: 19, column: 22, scope: !278)
!283 = !DILocalVariable(name: "a", arg: 2, scope: !278, file: !1, line: 19, type: !19)
!284 = !DILocation(line: 19, column: 32, scope: !278)
!285 = !DILocalVariable(name: "x", arg: 3, scope: !278, file: !1, line: 19, type: !17)
!286 = !DILocation(line: 19, column: 49, scope: !278)
!287 = !DILocalVariable(name: "y", arg: 4, scope: !278, file: !1, line: 19, type: !20)
!288 = !DILocation(line: 19, column: 60, scope: !278)
!289 = !DILocation(line: 21, column: 1, scope: !278)
!290 = !DILocation(line: 24, column: 1, scope: !278)
!291 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 22, type: !292, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!292 = !DISubroutineType(types: !293)
!293 = !{null, !37, !37, !41, !43, !294, !42}
!294 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!295 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !291, type: !37, flags: DIFlagArtificial)
!296 = !DILocation(line: 0, scope: !291)
!297 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !291, type: !37, flags: DIFlagArtificial)
!298 = !DILocalVariable(name: "n", arg: 3, scope: !291, file: !1, line: 19, type: !41)
!299 = !DILocation(line: 19, column: 22, scope: !291)
!300 = !DILocalVariable(name: "y", arg: 4, scope: !291, file: !1, line: 19, type: !43)
!301 = !DILocation(line: 19, column: 60, scope: !291)
!302 = !DILocalVariable(name: "a", arg: 5, scope: !291, file: !1, line: 19, type: !294)
!303 = !DILocation(line: 19, column: 32, scope: !291)
!304 = !DILocalVariable(name: "x", arg: 6, scope: !291, file: !1, line: 19, type: !42)
!305 = !DILocation(line: 19, column: 49, scope: !291)
!306 = !DILocation(line: 22, column: 3, scope: !291)
!307 = !DILocalVariable(name: ".omp.iv", scope: !291, type: !16, flags: DIFlagArtificial)
!308 = !DILocalVariable(name: ".capture_expr.", scope: !291, type: !16, flags: DIFlagArtificial)
!309 = !DILocation(line: 22, column: 23, scope: !291)
!310 = !DILocalVariable(name: "i", scope: !291, type: !16, flags: DIFlagArtificial)
!311 = !DILocation(line: 22, column: 26, scope: !291)
!312 = !DILocalVariable(name: ".omp.lb", scope: !291, type: !16, flags: DIFlagArtificial)
!313 = !DILocation(line: 22, column: 8, scope: !291)
!314 = !DILocalVariable(name: ".omp.ub", scope: !291, type: !16, flags: DIFlagArtificial)
!315 = !DILocalVariable(name: ".omp.stride", scope: !291, type: !16, flags: DIFlagArtificial)
!316 = !DILocalVariable(name: ".omp.is_last", scope: !291, type: !16, flags: DIFlagArtificial)
!317 = !DILocation(line: 21, column: 1, scope: !291)
!318 = !DILocation(line: 23, column: 12, scope: !291)
!319 = !DILocation(line: 23, column: 16, scope: !291)
!320 = !DILocation(line: 23, column: 18, scope: !291)
!321 = !DILocation(line: 23, column: 23, scope: !291)
!322 = !DILocation(line: 23, column: 25, scope: !291)
!323 = !DILocation(line: 23, column: 21, scope: !291)
!324 = !DILocation(line: 23, column: 5, scope: !291)
!325 = !DILocation(line: 23, column: 7, scope: !291)
!326 = !DILocation(line: 23, column: 10, scope: !291)
!327 = distinct !{!327, !317, !328}
!328 = !DILocation(line: 21, column: 45, scope: !291)
!329 = distinct !{!329, !317, !328}
!330 = !DILocation(line: 23, column: 26, scope: !291)
!331 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 21, type: !292, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!332 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !331, type: !37, flags: DIFlagArtificial)
!333 = !DILocation(line: 0, scope: !331)
!334 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !331, type: !37, flags: DIFlagArtificial)
!335 = !DILocalVariable(name: "n", arg: 3, scope: !331, type: !41, flags: DIFlagArtificial)
!336 = !DILocalVariable(name: "y", arg: 4, scope: !331, type: !43, flags: DIFlagArtificial)
!337 = !DILocalVariable(name: "a", arg: 5, scope: !331, type: !294, flags: DIFlagArtificial)
!338 = !DILocalVariable(name: "x", arg: 6, scope: !331, type: !42, flags: DIFlagArtificial)
!339 = !DILocation(line: 21, column: 1, scope: !331)
