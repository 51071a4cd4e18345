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
  %12 = load i32, i32* %2, align 4, !dbg !55, !tbaa !30
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56), !dbg !55
  call void @llvm.dbg.value(metadata i32* %0, metadata !59, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* undef, metadata !62, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* undef, metadata !63, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32** %3, metadata !64, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32** %4, metadata !65, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %5, metadata !66, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32** %6, metadata !67, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32 %12, metadata !69, metadata !DIExpression()) #2, !dbg !83
  %13 = add nsw i32 %12, -1, !dbg !85
  call void @llvm.dbg.value(metadata i32 %13, metadata !69, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()) #2, !dbg !83
  %14 = icmp sgt i32 %12, 0, !dbg !85
  br i1 %14, label %15, label %130, !dbg !85

15:                                               ; preds = %7
  %16 = bitcast i32* %8 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !85, !noalias !56
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()) #2, !dbg !83
  store i32 0, i32* %8, align 4, !dbg !86, !tbaa !30, !noalias !56
  %17 = bitcast i32* %9 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !85, !noalias !56
  call void @llvm.dbg.value(metadata i32 %13, metadata !72, metadata !DIExpression()) #2, !dbg !83
  store i32 %13, i32* %9, align 4, !dbg !86, !tbaa !30, !noalias !56
  %18 = bitcast i32* %10 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !85, !noalias !56
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()) #2, !dbg !83
  store i32 1, i32* %10, align 4, !dbg !86, !tbaa !30, !noalias !56
  %19 = bitcast i32* %11 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #2, !dbg !85, !noalias !56
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #2, !dbg !83
  store i32 0, i32* %11, align 4, !dbg !86, !tbaa !30, !noalias !56
  %20 = load i32, i32* %0, align 4, !dbg !85, !tbaa !30, !alias.scope !56
  tail call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @1, i32 %20, i32 1073741860, i32 0, i32 %13, i32 1, i32 1) #2, !dbg !85, !noalias !56
  call void @llvm.dbg.value(metadata i32* %8, metadata !71, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %9, metadata !72, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %10, metadata !73, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %11, metadata !74, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  %21 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %20, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10) #2, !dbg !85, !noalias !56
  %22 = icmp eq i32 %21, 0, !dbg !85
  br i1 %22, label %129, label %26, !dbg !85

23:                                               ; preds = %104, %26
  call void @llvm.dbg.value(metadata i32* %8, metadata !71, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %9, metadata !72, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %10, metadata !73, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32* %11, metadata !74, metadata !DIExpression(DW_OP_deref)) #2, !dbg !83
  %24 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %20, i32* nonnull %11, i32* nonnull %8, i32* nonnull %9, i32* nonnull %10) #2, !dbg !85, !noalias !56
  %25 = icmp eq i32 %24, 0, !dbg !85
  br i1 %25, label %129, label %26, !dbg !85, !llvm.loop !87

26:                                               ; preds = %15, %23
  %27 = load i32, i32* %8, align 4, !dbg !86, !tbaa !30, !noalias !56
  call void @llvm.dbg.value(metadata i32 %27, metadata !71, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32 %27, metadata !68, metadata !DIExpression()) #2, !dbg !83
  %28 = load i32, i32* %9, align 4, !dbg !86, !tbaa !30, !noalias !56, !llvm.access.group !90
  call void @llvm.dbg.value(metadata i32 %28, metadata !72, metadata !DIExpression()) #2, !dbg !83
  %29 = icmp sgt i32 %27, %28, !dbg !85
  br i1 %29, label %23, label %30, !dbg !85

30:                                               ; preds = %26
  %31 = load i32*, i32** %3, align 8, !noalias !56
  %32 = load i32*, i32** %4, align 8, !noalias !56
  %33 = load i32*, i32** %6, align 8, !tbaa !34, !noalias !56, !llvm.access.group !90
  %34 = sext i32 %27 to i64, !dbg !85
  br label %35, !dbg !85

35:                                               ; preds = %104, %30
  %36 = phi i32 [ %111, %104 ], [ 0, %30 ]
  %37 = phi i64 [ %107, %104 ], [ %34, %30 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !68, metadata !DIExpression()) #2, !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()) #2, !dbg !92
  %38 = add i32 %27, %36, !dbg !93
  %39 = zext i32 %38 to i64, !dbg !93
  %40 = icmp sgt i64 %37, 0, !dbg !93
  br i1 %40, label %41, label %104, !dbg !94

41:                                               ; preds = %35
  %42 = getelementptr inbounds i32, i32* %31, i64 %37
  %43 = load i32, i32* %42, align 4, !tbaa !30, !noalias !56, !llvm.access.group !90
  %44 = getelementptr inbounds i32, i32* %32, i64 %37
  %45 = load i32, i32* %44, align 4, !tbaa !30, !noalias !56, !llvm.access.group !90
  %46 = load i32, i32* %5, align 4, !tbaa !30, !noalias !56, !llvm.access.group !90
  %47 = and i64 %37, 4294967295, !dbg !93
  %48 = icmp ult i32 %38, 8, !dbg !94
  br i1 %48, label %101, label %49, !dbg !94

49:                                               ; preds = %41
  %50 = and i64 %39, 4294967288, !dbg !94
  %51 = insertelement <4 x i32> poison, i32 %43, i64 0, !dbg !94
  %52 = shufflevector <4 x i32> %51, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !94
  %53 = insertelement <4 x i32> poison, i32 %43, i64 0, !dbg !94
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !94
  %55 = insertelement <4 x i32> poison, i32 %45, i64 0, !dbg !94
  %56 = shufflevector <4 x i32> %55, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !94
  %57 = insertelement <4 x i32> poison, i32 %45, i64 0, !dbg !94
  %58 = shufflevector <4 x i32> %57, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !94
  %59 = insertelement <4 x i32> poison, i32 %46, i64 0, !dbg !94
  %60 = shufflevector <4 x i32> %59, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !94
  %61 = insertelement <4 x i32> poison, i32 %46, i64 0, !dbg !94
  %62 = shufflevector <4 x i32> %61, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !94
  br label %63, !dbg !94

63:                                               ; preds = %63, %49
  %64 = phi i64 [ 0, %49 ], [ %95, %63 ], !dbg !95
  %65 = phi <4 x i32> [ zeroinitializer, %49 ], [ %93, %63 ]
  %66 = phi <4 x i32> [ zeroinitializer, %49 ], [ %94, %63 ]
  %67 = getelementptr inbounds i32, i32* %31, i64 %64, !dbg !95
  %68 = bitcast i32* %67 to <4 x i32>*, !dbg !96
  %69 = load <4 x i32>, <4 x i32>* %68, align 4, !dbg !96, !tbaa !30, !noalias !56, !llvm.access.group !90
  %70 = getelementptr inbounds i32, i32* %67, i64 4, !dbg !96
  %71 = bitcast i32* %70 to <4 x i32>*, !dbg !96
  %72 = load <4 x i32>, <4 x i32>* %71, align 4, !dbg !96, !tbaa !30, !noalias !56, !llvm.access.group !90
  %73 = sub nsw <4 x i32> %52, %69, !dbg !97
  %74 = sub nsw <4 x i32> %54, %72, !dbg !97
  %75 = getelementptr inbounds i32, i32* %32, i64 %64, !dbg !95
  %76 = bitcast i32* %75 to <4 x i32>*, !dbg !98
  %77 = load <4 x i32>, <4 x i32>* %76, align 4, !dbg !98, !tbaa !30, !noalias !56, !llvm.access.group !90
  %78 = getelementptr inbounds i32, i32* %75, i64 4, !dbg !98
  %79 = bitcast i32* %78 to <4 x i32>*, !dbg !98
  %80 = load <4 x i32>, <4 x i32>* %79, align 4, !dbg !98, !tbaa !30, !noalias !56, !llvm.access.group !90
  %81 = sub nsw <4 x i32> %56, %77, !dbg !99
  %82 = sub nsw <4 x i32> %58, %80, !dbg !99
  %83 = mul nsw <4 x i32> %73, %73, !dbg !100
  %84 = mul nsw <4 x i32> %74, %74, !dbg !100
  %85 = mul nsw <4 x i32> %81, %81, !dbg !102
  %86 = mul nsw <4 x i32> %82, %82, !dbg !102
  %87 = add nuw nsw <4 x i32> %85, %83, !dbg !103
  %88 = add nuw nsw <4 x i32> %86, %84, !dbg !103
  %89 = icmp sle <4 x i32> %87, %60, !dbg !104
  %90 = icmp sle <4 x i32> %88, %62, !dbg !104
  %91 = zext <4 x i1> %89 to <4 x i32>, !dbg !105
  %92 = zext <4 x i1> %90 to <4 x i32>, !dbg !105
  %93 = add <4 x i32> %65, %91, !dbg !105
  %94 = add <4 x i32> %66, %92, !dbg !105
  %95 = add nuw i64 %64, 8, !dbg !95
  %96 = icmp eq i64 %95, %50, !dbg !95
  br i1 %96, label %97, label %63, !dbg !95, !llvm.loop !106

97:                                               ; preds = %63
  %98 = add <4 x i32> %94, %93, !dbg !94
  %99 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %98), !dbg !94
  %100 = icmp eq i64 %50, %39, !dbg !94
  br i1 %100, label %104, label %101, !dbg !94

101:                                              ; preds = %41, %97
  %102 = phi i64 [ 0, %41 ], [ %50, %97 ]
  %103 = phi i32 [ 0, %41 ], [ %99, %97 ]
  br label %112, !dbg !94

104:                                              ; preds = %112, %97, %35
  %105 = phi i32 [ 0, %35 ], [ %99, %97 ], [ %126, %112 ], !dbg !91
  %106 = getelementptr inbounds i32, i32* %33, i64 %37, !dbg !110
  store i32 %105, i32* %106, align 4, !dbg !111, !tbaa !30, !noalias !56, !llvm.access.group !90
  %107 = add nsw i64 %37, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %107, metadata !68, metadata !DIExpression()) #2, !dbg !83
  %108 = load i32, i32* %9, align 4, !dbg !86, !tbaa !30, !noalias !56, !llvm.access.group !90
  call void @llvm.dbg.value(metadata i32 %108, metadata !72, metadata !DIExpression()) #2, !dbg !83
  %109 = sext i32 %108 to i64, !dbg !85
  %110 = icmp slt i64 %37, %109, !dbg !85
  %111 = add i32 %36, 1, !dbg !85
  br i1 %110, label %35, label %23, !dbg !85, !llvm.loop !112

112:                                              ; preds = %101, %112
  %113 = phi i64 [ %127, %112 ], [ %102, %101 ]
  %114 = phi i32 [ %126, %112 ], [ %103, %101 ]
  call void @llvm.dbg.value(metadata i32 %114, metadata !75, metadata !DIExpression()) #2, !dbg !91
  call void @llvm.dbg.value(metadata i64 %113, metadata !77, metadata !DIExpression()) #2, !dbg !92
  %115 = getelementptr inbounds i32, i32* %31, i64 %113, !dbg !96
  %116 = load i32, i32* %115, align 4, !dbg !96, !tbaa !30, !noalias !56, !llvm.access.group !90
  %117 = sub nsw i32 %43, %116, !dbg !97
  call void @llvm.dbg.value(metadata i32 %117, metadata !79, metadata !DIExpression()) #2, !dbg !114
  %118 = getelementptr inbounds i32, i32* %32, i64 %113, !dbg !98
  %119 = load i32, i32* %118, align 4, !dbg !98, !tbaa !30, !noalias !56, !llvm.access.group !90
  %120 = sub nsw i32 %45, %119, !dbg !99
  call void @llvm.dbg.value(metadata i32 %120, metadata !82, metadata !DIExpression()) #2, !dbg !114
  %121 = mul nsw i32 %117, %117, !dbg !100
  %122 = mul nsw i32 %120, %120, !dbg !102
  %123 = add nuw nsw i32 %122, %121, !dbg !103
  %124 = icmp sle i32 %123, %46, !dbg !104
  %125 = zext i1 %124 to i32, !dbg !105
  %126 = add nuw nsw i32 %114, %125, !dbg !105
  call void @llvm.dbg.value(metadata i32 %126, metadata !75, metadata !DIExpression()) #2, !dbg !91
  %127 = add nuw nsw i64 %113, 1, !dbg !95
  call void @llvm.dbg.value(metadata i64 %127, metadata !77, metadata !DIExpression()) #2, !dbg !92
  %128 = icmp eq i64 %127, %47, !dbg !93
  br i1 %128, label %104, label %112, !dbg !94, !llvm.loop !115

129:                                              ; preds = %23, %15
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #2, !dbg !88, !noalias !56
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !88, !noalias !56
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !88, !noalias !56
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !88, !noalias !56
  br label %130, !dbg !88

130:                                              ; preds = %7, %129
  ret void, !dbg !55
}

; Function Attrs: nounwind
declare !callback !117 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !119 {
  %3 = alloca i32, align 4
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !123, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i8** %1, metadata !124, metadata !DIExpression()), !dbg !149
  %12 = icmp sgt i32 %0, 1, !dbg !150
  br i1 %12, label %13, label %18, !dbg !151

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !152
  %15 = load i8*, i8** %14, align 8, !dbg !152, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %15, metadata !153, metadata !DIExpression()) #2, !dbg !161
  %16 = tail call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #2, !dbg !163
  %17 = trunc i64 %16 to i32, !dbg !164
  br label %18, !dbg !151

18:                                               ; preds = %2, %13
  %19 = phi i32 [ %17, %13 ], [ 800, %2 ], !dbg !151
  call void @llvm.dbg.value(metadata i32 %19, metadata !125, metadata !DIExpression()), !dbg !149
  %20 = sext i32 %19 to i64, !dbg !165
  %21 = shl nsw i64 %20, 2, !dbg !166
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #2, !dbg !167
  %23 = bitcast i8* %22 to i32*, !dbg !167
  call void @llvm.dbg.value(metadata i32* %23, metadata !126, metadata !DIExpression()), !dbg !149
  %24 = tail call noalias i8* @malloc(i64 noundef %21) #2, !dbg !168
  %25 = bitcast i8* %24 to i32*, !dbg !168
  call void @llvm.dbg.value(metadata i32* %25, metadata !127, metadata !DIExpression()), !dbg !149
  %26 = tail call noalias i8* @malloc(i64 noundef %21) #2, !dbg !169
  %27 = bitcast i8* %26 to i32*, !dbg !169
  call void @llvm.dbg.value(metadata i32* %27, metadata !128, metadata !DIExpression()), !dbg !149
  %28 = sdiv i32 %19, 4, !dbg !170
  call void @llvm.dbg.value(metadata i32 %28, metadata !129, metadata !DIExpression()), !dbg !149
  %29 = sext i32 %28 to i64, !dbg !171
  %30 = shl nsw i64 %29, 3, !dbg !172
  %31 = mul nsw i64 %30, %29, !dbg !173
  %32 = tail call noalias i8* @malloc(i64 noundef %31) #2, !dbg !174
  %33 = bitcast i8* %32 to i64*, !dbg !174
  call void @llvm.dbg.value(metadata i64* %33, metadata !130, metadata !DIExpression()), !dbg !149
  %34 = tail call noalias i8* @malloc(i64 noundef %30) #2, !dbg !175
  %35 = bitcast i8* %34 to i64*, !dbg !175
  call void @llvm.dbg.value(metadata i64* %35, metadata !132, metadata !DIExpression()), !dbg !149
  %36 = tail call noalias i8* @malloc(i64 noundef %30) #2, !dbg !176
  %37 = bitcast i8* %36 to i64*, !dbg !176
  call void @llvm.dbg.value(metadata i64* %37, metadata !133, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 21, metadata !134, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !177
  %38 = icmp sgt i32 %19, 0, !dbg !178
  br i1 %38, label %39, label %151, !dbg !180

39:                                               ; preds = %18
  %40 = zext i32 %19 to i64, !dbg !178
  br label %132, !dbg !180

41:                                               ; preds = %132
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !181
  %42 = icmp sgt i32 %19, 3, !dbg !182
  br i1 %42, label %43, label %151, !dbg !183

43:                                               ; preds = %41
  %44 = zext i32 %28 to i64, !dbg !182
  %45 = and i64 %44, 4294967292, !dbg !183
  %46 = add nsw i64 %45, -4, !dbg !183
  %47 = lshr exact i64 %46, 2, !dbg !183
  %48 = add nuw nsw i64 %47, 1, !dbg !183
  %49 = icmp ult i32 %28, 4
  %50 = and i64 %44, 4294967292
  %51 = and i64 %48, 1
  %52 = icmp eq i64 %46, 0
  %53 = and i64 %48, 9223372036854775806
  %54 = icmp eq i64 %51, 0
  %55 = icmp eq i64 %50, %44
  br label %56, !dbg !183

56:                                               ; preds = %43, %129
  %57 = phi i64 [ 0, %43 ], [ %130, %129 ]
  call void @llvm.dbg.value(metadata i64 %57, metadata !138, metadata !DIExpression()), !dbg !181
  %58 = trunc i64 %57 to i32, !dbg !184
  %59 = urem i32 %58, 3, !dbg !184
  %60 = add nuw nsw i32 %59, 1, !dbg !185
  %61 = zext i32 %60 to i64, !dbg !186
  %62 = getelementptr inbounds i64, i64* %35, i64 %57, !dbg !187
  store i64 %61, i64* %62, align 8, !dbg !188, !tbaa !189
  call void @llvm.dbg.value(metadata i32 0, metadata !140, metadata !DIExpression()), !dbg !191
  %63 = mul nsw i64 %57, %29
  br i1 %49, label %119, label %64, !dbg !192

64:                                               ; preds = %56
  %65 = insertelement <2 x i64> poison, i64 %57, i64 0, !dbg !192
  %66 = shufflevector <2 x i64> %65, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !192
  br i1 %52, label %102, label %67, !dbg !192

67:                                               ; preds = %64
  %68 = add nuw i64 %57, 2
  %69 = insertelement <2 x i64> poison, i64 %68, i64 0
  %70 = shufflevector <2 x i64> %69, <2 x i64> poison, <2 x i32> zeroinitializer
  %71 = add nuw i64 %57, 2
  %72 = insertelement <2 x i64> poison, i64 %71, i64 0
  %73 = shufflevector <2 x i64> %72, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %74, !dbg !192

74:                                               ; preds = %74, %67
  %75 = phi i64 [ 0, %67 ], [ %98, %74 ], !dbg !193
  %76 = phi <2 x i64> [ <i64 0, i64 1>, %67 ], [ %99, %74 ]
  %77 = phi i64 [ 0, %67 ], [ %100, %74 ]
  %78 = add nuw nsw <2 x i64> %76, %66, !dbg !195
  %79 = add <2 x i64> %70, %76, !dbg !195
  %80 = and <2 x i64> %78, <i64 3, i64 3>, !dbg !196
  %81 = and <2 x i64> %79, <i64 3, i64 3>, !dbg !196
  %82 = add nsw i64 %63, %75, !dbg !193
  %83 = getelementptr inbounds i64, i64* %33, i64 %82, !dbg !193
  %84 = bitcast i64* %83 to <2 x i64>*, !dbg !197
  store <2 x i64> %80, <2 x i64>* %84, align 8, !dbg !197, !tbaa !189
  %85 = getelementptr inbounds i64, i64* %83, i64 2, !dbg !197
  %86 = bitcast i64* %85 to <2 x i64>*, !dbg !197
  store <2 x i64> %81, <2 x i64>* %86, align 8, !dbg !197, !tbaa !189
  %87 = or i64 %75, 4, !dbg !193
  %88 = add <2 x i64> %76, <i64 4, i64 4>
  %89 = add nuw nsw <2 x i64> %88, %66, !dbg !195
  %90 = add <2 x i64> %73, %88, !dbg !195
  %91 = and <2 x i64> %89, <i64 3, i64 3>, !dbg !196
  %92 = and <2 x i64> %90, <i64 3, i64 3>, !dbg !196
  %93 = add nsw i64 %63, %87, !dbg !193
  %94 = getelementptr inbounds i64, i64* %33, i64 %93, !dbg !193
  %95 = bitcast i64* %94 to <2 x i64>*, !dbg !197
  store <2 x i64> %91, <2 x i64>* %95, align 8, !dbg !197, !tbaa !189
  %96 = getelementptr inbounds i64, i64* %94, i64 2, !dbg !197
  %97 = bitcast i64* %96 to <2 x i64>*, !dbg !197
  store <2 x i64> %92, <2 x i64>* %97, align 8, !dbg !197, !tbaa !189
  %98 = add nuw i64 %75, 8, !dbg !193
  %99 = add <2 x i64> %76, <i64 8, i64 8>
  %100 = add i64 %77, 2, !dbg !193
  %101 = icmp eq i64 %100, %53, !dbg !193
  br i1 %101, label %102, label %74, !dbg !193, !llvm.loop !198

102:                                              ; preds = %74, %64
  %103 = phi i64 [ 0, %64 ], [ %98, %74 ]
  %104 = phi <2 x i64> [ <i64 0, i64 1>, %64 ], [ %99, %74 ]
  br i1 %54, label %118, label %105, !dbg !193

105:                                              ; preds = %102
  %106 = add nuw nsw <2 x i64> %104, %66, !dbg !195
  %107 = add nuw i64 %57, 2, !dbg !195
  %108 = insertelement <2 x i64> poison, i64 %107, i64 0, !dbg !195
  %109 = shufflevector <2 x i64> %108, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !195
  %110 = add <2 x i64> %109, %104, !dbg !195
  %111 = and <2 x i64> %106, <i64 3, i64 3>, !dbg !196
  %112 = and <2 x i64> %110, <i64 3, i64 3>, !dbg !196
  %113 = add nsw i64 %63, %103, !dbg !193
  %114 = getelementptr inbounds i64, i64* %33, i64 %113, !dbg !193
  %115 = bitcast i64* %114 to <2 x i64>*, !dbg !197
  store <2 x i64> %111, <2 x i64>* %115, align 8, !dbg !197, !tbaa !189
  %116 = getelementptr inbounds i64, i64* %114, i64 2, !dbg !197
  %117 = bitcast i64* %116 to <2 x i64>*, !dbg !197
  store <2 x i64> %112, <2 x i64>* %117, align 8, !dbg !197, !tbaa !189
  br label %118, !dbg !192

118:                                              ; preds = %102, %105
  br i1 %55, label %129, label %119, !dbg !192

119:                                              ; preds = %56, %118
  %120 = phi i64 [ 0, %56 ], [ %50, %118 ]
  br label %121, !dbg !192

121:                                              ; preds = %119, %121
  %122 = phi i64 [ %127, %121 ], [ %120, %119 ]
  call void @llvm.dbg.value(metadata i64 %122, metadata !140, metadata !DIExpression()), !dbg !191
  %123 = add nuw nsw i64 %122, %57, !dbg !195
  %124 = and i64 %123, 3, !dbg !196
  %125 = add nsw i64 %63, %122, !dbg !200
  %126 = getelementptr inbounds i64, i64* %33, i64 %125, !dbg !201
  store i64 %124, i64* %126, align 8, !dbg !197, !tbaa !189
  %127 = add nuw nsw i64 %122, 1, !dbg !193
  call void @llvm.dbg.value(metadata i64 %127, metadata !140, metadata !DIExpression()), !dbg !191
  %128 = icmp eq i64 %127, %44, !dbg !202
  br i1 %128, label %129, label %121, !dbg !192, !llvm.loop !203

129:                                              ; preds = %121, %118
  %130 = add nuw nsw i64 %57, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %130, metadata !138, metadata !DIExpression()), !dbg !181
  %131 = icmp eq i64 %130, %44, !dbg !182
  br i1 %131, label %151, label %56, !dbg !183, !llvm.loop !205

132:                                              ; preds = %39, %132
  %133 = phi i64 [ 0, %39 ], [ %149, %132 ]
  %134 = phi i32 [ 21, %39 ], [ %143, %132 ]
  call void @llvm.dbg.value(metadata i64 %133, metadata !136, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %134, metadata !134, metadata !DIExpression()), !dbg !149
  %135 = mul i32 %134, 1103515245, !dbg !207
  %136 = add i32 %135, 12345, !dbg !209
  call void @llvm.dbg.value(metadata i32 %136, metadata !134, metadata !DIExpression()), !dbg !149
  %137 = lshr i32 %136, 16, !dbg !210
  %138 = trunc i32 %137 to i16, !dbg !211
  %139 = urem i16 %138, 1000, !dbg !211
  %140 = zext i16 %139 to i32, !dbg !211
  %141 = getelementptr inbounds i32, i32* %23, i64 %133, !dbg !212
  store i32 %140, i32* %141, align 4, !dbg !213, !tbaa !30
  %142 = mul i32 %136, 1103515245, !dbg !214
  %143 = add i32 %142, 12345, !dbg !215
  call void @llvm.dbg.value(metadata i32 %143, metadata !134, metadata !DIExpression()), !dbg !149
  %144 = lshr i32 %143, 16, !dbg !216
  %145 = trunc i32 %144 to i16, !dbg !217
  %146 = urem i16 %145, 1000, !dbg !217
  %147 = zext i16 %146 to i32, !dbg !217
  %148 = getelementptr inbounds i32, i32* %25, i64 %133, !dbg !218
  store i32 %147, i32* %148, align 4, !dbg !219, !tbaa !30
  %149 = add nuw nsw i64 %133, 1, !dbg !220
  call void @llvm.dbg.value(metadata i64 %149, metadata !136, metadata !DIExpression()), !dbg !177
  %150 = icmp eq i64 %149, %40, !dbg !178
  br i1 %150, label %41, label %132, !dbg !180, !llvm.loop !221

151:                                              ; preds = %129, %18, %41
  %152 = phi i1 [ false, %41 ], [ false, %18 ], [ %42, %129 ]
  %153 = bitcast i32* %7 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %153), !dbg !223
  %154 = bitcast i32** %8 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %154), !dbg !223
  %155 = bitcast i32** %9 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %155), !dbg !223
  %156 = bitcast i32* %10 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %156), !dbg !223
  %157 = bitcast i32** %11 to i8*, !dbg !223
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %157), !dbg !223
  call void @llvm.dbg.value(metadata i32 %19, metadata !24, metadata !DIExpression()) #2, !dbg !223
  store i32 %19, i32* %7, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %23, metadata !25, metadata !DIExpression()) #2, !dbg !223
  %158 = bitcast i32** %8 to i8**
  store i8* %22, i8** %158, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %25, metadata !26, metadata !DIExpression()) #2, !dbg !223
  %159 = bitcast i32** %9 to i8**
  store i8* %24, i8** %159, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32 2500, metadata !27, metadata !DIExpression()) #2, !dbg !223
  store i32 2500, i32* %10, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %27, metadata !28, metadata !DIExpression()) #2, !dbg !223
  %160 = bitcast i32** %11 to i8**
  store i8* %26, i8** %160, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %7, metadata !24, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata i32** %8, metadata !25, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata i32** %9, metadata !26, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata i32* %10, metadata !27, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void @llvm.dbg.value(metadata i32** %11, metadata !28, metadata !DIExpression(DW_OP_deref)) #2, !dbg !223
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i32**, i32*, i32**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %7, i32** nonnull %8, i32** nonnull %9, i32* nonnull %10, i32** nonnull %11) #2, !dbg !225
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %153), !dbg !226
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %154), !dbg !226
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %155), !dbg !226
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %156), !dbg !226
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %157), !dbg !226
  %161 = bitcast i32* %3 to i8*, !dbg !227
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %161), !dbg !227
  %162 = bitcast i64** %4 to i8*, !dbg !227
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %162), !dbg !227
  %163 = bitcast i64** %5 to i8*, !dbg !227
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %163), !dbg !227
  %164 = bitcast i64** %6 to i8*, !dbg !227
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %164), !dbg !227
  call void @llvm.dbg.value(metadata i32 %28, metadata !234, metadata !DIExpression()) #2, !dbg !227
  store i32 %28, i32* %3, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i64* %33, metadata !235, metadata !DIExpression()) #2, !dbg !227
  %165 = bitcast i64** %4 to i8**
  store i8* %32, i8** %165, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i64* %35, metadata !236, metadata !DIExpression()) #2, !dbg !227
  %166 = bitcast i64** %5 to i8**
  store i8* %34, i8** %166, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i64* %37, metadata !237, metadata !DIExpression()) #2, !dbg !227
  %167 = bitcast i64** %6 to i8**
  store i8* %36, i8** %167, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %3, metadata !234, metadata !DIExpression(DW_OP_deref)) #2, !dbg !227
  call void @llvm.dbg.value(metadata i64** %4, metadata !235, metadata !DIExpression(DW_OP_deref)) #2, !dbg !227
  call void @llvm.dbg.value(metadata i64** %5, metadata !236, metadata !DIExpression(DW_OP_deref)) #2, !dbg !227
  call void @llvm.dbg.value(metadata i64** %6, metadata !237, metadata !DIExpression(DW_OP_deref)) #2, !dbg !227
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @3, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i64**, i64**, i64**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), i32* nonnull %3, i64** nonnull %4, i64** nonnull %5, i64** nonnull %6) #2, !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %161), !dbg !240
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %162), !dbg !240
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %163), !dbg !240
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %164), !dbg !240
  call void @llvm.dbg.value(metadata i64 0, metadata !144, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !241
  br i1 %38, label %168, label %236, !dbg !242

168:                                              ; preds = %151
  %169 = zext i32 %19 to i64, !dbg !243
  %170 = icmp ult i32 %19, 4, !dbg !242
  br i1 %170, label %233, label %171, !dbg !242

171:                                              ; preds = %168
  %172 = and i64 %169, 4294967292, !dbg !242
  %173 = add nsw i64 %172, -4, !dbg !242
  %174 = lshr exact i64 %173, 2, !dbg !242
  %175 = add nuw nsw i64 %174, 1, !dbg !242
  %176 = and i64 %175, 1, !dbg !242
  %177 = icmp eq i64 %173, 0, !dbg !242
  br i1 %177, label %209, label %178, !dbg !242

178:                                              ; preds = %171
  %179 = and i64 %175, 9223372036854775806, !dbg !242
  br label %180, !dbg !242

180:                                              ; preds = %180, %178
  %181 = phi i64 [ 0, %178 ], [ %206, %180 ], !dbg !245
  %182 = phi <2 x i64> [ zeroinitializer, %178 ], [ %204, %180 ]
  %183 = phi <2 x i64> [ zeroinitializer, %178 ], [ %205, %180 ]
  %184 = phi i64 [ 0, %178 ], [ %207, %180 ]
  %185 = getelementptr inbounds i32, i32* %27, i64 %181, !dbg !245
  %186 = bitcast i32* %185 to <2 x i32>*, !dbg !246
  %187 = load <2 x i32>, <2 x i32>* %186, align 4, !dbg !246, !tbaa !30
  %188 = getelementptr inbounds i32, i32* %185, i64 2, !dbg !246
  %189 = bitcast i32* %188 to <2 x i32>*, !dbg !246
  %190 = load <2 x i32>, <2 x i32>* %189, align 4, !dbg !246, !tbaa !30
  %191 = sext <2 x i32> %187 to <2 x i64>, !dbg !246
  %192 = sext <2 x i32> %190 to <2 x i64>, !dbg !246
  %193 = add <2 x i64> %182, %191, !dbg !247
  %194 = add <2 x i64> %183, %192, !dbg !247
  %195 = or i64 %181, 4, !dbg !245
  %196 = getelementptr inbounds i32, i32* %27, i64 %195, !dbg !245
  %197 = bitcast i32* %196 to <2 x i32>*, !dbg !246
  %198 = load <2 x i32>, <2 x i32>* %197, align 4, !dbg !246, !tbaa !30
  %199 = getelementptr inbounds i32, i32* %196, i64 2, !dbg !246
  %200 = bitcast i32* %199 to <2 x i32>*, !dbg !246
  %201 = load <2 x i32>, <2 x i32>* %200, align 4, !dbg !246, !tbaa !30
  %202 = sext <2 x i32> %198 to <2 x i64>, !dbg !246
  %203 = sext <2 x i32> %201 to <2 x i64>, !dbg !246
  %204 = add <2 x i64> %193, %202, !dbg !247
  %205 = add <2 x i64> %194, %203, !dbg !247
  %206 = add nuw i64 %181, 8, !dbg !245
  %207 = add i64 %184, 2, !dbg !245
  %208 = icmp eq i64 %207, %179, !dbg !245
  br i1 %208, label %209, label %180, !dbg !245, !llvm.loop !248

209:                                              ; preds = %180, %171
  %210 = phi <2 x i64> [ undef, %171 ], [ %204, %180 ]
  %211 = phi <2 x i64> [ undef, %171 ], [ %205, %180 ]
  %212 = phi i64 [ 0, %171 ], [ %206, %180 ]
  %213 = phi <2 x i64> [ zeroinitializer, %171 ], [ %204, %180 ]
  %214 = phi <2 x i64> [ zeroinitializer, %171 ], [ %205, %180 ]
  %215 = icmp eq i64 %176, 0, !dbg !245
  br i1 %215, label %227, label %216, !dbg !245

216:                                              ; preds = %209
  %217 = getelementptr inbounds i32, i32* %27, i64 %212, !dbg !245
  %218 = bitcast i32* %217 to <2 x i32>*, !dbg !246
  %219 = load <2 x i32>, <2 x i32>* %218, align 4, !dbg !246, !tbaa !30
  %220 = getelementptr inbounds i32, i32* %217, i64 2, !dbg !246
  %221 = bitcast i32* %220 to <2 x i32>*, !dbg !246
  %222 = load <2 x i32>, <2 x i32>* %221, align 4, !dbg !246, !tbaa !30
  %223 = sext <2 x i32> %219 to <2 x i64>, !dbg !246
  %224 = sext <2 x i32> %222 to <2 x i64>, !dbg !246
  %225 = add <2 x i64> %213, %223, !dbg !247
  %226 = add <2 x i64> %214, %224, !dbg !247
  br label %227, !dbg !242

227:                                              ; preds = %209, %216
  %228 = phi <2 x i64> [ %210, %209 ], [ %225, %216 ], !dbg !247
  %229 = phi <2 x i64> [ %211, %209 ], [ %226, %216 ], !dbg !247
  %230 = add <2 x i64> %229, %228, !dbg !242
  %231 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %230), !dbg !242
  %232 = icmp eq i64 %172, %169, !dbg !242
  br i1 %232, label %236, label %233, !dbg !242

233:                                              ; preds = %168, %227
  %234 = phi i64 [ 0, %168 ], [ %172, %227 ]
  %235 = phi i64 [ 0, %168 ], [ %231, %227 ]
  br label %245, !dbg !242

236:                                              ; preds = %245, %227, %151
  %237 = phi i64 [ 0, %151 ], [ %231, %227 ], [ %251, %245 ], !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !147, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i64 %237, metadata !144, metadata !DIExpression()), !dbg !149
  br i1 %152, label %238, label %264, !dbg !251

238:                                              ; preds = %236
  %239 = zext i32 %28 to i64, !dbg !252
  %240 = and i64 %239, 1, !dbg !251
  %241 = and i32 %19, -4, !dbg !251
  %242 = icmp eq i32 %241, 4, !dbg !251
  br i1 %242, label %254, label %243, !dbg !251

243:                                              ; preds = %238
  %244 = and i64 %239, 4294967294, !dbg !251
  br label %267, !dbg !251

245:                                              ; preds = %233, %245
  %246 = phi i64 [ %252, %245 ], [ %234, %233 ]
  %247 = phi i64 [ %251, %245 ], [ %235, %233 ]
  call void @llvm.dbg.value(metadata i64 %246, metadata !145, metadata !DIExpression()), !dbg !241
  call void @llvm.dbg.value(metadata i64 %247, metadata !144, metadata !DIExpression()), !dbg !149
  %248 = getelementptr inbounds i32, i32* %27, i64 %246, !dbg !246
  %249 = load i32, i32* %248, align 4, !dbg !246, !tbaa !30
  %250 = sext i32 %249 to i64, !dbg !246
  %251 = add nsw i64 %247, %250, !dbg !247
  call void @llvm.dbg.value(metadata i64 %251, metadata !144, metadata !DIExpression()), !dbg !149
  %252 = add nuw nsw i64 %246, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %252, metadata !145, metadata !DIExpression()), !dbg !241
  %253 = icmp eq i64 %252, %169, !dbg !243
  br i1 %253, label %236, label %245, !dbg !242, !llvm.loop !254

254:                                              ; preds = %267, %238
  %255 = phi i64 [ undef, %238 ], [ %279, %267 ]
  %256 = phi i64 [ 0, %238 ], [ %280, %267 ]
  %257 = phi i64 [ %237, %238 ], [ %279, %267 ]
  %258 = icmp eq i64 %240, 0, !dbg !251
  br i1 %258, label %264, label %259, !dbg !251

259:                                              ; preds = %254
  call void @llvm.dbg.value(metadata i64 %256, metadata !147, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i64 %257, metadata !144, metadata !DIExpression()), !dbg !149
  %260 = getelementptr inbounds i64, i64* %37, i64 %256, !dbg !255
  %261 = load i64, i64* %260, align 8, !dbg !255, !tbaa !189
  %262 = srem i64 %261, 1000, !dbg !256
  %263 = add nsw i64 %262, %257, !dbg !257
  call void @llvm.dbg.value(metadata i64 %263, metadata !144, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %256, metadata !147, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !250
  br label %264, !dbg !258

264:                                              ; preds = %259, %254, %236
  %265 = phi i64 [ %237, %236 ], [ %255, %254 ], [ %263, %259 ], !dbg !149
  %266 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i64 noundef %265), !dbg !258
  call void @free(i8* noundef %22) #2, !dbg !259
  call void @free(i8* noundef %24) #2, !dbg !260
  call void @free(i8* noundef %26) #2, !dbg !261
  call void @free(i8* noundef %32) #2, !dbg !262
  call void @free(i8* noundef %34) #2, !dbg !263
  call void @free(i8* noundef %36) #2, !dbg !264
  ret i32 0, !dbg !265

267:                                              ; preds = %267, %243
  %268 = phi i64 [ 0, %243 ], [ %280, %267 ]
  %269 = phi i64 [ %237, %243 ], [ %279, %267 ]
  %270 = phi i64 [ 0, %243 ], [ %281, %267 ]
  call void @llvm.dbg.value(metadata i64 %268, metadata !147, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i64 %269, metadata !144, metadata !DIExpression()), !dbg !149
  %271 = getelementptr inbounds i64, i64* %37, i64 %268, !dbg !255
  %272 = load i64, i64* %271, align 8, !dbg !255, !tbaa !189
  %273 = srem i64 %272, 1000, !dbg !256
  %274 = add nsw i64 %273, %269, !dbg !257
  call void @llvm.dbg.value(metadata i64 %274, metadata !144, metadata !DIExpression()), !dbg !149
  %275 = or i64 %268, 1, !dbg !266
  call void @llvm.dbg.value(metadata i64 %275, metadata !147, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i64 %275, metadata !147, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i64 %274, metadata !144, metadata !DIExpression()), !dbg !149
  %276 = getelementptr inbounds i64, i64* %37, i64 %275, !dbg !255
  %277 = load i64, i64* %276, align 8, !dbg !255, !tbaa !189
  %278 = srem i64 %277, 1000, !dbg !256
  %279 = add nsw i64 %278, %274, !dbg !257
  call void @llvm.dbg.value(metadata i64 %279, metadata !144, metadata !DIExpression()), !dbg !149
  %280 = add nuw nsw i64 %268, 2, !dbg !266
  call void @llvm.dbg.value(metadata i64 %280, metadata !147, metadata !DIExpression()), !dbg !250
  %281 = add i64 %270, 2, !dbg !251
  %282 = icmp eq i64 %281, %244, !dbg !251
  br i1 %282, label %254, label %267, !dbg !251, !llvm.loop !267
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
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, i64** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #3 !dbg !269 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !275, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i32* %1, metadata !276, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i32* %2, metadata !277, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64** %3, metadata !278, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64** %4, metadata !279, metadata !DIExpression()), !dbg !281
  call void @llvm.dbg.value(metadata i64** %5, metadata !280, metadata !DIExpression()), !dbg !281
  tail call void @llvm.experimental.noalias.scope.decl(metadata !282), !dbg !285
  call void @llvm.dbg.value(metadata i32* %0, metadata !286, metadata !DIExpression()) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32* undef, metadata !289, metadata !DIExpression()) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32* %2, metadata !290, metadata !DIExpression()) #2, !dbg !305
  call void @llvm.dbg.value(metadata i64** %3, metadata !291, metadata !DIExpression()) #2, !dbg !305
  call void @llvm.dbg.value(metadata i64** %4, metadata !292, metadata !DIExpression()) #2, !dbg !305
  call void @llvm.dbg.value(metadata i64** %5, metadata !293, metadata !DIExpression()) #2, !dbg !305
  %11 = load i32, i32* %2, align 4, !dbg !307, !tbaa !30, !noalias !282
  call void @llvm.dbg.value(metadata i32 %11, metadata !295, metadata !DIExpression()) #2, !dbg !305
  %12 = add nsw i32 %11, -1, !dbg !308
  call void @llvm.dbg.value(metadata i32 %12, metadata !295, metadata !DIExpression()) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32 0, metadata !296, metadata !DIExpression()) #2, !dbg !305
  %13 = icmp sgt i32 %11, 0, !dbg !308
  br i1 %13, label %14, label %157, !dbg !308

14:                                               ; preds = %6
  %15 = bitcast i32* %7 to i8*, !dbg !308
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #2, !dbg !308, !noalias !282
  call void @llvm.dbg.value(metadata i32 0, metadata !297, metadata !DIExpression()) #2, !dbg !305
  store i32 0, i32* %7, align 4, !dbg !309, !tbaa !30, !noalias !282
  %16 = bitcast i32* %8 to i8*, !dbg !308
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #2, !dbg !308, !noalias !282
  call void @llvm.dbg.value(metadata i32 %12, metadata !298, metadata !DIExpression()) #2, !dbg !305
  store i32 %12, i32* %8, align 4, !dbg !309, !tbaa !30, !noalias !282
  %17 = bitcast i32* %9 to i8*, !dbg !308
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #2, !dbg !308, !noalias !282
  call void @llvm.dbg.value(metadata i32 1, metadata !299, metadata !DIExpression()) #2, !dbg !305
  store i32 1, i32* %9, align 4, !dbg !309, !tbaa !30, !noalias !282
  %18 = bitcast i32* %10 to i8*, !dbg !308
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #2, !dbg !308, !noalias !282
  call void @llvm.dbg.value(metadata i32 0, metadata !300, metadata !DIExpression()) #2, !dbg !305
  store i32 0, i32* %10, align 4, !dbg !309, !tbaa !30, !noalias !282
  %19 = load i32, i32* %0, align 4, !dbg !308, !tbaa !30, !alias.scope !282
  tail call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @3, i32 %19, i32 1073741860, i32 0, i32 %12, i32 1, i32 4) #2, !dbg !308, !noalias !282
  call void @llvm.dbg.value(metadata i32* %7, metadata !297, metadata !DIExpression(DW_OP_deref)) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32* %8, metadata !298, metadata !DIExpression(DW_OP_deref)) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32* %9, metadata !299, metadata !DIExpression(DW_OP_deref)) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32* %10, metadata !300, metadata !DIExpression(DW_OP_deref)) #2, !dbg !305
  %20 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @3, i32 %19, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9) #2, !dbg !308, !noalias !282
  %21 = icmp eq i32 %20, 0, !dbg !308
  br i1 %21, label %156, label %25, !dbg !308

22:                                               ; preds = %139, %25
  call void @llvm.dbg.value(metadata i32* %7, metadata !297, metadata !DIExpression(DW_OP_deref)) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32* %8, metadata !298, metadata !DIExpression(DW_OP_deref)) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32* %9, metadata !299, metadata !DIExpression(DW_OP_deref)) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32* %10, metadata !300, metadata !DIExpression(DW_OP_deref)) #2, !dbg !305
  %23 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @3, i32 %19, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9) #2, !dbg !308, !noalias !282
  %24 = icmp eq i32 %23, 0, !dbg !308
  br i1 %24, label %156, label %25, !dbg !308, !llvm.loop !310

25:                                               ; preds = %14, %22
  %26 = load i32, i32* %7, align 4, !dbg !309, !tbaa !30, !noalias !282
  call void @llvm.dbg.value(metadata i32 %26, metadata !297, metadata !DIExpression()) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32 %26, metadata !294, metadata !DIExpression()) #2, !dbg !305
  %27 = load i32, i32* %8, align 4, !tbaa !30, !noalias !282, !llvm.access.group !313
  call void @llvm.dbg.value(metadata i32 %27, metadata !298, metadata !DIExpression()) #2, !dbg !305
  %28 = icmp sgt i32 %26, %27, !dbg !308
  br i1 %28, label %22, label %29, !dbg !308

29:                                               ; preds = %25
  %30 = load i64*, i64** %3, align 8, !noalias !282
  %31 = load i32, i32* %2, align 4, !noalias !282
  %32 = sext i32 %31 to i64
  %33 = load i64*, i64** %4, align 8, !noalias !282
  %34 = load i64*, i64** %5, align 8, !tbaa !34, !noalias !282, !llvm.access.group !313
  %35 = sext i32 %26 to i64, !dbg !308
  %36 = add i32 %27, 1, !dbg !308
  %37 = add i32 %26, 1, !dbg !308
  br label %38, !dbg !308

38:                                               ; preds = %139, %29
  %39 = phi i32 [ %143, %139 ], [ 0, %29 ]
  %40 = phi i64 [ %49, %139 ], [ %35, %29 ]
  %41 = add i32 %37, %39, !dbg !308
  %42 = and i32 %41, -4, !dbg !308
  %43 = zext i32 %42 to i64, !dbg !308
  %44 = add nsw i64 %43, -4, !dbg !308
  %45 = lshr exact i64 %44, 2, !dbg !308
  %46 = add nuw nsw i64 %45, 1, !dbg !308
  %47 = add i32 %37, %39, !dbg !308
  %48 = zext i32 %47 to i64, !dbg !308
  %49 = add nsw i64 %40, 1, !dbg !308
  %50 = trunc i64 %49 to i32, !dbg !308
  call void @llvm.dbg.value(metadata i64 %40, metadata !294, metadata !DIExpression()) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32 0, metadata !303, metadata !DIExpression()) #2, !dbg !314
  call void @llvm.dbg.value(metadata i64 0, metadata !301, metadata !DIExpression()) #2, !dbg !315
  %51 = icmp slt i64 %40, 0, !dbg !316
  br i1 %51, label %139, label %52, !dbg !318

52:                                               ; preds = %38
  %53 = mul nsw i64 %40, %32
  %54 = and i64 %49, 4294967295, !dbg !316
  %55 = icmp ult i32 %47, 4, !dbg !318
  br i1 %55, label %136, label %56, !dbg !318

56:                                               ; preds = %52
  %57 = and i64 %48, 4294967292, !dbg !318
  %58 = and i64 %46, 1, !dbg !318
  %59 = icmp eq i64 %44, 0, !dbg !318
  br i1 %59, label %105, label %60, !dbg !318

60:                                               ; preds = %56
  %61 = and i64 %46, 9223372036854775806, !dbg !318
  br label %62, !dbg !318

62:                                               ; preds = %62, %60
  %63 = phi i64 [ 0, %60 ], [ %102, %62 ], !dbg !319
  %64 = phi <2 x i64> [ zeroinitializer, %60 ], [ %100, %62 ]
  %65 = phi <2 x i64> [ zeroinitializer, %60 ], [ %101, %62 ]
  %66 = phi i64 [ 0, %60 ], [ %103, %62 ]
  %67 = add nsw i64 %63, %53, !dbg !319
  %68 = getelementptr inbounds i64, i64* %30, i64 %67, !dbg !319
  %69 = bitcast i64* %68 to <2 x i64>*, !dbg !320
  %70 = load <2 x i64>, <2 x i64>* %69, align 8, !dbg !320, !tbaa !189, !noalias !282, !llvm.access.group !313
  %71 = getelementptr inbounds i64, i64* %68, i64 2, !dbg !320
  %72 = bitcast i64* %71 to <2 x i64>*, !dbg !320
  %73 = load <2 x i64>, <2 x i64>* %72, align 8, !dbg !320, !tbaa !189, !noalias !282, !llvm.access.group !313
  %74 = getelementptr inbounds i64, i64* %33, i64 %63, !dbg !319
  %75 = bitcast i64* %74 to <2 x i64>*, !dbg !321
  %76 = load <2 x i64>, <2 x i64>* %75, align 8, !dbg !321, !tbaa !189, !noalias !282, !llvm.access.group !313
  %77 = getelementptr inbounds i64, i64* %74, i64 2, !dbg !321
  %78 = bitcast i64* %77 to <2 x i64>*, !dbg !321
  %79 = load <2 x i64>, <2 x i64>* %78, align 8, !dbg !321, !tbaa !189, !noalias !282, !llvm.access.group !313
  %80 = mul nsw <2 x i64> %76, %70, !dbg !322
  %81 = mul nsw <2 x i64> %79, %73, !dbg !322
  %82 = add <2 x i64> %80, %64, !dbg !323
  %83 = add <2 x i64> %81, %65, !dbg !323
  %84 = or i64 %63, 4, !dbg !319
  %85 = add nsw i64 %84, %53, !dbg !319
  %86 = getelementptr inbounds i64, i64* %30, i64 %85, !dbg !319
  %87 = bitcast i64* %86 to <2 x i64>*, !dbg !320
  %88 = load <2 x i64>, <2 x i64>* %87, align 8, !dbg !320, !tbaa !189, !noalias !282, !llvm.access.group !313
  %89 = getelementptr inbounds i64, i64* %86, i64 2, !dbg !320
  %90 = bitcast i64* %89 to <2 x i64>*, !dbg !320
  %91 = load <2 x i64>, <2 x i64>* %90, align 8, !dbg !320, !tbaa !189, !noalias !282, !llvm.access.group !313
  %92 = getelementptr inbounds i64, i64* %33, i64 %84, !dbg !319
  %93 = bitcast i64* %92 to <2 x i64>*, !dbg !321
  %94 = load <2 x i64>, <2 x i64>* %93, align 8, !dbg !321, !tbaa !189, !noalias !282, !llvm.access.group !313
  %95 = getelementptr inbounds i64, i64* %92, i64 2, !dbg !321
  %96 = bitcast i64* %95 to <2 x i64>*, !dbg !321
  %97 = load <2 x i64>, <2 x i64>* %96, align 8, !dbg !321, !tbaa !189, !noalias !282, !llvm.access.group !313
  %98 = mul nsw <2 x i64> %94, %88, !dbg !322
  %99 = mul nsw <2 x i64> %97, %91, !dbg !322
  %100 = add <2 x i64> %98, %82, !dbg !323
  %101 = add <2 x i64> %99, %83, !dbg !323
  %102 = add nuw i64 %63, 8, !dbg !319
  %103 = add i64 %66, 2, !dbg !319
  %104 = icmp eq i64 %103, %61, !dbg !319
  br i1 %104, label %105, label %62, !dbg !319, !llvm.loop !324

105:                                              ; preds = %62, %56
  %106 = phi <2 x i64> [ undef, %56 ], [ %100, %62 ]
  %107 = phi <2 x i64> [ undef, %56 ], [ %101, %62 ]
  %108 = phi i64 [ 0, %56 ], [ %102, %62 ]
  %109 = phi <2 x i64> [ zeroinitializer, %56 ], [ %100, %62 ]
  %110 = phi <2 x i64> [ zeroinitializer, %56 ], [ %101, %62 ]
  %111 = icmp eq i64 %58, 0, !dbg !319
  br i1 %111, label %130, label %112, !dbg !319

112:                                              ; preds = %105
  %113 = add nsw i64 %108, %53, !dbg !319
  %114 = getelementptr inbounds i64, i64* %30, i64 %113, !dbg !319
  %115 = bitcast i64* %114 to <2 x i64>*, !dbg !320
  %116 = load <2 x i64>, <2 x i64>* %115, align 8, !dbg !320, !tbaa !189, !noalias !282, !llvm.access.group !313
  %117 = getelementptr inbounds i64, i64* %114, i64 2, !dbg !320
  %118 = bitcast i64* %117 to <2 x i64>*, !dbg !320
  %119 = load <2 x i64>, <2 x i64>* %118, align 8, !dbg !320, !tbaa !189, !noalias !282, !llvm.access.group !313
  %120 = getelementptr inbounds i64, i64* %33, i64 %108, !dbg !319
  %121 = bitcast i64* %120 to <2 x i64>*, !dbg !321
  %122 = load <2 x i64>, <2 x i64>* %121, align 8, !dbg !321, !tbaa !189, !noalias !282, !llvm.access.group !313
  %123 = getelementptr inbounds i64, i64* %120, i64 2, !dbg !321
  %124 = bitcast i64* %123 to <2 x i64>*, !dbg !321
  %125 = load <2 x i64>, <2 x i64>* %124, align 8, !dbg !321, !tbaa !189, !noalias !282, !llvm.access.group !313
  %126 = mul nsw <2 x i64> %122, %116, !dbg !322
  %127 = mul nsw <2 x i64> %125, %119, !dbg !322
  %128 = add <2 x i64> %126, %109, !dbg !323
  %129 = add <2 x i64> %127, %110, !dbg !323
  br label %130, !dbg !318

130:                                              ; preds = %105, %112
  %131 = phi <2 x i64> [ %106, %105 ], [ %128, %112 ], !dbg !323
  %132 = phi <2 x i64> [ %107, %105 ], [ %129, %112 ], !dbg !323
  %133 = add <2 x i64> %132, %131, !dbg !318
  %134 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %133), !dbg !318
  %135 = icmp eq i64 %57, %48, !dbg !318
  br i1 %135, label %139, label %136, !dbg !318

136:                                              ; preds = %52, %130
  %137 = phi i64 [ 0, %52 ], [ %57, %130 ]
  %138 = phi i64 [ 0, %52 ], [ %134, %130 ]
  br label %144, !dbg !318

139:                                              ; preds = %144, %130, %38
  %140 = phi i64 [ 0, %38 ], [ %134, %130 ], [ %153, %144 ], !dbg !315
  %141 = getelementptr inbounds i64, i64* %34, i64 %40, !dbg !326
  store i64 %140, i64* %141, align 8, !dbg !327, !tbaa !189, !noalias !282, !llvm.access.group !313
  call void @llvm.dbg.value(metadata i64 %49, metadata !294, metadata !DIExpression()) #2, !dbg !305
  call void @llvm.dbg.value(metadata i32 %27, metadata !298, metadata !DIExpression()) #2, !dbg !305
  %142 = icmp eq i32 %36, %50, !dbg !308
  %143 = add i32 %39, 1, !dbg !308
  br i1 %142, label %22, label %38, !dbg !308, !llvm.loop !328

144:                                              ; preds = %136, %144
  %145 = phi i64 [ %154, %144 ], [ %137, %136 ]
  %146 = phi i64 [ %153, %144 ], [ %138, %136 ]
  call void @llvm.dbg.value(metadata i64 %145, metadata !303, metadata !DIExpression()) #2, !dbg !314
  call void @llvm.dbg.value(metadata i64 %146, metadata !301, metadata !DIExpression()) #2, !dbg !315
  %147 = add nsw i64 %145, %53, !dbg !330
  %148 = getelementptr inbounds i64, i64* %30, i64 %147, !dbg !320
  %149 = load i64, i64* %148, align 8, !dbg !320, !tbaa !189, !noalias !282, !llvm.access.group !313
  %150 = getelementptr inbounds i64, i64* %33, i64 %145, !dbg !321
  %151 = load i64, i64* %150, align 8, !dbg !321, !tbaa !189, !noalias !282, !llvm.access.group !313
  %152 = mul nsw i64 %151, %149, !dbg !322
  %153 = add nsw i64 %152, %146, !dbg !323
  call void @llvm.dbg.value(metadata i64 %153, metadata !301, metadata !DIExpression()) #2, !dbg !315
  %154 = add nuw nsw i64 %145, 1, !dbg !319
  call void @llvm.dbg.value(metadata i64 %154, metadata !303, metadata !DIExpression()) #2, !dbg !314
  %155 = icmp eq i64 %154, %54, !dbg !316
  br i1 %155, label %139, label %144, !dbg !318, !llvm.loop !331

156:                                              ; preds = %22, %14
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #2, !dbg !311, !noalias !282
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #2, !dbg !311, !noalias !282
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #2, !dbg !311, !noalias !282
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #2, !dbg !311, !noalias !282
  br label %157, !dbg !311

157:                                              ; preds = %6, %156
  ret void, !dbg !285
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
!55 = !DILocation(line: 11, column: 1, scope: !38)
!56 = !{!57}
!57 = distinct !{!57, !58, !".omp_outlined._debug__: argument 0"}
!58 = distinct !{!58, !".omp_outlined._debug__"}
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
!85 = !DILocation(line: 12, column: 3, scope: !60, inlinedAt: !84)
!86 = !DILocation(line: 12, column: 8, scope: !60, inlinedAt: !84)
!87 = distinct !{!87, !88, !89}
!88 = !DILocation(line: 11, column: 1, scope: !60, inlinedAt: !84)
!89 = !DILocation(line: 11, column: 42, scope: !60, inlinedAt: !84)
!90 = distinct !{}
!91 = !DILocation(line: 0, scope: !76, inlinedAt: !84)
!92 = !DILocation(line: 0, scope: !78, inlinedAt: !84)
!93 = !DILocation(line: 14, column: 23, scope: !81, inlinedAt: !84)
!94 = !DILocation(line: 14, column: 5, scope: !78, inlinedAt: !84)
!95 = !DILocation(line: 14, column: 29, scope: !81, inlinedAt: !84)
!96 = !DILocation(line: 15, column: 24, scope: !80, inlinedAt: !84)
!97 = !DILocation(line: 15, column: 22, scope: !80, inlinedAt: !84)
!98 = !DILocation(line: 15, column: 44, scope: !80, inlinedAt: !84)
!99 = !DILocation(line: 15, column: 42, scope: !80, inlinedAt: !84)
!100 = !DILocation(line: 16, column: 14, scope: !101, inlinedAt: !84)
!101 = distinct !DILexicalBlock(scope: !80, file: !1, line: 16, column: 11)
!102 = !DILocation(line: 16, column: 24, scope: !101, inlinedAt: !84)
!103 = !DILocation(line: 16, column: 19, scope: !101, inlinedAt: !84)
!104 = !DILocation(line: 16, column: 29, scope: !101, inlinedAt: !84)
!105 = !DILocation(line: 16, column: 11, scope: !80, inlinedAt: !84)
!106 = distinct !{!106, !94, !107, !108, !109}
!107 = !DILocation(line: 18, column: 5, scope: !78, inlinedAt: !84)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !{!"llvm.loop.isvectorized", i32 1}
!110 = !DILocation(line: 19, column: 5, scope: !76, inlinedAt: !84)
!111 = !DILocation(line: 19, column: 14, scope: !76, inlinedAt: !84)
!112 = distinct !{!112, !88, !89, !113}
!113 = !{!"llvm.loop.parallel_accesses", !90}
!114 = !DILocation(line: 0, scope: !80, inlinedAt: !84)
!115 = distinct !{!115, !94, !107, !108, !116, !109}
!116 = !{!"llvm.loop.unroll.runtime.disable"}
!117 = !{!118}
!118 = !{i64 2, i64 -1, i64 -1, i1 true}
!119 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !120, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!4, !4, !5}
!122 = !{!123, !124, !125, !126, !127, !128, !129, !130, !132, !133, !134, !136, !138, !140, !144, !145, !147}
!123 = !DILocalVariable(name: "argc", arg: 1, scope: !119, file: !1, line: 34, type: !4)
!124 = !DILocalVariable(name: "argv", arg: 2, scope: !119, file: !1, line: 34, type: !5)
!125 = !DILocalVariable(name: "n", scope: !119, file: !1, line: 36, type: !4)
!126 = !DILocalVariable(name: "px", scope: !119, file: !1, line: 37, type: !22)
!127 = !DILocalVariable(name: "py", scope: !119, file: !1, line: 37, type: !22)
!128 = !DILocalVariable(name: "close", scope: !119, file: !1, line: 38, type: !22)
!129 = !DILocalVariable(name: "m", scope: !119, file: !1, line: 39, type: !4)
!130 = !DILocalVariable(name: "L", scope: !119, file: !1, line: 40, type: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!132 = !DILocalVariable(name: "x", scope: !119, file: !1, line: 40, type: !131)
!133 = !DILocalVariable(name: "y", scope: !119, file: !1, line: 41, type: !131)
!134 = !DILocalVariable(name: "s", scope: !119, file: !1, line: 42, type: !135)
!135 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!136 = !DILocalVariable(name: "i", scope: !137, file: !1, line: 43, type: !4)
!137 = distinct !DILexicalBlock(scope: !119, file: !1, line: 43, column: 3)
!138 = !DILocalVariable(name: "i", scope: !139, file: !1, line: 49, type: !4)
!139 = distinct !DILexicalBlock(scope: !119, file: !1, line: 49, column: 3)
!140 = !DILocalVariable(name: "j", scope: !141, file: !1, line: 51, type: !4)
!141 = distinct !DILexicalBlock(scope: !142, file: !1, line: 51, column: 5)
!142 = distinct !DILexicalBlock(scope: !143, file: !1, line: 49, column: 31)
!143 = distinct !DILexicalBlock(scope: !139, file: !1, line: 49, column: 3)
!144 = !DILocalVariable(name: "c", scope: !119, file: !1, line: 56, type: !3)
!145 = !DILocalVariable(name: "i", scope: !146, file: !1, line: 57, type: !4)
!146 = distinct !DILexicalBlock(scope: !119, file: !1, line: 57, column: 3)
!147 = !DILocalVariable(name: "i", scope: !148, file: !1, line: 59, type: !4)
!148 = distinct !DILexicalBlock(scope: !119, file: !1, line: 59, column: 3)
!149 = !DILocation(line: 0, scope: !119)
!150 = !DILocation(line: 36, column: 16, scope: !119)
!151 = !DILocation(line: 36, column: 11, scope: !119)
!152 = !DILocation(line: 36, column: 27, scope: !119)
!153 = !DILocalVariable(name: "__nptr", arg: 1, scope: !154, file: !155, line: 362, type: !158)
!154 = distinct !DISubprogram(name: "atoi", scope: !155, file: !155, line: 362, type: !156, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !160)
!155 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!156 = !DISubroutineType(types: !157)
!157 = !{!4, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!160 = !{!153}
!161 = !DILocation(line: 0, scope: !154, inlinedAt: !162)
!162 = distinct !DILocation(line: 36, column: 22, scope: !119)
!163 = !DILocation(line: 364, column: 16, scope: !154, inlinedAt: !162)
!164 = !DILocation(line: 364, column: 10, scope: !154, inlinedAt: !162)
!165 = !DILocation(line: 37, column: 20, scope: !119)
!166 = !DILocation(line: 37, column: 22, scope: !119)
!167 = !DILocation(line: 37, column: 13, scope: !119)
!168 = !DILocation(line: 37, column: 44, scope: !119)
!169 = !DILocation(line: 38, column: 16, scope: !119)
!170 = !DILocation(line: 39, column: 13, scope: !119)
!171 = !DILocation(line: 40, column: 35, scope: !119)
!172 = !DILocation(line: 40, column: 33, scope: !119)
!173 = !DILocation(line: 40, column: 37, scope: !119)
!174 = !DILocation(line: 40, column: 13, scope: !119)
!175 = !DILocation(line: 40, column: 48, scope: !119)
!176 = !DILocation(line: 41, column: 13, scope: !119)
!177 = !DILocation(line: 0, scope: !137)
!178 = !DILocation(line: 43, column: 21, scope: !179)
!179 = distinct !DILexicalBlock(scope: !137, file: !1, line: 43, column: 3)
!180 = !DILocation(line: 43, column: 3, scope: !137)
!181 = !DILocation(line: 0, scope: !139)
!182 = !DILocation(line: 49, column: 21, scope: !143)
!183 = !DILocation(line: 49, column: 3, scope: !139)
!184 = !DILocation(line: 50, column: 14, scope: !142)
!185 = !DILocation(line: 50, column: 18, scope: !142)
!186 = !DILocation(line: 50, column: 12, scope: !142)
!187 = !DILocation(line: 50, column: 5, scope: !142)
!188 = !DILocation(line: 50, column: 10, scope: !142)
!189 = !{!190, !190, i64 0}
!190 = !{!"long", !32, i64 0}
!191 = !DILocation(line: 0, scope: !141)
!192 = !DILocation(line: 51, column: 5, scope: !141)
!193 = !DILocation(line: 51, column: 29, scope: !194)
!194 = distinct !DILexicalBlock(scope: !141, file: !1, line: 51, column: 5)
!195 = !DILocation(line: 52, column: 31, scope: !194)
!196 = !DILocation(line: 52, column: 36, scope: !194)
!197 = !DILocation(line: 52, column: 26, scope: !194)
!198 = distinct !{!198, !192, !199, !108, !109}
!199 = !DILocation(line: 52, column: 38, scope: !141)
!200 = !DILocation(line: 52, column: 21, scope: !194)
!201 = !DILocation(line: 52, column: 7, scope: !194)
!202 = !DILocation(line: 51, column: 23, scope: !194)
!203 = distinct !{!203, !192, !199, !108, !116, !109}
!204 = !DILocation(line: 49, column: 27, scope: !143)
!205 = distinct !{!205, !183, !206, !108}
!206 = !DILocation(line: 53, column: 3, scope: !139)
!207 = !DILocation(line: 44, column: 11, scope: !208)
!208 = distinct !DILexicalBlock(scope: !179, file: !1, line: 43, column: 31)
!209 = !DILocation(line: 44, column: 25, scope: !208)
!210 = !DILocation(line: 45, column: 16, scope: !208)
!211 = !DILocation(line: 45, column: 23, scope: !208)
!212 = !DILocation(line: 45, column: 5, scope: !208)
!213 = !DILocation(line: 45, column: 11, scope: !208)
!214 = !DILocation(line: 46, column: 11, scope: !208)
!215 = !DILocation(line: 46, column: 25, scope: !208)
!216 = !DILocation(line: 47, column: 16, scope: !208)
!217 = !DILocation(line: 47, column: 23, scope: !208)
!218 = !DILocation(line: 47, column: 5, scope: !208)
!219 = !DILocation(line: 47, column: 11, scope: !208)
!220 = !DILocation(line: 43, column: 27, scope: !179)
!221 = distinct !{!221, !180, !222, !108}
!222 = !DILocation(line: 48, column: 3, scope: !137)
!223 = !DILocation(line: 0, scope: !17, inlinedAt: !224)
!224 = distinct !DILocation(line: 54, column: 3, scope: !119)
!225 = !DILocation(line: 11, column: 1, scope: !17, inlinedAt: !224)
!226 = !DILocation(line: 21, column: 1, scope: !17, inlinedAt: !224)
!227 = !DILocation(line: 0, scope: !228, inlinedAt: !238)
!228 = distinct !DISubprogram(name: "trmv", scope: !1, file: !1, line: 23, type: !229, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !233)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !4, !231, !231, !131}
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!233 = !{!234, !235, !236, !237}
!234 = !DILocalVariable(name: "n", arg: 1, scope: !228, file: !1, line: 23, type: !4)
!235 = !DILocalVariable(name: "L", arg: 2, scope: !228, file: !1, line: 23, type: !231)
!236 = !DILocalVariable(name: "x", arg: 3, scope: !228, file: !1, line: 23, type: !231)
!237 = !DILocalVariable(name: "y", arg: 4, scope: !228, file: !1, line: 23, type: !131)
!238 = distinct !DILocation(line: 55, column: 3, scope: !119)
!239 = !DILocation(line: 25, column: 1, scope: !228, inlinedAt: !238)
!240 = !DILocation(line: 32, column: 1, scope: !228, inlinedAt: !238)
!241 = !DILocation(line: 0, scope: !146)
!242 = !DILocation(line: 57, column: 3, scope: !146)
!243 = !DILocation(line: 57, column: 21, scope: !244)
!244 = distinct !DILexicalBlock(scope: !146, file: !1, line: 57, column: 3)
!245 = !DILocation(line: 57, column: 27, scope: !244)
!246 = !DILocation(line: 58, column: 10, scope: !244)
!247 = !DILocation(line: 58, column: 7, scope: !244)
!248 = distinct !{!248, !242, !249, !108, !109}
!249 = !DILocation(line: 58, column: 17, scope: !146)
!250 = !DILocation(line: 0, scope: !148)
!251 = !DILocation(line: 59, column: 3, scope: !148)
!252 = !DILocation(line: 59, column: 21, scope: !253)
!253 = distinct !DILexicalBlock(scope: !148, file: !1, line: 59, column: 3)
!254 = distinct !{!254, !242, !249, !108, !116, !109}
!255 = !DILocation(line: 60, column: 10, scope: !253)
!256 = !DILocation(line: 60, column: 15, scope: !253)
!257 = !DILocation(line: 60, column: 7, scope: !253)
!258 = !DILocation(line: 61, column: 3, scope: !119)
!259 = !DILocation(line: 62, column: 3, scope: !119)
!260 = !DILocation(line: 62, column: 13, scope: !119)
!261 = !DILocation(line: 62, column: 23, scope: !119)
!262 = !DILocation(line: 62, column: 36, scope: !119)
!263 = !DILocation(line: 62, column: 45, scope: !119)
!264 = !DILocation(line: 62, column: 54, scope: !119)
!265 = !DILocation(line: 64, column: 1, scope: !119)
!266 = !DILocation(line: 59, column: 27, scope: !253)
!267 = distinct !{!267, !251, !268, !108}
!268 = !DILocation(line: 60, column: 17, scope: !148)
!269 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !1, file: !1, line: 25, type: !270, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !274)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !41, !41, !43, !272, !272, !273}
!272 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !231, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !131, size: 64)
!274 = !{!275, !276, !277, !278, !279, !280}
!275 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !269, type: !41, flags: DIFlagArtificial)
!276 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !269, type: !41, flags: DIFlagArtificial)
!277 = !DILocalVariable(name: "n", arg: 3, scope: !269, type: !43, flags: DIFlagArtificial)
!278 = !DILocalVariable(name: "L", arg: 4, scope: !269, type: !272, flags: DIFlagArtificial)
!279 = !DILocalVariable(name: "x", arg: 5, scope: !269, type: !272, flags: DIFlagArtificial)
!280 = !DILocalVariable(name: "y", arg: 6, scope: !269, type: !273, flags: DIFlagArtificial)
!281 = !DILocation(line: 0, scope: !269)
!282 = !{!283}
!283 = distinct !{!283, !284, !".omp_outlined._debug__.1: argument 0"}
!284 = distinct !{!284, !".omp_outlined._debug__.1"}
!285 = !DILocation(line: 25, column: 1, scope: !269)
!286 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !287, type: !41, flags: DIFlagArtificial)
!287 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !1, file: !1, line: 26, type: !270, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !288)
!288 = !{!286, !289, !290, !291, !292, !293, !294, !295, !295, !296, !297, !298, !299, !300, !296, !301, !303}
!289 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !287, type: !41, flags: DIFlagArtificial)
!290 = !DILocalVariable(name: "n", arg: 3, scope: !287, file: !1, line: 23, type: !43)
!291 = !DILocalVariable(name: "L", arg: 4, scope: !287, file: !1, line: 23, type: !272)
!292 = !DILocalVariable(name: "x", arg: 5, scope: !287, file: !1, line: 23, type: !272)
!293 = !DILocalVariable(name: "y", arg: 6, scope: !287, file: !1, line: 23, type: !273)
!294 = !DILocalVariable(name: ".omp.iv", scope: !287, type: !4, flags: DIFlagArtificial)
!295 = !DILocalVariable(name: ".capture_expr.", scope: !287, type: !4, flags: DIFlagArtificial)
!296 = !DILocalVariable(name: "i", scope: !287, type: !4, flags: DIFlagArtificial)
!297 = !DILocalVariable(name: ".omp.lb", scope: !287, type: !4, flags: DIFlagArtificial)
!298 = !DILocalVariable(name: ".omp.ub", scope: !287, type: !4, flags: DIFlagArtificial)
!299 = !DILocalVariable(name: ".omp.stride", scope: !287, type: !4, flags: DIFlagArtificial)
!300 = !DILocalVariable(name: ".omp.is_last", scope: !287, type: !4, flags: DIFlagArtificial)
!301 = !DILocalVariable(name: "s", scope: !302, file: !1, line: 27, type: !3)
!302 = distinct !DILexicalBlock(scope: !287, file: !1, line: 26, column: 31)
!303 = !DILocalVariable(name: "j", scope: !304, file: !1, line: 28, type: !4)
!304 = distinct !DILexicalBlock(scope: !302, file: !1, line: 28, column: 5)
!305 = !DILocation(line: 0, scope: !287, inlinedAt: !306)
!306 = distinct !DILocation(line: 25, column: 1, scope: !269)
!307 = !DILocation(line: 26, column: 23, scope: !287, inlinedAt: !306)
!308 = !DILocation(line: 26, column: 3, scope: !287, inlinedAt: !306)
!309 = !DILocation(line: 26, column: 8, scope: !287, inlinedAt: !306)
!310 = distinct !{!310, !311, !312}
!311 = !DILocation(line: 25, column: 1, scope: !287, inlinedAt: !306)
!312 = !DILocation(line: 25, column: 45, scope: !287, inlinedAt: !306)
!313 = distinct !{}
!314 = !DILocation(line: 0, scope: !304, inlinedAt: !306)
!315 = !DILocation(line: 0, scope: !302, inlinedAt: !306)
!316 = !DILocation(line: 28, column: 23, scope: !317, inlinedAt: !306)
!317 = distinct !DILexicalBlock(scope: !304, file: !1, line: 28, column: 5)
!318 = !DILocation(line: 28, column: 5, scope: !304, inlinedAt: !306)
!319 = !DILocation(line: 28, column: 30, scope: !317, inlinedAt: !306)
!320 = !DILocation(line: 29, column: 12, scope: !317, inlinedAt: !306)
!321 = !DILocation(line: 29, column: 33, scope: !317, inlinedAt: !306)
!322 = !DILocation(line: 29, column: 31, scope: !317, inlinedAt: !306)
!323 = !DILocation(line: 29, column: 9, scope: !317, inlinedAt: !306)
!324 = distinct !{!324, !318, !325, !108, !109}
!325 = !DILocation(line: 29, column: 36, scope: !304, inlinedAt: !306)
!326 = !DILocation(line: 30, column: 5, scope: !302, inlinedAt: !306)
!327 = !DILocation(line: 30, column: 10, scope: !302, inlinedAt: !306)
!328 = distinct !{!328, !311, !312, !329}
!329 = !{!"llvm.loop.parallel_accesses", !313}
!330 = !DILocation(line: 29, column: 26, scope: !317, inlinedAt: !306)
!331 = distinct !{!331, !318, !325, !108, !116, !109}
