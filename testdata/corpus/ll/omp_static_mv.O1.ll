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
  call void @llvm.experimental.noalias.scope.decl(metadata !58), !dbg !61
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
  br i1 %14, label %15, label %58, !dbg !85

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
  br i1 %25, label %57, label %26, !dbg !85

26:                                               ; preds = %15
  %27 = load i32, i32* %3, align 4, !tbaa !31, !noalias !58
  %28 = icmp sgt i32 %27, 0
  %29 = load double*, double** %4, align 8, !noalias !58
  %30 = sext i32 %27 to i64
  %31 = load double*, double** %5, align 8, !noalias !58
  %32 = load double*, double** %6, align 8, !tbaa !35, !noalias !58
  %33 = sext i32 %24 to i64, !dbg !85
  %34 = add i32 %23, 1, !dbg !85
  %35 = zext i32 %27 to i64
  br label %36, !dbg !85

36:                                               ; preds = %40, %26
  %37 = phi i64 [ %33, %26 ], [ %43, %40 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !71, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()) #2, !dbg !89
  br i1 %28, label %38, label %40, !dbg !90

38:                                               ; preds = %36
  %39 = mul nsw i64 %37, %30
  br label %46, !dbg !90

40:                                               ; preds = %46, %36
  %41 = phi double [ 0.000000e+00, %36 ], [ %54, %46 ], !dbg !89
  %42 = getelementptr inbounds double, double* %32, i64 %37, !dbg !91
  store double %41, double* %42, align 8, !dbg !92, !tbaa !93, !noalias !58
  %43 = add nsw i64 %37, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %43, metadata !71, metadata !DIExpression()) #2, !dbg !82
  call void @llvm.dbg.value(metadata i32 %23, metadata !75, metadata !DIExpression()) #2, !dbg !82
  %44 = trunc i64 %43 to i32, !dbg !85
  %45 = icmp eq i32 %34, %44, !dbg !85
  br i1 %45, label %57, label %36, !dbg !85, !llvm.loop !95

46:                                               ; preds = %46, %38
  %47 = phi i64 [ 0, %38 ], [ %55, %46 ]
  %48 = phi double [ 0.000000e+00, %38 ], [ %54, %46 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !80, metadata !DIExpression()) #2, !dbg !88
  call void @llvm.dbg.value(metadata double %48, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %49 = add nsw i64 %47, %39, !dbg !97
  %50 = getelementptr inbounds double, double* %29, i64 %49, !dbg !99
  %51 = load double, double* %50, align 8, !dbg !99, !tbaa !93, !noalias !58
  %52 = getelementptr inbounds double, double* %31, i64 %47, !dbg !100
  %53 = load double, double* %52, align 8, !dbg !100, !tbaa !93, !noalias !58
  %54 = call double @llvm.fmuladd.f64(double %51, double %53, double %48) #2, !dbg !101
  call void @llvm.dbg.value(metadata double %54, metadata !78, metadata !DIExpression()) #2, !dbg !89
  %55 = add nuw nsw i64 %47, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %55, metadata !80, metadata !DIExpression()) #2, !dbg !88
  %56 = icmp eq i64 %55, %35, !dbg !103
  br i1 %56, label %40, label %46, !dbg !90, !llvm.loop !104

57:                                               ; preds = %40, %15
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %20) #2, !dbg !96, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !87, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !87, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !87, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !87, !noalias !58
  br label %58, !dbg !87

58:                                               ; preds = %7, %57
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
  br i1 %12, label %13, label %18, !dbg !136

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !137
  %15 = load i8*, i8** %14, align 8, !dbg !137, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %15, metadata !138, metadata !DIExpression()) #2, !dbg !146
  %16 = call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #2, !dbg !148
  %17 = trunc i64 %16 to i32, !dbg !149
  br label %18, !dbg !136

18:                                               ; preds = %2, %13
  %19 = phi i32 [ %17, %13 ], [ 240, %2 ], !dbg !136
  call void @llvm.dbg.value(metadata i32 %19, metadata !116, metadata !DIExpression()), !dbg !134
  %20 = icmp sgt i32 %0, 2, !dbg !150
  br i1 %20, label %21, label %26, !dbg !151

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !152
  %23 = load i8*, i8** %22, align 8, !dbg !152, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %23, metadata !138, metadata !DIExpression()) #2, !dbg !153
  %24 = call i64 @strtol(i8* nocapture noundef nonnull %23, i8** noundef null, i32 noundef 10) #2, !dbg !155
  %25 = trunc i64 %24 to i32, !dbg !156
  br label %26, !dbg !151

26:                                               ; preds = %18, %21
  %27 = phi i32 [ %25, %21 ], [ 200, %18 ], !dbg !151
  call void @llvm.dbg.value(metadata i32 %27, metadata !117, metadata !DIExpression()), !dbg !134
  %28 = sext i32 %19 to i64, !dbg !157
  %29 = shl nsw i64 %28, 3, !dbg !158
  %30 = sext i32 %27 to i64, !dbg !159
  %31 = mul i64 %29, %30, !dbg !160
  %32 = call noalias i8* @malloc(i64 noundef %31) #2, !dbg !161
  %33 = bitcast i8* %32 to double*, !dbg !161
  call void @llvm.dbg.value(metadata double* %33, metadata !118, metadata !DIExpression()), !dbg !134
  %34 = shl nsw i64 %30, 3, !dbg !162
  %35 = call noalias i8* @malloc(i64 noundef %34) #2, !dbg !163
  %36 = bitcast i8* %35 to double*, !dbg !163
  call void @llvm.dbg.value(metadata double* %36, metadata !119, metadata !DIExpression()), !dbg !134
  %37 = call noalias i8* @malloc(i64 noundef %29) #2, !dbg !164
  call void @llvm.dbg.value(metadata i8* %37, metadata !120, metadata !DIExpression()), !dbg !134
  %38 = call noalias i8* @malloc(i64 noundef %29) #2, !dbg !165
  %39 = bitcast i8* %38 to double*, !dbg !165
  call void @llvm.dbg.value(metadata double* %39, metadata !121, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !166
  %40 = icmp sgt i32 %19, 0, !dbg !167
  br i1 %40, label %41, label %49, !dbg !168

41:                                               ; preds = %26
  %42 = icmp sgt i32 %27, 0
  %43 = zext i32 %19 to i64, !dbg !167
  %44 = zext i32 %27 to i64
  br label %45, !dbg !168

45:                                               ; preds = %41, %53
  %46 = phi i64 [ 0, %41 ], [ %54, %53 ]
  call void @llvm.dbg.value(metadata i64 %46, metadata !122, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !124, metadata !DIExpression()), !dbg !169
  br i1 %42, label %47, label %53, !dbg !170

47:                                               ; preds = %45
  %48 = mul nsw i64 %46, %30
  br label %56, !dbg !170

49:                                               ; preds = %53, %26
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !171
  %50 = icmp sgt i32 %27, 0, !dbg !172
  br i1 %50, label %51, label %68, !dbg !174

51:                                               ; preds = %49
  %52 = zext i32 %27 to i64, !dbg !172
  br label %72, !dbg !174

53:                                               ; preds = %56, %45
  %54 = add nuw nsw i64 %46, 1, !dbg !175
  call void @llvm.dbg.value(metadata i64 %54, metadata !122, metadata !DIExpression()), !dbg !166
  %55 = icmp eq i64 %54, %43, !dbg !167
  br i1 %55, label %49, label %45, !dbg !168, !llvm.loop !176

56:                                               ; preds = %47, %56
  %57 = phi i64 [ 0, %47 ], [ %66, %56 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !124, metadata !DIExpression()), !dbg !169
  %58 = shl nuw nsw i64 %57, 1, !dbg !178
  %59 = add nuw nsw i64 %58, %46, !dbg !180
  %60 = trunc i64 %59 to i32, !dbg !181
  %61 = urem i32 %60, 9, !dbg !181
  %62 = sitofp i32 %61 to double, !dbg !182
  %63 = fmul double %62, 1.250000e-01, !dbg !183
  %64 = add nsw i64 %48, %57, !dbg !184
  %65 = getelementptr inbounds double, double* %33, i64 %64, !dbg !185
  store double %63, double* %65, align 8, !dbg !186, !tbaa !93
  %66 = add nuw nsw i64 %57, 1, !dbg !187
  call void @llvm.dbg.value(metadata i64 %66, metadata !124, metadata !DIExpression()), !dbg !169
  %67 = icmp eq i64 %66, %44, !dbg !188
  br i1 %67, label %53, label %56, !dbg !170, !llvm.loop !189

68:                                               ; preds = %72, %49
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()), !dbg !191
  %69 = icmp sgt i32 %19, 0, !dbg !192
  br i1 %69, label %70, label %81, !dbg !194

70:                                               ; preds = %68
  %71 = zext i32 %19 to i64, !dbg !192
  br label %99, !dbg !194

72:                                               ; preds = %51, %72
  %73 = phi i64 [ 0, %51 ], [ %79, %72 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !127, metadata !DIExpression()), !dbg !171
  %74 = trunc i64 %73 to i32, !dbg !195
  %75 = urem i32 %74, 5, !dbg !195
  %76 = sitofp i32 %75 to double, !dbg !196
  %77 = fmul double %76, 5.000000e-01, !dbg !197
  %78 = getelementptr inbounds double, double* %36, i64 %73, !dbg !198
  store double %77, double* %78, align 8, !dbg !199, !tbaa !93
  %79 = add nuw nsw i64 %73, 1, !dbg !200
  call void @llvm.dbg.value(metadata i64 %79, metadata !127, metadata !DIExpression()), !dbg !171
  %80 = icmp eq i64 %79, %52, !dbg !172
  br i1 %80, label %68, label %72, !dbg !174, !llvm.loop !201

81:                                               ; preds = %99, %68
  %82 = bitcast i32* %7 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %82), !dbg !203
  %83 = bitcast i32* %8 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %83), !dbg !203
  %84 = bitcast double** %9 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %84), !dbg !203
  %85 = bitcast double** %10 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %85), !dbg !203
  %86 = bitcast double** %11 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %86), !dbg !203
  call void @llvm.dbg.value(metadata i32 %19, metadata !25, metadata !DIExpression()) #2, !dbg !203
  store i32 %19, i32* %7, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata i32 %27, metadata !26, metadata !DIExpression()) #2, !dbg !203
  store i32 %27, i32* %8, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata double* %33, metadata !27, metadata !DIExpression()) #2, !dbg !203
  %87 = bitcast double** %9 to i8**
  store i8* %32, i8** %87, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double* %36, metadata !28, metadata !DIExpression()) #2, !dbg !203
  %88 = bitcast double** %10 to i8**
  store i8* %35, i8** %88, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %37, metadata !29, metadata !DIExpression()) #2, !dbg !203
  %89 = bitcast double** %11 to i8**
  store i8* %37, i8** %89, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i32* %7, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !203
  call void @llvm.dbg.value(metadata i32* %8, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !203
  call void @llvm.dbg.value(metadata double** %9, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !203
  call void @llvm.dbg.value(metadata double** %10, metadata !28, metadata !DIExpression(DW_OP_deref)) #2, !dbg !203
  call void @llvm.dbg.value(metadata double** %11, metadata !29, metadata !DIExpression(DW_OP_deref)) #2, !dbg !203
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %7, i32* nonnull %8, double** nonnull %9, double** nonnull %10, double** nonnull %11) #2, !dbg !205
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %82), !dbg !206
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %83), !dbg !206
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %84), !dbg !206
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %85), !dbg !206
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %86), !dbg !206
  %90 = bitcast i32* %3 to i8*, !dbg !207
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %90), !dbg !207
  %91 = bitcast double* %4 to i8*, !dbg !207
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %91), !dbg !207
  %92 = bitcast double** %5 to i8*, !dbg !207
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %92), !dbg !207
  %93 = bitcast double** %6 to i8*, !dbg !207
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %93), !dbg !207
  call void @llvm.dbg.value(metadata i32 %19, metadata !212, metadata !DIExpression()) #2, !dbg !207
  store i32 %19, i32* %3, align 4, !tbaa !31
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !213, metadata !DIExpression()) #2, !dbg !207
  store double 2.000000e+00, double* %4, align 8, !tbaa !93
  call void @llvm.dbg.value(metadata i8* %37, metadata !214, metadata !DIExpression()) #2, !dbg !207
  %94 = bitcast double** %5 to i8**
  store i8* %37, i8** %94, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double* %39, metadata !215, metadata !DIExpression()) #2, !dbg !207
  %95 = bitcast double** %6 to i8**
  store i8* %38, i8** %95, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata i32* %3, metadata !212, metadata !DIExpression(DW_OP_deref)) #2, !dbg !207
  call void @llvm.dbg.value(metadata double* %4, metadata !213, metadata !DIExpression(DW_OP_deref)) #2, !dbg !207
  call void @llvm.dbg.value(metadata double** %5, metadata !214, metadata !DIExpression(DW_OP_deref)) #2, !dbg !207
  call void @llvm.dbg.value(metadata double** %6, metadata !215, metadata !DIExpression(DW_OP_deref)) #2, !dbg !207
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double*, double**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %3, double** nonnull %6, double* nonnull %4, double** nonnull %5) #2, !dbg !217
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %90), !dbg !218
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %91), !dbg !218
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %92), !dbg !218
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %93), !dbg !218
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !131, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !219
  %96 = icmp sgt i32 %19, 0, !dbg !220
  br i1 %96, label %97, label %104, !dbg !222

97:                                               ; preds = %81
  %98 = zext i32 %19 to i64, !dbg !220
  br label %107, !dbg !222

99:                                               ; preds = %70, %99
  %100 = phi i64 [ 0, %70 ], [ %102, %99 ]
  call void @llvm.dbg.value(metadata i64 %100, metadata !129, metadata !DIExpression()), !dbg !191
  %101 = getelementptr inbounds double, double* %39, i64 %100, !dbg !223
  store double 1.000000e+00, double* %101, align 8, !dbg !224, !tbaa !93
  %102 = add nuw nsw i64 %100, 1, !dbg !225
  call void @llvm.dbg.value(metadata i64 %102, metadata !129, metadata !DIExpression()), !dbg !191
  %103 = icmp eq i64 %102, %71, !dbg !192
  br i1 %103, label %81, label %99, !dbg !194, !llvm.loop !226

104:                                              ; preds = %107, %81
  %105 = phi double [ 0.000000e+00, %81 ], [ %112, %107 ], !dbg !134
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %105), !dbg !228
  call void @free(i8* noundef %32) #2, !dbg !229
  call void @free(i8* noundef %35) #2, !dbg !230
  call void @free(i8* noundef %37) #2, !dbg !231
  call void @free(i8* noundef %38) #2, !dbg !232
  ret i32 0, !dbg !233

107:                                              ; preds = %97, %107
  %108 = phi i64 [ 0, %97 ], [ %113, %107 ]
  %109 = phi double [ 0.000000e+00, %97 ], [ %112, %107 ]
  call void @llvm.dbg.value(metadata i64 %108, metadata !132, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata double %109, metadata !131, metadata !DIExpression()), !dbg !134
  %110 = getelementptr inbounds double, double* %39, i64 %108, !dbg !234
  %111 = load double, double* %110, align 8, !dbg !234, !tbaa !93
  %112 = fadd double %109, %111, !dbg !235
  call void @llvm.dbg.value(metadata double %112, metadata !131, metadata !DIExpression()), !dbg !134
  %113 = add nuw nsw i64 %108, 1, !dbg !236
  call void @llvm.dbg.value(metadata i64 %113, metadata !132, metadata !DIExpression()), !dbg !219
  %114 = icmp eq i64 %113, %98, !dbg !220
  br i1 %114, label %104, label %107, !dbg !222, !llvm.loop !237
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
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #4 !dbg !239 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !244, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32* %1, metadata !245, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32* %2, metadata !246, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata double** %3, metadata !247, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata double* %4, metadata !248, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata double** %5, metadata !249, metadata !DIExpression()), !dbg !250
  call void @llvm.experimental.noalias.scope.decl(metadata !251), !dbg !254
  call void @llvm.dbg.value(metadata i32* %0, metadata !255, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32* undef, metadata !258, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32* %2, metadata !259, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata double** %3, metadata !260, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata double* %4, metadata !261, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata double** %5, metadata !262, metadata !DIExpression()) #2, !dbg !270
  %11 = load i32, i32* %2, align 4, !dbg !272, !tbaa !31, !noalias !251
  call void @llvm.dbg.value(metadata i32 %11, metadata !264, metadata !DIExpression()) #2, !dbg !270
  %12 = add nsw i32 %11, -1, !dbg !273
  call void @llvm.dbg.value(metadata i32 %12, metadata !264, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32 0, metadata !265, metadata !DIExpression()) #2, !dbg !270
  %13 = icmp sgt i32 %11, 0, !dbg !273
  br i1 %13, label %14, label %59, !dbg !273

14:                                               ; preds = %6
  %15 = bitcast i32* %7 to i8*, !dbg !273
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #2, !dbg !273, !noalias !251
  call void @llvm.dbg.value(metadata i32 0, metadata !266, metadata !DIExpression()) #2, !dbg !270
  store i32 0, i32* %7, align 4, !dbg !274, !tbaa !31, !noalias !251
  %16 = bitcast i32* %8 to i8*, !dbg !273
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !273, !noalias !251
  call void @llvm.dbg.value(metadata i32 %12, metadata !267, metadata !DIExpression()) #2, !dbg !270
  store i32 %12, i32* %8, align 4, !dbg !274, !tbaa !31, !noalias !251
  %17 = bitcast i32* %9 to i8*, !dbg !273
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !273, !noalias !251
  call void @llvm.dbg.value(metadata i32 1, metadata !268, metadata !DIExpression()) #2, !dbg !270
  store i32 1, i32* %9, align 4, !dbg !274, !tbaa !31, !noalias !251
  %18 = bitcast i32* %10 to i8*, !dbg !273
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !273, !noalias !251
  call void @llvm.dbg.value(metadata i32 0, metadata !269, metadata !DIExpression()) #2, !dbg !270
  store i32 0, i32* %10, align 4, !dbg !274, !tbaa !31, !noalias !251
  %19 = load i32, i32* %0, align 4, !dbg !273, !tbaa !31, !alias.scope !251
  call void @llvm.dbg.value(metadata i32* %7, metadata !266, metadata !DIExpression(DW_OP_deref)) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32* %8, metadata !267, metadata !DIExpression(DW_OP_deref)) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32* %9, metadata !268, metadata !DIExpression(DW_OP_deref)) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32* %10, metadata !269, metadata !DIExpression(DW_OP_deref)) #2, !dbg !270
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %19, i32 33, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9, i32 1, i32 8) #2, !dbg !275, !noalias !251
  %20 = load i32, i32* %8, align 4, !tbaa !31, !noalias !251
  %21 = load i32, i32* %7, align 4, !tbaa !31, !noalias !251
  call void @llvm.dbg.value(metadata i32 %20, metadata !267, metadata !DIExpression()) #2, !dbg !270
  %22 = icmp sgt i32 %20, %12, !dbg !274
  %23 = select i1 %22, i32 %12, i32 %20, !dbg !274
  call void @llvm.dbg.value(metadata i32 %23, metadata !267, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32 %21, metadata !266, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32 %21, metadata !263, metadata !DIExpression()) #2, !dbg !270
  %24 = icmp sgt i32 %21, %23, !dbg !273
  br i1 %24, label %57, label %25, !dbg !273

25:                                               ; preds = %14
  %26 = load double*, double** %5, align 8, !noalias !251
  %27 = load double*, double** %3, align 8, !noalias !251
  %28 = load i32, i32* %9, align 4, !tbaa !31, !noalias !251
  %29 = sext i32 %21 to i64, !dbg !273
  %30 = sext i32 %28 to i64, !dbg !273
  br label %31, !dbg !273

31:                                               ; preds = %48, %25
  %32 = phi i64 [ %29, %25 ], [ %49, %48 ]
  %33 = phi i32 [ %23, %25 ], [ %53, %48 ]
  %34 = trunc i64 %32 to i32
  call void @llvm.dbg.value(metadata i32 %34, metadata !266, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32 %34, metadata !263, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32 %33, metadata !267, metadata !DIExpression()) #2, !dbg !270
  %35 = icmp slt i32 %33, %34, !dbg !273
  br i1 %35, label %48, label %36, !dbg !273

36:                                               ; preds = %31
  %37 = sext i32 %33 to i64, !dbg !275
  br label %38, !dbg !275

38:                                               ; preds = %38, %36
  %39 = phi i64 [ %32, %36 ], [ %46, %38 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !263, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i64 %39, metadata !265, metadata !DIExpression()) #2, !dbg !270
  %40 = load double, double* %4, align 8, !dbg !276, !tbaa !93, !noalias !251
  %41 = getelementptr inbounds double, double* %26, i64 %39, !dbg !277
  %42 = load double, double* %41, align 8, !dbg !277, !tbaa !93, !noalias !251
  %43 = getelementptr inbounds double, double* %27, i64 %39, !dbg !278
  %44 = load double, double* %43, align 8, !dbg !278, !tbaa !93, !noalias !251
  %45 = call double @llvm.fmuladd.f64(double %40, double %42, double %44) #2, !dbg !279
  store double %45, double* %43, align 8, !dbg !280, !tbaa !93, !noalias !251
  %46 = add i64 %39, 1, !dbg !273
  call void @llvm.dbg.value(metadata i64 %46, metadata !263, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32 %33, metadata !267, metadata !DIExpression()) #2, !dbg !270
  %47 = icmp slt i64 %39, %37, !dbg !273
  br i1 %47, label %38, label %48, !dbg !273, !llvm.loop !281

48:                                               ; preds = %38, %31
  call void @llvm.dbg.value(metadata i32 %34, metadata !266, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32 %28, metadata !268, metadata !DIExpression()) #2, !dbg !270
  %49 = add i64 %32, %30, !dbg !273
  %50 = trunc i64 %49 to i32, !dbg !273
  call void @llvm.dbg.value(metadata i32 %50, metadata !266, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32 %33, metadata !267, metadata !DIExpression()) #2, !dbg !270
  %51 = add nsw i32 %33, %28, !dbg !273
  call void @llvm.dbg.value(metadata i32 %51, metadata !267, metadata !DIExpression()) #2, !dbg !270
  %52 = icmp sgt i32 %51, %12, !dbg !274
  %53 = select i1 %52, i32 %12, i32 %51, !dbg !274
  call void @llvm.dbg.value(metadata i32 %53, metadata !267, metadata !DIExpression()) #2, !dbg !270
  call void @llvm.dbg.value(metadata i32 %50, metadata !263, metadata !DIExpression()) #2, !dbg !270
  %54 = icmp slt i32 %53, %50, !dbg !273
  br i1 %54, label %55, label %31, !dbg !273, !llvm.loop !283

55:                                               ; preds = %48
  %56 = trunc i64 %49 to i32, !dbg !273
  store i32 %56, i32* %7, align 4, !dbg !273, !tbaa !31, !noalias !251
  br label %57, !dbg !273

57:                                               ; preds = %55, %14
  %58 = phi i32 [ %53, %55 ], [ %23, %14 ]
  store i32 %58, i32* %8, align 4, !dbg !270, !tbaa !31, !noalias !251
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %19) #2, !dbg !282, !noalias !251
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !275, !noalias !251
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !275, !noalias !251
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !275, !noalias !251
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #2, !dbg !275, !noalias !251
  br label %59, !dbg !275

59:                                               ; preds = %6, %57
  ret void, !dbg !254
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

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
!91 = !DILocation(line: 15, column: 5, scope: !79, inlinedAt: !83)
!92 = !DILocation(line: 15, column: 10, scope: !79, inlinedAt: !83)
!93 = !{!94, !94, i64 0}
!94 = !{!"double", !33, i64 0}
!95 = distinct !{!95, !87, !96}
!96 = !DILocation(line: 10, column: 42, scope: !63, inlinedAt: !83)
!97 = !DILocation(line: 14, column: 26, scope: !98, inlinedAt: !83)
!98 = distinct !DILexicalBlock(scope: !81, file: !1, line: 13, column: 5)
!99 = !DILocation(line: 14, column: 12, scope: !98, inlinedAt: !83)
!100 = !DILocation(line: 14, column: 33, scope: !98, inlinedAt: !83)
!101 = !DILocation(line: 14, column: 9, scope: !98, inlinedAt: !83)
!102 = !DILocation(line: 13, column: 29, scope: !98, inlinedAt: !83)
!103 = !DILocation(line: 13, column: 23, scope: !98, inlinedAt: !83)
!104 = distinct !{!104, !90, !105, !106, !107}
!105 = !DILocation(line: 14, column: 36, scope: !81, inlinedAt: !83)
!106 = !{!"llvm.loop.mustprogress"}
!107 = !{!"llvm.loop.unroll.disable"}
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
!171 = !DILocation(line: 0, scope: !128)
!172 = !DILocation(line: 37, column: 21, scope: !173)
!173 = distinct !DILexicalBlock(scope: !128, file: !1, line: 37, column: 3)
!174 = !DILocation(line: 37, column: 3, scope: !128)
!175 = !DILocation(line: 34, column: 27, scope: !126)
!176 = distinct !{!176, !168, !177, !106, !107}
!177 = !DILocation(line: 36, column: 48, scope: !123)
!178 = !DILocation(line: 36, column: 36, scope: !179)
!179 = distinct !DILexicalBlock(scope: !125, file: !1, line: 35, column: 5)
!180 = !DILocation(line: 36, column: 32, scope: !179)
!181 = !DILocation(line: 36, column: 41, scope: !179)
!182 = !DILocation(line: 36, column: 28, scope: !179)
!183 = !DILocation(line: 36, column: 46, scope: !179)
!184 = !DILocation(line: 36, column: 21, scope: !179)
!185 = !DILocation(line: 36, column: 7, scope: !179)
!186 = !DILocation(line: 36, column: 26, scope: !179)
!187 = !DILocation(line: 35, column: 29, scope: !179)
!188 = !DILocation(line: 35, column: 23, scope: !179)
!189 = distinct !{!189, !170, !190, !106, !107}
!190 = !DILocation(line: 36, column: 48, scope: !125)
!191 = !DILocation(line: 0, scope: !130)
!192 = !DILocation(line: 39, column: 21, scope: !193)
!193 = distinct !DILexicalBlock(scope: !130, file: !1, line: 39, column: 3)
!194 = !DILocation(line: 39, column: 3, scope: !130)
!195 = !DILocation(line: 38, column: 15, scope: !173)
!196 = !DILocation(line: 38, column: 12, scope: !173)
!197 = !DILocation(line: 38, column: 20, scope: !173)
!198 = !DILocation(line: 38, column: 5, scope: !173)
!199 = !DILocation(line: 38, column: 10, scope: !173)
!200 = !DILocation(line: 37, column: 27, scope: !173)
!201 = distinct !{!201, !174, !202, !106, !107}
!202 = !DILocation(line: 38, column: 22, scope: !128)
!203 = !DILocation(line: 0, scope: !17, inlinedAt: !204)
!204 = distinct !DILocation(line: 41, column: 3, scope: !110)
!205 = !DILocation(line: 10, column: 1, scope: !17, inlinedAt: !204)
!206 = !DILocation(line: 17, column: 1, scope: !17, inlinedAt: !204)
!207 = !DILocation(line: 0, scope: !208, inlinedAt: !216)
!208 = distinct !DISubprogram(name: "axpy", scope: !1, file: !1, line: 19, type: !209, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !4, !22, !20, !23}
!211 = !{!212, !213, !214, !215}
!212 = !DILocalVariable(name: "n", arg: 1, scope: !208, file: !1, line: 19, type: !4)
!213 = !DILocalVariable(name: "a", arg: 2, scope: !208, file: !1, line: 19, type: !22)
!214 = !DILocalVariable(name: "x", arg: 3, scope: !208, file: !1, line: 19, type: !20)
!215 = !DILocalVariable(name: "y", arg: 4, scope: !208, file: !1, line: 19, type: !23)
!216 = distinct !DILocation(line: 42, column: 3, scope: !110)
!217 = !DILocation(line: 21, column: 1, scope: !208, inlinedAt: !216)
!218 = !DILocation(line: 24, column: 1, scope: !208, inlinedAt: !216)
!219 = !DILocation(line: 0, scope: !133)
!220 = !DILocation(line: 44, column: 21, scope: !221)
!221 = distinct !DILexicalBlock(scope: !133, file: !1, line: 44, column: 3)
!222 = !DILocation(line: 44, column: 3, scope: !133)
!223 = !DILocation(line: 40, column: 5, scope: !193)
!224 = !DILocation(line: 40, column: 10, scope: !193)
!225 = !DILocation(line: 39, column: 27, scope: !193)
!226 = distinct !{!226, !194, !227, !106, !107}
!227 = !DILocation(line: 40, column: 12, scope: !130)
!228 = !DILocation(line: 46, column: 3, scope: !110)
!229 = !DILocation(line: 47, column: 3, scope: !110)
!230 = !DILocation(line: 48, column: 3, scope: !110)
!231 = !DILocation(line: 49, column: 3, scope: !110)
!232 = !DILocation(line: 50, column: 3, scope: !110)
!233 = !DILocation(line: 52, column: 1, scope: !110)
!234 = !DILocation(line: 45, column: 10, scope: !221)
!235 = !DILocation(line: 45, column: 7, scope: !221)
!236 = !DILocation(line: 44, column: 27, scope: !221)
!237 = distinct !{!237, !222, !238, !106, !107}
!238 = !DILocation(line: 45, column: 13, scope: !133)
!239 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 21, type: !240, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !243)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !42, !42, !46, !48, !242, !47}
!242 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!243 = !{!244, !245, !246, !247, !248, !249}
!244 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !239, type: !42, flags: DIFlagArtificial)
!245 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !239, type: !42, flags: DIFlagArtificial)
!246 = !DILocalVariable(name: "n", arg: 3, scope: !239, type: !46, flags: DIFlagArtificial)
!247 = !DILocalVariable(name: "y", arg: 4, scope: !239, type: !48, flags: DIFlagArtificial)
!248 = !DILocalVariable(name: "a", arg: 5, scope: !239, type: !242, flags: DIFlagArtificial)
!249 = !DILocalVariable(name: "x", arg: 6, scope: !239, type: !47, flags: DIFlagArtificial)
!250 = !DILocation(line: 0, scope: !239)
!251 = !{!252}
!252 = distinct !{!252, !253, !".omp_outlined._debug__.1: argument 0"}
!253 = distinct !{!253, !".omp_outlined._debug__.1"}
!254 = !DILocation(line: 21, column: 1, scope: !239)
!255 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !256, type: !42, flags: DIFlagArtificial)
!256 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 22, type: !240, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !257)
!257 = !{!255, !258, !259, !260, !261, !262, !263, !264, !264, !265, !266, !267, !268, !269, !265}
!258 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !256, type: !42, flags: DIFlagArtificial)
!259 = !DILocalVariable(name: "n", arg: 3, scope: !256, file: !1, line: 19, type: !46)
!260 = !DILocalVariable(name: "y", arg: 4, scope: !256, file: !1, line: 19, type: !48)
!261 = !DILocalVariable(name: "a", arg: 5, scope: !256, file: !1, line: 19, type: !242)
!262 = !DILocalVariable(name: "x", arg: 6, scope: !256, file: !1, line: 19, type: !47)
!263 = !DILocalVariable(name: ".omp.iv", scope: !256, type: !4, flags: DIFlagArtificial)
!264 = !DILocalVariable(name: ".capture_expr.", scope: !256, type: !4, flags: DIFlagArtificial)
!265 = !DILocalVariable(name: "i", scope: !256, type: !4, flags: DIFlagArtificial)
!266 = !DILocalVariable(name: ".omp.lb", scope: !256, type: !4, flags: DIFlagArtificial)
!267 = !DILocalVariable(name: ".omp.ub", scope: !256, type: !4, flags: DIFlagArtificial)
!268 = !DILocalVariable(name: ".omp.stride", scope: !256, type: !4, flags: DIFlagArtificial)
!269 = !DILocalVariable(name: ".omp.is_last", scope: !256, type: !4, flags: DIFlagArtificial)
!270 = !DILocation(line: 0, scope: !256, inlinedAt: !271)
!271 = distinct !DILocation(line: 21, column: 1, scope: !239)
!272 = !DILocation(line: 22, column: 23, scope: !256, inlinedAt: !271)
!273 = !DILocation(line: 22, column: 3, scope: !256, inlinedAt: !271)
!274 = !DILocation(line: 22, column: 8, scope: !256, inlinedAt: !271)
!275 = !DILocation(line: 21, column: 1, scope: !256, inlinedAt: !271)
!276 = !DILocation(line: 23, column: 12, scope: !256, inlinedAt: !271)
!277 = !DILocation(line: 23, column: 16, scope: !256, inlinedAt: !271)
!278 = !DILocation(line: 23, column: 23, scope: !256, inlinedAt: !271)
!279 = !DILocation(line: 23, column: 21, scope: !256, inlinedAt: !271)
!280 = !DILocation(line: 23, column: 10, scope: !256, inlinedAt: !271)
!281 = distinct !{!281, !275, !282}
!282 = !DILocation(line: 21, column: 45, scope: !256, inlinedAt: !271)
!283 = distinct !{!283, !275, !282}
