; ModuleID = 'omp_chunked.c'
source_filename = "omp_chunked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [41 x i8] c";omp_chunked.c;kernel_omp_chunked;18;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@A = internal unnamed_addr global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@Rs = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !12
@2 = private unnamed_addr constant [42 x i8] c";omp_chunked.c;kernel_omp_chunked;18;60;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_chunked(double noundef %0) local_unnamed_addr #0 !dbg !24 {
  %2 = alloca double, align 8
  call void @llvm.dbg.value(metadata double %0, metadata !28, metadata !DIExpression()), !dbg !32
  store double %0, double* %2, align 8, !tbaa !33
  call void @llvm.dbg.declare(metadata i32* undef, metadata !29, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* undef, metadata !31, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* %2, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), double* nonnull %2), !dbg !39
  ret void, !dbg !40
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #4 !dbg !41 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !50, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %1, metadata !51, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata double* %2, metadata !52, metadata !DIExpression()), !dbg !53
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54), !dbg !57
  call void @llvm.dbg.value(metadata i32* %0, metadata !58, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32* undef, metadata !61, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata double* %2, metadata !62, metadata !DIExpression()) #3, !dbg !72
  %8 = bitcast i32* %4 to i8*, !dbg !74
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #3, !dbg !74, !noalias !54
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()) #3, !dbg !72
  store i32 0, i32* %4, align 4, !dbg !75, !tbaa !76, !noalias !54
  %9 = bitcast i32* %5 to i8*, !dbg !74
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !74, !noalias !54
  call void @llvm.dbg.value(metadata i32 95, metadata !65, metadata !DIExpression()) #3, !dbg !72
  store i32 95, i32* %5, align 4, !dbg !75, !tbaa !76, !noalias !54
  %10 = bitcast i32* %6 to i8*, !dbg !74
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !74, !noalias !54
  call void @llvm.dbg.value(metadata i32 1, metadata !66, metadata !DIExpression()) #3, !dbg !72
  store i32 1, i32* %6, align 4, !dbg !75, !tbaa !76, !noalias !54
  %11 = bitcast i32* %7 to i8*, !dbg !74
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #3, !dbg !74, !noalias !54
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #3, !dbg !72
  store i32 0, i32* %7, align 4, !dbg !75, !tbaa !76, !noalias !54
  %12 = load i32, i32* %0, align 4, !dbg !74, !tbaa !76, !alias.scope !54
  call void @llvm.dbg.value(metadata i32* %4, metadata !64, metadata !DIExpression(DW_OP_deref)) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32* %5, metadata !65, metadata !DIExpression(DW_OP_deref)) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32* %6, metadata !66, metadata !DIExpression(DW_OP_deref)) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32* %7, metadata !67, metadata !DIExpression(DW_OP_deref)) #3, !dbg !72
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %12, i32 33, i32* nonnull %7, i32* nonnull %4, i32* nonnull %5, i32* nonnull %6, i32 1, i32 4) #3, !dbg !78, !noalias !54
  %13 = load i32, i32* %5, align 4, !tbaa !76, !noalias !54
  %14 = load i32, i32* %4, align 4, !tbaa !76, !noalias !54
  call void @llvm.dbg.value(metadata i32 %13, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %15 = icmp slt i32 %13, 95, !dbg !75
  %16 = select i1 %15, i32 %13, i32 95, !dbg !75
  call void @llvm.dbg.value(metadata i32 %16, metadata !65, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %14, metadata !64, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %14, metadata !63, metadata !DIExpression()) #3, !dbg !72
  %17 = icmp sgt i32 %14, %16, !dbg !74
  br i1 %17, label %64, label %18, !dbg !74

18:                                               ; preds = %3
  %19 = load double, double* %2, align 8, !noalias !54
  %20 = load i32, i32* %6, align 4, !tbaa !76, !noalias !54
  %21 = sext i32 %14 to i64, !dbg !74
  %22 = sext i32 %20 to i64, !dbg !74
  br label %23, !dbg !74

23:                                               ; preds = %55, %18
  %24 = phi i64 [ %21, %18 ], [ %56, %55 ]
  %25 = phi i32 [ %16, %18 ], [ %60, %55 ]
  %26 = trunc i64 %24 to i32
  call void @llvm.dbg.value(metadata i32 %26, metadata !64, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %26, metadata !63, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %25, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %27 = icmp slt i32 %25, %26, !dbg !74
  br i1 %27, label %55, label %28, !dbg !74

28:                                               ; preds = %23
  %29 = sext i32 %25 to i64, !dbg !78
  br label %30, !dbg !78

30:                                               ; preds = %51, %28
  %31 = phi i64 [ %24, %28 ], [ %53, %51 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !63, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()) #3, !dbg !72
  br label %32, !dbg !80

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %49, %32 ]
  %34 = phi double [ 0.000000e+00, %30 ], [ %48, %32 ]
  call void @llvm.dbg.value(metadata double %34, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i64 %33, metadata !68, metadata !DIExpression()) #3, !dbg !72
  %35 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %31, i64 %33, !dbg !82
  %36 = load double, double* %35, align 8, !dbg !85, !tbaa !33, !noalias !54
  %37 = fmul double %19, %36, !dbg !85
  store double %37, double* %35, align 8, !dbg !85, !tbaa !33, !noalias !54
  %38 = fadd double %34, %37, !dbg !86
  call void @llvm.dbg.value(metadata double %38, metadata !70, metadata !DIExpression()) #3, !dbg !79
  %39 = add nuw nsw i64 %33, 1, !dbg !87
  call void @llvm.dbg.value(metadata i64 %39, metadata !68, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata double %38, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i64 %39, metadata !68, metadata !DIExpression()) #3, !dbg !72
  %40 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %31, i64 %39, !dbg !82
  %41 = load double, double* %40, align 8, !dbg !85, !tbaa !33, !noalias !54
  %42 = fmul double %19, %41, !dbg !85
  store double %42, double* %40, align 8, !dbg !85, !tbaa !33, !noalias !54
  %43 = fadd double %38, %42, !dbg !86
  call void @llvm.dbg.value(metadata double %43, metadata !70, metadata !DIExpression()) #3, !dbg !79
  %44 = add nuw nsw i64 %33, 2, !dbg !87
  call void @llvm.dbg.value(metadata i64 %44, metadata !68, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata double %43, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i64 %44, metadata !68, metadata !DIExpression()) #3, !dbg !72
  %45 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %31, i64 %44, !dbg !82
  %46 = load double, double* %45, align 8, !dbg !85, !tbaa !33, !noalias !54
  %47 = fmul double %19, %46, !dbg !85
  store double %47, double* %45, align 8, !dbg !85, !tbaa !33, !noalias !54
  %48 = fadd double %43, %47, !dbg !86
  call void @llvm.dbg.value(metadata double %48, metadata !70, metadata !DIExpression()) #3, !dbg !79
  %49 = add nuw nsw i64 %33, 3, !dbg !87
  call void @llvm.dbg.value(metadata i64 %49, metadata !68, metadata !DIExpression()) #3, !dbg !72
  %50 = icmp eq i64 %49, 96, !dbg !88
  br i1 %50, label %51, label %32, !dbg !80, !llvm.loop !89

51:                                               ; preds = %32
  %52 = getelementptr inbounds [96 x double], [96 x double]* @Rs, i64 0, i64 %31, !dbg !92
  store double %48, double* %52, align 8, !dbg !93, !tbaa !33, !noalias !54
  %53 = add i64 %31, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %53, metadata !63, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %25, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %54 = icmp slt i64 %31, %29, !dbg !74
  br i1 %54, label %30, label %55, !dbg !74, !llvm.loop !94

55:                                               ; preds = %51, %23
  call void @llvm.dbg.value(metadata i32 %26, metadata !64, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %20, metadata !66, metadata !DIExpression()) #3, !dbg !72
  %56 = add i64 %24, %22, !dbg !74
  %57 = trunc i64 %56 to i32, !dbg !74
  call void @llvm.dbg.value(metadata i32 %57, metadata !64, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %25, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %58 = add nsw i32 %25, %20, !dbg !74
  call void @llvm.dbg.value(metadata i32 %58, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %59 = icmp slt i32 %58, 95, !dbg !75
  %60 = select i1 %59, i32 %58, i32 95, !dbg !75
  call void @llvm.dbg.value(metadata i32 %60, metadata !65, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %57, metadata !63, metadata !DIExpression()) #3, !dbg !72
  %61 = icmp slt i32 %60, %57, !dbg !74
  br i1 %61, label %62, label %23, !dbg !74, !llvm.loop !96

62:                                               ; preds = %55
  %63 = trunc i64 %56 to i32, !dbg !74
  store i32 %63, i32* %4, align 4, !dbg !74, !tbaa !76, !noalias !54
  br label %64, !dbg !74

64:                                               ; preds = %3, %62
  %65 = phi i32 [ %60, %62 ], [ %16, %3 ]
  store i32 %65, i32* %5, align 4, !dbg !72, !tbaa !76, !noalias !54
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %12) #3, !dbg !95, !noalias !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #3, !dbg !78, !noalias !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !78, !noalias !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !78, !noalias !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #3, !dbg !78, !noalias !54
  ret void, !dbg !57
}

; Function Attrs: nounwind
declare !callback !97 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !99 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !106
  br label %1, !dbg !107

1:                                                ; preds = %25, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %25 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !106
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !109
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !109
  br label %5, !dbg !109

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %22, %5 ], !dbg !112
  %7 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %23, %5 ]
  %8 = add nuw nsw <2 x i64> %7, %4, !dbg !114
  %9 = trunc <2 x i64> %8 to <2 x i32>, !dbg !115
  %10 = urem <2 x i32> %9, <i32 7, i32 7>, !dbg !115
  %11 = sitofp <2 x i32> %10 to <2 x double>, !dbg !116
  %12 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %2, i64 %6, !dbg !112
  %13 = bitcast double* %12 to <2 x double>*, !dbg !117
  store <2 x double> %11, <2 x double>* %13, align 16, !dbg !117, !tbaa !33
  %14 = or i64 %6, 2, !dbg !112
  %15 = add <2 x i64> %7, <i64 2, i64 2>
  %16 = add nuw nsw <2 x i64> %15, %4, !dbg !114
  %17 = trunc <2 x i64> %16 to <2 x i32>, !dbg !115
  %18 = urem <2 x i32> %17, <i32 7, i32 7>, !dbg !115
  %19 = sitofp <2 x i32> %18 to <2 x double>, !dbg !116
  %20 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %2, i64 %14, !dbg !112
  %21 = bitcast double* %20 to <2 x double>*, !dbg !117
  store <2 x double> %19, <2 x double>* %21, align 16, !dbg !117, !tbaa !33
  %22 = add nuw nsw i64 %6, 4, !dbg !112
  %23 = add <2 x i64> %7, <i64 4, i64 4>
  %24 = icmp eq i64 %22, 96, !dbg !112
  br i1 %24, label %25, label %5, !dbg !112, !llvm.loop !118

25:                                               ; preds = %5
  %26 = add nuw nsw i64 %2, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %26, metadata !103, metadata !DIExpression()), !dbg !106
  %27 = icmp eq i64 %26, 96, !dbg !122
  br i1 %27, label %28, label %1, !dbg !107, !llvm.loop !123

28:                                               ; preds = %25
  tail call void @kernel_omp_chunked(double noundef 5.000000e-01), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !105, metadata !DIExpression()), !dbg !106
  br label %29, !dbg !126

29:                                               ; preds = %29, %28
  %30 = phi i64 [ 0, %28 ], [ %55, %29 ]
  %31 = phi double [ 0.000000e+00, %28 ], [ %54, %29 ]
  call void @llvm.dbg.value(metadata double %31, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %30, metadata !103, metadata !DIExpression()), !dbg !106
  %32 = getelementptr inbounds [96 x double], [96 x double]* @Rs, i64 0, i64 %30, !dbg !128
  %33 = load double, double* %32, align 16, !dbg !128, !tbaa !33
  %34 = fadd double %31, %33, !dbg !130
  call void @llvm.dbg.value(metadata double %34, metadata !105, metadata !DIExpression()), !dbg !106
  %35 = or i64 %30, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %35, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %34, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %35, metadata !103, metadata !DIExpression()), !dbg !106
  %36 = getelementptr inbounds [96 x double], [96 x double]* @Rs, i64 0, i64 %35, !dbg !128
  %37 = load double, double* %36, align 8, !dbg !128, !tbaa !33
  %38 = fadd double %34, %37, !dbg !130
  call void @llvm.dbg.value(metadata double %38, metadata !105, metadata !DIExpression()), !dbg !106
  %39 = add nuw nsw i64 %30, 2, !dbg !131
  call void @llvm.dbg.value(metadata i64 %39, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %38, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %39, metadata !103, metadata !DIExpression()), !dbg !106
  %40 = getelementptr inbounds [96 x double], [96 x double]* @Rs, i64 0, i64 %39, !dbg !128
  %41 = load double, double* %40, align 16, !dbg !128, !tbaa !33
  %42 = fadd double %38, %41, !dbg !130
  call void @llvm.dbg.value(metadata double %42, metadata !105, metadata !DIExpression()), !dbg !106
  %43 = add nuw nsw i64 %30, 3, !dbg !131
  call void @llvm.dbg.value(metadata i64 %43, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %42, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %43, metadata !103, metadata !DIExpression()), !dbg !106
  %44 = getelementptr inbounds [96 x double], [96 x double]* @Rs, i64 0, i64 %43, !dbg !128
  %45 = load double, double* %44, align 8, !dbg !128, !tbaa !33
  %46 = fadd double %42, %45, !dbg !130
  call void @llvm.dbg.value(metadata double %46, metadata !105, metadata !DIExpression()), !dbg !106
  %47 = add nuw nsw i64 %30, 4, !dbg !131
  call void @llvm.dbg.value(metadata i64 %47, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %46, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %47, metadata !103, metadata !DIExpression()), !dbg !106
  %48 = getelementptr inbounds [96 x double], [96 x double]* @Rs, i64 0, i64 %47, !dbg !128
  %49 = load double, double* %48, align 16, !dbg !128, !tbaa !33
  %50 = fadd double %46, %49, !dbg !130
  call void @llvm.dbg.value(metadata double %50, metadata !105, metadata !DIExpression()), !dbg !106
  %51 = add nuw nsw i64 %30, 5, !dbg !131
  call void @llvm.dbg.value(metadata i64 %51, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %50, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %51, metadata !103, metadata !DIExpression()), !dbg !106
  %52 = getelementptr inbounds [96 x double], [96 x double]* @Rs, i64 0, i64 %51, !dbg !128
  %53 = load double, double* %52, align 8, !dbg !128, !tbaa !33
  %54 = fadd double %50, %53, !dbg !130
  call void @llvm.dbg.value(metadata double %54, metadata !105, metadata !DIExpression()), !dbg !106
  %55 = add nuw nsw i64 %30, 6, !dbg !131
  call void @llvm.dbg.value(metadata i64 %55, metadata !103, metadata !DIExpression()), !dbg !106
  %56 = icmp eq i64 %55, 96, !dbg !132
  br i1 %56, label %57, label %29, !dbg !126, !llvm.loop !133

57:                                               ; preds = %29
  store double %54, double* @checksum, align 8, !dbg !135, !tbaa !33
  ret i32 0, !dbg !136
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_chunked.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Rs", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"openmp", i32 50}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_omp_chunked", scope: !3, file: !3, line: 15, type: !25, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5}
!27 = !{!28, !29, !31}
!28 = !DILocalVariable(name: "f", arg: 1, scope: !24, file: !3, line: 15, type: !5)
!29 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 17, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 17, type: !30)
!32 = !DILocation(line: 0, scope: !24)
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 17, column: 7, scope: !24)
!38 = !DILocation(line: 17, column: 10, scope: !24)
!39 = !DILocation(line: 18, column: 1, scope: !24)
!40 = !DILocation(line: 27, column: 1, scope: !24)
!41 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 18, type: !42, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44, !44, !48}
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!49 = !{!50, !51, !52}
!50 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !41, type: !44, flags: DIFlagArtificial)
!51 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !41, type: !44, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: "f", arg: 3, scope: !41, type: !48, flags: DIFlagArtificial)
!53 = !DILocation(line: 0, scope: !41)
!54 = !{!55}
!55 = distinct !{!55, !56, !".omp_outlined._debug__: argument 0"}
!56 = distinct !{!56, !".omp_outlined._debug__"}
!57 = !DILocation(line: 18, column: 1, scope: !41)
!58 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !59, type: !44, flags: DIFlagArtificial)
!59 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 19, type: !42, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!60 = !{!58, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70}
!61 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !59, type: !44, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: "f", arg: 3, scope: !59, file: !3, line: 15, type: !48)
!63 = !DILocalVariable(name: ".omp.iv", scope: !59, type: !30, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: ".omp.lb", scope: !59, type: !30, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: ".omp.ub", scope: !59, type: !30, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: ".omp.stride", scope: !59, type: !30, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: ".omp.is_last", scope: !59, type: !30, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: "j", scope: !59, type: !30, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "i", scope: !59, type: !30, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: "s", scope: !71, file: !3, line: 20, type: !5)
!71 = distinct !DILexicalBlock(scope: !59, file: !3, line: 19, column: 27)
!72 = !DILocation(line: 0, scope: !59, inlinedAt: !73)
!73 = distinct !DILocation(line: 18, column: 1, scope: !41)
!74 = !DILocation(line: 19, column: 3, scope: !59, inlinedAt: !73)
!75 = !DILocation(line: 19, column: 8, scope: !59, inlinedAt: !73)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !35, i64 0}
!78 = !DILocation(line: 18, column: 1, scope: !59, inlinedAt: !73)
!79 = !DILocation(line: 0, scope: !71, inlinedAt: !73)
!80 = !DILocation(line: 21, column: 5, scope: !81, inlinedAt: !73)
!81 = distinct !DILexicalBlock(scope: !71, file: !3, line: 21, column: 5)
!82 = !DILocation(line: 22, column: 7, scope: !83, inlinedAt: !73)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 21, column: 29)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 21, column: 5)
!85 = !DILocation(line: 22, column: 15, scope: !83, inlinedAt: !73)
!86 = !DILocation(line: 23, column: 9, scope: !83, inlinedAt: !73)
!87 = !DILocation(line: 21, column: 25, scope: !84, inlinedAt: !73)
!88 = !DILocation(line: 21, column: 19, scope: !84, inlinedAt: !73)
!89 = distinct !{!89, !80, !90, !91}
!90 = !DILocation(line: 24, column: 5, scope: !81, inlinedAt: !73)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 25, column: 5, scope: !71, inlinedAt: !73)
!93 = !DILocation(line: 25, column: 11, scope: !71, inlinedAt: !73)
!94 = distinct !{!94, !78, !95}
!95 = !DILocation(line: 18, column: 60, scope: !59, inlinedAt: !73)
!96 = distinct !{!96, !78, !95}
!97 = !{!98}
!98 = !{i64 2, i64 -1, i64 -1, i1 true}
!99 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !100, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!30}
!102 = !{!103, !104, !105}
!103 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 31, type: !30)
!104 = !DILocalVariable(name: "j", scope: !99, file: !3, line: 31, type: !30)
!105 = !DILocalVariable(name: "s", scope: !99, file: !3, line: 32, type: !5)
!106 = !DILocation(line: 0, scope: !99)
!107 = !DILocation(line: 33, column: 3, scope: !108)
!108 = distinct !DILexicalBlock(scope: !99, file: !3, line: 33, column: 3)
!109 = !DILocation(line: 34, column: 5, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 34, column: 5)
!111 = distinct !DILexicalBlock(scope: !108, file: !3, line: 33, column: 3)
!112 = !DILocation(line: 34, column: 25, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 34, column: 5)
!114 = !DILocation(line: 35, column: 29, scope: !113)
!115 = !DILocation(line: 35, column: 34, scope: !113)
!116 = !DILocation(line: 35, column: 17, scope: !113)
!117 = !DILocation(line: 35, column: 15, scope: !113)
!118 = distinct !{!118, !109, !119, !91, !120}
!119 = !DILocation(line: 35, column: 37, scope: !110)
!120 = !{!"llvm.loop.isvectorized", i32 1}
!121 = !DILocation(line: 33, column: 23, scope: !111)
!122 = !DILocation(line: 33, column: 17, scope: !111)
!123 = distinct !{!123, !107, !124, !91}
!124 = !DILocation(line: 35, column: 37, scope: !108)
!125 = !DILocation(line: 36, column: 3, scope: !99)
!126 = !DILocation(line: 37, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !99, file: !3, line: 37, column: 3)
!128 = !DILocation(line: 38, column: 10, scope: !129)
!129 = distinct !DILexicalBlock(scope: !127, file: !3, line: 37, column: 3)
!130 = !DILocation(line: 38, column: 7, scope: !129)
!131 = !DILocation(line: 37, column: 23, scope: !129)
!132 = !DILocation(line: 37, column: 17, scope: !129)
!133 = distinct !{!133, !126, !134, !91}
!134 = !DILocation(line: 38, column: 14, scope: !127)
!135 = !DILocation(line: 39, column: 12, scope: !99)
!136 = !DILocation(line: 40, column: 3, scope: !99)
