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
  %12 = load i32, i32* %2, align 4, !dbg !58, !tbaa !31
  tail call void @llvm.experimental.noalias.scope.decl(metadata !59), !dbg !58
  call void @llvm.dbg.value(metadata i32* %0, metadata !62, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* undef, metadata !65, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* undef, metadata !66, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* %3, metadata !67, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata double** %4, metadata !68, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata double** %5, metadata !69, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata double** %6, metadata !70, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 %12, metadata !72, metadata !DIExpression()) #2, !dbg !82
  %13 = add nsw i32 %12, -1, !dbg !84
  call void @llvm.dbg.value(metadata i32 %13, metadata !72, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #2, !dbg !82
  %14 = icmp sgt i32 %12, 0, !dbg !84
  br i1 %14, label %15, label %110, !dbg !84

15:                                               ; preds = %7
  %16 = bitcast i32* %8 to i8*, !dbg !84
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !84, !noalias !59
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #2, !dbg !82
  store i32 0, i32* %8, align 4, !dbg !85, !tbaa !31, !noalias !59
  %17 = bitcast i32* %9 to i8*, !dbg !84
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !84, !noalias !59
  call void @llvm.dbg.value(metadata i32 %13, metadata !75, metadata !DIExpression()) #2, !dbg !82
  store i32 %13, i32* %9, align 4, !dbg !85, !tbaa !31, !noalias !59
  %18 = bitcast i32* %10 to i8*, !dbg !84
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !84, !noalias !59
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression()) #2, !dbg !82
  store i32 1, i32* %10, align 4, !dbg !85, !tbaa !31, !noalias !59
  %19 = bitcast i32* %11 to i8*, !dbg !84
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !84, !noalias !59
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()) #2, !dbg !82
  store i32 0, i32* %11, align 4, !dbg !85, !tbaa !31, !noalias !59
  %20 = load i32, i32* %0, align 4, !dbg !84, !tbaa !31, !alias.scope !59
  call void @llvm.dbg.value(metadata i32* %8, metadata !74, metadata !DIExpression(DW_OP_deref)) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* %9, metadata !75, metadata !DIExpression(DW_OP_deref)) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* %10, metadata !76, metadata !DIExpression(DW_OP_deref)) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32* %11, metadata !77, metadata !DIExpression(DW_OP_deref)) #2, !dbg !82
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %20, i32 34, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10, i32 1, i32 1) #2, !dbg !86, !noalias !59
  %21 = load i32, i32* %9, align 4, !dbg !85, !tbaa !31, !noalias !59
  call void @llvm.dbg.value(metadata i32 %21, metadata !75, metadata !DIExpression()) #2, !dbg !82
  %22 = icmp sgt i32 %21, %13, !dbg !85
  %23 = select i1 %22, i32 %13, i32 %21, !dbg !85
  call void @llvm.dbg.value(metadata i32 %23, metadata !75, metadata !DIExpression()) #2, !dbg !82
  store i32 %23, i32* %9, align 4, !dbg !85, !tbaa !31, !noalias !59
  %24 = load i32, i32* %8, align 4, !dbg !85, !tbaa !31, !noalias !59
  call void @llvm.dbg.value(metadata i32 %24, metadata !74, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 %24, metadata !71, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 %23, metadata !75, metadata !DIExpression()) #2, !dbg !82
  %25 = icmp slt i32 %23, %24, !dbg !84
  br i1 %25, label %109, label %26, !dbg !84

26:                                               ; preds = %15
  %27 = load i32, i32* %3, align 4, !tbaa !31, !noalias !59
  %28 = icmp sgt i32 %27, 0
  %29 = load double*, double** %4, align 8, !noalias !59
  %30 = sext i32 %27 to i64
  %31 = load double*, double** %5, align 8, !noalias !59
  %32 = load double*, double** %6, align 8, !tbaa !35, !noalias !59
  %33 = sext i32 %24 to i64, !dbg !86
  br i1 %28, label %41, label %34, !dbg !87

34:                                               ; preds = %26
  %35 = getelementptr double, double* %32, i64 %33, !dbg !86
  %36 = bitcast double* %35 to i8*, !dbg !86
  %37 = sub i32 %23, %24, !dbg !86
  %38 = zext i32 %37 to i64, !dbg !86
  %39 = shl nuw nsw i64 %38, 3, !dbg !86
  %40 = add nuw nsw i64 %39, 8, !dbg !86
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1) %36, i8 0, i64 %40, i1 false) #2, !dbg !88, !tbaa !89, !noalias !59
  call void @llvm.dbg.value(metadata i32 undef, metadata !71, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 undef, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32 undef, metadata !78, metadata !DIExpression()) #2, !dbg !92
  call void @llvm.dbg.value(metadata i32 undef, metadata !71, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 undef, metadata !75, metadata !DIExpression()) #2, !dbg !82
  br label %109, !dbg !93

41:                                               ; preds = %26
  %42 = add nsw i32 %23, 1, !dbg !86
  %43 = zext i32 %27 to i64
  %44 = add nsw i64 %43, -1, !dbg !86
  %45 = and i64 %43, 3
  %46 = icmp ult i64 %44, 3
  %47 = and i64 %43, 4294967292
  %48 = icmp eq i64 %45, 0
  br label %49, !dbg !86

49:                                               ; preds = %103, %41
  %50 = phi i64 [ %33, %41 ], [ %106, %103 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !71, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %51 = mul nsw i64 %50, %30
  br i1 %46, label %86, label %52, !dbg !87

52:                                               ; preds = %49, %52
  %53 = phi i64 [ %83, %52 ], [ 0, %49 ]
  %54 = phi double [ %82, %52 ], [ 0.000000e+00, %49 ]
  %55 = phi i64 [ %84, %52 ], [ 0, %49 ]
  call void @llvm.dbg.value(metadata i64 %53, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata double %54, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %56 = add nsw i64 %53, %51, !dbg !94
  %57 = getelementptr inbounds double, double* %29, i64 %56, !dbg !96
  %58 = load double, double* %57, align 8, !dbg !96, !tbaa !89, !noalias !59
  %59 = getelementptr inbounds double, double* %31, i64 %53, !dbg !97
  %60 = load double, double* %59, align 8, !dbg !97, !tbaa !89, !noalias !59
  %61 = call double @llvm.fmuladd.f64(double %58, double %60, double %54) #2, !dbg !98
  call void @llvm.dbg.value(metadata double %61, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %62 = or i64 %53, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %62, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i64 %62, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata double %61, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %63 = add nsw i64 %62, %51, !dbg !94
  %64 = getelementptr inbounds double, double* %29, i64 %63, !dbg !96
  %65 = load double, double* %64, align 8, !dbg !96, !tbaa !89, !noalias !59
  %66 = getelementptr inbounds double, double* %31, i64 %62, !dbg !97
  %67 = load double, double* %66, align 8, !dbg !97, !tbaa !89, !noalias !59
  %68 = call double @llvm.fmuladd.f64(double %65, double %67, double %61) #2, !dbg !98
  call void @llvm.dbg.value(metadata double %68, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %69 = or i64 %53, 2, !dbg !99
  call void @llvm.dbg.value(metadata i64 %69, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i64 %69, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata double %68, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %70 = add nsw i64 %69, %51, !dbg !94
  %71 = getelementptr inbounds double, double* %29, i64 %70, !dbg !96
  %72 = load double, double* %71, align 8, !dbg !96, !tbaa !89, !noalias !59
  %73 = getelementptr inbounds double, double* %31, i64 %69, !dbg !97
  %74 = load double, double* %73, align 8, !dbg !97, !tbaa !89, !noalias !59
  %75 = call double @llvm.fmuladd.f64(double %72, double %74, double %68) #2, !dbg !98
  call void @llvm.dbg.value(metadata double %75, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %76 = or i64 %53, 3, !dbg !99
  call void @llvm.dbg.value(metadata i64 %76, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i64 %76, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata double %75, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %77 = add nsw i64 %76, %51, !dbg !94
  %78 = getelementptr inbounds double, double* %29, i64 %77, !dbg !96
  %79 = load double, double* %78, align 8, !dbg !96, !tbaa !89, !noalias !59
  %80 = getelementptr inbounds double, double* %31, i64 %76, !dbg !97
  %81 = load double, double* %80, align 8, !dbg !97, !tbaa !89, !noalias !59
  %82 = call double @llvm.fmuladd.f64(double %79, double %81, double %75) #2, !dbg !98
  call void @llvm.dbg.value(metadata double %82, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %83 = add nuw nsw i64 %53, 4, !dbg !99
  call void @llvm.dbg.value(metadata i64 %83, metadata !80, metadata !DIExpression()) #2, !dbg !91
  %84 = add i64 %55, 4, !dbg !87
  %85 = icmp eq i64 %84, %47, !dbg !87
  br i1 %85, label %86, label %52, !dbg !87, !llvm.loop !100

86:                                               ; preds = %52, %49
  %87 = phi double [ undef, %49 ], [ %82, %52 ]
  %88 = phi i64 [ 0, %49 ], [ %83, %52 ]
  %89 = phi double [ 0.000000e+00, %49 ], [ %82, %52 ]
  br i1 %48, label %103, label %90, !dbg !87

90:                                               ; preds = %86, %90
  %91 = phi i64 [ %100, %90 ], [ %88, %86 ]
  %92 = phi double [ %99, %90 ], [ %89, %86 ]
  %93 = phi i64 [ %101, %90 ], [ 0, %86 ]
  call void @llvm.dbg.value(metadata i64 %91, metadata !80, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata double %92, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %94 = add nsw i64 %91, %51, !dbg !94
  %95 = getelementptr inbounds double, double* %29, i64 %94, !dbg !96
  %96 = load double, double* %95, align 8, !dbg !96, !tbaa !89, !noalias !59
  %97 = getelementptr inbounds double, double* %31, i64 %91, !dbg !97
  %98 = load double, double* %97, align 8, !dbg !97, !tbaa !89, !noalias !59
  %99 = call double @llvm.fmuladd.f64(double %96, double %98, double %92) #2, !dbg !98
  call void @llvm.dbg.value(metadata double %99, metadata !78, metadata !DIExpression()) #2, !dbg !92
  %100 = add nuw nsw i64 %91, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %100, metadata !80, metadata !DIExpression()) #2, !dbg !91
  %101 = add i64 %93, 1, !dbg !87
  %102 = icmp eq i64 %101, %45, !dbg !87
  br i1 %102, label %103, label %90, !dbg !87, !llvm.loop !103

103:                                              ; preds = %90, %86
  %104 = phi double [ %87, %86 ], [ %99, %90 ], !dbg !98
  %105 = getelementptr inbounds double, double* %32, i64 %50, !dbg !105
  store double %104, double* %105, align 8, !dbg !88, !tbaa !89, !noalias !59
  %106 = add nsw i64 %50, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %106, metadata !71, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 %23, metadata !75, metadata !DIExpression()) #2, !dbg !82
  %107 = trunc i64 %106 to i32, !dbg !84
  %108 = icmp eq i32 %42, %107, !dbg !84
  br i1 %108, label %109, label %49, !dbg !84, !llvm.loop !106

109:                                              ; preds = %103, %34, %15
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %20) #2, !dbg !93, !noalias !59
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !86, !noalias !59
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !86, !noalias !59
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !86, !noalias !59
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !86, !noalias !59
  br label %110, !dbg !86

110:                                              ; preds = %7, %109
  ret void, !dbg !58
}

; Function Attrs: nounwind
declare !callback !107 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !109 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !113, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i8** %1, metadata !114, metadata !DIExpression()), !dbg !133
  %12 = icmp sgt i32 %0, 1, !dbg !134
  br i1 %12, label %13, label %24, !dbg !135

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !136
  %15 = load i8*, i8** %14, align 8, !dbg !136, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %15, metadata !137, metadata !DIExpression()) #2, !dbg !145
  %16 = tail call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #2, !dbg !147
  %17 = trunc i64 %16 to i32, !dbg !148
  call void @llvm.dbg.value(metadata i32 %17, metadata !115, metadata !DIExpression()), !dbg !133
  %18 = icmp eq i32 %0, 2, !dbg !149
  br i1 %18, label %24, label %19, !dbg !150

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !151
  %21 = load i8*, i8** %20, align 8, !dbg !151, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %21, metadata !137, metadata !DIExpression()) #2, !dbg !152
  %22 = tail call i64 @strtol(i8* nocapture noundef nonnull %21, i8** noundef null, i32 noundef 10) #2, !dbg !154
  %23 = trunc i64 %22 to i32, !dbg !155
  br label %24, !dbg !150

24:                                               ; preds = %2, %13, %19
  %25 = phi i32 [ %17, %19 ], [ %17, %13 ], [ 240, %2 ]
  %26 = phi i32 [ %23, %19 ], [ 200, %13 ], [ 200, %2 ], !dbg !150
  call void @llvm.dbg.value(metadata i32 %26, metadata !116, metadata !DIExpression()), !dbg !133
  %27 = sext i32 %25 to i64, !dbg !156
  %28 = shl nsw i64 %27, 3, !dbg !157
  %29 = sext i32 %26 to i64, !dbg !158
  %30 = mul i64 %28, %29, !dbg !159
  %31 = tail call noalias i8* @malloc(i64 noundef %30) #2, !dbg !160
  %32 = bitcast i8* %31 to double*, !dbg !160
  call void @llvm.dbg.value(metadata double* %32, metadata !117, metadata !DIExpression()), !dbg !133
  %33 = shl nsw i64 %29, 3, !dbg !161
  %34 = tail call noalias i8* @malloc(i64 noundef %33) #2, !dbg !162
  %35 = bitcast i8* %34 to double*, !dbg !162
  call void @llvm.dbg.value(metadata double* %35, metadata !118, metadata !DIExpression()), !dbg !133
  %36 = tail call noalias i8* @malloc(i64 noundef %28) #2, !dbg !163
  call void @llvm.dbg.value(metadata i8* %36, metadata !119, metadata !DIExpression()), !dbg !133
  %37 = tail call noalias i8* @malloc(i64 noundef %28) #2, !dbg !164
  %38 = bitcast i8* %37 to double*, !dbg !164
  call void @llvm.dbg.value(metadata double* %38, metadata !120, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !165
  %39 = icmp sgt i32 %25, 0, !dbg !166
  br i1 %39, label %40, label %121, !dbg !167

40:                                               ; preds = %24
  %41 = icmp sgt i32 %26, 0
  br i1 %41, label %42, label %150, !dbg !168

42:                                               ; preds = %40
  %43 = zext i32 %25 to i64, !dbg !166
  %44 = zext i32 %26 to i64
  %45 = and i64 %44, 4294967294, !dbg !167
  %46 = add nsw i64 %45, -2, !dbg !167
  %47 = lshr exact i64 %46, 1, !dbg !167
  %48 = add nuw i64 %47, 1, !dbg !167
  %49 = icmp ult i32 %26, 2
  %50 = and i64 %44, 4294967294
  %51 = and i64 %48, 1
  %52 = icmp eq i64 %46, 0
  %53 = and i64 %48, -2
  %54 = icmp eq i64 %51, 0
  %55 = icmp eq i64 %50, %44
  br label %56, !dbg !167

56:                                               ; preds = %42, %118
  %57 = phi i64 [ 0, %42 ], [ %119, %118 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !121, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !169
  %58 = mul nsw i64 %57, %29
  br i1 %49, label %104, label %59, !dbg !168

59:                                               ; preds = %56
  %60 = insertelement <2 x i64> poison, i64 %57, i64 0, !dbg !168
  %61 = shufflevector <2 x i64> %60, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !168
  br i1 %52, label %90, label %62, !dbg !168

62:                                               ; preds = %59, %62
  %63 = phi i64 [ %86, %62 ], [ 0, %59 ], !dbg !170
  %64 = phi <2 x i64> [ %87, %62 ], [ <i64 0, i64 1>, %59 ]
  %65 = phi i64 [ %88, %62 ], [ 0, %59 ]
  %66 = shl nuw nsw <2 x i64> %64, <i64 1, i64 1>, !dbg !172
  %67 = add nuw nsw <2 x i64> %66, %61, !dbg !173
  %68 = trunc <2 x i64> %67 to <2 x i32>, !dbg !174
  %69 = urem <2 x i32> %68, <i32 9, i32 9>, !dbg !174
  %70 = sitofp <2 x i32> %69 to <2 x double>, !dbg !175
  %71 = fmul <2 x double> %70, <double 1.250000e-01, double 1.250000e-01>, !dbg !176
  %72 = add nsw i64 %58, %63, !dbg !170
  %73 = getelementptr inbounds double, double* %32, i64 %72, !dbg !170
  %74 = bitcast double* %73 to <2 x double>*, !dbg !177
  store <2 x double> %71, <2 x double>* %74, align 8, !dbg !177, !tbaa !89
  %75 = or i64 %63, 2, !dbg !170
  %76 = shl <2 x i64> %64, <i64 1, i64 1>, !dbg !172
  %77 = add <2 x i64> %76, <i64 4, i64 4>, !dbg !172
  %78 = add nuw nsw <2 x i64> %77, %61, !dbg !173
  %79 = trunc <2 x i64> %78 to <2 x i32>, !dbg !174
  %80 = urem <2 x i32> %79, <i32 9, i32 9>, !dbg !174
  %81 = sitofp <2 x i32> %80 to <2 x double>, !dbg !175
  %82 = fmul <2 x double> %81, <double 1.250000e-01, double 1.250000e-01>, !dbg !176
  %83 = add nsw i64 %58, %75, !dbg !170
  %84 = getelementptr inbounds double, double* %32, i64 %83, !dbg !170
  %85 = bitcast double* %84 to <2 x double>*, !dbg !177
  store <2 x double> %82, <2 x double>* %85, align 8, !dbg !177, !tbaa !89
  %86 = add nuw i64 %63, 4, !dbg !170
  %87 = add <2 x i64> %64, <i64 4, i64 4>
  %88 = add nuw i64 %65, 2, !dbg !170
  %89 = icmp eq i64 %88, %53, !dbg !170
  br i1 %89, label %90, label %62, !dbg !170, !llvm.loop !178

90:                                               ; preds = %62, %59
  %91 = phi i64 [ 0, %59 ], [ %86, %62 ]
  %92 = phi <2 x i64> [ <i64 0, i64 1>, %59 ], [ %87, %62 ]
  br i1 %54, label %103, label %93, !dbg !170

93:                                               ; preds = %90
  %94 = shl nuw nsw <2 x i64> %92, <i64 1, i64 1>, !dbg !172
  %95 = add nuw nsw <2 x i64> %94, %61, !dbg !173
  %96 = trunc <2 x i64> %95 to <2 x i32>, !dbg !174
  %97 = urem <2 x i32> %96, <i32 9, i32 9>, !dbg !174
  %98 = sitofp <2 x i32> %97 to <2 x double>, !dbg !175
  %99 = fmul <2 x double> %98, <double 1.250000e-01, double 1.250000e-01>, !dbg !176
  %100 = add nsw i64 %58, %91, !dbg !170
  %101 = getelementptr inbounds double, double* %32, i64 %100, !dbg !170
  %102 = bitcast double* %101 to <2 x double>*, !dbg !177
  store <2 x double> %99, <2 x double>* %102, align 8, !dbg !177, !tbaa !89
  br label %103, !dbg !168

103:                                              ; preds = %90, %93
  br i1 %55, label %118, label %104, !dbg !168

104:                                              ; preds = %56, %103
  %105 = phi i64 [ 0, %56 ], [ %50, %103 ]
  br label %106, !dbg !168

106:                                              ; preds = %104, %106
  %107 = phi i64 [ %116, %106 ], [ %105, %104 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !123, metadata !DIExpression()), !dbg !169
  %108 = shl nuw nsw i64 %107, 1, !dbg !172
  %109 = add nuw nsw i64 %108, %57, !dbg !173
  %110 = trunc i64 %109 to i32, !dbg !174
  %111 = urem i32 %110, 9, !dbg !174
  %112 = sitofp i32 %111 to double, !dbg !175
  %113 = fmul double %112, 1.250000e-01, !dbg !176
  %114 = add nsw i64 %58, %107, !dbg !181
  %115 = getelementptr inbounds double, double* %32, i64 %114, !dbg !182
  store double %113, double* %115, align 8, !dbg !177, !tbaa !89
  %116 = add nuw nsw i64 %107, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %116, metadata !123, metadata !DIExpression()), !dbg !169
  %117 = icmp eq i64 %116, %44, !dbg !183
  br i1 %117, label %118, label %106, !dbg !168, !llvm.loop !184

118:                                              ; preds = %106, %103
  %119 = add nuw nsw i64 %57, 1, !dbg !186
  call void @llvm.dbg.value(metadata i64 %119, metadata !121, metadata !DIExpression()), !dbg !165
  %120 = icmp eq i64 %119, %43, !dbg !166
  br i1 %120, label %121, label %56, !dbg !167, !llvm.loop !187

121:                                              ; preds = %118, %24
  call void @llvm.dbg.value(metadata i32 0, metadata !126, metadata !DIExpression()), !dbg !189
  %122 = icmp sgt i32 %26, 0, !dbg !190
  br i1 %122, label %123, label %149, !dbg !192

123:                                              ; preds = %121
  %124 = zext i32 %26 to i64, !dbg !190
  %125 = icmp ult i32 %26, 4, !dbg !192
  br i1 %125, label %147, label %126, !dbg !192

126:                                              ; preds = %123
  %127 = and i64 %124, 4294967292, !dbg !192
  br label %128, !dbg !192

128:                                              ; preds = %128, %126
  %129 = phi i64 [ 0, %126 ], [ %142, %128 ], !dbg !193
  %130 = phi <2 x i32> [ <i32 0, i32 1>, %126 ], [ %143, %128 ], !dbg !194
  %131 = add <2 x i32> %130, <i32 2, i32 2>, !dbg !194
  %132 = urem <2 x i32> %130, <i32 5, i32 5>, !dbg !194
  %133 = urem <2 x i32> %131, <i32 5, i32 5>, !dbg !194
  %134 = sitofp <2 x i32> %132 to <2 x double>, !dbg !195
  %135 = sitofp <2 x i32> %133 to <2 x double>, !dbg !195
  %136 = fmul <2 x double> %134, <double 5.000000e-01, double 5.000000e-01>, !dbg !196
  %137 = fmul <2 x double> %135, <double 5.000000e-01, double 5.000000e-01>, !dbg !196
  %138 = getelementptr inbounds double, double* %35, i64 %129, !dbg !193
  %139 = bitcast double* %138 to <2 x double>*, !dbg !197
  store <2 x double> %136, <2 x double>* %139, align 8, !dbg !197, !tbaa !89
  %140 = getelementptr inbounds double, double* %138, i64 2, !dbg !197
  %141 = bitcast double* %140 to <2 x double>*, !dbg !197
  store <2 x double> %137, <2 x double>* %141, align 8, !dbg !197, !tbaa !89
  %142 = add nuw i64 %129, 4, !dbg !193
  %143 = add <2 x i32> %130, <i32 4, i32 4>, !dbg !194
  %144 = icmp eq i64 %142, %127, !dbg !193
  br i1 %144, label %145, label %128, !dbg !193, !llvm.loop !198

145:                                              ; preds = %128
  %146 = icmp eq i64 %127, %124, !dbg !192
  br i1 %146, label %149, label %147, !dbg !192

147:                                              ; preds = %123, %145
  %148 = phi i64 [ 0, %123 ], [ %127, %145 ]
  br label %224, !dbg !192

149:                                              ; preds = %224, %145, %121
  call void @llvm.dbg.value(metadata i32 0, metadata !128, metadata !DIExpression()), !dbg !200
  br i1 %39, label %150, label %233, !dbg !201

150:                                              ; preds = %40, %149
  %151 = zext i32 %25 to i64, !dbg !202
  %152 = icmp ult i32 %25, 4, !dbg !201
  br i1 %152, label %222, label %153, !dbg !201

153:                                              ; preds = %150
  %154 = and i64 %151, 4294967292, !dbg !201
  %155 = add nsw i64 %154, -4, !dbg !201
  %156 = lshr exact i64 %155, 2, !dbg !201
  %157 = add nuw nsw i64 %156, 1, !dbg !201
  %158 = and i64 %157, 7, !dbg !201
  %159 = icmp ult i64 %155, 28, !dbg !201
  br i1 %159, label %207, label %160, !dbg !201

160:                                              ; preds = %153
  %161 = and i64 %157, 9223372036854775800, !dbg !201
  br label %162, !dbg !201

162:                                              ; preds = %162, %160
  %163 = phi i64 [ 0, %160 ], [ %204, %162 ], !dbg !204
  %164 = phi i64 [ 0, %160 ], [ %205, %162 ]
  %165 = getelementptr inbounds double, double* %38, i64 %163, !dbg !204
  %166 = bitcast double* %165 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %166, align 8, !dbg !205, !tbaa !89
  %167 = getelementptr inbounds double, double* %165, i64 2, !dbg !205
  %168 = bitcast double* %167 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %168, align 8, !dbg !205, !tbaa !89
  %169 = or i64 %163, 4, !dbg !204
  %170 = getelementptr inbounds double, double* %38, i64 %169, !dbg !204
  %171 = bitcast double* %170 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %171, align 8, !dbg !205, !tbaa !89
  %172 = getelementptr inbounds double, double* %170, i64 2, !dbg !205
  %173 = bitcast double* %172 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %173, align 8, !dbg !205, !tbaa !89
  %174 = or i64 %163, 8, !dbg !204
  %175 = getelementptr inbounds double, double* %38, i64 %174, !dbg !204
  %176 = bitcast double* %175 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %176, align 8, !dbg !205, !tbaa !89
  %177 = getelementptr inbounds double, double* %175, i64 2, !dbg !205
  %178 = bitcast double* %177 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %178, align 8, !dbg !205, !tbaa !89
  %179 = or i64 %163, 12, !dbg !204
  %180 = getelementptr inbounds double, double* %38, i64 %179, !dbg !204
  %181 = bitcast double* %180 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %181, align 8, !dbg !205, !tbaa !89
  %182 = getelementptr inbounds double, double* %180, i64 2, !dbg !205
  %183 = bitcast double* %182 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %183, align 8, !dbg !205, !tbaa !89
  %184 = or i64 %163, 16, !dbg !204
  %185 = getelementptr inbounds double, double* %38, i64 %184, !dbg !204
  %186 = bitcast double* %185 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %186, align 8, !dbg !205, !tbaa !89
  %187 = getelementptr inbounds double, double* %185, i64 2, !dbg !205
  %188 = bitcast double* %187 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %188, align 8, !dbg !205, !tbaa !89
  %189 = or i64 %163, 20, !dbg !204
  %190 = getelementptr inbounds double, double* %38, i64 %189, !dbg !204
  %191 = bitcast double* %190 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %191, align 8, !dbg !205, !tbaa !89
  %192 = getelementptr inbounds double, double* %190, i64 2, !dbg !205
  %193 = bitcast double* %192 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %193, align 8, !dbg !205, !tbaa !89
  %194 = or i64 %163, 24, !dbg !204
  %195 = getelementptr inbounds double, double* %38, i64 %194, !dbg !204
  %196 = bitcast double* %195 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %196, align 8, !dbg !205, !tbaa !89
  %197 = getelementptr inbounds double, double* %195, i64 2, !dbg !205
  %198 = bitcast double* %197 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %198, align 8, !dbg !205, !tbaa !89
  %199 = or i64 %163, 28, !dbg !204
  %200 = getelementptr inbounds double, double* %38, i64 %199, !dbg !204
  %201 = bitcast double* %200 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %201, align 8, !dbg !205, !tbaa !89
  %202 = getelementptr inbounds double, double* %200, i64 2, !dbg !205
  %203 = bitcast double* %202 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %203, align 8, !dbg !205, !tbaa !89
  %204 = add nuw i64 %163, 32, !dbg !204
  %205 = add i64 %164, 8, !dbg !204
  %206 = icmp eq i64 %205, %161, !dbg !204
  br i1 %206, label %207, label %162, !dbg !204, !llvm.loop !206

207:                                              ; preds = %162, %153
  %208 = phi i64 [ 0, %153 ], [ %204, %162 ]
  %209 = icmp eq i64 %158, 0, !dbg !204
  br i1 %209, label %220, label %210, !dbg !204

210:                                              ; preds = %207, %210
  %211 = phi i64 [ %217, %210 ], [ %208, %207 ], !dbg !204
  %212 = phi i64 [ %218, %210 ], [ 0, %207 ]
  %213 = getelementptr inbounds double, double* %38, i64 %211, !dbg !204
  %214 = bitcast double* %213 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %214, align 8, !dbg !205, !tbaa !89
  %215 = getelementptr inbounds double, double* %213, i64 2, !dbg !205
  %216 = bitcast double* %215 to <2 x double>*, !dbg !205
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %216, align 8, !dbg !205, !tbaa !89
  %217 = add nuw i64 %211, 4, !dbg !204
  %218 = add i64 %212, 1, !dbg !204
  %219 = icmp eq i64 %218, %158, !dbg !204
  br i1 %219, label %220, label %210, !dbg !204, !llvm.loop !208

220:                                              ; preds = %210, %207
  %221 = icmp eq i64 %154, %151, !dbg !201
  br i1 %221, label %233, label %222, !dbg !201

222:                                              ; preds = %150, %220
  %223 = phi i64 [ 0, %150 ], [ %154, %220 ]
  br label %255, !dbg !201

224:                                              ; preds = %147, %224
  %225 = phi i64 [ %231, %224 ], [ %148, %147 ]
  call void @llvm.dbg.value(metadata i64 %225, metadata !126, metadata !DIExpression()), !dbg !189
  %226 = trunc i64 %225 to i32, !dbg !194
  %227 = urem i32 %226, 5, !dbg !194
  %228 = sitofp i32 %227 to double, !dbg !195
  %229 = fmul double %228, 5.000000e-01, !dbg !196
  %230 = getelementptr inbounds double, double* %35, i64 %225, !dbg !209
  store double %229, double* %230, align 8, !dbg !197, !tbaa !89
  %231 = add nuw nsw i64 %225, 1, !dbg !193
  call void @llvm.dbg.value(metadata i64 %231, metadata !126, metadata !DIExpression()), !dbg !189
  %232 = icmp eq i64 %231, %124, !dbg !190
  br i1 %232, label %149, label %224, !dbg !192, !llvm.loop !210

233:                                              ; preds = %255, %220, %149
  %234 = bitcast i32* %7 to i8*, !dbg !211
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %234), !dbg !211
  %235 = bitcast i32* %8 to i8*, !dbg !211
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %235), !dbg !211
  %236 = bitcast double** %9 to i8*, !dbg !211
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %236), !dbg !211
  %237 = bitcast double** %10 to i8*, !dbg !211
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %237), !dbg !211
  %238 = bitcast double** %11 to i8*, !dbg !211
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %238), !dbg !211
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()) #2, !dbg !211
  store i32 %25, i32* %7, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata i32 %26, metadata !26, metadata !DIExpression()) #2, !dbg !211
  store i32 %26, i32* %8, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata double* %32, metadata !27, metadata !DIExpression()) #2, !dbg !211
  %239 = bitcast double** %9 to i8**
  store i8* %31, i8** %239, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double* %35, metadata !28, metadata !DIExpression()) #2, !dbg !211
  %240 = bitcast double** %10 to i8**
  store i8* %34, i8** %240, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %36, metadata !29, metadata !DIExpression()) #2, !dbg !211
  %241 = bitcast double** %11 to i8**
  store i8* %36, i8** %241, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i32* %7, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !211
  call void @llvm.dbg.value(metadata i32* %8, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !211
  call void @llvm.dbg.value(metadata double** %9, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !211
  call void @llvm.dbg.value(metadata double** %10, metadata !28, metadata !DIExpression(DW_OP_deref)) #2, !dbg !211
  call void @llvm.dbg.value(metadata double** %11, metadata !29, metadata !DIExpression(DW_OP_deref)) #2, !dbg !211
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %7, i32* nonnull %8, double** nonnull %9, double** nonnull %10, double** nonnull %11) #2, !dbg !213
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %234), !dbg !214
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %235), !dbg !214
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %236), !dbg !214
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %237), !dbg !214
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %238), !dbg !214
  %242 = bitcast i32* %3 to i8*, !dbg !215
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %242), !dbg !215
  %243 = bitcast double* %4 to i8*, !dbg !215
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %243), !dbg !215
  %244 = bitcast double** %5 to i8*, !dbg !215
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %244), !dbg !215
  %245 = bitcast double** %6 to i8*, !dbg !215
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %245), !dbg !215
  call void @llvm.dbg.value(metadata i32 %17, metadata !220, metadata !DIExpression()) #2, !dbg !215
  store i32 %25, i32* %3, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !221, metadata !DIExpression()) #2, !dbg !215
  store double 2.000000e+00, double* %4, align 8, !tbaa !89
  call void @llvm.dbg.value(metadata i8* %36, metadata !222, metadata !DIExpression()) #2, !dbg !215
  %246 = bitcast double** %5 to i8**
  store i8* %36, i8** %246, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double* %38, metadata !223, metadata !DIExpression()) #2, !dbg !215
  %247 = bitcast double** %6 to i8**
  store i8* %37, i8** %247, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i32* %3, metadata !220, metadata !DIExpression(DW_OP_deref)) #2, !dbg !215
  call void @llvm.dbg.value(metadata double* %4, metadata !221, metadata !DIExpression(DW_OP_deref)) #2, !dbg !215
  call void @llvm.dbg.value(metadata double** %5, metadata !222, metadata !DIExpression(DW_OP_deref)) #2, !dbg !215
  call void @llvm.dbg.value(metadata double** %6, metadata !223, metadata !DIExpression(DW_OP_deref)) #2, !dbg !215
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*, double**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %3, double** nonnull %6, double* nonnull %4, double** nonnull %5) #2, !dbg !225
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %242), !dbg !226
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %243), !dbg !226
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %244), !dbg !226
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %245), !dbg !226
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !130, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !227
  br i1 %39, label %248, label %275, !dbg !228

248:                                              ; preds = %233
  %249 = zext i32 %25 to i64, !dbg !229
  %250 = add nsw i64 %249, -1, !dbg !228
  %251 = and i64 %249, 7, !dbg !228
  %252 = icmp ult i64 %250, 7, !dbg !228
  br i1 %252, label %260, label %253, !dbg !228

253:                                              ; preds = %248
  %254 = and i64 %249, 4294967288, !dbg !228
  br label %278, !dbg !228

255:                                              ; preds = %222, %255
  %256 = phi i64 [ %258, %255 ], [ %223, %222 ]
  call void @llvm.dbg.value(metadata i64 %256, metadata !128, metadata !DIExpression()), !dbg !200
  %257 = getelementptr inbounds double, double* %38, i64 %256, !dbg !231
  store double 1.000000e+00, double* %257, align 8, !dbg !205, !tbaa !89
  %258 = add nuw nsw i64 %256, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %258, metadata !128, metadata !DIExpression()), !dbg !200
  %259 = icmp eq i64 %258, %151, !dbg !202
  br i1 %259, label %233, label %255, !dbg !201, !llvm.loop !232

260:                                              ; preds = %278, %248
  %261 = phi double [ undef, %248 ], [ %312, %278 ]
  %262 = phi i64 [ 0, %248 ], [ %313, %278 ]
  %263 = phi double [ 0.000000e+00, %248 ], [ %312, %278 ]
  %264 = icmp eq i64 %251, 0, !dbg !228
  br i1 %264, label %275, label %265, !dbg !228

265:                                              ; preds = %260, %265
  %266 = phi i64 [ %272, %265 ], [ %262, %260 ]
  %267 = phi double [ %271, %265 ], [ %263, %260 ]
  %268 = phi i64 [ %273, %265 ], [ 0, %260 ]
  call void @llvm.dbg.value(metadata i64 %266, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata double %267, metadata !130, metadata !DIExpression()), !dbg !133
  %269 = getelementptr inbounds double, double* %38, i64 %266, !dbg !233
  %270 = load double, double* %269, align 8, !dbg !233, !tbaa !89
  %271 = fadd double %267, %270, !dbg !234
  call void @llvm.dbg.value(metadata double %271, metadata !130, metadata !DIExpression()), !dbg !133
  %272 = add nuw nsw i64 %266, 1, !dbg !235
  call void @llvm.dbg.value(metadata i64 %272, metadata !131, metadata !DIExpression()), !dbg !227
  %273 = add i64 %268, 1, !dbg !228
  %274 = icmp eq i64 %273, %251, !dbg !228
  br i1 %274, label %275, label %265, !dbg !228, !llvm.loop !236

275:                                              ; preds = %260, %265, %233
  %276 = phi double [ 0.000000e+00, %233 ], [ %261, %260 ], [ %271, %265 ], !dbg !133
  %277 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %276), !dbg !237
  call void @free(i8* noundef %31) #2, !dbg !238
  call void @free(i8* noundef %34) #2, !dbg !239
  call void @free(i8* noundef %36) #2, !dbg !240
  call void @free(i8* noundef %37) #2, !dbg !241
  ret i32 0, !dbg !242

278:                                              ; preds = %278, %253
  %279 = phi i64 [ 0, %253 ], [ %313, %278 ]
  %280 = phi double [ 0.000000e+00, %253 ], [ %312, %278 ]
  %281 = phi i64 [ 0, %253 ], [ %314, %278 ]
  call void @llvm.dbg.value(metadata i64 %279, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata double %280, metadata !130, metadata !DIExpression()), !dbg !133
  %282 = getelementptr inbounds double, double* %38, i64 %279, !dbg !233
  %283 = load double, double* %282, align 8, !dbg !233, !tbaa !89
  %284 = fadd double %280, %283, !dbg !234
  call void @llvm.dbg.value(metadata double %284, metadata !130, metadata !DIExpression()), !dbg !133
  %285 = or i64 %279, 1, !dbg !235
  call void @llvm.dbg.value(metadata i64 %285, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %285, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata double %284, metadata !130, metadata !DIExpression()), !dbg !133
  %286 = getelementptr inbounds double, double* %38, i64 %285, !dbg !233
  %287 = load double, double* %286, align 8, !dbg !233, !tbaa !89
  %288 = fadd double %284, %287, !dbg !234
  call void @llvm.dbg.value(metadata double %288, metadata !130, metadata !DIExpression()), !dbg !133
  %289 = or i64 %279, 2, !dbg !235
  call void @llvm.dbg.value(metadata i64 %289, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %289, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata double %288, metadata !130, metadata !DIExpression()), !dbg !133
  %290 = getelementptr inbounds double, double* %38, i64 %289, !dbg !233
  %291 = load double, double* %290, align 8, !dbg !233, !tbaa !89
  %292 = fadd double %288, %291, !dbg !234
  call void @llvm.dbg.value(metadata double %292, metadata !130, metadata !DIExpression()), !dbg !133
  %293 = or i64 %279, 3, !dbg !235
  call void @llvm.dbg.value(metadata i64 %293, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %293, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata double %292, metadata !130, metadata !DIExpression()), !dbg !133
  %294 = getelementptr inbounds double, double* %38, i64 %293, !dbg !233
  %295 = load double, double* %294, align 8, !dbg !233, !tbaa !89
  %296 = fadd double %292, %295, !dbg !234
  call void @llvm.dbg.value(metadata double %296, metadata !130, metadata !DIExpression()), !dbg !133
  %297 = or i64 %279, 4, !dbg !235
  call void @llvm.dbg.value(metadata i64 %297, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %297, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata double %296, metadata !130, metadata !DIExpression()), !dbg !133
  %298 = getelementptr inbounds double, double* %38, i64 %297, !dbg !233
  %299 = load double, double* %298, align 8, !dbg !233, !tbaa !89
  %300 = fadd double %296, %299, !dbg !234
  call void @llvm.dbg.value(metadata double %300, metadata !130, metadata !DIExpression()), !dbg !133
  %301 = or i64 %279, 5, !dbg !235
  call void @llvm.dbg.value(metadata i64 %301, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %301, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata double %300, metadata !130, metadata !DIExpression()), !dbg !133
  %302 = getelementptr inbounds double, double* %38, i64 %301, !dbg !233
  %303 = load double, double* %302, align 8, !dbg !233, !tbaa !89
  %304 = fadd double %300, %303, !dbg !234
  call void @llvm.dbg.value(metadata double %304, metadata !130, metadata !DIExpression()), !dbg !133
  %305 = or i64 %279, 6, !dbg !235
  call void @llvm.dbg.value(metadata i64 %305, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %305, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata double %304, metadata !130, metadata !DIExpression()), !dbg !133
  %306 = getelementptr inbounds double, double* %38, i64 %305, !dbg !233
  %307 = load double, double* %306, align 8, !dbg !233, !tbaa !89
  %308 = fadd double %304, %307, !dbg !234
  call void @llvm.dbg.value(metadata double %308, metadata !130, metadata !DIExpression()), !dbg !133
  %309 = or i64 %279, 7, !dbg !235
  call void @llvm.dbg.value(metadata i64 %309, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %309, metadata !131, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata double %308, metadata !130, metadata !DIExpression()), !dbg !133
  %310 = getelementptr inbounds double, double* %38, i64 %309, !dbg !233
  %311 = load double, double* %310, align 8, !dbg !233, !tbaa !89
  %312 = fadd double %308, %311, !dbg !234
  call void @llvm.dbg.value(metadata double %312, metadata !130, metadata !DIExpression()), !dbg !133
  %313 = add nuw nsw i64 %279, 8, !dbg !235
  call void @llvm.dbg.value(metadata i64 %313, metadata !131, metadata !DIExpression()), !dbg !227
  %314 = add i64 %281, 8, !dbg !228
  %315 = icmp eq i64 %314, %254, !dbg !228
  br i1 %315, label %260, label %278, !dbg !228, !llvm.loop !243
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
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #4 !dbg !245 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !250, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata i32* %1, metadata !251, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata i32* %2, metadata !252, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double** %3, metadata !253, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double* %4, metadata !254, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.value(metadata double** %5, metadata !255, metadata !DIExpression()), !dbg !256
  %11 = load i32, i32* %2, align 4, !dbg !257, !tbaa !31
  tail call void @llvm.experimental.noalias.scope.decl(metadata !258), !dbg !257
  call void @llvm.dbg.value(metadata i32* %0, metadata !261, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32* undef, metadata !264, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32* undef, metadata !265, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata double** %3, metadata !266, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata double* %4, metadata !267, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata double** %5, metadata !268, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 %11, metadata !270, metadata !DIExpression()) #2, !dbg !276
  %12 = add nsw i32 %11, -1, !dbg !278
  call void @llvm.dbg.value(metadata i32 %12, metadata !270, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 0, metadata !271, metadata !DIExpression()) #2, !dbg !276
  %13 = icmp sgt i32 %11, 0, !dbg !278
  br i1 %13, label %14, label %122, !dbg !278

14:                                               ; preds = %6
  %15 = bitcast i32* %7 to i8*, !dbg !278
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #2, !dbg !278, !noalias !258
  call void @llvm.dbg.value(metadata i32 0, metadata !272, metadata !DIExpression()) #2, !dbg !276
  store i32 0, i32* %7, align 4, !dbg !279, !tbaa !31, !noalias !258
  %16 = bitcast i32* %8 to i8*, !dbg !278
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !278, !noalias !258
  call void @llvm.dbg.value(metadata i32 %12, metadata !273, metadata !DIExpression()) #2, !dbg !276
  store i32 %12, i32* %8, align 4, !dbg !279, !tbaa !31, !noalias !258
  %17 = bitcast i32* %9 to i8*, !dbg !278
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !278, !noalias !258
  call void @llvm.dbg.value(metadata i32 1, metadata !274, metadata !DIExpression()) #2, !dbg !276
  store i32 1, i32* %9, align 4, !dbg !279, !tbaa !31, !noalias !258
  %18 = bitcast i32* %10 to i8*, !dbg !278
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !278, !noalias !258
  call void @llvm.dbg.value(metadata i32 0, metadata !275, metadata !DIExpression()) #2, !dbg !276
  store i32 0, i32* %10, align 4, !dbg !279, !tbaa !31, !noalias !258
  %19 = load i32, i32* %0, align 4, !dbg !278, !tbaa !31, !alias.scope !258
  call void @llvm.dbg.value(metadata i32* %7, metadata !272, metadata !DIExpression(DW_OP_deref)) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32* %8, metadata !273, metadata !DIExpression(DW_OP_deref)) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32* %9, metadata !274, metadata !DIExpression(DW_OP_deref)) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32* %10, metadata !275, metadata !DIExpression(DW_OP_deref)) #2, !dbg !276
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %19, i32 33, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9, i32 1, i32 8) #2, !dbg !280, !noalias !258
  %20 = load i32, i32* %8, align 4, !tbaa !31, !noalias !258
  %21 = load i32, i32* %7, align 4, !tbaa !31, !noalias !258
  call void @llvm.dbg.value(metadata i32 %20, metadata !273, metadata !DIExpression()) #2, !dbg !276
  %22 = icmp sgt i32 %20, %12, !dbg !279
  %23 = select i1 %22, i32 %12, i32 %20, !dbg !279
  call void @llvm.dbg.value(metadata i32 %23, metadata !273, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 %21, metadata !272, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 %21, metadata !269, metadata !DIExpression()) #2, !dbg !276
  %24 = icmp sgt i32 %21, %23, !dbg !278
  br i1 %24, label %120, label %25, !dbg !278

25:                                               ; preds = %14
  %26 = load double*, double** %5, align 8, !noalias !258
  %27 = load double*, double** %3, align 8, !noalias !258
  %28 = load i32, i32* %9, align 4, !tbaa !31, !noalias !258
  %29 = sext i32 %21 to i64, !dbg !278
  %30 = sext i32 %28 to i64, !dbg !278
  %31 = add nsw i64 %29, 1, !dbg !278
  %32 = getelementptr double, double* %4, i64 1, !dbg !278
  br label %33, !dbg !278

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
  call void @llvm.dbg.value(metadata i32 %45, metadata !272, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 %45, metadata !269, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 %36, metadata !273, metadata !DIExpression()) #2, !dbg !276
  %46 = icmp slt i32 %36, %45, !dbg !278
  br i1 %46, label %110, label %47, !dbg !278

47:                                               ; preds = %33
  %48 = mul i64 %34, %30
  %49 = add i64 %48, %29
  %50 = sub i64 1, %49
  %51 = sext i32 %36 to i64, !dbg !280
  %52 = call i64 @llvm.smax.i64(i64 %35, i64 %51), !dbg !280
  %53 = add i64 %52, %50, !dbg !280
  %54 = icmp ult i64 %53, 4, !dbg !280
  br i1 %54, label %98, label %55, !dbg !280

55:                                               ; preds = %47
  %56 = call i64 @llvm.smax.i64(i64 %35, i64 %51), !dbg !280
  %57 = sub i64 %56, %42, !dbg !280
  %58 = getelementptr double, double* %40, i64 %57, !dbg !280
  %59 = getelementptr double, double* %44, i64 %57, !dbg !280
  %60 = icmp ult double* %37, %32, !dbg !280
  %61 = icmp ugt double* %58, %4, !dbg !280
  %62 = and i1 %60, %61, !dbg !280
  %63 = icmp ult double* %37, %59, !dbg !280
  %64 = icmp ult double* %43, %58, !dbg !280
  %65 = and i1 %63, %64, !dbg !280
  %66 = or i1 %62, %65, !dbg !280
  br i1 %66, label %98, label %67, !dbg !280

67:                                               ; preds = %55
  %68 = and i64 %53, -4, !dbg !280
  %69 = add i64 %35, %68, !dbg !280
  %70 = load double, double* %4, align 8, !tbaa !89, !alias.scope !281, !noalias !258
  %71 = insertelement <2 x double> poison, double %70, i64 0
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  %73 = insertelement <2 x double> poison, double %70, i64 0
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> zeroinitializer
  br label %75, !dbg !280

75:                                               ; preds = %75, %67
  %76 = phi i64 [ 0, %67 ], [ %94, %75 ]
  %77 = add i64 %35, %76
  %78 = getelementptr inbounds double, double* %26, i64 %77, !dbg !284
  %79 = bitcast double* %78 to <2 x double>*, !dbg !284
  %80 = load <2 x double>, <2 x double>* %79, align 8, !dbg !284, !tbaa !89, !alias.scope !285, !noalias !258
  %81 = getelementptr inbounds double, double* %78, i64 2, !dbg !284
  %82 = bitcast double* %81 to <2 x double>*, !dbg !284
  %83 = load <2 x double>, <2 x double>* %82, align 8, !dbg !284, !tbaa !89, !alias.scope !285, !noalias !258
  %84 = getelementptr inbounds double, double* %27, i64 %77, !dbg !287
  %85 = bitcast double* %84 to <2 x double>*, !dbg !287
  %86 = load <2 x double>, <2 x double>* %85, align 8, !dbg !287, !tbaa !89, !alias.scope !288, !noalias !290
  %87 = getelementptr inbounds double, double* %84, i64 2, !dbg !287
  %88 = bitcast double* %87 to <2 x double>*, !dbg !287
  %89 = load <2 x double>, <2 x double>* %88, align 8, !dbg !287, !tbaa !89, !alias.scope !288, !noalias !290
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %80, <2 x double> %86)
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %74, <2 x double> %83, <2 x double> %89)
  %92 = bitcast double* %84 to <2 x double>*, !dbg !291
  store <2 x double> %90, <2 x double>* %92, align 8, !dbg !291, !tbaa !89, !alias.scope !288, !noalias !290
  %93 = bitcast double* %87 to <2 x double>*, !dbg !291
  store <2 x double> %91, <2 x double>* %93, align 8, !dbg !291, !tbaa !89, !alias.scope !288, !noalias !290
  %94 = add nuw i64 %76, 4
  %95 = icmp eq i64 %94, %68
  br i1 %95, label %96, label %75, !llvm.loop !292

96:                                               ; preds = %75
  %97 = icmp eq i64 %53, %68, !dbg !278
  br i1 %97, label %110, label %98, !dbg !278

98:                                               ; preds = %55, %47, %96
  %99 = phi i64 [ %35, %55 ], [ %35, %47 ], [ %69, %96 ]
  br label %100, !dbg !280

100:                                              ; preds = %98, %100
  %101 = phi i64 [ %108, %100 ], [ %99, %98 ]
  call void @llvm.dbg.value(metadata i64 %101, metadata !269, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i64 %101, metadata !271, metadata !DIExpression()) #2, !dbg !276
  %102 = load double, double* %4, align 8, !dbg !294, !tbaa !89, !noalias !258
  %103 = getelementptr inbounds double, double* %26, i64 %101, !dbg !284
  %104 = load double, double* %103, align 8, !dbg !284, !tbaa !89, !noalias !258
  %105 = getelementptr inbounds double, double* %27, i64 %101, !dbg !287
  %106 = load double, double* %105, align 8, !dbg !287, !tbaa !89, !noalias !258
  %107 = call double @llvm.fmuladd.f64(double %102, double %104, double %106) #2, !dbg !295
  store double %107, double* %105, align 8, !dbg !291, !tbaa !89, !noalias !258
  %108 = add i64 %101, 1, !dbg !278
  call void @llvm.dbg.value(metadata i64 %108, metadata !269, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 %36, metadata !273, metadata !DIExpression()) #2, !dbg !276
  %109 = icmp slt i64 %101, %51, !dbg !278
  br i1 %109, label %100, label %110, !dbg !278, !llvm.loop !296

110:                                              ; preds = %100, %96, %33
  call void @llvm.dbg.value(metadata i32 %45, metadata !272, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 %28, metadata !274, metadata !DIExpression()) #2, !dbg !276
  %111 = add i64 %35, %30, !dbg !278
  %112 = trunc i64 %111 to i32, !dbg !278
  call void @llvm.dbg.value(metadata i32 %112, metadata !272, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 %36, metadata !273, metadata !DIExpression()) #2, !dbg !276
  %113 = add nsw i32 %36, %28, !dbg !278
  call void @llvm.dbg.value(metadata i32 %113, metadata !273, metadata !DIExpression()) #2, !dbg !276
  %114 = icmp sgt i32 %113, %12, !dbg !279
  %115 = select i1 %114, i32 %12, i32 %113, !dbg !279
  call void @llvm.dbg.value(metadata i32 %115, metadata !273, metadata !DIExpression()) #2, !dbg !276
  call void @llvm.dbg.value(metadata i32 %112, metadata !269, metadata !DIExpression()) #2, !dbg !276
  %116 = icmp slt i32 %115, %112, !dbg !278
  %117 = add i64 %34, 1, !dbg !278
  br i1 %116, label %118, label %33, !dbg !278, !llvm.loop !297

118:                                              ; preds = %110
  %119 = trunc i64 %111 to i32, !dbg !278
  store i32 %119, i32* %7, align 4, !dbg !278, !tbaa !31, !noalias !258
  br label %120, !dbg !278

120:                                              ; preds = %118, %14
  %121 = phi i32 [ %115, %118 ], [ %23, %14 ]
  store i32 %121, i32* %8, align 4, !dbg !276, !tbaa !31, !noalias !258
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %19) #2, !dbg !293, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !280, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !280, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !280, !noalias !258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #2, !dbg !280, !noalias !258
  br label %122, !dbg !280

122:                                              ; preds = %6, %120
  ret void, !dbg !257
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #10

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

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
attributes #10 = { argmemonly nofree nounwind willreturn writeonly }
attributes #11 = { inaccessiblememonly nofree nosync nounwind willreturn }

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
!58 = !DILocation(line: 10, column: 1, scope: !39)
!59 = !{!60}
!60 = distinct !{!60, !61, !".omp_outlined._debug__: argument 0"}
!61 = distinct !{!61, !".omp_outlined._debug__"}
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
!84 = !DILocation(line: 11, column: 3, scope: !63, inlinedAt: !83)
!85 = !DILocation(line: 11, column: 8, scope: !63, inlinedAt: !83)
!86 = !DILocation(line: 10, column: 1, scope: !63, inlinedAt: !83)
!87 = !DILocation(line: 13, column: 5, scope: !81, inlinedAt: !83)
!88 = !DILocation(line: 15, column: 10, scope: !79, inlinedAt: !83)
!89 = !{!90, !90, i64 0}
!90 = !{!"double", !33, i64 0}
!91 = !DILocation(line: 0, scope: !81, inlinedAt: !83)
!92 = !DILocation(line: 0, scope: !79, inlinedAt: !83)
!93 = !DILocation(line: 10, column: 42, scope: !63, inlinedAt: !83)
!94 = !DILocation(line: 14, column: 26, scope: !95, inlinedAt: !83)
!95 = distinct !DILexicalBlock(scope: !81, file: !1, line: 13, column: 5)
!96 = !DILocation(line: 14, column: 12, scope: !95, inlinedAt: !83)
!97 = !DILocation(line: 14, column: 33, scope: !95, inlinedAt: !83)
!98 = !DILocation(line: 14, column: 9, scope: !95, inlinedAt: !83)
!99 = !DILocation(line: 13, column: 29, scope: !95, inlinedAt: !83)
!100 = distinct !{!100, !87, !101, !102}
!101 = !DILocation(line: 14, column: 36, scope: !81, inlinedAt: !83)
!102 = !{!"llvm.loop.mustprogress"}
!103 = distinct !{!103, !104}
!104 = !{!"llvm.loop.unroll.disable"}
!105 = !DILocation(line: 15, column: 5, scope: !79, inlinedAt: !83)
!106 = distinct !{!106, !86, !93}
!107 = !{!108}
!108 = !{i64 2, i64 -1, i64 -1, i1 true}
!109 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !110, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!4, !4, !5}
!112 = !{!113, !114, !115, !116, !117, !118, !119, !120, !121, !123, !126, !128, !130, !131}
!113 = !DILocalVariable(name: "argc", arg: 1, scope: !109, file: !1, line: 26, type: !4)
!114 = !DILocalVariable(name: "argv", arg: 2, scope: !109, file: !1, line: 26, type: !5)
!115 = !DILocalVariable(name: "n", scope: !109, file: !1, line: 28, type: !4)
!116 = !DILocalVariable(name: "m", scope: !109, file: !1, line: 29, type: !4)
!117 = !DILocalVariable(name: "A", scope: !109, file: !1, line: 30, type: !23)
!118 = !DILocalVariable(name: "x", scope: !109, file: !1, line: 31, type: !23)
!119 = !DILocalVariable(name: "y", scope: !109, file: !1, line: 32, type: !23)
!120 = !DILocalVariable(name: "z", scope: !109, file: !1, line: 33, type: !23)
!121 = !DILocalVariable(name: "i", scope: !122, file: !1, line: 34, type: !4)
!122 = distinct !DILexicalBlock(scope: !109, file: !1, line: 34, column: 3)
!123 = !DILocalVariable(name: "j", scope: !124, file: !1, line: 35, type: !4)
!124 = distinct !DILexicalBlock(scope: !125, file: !1, line: 35, column: 5)
!125 = distinct !DILexicalBlock(scope: !122, file: !1, line: 34, column: 3)
!126 = !DILocalVariable(name: "j", scope: !127, file: !1, line: 37, type: !4)
!127 = distinct !DILexicalBlock(scope: !109, file: !1, line: 37, column: 3)
!128 = !DILocalVariable(name: "i", scope: !129, file: !1, line: 39, type: !4)
!129 = distinct !DILexicalBlock(scope: !109, file: !1, line: 39, column: 3)
!130 = !DILocalVariable(name: "s", scope: !109, file: !1, line: 43, type: !22)
!131 = !DILocalVariable(name: "i", scope: !132, file: !1, line: 44, type: !4)
!132 = distinct !DILexicalBlock(scope: !109, file: !1, line: 44, column: 3)
!133 = !DILocation(line: 0, scope: !109)
!134 = !DILocation(line: 28, column: 16, scope: !109)
!135 = !DILocation(line: 28, column: 11, scope: !109)
!136 = !DILocation(line: 28, column: 27, scope: !109)
!137 = !DILocalVariable(name: "__nptr", arg: 1, scope: !138, file: !139, line: 362, type: !142)
!138 = distinct !DISubprogram(name: "atoi", scope: !139, file: !139, line: 362, type: !140, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !144)
!139 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!140 = !DISubroutineType(types: !141)
!141 = !{!4, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!144 = !{!137}
!145 = !DILocation(line: 0, scope: !138, inlinedAt: !146)
!146 = distinct !DILocation(line: 28, column: 22, scope: !109)
!147 = !DILocation(line: 364, column: 16, scope: !138, inlinedAt: !146)
!148 = !DILocation(line: 364, column: 10, scope: !138, inlinedAt: !146)
!149 = !DILocation(line: 29, column: 16, scope: !109)
!150 = !DILocation(line: 29, column: 11, scope: !109)
!151 = !DILocation(line: 29, column: 27, scope: !109)
!152 = !DILocation(line: 0, scope: !138, inlinedAt: !153)
!153 = distinct !DILocation(line: 29, column: 22, scope: !109)
!154 = !DILocation(line: 364, column: 16, scope: !138, inlinedAt: !153)
!155 = !DILocation(line: 364, column: 10, scope: !138, inlinedAt: !153)
!156 = !DILocation(line: 30, column: 39, scope: !109)
!157 = !DILocation(line: 30, column: 37, scope: !109)
!158 = !DILocation(line: 30, column: 43, scope: !109)
!159 = !DILocation(line: 30, column: 41, scope: !109)
!160 = !DILocation(line: 30, column: 15, scope: !109)
!161 = !DILocation(line: 31, column: 37, scope: !109)
!162 = !DILocation(line: 31, column: 15, scope: !109)
!163 = !DILocation(line: 32, column: 15, scope: !109)
!164 = !DILocation(line: 33, column: 15, scope: !109)
!165 = !DILocation(line: 0, scope: !122)
!166 = !DILocation(line: 34, column: 21, scope: !125)
!167 = !DILocation(line: 34, column: 3, scope: !122)
!168 = !DILocation(line: 35, column: 5, scope: !124)
!169 = !DILocation(line: 0, scope: !124)
!170 = !DILocation(line: 35, column: 29, scope: !171)
!171 = distinct !DILexicalBlock(scope: !124, file: !1, line: 35, column: 5)
!172 = !DILocation(line: 36, column: 36, scope: !171)
!173 = !DILocation(line: 36, column: 32, scope: !171)
!174 = !DILocation(line: 36, column: 41, scope: !171)
!175 = !DILocation(line: 36, column: 28, scope: !171)
!176 = !DILocation(line: 36, column: 46, scope: !171)
!177 = !DILocation(line: 36, column: 26, scope: !171)
!178 = distinct !{!178, !168, !179, !102, !180}
!179 = !DILocation(line: 36, column: 48, scope: !124)
!180 = !{!"llvm.loop.isvectorized", i32 1}
!181 = !DILocation(line: 36, column: 21, scope: !171)
!182 = !DILocation(line: 36, column: 7, scope: !171)
!183 = !DILocation(line: 35, column: 23, scope: !171)
!184 = distinct !{!184, !168, !179, !102, !185, !180}
!185 = !{!"llvm.loop.unroll.runtime.disable"}
!186 = !DILocation(line: 34, column: 27, scope: !125)
!187 = distinct !{!187, !167, !188, !102}
!188 = !DILocation(line: 36, column: 48, scope: !122)
!189 = !DILocation(line: 0, scope: !127)
!190 = !DILocation(line: 37, column: 21, scope: !191)
!191 = distinct !DILexicalBlock(scope: !127, file: !1, line: 37, column: 3)
!192 = !DILocation(line: 37, column: 3, scope: !127)
!193 = !DILocation(line: 37, column: 27, scope: !191)
!194 = !DILocation(line: 38, column: 15, scope: !191)
!195 = !DILocation(line: 38, column: 12, scope: !191)
!196 = !DILocation(line: 38, column: 20, scope: !191)
!197 = !DILocation(line: 38, column: 10, scope: !191)
!198 = distinct !{!198, !192, !199, !102, !180}
!199 = !DILocation(line: 38, column: 22, scope: !127)
!200 = !DILocation(line: 0, scope: !129)
!201 = !DILocation(line: 39, column: 3, scope: !129)
!202 = !DILocation(line: 39, column: 21, scope: !203)
!203 = distinct !DILexicalBlock(scope: !129, file: !1, line: 39, column: 3)
!204 = !DILocation(line: 39, column: 27, scope: !203)
!205 = !DILocation(line: 40, column: 10, scope: !203)
!206 = distinct !{!206, !201, !207, !102, !180}
!207 = !DILocation(line: 40, column: 12, scope: !129)
!208 = distinct !{!208, !104}
!209 = !DILocation(line: 38, column: 5, scope: !191)
!210 = distinct !{!210, !192, !199, !102, !185, !180}
!211 = !DILocation(line: 0, scope: !17, inlinedAt: !212)
!212 = distinct !DILocation(line: 41, column: 3, scope: !109)
!213 = !DILocation(line: 10, column: 1, scope: !17, inlinedAt: !212)
!214 = !DILocation(line: 17, column: 1, scope: !17, inlinedAt: !212)
!215 = !DILocation(line: 0, scope: !216, inlinedAt: !224)
!216 = distinct !DISubprogram(name: "axpy", scope: !1, file: !1, line: 19, type: !217, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !4, !22, !20, !23}
!219 = !{!220, !221, !222, !223}
!220 = !DILocalVariable(name: "n", arg: 1, scope: !216, file: !1, line: 19, type: !4)
!221 = !DILocalVariable(name: "a", arg: 2, scope: !216, file: !1, line: 19, type: !22)
!222 = !DILocalVariable(name: "x", arg: 3, scope: !216, file: !1, line: 19, type: !20)
!223 = !DILocalVariable(name: "y", arg: 4, scope: !216, file: !1, line: 19, type: !23)
!224 = distinct !DILocation(line: 42, column: 3, scope: !109)
!225 = !DILocation(line: 21, column: 1, scope: !216, inlinedAt: !224)
!226 = !DILocation(line: 24, column: 1, scope: !216, inlinedAt: !224)
!227 = !DILocation(line: 0, scope: !132)
!228 = !DILocation(line: 44, column: 3, scope: !132)
!229 = !DILocation(line: 44, column: 21, scope: !230)
!230 = distinct !DILexicalBlock(scope: !132, file: !1, line: 44, column: 3)
!231 = !DILocation(line: 40, column: 5, scope: !203)
!232 = distinct !{!232, !201, !207, !102, !185, !180}
!233 = !DILocation(line: 45, column: 10, scope: !230)
!234 = !DILocation(line: 45, column: 7, scope: !230)
!235 = !DILocation(line: 44, column: 27, scope: !230)
!236 = distinct !{!236, !104}
!237 = !DILocation(line: 46, column: 3, scope: !109)
!238 = !DILocation(line: 47, column: 3, scope: !109)
!239 = !DILocation(line: 48, column: 3, scope: !109)
!240 = !DILocation(line: 49, column: 3, scope: !109)
!241 = !DILocation(line: 50, column: 3, scope: !109)
!242 = !DILocation(line: 52, column: 1, scope: !109)
!243 = distinct !{!243, !228, !244, !102}
!244 = !DILocation(line: 45, column: 13, scope: !132)
!245 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 21, type: !246, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !249)
!246 = !DISubroutineType(types: !247)
!247 = !{null, !42, !42, !46, !48, !248, !47}
!248 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!249 = !{!250, !251, !252, !253, !254, !255}
!250 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !245, type: !42, flags: DIFlagArtificial)
!251 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !245, type: !42, flags: DIFlagArtificial)
!252 = !DILocalVariable(name: "n", arg: 3, scope: !245, type: !46, flags: DIFlagArtificial)
!253 = !DILocalVariable(name: "y", arg: 4, scope: !245, type: !48, flags: DIFlagArtificial)
!254 = !DILocalVariable(name: "a", arg: 5, scope: !245, type: !248, flags: DIFlagArtificial)
!255 = !DILocalVariable(name: "x", arg: 6, scope: !245, type: !47, flags: DIFlagArtificial)
!256 = !DILocation(line: 0, scope: !245)
!257 = !DILocation(line: 21, column: 1, scope: !245)
!258 = !{!259}
!259 = distinct !{!259, !260, !".omp_outlined._debug__.1: argument 0"}
!260 = distinct !{!260, !".omp_outlined._debug__.1"}
!261 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !262, type: !42, flags: DIFlagArtificial)
!262 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 22, type: !246, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !263)
!263 = !{!261, !264, !265, !266, !267, !268, !269, !270, !270, !271, !272, !273, !274, !275, !271}
!264 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !262, type: !42, flags: DIFlagArtificial)
!265 = !DILocalVariable(name: "n", arg: 3, scope: !262, file: !1, line: 19, type: !46)
!266 = !DILocalVariable(name: "y", arg: 4, scope: !262, file: !1, line: 19, type: !48)
!267 = !DILocalVariable(name: "a", arg: 5, scope: !262, file: !1, line: 19, type: !248)
!268 = !DILocalVariable(name: "x", arg: 6, scope: !262, file: !1, line: 19, type: !47)
!269 = !DILocalVariable(name: ".omp.iv", scope: !262, type: !4, flags: DIFlagArtificial)
!270 = !DILocalVariable(name: ".capture_expr.", scope: !262, type: !4, flags: DIFlagArtificial)
!271 = !DILocalVariable(name: "i", scope: !262, type: !4, flags: DIFlagArtificial)
!272 = !DILocalVariable(name: ".omp.lb", scope: !262, type: !4, flags: DIFlagArtificial)
!273 = !DILocalVariable(name: ".omp.ub", scope: !262, type: !4, flags: DIFlagArtificial)
!274 = !DILocalVariable(name: ".omp.stride", scope: !262, type: !4, flags: DIFlagArtificial)
!275 = !DILocalVariable(name: ".omp.is_last", scope: !262, type: !4, flags: DIFlagArtificial)
!276 = !DILocation(line: 0, scope: !262, inlinedAt: !277)
!277 = distinct !DILocation(line: 21, column: 1, scope: !245)
!278 = !DILocation(line: 22, column: 3, scope: !262, inlinedAt: !277)
!279 = !DILocation(line: 22, column: 8, scope: !262, inlinedAt: !277)
!280 = !DILocation(line: 21, column: 1, scope: !262, inlinedAt: !277)
!281 = !{!282}
!282 = distinct !{!282, !283}
!283 = distinct !{!283, !"LVerDomain"}
!284 = !DILocation(line: 23, column: 16, scope: !262, inlinedAt: !277)
!285 = !{!286}
!286 = distinct !{!286, !283}
!287 = !DILocation(line: 23, column: 23, scope: !262, inlinedAt: !277)
!288 = !{!289}
!289 = distinct !{!289, !283}
!290 = !{!259, !282, !286}
!291 = !DILocation(line: 23, column: 10, scope: !262, inlinedAt: !277)
!292 = distinct !{!292, !280, !293, !180}
!293 = !DILocation(line: 21, column: 45, scope: !262, inlinedAt: !277)
!294 = !DILocation(line: 23, column: 12, scope: !262, inlinedAt: !277)
!295 = !DILocation(line: 23, column: 21, scope: !262, inlinedAt: !277)
!296 = distinct !{!296, !280, !293, !180}
!297 = distinct !{!297, !280, !293}
