; ModuleID = 'graph_bfs.c'
source_filename = "graph_bfs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"maxd %d sum %ld level1 %d level3 %d\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @kernel_bfs(i32 noundef %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i32 noundef %3, i32* nocapture noundef %4, i32* nocapture noundef %5) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %1, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %2, metadata !28, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %3, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %5, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !45
  %7 = icmp sgt i32 %0, 0, !dbg !46
  br i1 %7, label %8, label %12, !dbg !48

8:                                                ; preds = %6
  %9 = bitcast i32* %4 to i8*, !dbg !46
  %10 = zext i32 %0 to i64, !dbg !48
  %11 = shl nuw nsw i64 %10, 2, !dbg !48
  call void @llvm.memset.p0i8.i64(i8* align 4 %9, i8 -1, i64 %11, i1 false), !dbg !49, !tbaa !50
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !45
  br label %12, !dbg !54

12:                                               ; preds = %8, %6
  %13 = sext i32 %3 to i64, !dbg !54
  %14 = getelementptr inbounds i32, i32* %4, i64 %13, !dbg !54
  store i32 0, i32* %14, align 4, !dbg !55, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !44
  store i32 %3, i32* %5, align 4, !dbg !56, !tbaa !50
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !44
  br label %23, !dbg !57

15:                                               ; preds = %60, %23
  %16 = phi i32 [ %27, %23 ], [ %62, %60 ], !dbg !44
  %17 = phi i32 [ %26, %23 ], [ %63, %60 ], !dbg !44
  call void @llvm.dbg.value(metadata i64 %28, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %17, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %16, metadata !34, metadata !DIExpression()), !dbg !44
  %18 = sext i32 %17 to i64, !dbg !58
  %19 = icmp slt i64 %28, %18, !dbg !58
  br i1 %19, label %20, label %67, !dbg !57, !llvm.loop !59

20:                                               ; preds = %15
  %21 = getelementptr inbounds i32, i32* %5, i64 %28
  %22 = load i32, i32* %21, align 4, !dbg !62, !tbaa !50
  br label %23, !dbg !57

23:                                               ; preds = %20, %12
  %24 = phi i32 [ %3, %12 ], [ %22, %20 ], !dbg !62
  %25 = phi i64 [ 0, %12 ], [ %28, %20 ]
  %26 = phi i32 [ 1, %12 ], [ %17, %20 ]
  %27 = phi i32 [ 0, %12 ], [ %16, %20 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %26, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %27, metadata !34, metadata !DIExpression()), !dbg !44
  %28 = add nuw nsw i64 %25, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %28, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %24, metadata !37, metadata !DIExpression()), !dbg !64
  %29 = sext i32 %24 to i64, !dbg !65
  %30 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !65
  %31 = load i32, i32* %30, align 4, !dbg !65, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %31, metadata !39, metadata !DIExpression()), !dbg !66
  %32 = add nsw i32 %24, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %1, i64 %33
  %35 = load i32, i32* %34, align 4, !dbg !67, !tbaa !50
  %36 = icmp slt i32 %31, %35, !dbg !68
  br i1 %36, label %37, label %15, !dbg !69

37:                                               ; preds = %23
  %38 = getelementptr inbounds i32, i32* %4, i64 %29
  %39 = sext i32 %31 to i64, !dbg !69
  br label %40, !dbg !69

40:                                               ; preds = %37, %60
  %41 = phi i32 [ %35, %37 ], [ %61, %60 ]
  %42 = phi i64 [ %39, %37 ], [ %64, %60 ]
  %43 = phi i32 [ %26, %37 ], [ %63, %60 ]
  %44 = phi i32 [ %27, %37 ], [ %62, %60 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !39, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i32 %43, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %44, metadata !34, metadata !DIExpression()), !dbg !44
  %45 = getelementptr inbounds i32, i32* %2, i64 %42, !dbg !70
  %46 = load i32, i32* %45, align 4, !dbg !70, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %46, metadata !41, metadata !DIExpression()), !dbg !71
  %47 = sext i32 %46 to i64, !dbg !72
  %48 = getelementptr inbounds i32, i32* %4, i64 %47, !dbg !72
  %49 = load i32, i32* %48, align 4, !dbg !72, !tbaa !50
  %50 = icmp slt i32 %49, 0, !dbg !74
  br i1 %50, label %51, label %60, !dbg !75

51:                                               ; preds = %40
  %52 = load i32, i32* %38, align 4, !dbg !76, !tbaa !50
  %53 = add nsw i32 %52, 1, !dbg !78
  store i32 %53, i32* %48, align 4, !dbg !79, !tbaa !50
  %54 = icmp slt i32 %52, %44, !dbg !80
  %55 = select i1 %54, i32 %44, i32 %53, !dbg !82
  call void @llvm.dbg.value(metadata i32 %55, metadata !34, metadata !DIExpression()), !dbg !44
  %56 = add nsw i32 %43, 1, !dbg !83
  call void @llvm.dbg.value(metadata i32 %56, metadata !33, metadata !DIExpression()), !dbg !44
  %57 = sext i32 %43 to i64, !dbg !84
  %58 = getelementptr inbounds i32, i32* %5, i64 %57, !dbg !84
  store i32 %46, i32* %58, align 4, !dbg !85, !tbaa !50
  %59 = load i32, i32* %34, align 4, !dbg !67, !tbaa !50
  br label %60, !dbg !86

60:                                               ; preds = %51, %40
  %61 = phi i32 [ %59, %51 ], [ %41, %40 ], !dbg !67
  %62 = phi i32 [ %55, %51 ], [ %44, %40 ], !dbg !44
  %63 = phi i32 [ %56, %51 ], [ %43, %40 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %63, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %62, metadata !34, metadata !DIExpression()), !dbg !44
  %64 = add nsw i64 %42, 1, !dbg !87
  call void @llvm.dbg.value(metadata i64 %64, metadata !39, metadata !DIExpression()), !dbg !66
  %65 = sext i32 %61 to i64, !dbg !68
  %66 = icmp slt i64 %64, %65, !dbg !68
  br i1 %66, label %40, label %15, !dbg !69, !llvm.loop !88

67:                                               ; preds = %15
  ret i32 %16, !dbg !90
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !91 {
  %3 = alloca [64 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !95, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i8** %1, metadata !96, metadata !DIExpression()), !dbg !119
  %4 = icmp sgt i32 %0, 1, !dbg !120
  br i1 %4, label %5, label %16, !dbg !121

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !122
  %7 = load i8*, i8** %6, align 8, !dbg !122, !tbaa !123
  call void @llvm.dbg.value(metadata i8* %7, metadata !125, metadata !DIExpression()) #10, !dbg !133
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #10, !dbg !135
  %9 = trunc i64 %8 to i32, !dbg !136
  call void @llvm.dbg.value(metadata i32 %9, metadata !97, metadata !DIExpression()), !dbg !119
  %10 = icmp eq i32 %0, 2, !dbg !137
  br i1 %10, label %16, label %11, !dbg !138

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !139
  %13 = load i8*, i8** %12, align 8, !dbg !139, !tbaa !123
  call void @llvm.dbg.value(metadata i8* %13, metadata !125, metadata !DIExpression()) #10, !dbg !140
  %14 = tail call i64 @strtol(i8* nocapture noundef nonnull %13, i8** noundef null, i32 noundef 10) #10, !dbg !142
  %15 = trunc i64 %14 to i32, !dbg !143
  br label %16, !dbg !138

16:                                               ; preds = %2, %5, %11
  %17 = phi i32 [ %9, %11 ], [ %9, %5 ], [ 20000, %2 ]
  %18 = phi i32 [ %15, %11 ], [ 4, %5 ], [ 4, %2 ], !dbg !138
  call void @llvm.dbg.value(metadata i32 %18, metadata !98, metadata !DIExpression()), !dbg !119
  %19 = add nsw i32 %17, 1, !dbg !144
  %20 = sext i32 %19 to i64, !dbg !145
  %21 = shl nsw i64 %20, 2, !dbg !146
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #10, !dbg !147
  %23 = bitcast i8* %22 to i32*, !dbg !147
  call void @llvm.dbg.value(metadata i32* %23, metadata !99, metadata !DIExpression()), !dbg !119
  %24 = sext i32 %17 to i64, !dbg !148
  %25 = sext i32 %18 to i64, !dbg !149
  %26 = shl nsw i64 %24, 2, !dbg !150
  %27 = mul i64 %26, %25, !dbg !151
  %28 = tail call noalias i8* @malloc(i64 noundef %27) #10, !dbg !152
  %29 = bitcast i8* %28 to i32*, !dbg !152
  call void @llvm.dbg.value(metadata i32* %29, metadata !100, metadata !DIExpression()), !dbg !119
  %30 = tail call noalias i8* @malloc(i64 noundef %26) #10, !dbg !153
  %31 = bitcast i8* %30 to i32*, !dbg !153
  call void @llvm.dbg.value(metadata i32* %31, metadata !101, metadata !DIExpression()), !dbg !119
  %32 = tail call noalias i8* @malloc(i64 noundef %26) #10, !dbg !154
  %33 = bitcast i8* %32 to i32*, !dbg !154
  call void @llvm.dbg.value(metadata i32* %33, metadata !102, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 3, metadata !103, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !155
  %34 = icmp sgt i32 %17, 0, !dbg !156
  br i1 %34, label %38, label %35, !dbg !157

35:                                               ; preds = %16
  %36 = mul nsw i32 %18, %17, !dbg !158
  %37 = getelementptr inbounds i32, i32* %23, i64 %24, !dbg !159
  store i32 %36, i32* %37, align 4, !dbg !160, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %9, metadata !26, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %23, metadata !27, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %29, metadata !28, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %31, metadata !30, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %33, metadata !31, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()) #10, !dbg !163
  br label %116, !dbg !164

38:                                               ; preds = %16
  %39 = icmp sgt i32 %18, 1
  %40 = zext i32 %17 to i64, !dbg !157
  br i1 %39, label %46, label %41, !dbg !165

41:                                               ; preds = %38
  %42 = and i64 %40, 1, !dbg !157
  %43 = icmp eq i32 %17, 1, !dbg !157
  br i1 %43, label %98, label %44, !dbg !157

44:                                               ; preds = %41
  %45 = and i64 %40, 4294967294, !dbg !157
  br label %174, !dbg !157

46:                                               ; preds = %38
  %47 = zext i32 %18 to i64
  %48 = add nsw i64 %47, -1, !dbg !157
  %49 = and i64 %48, 1
  %50 = icmp eq i32 %18, 2
  %51 = and i64 %48, -2
  %52 = icmp eq i64 %49, 0
  br label %53, !dbg !157

53:                                               ; preds = %46, %95
  %54 = phi i64 [ 0, %46 ], [ %59, %95 ]
  %55 = phi i32 [ 3, %46 ], [ %96, %95 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 %55, metadata !103, metadata !DIExpression()), !dbg !119
  %56 = mul nsw i64 %54, %25, !dbg !166
  %57 = getelementptr inbounds i32, i32* %23, i64 %54, !dbg !167
  %58 = trunc i64 %56 to i32, !dbg !168
  store i32 %58, i32* %57, align 4, !dbg !168, !tbaa !50
  %59 = add nuw nsw i64 %54, 1, !dbg !169
  %60 = icmp eq i64 %59, %40
  %61 = trunc i64 %59 to i32
  %62 = select i1 %60, i32 0, i32 %61
  %63 = getelementptr inbounds i32, i32* %29, i64 %56, !dbg !170
  store i32 %62, i32* %63, align 4, !dbg !171, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !106, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %55, metadata !103, metadata !DIExpression()), !dbg !119
  br i1 %50, label %84, label %64, !dbg !165

64:                                               ; preds = %53, %64
  %65 = phi i64 [ %81, %64 ], [ 1, %53 ]
  %66 = phi i32 [ %76, %64 ], [ %55, %53 ]
  %67 = phi i64 [ %82, %64 ], [ 0, %53 ]
  call void @llvm.dbg.value(metadata i64 %65, metadata !106, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %66, metadata !103, metadata !DIExpression()), !dbg !119
  %68 = mul i32 %66, 1103515245, !dbg !173
  %69 = add i32 %68, 12345, !dbg !176
  call void @llvm.dbg.value(metadata i32 %69, metadata !103, metadata !DIExpression()), !dbg !119
  %70 = lshr i32 %69, 8, !dbg !177
  %71 = urem i32 %70, %17, !dbg !178
  %72 = add nsw i64 %65, %56, !dbg !179
  %73 = getelementptr inbounds i32, i32* %29, i64 %72, !dbg !180
  store i32 %71, i32* %73, align 4, !dbg !181, !tbaa !50
  %74 = add nuw nsw i64 %65, 1, !dbg !182
  call void @llvm.dbg.value(metadata i64 %74, metadata !106, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 %74, metadata !106, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %69, metadata !103, metadata !DIExpression()), !dbg !119
  %75 = mul i32 %69, 1103515245, !dbg !173
  %76 = add i32 %75, 12345, !dbg !176
  call void @llvm.dbg.value(metadata i32 %76, metadata !103, metadata !DIExpression()), !dbg !119
  %77 = lshr i32 %76, 8, !dbg !177
  %78 = urem i32 %77, %17, !dbg !178
  %79 = add nsw i64 %74, %56, !dbg !179
  %80 = getelementptr inbounds i32, i32* %29, i64 %79, !dbg !180
  store i32 %78, i32* %80, align 4, !dbg !181, !tbaa !50
  %81 = add nuw nsw i64 %65, 2, !dbg !182
  call void @llvm.dbg.value(metadata i64 %81, metadata !106, metadata !DIExpression()), !dbg !172
  %82 = add i64 %67, 2, !dbg !165
  %83 = icmp eq i64 %82, %51, !dbg !165
  br i1 %83, label %84, label %64, !dbg !165, !llvm.loop !183

84:                                               ; preds = %64, %53
  %85 = phi i32 [ undef, %53 ], [ %76, %64 ]
  %86 = phi i64 [ 1, %53 ], [ %81, %64 ]
  %87 = phi i32 [ %55, %53 ], [ %76, %64 ]
  br i1 %52, label %95, label %88, !dbg !165

88:                                               ; preds = %84
  call void @llvm.dbg.value(metadata i64 %86, metadata !106, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i32 %87, metadata !103, metadata !DIExpression()), !dbg !119
  %89 = mul i32 %87, 1103515245, !dbg !173
  %90 = add i32 %89, 12345, !dbg !176
  call void @llvm.dbg.value(metadata i32 %90, metadata !103, metadata !DIExpression()), !dbg !119
  %91 = lshr i32 %90, 8, !dbg !177
  %92 = urem i32 %91, %17, !dbg !178
  %93 = add nsw i64 %86, %56, !dbg !179
  %94 = getelementptr inbounds i32, i32* %29, i64 %93, !dbg !180
  store i32 %92, i32* %94, align 4, !dbg !181, !tbaa !50
  call void @llvm.dbg.value(metadata i64 %86, metadata !106, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !172
  br label %95, !dbg !156

95:                                               ; preds = %84, %88
  %96 = phi i32 [ %85, %84 ], [ %90, %88 ], !dbg !176
  call void @llvm.dbg.value(metadata i64 %59, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 undef, metadata !103, metadata !DIExpression()), !dbg !119
  %97 = icmp eq i64 %59, %40, !dbg !156
  br i1 %97, label %110, label %53, !dbg !157, !llvm.loop !185

98:                                               ; preds = %174, %41
  %99 = phi i64 [ 0, %41 ], [ %188, %174 ]
  %100 = icmp eq i64 %42, 0, !dbg !157
  br i1 %100, label %110, label %101, !dbg !157

101:                                              ; preds = %98
  call void @llvm.dbg.value(metadata i64 %99, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 undef, metadata !103, metadata !DIExpression()), !dbg !119
  %102 = mul nsw i64 %99, %25, !dbg !166
  %103 = getelementptr inbounds i32, i32* %23, i64 %99, !dbg !167
  %104 = trunc i64 %102 to i32, !dbg !168
  store i32 %104, i32* %103, align 4, !dbg !168, !tbaa !50
  %105 = add nuw nsw i64 %99, 1, !dbg !169
  %106 = icmp eq i64 %105, %40
  %107 = trunc i64 %105 to i32
  %108 = select i1 %106, i32 0, i32 %107
  %109 = getelementptr inbounds i32, i32* %29, i64 %102, !dbg !170
  store i32 %108, i32* %109, align 4, !dbg !171, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !106, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 %105, metadata !104, metadata !DIExpression()), !dbg !155
  br label %110, !dbg !158

110:                                              ; preds = %101, %98, %95
  %111 = mul nsw i32 %18, %17, !dbg !158
  %112 = getelementptr inbounds i32, i32* %23, i64 %24, !dbg !159
  store i32 %111, i32* %112, align 4, !dbg !160, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %9, metadata !26, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %23, metadata !27, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %29, metadata !28, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %31, metadata !30, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %33, metadata !31, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()) #10, !dbg !163
  br i1 %34, label %113, label %116, !dbg !164

113:                                              ; preds = %110
  %114 = zext i32 %17 to i64, !dbg !164
  %115 = shl nuw nsw i64 %114, 2, !dbg !164
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %30, i8 -1, i64 %115, i1 false) #10, !dbg !187, !tbaa !50
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !163
  br label %116, !dbg !188

116:                                              ; preds = %35, %113, %110
  store i32 0, i32* %31, align 4, !dbg !189, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()) #10, !dbg !161
  store i32 0, i32* %33, align 4, !dbg !190, !tbaa !50
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()) #10, !dbg !161
  br label %125, !dbg !191

117:                                              ; preds = %161, %125
  %118 = phi i32 [ %129, %125 ], [ %162, %161 ], !dbg !161
  %119 = phi i32 [ %128, %125 ], [ %163, %161 ], !dbg !161
  call void @llvm.dbg.value(metadata i64 %130, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %119, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %118, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %120 = sext i32 %119 to i64, !dbg !192
  %121 = icmp slt i64 %130, %120, !dbg !192
  br i1 %121, label %122, label %166, !dbg !191, !llvm.loop !193

122:                                              ; preds = %117
  %123 = getelementptr inbounds i32, i32* %33, i64 %130
  %124 = load i32, i32* %123, align 4, !dbg !195, !tbaa !50
  br label %125, !dbg !191

125:                                              ; preds = %122, %116
  %126 = phi i32 [ 0, %116 ], [ %124, %122 ], !dbg !195
  %127 = phi i64 [ 0, %116 ], [ %130, %122 ]
  %128 = phi i32 [ 1, %116 ], [ %119, %122 ]
  %129 = phi i32 [ 0, %116 ], [ %118, %122 ]
  call void @llvm.dbg.value(metadata i64 %127, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %128, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %129, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %130 = add nuw nsw i64 %127, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %130, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %126, metadata !37, metadata !DIExpression()) #10, !dbg !197
  %131 = sext i32 %126 to i64, !dbg !198
  %132 = getelementptr inbounds i32, i32* %23, i64 %131, !dbg !198
  %133 = load i32, i32* %132, align 4, !dbg !198, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %133, metadata !39, metadata !DIExpression()) #10, !dbg !199
  %134 = add nsw i32 %126, 1
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i32, i32* %23, i64 %135
  %137 = load i32, i32* %136, align 4, !dbg !200, !tbaa !50
  %138 = icmp slt i32 %133, %137, !dbg !201
  br i1 %138, label %139, label %117, !dbg !202

139:                                              ; preds = %125
  %140 = getelementptr inbounds i32, i32* %31, i64 %131
  %141 = sext i32 %133 to i64, !dbg !202
  %142 = sext i32 %137 to i64
  br label %143, !dbg !202

143:                                              ; preds = %161, %139
  %144 = phi i64 [ %141, %139 ], [ %164, %161 ]
  %145 = phi i32 [ %128, %139 ], [ %163, %161 ]
  %146 = phi i32 [ %129, %139 ], [ %162, %161 ]
  call void @llvm.dbg.value(metadata i64 %144, metadata !39, metadata !DIExpression()) #10, !dbg !199
  call void @llvm.dbg.value(metadata i32 %145, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %146, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %147 = getelementptr inbounds i32, i32* %29, i64 %144, !dbg !203
  %148 = load i32, i32* %147, align 4, !dbg !203, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %148, metadata !41, metadata !DIExpression()) #10, !dbg !204
  %149 = sext i32 %148 to i64, !dbg !205
  %150 = getelementptr inbounds i32, i32* %31, i64 %149, !dbg !205
  %151 = load i32, i32* %150, align 4, !dbg !205, !tbaa !50
  %152 = icmp slt i32 %151, 0, !dbg !206
  br i1 %152, label %153, label %161, !dbg !207

153:                                              ; preds = %143
  %154 = load i32, i32* %140, align 4, !dbg !208, !tbaa !50
  %155 = add nsw i32 %154, 1, !dbg !209
  store i32 %155, i32* %150, align 4, !dbg !210, !tbaa !50
  %156 = icmp slt i32 %154, %146, !dbg !211
  %157 = select i1 %156, i32 %146, i32 %155, !dbg !212
  call void @llvm.dbg.value(metadata i32 %157, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %158 = add nsw i32 %145, 1, !dbg !213
  call void @llvm.dbg.value(metadata i32 %158, metadata !33, metadata !DIExpression()) #10, !dbg !161
  %159 = sext i32 %145 to i64, !dbg !214
  %160 = getelementptr inbounds i32, i32* %33, i64 %159, !dbg !214
  store i32 %148, i32* %160, align 4, !dbg !215, !tbaa !50
  br label %161, !dbg !216

161:                                              ; preds = %153, %143
  %162 = phi i32 [ %157, %153 ], [ %146, %143 ], !dbg !161
  %163 = phi i32 [ %158, %153 ], [ %145, %143 ], !dbg !161
  call void @llvm.dbg.value(metadata i32 %163, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %162, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %164 = add nsw i64 %144, 1, !dbg !217
  call void @llvm.dbg.value(metadata i64 %164, metadata !39, metadata !DIExpression()) #10, !dbg !199
  %165 = icmp eq i64 %164, %142, !dbg !201
  br i1 %165, label %117, label %143, !dbg !202, !llvm.loop !218

166:                                              ; preds = %117
  call void @llvm.dbg.value(metadata i32 %118, metadata !110, metadata !DIExpression()), !dbg !119
  %167 = bitcast [64 x i32]* %3 to i8*, !dbg !220
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %167) #10, !dbg !220
  call void @llvm.dbg.declare(metadata [64 x i32]* %3, metadata !111, metadata !DIExpression()), !dbg !221
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %167, i8 0, i64 256, i1 false), !dbg !221
  call void @llvm.dbg.value(metadata i64 0, metadata !115, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !222
  br i1 %34, label %168, label %216, !dbg !223

168:                                              ; preds = %166
  %169 = zext i32 %17 to i64, !dbg !224
  %170 = and i64 %169, 1, !dbg !223
  %171 = icmp eq i32 %17, 1, !dbg !223
  br i1 %171, label %195, label %172, !dbg !223

172:                                              ; preds = %168
  %173 = and i64 %169, 4294967294, !dbg !223
  br label %221, !dbg !223

174:                                              ; preds = %174, %44
  %175 = phi i64 [ 0, %44 ], [ %188, %174 ]
  %176 = phi i64 [ 0, %44 ], [ %193, %174 ]
  call void @llvm.dbg.value(metadata i64 %175, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 undef, metadata !103, metadata !DIExpression()), !dbg !119
  %177 = mul nsw i64 %175, %25, !dbg !166
  %178 = getelementptr inbounds i32, i32* %23, i64 %175, !dbg !167
  %179 = trunc i64 %177 to i32, !dbg !168
  store i32 %179, i32* %178, align 4, !dbg !168, !tbaa !50
  %180 = or i64 %175, 1, !dbg !169
  %181 = icmp eq i64 %180, %40
  %182 = trunc i64 %180 to i32
  %183 = select i1 %181, i32 0, i32 %182
  %184 = getelementptr inbounds i32, i32* %29, i64 %177, !dbg !170
  store i32 %183, i32* %184, align 4, !dbg !171, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !106, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 %180, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i64 %180, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 undef, metadata !103, metadata !DIExpression()), !dbg !119
  %185 = mul nsw i64 %180, %25, !dbg !166
  %186 = getelementptr inbounds i32, i32* %23, i64 %180, !dbg !167
  %187 = trunc i64 %185 to i32, !dbg !168
  store i32 %187, i32* %186, align 4, !dbg !168, !tbaa !50
  %188 = add nuw nsw i64 %175, 2, !dbg !169
  %189 = icmp eq i64 %188, %40
  %190 = trunc i64 %188 to i32
  %191 = select i1 %189, i32 0, i32 %190
  %192 = getelementptr inbounds i32, i32* %29, i64 %185, !dbg !170
  store i32 %191, i32* %192, align 4, !dbg !171, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !106, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.value(metadata i64 %188, metadata !104, metadata !DIExpression()), !dbg !155
  %193 = add i64 %176, 2, !dbg !157
  %194 = icmp eq i64 %193, %45, !dbg !157
  br i1 %194, label %98, label %174, !dbg !157, !llvm.loop !185

195:                                              ; preds = %245, %168
  %196 = phi i64 [ undef, %168 ], [ %239, %245 ]
  %197 = phi i64 [ 0, %168 ], [ %246, %245 ]
  %198 = phi i64 [ 0, %168 ], [ %239, %245 ]
  %199 = icmp eq i64 %170, 0, !dbg !226
  br i1 %199, label %210, label %200, !dbg !226

200:                                              ; preds = %195
  call void @llvm.dbg.value(metadata i64 %197, metadata !117, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i64 %198, metadata !115, metadata !DIExpression()), !dbg !119
  %201 = getelementptr inbounds i32, i32* %31, i64 %197, !dbg !229
  %202 = load i32, i32* %201, align 4, !dbg !229, !tbaa !50
  %203 = sext i32 %202 to i64, !dbg !229
  %204 = add nsw i64 %198, %203, !dbg !230
  call void @llvm.dbg.value(metadata i64 %204, metadata !115, metadata !DIExpression()), !dbg !119
  %205 = icmp ult i32 %202, 64, !dbg !226
  br i1 %205, label %206, label %210, !dbg !226

206:                                              ; preds = %200
  %207 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %203, !dbg !231
  %208 = load i32, i32* %207, align 4, !dbg !232, !tbaa !50
  %209 = add nsw i32 %208, 1, !dbg !232
  store i32 %209, i32* %207, align 4, !dbg !232, !tbaa !50
  br label %210, !dbg !231

210:                                              ; preds = %200, %206, %195
  %211 = phi i64 [ %196, %195 ], [ %204, %206 ], [ %204, %200 ], !dbg !230
  %212 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 1
  %213 = load i32, i32* %212, align 4, !dbg !233, !tbaa !50
  %214 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 3
  %215 = load i32, i32* %214, align 4, !dbg !234, !tbaa !50
  br label %216, !dbg !233

216:                                              ; preds = %210, %166
  %217 = phi i32 [ 0, %166 ], [ %215, %210 ], !dbg !234
  %218 = phi i32 [ 0, %166 ], [ %213, %210 ], !dbg !233
  %219 = phi i64 [ 0, %166 ], [ %211, %210 ], !dbg !119
  %220 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %118, i64 noundef %219, i32 noundef %218, i32 noundef %217), !dbg !235
  tail call void @free(i8* noundef %22) #10, !dbg !236
  tail call void @free(i8* noundef %28) #10, !dbg !237
  tail call void @free(i8* noundef %30) #10, !dbg !238
  tail call void @free(i8* noundef %32) #10, !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %167) #10, !dbg !240
  ret i32 0, !dbg !240

221:                                              ; preds = %245, %172
  %222 = phi i64 [ 0, %172 ], [ %246, %245 ]
  %223 = phi i64 [ 0, %172 ], [ %239, %245 ]
  %224 = phi i64 [ 0, %172 ], [ %247, %245 ]
  call void @llvm.dbg.value(metadata i64 %222, metadata !117, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i64 %223, metadata !115, metadata !DIExpression()), !dbg !119
  %225 = getelementptr inbounds i32, i32* %31, i64 %222, !dbg !229
  %226 = load i32, i32* %225, align 4, !dbg !229, !tbaa !50
  %227 = sext i32 %226 to i64, !dbg !229
  %228 = add nsw i64 %223, %227, !dbg !230
  call void @llvm.dbg.value(metadata i64 %228, metadata !115, metadata !DIExpression()), !dbg !119
  %229 = icmp ult i32 %226, 64, !dbg !226
  br i1 %229, label %230, label %234, !dbg !226

230:                                              ; preds = %221
  %231 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %227, !dbg !231
  %232 = load i32, i32* %231, align 4, !dbg !232, !tbaa !50
  %233 = add nsw i32 %232, 1, !dbg !232
  store i32 %233, i32* %231, align 4, !dbg !232, !tbaa !50
  br label %234, !dbg !231

234:                                              ; preds = %221, %230
  %235 = or i64 %222, 1, !dbg !241
  call void @llvm.dbg.value(metadata i64 %235, metadata !117, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i64 %228, metadata !115, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i64 %235, metadata !117, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i64 %228, metadata !115, metadata !DIExpression()), !dbg !119
  %236 = getelementptr inbounds i32, i32* %31, i64 %235, !dbg !229
  %237 = load i32, i32* %236, align 4, !dbg !229, !tbaa !50
  %238 = sext i32 %237 to i64, !dbg !229
  %239 = add nsw i64 %228, %238, !dbg !230
  call void @llvm.dbg.value(metadata i64 %239, metadata !115, metadata !DIExpression()), !dbg !119
  %240 = icmp ult i32 %237, 64, !dbg !226
  br i1 %240, label %241, label %245, !dbg !226

241:                                              ; preds = %234
  %242 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %238, !dbg !231
  %243 = load i32, i32* %242, align 4, !dbg !232, !tbaa !50
  %244 = add nsw i32 %243, 1, !dbg !232
  store i32 %244, i32* %242, align 4, !dbg !232, !tbaa !50
  br label %245, !dbg !231

245:                                              ; preds = %241, %234
  %246 = add nuw nsw i64 %222, 2, !dbg !241
  call void @llvm.dbg.value(metadata i64 %246, metadata !117, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i64 %239, metadata !115, metadata !DIExpression()), !dbg !119
  %247 = add i64 %224, 2, !dbg !223
  %248 = icmp eq i64 %247, %173, !dbg !223
  br i1 %248, label %195, label %221, !dbg !223, !llvm.loop !242
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "graph_bfs.c", directory: ".", checksumkind: CSK_MD5, checksum: "71f4f20e036c51febdb7412cfcebbb83")
!2 = !{!3, !6, !7, !8, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_bfs", scope: !1, file: !1, line: 7, type: !20, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!6, !6, !22, !22, !6, !24, !24}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!25 = !{!26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !37, !39, !41}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !1, line: 7, type: !6)
!27 = !DILocalVariable(name: "off", arg: 2, scope: !19, file: !1, line: 7, type: !22)
!28 = !DILocalVariable(name: "adj", arg: 3, scope: !19, file: !1, line: 7, type: !22)
!29 = !DILocalVariable(name: "src", arg: 4, scope: !19, file: !1, line: 7, type: !6)
!30 = !DILocalVariable(name: "dist", arg: 5, scope: !19, file: !1, line: 7, type: !24)
!31 = !DILocalVariable(name: "queue", arg: 6, scope: !19, file: !1, line: 8, type: !24)
!32 = !DILocalVariable(name: "head", scope: !19, file: !1, line: 10, type: !6)
!33 = !DILocalVariable(name: "tail", scope: !19, file: !1, line: 10, type: !6)
!34 = !DILocalVariable(name: "maxd", scope: !19, file: !1, line: 10, type: !6)
!35 = !DILocalVariable(name: "v", scope: !36, file: !1, line: 11, type: !6)
!36 = distinct !DILexicalBlock(scope: !19, file: !1, line: 11, column: 3)
!37 = !DILocalVariable(name: "v", scope: !38, file: !1, line: 16, type: !6)
!38 = distinct !DILexicalBlock(scope: !19, file: !1, line: 15, column: 23)
!39 = !DILocalVariable(name: "e", scope: !40, file: !1, line: 17, type: !6)
!40 = distinct !DILexicalBlock(scope: !38, file: !1, line: 17, column: 5)
!41 = !DILocalVariable(name: "w", scope: !42, file: !1, line: 18, type: !6)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 17, column: 47)
!43 = distinct !DILexicalBlock(scope: !40, file: !1, line: 17, column: 5)
!44 = !DILocation(line: 0, scope: !19)
!45 = !DILocation(line: 0, scope: !36)
!46 = !DILocation(line: 11, column: 21, scope: !47)
!47 = distinct !DILexicalBlock(scope: !36, file: !1, line: 11, column: 3)
!48 = !DILocation(line: 11, column: 3, scope: !36)
!49 = !DILocation(line: 12, column: 13, scope: !47)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 13, column: 3, scope: !19)
!55 = !DILocation(line: 13, column: 13, scope: !19)
!56 = !DILocation(line: 14, column: 17, scope: !19)
!57 = !DILocation(line: 15, column: 3, scope: !19)
!58 = !DILocation(line: 15, column: 15, scope: !19)
!59 = distinct !{!59, !57, !60, !61}
!60 = !DILocation(line: 26, column: 3, scope: !19)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 16, column: 13, scope: !38)
!63 = !DILocation(line: 16, column: 23, scope: !38)
!64 = !DILocation(line: 0, scope: !38)
!65 = !DILocation(line: 17, column: 18, scope: !40)
!66 = !DILocation(line: 0, scope: !40)
!67 = !DILocation(line: 17, column: 30, scope: !43)
!68 = !DILocation(line: 17, column: 28, scope: !43)
!69 = !DILocation(line: 17, column: 5, scope: !40)
!70 = !DILocation(line: 18, column: 15, scope: !42)
!71 = !DILocation(line: 0, scope: !42)
!72 = !DILocation(line: 19, column: 11, scope: !73)
!73 = distinct !DILexicalBlock(scope: !42, file: !1, line: 19, column: 11)
!74 = !DILocation(line: 19, column: 19, scope: !73)
!75 = !DILocation(line: 19, column: 11, scope: !42)
!76 = !DILocation(line: 20, column: 19, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !1, line: 19, column: 24)
!78 = !DILocation(line: 20, column: 27, scope: !77)
!79 = !DILocation(line: 20, column: 17, scope: !77)
!80 = !DILocation(line: 21, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 21, column: 13)
!82 = !DILocation(line: 21, column: 13, scope: !77)
!83 = !DILocation(line: 23, column: 19, scope: !77)
!84 = !DILocation(line: 23, column: 9, scope: !77)
!85 = !DILocation(line: 23, column: 23, scope: !77)
!86 = !DILocation(line: 24, column: 7, scope: !77)
!87 = !DILocation(line: 17, column: 43, scope: !43)
!88 = distinct !{!88, !69, !89, !61}
!89 = !DILocation(line: 25, column: 5, scope: !40)
!90 = !DILocation(line: 27, column: 3, scope: !19)
!91 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !92, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!6, !6, !8}
!94 = !{!95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !106, !110, !111, !115, !117}
!95 = !DILocalVariable(name: "argc", arg: 1, scope: !91, file: !1, line: 30, type: !6)
!96 = !DILocalVariable(name: "argv", arg: 2, scope: !91, file: !1, line: 30, type: !8)
!97 = !DILocalVariable(name: "n", scope: !91, file: !1, line: 32, type: !6)
!98 = !DILocalVariable(name: "deg", scope: !91, file: !1, line: 33, type: !6)
!99 = !DILocalVariable(name: "off", scope: !91, file: !1, line: 34, type: !24)
!100 = !DILocalVariable(name: "adj", scope: !91, file: !1, line: 35, type: !24)
!101 = !DILocalVariable(name: "dist", scope: !91, file: !1, line: 36, type: !24)
!102 = !DILocalVariable(name: "queue", scope: !91, file: !1, line: 37, type: !24)
!103 = !DILocalVariable(name: "s", scope: !91, file: !1, line: 38, type: !7)
!104 = !DILocalVariable(name: "v", scope: !105, file: !1, line: 40, type: !6)
!105 = distinct !DILexicalBlock(scope: !91, file: !1, line: 40, column: 3)
!106 = !DILocalVariable(name: "d", scope: !107, file: !1, line: 43, type: !6)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 43, column: 5)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 40, column: 31)
!109 = distinct !DILexicalBlock(scope: !105, file: !1, line: 40, column: 3)
!110 = !DILocalVariable(name: "maxd", scope: !91, file: !1, line: 49, type: !6)
!111 = !DILocalVariable(name: "hist", scope: !91, file: !1, line: 50, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 64)
!115 = !DILocalVariable(name: "sum", scope: !91, file: !1, line: 51, type: !116)
!116 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!117 = !DILocalVariable(name: "v", scope: !118, file: !1, line: 52, type: !6)
!118 = distinct !DILexicalBlock(scope: !91, file: !1, line: 52, column: 3)
!119 = !DILocation(line: 0, scope: !91)
!120 = !DILocation(line: 32, column: 16, scope: !91)
!121 = !DILocation(line: 32, column: 11, scope: !91)
!122 = !DILocation(line: 32, column: 27, scope: !91)
!123 = !{!124, !124, i64 0}
!124 = !{!"any pointer", !52, i64 0}
!125 = !DILocalVariable(name: "__nptr", arg: 1, scope: !126, file: !127, line: 362, type: !130)
!126 = distinct !DISubprogram(name: "atoi", scope: !127, file: !127, line: 362, type: !128, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !132)
!127 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!128 = !DISubroutineType(types: !129)
!129 = !{!6, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!132 = !{!125}
!133 = !DILocation(line: 0, scope: !126, inlinedAt: !134)
!134 = distinct !DILocation(line: 32, column: 22, scope: !91)
!135 = !DILocation(line: 364, column: 16, scope: !126, inlinedAt: !134)
!136 = !DILocation(line: 364, column: 10, scope: !126, inlinedAt: !134)
!137 = !DILocation(line: 33, column: 18, scope: !91)
!138 = !DILocation(line: 33, column: 13, scope: !91)
!139 = !DILocation(line: 33, column: 29, scope: !91)
!140 = !DILocation(line: 0, scope: !126, inlinedAt: !141)
!141 = distinct !DILocation(line: 33, column: 24, scope: !91)
!142 = !DILocation(line: 364, column: 16, scope: !126, inlinedAt: !141)
!143 = !DILocation(line: 364, column: 10, scope: !126, inlinedAt: !141)
!144 = !DILocation(line: 34, column: 24, scope: !91)
!145 = !DILocation(line: 34, column: 21, scope: !91)
!146 = !DILocation(line: 34, column: 29, scope: !91)
!147 = !DILocation(line: 34, column: 14, scope: !91)
!148 = !DILocation(line: 35, column: 21, scope: !91)
!149 = !DILocation(line: 35, column: 33, scope: !91)
!150 = !DILocation(line: 35, column: 31, scope: !91)
!151 = !DILocation(line: 35, column: 37, scope: !91)
!152 = !DILocation(line: 35, column: 14, scope: !91)
!153 = !DILocation(line: 36, column: 15, scope: !91)
!154 = !DILocation(line: 37, column: 16, scope: !91)
!155 = !DILocation(line: 0, scope: !105)
!156 = !DILocation(line: 40, column: 21, scope: !109)
!157 = !DILocation(line: 40, column: 3, scope: !105)
!158 = !DILocation(line: 48, column: 14, scope: !91)
!159 = !DILocation(line: 48, column: 3, scope: !91)
!160 = !DILocation(line: 48, column: 10, scope: !91)
!161 = !DILocation(line: 0, scope: !19, inlinedAt: !162)
!162 = distinct !DILocation(line: 49, column: 14, scope: !91)
!163 = !DILocation(line: 0, scope: !36, inlinedAt: !162)
!164 = !DILocation(line: 11, column: 3, scope: !36, inlinedAt: !162)
!165 = !DILocation(line: 43, column: 5, scope: !107)
!166 = !DILocation(line: 41, column: 16, scope: !108)
!167 = !DILocation(line: 41, column: 5, scope: !108)
!168 = !DILocation(line: 41, column: 12, scope: !108)
!169 = !DILocation(line: 42, column: 23, scope: !108)
!170 = !DILocation(line: 42, column: 5, scope: !108)
!171 = !DILocation(line: 42, column: 18, scope: !108)
!172 = !DILocation(line: 0, scope: !107)
!173 = !DILocation(line: 44, column: 13, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !1, line: 43, column: 35)
!175 = distinct !DILexicalBlock(scope: !107, file: !1, line: 43, column: 5)
!176 = !DILocation(line: 44, column: 27, scope: !174)
!177 = !DILocation(line: 45, column: 35, scope: !174)
!178 = !DILocation(line: 45, column: 41, scope: !174)
!179 = !DILocation(line: 45, column: 19, scope: !174)
!180 = !DILocation(line: 45, column: 7, scope: !174)
!181 = !DILocation(line: 45, column: 24, scope: !174)
!182 = !DILocation(line: 43, column: 31, scope: !175)
!183 = distinct !{!183, !165, !184, !61}
!184 = !DILocation(line: 46, column: 5, scope: !107)
!185 = distinct !{!185, !157, !186, !61}
!186 = !DILocation(line: 47, column: 3, scope: !105)
!187 = !DILocation(line: 12, column: 13, scope: !47, inlinedAt: !162)
!188 = !DILocation(line: 13, column: 3, scope: !19, inlinedAt: !162)
!189 = !DILocation(line: 13, column: 13, scope: !19, inlinedAt: !162)
!190 = !DILocation(line: 14, column: 17, scope: !19, inlinedAt: !162)
!191 = !DILocation(line: 15, column: 3, scope: !19, inlinedAt: !162)
!192 = !DILocation(line: 15, column: 15, scope: !19, inlinedAt: !162)
!193 = distinct !{!193, !191, !194, !61}
!194 = !DILocation(line: 26, column: 3, scope: !19, inlinedAt: !162)
!195 = !DILocation(line: 16, column: 13, scope: !38, inlinedAt: !162)
!196 = !DILocation(line: 16, column: 23, scope: !38, inlinedAt: !162)
!197 = !DILocation(line: 0, scope: !38, inlinedAt: !162)
!198 = !DILocation(line: 17, column: 18, scope: !40, inlinedAt: !162)
!199 = !DILocation(line: 0, scope: !40, inlinedAt: !162)
!200 = !DILocation(line: 17, column: 30, scope: !43, inlinedAt: !162)
!201 = !DILocation(line: 17, column: 28, scope: !43, inlinedAt: !162)
!202 = !DILocation(line: 17, column: 5, scope: !40, inlinedAt: !162)
!203 = !DILocation(line: 18, column: 15, scope: !42, inlinedAt: !162)
!204 = !DILocation(line: 0, scope: !42, inlinedAt: !162)
!205 = !DILocation(line: 19, column: 11, scope: !73, inlinedAt: !162)
!206 = !DILocation(line: 19, column: 19, scope: !73, inlinedAt: !162)
!207 = !DILocation(line: 19, column: 11, scope: !42, inlinedAt: !162)
!208 = !DILocation(line: 20, column: 19, scope: !77, inlinedAt: !162)
!209 = !DILocation(line: 20, column: 27, scope: !77, inlinedAt: !162)
!210 = !DILocation(line: 20, column: 17, scope: !77, inlinedAt: !162)
!211 = !DILocation(line: 21, column: 21, scope: !81, inlinedAt: !162)
!212 = !DILocation(line: 21, column: 13, scope: !77, inlinedAt: !162)
!213 = !DILocation(line: 23, column: 19, scope: !77, inlinedAt: !162)
!214 = !DILocation(line: 23, column: 9, scope: !77, inlinedAt: !162)
!215 = !DILocation(line: 23, column: 23, scope: !77, inlinedAt: !162)
!216 = !DILocation(line: 24, column: 7, scope: !77, inlinedAt: !162)
!217 = !DILocation(line: 17, column: 43, scope: !43, inlinedAt: !162)
!218 = distinct !{!218, !202, !219, !61}
!219 = !DILocation(line: 25, column: 5, scope: !40, inlinedAt: !162)
!220 = !DILocation(line: 50, column: 3, scope: !91)
!221 = !DILocation(line: 50, column: 7, scope: !91)
!222 = !DILocation(line: 0, scope: !118)
!223 = !DILocation(line: 52, column: 3, scope: !118)
!224 = !DILocation(line: 52, column: 21, scope: !225)
!225 = distinct !DILexicalBlock(scope: !118, file: !1, line: 52, column: 3)
!226 = !DILocation(line: 54, column: 22, scope: !227)
!227 = distinct !DILexicalBlock(scope: !228, file: !1, line: 54, column: 9)
!228 = distinct !DILexicalBlock(scope: !225, file: !1, line: 52, column: 31)
!229 = !DILocation(line: 53, column: 12, scope: !228)
!230 = !DILocation(line: 53, column: 9, scope: !228)
!231 = !DILocation(line: 55, column: 7, scope: !227)
!232 = !DILocation(line: 55, column: 20, scope: !227)
!233 = !DILocation(line: 57, column: 62, scope: !91)
!234 = !DILocation(line: 57, column: 71, scope: !91)
!235 = !DILocation(line: 57, column: 3, scope: !91)
!236 = !DILocation(line: 58, column: 3, scope: !91)
!237 = !DILocation(line: 59, column: 3, scope: !91)
!238 = !DILocation(line: 60, column: 3, scope: !91)
!239 = !DILocation(line: 61, column: 3, scope: !91)
!240 = !DILocation(line: 63, column: 1, scope: !91)
!241 = !DILocation(line: 52, column: 27, scope: !225)
!242 = distinct !{!242, !223, !243, !61}
!243 = !DILocation(line: 56, column: 3, scope: !118)
