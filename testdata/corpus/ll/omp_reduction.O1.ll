; ModuleID = 'omp_reduction.c'
source_filename = "omp_reduction.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [38 x i8] c";omp_reduction.c;kernel_reduce;14;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 37, i8* getelementptr inbounds ([38 x i8], [38 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [39 x i8] c";omp_reduction.c;kernel_reduce;14;89;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @2, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @2, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 37, i8* getelementptr inbounds ([38 x i8], [38 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [46 x i8] c"sum %.1f dot %.1f lo %.1f hi %.1f changes %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @kernel_reduce(i32 noundef %0, double* noundef %1, double* noundef %2, double* nocapture noundef writeonly %3, double* nocapture noundef writeonly %4, double* nocapture noundef writeonly %5, double* nocapture noundef writeonly %6, i32* nocapture noundef writeonly %7) local_unnamed_addr #0 !dbg !17 {
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !25, metadata !DIExpression()), !dbg !38
  store i32 %0, i32* %9, align 4, !tbaa !39
  call void @llvm.dbg.value(metadata double* %1, metadata !26, metadata !DIExpression()), !dbg !38
  store double* %1, double** %10, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata double* %2, metadata !27, metadata !DIExpression()), !dbg !38
  store double* %2, double** %11, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata double* %3, metadata !28, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* %4, metadata !29, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* %5, metadata !30, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* %6, metadata !31, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !38
  %17 = bitcast double* %12 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17) #2, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !38
  store double 0.000000e+00, double* %12, align 8, !dbg !46, !tbaa !47
  %18 = bitcast double* %13 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %18) #2, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !38
  store double 0.000000e+00, double* %13, align 8, !dbg !49, !tbaa !47
  %19 = bitcast double* %14 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19) #2, !dbg !45
  call void @llvm.dbg.value(metadata double* %1, metadata !26, metadata !DIExpression()), !dbg !38
  %20 = load double, double* %1, align 8, !dbg !50, !tbaa !47
  call void @llvm.dbg.value(metadata double %20, metadata !35, metadata !DIExpression()), !dbg !38
  store double %20, double* %14, align 8, !dbg !51, !tbaa !47
  %21 = bitcast double* %15 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #2, !dbg !45
  call void @llvm.dbg.value(metadata double* %1, metadata !26, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double %20, metadata !36, metadata !DIExpression()), !dbg !38
  store double %20, double* %15, align 8, !dbg !52, !tbaa !47
  %22 = bitcast i32* %16 to i8*, !dbg !53
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %22) #2, !dbg !53
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %16, align 4, !dbg !54, !tbaa !39
  call void @llvm.dbg.value(metadata i32* %9, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !38
  call void @llvm.dbg.value(metadata double** %10, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !38
  call void @llvm.dbg.value(metadata double** %11, metadata !27, metadata !DIExpression(DW_OP_deref)), !dbg !38
  call void @llvm.dbg.value(metadata double* %12, metadata !33, metadata !DIExpression(DW_OP_deref)), !dbg !38
  call void @llvm.dbg.value(metadata double* %13, metadata !34, metadata !DIExpression(DW_OP_deref)), !dbg !38
  call void @llvm.dbg.value(metadata double* %14, metadata !35, metadata !DIExpression(DW_OP_deref)), !dbg !38
  call void @llvm.dbg.value(metadata double* %15, metadata !36, metadata !DIExpression(DW_OP_deref)), !dbg !38
  call void @llvm.dbg.value(metadata i32* %16, metadata !37, metadata !DIExpression(DW_OP_deref)), !dbg !38
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @5, i32 8, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*, double**, double*, double**, double*, double*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %9, double* nonnull %12, double** nonnull %10, double* nonnull %13, double** nonnull %11, double* nonnull %14, double* nonnull %15, i32* nonnull %16), !dbg !55
  %23 = load double, double* %12, align 8, !dbg !56, !tbaa !47
  call void @llvm.dbg.value(metadata double %23, metadata !33, metadata !DIExpression()), !dbg !38
  store double %23, double* %3, align 8, !dbg !57, !tbaa !47
  %24 = load double, double* %13, align 8, !dbg !58, !tbaa !47
  call void @llvm.dbg.value(metadata double %24, metadata !34, metadata !DIExpression()), !dbg !38
  store double %24, double* %4, align 8, !dbg !59, !tbaa !47
  %25 = load double, double* %14, align 8, !dbg !60, !tbaa !47
  call void @llvm.dbg.value(metadata double %25, metadata !35, metadata !DIExpression()), !dbg !38
  store double %25, double* %5, align 8, !dbg !61, !tbaa !47
  %26 = load double, double* %15, align 8, !dbg !62, !tbaa !47
  call void @llvm.dbg.value(metadata double %26, metadata !36, metadata !DIExpression()), !dbg !38
  store double %26, double* %6, align 8, !dbg !63, !tbaa !47
  %27 = load i32, i32* %16, align 4, !dbg !64, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %27, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 %27, i32* %7, align 4, !dbg !65, !tbaa !39
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %22) #2, !dbg !66
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #2, !dbg !66
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19) #2, !dbg !66
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %18) #2, !dbg !66
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #2, !dbg !66
  ret void, !dbg !66
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @.omp.reduction.reduction_func(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !67 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !71, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i8* %1, metadata !72, metadata !DIExpression()), !dbg !73
  %3 = bitcast i8* %1 to double**, !dbg !74
  %4 = load double*, double** %3, align 8, !dbg !74
  %5 = bitcast i8* %0 to double**, !dbg !74
  %6 = load double*, double** %5, align 8, !dbg !74
  %7 = getelementptr inbounds i8, i8* %1, i64 8, !dbg !74
  %8 = bitcast i8* %7 to double**, !dbg !74
  %9 = load double*, double** %8, align 8, !dbg !74
  %10 = getelementptr inbounds i8, i8* %0, i64 8, !dbg !74
  %11 = bitcast i8* %10 to double**, !dbg !74
  %12 = load double*, double** %11, align 8, !dbg !74
  %13 = getelementptr inbounds i8, i8* %1, i64 16, !dbg !74
  %14 = bitcast i8* %13 to i32**, !dbg !74
  %15 = load i32*, i32** %14, align 8, !dbg !74
  %16 = getelementptr inbounds i8, i8* %0, i64 16, !dbg !74
  %17 = bitcast i8* %16 to i32**, !dbg !74
  %18 = load i32*, i32** %17, align 8, !dbg !74
  %19 = getelementptr inbounds i8, i8* %1, i64 24, !dbg !74
  %20 = bitcast i8* %19 to double**, !dbg !74
  %21 = load double*, double** %20, align 8, !dbg !74
  %22 = getelementptr inbounds i8, i8* %0, i64 24, !dbg !74
  %23 = bitcast i8* %22 to double**, !dbg !74
  %24 = load double*, double** %23, align 8, !dbg !74
  %25 = getelementptr inbounds i8, i8* %1, i64 32, !dbg !74
  %26 = bitcast i8* %25 to double**, !dbg !74
  %27 = load double*, double** %26, align 8, !dbg !74
  %28 = getelementptr inbounds i8, i8* %0, i64 32, !dbg !74
  %29 = bitcast i8* %28 to double**, !dbg !74
  %30 = load double*, double** %29, align 8, !dbg !74
  %31 = load double, double* %6, align 8, !dbg !75, !tbaa !47
  %32 = load double, double* %4, align 8, !dbg !75, !tbaa !47
  %33 = fadd double %31, %32, !dbg !76
  store double %33, double* %6, align 8, !dbg !76, !tbaa !47
  %34 = load double, double* %12, align 8, !dbg !77, !tbaa !47
  %35 = load double, double* %9, align 8, !dbg !77, !tbaa !47
  %36 = fadd double %34, %35, !dbg !76
  store double %36, double* %12, align 8, !dbg !76, !tbaa !47
  %37 = load i32, i32* %18, align 4, !dbg !78, !tbaa !39
  %38 = load i32, i32* %15, align 4, !dbg !78, !tbaa !39
  %39 = add nsw i32 %38, %37, !dbg !76
  store i32 %39, i32* %18, align 4, !dbg !76, !tbaa !39
  %40 = load double, double* %24, align 8, !dbg !79, !tbaa !47
  %41 = load double, double* %21, align 8, !dbg !79, !tbaa !47
  %42 = fcmp olt double %40, %41, !dbg !80
  %43 = select i1 %42, double %40, double %41, !dbg !79
  store double %43, double* %24, align 8, !dbg !80, !tbaa !47
  %44 = load double, double* %30, align 8, !dbg !81, !tbaa !47
  %45 = load double, double* %27, align 8, !dbg !81, !tbaa !47
  %46 = fcmp ogt double %44, %45, !dbg !82
  %47 = select i1 %46, double %44, double %45, !dbg !81
  store double %47, double* %30, align 8, !dbg !82, !tbaa !47
  ret void, !dbg !81
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double* nocapture noundef nonnull align 8 dereferenceable(8) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double* nocapture noundef nonnull align 8 dereferenceable(8) %5, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6, double* nocapture noundef nonnull align 8 dereferenceable(8) %7, double* nocapture noundef nonnull align 8 dereferenceable(8) %8, i32* nocapture noundef nonnull align 4 dereferenceable(4) %9) #6 !dbg !83 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca [5 x i8*], align 8
  call void @llvm.dbg.value(metadata i32* %0, metadata !94, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32* %1, metadata !95, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32* %2, metadata !96, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double* %3, metadata !97, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double** %4, metadata !98, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double* %5, metadata !99, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double** %6, metadata !100, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double* %7, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double* %8, metadata !102, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32* %9, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.experimental.noalias.scope.decl(metadata !105), !dbg !108
  %21 = bitcast [5 x i8*]* %20 to i8*, !dbg !109
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %21), !dbg !109
  call void @llvm.dbg.value(metadata i32* %0, metadata !112, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* undef, metadata !113, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* %2, metadata !114, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double* %3, metadata !115, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double** %4, metadata !116, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double* %5, metadata !117, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double** %6, metadata !118, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double* %7, metadata !119, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double* %8, metadata !120, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* %9, metadata !121, metadata !DIExpression()) #2, !dbg !109
  %22 = load i32, i32* %2, align 4, !dbg !135, !tbaa !39, !noalias !105
  call void @llvm.dbg.value(metadata i32 %22, metadata !123, metadata !DIExpression()) #2, !dbg !109
  %23 = add nsw i32 %22, -1, !dbg !136
  call void @llvm.dbg.value(metadata i32 %23, metadata !123, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !124, metadata !DIExpression()) #2, !dbg !109
  %24 = icmp sgt i32 %22, 0, !dbg !136
  br i1 %24, label %25, label %169, !dbg !136

25:                                               ; preds = %10
  %26 = bitcast i32* %11 to i8*, !dbg !136
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26) #2, !dbg !136, !noalias !105
  call void @llvm.dbg.value(metadata i32 0, metadata !125, metadata !DIExpression()) #2, !dbg !109
  store i32 0, i32* %11, align 4, !dbg !137, !tbaa !39, !noalias !105
  %27 = bitcast i32* %12 to i8*, !dbg !136
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %27) #2, !dbg !136, !noalias !105
  call void @llvm.dbg.value(metadata i32 %23, metadata !126, metadata !DIExpression()) #2, !dbg !109
  store i32 %23, i32* %12, align 4, !dbg !137, !tbaa !39, !noalias !105
  %28 = bitcast i32* %13 to i8*, !dbg !136
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %28) #2, !dbg !136, !noalias !105
  call void @llvm.dbg.value(metadata i32 1, metadata !127, metadata !DIExpression()) #2, !dbg !109
  store i32 1, i32* %13, align 4, !dbg !137, !tbaa !39, !noalias !105
  %29 = bitcast i32* %14 to i8*, !dbg !136
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %29) #2, !dbg !136, !noalias !105
  call void @llvm.dbg.value(metadata i32 0, metadata !128, metadata !DIExpression()) #2, !dbg !109
  store i32 0, i32* %14, align 4, !dbg !137, !tbaa !39, !noalias !105
  %30 = bitcast double* %15 to i8*, !dbg !136
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %30) #2, !dbg !136, !noalias !105
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !129, metadata !DIExpression()) #2, !dbg !109
  store double 0.000000e+00, double* %15, align 8, !dbg !138, !tbaa !47, !noalias !105
  %31 = bitcast double* %16 to i8*, !dbg !136
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %31) #2, !dbg !136, !noalias !105
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !130, metadata !DIExpression()) #2, !dbg !109
  store double 0.000000e+00, double* %16, align 8, !dbg !139, !tbaa !47, !noalias !105
  %32 = bitcast i32* %17 to i8*, !dbg !136
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32) #2, !dbg !136, !noalias !105
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()) #2, !dbg !109
  store i32 0, i32* %17, align 4, !dbg !140, !tbaa !39, !noalias !105
  %33 = bitcast double* %18 to i8*, !dbg !136
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33) #2, !dbg !136, !noalias !105
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !132, metadata !DIExpression()) #2, !dbg !109
  store double 0x7FEFFFFFFFFFFFFF, double* %18, align 8, !dbg !141, !tbaa !47, !noalias !105
  %34 = bitcast double* %19 to i8*, !dbg !136
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #2, !dbg !136, !noalias !105
  call void @llvm.dbg.value(metadata double 0xFFEFFFFFFFFFFFFF, metadata !133, metadata !DIExpression()) #2, !dbg !109
  store double 0xFFEFFFFFFFFFFFFF, double* %19, align 8, !dbg !142, !tbaa !47, !noalias !105
  %35 = load i32, i32* %0, align 4, !dbg !136, !tbaa !39, !alias.scope !105
  call void @llvm.dbg.value(metadata i32* %11, metadata !125, metadata !DIExpression(DW_OP_deref)) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* %12, metadata !126, metadata !DIExpression(DW_OP_deref)) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* %13, metadata !127, metadata !DIExpression(DW_OP_deref)) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* %14, metadata !128, metadata !DIExpression(DW_OP_deref)) #2, !dbg !109
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %35, i32 34, i32* nonnull %14, i32* nonnull %11, i32* nonnull %12, i32* nonnull %13, i32 1, i32 1) #2, !dbg !143, !noalias !105
  %36 = load i32, i32* %12, align 4, !dbg !137, !tbaa !39, !noalias !105
  call void @llvm.dbg.value(metadata i32 %36, metadata !126, metadata !DIExpression()) #2, !dbg !109
  %37 = icmp sgt i32 %36, %23, !dbg !137
  %38 = select i1 %37, i32 %23, i32 %36, !dbg !137
  call void @llvm.dbg.value(metadata i32 %38, metadata !126, metadata !DIExpression()) #2, !dbg !109
  store i32 %38, i32* %12, align 4, !dbg !137, !tbaa !39, !noalias !105
  %39 = load i32, i32* %11, align 4, !dbg !137, !tbaa !39, !noalias !105
  call void @llvm.dbg.value(metadata i32 %39, metadata !125, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 %39, metadata !122, metadata !DIExpression()) #2, !dbg !109
  %40 = load i32, i32* %17, align 4, !tbaa !39, !noalias !105
  call void @llvm.dbg.value(metadata i32 %39, metadata !122, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 %38, metadata !126, metadata !DIExpression()) #2, !dbg !109
  %41 = icmp sgt i32 %39, %38, !dbg !136
  br i1 %41, label %86, label %42, !dbg !136

42:                                               ; preds = %25
  %43 = load double*, double** %4, align 8, !tbaa !43, !noalias !105
  %44 = load double*, double** %6, align 8, !tbaa !43, !noalias !105
  %45 = sext i32 %39 to i64, !dbg !136
  %46 = add i32 %38, 1, !dbg !136
  br label %47, !dbg !136

47:                                               ; preds = %81, %42
  %48 = phi i64 [ %45, %42 ], [ %83, %81 ]
  %49 = phi i32 [ %40, %42 ], [ %82, %81 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !122, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i64 %48, metadata !124, metadata !DIExpression()) #2, !dbg !109
  %50 = getelementptr inbounds double, double* %43, i64 %48, !dbg !144
  %51 = load double, double* %50, align 8, !dbg !144, !tbaa !47, !noalias !105
  %52 = load double, double* %15, align 8, !dbg !146, !tbaa !47, !noalias !105
  call void @llvm.dbg.value(metadata double %52, metadata !129, metadata !DIExpression()) #2, !dbg !109
  %53 = fadd double %51, %52, !dbg !146
  call void @llvm.dbg.value(metadata double %53, metadata !129, metadata !DIExpression()) #2, !dbg !109
  store double %53, double* %15, align 8, !dbg !146, !tbaa !47, !noalias !105
  %54 = load double, double* %50, align 8, !dbg !147, !tbaa !47, !noalias !105
  %55 = getelementptr inbounds double, double* %44, i64 %48, !dbg !148
  %56 = load double, double* %55, align 8, !dbg !148, !tbaa !47, !noalias !105
  %57 = load double, double* %16, align 8, !dbg !149, !tbaa !47, !noalias !105
  call void @llvm.dbg.value(metadata double %57, metadata !130, metadata !DIExpression()) #2, !dbg !109
  %58 = call double @llvm.fmuladd.f64(double %54, double %56, double %57) #2, !dbg !149
  call void @llvm.dbg.value(metadata double %58, metadata !130, metadata !DIExpression()) #2, !dbg !109
  store double %58, double* %16, align 8, !dbg !149, !tbaa !47, !noalias !105
  %59 = load double, double* %50, align 8, !dbg !150, !tbaa !47, !noalias !105
  %60 = load double, double* %18, align 8, !dbg !152, !tbaa !47, !noalias !105
  call void @llvm.dbg.value(metadata double %60, metadata !132, metadata !DIExpression()) #2, !dbg !109
  %61 = fcmp olt double %59, %60, !dbg !153
  br i1 %61, label %62, label %63, !dbg !154

62:                                               ; preds = %47
  call void @llvm.dbg.value(metadata double %59, metadata !132, metadata !DIExpression()) #2, !dbg !109
  store double %59, double* %18, align 8, !dbg !155, !tbaa !47, !noalias !105
  br label %63, !dbg !156

63:                                               ; preds = %62, %47
  %64 = load double, double* %50, align 8, !dbg !157, !tbaa !47, !noalias !105
  %65 = load double, double* %19, align 8, !dbg !159, !tbaa !47, !noalias !105
  call void @llvm.dbg.value(metadata double %65, metadata !133, metadata !DIExpression()) #2, !dbg !109
  %66 = fcmp ogt double %64, %65, !dbg !160
  br i1 %66, label %67, label %68, !dbg !161

67:                                               ; preds = %63
  call void @llvm.dbg.value(metadata double %64, metadata !133, metadata !DIExpression()) #2, !dbg !109
  store double %64, double* %19, align 8, !dbg !162, !tbaa !47, !noalias !105
  br label %68, !dbg !163

68:                                               ; preds = %67, %63
  %69 = icmp sgt i64 %48, 0, !dbg !164
  br i1 %69, label %70, label %81, !dbg !166

70:                                               ; preds = %68
  %71 = load double, double* %50, align 8, !dbg !167, !tbaa !47, !noalias !105
  %72 = fcmp olt double %71, 0.000000e+00, !dbg !168
  %73 = add nsw i64 %48, 4294967295
  %74 = and i64 %73, 4294967295
  %75 = getelementptr inbounds double, double* %43, i64 %74, !dbg !169
  %76 = load double, double* %75, align 8, !dbg !169, !tbaa !47, !noalias !105
  %77 = fcmp olt double %76, 0.000000e+00, !dbg !170
  %78 = xor i1 %72, %77, !dbg !171
  %79 = zext i1 %78 to i32, !dbg !171
  %80 = add nsw i32 %49, %79, !dbg !171
  br label %81, !dbg !171

81:                                               ; preds = %70, %68
  %82 = phi i32 [ %49, %68 ], [ %80, %70 ]
  %83 = add nsw i64 %48, 1, !dbg !136
  call void @llvm.dbg.value(metadata i64 %83, metadata !122, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 %38, metadata !126, metadata !DIExpression()) #2, !dbg !109
  %84 = trunc i64 %83 to i32, !dbg !136
  %85 = icmp eq i32 %46, %84, !dbg !136
  br i1 %85, label %86, label %47, !dbg !136, !llvm.loop !172

86:                                               ; preds = %81, %25
  %87 = phi i32 [ %40, %25 ], [ %82, %81 ]
  store i32 %87, i32* %17, align 4, !dbg !174, !tbaa !39, !noalias !105
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %35) #2, !dbg !173, !noalias !105
  %88 = bitcast [5 x i8*]* %20 to double**, !dbg !143
  store double* %15, double** %88, align 8, !dbg !143, !noalias !105
  %89 = getelementptr inbounds [5 x i8*], [5 x i8*]* %20, i64 0, i64 1, !dbg !143
  %90 = bitcast i8** %89 to double**, !dbg !143
  store double* %16, double** %90, align 8, !dbg !143, !noalias !105
  %91 = getelementptr inbounds [5 x i8*], [5 x i8*]* %20, i64 0, i64 2, !dbg !143
  %92 = bitcast i8** %91 to i32**, !dbg !143
  store i32* %17, i32** %92, align 8, !dbg !143, !noalias !105
  %93 = getelementptr inbounds [5 x i8*], [5 x i8*]* %20, i64 0, i64 3, !dbg !143
  %94 = bitcast i8** %93 to double**, !dbg !143
  store double* %18, double** %94, align 8, !dbg !143, !noalias !105
  %95 = getelementptr inbounds [5 x i8*], [5 x i8*]* %20, i64 0, i64 4, !dbg !143
  %96 = bitcast i8** %95 to double**, !dbg !143
  store double* %19, double** %96, align 8, !dbg !143, !noalias !105
  %97 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @4, i32 %35, i32 5, i64 40, i8* nonnull %21, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !143, !noalias !105
  switch i32 %97, label %168 [
    i32 1, label %98
    i32 2, label %116
  ], !dbg !143

98:                                               ; preds = %86
  %99 = load double, double* %3, align 8, !dbg !138, !tbaa !47, !noalias !105
  %100 = load double, double* %15, align 8, !dbg !138, !tbaa !47, !noalias !105
  call void @llvm.dbg.value(metadata double %100, metadata !129, metadata !DIExpression()) #2, !dbg !109
  %101 = fadd double %99, %100, !dbg !175
  store double %101, double* %3, align 8, !dbg !175, !tbaa !47, !noalias !105
  %102 = load double, double* %5, align 8, !dbg !139, !tbaa !47, !noalias !105
  %103 = load double, double* %16, align 8, !dbg !139, !tbaa !47, !noalias !105
  call void @llvm.dbg.value(metadata double %103, metadata !130, metadata !DIExpression()) #2, !dbg !109
  %104 = fadd double %102, %103, !dbg !175
  store double %104, double* %5, align 8, !dbg !175, !tbaa !47, !noalias !105
  %105 = load i32, i32* %9, align 4, !dbg !140, !tbaa !39, !noalias !105
  %106 = load i32, i32* %17, align 4, !dbg !140, !tbaa !39, !noalias !105
  call void @llvm.dbg.value(metadata i32 %106, metadata !131, metadata !DIExpression()) #2, !dbg !109
  %107 = add nsw i32 %106, %105, !dbg !175
  store i32 %107, i32* %9, align 4, !dbg !175, !tbaa !39, !noalias !105
  %108 = load double, double* %7, align 8, !dbg !141, !tbaa !47, !noalias !105
  %109 = load double, double* %18, align 8, !dbg !141, !tbaa !47, !noalias !105
  call void @llvm.dbg.value(metadata double %109, metadata !132, metadata !DIExpression()) #2, !dbg !109
  %110 = fcmp olt double %108, %109, !dbg !176
  %111 = select i1 %110, double %108, double %109, !dbg !141
  store double %111, double* %7, align 8, !dbg !176, !tbaa !47, !noalias !105
  %112 = load double, double* %8, align 8, !dbg !142, !tbaa !47, !noalias !105
  %113 = load double, double* %19, align 8, !dbg !142, !tbaa !47, !noalias !105
  call void @llvm.dbg.value(metadata double %113, metadata !133, metadata !DIExpression()) #2, !dbg !109
  %114 = fcmp ogt double %112, %113, !dbg !177
  %115 = select i1 %114, double %112, double %113, !dbg !142
  store double %115, double* %8, align 8, !dbg !177, !tbaa !47, !noalias !105
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @4, i32 %35, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !143, !noalias !105
  br label %168, !dbg !143

116:                                              ; preds = %86
  %117 = bitcast double* %3 to i64*, !dbg !143
  %118 = load atomic i64, i64* %117 monotonic, align 8, !dbg !143, !tbaa !47, !noalias !105
  %119 = load double, double* %15, align 8, !tbaa !47, !noalias !105
  br label %120, !dbg !143

120:                                              ; preds = %120, %116
  %121 = phi i64 [ %118, %116 ], [ %126, %120 ], !dbg !143
  %122 = bitcast i64 %121 to double, !dbg !143
  call void @llvm.dbg.value(metadata double %119, metadata !129, metadata !DIExpression()) #2, !dbg !109
  %123 = fadd double %119, %122, !dbg !175
  %124 = bitcast double %123 to i64, !dbg !143
  %125 = cmpxchg i64* %117, i64 %121, i64 %124 monotonic monotonic, align 8, !dbg !143, !noalias !105
  %126 = extractvalue { i64, i1 } %125, 0, !dbg !143
  %127 = extractvalue { i64, i1 } %125, 1, !dbg !143
  br i1 %127, label %128, label %120, !dbg !143

128:                                              ; preds = %120
  %129 = bitcast double* %5 to i64*, !dbg !143
  %130 = load atomic i64, i64* %129 monotonic, align 8, !dbg !143, !tbaa !47, !noalias !105
  %131 = load double, double* %16, align 8, !tbaa !47, !noalias !105
  br label %132, !dbg !143

132:                                              ; preds = %132, %128
  %133 = phi i64 [ %130, %128 ], [ %138, %132 ], !dbg !143
  %134 = bitcast i64 %133 to double, !dbg !143
  call void @llvm.dbg.value(metadata double %131, metadata !130, metadata !DIExpression()) #2, !dbg !109
  %135 = fadd double %131, %134, !dbg !175
  %136 = bitcast double %135 to i64, !dbg !143
  %137 = cmpxchg i64* %129, i64 %133, i64 %136 monotonic monotonic, align 8, !dbg !143, !noalias !105
  %138 = extractvalue { i64, i1 } %137, 0, !dbg !143
  %139 = extractvalue { i64, i1 } %137, 1, !dbg !143
  br i1 %139, label %140, label %132, !dbg !143

140:                                              ; preds = %132
  %141 = load i32, i32* %17, align 4, !dbg !140, !tbaa !39, !noalias !105
  call void @llvm.dbg.value(metadata i32 %141, metadata !131, metadata !DIExpression()) #2, !dbg !109
  %142 = atomicrmw add i32* %9, i32 %141 monotonic, align 4, !dbg !143, !noalias !105
  %143 = bitcast double* %7 to i64*, !dbg !143
  %144 = load atomic i64, i64* %143 monotonic, align 8, !dbg !143, !tbaa !47, !noalias !105
  %145 = load double, double* %18, align 8, !tbaa !47, !noalias !105
  br label %146, !dbg !143

146:                                              ; preds = %146, %140
  %147 = phi i64 [ %144, %140 ], [ %153, %146 ], !dbg !143
  %148 = bitcast i64 %147 to double, !dbg !143
  call void @llvm.dbg.value(metadata double %145, metadata !132, metadata !DIExpression()) #2, !dbg !109
  %149 = fcmp ogt double %145, %148, !dbg !176
  %150 = select i1 %149, double %148, double %145, !dbg !141
  %151 = bitcast double %150 to i64, !dbg !143
  %152 = cmpxchg i64* %143, i64 %147, i64 %151 monotonic monotonic, align 8, !dbg !143, !noalias !105
  %153 = extractvalue { i64, i1 } %152, 0, !dbg !143
  %154 = extractvalue { i64, i1 } %152, 1, !dbg !143
  br i1 %154, label %155, label %146, !dbg !143

155:                                              ; preds = %146
  %156 = bitcast double* %8 to i64*, !dbg !143
  %157 = load atomic i64, i64* %156 monotonic, align 8, !dbg !143, !tbaa !47, !noalias !105
  %158 = load double, double* %19, align 8, !tbaa !47, !noalias !105
  br label %159, !dbg !143

159:                                              ; preds = %159, %155
  %160 = phi i64 [ %157, %155 ], [ %166, %159 ], !dbg !143
  %161 = bitcast i64 %160 to double, !dbg !143
  call void @llvm.dbg.value(metadata double %158, metadata !133, metadata !DIExpression()) #2, !dbg !109
  %162 = fcmp olt double %158, %161, !dbg !177
  %163 = select i1 %162, double %161, double %158, !dbg !142
  %164 = bitcast double %163 to i64, !dbg !143
  %165 = cmpxchg i64* %156, i64 %160, i64 %164 monotonic monotonic, align 8, !dbg !143, !noalias !105
  %166 = extractvalue { i64, i1 } %165, 0, !dbg !143
  %167 = extractvalue { i64, i1 } %165, 1, !dbg !143
  br i1 %167, label %168, label %159, !dbg !143

168:                                              ; preds = %159, %98, %86
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #2, !dbg !143, !noalias !105
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #2, !dbg !143, !noalias !105
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32) #2, !dbg !143, !noalias !105
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %31) #2, !dbg !143, !noalias !105
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30) #2, !dbg !143, !noalias !105
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %29) #2, !dbg !143, !noalias !105
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %28) #2, !dbg !143, !noalias !105
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %27) #2, !dbg !143, !noalias !105
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %26) #2, !dbg !143, !noalias !105
  br label %169, !dbg !143

169:                                              ; preds = %10, %168
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %21), !dbg !178
  ret void, !dbg !108
}

; Function Attrs: nounwind
declare !callback !179 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !181 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !185, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i8** %1, metadata !186, metadata !DIExpression()), !dbg !199
  %11 = icmp sgt i32 %0, 1, !dbg !200
  br i1 %11, label %12, label %17, !dbg !201

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !202
  %14 = load i8*, i8** %13, align 8, !dbg !202, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %14, metadata !203, metadata !DIExpression()) #2, !dbg !211
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #2, !dbg !213
  %16 = trunc i64 %15 to i32, !dbg !214
  br label %17, !dbg !201

17:                                               ; preds = %2, %12
  %18 = phi i32 [ %16, %12 ], [ 100000, %2 ], !dbg !201
  call void @llvm.dbg.value(metadata i32 %18, metadata !187, metadata !DIExpression()), !dbg !199
  %19 = sext i32 %18 to i64, !dbg !215
  %20 = shl nsw i64 %19, 3, !dbg !216
  %21 = call noalias i8* @malloc(i64 noundef %20) #2, !dbg !217
  %22 = bitcast i8* %21 to double*, !dbg !217
  call void @llvm.dbg.value(metadata double* %22, metadata !188, metadata !DIExpression()), !dbg !199
  %23 = call noalias i8* @malloc(i64 noundef %20) #2, !dbg !218
  %24 = bitcast i8* %23 to double*, !dbg !218
  call void @llvm.dbg.value(metadata double* %24, metadata !189, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i32 4, metadata !190, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i32 0, metadata !192, metadata !DIExpression()), !dbg !219
  %25 = icmp sgt i32 %18, 0, !dbg !220
  br i1 %25, label %26, label %28, !dbg !222

26:                                               ; preds = %17
  %27 = zext i32 %18 to i64, !dbg !220
  br label %46, !dbg !222

28:                                               ; preds = %46, %17
  %29 = bitcast i32* %3 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %29), !dbg !223
  %30 = bitcast double** %4 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %30), !dbg !223
  %31 = bitcast double** %5 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %31), !dbg !223
  call void @llvm.dbg.value(metadata i32 %18, metadata !25, metadata !DIExpression()) #2, !dbg !223
  store i32 %18, i32* %3, align 4, !tbaa !39
  call void @llvm.dbg.value(metadata double* %22, metadata !26, metadata !DIExpression()) #2, !dbg !223
  %32 = bitcast double** %4 to i8**
  store i8* %21, i8** %32, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata double* %24, metadata !27, metadata !DIExpression()) #2, !dbg !223
  %33 = bitcast double** %5 to i8**
  store i8* %23, i8** %33, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata double* undef, metadata !28, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* undef, metadata !29, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* undef, metadata !30, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* undef, metadata !31, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata i32* undef, metadata !32, metadata !DIExpression()) #2, !dbg !223
  %34 = bitcast double* %6 to i8*, !dbg !225
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #2, !dbg !225
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()) #2, !dbg !223
  store double 0.000000e+00, double* %6, align 8, !dbg !226, !tbaa !47
  %35 = bitcast double* %7 to i8*, !dbg !225
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35) #2, !dbg !225
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()) #2, !dbg !223
  store double 0.000000e+00, double* %7, align 8, !dbg !227, !tbaa !47
  %36 = bitcast double* %8 to i8*, !dbg !225
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %36) #2, !dbg !225
  call void @llvm.dbg.value(metadata double* %22, metadata !26, metadata !DIExpression()) #2, !dbg !223
  %37 = load double, double* %22, align 8, !dbg !228, !tbaa !47
  call void @llvm.dbg.value(metadata double %37, metadata !35, metadata !DIExpression()) #2, !dbg !223
  store double %37, double* %8, align 8, !dbg !229, !tbaa !47
  %38 = bitcast double* %9 to i8*, !dbg !225
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %38) #2, !dbg !225
  call void @llvm.dbg.value(metadata double* %22, metadata !26, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double %37, metadata !36, metadata !DIExpression()) #2, !dbg !223
  store double %37, double* %9, align 8, !dbg !230, !tbaa !47
  %39 = bitcast i32* %10 to i8*, !dbg !231
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %39) #2, !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #2, !dbg !223
  store i32 0, i32* %10, align 4, !dbg !232, !tbaa !39
  call void @llvm.dbg.value(metadata i32* %3, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double** %4, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double** %5, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* %6, metadata !33, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* %7, metadata !34, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* %8, metadata !35, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* %9, metadata !36, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata i32* %10, metadata !37, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @5, i32 8, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*, double**, double*, double**, double*, double*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, double* nonnull %6, double** nonnull %4, double* nonnull %7, double** nonnull %5, double* nonnull %8, double* nonnull %9, i32* nonnull %10) #2, !dbg !233
  %40 = load double, double* %6, align 8, !dbg !234, !tbaa !47
  call void @llvm.dbg.value(metadata double %40, metadata !33, metadata !DIExpression()) #2, !dbg !223
  %41 = load double, double* %7, align 8, !dbg !235, !tbaa !47
  call void @llvm.dbg.value(metadata double %41, metadata !34, metadata !DIExpression()) #2, !dbg !223
  %42 = load double, double* %8, align 8, !dbg !236, !tbaa !47
  call void @llvm.dbg.value(metadata double %42, metadata !35, metadata !DIExpression()) #2, !dbg !223
  %43 = load double, double* %9, align 8, !dbg !237, !tbaa !47
  call void @llvm.dbg.value(metadata double %43, metadata !36, metadata !DIExpression()) #2, !dbg !223
  %44 = load i32, i32* %10, align 4, !dbg !238, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %44, metadata !37, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %39) #2, !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %38) #2, !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36) #2, !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35) #2, !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #2, !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %29), !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30), !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %31), !dbg !239
  call void @llvm.dbg.value(metadata double %40, metadata !194, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata double %41, metadata !195, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata double %42, metadata !196, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata double %43, metadata !197, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i32 %44, metadata !198, metadata !DIExpression()), !dbg !199
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str, i64 0, i64 0), double noundef %40, double noundef %41, double noundef %42, double noundef %43, i32 noundef %44), !dbg !240
  call void @free(i8* noundef %21) #2, !dbg !241
  call void @free(i8* noundef %23) #2, !dbg !242
  ret i32 0, !dbg !243

46:                                               ; preds = %26, %46
  %47 = phi i64 [ 0, %26 ], [ %60, %46 ]
  %48 = phi i32 [ 4, %26 ], [ %50, %46 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !192, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %48, metadata !190, metadata !DIExpression()), !dbg !199
  %49 = mul i32 %48, 1664525, !dbg !244
  %50 = add i32 %49, 1013904223, !dbg !246
  call void @llvm.dbg.value(metadata i32 %50, metadata !190, metadata !DIExpression()), !dbg !199
  %51 = lshr i32 %50, 12, !dbg !247
  %52 = urem i32 %51, 2001, !dbg !248
  %53 = add nsw i32 %52, -1000, !dbg !249
  %54 = sitofp i32 %53 to double, !dbg !250
  %55 = getelementptr inbounds double, double* %22, i64 %47, !dbg !251
  store double %54, double* %55, align 8, !dbg !252, !tbaa !47
  %56 = trunc i64 %47 to i32, !dbg !253
  %57 = urem i32 %56, 13, !dbg !253
  %58 = sitofp i32 %57 to double, !dbg !254
  %59 = getelementptr inbounds double, double* %24, i64 %47, !dbg !255
  store double %58, double* %59, align 8, !dbg !256, !tbaa !47
  %60 = add nuw nsw i64 %47, 1, !dbg !257
  call void @llvm.dbg.value(metadata i64 %60, metadata !192, metadata !DIExpression()), !dbg !219
  %61 = icmp eq i64 %60, %27, !dbg !220
  br i1 %61, label %28, label %46, !dbg !222, !llvm.loop !258
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
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_reduction.c", directory: ".", checksumkind: CSK_MD5, checksum: "ce32fcc5f70d2a48344f67fdd3721319")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"openmp", i32 50}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "kernel_reduce", scope: !1, file: !1, line: 9, type: !18, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !4, !20, !20, !22, !22, !22, !22, !23}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!24 = !{!25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !1, line: 9, type: !4)
!26 = !DILocalVariable(name: "a", arg: 2, scope: !17, file: !1, line: 9, type: !20)
!27 = !DILocalVariable(name: "b", arg: 3, scope: !17, file: !1, line: 9, type: !20)
!28 = !DILocalVariable(name: "sum", arg: 4, scope: !17, file: !1, line: 9, type: !22)
!29 = !DILocalVariable(name: "dot", arg: 5, scope: !17, file: !1, line: 10, type: !22)
!30 = !DILocalVariable(name: "lo", arg: 6, scope: !17, file: !1, line: 10, type: !22)
!31 = !DILocalVariable(name: "hi", arg: 7, scope: !17, file: !1, line: 10, type: !22)
!32 = !DILocalVariable(name: "changes", arg: 8, scope: !17, file: !1, line: 10, type: !23)
!33 = !DILocalVariable(name: "s", scope: !17, file: !1, line: 12, type: !3)
!34 = !DILocalVariable(name: "d", scope: !17, file: !1, line: 12, type: !3)
!35 = !DILocalVariable(name: "mn", scope: !17, file: !1, line: 12, type: !3)
!36 = !DILocalVariable(name: "mx", scope: !17, file: !1, line: 12, type: !3)
!37 = !DILocalVariable(name: "ch", scope: !17, file: !1, line: 13, type: !4)
!38 = !DILocation(line: 0, scope: !17)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !{!44, !44, i64 0}
!44 = !{!"any pointer", !41, i64 0}
!45 = !DILocation(line: 12, column: 3, scope: !17)
!46 = !DILocation(line: 12, column: 10, scope: !17)
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !41, i64 0}
!49 = !DILocation(line: 12, column: 19, scope: !17)
!50 = !DILocation(line: 12, column: 33, scope: !17)
!51 = !DILocation(line: 12, column: 28, scope: !17)
!52 = !DILocation(line: 12, column: 39, scope: !17)
!53 = !DILocation(line: 13, column: 3, scope: !17)
!54 = !DILocation(line: 13, column: 7, scope: !17)
!55 = !DILocation(line: 14, column: 1, scope: !17)
!56 = !DILocation(line: 25, column: 10, scope: !17)
!57 = !DILocation(line: 25, column: 8, scope: !17)
!58 = !DILocation(line: 26, column: 10, scope: !17)
!59 = !DILocation(line: 26, column: 8, scope: !17)
!60 = !DILocation(line: 27, column: 9, scope: !17)
!61 = !DILocation(line: 27, column: 7, scope: !17)
!62 = !DILocation(line: 28, column: 9, scope: !17)
!63 = !DILocation(line: 28, column: 7, scope: !17)
!64 = !DILocation(line: 29, column: 14, scope: !17)
!65 = !DILocation(line: 29, column: 12, scope: !17)
!66 = !DILocation(line: 30, column: 1, scope: !17)
!67 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 14, type: !68, scopeLine: 14, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{}
!70 = !{!71, !72}
!71 = !DILocalVariable(arg: 1, scope: !67, type: !8, flags: DIFlagArtificial)
!72 = !DILocalVariable(arg: 2, scope: !67, type: !8, flags: DIFlagArtificial)
!73 = !DILocation(line: 0, scope: !67)
!74 = !DILocation(line: 14, column: 89, scope: !67)
!75 = !DILocation(line: 14, column: 40, scope: !67)
!76 = !DILocation(line: 14, column: 36, scope: !67)
!77 = !DILocation(line: 14, column: 43, scope: !67)
!78 = !DILocation(line: 14, column: 46, scope: !67)
!79 = !DILocation(line: 14, column: 66, scope: !67)
!80 = !DILocation(line: 14, column: 60, scope: !67)
!81 = !DILocation(line: 14, column: 86, scope: !67)
!82 = !DILocation(line: 14, column: 80, scope: !67)
!83 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 14, type: !84, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !93)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !86, !86, !90, !91, !92, !91, !92, !91, !91, !90}
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!90 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!93 = !{!94, !95, !96, !97, !98, !99, !100, !101, !102, !103}
!94 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !83, type: !86, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !83, type: !86, flags: DIFlagArtificial)
!96 = !DILocalVariable(name: "n", arg: 3, scope: !83, type: !90, flags: DIFlagArtificial)
!97 = !DILocalVariable(name: "s", arg: 4, scope: !83, type: !91, flags: DIFlagArtificial)
!98 = !DILocalVariable(name: "a", arg: 5, scope: !83, type: !92, flags: DIFlagArtificial)
!99 = !DILocalVariable(name: "d", arg: 6, scope: !83, type: !91, flags: DIFlagArtificial)
!100 = !DILocalVariable(name: "b", arg: 7, scope: !83, type: !92, flags: DIFlagArtificial)
!101 = !DILocalVariable(name: "mn", arg: 8, scope: !83, type: !91, flags: DIFlagArtificial)
!102 = !DILocalVariable(name: "mx", arg: 9, scope: !83, type: !91, flags: DIFlagArtificial)
!103 = !DILocalVariable(name: "ch", arg: 10, scope: !83, type: !90, flags: DIFlagArtificial)
!104 = !DILocation(line: 0, scope: !83)
!105 = !{!106}
!106 = distinct !{!106, !107, !".omp_outlined._debug__: argument 0"}
!107 = distinct !{!107, !".omp_outlined._debug__"}
!108 = !DILocation(line: 14, column: 1, scope: !83)
!109 = !DILocation(line: 0, scope: !110, inlinedAt: !134)
!110 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 15, type: !84, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !111)
!111 = !{!112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !124}
!112 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !110, type: !86, flags: DIFlagArtificial)
!113 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !110, type: !86, flags: DIFlagArtificial)
!114 = !DILocalVariable(name: "n", arg: 3, scope: !110, file: !1, line: 9, type: !90)
!115 = !DILocalVariable(name: "s", arg: 4, scope: !110, file: !1, line: 12, type: !91)
!116 = !DILocalVariable(name: "a", arg: 5, scope: !110, file: !1, line: 9, type: !92)
!117 = !DILocalVariable(name: "d", arg: 6, scope: !110, file: !1, line: 12, type: !91)
!118 = !DILocalVariable(name: "b", arg: 7, scope: !110, file: !1, line: 9, type: !92)
!119 = !DILocalVariable(name: "mn", arg: 8, scope: !110, file: !1, line: 12, type: !91)
!120 = !DILocalVariable(name: "mx", arg: 9, scope: !110, file: !1, line: 12, type: !91)
!121 = !DILocalVariable(name: "ch", arg: 10, scope: !110, file: !1, line: 13, type: !90)
!122 = !DILocalVariable(name: ".omp.iv", scope: !110, type: !4, flags: DIFlagArtificial)
!123 = !DILocalVariable(name: ".capture_expr.", scope: !110, type: !4, flags: DIFlagArtificial)
!124 = !DILocalVariable(name: "i", scope: !110, type: !4, flags: DIFlagArtificial)
!125 = !DILocalVariable(name: ".omp.lb", scope: !110, type: !4, flags: DIFlagArtificial)
!126 = !DILocalVariable(name: ".omp.ub", scope: !110, type: !4, flags: DIFlagArtificial)
!127 = !DILocalVariable(name: ".omp.stride", scope: !110, type: !4, flags: DIFlagArtificial)
!128 = !DILocalVariable(name: ".omp.is_last", scope: !110, type: !4, flags: DIFlagArtificial)
!129 = !DILocalVariable(name: "s", scope: !110, type: !3, flags: DIFlagArtificial)
!130 = !DILocalVariable(name: "d", scope: !110, type: !3, flags: DIFlagArtificial)
!131 = !DILocalVariable(name: "ch", scope: !110, type: !4, flags: DIFlagArtificial)
!132 = !DILocalVariable(name: "mn", scope: !110, type: !3, flags: DIFlagArtificial)
!133 = !DILocalVariable(name: "mx", scope: !110, type: !3, flags: DIFlagArtificial)
!134 = distinct !DILocation(line: 14, column: 1, scope: !83)
!135 = !DILocation(line: 15, column: 23, scope: !110, inlinedAt: !134)
!136 = !DILocation(line: 15, column: 3, scope: !110, inlinedAt: !134)
!137 = !DILocation(line: 15, column: 8, scope: !110, inlinedAt: !134)
!138 = !DILocation(line: 14, column: 40, scope: !110, inlinedAt: !134)
!139 = !DILocation(line: 14, column: 43, scope: !110, inlinedAt: !134)
!140 = !DILocation(line: 14, column: 46, scope: !110, inlinedAt: !134)
!141 = !DILocation(line: 14, column: 66, scope: !110, inlinedAt: !134)
!142 = !DILocation(line: 14, column: 86, scope: !110, inlinedAt: !134)
!143 = !DILocation(line: 14, column: 1, scope: !110, inlinedAt: !134)
!144 = !DILocation(line: 16, column: 10, scope: !145, inlinedAt: !134)
!145 = distinct !DILexicalBlock(scope: !110, file: !1, line: 15, column: 31)
!146 = !DILocation(line: 16, column: 7, scope: !145, inlinedAt: !134)
!147 = !DILocation(line: 17, column: 10, scope: !145, inlinedAt: !134)
!148 = !DILocation(line: 17, column: 17, scope: !145, inlinedAt: !134)
!149 = !DILocation(line: 17, column: 7, scope: !145, inlinedAt: !134)
!150 = !DILocation(line: 18, column: 9, scope: !151, inlinedAt: !134)
!151 = distinct !DILexicalBlock(scope: !145, file: !1, line: 18, column: 9)
!152 = !DILocation(line: 18, column: 16, scope: !151, inlinedAt: !134)
!153 = !DILocation(line: 18, column: 14, scope: !151, inlinedAt: !134)
!154 = !DILocation(line: 18, column: 9, scope: !145, inlinedAt: !134)
!155 = !DILocation(line: 19, column: 10, scope: !151, inlinedAt: !134)
!156 = !DILocation(line: 19, column: 7, scope: !151, inlinedAt: !134)
!157 = !DILocation(line: 20, column: 9, scope: !158, inlinedAt: !134)
!158 = distinct !DILexicalBlock(scope: !145, file: !1, line: 20, column: 9)
!159 = !DILocation(line: 20, column: 16, scope: !158, inlinedAt: !134)
!160 = !DILocation(line: 20, column: 14, scope: !158, inlinedAt: !134)
!161 = !DILocation(line: 20, column: 9, scope: !145, inlinedAt: !134)
!162 = !DILocation(line: 21, column: 10, scope: !158, inlinedAt: !134)
!163 = !DILocation(line: 21, column: 7, scope: !158, inlinedAt: !134)
!164 = !DILocation(line: 22, column: 11, scope: !165, inlinedAt: !134)
!165 = distinct !DILexicalBlock(scope: !145, file: !1, line: 22, column: 9)
!166 = !DILocation(line: 22, column: 15, scope: !165, inlinedAt: !134)
!167 = !DILocation(line: 22, column: 19, scope: !165, inlinedAt: !134)
!168 = !DILocation(line: 22, column: 24, scope: !165, inlinedAt: !134)
!169 = !DILocation(line: 22, column: 33, scope: !165, inlinedAt: !134)
!170 = !DILocation(line: 22, column: 42, scope: !165, inlinedAt: !134)
!171 = !DILocation(line: 22, column: 9, scope: !145, inlinedAt: !134)
!172 = distinct !{!172, !143, !173}
!173 = !DILocation(line: 14, column: 89, scope: !110, inlinedAt: !134)
!174 = !DILocation(line: 23, column: 9, scope: !165, inlinedAt: !134)
!175 = !DILocation(line: 14, column: 36, scope: !110, inlinedAt: !134)
!176 = !DILocation(line: 14, column: 60, scope: !110, inlinedAt: !134)
!177 = !DILocation(line: 14, column: 80, scope: !110, inlinedAt: !134)
!178 = !DILocation(line: 24, column: 3, scope: !110, inlinedAt: !134)
!179 = !{!180}
!180 = !{i64 2, i64 -1, i64 -1, i1 true}
!181 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 32, type: !182, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!4, !4, !5}
!184 = !{!185, !186, !187, !188, !189, !190, !192, !194, !195, !196, !197, !198}
!185 = !DILocalVariable(name: "argc", arg: 1, scope: !181, file: !1, line: 32, type: !4)
!186 = !DILocalVariable(name: "argv", arg: 2, scope: !181, file: !1, line: 32, type: !5)
!187 = !DILocalVariable(name: "n", scope: !181, file: !1, line: 34, type: !4)
!188 = !DILocalVariable(name: "a", scope: !181, file: !1, line: 35, type: !22)
!189 = !DILocalVariable(name: "b", scope: !181, file: !1, line: 35, type: !22)
!190 = !DILocalVariable(name: "s", scope: !181, file: !1, line: 36, type: !191)
!191 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!192 = !DILocalVariable(name: "i", scope: !193, file: !1, line: 37, type: !4)
!193 = distinct !DILexicalBlock(scope: !181, file: !1, line: 37, column: 3)
!194 = !DILocalVariable(name: "sum", scope: !181, file: !1, line: 42, type: !3)
!195 = !DILocalVariable(name: "dot", scope: !181, file: !1, line: 42, type: !3)
!196 = !DILocalVariable(name: "lo", scope: !181, file: !1, line: 42, type: !3)
!197 = !DILocalVariable(name: "hi", scope: !181, file: !1, line: 42, type: !3)
!198 = !DILocalVariable(name: "changes", scope: !181, file: !1, line: 43, type: !4)
!199 = !DILocation(line: 0, scope: !181)
!200 = !DILocation(line: 34, column: 16, scope: !181)
!201 = !DILocation(line: 34, column: 11, scope: !181)
!202 = !DILocation(line: 34, column: 27, scope: !181)
!203 = !DILocalVariable(name: "__nptr", arg: 1, scope: !204, file: !205, line: 362, type: !208)
!204 = distinct !DISubprogram(name: "atoi", scope: !205, file: !205, line: 362, type: !206, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !210)
!205 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!206 = !DISubroutineType(types: !207)
!207 = !{!4, !208}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!210 = !{!203}
!211 = !DILocation(line: 0, scope: !204, inlinedAt: !212)
!212 = distinct !DILocation(line: 34, column: 22, scope: !181)
!213 = !DILocation(line: 364, column: 16, scope: !204, inlinedAt: !212)
!214 = !DILocation(line: 364, column: 10, scope: !204, inlinedAt: !212)
!215 = !DILocation(line: 35, column: 22, scope: !181)
!216 = !DILocation(line: 35, column: 24, scope: !181)
!217 = !DILocation(line: 35, column: 15, scope: !181)
!218 = !DILocation(line: 35, column: 48, scope: !181)
!219 = !DILocation(line: 0, scope: !193)
!220 = !DILocation(line: 37, column: 21, scope: !221)
!221 = distinct !DILexicalBlock(scope: !193, file: !1, line: 37, column: 3)
!222 = !DILocation(line: 37, column: 3, scope: !193)
!223 = !DILocation(line: 0, scope: !17, inlinedAt: !224)
!224 = distinct !DILocation(line: 44, column: 3, scope: !181)
!225 = !DILocation(line: 12, column: 3, scope: !17, inlinedAt: !224)
!226 = !DILocation(line: 12, column: 10, scope: !17, inlinedAt: !224)
!227 = !DILocation(line: 12, column: 19, scope: !17, inlinedAt: !224)
!228 = !DILocation(line: 12, column: 33, scope: !17, inlinedAt: !224)
!229 = !DILocation(line: 12, column: 28, scope: !17, inlinedAt: !224)
!230 = !DILocation(line: 12, column: 39, scope: !17, inlinedAt: !224)
!231 = !DILocation(line: 13, column: 3, scope: !17, inlinedAt: !224)
!232 = !DILocation(line: 13, column: 7, scope: !17, inlinedAt: !224)
!233 = !DILocation(line: 14, column: 1, scope: !17, inlinedAt: !224)
!234 = !DILocation(line: 25, column: 10, scope: !17, inlinedAt: !224)
!235 = !DILocation(line: 26, column: 10, scope: !17, inlinedAt: !224)
!236 = !DILocation(line: 27, column: 9, scope: !17, inlinedAt: !224)
!237 = !DILocation(line: 28, column: 9, scope: !17, inlinedAt: !224)
!238 = !DILocation(line: 29, column: 14, scope: !17, inlinedAt: !224)
!239 = !DILocation(line: 30, column: 1, scope: !17, inlinedAt: !224)
!240 = !DILocation(line: 45, column: 3, scope: !181)
!241 = !DILocation(line: 47, column: 3, scope: !181)
!242 = !DILocation(line: 48, column: 3, scope: !181)
!243 = !DILocation(line: 49, column: 3, scope: !181)
!244 = !DILocation(line: 38, column: 11, scope: !245)
!245 = distinct !DILexicalBlock(scope: !221, file: !1, line: 37, column: 31)
!246 = !DILocation(line: 38, column: 22, scope: !245)
!247 = !DILocation(line: 39, column: 30, scope: !245)
!248 = !DILocation(line: 39, column: 37, scope: !245)
!249 = !DILocation(line: 39, column: 45, scope: !245)
!250 = !DILocation(line: 39, column: 12, scope: !245)
!251 = !DILocation(line: 39, column: 5, scope: !245)
!252 = !DILocation(line: 39, column: 10, scope: !245)
!253 = !DILocation(line: 40, column: 23, scope: !245)
!254 = !DILocation(line: 40, column: 12, scope: !245)
!255 = !DILocation(line: 40, column: 5, scope: !245)
!256 = !DILocation(line: 40, column: 10, scope: !245)
!257 = !DILocation(line: 37, column: 27, scope: !221)
!258 = distinct !{!258, !222, !259, !260, !261}
!259 = !DILocation(line: 41, column: 3, scope: !193)
!260 = !{!"llvm.loop.mustprogress"}
!261 = !{!"llvm.loop.unroll.disable"}
