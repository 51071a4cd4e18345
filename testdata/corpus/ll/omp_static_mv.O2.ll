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

; Function Attrs: nounwind uwtable
define dso_local void @kernel_mv(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) local_unnamed_addr #0 !dbg !17 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !25, metadata !DIExpression()), !dbg !30
  store i32 %0, i32* %6, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata i32 %1, metadata !26, metadata !DIExpression()), !dbg !30
  store i32 %1, i32* %7, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata double* %2, metadata !27, metadata !DIExpression()), !dbg !30
  store double* %2, double** %8, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double* %3, metadata !28, metadata !DIExpression()), !dbg !30
  store double* %3, double** %9, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double* %4, metadata !29, metadata !DIExpression()), !dbg !30
  store double* %4, double** %10, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i32* %6, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void @llvm.dbg.value(metadata i32* %7, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void @llvm.dbg.value(metadata double** %8, metadata !27, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void @llvm.dbg.value(metadata double** %9, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void @llvm.dbg.value(metadata double** %10, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %6, i32* nonnull %7, double** nonnull %8, double** nonnull %9, double** nonnull %10), !dbg !37
  ret void, !dbg !38
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

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6) #4 !dbg !39 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !50, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32* %1, metadata !51, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32* %2, metadata !52, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32* %3, metadata !53, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double** %4, metadata !54, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double** %5, metadata !55, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double** %6, metadata !56, metadata !DIExpression()), !dbg !57
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58), !dbg !61
  call void @llvm.dbg.value(metadata i32* %0, metadata !62, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* undef, metadata !65, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* %2, metadata !66, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* %3, metadata !67, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata double** %4, metadata !68, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata double** %5, metadata !69, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata double** %6, metadata !70, metadata !DIExpression()) #2, !dbg !82
  %12 = load i32, i32* %2, align 4, !dbg !84, !tbaa !31, !noalias !58
  call void @llvm.dbg.value(metadata i32 %12, metadata !72, metadata !DIExpression()) #2, !dbg !82
  %13 = add nsw i32 %12, -1, !dbg !85
  call void @llvm.dbg.value(metadata i32 %13, metadata !72, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #2, !dbg !82
  %14 = icmp sgt i32 %12, 0, !dbg !85
  br i1 %14, label %15, label %103, !dbg !85

15:                                               ; preds = %7
  %16 = bitcast i32* %8 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !85, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #2, !dbg !82
  store i32 0, i32* %8, align 4, !dbg !86, !tbaa !31, !noalias !58
  %17 = bitcast i32* %9 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !85, !noalias !58
  call void @llvm.dbg.value(metadata i32 %13, metadata !75, metadata !DIExpression()) #2, !dbg !82
  store i32 %13, i32* %9, align 4, !dbg !86, !tbaa !31, !noalias !58
  %18 = bitcast i32* %10 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !85, !noalias !58
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression()) #2, !dbg !82
  store i32 1, i32* %10, align 4, !dbg !86, !tbaa !31, !noalias !58
  %19 = bitcast i32* %11 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !85, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()) #2, !dbg !82
  store i32 0, i32* %11, align 4, !dbg !86, !tbaa !31, !noalias !58
  %20 = load i32, i32* %0, align 4, !dbg !85, !tbaa !31, !alias.scope !58
  call void @llvm.dbg.value(metadata i32* %8, metadata !74, metadata !DIExpression(DW_OP_deref)) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* %9, metadata !75, metadata !DIExpression(DW_OP_deref)) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* %10, metadata !76, metadata !DIExpression(DW_OP_deref)) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* %11, metadata !77, metadata !DIExpression(DW_OP_deref)) #2, !dbg !82
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %20, i32 34, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10, i32 1, i32 1) #2, !dbg !87, !noalias !58
  %21 = load i32, i32* %9, align 4, !dbg !86, !tbaa !31, !noalias !58
  call void @llvm.dbg.value(metadata i32 %21, metadata !75, metadata !DIExpression()) #2, !dbg !82
  %22 = icmp sgt i32 %21, %13, !dbg !86
  %23 = select i1 %22, i32 %13, i32 %21, !dbg !86
  call void @llvm.dbg.value(metadata i32 %23, metadata !75, metadata !DIExpression()) #2, !dbg !82
  store i32 %23, i32* %9, align 4, !dbg !86, !tbaa !31, !noalias !58
  %24 = load i32, i32* %8, align 4, !dbg !86, !tbaa !31, !noalias !58
  call void @llvm.dbg.value(metadata i32 %24, metadata !74, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 %24, metadata !71, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 %23, metadata !75, metadata !DIExpression()) #2, !dbg !82
  %25 = icmp sgt i32 %24, %23, !dbg !85
  br i1 %25, label %102, label %26, !dbg !85

26:                                               ; preds = %15
  %27 = load i32, i32* %3, align 4, !tbaa !31, !noalias !58
  %28 = icmp sgt i32 %27, 0
  %29 = load double*, double** %4, align 8, !noalias !58
  %30 = sext i32 %27 to i64
  %31 = load double*, double** %5, align 8, !noalias !58
  %32 = load double*, double** %6, align 8, !tbaa !35, !noalias !58
  %33 = sext i32 %24 to i64, !dbg !85
  %34 = add nsw i32 %23, 1, !dbg !85
  %35 = zext i32 %27 to i64
  %36 = add nsw i64 %35, -1, !dbg !85
  %37 = and i64 %35, 3
  %38 = icmp ult i64 %36, 3
  %39 = and i64 %35, 4294967292
  %40 = icmp eq i64 %37, 0
  br label %41, !dbg !85

41:                                               ; preds = %62, %26
  %42 = phi i64 [ %33, %26 ], [ %65, %62 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !71, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()) #2, !dbg !89
  br i1 %28, label %43, label %62, !dbg !90

43:                                               ; preds = %41
  %44 = mul nsw i64 %42, %30
  br i1 %38, label %45, label %68, !dbg !90

45:                                               ; preds = %68, %43
  %46 = phi double [ undef, %43 ], [ %98, %68 ]
  %47 = phi i64 [ 0, %43 ], [ %99, %68 ]
  %48 = phi double [ 0.000000e+00, %43 ], [ %98, %68 ]
  br i1 %40, label %62, label %49, !dbg !90

49:                                               ; preds = %45, %49
  %50 = phi i64 [ %59, %49 ], [ %47, %45 ]
  %51 = phi double [ %58, %49 ], [ %48, %45 ]
  %52 = phi i64 [ %60, %49 ], [ 0, %45 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata double %51, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %53 = add nsw i64 %50, %44, !dbg !91
  %54 = getelementptr inbounds double, double* %29, i64 %53, !dbg !93
  %55 = load double, double* %54, align 8, !dbg !93, !tbaa !94, !noalias !58
  %56 = getelementptr inbounds double, double* %31, i64 %50, !dbg !96
  %57 = load double, double* %56, align 8, !dbg !96, !tbaa !94, !noalias !58
  %58 = call double @llvm.fmuladd.f64(double %55, double %57, double %51) #2, !dbg !97
  call void @llvm.dbg.value(metadata double %58, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %59 = add nuw nsw i64 %50, 1, !dbg !98
  call void @llvm.dbg.value(metadata i64 %59, metadata !80, metadata !DIExpression()) #2, !dbg !88
  %60 = add i64 %52, 1, !dbg !90
  %61 = icmp eq i64 %60, %37, !dbg !90
  br i1 %61, label %62, label %49, !dbg !90, !llvm.loop !99

62:                                               ; preds = %45, %49, %41
  %63 = phi double [ 0.000000e+00, %41 ], [ %46, %45 ], [ %58, %49 ], !dbg !89
  %64 = getelementptr inbounds double, double* %32, i64 %42, !dbg !101
  store double %63, double* %64, align 8, !dbg !102, !tbaa !94, !noalias !58
  %65 = add nsw i64 %42, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %65, metadata !71, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 %23, metadata !75, metadata !DIExpression()) #2, !dbg !82
  %66 = trunc i64 %65 to i32, !dbg !85
  %67 = icmp eq i32 %34, %66, !dbg !85
  br i1 %67, label %102, label %41, !dbg !85, !llvm.loop !103

68:                                               ; preds = %43, %68
  %69 = phi i64 [ %99, %68 ], [ 0, %43 ]
  %70 = phi double [ %98, %68 ], [ 0.000000e+00, %43 ]
  %71 = phi i64 [ %100, %68 ], [ 0, %43 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata double %70, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %72 = add nsw i64 %69, %44, !dbg !91
  %73 = getelementptr inbounds double, double* %29, i64 %72, !dbg !93
  %74 = load double, double* %73, align 8, !dbg !93, !tbaa !94, !noalias !58
  %75 = getelementptr inbounds double, double* %31, i64 %69, !dbg !96
  %76 = load double, double* %75, align 8, !dbg !96, !tbaa !94, !noalias !58
  %77 = call double @llvm.fmuladd.f64(double %74, double %76, double %70) #2, !dbg !97
  call void @llvm.dbg.value(metadata double %77, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %78 = or i64 %69, 1, !dbg !98
  call void @llvm.dbg.value(metadata i64 %78, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i64 %78, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata double %77, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %79 = add nsw i64 %78, %44, !dbg !91
  %80 = getelementptr inbounds double, double* %29, i64 %79, !dbg !93
  %81 = load double, double* %80, align 8, !dbg !93, !tbaa !94, !noalias !58
  %82 = getelementptr inbounds double, double* %31, i64 %78, !dbg !96
  %83 = load double, double* %82, align 8, !dbg !96, !tbaa !94, !noalias !58
  %84 = call double @llvm.fmuladd.f64(double %81, double %83, double %77) #2, !dbg !97
  call void @llvm.dbg.value(metadata double %84, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %85 = or i64 %69, 2, !dbg !98
  call void @llvm.dbg.value(metadata i64 %85, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i64 %85, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata double %84, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %86 = add nsw i64 %85, %44, !dbg !91
  %87 = getelementptr inbounds double, double* %29, i64 %86, !dbg !93
  %88 = load double, double* %87, align 8, !dbg !93, !tbaa !94, !noalias !58
  %89 = getelementptr inbounds double, double* %31, i64 %85, !dbg !96
  %90 = load double, double* %89, align 8, !dbg !96, !tbaa !94, !noalias !58
  %91 = call double @llvm.fmuladd.f64(double %88, double %90, double %84) #2, !dbg !97
  call void @llvm.dbg.value(metadata double %91, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %92 = or i64 %69, 3, !dbg !98
  call void @llvm.dbg.value(metadata i64 %92, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata i64 %92, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata double %91, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %93 = add nsw i64 %92, %44, !dbg !91
  %94 = getelementptr inbounds double, double* %29, i64 %93, !dbg !93
  %95 = load double, double* %94, align 8, !dbg !93, !tbaa !94, !noalias !58
  %96 = getelementptr inbounds double, double* %31, i64 %92, !dbg !96
  %97 = load double, double* %96, align 8, !dbg !96, !tbaa !94, !noalias !58
  %98 = call double @llvm.fmuladd.f64(double %95, double %97, double %91) #2, !dbg !97
  call void @llvm.dbg.value(metadata double %98, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %99 = add nuw nsw i64 %69, 4, !dbg !98
  call void @llvm.dbg.value(metadata i64 %99, metadata !80, metadata !DIExpression()) #2, !dbg !88
  %100 = add i64 %71, 4, !dbg !90
  %101 = icmp eq i64 %100, %39, !dbg !90
  br i1 %101, label %45, label %68, !dbg !90, !llvm.loop !105

102:                                              ; preds = %62, %15
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %20) #2, !dbg !104, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !87, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !87, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !87, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !87, !noalias !58
  br label %103, !dbg !87

103:                                              ; preds = %7, %102
  ret void, !dbg !61
}

; Function Attrs: nounwind
declare !callback !108 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !110 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !114, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i8** %1, metadata !115, metadata !DIExpression()), !dbg !134
  %12 = icmp sgt i32 %0, 1, !dbg !135
  br i1 %12, label %13, label %24, !dbg !136

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !137
  %15 = load i8*, i8** %14, align 8, !dbg !137, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %15, metadata !138, metadata !DIExpression()) #2, !dbg !146
  %16 = tail call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #2, !dbg !148
  %17 = trunc i64 %16 to i32, !dbg !149
  call void @llvm.dbg.value(metadata i32 %17, metadata !116, metadata !DIExpression()), !dbg !134
  %18 = icmp eq i32 %0, 2, !dbg !150
  br i1 %18, label %24, label %19, !dbg !151

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !152
  %21 = load i8*, i8** %20, align 8, !dbg !152, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %21, metadata !138, metadata !DIExpression()) #2, !dbg !153
  %22 = tail call i64 @strtol(i8* nocapture noundef nonnull %21, i8** noundef null, i32 noundef 10) #2, !dbg !155
  %23 = trunc i64 %22 to i32, !dbg !156
  br label %24, !dbg !151

24:                                               ; preds = %2, %13, %19
  %25 = phi i32 [ %17, %19 ], [ %17, %13 ], [ 240, %2 ]
  %26 = phi i32 [ %23, %19 ], [ 200, %13 ], [ 200, %2 ], !dbg !151
  call void @llvm.dbg.value(metadata i32 %26, metadata !117, metadata !DIExpression()), !dbg !134
  %27 = sext i32 %25 to i64, !dbg !157
  %28 = shl nsw i64 %27, 3, !dbg !158
  %29 = sext i32 %26 to i64, !dbg !159
  %30 = mul i64 %28, %29, !dbg !160
  %31 = tail call noalias i8* @malloc(i64 noundef %30) #2, !dbg !161
  %32 = bitcast i8* %31 to double*, !dbg !161
  call void @llvm.dbg.value(metadata double* %32, metadata !118, metadata !DIExpression()), !dbg !134
  %33 = shl nsw i64 %29, 3, !dbg !162
  %34 = tail call noalias i8* @malloc(i64 noundef %33) #2, !dbg !163
  %35 = bitcast i8* %34 to double*, !dbg !163
  call void @llvm.dbg.value(metadata double* %35, metadata !119, metadata !DIExpression()), !dbg !134
  %36 = tail call noalias i8* @malloc(i64 noundef %28) #2, !dbg !164
  call void @llvm.dbg.value(metadata i8* %36, metadata !120, metadata !DIExpression()), !dbg !134
  %37 = tail call noalias i8* @malloc(i64 noundef %28) #2, !dbg !165
  %38 = bitcast i8* %37 to double*, !dbg !165
  call void @llvm.dbg.value(metadata double* %38, metadata !121, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !166
  %39 = icmp sgt i32 %25, 0, !dbg !167
  br i1 %39, label %40, label %106, !dbg !168

40:                                               ; preds = %24
  %41 = icmp sgt i32 %26, 0
  %42 = zext i32 %25 to i64, !dbg !167
  %43 = zext i32 %26 to i64
  %44 = and i64 %43, 4294967294, !dbg !168
  %45 = add nsw i64 %44, -2, !dbg !168
  %46 = lshr exact i64 %45, 1, !dbg !168
  %47 = add nuw i64 %46, 1, !dbg !168
  %48 = icmp eq i32 %26, 1
  %49 = and i64 %43, 4294967294
  %50 = and i64 %47, 1
  %51 = icmp eq i64 %45, 0
  %52 = and i64 %47, -2
  %53 = icmp eq i64 %50, 0
  %54 = icmp eq i64 %49, %43
  br label %55, !dbg !168

55:                                               ; preds = %40, %134
  %56 = phi i64 [ 0, %40 ], [ %135, %134 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !122, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !124, metadata !DIExpression()), !dbg !169
  br i1 %41, label %57, label %134, !dbg !170

57:                                               ; preds = %55
  %58 = mul nsw i64 %56, %29
  br i1 %48, label %104, label %59, !dbg !170

59:                                               ; preds = %57
  %60 = insertelement <2 x i64> poison, i64 %56, i64 0, !dbg !170
  %61 = shufflevector <2 x i64> %60, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !170
  br i1 %51, label %90, label %62, !dbg !170

62:                                               ; preds = %59, %62
  %63 = phi i64 [ %86, %62 ], [ 0, %59 ], !dbg !171
  %64 = phi <2 x i64> [ %87, %62 ], [ <i64 0, i64 1>, %59 ]
  %65 = phi i64 [ %88, %62 ], [ 0, %59 ]
  %66 = shl nuw nsw <2 x i64> %64, <i64 1, i64 1>, !dbg !173
  %67 = add nuw nsw <2 x i64> %66, %61, !dbg !174
  %68 = trunc <2 x i64> %67 to <2 x i32>, !dbg !175
  %69 = urem <2 x i32> %68, <i32 9, i32 9>, !dbg !175
  %70 = sitofp <2 x i32> %69 to <2 x double>, !dbg !176
  %71 = fmul <2 x double> %70, <double 1.250000e-01, double 1.250000e-01>, !dbg !177
  %72 = add nsw i64 %58, %63, !dbg !171
  %73 = getelementptr inbounds double, double* %32, i64 %72, !dbg !171
  %74 = bitcast double* %73 to <2 x double>*, !dbg !178
  store <2 x double> %71, <2 x double>* %74, align 8, !dbg !178, !tbaa !94
  %75 = or i64 %63, 2, !dbg !171
  %76 = shl <2 x i64> %64, <i64 1, i64 1>, !dbg !173
  %77 = add <2 x i64> %76, <i64 4, i64 4>, !dbg !173
  %78 = add nuw nsw <2 x i64> %77, %61, !dbg !174
  %79 = trunc <2 x i64> %78 to <2 x i32>, !dbg !175
  %80 = urem <2 x i32> %79, <i32 9, i32 9>, !dbg !175
  %81 = sitofp <2 x i32> %80 to <2 x double>, !dbg !176
  %82 = fmul <2 x double> %81, <double 1.250000e-01, double 1.250000e-01>, !dbg !177
  %83 = add nsw i64 %58, %75, !dbg !171
  %84 = getelementptr inbounds double, double* %32, i64 %83, !dbg !171
  %85 = bitcast double* %84 to <2 x double>*, !dbg !178
  store <2 x double> %82, <2 x double>* %85, align 8, !dbg !178, !tbaa !94
  %86 = add nuw i64 %63, 4, !dbg !171
  %87 = add <2 x i64> %64, <i64 4, i64 4>
  %88 = add nuw i64 %65, 2, !dbg !171
  %89 = icmp eq i64 %88, %52, !dbg !171
  br i1 %89, label %90, label %62, !dbg !171, !llvm.loop !179

90:                                               ; preds = %62, %59
  %91 = phi i64 [ 0, %59 ], [ %86, %62 ]
  %92 = phi <2 x i64> [ <i64 0, i64 1>, %59 ], [ %87, %62 ]
  br i1 %53, label %103, label %93, !dbg !171

93:                                               ; preds = %90
  %94 = shl nuw nsw <2 x i64> %92, <i64 1, i64 1>, !dbg !173
  %95 = add nuw nsw <2 x i64> %94, %61, !dbg !174
  %96 = trunc <2 x i64> %95 to <2 x i32>, !dbg !175
  %97 = urem <2 x i32> %96, <i32 9, i32 9>, !dbg !175
  %98 = sitofp <2 x i32> %97 to <2 x double>, !dbg !176
  %99 = fmul <2 x double> %98, <double 1.250000e-01, double 1.250000e-01>, !dbg !177
  %100 = add nsw i64 %58, %91, !dbg !171
  %101 = getelementptr inbounds double, double* %32, i64 %100, !dbg !171
  %102 = bitcast double* %101 to <2 x double>*, !dbg !178
  store <2 x double> %99, <2 x double>* %102, align 8, !dbg !178, !tbaa !94
  br label %103, !dbg !170

103:                                              ; preds = %90, %93
  br i1 %54, label %134, label %104, !dbg !170

104:                                              ; preds = %57, %103
  %105 = phi i64 [ 0, %57 ], [ %49, %103 ]
  br label %137, !dbg !170

106:                                              ; preds = %134, %24
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !182
  %107 = icmp sgt i32 %26, 0, !dbg !183
  br i1 %107, label %108, label %149, !dbg !185

108:                                              ; preds = %106
  %109 = zext i32 %26 to i64, !dbg !183
  %110 = icmp ult i32 %26, 4, !dbg !185
  br i1 %110, label %132, label %111, !dbg !185

111:                                              ; preds = %108
  %112 = and i64 %109, 4294967292, !dbg !185
  br label %113, !dbg !185

113:                                              ; preds = %113, %111
  %114 = phi i64 [ 0, %111 ], [ %127, %113 ], !dbg !186
  %115 = phi <2 x i32> [ <i32 0, i32 1>, %111 ], [ %128, %113 ], !dbg !187
  %116 = add <2 x i32> %115, <i32 2, i32 2>, !dbg !187
  %117 = urem <2 x i32> %115, <i32 5, i32 5>, !dbg !187
  %118 = urem <2 x i32> %116, <i32 5, i32 5>, !dbg !187
  %119 = sitofp <2 x i32> %117 to <2 x double>, !dbg !188
  %120 = sitofp <2 x i32> %118 to <2 x double>, !dbg !188
  %121 = fmul <2 x double> %119, <double 5.000000e-01, double 5.000000e-01>, !dbg !189
  %122 = fmul <2 x double> %120, <double 5.000000e-01, double 5.000000e-01>, !dbg !189
  %123 = getelementptr inbounds double, double* %35, i64 %114, !dbg !186
  %124 = bitcast double* %123 to <2 x double>*, !dbg !190
  store <2 x double> %121, <2 x double>* %124, align 8, !dbg !190, !tbaa !94
  %125 = getelementptr inbounds double, double* %123, i64 2, !dbg !190
  %126 = bitcast double* %125 to <2 x double>*, !dbg !190
  store <2 x double> %122, <2 x double>* %126, align 8, !dbg !190, !tbaa !94
  %127 = add nuw i64 %114, 4, !dbg !186
  %128 = add <2 x i32> %115, <i32 4, i32 4>, !dbg !187
  %129 = icmp eq i64 %127, %112, !dbg !186
  br i1 %129, label %130, label %113, !dbg !186, !llvm.loop !191

130:                                              ; preds = %113
  %131 = icmp eq i64 %112, %109, !dbg !185
  br i1 %131, label %149, label %132, !dbg !185

132:                                              ; preds = %108, %130
  %133 = phi i64 [ 0, %108 ], [ %112, %130 ]
  br label %224, !dbg !185

134:                                              ; preds = %137, %103, %55
  %135 = add nuw nsw i64 %56, 1, !dbg !193
  call void @llvm.dbg.value(metadata i64 %135, metadata !122, metadata !DIExpression()), !dbg !166
  %136 = icmp eq i64 %135, %42, !dbg !167
  br i1 %136, label %106, label %55, !dbg !168, !llvm.loop !194

137:                                              ; preds = %104, %137
  %138 = phi i64 [ %147, %137 ], [ %105, %104 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !124, metadata !DIExpression()), !dbg !169
  %139 = shl nuw nsw i64 %138, 1, !dbg !173
  %140 = add nuw nsw i64 %139, %56, !dbg !174
  %141 = trunc i64 %140 to i32, !dbg !175
  %142 = urem i32 %141, 9, !dbg !175
  %143 = sitofp i32 %142 to double, !dbg !176
  %144 = fmul double %143, 1.250000e-01, !dbg !177
  %145 = add nsw i64 %58, %138, !dbg !196
  %146 = getelementptr inbounds double, double* %32, i64 %145, !dbg !197
  store double %144, double* %146, align 8, !dbg !178, !tbaa !94
  %147 = add nuw nsw i64 %138, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %147, metadata !124, metadata !DIExpression()), !dbg !169
  %148 = icmp eq i64 %147, %43, !dbg !198
  br i1 %148, label %134, label %137, !dbg !170, !llvm.loop !199

149:                                              ; preds = %224, %130, %106
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()), !dbg !201
  br i1 %39, label %150, label %233, !dbg !202

150:                                              ; preds = %149
  %151 = zext i32 %25 to i64, !dbg !203
  %152 = icmp ult i32 %25, 4, !dbg !202
  br i1 %152, label %222, label %153, !dbg !202

153:                                              ; preds = %150
  %154 = and i64 %151, 4294967292, !dbg !202
  %155 = add nsw i64 %154, -4, !dbg !202
  %156 = lshr exact i64 %155, 2, !dbg !202
  %157 = add nuw nsw i64 %156, 1, !dbg !202
  %158 = and i64 %157, 7, !dbg !202
  %159 = icmp ult i64 %155, 28, !dbg !202
  br i1 %159, label %207, label %160, !dbg !202

160:                                              ; preds = %153
  %161 = and i64 %157, 9223372036854775800, !dbg !202
  br label %162, !dbg !202

162:                                              ; preds = %162, %160
  %163 = phi i64 [ 0, %160 ], [ %204, %162 ], !dbg !205
  %164 = phi i64 [ 0, %160 ], [ %205, %162 ]
  %165 = getelementptr inbounds double, double* %38, i64 %163, !dbg !205
  %166 = bitcast double* %165 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %166, align 8, !dbg !206, !tbaa !94
  %167 = getelementptr inbounds double, double* %165, i64 2, !dbg !206
  %168 = bitcast double* %167 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %168, align 8, !dbg !206, !tbaa !94
  %169 = or i64 %163, 4, !dbg !205
  %170 = getelementptr inbounds double, double* %38, i64 %169, !dbg !205
  %171 = bitcast double* %170 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %171, align 8, !dbg !206, !tbaa !94
  %172 = getelementptr inbounds double, double* %170, i64 2, !dbg !206
  %173 = bitcast double* %172 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %173, align 8, !dbg !206, !tbaa !94
  %174 = or i64 %163, 8, !dbg !205
  %175 = getelementptr inbounds double, double* %38, i64 %174, !dbg !205
  %176 = bitcast double* %175 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %176, align 8, !dbg !206, !tbaa !94
  %177 = getelementptr inbounds double, double* %175, i64 2, !dbg !206
  %178 = bitcast double* %177 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %178, align 8, !dbg !206, !tbaa !94
  %179 = or i64 %163, 12, !dbg !205
  %180 = getelementptr inbounds double, double* %38, i64 %179, !dbg !205
  %181 = bitcast double* %180 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %181, align 8, !dbg !206, !tbaa !94
  %182 = getelementptr inbounds double, double* %180, i64 2, !dbg !206
  %183 = bitcast double* %182 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %183, align 8, !dbg !206, !tbaa !94
  %184 = or i64 %163, 16, !dbg !205
  %185 = getelementptr inbounds double, double* %38, i64 %184, !dbg !205
  %186 = bitcast double* %185 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %186, align 8, !dbg !206, !tbaa !94
  %187 = getelementptr inbounds double, double* %185, i64 2, !dbg !206
  %188 = bitcast double* %187 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %188, align 8, !dbg !206, !tbaa !94
  %189 = or i64 %163, 20, !dbg !205
  %190 = getelementptr inbounds double, double* %38, i64 %189, !dbg !205
  %191 = bitcast double* %190 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %191, align 8, !dbg !206, !tbaa !94
  %192 = getelementptr inbounds double, double* %190, i64 2, !dbg !206
  %193 = bitcast double* %192 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %193, align 8, !dbg !206, !tbaa !94
  %194 = or i64 %163, 24, !dbg !205
  %195 = getelementptr inbounds double, double* %38, i64 %194, !dbg !205
  %196 = bitcast double* %195 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %196, align 8, !dbg !206, !tbaa !94
  %197 = getelementptr inbounds double, double* %195, i64 2, !dbg !206
  %198 = bitcast double* %197 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %198, align 8, !dbg !206, !tbaa !94
  %199 = or i64 %163, 28, !dbg !205
  %200 = getelementptr inbounds double, double* %38, i64 %199, !dbg !205
  %201 = bitcast double* %200 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %201, align 8, !dbg !206, !tbaa !94
  %202 = getelementptr inbounds double, double* %200, i64 2, !dbg !206
  %203 = bitcast double* %202 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %203, align 8, !dbg !206, !tbaa !94
  %204 = add nuw i64 %163, 32, !dbg !205
  %205 = add i64 %164, 8, !dbg !205
  %206 = icmp eq i64 %205, %161, !dbg !205
  br i1 %206, label %207, label %162, !dbg !205, !llvm.loop !207

207:                                              ; preds = %162, %153
  %208 = phi i64 [ 0, %153 ], [ %204, %162 ]
  %209 = icmp eq i64 %158, 0, !dbg !205
  br i1 %209, label %220, label %210, !dbg !205

210:                                              ; preds = %207, %210
  %211 = phi i64 [ %217, %210 ], [ %208, %207 ], !dbg !205
  %212 = phi i64 [ %218, %210 ], [ 0, %207 ]
  %213 = getelementptr inbounds double, double* %38, i64 %211, !dbg !205
  %214 = bitcast double* %213 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %214, align 8, !dbg !206, !tbaa !94
  %215 = getelementptr inbounds double, double* %213, i64 2, !dbg !206
  %216 = bitcast double* %215 to <2 x double>*, !dbg !206
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %216, align 8, !dbg !206, !tbaa !94
  %217 = add nuw i64 %211, 4, !dbg !205
  %218 = add i64 %212, 1, !dbg !205
  %219 = icmp eq i64 %218, %158, !dbg !205
  br i1 %219, label %220, label %210, !dbg !205, !llvm.loop !209

220:                                              ; preds = %210, %207
  %221 = icmp eq i64 %154, %151, !dbg !202
  br i1 %221, label %233, label %222, !dbg !202

222:                                              ; preds = %150, %220
  %223 = phi i64 [ 0, %150 ], [ %154, %220 ]
  br label %255, !dbg !202

224:                                              ; preds = %132, %224
  %225 = phi i64 [ %231, %224 ], [ %133, %132 ]
  call void @llvm.dbg.value(metadata i64 %225, metadata !127, metadata !DIExpression()), !dbg !182
  %226 = trunc i64 %225 to i32, !dbg !187
  %227 = urem i32 %226, 5, !dbg !187
  %228 = sitofp i32 %227 to double, !dbg !188
  %229 = fmul double %228, 5.000000e-01, !dbg !189
  %230 = getelementptr inbounds double, double* %35, i64 %225, !dbg !210
  store double %229, double* %230, align 8, !dbg !190, !tbaa !94
  %231 = add nuw nsw i64 %225, 1, !dbg !186
  call void @llvm.dbg.value(metadata i64 %231, metadata !127, metadata !DIExpression()), !dbg !182
  %232 = icmp eq i64 %231, %109, !dbg !183
  br i1 %232, label %149, label %224, !dbg !185, !llvm.loop !211

233:                                              ; preds = %255, %220, %149
  %234 = bitcast i32* %7 to i8*, !dbg !212
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %234), !dbg !212
  %235 = bitcast i32* %8 to i8*, !dbg !212
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %235), !dbg !212
  %236 = bitcast double** %9 to i8*, !dbg !212
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %236), !dbg !212
  %237 = bitcast double** %10 to i8*, !dbg !212
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %237), !dbg !212
  %238 = bitcast double** %11 to i8*, !dbg !212
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %238), !dbg !212
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()) #2, !dbg !212
  store i32 %25, i32* %7, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata i32 %26, metadata !26, metadata !DIExpression()) #2, !dbg !212
  store i32 %26, i32* %8, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata double* %32, metadata !27, metadata !DIExpression()) #2, !dbg !212
  %239 = bitcast double** %9 to i8**
  store i8* %31, i8** %239, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double* %35, metadata !28, metadata !DIExpression()) #2, !dbg !212
  %240 = bitcast double** %10 to i8**
  store i8* %34, i8** %240, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %36, metadata !29, metadata !DIExpression()) #2, !dbg !212
  %241 = bitcast double** %11 to i8**
  store i8* %36, i8** %241, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i32* %7, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !212
  call void @llvm.dbg.value(metadata i32* %8, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !212
  call void @llvm.dbg.value(metadata double** %9, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !212
  call void @llvm.dbg.value(metadata double** %10, metadata !28, metadata !DIExpression(DW_OP_deref)) #2, !dbg !212
  call void @llvm.dbg.value(metadata double** %11, metadata !29, metadata !DIExpression(DW_OP_deref)) #2, !dbg !212
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %7, i32* nonnull %8, double** nonnull %9, double** nonnull %10, double** nonnull %11) #2, !dbg !214
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %234), !dbg !215
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %235), !dbg !215
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %236), !dbg !215
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %237), !dbg !215
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %238), !dbg !215
  %242 = bitcast i32* %3 to i8*, !dbg !216
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %242), !dbg !216
  %243 = bitcast double* %4 to i8*, !dbg !216
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %243), !dbg !216
  %244 = bitcast double** %5 to i8*, !dbg !216
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %244), !dbg !216
  %245 = bitcast double** %6 to i8*, !dbg !216
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %245), !dbg !216
  call void @llvm.dbg.value(metadata i32 %17, metadata !221, metadata !DIExpression()) #2, !dbg !216
  store i32 %25, i32* %3, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !222, metadata !DIExpression()) #2, !dbg !216
  store double 2.000000e+00, double* %4, align 8, !tbaa !94
  call void @llvm.dbg.value(metadata i8* %36, metadata !223, metadata !DIExpression()) #2, !dbg !216
  %246 = bitcast double** %5 to i8**
  store i8* %36, i8** %246, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double* %38, metadata !224, metadata !DIExpression()) #2, !dbg !216
  %247 = bitcast double** %6 to i8**
  store i8* %37, i8** %247, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i32* %3, metadata !221, metadata !DIExpression(DW_OP_deref)) #2, !dbg !216
  call void @llvm.dbg.value(metadata double* %4, metadata !222, metadata !DIExpression(DW_OP_deref)) #2, !dbg !216
  call void @llvm.dbg.value(metadata double** %5, metadata !223, metadata !DIExpression(DW_OP_deref)) #2, !dbg !216
  call void @llvm.dbg.value(metadata double** %6, metadata !224, metadata !DIExpression(DW_OP_deref)) #2, !dbg !216
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*, double**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %3, double** nonnull %6, double* nonnull %4, double** nonnull %5) #2, !dbg !226
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %242), !dbg !227
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %243), !dbg !227
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %244), !dbg !227
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %245), !dbg !227
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !228
  br i1 %39, label %248, label %275, !dbg !229

248:                                              ; preds = %233
  %249 = zext i32 %25 to i64, !dbg !230
  %250 = add nsw i64 %249, -1, !dbg !229
  %251 = and i64 %249, 7, !dbg !229
  %252 = icmp ult i64 %250, 7, !dbg !229
  br i1 %252, label %260, label %253, !dbg !229

253:                                              ; preds = %248
  %254 = and i64 %249, 4294967288, !dbg !229
  br label %278, !dbg !229

255:                                              ; preds = %222, %255
  %256 = phi i64 [ %258, %255 ], [ %223, %222 ]
  call void @llvm.dbg.value(metadata i64 %256, metadata !129, metadata !DIExpression()), !dbg !201
  %257 = getelementptr inbounds double, double* %38, i64 %256, !dbg !232
  store double 1.000000e+00, double* %257, align 8, !dbg !206, !tbaa !94
  %258 = add nuw nsw i64 %256, 1, !dbg !205
  call void @llvm.dbg.value(metadata i64 %258, metadata !129, metadata !DIExpression()), !dbg !201
  %259 = icmp eq i64 %258, %151, !dbg !203
  br i1 %259, label %233, label %255, !dbg !202, !llvm.loop !233

260:                                              ; preds = %278, %248
  %261 = phi double [ undef, %248 ], [ %312, %278 ]
  %262 = phi i64 [ 0, %248 ], [ %313, %278 ]
  %263 = phi double [ 0.000000e+00, %248 ], [ %312, %278 ]
  %264 = icmp eq i64 %251, 0, !dbg !229
  br i1 %264, label %275, label %265, !dbg !229

265:                                              ; preds = %260, %265
  %266 = phi i64 [ %272, %265 ], [ %262, %260 ]
  %267 = phi double [ %271, %265 ], [ %263, %260 ]
  %268 = phi i64 [ %273, %265 ], [ 0, %260 ]
  call void @llvm.dbg.value(metadata i64 %266, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata double %267, metadata !131, metadata !DIExpression()), !dbg !134
  %269 = getelementptr inbounds double, double* %38, i64 %266, !dbg !234
  %270 = load double, double* %269, align 8, !dbg !234, !tbaa !94
  %271 = fadd double %267, %270, !dbg !235
  call void @llvm.dbg.value(metadata double %271, metadata !131, metadata !DIExpression()), !dbg !134
  %272 = add nuw nsw i64 %266, 1, !dbg !236
  call void @llvm.dbg.value(metadata i64 %272, metadata !132, metadata !DIExpression()), !dbg !228
  %273 = add i64 %268, 1, !dbg !229
  %274 = icmp eq i64 %273, %251, !dbg !229
  br i1 %274, label %275, label %265, !dbg !229, !llvm.loop !237

275:                                              ; preds = %260, %265, %233
  %276 = phi double [ 0.000000e+00, %233 ], [ %261, %260 ], [ %271, %265 ], !dbg !134
  %277 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %276), !dbg !238
  call void @free(i8* noundef %31) #2, !dbg !239
  call void @free(i8* noundef %34) #2, !dbg !240
  call void @free(i8* noundef %36) #2, !dbg !241
  call void @free(i8* noundef %37) #2, !dbg !242
  ret i32 0, !dbg !243

278:                                              ; preds = %278, %253
  %279 = phi i64 [ 0, %253 ], [ %313, %278 ]
  %280 = phi double [ 0.000000e+00, %253 ], [ %312, %278 ]
  %281 = phi i64 [ 0, %253 ], [ %314, %278 ]
  call void @llvm.dbg.value(metadata i64 %279, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata double %280, metadata !131, metadata !DIExpression()), !dbg !134
  %282 = getelementptr inbounds double, double* %38, i64 %279, !dbg !234
  %283 = load double, double* %282, align 8, !dbg !234, !tbaa !94
  %284 = fadd double %280, %283, !dbg !235
  call void @llvm.dbg.value(metadata double %284, metadata !131, metadata !DIExpression()), !dbg !134
  %285 = or i64 %279, 1, !dbg !236
  call void @llvm.dbg.value(metadata i64 %285, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 %285, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata double %284, metadata !131, metadata !DIExpression()), !dbg !134
  %286 = getelementptr inbounds double, double* %38, i64 %285, !dbg !234
  %287 = load double, double* %286, align 8, !dbg !234, !tbaa !94
  %288 = fadd double %284, %287, !dbg !235
  call void @llvm.dbg.value(metadata double %288, metadata !131, metadata !DIExpression()), !dbg !134
  %289 = or i64 %279, 2, !dbg !236
  call void @llvm.dbg.value(metadata i64 %289, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 %289, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata double %288, metadata !131, metadata !DIExpression()), !dbg !134
  %290 = getelementptr inbounds double, double* %38, i64 %289, !dbg !234
  %291 = load double, double* %290, align 8, !dbg !234, !tbaa !94
  %292 = fadd double %288, %291, !dbg !235
  call void @llvm.dbg.value(metadata double %292, metadata !131, metadata !DIExpression()), !dbg !134
  %293 = or i64 %279, 3, !dbg !236
  call void @llvm.dbg.value(metadata i64 %293, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 %293, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata double %292, metadata !131, metadata !DIExpression()), !dbg !134
  %294 = getelementptr inbounds double, double* %38, i64 %293, !dbg !234
  %295 = load double, double* %294, align 8, !dbg !234, !tbaa !94
  %296 = fadd double %292, %295, !dbg !235
  call void @llvm.dbg.value(metadata double %296, metadata !131, metadata !DIExpression()), !dbg !134
  %297 = or i64 %279, 4, !dbg !236
  call void @llvm.dbg.value(metadata i64 %297, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 %297, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata double %296, metadata !131, metadata !DIExpression()), !dbg !134
  %298 = getelementptr inbounds double, double* %38, i64 %297, !dbg !234
  %299 = load double, double* %298, align 8, !dbg !234, !tbaa !94
  %300 = fadd double %296, %299, !dbg !235
  call void @llvm.dbg.value(metadata double %300, metadata !131, metadata !DIExpression()), !dbg !134
  %301 = or i64 %279, 5, !dbg !236
  call void @llvm.dbg.value(metadata i64 %301, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 %301, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata double %300, metadata !131, metadata !DIExpression()), !dbg !134
  %302 = getelementptr inbounds double, double* %38, i64 %301, !dbg !234
  %303 = load double, double* %302, align 8, !dbg !234, !tbaa !94
  %304 = fadd double %300, %303, !dbg !235
  call void @llvm.dbg.value(metadata double %304, metadata !131, metadata !DIExpression()), !dbg !134
  %305 = or i64 %279, 6, !dbg !236
  call void @llvm.dbg.value(metadata i64 %305, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 %305, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata double %304, metadata !131, metadata !DIExpression()), !dbg !134
  %306 = getelementptr inbounds double, double* %38, i64 %305, !dbg !234
  %307 = load double, double* %306, align 8, !dbg !234, !tbaa !94
  %308 = fadd double %304, %307, !dbg !235
  call void @llvm.dbg.value(metadata double %308, metadata !131, metadata !DIExpression()), !dbg !134
  %309 = or i64 %279, 7, !dbg !236
  call void @llvm.dbg.value(metadata i64 %309, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 %309, metadata !132, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata double %308, metadata !131, metadata !DIExpression()), !dbg !134
  %310 = getelementptr inbounds double, double* %38, i64 %309, !dbg !234
  %311 = load double, double* %310, align 8, !dbg !234, !tbaa !94
  %312 = fadd double %308, %311, !dbg !235
  call void @llvm.dbg.value(metadata double %312, metadata !131, metadata !DIExpression()), !dbg !134
  %313 = add nuw nsw i64 %279, 8, !dbg !236
  call void @llvm.dbg.value(metadata i64 %313, metadata !132, metadata !DIExpression()), !dbg !228
  %314 = add i64 %281, 8, !dbg !229
  %315 = icmp eq i64 %314, %254, !dbg !229
  br i1 %315, label %260, label %278, !dbg !229, !llvm.loop !244
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #4 !dbg !246 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !251, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32* %1, metadata !252, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32* %2, metadata !253, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double** %3, metadata !254, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double* %4, metadata !255, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata double** %5, metadata !256, metadata !DIExpression()), !dbg !257
  tail call void @llvm.experimental.noalias.scope.decl(metadata !258), !dbg !261
  call void @llvm.dbg.value(metadata i32* %0, metadata !262, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32* undef, metadata !265, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32* %2, metadata !266, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata double** %3, metadata !267, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata double* %4, metadata !268, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata double** %5, metadata !269, metadata !DIExpression()) #2, !dbg !277
  %11 = load i32, i32* %2, align 4, !dbg !279, !tbaa !31, !noalias !258
  call void @llvm.dbg.value(metadata i32 %11, metadata !271, metadata !DIExpression()) #2, !dbg !277
  %12 = add nsw i32 %11, -1, !dbg !280
  call void @llvm.dbg.value(metadata i32 %12, metadata !271, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32 0, metadata !272, metadata !DIExpression()) #2, !dbg !277
  %13 = icmp sgt i32 %11, 0, !dbg !280
  br i1 %13, label %14, label %122, !dbg !280

14:                                               ; preds = %6
  %15 = bitcast i32* %7 to i8*, !dbg !280
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #2, !dbg !280, !noalias !258
  call void @llvm.dbg.value(metadata i32 0, metadata !273, metadata !DIExpression()) #2, !dbg !277
  store i32 0, i32* %7, align 4, !dbg !281, !tbaa !31, !noalias !258
  %16 = bitcast i32* %8 to i8*, !dbg !280
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !280, !noalias !258
  call void @llvm.dbg.value(metadata i32 %12, metadata !274, metadata !DIExpression()) #2, !dbg !277
  store i32 %12, i32* %8, align 4, !dbg !281, !tbaa !31, !noalias !258
  %17 = bitcast i32* %9 to i8*, !dbg !280
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !280, !noalias !258
  call void @llvm.dbg.value(metadata i32 1, metadata !275, metadata !DIExpression()) #2, !dbg !277
  store i32 1, i32* %9, align 4, !dbg !281, !tbaa !31, !noalias !258
  %18 = bitcast i32* %10 to i8*, !dbg !280
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !280, !noalias !258
  call void @llvm.dbg.value(metadata i32 0, metadata !276, metadata !DIExpression()) #2, !dbg !277
  store i32 0, i32* %10, align 4, !dbg !281, !tbaa !31, !noalias !258
  %19 = load i32, i32* %0, align 4, !dbg !280, !tbaa !31, !alias.scope !258
  call void @llvm.dbg.value(metadata i32* %7, metadata !273, metadata !DIExpression(DW_OP_deref)) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32* %8, metadata !274, metadata !DIExpression(DW_OP_deref)) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32* %9, metadata !275, metadata !DIExpression(DW_OP_deref)) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32* %10, metadata !276, metadata !DIExpression(DW_OP_deref)) #2, !dbg !277
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %19, i32 33, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9, i32 1, i32 8) #2, !dbg !282, !noalias !258
  %20 = load i32, i32* %8, align 4, !tbaa !31, !noalias !258
  %21 = load i32, i32* %7, align 4, !tbaa !31, !noalias !258
  call void @llvm.dbg.value(metadata i32 %20, metadata !274, metadata !DIExpression()) #2, !dbg !277
  %22 = icmp sgt i32 %20, %12, !dbg !281
  %23 = select i1 %22, i32 %12, i32 %20, !dbg !281
  call void @llvm.dbg.value(metadata i32 %23, metadata !274, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32 %21, metadata !273, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32 %21, metadata !270, metadata !DIExpression()) #2, !dbg !277
  %24 = icmp sgt i32 %21, %23, !dbg !280
  br i1 %24, label %120, label %25, !dbg !280

25:                                               ; preds = %14
  %26 = load double*, double** %5, align 8, !noalias !258
  %27 = load double*, double** %3, align 8, !noalias !258
  %28 = load i32, i32* %9, align 4, !tbaa !31, !noalias !258
  %29 = sext i32 %21 to i64, !dbg !280
  %30 = sext i32 %28 to i64, !dbg !280
  %31 = add nsw i64 %29, 1, !dbg !280
  %32 = getelementptr double, double* %4, i64 1, !dbg !280
  br label %33, !dbg !280

33:                                               ; preds = %110, %25
  %34 = phi i64 [ %117, %110 ], [ 0, %25 ]
  %35 = phi i64 [ %111, %110 ], [ %29, %25 ]
  %36 = phi i32 [ %115, %110 ], [ %23, %25 ]
  %37 = getelementptr double, double* %27, i64 %35
  %38 = mul i64 %34, %30
  %39 = add i64 %31, %38
  %40 = getelementptr double, double* %27, i64 %39
  %41 = mul i64 %34, %30
  %42 = add i64 %41, %29
  %43 = getelementptr double, double* %26, i64 %35
  %44 = getelementptr double, double* %26, i64 %39
  %45 = trunc i64 %35 to i32
  call void @llvm.dbg.value(metadata i32 %45, metadata !273, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32 %45, metadata !270, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32 %36, metadata !274, metadata !DIExpression()) #2, !dbg !277
  %46 = icmp slt i32 %36, %45, !dbg !280
  br i1 %46, label %110, label %47, !dbg !280

47:                                               ; preds = %33
  %48 = mul i64 %34, %30
  %49 = add i64 %48, %29
  %50 = sub i64 1, %49
  %51 = sext i32 %36 to i64, !dbg !282
  %52 = call i64 @llvm.smax.i64(i64 %35, i64 %51), !dbg !282
  %53 = add i64 %52, %50, !dbg !282
  %54 = icmp ult i64 %53, 4, !dbg !282
  br i1 %54, label %98, label %55, !dbg !282

55:                                               ; preds = %47
  %56 = call i64 @llvm.smax.i64(i64 %35, i64 %51), !dbg !282
  %57 = sub i64 %56, %42, !dbg !282
  %58 = getelementptr double, double* %40, i64 %57, !dbg !282
  %59 = getelementptr double, double* %44, i64 %57, !dbg !282
  %60 = icmp ult double* %37, %32, !dbg !282
  %61 = icmp ugt double* %58, %4, !dbg !282
  %62 = and i1 %60, %61, !dbg !282
  %63 = icmp ult double* %37, %59, !dbg !282
  %64 = icmp ult double* %43, %58, !dbg !282
  %65 = and i1 %63, %64, !dbg !282
  %66 = or i1 %62, %65, !dbg !282
  br i1 %66, label %98, label %67, !dbg !282

67:                                               ; preds = %55
  %68 = and i64 %53, -4, !dbg !282
  %69 = add i64 %35, %68, !dbg !282
  %70 = load double, double* %4, align 8, !tbaa !94, !alias.scope !283, !noalias !258
  %71 = insertelement <2 x double> poison, double %70, i64 0
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  %73 = insertelement <2 x double> poison, double %70, i64 0
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> zeroinitializer
  br label %75, !dbg !282

75:                                               ; preds = %75, %67
  %76 = phi i64 [ 0, %67 ], [ %94, %75 ]
  %77 = add i64 %35, %76
  %78 = getelementptr inbounds double, double* %26, i64 %77, !dbg !286
  %79 = bitcast double* %78 to <2 x double>*, !dbg !286
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !286, !tbaa !94, !alias.scope !287, !noalias !258
  %81 = getelementptr inbounds double, double* %78, i64 2, !dbg !286
  %82 = bitcast double* %81 to <2 x double>*, !dbg !286
  %83 = load <2 x double>, <2 x double>* %82, align 8, !dbg !286, !tbaa !94, !alias.scope !287, !noalias !258
  %84 = getelementptr inbounds double, double* %27, i64 %77, !dbg !289
  %85 = bitcast double* %84 to <2 x double>*, !dbg !289
  %86 = load <2 x double>, <2 x double>* %85, align 8, !dbg !289, !tbaa !94, !alias.scope !290, !noalias !292
  %87 = getelementptr inbounds double, double* %84, i64 2, !dbg !289
  %88 = bitcast double* %87 to <2 x double>*, !dbg !289
  %89 = load <2 x double>, <2 x double>* %88, align 8, !dbg !289, !tbaa !94, !alias.scope !290, !noalias !292
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %80, <2 x double> %86)
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %74, <2 x double> %83, <2 x double> %89)
  %92 = bitcast double* %84 to <2 x double>*, !dbg !293
  store <2 x double> %90, <2 x double>* %92, align 8, !dbg !293, !tbaa !94, !alias.scope !290, !noalias !292
  %93 = bitcast double* %87 to <2 x double>*, !dbg !293
  store <2 x double> %91, <2 x double>* %93, align 8, !dbg !293, !tbaa !94, !alias.scope !290, !noalias !292
  %94 = add nuw i64 %76, 4
  %95 = icmp eq i64 %94, %68
  br i1 %95, label %96, label %75, !llvm.loop !294

96:                                               ; preds = %75
  %97 = icmp eq i64 %53, %68, !dbg !280
  br i1 %97, label %110, label %98, !dbg !280

98:                                               ; preds = %55, %47, %96
  %99 = phi i64 [ %35, %55 ], [ %35, %47 ], [ %69, %96 ]
  br label %100, !dbg !282

100:                                              ; preds = %98, %100
  %101 = phi i64 [ %108, %100 ], [ %99, %98 ]
  call void @llvm.dbg.value(metadata i64 %101, metadata !270, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i64 %101, metadata !272, metadata !DIExpression()) #2, !dbg !277
  %102 = load double, double* %4, align 8, !dbg !296, !tbaa !94, !noalias !258
  %103 = getelementptr inbounds double, double* %26, i64 %101, !dbg !286
  %104 = load double, double* %103, align 8, !dbg !286, !tbaa !94, !noalias !258
  %105 = getelementptr inbounds double, double* %27, i64 %101, !dbg !289
  %106 = load double, double* %105, align 8, !dbg !289, !tbaa !94, !noalias !258
  %107 = call double @llvm.fmuladd.f64(double %102, double %104, double %106) #2, !dbg !297
  store double %107, double* %105, align 8, !dbg !293, !tbaa !94, !noalias !258
  %108 = add i64 %101, 1, !dbg !280
  call void @llvm.dbg.value(metadata i64 %108, metadata !270, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32 %36, metadata !274, metadata !DIExpression()) #2, !dbg !277
  %109 = icmp slt i64 %101, %51, !dbg !280
  br i1 %109, label %100, label %110, !dbg !280, !llvm.loop !298

110:                                              ; preds = %100, %96, %33
  call void @llvm.dbg.value(metadata i32 %45, metadata !273, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32 %28, metadata !275, metadata !DIExpression()) #2, !dbg !277
  %111 = add i64 %35, %30, !dbg !280
  %112 = trunc i64 %111 to i32, !dbg !280
  call void @llvm.dbg.value(metadata i32 %112, metadata !273, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32 %36, metadata !274, metadata !DIExpression()) #2, !dbg !277
  %113 = add nsw i32 %36, %28, !dbg !280
  call void @llvm.dbg.value(metadata i32 %113, metadata !274, metadata !DIExpression()) #2, !dbg !277
  %114 = icmp sgt i32 %113, %12, !dbg !281
  %115 = select i1 %114, i32 %12, i32 %113, !dbg !281
  call void @llvm.dbg.value(metadata i32 %115, metadata !274, metadata !DIExpression()) #2, !dbg !277
  call void @llvm.dbg.value(metadata i32 %112, metadata !270, metadata !DIExpression()) #2, !dbg !277
  %116 = icmp slt i32 %115, %112, !dbg !280
  %117 = add i64 %34, 1, !dbg !280
  br i1 %116, label %118, label %33, !dbg !280, !llvm.loop !299

118:                                              ; preds = %110
  %119 = trunc i64 %111 to i32, !dbg !280
  store i32 %119, i32* %7, align 4, !dbg !280, !tbaa !31, !noalias !258
  br label %120, !dbg !280

120:                                              ; preds = %118, %14
  %121 = phi i32 [ %115, %118 ], [ %23, %14 ]
  store i32 %121, i32* %8, align 4, !dbg !277, !tbaa !31, !noalias !258
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %19) #2, !dbg !295, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !282, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !282, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !282, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #2, !dbg !282, !noalias !258
  br label %122, !dbg !282

122:                                              ; preds = %6, %120
  ret void, !dbg !261
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_static_mv.c", directory: ".", checksumkind: CSK_MD5, checksum: "6dd95204cd567bbc8a1e4b455ab84b55")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
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
!17 = distinct !DISubprogram(name: "kernel_mv", scope: !1, file: !1, line: 8, type: !18, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !24)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !4, !4, !20, !20, !23}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!22 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!24 = !{!25, !26, !27, !28, !29}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !1, line: 8, type: !4)
!26 = !DILocalVariable(name: "m", arg: 2, scope: !17, file: !1, line: 8, type: !4)
!27 = !DILocalVariable(name: "A", arg: 3, scope: !17, file: !1, line: 8, type: !20)
!28 = !DILocalVariable(name: "x", arg: 4, scope: !17, file: !1, line: 8, type: !20)
!29 = !DILocalVariable(name: "y", arg: 5, scope: !17, file: !1, line: 8, type: !23)
!30 = !DILocation(line: 0, scope: !17)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !{!36, !36, i64 0}
!36 = !{!"any pointer", !33, i64 0}
!37 = !DILocation(line: 10, column: 1, scope: !17)
!38 = !DILocation(line: 17, column: 1, scope: !17)
!39 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 10, type: !40, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !49)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !42, !46, !46, !47, !47, !48}
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!46 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !23, size: 64)
!49 = !{!50, !51, !52, !53, !54, !55, !56}
!50 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !39, type: !42, flags: DIFlagArtificial)
!51 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !39, type: !42, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: "n", arg: 3, scope: !39, type: !46, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "m", arg: 4, scope: !39, type: !46, flags: DIFlagArtificial)
!54 = !DILocalVariable(name: "A", arg: 5, scope: !39, type: !47, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: "x", arg: 6, scope: !39, type: !47, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "y", arg: 7, scope: !39, type: !48, flags: DIFlagArtificial)
!57 = !DILocation(line: 0, scope: !39)
!58 = !{!59}
!59 = distinct !{!59, !60, !".omp_outlined._debug__: argument 0"}
!60 = distinct !{!60, !".omp_outlined._debug__"}
!61 = !DILocation(line: 10, column: 1, scope: !39)
!62 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !63, type: !42, flags: DIFlagArtificial)
!63 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 11, type: !40, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !64)
!64 = !{!62, !65, !66, !67, !68, !69, !70, !71, !72, !72, !73, !74, !75, !76, !77, !73, !78, !80}
!65 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !63, type: !42, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "n", arg: 3, scope: !63, file: !1, line: 8, type: !46)
!67 = !DILocalVariable(name: "m", arg: 4, scope: !63, file: !1, line: 8, type: !46)
!68 = !DILocalVariable(name: "A", arg: 5, scope: !63, file: !1, line: 8, type: !47)
!69 = !DILocalVariable(name: "x", arg: 6, scope: !63, file: !1, line: 8, type: !47)
!70 = !DILocalVariable(name: "y", arg: 7, scope: !63, file: !1, line: 8, type: !48)
!71 = !DILocalVariable(name: ".omp.iv", scope: !63, type: !4, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: ".capture_expr.", scope: !63, type: !4, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: "i", scope: !63, type: !4, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: ".omp.lb", scope: !63, type: !4, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: ".omp.ub", scope: !63, type: !4, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: ".omp.stride", scope: !63, type: !4, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: ".omp.is_last", scope: !63, type: !4, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: "s", scope: !79, file: !1, line: 12, type: !22)
!79 = distinct !DILexicalBlock(scope: !63, file: !1, line: 11, column: 31)
!80 = !DILocalVariable(name: "j", scope: !81, file: !1, line: 13, type: !4)
!81 = distinct !DILexicalBlock(scope: !79, file: !1, line: 13, column: 5)
!82 = !DILocation(line: 0, scope: !63, inlinedAt: !83)
!83 = distinct !DILocation(line: 10, column: 1, scope: !39)
!84 = !DILocation(line: 11, column: 23, scope: !63, inlinedAt: !83)
!85 = !DILocation(line: 11, column: 3, scope: !63, inlinedAt: !83)
!86 = !DILocation(line: 11, column: 8, scope: !63, inlinedAt: !83)
!87 = !DILocation(line: 10, column: 1, scope: !63, inlinedAt: !83)
!88 = !DILocation(line: 0, scope: !81, inlinedAt: !83)
!89 = !DILocation(line: 0, scope: !79, inlinedAt: !83)
!90 = !DILocation(line: 13, column: 5, scope: !81, inlinedAt: !83)
!91 = !DILocation(line: 14, column: 26, scope: !92, inlinedAt: !83)
!92 = distinct !DILexicalBlock(scope: !81, file: !1, line: 13, column: 5)
!93 = !DILocation(line: 14, column: 12, scope: !92, inlinedAt: !83)
!94 = !{!95, !95, i64 0}
!95 = !{!"double", !33, i64 0}
!96 = !DILocation(line: 14, column: 33, scope: !92, inlinedAt: !83)
!97 = !DILocation(line: 14, column: 9, scope: !92, inlinedAt: !83)
!98 = !DILocation(line: 13, column: 29, scope: !92, inlinedAt: !83)
!99 = distinct !{!99, !100}
!100 = !{!"llvm.loop.unroll.disable"}
!101 = !DILocation(line: 15, column: 5, scope: !79, inlinedAt: !83)
!102 = !DILocation(line: 15, column: 10, scope: !79, inlinedAt: !83)
!103 = distinct !{!103, !87, !104}
!104 = !DILocation(line: 10, column: 42, scope: !63, inlinedAt: !83)
!105 = distinct !{!105, !90, !106, !107}
!106 = !DILocation(line: 14, column: 36, scope: !81, inlinedAt: !83)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !{!109}
!109 = !{i64 2, i64 -1, i64 -1, i1 true}
!110 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !111, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!4, !4, !5}
!113 = !{!114, !115, !116, !117, !118, !119, !120, !121, !122, !124, !127, !129, !131, !132}
!114 = !DILocalVariable(name: "argc", arg: 1, scope: !110, file: !1, line: 26, type: !4)
!115 = !DILocalVariable(name: "argv", arg: 2, scope: !110, file: !1, line: 26, type: !5)
!116 = !DILocalVariable(name: "n", scope: !110, file: !1, line: 28, type: !4)
!117 = !DILocalVariable(name: "m", scope: !110, file: !1, line: 29, type: !4)
!118 = !DILocalVariable(name: "A", scope: !110, file: !1, line: 30, type: !23)
!119 = !DILocalVariable(name: "x", scope: !110, file: !1, line: 31, type: !23)
!120 = !DILocalVariable(name: "y", scope: !110, file: !1, line: 32, type: !23)
!121 = !DILocalVariable(name: "z", scope: !110, file: !1, line: 33, type: !23)
!122 = !DILocalVariable(name: "i", scope: !123, file: !1, line: 34, type: !4)
!123 = distinct !DILexicalBlock(scope: !110, file: !1, line: 34, column: 3)
!124 = !DILocalVariable(name: "j", scope: !125, file: !1, line: 35, type: !4)
!125 = distinct !DILexicalBlock(scope: !126, file: !1, line: 35, column: 5)
!126 = distinct !DILexicalBlock(scope: !123, file: !1, line: 34, column: 3)
!127 = !DILocalVariable(name: "j", scope: !128, file: !1, line: 37, type: !4)
!128 = distinct !DILexicalBlock(scope: !110, file: !1, line: 37, column: 3)
!129 = !DILocalVariable(name: "i", scope: !130, file: !1, line: 39, type: !4)
!130 = distinct !DILexicalBlock(scope: !110, file: !1, line: 39, column: 3)
!131 = !DILocalVariable(name: "s", scope: !110, file: !1, line: 43, type: !22)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 44, type: !4)
!133 = distinct !DILexicalBlock(scope: !110, file: !1, line: 44, column: 3)
!134 = !DILocation(line: 0, scope: !110)
!135 = !DILocation(line: 28, column: 16, scope: !110)
!136 = !DILocation(line: 28, column: 11, scope: !110)
!137 = !DILocation(line: 28, column: 27, scope: !110)
!138 = !DILocalVariable(name: "__nptr", arg: 1, scope: !139, file: !140, line: 362, type: !143)
!139 = distinct !DISubprogram(name: "atoi", scope: !140, file: !140, line: 362, type: !141, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !145)
!140 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!141 = !DISubroutineType(types: !142)
!142 = !{!4, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!145 = !{!138}
!146 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!147 = distinct !DILocation(line: 28, column: 22, scope: !110)
!148 = !DILocation(line: 364, column: 16, scope: !139, inlinedAt: !147)
!149 = !DILocation(line: 364, column: 10, scope: !139, inlinedAt: !147)
!150 = !DILocation(line: 29, column: 16, scope: !110)
!151 = !DILocation(line: 29, column: 11, scope: !110)
!152 = !DILocation(line: 29, column: 27, scope: !110)
!153 = !DILocation(line: 0, scope: !139, inlinedAt: !154)
!154 = distinct !DILocation(line: 29, column: 22, scope: !110)
!155 = !DILocation(line: 364, column: 16, scope: !139, inlinedAt: !154)
!156 = !DILocation(line: 364, column: 10, scope: !139, inlinedAt: !154)
!157 = !DILocation(line: 30, column: 39, scope: !110)
!158 = !DILocation(line: 30, column: 37, scope: !110)
!159 = !DILocation(line: 30, column: 43, scope: !110)
!160 = !DILocation(line: 30, column: 41, scope: !110)
!161 = !DILocation(line: 30, column: 15, scope: !110)
!162 = !DILocation(line: 31, column: 37, scope: !110)
!163 = !DILocation(line: 31, column: 15, scope: !110)
!164 = !DILocation(line: 32, column: 15, scope: !110)
!165 = !DILocation(line: 33, column: 15, scope: !110)
!166 = !DILocation(line: 0, scope: !123)
!167 = !DILocation(line: 34, column: 21, scope: !126)
!168 = !DILocation(line: 34, column: 3, scope: !123)
!169 = !DILocation(line: 0, scope: !125)
!170 = !DILocation(line: 35, column: 5, scope: !125)
!171 = !DILocation(line: 35, column: 29, scope: !172)
!172 = distinct !DILexicalBlock(scope: !125, file: !1, line: 35, column: 5)
!173 = !DILocation(line: 36, column: 36, scope: !172)
!174 = !DILocation(line: 36, column: 32, scope: !172)
!175 = !DILocation(line: 36, column: 41, scope: !172)
!176 = !DILocation(line: 36, column: 28, scope: !172)
!177 = !DILocation(line: 36, column: 46, scope: !172)
!178 = !DILocation(line: 36, column: 26, scope: !172)
!179 = distinct !{!179, !170, !180, !107, !181}
!180 = !DILocation(line: 36, column: 48, scope: !125)
!181 = !{!"llvm.loop.isvectorized", i32 1}
!182 = !DILocation(line: 0, scope: !128)
!183 = !DILocation(line: 37, column: 21, scope: !184)
!184 = distinct !DILexicalBlock(scope: !128, file: !1, line: 37, column: 3)
!185 = !DILocation(line: 37, column: 3, scope: !128)
!186 = !DILocation(line: 37, column: 27, scope: !184)
!187 = !DILocation(line: 38, column: 15, scope: !184)
!188 = !DILocation(line: 38, column: 12, scope: !184)
!189 = !DILocation(line: 38, column: 20, scope: !184)
!190 = !DILocation(line: 38, column: 10, scope: !184)
!191 = distinct !{!191, !185, !192, !107, !181}
!192 = !DILocation(line: 38, column: 22, scope: !128)
!193 = !DILocation(line: 34, column: 27, scope: !126)
!194 = distinct !{!194, !168, !195, !107}
!195 = !DILocation(line: 36, column: 48, scope: !123)
!196 = !DILocation(line: 36, column: 21, scope: !172)
!197 = !DILocation(line: 36, column: 7, scope: !172)
!198 = !DILocation(line: 35, column: 23, scope: !172)
!199 = distinct !{!199, !170, !180, !107, !200, !181}
!200 = !{!"llvm.loop.unroll.runtime.disable"}
!201 = !DILocation(line: 0, scope: !130)
!202 = !DILocation(line: 39, column: 3, scope: !130)
!203 = !DILocation(line: 39, column: 21, scope: !204)
!204 = distinct !DILexicalBlock(scope: !130, file: !1, line: 39, column: 3)
!205 = !DILocation(line: 39, column: 27, scope: !204)
!206 = !DILocation(line: 40, column: 10, scope: !204)
!207 = distinct !{!207, !202, !208, !107, !181}
!208 = !DILocation(line: 40, column: 12, scope: !130)
!209 = distinct !{!209, !100}
!210 = !DILocation(line: 38, column: 5, scope: !184)
!211 = distinct !{!211, !185, !192, !107, !200, !181}
!212 = !DILocation(line: 0, scope: !17, inlinedAt: !213)
!213 = distinct !DILocation(line: 41, column: 3, scope: !110)
!214 = !DILocation(line: 10, column: 1, scope: !17, inlinedAt: !213)
!215 = !DILocation(line: 17, column: 1, scope: !17, inlinedAt: !213)
!216 = !DILocation(line: 0, scope: !217, inlinedAt: !225)
!217 = distinct !DISubprogram(name: "axpy", scope: !1, file: !1, line: 19, type: !218, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !4, !22, !20, !23}
!220 = !{!221, !222, !223, !224}
!221 = !DILocalVariable(name: "n", arg: 1, scope: !217, file: !1, line: 19, type: !4)
!222 = !DILocalVariable(name: "a", arg: 2, scope: !217, file: !1, line: 19, type: !22)
!223 = !DILocalVariable(name: "x", arg: 3, scope: !217, file: !1, line: 19, type: !20)
!224 = !DILocalVariable(name: "y", arg: 4, scope: !217, file: !1, line: 19, type: !23)
!225 = distinct !DILocation(line: 42, column: 3, scope: !110)
!226 = !DILocation(line: 21, column: 1, scope: !217, inlinedAt: !225)
!227 = !DILocation(line: 24, column: 1, scope: !217, inlinedAt: !225)
!228 = !DILocation(line: 0, scope: !133)
!229 = !DILocation(line: 44, column: 3, scope: !133)
!230 = !DILocation(line: 44, column: 21, scope: !231)
!231 = distinct !DILexicalBlock(scope: !133, file: !1, line: 44, column: 3)
!232 = !DILocation(line: 40, column: 5, scope: !204)
!233 = distinct !{!233, !202, !208, !107, !200, !181}
!234 = !DILocation(line: 45, column: 10, scope: !231)
!235 = !DILocation(line: 45, column: 7, scope: !231)
!236 = !DILocation(line: 44, column: 27, scope: !231)
!237 = distinct !{!237, !100}
!238 = !DILocation(line: 46, column: 3, scope: !110)
!239 = !DILocation(line: 47, column: 3, scope: !110)
!240 = !DILocation(line: 48, column: 3, scope: !110)
!241 = !DILocation(line: 49, column: 3, scope: !110)
!242 = !DILocation(line: 50, column: 3, scope: !110)
!243 = !DILocation(line: 52, column: 1, scope: !110)
!244 = distinct !{!244, !229, !245, !107}
!245 = !DILocation(line: 45, column: 13, scope: !133)
!246 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 21, type: !247, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !250)
!247 = !DISubroutineType(types: !248)
!248 = !{null, !42, !42, !46, !48, !249, !47}
!249 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!250 = !{!251, !252, !253, !254, !255, !256}
!251 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !246, type: !42, flags: DIFlagArtificial)
!252 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !246, type: !42, flags: DIFlagArtificial)
!253 = !DILocalVariable(name: "n", arg: 3, scope: !246, type: !46, flags: DIFlagArtificial)
!254 = !DILocalVariable(name: "y", arg: 4, scope: !246, type: !48, flags: DIFlagArtificial)
!255 = !DILocalVariable(name: "a", arg: 5, scope: !246, type: !249, flags: DIFlagArtificial)
!256 = !DILocalVariable(name: "x", arg: 6, scope: !246, type: !47, flags: DIFlagArtificial)
!257 = !DILocation(line: 0, scope: !246)
!258 = !{!259}
!259 = distinct !{!259, !260, !".omp_outlined._debug__.1: argument 0"}
!260 = distinct !{!260, !".omp_outlined._debug__.1"}
!261 = !DILocation(line: 21, column: 1, scope: !246)
!262 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !263, type: !42, flags: DIFlagArtificial)
!263 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 22, type: !247, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !264)
!264 = !{!262, !265, !266, !267, !268, !269, !270, !271, !271, !272, !273, !274, !275, !276, !272}
!265 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !263, type: !42, flags: DIFlagArtificial)
!266 = !DILocalVariable(name: "n", arg: 3, scope: !263, file: !1, line: 19, type: !46)
!267 = !DILocalVariable(name: "y", arg: 4, scope: !263, file: !1, line: 19, type: !48)
!268 = !DILocalVariable(name: "a", arg: 5, scope: !263, file: !1, line: 19, type: !249)
!269 = !DILocalVariable(name: "x", arg: 6, scope: !263, file: !1, line: 19, type: !47)
!270 = !DILocalVariable(name: ".omp.iv", scope: !263, type: !4, flags: DIFlagArtificial)
!271 = !DILocalVariable(name: ".capture_expr.", scope: !263, type: !4, flags: DIFlagArtificial)
!272 = !DILocalVariable(name: "i", scope: !263, type: !4, flags: DIFlagArtificial)
!273 = !DILocalVariable(name: ".omp.lb", scope: !263, type: !4, flags: DIFlagArtificial)
!274 = !DILocalVariable(name: ".omp.ub", scope: !263, type: !4, flags: DIFlagArtificial)
!275 = !DILocalVariable(name: ".omp.stride", scope: !263, type: !4, flags: DIFlagArtificial)
!276 = !DILocalVariable(name: ".omp.is_last", scope: !263, type: !4, flags: DIFlagArtificial)
!277 = !DILocation(line: 0, scope: !263, inlinedAt: !278)
!278 = distinct !DILocation(line: 21, column: 1, scope: !246)
!279 = !DILocation(line: 22, column: 23, scope: !263, inlinedAt: !278)
!280 = !DILocation(line: 22, column: 3, scope: !263, inlinedAt: !278)
!281 = !DILocation(line: 22, column: 8, scope: !263, inlinedAt: !278)
!282 = !DILocation(line: 21, column: 1, scope: !263, inlinedAt: !278)
!283 = !{!284}
!284 = distinct !{!284, !285}
!285 = distinct !{!285, !"LVerDomain"}
!286 = !DILocation(line: 23, column: 16, scope: !263, inlinedAt: !278)
!287 = !{!288}
!288 = distinct !{!288, !285}
!289 = !DILocation(line: 23, column: 23, scope: !263, inlinedAt: !278)
!290 = !{!291}
!291 = distinct !{!291, !285}
!292 = !{!259, !284, !288}
!293 = !DILocation(line: 23, column: 10, scope: !263, inlinedAt: !278)
!294 = distinct !{!294, !282, !295, !181}
!295 = !DILocation(line: 21, column: 45, scope: !263, inlinedAt: !278)
!296 = !DILocation(line: 23, column: 12, scope: !263, inlinedAt: !278)
!297 = !DILocation(line: 23, column: 21, scope: !263, inlinedAt: !278)
!298 = distinct !{!298, !282, !295, !181}
!299 = distinct !{!299, !282, !295}
