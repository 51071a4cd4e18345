; ModuleID = 'omp_obj_fields.c'
source_filename = "omp_obj_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }
%struct.grid = type { i32, i32, double* }

@0 = private unnamed_addr constant [31 x i8] c";omp_obj_fields.c;relax;16;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 30, i8* getelementptr inbounds ([31 x i8], [31 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [32 x i8] c";omp_obj_fields.c;relax;16;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 30, i8* getelementptr inbounds ([31 x i8], [31 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @relax(%struct.grid* noundef %0) local_unnamed_addr #0 !dbg !19 {
  %2 = alloca %struct.grid*, align 8
  call void @llvm.dbg.value(metadata %struct.grid* %0, metadata !32, metadata !DIExpression()), !dbg !33
  store %struct.grid* %0, %struct.grid** %2, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata %struct.grid** %2, metadata !32, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, %struct.grid**)* @.omp_outlined. to void (i32*, i32*, ...)*), %struct.grid** nonnull %2), !dbg !38
  ret void, !dbg !39
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

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, %struct.grid** nocapture noundef nonnull readonly align 8 dereferenceable(8) %2) #4 !dbg !40 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !49, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %1, metadata !50, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata %struct.grid** %2, metadata !51, metadata !DIExpression()), !dbg !52
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53), !dbg !56
  call void @llvm.dbg.value(metadata i32* %0, metadata !57, metadata !DIExpression()) #3, !dbg !71
  call void @llvm.dbg.value(metadata i32* undef, metadata !60, metadata !DIExpression()) #3, !dbg !71
  call void @llvm.dbg.value(metadata %struct.grid** %2, metadata !61, metadata !DIExpression()) #3, !dbg !71
  %8 = load %struct.grid*, %struct.grid** %2, align 8, !dbg !73, !tbaa !34, !noalias !53
  %9 = getelementptr inbounds %struct.grid, %struct.grid* %8, i64 0, i32 0, !dbg !74
  %10 = load i32, i32* %9, align 8, !dbg !74, !tbaa !75, !noalias !53
  call void @llvm.dbg.value(metadata i32 %10, metadata !63, metadata !DIExpression()) #3, !dbg !71
  %11 = add nsw i32 %10, -1, !dbg !78
  call void @llvm.dbg.value(metadata i32 %11, metadata !63, metadata !DIExpression()) #3, !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()) #3, !dbg !71
  %12 = icmp sgt i32 %10, 0, !dbg !78
  br i1 %12, label %13, label %118, !dbg !78

13:                                               ; preds = %3
  %14 = bitcast i32* %4 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #3, !dbg !78, !noalias !53
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()) #3, !dbg !71
  store i32 0, i32* %4, align 4, !dbg !79, !tbaa !80, !noalias !53
  %15 = bitcast i32* %5 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #3, !dbg !78, !noalias !53
  call void @llvm.dbg.value(metadata i32 %11, metadata !66, metadata !DIExpression()) #3, !dbg !71
  store i32 %11, i32* %5, align 4, !dbg !79, !tbaa !80, !noalias !53
  %16 = bitcast i32* %6 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #3, !dbg !78, !noalias !53
  call void @llvm.dbg.value(metadata i32 1, metadata !67, metadata !DIExpression()) #3, !dbg !71
  store i32 1, i32* %6, align 4, !dbg !79, !tbaa !80, !noalias !53
  %17 = bitcast i32* %7 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #3, !dbg !78, !noalias !53
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()) #3, !dbg !71
  store i32 0, i32* %7, align 4, !dbg !79, !tbaa !80, !noalias !53
  %18 = load i32, i32* %0, align 4, !dbg !78, !tbaa !80, !alias.scope !53
  call void @llvm.dbg.value(metadata i32* %4, metadata !65, metadata !DIExpression(DW_OP_deref)) #3, !dbg !71
  call void @llvm.dbg.value(metadata i32* %5, metadata !66, metadata !DIExpression(DW_OP_deref)) #3, !dbg !71
  call void @llvm.dbg.value(metadata i32* %6, metadata !67, metadata !DIExpression(DW_OP_deref)) #3, !dbg !71
  call void @llvm.dbg.value(metadata i32* %7, metadata !68, metadata !DIExpression(DW_OP_deref)) #3, !dbg !71
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %18, i32 34, i32* nonnull %7, i32* nonnull %4, i32* nonnull %5, i32* nonnull %6, i32 1, i32 1) #3, !dbg !81, !noalias !53
  %19 = load i32, i32* %5, align 4, !dbg !79, !tbaa !80, !noalias !53
  call void @llvm.dbg.value(metadata i32 %19, metadata !66, metadata !DIExpression()) #3, !dbg !71
  %20 = icmp sgt i32 %19, %11, !dbg !79
  %21 = select i1 %20, i32 %11, i32 %19, !dbg !79
  call void @llvm.dbg.value(metadata i32 %21, metadata !66, metadata !DIExpression()) #3, !dbg !71
  store i32 %21, i32* %5, align 4, !dbg !79, !tbaa !80, !noalias !53
  %22 = load i32, i32* %4, align 4, !dbg !79, !tbaa !80, !noalias !53
  call void @llvm.dbg.value(metadata i32 %22, metadata !65, metadata !DIExpression()) #3, !dbg !71
  call void @llvm.dbg.value(metadata i32 %22, metadata !62, metadata !DIExpression()) #3, !dbg !71
  call void @llvm.dbg.value(metadata i32 %21, metadata !66, metadata !DIExpression()) #3, !dbg !71
  %23 = icmp sgt i32 %22, %21, !dbg !78
  br i1 %23, label %117, label %24, !dbg !78

24:                                               ; preds = %13
  %25 = load %struct.grid*, %struct.grid** %2, align 8, !tbaa !34, !noalias !53
  %26 = getelementptr inbounds %struct.grid, %struct.grid* %25, i64 0, i32 1
  %27 = load i32, i32* %26, align 4, !tbaa !82, !noalias !53
  %28 = icmp sgt i32 %27, 0
  %29 = getelementptr inbounds %struct.grid, %struct.grid* %25, i64 0, i32 2
  %30 = sext i32 %27 to i64
  %31 = sext i32 %22 to i64, !dbg !78
  %32 = add nsw i32 %21, 1, !dbg !78
  %33 = zext i32 %27 to i64
  %34 = and i64 %33, 4294967292, !dbg !78
  %35 = add nsw i64 %34, -4, !dbg !78
  %36 = lshr exact i64 %35, 2, !dbg !78
  %37 = add nuw nsw i64 %36, 1, !dbg !78
  %38 = icmp ult i32 %27, 4
  %39 = and i64 %33, 4294967292
  %40 = and i64 %37, 1
  %41 = icmp eq i64 %35, 0
  %42 = and i64 %37, 9223372036854775806
  %43 = icmp eq i64 %40, 0
  %44 = icmp eq i64 %39, %33
  br label %45, !dbg !78

45:                                               ; preds = %104, %24
  %46 = phi i64 [ %31, %24 ], [ %105, %104 ]
  call void @llvm.dbg.value(metadata i64 %46, metadata !62, metadata !DIExpression()) #3, !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #3, !dbg !83
  br i1 %28, label %47, label %104, !dbg !84

47:                                               ; preds = %45
  %48 = trunc i64 %46 to i32
  %49 = sitofp i32 %48 to double
  %50 = load double*, double** %29, align 8, !tbaa !85, !noalias !53
  %51 = mul nsw i64 %46, %30
  br i1 %38, label %102, label %52, !dbg !84

52:                                               ; preds = %47
  %53 = insertelement <2 x double> poison, double %49, i64 0, !dbg !84
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !84
  %55 = insertelement <2 x double> poison, double %49, i64 0, !dbg !84
  %56 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !84
  br i1 %41, label %87, label %57, !dbg !84

57:                                               ; preds = %52, %57
  %58 = phi i64 [ %83, %57 ], [ 0, %52 ], !dbg !86
  %59 = phi <2 x i32> [ %84, %57 ], [ <i32 0, i32 1>, %52 ], !dbg !88
  %60 = phi i64 [ %85, %57 ], [ 0, %52 ]
  %61 = add <2 x i32> %59, <i32 2, i32 2>, !dbg !88
  %62 = sitofp <2 x i32> %59 to <2 x double>, !dbg !88
  %63 = sitofp <2 x i32> %61 to <2 x double>, !dbg !88
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %62), !dbg !89
  %65 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %63), !dbg !89
  %66 = add nsw i64 %58, %51, !dbg !86
  %67 = getelementptr inbounds double, double* %50, i64 %66, !dbg !86
  %68 = bitcast double* %67 to <2 x double>*, !dbg !90
  store <2 x double> %64, <2 x double>* %68, align 8, !dbg !90, !tbaa !91, !noalias !53
  %69 = getelementptr inbounds double, double* %67, i64 2, !dbg !90
  %70 = bitcast double* %69 to <2 x double>*, !dbg !90
  store <2 x double> %65, <2 x double>* %70, align 8, !dbg !90, !tbaa !91, !noalias !53
  %71 = or i64 %58, 4, !dbg !86
  %72 = add <2 x i32> %59, <i32 4, i32 4>, !dbg !88
  %73 = add <2 x i32> %59, <i32 6, i32 6>, !dbg !88
  %74 = sitofp <2 x i32> %72 to <2 x double>, !dbg !88
  %75 = sitofp <2 x i32> %73 to <2 x double>, !dbg !88
  %76 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %74), !dbg !89
  %77 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %75), !dbg !89
  %78 = add nsw i64 %71, %51, !dbg !86
  %79 = getelementptr inbounds double, double* %50, i64 %78, !dbg !86
  %80 = bitcast double* %79 to <2 x double>*, !dbg !90
  store <2 x double> %76, <2 x double>* %80, align 8, !dbg !90, !tbaa !91, !noalias !53
  %81 = getelementptr inbounds double, double* %79, i64 2, !dbg !90
  %82 = bitcast double* %81 to <2 x double>*, !dbg !90
  store <2 x double> %77, <2 x double>* %82, align 8, !dbg !90, !tbaa !91, !noalias !53
  %83 = add nuw i64 %58, 8, !dbg !86
  %84 = add <2 x i32> %59, <i32 8, i32 8>, !dbg !88
  %85 = add i64 %60, 2, !dbg !86
  %86 = icmp eq i64 %85, %42, !dbg !86
  br i1 %86, label %87, label %57, !dbg !86, !llvm.loop !93

87:                                               ; preds = %57, %52
  %88 = phi i64 [ 0, %52 ], [ %83, %57 ]
  %89 = phi <2 x i32> [ <i32 0, i32 1>, %52 ], [ %84, %57 ]
  br i1 %43, label %101, label %90, !dbg !86

90:                                               ; preds = %87
  %91 = add <2 x i32> %89, <i32 2, i32 2>, !dbg !88
  %92 = sitofp <2 x i32> %89 to <2 x double>, !dbg !88
  %93 = sitofp <2 x i32> %91 to <2 x double>, !dbg !88
  %94 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %92), !dbg !89
  %95 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %93), !dbg !89
  %96 = add nsw i64 %88, %51, !dbg !86
  %97 = getelementptr inbounds double, double* %50, i64 %96, !dbg !86
  %98 = bitcast double* %97 to <2 x double>*, !dbg !90
  store <2 x double> %94, <2 x double>* %98, align 8, !dbg !90, !tbaa !91, !noalias !53
  %99 = getelementptr inbounds double, double* %97, i64 2, !dbg !90
  %100 = bitcast double* %99 to <2 x double>*, !dbg !90
  store <2 x double> %95, <2 x double>* %100, align 8, !dbg !90, !tbaa !91, !noalias !53
  br label %101, !dbg !84

101:                                              ; preds = %87, %90
  br i1 %44, label %104, label %102, !dbg !84

102:                                              ; preds = %47, %101
  %103 = phi i64 [ 0, %47 ], [ %39, %101 ]
  br label %108, !dbg !84

104:                                              ; preds = %108, %101, %45
  %105 = add nsw i64 %46, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %105, metadata !62, metadata !DIExpression()) #3, !dbg !71
  call void @llvm.dbg.value(metadata i32 %21, metadata !66, metadata !DIExpression()) #3, !dbg !71
  %106 = trunc i64 %105 to i32, !dbg !78
  %107 = icmp eq i32 %32, %106, !dbg !78
  br i1 %107, label %117, label %45, !dbg !78, !llvm.loop !97

108:                                              ; preds = %102, %108
  %109 = phi i64 [ %115, %108 ], [ %103, %102 ]
  call void @llvm.dbg.value(metadata i64 %109, metadata !69, metadata !DIExpression()) #3, !dbg !83
  %110 = trunc i64 %109 to i32, !dbg !88
  %111 = sitofp i32 %110 to double, !dbg !88
  %112 = call double @llvm.fmuladd.f64(double %49, double 5.000000e-01, double %111) #3, !dbg !89
  %113 = add nsw i64 %109, %51, !dbg !99
  %114 = getelementptr inbounds double, double* %50, i64 %113, !dbg !100
  store double %112, double* %114, align 8, !dbg !90, !tbaa !91, !noalias !53
  %115 = add nuw nsw i64 %109, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %115, metadata !69, metadata !DIExpression()) #3, !dbg !83
  %116 = icmp eq i64 %115, %33, !dbg !101
  br i1 %116, label %104, label %108, !dbg !84, !llvm.loop !102

117:                                              ; preds = %104, %13
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %18) #3, !dbg !98, !noalias !53
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #3, !dbg !81, !noalias !53
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #3, !dbg !81, !noalias !53
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #3, !dbg !81, !noalias !53
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #3, !dbg !81, !noalias !53
  br label %118, !dbg !81

118:                                              ; preds = %3, %117
  ret void, !dbg !56
}

; Function Attrs: nounwind
declare !callback !104 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !106 {
  %3 = alloca %struct.grid*, align 8
  %4 = alloca %struct.grid*, align 8
  %5 = alloca %struct.grid, align 8
  %6 = alloca %struct.grid, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !110, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i8** %1, metadata !111, metadata !DIExpression()), !dbg !115
  %7 = icmp sgt i32 %0, 1, !dbg !116
  br i1 %7, label %8, label %13, !dbg !117

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !118
  %10 = load i8*, i8** %9, align 8, !dbg !118, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %10, metadata !119, metadata !DIExpression()) #3, !dbg !127
  %11 = tail call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #3, !dbg !129
  %12 = trunc i64 %11 to i32, !dbg !130
  br label %13, !dbg !117

13:                                               ; preds = %2, %8
  %14 = phi i32 [ %12, %8 ], [ 40, %2 ], !dbg !117
  call void @llvm.dbg.value(metadata i32 %14, metadata !112, metadata !DIExpression()), !dbg !115
  %15 = bitcast %struct.grid* %5 to i8*, !dbg !131
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %15) #3, !dbg !131
  call void @llvm.dbg.declare(metadata %struct.grid* %5, metadata !113, metadata !DIExpression()), !dbg !132
  %16 = bitcast %struct.grid* %6 to i8*, !dbg !131
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %16) #3, !dbg !131
  call void @llvm.dbg.declare(metadata %struct.grid* %6, metadata !114, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata %struct.grid* %5, metadata !134, metadata !DIExpression()) #3, !dbg !141
  call void @llvm.dbg.value(metadata i32 %14, metadata !139, metadata !DIExpression()) #3, !dbg !141
  call void @llvm.dbg.value(metadata i32 30, metadata !140, metadata !DIExpression()) #3, !dbg !141
  %17 = getelementptr inbounds %struct.grid, %struct.grid* %5, i64 0, i32 0, !dbg !143
  store i32 %14, i32* %17, align 8, !dbg !144, !tbaa !75
  %18 = getelementptr inbounds %struct.grid, %struct.grid* %5, i64 0, i32 1, !dbg !145
  store i32 30, i32* %18, align 4, !dbg !146, !tbaa !82
  %19 = sext i32 %14 to i64, !dbg !147
  %20 = mul nsw i64 %19, 240, !dbg !148
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #3, !dbg !149
  %22 = getelementptr inbounds %struct.grid, %struct.grid* %5, i64 0, i32 2, !dbg !150
  %23 = bitcast double** %22 to i8**, !dbg !151
  store i8* %21, i8** %23, align 8, !dbg !151, !tbaa !85
  %24 = shl nsw i32 %14, 1, !dbg !152
  call void @llvm.dbg.value(metadata %struct.grid* %6, metadata !134, metadata !DIExpression()) #3, !dbg !153
  call void @llvm.dbg.value(metadata i32 %24, metadata !139, metadata !DIExpression()) #3, !dbg !153
  call void @llvm.dbg.value(metadata i32 10, metadata !140, metadata !DIExpression()) #3, !dbg !153
  %25 = getelementptr inbounds %struct.grid, %struct.grid* %6, i64 0, i32 0, !dbg !155
  store i32 %24, i32* %25, align 8, !dbg !156, !tbaa !75
  %26 = getelementptr inbounds %struct.grid, %struct.grid* %6, i64 0, i32 1, !dbg !157
  store i32 10, i32* %26, align 4, !dbg !158, !tbaa !82
  %27 = sext i32 %24 to i64, !dbg !159
  %28 = mul nsw i64 %27, 80, !dbg !160
  %29 = tail call noalias i8* @malloc(i64 noundef %28) #3, !dbg !161
  %30 = getelementptr inbounds %struct.grid, %struct.grid* %6, i64 0, i32 2, !dbg !162
  %31 = bitcast double** %30 to i8**, !dbg !163
  store i8* %29, i8** %31, align 8, !dbg !163, !tbaa !85
  %32 = bitcast %struct.grid** %4 to i8*, !dbg !164
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %32), !dbg !164
  call void @llvm.dbg.value(metadata %struct.grid* %5, metadata !32, metadata !DIExpression()) #3, !dbg !164
  store %struct.grid* %5, %struct.grid** %4, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata %struct.grid** %4, metadata !32, metadata !DIExpression(DW_OP_deref)) #3, !dbg !164
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, %struct.grid**)* @.omp_outlined. to void (i32*, i32*, ...)*), %struct.grid** nonnull %4) #3, !dbg !166
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %32), !dbg !167
  %33 = bitcast %struct.grid** %3 to i8*, !dbg !168
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33), !dbg !168
  call void @llvm.dbg.value(metadata %struct.grid* %6, metadata !32, metadata !DIExpression()) #3, !dbg !168
  store %struct.grid* %6, %struct.grid** %3, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata %struct.grid** %3, metadata !32, metadata !DIExpression(DW_OP_deref)) #3, !dbg !168
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, %struct.grid**)* @.omp_outlined. to void (i32*, i32*, ...)*), %struct.grid** nonnull %3) #3, !dbg !170
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33), !dbg !171
  %34 = load double*, double** %22, align 8, !dbg !172, !tbaa !85
  %35 = getelementptr inbounds double, double* %34, i64 %19, !dbg !173
  %36 = load double, double* %35, align 8, !dbg !173, !tbaa !91
  %37 = load double*, double** %30, align 8, !dbg !174, !tbaa !85
  %38 = getelementptr inbounds double, double* %37, i64 %19, !dbg !175
  %39 = load double, double* %38, align 8, !dbg !175, !tbaa !91
  %40 = fadd double %36, %39, !dbg !176
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %40), !dbg !177
  %42 = load i8*, i8** %23, align 8, !dbg !178, !tbaa !85
  call void @free(i8* noundef %42) #3, !dbg !179
  %43 = load i8*, i8** %31, align 8, !dbg !180, !tbaa !85
  call void @free(i8* noundef %43) #3, !dbg !181
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %16) #3, !dbg !182
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %15) #3, !dbg !182
  ret i32 0, !dbg !183
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_obj_fields.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0ef21f4478f5e072a247d85870ee4c57")
!2 = !{!3, !6, !7, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"openmp", i32 50}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "relax", scope: !1, file: !1, line: 15, type: !20, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !31)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "grid", file: !1, line: 8, baseType: !24)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 8, size: 128, elements: !25)
!25 = !{!26, !27, !28}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !24, file: !1, line: 8, baseType: !6, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !24, file: !1, line: 8, baseType: !6, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !24, file: !1, line: 8, baseType: !29, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !{!32}
!32 = !DILocalVariable(name: "g", arg: 1, scope: !19, file: !1, line: 15, type: !22)
!33 = !DILocation(line: 0, scope: !19)
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 16, column: 1, scope: !19)
!39 = !DILocation(line: 20, column: 1, scope: !19)
!40 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 16, type: !41, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43, !43, !47}
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!47 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!48 = !{!49, !50, !51}
!49 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !40, type: !43, flags: DIFlagArtificial)
!50 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !40, type: !43, flags: DIFlagArtificial)
!51 = !DILocalVariable(name: "g", arg: 3, scope: !40, type: !47, flags: DIFlagArtificial)
!52 = !DILocation(line: 0, scope: !40)
!53 = !{!54}
!54 = distinct !{!54, !55, !".omp_outlined._debug__: argument 0"}
!55 = distinct !{!55, !".omp_outlined._debug__"}
!56 = !DILocation(line: 16, column: 1, scope: !40)
!57 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !58, type: !43, flags: DIFlagArtificial)
!58 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 17, type: !41, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!59 = !{!57, !60, !61, !62, !63, !63, !64, !65, !66, !67, !68, !64, !69}
!60 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !58, type: !43, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "g", arg: 3, scope: !58, file: !1, line: 15, type: !47)
!62 = !DILocalVariable(name: ".omp.iv", scope: !58, type: !6, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: ".capture_expr.", scope: !58, type: !6, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: "i", scope: !58, type: !6, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: ".omp.lb", scope: !58, type: !6, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: ".omp.ub", scope: !58, type: !6, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: ".omp.stride", scope: !58, type: !6, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: ".omp.is_last", scope: !58, type: !6, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "j", scope: !70, file: !1, line: 18, type: !6)
!70 = distinct !DILexicalBlock(scope: !58, file: !1, line: 18, column: 5)
!71 = !DILocation(line: 0, scope: !58, inlinedAt: !72)
!72 = distinct !DILocation(line: 16, column: 1, scope: !40)
!73 = !DILocation(line: 17, column: 23, scope: !58, inlinedAt: !72)
!74 = !DILocation(line: 17, column: 26, scope: !58, inlinedAt: !72)
!75 = !{!76, !77, i64 0}
!76 = !{!"", !77, i64 0, !77, i64 4, !35, i64 8}
!77 = !{!"int", !36, i64 0}
!78 = !DILocation(line: 17, column: 3, scope: !58, inlinedAt: !72)
!79 = !DILocation(line: 17, column: 8, scope: !58, inlinedAt: !72)
!80 = !{!77, !77, i64 0}
!81 = !DILocation(line: 16, column: 1, scope: !58, inlinedAt: !72)
!82 = !{!76, !77, i64 4}
!83 = !DILocation(line: 0, scope: !70, inlinedAt: !72)
!84 = !DILocation(line: 18, column: 5, scope: !70, inlinedAt: !72)
!85 = !{!76, !35, i64 8}
!86 = !DILocation(line: 18, column: 32, scope: !87, inlinedAt: !72)
!87 = distinct !DILexicalBlock(scope: !70, file: !1, line: 18, column: 5)
!88 = !DILocation(line: 19, column: 46, scope: !87, inlinedAt: !72)
!89 = !DILocation(line: 19, column: 44, scope: !87, inlinedAt: !72)
!90 = !DILocation(line: 19, column: 34, scope: !87, inlinedAt: !72)
!91 = !{!92, !92, i64 0}
!92 = !{!"double", !36, i64 0}
!93 = distinct !{!93, !84, !94, !95, !96}
!94 = !DILocation(line: 19, column: 46, scope: !70, inlinedAt: !72)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !{!"llvm.loop.isvectorized", i32 1}
!97 = distinct !{!97, !81, !98}
!98 = !DILocation(line: 16, column: 25, scope: !58, inlinedAt: !72)
!99 = !DILocation(line: 19, column: 29, scope: !87, inlinedAt: !72)
!100 = !DILocation(line: 19, column: 7, scope: !87, inlinedAt: !72)
!101 = !DILocation(line: 18, column: 23, scope: !87, inlinedAt: !72)
!102 = distinct !{!102, !84, !94, !95, !103, !96}
!103 = !{!"llvm.loop.unroll.runtime.disable"}
!104 = !{!105}
!105 = !{i64 2, i64 -1, i64 -1, i1 true}
!106 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !107, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!6, !6, !7}
!109 = !{!110, !111, !112, !113, !114}
!110 = !DILocalVariable(name: "argc", arg: 1, scope: !106, file: !1, line: 22, type: !6)
!111 = !DILocalVariable(name: "argv", arg: 2, scope: !106, file: !1, line: 22, type: !7)
!112 = !DILocalVariable(name: "n", scope: !106, file: !1, line: 23, type: !6)
!113 = !DILocalVariable(name: "x", scope: !106, file: !1, line: 24, type: !23)
!114 = !DILocalVariable(name: "y", scope: !106, file: !1, line: 24, type: !23)
!115 = !DILocation(line: 0, scope: !106)
!116 = !DILocation(line: 23, column: 16, scope: !106)
!117 = !DILocation(line: 23, column: 11, scope: !106)
!118 = !DILocation(line: 23, column: 27, scope: !106)
!119 = !DILocalVariable(name: "__nptr", arg: 1, scope: !120, file: !121, line: 362, type: !124)
!120 = distinct !DISubprogram(name: "atoi", scope: !121, file: !121, line: 362, type: !122, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !126)
!121 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!122 = !DISubroutineType(types: !123)
!123 = !{!6, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!126 = !{!119}
!127 = !DILocation(line: 0, scope: !120, inlinedAt: !128)
!128 = distinct !DILocation(line: 23, column: 22, scope: !106)
!129 = !DILocation(line: 364, column: 16, scope: !120, inlinedAt: !128)
!130 = !DILocation(line: 364, column: 10, scope: !120, inlinedAt: !128)
!131 = !DILocation(line: 24, column: 3, scope: !106)
!132 = !DILocation(line: 24, column: 8, scope: !106)
!133 = !DILocation(line: 24, column: 11, scope: !106)
!134 = !DILocalVariable(name: "g", arg: 1, scope: !135, file: !1, line: 10, type: !22)
!135 = distinct !DISubprogram(name: "grid_init", scope: !1, file: !1, line: 10, type: !136, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !138)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !22, !6, !6}
!138 = !{!134, !139, !140}
!139 = !DILocalVariable(name: "n", arg: 2, scope: !135, file: !1, line: 10, type: !6)
!140 = !DILocalVariable(name: "m", arg: 3, scope: !135, file: !1, line: 10, type: !6)
!141 = !DILocation(line: 0, scope: !135, inlinedAt: !142)
!142 = distinct !DILocation(line: 25, column: 3, scope: !106)
!143 = !DILocation(line: 11, column: 6, scope: !135, inlinedAt: !142)
!144 = !DILocation(line: 11, column: 8, scope: !135, inlinedAt: !142)
!145 = !DILocation(line: 11, column: 16, scope: !135, inlinedAt: !142)
!146 = !DILocation(line: 11, column: 18, scope: !135, inlinedAt: !142)
!147 = !DILocation(line: 12, column: 34, scope: !135, inlinedAt: !142)
!148 = !DILocation(line: 12, column: 36, scope: !135, inlinedAt: !142)
!149 = !DILocation(line: 12, column: 10, scope: !135, inlinedAt: !142)
!150 = !DILocation(line: 12, column: 6, scope: !135, inlinedAt: !142)
!151 = !DILocation(line: 12, column: 8, scope: !135, inlinedAt: !142)
!152 = !DILocation(line: 26, column: 19, scope: !106)
!153 = !DILocation(line: 0, scope: !135, inlinedAt: !154)
!154 = distinct !DILocation(line: 26, column: 3, scope: !106)
!155 = !DILocation(line: 11, column: 6, scope: !135, inlinedAt: !154)
!156 = !DILocation(line: 11, column: 8, scope: !135, inlinedAt: !154)
!157 = !DILocation(line: 11, column: 16, scope: !135, inlinedAt: !154)
!158 = !DILocation(line: 11, column: 18, scope: !135, inlinedAt: !154)
!159 = !DILocation(line: 12, column: 34, scope: !135, inlinedAt: !154)
!160 = !DILocation(line: 12, column: 36, scope: !135, inlinedAt: !154)
!161 = !DILocation(line: 12, column: 10, scope: !135, inlinedAt: !154)
!162 = !DILocation(line: 12, column: 6, scope: !135, inlinedAt: !154)
!163 = !DILocation(line: 12, column: 8, scope: !135, inlinedAt: !154)
!164 = !DILocation(line: 0, scope: !19, inlinedAt: !165)
!165 = distinct !DILocation(line: 27, column: 3, scope: !106)
!166 = !DILocation(line: 16, column: 1, scope: !19, inlinedAt: !165)
!167 = !DILocation(line: 20, column: 1, scope: !19, inlinedAt: !165)
!168 = !DILocation(line: 0, scope: !19, inlinedAt: !169)
!169 = distinct !DILocation(line: 28, column: 3, scope: !106)
!170 = !DILocation(line: 16, column: 1, scope: !19, inlinedAt: !169)
!171 = !DILocation(line: 20, column: 1, scope: !19, inlinedAt: !169)
!172 = !DILocation(line: 29, column: 20, scope: !106)
!173 = !DILocation(line: 29, column: 18, scope: !106)
!174 = !DILocation(line: 29, column: 29, scope: !106)
!175 = !DILocation(line: 29, column: 27, scope: !106)
!176 = !DILocation(line: 29, column: 25, scope: !106)
!177 = !DILocation(line: 29, column: 3, scope: !106)
!178 = !DILocation(line: 30, column: 10, scope: !106)
!179 = !DILocation(line: 30, column: 3, scope: !106)
!180 = !DILocation(line: 30, column: 21, scope: !106)
!181 = !DILocation(line: 30, column: 14, scope: !106)
!182 = !DILocation(line: 32, column: 1, scope: !106)
!183 = !DILocation(line: 31, column: 3, scope: !106)
