; ModuleID = 'omp_tworegion.c'
source_filename = "omp_tworegion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;21;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @0, i32 0, i32 0) }, align 8
@Nthreads = internal unnamed_addr global i32 0, align 4, !dbg !7
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @0, i32 0, i32 0) }, align 8
@3 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;23;1;;\00", align 1
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @3, i32 0, i32 0) }, align 8
@X = internal unnamed_addr global [100000 x double] zeroinitializer, align 16, !dbg !10
@Y = internal unnamed_addr global [100000 x double] zeroinitializer, align 16, !dbg !15
@5 = private unnamed_addr constant [46 x i8] c";omp_tworegion.c;kernel_omp_tworegion;23;16;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 45, i8* getelementptr inbounds ([46 x i8], [46 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @3, i32 0, i32 0) }, align 8
@8 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;26;1;;\00", align 1
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @8, i32 0, i32 0) }, align 8
@Z = internal unnamed_addr global [100000 x double] zeroinitializer, align 16, !dbg !17
@10 = private unnamed_addr constant [46 x i8] c";omp_tworegion.c;kernel_omp_tworegion;26;16;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 45, i8* getelementptr inbounds ([46 x i8], [46 x i8]* @10, i32 0, i32 0) }, align 8
@12 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @8, i32 0, i32 0) }, align 8
@13 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;19;1;;\00", align 1
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @13, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_tworegion(i32 noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !27 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !31, metadata !DIExpression()), !dbg !34
  store i32 %0, i32* %3, align 4, !tbaa !35
  call void @llvm.dbg.value(metadata double %1, metadata !32, metadata !DIExpression()), !dbg !34
  store double %1, double* %4, align 8, !tbaa !39
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32* %3, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double* %4, metadata !32, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @14, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, double* nonnull %4), !dbg !42
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !44 i32 @omp_get_num_threads() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #6 !dbg !49 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !59, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32* %1, metadata !60, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32* %2, metadata !61, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double* %3, metadata !62, metadata !DIExpression()), !dbg !63
  tail call void @llvm.experimental.noalias.scope.decl(metadata !64), !dbg !67
  call void @llvm.dbg.value(metadata i32* %0, metadata !68, metadata !DIExpression()) #5, !dbg !91
  call void @llvm.dbg.value(metadata i32* undef, metadata !71, metadata !DIExpression()) #5, !dbg !91
  call void @llvm.dbg.value(metadata i32* %2, metadata !72, metadata !DIExpression()) #5, !dbg !91
  call void @llvm.dbg.value(metadata double* %3, metadata !73, metadata !DIExpression()) #5, !dbg !91
  %13 = load i32, i32* %0, align 4, !dbg !93, !tbaa !35, !alias.scope !64
  %14 = tail call i32 @__kmpc_single(%struct.ident_t* nonnull @1, i32 %13) #5, !dbg !93, !noalias !64
  %15 = icmp eq i32 %14, 0, !dbg !93
  br i1 %15, label %18, label %16, !dbg !93

16:                                               ; preds = %4
  %17 = tail call i32 @omp_get_num_threads() #5, !dbg !94, !noalias !64
  store i32 %17, i32* @Nthreads, align 4, !dbg !96, !tbaa !35, !noalias !64
  tail call void @__kmpc_end_single(%struct.ident_t* nonnull @1, i32 %13) #5, !dbg !97, !noalias !64
  br label %18, !dbg !97

18:                                               ; preds = %16, %4
  tail call void @__kmpc_barrier(%struct.ident_t* nonnull @2, i32 %13) #5, !dbg !98, !noalias !64
  %19 = load i32, i32* %2, align 4, !dbg !99, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %19, metadata !77, metadata !DIExpression()) #5, !dbg !100
  %20 = add nsw i32 %19, -1, !dbg !101
  call void @llvm.dbg.value(metadata i32 %20, metadata !77, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #5, !dbg !100
  %21 = icmp sgt i32 %19, 0, !dbg !101
  br i1 %21, label %22, label %83, !dbg !102

22:                                               ; preds = %18
  %23 = bitcast i32* %5 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %23) #5, !dbg !102, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()) #5, !dbg !100
  store i32 0, i32* %5, align 4, !dbg !103, !tbaa !35, !noalias !64
  %24 = bitcast i32* %6 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %24) #5, !dbg !102, !noalias !64
  call void @llvm.dbg.value(metadata i32 %20, metadata !80, metadata !DIExpression()) #5, !dbg !100
  store i32 %20, i32* %6, align 4, !dbg !103, !tbaa !35, !noalias !64
  %25 = bitcast i32* %7 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25) #5, !dbg !102, !noalias !64
  call void @llvm.dbg.value(metadata i32 1, metadata !81, metadata !DIExpression()) #5, !dbg !100
  store i32 1, i32* %7, align 4, !dbg !103, !tbaa !35, !noalias !64
  %26 = bitcast i32* %8 to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26) #5, !dbg !102, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()) #5, !dbg !100
  store i32 0, i32* %8, align 4, !dbg !103, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32* %5, metadata !79, metadata !DIExpression(DW_OP_deref)) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32* %6, metadata !80, metadata !DIExpression(DW_OP_deref)) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32* %7, metadata !81, metadata !DIExpression(DW_OP_deref)) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32* %8, metadata !82, metadata !DIExpression(DW_OP_deref)) #5, !dbg !100
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @4, i32 %13, i32 34, i32* nonnull %8, i32* nonnull %5, i32* nonnull %6, i32* nonnull %7, i32 1, i32 1) #5, !dbg !104, !noalias !64
  %27 = load i32, i32* %6, align 4, !dbg !103, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %27, metadata !80, metadata !DIExpression()) #5, !dbg !100
  %28 = icmp sgt i32 %27, %20, !dbg !103
  %29 = select i1 %28, i32 %20, i32 %27, !dbg !103
  call void @llvm.dbg.value(metadata i32 %29, metadata !80, metadata !DIExpression()) #5, !dbg !100
  store i32 %29, i32* %6, align 4, !dbg !103, !tbaa !35, !noalias !64
  %30 = load i32, i32* %5, align 4, !dbg !103, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %30, metadata !79, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32 %30, metadata !74, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32 %29, metadata !80, metadata !DIExpression()) #5, !dbg !100
  %31 = icmp slt i32 %29, %30, !dbg !101
  br i1 %31, label %82, label %32, !dbg !102

32:                                               ; preds = %22
  %33 = load double, double* %3, align 8, !tbaa !39, !noalias !64
  %34 = sext i32 %30 to i64, !dbg !102
  %35 = add nsw i32 %29, 1, !dbg !102
  %36 = sub i32 %29, %30, !dbg !102
  %37 = zext i32 %36 to i64, !dbg !102
  %38 = add nuw nsw i64 %37, 1, !dbg !102
  %39 = icmp ult i32 %36, 3, !dbg !102
  br i1 %39, label %70, label %40, !dbg !102

40:                                               ; preds = %32
  %41 = and i64 %38, 8589934588, !dbg !102
  %42 = add nsw i64 %41, %34, !dbg !102
  %43 = insertelement <2 x double> poison, double %33, i64 0, !dbg !102
  %44 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !102
  %45 = insertelement <2 x double> poison, double %33, i64 0, !dbg !102
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !102
  br label %47, !dbg !102

47:                                               ; preds = %47, %40
  %48 = phi i64 [ 0, %40 ], [ %66, %47 ]
  %49 = add i64 %48, %34
  %50 = getelementptr inbounds [100000 x double], [100000 x double]* @X, i64 0, i64 %49, !dbg !105
  %51 = bitcast double* %50 to <2 x double>*, !dbg !105
  %52 = load <2 x double>, <2 x double>* %51, align 8, !dbg !105, !tbaa !39, !noalias !64
  %53 = getelementptr inbounds double, double* %50, i64 2, !dbg !105
  %54 = bitcast double* %53 to <2 x double>*, !dbg !105
  %55 = load <2 x double>, <2 x double>* %54, align 8, !dbg !105, !tbaa !39, !noalias !64
  %56 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %49, !dbg !106
  %57 = bitcast double* %56 to <2 x double>*, !dbg !106
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !106, !tbaa !39, !noalias !64
  %59 = getelementptr inbounds double, double* %56, i64 2, !dbg !106
  %60 = bitcast double* %59 to <2 x double>*, !dbg !106
  %61 = load <2 x double>, <2 x double>* %60, align 8, !dbg !106, !tbaa !39, !noalias !64
  %62 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> %52, <2 x double> %58), !dbg !107
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %55, <2 x double> %61), !dbg !107
  %64 = bitcast double* %56 to <2 x double>*, !dbg !108
  store <2 x double> %62, <2 x double>* %64, align 8, !dbg !108, !tbaa !39, !noalias !64
  %65 = bitcast double* %59 to <2 x double>*, !dbg !108
  store <2 x double> %63, <2 x double>* %65, align 8, !dbg !108, !tbaa !39, !noalias !64
  %66 = add nuw i64 %48, 4
  %67 = icmp eq i64 %66, %41
  br i1 %67, label %68, label %47, !llvm.loop !109

68:                                               ; preds = %47
  %69 = icmp eq i64 %38, %41, !dbg !102
  br i1 %69, label %82, label %70, !dbg !102

70:                                               ; preds = %32, %68
  %71 = phi i64 [ %34, %32 ], [ %42, %68 ]
  br label %72, !dbg !104

72:                                               ; preds = %70, %72
  %73 = phi i64 [ %79, %72 ], [ %71, %70 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !74, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i64 %73, metadata !78, metadata !DIExpression()) #5, !dbg !100
  %74 = getelementptr inbounds [100000 x double], [100000 x double]* @X, i64 0, i64 %73, !dbg !105
  %75 = load double, double* %74, align 8, !dbg !105, !tbaa !39, !noalias !64
  %76 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %73, !dbg !106
  %77 = load double, double* %76, align 8, !dbg !106, !tbaa !39, !noalias !64
  %78 = call double @llvm.fmuladd.f64(double %33, double %75, double %77) #5, !dbg !107
  store double %78, double* %76, align 8, !dbg !108, !tbaa !39, !noalias !64
  %79 = add nsw i64 %73, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %79, metadata !74, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32 %29, metadata !80, metadata !DIExpression()) #5, !dbg !100
  %80 = trunc i64 %79 to i32, !dbg !101
  %81 = icmp eq i32 %35, %80, !dbg !101
  br i1 %81, label %82, label %72, !dbg !102, !llvm.loop !112

82:                                               ; preds = %72, %68, %22
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @6, i32 %13) #5, !dbg !110, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %26) #5, !dbg !104, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #5, !dbg !104, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %24) #5, !dbg !104, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %23) #5, !dbg !104, !noalias !64
  br label %83, !dbg !104

83:                                               ; preds = %82, %18
  call void @__kmpc_barrier(%struct.ident_t* nonnull @7, i32 %13) #5, !dbg !110, !noalias !64
  %84 = load i32, i32* %2, align 4, !dbg !114, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %84, metadata !85, metadata !DIExpression()) #5, !dbg !115
  %85 = add nsw i32 %84, -1, !dbg !116
  call void @llvm.dbg.value(metadata i32 %85, metadata !85, metadata !DIExpression()) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()) #5, !dbg !115
  %86 = icmp sgt i32 %84, 0, !dbg !116
  br i1 %86, label %87, label %178, !dbg !117

87:                                               ; preds = %83
  %88 = bitcast i32* %9 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %88) #5, !dbg !117, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()) #5, !dbg !115
  store i32 0, i32* %9, align 4, !dbg !118, !tbaa !35, !noalias !64
  %89 = bitcast i32* %10 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %89) #5, !dbg !117, !noalias !64
  call void @llvm.dbg.value(metadata i32 %85, metadata !88, metadata !DIExpression()) #5, !dbg !115
  store i32 %85, i32* %10, align 4, !dbg !118, !tbaa !35, !noalias !64
  %90 = bitcast i32* %11 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %90) #5, !dbg !117, !noalias !64
  call void @llvm.dbg.value(metadata i32 1, metadata !89, metadata !DIExpression()) #5, !dbg !115
  store i32 1, i32* %11, align 4, !dbg !118, !tbaa !35, !noalias !64
  %91 = bitcast i32* %12 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %91) #5, !dbg !117, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()) #5, !dbg !115
  store i32 0, i32* %12, align 4, !dbg !118, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32* %9, metadata !87, metadata !DIExpression(DW_OP_deref)) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32* %10, metadata !88, metadata !DIExpression(DW_OP_deref)) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32* %11, metadata !89, metadata !DIExpression(DW_OP_deref)) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32* %12, metadata !90, metadata !DIExpression(DW_OP_deref)) #5, !dbg !115
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @9, i32 %13, i32 34, i32* nonnull %12, i32* nonnull %9, i32* nonnull %10, i32* nonnull %11, i32 1, i32 1) #5, !dbg !119, !noalias !64
  %92 = load i32, i32* %10, align 4, !dbg !118, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %92, metadata !88, metadata !DIExpression()) #5, !dbg !115
  %93 = icmp sgt i32 %92, %85, !dbg !118
  %94 = select i1 %93, i32 %85, i32 %92, !dbg !118
  call void @llvm.dbg.value(metadata i32 %94, metadata !88, metadata !DIExpression()) #5, !dbg !115
  store i32 %94, i32* %10, align 4, !dbg !118, !tbaa !35, !noalias !64
  %95 = load i32, i32* %9, align 4, !dbg !118, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %95, metadata !87, metadata !DIExpression()) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32 %95, metadata !83, metadata !DIExpression()) #5, !dbg !115
  %96 = icmp slt i32 %94, %95, !dbg !116
  br i1 %96, label %177, label %97, !dbg !117

97:                                               ; preds = %87
  %98 = sext i32 %95 to i64, !dbg !119
  %99 = add nsw i32 %94, 1, !dbg !119
  %100 = sub i32 %94, %95, !dbg !119
  %101 = zext i32 %100 to i64, !dbg !119
  %102 = add nuw nsw i64 %101, 1, !dbg !119
  %103 = icmp ult i32 %100, 3, !dbg !119
  br i1 %103, label %166, label %104, !dbg !119

104:                                              ; preds = %97
  %105 = and i64 %102, 8589934588, !dbg !119
  %106 = add nsw i64 %105, %98, !dbg !119
  %107 = add nsw i64 %105, -4, !dbg !119
  %108 = lshr exact i64 %107, 2, !dbg !119
  %109 = add nuw nsw i64 %108, 1, !dbg !119
  %110 = and i64 %109, 1, !dbg !119
  %111 = icmp eq i64 %107, 0, !dbg !119
  br i1 %111, label %147, label %112, !dbg !119

112:                                              ; preds = %104
  %113 = and i64 %109, 9223372036854775806, !dbg !119
  br label %114, !dbg !119

114:                                              ; preds = %114, %112
  %115 = phi i64 [ 0, %112 ], [ %144, %114 ]
  %116 = phi i64 [ 0, %112 ], [ %145, %114 ]
  %117 = add i64 %115, %98
  %118 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %117, !dbg !120
  %119 = bitcast double* %118 to <2 x double>*, !dbg !120
  %120 = load <2 x double>, <2 x double>* %119, align 8, !dbg !120, !tbaa !39, !noalias !64
  %121 = getelementptr inbounds double, double* %118, i64 2, !dbg !120
  %122 = bitcast double* %121 to <2 x double>*, !dbg !120
  %123 = load <2 x double>, <2 x double>* %122, align 8, !dbg !120, !tbaa !39, !noalias !64
  %124 = fmul <2 x double> %120, %120, !dbg !121
  %125 = fmul <2 x double> %123, %123, !dbg !121
  %126 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %117, !dbg !122
  %127 = bitcast double* %126 to <2 x double>*, !dbg !123
  store <2 x double> %124, <2 x double>* %127, align 8, !dbg !123, !tbaa !39, !noalias !64
  %128 = getelementptr inbounds double, double* %126, i64 2, !dbg !123
  %129 = bitcast double* %128 to <2 x double>*, !dbg !123
  store <2 x double> %125, <2 x double>* %129, align 8, !dbg !123, !tbaa !39, !noalias !64
  %130 = or i64 %115, 4
  %131 = add i64 %130, %98
  %132 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %131, !dbg !120
  %133 = bitcast double* %132 to <2 x double>*, !dbg !120
  %134 = load <2 x double>, <2 x double>* %133, align 8, !dbg !120, !tbaa !39, !noalias !64
  %135 = getelementptr inbounds double, double* %132, i64 2, !dbg !120
  %136 = bitcast double* %135 to <2 x double>*, !dbg !120
  %137 = load <2 x double>, <2 x double>* %136, align 8, !dbg !120, !tbaa !39, !noalias !64
  %138 = fmul <2 x double> %134, %134, !dbg !121
  %139 = fmul <2 x double> %137, %137, !dbg !121
  %140 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %131, !dbg !122
  %141 = bitcast double* %140 to <2 x double>*, !dbg !123
  store <2 x double> %138, <2 x double>* %141, align 8, !dbg !123, !tbaa !39, !noalias !64
  %142 = getelementptr inbounds double, double* %140, i64 2, !dbg !123
  %143 = bitcast double* %142 to <2 x double>*, !dbg !123
  store <2 x double> %139, <2 x double>* %143, align 8, !dbg !123, !tbaa !39, !noalias !64
  %144 = add nuw i64 %115, 8
  %145 = add i64 %116, 2
  %146 = icmp eq i64 %145, %113
  br i1 %146, label %147, label %114, !llvm.loop !124

147:                                              ; preds = %114, %104
  %148 = phi i64 [ 0, %104 ], [ %144, %114 ]
  %149 = icmp eq i64 %110, 0
  br i1 %149, label %164, label %150

150:                                              ; preds = %147
  %151 = add i64 %148, %98
  %152 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %151, !dbg !120
  %153 = bitcast double* %152 to <2 x double>*, !dbg !120
  %154 = load <2 x double>, <2 x double>* %153, align 8, !dbg !120, !tbaa !39, !noalias !64
  %155 = getelementptr inbounds double, double* %152, i64 2, !dbg !120
  %156 = bitcast double* %155 to <2 x double>*, !dbg !120
  %157 = load <2 x double>, <2 x double>* %156, align 8, !dbg !120, !tbaa !39, !noalias !64
  %158 = fmul <2 x double> %154, %154, !dbg !121
  %159 = fmul <2 x double> %157, %157, !dbg !121
  %160 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %151, !dbg !122
  %161 = bitcast double* %160 to <2 x double>*, !dbg !123
  store <2 x double> %158, <2 x double>* %161, align 8, !dbg !123, !tbaa !39, !noalias !64
  %162 = getelementptr inbounds double, double* %160, i64 2, !dbg !123
  %163 = bitcast double* %162 to <2 x double>*, !dbg !123
  store <2 x double> %159, <2 x double>* %163, align 8, !dbg !123, !tbaa !39, !noalias !64
  br label %164, !dbg !117

164:                                              ; preds = %147, %150
  %165 = icmp eq i64 %102, %105, !dbg !117
  br i1 %165, label %177, label %166, !dbg !117

166:                                              ; preds = %97, %164
  %167 = phi i64 [ %98, %97 ], [ %106, %164 ]
  br label %168, !dbg !119

168:                                              ; preds = %166, %168
  %169 = phi i64 [ %174, %168 ], [ %167, %166 ]
  call void @llvm.dbg.value(metadata i64 %169, metadata !83, metadata !DIExpression()) #5, !dbg !115
  call void @llvm.dbg.value(metadata i64 %169, metadata !86, metadata !DIExpression()) #5, !dbg !115
  %170 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %169, !dbg !120
  %171 = load double, double* %170, align 8, !dbg !120, !tbaa !39, !noalias !64
  %172 = fmul double %171, %171, !dbg !121
  %173 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %169, !dbg !122
  store double %172, double* %173, align 8, !dbg !123, !tbaa !39, !noalias !64
  %174 = add nsw i64 %169, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %174, metadata !83, metadata !DIExpression()) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32 %94, metadata !88, metadata !DIExpression()) #5, !dbg !115
  %175 = trunc i64 %174 to i32, !dbg !116
  %176 = icmp eq i32 %99, %175, !dbg !116
  br i1 %176, label %177, label %168, !dbg !117, !llvm.loop !126

177:                                              ; preds = %168, %164, %87
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @11, i32 %13) #5, !dbg !125, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %91) #5, !dbg !119, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %90) #5, !dbg !119, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %89) #5, !dbg !119, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %88) #5, !dbg !119, !noalias !64
  br label %178, !dbg !119

178:                                              ; preds = %83, %177
  call void @__kmpc_barrier(%struct.ident_t* nonnull @12, i32 %13) #5, !dbg !125, !noalias !64
  ret void, !dbg !67
}

; Function Attrs: nounwind
declare !callback !127 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #7 !dbg !129 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !133
  br label %1, !dbg !134

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !136
  %3 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %18, %1 ], !dbg !138
  %4 = add <2 x i32> %3, <i32 2, i32 2>, !dbg !138
  %5 = urem <2 x i32> %3, <i32 5, i32 5>, !dbg !138
  %6 = urem <2 x i32> %4, <i32 5, i32 5>, !dbg !138
  %7 = sitofp <2 x i32> %5 to <2 x double>, !dbg !140
  %8 = sitofp <2 x i32> %6 to <2 x double>, !dbg !140
  %9 = getelementptr inbounds [100000 x double], [100000 x double]* @X, i64 0, i64 %2, !dbg !136
  %10 = bitcast double* %9 to <2 x double>*, !dbg !141
  store <2 x double> %7, <2 x double>* %10, align 16, !dbg !141, !tbaa !39
  %11 = getelementptr inbounds double, double* %9, i64 2, !dbg !141
  %12 = bitcast double* %11 to <2 x double>*, !dbg !141
  store <2 x double> %8, <2 x double>* %12, align 16, !dbg !141, !tbaa !39
  %13 = getelementptr inbounds [100000 x double], [100000 x double]* @Y, i64 0, i64 %2, !dbg !136
  %14 = bitcast double* %13 to <2 x double>*, !dbg !142
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %14, align 16, !dbg !142, !tbaa !39
  %15 = getelementptr inbounds double, double* %13, i64 2, !dbg !142
  %16 = bitcast double* %15 to <2 x double>*, !dbg !142
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %16, align 16, !dbg !142, !tbaa !39
  %17 = add nuw i64 %2, 4, !dbg !136
  %18 = add <2 x i32> %3, <i32 4, i32 4>, !dbg !138
  %19 = icmp eq i64 %17, 100000, !dbg !136
  br i1 %19, label %20, label %1, !dbg !136, !llvm.loop !143

20:                                               ; preds = %1
  tail call void @kernel_omp_tworegion(i32 noundef 100000, double noundef 5.000000e-01), !dbg !146
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !132, metadata !DIExpression()), !dbg !133
  br label %21, !dbg !147

21:                                               ; preds = %21, %20
  %22 = phi i64 [ 0, %20 ], [ %43, %21 ]
  %23 = phi double [ 0.000000e+00, %20 ], [ %42, %21 ]
  call void @llvm.dbg.value(metadata double %23, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %22, metadata !131, metadata !DIExpression()), !dbg !133
  %24 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %22, !dbg !149
  %25 = load double, double* %24, align 8, !dbg !149, !tbaa !39
  %26 = fadd double %23, %25, !dbg !151
  call void @llvm.dbg.value(metadata double %26, metadata !132, metadata !DIExpression()), !dbg !133
  %27 = add nuw nsw i64 %22, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %27, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double %26, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %27, metadata !131, metadata !DIExpression()), !dbg !133
  %28 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %27, !dbg !149
  %29 = load double, double* %28, align 8, !dbg !149, !tbaa !39
  %30 = fadd double %26, %29, !dbg !151
  call void @llvm.dbg.value(metadata double %30, metadata !132, metadata !DIExpression()), !dbg !133
  %31 = add nuw nsw i64 %22, 2, !dbg !152
  call void @llvm.dbg.value(metadata i64 %31, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double %30, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %31, metadata !131, metadata !DIExpression()), !dbg !133
  %32 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %31, !dbg !149
  %33 = load double, double* %32, align 8, !dbg !149, !tbaa !39
  %34 = fadd double %30, %33, !dbg !151
  call void @llvm.dbg.value(metadata double %34, metadata !132, metadata !DIExpression()), !dbg !133
  %35 = add nuw nsw i64 %22, 3, !dbg !152
  call void @llvm.dbg.value(metadata i64 %35, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double %34, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %35, metadata !131, metadata !DIExpression()), !dbg !133
  %36 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %35, !dbg !149
  %37 = load double, double* %36, align 8, !dbg !149, !tbaa !39
  %38 = fadd double %34, %37, !dbg !151
  call void @llvm.dbg.value(metadata double %38, metadata !132, metadata !DIExpression()), !dbg !133
  %39 = add nuw nsw i64 %22, 4, !dbg !152
  call void @llvm.dbg.value(metadata i64 %39, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double %38, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %39, metadata !131, metadata !DIExpression()), !dbg !133
  %40 = getelementptr inbounds [100000 x double], [100000 x double]* @Z, i64 0, i64 %39, !dbg !149
  %41 = load double, double* %40, align 8, !dbg !149, !tbaa !39
  %42 = fadd double %38, %41, !dbg !151
  call void @llvm.dbg.value(metadata double %42, metadata !132, metadata !DIExpression()), !dbg !133
  %43 = add nuw nsw i64 %22, 5, !dbg !152
  call void @llvm.dbg.value(metadata i64 %43, metadata !131, metadata !DIExpression()), !dbg !133
  %44 = icmp eq i64 %43, 100000, !dbg !153
  br i1 %44, label %45, label %21, !dbg !147, !llvm.loop !154

45:                                               ; preds = %21
  %46 = load i32, i32* @Nthreads, align 4, !dbg !156, !tbaa !35
  %47 = icmp sgt i32 %46, 0, !dbg !157
  %48 = select i1 %47, double 0.000000e+00, double 1.000000e+00, !dbg !156
  %49 = fadd double %42, %48, !dbg !158
  store double %49, double* @checksum, align 8, !dbg !159, !tbaa !39
  ret i32 0, !dbg !160
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_tworegion.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !10, !15, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Nthreads", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 10, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6400000, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 100000)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Z", scope: !2, file: !3, line: 12, type: !12, isLocal: true, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"openmp", i32 50}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_omp_tworegion", scope: !3, file: !3, line: 16, type: !28, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !9, !5}
!30 = !{!31, !32, !33}
!31 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !3, line: 16, type: !9)
!32 = !DILocalVariable(name: "a", arg: 2, scope: !27, file: !3, line: 16, type: !5)
!33 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 18, type: !9)
!34 = !DILocation(line: 0, scope: !27)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !37, i64 0}
!41 = !DILocation(line: 18, column: 7, scope: !27)
!42 = !DILocation(line: 19, column: 1, scope: !27)
!43 = !DILocation(line: 30, column: 1, scope: !27)
!44 = !DISubprogram(name: "omp_get_num_threads", scope: !45, file: !45, line: 64, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !48)
!45 = !DIFile(filename: "clang-include/omp.h", directory: ".")
!46 = !DISubroutineType(types: !47)
!47 = !{!9}
!48 = !{}
!49 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !50, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !52, !56, !57}
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!56 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!58 = !{!59, !60, !61, !62}
!59 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !49, type: !52, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !49, type: !52, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "n", arg: 3, scope: !49, type: !56, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: "a", arg: 4, scope: !49, type: !57, flags: DIFlagArtificial)
!63 = !DILocation(line: 0, scope: !49)
!64 = !{!65}
!65 = distinct !{!65, !66, !".omp_outlined._debug__: argument 0"}
!66 = distinct !{!66, !".omp_outlined._debug__"}
!67 = !DILocation(line: 19, column: 1, scope: !49)
!68 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !69, type: !52, flags: DIFlagArtificial)
!69 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !50, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!70 = !{!68, !71, !72, !73, !74, !77, !77, !78, !79, !80, !81, !82, !78, !83, !85, !85, !86, !87, !88, !89, !90, !86}
!71 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !69, type: !52, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: "n", arg: 3, scope: !69, file: !3, line: 16, type: !56)
!73 = !DILocalVariable(name: "a", arg: 4, scope: !69, file: !3, line: 16, type: !57)
!74 = !DILocalVariable(name: ".omp.iv", scope: !75, type: !9, flags: DIFlagArtificial)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 23, column: 1)
!76 = distinct !DILexicalBlock(scope: !69, file: !3, line: 20, column: 3)
!77 = !DILocalVariable(name: ".capture_expr.", scope: !75, type: !9, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: "i", scope: !75, type: !9, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: ".omp.lb", scope: !75, type: !9, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: ".omp.ub", scope: !75, type: !9, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".omp.stride", scope: !75, type: !9, flags: DIFlagArtificial)
!82 = !DILocalVariable(name: ".omp.is_last", scope: !75, type: !9, flags: DIFlagArtificial)
!83 = !DILocalVariable(name: ".omp.iv", scope: !84, type: !9, flags: DIFlagArtificial)
!84 = distinct !DILexicalBlock(scope: !76, file: !3, line: 26, column: 1)
!85 = !DILocalVariable(name: ".capture_expr.", scope: !84, type: !9, flags: DIFlagArtificial)
!86 = !DILocalVariable(name: "i", scope: !84, type: !9, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: ".omp.lb", scope: !84, type: !9, flags: DIFlagArtificial)
!88 = !DILocalVariable(name: ".omp.ub", scope: !84, type: !9, flags: DIFlagArtificial)
!89 = !DILocalVariable(name: ".omp.stride", scope: !84, type: !9, flags: DIFlagArtificial)
!90 = !DILocalVariable(name: ".omp.is_last", scope: !84, type: !9, flags: DIFlagArtificial)
!91 = !DILocation(line: 0, scope: !69, inlinedAt: !92)
!92 = distinct !DILocation(line: 19, column: 1, scope: !49)
!93 = !DILocation(line: 21, column: 1, scope: !76, inlinedAt: !92)
!94 = !DILocation(line: 22, column: 16, scope: !95, inlinedAt: !92)
!95 = distinct !DILexicalBlock(scope: !76, file: !3, line: 21, column: 1)
!96 = !DILocation(line: 22, column: 14, scope: !95, inlinedAt: !92)
!97 = !DILocation(line: 22, column: 5, scope: !95, inlinedAt: !92)
!98 = !DILocation(line: 21, column: 19, scope: !95, inlinedAt: !92)
!99 = !DILocation(line: 24, column: 21, scope: !75, inlinedAt: !92)
!100 = !DILocation(line: 0, scope: !75, inlinedAt: !92)
!101 = !DILocation(line: 24, column: 5, scope: !75, inlinedAt: !92)
!102 = !DILocation(line: 23, column: 1, scope: !76, inlinedAt: !92)
!103 = !DILocation(line: 24, column: 10, scope: !75, inlinedAt: !92)
!104 = !DILocation(line: 23, column: 1, scope: !75, inlinedAt: !92)
!105 = !DILocation(line: 25, column: 18, scope: !75, inlinedAt: !92)
!106 = !DILocation(line: 25, column: 25, scope: !75, inlinedAt: !92)
!107 = !DILocation(line: 25, column: 23, scope: !75, inlinedAt: !92)
!108 = !DILocation(line: 25, column: 12, scope: !75, inlinedAt: !92)
!109 = distinct !{!109, !104, !110, !111}
!110 = !DILocation(line: 23, column: 16, scope: !75, inlinedAt: !92)
!111 = !{!"llvm.loop.isvectorized", i32 1}
!112 = distinct !{!112, !104, !110, !113, !111}
!113 = !{!"llvm.loop.unroll.runtime.disable"}
!114 = !DILocation(line: 27, column: 21, scope: !84, inlinedAt: !92)
!115 = !DILocation(line: 0, scope: !84, inlinedAt: !92)
!116 = !DILocation(line: 27, column: 5, scope: !84, inlinedAt: !92)
!117 = !DILocation(line: 26, column: 1, scope: !76, inlinedAt: !92)
!118 = !DILocation(line: 27, column: 10, scope: !84, inlinedAt: !92)
!119 = !DILocation(line: 26, column: 1, scope: !84, inlinedAt: !92)
!120 = !DILocation(line: 28, column: 14, scope: !84, inlinedAt: !92)
!121 = !DILocation(line: 28, column: 19, scope: !84, inlinedAt: !92)
!122 = !DILocation(line: 28, column: 7, scope: !84, inlinedAt: !92)
!123 = !DILocation(line: 28, column: 12, scope: !84, inlinedAt: !92)
!124 = distinct !{!124, !119, !125, !111}
!125 = !DILocation(line: 26, column: 16, scope: !84, inlinedAt: !92)
!126 = distinct !{!126, !119, !125, !113, !111}
!127 = !{!128}
!128 = !{i64 2, i64 -1, i64 -1, i1 true}
!129 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !46, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!130 = !{!131, !132}
!131 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 34, type: !9)
!132 = !DILocalVariable(name: "s", scope: !129, file: !3, line: 35, type: !5)
!133 = !DILocation(line: 0, scope: !129)
!134 = !DILocation(line: 36, column: 3, scope: !135)
!135 = distinct !DILexicalBlock(scope: !129, file: !3, line: 36, column: 3)
!136 = !DILocation(line: 36, column: 23, scope: !137)
!137 = distinct !DILexicalBlock(scope: !135, file: !3, line: 36, column: 3)
!138 = !DILocation(line: 37, column: 23, scope: !139)
!139 = distinct !DILexicalBlock(scope: !137, file: !3, line: 36, column: 27)
!140 = !DILocation(line: 37, column: 12, scope: !139)
!141 = !DILocation(line: 37, column: 10, scope: !139)
!142 = !DILocation(line: 38, column: 10, scope: !139)
!143 = distinct !{!143, !134, !144, !145, !111}
!144 = !DILocation(line: 39, column: 3, scope: !135)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !DILocation(line: 40, column: 3, scope: !129)
!147 = !DILocation(line: 41, column: 3, scope: !148)
!148 = distinct !DILexicalBlock(scope: !129, file: !3, line: 41, column: 3)
!149 = !DILocation(line: 42, column: 10, scope: !150)
!150 = distinct !DILexicalBlock(scope: !148, file: !3, line: 41, column: 3)
!151 = !DILocation(line: 42, column: 7, scope: !150)
!152 = !DILocation(line: 41, column: 23, scope: !150)
!153 = !DILocation(line: 41, column: 17, scope: !150)
!154 = distinct !{!154, !147, !155, !145}
!155 = !DILocation(line: 42, column: 13, scope: !148)
!156 = !DILocation(line: 43, column: 19, scope: !129)
!157 = !DILocation(line: 43, column: 28, scope: !129)
!158 = !DILocation(line: 43, column: 16, scope: !129)
!159 = !DILocation(line: 43, column: 12, scope: !129)
!160 = !DILocation(line: 44, column: 3, scope: !129)
