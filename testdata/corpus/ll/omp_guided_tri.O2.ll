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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55), !dbg !58
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
  br i1 %14, label %15, label %130, !dbg !86

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
  tail call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @1, i32 %20, i32 1073741860, i32 0, i32 %13, i32 1, i32 1) #2, !dbg !86, !noalias !55
  call void @llvm.dbg.value(metadata i32* %8, metadata !71, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %9, metadata !72, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %10, metadata !73, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %11, metadata !74, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  %21 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %20, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10) #2, !dbg !86, !noalias !55
  %22 = icmp eq i32 %21, 0, !dbg !86
  br i1 %22, label %129, label %26, !dbg !86

23:                                               ; preds = %104, %26
  call void @llvm.dbg.value(metadata i32* %8, metadata !71, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %9, metadata !72, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %10, metadata !73, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %11, metadata !74, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  %24 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %20, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10) #2, !dbg !86, !noalias !55
  %25 = icmp eq i32 %24, 0, !dbg !86
  br i1 %25, label %129, label %26, !dbg !86, !llvm.loop !88

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

35:                                               ; preds = %104, %30
  %36 = phi i32 [ %111, %104 ], [ 0, %30 ]
  %37 = phi i64 [ %107, %104 ], [ %34, %30 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !68, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()) #2, !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()) #2, !dbg !93
  %38 = add i32 %27, %36, !dbg !94
  %39 = zext i32 %38 to i64, !dbg !94
  %40 = icmp sgt i64 %37, 0, !dbg !94
  br i1 %40, label %41, label %104, !dbg !95

41:                                               ; preds = %35
  %42 = getelementptr inbounds i32, i32* %31, i64 %37
  %43 = load i32, i32* %42, align 4, !tbaa !30, !noalias !55, !llvm.access.group !91
  %44 = getelementptr inbounds i32, i32* %32, i64 %37
  %45 = load i32, i32* %44, align 4, !tbaa !30, !noalias !55, !llvm.access.group !91
  %46 = load i32, i32* %5, align 4, !tbaa !30, !noalias !55, !llvm.access.group !91
  %47 = and i64 %37, 4294967295, !dbg !94
  %48 = icmp ult i32 %38, 8, !dbg !95
  br i1 %48, label %101, label %49, !dbg !95

49:                                               ; preds = %41
  %50 = and i64 %39, 4294967288, !dbg !95
  %51 = insertelement <4 x i32> poison, i32 %43, i64 0, !dbg !95
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !95
  %53 = insertelement <4 x i32> poison, i32 %43, i64 0, !dbg !95
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !95
  %55 = insertelement <4 x i32> poison, i32 %45, i64 0, !dbg !95
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !95
  %57 = insertelement <4 x i32> poison, i32 %45, i64 0, !dbg !95
  %58 = shufflevector <4 x i32> %57, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !95
  %59 = insertelement <4 x i32> poison, i32 %46, i64 0, !dbg !95
  %60 = shufflevector <4 x i32> %59, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !95
  %61 = insertelement <4 x i32> poison, i32 %46, i64 0, !dbg !95
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !95
  br label %63, !dbg !95

63:                                               ; preds = %63, %49
  %64 = phi i64 [ 0, %49 ], [ %95, %63 ], !dbg !96
  %65 = phi <4 x i32> [ zeroinitializer, %49 ], [ %93, %63 ]
  %66 = phi <4 x i32> [ zeroinitializer, %49 ], [ %94, %63 ]
  %67 = getelementptr inbounds i32, i32* %31, i64 %64, !dbg !96
  %68 = bitcast i32* %67 to <4 x i32>*, !dbg !97
  %69 = load <4 x i32>, <4 x i32>* %68, align 4, !dbg !97, !tbaa !30, !noalias !55, !llvm.access.group !91
  %70 = getelementptr inbounds i32, i32* %67, i64 4, !dbg !97
  %71 = bitcast i32* %70 to <4 x i32>*, !dbg !97
  %72 = load <4 x i32>, <4 x i32>* %71, align 4, !dbg !97, !tbaa !30, !noalias !55, !llvm.access.group !91
  %73 = sub nsw <4 x i32> %52, %69, !dbg !98
  %74 = sub nsw <4 x i32> %54, %72, !dbg !98
  %75 = getelementptr inbounds i32, i32* %32, i64 %64, !dbg !96
  %76 = bitcast i32* %75 to <4 x i32>*, !dbg !99
  %77 = load <4 x i32>, <4 x i32>* %76, align 4, !dbg !99, !tbaa !30, !noalias !55, !llvm.access.group !91
  %78 = getelementptr inbounds i32, i32* %75, i64 4, !dbg !99
  %79 = bitcast i32* %78 to <4 x i32>*, !dbg !99
  %80 = load <4 x i32>, <4 x i32>* %79, align 4, !dbg !99, !tbaa !30, !noalias !55, !llvm.access.group !91
  %81 = sub nsw <4 x i32> %56, %77, !dbg !100
  %82 = sub nsw <4 x i32> %58, %80, !dbg !100
  %83 = mul nsw <4 x i32> %73, %73, !dbg !101
  %84 = mul nsw <4 x i32> %74, %74, !dbg !101
  %85 = mul nsw <4 x i32> %81, %81, !dbg !103
  %86 = mul nsw <4 x i32> %82, %82, !dbg !103
  %87 = add nuw nsw <4 x i32> %85, %83, !dbg !104
  %88 = add nuw nsw <4 x i32> %86, %84, !dbg !104
  %89 = icmp sle <4 x i32> %87, %60, !dbg !105
  %90 = icmp sle <4 x i32> %88, %62, !dbg !105
  %91 = zext <4 x i1> %89 to <4 x i32>, !dbg !106
  %92 = zext <4 x i1> %90 to <4 x i32>, !dbg !106
  %93 = add <4 x i32> %65, %91, !dbg !106
  %94 = add <4 x i32> %66, %92, !dbg !106
  %95 = add nuw i64 %64, 8, !dbg !96
  %96 = icmp eq i64 %95, %50, !dbg !96
  br i1 %96, label %97, label %63, !dbg !96, !llvm.loop !107

97:                                               ; preds = %63
  %98 = add <4 x i32> %94, %93, !dbg !95
  %99 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %98), !dbg !95
  %100 = icmp eq i64 %50, %39, !dbg !95
  br i1 %100, label %104, label %101, !dbg !95

101:                                              ; preds = %41, %97
  %102 = phi i64 [ 0, %41 ], [ %50, %97 ]
  %103 = phi i32 [ 0, %41 ], [ %99, %97 ]
  br label %112, !dbg !95

104:                                              ; preds = %112, %97, %35
  %105 = phi i32 [ 0, %35 ], [ %99, %97 ], [ %126, %112 ], !dbg !92
  %106 = getelementptr inbounds i32, i32* %33, i64 %37, !dbg !111
  store i32 %105, i32* %106, align 4, !dbg !112, !tbaa !30, !noalias !55, !llvm.access.group !91
  %107 = add nsw i64 %37, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %107, metadata !68, metadata !DIExpression()) #2, !dbg !83
  %108 = load i32, i32* %9, align 4, !dbg !87, !tbaa !30, !noalias !55, !llvm.access.group !91
  call void @llvm.dbg.value(metadata i32 %108, metadata !72, metadata !DIExpression()) #2, !dbg !83
  %109 = sext i32 %108 to i64, !dbg !86
  %110 = icmp slt i64 %37, %109, !dbg !86
  %111 = add i32 %36, 1, !dbg !86
  br i1 %110, label %35, label %23, !dbg !86, !llvm.loop !113

112:                                              ; preds = %101, %112
  %113 = phi i64 [ %127, %112 ], [ %102, %101 ]
  %114 = phi i32 [ %126, %112 ], [ %103, %101 ]
  call void @llvm.dbg.value(metadata i32 %114, metadata !75, metadata !DIExpression()) #2, !dbg !92
  call void @llvm.dbg.value(metadata i64 %113, metadata !77, metadata !DIExpression()) #2, !dbg !93
  %115 = getelementptr inbounds i32, i32* %31, i64 %113, !dbg !97
  %116 = load i32, i32* %115, align 4, !dbg !97, !tbaa !30, !noalias !55, !llvm.access.group !91
  %117 = sub nsw i32 %43, %116, !dbg !98
  call void @llvm.dbg.value(metadata i32 %117, metadata !79, metadata !DIExpression()) #2, !dbg !115
  %118 = getelementptr inbounds i32, i32* %32, i64 %113, !dbg !99
  %119 = load i32, i32* %118, align 4, !dbg !99, !tbaa !30, !noalias !55, !llvm.access.group !91
  %120 = sub nsw i32 %45, %119, !dbg !100
  call void @llvm.dbg.value(metadata i32 %120, metadata !82, metadata !DIExpression()) #2, !dbg !115
  %121 = mul nsw i32 %117, %117, !dbg !101
  %122 = mul nsw i32 %120, %120, !dbg !103
  %123 = add nuw nsw i32 %122, %121, !dbg !104
  %124 = icmp sle i32 %123, %46, !dbg !105
  %125 = zext i1 %124 to i32, !dbg !106
  %126 = add nuw nsw i32 %114, %125, !dbg !106
  call void @llvm.dbg.value(metadata i32 %126, metadata !75, metadata !DIExpression()) #2, !dbg !92
  %127 = add nuw nsw i64 %113, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %127, metadata !77, metadata !DIExpression()) #2, !dbg !93
  %128 = icmp eq i64 %127, %47, !dbg !94
  br i1 %128, label %104, label %112, !dbg !95, !llvm.loop !116

129:                                              ; preds = %23, %15
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !89, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !89, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !89, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !89, !noalias !55
  br label %130, !dbg !89

130:                                              ; preds = %7, %129
  ret void, !dbg !58
}

; Function Attrs: nounwind
declare !callback !118 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !120 {
  %3 = alloca i32, align 4
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !124, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i8** %1, metadata !125, metadata !DIExpression()), !dbg !150
  %12 = icmp sgt i32 %0, 1, !dbg !151
  br i1 %12, label %13, label %18, !dbg !152

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !153
  %15 = load i8*, i8** %14, align 8, !dbg !153, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %15, metadata !154, metadata !DIExpression()) #2, !dbg !162
  %16 = tail call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #2, !dbg !164
  %17 = trunc i64 %16 to i32, !dbg !165
  br label %18, !dbg !152

18:                                               ; preds = %2, %13
  %19 = phi i32 [ %17, %13 ], [ 800, %2 ], !dbg !152
  call void @llvm.dbg.value(metadata i32 %19, metadata !126, metadata !DIExpression()), !dbg !150
  %20 = sext i32 %19 to i64, !dbg !166
  %21 = shl nsw i64 %20, 2, !dbg !167
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #2, !dbg !168
  %23 = bitcast i8* %22 to i32*, !dbg !168
  call void @llvm.dbg.value(metadata i32* %23, metadata !127, metadata !DIExpression()), !dbg !150
  %24 = tail call noalias i8* @malloc(i64 noundef %21) #2, !dbg !169
  %25 = bitcast i8* %24 to i32*, !dbg !169
  call void @llvm.dbg.value(metadata i32* %25, metadata !128, metadata !DIExpression()), !dbg !150
  %26 = tail call noalias i8* @malloc(i64 noundef %21) #2, !dbg !170
  %27 = bitcast i8* %26 to i32*, !dbg !170
  call void @llvm.dbg.value(metadata i32* %27, metadata !129, metadata !DIExpression()), !dbg !150
  %28 = sdiv i32 %19, 4, !dbg !171
  call void @llvm.dbg.value(metadata i32 %28, metadata !130, metadata !DIExpression()), !dbg !150
  %29 = sext i32 %28 to i64, !dbg !172
  %30 = shl nsw i64 %29, 3, !dbg !173
  %31 = mul nsw i64 %30, %29, !dbg !174
  %32 = tail call noalias i8* @malloc(i64 noundef %31) #2, !dbg !175
  %33 = bitcast i8* %32 to i64*, !dbg !175
  call void @llvm.dbg.value(metadata i64* %33, metadata !131, metadata !DIExpression()), !dbg !150
  %34 = tail call noalias i8* @malloc(i64 noundef %30) #2, !dbg !176
  %35 = bitcast i8* %34 to i64*, !dbg !176
  call void @llvm.dbg.value(metadata i64* %35, metadata !133, metadata !DIExpression()), !dbg !150
  %36 = tail call noalias i8* @malloc(i64 noundef %30) #2, !dbg !177
  %37 = bitcast i8* %36 to i64*, !dbg !177
  call void @llvm.dbg.value(metadata i64* %37, metadata !134, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 21, metadata !135, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !137, metadata !DIExpression()), !dbg !178
  %38 = icmp sgt i32 %19, 0, !dbg !179
  br i1 %38, label %39, label %75, !dbg !181

39:                                               ; preds = %18
  %40 = zext i32 %19 to i64, !dbg !179
  br label %56, !dbg !181

41:                                               ; preds = %56
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !182
  %42 = icmp sgt i32 %19, 3, !dbg !183
  br i1 %42, label %43, label %75, !dbg !184

43:                                               ; preds = %41
  %44 = zext i32 %28 to i64, !dbg !183
  %45 = and i64 %44, 4294967292, !dbg !184
  %46 = add nsw i64 %45, -4, !dbg !184
  %47 = lshr exact i64 %46, 2, !dbg !184
  %48 = add nuw nsw i64 %47, 1, !dbg !184
  %49 = icmp ult i32 %28, 4
  %50 = and i64 %44, 4294967292
  %51 = and i64 %48, 1
  %52 = icmp eq i64 %46, 0
  %53 = and i64 %48, 9223372036854775806
  %54 = icmp eq i64 %51, 0
  %55 = icmp eq i64 %50, %44
  br label %160, !dbg !184

56:                                               ; preds = %39, %56
  %57 = phi i64 [ 0, %39 ], [ %73, %56 ]
  %58 = phi i32 [ 21, %39 ], [ %67, %56 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !137, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 %58, metadata !135, metadata !DIExpression()), !dbg !150
  %59 = mul i32 %58, 1103515245, !dbg !185
  %60 = add i32 %59, 12345, !dbg !187
  call void @llvm.dbg.value(metadata i32 %60, metadata !135, metadata !DIExpression()), !dbg !150
  %61 = lshr i32 %60, 16, !dbg !188
  %62 = trunc i32 %61 to i16, !dbg !189
  %63 = urem i16 %62, 1000, !dbg !189
  %64 = zext i16 %63 to i32, !dbg !189
  %65 = getelementptr inbounds i32, i32* %23, i64 %57, !dbg !190
  store i32 %64, i32* %65, align 4, !dbg !191, !tbaa !30
  %66 = mul i32 %60, 1103515245, !dbg !192
  %67 = add i32 %66, 12345, !dbg !193
  call void @llvm.dbg.value(metadata i32 %67, metadata !135, metadata !DIExpression()), !dbg !150
  %68 = lshr i32 %67, 16, !dbg !194
  %69 = trunc i32 %68 to i16, !dbg !195
  %70 = urem i16 %69, 1000, !dbg !195
  %71 = zext i16 %70 to i32, !dbg !195
  %72 = getelementptr inbounds i32, i32* %25, i64 %57, !dbg !196
  store i32 %71, i32* %72, align 4, !dbg !197, !tbaa !30
  %73 = add nuw nsw i64 %57, 1, !dbg !198
  call void @llvm.dbg.value(metadata i64 %73, metadata !137, metadata !DIExpression()), !dbg !178
  %74 = icmp eq i64 %73, %40, !dbg !179
  br i1 %74, label %41, label %56, !dbg !181, !llvm.loop !199

75:                                               ; preds = %225, %18, %41
  %76 = phi i1 [ false, %41 ], [ false, %18 ], [ %42, %225 ]
  %77 = bitcast i32* %7 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %77), !dbg !201
  %78 = bitcast i32** %8 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %78), !dbg !201
  %79 = bitcast i32** %9 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %79), !dbg !201
  %80 = bitcast i32* %10 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %80), !dbg !201
  %81 = bitcast i32** %11 to i8*, !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %81), !dbg !201
  call void @llvm.dbg.value(metadata i32 %19, metadata !24, metadata !DIExpression()) #2, !dbg !201
  store i32 %19, i32* %7, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %23, metadata !25, metadata !DIExpression()) #2, !dbg !201
  %82 = bitcast i32** %8 to i8**
  store i8* %22, i8** %82, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %25, metadata !26, metadata !DIExpression()) #2, !dbg !201
  %83 = bitcast i32** %9 to i8**
  store i8* %24, i8** %83, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32 2500, metadata !27, metadata !DIExpression()) #2, !dbg !201
  store i32 2500, i32* %10, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %27, metadata !28, metadata !DIExpression()) #2, !dbg !201
  %84 = bitcast i32** %11 to i8**
  store i8* %26, i8** %84, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %7, metadata !24, metadata !DIExpression(DW_OP_deref)) #2, !dbg !201
  call void @llvm.dbg.value(metadata i32** %8, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !201
  call void @llvm.dbg.value(metadata i32** %9, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !201
  call void @llvm.dbg.value(metadata i32* %10, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !201
  call void @llvm.dbg.value(metadata i32** %11, metadata !28, metadata !DIExpression(DW_OP_deref)) #2, !dbg !201
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i32**, i32*, i32**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %7, i32** nonnull %8, i32** nonnull %9, i32* nonnull %10, i32** nonnull %11) #2, !dbg !203
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %77), !dbg !204
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %78), !dbg !204
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %79), !dbg !204
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %80), !dbg !204
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %81), !dbg !204
  %85 = bitcast i32* %3 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %85), !dbg !205
  %86 = bitcast i64** %4 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %86), !dbg !205
  %87 = bitcast i64** %5 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %87), !dbg !205
  %88 = bitcast i64** %6 to i8*, !dbg !205
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %88), !dbg !205
  call void @llvm.dbg.value(metadata i32 %28, metadata !212, metadata !DIExpression()) #2, !dbg !205
  store i32 %28, i32* %3, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i64* %33, metadata !213, metadata !DIExpression()) #2, !dbg !205
  %89 = bitcast i64** %4 to i8**
  store i8* %32, i8** %89, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i64* %35, metadata !214, metadata !DIExpression()) #2, !dbg !205
  %90 = bitcast i64** %5 to i8**
  store i8* %34, i8** %90, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i64* %37, metadata !215, metadata !DIExpression()) #2, !dbg !205
  %91 = bitcast i64** %6 to i8**
  store i8* %36, i8** %91, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %3, metadata !212, metadata !DIExpression(DW_OP_deref)) #2, !dbg !205
  call void @llvm.dbg.value(metadata i64** %4, metadata !213, metadata !DIExpression(DW_OP_deref)) #2, !dbg !205
  call void @llvm.dbg.value(metadata i64** %5, metadata !214, metadata !DIExpression(DW_OP_deref)) #2, !dbg !205
  call void @llvm.dbg.value(metadata i64** %6, metadata !215, metadata !DIExpression(DW_OP_deref)) #2, !dbg !205
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @3, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i64**, i64**, i64**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %3, i64** nonnull %4, i64** nonnull %5, i64** nonnull %6) #2, !dbg !217
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %85), !dbg !218
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %86), !dbg !218
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %87), !dbg !218
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %88), !dbg !218
  call void @llvm.dbg.value(metadata i64 0, metadata !145, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()), !dbg !219
  br i1 %38, label %92, label %236, !dbg !220

92:                                               ; preds = %75
  %93 = zext i32 %19 to i64, !dbg !221
  %94 = icmp ult i32 %19, 4, !dbg !220
  br i1 %94, label %157, label %95, !dbg !220

95:                                               ; preds = %92
  %96 = and i64 %93, 4294967292, !dbg !220
  %97 = add nsw i64 %96, -4, !dbg !220
  %98 = lshr exact i64 %97, 2, !dbg !220
  %99 = add nuw nsw i64 %98, 1, !dbg !220
  %100 = and i64 %99, 1, !dbg !220
  %101 = icmp eq i64 %97, 0, !dbg !220
  br i1 %101, label %133, label %102, !dbg !220

102:                                              ; preds = %95
  %103 = and i64 %99, 9223372036854775806, !dbg !220
  br label %104, !dbg !220

104:                                              ; preds = %104, %102
  %105 = phi i64 [ 0, %102 ], [ %130, %104 ], !dbg !223
  %106 = phi <2 x i64> [ zeroinitializer, %102 ], [ %128, %104 ]
  %107 = phi <2 x i64> [ zeroinitializer, %102 ], [ %129, %104 ]
  %108 = phi i64 [ 0, %102 ], [ %131, %104 ]
  %109 = getelementptr inbounds i32, i32* %27, i64 %105, !dbg !223
  %110 = bitcast i32* %109 to <2 x i32>*, !dbg !224
  %111 = load <2 x i32>, <2 x i32>* %110, align 4, !dbg !224, !tbaa !30
  %112 = getelementptr inbounds i32, i32* %109, i64 2, !dbg !224
  %113 = bitcast i32* %112 to <2 x i32>*, !dbg !224
  %114 = load <2 x i32>, <2 x i32>* %113, align 4, !dbg !224, !tbaa !30
  %115 = sext <2 x i32> %111 to <2 x i64>, !dbg !224
  %116 = sext <2 x i32> %114 to <2 x i64>, !dbg !224
  %117 = add <2 x i64> %106, %115, !dbg !225
  %118 = add <2 x i64> %107, %116, !dbg !225
  %119 = or i64 %105, 4, !dbg !223
  %120 = getelementptr inbounds i32, i32* %27, i64 %119, !dbg !223
  %121 = bitcast i32* %120 to <2 x i32>*, !dbg !224
  %122 = load <2 x i32>, <2 x i32>* %121, align 4, !dbg !224, !tbaa !30
  %123 = getelementptr inbounds i32, i32* %120, i64 2, !dbg !224
  %124 = bitcast i32* %123 to <2 x i32>*, !dbg !224
  %125 = load <2 x i32>, <2 x i32>* %124, align 4, !dbg !224, !tbaa !30
  %126 = sext <2 x i32> %122 to <2 x i64>, !dbg !224
  %127 = sext <2 x i32> %125 to <2 x i64>, !dbg !224
  %128 = add <2 x i64> %117, %126, !dbg !225
  %129 = add <2 x i64> %118, %127, !dbg !225
  %130 = add nuw i64 %105, 8, !dbg !223
  %131 = add i64 %108, 2, !dbg !223
  %132 = icmp eq i64 %131, %103, !dbg !223
  br i1 %132, label %133, label %104, !dbg !223, !llvm.loop !226

133:                                              ; preds = %104, %95
  %134 = phi <2 x i64> [ undef, %95 ], [ %128, %104 ]
  %135 = phi <2 x i64> [ undef, %95 ], [ %129, %104 ]
  %136 = phi i64 [ 0, %95 ], [ %130, %104 ]
  %137 = phi <2 x i64> [ zeroinitializer, %95 ], [ %128, %104 ]
  %138 = phi <2 x i64> [ zeroinitializer, %95 ], [ %129, %104 ]
  %139 = icmp eq i64 %100, 0, !dbg !223
  br i1 %139, label %151, label %140, !dbg !223

140:                                              ; preds = %133
  %141 = getelementptr inbounds i32, i32* %27, i64 %136, !dbg !223
  %142 = bitcast i32* %141 to <2 x i32>*, !dbg !224
  %143 = load <2 x i32>, <2 x i32>* %142, align 4, !dbg !224, !tbaa !30
  %144 = getelementptr inbounds i32, i32* %141, i64 2, !dbg !224
  %145 = bitcast i32* %144 to <2 x i32>*, !dbg !224
  %146 = load <2 x i32>, <2 x i32>* %145, align 4, !dbg !224, !tbaa !30
  %147 = sext <2 x i32> %143 to <2 x i64>, !dbg !224
  %148 = sext <2 x i32> %146 to <2 x i64>, !dbg !224
  %149 = add <2 x i64> %137, %147, !dbg !225
  %150 = add <2 x i64> %138, %148, !dbg !225
  br label %151, !dbg !220

151:                                              ; preds = %133, %140
  %152 = phi <2 x i64> [ %134, %133 ], [ %149, %140 ], !dbg !225
  %153 = phi <2 x i64> [ %135, %133 ], [ %150, %140 ], !dbg !225
  %154 = add <2 x i64> %153, %152, !dbg !220
  %155 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %154), !dbg !220
  %156 = icmp eq i64 %96, %93, !dbg !220
  br i1 %156, label %236, label %157, !dbg !220

157:                                              ; preds = %92, %151
  %158 = phi i64 [ 0, %92 ], [ %96, %151 ]
  %159 = phi i64 [ 0, %92 ], [ %155, %151 ]
  br label %245, !dbg !220

160:                                              ; preds = %225, %43
  %161 = phi i64 [ 0, %43 ], [ %226, %225 ]
  call void @llvm.dbg.value(metadata i64 %161, metadata !139, metadata !DIExpression()), !dbg !182
  %162 = trunc i64 %161 to i32, !dbg !228
  %163 = urem i32 %162, 3, !dbg !228
  %164 = add nuw nsw i32 %163, 1, !dbg !229
  %165 = zext i32 %164 to i64, !dbg !230
  %166 = getelementptr inbounds i64, i64* %35, i64 %161, !dbg !231
  store i64 %165, i64* %166, align 8, !dbg !232, !tbaa !233
  call void @llvm.dbg.value(metadata i32 0, metadata !141, metadata !DIExpression()), !dbg !235
  %167 = mul nsw i64 %161, %29
  br i1 %49, label %223, label %168, !dbg !236

168:                                              ; preds = %160
  %169 = insertelement <2 x i64> poison, i64 %161, i64 0, !dbg !236
  %170 = shufflevector <2 x i64> %169, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !236
  br i1 %52, label %206, label %171, !dbg !236

171:                                              ; preds = %168
  %172 = add nuw i64 %161, 2
  %173 = insertelement <2 x i64> poison, i64 %172, i64 0
  %174 = shufflevector <2 x i64> %173, <2 x i64> poison, <2 x i32> zeroinitializer
  %175 = add nuw i64 %161, 2
  %176 = insertelement <2 x i64> poison, i64 %175, i64 0
  %177 = shufflevector <2 x i64> %176, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %178, !dbg !236

178:                                              ; preds = %178, %171
  %179 = phi i64 [ 0, %171 ], [ %202, %178 ], !dbg !237
  %180 = phi <2 x i64> [ <i64 0, i64 1>, %171 ], [ %203, %178 ]
  %181 = phi i64 [ 0, %171 ], [ %204, %178 ]
  %182 = add nuw nsw <2 x i64> %180, %170, !dbg !239
  %183 = add <2 x i64> %174, %180, !dbg !239
  %184 = and <2 x i64> %182, <i64 3, i64 3>, !dbg !240
  %185 = and <2 x i64> %183, <i64 3, i64 3>, !dbg !240
  %186 = add nsw i64 %167, %179, !dbg !237
  %187 = getelementptr inbounds i64, i64* %33, i64 %186, !dbg !237
  %188 = bitcast i64* %187 to <2 x i64>*, !dbg !241
  store <2 x i64> %184, <2 x i64>* %188, align 8, !dbg !241, !tbaa !233
  %189 = getelementptr inbounds i64, i64* %187, i64 2, !dbg !241
  %190 = bitcast i64* %189 to <2 x i64>*, !dbg !241
  store <2 x i64> %185, <2 x i64>* %190, align 8, !dbg !241, !tbaa !233
  %191 = or i64 %179, 4, !dbg !237
  %192 = add <2 x i64> %180, <i64 4, i64 4>
  %193 = add nuw nsw <2 x i64> %192, %170, !dbg !239
  %194 = add <2 x i64> %177, %192, !dbg !239
  %195 = and <2 x i64> %193, <i64 3, i64 3>, !dbg !240
  %196 = and <2 x i64> %194, <i64 3, i64 3>, !dbg !240
  %197 = add nsw i64 %167, %191, !dbg !237
  %198 = getelementptr inbounds i64, i64* %33, i64 %197, !dbg !237
  %199 = bitcast i64* %198 to <2 x i64>*, !dbg !241
  store <2 x i64> %195, <2 x i64>* %199, align 8, !dbg !241, !tbaa !233
  %200 = getelementptr inbounds i64, i64* %198, i64 2, !dbg !241
  %201 = bitcast i64* %200 to <2 x i64>*, !dbg !241
  store <2 x i64> %196, <2 x i64>* %201, align 8, !dbg !241, !tbaa !233
  %202 = add nuw i64 %179, 8, !dbg !237
  %203 = add <2 x i64> %180, <i64 8, i64 8>
  %204 = add i64 %181, 2, !dbg !237
  %205 = icmp eq i64 %204, %53, !dbg !237
  br i1 %205, label %206, label %178, !dbg !237, !llvm.loop !242

206:                                              ; preds = %178, %168
  %207 = phi i64 [ 0, %168 ], [ %202, %178 ]
  %208 = phi <2 x i64> [ <i64 0, i64 1>, %168 ], [ %203, %178 ]
  br i1 %54, label %222, label %209, !dbg !237

209:                                              ; preds = %206
  %210 = add nuw nsw <2 x i64> %208, %170, !dbg !239
  %211 = add nuw i64 %161, 2, !dbg !239
  %212 = insertelement <2 x i64> poison, i64 %211, i64 0, !dbg !239
  %213 = shufflevector <2 x i64> %212, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !239
  %214 = add <2 x i64> %213, %208, !dbg !239
  %215 = and <2 x i64> %210, <i64 3, i64 3>, !dbg !240
  %216 = and <2 x i64> %214, <i64 3, i64 3>, !dbg !240
  %217 = add nsw i64 %167, %207, !dbg !237
  %218 = getelementptr inbounds i64, i64* %33, i64 %217, !dbg !237
  %219 = bitcast i64* %218 to <2 x i64>*, !dbg !241
  store <2 x i64> %215, <2 x i64>* %219, align 8, !dbg !241, !tbaa !233
  %220 = getelementptr inbounds i64, i64* %218, i64 2, !dbg !241
  %221 = bitcast i64* %220 to <2 x i64>*, !dbg !241
  store <2 x i64> %216, <2 x i64>* %221, align 8, !dbg !241, !tbaa !233
  br label %222, !dbg !236

222:                                              ; preds = %206, %209
  br i1 %55, label %225, label %223, !dbg !236

223:                                              ; preds = %160, %222
  %224 = phi i64 [ 0, %160 ], [ %50, %222 ]
  br label %228, !dbg !236

225:                                              ; preds = %228, %222
  %226 = add nuw nsw i64 %161, 1, !dbg !244
  call void @llvm.dbg.value(metadata i64 %226, metadata !139, metadata !DIExpression()), !dbg !182
  %227 = icmp eq i64 %226, %44, !dbg !183
  br i1 %227, label %75, label %160, !dbg !184, !llvm.loop !245

228:                                              ; preds = %223, %228
  %229 = phi i64 [ %234, %228 ], [ %224, %223 ]
  call void @llvm.dbg.value(metadata i64 %229, metadata !141, metadata !DIExpression()), !dbg !235
  %230 = add nuw nsw i64 %229, %161, !dbg !239
  %231 = and i64 %230, 3, !dbg !240
  %232 = add nsw i64 %167, %229, !dbg !247
  %233 = getelementptr inbounds i64, i64* %33, i64 %232, !dbg !248
  store i64 %231, i64* %233, align 8, !dbg !241, !tbaa !233
  %234 = add nuw nsw i64 %229, 1, !dbg !237
  call void @llvm.dbg.value(metadata i64 %234, metadata !141, metadata !DIExpression()), !dbg !235
  %235 = icmp eq i64 %234, %44, !dbg !249
  br i1 %235, label %225, label %228, !dbg !236, !llvm.loop !250

236:                                              ; preds = %245, %151, %75
  %237 = phi i64 [ 0, %75 ], [ %155, %151 ], [ %251, %245 ], !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !148, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %237, metadata !145, metadata !DIExpression()), !dbg !150
  br i1 %76, label %238, label %264, !dbg !252

238:                                              ; preds = %236
  %239 = zext i32 %28 to i64, !dbg !253
  %240 = and i64 %239, 1, !dbg !252
  %241 = and i32 %19, -4, !dbg !252
  %242 = icmp eq i32 %241, 4, !dbg !252
  br i1 %242, label %254, label %243, !dbg !252

243:                                              ; preds = %238
  %244 = and i64 %239, 4294967294, !dbg !252
  br label %267, !dbg !252

245:                                              ; preds = %157, %245
  %246 = phi i64 [ %252, %245 ], [ %158, %157 ]
  %247 = phi i64 [ %251, %245 ], [ %159, %157 ]
  call void @llvm.dbg.value(metadata i64 %246, metadata !146, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i64 %247, metadata !145, metadata !DIExpression()), !dbg !150
  %248 = getelementptr inbounds i32, i32* %27, i64 %246, !dbg !224
  %249 = load i32, i32* %248, align 4, !dbg !224, !tbaa !30
  %250 = sext i32 %249 to i64, !dbg !224
  %251 = add nsw i64 %247, %250, !dbg !225
  call void @llvm.dbg.value(metadata i64 %251, metadata !145, metadata !DIExpression()), !dbg !150
  %252 = add nuw nsw i64 %246, 1, !dbg !223
  call void @llvm.dbg.value(metadata i64 %252, metadata !146, metadata !DIExpression()), !dbg !219
  %253 = icmp eq i64 %252, %93, !dbg !221
  br i1 %253, label %236, label %245, !dbg !220, !llvm.loop !255

254:                                              ; preds = %267, %238
  %255 = phi i64 [ undef, %238 ], [ %279, %267 ]
  %256 = phi i64 [ 0, %238 ], [ %280, %267 ]
  %257 = phi i64 [ %237, %238 ], [ %279, %267 ]
  %258 = icmp eq i64 %240, 0, !dbg !252
  br i1 %258, label %264, label %259, !dbg !252

259:                                              ; preds = %254
  call void @llvm.dbg.value(metadata i64 %256, metadata !148, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %257, metadata !145, metadata !DIExpression()), !dbg !150
  %260 = getelementptr inbounds i64, i64* %37, i64 %256, !dbg !256
  %261 = load i64, i64* %260, align 8, !dbg !256, !tbaa !233
  %262 = srem i64 %261, 1000, !dbg !257
  %263 = add nsw i64 %262, %257, !dbg !258
  call void @llvm.dbg.value(metadata i64 %263, metadata !145, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i64 %256, metadata !148, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !251
  br label %264, !dbg !259

264:                                              ; preds = %259, %254, %236
  %265 = phi i64 [ %237, %236 ], [ %255, %254 ], [ %263, %259 ], !dbg !150
  %266 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i64 noundef %265), !dbg !259
  call void @free(i8* noundef %22) #2, !dbg !260
  call void @free(i8* noundef %24) #2, !dbg !261
  call void @free(i8* noundef %26) #2, !dbg !262
  call void @free(i8* noundef %32) #2, !dbg !263
  call void @free(i8* noundef %34) #2, !dbg !264
  call void @free(i8* noundef %36) #2, !dbg !265
  ret i32 0, !dbg !266

267:                                              ; preds = %267, %243
  %268 = phi i64 [ 0, %243 ], [ %280, %267 ]
  %269 = phi i64 [ %237, %243 ], [ %279, %267 ]
  %270 = phi i64 [ 0, %243 ], [ %281, %267 ]
  call void @llvm.dbg.value(metadata i64 %268, metadata !148, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %269, metadata !145, metadata !DIExpression()), !dbg !150
  %271 = getelementptr inbounds i64, i64* %37, i64 %268, !dbg !256
  %272 = load i64, i64* %271, align 8, !dbg !256, !tbaa !233
  %273 = srem i64 %272, 1000, !dbg !257
  %274 = add nsw i64 %273, %269, !dbg !258
  call void @llvm.dbg.value(metadata i64 %274, metadata !145, metadata !DIExpression()), !dbg !150
  %275 = or i64 %268, 1, !dbg !267
  call void @llvm.dbg.value(metadata i64 %275, metadata !148, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %275, metadata !148, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %274, metadata !145, metadata !DIExpression()), !dbg !150
  %276 = getelementptr inbounds i64, i64* %37, i64 %275, !dbg !256
  %277 = load i64, i64* %276, align 8, !dbg !256, !tbaa !233
  %278 = srem i64 %277, 1000, !dbg !257
  %279 = add nsw i64 %278, %274, !dbg !258
  call void @llvm.dbg.value(metadata i64 %279, metadata !145, metadata !DIExpression()), !dbg !150
  %280 = add nuw nsw i64 %268, 2, !dbg !267
  call void @llvm.dbg.value(metadata i64 %280, metadata !148, metadata !DIExpression()), !dbg !251
  %281 = add i64 %270, 2, !dbg !252
  %282 = icmp eq i64 %281, %244, !dbg !252
  br i1 %282, label %254, label %267, !dbg !252, !llvm.loop !268
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
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #3 !dbg !270 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !276, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i32* %1, metadata !277, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i32* %2, metadata !278, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64** %3, metadata !279, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64** %4, metadata !280, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64** %5, metadata !281, metadata !DIExpression()), !dbg !282
  tail call void @llvm.experimental.noalias.scope.decl(metadata !283), !dbg !286
  call void @llvm.dbg.value(metadata i32* %0, metadata !287, metadata !DIExpression()) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32* undef, metadata !290, metadata !DIExpression()) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32* %2, metadata !291, metadata !DIExpression()) #2, !dbg !306
  call void @llvm.dbg.value(metadata i64** %3, metadata !292, metadata !DIExpression()) #2, !dbg !306
  call void @llvm.dbg.value(metadata i64** %4, metadata !293, metadata !DIExpression()) #2, !dbg !306
  call void @llvm.dbg.value(metadata i64** %5, metadata !294, metadata !DIExpression()) #2, !dbg !306
  %11 = load i32, i32* %2, align 4, !dbg !308, !tbaa !30, !noalias !283
  call void @llvm.dbg.value(metadata i32 %11, metadata !296, metadata !DIExpression()) #2, !dbg !306
  %12 = add nsw i32 %11, -1, !dbg !309
  call void @llvm.dbg.value(metadata i32 %12, metadata !296, metadata !DIExpression()) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32 0, metadata !297, metadata !DIExpression()) #2, !dbg !306
  %13 = icmp sgt i32 %11, 0, !dbg !309
  br i1 %13, label %14, label %157, !dbg !309

14:                                               ; preds = %6
  %15 = bitcast i32* %7 to i8*, !dbg !309
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #2, !dbg !309, !noalias !283
  call void @llvm.dbg.value(metadata i32 0, metadata !298, metadata !DIExpression()) #2, !dbg !306
  store i32 0, i32* %7, align 4, !dbg !310, !tbaa !30, !noalias !283
  %16 = bitcast i32* %8 to i8*, !dbg !309
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !309, !noalias !283
  call void @llvm.dbg.value(metadata i32 %12, metadata !299, metadata !DIExpression()) #2, !dbg !306
  store i32 %12, i32* %8, align 4, !dbg !310, !tbaa !30, !noalias !283
  %17 = bitcast i32* %9 to i8*, !dbg !309
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !309, !noalias !283
  call void @llvm.dbg.value(metadata i32 1, metadata !300, metadata !DIExpression()) #2, !dbg !306
  store i32 1, i32* %9, align 4, !dbg !310, !tbaa !30, !noalias !283
  %18 = bitcast i32* %10 to i8*, !dbg !309
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !309, !noalias !283
  call void @llvm.dbg.value(metadata i32 0, metadata !301, metadata !DIExpression()) #2, !dbg !306
  store i32 0, i32* %10, align 4, !dbg !310, !tbaa !30, !noalias !283
  %19 = load i32, i32* %0, align 4, !dbg !309, !tbaa !30, !alias.scope !283
  tail call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @3, i32 %19, i32 1073741860, i32 0, i32 %12, i32 1, i32 4) #2, !dbg !309, !noalias !283
  call void @llvm.dbg.value(metadata i32* %7, metadata !298, metadata !DIExpression(DW_OP_deref)) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32* %8, metadata !299, metadata !DIExpression(DW_OP_deref)) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32* %9, metadata !300, metadata !DIExpression(DW_OP_deref)) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32* %10, metadata !301, metadata !DIExpression(DW_OP_deref)) #2, !dbg !306
  %20 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @3, i32 %19, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9) #2, !dbg !309, !noalias !283
  %21 = icmp eq i32 %20, 0, !dbg !309
  br i1 %21, label %156, label %25, !dbg !309

22:                                               ; preds = %139, %25
  call void @llvm.dbg.value(metadata i32* %7, metadata !298, metadata !DIExpression(DW_OP_deref)) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32* %8, metadata !299, metadata !DIExpression(DW_OP_deref)) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32* %9, metadata !300, metadata !DIExpression(DW_OP_deref)) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32* %10, metadata !301, metadata !DIExpression(DW_OP_deref)) #2, !dbg !306
  %23 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @3, i32 %19, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9) #2, !dbg !309, !noalias !283
  %24 = icmp eq i32 %23, 0, !dbg !309
  br i1 %24, label %156, label %25, !dbg !309, !llvm.loop !311

25:                                               ; preds = %14, %22
  %26 = load i32, i32* %7, align 4, !dbg !310, !tbaa !30, !noalias !283
  call void @llvm.dbg.value(metadata i32 %26, metadata !298, metadata !DIExpression()) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32 %26, metadata !295, metadata !DIExpression()) #2, !dbg !306
  %27 = load i32, i32* %8, align 4, !tbaa !30, !noalias !283, !llvm.access.group !314
  call void @llvm.dbg.value(metadata i32 %27, metadata !299, metadata !DIExpression()) #2, !dbg !306
  %28 = icmp sgt i32 %26, %27, !dbg !309
  br i1 %28, label %22, label %29, !dbg !309

29:                                               ; preds = %25
  %30 = load i64*, i64** %3, align 8, !noalias !283
  %31 = load i32, i32* %2, align 4, !noalias !283
  %32 = sext i32 %31 to i64
  %33 = load i64*, i64** %4, align 8, !noalias !283
  %34 = load i64*, i64** %5, align 8, !tbaa !34, !noalias !283, !llvm.access.group !314
  %35 = sext i32 %26 to i64, !dbg !309
  %36 = add i32 %27, 1, !dbg !309
  %37 = add i32 %26, 1, !dbg !309
  br label %38, !dbg !309

38:                                               ; preds = %139, %29
  %39 = phi i32 [ %143, %139 ], [ 0, %29 ]
  %40 = phi i64 [ %49, %139 ], [ %35, %29 ]
  %41 = add i32 %37, %39, !dbg !309
  %42 = and i32 %41, -4, !dbg !309
  %43 = zext i32 %42 to i64, !dbg !309
  %44 = add nsw i64 %43, -4, !dbg !309
  %45 = lshr exact i64 %44, 2, !dbg !309
  %46 = add nuw nsw i64 %45, 1, !dbg !309
  %47 = add i32 %37, %39, !dbg !309
  %48 = zext i32 %47 to i64, !dbg !309
  %49 = add nsw i64 %40, 1, !dbg !309
  %50 = trunc i64 %49 to i32, !dbg !309
  call void @llvm.dbg.value(metadata i64 %40, metadata !295, metadata !DIExpression()) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32 0, metadata !304, metadata !DIExpression()) #2, !dbg !315
  call void @llvm.dbg.value(metadata i64 0, metadata !302, metadata !DIExpression()) #2, !dbg !316
  %51 = icmp slt i64 %40, 0, !dbg !317
  br i1 %51, label %139, label %52, !dbg !319

52:                                               ; preds = %38
  %53 = mul nsw i64 %40, %32
  %54 = and i64 %49, 4294967295, !dbg !317
  %55 = icmp ult i32 %47, 4, !dbg !319
  br i1 %55, label %136, label %56, !dbg !319

56:                                               ; preds = %52
  %57 = and i64 %48, 4294967292, !dbg !319
  %58 = and i64 %46, 1, !dbg !319
  %59 = icmp eq i64 %44, 0, !dbg !319
  br i1 %59, label %105, label %60, !dbg !319

60:                                               ; preds = %56
  %61 = and i64 %46, 9223372036854775806, !dbg !319
  br label %62, !dbg !319

62:                                               ; preds = %62, %60
  %63 = phi i64 [ 0, %60 ], [ %102, %62 ], !dbg !320
  %64 = phi <2 x i64> [ zeroinitializer, %60 ], [ %100, %62 ]
  %65 = phi <2 x i64> [ zeroinitializer, %60 ], [ %101, %62 ]
  %66 = phi i64 [ 0, %60 ], [ %103, %62 ]
  %67 = add nsw i64 %63, %53, !dbg !320
  %68 = getelementptr inbounds i64, i64* %30, i64 %67, !dbg !320
  %69 = bitcast i64* %68 to <2 x i64>*, !dbg !321
  %70 = load <2 x i64>, <2 x i64>* %69, align 8, !dbg !321, !tbaa !233, !noalias !283, !llvm.access.group !314
  %71 = getelementptr inbounds i64, i64* %68, i64 2, !dbg !321
  %72 = bitcast i64* %71 to <2 x i64>*, !dbg !321
  %73 = load <2 x i64>, <2 x i64>* %72, align 8, !dbg !321, !tbaa !233, !noalias !283, !llvm.access.group !314
  %74 = getelementptr inbounds i64, i64* %33, i64 %63, !dbg !320
  %75 = bitcast i64* %74 to <2 x i64>*, !dbg !322
  %76 = load <2 x i64>, <2 x i64>* %75, align 8, !dbg !322, !tbaa !233, !noalias !283, !llvm.access.group !314
  %77 = getelementptr inbounds i64, i64* %74, i64 2, !dbg !322
  %78 = bitcast i64* %77 to <2 x i64>*, !dbg !322
  %79 = load <2 x i64>, <2 x i64>* %78, align 8, !dbg !322, !tbaa !233, !noalias !283, !llvm.access.group !314
  %80 = mul nsw <2 x i64> %76, %70, !dbg !323
  %81 = mul nsw <2 x i64> %79, %73, !dbg !323
  %82 = add <2 x i64> %80, %64, !dbg !324
  %83 = add <2 x i64> %81, %65, !dbg !324
  %84 = or i64 %63, 4, !dbg !320
  %85 = add nsw i64 %84, %53, !dbg !320
  %86 = getelementptr inbounds i64, i64* %30, i64 %85, !dbg !320
  %87 = bitcast i64* %86 to <2 x i64>*, !dbg !321
  %88 = load <2 x i64>, <2 x i64>* %87, align 8, !dbg !321, !tbaa !233, !noalias !283, !llvm.access.group !314
  %89 = getelementptr inbounds i64, i64* %86, i64 2, !dbg !321
  %90 = bitcast i64* %89 to <2 x i64>*, !dbg !321
  %91 = load <2 x i64>, <2 x i64>* %90, align 8, !dbg !321, !tbaa !233, !noalias !283, !llvm.access.group !314
  %92 = getelementptr inbounds i64, i64* %33, i64 %84, !dbg !320
  %93 = bitcast i64* %92 to <2 x i64>*, !dbg !322
  %94 = load <2 x i64>, <2 x i64>* %93, align 8, !dbg !322, !tbaa !233, !noalias !283, !llvm.access.group !314
  %95 = getelementptr inbounds i64, i64* %92, i64 2, !dbg !322
  %96 = bitcast i64* %95 to <2 x i64>*, !dbg !322
  %97 = load <2 x i64>, <2 x i64>* %96, align 8, !dbg !322, !tbaa !233, !noalias !283, !llvm.access.group !314
  %98 = mul nsw <2 x i64> %94, %88, !dbg !323
  %99 = mul nsw <2 x i64> %97, %91, !dbg !323
  %100 = add <2 x i64> %98, %82, !dbg !324
  %101 = add <2 x i64> %99, %83, !dbg !324
  %102 = add nuw i64 %63, 8, !dbg !320
  %103 = add i64 %66, 2, !dbg !320
  %104 = icmp eq i64 %103, %61, !dbg !320
  br i1 %104, label %105, label %62, !dbg !320, !llvm.loop !325

105:                                              ; preds = %62, %56
  %106 = phi <2 x i64> [ undef, %56 ], [ %100, %62 ]
  %107 = phi <2 x i64> [ undef, %56 ], [ %101, %62 ]
  %108 = phi i64 [ 0, %56 ], [ %102, %62 ]
  %109 = phi <2 x i64> [ zeroinitializer, %56 ], [ %100, %62 ]
  %110 = phi <2 x i64> [ zeroinitializer, %56 ], [ %101, %62 ]
  %111 = icmp eq i64 %58, 0, !dbg !320
  br i1 %111, label %130, label %112, !dbg !320

112:                                              ; preds = %105
  %113 = add nsw i64 %108, %53, !dbg !320
  %114 = getelementptr inbounds i64, i64* %30, i64 %113, !dbg !320
  %115 = bitcast i64* %114 to <2 x i64>*, !dbg !321
  %116 = load <2 x i64>, <2 x i64>* %115, align 8, !dbg !321, !tbaa !233, !noalias !283, !llvm.access.group !314
  %117 = getelementptr inbounds i64, i64* %114, i64 2, !dbg !321
  %118 = bitcast i64* %117 to <2 x i64>*, !dbg !321
  %119 = load <2 x i64>, <2 x i64>* %118, align 8, !dbg !321, !tbaa !233, !noalias !283, !llvm.access.group !314
  %120 = getelementptr inbounds i64, i64* %33, i64 %108, !dbg !320
  %121 = bitcast i64* %120 to <2 x i64>*, !dbg !322
  %122 = load <2 x i64>, <2 x i64>* %121, align 8, !dbg !322, !tbaa !233, !noalias !283, !llvm.access.group !314
  %123 = getelementptr inbounds i64, i64* %120, i64 2, !dbg !322
  %124 = bitcast i64* %123 to <2 x i64>*, !dbg !322
  %125 = load <2 x i64>, <2 x i64>* %124, align 8, !dbg !322, !tbaa !233, !noalias !283, !llvm.access.group !314
  %126 = mul nsw <2 x i64> %122, %116, !dbg !323
  %127 = mul nsw <2 x i64> %125, %119, !dbg !323
  %128 = add <2 x i64> %126, %109, !dbg !324
  %129 = add <2 x i64> %127, %110, !dbg !324
  br label %130, !dbg !319

130:                                              ; preds = %105, %112
  %131 = phi <2 x i64> [ %106, %105 ], [ %128, %112 ], !dbg !324
  %132 = phi <2 x i64> [ %107, %105 ], [ %129, %112 ], !dbg !324
  %133 = add <2 x i64> %132, %131, !dbg !319
  %134 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %133), !dbg !319
  %135 = icmp eq i64 %57, %48, !dbg !319
  br i1 %135, label %139, label %136, !dbg !319

136:                                              ; preds = %52, %130
  %137 = phi i64 [ 0, %52 ], [ %57, %130 ]
  %138 = phi i64 [ 0, %52 ], [ %134, %130 ]
  br label %144, !dbg !319

139:                                              ; preds = %144, %130, %38
  %140 = phi i64 [ 0, %38 ], [ %134, %130 ], [ %153, %144 ], !dbg !316
  %141 = getelementptr inbounds i64, i64* %34, i64 %40, !dbg !327
  store i64 %140, i64* %141, align 8, !dbg !328, !tbaa !233, !noalias !283, !llvm.access.group !314
  call void @llvm.dbg.value(metadata i64 %49, metadata !295, metadata !DIExpression()) #2, !dbg !306
  call void @llvm.dbg.value(metadata i32 %27, metadata !299, metadata !DIExpression()) #2, !dbg !306
  %142 = icmp eq i32 %36, %50, !dbg !309
  %143 = add i32 %39, 1, !dbg !309
  br i1 %142, label %22, label %38, !dbg !309, !llvm.loop !329

144:                                              ; preds = %136, %144
  %145 = phi i64 [ %154, %144 ], [ %137, %136 ]
  %146 = phi i64 [ %153, %144 ], [ %138, %136 ]
  call void @llvm.dbg.value(metadata i64 %145, metadata !304, metadata !DIExpression()) #2, !dbg !315
  call void @llvm.dbg.value(metadata i64 %146, metadata !302, metadata !DIExpression()) #2, !dbg !316
  %147 = add nsw i64 %145, %53, !dbg !331
  %148 = getelementptr inbounds i64, i64* %30, i64 %147, !dbg !321
  %149 = load i64, i64* %148, align 8, !dbg !321, !tbaa !233, !noalias !283, !llvm.access.group !314
  %150 = getelementptr inbounds i64, i64* %33, i64 %145, !dbg !322
  %151 = load i64, i64* %150, align 8, !dbg !322, !tbaa !233, !noalias !283, !llvm.access.group !314
  %152 = mul nsw i64 %151, %149, !dbg !323
  %153 = add nsw i64 %152, %146, !dbg !324
  call void @llvm.dbg.value(metadata i64 %153, metadata !302, metadata !DIExpression()) #2, !dbg !316
  %154 = add nuw nsw i64 %145, 1, !dbg !320
  call void @llvm.dbg.value(metadata i64 %154, metadata !304, metadata !DIExpression()) #2, !dbg !315
  %155 = icmp eq i64 %154, %54, !dbg !317
  br i1 %155, label %139, label %144, !dbg !319, !llvm.loop !332

156:                                              ; preds = %22, %14
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !312, !noalias !283
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !312, !noalias !283
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !312, !noalias !283
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #2, !dbg !312, !noalias !283
  br label %157, !dbg !312

157:                                              ; preds = %6, %156
  ret void, !dbg !286
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #10

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #10

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
attributes #10 = { nofree nosync nounwind readnone willreturn }

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
!96 = !DILocation(line: 14, column: 29, scope: !81, inlinedAt: !84)
!97 = !DILocation(line: 15, column: 24, scope: !80, inlinedAt: !84)
!98 = !DILocation(line: 15, column: 22, scope: !80, inlinedAt: !84)
!99 = !DILocation(line: 15, column: 44, scope: !80, inlinedAt: !84)
!100 = !DILocation(line: 15, column: 42, scope: !80, inlinedAt: !84)
!101 = !DILocation(line: 16, column: 14, scope: !102, inlinedAt: !84)
!102 = distinct !DILexicalBlock(scope: !80, file: !1, line: 16, column: 11)
!103 = !DILocation(line: 16, column: 24, scope: !102, inlinedAt: !84)
!104 = !DILocation(line: 16, column: 19, scope: !102, inlinedAt: !84)
!105 = !DILocation(line: 16, column: 29, scope: !102, inlinedAt: !84)
!106 = !DILocation(line: 16, column: 11, scope: !80, inlinedAt: !84)
!107 = distinct !{!107, !95, !108, !109, !110}
!108 = !DILocation(line: 18, column: 5, scope: !78, inlinedAt: !84)
!109 = !{!"llvm.loop.mustprogress"}
!110 = !{!"llvm.loop.isvectorized", i32 1}
!111 = !DILocation(line: 19, column: 5, scope: !76, inlinedAt: !84)
!112 = !DILocation(line: 19, column: 14, scope: !76, inlinedAt: !84)
!113 = distinct !{!113, !89, !90, !114}
!114 = !{!"llvm.loop.parallel_accesses", !91}
!115 = !DILocation(line: 0, scope: !80, inlinedAt: !84)
!116 = distinct !{!116, !95, !108, !109, !117, !110}
!117 = !{!"llvm.loop.unroll.runtime.disable"}
!118 = !{!119}
!119 = !{i64 2, i64 -1, i64 -1, i1 true}
!120 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !121, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!4, !4, !5}
!123 = !{!124, !125, !126, !127, !128, !129, !130, !131, !133, !134, !135, !137, !139, !141, !145, !146, !148}
!124 = !DILocalVariable(name: "argc", arg: 1, scope: !120, file: !1, line: 34, type: !4)
!125 = !DILocalVariable(name: "argv", arg: 2, scope: !120, file: !1, line: 34, type: !5)
!126 = !DILocalVariable(name: "n", scope: !120, file: !1, line: 36, type: !4)
!127 = !DILocalVariable(name: "px", scope: !120, file: !1, line: 37, type: !22)
!128 = !DILocalVariable(name: "py", scope: !120, file: !1, line: 37, type: !22)
!129 = !DILocalVariable(name: "close", scope: !120, file: !1, line: 38, type: !22)
!130 = !DILocalVariable(name: "m", scope: !120, file: !1, line: 39, type: !4)
!131 = !DILocalVariable(name: "L", scope: !120, file: !1, line: 40, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!133 = !DILocalVariable(name: "x", scope: !120, file: !1, line: 40, type: !132)
!134 = !DILocalVariable(name: "y", scope: !120, file: !1, line: 41, type: !132)
!135 = !DILocalVariable(name: "s", scope: !120, file: !1, line: 42, type: !136)
!136 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!137 = !DILocalVariable(name: "i", scope: !138, file: !1, line: 43, type: !4)
!138 = distinct !DILexicalBlock(scope: !120, file: !1, line: 43, column: 3)
!139 = !DILocalVariable(name: "i", scope: !140, file: !1, line: 49, type: !4)
!140 = distinct !DILexicalBlock(scope: !120, file: !1, line: 49, column: 3)
!141 = !DILocalVariable(name: "j", scope: !142, file: !1, line: 51, type: !4)
!142 = distinct !DILexicalBlock(scope: !143, file: !1, line: 51, column: 5)
!143 = distinct !DILexicalBlock(scope: !144, file: !1, line: 49, column: 31)
!144 = distinct !DILexicalBlock(scope: !140, file: !1, line: 49, column: 3)
!145 = !DILocalVariable(name: "c", scope: !120, file: !1, line: 56, type: !3)
!146 = !DILocalVariable(name: "i", scope: !147, file: !1, line: 57, type: !4)
!147 = distinct !DILexicalBlock(scope: !120, file: !1, line: 57, column: 3)
!148 = !DILocalVariable(name: "i", scope: !149, file: !1, line: 59, type: !4)
!149 = distinct !DILexicalBlock(scope: !120, file: !1, line: 59, column: 3)
!150 = !DILocation(line: 0, scope: !120)
!151 = !DILocation(line: 36, column: 16, scope: !120)
!152 = !DILocation(line: 36, column: 11, scope: !120)
!153 = !DILocation(line: 36, column: 27, scope: !120)
!154 = !DILocalVariable(name: "__nptr", arg: 1, scope: !155, file: !156, line: 362, type: !159)
!155 = distinct !DISubprogram(name: "atoi", scope: !156, file: !156, line: 362, type: !157, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !161)
!156 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!157 = !DISubroutineType(types: !158)
!158 = !{!4, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!161 = !{!154}
!162 = !DILocation(line: 0, scope: !155, inlinedAt: !163)
!163 = distinct !DILocation(line: 36, column: 22, scope: !120)
!164 = !DILocation(line: 364, column: 16, scope: !155, inlinedAt: !163)
!165 = !DILocation(line: 364, column: 10, scope: !155, inlinedAt: !163)
!166 = !DILocation(line: 37, column: 20, scope: !120)
!167 = !DILocation(line: 37, column: 22, scope: !120)
!168 = !DILocation(line: 37, column: 13, scope: !120)
!169 = !DILocation(line: 37, column: 44, scope: !120)
!170 = !DILocation(line: 38, column: 16, scope: !120)
!171 = !DILocation(line: 39, column: 13, scope: !120)
!172 = !DILocation(line: 40, column: 35, scope: !120)
!173 = !DILocation(line: 40, column: 33, scope: !120)
!174 = !DILocation(line: 40, column: 37, scope: !120)
!175 = !DILocation(line: 40, column: 13, scope: !120)
!176 = !DILocation(line: 40, column: 48, scope: !120)
!177 = !DILocation(line: 41, column: 13, scope: !120)
!178 = !DILocation(line: 0, scope: !138)
!179 = !DILocation(line: 43, column: 21, scope: !180)
!180 = distinct !DILexicalBlock(scope: !138, file: !1, line: 43, column: 3)
!181 = !DILocation(line: 43, column: 3, scope: !138)
!182 = !DILocation(line: 0, scope: !140)
!183 = !DILocation(line: 49, column: 21, scope: !144)
!184 = !DILocation(line: 49, column: 3, scope: !140)
!185 = !DILocation(line: 44, column: 11, scope: !186)
!186 = distinct !DILexicalBlock(scope: !180, file: !1, line: 43, column: 31)
!187 = !DILocation(line: 44, column: 25, scope: !186)
!188 = !DILocation(line: 45, column: 16, scope: !186)
!189 = !DILocation(line: 45, column: 23, scope: !186)
!190 = !DILocation(line: 45, column: 5, scope: !186)
!191 = !DILocation(line: 45, column: 11, scope: !186)
!192 = !DILocation(line: 46, column: 11, scope: !186)
!193 = !DILocation(line: 46, column: 25, scope: !186)
!194 = !DILocation(line: 47, column: 16, scope: !186)
!195 = !DILocation(line: 47, column: 23, scope: !186)
!196 = !DILocation(line: 47, column: 5, scope: !186)
!197 = !DILocation(line: 47, column: 11, scope: !186)
!198 = !DILocation(line: 43, column: 27, scope: !180)
!199 = distinct !{!199, !181, !200, !109}
!200 = !DILocation(line: 48, column: 3, scope: !138)
!201 = !DILocation(line: 0, scope: !17, inlinedAt: !202)
!202 = distinct !DILocation(line: 54, column: 3, scope: !120)
!203 = !DILocation(line: 11, column: 1, scope: !17, inlinedAt: !202)
!204 = !DILocation(line: 21, column: 1, scope: !17, inlinedAt: !202)
!205 = !DILocation(line: 0, scope: !206, inlinedAt: !216)
!206 = distinct !DISubprogram(name: "trmv", scope: !1, file: !1, line: 23, type: !207, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !211)
!207 = !DISubroutineType(types: !208)
!208 = !{null, !4, !209, !209, !132}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!211 = !{!212, !213, !214, !215}
!212 = !DILocalVariable(name: "n", arg: 1, scope: !206, file: !1, line: 23, type: !4)
!213 = !DILocalVariable(name: "L", arg: 2, scope: !206, file: !1, line: 23, type: !209)
!214 = !DILocalVariable(name: "x", arg: 3, scope: !206, file: !1, line: 23, type: !209)
!215 = !DILocalVariable(name: "y", arg: 4, scope: !206, file: !1, line: 23, type: !132)
!216 = distinct !DILocation(line: 55, column: 3, scope: !120)
!217 = !DILocation(line: 25, column: 1, scope: !206, inlinedAt: !216)
!218 = !DILocation(line: 32, column: 1, scope: !206, inlinedAt: !216)
!219 = !DILocation(line: 0, scope: !147)
!220 = !DILocation(line: 57, column: 3, scope: !147)
!221 = !DILocation(line: 57, column: 21, scope: !222)
!222 = distinct !DILexicalBlock(scope: !147, file: !1, line: 57, column: 3)
!223 = !DILocation(line: 57, column: 27, scope: !222)
!224 = !DILocation(line: 58, column: 10, scope: !222)
!225 = !DILocation(line: 58, column: 7, scope: !222)
!226 = distinct !{!226, !220, !227, !109, !110}
!227 = !DILocation(line: 58, column: 17, scope: !147)
!228 = !DILocation(line: 50, column: 14, scope: !143)
!229 = !DILocation(line: 50, column: 18, scope: !143)
!230 = !DILocation(line: 50, column: 12, scope: !143)
!231 = !DILocation(line: 50, column: 5, scope: !143)
!232 = !DILocation(line: 50, column: 10, scope: !143)
!233 = !{!234, !234, i64 0}
!234 = !{!"long", !32, i64 0}
!235 = !DILocation(line: 0, scope: !142)
!236 = !DILocation(line: 51, column: 5, scope: !142)
!237 = !DILocation(line: 51, column: 29, scope: !238)
!238 = distinct !DILexicalBlock(scope: !142, file: !1, line: 51, column: 5)
!239 = !DILocation(line: 52, column: 31, scope: !238)
!240 = !DILocation(line: 52, column: 36, scope: !238)
!241 = !DILocation(line: 52, column: 26, scope: !238)
!242 = distinct !{!242, !236, !243, !109, !110}
!243 = !DILocation(line: 52, column: 38, scope: !142)
!244 = !DILocation(line: 49, column: 27, scope: !144)
!245 = distinct !{!245, !184, !246, !109}
!246 = !DILocation(line: 53, column: 3, scope: !140)
!247 = !DILocation(line: 52, column: 21, scope: !238)
!248 = !DILocation(line: 52, column: 7, scope: !238)
!249 = !DILocation(line: 51, column: 23, scope: !238)
!250 = distinct !{!250, !236, !243, !109, !117, !110}
!251 = !DILocation(line: 0, scope: !149)
!252 = !DILocation(line: 59, column: 3, scope: !149)
!253 = !DILocation(line: 59, column: 21, scope: !254)
!254 = distinct !DILexicalBlock(scope: !149, file: !1, line: 59, column: 3)
!255 = distinct !{!255, !220, !227, !109, !117, !110}
!256 = !DILocation(line: 60, column: 10, scope: !254)
!257 = !DILocation(line: 60, column: 15, scope: !254)
!258 = !DILocation(line: 60, column: 7, scope: !254)
!259 = !DILocation(line: 61, column: 3, scope: !120)
!260 = !DILocation(line: 62, column: 3, scope: !120)
!261 = !DILocation(line: 62, column: 13, scope: !120)
!262 = !DILocation(line: 62, column: 23, scope: !120)
!263 = !DILocation(line: 62, column: 36, scope: !120)
!264 = !DILocation(line: 62, column: 45, scope: !120)
!265 = !DILocation(line: 62, column: 54, scope: !120)
!266 = !DILocation(line: 64, column: 1, scope: !120)
!267 = !DILocation(line: 59, column: 27, scope: !254)
!268 = distinct !{!268, !252, !269, !109}
!269 = !DILocation(line: 60, column: 17, scope: !149)
!270 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 25, type: !271, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !275)
!271 = !DISubroutineType(types: !272)
!272 = !{null, !41, !41, !43, !273, !273, !274}
!273 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !209, size: 64)
!274 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !132, size: 64)
!275 = !{!276, !277, !278, !279, !280, !281}
!276 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !270, type: !41, flags: DIFlagArtificial)
!277 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !270, type: !41, flags: DIFlagArtificial)
!278 = !DILocalVariable(name: "n", arg: 3, scope: !270, type: !43, flags: DIFlagArtificial)
!279 = !DILocalVariable(name: "L", arg: 4, scope: !270, type: !273, flags: DIFlagArtificial)
!280 = !DILocalVariable(name: "x", arg: 5, scope: !270, type: !273, flags: DIFlagArtificial)
!281 = !DILocalVariable(name: "y", arg: 6, scope: !270, type: !274, flags: DIFlagArtificial)
!282 = !DILocation(line: 0, scope: !270)
!283 = !{!284}
!284 = distinct !{!284, !285, !".omp_outlined._debug__.1: argument 0"}
!285 = distinct !{!285, !".omp_outlined._debug__.1"}
!286 = !DILocation(line: 25, column: 1, scope: !270)
!287 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !288, type: !41, flags: DIFlagArtificial)
!288 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 26, type: !271, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !289)
!289 = !{!287, !290, !291, !292, !293, !294, !295, !296, !296, !297, !298, !299, !300, !301, !297, !302, !304}
!290 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !288, type: !41, flags: DIFlagArtificial)
!291 = !DILocalVariable(name: "n", arg: 3, scope: !288, file: !1, line: 23, type: !43)
!292 = !DILocalVariable(name: "L", arg: 4, scope: !288, file: !1, line: 23, type: !273)
!293 = !DILocalVariable(name: "x", arg: 5, scope: !288, file: !1, line: 23, type: !273)
!294 = !DILocalVariable(name: "y", arg: 6, scope: !288, file: !1, line: 23, type: !274)
!295 = !DILocalVariable(name: ".omp.iv", scope: !288, type: !4, flags: DIFlagArtificial)
!296 = !DILocalVariable(name: ".capture_expr.", scope: !288, type: !4, flags: DIFlagArtificial)
!297 = !DILocalVariable(name: "i", scope: !288, type: !4, flags: DIFlagArtificial)
!298 = !DILocalVariable(name: ".omp.lb", scope: !288, type: !4, flags: DIFlagArtificial)
!299 = !DILocalVariable(name: ".omp.ub", scope: !288, type: !4, flags: DIFlagArtificial)
!300 = !DILocalVariable(name: ".omp.stride", scope: !288, type: !4, flags: DIFlagArtificial)
!301 = !DILocalVariable(name: ".omp.is_last", scope: !288, type: !4, flags: DIFlagArtificial)
!302 = !DILocalVariable(name: "s", scope: !303, file: !1, line: 27, type: !3)
!303 = distinct !DILexicalBlock(scope: !288, file: !1, line: 26, column: 31)
!304 = !DILocalVariable(name: "j", scope: !305, file: !1, line: 28, type: !4)
!305 = distinct !DILexicalBlock(scope: !303, file: !1, line: 28, column: 5)
!306 = !DILocation(line: 0, scope: !288, inlinedAt: !307)
!307 = distinct !DILocation(line: 25, column: 1, scope: !270)
!308 = !DILocation(line: 26, column: 23, scope: !288, inlinedAt: !307)
!309 = !DILocation(line: 26, column: 3, scope: !288, inlinedAt: !307)
!310 = !DILocation(line: 26, column: 8, scope: !288, inlinedAt: !307)
!311 = distinct !{!311, !312, !313}
!312 = !DILocation(line: 25, column: 1, scope: !288, inlinedAt: !307)
!313 = !DILocation(line: 25, column: 45, scope: !288, inlinedAt: !307)
!314 = distinct !{}
!315 = !DILocation(line: 0, scope: !305, inlinedAt: !307)
!316 = !DILocation(line: 0, scope: !303, inlinedAt: !307)
!317 = !DILocation(line: 28, column: 23, scope: !318, inlinedAt: !307)
!318 = distinct !DILexicalBlock(scope: !305, file: !1, line: 28, column: 5)
!319 = !DILocation(line: 28, column: 5, scope: !305, inlinedAt: !307)
!320 = !DILocation(line: 28, column: 30, scope: !318, inlinedAt: !307)
!321 = !DILocation(line: 29, column: 12, scope: !318, inlinedAt: !307)
!322 = !DILocation(line: 29, column: 33, scope: !318, inlinedAt: !307)
!323 = !DILocation(line: 29, column: 31, scope: !318, inlinedAt: !307)
!324 = !DILocation(line: 29, column: 9, scope: !318, inlinedAt: !307)
!325 = distinct !{!325, !319, !326, !109, !110}
!326 = !DILocation(line: 29, column: 36, scope: !305, inlinedAt: !307)
!327 = !DILocation(line: 30, column: 5, scope: !303, inlinedAt: !307)
!328 = !DILocation(line: 30, column: 10, scope: !303, inlinedAt: !307)
!329 = distinct !{!329, !312, !313, !330}
!330 = !{!"llvm.loop.parallel_accesses", !314}
!331 = !DILocation(line: 29, column: 26, scope: !318, inlinedAt: !307)
!332 = distinct !{!332, !319, !326, !109, !117, !110}
