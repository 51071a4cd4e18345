; ModuleID = 'args_omp.c'
source_filename = "args_omp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [24 x i8] c";args_omp.c;main;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 23, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [25 x i8] c";args_omp.c;main;19;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 24, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 23, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [24 x i8] c";args_omp.c;main;23;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 23, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [25 x i8] c";args_omp.c;main;23;42;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 24, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 23, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @5, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !35
  %8 = bitcast i32* %3 to i8*, !dbg !36
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #4, !dbg !36
  %9 = bitcast i32* %4 to i8*, !dbg !36
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #4, !dbg !36
  call void @llvm.dbg.value(metadata i32* %3, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %0, metadata !37, metadata !DIExpression()) #4, !dbg !47
  call void @llvm.dbg.value(metadata i8** %1, metadata !43, metadata !DIExpression()) #4, !dbg !47
  call void @llvm.dbg.value(metadata i32* %3, metadata !44, metadata !DIExpression()) #4, !dbg !47
  call void @llvm.dbg.value(metadata i32* %4, metadata !45, metadata !DIExpression()) #4, !dbg !47
  call void @llvm.dbg.value(metadata i32* undef, metadata !46, metadata !DIExpression()) #4, !dbg !47
  store i32 200, i32* %3, align 4, !dbg !49, !tbaa !50
  store i32 150, i32* %4, align 4, !dbg !54, !tbaa !50
  %10 = icmp sgt i32 %0, 1, !dbg !55
  br i1 %10, label %11, label %28, !dbg !57

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !58
  %13 = load i8*, i8** %12, align 8, !dbg !58, !tbaa !59
  call void @llvm.dbg.value(metadata i8* %13, metadata !61, metadata !DIExpression()) #4, !dbg !69
  %14 = tail call i64 @strtol(i8* nocapture noundef nonnull %13, i8** noundef null, i32 noundef 10) #4, !dbg !71
  %15 = trunc i64 %14 to i32, !dbg !72
  store i32 %15, i32* %3, align 4, !dbg !73, !tbaa !50
  %16 = icmp eq i32 %0, 2, !dbg !74
  br i1 %16, label %28, label %17, !dbg !76

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !77
  %19 = load i8*, i8** %18, align 8, !dbg !77, !tbaa !59
  call void @llvm.dbg.value(metadata i8* %19, metadata !61, metadata !DIExpression()) #4, !dbg !78
  %20 = tail call i64 @strtol(i8* nocapture noundef nonnull %19, i8** noundef null, i32 noundef 10) #4, !dbg !80
  %21 = trunc i64 %20 to i32, !dbg !81
  store i32 %21, i32* %4, align 4, !dbg !82, !tbaa !50
  %22 = icmp ugt i32 %0, 3, !dbg !83
  br i1 %22, label %23, label %28, !dbg !85

23:                                               ; preds = %17
  %24 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !86
  %25 = load i8*, i8** %24, align 8, !dbg !86, !tbaa !59
  call void @llvm.dbg.value(metadata i8* %25, metadata !61, metadata !DIExpression()) #4, !dbg !87
  %26 = tail call i64 @strtol(i8* nocapture noundef nonnull %25, i8** noundef null, i32 noundef 10) #4, !dbg !89
  %27 = trunc i64 %26 to i32, !dbg !90
  br label %28, !dbg !91

28:                                               ; preds = %2, %11, %17, %23
  %29 = phi i32 [ 150, %11 ], [ %21, %23 ], [ %21, %17 ], [ 150, %2 ], !dbg !92
  %30 = phi i64 [ %14, %11 ], [ %14, %23 ], [ %14, %17 ], [ 200, %2 ], !dbg !93
  %31 = phi i32 [ 2, %11 ], [ %27, %23 ], [ 2, %17 ], [ 2, %2 ], !dbg !47
  call void @llvm.dbg.value(metadata i32 %31, metadata !27, metadata !DIExpression()), !dbg !35
  tail call void @omp_set_num_threads(i32 noundef %31), !dbg !94
  %32 = bitcast double** %5 to i8*, !dbg !95
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %32) #4, !dbg !95
  call void @llvm.dbg.value(metadata i32 undef, metadata !25, metadata !DIExpression()), !dbg !35
  %33 = shl i64 %30, 32, !dbg !93
  %34 = ashr exact i64 %33, 29, !dbg !96
  call void @llvm.dbg.value(metadata i32 %29, metadata !26, metadata !DIExpression()), !dbg !35
  %35 = sext i32 %29 to i64, !dbg !92
  %36 = mul i64 %34, %35, !dbg !97
  %37 = tail call noalias i8* @malloc(i64 noundef %36) #4, !dbg !98
  call void @llvm.dbg.value(metadata i8* %37, metadata !28, metadata !DIExpression()), !dbg !35
  %38 = bitcast double** %5 to i8**, !dbg !99
  store i8* %37, i8** %38, align 8, !dbg !99, !tbaa !59
  %39 = bitcast double** %6 to i8*, !dbg !95
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %39) #4, !dbg !95
  call void @llvm.dbg.value(metadata i32 %29, metadata !26, metadata !DIExpression()), !dbg !35
  %40 = shl nsw i64 %35, 3, !dbg !100
  %41 = tail call noalias i8* @malloc(i64 noundef %40) #4, !dbg !101
  call void @llvm.dbg.value(metadata i8* %41, metadata !31, metadata !DIExpression()), !dbg !35
  %42 = bitcast double** %6 to i8**, !dbg !102
  store i8* %41, i8** %42, align 8, !dbg !102, !tbaa !59
  %43 = bitcast double** %7 to i8*, !dbg !95
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %43) #4, !dbg !95
  call void @llvm.dbg.value(metadata i32 undef, metadata !25, metadata !DIExpression()), !dbg !35
  %44 = tail call noalias i8* @malloc(i64 noundef %34) #4, !dbg !103
  call void @llvm.dbg.value(metadata i8* %44, metadata !32, metadata !DIExpression()), !dbg !35
  %45 = bitcast double** %7 to i8**, !dbg !104
  store i8* %44, i8** %45, align 8, !dbg !104, !tbaa !59
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 %29, metadata !26, metadata !DIExpression()), !dbg !35
  %46 = icmp sgt i32 %29, 0, !dbg !106
  %47 = bitcast i8* %41 to double*, !dbg !108
  br i1 %46, label %48, label %97, !dbg !108

48:                                               ; preds = %28
  %49 = zext i32 %29 to i64, !dbg !106
  %50 = icmp eq i32 %29, 1, !dbg !108
  br i1 %50, label %95, label %51, !dbg !108

51:                                               ; preds = %48
  %52 = and i64 %49, 4294967294, !dbg !108
  %53 = add nsw i64 %52, -2, !dbg !108
  %54 = lshr exact i64 %53, 1, !dbg !108
  %55 = add nuw i64 %54, 1, !dbg !108
  %56 = and i64 %55, 1, !dbg !108
  %57 = icmp eq i64 %53, 0, !dbg !108
  br i1 %57, label %85, label %58, !dbg !108

58:                                               ; preds = %51
  %59 = and i64 %55, -2, !dbg !108
  br label %60, !dbg !108

60:                                               ; preds = %60, %58
  %61 = phi i64 [ 0, %58 ], [ %77, %60 ], !dbg !109
  %62 = phi <2 x i64> [ <i64 0, i64 1>, %58 ], [ %78, %60 ]
  %63 = phi i64 [ 0, %58 ], [ %79, %60 ]
  %64 = trunc <2 x i64> %62 to <2 x i32>, !dbg !110
  %65 = add <2 x i32> %64, <i32 1, i32 1>, !dbg !110
  %66 = sitofp <2 x i32> %65 to <2 x double>, !dbg !110
  %67 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %66, !dbg !111
  %68 = getelementptr inbounds double, double* %47, i64 %61, !dbg !109
  %69 = bitcast double* %68 to <2 x double>*, !dbg !112
  store <2 x double> %67, <2 x double>* %69, align 8, !dbg !112, !tbaa !113
  %70 = or i64 %61, 2, !dbg !109
  %71 = trunc <2 x i64> %62 to <2 x i32>, !dbg !110
  %72 = add <2 x i32> %71, <i32 3, i32 3>, !dbg !110
  %73 = sitofp <2 x i32> %72 to <2 x double>, !dbg !110
  %74 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %73, !dbg !111
  %75 = getelementptr inbounds double, double* %47, i64 %70, !dbg !109
  %76 = bitcast double* %75 to <2 x double>*, !dbg !112
  store <2 x double> %74, <2 x double>* %76, align 8, !dbg !112, !tbaa !113
  %77 = add nuw i64 %61, 4, !dbg !109
  %78 = add <2 x i64> %62, <i64 4, i64 4>
  %79 = add nuw i64 %63, 2, !dbg !109
  %80 = icmp eq i64 %79, %59, !dbg !109
  br i1 %80, label %81, label %60, !dbg !109, !llvm.loop !115

81:                                               ; preds = %60
  %82 = trunc <2 x i64> %78 to <2 x i32>, !dbg !109
  %83 = add <2 x i32> %82, <i32 1, i32 1>, !dbg !109
  %84 = sitofp <2 x i32> %83 to <2 x double>, !dbg !109
  br label %85, !dbg !109

85:                                               ; preds = %81, %51
  %86 = phi i64 [ 0, %51 ], [ %77, %81 ]
  %87 = phi <2 x double> [ <double 1.000000e+00, double 2.000000e+00>, %51 ], [ %84, %81 ]
  %88 = icmp eq i64 %56, 0, !dbg !109
  br i1 %88, label %93, label %89, !dbg !109

89:                                               ; preds = %85
  %90 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %87, !dbg !111
  %91 = getelementptr inbounds double, double* %47, i64 %86, !dbg !109
  %92 = bitcast double* %91 to <2 x double>*, !dbg !112
  store <2 x double> %90, <2 x double>* %92, align 8, !dbg !112, !tbaa !113
  br label %93, !dbg !108

93:                                               ; preds = %85, %89
  %94 = icmp eq i64 %52, %49, !dbg !108
  br i1 %94, label %97, label %95, !dbg !108

95:                                               ; preds = %48, %93
  %96 = phi i64 [ 0, %48 ], [ %52, %93 ]
  br label %105, !dbg !108

97:                                               ; preds = %105, %93, %28
  call void @llvm.dbg.value(metadata i32* %3, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata double** %5, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, i32* nonnull %4, double** nonnull %5), !dbg !119
  call void @llvm.dbg.value(metadata double** %6, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata double** %7, metadata !32, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %3, i32* nonnull %4, double** nonnull %5, double** nonnull %6, double** nonnull %7), !dbg !120
  %98 = load double*, double** %7, align 8, !dbg !121, !tbaa !59
  call void @llvm.dbg.value(metadata double* %98, metadata !32, metadata !DIExpression()), !dbg !35
  %99 = load i32, i32* %3, align 4, !dbg !122, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %99, metadata !25, metadata !DIExpression()), !dbg !35
  %100 = add nsw i32 %99, -1, !dbg !123
  %101 = sext i32 %100 to i64, !dbg !121
  %102 = getelementptr inbounds double, double* %98, i64 %101, !dbg !121
  %103 = load double, double* %102, align 8, !dbg !121, !tbaa !113
  %104 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %103), !dbg !124
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %43) #4, !dbg !125
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %39) #4, !dbg !125
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %32) #4, !dbg !125
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #4, !dbg !125
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #4, !dbg !125
  ret i32 0, !dbg !126

105:                                              ; preds = %95, %105
  %106 = phi i64 [ %107, %105 ], [ %96, %95 ]
  call void @llvm.dbg.value(metadata i64 %106, metadata !33, metadata !DIExpression()), !dbg !105
  %107 = add nuw nsw i64 %106, 1, !dbg !109
  %108 = trunc i64 %107 to i32, !dbg !110
  %109 = sitofp i32 %108 to double, !dbg !110
  %110 = fdiv double 1.000000e+00, %109, !dbg !111
  call void @llvm.dbg.value(metadata double* %47, metadata !31, metadata !DIExpression()), !dbg !35
  %111 = getelementptr inbounds double, double* %47, i64 %106, !dbg !127
  store double %110, double* %111, align 8, !dbg !112, !tbaa !113
  call void @llvm.dbg.value(metadata i64 %107, metadata !33, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 %29, metadata !26, metadata !DIExpression()), !dbg !35
  %112 = icmp eq i64 %107, %49, !dbg !106
  br i1 %112, label %97, label %105, !dbg !108, !llvm.loop !128
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare !dbg !130 void @omp_set_num_threads(i32 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #4

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4) #5 !dbg !135 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !145, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32* %1, metadata !146, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32* %2, metadata !147, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32* %3, metadata !148, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata double** %4, metadata !149, metadata !DIExpression()), !dbg !150
  tail call void @llvm.experimental.noalias.scope.decl(metadata !151), !dbg !154
  call void @llvm.dbg.value(metadata i32* %0, metadata !155, metadata !DIExpression()) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32* undef, metadata !158, metadata !DIExpression()) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32* %2, metadata !159, metadata !DIExpression()) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32* %3, metadata !160, metadata !DIExpression()) #4, !dbg !172
  call void @llvm.dbg.value(metadata double** %4, metadata !161, metadata !DIExpression()) #4, !dbg !172
  %10 = load i32, i32* %2, align 4, !dbg !174, !tbaa !50, !noalias !151
  call void @llvm.dbg.value(metadata i32 %10, metadata !163, metadata !DIExpression()) #4, !dbg !172
  %11 = add nsw i32 %10, -1, !dbg !175
  call void @llvm.dbg.value(metadata i32 %11, metadata !163, metadata !DIExpression()) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !164, metadata !DIExpression()) #4, !dbg !172
  %12 = icmp sgt i32 %10, 0, !dbg !175
  br i1 %12, label %13, label %78, !dbg !175

13:                                               ; preds = %5
  %14 = bitcast i32* %6 to i8*, !dbg !175
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #4, !dbg !175, !noalias !151
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()) #4, !dbg !172
  store i32 0, i32* %6, align 4, !dbg !176, !tbaa !50, !noalias !151
  %15 = bitcast i32* %7 to i8*, !dbg !175
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #4, !dbg !175, !noalias !151
  call void @llvm.dbg.value(metadata i32 %11, metadata !166, metadata !DIExpression()) #4, !dbg !172
  store i32 %11, i32* %7, align 4, !dbg !176, !tbaa !50, !noalias !151
  %16 = bitcast i32* %8 to i8*, !dbg !175
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #4, !dbg !175, !noalias !151
  call void @llvm.dbg.value(metadata i32 1, metadata !167, metadata !DIExpression()) #4, !dbg !172
  store i32 1, i32* %8, align 4, !dbg !176, !tbaa !50, !noalias !151
  %17 = bitcast i32* %9 to i8*, !dbg !175
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #4, !dbg !175, !noalias !151
  call void @llvm.dbg.value(metadata i32 0, metadata !168, metadata !DIExpression()) #4, !dbg !172
  store i32 0, i32* %9, align 4, !dbg !176, !tbaa !50, !noalias !151
  %18 = load i32, i32* %0, align 4, !dbg !175, !tbaa !50, !alias.scope !151
  call void @llvm.dbg.value(metadata i32* %6, metadata !165, metadata !DIExpression(DW_OP_deref)) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32* %7, metadata !166, metadata !DIExpression(DW_OP_deref)) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32* %8, metadata !167, metadata !DIExpression(DW_OP_deref)) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32* %9, metadata !168, metadata !DIExpression(DW_OP_deref)) #4, !dbg !172
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %18, i32 34, i32* nonnull %9, i32* nonnull %6, i32* nonnull %7, i32* nonnull %8, i32 1, i32 1) #4, !dbg !177, !noalias !151
  %19 = load i32, i32* %7, align 4, !dbg !176, !tbaa !50, !noalias !151
  call void @llvm.dbg.value(metadata i32 %19, metadata !166, metadata !DIExpression()) #4, !dbg !172
  %20 = icmp sgt i32 %19, %11, !dbg !176
  %21 = select i1 %20, i32 %11, i32 %19, !dbg !176
  call void @llvm.dbg.value(metadata i32 %21, metadata !166, metadata !DIExpression()) #4, !dbg !172
  store i32 %21, i32* %7, align 4, !dbg !176, !tbaa !50, !noalias !151
  %22 = load i32, i32* %6, align 4, !dbg !176, !tbaa !50, !noalias !151
  call void @llvm.dbg.value(metadata i32 %22, metadata !165, metadata !DIExpression()) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32 %22, metadata !162, metadata !DIExpression()) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32 %21, metadata !166, metadata !DIExpression()) #4, !dbg !172
  %23 = icmp sgt i32 %22, %21, !dbg !175
  br i1 %23, label %77, label %24, !dbg !175

24:                                               ; preds = %13
  %25 = load i32, i32* %3, align 4, !tbaa !50, !noalias !151
  %26 = icmp sgt i32 %25, 0
  %27 = load double*, double** %4, align 8, !noalias !151
  %28 = sext i32 %25 to i64
  %29 = sext i32 %22 to i64, !dbg !175
  %30 = add nsw i32 %21, 1, !dbg !175
  %31 = zext i32 %25 to i64
  %32 = icmp ult i32 %25, 4
  %33 = and i64 %31, 4294967292
  %34 = icmp eq i64 %33, %31
  br label %35, !dbg !175

35:                                               ; preds = %64, %24
  %36 = phi i64 [ %29, %24 ], [ %65, %64 ]
  call void @llvm.dbg.value(metadata i64 %36, metadata !162, metadata !DIExpression()) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !169, metadata !DIExpression()) #4, !dbg !178
  br i1 %26, label %37, label %64, !dbg !179

37:                                               ; preds = %35
  %38 = mul nsw i64 %36, %28
  %39 = trunc i64 %36 to i32
  br i1 %32, label %62, label %40, !dbg !179

40:                                               ; preds = %37
  %41 = insertelement <2 x i32> poison, i32 %39, i64 0, !dbg !179
  %42 = shufflevector <2 x i32> %41, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !179
  %43 = add i32 %39, 2
  %44 = insertelement <2 x i32> poison, i32 %43, i64 0
  %45 = shufflevector <2 x i32> %44, <2 x i32> poison, <2 x i32> zeroinitializer
  br label %46, !dbg !179

46:                                               ; preds = %46, %40
  %47 = phi i64 [ 0, %40 ], [ %58, %46 ], !dbg !180
  %48 = phi <2 x i32> [ <i32 0, i32 1>, %40 ], [ %59, %46 ], !dbg !182
  %49 = add nsw <2 x i32> %48, %42, !dbg !182
  %50 = add <2 x i32> %45, %48, !dbg !182
  %51 = sitofp <2 x i32> %49 to <2 x double>, !dbg !183
  %52 = sitofp <2 x i32> %50 to <2 x double>, !dbg !183
  %53 = add nsw i64 %47, %38, !dbg !180
  %54 = getelementptr inbounds double, double* %27, i64 %53, !dbg !180
  %55 = bitcast double* %54 to <2 x double>*, !dbg !184
  store <2 x double> %51, <2 x double>* %55, align 8, !dbg !184, !tbaa !113, !noalias !151
  %56 = getelementptr inbounds double, double* %54, i64 2, !dbg !184
  %57 = bitcast double* %56 to <2 x double>*, !dbg !184
  store <2 x double> %52, <2 x double>* %57, align 8, !dbg !184, !tbaa !113, !noalias !151
  %58 = add nuw i64 %47, 4, !dbg !180
  %59 = add <2 x i32> %48, <i32 4, i32 4>, !dbg !182
  %60 = icmp eq i64 %58, %33, !dbg !180
  br i1 %60, label %61, label %46, !dbg !180, !llvm.loop !185

61:                                               ; preds = %46
  br i1 %34, label %64, label %62, !dbg !179

62:                                               ; preds = %37, %61
  %63 = phi i64 [ 0, %37 ], [ %33, %61 ]
  br label %68, !dbg !179

64:                                               ; preds = %68, %61, %35
  %65 = add nsw i64 %36, 1, !dbg !175
  call void @llvm.dbg.value(metadata i64 %65, metadata !162, metadata !DIExpression()) #4, !dbg !172
  call void @llvm.dbg.value(metadata i32 %21, metadata !166, metadata !DIExpression()) #4, !dbg !172
  %66 = trunc i64 %65 to i32, !dbg !175
  %67 = icmp eq i32 %30, %66, !dbg !175
  br i1 %67, label %77, label %35, !dbg !175, !llvm.loop !187

68:                                               ; preds = %62, %68
  %69 = phi i64 [ %75, %68 ], [ %63, %62 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !169, metadata !DIExpression()) #4, !dbg !178
  %70 = trunc i64 %69 to i32, !dbg !182
  %71 = add nsw i32 %70, %39, !dbg !182
  %72 = sitofp i32 %71 to double, !dbg !183
  %73 = add nsw i64 %69, %38, !dbg !189
  %74 = getelementptr inbounds double, double* %27, i64 %73, !dbg !190
  store double %72, double* %74, align 8, !dbg !184, !tbaa !113, !noalias !151
  %75 = add nuw nsw i64 %69, 1, !dbg !180
  call void @llvm.dbg.value(metadata i64 %75, metadata !169, metadata !DIExpression()) #4, !dbg !178
  %76 = icmp eq i64 %75, %31, !dbg !191
  br i1 %76, label %64, label %68, !dbg !179, !llvm.loop !192

77:                                               ; preds = %64, %13
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %18) #4, !dbg !188, !noalias !151
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #4, !dbg !177, !noalias !151
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #4, !dbg !177, !noalias !151
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #4, !dbg !177, !noalias !151
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #4, !dbg !177, !noalias !151
  br label %78, !dbg !177

78:                                               ; preds = %5, %77
  ret void, !dbg !154
}

; Function Attrs: nounwind
declare !callback !193 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6) #5 !dbg !195 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !199, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32* %1, metadata !200, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32* %2, metadata !201, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata i32* %3, metadata !202, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double** %4, metadata !203, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double** %5, metadata !204, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.value(metadata double** %6, metadata !205, metadata !DIExpression()), !dbg !206
  tail call void @llvm.experimental.noalias.scope.decl(metadata !207), !dbg !210
  call void @llvm.dbg.value(metadata i32* %0, metadata !211, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32* undef, metadata !214, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32* %2, metadata !215, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32* %3, metadata !216, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata double** %4, metadata !217, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata double** %5, metadata !218, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata double** %6, metadata !219, metadata !DIExpression()) #4, !dbg !231
  %12 = load i32, i32* %2, align 4, !dbg !233, !tbaa !50, !noalias !207
  call void @llvm.dbg.value(metadata i32 %12, metadata !221, metadata !DIExpression()) #4, !dbg !231
  %13 = add nsw i32 %12, -1, !dbg !234
  call void @llvm.dbg.value(metadata i32 %13, metadata !221, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !222, metadata !DIExpression()) #4, !dbg !231
  %14 = icmp sgt i32 %12, 0, !dbg !234
  br i1 %14, label %15, label %103, !dbg !234

15:                                               ; preds = %7
  %16 = bitcast i32* %8 to i8*, !dbg !234
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #4, !dbg !234, !noalias !207
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()) #4, !dbg !231
  store i32 0, i32* %8, align 4, !dbg !235, !tbaa !50, !noalias !207
  %17 = bitcast i32* %9 to i8*, !dbg !234
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #4, !dbg !234, !noalias !207
  call void @llvm.dbg.value(metadata i32 %13, metadata !224, metadata !DIExpression()) #4, !dbg !231
  store i32 %13, i32* %9, align 4, !dbg !235, !tbaa !50, !noalias !207
  %18 = bitcast i32* %10 to i8*, !dbg !234
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #4, !dbg !234, !noalias !207
  call void @llvm.dbg.value(metadata i32 1, metadata !225, metadata !DIExpression()) #4, !dbg !231
  store i32 1, i32* %10, align 4, !dbg !235, !tbaa !50, !noalias !207
  %19 = bitcast i32* %11 to i8*, !dbg !234
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #4, !dbg !234, !noalias !207
  call void @llvm.dbg.value(metadata i32 0, metadata !226, metadata !DIExpression()) #4, !dbg !231
  store i32 0, i32* %11, align 4, !dbg !235, !tbaa !50, !noalias !207
  %20 = load i32, i32* %0, align 4, !dbg !234, !tbaa !50, !alias.scope !207
  call void @llvm.dbg.value(metadata i32* %8, metadata !223, metadata !DIExpression(DW_OP_deref)) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32* %9, metadata !224, metadata !DIExpression(DW_OP_deref)) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32* %10, metadata !225, metadata !DIExpression(DW_OP_deref)) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32* %11, metadata !226, metadata !DIExpression(DW_OP_deref)) #4, !dbg !231
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %20, i32 34, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10, i32 1, i32 1) #4, !dbg !236, !noalias !207
  %21 = load i32, i32* %9, align 4, !dbg !235, !tbaa !50, !noalias !207
  call void @llvm.dbg.value(metadata i32 %21, metadata !224, metadata !DIExpression()) #4, !dbg !231
  %22 = icmp sgt i32 %21, %13, !dbg !235
  %23 = select i1 %22, i32 %13, i32 %21, !dbg !235
  call void @llvm.dbg.value(metadata i32 %23, metadata !224, metadata !DIExpression()) #4, !dbg !231
  store i32 %23, i32* %9, align 4, !dbg !235, !tbaa !50, !noalias !207
  %24 = load i32, i32* %8, align 4, !dbg !235, !tbaa !50, !noalias !207
  call void @llvm.dbg.value(metadata i32 %24, metadata !223, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32 %24, metadata !220, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32 %23, metadata !224, metadata !DIExpression()) #4, !dbg !231
  %25 = icmp sgt i32 %24, %23, !dbg !234
  br i1 %25, label %102, label %26, !dbg !234

26:                                               ; preds = %15
  %27 = load i32, i32* %3, align 4, !tbaa !50, !noalias !207
  %28 = icmp sgt i32 %27, 0
  %29 = load double*, double** %4, align 8, !noalias !207
  %30 = sext i32 %27 to i64
  %31 = load double*, double** %5, align 8, !noalias !207
  %32 = load double*, double** %6, align 8, !tbaa !59, !noalias !207
  %33 = sext i32 %24 to i64, !dbg !234
  %34 = add nsw i32 %23, 1, !dbg !234
  %35 = zext i32 %27 to i64
  %36 = add nsw i64 %35, -1, !dbg !234
  %37 = and i64 %35, 3
  %38 = icmp ult i64 %36, 3
  %39 = and i64 %35, 4294967292
  %40 = icmp eq i64 %37, 0
  br label %41, !dbg !234

41:                                               ; preds = %62, %26
  %42 = phi i64 [ %33, %26 ], [ %65, %62 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !220, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !229, metadata !DIExpression()) #4, !dbg !237
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !227, metadata !DIExpression()) #4, !dbg !238
  br i1 %28, label %43, label %62, !dbg !239

43:                                               ; preds = %41
  %44 = mul nsw i64 %42, %30
  br i1 %38, label %45, label %68, !dbg !239

45:                                               ; preds = %68, %43
  %46 = phi double [ undef, %43 ], [ %98, %68 ]
  %47 = phi i64 [ 0, %43 ], [ %99, %68 ]
  %48 = phi double [ 0.000000e+00, %43 ], [ %98, %68 ]
  br i1 %40, label %62, label %49, !dbg !239

49:                                               ; preds = %45, %49
  %50 = phi i64 [ %59, %49 ], [ %47, %45 ]
  %51 = phi double [ %58, %49 ], [ %48, %45 ]
  %52 = phi i64 [ %60, %49 ], [ 0, %45 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !229, metadata !DIExpression()) #4, !dbg !237
  call void @llvm.dbg.value(metadata double %51, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %53 = add nsw i64 %50, %44, !dbg !240
  %54 = getelementptr inbounds double, double* %29, i64 %53, !dbg !242
  %55 = load double, double* %54, align 8, !dbg !242, !tbaa !113, !noalias !207
  %56 = getelementptr inbounds double, double* %31, i64 %50, !dbg !243
  %57 = load double, double* %56, align 8, !dbg !243, !tbaa !113, !noalias !207
  %58 = call double @llvm.fmuladd.f64(double %55, double %57, double %51) #4, !dbg !244
  call void @llvm.dbg.value(metadata double %58, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %59 = add nuw nsw i64 %50, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %59, metadata !229, metadata !DIExpression()) #4, !dbg !237
  %60 = add i64 %52, 1, !dbg !239
  %61 = icmp eq i64 %60, %37, !dbg !239
  br i1 %61, label %62, label %49, !dbg !239, !llvm.loop !246

62:                                               ; preds = %45, %49, %41
  %63 = phi double [ 0.000000e+00, %41 ], [ %46, %45 ], [ %58, %49 ], !dbg !238
  %64 = getelementptr inbounds double, double* %32, i64 %42, !dbg !248
  store double %63, double* %64, align 8, !dbg !249, !tbaa !113, !noalias !207
  %65 = add nsw i64 %42, 1, !dbg !234
  call void @llvm.dbg.value(metadata i64 %65, metadata !220, metadata !DIExpression()) #4, !dbg !231
  call void @llvm.dbg.value(metadata i32 %23, metadata !224, metadata !DIExpression()) #4, !dbg !231
  %66 = trunc i64 %65 to i32, !dbg !234
  %67 = icmp eq i32 %34, %66, !dbg !234
  br i1 %67, label %102, label %41, !dbg !234, !llvm.loop !250

68:                                               ; preds = %43, %68
  %69 = phi i64 [ %99, %68 ], [ 0, %43 ]
  %70 = phi double [ %98, %68 ], [ 0.000000e+00, %43 ]
  %71 = phi i64 [ %100, %68 ], [ 0, %43 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !229, metadata !DIExpression()) #4, !dbg !237
  call void @llvm.dbg.value(metadata double %70, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %72 = add nsw i64 %69, %44, !dbg !240
  %73 = getelementptr inbounds double, double* %29, i64 %72, !dbg !242
  %74 = load double, double* %73, align 8, !dbg !242, !tbaa !113, !noalias !207
  %75 = getelementptr inbounds double, double* %31, i64 %69, !dbg !243
  %76 = load double, double* %75, align 8, !dbg !243, !tbaa !113, !noalias !207
  %77 = call double @llvm.fmuladd.f64(double %74, double %76, double %70) #4, !dbg !244
  call void @llvm.dbg.value(metadata double %77, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %78 = or i64 %69, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %78, metadata !229, metadata !DIExpression()) #4, !dbg !237
  call void @llvm.dbg.value(metadata i64 %78, metadata !229, metadata !DIExpression()) #4, !dbg !237
  call void @llvm.dbg.value(metadata double %77, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %79 = add nsw i64 %78, %44, !dbg !240
  %80 = getelementptr inbounds double, double* %29, i64 %79, !dbg !242
  %81 = load double, double* %80, align 8, !dbg !242, !tbaa !113, !noalias !207
  %82 = getelementptr inbounds double, double* %31, i64 %78, !dbg !243
  %83 = load double, double* %82, align 8, !dbg !243, !tbaa !113, !noalias !207
  %84 = call double @llvm.fmuladd.f64(double %81, double %83, double %77) #4, !dbg !244
  call void @llvm.dbg.value(metadata double %84, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %85 = or i64 %69, 2, !dbg !245
  call void @llvm.dbg.value(metadata i64 %85, metadata !229, metadata !DIExpression()) #4, !dbg !237
  call void @llvm.dbg.value(metadata i64 %85, metadata !229, metadata !DIExpression()) #4, !dbg !237
  call void @llvm.dbg.value(metadata double %84, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %86 = add nsw i64 %85, %44, !dbg !240
  %87 = getelementptr inbounds double, double* %29, i64 %86, !dbg !242
  %88 = load double, double* %87, align 8, !dbg !242, !tbaa !113, !noalias !207
  %89 = getelementptr inbounds double, double* %31, i64 %85, !dbg !243
  %90 = load double, double* %89, align 8, !dbg !243, !tbaa !113, !noalias !207
  %91 = call double @llvm.fmuladd.f64(double %88, double %90, double %84) #4, !dbg !244
  call void @llvm.dbg.value(metadata double %91, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %92 = or i64 %69, 3, !dbg !245
  call void @llvm.dbg.value(metadata i64 %92, metadata !229, metadata !DIExpression()) #4, !dbg !237
  call void @llvm.dbg.value(metadata i64 %92, metadata !229, metadata !DIExpression()) #4, !dbg !237
  call void @llvm.dbg.value(metadata double %91, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %93 = add nsw i64 %92, %44, !dbg !240
  %94 = getelementptr inbounds double, double* %29, i64 %93, !dbg !242
  %95 = load double, double* %94, align 8, !dbg !242, !tbaa !113, !noalias !207
  %96 = getelementptr inbounds double, double* %31, i64 %92, !dbg !243
  %97 = load double, double* %96, align 8, !dbg !243, !tbaa !113, !noalias !207
  %98 = call double @llvm.fmuladd.f64(double %95, double %97, double %91) #4, !dbg !244
  call void @llvm.dbg.value(metadata double %98, metadata !227, metadata !DIExpression()) #4, !dbg !238
  %99 = add nuw nsw i64 %69, 4, !dbg !245
  call void @llvm.dbg.value(metadata i64 %99, metadata !229, metadata !DIExpression()) #4, !dbg !237
  %100 = add i64 %71, 4, !dbg !239
  %101 = icmp eq i64 %100, %39, !dbg !239
  br i1 %101, label %45, label %68, !dbg !239, !llvm.loop !252

102:                                              ; preds = %62, %15
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %20) #4, !dbg !251, !noalias !207
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #4, !dbg !236, !noalias !207
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #4, !dbg !236, !noalias !207
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #4, !dbg !236, !noalias !207
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #4, !dbg !236, !noalias !207
  br label %103, !dbg !236

103:                                              ; preds = %7, %102
  ret void, !dbg !210
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_omp.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "594ca237aa8530b562a4e7b4d2895de4")
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
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !20, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!6, !6, !7}
!22 = !{!23, !24, !25, !26, !27, !28, !31, !32, !33}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 13, type: !6)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 13, type: !7)
!25 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 14, type: !6)
!26 = !DILocalVariable(name: "m", scope: !19, file: !1, line: 14, type: !6)
!27 = !DILocalVariable(name: "threads", scope: !19, file: !1, line: 14, type: !6)
!28 = !DILocalVariable(name: "A", scope: !19, file: !1, line: 17, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocalVariable(name: "x", scope: !19, file: !1, line: 17, type: !29)
!32 = !DILocalVariable(name: "y", scope: !19, file: !1, line: 17, type: !29)
!33 = !DILocalVariable(name: "j", scope: !34, file: !1, line: 18, type: !6)
!34 = distinct !DILexicalBlock(scope: !19, file: !1, line: 18, column: 3)
!35 = !DILocation(line: 0, scope: !19)
!36 = !DILocation(line: 14, column: 3, scope: !19)
!37 = !DILocalVariable(name: "argc", arg: 1, scope: !38, file: !1, line: 7, type: !6)
!38 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 7, type: !39, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !6, !7, !41, !41, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!42 = !{!37, !43, !44, !45, !46}
!43 = !DILocalVariable(name: "argv", arg: 2, scope: !38, file: !1, line: 7, type: !7)
!44 = !DILocalVariable(name: "n", arg: 3, scope: !38, file: !1, line: 7, type: !41)
!45 = !DILocalVariable(name: "m", arg: 4, scope: !38, file: !1, line: 7, type: !41)
!46 = !DILocalVariable(name: "threads", arg: 5, scope: !38, file: !1, line: 7, type: !41)
!47 = !DILocation(line: 0, scope: !38, inlinedAt: !48)
!48 = distinct !DILocation(line: 15, column: 3, scope: !19)
!49 = !DILocation(line: 8, column: 6, scope: !38, inlinedAt: !48)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 8, column: 16, scope: !38, inlinedAt: !48)
!55 = !DILocation(line: 9, column: 12, scope: !56, inlinedAt: !48)
!56 = distinct !DILexicalBlock(scope: !38, file: !1, line: 9, column: 7)
!57 = !DILocation(line: 9, column: 7, scope: !38, inlinedAt: !48)
!58 = !DILocation(line: 9, column: 27, scope: !56, inlinedAt: !48)
!59 = !{!60, !60, i64 0}
!60 = !{!"any pointer", !52, i64 0}
!61 = !DILocalVariable(name: "__nptr", arg: 1, scope: !62, file: !63, line: 362, type: !66)
!62 = distinct !DISubprogram(name: "atoi", scope: !63, file: !63, line: 362, type: !64, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!63 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!64 = !DISubroutineType(types: !65)
!65 = !{!6, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!68 = !{!61}
!69 = !DILocation(line: 0, scope: !62, inlinedAt: !70)
!70 = distinct !DILocation(line: 9, column: 22, scope: !56, inlinedAt: !48)
!71 = !DILocation(line: 364, column: 16, scope: !62, inlinedAt: !70)
!72 = !DILocation(line: 364, column: 10, scope: !62, inlinedAt: !70)
!73 = !DILocation(line: 9, column: 20, scope: !56, inlinedAt: !48)
!74 = !DILocation(line: 10, column: 12, scope: !75, inlinedAt: !48)
!75 = distinct !DILexicalBlock(scope: !38, file: !1, line: 10, column: 7)
!76 = !DILocation(line: 10, column: 7, scope: !38, inlinedAt: !48)
!77 = !DILocation(line: 10, column: 27, scope: !75, inlinedAt: !48)
!78 = !DILocation(line: 0, scope: !62, inlinedAt: !79)
!79 = distinct !DILocation(line: 10, column: 22, scope: !75, inlinedAt: !48)
!80 = !DILocation(line: 364, column: 16, scope: !62, inlinedAt: !79)
!81 = !DILocation(line: 364, column: 10, scope: !62, inlinedAt: !79)
!82 = !DILocation(line: 10, column: 20, scope: !75, inlinedAt: !48)
!83 = !DILocation(line: 11, column: 12, scope: !84, inlinedAt: !48)
!84 = distinct !DILexicalBlock(scope: !38, file: !1, line: 11, column: 7)
!85 = !DILocation(line: 11, column: 7, scope: !38, inlinedAt: !48)
!86 = !DILocation(line: 11, column: 33, scope: !84, inlinedAt: !48)
!87 = !DILocation(line: 0, scope: !62, inlinedAt: !88)
!88 = distinct !DILocation(line: 11, column: 28, scope: !84, inlinedAt: !48)
!89 = !DILocation(line: 364, column: 16, scope: !62, inlinedAt: !88)
!90 = !DILocation(line: 364, column: 10, scope: !62, inlinedAt: !88)
!91 = !DILocation(line: 11, column: 17, scope: !84, inlinedAt: !48)
!92 = !DILocation(line: 17, column: 43, scope: !19)
!93 = !DILocation(line: 17, column: 39, scope: !19)
!94 = !DILocation(line: 16, column: 3, scope: !19)
!95 = !DILocation(line: 17, column: 3, scope: !19)
!96 = !DILocation(line: 17, column: 37, scope: !19)
!97 = !DILocation(line: 17, column: 41, scope: !19)
!98 = !DILocation(line: 17, column: 15, scope: !19)
!99 = !DILocation(line: 17, column: 11, scope: !19)
!100 = !DILocation(line: 17, column: 74, scope: !19)
!101 = !DILocation(line: 17, column: 52, scope: !19)
!102 = !DILocation(line: 17, column: 48, scope: !19)
!103 = !DILocation(line: 17, column: 85, scope: !19)
!104 = !DILocation(line: 17, column: 81, scope: !19)
!105 = !DILocation(line: 0, scope: !34)
!106 = !DILocation(line: 18, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !34, file: !1, line: 18, column: 3)
!108 = !DILocation(line: 18, column: 3, scope: !34)
!109 = !DILocation(line: 18, column: 47, scope: !107)
!110 = !DILocation(line: 18, column: 44, scope: !107)
!111 = !DILocation(line: 18, column: 42, scope: !107)
!112 = !DILocation(line: 18, column: 36, scope: !107)
!113 = !{!114, !114, i64 0}
!114 = !{!"double", !52, i64 0}
!115 = distinct !{!115, !108, !116, !117, !118}
!116 = !DILocation(line: 18, column: 50, scope: !34)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !{!"llvm.loop.isvectorized", i32 1}
!119 = !DILocation(line: 19, column: 1, scope: !19)
!120 = !DILocation(line: 23, column: 1, scope: !19)
!121 = !DILocation(line: 29, column: 18, scope: !19)
!122 = !DILocation(line: 29, column: 20, scope: !19)
!123 = !DILocation(line: 29, column: 22, scope: !19)
!124 = !DILocation(line: 29, column: 3, scope: !19)
!125 = !DILocation(line: 31, column: 1, scope: !19)
!126 = !DILocation(line: 30, column: 3, scope: !19)
!127 = !DILocation(line: 18, column: 31, scope: !107)
!128 = distinct !{!128, !108, !116, !117, !129, !118}
!129 = !{!"llvm.loop.unroll.runtime.disable"}
!130 = !DISubprogram(name: "omp_set_num_threads", scope: !131, file: !131, line: 57, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !134)
!131 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/omp.h", directory: "", checksumkind: CSK_MD5, checksum: "09a8f9a8e0e6ef7adf745177c76222c9")
!132 = !DISubroutineType(types: !133)
!133 = !{null, !6}
!134 = !{}
!135 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 19, type: !136, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !144)
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138, !138, !142, !142, !143}
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!142 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !6, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !29, size: 64)
!144 = !{!145, !146, !147, !148, !149}
!145 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !135, type: !138, flags: DIFlagArtificial)
!146 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !135, type: !138, flags: DIFlagArtificial)
!147 = !DILocalVariable(name: "n", arg: 3, scope: !135, type: !142, flags: DIFlagArtificial)
!148 = !DILocalVariable(name: "m", arg: 4, scope: !135, type: !142, flags: DIFlagArtificial)
!149 = !DILocalVariable(name: "A", arg: 5, scope: !135, type: !143, flags: DIFlagArtificial)
!150 = !DILocation(line: 0, scope: !135)
!151 = !{!152}
!152 = distinct !{!152, !153, !".omp_outlined._debug__: argument 0"}
!153 = distinct !{!153, !".omp_outlined._debug__"}
!154 = !DILocation(line: 19, column: 1, scope: !135)
!155 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !156, type: !138, flags: DIFlagArtificial)
!156 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 20, type: !136, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !157)
!157 = !{!155, !158, !159, !160, !161, !162, !163, !163, !164, !165, !166, !167, !168, !164, !169}
!158 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !156, type: !138, flags: DIFlagArtificial)
!159 = !DILocalVariable(name: "n", arg: 3, scope: !156, file: !1, line: 14, type: !142)
!160 = !DILocalVariable(name: "m", arg: 4, scope: !156, file: !1, line: 14, type: !142)
!161 = !DILocalVariable(name: "A", arg: 5, scope: !156, file: !1, line: 17, type: !143)
!162 = !DILocalVariable(name: ".omp.iv", scope: !156, type: !6, flags: DIFlagArtificial)
!163 = !DILocalVariable(name: ".capture_expr.", scope: !156, type: !6, flags: DIFlagArtificial)
!164 = !DILocalVariable(name: "i", scope: !156, type: !6, flags: DIFlagArtificial)
!165 = !DILocalVariable(name: ".omp.lb", scope: !156, type: !6, flags: DIFlagArtificial)
!166 = !DILocalVariable(name: ".omp.ub", scope: !156, type: !6, flags: DIFlagArtificial)
!167 = !DILocalVariable(name: ".omp.stride", scope: !156, type: !6, flags: DIFlagArtificial)
!168 = !DILocalVariable(name: ".omp.is_last", scope: !156, type: !6, flags: DIFlagArtificial)
!169 = !DILocalVariable(name: "j", scope: !170, file: !1, line: 21, type: !6)
!170 = distinct !DILexicalBlock(scope: !171, file: !1, line: 21, column: 5)
!171 = distinct !DILexicalBlock(scope: !156, file: !1, line: 20, column: 31)
!172 = !DILocation(line: 0, scope: !156, inlinedAt: !173)
!173 = distinct !DILocation(line: 19, column: 1, scope: !135)
!174 = !DILocation(line: 20, column: 23, scope: !156, inlinedAt: !173)
!175 = !DILocation(line: 20, column: 3, scope: !156, inlinedAt: !173)
!176 = !DILocation(line: 20, column: 8, scope: !156, inlinedAt: !173)
!177 = !DILocation(line: 19, column: 1, scope: !156, inlinedAt: !173)
!178 = !DILocation(line: 0, scope: !170, inlinedAt: !173)
!179 = !DILocation(line: 21, column: 5, scope: !170, inlinedAt: !173)
!180 = !DILocation(line: 21, column: 29, scope: !181, inlinedAt: !173)
!181 = distinct !DILexicalBlock(scope: !170, file: !1, line: 21, column: 5)
!182 = !DILocation(line: 21, column: 58, scope: !181, inlinedAt: !173)
!183 = !DILocation(line: 21, column: 56, scope: !181, inlinedAt: !173)
!184 = !DILocation(line: 21, column: 54, scope: !181, inlinedAt: !173)
!185 = distinct !{!185, !179, !186, !117, !118}
!186 = !DILocation(line: 21, column: 60, scope: !170, inlinedAt: !173)
!187 = distinct !{!187, !177, !188}
!188 = !DILocation(line: 19, column: 42, scope: !156, inlinedAt: !173)
!189 = !DILocation(line: 21, column: 49, scope: !181, inlinedAt: !173)
!190 = !DILocation(line: 21, column: 33, scope: !181, inlinedAt: !173)
!191 = !DILocation(line: 21, column: 23, scope: !181, inlinedAt: !173)
!192 = distinct !{!192, !179, !186, !117, !129, !118}
!193 = !{!194}
!194 = !{i64 2, i64 -1, i64 -1, i1 true}
!195 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 23, type: !196, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !198)
!196 = !DISubroutineType(types: !197)
!197 = !{null, !138, !138, !142, !142, !143, !143, !143}
!198 = !{!199, !200, !201, !202, !203, !204, !205}
!199 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !195, type: !138, flags: DIFlagArtificial)
!200 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !195, type: !138, flags: DIFlagArtificial)
!201 = !DILocalVariable(name: "n", arg: 3, scope: !195, type: !142, flags: DIFlagArtificial)
!202 = !DILocalVariable(name: "m", arg: 4, scope: !195, type: !142, flags: DIFlagArtificial)
!203 = !DILocalVariable(name: "A", arg: 5, scope: !195, type: !143, flags: DIFlagArtificial)
!204 = !DILocalVariable(name: "x", arg: 6, scope: !195, type: !143, flags: DIFlagArtificial)
!205 = !DILocalVariable(name: "y", arg: 7, scope: !195, type: !143, flags: DIFlagArtificial)
!206 = !DILocation(line: 0, scope: !195)
!207 = !{!208}
!208 = distinct !{!208, !209, !".omp_outlined._debug__.1: argument 0"}
!209 = distinct !{!209, !".omp_outlined._debug__.1"}
!210 = !DILocation(line: 23, column: 1, scope: !195)
!211 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !212, type: !138, flags: DIFlagArtificial)
!212 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 24, type: !196, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !213)
!213 = !{!211, !214, !215, !216, !217, !218, !219, !220, !221, !221, !222, !223, !224, !225, !226, !222, !227, !229}
!214 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !212, type: !138, flags: DIFlagArtificial)
!215 = !DILocalVariable(name: "n", arg: 3, scope: !212, file: !1, line: 14, type: !142)
!216 = !DILocalVariable(name: "m", arg: 4, scope: !212, file: !1, line: 14, type: !142)
!217 = !DILocalVariable(name: "A", arg: 5, scope: !212, file: !1, line: 17, type: !143)
!218 = !DILocalVariable(name: "x", arg: 6, scope: !212, file: !1, line: 17, type: !143)
!219 = !DILocalVariable(name: "y", arg: 7, scope: !212, file: !1, line: 17, type: !143)
!220 = !DILocalVariable(name: ".omp.iv", scope: !212, type: !6, flags: DIFlagArtificial)
!221 = !DILocalVariable(name: ".capture_expr.", scope: !212, type: !6, flags: DIFlagArtificial)
!222 = !DILocalVariable(name: "i", scope: !212, type: !6, flags: DIFlagArtificial)
!223 = !DILocalVariable(name: ".omp.lb", scope: !212, type: !6, flags: DIFlagArtificial)
!224 = !DILocalVariable(name: ".omp.ub", scope: !212, type: !6, flags: DIFlagArtificial)
!225 = !DILocalVariable(name: ".omp.stride", scope: !212, type: !6, flags: DIFlagArtificial)
!226 = !DILocalVariable(name: ".omp.is_last", scope: !212, type: !6, flags: DIFlagArtificial)
!227 = !DILocalVariable(name: "s", scope: !228, file: !1, line: 25, type: !30)
!228 = distinct !DILexicalBlock(scope: !212, file: !1, line: 24, column: 31)
!229 = !DILocalVariable(name: "j", scope: !230, file: !1, line: 26, type: !6)
!230 = distinct !DILexicalBlock(scope: !228, file: !1, line: 26, column: 5)
!231 = !DILocation(line: 0, scope: !212, inlinedAt: !232)
!232 = distinct !DILocation(line: 23, column: 1, scope: !195)
!233 = !DILocation(line: 24, column: 23, scope: !212, inlinedAt: !232)
!234 = !DILocation(line: 24, column: 3, scope: !212, inlinedAt: !232)
!235 = !DILocation(line: 24, column: 8, scope: !212, inlinedAt: !232)
!236 = !DILocation(line: 23, column: 1, scope: !212, inlinedAt: !232)
!237 = !DILocation(line: 0, scope: !230, inlinedAt: !232)
!238 = !DILocation(line: 0, scope: !228, inlinedAt: !232)
!239 = !DILocation(line: 26, column: 5, scope: !230, inlinedAt: !232)
!240 = !DILocation(line: 26, column: 54, scope: !241, inlinedAt: !232)
!241 = distinct !DILexicalBlock(scope: !230, file: !1, line: 26, column: 5)
!242 = !DILocation(line: 26, column: 38, scope: !241, inlinedAt: !232)
!243 = !DILocation(line: 26, column: 61, scope: !241, inlinedAt: !232)
!244 = !DILocation(line: 26, column: 35, scope: !241, inlinedAt: !232)
!245 = !DILocation(line: 26, column: 29, scope: !241, inlinedAt: !232)
!246 = distinct !{!246, !247}
!247 = !{!"llvm.loop.unroll.disable"}
!248 = !DILocation(line: 27, column: 5, scope: !228, inlinedAt: !232)
!249 = !DILocation(line: 27, column: 10, scope: !228, inlinedAt: !232)
!250 = distinct !{!250, !236, !251}
!251 = !DILocation(line: 23, column: 42, scope: !212, inlinedAt: !232)
!252 = distinct !{!252, !239, !253, !117}
!253 = !DILocation(line: 26, column: 64, scope: !230, inlinedAt: !232)
