; ModuleID = 'omp_gemm.c'
source_filename = "omp_gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemm.c;kernel_omp_gemm;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@C = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !7
@A = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !12
@B = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !14
@2 = private unnamed_addr constant [36 x i8] c";omp_gemm.c;kernel_omp_gemm;17;39;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_gemm(double noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !24 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  call void @llvm.dbg.value(metadata double %0, metadata !28, metadata !DIExpression()), !dbg !34
  store double %0, double* %3, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double %1, metadata !29, metadata !DIExpression()), !dbg !34
  store double %1, double* %4, align 8, !tbaa !35
  call void @llvm.dbg.declare(metadata i32* undef, metadata !30, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i32* undef, metadata !32, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double* %3, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double* %4, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), double* nonnull %4, double* nonnull %3), !dbg !42
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #4 !dbg !44 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !53, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32* %1, metadata !54, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double* %2, metadata !55, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double* %3, metadata !56, metadata !DIExpression()), !dbg !57
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58), !dbg !61
  call void @llvm.dbg.value(metadata i32* %0, metadata !62, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* undef, metadata !65, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata double* %2, metadata !66, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata double* %3, metadata !67, metadata !DIExpression()) #3, !dbg !76
  %9 = bitcast i32* %5 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #3, !dbg !76
  store i32 0, i32* %5, align 4, !dbg !79, !tbaa !80, !noalias !58
  %10 = bitcast i32* %6 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 39, metadata !70, metadata !DIExpression()) #3, !dbg !76
  store i32 39, i32* %6, align 4, !dbg !79, !tbaa !80, !noalias !58
  %11 = bitcast i32* %7 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 1, metadata !71, metadata !DIExpression()) #3, !dbg !76
  store i32 1, i32* %7, align 4, !dbg !79, !tbaa !80, !noalias !58
  %12 = bitcast i32* %8 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()) #3, !dbg !76
  store i32 0, i32* %8, align 4, !dbg !79, !tbaa !80, !noalias !58
  %13 = load i32, i32* %0, align 4, !dbg !78, !tbaa !80, !alias.scope !58
  call void @llvm.dbg.value(metadata i32* %5, metadata !69, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* %6, metadata !70, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* %7, metadata !71, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* %8, metadata !72, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %13, i32 34, i32* nonnull %8, i32* nonnull %5, i32* nonnull %6, i32* nonnull %7, i32 1, i32 1) #3, !dbg !82, !noalias !58
  %14 = load i32, i32* %6, align 4, !dbg !79, !tbaa !80, !noalias !58
  call void @llvm.dbg.value(metadata i32 %14, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %15 = icmp slt i32 %14, 39, !dbg !79
  %16 = select i1 %15, i32 %14, i32 39, !dbg !79
  call void @llvm.dbg.value(metadata i32 %16, metadata !70, metadata !DIExpression()) #3, !dbg !76
  store i32 %16, i32* %6, align 4, !dbg !79, !tbaa !80, !noalias !58
  %17 = load i32, i32* %5, align 4, !dbg !79, !tbaa !80, !noalias !58
  call void @llvm.dbg.value(metadata i32 %17, metadata !69, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %17, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %16, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %18 = icmp sgt i32 %17, %16, !dbg !78
  br i1 %18, label %56, label %19, !dbg !78

19:                                               ; preds = %4
  %20 = load double, double* %2, align 8, !tbaa !35, !noalias !58
  %21 = load double, double* %3, align 8, !tbaa !35, !noalias !58
  %22 = sext i32 %17 to i64, !dbg !78
  %23 = add nsw i32 %16, 1, !dbg !78
  br label %24, !dbg !78

24:                                               ; preds = %52, %19
  %25 = phi i64 [ %22, %19 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #3, !dbg !76
  br label %26, !dbg !83

26:                                               ; preds = %49, %24
  %27 = phi i64 [ 0, %24 ], [ %50, %49 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !73, metadata !DIExpression()) #3, !dbg !76
  %28 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %25, i64 %27, !dbg !85
  %29 = load double, double* %28, align 8, !dbg !88, !tbaa !35, !noalias !58
  %30 = fmul double %20, %29, !dbg !88
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #3, !dbg !76
  br label %31, !dbg !89

31:                                               ; preds = %31, %26
  %32 = phi i64 [ 0, %26 ], [ %47, %31 ]
  %33 = phi double [ %30, %26 ], [ %46, %31 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !74, metadata !DIExpression()) #3, !dbg !76
  %34 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %25, i64 %32, !dbg !91
  %35 = load double, double* %34, align 16, !dbg !91, !tbaa !35, !noalias !58
  %36 = fmul double %21, %35, !dbg !93
  %37 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %32, i64 %27, !dbg !94
  %38 = load double, double* %37, align 8, !dbg !94, !tbaa !35, !noalias !58
  %39 = call double @llvm.fmuladd.f64(double %36, double %38, double %33) #3, !dbg !95
  %40 = or i64 %32, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %40, metadata !74, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i64 %40, metadata !74, metadata !DIExpression()) #3, !dbg !76
  %41 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %25, i64 %40, !dbg !91
  %42 = load double, double* %41, align 8, !dbg !91, !tbaa !35, !noalias !58
  %43 = fmul double %21, %42, !dbg !93
  %44 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %40, i64 %27, !dbg !94
  %45 = load double, double* %44, align 8, !dbg !94, !tbaa !35, !noalias !58
  %46 = call double @llvm.fmuladd.f64(double %43, double %45, double %39) #3, !dbg !95
  %47 = add nuw nsw i64 %32, 2, !dbg !96
  call void @llvm.dbg.value(metadata i64 %47, metadata !74, metadata !DIExpression()) #3, !dbg !76
  %48 = icmp eq i64 %47, 40, !dbg !97
  br i1 %48, label %49, label %31, !dbg !89, !llvm.loop !98

49:                                               ; preds = %31
  store double %46, double* %28, align 8, !dbg !95, !tbaa !35, !noalias !58
  %50 = add nuw nsw i64 %27, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %50, metadata !73, metadata !DIExpression()) #3, !dbg !76
  %51 = icmp eq i64 %50, 40, !dbg !102
  br i1 %51, label %52, label %26, !dbg !83, !llvm.loop !103

52:                                               ; preds = %49
  %53 = add nsw i64 %25, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %53, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %16, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %54 = trunc i64 %53 to i32, !dbg !78
  %55 = icmp eq i32 %23, %54, !dbg !78
  br i1 %55, label %56, label %24, !dbg !78, !llvm.loop !105

56:                                               ; preds = %52, %4
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %13) #3, !dbg !106, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !82, !noalias !58
  ret void, !dbg !61
}

; Function Attrs: nounwind
declare !callback !107 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !109 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !116
  br label %1, !dbg !117

1:                                                ; preds = %35, %0
  %2 = phi i64 [ 0, %0 ], [ %36, %35 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !116
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !119
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !119
  br label %5, !dbg !119

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %32, %5 ], !dbg !122
  %7 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %33, %5 ]
  %8 = mul nuw nsw <2 x i64> %7, %4, !dbg !124
  %9 = trunc <2 x i64> %8 to <2 x i32>, !dbg !126
  %10 = add <2 x i32> %9, <i32 1, i32 1>, !dbg !126
  %11 = urem <2 x i32> %10, <i32 40, i32 40>, !dbg !126
  %12 = sitofp <2 x i32> %11 to <2 x double>, !dbg !127
  %13 = fdiv <2 x double> %12, <double 4.000000e+01, double 4.000000e+01>, !dbg !128
  %14 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %2, i64 %6, !dbg !122
  %15 = bitcast double* %14 to <2 x double>*, !dbg !129
  store <2 x double> %13, <2 x double>* %15, align 16, !dbg !129, !tbaa !35
  %16 = shl nuw nsw <2 x i64> %7, <i64 1, i64 1>, !dbg !130
  %17 = add nuw nsw <2 x i64> %16, %4, !dbg !131
  %18 = trunc <2 x i64> %17 to <2 x i32>, !dbg !132
  %19 = urem <2 x i32> %18, <i32 40, i32 40>, !dbg !132
  %20 = sitofp <2 x i32> %19 to <2 x double>, !dbg !133
  %21 = fdiv <2 x double> %20, <double 4.000000e+01, double 4.000000e+01>, !dbg !134
  %22 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %2, i64 %6, !dbg !122
  %23 = bitcast double* %22 to <2 x double>*, !dbg !135
  store <2 x double> %21, <2 x double>* %23, align 16, !dbg !135, !tbaa !35
  %24 = add nuw nsw <2 x i64> %7, <i64 3, i64 3>, !dbg !136
  %25 = mul nuw nsw <2 x i64> %24, %4, !dbg !137
  %26 = trunc <2 x i64> %25 to <2 x i32>, !dbg !138
  %27 = urem <2 x i32> %26, <i32 40, i32 40>, !dbg !138
  %28 = sitofp <2 x i32> %27 to <2 x double>, !dbg !139
  %29 = fdiv <2 x double> %28, <double 4.000000e+01, double 4.000000e+01>, !dbg !140
  %30 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %2, i64 %6, !dbg !122
  %31 = bitcast double* %30 to <2 x double>*, !dbg !141
  store <2 x double> %29, <2 x double>* %31, align 16, !dbg !141, !tbaa !35
  %32 = add nuw i64 %6, 2, !dbg !122
  %33 = add <2 x i64> %7, <i64 2, i64 2>
  %34 = icmp eq i64 %32, 40, !dbg !122
  br i1 %34, label %35, label %5, !dbg !122, !llvm.loop !142

35:                                               ; preds = %5
  %36 = add nuw nsw i64 %2, 1, !dbg !145
  call void @llvm.dbg.value(metadata i64 %36, metadata !113, metadata !DIExpression()), !dbg !116
  %37 = icmp eq i64 %36, 40, !dbg !146
  br i1 %37, label %38, label %1, !dbg !117, !llvm.loop !147

38:                                               ; preds = %35
  tail call void @kernel_omp_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !115, metadata !DIExpression()), !dbg !116
  br label %39, !dbg !150

39:                                               ; preds = %38, %66
  %40 = phi i64 [ 0, %38 ], [ %67, %66 ]
  %41 = phi double [ 0.000000e+00, %38 ], [ %63, %66 ]
  call void @llvm.dbg.value(metadata double %41, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %40, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %41, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !116
  br label %42, !dbg !152

42:                                               ; preds = %42, %39
  %43 = phi i64 [ 0, %39 ], [ %64, %42 ]
  %44 = phi double [ %41, %39 ], [ %63, %42 ]
  call void @llvm.dbg.value(metadata double %44, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %43, metadata !114, metadata !DIExpression()), !dbg !116
  %45 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %43, !dbg !155
  %46 = load double, double* %45, align 8, !dbg !155, !tbaa !35
  %47 = fadd double %44, %46, !dbg !157
  call void @llvm.dbg.value(metadata double %47, metadata !115, metadata !DIExpression()), !dbg !116
  %48 = add nuw nsw i64 %43, 1, !dbg !158
  call void @llvm.dbg.value(metadata i64 %48, metadata !114, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %47, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %48, metadata !114, metadata !DIExpression()), !dbg !116
  %49 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %48, !dbg !155
  %50 = load double, double* %49, align 8, !dbg !155, !tbaa !35
  %51 = fadd double %47, %50, !dbg !157
  call void @llvm.dbg.value(metadata double %51, metadata !115, metadata !DIExpression()), !dbg !116
  %52 = add nuw nsw i64 %43, 2, !dbg !158
  call void @llvm.dbg.value(metadata i64 %52, metadata !114, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %51, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %52, metadata !114, metadata !DIExpression()), !dbg !116
  %53 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %52, !dbg !155
  %54 = load double, double* %53, align 8, !dbg !155, !tbaa !35
  %55 = fadd double %51, %54, !dbg !157
  call void @llvm.dbg.value(metadata double %55, metadata !115, metadata !DIExpression()), !dbg !116
  %56 = add nuw nsw i64 %43, 3, !dbg !158
  call void @llvm.dbg.value(metadata i64 %56, metadata !114, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %55, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %56, metadata !114, metadata !DIExpression()), !dbg !116
  %57 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %56, !dbg !155
  %58 = load double, double* %57, align 8, !dbg !155, !tbaa !35
  %59 = fadd double %55, %58, !dbg !157
  call void @llvm.dbg.value(metadata double %59, metadata !115, metadata !DIExpression()), !dbg !116
  %60 = add nuw nsw i64 %43, 4, !dbg !158
  call void @llvm.dbg.value(metadata i64 %60, metadata !114, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %59, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %60, metadata !114, metadata !DIExpression()), !dbg !116
  %61 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %60, !dbg !155
  %62 = load double, double* %61, align 8, !dbg !155, !tbaa !35
  %63 = fadd double %59, %62, !dbg !157
  call void @llvm.dbg.value(metadata double %63, metadata !115, metadata !DIExpression()), !dbg !116
  %64 = add nuw nsw i64 %43, 5, !dbg !158
  call void @llvm.dbg.value(metadata i64 %64, metadata !114, metadata !DIExpression()), !dbg !116
  %65 = icmp eq i64 %64, 40, !dbg !159
  br i1 %65, label %66, label %42, !dbg !152, !llvm.loop !160

66:                                               ; preds = %42
  %67 = add nuw nsw i64 %40, 1, !dbg !162
  call void @llvm.dbg.value(metadata double %63, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %67, metadata !113, metadata !DIExpression()), !dbg !116
  %68 = icmp eq i64 %67, 40, !dbg !163
  br i1 %68, label %69, label %39, !dbg !150, !llvm.loop !164

69:                                               ; preds = %66
  store double %63, double* @checksum, align 8, !dbg !166, !tbaa !35
  ret i32 0, !dbg !167
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
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 102400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"openmp", i32 50}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_omp_gemm", scope: !3, file: !3, line: 14, type: !25, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5, !5}
!27 = !{!28, !29, !30, !32, !33}
!28 = !DILocalVariable(name: "alpha", arg: 1, scope: !24, file: !3, line: 14, type: !5)
!29 = !DILocalVariable(name: "beta", arg: 2, scope: !24, file: !3, line: 14, type: !5)
!30 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 16, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 16, type: !31)
!33 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 16, type: !31)
!34 = !DILocation(line: 0, scope: !24)
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 16, column: 7, scope: !24)
!40 = !DILocation(line: 16, column: 10, scope: !24)
!41 = !DILocation(line: 16, column: 13, scope: !24)
!42 = !DILocation(line: 17, column: 1, scope: !24)
!43 = !DILocation(line: 24, column: 1, scope: !24)
!44 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 17, type: !45, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !47, !47, !51, !51}
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!51 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!52 = !{!53, !54, !55, !56}
!53 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !44, type: !47, flags: DIFlagArtificial)
!54 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !44, type: !47, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: "beta", arg: 3, scope: !44, type: !51, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "alpha", arg: 4, scope: !44, type: !51, flags: DIFlagArtificial)
!57 = !DILocation(line: 0, scope: !44)
!58 = !{!59}
!59 = distinct !{!59, !60, !".omp_outlined._debug__: argument 0"}
!60 = distinct !{!60, !".omp_outlined._debug__"}
!61 = !DILocation(line: 17, column: 1, scope: !44)
!62 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !63, type: !47, flags: DIFlagArtificial)
!63 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 18, type: !45, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!64 = !{!62, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75}
!65 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !63, type: !47, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "beta", arg: 3, scope: !63, file: !3, line: 14, type: !51)
!67 = !DILocalVariable(name: "alpha", arg: 4, scope: !63, file: !3, line: 14, type: !51)
!68 = !DILocalVariable(name: ".omp.iv", scope: !63, type: !31, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: ".omp.lb", scope: !63, type: !31, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: ".omp.ub", scope: !63, type: !31, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: ".omp.stride", scope: !63, type: !31, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: ".omp.is_last", scope: !63, type: !31, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: "j", scope: !63, type: !31, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: "k", scope: !63, type: !31, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: "i", scope: !63, type: !31, flags: DIFlagArtificial)
!76 = !DILocation(line: 0, scope: !63, inlinedAt: !77)
!77 = distinct !DILocation(line: 17, column: 1, scope: !44)
!78 = !DILocation(line: 18, column: 3, scope: !63, inlinedAt: !77)
!79 = !DILocation(line: 18, column: 8, scope: !63, inlinedAt: !77)
!80 = !{!81, !81, i64 0}
!81 = !{!"int", !37, i64 0}
!82 = !DILocation(line: 17, column: 1, scope: !63, inlinedAt: !77)
!83 = !DILocation(line: 19, column: 5, scope: !84, inlinedAt: !77)
!84 = distinct !DILexicalBlock(scope: !63, file: !3, line: 19, column: 5)
!85 = !DILocation(line: 20, column: 7, scope: !86, inlinedAt: !77)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 19, column: 29)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 19, column: 5)
!88 = !DILocation(line: 20, column: 15, scope: !86, inlinedAt: !77)
!89 = !DILocation(line: 21, column: 7, scope: !90, inlinedAt: !77)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 21, column: 7)
!91 = !DILocation(line: 22, column: 28, scope: !92, inlinedAt: !77)
!92 = distinct !DILexicalBlock(scope: !90, file: !3, line: 21, column: 7)
!93 = !DILocation(line: 22, column: 26, scope: !92, inlinedAt: !77)
!94 = !DILocation(line: 22, column: 38, scope: !92, inlinedAt: !77)
!95 = !DILocation(line: 22, column: 17, scope: !92, inlinedAt: !77)
!96 = !DILocation(line: 21, column: 27, scope: !92, inlinedAt: !77)
!97 = !DILocation(line: 21, column: 21, scope: !92, inlinedAt: !77)
!98 = distinct !{!98, !89, !99, !100}
!99 = !DILocation(line: 22, column: 44, scope: !90, inlinedAt: !77)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 19, column: 25, scope: !87, inlinedAt: !77)
!102 = !DILocation(line: 19, column: 19, scope: !87, inlinedAt: !77)
!103 = distinct !{!103, !83, !104, !100}
!104 = !DILocation(line: 23, column: 5, scope: !84, inlinedAt: !77)
!105 = distinct !{!105, !82, !106}
!106 = !DILocation(line: 17, column: 39, scope: !63, inlinedAt: !77)
!107 = !{!108}
!108 = !{i64 2, i64 -1, i64 -1, i1 true}
!109 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !110, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!31}
!112 = !{!113, !114, !115}
!113 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 28, type: !31)
!114 = !DILocalVariable(name: "j", scope: !109, file: !3, line: 28, type: !31)
!115 = !DILocalVariable(name: "s", scope: !109, file: !3, line: 29, type: !5)
!116 = !DILocation(line: 0, scope: !109)
!117 = !DILocation(line: 30, column: 3, scope: !118)
!118 = distinct !DILexicalBlock(scope: !109, file: !3, line: 30, column: 3)
!119 = !DILocation(line: 31, column: 5, scope: !120)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 31, column: 5)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 30, column: 3)
!122 = !DILocation(line: 31, column: 25, scope: !123)
!123 = distinct !DILexicalBlock(scope: !120, file: !3, line: 31, column: 5)
!124 = !DILocation(line: 32, column: 29, scope: !125)
!125 = distinct !DILexicalBlock(scope: !123, file: !3, line: 31, column: 29)
!126 = !DILocation(line: 32, column: 38, scope: !125)
!127 = !DILocation(line: 32, column: 17, scope: !125)
!128 = !DILocation(line: 32, column: 43, scope: !125)
!129 = !DILocation(line: 32, column: 15, scope: !125)
!130 = !DILocation(line: 33, column: 33, scope: !125)
!131 = !DILocation(line: 33, column: 29, scope: !125)
!132 = !DILocation(line: 33, column: 38, scope: !125)
!133 = !DILocation(line: 33, column: 17, scope: !125)
!134 = !DILocation(line: 33, column: 43, scope: !125)
!135 = !DILocation(line: 33, column: 15, scope: !125)
!136 = !DILocation(line: 34, column: 34, scope: !125)
!137 = !DILocation(line: 34, column: 29, scope: !125)
!138 = !DILocation(line: 34, column: 40, scope: !125)
!139 = !DILocation(line: 34, column: 17, scope: !125)
!140 = !DILocation(line: 34, column: 45, scope: !125)
!141 = !DILocation(line: 34, column: 15, scope: !125)
!142 = distinct !{!142, !119, !143, !100, !144}
!143 = !DILocation(line: 35, column: 5, scope: !120)
!144 = !{!"llvm.loop.isvectorized", i32 1}
!145 = !DILocation(line: 30, column: 23, scope: !121)
!146 = !DILocation(line: 30, column: 17, scope: !121)
!147 = distinct !{!147, !117, !148, !100}
!148 = !DILocation(line: 35, column: 5, scope: !118)
!149 = !DILocation(line: 36, column: 3, scope: !109)
!150 = !DILocation(line: 37, column: 3, scope: !151)
!151 = distinct !DILexicalBlock(scope: !109, file: !3, line: 37, column: 3)
!152 = !DILocation(line: 38, column: 5, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 38, column: 5)
!154 = distinct !DILexicalBlock(scope: !151, file: !3, line: 37, column: 3)
!155 = !DILocation(line: 39, column: 12, scope: !156)
!156 = distinct !DILexicalBlock(scope: !153, file: !3, line: 38, column: 5)
!157 = !DILocation(line: 39, column: 9, scope: !156)
!158 = !DILocation(line: 38, column: 25, scope: !156)
!159 = !DILocation(line: 38, column: 19, scope: !156)
!160 = distinct !{!160, !152, !161, !100}
!161 = !DILocation(line: 39, column: 18, scope: !153)
!162 = !DILocation(line: 37, column: 23, scope: !154)
!163 = !DILocation(line: 37, column: 17, scope: !154)
!164 = distinct !{!164, !150, !165, !100}
!165 = !DILocation(line: 39, column: 18, scope: !151)
!166 = !DILocation(line: 40, column: 12, scope: !109)
!167 = !DILocation(line: 41, column: 3, scope: !109)
