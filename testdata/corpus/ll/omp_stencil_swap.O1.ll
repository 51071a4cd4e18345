; ModuleID = 'omp_stencil_swap.c'
source_filename = "omp_stencil_swap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [41 x i8] c";omp_stencil_swap.c;kernel_jacobi;14;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [42 x i8] c";omp_stencil_swap.c;kernel_jacobi;14;64;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [25 x i8] c"diff %.9f checksum %.9f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @kernel_jacobi(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) local_unnamed_addr #0 !dbg !16 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !32
  store i32 %0, i32* %5, align 4, !tbaa !33
  call void @llvm.dbg.value(metadata i32 %1, metadata !23, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double* %2, metadata !24, metadata !DIExpression()), !dbg !32
  store double* %2, double** %6, align 8, !tbaa !37
  call void @llvm.dbg.value(metadata double* %3, metadata !25, metadata !DIExpression()), !dbg !32
  store double* %3, double** %7, align 8, !tbaa !37
  %9 = bitcast double* %8 to i8*, !dbg !39
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #2, !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()), !dbg !32
  store double 0.000000e+00, double* %8, align 8, !dbg !40, !tbaa !41
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !43
  %10 = icmp sgt i32 %1, 0, !dbg !44
  br i1 %10, label %13, label %11, !dbg !45

11:                                               ; preds = %13, %4
  %12 = load double, double* %8, align 8, !dbg !46, !tbaa !41
  call void @llvm.dbg.value(metadata double %12, metadata !26, metadata !DIExpression()), !dbg !32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #2, !dbg !47
  ret double %12, !dbg !48

13:                                               ; preds = %4, %13
  %14 = phi i32 [ %17, %13 ], [ 0, %4 ]
  call void @llvm.dbg.value(metadata i32 %14, metadata !27, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()), !dbg !32
  store double 0.000000e+00, double* %8, align 8, !dbg !49, !tbaa !41
  call void @llvm.dbg.value(metadata i32* %5, metadata !22, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @llvm.dbg.value(metadata double** %6, metadata !24, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @llvm.dbg.value(metadata double** %7, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @llvm.dbg.value(metadata double* %8, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @5, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %5, double** nonnull %6, double* nonnull %8, double** nonnull %7), !dbg !50
  %15 = load double*, double** %6, align 8, !dbg !51, !tbaa !37
  call void @llvm.dbg.value(metadata double* %15, metadata !24, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double* %15, metadata !29, metadata !DIExpression()), !dbg !52
  %16 = load double*, double** %7, align 8, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata double* %16, metadata !25, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double* %16, metadata !24, metadata !DIExpression()), !dbg !32
  store double* %16, double** %6, align 8, !dbg !54, !tbaa !37
  call void @llvm.dbg.value(metadata double* %15, metadata !25, metadata !DIExpression()), !dbg !32
  store double* %15, double** %7, align 8, !dbg !55, !tbaa !37
  %17 = add nuw nsw i32 %14, 1, !dbg !56
  call void @llvm.dbg.value(metadata i32 %17, metadata !27, metadata !DIExpression()), !dbg !43
  %18 = icmp eq i32 %17, %1, !dbg !44
  br i1 %18, label %11, label %13, !dbg !45, !llvm.loop !57
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @.omp.reduction.reduction_func(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !61 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !65, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i8* %1, metadata !66, metadata !DIExpression()), !dbg !67
  %3 = bitcast i8* %1 to double**, !dbg !68
  %4 = load double*, double** %3, align 8, !dbg !68
  %5 = bitcast i8* %0 to double**, !dbg !68
  %6 = load double*, double** %5, align 8, !dbg !68
  %7 = load double, double* %6, align 8, !dbg !69, !tbaa !41
  %8 = load double, double* %4, align 8, !dbg !69, !tbaa !41
  %9 = fcmp ogt double %7, %8, !dbg !70
  %10 = select i1 %9, double %7, double %8, !dbg !69
  store double %10, double* %6, align 8, !dbg !70, !tbaa !41
  ret void, !dbg !69
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, double* nocapture noundef nonnull align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #6 !dbg !71 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca [1 x i8*], align 8
  call void @llvm.dbg.value(metadata i32* %0, metadata !82, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32* %1, metadata !83, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32* %2, metadata !84, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata double** %3, metadata !85, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata double* %4, metadata !86, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata double** %5, metadata !87, metadata !DIExpression()), !dbg !88
  call void @llvm.experimental.noalias.scope.decl(metadata !89), !dbg !92
  %13 = bitcast [1 x i8*]* %12 to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13), !dbg !93
  call void @llvm.dbg.value(metadata i32* %0, metadata !96, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32* undef, metadata !97, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32* %2, metadata !98, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata double** %3, metadata !99, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata double* %4, metadata !100, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata double** %5, metadata !101, metadata !DIExpression()) #2, !dbg !93
  %14 = load i32, i32* %2, align 4, !dbg !117, !tbaa !33, !noalias !89
  call void @llvm.dbg.value(metadata i32 %14, metadata !103, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #2, !dbg !93
  %15 = add nsw i32 %14, -3, !dbg !118
  call void @llvm.dbg.value(metadata i32 %15, metadata !103, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32 1, metadata !104, metadata !DIExpression()) #2, !dbg !93
  %16 = icmp sgt i32 %14, 2, !dbg !118
  br i1 %16, label %17, label %102, !dbg !118

17:                                               ; preds = %6
  %18 = bitcast i32* %7 to i8*, !dbg !118
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !118, !noalias !89
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()) #2, !dbg !93
  store i32 0, i32* %7, align 4, !dbg !119, !tbaa !33, !noalias !89
  %19 = bitcast i32* %8 to i8*, !dbg !118
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !118, !noalias !89
  call void @llvm.dbg.value(metadata i32 %15, metadata !106, metadata !DIExpression()) #2, !dbg !93
  store i32 %15, i32* %8, align 4, !dbg !119, !tbaa !33, !noalias !89
  %20 = bitcast i32* %9 to i8*, !dbg !118
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #2, !dbg !118, !noalias !89
  call void @llvm.dbg.value(metadata i32 1, metadata !107, metadata !DIExpression()) #2, !dbg !93
  store i32 1, i32* %9, align 4, !dbg !119, !tbaa !33, !noalias !89
  %21 = bitcast i32* %10 to i8*, !dbg !118
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21) #2, !dbg !118, !noalias !89
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()) #2, !dbg !93
  store i32 0, i32* %10, align 4, !dbg !119, !tbaa !33, !noalias !89
  %22 = bitcast double* %11 to i8*, !dbg !118
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #2, !dbg !118, !noalias !89
  call void @llvm.dbg.value(metadata double 0xFFEFFFFFFFFFFFFF, metadata !109, metadata !DIExpression()) #2, !dbg !93
  store double 0xFFEFFFFFFFFFFFFF, double* %11, align 8, !dbg !120, !tbaa !41, !noalias !89
  %23 = load i32, i32* %0, align 4, !dbg !118, !tbaa !33, !alias.scope !89
  call void @llvm.dbg.value(metadata i32* %7, metadata !105, metadata !DIExpression(DW_OP_deref)) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32* %8, metadata !106, metadata !DIExpression(DW_OP_deref)) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32* %9, metadata !107, metadata !DIExpression(DW_OP_deref)) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32* %10, metadata !108, metadata !DIExpression(DW_OP_deref)) #2, !dbg !93
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %23, i32 34, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9, i32 1, i32 1) #2, !dbg !121, !noalias !89
  %24 = load i32, i32* %8, align 4, !dbg !119, !tbaa !33, !noalias !89
  call void @llvm.dbg.value(metadata i32 %24, metadata !106, metadata !DIExpression()) #2, !dbg !93
  %25 = icmp sgt i32 %24, %15, !dbg !119
  %26 = select i1 %25, i32 %15, i32 %24, !dbg !119
  call void @llvm.dbg.value(metadata i32 %26, metadata !106, metadata !DIExpression()) #2, !dbg !93
  store i32 %26, i32* %8, align 4, !dbg !119, !tbaa !33, !noalias !89
  %27 = load i32, i32* %7, align 4, !dbg !119, !tbaa !33, !noalias !89
  call void @llvm.dbg.value(metadata i32 %27, metadata !105, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32 %27, metadata !102, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32 %26, metadata !106, metadata !DIExpression()) #2, !dbg !93
  %28 = icmp sgt i32 %27, %26, !dbg !118
  br i1 %28, label %80, label %29, !dbg !118

29:                                               ; preds = %17
  %30 = load i32, i32* %2, align 4, !tbaa !33, !noalias !89
  %31 = add i32 %30, -1
  %32 = icmp sgt i32 %30, 2
  %33 = load double*, double** %3, align 8, !noalias !89
  %34 = load double*, double** %5, align 8, !noalias !89
  %35 = sext i32 %27 to i64, !dbg !118
  %36 = sext i32 %30 to i64, !dbg !118
  %37 = add i32 %26, 1, !dbg !118
  %38 = zext i32 %31 to i64
  br label %42, !dbg !118

39:                                               ; preds = %76, %42
  call void @llvm.dbg.value(metadata i64 %44, metadata !102, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32 %26, metadata !106, metadata !DIExpression()) #2, !dbg !93
  %40 = trunc i64 %44 to i32, !dbg !118
  %41 = icmp eq i32 %37, %40, !dbg !118
  br i1 %41, label %80, label %42, !dbg !118, !llvm.loop !122

42:                                               ; preds = %39, %29
  %43 = phi i64 [ %35, %29 ], [ %44, %39 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !102, metadata !DIExpression()) #2, !dbg !93
  %44 = add nsw i64 %43, 1, !dbg !124
  call void @llvm.dbg.value(metadata i64 %44, metadata !104, metadata !DIExpression()) #2, !dbg !93
  call void @llvm.dbg.value(metadata i32 1, metadata !110, metadata !DIExpression()) #2, !dbg !125
  call void @llvm.dbg.value(metadata i32 1, metadata !110, metadata !DIExpression()) #2, !dbg !125
  br i1 %32, label %45, label %39, !dbg !126

45:                                               ; preds = %42
  %46 = mul nsw i64 %43, %36
  %47 = add nsw i64 %43, 2
  %48 = mul nsw i64 %47, %36
  %49 = mul nsw i64 %44, %36
  br label %50, !dbg !126

50:                                               ; preds = %76, %45
  %51 = phi i64 [ 1, %45 ], [ %78, %76 ]
  call void @llvm.dbg.value(metadata i64 %51, metadata !110, metadata !DIExpression()) #2, !dbg !125
  %52 = add nsw i64 %51, %46, !dbg !127
  %53 = getelementptr inbounds double, double* %33, i64 %52, !dbg !128
  %54 = load double, double* %53, align 8, !dbg !128, !tbaa !41, !noalias !89
  %55 = add nsw i64 %51, %48, !dbg !129
  %56 = getelementptr inbounds double, double* %33, i64 %55, !dbg !130
  %57 = load double, double* %56, align 8, !dbg !130, !tbaa !41, !noalias !89
  %58 = fadd double %54, %57, !dbg !131
  %59 = add nsw i64 %51, %49, !dbg !132
  %60 = add nsw i64 %59, -1, !dbg !133
  %61 = getelementptr inbounds double, double* %33, i64 %60, !dbg !134
  %62 = load double, double* %61, align 8, !dbg !134, !tbaa !41, !noalias !89
  %63 = fadd double %58, %62, !dbg !135
  %64 = add nsw i64 %59, 1, !dbg !136
  %65 = getelementptr inbounds double, double* %33, i64 %64, !dbg !137
  %66 = load double, double* %65, align 8, !dbg !137, !tbaa !41, !noalias !89
  %67 = fadd double %63, %66, !dbg !138
  %68 = fmul double %67, 2.500000e-01, !dbg !139
  call void @llvm.dbg.value(metadata double %68, metadata !112, metadata !DIExpression()) #2, !dbg !140
  %69 = getelementptr inbounds double, double* %33, i64 %59, !dbg !141
  %70 = load double, double* %69, align 8, !dbg !141, !tbaa !41, !noalias !89
  %71 = fsub double %68, %70, !dbg !142
  %72 = call double @llvm.fabs.f64(double %71) #2, !dbg !143
  call void @llvm.dbg.value(metadata double %72, metadata !115, metadata !DIExpression()) #2, !dbg !140
  %73 = load double, double* %11, align 8, !dbg !144, !tbaa !41, !noalias !89
  call void @llvm.dbg.value(metadata double %73, metadata !109, metadata !DIExpression()) #2, !dbg !93
  %74 = fcmp ogt double %72, %73, !dbg !146
  br i1 %74, label %75, label %76, !dbg !147

75:                                               ; preds = %50
  call void @llvm.dbg.value(metadata double %72, metadata !109, metadata !DIExpression()) #2, !dbg !93
  store double %72, double* %11, align 8, !dbg !148, !tbaa !41, !noalias !89
  br label %76, !dbg !149

76:                                               ; preds = %75, %50
  %77 = getelementptr inbounds double, double* %34, i64 %59, !dbg !150
  store double %68, double* %77, align 8, !dbg !151, !tbaa !41, !noalias !89
  %78 = add nuw nsw i64 %51, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %78, metadata !110, metadata !DIExpression()) #2, !dbg !125
  %79 = icmp eq i64 %78, %38, !dbg !153
  br i1 %79, label %39, label %50, !dbg !126, !llvm.loop !154

80:                                               ; preds = %39, %17
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %23) #2, !dbg !123, !noalias !89
  %81 = bitcast [1 x i8*]* %12 to double**, !dbg !121
  store double* %11, double** %81, align 8, !dbg !121, !noalias !89
  %82 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @4, i32 %23, i32 1, i64 8, i8* nonnull %13, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !121, !noalias !89
  switch i32 %82, label %101 [
    i32 1, label %83
    i32 2, label %88
  ], !dbg !121

83:                                               ; preds = %80
  %84 = load double, double* %4, align 8, !dbg !120, !tbaa !41, !noalias !89
  %85 = load double, double* %11, align 8, !dbg !120, !tbaa !41, !noalias !89
  call void @llvm.dbg.value(metadata double %85, metadata !109, metadata !DIExpression()) #2, !dbg !93
  %86 = fcmp ogt double %84, %85, !dbg !156
  %87 = select i1 %86, double %84, double %85, !dbg !120
  store double %87, double* %4, align 8, !dbg !156, !tbaa !41, !noalias !89
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @4, i32 %23, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !121, !noalias !89
  br label %101, !dbg !121

88:                                               ; preds = %80
  %89 = bitcast double* %4 to i64*, !dbg !121
  %90 = load atomic i64, i64* %89 monotonic, align 8, !dbg !121, !tbaa !41, !noalias !89
  %91 = load double, double* %11, align 8, !tbaa !41, !noalias !89
  br label %92, !dbg !121

92:                                               ; preds = %92, %88
  %93 = phi i64 [ %90, %88 ], [ %99, %92 ], !dbg !121
  %94 = bitcast i64 %93 to double, !dbg !121
  call void @llvm.dbg.value(metadata double %91, metadata !109, metadata !DIExpression()) #2, !dbg !93
  %95 = fcmp olt double %91, %94, !dbg !156
  %96 = select i1 %95, double %94, double %91, !dbg !120
  %97 = bitcast double %96 to i64, !dbg !121
  %98 = cmpxchg i64* %89, i64 %93, i64 %97 monotonic monotonic, align 8, !dbg !121, !noalias !89
  %99 = extractvalue { i64, i1 } %98, 0, !dbg !121
  %100 = extractvalue { i64, i1 } %98, 1, !dbg !121
  br i1 %100, label %101, label %92, !dbg !121

101:                                              ; preds = %92, %83, %80
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #2, !dbg !121, !noalias !89
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #2, !dbg !121, !noalias !89
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #2, !dbg !121, !noalias !89
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !121, !noalias !89
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !121, !noalias !89
  br label %102, !dbg !121

102:                                              ; preds = %6, %101
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13), !dbg !157
  ret void, !dbg !92
}

; Function Attrs: nounwind
declare !callback !158 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !160 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !164, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i8** %1, metadata !165, metadata !DIExpression()), !dbg !180
  %7 = icmp sgt i32 %0, 1, !dbg !181
  br i1 %7, label %8, label %13, !dbg !182

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !183
  %10 = load i8*, i8** %9, align 8, !dbg !183, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %10, metadata !184, metadata !DIExpression()) #2, !dbg !192
  %11 = call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #2, !dbg !194
  %12 = trunc i64 %11 to i32, !dbg !195
  br label %13, !dbg !182

13:                                               ; preds = %2, %8
  %14 = phi i32 [ %12, %8 ], [ 80, %2 ], !dbg !182
  call void @llvm.dbg.value(metadata i32 %14, metadata !166, metadata !DIExpression()), !dbg !180
  %15 = icmp sgt i32 %0, 2, !dbg !196
  br i1 %15, label %16, label %21, !dbg !197

16:                                               ; preds = %13
  %17 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !198
  %18 = load i8*, i8** %17, align 8, !dbg !198, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %18, metadata !184, metadata !DIExpression()) #2, !dbg !199
  %19 = call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #2, !dbg !201
  %20 = trunc i64 %19 to i32, !dbg !202
  br label %21, !dbg !197

21:                                               ; preds = %13, %16
  %22 = phi i32 [ %20, %16 ], [ 10, %13 ], !dbg !197
  call void @llvm.dbg.value(metadata i32 %22, metadata !167, metadata !DIExpression()), !dbg !180
  %23 = sext i32 %14 to i64, !dbg !203
  %24 = shl nsw i64 %23, 3, !dbg !204
  %25 = mul i64 %24, %23, !dbg !205
  %26 = call noalias i8* @malloc(i64 noundef %25) #2, !dbg !206
  %27 = bitcast i8* %26 to double*, !dbg !206
  call void @llvm.dbg.value(metadata double* %27, metadata !168, metadata !DIExpression()), !dbg !180
  %28 = call noalias i8* @malloc(i64 noundef %25) #2, !dbg !207
  %29 = bitcast i8* %28 to double*, !dbg !207
  call void @llvm.dbg.value(metadata double* %29, metadata !169, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !170, metadata !DIExpression()), !dbg !208
  %30 = icmp sgt i32 %14, 0, !dbg !209
  br i1 %30, label %31, label %40, !dbg !210

31:                                               ; preds = %21
  %32 = sext i32 %14 to i64, !dbg !210
  %33 = zext i32 %14 to i64, !dbg !209
  %34 = zext i32 %14 to i64
  br label %35, !dbg !210

35:                                               ; preds = %31, %63
  %36 = phi i64 [ 0, %31 ], [ %64, %63 ]
  call void @llvm.dbg.value(metadata i64 %36, metadata !170, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i32 0, metadata !172, metadata !DIExpression()), !dbg !211
  %37 = icmp eq i64 %36, 0
  %38 = select i1 %37, double 1.000000e+02, double 0.000000e+00
  %39 = mul nsw i64 %36, %32
  br label %66, !dbg !212

40:                                               ; preds = %63, %21
  %41 = bitcast i32* %3 to i8*, !dbg !213
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %41), !dbg !213
  %42 = bitcast double** %4 to i8*, !dbg !213
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %42), !dbg !213
  %43 = bitcast double** %5 to i8*, !dbg !213
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %43), !dbg !213
  call void @llvm.dbg.value(metadata i32 %14, metadata !22, metadata !DIExpression()) #2, !dbg !213
  store i32 %14, i32* %3, align 4, !tbaa !33
  call void @llvm.dbg.value(metadata i32 %22, metadata !23, metadata !DIExpression()) #2, !dbg !213
  call void @llvm.dbg.value(metadata double* %27, metadata !24, metadata !DIExpression()) #2, !dbg !213
  %44 = bitcast double** %4 to i8**
  store i8* %26, i8** %44, align 8, !tbaa !37
  call void @llvm.dbg.value(metadata double* %29, metadata !25, metadata !DIExpression()) #2, !dbg !213
  %45 = bitcast double** %5 to i8**
  store i8* %28, i8** %45, align 8, !tbaa !37
  %46 = bitcast double* %6 to i8*, !dbg !215
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %46) #2, !dbg !215
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()) #2, !dbg !213
  store double 0.000000e+00, double* %6, align 8, !dbg !216, !tbaa !41
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()) #2, !dbg !217
  %47 = icmp sgt i32 %22, 0, !dbg !218
  br i1 %47, label %48, label %54, !dbg !219

48:                                               ; preds = %40, %48
  %49 = phi i32 [ %52, %48 ], [ 0, %40 ]
  call void @llvm.dbg.value(metadata i32 %49, metadata !27, metadata !DIExpression()) #2, !dbg !217
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()) #2, !dbg !213
  store double 0.000000e+00, double* %6, align 8, !dbg !220, !tbaa !41
  call void @llvm.dbg.value(metadata i32* %3, metadata !22, metadata !DIExpression(DW_OP_deref)) #2, !dbg !213
  call void @llvm.dbg.value(metadata double** %4, metadata !24, metadata !DIExpression(DW_OP_deref)) #2, !dbg !213
  call void @llvm.dbg.value(metadata double** %5, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !213
  call void @llvm.dbg.value(metadata double* %6, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !213
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @5, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, double** nonnull %4, double* nonnull %6, double** nonnull %5) #2, !dbg !221
  %50 = load double*, double** %4, align 8, !dbg !222, !tbaa !37
  call void @llvm.dbg.value(metadata double* %50, metadata !24, metadata !DIExpression()) #2, !dbg !213
  call void @llvm.dbg.value(metadata double* %50, metadata !29, metadata !DIExpression()) #2, !dbg !223
  %51 = load double*, double** %5, align 8, !dbg !224, !tbaa !37
  call void @llvm.dbg.value(metadata double* %51, metadata !25, metadata !DIExpression()) #2, !dbg !213
  call void @llvm.dbg.value(metadata double* %51, metadata !24, metadata !DIExpression()) #2, !dbg !213
  store double* %51, double** %4, align 8, !dbg !225, !tbaa !37
  call void @llvm.dbg.value(metadata double* %50, metadata !25, metadata !DIExpression()) #2, !dbg !213
  store double* %50, double** %5, align 8, !dbg !226, !tbaa !37
  %52 = add nuw nsw i32 %49, 1, !dbg !227
  call void @llvm.dbg.value(metadata i32 %52, metadata !27, metadata !DIExpression()) #2, !dbg !217
  %53 = icmp eq i32 %52, %22, !dbg !218
  br i1 %53, label %54, label %48, !dbg !219, !llvm.loop !228

54:                                               ; preds = %48, %40
  %55 = load double, double* %6, align 8, !dbg !230, !tbaa !41
  call void @llvm.dbg.value(metadata double %55, metadata !26, metadata !DIExpression()) #2, !dbg !213
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %46) #2, !dbg !231
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %41), !dbg !232
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %42), !dbg !232
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %43), !dbg !232
  call void @llvm.dbg.value(metadata double %55, metadata !175, metadata !DIExpression()), !dbg !180
  %56 = and i32 %22, 1, !dbg !233
  %57 = icmp eq i32 %56, 0, !dbg !233
  %58 = select i1 %57, double* %27, double* %29, !dbg !234
  call void @llvm.dbg.value(metadata double* %58, metadata !176, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !177, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 0, metadata !178, metadata !DIExpression()), !dbg !235
  %59 = mul i32 %14, %14
  call void @llvm.dbg.value(metadata i32 0, metadata !178, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !177, metadata !DIExpression()), !dbg !180
  %60 = icmp eq i32 %59, 0, !dbg !236
  br i1 %60, label %73, label %61, !dbg !238

61:                                               ; preds = %54
  %62 = zext i32 %59 to i64, !dbg !236
  br label %76, !dbg !238

63:                                               ; preds = %66
  %64 = add nuw nsw i64 %36, 1, !dbg !239
  call void @llvm.dbg.value(metadata i64 %64, metadata !170, metadata !DIExpression()), !dbg !208
  %65 = icmp eq i64 %64, %33, !dbg !209
  br i1 %65, label %40, label %35, !dbg !210, !llvm.loop !240

66:                                               ; preds = %35, %66
  %67 = phi i64 [ 0, %35 ], [ %71, %66 ]
  call void @llvm.dbg.value(metadata i64 %67, metadata !172, metadata !DIExpression()), !dbg !211
  %68 = add nsw i64 %67, %39, !dbg !242
  %69 = getelementptr inbounds double, double* %29, i64 %68, !dbg !244
  store double %38, double* %69, align 8, !dbg !245, !tbaa !41
  %70 = getelementptr inbounds double, double* %27, i64 %68, !dbg !246
  store double %38, double* %70, align 8, !dbg !247, !tbaa !41
  %71 = add nuw nsw i64 %67, 1, !dbg !248
  call void @llvm.dbg.value(metadata i64 %71, metadata !172, metadata !DIExpression()), !dbg !211
  %72 = icmp eq i64 %71, %34, !dbg !249
  br i1 %72, label %63, label %66, !dbg !212, !llvm.loop !250

73:                                               ; preds = %76, %54
  %74 = phi double [ 0.000000e+00, %54 ], [ %81, %76 ], !dbg !180
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), double noundef %55, double noundef %74), !dbg !252
  call void @free(i8* noundef %26) #2, !dbg !253
  call void @free(i8* noundef %28) #2, !dbg !254
  ret i32 0, !dbg !255

76:                                               ; preds = %61, %76
  %77 = phi i64 [ 0, %61 ], [ %82, %76 ]
  %78 = phi double [ 0.000000e+00, %61 ], [ %81, %76 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !178, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata double %78, metadata !177, metadata !DIExpression()), !dbg !180
  %79 = getelementptr inbounds double, double* %58, i64 %77, !dbg !256
  %80 = load double, double* %79, align 8, !dbg !256, !tbaa !41
  %81 = fadd double %78, %80, !dbg !257
  call void @llvm.dbg.value(metadata double %81, metadata !177, metadata !DIExpression()), !dbg !180
  %82 = add nuw nsw i64 %77, 1, !dbg !258
  call void @llvm.dbg.value(metadata i64 %82, metadata !178, metadata !DIExpression()), !dbg !235
  %83 = icmp eq i64 %82, %62, !dbg !236
  br i1 %83, label %73, label %76, !dbg !238, !llvm.loop !259
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #11

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #12 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_stencil_swap.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc4633e8c9a4cbae1cac4d509b2a9462")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"openmp", i32 50}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_jacobi", scope: !1, file: !1, line: 9, type: !17, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !3, !3, !20, !20}
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!21 = !{!22, !23, !24, !25, !26, !27, !29}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 9, type: !3)
!23 = !DILocalVariable(name: "steps", arg: 2, scope: !16, file: !1, line: 9, type: !3)
!24 = !DILocalVariable(name: "a", arg: 3, scope: !16, file: !1, line: 9, type: !20)
!25 = !DILocalVariable(name: "b", arg: 4, scope: !16, file: !1, line: 9, type: !20)
!26 = !DILocalVariable(name: "diff", scope: !16, file: !1, line: 11, type: !19)
!27 = !DILocalVariable(name: "t", scope: !28, file: !1, line: 12, type: !3)
!28 = distinct !DILexicalBlock(scope: !16, file: !1, line: 12, column: 3)
!29 = !DILocalVariable(name: "t2", scope: !30, file: !1, line: 24, type: !20)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 12, column: 35)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 12, column: 3)
!32 = !DILocation(line: 0, scope: !16)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !35, i64 0}
!39 = !DILocation(line: 11, column: 3, scope: !16)
!40 = !DILocation(line: 11, column: 10, scope: !16)
!41 = !{!42, !42, i64 0}
!42 = !{!"double", !35, i64 0}
!43 = !DILocation(line: 0, scope: !28)
!44 = !DILocation(line: 12, column: 21, scope: !31)
!45 = !DILocation(line: 12, column: 3, scope: !28)
!46 = !DILocation(line: 28, column: 10, scope: !16)
!47 = !DILocation(line: 29, column: 1, scope: !16)
!48 = !DILocation(line: 28, column: 3, scope: !16)
!49 = !DILocation(line: 13, column: 10, scope: !30)
!50 = !DILocation(line: 14, column: 1, scope: !30)
!51 = !DILocation(line: 24, column: 18, scope: !30)
!52 = !DILocation(line: 0, scope: !30)
!53 = !DILocation(line: 25, column: 9, scope: !30)
!54 = !DILocation(line: 25, column: 7, scope: !30)
!55 = !DILocation(line: 26, column: 7, scope: !30)
!56 = !DILocation(line: 12, column: 31, scope: !31)
!57 = distinct !{!57, !45, !58, !59, !60}
!58 = !DILocation(line: 27, column: 3, scope: !28)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !{!"llvm.loop.unroll.disable"}
!61 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 14, type: !62, scopeLine: 14, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{}
!64 = !{!65, !66}
!65 = !DILocalVariable(arg: 1, scope: !61, type: !7, flags: DIFlagArtificial)
!66 = !DILocalVariable(arg: 2, scope: !61, type: !7, flags: DIFlagArtificial)
!67 = !DILocation(line: 0, scope: !61)
!68 = !DILocation(line: 14, column: 64, scope: !61)
!69 = !DILocation(line: 14, column: 59, scope: !61)
!70 = !DILocation(line: 14, column: 53, scope: !61)
!71 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 14, type: !72, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !81)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !74, !74, !78, !79, !80, !79}
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!78 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!81 = !{!82, !83, !84, !85, !86, !87}
!82 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !71, type: !74, flags: DIFlagArtificial)
!83 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !71, type: !74, flags: DIFlagArtificial)
!84 = !DILocalVariable(name: "n", arg: 3, scope: !71, type: !78, flags: DIFlagArtificial)
!85 = !DILocalVariable(name: "a", arg: 4, scope: !71, type: !79, flags: DIFlagArtificial)
!86 = !DILocalVariable(name: "diff", arg: 5, scope: !71, type: !80, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: "b", arg: 6, scope: !71, type: !79, flags: DIFlagArtificial)
!88 = !DILocation(line: 0, scope: !71)
!89 = !{!90}
!90 = distinct !{!90, !91, !".omp_outlined._debug__: argument 0"}
!91 = distinct !{!91, !".omp_outlined._debug__"}
!92 = !DILocation(line: 14, column: 1, scope: !71)
!93 = !DILocation(line: 0, scope: !94, inlinedAt: !116)
!94 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 15, type: !72, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!95 = !{!96, !97, !98, !99, !100, !101, !102, !103, !103, !104, !105, !106, !107, !108, !109, !104, !110, !112, !115}
!96 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !94, type: !74, flags: DIFlagArtificial)
!97 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !94, type: !74, flags: DIFlagArtificial)
!98 = !DILocalVariable(name: "n", arg: 3, scope: !94, file: !1, line: 9, type: !78)
!99 = !DILocalVariable(name: "a", arg: 4, scope: !94, file: !1, line: 9, type: !79)
!100 = !DILocalVariable(name: "diff", arg: 5, scope: !94, file: !1, line: 11, type: !80)
!101 = !DILocalVariable(name: "b", arg: 6, scope: !94, file: !1, line: 9, type: !79)
!102 = !DILocalVariable(name: ".omp.iv", scope: !94, type: !3, flags: DIFlagArtificial)
!103 = !DILocalVariable(name: ".capture_expr.", scope: !94, type: !3, flags: DIFlagArtificial)
!104 = !DILocalVariable(name: "i", scope: !94, type: !3, flags: DIFlagArtificial)
!105 = !DILocalVariable(name: ".omp.lb", scope: !94, type: !3, flags: DIFlagArtificial)
!106 = !DILocalVariable(name: ".omp.ub", scope: !94, type: !3, flags: DIFlagArtificial)
!107 = !DILocalVariable(name: ".omp.stride", scope: !94, type: !3, flags: DIFlagArtificial)
!108 = !DILocalVariable(name: ".omp.is_last", scope: !94, type: !3, flags: DIFlagArtificial)
!109 = !DILocalVariable(name: "diff", scope: !94, type: !19, flags: DIFlagArtificial)
!110 = !DILocalVariable(name: "j", scope: !111, file: !1, line: 16, type: !3)
!111 = distinct !DILexicalBlock(scope: !94, file: !1, line: 16, column: 7)
!112 = !DILocalVariable(name: "v", scope: !113, file: !1, line: 17, type: !19)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 16, column: 39)
!114 = distinct !DILexicalBlock(scope: !111, file: !1, line: 16, column: 7)
!115 = !DILocalVariable(name: "d", scope: !113, file: !1, line: 19, type: !19)
!116 = distinct !DILocation(line: 14, column: 1, scope: !71)
!117 = !DILocation(line: 15, column: 25, scope: !94, inlinedAt: !116)
!118 = !DILocation(line: 15, column: 5, scope: !94, inlinedAt: !116)
!119 = !DILocation(line: 15, column: 10, scope: !94, inlinedAt: !116)
!120 = !DILocation(line: 14, column: 59, scope: !94, inlinedAt: !116)
!121 = !DILocation(line: 14, column: 1, scope: !94, inlinedAt: !116)
!122 = distinct !{!122, !121, !123}
!123 = !DILocation(line: 14, column: 64, scope: !94, inlinedAt: !116)
!124 = !DILocation(line: 15, column: 32, scope: !94, inlinedAt: !116)
!125 = !DILocation(line: 0, scope: !111, inlinedAt: !116)
!126 = !DILocation(line: 16, column: 7, scope: !111, inlinedAt: !116)
!127 = !DILocation(line: 17, column: 42, scope: !113, inlinedAt: !116)
!128 = !DILocation(line: 17, column: 28, scope: !113, inlinedAt: !116)
!129 = !DILocation(line: 17, column: 63, scope: !113, inlinedAt: !116)
!130 = !DILocation(line: 17, column: 49, scope: !113, inlinedAt: !116)
!131 = !DILocation(line: 17, column: 47, scope: !113, inlinedAt: !116)
!132 = !DILocation(line: 18, column: 36, scope: !113, inlinedAt: !116)
!133 = !DILocation(line: 18, column: 40, scope: !113, inlinedAt: !116)
!134 = !DILocation(line: 18, column: 28, scope: !113, inlinedAt: !116)
!135 = !DILocation(line: 17, column: 68, scope: !113, inlinedAt: !116)
!136 = !DILocation(line: 18, column: 59, scope: !113, inlinedAt: !116)
!137 = !DILocation(line: 18, column: 47, scope: !113, inlinedAt: !116)
!138 = !DILocation(line: 18, column: 45, scope: !113, inlinedAt: !116)
!139 = !DILocation(line: 17, column: 25, scope: !113, inlinedAt: !116)
!140 = !DILocation(line: 0, scope: !113, inlinedAt: !116)
!141 = !DILocation(line: 19, column: 29, scope: !113, inlinedAt: !116)
!142 = !DILocation(line: 19, column: 27, scope: !113, inlinedAt: !116)
!143 = !DILocation(line: 19, column: 20, scope: !113, inlinedAt: !116)
!144 = !DILocation(line: 20, column: 17, scope: !145, inlinedAt: !116)
!145 = distinct !DILexicalBlock(scope: !113, file: !1, line: 20, column: 13)
!146 = !DILocation(line: 20, column: 15, scope: !145, inlinedAt: !116)
!147 = !DILocation(line: 20, column: 13, scope: !113, inlinedAt: !116)
!148 = !DILocation(line: 21, column: 16, scope: !145, inlinedAt: !116)
!149 = !DILocation(line: 21, column: 11, scope: !145, inlinedAt: !116)
!150 = !DILocation(line: 22, column: 9, scope: !113, inlinedAt: !116)
!151 = !DILocation(line: 22, column: 22, scope: !113, inlinedAt: !116)
!152 = !DILocation(line: 16, column: 35, scope: !114, inlinedAt: !116)
!153 = !DILocation(line: 16, column: 25, scope: !114, inlinedAt: !116)
!154 = distinct !{!154, !126, !155, !59, !60}
!155 = !DILocation(line: 23, column: 7, scope: !111, inlinedAt: !116)
!156 = !DILocation(line: 14, column: 53, scope: !94, inlinedAt: !116)
!157 = !DILocation(line: 23, column: 7, scope: !94, inlinedAt: !116)
!158 = !{!159}
!159 = !{i64 2, i64 -1, i64 -1, i1 true}
!160 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !161, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{!3, !3, !4}
!163 = !{!164, !165, !166, !167, !168, !169, !170, !172, !175, !176, !177, !178}
!164 = !DILocalVariable(name: "argc", arg: 1, scope: !160, file: !1, line: 31, type: !3)
!165 = !DILocalVariable(name: "argv", arg: 2, scope: !160, file: !1, line: 31, type: !4)
!166 = !DILocalVariable(name: "n", scope: !160, file: !1, line: 33, type: !3)
!167 = !DILocalVariable(name: "steps", scope: !160, file: !1, line: 34, type: !3)
!168 = !DILocalVariable(name: "a", scope: !160, file: !1, line: 35, type: !20)
!169 = !DILocalVariable(name: "b", scope: !160, file: !1, line: 35, type: !20)
!170 = !DILocalVariable(name: "i", scope: !171, file: !1, line: 36, type: !3)
!171 = distinct !DILexicalBlock(scope: !160, file: !1, line: 36, column: 3)
!172 = !DILocalVariable(name: "j", scope: !173, file: !1, line: 37, type: !3)
!173 = distinct !DILexicalBlock(scope: !174, file: !1, line: 37, column: 5)
!174 = distinct !DILexicalBlock(scope: !171, file: !1, line: 36, column: 3)
!175 = !DILocalVariable(name: "diff", scope: !160, file: !1, line: 39, type: !19)
!176 = !DILocalVariable(name: "r", scope: !160, file: !1, line: 40, type: !20)
!177 = !DILocalVariable(name: "s", scope: !160, file: !1, line: 41, type: !19)
!178 = !DILocalVariable(name: "i", scope: !179, file: !1, line: 42, type: !3)
!179 = distinct !DILexicalBlock(scope: !160, file: !1, line: 42, column: 3)
!180 = !DILocation(line: 0, scope: !160)
!181 = !DILocation(line: 33, column: 16, scope: !160)
!182 = !DILocation(line: 33, column: 11, scope: !160)
!183 = !DILocation(line: 33, column: 27, scope: !160)
!184 = !DILocalVariable(name: "__nptr", arg: 1, scope: !185, file: !186, line: 362, type: !189)
!185 = distinct !DISubprogram(name: "atoi", scope: !186, file: !186, line: 362, type: !187, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !191)
!186 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!187 = !DISubroutineType(types: !188)
!188 = !{!3, !189}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!191 = !{!184}
!192 = !DILocation(line: 0, scope: !185, inlinedAt: !193)
!193 = distinct !DILocation(line: 33, column: 22, scope: !160)
!194 = !DILocation(line: 364, column: 16, scope: !185, inlinedAt: !193)
!195 = !DILocation(line: 364, column: 10, scope: !185, inlinedAt: !193)
!196 = !DILocation(line: 34, column: 20, scope: !160)
!197 = !DILocation(line: 34, column: 15, scope: !160)
!198 = !DILocation(line: 34, column: 31, scope: !160)
!199 = !DILocation(line: 0, scope: !185, inlinedAt: !200)
!200 = distinct !DILocation(line: 34, column: 26, scope: !160)
!201 = !DILocation(line: 364, column: 16, scope: !185, inlinedAt: !200)
!202 = !DILocation(line: 364, column: 10, scope: !185, inlinedAt: !200)
!203 = !DILocation(line: 35, column: 39, scope: !160)
!204 = !DILocation(line: 35, column: 37, scope: !160)
!205 = !DILocation(line: 35, column: 41, scope: !160)
!206 = !DILocation(line: 35, column: 15, scope: !160)
!207 = !DILocation(line: 35, column: 52, scope: !160)
!208 = !DILocation(line: 0, scope: !171)
!209 = !DILocation(line: 36, column: 21, scope: !174)
!210 = !DILocation(line: 36, column: 3, scope: !171)
!211 = !DILocation(line: 0, scope: !173)
!212 = !DILocation(line: 37, column: 5, scope: !173)
!213 = !DILocation(line: 0, scope: !16, inlinedAt: !214)
!214 = distinct !DILocation(line: 39, column: 17, scope: !160)
!215 = !DILocation(line: 11, column: 3, scope: !16, inlinedAt: !214)
!216 = !DILocation(line: 11, column: 10, scope: !16, inlinedAt: !214)
!217 = !DILocation(line: 0, scope: !28, inlinedAt: !214)
!218 = !DILocation(line: 12, column: 21, scope: !31, inlinedAt: !214)
!219 = !DILocation(line: 12, column: 3, scope: !28, inlinedAt: !214)
!220 = !DILocation(line: 13, column: 10, scope: !30, inlinedAt: !214)
!221 = !DILocation(line: 14, column: 1, scope: !30, inlinedAt: !214)
!222 = !DILocation(line: 24, column: 18, scope: !30, inlinedAt: !214)
!223 = !DILocation(line: 0, scope: !30, inlinedAt: !214)
!224 = !DILocation(line: 25, column: 9, scope: !30, inlinedAt: !214)
!225 = !DILocation(line: 25, column: 7, scope: !30, inlinedAt: !214)
!226 = !DILocation(line: 26, column: 7, scope: !30, inlinedAt: !214)
!227 = !DILocation(line: 12, column: 31, scope: !31, inlinedAt: !214)
!228 = distinct !{!228, !219, !229, !59, !60}
!229 = !DILocation(line: 27, column: 3, scope: !28, inlinedAt: !214)
!230 = !DILocation(line: 28, column: 10, scope: !16, inlinedAt: !214)
!231 = !DILocation(line: 29, column: 1, scope: !16, inlinedAt: !214)
!232 = !DILocation(line: 28, column: 3, scope: !16, inlinedAt: !214)
!233 = !DILocation(line: 40, column: 21, scope: !160)
!234 = !DILocation(line: 40, column: 15, scope: !160)
!235 = !DILocation(line: 0, scope: !179)
!236 = !DILocation(line: 42, column: 21, scope: !237)
!237 = distinct !DILexicalBlock(scope: !179, file: !1, line: 42, column: 3)
!238 = !DILocation(line: 42, column: 3, scope: !179)
!239 = !DILocation(line: 36, column: 27, scope: !174)
!240 = distinct !{!240, !210, !241, !59, !60}
!241 = !DILocation(line: 38, column: 56, scope: !171)
!242 = !DILocation(line: 38, column: 30, scope: !243)
!243 = distinct !DILexicalBlock(scope: !173, file: !1, line: 37, column: 5)
!244 = !DILocation(line: 38, column: 22, scope: !243)
!245 = !DILocation(line: 38, column: 35, scope: !243)
!246 = !DILocation(line: 38, column: 7, scope: !243)
!247 = !DILocation(line: 38, column: 20, scope: !243)
!248 = !DILocation(line: 37, column: 29, scope: !243)
!249 = !DILocation(line: 37, column: 23, scope: !243)
!250 = distinct !{!250, !212, !251, !59, !60}
!251 = !DILocation(line: 38, column: 56, scope: !173)
!252 = !DILocation(line: 44, column: 3, scope: !160)
!253 = !DILocation(line: 45, column: 3, scope: !160)
!254 = !DILocation(line: 46, column: 3, scope: !160)
!255 = !DILocation(line: 48, column: 1, scope: !160)
!256 = !DILocation(line: 43, column: 10, scope: !237)
!257 = !DILocation(line: 43, column: 7, scope: !237)
!258 = !DILocation(line: 42, column: 31, scope: !237)
!259 = distinct !{!259, !238, !260, !59, !60}
!260 = !DILocation(line: 43, column: 13, scope: !179)
