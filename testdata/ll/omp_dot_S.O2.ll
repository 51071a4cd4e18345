; ModuleID = 'omp_dot.c'
source_filename = "omp_dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [33 x i8] c";omp_dot.c;kernel_omp_dot;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_dot.c;kernel_omp_dot;17;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@X = internal global [500 x double] zeroinitializer, align 16, !dbg !7
@Y = internal global [500 x double] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind uwtable
define dso_local double @kernel_omp_dot(i32 noundef %0, double* noundef %1, double* noundef %2) local_unnamed_addr #0 !dbg !22 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !29, metadata !DIExpression()), !dbg !34
  store i32 %0, i32* %4, align 4, !tbaa !35
  call void @llvm.dbg.value(metadata double* %1, metadata !30, metadata !DIExpression()), !dbg !34
  store double* %1, double** %5, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata double* %2, metadata !31, metadata !DIExpression()), !dbg !34
  store double* %2, double** %6, align 8, !tbaa !39
  call void @llvm.dbg.declare(metadata i32* undef, metadata !32, metadata !DIExpression()), !dbg !41
  %8 = bitcast double* %7 to i8*, !dbg !42
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #3, !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !34
  store double 0.000000e+00, double* %7, align 8, !dbg !43, !tbaa !44
  call void @llvm.dbg.value(metadata i32* %4, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double** %5, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double** %6, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double* %7, metadata !33, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @5, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %4, double* nonnull %7, double** nonnull %5, double** nonnull %6), !dbg !46
  %9 = load double, double* %7, align 8, !dbg !47, !tbaa !44
  call void @llvm.dbg.value(metadata double %9, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #3, !dbg !48
  ret double %9, !dbg !49
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @.omp.reduction.reduction_func(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !50 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !54, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i8* %1, metadata !56, metadata !DIExpression()), !dbg !57
  %3 = bitcast i8* %1 to double**, !dbg !58
  %4 = load double*, double** %3, align 8, !dbg !58
  %5 = bitcast i8* %0 to double**, !dbg !58
  %6 = load double*, double** %5, align 8, !dbg !58
  %7 = load double, double* %6, align 8, !dbg !59, !tbaa !44
  %8 = load double, double* %4, align 8, !dbg !59, !tbaa !44
  %9 = fadd double %7, %8, !dbg !60
  store double %9, double* %6, align 8, !dbg !60, !tbaa !44
  ret void, !dbg !59
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double* nocapture noundef nonnull align 8 dereferenceable(8) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #6 !dbg !61 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca [1 x i8*], align 8
  call void @llvm.dbg.value(metadata i32* %0, metadata !72, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32* %1, metadata !73, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32* %2, metadata !74, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double* %3, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double** %4, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double** %5, metadata !77, metadata !DIExpression()), !dbg !78
  tail call void @llvm.experimental.noalias.scope.decl(metadata !79), !dbg !82
  %13 = bitcast [1 x i8*]* %12 to i8*, !dbg !83
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13), !dbg !83
  call void @llvm.dbg.value(metadata i32* %0, metadata !86, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* undef, metadata !87, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* %2, metadata !88, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata double* %3, metadata !89, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata double** %4, metadata !90, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata double** %5, metadata !91, metadata !DIExpression()) #3, !dbg !83
  %14 = load i32, i32* %2, align 4, !dbg !101, !tbaa !35, !noalias !79
  call void @llvm.dbg.value(metadata i32 %14, metadata !93, metadata !DIExpression()) #3, !dbg !83
  %15 = add nsw i32 %14, -1, !dbg !102
  call void @llvm.dbg.value(metadata i32 %15, metadata !93, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %16 = icmp sgt i32 %14, 0, !dbg !102
  br i1 %16, label %17, label %104, !dbg !102

17:                                               ; preds = %6
  %18 = bitcast i32* %7 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()) #3, !dbg !83
  store i32 0, i32* %7, align 4, !dbg !103, !tbaa !35, !noalias !79
  %19 = bitcast i32* %8 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata i32 %15, metadata !96, metadata !DIExpression()) #3, !dbg !83
  store i32 %15, i32* %8, align 4, !dbg !103, !tbaa !35, !noalias !79
  %20 = bitcast i32* %9 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata i32 1, metadata !97, metadata !DIExpression()) #3, !dbg !83
  store i32 1, i32* %9, align 4, !dbg !103, !tbaa !35, !noalias !79
  %21 = bitcast i32* %10 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #3, !dbg !83
  store i32 0, i32* %10, align 4, !dbg !103, !tbaa !35, !noalias !79
  %22 = bitcast double* %11 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double 0.000000e+00, double* %11, align 8, !dbg !104, !tbaa !44, !noalias !79
  %23 = load i32, i32* %0, align 4, !dbg !102, !tbaa !35, !alias.scope !79
  call void @llvm.dbg.value(metadata i32* %7, metadata !95, metadata !DIExpression(DW_OP_deref)) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* %8, metadata !96, metadata !DIExpression(DW_OP_deref)) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* %9, metadata !97, metadata !DIExpression(DW_OP_deref)) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* %10, metadata !98, metadata !DIExpression(DW_OP_deref)) #3, !dbg !83
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %23, i32 34, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9, i32 1, i32 1) #3, !dbg !105, !noalias !79
  %24 = load i32, i32* %8, align 4, !dbg !103, !tbaa !35, !noalias !79
  call void @llvm.dbg.value(metadata i32 %24, metadata !96, metadata !DIExpression()) #3, !dbg !83
  %25 = icmp sgt i32 %24, %15, !dbg !103
  %26 = select i1 %25, i32 %15, i32 %24, !dbg !103
  call void @llvm.dbg.value(metadata i32 %26, metadata !96, metadata !DIExpression()) #3, !dbg !83
  store i32 %26, i32* %8, align 4, !dbg !103, !tbaa !35, !noalias !79
  %27 = load i32, i32* %7, align 4, !dbg !103, !tbaa !35, !noalias !79
  call void @llvm.dbg.value(metadata i32 %27, metadata !95, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %27, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %26, metadata !96, metadata !DIExpression()) #3, !dbg !83
  %28 = icmp slt i32 %26, %27, !dbg !102
  br i1 %28, label %84, label %29, !dbg !102

29:                                               ; preds = %17
  %30 = load double*, double** %4, align 8, !tbaa !39, !noalias !79
  %31 = load double*, double** %5, align 8, !tbaa !39, !noalias !79
  %32 = sext i32 %27 to i64, !dbg !102
  %33 = add nsw i32 %26, 1, !dbg !102
  %34 = add i32 %26, 1, !dbg !102
  %35 = sub i32 %34, %27, !dbg !102
  %36 = sub i32 %26, %27, !dbg !102
  %37 = and i32 %35, 3, !dbg !102
  %38 = icmp eq i32 %37, 0, !dbg !102
  br i1 %38, label %51, label %39, !dbg !102

39:                                               ; preds = %29, %39
  %40 = phi double [ %47, %39 ], [ 0.000000e+00, %29 ], !dbg !106
  %41 = phi i64 [ %48, %39 ], [ %32, %29 ]
  %42 = phi i32 [ %49, %39 ], [ 0, %29 ]
  call void @llvm.dbg.value(metadata i64 %41, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %41, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %43 = getelementptr inbounds double, double* %30, i64 %41, !dbg !107
  %44 = load double, double* %43, align 8, !dbg !107, !tbaa !44, !noalias !79
  %45 = getelementptr inbounds double, double* %31, i64 %41, !dbg !108
  %46 = load double, double* %45, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %40, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %47 = call double @llvm.fmuladd.f64(double %44, double %46, double %40) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %47, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %47, double* %11, align 8, !dbg !106, !tbaa !44, !noalias !79
  %48 = add nsw i64 %41, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %48, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %26, metadata !96, metadata !DIExpression()) #3, !dbg !83
  %49 = add i32 %42, 1, !dbg !102
  %50 = icmp eq i32 %49, %37, !dbg !102
  br i1 %50, label %51, label %39, !dbg !102, !llvm.loop !109

51:                                               ; preds = %39, %29
  %52 = phi double [ 0.000000e+00, %29 ], [ %47, %39 ]
  %53 = phi i64 [ %32, %29 ], [ %48, %39 ]
  %54 = icmp ult i32 %36, 3, !dbg !102
  br i1 %54, label %84, label %55, !dbg !102

55:                                               ; preds = %51, %55
  %56 = phi double [ %80, %55 ], [ %52, %51 ], !dbg !106
  %57 = phi i64 [ %81, %55 ], [ %53, %51 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %57, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %58 = getelementptr inbounds double, double* %30, i64 %57, !dbg !107
  %59 = load double, double* %58, align 8, !dbg !107, !tbaa !44, !noalias !79
  %60 = getelementptr inbounds double, double* %31, i64 %57, !dbg !108
  %61 = load double, double* %60, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %56, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %62 = call double @llvm.fmuladd.f64(double %59, double %61, double %56) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %62, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %62, double* %11, align 8, !dbg !106, !tbaa !44, !noalias !79
  %63 = add nsw i64 %57, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %63, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %26, metadata !96, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %63, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %63, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %64 = getelementptr inbounds double, double* %30, i64 %63, !dbg !107
  %65 = load double, double* %64, align 8, !dbg !107, !tbaa !44, !noalias !79
  %66 = getelementptr inbounds double, double* %31, i64 %63, !dbg !108
  %67 = load double, double* %66, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %62, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %68 = call double @llvm.fmuladd.f64(double %65, double %67, double %62) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %68, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %68, double* %11, align 8, !dbg !106, !tbaa !44, !noalias !79
  %69 = add nsw i64 %57, 2, !dbg !102
  call void @llvm.dbg.value(metadata i64 %69, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %26, metadata !96, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %69, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %69, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %70 = getelementptr inbounds double, double* %30, i64 %69, !dbg !107
  %71 = load double, double* %70, align 8, !dbg !107, !tbaa !44, !noalias !79
  %72 = getelementptr inbounds double, double* %31, i64 %69, !dbg !108
  %73 = load double, double* %72, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %68, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %74 = call double @llvm.fmuladd.f64(double %71, double %73, double %68) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %74, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %74, double* %11, align 8, !dbg !106, !tbaa !44, !noalias !79
  %75 = add nsw i64 %57, 3, !dbg !102
  call void @llvm.dbg.value(metadata i64 %75, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %26, metadata !96, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %75, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %75, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %76 = getelementptr inbounds double, double* %30, i64 %75, !dbg !107
  %77 = load double, double* %76, align 8, !dbg !107, !tbaa !44, !noalias !79
  %78 = getelementptr inbounds double, double* %31, i64 %75, !dbg !108
  %79 = load double, double* %78, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %74, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %80 = call double @llvm.fmuladd.f64(double %77, double %79, double %74) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %80, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %80, double* %11, align 8, !dbg !106, !tbaa !44, !noalias !79
  %81 = add nsw i64 %57, 4, !dbg !102
  call void @llvm.dbg.value(metadata i64 %81, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %26, metadata !96, metadata !DIExpression()) #3, !dbg !83
  %82 = trunc i64 %81 to i32, !dbg !102
  %83 = icmp eq i32 %33, %82, !dbg !102
  br i1 %83, label %84, label %55, !dbg !102, !llvm.loop !111

84:                                               ; preds = %51, %55, %17
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %23) #3, !dbg !112, !noalias !79
  %85 = bitcast [1 x i8*]* %12 to double**, !dbg !105
  store double* %11, double** %85, align 8, !dbg !105, !noalias !79
  %86 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @4, i32 %23, i32 1, i64 8, i8* nonnull %13, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #3, !dbg !105, !noalias !79
  switch i32 %86, label %103 [
    i32 1, label %87
    i32 2, label %91
  ], !dbg !105

87:                                               ; preds = %84
  %88 = load double, double* %3, align 8, !dbg !104, !tbaa !44, !noalias !79
  %89 = load double, double* %11, align 8, !dbg !104, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %89, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %90 = fadd double %88, %89, !dbg !113
  store double %90, double* %3, align 8, !dbg !113, !tbaa !44, !noalias !79
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @4, i32 %23, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #3, !dbg !105, !noalias !79
  br label %103, !dbg !105

91:                                               ; preds = %84
  %92 = bitcast double* %3 to i64*, !dbg !105
  %93 = load atomic i64, i64* %92 monotonic, align 8, !dbg !105, !tbaa !44, !noalias !79
  %94 = load double, double* %11, align 8, !tbaa !44, !noalias !79
  br label %95, !dbg !105

95:                                               ; preds = %95, %91
  %96 = phi i64 [ %93, %91 ], [ %101, %95 ], !dbg !105
  %97 = bitcast i64 %96 to double, !dbg !105
  call void @llvm.dbg.value(metadata double %94, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %98 = fadd double %94, %97, !dbg !113
  %99 = bitcast double %98 to i64, !dbg !105
  %100 = cmpxchg i64* %92, i64 %96, i64 %99 monotonic monotonic, align 8, !dbg !105, !noalias !79
  %101 = extractvalue { i64, i1 } %100, 0, !dbg !105
  %102 = extractvalue { i64, i1 } %100, 1, !dbg !105
  br i1 %102, label %103, label %95, !dbg !105

103:                                              ; preds = %95, %87, %84
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #3, !dbg !105, !noalias !79
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #3, !dbg !105, !noalias !79
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #3, !dbg !105, !noalias !79
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #3, !dbg !105, !noalias !79
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #3, !dbg !105, !noalias !79
  br label %104, !dbg !105

104:                                              ; preds = %6, %103
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13), !dbg !114
  ret void, !dbg !82
}

; Function Attrs: nounwind
declare !callback !115 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #7 !dbg !117 {
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !122
  br label %1, !dbg !123

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !125
  %3 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %18, %1 ]
  %4 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %19, %1 ], !dbg !127
  %5 = and <2 x i32> %3, <i32 15, i32 15>, !dbg !129
  %6 = sitofp <2 x i32> %5 to <2 x double>, !dbg !130
  %7 = fmul <2 x double> %6, <double 6.250000e-02, double 6.250000e-02>, !dbg !131
  %8 = getelementptr inbounds [500 x double], [500 x double]* @X, i64 0, i64 %2, !dbg !125
  %9 = bitcast double* %8 to <2 x double>*, !dbg !132
  store <2 x double> %7, <2 x double>* %9, align 16, !dbg !132, !tbaa !44
  %10 = mul <2 x i16> %4, <i16 5, i16 5>, !dbg !127
  %11 = urem <2 x i16> %10, <i16 11, i16 11>, !dbg !127
  %12 = zext <2 x i16> %11 to <2 x i32>, !dbg !127
  %13 = add nsw <2 x i32> %12, <i32 -5, i32 -5>, !dbg !133
  %14 = sitofp <2 x i32> %13 to <2 x double>, !dbg !133
  %15 = getelementptr inbounds [500 x double], [500 x double]* @Y, i64 0, i64 %2, !dbg !125
  %16 = bitcast double* %15 to <2 x double>*, !dbg !134
  store <2 x double> %14, <2 x double>* %16, align 16, !dbg !134, !tbaa !44
  %17 = add nuw i64 %2, 2, !dbg !125
  %18 = add <2 x i32> %3, <i32 2, i32 2>
  %19 = add <2 x i16> %4, <i16 2, i16 2>, !dbg !127
  %20 = icmp eq i64 %17, 500, !dbg !125
  br i1 %20, label %21, label %1, !dbg !125, !llvm.loop !135

21:                                               ; preds = %1
  %22 = tail call double @kernel_omp_dot(i32 noundef 500, double* noundef getelementptr inbounds ([500 x double], [500 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([500 x double], [500 x double]* @Y, i64 0, i64 0)), !dbg !139
  store double %22, double* @checksum, align 8, !dbg !140, !tbaa !44
  ret i32 0, !dbg !141
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_dot.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 500)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"openmp", i32 50}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "kernel_omp_dot", scope: !3, file: !3, line: 12, type: !23, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!5, !25, !26, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!28 = !{!29, !30, !31, !32, !33}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !22, file: !3, line: 12, type: !25)
!30 = !DILocalVariable(name: "x", arg: 2, scope: !22, file: !3, line: 12, type: !26)
!31 = !DILocalVariable(name: "y", arg: 3, scope: !22, file: !3, line: 13, type: !26)
!32 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 15, type: !25)
!33 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 16, type: !5)
!34 = !DILocation(line: 0, scope: !22)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !37, i64 0}
!41 = !DILocation(line: 15, column: 7, scope: !22)
!42 = !DILocation(line: 16, column: 3, scope: !22)
!43 = !DILocation(line: 16, column: 10, scope: !22)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !37, i64 0}
!46 = !DILocation(line: 17, column: 1, scope: !22)
!47 = !DILocation(line: 20, column: 10, scope: !22)
!48 = !DILocation(line: 21, column: 1, scope: !22)
!49 = !DILocation(line: 20, column: 3, scope: !22)
!50 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !3, file: !3, line: 17, type: !51, scopeLine: 17, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{}
!53 = !{!54, !56}
!54 = !DILocalVariable(arg: 1, scope: !50, type: !55, flags: DIFlagArtificial)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!56 = !DILocalVariable(arg: 2, scope: !50, type: !55, flags: DIFlagArtificial)
!57 = !DILocation(line: 0, scope: !50)
!58 = !DILocation(line: 17, column: 42, scope: !50)
!59 = !DILocation(line: 17, column: 40, scope: !50)
!60 = !DILocation(line: 17, column: 36, scope: !50)
!61 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 17, type: !62, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!62 = !DISubroutineType(types: !63)
!63 = !{null, !64, !64, !68, !69, !70, !70}
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!68 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!71 = !{!72, !73, !74, !75, !76, !77}
!72 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !61, type: !64, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !61, type: !64, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: "n", arg: 3, scope: !61, type: !68, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: "s", arg: 4, scope: !61, type: !69, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: "x", arg: 5, scope: !61, type: !70, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: "y", arg: 6, scope: !61, type: !70, flags: DIFlagArtificial)
!78 = !DILocation(line: 0, scope: !61)
!79 = !{!80}
!80 = distinct !{!80, !81, !".omp_outlined._debug__: argument 0"}
!81 = distinct !{!81, !".omp_outlined._debug__"}
!82 = !DILocation(line: 17, column: 1, scope: !61)
!83 = !DILocation(line: 0, scope: !84, inlinedAt: !100)
!84 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 18, type: !62, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!85 = !{!86, !87, !88, !89, !90, !91, !92, !93, !93, !94, !95, !96, !97, !98, !99, !94}
!86 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !84, type: !64, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !84, type: !64, flags: DIFlagArtificial)
!88 = !DILocalVariable(name: "n", arg: 3, scope: !84, file: !3, line: 12, type: !68)
!89 = !DILocalVariable(name: "s", arg: 4, scope: !84, file: !3, line: 16, type: !69)
!90 = !DILocalVariable(name: "x", arg: 5, scope: !84, file: !3, line: 12, type: !70)
!91 = !DILocalVariable(name: "y", arg: 6, scope: !84, file: !3, line: 13, type: !70)
!92 = !DILocalVariable(name: ".omp.iv", scope: !84, type: !25, flags: DIFlagArtificial)
!93 = !DILocalVariable(name: ".capture_expr.", scope: !84, type: !25, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "i", scope: !84, type: !25, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: ".omp.lb", scope: !84, type: !25, flags: DIFlagArtificial)
!96 = !DILocalVariable(name: ".omp.ub", scope: !84, type: !25, flags: DIFlagArtificial)
!97 = !DILocalVariable(name: ".omp.stride", scope: !84, type: !25, flags: DIFlagArtificial)
!98 = !DILocalVariable(name: ".omp.is_last", scope: !84, type: !25, flags: DIFlagArtificial)
!99 = !DILocalVariable(name: "s", scope: !84, type: !5, flags: DIFlagArtificial)
!100 = distinct !DILocation(line: 17, column: 1, scope: !61)
!101 = !DILocation(line: 18, column: 19, scope: !84, inlinedAt: !100)
!102 = !DILocation(line: 18, column: 3, scope: !84, inlinedAt: !100)
!103 = !DILocation(line: 18, column: 8, scope: !84, inlinedAt: !100)
!104 = !DILocation(line: 17, column: 40, scope: !84, inlinedAt: !100)
!105 = !DILocation(line: 17, column: 1, scope: !84, inlinedAt: !100)
!106 = !DILocation(line: 19, column: 7, scope: !84, inlinedAt: !100)
!107 = !DILocation(line: 19, column: 10, scope: !84, inlinedAt: !100)
!108 = !DILocation(line: 19, column: 17, scope: !84, inlinedAt: !100)
!109 = distinct !{!109, !110}
!110 = !{!"llvm.loop.unroll.disable"}
!111 = distinct !{!111, !105, !112}
!112 = !DILocation(line: 17, column: 42, scope: !84, inlinedAt: !100)
!113 = !DILocation(line: 17, column: 36, scope: !84, inlinedAt: !100)
!114 = !DILocation(line: 19, column: 20, scope: !84, inlinedAt: !100)
!115 = !{!116}
!116 = !{i64 2, i64 -1, i64 -1, i1 true}
!117 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !118, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!25}
!120 = !{!121}
!121 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 25, type: !25)
!122 = !DILocation(line: 0, scope: !117)
!123 = !DILocation(line: 26, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !117, file: !3, line: 26, column: 3)
!125 = !DILocation(line: 26, column: 23, scope: !126)
!126 = distinct !DILexicalBlock(scope: !124, file: !3, line: 26, column: 3)
!127 = !DILocation(line: 28, column: 29, scope: !128)
!128 = distinct !DILexicalBlock(scope: !126, file: !3, line: 26, column: 27)
!129 = !DILocation(line: 27, column: 23, scope: !128)
!130 = !DILocation(line: 27, column: 12, scope: !128)
!131 = !DILocation(line: 27, column: 29, scope: !128)
!132 = !DILocation(line: 27, column: 10, scope: !128)
!133 = !DILocation(line: 28, column: 35, scope: !128)
!134 = !DILocation(line: 28, column: 10, scope: !128)
!135 = distinct !{!135, !123, !136, !137, !138}
!136 = !DILocation(line: 29, column: 3, scope: !124)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !{!"llvm.loop.isvectorized", i32 1}
!139 = !DILocation(line: 30, column: 14, scope: !117)
!140 = !DILocation(line: 30, column: 12, scope: !117)
!141 = !DILocation(line: 31, column: 3, scope: !117)
