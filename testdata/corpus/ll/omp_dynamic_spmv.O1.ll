; ModuleID = 'omp_dynamic_spmv.c'
source_filename = "omp_dynamic_spmv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@0 = private unnamed_addr constant [39 x i8] c";omp_dynamic_spmv.c;kernel_spmv;12;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 38, i8* getelementptr inbounds ([39 x i8], [39 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [21 x i8] c"nnz %d checksum %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @kernel_spmv(i32 noundef %0, i32* noundef %1, i32* noundef %2, i64* noundef %3, i64* noundef %4, i64* noundef %5) local_unnamed_addr #0 !dbg !18 {
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i64*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !33
  store i32 %0, i32* %7, align 4, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %1, metadata !28, metadata !DIExpression()), !dbg !33
  store i32* %1, i32** %8, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i32* %2, metadata !29, metadata !DIExpression()), !dbg !33
  store i32* %2, i32** %9, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %3, metadata !30, metadata !DIExpression()), !dbg !33
  store i64* %3, i64** %10, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %4, metadata !31, metadata !DIExpression()), !dbg !33
  store i64* %4, i64** %11, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %5, metadata !32, metadata !DIExpression()), !dbg !33
  store i64* %5, i64** %12, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i32* %7, metadata !27, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i32** %8, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i32** %9, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i64** %10, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i64** %11, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void @llvm.dbg.value(metadata i64** %12, metadata !32, metadata !DIExpression(DW_OP_deref)), !dbg !33
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i64**, i64**, i32**, i64**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %7, i32** nonnull %8, i64** nonnull %10, i64** nonnull %11, i32** nonnull %9, i64** nonnull %12), !dbg !40
  ret void, !dbg !41
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
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %7) #3 !dbg !42 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !52, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32* %1, metadata !53, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32* %2, metadata !54, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32** %3, metadata !55, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64** %4, metadata !56, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64** %5, metadata !57, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32** %6, metadata !58, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i64** %7, metadata !59, metadata !DIExpression()), !dbg !60
  call void @llvm.experimental.noalias.scope.decl(metadata !61), !dbg !64
  call void @llvm.dbg.value(metadata i32* %0, metadata !65, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* undef, metadata !68, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %2, metadata !69, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32** %3, metadata !70, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64** %4, metadata !71, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64** %5, metadata !72, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32** %6, metadata !73, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64** %7, metadata !74, metadata !DIExpression()) #2, !dbg !86
  %13 = load i32, i32* %2, align 4, !dbg !88, !tbaa !34, !noalias !61
  call void @llvm.dbg.value(metadata i32 %13, metadata !76, metadata !DIExpression()) #2, !dbg !86
  %14 = add nsw i32 %13, -1, !dbg !89
  call void @llvm.dbg.value(metadata i32 %14, metadata !76, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()) #2, !dbg !86
  %15 = icmp sgt i32 %13, 0, !dbg !89
  br i1 %15, label %16, label %70, !dbg !89

16:                                               ; preds = %8
  %17 = bitcast i32* %9 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #2, !dbg !86
  store i32 0, i32* %9, align 4, !dbg !90, !tbaa !34, !noalias !61
  %18 = bitcast i32* %10 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32 %14, metadata !79, metadata !DIExpression()) #2, !dbg !86
  store i32 %14, i32* %10, align 4, !dbg !90, !tbaa !34, !noalias !61
  %19 = bitcast i32* %11 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32 1, metadata !80, metadata !DIExpression()) #2, !dbg !86
  store i32 1, i32* %11, align 4, !dbg !90, !tbaa !34, !noalias !61
  %20 = bitcast i32* %12 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()) #2, !dbg !86
  store i32 0, i32* %12, align 4, !dbg !90, !tbaa !34, !noalias !61
  %21 = load i32, i32* %0, align 4, !dbg !89, !tbaa !34, !alias.scope !61
  call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @1, i32 %21, i32 1073741859, i32 0, i32 %14, i32 1, i32 16) #2, !dbg !89, !noalias !61
  call void @llvm.dbg.value(metadata i32* %9, metadata !78, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %10, metadata !79, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %11, metadata !80, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %12, metadata !81, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  %22 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %21, i32* nonnull %12, i32* nonnull %9, i32* nonnull %10, i32* nonnull %11) #2, !dbg !89, !noalias !61
  %23 = icmp eq i32 %22, 0, !dbg !89
  br i1 %23, label %69, label %27, !dbg !89

24:                                               ; preds = %50, %27
  call void @llvm.dbg.value(metadata i32* %9, metadata !78, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %10, metadata !79, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %11, metadata !80, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32* %12, metadata !81, metadata !DIExpression(DW_OP_deref)) #2, !dbg !86
  %25 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %21, i32* nonnull %12, i32* nonnull %9, i32* nonnull %10, i32* nonnull %11) #2, !dbg !89, !noalias !61
  %26 = icmp eq i32 %25, 0, !dbg !89
  br i1 %26, label %69, label %27, !dbg !89, !llvm.loop !91

27:                                               ; preds = %16, %24
  %28 = load i32, i32* %9, align 4, !dbg !90, !tbaa !34, !noalias !61
  call void @llvm.dbg.value(metadata i32 %28, metadata !78, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32 %28, metadata !75, metadata !DIExpression()) #2, !dbg !86
  %29 = load i32, i32* %10, align 4, !tbaa !34, !noalias !61, !llvm.access.group !94
  call void @llvm.dbg.value(metadata i32 %28, metadata !75, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32 %29, metadata !79, metadata !DIExpression()) #2, !dbg !86
  %30 = icmp sgt i32 %28, %29, !dbg !89
  br i1 %30, label %24, label %31, !dbg !89

31:                                               ; preds = %27
  %32 = load i32*, i32** %3, align 8, !tbaa !38, !noalias !61, !llvm.access.group !94
  %33 = load i64*, i64** %4, align 8, !noalias !61
  %34 = load i64*, i64** %5, align 8, !noalias !61
  %35 = load i32*, i32** %6, align 8, !noalias !61
  %36 = load i64*, i64** %7, align 8, !tbaa !38, !noalias !61, !llvm.access.group !94
  %37 = sext i32 %28 to i64, !dbg !89
  %38 = add i32 %29, 1, !dbg !89
  br label %39, !dbg !89

39:                                               ; preds = %50, %31
  %40 = phi i64 [ %37, %31 ], [ %43, %50 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !75, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64 %40, metadata !77, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i64 0, metadata !82, metadata !DIExpression()) #2, !dbg !95
  %41 = getelementptr inbounds i32, i32* %32, i64 %40, !dbg !96
  %42 = load i32, i32* %41, align 4, !dbg !96, !tbaa !34, !noalias !61, !llvm.access.group !94
  call void @llvm.dbg.value(metadata i32 %42, metadata !84, metadata !DIExpression()) #2, !dbg !97
  %43 = add nsw i64 %40, 1
  %44 = getelementptr inbounds i32, i32* %32, i64 %43
  %45 = load i32, i32* %44, align 4, !tbaa !34, !noalias !61, !llvm.access.group !94
  call void @llvm.dbg.value(metadata i32 %42, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 0, metadata !82, metadata !DIExpression()) #2, !dbg !95
  %46 = icmp slt i32 %42, %45, !dbg !98
  br i1 %46, label %47, label %50, !dbg !100

47:                                               ; preds = %39
  %48 = sext i32 %42 to i64, !dbg !100
  %49 = sext i32 %45 to i64, !dbg !98
  br label %55, !dbg !100

50:                                               ; preds = %55, %39
  %51 = phi i64 [ 0, %39 ], [ %66, %55 ], !dbg !95
  %52 = getelementptr inbounds i64, i64* %36, i64 %40, !dbg !101
  store i64 %51, i64* %52, align 8, !dbg !102, !tbaa !103, !noalias !61, !llvm.access.group !94
  call void @llvm.dbg.value(metadata i64 %43, metadata !75, metadata !DIExpression()) #2, !dbg !86
  call void @llvm.dbg.value(metadata i32 %29, metadata !79, metadata !DIExpression()) #2, !dbg !86
  %53 = trunc i64 %43 to i32, !dbg !89
  %54 = icmp eq i32 %38, %53, !dbg !89
  br i1 %54, label %24, label %39, !dbg !89, !llvm.loop !105

55:                                               ; preds = %55, %47
  %56 = phi i64 [ %48, %47 ], [ %67, %55 ]
  %57 = phi i64 [ 0, %47 ], [ %66, %55 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !84, metadata !DIExpression()) #2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %57, metadata !82, metadata !DIExpression()) #2, !dbg !95
  %58 = getelementptr inbounds i64, i64* %33, i64 %56, !dbg !107
  %59 = load i64, i64* %58, align 8, !dbg !107, !tbaa !103, !noalias !61, !llvm.access.group !94
  %60 = getelementptr inbounds i32, i32* %35, i64 %56, !dbg !108
  %61 = load i32, i32* %60, align 4, !dbg !108, !tbaa !34, !noalias !61, !llvm.access.group !94
  %62 = sext i32 %61 to i64, !dbg !109
  %63 = getelementptr inbounds i64, i64* %34, i64 %62, !dbg !109
  %64 = load i64, i64* %63, align 8, !dbg !109, !tbaa !103, !noalias !61, !llvm.access.group !94
  %65 = mul nsw i64 %64, %59, !dbg !110
  %66 = add nsw i64 %65, %57, !dbg !111
  call void @llvm.dbg.value(metadata i64 %66, metadata !82, metadata !DIExpression()) #2, !dbg !95
  %67 = add nsw i64 %56, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %67, metadata !84, metadata !DIExpression()) #2, !dbg !97
  %68 = icmp eq i64 %67, %49, !dbg !98
  br i1 %68, label %50, label %55, !dbg !100, !llvm.loop !113

69:                                               ; preds = %24, %16
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #2, !dbg !92, !noalias !61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !92, !noalias !61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !92, !noalias !61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !92, !noalias !61
  br label %70, !dbg !92

70:                                               ; preds = %8, %69
  ret void, !dbg !64
}

; Function Attrs: nounwind
declare !callback !117 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !119 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i64*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !123, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i8** %1, metadata !124, metadata !DIExpression()), !dbg !143
  %9 = icmp sgt i32 %0, 1, !dbg !144
  br i1 %9, label %10, label %15, !dbg !145

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !146
  %12 = load i8*, i8** %11, align 8, !dbg !146, !tbaa !38
  call void @llvm.dbg.value(metadata i8* %12, metadata !147, metadata !DIExpression()) #2, !dbg !155
  %13 = call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #2, !dbg !157
  %14 = trunc i64 %13 to i32, !dbg !158
  br label %15, !dbg !145

15:                                               ; preds = %2, %10
  %16 = phi i32 [ %14, %10 ], [ 4000, %2 ], !dbg !145
  call void @llvm.dbg.value(metadata i32 %16, metadata !125, metadata !DIExpression()), !dbg !143
  %17 = add nsw i32 %16, 1, !dbg !159
  %18 = sext i32 %17 to i64, !dbg !160
  %19 = shl nsw i64 %18, 2, !dbg !161
  %20 = call noalias i8* @malloc(i64 noundef %19) #2, !dbg !162
  %21 = bitcast i8* %20 to i32*, !dbg !162
  call void @llvm.dbg.value(metadata i32* %21, metadata !126, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !128, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()), !dbg !163
  %22 = icmp sgt i32 %16, 0, !dbg !164
  br i1 %22, label %23, label %25, !dbg !166

23:                                               ; preds = %15
  %24 = zext i32 %16 to i64, !dbg !164
  br label %44, !dbg !166

25:                                               ; preds = %55, %15
  %26 = phi i32 [ 0, %15 ], [ %58, %55 ], !dbg !143
  %27 = sext i32 %16 to i64, !dbg !167
  %28 = getelementptr inbounds i32, i32* %21, i64 %27, !dbg !167
  store i32 %26, i32* %28, align 4, !dbg !168, !tbaa !34
  %29 = sext i32 %26 to i64, !dbg !169
  %30 = shl nsw i64 %29, 2, !dbg !170
  %31 = call noalias i8* @malloc(i64 noundef %30) #2, !dbg !171
  %32 = bitcast i8* %31 to i32*, !dbg !171
  call void @llvm.dbg.value(metadata i32* %32, metadata !131, metadata !DIExpression()), !dbg !143
  %33 = shl nsw i64 %29, 3, !dbg !172
  %34 = call noalias i8* @malloc(i64 noundef %33) #2, !dbg !173
  %35 = bitcast i8* %34 to i64*, !dbg !173
  call void @llvm.dbg.value(metadata i64* %35, metadata !132, metadata !DIExpression()), !dbg !143
  %36 = shl nsw i64 %27, 3, !dbg !174
  %37 = call noalias i8* @malloc(i64 noundef %36) #2, !dbg !175
  %38 = bitcast i8* %37 to i64*, !dbg !175
  call void @llvm.dbg.value(metadata i64* %38, metadata !133, metadata !DIExpression()), !dbg !143
  %39 = call noalias i8* @malloc(i64 noundef %36) #2, !dbg !176
  %40 = bitcast i8* %39 to i64*, !dbg !176
  call void @llvm.dbg.value(metadata i64* %40, metadata !134, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 8, metadata !135, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !177
  %41 = icmp sgt i32 %26, 0, !dbg !178
  br i1 %41, label %42, label %61, !dbg !180

42:                                               ; preds = %25
  %43 = zext i32 %26 to i64, !dbg !178
  br label %65, !dbg !180

44:                                               ; preds = %23, %55
  %45 = phi i64 [ 0, %23 ], [ %59, %55 ]
  %46 = phi i32 [ 0, %23 ], [ %58, %55 ]
  call void @llvm.dbg.value(metadata i32 %46, metadata !128, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i64 %45, metadata !129, metadata !DIExpression()), !dbg !163
  %47 = getelementptr inbounds i32, i32* %21, i64 %45, !dbg !181
  store i32 %46, i32* %47, align 4, !dbg !183, !tbaa !34
  %48 = trunc i64 %45 to i32, !dbg !184
  %49 = urem i32 %48, 97, !dbg !184
  %50 = icmp eq i32 %49, 0, !dbg !185
  br i1 %50, label %55, label %51, !dbg !186

51:                                               ; preds = %44
  %52 = trunc i64 %45 to i32, !dbg !187
  %53 = urem i32 %52, 7, !dbg !187
  %54 = mul nuw nsw i32 %53, 3, !dbg !188
  br label %55, !dbg !186

55:                                               ; preds = %44, %51
  %56 = phi i32 [ %54, %51 ], [ 200, %44 ], !dbg !186
  %57 = add i32 %46, 1, !dbg !189
  %58 = add i32 %57, %56, !dbg !190
  call void @llvm.dbg.value(metadata i32 %58, metadata !128, metadata !DIExpression()), !dbg !143
  %59 = add nuw nsw i64 %45, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %59, metadata !129, metadata !DIExpression()), !dbg !163
  %60 = icmp eq i64 %59, %24, !dbg !164
  br i1 %60, label %25, label %44, !dbg !166, !llvm.loop !192

61:                                               ; preds = %65, %25
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !194
  %62 = icmp sgt i32 %16, 0, !dbg !195
  br i1 %62, label %63, label %80, !dbg !197

63:                                               ; preds = %61
  %64 = zext i32 %16 to i64, !dbg !195
  br label %95, !dbg !197

65:                                               ; preds = %42, %65
  %66 = phi i64 [ 0, %42 ], [ %78, %65 ]
  %67 = phi i32 [ 8, %42 ], [ %69, %65 ]
  call void @llvm.dbg.value(metadata i64 %66, metadata !136, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %67, metadata !135, metadata !DIExpression()), !dbg !143
  %68 = mul i32 %67, 1664525, !dbg !198
  %69 = add i32 %68, 1013904223, !dbg !200
  call void @llvm.dbg.value(metadata i32 %69, metadata !135, metadata !DIExpression()), !dbg !143
  %70 = lshr i32 %69, 8, !dbg !201
  %71 = urem i32 %70, %16, !dbg !202
  %72 = getelementptr inbounds i32, i32* %32, i64 %66, !dbg !203
  store i32 %71, i32* %72, align 4, !dbg !204, !tbaa !34
  %73 = lshr i32 %69, 24, !dbg !205
  %74 = urem i32 %73, 7, !dbg !206
  %75 = zext i32 %74 to i64, !dbg !207
  %76 = add nsw i64 %75, -3, !dbg !208
  %77 = getelementptr inbounds i64, i64* %35, i64 %66, !dbg !209
  store i64 %76, i64* %77, align 8, !dbg !210, !tbaa !103
  %78 = add nuw nsw i64 %66, 1, !dbg !211
  call void @llvm.dbg.value(metadata i64 %78, metadata !136, metadata !DIExpression()), !dbg !177
  %79 = icmp eq i64 %78, %43, !dbg !178
  br i1 %79, label %61, label %65, !dbg !180, !llvm.loop !212

80:                                               ; preds = %95, %61
  %81 = bitcast i32* %3 to i8*, !dbg !214
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %81), !dbg !214
  %82 = bitcast i32** %4 to i8*, !dbg !214
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %82), !dbg !214
  %83 = bitcast i32** %5 to i8*, !dbg !214
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %83), !dbg !214
  %84 = bitcast i64** %6 to i8*, !dbg !214
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %84), !dbg !214
  %85 = bitcast i64** %7 to i8*, !dbg !214
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %85), !dbg !214
  %86 = bitcast i64** %8 to i8*, !dbg !214
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %86), !dbg !214
  call void @llvm.dbg.value(metadata i32 %16, metadata !27, metadata !DIExpression()) #2, !dbg !214
  store i32 %16, i32* %3, align 4, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %21, metadata !28, metadata !DIExpression()) #2, !dbg !214
  %87 = bitcast i32** %4 to i8**
  store i8* %20, i8** %87, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i32* %32, metadata !29, metadata !DIExpression()) #2, !dbg !214
  %88 = bitcast i32** %5 to i8**
  store i8* %31, i8** %88, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %35, metadata !30, metadata !DIExpression()) #2, !dbg !214
  %89 = bitcast i64** %6 to i8**
  store i8* %34, i8** %89, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %38, metadata !31, metadata !DIExpression()) #2, !dbg !214
  %90 = bitcast i64** %7 to i8**
  store i8* %37, i8** %90, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %40, metadata !32, metadata !DIExpression()) #2, !dbg !214
  %91 = bitcast i64** %8 to i8**
  store i8* %39, i8** %91, align 8, !tbaa !38
  call void @llvm.dbg.value(metadata i32* %3, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !214
  call void @llvm.dbg.value(metadata i32** %4, metadata !28, metadata !DIExpression(DW_OP_deref)) #2, !dbg !214
  call void @llvm.dbg.value(metadata i32** %5, metadata !29, metadata !DIExpression(DW_OP_deref)) #2, !dbg !214
  call void @llvm.dbg.value(metadata i64** %6, metadata !30, metadata !DIExpression(DW_OP_deref)) #2, !dbg !214
  call void @llvm.dbg.value(metadata i64** %7, metadata !31, metadata !DIExpression(DW_OP_deref)) #2, !dbg !214
  call void @llvm.dbg.value(metadata i64** %8, metadata !32, metadata !DIExpression(DW_OP_deref)) #2, !dbg !214
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i64**, i64**, i32**, i64**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, i32** nonnull %4, i64** nonnull %6, i64** nonnull %7, i32** nonnull %5, i64** nonnull %8) #2, !dbg !216
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %81), !dbg !217
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %82), !dbg !217
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %83), !dbg !217
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %84), !dbg !217
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %85), !dbg !217
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %86), !dbg !217
  call void @llvm.dbg.value(metadata i64 0, metadata !140, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.value(metadata i32 0, metadata !141, metadata !DIExpression()), !dbg !218
  %92 = icmp sgt i32 %16, 0, !dbg !219
  br i1 %92, label %93, label %103, !dbg !221

93:                                               ; preds = %80
  %94 = zext i32 %16 to i64, !dbg !219
  br label %106, !dbg !221

95:                                               ; preds = %63, %95
  %96 = phi i64 [ 0, %63 ], [ %101, %95 ]
  call void @llvm.dbg.value(metadata i64 %96, metadata !138, metadata !DIExpression()), !dbg !194
  %97 = trunc i64 %96 to i32, !dbg !222
  %98 = urem i32 %97, 11, !dbg !222
  %99 = zext i32 %98 to i64, !dbg !223
  %100 = getelementptr inbounds i64, i64* %38, i64 %96, !dbg !224
  store i64 %99, i64* %100, align 8, !dbg !225, !tbaa !103
  %101 = add nuw nsw i64 %96, 1, !dbg !226
  call void @llvm.dbg.value(metadata i64 %101, metadata !138, metadata !DIExpression()), !dbg !194
  %102 = icmp eq i64 %101, %64, !dbg !195
  br i1 %102, label %80, label %95, !dbg !197, !llvm.loop !227

103:                                              ; preds = %106, %80
  %104 = phi i64 [ 0, %80 ], [ %116, %106 ], !dbg !143
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %26, i64 noundef %104), !dbg !229
  call void @free(i8* noundef %20) #2, !dbg !230
  call void @free(i8* noundef %31) #2, !dbg !231
  call void @free(i8* noundef %34) #2, !dbg !232
  call void @free(i8* noundef %37) #2, !dbg !233
  call void @free(i8* noundef %39) #2, !dbg !234
  ret i32 0, !dbg !235

106:                                              ; preds = %93, %106
  %107 = phi i64 [ 0, %93 ], [ %117, %106 ]
  %108 = phi i64 [ 0, %93 ], [ %116, %106 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !141, metadata !DIExpression()), !dbg !218
  call void @llvm.dbg.value(metadata i64 %108, metadata !140, metadata !DIExpression()), !dbg !143
  %109 = getelementptr inbounds i64, i64* %40, i64 %107, !dbg !236
  %110 = load i64, i64* %109, align 8, !dbg !236, !tbaa !103
  %111 = trunc i64 %107 to i32, !dbg !237
  %112 = urem i32 %111, 5, !dbg !237
  %113 = add nuw nsw i32 %112, 1, !dbg !238
  %114 = zext i32 %113 to i64, !dbg !239
  %115 = mul nsw i64 %110, %114, !dbg !240
  %116 = add nsw i64 %115, %108, !dbg !241
  call void @llvm.dbg.value(metadata i64 %116, metadata !140, metadata !DIExpression()), !dbg !143
  %117 = add nuw nsw i64 %107, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %117, metadata !141, metadata !DIExpression()), !dbg !218
  %118 = icmp eq i64 %117, %94, !dbg !219
  br i1 %118, label %103, label %106, !dbg !221, !llvm.loop !243
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

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
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_dynamic_spmv.c", directory: ".", checksumkind: CSK_MD5, checksum: "2beb79c9daa9d94d6395565076ddba12")
!2 = !{!3, !4, !5, !6, !9}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"openmp", i32 50}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "kernel_spmv", scope: !1, file: !1, line: 9, type: !19, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !3, !21, !21, !23, !23, !25}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!26 = !{!27, !28, !29, !30, !31, !32}
!27 = !DILocalVariable(name: "n", arg: 1, scope: !18, file: !1, line: 9, type: !3)
!28 = !DILocalVariable(name: "rowptr", arg: 2, scope: !18, file: !1, line: 9, type: !21)
!29 = !DILocalVariable(name: "col", arg: 3, scope: !18, file: !1, line: 9, type: !21)
!30 = !DILocalVariable(name: "val", arg: 4, scope: !18, file: !1, line: 9, type: !23)
!31 = !DILocalVariable(name: "x", arg: 5, scope: !18, file: !1, line: 10, type: !23)
!32 = !DILocalVariable(name: "y", arg: 6, scope: !18, file: !1, line: 10, type: !25)
!33 = !DILocation(line: 0, scope: !18)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !36, i64 0}
!40 = !DILocation(line: 12, column: 1, scope: !18)
!41 = !DILocation(line: 19, column: 1, scope: !18)
!42 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 12, type: !43, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45, !45, !47, !48, !49, !49, !48, !50}
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !21)
!47 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !23, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!51 = !{!52, !53, !54, !55, !56, !57, !58, !59}
!52 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !42, type: !45, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !42, type: !45, flags: DIFlagArtificial)
!54 = !DILocalVariable(name: "n", arg: 3, scope: !42, type: !47, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: "rowptr", arg: 4, scope: !42, type: !48, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "val", arg: 5, scope: !42, type: !49, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: "x", arg: 6, scope: !42, type: !49, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: "col", arg: 7, scope: !42, type: !48, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: "y", arg: 8, scope: !42, type: !50, flags: DIFlagArtificial)
!60 = !DILocation(line: 0, scope: !42)
!61 = !{!62}
!62 = distinct !{!62, !63, !".omp_outlined._debug__: argument 0"}
!63 = distinct !{!63, !".omp_outlined._debug__"}
!64 = !DILocation(line: 12, column: 1, scope: !42)
!65 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !66, type: !45, flags: DIFlagArtificial)
!66 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 13, type: !43, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !67)
!67 = !{!65, !68, !69, !70, !71, !72, !73, !74, !75, !76, !76, !77, !78, !79, !80, !81, !77, !82, !84}
!68 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !66, type: !45, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "n", arg: 3, scope: !66, file: !1, line: 9, type: !47)
!70 = !DILocalVariable(name: "rowptr", arg: 4, scope: !66, file: !1, line: 9, type: !48)
!71 = !DILocalVariable(name: "val", arg: 5, scope: !66, file: !1, line: 9, type: !49)
!72 = !DILocalVariable(name: "x", arg: 6, scope: !66, file: !1, line: 10, type: !49)
!73 = !DILocalVariable(name: "col", arg: 7, scope: !66, file: !1, line: 9, type: !48)
!74 = !DILocalVariable(name: "y", arg: 8, scope: !66, file: !1, line: 10, type: !50)
!75 = !DILocalVariable(name: ".omp.iv", scope: !66, type: !3, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: ".capture_expr.", scope: !66, type: !3, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: "i", scope: !66, type: !3, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: ".omp.lb", scope: !66, type: !3, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: ".omp.ub", scope: !66, type: !3, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: ".omp.stride", scope: !66, type: !3, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".omp.is_last", scope: !66, type: !3, flags: DIFlagArtificial)
!82 = !DILocalVariable(name: "s", scope: !83, file: !1, line: 14, type: !5)
!83 = distinct !DILexicalBlock(scope: !66, file: !1, line: 13, column: 31)
!84 = !DILocalVariable(name: "k", scope: !85, file: !1, line: 15, type: !3)
!85 = distinct !DILexicalBlock(scope: !83, file: !1, line: 15, column: 5)
!86 = !DILocation(line: 0, scope: !66, inlinedAt: !87)
!87 = distinct !DILocation(line: 12, column: 1, scope: !42)
!88 = !DILocation(line: 13, column: 23, scope: !66, inlinedAt: !87)
!89 = !DILocation(line: 13, column: 3, scope: !66, inlinedAt: !87)
!90 = !DILocation(line: 13, column: 8, scope: !66, inlinedAt: !87)
!91 = distinct !{!91, !92, !93}
!92 = !DILocation(line: 12, column: 1, scope: !66, inlinedAt: !87)
!93 = !DILocation(line: 12, column: 47, scope: !66, inlinedAt: !87)
!94 = distinct !{}
!95 = !DILocation(line: 0, scope: !83, inlinedAt: !87)
!96 = !DILocation(line: 15, column: 18, scope: !85, inlinedAt: !87)
!97 = !DILocation(line: 0, scope: !85, inlinedAt: !87)
!98 = !DILocation(line: 15, column: 31, scope: !99, inlinedAt: !87)
!99 = distinct !DILexicalBlock(scope: !85, file: !1, line: 15, column: 5)
!100 = !DILocation(line: 15, column: 5, scope: !85, inlinedAt: !87)
!101 = !DILocation(line: 17, column: 5, scope: !83, inlinedAt: !87)
!102 = !DILocation(line: 17, column: 10, scope: !83, inlinedAt: !87)
!103 = !{!104, !104, i64 0}
!104 = !{!"long", !36, i64 0}
!105 = distinct !{!105, !92, !93, !106}
!106 = !{!"llvm.loop.parallel_accesses", !94}
!107 = !DILocation(line: 16, column: 12, scope: !99, inlinedAt: !87)
!108 = !DILocation(line: 16, column: 23, scope: !99, inlinedAt: !87)
!109 = !DILocation(line: 16, column: 21, scope: !99, inlinedAt: !87)
!110 = !DILocation(line: 16, column: 19, scope: !99, inlinedAt: !87)
!111 = !DILocation(line: 16, column: 9, scope: !99, inlinedAt: !87)
!112 = !DILocation(line: 15, column: 49, scope: !99, inlinedAt: !87)
!113 = distinct !{!113, !100, !114, !115, !116}
!114 = !DILocation(line: 16, column: 29, scope: !85, inlinedAt: !87)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !{!"llvm.loop.unroll.disable"}
!117 = !{!118}
!118 = !{i64 2, i64 -1, i64 -1, i1 true}
!119 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !120, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!3, !3, !6}
!122 = !{!123, !124, !125, !126, !128, !129, !131, !132, !133, !134, !135, !136, !138, !140, !141}
!123 = !DILocalVariable(name: "argc", arg: 1, scope: !119, file: !1, line: 21, type: !3)
!124 = !DILocalVariable(name: "argv", arg: 2, scope: !119, file: !1, line: 21, type: !6)
!125 = !DILocalVariable(name: "n", scope: !119, file: !1, line: 23, type: !3)
!126 = !DILocalVariable(name: "rowptr", scope: !119, file: !1, line: 24, type: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!128 = !DILocalVariable(name: "nnz", scope: !119, file: !1, line: 25, type: !3)
!129 = !DILocalVariable(name: "i", scope: !130, file: !1, line: 26, type: !3)
!130 = distinct !DILexicalBlock(scope: !119, file: !1, line: 26, column: 3)
!131 = !DILocalVariable(name: "col", scope: !119, file: !1, line: 31, type: !127)
!132 = !DILocalVariable(name: "val", scope: !119, file: !1, line: 32, type: !25)
!133 = !DILocalVariable(name: "x", scope: !119, file: !1, line: 33, type: !25)
!134 = !DILocalVariable(name: "y", scope: !119, file: !1, line: 34, type: !25)
!135 = !DILocalVariable(name: "s", scope: !119, file: !1, line: 35, type: !4)
!136 = !DILocalVariable(name: "k", scope: !137, file: !1, line: 36, type: !3)
!137 = distinct !DILexicalBlock(scope: !119, file: !1, line: 36, column: 3)
!138 = !DILocalVariable(name: "i", scope: !139, file: !1, line: 41, type: !3)
!139 = distinct !DILexicalBlock(scope: !119, file: !1, line: 41, column: 3)
!140 = !DILocalVariable(name: "chk", scope: !119, file: !1, line: 44, type: !5)
!141 = !DILocalVariable(name: "i", scope: !142, file: !1, line: 45, type: !3)
!142 = distinct !DILexicalBlock(scope: !119, file: !1, line: 45, column: 3)
!143 = !DILocation(line: 0, scope: !119)
!144 = !DILocation(line: 23, column: 16, scope: !119)
!145 = !DILocation(line: 23, column: 11, scope: !119)
!146 = !DILocation(line: 23, column: 27, scope: !119)
!147 = !DILocalVariable(name: "__nptr", arg: 1, scope: !148, file: !149, line: 362, type: !152)
!148 = distinct !DISubprogram(name: "atoi", scope: !149, file: !149, line: 362, type: !150, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !154)
!149 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!150 = !DISubroutineType(types: !151)
!151 = !{!3, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!154 = !{!147}
!155 = !DILocation(line: 0, scope: !148, inlinedAt: !156)
!156 = distinct !DILocation(line: 23, column: 22, scope: !119)
!157 = !DILocation(line: 364, column: 16, scope: !148, inlinedAt: !156)
!158 = !DILocation(line: 364, column: 10, scope: !148, inlinedAt: !156)
!159 = !DILocation(line: 24, column: 27, scope: !119)
!160 = !DILocation(line: 24, column: 24, scope: !119)
!161 = !DILocation(line: 24, column: 32, scope: !119)
!162 = !DILocation(line: 24, column: 17, scope: !119)
!163 = !DILocation(line: 0, scope: !130)
!164 = !DILocation(line: 26, column: 21, scope: !165)
!165 = distinct !DILexicalBlock(scope: !130, file: !1, line: 26, column: 3)
!166 = !DILocation(line: 26, column: 3, scope: !130)
!167 = !DILocation(line: 30, column: 3, scope: !119)
!168 = !DILocation(line: 30, column: 13, scope: !119)
!169 = !DILocation(line: 31, column: 21, scope: !119)
!170 = !DILocation(line: 31, column: 25, scope: !119)
!171 = !DILocation(line: 31, column: 14, scope: !119)
!172 = !DILocation(line: 32, column: 26, scope: !119)
!173 = !DILocation(line: 32, column: 15, scope: !119)
!174 = !DILocation(line: 33, column: 22, scope: !119)
!175 = !DILocation(line: 33, column: 13, scope: !119)
!176 = !DILocation(line: 34, column: 13, scope: !119)
!177 = !DILocation(line: 0, scope: !137)
!178 = !DILocation(line: 36, column: 21, scope: !179)
!179 = distinct !DILexicalBlock(scope: !137, file: !1, line: 36, column: 3)
!180 = !DILocation(line: 36, column: 3, scope: !137)
!181 = !DILocation(line: 27, column: 5, scope: !182)
!182 = distinct !DILexicalBlock(scope: !165, file: !1, line: 26, column: 31)
!183 = !DILocation(line: 27, column: 15, scope: !182)
!184 = !DILocation(line: 28, column: 19, scope: !182)
!185 = !DILocation(line: 28, column: 24, scope: !182)
!186 = !DILocation(line: 28, column: 17, scope: !182)
!187 = !DILocation(line: 28, column: 40, scope: !182)
!188 = !DILocation(line: 28, column: 45, scope: !182)
!189 = !DILocation(line: 28, column: 14, scope: !182)
!190 = !DILocation(line: 28, column: 9, scope: !182)
!191 = !DILocation(line: 26, column: 27, scope: !165)
!192 = distinct !{!192, !166, !193, !115, !116}
!193 = !DILocation(line: 29, column: 3, scope: !130)
!194 = !DILocation(line: 0, scope: !139)
!195 = !DILocation(line: 41, column: 21, scope: !196)
!196 = distinct !DILexicalBlock(scope: !139, file: !1, line: 41, column: 3)
!197 = !DILocation(line: 41, column: 3, scope: !139)
!198 = !DILocation(line: 37, column: 11, scope: !199)
!199 = distinct !DILexicalBlock(scope: !179, file: !1, line: 36, column: 33)
!200 = !DILocation(line: 37, column: 22, scope: !199)
!201 = !DILocation(line: 38, column: 23, scope: !199)
!202 = !DILocation(line: 38, column: 29, scope: !199)
!203 = !DILocation(line: 38, column: 5, scope: !199)
!204 = !DILocation(line: 38, column: 12, scope: !199)
!205 = !DILocation(line: 39, column: 24, scope: !199)
!206 = !DILocation(line: 39, column: 31, scope: !199)
!207 = !DILocation(line: 39, column: 14, scope: !199)
!208 = !DILocation(line: 39, column: 36, scope: !199)
!209 = !DILocation(line: 39, column: 5, scope: !199)
!210 = !DILocation(line: 39, column: 12, scope: !199)
!211 = !DILocation(line: 36, column: 29, scope: !179)
!212 = distinct !{!212, !180, !213, !115, !116}
!213 = !DILocation(line: 40, column: 3, scope: !137)
!214 = !DILocation(line: 0, scope: !18, inlinedAt: !215)
!215 = distinct !DILocation(line: 43, column: 3, scope: !119)
!216 = !DILocation(line: 12, column: 1, scope: !18, inlinedAt: !215)
!217 = !DILocation(line: 19, column: 1, scope: !18, inlinedAt: !215)
!218 = !DILocation(line: 0, scope: !142)
!219 = !DILocation(line: 45, column: 21, scope: !220)
!220 = distinct !DILexicalBlock(scope: !142, file: !1, line: 45, column: 3)
!221 = !DILocation(line: 45, column: 3, scope: !142)
!222 = !DILocation(line: 42, column: 14, scope: !196)
!223 = !DILocation(line: 42, column: 12, scope: !196)
!224 = !DILocation(line: 42, column: 5, scope: !196)
!225 = !DILocation(line: 42, column: 10, scope: !196)
!226 = !DILocation(line: 41, column: 27, scope: !196)
!227 = distinct !{!227, !197, !228, !115, !116}
!228 = !DILocation(line: 42, column: 16, scope: !139)
!229 = !DILocation(line: 47, column: 3, scope: !119)
!230 = !DILocation(line: 48, column: 3, scope: !119)
!231 = !DILocation(line: 49, column: 3, scope: !119)
!232 = !DILocation(line: 50, column: 3, scope: !119)
!233 = !DILocation(line: 51, column: 3, scope: !119)
!234 = !DILocation(line: 52, column: 3, scope: !119)
!235 = !DILocation(line: 53, column: 3, scope: !119)
!236 = !DILocation(line: 46, column: 12, scope: !220)
!237 = !DILocation(line: 46, column: 22, scope: !220)
!238 = !DILocation(line: 46, column: 26, scope: !220)
!239 = !DILocation(line: 46, column: 19, scope: !220)
!240 = !DILocation(line: 46, column: 17, scope: !220)
!241 = !DILocation(line: 46, column: 9, scope: !220)
!242 = !DILocation(line: 45, column: 27, scope: !220)
!243 = distinct !{!243, !221, !244, !115, !116}
!244 = !DILocation(line: 46, column: 29, scope: !142)
