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
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !40
  %10 = icmp sgt i32 %1, 0, !dbg !41
  br i1 %10, label %15, label %13, !dbg !42

11:                                               ; preds = %15
  %12 = load double, double* %8, align 8, !dbg !43, !tbaa !44
  br label %13, !dbg !43

13:                                               ; preds = %11, %4
  %14 = phi double [ %12, %11 ], [ 0.000000e+00, %4 ], !dbg !43
  call void @llvm.dbg.value(metadata double %14, metadata !26, metadata !DIExpression()), !dbg !32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #2, !dbg !46
  ret double %14, !dbg !47

15:                                               ; preds = %4, %15
  %16 = phi i32 [ %19, %15 ], [ 0, %4 ]
  call void @llvm.dbg.value(metadata i32 %16, metadata !27, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()), !dbg !32
  store double 0.000000e+00, double* %8, align 8, !dbg !48, !tbaa !44
  call void @llvm.dbg.value(metadata i32* %5, metadata !22, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @llvm.dbg.value(metadata double** %6, metadata !24, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @llvm.dbg.value(metadata double** %7, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @llvm.dbg.value(metadata double* %8, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @5, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %5, double** nonnull %6, double* nonnull %8, double** nonnull %7), !dbg !49
  %17 = load double*, double** %6, align 8, !dbg !50, !tbaa !37
  call void @llvm.dbg.value(metadata double* %17, metadata !24, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double* %17, metadata !29, metadata !DIExpression()), !dbg !51
  %18 = load double*, double** %7, align 8, !dbg !52, !tbaa !37
  call void @llvm.dbg.value(metadata double* %18, metadata !25, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata double* %18, metadata !24, metadata !DIExpression()), !dbg !32
  store double* %18, double** %6, align 8, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata double* %17, metadata !25, metadata !DIExpression()), !dbg !32
  store double* %17, double** %7, align 8, !dbg !54, !tbaa !37
  %19 = add nuw nsw i32 %16, 1, !dbg !55
  call void @llvm.dbg.value(metadata i32 %19, metadata !27, metadata !DIExpression()), !dbg !40
  %20 = icmp eq i32 %19, %1, !dbg !41
  br i1 %20, label %11, label %15, !dbg !42, !llvm.loop !56
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
define internal void @.omp.reduction.reduction_func(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !59 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !63, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i8* %1, metadata !64, metadata !DIExpression()), !dbg !65
  %3 = bitcast i8* %1 to double**, !dbg !66
  %4 = load double*, double** %3, align 8, !dbg !66
  %5 = bitcast i8* %0 to double**, !dbg !66
  %6 = load double*, double** %5, align 8, !dbg !66
  %7 = load double, double* %6, align 8, !dbg !67, !tbaa !44
  %8 = load double, double* %4, align 8, !dbg !67, !tbaa !44
  %9 = fcmp ogt double %7, %8, !dbg !68
  %10 = select i1 %9, double %7, double %8, !dbg !67
  store double %10, double* %6, align 8, !dbg !68, !tbaa !44
  ret void, !dbg !67
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, double* nocapture noundef nonnull align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #6 !dbg !69 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca [1 x i8*], align 8
  call void @llvm.dbg.value(metadata i32* %0, metadata !80, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32* %1, metadata !81, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32* %2, metadata !82, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double** %3, metadata !83, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double* %4, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double** %5, metadata !85, metadata !DIExpression()), !dbg !86
  tail call void @llvm.experimental.noalias.scope.decl(metadata !87), !dbg !90
  %13 = bitcast [1 x i8*]* %12 to i8*, !dbg !91
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13), !dbg !91
  call void @llvm.dbg.value(metadata i32* %0, metadata !94, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32* undef, metadata !95, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32* %2, metadata !96, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata double** %3, metadata !97, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata double* %4, metadata !98, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata double** %5, metadata !99, metadata !DIExpression()) #2, !dbg !91
  %14 = load i32, i32* %2, align 4, !dbg !115, !tbaa !33, !noalias !87
  call void @llvm.dbg.value(metadata i32 %14, metadata !101, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #2, !dbg !91
  %15 = add nsw i32 %14, -3, !dbg !116
  call void @llvm.dbg.value(metadata i32 %15, metadata !101, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32 1, metadata !102, metadata !DIExpression()) #2, !dbg !91
  %16 = icmp sgt i32 %14, 2, !dbg !116
  br i1 %16, label %17, label %102, !dbg !116

17:                                               ; preds = %6
  %18 = bitcast i32* %7 to i8*, !dbg !116
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !116, !noalias !87
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()) #2, !dbg !91
  store i32 0, i32* %7, align 4, !dbg !117, !tbaa !33, !noalias !87
  %19 = bitcast i32* %8 to i8*, !dbg !116
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !116, !noalias !87
  call void @llvm.dbg.value(metadata i32 %15, metadata !104, metadata !DIExpression()) #2, !dbg !91
  store i32 %15, i32* %8, align 4, !dbg !117, !tbaa !33, !noalias !87
  %20 = bitcast i32* %9 to i8*, !dbg !116
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #2, !dbg !116, !noalias !87
  call void @llvm.dbg.value(metadata i32 1, metadata !105, metadata !DIExpression()) #2, !dbg !91
  store i32 1, i32* %9, align 4, !dbg !117, !tbaa !33, !noalias !87
  %21 = bitcast i32* %10 to i8*, !dbg !116
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21) #2, !dbg !116, !noalias !87
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()) #2, !dbg !91
  store i32 0, i32* %10, align 4, !dbg !117, !tbaa !33, !noalias !87
  %22 = bitcast double* %11 to i8*, !dbg !116
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #2, !dbg !116, !noalias !87
  call void @llvm.dbg.value(metadata double 0xFFEFFFFFFFFFFFFF, metadata !107, metadata !DIExpression()) #2, !dbg !91
  store double 0xFFEFFFFFFFFFFFFF, double* %11, align 8, !dbg !118, !tbaa !44, !noalias !87
  %23 = load i32, i32* %0, align 4, !dbg !116, !tbaa !33, !alias.scope !87
  call void @llvm.dbg.value(metadata i32* %7, metadata !103, metadata !DIExpression(DW_OP_deref)) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32* %8, metadata !104, metadata !DIExpression(DW_OP_deref)) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32* %9, metadata !105, metadata !DIExpression(DW_OP_deref)) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32* %10, metadata !106, metadata !DIExpression(DW_OP_deref)) #2, !dbg !91
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %23, i32 34, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9, i32 1, i32 1) #2, !dbg !119, !noalias !87
  %24 = load i32, i32* %8, align 4, !dbg !117, !tbaa !33, !noalias !87
  call void @llvm.dbg.value(metadata i32 %24, metadata !104, metadata !DIExpression()) #2, !dbg !91
  %25 = icmp sgt i32 %24, %15, !dbg !117
  %26 = select i1 %25, i32 %15, i32 %24, !dbg !117
  call void @llvm.dbg.value(metadata i32 %26, metadata !104, metadata !DIExpression()) #2, !dbg !91
  store i32 %26, i32* %8, align 4, !dbg !117, !tbaa !33, !noalias !87
  %27 = load i32, i32* %7, align 4, !dbg !117, !tbaa !33, !noalias !87
  call void @llvm.dbg.value(metadata i32 %27, metadata !103, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32 %27, metadata !100, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32 %26, metadata !104, metadata !DIExpression()) #2, !dbg !91
  %28 = icmp sgt i32 %27, %26, !dbg !116
  br i1 %28, label %80, label %29, !dbg !116

29:                                               ; preds = %17
  %30 = load i32, i32* %2, align 4, !tbaa !33, !noalias !87
  %31 = add i32 %30, -1
  %32 = icmp sgt i32 %30, 2
  %33 = load double*, double** %3, align 8, !noalias !87
  %34 = load double*, double** %5, align 8, !noalias !87
  %35 = sext i32 %27 to i64, !dbg !116
  %36 = sext i32 %30 to i64, !dbg !116
  %37 = add nsw i32 %26, 1, !dbg !116
  %38 = zext i32 %31 to i64
  br label %42, !dbg !116

39:                                               ; preds = %76, %42
  call void @llvm.dbg.value(metadata i64 %44, metadata !100, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32 %26, metadata !104, metadata !DIExpression()) #2, !dbg !91
  %40 = trunc i64 %44 to i32, !dbg !116
  %41 = icmp eq i32 %37, %40, !dbg !116
  br i1 %41, label %80, label %42, !dbg !116, !llvm.loop !120

42:                                               ; preds = %39, %29
  %43 = phi i64 [ %35, %29 ], [ %44, %39 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !100, metadata !DIExpression()) #2, !dbg !91
  %44 = add nsw i64 %43, 1, !dbg !122
  call void @llvm.dbg.value(metadata i64 %44, metadata !102, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32 1, metadata !108, metadata !DIExpression()) #2, !dbg !123
  br i1 %32, label %45, label %39, !dbg !124

45:                                               ; preds = %42
  %46 = mul nsw i64 %43, %36
  %47 = add nsw i64 %43, 2
  %48 = mul nsw i64 %47, %36
  %49 = mul nsw i64 %44, %36
  br label %50, !dbg !124

50:                                               ; preds = %76, %45
  %51 = phi i64 [ 1, %45 ], [ %78, %76 ]
  call void @llvm.dbg.value(metadata i64 %51, metadata !108, metadata !DIExpression()) #2, !dbg !123
  %52 = add nsw i64 %51, %46, !dbg !125
  %53 = getelementptr inbounds double, double* %33, i64 %52, !dbg !126
  %54 = load double, double* %53, align 8, !dbg !126, !tbaa !44, !noalias !87
  %55 = add nsw i64 %51, %48, !dbg !127
  %56 = getelementptr inbounds double, double* %33, i64 %55, !dbg !128
  %57 = load double, double* %56, align 8, !dbg !128, !tbaa !44, !noalias !87
  %58 = fadd double %54, %57, !dbg !129
  %59 = add nsw i64 %51, %49, !dbg !130
  %60 = add nsw i64 %59, -1, !dbg !131
  %61 = getelementptr inbounds double, double* %33, i64 %60, !dbg !132
  %62 = load double, double* %61, align 8, !dbg !132, !tbaa !44, !noalias !87
  %63 = fadd double %58, %62, !dbg !133
  %64 = add nsw i64 %59, 1, !dbg !134
  %65 = getelementptr inbounds double, double* %33, i64 %64, !dbg !135
  %66 = load double, double* %65, align 8, !dbg !135, !tbaa !44, !noalias !87
  %67 = fadd double %63, %66, !dbg !136
  %68 = fmul double %67, 2.500000e-01, !dbg !137
  call void @llvm.dbg.value(metadata double %68, metadata !110, metadata !DIExpression()) #2, !dbg !138
  %69 = getelementptr inbounds double, double* %33, i64 %59, !dbg !139
  %70 = load double, double* %69, align 8, !dbg !139, !tbaa !44, !noalias !87
  %71 = fsub double %68, %70, !dbg !140
  %72 = call double @llvm.fabs.f64(double %71) #2, !dbg !141
  call void @llvm.dbg.value(metadata double %72, metadata !113, metadata !DIExpression()) #2, !dbg !138
  %73 = load double, double* %11, align 8, !dbg !142, !tbaa !44, !noalias !87
  call void @llvm.dbg.value(metadata double %73, metadata !107, metadata !DIExpression()) #2, !dbg !91
  %74 = fcmp ogt double %72, %73, !dbg !144
  br i1 %74, label %75, label %76, !dbg !145

75:                                               ; preds = %50
  call void @llvm.dbg.value(metadata double %72, metadata !107, metadata !DIExpression()) #2, !dbg !91
  store double %72, double* %11, align 8, !dbg !146, !tbaa !44, !noalias !87
  br label %76, !dbg !147

76:                                               ; preds = %75, %50
  %77 = getelementptr inbounds double, double* %34, i64 %59, !dbg !148
  store double %68, double* %77, align 8, !dbg !149, !tbaa !44, !noalias !87
  %78 = add nuw nsw i64 %51, 1, !dbg !150
  call void @llvm.dbg.value(metadata i64 %78, metadata !108, metadata !DIExpression()) #2, !dbg !123
  %79 = icmp eq i64 %78, %38, !dbg !151
  br i1 %79, label %39, label %50, !dbg !124, !llvm.loop !152

80:                                               ; preds = %39, %17
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %23) #2, !dbg !121, !noalias !87
  %81 = bitcast [1 x i8*]* %12 to double**, !dbg !119
  store double* %11, double** %81, align 8, !dbg !119, !noalias !87
  %82 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @4, i32 %23, i32 1, i64 8, i8* nonnull %13, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !119, !noalias !87
  switch i32 %82, label %101 [
    i32 1, label %83
    i32 2, label %88
  ], !dbg !119

83:                                               ; preds = %80
  %84 = load double, double* %4, align 8, !dbg !118, !tbaa !44, !noalias !87
  %85 = load double, double* %11, align 8, !dbg !118, !tbaa !44, !noalias !87
  call void @llvm.dbg.value(metadata double %85, metadata !107, metadata !DIExpression()) #2, !dbg !91
  %86 = fcmp ogt double %84, %85, !dbg !154
  %87 = select i1 %86, double %84, double %85, !dbg !118
  store double %87, double* %4, align 8, !dbg !154, !tbaa !44, !noalias !87
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @4, i32 %23, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !119, !noalias !87
  br label %101, !dbg !119

88:                                               ; preds = %80
  %89 = bitcast double* %4 to i64*, !dbg !119
  %90 = load atomic i64, i64* %89 monotonic, align 8, !dbg !119, !tbaa !44, !noalias !87
  %91 = load double, double* %11, align 8, !tbaa !44, !noalias !87
  br label %92, !dbg !119

92:                                               ; preds = %92, %88
  %93 = phi i64 [ %90, %88 ], [ %99, %92 ], !dbg !119
  %94 = bitcast i64 %93 to double, !dbg !119
  call void @llvm.dbg.value(metadata double %91, metadata !107, metadata !DIExpression()) #2, !dbg !91
  %95 = fcmp olt double %91, %94, !dbg !154
  %96 = select i1 %95, double %94, double %91, !dbg !118
  %97 = bitcast double %96 to i64, !dbg !119
  %98 = cmpxchg i64* %89, i64 %93, i64 %97 monotonic monotonic, align 8, !dbg !119, !noalias !87
  %99 = extractvalue { i64, i1 } %98, 0, !dbg !119
  %100 = extractvalue { i64, i1 } %98, 1, !dbg !119
  br i1 %100, label %101, label %92, !dbg !119

101:                                              ; preds = %92, %83, %80
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #2, !dbg !119, !noalias !87
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #2, !dbg !119, !noalias !87
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #2, !dbg !119, !noalias !87
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !119, !noalias !87
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !119, !noalias !87
  br label %102, !dbg !119

102:                                              ; preds = %6, %101
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13), !dbg !155
  ret void, !dbg !90
}

; Function Attrs: nounwind
declare !callback !156 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !158 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !162, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i8** %1, metadata !163, metadata !DIExpression()), !dbg !178
  %7 = icmp sgt i32 %0, 1, !dbg !179
  br i1 %7, label %8, label %19, !dbg !180

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !181
  %10 = load i8*, i8** %9, align 8, !dbg !181, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %10, metadata !182, metadata !DIExpression()) #2, !dbg !190
  %11 = tail call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #2, !dbg !192
  %12 = trunc i64 %11 to i32, !dbg !193
  call void @llvm.dbg.value(metadata i32 %12, metadata !164, metadata !DIExpression()), !dbg !178
  %13 = icmp eq i32 %0, 2, !dbg !194
  br i1 %13, label %19, label %14, !dbg !195

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !196
  %16 = load i8*, i8** %15, align 8, !dbg !196, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %16, metadata !182, metadata !DIExpression()) #2, !dbg !197
  %17 = tail call i64 @strtol(i8* nocapture noundef nonnull %16, i8** noundef null, i32 noundef 10) #2, !dbg !199
  %18 = trunc i64 %17 to i32, !dbg !200
  br label %19, !dbg !195

19:                                               ; preds = %2, %8, %14
  %20 = phi i32 [ %12, %14 ], [ %12, %8 ], [ 80, %2 ]
  %21 = phi i32 [ %18, %14 ], [ 10, %8 ], [ 10, %2 ], !dbg !195
  call void @llvm.dbg.value(metadata i32 %21, metadata !165, metadata !DIExpression()), !dbg !178
  %22 = sext i32 %20 to i64, !dbg !201
  %23 = shl nsw i64 %22, 3, !dbg !202
  %24 = mul i64 %23, %22, !dbg !203
  %25 = tail call noalias i8* @malloc(i64 noundef %24) #2, !dbg !204
  %26 = bitcast i8* %25 to double*, !dbg !204
  call void @llvm.dbg.value(metadata double* %26, metadata !166, metadata !DIExpression()), !dbg !178
  %27 = tail call noalias i8* @malloc(i64 noundef %24) #2, !dbg !205
  %28 = bitcast i8* %27 to double*, !dbg !205
  call void @llvm.dbg.value(metadata double* %28, metadata !167, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !168, metadata !DIExpression()), !dbg !206
  %29 = icmp sgt i32 %20, 0, !dbg !207
  br i1 %29, label %30, label %118, !dbg !208

30:                                               ; preds = %19
  %31 = zext i32 %20 to i64, !dbg !207
  %32 = and i64 %31, 4294967292, !dbg !208
  %33 = add nsw i64 %32, -4, !dbg !208
  %34 = lshr exact i64 %33, 2, !dbg !208
  %35 = add nuw nsw i64 %34, 1, !dbg !208
  %36 = icmp ult i32 %20, 4
  %37 = and i64 %31, 4294967292
  %38 = and i64 %35, 3
  %39 = icmp ult i64 %33, 12
  %40 = and i64 %35, 9223372036854775804
  %41 = icmp eq i64 %38, 0
  %42 = icmp eq i64 %37, %31
  br label %43, !dbg !208

43:                                               ; preds = %148, %30
  %44 = phi i64 [ 0, %30 ], [ %149, %148 ]
  call void @llvm.dbg.value(metadata i64 %44, metadata !168, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32 0, metadata !170, metadata !DIExpression()), !dbg !209
  %45 = icmp eq i64 %44, 0
  %46 = select i1 %45, double 1.000000e+02, double 0.000000e+00
  %47 = mul nsw i64 %44, %22
  br i1 %36, label %116, label %48, !dbg !210

48:                                               ; preds = %43
  %49 = insertelement <2 x double> poison, double %46, i64 0, !dbg !210
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !210
  %51 = insertelement <2 x double> poison, double %46, i64 0, !dbg !210
  %52 = shufflevector <2 x double> %51, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !210
  br i1 %39, label %98, label %53, !dbg !210

53:                                               ; preds = %48, %53
  %54 = phi i64 [ %95, %53 ], [ 0, %48 ], !dbg !211
  %55 = phi i64 [ %96, %53 ], [ 0, %48 ]
  %56 = add nsw i64 %54, %47, !dbg !211
  %57 = getelementptr inbounds double, double* %28, i64 %56, !dbg !211
  %58 = bitcast double* %57 to <2 x double>*, !dbg !213
  store <2 x double> %50, <2 x double>* %58, align 8, !dbg !213, !tbaa !44
  %59 = getelementptr inbounds double, double* %57, i64 2, !dbg !213
  %60 = bitcast double* %59 to <2 x double>*, !dbg !213
  store <2 x double> %52, <2 x double>* %60, align 8, !dbg !213, !tbaa !44
  %61 = getelementptr inbounds double, double* %26, i64 %56, !dbg !211
  %62 = bitcast double* %61 to <2 x double>*, !dbg !214
  store <2 x double> %50, <2 x double>* %62, align 8, !dbg !214, !tbaa !44
  %63 = getelementptr inbounds double, double* %61, i64 2, !dbg !214
  %64 = bitcast double* %63 to <2 x double>*, !dbg !214
  store <2 x double> %52, <2 x double>* %64, align 8, !dbg !214, !tbaa !44
  %65 = or i64 %54, 4, !dbg !211
  %66 = add nsw i64 %65, %47, !dbg !211
  %67 = getelementptr inbounds double, double* %28, i64 %66, !dbg !211
  %68 = bitcast double* %67 to <2 x double>*, !dbg !213
  store <2 x double> %50, <2 x double>* %68, align 8, !dbg !213, !tbaa !44
  %69 = getelementptr inbounds double, double* %67, i64 2, !dbg !213
  %70 = bitcast double* %69 to <2 x double>*, !dbg !213
  store <2 x double> %52, <2 x double>* %70, align 8, !dbg !213, !tbaa !44
  %71 = getelementptr inbounds double, double* %26, i64 %66, !dbg !211
  %72 = bitcast double* %71 to <2 x double>*, !dbg !214
  store <2 x double> %50, <2 x double>* %72, align 8, !dbg !214, !tbaa !44
  %73 = getelementptr inbounds double, double* %71, i64 2, !dbg !214
  %74 = bitcast double* %73 to <2 x double>*, !dbg !214
  store <2 x double> %52, <2 x double>* %74, align 8, !dbg !214, !tbaa !44
  %75 = or i64 %54, 8, !dbg !211
  %76 = add nsw i64 %75, %47, !dbg !211
  %77 = getelementptr inbounds double, double* %28, i64 %76, !dbg !211
  %78 = bitcast double* %77 to <2 x double>*, !dbg !213
  store <2 x double> %50, <2 x double>* %78, align 8, !dbg !213, !tbaa !44
  %79 = getelementptr inbounds double, double* %77, i64 2, !dbg !213
  %80 = bitcast double* %79 to <2 x double>*, !dbg !213
  store <2 x double> %52, <2 x double>* %80, align 8, !dbg !213, !tbaa !44
  %81 = getelementptr inbounds double, double* %26, i64 %76, !dbg !211
  %82 = bitcast double* %81 to <2 x double>*, !dbg !214
  store <2 x double> %50, <2 x double>* %82, align 8, !dbg !214, !tbaa !44
  %83 = getelementptr inbounds double, double* %81, i64 2, !dbg !214
  %84 = bitcast double* %83 to <2 x double>*, !dbg !214
  store <2 x double> %52, <2 x double>* %84, align 8, !dbg !214, !tbaa !44
  %85 = or i64 %54, 12, !dbg !211
  %86 = add nsw i64 %85, %47, !dbg !211
  %87 = getelementptr inbounds double, double* %28, i64 %86, !dbg !211
  %88 = bitcast double* %87 to <2 x double>*, !dbg !213
  store <2 x double> %50, <2 x double>* %88, align 8, !dbg !213, !tbaa !44
  %89 = getelementptr inbounds double, double* %87, i64 2, !dbg !213
  %90 = bitcast double* %89 to <2 x double>*, !dbg !213
  store <2 x double> %52, <2 x double>* %90, align 8, !dbg !213, !tbaa !44
  %91 = getelementptr inbounds double, double* %26, i64 %86, !dbg !211
  %92 = bitcast double* %91 to <2 x double>*, !dbg !214
  store <2 x double> %50, <2 x double>* %92, align 8, !dbg !214, !tbaa !44
  %93 = getelementptr inbounds double, double* %91, i64 2, !dbg !214
  %94 = bitcast double* %93 to <2 x double>*, !dbg !214
  store <2 x double> %52, <2 x double>* %94, align 8, !dbg !214, !tbaa !44
  %95 = add nuw i64 %54, 16, !dbg !211
  %96 = add nuw i64 %55, 4, !dbg !211
  %97 = icmp eq i64 %96, %40, !dbg !211
  br i1 %97, label %98, label %53, !dbg !211, !llvm.loop !215

98:                                               ; preds = %53, %48
  %99 = phi i64 [ 0, %48 ], [ %95, %53 ]
  br i1 %41, label %115, label %100, !dbg !211

100:                                              ; preds = %98, %100
  %101 = phi i64 [ %112, %100 ], [ %99, %98 ], !dbg !211
  %102 = phi i64 [ %113, %100 ], [ 0, %98 ]
  %103 = add nsw i64 %101, %47, !dbg !211
  %104 = getelementptr inbounds double, double* %28, i64 %103, !dbg !211
  %105 = bitcast double* %104 to <2 x double>*, !dbg !213
  store <2 x double> %50, <2 x double>* %105, align 8, !dbg !213, !tbaa !44
  %106 = getelementptr inbounds double, double* %104, i64 2, !dbg !213
  %107 = bitcast double* %106 to <2 x double>*, !dbg !213
  store <2 x double> %52, <2 x double>* %107, align 8, !dbg !213, !tbaa !44
  %108 = getelementptr inbounds double, double* %26, i64 %103, !dbg !211
  %109 = bitcast double* %108 to <2 x double>*, !dbg !214
  store <2 x double> %50, <2 x double>* %109, align 8, !dbg !214, !tbaa !44
  %110 = getelementptr inbounds double, double* %108, i64 2, !dbg !214
  %111 = bitcast double* %110 to <2 x double>*, !dbg !214
  store <2 x double> %52, <2 x double>* %111, align 8, !dbg !214, !tbaa !44
  %112 = add nuw i64 %101, 4, !dbg !211
  %113 = add i64 %102, 1, !dbg !211
  %114 = icmp eq i64 %113, %38, !dbg !211
  br i1 %114, label %115, label %100, !dbg !211, !llvm.loop !218

115:                                              ; preds = %100, %98
  br i1 %42, label %148, label %116, !dbg !210

116:                                              ; preds = %43, %115
  %117 = phi i64 [ 0, %43 ], [ %37, %115 ]
  br label %151, !dbg !210

118:                                              ; preds = %148, %19
  %119 = bitcast i32* %3 to i8*, !dbg !220
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %119), !dbg !220
  %120 = bitcast double** %4 to i8*, !dbg !220
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %120), !dbg !220
  %121 = bitcast double** %5 to i8*, !dbg !220
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %121), !dbg !220
  call void @llvm.dbg.value(metadata i32 %12, metadata !22, metadata !DIExpression()) #2, !dbg !220
  store i32 %20, i32* %3, align 4, !tbaa !33
  call void @llvm.dbg.value(metadata i32 %21, metadata !23, metadata !DIExpression()) #2, !dbg !220
  call void @llvm.dbg.value(metadata double* %26, metadata !24, metadata !DIExpression()) #2, !dbg !220
  %122 = bitcast double** %4 to i8**
  store i8* %25, i8** %122, align 8, !tbaa !37
  call void @llvm.dbg.value(metadata double* %28, metadata !25, metadata !DIExpression()) #2, !dbg !220
  %123 = bitcast double** %5 to i8**
  store i8* %27, i8** %123, align 8, !tbaa !37
  %124 = bitcast double* %6 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %124) #2, !dbg !222
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()) #2, !dbg !220
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()) #2, !dbg !223
  %125 = icmp sgt i32 %21, 0, !dbg !224
  br i1 %125, label %128, label %134, !dbg !225

126:                                              ; preds = %128
  %127 = load double, double* %6, align 8, !dbg !226, !tbaa !44
  br label %134, !dbg !226

128:                                              ; preds = %118, %128
  %129 = phi i32 [ %132, %128 ], [ 0, %118 ]
  call void @llvm.dbg.value(metadata i32 %129, metadata !27, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !26, metadata !DIExpression()) #2, !dbg !220
  store double 0.000000e+00, double* %6, align 8, !dbg !227, !tbaa !44
  call void @llvm.dbg.value(metadata i32* %3, metadata !22, metadata !DIExpression(DW_OP_deref)) #2, !dbg !220
  call void @llvm.dbg.value(metadata double** %4, metadata !24, metadata !DIExpression(DW_OP_deref)) #2, !dbg !220
  call void @llvm.dbg.value(metadata double** %5, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !220
  call void @llvm.dbg.value(metadata double* %6, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !220
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @5, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, double** nonnull %4, double* nonnull %6, double** nonnull %5) #2, !dbg !228
  %130 = load double*, double** %4, align 8, !dbg !229, !tbaa !37
  call void @llvm.dbg.value(metadata double* %130, metadata !24, metadata !DIExpression()) #2, !dbg !220
  call void @llvm.dbg.value(metadata double* %130, metadata !29, metadata !DIExpression()) #2, !dbg !230
  %131 = load double*, double** %5, align 8, !dbg !231, !tbaa !37
  call void @llvm.dbg.value(metadata double* %131, metadata !25, metadata !DIExpression()) #2, !dbg !220
  call void @llvm.dbg.value(metadata double* %131, metadata !24, metadata !DIExpression()) #2, !dbg !220
  store double* %131, double** %4, align 8, !dbg !232, !tbaa !37
  call void @llvm.dbg.value(metadata double* %130, metadata !25, metadata !DIExpression()) #2, !dbg !220
  store double* %130, double** %5, align 8, !dbg !233, !tbaa !37
  %132 = add nuw nsw i32 %129, 1, !dbg !234
  call void @llvm.dbg.value(metadata i32 %132, metadata !27, metadata !DIExpression()) #2, !dbg !223
  %133 = icmp eq i32 %132, %21, !dbg !224
  br i1 %133, label %126, label %128, !dbg !225, !llvm.loop !235

134:                                              ; preds = %118, %126
  %135 = phi double [ %127, %126 ], [ 0.000000e+00, %118 ], !dbg !226
  call void @llvm.dbg.value(metadata double %135, metadata !26, metadata !DIExpression()) #2, !dbg !220
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %124) #2, !dbg !237
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %119), !dbg !238
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %120), !dbg !238
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %121), !dbg !238
  call void @llvm.dbg.value(metadata double %135, metadata !173, metadata !DIExpression()), !dbg !178
  %136 = and i32 %21, 1, !dbg !239
  %137 = icmp eq i32 %136, 0, !dbg !239
  %138 = select i1 %137, double* %26, double* %28, !dbg !240
  call void @llvm.dbg.value(metadata double* %138, metadata !174, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !241
  %139 = mul i32 %20, %20
  %140 = icmp eq i32 %139, 0, !dbg !242
  br i1 %140, label %173, label %141, !dbg !244

141:                                              ; preds = %134
  %142 = zext i32 %139 to i64, !dbg !242
  %143 = add nsw i64 %142, -1, !dbg !244
  %144 = and i64 %142, 7, !dbg !244
  %145 = icmp ult i64 %143, 7, !dbg !244
  br i1 %145, label %158, label %146, !dbg !244

146:                                              ; preds = %141
  %147 = and i64 %142, 4294967288, !dbg !244
  br label %176, !dbg !244

148:                                              ; preds = %151, %115
  %149 = add nuw nsw i64 %44, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %149, metadata !168, metadata !DIExpression()), !dbg !206
  %150 = icmp eq i64 %149, %31, !dbg !207
  br i1 %150, label %118, label %43, !dbg !208, !llvm.loop !246

151:                                              ; preds = %116, %151
  %152 = phi i64 [ %156, %151 ], [ %117, %116 ]
  call void @llvm.dbg.value(metadata i64 %152, metadata !170, metadata !DIExpression()), !dbg !209
  %153 = add nsw i64 %152, %47, !dbg !248
  %154 = getelementptr inbounds double, double* %28, i64 %153, !dbg !249
  store double %46, double* %154, align 8, !dbg !213, !tbaa !44
  %155 = getelementptr inbounds double, double* %26, i64 %153, !dbg !250
  store double %46, double* %155, align 8, !dbg !214, !tbaa !44
  %156 = add nuw nsw i64 %152, 1, !dbg !211
  call void @llvm.dbg.value(metadata i64 %156, metadata !170, metadata !DIExpression()), !dbg !209
  %157 = icmp eq i64 %156, %31, !dbg !251
  br i1 %157, label %148, label %151, !dbg !210, !llvm.loop !252

158:                                              ; preds = %176, %141
  %159 = phi double [ undef, %141 ], [ %210, %176 ]
  %160 = phi i64 [ 0, %141 ], [ %211, %176 ]
  %161 = phi double [ 0.000000e+00, %141 ], [ %210, %176 ]
  %162 = icmp eq i64 %144, 0, !dbg !244
  br i1 %162, label %173, label %163, !dbg !244

163:                                              ; preds = %158, %163
  %164 = phi i64 [ %170, %163 ], [ %160, %158 ]
  %165 = phi double [ %169, %163 ], [ %161, %158 ]
  %166 = phi i64 [ %171, %163 ], [ 0, %158 ]
  call void @llvm.dbg.value(metadata i64 %164, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata double %165, metadata !175, metadata !DIExpression()), !dbg !178
  %167 = getelementptr inbounds double, double* %138, i64 %164, !dbg !254
  %168 = load double, double* %167, align 8, !dbg !254, !tbaa !44
  %169 = fadd double %165, %168, !dbg !255
  call void @llvm.dbg.value(metadata double %169, metadata !175, metadata !DIExpression()), !dbg !178
  %170 = add nuw nsw i64 %164, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %170, metadata !176, metadata !DIExpression()), !dbg !241
  %171 = add i64 %166, 1, !dbg !244
  %172 = icmp eq i64 %171, %144, !dbg !244
  br i1 %172, label %173, label %163, !dbg !244, !llvm.loop !257

173:                                              ; preds = %158, %163, %134
  %174 = phi double [ 0.000000e+00, %134 ], [ %159, %158 ], [ %169, %163 ], !dbg !178
  %175 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), double noundef %135, double noundef %174), !dbg !258
  call void @free(i8* noundef %25) #2, !dbg !259
  call void @free(i8* noundef %27) #2, !dbg !260
  ret i32 0, !dbg !261

176:                                              ; preds = %176, %146
  %177 = phi i64 [ 0, %146 ], [ %211, %176 ]
  %178 = phi double [ 0.000000e+00, %146 ], [ %210, %176 ]
  %179 = phi i64 [ 0, %146 ], [ %212, %176 ]
  call void @llvm.dbg.value(metadata i64 %177, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata double %178, metadata !175, metadata !DIExpression()), !dbg !178
  %180 = getelementptr inbounds double, double* %138, i64 %177, !dbg !254
  %181 = load double, double* %180, align 8, !dbg !254, !tbaa !44
  %182 = fadd double %178, %181, !dbg !255
  call void @llvm.dbg.value(metadata double %182, metadata !175, metadata !DIExpression()), !dbg !178
  %183 = or i64 %177, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %183, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 %183, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata double %182, metadata !175, metadata !DIExpression()), !dbg !178
  %184 = getelementptr inbounds double, double* %138, i64 %183, !dbg !254
  %185 = load double, double* %184, align 8, !dbg !254, !tbaa !44
  %186 = fadd double %182, %185, !dbg !255
  call void @llvm.dbg.value(metadata double %186, metadata !175, metadata !DIExpression()), !dbg !178
  %187 = or i64 %177, 2, !dbg !256
  call void @llvm.dbg.value(metadata i64 %187, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 %187, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata double %186, metadata !175, metadata !DIExpression()), !dbg !178
  %188 = getelementptr inbounds double, double* %138, i64 %187, !dbg !254
  %189 = load double, double* %188, align 8, !dbg !254, !tbaa !44
  %190 = fadd double %186, %189, !dbg !255
  call void @llvm.dbg.value(metadata double %190, metadata !175, metadata !DIExpression()), !dbg !178
  %191 = or i64 %177, 3, !dbg !256
  call void @llvm.dbg.value(metadata i64 %191, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 %191, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata double %190, metadata !175, metadata !DIExpression()), !dbg !178
  %192 = getelementptr inbounds double, double* %138, i64 %191, !dbg !254
  %193 = load double, double* %192, align 8, !dbg !254, !tbaa !44
  %194 = fadd double %190, %193, !dbg !255
  call void @llvm.dbg.value(metadata double %194, metadata !175, metadata !DIExpression()), !dbg !178
  %195 = or i64 %177, 4, !dbg !256
  call void @llvm.dbg.value(metadata i64 %195, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 %195, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata double %194, metadata !175, metadata !DIExpression()), !dbg !178
  %196 = getelementptr inbounds double, double* %138, i64 %195, !dbg !254
  %197 = load double, double* %196, align 8, !dbg !254, !tbaa !44
  %198 = fadd double %194, %197, !dbg !255
  call void @llvm.dbg.value(metadata double %198, metadata !175, metadata !DIExpression()), !dbg !178
  %199 = or i64 %177, 5, !dbg !256
  call void @llvm.dbg.value(metadata i64 %199, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 %199, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata double %198, metadata !175, metadata !DIExpression()), !dbg !178
  %200 = getelementptr inbounds double, double* %138, i64 %199, !dbg !254
  %201 = load double, double* %200, align 8, !dbg !254, !tbaa !44
  %202 = fadd double %198, %201, !dbg !255
  call void @llvm.dbg.value(metadata double %202, metadata !175, metadata !DIExpression()), !dbg !178
  %203 = or i64 %177, 6, !dbg !256
  call void @llvm.dbg.value(metadata i64 %203, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 %203, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata double %202, metadata !175, metadata !DIExpression()), !dbg !178
  %204 = getelementptr inbounds double, double* %138, i64 %203, !dbg !254
  %205 = load double, double* %204, align 8, !dbg !254, !tbaa !44
  %206 = fadd double %202, %205, !dbg !255
  call void @llvm.dbg.value(metadata double %206, metadata !175, metadata !DIExpression()), !dbg !178
  %207 = or i64 %177, 7, !dbg !256
  call void @llvm.dbg.value(metadata i64 %207, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 %207, metadata !176, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata double %206, metadata !175, metadata !DIExpression()), !dbg !178
  %208 = getelementptr inbounds double, double* %138, i64 %207, !dbg !254
  %209 = load double, double* %208, align 8, !dbg !254, !tbaa !44
  %210 = fadd double %206, %209, !dbg !255
  call void @llvm.dbg.value(metadata double %210, metadata !175, metadata !DIExpression()), !dbg !178
  %211 = add nuw nsw i64 %177, 8, !dbg !256
  call void @llvm.dbg.value(metadata i64 %211, metadata !176, metadata !DIExpression()), !dbg !241
  %212 = add i64 %179, 8, !dbg !244
  %213 = icmp eq i64 %212, %147, !dbg !244
  br i1 %213, label %158, label %176, !dbg !244, !llvm.loop !262
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
!40 = !DILocation(line: 0, scope: !28)
!41 = !DILocation(line: 12, column: 21, scope: !31)
!42 = !DILocation(line: 12, column: 3, scope: !28)
!43 = !DILocation(line: 28, column: 10, scope: !16)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !35, i64 0}
!46 = !DILocation(line: 29, column: 1, scope: !16)
!47 = !DILocation(line: 28, column: 3, scope: !16)
!48 = !DILocation(line: 13, column: 10, scope: !30)
!49 = !DILocation(line: 14, column: 1, scope: !30)
!50 = !DILocation(line: 24, column: 18, scope: !30)
!51 = !DILocation(line: 0, scope: !30)
!52 = !DILocation(line: 25, column: 9, scope: !30)
!53 = !DILocation(line: 25, column: 7, scope: !30)
!54 = !DILocation(line: 26, column: 7, scope: !30)
!55 = !DILocation(line: 12, column: 31, scope: !31)
!56 = distinct !{!56, !42, !57, !58}
!57 = !DILocation(line: 27, column: 3, scope: !28)
!58 = !{!"llvm.loop.mustprogress"}
!59 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 14, type: !60, scopeLine: 14, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{}
!62 = !{!63, !64}
!63 = !DILocalVariable(arg: 1, scope: !59, type: !7, flags: DIFlagArtificial)
!64 = !DILocalVariable(arg: 2, scope: !59, type: !7, flags: DIFlagArtificial)
!65 = !DILocation(line: 0, scope: !59)
!66 = !DILocation(line: 14, column: 64, scope: !59)
!67 = !DILocation(line: 14, column: 59, scope: !59)
!68 = !DILocation(line: 14, column: 53, scope: !59)
!69 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 14, type: !70, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !79)
!70 = !DISubroutineType(types: !71)
!71 = !{null, !72, !72, !76, !77, !78, !77}
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!76 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!79 = !{!80, !81, !82, !83, !84, !85}
!80 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !69, type: !72, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !69, type: !72, flags: DIFlagArtificial)
!82 = !DILocalVariable(name: "n", arg: 3, scope: !69, type: !76, flags: DIFlagArtificial)
!83 = !DILocalVariable(name: "a", arg: 4, scope: !69, type: !77, flags: DIFlagArtificial)
!84 = !DILocalVariable(name: "diff", arg: 5, scope: !69, type: !78, flags: DIFlagArtificial)
!85 = !DILocalVariable(name: "b", arg: 6, scope: !69, type: !77, flags: DIFlagArtificial)
!86 = !DILocation(line: 0, scope: !69)
!87 = !{!88}
!88 = distinct !{!88, !89, !".omp_outlined._debug__: argument 0"}
!89 = distinct !{!89, !".omp_outlined._debug__"}
!90 = !DILocation(line: 14, column: 1, scope: !69)
!91 = !DILocation(line: 0, scope: !92, inlinedAt: !114)
!92 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 15, type: !70, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !93)
!93 = !{!94, !95, !96, !97, !98, !99, !100, !101, !101, !102, !103, !104, !105, !106, !107, !102, !108, !110, !113}
!94 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !92, type: !72, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !92, type: !72, flags: DIFlagArtificial)
!96 = !DILocalVariable(name: "n", arg: 3, scope: !92, file: !1, line: 9, type: !76)
!97 = !DILocalVariable(name: "a", arg: 4, scope: !92, file: !1, line: 9, type: !77)
!98 = !DILocalVariable(name: "diff", arg: 5, scope: !92, file: !1, line: 11, type: !78)
!99 = !DILocalVariable(name: "b", arg: 6, scope: !92, file: !1, line: 9, type: !77)
!100 = !DILocalVariable(name: ".omp.iv", scope: !92, type: !3, flags: DIFlagArtificial)
!101 = !DILocalVariable(name: ".capture_expr.", scope: !92, type: !3, flags: DIFlagArtificial)
!102 = !DILocalVariable(name: "i", scope: !92, type: !3, flags: DIFlagArtificial)
!103 = !DILocalVariable(name: ".omp.lb", scope: !92, type: !3, flags: DIFlagArtificial)
!104 = !DILocalVariable(name: ".omp.ub", scope: !92, type: !3, flags: DIFlagArtificial)
!105 = !DILocalVariable(name: ".omp.stride", scope: !92, type: !3, flags: DIFlagArtificial)
!106 = !DILocalVariable(name: ".omp.is_last", scope: !92, type: !3, flags: DIFlagArtificial)
!107 = !DILocalVariable(name: "diff", scope: !92, type: !19, flags: DIFlagArtificial)
!108 = !DILocalVariable(name: "j", scope: !109, file: !1, line: 16, type: !3)
!109 = distinct !DILexicalBlock(scope: !92, file: !1, line: 16, column: 7)
!110 = !DILocalVariable(name: "v", scope: !111, file: !1, line: 17, type: !19)
!111 = distinct !DILexicalBlock(scope: !112, file: !1, line: 16, column: 39)
!112 = distinct !DILexicalBlock(scope: !109, file: !1, line: 16, column: 7)
!113 = !DILocalVariable(name: "d", scope: !111, file: !1, line: 19, type: !19)
!114 = distinct !DILocation(line: 14, column: 1, scope: !69)
!115 = !DILocation(line: 15, column: 25, scope: !92, inlinedAt: !114)
!116 = !DILocation(line: 15, column: 5, scope: !92, inlinedAt: !114)
!117 = !DILocation(line: 15, column: 10, scope: !92, inlinedAt: !114)
!118 = !DILocation(line: 14, column: 59, scope: !92, inlinedAt: !114)
!119 = !DILocation(line: 14, column: 1, scope: !92, inlinedAt: !114)
!120 = distinct !{!120, !119, !121}
!121 = !DILocation(line: 14, column: 64, scope: !92, inlinedAt: !114)
!122 = !DILocation(line: 15, column: 32, scope: !92, inlinedAt: !114)
!123 = !DILocation(line: 0, scope: !109, inlinedAt: !114)
!124 = !DILocation(line: 16, column: 7, scope: !109, inlinedAt: !114)
!125 = !DILocation(line: 17, column: 42, scope: !111, inlinedAt: !114)
!126 = !DILocation(line: 17, column: 28, scope: !111, inlinedAt: !114)
!127 = !DILocation(line: 17, column: 63, scope: !111, inlinedAt: !114)
!128 = !DILocation(line: 17, column: 49, scope: !111, inlinedAt: !114)
!129 = !DILocation(line: 17, column: 47, scope: !111, inlinedAt: !114)
!130 = !DILocation(line: 18, column: 36, scope: !111, inlinedAt: !114)
!131 = !DILocation(line: 18, column: 40, scope: !111, inlinedAt: !114)
!132 = !DILocation(line: 18, column: 28, scope: !111, inlinedAt: !114)
!133 = !DILocation(line: 17, column: 68, scope: !111, inlinedAt: !114)
!134 = !DILocation(line: 18, column: 59, scope: !111, inlinedAt: !114)
!135 = !DILocation(line: 18, column: 47, scope: !111, inlinedAt: !114)
!136 = !DILocation(line: 18, column: 45, scope: !111, inlinedAt: !114)
!137 = !DILocation(line: 17, column: 25, scope: !111, inlinedAt: !114)
!138 = !DILocation(line: 0, scope: !111, inlinedAt: !114)
!139 = !DILocation(line: 19, column: 29, scope: !111, inlinedAt: !114)
!140 = !DILocation(line: 19, column: 27, scope: !111, inlinedAt: !114)
!141 = !DILocation(line: 19, column: 20, scope: !111, inlinedAt: !114)
!142 = !DILocation(line: 20, column: 17, scope: !143, inlinedAt: !114)
!143 = distinct !DILexicalBlock(scope: !111, file: !1, line: 20, column: 13)
!144 = !DILocation(line: 20, column: 15, scope: !143, inlinedAt: !114)
!145 = !DILocation(line: 20, column: 13, scope: !111, inlinedAt: !114)
!146 = !DILocation(line: 21, column: 16, scope: !143, inlinedAt: !114)
!147 = !DILocation(line: 21, column: 11, scope: !143, inlinedAt: !114)
!148 = !DILocation(line: 22, column: 9, scope: !111, inlinedAt: !114)
!149 = !DILocation(line: 22, column: 22, scope: !111, inlinedAt: !114)
!150 = !DILocation(line: 16, column: 35, scope: !112, inlinedAt: !114)
!151 = !DILocation(line: 16, column: 25, scope: !112, inlinedAt: !114)
!152 = distinct !{!152, !124, !153, !58}
!153 = !DILocation(line: 23, column: 7, scope: !109, inlinedAt: !114)
!154 = !DILocation(line: 14, column: 53, scope: !92, inlinedAt: !114)
!155 = !DILocation(line: 23, column: 7, scope: !92, inlinedAt: !114)
!156 = !{!157}
!157 = !{i64 2, i64 -1, i64 -1, i1 true}
!158 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !159, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!3, !3, !4}
!161 = !{!162, !163, !164, !165, !166, !167, !168, !170, !173, !174, !175, !176}
!162 = !DILocalVariable(name: "argc", arg: 1, scope: !158, file: !1, line: 31, type: !3)
!163 = !DILocalVariable(name: "argv", arg: 2, scope: !158, file: !1, line: 31, type: !4)
!164 = !DILocalVariable(name: "n", scope: !158, file: !1, line: 33, type: !3)
!165 = !DILocalVariable(name: "steps", scope: !158, file: !1, line: 34, type: !3)
!166 = !DILocalVariable(name: "a", scope: !158, file: !1, line: 35, type: !20)
!167 = !DILocalVariable(name: "b", scope: !158, file: !1, line: 35, type: !20)
!168 = !DILocalVariable(name: "i", scope: !169, file: !1, line: 36, type: !3)
!169 = distinct !DILexicalBlock(scope: !158, file: !1, line: 36, column: 3)
!170 = !DILocalVariable(name: "j", scope: !171, file: !1, line: 37, type: !3)
!171 = distinct !DILexicalBlock(scope: !172, file: !1, line: 37, column: 5)
!172 = distinct !DILexicalBlock(scope: !169, file: !1, line: 36, column: 3)
!173 = !DILocalVariable(name: "diff", scope: !158, file: !1, line: 39, type: !19)
!174 = !DILocalVariable(name: "r", scope: !158, file: !1, line: 40, type: !20)
!175 = !DILocalVariable(name: "s", scope: !158, file: !1, line: 41, type: !19)
!176 = !DILocalVariable(name: "i", scope: !177, file: !1, line: 42, type: !3)
!177 = distinct !DILexicalBlock(scope: !158, file: !1, line: 42, column: 3)
!178 = !DILocation(line: 0, scope: !158)
!179 = !DILocation(line: 33, column: 16, scope: !158)
!180 = !DILocation(line: 33, column: 11, scope: !158)
!181 = !DILocation(line: 33, column: 27, scope: !158)
!182 = !DILocalVariable(name: "__nptr", arg: 1, scope: !183, file: !184, line: 362, type: !187)
!183 = distinct !DISubprogram(name: "atoi", scope: !184, file: !184, line: 362, type: !185, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !189)
!184 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!185 = !DISubroutineType(types: !186)
!186 = !{!3, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!189 = !{!182}
!190 = !DILocation(line: 0, scope: !183, inlinedAt: !191)
!191 = distinct !DILocation(line: 33, column: 22, scope: !158)
!192 = !DILocation(line: 364, column: 16, scope: !183, inlinedAt: !191)
!193 = !DILocation(line: 364, column: 10, scope: !183, inlinedAt: !191)
!194 = !DILocation(line: 34, column: 20, scope: !158)
!195 = !DILocation(line: 34, column: 15, scope: !158)
!196 = !DILocation(line: 34, column: 31, scope: !158)
!197 = !DILocation(line: 0, scope: !183, inlinedAt: !198)
!198 = distinct !DILocation(line: 34, column: 26, scope: !158)
!199 = !DILocation(line: 364, column: 16, scope: !183, inlinedAt: !198)
!200 = !DILocation(line: 364, column: 10, scope: !183, inlinedAt: !198)
!201 = !DILocation(line: 35, column: 39, scope: !158)
!202 = !DILocation(line: 35, column: 37, scope: !158)
!203 = !DILocation(line: 35, column: 41, scope: !158)
!204 = !DILocation(line: 35, column: 15, scope: !158)
!205 = !DILocation(line: 35, column: 52, scope: !158)
!206 = !DILocation(line: 0, scope: !169)
!207 = !DILocation(line: 36, column: 21, scope: !172)
!208 = !DILocation(line: 36, column: 3, scope: !169)
!209 = !DILocation(line: 0, scope: !171)
!210 = !DILocation(line: 37, column: 5, scope: !171)
!211 = !DILocation(line: 37, column: 29, scope: !212)
!212 = distinct !DILexicalBlock(scope: !171, file: !1, line: 37, column: 5)
!213 = !DILocation(line: 38, column: 35, scope: !212)
!214 = !DILocation(line: 38, column: 20, scope: !212)
!215 = distinct !{!215, !210, !216, !58, !217}
!216 = !DILocation(line: 38, column: 56, scope: !171)
!217 = !{!"llvm.loop.isvectorized", i32 1}
!218 = distinct !{!218, !219}
!219 = !{!"llvm.loop.unroll.disable"}
!220 = !DILocation(line: 0, scope: !16, inlinedAt: !221)
!221 = distinct !DILocation(line: 39, column: 17, scope: !158)
!222 = !DILocation(line: 11, column: 3, scope: !16, inlinedAt: !221)
!223 = !DILocation(line: 0, scope: !28, inlinedAt: !221)
!224 = !DILocation(line: 12, column: 21, scope: !31, inlinedAt: !221)
!225 = !DILocation(line: 12, column: 3, scope: !28, inlinedAt: !221)
!226 = !DILocation(line: 28, column: 10, scope: !16, inlinedAt: !221)
!227 = !DILocation(line: 13, column: 10, scope: !30, inlinedAt: !221)
!228 = !DILocation(line: 14, column: 1, scope: !30, inlinedAt: !221)
!229 = !DILocation(line: 24, column: 18, scope: !30, inlinedAt: !221)
!230 = !DILocation(line: 0, scope: !30, inlinedAt: !221)
!231 = !DILocation(line: 25, column: 9, scope: !30, inlinedAt: !221)
!232 = !DILocation(line: 25, column: 7, scope: !30, inlinedAt: !221)
!233 = !DILocation(line: 26, column: 7, scope: !30, inlinedAt: !221)
!234 = !DILocation(line: 12, column: 31, scope: !31, inlinedAt: !221)
!235 = distinct !{!235, !225, !236, !58}
!236 = !DILocation(line: 27, column: 3, scope: !28, inlinedAt: !221)
!237 = !DILocation(line: 29, column: 1, scope: !16, inlinedAt: !221)
!238 = !DILocation(line: 28, column: 3, scope: !16, inlinedAt: !221)
!239 = !DILocation(line: 40, column: 21, scope: !158)
!240 = !DILocation(line: 40, column: 15, scope: !158)
!241 = !DILocation(line: 0, scope: !177)
!242 = !DILocation(line: 42, column: 21, scope: !243)
!243 = distinct !DILexicalBlock(scope: !177, file: !1, line: 42, column: 3)
!244 = !DILocation(line: 42, column: 3, scope: !177)
!245 = !DILocation(line: 36, column: 27, scope: !172)
!246 = distinct !{!246, !208, !247, !58}
!247 = !DILocation(line: 38, column: 56, scope: !169)
!248 = !DILocation(line: 38, column: 30, scope: !212)
!249 = !DILocation(line: 38, column: 22, scope: !212)
!250 = !DILocation(line: 38, column: 7, scope: !212)
!251 = !DILocation(line: 37, column: 23, scope: !212)
!252 = distinct !{!252, !210, !216, !58, !253, !217}
!253 = !{!"llvm.loop.unroll.runtime.disable"}
!254 = !DILocation(line: 43, column: 10, scope: !243)
!255 = !DILocation(line: 43, column: 7, scope: !243)
!256 = !DILocation(line: 42, column: 31, scope: !243)
!257 = distinct !{!257, !219}
!258 = !DILocation(line: 44, column: 3, scope: !158)
!259 = !DILocation(line: 45, column: 3, scope: !158)
!260 = !DILocation(line: 46, column: 3, scope: !158)
!261 = !DILocation(line: 48, column: 1, scope: !158)
!262 = distinct !{!262, !244, !263, !58}
!263 = !DILocation(line: 43, column: 13, scope: !177)
