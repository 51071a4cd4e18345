; ModuleID = 'args_omp.c'
source_filename = "args_omp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [24 x i8] c";args_omp.c;main;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 23, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [25 x i8] c";args_omp.c;main;19;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 24, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 23, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [24 x i8] c";args_omp.c;main;23;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 23, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [25 x i8] c";args_omp.c;main;23;42;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 24, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 23, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @5, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !15 {
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
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %8, metadata !31, metadata !DIExpression()), !dbg !32
  %13 = load i32, i32* %4, align 4, !dbg !33
  %14 = load i8**, i8*** %5, align 8, !dbg !34
  call void @init(i32 noundef %13, i8** noundef %14, i32* noundef %6, i32* noundef %7, i32* noundef %8), !dbg !35
  %15 = load i32, i32* %8, align 4, !dbg !36
  call void @omp_set_num_threads(i32 noundef %15), !dbg !37
  call void @llvm.dbg.declare(metadata double** %9, metadata !38, metadata !DIExpression()), !dbg !41
  %16 = load i32, i32* %6, align 4, !dbg !42
  %17 = sext i32 %16 to i64, !dbg !42
  %18 = mul i64 8, %17, !dbg !43
  %19 = load i32, i32* %7, align 4, !dbg !44
  %20 = sext i32 %19 to i64, !dbg !44
  %21 = mul i64 %18, %20, !dbg !45
  %22 = call noalias i8* @malloc(i64 noundef %21) #5, !dbg !46
  %23 = bitcast i8* %22 to double*, !dbg !46
  store double* %23, double** %9, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata double** %10, metadata !47, metadata !DIExpression()), !dbg !48
  %24 = load i32, i32* %7, align 4, !dbg !49
  %25 = sext i32 %24 to i64, !dbg !49
  %26 = mul i64 8, %25, !dbg !50
  %27 = call noalias i8* @malloc(i64 noundef %26) #5, !dbg !51
  %28 = bitcast i8* %27 to double*, !dbg !51
  store double* %28, double** %10, align 8, !dbg !48
  call void @llvm.dbg.declare(metadata double** %11, metadata !52, metadata !DIExpression()), !dbg !53
  %29 = load i32, i32* %6, align 4, !dbg !54
  %30 = sext i32 %29 to i64, !dbg !54
  %31 = mul i64 8, %30, !dbg !55
  %32 = call noalias i8* @malloc(i64 noundef %31) #5, !dbg !56
  %33 = bitcast i8* %32 to double*, !dbg !56
  store double* %33, double** %11, align 8, !dbg !53
  call void @llvm.dbg.declare(metadata i32* %12, metadata !57, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %12, align 4, !dbg !59
  br label %34, !dbg !60

34:                                               ; preds = %47, %2
  %35 = load i32, i32* %12, align 4, !dbg !61
  %36 = load i32, i32* %7, align 4, !dbg !63
  %37 = icmp slt i32 %35, %36, !dbg !64
  br i1 %37, label %38, label %50, !dbg !65

38:                                               ; preds = %34
  %39 = load i32, i32* %12, align 4, !dbg !66
  %40 = add nsw i32 %39, 1, !dbg !67
  %41 = sitofp i32 %40 to double, !dbg !68
  %42 = fdiv double 1.000000e+00, %41, !dbg !69
  %43 = load double*, double** %10, align 8, !dbg !70
  %44 = load i32, i32* %12, align 4, !dbg !71
  %45 = sext i32 %44 to i64, !dbg !70
  %46 = getelementptr inbounds double, double* %43, i64 %45, !dbg !70
  store double %42, double* %46, align 8, !dbg !72
  br label %47, !dbg !70

47:                                               ; preds = %38
  %48 = load i32, i32* %12, align 4, !dbg !73
  %49 = add nsw i32 %48, 1, !dbg !73
  store i32 %49, i32* %12, align 4, !dbg !73
  br label %34, !dbg !74, !llvm.loop !75

50:                                               ; preds = %34
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %6, i32* %7, double** %9), !dbg !78
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @9, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* %6, i32* %7, double** %9, double** %10, double** %11), !dbg !79
  %51 = load double*, double** %11, align 8, !dbg !80
  %52 = load i32, i32* %6, align 4, !dbg !81
  %53 = sub nsw i32 %52, 1, !dbg !82
  %54 = sext i32 %53 to i64, !dbg !80
  %55 = getelementptr inbounds double, double* %51, i64 %54, !dbg !80
  %56 = load double, double* %55, align 8, !dbg !80
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %56), !dbg !83
  ret i32 0, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init(i32 noundef %0, i8** noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4) #0 !dbg !85 {
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !89, metadata !DIExpression()), !dbg !90
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !91, metadata !DIExpression()), !dbg !92
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !93, metadata !DIExpression()), !dbg !94
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !95, metadata !DIExpression()), !dbg !96
  store i32* %4, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !97, metadata !DIExpression()), !dbg !98
  %11 = load i32*, i32** %8, align 8, !dbg !99
  store i32 200, i32* %11, align 4, !dbg !100
  %12 = load i32*, i32** %9, align 8, !dbg !101
  store i32 150, i32* %12, align 4, !dbg !102
  %13 = load i32*, i32** %10, align 8, !dbg !103
  store i32 2, i32* %13, align 4, !dbg !104
  %14 = load i32, i32* %6, align 4, !dbg !105
  %15 = icmp sgt i32 %14, 1, !dbg !107
  br i1 %15, label %16, label %22, !dbg !108

16:                                               ; preds = %5
  %17 = load i8**, i8*** %7, align 8, !dbg !109
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !109
  %19 = load i8*, i8** %18, align 8, !dbg !109
  %20 = call i32 @atoi(i8* noundef %19) #7, !dbg !110
  %21 = load i32*, i32** %8, align 8, !dbg !111
  store i32 %20, i32* %21, align 4, !dbg !112
  br label %22, !dbg !113

22:                                               ; preds = %16, %5
  %23 = load i32, i32* %6, align 4, !dbg !114
  %24 = icmp sgt i32 %23, 2, !dbg !116
  br i1 %24, label %25, label %31, !dbg !117

25:                                               ; preds = %22
  %26 = load i8**, i8*** %7, align 8, !dbg !118
  %27 = getelementptr inbounds i8*, i8** %26, i64 2, !dbg !118
  %28 = load i8*, i8** %27, align 8, !dbg !118
  %29 = call i32 @atoi(i8* noundef %28) #7, !dbg !119
  %30 = load i32*, i32** %9, align 8, !dbg !120
  store i32 %29, i32* %30, align 4, !dbg !121
  br label %31, !dbg !122

31:                                               ; preds = %25, %22
  %32 = load i32, i32* %6, align 4, !dbg !123
  %33 = icmp sgt i32 %32, 3, !dbg !125
  br i1 %33, label %34, label %40, !dbg !126

34:                                               ; preds = %31
  %35 = load i8**, i8*** %7, align 8, !dbg !127
  %36 = getelementptr inbounds i8*, i8** %35, i64 3, !dbg !127
  %37 = load i8*, i8** %36, align 8, !dbg !127
  %38 = call i32 @atoi(i8* noundef %37) #7, !dbg !128
  %39 = load i32*, i32** %10, align 8, !dbg !129
  store i32 %38, i32* %39, align 4, !dbg !130
  br label %40, !dbg !131

40:                                               ; preds = %34, %31
  ret void, !dbg !132
}

declare void @omp_set_num_threads(i32 noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #4 !dbg !133 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
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
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !142, metadata !DIExpression()), !dbg !143
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !144, metadata !DIExpression()), !dbg !143
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !145, metadata !DIExpression()), !dbg !146
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !147, metadata !DIExpression()), !dbg !148
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !149, metadata !DIExpression()), !dbg !150
  %22 = load i32*, i32** %8, align 8, !dbg !151
  %23 = load i32*, i32** %9, align 8, !dbg !151
  %24 = load double**, double*** %10, align 8, !dbg !151
  call void @llvm.dbg.declare(metadata i32* %11, metadata !152, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.declare(metadata i32* %13, metadata !153, metadata !DIExpression()), !dbg !143
  %25 = load i32, i32* %22, align 4, !dbg !154
  store i32 %25, i32* %13, align 4, !dbg !154
  call void @llvm.dbg.declare(metadata i32* %14, metadata !153, metadata !DIExpression()), !dbg !143
  %26 = load i32, i32* %13, align 4, !dbg !154
  %27 = sub nsw i32 %26, 0, !dbg !151
  %28 = sdiv i32 %27, 1, !dbg !151
  %29 = sub nsw i32 %28, 1, !dbg !151
  store i32 %29, i32* %14, align 4, !dbg !151
  call void @llvm.dbg.declare(metadata i32* %15, metadata !155, metadata !DIExpression()), !dbg !143
  store i32 0, i32* %15, align 4, !dbg !156
  %30 = load i32, i32* %13, align 4, !dbg !154
  %31 = icmp slt i32 0, %30, !dbg !151
  br i1 %31, label %32, label %85, !dbg !151

32:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %16, metadata !157, metadata !DIExpression()), !dbg !143
  store i32 0, i32* %16, align 4, !dbg !158
  call void @llvm.dbg.declare(metadata i32* %17, metadata !159, metadata !DIExpression()), !dbg !143
  %33 = load i32, i32* %14, align 4, !dbg !151
  store i32 %33, i32* %17, align 4, !dbg !158
  call void @llvm.dbg.declare(metadata i32* %18, metadata !160, metadata !DIExpression()), !dbg !143
  store i32 1, i32* %18, align 4, !dbg !158
  call void @llvm.dbg.declare(metadata i32* %19, metadata !161, metadata !DIExpression()), !dbg !143
  store i32 0, i32* %19, align 4, !dbg !158
  call void @llvm.dbg.declare(metadata i32* %20, metadata !155, metadata !DIExpression()), !dbg !143
  %34 = load i32*, i32** %6, align 8, !dbg !151
  %35 = load i32, i32* %34, align 4, !dbg !151
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %35, i32 34, i32* %19, i32* %16, i32* %17, i32* %18, i32 1, i32 1), !dbg !162
  %36 = load i32, i32* %17, align 4, !dbg !158
  %37 = load i32, i32* %14, align 4, !dbg !151
  %38 = icmp sgt i32 %36, %37, !dbg !158
  br i1 %38, label %39, label %41, !dbg !158

39:                                               ; preds = %32
  %40 = load i32, i32* %14, align 4, !dbg !151
  br label %43, !dbg !158

41:                                               ; preds = %32
  %42 = load i32, i32* %17, align 4, !dbg !158
  br label %43, !dbg !158

43:                                               ; preds = %41, %39
  %44 = phi i32 [ %40, %39 ], [ %42, %41 ], !dbg !158
  store i32 %44, i32* %17, align 4, !dbg !158
  %45 = load i32, i32* %16, align 4, !dbg !158
  store i32 %45, i32* %11, align 4, !dbg !158
  br label %46, !dbg !151

46:                                               ; preds = %78, %43
  %47 = load i32, i32* %11, align 4, !dbg !158
  %48 = load i32, i32* %17, align 4, !dbg !158
  %49 = icmp sle i32 %47, %48, !dbg !151
  br i1 %49, label %50, label %81, !dbg !151

50:                                               ; preds = %46
  %51 = load i32, i32* %11, align 4, !dbg !158
  %52 = mul nsw i32 %51, 1, !dbg !156
  %53 = add nsw i32 0, %52, !dbg !156
  store i32 %53, i32* %20, align 4, !dbg !156
  call void @llvm.dbg.declare(metadata i32* %21, metadata !163, metadata !DIExpression()), !dbg !166
  store i32 0, i32* %21, align 4, !dbg !166
  br label %54, !dbg !167

54:                                               ; preds = %73, %50
  %55 = load i32, i32* %21, align 4, !dbg !168
  %56 = load i32, i32* %23, align 4, !dbg !170
  %57 = icmp slt i32 %55, %56, !dbg !171
  br i1 %57, label %58, label %76, !dbg !172

58:                                               ; preds = %54
  %59 = load i32, i32* %20, align 4, !dbg !173
  %60 = load i32, i32* %21, align 4, !dbg !174
  %61 = add nsw i32 %59, %60, !dbg !175
  %62 = sitofp i32 %61 to double, !dbg !173
  %63 = load double*, double** %24, align 8, !dbg !176
  %64 = load i32, i32* %20, align 4, !dbg !177
  %65 = sext i32 %64 to i64, !dbg !178
  %66 = load i32, i32* %23, align 4, !dbg !179
  %67 = sext i32 %66 to i64, !dbg !179
  %68 = mul i64 %65, %67, !dbg !180
  %69 = load i32, i32* %21, align 4, !dbg !181
  %70 = sext i32 %69 to i64, !dbg !181
  %71 = add i64 %68, %70, !dbg !182
  %72 = getelementptr inbounds double, double* %63, i64 %71, !dbg !176
  store double %62, double* %72, align 8, !dbg !183
  br label %73, !dbg !176

73:                                               ; preds = %58
  %74 = load i32, i32* %21, align 4, !dbg !184
  %75 = add nsw i32 %74, 1, !dbg !184
  store i32 %75, i32* %21, align 4, !dbg !184
  br label %54, !dbg !185, !llvm.loop !186

76:                                               ; preds = %54
  br label %77, !dbg !188

77:                                               ; preds = %76
  br label %78, !dbg !162

78:                                               ; preds = %77
  %79 = load i32, i32* %11, align 4, !dbg !158
  %80 = add nsw i32 %79, 1, !dbg !151
  store i32 %80, i32* %11, align 4, !dbg !151
  br label %46, !dbg !162, !llvm.loop !189

81:                                               ; preds = %46
  br label %82, !dbg !162

82:                                               ; preds = %81
  %83 = load i32*, i32** %6, align 8, !dbg !162
  %84 = load i32, i32* %83, align 4, !dbg !162
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %84), !dbg !190
  br label %85, !dbg !162

85:                                               ; preds = %82, %5
  ret void, !dbg !191
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4) #4 !dbg !192 {
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca double**, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !193, metadata !DIExpression()), !dbg !194
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !195, metadata !DIExpression()), !dbg !194
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !196, metadata !DIExpression()), !dbg !194
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !197, metadata !DIExpression()), !dbg !194
  store double** %4, double*** %10, align 8
  call void @llvm.dbg.declare(metadata double*** %10, metadata !198, metadata !DIExpression()), !dbg !194
  %11 = load i32*, i32** %8, align 8, !dbg !199
  %12 = load i32*, i32** %9, align 8, !dbg !199
  %13 = load double**, double*** %10, align 8, !dbg !199
  %14 = load i32*, i32** %6, align 8, !dbg !199
  %15 = load i32*, i32** %7, align 8, !dbg !199
  %16 = load i32*, i32** %8, align 8, !dbg !199
  %17 = load i32*, i32** %9, align 8, !dbg !199
  %18 = load double**, double*** %10, align 8, !dbg !199
  call void @.omp_outlined._debug__(i32* %14, i32* %15, i32* %16, i32* %17, double** %18) #5, !dbg !199
  ret void, !dbg !199
}

; Function Attrs: nounwind
declare !callback !200 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #5

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__.1(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6) #4 !dbg !202 {
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
  call void @llvm.dbg.declare(metadata i32** %8, metadata !205, metadata !DIExpression()), !dbg !206
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !207, metadata !DIExpression()), !dbg !206
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !208, metadata !DIExpression()), !dbg !209
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !210, metadata !DIExpression()), !dbg !211
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !212, metadata !DIExpression()), !dbg !213
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !214, metadata !DIExpression()), !dbg !215
  store double** %6, double*** %14, align 8
  call void @llvm.dbg.declare(metadata double*** %14, metadata !216, metadata !DIExpression()), !dbg !217
  %27 = load i32*, i32** %10, align 8, !dbg !218
  %28 = load i32*, i32** %11, align 8, !dbg !218
  %29 = load double**, double*** %12, align 8, !dbg !218
  %30 = load double**, double*** %13, align 8, !dbg !218
  %31 = load double**, double*** %14, align 8, !dbg !218
  call void @llvm.dbg.declare(metadata i32* %15, metadata !219, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.declare(metadata i32* %17, metadata !220, metadata !DIExpression()), !dbg !206
  %32 = load i32, i32* %27, align 4, !dbg !221
  store i32 %32, i32* %17, align 4, !dbg !221
  call void @llvm.dbg.declare(metadata i32* %18, metadata !220, metadata !DIExpression()), !dbg !206
  %33 = load i32, i32* %17, align 4, !dbg !221
  %34 = sub nsw i32 %33, 0, !dbg !218
  %35 = sdiv i32 %34, 1, !dbg !218
  %36 = sub nsw i32 %35, 1, !dbg !218
  store i32 %36, i32* %18, align 4, !dbg !218
  call void @llvm.dbg.declare(metadata i32* %19, metadata !222, metadata !DIExpression()), !dbg !206
  store i32 0, i32* %19, align 4, !dbg !223
  %37 = load i32, i32* %17, align 4, !dbg !221
  %38 = icmp slt i32 0, %37, !dbg !218
  br i1 %38, label %39, label %101, !dbg !218

39:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %20, metadata !224, metadata !DIExpression()), !dbg !206
  store i32 0, i32* %20, align 4, !dbg !225
  call void @llvm.dbg.declare(metadata i32* %21, metadata !226, metadata !DIExpression()), !dbg !206
  %40 = load i32, i32* %18, align 4, !dbg !218
  store i32 %40, i32* %21, align 4, !dbg !225
  call void @llvm.dbg.declare(metadata i32* %22, metadata !227, metadata !DIExpression()), !dbg !206
  store i32 1, i32* %22, align 4, !dbg !225
  call void @llvm.dbg.declare(metadata i32* %23, metadata !228, metadata !DIExpression()), !dbg !206
  store i32 0, i32* %23, align 4, !dbg !225
  call void @llvm.dbg.declare(metadata i32* %24, metadata !222, metadata !DIExpression()), !dbg !206
  %41 = load i32*, i32** %8, align 8, !dbg !218
  %42 = load i32, i32* %41, align 4, !dbg !218
  call void @__kmpc_for_static_init_4(%struct.ident_t* @6, i32 %42, i32 34, i32* %23, i32* %20, i32* %21, i32* %22, i32 1, i32 1), !dbg !229
  %43 = load i32, i32* %21, align 4, !dbg !225
  %44 = load i32, i32* %18, align 4, !dbg !218
  %45 = icmp sgt i32 %43, %44, !dbg !225
  br i1 %45, label %46, label %48, !dbg !225

46:                                               ; preds = %39
  %47 = load i32, i32* %18, align 4, !dbg !218
  br label %50, !dbg !225

48:                                               ; preds = %39
  %49 = load i32, i32* %21, align 4, !dbg !225
  br label %50, !dbg !225

50:                                               ; preds = %48, %46
  %51 = phi i32 [ %47, %46 ], [ %49, %48 ], !dbg !225
  store i32 %51, i32* %21, align 4, !dbg !225
  %52 = load i32, i32* %20, align 4, !dbg !225
  store i32 %52, i32* %15, align 4, !dbg !225
  br label %53, !dbg !218

53:                                               ; preds = %94, %50
  %54 = load i32, i32* %15, align 4, !dbg !225
  %55 = load i32, i32* %21, align 4, !dbg !225
  %56 = icmp sle i32 %54, %55, !dbg !218
  br i1 %56, label %57, label %97, !dbg !218

57:                                               ; preds = %53
  %58 = load i32, i32* %15, align 4, !dbg !225
  %59 = mul nsw i32 %58, 1, !dbg !223
  %60 = add nsw i32 0, %59, !dbg !223
  store i32 %60, i32* %24, align 4, !dbg !223
  call void @llvm.dbg.declare(metadata double* %25, metadata !230, metadata !DIExpression()), !dbg !232
  store double 0.000000e+00, double* %25, align 8, !dbg !232
  call void @llvm.dbg.declare(metadata i32* %26, metadata !233, metadata !DIExpression()), !dbg !235
  store i32 0, i32* %26, align 4, !dbg !235
  br label %61, !dbg !236

61:                                               ; preds = %84, %57
  %62 = load i32, i32* %26, align 4, !dbg !237
  %63 = load i32, i32* %28, align 4, !dbg !239
  %64 = icmp slt i32 %62, %63, !dbg !240
  br i1 %64, label %65, label %87, !dbg !241

65:                                               ; preds = %61
  %66 = load double*, double** %29, align 8, !dbg !242
  %67 = load i32, i32* %24, align 4, !dbg !243
  %68 = sext i32 %67 to i64, !dbg !244
  %69 = load i32, i32* %28, align 4, !dbg !245
  %70 = sext i32 %69 to i64, !dbg !245
  %71 = mul i64 %68, %70, !dbg !246
  %72 = load i32, i32* %26, align 4, !dbg !247
  %73 = sext i32 %72 to i64, !dbg !247
  %74 = add i64 %71, %73, !dbg !248
  %75 = getelementptr inbounds double, double* %66, i64 %74, !dbg !242
  %76 = load double, double* %75, align 8, !dbg !242
  %77 = load double*, double** %30, align 8, !dbg !249
  %78 = load i32, i32* %26, align 4, !dbg !250
  %79 = sext i32 %78 to i64, !dbg !249
  %80 = getelementptr inbounds double, double* %77, i64 %79, !dbg !249
  %81 = load double, double* %80, align 8, !dbg !249
  %82 = load double, double* %25, align 8, !dbg !251
  %83 = call double @llvm.fmuladd.f64(double %76, double %81, double %82), !dbg !251
  store double %83, double* %25, align 8, !dbg !251
  br label %84, !dbg !252

84:                                               ; preds = %65
  %85 = load i32, i32* %26, align 4, !dbg !253
  %86 = add nsw i32 %85, 1, !dbg !253
  store i32 %86, i32* %26, align 4, !dbg !253
  br label %61, !dbg !254, !llvm.loop !255

87:                                               ; preds = %61
  %88 = load double, double* %25, align 8, !dbg !257
  %89 = load double*, double** %31, align 8, !dbg !258
  %90 = load i32, i32* %24, align 4, !dbg !259
  %91 = sext i32 %90 to i64, !dbg !258
  %92 = getelementptr inbounds double, double* %89, i64 %91, !dbg !258
  store double %88, double* %92, align 8, !dbg !260
  br label %93, !dbg !261

93:                                               ; preds = %87
  br label %94, !dbg !229

94:                                               ; preds = %93
  %95 = load i32, i32* %15, align 4, !dbg !225
  %96 = add nsw i32 %95, 1, !dbg !218
  store i32 %96, i32* %15, align 4, !dbg !218
  br label %53, !dbg !229, !llvm.loop !262

97:                                               ; preds = %53
  br label %98, !dbg !229

98:                                               ; preds = %97
  %99 = load i32*, i32** %8, align 8, !dbg !229
  %100 = load i32, i32* %99, align 4, !dbg !229
  call void @__kmpc_for_static_fini(%struct.ident_t* @8, i32 %100), !dbg !263
  br label %101, !dbg !229

101:                                              ; preds = %98, %7
  ret void, !dbg !264
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined..2(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6) #4 !dbg !265 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca double**, align 8
  %13 = alloca double**, align 8
  %14 = alloca double**, align 8
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !266, metadata !DIExpression()), !dbg !267
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !268, metadata !DIExpression()), !dbg !267
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !269, metadata !DIExpression()), !dbg !267
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !270, metadata !DIExpression()), !dbg !267
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !271, metadata !DIExpression()), !dbg !267
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !272, metadata !DIExpression()), !dbg !267
  store double** %6, double*** %14, align 8
  call void @llvm.dbg.declare(metadata double*** %14, metadata !273, metadata !DIExpression()), !dbg !267
  %15 = load i32*, i32** %10, align 8, !dbg !274
  %16 = load i32*, i32** %11, align 8, !dbg !274
  %17 = load double**, double*** %12, align 8, !dbg !274
  %18 = load double**, double*** %13, align 8, !dbg !274
  %19 = load double**, double*** %14, align 8, !dbg !274
  %20 = load i32*, i32** %8, align 8, !dbg !274
  %21 = load i32*, i32** %9, align 8, !dbg !274
  %22 = load i32*, i32** %10, align 8, !dbg !274
  %23 = load i32*, i32** %11, align 8, !dbg !274
  %24 = load double**, double*** %12, align 8, !dbg !274
  %25 = load double**, double*** %13, align 8, !dbg !274
  %26 = load double**, double*** %14, align 8, !dbg !274
  call void @.omp_outlined._debug__.1(i32* %20, i32* %21, i32* %22, i32* %23, double** %24, double** %25, double** %26) #5, !dbg !274
  ret void, !dbg !274
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_omp.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "594ca237aa8530b562a4e7b4d2895de4")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !16, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 13, type: !18)
!24 = !DILocation(line: 13, column: 14, scope: !15)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 13, type: !19)
!26 = !DILocation(line: 13, column: 27, scope: !15)
!27 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 14, type: !18)
!28 = !DILocation(line: 14, column: 7, scope: !15)
!29 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 14, type: !18)
!30 = !DILocation(line: 14, column: 10, scope: !15)
!31 = !DILocalVariable(name: "threads", scope: !15, file: !1, line: 14, type: !18)
!32 = !DILocation(line: 14, column: 13, scope: !15)
!33 = !DILocation(line: 15, column: 8, scope: !15)
!34 = !DILocation(line: 15, column: 14, scope: !15)
!35 = !DILocation(line: 15, column: 3, scope: !15)
!36 = !DILocation(line: 16, column: 23, scope: !15)
!37 = !DILocation(line: 16, column: 3, scope: !15)
!38 = !DILocalVariable(name: "A", scope: !15, file: !1, line: 17, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !DILocation(line: 17, column: 11, scope: !15)
!42 = !DILocation(line: 17, column: 39, scope: !15)
!43 = !DILocation(line: 17, column: 37, scope: !15)
!44 = !DILocation(line: 17, column: 43, scope: !15)
!45 = !DILocation(line: 17, column: 41, scope: !15)
!46 = !DILocation(line: 17, column: 15, scope: !15)
!47 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 17, type: !39)
!48 = !DILocation(line: 17, column: 48, scope: !15)
!49 = !DILocation(line: 17, column: 76, scope: !15)
!50 = !DILocation(line: 17, column: 74, scope: !15)
!51 = !DILocation(line: 17, column: 52, scope: !15)
!52 = !DILocalVariable(name: "y", scope: !15, file: !1, line: 17, type: !39)
!53 = !DILocation(line: 17, column: 81, scope: !15)
!54 = !DILocation(line: 17, column: 109, scope: !15)
!55 = !DILocation(line: 17, column: 107, scope: !15)
!56 = !DILocation(line: 17, column: 85, scope: !15)
!57 = !DILocalVariable(name: "j", scope: !58, file: !1, line: 18, type: !18)
!58 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 3)
!59 = !DILocation(line: 18, column: 12, scope: !58)
!60 = !DILocation(line: 18, column: 8, scope: !58)
!61 = !DILocation(line: 18, column: 19, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !1, line: 18, column: 3)
!63 = !DILocation(line: 18, column: 23, scope: !62)
!64 = !DILocation(line: 18, column: 21, scope: !62)
!65 = !DILocation(line: 18, column: 3, scope: !58)
!66 = !DILocation(line: 18, column: 45, scope: !62)
!67 = !DILocation(line: 18, column: 47, scope: !62)
!68 = !DILocation(line: 18, column: 44, scope: !62)
!69 = !DILocation(line: 18, column: 42, scope: !62)
!70 = !DILocation(line: 18, column: 31, scope: !62)
!71 = !DILocation(line: 18, column: 33, scope: !62)
!72 = !DILocation(line: 18, column: 36, scope: !62)
!73 = !DILocation(line: 18, column: 27, scope: !62)
!74 = !DILocation(line: 18, column: 3, scope: !62)
!75 = distinct !{!75, !65, !76, !77}
!76 = !DILocation(line: 18, column: 50, scope: !58)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 19, column: 1, scope: !15)
!79 = !DILocation(line: 23, column: 1, scope: !15)
!80 = !DILocation(line: 29, column: 18, scope: !15)
!81 = !DILocation(line: 29, column: 20, scope: !15)
!82 = !DILocation(line: 29, column: 22, scope: !15)
!83 = !DILocation(line: 29, column: 3, scope: !15)
!84 = !DILocation(line: 30, column: 3, scope: !15)
!85 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 7, type: !86, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !18, !19, !88, !88, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!89 = !DILocalVariable(name: "argc", arg: 1, scope: !85, file: !1, line: 7, type: !18)
!90 = !DILocation(line: 7, column: 22, scope: !85)
!91 = !DILocalVariable(name: "argv", arg: 2, scope: !85, file: !1, line: 7, type: !19)
!92 = !DILocation(line: 7, column: 35, scope: !85)
!93 = !DILocalVariable(name: "n", arg: 3, scope: !85, file: !1, line: 7, type: !88)
!94 = !DILocation(line: 7, column: 46, scope: !85)
!95 = !DILocalVariable(name: "m", arg: 4, scope: !85, file: !1, line: 7, type: !88)
!96 = !DILocation(line: 7, column: 54, scope: !85)
!97 = !DILocalVariable(name: "threads", arg: 5, scope: !85, file: !1, line: 7, type: !88)
!98 = !DILocation(line: 7, column: 62, scope: !85)
!99 = !DILocation(line: 8, column: 4, scope: !85)
!100 = !DILocation(line: 8, column: 6, scope: !85)
!101 = !DILocation(line: 8, column: 14, scope: !85)
!102 = !DILocation(line: 8, column: 16, scope: !85)
!103 = !DILocation(line: 8, column: 24, scope: !85)
!104 = !DILocation(line: 8, column: 32, scope: !85)
!105 = !DILocation(line: 9, column: 7, scope: !106)
!106 = distinct !DILexicalBlock(scope: !85, file: !1, line: 9, column: 7)
!107 = !DILocation(line: 9, column: 12, scope: !106)
!108 = !DILocation(line: 9, column: 7, scope: !85)
!109 = !DILocation(line: 9, column: 27, scope: !106)
!110 = !DILocation(line: 9, column: 22, scope: !106)
!111 = !DILocation(line: 9, column: 18, scope: !106)
!112 = !DILocation(line: 9, column: 20, scope: !106)
!113 = !DILocation(line: 9, column: 17, scope: !106)
!114 = !DILocation(line: 10, column: 7, scope: !115)
!115 = distinct !DILexicalBlock(scope: !85, file: !1, line: 10, column: 7)
!116 = !DILocation(line: 10, column: 12, scope: !115)
!117 = !DILocation(line: 10, column: 7, scope: !85)
!118 = !DILocation(line: 10, column: 27, scope: !115)
!119 = !DILocation(line: 10, column: 22, scope: !115)
!120 = !DILocation(line: 10, column: 18, scope: !115)
!121 = !DILocation(line: 10, column: 20, scope: !115)
!122 = !DILocation(line: 10, column: 17, scope: !115)
!123 = !DILocation(line: 11, column: 7, scope: !124)
!124 = distinct !DILexicalBlock(scope: !85, file: !1, line: 11, column: 7)
!125 = !DILocation(line: 11, column: 12, scope: !124)
!126 = !DILocation(line: 11, column: 7, scope: !85)
!127 = !DILocation(line: 11, column: 33, scope: !124)
!128 = !DILocation(line: 11, column: 28, scope: !124)
!129 = !DILocation(line: 11, column: 18, scope: !124)
!130 = !DILocation(line: 11, column: 26, scope: !124)
!131 = !DILocation(line: 11, column: 17, scope: !124)
!132 = !DILocation(line: 12, column: 1, scope: !85)
!133 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 20, type: !134, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !136, !136, !140, !140, !141}
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!140 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !39, size: 64)
!142 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !133, type: !136, flags: DIFlagArtificial)
!143 = !DILocation(line: 0, scope: !133)
!144 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !133, type: !136, flags: DIFlagArtificial)
!145 = !DILocalVariable(name: "n", arg: 3, scope: !133, file: !1, line: 14, type: !140)
!146 = !DILocation(line: 14, column: 7, scope: !133)
!147 = !DILocalVariable(name: "m", arg: 4, scope: !133, file: !1, line: 14, type: !140)
!148 = !DILocation(line: 14, column: 10, scope: !133)
!149 = !DILocalVariable(name: "A", arg: 5, scope: !133, file: !1, line: 17, type: !141)
!150 = !DILocation(line: 17, column: 11, scope: !133)
!151 = !DILocation(line: 20, column: 3, scope: !133)
!152 = !DILocalVariable(name: ".omp.iv", scope: !133, type: !18, flags: DIFlagArtificial)
!153 = !DILocalVariable(name: ".capture_expr.", scope: !133, type: !18, flags: DIFlagArtificial)
!154 = !DILocation(line: 20, column: 23, scope: !133)
!155 = !DILocalVariable(name: "i", scope: !133, type: !18, flags: DIFlagArtificial)
!156 = !DILocation(line: 20, column: 26, scope: !133)
!157 = !DILocalVariable(name: ".omp.lb", scope: !133, type: !18, flags: DIFlagArtificial)
!158 = !DILocation(line: 20, column: 8, scope: !133)
!159 = !DILocalVariable(name: ".omp.ub", scope: !133, type: !18, flags: DIFlagArtificial)
!160 = !DILocalVariable(name: ".omp.stride", scope: !133, type: !18, flags: DIFlagArtificial)
!161 = !DILocalVariable(name: ".omp.is_last", scope: !133, type: !18, flags: DIFlagArtificial)
!162 = !DILocation(line: 19, column: 1, scope: !133)
!163 = !DILocalVariable(name: "j", scope: !164, file: !1, line: 21, type: !18)
!164 = distinct !DILexicalBlock(scope: !165, file: !1, line: 21, column: 5)
!165 = distinct !DILexicalBlock(scope: !133, file: !1, line: 20, column: 31)
!166 = !DILocation(line: 21, column: 14, scope: !164)
!167 = !DILocation(line: 21, column: 10, scope: !164)
!168 = !DILocation(line: 21, column: 21, scope: !169)
!169 = distinct !DILexicalBlock(scope: !164, file: !1, line: 21, column: 5)
!170 = !DILocation(line: 21, column: 25, scope: !169)
!171 = !DILocation(line: 21, column: 23, scope: !169)
!172 = !DILocation(line: 21, column: 5, scope: !164)
!173 = !DILocation(line: 21, column: 56, scope: !169)
!174 = !DILocation(line: 21, column: 60, scope: !169)
!175 = !DILocation(line: 21, column: 58, scope: !169)
!176 = !DILocation(line: 21, column: 33, scope: !169)
!177 = !DILocation(line: 21, column: 43, scope: !169)
!178 = !DILocation(line: 21, column: 35, scope: !169)
!179 = !DILocation(line: 21, column: 47, scope: !169)
!180 = !DILocation(line: 21, column: 45, scope: !169)
!181 = !DILocation(line: 21, column: 51, scope: !169)
!182 = !DILocation(line: 21, column: 49, scope: !169)
!183 = !DILocation(line: 21, column: 54, scope: !169)
!184 = !DILocation(line: 21, column: 29, scope: !169)
!185 = !DILocation(line: 21, column: 5, scope: !169)
!186 = distinct !{!186, !172, !187, !77}
!187 = !DILocation(line: 21, column: 60, scope: !164)
!188 = !DILocation(line: 22, column: 3, scope: !165)
!189 = distinct !{!189, !162, !190}
!190 = !DILocation(line: 19, column: 42, scope: !133)
!191 = !DILocation(line: 22, column: 3, scope: !133)
!192 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 19, type: !134, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!193 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !192, type: !136, flags: DIFlagArtificial)
!194 = !DILocation(line: 0, scope: !192)
!195 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !192, type: !136, flags: DIFlagArtificial)
!196 = !DILocalVariable(name: "n", arg: 3, scope: !192, type: !140, flags: DIFlagArtificial)
!197 = !DILocalVariable(name: "m", arg: 4, scope: !192, type: !140, flags: DIFlagArtificial)
!198 = !DILocalVariable(name: "A", arg: 5, scope: !192, type: !141, flags: DIFlagArtificial)
!199 = !DILocation(line: 19, column: 1, scope: !192)
!200 = !{!201}
!201 = !{i64 2, i64 -1, i64 -1, i1 true}
!202 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 24, type: !203, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !136, !136, !140, !140, !141, !141, !141}
!205 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !202, type: !136, flags: DIFlagArtificial)
!206 = !DILocation(line: 0, scope: !202)
!207 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !202, type: !136, flags: DIFlagArtificial)
!208 = !DILocalVariable(name: "n", arg: 3, scope: !202, file: !1, line: 14, type: !140)
!209 = !DILocation(line: 14, column: 7, scope: !202)
!210 = !DILocalVariable(name: "m", arg: 4, scope: !202, file: !1, line: 14, type: !140)
!211 = !DILocation(line: 14, column: 10, scope: !202)
!212 = !DILocalVariable(name: "A", arg: 5, scope: !202, file: !1, line: 17, type: !141)
!213 = !DILocation(line: 17, column: 11, scope: !202)
!214 = !DILocalVariable(name: "x", arg: 6, scope: !202, file: !1, line: 17, type: !141)
!215 = !DILocation(line: 17, column: 48, scope: !202)
!216 = !DILocalVariable(name: "y", arg: 7, scope: !202, file: !1, line: 17, type: !141)
!217 = !DILocation(line: 17, column: 81, scope: !202)
!218 = !DILocation(line: 24, column: 3, scope: !202)
!219 = !DILocalVariable(name: ".omp.iv", scope: !202, type: !18, flags: DIFlagArtificial)
!220 = !DILocalVariable(name: ".capture_expr.", scope: !202, type: !18, flags: DIFlagArtificial)
!221 = !DILocation(line: 24, column: 23, scope: !202)
!222 = !DILocalVariable(name: "i", scope: !202, type: !18, flags: DIFlagArtificial)
!223 = !DILocation(line: 24, column: 26, scope: !202)
!224 = !DILocalVariable(name: ".omp.lb", scope: !202, type: !18, flags: DIFlagArtificial)
!225 = !DILocation(line: 24, column: 8, scope: !202)
!226 = !DILocalVariable(name: ".omp.ub", scope: !202, type: !18, flags: DIFlagArtificial)
!227 = !DILocalVariable(name: ".omp.stride", scope: !202, type: !18, flags: DIFlagArtificial)
!228 = !DILocalVariable(name: ".omp.is_last", scope: !202, type: !18, flags: DIFlagArtificial)
!229 = !DILocation(line: 23, column: 1, scope: !202)
!230 = !DILocalVariable(name: "s", scope: !231, file: !1, line: 25, type: !40)
!231 = distinct !DILexicalBlock(scope: !202, file: !1, line: 24, column: 31)
!232 = !DILocation(line: 25, column: 12, scope: !231)
!233 = !DILocalVariable(name: "j", scope: !234, file: !1, line: 26, type: !18)
!234 = distinct !DILexicalBlock(scope: !231, file: !1, line: 26, column: 5)
!235 = !DILocation(line: 26, column: 14, scope: !234)
!236 = !DILocation(line: 26, column: 10, scope: !234)
!237 = !DILocation(line: 26, column: 21, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !1, line: 26, column: 5)
!239 = !DILocation(line: 26, column: 25, scope: !238)
!240 = !DILocation(line: 26, column: 23, scope: !238)
!241 = !DILocation(line: 26, column: 5, scope: !234)
!242 = !DILocation(line: 26, column: 38, scope: !238)
!243 = !DILocation(line: 26, column: 48, scope: !238)
!244 = !DILocation(line: 26, column: 40, scope: !238)
!245 = !DILocation(line: 26, column: 52, scope: !238)
!246 = !DILocation(line: 26, column: 50, scope: !238)
!247 = !DILocation(line: 26, column: 56, scope: !238)
!248 = !DILocation(line: 26, column: 54, scope: !238)
!249 = !DILocation(line: 26, column: 61, scope: !238)
!250 = !DILocation(line: 26, column: 63, scope: !238)
!251 = !DILocation(line: 26, column: 35, scope: !238)
!252 = !DILocation(line: 26, column: 33, scope: !238)
!253 = !DILocation(line: 26, column: 29, scope: !238)
!254 = !DILocation(line: 26, column: 5, scope: !238)
!255 = distinct !{!255, !241, !256, !77}
!256 = !DILocation(line: 26, column: 64, scope: !234)
!257 = !DILocation(line: 27, column: 12, scope: !231)
!258 = !DILocation(line: 27, column: 5, scope: !231)
!259 = !DILocation(line: 27, column: 7, scope: !231)
!260 = !DILocation(line: 27, column: 10, scope: !231)
!261 = !DILocation(line: 28, column: 3, scope: !231)
!262 = distinct !{!262, !229, !263}
!263 = !DILocation(line: 23, column: 42, scope: !202)
!264 = !DILocation(line: 28, column: 3, scope: !202)
!265 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 23, type: !203, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!266 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !265, type: !136, flags: DIFlagArtificial)
!267 = !DILocation(line: 0, scope: !265)
!268 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !265, type: !136, flags: DIFlagArtificial)
!269 = !DILocalVariable(name: "n", arg: 3, scope: !265, type: !140, flags: DIFlagArtificial)
!270 = !DILocalVariable(name: "m", arg: 4, scope: !265, type: !140, flags: DIFlagArtificial)
!271 = !DILocalVariable(name: "A", arg: 5, scope: !265, type: !141, flags: DIFlagArtificial)
!272 = !DILocalVariable(name: "x", arg: 6, scope: !265, type: !141, flags: DIFlagArtificial)
!273 = !DILocalVariable(name: "y", arg: 7, scope: !265, type: !141, flags: DIFlagArtificial)
!274 = !DILocation(line: 23, column: 1, scope: !265)
