; ModuleID = 'omp_guided_tri.c'
source_filename = "omp_guided_tri.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [38 x i8] c";omp_guided_tri.c;kernel_pairs;11;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 37, i8* getelementptr inbounds ([38 x i8], [38 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [14 x i8] c"checksum %ld\0A\00", align 1
@2 = private unnamed_addr constant [30 x i8] c";omp_guided_tri.c;trmv;25;1;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 29, i8* getelementptr inbounds ([30 x i8], [30 x i8]* @2, i32 0, i32 0) }, align 8

; Function Attrs: nounwind uwtable
define dso_local void @kernel_pairs(i32 noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3, i32* noundef %4) local_unnamed_addr #0 !dbg !17 {
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !29
  store i32 %0, i32* %6, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %1, metadata !25, metadata !DIExpression()), !dbg !29
  store i32* %1, i32** %7, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %2, metadata !26, metadata !DIExpression()), !dbg !29
  store i32* %2, i32** %8, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32 %3, metadata !27, metadata !DIExpression()), !dbg !29
  store i32 %3, i32* %9, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %4, metadata !28, metadata !DIExpression()), !dbg !29
  store i32* %4, i32** %10, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %6, metadata !24, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @llvm.dbg.value(metadata i32** %7, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @llvm.dbg.value(metadata i32** %8, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @llvm.dbg.value(metadata i32* %9, metadata !27, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @llvm.dbg.value(metadata i32** %10, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i32**, i32*, i32**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %6, i32** nonnull %7, i32** nonnull %8, i32* nonnull %9, i32** nonnull %10), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32) local_unnamed_addr #2

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*) local_unnamed_addr #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %5, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6) #3 !dbg !38 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !47, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32* %1, metadata !48, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32* %2, metadata !49, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32** %3, metadata !50, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32** %4, metadata !51, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32* %5, metadata !52, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32** %6, metadata !53, metadata !DIExpression()), !dbg !54
  call void @llvm.experimental.noalias.scope.decl(metadata !55), !dbg !58
  call void @llvm.dbg.value(metadata i32* %0, metadata !59, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* undef, metadata !62, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %2, metadata !63, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32** %3, metadata !64, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32** %4, metadata !65, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %5, metadata !66, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32** %6, metadata !67, metadata !DIExpression()) #2, !dbg !83
  %12 = load i32, i32* %2, align 4, !dbg !85, !tbaa !30, !noalias !55
  call void @llvm.dbg.value(metadata i32 %12, metadata !69, metadata !DIExpression()) #2, !dbg !83
  %13 = add nsw i32 %12, -1, !dbg !86
  call void @llvm.dbg.value(metadata i32 %13, metadata !69, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()) #2, !dbg !83
  %14 = icmp sgt i32 %12, 0, !dbg !86
  br i1 %14, label %15, label %70, !dbg !86

15:                                               ; preds = %7
  %16 = bitcast i32* %8 to i8*, !dbg !86
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !86, !noalias !55
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()) #2, !dbg !83
  store i32 0, i32* %8, align 4, !dbg !87, !tbaa !30, !noalias !55
  %17 = bitcast i32* %9 to i8*, !dbg !86
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !86, !noalias !55
  call void @llvm.dbg.value(metadata i32 %13, metadata !72, metadata !DIExpression()) #2, !dbg !83
  store i32 %13, i32* %9, align 4, !dbg !87, !tbaa !30, !noalias !55
  %18 = bitcast i32* %10 to i8*, !dbg !86
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !86, !noalias !55
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()) #2, !dbg !83
  store i32 1, i32* %10, align 4, !dbg !87, !tbaa !30, !noalias !55
  %19 = bitcast i32* %11 to i8*, !dbg !86
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !86, !noalias !55
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #2, !dbg !83
  store i32 0, i32* %11, align 4, !dbg !87, !tbaa !30, !noalias !55
  %20 = load i32, i32* %0, align 4, !dbg !86, !tbaa !30, !alias.scope !55
  call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @1, i32 %20, i32 1073741860, i32 0, i32 %13, i32 1, i32 1) #2, !dbg !86, !noalias !55
  call void @llvm.dbg.value(metadata i32* %8, metadata !71, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %9, metadata !72, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %10, metadata !73, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %11, metadata !74, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  %21 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %20, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10) #2, !dbg !86, !noalias !55
  %22 = icmp eq i32 %21, 0, !dbg !86
  br i1 %22, label %69, label %26, !dbg !86

23:                                               ; preds = %45, %26
  call void @llvm.dbg.value(metadata i32* %8, metadata !71, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %9, metadata !72, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %10, metadata !73, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %11, metadata !74, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  %24 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %20, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10) #2, !dbg !86, !noalias !55
  %25 = icmp eq i32 %24, 0, !dbg !86
  br i1 %25, label %69, label %26, !dbg !86, !llvm.loop !88

26:                                               ; preds = %15, %23
  %27 = load i32, i32* %8, align 4, !dbg !87, !tbaa !30, !noalias !55
  call void @llvm.dbg.value(metadata i32 %27, metadata !71, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32 %27, metadata !68, metadata !DIExpression()) #2, !dbg !83
  %28 = load i32, i32* %9, align 4, !dbg !87, !tbaa !30, !noalias !55, !llvm.access.group !91
  call void @llvm.dbg.value(metadata i32 %28, metadata !72, metadata !DIExpression()) #2, !dbg !83
  %29 = icmp sgt i32 %27, %28, !dbg !86
  br i1 %29, label %23, label %30, !dbg !86

30:                                               ; preds = %26
  %31 = load i32*, i32** %3, align 8, !noalias !55
  %32 = load i32*, i32** %4, align 8, !noalias !55
  %33 = load i32*, i32** %6, align 8, !tbaa !34, !noalias !55, !llvm.access.group !91
  %34 = sext i32 %27 to i64, !dbg !86
  br label %35, !dbg !86

35:                                               ; preds = %45, %30
  %36 = phi i64 [ %34, %30 ], [ %48, %45 ]
  call void @llvm.dbg.value(metadata i64 %36, metadata !68, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()) #2, !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()) #2, !dbg !93
  %37 = icmp sgt i64 %36, 0, !dbg !94
  br i1 %37, label %38, label %45, !dbg !95

38:                                               ; preds = %35
  %39 = getelementptr inbounds i32, i32* %31, i64 %36
  %40 = load i32, i32* %39, align 4, !tbaa !30, !noalias !55, !llvm.access.group !91
  %41 = getelementptr inbounds i32, i32* %32, i64 %36
  %42 = load i32, i32* %41, align 4, !tbaa !30, !noalias !55, !llvm.access.group !91
  %43 = load i32, i32* %5, align 4, !tbaa !30, !noalias !55, !llvm.access.group !91
  %44 = and i64 %36, 4294967295, !dbg !94
  br label %52, !dbg !95

45:                                               ; preds = %52, %35
  %46 = phi i32 [ 0, %35 ], [ %66, %52 ], !dbg !92
  %47 = getelementptr inbounds i32, i32* %33, i64 %36, !dbg !96
  store i32 %46, i32* %47, align 4, !dbg !97, !tbaa !30, !noalias !55, !llvm.access.group !91
  %48 = add nsw i64 %36, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %48, metadata !68, metadata !DIExpression()) #2, !dbg !83
  %49 = load i32, i32* %9, align 4, !dbg !87, !tbaa !30, !noalias !55, !llvm.access.group !91
  call void @llvm.dbg.value(metadata i32 %49, metadata !72, metadata !DIExpression()) #2, !dbg !83
  %50 = sext i32 %49 to i64, !dbg !86
  %51 = icmp slt i64 %36, %50, !dbg !86
  br i1 %51, label %35, label %23, !dbg !86, !llvm.loop !98

52:                                               ; preds = %52, %38
  %53 = phi i64 [ 0, %38 ], [ %67, %52 ]
  %54 = phi i32 [ 0, %38 ], [ %66, %52 ]
  call void @llvm.dbg.value(metadata i32 %54, metadata !75, metadata !DIExpression()) #2, !dbg !92
  call void @llvm.dbg.value(metadata i64 %53, metadata !77, metadata !DIExpression()) #2, !dbg !93
  %55 = getelementptr inbounds i32, i32* %31, i64 %53, !dbg !100
  %56 = load i32, i32* %55, align 4, !dbg !100, !tbaa !30, !noalias !55, !llvm.access.group !91
  %57 = sub nsw i32 %40, %56, !dbg !101
  call void @llvm.dbg.value(metadata i32 %57, metadata !79, metadata !DIExpression()) #2, !dbg !102
  %58 = getelementptr inbounds i32, i32* %32, i64 %53, !dbg !103
  %59 = load i32, i32* %58, align 4, !dbg !103, !tbaa !30, !noalias !55, !llvm.access.group !91
  %60 = sub nsw i32 %42, %59, !dbg !104
  call void @llvm.dbg.value(metadata i32 %60, metadata !82, metadata !DIExpression()) #2, !dbg !102
  %61 = mul nsw i32 %57, %57, !dbg !105
  %62 = mul nsw i32 %60, %60, !dbg !107
  %63 = add nuw nsw i32 %62, %61, !dbg !108
  %64 = icmp sle i32 %63, %43, !dbg !109
  %65 = zext i1 %64 to i32, !dbg !110
  %66 = add nuw nsw i32 %54, %65, !dbg !110
  call void @llvm.dbg.value(metadata i32 %66, metadata !75, metadata !DIExpression()) #2, !dbg !92
  %67 = add nuw nsw i64 %53, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %67, metadata !77, metadata !DIExpression()) #2, !dbg !93
  %68 = icmp eq i64 %67, %44, !dbg !94
  br i1 %68, label %45, label %52, !dbg !95, !llvm.loop !112

69:                                               ; preds = %23, %15
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !89, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !89, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !89, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !89, !noalias !55
  br label %70, !dbg !89

70:                                               ; preds = %7, %69
  ret void, !dbg !58
}

; Function Attrs: nounwind
declare !callback !116 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !118 {
  %3 = alloca i32, align 4
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !122, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i8** %1, metadata !123, metadata !DIExpression()), !dbg !148
  %12 = icmp sgt i32 %0, 1, !dbg !149
  br i1 %12, label %13, label %18, !dbg !150

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !151
  %15 = load i8*, i8** %14, align 8, !dbg !151, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %15, metadata !152, metadata !DIExpression()) #2, !dbg !160
  %16 = call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #2, !dbg !162
  %17 = trunc i64 %16 to i32, !dbg !163
  br label %18, !dbg !150

18:                                               ; preds = %2, %13
  %19 = phi i32 [ %17, %13 ], [ 800, %2 ], !dbg !150
  call void @llvm.dbg.value(metadata i32 %19, metadata !124, metadata !DIExpression()), !dbg !148
  %20 = sext i32 %19 to i64, !dbg !164
  %21 = shl nsw i64 %20, 2, !dbg !165
  %22 = call noalias i8* @malloc(i64 noundef %21) #2, !dbg !166
  %23 = bitcast i8* %22 to i32*, !dbg !166
  call void @llvm.dbg.value(metadata i32* %23, metadata !125, metadata !DIExpression()), !dbg !148
  %24 = call noalias i8* @malloc(i64 noundef %21) #2, !dbg !167
  %25 = bitcast i8* %24 to i32*, !dbg !167
  call void @llvm.dbg.value(metadata i32* %25, metadata !126, metadata !DIExpression()), !dbg !148
  %26 = call noalias i8* @malloc(i64 noundef %21) #2, !dbg !168
  %27 = bitcast i8* %26 to i32*, !dbg !168
  call void @llvm.dbg.value(metadata i32* %27, metadata !127, metadata !DIExpression()), !dbg !148
  %28 = sdiv i32 %19, 4, !dbg !169
  call void @llvm.dbg.value(metadata i32 %28, metadata !128, metadata !DIExpression()), !dbg !148
  %29 = sext i32 %28 to i64, !dbg !170
  %30 = shl nsw i64 %29, 3, !dbg !171
  %31 = mul nsw i64 %30, %29, !dbg !172
  %32 = call noalias i8* @malloc(i64 noundef %31) #2, !dbg !173
  %33 = bitcast i8* %32 to i64*, !dbg !173
  call void @llvm.dbg.value(metadata i64* %33, metadata !129, metadata !DIExpression()), !dbg !148
  %34 = call noalias i8* @malloc(i64 noundef %30) #2, !dbg !174
  %35 = bitcast i8* %34 to i64*, !dbg !174
  call void @llvm.dbg.value(metadata i64* %35, metadata !131, metadata !DIExpression()), !dbg !148
  %36 = call noalias i8* @malloc(i64 noundef %30) #2, !dbg !175
  %37 = bitcast i8* %36 to i64*, !dbg !175
  call void @llvm.dbg.value(metadata i64* %37, metadata !132, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 21, metadata !133, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 0, metadata !135, metadata !DIExpression()), !dbg !176
  %38 = icmp sgt i32 %19, 0, !dbg !177
  br i1 %38, label %39, label %41, !dbg !179

39:                                               ; preds = %18
  %40 = zext i32 %19 to i64, !dbg !177
  br label %46, !dbg !179

41:                                               ; preds = %46, %18
  call void @llvm.dbg.value(metadata i32 0, metadata !137, metadata !DIExpression()), !dbg !180
  %42 = icmp sgt i32 %19, 3, !dbg !181
  br i1 %42, label %43, label %61, !dbg !182

43:                                               ; preds = %41
  %44 = zext i32 %28 to i64, !dbg !181
  %45 = zext i32 %28 to i64
  br label %80, !dbg !182

46:                                               ; preds = %39, %46
  %47 = phi i64 [ 0, %39 ], [ %59, %46 ]
  %48 = phi i32 [ 21, %39 ], [ %55, %46 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !135, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 %48, metadata !133, metadata !DIExpression()), !dbg !148
  %49 = mul i32 %48, 1103515245, !dbg !183
  %50 = add i32 %49, 12345, !dbg !185
  call void @llvm.dbg.value(metadata i32 %50, metadata !133, metadata !DIExpression()), !dbg !148
  %51 = lshr i32 %50, 16, !dbg !186
  %52 = urem i32 %51, 1000, !dbg !187
  %53 = getelementptr inbounds i32, i32* %23, i64 %47, !dbg !188
  store i32 %52, i32* %53, align 4, !dbg !189, !tbaa !30
  %54 = mul i32 %50, 1103515245, !dbg !190
  %55 = add i32 %54, 12345, !dbg !191
  call void @llvm.dbg.value(metadata i32 %55, metadata !133, metadata !DIExpression()), !dbg !148
  %56 = lshr i32 %55, 16, !dbg !192
  %57 = urem i32 %56, 1000, !dbg !193
  %58 = getelementptr inbounds i32, i32* %25, i64 %47, !dbg !194
  store i32 %57, i32* %58, align 4, !dbg !195, !tbaa !30
  %59 = add nuw nsw i64 %47, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %59, metadata !135, metadata !DIExpression()), !dbg !176
  %60 = icmp eq i64 %59, %40, !dbg !177
  br i1 %60, label %41, label %46, !dbg !179, !llvm.loop !197

61:                                               ; preds = %88, %41
  %62 = bitcast i32* %7 to i8*, !dbg !199
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %62), !dbg !199
  %63 = bitcast i32** %8 to i8*, !dbg !199
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %63), !dbg !199
  %64 = bitcast i32** %9 to i8*, !dbg !199
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %64), !dbg !199
  %65 = bitcast i32* %10 to i8*, !dbg !199
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %65), !dbg !199
  %66 = bitcast i32** %11 to i8*, !dbg !199
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %66), !dbg !199
  call void @llvm.dbg.value(metadata i32 %19, metadata !24, metadata !DIExpression()) #2, !dbg !199
  store i32 %19, i32* %7, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %23, metadata !25, metadata !DIExpression()) #2, !dbg !199
  %67 = bitcast i32** %8 to i8**
  store i8* %22, i8** %67, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %25, metadata !26, metadata !DIExpression()) #2, !dbg !199
  %68 = bitcast i32** %9 to i8**
  store i8* %24, i8** %68, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32 2500, metadata !27, metadata !DIExpression()) #2, !dbg !199
  store i32 2500, i32* %10, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %27, metadata !28, metadata !DIExpression()) #2, !dbg !199
  %69 = bitcast i32** %11 to i8**
  store i8* %26, i8** %69, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %7, metadata !24, metadata !DIExpression(DW_OP_deref)) #2, !dbg !199
  call void @llvm.dbg.value(metadata i32** %8, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !199
  call void @llvm.dbg.value(metadata i32** %9, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !199
  call void @llvm.dbg.value(metadata i32* %10, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !199
  call void @llvm.dbg.value(metadata i32** %11, metadata !28, metadata !DIExpression(DW_OP_deref)) #2, !dbg !199
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i32**, i32*, i32**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %7, i32** nonnull %8, i32** nonnull %9, i32* nonnull %10, i32** nonnull %11) #2, !dbg !201
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %62), !dbg !202
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %63), !dbg !202
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %64), !dbg !202
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %65), !dbg !202
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %66), !dbg !202
  %70 = bitcast i32* %3 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %70), !dbg !203
  %71 = bitcast i64** %4 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %71), !dbg !203
  %72 = bitcast i64** %5 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %72), !dbg !203
  %73 = bitcast i64** %6 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %73), !dbg !203
  call void @llvm.dbg.value(metadata i32 %28, metadata !210, metadata !DIExpression()) #2, !dbg !203
  store i32 %28, i32* %3, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i64* %33, metadata !211, metadata !DIExpression()) #2, !dbg !203
  %74 = bitcast i64** %4 to i8**
  store i8* %32, i8** %74, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i64* %35, metadata !212, metadata !DIExpression()) #2, !dbg !203
  %75 = bitcast i64** %5 to i8**
  store i8* %34, i8** %75, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i64* %37, metadata !213, metadata !DIExpression()) #2, !dbg !203
  %76 = bitcast i64** %6 to i8**
  store i8* %36, i8** %76, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %3, metadata !210, metadata !DIExpression(DW_OP_deref)) #2, !dbg !203
  call void @llvm.dbg.value(metadata i64** %4, metadata !211, metadata !DIExpression(DW_OP_deref)) #2, !dbg !203
  call void @llvm.dbg.value(metadata i64** %5, metadata !212, metadata !DIExpression(DW_OP_deref)) #2, !dbg !203
  call void @llvm.dbg.value(metadata i64** %6, metadata !213, metadata !DIExpression(DW_OP_deref)) #2, !dbg !203
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @3, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i64**, i64**, i64**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %3, i64** nonnull %4, i64** nonnull %5, i64** nonnull %6) #2, !dbg !215
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %70), !dbg !216
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %71), !dbg !216
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %72), !dbg !216
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %73), !dbg !216
  call void @llvm.dbg.value(metadata i64 0, metadata !143, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 0, metadata !144, metadata !DIExpression()), !dbg !217
  %77 = icmp sgt i32 %19, 0, !dbg !218
  br i1 %77, label %78, label %99, !dbg !220

78:                                               ; preds = %61
  %79 = zext i32 %19 to i64, !dbg !218
  br label %104, !dbg !220

80:                                               ; preds = %43, %88
  %81 = phi i64 [ 0, %43 ], [ %89, %88 ]
  call void @llvm.dbg.value(metadata i64 %81, metadata !137, metadata !DIExpression()), !dbg !180
  %82 = trunc i64 %81 to i32, !dbg !221
  %83 = urem i32 %82, 3, !dbg !221
  %84 = add nuw nsw i32 %83, 1, !dbg !222
  %85 = zext i32 %84 to i64, !dbg !223
  %86 = getelementptr inbounds i64, i64* %35, i64 %81, !dbg !224
  store i64 %85, i64* %86, align 8, !dbg !225, !tbaa !226
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !228
  %87 = mul nsw i64 %81, %29
  br label %91, !dbg !229

88:                                               ; preds = %91
  %89 = add nuw nsw i64 %81, 1, !dbg !230
  call void @llvm.dbg.value(metadata i64 %89, metadata !137, metadata !DIExpression()), !dbg !180
  %90 = icmp eq i64 %89, %44, !dbg !181
  br i1 %90, label %61, label %80, !dbg !182, !llvm.loop !231

91:                                               ; preds = %80, %91
  %92 = phi i64 [ 0, %80 ], [ %97, %91 ]
  call void @llvm.dbg.value(metadata i64 %92, metadata !139, metadata !DIExpression()), !dbg !228
  %93 = add nuw nsw i64 %92, %81, !dbg !233
  %94 = and i64 %93, 3, !dbg !235
  %95 = add nsw i64 %87, %92, !dbg !236
  %96 = getelementptr inbounds i64, i64* %33, i64 %95, !dbg !237
  store i64 %94, i64* %96, align 8, !dbg !238, !tbaa !226
  %97 = add nuw nsw i64 %92, 1, !dbg !239
  call void @llvm.dbg.value(metadata i64 %97, metadata !139, metadata !DIExpression()), !dbg !228
  %98 = icmp eq i64 %97, %45, !dbg !240
  br i1 %98, label %88, label %91, !dbg !229, !llvm.loop !241

99:                                               ; preds = %104, %61
  %100 = phi i64 [ 0, %61 ], [ %110, %104 ], !dbg !148
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i64 %100, metadata !143, metadata !DIExpression()), !dbg !148
  %101 = icmp sgt i32 %19, 3, !dbg !244
  br i1 %101, label %102, label %113, !dbg !246

102:                                              ; preds = %99
  %103 = zext i32 %28 to i64, !dbg !244
  br label %116, !dbg !246

104:                                              ; preds = %78, %104
  %105 = phi i64 [ 0, %78 ], [ %111, %104 ]
  %106 = phi i64 [ 0, %78 ], [ %110, %104 ]
  call void @llvm.dbg.value(metadata i64 %105, metadata !144, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i64 %106, metadata !143, metadata !DIExpression()), !dbg !148
  %107 = getelementptr inbounds i32, i32* %27, i64 %105, !dbg !247
  %108 = load i32, i32* %107, align 4, !dbg !247, !tbaa !30
  %109 = sext i32 %108 to i64, !dbg !247
  %110 = add nsw i64 %106, %109, !dbg !248
  call void @llvm.dbg.value(metadata i64 %110, metadata !143, metadata !DIExpression()), !dbg !148
  %111 = add nuw nsw i64 %105, 1, !dbg !249
  call void @llvm.dbg.value(metadata i64 %111, metadata !144, metadata !DIExpression()), !dbg !217
  %112 = icmp eq i64 %111, %79, !dbg !218
  br i1 %112, label %99, label %104, !dbg !220, !llvm.loop !250

113:                                              ; preds = %116, %99
  %114 = phi i64 [ %100, %99 ], [ %122, %116 ], !dbg !148
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i64 noundef %114), !dbg !252
  call void @free(i8* noundef %22) #2, !dbg !253
  call void @free(i8* noundef %24) #2, !dbg !254
  call void @free(i8* noundef %26) #2, !dbg !255
  call void @free(i8* noundef %32) #2, !dbg !256
  call void @free(i8* noundef %34) #2, !dbg !257
  call void @free(i8* noundef %36) #2, !dbg !258
  ret i32 0, !dbg !259

116:                                              ; preds = %102, %116
  %117 = phi i64 [ 0, %102 ], [ %123, %116 ]
  %118 = phi i64 [ %100, %102 ], [ %122, %116 ]
  call void @llvm.dbg.value(metadata i64 %117, metadata !146, metadata !DIExpression()), !dbg !243
  call void @llvm.dbg.value(metadata i64 %118, metadata !143, metadata !DIExpression()), !dbg !148
  %119 = getelementptr inbounds i64, i64* %37, i64 %117, !dbg !260
  %120 = load i64, i64* %119, align 8, !dbg !260, !tbaa !226
  %121 = srem i64 %120, 1000, !dbg !261
  %122 = add nsw i64 %121, %118, !dbg !262
  call void @llvm.dbg.value(metadata i64 %122, metadata !143, metadata !DIExpression()), !dbg !148
  %123 = add nuw nsw i64 %117, 1, !dbg !263
  call void @llvm.dbg.value(metadata i64 %123, metadata !146, metadata !DIExpression()), !dbg !243
  %124 = icmp eq i64 %123, %103, !dbg !244
  br i1 %124, label %113, label %116, !dbg !246, !llvm.loop !264
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #3 !dbg !266 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !272, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.value(metadata i32* %1, metadata !273, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.value(metadata i32* %2, metadata !274, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.value(metadata i64** %3, metadata !275, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.value(metadata i64** %4, metadata !276, metadata !DIExpression()), !dbg !278
  call void @llvm.dbg.value(metadata i64** %5, metadata !277, metadata !DIExpression()), !dbg !278
  call void @llvm.experimental.noalias.scope.decl(metadata !279), !dbg !282
  call void @llvm.dbg.value(metadata i32* %0, metadata !283, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32* undef, metadata !286, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32* %2, metadata !287, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i64** %3, metadata !288, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i64** %4, metadata !289, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i64** %5, metadata !290, metadata !DIExpression()) #2, !dbg !302
  %11 = load i32, i32* %2, align 4, !dbg !304, !tbaa !30, !noalias !279
  call void @llvm.dbg.value(metadata i32 %11, metadata !292, metadata !DIExpression()) #2, !dbg !302
  %12 = add nsw i32 %11, -1, !dbg !305
  call void @llvm.dbg.value(metadata i32 %12, metadata !292, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32 0, metadata !293, metadata !DIExpression()) #2, !dbg !302
  %13 = icmp sgt i32 %11, 0, !dbg !305
  br i1 %13, label %14, label %62, !dbg !305

14:                                               ; preds = %6
  %15 = bitcast i32* %7 to i8*, !dbg !305
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #2, !dbg !305, !noalias !279
  call void @llvm.dbg.value(metadata i32 0, metadata !294, metadata !DIExpression()) #2, !dbg !302
  store i32 0, i32* %7, align 4, !dbg !306, !tbaa !30, !noalias !279
  %16 = bitcast i32* %8 to i8*, !dbg !305
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !305, !noalias !279
  call void @llvm.dbg.value(metadata i32 %12, metadata !295, metadata !DIExpression()) #2, !dbg !302
  store i32 %12, i32* %8, align 4, !dbg !306, !tbaa !30, !noalias !279
  %17 = bitcast i32* %9 to i8*, !dbg !305
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !305, !noalias !279
  call void @llvm.dbg.value(metadata i32 1, metadata !296, metadata !DIExpression()) #2, !dbg !302
  store i32 1, i32* %9, align 4, !dbg !306, !tbaa !30, !noalias !279
  %18 = bitcast i32* %10 to i8*, !dbg !305
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !305, !noalias !279
  call void @llvm.dbg.value(metadata i32 0, metadata !297, metadata !DIExpression()) #2, !dbg !302
  store i32 0, i32* %10, align 4, !dbg !306, !tbaa !30, !noalias !279
  %19 = load i32, i32* %0, align 4, !dbg !305, !tbaa !30, !alias.scope !279
  call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @3, i32 %19, i32 1073741860, i32 0, i32 %12, i32 1, i32 4) #2, !dbg !305, !noalias !279
  call void @llvm.dbg.value(metadata i32* %7, metadata !294, metadata !DIExpression(DW_OP_deref)) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32* %8, metadata !295, metadata !DIExpression(DW_OP_deref)) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32* %9, metadata !296, metadata !DIExpression(DW_OP_deref)) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32* %10, metadata !297, metadata !DIExpression(DW_OP_deref)) #2, !dbg !302
  %20 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @3, i32 %19, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9) #2, !dbg !305, !noalias !279
  %21 = icmp eq i32 %20, 0, !dbg !305
  br i1 %21, label %61, label %25, !dbg !305

22:                                               ; preds = %44, %25
  call void @llvm.dbg.value(metadata i32* %7, metadata !294, metadata !DIExpression(DW_OP_deref)) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32* %8, metadata !295, metadata !DIExpression(DW_OP_deref)) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32* %9, metadata !296, metadata !DIExpression(DW_OP_deref)) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32* %10, metadata !297, metadata !DIExpression(DW_OP_deref)) #2, !dbg !302
  %23 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @3, i32 %19, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9) #2, !dbg !305, !noalias !279
  %24 = icmp eq i32 %23, 0, !dbg !305
  br i1 %24, label %61, label %25, !dbg !305, !llvm.loop !307

25:                                               ; preds = %14, %22
  %26 = load i32, i32* %7, align 4, !dbg !306, !tbaa !30, !noalias !279
  call void @llvm.dbg.value(metadata i32 %26, metadata !294, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32 %26, metadata !291, metadata !DIExpression()) #2, !dbg !302
  %27 = load i32, i32* %8, align 4, !tbaa !30, !noalias !279, !llvm.access.group !310
  call void @llvm.dbg.value(metadata i32 %26, metadata !291, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32 %27, metadata !295, metadata !DIExpression()) #2, !dbg !302
  %28 = icmp sgt i32 %26, %27, !dbg !305
  br i1 %28, label %22, label %29, !dbg !305

29:                                               ; preds = %25
  %30 = load i64*, i64** %3, align 8, !noalias !279
  %31 = load i32, i32* %2, align 4, !noalias !279
  %32 = sext i32 %31 to i64
  %33 = load i64*, i64** %4, align 8, !noalias !279
  %34 = load i64*, i64** %5, align 8, !tbaa !34, !noalias !279, !llvm.access.group !310
  %35 = sext i32 %26 to i64, !dbg !305
  %36 = add i32 %27, 1, !dbg !305
  br label %37, !dbg !305

37:                                               ; preds = %44, %29
  %38 = phi i64 [ %35, %29 ], [ %39, %44 ]
  %39 = add nsw i64 %38, 1, !dbg !305
  call void @llvm.dbg.value(metadata i64 %38, metadata !291, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32 0, metadata !300, metadata !DIExpression()) #2, !dbg !311
  call void @llvm.dbg.value(metadata i64 0, metadata !298, metadata !DIExpression()) #2, !dbg !312
  %40 = icmp slt i64 %38, 0, !dbg !313
  br i1 %40, label %44, label %41, !dbg !315

41:                                               ; preds = %37
  %42 = mul nsw i64 %38, %32
  %43 = and i64 %39, 4294967295, !dbg !313
  br label %49, !dbg !315

44:                                               ; preds = %49, %37
  %45 = phi i64 [ 0, %37 ], [ %58, %49 ], !dbg !312
  %46 = getelementptr inbounds i64, i64* %34, i64 %38, !dbg !316
  store i64 %45, i64* %46, align 8, !dbg !317, !tbaa !226, !noalias !279, !llvm.access.group !310
  call void @llvm.dbg.value(metadata i64 %39, metadata !291, metadata !DIExpression()) #2, !dbg !302
  call void @llvm.dbg.value(metadata i32 %27, metadata !295, metadata !DIExpression()) #2, !dbg !302
  %47 = trunc i64 %39 to i32, !dbg !305
  %48 = icmp eq i32 %36, %47, !dbg !305
  br i1 %48, label %22, label %37, !dbg !305, !llvm.loop !318

49:                                               ; preds = %49, %41
  %50 = phi i64 [ 0, %41 ], [ %59, %49 ]
  %51 = phi i64 [ 0, %41 ], [ %58, %49 ]
  call void @llvm.dbg.value(metadata i64 %50, metadata !300, metadata !DIExpression()) #2, !dbg !311
  call void @llvm.dbg.value(metadata i64 %51, metadata !298, metadata !DIExpression()) #2, !dbg !312
  %52 = add nsw i64 %50, %42, !dbg !320
  %53 = getelementptr inbounds i64, i64* %30, i64 %52, !dbg !321
  %54 = load i64, i64* %53, align 8, !dbg !321, !tbaa !226, !noalias !279, !llvm.access.group !310
  %55 = getelementptr inbounds i64, i64* %33, i64 %50, !dbg !322
  %56 = load i64, i64* %55, align 8, !dbg !322, !tbaa !226, !noalias !279, !llvm.access.group !310
  %57 = mul nsw i64 %56, %54, !dbg !323
  %58 = add nsw i64 %57, %51, !dbg !324
  call void @llvm.dbg.value(metadata i64 %58, metadata !298, metadata !DIExpression()) #2, !dbg !312
  %59 = add nuw nsw i64 %50, 1, !dbg !325
  call void @llvm.dbg.value(metadata i64 %59, metadata !300, metadata !DIExpression()) #2, !dbg !311
  %60 = icmp eq i64 %59, %43, !dbg !313
  br i1 %60, label %44, label %49, !dbg !315, !llvm.loop !326

61:                                               ; preds = %22, %14
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !308, !noalias !279
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !308, !noalias !279
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !308, !noalias !279
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #2, !dbg !308, !noalias !279
  br label %62, !dbg !308

62:                                               ; preds = %6, %61
  ret void, !dbg !282
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }
attributes #3 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_guided_tri.c", directory: ".", checksumkind: CSK_MD5, checksum: "d7c8a92964263e38a7ffb8171b5579f6")
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
!17 = distinct !DISubprogram(name: "kernel_pairs", scope: !1, file: !1, line: 9, type: !18, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !4, !20, !20, !4, !22}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27, !28}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !17, file: !1, line: 9, type: !4)
!25 = !DILocalVariable(name: "px", arg: 2, scope: !17, file: !1, line: 9, type: !20)
!26 = !DILocalVariable(name: "py", arg: 3, scope: !17, file: !1, line: 9, type: !20)
!27 = !DILocalVariable(name: "r2", arg: 4, scope: !17, file: !1, line: 9, type: !4)
!28 = !DILocalVariable(name: "close", arg: 5, scope: !17, file: !1, line: 9, type: !22)
!29 = !DILocation(line: 0, scope: !17)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !32, i64 0}
!36 = !DILocation(line: 11, column: 1, scope: !17)
!37 = !DILocation(line: 21, column: 1, scope: !17)
!38 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 11, type: !39, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !41, !41, !43, !44, !44, !43, !45}
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !20)
!43 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !4, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !20, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !22, size: 64)
!46 = !{!47, !48, !49, !50, !51, !52, !53}
!47 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !38, type: !41, flags: DIFlagArtificial)
!48 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !38, type: !41, flags: DIFlagArtificial)
!49 = !DILocalVariable(name: "n", arg: 3, scope: !38, type: !43, flags: DIFlagArtificial)
!50 = !DILocalVariable(name: "px", arg: 4, scope: !38, type: !44, flags: DIFlagArtificial)
!51 = !DILocalVariable(name: "py", arg: 5, scope: !38, type: !44, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: "r2", arg: 6, scope: !38, type: !43, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: "close", arg: 7, scope: !38, type: !45, flags: DIFlagArtificial)
!54 = !DILocation(line: 0, scope: !38)
!55 = !{!56}
!56 = distinct !{!56, !57, !".omp_outlined._debug__: argument 0"}
!57 = distinct !{!57, !".omp_outlined._debug__"}
!58 = !DILocation(line: 11, column: 1, scope: !38)
!59 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !60, type: !41, flags: DIFlagArtificial)
!60 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 12, type: !39, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!61 = !{!59, !62, !63, !64, !65, !66, !67, !68, !69, !69, !70, !71, !72, !73, !74, !70, !75, !77, !79, !82}
!62 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !60, type: !41, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: "n", arg: 3, scope: !60, file: !1, line: 9, type: !43)
!64 = !DILocalVariable(name: "px", arg: 4, scope: !60, file: !1, line: 9, type: !44)
!65 = !DILocalVariable(name: "py", arg: 5, scope: !60, file: !1, line: 9, type: !44)
!66 = !DILocalVariable(name: "r2", arg: 6, scope: !60, file: !1, line: 9, type: !43)
!67 = !DILocalVariable(name: "close", arg: 7, scope: !60, file: !1, line: 9, type: !45)
!68 = !DILocalVariable(name: ".omp.iv", scope: !60, type: !4, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: ".capture_expr.", scope: !60, type: !4, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: "i", scope: !60, type: !4, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: ".omp.lb", scope: !60, type: !4, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: ".omp.ub", scope: !60, type: !4, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: ".omp.stride", scope: !60, type: !4, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: ".omp.is_last", scope: !60, type: !4, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: "c", scope: !76, file: !1, line: 13, type: !4)
!76 = distinct !DILexicalBlock(scope: !60, file: !1, line: 12, column: 31)
!77 = !DILocalVariable(name: "j", scope: !78, file: !1, line: 14, type: !4)
!78 = distinct !DILexicalBlock(scope: !76, file: !1, line: 14, column: 5)
!79 = !DILocalVariable(name: "dx", scope: !80, file: !1, line: 15, type: !4)
!80 = distinct !DILexicalBlock(scope: !81, file: !1, line: 14, column: 33)
!81 = distinct !DILexicalBlock(scope: !78, file: !1, line: 14, column: 5)
!82 = !DILocalVariable(name: "dy", scope: !80, file: !1, line: 15, type: !4)
!83 = !DILocation(line: 0, scope: !60, inlinedAt: !84)
!84 = distinct !DILocation(line: 11, column: 1, scope: !38)
!85 = !DILocation(line: 12, column: 23, scope: !60, inlinedAt: !84)
!86 = !DILocation(line: 12, column: 3, scope: !60, inlinedAt: !84)
!87 = !DILocation(line: 12, column: 8, scope: !60, inlinedAt: !84)
!88 = distinct !{!88, !89, !90}
!89 = !DILocation(line: 11, column: 1, scope: !60, inlinedAt: !84)
!90 = !DILocation(line: 11, column: 42, scope: !60, inlinedAt: !84)
!91 = distinct !{}
!92 = !DILocation(line: 0, scope: !76, inlinedAt: !84)
!93 = !DILocation(line: 0, scope: !78, inlinedAt: !84)
!94 = !DILocation(line: 14, column: 23, scope: !81, inlinedAt: !84)
!95 = !DILocation(line: 14, column: 5, scope: !78, inlinedAt: !84)
!96 = !DILocation(line: 19, column: 5, scope: !76, inlinedAt: !84)
!97 = !DILocation(line: 19, column: 14, scope: !76, inlinedAt: !84)
!98 = distinct !{!98, !89, !90, !99}
!99 = !{!"llvm.loop.parallel_accesses", !91}
!100 = !DILocation(line: 15, column: 24, scope: !80, inlinedAt: !84)
!101 = !DILocation(line: 15, column: 22, scope: !80, inlinedAt: !84)
!102 = !DILocation(line: 0, scope: !80, inlinedAt: !84)
!103 = !DILocation(line: 15, column: 44, scope: !80, inlinedAt: !84)
!104 = !DILocation(line: 15, column: 42, scope: !80, inlinedAt: !84)
!105 = !DILocation(line: 16, column: 14, scope: !106, inlinedAt: !84)
!106 = distinct !DILexicalBlock(scope: !80, file: !1, line: 16, column: 11)
!107 = !DILocation(line: 16, column: 24, scope: !106, inlinedAt: !84)
!108 = !DILocation(line: 16, column: 19, scope: !106, inlinedAt: !84)
!109 = !DILocation(line: 16, column: 29, scope: !106, inlinedAt: !84)
!110 = !DILocation(line: 16, column: 11, scope: !80, inlinedAt: !84)
!111 = !DILocation(line: 14, column: 29, scope: !81, inlinedAt: !84)
!112 = distinct !{!112, !95, !113, !114, !115}
!113 = !DILocation(line: 18, column: 5, scope: !78, inlinedAt: !84)
!114 = !{!"llvm.loop.mustprogress"}
!115 = !{!"llvm.loop.unroll.disable"}
!116 = !{!117}
!117 = !{i64 2, i64 -1, i64 -1, i1 true}
!118 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !119, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!4, !4, !5}
!121 = !{!122, !123, !124, !125, !126, !127, !128, !129, !131, !132, !133, !135, !137, !139, !143, !144, !146}
!122 = !DILocalVariable(name: "argc", arg: 1, scope: !118, file: !1, line: 34, type: !4)
!123 = !DILocalVariable(name: "argv", arg: 2, scope: !118, file: !1, line: 34, type: !5)
!124 = !DILocalVariable(name: "n", scope: !118, file: !1, line: 36, type: !4)
!125 = !DILocalVariable(name: "px", scope: !118, file: !1, line: 37, type: !22)
!126 = !DILocalVariable(name: "py", scope: !118, file: !1, line: 37, type: !22)
!127 = !DILocalVariable(name: "close", scope: !118, file: !1, line: 38, type: !22)
!128 = !DILocalVariable(name: "m", scope: !118, file: !1, line: 39, type: !4)
!129 = !DILocalVariable(name: "L", scope: !118, file: !1, line: 40, type: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!131 = !DILocalVariable(name: "x", scope: !118, file: !1, line: 40, type: !130)
!132 = !DILocalVariable(name: "y", scope: !118, file: !1, line: 41, type: !130)
!133 = !DILocalVariable(name: "s", scope: !118, file: !1, line: 42, type: !134)
!134 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!135 = !DILocalVariable(name: "i", scope: !136, file: !1, line: 43, type: !4)
!136 = distinct !DILexicalBlock(scope: !118, file: !1, line: 43, column: 3)
!137 = !DILocalVariable(name: "i", scope: !138, file: !1, line: 49, type: !4)
!138 = distinct !DILexicalBlock(scope: !118, file: !1, line: 49, column: 3)
!139 = !DILocalVariable(name: "j", scope: !140, file: !1, line: 51, type: !4)
!140 = distinct !DILexicalBlock(scope: !141, file: !1, line: 51, column: 5)
!141 = distinct !DILexicalBlock(scope: !142, file: !1, line: 49, column: 31)
!142 = distinct !DILexicalBlock(scope: !138, file: !1, line: 49, column: 3)
!143 = !DILocalVariable(name: "c", scope: !118, file: !1, line: 56, type: !3)
!144 = !DILocalVariable(name: "i", scope: !145, file: !1, line: 57, type: !4)
!145 = distinct !DILexicalBlock(scope: !118, file: !1, line: 57, column: 3)
!146 = !DILocalVariable(name: "i", scope: !147, file: !1, line: 59, type: !4)
!147 = distinct !DILexicalBlock(scope: !118, file: !1, line: 59, column: 3)
!148 = !DILocation(line: 0, scope: !118)
!149 = !DILocation(line: 36, column: 16, scope: !118)
!150 = !DILocation(line: 36, column: 11, scope: !118)
!151 = !DILocation(line: 36, column: 27, scope: !118)
!152 = !DILocalVariable(name: "__nptr", arg: 1, scope: !153, file: !154, line: 362, type: !157)
!153 = distinct !DISubprogram(name: "atoi", scope: !154, file: !154, line: 362, type: !155, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !159)
!154 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!155 = !DISubroutineType(types: !156)
!156 = !{!4, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!159 = !{!152}
!160 = !DILocation(line: 0, scope: !153, inlinedAt: !161)
!161 = distinct !DILocation(line: 36, column: 22, scope: !118)
!162 = !DILocation(line: 364, column: 16, scope: !153, inlinedAt: !161)
!163 = !DILocation(line: 364, column: 10, scope: !153, inlinedAt: !161)
!164 = !DILocation(line: 37, column: 20, scope: !118)
!165 = !DILocation(line: 37, column: 22, scope: !118)
!166 = !DILocation(line: 37, column: 13, scope: !118)
!167 = !DILocation(line: 37, column: 44, scope: !118)
!168 = !DILocation(line: 38, column: 16, scope: !118)
!169 = !DILocation(line: 39, column: 13, scope: !118)
!170 = !DILocation(line: 40, column: 35, scope: !118)
!171 = !DILocation(line: 40, column: 33, scope: !118)
!172 = !DILocation(line: 40, column: 37, scope: !118)
!173 = !DILocation(line: 40, column: 13, scope: !118)
!174 = !DILocation(line: 40, column: 48, scope: !118)
!175 = !DILocation(line: 41, column: 13, scope: !118)
!176 = !DILocation(line: 0, scope: !136)
!177 = !DILocation(line: 43, column: 21, scope: !178)
!178 = distinct !DILexicalBlock(scope: !136, file: !1, line: 43, column: 3)
!179 = !DILocation(line: 43, column: 3, scope: !136)
!180 = !DILocation(line: 0, scope: !138)
!181 = !DILocation(line: 49, column: 21, scope: !142)
!182 = !DILocation(line: 49, column: 3, scope: !138)
!183 = !DILocation(line: 44, column: 11, scope: !184)
!184 = distinct !DILexicalBlock(scope: !178, file: !1, line: 43, column: 31)
!185 = !DILocation(line: 44, column: 25, scope: !184)
!186 = !DILocation(line: 45, column: 16, scope: !184)
!187 = !DILocation(line: 45, column: 23, scope: !184)
!188 = !DILocation(line: 45, column: 5, scope: !184)
!189 = !DILocation(line: 45, column: 11, scope: !184)
!190 = !DILocation(line: 46, column: 11, scope: !184)
!191 = !DILocation(line: 46, column: 25, scope: !184)
!192 = !DILocation(line: 47, column: 16, scope: !184)
!193 = !DILocation(line: 47, column: 23, scope: !184)
!194 = !DILocation(line: 47, column: 5, scope: !184)
!195 = !DILocation(line: 47, column: 11, scope: !184)
!196 = !DILocation(line: 43, column: 27, scope: !178)
!197 = distinct !{!197, !179, !198, !114, !115}
!198 = !DILocation(line: 48, column: 3, scope: !136)
!199 = !DILocation(line: 0, scope: !17, inlinedAt: !200)
!200 = distinct !DILocation(line: 54, column: 3, scope: !118)
!201 = !DILocation(line: 11, column: 1, scope: !17, inlinedAt: !200)
!202 = !DILocation(line: 21, column: 1, scope: !17, inlinedAt: !200)
!203 = !DILocation(line: 0, scope: !204, inlinedAt: !214)
!204 = distinct !DISubprogram(name: "trmv", scope: !1, file: !1, line: 23, type: !205, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !209)
!205 = !DISubroutineType(types: !206)
!206 = !{null, !4, !207, !207, !130}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!209 = !{!210, !211, !212, !213}
!210 = !DILocalVariable(name: "n", arg: 1, scope: !204, file: !1, line: 23, type: !4)
!211 = !DILocalVariable(name: "L", arg: 2, scope: !204, file: !1, line: 23, type: !207)
!212 = !DILocalVariable(name: "x", arg: 3, scope: !204, file: !1, line: 23, type: !207)
!213 = !DILocalVariable(name: "y", arg: 4, scope: !204, file: !1, line: 23, type: !130)
!214 = distinct !DILocation(line: 55, column: 3, scope: !118)
!215 = !DILocation(line: 25, column: 1, scope: !204, inlinedAt: !214)
!216 = !DILocation(line: 32, column: 1, scope: !204, inlinedAt: !214)
!217 = !DILocation(line: 0, scope: !145)
!218 = !DILocation(line: 57, column: 21, scope: !219)
!219 = distinct !DILexicalBlock(scope: !145, file: !1, line: 57, column: 3)
!220 = !DILocation(line: 57, column: 3, scope: !145)
!221 = !DILocation(line: 50, column: 14, scope: !141)
!222 = !DILocation(line: 50, column: 18, scope: !141)
!223 = !DILocation(line: 50, column: 12, scope: !141)
!224 = !DILocation(line: 50, column: 5, scope: !141)
!225 = !DILocation(line: 50, column: 10, scope: !141)
!226 = !{!227, !227, i64 0}
!227 = !{!"long", !32, i64 0}
!228 = !DILocation(line: 0, scope: !140)
!229 = !DILocation(line: 51, column: 5, scope: !140)
!230 = !DILocation(line: 49, column: 27, scope: !142)
!231 = distinct !{!231, !182, !232, !114, !115}
!232 = !DILocation(line: 53, column: 3, scope: !138)
!233 = !DILocation(line: 52, column: 31, scope: !234)
!234 = distinct !DILexicalBlock(scope: !140, file: !1, line: 51, column: 5)
!235 = !DILocation(line: 52, column: 36, scope: !234)
!236 = !DILocation(line: 52, column: 21, scope: !234)
!237 = !DILocation(line: 52, column: 7, scope: !234)
!238 = !DILocation(line: 52, column: 26, scope: !234)
!239 = !DILocation(line: 51, column: 29, scope: !234)
!240 = !DILocation(line: 51, column: 23, scope: !234)
!241 = distinct !{!241, !229, !242, !114, !115}
!242 = !DILocation(line: 52, column: 38, scope: !140)
!243 = !DILocation(line: 0, scope: !147)
!244 = !DILocation(line: 59, column: 21, scope: !245)
!245 = distinct !DILexicalBlock(scope: !147, file: !1, line: 59, column: 3)
!246 = !DILocation(line: 59, column: 3, scope: !147)
!247 = !DILocation(line: 58, column: 10, scope: !219)
!248 = !DILocation(line: 58, column: 7, scope: !219)
!249 = !DILocation(line: 57, column: 27, scope: !219)
!250 = distinct !{!250, !220, !251, !114, !115}
!251 = !DILocation(line: 58, column: 17, scope: !145)
!252 = !DILocation(line: 61, column: 3, scope: !118)
!253 = !DILocation(line: 62, column: 3, scope: !118)
!254 = !DILocation(line: 62, column: 13, scope: !118)
!255 = !DILocation(line: 62, column: 23, scope: !118)
!256 = !DILocation(line: 62, column: 36, scope: !118)
!257 = !DILocation(line: 62, column: 45, scope: !118)
!258 = !DILocation(line: 62, column: 54, scope: !118)
!259 = !DILocation(line: 64, column: 1, scope: !118)
!260 = !DILocation(line: 60, column: 10, scope: !245)
!261 = !DILocation(line: 60, column: 15, scope: !245)
!262 = !DILocation(line: 60, column: 7, scope: !245)
!263 = !DILocation(line: 59, column: 27, scope: !245)
!264 = distinct !{!264, !246, !265, !114, !115}
!265 = !DILocation(line: 60, column: 17, scope: !147)
!266 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 25, type: !267, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !271)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !41, !41, !43, !269, !269, !270}
!269 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !207, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !130, size: 64)
!271 = !{!272, !273, !274, !275, !276, !277}
!272 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !266, type: !41, flags: DIFlagArtificial)
!273 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !266, type: !41, flags: DIFlagArtificial)
!274 = !DILocalVariable(name: "n", arg: 3, scope: !266, type: !43, flags: DIFlagArtificial)
!275 = !DILocalVariable(name: "L", arg: 4, scope: !266, type: !269, flags: DIFlagArtificial)
!276 = !DILocalVariable(name: "x", arg: 5, scope: !266, type: !269, flags: DIFlagArtificial)
!277 = !DILocalVariable(name: "y", arg: 6, scope: !266, type: !270, flags: DIFlagArtificial)
!278 = !DILocation(line: 0, scope: !266)
!279 = !{!280}
!280 = distinct !{!280, !281, !".omp_outlined._debug__.1: argument 0"}
!281 = distinct !{!281, !".omp_outlined._debug__.1"}
!282 = !DILocation(line: 25, column: 1, scope: !266)
!283 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !284, type: !41, flags: DIFlagArtificial)
!284 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 26, type: !267, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !285)
!285 = !{!283, !286, !287, !288, !289, !290, !291, !292, !292, !293, !294, !295, !296, !297, !293, !298, !300}
!286 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !284, type: !41, flags: DIFlagArtificial)
!287 = !DILocalVariable(name: "n", arg: 3, scope: !284, file: !1, line: 23, type: !43)
!288 = !DILocalVariable(name: "L", arg: 4, scope: !284, file: !1, line: 23, type: !269)
!289 = !DILocalVariable(name: "x", arg: 5, scope: !284, file: !1, line: 23, type: !269)
!290 = !DILocalVariable(name: "y", arg: 6, scope: !284, file: !1, line: 23, type: !270)
!291 = !DILocalVariable(name: ".omp.iv", scope: !284, type: !4, flags: DIFlagArtificial)
!292 = !DILocalVariable(name: ".capture_expr.", scope: !284, type: !4, flags: DIFlagArtificial)
!293 = !DILocalVariable(name: "i", scope: !284, type: !4, flags: DIFlagArtificial)
!294 = !DILocalVariable(name: ".omp.lb", scope: !284, type: !4, flags: DIFlagArtificial)
!295 = !DILocalVariable(name: ".omp.ub", scope: !284, type: !4, flags: DIFlagArtificial)
!296 = !DILocalVariable(name: ".omp.stride", scope: !284, type: !4, flags: DIFlagArtificial)
!297 = !DILocalVariable(name: ".omp.is_last", scope: !284, type: !4, flags: DIFlagArtificial)
!298 = !DILocalVariable(name: "s", scope: !299, file: !1, line: 27, type: !3)
!299 = distinct !DILexicalBlock(scope: !284, file: !1, line: 26, column: 31)
!300 = !DILocalVariable(name: "j", scope: !301, file: !1, line: 28, type: !4)
!301 = distinct !DILexicalBlock(scope: !299, file: !1, line: 28, column: 5)
!302 = !DILocation(line: 0, scope: !284, inlinedAt: !303)
!303 = distinct !DILocation(line: 25, column: 1, scope: !266)
!304 = !DILocation(line: 26, column: 23, scope: !284, inlinedAt: !303)
!305 = !DILocation(line: 26, column: 3, scope: !284, inlinedAt: !303)
!306 = !DILocation(line: 26, column: 8, scope: !284, inlinedAt: !303)
!307 = distinct !{!307, !308, !309}
!308 = !DILocation(line: 25, column: 1, scope: !284, inlinedAt: !303)
!309 = !DILocation(line: 25, column: 45, scope: !284, inlinedAt: !303)
!310 = distinct !{}
!311 = !DILocation(line: 0, scope: !301, inlinedAt: !303)
!312 = !DILocation(line: 0, scope: !299, inlinedAt: !303)
!313 = !DILocation(line: 28, column: 23, scope: !314, inlinedAt: !303)
!314 = distinct !DILexicalBlock(scope: !301, file: !1, line: 28, column: 5)
!315 = !DILocation(line: 28, column: 5, scope: !301, inlinedAt: !303)
!316 = !DILocation(line: 30, column: 5, scope: !299, inlinedAt: !303)
!317 = !DILocation(line: 30, column: 10, scope: !299, inlinedAt: !303)
!318 = distinct !{!318, !308, !309, !319}
!319 = !{!"llvm.loop.parallel_accesses", !310}
!320 = !DILocation(line: 29, column: 26, scope: !314, inlinedAt: !303)
!321 = !DILocation(line: 29, column: 12, scope: !314, inlinedAt: !303)
!322 = !DILocation(line: 29, column: 33, scope: !314, inlinedAt: !303)
!323 = !DILocation(line: 29, column: 31, scope: !314, inlinedAt: !303)
!324 = !DILocation(line: 29, column: 9, scope: !314, inlinedAt: !303)
!325 = !DILocation(line: 28, column: 30, scope: !314, inlinedAt: !303)
!326 = distinct !{!326, !315, !327, !114, !115}
!327 = !DILocation(line: 29, column: 36, scope: !301, inlinedAt: !303)
