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
  %21 = load i32, i32* %2, align 4, !dbg !105, !tbaa !39
  tail call void @llvm.experimental.noalias.scope.decl(metadata !106), !dbg !105
  %22 = bitcast [5 x i8*]* %20 to i8*, !dbg !109
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %22), !dbg !109
  call void @llvm.dbg.value(metadata i32* %0, metadata !112, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* undef, metadata !113, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* undef, metadata !114, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double* %3, metadata !115, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double** %4, metadata !116, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double* %5, metadata !117, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double** %6, metadata !118, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double* %7, metadata !119, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata double* %8, metadata !120, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* %9, metadata !121, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 %21, metadata !123, metadata !DIExpression()) #2, !dbg !109
  %23 = add nsw i32 %21, -1, !dbg !135
  call void @llvm.dbg.value(metadata i32 %23, metadata !123, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !124, metadata !DIExpression()) #2, !dbg !109
  %24 = icmp sgt i32 %21, 0, !dbg !135
  br i1 %24, label %25, label %171, !dbg !135

25:                                               ; preds = %10
  %26 = bitcast i32* %11 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26) #2, !dbg !135, !noalias !106
  call void @llvm.dbg.value(metadata i32 0, metadata !125, metadata !DIExpression()) #2, !dbg !109
  store i32 0, i32* %11, align 4, !dbg !136, !tbaa !39, !noalias !106
  %27 = bitcast i32* %12 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %27) #2, !dbg !135, !noalias !106
  call void @llvm.dbg.value(metadata i32 %23, metadata !126, metadata !DIExpression()) #2, !dbg !109
  store i32 %23, i32* %12, align 4, !dbg !136, !tbaa !39, !noalias !106
  %28 = bitcast i32* %13 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %28) #2, !dbg !135, !noalias !106
  call void @llvm.dbg.value(metadata i32 1, metadata !127, metadata !DIExpression()) #2, !dbg !109
  store i32 1, i32* %13, align 4, !dbg !136, !tbaa !39, !noalias !106
  %29 = bitcast i32* %14 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %29) #2, !dbg !135, !noalias !106
  call void @llvm.dbg.value(metadata i32 0, metadata !128, metadata !DIExpression()) #2, !dbg !109
  store i32 0, i32* %14, align 4, !dbg !136, !tbaa !39, !noalias !106
  %30 = bitcast double* %15 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %30) #2, !dbg !135, !noalias !106
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !129, metadata !DIExpression()) #2, !dbg !109
  store double 0.000000e+00, double* %15, align 8, !dbg !137, !tbaa !47, !noalias !106
  %31 = bitcast double* %16 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %31) #2, !dbg !135, !noalias !106
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !130, metadata !DIExpression()) #2, !dbg !109
  store double 0.000000e+00, double* %16, align 8, !dbg !138, !tbaa !47, !noalias !106
  %32 = bitcast i32* %17 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32) #2, !dbg !135, !noalias !106
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()) #2, !dbg !109
  %33 = bitcast double* %18 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33) #2, !dbg !135, !noalias !106
  call void @llvm.dbg.value(metadata double 0x7FEFFFFFFFFFFFFF, metadata !132, metadata !DIExpression()) #2, !dbg !109
  store double 0x7FEFFFFFFFFFFFFF, double* %18, align 8, !dbg !139, !tbaa !47, !noalias !106
  %34 = bitcast double* %19 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34) #2, !dbg !135, !noalias !106
  call void @llvm.dbg.value(metadata double 0xFFEFFFFFFFFFFFFF, metadata !133, metadata !DIExpression()) #2, !dbg !109
  store double 0xFFEFFFFFFFFFFFFF, double* %19, align 8, !dbg !140, !tbaa !47, !noalias !106
  %35 = load i32, i32* %0, align 4, !dbg !135, !tbaa !39, !alias.scope !106
  call void @llvm.dbg.value(metadata i32* %11, metadata !125, metadata !DIExpression(DW_OP_deref)) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* %12, metadata !126, metadata !DIExpression(DW_OP_deref)) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* %13, metadata !127, metadata !DIExpression(DW_OP_deref)) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32* %14, metadata !128, metadata !DIExpression(DW_OP_deref)) #2, !dbg !109
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %35, i32 34, i32* nonnull %14, i32* nonnull %11, i32* nonnull %12, i32* nonnull %13, i32 1, i32 1) #2, !dbg !141, !noalias !106
  %36 = load i32, i32* %12, align 4, !dbg !136, !tbaa !39, !noalias !106
  call void @llvm.dbg.value(metadata i32 %36, metadata !126, metadata !DIExpression()) #2, !dbg !109
  %37 = icmp sgt i32 %36, %23, !dbg !136
  %38 = select i1 %37, i32 %23, i32 %36, !dbg !136
  call void @llvm.dbg.value(metadata i32 %38, metadata !126, metadata !DIExpression()) #2, !dbg !109
  store i32 %38, i32* %12, align 4, !dbg !136, !tbaa !39, !noalias !106
  %39 = load i32, i32* %11, align 4, !dbg !136, !tbaa !39, !noalias !106
  call void @llvm.dbg.value(metadata i32 %39, metadata !125, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 %39, metadata !122, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 %39, metadata !122, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 %38, metadata !126, metadata !DIExpression()) #2, !dbg !109
  %40 = icmp sgt i32 %39, %38, !dbg !135
  br i1 %40, label %88, label %41, !dbg !135

41:                                               ; preds = %25
  %42 = load double*, double** %4, align 8, !tbaa !43, !noalias !106
  %43 = load double*, double** %6, align 8, !tbaa !43, !noalias !106
  %44 = sext i32 %39 to i64, !dbg !135
  %45 = add nsw i32 %38, 1, !dbg !135
  br label %46, !dbg !135

46:                                               ; preds = %83, %41
  %47 = phi double [ 0xFFEFFFFFFFFFFFFF, %41 ], [ %70, %83 ]
  %48 = phi double [ 0x7FEFFFFFFFFFFFFF, %41 ], [ %66, %83 ], !dbg !142
  %49 = phi double [ 0.000000e+00, %41 ], [ %59, %83 ], !dbg !145
  %50 = phi double [ 0.000000e+00, %41 ], [ %55, %83 ], !dbg !146
  %51 = phi i64 [ %44, %41 ], [ %85, %83 ]
  %52 = phi i32 [ 0, %41 ], [ %84, %83 ]
  call void @llvm.dbg.value(metadata i64 %51, metadata !122, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i64 %51, metadata !124, metadata !DIExpression()) #2, !dbg !109
  %53 = getelementptr inbounds double, double* %42, i64 %51, !dbg !147
  %54 = load double, double* %53, align 8, !dbg !147, !tbaa !47, !noalias !106
  call void @llvm.dbg.value(metadata double %50, metadata !129, metadata !DIExpression()) #2, !dbg !109
  %55 = fadd double %50, %54, !dbg !146
  call void @llvm.dbg.value(metadata double %55, metadata !129, metadata !DIExpression()) #2, !dbg !109
  store double %55, double* %15, align 8, !dbg !146, !tbaa !47, !noalias !106
  %56 = load double, double* %53, align 8, !dbg !148, !tbaa !47, !noalias !106
  %57 = getelementptr inbounds double, double* %43, i64 %51, !dbg !149
  %58 = load double, double* %57, align 8, !dbg !149, !tbaa !47, !noalias !106
  call void @llvm.dbg.value(metadata double %49, metadata !130, metadata !DIExpression()) #2, !dbg !109
  %59 = call double @llvm.fmuladd.f64(double %56, double %58, double %49) #2, !dbg !145
  call void @llvm.dbg.value(metadata double %59, metadata !130, metadata !DIExpression()) #2, !dbg !109
  store double %59, double* %16, align 8, !dbg !145, !tbaa !47, !noalias !106
  %60 = load double, double* %53, align 8, !dbg !150, !tbaa !47, !noalias !106
  call void @llvm.dbg.value(metadata double %48, metadata !132, metadata !DIExpression()) #2, !dbg !109
  %61 = fcmp olt double %60, %48, !dbg !151
  br i1 %61, label %62, label %64, !dbg !152

62:                                               ; preds = %46
  call void @llvm.dbg.value(metadata double %60, metadata !132, metadata !DIExpression()) #2, !dbg !109
  store double %60, double* %18, align 8, !dbg !153, !tbaa !47, !noalias !106
  %63 = load double, double* %53, align 8, !dbg !154, !tbaa !47, !noalias !106
  br label %64, !dbg !156

64:                                               ; preds = %62, %46
  %65 = phi double [ %63, %62 ], [ %60, %46 ], !dbg !154
  %66 = phi double [ %60, %62 ], [ %48, %46 ]
  call void @llvm.dbg.value(metadata double %47, metadata !133, metadata !DIExpression()) #2, !dbg !109
  %67 = fcmp ogt double %65, %47, !dbg !157
  br i1 %67, label %68, label %69, !dbg !158

68:                                               ; preds = %64
  call void @llvm.dbg.value(metadata double %65, metadata !133, metadata !DIExpression()) #2, !dbg !109
  store double %65, double* %19, align 8, !dbg !159, !tbaa !47, !noalias !106
  br label %69, !dbg !160

69:                                               ; preds = %68, %64
  %70 = phi double [ %65, %68 ], [ %47, %64 ]
  %71 = icmp sgt i64 %51, 0, !dbg !161
  br i1 %71, label %72, label %83, !dbg !163

72:                                               ; preds = %69
  %73 = load double, double* %53, align 8, !dbg !164, !tbaa !47, !noalias !106
  %74 = fcmp olt double %73, 0.000000e+00, !dbg !165
  %75 = add nuw nsw i64 %51, 4294967295
  %76 = and i64 %75, 4294967295
  %77 = getelementptr inbounds double, double* %42, i64 %76, !dbg !166
  %78 = load double, double* %77, align 8, !dbg !166, !tbaa !47, !noalias !106
  %79 = fcmp olt double %78, 0.000000e+00, !dbg !167
  %80 = xor i1 %74, %79, !dbg !168
  %81 = zext i1 %80 to i32, !dbg !168
  %82 = add nsw i32 %52, %81, !dbg !168
  br label %83, !dbg !168

83:                                               ; preds = %72, %69
  %84 = phi i32 [ %52, %69 ], [ %82, %72 ]
  %85 = add nsw i64 %51, 1, !dbg !135
  call void @llvm.dbg.value(metadata i64 %85, metadata !122, metadata !DIExpression()) #2, !dbg !109
  call void @llvm.dbg.value(metadata i32 %38, metadata !126, metadata !DIExpression()) #2, !dbg !109
  %86 = trunc i64 %85 to i32, !dbg !135
  %87 = icmp eq i32 %45, %86, !dbg !135
  br i1 %87, label %88, label %46, !dbg !135, !llvm.loop !169

88:                                               ; preds = %83, %25
  %89 = phi i32 [ 0, %25 ], [ %84, %83 ]
  store i32 %89, i32* %17, align 4, !dbg !171, !tbaa !39, !noalias !106
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %35) #2, !dbg !170, !noalias !106
  %90 = bitcast [5 x i8*]* %20 to double**, !dbg !141
  store double* %15, double** %90, align 8, !dbg !141, !noalias !106
  %91 = getelementptr inbounds [5 x i8*], [5 x i8*]* %20, i64 0, i64 1, !dbg !141
  %92 = bitcast i8** %91 to double**, !dbg !141
  store double* %16, double** %92, align 8, !dbg !141, !noalias !106
  %93 = getelementptr inbounds [5 x i8*], [5 x i8*]* %20, i64 0, i64 2, !dbg !141
  %94 = bitcast i8** %93 to i32**, !dbg !141
  store i32* %17, i32** %94, align 8, !dbg !141, !noalias !106
  %95 = getelementptr inbounds [5 x i8*], [5 x i8*]* %20, i64 0, i64 3, !dbg !141
  %96 = bitcast i8** %95 to double**, !dbg !141
  store double* %18, double** %96, align 8, !dbg !141, !noalias !106
  %97 = getelementptr inbounds [5 x i8*], [5 x i8*]* %20, i64 0, i64 4, !dbg !141
  %98 = bitcast i8** %97 to double**, !dbg !141
  store double* %19, double** %98, align 8, !dbg !141, !noalias !106
  %99 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @4, i32 %35, i32 5, i64 40, i8* nonnull %22, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !141, !noalias !106
  switch i32 %99, label %170 [
    i32 1, label %100
    i32 2, label %118
  ], !dbg !141

100:                                              ; preds = %88
  %101 = load double, double* %3, align 8, !dbg !137, !tbaa !47, !noalias !106
  %102 = load double, double* %15, align 8, !dbg !137, !tbaa !47, !noalias !106
  call void @llvm.dbg.value(metadata double %102, metadata !129, metadata !DIExpression()) #2, !dbg !109
  %103 = fadd double %101, %102, !dbg !172
  store double %103, double* %3, align 8, !dbg !172, !tbaa !47, !noalias !106
  %104 = load double, double* %5, align 8, !dbg !138, !tbaa !47, !noalias !106
  %105 = load double, double* %16, align 8, !dbg !138, !tbaa !47, !noalias !106
  call void @llvm.dbg.value(metadata double %105, metadata !130, metadata !DIExpression()) #2, !dbg !109
  %106 = fadd double %104, %105, !dbg !172
  store double %106, double* %5, align 8, !dbg !172, !tbaa !47, !noalias !106
  %107 = load i32, i32* %9, align 4, !dbg !173, !tbaa !39, !noalias !106
  %108 = load i32, i32* %17, align 4, !dbg !173, !tbaa !39, !noalias !106
  call void @llvm.dbg.value(metadata i32 %108, metadata !131, metadata !DIExpression()) #2, !dbg !109
  %109 = add nsw i32 %108, %107, !dbg !172
  store i32 %109, i32* %9, align 4, !dbg !172, !tbaa !39, !noalias !106
  %110 = load double, double* %7, align 8, !dbg !139, !tbaa !47, !noalias !106
  %111 = load double, double* %18, align 8, !dbg !139, !tbaa !47, !noalias !106
  call void @llvm.dbg.value(metadata double %111, metadata !132, metadata !DIExpression()) #2, !dbg !109
  %112 = fcmp olt double %110, %111, !dbg !174
  %113 = select i1 %112, double %110, double %111, !dbg !139
  store double %113, double* %7, align 8, !dbg !174, !tbaa !47, !noalias !106
  %114 = load double, double* %8, align 8, !dbg !140, !tbaa !47, !noalias !106
  %115 = load double, double* %19, align 8, !dbg !140, !tbaa !47, !noalias !106
  call void @llvm.dbg.value(metadata double %115, metadata !133, metadata !DIExpression()) #2, !dbg !109
  %116 = fcmp ogt double %114, %115, !dbg !175
  %117 = select i1 %116, double %114, double %115, !dbg !140
  store double %117, double* %8, align 8, !dbg !175, !tbaa !47, !noalias !106
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @4, i32 %35, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #2, !dbg !141, !noalias !106
  br label %170, !dbg !141

118:                                              ; preds = %88
  %119 = bitcast double* %3 to i64*, !dbg !141
  %120 = load atomic i64, i64* %119 monotonic, align 8, !dbg !141, !tbaa !47, !noalias !106
  %121 = load double, double* %15, align 8, !tbaa !47, !noalias !106
  br label %122, !dbg !141

122:                                              ; preds = %122, %118
  %123 = phi i64 [ %120, %118 ], [ %128, %122 ], !dbg !141
  %124 = bitcast i64 %123 to double, !dbg !141
  call void @llvm.dbg.value(metadata double %121, metadata !129, metadata !DIExpression()) #2, !dbg !109
  %125 = fadd double %121, %124, !dbg !172
  %126 = bitcast double %125 to i64, !dbg !141
  %127 = cmpxchg i64* %119, i64 %123, i64 %126 monotonic monotonic, align 8, !dbg !141, !noalias !106
  %128 = extractvalue { i64, i1 } %127, 0, !dbg !141
  %129 = extractvalue { i64, i1 } %127, 1, !dbg !141
  br i1 %129, label %130, label %122, !dbg !141

130:                                              ; preds = %122
  %131 = bitcast double* %5 to i64*, !dbg !141
  %132 = load atomic i64, i64* %131 monotonic, align 8, !dbg !141, !tbaa !47, !noalias !106
  %133 = load double, double* %16, align 8, !tbaa !47, !noalias !106
  br label %134, !dbg !141

134:                                              ; preds = %134, %130
  %135 = phi i64 [ %132, %130 ], [ %140, %134 ], !dbg !141
  %136 = bitcast i64 %135 to double, !dbg !141
  call void @llvm.dbg.value(metadata double %133, metadata !130, metadata !DIExpression()) #2, !dbg !109
  %137 = fadd double %133, %136, !dbg !172
  %138 = bitcast double %137 to i64, !dbg !141
  %139 = cmpxchg i64* %131, i64 %135, i64 %138 monotonic monotonic, align 8, !dbg !141, !noalias !106
  %140 = extractvalue { i64, i1 } %139, 0, !dbg !141
  %141 = extractvalue { i64, i1 } %139, 1, !dbg !141
  br i1 %141, label %142, label %134, !dbg !141

142:                                              ; preds = %134
  %143 = load i32, i32* %17, align 4, !dbg !173, !tbaa !39, !noalias !106
  call void @llvm.dbg.value(metadata i32 %143, metadata !131, metadata !DIExpression()) #2, !dbg !109
  %144 = atomicrmw add i32* %9, i32 %143 monotonic, align 4, !dbg !141, !noalias !106
  %145 = bitcast double* %7 to i64*, !dbg !141
  %146 = load atomic i64, i64* %145 monotonic, align 8, !dbg !141, !tbaa !47, !noalias !106
  %147 = load double, double* %18, align 8, !tbaa !47, !noalias !106
  br label %148, !dbg !141

148:                                              ; preds = %148, %142
  %149 = phi i64 [ %146, %142 ], [ %155, %148 ], !dbg !141
  %150 = bitcast i64 %149 to double, !dbg !141
  call void @llvm.dbg.value(metadata double %147, metadata !132, metadata !DIExpression()) #2, !dbg !109
  %151 = fcmp ogt double %147, %150, !dbg !174
  %152 = select i1 %151, double %150, double %147, !dbg !139
  %153 = bitcast double %152 to i64, !dbg !141
  %154 = cmpxchg i64* %145, i64 %149, i64 %153 monotonic monotonic, align 8, !dbg !141, !noalias !106
  %155 = extractvalue { i64, i1 } %154, 0, !dbg !141
  %156 = extractvalue { i64, i1 } %154, 1, !dbg !141
  br i1 %156, label %157, label %148, !dbg !141

157:                                              ; preds = %148
  %158 = bitcast double* %8 to i64*, !dbg !141
  %159 = load atomic i64, i64* %158 monotonic, align 8, !dbg !141, !tbaa !47, !noalias !106
  %160 = load double, double* %19, align 8, !tbaa !47, !noalias !106
  br label %161, !dbg !141

161:                                              ; preds = %161, %157
  %162 = phi i64 [ %159, %157 ], [ %168, %161 ], !dbg !141
  %163 = bitcast i64 %162 to double, !dbg !141
  call void @llvm.dbg.value(metadata double %160, metadata !133, metadata !DIExpression()) #2, !dbg !109
  %164 = fcmp olt double %160, %163, !dbg !175
  %165 = select i1 %164, double %163, double %160, !dbg !140
  %166 = bitcast double %165 to i64, !dbg !141
  %167 = cmpxchg i64* %158, i64 %162, i64 %166 monotonic monotonic, align 8, !dbg !141, !noalias !106
  %168 = extractvalue { i64, i1 } %167, 0, !dbg !141
  %169 = extractvalue { i64, i1 } %167, 1, !dbg !141
  br i1 %169, label %170, label %161, !dbg !141

170:                                              ; preds = %161, %100, %88
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34) #2, !dbg !141, !noalias !106
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33) #2, !dbg !141, !noalias !106
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32) #2, !dbg !141, !noalias !106
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %31) #2, !dbg !141, !noalias !106
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30) #2, !dbg !141, !noalias !106
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %29) #2, !dbg !141, !noalias !106
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %28) #2, !dbg !141, !noalias !106
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %27) #2, !dbg !141, !noalias !106
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %26) #2, !dbg !141, !noalias !106
  br label %171, !dbg !141

171:                                              ; preds = %10, %170
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %22), !dbg !176
  ret void, !dbg !105
}

; Function Attrs: nounwind
declare !callback !177 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !179 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !183, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i8** %1, metadata !184, metadata !DIExpression()), !dbg !197
  %11 = icmp sgt i32 %0, 1, !dbg !198
  br i1 %11, label %12, label %17, !dbg !199

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !200
  %14 = load i8*, i8** %13, align 8, !dbg !200, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %14, metadata !201, metadata !DIExpression()) #2, !dbg !209
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #2, !dbg !211
  %16 = trunc i64 %15 to i32, !dbg !212
  br label %17, !dbg !199

17:                                               ; preds = %2, %12
  %18 = phi i32 [ %16, %12 ], [ 100000, %2 ], !dbg !199
  call void @llvm.dbg.value(metadata i32 %18, metadata !185, metadata !DIExpression()), !dbg !197
  %19 = sext i32 %18 to i64, !dbg !213
  %20 = shl nsw i64 %19, 3, !dbg !214
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #2, !dbg !215
  %22 = bitcast i8* %21 to double*, !dbg !215
  call void @llvm.dbg.value(metadata double* %22, metadata !186, metadata !DIExpression()), !dbg !197
  %23 = tail call noalias i8* @malloc(i64 noundef %20) #2, !dbg !216
  %24 = bitcast i8* %23 to double*, !dbg !216
  call void @llvm.dbg.value(metadata double* %24, metadata !187, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 4, metadata !188, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 0, metadata !190, metadata !DIExpression()), !dbg !217
  %25 = icmp sgt i32 %18, 0, !dbg !218
  br i1 %25, label %26, label %30, !dbg !220

26:                                               ; preds = %17
  %27 = zext i32 %18 to i64, !dbg !218
  br label %48, !dbg !220

28:                                               ; preds = %48
  %29 = load double, double* %22, align 8, !dbg !221, !tbaa !47
  br label %30, !dbg !223

30:                                               ; preds = %28, %17
  %31 = phi double [ %29, %28 ], [ undef, %17 ], !dbg !221
  %32 = bitcast i32* %3 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32), !dbg !223
  %33 = bitcast double** %4 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33), !dbg !223
  %34 = bitcast double** %5 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34), !dbg !223
  call void @llvm.dbg.value(metadata i32 %18, metadata !25, metadata !DIExpression()) #2, !dbg !223
  store i32 %18, i32* %3, align 4, !tbaa !39
  call void @llvm.dbg.value(metadata double* %22, metadata !26, metadata !DIExpression()) #2, !dbg !223
  %35 = bitcast double** %4 to i8**
  store i8* %21, i8** %35, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata double* %24, metadata !27, metadata !DIExpression()) #2, !dbg !223
  %36 = bitcast double** %5 to i8**
  store i8* %23, i8** %36, align 8, !tbaa !43
  call void @llvm.dbg.value(metadata double* undef, metadata !28, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* undef, metadata !29, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* undef, metadata !30, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* undef, metadata !31, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata i32* undef, metadata !32, metadata !DIExpression()) #2, !dbg !223
  %37 = bitcast double* %6 to i8*, !dbg !224
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %37) #2, !dbg !224
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()) #2, !dbg !223
  store double 0.000000e+00, double* %6, align 8, !dbg !225, !tbaa !47
  %38 = bitcast double* %7 to i8*, !dbg !224
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %38) #2, !dbg !224
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()) #2, !dbg !223
  store double 0.000000e+00, double* %7, align 8, !dbg !226, !tbaa !47
  %39 = bitcast double* %8 to i8*, !dbg !224
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %39) #2, !dbg !224
  call void @llvm.dbg.value(metadata double* %22, metadata !26, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double %31, metadata !35, metadata !DIExpression()) #2, !dbg !223
  store double %31, double* %8, align 8, !dbg !227, !tbaa !47
  %40 = bitcast double* %9 to i8*, !dbg !224
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %40) #2, !dbg !224
  call void @llvm.dbg.value(metadata double* %22, metadata !26, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.dbg.value(metadata double %31, metadata !36, metadata !DIExpression()) #2, !dbg !223
  store double %31, double* %9, align 8, !dbg !228, !tbaa !47
  %41 = bitcast i32* %10 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %41) #2, !dbg !229
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #2, !dbg !223
  store i32 0, i32* %10, align 4, !dbg !230, !tbaa !39
  call void @llvm.dbg.value(metadata i32* %3, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double** %4, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double** %5, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* %6, metadata !33, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* %7, metadata !34, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* %8, metadata !35, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata double* %9, metadata !36, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata i32* %10, metadata !37, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @5, i32 8, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*, double**, double*, double**, double*, double*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, double* nonnull %6, double** nonnull %4, double* nonnull %7, double** nonnull %5, double* nonnull %8, double* nonnull %9, i32* nonnull %10) #2, !dbg !231
  %42 = load double, double* %6, align 8, !dbg !232, !tbaa !47
  call void @llvm.dbg.value(metadata double %42, metadata !33, metadata !DIExpression()) #2, !dbg !223
  %43 = load double, double* %7, align 8, !dbg !233, !tbaa !47
  call void @llvm.dbg.value(metadata double %43, metadata !34, metadata !DIExpression()) #2, !dbg !223
  %44 = load double, double* %8, align 8, !dbg !234, !tbaa !47
  call void @llvm.dbg.value(metadata double %44, metadata !35, metadata !DIExpression()) #2, !dbg !223
  %45 = load double, double* %9, align 8, !dbg !235, !tbaa !47
  call void @llvm.dbg.value(metadata double %45, metadata !36, metadata !DIExpression()) #2, !dbg !223
  %46 = load i32, i32* %10, align 4, !dbg !236, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %46, metadata !37, metadata !DIExpression()) #2, !dbg !223
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %41) #2, !dbg !237
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %40) #2, !dbg !237
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %39) #2, !dbg !237
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %38) #2, !dbg !237
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %37) #2, !dbg !237
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32), !dbg !237
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33), !dbg !237
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34), !dbg !237
  call void @llvm.dbg.value(metadata double %42, metadata !192, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %43, metadata !193, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %44, metadata !194, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata double %45, metadata !195, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 %46, metadata !196, metadata !DIExpression()), !dbg !197
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str, i64 0, i64 0), double noundef %42, double noundef %43, double noundef %44, double noundef %45, i32 noundef %46), !dbg !238
  call void @free(i8* noundef %21) #2, !dbg !239
  call void @free(i8* noundef %23) #2, !dbg !240
  ret i32 0, !dbg !241

48:                                               ; preds = %26, %48
  %49 = phi i64 [ 0, %26 ], [ %62, %48 ]
  %50 = phi i32 [ 4, %26 ], [ %52, %48 ]
  call void @llvm.dbg.value(metadata i64 %49, metadata !190, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i32 %50, metadata !188, metadata !DIExpression()), !dbg !197
  %51 = mul i32 %50, 1664525, !dbg !242
  %52 = add i32 %51, 1013904223, !dbg !244
  call void @llvm.dbg.value(metadata i32 %52, metadata !188, metadata !DIExpression()), !dbg !197
  %53 = lshr i32 %52, 12, !dbg !245
  %54 = urem i32 %53, 2001, !dbg !246
  %55 = add nsw i32 %54, -1000, !dbg !247
  %56 = sitofp i32 %55 to double, !dbg !248
  %57 = getelementptr inbounds double, double* %22, i64 %49, !dbg !249
  store double %56, double* %57, align 8, !dbg !250, !tbaa !47
  %58 = trunc i64 %49 to i32, !dbg !251
  %59 = urem i32 %58, 13, !dbg !251
  %60 = sitofp i32 %59 to double, !dbg !252
  %61 = getelementptr inbounds double, double* %24, i64 %49, !dbg !253
  store double %60, double* %61, align 8, !dbg !254, !tbaa !47
  %62 = add nuw nsw i64 %49, 1, !dbg !255
  call void @llvm.dbg.value(metadata i64 %62, metadata !190, metadata !DIExpression()), !dbg !217
  %63 = icmp eq i64 %62, %27, !dbg !218
  br i1 %63, label %28, label %48, !dbg !220, !llvm.loop !256
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
!105 = !DILocation(line: 14, column: 1, scope: !83)
!106 = !{!107}
!107 = distinct !{!107, !108, !".omp_outlined._debug__: argument 0"}
!108 = distinct !{!108, !".omp_outlined._debug__"}
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
!135 = !DILocation(line: 15, column: 3, scope: !110, inlinedAt: !134)
!136 = !DILocation(line: 15, column: 8, scope: !110, inlinedAt: !134)
!137 = !DILocation(line: 14, column: 40, scope: !110, inlinedAt: !134)
!138 = !DILocation(line: 14, column: 43, scope: !110, inlinedAt: !134)
!139 = !DILocation(line: 14, column: 66, scope: !110, inlinedAt: !134)
!140 = !DILocation(line: 14, column: 86, scope: !110, inlinedAt: !134)
!141 = !DILocation(line: 14, column: 1, scope: !110, inlinedAt: !134)
!142 = !DILocation(line: 18, column: 16, scope: !143, inlinedAt: !134)
!143 = distinct !DILexicalBlock(scope: !144, file: !1, line: 18, column: 9)
!144 = distinct !DILexicalBlock(scope: !110, file: !1, line: 15, column: 31)
!145 = !DILocation(line: 17, column: 7, scope: !144, inlinedAt: !134)
!146 = !DILocation(line: 16, column: 7, scope: !144, inlinedAt: !134)
!147 = !DILocation(line: 16, column: 10, scope: !144, inlinedAt: !134)
!148 = !DILocation(line: 17, column: 10, scope: !144, inlinedAt: !134)
!149 = !DILocation(line: 17, column: 17, scope: !144, inlinedAt: !134)
!150 = !DILocation(line: 18, column: 9, scope: !143, inlinedAt: !134)
!151 = !DILocation(line: 18, column: 14, scope: !143, inlinedAt: !134)
!152 = !DILocation(line: 18, column: 9, scope: !144, inlinedAt: !134)
!153 = !DILocation(line: 19, column: 10, scope: !143, inlinedAt: !134)
!154 = !DILocation(line: 20, column: 9, scope: !155, inlinedAt: !134)
!155 = distinct !DILexicalBlock(scope: !144, file: !1, line: 20, column: 9)
!156 = !DILocation(line: 19, column: 7, scope: !143, inlinedAt: !134)
!157 = !DILocation(line: 20, column: 14, scope: !155, inlinedAt: !134)
!158 = !DILocation(line: 20, column: 9, scope: !144, inlinedAt: !134)
!159 = !DILocation(line: 21, column: 10, scope: !155, inlinedAt: !134)
!160 = !DILocation(line: 21, column: 7, scope: !155, inlinedAt: !134)
!161 = !DILocation(line: 22, column: 11, scope: !162, inlinedAt: !134)
!162 = distinct !DILexicalBlock(scope: !144, file: !1, line: 22, column: 9)
!163 = !DILocation(line: 22, column: 15, scope: !162, inlinedAt: !134)
!164 = !DILocation(line: 22, column: 19, scope: !162, inlinedAt: !134)
!165 = !DILocation(line: 22, column: 24, scope: !162, inlinedAt: !134)
!166 = !DILocation(line: 22, column: 33, scope: !162, inlinedAt: !134)
!167 = !DILocation(line: 22, column: 42, scope: !162, inlinedAt: !134)
!168 = !DILocation(line: 22, column: 9, scope: !144, inlinedAt: !134)
!169 = distinct !{!169, !141, !170}
!170 = !DILocation(line: 14, column: 89, scope: !110, inlinedAt: !134)
!171 = !DILocation(line: 23, column: 9, scope: !162, inlinedAt: !134)
!172 = !DILocation(line: 14, column: 36, scope: !110, inlinedAt: !134)
!173 = !DILocation(line: 14, column: 46, scope: !110, inlinedAt: !134)
!174 = !DILocation(line: 14, column: 60, scope: !110, inlinedAt: !134)
!175 = !DILocation(line: 14, column: 80, scope: !110, inlinedAt: !134)
!176 = !DILocation(line: 24, column: 3, scope: !110, inlinedAt: !134)
!177 = !{!178}
!178 = !{i64 2, i64 -1, i64 -1, i1 true}
!179 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 32, type: !180, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!4, !4, !5}
!182 = !{!183, !184, !185, !186, !187, !188, !190, !192, !193, !194, !195, !196}
!183 = !DILocalVariable(name: "argc", arg: 1, scope: !179, file: !1, line: 32, type: !4)
!184 = !DILocalVariable(name: "argv", arg: 2, scope: !179, file: !1, line: 32, type: !5)
!185 = !DILocalVariable(name: "n", scope: !179, file: !1, line: 34, type: !4)
!186 = !DILocalVariable(name: "a", scope: !179, file: !1, line: 35, type: !22)
!187 = !DILocalVariable(name: "b", scope: !179, file: !1, line: 35, type: !22)
!188 = !DILocalVariable(name: "s", scope: !179, file: !1, line: 36, type: !189)
!189 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!190 = !DILocalVariable(name: "i", scope: !191, file: !1, line: 37, type: !4)
!191 = distinct !DILexicalBlock(scope: !179, file: !1, line: 37, column: 3)
!192 = !DILocalVariable(name: "sum", scope: !179, file: !1, line: 42, type: !3)
!193 = !DILocalVariable(name: "dot", scope: !179, file: !1, line: 42, type: !3)
!194 = !DILocalVariable(name: "lo", scope: !179, file: !1, line: 42, type: !3)
!195 = !DILocalVariable(name: "hi", scope: !179, file: !1, line: 42, type: !3)
!196 = !DILocalVariable(name: "changes", scope: !179, file: !1, line: 43, type: !4)
!197 = !DILocation(line: 0, scope: !179)
!198 = !DILocation(line: 34, column: 16, scope: !179)
!199 = !DILocation(line: 34, column: 11, scope: !179)
!200 = !DILocation(line: 34, column: 27, scope: !179)
!201 = !DILocalVariable(name: "__nptr", arg: 1, scope: !202, file: !203, line: 362, type: !206)
!202 = distinct !DISubprogram(name: "atoi", scope: !203, file: !203, line: 362, type: !204, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !208)
!203 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!204 = !DISubroutineType(types: !205)
!205 = !{!4, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!208 = !{!201}
!209 = !DILocation(line: 0, scope: !202, inlinedAt: !210)
!210 = distinct !DILocation(line: 34, column: 22, scope: !179)
!211 = !DILocation(line: 364, column: 16, scope: !202, inlinedAt: !210)
!212 = !DILocation(line: 364, column: 10, scope: !202, inlinedAt: !210)
!213 = !DILocation(line: 35, column: 22, scope: !179)
!214 = !DILocation(line: 35, column: 24, scope: !179)
!215 = !DILocation(line: 35, column: 15, scope: !179)
!216 = !DILocation(line: 35, column: 48, scope: !179)
!217 = !DILocation(line: 0, scope: !191)
!218 = !DILocation(line: 37, column: 21, scope: !219)
!219 = distinct !DILexicalBlock(scope: !191, file: !1, line: 37, column: 3)
!220 = !DILocation(line: 37, column: 3, scope: !191)
!221 = !DILocation(line: 12, column: 33, scope: !17, inlinedAt: !222)
!222 = distinct !DILocation(line: 44, column: 3, scope: !179)
!223 = !DILocation(line: 0, scope: !17, inlinedAt: !222)
!224 = !DILocation(line: 12, column: 3, scope: !17, inlinedAt: !222)
!225 = !DILocation(line: 12, column: 10, scope: !17, inlinedAt: !222)
!226 = !DILocation(line: 12, column: 19, scope: !17, inlinedAt: !222)
!227 = !DILocation(line: 12, column: 28, scope: !17, inlinedAt: !222)
!228 = !DILocation(line: 12, column: 39, scope: !17, inlinedAt: !222)
!229 = !DILocation(line: 13, column: 3, scope: !17, inlinedAt: !222)
!230 = !DILocation(line: 13, column: 7, scope: !17, inlinedAt: !222)
!231 = !DILocation(line: 14, column: 1, scope: !17, inlinedAt: !222)
!232 = !DILocation(line: 25, column: 10, scope: !17, inlinedAt: !222)
!233 = !DILocation(line: 26, column: 10, scope: !17, inlinedAt: !222)
!234 = !DILocation(line: 27, column: 9, scope: !17, inlinedAt: !222)
!235 = !DILocation(line: 28, column: 9, scope: !17, inlinedAt: !222)
!236 = !DILocation(line: 29, column: 14, scope: !17, inlinedAt: !222)
!237 = !DILocation(line: 30, column: 1, scope: !17, inlinedAt: !222)
!238 = !DILocation(line: 45, column: 3, scope: !179)
!239 = !DILocation(line: 47, column: 3, scope: !179)
!240 = !DILocation(line: 48, column: 3, scope: !179)
!241 = !DILocation(line: 49, column: 3, scope: !179)
!242 = !DILocation(line: 38, column: 11, scope: !243)
!243 = distinct !DILexicalBlock(scope: !219, file: !1, line: 37, column: 31)
!244 = !DILocation(line: 38, column: 22, scope: !243)
!245 = !DILocation(line: 39, column: 30, scope: !243)
!246 = !DILocation(line: 39, column: 37, scope: !243)
!247 = !DILocation(line: 39, column: 45, scope: !243)
!248 = !DILocation(line: 39, column: 12, scope: !243)
!249 = !DILocation(line: 39, column: 5, scope: !243)
!250 = !DILocation(line: 39, column: 10, scope: !243)
!251 = !DILocation(line: 40, column: 23, scope: !243)
!252 = !DILocation(line: 40, column: 12, scope: !243)
!253 = !DILocation(line: 40, column: 5, scope: !243)
!254 = !DILocation(line: 40, column: 10, scope: !243)
!255 = !DILocation(line: 37, column: 27, scope: !219)
!256 = distinct !{!256, !220, !257, !258}
!257 = !DILocation(line: 41, column: 3, scope: !191)
!258 = !{!"llvm.loop.mustprogress"}
