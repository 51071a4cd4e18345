; ModuleID = 'omp_chunked_args.c'
source_filename = "omp_chunked_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [32 x i8] c";omp_chunked_args.c;main;13;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [33 x i8] c";omp_chunked_args.c;main;13;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [32 x i8] c";omp_chunked_args.c;main;16;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [33 x i8] c";omp_chunked_args.c;main;16;44;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @7, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @7, i32 0, i32 0) }, align 8
@10 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @5, i32 0, i32 0) }, align 8
@11 = private unnamed_addr constant [32 x i8] c";omp_chunked_args.c;main;18;1;;\00", align 1
@12 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @11, i32 0, i32 0) }, align 8
@13 = private unnamed_addr constant [33 x i8] c";omp_chunked_args.c;main;18;46;;\00", align 1
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @13, i32 0, i32 0) }, align 8
@15 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @11, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [7 x i8] c"%g %g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  %3 = alloca i64, align 8
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !30
  %7 = bitcast i64* %3 to i8*, !dbg !31
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #4, !dbg !31
  %8 = icmp sgt i32 %0, 1, !dbg !32
  br i1 %8, label %10, label %9, !dbg !33

9:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i64 %13, metadata !22, metadata !DIExpression()), !dbg !30
  store i64 1000000, i64* %3, align 8, !dbg !34, !tbaa !35
  br label %20, !dbg !39

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !40
  %12 = load i8*, i8** %11, align 8, !dbg !40, !tbaa !41
  call void @llvm.dbg.value(metadata i8* %12, metadata !43, metadata !DIExpression()) #4, !dbg !51
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #4, !dbg !53
  call void @llvm.dbg.value(metadata i64 %13, metadata !22, metadata !DIExpression()), !dbg !30
  store i64 %13, i64* %3, align 8, !dbg !34, !tbaa !35
  %14 = icmp eq i32 %0, 2, !dbg !54
  br i1 %14, label %20, label %15, !dbg !39

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !55
  %17 = load i8*, i8** %16, align 8, !dbg !55, !tbaa !41
  call void @llvm.dbg.value(metadata i8* %17, metadata !56, metadata !DIExpression()) #4, !dbg !61
  %18 = tail call i64 @strtol(i8* nocapture noundef nonnull %17, i8** noundef null, i32 noundef 10) #4, !dbg !63
  %19 = trunc i64 %18 to i32, !dbg !64
  br label %20, !dbg !39

20:                                               ; preds = %9, %10, %15
  %21 = phi i64 [ %13, %15 ], [ %13, %10 ], [ 1000000, %9 ], !dbg !65
  %22 = phi i32 [ %19, %15 ], [ 2, %10 ], [ 2, %9 ], !dbg !39
  call void @llvm.dbg.value(metadata i32 %22, metadata !24, metadata !DIExpression()), !dbg !30
  tail call void @omp_set_num_threads(i32 noundef %22), !dbg !66
  %23 = bitcast double** %4 to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #4, !dbg !67
  call void @llvm.dbg.value(metadata i64 %21, metadata !22, metadata !DIExpression()), !dbg !30
  %24 = shl i64 %21, 3, !dbg !68
  %25 = tail call noalias i8* @malloc(i64 noundef %24) #4, !dbg !69
  call void @llvm.dbg.value(metadata i8* %25, metadata !25, metadata !DIExpression()), !dbg !30
  %26 = bitcast double** %4 to i8**, !dbg !70
  store i8* %25, i8** %26, align 8, !dbg !70, !tbaa !41
  %27 = bitcast double** %5 to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %27) #4, !dbg !67
  %28 = tail call noalias i8* @malloc(i64 noundef %24) #4, !dbg !71
  call void @llvm.dbg.value(metadata i8* %28, metadata !28, metadata !DIExpression()), !dbg !30
  %29 = bitcast double** %5 to i8**, !dbg !72
  store i8* %28, i8** %29, align 8, !dbg !72, !tbaa !41
  call void @llvm.dbg.value(metadata i64* %3, metadata !22, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void @llvm.dbg.value(metadata double** %4, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void @llvm.dbg.value(metadata double** %5, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i64*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i64* nonnull %3, double** nonnull %4, double** nonnull %5), !dbg !73
  %30 = bitcast double* %6 to i8*, !dbg !74
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %30) #4, !dbg !74
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !30
  store double 0.000000e+00, double* %6, align 8, !dbg !75, !tbaa !76
  call void @llvm.dbg.value(metadata double* %6, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @10, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i64*, double*, double**, double**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i64* nonnull %3, double* nonnull %6, double** nonnull %4, double** nonnull %5), !dbg !78
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @15, i32 3, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i64*, double**, double**)* @.omp_outlined..4 to void (i32*, i32*, ...)*), i64* nonnull %3, double** nonnull %5, double** nonnull %4), !dbg !79
  %31 = load double, double* %6, align 8, !dbg !80, !tbaa !76
  call void @llvm.dbg.value(metadata double %31, metadata !29, metadata !DIExpression()), !dbg !30
  %32 = load double*, double** %5, align 8, !dbg !81, !tbaa !41
  call void @llvm.dbg.value(metadata double* %32, metadata !28, metadata !DIExpression()), !dbg !30
  %33 = load i64, i64* %3, align 8, !dbg !82, !tbaa !35
  call void @llvm.dbg.value(metadata i64 %33, metadata !22, metadata !DIExpression()), !dbg !30
  %34 = sdiv i64 %33, 2, !dbg !83
  %35 = getelementptr inbounds double, double* %32, i64 %34, !dbg !81
  %36 = load double, double* %35, align 8, !dbg !81, !tbaa !76
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %31, double noundef %36), !dbg !84
  %38 = load i8*, i8** %26, align 8, !dbg !85, !tbaa !41
  call void @llvm.dbg.value(metadata double* undef, metadata !25, metadata !DIExpression()), !dbg !30
  call void @free(i8* noundef %38) #4, !dbg !86
  %39 = load i8*, i8** %29, align 8, !dbg !87, !tbaa !41
  call void @llvm.dbg.value(metadata double* undef, metadata !28, metadata !DIExpression()), !dbg !30
  call void @free(i8* noundef %39) #4, !dbg !88
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30) #4, !dbg !89
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %27) #4, !dbg !89
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #4, !dbg !89
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #4, !dbg !89
  ret i32 0, !dbg !90
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare !dbg !91 void @omp_set_num_threads(i32 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(%struct.ident_t*, i32, i32, i32*, i64*, i64*, i64*, i64, i64) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #4

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i64* nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4) #5 !dbg !96 {
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !106, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i32* %1, metadata !107, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata i64* %2, metadata !108, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double** %3, metadata !109, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.value(metadata double** %4, metadata !110, metadata !DIExpression()), !dbg !111
  tail call void @llvm.experimental.noalias.scope.decl(metadata !112), !dbg !115
  call void @llvm.dbg.value(metadata i32* %0, metadata !116, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i32* undef, metadata !119, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64* %2, metadata !120, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata double** %3, metadata !121, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata double** %4, metadata !122, metadata !DIExpression()) #4, !dbg !130
  %10 = load i64, i64* %2, align 8, !dbg !132, !tbaa !35, !noalias !112
  call void @llvm.dbg.value(metadata i64 %10, metadata !124, metadata !DIExpression()) #4, !dbg !130
  %11 = add nsw i64 %10, -1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %11, metadata !124, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 0, metadata !125, metadata !DIExpression()) #4, !dbg !130
  %12 = icmp sgt i64 %10, 0, !dbg !133
  br i1 %12, label %13, label %140, !dbg !133

13:                                               ; preds = %5
  %14 = bitcast i64* %6 to i8*, !dbg !133
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #4, !dbg !133, !noalias !112
  call void @llvm.dbg.value(metadata i64 0, metadata !126, metadata !DIExpression()) #4, !dbg !130
  store i64 0, i64* %6, align 8, !dbg !134, !tbaa !35, !noalias !112
  %15 = bitcast i64* %7 to i8*, !dbg !133
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %15) #4, !dbg !133, !noalias !112
  call void @llvm.dbg.value(metadata i64 %11, metadata !127, metadata !DIExpression()) #4, !dbg !130
  store i64 %11, i64* %7, align 8, !dbg !134, !tbaa !35, !noalias !112
  %16 = bitcast i64* %8 to i8*, !dbg !133
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #4, !dbg !133, !noalias !112
  call void @llvm.dbg.value(metadata i64 1, metadata !128, metadata !DIExpression()) #4, !dbg !130
  store i64 1, i64* %8, align 8, !dbg !134, !tbaa !35, !noalias !112
  %17 = bitcast i32* %9 to i8*, !dbg !133
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #4, !dbg !133, !noalias !112
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()) #4, !dbg !130
  store i32 0, i32* %9, align 4, !dbg !134, !tbaa !135, !noalias !112
  %18 = load i32, i32* %0, align 4, !dbg !133, !tbaa !135, !alias.scope !112
  call void @llvm.dbg.value(metadata i64* %6, metadata !126, metadata !DIExpression(DW_OP_deref)) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64* %7, metadata !127, metadata !DIExpression(DW_OP_deref)) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64* %8, metadata !128, metadata !DIExpression(DW_OP_deref)) #4, !dbg !130
  call void @llvm.dbg.value(metadata i32* %9, metadata !129, metadata !DIExpression(DW_OP_deref)) #4, !dbg !130
  call void @__kmpc_for_static_init_8(%struct.ident_t* nonnull @1, i32 %18, i32 34, i32* nonnull %9, i64* nonnull %6, i64* nonnull %7, i64* nonnull %8, i64 1, i64 1) #4, !dbg !137, !noalias !112
  %19 = load i64, i64* %7, align 8, !dbg !134, !tbaa !35, !noalias !112
  call void @llvm.dbg.value(metadata i64 %19, metadata !127, metadata !DIExpression()) #4, !dbg !130
  %20 = icmp sgt i64 %19, %11, !dbg !134
  %21 = select i1 %20, i64 %11, i64 %19, !dbg !134
  call void @llvm.dbg.value(metadata i64 %21, metadata !127, metadata !DIExpression()) #4, !dbg !130
  store i64 %21, i64* %7, align 8, !dbg !134, !tbaa !35, !noalias !112
  %22 = load i64, i64* %6, align 8, !dbg !134, !tbaa !35, !noalias !112
  call void @llvm.dbg.value(metadata i64 %22, metadata !126, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %22, metadata !123, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %21, metadata !127, metadata !DIExpression()) #4, !dbg !130
  %23 = icmp sgt i64 %22, %21, !dbg !133
  br i1 %23, label %139, label %24, !dbg !133

24:                                               ; preds = %13
  %25 = load double*, double** %3, align 8, !tbaa !41, !noalias !112
  %26 = load double*, double** %4, align 8, !tbaa !41, !noalias !112
  %27 = add i64 %21, 1, !dbg !133
  %28 = sub i64 %27, %22, !dbg !133
  %29 = icmp ult i64 %28, 4, !dbg !133
  br i1 %29, label %111, label %30, !dbg !133

30:                                               ; preds = %24
  %31 = getelementptr double, double* %25, i64 %22, !dbg !133
  %32 = add i64 %21, 1, !dbg !133
  %33 = getelementptr double, double* %25, i64 %32, !dbg !133
  %34 = getelementptr double, double* %26, i64 %22, !dbg !133
  %35 = getelementptr double, double* %26, i64 %32, !dbg !133
  %36 = icmp ult double* %31, %35, !dbg !133
  %37 = icmp ult double* %34, %33, !dbg !133
  %38 = and i1 %36, %37, !dbg !133
  br i1 %38, label %111, label %39, !dbg !133

39:                                               ; preds = %30
  %40 = and i64 %28, -4, !dbg !133
  %41 = add i64 %22, %40, !dbg !133
  %42 = insertelement <2 x i64> poison, i64 %22, i64 0, !dbg !133
  %43 = shufflevector <2 x i64> %42, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !133
  %44 = add <2 x i64> %43, <i64 0, i64 1>, !dbg !133
  %45 = add i64 %40, -4, !dbg !133
  %46 = lshr exact i64 %45, 2, !dbg !133
  %47 = add nuw nsw i64 %46, 1, !dbg !133
  %48 = and i64 %47, 1, !dbg !133
  %49 = icmp eq i64 %45, 0, !dbg !133
  br i1 %49, label %90, label %50, !dbg !133

50:                                               ; preds = %39
  %51 = and i64 %47, 9223372036854775806, !dbg !133
  br label %52, !dbg !133

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %86, %52 ]
  %54 = phi <2 x i64> [ %44, %50 ], [ %87, %52 ]
  %55 = phi i64 [ 0, %50 ], [ %88, %52 ]
  %56 = add <2 x i64> %54, <i64 2, i64 2>
  %57 = add i64 %22, %53
  %58 = sitofp <2 x i64> %54 to <2 x double>, !dbg !138
  %59 = sitofp <2 x i64> %56 to <2 x double>, !dbg !138
  %60 = fmul <2 x double> %58, <double 5.000000e-01, double 5.000000e-01>, !dbg !140
  %61 = fmul <2 x double> %59, <double 5.000000e-01, double 5.000000e-01>, !dbg !140
  %62 = getelementptr inbounds double, double* %25, i64 %57, !dbg !141
  %63 = bitcast double* %62 to <2 x double>*, !dbg !142
  store <2 x double> %60, <2 x double>* %63, align 8, !dbg !142, !tbaa !76, !alias.scope !143, !noalias !146
  %64 = getelementptr inbounds double, double* %62, i64 2, !dbg !142
  %65 = bitcast double* %64 to <2 x double>*, !dbg !142
  store <2 x double> %61, <2 x double>* %65, align 8, !dbg !142, !tbaa !76, !alias.scope !143, !noalias !146
  %66 = getelementptr inbounds double, double* %26, i64 %57, !dbg !148
  %67 = bitcast double* %66 to <2 x double>*, !dbg !149
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %67, align 8, !dbg !149, !tbaa !76, !alias.scope !150, !noalias !112
  %68 = getelementptr inbounds double, double* %66, i64 2, !dbg !149
  %69 = bitcast double* %68 to <2 x double>*, !dbg !149
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %69, align 8, !dbg !149, !tbaa !76, !alias.scope !150, !noalias !112
  %70 = or i64 %53, 4
  %71 = add <2 x i64> %54, <i64 4, i64 4>
  %72 = add <2 x i64> %54, <i64 6, i64 6>
  %73 = add i64 %22, %70
  %74 = sitofp <2 x i64> %71 to <2 x double>, !dbg !138
  %75 = sitofp <2 x i64> %72 to <2 x double>, !dbg !138
  %76 = fmul <2 x double> %74, <double 5.000000e-01, double 5.000000e-01>, !dbg !140
  %77 = fmul <2 x double> %75, <double 5.000000e-01, double 5.000000e-01>, !dbg !140
  %78 = getelementptr inbounds double, double* %25, i64 %73, !dbg !141
  %79 = bitcast double* %78 to <2 x double>*, !dbg !142
  store <2 x double> %76, <2 x double>* %79, align 8, !dbg !142, !tbaa !76, !alias.scope !143, !noalias !146
  %80 = getelementptr inbounds double, double* %78, i64 2, !dbg !142
  %81 = bitcast double* %80 to <2 x double>*, !dbg !142
  store <2 x double> %77, <2 x double>* %81, align 8, !dbg !142, !tbaa !76, !alias.scope !143, !noalias !146
  %82 = getelementptr inbounds double, double* %26, i64 %73, !dbg !148
  %83 = bitcast double* %82 to <2 x double>*, !dbg !149
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %83, align 8, !dbg !149, !tbaa !76, !alias.scope !150, !noalias !112
  %84 = getelementptr inbounds double, double* %82, i64 2, !dbg !149
  %85 = bitcast double* %84 to <2 x double>*, !dbg !149
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %85, align 8, !dbg !149, !tbaa !76, !alias.scope !150, !noalias !112
  %86 = add nuw i64 %53, 8
  %87 = add <2 x i64> %54, <i64 8, i64 8>
  %88 = add i64 %55, 2
  %89 = icmp eq i64 %88, %51
  br i1 %89, label %90, label %52, !llvm.loop !151

90:                                               ; preds = %52, %39
  %91 = phi i64 [ 0, %39 ], [ %86, %52 ]
  %92 = phi <2 x i64> [ %44, %39 ], [ %87, %52 ]
  %93 = icmp eq i64 %48, 0
  br i1 %93, label %109, label %94

94:                                               ; preds = %90
  %95 = add <2 x i64> %92, <i64 2, i64 2>
  %96 = add i64 %22, %91
  %97 = sitofp <2 x i64> %92 to <2 x double>, !dbg !138
  %98 = sitofp <2 x i64> %95 to <2 x double>, !dbg !138
  %99 = fmul <2 x double> %97, <double 5.000000e-01, double 5.000000e-01>, !dbg !140
  %100 = fmul <2 x double> %98, <double 5.000000e-01, double 5.000000e-01>, !dbg !140
  %101 = getelementptr inbounds double, double* %25, i64 %96, !dbg !141
  %102 = bitcast double* %101 to <2 x double>*, !dbg !142
  store <2 x double> %99, <2 x double>* %102, align 8, !dbg !142, !tbaa !76, !alias.scope !143, !noalias !146
  %103 = getelementptr inbounds double, double* %101, i64 2, !dbg !142
  %104 = bitcast double* %103 to <2 x double>*, !dbg !142
  store <2 x double> %100, <2 x double>* %104, align 8, !dbg !142, !tbaa !76, !alias.scope !143, !noalias !146
  %105 = getelementptr inbounds double, double* %26, i64 %96, !dbg !148
  %106 = bitcast double* %105 to <2 x double>*, !dbg !149
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %106, align 8, !dbg !149, !tbaa !76, !alias.scope !150, !noalias !112
  %107 = getelementptr inbounds double, double* %105, i64 2, !dbg !149
  %108 = bitcast double* %107 to <2 x double>*, !dbg !149
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %108, align 8, !dbg !149, !tbaa !76, !alias.scope !150, !noalias !112
  br label %109, !dbg !133

109:                                              ; preds = %90, %94
  %110 = icmp eq i64 %28, %40, !dbg !133
  br i1 %110, label %139, label %111, !dbg !133

111:                                              ; preds = %30, %24, %109
  %112 = phi i64 [ %22, %30 ], [ %22, %24 ], [ %41, %109 ]
  %113 = add i64 %21, 1, !dbg !137
  %114 = sub i64 %113, %112, !dbg !137
  %115 = and i64 %114, 1, !dbg !137
  %116 = icmp eq i64 %115, 0, !dbg !137
  br i1 %116, label %123, label %117, !dbg !137

117:                                              ; preds = %111
  call void @llvm.dbg.value(metadata i64 %112, metadata !123, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %112, metadata !125, metadata !DIExpression()) #4, !dbg !130
  %118 = sitofp i64 %112 to double, !dbg !138
  %119 = fmul double %118, 5.000000e-01, !dbg !140
  %120 = getelementptr inbounds double, double* %25, i64 %112, !dbg !141
  store double %119, double* %120, align 8, !dbg !142, !tbaa !76, !noalias !112
  %121 = getelementptr inbounds double, double* %26, i64 %112, !dbg !148
  store double 1.000000e+00, double* %121, align 8, !dbg !149, !tbaa !76, !noalias !112
  %122 = add i64 %112, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %122, metadata !123, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %21, metadata !127, metadata !DIExpression()) #4, !dbg !130
  br label %123, !dbg !137

123:                                              ; preds = %117, %111
  %124 = phi i64 [ %112, %111 ], [ %122, %117 ]
  %125 = icmp eq i64 %21, %112, !dbg !137
  br i1 %125, label %139, label %126, !dbg !137

126:                                              ; preds = %123, %126
  %127 = phi i64 [ %137, %126 ], [ %124, %123 ]
  call void @llvm.dbg.value(metadata i64 %127, metadata !123, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %127, metadata !125, metadata !DIExpression()) #4, !dbg !130
  %128 = sitofp i64 %127 to double, !dbg !138
  %129 = fmul double %128, 5.000000e-01, !dbg !140
  %130 = getelementptr inbounds double, double* %25, i64 %127, !dbg !141
  store double %129, double* %130, align 8, !dbg !142, !tbaa !76, !noalias !112
  %131 = getelementptr inbounds double, double* %26, i64 %127, !dbg !148
  store double 1.000000e+00, double* %131, align 8, !dbg !149, !tbaa !76, !noalias !112
  %132 = add i64 %127, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %132, metadata !123, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %21, metadata !127, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %132, metadata !123, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %132, metadata !125, metadata !DIExpression()) #4, !dbg !130
  %133 = sitofp i64 %132 to double, !dbg !138
  %134 = fmul double %133, 5.000000e-01, !dbg !140
  %135 = getelementptr inbounds double, double* %25, i64 %132, !dbg !141
  store double %134, double* %135, align 8, !dbg !142, !tbaa !76, !noalias !112
  %136 = getelementptr inbounds double, double* %26, i64 %132, !dbg !148
  store double 1.000000e+00, double* %136, align 8, !dbg !149, !tbaa !76, !noalias !112
  %137 = add i64 %127, 2, !dbg !133
  call void @llvm.dbg.value(metadata i64 %137, metadata !123, metadata !DIExpression()) #4, !dbg !130
  call void @llvm.dbg.value(metadata i64 %21, metadata !127, metadata !DIExpression()) #4, !dbg !130
  %138 = icmp eq i64 %132, %21, !dbg !133
  br i1 %138, label %139, label %126, !dbg !133, !llvm.loop !154

139:                                              ; preds = %123, %126, %109, %13
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %18) #4, !dbg !152, !noalias !112
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #4, !dbg !137, !noalias !112
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #4, !dbg !137, !noalias !112
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15) #4, !dbg !137, !noalias !112
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #4, !dbg !137, !noalias !112
  br label %140, !dbg !137

140:                                              ; preds = %5, %139
  ret void, !dbg !115
}

; Function Attrs: nounwind
declare !callback !155 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @.omp.reduction.reduction_func(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #7 !dbg !157 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !160, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i8* %1, metadata !161, metadata !DIExpression()), !dbg !162
  %3 = bitcast i8* %1 to double**, !dbg !163
  %4 = load double*, double** %3, align 8, !dbg !163
  %5 = bitcast i8* %0 to double**, !dbg !163
  %6 = load double*, double** %5, align 8, !dbg !163
  %7 = load double, double* %6, align 8, !dbg !164, !tbaa !76
  %8 = load double, double* %4, align 8, !dbg !164, !tbaa !76
  %9 = fadd double %7, %8, !dbg !165
  store double %9, double* %6, align 8, !dbg !165, !tbaa !76
  ret void, !dbg !164
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) local_unnamed_addr #8

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #8

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i64* nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, double* nocapture noundef nonnull align 8 dereferenceable(8) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #5 !dbg !166 {
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca [1 x i8*], align 8
  call void @llvm.dbg.value(metadata i32* %0, metadata !171, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32* %1, metadata !172, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i64* %2, metadata !173, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata double* %3, metadata !174, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata double** %4, metadata !175, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata double** %5, metadata !176, metadata !DIExpression()), !dbg !177
  tail call void @llvm.experimental.noalias.scope.decl(metadata !178), !dbg !181
  %13 = bitcast [1 x i8*]* %12 to i8*, !dbg !182
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13), !dbg !182
  call void @llvm.dbg.value(metadata i32* %0, metadata !185, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i32* undef, metadata !186, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64* %2, metadata !187, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata double* %3, metadata !188, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata double** %4, metadata !189, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata double** %5, metadata !190, metadata !DIExpression()) #4, !dbg !182
  %14 = load i64, i64* %2, align 8, !dbg !200, !tbaa !35, !noalias !178
  call void @llvm.dbg.value(metadata i64 %14, metadata !192, metadata !DIExpression()) #4, !dbg !182
  %15 = add nsw i64 %14, -1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %15, metadata !192, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 0, metadata !193, metadata !DIExpression()) #4, !dbg !182
  %16 = icmp sgt i64 %14, 0, !dbg !201
  br i1 %16, label %17, label %101, !dbg !201

17:                                               ; preds = %6
  %18 = bitcast i64* %7 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %18) #4, !dbg !201, !noalias !178
  call void @llvm.dbg.value(metadata i64 0, metadata !194, metadata !DIExpression()) #4, !dbg !182
  store i64 0, i64* %7, align 8, !dbg !202, !tbaa !35, !noalias !178
  %19 = bitcast i64* %8 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19) #4, !dbg !201, !noalias !178
  call void @llvm.dbg.value(metadata i64 %15, metadata !195, metadata !DIExpression()) #4, !dbg !182
  store i64 %15, i64* %8, align 8, !dbg !202, !tbaa !35, !noalias !178
  %20 = bitcast i64* %9 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #4, !dbg !201, !noalias !178
  call void @llvm.dbg.value(metadata i64 1, metadata !196, metadata !DIExpression()) #4, !dbg !182
  store i64 1, i64* %9, align 8, !dbg !202, !tbaa !35, !noalias !178
  %21 = bitcast i32* %10 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21) #4, !dbg !201, !noalias !178
  call void @llvm.dbg.value(metadata i32 0, metadata !197, metadata !DIExpression()) #4, !dbg !182
  store i32 0, i32* %10, align 4, !dbg !202, !tbaa !135, !noalias !178
  %22 = bitcast double* %11 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #4, !dbg !201, !noalias !178
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !198, metadata !DIExpression()) #4, !dbg !182
  store double 0.000000e+00, double* %11, align 8, !dbg !203, !tbaa !76, !noalias !178
  %23 = load i32, i32* %0, align 4, !dbg !201, !tbaa !135, !alias.scope !178
  call void @llvm.dbg.value(metadata i64* %7, metadata !194, metadata !DIExpression(DW_OP_deref)) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64* %8, metadata !195, metadata !DIExpression(DW_OP_deref)) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64* %9, metadata !196, metadata !DIExpression(DW_OP_deref)) #4, !dbg !182
  call void @llvm.dbg.value(metadata i32* %10, metadata !197, metadata !DIExpression(DW_OP_deref)) #4, !dbg !182
  call void @__kmpc_for_static_init_8(%struct.ident_t* nonnull @6, i32 %23, i32 34, i32* nonnull %10, i64* nonnull %7, i64* nonnull %8, i64* nonnull %9, i64 1, i64 1) #4, !dbg !204, !noalias !178
  %24 = load i64, i64* %8, align 8, !dbg !202, !tbaa !35, !noalias !178
  call void @llvm.dbg.value(metadata i64 %24, metadata !195, metadata !DIExpression()) #4, !dbg !182
  %25 = icmp sgt i64 %24, %15, !dbg !202
  %26 = select i1 %25, i64 %15, i64 %24, !dbg !202
  call void @llvm.dbg.value(metadata i64 %26, metadata !195, metadata !DIExpression()) #4, !dbg !182
  store i64 %26, i64* %8, align 8, !dbg !202, !tbaa !35, !noalias !178
  %27 = load i64, i64* %7, align 8, !dbg !202, !tbaa !35, !noalias !178
  call void @llvm.dbg.value(metadata i64 %27, metadata !194, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %27, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %26, metadata !195, metadata !DIExpression()) #4, !dbg !182
  %28 = icmp slt i64 %26, %27, !dbg !201
  br i1 %28, label %81, label %29, !dbg !201

29:                                               ; preds = %17
  %30 = load double*, double** %4, align 8, !tbaa !41, !noalias !178
  %31 = load double*, double** %5, align 8, !tbaa !41, !noalias !178
  %32 = add i64 %26, 1, !dbg !201
  %33 = sub i64 %32, %27, !dbg !201
  %34 = sub i64 %26, %27, !dbg !201
  %35 = and i64 %33, 3, !dbg !201
  %36 = icmp eq i64 %35, 0, !dbg !201
  br i1 %36, label %49, label %37, !dbg !201

37:                                               ; preds = %29, %37
  %38 = phi double [ %45, %37 ], [ 0.000000e+00, %29 ], !dbg !205
  %39 = phi i64 [ %46, %37 ], [ %27, %29 ]
  %40 = phi i64 [ %47, %37 ], [ 0, %29 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %39, metadata !193, metadata !DIExpression()) #4, !dbg !182
  %41 = getelementptr inbounds double, double* %30, i64 %39, !dbg !206
  %42 = load double, double* %41, align 8, !dbg !206, !tbaa !76, !noalias !178
  %43 = getelementptr inbounds double, double* %31, i64 %39, !dbg !207
  %44 = load double, double* %43, align 8, !dbg !207, !tbaa !76, !noalias !178
  call void @llvm.dbg.value(metadata double %38, metadata !198, metadata !DIExpression()) #4, !dbg !182
  %45 = call double @llvm.fmuladd.f64(double %42, double %44, double %38) #4, !dbg !205
  call void @llvm.dbg.value(metadata double %45, metadata !198, metadata !DIExpression()) #4, !dbg !182
  store double %45, double* %11, align 8, !dbg !205, !tbaa !76, !noalias !178
  %46 = add i64 %39, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %46, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %26, metadata !195, metadata !DIExpression()) #4, !dbg !182
  %47 = add i64 %40, 1, !dbg !201
  %48 = icmp eq i64 %47, %35, !dbg !201
  br i1 %48, label %49, label %37, !dbg !201, !llvm.loop !208

49:                                               ; preds = %37, %29
  %50 = phi double [ 0.000000e+00, %29 ], [ %45, %37 ]
  %51 = phi i64 [ %27, %29 ], [ %46, %37 ]
  %52 = icmp ult i64 %34, 3, !dbg !201
  br i1 %52, label %81, label %53, !dbg !201

53:                                               ; preds = %49, %53
  %54 = phi double [ %78, %53 ], [ %50, %49 ], !dbg !205
  %55 = phi i64 [ %79, %53 ], [ %51, %49 ]
  call void @llvm.dbg.value(metadata i64 %55, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %55, metadata !193, metadata !DIExpression()) #4, !dbg !182
  %56 = getelementptr inbounds double, double* %30, i64 %55, !dbg !206
  %57 = load double, double* %56, align 8, !dbg !206, !tbaa !76, !noalias !178
  %58 = getelementptr inbounds double, double* %31, i64 %55, !dbg !207
  %59 = load double, double* %58, align 8, !dbg !207, !tbaa !76, !noalias !178
  call void @llvm.dbg.value(metadata double %54, metadata !198, metadata !DIExpression()) #4, !dbg !182
  %60 = call double @llvm.fmuladd.f64(double %57, double %59, double %54) #4, !dbg !205
  call void @llvm.dbg.value(metadata double %60, metadata !198, metadata !DIExpression()) #4, !dbg !182
  store double %60, double* %11, align 8, !dbg !205, !tbaa !76, !noalias !178
  %61 = add i64 %55, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %61, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %26, metadata !195, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %61, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %61, metadata !193, metadata !DIExpression()) #4, !dbg !182
  %62 = getelementptr inbounds double, double* %30, i64 %61, !dbg !206
  %63 = load double, double* %62, align 8, !dbg !206, !tbaa !76, !noalias !178
  %64 = getelementptr inbounds double, double* %31, i64 %61, !dbg !207
  %65 = load double, double* %64, align 8, !dbg !207, !tbaa !76, !noalias !178
  call void @llvm.dbg.value(metadata double %60, metadata !198, metadata !DIExpression()) #4, !dbg !182
  %66 = call double @llvm.fmuladd.f64(double %63, double %65, double %60) #4, !dbg !205
  call void @llvm.dbg.value(metadata double %66, metadata !198, metadata !DIExpression()) #4, !dbg !182
  store double %66, double* %11, align 8, !dbg !205, !tbaa !76, !noalias !178
  %67 = add i64 %55, 2, !dbg !201
  call void @llvm.dbg.value(metadata i64 %67, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %26, metadata !195, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %67, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %67, metadata !193, metadata !DIExpression()) #4, !dbg !182
  %68 = getelementptr inbounds double, double* %30, i64 %67, !dbg !206
  %69 = load double, double* %68, align 8, !dbg !206, !tbaa !76, !noalias !178
  %70 = getelementptr inbounds double, double* %31, i64 %67, !dbg !207
  %71 = load double, double* %70, align 8, !dbg !207, !tbaa !76, !noalias !178
  call void @llvm.dbg.value(metadata double %66, metadata !198, metadata !DIExpression()) #4, !dbg !182
  %72 = call double @llvm.fmuladd.f64(double %69, double %71, double %66) #4, !dbg !205
  call void @llvm.dbg.value(metadata double %72, metadata !198, metadata !DIExpression()) #4, !dbg !182
  store double %72, double* %11, align 8, !dbg !205, !tbaa !76, !noalias !178
  %73 = add i64 %55, 3, !dbg !201
  call void @llvm.dbg.value(metadata i64 %73, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %26, metadata !195, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %73, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %73, metadata !193, metadata !DIExpression()) #4, !dbg !182
  %74 = getelementptr inbounds double, double* %30, i64 %73, !dbg !206
  %75 = load double, double* %74, align 8, !dbg !206, !tbaa !76, !noalias !178
  %76 = getelementptr inbounds double, double* %31, i64 %73, !dbg !207
  %77 = load double, double* %76, align 8, !dbg !207, !tbaa !76, !noalias !178
  call void @llvm.dbg.value(metadata double %72, metadata !198, metadata !DIExpression()) #4, !dbg !182
  %78 = call double @llvm.fmuladd.f64(double %75, double %77, double %72) #4, !dbg !205
  call void @llvm.dbg.value(metadata double %78, metadata !198, metadata !DIExpression()) #4, !dbg !182
  store double %78, double* %11, align 8, !dbg !205, !tbaa !76, !noalias !178
  %79 = add i64 %55, 4, !dbg !201
  call void @llvm.dbg.value(metadata i64 %79, metadata !191, metadata !DIExpression()) #4, !dbg !182
  call void @llvm.dbg.value(metadata i64 %26, metadata !195, metadata !DIExpression()) #4, !dbg !182
  %80 = icmp eq i64 %73, %26, !dbg !201
  br i1 %80, label %81, label %53, !dbg !201, !llvm.loop !210

81:                                               ; preds = %49, %53, %17
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %23) #4, !dbg !211, !noalias !178
  %82 = bitcast [1 x i8*]* %12 to double**, !dbg !204
  store double* %11, double** %82, align 8, !dbg !204, !noalias !178
  %83 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @9, i32 %23, i32 1, i64 8, i8* nonnull %13, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #4, !dbg !204, !noalias !178
  switch i32 %83, label %100 [
    i32 1, label %84
    i32 2, label %88
  ], !dbg !204

84:                                               ; preds = %81
  %85 = load double, double* %3, align 8, !dbg !203, !tbaa !76, !noalias !178
  %86 = load double, double* %11, align 8, !dbg !203, !tbaa !76, !noalias !178
  call void @llvm.dbg.value(metadata double %86, metadata !198, metadata !DIExpression()) #4, !dbg !182
  %87 = fadd double %85, %86, !dbg !212
  store double %87, double* %3, align 8, !dbg !212, !tbaa !76, !noalias !178
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @9, i32 %23, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #4, !dbg !204, !noalias !178
  br label %100, !dbg !204

88:                                               ; preds = %81
  %89 = bitcast double* %3 to i64*, !dbg !204
  %90 = load atomic i64, i64* %89 monotonic, align 8, !dbg !204, !tbaa !76, !noalias !178
  %91 = load double, double* %11, align 8, !tbaa !76, !noalias !178
  br label %92, !dbg !204

92:                                               ; preds = %92, %88
  %93 = phi i64 [ %90, %88 ], [ %98, %92 ], !dbg !204
  %94 = bitcast i64 %93 to double, !dbg !204
  call void @llvm.dbg.value(metadata double %91, metadata !198, metadata !DIExpression()) #4, !dbg !182
  %95 = fadd double %91, %94, !dbg !212
  %96 = bitcast double %95 to i64, !dbg !204
  %97 = cmpxchg i64* %89, i64 %93, i64 %96 monotonic monotonic, align 8, !dbg !204, !noalias !178
  %98 = extractvalue { i64, i1 } %97, 0, !dbg !204
  %99 = extractvalue { i64, i1 } %97, 1, !dbg !204
  br i1 %99, label %100, label %92, !dbg !204

100:                                              ; preds = %92, %84, %81
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #4, !dbg !204, !noalias !178
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #4, !dbg !204, !noalias !178
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #4, !dbg !204, !noalias !178
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19) #4, !dbg !204, !noalias !178
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %18) #4, !dbg !204, !noalias !178
  br label %101, !dbg !204

101:                                              ; preds = %6, %100
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13), !dbg !213
  ret void, !dbg !181
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..4(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i64* nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4) #5 !dbg !214 {
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !216, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i32* %1, metadata !217, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i64* %2, metadata !218, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata double** %3, metadata !219, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata double** %4, metadata !220, metadata !DIExpression()), !dbg !221
  tail call void @llvm.experimental.noalias.scope.decl(metadata !222), !dbg !225
  call void @llvm.dbg.value(metadata i32* %0, metadata !226, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i32* undef, metadata !229, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64* %2, metadata !230, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata double** %3, metadata !231, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata double** %4, metadata !232, metadata !DIExpression()) #4, !dbg !240
  %10 = load i64, i64* %2, align 8, !dbg !242, !tbaa !35, !noalias !222
  call void @llvm.dbg.value(metadata i64 %10, metadata !234, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #4, !dbg !240
  %11 = add nsw i64 %10, -3, !dbg !243
  call void @llvm.dbg.value(metadata i64 %11, metadata !234, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64 1, metadata !235, metadata !DIExpression()) #4, !dbg !240
  %12 = icmp sgt i64 %10, 2, !dbg !243
  br i1 %12, label %13, label %112, !dbg !243

13:                                               ; preds = %5
  %14 = bitcast i64* %6 to i8*, !dbg !243
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #4, !dbg !243, !noalias !222
  call void @llvm.dbg.value(metadata i64 0, metadata !236, metadata !DIExpression()) #4, !dbg !240
  store i64 0, i64* %6, align 8, !dbg !244, !tbaa !35, !noalias !222
  %15 = bitcast i64* %7 to i8*, !dbg !243
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %15) #4, !dbg !243, !noalias !222
  call void @llvm.dbg.value(metadata i64 %11, metadata !237, metadata !DIExpression()) #4, !dbg !240
  store i64 %11, i64* %7, align 8, !dbg !244, !tbaa !35, !noalias !222
  %16 = bitcast i64* %8 to i8*, !dbg !243
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #4, !dbg !243, !noalias !222
  call void @llvm.dbg.value(metadata i64 1, metadata !238, metadata !DIExpression()) #4, !dbg !240
  store i64 1, i64* %8, align 8, !dbg !244, !tbaa !35, !noalias !222
  %17 = bitcast i32* %9 to i8*, !dbg !243
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #4, !dbg !243, !noalias !222
  call void @llvm.dbg.value(metadata i32 0, metadata !239, metadata !DIExpression()) #4, !dbg !240
  store i32 0, i32* %9, align 4, !dbg !244, !tbaa !135, !noalias !222
  %18 = load i32, i32* %0, align 4, !dbg !243, !tbaa !135, !alias.scope !222
  call void @llvm.dbg.value(metadata i64* %6, metadata !236, metadata !DIExpression(DW_OP_deref)) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64* %7, metadata !237, metadata !DIExpression(DW_OP_deref)) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64* %8, metadata !238, metadata !DIExpression(DW_OP_deref)) #4, !dbg !240
  call void @llvm.dbg.value(metadata i32* %9, metadata !239, metadata !DIExpression(DW_OP_deref)) #4, !dbg !240
  call void @__kmpc_for_static_init_8(%struct.ident_t* nonnull @12, i32 %18, i32 33, i32* nonnull %9, i64* nonnull %6, i64* nonnull %7, i64* nonnull %8, i64 1, i64 64) #4, !dbg !245, !noalias !222
  %19 = load i64, i64* %7, align 8, !tbaa !35, !noalias !222
  %20 = load i64, i64* %6, align 8, !tbaa !35, !noalias !222
  call void @llvm.dbg.value(metadata i64 %19, metadata !237, metadata !DIExpression()) #4, !dbg !240
  %21 = icmp sgt i64 %19, %11, !dbg !244
  %22 = select i1 %21, i64 %11, i64 %19, !dbg !244
  call void @llvm.dbg.value(metadata i64 %22, metadata !237, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64 %20, metadata !236, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64 %20, metadata !233, metadata !DIExpression()) #4, !dbg !240
  %23 = icmp sgt i64 %20, %22, !dbg !243
  br i1 %23, label %110, label %24, !dbg !243

24:                                               ; preds = %13
  %25 = load double*, double** %4, align 8, !noalias !222
  %26 = load double*, double** %3, align 8, !noalias !222
  %27 = load i64, i64* %8, align 8, !tbaa !35, !noalias !222
  %28 = add i64 %20, 1, !dbg !243
  %29 = add i64 %20, 2, !dbg !243
  %30 = add i64 %20, 3, !dbg !243
  br label %31, !dbg !243

31:                                               ; preds = %102, %24
  %32 = phi i64 [ %108, %102 ], [ 0, %24 ]
  %33 = phi i64 [ %106, %102 ], [ %22, %24 ]
  %34 = phi i64 [ %103, %102 ], [ %20, %24 ]
  call void @llvm.dbg.value(metadata i64 %34, metadata !236, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64 %34, metadata !233, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64 %33, metadata !237, metadata !DIExpression()) #4, !dbg !240
  %35 = mul i64 %27, %32, !dbg !243
  %36 = add i64 %28, %35, !dbg !243
  %37 = getelementptr double, double* %26, i64 %36, !dbg !243
  %38 = add i64 %29, %35, !dbg !243
  %39 = getelementptr double, double* %26, i64 %38, !dbg !243
  %40 = mul i64 %27, %32, !dbg !243
  %41 = add i64 %20, %40, !dbg !243
  %42 = getelementptr double, double* %25, i64 %34, !dbg !243
  %43 = add i64 %30, %35, !dbg !243
  %44 = getelementptr double, double* %25, i64 %43, !dbg !243
  %45 = icmp sgt i64 %34, %33, !dbg !243
  br i1 %45, label %102, label %46, !dbg !243

46:                                               ; preds = %31
  %47 = mul i64 %27, %32, !dbg !243
  %48 = add i64 %20, %47, !dbg !243
  %49 = sub i64 1, %48, !dbg !243
  %50 = add i64 %33, %49, !dbg !245
  %51 = icmp ult i64 %50, 2, !dbg !245
  br i1 %51, label %85, label %52, !dbg !245

52:                                               ; preds = %46
  %53 = sub i64 %33, %41, !dbg !245
  %54 = getelementptr double, double* %39, i64 %53, !dbg !245
  %55 = getelementptr double, double* %44, i64 %53, !dbg !245
  %56 = icmp ult double* %37, %55, !dbg !245
  %57 = icmp ult double* %42, %54, !dbg !245
  %58 = and i1 %56, %57, !dbg !245
  br i1 %58, label %85, label %59, !dbg !245

59:                                               ; preds = %52
  %60 = and i64 %50, -2, !dbg !245
  %61 = add i64 %34, %60, !dbg !245
  br label %62, !dbg !245

62:                                               ; preds = %62, %59
  %63 = phi i64 [ 0, %59 ], [ %81, %62 ]
  %64 = add i64 %34, %63
  %65 = add nsw i64 %64, 1, !dbg !246
  %66 = getelementptr inbounds double, double* %25, i64 %64, !dbg !247
  %67 = bitcast double* %66 to <2 x double>*, !dbg !247
  %68 = load <2 x double>, <2 x double>* %67, align 8, !dbg !247, !tbaa !76, !alias.scope !248, !noalias !222
  %69 = getelementptr inbounds double, double* %25, i64 %65, !dbg !251
  %70 = bitcast double* %69 to <2 x double>*, !dbg !251
  %71 = load <2 x double>, <2 x double>* %70, align 8, !dbg !251, !tbaa !76, !alias.scope !248, !noalias !222
  %72 = fadd <2 x double> %68, %71, !dbg !252
  %73 = add nsw i64 %64, 2, !dbg !253
  %74 = getelementptr inbounds double, double* %25, i64 %73, !dbg !254
  %75 = bitcast double* %74 to <2 x double>*, !dbg !254
  %76 = load <2 x double>, <2 x double>* %75, align 8, !dbg !254, !tbaa !76, !alias.scope !248, !noalias !222
  %77 = fadd <2 x double> %72, %76, !dbg !255
  %78 = fdiv <2 x double> %77, <double 3.000000e+00, double 3.000000e+00>, !dbg !256
  %79 = getelementptr inbounds double, double* %26, i64 %65, !dbg !257
  %80 = bitcast double* %79 to <2 x double>*, !dbg !258
  store <2 x double> %78, <2 x double>* %80, align 8, !dbg !258, !tbaa !76, !alias.scope !259, !noalias !261
  %81 = add nuw i64 %63, 2
  %82 = icmp eq i64 %81, %60
  br i1 %82, label %83, label %62, !llvm.loop !262

83:                                               ; preds = %62
  %84 = icmp eq i64 %50, %60, !dbg !243
  br i1 %84, label %102, label %85, !dbg !243

85:                                               ; preds = %52, %46, %83
  %86 = phi i64 [ %34, %52 ], [ %34, %46 ], [ %61, %83 ]
  br label %87, !dbg !245

87:                                               ; preds = %85, %87
  %88 = phi i64 [ %89, %87 ], [ %86, %85 ]
  call void @llvm.dbg.value(metadata i64 %88, metadata !233, metadata !DIExpression()) #4, !dbg !240
  %89 = add nsw i64 %88, 1, !dbg !246
  call void @llvm.dbg.value(metadata i64 %89, metadata !235, metadata !DIExpression()) #4, !dbg !240
  %90 = getelementptr inbounds double, double* %25, i64 %88, !dbg !247
  %91 = load double, double* %90, align 8, !dbg !247, !tbaa !76, !noalias !222
  %92 = getelementptr inbounds double, double* %25, i64 %89, !dbg !251
  %93 = load double, double* %92, align 8, !dbg !251, !tbaa !76, !noalias !222
  %94 = fadd double %91, %93, !dbg !252
  %95 = add nsw i64 %88, 2, !dbg !253
  %96 = getelementptr inbounds double, double* %25, i64 %95, !dbg !254
  %97 = load double, double* %96, align 8, !dbg !254, !tbaa !76, !noalias !222
  %98 = fadd double %94, %97, !dbg !255
  %99 = fdiv double %98, 3.000000e+00, !dbg !256
  %100 = getelementptr inbounds double, double* %26, i64 %89, !dbg !257
  store double %99, double* %100, align 8, !dbg !258, !tbaa !76, !noalias !222
  call void @llvm.dbg.value(metadata i64 %89, metadata !233, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64 %33, metadata !237, metadata !DIExpression()) #4, !dbg !240
  %101 = icmp slt i64 %88, %33, !dbg !243
  br i1 %101, label %87, label %102, !dbg !243, !llvm.loop !264

102:                                              ; preds = %87, %83, %31
  call void @llvm.dbg.value(metadata i64 %34, metadata !236, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64 %27, metadata !238, metadata !DIExpression()) #4, !dbg !240
  %103 = add nsw i64 %34, %27, !dbg !243
  call void @llvm.dbg.value(metadata i64 %103, metadata !236, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64 %33, metadata !237, metadata !DIExpression()) #4, !dbg !240
  %104 = add nsw i64 %33, %27, !dbg !243
  call void @llvm.dbg.value(metadata i64 %104, metadata !237, metadata !DIExpression()) #4, !dbg !240
  %105 = icmp sgt i64 %104, %11, !dbg !244
  %106 = select i1 %105, i64 %11, i64 %104, !dbg !244
  call void @llvm.dbg.value(metadata i64 %106, metadata !237, metadata !DIExpression()) #4, !dbg !240
  call void @llvm.dbg.value(metadata i64 %103, metadata !233, metadata !DIExpression()) #4, !dbg !240
  %107 = icmp sgt i64 %103, %106, !dbg !243
  %108 = add i64 %32, 1, !dbg !243
  br i1 %107, label %109, label %31, !dbg !243, !llvm.loop !265

109:                                              ; preds = %102
  store i64 %103, i64* %6, align 8, !dbg !243, !tbaa !35, !noalias !222
  br label %110, !dbg !243

110:                                              ; preds = %109, %13
  %111 = phi i64 [ %106, %109 ], [ %22, %13 ]
  store i64 %111, i64* %7, align 8, !dbg !240, !tbaa !35, !noalias !222
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @14, i32 %18) #4, !dbg !263, !noalias !222
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #4, !dbg !245, !noalias !222
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #4, !dbg !245, !noalias !222
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15) #4, !dbg !245, !noalias !222
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #4, !dbg !245, !noalias !222
  br label %112, !dbg !245

112:                                              ; preds = %5, %110
  ret void, !dbg !225
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #12

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #13

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { convergent nounwind }
attributes #9 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_chunked_args.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "eeb1b810f6f11be4ffd0ca257d605896")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"openmp", i32 50}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!7, !7, !3}
!19 = !{!20, !21, !22, !24, !25, !28, !29}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 8, type: !7)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 8, type: !3)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 9, type: !23)
!23 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!24 = !DILocalVariable(name: "threads", scope: !16, file: !1, line: 10, type: !7)
!25 = !DILocalVariable(name: "x", scope: !16, file: !1, line: 12, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DILocalVariable(name: "y", scope: !16, file: !1, line: 12, type: !26)
!29 = !DILocalVariable(name: "dot", scope: !16, file: !1, line: 15, type: !27)
!30 = !DILocation(line: 0, scope: !16)
!31 = !DILocation(line: 9, column: 3, scope: !16)
!32 = !DILocation(line: 9, column: 17, scope: !16)
!33 = !DILocation(line: 9, column: 12, scope: !16)
!34 = !DILocation(line: 9, column: 8, scope: !16)
!35 = !{!36, !36, i64 0}
!36 = !{!"long", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 10, column: 17, scope: !16)
!40 = !DILocation(line: 9, column: 28, scope: !16)
!41 = !{!42, !42, i64 0}
!42 = !{!"any pointer", !37, i64 0}
!43 = !DILocalVariable(name: "__nptr", arg: 1, scope: !44, file: !45, line: 367, type: !48)
!44 = distinct !DISubprogram(name: "atol", scope: !45, file: !45, line: 367, type: !46, scopeLine: 368, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!45 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!46 = !DISubroutineType(types: !47)
!47 = !{!23, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!50 = !{!43}
!51 = !DILocation(line: 0, scope: !44, inlinedAt: !52)
!52 = distinct !DILocation(line: 9, column: 23, scope: !16)
!53 = !DILocation(line: 369, column: 10, scope: !44, inlinedAt: !52)
!54 = !DILocation(line: 10, column: 22, scope: !16)
!55 = !DILocation(line: 10, column: 33, scope: !16)
!56 = !DILocalVariable(name: "__nptr", arg: 1, scope: !57, file: !45, line: 362, type: !48)
!57 = distinct !DISubprogram(name: "atoi", scope: !45, file: !45, line: 362, type: !58, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!7, !48}
!60 = !{!56}
!61 = !DILocation(line: 0, scope: !57, inlinedAt: !62)
!62 = distinct !DILocation(line: 10, column: 28, scope: !16)
!63 = !DILocation(line: 364, column: 16, scope: !57, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !57, inlinedAt: !62)
!65 = !DILocation(line: 12, column: 22, scope: !16)
!66 = !DILocation(line: 11, column: 3, scope: !16)
!67 = !DILocation(line: 12, column: 3, scope: !16)
!68 = !DILocation(line: 12, column: 24, scope: !16)
!69 = !DILocation(line: 12, column: 15, scope: !16)
!70 = !DILocation(line: 12, column: 11, scope: !16)
!71 = !DILocation(line: 12, column: 48, scope: !16)
!72 = !DILocation(line: 12, column: 44, scope: !16)
!73 = !DILocation(line: 13, column: 1, scope: !16)
!74 = !DILocation(line: 15, column: 3, scope: !16)
!75 = !DILocation(line: 15, column: 10, scope: !16)
!76 = !{!77, !77, i64 0}
!77 = !{!"double", !37, i64 0}
!78 = !DILocation(line: 16, column: 1, scope: !16)
!79 = !DILocation(line: 18, column: 1, scope: !16)
!80 = !DILocation(line: 20, column: 21, scope: !16)
!81 = !DILocation(line: 20, column: 26, scope: !16)
!82 = !DILocation(line: 20, column: 28, scope: !16)
!83 = !DILocation(line: 20, column: 30, scope: !16)
!84 = !DILocation(line: 20, column: 3, scope: !16)
!85 = !DILocation(line: 21, column: 8, scope: !16)
!86 = !DILocation(line: 21, column: 3, scope: !16)
!87 = !DILocation(line: 22, column: 8, scope: !16)
!88 = !DILocation(line: 22, column: 3, scope: !16)
!89 = !DILocation(line: 24, column: 1, scope: !16)
!90 = !DILocation(line: 23, column: 3, scope: !16)
!91 = !DISubprogram(name: "omp_set_num_threads", scope: !92, file: !92, line: 57, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !95)
!92 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/omp.h", directory: "", checksumkind: CSK_MD5, checksum: "09a8f9a8e0e6ef7adf745177c76222c9")
!93 = !DISubroutineType(types: !94)
!94 = !{null, !7}
!95 = !{}
!96 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 13, type: !97, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !105)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !99, !99, !103, !104, !104}
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!103 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !23, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!105 = !{!106, !107, !108, !109, !110}
!106 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !96, type: !99, flags: DIFlagArtificial)
!107 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !96, type: !99, flags: DIFlagArtificial)
!108 = !DILocalVariable(name: "n", arg: 3, scope: !96, type: !103, flags: DIFlagArtificial)
!109 = !DILocalVariable(name: "x", arg: 4, scope: !96, type: !104, flags: DIFlagArtificial)
!110 = !DILocalVariable(name: "y", arg: 5, scope: !96, type: !104, flags: DIFlagArtificial)
!111 = !DILocation(line: 0, scope: !96)
!112 = !{!113}
!113 = distinct !{!113, !114, !".omp_outlined._debug__: argument 0"}
!114 = distinct !{!114, !".omp_outlined._debug__"}
!115 = !DILocation(line: 13, column: 1, scope: !96)
!116 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !117, type: !99, flags: DIFlagArtificial)
!117 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 14, type: !97, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !118)
!118 = !{!116, !119, !120, !121, !122, !123, !124, !124, !125, !126, !127, !128, !129, !125}
!119 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !117, type: !99, flags: DIFlagArtificial)
!120 = !DILocalVariable(name: "n", arg: 3, scope: !117, file: !1, line: 9, type: !103)
!121 = !DILocalVariable(name: "x", arg: 4, scope: !117, file: !1, line: 12, type: !104)
!122 = !DILocalVariable(name: "y", arg: 5, scope: !117, file: !1, line: 12, type: !104)
!123 = !DILocalVariable(name: ".omp.iv", scope: !117, type: !23, flags: DIFlagArtificial)
!124 = !DILocalVariable(name: ".capture_expr.", scope: !117, type: !23, flags: DIFlagArtificial)
!125 = !DILocalVariable(name: "i", scope: !117, type: !23, flags: DIFlagArtificial)
!126 = !DILocalVariable(name: ".omp.lb", scope: !117, type: !23, flags: DIFlagArtificial)
!127 = !DILocalVariable(name: ".omp.ub", scope: !117, type: !23, flags: DIFlagArtificial)
!128 = !DILocalVariable(name: ".omp.stride", scope: !117, type: !23, flags: DIFlagArtificial)
!129 = !DILocalVariable(name: ".omp.is_last", scope: !117, type: !7, flags: DIFlagArtificial)
!130 = !DILocation(line: 0, scope: !117, inlinedAt: !131)
!131 = distinct !DILocation(line: 13, column: 1, scope: !96)
!132 = !DILocation(line: 14, column: 24, scope: !117, inlinedAt: !131)
!133 = !DILocation(line: 14, column: 3, scope: !117, inlinedAt: !131)
!134 = !DILocation(line: 14, column: 8, scope: !117, inlinedAt: !131)
!135 = !{!136, !136, i64 0}
!136 = !{!"int", !37, i64 0}
!137 = !DILocation(line: 13, column: 1, scope: !117, inlinedAt: !131)
!138 = !DILocation(line: 14, column: 41, scope: !139, inlinedAt: !131)
!139 = distinct !DILexicalBlock(scope: !117, file: !1, line: 14, column: 32)
!140 = !DILocation(line: 14, column: 43, scope: !139, inlinedAt: !131)
!141 = !DILocation(line: 14, column: 34, scope: !139, inlinedAt: !131)
!142 = !DILocation(line: 14, column: 39, scope: !139, inlinedAt: !131)
!143 = !{!144}
!144 = distinct !{!144, !145}
!145 = distinct !{!145, !"LVerDomain"}
!146 = !{!113, !147}
!147 = distinct !{!147, !145}
!148 = !DILocation(line: 14, column: 50, scope: !139, inlinedAt: !131)
!149 = !DILocation(line: 14, column: 55, scope: !139, inlinedAt: !131)
!150 = !{!147}
!151 = distinct !{!151, !137, !152, !153}
!152 = !DILocation(line: 13, column: 25, scope: !117, inlinedAt: !131)
!153 = !{!"llvm.loop.isvectorized", i32 1}
!154 = distinct !{!154, !137, !152, !153}
!155 = !{!156}
!156 = !{i64 2, i64 -1, i64 -1, i1 true}
!157 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !1, file: !1, line: 16, type: !158, scopeLine: 16, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !159)
!158 = !DISubroutineType(types: !95)
!159 = !{!160, !161}
!160 = !DILocalVariable(arg: 1, scope: !157, type: !6, flags: DIFlagArtificial)
!161 = !DILocalVariable(arg: 2, scope: !157, type: !6, flags: DIFlagArtificial)
!162 = !DILocation(line: 0, scope: !157)
!163 = !DILocation(line: 16, column: 44, scope: !157)
!164 = !DILocation(line: 16, column: 40, scope: !157)
!165 = !DILocation(line: 16, column: 36, scope: !157)
!166 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 16, type: !167, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !170)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !99, !99, !103, !169, !104, !104}
!169 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !27, size: 64)
!170 = !{!171, !172, !173, !174, !175, !176}
!171 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !166, type: !99, flags: DIFlagArtificial)
!172 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !166, type: !99, flags: DIFlagArtificial)
!173 = !DILocalVariable(name: "n", arg: 3, scope: !166, type: !103, flags: DIFlagArtificial)
!174 = !DILocalVariable(name: "dot", arg: 4, scope: !166, type: !169, flags: DIFlagArtificial)
!175 = !DILocalVariable(name: "x", arg: 5, scope: !166, type: !104, flags: DIFlagArtificial)
!176 = !DILocalVariable(name: "y", arg: 6, scope: !166, type: !104, flags: DIFlagArtificial)
!177 = !DILocation(line: 0, scope: !166)
!178 = !{!179}
!179 = distinct !{!179, !180, !".omp_outlined._debug__.1: argument 0"}
!180 = distinct !{!180, !".omp_outlined._debug__.1"}
!181 = !DILocation(line: 16, column: 1, scope: !166)
!182 = !DILocation(line: 0, scope: !183, inlinedAt: !199)
!183 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 17, type: !167, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !184)
!184 = !{!185, !186, !187, !188, !189, !190, !191, !192, !192, !193, !194, !195, !196, !197, !198, !193}
!185 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !183, type: !99, flags: DIFlagArtificial)
!186 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !183, type: !99, flags: DIFlagArtificial)
!187 = !DILocalVariable(name: "n", arg: 3, scope: !183, file: !1, line: 9, type: !103)
!188 = !DILocalVariable(name: "dot", arg: 4, scope: !183, file: !1, line: 15, type: !169)
!189 = !DILocalVariable(name: "x", arg: 5, scope: !183, file: !1, line: 12, type: !104)
!190 = !DILocalVariable(name: "y", arg: 6, scope: !183, file: !1, line: 12, type: !104)
!191 = !DILocalVariable(name: ".omp.iv", scope: !183, type: !23, flags: DIFlagArtificial)
!192 = !DILocalVariable(name: ".capture_expr.", scope: !183, type: !23, flags: DIFlagArtificial)
!193 = !DILocalVariable(name: "i", scope: !183, type: !23, flags: DIFlagArtificial)
!194 = !DILocalVariable(name: ".omp.lb", scope: !183, type: !23, flags: DIFlagArtificial)
!195 = !DILocalVariable(name: ".omp.ub", scope: !183, type: !23, flags: DIFlagArtificial)
!196 = !DILocalVariable(name: ".omp.stride", scope: !183, type: !23, flags: DIFlagArtificial)
!197 = !DILocalVariable(name: ".omp.is_last", scope: !183, type: !7, flags: DIFlagArtificial)
!198 = !DILocalVariable(name: "dot", scope: !183, type: !27, flags: DIFlagArtificial)
!199 = distinct !DILocation(line: 16, column: 1, scope: !166)
!200 = !DILocation(line: 17, column: 24, scope: !183, inlinedAt: !199)
!201 = !DILocation(line: 17, column: 3, scope: !183, inlinedAt: !199)
!202 = !DILocation(line: 17, column: 8, scope: !183, inlinedAt: !199)
!203 = !DILocation(line: 16, column: 40, scope: !183, inlinedAt: !199)
!204 = !DILocation(line: 16, column: 1, scope: !183, inlinedAt: !199)
!205 = !DILocation(line: 17, column: 36, scope: !183, inlinedAt: !199)
!206 = !DILocation(line: 17, column: 39, scope: !183, inlinedAt: !199)
!207 = !DILocation(line: 17, column: 46, scope: !183, inlinedAt: !199)
!208 = distinct !{!208, !209}
!209 = !{!"llvm.loop.unroll.disable"}
!210 = distinct !{!210, !204, !211}
!211 = !DILocation(line: 16, column: 44, scope: !183, inlinedAt: !199)
!212 = !DILocation(line: 16, column: 36, scope: !183, inlinedAt: !199)
!213 = !DILocation(line: 17, column: 49, scope: !183, inlinedAt: !199)
!214 = distinct !DISubprogram(name: ".omp_outlined..4", scope: !1, file: !1, line: 18, type: !97, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !215)
!215 = !{!216, !217, !218, !219, !220}
!216 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !214, type: !99, flags: DIFlagArtificial)
!217 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !214, type: !99, flags: DIFlagArtificial)
!218 = !DILocalVariable(name: "n", arg: 3, scope: !214, type: !103, flags: DIFlagArtificial)
!219 = !DILocalVariable(name: "y", arg: 4, scope: !214, type: !104, flags: DIFlagArtificial)
!220 = !DILocalVariable(name: "x", arg: 5, scope: !214, type: !104, flags: DIFlagArtificial)
!221 = !DILocation(line: 0, scope: !214)
!222 = !{!223}
!223 = distinct !{!223, !224, !".omp_outlined._debug__.3: argument 0"}
!224 = distinct !{!224, !".omp_outlined._debug__.3"}
!225 = !DILocation(line: 18, column: 1, scope: !214)
!226 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !227, type: !99, flags: DIFlagArtificial)
!227 = distinct !DISubprogram(name: ".omp_outlined._debug__.3", scope: !1, file: !1, line: 19, type: !97, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !228)
!228 = !{!226, !229, !230, !231, !232, !233, !234, !234, !235, !236, !237, !238, !239, !235}
!229 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !227, type: !99, flags: DIFlagArtificial)
!230 = !DILocalVariable(name: "n", arg: 3, scope: !227, file: !1, line: 9, type: !103)
!231 = !DILocalVariable(name: "y", arg: 4, scope: !227, file: !1, line: 12, type: !104)
!232 = !DILocalVariable(name: "x", arg: 5, scope: !227, file: !1, line: 12, type: !104)
!233 = !DILocalVariable(name: ".omp.iv", scope: !227, type: !23, flags: DIFlagArtificial)
!234 = !DILocalVariable(name: ".capture_expr.", scope: !227, type: !23, flags: DIFlagArtificial)
!235 = !DILocalVariable(name: "i", scope: !227, type: !23, flags: DIFlagArtificial)
!236 = !DILocalVariable(name: ".omp.lb", scope: !227, type: !23, flags: DIFlagArtificial)
!237 = !DILocalVariable(name: ".omp.ub", scope: !227, type: !23, flags: DIFlagArtificial)
!238 = !DILocalVariable(name: ".omp.stride", scope: !227, type: !23, flags: DIFlagArtificial)
!239 = !DILocalVariable(name: ".omp.is_last", scope: !227, type: !7, flags: DIFlagArtificial)
!240 = !DILocation(line: 0, scope: !227, inlinedAt: !241)
!241 = distinct !DILocation(line: 18, column: 1, scope: !214)
!242 = !DILocation(line: 19, column: 24, scope: !227, inlinedAt: !241)
!243 = !DILocation(line: 19, column: 3, scope: !227, inlinedAt: !241)
!244 = !DILocation(line: 19, column: 8, scope: !227, inlinedAt: !241)
!245 = !DILocation(line: 18, column: 1, scope: !227, inlinedAt: !241)
!246 = !DILocation(line: 19, column: 31, scope: !227, inlinedAt: !241)
!247 = !DILocation(line: 19, column: 44, scope: !227, inlinedAt: !241)
!248 = !{!249}
!249 = distinct !{!249, !250}
!250 = distinct !{!250, !"LVerDomain"}
!251 = !DILocation(line: 19, column: 55, scope: !227, inlinedAt: !241)
!252 = !DILocation(line: 19, column: 53, scope: !227, inlinedAt: !241)
!253 = !DILocation(line: 19, column: 66, scope: !227, inlinedAt: !241)
!254 = !DILocation(line: 19, column: 62, scope: !227, inlinedAt: !241)
!255 = !DILocation(line: 19, column: 60, scope: !227, inlinedAt: !241)
!256 = !DILocation(line: 19, column: 72, scope: !227, inlinedAt: !241)
!257 = !DILocation(line: 19, column: 36, scope: !227, inlinedAt: !241)
!258 = !DILocation(line: 19, column: 41, scope: !227, inlinedAt: !241)
!259 = !{!260}
!260 = distinct !{!260, !250}
!261 = !{!223, !249}
!262 = distinct !{!262, !245, !263, !153}
!263 = !DILocation(line: 18, column: 46, scope: !227, inlinedAt: !241)
!264 = distinct !{!264, !245, !263, !153}
!265 = distinct !{!265, !245, !263}
